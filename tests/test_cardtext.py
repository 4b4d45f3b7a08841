"""The card-text analyzer on real cards: every card the seed documents use as an example,
and more cards of every kind (trigger, trigger-like, quick, quick-like, ignition,
ignition-like, continuous, flip, Spell/Trap Card activation). Texts are the pool's own
(the Edison-accurate PSCT where edisonrul.ing has one, else the printed text), read from
the compact copy in tests/fixtures/card_texts.jsonl.gz."""

from __future__ import annotations

import gzip
import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

from edison_kg import cardtext
from edison_kg.model import CONJUNCTIONS, EFFECT_KINDS, TIMING_WORDS, EventPattern

FIXTURES = Path(__file__).resolve().parent / "fixtures"
ONTOLOGY = Path(__file__).resolve().parent.parent / "ontology"
# the closed value lists: concepts.ttl and the terms added for the analyzer
VOCABULARY = [ONTOLOGY / "concepts.ttl", ONTOLOGY / "cardtext-vocab.ttl"]


@lru_cache(maxsize=1)
def cards() -> dict[str, dict]:
    with gzip.open(FIXTURES / "card_texts.jsonl.gz", "rt", encoding="utf-8") as handle:
        return {card["name"]: card for card in map(json.loads, handle)}


def card(name: str) -> list:
    return cardtext.read_card(cards()[name]).effects


def event_of(effect):
    """The event a condition names, without the facts derived from it (checked apart)."""
    c = effect.condition
    return None if c is None else EventPattern(types=c.types, self_card=c.self_card, card=c.card, player=c.player,
                                               from_zone=c.from_zone, to_zone=c.to_zone, cause=c.cause)


opt, mand = True, False


def E(kind, optional=None, *, timing="none", speed=None, events=(), clauses=(), cost=(), targets=False):
    """The facts a test pins down for one effect."""
    return {"kind": kind, "optional": optional, "timing": timing, "speed": speed, "events": tuple(events),
            "clauses": tuple(clauses), "cost": tuple(cost), "targets": targets}


def facts(effect) -> dict:
    activated = effect.kind not in ("continuous", "unanalyzed")
    return {
        "kind": effect.kind,
        "optional": effect.optional if activated else None,
        "timing": effect.timing_word,
        "speed": effect.spell_speed,
        "events": tuple(effect.condition.types) if effect.condition else (),
        "clauses": tuple((f"{c.conjunction} " if c.conjunction else "") + c.action for c in effect.clauses)
        if activated else (),
        "cost": tuple(c.action for c in effect.cost_clauses),
        "targets": effect.targets,
    }


EXPECTED = [
    ('Drill Warrior', [E('ignition', opt, speed=1, clauses=('change_stats', 'and if you do attack_modifier')),
        E('ignition', opt, speed=1, clauses=('discard', 'and if you do banish')),
        E('trigger', mand, timing='during', speed=1, events=('phase_entered',), clauses=('special_summon', 'then add_to_hand'))]),
    ('Bottomless Trap Hole', [E('card-activation', opt, timing='when', speed=2, events=('normal_summon', 'flip_summon', 'special_summon'), clauses=('destroy', 'and if you do banish'))]),
    ('Sangan', [E('trigger', mand, timing='if', speed=1, events=('sent_to_gy',), clauses=('add_to_hand',))]),
    ('Reinforcement of the Army', [E('card-activation', opt, speed=1, clauses=('add_to_hand',))]),
    ('Call of the Haunted', [E('card-activation', opt, speed=2, clauses=('special_summon',), targets=True),
        E('continuous'),
        E('continuous')]),
    ('Substitoad', [E('ignition', opt, speed=1, clauses=('special_summon',), cost=('tribute',)),
        E('continuous')]),
    ('Dupe Frog', [E('continuous'),
        E('continuous'),
        E('trigger', opt, timing='when', speed=1, events=('sent_to_gy',), clauses=('add_to_hand',))]),
    ('Quickdraw Synchron', [E('ignition', opt, speed=1, clauses=('send_to_gy', 'and special_summon'))]),
    ('Peten the Dark Clown', [E('trigger', opt, timing='when', speed=1, events=('sent_to_gy',), clauses=('special_summon',), cost=('banish',))]),
    ('Torrential Tribute', [E('card-activation', opt, timing='when', speed=2, events=('normal_summon', 'flip_summon', 'special_summon'), clauses=('destroy',))]),
    ('Book of Life', [E('card-activation', opt, speed=1, clauses=('special_summon', 'also banish'), targets=True)]),
    ('The Kick Man', [E('trigger', opt, timing='when', speed=1, events=('special_summon',), clauses=('equip',))]),
    ('Cyber Ouroboros', [E('trigger', opt, timing='when', speed=1, events=('banished',), clauses=('draw',), cost=('send_to_gy',))]),
    ('Jinzo - Returner', [E('continuous'),
        E('trigger', opt, timing='when', speed=1, events=('sent_to_gy',), clauses=('special_summon',))]),
    ('Amazoness Village', [E('continuous'),
        E('trigger-like', opt, timing='when', speed=1, events=('destroyed',), clauses=('special_summon',))]),
    ('Soul Taker', [E('card-activation', opt, speed=1, clauses=('destroy', 'then gain_lp'), targets=True)]),
    ('Dark Hole', [E('card-activation', opt, speed=1, clauses=('destroy',))]),
    ('Mystical Space Typhoon', [E('card-activation', opt, speed=2, clauses=('destroy',), targets=True)]),
    ('Cannon Soldier', [E('ignition', opt, speed=1, clauses=('inflict_damage',), cost=('tribute',))]),
    ('Effect Veiler', [E('quick', opt, speed=2, clauses=('negate_effect',), cost=('send_to_gy',), targets=True)]),
    ('Chaos Sorcerer', [E('ignition', opt, speed=1, clauses=('banish',), targets=True)]),
    ('Light and Darkness Dragon', [E('continuous'),
        E('quick', mand, timing='if', speed=2, events=('card_activated', 'effect_activated'), clauses=('change_stats', 'and negate_activation')),
        E('trigger', mand, timing='if', speed=1, events=('destroyed',), clauses=('destroy', 'also, after that special_summon'), targets=True)]),
    ('Starlight Road', [E('card-activation', opt, timing='if', speed=2, events=('card_activated', 'effect_activated'), clauses=('negate_effect', 'and if you do destroy', 'then special_summon'))]),
    ('Stardust Dragon', [E('quick', opt, timing='when', speed=2, events=('card_activated', 'effect_activated'), clauses=('negate_activation', 'and if you do destroy'), cost=('tribute',)),
        E('trigger', opt, timing='during', speed=1, events=('phase_entered',), clauses=('special_summon',))]),
    ('Mirror Force', [E('card-activation', opt, timing='when', speed=2, events=('attack_declared',), clauses=('destroy',))]),
    ('Total Defense Shogun', [E('trigger', mand, timing='when', speed=1, events=('normal_summon', 'flip_summon'), clauses=('change_position',)),
        E('continuous'),
        E('continuous')]),
    ('Dimensional Prison', [E('card-activation', opt, timing='if', speed=2, events=('attack_declared',), clauses=('banish',), targets=True)]),
    ('Solemn Judgment', [E('card-activation', opt, timing='if', speed=3, events=('summon_attempted', 'card_activated'), clauses=('negate_summon', 'and if you do destroy'), cost=('pay_lp',))]),
    ('Magic Jammer', [E('card-activation', opt, timing='when', speed=3, events=('card_activated',), clauses=('negate_activation', 'and if you do destroy'), cost=('discard',))]),
    ('Scapegoat', [E('card-activation', opt, speed=2, clauses=('special_summon',))]),
    ('Skill Drain', [E('card-activation', opt, speed=2, cost=('pay_lp',)),
        E('continuous')]),
    ('Swords of Revealing Light', [E('card-activation', opt, speed=1, clauses=('change_position',)),
        E('continuous')]),
    # the Standby Phase payment is a maintenance cost, never activated (ruling:
    # https://edisonformat.net/card?name=Messenger%20of%20Peace)
    ('Messenger of Peace', [E('continuous'),
        E('continuous')]),
    ('Axe of Despair', [E('continuous'),
        E('trigger-like', opt, timing='when', speed=1, events=('sent_to_gy',), clauses=('return_to_deck',), cost=('tribute',))]),
    ('Des Koala', [E('flip', mand, speed=1, events=('flipped_face_up',), clauses=('inflict_damage',))]),
    ('Ryko, Lightsworn Hunter', [E('flip', opt, speed=1, events=('flipped_face_up',), clauses=('destroy', 'then send_to_gy'), targets=True)]),
    ('Cyber Dragon', []),
    ('Blue-Eyes White Dragon', []),
    ('Breaker the Magical Warrior', [E('trigger', mand, timing='if', speed=1, events=('normal_summon',), clauses=('place_counter',)),
        E('continuous'),
        E('ignition', opt, speed=1, clauses=('destroy',), cost=('place_counter',), targets=True)]),
    ('Dandylion', [E('trigger', mand, timing='if', speed=1, events=('sent_to_gy',), clauses=('special_summon',))]),
    ('Krebons', [E('trigger', opt, timing='if', speed=1, events=('attack_declared',), clauses=('negate_attack',), cost=('pay_lp',))]),
    ('Yamata Dragon', [E('trigger', mand, timing='during', speed=1, events=('phase_entered',), clauses=('return_to_hand',)),
        E('trigger', mand, timing='if', speed=1, events=('damage_inflicted',), clauses=('draw',))]),
    ('Morphing Jar', [E('flip', mand, speed=1, events=('flipped_face_up',), clauses=('discard', 'then draw'))]),
    ('Royal Decree', [E('continuous')]),
    ('Premature Burial', [E('card-activation', opt, speed=1, clauses=('special_summon', 'and equip'), cost=('pay_lp',), targets=True),
        E('continuous')]),
    ('Magic Cylinder', [E('card-activation', opt, timing='if', speed=2, events=('attack_declared',), clauses=('negate_attack', 'and if you do inflict_damage'), targets=True)]),
    ('Plaguespreader Zombie', [E('ignition', opt, speed=1, clauses=('special_summon',), cost=('return_to_deck',))]),
    ('Elemental HERO Stratos', [E('trigger', opt, timing='when', speed=1, events=('normal_summon', 'special_summon'), clauses=('destroy', 'add_to_hand'))]),
    ('Treeborn Frog', [E('trigger', opt, timing='during', speed=1, events=('phase_entered',), clauses=('special_summon',))]),
    ('Valhalla, Hall of the Fallen', [E('ignition-like', opt, speed=1, clauses=('special_summon',))]),
    ('Machine King - 3000 B.C.', [E('card-activation', opt, speed=2, clauses=('special_summon',)),
        E('quick-like', opt, speed=2, clauses=('change_stats',), cost=('tribute',))]),
    ('Forgotten Temple of the Deep', [E('continuous'),
        E('quick-like', opt, speed=2, clauses=('banish',), targets=True),
        E('trigger-like', mand, timing='during', speed=1, events=('phase_entered',), clauses=('special_summon',))]),
    ('Wave-Motion Cannon', [E('ignition-like', opt, speed=1, clauses=('inflict_damage',), cost=('send_to_gy',))]),
    ('Gateway of the Six', [E('continuous'),
        E('ignition-like', opt, speed=1, clauses=('change_stats',), targets=True),
        E('ignition-like', opt, speed=1, clauses=('add_to_hand',)),
        E('ignition-like', opt, speed=1, clauses=('special_summon',), targets=True)]),
]


@pytest.mark.parametrize("name,expected", EXPECTED, ids=[name for name, _ in EXPECTED])
def test_card_structure(name, expected):
    effects = card(name)
    assert [facts(e) for e in effects] == expected
    assert [e.number for e in effects] == list(range(1, len(effects) + 1))


def test_seed_cards_and_every_kind_are_covered():
    assert len(EXPECTED) >= 40
    kinds = {e["kind"] for _, effects in EXPECTED for e in effects}
    assert kinds >= set(EFFECT_KINDS) - {"unanalyzed"}


# ---------------------------------------------------------------- the seed documents' readings

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


def test_costs_before_the_semicolon_and_in_old_wording():
    toad = card("Substitoad")[0]
    assert toad.cost_text == "tribute 1 monster" and [c.action for c in toad.cost_clauses] == ["tribute"]
    ouroboros = card("Cyber Ouroboros")[0]          # "... send 1 card from your hand to the Graveyard to draw 1 card"
    assert ouroboros.cost_text == "send 1 card from your hand to the Graveyard"
    assert [c.action for c in ouroboros.clauses] == ["draw"]
    veiler = card("Effect Veiler")[0]               # a cost, then a target, before the semicolon
    assert veiler.cost_text == "send this card from your hand to the GY" and veiler.targets


def test_event_patterns_name_the_card_and_zones():
    sangan = card("Sangan")[0].condition
    assert sangan.self_card and sangan.from_zone == "field" and sangan.to_zone == "graveyard"
    bottomless = card("Bottomless Trap Hole")[0].condition
    assert bottomless.player == "opponent" and not bottomless.self_card
    assert bottomless.card == "a Monster(s) with 1500+ ATK"
    village = card("Amazoness Village")[1].condition     # "destroyed by battle or card effect and sent to the GY"
    assert village.types == ["destroyed"] and village.to_zone == "graveyard" and village.cause is None
    assert card("Amazoness Village")[1].once_per_turn


def test_summoning_conditions_are_not_effects():
    assert card("Cyber Dragon") == []                     # a Summoning procedure only
    assert len(card("Chaos Sorcerer")) == 1
    assert card("Light and Darkness Dragon")[0].text == "While face-up on the field, this card is also DARK."
    assert card("Blue-Eyes White Dragon") == []           # Normal Monster flavour text


def test_usage_limits_and_damage_step():
    assert card("Chaos Sorcerer")[0].once_per_turn
    assert card("Drill Warrior")[0].once_per_turn and card("Drill Warrior")[1].once_per_turn
    assert not card("Sangan")[0].once_per_turn             # the Edison text has no limit (a later errata does)
    honest = cardtext.analyze(
        "During the Damage Step, when a LIGHT monster you control battles (Quick Effect): You can send this card "
        "from your hand to the GY; that monster gains ATK equal to the ATK of the opponent's monster it is "
        "battling, until the end of this turn.", card_type="monster")[0]
    assert honest.kind == "quick" and honest.damage_step
    sangan_now = cardtext.analyze(cards()["Sangan"]["text"], card_type="monster")[0]   # the 2020 text: with errata
    assert sangan_now.usage_limit == "used" and sangan_now.once_per_turn


def test_negating_a_summon():
    solemn = card("Solemn Judgment")[0]
    assert solemn.negates_summon and "summon_attempted" in solemn.condition.types
    assert not card("Bottomless Trap Hole")[0].negates_summon


# ---------------------------------------------------------------- identification rules for Spell/Trap effects

def test_spell_speeds_of_card_activations():
    speeds = {name: card(name)[0].spell_speed for name in (
        "Dark Hole", "Mystical Space Typhoon", "Mirror Force", "Magic Jammer", "Call of the Haunted", "Premature Burial")}
    assert speeds == {"Dark Hole": 1, "Mystical Space Typhoon": 2, "Mirror Force": 2, "Magic Jammer": 3,
                      "Call of the Haunted": 2, "Premature Burial": 1}
    assert all(card(name)[0].optional for name in speeds)


def test_once_per_turn_you_can_on_spells_and_traps():
    assert card("Valhalla, Hall of the Fallen")[0].kind == "ignition-like"       # Continuous Spell
    assert card("Forgotten Temple of the Deep")[1].kind == "quick-like"          # Continuous Trap
    assert card("Wave-Motion Cannon")[0].kind == "ignition-like"                 # "During your Main Phase: You can"
    assert card("Machine King - 3000 B.C.")[1].kind == "quick-like"              # the same wording on a Trap


def test_card_activation_wordings_are_not_trigger_like():
    swords = card("Swords of Revealing Light")[0]              # "If this card is activated: ..."
    assert swords.kind == "card-activation" and swords.condition is None
    resolves = cardtext.analyze("When this card resolves: Draw 1 card.", card_type="spell", subtypes=("Continuous",))
    assert resolves[0].kind == "card-activation"


def test_either_players_turn_is_quick_like():
    effect = cardtext.analyze("During either player's turn: You can send this card to the GY; draw 1 card.",
                              card_type="trap", subtypes=("Continuous",))[0]
    assert effect.kind == "quick-like" and effect.spell_speed == 2


def test_colon_after_an_event_on_a_trap_is_trigger_like_and_without_colon_continuous():
    haunted = card("Call of the Haunted")        # "When this card leaves the field, destroy that target."
    assert [e.kind for e in haunted] == ["card-activation", "continuous", "continuous"]
    temple = card("Forgotten Temple of the Deep")[2]
    assert temple.kind == "trigger-like" and not temple.optional


# ---------------------------------------------------------------- the API around the analysis

def test_analyze_card_prefers_the_edison_psct():
    record = dict(cards()["Sangan"])
    assert card("Sangan")[0].text_version == "psct"
    edison = cardtext.read_card({k: v for k, v in record.items() if k != "psct_text"}).effects
    # without the PSCT: the sources show an errata, so the 2010 wording is read
    assert edison[0].text_version == "historical" and not edison[0].once_per_turn
    older = cardtext.read_card({k: v for k, v in record.items() if k not in ("psct_text", "historical_text")}).effects
    assert older[0].text_version == "pre-errata" and not older[0].once_per_turn
    today = cardtext.read_card({k: v for k, v in record.items()
                                if k not in ("psct_text", "historical_text", "pre_errata_texts")}).effects
    assert today[0].text_version == "printed" and today[0].once_per_turn


def test_overrides_are_data_with_a_reason():
    button = card("Kozaky's Self-Destruct Button")[0]
    assert button.kind == "trigger-like" and button.provenance == "override" and "Set card" in button.note
    data = json.loads(cardtext.OVERRIDES_FILE.read_text(encoding="utf-8"))
    assert 0 < len(data["overrides"]) <= 20
    assert all(entry["why"] and entry["set"] for entry in data["overrides"])
    untouched = cardtext.apply_overrides("53129443", card("Dark Hole"))
    assert untouched[0].provenance == "text-analysis"


def test_effect_to_dict_and_render():
    effects = card("Drill Warrior")
    data = [cardtext.effect_to_dict(e) for e in effects]
    assert json.loads(json.dumps(data))[2]["clauses"][1] == {
        "index": 2, "action": "add_to_hand", "text": "add 1 monster from your GY to your hand", "conjunction": "then",
        "event": "added_to_hand"}
    text = cardtext.render_effects(effects)
    assert "effect 3: trigger (mandatory, 'during', Spell Speed 1)" in text and "then add_to_hand" in text
    assert cardtext.render_effects([]).startswith("no effects")


@pytest.mark.parametrize("text", ["", "   ", "???", ";;;", "Target; ; :", "①②③", "● ● ●", "(((", "\"unclosed",
                                  "When ... : ; You can", "x" * 5000])
def test_bad_text_never_crashes(text):
    for card_type in ("monster", "spell", "trap"):
        effects = cardtext.analyze(text, card_type=card_type)
        assert all(e.kind in EFFECT_KINDS for e in effects)


def test_unreadable_activation_is_marked_unanalyzed_with_a_reason():
    [effect] = cardtext.analyze("Bananas are yellow; the moon is not.", card_type="monster")
    assert effect.kind == "unanalyzed" and "semicolon" in effect.note


def _notations(scheme: str) -> set[str]:
    text = "\n".join(path.read_text(encoding="utf-8") for path in VOCABULARY)
    return set(re.findall(r'skos:inScheme ek:' + scheme + r' ; skos:notation "([^"]+)"', text))


def test_the_whole_pool_uses_only_the_vocabulary():
    actions, events = _notations("Actions"), _notations("EventTypes")
    zones, causes, players = _notations("Zones"), _notations("Causes"), _notations("Players")
    assert actions and events and zones
    total = 0
    for record in cards().values():
        for effect in cardtext.read_card(record).effects:
            total += 1
            assert effect.kind in EFFECT_KINDS and effect.timing_word in TIMING_WORDS
            assert {c.action for c in effect.clauses + effect.cost_clauses} <= actions
            if effect.condition:
                c = effect.condition
                assert set(c.types) <= events and c.types
                assert {c.from_zone, c.to_zone} - {None} <= zones
                assert c.cause in causes | {None} and c.player in players | {None}
            if effect.kind == "unanalyzed":
                assert effect.note
    assert total > 4000


# ---------------------------------------------------------------- readings fixed against the stored precedents

def test_an_exclusion_is_not_the_cause():
    # "(except when destroyed by battle)", "(unless ... destroyed by battle)": what the event excludes
    oyster = card("Oyster Meister")[0]
    assert event_of(oyster) == EventPattern(types=["sent_to_gy"], self_card=True, from_zone="field", to_zone="graveyard")
    assert oyster.timing_word == "if" and not oyster.optional
    frog = card("Poison Draw Frog")[0]
    assert event_of(frog) == EventPattern(types=["sent_to_gy"], self_card=True, to_zone="graveyard")
    assert frog.timing_word == "when" and frog.optional
    # "destroyed ..., except by battle": a monster is otherwise destroyed by an effect
    assert card("Rise of the Snake Deity")[0].condition.cause == "effect"


def test_damage_is_about_the_player_who_takes_it():
    for name in ("Numinous Healer", "Attack and Receive"):      # "when you take damage": no card of its own
        assert event_of(card(name)[0]) == EventPattern(types=["damage_inflicted"], player="you")
    assert event_of(card("Gorz the Emissary of Darkness")[0]) == EventPattern(types=["damage_inflicted"], player="you")
    assert event_of(card("Doppelganger")[0]) == EventPattern(types=["damage_inflicted"], player="you", cause="effect")


def test_adding_including_drawing_from_their_deck():
    assert event_of(card("Drastic Drop Off")[0]) == EventPattern(
        types=["added_to_hand", "drawn"], card="a card(s) from their Deck to their hand", player="opponent",
        from_zone="deck", to_zone="hand")


def test_fusion_summon_is_an_action_of_its_own():
    assert [(c.action, c.conjunction) for c in card("Overload Fusion")[0].clauses] == [
        ("banish", None), ("fusion_summon", "then")]
    assert [c.action for c in card("Instant Fusion")[0].clauses] == ["fusion_summon"]
    assert [c.action for c in card("Non-Fusion Area")[0].clauses] == ["other"]     # "Neither player can Fusion Summon"


def test_tongue_twister_draws_then_banishes_by_ruling():
    [effect] = card("Tongue Twister")
    assert effect.provenance == "override" and "https://www.edisonformat.com/rulings" in effect.note
    assert [(c.action, c.conjunction) for c in effect.clauses] == [("draw", None), ("banish", "then")]
    # "If this card was Tribute Summoned, when it is sent ...": the past Summon is no event
    assert event_of(effect) == EventPattern(types=["sent_to_gy"], self_card=True, from_zone="field", to_zone="graveyard")
    assert effect.timing_word == "when"


def test_from_the_hand_or_field_names_no_single_zone():
    assert event_of(card("Ojamagic")[0]) == EventPattern(types=["sent_to_gy"], self_card=True, to_zone="graveyard")


def test_a_phase_is_no_cards_event():
    # "At the end of the Damage Step, if this card battled ...", "During your Standby Phase, if this
    # card is in your GY": requirements of the effect, not what the event happens to
    assert event_of(card("Ryu Kokki")[0]) == EventPattern(types=["phase_entered"])
    assert event_of(card("Treeborn Frog")[0]) == EventPattern(types=["phase_entered"], player="you")
    assert event_of(card("Core Blast")[0]) == EventPattern(types=["phase_entered"], player="you")


def test_a_resolved_counter_trap_is_the_event():
    voltanis = card("Voltanis the Adjudicator")[0]
    assert event_of(voltanis) == EventPattern(types=["chain_link_resolved"], card="1 of your Counter Trap Cards",
                                              player="you")
    assert voltanis.timing_word == "if" and voltanis.note is None


def test_damage_step_for_stat_changes_and_negated_activations():
    assert card("Shrink")[0].damage_step                              # its original ATK becomes half
    assert card("Maryokutai")[0].damage_step                          # negate the activation
    assert card("Prime Material Dragon")[1].damage_step
    assert not card("Destiny HERO - Dasher")[0].damage_step          # an ignition effect never is
    baboon = card("Green Baboon, Defender of the Forest")[0]        # "(except in the Damage Step)"
    assert not baboon.damage_step
    watcher = card("Gravekeeper's Watcher")[0]                        # a ruling says it cannot be
    assert not watcher.damage_step and watcher.provenance == "override"


def test_once_only_limits_are_not_once_per_turn():
    teleporter = card("Overdrive Teleporter")[0]     # "This effect can only be used once while this card is face-up"
    assert teleporter.usage_limit == "used" and not teleporter.once_per_turn
    dasher = card("Destiny HERO - Dasher")[2]        # "One time only, when you draw a Monster Card ..."
    assert dasher.usage_limit == "used" and not dasher.once_per_turn
    assert event_of(dasher) == EventPattern(types=["drawn"], card="a Monster Card", player="you")


def test_a_prohibition_on_the_summon_is_not_activated():
    obelisk = card("Obelisk the Tormentor")[2]       # "When Normal Summoned, cards and effects cannot be activated."
    assert obelisk.kind == "continuous" and obelisk.condition is None
    assert card("Sage of Silence")[0].kind == "trigger"     # "... cannot activate Spell Cards during the next turn"


def test_whose_card_the_event_is():
    assert event_of(card("Green Baboon, Defender of the Forest")[0]) == EventPattern(
        types=["destroyed"], card="a face-up Beast you control", player="you", to_zone="graveyard")
    assert event_of(card("Heart of the Underdog")[0]) == EventPattern(types=["drawn"], card="a Normal Monster(s)",
                                                                      player="you")
    assert event_of(card("Spirit of the Pot of Greed")[0]) == EventPattern(
        types=["card_activated"], card='"Pot of Greed"', player="either")
    assert card("Pride of the Weak")[0].condition.player == "opponent"    # the destroyed monster is theirs
    for name in ("Green Gadget", "Kuraz the Light Monarch"):                # "When Normal/Special Summoned"
        effect = [e for e in card(name) if e.condition][0]
        assert event_of(effect) == EventPattern(types=["normal_summon", "special_summon"], self_card=True)


def test_attacks_and_being_attacked():
    assert event_of(card("Dreamsprite")[0]) == EventPattern(types=["attack_declared"], card="attack target: this card",
                                                            player="opponent")
    assert event_of(card("Drillroid")[0]) == EventPattern(types=["attack_declared"], self_card=True)


def test_activations_answered_and_who_made_them():
    # "a card's effect that would inflict damage to you is activated": any player's card or effect
    assert event_of(card("Barrel Behind the Door")[0]) == EventPattern(
        types=["card_activated", "effect_activated"], card="a card's effect that would inflict damage to you")
    watcher = card("Gravekeeper's Watcher")[0].condition
    assert watcher.types == ["card_activated", "effect_activated"] and watcher.player == "opponent"
    assert watcher.card.endswith("that could make them discard when it resolves")
    # "while you control a 'Gladiator Beast' monster" is a requirement, not whose effect it is
    assert event_of(card("Gladiator Beast War Chariot")[0]) == EventPattern(types=["effect_activated"],
                                                                            card="a Monster Effect")


def test_when_you_do_after_an_effect_is_its_own_trigger():
    # the rulings call Alien Dog's "When you do, place 2 A-Counters" a mandatory Trigger Effect of its
    # own, activated after the Chain of the first (https://www.edisonformat.com/rulings)
    first, second = card("Alien Dog")
    assert (first.kind, first.optional, second.kind, second.optional) == ("trigger", True, "trigger", False)
    assert event_of(second) == EventPattern(types=["special_summon"], self_card=True)


def test_rulings_decide_the_timing_of_psct_if_wordings():
    for name in ("Mobius the Frost Monarch", "Trap Hole"):
        effect = card(name)[0]
        assert effect.timing_word == "when" and effect.provenance == "override"


def test_bone_temple_block_discards_as_part_of_its_resolution():
    [effect] = card("Bone Temple Block")
    assert effect.cost_text is None and effect.cost_clauses == []
    assert [(c.action, c.conjunction) for c in effect.clauses] == [("discard", None), ("special_summon", "then")]


def test_dark_magician_of_chaos_keeps_its_2010_trigger():
    # the sources show a later errata, so the reader reads the pre-errata (2010) text: no override needed
    first, second, third = card("Dark Magician of Chaos")
    assert first.text_version == "pre-errata" and first.provenance == "text-analysis"
    assert (first.kind, first.optional, first.timing_word, first.once_per_turn) == ("trigger", True, "when", False)
    assert event_of(first) == EventPattern(types=["normal_summon", "special_summon"], self_card=True)
    assert second.kind == "continuous"                # "Banish any monster this card destroys by battle, instead of ..."
    assert third.kind == "continuous"                 # "If this face-up card would leave the field, banish it instead."


def test_a_window_for_a_quick_effect_is_not_an_event():
    commander = card("Psychic Commander")[0]       # "..., during the Damage Step you can pay Life Points ... to have ..."
    assert commander.kind == "quick" and commander.condition is None and commander.damage_step
    assert commander.condition_text == "When a Psychic-Type monster you control battles, during the Damage Step"
    assert [c.action for c in commander.cost_clauses] == ["pay_lp"]
    assert [c.action for c in commander.clauses] == ["change_stats"]
