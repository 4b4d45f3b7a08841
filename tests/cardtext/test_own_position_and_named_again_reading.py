"""What the card reader reads of a condition on the card's own battle position (cardtext/condition_tails.py), of its face
"at the start of the Damage Step" (cardtext/facts.py), of a later part of the effect before it (cardtext/applied.py)
and of a card named again by its kind (cardtext/consequences.py), on real pool cards."""

from __future__ import annotations

from edison_kg import cardtext
from tests.cardtext.pool import cards


def _effects(name: str):
    return cardtext.read_card(cards()[name]).effects


def test_a_condition_on_its_own_position_is_a_held_state():
    assert [e.needs_held for e in _effects("Morphtronic Remoten")] == [("self-position attack",),
                                                                       ("self-position defense",)]
    assert _effects("Cyber Esper")[0].needs_held == ("self-position attack",)
    assert _effects("Castle Gate")[1].needs_held == ("self-position attack",)
    # "While in Attack Position, when this card is destroyed by battle": its position as the event happened instead
    cameran = _effects("Morphtronic Cameran")
    assert cameran[0].needs_held == () and cameran[0].condition.position == "attack"


def test_its_face_at_the_start_of_the_damage_step():
    assert _effects("Ancient Lamp")[1].condition.self_face_up_at_damage_step is False
    # "and it was in face-up Attack Position ...": the monster of the event, not this card
    assert _effects("Sinister Seeds")[0].condition.self_face_up_at_damage_step is None


def test_a_later_part_after_damage_calculation_is_not_activated():
    text = ("Before damage calculation, if this card is being attacked by an opponent's monster, and was in face-up "
            "Attack Position at the start of the Damage Step: Inflict damage to your opponent equal to the attacking "
            "monster's ATK. If you do, after damage calculation: Destroy this card.")
    first, later = cardtext.analyze(text)
    assert first.kind == "trigger" and first.condition.self_face_up_at_damage_step is True
    assert later.kind == "continuous" and "ce-later-part-of-the-same-effect-not-activated" in later.note


def test_that_card_named_again_by_its_kind():
    assert [c.subject for c in _effects("Order to Smash")[0].clauses] == ["it", None]
    assert _effects("Gearfried the Iron Knight")[0].clauses[0].subject == "it"
    # "Special Summon 1 Machine monster from your Deck ... than that destroyed monster": another card, picked anew
    assert all(c.subject is None for c in _effects("Machina Armored Unit")[0].clauses if c.event == "special_summon")
