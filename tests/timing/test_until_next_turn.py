"""A lock left "until your next turn" (rule ce-lingering-restriction), and the lock on Spell and
Trap Cards and their effects being played (the rulings on Cold Wave), on real cards."""

from __future__ import annotations

from edison_kg import timing


def card(name, controller, zone="hand", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(more_steps, question):
    cards = {"wave": card("Cold Wave", "A"), "mst": card("Mystical Space Typhoon", "B"),
             "hole": card("Dark Hole", "A"), "sogen": card("Sogen", "A", "field_zone", face_up=True),
             "vorse": card("Vorse Raider", "B", "monster_zone", position="attack")}     # a monster for Dark Hole
    steps = [{"activate": "wave"}, {"resolve": 1}] + more_steps
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": question})


def test_it_holds_through_the_opponents_next_turn_and_ends_at_yours():
    through = ask([{"phase": "end"}, {"phase": "draw"}, {"phase": "main1"}], {"can_activate": "mst"})
    assert (through.answer, "ce-lingering-restriction" in through.rules) == ("no", True)
    ended = ask([{"phase": "end"}, {"phase": "draw"}, {"phase": "end"}, {"phase": "draw"}, {"phase": "main1"}],
                {"can_activate": "hole"})
    assert ended.answer == "yes"


def test_its_own_player_is_locked_too():
    assert ask([], {"can_activate": "hole"}).answer == "no"


def test_a_flip_lock_on_spell_cards_holds_through_the_next_turn():
    """Sonic Jammer: "Your opponent cannot activate any Spell Cards until the end of the End Phase
    of the next turn"."""
    cards = {"jammer": card("Sonic Jammer", "A", "monster_zone", position="defense", face_up=False),
             "hole": card("Dark Hole", "B"), "jar": card("Dust Tornado", "B", "spell_trap_zone", face_up=False),
             "force": card("Mirror Force", "A", "spell_trap_zone", face_up=False)}     # a target for Dust Tornado
    steps = [{"summon": "jammer", "method": "flip"}, {"activate": "jammer"}, {"resolve": 1},
             {"phase": "end"}, {"phase": "draw"}, {"phase": "main1"}]
    scenario = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
                "ask": {"can_activate": "hole"}}
    assert timing.ask(scenario).answer == "no"
    scenario["ask"] = {"can_activate": "jar"}
    assert timing.ask(scenario).answer == "yes"
