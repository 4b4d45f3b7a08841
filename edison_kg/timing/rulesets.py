"""Rule variants as parameters: every rule function receives the ruleset of the scenario
(``"ruleset"`` in the contract), so a variant is a different set of values, not a fork of
the engine. Each switch names the rule node it stands for (data/rules/*.ttl)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Ruleset:
    name: str
    # simultaneous triggers of one SEGOC group go on in the order their conditions were met
    # (the TCG's reading, Edison's Early Trigger; rules segoc-tcg-order-met, edison-early-trigger)
    segoc_by_time_met: bool
    # under the rulings of the Edison era every Trap Card effect, including those activated
    # in the Graveyard, has Spell Speed 2 (edisonformat.net, Ojamagic)
    trap_effects_speed_2: bool
    # only one trigger effect in the hand that Special Summons its own card per chain
    # (rule edison-one-hand-trigger-per-chain)
    one_hand_trigger_per_chain: bool
    # effects activated during the Standby Phase, the End Phase or at the end of the Battle
    # Phase, started by the phase alone, each start a chain of their own, the turn player's
    # first (rule edison-phase-effects-separate-chains)
    phase_effects_separate_chains: bool = False


RULESETS = {
    "edison": Ruleset("edison", segoc_by_time_met=True, trap_effects_speed_2=True, one_hand_trigger_per_chain=True,
                      phase_effects_separate_chains=True),
    "ocg": Ruleset("ocg", segoc_by_time_met=False, trap_effects_speed_2=True, one_hand_trigger_per_chain=False),
}
