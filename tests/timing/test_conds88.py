"""Round 88: conditions of when and against what, and costs of a kind. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

CARDS_YOU_CONTROL = "cost-cards-you-control"


# ------------------------------------------------------------------ "1 "Alien" monster from your side of the field"

def _bombardment(alien_zone: str, **alien_state):
    cards = {"ob": card("Orbital Bombardment", "A", "spell_trap_zone", face_up=False),
             "cyber": card("Cyber Dragon", "A", position="attack"),
             "alien": card("Alien Shocktrooper", "A", alien_zone, **alien_state),
             "gaf": card("Goblin Attack Force", "B", "hand")}
    return ask(cards, {"can_activate": "ob"}, [{"summon": "gaf", "method": "normal"}], turn_player="B")


def test_orbital_bombardment_needs_an_alien_on_the_field_not_in_the_graveyard():
    got = _bombardment("graveyard")
    assert got.answer == "no" and CARDS_YOU_CONTROL in got.rules
    assert any("holds only the cards the scenario names" in line for line in got.assumed)


def test_orbital_bombardment_with_an_alien_on_the_field_can_be_activated():
    got = _bombardment("monster_zone", position="attack")
    assert got.answer == "yes" and CARDS_YOU_CONTROL not in got.rules


def test_reader_takes_from_your_side_of_the_field_as_you_control():
    from edison_kg.timing.rules.field_costs import CARDS_YOU_CONTROL_RULES
    assert CARDS_YOU_CONTROL in CARDS_YOU_CONTROL_RULES
    got = _bombardment("graveyard")
    assert "from your side of the field" in got.explanation


# a Set card in the Spell & Trap Card Zone is no monster for a cost that names one (Raptor Wing Strike)

def _raptor(other: dict):
    return ask({"rws": card("Raptor Wing Strike", "A", "hand"), "other": other}, {"can_activate": "rws"})


def test_a_set_spell_trap_card_is_no_monster_for_a_monster_cost():
    got = _raptor(card("Mirror Force", "A", "spell_trap_zone", face_up=False))
    assert got.answer == "no" and CARDS_YOU_CONTROL in got.rules


def test_a_set_monster_could_be_the_blackwing_the_cost_needs():
    got = _raptor(card("Blackwing - Gale the Whirlwind", "A", position="defense", face_up=False))
    assert not (got.answer == "no" and CARDS_YOU_CONTROL in got.rules)


# ------------------------------------------------------------------ targeted by the effect of a kind of card

TARGETED_BY_KIND = "cond-targeted-by-a-kind"


def _shift(by: dict, step: dict):
    cards = {"by": by, "shift": card("Shift", "A", "spell_trap_zone", face_up=False),
             "gaz": card("Gazelle the King of Mythical Beasts", "A", position="attack"),
             "koala": card("Big Koala", "A", position="attack")}
    return ask(cards, {"can_activate": "shift"}, [step], turn_player="B")


def test_shift_does_not_answer_a_monster_effect_that_targets():
    cost = [{"event": "tributed", "card": "by", "from": "monster_zone", "to": "graveyard", "cause": "cost"}]
    got = _shift(card("Exiled Force", "B", position="attack"), {"activate": "by", "cost": cost, "targets": ["gaz"]})
    assert got.answer == "no" and TARGETED_BY_KIND in got.rules
    assert "Exiled Force" in got.explanation


def test_shift_answers_a_spell_card_that_targets_one_monster():
    got = _shift(card("Book of Moon", "B", "hand"), {"activate": "by", "targets": ["gaz"]})
    assert got.answer == "yes" and TARGETED_BY_KIND not in got.rules


def _inmato(by: dict, step: dict):
    cards = {"by": by, "inmato": card("Inmato", "A", position="attack"),
             "plant": card("Lonefire Blossom", "A", position="attack")}
    return ask(cards, {"can_activate": "inmato"}, [step], turn_player="B")


def test_inmato_does_not_answer_a_monster_effect_that_targets_a_plant():
    cost = [{"event": "tributed", "card": "by", "from": "monster_zone", "to": "graveyard", "cause": "cost"}]
    got = _inmato(card("Exiled Force", "B", position="attack"), {"activate": "by", "cost": cost, "targets": ["plant"]})
    assert got.answer == "no" and TARGETED_BY_KIND in got.rules


def test_inmato_answers_a_spell_card_that_targets_a_plant():
    got = _inmato(card("Book of Moon", "B", "hand"), {"activate": "by", "targets": ["plant"]})
    assert got.answer == "yes"


# ------------------------------------------------------------------ "except the turn this card was sent to the Graveyard"

SENT_TO_GY_LOCK = "limit-not-the-turn-it-was-sent-to-the-graveyard"
GRAVEYARD_EFFECT = "banish this card from the Graveyard"


def test_skill_successor_cannot_be_activated_the_turn_it_was_destroyed():
    cards = {"succ": card("Skill Successor", "A", "spell_trap_zone", face_up=False),
             "mst": card("Mystical Space Typhoon", "B", "spell_trap_zone", face_up=False),
             "sangan": card("Sangan", "A", position="attack")}
    steps = [{"activate": "mst", "targets": ["succ"]},
             {"resolve": 1, "events": [{"event": "destroyed", "card": "succ", "to": "graveyard", "cause": "effect",
                                        "by": "mst"}]}]
    got = ask(cards, {"can_activate": "succ", "effect_text": GRAVEYARD_EFFECT}, steps)
    assert got.answer == "no" and SENT_TO_GY_LOCK in got.rules
    assert not any("not one the engine checks" in line for line in got.assumed)
    # sent by an event of the scenario: not the round-141 rule for a card that resolved, nor an earlier turn assumed
    assert "limit-not-the-turn-it-was-sent-after-resolving" not in got.rules
    assert not any("was sent to the Graveyard in an earlier turn" in line for line in got.assumed)


def test_skill_successor_sent_to_the_graveyard_another_turn_can_be_activated():
    cards = {"succ": card("Skill Successor", "A", "graveyard"), "sangan": card("Sangan", "A", position="attack")}
    got = ask(cards, {"can_activate": "succ", "effect_text": GRAVEYARD_EFFECT})
    assert got.answer == "yes" and SENT_TO_GY_LOCK not in got.rules
    assert not any("not one the engine checks" in line for line in got.assumed)


def test_reader_reads_the_turn_it_was_sent_to_the_graveyard_in_either_wording():
    from edison_kg.cardtext.chain import _not_the_turn_it_was
    assert _not_the_turn_it_was("during your turn, except the turn this card was sent to the graveyard: you can") \
        == ("sent_to_gy",)
    assert _not_the_turn_it_was("this effect cannot be activated the turn this card is sent to the graveyard") \
        == ("sent_to_gy",)
    assert _not_the_turn_it_was("during your turn: you can banish this card from the graveyard") == ()


# ------------------------------------------------------------------ its activation forbids an attack it already cannot make

ALREADY_CANNOT_ATTACK = "limit-own-attack-forbidden-already"


def _own_attack(monster: str, lock: str | None, effect_targets=()):
    cards = {"me": card(monster, "A", position="attack"),
             "th": card("Trap Hole", "B", "spell_trap_zone", face_up=False),
             "foe": card("Sangan", "B", position="attack")}
    if lock:
        cards["lock"] = card(lock, "B", **({"position": "attack"} if lock == "Gora Turtle" else
                                           {"zone": "spell_trap_zone", "face_up": True}))
    return ask(cards, {"can_activate": "me"})


def test_anteatereatingant_cannot_be_activated_while_gora_turtle_stops_its_attack():
    got = _own_attack("Anteatereatingant", "Gora Turtle")
    assert got.answer == "no" and ALREADY_CANNOT_ATTACK in got.rules
    assert "Gora Turtle" in got.explanation


def test_anteatereatingant_that_can_attack_can_be_activated():
    got = _own_attack("Anteatereatingant", None)
    assert got.answer == "yes" and ALREADY_CANNOT_ATTACK not in got.rules


def test_chaos_sorcerer_under_messenger_of_peace_cannot_be_activated():
    got = _own_attack("Chaos Sorcerer", "Messenger of Peace")
    assert got.answer == "no" and ALREADY_CANNOT_ATTACK in got.rules


def test_a_monster_under_the_atk_bound_is_not_stopped():
    got = _own_attack("Venom Snake", "Messenger of Peace")
    assert ALREADY_CANNOT_ATTACK not in got.rules


def test_reader_reads_a_lock_on_monsters_of_an_atk():
    from edison_kg.cardtext.continuous import _kind_of
    assert _kind_of("monsters with an ATK equal to 1900 or more").atk_min == 1900
