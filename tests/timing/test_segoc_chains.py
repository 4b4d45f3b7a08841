"""Simultaneous triggers and the chains they start (rules/segoc.py, rules/phase_chains.py,
rules/battle_phase.py): Edison's phase effects each on a chain of their own, the turn player's
first; the Draw Phase's draw one moment; "if this battled" at the end of the Battle Phase read
over every battle of that Battle Phase. Small cases on the subset (cards that bring their own
text), then the same shapes on other pool cards of the whole graph."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.rules.segoc import triggers
from subset_duel import card, duel, own, subset_engine  # noqa: F401  (fixtures)

MILL = "During your End Phase: Send the top 2 cards of your Deck to the GY."
TAG_OUT = "At the end of the Battle Phase, if this card battled: You can draw 1 card."


def mill(controller, position="attack"):
    return own("Mill Monk", MILL, controller, "monster_zone", "monster", "Effect", position=position)


def names(chains):
    return [[entry["card"] for entry in chain] for chain in chains]


# ---------------------------------------------------------------- on the subset

def test_two_end_phase_effects_start_a_chain_each(duel):
    answer = triggers(duel({"m1": mill("A"), "m2": mill("A")}, [{"phase": "end"}], phase="main2"))
    assert len(answer.chain) == 1 and len(answer.later_chains) == 1
    first, second = answer.chain[0], answer.later_chains[0][0]
    assert {first["card"], second["card"]} == {"m1", "m2"} and first["link"] == second["link"] == 1
    assert first["group"] == second["group"]          # their player picks which goes first
    assert "edison-phase-effects-separate-chains" in answer.rules


def test_the_turn_player_s_phase_effect_starts_first(duel):
    other = own("Mill Monk", "During each End Phase: Send the top card of your Deck to the GY.", "B",
                "monster_zone", "monster", "Effect")
    answer = triggers(duel({"theirs": other, "mine": mill("A")}, [{"phase": "end"}], phase="main2"))
    assert names([answer.chain] + answer.later_chains) == [["mine"], ["theirs"]]


def test_under_the_ocg_ruleset_phase_effects_share_a_chain(duel):
    answer = triggers(duel({"m1": mill("A"), "m2": mill("A")}, [{"phase": "end"}], phase="main2", ruleset="ocg"))
    assert len(answer.chain) == 2 and answer.later_chains == []


def test_draw_phase_effects_form_one_chain(duel):
    text = "During your Draw Phase, if you have no cards in your hand: Draw 1 card."
    cards = {f"d{i}": own("Draw Engine", text, "A", "monster_zone", "monster", "Effect") for i in (1, 2)}
    # the End Phase of the opponent's turn: the Draw Phase after it is player A's (rule turn-alternates)
    answer = triggers(duel(cards, [{"phase": "draw"}], phase="end", turn_player="B"))
    assert len(answer.chain) == 2 and answer.later_chains == []


def test_only_a_monster_that_battled_tags_out(duel):
    cards = {"fighter": own("Tag Fighter", TAG_OUT, "A", "monster_zone", "monster", "Effect", position="attack"),
             "idle": own("Tag Fighter", TAG_OUT, "A", "monster_zone", "monster", "Effect", position="attack"),
             "stored": own("Tag Fighter", TAG_OUT, "A", "deck", "monster", "Effect"),
             "cyber": card("Cyber Dragon", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "fighter", "player": "A", "target": "cyber"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "fighter", "player": "A", "cause": "battle", "by": "cyber"}]},
             {"phase": "battle"}]
    answer = triggers(duel(cards, steps, phase="battle"))
    assert answer.chain == [] and answer.later_chains == []      # it left the field; the others never battled
    steps[2] = {"events": [{"event": "damage_inflicted", "player": "A", "cause": "battle", "by": "cyber", "amount": 100}]}
    answer = triggers(duel(cards, steps, phase="battle"))
    assert names([answer.chain] + answer.later_chains) == [["fighter"]]


def test_an_attack_that_never_reached_damage_calculation_is_no_battle(duel):
    cards = {"fighter": own("Tag Fighter", TAG_OUT, "A", "monster_zone", "monster", "Effect", position="attack"),
             "cyber": card("Cyber Dragon", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "fighter", "player": "A", "target": "cyber"}]},
             {"events": [{"event": "attack_negated", "card": "fighter", "player": "A", "cause": "effect"}]},
             {"phase": "battle"}]
    answer = triggers(duel(cards, steps, phase="battle"))
    assert answer.chain == [] and "bt-battled-needs-damage-calculation" in answer.rules


# ---------------------------------------------------------------- other pool cards, whole graph

def ask(cards, steps, question, **extra):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": steps, "ask": question,
                       **extra})


def test_lumina_and_jain_end_phase_effects_do_not_chain():
    answer = ask({"lumina": {"name": "Lumina, Lightsworn Summoner", "controller": "A", "zone": "monster_zone"},
                  "jain": {"name": "Jain, Lightsworn Paladin", "controller": "A", "zone": "monster_zone"}},
                 [{"phase": "end"}], {"triggers": True}, phase="main2")
    assert len(answer.chain) == 1 and len(answer.later_chains) == 1
    assert all(entry["mandatory"] for entry in answer.chain + answer.later_chains[0])


def test_laquari_and_equeste_of_both_players_tag_out_turn_player_first():
    cards = {"laquari": {"name": "Gladiator Beast Laquari", "controller": "A", "zone": "monster_zone",
                         "position": "attack"},
             "equeste": {"name": "Gladiator Beast Equeste", "controller": "B", "zone": "monster_zone",
                         "position": "attack"},
             "deck_a": {"name": "Gladiator Beast Bestiari", "controller": "A", "zone": "deck"},
             "deck_b": {"name": "Gladiator Beast Darius", "controller": "B", "zone": "deck"}}
    steps = [{"events": [{"event": "attack_declared", "card": "laquari", "player": "A", "target": "equeste"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "player": "B", "cause": "battle", "by": "laquari", "amount": 300}]},
             {"phase": "battle"}]
    answer = ask(cards, steps, {"triggers": True}, phase="battle")
    assert names([answer.chain] + answer.later_chains) == [["laquari"], ["equeste"]]


def test_multiple_piece_golem_in_the_deck_never_attacked():
    cards = {"golem": {"name": "Multiple Piece Golem", "controller": "A", "zone": "deck"},
             "ox": {"name": "Battle Ox", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "beaver": {"name": "Beaver Warrior", "controller": "B", "zone": "monster_zone", "position": "defense"}}
    steps = [{"events": [{"event": "attack_declared", "card": "ox", "player": "A", "target": "beaver"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "beaver", "player": "B", "cause": "battle", "by": "ox"}]},
             {"phase": "battle"}]
    assert ask(cards, steps, {"triggers": True}, phase="battle").chain == []


def test_two_freed_the_matchless_general_at_the_draw_form_one_chain():
    cards = {f"freed{i}": {"name": "Freed the Matchless General", "controller": "A", "zone": "monster_zone",
                           "position": "attack"} for i in (1, 2)}
    answer = ask(cards, [{"phase": "draw"}], {"triggers": True}, phase="end", turn_player="B")
    assert [entry["group"] for entry in answer.chain] == [1, 1] and answer.later_chains == []
