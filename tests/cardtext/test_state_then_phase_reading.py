"""Phase triggers whose phase is written after what they do, beside a state of their own card ("As long as this card
remains face-up on your side of the field, increase your Life Points by 800 points during each of your Standby
Phases"), and phase triggers of a card only in one battle position ("During your Standby Phase, if this card is in
Defense Position, ..."), read on real pool cards (edison_kg/cardtext/effect.py, condition_tails.py)."""

from __future__ import annotations

from edison_kg import cardtext
from tests.cardtext.pool import cards


def _effect(name: str, number: int = 0):
    return cardtext.read_card(cards()[name]).effects[number]


def test_the_phase_after_what_it_does_is_the_moment_with_its_player():
    mermaid = _effect("Cure Mermaid")
    assert mermaid.kind == "trigger" and mermaid.condition.types == ["phase_entered"]
    assert (mermaid.condition.player, mermaid.condition.phases) == ("you", ("standby",))
    assert mermaid.needs_face_up and mermaid.activates_from == "field" and mermaid.needs_held == ()
    goblin = _effect("Coach Goblin")
    assert (goblin.condition.player, goblin.condition.phases) == ("you", ("end",))


def test_a_battle_position_of_its_own_card_is_a_held_state():
    breeze = _effect("Spirit of the Breeze")
    assert (breeze.condition.player, breeze.condition.phases) == ("you", ("standby",))
    assert breeze.needs_held == ("self-position attack",) and breeze.needs_face_up
    catapulter = _effect("Dark Catapulter")
    assert catapulter.needs_held == ("self-position defense",)
    # the position of another card, or a state that is no position, is no need of this kind
    assert _effect("Castle of Dark Illusions", 1).needs_held == ()
