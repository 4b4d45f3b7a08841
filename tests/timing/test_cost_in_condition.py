"""The old wording of a cost after its condition ("During your Standby Phase, by sending this
face-up card to the Graveyard, Special Summon ..."): the cost is read as a cost, so a rule on
costs reaches it (rule ce-banished-instead-cost), on real cards."""

from __future__ import annotations

from edison_kg import timing
from cardtext.pool import card as read
from scenario_cards import card


def test_the_cost_is_read_out_of_the_condition():
    [level_up] = [e for e in read("Ultimate Insect LV3") if e.kind != "continuous"]
    assert level_up.condition_text == "During your Standby Phase"
    assert [(c.action, c.subject) for c in level_up.cost_clauses] == [("send_to_gy", "self")]


def test_a_cost_that_sends_to_the_gy_cannot_be_paid_while_cards_are_banished_instead():
    cards = {"insect": card("Ultimate Insect LV3", "A", position="attack"),
             "lv5": card("Ultimate Insect LV5", "A", "deck"),
             "bol": card("Banisher of the Light", "B", position="attack")}
    effect = next(e.number for e in read("Ultimate Insect LV3") if e.cost_clauses)
    scenario = {"game": "yugioh-edison", "turn_player": "A", "phase": "standby", "cards": cards, "steps": [],
                "ask": {"can_activate": "insect", "effect": effect}}
    stopped = timing.ask(scenario)
    assert (stopped.answer, "ce-banished-instead-cost" in stopped.rules) == ("no", True)
    del cards["bol"]
    assert timing.ask(scenario).answer == "yes"


def test_cards_sent_from_the_spell_and_trap_zone_are_not_monsters_there():
    """Rules ce-banished-instead-cost, ce-restriction-partial-scope: a Crystal Beast in the Spell &
    Trap Zone is a Continuous Spell Card, out of the reach of "Any monster sent to the GY is
    banished instead"; "Any card ..." still reaches it."""
    cards = {"raigeki": card("Crystal Raigeki", "A", "spell_trap_zone", face_up=False),
             "pegasus": card("Crystal Beast Sapphire Pegasus", "A", "spell_trap_zone", face_up=True),
             "vorse": card("Vorse Raider", "B", position="attack"),
             "fissure": card("Dimensional Fissure", "B", "spell_trap_zone", face_up=True)}
    scenario = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                "ask": {"can_activate": "raigeki"}}
    spared = timing.ask(scenario)
    assert (spared.answer, "ce-restriction-partial-scope" in spared.rules) == ("yes", True)
    cards["fissure"]["name"] = "Macro Cosmos"
    assert timing.ask(scenario).answer == "no"
