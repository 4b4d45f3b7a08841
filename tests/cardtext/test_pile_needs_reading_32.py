"""The reader's fields for what an activation must take or pay, on real pool cards."""

from __future__ import annotations

from tests.cardtext.pool import card, clause_starting as _clause


def test_up_to_n_names_the_kind_it_takes():
    ojama = _clause("Ojama Red", "Special Summon up to 4")
    assert ojama.up_to and ojama.from_zone == "hand" and ojama.cards.names == {"Ojama"} and ojama.count is None
    shark = _clause("Shark Cruiser", "Special Summon up to 2")
    assert shark.cards.attributes == {"WATER"} and shark.cards.level_max == 4
    coffin = _clause("The Cheerful Coffin", "Discard up to 3")
    assert coffin.cards.classes == {"monster"}
    assert _clause("Skull Conductor", "Special Summon up to 2").cards.monster_types == {"Zombie"}


def test_equips_taken_from_the_graveyard_name_their_kind():
    gilford = _clause("Gilford the Legend", "equip as many")
    assert gilford.from_zone == "graveyard" and gilford.cards.subtypes == {"Equip"} and gilford.count is None
    kick = _clause("The Kick Man", "equip 1 appropriate")
    assert kick.cards.subtypes == {"Equip"} and kick.count == 1


def test_a_revealed_bare_spell_is_a_spell_card():
    zwei = _clause("Cyber Dragon Zwei", "reveal 1 Spell", cost=True)
    assert zwei.from_zone == "hand" and zwei.cards.classes == {"spell"} and zwei.count == 1


def test_counters_removed_from_the_opponents_monsters():
    telepath = next(e for e in card("Alien Telepath") if e.cost_text)
    assert telepath.cost_removes_counters == "1 opponent a"
    # the same cost from its own card stays there
    assert next(e for e in card("Dark Valkyria") if e.cost_removes_counters).cost_removes_counters.split()[1] == "card"


def test_a_cost_sentence_naming_its_phase():
    gray = next(e for e in card("Gray Wing") if e.kind == "ignition")
    assert gray.activation_phases == ("main1",) and gray.activation_turn == "you"


def test_a_part_that_names_its_next_phase_at_its_end_is_done_later():
    fortune = next(e for e in card("Inherited Fortune") if e.kind == "card-activation")
    assert [c.later for c in fortune.clauses] == [True]
    # a phase said at its start is read as before; a part with no next phase stays done on resolution
    assert not _clause("Ojama Red", "Special Summon up to 4").later
