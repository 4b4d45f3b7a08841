"""Rule state-token-name-not-in-the-deck (edison_kg/timing/rules/targets.py): a Token is no target for an
effect whose whole deed takes from the Deck cards with the target's name. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card


def test_a_token_is_no_target_for_cards_of_its_name_from_the_deck():
    # The League of Uniform Nomenclature: "Select 1 face-up Level 2 or lower Normal Monster on your side of the field to
    # activate this card. Special Summon from your Deck ... as many cards as possible with the same name as the
    # selected monster."
    cards = {"l": card("The League of Uniform Nomenclature", "A", "spell_trap_zone", face_up=False),
             "t": card("Ceremonial Token", "A", position="defense")}
    answer = ask(cards, {"can_activate": "l"})
    assert answer.answer == "no" and "state-token-name-not-in-the-deck" in answer.rules
    cards["p"] = card("Petit Dragon", "A", position="attack")
    assert ask(cards, {"can_activate": "l"}).answer == "yes"
