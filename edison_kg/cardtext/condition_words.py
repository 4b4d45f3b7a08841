"""What an effect's condition words say beyond the event they name, read ONCE by the card reader
and stored as fields of the effect (cardtext/stored.py), so that the timing rules read fields and never the stored
condition text:

- `condition_at_damage_calculation`: "During damage calculation ...", "If this card attacks a Set monster, during
  damage calculation": activated during damage calculation, with an attack read when it comes
  (timing/rules/damage_calculation.py, timing/rules/damage_step.py);
- `condition_by_an_attacker`: "destroyed by battle with an attacking monster": the attacker must be the destroyer
  (timing/rules/attacking_destroyer.py); `targets_the_battled_monster`: its condition names a battle with an
  opponent's monster and it then says "Target the opponent's monster": that monster (timing/rules/targets.py);
- `condition_names_its_monster`: "that monster", "the equipped monster": the monster its Spell/Trap Card watches
  (timing/rules/linked_card_gone.py);
- `condition_once_per_turn_in_phase`: "Once per turn, during the End Phase": the usage limit is in the timing words,
  not a sentence of its own (timing/rules/limits.py);
- `condition_names_the_deck`: its condition words name the Deck or Extra Deck ("When this card is shuffled into the
  Extra Deck this way"): it is about its card going there (timing/rules/place.py)."""

from __future__ import annotations

import re

_AT_DAMAGE_CALCULATION = re.compile(r"(?:^|,\s*)during damage calculation\b", re.I)
_BY_AN_ATTACKER = re.compile(r"\bdestroyed (?:by battle )?(?:with|by) (?:an? |your )?(?:opponent's |your opponent's )?"
                             r"attacking monster", re.I)
# "destroyed by battle with an opponent's attacking monster: Target the opponent's monster"
_WITH_AN_OPPONENTS = re.compile(r"\bby battle with an? (?:opponent's|monster your opponent controls)", re.I)
_THE_OPPONENTS_MONSTER = re.compile(r"\btarget the opponent's monster\b", re.I)
_THAT_MONSTER = re.compile(r"\b(?:that|the equipped) monster\b", re.I)


def store_condition_words(effect) -> None:
    text = effect.condition_text or ""
    effect.condition_at_damage_calculation = bool(_AT_DAMAGE_CALCULATION.search(text))
    effect.condition_by_an_attacker = bool(_BY_AN_ATTACKER.search(text))
    effect.targets_the_battled_monster = bool(_WITH_AN_OPPONENTS.search(text)
                                              and _THE_OPPONENTS_MONSTER.search(effect.text or ""))
    effect.condition_names_its_monster = bool(_THAT_MONSTER.search(text))
    effect.condition_once_per_turn_in_phase = text.lower().startswith("once per turn, during")
    effect.condition_names_the_deck = "deck" in text.lower()
