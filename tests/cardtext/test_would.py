"""The card reader's facts for answering what an activation would do (edison_kg/cardtext/would.py)."""

from __future__ import annotations

from edison_kg.cardtext.would import clause_sureness, would_facts
from edison_kg.vocab.model import Clause


def test_how_many_whose_and_whether_settled():
    road = would_facts("when your opponent activates a card or effect that would destroy 2 or more cards you control")
    assert (road["would_whose"], road["would_count_min"], road["would_count_max"], road["would_certain"]) == (
        "you", 2, None, True)
    royal = would_facts("when a card or effect is activated that includes the effect of destroying 1 spell or trap card")
    assert (royal["would_count_min"], royal["would_count_max"]) == (1, 1)
    assert royal["would_kind"].classes
    could = would_facts("if a card/effect is activated that could special summon a monster(s) when it resolves")
    assert could["would_certain"] is False
    assert would_facts("when your opponent's monster declares an attack") == {}


def test_chance_only_if_moved_damage_and_the_player_named_by_deed():
    clauses = clause_sureness([
        Clause(1, "other", "toss a coin 3 times"),
        Clause(2, "destroy", "destroy that target if at least 2 of the results are heads", event="destroyed",
               subject="target"),
    ])
    assert [c.chance for c in clauses] == [True, True]
    moved = clause_sureness([Clause(1, "inflict_damage", "your opponent takes the battle damage instead",
                                    event="damage_inflicted")])[0]
    assert moved.moves_damage
    deed = clause_sureness([Clause(1, "inflict_damage", "the player who destroyed it takes 1000 points of damage",
                                   event="damage_inflicted")])[0]
    assert deed.player == "by-deed" and not deed.moves_damage
    penalty = clause_sureness([Clause(1, "destroy", "destroy it if it is not a Trap Card", event="destroyed",
                                      subject="it")])[0]
    assert penalty.only_if and not penalty.chance


def test_the_cards_a_destroying_clause_names():
    two = clause_sureness([Clause(1, "destroy", "destroy 2 Spell/Trap Cards your opponent controls",
                                  event="destroyed")])[0]
    assert two.count == 2 and two.whose == "opponent" and not two.cards.empty


def test_an_if_in_a_later_sentence_is_no_condition_of_the_clause():
    # the sentence after what the clause does is an effect of its own ("... is destroyed if ...")
    text = ("Special Summon 1 EARTH monster from your hand. The monster Special Summoned by this effect is "
            "destroyed if this card is removed from the field")
    assert not clause_sureness([Clause(index=1, action="special_summon", text=text)])[0].only_if
    assert clause_sureness([Clause(index=1, action="destroy", text="destroy it if it is face-down")])[0].only_if


def test_the_player_made_to_do_it_and_an_effect_of_only_that_deed():
    # "make them discard" (them: the activating opponent) / "make you discard"; "an effect of drawing"
    them = would_facts("when your opponent activates a spell/trap card or monster effect that could make them discard when it resolves")
    you = would_facts("when your opponent activates a spell card, trap card, or monster effect that could make you discard when it resolves")
    assert (them["would_whose"], you["would_whose"]) == ("opponent", "you")
    assert not them["would_certain"] and not them["would_only"]
    drawing = would_facts("activate only when an effect of drawing card(s) is activated")
    assert drawing["would_only"] and drawing["would_certain"]
    assert not would_facts("when a card or effect is activated that would destroy a card(s) on the field")["would_only"]


def test_the_kind_its_target_must_be():
    # "destroy it if it is a Trap Card" (Crimson Ninja's reveal), "destroy that target if it is a Spell"
    trap, spell = clause_sureness([Clause(index=1, action="destroy", text="destroy it if it is a Trap Card", subject="it"),
                                   Clause(index=2, action="destroy", text="destroy that target if it is a Spell.",
                                          subject="target")])
    assert trap.only_if and trap.only_if_kind.classes == {"trap"}
    assert spell.only_if and spell.only_if_kind.classes == {"spell"}


def test_an_answer_that_voids_what_it_draws_is_read_for_the_damage_step():
    from edison_kg.cardtext import analyze
    text = ("Activate only when an effect of drawing card(s) is activated. Both players see the cards drawn by the "
            "effect and discard them all to the Graveyard.")
    (effect,) = analyze(text, card_type="trap", subtypes=("Normal",))
    assert effect.damage_step and effect.condition.would_only


def test_a_card_activated_that_targets_counts_effects():
    from edison_kg.cardtext import analyze
    (rescue,) = analyze("When a card is activated that targets an \"Amazoness\" monster on the field: Return that targeted "
                        "monster to the hand, and if you do, Special Summon 1 other monster from your hand.",
                        card_type="trap", subtypes=("Normal",))
    assert set(rescue.condition.types) == {"card_activated", "effect_activated"}
    (spell,) = analyze("When your opponent activates a Spell Card that targets a monster: Negate the activation.",
                       card_type="trap", subtypes=("Counter",))
    assert "effect_activated" not in spell.condition.types
