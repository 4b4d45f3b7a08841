"""A resolution split into clauses joined by the five conjunctions, each with its action
(edison_kg/cardtext/clauses.py, tables/actions.toml). A clause after the first without a
conjunction is an alternative to the one before it ("X or Y", "otherwise", a bulleted option);
a part applied later is no clause of the resolution."""

from __future__ import annotations

import pytest

from cardtext.pool import card, cards, clause_actions
from edison_kg import cardtext
from edison_kg.model import CONJUNCTIONS


def test_drill_warrior_then_and_if_you_do():
    first, second, third = card("Drill Warrior")
    assert third.kind == "trigger" and not third.optional and third.timing_word == "during"
    assert [(c.action, c.conjunction) for c in third.clauses] == [("special_summon", None), ("add_to_hand", "then")]
    assert third.clauses[1].text == "add 1 monster from your GY to your hand"
    assert [(c.action, c.conjunction) for c in second.clauses] == [("discard", None), ("banish", "and if you do")]
    assert third.text_version == "psct" and third.provenance == "text-analysis"


def test_conjunctions_are_not_confused_with_shorter_ones():
    # "and if you do" is not "and"; "also, after that" is not "also"; "also" alone stays "also"
    assert card("Bottomless Trap Hole")[0].clauses[1].conjunction == "and if you do"
    assert card("Light and Darkness Dragon")[2].clauses[1].conjunction == "also, after that"
    assert card("Book of Life")[0].clauses[1].conjunction == "also"
    assert card("Quickdraw Synchron")[0].clauses[1].conjunction == "and"
    for effects in map(card, ("Drill Warrior", "Soul Taker", "Starlight Road")):
        for effect in effects:
            assert all(c.conjunction in CONJUNCTIONS for c in effect.clauses[1:])
            assert effect.clauses == [] or effect.clauses[0].conjunction is None


def test_fusion_summon_is_an_action_of_its_own():
    assert [(c.action, c.conjunction) for c in card("Overload Fusion")[0].clauses] == [
        ("banish", None), ("fusion_summon", "then")]
    assert [c.action for c in card("Instant Fusion")[0].clauses] == ["fusion_summon"]
    assert [c.action for c in card("Non-Fusion Area")[0].clauses] == ["other"]     # "Neither player can Fusion Summon"


# ---------------------------------------------------------------- parts, branches and choices (issue 11)

def test_a_resolution_goes_on_after_and_during_or_until():
    # Future Fusion: the Materials are sent on resolution; the Fusion Summon in the 2nd Standby Phase is
    # a delayed part the rulings apply without a Chain (https://www.edisonformat.com/rulings)
    assert clause_actions(card("Future Fusion")[0]) == ["look", "and send_to_gy"]
    # "..., and until the End Phase, this card's name becomes the sent monster's"
    assert clause_actions(card("Elemental HERO Prisma")[0]) == ["look", "and send_to_gy", "and other"]
    # "this card gains 500 ATK, and until the End Phase it also gains the banished monster's effects":
    # the "also" inside "it also gains" joins nothing, and nothing is banished by the resolution
    assert clause_actions(card("Elemental HERO Divine Neos")[0]) == ["change_stats", "and other"]
    # "it loses 500 ATK and during battle ... inflict the difference as Battle Damage" (piercing)
    assert clause_actions(card("Ebon Arrow")[0]) == ["change_stats", "and attack_modifier"]


@pytest.mark.parametrize("name,actions", [
    ("Archfiend's Oath", ["look", "and add_to_hand", "send_to_gy"]),     # "..., and if it is the declared card, add it ... Otherwise, send it ..."
    ("Conscription", ["look", "and special_summon", "add_to_hand"]),
    ("Sunlight Unicorn", ["look", "and add_to_hand", "return_to_deck"]),
    ("Destiny HERO - Diamond Dude", ["look", "and send_to_gy", "return_to_deck"]),
    ("Mind Crush", ["discard", "discard"]),                              # "..., otherwise you discard 1 random card"
    ("Magic Drain", ["discard", "negate_activation", "and if you do destroy"]),
])
def test_an_otherwise_branch_is_an_alternative(name, actions):
    effect = card(name)[0]
    assert clause_actions(effect) == actions
    assert [c.alternative for c in effect.clauses] == [False] * (len(actions) - 1 - (name == "Magic Drain")) + \
        [True] + [False] * (name == "Magic Drain")


@pytest.mark.parametrize("name,number,actions", [
    ("Volcanic Queen", 2, ["tribute", "inflict_damage"]),                # "Tribute 1 monster or take 1000 damage."
    ("Gladiator Beast Octavius", 2, ["return_to_deck", "discard"]),       # "Shuffle it into the Deck or discard 1 card."
    ("Pitch-Dark Dragon", 1, ["equip", "special_summon"]),                # "..., OR unequip ... and Special Summon this card"
    ("Second Goblin", 1, ["equip", "special_summon"]),
    ("Nova Summoner", 1, ["special_summon", "special_summon"]),           # "..., or, if "Sanctuary in the Sky" is on the field, ..."
    ("Reign-Beaux, Overlord of Dark World", 2, ["destroy", "destroy"]),   # "Destroy all monsters ... OR all Spell/Trap Cards ..."
])
def test_an_x_or_y_choice_is_two_alternatives(name, number, actions):
    effect = card(name)[number - 1]
    assert clause_actions(effect) == actions and effect.clauses[1].alternative


def test_a_restriction_and_a_compound_verb_are_no_choice():
    # "it cannot attack or change its battle position": one restriction, nothing is done
    assert clause_actions(card("Spellbinding Circle")[0]) == ["other"]
    assert clause_actions(card("Shadow Spell")[0]) == ["change_stats", "also other"]
    # "destroy this card unless you send ... or reveal ...": the two ways to keep it
    assert clause_actions(card("Koa'ki Meiru Doom")[0]) == ["destroy"]
    # "Neither player can Normal or Special Summon DARKs": one verb
    assert clause_actions(card("Consecrated Light")[0]) == ["other"]


# ---------------------------------------------------------------- actions from the right words (issue 11)

@pytest.mark.parametrize("name", ["Kuriboh", "Waboku", "Winged Kuriboh", "Arcana Force XIV - Temperance", "Hanewata"])
def test_taking_no_damage_is_no_damage_inflicted(name):
    effect = card(name)[0]
    assert "inflict_damage" not in [c.action for c in effect.clauses] and effect.clauses[-1].event is None


def test_a_destroyed_or_banished_card_named_is_no_destruction():
    # "this card gains 1 additional Attack for each destroyed card" (Trident Dragion's PSCT)
    assert clause_actions(card("Trident Dragion")[0]) == ["destroy", "and if you do attack_modifier"]
    for name in ("Slate Warrior", "Rigorous Reaver"):        # "The monster that destroyed it loses 500 ATK and DEF"
        assert [c.action for c in card(name)[1].clauses] == ["change_stats"]
    assert [c.action for c in card("Atomic Firefly")[0].clauses] == ["inflict_damage"]   # "the player who destroyed it takes ..."
    # "A monster that this card destroys as a result of battle is removed from play."
    assert [c.action for c in card("D.D. Crazy Beast")[0].clauses] == ["banish"]
    # "●Target 1 of your banished Zombie monsters; place that target on the top of your Deck."
    assert [c.action for c in card("Shutendoji")[0].clauses] == ["draw", "return_to_deck"]


@pytest.mark.parametrize("name,actions", [
    ("Reckless Greed", ["draw", "and other"]),               # "Draw 2 cards and skip your next 2 Draw Phases."
    ("Offerings to the Doomed", ["destroy", "also other"]),
    ("Time Seal", ["other"]),
])
def test_a_draw_phase_is_no_draw(name, actions):
    assert clause_actions(card(name)[0]) == actions


def test_a_skipped_draw_phase_of_a_trigger_is_no_draw():
    assert [c.action for c in card("Yata-Garasu")[1].clauses] == ["other"]
    assert [c.action for c in card("Fenrir")[0].clauses] == ["other"]


@pytest.mark.parametrize("name,number,actions", [
    ("Elemental HERO Gaia", 1, ["change_stats", "and change_stats"]),     # "its ATK is halved and this card gains ..."
    ("Kazejin", 1, ["change_stats"]),                                     # "make that target's ATK 0 during damage calculation only"
    ("Suijin", 1, ["change_stats"]),
    ("Sanga of the Thunder", 1, ["change_stats"]),
    ("Catnipped Kitty", 2, ["change_stats"]),                             # "make the DEF of 1 monster ... 0"
])
def test_halved_and_made_stats_are_stat_changes(name, number, actions):
    assert clause_actions(card(name)[number - 1]) == actions


def test_lp_written_without_a_space_is_read():
    [android] = card("Magical Android")                   # "During your End Phase: Gain 600LP For each Psychic you control."
    assert clause_actions(android) == ["gain_lp"] and android.clauses[0].event == "lp_gained"


def test_every_later_clause_is_joined_or_an_alternative():
    # the graph's shapes ask for it; a selection between two parts ("..., and select 1 card. Remove that
    # card from play ...") hands its conjunction on (Appointer of the Red Lotus)
    loose = [(name, e.number, c.index) for name, record in cards().items() for e in cardtext.read_card(record).effects
             for c in e.clauses[1:] if c.conjunction is None and not c.alternative]
    assert loose == []
    assert clause_actions(card("Appointer of the Red Lotus")[0]) == ["look", "and banish"]
