"""An effect's kind (edison_kg/cardtext/kinds.py, applied.py): the Edison rules compendium and
the identification rules for Spell/Trap effects, and the sentences that read like an event and
an action but are applied, never activated (the rulings' Continuous and Continuous-like Effects
and maintenance costs: kind ``continuous``, no Chain Link). Each wording kind of
tests/fixtures/wording_kinds.json is checked on real cards of it."""

from __future__ import annotations

import pytest

from cardtext.pool import card, clause_actions
from edison_kg import cardtext
from edison_kg.cardtext.applied import MAINTENANCE_COST


def test_spell_speeds_of_card_activations():
    speeds = {name: card(name)[0].spell_speed for name in (
        "Dark Hole", "Mystical Space Typhoon", "Mirror Force", "Magic Jammer", "Call of the Haunted", "Premature Burial")}
    assert speeds == {"Dark Hole": 1, "Mystical Space Typhoon": 2, "Mirror Force": 2, "Magic Jammer": 3,
                      "Call of the Haunted": 2, "Premature Burial": 1}
    assert all(card(name)[0].optional for name in speeds)


def test_every_effect_of_a_trap_card_is_spell_speed_2():
    # the Edison-era rulings (Ojamagic): a Trap Card's effects are Spell Speed 2, whatever their kind
    assert card("Forgotten Temple of the Deep")[2].spell_speed == 2      # trigger-like, Continuous Trap
    assert card("Dark Cure")[0].spell_speed == 2                         # mandatory trigger-like
    assert card("Valhalla, Hall of the Fallen")[0].spell_speed == 1      # a Continuous Spell's stays 1
    plain = cardtext.analyze("When a monster is Summoned: Draw 1 card.", card_type="spell", subtypes=("Continuous",))
    assert plain[0].spell_speed == 1


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


def test_a_prohibition_on_the_summon_is_not_activated():
    obelisk = card("Obelisk the Tormentor")[2]       # "When Normal Summoned, cards and effects cannot be activated."
    assert obelisk.kind == "continuous" and obelisk.condition is None
    assert card("Sage of Silence")[0].kind == "trigger"     # "... cannot activate Spell Cards during the next turn"


def test_a_window_for_a_quick_effect_is_not_an_event():
    commander = card("Psychic Commander")[0]       # "..., during the Damage Step you can pay Life Points ... to have ..."
    assert commander.kind == "quick" and commander.condition is None and commander.damage_step
    assert commander.condition_text == "When a Psychic-Type monster you control battles, during the Damage Step"
    assert [c.action for c in commander.cost_clauses] == ["pay_lp"]
    assert [c.action for c in commander.clauses] == ["change_stats"]


# ---------------------------------------------------------------- applied, never activated (issue 11)

def _numbered(name: str, start: str):
    """The effect of a card whose text starts with ``start``."""
    [effect] = [e for e in card(name) if e.text.startswith(start)]
    return effect


def _applied(effect) -> bool:
    return effect.kind == "continuous" and effect.condition is None and effect.timing_word == "none"


@pytest.mark.parametrize("name,start", [
    ("Future Fusion", "If this leaves the field"),                       # rulings: no Chain is built
    ("Talisman of Spell Sealing", 'When "Sealmaster Meisei" is removed'),
    ("Widespread Dud", "When any of the selected monsters are removed"),
    ("Widespread Dud", "When this card is destroyed, destroy the selected"),
    ("Amplifier", "When this card is removed from the field, the equipped monster is destroyed"),
    ("Battle-Scarred", "If this card is removed from the field"),
    ("Mask of Dispel", "When the selected card is removed from the field"),
    ("Pitch-Black Power Stone", "When the last Spell Counter(s) is removed"),
    ("Call of the Haunted", "When this card leaves the field"),
])
def test_a_spell_trap_follow_up_on_its_linked_card_is_applied_at_once(name, start):
    assert _applied(_numbered(name, start))


def test_a_follow_up_that_is_a_new_event_still_starts_a_chain():
    # "When this card is sent to the Graveyard, take damage ..." (a ruling: this one builds a Chain,
    # https://edisonformat.net/card?name=Psychic%20Tuning); "When this card is destroyed and sent to the
    # Graveyard ... you can Special Summon" (a ruling: it starts a Chain and targets)
    tuning = _numbered("Psychic Tuning", "When this card is sent to the Graveyard")
    assert (tuning.kind, tuning.optional, tuning.condition.types) == ("trigger-like", False, ["sent_to_gy"])
    star = _numbered("Prevention Star", "When the equipped monster is destroyed and this card is sent")
    assert star.kind == "trigger-like"        # a ruling: it starts a Chain (https://edisonformat.net/card?name=Prevention%20Star)
    assert _numbered("Morphtronic Map", "When this card is destroyed and sent").kind == "trigger-like"


@pytest.mark.parametrize("name,start", [
    ("Light-Imprisoning Mirror", "If the effect of a LIGHT monster is activated"),   # rulings: it negates the effect, no Chain
    ("Shadow-Imprisoning Mirror", "If the effect of a DARK monster is activated"),
    ("Koa'ki Meiru Powerhand", "If this card battles a LIGHT or DARK monster"),
    ("Double Tool C&D", "If it attacks, any effects of the attack target"),
    ("Koa'ki Meiru Doom", "Negate the effects of LIGHT and DARK monsters"),
])
def test_a_standing_negation_is_applied_not_activated(name, start):
    effect = _numbered(name, start)
    assert _applied(effect) and effect.clauses[0].action == "negate_effect"


@pytest.mark.parametrize("name,start", [
    ("Spell Absorption", "Each time a Spell Card is activated, gain 500 LP"),           # rulings: applied immediately
    ("Curse of Darkness", "Each time a Spell Card is activated, immediately after"),
    ("Magical Citadel of Endymion", "Each time a Spell Card is activated, place 1 Spell Counter"),
    ("Synthetic Seraphim", "Each time a Counter Trap Card is activated"),
    ("Spell Chronicle", "Each time your opponent activates a Spell Card"),
    ("Royal Magical Library", "Each time a Spell Card is activated"),                  # the same on a monster
    ("Bountiful Artemis", "Each time a Counter Trap Card is activated"),               # a ruling: Continuous Effect
])
def test_what_a_card_does_each_time_something_is_activated_is_applied(name, start):
    assert _applied(_numbered(name, start))


def test_a_psct_spell_trap_sentence_without_a_colon_is_applied():
    # the Edison-accurate PSCT gives every activated effect a colon (rulings: Magical Thorn and the
    # Citadel's counters build no Chain)
    assert _applied(card("Magical Thorn")[0])
    assert _applied(_numbered("Magical Citadel of Endymion", "If a card with a Spell Counter(s) is destroyed"))
    # "When this card is removed from the field, you take ... damage" on old wordings (rulings: no Chain)
    assert _applied(_numbered("Spell Chronicle", "When this card is removed from the field"))
    assert _applied(_numbered("Destructive Draw", "When this face-up card is removed from the field"))


@pytest.mark.parametrize("name,start,events,actions", [
    ("Natural Disaster", "Inflict 500 damage", ["destroyed"], ["inflict_damage"]),          # rulings: these start a Chain
    ("Greed", "Each time a player draws", ["drawn"], ["inflict_damage"]),
    ("Begone, Knave!", "If a monster inflicts Battle Damage", ["damage_inflicted"], ["return_to_hand"]),
    ("Paralyzing Chain", "When a card(s) is sent from your opponent's Deck", ["sent_to_gy"], ["inflict_damage"]),
    ("7", "When this card is sent directly from the field", ["sent_to_gy"], ["gain_lp"]),
])
def test_an_old_wording_sentence_that_the_rulings_chain_stays_trigger_like(name, start, events, actions):
    effect = _numbered(name, start)
    assert (effect.kind, effect.optional, effect.condition.types, clause_actions(effect)) == \
        ("trigger-like", False, events, actions)


@pytest.mark.parametrize("name,start,actions", [
    ("Koa'ki Meiru Doom", "During each of your End Phases, destroy this card unless", ["destroy"]),   # rulings: no Chain
    ("Koa'ki Meiru Drago", "During your End Phase, destroy this card", ["destroy"]),
    ("Armor Exe", "During each Standby Phase, remove 1 Spell Counter", ["place_counter", "destroy"]),
    ("Gaia Plate the Earth Giant", "During your Standby Phase, remove from play", ["banish", "send_to_gy"]),
    ("Seal of Wickedness", "During each of your Standby Phases, pay 500", ["pay_lp", "destroy"]),
    ("Messenger of Peace", "Once per turn, during your Standby Phase, pay 100 LP", ["pay_lp", "destroy"]),
])
def test_a_maintenance_cost_is_applied_not_activated(name, start, actions):
    effect = _numbered(name, start)
    assert _applied(effect) and effect.note == MAINTENANCE_COST and clause_actions(effect) == actions
    assert all(c.alternative for c in effect.clauses[1:])      # pay, or the card goes


def test_a_maintenance_choice_written_with_a_colon_is_a_trigger():
    # Yubel's "During your End Phase: Tribute 1 other monster or destroy this card." (a ruling classes it
    # as a Trigger Effect, https://edisonformat.net/card?name=Yubel)
    yubel = _numbered("Yubel", "During your End Phase: Tribute 1 other monster")
    assert (yubel.kind, yubel.optional, yubel.timing_word, clause_actions(yubel)) == ("trigger", False, "during", ["tribute", "destroy"])


@pytest.mark.parametrize("name,start", [
    ("Jinzo", "Negate all Trap effects on the field"),                  # rulings: Continuous Effects
    ("Spell Canceller", "Negate all Spell effects on the field"),
    ("Ancient Gear Beast", "Negate the effects of monsters destroyed by battle"),
    ("Freed the Matchless General", "Negate any Spell effects that target this card"),
    ("Destiny HERO - Plasma", "Negate the effects of monsters while they are face-up"),
    ("Cyber Twin Dragon", "This card can make a second attack"),
    ("Brain Jacker", "Take control of the equipped monster"),
    ("The Six Samurai - Nisashi", "While you control a face-up"),       # an ability under a state
])
def test_a_monsters_standing_rule_or_ability_is_applied(name, start):
    assert _applied(_numbered(name, start))


def test_a_monster_effect_with_a_cost_in_old_wording_stays_an_ignition_effect():
    # "Tribute this face-up card to ...", "Pay 1000 Life Points to ...": chosen and paid for
    assert card("Crimson Sentry")[0].kind == "ignition" and card("Magical Scientist")[0].kind == "ignition"


@pytest.mark.parametrize("name", ["Anti-Spell Fragrance", "Level Limit - Area B", "Gozen Match", "Rivalry of Warlords",
                                  "Dragon Capture Jar"])
def test_a_continuous_spell_traps_standing_rule_is_not_its_activation(name):
    # rulings: a Continuous(-like) Effect applied after the activation resolves, without a Chain
    assert _applied(card(name)[0])


def test_a_continuous_spell_traps_one_time_action_is_its_activation():
    # "Select 1 face-up Spell Card on the field." (Mask of Dispel), "Declare 1 Monster Card name."
    assert card("Mask of Dispel")[0].kind == "card-activation" and card("Cloak and Dagger")[0].kind == "card-activation"


def test_self_destruction_in_a_counted_phase_is_applied():
    # rule ce-self-destruction-in-a-phase-starts-no-chain: no Chain Link, nothing to activate
    from edison_kg.cardtext.applied import SELF_DESTROYED_IN_PHASE
    for name in ("Deck Lockdown", "Break! Draw!", "Depth Amulet", "Sanguine Swamp"):
        last = [e for e in card(name) if (e.text or "").startswith("Destroy this card during")]
        assert last and all(e.kind == "continuous" and e.note == SELF_DESTROYED_IN_PHASE for e in last), name
    # the effect the card had before (Break! Draw!'s draw) is untouched
    assert card("Break! Draw!")[0].kind == "trigger-like"


def test_defense_position_at_the_end_of_the_battle_phase_is_applied():
    # rule ce-position-change-at-battle-phase-end-not-activated
    from edison_kg.cardtext.applied import DEFENSE_AT_BATTLE_PHASE_END
    for name in ("Goblin Attack Force", "Giant Orc", "Indomitable Fighter Lei Lei", "Destiny HERO - Dasher"):
        changes = [e for e in card(name) if "Defense Position at the end of the Battle Phase" in (e.text or "")]
        assert changes and all(e.kind == "continuous" and e.note == DEFENSE_AT_BATTLE_PHASE_END for e in changes), name


def test_defense_position_at_the_end_of_the_damage_step_is_applied():
    # rule ce-position-change-at-damage-step-end-not-activated: a monster's own text or a Field Spell's
    from edison_kg.cardtext.applied import DEFENSE_AT_DAMAGE_STEP_END
    for name in ("Spear Dragon", "Elemental HERO Darkbright"):
        changes = [e for e in card(name) if "Defense Position at the end of the Damage Step" in (e.text or "")]
        assert changes and all(e.kind == "continuous" and e.note == DEFENSE_AT_DAMAGE_STEP_END for e in changes), name
    # Darkbright's destruction when it is destroyed is still a trigger
    assert [e.kind for e in card("Elemental HERO Darkbright") if (e.text or "").startswith("If this card is destroyed")] == ["trigger"]


def test_what_a_material_gives_the_summoned_monster_is_applied():
    # rule ce-material-given-effect-not-activated: the lock the Ritual Monster carries, not the banishing from the GY
    from edison_kg.cardtext.applied import GIVEN_TO_SUMMONED_MONSTER
    first, lock = card("Djinn Cursenchanter of Rituals")
    assert lock.kind == "continuous" and lock.note == GIVEN_TO_SUMMONED_MONSTER
    assert first.kind != "continuous" or first.note != GIVEN_TO_SUMMONED_MONSTER


def test_a_monsters_follow_up_on_the_card_it_is_linked_to_is_applied():
    # rule ce-linked-monster-follow-up-not-activated
    from edison_kg.cardtext.applied import LINKED_MONSTER_FOLLOW_UP
    for name, words in (("Gradius' Option", "leaves the field"), ("Scanner", "removed from the field")):
        follow = [e for e in card(name) if words in (e.text or "")]
        assert follow and all(e.kind == "continuous" and e.note == LINKED_MONSTER_FOLLOW_UP for e in follow), name
    # a monster that destroys something else when it leaves the field by its own choice is not a follow-up
    assert all(e.note != LINKED_MONSTER_FOLLOW_UP for e in card("Sangan"))
