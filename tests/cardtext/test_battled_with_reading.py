"""The other monster of the battle a destruction by battle names, read into battled_kind
(cardtext/battled_with.py). Real pool cards."""

from __future__ import annotations

from tests.cardtext.pool import card


def condition(name: str, words: str = ""):
    return next(e.condition for e in card(name) if e.condition is not None and e.condition_text
                and words in e.condition_text)


def test_the_kind_of_the_monster_it_battled():
    assert condition("Oxygeddon").battled_kind.monster_types == frozenset({"Pyro"})
    assert condition("Ally Salvo").battled_kind.attributes == frozenset({"LIGHT"})
    assert condition("Horseytail", "Token").battled_kind.monster_types == frozenset({"Plant"})


def test_an_opponents_attacking_monster_is_a_monster():
    kind = condition("Psi-Curse").battled_kind
    assert kind.classes == frozenset({"monster"}) and not kind.names_properties


def test_destroyed_by_battle_alone_names_no_other_monster():
    assert condition("Horseytail", "this card is destroyed").battled_kind.empty
