"""A Token's printed stats, written in parentheses where its card Special Summons it ("Special Summon 1 "Metal
Fiend Token" (Fiend/DARK/Level 1/ATK 0/DEF 0)", "(Reptile-Type/EARTH/3 Stars/ATK 1200/DEF 1200)"): its ATK and
DEF are facts of the Summoning clause, stored as the exact bounds of the kind it Summons, beside the Type,
Attribute and Level the kind reads already; the engine gives the Token it makes those stats (rule
state-token-has-its-printed-stats). A "?" is no number: nothing is stored for it."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.vocab.model import AnalyzedEffect

# "... Token(s)" ... "(.../ATK 0/DEF 0)": the parentheses after the Token's name that give its ATK and DEF
_PRINTED_STATS = re.compile(r"\btokens?\b[^.()]*\([^()]*?\batk\s*(?P<atk>\d+|\?)\s*/\s*def\s*(?P<def>\d+|\?)[^()]*\)",
                            re.I)


def store_token_stats(effect: AnalyzedEffect) -> None:
    for clause in effect.clauses:
        if clause.action != "special_summon" or not clause.stats_given or clause.cards is None:
            continue
        found = _PRINTED_STATS.search(clause.text or "")
        if found is None:
            continue
        kind = clause.cards
        if found.group("atk").isdigit() and kind.atk_max is None and kind.atk_min is None:
            kind = replace(kind, atk_max=int(found.group("atk")), atk_min=int(found.group("atk")))
        if found.group("def").isdigit() and kind.def_max is None and kind.def_min is None:
            kind = replace(kind, def_max=int(found.group("def")), def_min=int(found.group("def")))
        clause.cards = kind
