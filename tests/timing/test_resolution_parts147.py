"""What a resolution does, part by part (round 147): a part after "and if you do" whose damage to the opponent was
turned away from them is not done (rule res-part-after-damage-turned-away), a part after "then" whose "all" part before
found no card is not done (rule res-then-needs-the-all-part-before), and a face-up negation of a kind of Spell/Trap
Card negates the card of that kind as it resolves (rule neg-kind-negated-as-it-resolves). Real pool cards."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from scenario_cards import ask, card

TURNED_AWAY = "res-part-after-damage-turned-away"
ALL_FOUND_NONE = "res-then-needs-the-all-part-before"
KIND_NEGATED = "neg-kind-negated-as-it-resolves"


def _cites(answer: dict, rule: str) -> bool:
    return any(cited.endswith("/" + rule) or cited == rule for cited in answer["rules"])


def _last(answer: dict) -> list[tuple]:
    return [(e["event"], e.get("card"), e.get("player")) for e in answer["last_thing"]]


def _evil_thorn(barrel: bool) -> dict:
    cards = {"et": card("Evil Thorn", "A"), "barrel": card("Barrel Behind the Door", "B", "spell_trap_zone", face_up=False)}
    cost = [{"event": "tributed", "card": "et", "from": "monster_zone", "to": "graveyard", "cause": "cost"}]
    steps = [{"activate": "et", "cost": cost}] + ([{"activate": "barrel"}, {"resolve": 2}] if barrel else []) \
        + [{"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps).to_dict()


def test_evil_thorn_summons_nothing_when_its_damage_is_turned_back():
    got = _evil_thorn(barrel=True)
    assert _last(got) == [("damage_inflicted", None, "A")]
    assert _cites(got, TURNED_AWAY)


def test_evil_thorn_summons_after_damage_its_opponent_took():
    got = _evil_thorn(barrel=False)
    assert ("damage_inflicted", None, "B") in _last(got)
    assert ("special_summon", None, "A") in _last(got)
    assert not _cites(got, TURNED_AWAY)


def _trap_lock_after_cannon(wombat: bool) -> dict:
    cards = {"agc": card("Ancient Gear Cannon", "A"), "elf": card("Gemini Elf", "A", position="attack"),
             "sak": card("Sakuretsu Armor", "B", "spell_trap_zone", face_up=False)}
    if wombat:
        cards["dw"] = card("Des Wombat", "B", position="attack")
    cost = [{"event": "tributed", "card": "agc", "from": "monster_zone", "to": "graveyard", "cause": "cost"}]
    attack = {"event": "attack_declared", "card": "elf", **({"target": "dw"} if wombat else {})}
    steps = [{"activate": "agc", "cost": cost}, {"resolve": 1}, {"phase": "battle"}, {"events": [attack]}]
    return ask(cards, {"can_activate": "sak"}, steps).to_dict()


def test_no_trap_lock_when_the_opponent_takes_no_effect_damage():
    got = _trap_lock_after_cannon(wombat=True)
    assert got["answer"] == "yes"
    assert _cites(got, TURNED_AWAY) and _cites(got, "ce-effect-damage-becomes-0")


def test_the_trap_lock_stands_after_damage_the_opponent_took():
    got = _trap_lock_after_cannon(wombat=False)
    assert (got["answer"], got["reason"]) == ("no", "other")
    assert not _cites(got, TURNED_AWAY)


def _psi_impulse(hand_left: bool) -> dict:
    cards = {"psi": card("Psi-Impulse", "A", "hand"), "psy": card("Psychic Commander", "A"),
             "rb": card("Raigeki Break", "B", "spell_trap_zone", face_up=False), "h1": card("Sangan", "B", "hand"),
             "swords": card("Swords of Revealing Light", "A", "spell_trap_zone", face_up=True)}
    if hand_left:
        cards["h2"] = card("Witch of the Black Forest", "B", "hand")
    tribute = [{"event": "tributed", "card": "psy", "from": "monster_zone", "to": "graveyard", "cause": "cost"}]
    discard = [{"event": "discarded", "card": "h1", "from": "hand", "to": "graveyard", "cause": "cost"}]
    steps = [{"activate": "psi", "cost": tribute}, {"activate": "rb", "targets": ["swords"], "cost": discard},
             {"resolve": 2}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps).to_dict()


def test_psi_impulse_draws_nothing_when_the_hand_was_emptied_in_answer():
    got = _psi_impulse(hand_left=False)
    assert not any(e["event"] == "drawn" for e in got["last_thing"])
    assert _cites(got, ALL_FOUND_NONE)
    assert any('part before "then" found no card' in line for line in got["assumed"])


def test_psi_impulse_draws_after_returning_the_hand_left():
    got = _psi_impulse(hand_left=True)
    assert _last(got) == [("drawn", None, "B")]
    assert not _cites(got, ALL_FOUND_NONE)


def _wicked_rebirth(insect: bool) -> dict:
    cards = {"wr": card("Wicked Rebirth", "A", "spell_trap_zone", face_up=False),
             "goyo": card("Goyo Guardian", "A", "graveyard"),
             "bth": card("Bottomless Trap Hole", "B", "spell_trap_zone", face_up=False)}
    if insect:
        cards["si"] = card("Silent Insect", "B", position="defense")
    paid = [{"event": "lp_paid", "player": "A", "amount": 800, "cause": "cost"}]
    return ask(cards, {"can_activate": "bth"}, [{"activate": "wr", "cost": paid, "targets": ["goyo"]},
                                                {"resolve": 1}]).to_dict()


def test_a_continuous_trap_negated_by_silent_insect_summons_nothing():
    got = _wicked_rebirth(insect=True)
    assert (got["answer"], got["reason"]) == ("no", "condition-not-met")
    assert _cites(got, KIND_NEGATED)


def test_a_continuous_trap_with_no_negation_summons_its_target():
    got = _wicked_rebirth(insect=False)
    assert got["answer"] == "yes"
    assert _last(got) == [("special_summon", "goyo", "A")]
    assert not _cites(got, KIND_NEGATED)


def test_a_negation_of_equip_card_effects_is_read_as_a_kind_negated():
    [effect] = analyze("Negate all Equip Card effects on the field.", card_type="trap", subtypes=("Continuous",))
    [negation] = effect.restrictions
    assert (negation.kind, negation.cards.classes, negation.cards.subtypes, negation.zone) == \
        ("negate-effects", frozenset({"spell"}), frozenset({"Equip"}), "field")
