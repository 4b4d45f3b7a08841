"""Round 145, on real cards of the pool: an activation that destroys "those targets" would destroy each card it
targeted, Set ones as what they are to their controller (rule cond-would-destroy-each-of-its-targets); "leaves the
field and is still in your possession" is not met by a return to the Deck (rule
cond-left-the-field-still-in-possession); a monster whose effects are all continuous has nothing to activate (rule
ce-card-with-no-activated-effect)."""

from __future__ import annotations

import pytest

from edison_kg.cardtext.reader import analyze
from edison_kg.errors import BadScenario
from scenario_cards import ask, card

ITS_TARGETS = "cond-would-destroy-each-of-its-targets"
STILL_YOURS = "cond-left-the-field-still-in-possession"
NOTHING = "ce-card-with-no-activated-effect"


def _cited(answer, rule: str) -> bool:
    return rule in answer.rules


def _set(name, controller):
    return card(name, controller, "spell_trap_zone", face_up=False)


# ------------------------------------------------------------------ "destroy those targets" answered by what it would destroy

def _mobius_targets(first: str, second: str):
    """Fake Trap ("would destroy a Trap Card(s) you control") asked after Mobius targets 2 of its player's Set cards."""
    cards = {"mobius": card("Mobius the Frost Monarch", "A", "hand"), "elf": card("Gemini Elf", "A", position="attack"),
             "s1": _set(first, "B"), "s2": _set(second, "B"), "ft": _set("Fake Trap", "B")}
    steps = [{"summon": "mobius", "method": "tribute", "materials": ["elf"]}, {"activate": "mobius", "targets": ["s1", "s2"]}]
    return ask(cards, {"can_activate": "ft"}, steps)


def _icarus_targets(*targets):
    """Starlight Road ("would destroy 2 or more cards you control") asked after Icarus Attack targets ``targets``."""
    cards = {"icarus": _set("Icarus Attack", "A"), "bird": card("Harpie Lady", "A", position="attack"),
             "mine": _set("Sakuretsu Armor", "A"), "th": _set("Trap Hole", "B"), "na": _set("Negate Attack", "B"),
             "road": _set("Starlight Road", "B")}
    cost = [{"event": "tributed", "card": "bird", "from": "monster_zone", "to": "graveyard", "cause": "cost"}]
    return ask(cards, {"can_activate": "road"}, [{"activate": "icarus", "cost": cost, "targets": list(targets)}])


@pytest.mark.parametrize("asked", [lambda: _mobius_targets("Mirror Force", "Sakuretsu Armor"),
                                   lambda: _icarus_targets("th", "na")], ids=["fake-trap-set-traps", "starlight-road-two"])
def test_an_answer_to_what_it_would_destroy_is_met_by_the_cards_it_targets(asked):
    got = asked()
    assert got.answer == "yes", got.explanation
    assert _cited(got, ITS_TARGETS)


@pytest.mark.parametrize("asked, rule", [(lambda: _mobius_targets("Mystical Space Typhoon", "Book of Moon"), ITS_TARGETS),
                                         (lambda: _icarus_targets("th", "mine"), "cond-count-of-cards-it-would-destroy")],
                         ids=["fake-trap-set-spells", "starlight-road-one-of-its-own"])
def test_an_answer_to_what_it_would_destroy_is_not_met_by_targets_of_another_kind_or_count(asked, rule):
    got = asked()
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert _cited(got, rule)


# ------------------------------------------------------------------ "leaves the field and is still in your possession"

def test_the_reader_leaves_the_deck_out_of_still_in_your_possession():
    kept = analyze("When this face-up card you control leaves the field and is still in your possession: You can "
                   "target 1 Field Spell Card in your Graveyard; add that target to your hand.", name="Minefieldriller")[0]
    assert "returned_to_deck" not in kept.condition.types and "returned_to_hand" in kept.condition.types
    plain = analyze("When this card leaves the field: Draw 1 card.", name="Card")[0]
    assert "returned_to_deck" in plain.condition.types


def _minefieldriller_moved(to: str):
    event = {"event": "returned_to_deck" if to == "deck" else "returned_to_hand", "card": "mine", "from": "monster_zone",
             "to": to, "cause": "effect"}
    cards = {"mine": card("Minefieldriller", "A", position="attack"), "field": card("Mountain", "A", "graveyard")}
    return ask(cards, {"can_activate": "mine"}, [{"events": [event]}])


def test_minefieldriller_returned_to_the_hand_can_be_activated():
    assert _minefieldriller_moved("hand").answer == "yes"


def test_minefieldriller_returned_to_the_deck_has_not_met_its_condition():
    got = _minefieldriller_moved("deck")
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert _cited(got, STILL_YOURS)


# ------------------------------------------------------------------ a monster with no activated effect

def test_a_monster_whose_effects_are_all_continuous_is_not_activated():
    got = ask({"paladin": card("Amazoness Paladin", "A", position="attack")}, {"can_activate": "paladin"})
    assert (got.answer, got.reason) == ("no", "other")
    assert _cited(got, NOTHING) and "without being activated" in got.explanation


def test_an_effect_number_the_continuous_monster_lacks_is_still_refused():
    with pytest.raises(BadScenario, match="there is no effect 3"):
        ask({"paladin": card("Amazoness Paladin", "A", position="attack")}, {"can_activate": "paladin", "effect": 3})


def test_a_monster_with_an_activated_effect_is_not_answered_so():
    got = ask({"sangan": card("Sangan", "A", position="attack")}, {"can_activate": "sangan"})
    assert not _cited(got, NOTHING)
