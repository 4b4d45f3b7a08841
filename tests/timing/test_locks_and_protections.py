"""Locks and protections on real cards of the pool: a "?" ATK against an ATK bound (rule kind-question-mark-atk), a
Spell whose own lock its player already broke this turn (rule ce-own-lock-already-broken), the older wording of "you
cannot conduct your Battle Phase" on an activation (rule limit-battle-phase-forbidden-that-turn), and an effect that
must target the card of its event, which cannot be targeted (rule ce-cannot-be-targeted), a limit on the Spell/Trap
Cards a player may activate each turn (rule ce-activation-count-limit), and an effect whose deed is to activate a card a
lock forbids (rule ce-forbidden-action-effect)."""

from __future__ import annotations

from edison_kg import timing


def card(name, controller, zone="hand", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(cards, steps, it, turn_player="A", **more):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "cards": cards, "steps": steps,
                       "ask": {"can_activate": it, **more.pop("ask", {})}, **more})


def test_a_question_mark_atk_is_not_1000_or_less_for_a_lock_on_summoning():
    lock = {"filter": card("Power Filter", "B", "spell_trap_zone", face_up=True),
            "call": card("Monster Reborn", "A")}
    unknown = ask({**lock, "dead": card("Maju Garzett", "A", "graveyard")}, [], "call", phase="main1")
    low = ask({**lock, "dead": card("Sangan", "A", "graveyard")}, [], "call", phase="main1")
    assert unknown.answer == "yes"
    assert low.answer == "no"


def test_a_spell_whose_own_lock_its_player_broke_this_turn_cannot_be_activated():
    cards = {"rush": card("Boss Rush", "A"), "ox": card("Battle Ox", "A"), "elf": card("Mystical Elf", "A")}
    after = ask(cards, [{"summon": "ox", "method": "normal"}], "rush", phase="main1")
    assert (after.answer, after.reason) == ("no", "other") and "ce-own-lock-already-broken" in after.rules
    assert ask(cards, [], "rush", phase="main1").answer == "yes"


def test_the_older_battle_phase_wording_stops_the_effect_after_the_battle_phase():
    cards = {"ded": card("Destiny End Dragoon", "A", "monster_zone", position="attack"),
             "ox": card("Battle Ox", "B", "monster_zone", position="attack")}
    after = ask(cards, [{"phase": "battle"}, {"phase": "main2"}], "ded")
    assert after.answer == "no" and "limit-battle-phase-forbidden-that-turn" in after.rules
    assert ask(cards, [], "ded", phase="main1").answer == "yes"


def test_an_effect_that_must_target_a_protected_attacker_cannot_be_activated():
    cards = {"guard": card("Horus' Servant", "A", "monster_zone", position="attack"),
             "horus": card("Horus the Black Flame Dragon LV4", "A", "monster_zone", position="attack"),
             "ox": card("Battle Ox", "A", "monster_zone", position="attack"),
             "trap": card("Sakuretsu Armor", "B", "spell_trap_zone", face_up=False)}
    steps = lambda who: [{"events": [{"event": "attack_declared", "card": who, "player": "A"}]}]   # noqa: E731
    protected = ask(cards, steps("horus"), "trap", phase="battle")
    assert protected.answer == "no" and "ce-cannot-be-targeted" in protected.rules
    assert ask(cards, steps("ox"), "trap", phase="battle").answer == "yes"


def test_a_limit_on_spell_trap_activations_counts_those_made_while_it_applies():
    """Rule ce-activation-count-limit: under Great Shogun Shien its opponent may activate 1 Spell/Trap Card a turn:
    Pot of Greed activated and resolved leaves no second card; before it, Graceful Charity may be activated."""
    cards = {"shien": card("Great Shogun Shien", "A", "monster_zone", position="attack"),
             "pot": card("Pot of Greed", "B"), "charity": card("Graceful Charity", "B")}
    second = ask(cards, [{"activate": "pot"}, {"resolve": 1}], "charity", turn_player="B", phase="main1")
    assert (second.answer, second.reason) == ("no", "other") and "ce-activation-count-limit" in second.rules
    assert ask(cards, [], "charity", turn_player="B", phase="main1").answer == "yes"
    cards["shien"]["controller"] = "B"                               # its controller is not bound
    assert ask(cards, [{"activate": "pot"}, {"resolve": 1}], "charity", turn_player="B", phase="main1").answer == "yes"


def test_a_negated_activation_is_not_counted_against_the_limit():
    cards = {"shien": card("Great Shogun Shien", "A", "monster_zone", position="attack"),
             "pot": card("Pot of Greed", "B"), "charity": card("Graceful Charity", "B"),
             "solemn": card("Solemn Judgment", "A", "spell_trap_zone", face_up=False)}
    negated = {"event": "activation_negated", "card": "pot", "by": "solemn"}
    steps = [{"activate": "pot"}, {"activate": "solemn"}, {"resolve": 2, "events": [negated]}, {"resolve": 1}]
    assert ask(cards, steps, "charity", turn_player="B", phase="main1").answer == "yes"
    steps[2] = {"resolve": 2}            # as it resolves it negates the activation it answered (Summon/Activation)
    assert ask(cards, steps, "charity", turn_player="B", phase="main1").answer == "yes"
    not_negated = [{"activate": "pot"}, {"resolve": 1}]                 # not negated: it is counted
    assert ask(cards, not_negated, "charity", turn_player="B", phase="main1").answer == "no"


def test_an_effect_that_activates_a_field_spell_under_a_lock_on_new_field_spells():
    """Rule ce-forbidden-action-effect: Demise of the Land's deed is to activate a Field Spell Card from the Deck;
    Field Barrier lets no new Field Spell Card be activated, so it cannot be activated; without it, it can."""
    cards = {"demise": card("Demise of the Land", "A", "spell_trap_zone", face_up=False),
             "barrier": card("Field Barrier", "A", "spell_trap_zone", face_up=True),
             "elf": card("Dark Elf", "B")}
    summoned = [{"summon": "elf", "method": "special"}]
    kept = ask(cards, summoned, "demise", turn_player="B", phase="main1")
    assert (kept.answer, kept.reason) == ("no", "other") and "ce-forbidden-action-effect" in kept.rules
    del cards["barrier"]
    assert ask(cards, summoned, "demise", turn_player="B", phase="main1").answer == "yes"


def test_a_lock_a_ritual_material_gives_the_monster_ritual_summoned_with_it():
    """Rule ce-granted-by-material: a player who Ritual Summons using Djinn Releaser of Rituals keeps the other player
    from Special Summoning while that Ritual Monster is face-up (Escape from the Dark Dimension cannot be activated);
    nobody is bound when Djinn was not a material."""
    cards = {"magician": card("Magician of Black Chaos", "A"), "djinn": card("Djinn Releaser of Rituals", "A"),
             "ox": card("Battle Ox", "A"), "escape": card("Escape from the Dark Dimension", "B", "spell_trap_zone",
                                                          face_up=False),
             "gone": card("Summoned Skull", "B", "banished")}
    ritual = [{"summon": "magician", "method": "ritual", "materials": ["djinn", "ox"]}]
    kept = ask(cards, ritual, "escape", phase="main1", turn_player="A")
    assert (kept.answer, kept.reason) == ("no", "other") and "ce-granted-by-material" in kept.rules
    cards["elf"] = card("Gemini Elf", "A")
    without = [{"summon": "magician", "method": "ritual", "materials": ["elf", "ox"]}]
    assert ask(cards, without, "escape", phase="main1", turn_player="A").answer == "yes"


def test_a_card_that_would_summon_past_the_lock_players_monster_count():
    """Rule ce-monster-count-capped: under Kaiser Colosseum its controller's opponent may not come to control more
    monsters than its controller does: Monster Reborn would make 2 against 1; against 2 it may be activated, and
    when Kaiser Colosseum's controller has no monster the lock does not apply."""
    cards = {"kc": card("Kaiser Colosseum", "A", "spell_trap_zone", face_up=True),
             "ox": card("Battle Ox", "A", "monster_zone", position="attack"),
             "elf": card("Mystical Elf", "B", "monster_zone", position="defense"),
             "reborn": card("Monster Reborn", "B"), "dead": card("Sangan", "B", "graveyard")}
    kept = ask(cards, [], "reborn", turn_player="B", phase="main1")
    assert (kept.answer, kept.reason) == ("no", "other") and "ce-monster-count-capped" in kept.rules
    cards["lady"] = card("Gemini Elf", "A", "monster_zone", position="attack")
    assert ask(cards, [], "reborn", turn_player="B", phase="main1").answer == "yes"
    for ref in ("ox", "lady"):
        del cards[ref]
    assert ask(cards, [], "reborn", turn_player="B", phase="main1").answer == "yes"
