"""Readings of the board, the Spell & Trap Zones and the Life Points that the card reader makes ONCE
per clause, effect and restriction and stores as their fields, so that the timing engine
reads fields and never reads stored clause text again: counters a clause places (on its own card or
on its target), counts ("for each Plant Counter on it") or puts on the opponent's monsters, how many
monsters it Special Summons at once and to which side (cardtext/board.py), the Spell & Trap Zones it
fills (cardtext/zones.py), the Life Points it pays, inflicts or gains (cardtext/life_points.py); the
counters an effect's cost removes and the ATK/DEF its own card loses, the zones a card's continuous
effect closes; and the kind of counter a card lets its controller remove from it instead.

The field values are plain words (see vocab/model.py): counters "N KIND" (KIND the folded kind of
counter, left out for any counter: "1 spell", "2"), a cost's counters "N WHERE KIND" (WHERE: card |
side | field), a counted kind "any" for any counter."""

from __future__ import annotations

from edison_kg.cardtext import board, zones
from edison_kg.cardtext.life_points import clause_amount, clause_amount_of, clause_amount_per_card, lp_of_choice, \
    store_lp_branches
from edison_kg.cardtext.stored_values import ANY_COUNTER     # decoded by stored_values.py
from edison_kg.cardtext.pile_readings import store_pile_readings, store_target_words
from edison_kg.cardtext.two_places import store_two_places
from edison_kg.cardtext.field_and_graveyard import store_field_and_graveyard
from edison_kg.cardtext.face_down_or_kind import store_face_down_or_kind
from edison_kg.cardtext.this_turns_cards import store_this_turns_cards
from edison_kg.cardtext.whole_hand_too import store_whole_hand_too
from edison_kg.cardtext.discarded_count import store_discarded_count
from edison_kg.cardtext.direct_attacks import store_direct_attacks
from edison_kg.cardtext.each_side_picks import store_each_side_picks
from edison_kg.cardtext.each_picks_the_other import store_each_picks_the_other
from edison_kg.cardtext.each_summons_their_own import store_each_summons_their_own
from edison_kg.cardtext.activation_refs import store_activation_refs
from edison_kg.cardtext.at_will import store_clause_choice, store_effect_choice
from edison_kg.cardtext.names_carried import store_names_carried
from edison_kg.cardtext.condition_words import store_condition_words
from edison_kg.cardtext.sentence_parts import store_clause_parts, store_effect_parts
from edison_kg.cardtext.counters_removed import store_counters_removed
from edison_kg.cardtext.counters_resolved import counters_removed_by
from edison_kg.cardtext.cost_counted import store_cost_counted
from edison_kg.cardtext.all_materials import needs_all_materials_in_graveyard
from edison_kg.cardtext.scaled import store_scaled
from edison_kg.cardtext.later_this_turn import store_done_later
from edison_kg.cardtext.named_and_all import store_named_and_all
from edison_kg.cardtext.value_set import store_value_set
from edison_kg.cardtext.summon_condition import store_ignored_conditions
from edison_kg.cardtext.type_given import store_type_given
from edison_kg.cardtext.token_effects import store_of_its_token
from edison_kg.cardtext.token_stats import store_token_stats
from edison_kg.cardtext.taken_cards import split_each_of, split_hand_part, store_selected, store_their_pile

LP_EVENTS = ("lp_paid", "damage_inflicted", "lp_gained")


def _counters(reading: tuple[str, int] | None) -> str | None:
    return None if reading is None else f"{reading[1]} {reading[0]}".strip()


def store_clause(clause) -> None:
    text = clause.text
    clause.places_counters = _counters(board.placed_counters(text))
    clause.places_on_target = _counters(board.placed_on_target(text))
    counted = board.counted_counters(text)
    clause.counts_counters = None if counted is None else (counted or ANY_COUNTER)
    at_once = board.summoned_at_once(text)
    clause.summons_at_once, clause.summons_to_opponent = at_once if at_once is not None else (None, False)
    clause.counters_on_opponents = board.counters_on_opponents_monsters(text)
    clause.summons_per_damage = board.summoned_per_damage(text)
    clause.draws_per_counters = board.drawn_per_counters(text) if clause.action == "draw" else None
    filled = zones.spell_trap_zones_filled(text, False)
    clause.zones_filled = filled or None
    clause.equips_itself = bool(filled) and zones.spell_trap_zones_filled(text, True) == 0
    clause.needs_all_materials_in_gy = needs_all_materials_in_graveyard(text)
    kind = "lp_paid" if clause.action == "pay_lp" else clause.event
    clause.lp_amount = clause_amount(kind, text) if kind in LP_EVENTS else None
    clause.lp_amount_of = clause_amount_of(kind, text) if kind in LP_EVENTS else None
    clause.lp_per_card = clause_amount_per_card(kind, text)
    clause.lp_chosen = clause.action == "pay_lp" and lp_of_choice(text)
    store_pile_readings(clause)
    store_clause_choice(clause)
    store_clause_parts(clause)
    store_scaled(clause)      # the count its whole deed scales with
    store_value_set(clause)      # the ATK/DEF it sets its chosen monster to
    store_ignored_conditions(clause)      # "ignoring its Summoning conditions"
    store_two_places(clause)      # "from your hand or Graveyard", "1 from your hand and 1 from your Deck"
    store_field_and_graveyard(clause)      # "all Machines your opponent controls and in their GY"
    store_face_down_or_kind(clause)      # "all face-down and non-WIND monsters": either group
    store_whole_hand_too(clause)      # "shuffle it and your entire hand into the Deck"
    store_discarded_count(clause)      # (93) "your opponent discards 3 random cards"
    store_each_side_picks(clause)      # "2 Monster Cards on your opponent's side of the field and 1 ... on your side"
    store_direct_attacks(clause)       # (183) "become direct attacks" / "cannot attack directly"
    store_each_picks_the_other(clause)      # "Both players select 1 Monster Card from their opponent's Graveyard"
    store_this_turns_cards(clause)      # (89) "as many ... as possible ... that were destroyed by battle this turn"
    store_done_later(clause)      # (145) "If it is changed to Defense Position this turn, draw 1 card"


def store_effect(effect) -> None:
    split_each_of(effect)     # "Tribute 1 each of WIND, WATER, ... monsters"
    split_hand_part(effect)     # "Send 1 "Winged Kuriboh" you control and 2 cards from your hand to the GY"
    for clause in (*effect.cost_clauses, *effect.clauses, *effect.target_clauses):
        store_clause(clause)
    for clause in effect.clauses:     # counters removed as it resolves, never by its cost (round 123)
        clause.removes_counters = counters_removed_by(clause.text)
    store_selected(effect)     # "select and Special Summon 1 ... from your Graveyard"
    store_target_words(effect)     # "Target up to 5 cards ...; banish them", "banish both targets"
    store_their_pile(effect)     # "Look at your opponent's hand. ... discard 1 ... in his/her hand"
    for clause in effect.clauses:
        for cost in clause.option_cost:     # an option's own cost
            store_clause(cost)
    for clause in effect.clauses:     # "target 2 ...; Special Summon them": that many at once
        if clause.action == "special_summon" and clause.summons_at_once is None:
            clause.summons_at_once = board.targets_summoned_at_once(effect.text, clause.text)
    removed = board.removed_counters(effect.cost_text)
    effect.cost_removes_counters = None if removed is None else f"{removed[1]} {removed[2]} {removed[0]}".strip()
    # "remove 1 Spell Counter from anywhere on the field, and if you do, return that target to the hand": the rest
    # hangs on that first part (rule deed-counters-to-remove-first)
    first, then = (effect.clauses + [None, None])[:2]
    removed = board.removed_counters(first.text) if then is not None and then.conjunction == "and if you do" else None
    effect.removes_counters_first = None if removed is None else f"{removed[1]} {removed[2]} {removed[0]}".strip()
    loss = board.own_stat_loss(effect.cost_text) or board.own_stat_loss(effect.text)
    effect.loses_own_atk, effect.loses_own_def = loss if loss is not None else (None, False)
    effect.zones_closed = zones.spell_trap_zones_closed(effect.text) or None
    effect.monster_zones_closed = zones.monster_zones_closed(effect.text)
    for restriction in effect.restrictions:
        restriction.counters_paid_instead = board.counters_paid_instead(restriction.text) or None
    store_activation_refs(effect)
    store_effect_choice(effect)
    store_names_carried(effect)
    store_type_given(effect)
    store_of_its_token(effect)
    store_token_stats(effect)     # (135) a Token's printed ATK and DEF, "(Fiend/DARK/Level 1/ATK 0/DEF 0)"
    store_condition_words(effect)
    store_effect_parts(effect)
    store_counters_removed(effect)     # (101) "for each Fog Counter you removed"
    store_cost_counted(effect)     # (111) "gain 1000 LP for each card sent to the Graveyard this way" (by its cost)
    store_lp_branches(effect)     # "If your Life Points were lower than your opponent's when this card was activated"
    store_each_summons_their_own(effect)     # (121) "You and your opponent each select ... and Special Summon them"
    store_named_and_all(effect)     # (149) "destroy the Equip Spell Card and all face-down Spell and Trap Cards ..."


def stored(effects: list) -> list:
    """The effects, each with the readings above stored in its fields."""
    for effect in effects:
        store_effect(effect)
    return effects
