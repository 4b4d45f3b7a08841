"""What met an effect's condition in the duel so far (edison_kg/timing/rules/happened.py), the
order of simultaneous triggers (rules/segoc.py) and the last thing to happen
(rules/missing_timing.py), on the small real subset."""

from __future__ import annotations

from edison_kg.timing.rules.happened import (condition_met, event_verdict, matching_happenings, never_happened,
                                             started_by_event)
from edison_kg.timing.rules.missing_timing import last_thing
from edison_kg.timing.rules.segoc import triggers
from edison_kg.timing.steps import apply
from edison_kg.timing.scenario import Step
from subset_duel import card, duel, subset_engine  # noqa: F401  (fixtures)

SANGAN_DESTROYED = {"events": [{"event": "destroyed", "card": "sangan", "player": "A", "from": "monster_zone",
                                "to": "graveyard", "cause": "effect"}]}


def test_what_started_an_effect_and_what_did_not(duel):
    state = duel({"sangan": card("Sangan", "A"), "hole": card("Dark Hole", "A", "hand"),
                  "tt": card("Torrential Tribute", "B", "spell_trap_zone", face_up=False)})
    sangan, hole, tt = (state.infos[ref].effect(1) for ref in ("sangan", "hole", "tt"))
    assert started_by_event(sangan) and started_by_event(tt)
    assert not started_by_event(hole)                 # activated by declaration: it has no condition


def test_the_events_that_meet_a_condition_are_worked_out_once_per_duel_state(duel):
    state = duel({"sangan": card("Sangan", "A")}, [SANGAN_DESTROYED])
    effect = state.infos["sangan"].effect(1)
    met, voided = condition_met(state, "sangan", effect)
    assert [(h.event.event, h.event.card) for h in met] == [("destroyed", "sangan")] and voided == []
    assert condition_met(state, "sangan", effect) is condition_met(state, "sangan", effect)
    apply(state, Step(kind="phase", path="$.steps[1]", phase="main2"))    # a step: what was worked out is forgotten
    assert condition_met(state, "sangan", effect) is not met
    assert condition_met(state, "sangan", effect) == matching_happenings(state, "sangan", effect)


def test_a_negated_summon_never_happened(duel):
    state = duel({"cyber": card("Cyber Dragon", "A", "hand"), "tt": card("Torrential Tribute", "B", "spell_trap_zone",
                                                                         face_up=False)},
                 [{"summon": "cyber", "method": "normal", "negated": True}])
    effect = state.infos["tt"].effect(1)
    met, voided = condition_met(state, "tt", effect)
    assert met == []
    never = never_happened(state, "tt", effect, voided)
    assert (never.answer, never.reason, never.rules) == ("no", "summon-negated",
                                                         ["neg-summon-never-on-field", "neg-summon-definition"])
    assert event_verdict(state, "tt", effect).reason == "summon-negated"


def test_an_effect_already_activated_for_its_event_is_used(duel):
    steps = [SANGAN_DESTROYED, {"activate": "sangan"}, {"resolve": 1}]
    state = duel({"sangan": card("Sangan", "A")}, steps)
    effect = state.infos["sangan"].effect(1)
    met, voided = condition_met(state, "sangan", effect)
    assert met == [] and [why for why, _ in voided] == ["used"]
    verdict = event_verdict(state, "sangan", effect)
    assert (verdict.answer, verdict.rules) == ("no", ["trigger-effect-definition"])


def test_a_mandatory_trigger_never_misses_the_timing(duel):
    state = duel({"sangan": card("Sangan", "A")}, [SANGAN_DESTROYED, {"phase": "main2"}])
    verdict = event_verdict(state, "sangan", state.infos["sangan"].effect(1))
    assert (verdict.answer, verdict.reason) == ("yes", "mandatory")


def test_simultaneous_triggers_the_turn_players_mandatory_first(duel):
    cards = {"hole": card("Dark Hole", "A", "hand"), "sangan": card("Sangan", "A", position="attack"),
             "frog": card("Dupe Frog", "B", position="attack")}
    state = duel(cards, [{"activate": "hole"}, {"resolve": 1}])
    answer = triggers(state)
    assert [(e["card"], e["link"], e["mandatory"]) for e in answer.chain] == [("sangan", 1, True), ("frog", 2, False)]
    assert answer.missed == [] and {"segoc-same-chain", "segoc-order"} <= set(answer.rules)
    quiet = triggers(duel(cards))
    assert (quiet.chain, quiet.reason) == ([], "condition-not-met")


def test_the_last_thing_to_happen(duel):
    cards = {"hole": card("Dark Hole", "A", "hand"), "cyber": card("Cyber Dragon", "B", position="attack")}
    assert last_thing(duel(cards)).explanation == "Nothing has happened yet."
    resolved = last_thing(duel(cards, [{"activate": "hole"}, {"resolve": 1}]))
    assert (resolved.reason, resolved.explanation) == ("last-thing",
                                                       "The last thing to happen was the resolution of Chain Link 1.")


def test_a_spell_or_trap_card_chained_sets_off_a_trigger_for_after_the_chain():
    # Blast Asmodian: "If any Spell or Trap Card(s) are Chained,
    # inflict 500 damage to your opponent." (the only card of the pool so worded)
    from scenario_cards import ask
    cards = {"asm": {"name": "Blast Asmodian", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "swords": {"name": "Swords of Revealing Light", "controller": "A", "zone": "hand"},
             "mst": {"name": "Mystical Space Typhoon", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    chained = [{"activate": "swords"}, {"activate": "mst", "targets": ["swords"]}, {"resolve": 2}, {"resolve": 1}]
    met = ask(cards, {"triggers": True}, chained)
    assert [(link["card"], link["link"]) for link in met.chain] == [("asm", 1)]
    assert "trig-chained-card-activation" in met.rules
    alone = ask(cards, {"can_activate": "asm"}, [{"activate": "swords"}, {"resolve": 1}])   # Chain Link 1 only
    assert (alone.answer, alone.reason) == ("no", "condition-not-met")
    assert "trig-chained-card-activation" in alone.rules
