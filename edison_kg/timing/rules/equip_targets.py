"""An Equip Spell Card is activated by targeting the face-up monster it will be equipped to,
of the kind its text allows ("Equip only to a Spirit monster", "... a monster you control"; the card reader's
ek:equipOnlyTo, timing/rules/equip_kinds.py). With no face-up monster of that kind on the side it names, it
cannot be activated (rule eq-equip-needs-a-monster-to-equip, refining state-target-must-exist). A scenario
step may still equip it to a monster of another kind: stored precedents do so for activations that are negated,
where the target is no part of the ruling. An Equip Spell that takes control of the monster it equips ("Take
control of the equipped monster") cannot be equipped to one whose control cannot switch (rule
ce-control-cannot-switch). An Equip Spell whose own activation targets or Special Summons what it equips
(Premature Burial) keeps the reading of that activation. A Trap Card that becomes an Equip Card "to 1 monster you
control" with no target of its own needs that monster the same way (rule eq-equip-trap-needs-a-monster-to-equip)."""

from __future__ import annotations

from edison_kg.vocab.model import CardKind
from edison_kg.timing.card_kinds import ANY_MONSTER, kind_of
from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.rules.equip_kinds import ALONE_RULE, equip_kinds, equips_only_its_summon, must_be_alone, not_alone
from edison_kg.timing.rules.targets import LOCKED_RULE, control_locked, _protected
from edison_kg.timing.rules.verdict import Verdict

EQUIP_TARGET_RULE = "eq-equip-needs-a-monster-to-equip"
TARGET_RULE = "state-target-must-exist"
ONLY_ONE_RULE = "eq-equipped-with-only-one"
EQUIP_TRAP_RULE = "eq-equip-trap-needs-a-monster-to-equip"
PROTECTED_EQUIP_RULE = "eq-equip-target-protected"


def _equips_by_its_activation(info, effect) -> bool:
    """Is this the activation of an Equip Spell Card that equips the monster it targets as it is activated, with
    no reading of its own for that target (its activation gives it nothing else to do, or only effects that need
    no target of their own)?"""
    if info is not None and info.card_type == "trap":
        return _trap_equips_by_its_activation(info, effect)
    if info is None or info.card_type != "spell" or "Equip" not in info.subtypes or equips_only_its_summon(info):
        return False
    if effect is None:
        return True
    return effect.kind == "card-activation" and not effect.target_clauses \
        and not any(clause.action == "special_summon" for clause in effect.clauses)


def _trap_equips_by_its_activation(info, effect) -> bool:
    """Is this the activation of a Trap Card that becomes an Equip Card for a monster of the kind its own words
    name ("equips to 1 monster you control"; rule eq-equip-trap-needs-a-monster-to-equip), with no target
    of its own?"""
    return bool(getattr(info, "equip_only_to", ())) and effect is not None and effect.kind == "card-activation" \
        and not effect.target_clauses and any(clause.action == "equip" for clause in effect.clauses)


def _kinds(state, ref: str) -> list[tuple[list[str], CardKind]]:
    controller = state.controller(ref)
    sides = {"you": [controller], "opponent": [state.opponent(controller)]}
    return [(sides.get(side, [controller, state.opponent(controller)]), kind)
            for side, kind in equip_kinds(state.infos[ref]) or [(None, ANY_MONSTER)]]


def _takes_control(info) -> bool:
    """Does the Equip Card take control of the monster it equips ("Take control of the equipped monster")?"""
    return any(c.action == "take_control" and c.subject != "self" for e in info.effects for c in e.clauses)


def _may_equip(state, monster: str, kind: CardKind, ref: str | None = None) -> bool:
    card = state.cards[monster]
    return card.zone == "monster_zone" and card.face_up is not False and kind_of(state, monster, kind) \
        and (ref is None or _holds_its_one(state, monster, ref) is None and not not_alone(state, ref, monster)
             and not (_takes_control(state.infos[ref]) and control_locked(state, monster))
             and _protected(state, ref, monster) is None)    # rule eq-equip-target-protected: Lord of D.'s Dragons


def _holds_its_one(state, monster: str, ref: str) -> str | None:
    """Rule eq-equipped-with-only-one: the card ``monster`` may be equipped with only 1 of a name
    that Equip Card ``ref`` carries ("This card can only be equipped with 1 "Flint""), and another is equipped to it
    already: that other card, else None."""
    names = set(getattr(state.infos[monster], "equipped_with_only_one", ()) or ())
    if not names or not names & set(getattr(state.infos[ref], "names", (state.infos[ref].name,))):
        return None
    return next((other for other, card in state.cards.items() if other != ref and card.equipped_to == monster
                 and names & set(getattr(state.infos[other], "names", (state.infos[other].name,)))), None)


def equip_target_verdict(state, ref: str, effect) -> Verdict | None:
    """No: an Equip Spell Card activated with no face-up monster on the field it may be equipped to (the scenario
    naming every card of the sides its text allows)."""
    if not _equips_by_its_activation(state.infos.get(ref), effect) or state.cards[ref].equipped_to is not None:
        return None
    kinds = _kinds(state, ref)
    players = sorted({player for sides, _ in kinds for player in sides})
    # the Equip Spell itself, its zone left open (in the hand or Set), is no monster it could be equipped to
    if not is_closed(state, "field") or any(other != ref for player in players
                                            for other in could_be_in(state, player, "field")):
        return None
    for sides, kind in kinds:
        if any(_may_equip(state, monster, kind, ref) for player in sides
               for monster in cards_in(state, player, "field") if monster != ref):
            return None
    for player in players:
        say_named_are_all(state, player, "field", apart_from=ref)
    allowed = getattr(state.infos[ref], "equip_only_to", ())
    what = "of the kind its text allows" if allowed else "on the field"
    holding = sorted(monster for player in players for monster in cards_in(state, player, "field")
                     if monster != ref and any(_may_equip(state, monster, kind) for _, kind in kinds)
                     and _holds_its_one(state, monster, ref) is not None)
    held = (f" ({', '.join(state.infos[m].name for m in holding)} may be equipped with only 1 of it, and already is)"
            if holding else "")
    if state.infos[ref].card_type == "trap":
        return Verdict("no", "other", [TARGET_RULE, EQUIP_TARGET_RULE, EQUIP_TRAP_RULE],
                       "This Trap Card becomes an Equip Card for a face-up monster of the kind its text names, and "
                       "there is no such monster on the field for it to be equipped to.")
    locked = sorted(monster for player in players for monster in cards_in(state, player, "field")
                    if monster != ref and _takes_control(state.infos[ref]) and control_locked(state, monster)
                    and any(_may_equip(state, monster, kind) for _, kind in kinds))
    held += (f" (it takes control of the monster it equips, and {control_locked(state, locked[0])[1]})"
             if locked else "")
    protected = [found for player in players for monster in cards_in(state, player, "field") if monster != ref
                 and any(_may_equip(state, monster, kind) for _, kind in kinds)
                 and (found := _protected(state, ref, monster)) is not None]
    held += "".join(f" ({why}, so it cannot be its target)" for _, why in protected)
    alone = must_be_alone(state.infos[ref])
    held += " (it may only be equipped to the only monster its controller controls)" if alone else ""
    return Verdict("no", "other", [TARGET_RULE, EQUIP_TARGET_RULE] + ([ONLY_ONE_RULE] if holding else [])
                   + ([ALONE_RULE] if alone else [])
                   + ([LOCKED_RULE] if locked else [])
                   + sorted({PROTECTED_EQUIP_RULE, *(rule for rule, _ in protected)}) * bool(protected),
                   f"An Equip Spell Card is activated by targeting the face-up monster it equips, and there is no "
                   f"face-up monster {what} for it to be equipped to{held}.")

