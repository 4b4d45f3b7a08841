"""What the card reader takes from a card's words for the restrictions family: what a clause acts on
(the kind of cards, a monster its words give whole, how many), a part applied later, the other
branch of an "if", a change to face-down that is a Set, how long a restriction an activated effect
leaves lasts, and an effect a monster gains by its Summon (cardtext/clauses.py, consequences.py,
continuous.py, effect.py, segment.py)."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from cardtext.pool import card


def spell(text: str):
    return analyze(text, card_type="spell", subtypes=("Normal",))


def test_a_token_summon_names_its_count_and_gives_the_monster_whole():
    [effect] = card("Scapegoat")
    [summon] = effect.clauses
    assert (summon.event, summon.count, summon.stats_given) == ("special_summon", 4, True)
    assert summon.cards.attributes == frozenset({"EARTH"})


def test_cards_summoned_as_normal_monsters_with_their_stats_are_given_whole():
    [effect] = card("Magical Hats")
    assert [c.stats_given for c in effect.clauses if c.event == "special_summon"] == [True]


def test_a_monster_only_treated_as_an_effect_monster_keeps_its_own_attribute():
    [effect] = spell("Special Summon it (it is treated as an Effect Monster, and gains its effects).")
    assert not effect.clauses[0].stats_given


def test_a_summon_names_the_kind_of_monster_it_brings():
    [effect] = spell("Special Summon 1 DARK monster from your hand.")
    [summon] = effect.clauses
    assert (summon.cards.attributes, summon.count, summon.stats_given) == (frozenset({"DARK"}), 1, False)


def test_a_part_in_parentheses_for_the_end_phase_is_applied_later():
    [effect] = spell("Special Summon 1 monster from your GY (banish it during the End Phase).")
    assert [(c.event, c.later) for c in effect.clauses] == [("special_summon", False), ("banished", True)]


def test_a_part_the_rulings_apply_later_is_read_so_by_its_override():
    [effect] = card("Last Turn")
    assert [(c.event, c.later) for c in effect.clauses] == [("special_summon", True)]


def test_otherwise_and_else_start_the_other_branch_of_an_if():
    [otherwise] = spell("Excavate the top card of your Deck, and if it is a Spell Card, add it to your hand. "
                        "Otherwise, Special Summon it.")
    [other] = spell("Toss a coin. If heads, draw 1 card, else Special Summon 1 monster from your hand.")
    for effect in (otherwise, other):
        last = effect.clauses[-1]
        assert (last.event, last.alternative, last.branch) == ("special_summon", True, True)


def test_an_option_is_no_branch_of_an_if():
    [effect] = spell("Draw 1 card, or Special Summon 1 monster from your hand.")
    last = effect.clauses[-1]
    assert last.alternative and not last.branch


def test_a_change_to_face_down_defense_position_is_a_flip_face_down():
    [effect] = analyze("Target 1 face-up monster you control; change that target to face-down Defense Position.",
                       card_type="trap", subtypes=("Normal",))
    assert [c.event for c in effect.clauses] == ["flipped_face_down"]


def test_a_restriction_for_the_turn_a_card_is_activated_lasts_that_turn():
    [effect] = card("Scapegoat")
    [restriction] = effect.restrictions
    assert (restriction.kind, restriction.players, restriction.lasts) == ("cannot-summon", "you", "activation-turn")


def test_an_effect_gained_by_a_tribute_summon_is_a_continuous_effect_of_that_summon():
    [effect] = card("Angel O7")
    [restriction] = effect.restrictions
    assert effect.kind == "continuous" and effect.condition is None
    assert (restriction.kind, restriction.gained_by, restriction.effects_anywhere, restriction.window) == \
        ("cannot-activate", "tribute_summon", True, None)


def test_a_die_roll_and_what_is_done_with_the_rest_stay_with_their_effect():
    # Morphtronic Celfon: "Reveal cards ... equal to the roll and Special Summon 1 ... Shuffle the rest into the Deck."
    attack, defense = card("Morphtronic Celfon")
    assert [c.event for c in attack.clauses][-2:] == ["special_summon", "returned_to_deck"]
    assert "Shuffle the rest" in attack.text and "Shuffle the rest" not in defense.text


def test_all_the_cards_of_a_kind_name_that_kind():
    [effect] = card("Acid Rain")
    [destroy] = effect.clauses
    assert (destroy.every, destroy.position) == ("monster", "face-up")
    assert destroy.cards.monster_types == frozenset({"Machine"})
    [effect] = spell("Destroy all face-up DARK monsters your opponent controls.")
    assert (effect.clauses[0].whose, effect.clauses[0].cards.attributes) == ("opponent", frozenset({"DARK"}))
    [effect] = spell("Destroy all Spell and Trap Cards on the field.")
    assert effect.clauses[0].every == "spell-trap" and not effect.clauses[0].cards.attributes


def test_a_card_protected_from_effects_reads_as_its_protection():
    """"Cannot be destroyed by ... effects (that do not target it)", "unaffected by ... effects":
    the card that says it is out of their reach; the group names the effects' kind of card."""
    [untargeted, _battle] = card("Different Dimension Dragon")
    [shield] = untargeted.restrictions
    assert (shield.kind, shield.cards.classes) == ("cannot-be-destroyed-untargeted", frozenset({"spell", "trap"}))
    [wiseman] = [r for e in card("Neos Wiseman") for r in e.restrictions]
    assert (wiseman.kind, wiseman.cards.empty) == ("cannot-be-destroyed", True)


def test_neither_player_can_summon_forbids_special_summons():
    [summons] = [r for e in card("The Last Warrior from Another Planet") for r in e.restrictions]
    assert (summons.kind, summons.action, summons.players) == ("cannot-summon", "special_summon", "both")


def test_special_summon_locks_by_attribute_or_with_no_object():
    """"Neither player can Special Summon LIGHT or DARK monsters"; "Your opponent cannot Special Summon for the rest of
    this turn" names no object: any monster, for the turn the effect resolved."""
    [drago] = [r for e in analyze("Neither player can Special Summon LIGHT or DARK monsters.", card_type="monster",
                                  subtypes=("Effect",)) for r in e.restrictions]
    assert (drago.kind, drago.players, drago.cards.attributes) == ("cannot-special-summon", "both",
                                                                  frozenset({"LIGHT", "DARK"}))
    [dog] = [r for e in card("Guard Dog") for r in e.restrictions]
    assert (dog.kind, dog.players, dog.lasts, dog.cards.attributes) == ("cannot-special-summon", "opponent", "turn",
                                                                        frozenset())


def test_a_field_treated_as_a_named_field_spell_names_it():
    # Gravekeeper's Priestess: "While there is no face-up Field Spell Card, the field is treated as
    # "Necrovalley"."
    restrictions = [r for effect in card("Gravekeeper's Priestess") for r in effect.restrictions]
    assert [(r.kind, set(r.cards.names)) for r in restrictions if r.kind == "field-treated-as"] \
        == [("field-treated-as", {"Necrovalley"})]
    assert not [r for effect in card("Gravekeeper's Assailant") for r in effect.restrictions
                if r.kind == "field-treated-as"]


def test_a_card_that_spares_its_controller_the_life_points_of_card_activations():
    # Spell Economics: "You do not pay Life Points to activate Spell Cards."
    [effect] = [e for e in card("Spell Economics") if e.restrictions]
    assert [(r.kind, r.players, set(r.cards.classes)) for r in effect.restrictions] == [("lp-cost-waived", "you", {"spell"})]


def test_a_monster_that_cannot_be_attacked():
    # read alone or under a state read; a state said after it ("if there is ...") is not
    from edison_kg.cardtext.continuous import restrictions_of
    owl = [r for e in card("Hunter Owl") for r in restrictions_of(e) if r.kind == "cannot-be-attacked"]
    assert [(r.holds_while, r.while_kind.attributes) for r in owl] == [("you-control-another", frozenset({"WIND"}))]
    assert not [r for e in card("Catnipped Kitty") for r in restrictions_of(e) if r.kind == "cannot-be-attacked"]
    assert card("Taunt")[0].picks_the_attack_target and not card("Mirror Force")[0].picks_the_attack_target


def test_a_negation_left_on_the_target_is_held_by_that_target():
    # "negate the effects of that face-up monster ..., until the end of this turn" (rule
    # neg-target-negated-applies-nothing); an effect that targets nothing leaves no such negation
    [effect] = [e for e in card("Effect Veiler") if e.targets]
    [negation] = [r for r in effect.restrictions if r.kind == "negate-effects"]
    assert (negation.granted_to, negation.lasts, negation.players) == ("effect-target", "turn", "both")
    [effect] = spell("Special Summon 1 monster from your Deck, but its effects are negated.")
    assert not [r for r in effect.restrictions if r.kind == "negate-effects"]
