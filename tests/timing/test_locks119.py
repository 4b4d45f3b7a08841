"""Round 119: a "cannot be Tributed" a resolved effect leaves on the monster it targeted, applied to Tribute costs
(rule ce-tribute-lock-left-on-the-target), and a resolving negation of one kind of card's effects that leaves the
other kinds alone (rule neg-all-effects-of-a-kind-only, timing/negated_kinds.py), on real pool cards."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze


def _ask(cards: dict, steps: list, ask: dict):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
                       "ask": ask})


# ------------------------------------------------------------------ a negation of one kind of card

def _trap_stun_on(card: str):
    cards = {"first": {"name": card, "controller": "A", "zone": "hand"},
             "ts": {"name": "Trap Stun", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    if card != "Reinforcement of the Army":
        cards["first"] = {"name": card, "controller": "A", "zone": "spell_trap_zone", "face_up": False}
    return _ask(cards, [{"activate": "first"}, {"activate": "ts"}, {"resolve": 2}, {"resolve": 1}], {"last_thing": True})


def test_trap_stun_leaves_a_spell_card_below_it_alone():
    got = _trap_stun_on("Reinforcement of the Army")
    assert [e["event"] for e in got.last_thing] == ["added_to_hand"]
    assert "neg-all-effects-of-a-kind-only" in got.rules


def test_trap_stun_negates_a_trap_card_below_it():
    got = _trap_stun_on("Jar of Greed")
    assert [e["event"] for e in got.last_thing] == ["chain_link_resolved"]
    assert not any(e["event"] == "drawn" for e in got.last_thing)


def test_a_negation_of_no_named_kind_still_negates_the_link_below():
    # Magic Jammer negates the activation of the Spell Card it answers, whatever the kind rule says
    cards = {"rota": {"name": "Reinforcement of the Army", "controller": "A", "zone": "hand"},
             "mj": {"name": "Magic Jammer", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "card": {"name": "Sangan", "controller": "B", "zone": "hand"}}
    got = _ask(cards, [{"activate": "rota"}, {"activate": "mj", "cost": [{"event": "discarded", "card": "card",
                                                                         "from": "hand", "to": "graveyard",
                                                                         "cause": "cost"}]},
                       {"resolve": 2}, {"resolve": 1}], {"last_thing": True})
    assert not any(e["event"] == "added_to_hand" for e in got.last_thing)
    assert "neg-all-effects-of-a-kind-only" not in got.rules


# ------------------------------------------------------------------ a "cannot be Tributed" left on the target

def _wok_after(first_steps: list, cards: dict):
    cards = {"wok": {"name": "Mystik Wok", "controller": "A", "zone": "hand"}, **cards}
    return _ask(cards, first_steps, {"can_activate": "wok"})


def _mind_control(extra: dict | None = None):
    cards = {"mc": {"name": "Mind Control", "controller": "A", "zone": "hand"},
             "elf": {"name": "Gemini Elf", "controller": "B", "zone": "monster_zone", "position": "attack"},
             **(extra or {})}
    return _wok_after([{"activate": "mc", "targets": ["elf"]}, {"resolve": 1}], cards)


def test_a_monster_taken_by_mind_control_cannot_pay_a_tribute_cost():
    got = _mind_control()
    assert got.answer == "no"
    assert "ce-tribute-lock-left-on-the-target" in got.rules


def test_another_monster_of_its_player_can_still_pay_it():
    got = _mind_control({"rat": {"name": "Giant Rat", "controller": "A", "zone": "monster_zone", "position": "attack"}})
    assert got.answer == "yes"


def test_the_monster_archfiends_roar_summoned_cannot_pay_a_tribute_cost():
    cards = {"roar": {"name": "Archfiend's Roar", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "fiend": {"name": "Desrook Archfiend", "controller": "A", "zone": "graveyard"}}
    got = _wok_after([{"activate": "roar", "targets": ["fiend"]}, {"resolve": 1}], cards)
    assert got.answer == "no"
    assert "ce-tribute-lock-left-on-the-target" in got.rules


def test_both_wordings_are_read_as_a_lock_left_on_the_target():
    for text in ("Target 1 monster your opponent controls; until the End Phase, take control of that target, but it "
                 "cannot declare an attack or be Tributed.",
                 "Pay 500 Life Points, then target 1 \"Archfiend\" monster in your Graveyard; Special Summon that "
                 "target. It cannot be Tributed. Destroy it during the End Phase of this turn."):
        locks = [(r.kind, r.granted_to, r.lasts, r.players) for e in analyze(text, card_type="spell")
                 for r in e.restrictions]
        assert ("cannot-be-tributed", "effect-target", "turn", "both") in locks
