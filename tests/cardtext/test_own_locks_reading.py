"""A monster's own lock on being Tributed while face-up (tables/restrictions.toml, rule
cost-tribute-locked-monster) and a card's own lock on being used from the hand the turn it returned there
(cardtext/turn_locks.py, rule limit-unusable-the-turn-returned), read on real cards of the pool."""

from __future__ import annotations

import pytest

from tests.cardtext.pool import card


@pytest.mark.parametrize("name", ["Level Eater", "The Immortal Bushi", "Summoner Monk"])
def test_a_monster_that_cannot_be_tributed_while_face_up_holds_the_lock_itself(name):
    [lock] = [r for e in card(name) for r in e.restrictions if r.kind == "cannot-be-tributed"]
    assert (lock.cards.empty, lock.zone, lock.action) == (True, "field", None)


@pytest.mark.parametrize("name", ["Scapegoat", "Cloudian - Sheep Cloud", "Dandylion"])
def test_tokens_that_cannot_be_tributed_for_a_tribute_summon_only_are_not_read_so(name):
    assert not any(r.kind == "cannot-be-tributed" for e in card(name) for r in e.restrictions)


def test_a_card_unusable_from_the_hand_the_turn_it_returned():
    assert [e.unusable_the_turn_returned for e in card("Vicious Claw")][-1] is True
    assert not any(e.unusable_the_turn_returned for e in card("Axe of Despair"))
