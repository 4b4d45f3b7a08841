"""An effect that Special Summons monsters by name is stopped by a lock that reaches every monster it names, read on
the named cards as the graph holds them (rule ce-named-summon-reached), asked of the whole engine on real cards."""

from __future__ import annotations

from scenario_cards import ask, card

DRAGO = card("Koa'ki Meiru Drago", "B", position="attack")        # "Neither player can ... Special Summon LIGHTs and DARKs"
FILTER = card("Power Filter", "B", "spell_trap_zone", face_up=True)  # "... monsters with 1000 or less ATK"


def _ignition(name: str, summoned: str, lock: dict | None):
    # Black Dragon's Chick / Kaibaman: "...; Special Summon 1 "<summoned>" from your hand."
    cards = {"me": card(name, "A", position="attack"), "it": card(summoned, "A", "hand")}
    if lock is not None:
        cards["lock"] = lock
    return ask(cards, {"can_activate": "me"})


def _hyena(lock: dict):
    # Hyena: "When this card is destroyed by battle and sent to the Graveyard: You can Special Summon any number of
    # "Hyenas" from your Deck."
    cards = {"ox": card("Battle Ox", "A", position="attack"), "hyena": card("Hyena", "B", position="attack"),
             "lock": {**lock, "controller": "B"}}
    steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "ox", "target": "hyena"}]},
             {"phase": "damage_step"},
             {"events": [[{"event": "damage_inflicted", "player": "B", "amount": 700, "cause": "battle"},
                          {"event": "destroyed", "card": "hyena", "from": "monster_zone", "to": "graveyard",
                           "cause": "battle"}]]}]
    return ask(cards, {"can_activate": "hyena"}, steps=steps, turn_player="A")


def test_a_named_dark_monster_cannot_be_summoned_under_drago():
    answer = _ignition("Black Dragon's Chick", "Red-Eyes B. Dragon", DRAGO)     # Red-Eyes: DARK
    assert answer.answer == "no" and "ce-named-summon-reached" in answer.rules
    assert _ignition("Black Dragon's Chick", "Red-Eyes B. Dragon", None).answer == "yes"


def test_another_card_of_the_family_a_named_light_monster():
    answer = _ignition("Kaibaman", "Blue-Eyes White Dragon", DRAGO)             # Blue-Eyes: LIGHT
    assert answer.answer == "no" and "ce-named-summon-reached" in answer.rules


def test_a_lock_that_does_not_reach_the_named_monster_leaves_it_free():
    answer = _ignition("Black Dragon's Chick", "Red-Eyes B. Dragon", FILTER)    # Red-Eyes: 2400 ATK
    assert answer.answer == "yes" and "ce-named-summon-reached" not in answer.rules


def test_a_plural_name_is_its_card_and_its_printed_atk_counts():
    answer = _hyena(FILTER)                                                      # Hyena: 1000 ATK
    assert answer.answer == "no" and "ce-named-summon-reached" in answer.rules
    assert _hyena(DRAGO).answer == "yes"                                         # Hyena: EARTH


# (round 89) a lock that forbids every Special Summon except of one Attribute reaches a named monster of another one
INFERNO = card("Barrier Statue of the Inferno", "B", position="attack")     # "..., except FIRE monsters"
ABYSS = card("Barrier Statue of the Abyss", "B", position="attack")         # "..., except for DARK monsters"


def test_an_except_lock_reaches_a_named_monster_of_another_attribute():
    # Paladin of White Dragon: "You can Tribute this card; Special Summon 1 "Blue-Eyes White Dragon" ..." (LIGHT)
    cards = {"me": card("Paladin of White Dragon", "A", position="attack"), "it": card("Blue-Eyes White Dragon", "A", "hand"),
             "lock": INFERNO}
    answer = ask(cards, {"can_activate": "me", "effect_text": "Tribute this card; Special Summon 1"})
    assert answer.answer == "no" and "ce-named-summon-reached" in answer.rules


def test_another_card_of_the_family_under_another_statue():
    answer = _ignition("Kaibaman", "Blue-Eyes White Dragon", ABYSS)
    assert answer.answer == "no" and "ce-named-summon-reached" in answer.rules


def test_an_except_lock_spares_a_named_monster_of_its_attribute():
    answer = _ignition("Black Dragon's Chick", "Red-Eyes B. Dragon", ABYSS)            # Red-Eyes: DARK
    assert answer.answer == "yes" and "ce-named-summon-reached" not in answer.rules
