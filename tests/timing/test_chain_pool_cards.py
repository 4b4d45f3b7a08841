"""The chain and negation rules on pool cards that no stored precedent is about but whose text
has the same shape (data/rules/yugioh-chain.ttl, yugioh-negation.ttl): the rules are read from
the graph, so these must come out right without a line of code naming them. On the whole
graph, as `edison-kg ask` answers."""

from __future__ import annotations

from edison_kg import timing

SET = {"zone": "spell_trap_zone", "face_up": False}
FIELD = {"zone": "monster_zone", "position": "attack"}


def ask(cards, steps, question, **scenario):
    raw = {"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": list(steps), "ask": question,
           **scenario}
    answer = timing.ask(raw)
    return answer.answer, answer.reason, answer.rules


def c(name, controller, **state):
    return {"name": name, "controller": controller, **state}


def links(*refs):
    return [{"activate": ref} for ref in refs]


# four Set Traps/Quick-Play Spells to build chains with (their names, two of them alike)
CHAIN_CARDS = {"r1": c("Reinforcements", "A", **SET), "r2": c("Reinforcements", "B", **SET),
               "scape": c("Scapegoat", "A", zone="hand"), "wave": c("Waboku", "B", **SET),
               "ox": c("Battle Ox", "B", **FIELD)}


def test_vanitys_call_only_as_chain_link_4_or_higher():
    cards = {**CHAIN_CARDS, "call": c("Vanity's Call", "A", **SET)}
    answer, reason, rules = ask(cards, links("r1", "wave"), {"can_activate": "call"})
    assert (answer, reason, rules[0]) == ("no", "condition-not-met", "chain-link-number-condition")
    answer, reason, rules = ask(cards, links("r1", "wave", "scape"), {"can_activate": "call"})
    assert (answer, reason) == ("yes", "not-a-trigger") and "chain-link-number-condition" in rules


def test_chain_summoning_needs_chain_link_3_and_no_names_twice():
    cards = {**CHAIN_CARDS, "cs": c("Chain Summoning", "A", zone="hand")}
    assert ask(cards, links("wave"), {"can_activate": "cs"})[:2] == ("no", "condition-not-met")
    answer, reason, rules = ask(cards, links("wave", "scape"), {"can_activate": "cs"})
    assert (answer, reason) == ("yes", "not-a-trigger") and "chain-link-number-condition" in rules
    answer, reason, rules = ask(cards, links("r1", "r2"), {"can_activate": "cs"})
    assert (answer, reason, rules[0]) == ("no", "other", "chain-same-name-limit")


def test_winged_kuriboh_lv9_from_the_hand_as_chain_link_3():
    cards = {**CHAIN_CARDS, "lv9": c("Winged Kuriboh LV9", "A", zone="hand")}
    answer, reason, rules = ask(cards, links("wave"), {"can_activate": "lv9"})
    assert (answer, reason, rules[0]) == ("no", "condition-not-met", "chain-link-number-condition")
    assert ask(cards, links("wave", "r1"), {"can_activate": "lv9"})[0] == "yes"
    # round 184: its own player's Scapegoat on the chain already forbids them to Summon other monsters that turn
    answer, reason, rules = ask(cards, links("wave", "scape"), {"can_activate": "lv9"})
    assert answer == "no" and "ce-activation-turn-restriction" in rules


def test_lightning_punisher_not_after_a_chain_with_two_links_of_one_name():
    cards = {**CHAIN_CARDS, "punisher": c("Lightning Punisher", "A", **FIELD)}
    steps = links("r1", "r2", "scape") + [{"resolve": 3}, {"resolve": 2}, {"resolve": 1}]
    answer, reason, rules = ask(cards, steps, {"triggers": True})
    assert rules[0] == "chain-same-name-limit"
    distinct = links("r1", "wave", "scape") + [{"resolve": 3}, {"resolve": 2}, {"resolve": 1}]
    result = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": distinct,
                         "ask": {"triggers": True}})
    assert [e["card"] for e in result.chain] == ["punisher"]


def test_iris_not_after_a_chain_of_two_links():
    cards = {**CHAIN_CARDS, "iris": c("Iris, the Earth Mother", "A", **FIELD)}
    result = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards,
                         "steps": links("wave", "scape") + [{"resolve": 2}, {"resolve": 1}], "ask": {"triggers": True}})
    assert result.chain == []


def test_ogre_of_the_scarlet_sorrow_counts_attacks_that_took_place():
    cards = {"ogre": c("Ogre of the Scarlet Sorrow", "A", zone="hand"), "ox": c("Battle Ox", "B", **FIELD),
             "orc": c("Giant Orc", "B", **FIELD)}
    first = {"events": [{"event": "attack_declared", "card": "ox", "player": "B"}]}
    second = {"events": [{"event": "attack_declared", "card": "orc", "player": "B"}]}
    negated = {"events": [{"event": "attack_negated", "card": "ox", "player": "B"}]}
    scenario = {"turn_player": "B", "phase": "battle"}
    assert ask(cards, [first, second], {"can_activate": "ogre", "effect": 1}, **scenario)[:2] == ("yes", "last-thing")
    answer, reason, rules = ask(cards, [first, negated, second], {"can_activate": "ogre", "effect": 1}, **scenario)
    assert (answer, reason, rules[0]) == ("no", "condition-not-met", "neg-attack-is-not-a-completed-attack")


def test_chaos_sorcerer_and_volcanic_slicer_after_their_attack():
    sorcerer = {"cs": c("Chaos Sorcerer", "A", **FIELD), "ox": c("Battle Ox", "B", **FIELD)}
    attacked = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "cs", "player": "A",
                                                  "target": "ox"}]}, {"phase": "main2"}]
    answer, reason, rules = ask(sorcerer, attacked, {"can_activate": "cs"})
    assert (answer, reason, rules[0]) == ("no", "other", "limit-attack-forbidden-that-turn")
    assert ask(sorcerer, [], {"can_activate": "cs"})[0] == "yes"
    slicer = {"vs": c("Volcanic Slicer", "A", **FIELD)}
    negated = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "vs", "player": "A"}]},
               {"events": [{"event": "attack_negated", "card": "vs", "player": "A"}]}, {"phase": "main2"}]
    answer, reason, rules = ask(slicer, negated, {"can_activate": "vs"})
    assert (answer, reason, rules[:2]) == ("no", "other", ["neg-attack-still-declared", "limit-attack-forbidden-that-turn"])


def test_blaze_accelerator_after_any_of_its_players_attacks():
    cards = {"blaze": c("Blaze Accelerator", "A", zone="spell_trap_zone", face_up=True),
             "ox": c("Battle Ox", "A", **FIELD), "orc": c("Giant Orc", "B", **FIELD)}
    attacked = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "ox", "player": "A",
                                                  "target": "orc"}]}, {"phase": "main2"}]
    answer, reason, rules = ask(cards, attacked, {"can_activate": "blaze"})
    assert (answer, reason, rules[0]) == ("no", "other", "limit-attack-forbidden-that-turn")


def test_by_order_of_the_emperor_answers_only_triggers_of_a_normal_summon():
    cards = {"frog": c("Swap Frog", "B", zone="hand"), "emperor": c("By Order of the Emperor", "A", zone="spell_trap_zone",
                                                                    face_up=True),
             "water": c("Frostosaurus", "B", zone="hand")}
    normal = [{"summon": "frog", "method": "normal"}, {"activate": "frog", "effect": 1}]
    assert ask(cards, normal, {"can_activate": "emperor"}, turn_player="B")[:2] == ("yes", "last-thing")
    special = [{"summon": "frog", "method": "special"}, {"activate": "frog", "effect": 1}]
    answer, reason, rules = ask(cards, special, {"can_activate": "emperor"}, turn_player="B")
    assert (answer, reason, rules[0]) == ("no", "condition-not-met", "neg-summon-trigger-matches-the-summon")


def test_king_tiger_wanghus_trigger_comes_before_ignition_priority_and_pulling_the_rug_answers_it():
    cards = {"wanghu": c("King Tiger Wanghu", "B", **FIELD), "sangan": c("Sangan", "A", zone="hand"),
             "mal": c("Destiny HERO - Malicious", "A", zone="graveyard"), "rug": c("Pulling the Rug", "A", **SET)}
    summoned = [{"summon": "sangan", "method": "normal"}]
    answer, reason, rules = ask(cards, summoned, {"can_activate": "mal"})
    assert (answer, reason, rules[0]) == ("no", "other", "edison-mandatory-trigger-before-ignition-priority")
    answer, reason, rules = ask(cards, summoned + [{"activate": "wanghu"}], {"can_activate": "rug"})
    assert (answer, reason) == ("yes", "last-thing") and "neg-summon-trigger-matches-the-summon" in rules


def test_dark_balter_answers_normal_spells_only():
    cards = {"balter": c("Dark Balter the Terrible", "A", **FIELD), "hole": c("Dark Hole", "B", zone="hand"),
             "mst": c("Mystical Space Typhoon", "B", zone="hand"), "set": c("Waboku", "A", **SET)}
    assert ask(cards, links("hole"), {"can_activate": "balter", "effect": 2}, turn_player="B")[:2] == ("yes", "last-thing")
    quick = [{"activate": "mst", "targets": ["set"]}]
    assert ask(cards, quick, {"can_activate": "balter", "effect": 2}, turn_player="B")[:2] == ("no", "condition-not-met")


def test_the_dragons_bead_shape_answers_the_trap_that_targets_a_dragon():
    cards = {"bead": c("The Dragon's Bead", "A", zone="spell_trap_zone", face_up=True),
             "dragon": c("Divine Dragon Ragnarok", "A", **FIELD), "ox": c("Battle Ox", "A", **FIELD),
             "r1": c("Reinforcements", "B", **SET), "hand": c("Sangan", "A", zone="hand")}
    assert ask(cards, [{"activate": "r1", "targets": ["dragon"]}], {"can_activate": "bead"},
               turn_player="B")[:2] == ("yes", "last-thing")
    answer, reason, rules = ask(cards, [{"activate": "r1", "targets": ["ox"]}], {"can_activate": "bead"}, turn_player="B")
    assert (answer, reason, rules[0]) == ("no", "condition-not-met", "neg-target-negation-needs-a-target")


def test_miyabi_cannot_target_a_normal_spell_on_the_chain():
    # an activated Normal Spell leaves the field as it resolves: no card to return to the Deck
    cards = {"miyabi": c("Spiritual Wind Art - Miyabi", "A", **SET), "harpie": c("Harpie Lady", "A", **FIELD),
             "pot": c("Pot of Greed", "B", zone="hand")}
    answer, reason, rules = ask(cards, links("pot"), {"can_activate": "miyabi"}, turn_player="B")
    assert (answer, reason) == ("no", "other") and "target-chained-card-not-returnable" in rules
    with_a_set_card = {**cards, "wave": c("Waboku", "B", **SET)}
    answer, _, rules = ask(with_a_set_card, links("pot"), {"can_activate": "miyabi"}, turn_player="B")
    assert answer == "yes" and "target-chained-card-not-returnable" not in rules


def test_ultimate_offering_face_up_may_be_activated_again_in_the_same_chain():
    # its Edison rulings: a face-up Ultimate Offering's effect has no once-per-chain limit (only an override gives one)
    cards = {"uo": c("Ultimate Offering", "A", zone="spell_trap_zone", face_up=True), "sangan": c("Sangan", "A", zone="hand")}
    assert ask(cards, links("uo"), {"can_activate": "uo"}, phase="main1")[0] == "yes"
