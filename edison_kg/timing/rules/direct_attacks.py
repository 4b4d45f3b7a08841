"""A monster that cannot attack directly and an effect that turns attacks into direct attacks do not meet (rule
bt-direct-attack-against-cannot-attack-directly; Feather Shot's and Absolute End's rulings). The card reader marks the
clauses (cardtext/direct_attacks.py: `direct_attacks` "made" or "forbidden"):

- an effect that makes the attacks of a player's monsters direct attacks (Absolute End, Astral Barrier) cannot be
  activated while a monster of that player cannot attack directly: a resolved effect left it so this turn (its target,
  or the monster it Special Summoned: Feather Shot, Magical Scientist), or its own continuous effect says so (Zombyra
  the Dark); during an attack only the attacking monster counts;
- an effect that leaves its player's monster unable to attack directly (Feather Shot) cannot be activated in a turn in
  which the opponent activated an effect that makes that player's attacks direct attacks (Absolute End)."""

from __future__ import annotations

from edison_kg.timing.rules.verdict import Verdict, only_for

RULE = "bt-direct-attack-against-cannot-attack-directly"


def _marks(effect, kind: str) -> bool:
    return effect is not None and any(c.direct_attacks == kind for c in effect.clauses)


def _this_turns_links(state, kind: str):
    """The Chain Links activated this turn, not negated, whose effect does ``kind`` to direct attacks."""
    for link, moment in state.activations:
        if state.moments[moment].turn == state.turn and not link.activation_negated and _marks(link.effect, kind):
            yield link


def _left_unable(state, player: str) -> list[tuple[str, str]]:
    """(monster, the card that says so) for each face-up monster of ``player`` that cannot attack directly now."""
    found = []
    resolved = {id(link) for link in state.resolved.values()}
    for link in _this_turns_links(state, "forbidden"):
        if id(link) not in resolved or link.effect_negated:
            continue
        summoned = [e.card for e in state.resolution_events(link) if e.event == "special_summon" and e.card is not None]
        found += [(ref, link.card) for ref in [*link.targets, *summoned]]
    for ref, info in state.infos.items():
        if info.card_type == "monster" and any(e.kind == "continuous" and _marks(e, "forbidden") for e in info.effects):
            found.append((ref, ref))
    return [(ref, by) for ref, by in found if ref in state.cards and state.face_up_on_field(ref)
            and state.controller(ref) == player]


@only_for(lambda effect: _marks(effect, "made") or _marks(effect, "forbidden"))
def direct_attack_verdict(state, ref: str, effect) -> Verdict | None:
    controller = state.controller(ref)
    if _marks(effect, "made"):
        unable = _left_unable(state, state.opponent(controller))
        attacker = state.battle.attacker if state.battle is not None else None
        unable = [(m, by) for m, by in unable if attacker is None or m == attacker]
        if unable:
            monster, by = unable[0]
            said = "its own effect says so" if by == monster else f"{state.infos[by].name} left it so this turn"
            return Verdict("no", "other", [RULE],
                           f"{state.infos[monster].name} cannot attack directly ({said}): its attacks cannot be made "
                           f"direct attacks, so this cannot be activated.")
    if _marks(effect, "forbidden") and effect.kind != "continuous":
        made = [link for link in _this_turns_links(state, "made") if link.controller != controller]
        if made:
            return Verdict("no", "other", [RULE],
                           f"{made[0].info.name} was activated this turn and makes the attacks of player {controller}'s "
                           f"monsters direct attacks: a monster that cannot attack directly cannot be given them, so "
                           f"this cannot be activated.")
    return None
