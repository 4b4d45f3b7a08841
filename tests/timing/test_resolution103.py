"""What a resolution did (round 103): the card a cost of face-up cards you control took when the scenario does not
say, and a later "with the same name" named by it (NEX). Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

ONLY_CARD_THAT_FITS = "res-cost-paid-with-the-only-card-that-fits"


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


# ------------------------------------------------------------------ NEX: the cost's card names the Summoned one

def _nex(field: dict, extra: dict):
    cards = {"nex": card("NEX", "A", "hand"), **field, **extra}
    return ask(cards, {"last_thing": True}, [{"activate": "nex"}, {"resolve": 1}])


def test_nex_summons_the_extra_deck_monster_of_the_sent_monsters_name():
    got = _nex({"aqua": card("Neo-Spacian Aqua Dolphin", "A", position="attack")},
               {"marine": card("Neo-Spacian Marine Dolphin", "A", "extra_deck")})
    assert _last(got) == [("special_summon", "marine")]
    assert ONLY_CARD_THAT_FITS in got.rules


def test_nex_with_glow_moss_summons_twinkle_moss():
    # another pair: Twinkle Moss's name is always treated as Glow Moss
    got = _nex({"glow": card("Neo-Spacian Glow Moss", "A", position="attack")},
               {"twinkle": card("Neo-Spacian Twinkle Moss", "A", "extra_deck"),
                "marine": card("Neo-Spacian Marine Dolphin", "A", "extra_deck")})
    assert _last(got) == [("special_summon", "twinkle")]


def test_nex_with_two_neo_spacians_face_up_does_not_say_which_was_sent():
    got = _nex({"aqua": card("Neo-Spacian Aqua Dolphin", "A", position="attack"),
                "glow": card("Neo-Spacian Glow Moss", "A", position="attack")},
               {"marine": card("Neo-Spacian Marine Dolphin", "A", "extra_deck"),
                "twinkle": card("Neo-Spacian Twinkle Moss", "A", "extra_deck")})
    assert _last(got) == [("special_summon", None)]
    assert ONLY_CARD_THAT_FITS not in got.rules


def test_the_reading_marks_a_bare_same_name_but_not_the_second_card_of_a_clause():
    from edison_kg.cardtext.reader import analyze
    nex = analyze('Send 1 face-up "Neo-Spacian" monster you control to the Graveyard. Special Summon 1 Level 4 '
                  'monster with the same name from your Extra Deck.', card_type="spell")[0]
    assert nex.clauses[-1].picks_by_the_card_before == "same-name"
    wolf = analyze("Activate only when you take Battle Damage from your opponent's monster's direct attack. Reveal 1 "
                   "Level 1 monster in your hand. Special Summon it from your hand, and 1 monster with the same name "
                   "from your Deck.", card_type="trap")[0]
    assert all(clause.picks_by_the_card_before is None for clause in wolf.clauses)


# ------------------------------------------------------------------ Collected Power: Equip Cards now on an incorrect target

NOW_INCORRECT = "res-destroy-equips-now-on-an-incorrect-target"


def _collected_power(equips: dict):
    cards = {"cp": card("Collected Power", "A", "spell_trap_zone", face_up=False),
             "ww": card("Gene-Warped Warwolf", "A", position="attack"),
             "cg": card("Celtic Guardian", "B", position="attack"), **equips}
    return ask(cards, {"last_thing": True}, [{"activate": "cp", "targets": ["cg"]}, {"resolve": 1}])


def test_collected_power_destroys_mystical_moon_moved_onto_a_warrior():
    got = _collected_power({"moon": card("Mystical Moon", "A", "spell_trap_zone", face_up=True, equipped_to="ww")})
    assert _last(got) == [("destroyed", "moon")]
    assert NOW_INCORRECT in got.rules


def test_collected_power_keeps_an_unrestricted_equip_and_destroys_a_gladiator_beasts_one():
    got = _collected_power({
        "axe": card("Axe of Despair", "A", "spell_trap_zone", face_up=True, equipped_to="ww"),
        "hal": card("Gladiator Beast's Battle Halberd", "A", "spell_trap_zone", face_up=True, equipped_to="ww")})
    assert _last(got) == [("destroyed", "hal")]
    happened = " ".join(got.to_dict()["happened"])
    assert "Celtic Guardian was destroyed" not in happened


def test_a_plain_destroy_that_card_is_not_read_so():
    # condition unmet: the words of the clause are not Collected Power's
    from edison_kg.timing.incorrect_equips import now_on_an_incorrect_target
    from edison_kg.cardtext.reader import analyze
    clause = analyze("Target 1 monster on the field; destroy that target.", card_type="spell")[0].clauses[0]
    assert now_on_an_incorrect_target(None, clause, None) == []


def test_the_reading_marks_collected_powers_destroy():
    from edison_kg.cardtext.reader import analyze
    effect = analyze("Target 1 face-up monster on the field; equip it with all Equip Cards on the field. If any of those "
                     "Equip Cards is now equipped to an incorrect target, destroy that Equip Card.", card_type="spell")[0]
    assert effect.clauses[-1].picks_by_the_card_before == "now-incorrectly-equipped"
