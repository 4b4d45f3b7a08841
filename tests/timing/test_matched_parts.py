"""Rule state-matched-part-needs-its-cards (edison_kg/timing/rules/piles.py): a part whose card the card of the
part before picks ("add 1 other "Morphtronic" monster with the same Level as that monster from your Graveyard") is done
with it as one deed, and needs its cards in its pile; a part that may take the card the part before put there (Beast
Soul Swap) does not. Real cards of the pool; Morphtronic Remoten is the one card of the pool with the first wording."""

from __future__ import annotations

from scenario_cards import ask, card


def test_the_graveyard_part_of_a_send_and_add_effect():
    # Morphtronic Remoten, Defense Position: "send 1 "Morphtronic" monster from your hand to the Graveyard and add 1
    # other "Morphtronic" monster with the same Level as that monster from your Graveyard to your hand"
    cards = {"r": card("Morphtronic Remoten", "A", position="defense"),
             "c": card("Morphtronic Celfon", "A", "hand"), "s": card("Sangan", "A", "graveyard")}
    question = {"can_activate": "r", "effect_text": "from your hand to the Graveyard"}
    answer = ask(cards, question)
    assert answer.answer == "no" and "state-matched-part-needs-its-cards" in answer.rules
    cards["b"] = card("Morphtronic Boarden", "A", "graveyard")
    assert ask(cards, question).answer == "yes"


def test_a_part_that_may_take_the_card_the_part_before_returned():
    # Beast Soul Swap: "return it to the hand, and if you do, Special Summon 1 Beast-Type monster from your hand with
    # the same Level as the monster that was returned": the monster returned may be the one Summoned
    cards = {"w": card("Beast Soul Swap", "A", "spell_trap_zone", face_up=False),
             "m": card("Mad Lobster", "A", position="attack")}
    answer = ask(cards, {"can_activate": "w"})
    assert "state-matched-part-needs-its-cards" not in answer.rules


def test_a_monster_listed_as_a_fusion_material_on_the_card_sent():
    # Revoke Fusion: "Send 1 Fusion Monster from your Extra Deck to your Graveyard and Special Summon 1 monster from
    # your hand that is listed as a Fusion Material Monster on that card": the Fusion Monster sent picks the monster,
    # so the effect needs a monster in the hand (Revoke Fusion's Edison rulings)
    cards = {"r": card("Revoke Fusion", "A", "hand"), "p": card("Polymerization", "A", "hand"),
             "s": card("Pot of Greed", "A", "hand")}
    answer = ask(cards, {"can_activate": "r"})
    assert answer.answer == "no" and "state-matched-part-needs-its-cards" in answer.rules
    cards["s"] = card("Cyber Dragon", "A", "hand")
    assert ask(cards, {"can_activate": "r"}).answer == "yes"


def test_the_reading_of_a_material_listed_on_that_card():
    # Elemental Hero Prisma: "send 1 Monster from your Deck to the GY, whose name is specifically listed on that
    # Fusion Monster"; a plain "send 1 monster from your Deck to the Graveyard" is picked by nothing before it
    from edison_kg.cardtext.reader import analyze
    text = ("You can reveal 1 Fusion Monster from your Extra Deck, and send 1 Monster from your Deck to the GY, whose "
            "name is specifically listed on that Fusion Monster.")
    clauses = [c for e in analyze(text) for c in e.clauses]
    assert any(c.matches_the_card_before for c in clauses)
    plain = [c for e in analyze("Send 1 monster from your Deck to the Graveyard.", card_type="spell") for c in e.clauses]
    assert not any(c.matches_the_card_before for c in plain)
