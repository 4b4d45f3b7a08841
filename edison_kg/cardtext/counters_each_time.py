"""Counters a continuous effect places on its own card each time a card of a kind is activated
(rule ce-counter-placed-when-the-activated-card-resolves): "Each time a Spell Card is activated,
place 1 Spell Counter on this card when that Spell Card resolves (max. 3)"; and the older wording that names
whose activations count (players "both", "opponent" or "you") and leaves the resolution unsaid (rule
ce-counter-each-activation-by-a-player): "Each time you or your opponent activates 1 Spell Card, put 1 Spell
Counter on this card".

Read into a Restriction of kind "counters-each-activation": cards the kind of card whose activation
counts, amount the counters placed each time, limit the most it can hold ("max. 3"; None: no most).
The kind of counter is the effect's clause's (Clause.places_counters).

"Each time a Plant-Type monster(s) is Summoned, place 1 Plant Counter on this card (max. 5)" (rule
ce-counter-placed-each-summon) is read the same way into kind "counters-each-summon" (any Summon) or
"counters-each-normal-or-special-summon" ("is Normal or Special Summoned"), cards the kind of monster
Summoned. "Normal Summoned or Set" is left unread: a Set is no Summon event of the timing contract.

"If a monster(s) is Special Summoned to your opponent's field, place 1 A-Counter on it", a PSCT sentence without a
colon (rule ce-counter-placed-on-each-summoned-monster), is read into kind "counters-on-each-summoned": the counters
go on each monster so Summoned, players the side it is Summoned to ("opponent", "you", "both"), cards_summoned_by
the kind of Summon named ("special_summon"; None: any)."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.vocab.model import AnalyzedEffect, Restriction

_EACH_TIME = re.compile(r"^each time an? (?P<kind>spell card|trap card|spell/trap card) is activated, place (?P<amount>\d+) "
                        r"[\w-]+ counters? on this card when (?:that (?:spell|trap|spell/trap)(?: card)?|it) resolves"
                        r"(?: \(max\. (?P<max>\d+)\))?\.?$", re.I)
# the older wording that names whose activations count and leaves the resolution unsaid (rule
# ce-counter-each-activation-by-a-player): "Each time you or your opponent activates 1 Spell Card, put 1 Spell
# Counter on this card", "Each time your opponent activates a Spell Card, place 1 Chronicle Counter on this card"
_EACH_ACTIVATES = re.compile(r"^each time (?P<who>you or your opponent|your opponent|you) activates? (?:an?|1) "
                             r"(?P<kind>spell card|trap card|spell/trap card), (?:place|put) (?P<amount>\d+) [\w-]+ "
                             r"counters? on this card(?: when (?:that (?:spell|trap|spell/trap)(?: card)?|it) resolves)?"
                             r"(?: \(max\. (?P<max>\d+)\))?\.?$", re.I)
_PLAYERS = {"you or your opponent": "both", "your opponent": "opponent", "you": "you"}

_EACH_SUMMON = re.compile(r"^each time an? (?P<kind>.*?)monster(?:\(s\))? is (?P<how>normal or special )?summoned, place "
                          r"(?P<amount>\d+) [\w-]+ counters? on this card(?: \(max\. (?P<max>\d+)\))?\.?$", re.I)

# counters a continuous effect places on each monster Summoned, not on its own card (rule
# ce-counter-placed-on-each-summoned-monster)
_ON_EACH_SUMMONED = re.compile(r"^if an? (?P<kind>.*?)monster(?:\(s\))? is (?P<how>special |normal |flip )?summoned"
                               r"(?: to (?P<side>your opponent's|your) (?:field|side of the field))?, place (?P<amount>\d+) "
                               r"(?:[\w-]+[ -])?counters? on (?:it|them|each of them)\.?$", re.I)
_SIDES = {"your opponent's": "opponent", "your": "you", None: "both"}


def counters_each_time_of(effect: AnalyzedEffect) -> list[Restriction]:
    """The counters-each-activation reading of a continuous effect, if its text has that shape."""
    text = (effect.text or "").strip()
    found = _EACH_TIME.match(text) or _EACH_ACTIVATES.match(text)
    if found is None:
        return _counters_each_summon_of(effect)
    who = _PLAYERS[found.group("who").lower()] if "who" in found.re.groupindex else "both"
    return [Restriction(kind="counters-each-activation", cards=card_kind(found.group("kind")), text=effect.text, players=who,
                        amount=int(found.group("amount")), limit=int(found.group("max")) if found.group("max") else None)]


def _counters_each_summon_of(effect: AnalyzedEffect) -> list[Restriction]:
    found = _EACH_SUMMON.match((effect.text or "").strip())
    if found is None:
        return _counters_on_each_summoned_of(effect)
    kind = "counters-each-normal-or-special-summon" if found.group("how") else "counters-each-summon"
    return [Restriction(kind=kind, cards=card_kind(f"{found.group('kind')}monster"), text=effect.text,
                        amount=int(found.group("amount")), limit=int(found.group("max")) if found.group("max") else None)]


def _counters_on_each_summoned_of(effect: AnalyzedEffect) -> list[Restriction]:
    found = _ON_EACH_SUMMONED.match((effect.text or "").strip())
    if found is None:
        return []
    how = found.group("how")
    return [Restriction(kind="counters-on-each-summoned", cards=card_kind(f"{found.group('kind')}monster"), text=effect.text,
                        players=_SIDES[found.group("side").lower() if found.group("side") else None],
                        cards_summoned_by=f"{how.strip().lower()}_summon" if how else None, amount=int(found.group("amount")))]
