"""Round 139, rule cond-would-do-by-its-known-target: a part done only if its target is of a kind ("banish that target,
and if you do, your opponent takes 1000 damage if it was a DARK monster") is settled by a face-up target; "When your
opponent activates a card's effect" names a monster's effect too (Lifeforce Harmonizer's ruling on Caius)."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext.reader import analyze

RULE = "/cond-would-do-by-its-known-target"


def _caius_on(target: dict) -> dict:
    cards = {"caius": {"name": "Caius the Shadow Monarch", "controller": "A", "zone": "hand"},
             "elf": {"name": "Gemini Elf", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "t": {"controller": "B", "zone": "monster_zone", **target},
             "lh": {"name": "Lifeforce Harmonizer", "controller": "B", "zone": "hand"}}
    steps = [{"summon": "caius", "method": "tribute", "materials": ["elf"]}, {"activate": "caius", "targets": ["t"]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
                       "ask": {"can_activate": "lh"}}).to_dict()


def _cited(answer: dict) -> bool:
    return any(rule.endswith(RULE) for rule in answer["rules"])


def test_the_reader_reads_the_kind_its_target_must_have_for_the_damage():
    effect = analyze("If this card is Tribute Summoned: Target 1 card on the field; banish that target, and if you do, "
                     "inflict 1000 damage to your opponent if it is a DARK monster.", name="Caius the Shadow Monarch")[0]
    damage = effect.clauses[1]
    assert damage.only_if and damage.only_if_kind.attributes == {"DARK"}


def test_a_card_effect_is_a_monster_effect_too():
    effect = analyze("When your opponent activates a card's effect that inflicts damage, you can discard this card to "
                     "negate its activation and destroy it.", name="Lifeforce Harmonizer")[0]
    assert set(effect.condition.types) == {"card_activated", "effect_activated"}


def test_caius_targeting_a_face_up_dark_monster_surely_inflicts_damage():
    answer = _caius_on({"name": "Mystic Tomato", "position": "attack"})
    assert answer["answer"] == "yes" and _cited(answer), answer["explanation"]


def test_caius_targeting_a_face_up_monster_of_another_attribute_inflicts_none():
    answer = _caius_on({"name": "Gene-Warped Warwolf", "position": "attack"})
    assert answer["answer"] == "no" and _cited(answer)


def test_caius_targeting_a_set_monster_is_not_sure_to_inflict_damage():
    answer = _caius_on({"name": "Mystic Tomato", "position": "defense", "face_up": False})
    assert answer["answer"] == "no" and answer["reason"] == "condition-not-met"


def _de_spell_on(target: dict) -> dict:
    # "destroy that target if it is a Spell": Stardust Dragon negates an activation that would destroy a card
    cards = {"ds": {"name": "De-Spell", "controller": "A", "zone": "hand"},
             "t": {"controller": "B", "zone": "spell_trap_zone", **target},
             "sd": {"name": "Stardust Dragon", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [{"activate": "ds", "targets": ["t"]}], "ask": {"can_activate": "sd"}}).to_dict()


def test_de_spell_on_a_face_up_spell_surely_destroys_it():
    answer = _de_spell_on({"name": "Messenger of Peace", "face_up": True})
    assert answer["answer"] == "yes" and _cited(answer), answer["explanation"]


def test_de_spell_on_a_set_card_is_not_sure_to_destroy_it():
    assert _de_spell_on({"name": "Messenger of Peace", "face_up": False})["answer"] == "no"
