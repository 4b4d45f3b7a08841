"""What an activation's cost needs of the duel, stored by the card reader among the held states
(cardtext/card_needs.py) and judged here, one function per entry, with the same interface as rules/deed_needs.py:

- "equipped-cost N spell|card": a cost that sends Equip Spell Cards (Equip Cards) equipped to its own card needs N of
  them equipped to it now; whose they are does not matter (rule cost-send-cards-equipped-to-it).
- "different-names N PLACES CLASS NAME": its condition needs N different names among its player's cards (monsters) of
  that name on their field and/or in their Graveyard (rule cond-count-of-different-names).
- "option-holds INDEX WHOSE SUBTYPE": the option chosen (rules/options.py, where its clause stands alone) needs a
  face-up monster of that subtype on that side of the field (rule cond-option-needs-its-own-state).
- "level-within-counters KIND": its deed takes a monster whose Level is at most the counters of that kind on its own
  card; with none there, no monster has such a Level and it would do nothing (rule deed-level-within-counters). Only an
  activation its player may choose not to make is ruled out so: a mandatory one does what it can.
- "each-named PLACES NAME|NAME|...": a Fusion Summon with materials named one by one needs each of them, by its own
  name, in one of those places of its player; a Fusion substitute does not stand in for a name (rule
  deed-named-materials-each).
- "tributes-with-itself": a cost that Tributes Fusion Material Monsters including its own card needs another monster
  its player controls (rule cost-tribute-materials-with-itself).
- "counter-holder WHOSE KIND": its first deed picks a monster holding counters of that kind on the opponent's side
  (WHOSE opponent) or anywhere on the field; with none there it would do nothing (rule
  deed-monster-with-counters).
- "counters-placed WHOSE [NAME]": its one deed places counters, targeting nothing, on the card of that name or on
  monsters of its player's side (WHOSE you) or of either (WHOSE field); a counter goes only on a face-up card, so with
  none there face-up it would do nothing (rules deed-counters-placed-need-a-card, counters-on-face-up-cards; round 169).
- "listed-material PLACES": judged at the event it answers, whose Fusion Monster must list a material by name that is
  in those places of its owner (rules/event_cards_moved.py; rule deed-material-listed-on-the-fusion-monster): nothing
  to judge here.

Each returns (what is unmet, in words) or None. As elsewhere (timing/closed_places.py), the cards the scenario names on
the field are all there are, and a card whose zone it leaves open could be the one needed."""

from __future__ import annotations

from edison_kg.timing.rules.board import counters_on
from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.vocab.model import CardKind
from edison_kg.timing.rules.attacked_needs import ATTACKED_RULES, attacked_this_turn
from edison_kg.timing.rules.hand_picks import HAND_PICKS_RULES, hand_picks
from edison_kg.timing.rules.own_effect_state import OWN_EFFECT_STATE_RULES, face_up_kind     # 107
from edison_kg.timing.rules.fusion_summons import FUSION_SUMMON_RULES, fusion_summon     # 109

NEEDS = {
    "face-up-named": (OWN_EFFECT_STATE_RULES, "condition-not-met"),
    "face-up-type": (OWN_EFFECT_STATE_RULES, "condition-not-met"),
    "attacked-this-turn": (ATTACKED_RULES, "other"),
    "fusion-summon": (FUSION_SUMMON_RULES, "other"),
    "hand-picks": (HAND_PICKS_RULES, "other"),
    "equipped-cost": (["cost-send-cards-equipped-to-it", "mtt-cost", "state-card-must-be-in-place"], "other"),
    "option-holds": (["cond-option-needs-its-own-state", "cond-activation-needs-a-held-state"], "condition-not-met"),
    "level-within-counters": (["deed-level-within-counters", "activation-needs-a-possible-effect"], "other"),
    "each-named": (["deed-named-materials-each", "state-card-must-be-in-place", "activation-needs-a-possible-effect"],
                   "other"),
    "counter-holder": (["deed-monster-with-counters", "activation-needs-a-possible-effect"], "other"),
    "counters-placed": (["deed-counters-placed-need-a-card", "activation-needs-a-possible-effect"], "other"),
    "listed-material": (["deed-material-listed-on-the-fusion-monster"], "other"),
    "tributes-with-itself": (["cost-tribute-materials-with-itself", "cost-tribute-of-a-kind", "mtt-cost"], "other"),
    "different-names": (["cond-count-of-different-names", "cond-activation-needs-a-held-state",
                         "state-unnamed-cards-absent"], "condition-not-met"),
}


def equipped_cost(state, ref: str, controller: str, words) -> str | None:
    needed, spells_only = int(words[1]), words[2] == "spell"
    opponent = state.opponent(controller)
    if not is_closed(state, "field") or could_be_in(state, controller, "field") or could_be_in(state, opponent, "field"):
        return None
    equipped = [other for other, card in state.cards.items() if other != ref and card.equipped_to == ref
                and card.zone == "spell_trap_zone" and (not spells_only or _equip_spell(state, other))]
    if len(equipped) >= needed:
        return None
    say_named_are_all(state, controller, "field", apart_from=ref)
    say_named_are_all(state, opponent, "field", apart_from=ref)
    what = "Equip Spell Card" if spells_only else "Equip Card"
    return (f"Its cost sends {needed} {what}(s) equipped to it to the Graveyard, and {len(equipped) or 'none'} "
            f"{'is' if len(equipped) == 1 else 'are'} equipped to it: it cannot be paid, so it cannot be activated.")


def _equip_spell(state, other: str) -> bool:
    info = state.infos.get(other)
    return info is None or (info.card_type == "spell" and any("Equip" in subtype for subtype in info.subtypes))


def different_names(state, ref: str, controller: str, words) -> str | None:
    needed, places, name = int(words[1]), words[2].split("+"), " ".join(words[4:])
    kind = CardKind(names=frozenset({name}), classes=frozenset({"monster"}) if words[3] == "monster" else frozenset())
    if any(not is_closed(state, place) or could_be_in(state, controller, place) for place in places):
        return None
    names = {state.infos[other].name for place in places for other in cards_in(state, controller, place)
             if other != ref and state.infos.get(other) is not None and state.kind_of(other, kind)}
    if len(names) >= needed:
        return None
    for place in places:
        say_named_are_all(state, controller, place, apart_from=ref)
    where = " and ".join({"field": "on their field", "graveyard": "in their Graveyard"}[place] for place in places)
    return (f"Its text lets it be activated only while its controller has {needed} \"{name}\" cards with different names {where}, and they have "
            f"{len(names) or 'none'}.")


def option_holds(state, ref: str, controller: str, words, effect=None) -> str | None:
    index, whose, subtype = int(words[1]), words[2], words[3]
    if effect is None or any(c.alternative for c in effect.clauses) or not any(c.index == index for c in effect.clauses):
        return None                   # the whole effect, or another of its options
    player = controller if whose == "you" else state.opponent(controller)
    if not is_closed(state, "field") or could_be_in(state, player, "field"):
        return None
    kind = CardKind(classes=frozenset({"monster"}), subtypes=frozenset({subtype}))
    if any(state.cards[other].zone == "monster_zone" and state.cards[other].face_up is not False
           and state.kind_of(other, kind) for other in cards_in(state, player, "field") if other != ref):
        return None
    say_named_are_all(state, player, "field", apart_from=ref)
    side = "its controller controls" if whose == "you" else "the opponent controls"
    return (f"That option can be chosen only if {side} a face-up {subtype} monster, and there is none: its condition "
            f"is not met.")


def level_within_counters(state, ref: str, controller: str, words, effect=None) -> str | None:
    if effect is None or not (effect.optional or effect.kind == "card-activation"):
        return None
    kind = "" if words[1] == "any" else words[1]
    what = f"{kind.title()} Counters" if kind else "counters"
    count = counters_on(state, ref, kind)
    if count:
        return _no_level_within(state, ref, controller, words[2] if len(words) > 2 else None, count, what)
    return (f"What it does takes a monster whose Level is at most the number of {what} on this card, and there are "
            f"none on it: no monster has such a Level, so it would do nothing and cannot be activated.")


def _no_level_within(state, ref: str, controller: str, place: str | None, count: int, what: str) -> str | None:
    """With counters there, the place its text takes the monster from, when the scenario names it whole, must hold a
    monster whose Level is at most that count (rule deed-level-within-counters-in-place); the Deck stays open."""
    if place is None or not is_closed(state, place) or could_be_in(state, controller, place):
        return None
    infos = [state.infos.get(other) for other in cards_in(state, controller, place) if other != ref]
    if any(info is None or (info.card_type == "monster" and (getattr(info, "level", None) is None or info.level <= count))
           for info in infos):
        return None
    say_named_are_all(state, controller, place, apart_from=ref)
    state.cite("deed-level-within-counters-in-place")
    where = {"graveyard": "Graveyard", "hand": "hand"}[place]
    return (f"What it does takes a monster in its player's {where} whose Level is at most the number of {what} on "
            f"this card ({count}), and no monster there has such a Level: it would do nothing and cannot be activated.")


def each_named(state, ref: str, controller: str, words) -> str | None:
    places, names = words[1].split("+"), " ".join(words[2:]).split("|")
    if any(not is_closed(state, place) or could_be_in(state, controller, place) for place in places):
        return None
    there = {state.infos[other].name for place in places for other in cards_in(state, controller, place)
             if other != ref and state.infos.get(other) is not None}
    missing = [name for name in names if name not in there]
    if not missing:
        return None
    for place in places:
        say_named_are_all(state, controller, place, apart_from=ref)
    where = ", ".join({"hand": "hand", "graveyard": "Graveyard", "field": "field"}[place] for place in places)
    return (f"Its Fusion Summon takes 1 each of {', '.join(chr(34) + name + chr(34) for name in names)} from its player's "
            f"{where}, and {', '.join(chr(34) + name + chr(34) for name in missing)} is not there (a Fusion substitute "
            f"does not stand in for a name): it would do nothing, so it cannot be activated.")


def tributes_with_itself(state, ref: str, controller: str, words) -> str | None:
    if not is_closed(state, "field") or could_be_in(state, controller, "field"):
        return None
    if any(other != ref and state.cards[other].zone == "monster_zone" for other in cards_in(state, controller, "field")):
        return None
    say_named_are_all(state, controller, "field", apart_from=ref)
    return ("Its cost Tributes the Fusion Material Monsters of a Fusion Monster, this card among them, and a Fusion "
            "Monster has two materials or more: its controller controls no other monster, so it cannot be paid.")


def counter_holder(state, ref: str, controller: str, words) -> str | None:
    whose, kind = words[1], words[2]
    players = [state.opponent(controller)] if whose == "opponent" else [controller, state.opponent(controller)]
    if not is_closed(state, "field") or any(could_be_in(state, player, "field") for player in players):
        return None
    if any(other != ref and state.cards[other].zone == "monster_zone" and counters_on(state, other, kind)
           for player in players for other in cards_in(state, player, "field")):
        return None
    for player in players:
        say_named_are_all(state, player, "field", apart_from=ref)
    side = "the opponent controls" if whose == "opponent" else "on the field"
    return (f"Its effect picks a monster {side} holding {kind.title()} Counters, and there is none: it would do "
            f"nothing, so it cannot be activated.")


def counters_placed(state, ref: str, controller: str, words) -> str | None:
    whose, name = words[1], " ".join(words[2:])
    players = [controller] if whose == "you" else [controller, state.opponent(controller)]
    if not is_closed(state, "field") or any(could_be_in(state, player, "field") for player in players):
        return None
    kind = CardKind(names=frozenset({name})) if name else CardKind(classes=frozenset({"monster"}))
    if any(_could_hold(state, other, kind) for player in players for other in cards_in(state, player, "field")):
        return None
    for player in players:
        say_named_are_all(state, player, "field")
    state.cite("counters-on-face-up-cards")
    what = f"\"{name}\"" if name else "monster"
    side = " its player controls" if whose == "you" else " on the field"
    return (f"Its effect places counters on a face-up {what}{side}, and there is none (a counter goes only on a "
            f"face-up card): it would do nothing, so it cannot be activated.")


def _could_hold(state, other: str, kind: CardKind) -> bool:
    """Is this card one the counters could be placed on: face-up, of the kind, in a Monster Zone for a monster."""
    card = state.cards[other]
    if card.face_up is False or (kind.classes and card.zone != "monster_zone"):
        return False
    return state.infos.get(other) is None or state.kind_of(other, kind)


CHECKS = {"fusion-summon": fusion_summon, "face-up-named": face_up_kind, "face-up-type": face_up_kind, "attacked-this-turn": attacked_this_turn, "hand-picks": hand_picks, "counter-holder": counter_holder, "counters-placed": counters_placed, "equipped-cost": equipped_cost, "tributes-with-itself": tributes_with_itself, "each-named": each_named, "level-within-counters": level_within_counters, "different-names": different_names, "option-holds": option_holds,
          "listed-material": lambda *_: None}
