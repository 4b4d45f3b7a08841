"""Replacements of one kind of send (edison_kg/timing/instead.py) on real cards: a monster
destroyed by battle with a monster that removes from play what it destroys (rule
ce-battle-destroyed-banished-instead), Tributes for a Ritual Summon returned to the Deck (rule
ce-ritual-tributes-to-deck); and Fortune Lady Light's leaving effect, ruled to trigger face-down too."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.scenario import parse_scenario
from scenario_cards import card


def ask(cards, steps, question, turn_player="A", phase="battle"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": question})


def battle(attacker, target, *destroyed):
    """``attacker`` attacks ``target``; the monsters ``destroyed`` are destroyed by that battle at once."""
    other = {attacker: target, target: attacker}
    return [{"events": [{"event": "attack_declared", "card": attacker, "player": "A", "target": target}]},
            {"phase": "damage_step"},
            {"events": [[{"event": "destroyed", "card": ref, "from": "monster_zone", "cause": "battle", "by": other[ref]}
                         for ref in destroyed]]}]


def test_a_monster_destroyed_by_battle_with_dd_crazy_beast_is_banished_and_its_trigger_does_not_activate():
    # Mystic Tomato: "When this card is destroyed by battle and sent to the GY: ..."
    cards = {"beast": card("D.D. Crazy Beast", "A", position="attack"),
             "tomato": card("Mystic Tomato", "B", position="defense")}
    answer = ask(cards, battle("beast", "tomato", "tomato"), {"triggers": True})
    assert answer.chain == [] and "ce-battle-destroyed-banished-instead" in answer.rules


def test_nothing_is_banished_when_dd_crazy_beast_is_destroyed_by_the_same_battle():
    cards = {"beast": card("D.D. Crazy Beast", "A", position="attack"),
             "tomato": card("Mystic Tomato", "B", position="attack")}
    answer = ask(cards, battle("beast", "tomato", "beast", "tomato"), {"triggers": True})
    assert [link["card"] for link in answer.chain] == ["tomato"]
    assert "ce-battle-destroyed-banished-instead" not in answer.rules


def test_a_monster_without_that_text_sends_what_it_destroys_to_the_graveyard():
    cards = {"vorse": card("Vorse Raider", "A", position="attack"),
             "tomato": card("Mystic Tomato", "B", position="defense")}
    answer = ask(cards, battle("vorse", "tomato", "tomato"), {"triggers": True})
    assert [link["card"] for link in answer.chain] == ["tomato"]


def ritual_summon(tributes, ritual="ritual", monster="soldier"):
    return [{"activate": ritual},
            {"resolve": 1, "events": [[{"event": "tributed", "card": ref, "player": "A", "from": "monster_zone",
                                        "cause": "effect", "by": ritual} for ref in tributes],
                                      {"event": "ritual_summon", "card": monster, "player": "A", "from": "hand",
                                       "to": "monster_zone", "cause": "effect", "by": ritual}]}]


def ritual_cards(samsara_face_up=True, **more):
    # Witch of the Black Forest: "When this card is sent from the field to the GY: ..."
    return {"samsara": card("Samsara", "A", "spell_trap_zone", face_up=samsara_face_up),
            "ritual": card("Black Luster Ritual", "A", "hand"),
            "soldier": card("Black Luster Soldier", "A", "hand"),
            "witch": card("Witch of the Black Forest", "A", position="attack"),
            "rat": card("Giant Rat", "A", position="attack"), **more}


def test_tributes_for_a_ritual_summon_go_to_the_deck_while_samsara_applies():
    answer = ask(ritual_cards(), ritual_summon(["witch", "rat"]), {"triggers": True}, phase="main1")
    assert answer.chain == [] and "ce-ritual-tributes-to-deck" in answer.rules


def test_samsara_sends_to_the_deck_even_while_banisher_of_the_light_applies():
    cards = ritual_cards(banisher=card("Banisher of the Light", "B", position="attack"))
    state = timing.default_engine().play(parse_scenario({
        "game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
        "steps": ritual_summon(["witch", "rat"]), "ask": {"last_thing": True}})).duel
    assert (state.cards["witch"].zone, state.cards["rat"].zone) == ("deck", "deck")


def test_a_set_samsara_returns_nothing_to_the_deck():
    answer = ask(ritual_cards(samsara_face_up=False), ritual_summon(["witch", "rat"]), {"triggers": True},
                 phase="main1")
    assert [link["card"] for link in answer.chain] == ["witch"]


def test_fortune_lady_light_set_and_destroyed_by_a_card_effect_still_activates():
    cards = {"light": card("Fortune Lady Light", "A", position="face_down"),
             "raigeki": card("Raigeki", "B", "hand")}
    answer = ask(cards, [{"activate": "raigeki"}, {"resolve": 1}], {"triggers": True}, turn_player="B", phase="main1")
    assert [link["card"] for link in answer.chain] == ["light"]


def test_fortune_lady_light_destroyed_by_battle_does_not_activate():
    cards = {"vorse": card("Vorse Raider", "A", position="attack"),
             "light": card("Fortune Lady Light", "B", position="face_down")}
    answer = ask(cards, battle("vorse", "light", "light"), {"triggers": True})
    assert answer.chain == []


def test_a_replacement_its_player_chooses_starts_no_chain():
    # Crystal Beast Amber Mammoth destroyed by Dark Hole: its "you can place it ... instead of sending it to the
    # Graveyard" is chosen as it would be sent, never activated (rule ce-replacement-chosen-starts-no-chain)
    cards = {"mammoth": card("Crystal Beast Amber Mammoth", "A", position="attack"),
             "hole": card("Dark Hole", "B", "hand")}
    steps = [{"activate": "hole"}, {"resolve": 1}]
    assert ask(cards, steps, {"triggers": True}, turn_player="B", phase="main1").chain == []
    answer = ask(cards, steps, {"can_activate": "mammoth", "effect_text": "instead of sending it to the Graveyard"},
                 turn_player="B", phase="main1")
    assert answer.answer == "no" and "ce-replacement-chosen-starts-no-chain" in answer.rules


def test_a_monster_lesser_fiend_destroys_by_battle_is_banished_not_sent():
    cards = {"fiend": card("Lesser Fiend", "A", position="attack"),
             "tomato": card("Mystic Tomato", "B", position="defense")}
    answer = ask(cards, battle("fiend", "tomato", "tomato"), {"triggers": True})
    assert answer.chain == [] and "ce-battle-destroyed-banished-instead" in answer.rules
    # destroyed together with Lesser Fiend: it goes to the Graveyard and its trigger activates
    cards["tomato"] = card("Mystic Tomato", "B", position="attack")
    answer = ask(cards, battle("fiend", "tomato", "fiend", "tomato"), {"triggers": True})
    assert [link["card"] for link in answer.chain] == ["tomato"]
