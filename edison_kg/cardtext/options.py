"""The parts of a bulleted option of its own, read ONCE by the card reader and stored on
the option's clause: "Activate 1 of these effects. ● When a Spell Card is activated that targets exactly 1
monster on the field: Negate the activation ... ● When a Spell Card is activated: Send 1 Spell Card from your
hand to the Graveyard; negate the activation ...", "●Send 1 monster you control to the Graveyard; shuffle ...":

- `option_condition`: the option's own activation condition ("When ...:"), an event pattern read as an
  effect's condition is;
- `option_cost`: the cost the option pays before its semicolon, read as an effect's cost is; a target named
  there is no cost.

The card can be activated when one of its options can: its condition met, its cost payable
(timing/rules/options.py)."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext import scan
from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.clauses import action_of
from edison_kg.cardtext.condition import is_event_condition
from edison_kg.cardtext.clauses import split_clauses
from edison_kg.cardtext.cost import COST_TO, cost_from, cost_to_ok
from edison_kg.cardtext.events import event_pattern
from edison_kg.vocab.model import Clause

# "● When a Spell Card is activated: ...": an option that names its own moment
_OWN_CONDITION = re.compile(r"^(?P<condition>when\b[^:;●]+?):\s*(?P<rest>\S.*)$", re.I | re.S)


def option_condition_words(text: str) -> str | None:
    """The words of an option's own condition ("When a Spell Card is activated"), or None."""
    found = _OWN_CONDITION.match(text.strip())
    return found.group("condition").strip() if found else None


def read_options(clauses: list[Clause], card) -> list[Clause]:
    """The clauses, each bulleted option (an alternative from "●") with its own condition and cost."""
    return [_read_option(clause, card) if clause.alternative and not clause.branch else clause for clause in clauses]


def _read_option(clause: Clause, card) -> Clause:
    text, condition = clause.text, None
    found = _OWN_CONDITION.match(text.strip())
    if found:
        pattern = event_pattern(found.group("condition").strip(), card)
        if is_event_condition(found.group("condition").strip(), pattern):
            condition, text = pattern, found.group("rest").strip()
    semi = scan.find_top(text, ";")
    cost: list[Clause] = []
    if semi > 0 and ":" not in text[:semi]:     # "● Heads: When ...: You can target ...;": a coin's result, no cost
        _, cost, _, _ = cost_from(text[:semi], text[semi + 1:])
    if condition is None and not cost:
        return clause
    doing = text[semi + 1:] if semi > 0 else text
    return replace(clause, action=action_of(doing) if condition is not None else clause.action,
                   option_condition=condition, option_cost=list(cost))


# ------------------------------------------------------------------ "X, and/or pay Y to do Z"

# "add this card to your hand instead of drawing, and/or send 1 "Koa'ki Meiru" monster from your hand to your Graveyard
# to add this card to your hand": two ways its player may choose (one or both), the second with a cost of its own
_AND_OR = re.compile(r"^(?P<first>[^.;●]+?),? and/or (?P<second>[^.;●]+?)\.?$", re.I)


def read_paid_alternatives(resolution: str) -> list[Clause] | None:
    """The two ways of "X, and/or <cost> to Y", each an option, the second with its cost (option_cost), judged one by
    one (timing/rules/options.py: the cost must be payable when that way is asked about); None for other wordings."""
    found = _AND_OR.match(resolution.strip())
    paid = COST_TO.match(found.group("second").strip()) if found else None
    if paid is None or not cost_to_ok(paid.group("cost")):
        return None
    first, _ = split_clauses(found.group("first"))
    second, _ = split_clauses(paid.group("rest"))
    if len(first) != 1 or len(second) != 1 or action_of(paid.group("cost")) == "other":
        return None
    cost = paid.group("cost").strip()
    return [replace(first[0], alternative=True),
            replace(second[0], index=2, conjunction=None, alternative=True,
                    option_cost=[Clause(index=1, action=action_of(cost), text=cost)])]


# ------------------------------------------------------------------ a Union Monster's two options

# "equip this card to a "Soitsu" you control", "equip it to your "Dark Blade" as an Equip Card", "equip this card to
# a Machine-Type monster you control as an Equip Card", "equip it to a face-up monster on your side of the field"
_UNION_EQUIP = re.compile(r'^equip (?:this card|this monster|it) to (?:(?P<your>your) |an? )?(?P<what>.+?)'
                          r'(?: (?P<place>you control|on your side of the field))?(?: as an equip (?:spell )?card)?$',
                          re.I)
# "OR unequip it to Special Summon this card in face-up Attack Position", "OR unequip the Union equipment and Special
# Summon this card ...", "OR unequip it and Special Summon it ..."
_UNION_UNEQUIP = re.compile(r"^unequip (?:(?:it|this card|the union equipment) )?(?:to|and) special summon (?:this card|it)\b",
                            re.I)
# the bulleted form: "● Target 1 Machine you control; equip this monster to that target. ● Unequip and Special Summon
# this card ...": its own card is no target either (rule state-equip-target-not-itself)
_UNION_TARGET_EQUIP = re.compile(r'^target 1 (?P<what>[^;]+?) (?P<place>you control); equip (?:this card|this monster) '
                                 r'to that target(?:,? or:?|\.)?$', re.I)
# the words of a kind the equip option may name, all read by card_kind ("Machine": a Type in the newer words)
_UNION_KIND = re.compile(r'^(?:face-up )?(?:"[^"]+"(?: or "[^"]+")*|[A-Za-z-]+-Type monster|monster|[A-Z][a-z]+(?:-[A-Z][a-z]+)?)$', re.I)


def read_union_options(clauses: list[Clause]) -> list[Clause]:
    """A Union Monster's "equip this card to X you control, OR unequip it to Special Summon this card" as its two
    options, judged one by one (timing/rules/options.py): the equip option picks 1 face-up monster of kind X its
    player controls, other than this card (Clause.picks_*); the other Special Summons this card."""
    if len(clauses) != 2 or clauses[0].action != "equip" or clauses[1].action != "special_summon" \
            or not clauses[1].alternative or not _UNION_UNEQUIP.match(clauses[1].text.strip()):
        return clauses
    equip = _UNION_EQUIP.match(clauses[0].text.strip()) or _UNION_TARGET_EQUIP.match(clauses[0].text.strip())
    if not equip or not (equip.group("place") or equip.group("your")) or not _UNION_KIND.match(equip.group("what")):
        return clauses
    kind = card_kind(equip.group("what"))
    kind = replace(kind, classes=frozenset({"monster"}))
    return [replace(clauses[0], alternative=True, picks_on_field=1, picks_kind=kind, picks_whose="you",
                    picks_face="face-up", spares_own_card=True), clauses[1]]
