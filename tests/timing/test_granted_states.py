"""Effects a card gains only while an Attribute is on the field (rule ce-restriction-state):
"Gains the following effect(s) while there is a monster(s) with the following Attribute(s) on the field.
● EARTH: Negate the effects of Effect Monsters destroyed by battle with this card." (Element Saurus). The
monster of that Attribute may be on either side of the field (the Element Soldier ruling on an opponent's
Giant Rat); with none there, the negation does not apply."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze


def _saurus_destroys(victim: str, others: dict | None = None):
    cards = {"saurus": {"name": "Element Saurus", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "victim": {"name": victim, "controller": "B", "zone": "monster_zone", "position": "attack"},
             **(others or {})}
    steps = [{"events": [{"event": "attack_declared", "card": "saurus", "player": "A", "target": "victim"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "victim", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "saurus"}]}]
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards, "steps": steps,
           "ask": {"can_activate": "victim"}}
    return timing.ask(raw)


def test_the_earth_bullet_negates_while_an_earth_monster_is_on_the_field():
    earth = {"rat": {"name": "Giant Rat", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    got = _saurus_destroys("Mystic Tomato", earth)
    assert got.answer == "no"
    assert any(r.endswith("rule/ce-restriction-state") for r in got.rule_iris)
    assert any(r.endswith("rule/ce-gained-while-a-kind-is-on-field") for r in got.rule_iris)


def test_the_earth_bullet_does_nothing_with_no_earth_monster_on_the_field():
    got = _saurus_destroys("Mystic Tomato")
    assert got.answer == "yes"
    assert got.assumed


def test_a_face_down_earth_monster_does_not_hold_the_state():
    hidden = {"rat": {"name": "Giant Rat", "controller": "A", "zone": "monster_zone", "position": "defense",
                      "face_up": False}}
    assert _saurus_destroys("Mystic Tomato", hidden).answer == "yes"


def test_each_attribute_bullet_holds_under_its_own_attribute():
    text = ("This monster gets the following effect(s) while there is a monster(s) with the following Attribute(s) "
            "on the field: ● WATER: Control of this card cannot switch. ● EARTH: Negate the effect of an Effect "
            "Monster that this card destroyed by battle.")
    water, earth = analyze(text, name="Element Soldier", subtypes=("effect",))
    assert [(r.kind, r.holds_while, r.while_kind.attributes) for r in water.restrictions] == \
        [("control-locked", "field-has-kind", frozenset({"WATER"}))]
    assert [(r.kind, r.while_kind.attributes) for r in earth.restrictions] == \
        [("negate-destroyed-by-battle", frozenset({"EARTH"}))]
    assert water.granted_by_own_effect and earth.granted_by_own_effect
    # an activated bullet needs its Attribute as it is activated
    doom = analyze("This monster gets the following effect(s) while there is a monster(s) with the following "
                   "Attribute(s) on the field: ● EARTH: Negate the effect of an Effect Monster that this card "
                   "destroyed by battle. ● WIND: If this card destroyed your opponent's monster by battle, it can "
                   "attack once again in a row.", name="Element Doom", subtypes=("effect",))
    assert doom[1].needs_held == ("face-up-attribute field WIND",)
    # a card without the lead keeps its bullets' labels as they are
    assert all(not e.granted_by_own_effect for e in analyze("● FIRE: This card gains 500 ATK."))


def _clear_world_standby(monsters: dict):
    cards = {"world": {"name": "Clear World", "controller": "A", "zone": "spell_trap_zone", "face_up": True},
             "wall": {"name": "Giant Soldier of Stone", "controller": "A", "zone": "monster_zone",
                      "position": "defense", "face_up": True}, **monsters}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "draw", "cards": cards,
           "steps": [{"phase": "standby"}], "ask": {"can_activate": "world", "effect": 5}}
    return timing.ask(raw)


def test_a_clear_world_bullet_is_received_by_a_player_who_controls_its_attribute():
    # Clear World: "Each player receives effects, depending on the monster Attributes they control.
    # ● EARTH: During your Standby Phase, destroy 1 face-up Defense Position monster you control."
    assert _clear_world_standby({}).answer == "yes"          # Giant Soldier of Stone is an EARTH monster
    no_earth = {"wall": {"name": "Mystic Tomato", "controller": "A", "zone": "monster_zone", "position": "defense",
                         "face_up": True}}
    got = _clear_world_standby(no_earth)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    # an EARTH monster of the opponent's gives the EARTH effect to the opponent, not to Clear World's controller
    theirs = {**no_earth, "rat": {"name": "Giant Rat", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    assert _clear_world_standby(theirs).answer == "no"
