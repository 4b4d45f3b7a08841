"""What an activation takes or pays, read on real cards: Spell/Trap subtypes in a card kind,
the old "select another face-up monster you control" target and the old "You can send ... to reduce ..." cost."""

from __future__ import annotations

from edison_kg import cardtext
from edison_kg.cardtext.cardkind import card_kind
from tests.cardtext.pool import cards


def _effects(name):
    return cardtext.read_card(cards()[name]).effects


def test_spell_and_trap_subtypes_are_part_of_the_kind():
    assert (card_kind("1 Normal Trap Card in your GY").classes, card_kind("1 Normal Trap Card in your GY").subtypes) == \
        ({"trap"}, {"Normal"})
    assert card_kind("1 face-up Continuous Spell Card you control").subtypes == {"Continuous"}
    assert card_kind("1 Field Spell from your Deck").subtypes == {"Field"}
    assert card_kind("1 Quick-Play Spell Card").subtypes == {"Quick-Play"}
    both = card_kind("1 face-up Continuous Spell or Continuous Trap Card you control")
    assert (both.classes, both.subtypes) == ({"spell", "trap"}, {"Continuous"})
    # a plain "Trap Card" keeps every Trap
    assert card_kind("1 Trap Card in your GY").subtypes == frozenset()


def test_a_monster_beside_a_spell_subtype_keeps_the_kind_no_stricter_than_the_text():
    # Earthbound Immortal Revival: '1 "Earthbound Immortal" monster and 1 Field Spell in your GY'
    revival = card_kind('"Earthbound Immortal" monster and 1 Field Spell in your GY')
    assert revival.subtypes == frozenset() and revival.classes == {"monster", "spell"}
    # Manju of the Ten Thousand Hands: "1 Ritual Monster or 1 Ritual Spell": Ritual either way
    manju = card_kind("1 Ritual Monster or 1 Ritual Spell")
    assert manju.subtypes == {"Ritual"} and manju.classes == {"monster", "spell"}


def test_diskblade_rider_banishes_a_normal_trap_from_the_gy():
    banish = _effects("Diskblade Rider")[0].clauses[0]
    assert (banish.action, banish.cards.classes, banish.cards.subtypes) == ("banish", {"trap"}, {"Normal"})


def test_the_cost_of_a_continuous_spell_sent_from_the_field():
    # Magna-Slash Dragon: "You can send 1 face-up Continuous Spell Card you control to the Graveyard to destroy ..."
    cost = _effects("Magna-Slash Dragon")[0].cost_clauses[0]
    assert cost.cards.subtypes == {"Continuous"} and cost.cards.classes == {"spell"}


def test_select_another_face_up_monster_you_control_is_a_target():
    # Healing Wave Generator (rulings: "targets 1 other monster you control")
    healing = _effects("Healing Wave Generator")[0]
    assert healing.targets and len(healing.target_clauses) == 1
    target = healing.target_clauses[0]
    assert (target.every, target.whose, target.position, target.count, target.subject) == \
        ("monster", "you", "face-up", 1, "other-than-self")


def test_select_one_face_up_monster_is_still_read_as_before():
    # Berserking: "select 2 face-up Beast-Type monsters on the field"
    target = _effects("Berserking")[0].target_clauses[0]
    assert (target.count, target.position, target.cards.monster_types) == (2, "face-up", {"Beast"})


def test_send_this_card_from_the_hand_to_reduce_a_level_is_a_cost():
    # Silent Strider (rulings: "Sending Silent Strider to the GY is a cost")
    strider = _effects("Silent Strider")[0]
    assert [(c.action, c.text) for c in strider.cost_clauses] == [
        ("send_to_gy", "send this card from your hand to the Graveyard")]
    assert [c.action for c in strider.clauses] != ["send_to_gy"]


def test_fusion_materials_banished_before_the_fusion_summon():
    # Dragon's Mirror: "Fusion Summon 1 Dragon Fusion Monster from your Extra Deck, by banishing Fusion Materials listed
    # on it from your field or GY": the materials leave first, the Summon is done last
    clauses = _effects("Dragon's Mirror")[0].clauses
    assert [c.action for c in clauses] == ["banish", "fusion_summon"]
    assert clauses[1].conjunction == "then"
