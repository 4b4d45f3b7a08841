"""On real cards of the pool other than the drafted situations' cards:
- a card destroyed and then banished in one moment left the field with the face it had there
  (rules/conditions.py, rule state-position-when-it-left);
- "destroy it, and if you do, banish it" never sends the card to the Graveyard (steps.py, rule
  cond-destroyed-and-banished), and "destroy those monsters" without a target acts on the card of
  the event the effect answers (steps.py);
- an Equip Card's "the equipped monster is returned to the hand and this card is sent to the
  Graveyard" reads the places of the monster's event (rules/conditions.py);
- "this attacking card is destroyed by battle" needs the card to be the attacker (rule
  cond-this-attacking-card);
- a list of Summons in an old "When ..., ..." condition is read whole (cardtext/condition.py);
- an attacked Set monster flipped in the Damage Step with no cause told was flipped by the attack
  (steps.py, rule bt-damage-calculation-one-moment);
- a face-up Spell or Trap Card that left the field activates no effect that watches the field
  (rules/watching.py);
- an effect with as many targets as the cards it acts on acts on each of them (steps.py)."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import ask, card

RULE = ""     # Answer.rules holds rule ids


def chain_cards(answer) -> list[str]:
    return [link["card"] for link in answer.chain]


# ------------------------------------------------------------------ the face it left with

def _yubel_leaves(face_up: bool):
    # Yubel - Terror Incarnate: "When this face-up card leaves the field: Special Summon 1 ..."; Gandora the
    # Dragon of Destruction: "destroy as many cards on the field as possible (other than this card), and if you do,
    # banish them"
    cards = {"yubel": card("Yubel - Terror Incarnate", "B", position="attack" if face_up else "face_down"),
             "gandora": card("Gandora the Dragon of Destruction", "A", position="attack")}
    return ask(cards, {"triggers": True}, steps=[{"activate": "gandora"}, {"resolve": 1}])


def test_a_face_up_card_destroyed_and_banished_left_the_field_face_up():
    assert chain_cards(_yubel_leaves(face_up=True)) == ["yubel"]


def test_a_face_down_card_destroyed_and_banished_left_the_field_face_down():
    assert chain_cards(_yubel_leaves(face_up=False)) == []


# ------------------------------------------------------------------ destroyed and banished by one doing

def _gandora_destroys(other):
    cards = {"gandora": card("Gandora the Dragon of Destruction", "A", position="attack"), "other": other}
    return ask(cards, {"triggers": True}, steps=[{"activate": "gandora"}, {"resolve": 1}])


def test_destroyed_and_banished_is_not_sent_to_the_graveyard():
    # Emissary of the Afterlife: "When this card is sent from the field to the Graveyard"
    answer = _gandora_destroys(card("Emissary of the Afterlife", "B", position="attack"))
    assert chain_cards(answer) == [] and RULE + "cond-destroyed-and-banished" in answer.rules


def test_destroyed_and_banished_is_still_destroyed_but_never_in_the_graveyard():
    scenario = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1",
                "cards": {"gandora": card("Gandora the Dragon of Destruction", "A", position="attack"),
                          "other": card("Chimera the Flying Mythical Beast", "B", position="attack")},
                "steps": [{"activate": "gandora"}, {"resolve": 1}], "ask": {"triggers": True}}
    events = [e for m in timing.history(scenario).to_dict()["moments"] for e in m["events"]]
    assert [(e.get("card"), e.get("to")) for e in events if e["event"] == "destroyed"] == [("other", "banished")]


def test_those_monsters_are_the_monsters_of_the_event_it_answers():
    # King Tiger Wanghu: "If a monster(s) with 1400 or less ATK is Normal or Special Summoned while you control
    # this card: Destroy those monsters with 1400 or less ATK."
    cards = {"wanghu": card("King Tiger Wanghu", "A", position="attack"),
             "soldier": card("Penguin Soldier", "B", "hand")}
    scenario = {"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                "steps": [{"summon": "soldier", "method": "normal"}, {"activate": "wanghu"}, {"resolve": 1}],
                "ask": {"triggers": True}}
    moments = timing.history(scenario).to_dict()["moments"]
    assert any(e["event"] == "destroyed" and e.get("card") == "soldier" for m in moments for e in m["events"])
    assert "res-that-monster-is-its-events-card" in timing.ask(scenario).rules


# ------------------------------------------------------------------ an Equip Card and its monster's event

def _orb_after(event: str):
    cards = {"spirit": card("Yamato-no-Kami", "A", position="attack"),
             "orb": card("Orb of Yasaka", "A", "spell_trap_zone", face_up=True, equipped_to="spirit"),
             "trunade": card("Giant Trunade", "B", "hand")}
    to = "hand" if event == "returned_to_hand" else "graveyard"
    gone = [[{"event": event, "card": "spirit", "player": "A", "from": "monster_zone", "to": to,
              "cause": "effect", "by": "trunade"}]]
    return ask(cards, {"triggers": True}, steps=[{"activate": "trunade"}, {"resolve": 1, "events": gone}],
               turn_player="B")


def test_an_equip_card_answers_its_monster_returned_to_the_hand():
    assert chain_cards(_orb_after("returned_to_hand")) == ["orb"]


def test_not_its_monster_destroyed():
    assert chain_cards(_orb_after("destroyed")) == []


def test_an_equip_card_sent_by_the_rules_right_after_a_monster_left_was_equipped_to_it():
    cards = {"spirit": card("Yamato-no-Kami", "A", position="attack"),
             "orb": card("Orb of Yasaka", "A", "spell_trap_zone", face_up=True),
             "trunade": card("Giant Trunade", "B", "hand")}
    gone = [{"event": "returned_to_hand", "card": "spirit", "player": "A", "from": "monster_zone", "to": "hand",
             "cause": "effect", "by": "trunade"},
            {"event": "sent_to_gy", "card": "orb", "player": "A", "from": "spell_trap_zone", "to": "graveyard",
             "cause": "rule"}]
    answer = ask(cards, {"triggers": True}, steps=[{"activate": "trunade"}, {"resolve": 1, "events": gone}],
                 turn_player="B")
    assert chain_cards(answer) == ["orb"] and any("was equipped to" in words for words in answer.assumed)


# ------------------------------------------------------------------ this attacking card

def _rockstone_destroyed(attacking: bool):
    cards = {"rock": card("Rockstone Warrior", "A", position="attack"),
             "gardius": card("Masked Beast Des Gardius", "B", position="attack")}
    attack = {"event": "attack_declared", "card": "rock", "player": "A", "target": "gardius"} if attacking else \
        {"event": "attack_declared", "card": "gardius", "player": "B", "target": "rock"}
    steps = [{"events": [attack]}, {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "rock", "player": "A", "from": "monster_zone",
                          "to": "graveyard", "cause": "battle", "by": "gardius"}]}]
    return ask(cards, {"can_activate": "rock"}, steps=steps, phase="battle", turn_player="A" if attacking else "B")


def test_this_attacking_card_destroyed_while_attacking():
    assert _rockstone_destroyed(attacking=True).answer == "yes"


def test_this_attacking_card_destroyed_while_attacked():
    answer = _rockstone_destroyed(attacking=False)
    assert answer.answer == "no" and RULE + "cond-this-attacking-card" in answer.rules


# ------------------------------------------------------------------ a list of Summons

def test_every_summon_of_the_list_sets_it_off():
    # Granadora: "When this monster is Normal Summoned, Flip Summoned or Special Summoned, increase your Life Points"
    cards = {"granadora": card("Granadora", "A", "graveyard"), "reborn": card("Monster Reborn", "A", "hand")}
    special = ask(cards, {"triggers": True}, steps=[{"activate": "reborn", "targets": ["granadora"]}, {"resolve": 1}])
    assert chain_cards(special) == ["granadora"]
    cards = {"granadora": card("Granadora", "A", position="face_down")}
    flip = ask(cards, {"triggers": True}, steps=[{"summon": "granadora", "method": "flip"}])
    assert chain_cards(flip) == ["granadora"]


# ------------------------------------------------------------------ flipped by the attack

def test_a_set_monster_flipped_in_the_damage_step_was_flipped_by_the_attack():
    # Penguin Soldier: "FLIP: You can target up to 2 monsters on the field; return those targets to the hand."
    cards = {"penguin": card("Penguin Soldier", "A", position="face_down"),
             "gardius": card("Masked Beast Des Gardius", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "gardius", "player": "B", "target": "penguin"}]},
             {"phase": "damage_step"}, {"events": [{"event": "flipped_face_up", "card": "penguin"}]},
             {"events": [{"event": "destroyed", "card": "penguin", "cause": "battle", "by": "gardius"}]}]
    answer = ask(cards, {"can_activate": "penguin"}, steps=steps, phase="battle", turn_player="B")
    assert answer.answer == "yes" and RULE + "bt-damage-calculation-one-moment" in answer.rules
    # the moment the scenario told, as the engine replayed it: the flip and the destruction are one moment
    scenario = {"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards, "steps": steps,
                "ask": {"can_activate": "penguin"}}
    moments = timing.history(scenario).to_dict()["moments"]
    together = [m for m in moments if {e["event"] for e in m["events"]} >= {"flipped_face_up", "destroyed"}]
    assert len(together) == 1


def test_a_flip_told_with_its_cause_is_not_the_attack():
    cards = {"penguin": card("Penguin Soldier", "A", position="face_down"),
             "gardius": card("Masked Beast Des Gardius", "B", position="attack"),
             "taiyou": card("Book of Taiyou", "A", "graveyard")}
    steps = [{"events": [{"event": "attack_declared", "card": "gardius", "player": "B", "target": "penguin"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "flipped_face_up", "card": "penguin", "cause": "effect", "by": "taiyou"}]},
             {"events": [{"event": "destroyed", "card": "penguin", "cause": "battle", "by": "gardius"}]}]
    scenario = {"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards, "steps": steps,
                "ask": {"can_activate": "penguin"}}
    moments = timing.history(scenario).to_dict()["moments"]
    assert not [m for m in moments if {e["event"] for e in m["events"]} >= {"flipped_face_up", "destroyed"}]


# ------------------------------------------------------------------ a face-up Spell or Trap Card that left

def _backfire_after(destroyer: str):
    # Backfire: "If a face-up FIRE monster(s) you control is destroyed and sent to the GY: Inflict 500 damage"
    cards = {"backfire": card("Backfire", "A", "spell_trap_zone", face_up=True),
             "turtle": card("UFO Turtle", "A", position="attack"),
             "destroyer": card(destroyer, "B", "hand" if destroyer == "Raigeki" else "monster_zone",
                               **({} if destroyer == "Raigeki" else {"position": "attack"}))}
    return ask(cards, {"triggers": True}, steps=[{"activate": "destroyer"}, {"resolve": 1}], turn_player="B")


def test_a_trap_that_watched_a_monster_destroyed_activates_from_the_field():
    assert chain_cards(_backfire_after("Raigeki")) == ["backfire"]


def test_a_trap_destroyed_with_the_monster_it_watched_does_not():
    # Judgment Dragon: "destroy all other cards on the field": Backfire leaves with the FIRE monster
    assert "backfire" not in chain_cards(_backfire_after("Judgment Dragon"))


def test_as_many_targets_as_it_acts_on():
    cards = {"bug": card("Nobleman-Eater Bug", "A", position="face_down"),
             "warwolf": card("Gene-Warped Warwolf", "B", position="attack"),
             "soldier": card("Archfiend Soldier", "B", position="attack")}
    scenario = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                "steps": [{"summon": "bug", "method": "flip"}, {"activate": "bug", "targets": ["warwolf", "soldier"]},
                          {"resolve": 1}], "ask": {"triggers": True}}
    moments = timing.history(scenario).to_dict()["moments"]
    destroyed = {e.get("card") for m in moments for e in m["events"] if e["event"] == "destroyed"}
    assert destroyed == {"warwolf", "soldier"}
