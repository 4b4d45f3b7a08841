"""Damage turned into a gain of Life Points (round 80, rule ce-damage-becomes-gain): while Prime Material Dragon
("Any effect that would inflict damage to a player increases their Life Points by the same amount, instead") or a
resolved Rainbow Life applies, and when Energy-Absorbing Monolith is chained to the damaging effect; and Tributes told
during a Ritual Spell Card's resolution without the card they are for, which Samsara returns to the Deck (rule
ce-ritual-tributes-to-deck). Real pool cards on the whole graph."""

from __future__ import annotations

from cardtext.pool import card as read
from scenario_cards import ask, card


def _last(answer) -> list[tuple]:
    return [(e["event"], e.get("player"), e.get("amount")) for e in answer.to_dict()["last_thing"]]


def _cites(answer, rule: str) -> bool:
    return any(str(ref).rsplit("/", 1)[-1] == rule for ref in answer.rules)


# ------------------------------------------------------------------ what the reader stores

def test_the_reader_stores_damage_that_becomes_a_gain():
    pmd = read("Prime Material Dragon")[0]
    assert [(r.kind, r.players) for r in pmd.restrictions] == [("damage-becomes-gain", "both")]
    monolith = read("Energy-Absorbing Monolith")[0].clauses[0]
    assert monolith.moves_damage and monolith.event == "lp_gained"
    barrel = read("Barrel Behind the Door")[0].clauses[0]      # damage moved to a player, not into a gain
    assert barrel.moves_damage and barrel.event == "damage_inflicted"


# ------------------------------------------------------------------ a continuous effect

def _burn(spell: str, *more: tuple[str, dict]):
    cards = {"burn": card(spell, "A", zone="hand"), **{ref: c for ref, c in more}}
    return ask(cards, {"last_thing": True}, steps=[{"activate": "burn"}, {"resolve": 1}])


def test_goblin_thief_under_prime_material_dragon_makes_both_players_gain():
    answer = _burn("Goblin Thief", ("pmd", card("Prime Material Dragon", "B", position="attack")))
    assert _last(answer) == [("lp_gained", "B", 500), ("lp_gained", "A", 500)]
    assert _cites(answer, "ce-damage-becomes-gain")


def test_hinotama_under_the_opponents_own_prime_material_dragon_is_a_gain_too():
    # "to a player": either player, whoever controls the Dragon
    answer = _burn("Hinotama", ("pmd", card("Prime Material Dragon", "A", position="attack")))
    assert _last(answer) == [("lp_gained", "B", 500)]


def test_without_prime_material_dragon_goblin_thief_inflicts_its_damage():
    answer = _burn("Goblin Thief", ("vorse", card("Vorse Raider", "B", position="attack")))
    assert _last(answer) == [("damage_inflicted", "B", 500), ("lp_gained", "A", 500)]
    assert not _cites(answer, "ce-damage-becomes-gain")


def test_after_rainbow_life_its_player_gains_what_hinotama_would_inflict():
    cards = {"rainbow": card("Rainbow Life", "B", zone="spell_trap_zone", face_up=False),
             "hino": card("Hinotama", "A", zone="hand"), "fodder": card("Vorse Raider", "B", zone="hand")}
    steps = [{"activate": "rainbow"}, {"resolve": 1}, {"activate": "hino"}, {"resolve": 1}]
    answer = ask(cards, {"last_thing": True}, steps=steps)
    assert _last(answer) == [("lp_gained", "B", 500)]


# ------------------------------------------------------------------ a card chained to the damage

def _chained(answer_card: str, spell: str = "Hinotama"):
    cards = {"burn": card(spell, "B", zone="hand"),
             "answer": card(answer_card, "A", zone="spell_trap_zone", face_up=False)}
    steps = [{"activate": "burn"}, {"activate": "answer"}, {"resolve": 2}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps=steps, turn_player="B")


def test_energy_absorbing_monolith_turns_hinotamas_damage_into_its_players_gain():
    answer = _chained("Energy-Absorbing Monolith")
    assert _last(answer) == [("lp_gained", "A", 500)]
    assert _cites(answer, "ce-damage-becomes-gain")


def test_energy_absorbing_monolith_leaves_goblin_thiefs_own_gain_as_it_is():
    answer = _chained("Energy-Absorbing Monolith", spell="Goblin Thief")
    assert _last(answer) == [("lp_gained", "A", 500), ("lp_gained", "B", 500)]


def test_barrel_behind_the_door_turns_the_damage_back_not_into_a_gain():
    answer = _chained("Barrel Behind the Door")
    assert _last(answer) == [("damage_inflicted", "B", 500)]
    assert not _cites(answer, "ce-damage-becomes-gain")


# ------------------------------------------------------------------ Tributes of the resolving Ritual Spell Card

def _ritual(samsara_face_up: bool, tributes=("sangan", "tomato")):
    cards = {"samsara": card("Samsara", "A", zone="spell_trap_zone", face_up=samsara_face_up),
             "recipe": card("Hamburger Recipe", "A", zone="hand"), "burger": card("Hungry Burger", "A", zone="hand"),
             "sangan": card("Sangan", "A", position="attack"), "tomato": card("Mystic Tomato", "A", position="attack"),
             "witch": card("Witch of the Black Forest", "A", position="attack")}
    events = [[{"event": "tributed", "card": ref, "from": "monster_zone", "cause": "summon_material"} for ref in tributes],
              {"event": "ritual_summon", "card": "burger", "from": "hand", "to": "monster_zone"}]
    return ask(cards, {"triggers": True}, steps=[{"activate": "recipe"}, {"resolve": 1, "events": events}])


def test_samsara_returns_tributes_told_without_their_ritual_spell_to_the_deck():
    answer = _ritual(samsara_face_up=True)
    assert answer.chain == [] and _cites(answer, "ce-ritual-tributes-to-deck")
    assert _ritual(samsara_face_up=True, tributes=("witch", "tomato")).chain == []


def test_a_set_samsara_leaves_sangan_sent_to_the_graveyard():
    answer = _ritual(samsara_face_up=False)
    assert [link["card"] for link in answer.chain] == ["sangan"]
