"""Round 151: the card that takes this card's place is the one acted on ("take control of 1 face-up Attack Position
monster your opponent controls, and attack with it instead of this monster": rule
res-instead-of-this-card-acts-on-the-other); "1 Fusion Material Monster in their Graveyard that is listed on that
Fusion Monster" needs one listed by name, there (rule deed-material-listed-on-the-fusion-monster). Real cards of the
pool. A Spirit monster's own return in the End Phase, kept from happening by a face-up continuous effect, is not
activated (rule ce-end-phase-return-does-not-happen)."""

from __future__ import annotations

from scenario_cards import ask, card

INSTEAD = "res-instead-of-this-card-acts-on-the-other"
LISTED = "deed-material-listed-on-the-fusion-monster"
NOT_RETURNED = "ce-end-phase-return-does-not-happen"


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def test_the_monster_taken_in_place_of_this_card_changes_control():
    cards = {"mm": card("Mutant Mindmaster", "A", position="attack"),
             "jinzo": card("Jinzo", "B", position="attack")}
    got = ask(cards, {"last_thing": True},
              [{"events": [{"event": "attack_declared", "card": "mm", "target": "jinzo"}]},
               {"activate": "mm", "targets": ["jinzo"]}, {"resolve": 1}], phase="battle")
    assert _last(got) == [("control_changed", "jinzo")]
    assert INSTEAD in got.rules


def test_reader_keeps_this_card_where_the_clause_acts_on_it():
    from edison_kg.cardtext.consequences import _subject
    assert _subject("take control of 1 face-up Attack Position monster your opponent controls, and attack with it "
                    "instead of this monster", "take_control") == "instead-of-this"             # Mutant Mindmaster
    assert _subject("return this card to the hand instead of this monster", "return_to_hand") == "self"


def _fusion_destroyed(fusion, graveyard):
    cards = {"fus": card(fusion, "A", position="attack"), "cf": card("Centrifugal Field", "A", "spell_trap_zone", face_up=True),
             "fis": card("Fissure", "B", "hand"),
             **{f"gy{i}": card(name, "A", "graveyard") for i, name in enumerate(graveyard)}}
    return ask(cards, {"can_activate": "cf"},
               [{"activate": "fis"},
                {"resolve": 1, "events": [{"event": "destroyed", "card": "fus", "from": "monster_zone",
                                           "to": "graveyard", "cause": "effect", "by": "fis"}]}], turn_player="B")


def test_a_material_listed_by_name_in_the_graveyard_can_be_summoned():
    got = _fusion_destroyed("Gaia the Dragon Champion", ["Curse of Dragon"])
    assert got.answer == "yes"
    assert LISTED not in got.rules


def test_a_substitute_is_not_listed_on_the_fusion_monster():
    got = _fusion_destroyed("Gaia the Dragon Champion", ["King of the Swamp"])
    assert got.answer == "no"
    assert LISTED in got.rules


def test_materials_of_a_kind_list_none_by_name():
    got = _fusion_destroyed("Evil HERO Dark Gaia", ["Archfiend Soldier", "Giant Soldier of Stone"])
    assert got.answer == "no"
    assert LISTED in got.rules


def _spirit_at_the_end_phase(spirit, machine_face_up):
    cards = {"sesm": card("Spiritual Energy Settle Machine", "B", "spell_trap_zone", face_up=machine_face_up),
             "spirit": card(spirit, "A", "hand")}
    got = ask(cards, {"triggers": True}, [{"summon": "spirit", "method": "normal"}, {"phase": "end"}])
    return got, [(link["card"], link["effect"]) for link in got.to_dict().get("chain") or []]


def test_a_spirit_monster_does_not_return_while_the_machine_is_face_up():
    for spirit in ("Yata-Garasu", "Asura Priest"):
        got, chain = _spirit_at_the_end_phase(spirit, True)
        assert chain == []
        assert NOT_RETURNED in got.rules


def test_a_spirit_monster_returns_while_the_machine_is_set():
    got, chain = _spirit_at_the_end_phase("Yata-Garasu", False)
    assert chain == [("spirit", 1)]
    assert NOT_RETURNED not in got.rules
