"""A restriction that reaches only some cards is read on the card of the event when the effect acts on "that monster"
(rules ce-forbidden-action-effect, ce-restriction-partial-scope), asked of the whole engine on real cards."""

from __future__ import annotations

from scenario_cards import ask, card

ADDED = [{"events": [{"event": "added_to_hand", "card": "r", "player": "A", "from": "graveyard", "to": "hand"}]}]


def _ambulanceroid(roid: str, power_filter: bool):
    # Ambulanceroid: "When a "roid" monster(s) is added from your GY to your hand ...: You can Special Summon it."
    cards = {"amb": card("Ambulanceroid", "A", position="attack"), "r": card(roid, "A", "graveyard")}
    if power_filter:    # "Neither player can Special Summon monsters with 1000 or less ATK."
        cards["pf"] = card("Power Filter", "B", "spell_trap_zone", face_up=True)
    return ask(cards, {"can_activate": "amb"}, steps=ADDED)


def test_the_events_card_the_restriction_reaches_cannot_be_summoned():
    answer = _ambulanceroid("Gyroid", power_filter=True)          # 1000 ATK
    assert answer.answer == "no" and "ce-forbidden-action-effect" in answer.rules
    assert _ambulanceroid("Gyroid", power_filter=False).answer == "yes"


def test_the_events_card_the_restriction_does_not_reach_is_summoned():
    answer = _ambulanceroid("Drillroid", power_filter=True)       # 1600 ATK
    assert answer.answer == "yes" and "ce-restriction-partial-scope" in answer.rules
