"""An effect of this card for destroying a monster by battle "and sending it to the Graveyard" is met only when this
card is still on the field as the destroyed monster is sent (rule bt-destroys-and-sends-needs-field,
edison_kg/timing/rules/happened.py): not when the same battle destroyed it too. Real cards: Elemental HERO Flame
Wingman (2100 ATK), Gemini Elf (1900 ATK), Des Volstgalph (2200 ATK), and Ghost Knight of Jackal, whose old wording
("an opponent's monster that is destroyed and sent to the Graveyard by this card as a result of battle") gives its
effect no place it is activated from, so only this rule keeps it off (the one card of the pool so worded)."""

from __future__ import annotations

import pytest

from scenario_cards import battle_triggers


@pytest.mark.parametrize("attacker, attacked", [("Elemental HERO Flame Wingman", "Des Volstgalph"),
                                                ("Des Volstgalph", "Elemental HERO Flame Wingman"),
                                                ("Ghost Knight of Jackal", "Des Volstgalph")])
def test_destroyed_by_the_same_battle_it_does_not_activate(attacker, attacked):
    answer = battle_triggers(attacker, attacked, both=True)
    assert answer.to_dict()["chain"] == []


@pytest.mark.parametrize("attacker", ["Elemental HERO Flame Wingman", "Des Volstgalph", "Ghost Knight of Jackal"])
def test_still_on_the_field_it_activates(attacker):
    assert [link["card"] for link in battle_triggers(attacker, "Gemini Elf", both=False).to_dict()["chain"]] == ["me"]
