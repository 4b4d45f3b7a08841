"""Card effects that target a card in the Graveyard, negated by a face-up card's
continuous effect, cannot be activated (rule ce-graveyard-target-negated); a Graveyard a face-up
card frees from it is out of its reach for its controller only (rule ce-graveyard-unaffected-own).
On small cards that bring their own text."""

from __future__ import annotations

from edison_kg.cardtext.continuous import restrictions_of
from edison_kg.timing.rules.activation import can_activate_verdict
from edison_kg.vocab.model import AnalyzedEffect
from subset_duel import duel, own, subset_engine  # noqa: F401  (fixtures)

VALLEY = ("Quiet Vale", "All Zombie monsters gain 100 ATK. Negate any card effect that targets a card(s) in the GY.")
KEEPER = ("Vale Warden", "Your Graveyard is unaffected by \"Quiet Vale\".")
EITHER = ("Second Life", "Target 1 monster in either player's GY; Special Summon it.")
OWN = ("Own Revival", "Target 1 monster in your GY; Special Summon that target in Attack Position.")
BOTH = ("Twin Graves", "Each player targets 1 monster in their own GY; each player Special Summons the target from "
                       "their GY in face-down Defense Position.")
FIELD = ("Blast", "Target 1 card on the field; destroy that target.")


def test_the_reader_types_the_negation_and_the_freed_graveyard():
    (negation,) = restrictions_of(AnalyzedEffect(1, VALLEY[1].split(". ")[1], "continuous"))
    (freed,) = restrictions_of(AnalyzedEffect(1, KEEPER[1], "continuous"))
    assert (negation.kind, negation.zone, negation.players) == ("negate-graveyard-targets", "graveyard", "both")
    assert (freed.kind, freed.players, freed.cards.names) == ("graveyard-unaffected", "you", frozenset({"Quiet Vale"}))


def board(*spells, keeper=False, valley=True):
    cards = {"a_dead": own("Old Guard", "x.", "A", "graveyard", "monster", "Effect"),
             "b_dead": own("Old Foe", "x.", "B", "graveyard", "monster", "Effect"),
             "b_mon": own("Yak", "x.", "B", "monster_zone", "monster", "Effect", position="attack")}
    if valley:
        cards["valley"] = own(VALLEY[0], VALLEY[1], "B", "field_zone", "spell", "Field", face_up=True)
    if keeper:
        cards["keeper"] = own(KEEPER[0], KEEPER[1], "A", "monster_zone", "monster", "Effect", position="attack")
    for i, (name, text) in enumerate(spells):
        cards[f"s{i}"] = own(name, text, "A", "hand", "spell", "Normal Spell")
    return cards


def verdict(state, ref):
    return can_activate_verdict(state, ref, state.infos[ref].effects[0])


def test_a_graveyard_target_cannot_be_activated_while_such_effects_are_negated(duel):
    state = duel(board(EITHER, OWN), phase="main1")
    for ref in ("s0", "s1"):
        v = verdict(state, ref)
        assert (v.answer, v.reason) == ("no", "other") and "ce-graveyard-target-negated" in v.rules


def test_without_the_negation_or_targeting_the_field_it_can(duel):
    assert verdict(duel(board(EITHER, valley=False), phase="main1"), "s0").answer == "yes"
    assert verdict(duel(board(FIELD), phase="main1"), "s0").answer == "yes"


def test_a_freed_graveyard_frees_only_its_controller(duel):
    state = duel(board(EITHER, OWN, BOTH, keeper=True), phase="main1")
    assert verdict(state, "s0").answer == "yes"        # may target in its own Graveyard
    assert verdict(state, "s1").answer == "yes"
    both = verdict(state, "s2")                        # must target in the opponent's too
    assert both.answer == "no" and "ce-graveyard-unaffected-own" in both.rules
