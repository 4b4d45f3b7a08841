"""The rules on the chain itself and on what counts as having happened (timing/rules/
chain_limits.py, what_counts.py; data/rules/yugioh-chain.ttl): "only as Chain Link N or higher",
"not if multiple cards with the same name are in that Chain", effects that activate after a
chain resolves, one activation per event, Ignition Effect Priority and the mandatory trigger
that comes before it, "cannot attack the turn you activate this effect", the Summon that set a
trigger off, and which attack of a Battle Phase an attack is. Each on small cards that bring
their own text (the card reader reads them) beside the small real subset."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.timing.rules.chain_limits import (attack_declared_that_turn, chain_limits, chain_link_number,
                                                 mandatory_triggers_first, same_name_in_chain)
from subset_duel import card, duel, own, subset_engine  # noqa: F401  (fixtures)

SET = {"zone": "spell_trap_zone", "face_up": False}
FACE_UP = {"zone": "spell_trap_zone", "face_up": True}
LINK_4 = ("Activate only as Chain Link 4 or higher. Draw 2 cards. You cannot activate this card if multiple "
          "cards/effects with the same name are in that Chain.")
AFTER_A_CHAIN = ("After a Chain with 3 or more Links resolves, draw 1 card. This effect cannot activate if multiple "
                 "cards/effects with the same name were activated in that Chain.")


def trap(name, controller="A", text="Draw 1 card.", **state):
    """A Set Normal Trap that brings its own text."""
    return {**own(name, text, controller, "spell_trap_zone", "trap", "Normal Trap"), "face_up": False, **state}


def said(verdict):
    return (verdict.answer, verdict.reason, verdict.rules) if verdict is not None else None


def effect_of(state, ref, number=1):
    return state.infos[ref].effect(number)


@pytest.fixture
def ask(subset_engine):
    """ask(cards, steps, question, **scenario) -> the answer as the contract gives it."""
    def answer(cards, steps, question, **scenario):
        raw = {"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": list(steps), "ask": question,
               **scenario}
        return subset_engine.ask(timing.parse_scenario(raw))
    return answer


def chain_of(*refs):
    return [{"activate": ref} for ref in refs]


# ------------------------------------------------------------------ the reader gives the chain conditions structure

def test_the_reader_reads_the_conditions_on_the_chain():
    from edison_kg.cardtext import analyze

    fortune = analyze(LINK_4, card_type="trap", subtypes=("Normal Trap",))[0]
    assert (fortune.chain_link_min, fortune.unique_names_in_chain) == (4, True)
    # "If this card was activated as Chain Link 2 or 3": what it does, not a condition on activating it
    healing = analyze("Gain 500 Life Points. If this card was activated as Chain Link 2 or 3, add this card to the "
                      "Deck and shuffle it.", card_type="trap", subtypes=("Normal Trap",))[0]
    assert healing.chain_link_min is None and not healing.unique_names_in_chain
    iris = analyze(AFTER_A_CHAIN)[0]
    assert iris.kind == "trigger" and iris.condition.types == ["chain_resolved"]
    assert (iris.condition.chain_links_min, iris.condition.chain_names_unique, iris.unique_names_in_chain) == (3, True, False)
    # a running count after each chain is applied, not activated (as before the event was known)
    assert analyze("After a Chain (of 2 or more Links) resolves, this card gains 500 ATK.")[0].kind == "continuous"


def test_the_reader_reads_what_set_off_an_answered_activation_and_which_attack():
    from edison_kg.cardtext import analyze

    flip = analyze("Negate the activation of an Effect Monster's effect that activates when a monster is Special "
                   "Summoned (including itself), and destroy it.", card_type="trap", subtypes=("Counter",))[0]
    assert flip.condition.types == ["effect_activated"] and flip.condition.set_off_by == ("special_summon",)
    rug = analyze("Negate the activation and effect of an Effect Monster whose effect activated when a monster was "
                  "Normal Summoned (even itself), and destroy that Effect Monster.", card_type="trap",
                  subtypes=("Counter",))[0]
    assert rug.condition.set_off_by == ("normal_summon",)
    chaff = analyze("Activate only when your opponent declares a second direct attack during the same Battle Phase. "
                    "Conduct battle between the attacking monster and the first monster that attacked directly.",
                    card_type="trap", subtypes=("Normal Trap",))[0]
    assert (chaff.condition.direct_attack, chaff.condition.attack_number) == (True, 2)
    ant = analyze("You can destroy 1 Spell or Trap Card your opponent controls. If you activate this effect, this "
                  "card cannot attack during this turn.")[0]
    assert ant.attacks_forbidden == "self"
    blaze = analyze("You can destroy 1 card. You cannot declare an attack during the turn you activate this effect.")[0]
    assert blaze.attacks_forbidden == "you"
    bead = analyze("Discard 1 card from your hand. Negate the effect of a Trap Card that targets 1 face-up "
                   "Dragon-Type monster and destroy the Trap Card.", card_type="trap", subtypes=("Continuous Trap",))[0]
    assert bead.condition.types == ["card_activated"] and bead.condition.activation_targets
    assert bead.condition.activation_kind.classes == {"trap"} and bead.condition.target_kind.monster_types == {"Dragon"}


# ------------------------------------------------------------------ only as Chain Link N or higher

def test_only_as_chain_link_n_or_higher(duel):
    cards = {"t1": trap("Trap One"), "t2": trap("Trap Two", "B"), "t3": trap("Trap Three"),
             "luck": trap("Late Luck", text=LINK_4)}
    alone = duel(cards)
    verdict = chain_link_number(alone, "luck", effect_of(alone, "luck"))
    assert said(verdict) == ("no", "condition-not-met", ["chain-link-number-condition"]) and "starting a chain" in verdict.explanation
    third = duel(cards, chain_of("t1", "t2"))
    assert said(chain_link_number(third, "luck", effect_of(third, "luck")))[:2] == ("no", "condition-not-met")
    fourth = duel(cards, chain_of("t1", "t2", "t3"))
    assert said(chain_link_number(fourth, "luck", effect_of(fourth, "luck"))) == (
        "yes", "other", ["chain-link-number-condition"])
    assert chain_link_number(fourth, "t1", effect_of(fourth, "t1")) is None


def test_multiple_cards_with_the_same_name_in_the_chain(duel, ask):
    cards = {"t1": trap("Trap One"), "t2": trap("Trap Two", "B"), "t3": trap("Trap Three"),
             "luck": trap("Late Luck", text=LINK_4), "luck2": trap("Late Luck", text=LINK_4),
             "luck3": trap("Late Luck", text=LINK_4)}
    second = duel(cards, chain_of("t1", "t2", "t3", "luck"))
    assert said(same_name_in_chain(second, "luck2", effect_of(second, "luck2")))[:2] == ("yes", "other")
    third = duel(cards, chain_of("t1", "t2", "t3", "luck", "luck2"))
    assert said(same_name_in_chain(third, "luck3", effect_of(third, "luck3"))) == (
        "no", "other", ["chain-same-name-limit"])
    # any two links of one name block it, whatever the name
    twins = {**cards, "t2b": trap("Trap Two", "B")}
    answer = ask(twins, chain_of("t1", "t2", "t2b"), {"can_activate": "luck"})
    assert (answer.answer, answer.reason, answer.rules[0]) == ("no", "other", "chain-same-name-limit")
    answer = ask(cards, chain_of("t1", "t2", "t3", "luck"), {"can_activate": "luck2"})
    assert (answer.answer, answer.reason) == ("yes", "not-a-trigger")
    assert {"chain-link-number-condition", "chain-same-name-limit"} <= set(answer.rules)


# ------------------------------------------------------------------ after a chain has resolved

def after_chain(cards, links):
    return chain_of(*links) + [{"resolve": n} for n in range(len(links), 0, -1)]


def test_an_effect_that_activates_after_a_chain_of_three_links(ask):
    cards = {"iris": own("Earth Watcher", AFTER_A_CHAIN, "A", "monster_zone", "monster", "Effect", position="attack"),
             "t1": trap("Trap One"), "t2": trap("Trap Two", "B"), "t3": trap("Trap Three"), "t2b": trap("Trap Two", "B")}
    answer = ask(cards, after_chain(cards, ["t1", "t2", "t3"]), {"triggers": True})
    assert [e["card"] for e in answer.chain] == ["iris"] and "chain-after-chain-trigger" in answer.rules
    two = ask(cards, after_chain(cards, ["t1", "t2"]), {"triggers": True})
    assert two.chain == []
    twins = ask(cards, after_chain(cards, ["t1", "t2", "t2b"]), {"triggers": True})
    assert twins.chain == [] and twins.rules[0] == "chain-same-name-limit"


def test_negated_links_still_count_and_the_card_must_be_there_all_along(ask):
    negate = "Negate the activation of a Trap Card, and if you do, destroy it."
    cards = {"iris": own("Earth Watcher", AFTER_A_CHAIN, "A", "monster_zone", "monster", "Effect", position="attack"),
             "t1": trap("Trap One"), "t2": trap("Trap Two", "B"),
             "seal": {**trap("Trap Seal", "B", negate), "subtypes": ["Counter"]}}
    negated = ask(cards, after_chain(cards, ["t1", "t2", "seal"]), {"triggers": True})
    assert [e["card"] for e in negated.chain] == ["iris"]
    arrived = {**cards, "iris": own("Earth Watcher", AFTER_A_CHAIN, "A", "hand", "monster", "Effect"),
               "t3": trap("Trap Three")}
    steps = chain_of("t1", "t2", "t3") + [
        {"resolve": 3, "events": [{"event": "special_summon", "card": "iris", "player": "A", "from": "hand"}]},
        {"resolve": 2}, {"resolve": 1}]
    late = ask(arrived, steps, {"triggers": True})
    assert late.chain == [] and late.rules[0] == "chain-after-chain-trigger"


# ------------------------------------------------------------------ one activation per event, again for a new one

def test_an_effect_answers_one_event_once(ask):
    amulet = own("Deep Charm", "When your opponent's monster declares an attack: You can discard 1 card; negate the "
                 "attack.", "A", "spell_trap_zone", "trap", "Continuous Trap", face_up=True)
    cards = {"amulet": amulet, "cyber": card("Cyber Dragon", "B", position="attack"), "sangan": card("Sangan", "A", "hand")}
    steps = [{"events": [{"event": "attack_declared", "card": "cyber", "player": "B"}]},
             {"activate": "amulet", "cost": [{"event": "discarded", "card": "sangan", "player": "A", "cause": "cost"}]}]
    answer = ask(cards, steps, {"can_activate": "amulet"}, turn_player="B", phase="battle")
    assert (answer.answer, answer.reason, answer.rules[0]) == ("no", "other", "chain-once-per-event")
    first = ask(cards, steps[:1], {"can_activate": "amulet"}, turn_player="B", phase="battle")
    assert (first.answer, first.reason) == ("yes", "last-thing")


def test_an_effect_without_a_limit_answers_each_new_activation(ask):
    paladin = own("Spell Breaker", "When a Spell Card is activated (Quick Effect): You can discard 1 card; negate the "
                  "activation, and if you do, destroy it.", "A", "monster_zone", "monster", "Effect", position="attack")
    cards = {"paladin": paladin, "hole": card("Dark Hole", "B", "hand"), "sangan": card("Sangan", "A", "hand"),
             "frog": card("Dupe Frog", "A", "hand"),          # a card to discard the second time
             "quick": own("Quick Draw", "Draw 1 card.", "B", "hand", "spell", "Quick-Play")}
    steps = [{"activate": "hole"},
             {"activate": "paladin", "cost": [{"event": "discarded", "card": "sangan", "player": "A", "cause": "cost"}]},
             {"activate": "quick"}]
    answer = ask(cards, steps, {"can_activate": "paladin"}, turn_player="B")
    assert (answer.answer, answer.reason) == ("yes", "last-thing") and "chain-repeatable-quick-effect" in answer.rules
    again = ask(cards, steps[:2], {"can_activate": "paladin"}, turn_player="B")
    assert (again.answer, again.reason) == ("no", "other") and again.rules[0] == "chain-once-per-event"


# ------------------------------------------------------------------ Ignition Effect Priority

MONK = ("If this card is Normal Summoned: Change this card to Defense Position. Once per turn: You can discard 1 card; "
        "draw 1 card.")
PRIORITY = "Once per turn: You can discard 1 card; draw 1 card."


def test_a_waiting_mandatory_trigger_comes_before_ignition_priority(duel):
    cards = {"monk": own("Waiting Monk", MONK, "A", "hand", "monster", "Effect"), "sangan": card("Sangan", "A", "hand")}
    summoned = duel(cards, [{"summon": "monk", "method": "normal"}])
    verdict = mandatory_triggers_first(summoned, "monk", effect_of(summoned, "monk", 2))
    assert said(verdict)[:2] == ("no", "other")
    assert verdict.rules[0] == "edison-mandatory-trigger-before-ignition-priority" and "Waiting Monk" in verdict.explanation
    resolved = duel(cards, [{"summon": "monk", "method": "normal"}, {"activate": "monk", "effect": 1}, {"resolve": 1}])
    assert mandatory_triggers_first(resolved, "monk", effect_of(resolved, "monk", 2)) is None
    # the opponent's mandatory trigger waits too
    watcher = own("Summon Watcher", "When a monster is Normal Summoned: Destroy it.", "B", "monster_zone", "monster",
                  "Effect", position="attack")
    other = duel({"prio": own("Quick Monk", PRIORITY, "A", "hand", "monster", "Effect"), "watcher": watcher,
                  "sangan": card("Sangan", "A", "hand")}, [{"summon": "prio", "method": "normal"}])
    assert said(mandatory_triggers_first(other, "prio", effect_of(other, "prio")))[2][0] == \
        "edison-mandatory-trigger-before-ignition-priority"


def test_ignition_priority_right_after_the_turn_players_summon(duel, ask):
    cards = {"prio": own("Quick Monk", PRIORITY, "A", "hand", "monster", "Effect"), "sangan": card("Sangan", "A", "hand")}
    summoned = duel(cards, [{"summon": "prio", "method": "normal"}])
    assert said(mandatory_triggers_first(summoned, "prio", effect_of(summoned, "prio"))) == (
        "yes", "not-a-trigger", ["edison-ignition-priority"])
    answer = ask(cards, [{"summon": "prio", "method": "normal"}], {"can_activate": "prio"})
    assert (answer.answer, answer.reason) == ("yes", "not-a-trigger") and "edison-ignition-priority" in answer.rules
    # an optional trigger does not wait: the player may pass it and use the Ignition Effect
    frog = own("Passing Frog", "When this card is Summoned: You can draw 1 card. " + PRIORITY, "A", "hand", "monster",
               "Effect")
    passing = duel({**cards, "prio": frog}, [{"summon": "prio", "method": "special"}])
    assert said(mandatory_triggers_first(passing, "prio", effect_of(passing, "prio", 2)))[0] == "yes"
    # nothing to say outside the moment right after a Summon, or while a chain is open
    assert mandatory_triggers_first(duel(cards), "prio", effect_of(duel(cards), "prio")) is None


# ------------------------------------------------------------------ cannot attack the turn you activate this effect

EATER = ("You can destroy 1 Spell or Trap Card your opponent controls. If you activate this effect, this card cannot "
         "attack during this turn.")


def test_no_activation_after_its_monster_declared_an_attack(duel):
    cards = {"eater": own("Ant Eater", EATER, "A", "monster_zone", "monster", "Effect", position="attack"),
             "cyber": card("Cyber Dragon", "A", position="attack"), "bth": card("Bottomless Trap Hole", "B", **SET)}
    attack = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "eater", "player": "A"}]}]
    negated = attack + [{"events": [{"event": "attack_negated", "card": "eater", "player": "A"}]}, {"phase": "main2"}]
    state = duel(cards, negated)
    assert said(attack_declared_that_turn(state, "eater", effect_of(state, "eater"))) == (
        "no", "other", ["neg-attack-still-declared", "limit-attack-forbidden-that-turn"])
    plain = duel(cards, attack + [{"phase": "main2"}])
    assert said(attack_declared_that_turn(plain, "eater", effect_of(plain, "eater")))[2] == [
        "limit-attack-forbidden-that-turn"]
    other = duel(cards, [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "cyber", "player": "A"}]},
                         {"phase": "main2"}])
    assert attack_declared_that_turn(other, "eater", effect_of(other, "eater")) is None
    next_turn = duel(cards, negated + [{"phase": "end"}, {"phase": "draw"}, {"phase": "main1"}])
    assert attack_declared_that_turn(next_turn, "eater", effect_of(next_turn, "eater")) is None


# ------------------------------------------------------------------ the Summon that set a trigger off

FLIP_TEXT = ("Negate the activation of an Effect Monster's effect that activates when a monster is Special Summoned "
             "(including itself), and destroy it.")


def test_what_set_off_the_activation_answered(ask):
    frog = own("Summoned Frog", "When this card is Summoned: You can draw 1 card.", "B", "hand", "monster", "Effect")
    cards = {"frog": frog, "flip": {**trap("Flip Back", "A", FLIP_TEXT), "subtypes": ["Counter"]}}
    special = ask(cards, [{"summon": "frog", "method": "special"}, {"activate": "frog"}], {"can_activate": "flip"},
                  turn_player="B")
    assert (special.answer, special.reason) == ("yes", "last-thing")
    assert "neg-summon-trigger-matches-the-summon" in special.rules
    normal = ask(cards, [{"summon": "frog", "method": "normal"}, {"activate": "frog"}], {"can_activate": "flip"},
                 turn_player="B")
    assert (normal.answer, normal.reason) == ("no", "condition-not-met")
    assert normal.rules[0] == "neg-summon-trigger-matches-the-summon" and "Normal Summon" in normal.explanation
    # an Ignition Effect used with priority right after the Summon was set off by nothing
    prio = own("Quick Monk", PRIORITY, "B", "hand", "monster", "Effect")
    ignition = ask({**cards, "frog": prio, "sangan": card("Sangan", "B", "hand")},
                   [{"summon": "frog", "method": "special"},
                    {"activate": "frog", "cost": [{"event": "discarded", "card": "sangan", "player": "B",
                                                   "cause": "cost"}]}],
                   {"can_activate": "flip"}, turn_player="B")
    assert (ignition.answer, ignition.reason) == ("no", "condition-not-met")
    assert ignition.rules[:2] == ["neg-summon-trigger-matches-the-summon", "edison-ignition-priority"]


# ------------------------------------------------------------------ which attack of the Battle Phase

CHAFF = ("Activate only when your opponent declares a second direct attack during the same Battle Phase. Conduct "
         "battle between the attacking monster and the first monster that attacked directly.")


def test_a_negated_attack_is_not_an_attack_that_took_place(ask):
    cards = {"chaff": trap("Second Chaff", "A", CHAFF), "cyber": card("Cyber Dragon", "B", position="attack"),
             "drill": card("Drill Warrior", "B", position="attack"), "sangan": card("Sangan", "A", position="attack")}
    first = [{"events": [{"event": "attack_declared", "card": "cyber", "player": "B"}]}]
    second = [{"events": [{"event": "attack_declared", "card": "drill", "player": "B"}]}]
    negated = [{"events": [{"event": "attack_negated", "card": "cyber", "player": "B"}]}]
    scenario = {"turn_player": "B", "phase": "battle"}
    took_place = ask(cards, first + second, {"can_activate": "chaff"}, **scenario)
    assert (took_place.answer, took_place.reason) == ("yes", "last-thing")
    was_negated = ask(cards, first + negated + second, {"can_activate": "chaff"}, **scenario)
    assert (was_negated.answer, was_negated.reason) == ("no", "condition-not-met")
    assert was_negated.rules[0] == "neg-attack-is-not-a-completed-attack"
    only_one = ask(cards, first, {"can_activate": "chaff"}, **scenario)
    assert (only_one.answer, only_one.reason) == ("no", "condition-not-met")
    # a monster attacking twice makes no second attacker; an attack on a monster is no direct attack
    twice = ask(cards, first + first, {"can_activate": "chaff"}, **scenario)
    assert twice.answer == "no"
    on_a_monster = ask(cards, first + [{"events": [{"event": "attack_declared", "card": "drill", "player": "B",
                                                    "target": "sangan"}]}],
                       {"can_activate": "chaff"}, **scenario)
    assert on_a_monster.answer == "no"


def test_the_rule_list_holds_the_chain_limits_once():
    from edison_kg.timing.rules.activation import EFFECT_RULES

    assert EFFECT_RULES.count(chain_limits) == 1


# ------------------------------------------------------------------ whose attacks: a name, all monsters but one

BURST = ("If you control \"Cyber Dragon\": Target 1 card your opponent controls; destroy that target. \"Cyber Dragon\" "
         "cannot attack the turn you activate this card.")
LEADER = ("Once per turn: You can target 1 monster you control; it gains 500 ATK until the End Phase. (You can't attack "
          "the turn you activate this effect, except with that target.)")


def test_the_reader_reads_a_named_attacker_and_all_but_one():
    from edison_kg.cardtext import analyze

    burst = analyze(BURST, card_type="spell", subtypes=("Normal Spell",))[0]
    assert burst.attacks_forbidden == "named:cyber dragon"
    assert analyze(LEADER)[0].attacks_forbidden == "others"
    pair = analyze("Once per turn, if you control exactly 2 other monsters, this card gains 1000 ATK. The other two "
                   "monsters cannot attack the turn you activate this effect.")[0]
    assert pair.attacks_forbidden == "others"


def test_a_named_monster_that_attacked_blocks_the_card(duel):
    cards = {"burst": own("Burst", BURST, "A", "hand", "spell", "Normal Spell"),
             "cyber": card("Cyber Dragon", "A", position="attack"), "vorse": own("Raider", "A plain warrior.", "A", "monster_zone", "monster", "Normal", position="attack")}
    by_cyber = duel(cards, [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "cyber", "player": "A"}]},
                            {"phase": "main2"}])
    assert said(attack_declared_that_turn(by_cyber, "burst", effect_of(by_cyber, "burst")))[:2] == ("no", "other")
    by_vorse = duel(cards, [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "vorse", "player": "A"}]},
                            {"phase": "main2"}])
    assert attack_declared_that_turn(by_vorse, "burst", effect_of(by_vorse, "burst")) is None


def test_an_effect_leaving_one_attacker_is_used_before_the_battle_phase(duel):
    cards = {"lead": own("Leader", LEADER, "A", "monster_zone", "monster", "Effect", position="attack"),
             "vorse": own("Raider", "A plain warrior.", "A", "monster_zone", "monster", "Normal", position="attack")}
    before = duel(cards, phase="main1")
    assert attack_declared_that_turn(before, "lead", effect_of(before, "lead")) is None
    after = duel(cards, phase="main2")
    assert said(attack_declared_that_turn(after, "lead", effect_of(after, "lead"))) == (
        "no", "other", ["limit-attack-by-one-monster-before-battle"])
    attacked = duel(cards, [{"events": [{"event": "attack_declared", "card": "vorse", "player": "A"}]}], phase="battle")
    assert said(attack_declared_that_turn(attacked, "lead", effect_of(attacked, "lead")))[:2] == ("no", "other")


WONDER_CLOVER = ("Select 1 face-up monster you control and send 1 Level 4 Plant-Type monster from your hand to the "
                 "Graveyard. During the turn, the selected monster can attack twice, but other monsters you control "
                 "cannot declare an attack.")


def test_an_effect_that_leaves_one_attacker_this_turn_is_read_as_one():
    """What the effect does this turn, not only what its activation forbids; a continuous "Other
    monsters you control cannot declare an attack." is no such effect."""
    from edison_kg.cardtext import analyze

    assert analyze(WONDER_CLOVER, card_type="spell", subtypes=("Normal Spell",))[0].attacks_forbidden == "one-attacker"
    assert analyze("Other monsters you control cannot declare an attack.")[0].attacks_forbidden is None


def test_an_effect_that_leaves_one_attacker_this_turn_comes_before_the_battle_phase(duel):
    cards = {"clover": own("Wonder Clover", WONDER_CLOVER, "A", "hand", "spell", "Normal Spell"),
             "vorse": own("Raider", "A plain warrior.", "A", "monster_zone", "monster", "Normal", position="attack")}
    before = duel(cards, phase="main1")
    assert attack_declared_that_turn(before, "clover", effect_of(before, "clover")) is None
    after = duel(cards, phase="main2")
    assert said(attack_declared_that_turn(after, "clover", effect_of(after, "clover"))) == (
        "no", "other", ["limit-attack-by-one-monster-before-battle"])


SWORDS = "Your opponent's monsters can't declare an attack."


def test_an_effect_for_this_turns_attacks_waits_for_a_lock_on_attacks(duel):
    """Rule limit-attack-effect-under-attack-lock: Wonder Clover while the opponent's lock keeps
    its player's monsters from attacking; the player's own lock binds only the opponent."""
    from edison_kg.timing.rules.activation import can_activate_verdict

    def cards(lock_controller):
        return {"clover": own("Wonder Clover", WONDER_CLOVER, "A", "hand", "spell", "Normal Spell"),
                "lock": own("Lock", SWORDS, lock_controller, "spell_trap_zone", "spell", "Continuous Spell",
                            face_up=True),
                "rose": own("Rose", "A plain plant.", "A", "monster_zone", "monster", "Normal", position="attack")}
    locked = duel(cards("B"))
    v = can_activate_verdict(locked, "clover", effect_of(locked, "clover"))
    assert said(v)[:2] == ("no", "other") and "limit-attack-effect-under-attack-lock" in v.rules
    own_lock = duel(cards("A"))
    v = can_activate_verdict(own_lock, "clover", effect_of(own_lock, "clover"))
    assert "limit-attack-effect-under-attack-lock" not in v.rules


# ------------------------------------------------------------------ an activation that gives up its card's attack

def _whole_graph_ask(cards, steps, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": question})


SKILL_DRAIN_COST = [{"event": "lp_paid", "player": "B", "amount": 1000, "cause": "cost"}]


def test_an_activation_that_gave_up_the_attack_is_not_made_again():
    """Gravity Behemoth ("This card cannot attack the turn you activate this effect") once activated
    this turn already cannot attack: not again, even with its effect negated by Skill Drain; an activation
    that was itself negated gave nothing up (rule limit-attack-given-up-already-lost)."""
    cards = {"gb": card("Gravity Behemoth", "A", position="attack"), "yami": card("Yami", "B", "field_zone", face_up=True),
             "sdr": card("Skill Drain", "B", "spell_trap_zone", face_up=False)}
    assert _whole_graph_ask(cards, [], {"can_activate": "gb"}).answer == "yes"
    drained = [{"activate": "gb"}, {"activate": "sdr", "cost": SKILL_DRAIN_COST}, {"resolve": 2},
               {"resolve": 1, "events": []}]
    again = _whole_graph_ask(cards, drained, {"can_activate": "gb"})
    assert (again.answer, again.reason) == ("no", "other")
    assert "limit-attack-given-up-already-lost" in again.rules
    negated = [{"activate": "gb"}, {"resolve": 1, "events": [{"event": "activation_negated", "card": "gb", "player": "B"}]}]
    assert _whole_graph_ask(cards, negated, {"can_activate": "gb"}).answer == "yes"


def test_psychic_snail_is_activated_again_by_its_rulings():
    """Psychic Snail's rulings let its effect be activated several times a turn (an override with its ruling)."""
    cards = {"snail": card("Psychic Snail", "A", position="attack"),
             "commander": card("Psychic Commander", "A", position="attack")}
    steps = [{"activate": "snail", "targets": ["commander"],
              "cost": [{"event": "lp_paid", "player": "A", "amount": 800, "cause": "cost"}]}, {"resolve": 1}]
    again = _whole_graph_ask(cards, steps, {"can_activate": "snail"})
    assert again.answer == "yes"
    assert "limit-attack-given-up-already-lost" not in again.rules
