"""What the timing rules read of an effect beyond its kind (edison_kg/cardtext/facts.py and
effect.py): usage limits, the Damage Step, negated Summons."""

from __future__ import annotations

from cardtext.pool import card, cards, event_of
from edison_kg import cardtext
from edison_kg.vocab.model import EventPattern


def test_usage_limits_and_damage_step():
    assert card("Chaos Sorcerer")[0].once_per_turn
    assert card("Drill Warrior")[0].once_per_turn and card("Drill Warrior")[1].once_per_turn
    assert not card("Sangan")[0].once_per_turn             # the Edison text has no limit (a later errata does)
    honest = cardtext.analyze(
        "During the Damage Step, when a LIGHT monster you control battles (Quick Effect): You can send this card "
        "from your hand to the GY; that monster gains ATK equal to the ATK of the opponent's monster it is "
        "battling, until the end of this turn.", card_type="monster")[0]
    assert honest.kind == "quick" and honest.damage_step
    sangan_now = cardtext.analyze(cards()["Sangan"]["text"], card_type="monster")[0]   # the 2020 text: with errata
    assert sangan_now.usage_limit == "used" and sangan_now.once_per_turn


def test_negating_a_summon():
    solemn = card("Solemn Judgment")[0]
    assert solemn.negates_summon and "summon_attempted" in solemn.condition.types
    assert not card("Bottomless Trap Hole")[0].negates_summon


def test_damage_step_for_stat_changes_and_negated_activations():
    assert card("Shrink")[0].damage_step                              # its original ATK becomes half
    assert card("Maryokutai")[0].damage_step                          # negate the activation
    assert card("Prime Material Dragon")[1].damage_step
    assert not card("Destiny HERO - Dasher")[0].damage_step          # an ignition effect never is
    baboon = card("Green Baboon, Defender of the Forest")[0]        # "(except in the Damage Step)"
    assert not baboon.damage_step
    watcher = card("Gravekeeper's Watcher")[0]                        # a ruling says it cannot be
    assert not watcher.damage_step and watcher.provenance == "override"


def test_once_only_limits_are_not_once_per_turn():
    teleporter = card("Overdrive Teleporter")[0]     # "This effect can only be used once while this card is face-up"
    assert teleporter.usage_limit == "used" and not teleporter.once_per_turn
    dasher = card("Destiny HERO - Dasher")[2]        # "One time only, when you draw a Monster Card ..."
    assert dasher.usage_limit == "used" and not dasher.once_per_turn
    assert event_of(dasher) == EventPattern(types=["drawn"], card="a Monster Card", player="you")
    # (182) "This effect can only be used once as long as this card remains face-up on the field" (Griggle)
    griggle = cardtext.analyze("When the control of this face-up card on the field shifts to your opponent, increase "
                               "your Life Points by 3000 points. This effect can only be used once as long as this card "
                               "remains face-up on the field.", card_type="monster")[0]
    assert (griggle.usage_scope, griggle.usage_limit, griggle.once_per_turn) == ("face-up", "used", False)


def test_once_per_end_or_battle_phase_is_once_per_turn():
    # a turn has one End Phase and one Battle Phase (D.D. Survivor's rulings: each copy once a turn,
    # https://www.edisonformat.com/rulings)
    [survivor] = card("D.D. Survivor")
    assert survivor.once_per_turn and survivor.usage_scope == "turn"
    [warrior] = card("Speed Warrior")      # "Once per Battle Phase, if this card was Normal Summoned this turn ..."
    assert warrior.once_per_turn and warrior.kind == "quick" and warrior.condition is None


def test_what_an_answered_activation_must_target():
    # "Activate only when a card is activated that targets an "Amazoness" monster"
    rescue = card("Dramatic Rescue")[0].condition
    assert rescue.activation_targets and rescue.target_kind.names == {"Amazoness"}
    # "a card or effect that targets a card(s) on the field": it must target, whatever it targets
    tytannial = card("Tytannial, Princess of Camellias")[0].condition
    assert tytannial.activation_targets and tytannial.target_kind.empty


def test_damage_step_needs_a_change_of_atk_or_def_itself():
    # rule bt-damage-step-direct-stat-change: switching ATK and DEF is a change of them; a Level is not
    shield = card("Shield & Sword")[0]
    assert shield.clauses[0].action == "change_stats" and shield.damage_step
    assert card("Sand Moth")[0].clauses[0].action == "change_stats"
    assert not card("Level Retuner")[0].damage_step                  # "Reduce the Level of 1 face-up monster"
    assert not card("Star Blast")[0].damage_step
    assert card("Rush Recklessly")[0].damage_step                    # "gains 700 ATK": still allowed


def test_a_negation_after_another_part_names_the_activation_it_answers():
    # rule neg-negation-names-what-it-answers: "Return 1 card ..., and negate the activation and effect of a Trap Card"
    parry = card("Parry")[0]
    assert parry.condition is not None and parry.condition.types == ["card_activated"]
    assert card("Magic Jammer")[0].condition.types == ["card_activated"]


def test_a_summon_ban_that_lasts_into_the_next_turn_is_no_condition_of_activation():
    # "You cannot Normal Summon or Set until the end of your next turn" is what the card does
    assert card("Tour of Doom")[0].summons_forbidden is None
    # "... the turn you activate this card" is a condition of its activation
    analyzed = cardtext.analyze("You cannot Normal Summon/Set the turn you activate this card. Draw 2 cards.",
                                card_type="spell")
    assert analyzed[0].summons_forbidden == "normal"


def test_a_card_controlled_by_your_opponent_names_whose_card_did_it():
    # "by an effect of a card controlled by your opponent" (rule bt-opponents-card)
    snake = card("Electric Snake")[0].condition
    assert snake.cause_player == "opponent" and snake.player == "you"
    archfiend = card("Vilepawn Archfiend")[1].condition
    assert archfiend.cause_player == "opponent" and archfiend.player is None
    assert card("Sangan")[0].condition.cause_player is None
