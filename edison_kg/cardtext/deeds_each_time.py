"""Deeds a continuous effect does right after a card of a kind, activated, resolves, without a Chain (rule
ce-deed-right-after-the-resolution; edison_kg/timing/rules/deeds_each_time.py).

Two shapes of card text:
- "Each time a Counter Trap Card is activated, immediately after it resolves, draw 1 card" (Bountiful Artemis; its
  printed text: "Draw 1 card from your Deck each time a Counter Trap Card is activated") / "..., Special Summon 1
  "Synthetic Seraphim Token" (...)" (Synthetic Seraphim);
- "Inflict 400 damage to your opponent each time you activate a Normal Spell Card" (Rapid-Fire Magician: its ruling
  puts the damage after the Normal Spell resolved).
Each is read into a Restriction whose kind says the deed ("draw-after-resolution", "token-after-resolution",
"damage-after-resolution"): cards the kind of card whose activation counts, amount how many cards or how much damage,
players whose activations count ("you", else "both"), stat_of who takes the damage ("opponent"). (Not its action:
that field is what a restriction forbids.)

Damage or LP "immediately after it resolves" alone stays with life_points_each_time.py (its rulings put it right
after the activation: Curse of Darkness, Spell Absorption); sentences that go on ("gain 1000 LP, and if you do, ...")
or add cards ("add 2 of your banished Fairy monsters", which needs them there) are not this shape; only Layard's and
Meltiel's, read on their own (round 109, round 113).
"""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.vocab.model import AnalyzedEffect, Restriction

DRAW, TOKEN, DAMAGE = "draw-after-resolution", "token-after-resolution", "damage-after-resolution"
ADD, GAIN = "add-after-resolution", "lp-after-resolution"
KINDS = (DRAW, TOKEN, DAMAGE, ADD, GAIN)
_CARD = r"an? (?P<kind>(?:normal |quick-play |counter |continuous )?(?:spell|trap|spell/trap) card)"
_DEED = (r"(?:draw (?P<drawn>\d+) cards?(?: from your deck)?"
         r"|special summon 1 \"[^\"]+ token\"(?: \([^)]*\))?)")
_AFTER_RESOLUTION = re.compile(
    r"^(?:each time " + _CARD + r" is activated, immediately after it resolves, " + _DEED +
    r"|" + _DEED.replace("?P<drawn>", "?P<drawn_first>") + r" each time " + _CARD.replace("?P<kind>", "?P<kind_last>") +
    r" is activated)\.?$", re.I)
# round 109: "Each time a Counter Trap Card is activated, immediately after it resolves, add 2 of your banished Fairy
# monsters to your hand" (Layard the Liberator): amount how many, per_kind the kind of banished monster it adds
_ADDS = re.compile(r"^each time " + _CARD + r" is activated, immediately after it resolves, add (?P<added>\d+) of your "
                   r"(?:banished|removed from play) (?P<what>[\w -]+? monsters?) to your hand\.?$", re.I)
# round 113: "Each time a Counter Trap Card is activated, immediately after it resolves, gain 1000 LP, and if you do, if
# "The Sanctuary in the Sky" is on the field, destroy 1 card your opponent controls" (Meltiel, Sage of the Sky): the same
# shape as Layard's, so applied the same way (its rulings); amount the LP, while_kind the card the destruction needs
_GAINS = re.compile(r"^each time " + _CARD + r" is activated, immediately after it resolves, gain (?P<gained>\d+) "
                    r"(?:lp|life points), and if you do, if (?P<needs>\"[^\"]+\") is on the field, destroy 1 card your "
                    r"opponent controls\.?$", re.I)
_YOU_ACTIVATE = re.compile(
    r"^inflict (?P<amount>\d+) (?:points of )?damage to your opponent(?:'s life points)? each time you activate "
    + _CARD + r"\.?$", re.I)


def deeds_each_time_of(effect: AnalyzedEffect) -> list[Restriction]:
    """The deed-after-resolution reading of a continuous effect, if its text has one of these shapes."""
    text = re.sub(r"^[①-⑩]\s*", "", (effect.text or "").strip())
    found = _AFTER_RESOLUTION.match(text)
    if found is not None:
        drawn = found.group("drawn") or found.group("drawn_first")
        return [Restriction(kind=DRAW if drawn else TOKEN, cards=card_kind(found.group("kind") or found.group("kind_last")),
                            text=effect.text, amount=int(drawn or 1))]
    found = _ADDS.match(text)
    if found is not None:
        return [Restriction(kind=ADD, cards=card_kind(found.group("kind")), text=effect.text,
                            amount=int(found.group("added")), per_kind=card_kind(found.group("what")))]
    found = _GAINS.match(text)
    if found is not None:
        return [Restriction(kind=GAIN, cards=card_kind(found.group("kind")), text=effect.text,
                            amount=int(found.group("gained")), while_kind=card_kind(found.group("needs")))]
    found = _YOU_ACTIVATE.match(text)
    if found is not None:
        return [Restriction(kind=DAMAGE, cards=card_kind(found.group("kind")), text=effect.text,
                            amount=int(found.group("amount")), players="you", stat_of="opponent")]
    return []
