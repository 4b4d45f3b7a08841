"""Limits on the chain itself and on what may start it (rules of data/rules/yugioh-chain.ttl):

- "Activate only as Chain Link N or higher" (chain-link-number-condition);
- "You cannot activate this card if multiple cards/effects with the same name are in that
  Chain" (chain-same-name-limit);
- a mandatory trigger effect waiting to go on the chain comes before any effect that would
  start the chain by declaration at Spell Speed 1: the turn player keeps no Ignition Effect
  Priority (edison-mandatory-trigger-before-ignition-priority); without one, right after its
  own Summon the turn player may use an Ignition Effect first (edison-ignition-priority);
- "This card cannot attack the turn you activate this effect": not after it declared an
  attack that turn, even one that was negated (limit-attack-forbidden-that-turn,
  neg-attack-still-declared); for "this card", nor after an earlier activation of it that turn
  that was not negated (limit-attack-given-up-already-lost);
- an effect with no usage limit may be activated again in the same chain for a new
  activation it answers (chain-repeatable-quick-effect);
- "Neither player can activate Spell/Trap Cards in response to this effect's activation": not
  chained directly to that activation, and only while it is on top of the chain (chain-response-barred).

``chain_limits`` is the one rule of rules/activation.py's list; it applies these in order."""

from __future__ import annotations

from collections import Counter

from edison_kg.names import fold
from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.chain import chain_speed
from edison_kg.timing.rules.happened import condition_met, started_by_event
from edison_kg.timing.rules.limits import made_it_new, limited_earlier, usage_verdict
from edison_kg.timing.rules.place import place_verdict
from edison_kg.timing.rules.verdict import MAIN_PHASES, TRIGGER_KINDS, Verdict, apply_rules

IGNITION_KINDS = ("ignition", "ignition-like")


def chain_limits(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The first "no" of the chain's limits; else the "yes" of those that applied (their rules
    back the final answer), or None when none applies."""
    if effect is None:
        return None
    refused, passed = apply_rules((response_barred, chain_link_number, same_name_in_chain, mandatory_triggers_first,
                                   attack_declared_that_turn, repeated_in_chain), state, ref, effect)
    if refused is not None:
        return refused
    if not passed:
        return None
    return Verdict("yes", passed[0].reason, [r for v in passed for r in v.rules],
                   " ".join(v.explanation for v in passed))


def response_barred(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """The activation on top of the chain bars responses ("in response to this effect's activation"): a card of
    the kind it names may not be Chain Link above it. A limit of that one activation, none outside its chain."""
    if not state.chain:
        return None
    top = state.chain[-1]
    barred = top.effect.responses_barred if top.effect is not None else None
    if barred is None or barred == "spell-trap" and state.infos[ref].card_type not in ("spell", "trap"):
        return None
    what = "no card or effect" if barred == "all" else "no Spell/Trap Card"
    return Verdict("no", "other", ["chain-response-barred"],
                   f"Chain Link {top.number} ({top.info.name}) lets {what} be activated in response to its activation.")


def chain_link_number(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """"Activate only as Chain Link N or higher": at least N-1 links must be on the chain."""
    lowest = effect.chain_link_min
    if lowest is None:
        return None
    would_be = len(state.chain) + 1
    if would_be < lowest:
        # an activation condition of its text that does not hold, like "Activate only while ..."
        # (the contract's condition-not-met; round 85)
        return Verdict("no", "condition-not-met", ["chain-link-number-condition"],
                       f"It may be activated only as Chain Link {lowest} or higher; now it would be Chain Link "
                       f"{would_be}" + ("." if state.chain else ", starting a chain, which it never can."))
    return Verdict("yes", "other", ["chain-link-number-condition"],
                   f"It would be Chain Link {would_be}, as its text allows (Chain Link {lowest} or higher).")


def same_name_in_chain(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """"... if multiple cards/effects with the same name are in that Chain": the chain as it
    stands, before this activation (a second copy of the card may join one already there)."""
    if not effect.unique_names_in_chain:
        return None
    repeated = sorted(name for name, n in Counter(link.info.name for link in state.chain).items() if n > 1)
    if repeated:
        return Verdict("no", "other", ["chain-same-name-limit"],
                       f"Multiple cards with the same name ({', '.join(repeated)}) are already in this chain.")
    return Verdict("yes", "other", ["chain-same-name-limit"],
                   "No two Chain Links of this chain have the same name yet.")


def pending_mandatory_triggers(state) -> list[tuple[str, AnalyzedEffect]]:
    """The mandatory trigger effects whose condition was met in this phase since the last chain
    began and that are not on a chain yet: they must start the next chain (worked out once per
    duel state)."""
    found = state.memo.get("pending_mandatory")
    if found is not None:
        return found
    found = []
    if not state.chain:
        started = max((m for _, m in state.activations), default=-1)
        for other, info in state.infos.items():
            for effect in info.effects:
                if effect.kind not in TRIGGER_KINDS or effect.optional or effect.condition is None:
                    continue
                matches, _ = condition_met(state, other, effect)
                if not any(h.moment > started and h.turn == state.turn and h.phase == state.phase for h in matches):
                    continue
                if place_verdict(state, other, effect) is not None \
                        or usage_verdict(effect, limited_earlier(state, other, effect), state.ruleset) is not None:
                    continue
                found.append((other, effect))
    state.memo["pending_mandatory"] = found
    return found


def mandatory_triggers_first(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """Nothing is activated by declaration at Spell Speed 1 (an Ignition Effect, a Normal
    Spell) while a mandatory trigger effect waits to go on the chain: that trigger starts the
    chain, and no Spell Speed 1 effect can be chained to it. Without one, the turn player may
    use an Ignition Effect right after their own Summon (Ignition Effect Priority)."""
    if state.chain or started_by_event(effect) or effect.kind not in IGNITION_KINDS + ("card-activation",) \
            or chain_speed(state.infos[ref], effect, state.ruleset) != 1:
        return None
    pending = [(other, e) for other, e in pending_mandatory_triggers(state) if not (other == ref and e is effect)]
    if pending:
        names = ", ".join(sorted({state.infos[other].name for other, _ in pending}))
        return Verdict("no", "other", ["edison-mandatory-trigger-before-ignition-priority", "segoc-same-chain"],
                       f"The mandatory effect of {names} is waiting to go on the chain: it must be activated first, "
                       "and a Spell Speed 1 effect can be used only after that chain has resolved (no Ignition Effect "
                       "Priority).")
    last = state.moments[-1] if state.moments else None
    if effect.kind in IGNITION_KINDS and last is not None and last.context == "summon" \
            and state.controller(ref) == state.turn_player and state.phase in MAIN_PHASES \
            and any(e.player == state.turn_player for e in last.events):
        return Verdict("yes", "not-a-trigger", ["edison-ignition-priority"],
                       "Right after their own Summon the turn player may first use an Ignition Effect "
                       "(Ignition Effect Priority), before either player answers the Summon.")
    return None


def attack_declared_that_turn(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """"This card cannot attack the turn you activate this effect": not once it (or, for "you
    cannot declare an attack", any monster of its player) declared an attack that turn; a
    negated attack was declared all the same."""
    whose = effect.attacks_forbidden
    if whose is None:
        return None
    player = state.controller(ref)
    if whose in ("battle-phase", "others", "one-attacker"):
        # an effect that leaves only one monster free to attack is for before the Battle Phase
        # (rule limit-attack-by-one-monster-before-battle)
        conducted = battle_phase_conducted(state, player)
        if conducted is not None:
            if whose in ("others", "one-attacker"):
                return Verdict("no", "other", ["limit-attack-by-one-monster-before-battle"],
                               "Its activation leaves only one monster of its player free to attack that turn, and "
                               "its player has already conducted the Battle Phase this turn.")
            return conducted
        whose = "you" if whose == "battle-phase" else whose   # and no monster of its player may have attacked
    history = state.happenings()
    if whose == "self" and (given_up := attack_already_given_up(state, ref, effect)) is not None:
        return given_up
    for i, h in enumerate(history):
        event = h.event
        if event.event != "attack_declared" or h.turn != state.turn:
            continue
        if not _forbidden_attacker(state, ref, player, whose, event.card):
            continue
        negated = any(later.event.event == "attack_negated" and later.event.card in (event.card, None)
                      for later in history[i + 1:] if later.turn == h.turn)
        name = state.infos[event.card].name if event.card in state.infos else "a monster"
        if negated:
            return Verdict("no", "other", ["neg-attack-still-declared", "limit-attack-forbidden-that-turn"],
                           f"{name} declared an attack this turn; it was negated, but a negated attack was still "
                           "declared, and the effect cannot be activated in a turn its monster attacks.")
        return Verdict("no", "other", ["limit-attack-forbidden-that-turn"],
                       f"{name} already declared an attack this turn, and the effect cannot be activated in a turn "
                       "its monster attacks.")
    return None


GIVEN_UP_RULE = "limit-attack-given-up-already-lost"


def attack_already_given_up(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """"This card cannot attack the turn you activate this effect": its activation gives up an attack
    the card still has, so not once an earlier activation of it this turn did, even with its effect
    negated; an activation that was negated gave up nothing (rule limit-attack-given-up-already-lost)."""
    if GIVEN_UP_RULE in effect.exemptions:
        return None           # its rulings let it be activated again (an override with its ruling)
    for link, moment in state.activations:
        if link.card != ref or link.turn != state.turn or link.activation_negated or link.effect is None \
                or link.effect.number != effect.number:
            continue
        if any(h.moment > moment and h.event.card == ref and made_it_new(h) for h in state.happenings()):
            continue      # it was turned face-down or left the field since: a new card, with its attack
        return Verdict("no", "other", [GIVEN_UP_RULE],
                       f"{state.infos[ref].name} already activated this effect this turn and so cannot attack; "
                       "an effect whose activation gives up the card's attack cannot be activated once that attack "
                       "is already lost, even if the earlier effect was negated.")
    return None


def _forbidden_attacker(state, ref: str, player: str, whose: str, attacker: str | None) -> bool:
    """Whether the activation forbids this attacker to attack: the card itself ("self"), any
    monster of its player ("you"), any but the card ("others"), those of a name ("named:"), or the monster
    its card is equipped to ("equipped")."""
    if whose == "self":
        return attacker == ref
    if whose == "equipped":      # the monster its card is equipped to
        return attacker is not None and attacker == state.cards[ref].equipped_to
    if attacker is None or state.controller(attacker) != player:
        return False
    if whose in ("others", "one-attacker"):
        return attacker != ref
    if whose.startswith("named:"):
        return attacker in state.infos and fold(state.infos[attacker].name) == fold(whose.removeprefix("named:"))
    return True


AFTER_THE_BATTLE_PHASE = ("battle", "damage_step", "main2")


def battle_phase_conducted(state, player: str) -> Verdict | None:
    """"You cannot conduct your Battle Phase the turn you activate this": not once its player
    has entered the Battle Phase this turn (in it, or in the Main Phase 2 that only follows it)."""
    if state.turn_player != player:
        return None
    entered = state.phase in AFTER_THE_BATTLE_PHASE or any(
        h.turn == state.turn and h.event.event == "phase_entered" and h.phase in AFTER_THE_BATTLE_PHASE
        for h in state.happenings())
    if not entered:
        return None
    return Verdict("no", "other", ["limit-battle-phase-forbidden-that-turn"],
                   "Its player has already conducted the Battle Phase this turn (Main Phase 2 comes only after it), "
                   "and the effect cannot be activated in a turn its player conducts the Battle Phase.")


def repeated_in_chain(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """An effect with no usage limit already in the chain, activated again for a new event."""
    if effect.usage_scope is not None or not started_by_event(effect) or effect.kind in TRIGGER_KINDS:
        return None
    if not any(link.card == ref and link.is_of(effect) for link in state.chain):
        return None
    return Verdict("yes", "last-thing", ["chain-repeatable-quick-effect"],
                   "It has no usage limit: it may be activated again in the same chain for a new activation it answers.")
