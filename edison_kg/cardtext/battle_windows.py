"""A declared activation timed by a window of a battle, read once by the card reader and
stored as fields of the effect (AnalyzedEffect.battle_window, battle_window_turn, battler_whose, battler_role,
battler_kind):

- "During the Damage Step, when a LIGHT monster you control battles", "During the Damage Step, if a "Blackwing"
  monster you control battles", "When a Psychic-Type monster you control battles, during the Damage Step": the
  Damage Step, with a monster of that kind of its player in the battle;
- "During damage calculation, in either player's turn": damage calculation, any battle;
- "During damage calculation in your opponent's turn, if this card is being attacked": damage calculation in the
  opponent's turn, this card the attack target;
- "If this card attacks or is attacked, during damage calculation (in either player's turn)": damage calculation,
  this card in the battle, attacker or target.

"During your Battle Step, if this card attacks a Defense Position monster", "During the
Damage Step, while an opponent's monster is attacking a monster you control": a window with a state, not an event (the
Battle Step is the time after an attack's declaration up to the Damage Step); its event reading is dropped, and the
state is stored (battler_role "attacker" / "target", battle_opponent_position).

Outside that window, or with no such monster in the battle, its condition is not met (timing/rules/battle_window.py,
rule cond-battle-window). A wording with more in it than these parts is left unread.

A Trigger-like Effect worded so ("If a Level 3 or lower Normal Monster you control battles, during the Damage Step you
can pay Life Points ..."), read as the Damage Step entered, keeps that event and has the battle stored too: only a
monster of that kind of its player in the battle meets it (rule cond-battle-window-of-a-trigger-like-effect, round 149)."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind

_WINDOW = (r"during (?P<window>the damage step|damage calculation|(?P<own>your |the )battle step)"
           r"(?:,?\s*\(?in (?P<turn>either player's|your opponent's|your) turn\)?)?")
_BATTLER = (r"(?:when|if|while) (?P<who>this card|an? [^,]+? monster you control|an opponent's monster) "
            r"(?P<verb>battles|is being attacked|attacks or is attacked|attacks|is attacking)(?: (?P<other>an? (?P<position>attack|defense) "
            r"position monster|a monster you control))?")
_OWN_TURN = r"(?: during (?P<late_turn>your|your opponent's) turn)?"     # "if this card battles during your turn"
_BEFORE = re.compile(rf"^{_WINDOW}(?:,\s*{_BATTLER}{_OWN_TURN})?$", re.I)
_AFTER = re.compile(rf"^{_BATTLER},\s*{_WINDOW}$", re.I)
_WINDOWS = {"the damage step": "damage_step", "damage calculation": "damage_calculation",
            "your battle step": "battle_step", "the battle step": "battle_step"}
_TURNS = {"your opponent's": "opponent", "your": "you"}


def read_battle_window(effect) -> bool:
    """Store the battle window its condition names, when the whole condition is one of the wordings above; True when
    it did."""
    text = (effect.condition_text or "").strip()
    match = _BEFORE.match(text) or _AFTER.match(text)
    if match is None:
        return False
    who, verb, other = match.group("who"), (match.group("verb") or "").lower(), (match.group("other") or "").lower()
    attacking = verb in ("attacks", "is attacking")
    if verb == "is being attacked" and who.lower() != "this card" or attacking and not other \
            or other == "a monster you control" and (verb != "is attacking" or who.lower() != "an opponent's monster") \
            or who and who.lower() == "an opponent's monster" and other != "a monster you control":
        return False                    # only the wordings the docstring names are read
    window = match.group("window").lower()
    effect.battle_window = _WINDOWS[window]
    turn = match.group("turn") or (match.group("late_turn") if "late_turn" in match.groupdict() else None)
    effect.battle_window_turn = _TURNS.get((turn or "").lower()) or (
        "you" if window == "your battle step" else None)
    if who is None:
        return True
    if who.lower() == "this card":
        effect.battler_whose = "self"
        effect.battler_role = "target" if verb == "is being attacked" else "attacker" if attacking else None
        effect.battle_opponent_position = (match.group("position") or "").lower() or None
        return True
    effect.battler_whose = "you"
    if who.lower() == "an opponent's monster":     # "while an opponent's monster is attacking a monster you control"
        effect.battler_role = "target"
        effect.battler_kind = card_kind("a monster you control")
        return True
    effect.battler_kind = card_kind(who)
    return True


def read_trigger_battle_window(effect) -> None:
    """A trigger's condition that is one of the wordings above: the battle it names is stored beside its event."""
    if effect.kind in ("trigger", "trigger-like") and effect.condition is not None:
        read_battle_window(effect)


# "You can only activate this effect during your Battle Step, if this card battles during your turn." (Spirit Ryu): the
# window said in a sentence of its own, the effect's only condition
_ONLY_SENTENCE = re.compile(r"^(?:you can only activate this effect|activate this effect only) (?P<window>during [^.]*?)\.\s",
                            re.I)


def read_battle_window_state(effect) -> None:
    """A declared activation whose event reading stands for a battle window with a state
    ("During your Battle Step, if this card attacks ..." read as an attack declaration; "During the Damage Step,
    while ..." as the Damage Step entered): the window and its state are its condition, no event is."""
    if effect.kind in ("trigger", "trigger-like", "flip", "continuous", "unanalyzed"):
        return
    if effect.condition is None:
        sentence = _ONLY_SENTENCE.match(effect.text or "") if not effect.condition_text else None
        if sentence is not None and _BEFORE.match(sentence.group("window")):
            said, effect.condition_text = effect.condition_text, sentence.group("window")
            if not read_battle_window(effect):
                effect.condition_text = said
        return
    if read_battle_window(effect):
        effect.condition = None
