"""The battle position a monster an effect Special Summons arrives in (Clause
`summons_in_position`, rule state-summoned-in-the-position-its-effect-names), an equipped Union Monster's lack of
a battle position (rule state-equip-card-has-no-battle-position), and the end of the Battle Phase the turn passes
through on its way to Main Phase 2 or the End Phase (rule state-battle-phase-ends-before-main-phase-2), on real cards."""

from __future__ import annotations

import pytest

from edison_kg.cardtext.consequences import consequence
from edison_kg.vocab.model import Clause
from scenario_cards import ask, card
from subset_duel import duel, own, subset_engine  # noqa: F401  (fixtures)


@pytest.mark.parametrize("text, position", [
    ("Special Summon it in Defense Position", "defense"),                            # Soul Resurrection
    ("Special Summon it in face-up Defense Position, but it cannot attack", "defense"),   # Silent Doom
    ("Special Summon that target in Attack Position", "attack"),                     # Call of the Haunted
    ("unequip it to Special Summon this card in face-up Attack Position", "attack"),     # Y-Dragon Head
    ("Special Summon 4 \"Sheep Token\" (Beast/EARTH/Lv1/ATK 0/DEF 0) in Defense Position", "defense"),   # Scapegoat
    # the player's choice, or no position named: none read
    ("Special Summon all revealed Level 4 or lower monsters in face-up Attack Position or face-down Defense Position",
     None),
    ("Special Summon that target", None),
    ("Special Summon it in face-down Defense Position", None),
])
def test_the_position_a_summon_clause_names(text, position):
    read = consequence(Clause(index=1, action="special_summon", text=text))
    assert read.summons_in_position == position


def test_a_destroy_clause_names_no_arrival_position():
    read = consequence(Clause(index=1, action="destroy", text="destroy all Attack Position monsters in Defense Position"))
    assert read.summons_in_position is None


def _after_summon(summoner, checker, resolved=None):
    """Player B's ``summoner`` brings back B's Vorse Raider; can player A's ``checker`` be activated then?"""
    cards = {"sum": card(summoner, "B", "spell_trap_zone", position="face_down"),
             "vr": card("Vorse Raider", "B", "graveyard"), "chk": card(checker, "A", "hand")}
    resolve = {"resolve": 1} if resolved is None else {"resolve": 1, "events": [resolved]}
    return ask(cards, {"can_activate": "chk"}, [{"activate": "sum", "targets": ["vr"]}, resolve])


def test_a_monster_special_summoned_in_defense_position_is_no_attack_position_monster():
    # Soul Resurrection: "Special Summon it in Defense Position"; Block Attack: "Target 1 face-up Attack Position
    # monster your opponent controls"; Shield Crush: "Target 1 Defense Position monster on the field"
    answer = _after_summon("Soul Resurrection", "Block Attack")
    assert answer.answer == "no" and "state-target-must-exist" in answer.rules
    assert _after_summon("Soul Resurrection", "Shield Crush").answer == "yes"


def test_a_monster_special_summoned_in_attack_position_is_no_defense_position_monster():
    # Call of the Haunted: "Special Summon that target in Attack Position"
    answer = _after_summon("Call of the Haunted", "Shield Crush")
    assert answer.answer == "no" and "state-target-must-exist" in answer.rules
    assert _after_summon("Call of the Haunted", "Block Attack").answer == "yes"


def test_the_summon_a_scenario_states_takes_the_effects_position_unless_it_names_its_own():
    summon = {"event": "special_summon", "card": "vr", "player": "B", "from": "graveyard"}
    assert _after_summon("Soul Resurrection", "Block Attack", summon).answer == "no"
    assert _after_summon("Soul Resurrection", "Shield Crush", summon).answer == "yes"
    told = dict(summon, position="attack")           # the scenario's own position wins
    assert _after_summon("Soul Resurrection", "Block Attack", told).answer == "yes"
    assert _after_summon("Soul Resurrection", "Shield Crush", told).answer == "no"


def test_the_duel_state_of_a_summon_in_defense_position(duel):
    cards = {"sum": own("Soul Resurrection", "Activate this card by targeting 1 Normal Monster in your Graveyard; "
                        "Special Summon it in Defense Position.", "A", "spell_trap_zone", "trap", "Continuous",
                        position="face_down"),
             "vr": own("Plain Knight", "A plain monster.", "A", "graveyard", "monster", "Normal")}
    state = duel(cards, [{"activate": "sum", "targets": ["vr"]}, {"resolve": 1}], phase="main1")
    assert (state.cards["vr"].zone, state.cards["vr"].face_up, state.cards["vr"].position) == \
        ("monster_zone", True, "defense")


# ---------------------------------------------------------------- an equipped Union Monster

KIRYU = own("Kiryu", "Once per turn, during your Main Phase, you can equip this card to your \"Dark Blade\" as an "
            "Equip Card, OR unequip the Union equipment and Special Summon this card in face-up Attack Position.",
            "A", "monster_zone", "monster", "Effect", "Union", position="attack")
BLADE = own("Dark Blade", "A warrior in dark armor.", "A", "monster_zone", "monster", "Normal", position="attack")


def test_a_union_monster_equipped_as_an_equip_card_has_no_battle_position(duel):
    equip = {"event": "equipped", "card": "kiryu", "player": "A", "target": "blade", "cause": "effect", "by": "kiryu"}
    state = duel({"kiryu": dict(KIRYU), "blade": dict(BLADE)}, [{"events": [equip]}], phase="main1")
    assert (state.cards["kiryu"].zone, state.cards["kiryu"].position) == ("spell_trap_zone", None)
    assert state.cards["blade"].position == "attack"
    # equipped from the start: the position the scenario gives it is no battle position there
    start = duel({"kiryu": dict(KIRYU, zone="spell_trap_zone", equipped_to="blade"), "blade": dict(BLADE)},
                 phase="main1")
    assert start.cards["kiryu"].position is None


# ---------------------------------------------------------------- the end of the Battle Phase

LAQUARI = {"laquari": card("Gladiator Beast Laquari", "A", position="attack"),
           "ox": card("Battle Ox", "B", position="attack"),
           "bestiari": card("Gladiator Beast Bestiari", "A", "deck")}
BATTLE = [{"events": [{"event": "attack_declared", "card": "laquari", "player": "A", "target": "ox"}]},
          {"phase": "damage_step"},
          {"events": [{"event": "damage_inflicted", "player": "B", "cause": "battle", "by": "laquari", "amount": 100}]}]


@pytest.mark.parametrize("after", [[{"phase": "main2"}], [{"phase": "end"}], [{"phase": "battle"}, {"phase": "main2"}]])
def test_moving_on_from_the_damage_step_passes_through_the_end_of_the_battle_phase(after):
    # Laquari: "At the end of the Battle Phase, if this card battled, you can shuffle it into the Deck ..."
    answer = ask(LAQUARI, {"triggers": True}, BATTLE + after, phase="battle")
    assert [entry["card"] for entry in answer.chain] == ["laquari"]


def test_a_battle_phase_with_no_battle_meets_no_end_of_battle_phase_condition():
    answer = ask(LAQUARI, {"can_activate": "laquari"}, [{"phase": "battle"}, {"phase": "main2"}], phase="main1")
    assert answer.answer == "no"


def test_the_battle_phase_end_is_passed_only_once():
    # the scenario's own end of the Battle Phase, then Main Phase 2: one moment entering the Battle Phase's end
    answer = ask(LAQUARI, {"triggers": True}, BATTLE + [{"phase": "battle"}, {"phase": "main2"}], phase="battle")
    assert [entry["card"] for entry in answer.chain] == ["laquari"] and answer.later_chains == []
