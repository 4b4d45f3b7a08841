"""A resolution split into clauses joined by the five conjunctions, each with its action
(edison_kg/cardtext/clauses.py, tables/actions.toml). A clause after the first without a
conjunction is an alternative to the one before it ("X or Y", "otherwise", a bulleted option);
a part applied later is no clause of the resolution. A later sentence that does something when
the effect resolves is a clause of its own, joined by "next sentence"."""

from __future__ import annotations

import re

import pytest

from cardtext.pool import card, cards, clause_actions
from edison_kg import cardtext
from edison_kg.cardtext import scan
from edison_kg.cardtext.clauses import action_of
from edison_kg.vocab.schemes import CONJUNCTION_SEMANTICS, CONJUNCTIONS


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
    # a delayed part the rulings apply without a Chain (https://www.edisonformat.com/rulings): a part
    # applied later, which the resolution does not do
    assert clause_actions(card("Future Fusion")[0]) == ["look", "and send_to_gy", "and fusion_summon"]
    assert [c.later for c in card("Future Fusion")[0].clauses] == [False, False, True]
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


# ---------------------------------------------------------------- every sentence of a resolution

@pytest.mark.parametrize("name,number,actions", [
    # "Return 1 "Morphtronic" monster from your hand to the Deck. Destroy 1 card on the field, and draw 1 card."
    # (the ruling: the Deck is shuffled before the destruction and the draw, https://www.edisonformat.com/rulings)
    ("Morphtronic Accelerator", 1, ["return_to_deck", "next sentence destroy", "and draw"]),
    ("Gryphon's Feather Duster", 1, ["destroy", "next sentence gain_lp"]),
    # "... If you Special Summon a monster from the Graveyard with this effect, destroy this card." (the ruling: the
    # destruction is applied after the Special Summon)
    ("Summon Cloud", 1, ["special_summon", "next sentence destroy"]),
    ("Painful Choice", 1, ["look", "next sentence add_to_hand", "and discard"]),
    ("Soul of Fire", 1, ["draw", "next sentence banish", "next sentence inflict_damage"]),   # a selection is no part
    ("Morphing Jar #2", 1, ["return_to_deck", "then look", "next sentence special_summon", "also send_to_gy"]),  # PSCT
    ("Abyssal Designator", 1, ["other", "next sentence send_to_gy"]),   # "Declare a Type ... Your opponent must send ..."
])
def test_a_later_sentence_that_does_something_is_a_clause_of_its_own(name, number, actions):
    effect = card(name)[number - 1]
    assert clause_actions(effect) == actions
    assert all(c.event is not None for c in effect.clauses if c.conjunction == "next sentence")


def test_next_sentence_is_done_after_the_sentence_before_it_and_needs_neither():
    assert "next sentence" in CONJUNCTIONS
    assert CONJUNCTION_SEMANTICS["next sentence"] == (False, False, True)
    destroy = card("Morphtronic Accelerator")[0].clauses[1]
    assert destroy.text == "Destroy 1 card on the field" and destroy.event == "destroyed"


@pytest.mark.parametrize("name,number,actions,kept", [
    ("Archfiend's Roar", 1, ["special_summon"], "It cannot be Tributed."),                 # a restriction
    # (round 135) the Tokens' own sentences ("These tokens cannot be Tributed") are left out of the card's clause:
    # tests/cardtext/test_token_sentences135_reading.py
    ("Synchro Change", 1, ["special_summon"], "Its effect(s) is negated"),                  # a state, no negation
    ("Accumulated Fortune", 1, ["draw"], "You cannot activate this card if"),
    ("Celestial Transformation", 1, ["special_summon"], "That monster's ATK is halved"),    # how the monster is left
    ("Jinzo - Returner", 2, ["special_summon"], "Destroy it during your End Phase"),        # applied later
    ("Avalanching Aussa", 1, ["special_summon"], "is destroyed if"),                        # on a later event
    ("Cloning", 1, ["special_summon"], "When that target is destroyed"),
    ("Counter Gem", 1, ["other"], "During the End Phase, destroy all"),
    ("Last Turn", 1, ["special_summon"], "Any other case results in a DRAW"),               # no draw: a drawn Duel
])
def test_a_sentence_that_does_nothing_when_the_effect_resolves_stays_with_the_clause_before(name, number, actions, kept):
    effect = card(name)[number - 1]
    assert clause_actions(effect) == actions
    assert kept in effect.clauses[-1].text


def test_a_trap_that_equips_itself_has_what_it_does_while_equipped_as_an_effect_of_its_own():
    # At One With the Sword: its draw for a monster destroyed by battle is a trigger effect of the
    # Equip Card, not part of the activation (rule eq-equip-trap-effects-its-own)
    activation, draw = card("At One With the Sword")
    assert clause_actions(activation) == ["equip"]
    assert draw.condition.types == ["destroyed"] and "draw 1 card" in draw.clauses[-1].text


def test_a_sentence_that_causes_no_event_gives_its_action_to_a_part_that_names_none():
    # "Roll a six-sided die. All monsters you currently control gain ATK and DEF equal to the result x 100, ..."
    [dice] = card("Graceful Dice")
    assert clause_actions(dice) == ["change_stats"] and dice.clauses[0].event is None
    # "... During the End Phase, destroy all face-up "Crystal Beast" cards you control": no event it does not cause
    assert card("Counter Gem")[0].clauses[0].event is None


@pytest.mark.parametrize("name,actions", [
    ("Abare Ushioni", ["other", "next sentence inflict_damage", "inflict_damage"]),   # "If you call it right, ... If ... wrong, ..."
    ("Blind Destruction", ["other", "next sentence destroy", "destroy"]),             # "If the result is 1-5, ... If it is 6, ..."
    ("Chain Detonation", ["inflict_damage", "next sentence return_to_deck", "and shuffle", "return_to_hand"]),
    ("Crop Circles", ["special_summon", "inflict_damage"]),                        # "If you fail to find a monster ..."
    ("A Cat of Ill Omen", ["return_to_deck", "add_to_hand"]),                      # "... you can add ... instead"
])
def test_if_sentences_are_branches_of_one_choice(name, actions):
    effect = card(name)[0]
    assert clause_actions(effect) == actions
    assert effect.clauses[-1].alternative and not any(c.alternative for c in effect.clauses[:-1])


def test_if_sentences_that_do_no_event_stay_with_the_part_before():
    # "Toss a coin and call it. If you call it right, double this card's ATK ... If you call it wrong, halve its ATK ..."
    assert clause_actions(card("Goddess of Whim")[0]) == ["change_stats"]
    # "... If you call it right, draw until your hand has 5 cards. If you call it wrong, skip your next turn.": the
    # other branch stays a branch though it causes no event
    gamble = card("Gamble")[0]
    assert clause_actions(gamble) == ["other", "next sentence draw", "other"] and gamble.clauses[-1].alternative


def test_the_words_of_a_sentence_say_how_it_joins():
    # "At that time, flip this card into face-up Defense Position": the same moment
    assert clause_actions(card("Mid Shield Gardna")[1]) == ["negate_activation", "also change_position"]
    # "Both you and your opponent then Special Summon ..."
    assert clause_actions(card("Major Riot")[0]) == ["return_to_hand", "then special_summon"]   # round 139: "to your respective hands"


@pytest.mark.parametrize("name,action,start", [
    ("Froggy Forcefield", "destroy", "Destroy all Attack Position monsters"),
    ("Broken Blocker", "special_summon", "Special Summon up to 2 monsters"),
    ("Huge Revolution", "send_to_gy", "Send all cards in your opponent's hand"),
])
def test_the_rest_of_an_activation_condition_does_nothing_of_its_own(name, action, start):
    # an "Activate only ..." sentence whose commas start no main clause is the condition whole,
    # so the first clause is the card's first action, not the rest of that sentence
    [first, *_] = card(name)[0].clauses
    assert first.action == action and first.text.startswith(start)


def test_no_clause_holds_two_sentences_that_each_do_something_when_it_resolves():
    # the pool-wide promise: a later sentence that starts with an action and is not applied later (a phase, a
    # later event, a replacement) is a clause of its own
    acts = re.compile(r"^(destroy|special summon|draw|banish|send|add|discard|inflict|return|remove|negate|gain|"
                      r"take control|shuffle|equip|tribute)\b", re.I)
    later = re.compile(r"\b(during|at the (start|end) of|in|by the end of)\b[^.]*\bphases?\b|\bafter damage calculation\b|"
                       r"\bend of (each|the) damage step\b|\bwhen\b|\binstead\b|\bif\b|\bwould\b", re.I)
    two = [(name, e.number, c.index) for name, record in cards().items() for e in cardtext.read_card(record).effects
           for c in e.clauses if len([s for s in scan.sentences(c.text) if acts.match(s) and not later.search(s)]) > 1]
    assert two == []


def test_words_in_quotation_marks_are_not_the_clauses_action():
    # a new effect given in quotation marks is not what the clause itself does; a card's name in
    # quotation marks does not hide the action around it
    assert action_of('the effect of that Normal Spell Card becomes "Your opponent discards 1 random card"') == "other"
    assert action_of('add any "T.A.D.P.O.L.E."(s) from your Deck to your hand') == "add_to_hand"
    assert action_of('add 1 "Destroy Mirror" from your Deck to your hand') == "add_to_hand"


def test_a_player_who_then_selects_from_their_hand_and_discards_it_discards():
    # "Negate the Effect Damage you receive and your opponent then selects 1 card from his/her hand and discards
    # it": two parts joined by "and", the second the opponent's discard of a card of their own hand
    negate, discard = card("Trap of Board Eraser")[0].clauses
    assert (negate.action, negate.text) == ("negate_effect", "Negate the Effect Damage you receive")
    assert (discard.action, discard.conjunction, discard.player, discard.subject, discard.from_zone) == \
        ("discard", "and", "opponent", None, "hand")
    # "Select 1 card from their hand and discard it": the player picks from the other's hand, the card it picked
    assert card("Smoke Grenade of the Thief")[-1].clauses[-1].subject == "it"
    # "Both you and your opponent then Special Summon ...": one subject of one part, not a part of its own
    assert not any(c.text.lower().startswith("your opponent then") for e in card("Major Riot") for c in e.clauses)


def test_a_second_damage_without_a_verb_is_a_clause_of_its_own():
    # "... and 500 points of damage to your Life Points": the same doing, to another player, at the same moment
    first, second = card("Tremendous Fire")[0].clauses
    assert (first.lp_amount, first.player) == (1000, "opponent")
    assert (second.action, second.conjunction, second.lp_amount) == ("inflict_damage", "and", 500)
    assert len(card("Hinotama")[0].clauses) == 1
