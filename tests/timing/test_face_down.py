"""Face-down cards, control taken for a while, phases that last and turns that alternate
(rules/face_down.py, rules/watching.py, rules/phase_long.py, control.py, faces.py): small
cases on the subset (cards that bring their own text), and the pure parts on their own."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.faces import FaceHistory
from edison_kg.timing.rules.activation import can_activate
from edison_kg.timing.rules.conditions import event_kinds
from edison_kg.timing.rules.face_down import counts_as_set
from edison_kg.timing.scenario import Event
from subset_duel import card, duel, own, subset_engine  # noqa: F401  (fixtures)

DRAW = "Once per turn: You can draw 1 card."
WATCHER = "Each time a monster is Normal Summoned: You can draw 1 card."


def verdict(state, ref, effect=None):
    answer = can_activate(state, ref, effect, None)
    return answer.answer, answer.reason, answer.rules


def events(*found):
    return {"events": [dict(e) for e in found]}


# ---------------------------------------------------------------- the pure parts

def test_a_card_s_face_is_read_as_it_was_at_a_moment():
    history = FaceHistory()
    history.note("m", 3, (True, True), (True, False))      # turned face-down at moment 3
    history.note("m", 5, (True, False), (True, True))      # and face-up again at moment 5
    assert history.at("m", 2, (True, True)) == (True, True)
    assert history.at("m", 4, (True, True)) == (True, False)
    assert history.at("m", 6, (True, True)) == (True, True)
    assert history.at("other", 4, (False, None)) == (False, None)   # never changed: as it is now
    history.joined(5, 4)
    assert history.at("m", 5, (True, True)) == (True, True)


def test_a_monster_turned_face_down_or_summoned_face_down_is_set():
    assert counts_as_set(Event("flipped_face_down", card="m"))
    assert counts_as_set(Event("special_summon", card="m", face_down=True))
    assert not counts_as_set(Event("special_summon", card="m"))
    assert "set" in event_kinds(Event("flipped_face_down", card="m"))
    assert "set" not in event_kinds(Event("flipped_face_up", card="m"))


# ---------------------------------------------------------------- a face-down card activates nothing

def test_a_face_down_monster_activates_none_of_its_effects(duel):
    summoned = events({"event": "normal_summon", "card": "cyber", "player": "B"})
    down = {"eye": own("Eye", WATCHER, "A", "monster_zone", "monster", "Effect", position="face_down"),
            "cyber": card("Cyber Dragon", "B", "hand")}
    answer, reason, rules = verdict(duel(down, [summoned]), "eye")
    assert (answer, reason) == ("no", "other") and "state-set-card-activates-nothing" in rules
    up = dict(down, eye=own("Eye", WATCHER, "A", "monster_zone", "monster", "Effect", position="attack"))
    assert verdict(duel(up, [summoned]), "eye")[0] == "yes"


def test_a_face_down_monster_whose_position_is_changed_is_flipped_face_up(duel):
    cards = {"wise": own("Wise", DRAW, "A", "monster_zone", "monster", "Effect", position="face_down")}
    state = duel(cards, [events({"event": "position_changed", "card": "wise", "player": "A", "cause": "effect"})])
    assert state.cards["wise"].face_up is True and state.cards["wise"].position == "attack"
    assert state.moments[-1].events[0].event == "flipped_face_up"


# ---------------------------------------------------------------- once per turn, for a new card

def test_once_per_turn_starts_again_for_a_card_turned_face_down_and_up(duel):
    cards = {"wise": own("Wise", DRAW, "A", "monster_zone", "monster", "Effect", position="attack")}
    used = [{"activate": "wise"}, {"resolve": 1}]
    answer, _, rules = verdict(duel(cards, used), "wise")
    assert answer == "no" and "limit-once-per-turn-resets-face-down" not in rules
    again = used + [events({"event": "flipped_face_down", "card": "wise", "player": "A", "cause": "effect"}),
                    events({"event": "flipped_face_up", "card": "wise", "player": "A", "cause": "effect"})]
    answer, _, rules = verdict(duel(cards, again), "wise")
    assert answer == "yes" and "limit-once-per-turn-resets-face-down" in rules


SET_ITSELF = "Once per turn: You can change this card to face-down Defense Position."


def test_a_card_that_set_itself_with_its_once_per_turn_effect_keeps_the_limit(duel):
    cards = {"bird": own("Bird", SET_ITSELF, "A", "monster_zone", "monster", "Effect", position="attack")}
    own_set = [{"activate": "bird"},
               {"resolve": 1, **events({"event": "flipped_face_down", "card": "bird", "player": "A",
                                        "cause": "effect", "by": "bird"})},
               events({"event": "flip_summon", "card": "bird", "player": "A"})]
    answer, _, rules = verdict(duel(cards, own_set), "bird")
    assert answer == "no" and "limit-once-per-turn-kept-by-its-own-set" in rules
    # turned face-down again by something else after that: a new card, its limit starts again
    again = own_set + [events({"event": "flipped_face_down", "card": "bird", "player": "B", "cause": "effect"}),
                       events({"event": "flip_summon", "card": "bird", "player": "A"})]
    answer, _, rules = verdict(duel(cards, again), "bird")
    assert answer == "yes" and "limit-once-per-turn-resets-face-down" in rules


# ---------------------------------------------------------------- phases that last, turns that alternate

STANDBY = "During your Standby Phase: You can draw 1 card."


def test_a_standby_phase_effect_is_open_all_through_the_phase_and_no_longer(duel):
    cards = {"needle": own("Needle", STANDBY, "A", "monster_zone", "monster", "Effect", position="attack")}
    state = duel(cards, phase="standby")
    assert verdict(state, "needle")[0] == "yes" and "phase-started-in" in state.notes
    assert verdict(duel(cards, [{"phase": "main1"}], phase="standby"), "needle")[0] == "no"


def test_a_monster_s_standby_phase_effect_needs_the_monster_on_the_field(duel):
    burn = "During your Standby Phase: Inflict 300 damage to your opponent."
    gone = {"imp": own("Imp", burn, "A", "monster_zone", "monster", "Effect", position="attack"),
            "hole": own("Hole", "Destroy 1 monster on the field.", "B", "spell_trap_zone", "spell", "Quick-Play",
                        face_up=False)}
    steps = [{"activate": "hole", "targets": ["imp"]},
             {"resolve": 1, **events({"event": "destroyed", "card": "imp", "from": "monster_zone",
                                      "to": "graveyard", "cause": "effect", "by": "hole"})}]
    answer, reason, rules = verdict(duel(gone, steps, phase="standby"), "imp")
    assert (answer, reason) == ("no", "condition-not-met") and "state-phase-effect-of-a-monster-on-the-field" in rules
    assert verdict(duel(gone, phase="standby"), "imp")[0] == "yes"     # still there: it is activated


def test_each_new_turn_belongs_to_the_other_player(duel):
    cards = {"needle": own("Needle", STANDBY, "A", "monster_zone", "monster", "Effect", position="attack")}
    state = duel(cards, [{"phase": "draw"}, {"phase": "standby"}], phase="end")
    assert state.turn_player == "B" and "turn-alternates" in state.notes
    assert verdict(state, "needle")[0] == "no"          # B's Standby Phase is not "your" Standby Phase
    state = duel(cards, [{"phase": "draw"}, {"phase": "standby"}], phase="end", turn_player="B")
    assert state.turn_player == "A" and verdict(state, "needle")[0] == "yes"


# ---------------------------------------------------------------- control taken until the End Phase

def test_control_taken_until_the_end_phase_returns_then(duel):
    cards = {"heart": own("Heart", "Target 1 monster your opponent controls; take control of it until the End Phase.",
                          "A", "hand", "spell", "Normal"),
             "wise": own("Wise", DRAW, "B", "monster_zone", "monster", "Effect", position="attack")}
    steps = [{"activate": "heart", "targets": ["wise"]}, {"resolve": 1}]
    state = duel(cards, steps)
    assert state.controller("wise") == "A"
    state = duel(cards, steps + [{"phase": "end"}])
    assert state.controller("wise") == "B" and "state-control-returns" in state.notes
    back = state.moments[-1].events[0]
    assert (back.event, back.card, back.player) == ("control_changed", "wise", "B")


# ---------------------------------------------------------------- effects that watch the field


def test_a_watcher_that_arrived_after_the_summon_did_not_see_it(duel):
    cards = {"eye": own("Eye", WATCHER, "A", "hand", "monster", "Effect"),
             "cyber": card("Cyber Dragon", "B", "hand")}
    summoned = events({"event": "normal_summon", "card": "cyber", "player": "B"})
    came = events({"event": "special_summon", "card": "eye", "player": "A", "cause": "effect"})
    answer, reason, rules = verdict(duel(cards, [summoned, came]), "eye")
    assert (answer, reason) == ("no", "condition-not-met") and "cond-watcher-on-field-when-it-happens" in rules


def test_a_watcher_that_left_the_field_activates_nothing(duel):
    cards = {"eye": own("Eye", WATCHER, "A", "monster_zone", "monster", "Effect", position="attack"),
             "cyber": card("Cyber Dragon", "B", "hand")}
    summoned = events({"event": "normal_summon", "card": "cyber", "player": "B"})
    assert verdict(duel(cards, [summoned]), "eye")[0] == "yes"
    gone = events({"event": "destroyed", "card": "eye", "player": "A", "cause": "effect"})
    answer, _, rules = verdict(duel(cards, [summoned, gone]), "eye")
    assert answer == "no" and "state-face-up-on-the-field-to-activate" in rules


# ---------------------------------------------------------------- a face read when the Damage Step started

CLOUD = ("When this card is destroyed by battle and sent to the Graveyard, if it was face-up at the start of the "
         "Damage Step: Inflict 800 damage to your opponent.")
HUNTER = ("When this card attacks a face-down Defense Position monster and destroys it and sends it to the Graveyard "
          "as a result of battle, your opponent discards 1 card.")


def _attacked(target, attacker="cyber", attacker_player="B"):
    return events({"event": "attack_declared", "card": attacker, "player": attacker_player, "target": target})


def test_face_up_at_the_start_of_the_damage_step_is_read_then(duel):
    destroyed = events({"event": "destroyed", "card": "cloud", "from": "monster_zone", "to": "graveyard",
                        "cause": "battle", "by": "cyber"})
    flipped = {"event": "flipped_face_up", "card": "cloud", "cause": "battle", "by": "cyber"}
    cyber = card("Cyber Dragon", "B", position="attack")
    set_cloud = {"cloud": own("Cloud", CLOUD, "A", "monster_zone", "monster", "Effect", position="face_down"),
                 "cyber": cyber}
    steps = [_attacked("cloud"), {"events": [[flipped, destroyed["events"][0]]]}]
    answer, reason, rules = verdict(duel(set_cloud, steps, phase="battle", turn_player="B"), "cloud")
    assert (answer, reason) == ("no", "condition-not-met") and "bt-face-read-at-the-start-of-the-damage-step" in rules
    open_cloud = dict(set_cloud, cloud=own("Cloud", CLOUD, "A", "monster_zone", "monster", "Effect", position="attack"))
    answer, _, _ = verdict(duel(open_cloud, [_attacked("cloud"), destroyed], phase="battle", turn_player="B"), "cloud")
    assert answer == "yes"


def test_attacks_a_face_down_monster_is_read_when_the_damage_step_starts(duel):
    cards = {"hunter": own("Hunter", HUNTER, "A", "monster_zone", "monster", "Effect", position="attack"),
             "bug": own("Beetle", "FLIP: Draw 1 card.", "B", "monster_zone", "monster", "Effect", "Flip",
                          position="face_down")}
    destroyed = events({"event": "destroyed", "card": "bug", "from": "monster_zone", "to": "graveyard",
                        "cause": "battle", "by": "hunter"})
    attack = _attacked("bug", "hunter", "A")
    answer, _, _ = verdict(duel(cards, [attack, destroyed], phase="battle"), "hunter")
    assert answer == "yes"
    flipped_first = events({"event": "flipped_face_up", "card": "bug", "player": "B", "cause": "effect"})
    answer, reason, rules = verdict(duel(cards, [attack, flipped_first, destroyed], phase="battle"), "hunter")
    assert (answer, reason) == ("no", "condition-not-met") and "bt-face-read-at-the-start-of-the-damage-step" in rules


# ---------------------------------------------------------------- not in the turn it was Summoned or flipped face-up

LEVEL_UP = ("During your Standby Phase, by sending this face-up card to the Graveyard, Special Summon 1 monster from "
            "your hand. (You cannot activate this effect the turn this card is Normal Summoned, Special Summoned, or "
            "flipped face-up.)")


def test_an_effect_not_activated_the_turn_its_card_was_flipped_face_up(duel):
    to_summon = {"sangan": {"name": "Sangan", "controller": "A", "zone": "hand"}}    # a monster to Special Summon
    cards = {"lv": own("Larva", LEVEL_UP, "A", "monster_zone", "monster", "Effect", position="face_down")} | to_summon
    flipped = events({"event": "flipped_face_up", "card": "lv", "player": "A", "cause": "effect"})
    answer, reason, rules = verdict(duel(cards, [flipped], phase="standby"), "lv")
    assert (answer, reason) == ("no", "condition-not-met") and "limit-not-the-turn-it-arrived" in rules
    face_up = {"lv": own("Larva", LEVEL_UP, "A", "monster_zone", "monster", "Effect", position="attack")} | to_summon
    assert verdict(duel(face_up, phase="standby"), "lv")[0] == "yes"        # there since an earlier turn


# ---------------------------------------------------------------- no Battle Phase the turn it is activated

NO_BATTLE = "You can draw 1 card. You cannot conduct your Battle Phase the turn you activate this effect."


def test_an_effect_that_forbids_the_battle_phase_is_not_activated_after_it(duel):
    cards = {"sage": own("Sage", NO_BATTLE, "A", "monster_zone", "monster", "Effect", position="attack")}
    answer, reason, rules = verdict(duel(cards, phase="main2"), "sage")
    assert (answer, reason) == ("no", "other") and "limit-battle-phase-forbidden-that-turn" in rules
    assert verdict(duel(cards, phase="main1"), "sage")[0] == "yes"


def test_a_continuous_spell_that_left_the_field_does_not_answer_a_summon(duel):
    # rule state-continuous-card-effect-on-the-field: the Spell's trigger is activated on the field
    cards = {"watch": own("Watch", WATCHER, "A", "spell_trap_zone", "spell", "Continuous", face_up=True),
             "cyber": card("Cyber Dragon", "B", "hand")}
    summoned = events({"event": "normal_summon", "card": "cyber", "player": "B"})
    assert verdict(duel(cards, [summoned]), "watch")[0] == "yes"
    gone = events({"event": "destroyed", "card": "watch", "player": "A", "from": "spell_trap_zone",
                   "to": "graveyard", "cause": "effect"})
    answer, _, rules = verdict(duel(cards, [summoned, gone]), "watch")
    assert answer == "no" and "state-continuous-card-effect-on-the-field" in rules


LEAVER = "When this face-up card leaves the field: Inflict 800 damage to your opponent."


def test_a_card_returned_to_the_deck_activates_nothing_there(duel):
    # rule state-no-effect-from-the-deck; sent to the hand it still activates (wherever the event left it)
    cards = {"leaver": own("Leaver", LEAVER, "A", "monster_zone", "monster", "Effect", position="attack")}
    to_deck = events({"event": "returned_to_deck", "card": "leaver", "player": "A", "from": "monster_zone",
                      "to": "deck", "cause": "effect"})
    answer, _, rules = verdict(duel(cards, [to_deck]), "leaver")
    assert answer == "no" and "state-no-effect-from-the-deck" in rules
    to_hand = events({"event": "returned_to_hand", "card": "leaver", "player": "A", "from": "monster_zone",
                      "to": "hand", "cause": "effect"})
    assert "state-no-effect-from-the-deck" not in verdict(duel(cards, [to_hand]), "leaver")[2]


SPITE = "If this card is destroyed by battle: Inflict 500 damage to your opponent."
TOMATO_LIKE = "When this card is destroyed by battle and sent to the Graveyard: Inflict 500 damage to your opponent."


def test_a_destroyed_card_a_replacement_sent_to_the_deck_still_activates_its_destruction_trigger(duel):
    # rule state-destroyed-card-sent-to-the-deck-still-destroyed: the card was destroyed, wherever it went;
    # a condition that also needs the Graveyard is not met
    for text, expected in ((SPITE, "yes"), (TOMATO_LIKE, "no")):
        cards = {"spite": own("Spite", text, "A", "monster_zone", "monster", "Effect", position="attack")}
        to_deck = events({"event": "destroyed", "card": "spite", "player": "A", "from": "monster_zone",
                          "to": "deck", "cause": "battle"})
        answer, _, rules = verdict(duel(cards, [to_deck]), "spite")
        assert answer == expected and "state-no-effect-from-the-deck" not in rules


# ---------------------------------------------------------------- a Flip Summon's battle position

CRUSH = own("Shield Crush", "Target 1 Defense Position monster on the field; destroy that target.", "A", "hand",
            "spell", "Normal")


def test_a_flip_summoned_monster_is_in_face_up_attack_position(subset_engine):
    """A Flip Summon changes a Set monster to face-up Attack Position (rule state-flip-summon-attack-position)."""
    def crush_after(steps):
        cards = {"knight": own("Armored Knight", "A knight who waits, Set.", "A", "monster_zone", "monster", "Normal",
                               position="face_down"), "crush": dict(CRUSH)}
        raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
               "ask": {"can_activate": "crush"}}
        return subset_engine.ask(timing.parse_scenario(raw)).answer

    assert crush_after([{"summon": "knight", "method": "flip"}]) == "no"   # no Defense Position monster to target
    assert crush_after([]) == "yes"                                        # still Set: in Defense Position


def _face_down_asked(name: str, phase: str, turn_player: str) -> timing.Answer:
    cards = {"m": {"name": name, "controller": "A", "zone": "monster_zone", "position": "face_down"}}
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards, "steps": [],
                       "ask": {"can_activate": "m"}})


def test_a_face_down_monster_whose_text_names_its_face_up_position_is_refused_by_that_condition():
    # Destiny HERO - Defender: "This card must be in face-up Defense Position to activate and to resolve this effect"
    got = _face_down_asked("Destiny HERO - Defender", "standby", "B")
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert "cond-activation-needs-its-own-position" in got.rules and "face-up Defense Position" in got.explanation
    # Morphtronic Celfon: its effect "While this card is in face-up Attack Position"
    got = _face_down_asked("Morphtronic Celfon", "main1", "A")
    assert (got.answer, got.reason) == ("no", "condition-not-met") and "face-up Attack Position" in got.explanation


def test_a_face_down_monster_whose_text_names_no_position_is_refused_as_face_down():
    got = _face_down_asked("Card Trooper", "main1", "A")
    assert (got.answer, got.reason) == ("no", "other") and "cond-activation-needs-its-own-position" not in got.rules
