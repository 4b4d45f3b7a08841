"""A limit on the cards a player may have on the field (rule ce-card-limit-counts-the-card):
while a continuous effect allows each player at most N cards on the field, a card that would
bring its player above N cannot be activated. What it brings counts: the card itself, when it
goes from the hand to the field to be activated, and the monsters its resolution must Summon or
take control of (Tokens included), as many as its words say. The scenario's cards are the
field as far as it is told."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.closed_places import assume_closed

LIMIT_RULES = ["ce-card-limit-counts-the-card"]
# events of a clause that put a card on its player's field
BRINGS = ("special_summon", "fusion_summon", "synchro_summon", "ritual_summon", "normal_summon", "control_changed")
# taking control of a monster puts none on the field: the events of a Summon only
SUMMONED = tuple(event for event in BRINGS if event != "control_changed")


def card_limit_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    limits = [(holder, r) for holder, r in state.restrictions() if r.kind == "card-limit" and r.limit is not None]
    if not limits:
        return None
    brought = cards_brought(state, ref, effect)
    if not brought:
        return None
    player = state.controller(ref)
    holder, restriction = min(limits, key=lambda pair: pair[1].limit)
    there = sum(1 for other, card in state.cards.items() if card.controller == player and card.on_field and other != ref)
    there += 1 if state.cards[ref].on_field else 0
    total = there + brought
    name = state.infos[ref].name
    said = f"{state.infos[holder].name} allows each player at most {restriction.limit} cards on the field"
    counted = f"{there} card{'s' * (there != 1)} already there and {brought} that {name} would bring"
    if total > restriction.limit:
        return Verdict("no", "other", LIMIT_RULES + ["ce-face-up-on-field"],
                       f"{said}: {counted} make {total}, so it cannot be activated.")
    return Verdict("yes", "not-a-trigger", LIMIT_RULES, f"{said}: {counted} make {total}, within it.")


def monster_count_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """While a continuous effect lets the other player of its controller have no more monsters
    on the field than its controller has (and that controller has one), a card whose resolution must Summon monsters
    past that count for a player it binds cannot be activated (rule ce-monster-count-capped)."""
    player = state.controller(ref)
    for holder, restriction in state.restrictions():
        owner = state.controller(holder)
        if restriction.kind != "monster-count-capped" or (player == owner) != (restriction.players == "you"):
            continue
        theirs, mine = _monsters(state, owner), _monsters(state, player)
        brought = monsters_brought(effect)
        if not theirs or not brought or mine + brought <= theirs:
            continue
        for each in (owner, player):
            assume_closed(state, each, "field")
        return Verdict("no", "other", ["ce-monster-count-capped", "ce-face-up-on-field", "state-unnamed-cards-absent"],
                       f"{state.infos[holder].name} applies \"{restriction.text.rstrip('.')}\": {state.infos[ref].name} "
                       f"would bring {brought} monster{'s' * (brought != 1)} to the {mine} its player controls, more "
                       f"than the {theirs} {state.infos[holder].name}'s controller controls, so it cannot be activated.")
    return None


def _monsters(state, player: str) -> int:
    return sum(1 for card in state.cards.values() if card.controller == player and card.on_field
               and card.zone == "monster_zone")


def monsters_brought(effect: AnalyzedEffect | None) -> int:
    """The monsters a resolution must Summon (taking control of one places no monster on the field: Brain Control is
    still activated under Kaiser Colosseum)."""
    return _must_bring(effect, SUMMONED)


def _must_bring(effect: AnalyzedEffect | None, events: tuple[str, ...]) -> int:
    """How many cards the resolution must put on the field by these events (a clause that may do less, or is an
    option, or is applied later, counts for none)."""
    return sum(clause.count or 1 for clause in (effect.clauses if effect is not None else ())
               if clause.event in events and not (clause.up_to or clause.alternative or clause.later or clause.every)
               # control given to the opponent or switched brings its player none (rule state-control-given-or-switched)
               and not (clause.event == "control_changed" and clause.player in ("opponent", "both")))


def cards_brought(state, ref: str, effect: AnalyzedEffect | None) -> int:
    """How many cards activating the card puts on its player's field: itself, from the hand, and
    what its resolution must Summon or take (a clause that may do less, or is an option, or is
    applied later, counts for none)."""
    info, card = state.infos[ref], state.cards[ref]
    itself = 1 if info.card_type in ("spell", "trap") and card.zone == "hand" else 0
    return itself + _must_bring(effect, BRINGS)
