"""An effect's condition and its timing word (edison_kg/cardtext/condition.py): the word is the
one the text gives ("each time" reads like "when", "at the start of" like "during"); with no
word written the timing word is "none", with a note, never a default."""

from __future__ import annotations

import re

import pytest

from cardtext.pool import card, cards
from edison_kg import cardtext
from edison_kg.cardtext.condition import NO_TIMING_WORD
from edison_kg.timing import rules
from edison_kg.timing.rulesets import RULESETS

# the words that give a timing word, and the ones each timing word is read from
_GIVEN = {
    "when": r"\b(when|each time|every time|whenever|at the time)\b",
    "if": r"\b(if|after)\b",
    "during": r"\b(during|at the (start|end|beginning) of|at (your|the) (own )?end phase|before|after damage calculation|"
              r"once per (draw|standby|end|battle) phase|in (your|each) (standby|end|draw) phase|instead of conducting)\b",
}


def test_no_effect_gets_a_timing_word_its_text_does_not_give():
    """Across the pool a timing word other than "none" stands in the condition (or, for a
    timing inside the sentence, in the text); the exceptions are hand-curated readings with
    their ruling, and timing words another wording of the same card states."""
    wrong = []
    for record in cards().values():
        for effect in cardtext.read_card(record).effects:
            # a hand-curated reading, or one the card's 2010 wording gives (cardtext/wording.py)
            if effect.timing_word == "none" or effect.provenance in ("override", "other-wording"):
                continue
            words = effect.condition_text or ""
            if not re.search(_GIVEN[effect.timing_word], words, re.I) and not (
                    effect.timing_word == "during" and re.search(_GIVEN["during"], effect.text, re.I)):
                wrong.append((record["name"], effect.number, effect.timing_word, words))
    assert wrong == []


@pytest.mark.parametrize("name,number,kind", [
    ("Kelbek", 1, "trigger"),                      # "A monster that attacks this card returns to its owner's hand."
    ("Stumbling", 1, "trigger-like"),              # "Any monster that is Normal Summoned ... is changed to Defense Position."
    ("Summon Reactor・SK", 1, "trigger"),           # "The first time a monster(s) is Summoned to your opponent's field each turn:"
    ("Ghost Knight of Jackal", 1, "trigger"),      # "You can Special Summon an opponent's monster that is destroyed ... by this card"
])
def test_an_event_written_without_a_timing_word_reads_none_with_a_note(name, number, kind):
    effect = card(name)[number - 1]
    assert effect.kind == kind and effect.condition is not None
    assert effect.timing_word == "none" and NO_TIMING_WORD in effect.note


def test_an_optional_effect_without_a_timing_word_does_not_miss_the_timing_by_default():
    # Ghost Knight of Jackal's old wording names the event in a relative clause: an optional trigger
    # (a ruling: it activates when the monster is sent to the Graveyard, https://www.edisonformat.com/rulings)
    [knight] = card("Ghost Knight of Jackal")
    assert knight.optional and knight.condition.types == ["destroyed"] and knight.condition.cause == "battle"
    verdict = rules.never_misses(knight, RULESETS["edison"])
    assert verdict is not None and verdict.answer == "yes"
    # an optional "when" effect is the one that can miss the timing
    assert rules.never_misses(card("Peten the Dark Clown")[0], RULESETS["edison"]) is None


def test_the_follow_up_of_if_you_do_keeps_its_if():
    # Gorz's ② "If you do, activate this effect, based on the type of damage:"
    second = card("Gorz the Emissary of Darkness")[1]
    assert second.condition_text == "If you do, activate this effect" and second.timing_word == "if"


def test_a_while_condition_is_a_duration_not_an_event():
    # "As long as this card is equipped, ...", "While this card is equipped to a monster by this effect, ..."
    amplifier = [e for e in card("Amplifier") if (e.condition_text or "").startswith("As long as this card is equipped")]
    assert [(e.kind, e.condition) for e in amplifier] == [("continuous", None)]
    necrofear = card("Dark Necrofear")[1]
    assert necrofear.kind == "continuous" and necrofear.condition is None


def test_an_activate_only_condition_cut_at_a_comma_keeps_the_rest_of_its_sentence():
    from edison_kg.cardtext.condition import cut_at_a_comma, split_condition
    text = ("Activate only when a Defense Position monster you control, whose DEF is higher than its ATK, is destroyed "
            "by battle. Special Summon up to 2 monsters with the same name as that monster from your Deck.")
    cond, body = split_condition(text)
    # the whole sentence is the condition (its commas start no main clause), nothing is cut
    assert cond == ("Activate only when a Defense Position monster you control, whose DEF is higher than its ATK, "
                    "is destroyed by battle") and not cut_at_a_comma(text, cond, body)
    assert body.startswith("Special Summon up to 2 monsters")
    # a timing cut at its comma before the main clause is whole ("During each of your next 4 Standby Phases, ...")
    castle = "During each of your next 4 Standby Phases, each of those Zombie-Type monsters gains 200 more ATK and DEF."
    assert not cut_at_a_comma(castle, *split_condition(castle))
    assert [c.action for c in card("Castle of Dark Illusions")[1].clauses] == ["change_stats"]


def test_a_spell_or_trap_that_only_negates_an_activation_answers_that_activation():
    # Parry: "Return 1 "Gladiator Beast" card from your hand to the Deck, and negate the activation and effect of a
    # Trap Card, and destroy it." No condition is written: the activation it negates is the one it answers.
    parry = card("Parry")[0]
    assert parry.kind == "card-activation" and parry.condition is not None
    assert parry.condition.types == ["card_activated"] and parry.condition.activation_kind.classes == {"trap"}
    opponents = cardtext.analyze("Negate the activation of an opponent's Spell Card, and destroy it.",
                                 card_type="trap", subtypes=("counter",))[0]
    assert opponents.condition.player == "opponent" and opponents.condition.activation_kind.classes == {"spell"}
    # one the text qualifies further is read by the events table, not as any activation of the kind
    qualified = cardtext.analyze("Negate the activation and the effect of a Spell or Trap Card that includes the "
                                 "effect of destroying 1 Spell or Trap Card and destroy it.",
                                 card_type="trap", subtypes=("counter",))[0]
    assert qualified.condition_text is None or "that includes" in qualified.condition_text


def test_the_kind_of_card_that_acts_is_read():
    # "When a Level 2 or lower monster you control destroys ...": the destroyer's kind, not the destroyed one's
    pride = card("Pride of the Weak")[0]
    assert pride.condition.actor_kind.classes == {"monster"} and not pride.condition.actor_self
    lady = card("Fortune Lady Dark")[2]
    assert lady.condition.actor_kind.names == {"Fortune Lady"}
    assert card("Sangan")[0].condition.actor_kind.empty


def test_the_activation_of_a_named_card_is_read_as_that_card_s_activation():
    # rule cond-activation-of-a-named-card
    anti = next(e for e in card("Anti Raigeki") if e.condition is not None)
    assert {n.lower() for n in anti.condition.activation_kind.names} == {"raigeki"}
    wing = next(e for e in card("Gryphon Wing") if e.condition is not None)
    assert {n.lower() for n in wing.condition.activation_kind.names} == {"harpie's feather duster"}
