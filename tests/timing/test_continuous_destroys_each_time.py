"""Rule tl-continuous-card-destroys-each-time (edison_kg/cardtext/effect.py): a face-up Continuous Spell or Trap
Card's "Destroy any monster that inflicts Battle Damage ... by attacking directly" is a Trigger-like Effect that goes
on the Chain after that event, with the other triggers in SEGOC order. Real cards of the pool; Des Counterblow is the
one card of the pool with the wording."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext.reader import analyze
from scenario_cards import card

_TEXT = "Destroy any monster that inflicts Battle Damage to a player's Life Points by attacking directly."


def _after_battle_damage(cards, direct):
    attack = {"event": "attack_declared", "card": "m", "player": "A"}
    if not direct:
        attack["target"] = "d"
    damage = {"event": "damage_inflicted", "player": "B", "amount": 1000, "cause": "battle", "by": "m"}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": [{"events": [attack]}, {"phase": "damage_step"}, {"events": [damage]}],
                       "ask": {"triggers": True}})


def test_the_wording_is_read_as_a_trigger_on_a_continuous_card_only():
    trap = analyze(_TEXT, card_type="trap", subtypes=("continuous",))[0]
    assert trap.kind == "trigger-like" and trap.condition.direct_attack and trap.condition.cause == "battle"
    assert analyze(_TEXT, card_type="trap", subtypes=("normal",))[0].kind != "trigger-like"


def test_it_destroys_the_monster_after_a_direct_attack_only():
    cards = {"m": card("Gene-Warped Warwolf", "A", position="attack"),
             "t": card("Des Counterblow", "B", "spell_trap_zone", face_up=True)}
    found = _after_battle_damage(cards, direct=True)
    assert [e["card"] for e in found.chain] == ["t"]
    assert "tl-continuous-card-destroys-each-time" in found.rules     # the answer cites the reading it rests on
    cards["d"] = card("Mystic Tomato", "B", position="attack")
    assert _after_battle_damage(cards, direct=False).chain == []
