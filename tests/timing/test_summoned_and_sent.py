"""Conditions on how a monster was Summoned and whose Graveyard it went to. How many monsters a Summon Tributed (rules/summoned.py, rule cond-tribute-count-counts-monsters):
a condition "by Tributing 3 monsters" or a procedure "with 1 Tribute" that "Summoned this way"
looks back at counts the monsters Tributed. Real pool cards on the whole graph."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze


def ask(cards, steps, question, **extra):
    extra = {"turn_player": "A", "phase": "main1", **extra}
    return timing.ask({"game": "yugioh-edison", "cards": cards,
                       "steps": steps, "ask": question, **extra})


def monster(name, controller="A", zone="monster_zone", **more):
    return {"name": name, "controller": controller, "zone": zone, **more}


def gilford_summoned_with(count):
    fodder = ["Battle Ox", "Mystical Elf", "Dunames Dark Witch"][:count]
    cards = {"gilford": monster("Gilford the Lightning", zone="hand"),
             **{f"t{i}": monster(name, position="attack") for i, name in enumerate(fodder)},
             "ox": monster("Giant Soldier of Stone", "B", position="attack")}
    return ask(cards, [{"summon": "gilford", "method": "tribute", "materials": [f"t{i}" for i in range(count)]}],
               {"can_activate": "gilford", "effect": 1})


def test_a_tribute_summon_with_fewer_monsters_than_named_does_not_meet_it():
    answer = gilford_summoned_with(2)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert answer.rules[0] == "cond-tribute-count-counts-monsters"


def test_a_tribute_summon_with_the_monsters_named_meets_it():
    answer = gilford_summoned_with(3)
    assert (answer.answer, answer.reason) == ("yes", "mandatory")


def test_one_monster_worth_two_tributes_is_a_summon_with_one_tribute():
    """Intercept answers a Tribute Summon "with 1 Tribute": Kaiser Sea Horse alone is 1 Tribute."""
    cards = {"ocean": monster("Levia-Dragon - Daedalus", zone="hand"),
             "kaiser": monster("Kaiser Sea Horse", position="attack"),
             "intercept": monster("Intercept", "B", "spell_trap_zone", face_up=False)}
    answer = ask(cards, [{"summon": "ocean", "method": "tribute", "materials": ["kaiser"]}],
                 {"can_activate": "intercept"})
    assert answer.answer == "yes"


def test_summoned_this_way_reads_the_nearest_procedure_before_it():
    """Beast King Barbaros: "without Tributing" comes first, "Tribute 3 monsters" is the way."""
    effects = analyze("You can Normal Summon/Set this card without Tributing, but its original ATK becomes 1900. "
                      "You can Tribute 3 monsters to Tribute Summon (but not Set) this card. If Summoned this way: "
                      "Destroy all cards your opponent controls.")
    condition = next(e.condition for e in effects if e.condition is not None)
    assert (condition.types, condition.tributes) == (["tribute_summon"], 3)


def test_a_phase_effect_summoned_this_way_looks_back_at_the_procedure():
    effects = analyze("You can Special Summon this card (from your hand) in Attack Position. If Summoned this way, "
                      "during your opponent's next End Phase: Target 1 face-up monster your opponent controls; "
                      "return both that target and this face-up card to the hand.")
    condition = next(e.condition for e in effects if e.condition is not None)
    assert condition.types == ["phase_entered"] and condition.earlier.types == ["special_summon"]
    assert condition.earlier.tributes is None


# ------------------------------------------------ whose Graveyard (rule cond-whose-graveyard-is-the-owners)

def rope_after(controller, owner):
    """A monster ``controller`` controls and ``owner`` owns is destroyed by battle; Rope of Life is A's."""
    other = "B" if controller == "A" else "A"
    cards = {"elf": monster("Mystical Elf", controller, position="attack", owner=owner),
             "ox": monster("Battle Ox", other, position="attack"),
             "rope": monster("Rope of Life", "A", "spell_trap_zone", face_up=False),
             "fodder": monster("Vorse Raider", "A", zone="hand")}
    steps = [{"events": [{"event": "attack_declared", "card": "elf", "player": controller, "target": "ox"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "elf", "player": controller, "from": "monster_zone",
                          "to": "graveyard", "cause": "battle", "by": "ox"}]}]
    return ask(cards, steps, {"can_activate": "rope"}, turn_player=controller, phase="battle")


def test_a_monster_sent_to_your_graveyard_is_one_you_own_whoever_controlled_it():
    assert rope_after("B", "A").answer == "yes"       # yours, taken by the opponent: to your Graveyard
    answer = rope_after("A", "B")                     # the opponent's, taken by you: to theirs
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def test_sent_to_your_graveyard_names_the_player_by_the_graveyard_unless_control_words_do():
    by_zone = analyze("When a monster(s) is destroyed by battle and sent to your Graveyard: Draw 1 card.")[0].condition
    by_control = analyze("When a monster you control is destroyed and sent to your Graveyard: Draw 1 card.")[0].condition
    assert by_zone.player_by_zone and not by_control.player_by_zone


# ------------------------------------ "a monster you own" (rule cond-a-card-you-own-is-read-by-its-owner)

def inversion_after_banishing(controller, owner):
    """Battle Ox, controlled by ``controller`` and owned by ``owner``, is banished by B's
    Bottomless Trap Hole; A has Dimensional Inversion Set."""
    cards = {"ox": monster("Battle Ox", controller, position="attack", owner=owner),
             "bth": monster("Bottomless Trap Hole", "B", "spell_trap_zone", face_up=True),
             "di": monster("Dimensional Inversion", "A", "spell_trap_zone", face_up=False)}
    steps = [{"events": [{"event": "banished", "card": "ox", "from": "monster_zone", "to": "banished",
                          "cause": "effect", "by": "bth"}]}]
    return ask(cards, steps, {"can_activate": "di"}, turn_player="B")


def test_a_monster_you_own_is_yours_whoever_controls_it():
    assert inversion_after_banishing("B", "A").answer == "yes"   # yours, taken by the opponent
    assert inversion_after_banishing("A", "A").answer == "yes"
    answer = inversion_after_banishing("A", "B")                 # the opponent's, taken by you
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def test_you_own_names_the_player_by_ownership():
    owned = analyze("When a monster(s) you own is banished by an opponent's card effect: Draw 1 card.")[0].condition
    controlled = analyze("When a monster you control is banished by an opponent's card effect: Draw 1 card.")[0].condition
    assert owned.player_by_zone and not controlled.player_by_zone


# ------------------------------------- "destroyed by battle with an opponent's monster" (rule bt-opponents-card)

def assailant_attacked(controller, owner, question=None):
    """D.D. Assailant, controlled by ``controller`` and owned by ``owner``, is destroyed by battle
    with the other player's attacking Battle Ox; it goes to its owner's Graveyard."""
    other = "B" if controller == "A" else "A"
    cards = {"dd": monster("D.D. Assailant", controller, position="attack", owner=owner),
             "ox": monster("Battle Ox", other, position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "ox", "player": other, "target": "dd"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "dd", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "ox"}]}]
    return ask(cards, steps, question or {"triggers": True}, turn_player=other, phase="battle")


def test_destroyed_by_an_opponents_monster_is_read_against_the_cards_player_after_it_left():
    assert [e["card"] for e in assailant_attacked("A", "A").chain] == ["dd"]
    # its owner's own monster destroyed it while the opponent controlled it: in its owner's
    # Graveyard, it was not destroyed by an opponent's monster
    assert assailant_attacked("B", "A").chain == []
    answer = assailant_attacked("B", "A", {"can_activate": "dd"})
    assert (answer.answer, answer.reason, answer.rules[0]) == ("no", "condition-not-met",
                                                               "bt-opponents-monster-after-it-left")


# ------------------------------------------------ each time the event happens (rule segoc-once-per-event)

def flipped_twice(flipped):
    cards = {"bug": monster(flipped, position="attack"), "ox": monster("Battle Ox", "B", position="attack"),
             "ds1": monster("Desert Sunlight", "A", "spell_trap_zone", face_up=False),
             "ds2": monster("Desert Sunlight", "A", "spell_trap_zone", face_up=False),
             "bom1": monster("Book of Moon", "A", "hand"), "bom2": monster("Book of Moon", "A", "hand")}
    steps = [{"activate": "ds1"}, {"activate": "bom1", "targets": ["bug"]}, {"activate": "ds2"},
             {"activate": "bom2", "targets": ["bug"]},
             {"resolve": 4, "events": [{"event": "flipped_face_down", "card": "bug", "by": "bom2", "cause": "effect"}]},
             {"resolve": 3, "events": [{"event": "flipped_face_up", "card": "bug", "by": "ds2", "cause": "effect"}]},
             {"resolve": 2, "events": [{"event": "flipped_face_down", "card": "bug", "by": "bom1", "cause": "effect"}]},
             {"resolve": 1, "events": [{"event": "flipped_face_up", "card": "bug", "by": "ds1", "cause": "effect"}]}]
    return ask(cards, steps, {"triggers": True})


def test_a_mandatory_flip_effect_is_activated_for_each_flip_of_one_chain():
    answer = flipped_twice("Man-Eater Bug")
    assert [(e["card"], e["link"]) for e in answer.chain] == [("bug", 1), ("bug", 2)]
    assert "segoc-once-per-event" in answer.rules


# ------------------------------------ an Equip Card sent with its monster (rule segoc-equip-sent-with-its-monster)

def test_an_equip_card_sent_because_its_monster_left_is_met_with_it():
    cards = {"witch": monster("Witch of the Black Forest", position="attack"),
             "sword": monster("Sword of Deep-Seated", "A", "spell_trap_zone", face_up=True, equipped_to="witch"),
             "ground": monster("Smashing Ground", "B", "hand")}
    steps = [{"activate": "ground"},
             {"resolve": 1, "events": [
                 {"event": "destroyed", "card": "witch", "from": "monster_zone", "to": "graveyard", "cause": "effect",
                  "by": "ground"},
                 {"event": "sent_to_gy", "card": "sword", "from": "spell_trap_zone", "to": "graveyard",
                  "cause": "rule"}]}]
    cards["sword"].pop("equipped_to")    # not told what it is equipped to: an Equip Card sent by the rules
    answer = ask(cards, steps, {"triggers": True}, turn_player="B")
    assert [(e["card"], e.get("group")) for e in answer.chain] == [("witch", 1), ("sword", 1)]
    assert "segoc-equip-sent-with-its-monster" in answer.rules
    # told: the engine sends the Equip Card with its monster itself
    cards["sword"]["equipped_to"] = "witch"
    answer = ask(cards, steps[:1] + [{"resolve": 1, "events": steps[1]["events"][:1]}], {"triggers": True},
                 turn_player="B")
    assert [(e["card"], e.get("group")) for e in answer.chain] == [("witch", 1), ("sword", 1)]


def test_the_main_deck_is_the_deck_and_not_the_extra_deck():
    condition = analyze("When your opponent Special Summons a monster from their Main Deck: Draw 1 card.")[0].condition
    assert condition.from_zone == "deck"


# ------------------------------ a paid use at will in a phase (rule tl-optional-phase-effect-used-again)

def test_an_optional_standby_phase_effect_paid_each_time_may_be_used_again():
    cards = {"recycle": monster("Recycle", "A", "spell_trap_zone", face_up=True),
             "mst": monster("Mystical Space Typhoon", "A", "graveyard"),
             "wave": monster("Tribute to the Doomed", "A", "graveyard")}
    steps = [{"activate": "recycle", "effect": 1, "targets": ["mst"],
              "cost": [{"event": "lp_paid", "player": "A", "amount": 300, "cause": "cost"}]},
             {"resolve": 1}]
    answer = ask(cards, steps, {"can_activate": "recycle", "effect": 1}, phase="standby")
    assert (answer.answer, answer.reason) == ("yes", "not-a-trigger")
    assert answer.rules[0] == "tl-optional-phase-effect-used-again"


def test_a_standby_phase_effect_used_once_per_turn_is_not_used_again():
    """Senri Eye says "Once per turn": its limit stops a second use."""
    cards = {"eye": monster("Senri Eye", "A", "spell_trap_zone", face_up=True)}
    steps = [{"activate": "eye", "effect": 1, "cost": [{"event": "lp_paid", "player": "A", "amount": 100,
                                                       "cause": "cost"}]}, {"resolve": 1}]
    assert ask(cards, steps, {"can_activate": "eye", "effect": 1}, phase="standby").answer == "no"


# ------------------- a negated mandatory phase effect activates again (rule edison-phase-mandatory-trigger-repeats)

def mist_archfiend_negated(negation):
    cards = {"mist": monster("Mist Archfiend", zone="hand"),
             "judge": monster("Divine Wrath", "B", "spell_trap_zone", face_up=False)}
    steps = [{"summon": "mist", "method": "normal"}, {"phase": "end"}, {"activate": "mist"},
             {"activate": "judge"},
             {"resolve": 2, "events": [{"event": negation, "card": "mist", "player": "A", "by": "judge"}]},
             {"resolve": 1, "events": []}]
    return ask(cards, steps, {"can_activate": "mist"})


def test_a_mandatory_phase_effect_once_per_turn_activates_again_after_its_activation_is_negated():
    assert mist_archfiend_negated("activation_negated").answer == "yes"


# ---------------------- what a continuous effect applies at once (rule window-applied-at-once-keeps-it-open)

def test_damage_a_continuous_effect_applies_at_once_leaves_the_spell_answerable():
    cards = {"curse": monster("Curse of Darkness", "A", "spell_trap_zone", face_up=True),
             "drain": monster("Magic Drain", "A", "spell_trap_zone", face_up=False),
             "storm": monster("Heavy Storm", "B", "hand")}
    steps = [{"activate": "storm"},
             {"events": [{"event": "damage_inflicted", "player": "B", "cause": "effect", "by": "curse", "amount": 1000}]}]
    answer = ask(cards, steps, {"can_activate": "drain"}, turn_player="B")
    assert (answer.answer, answer.reason) == ("yes", "last-thing")
    assert answer.rules[0] == "window-applied-at-once-keeps-it-open"


def test_that_targets_this_face_up_card_names_this_card_as_the_target():
    condition = analyze("Once per turn, when a Spell/Trap Card, or monster effect, is activated that targets this "
                        "face-up card on the field (Quick Effect): You can discard 1 card; negate the effect.")[0].condition
    assert condition.target_self and not condition.self_card
    cards = {"joker": monster("Arcana Knight Joker", position="attack"), "pot": monster("Pot of Greed", zone="hand"),
             "moon": monster("Book of Moon", "B", "hand")}
    answer = ask(cards, [{"activate": "moon", "targets": ["joker"]}], {"can_activate": "joker"}, turn_player="B")
    assert (answer.answer, answer.reason) == ("yes", "last-thing")
