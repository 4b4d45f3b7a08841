"""A card that offers options ("Activate 1 of these effects. ● When a Spell Card is
activated ...: ... ● When a Spell Card is activated: Send 1 Spell Card from your hand to the Graveyard; ...")
whose options have their own condition or cost (read by the card reader: clause fields `option_condition`,
`option_cost`, cardtext/options.py). Its player chooses the option as it is activated, and cannot choose
one that cannot be done: the card can be activated when at least one option can, its own condition met
and its own cost payable (rule act-an-option-that-can-be-done). Each option is judged as the effect it
would be, by the same rules as any effect."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from edison_kg.timing.cards import fold
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.vocab.model import AnalyzedEffect, Clause

OPTION_RULE = "act-an-option-that-can-be-done"
PAID_WAY_RULE = "act-and-or-way-with-its-own-cost"


def option_effects(effect: AnalyzedEffect | None, named: str | None = None) -> list[AnalyzedEffect]:
    """The effect as each of its options would make it (none when no option has a condition or cost of
    its own: the effect is judged whole, as before). ``named``: the words of the question's effect_text; where
    they are the words of one option (a Union's "equip this card to a"), that option alone."""
    if effect is None:
        return []
    options = [c for c in effect.clauses if c.alternative and not c.branch]
    # bulleted options with nothing of their own ("apply 1 of the following effects. ● Look at
    # your opponent's hand and discard 1 card from their hand. ● Send 1 card your opponent controls to the GY.") are
    # options too: each is judged as the effect it would be (a lone "or" alternative is one clause, no list of options)
    if not any(c.option_condition is not None or c.option_cost or _union_equip(c) for c in options) \
            and not plain_options(effect):
        return []
    wanted = fold(named) if named else None
    if wanted and wanted not in fold(effect.text) or wanted and sum(wanted in _words(c) for c in options) != 1:
        wanted = None
    options = [c for c in options if wanted is None or wanted in _words(c)]
    shared = [c for c in effect.clauses if not c.alternative]
    found = []
    for option in options:
        chosen = replace(option, alternative=False, option_condition=None, option_cost=[])
        costs = [*effect.cost_clauses, *[replace(c, index=len(effect.cost_clauses) + i)
                                         for i, c in enumerate(option.option_cost, start=1)]]
        judged = replace(effect, condition=option.option_condition or effect.condition,
                         clauses=[*shared, chosen], cost_clauses=costs,
                         cost_text=effect.cost_text or ", ".join(c.text for c in option.option_cost) or None)
        if effect.has_option_without_targets:
            # (179) "● Inflict 800 damage ... ● Target 1 monster with 800 or less DEF; destroy that target": the option
            # chosen is the whole effect, with the targets only if it is the option that takes them
            takes = option.subject in ("target", "second-target") or option.acts_on_the_targets
            judged = replace(judged, has_option_without_targets=False) if takes else \
                replace(judged, has_option_without_targets=False, targets=False, target_clauses=[])
        found.append(judged)
    return found


def paid_ways(effect: AnalyzedEffect | None) -> list[str]:
    """The rule for "X, and/or <cost> to Y" (cardtext/options.py read_paid_alternatives): two ways, not bulleted,
    one with a cost of its own that must be payable for that way (rule act-and-or-way-with-its-own-cost)."""
    return [PAID_WAY_RULE] if effect is not None and "\u25cf" not in effect.text and any(
        c.alternative and c.option_cost for c in effect.clauses) else []


def _words(option: Clause) -> str:
    # an option's words, its own cost's included ("send 1 ... from your hand to your Graveyard to add this card")
    return fold(" ".join([*(c.text for c in option.option_cost), option.text]))


def plain_options(effect: AnalyzedEffect | None) -> bool:
    """Options a player chooses, with no condition or cost of their own: judged one by one, and
    where none can be chosen, what they share (the effect's condition, timing, cost) says why, from the whole effect."""
    options = [c for c in effect.clauses if c.alternative and not c.branch] if effect is not None else []
    # a coin or a die picks the result ("● Heads: ...", "● 3 Heads: ..."), not the player (Clause.chance): no choice
    return len(options) >= 2 and not any(c.option_condition is not None or c.option_cost or _union_equip(c)
                                         or c.chance for c in options)


def options_verdict(verdicts: list[Verdict], whole: Callable[[], Verdict] | None = None) -> Verdict:
    """The card's verdict from its options': the first that can be chosen, or none can. ``whole``: judges the
    whole effect (plain_options); where no option can be chosen and the whole effect cannot be activated either, its
    reason is the card's (what the options share: the effect's condition, timing, cost)."""
    for number, verdict in enumerate(verdicts, start=1):
        if verdict.answer == "yes":
            return replace(verdict, rules=[*verdict.rules, OPTION_RULE],
                           explanation=f"Its option {number} can be chosen: {verdict.explanation}")
    shared = whole() if whole is not None else None
    if shared is not None and shared.answer != "yes":
        return shared
    rules = [OPTION_RULE]
    for verdict in verdicts:
        rules += [r for r in verdict.rules if r not in rules]
    why = " ".join(f"Option {number}: {verdict.explanation}" for number, verdict in enumerate(verdicts, start=1))
    return Verdict("no", verdicts[0].reason, rules,
                   f"None of its options can be chosen now, and a card cannot be activated for an option it "
                   f"cannot do. {why}")


# ------------------------------------------------------------------ a Union Monster's options

UNION_RULE = "union-option-needs-its-card-where-it-acts"


def _union_equip(clause: Clause) -> bool:
    """A Union's equip option as the card reader types it (cardtext/options.py read_union_options): it equips its own
    card to a monster it picks on the field."""
    return clause.action == "equip" and clause.picks_on_field is not None


def union_option_verdict(state, ref: str, effect: AnalyzedEffect, option: AnalyzedEffect,
                         verdict: Verdict) -> Verdict:
    """A Union Monster equips itself from a Monster Zone, face-up, to another monster; it unequips itself only while
    it is an Equip Card (in a Spell & Trap Card Zone), to Special Summon itself. An option the rest of the rules allow
    cannot be chosen while its card is not where that option acts from."""
    if verdict.answer != "yes" or not any(_union_equip(c) for c in effect.clauses):
        return verdict
    card, name = state.cards[ref], state.infos[ref].name
    equipped = card.equipped_to is not None or card.zone == "spell_trap_zone"
    if any(_union_equip(c) for c in option.clauses):
        if equipped:
            return Verdict("no", "other", [UNION_RULE],
                           f"{name} is equipped as an Equip Card: its option equips it only from a Monster Zone, "
                           f"where it is face-up.")
        if card.face_up is False:
            return Verdict("no", "other", [UNION_RULE],
                           f"{name} is face-down: its option equips it only while it is face-up on the field.")
        return verdict
    # its other option: "unequip it to Special Summon this card" (the reader reads no other beside the equip)
    if any(c.action == "special_summon" for c in option.clauses) and card.zone == "monster_zone" and not equipped:
        return Verdict("no", "other", [UNION_RULE],
                       f"{name} is a monster in a Monster Zone, not equipped to one: its option unequips it and "
                       f"Special Summons it only while it is an Equip Card.")
    return verdict
