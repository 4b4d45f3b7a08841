"""Building a chain: the Spell Speed a card or effect has on it, what may be chained to what,
the order of simultaneous triggers (SEGOC), and limits per chain (the ruleset's own rules)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.rulesets import Ruleset

SEGOC_GROUPS = (
    ("turn player's mandatory", True, False),
    ("non-turn player's mandatory", False, False),
    ("turn player's optional", True, True),
    ("non-turn player's optional", False, True),
)


def chain_speed(info, effect: AnalyzedEffect | None, ruleset: Ruleset) -> int:
    """The Spell Speed a card or effect has on the chain: a Counter Trap's 3; under the
    Edison-era rulings every other Trap Card effect, including those activated in the
    Graveyard (Statue of the Wicked, Dark Coffin), 2 (edisonformat.net, Ojamagic)."""
    if info.card_type == "trap":
        if info.is_counter_trap:
            return 3
        if ruleset.trap_effects_speed_2 or effect is None or effect.kind == "card-activation":
            return max(2, (effect.spell_speed or 2) if effect is not None else 2)
    if effect is not None and effect.spell_speed:
        return effect.spell_speed
    if info.card_type == "spell":
        return 2 if "Quick-Play" in info.subtypes else 1
    return 2 if effect is not None and effect.kind == "quick" else 1


def spell_speed_verdict(speed: int, top_speed: int | None, ruleset: Ruleset) -> Verdict | None:
    """A response needs Spell Speed 2 or more and at least the speed of the link it answers."""
    if top_speed is None:
        return None
    if speed < 2 or speed < top_speed:
        return Verdict("no", "other", ["spell-speed-response"],
                       f"A Chain is open with a Spell Speed {top_speed} link; a Spell Speed {speed} effect cannot be chained to it.")
    return None


def segoc_group(is_turn_player: bool, optional: bool, ruleset: Ruleset) -> int:
    """1-4: the place of a trigger's group on the chain (seed 001, rule segoc-order)."""
    for number, (_, turn, opt) in enumerate(SEGOC_GROUPS, 1):
        if turn == is_turn_player and opt == optional:
            return number
    raise ValueError("unreachable")


def segoc_key(speed: int, group: int, ruleset: Ruleset) -> tuple[int, int]:
    """Where a simultaneous trigger goes on the chain: Spell Speed 1 effects first, because
    none of them can be chained to a Spell Speed 2 link (rule spell-speed-response), then the
    SEGOC groups (rule segoc-order)."""
    return (0 if speed <= 1 else 1, group)


def summons_itself(effect: AnalyzedEffect) -> bool:
    """An effect that Special Summons its own card ("Special Summon this card", or "Special
    Summon it" in an effect that targets nothing)."""
    return any(c.event == "special_summon" and (c.subject == "self" or c.subject == "it" and not effect.targets)
               for c in effect.clauses)


HAND_TRIGGER_RULE = "edison-one-hand-trigger-per-chain"


def hand_trigger_verdict(effect: AnalyzedEffect, earlier_in_chain: list, ruleset: Ruleset) -> Verdict | None:
    """Edison: only one trigger effect in the hand (or GY) that Special Summons its own card per
    chain (edisonformat.net rulings of Gorz, Tragoedia, Battle Fader; rule
    edison-one-hand-trigger-per-chain). ``earlier_in_chain``: the open chain's links that were
    such triggers. An effect the rulings exempt gets a verdict "yes" that only names the
    exception (the caller goes on with its other checks)."""
    if not ruleset.one_hand_trigger_per_chain or not summons_itself(effect) or effect.kind not in ("trigger", "quick"):
        return None
    if not earlier_in_chain:
        return None
    exception = effect.exemptions.get(HAND_TRIGGER_RULE)
    if exception:
        return Verdict("yes", "last-thing", [exception], "The rulings make an exception for it.")
    names = ", ".join(sorted({link.info.name for link in earlier_in_chain}))
    return Verdict("no", "other", ["edison-one-hand-trigger-per-chain"],
                   f"Only one effect in the hand that Special Summons its own card can be activated per chain in "
                   f"Edison, and this chain already holds {names}.")


def hand_trigger(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The rule: Edison's one self-Summoning trigger in the hand (or GY) per chain."""
    if effect is None or state.cards[ref].on_field is not False:
        return None
    # a Spell Card played from the hand is no such effect, whatever it Summons (Scapegoat)
    earlier = [link for link in state.chain if link.off_field and link.effect is not None
               and link.info.card_type == "monster" and summons_itself(link.effect)]
    return hand_trigger_verdict(effect, earlier, state.ruleset)


def open_speed(state) -> int | None:
    """The Spell Speed of the Chain Link on top of the open chain (None: no chain is open)."""
    return state.chain[-1].speed if state.chain else None
