"""Battle conditions and what the battle itself decides: conditions met at a point of the Damage
Step that name a battle ("At the start of the Damage Step, if this card battles a non-DARK
monster", "At the end of the Damage Step, if this card attacked"), read from the duel state's
battle; the battle damage damage calculation is about to deal; effects that need their own card
on the field (a Flip Effect of a monster the battle destroyed); and what comes close to a battle
condition without meeting it."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.vocab.model import AnalyzedEffect, EventPattern
from edison_kg.timing.stats import current_stat
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.rules import attacked_deed_later
from edison_kg.timing.rules.battle_faces import set_at_damage_step_start
from edison_kg.timing.rules.conditions import condition_matches
from edison_kg.timing.rules.battle_damage_dealt import pending_battle_damage
from edison_kg.timing.scenario import Event
from edison_kg.timing.describe import ZONE_WORDS
from edison_kg.timing.state import Happening
from edison_kg.timing.rules.battle_phase import NOT_MET as BATTLE_PHASE_NOT_MET, at_battle_phase_end, battle_phase_verdict

READ_AT_ITS_MOMENT = "state-condition-read-at-its-moment"
GONE_BEFORE_THE_END = "bt-attacker-gone-before-end-of-damage-step"
DESTROYED_AT_CALCULATION = "bt-battled-monster-destroyed-at-damage-calculation"     # round 184
ATK_COMPARED = "bt-atk-compared-to-activate"
# the battle of a point of the Damage Step never reached damage calculation (the Battle Phase's
# own wording of rule bt-battled-needs-damage-calculation is in battle_phase.py)
NO_DAMAGE_CALCULATION = "damage-calculation-not-reached"
FACE_AT_THE_START = "bt-face-read-at-the-start-of-the-damage-step"
# why a battle condition is not met: rule id -> what to say
NOT_MET = {
    FACE_AT_THE_START: "Its condition names the face this card had at the start of the Damage Step, and it had the "
                       "other one then.",
    "bt-start-before-flip": "At the start of the Damage Step the attacked monster is still face-down: its "
                            "Attribute and Type are unknown, so a condition on its kind is not met.",
    "bt-battled-even-if-destroyed": "The monsters did not battle (no damage calculation took place), or the card left "
                                    "the field other than by that battle.",
    "trigger-effect-definition": "The battle going on is not the one its condition names.",
    NO_DAMAGE_CALCULATION: "The monsters did not battle: no damage calculation took place (a monster of the battle "
                           "left before it, or the attack was stopped).",
    READ_AT_ITS_MOMENT: "When the Damage Step started, the monster it battles was not face-down (it was flipped "
                        "face-up before), so a condition on a face-down monster is not met.",
    GONE_BEFORE_THE_END: "The monster of the battle its effect applies to has left the field before the end of the "
                         "Damage Step (a monster destroyed by battle is sent to the Graveyard then).",
    ATK_COMPARED: "Its ATK is lower than the ATK of the monster it battles, and its text needs it to be greater than or "
                  "equal to that ATK to activate the effect.",
    **BATTLE_PHASE_NOT_MET,
}
# the rules each of those verdicts rests on (the reason's own first)
NOT_MET_RULES = {NO_DAMAGE_CALCULATION: ["bt-battled-needs-damage-calculation", "bt-battled-even-if-destroyed"],
                 READ_AT_ITS_MOMENT: [READ_AT_ITS_MOMENT, "bt-start-before-flip"],
                 GONE_BEFORE_THE_END: [GONE_BEFORE_THE_END, "bt-destroyed-monster-applies-until-sent"]}


def battle_verdict(pattern: EventPattern, state, ref: str, happening) -> str | None:
    """None when the battle meets the condition of card ``ref``'s effect at this point of the
    Damage Step (its start, right after damage calculation, or its end for a synthetic
    happening), or at the end of the Battle Phase; else the rule that says why not."""
    if at_battle_phase_end(pattern):
        return battle_phase_verdict(pattern, state, ref, happening)
    battle = state.battle
    if battle is None or battle.turn != happening.turn:
        return "trigger-effect-definition"
    point = "after" if pattern.after_damage_calculation else "end" if happening.synthetic else "start"
    why = "trigger-effect-definition"
    for subject in _subjects(pattern, state, ref, battle):
        role = battle.role_of(subject)
        if role is None or pattern.attack_role not in ("either", role):
            continue
        if attacked_deed_later.not_in_named_position(pattern, battle, subject):
            why = "cond-event-card-position"    # (113) "this face-up Attack Position card is attacked"
            continue
        other = battle.opponent_of(subject)
        # this card's own face, whether the condition names it as the event's card or as the attack target
        if pattern.self_face_up_at_damage_step is not None and ref in (battle.attacker, battle.target) \
                and (ref in set_at_damage_step_start(state, battle)) == pattern.self_face_up_at_damage_step:
            why = FACE_AT_THE_START    # "and was face-down at the start of the Damage Step": read then
            continue
        if pattern.battled_face_down and (other is None or other not in set_at_damage_step_start(state, battle)):
            why = READ_AT_ITS_MOMENT    # "attacked a face-down monster": read when the Damage Step started
            continue
        if not pattern.battled_kind.empty:
            if other is None:
                continue
            if point == "start" and other in battle.face_down_at_start and _names_properties(pattern.battled_kind):
                why = "bt-start-before-flip"
                continue
            if not state.kind_of(other, pattern.battled_kind):
                continue
        if pattern.compares == "atk-at-least-battled" and other is not None and _weaker(state, subject, other):
            why = ATK_COMPARED
            continue
        if point != "start":
            not_battled = _not_battled(state, battle, subject, ref, point)
            if not_battled:
                why = not_battled
                continue
        return None
    return why


def _weaker(state, subject: str, other: str) -> bool:
    """"This card's ATK must be greater than or equal to that monster's ATK to activate": its ATK is lower (where the
    scenario or the graph gives both)."""
    mine, theirs = current_stat(state, subject, "atk"), current_stat(state, other, "atk")
    return mine is not None and theirs is not None and mine < theirs


def _subjects(pattern: EventPattern, state, ref: str, battle) -> list[str]:
    """The monsters the condition is about: this card, the monster it is equipped to, or any
    monster of the battle of the kind it names ("if a Warrior-Type monster you control attacks")."""
    if pattern.self_card:
        return [ref]
    equipped = state.links.get(ref) if pattern.equipped_role == "linked-actor" else state.cards[ref].equipped_to
    if pattern.equipped_role or (pattern.card is None and state.infos[ref].card_type != "monster"):
        return [equipped] if equipped else [m for m in (battle.attacker, battle.target) if m]
    return [m for m in (battle.attacker, battle.target)
            if m is not None and (pattern.kind.empty or state.kind_of(m, pattern.kind))]


def _names_properties(kind) -> bool:
    """Does the kind name what a face-down monster does not show (Attribute, Type, ATK)?"""
    return bool(kind.attributes or kind.monster_types or kind.subtypes
                or kind.atk_max is not None or kind.atk_min is not None)


def _not_battled(state, battle, subject: str, ref: str, point: str) -> str | None:
    """After damage calculation or at the end of the Damage Step: None when the monsters
    battled, and the card whose effect it is is still on the field or was destroyed by that
    battle (it then activates from the Graveyard; rule bt-battled-even-if-destroyed), and at the
    end of the Damage Step the monster another card's effect applies to is still on the field
    (rule bt-attacker-gone-before-end-of-damage-step); else the rule that says why not."""
    if not battle.battled:
        return NO_DAMAGE_CALCULATION
    for card in {subject, ref}:
        if card == ref and card not in (battle.attacker, battle.target) and state.cards[card].zone == "hand":
            continue                  # a card in the hand takes no part in the battle (rule bt-battle-trigger-from-the-hand)
        if state.cards[card].on_field is False and card not in battle.destroyed_by_battle:
            return "bt-battled-even-if-destroyed"
    if point == "end" and subject != ref and state.cards[subject].on_field is False:
        return GONE_BEFORE_THE_END
    return None


def after_damage_calculation(state, used_before: int):
    """"If this card battles, after damage calculation": the point right after the battle's
    damage calculation, as a happening of its moment; when the scenario stops in the Damage Step
    before damage calculation, the next point to act (the battle rules then say whether it was
    reached). None once the Damage Step is over without damage calculation."""
    battle = state.battle
    if battle is None or battle.turn != state.turn:
        return None
    moment = battle.calculated_at
    if moment is None:
        if state.phase != "damage_step":
            return None
        moment = state.window()[0]
    if moment <= used_before:
        return None
    return Happening(Event("phase_entered", player=state.scenario.turn_player), moment=moment, phase="damage_step",
                     turn=battle.turn, synthetic=True)


# ------------------------------------------------------------------ what damage calculation will do

def about_to_happen(state, ref: str, pattern: EventPattern, used_before: int) -> list:
    """"When you are about to take battle damage": in the Damage Step, until damage calculation,
    the battle damage the battle will inflict (rule bt-about-to-take-battle-damage), as a
    happening of the moment whose response window is open."""
    battle = state.battle
    if state.phase != "damage_step" or battle is None or battle.damage_calculated or battle.removed \
            or not state.moments:
        return []
    moment = state.window()[0]
    if moment <= used_before:
        return []
    damage = pending_battle_damage(state, battle)
    if damage is None:
        return []
    player, amount, why = damage
    probe = Happening(Event("damage_inflicted", player=player, cause="battle", by=battle.attacker, amount=amount),
                      moment=moment, phase="damage_step", turn=state.turn, synthetic=True)
    if not condition_matches(pattern, probe, ref, state.controller(ref), state):
        return []
    state.assume(f"Player {player} is about to take {amount} battle damage: {why}")
    return [probe]


# ------------------------------------------------------------------ effects that need their card

GONE = ["bt-flip-effect-of-a-destroyed-monster", "activation-needs-a-possible-effect"]
OWN_CARD_CHANGED = "bt-own-card-changed-needs-it-on-the-field"
LEAVING = ("destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck", "tributed", "discarded")


def needs_its_card_on_the_field(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """An effect whose doing lasts only while its own card is face-up on the field, or that
    equips its own card, does nothing once that card has left the field, or when the battle
    destroyed it (it is sent at the end of the Damage Step): it is not activated.
    So a Flip Effect still activates after the battle that flipped its monster destroyed it,
    unless it is such an effect (rule bt-flip-effect-of-a-destroyed-monster). A card set off by its own
    draw was never on the field: it acts from the hand."""
    if effect is None:
        return None
    gone = battled_monster_gone(state, ref, effect)
    if gone is not None:
        return gone
    if effect.kind in ("continuous", "unanalyzed", "card-activation") or effect.activates_from in ("hand", "graveyard", "banished"):
        return None
    condition = effect.condition
    if condition is not None and condition.self_card and not set(condition.types).isdisjoint(LEAVING):
        return None          # its own event took it off the field: it acts from where it went (Archfiend of Gilfer)
    if condition is not None and condition.self_card and "drawn" in condition.types:
        return None          # "when your opponent draws this card": it acts from the hand it was drawn to
    card = state.cards[ref]
    if card.on_field is not False and card.sent_at_damage_step_end is None:
        return None          # still on the field, and not leaving it at the end of the Damage Step
    equips_itself = any(c.action == "equip" and c.subject == "self" for c in effect.clauses)
    # "Increase its Level by 1": a change of its own card only, with nothing left to change
    doing = [c for c in effect.clauses if c.action != "target"]
    # a Flip Effect is activated in Substep 6, while the monster destroyed by battle is still on the field: the
    # change can still be made (rule bt-flip-changes-itself-before-it-is-sent)
    changes_itself = bool(doing) and all(c.action == "change_stats" and c.subject == "self" for c in doing) \
        and not _flip_still_there(state, ref, effect)
    if not (effect.lasts_while_face_up or equips_itself or changes_itself):
        return None
    name = state.infos[ref].name
    what = "lasts only while the card is face-up on the field" if effect.lasts_while_face_up else \
        "equips the card itself" if equips_itself else "changes the card itself"
    gone = "was destroyed by battle and leaves the field at the end of the Damage Step" \
        if card.sent_at_damage_step_end is not None else "has left the field"
    rules = list(GONE) if effect.lasts_while_face_up or equips_itself else [OWN_CARD_CHANGED, GONE[1]]
    return Verdict("no", "other", rules,
                   f"What it does {what}, and {name} {gone}: it would do nothing, so it is not activated.")


FLIP_STILL_THERE = "bt-flip-changes-itself-before-it-is-sent"


def _flip_still_there(state, ref: str, effect: AnalyzedEffect) -> bool:
    card = state.cards[ref]
    if effect.kind != "flip" or card.sent_at_damage_step_end is None:
        return False
    state.cite(FLIP_STILL_THERE)
    return True


def battled_monster_gone(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """An effect of the end of the Damage Step that acts only on the monster its card (or the
    monster it is equipped to) battled ("Destroy that monster", "Destroy the monster this card
    attacked") has nothing to act on when the battle destroyed that monster: it is sent to the
    Graveyard at the end of the Damage Step, before the effect could be activated, so the effect is
    not activated (rule bt-attacker-gone-before-end-of-damage-step)."""
    condition, battle = effect.condition, state.battle
    doing = [c for c in effect.clauses if c.action != "target"]
    if condition is None or not (condition.end_of_damage_step or condition.after_damage_calculation) \
            or battle is None or not doing or any(c.subject != "battled" for c in doing):
        return None
    mine = ref if ref in (battle.attacker, battle.target) else state.cards[ref].equipped_to
    other = battle.opponent_of(mine) if mine in (battle.attacker, battle.target) else None
    if other is None or other not in state.cards:
        return None
    card = state.cards[other]
    if card.on_field is not False and card.sent_at_damage_step_end is None:
        return None
    if not condition.end_of_damage_step:   # (184) "after damage calculation": destroyed at damage calculation
        if any(c.action == "banish" for c in doing):
            return None     # still on the field until the end of the Damage Step: it can be banished (D.D. Warrior Lady)
        return Verdict("no", "other", [DESTROYED_AT_CALCULATION, "activation-needs-a-possible-effect"],
                       f"What {state.infos[ref].name} would do after damage calculation acts on "
                       f"{state.infos[other].name}, the monster of its battle, and the battle destroyed "
                       f"{state.infos[other].name} at damage calculation: it cannot be applied to it.")
    return Verdict("no", "other", NOT_MET_RULES[GONE_BEFORE_THE_END] + ["activation-needs-a-possible-effect"],
                   f"What {state.infos[ref].name} would do acts on {state.infos[other].name}, the monster of its "
                   f"battle, and {state.infos[other].name} has left the field (a monster destroyed by battle is sent "
                   f"to the Graveyard at the end of the Damage Step): it would do nothing, so it is not activated.")


# ------------------------------------------------------------------ close to a battle condition

LEFT_FACE_DOWN = ("destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck", "tributed")


def battle_near_miss(pattern: EventPattern, state, ref: str, since: int = -1) -> Verdict | None:
    """Why a battle condition was not met when something close to it happened (after moment
    ``since``): a monster destroyed by a card effect was not destroyed by battle, a monster that
    went elsewhere than the Graveyard was not sent there, a monster that left the field
    face-down before the attack flipped it was never flipped, an attack that dealt no damage
    did not inflict battle damage."""
    controller = state.controller(ref)
    name = state.infos[ref].name
    for happening in reversed(state.happenings()):
        if happening.moment <= since:
            break
        event = happening.event
        if event.card not in state.infos or happening.synthetic:
            continue
        other = state.infos[event.card].name
        if pattern.cause == "battle" and event.cause == "effect" \
                and condition_matches(pattern, replace(happening, event=replace(event, cause="battle")), ref,
                                      controller, state):
            return Verdict("no", "condition-not-met", ["bt-destroyed-by-battle-means-battle"],
                           f"{other} was destroyed by a card effect, not by battle: only destruction at damage "
                           f"calculation is destruction by battle.")
        if pattern.to_zone == "graveyard" and event.to_zone not in (None, "graveyard") \
                and condition_matches(pattern, replace(happening, event=replace(event, to_zone="graveyard")), ref,
                                      controller, state):
            rules = ["ce-banished-instead-no-gy"] + (["bt-destroys-and-sends-needs-field"] if pattern.actor_self else []) \
                + ["trigger-effect-definition"]
            return Verdict("no", "condition-not-met", rules,
                           f"{other} {_went_to(event.to_zone)} instead of the Graveyard: a condition "
                           f"that needs it sent to the Graveyard is not met.")
        if "flipped_face_up" in pattern.types and pattern.self_card and event.card == ref \
                and event.event in LEFT_FACE_DOWN and happening.was_face_up is False:
            attacked = any(r.battle.target == ref for r in state.battles)
            return Verdict("no", "condition-not-met",
                           (["bt-start-before-flip"] if attacked else []) + ["state-position-when-it-left"],
                           f"{name} left the field face-down" + (" before the attack flipped it" if attacked else "")
                           + ": it was never flipped face-up.")
    if "damage_inflicted" in pattern.types and pattern.actor_self and pattern.cause == "battle":
        fought = [r for r in state.battles if r.battle.attacker == ref and r.battle.turn == state.turn]
        dealt = any(h.event.event == "damage_inflicted" and h.event.by == ref and h.event.cause == "battle"
                    and (h.event.amount is None or h.event.amount > 0) for h in state.happenings())
        if fought and not dealt:
            return Verdict("no", "condition-not-met", ["bt-battle-damage-needs-damage"],
                           f"{name}'s attack has inflicted no battle damage: an effect for inflicting battle damage "
                           f"needs at least 1 point of it to be dealt.")
    return None


def _went_to(zone: str) -> str:
    """Where a card went instead of the Graveyard, in the game's words ("was banished", "went to the Deck")."""
    return "was banished" if zone == "banished" else f"went to the {ZONE_WORDS.get(zone, zone.replace('_', ' '))}"
