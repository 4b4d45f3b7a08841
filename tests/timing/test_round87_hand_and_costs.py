"""Round 87: a Trap Card whose own text lets it be activated from the hand while a count of cards holds (Delta Crow -
Anti Reverse: "If you control exactly 3 "Blackwing" monsters, you can activate this card from your hand"; rule
card-trap-from-the-hand-by-own-text), and a cost of a card you control and cards from the hand (Transcendent Wings:
"Send 1 face-up or face-down "Winged Kuriboh" you control and 2 cards from your hand to the GY"; rule
cost-and-cards-from-your-hand). Real cards of the pool; each shape has one card in the pool, so the reader is also
checked on a text of the same shape."""

from __future__ import annotations

from cardtext.pool import card as pool_card
from edison_kg.cardtext.reader import analyze
from scenario_cards import ask, card

OWN_TEXT = "card-trap-from-the-hand-by-own-text"
AND_HAND = "cost-and-cards-from-your-hand"
BLACKWINGS = ("Blackwing - Bora the Spear", "Blackwing - Gale the Whirlwind", "Blackwing - Sirocco the Dawn",
              "Blackwing - Shura the Blue Flame")


def _rules(got) -> list[str]:
    return [r.rsplit("/", 1)[-1] for r in got.rules]


def _delta_crow(blackwings: int, turn_player: str = "B"):
    cards = {f"bw{i}": card(name, "A", position="attack") for i, name in enumerate(BLACKWINGS[:blackwings])}
    cards.update(dc=card("Delta Crow - Anti Reverse", "A", "hand"),
                 mf=card("Mirror Force", "B", "spell_trap_zone", face_up=False))
    return ask(cards, {"can_activate": "dc"}, turn_player=turn_player)


def test_delta_crow_reads_its_count_and_leaves_the_sentence_out_of_its_deed():
    [effect] = pool_card("Delta Crow - Anti Reverse")
    assert effect.from_hand_count == "you field = 3"
    assert effect.from_hand_kind.names == frozenset({"Blackwing"})
    [clause] = effect.clauses
    assert clause.text == "Destroy all face-down Spells and Traps your opponent controls"
    assert clause.from_zone is None and not clause.takes_from_own_hand


def test_with_exactly_3_blackwings_it_is_activated_from_the_hand_in_the_opponents_turn():
    got = _delta_crow(3)
    assert got.answer == "yes"
    assert OWN_TEXT in _rules(got)
    assert any("activated from the hand" in words for words in got.assumed)


def test_with_exactly_3_blackwings_it_is_activated_from_the_hand_in_its_own_turn():
    assert _delta_crow(3, turn_player="A").answer == "yes"


def test_only_blackwings_are_counted():
    # 3 Blackwings and a monster of another kind: exactly 3 of the kind it counts
    cards = {f"bw{i}": card(name, "A", position="attack") for i, name in enumerate(BLACKWINGS[:3])}
    cards.update(gaga=card("Gagagigo", "A", position="attack"), dc=card("Delta Crow - Anti Reverse", "A", "hand"),
                 mf=card("Mirror Force", "B", "spell_trap_zone", face_up=False))
    assert ask(cards, {"can_activate": "dc"}, turn_player="B").answer == "yes"
    # 2 Blackwings and a monster of another kind: 3 monsters, not 3 Blackwings
    del cards["bw2"]
    got = ask(cards, {"can_activate": "dc"}, turn_player="B")
    # round 184: the state its own text needs for the hand does not hold: "condition-not-met", citing that text's rule
    assert (got.answer, got.reason) == ("no", "condition-not-met") and OWN_TEXT in _rules(got)


def test_with_2_or_4_blackwings_it_is_set_first():
    for count in (2, 4):
        got = _delta_crow(count)
        assert (got.answer, got.reason) == ("no", "condition-not-met")
        assert "card-trap-set-first" in _rules(got) and OWN_TEXT in _rules(got)
        assert "exactly 3 of the cards it counts on the field" in got.explanation


def test_another_trap_in_the_hand_is_still_set_first():
    cards = {f"bw{i}": card(name, "A", position="attack") for i, name in enumerate(BLACKWINGS[:3])}
    cards.update(roar=card("Threatening Roar", "A", "hand"))
    got = ask(cards, {"can_activate": "roar"}, turn_player="B")
    assert got.answer == "no" and "card-trap-set-first" in _rules(got)


def test_the_reader_reads_the_same_shape_of_another_count():
    [effect] = analyze('Destroy 1 card on the field. If your opponent controls 3 or more monsters, you can activate '
                       'this card from your hand.', card_type="trap", subtypes=("Normal",))
    assert effect.from_hand_count == "opponent field >= 3"
    assert effect.clauses[-1].text == "Destroy 1 card on the field"


def test_a_monster_or_a_spell_text_is_not_read_as_a_trap_permission():
    [effect] = analyze('Destroy 1 card on the field. If your opponent controls 3 or more monsters, you can activate '
                       'this card from your hand.', card_type="spell", subtypes=("Normal",))
    assert effect.from_hand_count is None


def _wings(*hand):
    cards = {"tw": card("Transcendent Wings", "A", "hand"), "wk": card("Winged Kuriboh", "A", position="attack")}
    cards.update({f"h{i}": card(name, "A", "hand") for i, name in enumerate(hand)})
    return ask(cards, {"can_activate": "tw"})


def test_transcendent_wings_cost_is_read_as_a_card_you_control_and_2_from_the_hand():
    [effect] = pool_card("Transcendent Wings")
    field, hand = effect.cost_clauses
    assert field.text.endswith('"Winged Kuriboh" you control to the GY') and field.from_zone is None and field.count == 1
    assert hand.from_zone == "hand" and hand.count == 2 and hand.cards.empty and hand.conjunction == "and"


def test_one_other_card_in_the_hand_cannot_pay_it():
    got = _wings("Pot of Avarice")
    assert got.answer == "no"
    assert AND_HAND in _rules(got)


def test_two_other_cards_in_the_hand_pay_it():
    got = _wings("Pot of Avarice", "Gagagigo")
    assert got.answer == "yes"
    assert AND_HAND not in _rules(got)


def test_the_same_shape_in_another_text_is_split_alike():
    [effect] = analyze('Send 1 face-up "Dark Magician" you control and 1 card from your hand to the Graveyard; draw 2 '
                       'cards.', card_type="spell", subtypes=("Quick-Play",))
    field, hand = effect.cost_clauses
    assert field.text == 'Send 1 face-up "Dark Magician" you control to the Graveyard' and field.from_zone is None
    assert hand.count == 1 and hand.from_zone == "hand"


def test_an_effect_of_this_card_and_a_card_from_the_hand_is_not_split():
    # Cyber Valley: "banish both this card and 1 card from your hand" is a deed, not a cost: left as it was read
    effects = pool_card("Cyber Valley")
    assert all(len(e.cost_clauses) <= 1 for e in effects)
