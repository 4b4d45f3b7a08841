"""Effects as people and scripts read them (edison_kg/cardtext/render.py)."""

from __future__ import annotations

import json

from cardtext.pool import card
from edison_kg import cardtext


def test_effect_to_dict_and_render():
    effects = card("Drill Warrior")
    data = [cardtext.effect_to_dict(e) for e in effects]
    assert json.loads(json.dumps(data))[2]["clauses"][1] == {
        "index": 2, "action": "add_to_hand", "text": "add 1 monster from your GY to your hand", "conjunction": "then",
        "event": "added_to_hand", "to_zone": "hand", "from_zone": "graveyard",
        "cards": {"classes": ["monster"]}, "count": 1}
    text = cardtext.render_effects(effects)
    assert "effect 3: trigger (mandatory, 'during', Spell Speed 1)" in text and "then add_to_hand" in text
    assert cardtext.render_effects([]).startswith("no effects")
