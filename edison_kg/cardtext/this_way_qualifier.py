"""(127) "If this card Summoned this way is destroyed by battle" (Zoma the Spirit's wording): the
words "Summoned this way" only say which Summon put the card where it is; the event is what
follows "is" (its destruction), not a Summon (rule cond-summoned-this-way-qualifier)."""

from __future__ import annotations

import re

# "this card (Special) Summoned this way is/was ...": the participle names the card, it is no event
_QUALIFIER = re.compile(r"\b(this (?:card|monster)) (?:special |normal |tribute )?summoned (?:in )?this way(?= (?:is|was)\b)",
                        re.I)


def without_this_way_qualifier(text: str) -> str:
    """The condition with the Summon that only qualifies the card taken out."""
    return _QUALIFIER.sub(r"\1", text)
