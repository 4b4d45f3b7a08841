"""Round 145: "If you activate this effect, this card cannot attack during this turn" forbids the attack only after
the activation, so it is activated while another card already stops the monster's attack; "This card cannot attack
the turn you activate this effect" gives the attack up and is refused then. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

from edison_kg.cardtext.reader import analyze

AFTER = "limit-own-attack-forbidden-after-activation"
ALREADY = "limit-own-attack-forbidden-already"
AFTER_WORDING = "Once per turn, you can inflict 500 damage to your opponent. If you activate this effect, " \
                "this card cannot attack during this turn."


def _under(monster: str, lock: str | None):
    cards = {"me": card(monster, "A", position="attack"),
             "foe": card("Sangan", "B", position="attack")}
    if lock == "Gora Turtle":
        cards["lock"] = card(lock, "B", position="attack")
    elif lock:
        cards["lock"] = card(lock, "B", "spell_trap_zone", face_up=True)
    return ask(cards, {"can_activate": "me"})


def test_reader_tells_the_attack_forbidden_after_from_the_attack_given_up():
    assert analyze(AFTER_WORDING)[0].attack_forbidden_after
    given_up = analyze("Once per turn: You can inflict 500 damage to your opponent. "
                       "This card cannot attack the turn you activate this effect.")[0]
    assert given_up.attacks_forbidden == "self" and not given_up.attack_forbidden_after


def test_volcanic_slicer_under_messenger_of_peace_can_be_activated():
    got = _under("Volcanic Slicer", "Messenger of Peace")      # 1800 ATK: it cannot declare an attack
    assert got.answer == "yes", got.explanation
    assert AFTER in got.rules and ALREADY not in got.rules


def test_venom_boa_under_messenger_of_peace_can_be_activated():
    got = _under("Venom Boa", "Messenger of Peace")            # 1600 ATK
    assert got.answer == "yes", got.explanation
    assert AFTER in got.rules


def test_volcanic_slicer_free_to_attack_cites_no_lock():
    got = _under("Volcanic Slicer", None)
    assert got.answer == "yes" and AFTER not in got.rules and ALREADY not in got.rules


def test_sky_scourge_enrise_that_gives_up_its_attack_is_refused_under_gora_turtle():
    got = _under("Sky Scourge Enrise", "Gora Turtle")          # 2600 ATK, "(This card can't attack the turn ...)"
    assert got.answer == "no" and ALREADY in got.rules and AFTER not in got.rules

