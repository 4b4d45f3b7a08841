"""A monster whose own procedure lets it be Normal Summoned or Set without Tributing at a price on its ATK/DEF:
"You can Normal Summon/Set this card without Tributing, but its original ATK and DEF become halved", "... but its
original ATK becomes 1900" (round 111). The sentence is a Summoning procedure, not an effect of its own (cardtext/
segment.py leaves it out), yet the change it puts on the monster is a continuous effect of the monster (its rulings:
negated by Skill Drain, gone when it is flipped face-down). It is read as a continuous effect whose atk-set/def-set
restrictions hold while the monster was Summoned that way (holds_while "self-summoned-untributed"): a fixed value, or
half its printed value (per_count "original halved", amount 1), applied by timing/stats.py."""

from __future__ import annotations

import re

from edison_kg.cardtext.continuous import _kind_of
from edison_kg.vocab.model import AnalyzedEffect, Restriction

UNTRIBUTED = "self-summoned-untributed"
HALVED = "original halved"
_PRICE = re.compile(r"\b(?:you can )?normal summon(?:/set| or set)? this card without tributing, but its original "
                    r"(?P<stat>atk and def|atk/def|atk|def) (?:becomes?|are|is) (?P<value>halved|\d+)\b[^.]*\.?", re.I)


def untributed_stat_effects(text: str | None, analyze) -> list[AnalyzedEffect]:
    """The continuous effect the price of a Summon without Tributing puts on the monster (none when its text has none);
    ``analyze`` is the reader's own (cardtext/reader.analyze), which reads the change as a sentence of its own."""
    found = _PRICE.search(text or "")
    if found is None:
        return []
    stat, value = found.group("stat").lower(), found.group("value").lower()
    said = f"This card's original {found.group('stat')} {'become' if 'def' in stat and 'atk' in stat else 'becomes'} " \
           f"{found.group('value')}."
    effects = analyze(said, card_type="monster", subtypes=("effect",))
    if len(effects) != 1 or effects[0].kind != "continuous":
        return []
    effect = effects[0]
    sentence = found.group(0).strip()
    effect.text = sentence
    effect.clauses[0].text = sentence[sentence.lower().index("its original"):].rstrip(".")
    effect.restrictions = [
        Restriction(kind=f"{one}-set", cards=_kind_of(""), zone="field", players="both", text=sentence,
                    while_kind=_kind_of(""), holds_while=UNTRIBUTED, stat_of="self",
                    amount=1 if value == "halved" else int(value), per_count=HALVED if value == "halved" else None)
        for one in (("atk", "def") if "def" in stat and "atk" in stat else (stat,))]
    return [effect]
