"""A card's script objects grouped into the effects of its text (``script_effects``: a Trap
with one activation per kind of Summon, clones for Normal and Special Summons are one
effect), and aligned with the effects the card reader read (``align``)."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations

from edison_kg.crosscheck.sources import script_mapping


@dataclass
class ScriptEffect:
    """One text effect as the script sees it: one or more script effect objects."""

    vars: list[str]
    kind: str
    optional: bool | None
    timing: str | None              # "when" | "if" | "during" for optional triggers
    events: set[str]
    actions: set[str]
    codes: list[str]
    placement: bool = False         # a Continuous/Field/Equip card's plain activation
    targets: bool = False


def _row_type(row: dict) -> str | None:
    types = set(row.get("types") or [])
    for name in script_mapping()["type_precedence"]:
        if name in types:
            return name
    return None


def _row_codes(row: dict) -> list[str]:
    names = row.get("code_names") or []
    return [n for n in names if n.startswith("EVENT_")] or ([row["code"]] if row.get("code") else [])


def script_effects(rows: list[dict], card_type: str, subtypes: tuple[str, ...] = ()) -> list[ScriptEffect]:
    """Group one card's script rows into text effects, in script order. A Continuous, Field
    or Equip card's activation that does nothing itself (no category) is marked
    ``placement``: the analysis leaves such an activation implicit (the contract's "leave
    ``effect`` out for the activation of a Spell/Trap card itself")."""
    stays = card_type in ("spell", "trap") and any(w in " ".join(subtypes).lower() for w in ("continuous", "field", "equip"))
    mapping = script_mapping()
    groups: list[ScriptEffect] = []
    last_group_of_var: dict[str, ScriptEffect] = {}
    signatures: list[tuple] = []
    activation: ScriptEffect | None = None
    for row in sorted(rows, key=lambda r: r["effect_index"]):
        main = _row_type(row)
        if main is None:
            continue
        types = set(row.get("types") or [])
        kind = mapping["effect_types"][main]["kind"][card_type if card_type in ("spell", "trap") else "monster"]
        if main == "EFFECT_TYPE_FLIP" and "EFFECT_TYPE_TRIGGER_O" in types:
            optional = True
        else:
            optional = mapping["effect_types"][main].get("optional")
        codes = _row_codes(row)
        events = {t for c in codes for t in mapping["events"].get(c, [])}
        actions = {a for c in row.get("categories") or [] for a in mapping["categories"].get(c, [])}
        timing = None
        gives_timing = any(t in types for t in mapping["delay"]["fact_types"]) and \
            not (main == "EFFECT_TYPE_FLIP" and "EFFECT_TYPE_TRIGGER_O" not in types)
        if gives_timing and codes and not all(c in mapping["delay"]["no_fact_events"] for c in codes):
            if codes and all(c in mapping["phase_events"] for c in codes):
                timing = mapping["delay"]["phase_events"]
            else:
                timing = mapping["delay"]["with_flag"] if row.get("delay_flag") else mapping["delay"]["without_flag"]
        placement = main == "EFFECT_TYPE_ACTIVATE" and not row.get("categories") and (
            stays or (all(c in mapping["free_chain_events"] for c in codes or ["EVENT_FREE_CHAIN"])
                      and not row.get("card_target_flag") and not row.get("has_cost")))
        signature = (main, tuple(sorted(row.get("categories") or [])), row.get("description_text"),
                     row.get("count_limit"), tuple(row.get("range") or []))
        target = None
        if row.get("cloned_from") and row["cloned_from"] in last_group_of_var:
            target = last_group_of_var[row["cloned_from"]]
        elif main == "EFFECT_TYPE_ACTIVATE" and activation is not None:
            target = activation
        elif groups and signatures[-1] == signature and main != "EFFECT_TYPE_ACTIVATE" and \
                (row.get("description_text") is not None or row.get("categories")):
            target = groups[-1]
        if target is None:
            target = ScriptEffect(vars=[], kind=kind, optional=optional, timing=timing, events=set(), actions=set(),
                                  codes=[], placement=placement)
            groups.append(target)
            signatures.append(signature)
            if main == "EFFECT_TYPE_ACTIVATE":
                activation = target
        else:
            target.placement = target.placement and placement
            if timing == "if" or target.timing is None:
                target.timing = timing if timing else target.timing
        target.vars.append(row.get("var") or f"#{row['effect_index']}")
        target.events |= events
        target.actions |= actions
        target.codes.extend(codes)
        target.targets = target.targets or bool(row.get("card_target_flag"))
        last_group_of_var[row.get("var") or ""] = target
    return groups


# ====================================================================== alignment

ACTIVATED_KINDS = {"trigger", "trigger-like", "quick", "quick-like", "ignition", "ignition-like", "flip", "card-activation"}
KIND_FAMILY = {"trigger": "t", "trigger-like": "t", "flip": "t", "quick": "q", "quick-like": "q", "ignition": "i",
               "ignition-like": "i", "card-activation": "a"}


_MIN_SCORE = 1.5      # below it an effect of ours and a script effect are not the same effect


def _our_actions(effect) -> set[str]:
    return {c.action for c in effect.clauses} | {c.action for c in effect.cost_clauses}


def _score(ours, script: ScriptEffect) -> float:
    score = 0.0
    if ours.kind == script.kind:
        score += 4
    elif ours.kind in ACTIVATED_KINDS and KIND_FAMILY.get(ours.kind) == KIND_FAMILY.get(script.kind):
        score += 3
    elif ours.kind in ACTIVATED_KINDS:
        score += 1
    else:
        score += 0.3
    our_events = set(ours.condition.types) if ours.condition else set()
    if our_events and script.events and our_events & script.events:
        score += 2
    elif not our_events and not script.events:
        score += 0.5
    shared = _our_actions(ours) & script.actions
    score += min(2, len(shared))
    if script.optional is not None and ours.kind in ACTIVATED_KINDS and ours.optional == script.optional:
        score += 0.3
    return score


def align(effects: list, scripts: list[ScriptEffect]) -> list[tuple[int | None, int | None]]:
    """Pairs (our effect index, script effect index); None on one side means unmatched.
    Best total score, with order kept as a tie-break (scripts mostly follow text order)."""
    n, m = len(effects), len(scripts)
    if m == 0:
        return [(i, None) for i in range(n)]
    if n == 0:
        return [(None, j) for j in range(m)]
    scores = [[_score(e, s) for s in scripts] for e in effects]
    # order-keeping dynamic programme (global alignment with free gaps)
    best = [[0.0] * (m + 1) for _ in range(n + 1)]
    move = [[None] * (m + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        for j in range(m + 1):
            if i == 0 and j == 0:
                continue
            options = []
            if i > 0:
                options.append((best[i - 1][j], "up"))
            if j > 0:
                options.append((best[i][j - 1], "left"))
            if i > 0 and j > 0 and scores[i - 1][j - 1] >= _MIN_SCORE:
                options.append((best[i - 1][j - 1] + scores[i - 1][j - 1], "diag"))
            best[i][j], move[i][j] = max(options, key=lambda o: o[0])
    ordered_total = best[n][m]
    pairs_ordered = []
    i, j = n, m
    while i > 0 or j > 0:
        step = move[i][j]
        if step == "diag":
            pairs_ordered.append((i - 1, j - 1))
            i, j = i - 1, j - 1
        elif step == "up":
            i -= 1
        else:
            j -= 1
    pairs = sorted(pairs_ordered)
    # scripts sometimes create effects out of text order: try every assignment when small
    if n <= 6 and m <= 6:
        best_total, best_pairs = ordered_total + 1e-9, pairs
        if m <= n:
            for chosen in permutations(range(n), m):
                total, cur = 0.0, []
                for j, i in enumerate(chosen):
                    if scores[i][j] >= _MIN_SCORE:
                        total += scores[i][j]
                        cur.append((i, j))
                if total > best_total + 0.5:
                    best_total, best_pairs = total, sorted(cur)
        else:
            for chosen in permutations(range(m), n):
                total, cur = 0.0, []
                for i, j in enumerate(chosen):
                    if scores[i][j] >= _MIN_SCORE:
                        total += scores[i][j]
                        cur.append((i, j))
                if total > best_total + 0.5:
                    best_total, best_pairs = total, sorted(cur)
        pairs = best_pairs
    matched_ours = {p[0] for p in pairs}
    matched_scripts = {p[1] for p in pairs}
    result = list(pairs)
    result += [(i, None) for i in range(n) if i not in matched_ours]
    for j in range(m):
        if j in matched_scripts:
            continue
        # a script often registers one text effect as several objects (one per event, one
        # per option): an unmatched object joins the text effect it fits best
        partner = max(matched_ours, key=lambda i: scores[i][j], default=None)
        if partner is not None and scores[partner][j] >= 4 and KIND_FAMILY.get(effects[partner].kind) == KIND_FAMILY.get(scripts[j].kind):
            result.append((partner, -1 - j))
        else:
            result.append((None, j))
    return result
