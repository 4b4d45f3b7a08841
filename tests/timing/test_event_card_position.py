"""The battle position (and face) of the event's monster just before its event, when the condition
names one (rules/event_position.py; rule cond-event-card-position). Real pool cards on the whole graph."""

from __future__ import annotations

from edison_kg import timing


def ask(cards, steps, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": question})


def destroyed_by(attacker: str, defender: dict, flipped: bool = False):
    cards = {"me": {"name": attacker, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "foe": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", **defender},
             "other": {"name": "Mystical Elf", "controller": "B", "zone": "monster_zone", "position": "attack"},
             # Spyder Spider selects (targets) a Level 4 or lower Insect in its player's Graveyard: one is there
             "insect": {"name": "Flying Kamakiri #1", "controller": "A", "zone": "graveyard"}}
    battle = ([{"event": "flipped_face_up", "card": "foe", "cause": "battle"}] if flipped else []) + [
        {"event": "destroyed", "card": "foe", "cause": "battle", "by": "me", "to": "graveyard"}]
    steps = [{"events": [{"event": "attack_declared", "card": "me", "player": "A", "target": "foe"}]},
             {"events": battle}]
    return ask(cards, steps, {"can_activate": "me"})


def test_destroying_a_defense_position_monster_by_battle_sets_the_trigger_off():
    # Spyder Spider: "When this card destroys an opponent's Defense Position monster by battle"
    assert destroyed_by("Spyder Spider", {"position": "defense"}).answer == "yes"


def test_destroying_an_attack_position_monster_does_not():
    answer = destroyed_by("Spyder Spider", {"position": "attack"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-event-card-position" in answer.rules


def test_destroying_a_face_up_attack_position_monster_sets_the_trigger_off():
    # Winged Sage Falcos: "When this card destroys an opponent's face-up Attack Position monster by battle"
    assert destroyed_by("Winged Sage Falcos", {"position": "attack"}).answer == "yes"


def test_a_set_monster_flipped_by_the_attack_was_not_in_face_up_attack_position():
    answer = destroyed_by("Winged Sage Falcos", {"position": "defense", "face_up": False}, flipped=True)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-event-card-position" in answer.rules


def changed(position: str):
    # Dream Clown: "When this card is changed from Attack Position to Defense Position"
    cards = {"clown": {"name": "Dream Clown", "controller": "A", "zone": "monster_zone", "position": position},
             "foe": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "position_changed", "card": "clown", "player": "A"}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "clown"}})


def test_a_change_from_the_position_named_sets_the_trigger_off():
    assert changed("attack").answer == "yes"


def test_a_change_from_the_other_position_does_not():
    answer = changed("defense")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-event-card-position" in answer.rules


def attacked(name: str, position: str, face_up: bool = True, then: list | None = None):
    # the attack target's position when the attack was declared
    cards = {"mine": {"name": name, "controller": "A", "zone": "monster_zone",
                      "position": position if face_up else "face_down"},
             "foe": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": "foe", "player": "B", "target": "mine"}]}] + (then or [])
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "mine"}})


def test_an_attack_position_card_targeted_for_an_attack():
    # Black Stego: "If this Attack Position card is targeted for an attack"
    assert attacked("Black Stego", "attack").answer == "yes"
    answer = attacked("Black Stego", "defense")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-event-card-position" in answer.rules


def test_a_face_down_defense_position_card_attacked():
    # Kiseitai: "When your opponent's monster attacks this card in face-down Defense Position"
    assert attacked("Kiseitai", "defense", face_up=False).answer == "yes"
    answer = attacked("Kiseitai", "defense", face_up=True)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-event-card-position" in answer.rules


def test_the_position_is_the_one_at_the_declaration_not_after_the_flip():
    # Blast Sphere: "If this face-down Defense Position card was attacked by an opponent's monster, before
    # damage calculation": flipped face-up by the attack afterwards, it was face-down when attacked
    flip = [{"events": [{"event": "flipped_face_up", "card": "mine", "cause": "battle"}]}]
    assert attacked("Blast Sphere", "defense", face_up=False).answer == "yes"
    assert attacked("Blast Sphere", "defense", face_up=False, then=flip).answer == "yes"
    answer = attacked("Blast Sphere", "defense", face_up=True)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-event-card-position" in answer.rules


def targeted_for_an_attack(position: str, face_up: bool = True):
    # D - Shield: "When an Attack Position "Destiny HERO" monster you control is targeted for an attack": the
    # position is the attack target's when the attack was declared
    cards = {"ox": {"name": "Battle Ox", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "dude": {"name": "Destiny HERO - Diamond Dude", "controller": "B", "zone": "monster_zone",
                      "position": position, "face_up": face_up},
             "shield": {"name": "D - Shield", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    steps = [{"events": [{"event": "attack_declared", "card": "ox", "player": "A", "target": "dude"}]}]
    return ask(cards, steps, {"can_activate": "shield"})


def test_a_named_kind_attacked_in_the_position_it_names_meets_the_condition():
    assert targeted_for_an_attack("attack").answer == "yes"


def test_a_named_kind_attacked_in_defense_position_does_not():
    answer = targeted_for_an_attack("defense")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-event-card-position" in answer.rules
