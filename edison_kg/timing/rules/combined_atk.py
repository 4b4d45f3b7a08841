"""An effect that takes monsters from its player's hand "whose combined ATK is exactly N" (Skull Conductor) needs
monsters of its kind there, apart from its own card, some of which total exactly N by their printed ATK; a monster
with "?" ATK is none of them (its ruling). With none it would do nothing, so it cannot be activated (rule
deed-combined-atk-exactly, round 95). Judged only when the hand is known (the closed places policy)."""

from __future__ import annotations

from itertools import combinations

from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.rules.possible import POSSIBLE
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.vocab.model import AnalyzedEffect

RULE = "deed-combined-atk-exactly"


@only_for(lambda effect: effect.combined_atk_exactly is not None)
def combined_atk_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    need = effect.combined_atk_exactly if effect is not None else None
    if need is None:
        return None
    clause = next((c for c in effect.clauses if c.from_zone == "hand" and c.event is not None), None)
    player = state.controller(ref)
    if clause is None or not is_closed(state, "hand") or any(other != ref for other in could_be_in(state, player, "hand")):
        return None
    # its own card is sent as the cost; "?" ATK is no ATK to add up
    atks = [state.infos[other].atk for other in cards_in(state, player, "hand") if other != ref
            and (clause.cards.empty or state.kind_of(other, clause.cards))
            and state.infos[other].atk is not None and not getattr(state.infos[other], "atk_unknown", False)]
    most = clause.count or clause.summons_at_once or len(atks)
    if any(sum(picked) == need for size in range(1, most + 1) for picked in combinations(atks, size)):
        return None
    say_named_are_all(state, player, "hand", apart_from=ref)
    have = ", ".join(str(atk) for atk in atks) or "none"
    return Verdict("no", "other", [RULE] + POSSIBLE,
                   f'It must "{clause.text.strip()}", and no monsters of that kind in its player\'s hand (their ATK: '
                   f"{have}) total exactly {need} ATK: it would do nothing, so it cannot be activated.")
