"""On an Equip Card, "it destroys / inflicts / attacks" in a trigger's condition is what the equipped monster does
(rule eq-equipped-monster-acts); on a card that equips nothing, "it" stays what the text selected."""

from __future__ import annotations

from edison_kg.cardtext import analyze


def _trigger(text, card_type, subtypes):
    effects = analyze(text, card_type=card_type, subtypes=subtypes)
    return next(e for e in effects if e.kind in ("trigger", "trigger-like"))


def test_an_equip_spells_it_destroys_is_its_equipped_monster():
    orb = _trigger("Equip only to a Spirit monster. When it destroys an opponent's monster by battle and sends it to "
                   "the Graveyard, gain Life Points equal to that monster's original ATK.", "spell", ("equip",))
    assert orb.condition.equipped_role == "actor"


def test_an_equip_spells_it_inflicts_battle_damage_is_its_equipped_monster():
    cestus = _trigger("Equip only to a Fairy-Type monster. It gains 500 ATK. If it inflicts battle damage to your "
                      "opponent: Gain LP equal to the damage inflicted.", "spell", ("equip",))
    assert cestus.condition.equipped_role == "actor"


def test_a_monster_that_equips_itself_names_that_target():
    armory = _trigger("Once per turn, you can either: Target 1 monster on the field; equip this card to that target, "
                      "OR: Unequip this card and Special Summon it in Attack Position. While equipped by this effect, "
                      "that target gains 1000 ATK. If that target destroys a monster by battle and sends it to the GY: "
                      "Inflict damage to your opponent equal to the destroyed monster's original ATK.",
                      "monster", ("effect", "synchro"))
    assert armory.condition.equipped_role == "actor"


def test_a_card_that_equips_nothing_keeps_its_selected_monster():
    # Soul Devouring Bamboo Sword, a Continuous Spell: "it" is the monster it selected, not one it is equipped to
    effects = analyze("Select 1 monster equipped with a \"Bamboo Sword\" Equip Spell Card. If it inflicts Battle "
                      "Damage to your opponent while equipped with a \"Bamboo Sword\" card, they skip their next Draw "
                      "Phase.", card_type="spell", subtypes=("continuous",))
    assert all(e.condition is None or e.condition.equipped_role != "actor" for e in effects)
