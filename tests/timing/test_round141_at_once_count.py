"""A condition that needs 2 or more cards to have its event at the same time (round 141, rule
cond-cards-at-once-count) on real cards: read by the card reader, met by one moment with that many
(both sides counted), not by a later Summon of 1 monster (Grinder Golem after its Tokens)."""

from __future__ import annotations

from cardtext.pool import card as read
from scenario_cards import ask, card


def test_the_reader_stores_the_least_number_at_once():
    # Giant Trap Hole: "When 2 or more monsters are Special Summoned at the same time: ..."
    assert read("Giant Trap Hole")[0].condition.at_once_min == 2
    # no count: "When your opponent Normal or Flip Summons 1 monster with 1000 or more ATK", "exactly 1 monster"
    assert read("Trap Hole")[0].condition.at_once_min is None
    assert read("Inferno Reckless Summon")[0].condition.at_once_min is None


def _giant_trap_hole(steps, extra=None):
    cards = {"gth": card("Giant Trap Hole", "B", "spell_trap_zone", face_up=False), **(extra or {})}
    return ask(cards, {"can_activate": "gth"}, steps)


def test_two_monsters_summoned_at_once_as_the_last_thing():
    two = {"events": [{"event": "special_summon", "player": "A", "to": "monster_zone", "count": 2, "cause": "rule"}]}
    assert _giant_trap_hole([two]).answer == "yes"


def test_one_monster_summoned_to_each_side_at_once():
    # the ruling: it can be activated when 1 monster is Special Summoned to each side by The Shallow Grave
    extra = {"sangan": card("Sangan", "A", "graveyard"), "rat": card("Giant Rat", "B", "graveyard")}
    both = [{"event": "special_summon", "card": ref, "player": owner, "from": "graveyard", "to": "monster_zone",
             "cause": "effect"} for ref, owner in (("sangan", "A"), ("rat", "B"))]
    assert _giant_trap_hole([{"events": [both]}], extra).answer == "yes"


def test_one_monster_alone_does_not_meet_it():
    extra = {"sangan": card("Sangan", "A", "graveyard")}
    one = {"events": [{"event": "special_summon", "card": "sangan", "player": "A", "from": "graveyard",
                       "to": "monster_zone", "cause": "effect"}]}
    answer = _giant_trap_hole([one], extra)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met") and "cond-cards-at-once-count" in answer.rules


def test_grinder_golem_summoned_after_its_tokens():
    # the ruling: Giant Trap Hole cannot be activated when Grinder Golem is Special Summoned
    tokens = {"events": [{"event": "special_summon", "player": "A", "to": "monster_zone", "count": 2, "cause": "rule"}]}
    answer = _giant_trap_hole([tokens, {"summon": "golem", "method": "special"}],
                              {"golem": card("Grinder Golem", "A", "hand")})
    assert answer.answer == "no" and "cond-cards-at-once-count" in answer.rules


def test_tokens_a_resolution_summons_with_no_number_known_are_not_taken_as_too_few():
    # Dandylion's "Special Summon 2 "Fluff Tokens"": the engine's own unnamed Summon event, whose Tokens it could not
    # make cards of, says no number; it is not taken as 1 monster (never a guess), so Giant Trap Hole answers it
    extra = {"dl": card("Dandylion", "A", position="attack"), "cd": card("Cyber Dragon", "A", "hand")}
    steps = [{"summon": "cd", "method": "tribute", "materials": ["dl"]}, {"activate": "dl"}, {"resolve": 1}]
    assert _giant_trap_hole(steps, extra).answer == "yes"


def test_an_unnamed_summon_the_scenario_writes_without_a_count_is_one_monster():
    one = {"events": [{"event": "special_summon", "player": "A", "to": "monster_zone", "cause": "rule"}]}
    assert _giant_trap_hole([one]).answer == "no"
