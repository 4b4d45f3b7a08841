"""Round 79 costs, hands and windows, on real cards of the pool:

- a cost of "any number of" cards is paid with at least 1 (rule cost-any-number-needs-one): Virus Cannon with only
  Sheep Tokens or with a non-Token monster; Survival Instinct with or without a Dinosaur in the Graveyard;
- a lock on the Graveyard does not reach a cost paid from a Graveyard unaffected by its card (rule
  ce-graveyard-unaffected-own-cost): Dark Armed Dragon under Necrovalley, with its player's Gravekeeper's Chief or
  the opponent's; Necro Gardna from the Graveyard likewise;
- a Continuous card applies its continuous effects once its activation has resolved (rule
  ce-continuous-applies-after-resolving): Herald of Purple Light chained to Macro Cosmos, or after it resolved; Virus
  Cannon chained to Mask of Restrict, or after it resolved;
- the opponent's random pick of a card of its player's own hand needs a card there (rule
  state-random-own-hand-pick-needs-a-card): Ordeal of a Traveler and A Hero Emerges with an empty hand or 1 card;
- "During your opponent's turn: ..." before the colon is the turn it is activated in (rule
  window-phase-named-in-its-text): Physical Double, Hidden Spellbook."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _ask(turn_player: str, cards: dict, steps: list, ask: dict, phase: str = "main1") -> timing.Answer:
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": ask})


def _monster(name: str, controller: str = "A") -> dict:
    return {"name": name, "controller": controller, "zone": "monster_zone", "position": "attack"}


def _set(name: str, controller: str = "A") -> dict:
    return {"name": name, "controller": controller, "zone": "spell_trap_zone", "face_up": False}


# ------------------------------------------------------------------ any number of cards

@pytest.mark.parametrize("with_monster, answer", [(False, "no"), (True, "yes")])
def test_virus_cannon_needs_a_monster_that_is_not_a_token(with_monster, answer):
    cards = {"goat": {"name": "Scapegoat", "controller": "A", "zone": "hand"}, "virus": _set("Virus Cannon")}
    if with_monster:
        cards["tomato"] = _monster("Mystic Tomato")
    got = _ask("A", cards, [{"activate": "goat"}, {"resolve": 1}], {"can_activate": "virus"})
    assert got.answer == answer
    if answer == "no":
        assert "cost-any-number-needs-one" in got.rules


@pytest.mark.parametrize("in_graveyard, answer", [("Mystic Tomato", "no"), ("Sabersaurus", "yes")])
def test_survival_instinct_needs_a_dinosaur_to_banish(in_graveyard, answer):
    cards = {"instinct": _set("Survival Instinct"),
             "gy": {"name": in_graveyard, "controller": "A", "zone": "graveyard"}}
    got = _ask("A", cards, [], {"can_activate": "instinct"})
    assert got.answer == answer
    if answer == "no":
        assert "cost-any-number-needs-one" in got.rules


# ------------------------------------------------------------------ a Graveyard unaffected by Necrovalley

@pytest.mark.parametrize("chief_of, answer", [("A", "yes"), ("B", "no"), (None, "no")])
def test_dark_armed_dragon_banishes_from_a_graveyard_freed_by_gravekeepers_chief(chief_of, answer):
    cards = {"dad": _monster("Dark Armed Dragon"),
             "nv": {"name": "Necrovalley", "controller": "B", "zone": "field_zone", "face_up": True},
             "tomato": {"name": "Mystic Tomato", "controller": "A", "zone": "graveyard"}}
    if chief_of is not None:
        cards["chief"] = _monster("Gravekeeper's Chief", chief_of)
    got = _ask("A", cards, [], {"can_activate": "dad"})
    assert got.answer == answer
    assert ("ce-graveyard-unaffected-own-cost" in got.rules) == (answer == "yes")


@pytest.mark.parametrize("with_chief, answer", [(True, "yes"), (False, "no")])
def test_necro_gardna_banishes_itself_from_a_freed_graveyard(with_chief, answer):
    cards = {"gardna": {"name": "Necro Gardna", "controller": "A", "zone": "graveyard"},
             "nv": {"name": "Necrovalley", "controller": "B", "zone": "field_zone", "face_up": True}}
    if with_chief:
        cards["chief"] = _monster("Gravekeeper's Chief")
    got = _ask("B", cards, [], {"can_activate": "gardna"})
    assert got.answer == answer


# ------------------------------------------------------------------ a Continuous card's activation on the Chain

@pytest.mark.parametrize("resolved, answer", [(False, "yes"), (True, "no")])
def test_herald_of_purple_light_pays_while_macro_cosmos_waits_on_the_chain(resolved, answer):
    cards = {"macro": _set("Macro Cosmos", "B"),
             "herald": {"name": "Herald of Purple Light", "controller": "A", "zone": "hand"},
             "angel": {"name": "Shining Angel", "controller": "A", "zone": "hand"}}
    steps = [{"activate": "macro"}] + ([{"resolve": 1}] if resolved else [])
    if resolved:    # a Trap activated later, once Macro Cosmos applies
        cards["trap"] = _set("Dust Tornado", "B")
        steps.append({"activate": "trap"})
    got = _ask("B", cards, steps, {"can_activate": "herald"})
    assert got.answer == answer
    if answer == "yes":
        assert "ce-continuous-applies-after-resolving" in got.rules


@pytest.mark.parametrize("resolved, answer", [(False, "yes"), (True, "no")])
def test_virus_cannon_tributes_while_mask_of_restrict_waits_on_the_chain(resolved, answer):
    cards = {"mask": _set("Mask of Restrict", "B"), "virus": _set("Virus Cannon"),
             "tomato": _monster("Mystic Tomato")}
    steps = [{"activate": "mask"}] + ([{"resolve": 1}] if resolved else [])
    got = _ask("B", cards, steps, {"can_activate": "virus"})
    assert got.answer == answer


# ------------------------------------------------------------------ a random card of its player's own hand

@pytest.mark.parametrize("card, in_hand, answer", [
    ("Ordeal of a Traveler", False, "no"), ("Ordeal of a Traveler", True, "yes"),
    ("A Hero Emerges", False, "no"), ("A Hero Emerges", True, "yes"),
])
def test_a_random_pick_of_its_players_hand_needs_a_card_there(card, in_hand, answer):
    face_up = card == "Ordeal of a Traveler"      # a Continuous Trap already face-up
    cards = {"card": {"name": card, "controller": "A", "zone": "spell_trap_zone", "face_up": face_up},
             "harpie": _monster("Cyber Harpie Lady", "B")}
    if in_hand:
        cards["held"] = {"name": "Mystic Tomato", "controller": "A", "zone": "hand"}
    got = _ask("B", cards, [{"events": [{"event": "attack_declared", "card": "harpie", "player": "B"}]}],
               {"can_activate": "card"}, phase="battle")
    assert got.answer == answer
    if answer == "no":
        assert "state-random-own-hand-pick-needs-a-card" in got.rules


# ------------------------------------------------------------------ the turn named before its colon

@pytest.mark.parametrize("turn_player, answer", [("B", "no"), ("A", "yes")])
def test_physical_double_only_in_the_opponents_turn(turn_player, answer):
    cards = {"pd": _set("Physical Double", "B"), "skull": _monster("Summoned Skull")}
    got = _ask(turn_player, cards, [], {"can_activate": "pd"})
    assert got.answer == answer
    if answer == "no":
        assert got.reason == "condition-not-met"


@pytest.mark.parametrize("turn_player, answer", [("A", "yes"), ("B", "no")])
def test_hidden_spellbook_only_in_its_players_turn(turn_player, answer):
    cards = {"book": _set("Hidden Spellbook"),
             "pot": {"name": "Pot of Greed", "controller": "A", "zone": "graveyard"},
             "raigeki": {"name": "Raigeki", "controller": "A", "zone": "graveyard"}}
    got = _ask(turn_player, cards, [], {"can_activate": "book"})
    assert got.answer == answer
