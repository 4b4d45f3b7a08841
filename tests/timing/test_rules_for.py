"""The rules asked about an effect (rules.verdict.rules_for): a rule marked ``only_for`` the effects its first check
lets through is left out of the rules of any other effect. Over the duel state every stored precedent leaves, each
such rule, asked all the same about every effect of the scenario's cards it is left out for, says nothing."""

from __future__ import annotations

import json

from edison_kg import timing
from edison_kg.store import open_store
from edison_kg.timing.cards import query_text
from edison_kg.timing.rules.activation import EFFECT_RULES
from edison_kg.timing.rules.verdict import rules_for
from edison_kg.timing.scenario import parse_scenario

MARKED = [rule for rule in EFFECT_RULES if getattr(rule, "needs", None) is not None]


def precedent_duels():
    engine = timing.default_engine()
    for row in open_store(quiet=True).query(query_text("precedent-scenarios")):
        scenario = parse_scenario(json.loads(row["scenario"].value))
        if scenario.game == "yugioh-edison":
            yield engine.play(scenario).duel


def test_the_marked_rules_are_many_and_the_last_word_is_never_left_out():
    assert len(MARKED) >= 40
    assert getattr(EFFECT_RULES[-1], "needs", None) is None     # the last rule always speaks (decide)


def test_a_rule_left_out_for_an_effect_says_nothing_of_it():
    asked = 0
    for state in precedent_duels():
        for ref, info in state.infos.items():
            for effect in info.effects:
                kept = rules_for(EFFECT_RULES, effect)
                for rule in MARKED:
                    if rule not in kept:
                        asked += 1
                        assert rule(state, ref, effect) is None, (rule.__name__, info.name, effect.number)
    assert asked > 1000


def test_the_rules_kept_for_an_effect_are_in_order_and_worked_out_once():
    state = next(precedent_duels())
    effect = next(e for info in state.infos.values() for e in info.effects)
    kept = rules_for(EFFECT_RULES, effect)
    assert list(kept) == [rule for rule in EFFECT_RULES if rule in kept]
    assert rules_for(EFFECT_RULES, effect) is kept
