"""Conditions on what the event was about (round 83): the kind of the activated card is the one named before
"that would ...", "the only face-up monsters you control are ..." looks at face-up monsters only, and a monster
"whose DEF is higher than its ATK" is compared as it was on the field. Real cards of the pool."""

from __future__ import annotations

from edison_kg.cardtext.event_position import own_stat_comparison
from scenario_cards import ask, card

ACTIVATED_KIND = "cond-activated-kind-before-what-it-does"
ONLY_FACE_UP = "cond-activation-needs-only-these-face-up"
OWN_STATS = "cond-event-card-own-stats-compared"


# ------------------------------------------------------------------ the activated card's kind, before "that would"

def _anubis_against(spell: str, zone: str = "spell_trap_zone"):
    cards = {"sp": card(spell, "B", zone, face_up=False), "mf": card("Mirror Force", "A", "spell_trap_zone", face_up=False),
             "anubis": card("Judgment of Anubis", "A", "spell_trap_zone", face_up=False), "disc": card("Sangan", "A", "hand")}
    return ask(cards, {"can_activate": "anubis"}, [{"activate": "sp", "targets": ["mf"]}], turn_player="B")


def test_judgment_of_anubis_does_not_answer_a_trap_card():
    got = _anubis_against("Dust Tornado")
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert ACTIVATED_KIND in got.rules
    assert "Trap Card" in got.explanation


def test_judgment_of_anubis_answers_a_spell_card_that_destroys_a_trap():
    got = _anubis_against("Mystical Space Typhoon")
    assert got.answer == "yes"
    assert ACTIVATED_KIND not in got.rules


def test_carrierroid_answers_a_monster_effect_that_targets_and_destroys_a_spell_trap():
    # "a card's effect that targets and destroys a Spell or Trap Card(s)": any kind of card, the Spell/Trap
    # named after "that" being what it destroys
    cards = {"breaker": card("Breaker the Magical Warrior", "B", position="attack"),
             "mf": card("Mirror Force", "A", "spell_trap_zone", face_up=False),
             "roid": card("Carrierroid", "A", position="attack"), "disc": card("Sangan", "A", "hand")}
    got = ask(cards, {"can_activate": "roid"}, [{"activate": "breaker", "targets": ["mf"]}], turn_player="B")
    assert got.answer == "yes", got.explanation
    assert ACTIVATED_KIND not in got.rules


# ------------------------------------------------------------------ "the only face-up monsters you control are ..."

def _bending_destiny(**others):
    cards = {"hs": card("Heavy Storm", "B", "hand"), "bd": card("Bending Destiny", "A", "spell_trap_zone", face_up=False),
             "fll": card("Fortune Lady Light", "A", position="attack"), **others}
    return ask(cards, {"can_activate": "bd"}, [{"activate": "hs"}], turn_player="B")


def test_bending_destiny_not_with_a_face_up_monster_of_another_kind():
    got = _bending_destiny(sangan=card("Sangan", "A", position="attack"))
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert ONLY_FACE_UP in got.rules
    assert "Sangan" in got.explanation


def test_bending_destiny_with_fortune_ladies_and_a_set_monster():
    got = _bending_destiny(fire=card("Fortune Lady Fire", "A", position="defense"),
                           sangan=card("Sangan", "A", position="defense", face_up=False))
    assert got.answer == "yes", got.explanation
    assert ONLY_FACE_UP not in got.rules


def test_supercharge_still_counts_a_set_monster():
    # "the only monsters you control are ...": every monster, a Set one too (no "face-up" in its words)
    def supercharge(other_face_up: bool):
        cards = {"sc": card("Supercharge", "A", "spell_trap_zone", face_up=False),
                 "roid": card("Gyroid", "A", position="attack"),
                 "other": card("Sangan", "A", position="defense", face_up=other_face_up),
                 "atk": card("Vorse Raider", "B", position="attack")}
        return ask(cards, {"can_activate": "sc"}, [{"events": [{"event": "attack_declared", "card": "atk",
                                                                  "target": "roid"}]}], phase="battle", turn_player="B")
    assert supercharge(False).answer == "no"
    assert ONLY_FACE_UP not in supercharge(False).rules


# ------------------------------------------------------------------ "whose DEF is higher than its ATK"

def _broken_blocker(defender: str, **stats):
    cards = {"vorse": card("Vorse Raider", "A"), "eye": card(defender, "B", position="defense", **stats),
             "blocker": card("Broken Blocker", "B", "spell_trap_zone", face_up=False)}
    steps = [{"events": [{"event": "attack_declared", "card": "vorse", "target": "eye"}]},
             {"events": [{"event": "destroyed", "card": "eye", "to": "graveyard", "cause": "battle", "by": "vorse"}]}]
    return ask(cards, {"can_activate": "blocker"}, steps, phase="battle")


def test_broken_blocker_not_for_a_monster_whose_def_is_lower_than_its_atk():
    got = _broken_blocker("Big Eye")              # 1200 ATK, 1000 DEF
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert OWN_STATS in got.rules


def test_broken_blocker_for_a_monster_whose_def_is_higher_than_its_atk():
    got = _broken_blocker("Giant Soldier of Stone")   # 1300 ATK, 2000 DEF
    assert got.answer == "yes", got.explanation
    assert OWN_STATS not in got.rules


def test_broken_blocker_reads_the_stats_the_monster_had_on_the_field():
    got = _broken_blocker("Big Eye", atk=800)     # its ATK lowered on the field: DEF 1000 is higher
    assert got.answer == "yes", got.explanation


def test_the_reader_names_which_own_stat_is_higher():
    assert own_stat_comparison("when a Defense Position monster you control, whose DEF is higher than its ATK, "
                               "is destroyed by battle") == "def-above-atk"
    assert own_stat_comparison("when a monster whose DEF is lower than its ATK is destroyed") == "atk-above-def"
    assert own_stat_comparison("when a monster whose DEF is lower than the ATK of this card is destroyed") is None
