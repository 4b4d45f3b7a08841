"""A monster whose own procedure lets it be Normal Summoned or Set without Tributing at a price on its ATK/DEF:
"You can Normal Summon/Set this card without Tributing, but its original ATK and DEF become halved", "... but its
original ATK becomes 1900" (round 111). The sentence is a Summoning procedure, not an effect of its own (cardtext/
segment.py leaves it out), yet the change it puts on the monster is a continuous effect of the monster (its rulings:
negated by Skill Drain, gone when it is flipped face-down). It is read as a continuous effect whose atk-set/def-set
restrictions hold while the monster was Summoned that way (holds_while "self-summoned-untributed"): a fixed value, or
half its printed value (per_count "original halved", amount 1), applied by timing/stats.py.

The same price put on a Normal Summon with fewer Tributes than the monster's Level needs (round 149): "You can Normal
Summon this card with 1 Tribute. If you do, it becomes Level 5 and its original ATK and DEF are halved.", "This card
can be Normal Summoned or Set with 1 Tribute. In that case, the original ATK of this card becomes 2000." The first
sentence is the procedure, the second the change; the card reader read the second as a continuous effect of its own
that changes nothing it could apply: that effect is replaced, at its number, by the change held while the monster was
Summoned that way (holds_while "self-summoned-with-fewer-tributes").

The same for a Special Summon procedure that Tributes (round 165): "You can Special Summon this card (from your hand) by
Tributing 1 Warrior-Type monster, and if you do, it gains ATK equal to the Tributed monster's original ATK". The gain is
part of the Summon, not an effect the reader finds (its rulings: the Tribute and the gain are both part of it); it is
read as a continuous effect whose atk-gain is the original ATK of the monsters Tributed for the monster's last Special
Summon (per_count "procedure-tributed original-atk"), worked out by timing/stats.py: none when that Summon Tributed
nothing (Monster Reborn)."""

from __future__ import annotations

import re

from edison_kg.cardtext.continuous import _kind_of
from edison_kg.vocab.model import AnalyzedEffect, Restriction

UNTRIBUTED = "self-summoned-untributed"
FEWER_TRIBUTES = "self-summoned-with-fewer-tributes"
HALVED = "original halved"
_PRICE = re.compile(r"\b(?:you can )?normal summon(?:/set| or set)? this card without tributing, but its original "
                    r"(?P<stat>atk and def|atk/def|atk|def) (?:becomes?|are|is) (?P<value>halved|\d+)\b[^.]*\.?", re.I)
# "You can Normal Summon this card with 1 Tribute. If you do, ... its original ATK and DEF are halved."
_FEWER = re.compile(r"\b(?:you can normal summon(?:/set| or set)? this card|this card can be normal summoned(?:/set| or set)?) "
                    r"with (?:1|one) tributes?\.\s+(?P<said>(?:if you do|in that case), (?:it becomes level \d+ and )?"
                    r"(?:its|the) original (?P<stat>atk and def|atk/def|atk|def)(?: of this card)? (?:becomes?|are|is) "
                    r"(?P<value>halved|\d+)\b[^.]*\.?)", re.I)

# "Special Summon this card (from your hand) by Tributing 1 Warrior-Type monster, and if you do, it gains ATK equal to
# the Tributed monster's original ATK"
_PROCEDURE_GAIN = re.compile(r"\b(?:you can )?special summon this card (?:\(from your hand\) )?by tributing [^.]*?, and if you do, "
                             r"(?:it|this card) gains atk equal to the tributed monster'?s'? original atk\b[^.]*\.?", re.I)
PROCEDURE_TRIBUTED = "procedure-tributed original-atk"


def procedure_tributes_stat_effects(text: str | None, analyze) -> list[AnalyzedEffect]:
    """The continuous effect of the ATK a Special Summon procedure by Tributing gives (none when its text has none)."""
    found = _PROCEDURE_GAIN.search(text or "")
    if found is None:
        return []
    effects = analyze("This card's ATK becomes equal to the original ATK of the Tributed monster.", card_type="monster",
                      subtypes=("effect",))
    if len(effects) != 1 or effects[0].kind != "continuous" or len(effects[0].restrictions) != 1:
        return []
    effect = effects[0]
    effect.text = found.group(0).strip()
    gain = effect.restrictions[0]
    gain.kind, gain.per_count, gain.text = "atk-gain", PROCEDURE_TRIBUTED, effect.text
    return [effect]


def untributed_stat_effects(text: str | None, analyze) -> list[AnalyzedEffect]:
    """The continuous effect the price of a Summon without Tributing puts on the monster (none when its text has none);
    ``analyze`` is the reader's own (cardtext/reader.analyze), which reads the change as a sentence of its own."""
    found = _PRICE.search(text or "")
    if found is None:
        return []
    return _price_effect(found, found.group(0).strip(), analyze, UNTRIBUTED)


def fewer_tributes_stat_effects(effects: list[AnalyzedEffect], text: str | None, analyze) -> list[AnalyzedEffect]:
    """The effects with the change a Normal Summon with 1 Tribute puts on the monster ("If you do, ... its original
    ATK and DEF are halved") in place of the effect read from that sentence (the same number), or added after them."""
    found = _FEWER.search(text or "")
    if found is None:
        return effects
    price = _price_effect(found, found.group("said").strip(), analyze, FEWER_TRIBUTES)
    if not price:
        return effects
    said = found.group("said").strip().rstrip(".").casefold()
    at = next((i for i, e in enumerate(effects) if (e.text or "").strip().rstrip(".").casefold() == said), None)
    if at is None:
        price[0].number = len(effects) + 1
        return effects + price
    price[0].number, price[0].text_version = effects[at].number, effects[at].text_version
    return effects[:at] + price + effects[at + 1:]


def _price_effect(found, sentence: str, analyze, holds_while: str) -> list[AnalyzedEffect]:
    """The continuous effect of the stat change ``found`` names, held while ``holds_while``."""
    stat, value = found.group("stat").lower(), found.group("value").lower()
    said = f"This card's original {found.group('stat')} {'become' if 'def' in stat and 'atk' in stat else 'becomes'} " \
           f"{found.group('value')}."
    effects = analyze(said, card_type="monster", subtypes=("effect",))
    if len(effects) != 1 or effects[0].kind != "continuous":
        return []
    effect = effects[0]
    effect.text = sentence
    lower = sentence.lower()
    start = lower.find("its original")
    effect.clauses[0].text = sentence[start if start >= 0 else lower.index("the original"):].rstrip(".")
    effect.restrictions = [
        Restriction(kind=f"{one}-set", cards=_kind_of(""), zone="field", players="both", text=sentence,
                    while_kind=_kind_of(""), holds_while=holds_while, stat_of="self",
                    amount=1 if value == "halved" else int(value), per_count=HALVED if value == "halved" else None)
        for one in (("atk", "def") if "def" in stat and "atk" in stat else (stat,))]
    return [effect]
