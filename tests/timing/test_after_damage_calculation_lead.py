"""A condition led by "After damage calculation," on an event (round 107, rule bt-damage-step-substeps):
Divine Knight Ishzark's "After damage calculation, when this card destroys a monster by battle" is activated after
damage calculation, not at the end of the Damage Step where the destroyed monster reaches the Graveyard. D.D.
Assailant's own destruction keeps its reading (its check of who destroyed it is made after it left the field)."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext.reader import analyze

# the printed texts of the pool cards (edison_cards.jsonl)
TEXTS = {
    "Divine Knight Ishzark": "After damage calculation, when this card destroys a monster by battle: Banish that monster.",
    "D.D. Warrior": "After damage calculation, when this card battles a monster: Banish that monster, also banish this card.",
    "D.D. Assailant": "After damage calculation, when this card is destroyed by battle with an opponent's monster: Banish "
                      "that monster, also banish this card.",
}


def condition_of(name):
    return analyze(TEXTS[name], card_type="monster", subtypes=("Effect",), name=name)[0].condition


def ishzark_destroys(target, face_down):
    cards = {"ishz": {"name": "Divine Knight Ishzark", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "foe": {"name": target, "controller": "B", "zone": "monster_zone",
                     "position": "face_down" if face_down else "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": "ishz", "target": "foe"}]}]
    if face_down:
        steps.append({"events": [{"event": "flipped_face_up", "card": "foe", "cause": "battle"}]})
    steps.append({"events": [{"event": "destroyed", "card": "foe", "from": "monster_zone", "to": "graveyard",
                              "cause": "battle", "by": "ishz"}]})
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"triggers": True}}).to_dict()


def chains(answer):
    return [[e["card"] for e in answer["chain"]]] + [[e["card"] for e in c] for c in answer.get("later_chains", [])]


def test_the_lead_times_an_event_condition_after_damage_calculation():
    assert condition_of("Divine Knight Ishzark").after_damage_calculation
    # the same lead on a battle condition was read already (D.D. Warrior)
    assert condition_of("D.D. Warrior").after_damage_calculation


def test_this_cards_own_destruction_keeps_its_reading():
    assert not condition_of("D.D. Assailant").after_damage_calculation


def test_ishzark_goes_before_the_flip_effect_of_the_monster_it_destroyed():
    answer = ishzark_destroys("Bite Shoes", face_down=True)
    assert chains(answer) == [["ishz"], ["foe"]]
    assert "https://w3id.org/edison-kg/id/rule/bt-flip-of-destroyed-after-damage-effects" in answer["rules"]


def test_ishzark_goes_before_the_end_of_the_damage_step_where_the_destroyed_monster_is_sent():
    answer = ishzark_destroys("Sangan", face_down=False)
    assert chains(answer) == [["ishz"], ["foe"]]
    assert "https://w3id.org/edison-kg/id/rule/bt-damage-step-substeps" in answer["rules"]
