"""A count of cards said by a leading "While there are ...:" or by an old-wording condition cut
at the comma before "you can" is read like the other counts (edison_kg/cardtext/field_counts.py, rule
cond-activation-needs-a-count), on real cards."""

from __future__ import annotations

from cardtext.pool import card


def test_while_there_are_so_many_cards_in_your_graveyard():
    assert card("Exchange of the Spirit")[0].needs_count == "you graveyard >= 15"
    backup = card("Backup Soldier")[0]
    assert backup.needs_count == "you graveyard >= 5" and backup.needs_kind.classes == frozenset({"monster"})
    assert not backup.condition_unread


def test_if_you_have_so_many_before_the_comma():

    effect = next(e for e in card("Relinquished Spider") if e.needs_count)
    assert effect.needs_count == "you graveyard >= 4" and effect.needs_kind.monster_types == frozenset({"Insect"})


def test_both_players_hands_before_the_comma():
    windmaster = next(e for e in card("Mist Valley Windmaster") if e.needs_count)
    assert windmaster.needs_count == "both hand >= 5" and not windmaster.condition_unread


def test_monsters_on_the_field_counted_on_both_sides():
    needle = card("Needle Ceiling")[0]    # "When there are 4 or more monsters on the field: Destroy all face-up monsters."
    assert needle.needs_count == "all field >= 4" and needle.needs_kind.classes == frozenset({"monster"})
    assert not needle.condition_unread
