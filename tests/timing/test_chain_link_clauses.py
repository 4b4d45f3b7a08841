"""What a resolving Spell or Trap Card does to itself, and clauses done only at
some Chain Links (rules ce-resolving-card-on-field, chain-link-number-condition), on pool cards
other than the drafts': Chain Detonation under G.B. Hunter's lock on returning cards on the field
to the Deck, and The Mask of Remnants, which shuffles itself into the Deck."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from edison_kg.timing.rules.activation import can_activate_verdict
from subset_duel import duel, own, subset_engine  # noqa: F401  (fixtures)

HUNTER = ("G.B. Hunter", "Cards on the field cannot be returned to the Deck.")
DETONATION = ("Chain Detonation", "Inflict 500 damage to your opponent. If this card was activated as Chain Link 2 "
              "or 3, add this card to the Deck and shuffle it. If this card was activated as Chain Link 4 or higher, "
              "return this card to the hand.")
REMNANTS = ("The Mask of Remnants", "When this card is activated: Shuffle this card from the field into the Deck. "
            "While this card is equipped to a monster by the effect of \"Masked Beast Des Gardius\", take control "
            "of that monster.")
BOOK = ("Book of Moon", "Target 1 face-up monster on the field; change that target to face-down Defense Position.")


def cards(**more):
    return {"hunter": own(*HUNTER, "A", "monster_zone", "monster", "Effect", position="attack"),
            "det": own(*DETONATION, "B", "spell_trap_zone", "trap", "Normal Trap", face_up=False),
            "book": own(*BOOK, "B", "spell_trap_zone", "spell", "Quick-Play", face_up=False),
            "target": own("Dark Blade", "They say he is a dragon-manipulating warrior.", "A", "monster_zone", "monster", "Normal", position="attack"),
            **more}


def verdict(state, ref):
    info = state.infos[ref]
    return can_activate_verdict(state, ref, info.effects[0])


def test_a_clause_done_at_some_chain_links_is_read_with_those_links():
    [effect] = analyze(DETONATION[1], card_type="trap", subtypes=("Normal Trap",))
    links = [(c.action, c.chain_link_from, c.chain_link_to) for c in effect.clauses if c.chain_link_from]
    assert links == [("return_to_deck", 2, 3), ("return_to_hand", 4, None)]


def test_a_card_that_returns_itself_to_the_deck_only_as_chain_link_2_is_stopped_only_there(duel):
    alone = duel(cards())
    chained = duel(cards(), [{"activate": "book", "targets": ["target"]}])
    first, second = verdict(alone, "det"), verdict(chained, "det")
    assert first.answer == "yes"
    assert (second.answer, second.reason) == ("no", "other")
    assert {"ce-forbidden-action-effect", "ce-resolving-card-on-field", "chain-link-number-condition"} <= set(second.rules)


def test_a_card_that_shuffles_itself_from_the_field_into_the_deck_is_stopped(duel):
    state = duel(cards(mask=own(*REMNANTS, "B", "hand", "spell", "Equip")), turn_player="B")
    v = verdict(state, "mask")
    assert (v.answer, v.reason) == ("no", "other") and "ce-forbidden-action-effect" in v.rules
