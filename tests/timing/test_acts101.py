"""Round 101, on real cards, met and unmet:

- "You can substitute this card for any 1 Fusion Material Monster" is no effect to activate (rule
  ce-substitute-material-not-activated): the Hex-Sealed Fusions' only activated effect is their Tribute.
- A monster in the Spell & Trap Zone (a Union Monster equipped) is not in a Monster Zone: it can be Special
  Summoned from there (rule state-summoned-from-the-spell-trap-zone); one face-up in a Monster Zone cannot.
- A Spell whose place is not stated, activated with no effect named, whose only activatable effect waits for an
  event that has not happened, is activated as a card (rule state-card-activation-meant-when-place-unstated)."""

from __future__ import annotations

import pytest

from edison_kg.cardtext.applied import SUBSTITUTE_MATERIAL, applied
from edison_kg.errors import BadScenario
from scenario_cards import ask, card

RULE = ""
SUBSTITUTE = RULE + "ce-substitute-material-not-activated"
FROM_SPELL_TRAP_ZONE = RULE + "state-summoned-from-the-spell-trap-zone"
CARD_MEANT = RULE + "state-card-activation-meant-when-place-unstated"


# ------------------------------------------------------------------ substitute materials

def test_the_earth_hex_sealed_fusion_activates_its_tribute_without_naming_it():
    got = ask({"hex": card("The Earth - Hex-Sealed Fusion", "A", position="attack"),
               "trak": card("Trakodon", "A", position="attack"), "prag": card("Pragtical", "A", "extra_deck")},
              {"last_thing": True},
              [{"activate": "hex", "cost": [
                  {"event": "tributed", "card": "hex", "from": "monster_zone", "to": "graveyard", "cause": "cost"},
                  {"event": "tributed", "card": "trak", "from": "monster_zone", "to": "graveyard", "cause": "cost"}]},
               {"resolve": 1, "events": [{"event": "special_summon", "card": "prag", "from": "extra_deck",
                                          "to": "monster_zone"}]}])
    assert [(e["event"], e["card"]) for e in got.last_thing] == [("special_summon", "prag")]


def test_the_light_hex_sealed_fusion_is_asked_about_its_tribute_alone():
    # no other Fusion Material on the field: its one activated effect cannot be activated
    got = ask({"hex": card("The Light - Hex-Sealed Fusion", "A", position="attack")}, {"can_activate": "hex"})
    assert got.answer == "no"


@pytest.mark.parametrize("text", ["You can substitute this card for any 1 Fusion Material Monster, but the other "
                                  "Fusion Material Monster(s) must be correct.",
                                  "You can substitute this card for any 1 Fusion-Material Monster."])
def test_the_reader_reads_a_substitute_as_never_activated(text):
    assert applied(None, text, None, False, True, False, True) == (True, SUBSTITUTE_MATERIAL)


def test_the_reader_keeps_other_you_can_effects_activated():
    assert applied(None, "You can Special Summon this card from your hand.", None, False, True, False, True)[0] is False
    assert applied(None, "You can substitute this card for any 1 Fusion Material Monster.", None, False, True, False,
                   False)[0] is False        # a Spell or Trap is not read so


# ------------------------------------------------------------------ Summoned from the Spell & Trap Zone

@pytest.mark.parametrize("union, host", [("Z-Metal Tank", "Y-Dragon Head"), ("Y-Dragon Head", "X-Head Cannon")])
def test_an_equipped_union_is_special_summoned_from_the_spell_trap_zone(union, host):
    got = ask({"host": card(host, "A", position="attack"),
               "u": card(union, "A", "spell_trap_zone", face_up=True, equipped_to="host")},
              {"last_thing": True},
              [{"activate": "u", "effect_text": "Unequip this card and Special Summon it"},
               {"resolve": 1, "events": [{"event": "special_summon", "card": "u", "from": "spell_trap_zone",
                                          "to": "monster_zone"}]}])
    assert [(e["event"], e["card"]) for e in got.last_thing] == [("special_summon", "u")]
    assert FROM_SPELL_TRAP_ZONE in got.rules


def test_a_face_up_monster_in_a_monster_zone_is_not_summoned_again():
    with pytest.raises(BadScenario, match="already face-up on the field"):
        ask({"y": card("Y-Dragon Head", "A", position="attack")}, {"last_thing": True},
            [{"events": [{"event": "special_summon", "card": "y", "to": "monster_zone"}]}])


# ------------------------------------------------------------------ the card's activation meant

def _kusanagi(place: dict) -> object:
    return ask({"asura": {"name": "Asura Priest", "controller": "A"},
                "kus": {"name": "Sword of Kusanagi", "controller": "A", **place}},
               {"triggers": True},
               [{"summon": "asura", "method": "normal"}, {"activate": "kus", "targets": ["asura"]}, {"resolve": 1},
                {"phase": "end"}, {"activate": "asura"},
                {"resolve": 1, "events": [{"event": "returned_to_hand", "card": "asura", "from": "monster_zone",
                                           "to": "hand", "cause": "effect"}]},
                {"events": [{"event": "sent_to_gy", "card": "kus", "from": "spell_trap_zone", "to": "graveyard",
                             "cause": "rule"}]}])


def test_sword_of_kusanagi_from_an_unstated_place_is_equipped_and_returns():
    got = _kusanagi({})
    assert [(e["card"], e.get("link")) for e in got.chain] == [("kus", 1)] and got.missed == []
    assert CARD_MEANT in got.rules and any("the card itself is activated" in a for a in got.assumed)


def test_sword_of_kusanagi_stated_in_the_hand_needs_no_guess():
    got = _kusanagi({"zone": "hand"})
    assert [e["card"] for e in got.chain] == ["kus"]
    assert CARD_MEANT not in got.rules


def test_butterfly_dagger_elma_from_an_unstated_place_is_equipped():
    got = ask({"m": card("Vorse Raider", "A", position="attack"), "e": {"name": "Butterfly Dagger - Elma",
                                                                       "controller": "A"}},
              {"last_thing": True}, [{"activate": "e", "targets": ["m"]}, {"resolve": 1}])
    assert [(e["event"], e["card"]) for e in got.last_thing] == [("equipped", "e")]
    assert CARD_MEANT in got.rules
