"""What an activation needs of the duel (timing/rules/possible.py, piles.py, equip_targets.py),
on real cards of the pool, with the need met and unmet."""

from __future__ import annotations

from scenario_cards import ask, card


def test_a_change_to_all_face_up_monsters_of_its_side_needs_one():
    # Pyramid Energy: "● Increase the ATK of all face-up monsters on your side of the field by 200 points ..."
    energy = card("Pyramid Energy", "A", "hand")
    face_down = ask({"pe": energy, "m": card("Sangan", "A", position="face_down")}, {"can_activate": "pe"})
    assert (face_down.answer, face_down.reason) == ("no", "other")
    assert "activation-needs-a-possible-effect" in face_down.rules
    assert ask({"pe": energy, "m": card("Sangan", "A", position="attack")}, {"can_activate": "pe"}).answer == "yes"


def test_a_change_to_all_the_opponents_monsters_needs_one_there():
    # Curse of Aging: "Discard 1 card from your hand. Decrease the ATK and DEF of all monsters on your opponent's side"
    cards = {"ca": card("Curse of Aging", "A", "spell_trap_zone", face_up=False), "h": card("Sangan", "A", "hand")}
    assert ask(cards, {"can_activate": "ca"}).answer == "no"
    cards["v"] = card("Vorse Raider", "B", position="face_down")      # of either face
    assert ask(cards, {"can_activate": "ca"}).answer == "yes"


def test_a_monster_shown_from_the_hand_needs_one_there():
    # Level Conversion Lab, the one card of the pool with this wording: "Select 1 monster in your hand and show it ..."
    cards = {"lab": card("Level Conversion Lab", "A", "spell_trap_zone", face_up=False),
             "spell": card("Pot of Greed", "A", "hand")}
    spell_only = ask(cards, {"can_activate": "lab"})
    assert (spell_only.answer, spell_only.reason) == ("no", "other")
    cards["monster"] = card("Sangan", "A", "hand")
    assert ask(cards, {"can_activate": "lab"}).answer == "yes"


def test_an_equip_spell_bound_to_an_atk_needs_a_monster_within_it():
    # Buster Rancher, the one card of the pool with this wording: "Only a monster with an ATK of 1000 points or less"
    cards = {"br": card("Buster Rancher", "A", "hand"), "w": card("Gene-Warped Warwolf", "A", position="attack")}
    high = ask(cards, {"can_activate": "br"})
    assert (high.answer, "eq-equip-needs-a-monster-to-equip" in high.rules) == ("no", True)
    cards["s"] = card("Sangan", "B", position="attack")
    assert ask(cards, {"can_activate": "br"}).answer == "yes"


def test_a_monster_that_holds_only_one_of_an_equip_spell():
    # Flint Lock, the one card of the pool with this wording: "This card can only be equipped with 1 "Flint""
    cards = {"lock": card("Flint Lock", "B", position="attack"),
             "held": card("Flint", "B", "spell_trap_zone", face_up=True, equipped_to="lock"),
             "flint": card("Flint", "A", "hand")}
    holding = ask(cards, {"can_activate": "flint"})
    assert (holding.answer, "eq-equipped-with-only-one" in holding.rules) == ("no", True)
    cards["v"] = card("Vorse Raider", "B", position="attack")     # another monster it can be equipped to
    assert ask(cards, {"can_activate": "flint"}).answer == "yes"
    del cards["v"], cards["held"]                                 # Flint Lock holds none yet
    assert ask(cards, {"can_activate": "flint"}).answer == "yes"


def test_a_token_summoned_is_a_token_and_another_monster_is_not():
    # Token Feastevil: "When a Token(s) is Special Summoned: Destroy as many Tokens on the field as possible, ..."
    for summoned, answer in (("sheep", "yes"), ("v", "no")):
        cards = {"tf": card("Token Feastevil", "B", "spell_trap_zone", face_up=False),
                 "sheep": {"name": "Sheep Token", "controller": "A"}, "v": {"name": "Vorse Raider", "controller": "A"}}
        cards["v" if summoned == "sheep" else "sheep"].update(zone="monster_zone", position="attack")
        summon = [{"events": [{"event": "special_summon", "card": summoned, "player": "A"}]}]
        assert ask(cards, {"can_activate": "tf"}, steps=summon).answer == answer


def test_a_normal_monster_always_treated_as_an_archetypes_card_is_one():
    # Archfiend's Roar, Set: "target 1 "Archfiend" monster in your Graveyard; Special Summon that target". Summoned Skull
    # is a Normal Monster whose text says it is always treated as an "Archfiend" card (rule kind-treated-as-archetype-card)
    def roar_with(name):
        return ask({"roar": card("Archfiend's Roar", "A", "spell_trap_zone", face_up=False), "gy": card(name, "A", "graveyard")},
                   {"can_activate": "roar"})
    assert roar_with("Summoned Skull").answer == "yes"
    refused = roar_with("Vorse Raider")
    assert refused.answer == "no" and "state-target-must-exist" in refused.rules


def test_an_equip_card_destroyed_because_its_monster_was_destroyed():
    # Flint, the one card of the pool with this wording: "If this card is destroyed because the equipped monster is
    # destroyed: Target 1 monster on the field; equip this card to that monster" (rule eq-going-because-its-monster-went)
    cards = {"elf": card("Gemini Elf", "B", position="attack"), "s": card("Sangan", "A", position="attack"),
             "flint": card("Flint", "A", "spell_trap_zone", face_up=True, equipped_to="elf")}
    gone = [{"events": [{"event": "destroyed", "card": "elf", "player": "B", "cause": "effect"}]}]
    after = ask(cards, {"triggers": True}, steps=gone)
    assert [link["card"] for link in after.chain] == ["flint"]
    assert "eq-going-because-its-monster-went" in after.rules
    # destroyed together with its monster by one effect, it did not go because its monster went
    together = [{"events": [[{"event": "destroyed", "card": "elf", "player": "B", "cause": "effect"},
                             {"event": "destroyed", "card": "flint", "player": "A", "cause": "effect"}]]}]
    assert ask(cards, {"triggers": True}, steps=together).chain == []
