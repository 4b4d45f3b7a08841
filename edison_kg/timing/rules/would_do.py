"""What the activation being answered would do, for a card that answers an activation "that would
destroy a card(s)", "that would inflict damage to you": what the engine knows of it comes from the
clauses the card reader gave its effect (edison_kg/cardtext/would.py), never its text. It goes on
from rule cond-would-do-for-sure (a part its player may skip is not sure: rules/happened.py).

- The activation of a Continuous, Field or Equip card that has no effect of its own does nothing
  when it resolves: its effects come later, apart (rule neg-answers-what-the-activation-does).
- "Would" is read when the activation is made, so what it does must be settled then: an answer
  that negates the activation needs it certain, so no coin toss, die roll or free choice may
  decide it (rule cond-would-destroy-certain); an answer that only changes what it does (destroy
  this card instead, take the damage instead) needs it aimed at its cards or its player, so chance
  may decide whether it is done but not which of its outcomes happens, and a destruction that
  only follows if something holds when it resolves is no aim (rule cond-would-destroy-or-damage).
- How many cards it would destroy is how many it aims at, not how many could be chosen (rule
  cond-count-of-cards-it-would-destroy); "destroy those targets" / "destroy them" aims at each card it targeted,
  a Set one counting as what it is to the player who controls it (rule cond-would-destroy-each-of-its-targets); damage it only moves is no damage of its own (rule
  cond-would-inflict-damage).
"""

from __future__ import annotations

from dataclasses import replace

from edison_kg.vocab.model import AnalyzedEffect, Clause
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.rules.sure_by_count import STAYING, sure_by_count
from edison_kg.timing.card_kinds import classes_of, of_classes
from edison_kg.timing.rules.damage_taken import GAIN_BECOMES_DAMAGE, NOT_TAKEN, effect_damage_kept_off, \
    gain_turned_into_damage

NEGATING = ("negate_activation", "negate_effect", "negate_summon")
NOTHING = "neg-answers-what-the-activation-does"
CERTAIN = "cond-would-destroy-certain"
AIMED = "cond-would-destroy-or-damage"
PICKED = "cond-would-destroy-picked-on-resolution"
COUNT = "cond-count-of-cards-it-would-destroy"
# "destroy all face-up monsters your opponent controls": counted by its own filter over the duel as it stands
COUNTED_NOW = "cond-would-destroy-counted-by-its-filter"
DAMAGE = "cond-would-inflict-damage"
MADE = "cond-would-make-which-player"
# damage as much as the battle damage taken, inflicted by the effect itself (cardtext/life_points.py)
BATTLE_AMOUNT = "cond-battle-damage-amount-is-effect-damage"
BATTLE_DAMAGE_TAKEN = "battle-damage-taken"
# actions a player does: the condition may name who ("could make them discard")
PLAYER_ACTIONS = ("discard", "draw")
ONLY = "cond-would-do-only-that"
# a hand exchange beside the deed ("an effect of drawing card(s)" is not one that also discards)
HAND_EXCHANGE = ("discard", "return_to_deck")
SAYS = {
    NOTHING: "The activation it would answer does nothing when it resolves: the card is only placed on the field, and "
             "its effects apply later, apart from that activation.",
    CERTAIN: "It negates an activation for what that activation would do, and this one is not certain to do it: a coin "
             "toss, a die roll or its player's choice decides that only when it resolves.",
    PICKED: "It negates an activation for destroying a card of a kind, and this one picks the card it destroys only "
            "when it resolves, by words that do not make it one of that kind: even if every card it could pick now is "
            "of that kind, it is not certain to destroy one.",
    AIMED: "The activation it would answer is not aimed at doing that to its cards or its player: what it does falls on "
           "a player or card decided only when it resolves, or follows only if something holds then.",
    COUNT: "The activation it would answer aims at another number of cards than its condition names.",
    DAMAGE: "The activation it would answer inflicts no damage to that player of its own: it only moves damage.",
    ONLY: "The activation it would answer does more than the deed its condition names: it also discards cards or "
          "returns them to the Deck, so it is not an effect of only that deed.",
    MADE: "The activation it would answer makes the other player do it, not the player its condition names.",
    NOT_TAKEN: "The activation it would answer inflicts no damage to that player: an effect that applies now keeps "
               "that player from taking effect damage (or turns it into a gain of LP).",
}
# its player picks the cards when it resolves, from either side
CHOSEN = "chosen"
# "banish that target, and if you do, inflict 1000 damage ... if it was a DARK monster": a part done only if its
# target is of a kind is settled, on activation, by a face-up target (round 139)
KNOWN_TARGET = "cond-would-do-by-its-known-target"
# "Target 2 Set Spell/Trap Cards on the field; destroy those targets": it would destroy each card it targeted, a Set
# one being known to its controller for what it is (round 145)
ITS_TARGETS = "cond-would-destroy-each-of-its-targets"
# "Increase your Life Points by 400 points" while a continuous effect turns that player's gain into damage: an effect
# that would inflict damage (round 175)
GAIN_AS_DAMAGE = "cond-would-inflict-damage-by-a-gain-turned-into-damage"


def would_do_voided(state, ref: str, effect: AnalyzedEffect, happening) -> str | None:
    """None when the activation of ``happening``, which surely does one of the actions the
    condition of ``effect`` names (rule cond-would-do-for-sure), does it as the condition needs;
    else the rule id of SAYS that says why not."""
    pattern = effect.condition
    link = state.link_activated_at(happening.moment)
    if link is None:
        return None
    if link.effect is None:
        staying = link.info.card_type in ("spell", "trap") and any(s in STAYING for s in link.info.subtypes)
        return NOTHING if staying else None     # nothing known of what another card does: not questioned
    clauses = as_inflicted(state, link, link.effect.clauses)
    doing = [c for c in clauses if c.action in pattern.would_do]
    why = _doing_voided(state, ref, effect, link, doing)
    if why is None and any(c not in link.effect.clauses for c in doing):
        state.cite(GAIN_AS_DAMAGE)      # it answers the damage a gain of LP turns into
        state.cite(GAIN_BECOMES_DAMAGE)
    return why


def _doing_voided(state, ref: str, effect: AnalyzedEffect, link, doing: list[Clause]) -> str | None:
    """None when the clauses of ``link`` that do what the condition of ``effect`` names do it as it needs."""
    pattern = effect.condition
    if doing and pattern.would_only and any(c.action in HAND_EXCHANGE and c.action not in pattern.would_do
                                            for c in link.effect.clauses):
        return ONLY
    if _made_the_other_player(state, ref, link, doing, pattern):
        return MADE
    if not doing or not pattern.would_certain:
        return None                   # "that could Special Summon": that it may do so is enough
    negating = any(c.action in NEGATING for c in effect.clauses)
    outcomes = sum(1 for c in link.effect.clauses if c.chance and c.event is not None)
    controller = state.controller(ref)
    reasons = [_clause_reason(state, link, clause, pattern, controller, negating, outcomes > 1) for clause in doing]
    if any(r is None for r in reasons):
        return None
    return next((r for r in reasons if r in (COUNT, DAMAGE, NOT_TAKEN, PICKED)), reasons[0])


def _clause_reason(state, link, clause: Clause, pattern, controller: str, negating: bool, alternatives: bool) -> str | None:
    """None when this clause would do it as the condition needs; else the rule that says not."""
    settled = _settled_by_its_face_up_target(state, link, clause)
    if settled is not None:
        state.cite(KNOWN_TARGET)      # its face-up target's kind decided whether the part is done (round 139)
    if settled is False:
        return CERTAIN if negating else AIMED       # its face-up target is not of the kind: it would not do it
    if (clause.only_if and settled is None) or (clause.chance and (negating or alternatives)):
        return CERTAIN if negating else AIMED
    if clause.action == "inflict_damage":
        return _damage_reason(state, link, clause, pattern, controller)
    if clause.action not in ("destroy", "banish"):
        return None
    cards = _cards_it_would_act_on(state, link, clause)
    chosen = cards is CHOSEN
    if chosen and pattern.would_whose is not None:
        # its player picks them when it resolves, from either side, unless too few on the other side are left to pick
        if sure_by_count(state, link, clause, pattern, lambda other: _wanted(state, other, pattern, controller)):
            return None
        return CERTAIN if negating else AIMED
    if (chosen or _picked_on_resolution(clause)) and not _words_make_it_of_the_kind(clause, pattern):
        # "Destroy the 1 face-up monster your opponent controls that has the lowest ATK": which one is picked
        # only when it resolves, so even with only "Morphtronic" monsters there now it is not sure to be one
        # (rule cond-would-destroy-picked-on-resolution), unless too few others are left to pick (sure_by_count.py)
        if sure_by_count(state, link, clause, pattern, lambda other: _wanted(state, other, pattern, controller)):
            return None
        return PICKED if negating else AIMED
    if chosen:
        cards = _every(state, link, clause)     # "a card(s) on the field": whichever it picks is one
    if cards is None:                 # the card it names is not known ("that Set monster"): not questioned
        return None
    named = _named_classes(clause)
    wanted = [c for c in cards if _wanted(state, c, pattern, controller) and _reached_as(state, c, pattern, named)]
    if not wanted:
        return AIMED if not negating else CERTAIN
    aimed_at = len(wanted) if clause.every is None and not chosen else None    # "all ...": no fixed number
    if clause.every is not None and (pattern.would_count_min is not None or pattern.would_count_max is not None):
        _say_counted(state, link, wanted)
    if pattern.would_count_min is not None and (aimed_at if aimed_at is not None else len(wanted)) < pattern.would_count_min:
        return COUNT
    if pattern.would_count_max is not None and (aimed_at is None or aimed_at > pattern.would_count_max):
        return COUNT
    return None


def _picked_on_resolution(clause: Clause) -> bool:
    """A clause that picks its cards on a side when it resolves ("destroy the 1 face-up monster your opponent
    controls that has the lowest ATK"): neither its targets, nor a card it names, nor "all" of them."""
    return clause.subject is None and clause.every is None and clause.whose is not None


def _words_make_it_of_the_kind(clause: Clause, pattern) -> bool:
    """Is any card the clause's words could pick of the kind the condition names? "a monster(s)" by "destroy 1
    monster": yes; "a face-up "Morphtronic" monster" by "destroy 1 face-up monster": only if it picks one, not sure."""
    wanted = pattern.would_kind
    if wanted.empty:
        return True
    if wanted.names_properties:
        return False
    named = clause.cards.classes
    return bool(named) and named <= wanted.classes


def _settled_by_its_face_up_target(state, link, clause: Clause) -> bool | None:
    """"destroy that target if it is a Spell": with its target face-up, whether it is of
    that kind is known when it is activated, so whether the clause is done is settled (True: it
    is done, False: not); with a Set target it is known only when it resolves: None (rule
    cond-would-destroy-certain)."""
    if not clause.only_if or clause.chance or clause.only_if_kind.empty or not link.targets:
        return None
    target = link.targets[0]
    if state.cards[target].face_up is False:
        return None
    return state.kind_of(target, clause.only_if_kind)


def _made_the_other_player(state, ref: str, link, doing: list[Clause], pattern) -> bool:
    """"that could make them discard" (them: the activating player) / "make you discard":
    a player's deed counts only when the activation makes that player do it; Delinquent Duo makes
    the answering player discard, not its activator (rule cond-would-make-which-player)."""
    if not doing or pattern.would_whose not in ("you", "opponent") or any(c.action not in PLAYER_ACTIONS for c in doing):
        return False
    controller = state.controller(ref)
    wanted = controller if pattern.would_whose == "you" else state.opponent(controller)
    return not any(_damaged_player(state, link, c) in (wanted, "both", None) for c in doing)


def _cards_it_would_act_on(state, link, clause: Clause):
    """The scenario cards the clause acts on: its targets, this card, every card of the kind
    "all ..." names, the card whose activation it negates ("negate ..., and if you do, destroy
    it"); CHOSEN when its player picks them on resolution from either side; None when the card it
    names is not one the engine knows ("that Set monster" of a trigger effect)."""
    if clause.subject == "self":
        return [link.card]
    if clause.subject == "second-target":
        return link.targets[1:2]
    if clause.acts_on_the_targets and link.targets and clause.subject in (None, "target", "it"):
        # "destroy those targets", "destroy them": every card its activation targeted, aimed at when it is activated
        state.cite(ITS_TARGETS)
        return list(link.targets)
    if clause.subject in ("target", "it"):
        if link.targets:
            return link.targets[:1] if clause.subject == "it" else list(link.targets)
        if not any(c.action in NEGATING for c in link.effect.clauses if c.index < clause.index):
            return None
        below = _link_below(state, link)
        return [below.card] if below is not None else None
    if clause.every is not None or clause.whose is not None:
        return _every(state, link, clause)   # "destroy 1 card your opponent controls": whose is settled
    return CHOSEN


def _every(state, link, clause: Clause) -> list[str]:
    classes = {"monster": ("monster",), "spell-trap": ("spell", "trap")}.get(clause.every or "", ("monster", "spell", "trap"))
    whose = {"you": link.controller, "opponent": state.opponent(link.controller)}.get(clause.whose)
    found = []
    for other, card in state.cards.items():
        if other == link.card or not card.on_field or not of_classes(state, other, classes):
            continue
        if whose is not None and card.controller != whose:
            continue
        if not clause.cards.empty and not state.kind_of(other, clause.cards):
            continue
        if clause.position is not None and not _in_its_position(card, clause.position):
            continue              # "all face-up monsters": a face-down one is not among them
        found.append(other)
    return found


def _in_its_position(card, position: str) -> bool:
    """"all face-up monsters", "all Attack Position monsters": is the card so (left open by the scenario: yes)?"""
    if position in ("face-up", "face-down"):
        return card.face_up is None or card.face_up == (position == "face-up")
    if position in ("attack", "defense"):
        return card.position in (None, position) and (position == "defense" or card.face_up is not False)
    return True


def _say_counted(state, link, wanted: list[str]) -> None:
    """"All ..." has no fixed number: how many it would destroy is how many of the cards the scenario places pass
    its own filter now (face-up, monsters, the side it names); a card the scenario does not place is not counted
    (rule cond-would-destroy-counted-by-its-filter)."""
    state.cite(COUNTED_NOW)
    names = ", ".join(state.infos[ref].name for ref in wanted) or "none"
    state.assume(f"{state.infos[link.card].name} would destroy {len(wanted)} of the cards the condition counts, "
                 f"by its own words over the cards the scenario places on the field ({names}); a card the scenario "
                 f"does not place is not counted")


def _link_below(state, link):
    """The Chain Link the answered link was chained to (what its negation clauses act on)."""
    links = [l for l, _ in state.activations if l.turn == link.turn]
    index = next((i for i, l in enumerate(links) if l is link), None)
    if index is None or link.number < 2:
        return None
    return next((l for l in reversed(links[:index]) if l.number == link.number - 1), None)


def _wanted(state, ref: str, pattern, controller: str) -> bool:
    """Is the card one the condition is about ("a Trap Card(s) you control", "a monster(s) on the field")?"""
    card = state.cards[ref]
    if card.on_field is False:
        return False
    if pattern.would_whose in ("you", "opponent") and (card.controller == controller) != (pattern.would_whose == "you"):
        return False
    if pattern.would_kind.empty:
        return True
    info = state.infos[ref]
    # a face-down card is revealed to be checked when the effect resolves (Fake Trap): its class counts
    return info.card_type in pattern.would_kind.classes if pattern.would_kind.classes and card.face_up is False \
        else state.kind_of(ref, pattern.would_kind)


def _named_classes(clause: Clause) -> frozenset | None:
    """The card classes the clause names what it acts on as ("all monsters": monsters); None for "card(s)"."""
    if clause.every in ("monster", "spell-trap"):
        return frozenset({"monster"} if clause.every == "monster" else {"spell", "trap"})
    return frozenset(clause.cards.classes) or None


def _reached_as(state, ref: str, pattern, named: frozenset | None) -> bool:
    """A Trap Monster is a monster and a Trap Card; an effect that names one class reaches it as that
    class only: "destroy all monsters" would destroy a monster, not a Trap Card, and "destroy all Spell and Trap
    Cards" a Trap Card, not a monster; "destroy 1 card" both (rule state-trap-monster-in-a-monster-zone)."""
    mine = classes_of(state, ref)
    if len(mine) < 2 or named is None or not pattern.would_kind.classes:
        return True
    return not (set(mine) & named).isdisjoint(pattern.would_kind.classes)


def _damage_reason(state, link, clause: Clause, pattern, controller: str) -> str | None:
    if clause.moves_damage:
        return DAMAGE
    player = _damaged_player(state, link, clause)
    if pattern.would_whose in ("you", "opponent") and player not in ("both", None) \
            and (player == controller) != (pattern.would_whose == "you"):
        return AIMED
    if player not in ("both", None) and effect_damage_kept_off(state, player):
        return NOT_TAKEN
    if clause.lp_amount_of == BATTLE_DAMAGE_TAKEN:
        # "the Battle Damage you took ... is also inflicted to your opponent": as much as the battle damage, but the
        # effect inflicts it, so it is effect damage (unlike battle damage only moved, rule cond-would-inflict-damage)
        state.cite(BATTLE_AMOUNT)
    return None


def as_inflicted(state, link, clauses) -> list[Clause]:
    """The clauses of an activation, each gain of Life Points read as the damage it inflicts instead while a continuous
    effect that applies now turns that player's gain into damage ("any effect of increasing your opponent's Life Points
    is changed to inflict the same amount of points in damage to your opponent's Life Points"; rule
    ce-lp-gain-becomes-damage): an answer to an effect "that would inflict damage" answers it (rule
    cond-would-inflict-damage-by-a-gain-turned-into-damage). A player whose gain stays a gain still gains."""
    read = []
    for clause in clauses:
        if clause.action == "gain_lp":
            gainer = _damaged_player(state, link, clause)
            reached = [p for p in ("A", "B") if gainer in (p, "both") and gain_turned_into_damage(state, p)]
            if reached:
                player = clause.player if gainer != "both" else "both" if len(reached) == 2 else \
                    None if reached[0] == link.controller else "opponent"
                clause = replace(clause, action="inflict_damage", event="damage_inflicted", player=player)
        read.append(clause)
    return read


def _damaged_player(state, link, clause: Clause) -> str | None:
    """Who takes the clause's damage: the activator, unless it names the opponent or both, or the
    controller of a card (of its target; None when it is another card: "the player who destroyed it")."""
    if clause.player == "both":
        return "both"
    if clause.player in ("opponent", "they"):
        return state.opponent(link.controller)
    if clause.player == "by-deed":
        return None                   # "the player who destroyed it": known only from what happened
    if clause.player == "controller":
        return state.controller(link.targets[0]) if link.targets else None
    return link.controller


def would_do_verdict(why: str) -> Verdict | None:
    """The verdict when the only activations that met the condition would not do what it names."""
    if why not in SAYS:
        return None
    refined = [CERTAIN] if why == PICKED else []      # the pick is one way of not being settled
    return Verdict("no", "condition-not-met", [why, *refined, "window-activation-direct-response"], SAYS[why])


def would_do_rules(effect: AnalyzedEffect) -> list[str]:
    """The rule a "yes" to a card answering what an activation would do rests on, too."""
    pattern = effect.condition
    if pattern is None or not pattern.would_do or not pattern.would_certain:
        return []
    if any(c.action in NEGATING for c in effect.clauses):
        return [CERTAIN] if "destroy" in pattern.would_do else []
    return [AIMED] if set(pattern.would_do) & {"destroy", "inflict_damage"} else []
