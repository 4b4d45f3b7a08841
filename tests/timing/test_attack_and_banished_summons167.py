"""Round 167: "Negate 1 attack" is an attack negation (rule res-negated-attack-is-the-attackers, extended;
edison_kg/cardtext/tables/actions.toml), and an effect that targets a banished monster to Special Summon it is bound
by that monster's Summon conditions (rule summon-condition-binds-banished-targets,
edison_kg/timing/rules/summon_conditions.py)."""

from __future__ import annotations

from cardtext.pool import card as pool_card
from scenario_cards import ask, card

ATTACKER = "res-negated-attack-is-the-attackers"
BANISHED = "summon-condition-binds-banished-targets"


# ------------------------------------------------------------------ "Negate 1 attack"

def test_the_reader_reads_negate_one_attack_as_an_attack_negation():
    (barrier,) = pool_card("Hero Barrier")
    assert [(c.action, c.event) for c in barrier.clauses] == [("negate_attack", "attack_negated")]


def test_a_lingering_negation_of_the_next_attack_is_not_read_as_one():
    gardna = pool_card("Necro Gardna")[-1]
    assert all(c.event != "attack_negated" for c in gardna.clauses)


def test_negate_one_attack_negates_the_attack_of_the_monster_attacking():
    cards = {"elf": card("Gemini Elf", "A", position="attack"),
             "sparkman": card("Elemental HERO Sparkman", "B", position="attack"),
             "barrier": card("Hero Barrier", "B", "spell_trap_zone", face_up=False)}
    steps = [{"events": [{"event": "attack_declared", "card": "elf", "player": "A", "target": "sparkman"}]},
             {"activate": "barrier"}, {"resolve": 1}]
    got = ask(cards, {"last_thing": True}, steps, phase="battle")
    assert [(e["event"], e["card"]) for e in got.last_thing] == [("attack_negated", "elf")]
    assert ATTACKER in got.rules


# ------------------------------------------------------------------ a banished monster Special Summoned by an effect

def _escape_for(monster: str):
    """A properly Special Summons ``monster`` from the hand, B banishes it with Bottomless Trap Hole: can A's
    Escape from the Dark Dimension be activated for it?"""
    cards = {"it": card(monster, "A", "hand"),
             "bth": card("Bottomless Trap Hole", "B", "spell_trap_zone", face_up=False),
             "escape": card("Escape from the Dark Dimension", "A", "spell_trap_zone", face_up=False)}
    steps = [{"summon": "it", "method": "special"}, {"activate": "bth"}, {"resolve": 1}]
    return ask(cards, {"can_activate": "escape"}, steps, turn_player="B")


def test_a_banished_monster_special_summoned_only_its_own_way_is_no_target_even_once_so_summoned():
    got = _escape_for("Dark Armed Dragon")
    assert got.answer == "no" and BANISHED in got.rules


def test_a_banished_monster_that_must_first_be_special_summoned_is_a_target_once_so_summoned():
    got = _escape_for("Chaos Sorcerer")
    assert got.answer == "yes" and BANISHED not in got.rules
