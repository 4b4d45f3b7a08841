"""Round 143: a part "for each" card that counts none is no event of Life Points, and the one card of its kind a
first part takes from the hand before the effect deals with its targets on the field. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

NONE_COUNTED = "res-none-counted-no-amount"
BEFORE_ITS_TARGETS = "res-the-only-card-it-could-take-before-its-targets"


def _last(got):
    return [(e["event"], e.get("card"), e.get("amount")) for e in got.to_dict()["last_thing"]]


def _cites(got, rule: str) -> bool:
    return any(r == rule or r.endswith("/" + rule) for r in got.rules)


# ------------------------------------------------------------------ a count of none

def _healer(in_graveyard: int):
    cards = {"ok": card("Ookazi", "A", zone="hand"), "nh": card("Numinous Healer", "B", zone="spell_trap_zone",
                                                                   face_up=False)}
    cards.update({f"gy{i}": card("Numinous Healer", "B", zone="graveyard") for i in range(in_graveyard)})
    return ask(cards, {"last_thing": True}, [{"activate": "ok"}, {"resolve": 1}, {"activate": "nh"}, {"resolve": 1}])


def test_numinous_healer_with_none_in_the_graveyard_gains_only_1000():
    got = _healer(0)
    assert _last(got) == [("lp_gained", None, 1000)]
    assert _cites(got, NONE_COUNTED)
    assert any("counted none" in line for line in got.assumed)


def test_numinous_healer_with_one_in_the_graveyard_also_gains_500():
    got = _healer(1)
    assert _last(got) == [("lp_gained", None, 1000), ("lp_gained", None, 500)]
    assert not _cites(got, NONE_COUNTED)


def test_magical_blast_with_no_spellcaster_inflicts_no_damage():
    got = ask({"mb": card("Magical Blast", "A", zone="hand"), "cd": card("Cyber Dragon", "A", position="attack")},
              {"last_thing": True}, [{"activate": "mb"}, {"resolve": 1}])
    assert [e for e in got.to_dict()["last_thing"] if e["event"] == "damage_inflicted"] == []
    assert _cites(got, NONE_COUNTED)


def test_magical_blast_with_a_spellcaster_inflicts_200():
    got = ask({"mb": card("Magical Blast", "A", zone="hand"), "dm": card("Dark Magician", "A", position="attack")},
              {"last_thing": True}, [{"activate": "mb"}, {"resolve": 1}])
    assert _last(got) == [("damage_inflicted", None, 200)]
    assert not _cites(got, NONE_COUNTED)


# ------------------------------------------------------------------ the one card taken before its targets

def _accelerator(*in_hand: str):
    cards = {"ba": card("Blaze Accelerator", "A", zone="spell_trap_zone", face_up=True),
             "cd": card("Cyber Dragon", "B", position="attack")}
    cards.update({f"h{i}": card(name, "A", zone="hand") for i, name in enumerate(in_hand)})
    return ask(cards, {"last_thing": True}, [{"activate": "ba", "effect_text": "send 1 Pyro", "targets": ["cd"]},
                                            {"resolve": 1}])


def test_blaze_accelerator_sends_the_only_pyro_in_the_hand_as_it_destroys():
    got = _accelerator("Volcanic Shell", "Cyber Dragon")
    assert _last(got) == [("sent_to_gy", "h0", None), ("destroyed", "cd", None)]
    assert _cites(got, BEFORE_ITS_TARGETS)


def test_blaze_accelerator_with_two_pyros_names_none():
    got = _accelerator("Volcanic Shell", "Volcanic Shell")
    assert _last(got) == [("sent_to_gy", None, None), ("destroyed", "cd", None)]
    assert not _cites(got, BEFORE_ITS_TARGETS)


def test_morphtronic_accelerator_still_destroys_its_target_in_its_next_sentence():
    # "Return 1 "Morphtronic" monster from your hand to the Deck. Destroy 1 card on the field, and draw 1 card.": the
    # destruction is a next sentence, not a part that needs the return done, so the rule leaves it as it was and
    # the card targeted at activation is the one destroyed
    cards = {"ma": card("Morphtronic Accelerator", "A", zone="hand"), "mr": card("Morphtronic Radion", "A", zone="hand"),
             "cd": card("Cyber Dragon", "B", position="attack")}
    got = ask(cards, {"last_thing": True}, [{"activate": "ma", "targets": ["cd"]}, {"resolve": 1}])
    assert not _cites(got, BEFORE_ITS_TARGETS)
    assert ("destroyed", "cd") in [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]
