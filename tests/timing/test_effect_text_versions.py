"""An `effect_text` quoting another text version of a card means the stored effect that version's
effect is, matched by kind and words: the versions may order the effects differently
(timing/cards.py stored_effect_number)."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.cards import effects_of_version, select_effect, stored_effect_number


def _card(name):
    engine = timing.default_engine()
    return engine.card(engine.card_iri(name, "$"))


def test_a_later_text_that_orders_the_effects_the_other_way_round_means_the_stored_effect_of_its_kind():
    # Destructotron's stored (printed) text gives its End Phase trigger first; its current text gives the
    # 1000 LP ignition effect first
    info = _card("Destructotron")
    current = effects_of_version(info, "current")
    assert [e.kind for e in current] == ["ignition", "trigger"]
    assert [stored_effect_number(info, e) for e in current] == [2, 1]
    chosen = select_effect(info, None, "target 1 Set Spell/Trap your opponent controls", "$.ask")
    assert (chosen.number, chosen.kind) == (2, "ignition")


def test_versions_in_the_same_order_keep_their_places():
    info = _card("Koa'ki Meiru Sea Panther")
    assert [stored_effect_number(info, e) for e in effects_of_version(info, "current")] == [1, 2]
