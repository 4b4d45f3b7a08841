"""An effect about what its card's activation did (rule cond-refers-to-what-its-activation-did)."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.rules.activation import can_activate
from subset_duel import card, duel, own, subset_engine  # noqa: F401  (fixtures)

# a Continuous Trap worded like Prevention Star: its later effect names "the selected monster"
STAR = ("Select 1 monster on your opponent's side of the field. The selected monster cannot attack. "
        "When this card is sent to the Graveyard, remove from play the selected monster.")
TYPHOON = "Target 1 Spell/Trap Card on the field; destroy that target."


def _cards():
    return {"star": own("Star", STAR, "A", "spell_trap_zone", "trap", "Continuous", face_up=False),
            "typhoon": own("Typhoon", TYPHOON, "B", "spell_trap_zone", "spell", "Quick-Play", face_up=False),
            "cyber": card("Cyber Dragon", "B", "monster_zone", position="attack")}


def _sent(**resolution):
    return {"events": [{"event": "sent_to_gy", "card": "star", "player": "A", "from": "spell_trap_zone",
                        "to": "graveyard", "cause": "effect", "by": "typhoon"}], **resolution}


def test_an_effect_about_the_selected_monster_needs_the_activation_to_have_applied(duel):
    destroyed_first = duel(_cards(), [{"activate": "star"}, {"activate": "typhoon", "targets": ["star"]},
                                      {"resolve": 2, **_sent()}, {"resolve": 1, "events": []}])
    answer = can_activate(destroyed_first, "star", 2, None)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-refers-to-what-its-activation-did" in answer.rules


def test_once_the_activation_applied_the_effect_has_its_monster(duel):
    resolved = duel(_cards(), [{"activate": "star"}, {"resolve": 1}, {"activate": "typhoon", "targets": ["star"]},
                               {"resolve": 1, **_sent()}])
    assert "cond-refers-to-what-its-activation-did" not in can_activate(resolved, "star", 2, None).rules


# a Normal Trap worded like The Secret of the Bandit: a trigger it leaves behind when it resolves
BANDIT = ("Select 1 face-up monster on the field. Each time the selected monster inflicts Battle Damage to your "
          "opponent this turn, your opponent discards 1 card.")


def test_a_trigger_a_resolved_normal_trap_leaves_behind_exists_only_once_it_applied(duel):
    cards = {"bandit": own("Bandit", BANDIT, "A", "spell_trap_zone", "trap", "Normal", face_up=False),
             "cyber": card("Cyber Dragon", "A", "monster_zone", position="attack")}
    damage = {"events": [{"event": "damage_inflicted", "player": "B", "amount": 2100, "cause": "battle",
                          "by": "cyber"}]}
    never = can_activate(duel(cards, [damage]), "bandit", 2, None)
    assert (never.answer, never.reason) == ("no", "condition-not-met")
    assert "tl-left-behind-by-a-resolved-card" in never.rules
    applied = duel(cards, [{"activate": "bandit"}, {"resolve": 1}, damage])
    assert "tl-left-behind-by-a-resolved-card" not in can_activate(applied, "bandit", 2, None).rules


def _bandit_scenario(steps):
    cards = {"bandit": {"name": "The Secret of the Bandit", "controller": "A", "zone": "spell_trap_zone",
                        "face_up": False},
             "raider": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"}}
    damage = {"events": [{"event": "damage_inflicted", "player": "B", "amount": 1900, "cause": "battle",
                          "by": "raider"}]}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps + [{"phase": "battle"}, damage], "ask": {"triggers": True}}).to_dict()


def test_a_set_normal_trap_that_was_never_activated_leaves_no_trigger_behind():
    assert _bandit_scenario([])["chain"] == []
    resolved = _bandit_scenario([{"activate": "bandit"}, {"resolve": 1}])
    assert [entry["card"] for entry in resolved["chain"]] == ["bandit"]


# a monster worded like Guardian Tryce: its effect brings back the monster Tributed for its Tribute Summon
KEEPER = ("This card can only be Tribute Summoned. When this card is destroyed and sent to the Graveyard: "
          "Special Summon the monster from the Graveyard that was used for its Tribute Summon.")


def test_an_effect_about_its_tribute_summon_needs_that_tribute_summon(duel):
    cards = {"keeper": own("Keeper", KEEPER, "A", "hand", "monster", "Effect", level=5),
             "cyber": card("Cyber Dragon", "A", "monster_zone", position="attack")}
    came = {"events": [{"event": "special_summon", "card": "keeper", "player": "A", "cause": "effect",
                        "to": "monster_zone"}]}
    gone = {"events": [{"event": "destroyed", "card": "keeper", "player": "A", "from": "monster_zone",
                        "to": "graveyard", "cause": "effect"}]}
    special = can_activate(duel(cards, [came, gone]), "keeper", 1, None)
    assert (special.answer, special.reason) == ("no", "condition-not-met")
    assert "cond-refers-to-what-its-summon-did" in special.rules
    tributed = {"events": [{"event": "tribute_summon", "card": "keeper", "player": "A", "to": "monster_zone"}]}
    assert "cond-refers-to-what-its-summon-did" not in can_activate(duel(cards, [tributed, gone]), "keeper", 1, None).rules


def test_an_answer_to_a_named_card_s_activation_is_not_met_by_another_card_chained_to_it():
    # rule cond-activation-of-a-named-card: White Hole answers only the activation of Dark Hole
    cards = {"hole": {"name": "Dark Hole", "controller": "B", "zone": "hand"},
             "mst": {"name": "Mystical Space Typhoon", "controller": "B", "zone": "hand"},
             "white": {"name": "White Hole", "controller": "A", "zone": "spell_trap_zone", "face_up": False}}
    def ask(steps):
        return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                           "steps": steps, "ask": {"can_activate": "white"}}).to_dict()["answer"]
    assert ask([{"activate": "hole"}]) == "yes"
    assert ask([{"activate": "mst", "targets": ["white"]}]) == "no"
