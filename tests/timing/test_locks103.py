"""Round 103, on real cards, met and unmet:

- A declared effect whose deed changes its own monster to Defense Position ("you can change this face-up Attack
  Position card you control to face-up Defense Position") needs the monster in face-up Attack Position (rule
  cond-activation-needs-its-own-position, extended): Alchemist of Black Spells, Lyla, Lightsworn Sorceress.
- "During the End Phase of your turn, if you did not attack" is unmet once its player declared an attack this turn
  (rule cond-needs-a-deed-not-done-this-turn): Poison Chain.
- "Select 1 face-up "Victory Viper XX03" on your side of the field to activate this card. Select 1 effect of ...": the
  first selection is its target even with a later "select" (rule state-target-must-exist): Power Capsule."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze
from scenario_cards import ask, card

OWN_POSITION = "cond-activation-needs-its-own-position"
NOT_DONE = "cond-needs-a-deed-not-done-this-turn"


def _rules(got) -> list[str]:
    return [rule.rsplit("/", 1)[-1] for rule in got.rules]


# ------------------------------------------------------------------ a change of its own position

def test_alchemist_of_black_spells_in_defense_position_cannot_change_itself():
    got = ask({"alch": card("Alchemist of Black Spells", "A", position="defense"),
               "lib": card("Royal Magical Library", "A", position="attack")}, {"can_activate": "alch"})
    assert got.answer == "no" and OWN_POSITION in _rules(got)


def test_alchemist_of_black_spells_in_attack_position_can():
    got = ask({"alch": card("Alchemist of Black Spells", "A", position="attack"),
               "lib": card("Royal Magical Library", "A", position="attack")}, {"can_activate": "alch"})
    assert got.answer == "yes"


def test_lyla_in_defense_position_cannot_change_itself():
    got = ask({"lyla": card("Lyla, Lightsworn Sorceress", "A", position="defense"),
               "set": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}, {"can_activate": "lyla"})
    assert got.answer == "no" and OWN_POSITION in _rules(got)


def test_lyla_in_attack_position_can():
    got = ask({"lyla": card("Lyla, Lightsworn Sorceress", "A", position="attack"),
               "set": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}, {"can_activate": "lyla"})
    assert got.answer == "yes"


def test_a_change_picked_as_it_resolves_is_no_need():
    # Elemental HERO Glow Neos "● Trap: Change this card to Defense Position": not a change the player chooses
    text = ("If this card attacks or is attacked: Your opponent draws 1 card and shows it, then, based on its type "
            "apply this effect.\n● Monster: End the Battle Phase of this turn.\n● Trap: Change this card to Defense "
            "Position.")
    assert not any("self-position attack" in effect.needs_held for effect in analyze(text))
    assert any("self-position attack" in effect.needs_held for effect in analyze(
        "Once per turn, you can change this face-up Attack Position card you control to face-up Defense Position and "
        "place 1 Spell Counter on a face-up card you control that you can place a Spell Counter on."))


# ------------------------------------------------------------------ "if you did not attack"

def _poison_chain(steps):
    return ask({"pc": card("Poison Chain", "A", "spell_trap_zone", face_up=True),
                "icb": card("Iron Chain Blaster", "A", position="attack")}, {"can_activate": "pc"}, steps, phase="battle")


def test_poison_chain_after_an_attack_this_turn_cannot_be_activated():
    got = _poison_chain([{"events": [{"event": "attack_declared", "card": "icb"}]},
                         {"events": [{"event": "damage_inflicted", "player": "B", "amount": 1100, "cause": "battle"}]},
                         {"phase": "main2"}, {"phase": "end"}])
    assert got.answer == "no" and NOT_DONE in _rules(got)


def test_poison_chain_with_no_attack_this_turn_can_be_activated():
    got = _poison_chain([{"phase": "main2"}, {"phase": "end"}])
    assert got.answer == "yes"


# ------------------------------------------------------------------ selected to activate it

def _power_capsule(steps):
    return ask({"viper": card("Victory Viper XX03", "A", position="attack"),
                "bom": card("Book of Moon", "B", "spell_trap_zone", face_up=False),
                "cap": card("Power Capsule", "A", "hand")}, {"can_activate": "cap"}, steps)


def test_power_capsule_with_its_only_victory_viper_face_down_cannot_be_activated():
    got = _power_capsule([{"activate": "bom", "targets": ["viper"]}, {"resolve": 1}])
    assert got.answer == "no" and "state-target-must-exist" in _rules(got)


def test_power_capsule_with_a_face_up_victory_viper_can_be_activated():
    assert _power_capsule([]).answer == "yes"
