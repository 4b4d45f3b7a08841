"""What the reader gives a condition that names the phase of its event (rule cond-event-in-its-named-phase) and
an effect that cannot be used the turn its card is Special Summoned in the wordings beside "You cannot activate
this effect the turn ..." (rule limit-not-the-turn-it-was-special-summoned). Pool cards, read as every entry point
reads them (read_card)."""

from __future__ import annotations

from cardtext.pool import card


def condition(name, number=1):
    return next(e for e in card(name) if e.number == number).condition


def test_whose_phase_is_kept_apart_from_whose_event():
    horus = condition("Dark Horus")          # "a Spell Card that was activated during your opponent's Main Phase"
    assert (horus.during_phases, horus.during_turn, horus.player) == (("main",), "opponent", None)
    veil = condition("Veil of Darkness")     # "During your Draw Phase, if you draw a DARK monster(s)"
    assert (veil.during_phases, veil.during_turn, veil.player) == (("draw",), "you", "you")
    jammer = condition("Trap Jammer")        # "during the Battle Phase": either player's
    assert (jammer.during_phases, jammer.during_turn) == (("battle",), None)
    drop = condition("Drop Off")             # "in their Draw Phase": the opponent's
    assert (drop.during_phases, drop.during_turn) == (("draw",), "opponent")


def test_a_phase_excluded_looked_ahead_to_or_only_started_is_not_the_events():
    assert condition("Tethys, Goddess of Light").during_phases == ()     # "(except during the Damage Step)"
    assert condition("Appropriate").during_phases == ()                  # "outside of either Draw Phase"
    assert condition("Red-Eyes Wyvern").during_phases == ()              # "if you did not Normal Summon": a state


def test_used_during_the_same_turn_it_is_special_summoned():
    roboyarou = next(e for e in card("Super Roboyarou") if e.kind == "ignition")
    assert roboyarou.not_the_turn_it_was == ("special_summon",)
    robolady = next(e for e in card("Super Robolady") if e.kind == "ignition")
    assert robolady.not_the_turn_it_was == ("special_summon",)


def test_the_following_effects_are_each_bound():
    rainbow = [e for e in card("Rainbow Dragon") if e.kind not in ("continuous", "unanalyzed")]
    assert len(rainbow) == 2 and all(e.not_the_turn_it_was == ("special_summon",) for e in rainbow)
