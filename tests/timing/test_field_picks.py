"""Non-targeting clauses that pick their cards on the field as they resolve: an
activation whose deeds all need such cards, with none there, cannot be activated (rule
activation-needs-a-possible-effect, edison_kg/timing/rules/possible.py), on real cards."""

from __future__ import annotations

from scenario_cards import ask, card

POSSIBLE = "activation-needs-a-possible-effect"


def test_flip_1_face_down_monster_on_the_field_needs_one():
    taiyou = card("Book of Taiyou", "A", "hand")
    face_up = ask({"taiyou": taiyou, "elf": card("Gemini Elf", "B", position="attack", face_up=True)},
                  {"can_activate": "taiyou"})
    assert (face_up.answer, face_up.reason) == ("no", "other")
    assert POSSIBLE in face_up.rules
    face_down = ask({"taiyou": taiyou, "elf": card("Gemini Elf", "B", position="defense", face_up=False)},
                    {"can_activate": "taiyou"})
    assert face_down.answer == "yes"
    untold = ask({"taiyou": taiyou, "elf": card("Gemini Elf", "B")}, {"can_activate": "taiyou"})
    assert untold.answer == "yes"            # its face is not told: it could be face-down


def test_as_many_face_up_spell_cards_your_opponent_controls_needs_one_of_theirs():
    arrow = card("Spell Shattering Arrow", "A", "hand")
    theirs = ask({"arrow": arrow, "peace": card("Messenger of Peace", "B", "spell_trap_zone", face_up=True)},
                 {"can_activate": "arrow"})
    assert theirs.answer == "yes"
    mine = ask({"arrow": arrow, "peace": card("Messenger of Peace", "A", "spell_trap_zone", face_up=True)},
               {"can_activate": "arrow"})
    assert (mine.answer, mine.reason) == ("no", "other")
    assert POSSIBLE in mine.rules
    set_card = ask({"arrow": arrow, "peace": card("Messenger of Peace", "B", "spell_trap_zone", face_up=False)},
                   {"can_activate": "arrow"})
    assert set_card.answer == "no"           # a Set card is not a face-up Spell Card


def test_other_than_this_card_leaves_its_own_card_out():
    wind = card("Fairy Wind", "A", "spell_trap_zone", face_up=False)
    alone = ask({"wind": wind, "elf": card("Gemini Elf", "B", position="attack", face_up=True)},
                {"can_activate": "wind"})
    assert (alone.answer, alone.reason) == ("no", "other")
    assert POSSIBLE in alone.rules
    other = ask({"wind": wind, "peace": card("Messenger of Peace", "B", "spell_trap_zone", face_up=True)},
                {"can_activate": "wind"})
    assert other.answer == "yes"


def test_1_spell_or_trap_card_on_the_field_is_met_by_the_card_being_activated():
    bombardment = card("Orbital Bombardment", "A", "spell_trap_zone", face_up=False)
    alone = ask({"orbital": bombardment, "alien": card("Alien Grey", "A", position="attack", face_up=True)},
                {"can_activate": "orbital"})
    assert POSSIBLE not in alone.rules       # itself is a Trap Card on the field as it resolves


# "the 1 face-up monster your opponent controls that has the highest DEF" picks one of theirs
def test_the_face_up_monster_with_the_highest_def_needs_a_face_up_monster_of_theirs():
    smashing = card("Smashing Ground", "A", "hand")
    theirs = ask({"smashing": smashing, "elf": card("Gemini Elf", "B", position="attack", face_up=True)},
                 {"can_activate": "smashing"})
    assert theirs.answer == "yes"
    mine = ask({"smashing": smashing, "elf": card("Gemini Elf", "A", position="attack", face_up=True)},
               {"can_activate": "smashing"})
    assert (mine.answer, mine.reason) == ("no", "other")
    assert POSSIBLE in mine.rules
    set_monster = ask({"smashing": smashing, "elf": card("Gemini Elf", "B", position="defense", face_up=False)},
                      {"can_activate": "smashing"})
    assert set_monster.answer == "no"        # a Set monster is not a face-up monster


def test_up_to_2_cards_your_opponent_controls_needs_one_of_theirs():
    summoned = [{"events": [{"event": "normal_summon", "card": "rooklord", "player": "A", "from": "hand"}]}]
    cards = {"rooklord": card("Koa'ki Meiru Rooklord", "A", "hand"),
             "core": card("Iron Core of Koa'ki Meiru", "A", "graveyard")}
    one = ask({**cards, "peace": card("Messenger of Peace", "B", "spell_trap_zone", face_up=True)},
              {"can_activate": "rooklord"}, summoned)
    assert one.answer == "yes"               # one card is enough for "up to 2"
    none = ask({**cards, "peace": card("Messenger of Peace", "A", "spell_trap_zone", face_up=True)},
               {"can_activate": "rooklord"}, summoned)
    assert (none.answer, none.reason) == ("no", "other")
    assert POSSIBLE in none.rules


def test_the_lowest_atk_monster_on_the_field_and_the_unnamed_monster_a_battle_implies():
    blast = card("Chthonian Blast", "A", "spell_trap_zone", face_up=False)
    def destroyed(cause):
        return [{"events": [{"event": "destroyed", "card": "vorse", "player": "A", "from": "monster_zone",
                             "to": "graveyard", "cause": cause}]}]
    by_effect = ask({"blast": blast, "vorse": card("Vorse Raider", "A")}, {"can_activate": "blast"}, destroyed("effect"),
                    turn_player="B")
    assert (by_effect.answer, by_effect.reason) == ("no", "other")      # no face-up monster is left on the field
    assert POSSIBLE in by_effect.rules
    by_battle = ask({"blast": blast, "vorse": card("Vorse Raider", "A")}, {"can_activate": "blast"}, destroyed("battle"),
                    phase="damage_step", turn_player="B")
    assert POSSIBLE not in by_battle.rules   # the monster it battled is on the field, though the scenario leaves it unnamed


# "Reduce the Level of 1 face-up monster you control by up to 2" needs a face-up monster of its player
def test_a_level_change_of_1_face_up_monster_you_control_needs_one():
    retuner = card("Level Retuner", "A", "spell_trap_zone", face_up=False)
    mine = ask({"retuner": retuner, "elf": card("Gemini Elf", "A", position="attack", face_up=True)},
               {"can_activate": "retuner"})
    assert mine.answer == "yes"
    theirs = ask({"retuner": retuner, "elf": card("Gemini Elf", "B", position="attack", face_up=True)},
                 {"can_activate": "retuner"})
    assert (theirs.answer, theirs.reason) == ("no", "other")
    assert POSSIBLE in theirs.rules
    set_monster = ask({"retuner": retuner, "elf": card("Gemini Elf", "A", position="defense", face_up=False)},
                      {"can_activate": "retuner"})
    assert set_monster.answer == "no"        # a Set monster is not a face-up monster


def test_a_level_change_of_1_monster_on_the_field_is_met_by_either_side():
    strider = card("Silent Strider", "A", "hand")
    theirs = ask({"strider": strider, "elf": card("Gemini Elf", "B", position="defense", face_up=True)},
                 {"can_activate": "strider"})
    assert theirs.answer == "yes"
    none = ask({"strider": strider}, {"can_activate": "strider"})
    assert (none.answer, none.reason) == ("no", "other")


# "target 1 other Plant-Type monster on the field that has a Level": every monster of the format has a
# Level, so the words leave the target a Plant-Type monster other than its own card
def test_that_has_a_level_names_every_monster_of_the_format():
    copy_plant = card("Copy Plant", "A", position="attack", face_up=True)
    alone = ask({"copy": copy_plant, "elf": card("Gemini Elf", "B", position="attack", face_up=True)},
                {"can_activate": "copy"})
    assert (alone.answer, alone.reason) == ("no", "other")
    assert "state-target-must-exist" in alone.rules
    plant = ask({"copy": copy_plant, "lotus": card("Botanical Girl", "B", position="attack", face_up=True)},
                {"can_activate": "copy"})
    assert plant.answer == "yes"
