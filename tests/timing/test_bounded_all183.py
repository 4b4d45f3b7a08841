"""Round 183: "destroy all other face-up monsters on the field with DEF less than or equal to this card's ATK" takes the
monsters within the bound as it resolves, and none once its card is no longer face-up on the field (rule
res-all-bounded-by-its-own-card, edison_kg/timing/bounded_all.py): Garlandolf, King of Destruction's rulings."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/res-all-bounded-by-its-own-card"


def _garlandolf(moon: bool, theirs: str) -> dict:
    steps = [{"activate": "rit"},
             {"resolve": 1, "events": [{"event": "tributed", "card": "reb", "from": "hand", "to": "graveyard",
                                        "cause": "summon_material"},
                                       {"event": "ritual_summon", "card": "garl", "from": "hand", "to": "monster_zone"}]},
             {"activate": "garl"}]
    steps += [{"activate": "bom", "targets": ["garl"]}, {"resolve": 2}] if moon else []
    steps.append({"resolve": 1})
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": {
        "rit": {"name": "Ritual of Destruction", "controller": "A", "zone": "hand"},
        "garl": {"name": "Garlandolf, King of Destruction", "controller": "A", "zone": "hand"},
        "reb": {"name": "Red-Eyes B. Dragon", "controller": "A", "zone": "hand"},
        "bom": {"name": "Book of Moon", "controller": "B", "zone": "spell_trap_zone"},
        "theirs": {"name": theirs, "controller": "B", "zone": "monster_zone", "position": "attack"}},
        "steps": steps, "ask": {"triggers": True}}).to_dict()


@pytest.mark.parametrize("moon, theirs, destroyed", [
    (False, "Sangan", True),                  # DEF 600, within Garlandolf's 2500 ATK
    (True, "Sangan", False),                  # Garlandolf face-down as it resolves: nothing is destroyed
    (False, "Gate Guardian", False)])         # DEF 3400, above its ATK
def test_garlandolf_destroys_within_its_own_atk(moon, theirs, destroyed):
    got = _garlandolf(moon, theirs)
    assert ("theirs" in [link["card"] for link in got["chain"]]) == (destroyed and theirs == "Sangan"), got["explanation"]
    assert any(e.get("card") == "theirs" and e["event"] == "destroyed" for e in got["last_thing"]) == destroyed
    assert RULE in got["rules"]
