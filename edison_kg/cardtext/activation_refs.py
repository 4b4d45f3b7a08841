"""What an effect's words refer back to, read ONCE by the card reader and stored as fields of
the effect (cardtext/stored.py), so that timing/rules/never_applied.py reads fields and never the stored text.

- `refers_to_its_activation`: it names a monster only its card's activation can have supplied ("take damage
  equal to that monster's Level", "banish the selected monster"), no monster its own sentence introduced first.
- `left_behind`: a trigger that a resolved Normal Spell/Trap leaves behind ("Each time a monster ... by this
  effect is destroyed, draw 1 card"), and `says_this_turn`: its words say "this turn".
- `about_its_tributes`: it acts on the monsters Tributed for its card's own Tribute Summon.
- `for_the_battle_phase`: its every deed lets monsters attack this turn ("the selected monster can attack
  your opponent's Life Points directly", "can attack twice", piercing damage), and forbids none."""

from __future__ import annotations

import re

from edison_kg.cardtext.segment import LEFT_BEHIND

# the monster its activation chose, Summoned or equipped, named back without an antecedent
_ITS_MONSTER = re.compile(r"\b(?:that|the selected|the targeted) monster\b", re.I)
# a monster the sentence itself introduces ("when a monster is Summoned: ... that monster")
_INTRODUCED = re.compile(r"\b(?:a|an|1|any|each|all|\d+|your|opponent's)\b[^.,:;]{0,40}\bmonsters?\b|\battacks?\b", re.I)
_THIS_TURN = re.compile(r"\bthis turn\b", re.I)
# "the monster ... that was used for its Tribute Summon", "the monsters you Tributed for the Tribute Summon of this card"
_ITS_TRIBUTES = re.compile(r"\b(?:used|tributed) for (?:its|this card's|the) tribute summon(?! of (?!this card))", re.I)


# what lets a monster attack, or its attack do more, in this turn's Battle Phase
_LETS_ATTACK = re.compile(r"\bcan (?:attack (?:your opponent(?:'s life points)? )?directly|attack twice|attack again|"
                          r"make a second attack)\b|\binflict the difference as battle damage\b|\bpiercing\b", re.I)
_BY_CHOICE = ("card-activation", "ignition", "ignition-like", "quick", "quick-like")
_FORBIDS_ATTACK = re.compile(r"\b(?:cannot|can't) (?:declare an )?attack|\bend the battle phase\b", re.I)


def for_the_battle_phase(effect) -> bool:
    """Is the effect activated by choice (a card's activation, an Ignition or Quick Effect), and does its every deed
    let monsters attack (or pierce) this turn, and none forbid an attack? A trigger's timing is its event's."""
    if effect.kind not in _BY_CHOICE:
        return False
    deeds = [clause for clause in effect.clauses if clause.action != "target"]
    return bool(deeds) and all(clause.action == "attack_modifier" and _LETS_ATTACK.search(clause.text or "")
                               for clause in deeds) and not _FORBIDS_ATTACK.search(effect.text or "")


def refers_to_its_activation(text: str) -> bool:
    found = _ITS_MONSTER.search(text)
    return found is not None and not _INTRODUCED.search(text[:found.start()])


def store_activation_refs(effect) -> None:
    text = effect.text or ""
    effect.refers_to_its_activation = refers_to_its_activation(text)
    effect.left_behind = bool(LEFT_BEHIND.match(text))
    effect.says_this_turn = bool(_THIS_TURN.search(text))
    effect.about_its_tributes = bool(_ITS_TRIBUTES.search(text))
    effect.for_the_battle_phase = for_the_battle_phase(effect)
