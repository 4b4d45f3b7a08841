"""An effect whose text needs a count of cards to be activated ("If your opponent controls 2 or more
monsters: ...", "Activate only if your opponent has 4 or more cards in their hand", "only when both
players have 2 monsters or less on their respective sides of the field") cannot be activated while
the count is not met (rules cond-activation-needs-field-state, cond-activation-needs-a-count). The
card reader gives the count (AnalyzedEffect.needs_count) and the kind counted (needs_kind).

The cards the scenario names in a player's hand, Graveyard or side of the field are all there are
(timing/closed_places.py); a card whose zone it leaves open could be anywhere, so a count rules an
activation out only when those could not change it; a Spell/Trap Card being activated is counted only where that lets it be activated."""

from __future__ import annotations

import operator
from dataclasses import replace

from edison_kg.vocab.schemes import FIELD_ZONES
from edison_kg.timing.closed_places import assume_closed, is_closed
from edison_kg.timing.rules.verdict import SUMMON_EVENTS, Verdict, only_for
from edison_kg.vocab.model import AnalyzedEffect

_OPEN_PLACE = 100                # as many cards as a place could hold, where the scenario leaves it open
COUNT_RULES = ["cond-activation-needs-field-state", "cond-activation-needs-a-count"]
UNNAMED_SUMMONED_RULE = "cond-count-includes-unnamed-summoned"
_PLACES = {"field": "on the field", "graveyard": "in the Graveyard", "hand": "in the hand", "banished": "banished",
           "field+graveyard": "on the field or in the Graveyard",      # none in either place
           # the zones of one side of the field ("all of your opponent's Spell & Trap Card Zones are occupied")
           "spell_trap_zone": "in the Spell & Trap Zones", "monster_zone": "in the Monster Zones"}
_ZONES = frozenset({"spell_trap_zone", "monster_zone"})     # closed as the side of the field is
_COMPARE = {">=": (operator.ge, "{} or more"), "<=": (operator.le, "{} or fewer"), "=": (operator.eq, "exactly {}")}


@only_for(lambda effect: effect.needs_count is not None)
def field_count_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or effect.needs_count is None:
        return None
    whose, place, *comparison = effect.needs_count.split()
    if comparison[1:2] == ["count"]:
        return _as_many_verdict(state, ref, effect, whose, comparison[2])
    if comparison == ["each-name"]:
        return _each_name_verdict(state, ref, effect, place)
    controller = state.controller(ref)
    opponent = state.opponent(controller)
    players = {"you": [controller], "opponent": [opponent], "both": [controller, opponent],
               "either": [controller, opponent], "all": [controller, opponent]}[whose]
    counts = {player: _count(state, ref, effect, player, place) for player in (controller, opponent)}
    if comparison[0] in ("more-than-other", "fewer-than-other"):
        mine, theirs = counts[players[0]], counts[opponent if players[0] == controller else controller]
        # the lowest and highest each count could be: (known, known + open)
        if comparison[0] == "more-than-other":
            met_possible = mine[0] + mine[1] + mine[2] > theirs[0] - theirs[2]
        else:
            met_possible = mine[0] - mine[2] < theirs[0] + theirs[1] + theirs[2]
        wanted = "more" if comparison[0] == "more-than-other" else "fewer"
        need = f"{wanted} {_noun(effect)} {_PLACES[place]} than the other player"
        if met_possible:
            return None
        return _no(state, effect, need, players[:1], counts, place)
    compare, words = _COMPARE[comparison[0]]
    number = int(comparison[1])
    need = ("no" if comparison[0] == "=" and number == 0 else words.format(number)) + f" {_noun(effect)} {_PLACES[place]}"

    def possible(player) -> bool:
        known, open_, own = counts[player]
        # the Spell/Trap being activated may leave the place counted as it is activated, never count twice
        return any(compare(total, number) for total in range(known - own, known + open_ + 1))
    if whose == "all":
        # "there are 4 or more monsters on the field": both sides' cards counted together
        counts = {**counts, "all": tuple(sum(counts[player][i] for player in players) for i in range(3))}
        players = ["all"]
    met = [possible(player) for player in players]
    if (all(met) if whose == "both" else any(met)):
        return None
    return _no(state, effect, need, players, counts, place)


def _as_many_verdict(state, ref: str, effect: AnalyzedEffect, whose: str, counter: str) -> Verdict | None:
    """"destroy monsters your opponent controls equal to the number of face-up Psychic-Type monsters you
    control": it destroys exactly that many, so it needs at least as many cards to destroy."""
    controller = state.controller(ref)
    side = {"you": [controller], "opponent": [state.opponent(controller)]}
    both = [controller, state.opponent(controller)]
    targets = [_count(state, ref, effect, player, "field") for player in side.get(whose, both)]
    counted = [_count(state, ref, effect, player, "field", effect.needs_count_kind) for player in side.get(counter, both)]
    most = sum(known + open_ for known, open_, own in targets)
    least = sum(known - own for known, open_, own in counted)
    if most >= least:
        return None
    for player in (controller, state.opponent(controller)):
        assume_closed(state, player, "field")
    return Verdict("no", "other", ["cond-destroys-as-many-as-it-counts", "activation-needs-a-possible-effect"],
                   f"It destroys as many {_noun(effect)} as there are {_noun(effect, kind=effect.needs_count_kind)} "
                   f"({least}), and there are only {most} to destroy: it cannot do what it says, so it cannot be "
                   f"activated.")


def _each_name_verdict(state, ref: str, effect: AnalyzedEffect, place: str) -> Verdict | None:
    """""Ojama Green", "Ojama Yellow" and "Ojama Black" are face-up on your side of the field", "all 5
    of "Exodia the Forbidden One", ... in your Graveyard": a card of each name must be there (a name compared as a part of
    a card's name, as a card renamed since keeps its old name inside: rule cond-activation-needs-each-named-card)."""
    controller = state.controller(ref)
    missing = []
    for name in sorted(effect.needs_kind.names):
        kind = replace(effect.needs_kind, names=frozenset({name}), card_names=frozenset())
        known, open_, _own = _count(state, ref, effect, controller, place, kind)
        if known + open_ == 0:
            missing.append(name)
    if not missing:
        return None
    assume_closed(state, controller, place)
    return Verdict("no", "condition-not-met", ["cond-activation-needs-each-named-card", *COUNT_RULES[1:]],
                   f"Its text lets it be activated only while there is a card of each name it lists {_PLACES[place]} of "
                   f"its controller, and there is no " + ", no ".join(f'"{name}"' for name in missing) + ".")


def _count(state, ref: str, effect: AnalyzedEffect, player: str, place: str, kind=None) -> tuple[int, int, int]:
    """(cards of the kind known to be there, cards that could be there, 1 if the activated card is among the known)."""
    kind = effect.needs_kind if kind is None else kind
    if "+" in place:      # cards of two places counted together
        parts = [_count(state, ref, effect, player, one, kind) for one in place.split("+")]
        return tuple(sum(part[i] for part in parts) for i in range(3))
    known = open_ = own = 0
    for other, card in state.cards.items():
        if card.controller is not None and card.controller != player:
            continue
        if card.zone is None:
            if card.controller == player and state.kind_of(other, kind):
                open_ += 1
            continue
        here = card.zone in FIELD_ZONES if place == "field" else card.zone == place
        if here and state.kind_of(other, kind):
            known += 1
            own += other == ref and state.infos[ref].card_type != "monster"   # a Spell/Trap being activated
    # a count of any card there ("all of your opponent's Monster Card Zones are occupied") counts the unnamed monsters too
    if place in ("field", "monster_zone") and ("monster" in kind.classes or kind.empty):
        summoned = unnamed_summoned(state, player)
        if summoned and not kind.names_properties and kind.position is None:
            known += summoned
        else:
            open_ += summoned      # what they are the steps do not say: they may be of the kind
    if not is_closed(state, "field" if place in _ZONES else place):
        open_ += _OPEN_PLACE     # a question told in words: the cards it does not name could be there
    return known, open_, own


def unnamed_summoned(state, player: str) -> int:
    """Monsters the steps Special Summoned to ``player``'s side without naming them (Scapegoat's 4 "Sheep Token"s):
    they are monsters on the field as much as named ones, face-down ones and Tokens included (rule
    cond-count-includes-unnamed-summoned), as many as the effect's text says it Summons at once."""
    count = 0
    for moment in state.moments:
        for event in moment.events:
            if event.card is not None or event.event not in SUMMON_EVENTS or (event.side or event.player) != player \
                    or event.to_zone not in (None, "monster_zone"):
                continue
            count += _summoned_at_once(state, event)
    if count:
        state.cite(UNNAMED_SUMMONED_RULE)
    return count


def _summoned_at_once(state, event) -> int:
    if event.count:
        return event.count        # the step says how many ("count": 4): that many unnamed monsters arrived
    info = state.infos.get(event.by) if event.by is not None else None
    said = [clause.summons_at_once or clause.count or 1 for effect in (info.effects if info else ())
            for clause in effect.clauses if clause.event == event.event and clause.count]
    return max(said, default=1)


def _no(state, effect: AnalyzedEffect, need: str, players, counts, place: str) -> Verdict:
    for player in ([p for p in counts if p != "all"] if players == ["all"] else players):
        for one in place.split("+"):
            assume_closed(state, player, "field" if one in _ZONES else one)
    who = " and ".join(f"player {player} has {counts[player][0]}" if player != "all" else f"there are {counts[player][0]}"
                       for player in players)
    return Verdict("no", "condition-not-met", COUNT_RULES,
                   f"Its text lets it be activated only while there are {need} for the player it names, and {who}.")


def _noun(effect: AnalyzedEffect, number: int = 2, kind=None) -> str:
    kind = effect.needs_kind if kind is None else kind
    words = [*(f'"{name}"' for name in sorted(kind.names)), *sorted(kind.subtypes), *sorted(kind.attributes),
             *sorted(kind.monster_types)]
    noun = "monster" if "monster" in kind.classes else "Spell/Trap Card" if kind.classes == {"spell", "trap"} \
        else next(iter(sorted(kind.classes)), "card")
    noun = noun if number == 1 else noun + "s"
    return " ".join([*words, noun])
