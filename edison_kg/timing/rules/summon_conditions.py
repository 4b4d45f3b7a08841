"""Rule summon-condition-limits-special-summon: a monster's own Summon conditions bind
every effect that Special Summons it. An effect that only Special Summons a monster ("Target 1 monster in your
GY; Special Summon that target", "Special Summon that monster" destroyed by battle) cannot Special Summon one
that "cannot be Special Summoned" (from the Graveyard), one Special Summoned only by its own way, one that "must
first be Special Summoned" by its own way and never was, or one that "cannot be Special Summoned unless you
control "Toon World"" while its player controls no face-up "Toon World", or one its player "can only control 1"
of while they control one face-up (rule summon-control-only-one). Such a monster is no target of it;
with only such monsters to Special Summon, it cannot be activated.

The card reader stores the limits as card fields (cardtext/summon_condition.py); here they are read. As
elsewhere, only what the scenario tells rules an activation out: the Graveyards and the field it reads are
closed (timing/closed_places.py). A monster is known not properly Summoned when the scenario shows it sent to
the Graveyard from the hand or a Deck without a Summon, and taken as never properly Summoned (said in assumed)
when the scenario puts it in the Graveyard and shows no Summon of it (round 113)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, Clause
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.cardtext.stored_values import places_of     # the stored two piles
from edison_kg.timing.rules.possible import POSSIBLE
from edison_kg.timing.rules.happened import condition_met, started_by_event
from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all

SUMMON_CONDITION_RULE = "summon-condition-limits-special-summon"
ONLY_ONE_RULE = "summon-control-only-one"
PROPERLY_RULE = "summon-ritual-fusion-synchro-first-properly-summoned"
NOT_SHOWN_RULE = "summon-proper-summon-not-shown-never-made"     # round 113
HAND_FILLED_RULE = "summon-hand-filled-by-an-earlier-part"      # round 139
IMPROPER_RULE = "summon-by-an-effect-not-its-proper-summon"     # round 165
EXTRA_DECK_RULE = "summon-extra-deck-monster-in-graveyard-was-summoned"     # round 184
BANISHED_RULE = "summon-condition-binds-banished-targets"       # round 167
# the piles an effect targets the monster it Special Summons in
_TARGET_PILES = ("graveyard", "banished")
# where a monster that never reached the field comes from: sent to the GY from there, it was never Summoned
_NEVER_SUMMONED_FROM = ("hand", "deck", "extra_deck")
_BY_PROCEDURE = ("Ritual", "Fusion", "Synchro")
_OF_THE_EXTRA_DECK = ("Fusion", "Synchro")     # never in the hand or Main Deck (round 184)
_WHY = {"never": "cannot be Special Summoned",
        "only-by": "can be Special Summoned only by its own way",
        "first-by": "must first be Special Summoned by its own way, and never was",
        "not-from-graveyard": "cannot be Special Summoned from the Graveyard"}


@only_for(lambda effect: any(c.event == "special_summon" for c in effect.clauses))
def summon_condition_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None:
        return None
    clause = next((c for c in effect.clauses if c.event == "special_summon" and not c.up_to
                   and not c.ignores_summoning_conditions
                   and (c.subject in ("it", "target") or c.acts_on_the_targets or _own_piles(c))
                   and c.from_zone in ("graveyard", "hand", "banished", None)), None)
    if clause is None:
        return None
    found = _targets_in_pile(state, ref, clause) if effect.targets and clause.from_zone in _TARGET_PILES \
        else _in_own_piles(state, ref, clause) if _own_piles(clause) and not effect.targets \
        else _monster_of_its_event(state, ref, effect)
    if not found:
        return None
    candidates, places, to_whom = found
    if not candidates:
        return None                   # no monster to Special Summon at all: other rules say so
    assumed: list[str] = []
    barred = [(other, _barred(state, ref, other, to_whom or state.controller(ref), assumed)) for other in candidates]
    if any(why is None for _, why in barred):
        for other, why in barred:    # (184) what lets an Extra Deck monster through, when the answer rests on it
            if why is None and _extra_deck_summon_not_shown(state, other):
                state.cite(EXTRA_DECK_RULE)
                state.assume(f"{state.infos[other].name} was {_by_its_procedure(state.infos[other])} Summoned before "
                             f"it went to the Graveyard: a monster of the Extra Deck gets there from it only by a card "
                             f"effect, and the scenario shows none")
        return None
    if _hand_filled_first(effect, clause):
        state.cite(HAND_FILLED_RULE)     # the limits would rule it out: this rule is what lets it through
        return None
    for words in assumed:
        state.assume(words)
    for player, place in places:
        say_named_are_all(state, player, place, apart_from=ref)
    words = "; ".join(f"{state.infos[other].name} {why}" for other, why in barred)
    only_one = [ONLY_ONE_RULE] if any(why.startswith("is a card its player can control only 1") for _, why in barred) else []
    only_one += [PROPERLY_RULE] if any("never properly" in why for _, why in barred) else []
    only_one += [NOT_SHOWN_RULE] if assumed else []
    only_one += [BANISHED_RULE] if clause.from_zone == "banished" else []
    return Verdict("no", "other", [SUMMON_CONDITION_RULE] + only_one + ["state-target-must-exist"] + POSSIBLE,
                   f"It only Special Summons a monster (\"{clause.text.strip()}\"), and the only one it could "
                   f"Special Summon cannot be Special Summoned by it: {words}. It cannot be activated.")


def _hand_filled_first(effect: AnalyzedEffect, clause: Clause) -> bool:
    """Rule summon-hand-filled-by-an-earlier-part (round 139): "Return all Monster Cards on the field to your
    respective hands. Both you and your opponent then Special Summon from your hand ..." (Major Riot), "return that
    target to the hand, and Special Summon 1 Level 4 monster from your hand" (Relieve Monster): an earlier part of
    the effect puts cards in the hand the Summon takes from, so the hand as the scenario shows it is not all the
    Summon may take, and the effect does more than Special Summon: its forbidden monsters do not rule it out."""
    takes_from = _own_piles(clause) or [clause.from_zone]
    return "hand" in takes_from and any(
        other.index < clause.index and other.event in ("returned_to_hand", "added_to_hand") for other in effect.clauses)


def _targets_in_pile(state, ref: str, clause: Clause):
    """The monsters of the kind the clause names in the Graveyards (or the banished cards: "target 1 of your
    banished monsters; Special Summon it", rule summon-condition-binds-banished-targets) it targets in, when those
    are closed."""
    player, place = state.controller(ref), clause.from_zone
    whose = {"you": [player], "opponent": [state.opponent(player)]}.get(clause.whose,
                                                                         [player, state.opponent(player)])
    if not is_closed(state, place) or any(other != ref for p in whose for other in could_be_in(state, p, place)):
        return None
    there = [other for p in whose for other in cards_in(state, p, place)
             if other != ref and state.infos[other].card_type == "monster"
             and (clause.cards.empty or state.kind_of(other, clause.cards))]
    return there, [(p, place) for p in whose], None


def _own_piles(clause: Clause) -> list[str]:
    """"Special Summon 1 Dragon-Type monster from your hand or Graveyard": the piles of its own player it takes
    the monster from, when it names no other ("1 from your hand and 1 from your GY" takes one from each: not read)."""
    if clause.subject is not None or clause.whose not in (None, "you"):
        return []
    places, each = places_of(clause.from_two_places) if clause.from_two_places else ([clause.from_zone], False)
    return places if not each and set(places) <= {"hand", "graveyard"} else []


def _in_own_piles(state, ref: str, clause: Clause):
    """The monsters of the kind the clause names in its player's piles it takes from, when those are closed."""
    player, places = state.controller(ref), _own_piles(clause)
    if not all(is_closed(state, place) for place in places) \
            or any(other != ref for place in places for other in could_be_in(state, player, place)):
        return None
    there = [other for place in places for other in cards_in(state, player, place)
             if other != ref and state.infos[other].card_type == "monster"
             and (clause.cards.empty or state.kind_of(other, clause.cards))]
    return there, [(player, place) for place in places], None


def _monster_of_its_event(state, ref: str, effect: AnalyzedEffect):
    """"When a monster is destroyed by battle and sent to the GY: Special Summon that monster": the monster
    the event that met the condition sent to the Graveyard."""
    if effect.targets or not started_by_event(effect):
        return None
    found, _ = condition_met(state, ref, effect)
    if not found:
        return None
    event = found[-1].event
    card = getattr(event, "card", None)
    if event.event not in ("destroyed", "sent_to_gy") or card not in state.cards \
            or state.cards[card].zone != "graveyard" or state.infos[card].card_type != "monster":
        return None
    return [card], [], state.cards[card].controller     # "to the same field it was on"


def _barred(state, ref: str, card: str, player: str, assumed: list[str]) -> str | None:
    """Why the monster in the Graveyard cannot be Special Summoned by the effect, or None; what it takes
    for that without the scenario saying goes in assumed (said only when the answer rests on it)."""
    info = state.infos[card]
    limits = getattr(info, "special_summon_limits", ())
    for limit in ("never", "not-from-graveyard", "only-by"):
        if limit in limits and not (limit == "not-from-graveyard" and state.cards[card].zone != "graveyard"):
            return _only_by_other(state, ref, info) if limit == "only-by" else _WHY[limit]
    if "first-by" in limits:
        if _never_summoned(state, card):
            return _WHY["first-by"]
        if _not_shown_summoned(state, card):
            assumed.append(f"{info.name} was not Special Summoned by its own way before it went to the Graveyard: "
                           f"the scenario does not say it was")
            return _WHY["first-by"]
    # rule summon-ritual-fusion-synchro-first-properly-summoned: a Ritual, Fusion or Synchro Monster the scenario
    # shows sent to the Graveyard from the hand or a Deck was never properly Summoned; one it puts in the Graveyard
    # without showing its Summon (no step, no event) is taken as never properly Summoned, and said so
    if (kind := _by_its_procedure(info)) and _never_summoned(state, card):
        return f"is a {kind} Monster that was never properly {kind} Summoned"
    if kind and _summoned_only_improperly(state, card, kind):
        state.cite(IMPROPER_RULE)
        return f"is a {kind} Monster that was Special Summoned by an effect that is no {kind} Summon, never properly " \
               f"{kind} Summoned"
    # (184) a Fusion or Synchro Monster is taken as properly Summoned: said by the caller when the answer rests on it
    if kind and kind not in _OF_THE_EXTRA_DECK and _not_shown_summoned(state, card):
        assumed.append(f"{info.name} was not {kind} Summoned before it went to the Graveyard: the scenario does not "
                       f"say it was")
        return f"is a {kind} Monster that was never properly {kind} Summoned"
    if "unless-you-control" in limits:
        return _needs_face_up(state, ref, player, info.special_summon_needs_face_up)
    if "only-one" in limits and _controls_one(state, player, card):
        return f"is a card its player can control only 1 of, and that player already controls a face-up {info.name}"
    return None


def _by_its_procedure(info) -> str | None:
    """"Ritual", "Fusion" or "Synchro": a monster Special Summoned first by its own procedure (None: another)."""
    return next((kind for kind in _BY_PROCEDURE if kind in info.subtypes), None)


def _controls_one(state, player: str, card: str) -> bool:
    """"You can only control 1 "Guardian of Order"": the player it would be Special Summoned for already controls
    a face-up card of its name (rule summon-control-only-one); the scenario need name no more of the field."""
    name = state.infos[card].name
    return any(other != card and state.infos[other].name == name and state.controller(other) == player
               and state.face_up_on_field(other) for other in state.cards)


def _only_by_other(state, ref: str, info) -> str | None:
    """"cannot be Special Summoned except with "Attack Reflector Unit"": the card named may Summon it."""
    names = getattr(info, "special_summon_only_with", ())
    if not names:
        return _WHY["only-by"]
    if state.infos[ref].name in names:
        return None
    return f"can be Special Summoned only with {' or '.join(names)}"


def _never_summoned(state, card: str) -> bool:
    """The scenario shows the monster sent to the Graveyard from the hand or a Deck, and no Summon of it."""
    if _starting_place(state, card) not in _NEVER_SUMMONED_FROM:
        return False
    return not _summoned_in_the_scenario(state, card)


def _not_shown_summoned(state, card: str) -> bool:
    """The scenario puts the monster in the Graveyard from the start and shows no Summon of it (no step, no event):
    nothing says it was ever properly Summoned, so it is taken as never so Summoned (said in assumed)."""
    return _starting_place(state, card) == "graveyard" and not _summoned_in_the_scenario(state, card)


def _extra_deck_summon_not_shown(state, card: str) -> bool:
    """Rule summon-extra-deck-monster-in-graveyard-was-summoned (round 184): a Fusion or Synchro Monster the scenario puts
    in the Graveyard from the start with no Summon shown was properly Summoned: it is never in the hand or the Main
    Deck, and only a card effect the scenario would show (Future Fusion) sends it there from the Extra Deck."""
    return _by_its_procedure(state.infos[card]) in _OF_THE_EXTRA_DECK and _not_shown_summoned(state, card)


def _summoned_only_improperly(state, card: str, kind: str) -> bool:
    """Rule summon-by-an-effect-not-its-proper-summon (round 165): "Special Summon 1 Fusion Monster from your Extra
    Deck" (Metamorphosis, Magical Scientist, Cyber-Stein, the Hex-Sealed Fusions, Synchro Change) is no Fusion or
    Synchro Summon, unlike "Fusion Summon 1 Fusion Monster" (Polymerization, Instant Fusion: the reader's event
    fusion_summon): a Ritual, Fusion or Synchro Monster that the scenario shows only Special Summoned from the Extra
    Deck or the hand as such an effect resolved was never properly Summoned."""
    if _starting_place(state, card) not in _NEVER_SUMMONED_FROM:
        return False
    proper = f"{kind.lower()}_summon"
    arrivals = [h for h in state.happenings() if h.event.card == card and h.event.event.endswith("summon")]
    if not arrivals or any(h.event.event != "special_summon" for h in arrivals):
        return False
    for happening in arrivals:
        link = state.resolved_link(happening.moment)
        effect = link.effect if link is not None else None
        if effect is None or any(c.event == proper for c in effect.clauses) or not any(
                c.event == "special_summon" and c.from_zone in _NEVER_SUMMONED_FROM for c in effect.clauses):
            return False
    return True


def _starting_place(state, card: str) -> str | None:
    """Where the card starts: where the scenario puts it, or, where it leaves that open, where its first event
    shows it was ("discarded": the hand; inferred by timing/implied.py)."""
    return state.scenario.cards[card].zone or state.started_in.get(card)


def _summoned_in_the_scenario(state, card: str) -> bool:
    return any(e.card == card and e.event.endswith("summon") for m in state.moments for e in m.events)


def _needs_face_up(state, ref: str, player: str, names) -> str | None:
    """"Cannot be Special Summoned unless you control a face-up "Toon World"": the player who would control it
    controls none, and the scenario names every card of their side of the field."""
    if not names or not is_closed(state, "field") or could_be_in(state, player, "field"):
        return None
    if any(state.infos[other].name in names and state.face_up_on_field(other)
           for other in cards_in(state, player, "field")):
        return None
    say_named_are_all(state, player, "field", apart_from=ref)
    return f"cannot be Special Summoned unless its player controls a face-up {' or '.join(names)}"
