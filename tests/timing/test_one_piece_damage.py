"""One Piece Card Game: damage processing and [Trigger] (rules 4-6, 8-6-2, 10-1-5), timings
fulfilled by an activation (8-6-3), an auto effect whose card moved (8-1-3-1-3) and what the
engine says it took as given. The cards are real ones, their English text in the test."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.errors import BadScenario

GAIMON = ("When you deal damage to your opponent's Life, you may trash 3 cards from the top of your deck. If you do, "
          "trash this Character.")                                                           # OP03-043
BONNEY = ("[DON!! x1] [Your Turn] [Once Per Turn] When a card is removed from your opponent's Life cards, draw 2 "
          "cards and trash 1 card from your hand. [Trigger] Draw 2 cards and trash 1 card from your hand.")  # OP08-105
KALGARA = ("[Your Turn] When a card is removed from your or your opponent's Life cards, draw 1 card. Then, you "
           "cannot draw cards using your own effects during this turn.")                     # OP12-099
USOPP = "[DON!! x1] [Your Turn] [Once Per Turn] Draw 1 card when your opponent activates an Event."  # OP01-004
VOLCANO = ("[Main] K.O. up to 1 of your opponent's Characters with a cost of 1 or less. [Trigger] Draw 2 cards and "
           "trash 1 card from your hand.")                                                   # OP02-119
SHIRAHOSHI = "[On Play] Draw 3 cards and trash 2 cards from your hand. [Trigger] Play this card."   # OP03-116
FRANKY = "[Trigger] Draw 1 card. Then, if you have 1 or less Life cards, play this card."    # OP07-107
IKOKU = ("[Counter] Up to 1 of your Leader or Character cards gains +5000 power during this battle. [Trigger] You may "
         "trash 2 cards from your hand: Add up to 1 card from the top of your deck to the top of your Life "
         "cards.")                                                                            # OP03-118
SHOCKWAVE = ("[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, K.O. up "
             "to 1 of your opponent's active Characters with a cost of 3 or less. [Trigger] K.O. up to 1 of your "
             "opponent's Characters with a cost of 4 or less.")                               # ST06-014
PISTOL = ("[Counter] You may trash 1 card from your hand: Up to 1 of your Leader or Character cards gains +3000 power "
          "during this battle. [Trigger] Draw 1 card. Then, K.O. up to 1 of your opponent's Characters with a cost "
          "of 1 or less.")                                                                    # OP03-097
METEOR_STRIKE = ("[Main] / [Counter] You may add 1 card from the top of your Life cards to your hand: Up to 1 of your "
                 "Leader or Character cards gains +3000 power during this turn.")            # OP06-017
ODEN = "[Double Attack] (This card deals 2 damage.) [On K.O.] Draw 2 cards and trash 1 card from your hand."  # OP09-047
ACE = ("When this Leader attacks or is attacked, you may trash any number of Event or Stage cards from your hand. "
       "This Leader gains +1000 power during this battle for every card trashed.")          # OP03-001
BLAMENCO = "[DON!! x1] [When Attacking] Give up to 1 of your opponent's Characters -2000 power during this turn."  # OP03-011
SHANKS = ("[Once Per Turn] This effect can be activated when your opponent attacks. Give up to 1 of your opponent's "
          "Leader or Character cards -1000 power during this turn.")                         # OP09-001
HANCOCK = ("[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the "
           "attack.) [DON!! x1] [When Attacking]/[On Block] Draw 1 card if you have 5 or less cards in your "
           "hand.")                                                                           # OP01-078
NO_EFFECT = "This Leader has no effect."


def card(controller, text, zone="character_area", **extra):
    return {"controller": controller, "zone": zone, "text": text, **extra}


def leaders():
    return {"leader": card("A", NO_EFFECT, "leader_area"), "bleader": card("B", NO_EFFECT, "leader_area")}


def ask(cards, steps, turn_player="A"):
    return timing.ask({"game": "one-piece", "turn_player": turn_player, "phase": "main", "cards": cards,
                       "steps": steps, "ask": {"resolution_order": True}})


def order(answer):
    return [(o["card"], o["effect"]) for o in answer.order]


def rules(answer):
    return {iri.rsplit("/", 1)[-1] for iri in answer.rule_iris}


ATTACK = {"events": [{"event": "attack_declared", "card": "leader", "target": "bleader"}]}


def damage(*life_cards, by="leader", to=None):
    moments = []
    for life_card in life_cards:
        event = {"event": "life_damage", "player": "B", "from": "life_area", "cause": "battle", "by": by}
        if life_card:
            event["card"] = life_card
        if to:
            event["to"] = to
        moments.append(event)
    return {"events": moments}


# ------------------------------------------------------------------ [Trigger] as an activate step

def test_a_trigger_activated_by_a_step_holds_the_damage_effects_until_it_has_resolved():
    cards = {**leaders(), "bonney": card("A", BONNEY), "volcano": card("B", VOLCANO, "life_area")}
    got = ask(cards, [ATTACK, damage("volcano"), {"activate": "volcano"}])
    assert order(got) == [("volcano", 2), ("bonney", 1)]
    assert {"op-8-6-2-1", "op-10-1-5", "op-8-6-2"} <= rules(got)
    assert not any("[Trigger]" in sentence for sentence in got.assumed)   # the scenario said it
    # with no step to say it, the [Trigger] is taken as activated, in the damage step, and said so
    default = ask(cards, [ATTACK, damage("volcano")])
    assert order(default) == [("volcano", 2), ("bonney", 1)]
    assert any("activates the [Trigger] of" in sentence for sentence in default.assumed)


def test_the_damage_step_before_an_activated_trigger_resolves_nothing_of_the_damage():
    cards = {**leaders(), "bonney": card("A", BONNEY), "volcano": card("B", VOLCANO, "life_area"),
             "marker": card("A", "[End of Your Turn] Draw 1 card.")}
    got = ask(cards, [ATTACK, damage("volcano"), {"activate": "volcano"}, {"phase": "end"}])
    assert order(got) == [("marker", 1)]          # Bonney resolved in the activate step, not later


def test_a_trigger_that_plays_its_card_brings_its_on_play_after_the_turn_players_damage_effect():
    cards = {**leaders(), "gaimon": card("A", GAIMON), "shirahoshi": card("B", SHIRAHOSHI, "life_area")}
    got = ask(cards, [ATTACK, damage("shirahoshi"), {"activate": "shirahoshi", "effect": 2}])
    assert order(got) == [("shirahoshi", 2), ("gaimon", 1), ("shirahoshi", 1)]


def test_a_trigger_no_step_activates_is_taken_as_activated_and_the_answer_says_so():
    got = ask({**leaders(), "gaimon": card("A", GAIMON), "franky": card("B", FRANKY, "life_area")},
              [ATTACK, damage("franky")])
    assert order(got) == [("franky", 1), ("gaimon", 1)]
    assert any("activates the [Trigger]" in sentence for sentence in got.assumed)
    assert any("1 or less Life cards" in sentence for sentence in got.assumed)   # "Then, if ..." taken as met


def test_a_life_card_the_damage_moves_to_the_hand_activates_no_trigger():
    got = ask({**leaders(), "gaimon": card("A", GAIMON), "franky": card("B", FRANKY, "life_area")},
              [ATTACK, damage("franky", to="hand")])
    assert order(got) == [("gaimon", 1)]
    assert not any("[Trigger]" in sentence for sentence in got.assumed)


@pytest.mark.parametrize("steps, where, words", [
    ([{"activate": "volcano"}], "$.steps[0].activate", "only when damage reveals"),
    ([ATTACK, damage("volcano"), {"activate": "volcano", "effect": 1}], "$.steps[2].effect", "only its [Trigger]"),
])
def test_a_trigger_is_activated_only_on_the_card_its_damage_revealed(steps, where, words):
    cards = {**leaders(), "volcano": card("B", VOLCANO, "life_area")}
    cards["volcano"]["text"] = "[Trigger] Draw 2 cards and trash 1 card from your hand." if len(steps) == 1 else VOLCANO
    with pytest.raises(BadScenario) as error:
        ask(cards, steps)
    assert error.value.where == where and words in error.value.message


# ------------------------------------------------------------------ 8-5-2: a [Trigger] is no card activation

def test_an_events_trigger_does_not_fulfil_an_effect_watching_event_activations():
    got = ask({**leaders(), "usopp": card("A", USOPP), "pistol": card("B", PISTOL, "life_area")},
              [ATTACK, damage("pistol"), {"activate": "pistol"}])
    assert order(got) == [("pistol", 2)]
    assert {"op-8-5-2-trigger", "op-8-5-4"} <= rules(got)


def test_a_timing_written_after_the_effect_waits_for_the_counter_event_that_fulfils_it():
    got = ask({**leaders(), "usopp": card("A", USOPP), "pistol": card("B", PISTOL, "hand")},
              [ATTACK, {"activate": "pistol"}])
    assert order(got) == [("pistol", 1), ("usopp", 1)]
    assert {"op-8-6-3", "op-8-6-3-counter-event"} <= rules(got)


def test_an_event_for_main_or_counter_is_a_counter_in_the_opponents_turn():
    got = ask({**leaders(), "bonney": card("A", BONNEY), "meteor": card("B", METEOR_STRIKE, "hand"),
               "franky": card("B", FRANKY, "life_area")},
              [ATTACK, {"activate": "meteor", "cost": [{"event": "added_to_hand", "card": "franky",
                                                        "from": "life_area", "to": "hand", "cause": "cost"}]}])
    # the cost moves a Life card: Bonney waits for the Event (8-6-3); Franky's [Trigger] is no damage's
    assert order(got) == [("meteor", 1), ("bonney", 1)]
    assert {"op-8-6-3", "op-10-1-5"} <= rules(got)


# ------------------------------------------------------------------ 4-6: what damage is, and once

def test_a_life_card_an_effect_trashes_is_removed_from_the_life_cards_but_is_no_damage():
    torment = card("A", "[Main] If your opponent has 4 or more Life cards, trash up to 1 card from the top of your "
                        "opponent's Life cards. [Trigger] Activate this card's [Main] effect.", "hand",
                   resolution_events=[{"event": "trashed", "player": "B", "from": "life_area", "to": "trash"}])
    got = ask({**leaders(), "torment": torment, "gaimon": card("A", GAIMON), "bonney": card("A", BONNEY)},
              [{"activate": "torment"}])
    assert order(got) == [("torment", 1), ("bonney", 1)]
    assert "op-4-6" in rules(got)
    # "up to 1": without the scenario's word nothing is trashed, and nothing is fulfilled
    del torment["resolution_events"]
    assert order(ask({**leaders(), "torment": torment, "bonney": card("A", BONNEY)}, [{"activate": "torment"}])) == [
        ("torment", 1)]


def test_two_damages_of_one_attack_fulfil_a_damage_timing_once_and_a_removal_timing_twice():
    got = ask({"oden": card("A", ODEN), "bleader": card("B", NO_EFFECT, "leader_area"), "gaimon": card("A", GAIMON),
               "kalgara": card("A", KALGARA)},
              [{"events": [{"event": "attack_declared", "card": "oden", "target": "bleader"}]},
               damage(None, None, by="oden")])
    assert order(got) == [("gaimon", 1), ("kalgara", 1), ("kalgara", 1)]
    assert {"op-4-6", "op-4-6-1-once", "op-8-6-2"} <= rules(got)


def test_the_first_trigger_of_a_double_attack_resolves_before_the_second_damage():
    got = ask({"oden": card("A", ODEN), "bleader": card("B", NO_EFFECT, "leader_area"), "gaimon": card("A", GAIMON),
               "ikoku": card("B", IKOKU, "life_area"), "franky": card("B", FRANKY, "life_area")},
              [{"events": [{"event": "attack_declared", "card": "oden", "target": "bleader"}]},
               damage("ikoku", "franky", by="oden")])
    assert order(got) == [("ikoku", 2), ("franky", 1), ("gaimon", 1)]
    assert any('cost "You may trash 2 cards from your hand" is taken as paid' in s for s in got.assumed)


def test_damages_of_two_attackers_are_two_damage_processings():
    got = ask({**leaders(), "raider": card("A", NO_EFFECT), "gaimon": card("A", GAIMON)},
              [{"events": [[{"event": "life_damage", "player": "B", "from": "life_area", "by": "leader"}],
                           [{"event": "life_damage", "player": "B", "from": "life_area", "by": "raider"}]]}])
    # fulfilled by each processing; but the first Gaimon trashes itself, so the second is not activated
    assert order(got) == [("gaimon", 1)]
    assert {"op-4-6", "op-8-1-3-1-3"} <= rules(got) and "op-4-6-1-once" not in rules(got)


# ------------------------------------------------------------------ 8-1-3-1-3: the card moved first

def test_an_effect_whose_card_a_trigger_ko_s_first_is_not_activated():
    shockwave = card("B", SHOCKWAVE, "life_area", resolution_events=[
        {"event": "ko", "card": "bonney", "from": "character_area", "to": "trash", "cause": "effect"}])
    got = ask({**leaders(), "bonney": card("A", BONNEY), "shockwave": shockwave},
              [ATTACK, damage("shockwave"), {"activate": "shockwave"}])
    assert order(got) == [("shockwave", 2)]
    assert "op-8-1-3-1-3" in rules(got)


# ------------------------------------------------------------------ timings read from the text

def test_attacks_or_is_attacked_comes_after_the_attackers_when_attacking():
    got = ask({"blamenco": card("A", BLAMENCO), "ace": card("B", ACE, "leader_area")},
              [{"events": [{"event": "attack_declared", "card": "blamenco", "target": "ace"}]}])
    assert order(got) == [("blamenco", 1), ("ace", 1)]


def test_a_timing_written_as_a_sentence_of_its_own_is_fulfilled():
    got = ask({"blamenco": card("A", BLAMENCO), "shanks": card("B", SHANKS, "leader_area"),
               "bleader": card("B", NO_EFFECT, "leader_area")},
              [{"events": [{"event": "attack_declared", "card": "blamenco", "target": "bleader"}]}])
    assert order(got) == [("blamenco", 1), ("shanks", 1)]


def test_what_the_engine_takes_as_given_is_in_assumed_and_the_rules_are_not():
    got = ask({"hancock": card("A", HANCOCK), "bleader": card("B", NO_EFFECT, "leader_area"),
               "watcher": {"controller": "B", "text": "[Opponent's Turn] When your opponent attacks, draw 1 card."}},
              [{"events": [{"event": "attack_declared", "card": "hancock", "target": "bleader"}]}])
    assert order(got) == [("hancock", 2), ("watcher", 1)]
    assumed = " ".join(got.assumed)
    assert "[DON!! x1] is taken as met" in assumed and "5 or less cards in your hand" in assumed
    assert "gives no `zone`" in assumed                   # the watcher is taken to be in play
    assert "(8-6-1)" not in assumed and "(8-6-1)" in got.explanation


def test_a_timing_no_event_stands_for_is_said_to_be_taken_as_not_fulfilled():
    got = ask({"x": card("A", "[On Block] Draw 1 card.")}, [{"phase": "end"}])
    assert order(got) == []
    assert any("[On Block]" in sentence and "not fulfilled" in sentence for sentence in got.assumed)
