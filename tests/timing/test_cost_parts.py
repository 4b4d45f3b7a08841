"""Round 89: a cost of several names or kinds from one pile needs a card of each (rule cost-every-part-from-its-pile),
and "Return the targeted monster ... and Special Summon 1 other monster from your hand" needs another monster in the
hand (rule conj-and-other-than-the-returned), asked of the whole engine on real cards."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze
from scenario_cards import ask, card

PARTS = "cost-every-part-from-its-pile"
OTHER = "conj-and-other-than-the-returned"


def _hero_flash(*letters: str):
    # Hero Flash!!: 'Banish "H - Heated Heart", "E - Emergency Call", "R - Righteous Justice" and "O - Oversoul"
    # from your Graveyard; ...'
    names = {"h": "H - Heated Heart", "e": "E - Emergency Call", "r": "R - Righteous Justice", "o": "O - Oversoul"}
    cards = {key: card(names[key], "A", "graveyard") for key in letters}
    cards["flash"] = card("Hero Flash!!", "A", "hand")
    return ask(cards, {"can_activate": "flash"})


def test_a_cost_of_four_names_needs_each_of_them():
    answer = _hero_flash("h", "e", "r")
    assert answer.answer == "no" and PARTS in answer.rules
    assert _hero_flash("h", "e", "r", "o").answer == "yes"


def _simorgh(zone: str, *names: str, effect: int):
    # Dark Simorgh: "You can banish 1 DARK monster and 1 WIND monster from your Graveyard; Special Summon this card from
    # your hand. You can banish 1 DARK monster and 1 WIND monster from your hand; Special Summon this card from your GY."
    cards = {f"m{i}": card(name, "A", zone) for i, name in enumerate(names)}
    cards["simorgh"] = card("Dark Simorgh", "A", "hand" if zone == "graveyard" else "graveyard")
    return ask(cards, {"can_activate": "simorgh", "effect": effect})


def test_a_cost_of_two_kinds_needs_a_card_of_each_in_the_graveyard():
    answer = _simorgh("graveyard", "Mystic Tomato", effect=1)                     # DARK only
    assert answer.answer == "no" and PARTS in answer.rules
    assert _simorgh("graveyard", "Mystic Tomato", "Harpie Lady", effect=1).answer == "yes"     # + WIND


def test_a_cost_of_two_kinds_from_the_hand_too():
    answer = _simorgh("hand", "Harpie Lady", effect=2)                            # WIND only
    assert answer.answer == "no" and PARTS in answer.rules
    assert _simorgh("hand", "Mystic Tomato", "Harpie Lady", effect=2).answer == "yes"


def test_the_reader_keeps_each_kind_with_its_number():
    text = "You can banish 1 DARK monster and 1 WIND monster from your Graveyard; Special Summon this card from your hand."
    costs = analyze(text, name="Dark Simorgh")[0].cost_clauses
    assert [sorted(c.cards.attributes) for c in costs] == [["DARK"], ["WIND"]]
    assert [c.count for c in costs] == [1, 1] and costs[1].conjunction == "and"


def _dramatic_rescue(*hand: str):
    # Dramatic Rescue: "... Return the targeted monster to its owner's hand and Special Summon 1 other monster from
    # your hand." answering Tribute to the Doomed targeting B's Amazoness
    cards = {"ttd": card("Tribute to The Doomed", "A", "hand"), "baby": card("Baby Dragon", "A", "hand"),
             "asw": card("Amazoness Swords Woman", "B", position="attack"),
             "dr": card("Dramatic Rescue", "B", "spell_trap_zone", face_up=False)}
    cards.update({f"h{i}": card(name, "B", "hand") for i, name in enumerate(hand)})
    steps = [{"activate": "ttd", "cost": [{"event": "discarded", "card": "baby", "from": "hand", "to": "graveyard",
                                          "cause": "cost"}], "targets": ["asw"]}]
    return ask(cards, {"can_activate": "dr"}, steps=steps)


def test_the_returned_monster_is_not_the_other_monster_summoned():
    answer = _dramatic_rescue()
    assert answer.answer == "no" and OTHER in answer.rules and "conj-and-needs-every-part" in answer.rules
    assert _dramatic_rescue("Battle Ox").answer == "yes"


def test_a_hand_without_a_monster_has_no_other_monster():
    answer = _dramatic_rescue("Pot of Greed")
    assert answer.answer == "no" and OTHER in answer.rules
