"""Round 149: counters placed as something happens by a Continuous Effect, without a Chain (rule
ce-counter-placed-on-each-summoned-monster), and no counter for a Spell Card chained to the activation of the
card that counts (rule ce-counter-not-for-a-card-chained-to-its-activation). Real cards of the pool."""

from __future__ import annotations

from cardtext.pool import card as pool_card
from edison_kg import timing
from edison_kg.timing.rules.board import counters_on
from scenario_cards import ask, card

ON_SUMMONED = "ce-counter-placed-on-each-summoned-monster"
CHAINED_TO_IT = "ce-counter-not-for-a-card-chained-to-its-activation"


def _kinds(name: str) -> list[str]:
    return [effect.kind for effect in pool_card(name)]


def test_counters_placed_each_time_a_monster_is_destroyed_by_battle_or_effect_start_no_chain():
    # Machine Assembly Line: "Each time a face-up Machine-Type monster(s) on the field is destroyed by battle or card
    # effect, place 2 Junk Counters on this card": its rulings say the Continuous Effect does not start a Chain
    assert _kinds("Machine Assembly Line")[1] == "continuous"
    cards = {"mal": card("Machine Assembly Line", "A", "spell_trap_zone", face_up=True),
             "cyber": card("Cyber Dragon", "A", position="attack"), "ground": card("Smashing Ground", "B", "hand")}
    got = ask(cards, {"triggers": True}, [{"activate": "ground", "targets": ["cyber"]}, {"resolve": 1}], turn_player="B")
    assert got.to_dict()["chain"] == []


def test_counters_a_monster_places_with_a_colon_or_for_its_own_battles_are_still_activated():
    # "If this card is Normal Summoned: Place 1 Spell Counter on it (max. 1)" (a PSCT colon), "Each time this card
    # destroys a monster by battle, place 1 Spell Counter on this card": Trigger Effects
    assert _kinds("Breaker the Magical Warrior")[0] == "trigger"
    assert _kinds("Maiden of Macabre")[0] == "trigger"


def _detonator(summoned_by: str, summon: str = "special", turn_player: str = "B"):
    """Can A activate Detonator Circle "A" ("Destroy 1 face-up monster with an A-Counter(s)") right after
    ``summoned_by``'s Cyber Dragon is Summoned while A's Alien Kid is face-up?"""
    cards = {"kid": card("Alien Kid", "A", position="attack"),
             "det": card('Detonator Circle "A"', "A", "spell_trap_zone", face_up=False),
             "mon": card("Cyber Dragon" if summon == "special" else "Vorse Raider", summoned_by, "hand")}
    return ask(cards, {"can_activate": "det"}, [{"summon": "mon", "method": summon}], turn_player=turn_player)


def test_a_monster_special_summoned_to_the_opponents_field_holds_the_counter_at_once():
    got = _detonator("B")
    assert got.answer == "yes" and ON_SUMMONED in got.rules


def test_no_counter_for_a_normal_summon_or_a_monster_summoned_to_its_own_side():
    for got in (_detonator("B", "normal"), _detonator("A", turn_player="A")):
        assert got.answer == "no" and ON_SUMMONED not in got.rules


def _citadel_after(steps) -> int:
    """Spell Counters on A's Magical Citadel of Endymion ("Each time a Spell Card is activated, place 1 Spell Counter
    on this card when that Spell resolves") after the steps; B has a Set Scapegoat."""
    cards = {"citadel": card("Magical Citadel of Endymion", "A", "hand"),
             "goat": card("Scapegoat", "B", "spell_trap_zone", face_up=False)}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
           "ask": {"last_thing": True}}
    duel = timing.Engine().play(timing.parse_scenario(raw)).duel
    return counters_on(duel, "citadel", "spell"), duel


def test_a_quick_play_spell_chained_to_the_field_spells_activation_places_no_counter():
    count, duel = _citadel_after([{"activate": "citadel"}, {"activate": "goat"}, {"resolve": 2}, {"resolve": 1}])
    assert count == 0 and CHAINED_TO_IT in duel.notes


def test_a_quick_play_spell_activated_after_the_field_spell_resolved_places_one():
    count, duel = _citadel_after([{"activate": "citadel"}, {"resolve": 1}, {"activate": "goat"}, {"resolve": 1}])
    assert count == 1 and CHAINED_TO_IT not in duel.notes


def test_no_counter_while_the_field_spells_own_activation_still_waits_on_the_chain():
    count, _ = _citadel_after([{"activate": "citadel"}, {"activate": "goat"}, {"resolve": 2}])
    assert count == 0
