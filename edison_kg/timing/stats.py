"""A monster's current ATK and DEF (rule ce-stat-change-applies): the scenario's value when it
gives one, else the printed value changed by the fixed ATK/DEF changes of the continuous effects
that apply now (the card reader's atk-gain, def-gain, atk-set, def-set restrictions): a value
set ("this card's ATK and DEF become 1000") replaces the printed one, then gains and losses
("All Warrior monsters you control gain 400 ATK", "The equipped monster gains 500 ATK") are
added. A change that counts cards ("gains 400 ATK for each "Amazoness" monster you control", "The ATK
of this card is the number of Monster Cards in your Graveyard x 300") gives its amount once per card
of that kind in that place now (rule ce-stat-change-counts-cards). A continuous effect applies the moment its card is face-up on the field and its state
holds, so a monster Summoned with one already has the changed value when its Summon happens."""

from __future__ import annotations

from edison_kg.timing import it_is_this_card
from edison_kg.timing.combined_levels import by_combined_levels
from edison_kg.timing.cost_counted import own_stat_from_its_cost
from edison_kg.timing.stat_counts import counted_cards
from edison_kg.timing.material_stats import from_materials, moment_before_summon
from edison_kg.timing.own_level_stats import by_own_level
from edison_kg.timing.untributed import from_procedure_tributes, halved, summoned_untributed, summoned_with_fewer_tributes

STAT_RULE = "ce-stat-change-applies"
FROM_GRAVEYARD_RULE = "ce-applies-from-the-graveyard"
WHILE_OPPONENT_CONTROLS_RULE = "ce-stat-change-while-opponent-controls"
_BUSY = ("stats", "busy")


def current_stat(state, ref: str, stat: str) -> int | None:
    """The current ``stat`` ("atk" | "def") of card ``ref``; None when it has none (not a monster)."""
    given = state.scenario.cards[ref].stats.get(stat)
    if given is not None:
        return given
    info = state.infos.get(ref)
    if info is None:
        return None
    printed = info.atk if stat == "atk" else info.defense
    if (printed is None and info.card_type != "monster") or state.memo.get(_BUSY) \
            or state.face_up_on_field(ref) is not True:
        return printed
    key = ("stats", ref, stat, len(state.moments), len(state.chain), state.phase, len(state.resolved))
    found = state.memo.get(key)
    if found is None:
        state.memo[_BUSY] = True
        try:
            found = state.memo[key] = _changed(state, ref, stat, printed)
        finally:
            state.memo[_BUSY] = False
    return found


def stat_changes(state, ref: str, stat: str) -> list[tuple[str, object]]:
    """(holder, restriction) for every fixed change of ``stat`` that applies to card ``ref`` now."""
    found = []
    for holder, restriction in state.restrictions():
        if restriction.kind not in (f"{stat}-set", f"{stat}-gain") or restriction.amount is None:
            continue
        if restriction.stat_of == "self" and restriction.holds_while == "self-summoned-untributed":
            reaches = holder == ref and summoned_untributed(state, holder)     # asked only of the monster itself
        elif restriction.stat_of == "self" and restriction.holds_while == "self-summoned-with-fewer-tributes":
            reaches = holder == ref and summoned_with_fewer_tributes(state, holder)
        elif restriction.stat_of == "self":
            reaches = holder == ref
        elif restriction.stat_of == "equipped":
            reaches = state.cards[holder].equipped_to == ref
        else:
            reaches = state.infos[ref].card_type == "monster" and state.restricts(restriction, holder, ref, restriction.kind)
        if reaches:
            found.append((holder, restriction))
    return found


def _changed(state, ref: str, stat: str, printed: int | None) -> int | None:
    changes = stat_changes(state, ref, stat)
    amounts = [_amount(state, holder, r, ref) for holder, r in changes]
    # a value the scenario cannot work out (Tributes it does not name) is left out
    changes, amounts = [c for c, a in zip(changes, amounts) if a is not None], [a for a in amounts if a is not None]
    sets = [amount for amount, (_, r) in zip(amounts, changes) if r.kind.endswith("-set")]
    value = sets[-1] if sets else printed
    if value is None:         # a printed "?" only a value set works out
        return None
    value += sum(amount for amount, (_, r) in zip(amounts, changes) if r.kind.endswith("-gain"))
    value = _resolved_changes(state, ref, stat, value)
    # (113) "this card gains 500 ATK for each card banished this way": counted from its cost; unknown when not stated
    value = own_stat_from_its_cost(state, ref, stat, value, _left_since)
    if value is None:
        return None
    if changes:
        names = ", ".join(sorted({state.infos[h].name for h, _ in changes}))
        graveyard = " (from the Graveyard)" \
            if any(r.holds_while == "self-in-graveyard" for _, r in changes) else ""
        if graveyard:
            state.cite(FROM_GRAVEYARD_RULE)
        if any((r.while_count or "").startswith("opponent ") for _, r in changes):
            state.cite(WHILE_OPPONENT_CONTROLS_RULE)     # "If your opponent controls 1 or more monsters" (round 117)
        state.assume(f"{state.infos[ref].name} has {max(value, 0)} {stat.upper()}: {names} applies to it{graveyard} "
                     f"(printed {'?' if printed is None else printed})")
    return max(value, 0)


TARGET_CHANGED = "res-target-stat-changed-as-it-resolved"
# what moves a monster from the field or turns it face-down: a change made to it before is gone
_LEFT = ("destroyed", "banished", "sent_to_gy", "returned_to_hand", "returned_to_deck", "tributed", "flipped_face_down",
         "discarded")


def _resolved_changes(state, ref: str, stat: str, value: int) -> int:
    """The changes resolved effects made this turn to the monster they chose ("its original ATK becomes half of its
    printed ATK until the End Phase", "that target gains 500 ATK", "that target's ATK becomes 2000": rule
    res-target-stat-changed-as-it-resolved), while it stayed face-up on the field since: a value set replaces, a half
    halves (rounded up), then gains and losses are added, each in the order they resolved."""
    for index in sorted(state.resolved):
        link = state.resolved[index]
        if link.effect is None or link.effect_negated or _changed_one(link) != ref \
                or state.moments[index].turn != state.turn or _left_since(state, ref, index):
            continue
        for clause in link.effect.clauses:
            change = clause.changes_target_stat or clause.sets_target_stat
            if change is None:
                continue
            stats, how = change.split()
            if stat not in stats.split("/"):
                continue
            before = value
            value = (value + 1) // 2 if how == "half" else value + int(how) if how[0] in "+-" else int(how)
            state.cite(TARGET_CHANGED)
            if not link.targets and it_is_this_card.about_this_card(link.effect.condition):
                it_is_this_card.cite_for(state, link.effect)   # "Special Summon it, and if you do, its ATK/DEF become 1000"
            state.assume(f"{state.infos[ref].name} has {max(value, 0)} {stat.upper()}: {link.info.name}'s effect "
                         f"changed it as it resolved (from {before})")
    return max(value, 0)


def _changed_one(link) -> str | None:
    """The monster a resolved effect changed the stats of: its target, or, for an effect that targets nothing and acts on
    its own card ("Special Summon it from the Graveyard, and if you do, its ATK/DEF become 1000": "it" read as this card,
    cardtext/it_is_this_card.py), that card."""
    if link.targets:
        return link.targets[0]
    return link.card if any(c.subject == "self" for c in link.effect.clauses) else None


def _left_since(state, ref: str, index: int) -> bool:
    return any(e.card == ref and e.event in _LEFT for moment in state.moments[index + 1:] for e in moment.events)


def _amount(state, holder: str, restriction, ref: str) -> int | None:
    """The amount a change gives to card ``ref``: its fixed amount, or its amount per card counted (rule
    ce-stat-change-counts-cards): the cards the scenario names in that place are all there are."""
    if restriction.per_count is None:
        return restriction.amount
    if restriction.per_count == "own level":
        return by_own_level(state, holder, restriction.amount, ref)
    if restriction.per_count == "original halved":
        return halved(state, holder, restriction.kind.split("-")[0])
    if restriction.per_count.startswith("tributed"):
        return _from_tributes(state, holder, restriction.amount)
    if restriction.per_count.startswith("procedure-tributed"):
        return from_procedure_tributes(state, holder)
    if restriction.per_count.startswith("materials"):
        return from_materials(state, holder, restriction.per_count, restriction.amount)
    if restriction.per_count.endswith(" levels"):     # "the combined Levels of ... x 300" (round 129)
        return by_combined_levels(state, holder, restriction.per_count, restriction.per_kind, restriction.amount)
    counted, told = counted_cards(state, holder, restriction.per_count, restriction.per_kind)
    state.assume(f"{state.infos[holder].name} counts {len(counted)} {told}: the cards the scenario "
                 f"names there are all there are")
    return restriction.amount * len(counted)


TRIBUTES_RULE = "ce-stat-set-from-tributes"


def _from_tributes(state, holder: str, times: int) -> int | None:
    """``times`` the combined original ATK of the monsters Tributed for the Tribute Summon of ``holder``
    (rule ce-stat-set-from-tributes): their printed ATK, whatever it was on the field; None when the
    scenario does not show that Summon with its Tributes."""
    before = moment_before_summon(state, holder, ("normal_summon", "tribute_summon"))
    if before is None or before.context != "summon_material":
        return None
    tributes = [e.card for e in before.events if e.event == "tributed" and e.cause == "summon_material"]
    printed = [state.infos[ref].atk if ref in state.infos else None for ref in tributes]
    if not tributes or None in printed:
        return None
    state.assume(f"{state.infos[holder].name}'s ATK is worked out from the original ATK of the monsters Tributed for "
                 f"its Tribute Summon: {', '.join(state.infos[r].name for r in tributes)} (rule {TRIBUTES_RULE})")
    return times * sum(printed)
