"""ATK/DEF changes that count cards (rule ce-stat-change-counts-cards, edison_kg/timing/stat_counts.py):
the amount is given once per card of the kind in the place the text names, the card itself counting
when it is of that kind; the scenario's cards there are all there are, and the answer says so."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.stats import current_stat
from subset_duel import card, duel, own, subset_engine  # noqa: F401  (fixtures)

SPIRIT = "The equipped monster gains 300 ATK for each monster your opponent controls."      # Fighting Spirit's wording
DARKS = "The equipped monster gains 500 ATK for each DARK monster you control."
LIBRARY = "All DARK monsters gain 100 ATK for each Spell Card in your Graveyard."
GATHERING = "All DARK monsters gain 250 ATK for each DARK monster on the field."


def _equip(text, to, controller="A"):
    return own("Counting Equip", text, controller, "spell_trap_zone", "spell", "Equip", face_up=True, equipped_to=to)


def test_an_equip_counts_the_opponents_monsters_face_down_ones_too(duel):
    state = duel({"equip": _equip(SPIRIT, "sangan"), "sangan": card("Sangan", "A", position="attack"),
                  "cyber": card("Cyber Dragon", "B", position="attack"),
                  "frog": card("Dupe Frog", "B", position="face_down"),
                  "drill": card("Drill Warrior", "A", position="attack")})
    assert current_stat(state, "sangan", "atk") == 1600              # 1000 + 2 x 300; its own Drill Warrior does not count
    assert any("all there are" in sentence for sentence in state.assumptions)
    alone = duel({"equip": _equip(SPIRIT, "sangan"), "sangan": card("Sangan", "A", position="attack")})
    assert current_stat(alone, "sangan", "atk") == 1000


def test_the_monster_counts_itself_but_not_a_set_monster_whose_attribute_is_hidden(duel):
    state = duel({"equip": _equip(DARKS, "sangan"), "sangan": card("Sangan", "A", position="attack"),
                  "hidden": card("Sangan", "A", position="face_down"),
                  "theirs": card("Sangan", "B", position="attack")})
    assert current_stat(state, "sangan", "atk") == 1500              # itself only: the Set one shows no Attribute


def test_a_field_spell_counts_the_spells_in_its_controllers_graveyard(duel):
    state = duel({"zone": own("Counting Field", LIBRARY, "A", "field_zone", "spell", "Field", face_up=True),
                  "sangan": card("Sangan", "B", position="attack"),
                  "hole": card("Dark Hole", "A", "graveyard"), "rota": card("Reinforcement of the Army", "A", "graveyard"),
                  "other": card("Dark Hole", "B", "graveyard"), "judgment": card("Solemn Judgment", "A", "graveyard")})
    assert current_stat(state, "sangan", "atk") == 1200              # 2 Spell Cards in player A's Graveyard


def test_a_trap_hole_reads_the_counted_atk_of_the_summoned_monster(subset_engine):
    def ask(cards):
        cards = {"zone": own("Counting Field", GATHERING, "A", "field_zone", "spell", "Field", face_up=True),
                 "sangan": card("Sangan", "A", "hand"),
                 "bth": card("Bottomless Trap Hole", "B", "spell_trap_zone", face_up=False), **cards}
        raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
               "steps": [{"summon": "sangan", "method": "normal"}], "ask": {"can_activate": "bth"}}
        return subset_engine.ask(timing.parse_scenario(raw)).to_dict()
    assert ask({})["answer"] == "no"                                  # 1000 + 250: itself only
    found = ask({"second": card("Sangan", "B", position="attack")})   # 1000 + 2 x 250
    assert found["answer"] == "yes"
    assert any("all there are" in sentence for sentence in found["assumed"])
