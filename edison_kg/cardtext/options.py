"""Round 23 (options): the parts of a bulleted option of its own, read ONCE by the card reader and stored on
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
from edison_kg.cardtext.clauses import action_of
from edison_kg.cardtext.condition import is_event_condition
from edison_kg.cardtext.cost import cost_from
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
