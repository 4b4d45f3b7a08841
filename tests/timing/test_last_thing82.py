"""What a resolution did, the last thing to happen (round 82): the turn player a text names acts, whoever controls the
card; a part done "during the End Phase" is no part of the resolution; the effect of a Continuous Spell whose card left
the field is not applied; "all Equip Cards" and "all face-up Machine-Type monsters" are only the cards of that kind; damage names a player, not the card its
amount is about; a send from a hand the scenario names in full sends those cards. Real cards of the pool."""

from __future__ import annotations

from edison_kg import cardtext
from scenario_cards import ask, card

TURN = "res-the-turn-player-acts"
LATER = "res-deed-during-a-later-phase-is-later"
GONE = "res-staying-card-gone-effect-not-applied"
KIND = "res-all-cards-of-a-kind"
NO_CARD = "res-lp-event-names-no-card"
WHOLE_COUNT = "res-discard-the-whole-count-of-a-hand"


def _last(got):
    return [(e["event"], e.get("card"), e.get("player"), e.get("amount")) for e in got.to_dict()["last_thing"]]


def _rules(got):
    return [r.rsplit("/", 1)[-1] for r in got.rules]


# ------------------------------------------------------------------ the turn player acts

def _ectoplasmer(turn_player: str, monsters: dict):
    cards = {"ecto": card("Ectoplasmer", "A", "spell_trap_zone", face_up=True), **monsters}
    return ask(cards, {"last_thing": True}, [{"activate": "ecto"}, {"resolve": 1}], phase="end", turn_player=turn_player)


def test_ectoplasmer_in_the_opponents_end_phase_the_opponent_tributes_and_its_controller_takes_the_damage():
    got = _ectoplasmer("B", {"elf": card("Gemini Elf", "B", position="attack"),
                             "mine": card("Sangan", "A", position="attack")})
    assert _last(got) == [("tributed", "elf", "B", None), ("damage_inflicted", None, "A", 950)]
    assert TURN in _rules(got)


def test_ectoplasmer_in_its_controllers_end_phase_the_controller_tributes():
    got = _ectoplasmer("A", {"elf": card("Gemini Elf", "B", position="attack"),
                             "mine": card("Sangan", "A", position="attack")})
    assert _last(got) == [("tributed", "mine", "A", None), ("damage_inflicted", None, "B", 500)]


def test_ectoplasmer_with_two_face_up_monsters_names_neither():
    got = _ectoplasmer("B", {"elf": card("Gemini Elf", "B", position="attack"),
                             "sangan": card("Sangan", "B", position="attack")})
    assert [(event, who) for event, _, who, _ in _last(got)] == [("tributed", "B"), ("damage_inflicted", "A")]
    assert [c for _, c, _, _ in _last(got)] == [None, None]


def test_burning_land_the_turn_player_takes_the_damage():
    cards = {"land": card("Burning Land", "A", "spell_trap_zone", face_up=True)}
    got = ask(cards, {"last_thing": True}, [{"activate": "land", "effect": 2}, {"resolve": 1}], phase="standby",
              turn_player="B")
    assert _last(got) == [("damage_inflicted", None, "B", 500)]
    assert TURN in _rules(got)


def test_the_reader_reads_the_turn_player_and_their_opponent():
    reading = cardtext.read_card({"name": "Ectoplasmer", "card_type": "spell", "subtypes": ["Continuous"], "texts": {
        "custom": "Once per turn, during each player's End Phase: The turn player must Tribute 1 face-up monster, and "
                  "if they do, inflict damage to their opponent equal to half the original ATK of the Tributed monster."}})
    assert [c.player for c in reading.effects[0].clauses] == ["turn", "turn-opponent"]


# ------------------------------------------------------------------ a part done during the End Phase

def test_fire_ant_ascator_the_send_during_the_end_phase_is_no_part_of_the_last_thing():
    cards = {"gig": card("Gigantes", "A", position="attack"), "ant": card("Fire Ant Ascator", "B", position="attack"),
             "cyber": card("Cyber Dragon", "B", "graveyard")}
    steps = [{"events": [{"event": "attack_declared", "card": "gig", "target": "ant"}]}, {"phase": "damage_step"},
             {"events": [[{"event": "destroyed", "card": "ant", "cause": "battle", "by": "gig"}]]},
             {"events": [{"event": "sent_to_gy", "card": "ant", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle"}]},
             {"activate": "ant", "targets": ["cyber"]}, {"resolve": 1}]
    got = ask(cards, {"last_thing": True}, steps, phase="battle")
    assert _last(got) == [("special_summon", "cyber", "B", None)]
    assert LATER in _rules(got)


def test_ritual_foregone_destroys_nothing_as_it_resolves():
    cards = {"rf": card("Ritual Foregone", "A", "hand"), "demise": card("Demise, King of Armageddon", "A", "hand")}
    cost = [{"event": "lp_paid", "player": "A", "amount": 1000, "cause": "cost"}]
    got = ask(cards, {"last_thing": True}, [{"activate": "rf", "cost": cost}, {"resolve": 1}])
    assert [event for event, _, _, _ in _last(got)] == ["special_summon"]
    assert LATER in _rules(got)


def test_monster_reborn_leaves_nothing_for_later():
    cards = {"mr": card("Monster Reborn", "A", "hand"), "gb": card("Gene-Warped Warwolf", "A", "graveyard")}
    got = ask(cards, {"last_thing": True}, [{"activate": "mr", "targets": ["gb"]}, {"resolve": 1}])
    assert _last(got) == [("special_summon", "gb", "A", None)]
    assert LATER not in _rules(got)


def _later_parts(name, card_type, subtypes, text):
    reading = cardtext.read_card({"name": name, "card_type": card_type, "subtypes": subtypes, "texts": {"custom": text}})
    return [c.later for effect in reading.effects for c in effect.clauses]


def test_the_reader_leaves_a_later_part_for_the_end_phase_but_not_a_first_part():
    assert _later_parts("Summoner of Illusions", "monster", ["Effect", "Flip"],
                        "FLIP: Tribute 1 other monster, and if you do, Special Summon 1 Fusion Monster from your Extra "
                        "Deck, but destroy it during the End Phase of this turn.")[-1] is True
    helios = _later_parts("Helios Duo Megistus", "monster", ["Effect"],
                          "If this card is destroyed by battle and sent to the Graveyard, Special Summon it during the "
                          "End Phase, and it gains 300 ATK and DEF.")
    assert helios and helios[0] is False


# ------------------------------------------------------------------ a Continuous Spell whose card left the field

def _stumbling(dust_tornado_target: str):
    cards = {"exiled": card("Exiled Force", "B", "hand"),
             "stumbling": card("Stumbling", "A", "spell_trap_zone", face_up=True),
             "dt": card("Dust Tornado", "B", "spell_trap_zone", face_up=False),
             "th": card("Trap Hole", "A", "spell_trap_zone", face_up=False),
             "ct": card("Call of the Haunted", "A", "spell_trap_zone", face_up=False)}
    steps = [{"summon": "exiled", "method": "normal"}, {"activate": "stumbling"},
             {"activate": "dt", "targets": [dust_tornado_target]}, {"activate": "th", "targets": ["exiled"]},
             {"resolve": 3}, {"resolve": 2, "events": [{"event": "destroyed", "card": dust_tornado_target,
                                                          "cause": "effect", "from": "spell_trap_zone",
                                                          "to": "graveyard"}]}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps, turn_player="B")


def test_stumbling_destroyed_in_the_chain_does_not_resolve():
    got = _stumbling("stumbling")
    assert _last(got) == [("destroyed", "stumbling", "A", None)]
    assert GONE in _rules(got)


def test_stumbling_still_on_the_field_resolves():
    got = _stumbling("ct")
    assert _last(got)[0][0] != "destroyed"
    assert GONE not in _rules(got)


def test_ectoplasmer_destroyed_in_response_tributes_nothing():
    cards = {"ecto": card("Ectoplasmer", "A", "spell_trap_zone", face_up=True),
             "elf": card("Gemini Elf", "B", position="attack"),
             "mst": card("Mystical Space Typhoon", "B", "hand")}
    steps = [{"activate": "ecto"}, {"activate": "mst", "targets": ["ecto"]}, {"resolve": 2}, {"resolve": 1}]
    got = ask(cards, {"last_thing": True}, steps, phase="end", turn_player="B")
    assert _last(got) == [("destroyed", "ecto", "A", None)]
    assert GONE in _rules(got)


# ------------------------------------------------------------------ all cards of a kind

def _disarmament(extra: dict):
    cards = {"xhead": card("X-Head Cannon", "B", position="attack"),
             "wolf": card("Gene-Warped Warwolf", "A", position="attack"),
             "axe1": card("Axe of Despair", "A", "spell_trap_zone", face_up=True, equipped_to="wolf"),
             "axe2": card("Axe of Despair", "A", "spell_trap_zone", face_up=False),
             "dis": card("Disarmament", "A", "spell_trap_zone", face_up=False), **extra}
    return ask(cards, {"last_thing": True}, [{"activate": "dis"}, {"resolve": 1}], turn_player="B")


def test_disarmament_destroys_the_equipped_union_and_the_face_up_equip_spell_only():
    got = _disarmament({"tank": card("Z-Metal Tank", "B", "spell_trap_zone", face_up=True, equipped_to="xhead")})
    assert sorted((e, c) for e, c, _, _ in _last(got)) == [("destroyed", "axe1"), ("destroyed", "tank")]
    assert KIND in _rules(got)


def test_disarmament_leaves_a_union_monster_on_the_field():
    got = _disarmament({"tank": card("Z-Metal Tank", "B", position="attack")})
    assert [(e, c) for e, c, _, _ in _last(got)] == [("destroyed", "axe1")]


def test_spell_purification_destroys_only_the_continuous_spell():
    cards = {"sp": card("Spell Purification", "A", "spell_trap_zone", face_up=False), "cost": card("Sangan", "A", "hand"),
             "cont": card("Stumbling", "B", "spell_trap_zone", face_up=True),
             "field": card("Mountain", "B", "field_zone", face_up=True),
             "mon": card("Gemini Elf", "B", position="attack")}
    cost = [{"event": "discarded", "card": "cost", "from": "hand", "to": "graveyard", "cause": "cost"}]
    got = ask(cards, {"last_thing": True}, [{"activate": "sp", "cost": cost}, {"resolve": 1}])
    assert [(e, c) for e, c, _, _ in _last(got)] == [("destroyed", "cont")]


def _all_of_a_type(spell: str, monsters: dict):
    cards = {"x": card(spell, "A", "hand"), **monsters}
    return ask(cards, {"last_thing": True}, [{"activate": "x"}, {"resolve": 1}])


def test_acid_rain_destroys_the_face_up_machine_only():
    got = _all_of_a_type("Acid Rain", {"cyber": card("Cyber Dragon", "B", position="attack"),
                                        "vorse": card("Vorse Raider", "B", position="attack"),
                                        "set": card("Mechanicalchaser", "B", face_up=False, position="defense")})
    assert [(e, c) for e, c, _, _ in _last(got)] == [("destroyed", "cyber")]
    assert KIND in _rules(got)


def test_warrior_elimination_spares_a_beast_warrior():
    got = _all_of_a_type("Warrior Elimination", {"knight": card("Command Knight", "B", position="attack"),
                                                  "vorse": card("Vorse Raider", "B", position="attack")})
    assert [(e, c) for e, c, _, _ in _last(got)] == [("destroyed", "knight")]


# ------------------------------------------------------------------ damage names a player; a send from a named hand

def _thestalos(hand: dict):
    cards = {"thes": card("Thestalos the Firestorm Monarch", "A", "hand"),
             "trib": card("Giant Soldier of Stone", "A", position="attack"), **hand}
    steps = [{"summon": "thes", "method": "tribute", "materials": ["trib"]}, {"activate": "thes"}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps)


def test_thestalos_damage_names_the_opponent_not_the_discarded_monster():
    got = _thestalos({"sillva": card("Sillva, Warlord of Dark World", "B", "hand")})
    assert [(e, c, p) for e, c, p, _ in _last(got)] == [("damage_inflicted", None, "B")]
    assert NO_CARD in _rules(got)


def test_burning_land_damage_about_no_card_needs_no_such_rule():
    cards = {"land": card("Burning Land", "A", "spell_trap_zone", face_up=True)}
    got = ask(cards, {"last_thing": True}, [{"activate": "land", "effect": 2}, {"resolve": 1}], phase="standby")
    assert NO_CARD not in _rules(got)


def _ruthless_denial(hand: dict):
    cards = {"denial": card("Ruthless Denial", "A", "hand"), "sangan": card("Sangan", "A", position="attack"), **hand}
    return ask(cards, {"last_thing": True}, [{"activate": "denial", "targets": ["sangan"]}, {"resolve": 1}])


def test_ruthless_denial_sends_its_monster_and_the_only_card_of_the_opponents_hand_at_once():
    got = _ruthless_denial({"mf": card("Mirror Force", "B", "hand")})
    assert [(e, c, p) for e, c, p, _ in _last(got)] == [("sent_to_gy", "sangan", "A"), ("sent_to_gy", "mf", "B")]
    assert WHOLE_COUNT in _rules(got)


def test_ruthless_denial_with_two_cards_in_the_opponents_hand_names_neither():
    got = _ruthless_denial({"mf": card("Mirror Force", "B", "hand"), "th": card("Trap Hole", "B", "hand")})
    assert [(e, c, p) for e, c, p, _ in _last(got)] == [("sent_to_gy", "sangan", "A"), ("sent_to_gy", None, "B")]
    assert WHOLE_COUNT not in _rules(got)
