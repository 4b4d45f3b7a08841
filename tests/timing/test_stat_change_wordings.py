"""Trap Hole lines read the ATK that continuous changes in their other wordings give a Summoned monster
(rule ce-stat-change-applies): "increase the ATK of all DARK monsters by 500 points" after "As long as this
card remains face-up on the field", two changes joined by ", also", a loss "for every" card counted and a
gain "while you control" a monster of a kind. Real cards of the graph."""

from __future__ import annotations

from scenario_cards import ask, card


def _summoned(summoned: str, trap: str, **cards):
    """Can player B activate ``trap`` as player A Normal Summons ``summoned`` beside ``cards``?"""
    cards = {"summoned": card(summoned, "A", "hand"), "trap": card(trap, "B", "spell_trap_zone", face_up=False), **cards}
    return ask(cards, {"can_activate": "trap"}, [{"summon": "summoned", "method": "normal"}])


def test_witchs_apprentice_lifts_a_dark_monster_over_bottomless_trap_holes_line():
    witch = {"witch": card("Witch's Apprentice", "A", position="attack")}
    lifted = _summoned("Sangan", "Bottomless Trap Hole", **witch)            # 1000 + 500
    assert lifted.answer == "yes"
    assert any("Sangan has 1500 ATK" in said for said in lifted.assumed)
    assert _summoned("Sangan", "Bottomless Trap Hole").answer == "no"        # no change: 1000
    assert _summoned("Dupe Frog", "Bottomless Trap Hole", **witch).answer == "no"     # WATER: not reached


def test_a_loss_for_every_warrior_drops_a_summoned_monster_under_trap_holes_line():
    """Colossal Fighter/Assault Mode: the opponent's monsters lose 100 ATK for every Warrior in its controller's GY."""
    assault = {"assault": card("Colossal Fighter/Assault Mode", "B", position="attack")}
    dropped = _summoned("Sangan", "Trap Hole", **assault, drill=card("Drill Warrior", "B", "graveyard"))
    assert dropped.answer == "no"                                            # 1000 - 100
    assert _summoned("Sangan", "Trap Hole", **assault).answer == "yes"       # no Warrior there: 1000


def test_umi_gains_and_also_losses_both_apply():
    umi = {"umi": card("Umi", "B", "field_zone", face_up=True)}
    assert _summoned("Liquid Beast", "Trap Hole", **umi).answer == "yes"     # Aqua: 950 + 200
    assert _summoned("Liquid Beast", "Trap Hole").answer == "no"
    machine = _summoned("Cyber Dragon", "Trap Hole", **umi)                  # Machine: 2100 - 200
    assert any("Cyber Dragon has 1900 ATK" in said for said in machine.assumed)


def test_a_gain_while_you_control_a_monster_of_a_kind():
    """Flamvell Magician gains 400 ATK while its controller controls an "Ally of Justice" monster."""
    ally = {"ally": card("Ally of Justice Catastor", "A", position="attack")}
    assert _summoned("Flamvell Magician", "Bottomless Trap Hole", **ally).answer == "yes"     # 1400 + 400
    assert _summoned("Flamvell Magician", "Bottomless Trap Hole").answer == "no"
    theirs = {"ally": card("Ally of Justice Catastor", "B", position="attack")}           # not its controller's
    assert _summoned("Flamvell Magician", "Bottomless Trap Hole", **theirs).answer == "no"
