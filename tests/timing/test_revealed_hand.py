"""A hand kept revealed by a continuous effect cannot be revealed again as a cost (rule
ce-revealed-hand-cost, read by tables/restrictions.toml), on pool cards: Cyber Dragon Zwei
and Gallis the Star Beast under The Eye of Truth and Thousand-Eyes Jellyfish."""

from __future__ import annotations

from edison_kg.timing.rules.activation import can_activate_verdict
from subset_duel import duel, own, subset_engine  # noqa: F401  (fixtures)

EYE_OF_TRUTH = own("The Eye of Truth", "Your opponent must keep their hand revealed.", "B", "spell_trap_zone",
                   "spell", "Continuous Spell", face_up=True)
ZWEI = own("Cyber Dragon Zwei", "Once per turn: You can reveal 1 Spell in your hand; this card's name becomes "
           "\"Cyber Dragon\" until the End Phase.", "A", "monster_zone", "monster", "Effect", position="attack")
# a Spell in A's hand for Zwei's cost (the cards a scenario names in a hand are all there are: the reader reads
# the reveal cost's card)
SPELL_IN_HAND = own("Pot of Greed", "Draw 2 cards.", "A", "hand", "spell", "Normal")
GALLIS = own("Gallis the Star Beast", "You can reveal this card in your hand; send the top card of your Deck to the "
             "Graveyard, then, if it was a monster, inflict damage to your opponent equal to its Level x 200 and "
             "Special Summon this card from your hand, otherwise destroy this card.", "A", "hand", "monster", "Effect")


def verdict(state, ref):
    return can_activate_verdict(state, ref, state.infos[ref].effects[0])


def test_a_reveal_cost_cannot_be_paid_from_a_hand_kept_revealed(duel):
    v = verdict(duel({"eye": EYE_OF_TRUTH, "zwei": ZWEI, "pog": SPELL_IN_HAND}), "zwei")
    assert (v.answer, v.reason) == ("no", "other") and "ce-revealed-hand-cost" in v.rules
    v = verdict(duel({"eye": EYE_OF_TRUTH, "gallis": GALLIS}), "gallis")
    assert v.answer == "no" and "ce-revealed-hand-cost" in v.rules


def test_only_the_player_whose_hand_is_revealed_is_stopped(duel):
    own_eye = dict(EYE_OF_TRUTH, controller="A")        # A's opponent keeps the hand revealed, not A
    assert verdict(duel({"eye": own_eye, "zwei": ZWEI, "pog": SPELL_IN_HAND}), "zwei").answer == "yes"
    jellyfish = own("Thousand-Eyes Jellyfish", "Your opponent plays with their hand revealed.", "A", "monster_zone",
                    "monster", "Effect", position="attack")
    assert verdict(duel({"jelly": jellyfish, "zwei": ZWEI, "pog": SPELL_IN_HAND}), "zwei").answer == "yes"
    jellyfish["controller"] = "B"
    assert verdict(duel({"jelly": jellyfish, "zwei": ZWEI, "pog": SPELL_IN_HAND}), "zwei").answer == "no"


def test_a_face_down_card_keeps_no_hand_revealed(duel):
    set_eye = dict(EYE_OF_TRUTH, face_up=False)
    assert verdict(duel({"eye": set_eye, "zwei": ZWEI, "pog": SPELL_IN_HAND}), "zwei").answer == "yes"


# "During their respective turns, each player must show their opponent their hand": the hand
# of the player whose turn it is is the one kept revealed (rule ce-restriction-respective-turns)
RESPECT_PLAY = own("Respect Play", "During their respective turns, each player must show their opponent their hand.",
                   "B", "spell_trap_zone", "spell", "Continuous Spell", face_up=True)


def test_a_hand_shown_during_their_respective_turns_is_the_turn_players(duel):
    from edison_kg.timing.rules.continuous import activation_verdict
    mine = duel({"rp": RESPECT_PLAY, "zwei": ZWEI, "pog": SPELL_IN_HAND})
    v = verdict(mine, "zwei")
    assert v.answer == "no" and {"ce-revealed-hand-cost", "ce-restriction-respective-turns"} <= set(v.rules)
    theirs = duel({"rp": RESPECT_PLAY, "zwei": ZWEI, "pog": SPELL_IN_HAND}, turn_player="B")
    assert activation_verdict(theirs, "zwei", theirs.infos["zwei"].effects[0]) is None   # A's hand is not shown now
