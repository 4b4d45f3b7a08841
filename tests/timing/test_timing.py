"""The timing engine: the contract's own examples, the seed documents' principles on real
cards, bad scenarios, and the One Piece order of resolution."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from edison_kg import timing
from edison_kg.errors import BadScenario, UnknownCard

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
EXAMPLES = sorted((FIXTURES / "contract_examples").glob("*.json"))


def expected_fields(expect: dict, got: dict) -> dict:
    """The answer's fields restricted to what the expectation fixes (chain, missed, order and
    last_thing entries: the keys it names; later_chains: each chain read entry by entry the same way)."""
    out = {}
    for key, value in expect.items():
        have = got.get(key)
        if key in ("chain", "missed", "order", "last_thing") and isinstance(value, list) and isinstance(have, list):
            have = _entries(value, have)
        elif key == "later_chains" and isinstance(value, list) and isinstance(have, list):
            have = [_entries(wanted, chain) if isinstance(wanted, list) and isinstance(chain, list) else chain
                    for chain, wanted in zip(have, value)] + have[len(value):]
        out[key] = have
    return out


def _entries(wanted: list, have: list) -> list:
    """``have``'s entries restricted to the keys the expected entries name (extra entries kept whole). A
    ``group`` number only says which entries may go on in any order among themselves, so groups are matched
    as that partition: when the answer puts the same entries together, it is given the expected numbers."""
    restricted = [{k: entry.get(k) for k in keys} for entry, keys in zip(have, wanted)]
    if any(isinstance(e, dict) and "group" in e for e in wanted):
        restricted = _group_order(wanted, restricted)
        if _groups(restricted) == _groups(wanted):
            for entry, expected in zip(restricted, wanted):
                if "group" in expected:
                    entry["group"] = expected["group"]
    return restricted + have[len(wanted):]


def _group_order(wanted: list, restricted: list) -> list:
    """``restricted`` with each expected group's entries in the expected order, where the answer holds the same
    entries at those positions in one group of its own: within a group the order is free, so listing its
    members otherwise says nothing else."""
    out = list(restricted)
    for positions in _groups(wanted):
        at = sorted(positions)
        if max(at) >= len(out) or not all(isinstance(out[i], dict) for i in at):
            continue
        numbers = {out[i].get("group") for i in at}
        if len(numbers) != 1 or None in numbers:
            continue
        # a free group's Chain Link numbers are only the places its members take in the order chosen
        bare = lambda e: sorted((k, repr(v)) for k, v in e.items() if k not in ("group", "link"))
        if sorted(map(bare, (out[i] for i in at))) == sorted(map(bare, (wanted[i] for i in at))):
            by_content = {i: out[i] for i in at}
            places = {i: out[i].get("link") for i in at}
            for i in at:   # each expected entry takes the answer's entry with the same content, at its place
                match = next(j for j, e in by_content.items() if bare(e) == bare(wanted[i]))
                out[i] = {**by_content.pop(match)}
                if "link" in out[i]:
                    out[i]["link"] = places[i]
    return out


def _groups(entries: list) -> set:
    """The sets of entry positions that share a ``group`` number (a group of one fixes nothing)."""
    members: dict = {}
    for i, entry in enumerate(entries):
        if isinstance(entry, dict) and entry.get("group") is not None:
            members.setdefault(entry["group"], set()).add(i)
    return {frozenset(m) for m in members.values() if len(m) > 1}


def test_a_groups_members_with_their_links_in_another_order_are_the_same_answer():
    want = {"chain": [{"card": "s", "link": 1, "group": 1}, {"card": "t", "link": 2, "group": 1}]}
    got = {"chain": [{"card": "t", "link": 1, "group": 4}, {"card": "s", "link": 2, "group": 4}]}
    assert expected_fields(want, got) == want
    fixed = {"chain": [{"card": "t", "link": 1}, {"card": "s", "link": 2}]}      # no group: the order is fixed
    assert expected_fields(want, fixed) != want


def test_a_groups_members_listed_in_another_order_are_the_same_answer():
    want = {"chain": [{"card": "e", "group": 1}, {"card": "w", "group": 1}, {"card": "t", "link": 3}]}
    swapped = {"chain": [{"card": "w", "group": 1}, {"card": "e", "group": 1}, {"card": "t", "link": 3}]}
    strict = {"chain": [{"card": "w", "group": None}, {"card": "e", "group": None}, {"card": "t", "link": 3}]}
    assert expected_fields(want, swapped) == want
    assert expected_fields(want, strict) != want      # an order fixed by the rules is another answer


def test_group_numbers_are_matched_as_the_entries_they_put_together():
    want = {"chain": [{"card": "w", "group": 1}, {"card": "r", "group": 2}, {"card": "l", "group": 2}]}
    same = {"chain": [{"card": "w", "group": None}, {"card": "r", "group": 1}, {"card": "l", "group": 1}]}
    other = {"chain": [{"card": "w", "group": 1}, {"card": "r", "group": 1}, {"card": "l", "group": None}]}
    assert expected_fields(want, same) == want
    assert expected_fields(want, other) != want


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_contract_examples(path):
    example = json.loads(path.read_text(encoding="utf-8"))
    answer = timing.ask(example["scenario"]).to_dict()
    assert expected_fields(example["expect"], answer) == example["expect"]
    assert answer["rules"], "every answer names at least one rule"


def scenario(cards, steps, ask, **extra):
    return {"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": steps, "ask": ask, **extra}


BTH = {"name": "Bottomless Trap Hole", "controller": "B", "zone": "spell_trap_zone"}


def test_summon_is_last_thing_so_bottomless_can_respond():
    answer = timing.ask(scenario(
        {"cd": {"name": "Cyber Dragon", "controller": "A", "zone": "hand"}, "bth": BTH},
        [{"summon": "cd", "method": "special"}],
        {"can_activate": "bth"}))
    assert (answer.answer, answer.reason) == ("yes", "last-thing")
    assert any(r.endswith("rule/mtt-optional-when") for r in answer.rule_iris)


def test_negated_summon_never_happened():
    answer = timing.ask(scenario(
        {"cd": {"name": "Cyber Dragon", "controller": "A", "zone": "hand"}, "bth": BTH},
        [{"summon": "cd", "method": "special", "negated": True}],
        {"can_activate": "bth"}))
    assert (answer.answer, answer.reason) == ("no", "summon-negated")


def test_tribute_summon_material_is_not_last_thing():
    answer = timing.ask(scenario(
        {"dupe": {"name": "Dupe Frog", "controller": "A", "zone": "monster_zone"},
         "mon": {"name": "Cyber Dragon", "controller": "A", "zone": "hand"}},
        [{"summon": "mon", "method": "tribute", "materials": ["dupe"]}],
        {"can_activate": "dupe"}))
    assert (answer.answer, answer.reason) == ("no", "summon-material")


def test_last_thing_after_then():
    answer = timing.ask(scenario(
        {"drill": {"name": "Drill Warrior", "controller": "A", "zone": "banished"}},
        [{"activate": "drill", "effect_text": "then add 1 monster"}, {"resolve": 1}],
        {"last_thing": True}, phase="standby"))
    assert answer.answer == "ok"
    assert [e["event"] for e in answer.last_thing] == ["added_to_hand"]


def test_unknown_card_lists_closest_names():
    with pytest.raises(UnknownCard) as caught:
        timing.ask(scenario({"x": {"name": "Drill Warior", "controller": "A"}}, [], {"last_thing": True}))
    assert "Drill Warrior" in str(caught.value)
    assert caught.value.where == "$.cards.x.name"


@pytest.mark.parametrize("steps, ask, where", [
    ([{"activate": "nope"}], {"last_thing": True}, "$.steps[0].activate"),
    ([{"resolve": 1}], {"last_thing": True}, "$.steps[0].resolve"),
    ([{"events": [{"event": "exploded", "card": "cd"}]}], {"last_thing": True}, "$.steps[0].events[0].event"),
    ([], {"can_activate": "cd", "effect": 9}, "$.ask.effect"),
    ([], {"can_activate": "ghost"}, "$.ask.can_activate"),
])
def test_bad_scenarios_name_the_json_path(steps, ask, where):
    with pytest.raises(BadScenario) as caught:
        timing.ask(scenario({"cd": {"name": "Cyber Dragon", "controller": "A"}}, steps, ask))
    assert caught.value.where == where


def test_cli_bad_scenario_is_one_line_exit_2(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(scenario({"cd": {"name": "Cyber Dragon"}}, [{"resolve": 3}], {"last_thing": True})))
    run = subprocess.run([sys.executable, "-m", "edison_kg", "ask", str(path), "--json"],
                         capture_output=True, text=True)
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1 and "$.steps[0].resolve" in run.stderr
    assert "Traceback" not in run.stderr


def test_cli_reads_stdin_and_prints_contract_json():
    example = json.loads(EXAMPLES[0].read_text(encoding="utf-8"))
    run = subprocess.run([sys.executable, "-m", "edison_kg", "ask", "-", "--json"],
                         input=json.dumps(example["scenario"]), capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout)
    assert set(got) >= {"answer", "reason", "explanation", "last_thing", "chain", "missed", "rules", "precedents"}


def test_one_piece_turn_player_first_then_interleaving():
    answer = timing.ask({
        "game": "one-piece", "turn_player": "A",
        "cards": {
            "a1": {"name": "A's first", "controller": "A", "text": "[On Play] Draw 1 card.",
                   "resolution_events": [{"event": "ko", "card": "a3"}]},
            "a2": {"name": "A's second", "controller": "A", "text": "[On Play] Draw 1 card."},
            "a3": {"name": "A's third", "controller": "A", "text": "[On K.O.] Draw 1 card."},
            "b1": {"name": "B's", "controller": "B", "text": "[On Play] Draw 1 card."},
        },
        "steps": [{"events": [[{"event": "played", "card": "a1"}, {"event": "played", "card": "a2"},
                               {"event": "played", "card": "b1"}]]}],
        "ask": {"resolution_order": True}})
    assert [o["card"] for o in answer.order] == ["a1", "a2", "b1", "a3"]
    assert any(r.endswith("rule/op-8-6-1") for r in answer.rule_iris)


# ------------------------------------------------------------------ the Damage Step

def card(name, controller, zone=None, **extra):
    out = {"name": name, "controller": controller, **extra}
    if zone:
        out["zone"] = zone
    return out


def battle(attacker, target, *then):
    """An attack, the Damage Step, then what happened in it."""
    return [{"events": [{"event": "attack_declared", "card": attacker, "target": target}]},
            {"phase": "damage_step"}, *then]


def by_battle(ref, player):
    return {"events": [{"event": "destroyed", "card": ref, "player": player, "from": "monster_zone",
                        "to": "graveyard", "cause": "battle"}]}


@pytest.mark.parametrize("name, answer", [("Shrink", "yes"), ("Ring of Destruction", "no")])
def test_damage_step_allows_cards_that_change_atk(name, answer):
    # Shrink halves a monster's ATK, so it may be used in the Damage Step; Ring of Destruction may not
    got = timing.ask(scenario(
        {"att": card("Vorse Raider", "A", "monster_zone"), "def": card("Cyber Dragon", "B", "monster_zone"),
         "x": card(name, "B", "spell_trap_zone")},
        battle("att", "def"), {"can_activate": "x"}, phase="battle"))
    assert got.answer == answer
    assert got.reason == ("not-a-trigger" if answer == "yes" else "damage-step")
    assert any(r.endswith("rule/damage-step-restriction") for r in got.rule_iris) or answer == "yes"


@pytest.mark.parametrize("cause, answer", [("battle", "yes"), ("effect", "no")])
def test_chthonian_blast_answers_destruction_by_battle_in_the_damage_step(cause, answer):
    got = timing.ask(scenario(
        {"vorse": card("Vorse Raider", "A", "monster_zone"), "cb": card("Chthonian Blast", "A", "spell_trap_zone")},
        [{"events": [{"event": "destroyed", "card": "vorse", "from": "monster_zone", "to": "graveyard",
                      "cause": cause}]}],
        {"can_activate": "cb"}, phase="damage_step", turn_player="B"))
    assert (got.answer, got.reason) == (answer, "last-thing" if answer == "yes" else "damage-step")


def test_optional_trigger_met_in_the_damage_step_can_be_activated():
    # Mad Reloader's draw sends Peten the Dark Clown from the hand in the Damage Step
    got = timing.ask(scenario(
        {"att": card("Vorse Raider", "A", "monster_zone"), "reloader": card("Mad Reloader", "B", "monster_zone"),
         "peten": card("Peten the Dark Clown", "B", "hand")},
        battle("att", "reloader", by_battle("reloader", "B"), {"activate": "reloader"},
               {"resolve": 1, "events": [[{"event": "sent_to_gy", "card": "peten", "from": "hand", "to": "graveyard",
                                           "cause": "effect", "by": "reloader"}]]}),
        {"can_activate": "peten"}, phase="battle"))
    assert (got.answer, got.reason) == ("yes", "last-thing")


def test_except_during_the_damage_step_is_respected():
    got = timing.ask(scenario(
        {"tomato": card("Mystic Tomato", "A", "monster_zone"), "def": card("Cyber Dragon", "B", "monster_zone"),
         "sorcerer": card("Night's End Sorcerer", "A", "deck"), "phantom": card("Phantom Dragon", "B", "hand")},
        battle("tomato", "def", by_battle("tomato", "A"), {"activate": "tomato"},
               {"resolve": 1, "events": [[{"event": "special_summon", "card": "sorcerer", "from": "deck",
                                           "to": "monster_zone", "cause": "effect", "by": "tomato"}]]}),
        {"can_activate": "phantom"}, phase="battle"))
    assert (got.answer, got.reason) == ("no", "damage-step")


def test_negating_an_activation_is_allowed_in_the_damage_step():
    got = timing.ask(scenario(
        {"vorse": card("Vorse Raider", "A", "monster_zone"), "rush": card("Rush Recklessly", "A", "spell_trap_zone"),
         "herald": card("Herald of Green Light", "B", "hand"),
         # its cost sends another Fairy from the hand too (rule cost-this-card-and-another-sent), as in the precedent
         "fairy": card("Herald of Orange Light", "B", "hand")},
        [{"activate": "rush", "targets": ["vorse"]}], {"can_activate": "herald"}, phase="damage_step"))
    assert got.answer == "yes"


# ------------------------------------------------------------------ chains of simultaneous triggers

def test_spell_speed_1_trigger_goes_under_a_trap_effect():
    # Statue of the Wicked's effect is a Trap effect (Spell Speed 2 in the Edison-era rulings), so
    # Sangan's Spell Speed 1 effect must be Chain Link 1 although Statue's is the turn player's
    got = timing.ask(scenario(
        {"statue": card("Statue of the Wicked", "A", "spell_trap_zone"), "sangan": card("Sangan", "B", "monster_zone")},
        [{"events": [[{"event": "destroyed", "card": "statue", "from": "spell_trap_zone", "to": "graveyard",
                       "cause": "effect"},
                      {"event": "destroyed", "card": "sangan", "from": "monster_zone", "to": "graveyard",
                       "cause": "effect"}]]}],
        {"triggers": True}))
    assert [(e["card"], e["link"]) for e in got.chain] == [("sangan", 1), ("statue", 2)]
    assert any(r.endswith("rule/spell-speed-response") for r in got.rule_iris)


def test_end_of_the_damage_step_trigger_joins_the_battle_destruction_triggers():
    got = timing.ask(scenario(
        {"goyo": card("Goyo Guardian", "A", "monster_zone"), "kokki": card("Ryu Kokki", "B", "monster_zone")},
        battle("goyo", "kokki", by_battle("kokki", "B")), {"triggers": True}, phase="battle"))
    assert [e["card"] for e in got.chain] == ["kokki", "goyo"]


def test_a_flip_summon_flips_the_monster_face_up():
    got = timing.ask(scenario({"jar": card("Morphing Jar", "A", "monster_zone")},
                              [{"summon": "jar", "method": "flip"}], {"triggers": True}))
    assert [(e["card"], e["mandatory"]) for e in got.chain] == [("jar", True)]


def test_responses_to_a_summon_share_the_chain_of_its_triggers():
    # Morphing Jar's Flip Effect is Chain Link 1; Chain Disappearance still answers the Flip Summon
    got = timing.ask(scenario(
        {"jar": card("Morphing Jar", "A", "monster_zone"), "cd": card("Chain Disappearance", "B", "spell_trap_zone")},
        [{"summon": "jar", "method": "flip"}, {"activate": "jar"}], {"can_activate": "cd"}))
    assert (got.answer, got.reason) == ("yes", "last-thing")
    assert any(r.endswith("rule/segoc-same-chain") for r in got.rule_iris)


# ------------------------------------------------------------------ negated Summons

def test_negated_synchro_summon_gives_no_material_trigger():
    got = timing.ask(scenario(
        {"ware": card("Tuningware", "A", "monster_zone"), "dm": card("Dark Magician", "A", "monster_zone"),
         "arcanite": card("Arcanite Magician", "A", "extra_deck")},
        [{"summon": "arcanite", "method": "synchro", "materials": ["ware", "dm"], "negated": True}],
        {"can_activate": "ware", "effect_text": "Synchro Summon: Draw 1 card"}))
    assert (got.answer, got.reason) == ("no", "summon-negated")


def test_negated_flip_summon_gives_no_flip_effect():
    got = timing.ask(scenario({"fire": card("Fire Sorcerer", "A", "monster_zone")},
                              [{"summon": "fire", "method": "flip", "negated": True}], {"can_activate": "fire"}))
    assert (got.answer, got.reason) == ("no", "summon-negated")


@pytest.mark.parametrize("negated, answer", [(True, "no"), (None, "yes")])
def test_negated_normal_summon_still_counts_as_the_normal_summon(negated, answer):
    # Red-Eyes Wyvern may not be used in a turn its player Normal Summons, even if that Summon was negated
    steps = [{"summon": "jinzo", "method": "tribute", "negated": True}] if negated else []
    got = timing.ask(scenario(
        {"wyvern": card("Red-Eyes Wyvern", "A", "graveyard"), "jinzo": card("Jinzo", "A", "hand"),
         "red_eyes": card("Red-Eyes B. Dragon", "A", "graveyard")},     # a "Red-Eyes" monster to Special Summon
        steps + [{"phase": "end"}], {"can_activate": "wyvern"}, phase="main1"))
    assert got.answer == answer
    if negated:
        assert any(r.endswith("rule/neg-summon-counts-as-normal-summon") for r in got.rule_iris)


# ------------------------------------------------------------------ negated activations and usage limits

LADD = card("Light and Darkness Dragon", "B", "monster_zone")


def test_negated_activation_does_not_use_up_the_event():
    got = timing.ask(scenario(
        {"frog": card("Treeborn Frog", "A", "graveyard"), "ladd": LADD},
        [{"phase": "standby"}, {"activate": "frog"}, {"activate": "ladd", "effect_text": "that activation is negated"},
         {"resolve": 2}, {"resolve": 1}],
        {"can_activate": "frog"}, phase="draw"))
    assert (got.answer, got.reason) == ("yes", "if-wording")


def test_a_once_while_face_up_limit_counts_a_negated_activation():
    got = timing.ask(scenario(
        {"tele": card("Overdrive Teleporter", "A", "monster_zone"), "ladd": LADD},
        [{"activate": "tele", "cost": [{"event": "lp_paid", "player": "A", "amount": 2000, "cause": "cost"}]},
         {"activate": "ladd", "effect_text": "that activation is negated"}, {"resolve": 2}, {"resolve": 1}],
        {"can_activate": "tele"}))
    assert (got.answer, got.reason) == ("no", "other")
    assert any(r.endswith("rule/neg-limit-used") for r in got.rule_iris)


@pytest.mark.parametrize("negation, answer", [("activation_negated", "yes"), ("effect_negated", "no")])
def test_only_1_per_turn_counts_every_copy_but_not_a_negated_activation(negation, answer):
    got = timing.ask(scenario(
        {"if1": card("Instant Fusion", "A", "hand"), "if2": card("Instant Fusion", "A", "hand"),
         "bribe": card("Dark Bribe", "B", "spell_trap_zone")},
        [{"activate": "if1"}, {"activate": "bribe"},
         {"resolve": 2, "events": [[{"event": negation, "card": "if1", "cause": "effect", "by": "bribe"}]]},
         {"resolve": 1}],
        {"can_activate": "if2"}))
    assert got.answer == answer


# ------------------------------------------------------------------ conditions of quick effects and cards

def test_quick_effect_checks_its_condition():
    # Call of the Haunted's Summon happens while it resolves: nothing "would be" Summoned for Rai-Oh to negate
    got = timing.ask(scenario(
        {"call": card("Call of the Haunted", "A", "spell_trap_zone"), "cd": card("Cyber Dragon", "A", "graveyard"),
         "raioh": card("Thunder King Rai-Oh", "B", "monster_zone")},
        [{"activate": "call", "targets": ["cd"]}, {"resolve": 1}],
        {"can_activate": "raioh", "effect_text": "would Special Summon"}))
    assert (got.answer, got.reason) == ("no", "condition-not-met")


@pytest.mark.parametrize("name, answer", [("Pot of Greed", "yes"), ("Jar of Greed", "no")])
def test_a_spell_card_condition_is_not_met_by_a_trap(name, answer):
    got = timing.ask(scenario(
        {"x": card(name, "A", "spell_trap_zone"), "herald": card("Herald of Green Light", "B", "hand"),
         "fairy": card("Herald of Orange Light", "B", "hand")},     # the other Fairy its cost sends
        [{"activate": "x"}], {"can_activate": "herald"}))
    assert got.answer == answer
    assert got.reason == ("last-thing" if answer == "yes" else "condition-not-met")


def test_an_activation_that_discards_only_as_a_cost_is_not_answered():
    got = timing.ask(scenario(
        {"doomed": card("Tribute to The Doomed", "B", "hand"), "vorse": card("Vorse Raider", "A", "monster_zone"),
         "watcher": card("Gravekeeper's Watcher", "A", "hand")},
        [{"activate": "doomed", "targets": ["vorse"],
          "cost": [{"event": "discarded", "player": "B", "from": "hand", "to": "graveyard", "cause": "cost"}]}],
        {"can_activate": "watcher"}))
    assert (got.answer, got.reason) == ("no", "cost")


def test_a_card_that_destroys_by_battle_is_the_one_named():
    # Goyo Guardian's effect needs Goyo itself to have destroyed the monster
    def ask(by):
        return timing.ask(scenario(
            {"goyo": card("Goyo Guardian", "A", "monster_zone"), "other": card("Vorse Raider", "A", "monster_zone"),
             "victim": card("Cyber Dragon", "B", "monster_zone")},
            [{"events": [{"event": "destroyed", "card": "victim", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": by}]}],
            {"can_activate": "goyo"}, phase="battle"))
    assert ask("goyo").answer == "yes"
    assert (ask("other").answer, ask("other").reason) == ("no", "condition-not-met")


def test_a_tribute_paid_to_attack_is_the_last_thing():
    got = timing.ask(scenario(
        {"hydra": card("Hydra Viper", "A", "monster_zone"), "frog": card("Poison Draw Frog", "A", "monster_zone")},
        [{"events": [[{"event": "tributed", "card": "frog", "from": "monster_zone", "to": "graveyard", "cause": "cost"},
                      {"event": "attack_declared", "card": "hydra"}]]}],
        {"can_activate": "frog"}, phase="battle"))
    assert (got.answer, got.reason) == ("yes", "last-thing")


# ------------------------------------------------------------------ what resolving clauses do

def test_they_draw_is_the_player_whose_activation_is_negated_and_it_is_the_negated_card():
    got = timing.ask(scenario(
        {"pot": card("Pot of Greed", "A", "spell_trap_zone"), "bribe": card("Dark Bribe", "B", "spell_trap_zone")},
        [{"activate": "pot"}, {"activate": "bribe"}, {"resolve": 2}, {"resolve": 1}], {"last_thing": True}))
    assert [(e["event"], e["card"], e.get("player")) for e in got.last_thing] == [
        ("drawn", None, "A"), ("activation_negated", "pot", "A"), ("destroyed", "pot", "A")]


def test_your_opponent_gains_is_the_other_player():
    got = timing.ask(scenario(
        {"taker": card("Soul Taker", "A", "hand"), "vorse": card("Vorse Raider", "B", "monster_zone")},
        [{"activate": "taker", "targets": ["vorse"]}, {"resolve": 1}], {"last_thing": True}))
    assert [(e["event"], e.get("player")) for e in got.last_thing] == [("lp_gained", "B")]


def test_all_spells_and_traps_are_the_cards_in_those_zones():
    got = timing.ask(scenario(
        {"storm": card("Heavy Storm", "A", "hand"), "statue": card("Statue of the Wicked", "B", "spell_trap_zone"),
         "sangan": card("Sangan", "B", "monster_zone")},
        [{"activate": "storm"}, {"resolve": 1}], {"triggers": True}))
    assert [e["card"] for e in got.chain] == ["statue"]


def test_that_face_up_monster_is_the_target():
    got = timing.ask(scenario(
        {"ring": card("Ring of Destruction", "B", "spell_trap_zone"), "sangan": card("Sangan", "A", "monster_zone")},
        [{"activate": "ring", "targets": ["sangan"]}, {"resolve": 1}], {"triggers": True}))
    assert [(e["card"], e["mandatory"]) for e in got.chain] == [("sangan", True)]


def test_after_a_counter_trap_has_resolved():
    got = timing.ask(scenario(
        {"pot": card("Pot of Greed", "B", "spell_trap_zone"), "jammer": card("Magic Jammer", "A", "spell_trap_zone"),
         "voltanis": card("Voltanis the Adjudicator", "A", "hand"),
         # its cost Tributes all monsters its player controls: at least one (rule cost-all-cards-you-control-needs-one)
         "cg": card("Celtic Guardian", "A", "monster_zone", position="attack")},
        [{"activate": "pot"},
         {"activate": "jammer", "cost": [{"event": "discarded", "player": "A", "from": "hand", "cause": "cost"}]},
         {"resolve": 2}, {"resolve": 1}],
        {"can_activate": "voltanis", "effect": 1}, turn_player="B"))
    assert (got.answer, got.reason) == ("yes", "if-wording")


def test_a_choice_between_options_must_be_stated():
    """Enemy Controller offers two options; the engine asks which one was used, never guesses."""
    cards = {"ec": {"name": "Enemy Controller", "controller": "A", "zone": "hand"}}
    with pytest.raises(BadScenario) as caught:
        timing.ask(scenario(cards, [{"activate": "ec"}, {"resolve": 1}], {"last_thing": True}))
    assert caught.value.where == "$.steps[1].resolve" and "options" in caught.value.message
    stated = timing.ask(scenario(cards, [{"activate": "ec"}, {"resolve": 1, "events": [{"event": "position_changed"}]}],
                                 {"last_thing": True}))
    assert [e["event"] for e in stated.last_thing] == ["position_changed"]
