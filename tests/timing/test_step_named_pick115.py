"""Round 115: an effect whose text has no target clause ("Add 1 Tuner Monster from your Graveyard to your hand ...":
Mind Trust's older wording) takes the card its step names only when it is of the kind the clause takes (rule
res-picked-card-named-by-the-step): Tuningware is an Effect Monster, not a Tuner. Real pool cards, met and unmet."""

from __future__ import annotations

from edison_kg import timing


def _mind_trust(tuner):
    cards = {"mt": {"name": "Mind Trust", "controller": "A", "zone": "hand"},
             "sangan": {"name": "Sangan", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "tw": {"name": tuner, "controller": "A", "zone": "graveyard"}}
    steps = [{"activate": "mt", "targets": ["tw"],
              "cost": [{"event": "tributed", "card": "sangan", "from": "monster_zone", "to": "graveyard",
                        "cause": "cost"}]},
             {"resolve": 1}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"last_thing": True}}).to_dict()


def test_mind_trust_adds_the_tuner_its_step_names():
    got = _mind_trust("Water Spirit")
    assert [(e["event"], e["card"]) for e in got["last_thing"]] == [("added_to_hand", "tw")]
    assert any(rule.endswith("res-picked-card-named-by-the-step") for rule in got["rules"])
    assert any("the card the step names as picked" in line for line in got["assumed"])


def test_mind_trust_does_not_take_a_named_card_that_is_no_tuner():
    got = _mind_trust("Tuningware")        # Tuningware is an Effect Monster, not a Tuner
    assert not any(rule.endswith("res-picked-card-named-by-the-step") for rule in got["rules"])
    assert all(e["card"] != "tw" for e in got["last_thing"])

