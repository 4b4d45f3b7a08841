"""A monster's current ATK/DEF under the fixed changes of continuous effects (rule
ce-stat-change-applies): Field Spells, a monster's own effect with its condition, Equip Spells,
read when a condition compares ATK and at damage calculation (edison_kg/timing/stats.py)."""

from __future__ import annotations

from edison_kg.timing.rules.battle import pending_battle_damage
from edison_kg.timing.stats import current_stat
from edison_kg.vocab.model import CardKind
from subset_duel import card, duel, own, subset_engine  # noqa: F401  (fixtures)

PLASMA = "All DARK monsters gain 500 ATK and lose 400 DEF."           # Mystic Plasma Zone
UMIIRUKA = "All WATER monsters gain 500 ATK and lose 400 DEF."         # Umiiruka
CHIMERA = "All FIRE monsters on the field gain 500 ATK. All WATER monsters on the field lose 400 ATK."
AXE = "The equipped monster gains 1000 ATK."                           # Axe of Despair


def _field(name, text, controller="B", face_up=True):
    return own(name, text, controller, "field_zone", "spell", "Field", face_up=face_up)


def test_a_field_spell_changes_the_atk_and_def_of_the_monsters_it_names(duel):
    state = duel({"zone": _field("Mystic Plasma Zone", PLASMA),
                  "sangan": card("Sangan", "A", position="attack"),
                  "cyber": card("Cyber Dragon", "A", position="attack")})
    assert current_stat(state, "sangan", "atk") == 1500          # printed 1000 + 500
    assert current_stat(state, "sangan", "def") == 200           # printed 600 - 400
    assert current_stat(state, "cyber", "atk") == 2100           # LIGHT: untouched


def test_a_loss_cannot_take_atk_below_zero_and_a_face_down_field_spell_changes_nothing(duel):
    state = duel({"zone": _field("Little Chimera", CHIMERA), "frog": card("Dupe Frog", "A", position="attack")})
    assert current_stat(state, "frog", "atk") == 0               # printed 100 - 400
    state = duel({"zone": _field("Little Chimera", CHIMERA, face_up=False),
                  "frog": card("Dupe Frog", "A", position="attack")})
    assert current_stat(state, "frog", "atk") == 100


def test_the_scenario_value_is_the_current_value(duel):
    state = duel({"zone": _field("Mystic Plasma Zone", PLASMA),
                  "sangan": card("Sangan", "A", position="attack", atk=100)})
    assert current_stat(state, "sangan", "atk") == 100


def test_an_equip_spell_changes_only_its_equipped_monster(duel):
    state = duel({"axe": own("Axe of Despair", AXE, "A", "spell_trap_zone", "spell", "Equip", face_up=True,
                             equipped_to="sangan"),
                  "sangan": card("Sangan", "A", position="attack"),
                  "cyber": card("Cyber Dragon", "A", position="attack")})
    assert (current_stat(state, "sangan", "atk"), current_stat(state, "cyber", "atk")) == (2000, 2100)


def test_an_atk_condition_reads_the_changed_atk_at_the_summon(duel):
    """Sangan (1000 ATK) Summoned under Mystic Plasma Zone has 1500 ATK as its Summon happens."""
    state = duel({"zone": _field("Mystic Plasma Zone", PLASMA), "sangan": card("Sangan", "A", "hand")},
                 [{"summon": "sangan", "method": "normal"}])
    assert state.kind_of("sangan", CardKind(classes=frozenset({"monster"}), atk_min=1500))
    assert any("has 1500 ATK" in s for s in state.assumptions)
    plain = duel({"sangan": card("Sangan", "A", "hand")}, [{"summon": "sangan", "method": "normal"}])
    assert not plain.kind_of("sangan", CardKind(classes=frozenset({"monster"}), atk_min=1500))


def test_damage_calculation_reads_the_changed_stats(duel):
    """Dupe Frog (100 ATK) under Umiiruka (600 ATK) attacks Sangan (1000 ATK): its controller
    takes 400 battle damage, not 900."""
    state = duel({"zone": _field("Umiiruka", UMIIRUKA),
                  "frog": card("Dupe Frog", "A", position="attack"),
                  "sangan": card("Sangan", "B", position="attack")},
                 [{"events": [{"event": "attack_declared", "card": "frog", "player": "A", "target": "sangan"}]},
                  {"phase": "damage_step"}], phase="battle")
    assert pending_battle_damage(state, state.battle)[:2] == ("A", 400)
