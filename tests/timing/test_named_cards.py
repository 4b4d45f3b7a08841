"""A name of one card matches that name whole, an archetype by containment
(timing/cards.py kind_matches; rule kind-named-card-or-archetype)."""

from __future__ import annotations

from edison_kg import timing

FACE_DOWN = {"zone": "spell_trap_zone", "face_up": False}


def _can_activate(it, **cards):
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": {"it": it, **cards},
           "steps": [], "ask": {"can_activate": "it"}}
    return timing.ask(raw).to_dict()


def _monster(name, controller="A"):
    return {"name": name, "controller": controller, "zone": "monster_zone", "position": "attack"}


def test_a_cyber_dragon_cost_is_not_paid_with_proto_cyber_dragon_under_skill_drain():
    # Attack Reflector Unit: "Tribute 1 "Cyber Dragon"." Proto-Cyber Dragon is "Cyber Dragon" only by its own
    # effect; under Skill Drain its name, which contains the words, does not do (edisonformat.net ruling)
    unit = {"name": "Attack Reflector Unit", "controller": "A", **FACE_DOWN}
    drain = {"name": "Skill Drain", "controller": "B", "zone": "spell_trap_zone", "face_up": True}
    assert _can_activate(unit, proto=_monster("Proto-Cyber Dragon"))["answer"] == "yes"
    assert _can_activate(unit, proto=_monster("Proto-Cyber Dragon"), drain=drain)["answer"] == "no"
    assert _can_activate(unit, cyber=_monster("Cyber Dragon"), drain=drain)["answer"] == "yes"


def test_a_condition_naming_cyber_dragon_is_not_met_by_cyber_dragon_zwei_on_the_field():
    # Evolution Burst: "If you control "Cyber Dragon": ..."; Cyber Dragon Zwei's name becomes "Cyber Dragon"
    # only in the Graveyard (or by its revealed-Spell effect)
    burst = {"name": "Evolution Burst", "controller": "A", "zone": "hand"}
    foe = _monster("Vorse Raider", "B")
    assert _can_activate(burst, zwei=_monster("Cyber Dragon Zwei"), foe=foe)["answer"] == "no"
    assert _can_activate(burst, cyber=_monster("Cyber Dragon"), foe=foe)["answer"] == "yes"
    assert _can_activate(burst, proto=_monster("Proto-Cyber Dragon"), foe=foe)["answer"] == "yes"


def test_an_archetype_is_still_matched_by_the_names_that_contain_it():
    # Test Tiger: "If you control a "Gladiator Beast" monster, you can Special Summon this card" is about its
    # Summon; Indomitable Gladiator Beast: 'Target 1 face-up "Gladiator Beast" monster you control'
    indomitable = {"name": "Indomitable Gladiator Beast", "controller": "A", "zone": "hand"}
    assert _can_activate(indomitable, beast=_monster("Gladiator Beast Laquari"))["answer"] == "yes"
    assert _can_activate(indomitable, other=_monster("Vorse Raider"))["answer"] == "no"


def test_the_plural_of_a_name_of_one_card_is_that_card():
    # Photon Generator Unit: "Tribute 2 "Cyber Dragons"": two Cyber Dragon, not two Proto-Cyber Dragon under Skill Drain
    from edison_kg.cardtext.cardkind import card_kind
    from edison_kg.timing.cards import CardInfo, kind_matches

    kind = card_kind('2 "Cyber Dragons"')
    assert kind.card_names == {"Cyber Dragons"}
    assert kind_matches(kind, CardInfo(iri="c", name="Cyber Dragon", card_type="monster"), None)
    assert not kind_matches(kind, CardInfo(iri="p", name="Proto-Cyber Dragon", card_type="monster"), None)
