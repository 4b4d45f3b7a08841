"""Round 179: "Special Summon it from the Graveyard, and if you do, its ATK/DEF become 1000" of an effect about its own
card brings that card back, with the changed values as it is Summoned (rule res-it-is-this-card-earlier-in-the-turn, refining res-it-is-this-card;
the card reader reads "it" as this card, cardtext/it_is_this_card.py, and the value set, cardtext/value_set.py). Real pool cards."""

from __future__ import annotations

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/res-it-is-this-card-earlier-in-the-turn"


def _behemoth_back(ask_card: dict, **ask) -> dict:
    cards = {"behemoth": {"name": "Twin-Headed Behemoth", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "asked": ask_card}
    steps = [{"events": [{"event": "destroyed", "card": "behemoth", "from": "monster_zone", "to": "graveyard",
                          "cause": "effect"}]},
             {"phase": "end"}, {"activate": "behemoth"}, {"resolve": 1}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
                       "ask": ask or {"can_activate": "asked"}}).to_dict()


def test_the_card_itself_is_special_summoned_with_its_atk_set_so_bottomless_trap_hole_has_nothing():
    answer = _behemoth_back({"name": "Bottomless Trap Hole", "controller": "B", "zone": "spell_trap_zone", "face_up": False})
    assert (answer["answer"], answer["reason"]) == ("no", "condition-not-met")
    assert RULE in answer["rules"]
    assert "Twin-Headed Behemoth was Special Summoned from the Graveyard" in answer["last_thing_words"]
    assert any("1000 ATK" in fact for fact in answer["assumed"])


def test_a_card_answering_any_summon_still_can():
    # its ruling with Card of Safe Return, which answers a Special Summon from the Graveyard whatever the ATK
    answer = _behemoth_back({"name": "Card of Safe Return", "controller": "A", "zone": "spell_trap_zone", "face_up": True})
    assert answer["answer"] == "yes"
