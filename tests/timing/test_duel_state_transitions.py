"""The duel state each step and event leaves (timing/state.py, steps.py): for every kind of
step of the contract, the zone, face, battle position, controller, Equip Card and counters of
the cards it touches, as the game's rules have them. One table row a case; the cards bring
their own text."""

from __future__ import annotations

import pytest

from edison_kg.timing.rules.board import counters_on
from subset_duel import duel, own, subset_engine  # noqa: F401  (fixtures)


def monster(name, controller="A", zone="hand", *subtypes, **state):
    return own(name, f"A plain monster called {name}.", controller, zone, "monster", *(subtypes or ("Normal",)),
               **state)


AXE = own("Plain Axe", "Equip only to a monster. It gains 300 ATK.", "A", "spell_trap_zone", "spell", "Equip",
          equipped_to="knight")
KNIGHT = monster("Plain Knight", "A", "monster_zone", position="attack")
SET_KNIGHT = monster("Plain Knight", "A", "monster_zone", position="face_down")
WALL = own("Lasting Wall", "Monsters your opponent controls lose 100 ATK.", "A", "spell_trap_zone", "trap",
           "Continuous", position="face_down")
SNARE = own("Plain Snare", "Destroy 1 monster on the field.", "A", "spell_trap_zone", "trap", "Normal",
            position="face_down")
JAMMER = own("Plain Jammer", "Negate the activation of a Trap Card.", "B", "spell_trap_zone", "trap", "Counter",
             position="face_down")


def ev(event, card=None, **more):
    return {"event": event, **({"card": card} if card else {}), **more}


# (case, cards, steps, {card: {attribute: expected}})
CASES = [
    ("normal summon: face-up Attack Position",
     {"knight": monster("Plain Knight")}, [{"summon": "knight", "method": "normal"}],
     {"knight": {"zone": "monster_zone", "face_up": True, "position": "attack"}}),
    ("set monster: face-down Defense Position, Set this turn",
     {"knight": monster("Plain Knight")}, [{"events": [ev("set", "knight")]}],
     {"knight": {"zone": "monster_zone", "face_up": False, "position": "defense", "set_turn": 0}}),
    ("flip summon: face-up Attack Position",
     {"knight": SET_KNIGHT}, [{"summon": "knight", "method": "flip"}],
     {"knight": {"face_up": True, "position": "attack"}}),
    ("special summon from the Graveyard, no position said: face-up Attack Position",
     {"knight": monster("Plain Knight", "A", "graveyard")}, [{"summon": "knight", "method": "special"}],
     {"knight": {"zone": "monster_zone", "face_up": True, "position": "attack"}}),
    ("tribute summon: the Tribute goes to the Graveyard, the monster is face-up in Attack Position",
     {"big": monster("Plain Giant"), "knight": KNIGHT},
     [{"summon": "big", "method": "tribute", "materials": ["knight"]}],
     {"knight": {"zone": "graveyard", "face_up": None, "position": None},
      "big": {"zone": "monster_zone", "face_up": True, "position": "attack"}}),
    ("synchro summon: the materials go to the Graveyard from the field",
     {"sync": monster("Plain Synchro", "A", "extra_deck", "Synchro"), "tuner": monster("Plain Tuner", "A",
      "monster_zone", "Tuner", position="attack"), "knight": KNIGHT},
     [{"summon": "sync", "method": "synchro", "materials": ["tuner", "knight"]}],
     {"tuner": {"zone": "graveyard"}, "knight": {"zone": "graveyard"},
      "sync": {"zone": "monster_zone", "face_up": True, "position": "attack"}}),
    ("a face-down monster attacked is flipped face-up and stays in Defense Position",
     {"rider": monster("Plain Rider", "B", "monster_zone", position="attack"), "knight": SET_KNIGHT},
     [{"phase": "battle"}, {"events": [ev("attack_declared", "rider", target="knight")]}, {"phase": "damage_step"},
      {"events": [ev("flipped_face_up", "knight", cause="battle")]}],
     {"knight": {"face_up": True, "position": "defense", "zone": "monster_zone"}}),
    ("position change of a face-up monster: Attack to Defense",
     {"knight": KNIGHT}, [{"events": [ev("position_changed", "knight")]}],
     {"knight": {"face_up": True, "position": "defense"}}),
    ("position change of a face-down monster: face-up Attack Position",
     {"knight": SET_KNIGHT}, [{"events": [ev("position_changed", "knight")]}],
     {"knight": {"face_up": True, "position": "attack"}}),
    ("flipped face-down: face-down Defense Position, its Equip Spell is sent to the Graveyard",
     {"knight": KNIGHT, "axe": AXE}, [{"events": [ev("flipped_face_down", "knight")]}],
     {"knight": {"face_up": False, "position": "defense"}, "axe": {"zone": "graveyard", "equipped_to": None}}),
    ("control changed: the monster keeps its Equip Card",
     {"knight": KNIGHT, "axe": AXE}, [{"events": [ev("control_changed", "knight", player="B")]}],
     {"knight": {"controller": "B", "zone": "monster_zone", "position": "attack"},
      "axe": {"equipped_to": "knight", "zone": "spell_trap_zone", "controller": "A"}}),
    ("returned to the hand: its owner's, equipped to nothing, its Equip Card gone",
     {"knight": monster("Plain Knight", "B", "monster_zone", owner="A", position="attack"),
      "axe": own("Plain Axe", "Equip only to a monster. It gains 300 ATK.", "B", "spell_trap_zone", "spell",
                 "Equip", equipped_to="knight")},
     [{"events": [ev("returned_to_hand", "knight")]}],
     {"knight": {"zone": "hand", "controller": "A", "face_up": None, "position": None},
      "axe": {"zone": "graveyard", "equipped_to": None}}),
    ("an Equip Spell returned to the hand is equipped to nothing",
     {"knight": KNIGHT, "axe": AXE}, [{"events": [ev("returned_to_hand", "axe")]}],
     {"axe": {"zone": "hand", "equipped_to": None}, "knight": {"zone": "monster_zone"}}),
    ("banished: its owner's, off the field",
     {"knight": monster("Plain Knight", "B", "monster_zone", owner="A", position="defense")},
     [{"events": [ev("banished", "knight")]}],
     {"knight": {"zone": "banished", "controller": "A", "position": None, "on_field": False}}),
    ("destroyed: to the Graveyard, its Equip Spell with it",
     {"knight": KNIGHT, "axe": AXE}, [{"events": [ev("destroyed", "knight", cause="effect")]}],
     {"knight": {"zone": "graveyard"}, "axe": {"zone": "graveyard"}}),
    ("a Set Trap Card activated is face-up on the field",
     {"snare": SNARE, "knight": KNIGHT}, [{"activate": "snare"}],
     {"snare": {"zone": "spell_trap_zone", "face_up": True}}),
    ("a Normal Trap Card that resolved goes to the Graveyard",
     {"snare": SNARE, "knight": monster("Plain Knight", "B", "monster_zone", position="attack")},
     [{"activate": "snare"}, {"resolve": 1, "events": [ev("destroyed", "knight", cause="effect", by="snare")]}],
     {"snare": {"zone": "graveyard"}, "knight": {"zone": "graveyard"}}),
    ("a Normal Trap Card whose activation is negated goes to the Graveyard",
     {"snare": SNARE, "jammer": JAMMER},
     [{"activate": "snare"}, {"activate": "jammer"},
      {"resolve": 2, "events": [ev("activation_negated", "snare", by="jammer")]}, {"resolve": 1}],
     {"snare": {"zone": "graveyard", "negated": False}, "jammer": {"zone": "graveyard"}}),
    ("a Continuous Trap Card whose activation is negated goes to the Graveyard (rule neg-activation-spell-trap-to-gy)",
     {"wall": WALL, "jammer": JAMMER},
     [{"activate": "wall"}, {"activate": "jammer"},
      {"resolve": 2, "events": [ev("activation_negated", "wall", by="jammer")]}, {"resolve": 1}],
     {"wall": {"zone": "graveyard", "negated": False, "on_field": False}}),
    ("a Continuous Trap Card that resolved stays face-up on the field",
     {"wall": WALL}, [{"activate": "wall"}, {"resolve": 1}],
     {"wall": {"zone": "spell_trap_zone", "face_up": True, "on_field": True}}),
    ("a Synchro Monster returned to the hand goes to the Extra Deck (rule state-extra-deck-monster-returns)",
     {"sync": monster("Plain Synchro", "B", "monster_zone", "Synchro", owner="A", position="attack")},
     [{"events": [ev("returned_to_hand", "sync")]}],
     {"sync": {"zone": "extra_deck", "controller": "A", "on_field": False}}),
    ("a Fusion Monster shuffled into the Deck goes to the Extra Deck",
     {"fusion": monster("Plain Fusion", "A", "monster_zone", "Fusion", position="attack")},
     [{"events": [ev("returned_to_deck", "fusion")]}],
     {"fusion": {"zone": "extra_deck"}}),
    ("a Main Deck monster returned to the Deck is in the Deck",
     {"knight": KNIGHT}, [{"events": [ev("returned_to_deck", "knight")]}], {"knight": {"zone": "deck"}}),
    ("a Token that leaves the field is in no Graveyard (rule cond-token-never-in-graveyard)",
     {"token": monster("Plain Token", "A", "monster_zone", "Token", position="defense")},
     [{"events": [ev("destroyed", "token", cause="effect")]}],
     {"token": {"on_field": False}}),
]


@pytest.mark.parametrize("case, cards, steps, expected", CASES, ids=[c[0] for c in CASES])
def test_the_state_a_step_leaves(duel, case, cards, steps, expected):
    state = duel(cards, steps)
    for ref, attributes in expected.items():
        card = state.cards[ref]
        got = {name: getattr(card, name) for name in attributes}
        assert got == attributes, f"{case}: {ref}"


def test_a_token_that_left_the_field_is_in_no_graveyard(duel):
    state = duel({"token": monster("Plain Token", "A", "monster_zone", "Token", position="attack")},
                 [{"events": [ev("destroyed", "token", cause="effect")]}])
    assert state.cards["token"].zone not in ("graveyard", "monster_zone", "hand", "banished")


COUNTED = own("Counter Keeper", "Each time a Spell Card is activated, place 1 Spell Counter on this card.", "A",
              "monster_zone", "monster", "Effect", position="attack", counters={"Spell Counter": 2})


@pytest.mark.parametrize("steps, left", [
    ([], 2),
    ([{"events": [ev("position_changed", "keeper")]}], 2),                       # still face-up on the field
    ([{"events": [ev("control_changed", "keeper", player="B")]}], 2),
    ([{"events": [ev("returned_to_hand", "keeper")]}], 0),                       # left the field: counters gone
    ([{"events": [ev("banished", "keeper")]}], 0),
    ([{"events": [ev("flipped_face_down", "keeper")]}], 0),                      # turned face-down: counters gone
    ([{"events": [ev("returned_to_hand", "keeper")]}, {"summon": "keeper", "method": "normal"}], 0),
])
def test_counters_go_when_the_card_leaves_the_field_or_is_turned_face_down(duel, steps, left):
    state = duel({"keeper": dict(COUNTED)}, steps)
    assert counters_on(state, "keeper", "spell") == left
