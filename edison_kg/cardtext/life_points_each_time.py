"""Damage or Life Points a continuous effect deals each time something happens, without a Chain (rules
ce-damage-right-after-the-activation, ce-damage-after-the-discard-is-done).

Two shapes of card text:
- "Each time a Spell Card is activated, immediately after it resolves, the player that activated it takes 1000
  damage" / "Each time a Spell Card is activated, gain 500 LP immediately after it resolves": read into a Restriction
  of kind "damage-each-activation" or "lp-gain-each-activation": cards the kind of card whose activation counts,
  amount the damage or LP, stat_of whose Life Points change ("activator": the player that activated that card;
  "you"; "opponent"); round 141: the same deed worded from the activating player ("Each time a player activates a
  Trap Card, they take 1000 damage immediately after it resolves", Chain Burst) is that player's damage too;
- "When your opponent's card(s) in their hand are discarded to the Graveyard, inflict 500 points of damage to their
  Life Points for each card that was discarded" (its PSCT: "If a card(s) is discarded from your opponent's hand and
  sent to the GY, inflict 500 damage to them for each"): kind "damage-each-discard", players whose discarded cards
  count ("opponent"), amount the damage for each card, stat_of who takes it ("opponent").

Sentences that go on ("gain 1000 LP, and if you do, ...") or name whose effect did the discarding are not this shape.
"""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.deeds_each_time import deeds_each_time_of
from edison_kg.vocab.model import AnalyzedEffect, Restriction

_AFTER = r"(?:immediately after it resolves, )?"
_ACTIVATED = re.compile(
    r"^each time an? (?P<kind>(?:normal |quick-play |counter )?(?:spell|trap|spell/trap) card) is activated, " + _AFTER +
    r"(?:the player that activated it takes (?P<taken>\d+) damage"
    r"|(?:you )?gain (?P<gained>\d+) (?:lp|life points)"
    r"|inflict (?P<inflicted>\d+) damage to your opponent)"
    r"(?: immediately after it resolves)?\.?$", re.I)
# round 141: the activating player is the sentence's subject ("they" are the player that activated it)
_PLAYER_ACTIVATES = re.compile(
    r"^each time a player activates an? (?P<kind>(?:normal |quick-play |counter )?(?:spell|trap|spell/trap) card), "
    + _AFTER + r"they take (?P<taken>\d+) damage(?: immediately after it resolves)?\.?$", re.I)
_DISCARDED = re.compile(
    r"^(?:when your opponent's card\(s\) in their hand are discarded to the graveyard"
    r"|if a card\(s\) is discarded from your opponent's hand and sent to the gy), "
    r"inflict (?P<amount>\d+) (?:points of )?damage to (?:them|their life points) for each(?: card that was discarded)?\.?$",
    re.I)


def life_points_each_time_of(effect: AnalyzedEffect) -> list[Restriction]:
    """The damage-or-LP-each-time reading of a continuous effect, if its text has one of these shapes."""
    text = re.sub(r"^[①-⑩]\s*", "", (effect.text or "").strip())
    found = _ACTIVATED.match(text)
    if found is not None:
        kind, amount, whose = (("damage-each-activation", found.group("taken"), "activator") if found.group("taken")
                               else ("lp-gain-each-activation", found.group("gained"), "you") if found.group("gained")
                               else ("damage-each-activation", found.group("inflicted"), "opponent"))
        return [Restriction(kind=kind, cards=card_kind(found.group("kind")), text=effect.text, amount=int(amount),
                            stat_of=whose)]
    found = _PLAYER_ACTIVATES.match(text)
    if found is not None:
        return [Restriction(kind="damage-each-activation", cards=card_kind(found.group("kind")), text=effect.text,
                            amount=int(found.group("taken")), stat_of="activator")]
    found = _DISCARDED.match(text)
    if found is not None:
        return [Restriction(kind="damage-each-discard", players="opponent", text=effect.text,
                            amount=int(found.group("amount")), stat_of="opponent")]
    return deeds_each_time_of(effect)     # the other deeds such an effect does (Bountiful Artemis's draw)
