"""Readings of the replacements of one kind of send (cardtext/tables/restrictions.toml)."""

from __future__ import annotations

from cardtext.pool import card


def kinds(name):
    return [(e.kind, r.kind) for e in card(name) for r in e.restrictions]


def test_a_monster_that_removes_from_play_what_it_destroys_by_battle_applies_it_as_a_continuous_effect():
    assert kinds("D.D. Crazy Beast") == [("continuous", "banish-destroyed-by-battle")]
    # behind a Summon condition the reader has no state for: not read as always on
    assert not any(k == "banish-destroyed-by-battle" for _, k in kinds("Dark Lucius LV8"))
    # banishing after damage calculation is an activated effect, not a replacement
    assert not any(k == "banish-destroyed-by-battle" for _, k in kinds("Divine Knight Ishzark"))


def test_tributes_for_a_ritual_summon_returned_to_the_deck_instead():
    assert kinds("Samsara") == [("continuous", "ritual-tributes-to-deck")]
    assert not any(k == "ritual-tributes-to-deck" for _, k in kinds("Grave Protector"))


def test_fortune_lady_light_leaving_effect_is_not_held_to_a_face_up_card():
    leaving = next(e for e in card("Fortune Lady Light") if e.kind == "trigger" and "destroyed" in e.condition.types)
    assert leaving.condition.self_face_up is None and leaving.provenance == "override"


def test_a_crystal_beasts_place_it_instead_is_a_replacement_chosen_not_activated():
    # "If this face-up card is destroyed while it is in a Monster Card Zone, you can place it face-up in your Spell &
    # Trap Card Zone as a Continuous Spell Card, instead of sending it to the Graveyard"
    placed = card("Crystal Beast Amber Mammoth")[-1]
    assert placed.kind == "continuous" and "ce-replacement-chosen-starts-no-chain" in placed.note
    # an effect that sends another card elsewhere instead, at the start of the Damage Step, stays a trigger
    assert card("Mystic Swordsman LV6")[0].kind == "trigger"


def test_the_same_replacement_told_as_a_deed_is_read_too():
    # "Banish any monster destroyed by battle with this card.": the only card of the pool with this wording
    assert kinds("Lesser Fiend") == [("continuous", "banish-destroyed-by-battle")]
    # a deed after damage calculation names its own moment: still an activated effect
    assert not any(k == "banish-destroyed-by-battle" for _, k in kinds("Dark Magician of Chaos"))


def test_a_return_from_the_field_to_the_hand_banished_instead_is_read_as_its_replacement():
    [restriction] = [r for e in card("Degenerate Circuit") for r in e.restrictions]
    assert (restriction.kind, restriction.zone, restriction.action) == ("hand-return-banished-instead", "field", None)
    assert "monster" in restriction.cards.classes
    # the return to the Deck from the Graveyard keeps its own reading (its ruled cards stop an effect that must do it)
    assert kinds("Transmigration Break") == [("continuous", "return-banished-instead")]


def test_the_player_whose_activation_was_negated_draws_after_the_negation():
    [effect] = card("By Order of the Emperor")
    assert [(c.action, c.event, c.player, c.conjunction) for c in effect.clauses] == [
        ("negate_activation", "activation_negated", None, None), ("draw", "drawn", "they", "then")]
