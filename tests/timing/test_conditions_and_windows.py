"""Conditions and windows on real pool cards, met and unmet: a face-up monster destroyed by
battle is one that was face-up when attacked (rule state-condition-read-at-its-moment), a text's own turn window (rule
window-phase-named-in-its-text), "exactly 1" monster Summoned alone (rule cond-exactly-one-at-once), and an effect whose
only deed is for this turn's Battle Phase once that is over (rule window-battle-phase-passed)."""

from __future__ import annotations

from scenario_cards import ask, card


def _tuner_destroyed_by_battle(face_up: bool):
    cards = {"potan": card("White Potan", "A", position="defense"),
             "junk": card("Junk Synchron", "A", position="attack" if face_up else "face_down"),
             "vorse": card("Vorse Raider", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "vorse", "player": "B", "target": "junk"}]},
             {"phase": "damage_step"}]
    if not face_up:
        steps.append({"events": [{"event": "flipped_face_up", "card": "junk", "player": "A"}]})
    steps.append({"events": [{"event": "destroyed", "card": "junk", "player": "A", "from": "monster_zone",
                              "to": "graveyard", "cause": "battle", "by": "vorse"}]})
    return ask(cards, {"triggers": True}, steps, phase="battle", turn_player="B")


def test_a_face_up_tuner_destroyed_by_battle_is_one_face_up_when_attacked():
    # White Potan: "When a face-up Tuner monster you control is destroyed by battle and sent to the Graveyard, ..."
    assert [entry["card"] for entry in _tuner_destroyed_by_battle(face_up=True).chain] == ["potan"]
    assert _tuner_destroyed_by_battle(face_up=False).chain == []     # attacked while Set, flipped by the attack


def test_a_trap_only_for_the_opponents_turn():
    # Dora of Fate: "You can only activate this card during your opponent's turn."
    cards = {"dora": card("Dora of Fate", "A", "spell_trap_zone", face_up=False),
             "vorse": card("Vorse Raider", "B", position="attack"), "elf": card("Gemini Elf", "A", position="attack")}
    own = ask(cards, {"can_activate": "dora"}, turn_player="A")
    assert (own.answer, own.reason) == ("no", "condition-not-met") and "window-phase-named-in-its-text" in own.rules
    theirs = ask(cards, {"can_activate": "dora"}, turn_player="B")
    assert theirs.answer == "yes"


def _reckless_summon(together: int):
    cards = {"irs": card("Inferno Reckless Summon", "A", "hand"), "sangan": card("Sangan", "A", "graveyard"),
             "rat": card("Giant Rat", "A", "graveyard"), "vorse": card("Vorse Raider", "B", position="attack")}
    summons = [{"event": "special_summon", "card": ref, "player": "A", "from": "graveyard", "to": "monster_zone",
                "cause": "effect"} for ref in ("sangan", "rat")[:together]]
    return ask(cards, {"can_activate": "irs"}, [{"events": [summons]}])


def test_exactly_one_monster_special_summoned_alone():
    # Inferno Reckless Summon: "When exactly 1 monster with 1500 or less ATK is Special Summoned to your field ..."
    assert _reckless_summon(1).answer == "yes"
    two = _reckless_summon(2)
    assert (two.answer, two.reason) == ("no", "condition-not-met") and "cond-exactly-one-at-once" in two.rules


def test_a_second_attack_is_not_granted_after_the_battle_phase():
    # Double Attack: "... The selected monster can attack twice this turn."
    cards = {"double": card("Double Attack", "A", "hand"), "skull": card("Summoned Skull", "A", "hand"),
             "sangan": card("Sangan", "A", position="attack")}
    assert ask(cards, {"can_activate": "double"}, phase="main1").answer == "yes"
    for phase in ("main2", "end"):
        after = ask(cards, {"can_activate": "double"}, phase=phase)
        assert after.answer == "no" and "window-battle-phase-passed" in after.rules
