"""Round 83 readings on real cards: a cost joined by "and" to when its card is chained ("Discard 1 card and chain this
card to a Trap Card you activated"), "Any monster destroyed by battle is shuffled into the Deck instead", and "If there
are any Field Spell Cards on the field, destroy them"."""

from __future__ import annotations

from cardtext.pool import card


def test_the_reclamations_cost_is_the_discard_alone():
    for name in ("Trap Reclamation", "Spell Reclamation"):
        effect = card(name)[0]
        assert effect.cost_text == "Discard 1 card"
        assert [(c.action, c.subject) for c in effect.cost_clauses] == [("discard", None)]
        assert "card_activated" in effect.condition.types


def test_a_cost_sentence_without_chaining_words_is_kept_whole():
    # Lightning Vortex: "Discard 1 card; destroy all face-up monsters your opponent controls."
    assert card("Lightning Vortex")[0].cost_text == "Discard 1 card"


def test_grave_protector_is_read_as_a_replacement_of_destruction_by_battle():
    assert [r.kind for e in card("Grave Protector") for r in e.restrictions] == ["deck-destroyed-by-battle"]
    # D.D. Crazy Beast banishes only what it destroys by battle: another kind
    assert "deck-destroyed-by-battle" not in [r.kind for e in card("D.D. Crazy Beast") for r in e.restrictions]


def test_if_there_are_any_field_spells_destroy_them_acts_on_all_of_them():
    clause = card("Burning Land")[0].clauses[0]
    assert clause.every == "spell-trap" and clause.all_named_by_its_condition and clause.only_if
    assert clause.cards.subtypes == frozenset({"Field"}) or "Field" in clause.cards.subtypes
    # Heavy Storm's "Destroy all Spells/Traps on the field" names no condition of its own
    assert not card("Heavy Storm")[0].clauses[0].all_named_by_its_condition
