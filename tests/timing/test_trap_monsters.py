"""Trap Monsters (rule state-trap-monster-in-a-monster-zone): a Trap Card that Special Summons itself
needs a free Monster Zone; once its activation resolves it is a monster in a Monster Zone and still a Trap Card."""

from __future__ import annotations

from edison_kg import timing
from subset_duel import card, own, subset_engine  # noqa: F401  (fixtures)

TRAP_MONSTER = ("Special Summon this card in Defense Position as an Effect Monster (Zombie-Type/DARK/Level 4/ATK 1800/"
                "DEF 500). (This card is also still a Trap Card.)")
DESTROY_MONSTERS = "Destroy all monsters your opponent controls."
DESTROY_SPELL_TRAPS = "Destroy all Spell and Trap Cards your opponent controls."
COUNT_ZONE = ("Activate only when there are 3 or more cards in your opponent's Spell & Trap Card Zone. "
              "Destroy 1 card on the field.")


def _trap_monster(controller="A"):
    return own("Test Trap Monster", TRAP_MONSTER, controller, "spell_trap_zone", "trap", "Normal", face_up=False)


def _ask(engine, cards, steps=(), ask="it", turn="A"):
    raw = {"game": "yugioh-edison", "turn_player": turn, "phase": "main1", "cards": cards, "steps": list(steps),
           "ask": {"can_activate": ask}}
    return engine.ask(timing.parse_scenario(raw)).to_dict()


def test_a_trap_monster_needs_a_free_monster_zone(subset_engine):
    field = {f"m{i}": card("Sangan", "A", position="attack") for i in range(5)}
    found = _ask(subset_engine, {"it": _trap_monster(), **field})
    assert found["answer"] == "no"
    assert any(r.endswith("/state-trap-monster-in-a-monster-zone") for r in found["rules"])
    del field["m4"]
    assert _ask(subset_engine, {"it": _trap_monster(), **field})["answer"] == "yes"


def test_a_monster_special_summoning_itself_needs_a_free_monster_zone_too(subset_engine):
    it = own("Test Hand Summoner", "Discard 1 card: Special Summon this card from your hand.", "A", "hand", "monster",
             "Effect")
    field = {f"m{i}": card("Sangan", "A", position="attack") for i in range(5)}
    assert _ask(subset_engine, {"it": it, "fodder": card("Sangan", "A", "hand"), **field})["answer"] == "no"


def test_a_resolved_trap_monster_is_a_monster_on_the_field(subset_engine):
    cards = {"tm": _trap_monster("B"), "dh": card("Dark Hole", "A", "hand")}
    steps = [{"activate": "tm"}, {"resolve": 1}]
    assert _ask(subset_engine, cards, steps, ask="dh")["answer"] == "yes"
    # without the Trap Monster resolved, no monster is on the field for Dark Hole to destroy
    assert _ask(subset_engine, cards, [], ask="dh")["answer"] == "no"


def test_a_trap_monster_is_counted_as_a_trap_and_as_a_monster_by_all_effects(subset_engine):
    steps = [{"activate": "tm"}, {"resolve": 1}]
    for text in (DESTROY_MONSTERS, DESTROY_SPELL_TRAPS):
        cards = {"tm": _trap_monster("B"), "it": own("Test Sweeper", text, "A", "hand", "spell", "Normal")}
        assert _ask(subset_engine, cards, steps)["answer"] == "yes", text


def test_a_trap_monster_is_not_counted_in_the_spell_and_trap_zones(subset_engine):
    it = own("Test Zone Counter", COUNT_ZONE, "A", "hand", "spell", "Quick-Play")
    sets = {f"s{i}": card("Solemn Judgment", "B", "spell_trap_zone", face_up=False) for i in range(2)}
    steps = [{"activate": "tm"}, {"resolve": 1}]
    found = _ask(subset_engine, {"it": it, "tm": _trap_monster("B"), **sets}, steps)
    assert found["answer"] == "no"
    sets["s2"] = card("Bottomless Trap Hole", "B", "spell_trap_zone", face_up=False)
    assert _ask(subset_engine, {"it": it, "tm": _trap_monster("B"), **sets}, steps)["answer"] == "yes"
