"""Round 97: cards an earlier part only revealed or selected, named "them" by the next part (Power Tool Dragon under
Thunder King Rai-Oh; Fire Sorcerer), and an effect "not applied" unless a state holds, checked as it resolves, with
damage equal to the difference of the Life Points (The Agent of Judgment - Saturn; Archlord Zerato, Mazera DeVille).
Real cards of the pool."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext.reader import analyze
from scenario_cards import ask, card

NOT_APPLIED = "res-not-applied-unless-state"
DIFFERENCE = "res-amount-life-points-difference"


def test_power_tool_dragon_cannot_be_activated_while_rai_oh_is_face_up():
    got = ask({"ptd": card("Power Tool Dragon", "A", position="attack"),
               "raioh": card("Thunder King Rai-Oh", "B", position="attack")},
              {"can_activate": "ptd", "effect_text": "reveal 3 Equip Spell"})
    assert got.answer == "no"


def test_power_tool_dragon_can_be_activated_without_rai_oh():
    got = ask({"ptd": card("Power Tool Dragon", "A", position="attack")},
              {"can_activate": "ptd", "effect_text": "reveal 3 Equip Spell"})
    assert got.answer == "yes"


def _clauses(text: str, name: str, card_type="monster", subtypes=("Effect",)):
    return [c for e in analyze(text, card_type=card_type, subtypes=subtypes, name=name) for c in e.clauses]


def test_them_after_a_selection_is_taken_from_where_it_was_found():
    ptd = _clauses("Once per turn: You can reveal 3 Equip Spell Cards from your Deck, then your opponent randomly adds 1 of "
                   "them to your hand, and you shuffle the rest back into your Deck.", "Power Tool Dragon")
    assert [(c.event, c.from_zone) for c in ptd if c.event == "added_to_hand"] == [("added_to_hand", "deck")]
    fire = _clauses("FLIP: Randomly select 2 cards from your hand and remove them from play to inflict 800 points of damage "
                    "to your opponent's Life Points.", "Fire Sorcerer")
    assert [c.from_zone for c in fire if c.event == "banished"] == ["hand"]


def test_them_after_a_special_summon_is_not_where_the_summon_took_them_from():
    clauses = _clauses("Special Summon as many FIRE monsters with 200 DEF as possible from your Graveyard in face-up Attack "
                       "or Defense Position. Banish them during the End Phase.", "Rekindling", "trap", ("Normal",))
    assert [c.from_zone for c in clauses if c.event == "banished"] != ["graveyard"]


def _saturn(life_points: dict, sanctuary: bool, question=None):
    cards = {"saturn": card("The Agent of Judgment - Saturn", "A", position="attack")}
    if sanctuary:
        cards["sanct"] = card("The Sanctuary in the Sky", "A", "field_zone", face_up=True)
    steps = [{"activate": "saturn", "cost": [{"event": "tributed", "card": "saturn", "from": "monster_zone",
                                              "to": "graveyard", "cause": "cost"}]}, {"resolve": 1}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "life_points": life_points,
                       "cards": cards, "steps": steps, "ask": question or {"last_thing": True}})


def _damage(got):
    return [(e["player"], e.get("amount")) for e in got.to_dict()["last_thing"] if e["event"] == "damage_inflicted"]


def test_saturn_with_the_sanctuary_inflicts_the_difference_as_it_resolves():
    got = _saturn({"A": 8000, "B": 3000}, True)
    assert _damage(got) == [("B", 5000)]
    assert DIFFERENCE in got.rules


def test_saturn_inflicts_another_difference():
    assert _damage(_saturn({"A": 8000, "B": 6500}, True)) == [("B", 1500)]


def test_saturn_without_the_sanctuary_is_not_applied():
    got = _saturn({"A": 8000, "B": 3000}, False)
    assert _damage(got) == []
    assert NOT_APPLIED in got.rules


def test_saturn_can_be_activated_without_the_sanctuary():
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "life_points": {"A": 8000, "B": 3000},
                      "cards": {"saturn": card("The Agent of Judgment - Saturn", "A", position="attack")},
                      "steps": [], "ask": {"can_activate": "saturn"}})
    assert got.answer == "yes"


def test_reader_reads_the_not_applied_sentence_as_a_state_of_its_effect():
    saturn = analyze("While your Life Points are higher than your opponent's, you can Tribute this card to inflict damage to "
                     "your opponent equal to the difference. If you do not control a face-up \"The Sanctuary in the Sky\", "
                     "this effect is not applied. You cannot conduct your Battle Phase the turn you activate this effect.",
                     name="The Agent of Judgment - Saturn", subtypes=("Effect",))
    assert saturn[0].applied_only_while == 'you control a face-up "The Sanctuary in the Sky"'
    assert [c.action for c in saturn[0].clauses] == ["inflict_damage"]
    assert saturn[0].clauses[0].lp_amount_of == "life-points-difference"
    mazera = analyze("If \"Pandemonium\" is on your side of the field when you Special Summon this card, your opponent "
                     "discards 3 random cards from their hand. If \"Pandemonium\" is not on your side of the field, this "
                     "effect is not applied.", name="Mazera DeVille", subtypes=("Effect",))
    assert len(mazera) == 1 and mazera[0].applied_only_while == 'you control "Pandemonium"'


def test_reader_leaves_a_continuous_effect_s_not_applied_sentence_alone():
    maiden = analyze("As long as this card remains face-up on the field, the field is treated as \"Umi\". If there is an "
                     "active Field Spell Card on the field, this effect is not applied.", name="Maiden of the Aqua",
                     subtypes=("Effect",))
    assert all(e.applied_only_while is None for e in maiden)
