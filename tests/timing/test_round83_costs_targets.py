"""Round 83 costs, targets and what a card can do at all, on real cards of the pool:

- a cost of face-up cards "on your side of the field" (the older wording of "you control") is read as one of face-up
  cards of its player's field (rule cost-face-up-cards-you-control): Tri-Blaze Accelerator with a Set or a face-up
  Blaze Accelerator; Gift of the Martyr's "Send 1 monster on your side of the field" likewise needs a monster there;
- "This card cannot be targeted by, and is unaffected by, Spell/Trap effects and other Effect Monsters' effects" keeps
  out those kinds of effect (rule ce-cannot-be-targeted-by-a-kind): Dimensional Prison on an attacking Vennominaga or
  on another attacker; Turbo Warrior's "cannot be targeted by the effects of Level 6 or lower monsters" read alike;
- a Spell/Trap Card whose every effect comes from its own destruction while Set cannot be activated (rule
  card-no-activation-only-set-card-triggers): Kozaky's Self-Destruct Button, Statue of the Wicked, Dark Coffin, Wonder
  Garage; Security Orb, which has an activation of its own besides, still can be."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.cardtext.reader import analyze


def _ask(turn_player: str, cards: dict, steps: list, ask: dict, phase: str = "main1") -> timing.Answer:
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": ask})


def _set(name: str, controller: str = "A") -> dict:
    return {"name": name, "controller": controller, "zone": "spell_trap_zone", "face_up": False}


# ------------------------------------------------------------------ face-up cards "on your side of the field"

@pytest.mark.parametrize("face_up, answer", [(False, "no"), (True, "yes")])
def test_tri_blaze_accelerator_needs_a_face_up_blaze_accelerator(face_up, answer):
    cards = {"tri": {"name": "Tri-Blaze Accelerator", "controller": "A", "zone": "hand"},
             "blaze": {"name": "Blaze Accelerator", "controller": "A", "zone": "spell_trap_zone", "face_up": face_up}}
    got = _ask("A", cards, [], {"can_activate": "tri"})
    assert got.answer == answer
    assert ("cost-face-up-cards-you-control" in got.rules) == (answer == "no")


@pytest.mark.parametrize("with_monster, answer", [(False, "no"), (True, "yes")])
def test_gift_of_the_martyr_needs_a_monster_on_its_players_side(with_monster, answer):
    cards = {"gift": {"name": "Gift of the Martyr", "controller": "A", "zone": "hand"},
             "opp": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    if with_monster:
        cards["tomato"] = {"name": "Mystic Tomato", "controller": "A", "zone": "monster_zone", "position": "attack"}
        cards["gob"] = {"name": "Goblin Attack Force", "controller": "A", "zone": "monster_zone", "position": "attack"}
    got = _ask("A", cards, [], {"can_activate": "gift"})
    assert got.answer == answer
    if answer == "no":
        assert "cost-cards-you-control" in got.rules


# ------------------------------------------------------------------ cannot be targeted by some kinds of effect

@pytest.mark.parametrize("attacker, answer", [("Vennominaga the Deity of Poisonous Snakes", "no"),
                                              ("Vorse Raider", "yes")])
def test_dimensional_prison_cannot_target_vennominaga(attacker, answer):
    cards = {"attacker": {"name": attacker, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "prison": _set("Dimensional Prison", "B")}
    got = _ask("A", cards, [{"events": [{"event": "attack_declared", "card": "attacker"}]}],
               {"can_activate": "prison"}, phase="battle")
    assert got.answer == answer
    assert ("ce-cannot-be-targeted-by-a-kind" in got.rules) == (answer == "no")


# the printed sentences of Vennominaga the Deity of Poisonous Snakes and Turbo Warrior
VENNOMINAGA = "This card cannot be targeted by, and is unaffected by, Spell/Trap effects and other Effect Monsters' effects."
TURBO_WARRIOR = "This card cannot be targeted by the effects of Level 6 or lower monsters."


def _protections(text: str):
    return [r for e in analyze(text, card_type="monster", subtypes=("Effect",)) for r in e.restrictions
            if r.kind == "cannot-be-targeted"]


def test_protections_from_kinds_of_effect_are_read():
    venno = _protections(VENNOMINAGA)
    assert len(venno) == 1 and venno[0].by_kind.classes == {"spell", "trap", "monster"}
    assert not venno[0].by_kind.subtypes          # "Effect Monsters'" is any monster's effect, not an Effect subtype
    turbo = _protections(TURBO_WARRIOR)
    assert len(turbo) == 1 and turbo[0].by_kind.classes == {"monster"} and turbo[0].by_kind.level_max == 6
    assert not _protections("This card cannot be targeted for attacks.")


# ------------------------------------------------------------------ no activation: only a trigger of the Set card

@pytest.mark.parametrize("name", ["Kozaky's Self-Destruct Button", "Statue of the Wicked", "Dark Coffin", "Wonder Garage"])
def test_a_trap_that_only_triggers_when_destroyed_set_cannot_be_activated(name):
    cards = {"mst": {"name": "Mystical Space Typhoon", "controller": "B", "zone": "hand"}, "trap": _set(name)}
    got = _ask("B", cards, [{"activate": "mst", "targets": ["trap"]}], {"can_activate": "trap"})
    assert got.answer == "no"
    assert "card-no-activation-only-set-card-triggers" in got.rules


def test_security_orb_has_an_activation_of_its_own():
    cards = {"attacker": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "orb": _set("Security Orb")}
    got = _ask("B", cards, [{"events": [{"event": "attack_declared", "card": "attacker"}]}],
               {"can_activate": "orb"}, phase="battle")
    assert got.answer == "yes"
    assert "card-no-activation-only-set-card-triggers" not in got.rules


def test_kozakys_button_still_triggers_once_destroyed():
    cards = {"mst": {"name": "Mystical Space Typhoon", "controller": "B", "zone": "hand"},
             "ksdb": _set("Kozaky's Self-Destruct Button")}
    got = _ask("B", cards, [{"activate": "mst", "targets": ["ksdb"]}, {"resolve": 1}], {"triggers": True})
    assert [link["card"] for link in got.chain] == ["ksdb"]
