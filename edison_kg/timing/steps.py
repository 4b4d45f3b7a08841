"""A scenario's steps applied to the duel state: activations push Chain Links, resolutions pop
them and do what the card reader read the effect's clauses to do, Summons, events and phases.

A step the duel state makes impossible (a card activated from where it cannot be, a face-down
monster's effect, a resolution with nothing on the chain) is a bad scenario, never a guess.
"""

from __future__ import annotations

from edison_kg.errors import BadScenario
from edison_kg.timing.flipped_by_link import flips_by_the_resolving_link
from edison_kg.timing.after_resolution import STAYING, after_resolution
from edison_kg.timing import acted_on, battle_damage, clause_cards, control, implied, life_points, sent_after_a_chain, \
    resolution_named, set_on_the_field, stat_branches, coin_results, parts_not_done, negated_kinds, tokens_summoned, \
    own_equip_target
from edison_kg.timing.cards import option_chosen
from edison_kg.timing.clause_cards import ACTS_ON_THE_FIELD
from edison_kg.timing.rules.effect_meant import effect_for_step
from edison_kg.timing.rules.chain import chain_speed
from edison_kg.timing.rules.damage_step_end import activated_at_damage_step_end
from edison_kg.timing.rules.drawn_count import drawn_count, no_draw_of_none
from edison_kg.timing.rules import damage_taken, drawn_sent, equip_cards, option_named, own_destruction
from edison_kg.timing.rules.applied_at_once import applied_after_step
from edison_kg.timing.rules.damage_taken import GAIN_BECOMES_DAMAGE, gain_replaced
from edison_kg.timing.rules.spell_trap import card_place_verdict
from edison_kg.timing.rules.resolve_needs import why_it_does_not_resolve
from edison_kg.timing.rules import SUMMON_EVENTS, TRIGGER_KINDS, conjunction_moments
from edison_kg.timing.scenario import Event, Step
from edison_kg.timing.rules.conditions import SIDE_SUMMONED_TO_RULE
from edison_kg.timing.procedure_side import put_on_its_side, summoner_and_side
from edison_kg.timing.returned_at_once import join_control_returned_at_once
from edison_kg.timing.state import EVENT_DESTINATIONS, PHASE_ORDER, SUMMON_EVENT, ChainLink, State
from edison_kg.vocab.schemes import FIELD_ZONES

# the events whose destination a resolving clause states (a draw and the Summon methods do not)
CLAUSE_DESTINATIONS = ("special_summon", "normal_summon", "destroyed", "banished", "sent_to_gy", "added_to_hand",
                       "discarded", "returned_to_hand", "returned_to_deck", "tributed")
# events of a player that no card of the scenario is: damage, LP, draws
PLAYER_ONLY_EVENTS = ("damage_inflicted", "lp_gained", "lp_paid", "drawn")
_TAKEN = ("sent_to_gy", "banished")   # an unnamed card sent from the opponent's Deck or hand is that player's


# phases that last: what they set off ("during the Standby Phase") may be activated all through them
LASTING_PHASES = ("standby", "end")


def start(state: State) -> None:
    """Before the first step: the contradictions of the cards as the scenario writes them; a scenario that starts
    in the Standby or End Phase is in it from its start, so that phase's effects were set off and none of them was
    activated before its first step (rule phase-started-in)."""
    implied.check_cards(state)
    steps = state.scenario.steps
    if state.phase_stated and (state.phase in LASTING_PHASES or _at_the_draw_phase_start(state)) \
            and not (steps and steps[0].kind == "phase"):
        words = implied.PHASE_WORDS[state.phase]
        state.assume(f"The scenario starts in {words}: {words} has begun, and no effect it sets off was activated "
                     f"before the scenario's first step")
        state.notes.append("phase-started-in")
        state.record([Event("phase_entered", player=state.turn_player)], "phase")
        if state.phase == "end":
            _end_phase_returns(state)


def _at_the_draw_phase_start(state: State) -> bool:
    """A scenario that starts in the Draw Phase and tells of neither the normal draw nor an activation is
    at the Draw Phase's start, before the normal draw: what it sets off ("during your opponent's Draw Phase,
    before their normal draw") is still to be activated (rule phase-started-in). Once the draw, or an effect
    in place of it, is told of, that point has passed, and nothing is assumed."""
    if state.phase != "draw":
        return False
    for step in state.scenario.steps:
        if step.kind in ("activate", "resolve") or any(
                e.event == "drawn" and e.cause == "rule" for moment in step.moments or () for e in moment):
            return False
    return True


def apply(state: State, step: Step) -> None:
    state.memo.clear()
    first = len(state.moments)
    {"activate": _activate, "resolve": _resolve, "summon": _summon, "events": _events,
     "phase": _phase}[step.kind](state, step)
    applied_after_step(state, step, first)    # continuous effects that apply at once, no Chain


# ------------------------------------------------------------------ activations

def _activate(state: State, step: Step) -> None:
    info = state.infos[step.card]
    effect = effect_for_step(state, step, state.set_or_in_hand(step.card))   # the effect the moment means
    effect = option_chosen(effect, step.effect_text)     # a bulleted option's locks only
    if effect is not None and effect.kind in ("continuous", "unanalyzed"):
        raise BadScenario(f"effect {effect.number} of {info.name} is a {effect.kind} effect and cannot be activated",
                          where=step.path)
    if activated_at_damage_step_end(state, step.card, effect):
        state.end_damage_step()      # it answers the end of the Damage Step: the battle's destroyed monsters are gone
    card = state.cards[step.card]
    _check_place(state, step, info, effect)
    implied.before_activation(state, step, effect)
    if not state.chain:
        state.chain_number += 1
    controller = state.controller(step.card)
    first_moment = len(state.moments)
    if step.cost:
        implied.before_events(state, step.cost)
        state.record(step.cost, "cost", chain=state.chain_number, link=len(state.chain) + 1)
    implied.check_targets(state, step, effect)
    link = ChainLink(number=len(state.chain) + 1, card=step.card, info=info, effect=effect,
                     controller=controller, targets=list(step.targets),
                     speed=chain_speed(info, effect, state.ruleset),
                     trigger=effect is not None and effect.kind in TRIGGER_KINDS,
                     first_moment=first_moment, turn=state.turn,
                     off_field=card.zone in ("hand", "graveyard"),
                     answered=None if step.targets else clause_cards.card_answered(state, step.card, effect))
    state.chain.append(link)
    option_named.chosen_at_activation(state, link, step)   # its option, chosen now, is what resolves
    card_activation = effect is None or effect.kind == "card-activation"
    if card_activation and info.card_type in ("spell", "trap"):
        # the card is placed face-up on the field (or turned face-up there)
        before = (card.on_field, card.face_up)
        card.zone = "field_zone" if "Field" in info.subtypes else (
            card.zone if card.zone in FIELD_ZONES else "spell_trap_zone")
        card.face_up = True
        state.note_face(step.card, len(state.moments), before)
        equip_cards.not_yet_equipped(card, info, effect)   # an Equip Card only when it resolves
    kind = "card_activated" if card_activation else "effect_activated"
    events = [Event(kind, card=step.card, player=controller)]
    events += [Event("targeted", card=t, player=state.controller(t), by=step.card) for t in step.targets]
    moment = state.record(events, "activation", link=link.number)
    state.activations.append((link, moment.index))


def _check_place(state: State, step: Step, info, effect) -> None:
    """What the duel state makes impossible: a Spell/Trap Card activated from the GY, the
    banishment or the Deck; a face-down monster's effect used as if it were face-up."""
    card = state.cards[step.card]
    if (effect is None or effect.kind == "card-activation") and info.card_type in ("spell", "trap") \
            and card.zone in ("graveyard", "banished", "deck", "extra_deck"):
        raise BadScenario(f"{info.name} is in the {card.zone.replace('_', ' ')}: a Spell/Trap Card is activated from "
                          f"the hand or the field, not from there", where=f"{step.path}.activate")
    placed = card_place_verdict(state, step.card, effect)
    if placed is not None:
        raise BadScenario(f"{info.name} cannot be activated here: {placed.explanation[0].lower()}{placed.explanation[1:]}",
                          where=f"{step.path}.activate")
    if info.card_type == "monster" and effect is not None and effect.kind in ("ignition", "quick") \
            and card.zone == "monster_zone" and card.face_up is False:
        raise BadScenario(f"{info.name} is face-down: the effects of a face-down monster cannot be activated "
                          f"(flip it face-up first)", where=f"{step.path}.activate")


# ------------------------------------------------------------------ resolutions

def _resolve(state: State, step: Step) -> None:
    if not state.chain:
        raise BadScenario(f"there is no Chain to resolve (no Chain Link {step.link})", where=f"{step.path}.resolve")
    top = state.chain[-1]
    if step.link != top.number:
        exists = step.link <= len(state.chain)
        problem = (f"Chain Link {step.link} cannot resolve yet: Chain Link {top.number} is on top and resolves first"
                   if exists else f"there is no Chain Link {step.link} (the Chain has {len(state.chain)} link(s))")
        raise BadScenario(problem, where=f"{step.path}.resolve")
    state.chain.pop()
    state.resolving = top
    below = len(state.chain)
    first_new = len(state.moments)
    if top.activation_negated:
        # a negated activation does not resolve: the previous link stays the last thing
        state.notes.append("neg-activation-previous-link-last")
        if state.moments:
            state.moments[-1].after_negated_activation = True
        after_resolution(state, top)
        return
    why = None if step.moments else why_it_does_not_resolve(state, top, step.moments is not None)
    if why is not None:
        state.notes.append(why)    # it does not resolve: what happened before stays the last thing
        after_resolution(state, top)
        return
    negated_by = None if step.moments else _negated_at_resolution(state, top)
    if negated_by is not None:
        top.effect_negated = True
        state.notes.append(negated_by)
    if step.moments:
        # the moments it states follow one another; they are the later part of a "then" only
        # when its text joins its actions by one (rule conj-simultaneous-no-missed-timing)
        joined = _joins_in_sequence(top)
        implied.told_moments(state, step.moments)
        for i, events in enumerate(step.moments):
            events = [e for e in events if not state.restates(e)]   # what the rules already did is not done twice
            if not events:
                continue
            implied.before_events(state, events)
            flips_by_the_resolving_link(state, top, events)
            _summoned_positions(top, events)
            state.record(events, "resolution", chain=state.chain_number, link=top.number, links_below=below,
                         sequential=i > 0 and joined)
            if i > 0:
                join_control_returned_at_once(state, top.card)      # (183) Remove Brainwashing's return
    elif _equips_as_it_resolves(state, step, top):
        # an Equip Spell Card activated as a card is equipped to its target as it resolves (rule
        # eq-equip-needs-a-monster-to-equip): what its equipped monster does from then on meets its conditions
        state.record([Event("equipped", card=top.card, player=top.controller, cause="effect", by=top.card,
                            target=top.targets[0])], "resolution", chain=state.chain_number, link=top.number,
                     links_below=below)
    elif step.moments is not None or top.effect_negated or top.effect is None or not top.effect.clauses \
            or coin_results.result_left_open(state, top):    # a coin's unsaid result: rule res-chance-result-not-a-choice
        if top.effect_negated and negated_by is None:
            state.notes.append("neg-effect-still-resolves")
        state.record([Event("chain_link_resolved", card=top.card, player=top.controller)], "resolution",
                     chain=state.chain_number, link=top.number, links_below=below)
    elif any(c.alternative for c in top.effect.clauses) and not stat_branches.decided(state, top):
        # the player chose one of bulleted options: the scenario must say which (never a guess)
        raise BadScenario(f"{top.info.name} offers a choice between options when it resolves; state what it "
                          f"did with {{\"resolve\": {top.number}, \"events\": [...]}}", where=f"{step.path}.resolve")
    else:
        named: list[str | None] = [None]   # the card the last clause acted on ("destroy it")
        gone, undone = clause_cards.targets_gone(state, top), [False]   # rule res-target-gone-not-done
        for i, (clauses, conj) in enumerate(conjunction_moments(stat_branches.met(state, top))):
            events = [e for clause in clauses for e in acted_on.done_so_far(top, parts_not_done.kept(
                state, top, clause, clause_cards.targets_still_there(state, clause, life_points.without_no_amount(
                    state, no_draw_of_none(_clause_events(state, top, clause, named))), gone, undone), undone))]
            if not events and (undone[0] or parts_not_done.found_nothing(state, top, i, conj)):
                continue
            events = damage_taken.none_taken(state, [_replaced(state, e, top) for e in events])
            events = set_on_the_field.turned_face_down(state, clause_cards.named_only(state, events))
            if clause_cards.destroyed_where_it_goes(events) != events:
                events = clause_cards.destroyed_where_it_goes(events)
                state.cite("cond-destroyed-and-banished")
            state.record(events or [Event("effect_applied", card=top.card, player=top.controller)], "resolution",
                         chain=state.chain_number, link=top.number, links_below=below, sequential=i > 0,
                         conjunction=conj)
        if len(state.moments) == first_new:     # its targets gone, it changed nothing: it still resolved
            state.notes.append("res-target-gone-not-done")
            state.cite("mtt-resolution-without-effect-is-the-last-thing")
            state.record([Event("chain_link_resolved", card=top.card, player=top.controller)], "resolution",
                         chain=state.chain_number, link=top.number, links_below=below)
        set_on_the_field.set_again(state, top, below)     # "Set this card face-down instead of sending it to the GY"
    if (top.effect is None or top.effect.kind == "card-activation") and top.targets and not top.effect_negated \
            and control.taken_by_equip(top.info) and state.cards[top.card].on_field \
            and state.cards[top.targets[0]].on_field and state.controller(top.targets[0]) != top.controller:
        # an Equip Card that takes control of its monster: it does so as it resolves, until it leaves
        control.taken(state, top.targets[0], top.card, False)
        state.record([Event("control_changed", card=top.targets[0], player=top.controller, cause="effect", by=top.card)],
                     "resolution", chain=state.chain_number, link=top.number, links_below=below)
    if len(state.moments) > first_new:
        state.resolved[len(state.moments) - 1] = top
        state._happenings = None
    if (top.effect is None or top.effect.kind == "card-activation") and top.targets and not top.effect_negated \
            and any(s in STAYING for s in top.info.subtypes) and state.cards[top.card].on_field:
        state.links[top.card] = top.targets[0]   # Call of the Haunted and its target
    if step.moments is None:
        battle_damage.note_made_zero(state, top)    # "you take no battle damage from that battle"
    after_resolution(state, top)


def _equips_as_it_resolves(state: State, step: Step, link: ChainLink) -> bool:
    """Is it an Equip Spell Card activated as a card (its text gives the activation nothing to do: no effect, or
    only a cost) that resolves with its target still face-up on the field, and the scenario states nothing else it did?"""
    if step.moments is not None or link.effect_negated or not link.targets:
        return False
    if link.effect is not None and (link.effect.kind != "card-activation" or link.effect.clauses):
        return False
    target = state.cards.get(link.targets[0])
    return ("Equip" in link.info.subtypes and state.cards[link.card].on_field is not False
            and target is not None and target.on_field is not False and target.face_up is not False)


def _joins_in_sequence(link: ChainLink) -> bool:
    """Does the text of the resolving effect join any of its actions by a sequential
    conjunction ("then", "also, after that", a next sentence)? Unknown text: taken as stated."""
    if link.effect is None or not link.effect.clauses:
        return True
    return len(conjunction_moments(link.effect.clauses)) > 1


def _negated_at_resolution(state: State, link: ChainLink) -> str | None:
    """Why the link does nothing when it resolves, if it does nothing: its effect is negated by
    a continuous effect that applies to its card (Imperial Order, Skill Drain, Royal Decree), or
    it is a Continuous/Equip card's activation whose card has left the field
    (rule eq-equip-must-resolve). None when it resolves as its text says."""
    card = state.cards[link.card]
    for owner, restriction in state.restrictions():
        if owner != link.card and state.restricts(restriction, owner, link.card, "negate-effects"):
            return negated_kinds.resolving_negated_by(restriction)    # rule neg-kind-negated-as-it-resolves
    if (link.effect is None or link.effect.kind == "card-activation") and link.info.card_type in ("spell", "trap") \
            and any(s in STAYING for s in link.info.subtypes) and card.zone is not None and card.on_field is False:
        return "eq-equip-must-resolve"
    return None


# ------------------------------------------------------------------ Summons, events, phases

def _summon(state: State, step: Step) -> None:
    implied.before_summon(state, step)
    card = step.card
    player, side = summoner_and_side(state, card, step.method)     # its own way may put it on the other field
    if step.materials:  # materials and Tributes leave the field even when the Summon is then negated
        kind = "tributed" if step.method in ("tribute", "ritual") else "sent_to_gy"
        events = [Event(kind, card=m, player=state.controller(m), from_zone=state.cards[m].zone or "monster_zone",
                        to_zone="graveyard", cause="summon_material") for m in step.materials]
        state.record(events, "summon_material", negated_summon=step.negated)
    if step.negated:
        state.negated_summons.append((card, len(state.moments), step.method, state.turn))
        state.record([Event("summon_negated", card=card, player=player)], "summon_negated")
        state.notes.append("neg-summon-never-on-field")
        return
    put_on_its_side(state, card, side)
    # a Summon by game mechanics is first attempted: cards that negate a Summon answer that
    # moment ("would be Summoned"), and it is the same moment as the Summon
    kind = SUMMON_EVENT[step.method]
    state.record([Event(kind, card=card, player=player, to_zone="monster_zone", side=side),
                  Event("summon_attempted", card=card, player=player, summon=kind, side=side)], "summon")


def _events(state: State, step: Step) -> None:
    implied.told_moments(state, step.moments)
    for told, events in enumerate(step.moments):
        sent = [e for e in events if _sends_destroyed_by_battle(state, e)]
        if sent:      # the battle's destruction is carried out: the Damage Step ends (written after a chain: 143)
            sent_after_a_chain.end_of_the_damage_step(state, sent)
        # what the rules already did is not done twice
        events = [e for e in events if not state.restates(e) and not any(e is s for s in sent)]
        if events:
            battle_damage.stated_damage_made_zero(state, events)
            events = implied.flipped_by_the_attack(state, events)
            implied.before_events(state, events)
            implied.flip_the_attacked_set_monster(state, events)     # Damage Step substeps
            before = len(state.moments)
            state.record(events, "resolution" if state.chain else "outside")
            if told:
                join_control_returned_at_once(state)      # (183) Remove Brainwashing's return, at once
            if len(state.moments) == before + 1 and _damage_calculation(state, state.moments[-1]) \
                    and before and _damage_calculation(state, state.moments[before - 1]):
                state.join_previous()
                state.cite("bt-damage-calculation-one-moment")
            own_destruction.destroyed_after_damage_calculation(state)     # (113) Berserk Gorilla flipped by an attack


def _sends_destroyed_by_battle(state: State, event: Event) -> bool:
    """Does the event only send a monster destroyed by battle where its destruction sends it, at
    the end of the Damage Step (rule bt-destroyed-monster-applies-until-sent)?"""
    card = state.cards.get(event.card) if event.card is not None else None
    return card is not None and card.sent_at_damage_step_end is not None \
        and event.event in ("sent_to_gy", "destroyed") and event.cause in (None, "battle", "rule") \
        and event.to_zone in (None, card.sent_at_damage_step_end)


# what damage calculation does: the flip of the attacked Set monster, battle damage, destruction
DAMAGE_CALCULATION = ("flipped_face_up", "damage_inflicted", "destroyed")


def _damage_calculation(state: State, moment) -> bool:
    """Is the moment part of the damage calculation of the battle going on (outside any chain,
    in the Damage Step, only what the battle did and the rules did after it)?"""
    if moment.context != "outside" or moment.phase != "damage_step" or state.battle is None \
            or not state.battles or moment.index <= state.battles[-1].moment:
        return False
    battle = [e for e in moment.events if e.cause == "battle" and e.event in DAMAGE_CALCULATION]
    return bool(battle) and all(e.cause in ("battle", "rule") for e in moment.events)


def _phase(state: State, step: Step) -> None:
    if _leaves_the_battle_phase(state, step):
        # Main Phase 2 or the End Phase comes only after the end of the Battle Phase
        # ("At the end of the Battle Phase, if this card battled"), even when the scenario skips it (rule
        # state-battle-phase-ends-before-main-phase-2)
        _phase(state, Step(kind="phase", path=step.path, phase="battle"))
    if state.phase == "damage_step" and step.phase != "damage_step":
        state.end_damage_step()
    if PHASE_ORDER[step.phase] < PHASE_ORDER.get(state.phase, 0):
        state.turn += 1  # back to an earlier phase: the next turn, which is the other player's
        state.assume(f"A new turn has begun with {implied.PHASE_WORDS[step.phase]}: it is player {state.turn_player}'s "
                     f"turn, since each turn after the first belongs to the other player")
        state.cite("turn-alternates")
    state.phase = step.phase
    state.phase_stated = True
    if step.phase not in ("battle", "damage_step"):
        state.battle = None            # the Battle Phase is over, and with it the battle
    state.record([Event("phase_entered", player=state.turn_player)], "phase")
    if step.phase == "end":
        _end_phase_returns(state)


def _summoned_positions(link: ChainLink, events: list[Event]) -> None:
    """A Summon the scenario says the resolving effect did puts its monster in the position the effect's
    Summon clause names ("Special Summon it in Defense Position"), unless the event names its own."""
    clauses = link.effect.clauses if link.effect is not None and not link.effect_negated else []
    for event in events:
        if event.event not in SUMMON_EVENTS or event.position is not None or event.face_down or event.by not in (None, link.card):
            continue
        said = {c.summons_in_position for c in clauses if c.event == event.event} | \
            {"face_down" for c in clauses if c.event == event.event and c.face_down}
        if len(said) == 1:
            event.position = said.pop()


def _leaves_the_battle_phase(state: State, step: Step) -> bool:
    """Does the game move on from the Battle Phase (or its Damage Step) to a later phase of the same turn
    without the scenario passing through the end of the Battle Phase (the game's last moment entering it)?"""
    if state.phase not in ("battle", "damage_step") or step.phase not in ("main2", "end"):
        return False
    last = state.moments[-1] if state.moments else None
    return state.phase == "damage_step" or last is None or not (last.context == "phase" and last.phase == "battle")


def _end_phase_returns(state: State) -> None:
    """When the End Phase comes, what was taken until then goes back (rule state-control-returns)."""
    back = control.returns_at_end_phase(state)
    if back:
        state.record(back, "outside")


# ------------------------------------------------------------------ what clauses do

SUMMON_OR_ACTIVATION = "neg-summon-or-activation-what-it-answered"

def _clause_events(state: State, link: ChainLink, clause, named: list) -> list[Event]:
    """The events a resolving clause causes, from what the card reader read of it."""
    kind = clause.event
    if kind == "summon_negated" and clause.negates_if_not_a_summon and state.chain:   # it answered an activation
        kind = f"{clause.negates_if_not_a_summon}_negated"
        state.notes.append(SUMMON_OR_ACTIVATION)
    if kind is None or clause.moves_damage or drawn_sent.marks_the_draw_below(state, link, clause):   # it inflicts none of its own
        if clause.moves_damage and clause.event == "lp_gained":     # "That damage is negated and you gain LP ..."
            damage_taken.gain_for_the_link_below(state, link)
        elif clause.moves_damage:
            damage_taken.turn_back_the_link_below(state, link)
        return [Event("effect_applied", card=link.card, player=link.controller)]
    if clause.every:
        if clause.all_named_by_its_condition:
            state.cite("res-all-of-them-it-names")     # "If there are any Field Spell Cards on the field, destroy them"
        return [_clause_event(state, kind, card, link, clause) for card in clause_cards.unprotected(
            state, link, clause, clause_cards.named_and_every_card(state, clause, link, named[0]))]
    several = clause_cards.several_targets(clause, link, named[0], state) \
        or clause_cards.up_to_targets(state, clause, link, named[0]) \
        or clause_cards.each_players_only_monster(state, clause, link, named[0]) \
        or acted_on.cards_acted_on(state, clause, link, named[0])      # "the monster that destroyed this card"
    if several:
        if clause.acts_on_the_targets and len(several) > 1:
            state.cite("res-those-targets-each")
        named[0] = several[0]
        return acted_on.from_the_hand(state, clause, [_clause_event(state, kind, card, link, clause) for card in several])
    card = _clause_card(clause, link, named[0])
    if card is not None and named[0] is None and not link.targets and card == link.answered != link.card:
        state.cite("res-that-monster-is-its-events-card")     # "destroy that monster(s)"
    if card is None and clause.picks_on_field == 1 and (not link.targets or clause_cards.picks_apart(state, clause, link)):
        card = acted_on.the_one_card_picked(state, clause, link)
    if card is None and (card := clause_cards.the_one_named(state, clause, link)) is not None:
        # by its name or kind, for "add it" after it too; "take damage equal to its ATK" stays a player's
        named[0], card = card, (None if kind in PLAYER_ONLY_EVENTS else card)
    if kind in ("activation_negated", "effect_negated") and card is None and state.chain:
        card, kind = negated_kinds.link_below_negated(state, link, kind)     # the link below, if of its kind
    if clause.player in ("both", "controller", "owner") and kind in PLAYER_ONLY_EVENTS:   # "to both players": no card
        about = card or named[0] or (link.targets[0] if link.targets else None)
        if about is not None and clause.player != "both" and about in clause_cards.targets_gone(state, link):
            # (185) "inflict 500 damage to its controller", that target gone: said of the target, so the part on a gone
            # target is left out (clause_cards.done_on_targets) and its controller takes nothing
            state.cite("res-amount-by-a-gone-target-not-done")
            return [Event(kind, card=about, cause="effect", by=link.card)]
        players = ["A", "B"] if clause.player == "both" else [resolution_named.player_named(state, about, link, clause)]
        return [Event(kind, player=p, cause="effect", by=link.card,
                      amount=life_points.clause_lp(state, clause, link.card, about or named[0])) for p in players]
    if card is not None:
        named[0] = card
    return tokens_summoned.as_tokens(state, clause, link, [_clause_event(state, kind, card, link, clause, named[0])])


def _clause_event(state: State, kind: str, card: str | None, link: ChainLink, clause, about: str | None = None) -> Event:
    if (kind in life_points.LP_EVENTS or kind == "drawn") and card is not None:    # "equal to its Level x 100", "draw 1
        about, card = about or card, life_points.names_no_card(state, kind)     # card": done to a player, not to the card
    player = link.controller
    if card is not None and kind not in SUMMON_EVENTS and kind != "equipped":
        player = state.controller(card)   # an Equip Card goes to the equipping player's zone (rule eq-equip-card-is-the-equippers)
    if clause.player in ("opponent", "they"):
        player = _acting_player(state, clause.player, link)
    elif clause.player in ("turn", "turn-opponent"):
        player = acted_on.turn_players(state, clause)
    elif clause.player == "both" and kind in SUMMON_EVENTS and card is not None:
        player = state.cards[card].owner or state.controller(card)     # "Both players Special Summon ...": their own
    if kind == "control_changed" and card is not None:
        # it goes to the other player; taken for a while, it comes back (rule state-control-returns)
        player = state.opponent(state.controller(card))
        if clause.player in ("opponent", "both"):
            state.cite("state-control-given-or-switched")     # given away or switched, not taken
        if clause.until_end_phase:
            control.taken(state, card, None, True)
    if clause.action == "change_attack_target" and state.battle is not None:
        # the attack now targets this monster: it is targeted for an attack, by the attacker
        return Event("targeted", card=card, player=player, cause="battle", by=state.battle.attacker)
    target = own_equip_target.equipped_to(state, link, clause, card) if kind == "equipped" else None
    # "Send the top 5 cards of your opponent's Deck to the Graveyard": unnamed cards, sent from that player's Deck
    # (rule cond-cards-from-a-deck-by-an-effect)
    milled = card is None and clause.from_zone == "deck" and kind in ("sent_to_gy", "banished")
    if card is None and clause.from_opponents_pile and clause.from_zone in ("deck", "hand") and kind in _TAKEN:
        player = state.opponent(link.controller)
    if milled:
        state.cite("cond-cards-from-a-deck-by-an-effect")
    return Event(kind, card=card, player=player, cause="effect", by=link.card, target=target,
                 from_zone="deck" if milled else None,
                 to_zone=EVENT_DESTINATIONS.get(kind) if kind in CLAUSE_DESTINATIONS else None,
                 face_down=clause.face_down and kind in SUMMON_EVENTS,
                 position=clause.summons_in_position if kind in SUMMON_EVENTS else None,
                 side=_side_summoned_to(state, kind, link, clause),
                 amount=life_points.clause_lp(state, clause, link.card, about),     # "inflict 500 damage", "gain 1000 LP"
                 count=drawn_count(state, kind, card, clause, link, about))


def _side_summoned_to(state: State, kind: str, link: ChainLink, clause) -> str | None:
    """"Special Summon 2 Tokens to your opponent's side of the field": that player's side (rule cond-summoned-to-the-side-it-goes-to)."""
    if kind not in SUMMON_EVENTS or not clause.summons_to_opponent:
        return None
    state.cite(SIDE_SUMMONED_TO_RULE)
    return state.opponent(link.controller)


def _replaced(state: State, event: Event, link: ChainLink) -> Event:
    """The event that happens in the place of one a continuous effect replaces (rule ce-lp-gain-becomes-damage), and
    damage turned back onto the player whose effect inflicts it (rule ce-damage-turned-back-on-its-activator)."""
    instead = gain_replaced(state, event)
    if instead is not None:
        state.cite(GAIN_BECOMES_DAMAGE)
        event = instead
    instead = damage_taken.damage_replaced(state, event, link)
    if instead is not None:
        state.cite(damage_taken.DAMAGE_BECOMES_GAIN)
        return instead
    return damage_taken.taken(state, drawn_sent.draw_replaced(state, event, link), link)     # draws sent to the GY instead


def _acting_player(state: State, who: str, link: ChainLink) -> str:
    """"your opponent" is the other player; "they" is the player the effect answers (the one
    named in its condition, else the controller of the link it responds to or of its target)."""
    if who == "opponent":
        return state.opponent(link.controller)
    condition = link.effect.condition if link.effect is not None else None
    if condition is not None and condition.player == "opponent":
        return state.opponent(link.controller)
    if state.chain:
        if state.chain[-1].activation_negated:    # "the player whose effect activation was negated": that link's
            state.cite("res-player-whose-activation-was-negated")
        return state.chain[-1].controller
    if link.targets:
        return state.controller(link.targets[0])
    return state.opponent(link.controller)


def _clause_card(clause, link: ChainLink, previous: str | None = None) -> str | None:
    """Which scenario card a clause acts on: this card, a target, or the card an earlier clause
    of the same effect acted on ("negate the activation, and if you do, destroy it")."""
    subject = clause.subject
    if subject == "self":
        return link.card
    if link.targets:
        if subject == "second-target":
            return link.targets[1] if len(link.targets) > 1 else None
        if subject in ("target", "it"):
            return link.targets[0]
        if subject is None and previous is None and clause.event in ACTS_ON_THE_FIELD and clause.to_zone is None:
            return link.targets[0]    # "Flip 1 face-down monster ..." of an effect that targets: its target
    elif subject == "it":
        # "Destroy that monster(s)" with nothing named before it: the card of the event it answers
        return previous if previous is not None else (link.answered if clause.event in ACTS_ON_THE_FIELD else None)
    return None


