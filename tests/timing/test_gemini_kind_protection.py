"""A protection of "Gemini Monsters you control that are being treated as Effect Monsters" keeps only the Gemini
monsters that are Effect Monsters now, even when its card is destroyed with them (rule
ce-protection-of-gemini-treated-as-effect). Real cards: Energy Bravery, Gemini Lancer, Supervise, Raigeki."""

from __future__ import annotations

from scenario_cards import ask, card

GEMINI = "rule/ce-protection-of-gemini-treated-as-effect"


def _raigeki_on_bravery(supervised: bool):
    """A's Raigeki destroys B's Energy Bravery and Gemini Lancer, Lancer made an Effect Monster by the Supervise
    equipped to it, or left a Normal Monster (not Gemini Summoned)."""
    cards = {"bravery": card("Energy Bravery", "B", position="attack"),
             "lancer": card("Gemini Lancer", "B", position="attack"),
             "raigeki": card("Raigeki", "A", "hand")}
    if supervised:
        cards["supervise"] = card("Supervise", "B", "spell_trap_zone", face_up=True, equipped_to="lancer")
    return ask(cards, {"last_thing": True}, [{"activate": "raigeki"}, {"resolve": 1}])


def test_a_gemini_treated_as_an_effect_monster_stays_when_destroyed_with_energy_bravery():
    got = _raigeki_on_bravery(supervised=True)
    destroyed = {e["card"] for e in got.last_thing if e["event"] == "destroyed"}
    assert destroyed == {"bravery"}
    assert any(r.endswith(GEMINI) for r in got.rule_iris)


def test_a_gemini_monster_not_gemini_summoned_is_not_protected():
    got = _raigeki_on_bravery(supervised=False)
    destroyed = {e["card"] for e in got.last_thing if e["event"] == "destroyed"}
    assert destroyed == {"bravery", "lancer"}
    assert not any(r.endswith(GEMINI) for r in got.rule_iris)
