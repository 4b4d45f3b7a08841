"""Round 147: a Set Continuous Trap activated in the Damage Step together with its own effect
(rule tl-cont-trap-flipped-in-the-damage-step-with-its-effect), and a monster Special Summoned by
its own procedure to the opponent's side, Summoned there by its owner (rule
cond-own-procedure-summoned-to-the-opponents-side)."""

from tests.timing.scenario_cards import ask, card

WITH_ITS_EFFECT = "tl-cont-trap-flipped-in-the-damage-step-with-its-effect"
OWN_PROCEDURE_SIDE = "cond-own-procedure-summoned-to-the-opponents-side"


def _reptile_after_battle_damage(attacked: str):
    """B's Dark Magician attacks A's ``attacked``; A takes battle damage; A's Set Damage = Reptile, no effect named."""
    cards = {"rep": card("Damage = Reptile", "A", "spell_trap_zone", face_up=False),
             "me": card(attacked, "A", position="attack"), "dm": card("Dark Magician", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "dm", "target": "me"}]}, {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "player": "A", "cause": "battle", "by": "dm"}]}]
    return ask(cards, {"can_activate": "rep"}, steps, phase="battle", turn_player="B")


def test_a_set_continuous_trap_is_activated_in_the_damage_step_with_its_effect():
    got = _reptile_after_battle_damage("Sinister Serpent")     # a Reptile-Type monster battled
    assert got.answer == "yes" and WITH_ITS_EFFECT in got.rules and "tl-cont-trap-same-link" in got.rules


def test_a_set_continuous_trap_whose_effect_cannot_be_activated_stays_set_in_the_damage_step():
    got = _reptile_after_battle_damage("Giant Soldier of Stone")     # a Rock-Type monster: its effect is not set off
    assert got.answer == "no" and got.reason == "damage-step" and WITH_ITS_EFFECT not in got.rules


def _summoned_to_the_opponents_side(trap_holder: str, queen: dict):
    """A Special Summons Volcanic Queen by its own procedure, Tributing B's Battle Ox; ``trap_holder``'s Set Evil
    Blast ("Activate only when a monster is Special Summoned to your opponent's side of the field")."""
    cards = {"queen": queen, "ox": card("Battle Ox", "B", position="attack"),
             "blast": card("Evil Blast", trap_holder, "spell_trap_zone", face_up=False)}
    return ask(cards, {"can_activate": "blast"}, [{"summon": "queen", "method": "special", "materials": ["ox"]}])


def test_a_monster_summoned_by_its_procedure_to_the_opponents_side_meets_the_summoners_condition():
    got = _summoned_to_the_opponents_side("A", card("Volcanic Queen", "A", "hand"))
    assert got.answer == "yes" and OWN_PROCEDURE_SIDE in got.rules
    # stated by the side it goes to: owned by A, controlled by B
    stated = _summoned_to_the_opponents_side("A", {"name": "Volcanic Queen", "owner": "A", "controller": "B"})
    assert stated.answer == "yes" and OWN_PROCEDURE_SIDE in stated.rules


def test_a_monster_summoned_to_a_players_side_is_not_summoned_to_their_opponents_side():
    got = _summoned_to_the_opponents_side("B", card("Volcanic Queen", "A", "hand"))
    assert got.answer == "no" and got.reason == "condition-not-met"
