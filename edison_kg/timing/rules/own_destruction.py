"""A monster's own destruction applied at once when a state holds (round 109, rule
ce-own-destruction-applied-at-once).

Two wordings the card reader types as Continuous Effects of the monster (cardtext/applied.py,
cardtext/own_destruction.py): "After resolving an effect that targets this face-up card on the field, destroy this
card" (Spirit Reaper, Reaper on the Nightmare; printed "Destroy this card when it is targeted by the effect of a
Spell or Trap Card", Reptilianne Servant), stored with the condition "targeted" and the kinds of card whose effect
counts; and "If this card is in face-up Defense Position, destroy this card" (Berserk Gorilla), stored with the held
state "self-position defense". Neither starts a chain: once a Chain Link has resolved, the monster the state holds
for is destroyed right then, before the next link resolves (Berserk Gorilla's rulings: destroyed after Swords of
Revealing Light resolves, and in the middle of the chain by Zero Gravity). A negated activation does not resolve, so
it destroys nothing (Spirit Reaper's rulings); an effect that was negated still resolved and still does. A monster
whose effects are negated (Skill Drain) applies nothing."""

from __future__ import annotations

from edison_kg.timing.negated_effects import effects_negated
from edison_kg.timing.rules import own_destruction_states
from edison_kg.timing.rules.own_destruction_targeted import targeted_on_the_field
from edison_kg.timing.scenario import Event

RULE = "ce-own-destruction-applied-at-once"
AFTER_DAMAGE_CALCULATION = "ce-own-destruction-after-damage-calculation"


def _destroys_itself(effect) -> bool:
    return effect.kind == "continuous" and len(effect.clauses) == 1 and effect.clauses[0].action == "destroy" \
        and effect.clauses[0].subject == "self"


def _after_targeting(state, ref: str, effect, link) -> bool:
    """Was ``ref`` the target of the resolved link, of a kind of card whose effect counts?"""
    condition = effect.condition
    if condition is None or condition.types != ["targeted"] or not condition.self_card or ref not in link.targets:
        return False
    kinds = condition.activation_kind.classes
    # (round 119) targeted off the field and brought there by a one-shot effect: not targeted as a face-up monster
    return (not kinds or link.info.card_type in kinds) and targeted_on_the_field(state, ref, link)


def _position_held(state, ref: str, effect) -> bool:
    positions = [need.split(" ", 1)[1] for need in effect.needs_held if need.startswith("self-position ")]
    return bool(positions) and state.cards[ref].position in positions


_ZONES_OF_ITS_TYPE = {"monster": ("monster_zone",), "spell": ("spell_trap_zone", "field_zone"), "trap": ("spell_trap_zone",)}


def _own_destructions(state):
    """Each face-up monster whose effects apply, with its effects that destroy it (a monster destroyed by battle,
    waiting for the end of the Damage Step to be sent, is left to that); (round 151) each face-up Spell/Trap Card
    too, in its zone."""
    for ref, info in state.infos.items():
        zone = _ZONES_OF_ITS_TYPE.get(info.card_type, ())
        if ref not in state.cards or not state.face_up_on_field(ref) \
                or state.cards[ref].zone not in zone or state.cards[ref].sent_at_damage_step_end is not None \
                or effects_negated(state, ref, by_others=True):
            continue
        own = [e for e in info.effects if _destroys_itself(e)]
        if own:
            yield ref, own


def destroyed_at_once(state, link) -> None:
    """Destroy, right after ``link`` resolved, each face-up monster whose own destruction now applies."""
    if link.activation_negated:
        return
    found, by_state = [], False
    moments = own_destruction_states.moments_of_the_link(state, link)
    for ref, own in list(_own_destructions(state)):
        if any(_after_targeting(state, ref, e, link) or _position_held(state, ref, e) for e in own):
            found.append(ref)
        elif any(own_destruction_states.field_state_held(state, ref, e, moments) for e in own):     # (round 113)
            found.append(ref)
            by_state = True
    if not found:
        return
    state.record(_destroyed(state, found), "resolution", chain=state.chain_number, link=link.number,
                 links_below=len(state.chain))
    state.cite(RULE)
    if by_state:
        state.cite(own_destruction_states.RULE)


def destroyed_after_damage_calculation(state) -> None:
    """(round 113) A Set monster whose own destruction waits for face-up Defense Position, flipped face-up by an attack,
    is destroyed after damage calculation (Berserk Gorilla's rulings: "If a face-down Berserk Gorilla is attacked and
    flipped face-up, it's destroyed after damage calculation"): the flip comes in the Damage Step, where the state is
    only applied once damage calculation is over. Called after each moment recorded outside a chain; acts only on
    the moment that was the battle's damage calculation (battle damage, or a destruction by battle)."""
    battle, last = state.battle, (state.moments[-1] if state.moments else None)
    if battle is None or last is None or state.phase != "damage_step" or last.context != "outside" \
            or not any(e.cause == "battle" and e.event in ("damage_inflicted", "destroyed") for e in last.events):
        return
    own = dict(_own_destructions(state))
    found = [ref for ref in (battle.target, battle.attacker)
             if ref in own and any(_position_held(state, ref, e) for e in own[ref])]
    if not found:
        return
    state.record(_destroyed(state, found), "outside")
    state.cite(RULE)
    state.cite(AFTER_DAMAGE_CALCULATION)


def destroyed_outside_a_chain(state, step, first: int) -> None:
    """(Round 113) After something that happened outside a Chain (a scenario's told events, a Field Spell Card
    destroyed or a monster turned face-up), each face-up monster whose field state now holds is destroyed at once,
    a moment of its own; a Summon is left alone, as it can still be negated in the moment it is attempted."""
    if step.kind != "events" or state.chain or state.resolving is not None or len(state.moments) <= first:
        return
    found = [ref for ref, own in list(_own_destructions(state))
             if any(own_destruction_states.field_state_held(state, ref, e, state.moments[first:]) for e in own)]
    if found:
        state.record(_destroyed(state, found), "outside")
        state.cite(RULE)
        state.cite(own_destruction_states.RULE)


def _destroyed(state, refs: list[str]) -> list[Event]:
    """Destroyed by its own effect: ``by`` is the monster itself ("except by its own effect"). A later step that tells the
    same destruction only says again what the rules did (State.restates)."""
    events = [Event("destroyed", card=ref, player=state.controller(ref), cause="effect", by=ref, to_zone="graveyard")
              for ref in refs]
    state.sent_by_rule.update({event.card: event for event in events})
    return events
