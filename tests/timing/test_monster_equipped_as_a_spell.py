"""A Monster Card in a Spell & Trap Zone equipped to a monster (a Union monster equipped by its own effect, a
monster equipped to Relinquished) is an Equip Spell Card while it stays there: what targets or destroys Spell/Trap
Cards reaches it, and what targets monsters does not (rule state-monster-equipped-as-an-equip-spell)."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "state-monster-equipped-as-an-equip-spell"


def _union(asked, asker, *, equipped=True):
    """A's Y-Dragon Head equipped to A's X-Head Cannon (or, not ``equipped``, face-up beside it); ``asker`` asks
    whether ``asked`` from the hand can be activated, in its own turn."""
    union = card("Y-Dragon Head", "A", "spell_trap_zone", face_up=True, equipped_to="x") if equipped \
        else card("Y-Dragon Head", "A", position="attack")
    cards = {"x": card("X-Head Cannon", "A", position="attack"), "y": union, "q": card(asked, asker, "hand")}
    return ask(cards, {"can_activate": "q"}, turn_player=asker)


def test_mystical_space_typhoon_targets_an_equipped_union_monster():
    got = _union("Mystical Space Typhoon", "B")
    assert got.answer == "yes"
    assert RULE in got.rules


def test_mystical_space_typhoon_has_no_target_in_a_union_monster_in_a_monster_zone():
    got = _union("Mystical Space Typhoon", "B", equipped=False)
    assert (got.answer, got.reason) == ("no", "other")
    assert "state-target-must-exist" in got.rules


def test_dust_tornado_targets_a_monster_equipped_to_relinquished():
    cards = {"r": card("Relinquished", "A", position="attack"),
             "e": card("Goblin Attack Force", "A", "spell_trap_zone", face_up=True, equipped_to="r"),
             "d": card("Dust Tornado", "B", "spell_trap_zone", face_up=False)}
    got = ask(cards, {"can_activate": "d"}, turn_player="B")
    assert got.answer == "yes"
    assert RULE in got.rules


def test_dust_tornado_has_no_target_beside_relinquished_alone():
    cards = {"r": card("Relinquished", "A", position="attack"),
             "d": card("Dust Tornado", "B", "spell_trap_zone", face_up=False)}
    got = ask(cards, {"can_activate": "d"}, turn_player="B")
    assert (got.answer, got.reason) == ("no", "other")


def test_riryoku_does_not_target_an_equipped_union_monster_as_a_monster():
    got = _union("Riryoku", "A")
    assert (got.answer, got.reason) == ("no", "other")
    assert RULE in got.rules


def test_riryoku_targets_a_union_monster_in_a_monster_zone():
    assert _union("Riryoku", "A", equipped=False).answer == "yes"


def test_harpies_feather_duster_destroys_an_equipped_union_monster():
    assert _union("Harpie's Feather Duster", "B").answer == "yes"
