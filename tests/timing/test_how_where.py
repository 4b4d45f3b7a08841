"""Conditions on how or where something happened (rules/how_where.py, rules/looked_back.py):
an attack on this card, a Set monster chosen as an attack target, a stat comparison made at
damage calculation, a Token that never reaches the Graveyard, whose card it was when it left,
flips that activate no Flip Effect, the kind of Summon a Tribute was for, and phase effects that
look back at an earlier event. Small cases on the subset (cards that bring their own text),
then the same shapes on other pool cards of the whole graph."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.rules.activation import can_activate
from edison_kg.timing.rules.segoc import triggers
from subset_duel import card, duel, own, subset_engine  # noqa: F401  (fixtures)


def attack(attacker, target=None, player="A"):
    return {"events": [{"event": "attack_declared", "card": attacker, "player": player,
                        **({"target": target} if target else {})}]}


def verdict(state, ref, effect=None):
    answer = can_activate(state, ref, effect, None)
    return answer.answer, answer.reason, answer.rules


# ---------------------------------------------------------------- on the subset

def test_an_attack_on_another_monster_is_no_attack_on_this_card(duel):
    wall = own("Wall", "If this card is attacked: Draw 1 card.", "B", "monster_zone", "monster", "Effect",
               position="defense")
    cards = {"cyber": card("Cyber Dragon", "A", position="attack"), "wall": wall,
             "frog": card("Dupe Frog", "B", position="defense")}
    assert [e["card"] for e in triggers(duel(cards, [attack("cyber", "frog")], phase="battle")).chain] == []
    assert [e["card"] for e in triggers(duel(cards, [attack("cyber", "wall")], phase="battle")).chain] == ["wall"]


def test_a_set_monster_chosen_as_attack_target_shows_no_effect(duel):
    decoy = own("Decoy", "If this card is targeted for an attack: Draw 1 card.", "B", "monster_zone", "monster",
                "Effect", position="face_down")
    cards = {"cyber": card("Cyber Dragon", "A", position="attack"), "decoy": decoy}
    answer, reason, rules = verdict(duel(cards, [attack("cyber", "decoy")], phase="battle"), "decoy")
    assert (answer, reason, rules[0]) == ("no", "condition-not-met", "state-condition-read-at-its-moment")
    cards["decoy"] = dict(decoy, position="defense")
    assert verdict(duel(cards, [attack("cyber", "decoy")], phase="battle"), "decoy")[0] == "yes"


def test_a_stat_comparison_waits_for_damage_calculation(duel):
    kangaroo = own("Kangaroo", "If the ATK of a monster that attacks this monster is lower than the DEF of this card, "
                   "destroy the attacking monster.", "B", "monster_zone", "monster", "Effect", position="defense",
                   **{"def": 2500})
    cards = {"cyber": card("Cyber Dragon", "A", position="attack"), "kangaroo": kangaroo}
    declared = [attack("cyber", "kangaroo")]
    assert triggers(duel(cards, declared, phase="battle")).chain == []          # not compared yet
    calculated = declared + [{"phase": "damage_step"}, {"events": [
        {"event": "damage_inflicted", "player": "A", "cause": "battle", "by": "kangaroo", "amount": 400}]}]
    assert [e["card"] for e in triggers(duel(cards, calculated, phase="battle")).chain] == ["kangaroo"]
    cards["kangaroo"] = dict(kangaroo, **{"def": 2000})                          # 2100 ATK is not lower
    assert triggers(duel(cards, calculated, phase="battle")).chain == []


def test_a_card_off_the_field_is_its_owner_s(duel):
    hopper = own("Hopper", "When this card you control is sent to your GY: You can draw 1 card.", "B", "monster_zone",
                 "monster", "Effect", owner="A", position="attack")
    state = duel({"hopper": hopper, "hole": card("Dark Hole", "A", "hand")},
                 [{"activate": "hole"}, {"resolve": 1}])
    assert state.controller("hopper") == "A" and state.cards["hopper"].zone == "graveyard"
    answer, reason, rules = verdict(state, "hopper")
    assert (answer, reason, rules[0]) == ("no", "condition-not-met", "cond-whose-side-when-it-left")


def test_a_tribute_for_a_set_is_no_tribute_summon(duel):
    globster = own("Globster", "If you tribute this face-up card for the Tribute Summon of a monster: Draw 1 card.",
                   "A", "monster_zone", "monster", "Effect", position="attack")
    tributed = {"event": "tributed", "card": "globster", "player": "A", "cause": "summon_material", "by": "cyber"}
    cards = {"globster": globster, "cyber": card("Cyber Dragon", "A", "hand")}
    set_it = duel(cards, [{"events": [[tributed, {"event": "set", "card": "cyber", "player": "A"}]]}])
    answer, reason, rules = verdict(set_it, "globster")
    assert (answer, reason, rules[0]) == ("no", "condition-not-met", "cond-summon-kind")
    summoned = duel(cards, [{"summon": "cyber", "method": "tribute", "materials": ["globster"]}])
    assert verdict(summoned, "globster")[:2] == ("yes", "mandatory")


def test_a_phase_effect_looks_back_at_how_its_card_left(duel):
    phoenix = own("Phoenix", "During your next Standby Phase after this card was destroyed by a card effect and sent "
                  "to the GY: Special Summon this card.", "A", "monster_zone", "monster", "Effect", position="attack")
    cards = {"phoenix": phoenix, "hole": card("Dark Hole", "A", "hand")}
    # the next Standby Phase of its controller comes after the opponent's turn (rule turn-alternates)
    by_effect = [{"activate": "hole"}, {"resolve": 1}, {"phase": "end"}, {"phase": "standby"}, {"phase": "end"},
                 {"phase": "standby"}]
    assert verdict(duel(cards, by_effect), "phoenix")[:2] == ("yes", "mandatory")
    as_cost = [{"events": [{"event": "sent_to_gy", "card": "phoenix", "player": "A", "cause": "cost"}]},
               {"phase": "end"}, {"phase": "standby"}, {"phase": "end"}, {"phase": "standby"}]
    answer, reason, rules = verdict(duel(cards, as_cost), "phoenix")
    assert (answer, reason) == ("no", "condition-not-met") and "cond-looks-back-at-an-earlier-event" in rules


def test_with_no_earlier_event_shown_it_is_taken_as_given_and_said(subset_engine):
    phoenix = own("Phoenix", "During your next Standby Phase after this card was destroyed by a card effect and sent "
                  "to the GY: Special Summon this card.", "A", "graveyard", "monster", "Effect")
    answer = subset_engine.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "draw",
                                "cards": {"phoenix": phoenix}, "steps": [{"phase": "standby"}],
                                "ask": {"can_activate": "phoenix"}})
    assert answer.answer == "yes" and any("before the scenario began" in s for s in answer.assumed)


# ---------------------------------------------------------------- other pool cards, whole graph

def ask(cards, steps, question, **extra):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": steps, "ask": question,
                       **extra})


def monster(name, controller, zone="monster_zone", **more):
    return {"name": name, "controller": controller, "zone": zone, **more}


def test_kelbek_answers_only_an_attack_on_itself():
    cards = {"ox": monster("Battle Ox", "A", position="attack"), "kelbek": monster("Kelbek", "B", position="defense"),
             "beaver": monster("Beaver Warrior", "B", position="defense")}
    assert ask(cards, [attack("ox", "beaver")], {"triggers": True}, phase="battle").chain == []
    assert [e["card"] for e in ask(cards, [attack("ox", "kelbek")], {"triggers": True}, phase="battle").chain] \
        == ["kelbek"]


def test_two_thousand_needles_compares_the_attacker_s_atk_with_its_def():
    cards = {"ox": monster("Battle Ox", "A", position="attack"),
             "frosto": monster("Frostosaurus", "A", position="attack"),
             "needles": monster("Two Thousand Needles", "B", position="defense")}
    damage = [{"phase": "damage_step"},
              {"events": [{"event": "damage_inflicted", "player": "A", "cause": "battle", "by": "needles", "amount": 300}]}]
    weaker = ask(cards, [attack("ox", "needles")] + damage, {"triggers": True}, phase="battle")
    assert [e["card"] for e in weaker.chain] == ["needles"]
    stronger = ask(cards, [attack("frosto", "needles")] + damage[:1] + [
        {"events": [{"event": "destroyed", "card": "needles", "player": "B", "cause": "battle", "by": "frosto"}]}],
        {"triggers": True}, phase="battle")
    assert stronger.chain == []


def test_thousand_needles_needs_its_def_higher_than_the_attacker_s_atk():
    # "if the DEF of this card is higher than the ATK of the attacking monster": 1800 DEF against 1800 ATK is not
    cards = {"ox": monster("Battle Ox", "A", position="attack"), "gil": monster("Gil Garth", "A", position="attack"),
             "needles": monster("Thousand Needles", "B", position="defense")}
    weaker = ask(cards, [attack("ox", "needles"), {"phase": "damage_step"}], {"can_activate": "needles"}, phase="battle")
    assert weaker.answer == "yes"
    equal = ask(cards, [attack("gil", "needles"), {"phase": "damage_step"}], {"can_activate": "needles"}, phase="battle")
    assert equal.answer == "no"


def test_a_set_krebons_chosen_as_attack_target_cannot_negate_the_attack():
    cards = {"ox": monster("Battle Ox", "A", position="attack"), "krebons": monster("Krebons", "B", position="face_down")}
    answer = ask(cards, [attack("ox", "krebons")], {"can_activate": "krebons"}, phase="battle")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert answer.rules[0] == "state-condition-read-at-its-moment"


def test_goyo_guardian_destroys_a_token_that_never_reaches_the_graveyard():
    cards = {"goyo": monster("Goyo Guardian", "A", position="attack"),
             "sheep": monster("Sheep Token", "B", position="defense")}
    steps = [attack("goyo", "sheep"), {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "sheep", "player": "B", "cause": "battle", "by": "goyo"}]}]
    answer = ask(cards, steps, {"can_activate": "goyo"}, phase="battle")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert answer.rules[0] == "cond-token-never-in-graveyard"


def test_card_trooper_destroyed_under_the_opponent_s_control_draws_nothing():
    cards = {"trooper": monster("Card Trooper", "B", owner="A", position="attack"),
             "hole": monster("Dark Hole", "A", "hand")}
    answer = ask(cards, [{"activate": "hole"}, {"resolve": 1}], {"can_activate": "trooper", "effect": 2})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert answer.rules[0] == "cond-whose-side-when-it-left"
    own_side = ask(dict(cards, trooper=monster("Card Trooper", "A", position="attack")),
                   [{"activate": "hole"}, {"resolve": 1}], {"can_activate": "trooper", "effect": 2})
    assert own_side.answer == "yes"


def test_zolga_tributed_for_a_tribute_set_gains_nothing():
    cards = {"zolga": monster("Zolga", "A", position="attack"), "ogre": monster("Summoned Skull", "A", "hand")}
    tributed = {"event": "tributed", "card": "zolga", "player": "A", "cause": "summon_material", "by": "ogre"}
    answer = ask(cards, [{"events": [[tributed, {"event": "set", "card": "ogre", "player": "A"}]]}],
                 {"can_activate": "zolga"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    summoned = ask(cards, [{"summon": "ogre", "method": "tribute", "materials": ["zolga"]}], {"can_activate": "zolga"})
    assert summoned.answer == "yes"


def test_sacred_phoenix_destroyed_by_battle_does_not_return():
    cards = {"phoenix": monster("Sacred Phoenix of Nephthys", "A", position="attack"),
             "frosto": monster("Frostosaurus", "B", position="attack")}
    steps = [attack("frosto", "phoenix", player="B"), {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "phoenix", "player": "A", "cause": "battle", "by": "frosto"}]},
             {"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}]
    answer = ask(cards, steps, {"can_activate": "phoenix", "effect": 1}, turn_player="B", phase="battle")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def test_vampire_lord_destroyed_by_its_own_player_s_card_does_not_return():
    cards = {"lord": monster("Vampire Lord", "A", position="attack"), "hole": monster("Dark Hole", "A", "hand")}
    # its controller's next Standby Phase comes after the opponent's turn (rule turn-alternates)
    steps = [{"activate": "hole"}, {"resolve": 1}, {"phase": "end"}, {"phase": "draw"}, {"phase": "end"}, {"phase": "draw"},
             {"phase": "standby"}]
    answer = ask(cards, steps, {"can_activate": "lord", "effect": 2})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    ring = {"lord": monster("Vampire Lord", "A", position="attack"),
            "ring": monster("Ring of Destruction", "B", "spell_trap_zone", face_up=False)}
    steps = [{"activate": "ring", "targets": ["lord"]}, {"resolve": 1, "events": [
        {"event": "destroyed", "card": "lord", "player": "A", "cause": "effect", "by": "ring"}]},
             {"phase": "end"}, {"phase": "draw"}, {"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}]
    assert ask(ring, steps, {"can_activate": "lord", "effect": 2}).answer == "yes"


def test_the_spell_absorbing_life_flips_without_flip_effects():
    cards = {"mummy": monster("Poison Mummy", "B", position="face_down"),
             "life": monster("The Spell Absorbing Life", "A", "spell_trap_zone", face_up=False)}
    steps = [{"activate": "life"},
             {"resolve": 1, "events": [{"event": "flipped_face_up", "card": "mummy", "player": "B", "cause": "effect",
                                        "by": "life"}]}]
    answer = ask(cards, steps, {"triggers": True})
    assert answer.chain == [] and "flip-effects-not-activated" in answer.rules


def test_the_stern_mystic_turns_cards_face_up_activating_no_card_effects():
    # "No card effects are activated when cards are turned face-up" (the only card of the pool so worded)
    cards = {"mystic": monster("The Stern Mystic", "A", position="face_down"),
             "bug": monster("Man-Eater Bug", "B", position="face_down")}
    flip = {"event": "flipped_face_up", "card": "bug", "player": "B", "cause": "effect", "by": "mystic"}
    steps = [{"summon": "mystic", "method": "flip"}, {"activate": "mystic"}, {"resolve": 1, "events": [flip]}]
    answer = ask(cards, steps, {"triggers": True})
    assert answer.chain == [] and "flip-effects-not-activated" in answer.rules
    cards["other"] = monster("Book of Moon", "A", "spell_trap_zone", face_up=False)
    by_another = [{"activate": "other"}, {"resolve": 1, "events": [{**flip, "by": "other"}]}]
    assert [link["card"] for link in ask(cards, by_another, {"triggers": True}).chain] == ["bug"]


def test_broww_sent_by_hand_destruction_was_not_discarded():
    cards = {"broww": monster("Broww, Huntsman of Dark World", "A", "hand"),
             "hd": monster("Hand Destruction", "B", "hand")}
    steps = [{"activate": "hd"}, {"resolve": 1, "events": [
        {"event": "sent_to_gy", "card": "broww", "player": "A", "from": "hand", "cause": "effect", "by": "hd"}]}]
    answer = ask(cards, steps, {"can_activate": "broww"}, turn_player="B")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert answer.rules[0] == "cond-discarded-by-a-card-effect"


def test_glow_moss_draws_on_its_own_attack_as_on_an_attack_on_it():
    # "If this card attacks or is attacked": its own attack declaration sets it off too
    cards = {"moss": monster("Neo-Spacian Glow Moss", "A", position="attack"),
             "ox": monster("Battle Ox", "B", position="attack"), "elf": monster("Gemini Elf", "A", position="attack")}
    assert [e["card"] for e in ask(cards, [attack("moss", "ox")], {"triggers": True}, phase="battle").chain] == ["moss"]
    assert ask(cards, [attack("elf", "ox")], {"triggers": True}, phase="battle").chain == []
