"""Each rule that decides whether an activation can happen (edison_kg/timing/rules/, applied
in order by rules.activation), on its own: ``rule(state, ref, effect) -> Verdict | None``
over the duel state a scenario of the small real subset leaves."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing.rules import Verdict, decide
from edison_kg.timing.rules.activation import (CARD_RULES, EFFECT_RULES, activation_timing, can_activate_verdict,
                                               card_speed, condition_never_met, declared_verdict, not_activated,
                                               spell_or_trap)
from edison_kg.timing.rules.chain import hand_trigger
from edison_kg.timing.rules.continuous import activation_verdict, cost_verdict
from edison_kg.timing.rules.damage_step import in_the_damage_step
from edison_kg.timing.rules.limits import summon_restriction, usage_limit
from edison_kg.timing.rules.place import place_verdict
from edison_kg.timing.rules.possible import cost_cards_verdict, possible_effect_verdict
from edison_kg.timing.rules.spell_trap import card_place_verdict, continuous_trap_verdict, own_activation_pending
from subset_duel import card, duel, own, subset_engine  # noqa: F401  (fixtures)

SET = {"zone": "spell_trap_zone", "face_up": False}
NORMAL_SUMMON_CYBER = {"summon": "cyber", "method": "normal"}
DIRECT_ATTACKER = "When an opponent's monster declares a direct attack: You can Special Summon this card from your hand."
CONTINUOUS_TRAP = ("trap", "Continuous Trap")


def effect_of(state, ref, number=1):
    return state.infos[ref].effect(number)


def said(verdict):
    return (verdict.answer, verdict.reason, verdict.rules) if verdict is not None else None


# ------------------------------------------------------------------ applying the rules in order

def always(answer, *rules):
    def rule(state, ref, effect):
        return Verdict(answer, "other", list(rules), answer)
    return rule


def silent(state, ref, effect):
    return None


def test_the_first_no_is_the_verdict_and_the_rules_after_it_are_not_asked():
    def never_asked(state, ref, effect):
        raise AssertionError("a rule after the verdict was asked")
    verdict = decide([silent, always("no", "first"), never_asked], None, "x", None)
    assert said(verdict) == ("no", "other", ["first"])


def test_a_final_yes_rests_on_the_exceptions_that_applied():
    verdict = decide([always("yes", "exception", "shared"), silent, always("yes", "exception"),
                      always("yes", "final", "shared")], None, "x", None)
    assert said(verdict) == ("yes", "other", ["final", "shared", "exception"])


def test_a_new_rule_family_is_a_function_in_the_list(duel):
    state = duel({"hole": card("Dark Hole", "A", "hand"), "cyber": card("Cyber Dragon", "B")})
    hole = effect_of(state, "hole")
    assert can_activate_verdict(state, "hole", hole).answer == "yes"
    forbidden = always("no", "a-new-rule")
    assert said(decide((forbidden,) + EFFECT_RULES, state, "hole", hole)) == ("no", "other", ["a-new-rule"])


# ------------------------------------------------------------------ the rules, one by one

def test_a_continuous_effect_is_not_activated(duel):
    state = duel({"frog": card("Dupe Frog", "A")})
    assert said(not_activated(state, "frog", effect_of(state, "frog", 1))) == (
        "no", "other", ["card-vs-effect-activation", "neg-continuous-effects-are-not-activated"])
    assert not_activated(state, "frog", effect_of(state, "frog", 3)) is None
    unread = replace(effect_of(state, "frog", 3), kind="unanalyzed", note="a wording the reader does not know")
    verdict = not_activated(state, "frog", unread)
    assert said(verdict) == ("no", "other", ["card-vs-effect-activation"])
    assert "a wording the reader does not know" in verdict.explanation


def test_a_condition_never_met_is_said_first(duel):
    cards = {"tt": card("Torrential Tribute", "B", **SET), "cyber": card("Cyber Dragon", "A", "hand")}
    state = duel(cards)
    assert said(condition_never_met(state, "tt", effect_of(state, "tt"))) == (
        "no", "condition-not-met", ["trigger-effect-definition"])
    summoned = duel(cards, [NORMAL_SUMMON_CYBER])
    assert condition_never_met(summoned, "tt", effect_of(summoned, "tt")) is None
    # not where it is activated from: the rule of the place speaks instead, later
    elsewhere = duel({"gorz": own("Direct Guard", DIRECT_ATTACKER, "A", "graveyard", "monster", "Effect")})
    assert condition_never_met(elsewhere, "gorz", effect_of(elsewhere, "gorz")) is None


def test_a_trap_card_is_set_first(duel):
    in_hand = duel({"bth": card("Bottomless Trap Hole", "B", "hand")})
    assert said(card_place_verdict(in_hand, "bth", effect_of(in_hand, "bth")))[2] == ["card-trap-set-first"]
    set_now = duel({"bth": card("Bottomless Trap Hole", "B", "hand")},
                   [{"events": [{"event": "set", "card": "bth", "player": "B"}]}])
    assert said(card_place_verdict(set_now, "bth", effect_of(set_now, "bth")))[2] == ["card-trap-set-first"]
    set_before = duel({"bth": card("Bottomless Trap Hole", "B", **SET)})
    assert card_place_verdict(set_before, "bth", effect_of(set_before, "bth")) is None
    monster = duel({"sangan": card("Sangan", "A")})
    assert card_place_verdict(monster, "sangan", effect_of(monster, "sangan")) is None


def test_the_card_must_be_where_its_effect_is_activated(duel):
    gone = duel({"drill": card("Drill Warrior", "A", "graveyard")})
    assert said(place_verdict(gone, "drill", effect_of(gone, "drill")))[2] == [
        "state-face-up-on-the-field-to-activate", "state-card-must-be-in-place"]
    face_down = duel({"drill": card("Drill Warrior", "A", position="face_down")})
    assert said(place_verdict(face_down, "drill", effect_of(face_down, "drill")))[2] == [
        "state-face-up-on-the-field-to-activate"]
    there = duel({"drill": card("Drill Warrior", "A", position="attack")})
    assert place_verdict(there, "drill", effect_of(there, "drill")) is None
    not_in_hand = duel({"gorz": own("Direct Guard", DIRECT_ATTACKER, "A", "graveyard", "monster", "Effect")})
    verdict = place_verdict(not_in_hand, "gorz", effect_of(not_in_hand, "gorz"))
    assert said(verdict)[2] == ["state-card-must-be-in-place"] and "from the hand" in verdict.explanation


def test_once_per_turn_is_spent_by_its_activation_this_turn(duel):
    cards = {"drill": card("Drill Warrior", "A", position="attack")}
    used = [{"activate": "drill", "effect": 1}, {"resolve": 1}]
    assert usage_limit(duel(cards), "drill", effect_of(duel(cards), "drill")) is None
    state = duel(cards, used)
    assert said(usage_limit(state, "drill", effect_of(state, "drill"))) == ("no", "other", ["neg-limit-once-per-turn"])
    next_turn = duel(cards, used + [{"phase": "end"}, {"phase": "draw"}, {"phase": "main1"}])
    assert usage_limit(next_turn, "drill", effect_of(next_turn, "drill")) is None


def test_no_special_summon_the_turn_it_is_activated(duel):
    cards = {"rite": own("No Summon Draw", "You cannot Special Summon during the turn you activate this card. "
                         "Draw 2 cards.", "A", "hand", "spell", "Normal Spell"),
             "cyber": card("Cyber Dragon", "A", "hand")}
    state = duel(cards)
    assert summon_restriction(state, "rite", effect_of(state, "rite")) is None
    summoned = duel(cards, [{"summon": "cyber", "method": "special"}])
    assert said(summon_restriction(summoned, "rite", effect_of(summoned, "rite"))) == (
        "no", "other", ["card-vs-effect-activation"])
    negated = duel(cards, [{"summon": "cyber", "method": "special", "negated": True}])
    assert said(summon_restriction(negated, "rite", effect_of(negated, "rite")))[2] == [
        "neg-summon-counts-for-summon-restrictions", "neg-summon-definition"]
    cards["cyber"]["controller"] = "B"               # the opponent's Summon restricts nothing
    assert summon_restriction(duel(cards, [{"summon": "cyber", "method": "special"}]), "rite",
                              effect_of(state, "rite")) is None


def test_the_damage_step_allows_a_counter_trap_and_not_a_normal_spell(duel):
    cards = {"hole": card("Dark Hole", "A", "hand"), "solemn": card("Solemn Judgment", "A", **SET)}
    state = duel(cards, phase="damage_step")
    assert said(in_the_damage_step(state, "hole", effect_of(state, "hole"))) == (
        "no", "damage-step", ["damage-step-restriction"])
    assert said(in_the_damage_step(state, "solemn", effect_of(state, "solemn"))) == (
        "yes", "other", ["damage-step-restriction"])
    assert in_the_damage_step(duel(cards), "hole", effect_of(state, "hole")) is None
    nothing_to_do = duel({"wall": own("Wall", "Monsters cannot attack.", "A", "spell_trap_zone", *CONTINUOUS_TRAP,
                                      face_up=False)}, phase="damage_step")
    verdict = in_the_damage_step(nothing_to_do, "wall", None)
    assert said(verdict) == ("no", "damage-step", ["damage-step-restriction"])
    assert "does nothing" in verdict.explanation


def test_a_face_down_continuous_trap_shares_its_chain_link_with_its_effect(duel):
    cards = {"snare": own("Snare", "When a monster is Normal Summoned: You can destroy that monster.", "B",
                          "spell_trap_zone", *CONTINUOUS_TRAP, face_up=False),
             "cyber": card("Cyber Dragon", "A", "hand")}
    summoned = duel(cards, [NORMAL_SUMMON_CYBER])
    verdict = continuous_trap_verdict(summoned, "snare", effect_of(summoned, "snare"))
    assert verdict.answer == "yes" and verdict.rules[0] == "tl-cont-trap-same-link"
    nothing = duel(cards)
    assert said(continuous_trap_verdict(nothing, "snare", effect_of(nothing, "snare")))[:2] == (
        "no", "condition-not-met")
    cards["snare"]["face_up"] = True
    face_up = duel(cards, [NORMAL_SUMMON_CYBER])
    assert continuous_trap_verdict(face_up, "snare", effect_of(face_up, "snare")) is None


def test_a_continuous_cards_effect_waits_for_the_card_to_resolve(duel):
    cards = {"well": own("Well", "Once per turn: You can draw 1 card.", "A", "spell_trap_zone", "spell",
                         "Continuous Spell", face_up=False)}
    pending = duel(cards, [{"activate": "well"}])
    assert said(own_activation_pending(pending, "well", effect_of(pending, "well")))[2] == [
        "limit-continuous-card-not-before-it-resolves", "tl-cont-trap-same-link"]
    resolved = duel(cards, [{"activate": "well"}, {"resolve": 1}])
    assert own_activation_pending(resolved, "well", effect_of(resolved, "well")) is None


def test_a_face_up_card_that_says_spells_cannot_be_activated(duel):
    cards = {"hole": card("Dark Hole", "A", "hand"),
             "canceller": own("Canceller", "Spell Cards cannot be activated.", "B", "monster_zone", "monster", "Effect",
                              position="attack")}
    state = duel(cards)
    assert said(activation_verdict(state, "hole", effect_of(state, "hole"))) == (
        "no", "other", ["ce-cannot-activate-vs-negate", "ce-face-up-on-field"])
    cards["canceller"]["position"] = "face_down"
    assert activation_verdict(duel(cards), "hole", effect_of(state, "hole")) is None


def test_a_cost_that_would_be_banished_instead_cannot_be_paid(duel):
    cards = {"fissure": own("Fissure", "Any card sent to the GY is banished instead.", "B", "spell_trap_zone",
                            *CONTINUOUS_TRAP, face_up=True),
             "seller": own("Seller", "You can send this card from your hand to the GY; draw 1 card.", "A", "hand",
                           "monster", "Effect")}
    state = duel(cards)
    assert said(cost_verdict(state, "seller", effect_of(state, "seller"))) == (
        "no", "other", ["ce-banished-instead-cost", "ce-face-up-on-field"])
    cards["fissure"]["face_up"] = False
    assert cost_verdict(duel(cards), "seller", effect_of(state, "seller")) is None


def test_a_tribute_cost_needs_a_monster_on_the_field(duel):
    # "other": the card cannot Tribute itself (without it, "Tribute 1 monster" may: Cannon Soldier Tributing itself,
    # Black Salvo's ruling; rule cost-tribute-of-a-kind)
    cards = {"altar": own("Altar", "Tribute 1 other monster; draw 1 card.", "A", "monster_zone", "monster", "Effect",
                          position="attack"),
             "cyber": card("Cyber Dragon", "A", "graveyard")}
    state = duel(cards)
    assert said(cost_cards_verdict(state, "altar", effect_of(state, "altar"))) == (
        "no", "other", ["state-card-must-be-in-place", "mtt-cost"])
    cards["cyber"]["zone"] = "monster_zone"
    assert cost_cards_verdict(duel(cards), "altar", effect_of(state, "altar")) is None
    cards["cyber"]["zone"] = "graveyard"
    cards["altar"]["text"] = "Tribute 1 monster; draw 1 card."
    state = duel(cards)
    assert cost_cards_verdict(state, "altar", effect_of(state, "altar")) is None


def test_destroying_all_monsters_needs_a_monster(duel):
    cards = {"hole": card("Dark Hole", "A", "hand"), "sangan": card("Sangan", "A", "graveyard"),
             "cyber": card("Cyber Dragon", "B", "hand")}
    state = duel(cards)
    verdict = possible_effect_verdict(state, "hole", effect_of(state, "hole"))
    assert said(verdict) == ("no", "other", ["activation-needs-a-possible-effect", "card-vs-effect-activation"])
    cards["cyber"]["zone"] = "monster_zone"
    assert possible_effect_verdict(duel(cards), "hole", effect_of(state, "hole")) is None


def test_one_self_summoning_trigger_in_the_hand_per_chain(duel):
    cards = {"first": own("First Guard", DIRECT_ATTACKER, "A", "hand", "monster", "Effect"),
             "second": own("Second Guard", DIRECT_ATTACKER, "A", "hand", "monster", "Effect"),
             "cyber": card("Cyber Dragon", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "cyber", "player": "B"}]}, {"activate": "first"}]
    state = duel(cards, steps, turn_player="B", phase="battle")
    assert said(hand_trigger(state, "second", effect_of(state, "second"))) == (
        "no", "other", ["edison-one-hand-trigger-per-chain"])
    ocg = duel(cards, steps, turn_player="B", phase="battle", ruleset="ocg")
    assert hand_trigger(ocg, "second", effect_of(ocg, "second")) is None
    alone = duel(cards, steps[:1], turn_player="B", phase="battle")
    assert hand_trigger(alone, "second", effect_of(alone, "second")) is None


def test_the_last_word_an_event_answered_or_a_declaration(duel):
    cards = {"tt": card("Torrential Tribute", "B", **SET), "cyber": card("Cyber Dragon", "A", "hand"),
             "hole": card("Dark Hole", "A", "hand")}
    summoned = duel(cards, [NORMAL_SUMMON_CYBER])
    assert said(activation_timing(summoned, "tt", effect_of(summoned, "tt")))[:2] == ("yes", "last-thing")
    later = duel(cards, [NORMAL_SUMMON_CYBER, {"phase": "battle"}])
    assert activation_timing(later, "tt", effect_of(later, "tt")).answer == "no"
    assert said(activation_timing(summoned, "hole", effect_of(summoned, "hole"))) == (
        "yes", "not-a-trigger", ["card-vs-effect-activation"])
    opponents_turn = duel(cards, turn_player="B")
    assert said(declared_verdict(opponents_turn, "hole", effect_of(opponents_turn, "hole")))[:2] == ("no", "other")
    chain_open = duel(cards, [NORMAL_SUMMON_CYBER, {"activate": "tt"}])
    assert said(declared_verdict(chain_open, "hole", effect_of(chain_open, "hole")))[2] == ["spell-speed-response"]


def test_a_card_whose_activation_has_nothing_to_do(duel):
    cards = {"wall": own("Wall", "Monsters cannot attack.", "A", "spell_trap_zone", *CONTINUOUS_TRAP, face_up=False),
             "cyber": card("Cyber Dragon", "A"), "solemn": card("Solemn Judgment", "B", **SET)}
    state = duel(cards)
    assert said(spell_or_trap(state, "cyber", None)) == ("no", "other", ["card-vs-effect-activation"])
    assert spell_or_trap(state, "wall", None) is None
    assert said(card_speed(state, "wall", None)) == ("yes", "not-a-trigger", ["card-vs-effect-activation"])
    assert said(decide(CARD_RULES, state, "wall", None)) == ("yes", "not-a-trigger", ["card-vs-effect-activation"])
    solemn_on_chain = duel(cards, [{"activate": "wall"}, {"activate": "solemn"}], ask={"last_thing": True})
    assert said(card_speed(solemn_on_chain, "wall", None))[2] == ["spell-speed-response"]
