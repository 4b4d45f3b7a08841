"""States of the duel a declared activation needs beyond the field's cards of a kind: every
monster on the field face-up, only monsters of one Type in its player's Graveyard, how many cards a player holds in
their hand, Monster Zones or both, a face-up monster of each named Attribute on the field, a number of cards of one
name, the start of a phase before anything happened in it (rule cond-activation-needs-a-held-state). The card
reader gives the states (AnalyzedEffect.needs_held, cardtext/held_states.py); each must hold as the card is activated.

What a place holds follows timing/closed_places.py: the cards the scenario names in a hand, Graveyard or side of the
field are all there are, and a card whose zone it leaves open could be anywhere, so only what is known rules it out."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.rules import deed_needs     # what a cost, target count or deed needs
from edison_kg.timing.rules import card_needs     # what a cost needs
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.rules import turn_deeds     # (103) "if you did not attack"
from edison_kg.vocab.model import AnalyzedEffect, CardKind

HELD_RULES = ["cond-activation-needs-a-held-state"]


@only_for(lambda effect: effect.needs_held)
def held_state_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.needs_held:
        return None
    controller = state.controller(ref)
    for held in effect.needs_held:
        words = held.split()
        if words[0] in deed_needs.NEEDS:
            said = deed_needs.target_bound(_held_count(state, ref, controller, words[1:]), words) \
                if words[0] == "target-bound" else deed_needs.CHECKS[words[0]](state, ref, controller, words)
            if said is not None:
                rules, reason = deed_needs.NEEDS[words[0]]
                return Verdict("no", reason, rules, said)
            continue
        if words[0] in card_needs.NEEDS:
            said = card_needs.CHECKS[words[0]](state, ref, controller, words, effect=effect) \
                if words[0] in ("option-holds", "level-within-counters", "fusion-summon") else card_needs.CHECKS[words[0]](state, ref, controller, words)
            if said is not None:
                rules, reason = card_needs.NEEDS[words[0]]
                return Verdict("no", reason, rules, said)
            continue
        unmet = {"all-face-up": _face_down_monster, "only-type": _other_type_in_graveyard, "hand": _held_count,
                 "monsters": _held_count, "hand-field": _held_count, "field": _held_count, "graveyard": _held_count, "face-up-attribute": _no_attribute,
                 "same-name": _same_name, "phase-start": _after_the_start, "self-position": _not_in_position,
                 "not-done": turn_deeds.declared_an_attack_this_turn}[words[0]](state, ref, controller, words)
        if unmet is not None:
            rules = HELD_RULES + (["cond-activation-needs-its-own-position"] if words[0] == "self-position" else []) \
                + ([turn_deeds.RULE] if words[0] == "not-done" else []) \
                + (["cond-phase-trigger-graveyard-of-one-type"] if words[0] == "only-type" and effect.kind == "trigger" else [])
            return Verdict("no", "condition-not-met", rules, f"Its text lets it be activated only while {unmet}.")
    return None


def _not_in_position(state, ref: str, _controller: str, words) -> str | None:
    """"This card must be in face-up Defense Position to activate and to resolve this effect": the card
    itself face-up in that battle position as it is activated (a position the scenario does not say is not ruled out)."""
    card, position = state.cards[ref], words[-1]
    if card.zone == "monster_zone" and card.position in ("attack", "defense") and card.position != position:
        return f"this card is in face-up {position.capitalize()} Position, and it is in {card.position.capitalize()} Position"
    return None


def _monsters_on_field(state, player: str, ref: str | None) -> list[str]:
    return [other for other in cards_in(state, player, "field") if other != ref and state.cards[other].zone == "monster_zone"]


def _face_down_monster(state, ref: str, controller: str, _words) -> str | None:
    for player in (controller, state.opponent(controller)):
        for other in _monsters_on_field(state, player, ref):
            if state.cards[other].face_up is False:
                return f"every monster on the field is face-up, and {state.infos[other].name} is face-down"
    return None


def _other_type_in_graveyard(state, ref: str, controller: str, words) -> str | None:
    monster_type = words[-1]
    kind = CardKind(classes=frozenset({"monster"}), monster_types=frozenset({monster_type}))
    for other in cards_in(state, controller, "graveyard"):
        info = state.infos.get(other)
        if info is not None and info.card_type == "monster" and not state.kind_of(other, kind):
            # (184) the card itself counts too: Zombie World makes Totem Dragon a Zombie in the Graveyard
            what = f"{info.monster_type}-Type" if info.monster_type != monster_type \
                else f"no {monster_type} there: a face-up card's effect changes its Type"
            return (f"its controller's Graveyard holds only {monster_type}-Type monsters, and {info.name} "
                    f"({what}) is there")
    return None


_HELD = {"hand": "cards in their hand", "monsters": "monsters on their side of the field",
         "hand-field": "cards on the field and in their hand", "field": "cards on their side of the field",
         "graveyard": "cards in their Graveyard"}


_PLACES = {"hand-field": ("hand", "field"), "field": ("field",), "graveyard": ("graveyard",)}


def _held(state, ref: str, player: str, place: str) -> tuple[list[str], bool]:
    """The cards the player is known to hold there, and whether the scenario leaves some open (could be more)."""
    if place == "monsters":
        return _monsters_on_field(state, player, None), bool(could_be_in(state, player, "field")) or not is_closed(state, "field")
    places = _PLACES.get(place, ("hand",))
    held = [other for where in places for other in cards_in(state, player, where)]
    open_ = any(could_be_in(state, player, where) or not is_closed(state, where) for where in places)
    return held, open_


def _held_count(state, ref: str, controller: str, words) -> str | None:
    """A count of cards held: the card being activated counted only where that lets it be activated."""
    place, whose, op, number = words
    number = int(number)
    players = {"you": [controller], "opponent": [state.opponent(controller)],
               "either": [controller, state.opponent(controller)]}[whose]
    said = []
    for player in players:
        held, open_ = _held(state, ref, player, place)
        if op == "<=" and len([other for other in held if other != ref]) <= number:
            return None
        if op == ">=" and (len(held) >= number or open_):
            return None
        # (a card that holds itself is not among the cards "no other" counts, so it is not said either)
        said.append(f"player {player} holds {len([o for o in held if o != ref]) if op == '<=' else len(held)}"
                    + (" besides it" if op == "<=" and ref in held else ""))
    for player in players:
        for where in ("field",) if place == "monsters" else _PLACES.get(place, ("hand",)):
            say_named_are_all(state, player, where, apart_from=ref)
    who = {"you": "its controller", "opponent": "the opponent", "either": "a player"}[whose]
    wanted = f"{number} or more" if op == ">=" else (f"{number} or fewer" if number else "no")
    return f"{who} holds {wanted} {_HELD[place]}, and " + ", ".join(said)


def _no_attribute(state, ref: str, controller: str, words) -> str | None:
    attribute = words[-1]
    kind = CardKind(classes=frozenset({"monster"}), attributes=frozenset({attribute}))
    # "face-up-attribute you X": one its own controller controls (Clear World's bullets)
    players = (controller,) if words[1] == "you" else (controller, state.opponent(controller))
    for player in players:
        if any(state.cards[other].face_up is not False and state.kind_of(other, kind)
               for other in _monsters_on_field(state, player, ref)):
            return None
    if any(could_be_in(state, player, "field") for player in players) or not is_closed(state, "field"):
        return None
    for player in players:
        say_named_are_all(state, player, "field", apart_from=ref)
    where = "its controller controls" if words[1] == "you" else "is on the field"
    return f"a face-up {attribute} monster {where}, and there is none"


def _same_name(state, ref: str, controller: str, words) -> str | None:
    """N cards of one name in its player's place: Monster Cards, or Normal Monsters that are not Tokens."""
    _, _, place, number, what = words
    normal = CardKind(classes=frozenset({"monster"}), subtypes=frozenset({"Normal"}))
    groups: dict[str, int] = {}
    for other in cards_in(state, controller, place):
        info = state.infos.get(other)
        if other == ref or info is None or info.card_type != "monster" or (place == "field" and
                                                                         state.cards[other].zone != "monster_zone"):
            continue
        if what == "normal" and (not state.kind_of(other, normal) or "Token" in info.subtypes):
            continue
        groups[info.name] = groups.get(info.name, 0) + 1
    if max(groups.values(), default=0) >= int(number) or could_be_in(state, controller, place) \
            or not is_closed(state, place):
        return None
    say_named_are_all(state, controller, place, apart_from=ref)
    noun = "Normal Monsters (not Tokens)" if what == "normal" else "Monster Cards"
    where = "Graveyard" if place == "graveyard" else "side of the field"
    most = max(groups.values(), default=0)
    return f"{number} {noun} of the same name are in its controller's {where}, and the most of one name is {most}"


_PHASE_WORDS = {"main1": "Main Phase 1", "main2": "Main Phase 2", "battle": "the Battle Phase", "end": "the End Phase"}


def _after_the_start(state, ref: str, controller: str, words) -> str | None:
    """Activated only at the start of a phase: once anything happened in it this turn (a Summon, an activation), or
    while a chain is being built, that start has passed."""
    phase = words[-1]
    if state.phase != phase:
        return None                # the phase itself is ruled on by the phase limits
    done = [m for m in state.moments if m.turn == state.turn and m.phase == phase and m.context != "phase"]
    if not done and not state.chain:
        return None
    return f"it is the start of {_PHASE_WORDS[phase]}, and something already happened in it this turn"
