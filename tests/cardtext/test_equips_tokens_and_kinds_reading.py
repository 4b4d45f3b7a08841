"""What an activation needs of the duel, read once by the card reader: a change made to all
the cards of a kind (cardtext/field_picks.py), Tokens as a kind of card (cardkind.py), an amount counted from the
cards the part before destroyed (sentence_parts.py), a card always treated as an archetype's card
(names_carried.py), a target equipped to its own card (targets.py), an ATK bound on what an Equip Spell may be
equipped to (equip_kinds.py), a Union monster unequipped and Summoned (board.py), a card shown from the hand
(consequences.py). Real cards of the pool."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from edison_kg.cardtext.board import summoned_at_once
from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.equip_kinds import equip_only_to, equipped_with_only_one
from edison_kg.cardtext.field_picks import field_picks

from edison_kg import cardtext
from tests.cardtext.pool import card, cards


def test_a_change_made_to_all_the_cards_of_a_kind_on_a_side():
    # Pyramid Energy: "Increase the ATK of all face-up monsters on your side of the field by 200 points ..."
    energy = field_picks("change_stats", "Increase the ATK of all face-up monsters on your side of the field by 200 "
                         "points until the End Phase of the turn this card is activated", None)
    assert (energy["every"], energy["whose"], energy["position"]) == ("monster", "you", "face-up")
    # Curse of Aging: all monsters, of the opponent's side, either face
    curse = field_picks("change_stats", "Decrease the ATK and DEF of all monsters on your opponent's side of the field "
                        "by 500 points until the end of the turn this card is activated", None)
    assert (curse["every"], curse["whose"], curse["position"]) == ("monster", "opponent", None)
    # no place said: not read
    assert field_picks("change_stats", "Increase the ATK of all face-up monsters by 200 points", None) == {}


def test_tokens_are_a_kind_of_monster_and_may_be_left_out():
    tokens = card_kind("all Tokens on the field")
    assert (tokens.classes, tokens.subtypes) == ({"monster"}, {"Token"})
    # Man-Thro' Tro': "Tributing 1 Normal Monster (except a Token)": the Tokens are left out, not named
    normal = card_kind("1 Normal Monster (except a Token) on your side of the field")
    assert (normal.subtypes, normal.excluded_subtypes) == ({"Normal"}, {"Token"})


def test_an_amount_counted_from_the_cards_the_part_before_destroyed():
    # Reptilianne Hydra: "... destroy all face-up monsters with 0 ATK that your opponent controls, and draw 1 card for
    # each monster destroyed"
    hydra = [c for e in card("Reptilianne Hydra") for c in e.clauses]
    assert [c.counts_cards_destroyed_before for c in hydra if c.action == "draw"] == [True]
    # "for each monster destroyed by battle this turn" counts cards destroyed at another time
    [effect] = analyze("Gain 500 Life Points for each monster destroyed by battle this turn.", card_type="spell",
                       subtypes=("Normal",))
    assert not effect.clauses[0].counts_cards_destroyed_before


def test_a_card_always_treated_as_an_archetypes_card():
    # "(This card is always treated as an "Archfiend" card.)": a fact of the card, on Lesser Fiend (an Effect
    # Monster) as on Summoned Skull (a Normal Monster, no effect to carry it)
    for name in ("Lesser Fiend", "Summoned Skull"):
        assert cardtext.read_card(cards()[name]).archetypes_treated_as == ["Archfiend"]
    assert cardtext.read_card(cards()["Manga Ryu-Ran"]).archetypes_treated_as == ["Toon"]
    assert cardtext.read_card(cards()["Vorse Raider"]).archetypes_treated_as == []


def test_the_places_a_card_is_a_normal_monster_in():
    # "This card is treated as a Normal Monster while in your hand"; a Gemini's "face-up on the field or in the
    # Graveyard" gives the Graveyard (on the field its Gemini Summon decides)
    assert cardtext.read_card(cards()["Simorgh, Bird of Ancestry"]).normal_monster_in == ["hand"]
    assert cardtext.read_card(cards()["Phoenix Gearfried"]).normal_monster_in == ["graveyard"]
    assert cardtext.read_card(cards()["Vorse Raider"]).normal_monster_in == []


def test_a_target_equipped_to_its_own_card_is_another_card():
    # Super Vehicroid - Stealth Union: "target 1 non-Machine-Type monster on the field; equip that target to this card"
    stealth = [c for e in card("Super Vehicroid - Stealth Union") for c in e.target_clauses]
    assert stealth and all(c.subject == "other-than-self" for c in stealth)
    # Snatch Steal equips itself to its target: its target clause is not changed
    assert all(c.subject != "other-than-self" for e in card("Snatch Steal") for c in e.target_clauses)


def test_an_atk_bound_on_the_monster_an_equip_spell_may_be_equipped_to():
    # Buster Rancher, the one card of the pool with this wording
    assert equip_only_to(["Only a monster with an ATK of 1000 points or less can be equipped with this card."]) == \
        ["class=monster;atk-max=1000"]


def test_a_union_monster_unequipped_and_summoned_is_one_monster():
    assert summoned_at_once("Unequip this card and Special Summon it in face-up Attack Position") == (1, False)
    assert summoned_at_once("Unequip 1 of your equipped Union Monsters and Special Summon it to your side of the "
                            "field in face-up Attack Position") == (1, False)


def test_a_card_selected_in_the_hand_and_shown():
    [effect] = analyze("Select 1 monster in your hand and show it to your opponent, then roll a six-sided die.",
                       card_type="trap", subtypes=("Continuous",))
    shown = effect.clauses[0]
    assert (shown.action, shown.from_zone, shown.cards.classes) == ("look", "hand", {"monster"})


def test_a_monster_equipped_with_only_one_of_a_card():
    assert equipped_with_only_one(['This card can only be equipped with 1 "Flint".']) == ["Flint"]
    assert equipped_with_only_one(["(1 monster can only be equipped with 1 Union Monster at a time.)"]) == []


def test_an_equip_card_destroyed_because_its_monster_was_destroyed():
    # Flint: "If this card is destroyed because the equipped monster is destroyed": the rules' sending of it after its
    # monster, as Prevention Star's "the equipped monster is destroyed and this card is sent to the Graveyard"
    flint = card("Flint")[1].condition
    star = card("Prevention Star")[-1].condition
    for condition in (flint, star):
        assert (set(condition.types), condition.cause, condition.equipped_role) == \
            ({"destroyed", "sent_to_gy"}, "rule", "subject")
    # "When this card is destroyed" with no word of its monster: its own destruction, by anything
    [sangan] = card("Sangan")
    assert sangan.condition.cause is None
