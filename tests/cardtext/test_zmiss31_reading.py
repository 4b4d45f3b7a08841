"""Qualifiers of trigger and activation conditions the reader dropped or misread. Real pool cards."""

from __future__ import annotations

from edison_kg.cardtext import read_card
from edison_kg.cardtext.cardkind import card_kind, names_of_no_card
from tests.cardtext.pool import card, cards


def condition(name: str):
    return next(e.condition for e in card(name) if e.condition is not None)


def test_an_attack_declared_targeting_a_monster_names_the_attack_target():
    # Mirror Gate: "When an opponent's monster declares an attack targeting a face-up "Elemental HERO" monster you control"
    gate = condition("Mirror Gate")
    assert (gate.attack_role, gate.player) == ("target", "you")
    assert gate.kind.names == frozenset({"Elemental HERO"}) and not gate.kind.card_names
    # Slip of Fortune: "your opponent's monster declares an attack targeting a monster": the target is yours
    slip = condition("Slip of Fortune")
    assert (slip.attack_role, slip.player) == ("target", "you")


def test_a_toon_monster_is_a_kind():
    kind = card_kind("a face-up Level 4 or lower Toon Monster you control")
    assert kind.subtypes == frozenset({"Toon"}) and kind.level_max == 4


def test_once_per_battle_phase_before_a_colon_is_the_battle_phase():
    warrior = next(e for e in card("Speed Warrior") if e.condition_text)
    assert warrior.activation_phases == ("battle",)
    assert warrior.needs_this_turn.types == ["normal_summon"] and warrior.needs_this_turn.self_card
    assert not warrior.condition_unread
    # Twin-Sword Marauder: "Once per Battle Phase, if this card attacks ..., it can make a second attack": no colon
    assert all(e.activation_phases == () for e in card("Twin-Sword Marauder"))


def test_flip_effect_monsters_this_card_destroys_by_battle():
    (restriction,) = [r for e in card("Harpie Lady 2") for r in e.restrictions]
    assert restriction.kind == "negate-destroyed-by-battle"
    assert restriction.destroyed_kind.subtypes == frozenset({"Flip"})


def test_a_named_card_that_counts_even_face_down():
    assert condition("Clay Charge").named_even_face_down
    assert not condition("Mirror Gate").named_even_face_down


def test_a_quoted_name_no_card_carries_is_an_archetype():
    pool = frozenset(name.casefold() for name in cards())
    # Divine Neos: '1 "Neos" ... monster': no card is named "Neos" alone
    reading = read_card(cards()["Elemental HERO Divine Neos"])
    names_of_no_card(reading, pool)
    kinds = [k for k in _all_kinds(reading) if "Neos" in k.names]
    assert kinds and all("Neos" not in k.card_names for k in kinds)
    # a name of one card stays one card's: Dark Scorpion Combination's "Don Zaloog"
    reading = read_card(cards()["Dark Scorpion Combination"])
    names_of_no_card(reading, pool)
    assert any("Don Zaloog" in k.card_names for k in _all_kinds(reading))
    # a Token's name is kept whole: Tokens are no cards of the pool
    reading = read_card(cards()["Stray Lambs"])
    names_of_no_card(reading, pool)
    assert any("Lamb Tokens" in k.card_names for k in _all_kinds(reading))


def _all_kinds(node, seen=None):
    from dataclasses import fields, is_dataclass
    from edison_kg.vocab.model import CardKind
    seen = set() if seen is None else seen
    if id(node) in seen:
        return
    seen.add(id(node))
    if isinstance(node, CardKind):
        yield node
    elif is_dataclass(node):
        for f in fields(node):
            yield from _all_kinds(getattr(node, f.name), seen)
    elif isinstance(node, (list, tuple)):
        for item in node:
            yield from _all_kinds(item, seen)


def test_a_negation_an_activated_effect_leaves_on_the_monster_it_names():
    # Diffusion Wave-Motion: "The effects of monsters destroyed by these attacks cannot activate and are negated."
    (restriction,) = [r for e in card("Diffusion Wave-Motion") for r in e.restrictions]
    assert (restriction.kind, restriction.granted_to, restriction.lasts) == \
        ("negate-destroyed-by-battle", "effect-target", "turn")
