"""The hand-curated readings (edison_kg/resources/effect_overrides.json, edison_kg/cardtext/overrides.py):
data with a reason and a ruling, applied once by read_card, only where no general rule of the
wording can be right."""

from __future__ import annotations

import json

from cardtext.pool import card, clause_actions, event_of
from edison_kg import cardtext
from edison_kg.vocab.model import EventPattern


def test_overrides_are_data_with_a_reason():
    button = card("Kozaky's Self-Destruct Button")[0]
    assert button.kind == "trigger-like" and button.provenance == "override" and "Set card" in button.note
    data = json.loads(cardtext.OVERRIDES_FILE.read_text(encoding="utf-8"))
    # kept small: each one is a ruling the wording cannot carry (31: Depth Amulet's discard, ruled no cost, round 77;
    # a reading of the rulings that say "is not a cost" would retire it and Gadget Hauler's; 32: Zombie Tiger's
    # "If the equipped monster destroys ... by battle" after damage calculation, where Armed Changer's same words
    # are ruled at the end of the Damage Step, round 88; 33: Hydra Viper's "Each time this card declares an attack,
    # you must Tribute", ruled a cost of the attack, the only card of the pool so worded, round 101; 34: Helping Robo for
    # Combat's "If this card destroys an opponent's monster by battle", ruled to resolve before the destroyed monster is
    # sent to the Graveyard, where Masked Chopper's and Sage of Stillness's same words are ruled at that sending, round 149;
    # 35, 36: Barrel Behind the Door's "a card's effect that would inflict damage to you", ruled not to answer a
    # Continuous or Field Spell/Trap Card, and Trap of Board Eraser's, whose rulings send to Barrel's, where
    # Damage Polarizer's and Fusion Guard's same words have no such ruling, round 167; 37: Elemental Absorber's
    # "Remove from play 1 Monster Card in your hand to activate this card", ruled no cost, round 181)
    assert 0 < len(data["overrides"]) <= 37
    assert all(entry["why"] and entry["set"] for entry in data["overrides"])
    untouched = cardtext.apply_overrides("53129443", card("Dark Hole"))
    assert untouched[0].provenance == "text-analysis"


def test_tongue_twister_draws_then_banishes_by_ruling():
    [effect] = card("Tongue Twister")
    assert effect.provenance == "override" and "https://www.edisonformat.com/rulings" in effect.note
    assert [(c.action, c.conjunction) for c in effect.clauses] == [("draw", None), ("banish", "then")]
    # "If this card was Tribute Summoned, when it is sent ...": the past Summon is no event
    assert event_of(effect) == EventPattern(types=["sent_to_gy"], self_card=True, from_zone="field", to_zone="graveyard")
    assert effect.timing_word == "when"


def test_elemental_absorber_removes_its_monster_as_it_resolves():
    # its rulings: "Removing from play 1 Monster Card in your hand is not a cost. It is part of the effect"
    activation = card("Elemental Absorber")[0]
    assert activation.cost_text is None and activation.cost_clauses == [] and activation.provenance == "override"
    [removal] = activation.clauses
    assert (removal.action, removal.from_zone, removal.count, removal.cards.classes) == ("banish", "hand", 1,
                                                                                       frozenset({"monster"}))


def test_rulings_decide_the_timing_of_psct_if_wordings():
    for name in ("Mobius the Frost Monarch", "Trap Hole"):
        effect = card(name)[0]
        assert effect.timing_word == "when" and effect.provenance == "override"


def test_bone_temple_block_discards_as_part_of_its_resolution():
    [effect] = card("Bone Temple Block")
    assert effect.cost_text is None and effect.cost_clauses == []
    assert [(c.action, c.conjunction) for c in effect.clauses] == [("discard", None), ("special_summon", "then")]


def test_rulings_that_no_wording_rule_can_follow():
    # the counter placement of Colosseum begins a Chain, where the same wording on Gateway of the Six and
    # Six Samurai United keeps count without one (rulings on edisonformat.net)
    colosseum = card("Colosseum - Cage of the Gladiator Beasts")[0]
    assert (colosseum.kind, colosseum.optional, colosseum.provenance) == ("trigger-like", False, "override")
    assert colosseum.condition.types == ["special_summon"] and colosseum.condition.from_zone == "deck"
    assert card("Gateway of the Six")[0].kind == "continuous" and card("Six Samurai United")[0].kind == "continuous"
    # the draw of 3 face-up "7"s is activated (Imperial Order negates it), where a state condition
    # is otherwise a continuous rule
    seven = card("7")[0]
    assert (seven.kind, seven.optional, clause_actions(seven)) == ("trigger-like", False, ["draw", "then destroy"])
    assert "https://www.edisonformat.com/rulings" in seven.note
    # Morphtronic Map's Special Summon targets although the old wording names no target
    map_summon = card("Morphtronic Map")[2]
    assert map_summon.targets and map_summon.kind == "trigger-like" and map_summon.timing_word == "when"


def test_revival_gift_summons_both_at_the_same_time_by_ruling():
    # a sentence of its own is read as done after the one before it; the ruling says the Tuner monster and the
    # Tokens are Special Summoned at the same time
    [gift] = card("Revival Gift")
    assert gift.provenance == "override" and "https://www.edisonformat.com/rulings" in gift.note
    assert clause_actions(gift) == ["special_summon", "also special_summon"]
    assert [c.event for c in gift.clauses] == ["special_summon", "special_summon"]


def test_gadget_hauler_sends_its_morphtronics_as_it_resolves():
    # the same "send X to the Graveyard to ..." of Skull Lair is a cost; Gadget Hauler's is not, by ruling
    [effect] = card("Gadget Hauler")
    assert effect.cost_text is None and effect.cost_clauses == [] and effect.activates_from == "field"
    assert [(c.action, c.conjunction) for c in effect.clauses] == [("send_to_gy", None), ("change_stats", "and if you do")]
    assert card("Skull Lair")[0].cost_clauses[0].action == "banish"
