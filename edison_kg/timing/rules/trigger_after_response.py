"""A Spell Speed 1 trigger effect is put on the chain only while that chain is being built from
the triggers: once a player has answered them (or the event) with a Spell Speed 2 or higher card
or effect, it can no longer be added (rule chain-trigger-not-after-a-response).

Battle Fader ("If an opponent's monster declares a direct attack: You can Special Summon this
card from your hand") is Chain Link 1 to the attack, or added with the other triggers of that
declaration; it cannot be chained to the Draining Shield activated in answer to the attack. A
trigger whose event happened inside the open chain (a cost, an activation) is not concerned: it
waits for the chain to resolve.
"""

from __future__ import annotations

from edison_kg.timing.rules.chain import chain_speed
from edison_kg.timing.rules.happened import condition_met
from edison_kg.timing.rules.verdict import TRIGGER_KINDS, Verdict

RULE = "chain-trigger-not-after-a-response"


def trigger_after_a_response(state, ref: str, effect) -> Verdict | None:
    """'no' for a Spell Speed 1 trigger met before the open chain, once a response of Spell Speed 2
    or more is on that chain."""
    if not state.chain or effect is None or effect.kind not in TRIGGER_KINDS:
        return None
    if chain_speed(state.infos[ref], effect, state.ruleset) != 1:
        return None
    start = state.chain[0].first_moment
    met = condition_met(state, ref, effect)[0]
    if not met or any(h.moment >= start for h in met):
        return None              # met inside the chain: activated once it has resolved
    response = next((link for link in state.chain if not link.trigger and link.speed >= 2), None)
    if response is None:
        return None              # the chain is still the triggers' own
    return Verdict("no", "other", [RULE, "spell-speed-response"],
                   f"Its event came before the open chain, and {response.info.name} (Spell Speed {response.speed}) "
                   "was chained to it: a Spell Speed 1 trigger effect is added only while the chain of triggers "
                   "is built, never to a response.")
