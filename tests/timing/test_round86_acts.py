"""Round 86: what can be activated. A card the old "select" wording picks from a Graveyard for a deed that is no game
event needs one of its kind there (rule state-selected-pile-card-must-exist); "Both players select 1 Monster Card from
their opponent's Graveyard" needs one in each Graveyard (state-each-player-targets-needs-a-target-each, extended);
monsters Summoned unnamed count, as many as the step says, toward a count of any card in the Monster Card Zones or on
the field (cond-count-includes-unnamed-summoned, extended). Real pool cards."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "https://w3id.org/edison-kg/id/rule/"


def _cites(answer, rule: str) -> bool:
    return RULE + rule in answer.rule_iris


# ------------------------------------------------------------------ the old "select" from a Graveyard

def _graverobber(in_their_gy: str):
    cards = {"gr": card("Graverobber", "A", "spell_trap_zone", face_up=False), "there": card(in_their_gy, "B", "graveyard")}
    return ask(cards, {"can_activate": "gr"})


def test_graverobber_has_no_spell_to_select_among_traps():
    got = _graverobber("Mirror Force")
    assert got.answer == "no"
    assert _cites(got, "state-selected-pile-card-must-exist")


def test_graverobber_selects_the_spell_there():
    assert _graverobber("Mystical Space Typhoon").answer == "yes"


def test_against_the_wind_still_needs_a_blackwing_in_its_own_graveyard():
    # the same old wording whose deed is a game event: read so already, not by the new rule
    cards = {"atw": card("Against the Wind", "A", "hand"), "mf": card("Mirror Force", "A", "graveyard")}
    got = ask(cards, {"can_activate": "atw"})
    assert got.answer == "no"
    assert not _cites(got, "state-selected-pile-card-must-exist")


# ------------------------------------------------------------------ each player selects in the other's Graveyard

def _soul_demolition(b_has_one: bool):
    cards = {"sd": card("Soul Demolition", "A", "spell_trap_zone", face_up=True),
             "af": card("Archfiend Soldier", "A", "monster_zone", position="attack"),
             "rat": card("Giant Rat", "A", "graveyard")}
    if b_has_one:
        cards["sangan"] = card("Sangan", "B", "graveyard")
    return ask(cards, {"can_activate": "sd"})


def test_soul_demolition_needs_a_monster_in_each_graveyard():
    got = _soul_demolition(False)
    assert got.answer == "no"
    assert _cites(got, "state-each-player-targets-needs-a-target-each")


def test_soul_demolition_with_a_monster_in_each_graveyard():
    assert _soul_demolition(True).answer == "yes"


# ------------------------------------------------------------------ unnamed Tokens in the Monster Card Zones

def _after_four_tokens(asked: str, count: int, more: dict | None = None, zone: str = "hand"):
    cards = {"asked": card(asked, "A", zone, **({"face_up": False} if zone != "hand" else {})), "goat": card("Scapegoat", "B", "spell_trap_zone", face_up=False),
             "wolf": card("Gene-Warped Warwolf", "B", "monster_zone", position="attack"), **(more or {})}
    steps = [{"activate": "goat"}, {"resolve": 1, "events": [{"event": "special_summon", "player": "B", "count": count,
                                                               "position": "defense", "to": "monster_zone"}]}]
    return ask(cards, {"can_activate": "asked"}, steps)


def test_flash_of_the_forbidden_spell_counts_the_four_sheep_tokens():
    got = _after_four_tokens("Flash of the Forbidden Spell", 4)
    assert got.answer == "yes"
    assert _cites(got, "cond-count-includes-unnamed-summoned")


def test_flash_of_the_forbidden_spell_with_a_zone_left_open():
    got = _after_four_tokens("Flash of the Forbidden Spell", 3)
    assert got.answer == "no"
    assert got.reason == "condition-not-met"


def test_spatial_collapse_counts_the_tokens_among_the_cards_on_the_field():
    # "each player has 5 or fewer cards on the field": B's Warwolf, 4 Tokens and 1 more monster are 6
    got = _after_four_tokens("Spatial Collapse", 4, {"gaga": card("Gagagigo", "B", "monster_zone", position="attack")},
                             zone="spell_trap_zone")
    assert got.answer == "no"
    assert _cites(got, "cond-count-includes-unnamed-summoned")
