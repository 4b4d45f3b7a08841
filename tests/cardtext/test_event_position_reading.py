"""The battle position (and face) the event's card was in just before its event, read as the
EventPattern field `position` (cardtext/event_position.py). Real pool cards."""

from __future__ import annotations

from tests.cardtext.pool import card


def condition(name: str, words: str = ""):
    return next(e.condition for e in card(name) if e.condition is not None and e.condition_text
                and words in e.condition_text)


def test_the_destroyed_monsters_position_and_face():
    assert condition("Winged Sage Falcos").position == "attack"          # "face-up Attack Position monster"
    assert condition("Spyder Spider").position == "defense"               # "an opponent's Defense Position monster"
    assert condition("Pursuit Chaser").position == "defense"              # "a Defense Position monster is destroyed"


def test_this_cards_own_position():
    assert condition("Morphtronic Cameran").position == "attack"          # "While in Attack Position, when this card"
    assert condition("Sand Moth").position == "face-down defense"         # "this face-down Defense Position card"


def test_a_position_change_names_the_position_it_was_changed_from():
    assert condition("Crass Clown").position == "defense"                 # "from Defense Position to Attack Position"
    assert condition("Tainted Wisdom").position == "attack"               # "this Attack Position card is changed to"
    assert condition("Dragon Seeker").position is None                    # "changed to Attack Position": where it goes


def test_an_attack_names_no_position_before_its_event():
    assert condition("Drillroid").position is None                        # the attack target's (battled_kind)


def test_a_summon_names_the_position_it_puts_its_monster_in():
    # "is Special Summoned in Attack Position" (round 97, rule cond-summoned-in-named-position)
    assert condition("Koa'ki Meiru Beetle").position == "attack"


def test_this_cards_position_when_it_is_attacked():
    # the card the attack condition names is the attack target
    assert condition("Blast Sphere").position == "face-down defense"      # "this face-down Defense Position card"
    assert condition("Thousand Needles").position == "defense"            # "this Defense Position card is attacked"
    assert condition("Yubel", "attacked").position == "attack"            # "this face-up Attack Position card"
    assert condition("Kiseitai", "attacks").position == "face-down defense"   # "attacks this card in face-down ..."
    assert condition("Kiseitai", "attacks").attack_role == "target"
    assert condition("Adhesive Explosive").position is None               # its face at the Damage Step's start


def test_a_named_kinds_position_when_it_is_attacked():
    # "When an Attack Position "Destiny HERO" monster you control is targeted for an attack": the target's
    assert condition("D - Shield").position == "attack"
    assert condition("Pursuit Chaser").position == "defense"    # not an attack: unchanged
