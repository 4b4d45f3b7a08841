"""States named beside the event of a trigger's or a "when" card's condition (edison_kg/cardtext/condition_tails.py,
rule cond-event-tail-state): read by the declared-activation readers into the same need fields."""

from __future__ import annotations

from edison_kg import cardtext
from edison_kg.cardtext.condition_tails import tail_state
from tests.cardtext.pool import cards


def _effect(name: str, index: int = 1):
    return cardtext.read_card(cards()[name]).effects[index - 1]


def test_the_tail_is_split_from_the_event():
    assert tail_state("When this card is Normal Summoned while you control no other monsters") == \
        "you control no other monsters"
    assert tail_state("During your End Phase, if you control no Spell or Trap Cards") == "you control no Spell or Trap Cards"
    assert tail_state("While you control another Reptile-Type monster, if this card attacks a face-down Defense Position "
                      "monster") == "you control another Reptile-Type monster"
    # "they" is the player the event names
    assert tail_state("If this card inflicts Battle Damage to your opponent while they have 4 or more cards in their "
                      "hand") == "your opponent has 4 or more cards in their hand"
    assert tail_state("If this card is destroyed while they have 4 or more cards in their hand") is None


def test_tails_about_the_card_itself_or_with_an_exception_stay_unread():
    assert tail_state("Once per turn, if you control this face-up Defense Position monster when your opponent Normal "
                      "or Special Summons a monster(s)") is None
    assert tail_state("If this card is Special Summoned while you control a \"Fortune Lady\" monster except "
                      "\"Fortune Lady Water\"") is None
    assert tail_state("When this card is destroyed while equipped and sent to the Graveyard") is None


def test_trigger_tails_stored_in_the_need_fields():
    machina = _effect("Machina Soldier")
    assert machina.needs_held == ("monsters you <= 0",)
    kings = _effect("King's Knight")
    assert kings.needs_on_field == "you-control" and kings.needs_kind.names == frozenset({"Queen's Knight"})
    golem = _effect("Medium Piece Golem")
    assert golem.needs_on_field == "you-control" and golem.needs_kind.names == frozenset({"Big Piece Golem"})
    assert _effect("Cyber Archfiend", 1).needs_count == "you hand = 0"
    assert _effect("Cyber Archfiend", 2).needs_count == "you hand >= 1"
    assert _effect("X-Saber Urbellum").needs_count == "opponent hand >= 4"
    assert _effect("Gravekeeper's Assailant").needs_on_field == "on-the-field"


def test_card_activation_tails_stored_in_the_need_fields():
    assert _effect("Offering to the Immortals").needs_life_points == "you <= 3000"
    spider = _effect("Spider Egg")
    assert spider.needs_count == "you graveyard >= 3" and spider.needs_kind.monster_types == frozenset({"Insect"})
    assert _effect("Pineapple Blast").needs_count == "opponent field more-than-other"


def test_the_hand_beside_a_draw_stays_unread():
    archfiend = _effect("Infernity Archfiend")
    assert archfiend.needs_count is None and not archfiend.needs_held
