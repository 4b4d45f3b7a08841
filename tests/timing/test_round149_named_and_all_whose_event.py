"""Round 149: a card named before "and all" ("destroy it and all face-up Spell/Trap Cards your opponent controls") is
acted on with all the others at once, and none of them is when that card was the target and is gone; an event about a
card is the event of whoever controls it then (a monster taken by Mind Control and destroyed is its taker's), its owner
still its owner. Real cards of the pool."""

from __future__ import annotations

from cardtext.pool import card as pool_card
from scenario_cards import ask, card

NAMED_AND_ALL = "res-named-card-and-all-at-once"
TARGET_GONE = "res-named-target-gone-none-of-all"
CONTROLLER_THEN = "state-event-player-is-its-controller-then"
DISCARD = [{"event": "discarded", "card": "junk", "from": "hand", "to": "graveyard", "cause": "cost"}]


def _cites(got, rule: str) -> bool:
    """Does the answer rest on ``rule`` (its id, or its address)?"""
    return rule in {cited.rsplit("/", 1)[-1] for cited in got.rules}


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def _chain(got):
    return [(e["card"], e["link"]) for e in got.to_dict().get("chain", [])]


# ------------------------------------------------------------------ the card named before "and all"

def test_the_reader_stores_the_card_named_before_and_all():
    wave = [c.also_acts_on for e in pool_card("Release Restraint Wave") for c in e.clauses]
    force = [c.also_acts_on for e in pool_card("Shining Silver Force") for c in e.clauses]
    storm = [c.also_acts_on for e in pool_card("Heavy Storm") for c in e.clauses]
    assert (wave, force[-1], storm) == (["target"], "it", [None])


def test_shining_silver_force_destroys_the_negated_trap_and_the_face_up_spells_and_traps_at_once():
    cards = {"ssf": card("Shining Silver Force", "A", zone="spell_trap_zone", face_up=False),
             "sb": card("Secret Barrel", "B", zone="spell_trap_zone", face_up=False),
             "mop": card("Messenger of Peace", "B", zone="spell_trap_zone", face_up=True),
             "set": card("Mirror Force", "B", zone="spell_trap_zone", face_up=False),
             "own": card("Messenger of Peace", "A", zone="spell_trap_zone", face_up=True)}
    got = ask(cards, {"last_thing": True}, [{"activate": "sb"}, {"activate": "ssf"}, {"resolve": 2}], turn_player="B")
    # the Set card and its own player's face-up card stay
    assert _last(got) == [("activation_negated", "sb"), ("destroyed", "sb"), ("destroyed", "mop")]
    assert _cites(got, NAMED_AND_ALL)


def _wave(typhoon_target: str | None):
    cards = {"rrw": card("Release Restraint Wave", "A", zone="hand"), "mon": card("Gemini Elf", "A", position="attack"),
             "eq": card("Black Pendant", "A", zone="spell_trap_zone", face_up=True, equipped_to="mon"),
             "set": card("Mirror Force", "B", zone="spell_trap_zone", face_up=False),
             "mst": card("Mystical Space Typhoon", "B", zone="spell_trap_zone", face_up=False),
             "up": card("Messenger of Peace", "B", zone="spell_trap_zone", face_up=True)}
    steps = [{"activate": "rrw", "targets": ["eq"]}]
    if typhoon_target is not None:
        steps += [{"activate": "mst", "targets": [typhoon_target]}, {"resolve": 2}]
    return ask(cards, {"last_thing": True}, steps + [{"resolve": 1}])


def test_its_equip_spell_still_there_it_is_destroyed_with_the_set_cards():
    got = _wave("up")
    assert _last(got) == [("destroyed", "eq"), ("destroyed", "set")]
    assert _cites(got, NAMED_AND_ALL) and not _cites(got, TARGET_GONE)


def test_its_equip_spell_gone_no_set_card_is_destroyed():
    got = _wave("eq")
    assert _last(got) == [("chain_link_resolved", "rrw")]
    assert _cites(got, TARGET_GONE)


# ------------------------------------------------------------------ whose card it is at the event

def _taken_and_destroyed(victim: tuple[str, str], extra: dict, stated: bool = False):
    """A takes B's ``victim`` with Mind Control, then destroys it with Tribute to The Doomed (or the steps state its
    control change and its destruction, with no player)."""
    ref = victim[0]
    cards = {"mc": card("Mind Control", "A", zone="hand"), "ttd": card("Tribute to The Doomed", "A", zone="hand"),
             "junk": card("Dark Magician", "A", zone="hand"), ref: card(victim[1], "B", position="attack"), **extra}
    if stated:
        steps = [{"events": [{"event": "control_changed", "card": ref, "player": "A"}]},
                 {"events": [{"event": "destroyed", "card": ref, "from": "monster_zone", "to": "graveyard",
                              "cause": "effect"}]}]
    else:
        steps = [{"activate": "mc", "targets": [ref]}, {"resolve": 1},
                 {"activate": "ttd", "cost": DISCARD, "targets": [ref]}, {"resolve": 1}]
    return ask(cards, {"triggers": True}, steps)


def test_backfire_of_the_taker_activates_for_the_taken_fire_monster():
    got = _taken_and_destroyed(("inp", "Blazing Inpachi"), {"bf": card("Backfire", "A", zone="spell_trap_zone", face_up=True)})
    assert _chain(got) == [("bf", 1)]
    assert _cites(got, CONTROLLER_THEN)


def test_backfire_of_the_owner_does_not_activate_for_its_taken_monster():
    got = _taken_and_destroyed(("inp", "Blazing Inpachi"), {"bf": card("Backfire", "B", zone="spell_trap_zone", face_up=True)})
    assert _chain(got) == []
    assert got.to_dict()["reason"] == "condition-not-met"


def test_a_stated_destruction_after_a_stated_control_change_is_the_takers():
    got = _taken_and_destroyed(("inp", "Blazing Inpachi"), {"bf": card("Backfire", "A", zone="spell_trap_zone", face_up=True)},
                               stated=True)
    assert _chain(got) == [("bf", 1)]
    assert got.to_dict()["last_thing"][0]["player"] == "A"


def test_sent_to_your_graveyard_still_reads_the_owner():
    got = _taken_and_destroyed(("dog", "Outstanding Dog Marron"), {})
    assert _chain(got) == [("dog", 1)]
    assert not _cites(got, CONTROLLER_THEN)
