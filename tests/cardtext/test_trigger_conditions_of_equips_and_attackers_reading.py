"""The readings on real pool cards:
- a list of Summons in an old "When ..., ..." condition is read whole (cardtext/condition.py);
- "this attacking card is destroyed by battle" is this card, as the attacker (rule cond-this-attacking-card);
- "the equipped monster you control is returned" is the equipped monster's event;
- on an Equip Card, "When it is destroyed" is about the equipped monster (rule eq-it-is-the-equipped-monster);
- "destroy those monsters" acts on the cards the condition named;
- a continuous change of ATK that waits for a battle to be over is applied later
  (rule bt-stat-change-only-after-a-battle);
- The Immortal of Thunder's Life Point loss needs it face-up (an override, from its Edison ruling)."""

from __future__ import annotations

from edison_kg.cardtext import analyze

from .pool import card


def _triggers(name):
    return [e for e in card(name) if e.kind in ("trigger", "trigger-like")]


def test_a_list_of_summons_before_the_comma_is_the_whole_condition():
    granadora = _triggers("Granadora")[0]
    assert set(granadora.condition.types) == {"normal_summon", "flip_summon", "special_summon"}
    assert granadora.clauses[0].text.startswith("increase your Life Points")


def test_a_single_summon_before_the_comma_is_still_the_condition_alone():
    effect = analyze("When this card is Normal Summoned, destroy 1 monster on the field.")[0]
    assert effect.condition.types == ["normal_summon"]


def test_this_attacking_card_is_this_card_as_the_attacker():
    rockstone = _triggers("Rockstone Warrior")[0]
    assert rockstone.condition.self_card and rockstone.condition.attack_role == "attacker"


def test_this_card_destroyed_by_battle_names_no_attacker():
    effect = analyze("When this card is destroyed by battle and sent to the Graveyard, draw 1 card.")[0]
    assert effect.condition.self_card and effect.condition.attack_role is None


def test_the_equipped_monster_you_control_is_the_equipped_monster():
    orb = [e for e in _triggers("Orb of Yasaka") if "returned" in (e.condition_text or "")][0]
    assert orb.condition.equipped_role == "subject" and orb.condition.to_zone == "hand"


def test_it_on_an_equip_card_is_the_equipped_monster():
    handcuffs = [e for e in _triggers("Handcuffs Dragon") if (e.condition_text or "").startswith("When it is")][0]
    assert handcuffs.condition.equipped_role == "subject" and handcuffs.condition.cause == "rule"
    assert handcuffs.condition_text == "When it is destroyed and this card is sent to the Graveyard"


def test_it_on_a_card_that_equips_nothing_stays_this_card():
    effect = analyze("When it is destroyed and sent to the Graveyard, draw 1 card.")[0]
    assert effect.condition.self_card and effect.condition.equipped_role is None


def test_destroy_those_monsters_acts_on_the_cards_it_answers():
    wanghu = _triggers("King Tiger Wanghu")[0]
    assert wanghu.clauses[0].subject == "it"


def test_discard_1_of_those_cards_acts_on_the_cards_it_answers():
    # "They must discard 1 of those cards" (the pool's one card with it is a drafted question's, so its words here)
    [effect] = analyze("When your opponent adds a card(s) from their Deck to their hand: They must discard 1 of those "
                       "cards.", card_type="trap", subtypes=("Normal",))
    assert effect.clauses[0].subject == "it"


def test_the_total_levels_of_those_monsters_act_on_nothing():
    well = [c for e in card("Telekinetic Power Well") for c in e.clauses if "those monsters" in c.text]
    assert well and all(c.subject is None for c in well)


def test_a_change_of_atk_after_a_battle_is_applied_later():
    storm = [c for e in card("Swift Samurai Storm!") for c in e.clauses if c.action == "change_stats"]
    assert storm and all(c.later for c in storm)
    wall = [c for e in card("Mirror Wall") for c in e.clauses if c.action == "change_stats"]
    assert wall and not any(c.later for c in wall)


def test_the_immortal_of_thunder_loses_life_points_only_from_face_up():
    loss = _triggers("The Immortal of Thunder")[0]
    assert loss.condition.self_face_up is True and loss.provenance == "override"
