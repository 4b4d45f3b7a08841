"""Limits on how many times a player may Summon in a turn (restriction kind
summon-count-limit, rules ce-summon-count-limit and neg-summon-counts-for-summon-restrictions):
the card reader types the wording with its number and the Summons it counts; the engine counts
every Summon of that kind the player made this turn, before the limit applied and negated ones
included. On small cards that bring their own text, not the drafts' situations."""

from __future__ import annotations

from edison_kg.cardtext.continuous import restrictions_of
from edison_kg.timing.rules.activation import can_activate_verdict
from edison_kg.vocab.model import AnalyzedEffect
from subset_duel import duel, own, subset_engine  # noqa: F401  (fixtures)

ANY_TWO = ("Two Calls", "Neither player can Summon more than two times per turn.")
SPECIAL_ONCE = ("One Gate", "Each player can only Special Summon a monster(s) once per turn.")
REVIVE = ("Second Life", "Target 1 monster in either player's GY; Special Summon it.")
DRAW = ("Quick Draw", "Draw 1 card.")


def read(text):
    return restrictions_of(AnalyzedEffect(1, text, "continuous"))


def test_the_reader_types_the_number_and_the_summons_counted():
    (two,) = read(ANY_TWO[1])
    (once,) = read(SPECIAL_ONCE[1])
    assert (two.kind, two.limit, two.holds_while, two.action, two.players) == \
        ("summon-count-limit", 2, "summons-per-turn", "special_summon", "both")
    assert (once.kind, once.limit, once.holds_while) == ("summon-count-limit", 1, "special-summons-since-applying")
    assert read("You can only use this effect once per turn.") == []


def cards(limit):
    return {"lim": own(limit[0], limit[1], "B", "spell_trap_zone", "trap", "Continuous Trap", face_up=True),
            "rev": own(REVIVE[0], REVIVE[1], "A", "hand", "spell", "Normal Spell"),
            "drw": own(DRAW[0], DRAW[1], "A", "hand", "spell", "Normal Spell"),
            "dead": own("Old Guard", "x.", "A", "graveyard", "monster", "Effect"),
            "m1": own("Ox", "x.", "A", "hand", "monster", "Effect"),
            "m2": own("Elk", "x.", "A", "hand", "monster", "Effect")}


def verdict(state, ref):
    return can_activate_verdict(state, ref, state.infos[ref].effects[0])


def test_below_the_limit_a_special_summon_can_be_activated(duel):
    state = duel(cards(ANY_TWO), [{"summon": "m1", "method": "normal"}], phase="main1")
    assert verdict(state, "rev").answer == "yes"


def test_at_the_limit_a_special_summon_cannot_be_activated_but_other_cards_can(duel):
    state = duel(cards(ANY_TWO), [{"summon": "m1", "method": "normal"}, {"summon": "m2", "method": "special"}],
                 phase="main1")
    v = verdict(state, "rev")
    assert (v.answer, v.reason) == ("no", "other") and "ce-summon-count-limit" in v.rules
    assert verdict(state, "drw").answer == "yes"


def test_a_negated_summon_counts_toward_the_limit(duel):
    state = duel(cards(ANY_TWO), [{"summon": "m1", "method": "normal", "negated": True},
                                  {"summon": "m2", "method": "special"}], phase="main1")
    v = verdict(state, "rev")
    assert v.answer == "no" and "neg-summon-counts-for-summon-restrictions" in v.rules


def test_the_limit_is_per_player(duel):
    state = duel(cards(ANY_TWO) | {"o1": own("Yak", "x.", "B", "hand", "monster", "Effect"),
                                   "o2": own("Gnu", "x.", "B", "hand", "monster", "Effect")},
                 [{"summon": "o1", "method": "normal"}, {"summon": "o2", "method": "special"}], phase="main1")
    assert verdict(state, "rev").answer == "yes"


def test_a_special_summon_limit_does_not_count_a_normal_summon(duel):
    normal = duel(cards(SPECIAL_ONCE), [{"summon": "m1", "method": "normal"}], phase="main1")
    special = duel(cards(SPECIAL_ONCE), [{"summon": "m1", "method": "special"}], phase="main1")
    assert verdict(normal, "rev").answer == "yes"
    assert verdict(special, "rev").answer == "no"


# ------------------------------------------------------------------ a part done after damage calculation

DECOY = ("Decoy Blast", "Activate only when an opponent's monster declares an attack. Monsters cannot be destroyed by "
                        "this battle. After damage calculation, Special Summon 1 monster from your hand.")
LOCK = ("Summon Lock", "Neither player can attempt to Special Summon monsters.")


def test_a_summon_after_damage_calculation_does_not_stop_the_activation(duel):
    """Rule ce-forbidden-action-later-part-allowed: the Special Summon is done after damage
    calculation, checked then; activating the card does not do it."""
    state = duel({"lock": own(LOCK[0], LOCK[1], "A", "monster_zone", "monster", "Effect", position="attack"),
                  "decoy": own(DECOY[0], DECOY[1], "B", "spell_trap_zone", "trap", "Normal Trap", face_up=False),
                  "atk": own("Ox", "x.", "A", "monster_zone", "monster", "Effect", position="attack"),
                  "def": own("Elk", "x.", "B", "monster_zone", "monster", "Effect", position="attack"),
                  "m": own("Yak", "x.", "B", "hand", "monster", "Effect")},
                 [{"events": [{"event": "attack_declared", "card": "atk", "player": "A", "target": "def"}]}], phase="battle")
    v = verdict(state, "decoy")
    assert v.answer == "yes" and "ce-forbidden-action-later-part-allowed" in v.rules


def test_a_can_only_limit_counts_only_the_summons_made_since_it_applies(duel):
    """"can only Special Summon a monster(s) once per turn" counts from when its card is face-up;
    "cannot Summon more than two times" counts the whole turn."""
    moth = {**cards(SPECIAL_ONCE), "lim": own("Moth", SPECIAL_ONCE[1], "B", "hand", "monster", "Effect")}
    before = duel(moth, [{"summon": "m1", "method": "special"}, {"summon": "lim", "method": "normal"}], phase="main1")
    assert verdict(before, "rev").answer == "yes"
    after = duel(moth, [{"summon": "lim", "method": "normal"}, {"summon": "m1", "method": "special"}], phase="main1")
    v = verdict(after, "rev")
    assert (v.answer, v.reason) == ("no", "other") and "ce-summon-count-limit" in v.rules
