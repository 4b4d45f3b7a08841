"""An effect that moves an Equip Card to another monster ("Switch 1 Equip Card equipped to a monster to another
correct target", the card reader's `switches_an_equip_card`) needs, as it is activated, an Equip Card equipped to a
monster and another face-up monster that Equip Card may be equipped to; with none, it cannot be activated (rule
eq-switch-needs-another-correct-target, refining state-target-must-exist). What an Equip Card may be equipped to is
what equips it:
- an Equip Spell or Trap Card: any face-up monster its text allows ("Equip only to ...", timing/rules/equip_kinds.py),
  unless only its own activation equips it, to the monster it Special Summoned (Premature Burial: rule
  state-equip-only-by-its-own-summon);
- a monster card its own effect equipped: the monsters of the kind that effect names ("equip it to your "Dark
  Blade"": a Union), and when it names none but the monster of its event ("equip this card to that monster":
  Handcuffs Dragon), that monster alone, so it has no other correct target (Handcuffs Dragon's Edison rulings)."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.rules.equip_kinds import EQUIP_OWN_SUMMON_RULE, equips_only_its_summon
from edison_kg.timing.rules.equip_targets import _kinds, _may_equip
from edison_kg.timing.rules.verdict import Verdict, only_for

RULE = "eq-switch-needs-another-correct-target"
TARGET_RULE = "state-target-must-exist"


@only_for(lambda effect: effect.switches_an_equip_card)
def switched_equip_verdict(state, ref: str, effect) -> Verdict | None:
    """No: no Equip Card on the field is equipped to a monster with another face-up monster it may be equipped to
    (the scenario naming every card of both fields)."""
    if effect is None or not effect.switches_an_equip_card:
        return None
    players = [state.controller(ref), state.opponent(state.controller(ref))]
    if not is_closed(state, "field") or any(could_be_in(state, player, "field") for player in players):
        return None
    equips = [other for player in players for other in cards_in(state, player, "field")
              if other != ref and state.cards[other].equipped_to in state.cards
              and _of_kind(state, ref, state.cards[other].equipped_to, effect.switches_equip_from)]
    if not equips:
        return None if any(state.cards[other].equip_known is False for player in players
                           for other in cards_in(state, player, "field")) else _none_equipped(state, players, effect)
    if any(_another_target(state, equip, players, ref, effect.switches_equip_to) for equip in equips):
        return None
    for player in players:
        say_named_are_all(state, player, "field", apart_from=ref)
    names = ", ".join(f"{state.infos[e].name} (on {state.infos[state.cards[e].equipped_to].name})" for e in equips)
    only_summon = [EQUIP_OWN_SUMMON_RULE] if any(equips_only_its_summon(state.infos[e]) for e in equips) else []
    return Verdict("no", "other", [TARGET_RULE, RULE] + only_summon,
                   f"It moves an Equip Card to another correct target, and no Equip Card on the field has one: "
                   f"{names} may be equipped to no other {_target_words(effect.switches_equip_to)} (a monster card its "
                   f"own effect equipped to \"that monster\" may be equipped to that monster alone).")


def _none_equipped(state, players: list[str], effect) -> Verdict:
    for player in players:
        say_named_are_all(state, player, "field")
    return Verdict("no", "other", [TARGET_RULE, RULE],
                   f"It moves an Equip Card equipped to a {_kind_words(effect.switches_equip_from)}, and no Equip Card on "
                   f"the field is equipped to one.")


def _kind_words(kind: str | None) -> str:
    if kind is None:
        return "monster"
    whose, _, position = kind.partition(" ")
    return ("face-up Attack Position monster " if position == "attack" else "monster ") + \
        ("you control" if whose == "you" else "your opponent controls")


def _target_words(kind: str | None) -> str:
    return "face-up monster on the field" if kind is None else _kind_words(kind)


def _of_kind(state, ref: str, monster: str, kind: str | None) -> bool:
    """Is ``monster`` of the kind ("you" | "opponent", "... attack": face-up in Attack Position) the effect of card
    ``ref`` names (None: any monster)?"""
    if kind is None:
        return True
    whose, _, position = kind.partition(" ")
    card = state.cards[monster]
    if (state.controller(monster) == state.controller(ref)) != (whose == "you"):
        return False
    return not position or (card.zone == "monster_zone" and card.face_up is not False and card.position == "attack")


def _another_target(state, equip: str, players: list[str], ref: str, kind: str | None) -> bool:
    """May Equip Card ``equip`` be equipped to a face-up monster (of ``kind``) other than the one it is on?"""
    on = state.cards[equip].equipped_to
    others = [m for player in players for m in cards_in(state, player, "field")
              if m not in (on, equip) and _of_kind(state, ref, m, kind)]
    info = state.infos[equip]
    if info.card_type != "monster":
        if equips_only_its_summon(info):
            return False
        return any(_may_equip(state, monster, kind, equip) for monster in others
                   for sides, kind in _kinds(state, equip) if state.controller(monster) in sides)
    own = [c for e in info.effects for c in e.clauses if c.action == "equip" and c.subject in ("self", "it")]
    if not own:
        # equipped by another card's effect: any face-up monster is taken for a correct target
        return any(state.cards[m].zone == "monster_zone" and state.cards[m].face_up is not False for m in others)
    controller = state.controller(equip)
    return any(not clause.picks_kind.empty and _may_equip(state, monster, clause.picks_kind)
               and (clause.picks_whose is None or (state.controller(monster) == controller) == (clause.picks_whose == "you"))
               for clause in own for monster in others)
