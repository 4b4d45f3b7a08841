"""Reading one card whole: ``read_card`` and ``analyze`` (what ``edison_kg.cardtext`` offers;
the package docstring says how the stages go)."""


from __future__ import annotations

import copy
from dataclasses import replace
from functools import lru_cache

from edison_kg.cardtext.token_sentences import without_token_sentences
from edison_kg.cardtext.clean import CardContext, clean, flat
from edison_kg.cardtext.chain import FOLLOWING_EFFECTS
from edison_kg.cardtext.effect import read_effect
from edison_kg.cardtext.targets import apply_ruled_targeting
from edison_kg.cardtext.each_side_targets import each_side_targets
from edison_kg.cardtext.second_pile_target import second_pile_target
from edison_kg.cardtext.facts import battled_monster_named, complete, equipped_monster_acts
from edison_kg.cardtext.own_card import own_card_changed
from edison_kg.cardtext.it_is_this_card import it_is_this_card     # (137) "When this card is sent ...: Return it"
from edison_kg.cardtext.facts import IT_IS_THE_EQUIPPED_MONSTER, is_an_equip_card
from edison_kg.cardtext.events import event_pattern
from edison_kg.cardtext.kinds import UNMAPPED_EVENT
from edison_kg.cardtext.location import activates_from
from edison_kg.cardtext.own_hand_permission import read_own_hand_permission
from edison_kg.cardtext.one_piece import OnePieceEffect, read_one_piece
from edison_kg.cardtext.one_piece import card_kind as one_piece_card_kind
from edison_kg.cardtext.overrides import OVERRIDES_FILE, apply_overrides, kept_curated_kinds, overrides_of
from edison_kg.cardtext.render import effect_to_dict, render_effects
from edison_kg.cardtext.segment import split_effects
from edison_kg.cardtext.untributed_stats import (fewer_tributes_stat_effects, procedure_tributes_stat_effects,
                                                 untributed_stat_effects)
from edison_kg.cardtext.texts import CardRecord, card_record, choose_text
from edison_kg.cardtext.held_states import also_attributes, held_states, joined_states, phase_start, trigger_held_states
from edison_kg.cardtext.this_turn import condition_read, own_activation_need, this_turn_need
from edison_kg.cardtext.wording import other_wordings
from edison_kg.cardtext.procedure import summoned_this_way
from edison_kg.cardtext.ritual_tributes import ritual_tribute_levels
from edison_kg.cardtext.combined_stats import combined_atk_exactly
from edison_kg.cardtext.cost_parts import cost_parts     # (89) costs of several names or kinds
from edison_kg.cardtext.stored import stored        # readings stored as fields
from edison_kg.cardtext.summon_condition import cannot_be_normal_summoned, remains_on_field_after_resolving
from edison_kg.cardtext.summon_condition import special_summon_limits, special_summon_only_with, placed_only_by
from edison_kg.cardtext.battle_windows import read_battle_window, read_battle_window_state     # 36
from edison_kg.cardtext.battle_windows import read_trigger_battle_window     # 149
from edison_kg.cardtext.battle_involving import read_battle_involving     # 139
from edison_kg.cardtext.own_destruction import read_own_position_destruction
from edison_kg.cardtext.attacker_taken_later import attacked_condition, position_named
from edison_kg.cardtext.condition_tails import read_cost_state, read_different_name, read_own_position_label, read_tail     # 45
from edison_kg.cardtext.deed_needs import read_deed_needs
from edison_kg.cardtext.own_position_change import read_own_position_change     # 103
from edison_kg.cardtext.turn_deeds import read_turn_deeds     # 103
from edison_kg.cardtext.selected_to_activate import read_selected_to_activate     # 103
from edison_kg.cardtext.activated_by_targeting import read_activated_by_targeting     # 119
from edison_kg.cardtext.equip_itself_target import read_equip_itself_target     # 147
from edison_kg.cardtext.not_applied import read_not_applied     # 97
from edison_kg.cardtext.card_needs import read_card_needs
from edison_kg.cardtext.own_effect_state import read_own_effect_state     # 107
from edison_kg.cardtext.fusion_materials import fusion_materials_of     # 109
from edison_kg.cardtext.equip_kinds import equip_only_to, equipped_with_only_one     # 43
from edison_kg.cardtext.granted_states import attribute_states
from edison_kg.cardtext.position_bullets import carry_position_bullets
from edison_kg.cardtext.damage_timing import mark_worded_if
from edison_kg.cardtext.level_lowered import read_level_lowered
from edison_kg.cardtext.names_carried import archetypes_treated_as, names_written, normal_monster_in
from edison_kg.vocab.model import AnalyzedEffect, CardReading



def read_card(record: dict | CardRecord) -> CardReading:
    """Read one card: a line of edison_cards.jsonl (optionally with ``psct_text`` and
    ``historical_text`` merged in), a JSON card entry, or ``{"name", "card_type",
    "subtypes", "texts": {"custom": TEXT}}`` for a card of a user's own. Raises BadInput
    (``where`` = the field) for a record whose fields have the wrong types."""
    card = record if isinstance(record, CardRecord) else card_record(record)
    context = (card.card_type, card.subtypes, card.name)
    version, text, why = choose_text(card, lambda t, v: _raw_effects(t, *context, v == "psct"))
    if text is None:
        return CardReading(effects=[])
    effects = copy.deepcopy(list(_raw_effects(text, *context, version == "psct")))
    for effect in effects:
        effect.text_version = version
    # what today's text and the 2010 wording say that the text read leaves unsaid (cardtext/wording.py)
    effects = other_wordings(effects, version, card.texts, lambda t, v: list(_raw_effects(t, *context, v == "psct")))
    if card.passcode:
        effects = apply_overrides(card.passcode, effects, text_version=version)
    effects = _arrival_limit_of_the_following_effects(_response_limit_of_the_effect_before(
        _attack_limit_of_the_effect_before([_completed(e, *context) for e in effects])))
    limits, needs = special_summon_limits(list(card.texts.values()))
    if card.card_type != "monster":         # "You can only control 1 "Field Barrier"" limits no Summon
        limits = [limit for limit in limits if limit != "only-one"]
    effects = equipped_monster_acts(_it_is_the_equipped_monster(effects, context), card.subtypes)     # 41
    effects = cost_parts(ritual_tribute_levels(stored(attribute_states(summoned_this_way(effects, text), text)), text))
    effects = combined_atk_exactly(carry_position_bullets(effects, text))      # every effect under "● While in Defense Position:"
    # what the card's rulings say of whether its effect targets (the record's "ruled_targeting")
    effects = each_side_targets(second_pile_target(apply_ruled_targeting(
        effects, record.get("ruled_targeting") if isinstance(record, dict) else None)))
    for effect in untributed_stat_effects(text, analyze) + procedure_tributes_stat_effects(text, analyze) \
            if card.card_type == "monster" else ():    # (111) the price of a
        effect.text_version, effect.number = version, len(effects) + 1                     # Summon without Tributing
        effects.append(effect)
    if card.card_type == "monster":          # (149) the price of a Normal Summon with 1 Tribute
        effects = fewer_tributes_stat_effects(effects, text, analyze)
    effects = mark_worded_if(effects, card.texts.values())
    return CardReading(effects=effects, text=text, version=version, why=why,
                       cannot_be_normal_summoned=cannot_be_normal_summoned(
                           list(card.texts.values()) + [script for _, script in card.pre_errata[:1]]),
                       special_summon_limits=limits, special_summon_needs_face_up=needs,
                       special_summon_only_with=special_summon_only_with(list(card.texts.values())),
                       placed_only_by=placed_only_by([text]),
                       equip_only_to=equip_only_to([text] + list(card.texts.values())),
                       equipped_with_only_one=equipped_with_only_one([text]),
                       archetypes_treated_as=archetypes_treated_as(text), normal_monster_in=normal_monster_in(text),
                       names_written=names_written(text, card.name),
                       fusion_materials=fusion_materials_of([text] + list(card.texts.values()), card.subtypes),
                       remains_on_field=remains_on_field_after_resolving(card.card_type, list(card.texts.values())))


def analyze(text: str, *, card_type: str = "monster", subtypes: tuple[str, ...] = (),
            name: str | None = None, psct: bool = False, texts=None) -> list[AnalyzedEffect]:
    """The effects of one card text, in text order, with their facts (no overrides).
    ``psct``: the text is an Edison-accurate PSCT (its grammar marks activated effects with a colon);
    ``texts``: every text of the card, where a fact depends on all its wordings (default: this one)."""
    context = (card_type or "monster", tuple(subtypes or ()), name)
    return mark_worded_if(combined_atk_exactly(carry_position_bullets(cost_parts(ritual_tribute_levels(stored(attribute_states(summoned_this_way(equipped_monster_acts(
        _it_is_the_equipped_monster(_arrival_limit_of_the_following_effects(_response_limit_of_the_effect_before(
            _attack_limit_of_the_effect_before([_completed(e, *context)
                                                for e in copy.deepcopy(list(_raw_effects(text or "", *context, psct)))]))),
            context), context[1]), text), text)), text)), text)), [text] if texts is None else texts)


def _attacker_taken_later(effect: AnalyzedEffect, context: tuple) -> str | None:
    """(113) "Gain control of a monster that attacks this ... card, at the end of the Battle Phase": set off by the
    attack, activated at the end of the Damage Step (cardtext/attacker_taken_later.py). Its condition is read so;
    the printed words are returned, to be put back once the effect's facts are read (None: no such effect)."""
    read = attacked_condition(effect)
    condition = event_pattern(read, CardContext(*context)) if read is not None else None
    if condition is None:
        return None
    printed, effect.condition, effect.condition_text = effect.condition_text, condition, read
    condition.position = position_named(read)      # the position it is attacked in, checked when the Damage Step ends
    return printed


def _response_limit_of_the_effect_before(effects: list[AnalyzedEffect]) -> list[AnalyzedEffect]:
    """"Once per turn: You can target 1 Set Spell/Trap Card ...; destroy that target. Neither player can activate
    Spell/Trap Cards in response to this effect's activation.": the sentence read as an effect of its own is a chain
    limit of the activated effect before it (rule chain-response-barred), never a lock of its own."""
    kept: list[AnalyzedEffect] = []
    for effect in effects:
        before = kept[-1] if kept else None
        if effect.kind == "continuous" and effect.responses_barred and before is not None \
                and before.kind not in ("continuous", "unknown") and before.responses_barred is None:
            before.responses_barred = effect.responses_barred
            continue
        kept.append(effect)
    return kept


def _arrival_limit_of_the_following_effects(effects: list[AnalyzedEffect]) -> list[AnalyzedEffect]:
    """"This card cannot activate the following effects the turn it is Special Summoned.": the limit its sentence
    sets binds every activated effect from there on, not only the one it was read with (rule
    limit-not-the-turn-it-arrived)."""
    limit: tuple[str, ...] = ()
    for effect in effects:
        if effect.not_the_turn_it_was and FOLLOWING_EFFECTS.search(effect.text.lower()):
            limit = effect.not_the_turn_it_was
        elif limit and not effect.not_the_turn_it_was and effect.kind not in ("continuous", "unanalyzed", "unknown"):
            effect.not_the_turn_it_was = limit
    return effects


def _attack_limit_of_the_effect_before(effects: list[AnalyzedEffect]) -> list[AnalyzedEffect]:
    """"● Target 1 monster on the field; banish it. This card cannot attack the turn this effect
    is activated.": the sentence read as an effect of its own is a limit of the activated effect
    before it (its activation is ruled out once the card attacked that turn)."""
    for before, effect in zip(effects, effects[1:]):
        if effect.kind == "continuous" and effect.attacks_forbidden == "self" and before.attacks_forbidden is None \
                and before.kind in ("ignition", "ignition-like", "quick", "quick-like") \
                and "this effect is activated" in effect.text.lower():
            before.attacks_forbidden = "self"
        # "... you can select 2 face-up Beast-Type monsters on the field. Until the end of turn,
        # 1 of the selected monsters loses half its ATK ...": the sentence after a Quick Effect's selection is what it
        # does, and an effect that changes ATK/DEF may be activated in the Damage Step (rule bt-damage-step-atk-change)
        if effect.kind == "continuous" and before.kind in ("quick", "quick-like") and not before.damage_step \
                and not before.excludes_damage_step and (before.spell_speed or 1) >= 2 \
                and "the selected monster" in effect.text.lower() \
                and any(c.action == "change_stats" for c in effect.clauses) \
                and any(c.action in ("other", "target") and "select" in c.text.lower() for c in before.clauses):
            before.damage_step = True
    return effects


def _completed(effect: AnalyzedEffect, card_type: str, subtypes: tuple[str, ...], name: str | None) -> AnalyzedEffect:
    """The effect with its facts and where its card must be to activate it (an override may
    have said where already)."""
    # "you can activate this card from your hand": read and taken off its clause before the clause's facts are read
    read_own_hand_permission(effect, CardContext(card_type, subtypes, name).card_type)
    printed = _attacker_taken_later(effect, (card_type, subtypes, name))
    effect = kept_curated_kinds(complete(effect), effect)
    effect.clauses = battled_monster_named(effect)
    effect.clauses = own_card_changed(effect)       # "this card gains 500 ATK": a change of this card
    effect.clauses = it_is_this_card(effect)        # "When this card is sent to the GY, place it on top of your Deck"
    if effect.activates_from is None and effect.provenance != "override":
        effect.activates_from = activates_from(effect, CardContext(card_type, subtypes, name).card_type,
                                               " ".join(subtypes).lower())
    _read_declared_condition(effect)
    read_tail(effect)                       # a state beside the event of its condition
    read_different_name(effect, name)       # (179) "... with a different name": not this card's name
    read_selected_to_activate(effect)     # (103) "Select 1 face-up ... to activate this card. Select 1 effect of ..."
    read_activated_by_targeting(effect)     # (119) "Activate by targeting 2 Set Spells/Traps on the field."
    read_equip_itself_target(effect)     # (147) "you can equip this card to 1 face-up monster your opponent controls"
    read_deed_needs(effect, _trigger_condition)     # what its cost, targets or deed need
    read_card_needs(effect)     # what its cost or condition needs of the cards
    read_own_effect_state(effect)     # (107) "You can only activate this card's effect while you control ..."
    read_level_lowered(effect)     # "reduce the Level of 1 monster on the field by 1"
    read_own_position_label(effect)     # "● While in Attack Position: ..."
    read_own_position_destruction(effect)     # (109) "If this card is in face-up Defense Position, destroy this card"
    read_turn_deeds(effect)     # (103) "if you did not attack"
    read_own_position_change(effect)     # (103) "you can change this face-up Attack Position card ... to Defense Position"
    read_cost_state(effect)     # "Tribute this card while "Neo Space" is face-up on the field"
    read_not_applied(effect)     # (97) "If you do not control ..., this effect is not applied"
    if effect.kind not in ("continuous", "unanalyzed", "trigger", "trigger-like"):
        effect.needs_held += phase_start(effect.text)
    if effect.kind == "continuous":
        effect.also_attributes = also_attributes(effect.text)
    condition = effect.condition
    if effect.kind in ("trigger", "trigger-like") and condition is not None and condition.types == ["phase_entered"] \
            and not condition.phases and effect.activation_phases:
        # (184) "If you used this effect, destroy this card during the End Phase": the phase its deed names
        effect.condition = replace(condition, phases=tuple(effect.activation_phases))
    if printed is not None:
        effect.condition_text = printed
    return effect


def _it_is_the_equipped_monster(effects: list[AnalyzedEffect], context: tuple) -> list[AnalyzedEffect]:
    """On an Equip Card, a trigger "When it is destroyed (and this card is sent to the GY)" is about the monster
    the card is equipped to, the "it" of the sentence before: its condition is read as "the equipped monster"."""
    if not is_an_equip_card(effects, context[1]):
        return effects
    found = []
    for effect in effects:
        wording = effect.condition_text or ""
        if effect.kind in ("trigger", "trigger-like") and effect.condition is not None and effect.condition.self_card \
                and effect.condition.equipped_role is None and IT_IS_THE_EQUIPPED_MONSTER.match(wording):
            read = IT_IS_THE_EQUIPPED_MONSTER.sub(r"\1 the equipped monster ", wording, count=1)
            again = copy.deepcopy(effect)
            again.condition, again.condition_text = event_pattern(read, CardContext(*context)), read
            if again.condition is not None:
                effect = _completed(again, *context)
                effect.condition_text = wording
        found.append(effect)
    return found


def _read_declared_condition(effect: AnalyzedEffect) -> None:
    """A declared activation's condition: the event of this turn it needs, or marked as not read."""
    if effect.condition is not None and effect.condition_text and effect.kind in ("trigger", "trigger-like"):
        # a phase trigger that needs its own card's activation ("if this effect was activated")
        effect.needs_this_turn = own_activation_need(effect.condition_text)
        effect.needs_held += trigger_held_states(effect.condition_text)
        read_trigger_battle_window(effect)      # "If a ... monster you control battles, during the Damage Step"
        return
    if effect.needs_count is not None and not effect.needs_held:      # "... removed from play and <state>"
        effect.needs_held = joined_states(effect.condition_text)
    read_battle_window_state(effect)        # a window with a state, not an event
    read_battle_involving(effect)           # "negate 1 battle involving a "Cyber Ogre" on your side of the field"
    if effect.condition is not None or effect.kind in ("continuous", "unanalyzed") or not effect.condition_text:
        return
    effect.needs_this_turn = this_turn_need(effect.condition_text, _trigger_condition)
    read_battle_window(effect)
    if not condition_read(effect):          # states no other reading holds
        effect.needs_held = held_states(effect.condition_text)
    effect.condition_unread = not condition_read(effect)


def _trigger_condition(sentence: str):
    """The event pattern of a sentence read as a trigger's condition."""
    effects = analyze(f"{sentence}: Draw 1 card.", card_type="trap", subtypes=("normal",))
    return copy.deepcopy(effects[0].condition) if effects else None


# every text of the pool, the one read and the other wordings compared with it (cardtext/wording.py)
@lru_cache(maxsize=16384)
def _raw_effects(text: str, card_type: str, subtypes: tuple[str, ...], name: str | None,
                 psct: bool = False) -> tuple[AnalyzedEffect, ...]:
    """The effects as the text gives them (read once per text; callers copy them)."""
    card = CardContext(card_type, subtypes, name, psct)
    if card.normal_monster or not text.strip():
        return ()
    try:
        segments = split_effects(text, card)
    except Exception as error:  # keep the promise: bad text is reported, never raised
        return (AnalyzedEffect(number=1, text=flat(clean(text)), kind="unanalyzed",
                               note=f"the text could not be split into effects ({type(error).__name__})"),)
    effects: list[AnalyzedEffect] = []
    for number, (segment, marker) in enumerate(segments, start=1):
        try:
            effect = read_effect(number, without_token_sentences(segment), marker, card, number == 1,
                                 segments[number - 2][0] if number > 1 else None)
            effect.text = segment      # the Tokens' own sentences are left unread, not dropped from its text
        except Exception as error:  # noqa: BLE001 - one effect the reader cannot read is reported, not raised
            effect = AnalyzedEffect(number=number, text=segment, kind="unanalyzed",
                                    note=f"the reader failed on this effect ({type(error).__name__})")
        effects.append(effect)
    return tuple(effects)
