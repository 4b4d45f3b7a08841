"""A cost of a count of cards its player controls ("send 1 other card you control to the GY",
"send 1 "Iron Chain" monster you control to the Graveyard") needs that many there, "other" leaving out the card
activated, and no Token sent to the GY for it (rule cost-cards-you-control)."""

from __future__ import annotations

from subset_duel import can_activate, own, subset_engine  # noqa: F401  (fixtures)

# Volcanic Queen's Edison text (its cost part)
QUEEN = own("Volcanic Queen", "Once per turn: You can send 1 other card you control to the GY; inflict 1000 damage to "
            "your opponent.", "A", "monster_zone", "monster", "Effect", position="attack")
# Iron Chain Blaster's old wording (a comma before "to")
BLASTER = own("Iron Chain Blaster", "Once per turn, you can send 1 \"Iron Chain\" monster you control to the Graveyard, "
              "to inflict damage to your opponent equal to half the original ATK of the sent monster.",
              "A", "monster_zone", "monster", "Effect", position="attack")
SET_CARD = own("Mystical Space Typhoon", "Target 1 Spell/Trap on the field; destroy that target.", "A", "spell_trap_zone",
               "spell", "Quick-Play", face_up=False)
TOKEN = own("Sheep Token", "This card cannot be Tributed for a Tribute Summon.", "A", "monster_zone", "monster", "Token", position="defense")


def _answer(result):
    return result["answer"], [rule.rsplit("/", 1)[-1] for rule in result.get("rules", [])]


def test_volcanic_queen_needs_another_card_it_controls(subset_engine):
    answer, rules = _answer(can_activate(subset_engine, QUEEN))
    assert answer == "no" and "cost-cards-you-control" in rules


def test_volcanic_queen_can_send_a_set_card(subset_engine):
    answer, rules = _answer(can_activate(subset_engine, QUEEN, set_card=SET_CARD))
    assert answer == "yes" and "cost-cards-you-control" not in rules


def test_a_token_is_not_sent_to_the_graveyard_for_the_cost(subset_engine):
    answer, rules = _answer(can_activate(subset_engine, QUEEN, token=TOKEN))
    assert answer == "no" and "cost-cards-you-control" in rules


def test_iron_chain_blaster_needs_an_iron_chain_monster_and_may_send_itself(subset_engine):
    # the card itself is an "Iron Chain" monster it controls: the text does not say "other"
    answer, rules = _answer(can_activate(subset_engine, BLASTER))
    assert answer == "yes" and "cost-cards-you-control" not in rules
    other = own("Vorse Raider", "This wicked Beast-Warrior does everything it can to battle.", "A", "monster_zone", "monster", "Normal", position="attack")
    not_iron_chain = own("Iron Chain Blaster", "Once per turn, you can send 1 other \"Iron Chain\" monster you control "
                         "to the Graveyard, to inflict damage to your opponent equal to half the original ATK of the sent "
                         "monster.", "A", "monster_zone", "monster", "Effect", position="attack")
    answer, rules = _answer(can_activate(subset_engine, not_iron_chain, raider=other))
    assert answer == "no" and "cost-cards-you-control" in rules
