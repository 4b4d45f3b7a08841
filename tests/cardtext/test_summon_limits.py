"""The limits a monster's own text puts on Special Summoning it, read once by the card
reader and stored as card fields (cardtext/summon_condition.py)."""

from __future__ import annotations

from edison_kg import cardtext
from edison_kg.cardtext.summon_condition import special_summon_limits
from tests.cardtext.pool import cards


def _limits(name: str) -> list[str]:
    return cardtext.read_card(cards()[name]).special_summon_limits


def test_a_monster_that_cannot_be_special_summoned():
    assert _limits("Yata-Garasu") == ["never"]


def test_a_monster_that_cannot_be_special_summoned_from_the_graveyard():
    assert "not-from-graveyard" in _limits("Dark Ruler Ha Des")


def test_a_monster_special_summoned_only_by_its_own_way():
    assert "only-by" in _limits("Archlord Zerato")
    assert "only-by" in _limits("Sorcerer of Dark Magic")     # "..., and cannot be Special Summoned by other ways"


def test_a_monster_that_must_first_be_special_summoned_by_its_own_way():
    assert _limits("Fenrir") == ["first-by"]             # the 2010 "can only be Special Summoned by"
    assert _limits("Cyberdark Dragon") == ["first-by"]   # "except by Fusion Summon": revived once properly Summoned
    assert "first-by" in _limits("Gladiator Beast Heraklinos")


def test_a_limit_naming_the_cards_that_summon_it():
    # "except with "Photon Generator Unit"": only-by, the card named stored apart
    reading = cardtext.read_card(cards()["Cyber Laser Dragon"])
    assert "only-by" in reading.special_summon_limits
    assert reading.special_summon_only_with == ["Photon Generator Unit"]
    assert cardtext.read_card(cards()["Evil HERO Dark Gaia"]).special_summon_only_with == ["Dark Fusion"]
    assert cardtext.read_card(cards()["Archlord Zerato"]).special_summon_only_with == []


def test_a_fusion_monster_that_cannot_be_special_summoned_by_other_ways():
    # the 2010 "Must be Fusion Summoned and cannot be Special Summoned by other ways": never revived
    assert "only-by" in _limits("Elemental HERO Flame Wingman")
    assert "only-by" in _limits("Trident Dragion")           # "Must be Synchro Summoned, and ..."
    assert "only-by" in _limits("Chimeratech Overdragon")    # "Must be Fusion Summoned." alone: the same (rulings)


def test_a_monster_that_needs_a_face_up_card_to_be_special_summoned():
    reading = cardtext.read_card(cards()["Toon Summoned Skull"])
    assert "unless-you-control" in reading.special_summon_limits
    assert reading.special_summon_needs_face_up == ["Toon World"]


def test_a_monster_without_limits_and_the_stored_fields():
    assert _limits("Vorse Raider") == [] and special_summon_limits(["Special Summon 1 monster."]) == ([], [])
    from edison_kg.rdf.mapping import CARD_FIELDS
    assert {"special_summon_limits", "special_summon_needs_face_up"} <= {f.attribute for f in CARD_FIELDS}


def test_a_summon_ignoring_the_summoning_conditions():
    effects = cardtext.read_card(cards()["Ultimate Ancient Gear Golem"]).effects
    assert any(c.ignores_summoning_conditions for e in effects for c in e.clauses)
    assert not any(c.ignores_summoning_conditions for e in cardtext.read_card(cards()["Monster Reborn"]).effects
                   for c in e.clauses)


def test_a_monster_its_player_can_control_only_one_of():
    assert "only-one" in _limits("Grandmaster of the Six Samurai")
    assert "only-one" in _limits("Amazoness Tiger")
    assert "only-one" not in _limits("Field Barrier")        # a Spell Card's limit is on no Summon


def test_a_special_summon_that_locks_normal_summons_that_turn():
    assert "locks-normal-summon" in _limits("Lava Golem")     # "the turn you Special Summon this card"
    assert "locks-normal-summon" in _limits("Volcanic Queen")     # "If you Special Summon this card, you cannot ..."
    assert "locks-normal-summon" not in _limits("Alien Skull")    # "this monster this way": only its own procedure


def test_a_summon_lock_of_the_turn_it_is_activated_by_level():
    bait = cardtext.read_card(cards()["Worm Bait"]).effects[0]
    assert (bait.summons_forbidden, bait.summons_forbidden_level_min, bait.summons_forbidden_level_max) \
        == ("normal-or-special", 3, 4)
    king = next(e for e in cardtext.read_card(cards()["Machine King - 3000 B.C."]).effects if e.summons_forbidden)
    assert (king.summons_forbidden, king.summons_forbidden_level_min) == ("normal-or-special", None)
