"""Damage a player does not take (rule ce-damage-not-taken): while a continuous effect
says its player takes no effect damage (Des Wombat), or an effect that resolved this turn turns
each damage they would take into a gain of that much LP (Rainbow Life), an activation that
inflicts effect damage to that player inflicts them none, so a card that answers an activation
"that would inflict damage to you" has nothing to answer."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing import part_turned_away
from edison_kg.timing.scenario import Event

NOT_TAKEN = "ce-damage-not-taken"
# restriction kinds (tables/restrictions.toml) that keep effect damage from being taken
EFFECT_DAMAGE_NOT_TAKEN = ("no-effect-damage", "damage-becomes-gain")


def effect_damage_kept_off(state, player: str) -> str | None:
    """The name of the card whose effect keeps ``player`` from taking effect damage now, or None."""
    for holder, restriction in state.restrictions():
        if restriction.kind not in EFFECT_DAMAGE_NOT_TAKEN:
            continue
        owner = state.controller(holder)
        if restriction.players == "both" or (owner == player) == (restriction.players == "you"):
            return state.infos[holder].name
    return None


DAMAGE_BECOMES_GAIN = "ce-damage-becomes-gain"


def damage_replaced(state, event, link):
    """An effect's damage that becomes a gain of that much Life Points for the player who would take it: while a
    continuous effect says so (Prime Material Dragon: "Any effect that would inflict damage to a player increases their
    Life Points by the same amount, instead"; Rainbow Life for its player this turn), or when a card chained to that
    effect said so (Energy-Absorbing Monolith: "That damage is negated and you gain Life Points equal to the amount").
    The player takes no damage: they gain LP, and it is that gain which happens (rule ce-damage-becomes-gain).
    Returns the event that happens instead, or None."""
    if event.event != "damage_inflicted" or event.cause != "effect" or event.player is None:
        return None
    if link is not None and event.player in link.damage_becomes_gain_for:
        return replace(event, event="lp_gained")
    return _swapped(state, event, "damage-becomes-gain", "lp_gained")


def _swapped(state, event, kind: str, becomes: str):
    """``event`` as ``becomes`` when a restriction of ``kind`` that applies now reaches its player (its holder's
    controller for "you", either player for "both"), else None."""
    for holder, restriction in state.restrictions():
        if restriction.kind != kind:
            continue
        owner = state.controller(holder)
        if restriction.players == "both" or (owner == event.player) == (restriction.players == "you"):
            return replace(event, event=becomes)
    return None


GAIN_BECOMES_DAMAGE = "ce-lp-gain-becomes-damage"


def gain_replaced(state, event):
    """An effect's gain of Life Points that a continuous effect turns into damage (Darklord Nurse
    Reficule: "Any effect that would make your opponent gain LP inflicts the same amount of damage
    to them, instead"): the player takes that damage and never gains, so nothing that answers a gain
    is set off (rule ce-lp-gain-becomes-damage). Returns the event that happens instead, or None."""
    if event.event != "lp_gained" or event.cause != "effect":
        return None
    return _swapped(state, event, "gain-becomes-damage", "damage_inflicted")


def gain_turned_into_damage(state, player: str) -> bool:
    """Does a continuous effect that applies now turn a gain of Life Points by ``player`` from an effect into damage to
    them (rule ce-lp-gain-becomes-damage)?"""
    return gain_replaced(state, Event("lp_gained", player=player, cause="effect")) is not None


TURNED_BACK = "ce-damage-turned-back-on-its-activator"


def turn_back_the_link_below(state, link) -> None:
    """"Activate only when a card's effect that would inflict damage to you is activated. Your opponent takes the damage
    instead" (Barrel Behind the Door, Spell of Pain): resolving, it inflicts nothing itself; the Chain Link it answers,
    the one below it, inflicts its damage to its own player when it resolves (rule ce-damage-turned-back-on-its-activator)."""
    if state.chain and state.chain[-1].controller != link.controller:
        state.chain[-1].damage_turned_back = True


def gain_for_the_link_below(state, link) -> None:
    """"Chain this card to an opponent's card effect that would inflict damage to you. That damage is negated and you
    gain Life Points equal to the amount you would have taken" (Energy-Absorbing Monolith): resolving, it gains nothing
    itself; the Chain Link it answers, the one below it, makes its player gain that much LP instead of damaging them
    when it resolves (rule ce-damage-becomes-gain)."""
    if state.chain and state.chain[-1].controller != link.controller:
        state.chain[-1].damage_becomes_gain_for.add(link.controller)


def turned_back(state, event, link):
    """The damage a resolving effect inflicts, turned back onto the player whose effect it is: by a card chained to it
    (above), or by an effect that resolved this turn and still applies ("any effect activated by your opponent that would
    inflict damage becomes an effect that inflicts damage to their Life Points", Nature's Reflection; restriction
    damage-turned-back). The damage is no longer the other player's: what answers their taking damage is not met."""
    if event.event != "damage_inflicted" or event.cause != "effect" or event.player == link.controller:
        return event
    by = None if not link.damage_turned_back else link.card
    for holder, restriction in state.restrictions() if by is None else ():
        bound = {"you": {state.controller(holder)}, "opponent": {state.opponent(state.controller(holder))}}.get(
            restriction.players, {"A", "B"})
        if restriction.kind == "damage-turned-back" and link.controller in bound:
            by = holder
    if by is None:
        return event
    state.cite(TURNED_BACK)
    return replace(event, player=link.controller)


HALVED = "ce-effect-damage-halved"


def taken(state, event, link):
    """The damage a resolving effect inflicts as its player takes it: turned back (above), then halved, rounded down,
    while an effect that resolved this turn says so for that player ("Halve all effect damage you take this turn",
    Damage Translation; restriction effect-damage-halved, rule ce-effect-damage-halved)."""
    event = turned_back(state, event, link)
    if event.event != "damage_inflicted" or event.cause != "effect" or event.amount is None:
        return event
    for holder, restriction in state.restrictions():
        owner = state.controller(holder)
        if restriction.kind == "effect-damage-halved" and \
                (restriction.players == "both" or (owner == event.player) == (restriction.players == "you")):
            state.cite(HALVED)
            return replace(event, amount=event.amount // 2)
    return event


BECOMES_ZERO = "ce-effect-damage-becomes-0"


def none_taken(state, events: list) -> list:
    """The events of a resolving effect without the effect damage that becomes 0 for its player ("Any damage to you
    from a card effect becomes 0", Des Wombat, from any card's effect, its own player's too; "you take no effect
    damage this turn"; restriction no-effect-damage): a damage of 0 is no damage, so no event of it is left and nothing
    that answers a player taking damage is met (rule ce-effect-damage-becomes-0)."""
    kept = []
    for event in events:
        if event.event == "damage_inflicted" and event.cause == "effect" and event.player in ("A", "B"):
            by = _kept_off_by(state, event.player)
            if by is not None:
                state.cite(BECOMES_ZERO)
                state.assume(f"{by}'s effect makes the effect damage to player {event.player} 0: no damage is inflicted")
                continue
        kept.append(event)
    return kept


def _kept_off_by(state, player: str) -> str | None:
    for holder, restriction in state.restrictions():
        owner = state.controller(holder)
        if restriction.kind == "no-effect-damage" and \
                (restriction.players == "both" or (owner == player) == (restriction.players == "you")):
            return state.infos[holder].name
    return None


def turned_away_now(state, link, clause) -> bool:
    """As ``link`` resolves: is ``clause`` the part after "and if you do" or "then" that needs a damage to the opponent
    the opponent will not take (turned back, made a gain, kept off)? Then it is not done (rule
    res-part-after-damage-turned-away, timing/part_turned_away.py)."""
    if part_turned_away.damage_before(link, clause) is None:
        return False
    opponent = state.opponent(link.controller)
    damage = Event("damage_inflicted", player=opponent, cause="effect", by=link.card)
    if damage_replaced(state, damage, link) is None and effect_damage_kept_off(
            state, opponent) is None and turned_back(state, damage, link).player == opponent:
        return False
    part_turned_away.say(state, link)
    return True
