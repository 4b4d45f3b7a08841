"""States an effect needs "to activate and to resolve", or while its cost is paid, must still hold as it resolves,
else it does not resolve and the last thing to happen stays what happened before (rule
res-needs-hold-as-it-resolves), on pool cards other than the drafts': Zombie Master ("You must control this face-up
card to activate and to resolve this effect") and Chrysalis Larva ("Tribute this card while "Neo Space" is on the
field")."""

from __future__ import annotations

import sys
from pathlib import Path

from edison_kg import cardtext

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cardtext"))
from pool import cards as pool_cards  # noqa: E402
import scenario_cards  # noqa: E402
from scenario_cards import card  # noqa: E402

SET = {"zone": "spell_trap_zone", "face_up": False}
FIELD = {"zone": "monster_zone", "position": "attack"}


def ask(cards, steps):
    """What the last thing to happen was after ``steps``."""
    return scenario_cards.ask(cards, {"last_thing": True}, steps)


def test_the_reader_marks_needs_held_as_it_resolves():
    marked = {name: [e.needs_hold_as_it_resolves for e in cardtext.read_card(pool_cards()[name]).effects]
              for name in ("Zombie Master", "Chrysalis Larva", "Sangan")}
    assert marked == {"Zombie Master": [True], "Chrysalis Larva": [True], "Sangan": [False]}


MASTER = {"zm": card("Zombie Master", "A", **FIELD),
          "goblin": card("Goblin Attack Force", "A", zone="hand"),
          "skull": card("Skull Servant", "A", zone="graveyard"),
          "ced": card("Compulsory Evacuation Device", "B", **SET)}
MASTER_USED = {"activate": "zm", "targets": ["skull"],
               "cost": [{"event": "sent_to_gy", "card": "goblin", "player": "A", "from": "hand", "to": "graveyard",
                         "cause": "cost"}]}


def test_its_card_still_face_up_it_summons():
    answer = ask(MASTER, [MASTER_USED, {"resolve": 1}])
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("special_summon", "skull")]
    assert "res-needs-hold-as-it-resolves" not in answer.rules


def test_its_card_returned_to_the_hand_in_answer_it_does_not_resolve():
    answer = ask(MASTER, [MASTER_USED, {"activate": "ced", "targets": ["zm"]}, {"resolve": 2}, {"resolve": 1}])
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("returned_to_hand", "zm")]
    assert "res-needs-hold-as-it-resolves" in answer.rules


LARVA = {"larva": card("Chrysalis Larva", "A", **FIELD), "ns": card("Neo Space", "A", zone="field_zone", face_up=True),
         "mst": card("Mystical Space Typhoon", "B", **SET)}
LARVA_USED = {"activate": "larva", "cost": [{"event": "tributed", "card": "larva", "player": "A",
                                             "from": "monster_zone", "to": "graveyard", "cause": "cost"}]}


def test_neo_space_still_there_it_summons():
    answer = ask(LARVA, [LARVA_USED, {"resolve": 1}])
    assert [e["event"] for e in answer.last_thing] == ["special_summon"]


def test_neo_space_destroyed_in_answer_it_does_not_resolve():
    answer = ask(LARVA, [LARVA_USED, {"activate": "mst", "targets": ["ns"]}, {"resolve": 2}, {"resolve": 1}])
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("destroyed", "ns")]
    assert "res-needs-hold-as-it-resolves" in answer.rules
