""""You must control ... to activate and to resolve this effect." and its later wording "(Activate & Resolve only if ...)":
what the activation needs, read into the need fields (edison_kg/cardtext/condition_tails.py must_control) and taken out
of what the effect does (cardtext/clauses.py)."""

from __future__ import annotations

from edison_kg import cardtext
from edison_kg.cardtext.condition_tails import must_control
from tests.cardtext.pool import cards


def _effect(name: str, index: int = 1):
    return cardtext.read_card(cards()[name]).effects[index - 1]


def test_the_state_is_said_as_the_need_readers_read_it():
    assert must_control("Target 1 monster; destroy that target. You must control 3 or more Winged Beast-Type monsters to "
                        "activate and to resolve this effect.") == "you control 3 or more Winged Beast-Type monsters"
    assert must_control("You must control a Beast-Type monster (other than this card) to activate and to resolve this "
                        "effect.") == "you control another Beast-Type monster"
    assert must_control("You must control a face-up \"Six Samurai\" monster with a different name to activate and to "
                        "resolve this effect.") == "you control another face-up \"Six Samurai\" monster"
    assert must_control("You must control this card in face-up Defense Position to activate and to resolve this "
                        "effect.") == "this face-up card"
    assert must_control("Special Summon this card. (Activate & Resolve only if you control no Spells/Traps.)") == \
        "you control no Spells/Traps"
    assert must_control("(Activate & Resolve only if face-up on the field)") == "this face-up card"
    # a state needed only as it resolves is not one its activation needs
    assert must_control("Negate 1 attack. You must control a face-up \"Elemental HERO\" monster to resolve this effect.") \
        is None


def test_needs_of_the_field_read_and_taken_out_of_the_clause():
    otter = _effect("Tree Otter")
    assert otter.needs_on_field == "you-control-another" and otter.needs_kind.monster_types == frozenset({"Beast"})
    assert otter.clauses[-1].text == "it gains 1000 ATK until the end of this turn"
    kamon = _effect("The Six Samurai - Kamon")
    assert kamon.needs_on_field == "you-control-another" and kamon.needs_kind.names == frozenset({"Six Samurai"})
    assert "must control" not in kamon.clauses[-1].text
    assert _effect("Quillbolt Hedgehog").needs_kind.subtypes == frozenset({"Tuner"})
    sea_hunter = _effect("Armed Sea Hunter")
    assert sea_hunter.needs_on_field == "you-control-another" and sea_hunter.needs_kind.attributes == frozenset({"WATER"})


def test_counts_and_held_states_read():
    mummy = _effect("Call of the Mummy")
    # (was in tests/cardtext/test_clauses.py: the sentence stayed with the clause before; now it is the need it says)
    assert mummy.needs_held == ("monsters you <= 0",)
    assert [c.action for c in mummy.clauses] == ["special_summon"]
    assert mummy.clauses[-1].text == "Special Summon 1 Zombie monster from your hand"
    assert _effect("Elemental HERO Bubbleman").needs_held == ("hand-field you <= 0",)
    assert _effect("Elemental HERO Bubbleman").clauses[-1].text == "draw 2 cards"
    frog = _effect("Treeborn Frog")
    assert frog.needs_on_field == "you-control-none" and frog.needs_kind.classes == frozenset({"spell", "trap"})
    assert frog.clauses[-1].text == "Special Summon this card"


def test_the_card_itself_face_up():
    horus = _effect("Horus the Black Flame Dragon LV8")
    assert horus.needs_face_up and horus.clauses[-1].text == "destroy it"
    judgment = _effect("Judgment Dragon", 2)
    assert judgment.needs_face_up and judgment.clauses[-1].text == "Send the top 4 cards of your Deck to the GY"


def test_resolve_only_wording_stays_in_the_text():
    barrier = _effect("Hero Barrier")
    assert barrier.needs_on_field is None and "to resolve this effect" in barrier.clauses[-1].text
