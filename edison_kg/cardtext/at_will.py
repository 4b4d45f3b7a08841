"""What a player may choose to do, read ONCE by the card reader and stored as fields (cardtext/
stored.py), so that timing/rules/happened.py reads fields and never the stored text.

- on a clause, `may_skip`: its player may choose not to do it ("then you can destroy ...", "you may ...").
- on an effect, `paid_at_will_in_phase`: timed only by a Standby Phase ("During your opponent's Standby Phase")
  and paid for with Life Points ("You can pay 500 LP; ..."): a use paid for at will while the phase lasts."""

from __future__ import annotations

import re

# how a clause its player may choose not to do begins
OPTIONAL_OPENINGS = ("you can ", "you may ", "can ")
_DURING_A_PHASE = re.compile(r"^during (?:your|your opponent's|each) standby phase$", re.I)
_PAYS_LP = re.compile(r"\bpay \d+ (?:lp|life points)\b|\bat the cost of \d+ (?:lp|life points)\b", re.I)


def store_clause_choice(clause) -> None:
    clause.may_skip = clause.text.strip().lower().startswith(OPTIONAL_OPENINGS)


def store_effect_choice(effect) -> None:
    effect.paid_at_will_in_phase = bool(_DURING_A_PHASE.match(effect.condition_text or "")) \
        and bool(_PAYS_LP.search(effect.text or ""))
