"""Restrictions read from what a card's words say it acts on and when (rules/continuous.py,
rules/card_limit.py, timing/restrictions.py): a limit on the cards on the field, a restriction
for the turn a card is activated, an effect a monster gains by its Summon, a forbidden action in
the other branch of an "if", a monster the card's words give whole, a part applied later. Each on
small scenarios of cards that bring their own text (not the precedents' cards), read by the card
reader as it reads the graph's."""

from __future__ import annotations

from edison_kg.timing.rules.activation import can_activate_verdict
from edison_kg.timing.rules.card_limit import cards_brought
from edison_kg.timing.rules.continuous import LATER_PART_RULE, forbidden_effect_verdict
from subset_duel import duel, own, subset_engine  # noqa: F401  (fixtures)

FACE_UP = {"zone": "spell_trap_zone", "face_up": True}

LIMIT = ("Narrow Room", "As long as this card remains face-up on the field, the total number of cards that each "
                        "player can have on the field is 5.")
HERD = ("Lamb Herd", "Special Summon 4 \"Lamb Tokens\" (Beast-Type/EARTH/Level 1/ATK 0/DEF 0) in Defense Position. "
                     "(You cannot Summon other monsters the turn you activate this card.)")
REBORN = ("Second Life", "Target 1 monster in either player's GY; Special Summon it.")
FIEND = ("Summon Lock", "Neither player can attempt to Special Summon monsters.")


def monster(name, text, controller, **state):
    zone = state.pop("zone", "monster_zone")
    return own(name, text, controller, zone, "monster", "Effect",
               **(({"position": "attack"} if zone == "monster_zone" else {}) | state))


def spell(name_text, controller, subtype="Normal Spell", **state):
    name, text = name_text
    return own(name, text, controller, state.pop("zone", "hand"), "spell", subtype, **state)


def trap(name_text, controller, subtype="Normal Trap", **state):
    name, text = name_text
    state = {"zone": "spell_trap_zone", "face_up": False} | state
    return own(name, text, controller, state.pop("zone"), "trap", subtype, **state)


def verdict(state, ref):
    info = state.infos[ref]
    effect = info.effects[0] if info.effects and info.effects[0].kind != "continuous" else None
    return can_activate_verdict(state, ref, effect)


# ------------------------------------------------------------------ a limit on the cards on the field

def test_a_card_and_the_tokens_it_summons_count_towards_the_field_limit(duel):
    """Rule ce-card-limit-counts-the-card: the card from the hand and its 4 Tokens make 5."""
    room = trap(LIMIT, "B", "Continuous Trap", face_up=True)
    empty = duel({"room": room, "herd": spell(HERD, "A")})
    crowded = duel({"room": room, "herd": spell(HERD, "A"), "ox": monster("Ox", "x.", "A")})
    assert cards_brought(empty, "herd", empty.infos["herd"].effects[0]) == 5
    within, over = verdict(empty, "herd"), verdict(crowded, "herd")
    assert within.answer == "yes" and "ce-card-limit-counts-the-card" in within.rules
    assert (over.answer, over.reason) == ("no", "other") and "ce-card-limit-counts-the-card" in over.rules


def test_a_summon_of_up_to_some_monsters_brings_none_for_certain(duel):
    room = trap(LIMIT, "B", "Continuous Trap", face_up=True)
    up_to = ("Small Herd", "Special Summon up to 2 \"Lamb Tokens\" (Beast-Type/EARTH/Level 1/ATK 0/DEF 0).")
    state = duel({"room": room, "herd": spell(up_to, "A", zone="spell_trap_zone", face_up=False)})
    assert cards_brought(state, "herd", state.infos["herd"].effects[0]) == 0


# ------------------------------------------------------------------ for the turn a card is activated

def _after_the_herd(duel, *negation):
    events = [{"resolve": 1, "events": [[{"event": negation[0], "card": "herd", "cause": "effect"}]]}] \
        if negation else [{"resolve": 1}]
    return duel({"herd": spell(HERD, "A"), "reborn": trap(REBORN, "A"),
                 "dead": monster("Ox", "x.", "B", zone="graveyard")}, [{"activate": "herd"}, *events])


def test_a_summon_is_forbidden_for_the_rest_of_the_turn_its_card_was_activated(duel):
    v = verdict(_after_the_herd(duel), "reborn")
    assert (v.answer, v.reason) == ("no", "other")
    assert {"ce-activation-turn-restriction", "ce-forbidden-action-effect"} <= set(v.rules)


def test_the_turn_restriction_holds_when_only_the_effect_was_negated(duel):
    assert verdict(_after_the_herd(duel, "effect_negated"), "reborn").answer == "no"


def test_the_turn_restriction_binds_only_the_turn_it_was_set_up(duel):
    state = duel({"herd": spell(HERD, "A"), "reborn": trap(REBORN, "A"), "dead": monster("Ox", "x.", "B", zone="graveyard")},
                 [{"activate": "herd"}, {"resolve": 1}, {"phase": "end"}, {"phase": "draw"}, {"phase": "main1"}])
    assert verdict(state, "reborn").answer == "yes"


# ------------------------------------------------------------------ an effect gained by a Summon

SILENCER = ("Silencing Angel", "When this card is Tribute Summoned, it gains the following effect: ● The effects of "
                               "Effect Monsters cannot be activated.")
NINJA = ("Quick Ninja", "You can banish 2 DARK monsters from your GY; banish this card until the End Phase.")


def test_a_restriction_gained_by_a_tribute_summon_applies_after_that_summon_only(duel):
    cards = {"angel": monster(*SILENCER, "A", zone="hand"), "a": monster("Ox", "x.", "A"), "b": monster("Elk", "x.", "A"),
             "ninja": monster(*NINJA, "A"),       # and 2 DARK monsters in the GY to banish for its cost
             "s1": {"name": "Sangan", "controller": "A", "zone": "graveyard"},
             "s2": {"name": "Sangan", "controller": "A", "zone": "graveyard"}}
    tributed = duel(cards, [{"summon": "angel", "method": "tribute", "materials": ["a", "b"]}])
    special = duel(cards, [{"summon": "angel", "method": "special"}])
    v = verdict(tributed, "ninja")
    assert (v.answer, v.reason) == ("no", "other") and "ce-gained-by-summon" in v.rules
    assert verdict(special, "ninja").answer == "yes"



def test_a_monster_put_on_the_field_without_its_summon_is_taken_as_summoned_that_way(duel):
    state = duel({"angel": monster(*SILENCER, "A"), "ninja": monster(*NINJA, "A")})
    assert verdict(state, "ninja").answer == "no"
    assert any("Tribute Summoned" in s for s in state.assumptions)

# ------------------------------------------------------------------ what the words say it acts on

def test_a_summon_in_the_other_branch_of_an_if_stops_the_activation(duel):
    """Rule ce-forbidden-action-either-branch: how things turn out decides, not its player."""
    pick = ("Lucky Draw", "Excavate the top card of your Deck, and if it is a Spell Card, add it to your hand. "
                          "Otherwise, Special Summon it.")
    v = verdict(duel({"lock": monster(*FIEND, "B"), "pick": spell(pick, "A")}), "pick")
    assert (v.answer, v.reason) == ("no", "other") and "ce-forbidden-action-either-branch" in v.rules


def test_an_option_to_summon_does_not_stop_the_activation(duel):
    choice = ("Two Ways", "Draw 1 card, or Special Summon 1 monster from your hand.")
    assert verdict(duel({"lock": monster(*FIEND, "B"), "choice": spell(choice, "A")}), "choice").answer == "yes"


DARK_ONLY = ("Dark Statue", "No monsters can be Special Summoned, except for DARK monsters.")


def test_a_monster_summoned_as_its_words_give_it_has_no_attribute_they_do_not_name(duel):
    """Rule ce-summoned-as-given: a Normal Monster (ATK 0/DEF 0) is no DARK monster."""
    hats = ("Hat Trick", "Special Summon 2 Spell Cards from your Deck as Normal Monsters (ATK 0/DEF 0) in face-down "
                         "Defense Position.")
    v = verdict(duel({"statue": monster(*DARK_ONLY, "B"), "hats": spell(hats, "A", "Quick-Play")}), "hats")
    assert (v.answer, v.reason) == ("no", "other") and "ce-summoned-as-given" in v.rules


def test_a_summon_of_the_spared_attribute_is_allowed(duel):
    call = ("Dark Call", "Special Summon 1 DARK monster from your hand.")
    dark = {"name": "Sangan", "controller": "A", "zone": "hand"}                # a DARK monster to Special Summon
    assert verdict(duel({"statue": monster(*DARK_ONLY, "B"), "call": spell(call, "A"), "dark": dark}), "call").answer == "yes"


def test_changing_a_monster_to_face_down_is_a_set_a_set_lock_forbids(duel):
    light = ("Dim Light", "While this card is on the field, Monster Cards cannot be Set or flipped face-down.")
    hide = ("Hide Away", "Target 1 face-up monster you control; change that target to face-down Defense Position.")
    state = duel({"light": own(*light, "B", "spell_trap_zone", "spell", "Continuous Spell", face_up=True),
                  "hide": trap(hide, "A"), "ox": monster("Ox", "x.", "A")})
    v = verdict(state, "hide")
    assert (v.answer, v.reason) == ("no", "other") and "ce-forbidden-action-effect" in v.rules


# ------------------------------------------------------------------ a part applied later

REVIVE = ("Brief Return", "Special Summon 1 monster from your GY (banish it during the End Phase).")
IRON_WALL = ("Iron Gate", "Neither player can banish cards.")


def test_a_forbidden_action_done_only_later_does_not_stop_the_activation(duel):
    state = duel({"gate": monster(*IRON_WALL, "B"), "revive": spell(REVIVE, "A"),
                  "dead": monster("Ox", "x.", "A", zone="graveyard")})
    effect = state.infos["revive"].effects[0]
    assert [c.later for c in effect.clauses] == [False, True]
    v = verdict(state, "revive")
    assert v.answer == "yes" and LATER_PART_RULE in v.rules


def test_a_later_part_counts_at_activation_where_an_exception_says_so(duel):
    state = duel({"gate": monster(*IRON_WALL, "B"), "revive": spell(REVIVE, "A"),
                  "dead": monster("Ox", "x.", "A", zone="graveyard")})
    effect = state.infos["revive"].effects[0]
    effect.exemptions[LATER_PART_RULE] = "ce-delayed-summon-counts-at-activation"
    v = forbidden_effect_verdict(state, "revive", effect)
    assert (v.answer, v.reason) == ("no", "other") and "ce-delayed-summon-counts-at-activation" in v.rules


def test_a_lock_on_fusion_summons_stops_a_fusion_summon_but_not_another_special_summon(duel):
    no_fusion = own("Closed Lab", "Neither player can Fusion Summon.", "B", "spell_trap_zone", "spell",
                    "Continuous Spell", face_up=True)
    fusion = ("Wonder Fusion", "Fusion Summon 1 Fusion Monster from your Extra Deck, by banishing Fusion Materials "
                               "listed on it from your GY.")
    state = duel({"lab": no_fusion, "fusion": spell(fusion, "A"), "reborn": trap(REBORN, "A"),
                  "dead": monster("Ox", "x.", "B", zone="graveyard")})
    v = verdict(state, "fusion")
    assert (v.answer, v.reason) == ("no", "other") and "ce-forbidden-action-effect" in v.rules
    assert verdict(state, "reborn").answer == "yes"
