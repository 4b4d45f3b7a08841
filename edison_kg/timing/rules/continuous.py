"""Restrictions applied to activations, to costs and to what an effect would do, read from the graph (the
Restrictions the card reader read) and applied while they apply (which ones do, and on whose behalf:
timing/restrictions.py):

- a card that cannot be activated: "Trap Cards cannot be activated" stops the activation of the cards themselves;
  their effects only when the text says so (Jinzo's "and their effects on the field"), and never effects activated
  in the GY (rules ce-cannot-activate-vs-negate, ce-card-activation-restriction-spares-effects, ce-field-only);
- a cost that cannot be paid: it needs an action a restriction forbids (Tributing under Mask of Restrict, banishing
  from the GY under Necrovalley), or it sends a card to the GY while cards would be banished instead (a plain
  discard still can) (rules ce-forbidden-action-cost, ce-banished-instead-cost, ce-necrovalley-gy-cost);
- an effect that cannot be activated because it must do a forbidden action when it resolves, even among other
  things (rule ce-forbidden-action-effect); a mandatory trigger is still activated
  (ce-forbidden-action-mandatory-still-activates), a part applied later is checked when it applies
  (ce-forbidden-action-later-part-allowed), and a restriction that reaches only some cards stops only an effect that
  must act on those (ce-restriction-partial-scope), monsters it Summons by name being known (ce-named-summon-reached).
"""

from __future__ import annotations

import tomllib
from dataclasses import replace
from functools import lru_cache

from edison_kg import paths
from edison_kg.vocab.model import AnalyzedEffect, CardKind, Clause, Restriction
from edison_kg.timing.restrictions import count_limit_reached, limit_counts, outside_window, summoned_by, binds_player, \
    ACTIVATIONS_SINCE_APPLYING, treated_field_of
from edison_kg.timing.selected_locks import left_lock_rule
from edison_kg.timing.rules.summon_attempts import answers_the_attempt, attempt_spared
from edison_kg.timing.rules.lock_reach import lock_misses, lock_rules, window_spared
from edison_kg.timing.rules.graveyard_targets import graveyard_cost_freed     # a GY unaffected by the lock's card
from edison_kg.timing.rules.events_card import the_events_card     # "that monster": its event's card
from edison_kg.timing.rules.named_summons import RULE as NAMED_RULE, must_summon_named_reached
from edison_kg.timing.state import EVENT_DESTINATIONS, OWN_LOCK_GRANTS
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.rules.only_targets import ONLY_TARGETS_RULE, ALL_THERE_RULE, ALL_ON_FIELD_RULE, \
    must_do_to_its_only_targets, must_do_to_all_there, must_do_to_all_on_field, ordinal_target_rules
from edison_kg.vocab.schemes import FIELD_ZONES

GRAVEYARD_COSTS = ("send_to_gy", "discard")
# effects that are activated although what they would do is forbidden: mandatory ones
MANDATORY_KINDS = ("trigger", "trigger-like", "flip")
LATER_PART_RULE = "ce-forbidden-action-later-part-allowed"
UP_TO_RULE = "ce-up-to-is-at-least-one"


@lru_cache(maxsize=1)
def implied_actions() -> dict[str, frozenset]:
    """What doing an action or event also does (resources/implied_actions.toml: a Ritual Summon Tributes, Special Summons)."""
    with (paths.PACKAGE_DIR / "resources" / "implied_actions.toml").open("rb") as handle:
        rows = tomllib.load(handle)["implies"]
    return {row["what"]: frozenset(row["also"]) for row in rows}


def actions_of(clause: Clause) -> frozenset:
    """Every action the clause does: its own, and what its action or event implies."""
    implied = implied_actions()
    found = {clause.action}
    for what in (clause.action, clause.event):
        found |= implied.get(what, frozenset())
    return frozenset(found)


def _named(state, holder: str, restriction) -> str:
    field = treated_field_of(state, holder, restriction)
    if field is not None:     # "the field is treated as "Necrovalley"": that card's lock, held by this one
        return (f"{state.infos[holder].name} makes the field \"{field}\", which applies "
                f"\"{restriction.text.rstrip('.')}\"")
    return f"{state.infos[holder].name} applies \"{restriction.text.rstrip('.')}\""


def _rules(restriction: Restriction, *more: str, state=None, holder: str | None = None) -> list[str]:
    lingering = restriction.window == "until-end-phase" or restriction.lasts is not None
    found = list(more) + ([] if lingering else ["ce-face-up-on-field"])
    if restriction.window is not None:
        found.append("ce-restriction-window")
    found += lock_rules(restriction)
    if restriction.window == "respective-turns":
        found.append("ce-restriction-respective-turns")
    if lingering:
        found.append("ce-lingering-restriction")
        if "\u25cf" in restriction.text:      # the lock of the bulleted option chosen
            found.append("ce-lingering-option-chosen")
    if restriction.lasts == "activation-turn":
        found.append("ce-activation-turn-restriction")
    if restriction.kind == "summon-count-limit":
        found.append("ce-summon-count-limit")
    elif restriction.holds_while == ACTIVATIONS_SINCE_APPLYING:
        found.append("ce-activation-count-limit")
    elif restriction.holds_while is not None:
        found.append("ce-restriction-state")
    if restriction.holds_while == "field-has-kind":
        found.append("ce-gained-while-a-kind-is-on-field")
    if restriction.holds_while in ("all-yours-attack-position", "all-yours-defense-position"):
        found.append("ce-all-yours-in-a-position")
    if restriction.holds_while == "count-holds":
        found.append("ce-restriction-holds-while-a-count")
    if restriction.holds_while == "player-controls-kind":
        found.append("ce-restriction-binds-each-player-by-attribute")
    if restriction.granted_to in ("synchro-monster", "ritual-monster"):     # a Ritual material's too
        found.append("ce-granted-by-material")
    if restriction.granted_to == "equipped-monster":
        found.append("eq-equip-negates-for-equipped")
    if state is not None and treated_field_of(state, holder, restriction) is not None:
        found += ["ce-field-treated-as", "ce-field-treated-as-applies-its-effects"]
    return found


# ------------------------------------------------------------------ activations

# a hand kept revealed forbids a cost that reveals from it (tables/restrictions.toml)
REVEALED_HAND = {"look": ("ce-revealed-hand-cost",)}


def activation_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """A card that cannot be activated now: a "cannot be activated" restriction applies to the
    card's own activation wherever it is, and to its effects only when it says so and while the
    card is on the field (effects activated in the GY are out of its reach: rule ce-field-only)."""
    info = state.infos[ref]
    card_activation = effect is None or effect.kind == "card-activation"
    zone, spared = state.cards[ref].zone, None
    for holder, restriction in state.restrictions():
        if restriction.kind != "cannot-activate":
            continue
        if restriction.window == "summon-response" and answers_the_attempt(effect):
            spared = spared or attempt_spared(_named(state, holder, restriction), info.name)
            continue
        if own_effects_locked(holder, restriction):
            # "the Synchro Monster that used this card ... cannot activate its effects"
            if holder == ref and not card_activation:
                return Verdict("no", "other", _rules(restriction, "ce-cannot-activate-vs-negate", state=state, holder=holder),
                               f"{_named(state, holder, restriction)}, so {info.name}'s effects cannot be activated.")
            continue
        if restriction.granted_to in ("effect-target", "effect-set"):
            # a lock left on the cards an effect targeted (or Set: round 183) binds only those cards
            if holder == ref and card_activation:
                return Verdict("no", "other", _rules(restriction, "ce-cannot-activate-vs-negate",
                                                     left_lock_rule(restriction), state=state, holder=holder),
                               f"A resolved effect that {'Set' if restriction.granted_to == 'effect-set' else 'targeted'} {info.name} left its lock on it "
                               f"(\"{restriction.text.rstrip('.')}\"), so it cannot be activated.")
            continue
        if holder == ref:
            continue
        if restriction.by_cost:
            if effect is not None and any(restriction.action in actions_of(c) for c in effect.cost_clauses) \
                    and restricts_player(state, holder, restriction, state.controller(ref)):
                return Verdict("no", "other", _rules(restriction, "ce-forbidden-action-cost",
                                                     *REVEALED_HAND.get(restriction.action, ()), state=state, holder=holder),
                               f"{_named(state, holder, restriction)}, and {info.name}'s cost does that, so it "
                               f"cannot be activated.")
            continue
        if not card_activation:
            if not restriction.effects_too:
                continue              # rule ce-card-activation-restriction-spares-effects
            if zone is not None and zone not in FIELD_ZONES and not restriction.effects_anywhere:
                continue
        if state.restricts(restriction, holder, ref, "cannot-activate",
                           zone=None if restriction.effects_anywhere and not card_activation else "field") \
                and summoned_by(state, ref, restriction.cards_summoned_by) \
                and count_limit_reached(state, restriction, state.controller(ref), holder):
            return Verdict("no", "other", _rules(restriction, "ce-cannot-activate-vs-negate",
                                                 *(["ce-lock-on-summoned-monsters"] if restriction.cards_summoned_by else []), state=state, holder=holder),
                           f"{_named(state, holder, restriction)}, so {info.name} cannot be activated.")
    return spared or _activation_spared(state, ref, card_activation)


def own_effects_locked(holder: str, restriction: Restriction) -> bool:
    """A lock a material, or the effect that Special Summoned it, gave one monster on its own
    effects (no kind of card named: "cannot activate its effects"); it reaches no other card."""
    return restriction.granted_to in OWN_LOCK_GRANTS and restriction.cards.empty


def _activation_spared(state, ref: str, card_activation: bool) -> Verdict | None:
    """The exception that let the activation through, when a restriction on cards of its kind
    is in play: its window is not open (rule ce-restriction-window), or it binds only the
    opponent of its card's current controller (rule ce-restriction-follows-controller)."""
    info = state.infos[ref]
    if not card_activation:
        return None
    player = state.controller(ref)
    for holder, restriction in outside_window(state):
        if holder != ref and restriction.kind == "cannot-activate" and not restriction.by_cost \
                and state.restricts(restriction, holder, ref, "cannot-activate", zone="field"):
            return window_spared(state, holder, restriction, _named(state, holder, restriction))
    for holder, restriction in state.restrictions():
        if holder == ref or restriction.kind != "cannot-activate" or restriction.players == "both" \
                or restriction.by_cost or restricts_player(state, holder, restriction, player):
            continue
        owner = state.scenario.cards[holder].owner
        if owner is not None and owner != state.controller(holder) and \
                (restriction.cards.empty or state.kind_of(ref, restriction.cards)):
            return Verdict("yes", "not-a-trigger", ["ce-restriction-follows-controller"],
                           f"{_named(state, holder, restriction)}, and its controller now is {info.name}'s controller.")
    return None


# ------------------------------------------------------------------ costs

def cost_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """A cost that cannot be paid: an action a restriction forbids to its player (rule ce-forbidden-action-cost), sending
    a card to the GY while it would be banished instead (rule ce-banished-instead-cost; a plain discard is allowed)."""
    if effect is None or not effect.cost_clauses:
        return None
    player = state.controller(ref)
    for holder, restriction in state.restrictions():
        for clause in effect.cost_clauses:
            to_graveyard = clause.action in GRAVEYARD_COSTS and (clause.action != "discard" or clause.to_zone == "graveyard")
            if restriction.kind == "banish-instead" and to_graveyard and _could_be_any(state, restriction, holder, ref, clause):
                return Verdict("no", "other", _rules(restriction, "ce-banished-instead-cost", state=state, holder=holder),
                               f"{_named(state, holder, restriction)}: its cost would send a card to the GY, "
                               f"and that cost cannot be paid.")
            if restriction.action is None or restriction.by_cost or restriction.action not in actions_of(clause):
                continue
            if not restricts_player(state, holder, restriction, player) \
                    or graveyard_cost_freed(state, clause, restriction, holder, player):
                continue
            if restriction.zone is not None and clause.from_zone not in (None, restriction.zone) \
                    and not (restriction.zone == "field" and clause.from_zone in FIELD_ZONES):
                continue
            if restriction.zone is not None and clause.from_zone is None:
                continue              # rule ce-restriction-partial-scope: it may take the cards from elsewhere
            extra = ("ce-necrovalley-gy-cost",) if restriction.kind == "cannot-banish" and restriction.zone == "graveyard" else ()
            return Verdict("no", "other", _rules(restriction, "ce-forbidden-action-cost", *extra, state=state, holder=holder),
                           f"{_named(state, holder, restriction)}: {state.infos[ref].name}'s cost needs that, "
                           f"and that cost cannot be paid.")
    return None


def later_part_spared(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The exception that let a card's activation through when only another effect of the
    card, applied later, would do the forbidden action (rule ce-forbidden-action-later-part-allowed)."""
    if effect is not None and effect.kind != "card-activation":
        return None
    later = [e for e in state.infos[ref].effects if e is not effect and e.kind in ("trigger-like", "trigger")]
    own = [c for c in (effect.clauses if effect is not None else ()) if c.later
           and LATER_PART_RULE not in effect.exemptions]
    controller = state.controller(ref)
    for holder, restriction in state.restrictions():
        if restriction.action is None or restriction.by_cost:
            continue
        for other in later:
            if any(_must_do(c, restriction) and any(restricts_player(state, holder, restriction, p)
                                                    for p in actors_of(state, c, controller)) for c in other.clauses):
                return Verdict("yes", "not-a-trigger", ["ce-forbidden-action-later-part-allowed"],
                               f"{_named(state, holder, restriction)}, but only its later effect would do that "
                               f"(\"{other.text.rstrip('.')}\"); activating it does not.")
        for clause in own:
            if _must_do(clause, restriction, applying_later=True) and any(
                    restricts_player(state, holder, restriction, p) for p in actors_of(state, clause, controller)):
                return Verdict("yes", "not-a-trigger", ["ce-forbidden-action-later-part-allowed"],
                               f"{_named(state, holder, restriction)}, but it would do that only after it resolved "
                               f"(\"{clause.text.rstrip('.')}\"); activating it does not.")
    return None


def banished_instead_spared(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The exception that let the activation through while cards sent to the GY are banished
    instead: its cost sends no card "to the GY" (a Tribute, a plain discard), or it sends them
    by its effect when it resolves (rule ce-banished-instead-cost)."""
    if effect is None or not any(r.kind == "banish-instead" for _, r in state.restrictions()):
        return None
    sends = [c for c in list(effect.cost_clauses) + list(effect.clauses)
             if c.action in GRAVEYARD_COSTS + ("tribute",) or c.event in ("sent_to_gy", "tributed", "discarded")]
    if not sends:
        return None
    for holder, restriction in state.restrictions():
        if restriction.kind == "banish-instead" and any(_kind_spared(c, restriction) for c in effect.cost_clauses):
            return Verdict("yes", "not-a-trigger", ["ce-banished-instead-cost", "ce-restriction-partial-scope"],
                           f"{_named(state, holder, restriction)}, but its cost sends to the GY only cards of "
                           f"a kind it does not reach (the Spell & Trap Zone holds only Spell and Trap Cards).")
    return Verdict("yes", "not-a-trigger", ["ce-banished-instead-cost"],
                   "Cards sent to the GY are banished instead, but no cost of it sends a card to the GY.")


def _could_be_any(state, restriction, holder: str, ref: str, clause) -> bool:
    """Does the banish-instead restriction reach what the cost sends (this card, or a card of
    the kind it restricts)?"""
    if clause.subject == "self":
        return state.restricts(restriction, holder, ref, "banish-instead", zone="graveyard")
    return not _kind_spared(clause, restriction)


def _kind_spared(clause, restriction) -> bool:
    """Does the clause act only on classes of cards the restriction does not reach (rule ce-restriction-partial-scope):
    those its words name ("Send 2 Spells" while monsters are banished instead), or any card of the Spell & Trap Zone?"""
    named, reached = frozenset({"spell", "trap"}) if clause.from_zone == "spell_trap_zone" else clause.cards.classes, \
        restriction.cards.classes
    return bool(named) and bool(reached) and not named & reached


def restricts_player(state, holder: str, restriction: Restriction, player: str) -> bool:
    """Is ``player`` one the restriction binds ("your opponent": the opponent of its holder's
    controller now, rule ce-restriction-follows-controller)?"""
    if not count_limit_reached(state, restriction, player, holder):   # rounds 15, 40: a Summon or activation limit not yet reached
        return False
    if not binds_player(state, holder, restriction, player):      # Clear World's bullets
        return False
    if restriction.window == "respective-turns":     # each player during their own turn
        return player == state.turn_player
    if restriction.players == "both":
        return True
    same = player == state.controller(holder)
    return same == (restriction.players == "you")


# ------------------------------------------------------------------ what it would do

def forbidden_effect_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """An effect that must do, when it resolves, an action a restriction forbids to the player
    who would do it cannot be activated, even if it would do other things too (rule
    ce-forbidden-action-effect). A mandatory trigger is still activated; a choice among
    alternatives, an "up to", or "all" of cards that may be none need not do it; a
    restriction that reaches only some cards (an ATK, an Attribute, an "except", a zone the
    clause does not name) stops it only when the clause must act on those cards."""
    if effect is None or (effect.kind in MANDATORY_KINDS and not effect.optional):
        return None
    controller = state.controller(ref)
    # a part applied later counts as done on activation where a ruling says so (an override's exemption)
    counted_now = effect.exemptions.get(LATER_PART_RULE)
    for holder, restriction in state.restrictions():
        if restriction.action is None or restriction.by_cost:
            continue
        for clause in effect.clauses:
            if not at_this_chain_link(state, clause):
                continue
            only_targets, all_there, on_field, named = False, False, False, must_summon_named_reached(state, ref, clause, restriction)
            if not (_must_do(clause, restriction) or counted_now and _must_do(clause, restriction, applying_later=True)
                    or named or _must_do_to_this_card(state, ref, effect, clause, restriction)):
                only_targets = restriction.action in actions_of(clause) \
                    and must_do_to_its_only_targets(state, ref, effect, clause, restriction)
                all_there = restriction.action in actions_of(clause) and must_do_to_all_there(state, ref, clause, restriction)
                on_field = restriction.action in actions_of(clause) and must_do_to_all_on_field(state, ref, clause, restriction)
                if not (only_targets or all_there or on_field):
                    continue
            if lock_misses(state, restriction, [restricts_player(state, holder, restriction, p) for p in actors_of(state, clause, controller)]):
                continue
            when = "when it resolves" if not clause.later else "as part of its activation, though it is applied later"
            return Verdict("no", "other", _rules(restriction, "ce-forbidden-action-effect",
                                                 *([counted_now] if clause.later else []),
                                                 *(["ce-forbidden-action-either-branch"] if clause.branch else []),
                                                 *([UP_TO_RULE] if clause.up_to else []),
                                                 *(["ce-summoned-as-given"] if _given_counts(clause, restriction) else []),
                                                 *([NAMED_RULE] if named else []), *(["chain-link-number-condition"] if clause.chain_link_from else []),
                                                 *(["ce-resolving-card-on-field"]
                                                   if restriction.zone == "field" and clause.from_zone is None
                                                   and _resolves_on_the_field(state, ref, effect) else []),
                                                 *_negated_summons_counted(state, holder, restriction, controller),
                                                 *([ONLY_TARGETS_RULE, "state-unnamed-cards-absent"] if only_targets else []),
                                                 *([ALL_THERE_RULE, "state-unnamed-cards-absent"] if all_there else []),
                                                 *([ALL_ON_FIELD_RULE] if on_field else []), *ordinal_target_rules(effect, clause),
                                                 state=state, holder=holder),
                           f"{_named(state, holder, restriction)}, and {state.infos[ref].name} would do that {when} "
                           f"(\"{clause.text.rstrip('.')}\"), so it cannot be activated.")
    return _effect_spared(state, ref, effect, controller)


def _negated_summons_counted(state, holder: str, restriction: Restriction, player: str) -> list[str]:
    """The rule a Summon limit reached with a negated Summon follows."""
    if restriction.kind != "summon-count-limit":
        return []
    _, negated = limit_counts(state, holder, restriction, player)
    return ["neg-summon-counts-for-summon-restrictions"] if negated else []


def _effect_spared(state, ref: str, effect: AnalyzedEffect, controller: str) -> Verdict | None:
    """The exception that let the activation through when a restriction forbids an action it
    does: the restriction's window is not open, or it reaches only some of the cards the
    effect may act on (rules ce-restriction-window, ce-restriction-partial-scope)."""
    clauses = list(effect.clauses) + list(effect.cost_clauses)
    for holder, restriction in outside_window(state):
        if restriction.action is not None and any(_must_do(c, restriction) and any(
                restricts_player(state, holder, restriction, p) for p in actors_of(state, c, controller)) for c in clauses):
            return Verdict("yes", "not-a-trigger", ["ce-restriction-window"],
                           f"{_named(state, holder, restriction)}, but not at this point of the turn.")
    for holder, restriction in state.restrictions():
        if restriction.action is None or restriction.by_cost:
            continue
        for clause in clauses:
            if restriction.action in actions_of(clause) and not clause.later and not _must_do(clause, restriction) \
                    and at_this_chain_link(state, clause) and any(
                    restricts_player(state, holder, restriction, p) for p in actors_of(state, clause, controller)):
                if clause.may_skip:
                    return Verdict("yes", "not-a-trigger", [UP_TO_RULE],
                                   f"{_named(state, holder, restriction)}, but \"{clause.text.rstrip('.')}\" is a "
                                   f"deed its player may leave undone.")
                return Verdict("yes", "not-a-trigger", ["ce-restriction-partial-scope"],
                               f"{_named(state, holder, restriction)}, but \"{clause.text.rstrip('.')}\" need not "
                               f"act on the cards it reaches.")
    return None


def _must_do(clause: Clause, restriction: Restriction, applying_later: bool = False) -> bool:
    """Must the clause do the forbidden action to cards the restriction certainly reaches? An option
    its player chooses need not, nor a deed its player "can" do; "up to N" is at least 1 (rule
    ce-up-to-is-at-least-one); the other branch of an "if" ("else Special Summon it") may have to,
    as things turn out (rule ce-forbidden-action-either-branch). A part applied after the card
    resolved does nothing when it resolves (``applying_later``: ask it of that part)."""
    if restriction.action not in actions_of(clause) or clause.alternative and not clause.branch or clause.may_skip \
            or clause.every or clause.later != applying_later:
        return False
    if restriction.zone is not None and clause.from_zone != restriction.zone \
            and not (restriction.zone == "field" and clause.from_zone in FIELD_ZONES):
        return False                  # rule ce-restriction-partial-scope: it may act elsewhere
    return reaches_all(clause, restriction)


def _must_do_to_this_card(state, ref: str, effect: AnalyzedEffect, clause: Clause, restriction: Restriction) -> bool:
    """"Special Summon this card" (or "that monster", its event's card): the card is known, so whether the restriction
    reaches it ("except FIRE monsters") is read on it, not on the clause's words (rule ce-restriction-partial-scope)."""
    if restriction.action not in actions_of(clause) or clause.alternative or clause.up_to or clause.every or clause.later \
            or (card := ref if _acts_on_this_card(effect, clause) else the_events_card(state, ref, effect, clause)) is None:
        return False
    if restriction.zone is not None and clause.from_zone != restriction.zone \
            and not (restriction.zone == "field" and clause.from_zone in FIELD_ZONES) \
            and not (restriction.zone == "field" and card == ref and _resolves_on_the_field(state, ref, effect)):
        return False
    if restriction.cards.names_properties and not state.kind_of(card, restriction.cards):
        return False
    return restriction.except_kind.empty or not state.kind_of(card, restriction.except_kind)


def at_this_chain_link(state, clause: Clause) -> bool:
    """"If this card was activated as Chain Link 2 or 3, add this card to the Deck": the
    Chain Link its activation would be is known when it is activated, so the clause is done, or
    not, as that link says (rule chain-link-number-condition)."""
    if clause.chain_link_from is None:
        return True
    would_be = len(state.chain) + 1
    return clause.chain_link_from <= would_be and (clause.chain_link_to is None or would_be <= clause.chain_link_to)


def _resolves_on_the_field(state, ref: str, effect: AnalyzedEffect) -> bool:
    """A Spell or Trap Card's activation resolves with the card face-up on the field, so what it does to "this card"
    then is done to a card on the field (rule ce-resolving-card-on-field)."""
    return effect.kind == "card-activation" and state.infos[ref].card_type in ("spell", "trap")


def _acts_on_this_card(effect: AnalyzedEffect, clause: Clause) -> bool:
    """Does the clause act on the effect's own card: "this card", or an "it" that can name no other
    card (the first clause of an effect that targets nothing, set off by an event about this card
    or about no card: "If you take battle damage while this card is in your hand: You can Special
    Summon it")?"""
    if clause.subject == "self":
        return True
    condition = effect.condition
    return clause.subject == "it" and clause.index == 1 and not effect.targets and condition is not None \
        and (condition.self_card or condition.card is None)


def _given_counts(clause: Clause, restriction: Restriction) -> bool:
    """Did the words giving the Summoned monster whole decide it (a restriction that names or spares
    Attributes or Types)? Rule ce-summoned-as-given."""
    named = (restriction.cards.attributes or restriction.cards.monster_types
             or restriction.except_kind.attributes or restriction.except_kind.monster_types)
    return clause.stats_given and bool(named)


def reaches_all(clause: Clause, restriction: Restriction) -> bool:
    """Are the cards the clause acts on, as its words name them, all of the cards the restriction
    reaches? Not when they are of another kind (a Spell Card it Sets, under "Monster Cards cannot be
    Set"), when the restriction reaches only some cards and the clause may act on others, or when
    they are, or may be, cards it spares (a monster that may be DARK, under "except DARK monsters");
    a monster its words give whole has no Attribute or Type they do not name (rules
    ce-restriction-partial-scope, ce-summoned-as-given)."""
    cards, whole = clause.cards, clause.stats_given
    if whole:
        cards = replace(cards, classes=frozenset())   # a Spell Summoned "as a Normal Monster" is a monster
    if kinds_apart(cards, restriction.cards, whole):
        return False
    if restriction.cards.names_properties and not kind_within(cards, restriction.cards):
        return False
    spared = restriction.except_kind
    return spared.empty or (not kind_within(cards, spared) and kinds_apart(cards, spared, whole))


def kind_within(kind: CardKind, outer: CardKind) -> bool:
    """Is every card of ``kind`` (as words name it) of ``outer``? An unnamed class counts as the
    class ``outer`` names (a Summon names no class: it Summons monsters)."""
    def inside(mine, theirs) -> bool:
        return not theirs or (bool(mine) and mine <= theirs)
    return (inside(kind.classes, outer.classes) or not kind.classes) and inside(kind.subtypes, outer.subtypes) \
        and inside(kind.monster_types, outer.monster_types) and inside(kind.attributes, outer.attributes) \
        and inside(kind.names, outer.names) \
        and (outer.atk_max is None or (kind.atk_max is not None and kind.atk_max <= outer.atk_max)) \
        and (outer.atk_min is None or (kind.atk_min is not None and kind.atk_min >= outer.atk_min))


def kinds_apart(kind: CardKind, other: CardKind, whole: bool = False) -> bool:
    """Can no card of ``kind`` be of ``other``? Apart when both name classes, Attributes or Types
    and share none; ``whole``: ``kind`` is all there is to its cards (a Token, a card Summoned as a
    Normal Monster with its stats given), so an Attribute or Type it does not name it has not."""
    for mine, theirs, complete in ((kind.classes, other.classes, False), (kind.attributes, other.attributes, whole),
                                   (kind.monster_types, other.monster_types, whole)):
        if theirs and (mine or complete) and not (mine & theirs):
            return True
    return False


def actors_of(state, clause: Clause, controller: str) -> tuple[str, ...]:
    """Who does the clause's action: its effect's controller, unless the clause names the
    opponent ("your opponent draws", "They ... draw") or each player."""
    if clause.player == "both":
        return controller, state.opponent(controller)
    if clause.player in ("opponent", "they"):
        return (state.opponent(controller),)
    return (controller,)


# ------------------------------------------------------------------ monsters destroyed by battle

def destroyed_by_battle_negated(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The effects of a monster destroyed by battle with a card whose restriction negates them
    (Ancient Gear Beast: "this card"; Dark Ruler Ha Des: "Fiend-Type monsters you control") are
    negated from then on, those of the Damage Step and of the GY included, so the ones that would
    start by an event are not activated (rule bt-destroyed-monster-negated). One its player
    activates by declaration ("You can banish this card from your GY; ...") can still be
    activated, and resolves negated (rule neg-effect-can-still-activate)."""
    if effect is None or state.infos[ref].card_type != "monster" or _declared(effect):
        return None
    found = battle_negation(state, ref)
    if found is None:
        return None
    holder, restriction, destroyer = found
    return Verdict("no", "other", _rules(restriction, "bt-destroyed-monster-negated", "bt-battle-negation-lasts-in-the-gy",
                          *(() if restriction.destroyed_kind.empty else ("bt-negation-for-a-kind-destroyed",)), state=state, holder=holder),
                   f"{_named(state, holder, restriction)}, and {state.infos[destroyer].name} destroyed "
                   f"{state.infos[ref].name} by battle, so its effects are negated and not activated.")


def _declared(effect: AnalyzedEffect) -> bool:
    """Is the effect activated by its player's declaration, with no event to start it?"""
    return effect.condition is None and effect.kind in ("ignition", "ignition-like", "quick", "quick-like")


def battle_negation(state, ref: str):
    """(holder, restriction, destroyer) when the monster's effects are negated because a card
    whose restriction negates them destroyed it by battle; None otherwise."""
    if state.infos[ref].card_type != "monster" or state.cards[ref].zone not in (None, "graveyard") + FIELD_ZONES:
        return None                   # negated only on the field and in the GY: a banished monster is not
    destroyers = _battle_destroyers(state, ref)
    if state.battle is not None and ref in state.battle.destroyed_by_battle:
        destroyers.append((state.battle.opponent_of(ref), None))
    destroyers = [(d, moment) for d, moment in destroyers if d is not None and d in state.cards]
    if not destroyers:
        return None
    for holder, restriction in _battle_negators(state, destroyers):
        if not restriction.destroyed_kind.empty and not state.kind_of(ref, restriction.destroyed_kind):
            continue                  # "the effects of Flip monsters destroyed by battle"
        for destroyer, _ in destroyers:
            if restriction.cards.empty:
                reaches = destroyer == holder
            else:
                reaches = state.kind_of(destroyer, restriction.cards) and \
                    restricts_player(state, holder, restriction, state.controller(destroyer))
            if reaches:
                return holder, restriction, destroyer
    return None


def _battle_negators(state, destroyers: list) -> list[tuple[str, Restriction]]:
    """The negate-destroyed-by-battle restrictions that reach the destruction (rule
    bt-battle-negation-lasts-in-the-gy): the negation is marked when the monster is destroyed,
    so it is that of a card face-up on the field just before then, which lasts while the monster
    stays in the GY even once that card has left the field; one still on the field counts while
    it applies (a card that came later marked nothing)."""
    moments = [moment for _, moment in destroyers]
    def there(ref):
        return any(m is None or state.face_at(ref, m) == (True, True) for m in moments)
    found = [(h, r) for h, r in state.restrictions() if r.kind == "negate-destroyed-by-battle" and there(h)]
    for ref, info in state.infos.items():
        if state.face_up_on_field(ref) or not there(ref):
            continue
        found.extend((ref, r) for e in info.effects if e.kind == "continuous"
                     for r in e.restrictions if r.kind == "negate-destroyed-by-battle" and r.gained_by is None
                     and r.granted_to is None and r.holds_while is None)
    return found


def _battle_destroyers(state, ref: str) -> list[tuple[str | None, int]]:
    """Who destroyed the monster by battle, and at which moment, by the events of its destruction
    that still count (rule bt-battle-negation-lasts-in-the-gy): none once it has moved
    again since (a card that leaves the GY is a new card, its negation reset), and none for a card
    destroyed in the place of a monster of the battle (a substitute is not destroyed by battle
    with its destroyer)."""
    found = []
    for h in state.happenings():
        event = h.event
        if event.card != ref or h.synthetic:
            continue
        if event.event == "destroyed" and event.cause == "battle" and _fought(state, ref, event.by):
            found = [(event.by, h.moment)]
        elif event.to_zone is not None or EVENT_DESTINATIONS.get(event.event) is not None:
            found = []                # it moved: a new card, its negation gone
    return found


def _fought(state, ref: str, by: str | None) -> bool:
    """Was ``ref`` in a battle with ``by`` (or is nothing known of ``by``'s battles)?"""
    battles = [r.battle for r in state.battles if by is not None and by in (r.battle.attacker, r.battle.target)]
    return not battles or any(ref in (b.attacker, b.target) for b in battles)
