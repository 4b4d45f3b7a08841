"""What counts as having happened, for conditions on a chain or an attack: the chain that
resolved (how many links it had, whether two of them shared a name, whether this card was on
the field all along: rule chain-after-chain-trigger), which attack of a Battle Phase an attack
is, counting only attacks that took place (rule neg-attack-is-not-a-completed-attack), and an
effect that already answered the same event in the chain being built (rule chain-once-per-event).
They read the duel state only."""

from __future__ import annotations

from collections import Counter

from edison_kg.timing.rules.face_down import TURNED_FACE_DOWN_IS_SET, counts_as_set
from edison_kg.timing.rules.verdict import LEAVES_FIELD, SUMMON_EVENTS, Verdict

# why an event of the condition's type does not meet it: key -> (the rules that say so, what to say)
CHAINED_ACTIVATION = "trig-chained-card-activation"     # "If any Spell or Trap Card(s) are Chained"
NOT_COUNTED = {
    "chain-same-name-limit": (["chain-same-name-limit", "chain-after-chain-trigger"],
                              "Two Chain Links of the chain that resolved had the same name: the effect cannot "
                              "activate after such a chain."),
    "chain-after-chain-trigger": (["chain-after-chain-trigger"],
                                  "The card was not on the field from before that chain began until it had resolved."),
    "neg-attack-is-not-a-completed-attack": (["neg-attack-is-not-a-completed-attack", "neg-attack-still-declared"],
                                             "An earlier attack of the Battle Phase was negated: it was declared, but "
                                             "it is not an attack that took place, so this attack does not have the "
                                             "number the condition names."),
    "attack-number": (["trigger-effect-definition"], "This attack is not the one of the Battle Phase its condition names."),
    CHAINED_ACTIVATION: ([CHAINED_ACTIVATION, "trigger-effect-definition"],
                         "The card was activated as Chain Link 1: it started the chain, it was not Chained to anything."),
    "bt-destroys-and-sends-needs-field": (["bt-destroys-and-sends-needs-field"],
                                         "The monster that destroyed it by battle was destroyed by the same battle: "
                                         "it is not on the field when the destroyed monster is sent to the Graveyard."),
    "cond-would-do-for-sure": (["cond-would-do-for-sure"],
                               "The activation it answers does that only in a part its player may choose not to do: "
                               "when it is activated, it is not sure that it would."),
    "cond-would-do-later-is-not-would-do": (["cond-would-do-later-is-not-would-do", "res-deed-during-a-later-phase-is-later"],
                                            "The activation it answers does that only in a later phase its text names, "
                                            "not when it resolves: it is not an activation that would do it."),
}
WOULD_DO_MAYBE = "cond-would-do-for-sure"
WOULD_DO_LATER = "cond-would-do-later-is-not-would-do"     # (183) Viser Des: "during your third Standby Phase ..., destroy"
DESTROYER_LEFT = "bt-destroys-and-sends-needs-field"
# what puts a card on the field, or takes it off, during a chain
_ARRIVES = set(SUMMON_EVENTS) | {"set", "equipped"}
_LEAVES = set(LEAVES_FIELD) | {"set"}


def resolved_chain_counts(pattern, happening, state) -> bool:
    """Did the chain that resolved have the links the condition needs ("a Chain with 3 or more
    Links")? Links whose activation was negated still count."""
    return pattern.chain_links_min is None or (happening.event.count or 0) >= pattern.chain_links_min


# rule of "When this card attacks or is attacked", met by an attack on it as by its own (round 86)
ATTACKS_OR_IS_ATTACKED = "cond-attacks-or-is-attacked-either-side"
# rule of battle damage taken "while this card is attacking" (round 95)
from edison_kg.timing.rules.damage_while_attacking import DAMAGE_WHILE_ATTACKING  # noqa: E402


def counted_rules(pattern, matches) -> list[str]:
    """The rules a condition met by what this module counts rests on: a chain that resolved, a card Chained,
    an activation of a trigger that the named kind of Summon set off."""
    rules = []
    if any(h.event.event == "chain_resolved" for h in matches):
        rules.append("chain-after-chain-trigger")
    if pattern.set_off_by and matches:
        rules.append("neg-summon-trigger-matches-the-summon")
    if pattern.chain_links_min and any(h.event.event == "card_activated" for h in matches):
        rules.append(CHAINED_ACTIVATION)
    if pattern.during_phases and matches:
        rules.append("cond-event-in-its-named-phase")   # met in the phase (and turn) it names: rules/event_phase.py
    if "set" in pattern.types and any(counts_as_set(h.event) for h in matches):
        rules.append(TURNED_FACE_DOWN_IS_SET)   # turned face-down, or Summoned face-down: Set
    if pattern.attack_role == "either" and pattern.self_card and set(pattern.types) == {"attack_declared"} \
            and any(h.event.event == "attack_declared" for h in matches):
        rules.append(ATTACKS_OR_IS_ATTACKED)   # "If this card attacks or is attacked": either attack declaration
    if pattern.self_card and any(h.event.event == "damage_inflicted" and h.event.card is None for h in matches):
        rules.append(DAMAGE_WHILE_ATTACKING)   # battle damage "while this card is attacking": rules/damage_while_attacking.py
    return rules


def not_counted(state, ref: str, pattern, happening) -> str | None:
    """For an event of the condition's type: the rule that says it does not count, or None."""
    kind = happening.event.event
    if kind == "chain_resolved":
        return _chain_not_counted(state, ref, pattern, happening)
    if kind == "attack_declared" and pattern.attack_number:
        return _attack_not_counted(state, pattern, happening)
    if kind == "card_activated" and pattern.chain_links_min \
            and (state.moments[happening.moment].link or 1) < pattern.chain_links_min:
        return CHAINED_ACTIVATION       # a Chain Link 1 activation is not Chained
    return None


def _chain_not_counted(state, ref: str, pattern, happening) -> str | None:
    chain = state.moments[happening.moment].chain
    links = state.chain_links(chain)
    if pattern.chain_names_unique and any(n > 1 for n in Counter(link.info.name for link in links).values()):
        return "chain-same-name-limit"
    first = min(link.first_moment for link in links)
    moved = any(first <= h.moment <= happening.moment and h.event.card == ref
                and (h.event.event in _ARRIVES or h.event.event in _LEAVES) for h in state.happenings())
    return "chain-after-chain-trigger" if moved else None


def _attack_not_counted(state, pattern, happening) -> str | None:
    completed, negated = earlier_attacks(state, pattern, happening)
    if completed == pattern.attack_number - 1:
        return None
    return "neg-attack-is-not-a-completed-attack" if negated and completed < pattern.attack_number - 1 \
        else "attack-number"


def could_be_that_attack(pattern, happening, state) -> bool:
    """Counting every attack declared before it, negated ones too, could this attack be the one
    the condition names ("a second direct attack")? Otherwise it is not even close."""
    if not pattern.attack_number or state is None:
        return True
    completed, negated = earlier_attacks(state, pattern, happening)
    return completed + negated >= pattern.attack_number - 1


def earlier_attacks(state, pattern, happening) -> tuple[int, int]:
    """"A second direct attack during the same Battle Phase": the attacks of that kind declared
    before it this Battle Phase by the same player's other monsters (a monster attacking twice
    makes no second attacker), as (those that took place, those that were negated)."""
    declared = happening.event
    completed, negated = 0, 0
    history = state.happenings()
    for i, h in enumerate(history):
        if h.moment >= happening.moment:
            break
        e = h.event
        if e.event != "attack_declared" or h.turn != happening.turn or h.phase not in ("battle", "damage_step") \
                or e.player != declared.player or e.card == declared.card \
                or (pattern.direct_attack and e.target is not None):
            continue
        if _negated(history[i + 1:], e.card, happening.moment):
            negated += 1
        else:
            completed += 1
    return completed, negated


def _negated(after, attacker: str | None, until: int) -> bool:
    """Was the attack of ``attacker`` negated before the next attack declaration (or ``until``)?"""
    for h in after:
        if h.moment >= until or h.event.event == "attack_declared":
            return False
        if h.event.event == "attack_negated" and h.event.card in (attacker, None):
            return True
    return False


def answered_in_this_chain(state, used_by) -> Verdict | None:
    """An effect whose activation for an event is still on the chain being built cannot be
    activated again for that same event (Insect Neglect once per chain, Depth Amulet once per
    attack): a limit of the effect, not a condition missed."""
    if not any(link is used_by for link in state.chain):
        return None
    return Verdict("no", "other", ["chain-once-per-event"],
                   f"It was already activated for that same event in this chain (Chain Link {used_by.number}): "
                   "an effect answers each event once, and only a new event lets it be activated again.")
