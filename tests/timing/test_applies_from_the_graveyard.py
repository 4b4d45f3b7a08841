"""A continuous effect that states the Graveyard as where it applies ("While this card is in the Graveyard, ...")
applies from there, and only from there (rule ce-applies-from-the-graveyard), on real cards of the pool: Phantom Beast
Cross-Wing gives "Gazelle the King of Mythical Beasts" (1500 ATK) 300 ATK."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext.stat_changes import stat_changes_of
from edison_kg.timing.stats import current_stat
from edison_kg.vocab.model import AnalyzedEffect


def card(name, controller, zone, **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def gazelle_atk(cross_wing_zone: str, **cross_wing_state) -> int | None:
    cards = {"gazelle": card("Gazelle the King of Mythical Beasts", "A", "monster_zone", position="attack"),
             "wing": card("Phantom Beast Cross-Wing", "A", cross_wing_zone, **cross_wing_state)}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
           "ask": {"last_thing": True}}
    return current_stat(timing.default_engine().play(timing.parse_scenario(raw)).duel, "gazelle", "atk")


def test_from_the_graveyard_it_applies():
    assert gazelle_atk("graveyard") == 1800


def test_on_the_field_or_in_the_hand_it_does_not():
    assert gazelle_atk("monster_zone", position="attack") == 1500
    assert gazelle_atk("hand") == 1500


def test_the_reader_reads_where_it_applies():
    change, = stat_changes_of(AnalyzedEffect(number=1, kind="continuous", text=(
        'While this card is in the Graveyard, "Gazelle the King of Mythical Beasts" and all "Phantom Beast" '
        'monsters on the field gain 300 ATK.')))
    assert (change.kind, change.amount, change.holds_while) == ("atk-gain", 300, "self-in-graveyard")
