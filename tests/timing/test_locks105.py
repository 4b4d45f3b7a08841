"""Round 105, on real cards, met and unmet:

- An effect ruled to target whose old text reads its first target by "Select 1 ... you control" and then
  "Remove from play 1 ... from either player's Graveyard" targets that Graveyard card too, so it cannot be activated
  with none of its kind in either Graveyard (rules state-target-must-exist, state-target-in-either-graveyard; reader
  `cardtext/second_pile_target.py`): Arcana Call, the 1 pool card of the shape. Effects not ruled to target that take
  from "either player's Graveyard" (Il Blud) are not read so.
- A lock a Ritual material gives the monster Ritual Summoned with it (Djinn Releaser of Rituals: "the other player
  cannot Special Summon while that Ritual Summoned monster is face-up") holds also when the scenario writes the
  materials as part of the Ritual Spell's resolution (rule ce-granted-by-material, extended): Call of the Haunted
  cannot be activated, with Black Luster Soldier and with Ruin, Queen of Oblivion."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze
from edison_kg.cardtext.second_pile_target import second_pile_target
from scenario_cards import ask, card

EITHER_GY = "state-target-in-either-graveyard"


def _rules(got) -> list[str]:
    return [rule.rsplit("/", 1)[-1] for rule in got.rules]


def test_arcana_call_with_no_arcana_force_in_either_graveyard_cannot_be_activated():
    got = ask({"call": card("Arcana Call", "A", "spell_trap_zone", face_up=False),
               "fool": card("Arcana Force 0 - The Fool", "A", position="attack")}, {"can_activate": "call"})
    assert got.answer == "no" and EITHER_GY in _rules(got)


def test_arcana_call_with_an_arcana_force_in_the_opponents_graveyard_can():
    got = ask({"call": card("Arcana Call", "A", "spell_trap_zone", face_up=False),
               "fool": card("Arcana Force 0 - The Fool", "A", position="attack"),
               "magician": card("Arcana Force I - The Magician", "B", "graveyard")}, {"can_activate": "call"})
    assert got.answer == "yes"


def test_arcana_call_with_only_another_kind_in_the_graveyard_cannot():
    got = ask({"call": card("Arcana Call", "A", "spell_trap_zone", face_up=False),
               "fool": card("Arcana Force 0 - The Fool", "A", position="attack"),
               "gaga": card("Gagagigo", "A", "graveyard")}, {"can_activate": "call"})
    assert got.answer == "no"


def test_a_pick_from_either_graveyard_not_ruled_to_target_is_not_read_as_one():
    # Il Blud: "Special Summon 1 Zombie-Type monster from your hand or from either player's Graveyard", no ruling
    effects = second_pile_target(analyze(
        "Once per turn: You can Special Summon 1 Zombie-Type monster from your hand or from either player's Graveyard."))
    assert not any(clause.subject == "target" for effect in effects for clause in effect.clauses)


# ------------------------------------------------------------------ a lock a Ritual material gives

def _djinn(ritual: str, monster: str, djinn_used: bool = True, monster_gone: bool = False):
    cards = {"ritual": card(ritual, "A", "hand"), "mon": card(monster, "A", "hand"),
             "djinn": card("Djinn Releaser of Rituals", "A", "graveyard"), "cyber": card("Cyber Dragon", "A", "hand"),
             "other": card("Cyber Dragon", "A", "hand"),
             "call": card("Call of the Haunted", "B", "spell_trap_zone", face_up=False),
             "gaga": card("Gagagigo", "B", "graveyard")}
    materials = [{"event": "tributed", "card": "cyber", "from": "hand", "to": "graveyard", "cause": "summon_material"},
                 {"event": "banished", "card": "djinn", "from": "graveyard", "to": "banished", "cause": "summon_material"}
                 if djinn_used else
                 {"event": "tributed", "card": "other", "from": "hand", "to": "graveyard", "cause": "summon_material"}]
    steps = [{"activate": "ritual"}, {"resolve": 1, "events": [materials, {"event": "ritual_summon", "card": "mon"}]}]
    if monster_gone:
        steps.append({"events": [{"event": "destroyed", "card": "mon", "from": "monster_zone", "to": "graveyard",
                                  "cause": "effect"}]})
    return ask(cards, {"can_activate": "call"}, steps)


def test_djinn_used_for_black_luster_soldier_stops_call_of_the_haunted():
    got = _djinn("Black Luster Ritual", "Black Luster Soldier")
    assert got.answer == "no" and "ce-granted-by-material" in _rules(got)


def test_djinn_used_for_ruin_stops_call_of_the_haunted():
    got = _djinn("End of the World", "Ruin, Queen of Oblivion")
    assert got.answer == "no" and "ce-granted-by-material" in _rules(got)


def test_a_ritual_summon_without_djinn_locks_nothing():
    assert _djinn("Black Luster Ritual", "Black Luster Soldier", djinn_used=False).answer == "yes"


def test_the_lock_ends_when_the_ritual_monster_leaves_the_field():
    assert _djinn("Black Luster Ritual", "Black Luster Soldier", monster_gone=True).answer == "yes"
