"""Target descriptions that end where a phase, or a Type named again, begins, and a phase effect whose
condition says its player controlled the card (edison_kg/cardtext/targets.py, location.py), on pool cards."""

from __future__ import annotations

from edison_kg.cardtext.targets import target_clauses
from tests.cardtext.pool import card


def test_the_phase_it_is_done_in_ends_the_description_of_the_target():
    # the old wording "Select 1 ... during each of your Standby Phases": the pool has one card of this shape
    [clause] = target_clauses("Select 1 face-up monster your opponent controls during each of your Standby Phases")
    assert (clause.every, clause.whose, clause.position, clause.count) == ("monster", "opponent", "face-up", 1)
    # "during this turn" names no phase: the description is not cut there, and stays unread as before
    assert target_clauses("Target 1 face-up monster that attacked during this turn") == []


def test_that_monster_naming_its_kind_again_is_the_target_taken_from_the_field():
    # "Tribute that Normal Monster", "negate the effects of that face-up monster": the card the effect targets
    [tribute] = [c for c in card("Order to Charge")[0].clauses if c.text.startswith("Tribute")]
    assert tribute.from_zone == "field"
    [negate] = [c for c in card("Effect Veiler")[0].clauses if "negate" in c.text]
    assert negate.from_zone == "field"
    # a clause that names no target ("destroy 1 monster your opponent controls") is not the target's
    [destroy] = [c for c in card("Order to Charge")[0].clauses if c.text.startswith("destroy")]
    assert destroy.from_zone is None


def test_a_phase_effect_on_the_card_its_player_controlled_acts_from_the_field():
    # "During your Standby Phase, if you controlled this face-up card and had no cards in your hand ...": the card it
    # looks back at must still be on the field (the pool has one card of this shape)
    [draw] = [e for e in card("The Agent of Wisdom - Mercury") if e.kind == "trigger"]
    assert draw.activates_from == "field"
    # a Spirit's return looks back at its own Summon and still acts from the field; a phase effect about a card in
    # the GY is not read as the field's
    assert [e for e in card("Yata-Garasu") if e.kind == "trigger"][0].activates_from == "field"
    assert [e for e in card("Sinister Serpent") if e.kind == "trigger"][0].activates_from != "field"
