"""Round 26 (conds26): a declared activation timed by a window of a battle, read once by the card reader and
stored as fields of the effect (AnalyzedEffect.battle_window, battle_window_turn, battler_whose, battler_role,
battler_kind):

- "During the Damage Step, when a LIGHT monster you control battles", "During the Damage Step, if a "Blackwing"
  monster you control battles", "When a Psychic-Type monster you control battles, during the Damage Step": the
  Damage Step, with a monster of that kind of its player in the battle;
- "During damage calculation, in either player's turn": damage calculation, any battle;
- "During damage calculation in your opponent's turn, if this card is being attacked": damage calculation in the
  opponent's turn, this card the attack target.

Outside that window, or with no such monster in the battle, its condition is not met (timing/rules/battle_window.py,
rule cond-battle-window). A wording with more in it than these parts is left unread."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind

_WINDOW = r"during (?P<window>the damage step|damage calculation)(?:,?\s*in (?P<turn>either player's|your opponent's|your) turn)?"
_BATTLER = r"(?:when|if) (?P<who>this card|an? [^,]+? monster you control) (?P<verb>battles|is being attacked)"
_BEFORE = re.compile(rf"^{_WINDOW}(?:,\s*{_BATTLER})?$", re.I)
_AFTER = re.compile(rf"^{_BATTLER},\s*{_WINDOW}$", re.I)
_WINDOWS = {"the damage step": "damage_step", "damage calculation": "damage_calculation"}
_TURNS = {"your opponent's": "opponent", "your": "you"}


def read_battle_window(effect) -> None:
    """Store the battle window its condition names, when the whole condition is one of the wordings above."""
    text = (effect.condition_text or "").strip()
    match = _BEFORE.match(text) or _AFTER.match(text)
    if match is None:
        return
    who, verb = match.group("who"), match.group("verb")
    if verb and verb.lower() == "is being attacked" and who.lower() != "this card":
        return                          # only "this card is being attacked" is read
    effect.battle_window = _WINDOWS[match.group("window").lower()]
    effect.battle_window_turn = _TURNS.get((match.group("turn") or "").lower())
    if who is None:
        return
    if who.lower() == "this card":
        effect.battler_whose = "self"
        effect.battler_role = "target" if verb.lower() == "is being attacked" else None
        return
    effect.battler_whose = "you"
    effect.battler_kind = card_kind(who)
