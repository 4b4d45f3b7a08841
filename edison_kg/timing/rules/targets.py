"""An effect that targets cannot be activated without as many cards to target as it names
(rule state-target-must-exist, under activation-needs-a-possible-effect): "Target 1 face-up
Attack Position monster your opponent controls" needs one there; "select and destroy 2 face-up
monsters with an ATK 1000 or less" needs two. The card reader gives what each target must be
(AnalyzedEffect.target_clauses: class, whose, position, kind, how many).

The cards the scenario names on each side of the field are all there are (timing/closed_places.py);
a card whose zone, position or face it leaves open could be a target, so only what is known rules an
activation out.

A card there may still be no legal choice: one the effects of its player cannot target ("cannot
be targeted by card effects", "Your opponent cannot target ... with card effects": rule
ce-cannot-be-targeted) or, for an effect that takes control of its target, one whose control
cannot switch (rule ce-control-cannot-switch), or, for an effect that selects the monster to be attacked, one
that cannot be attacked (rule bt-attack-target-pick-must-be-attackable). A card unaffected by its effects ("unaffected by Spell
effects") is still a legal target: the effect then does not apply to it (rule ce-unaffected-still-a-target)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, Clause
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.closed_places import assume_closed, is_closed
from edison_kg.timing.rules.happened import condition_met, started_by_event
from edison_kg.timing.rules.arrivals import SUMMON_KIND_RULE, SUMMONED_TARGET_RULE, arrived_by
from edison_kg.timing.rules.possible import EVERY_CLASSES, POSSIBLE, _described, _of_classes, _unnamed_cards_on_field
from edison_kg.timing.rules.possible import unaffected_by
from edison_kg.timing.rules.costs import tribute_cost_clauses, tribute_payers, tributes_itself
from edison_kg.timing.rules.cost_sends import COST_SENT_RULE, field_send_cost_clauses, sent_for_the_cost
from edison_kg.timing.rules.counter_holders import RULE as HOLDER_RULE, holds_counters

TARGET_RULES = POSSIBLE + ["state-target-must-exist"]
PROTECTED_RULE = "ce-cannot-be-targeted"
BY_A_KIND_RULE = "ce-cannot-be-targeted-by-a-kind"
SUMMONED_LOCK_RULE = "ce-lock-left-on-the-summoned-monster"
ZONE_NAMED_RULE = "state-target-in-the-zone-named"
LOCKED_RULE = "ce-control-cannot-switch"
UNAFFECTED_RULE = "ce-unaffected-still-a-target"
EQUIPPED_TO_ITSELF_RULE = "state-equip-target-not-itself"
EQUIP_ITSELF_RULE = "state-equip-itself-to-a-monster-named"
ATTACKABLE_RULE = "bt-attack-target-pick-must-be-attackable"
CHAINED_CARD_RULE = "target-chained-card-not-returnable"
ANOTHER_RULE = "state-another-than-the-event-monster"
EXCEPT_ATTACKER_RULE = "state-target-except-the-attacker"
# "Tribute 1 Winged Beast monster; target 2 cards on the field": the monsters its cost Tributes leave the field
# before it targets, so they are no targets (Icarus Attack's Edison rulings)
COST_TRIBUTE_RULE = "state-cost-tribute-is-no-target"
# the kinds of Spell and Trap Card that stay on the field once they resolve
STAYING = ("Continuous", "Equip", "Field")
# "Select 1 face-up monster you control. Send 1 card from your Deck to the Graveyard with the same name as the
# selected card": a Token, never in a Deck, is no such target (Next to be Lost's Edison rulings); a monster with no copy
# left in the Deck still is
TOKEN_NAME_RULE = "state-token-name-not-in-the-deck"
# what a cost does to its card that takes it off the field
LEAVING = frozenset({"tributed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck", "destroyed",
                     "discarded"})


@only_for(lambda effect: effect.target_clauses and not effect.targets_event_card)
def target_must_exist(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.target_clauses or effect.targets_event_card or _unnamed_cards_on_field(state):
        return None
    if _an_option_without_targets(effect):
        return None
    missing, unaffected = [], []
    for clause in effect.target_clauses:
        needed = 1 if clause.up_to else (clause.count or 1)
        found = _candidates(state, ref, clause, effect)
        if found is None or found[0] >= needed:
            if clause.alternative:
                return None           # "Choose 1: ● Target ...": one option it can take will do
            if found is not None and found[0] and len(found[2]) == found[0]:
                unaffected += found[2]
            continue
        missing.append((clause, needed, found))
        if not clause.alternative:
            break
    if not missing:
        return _unaffected_targets(state, ref, unaffected)
    if missing[-1][0].alternative and len(missing) != len(effect.target_clauses):
        return None
    clause, needed, (known, kept_out, _) = missing[-1]
    wanted = _described(clause)
    controller = state.controller(ref)
    for player in {"you": [controller], "opponent": [state.opponent(controller)]}.get(clause.whose or "", ["A", "B"]):
        assume_closed(state, player, "field")
    if kept_out:
        rules = TARGET_RULES + sorted({rule for rule, _ in kept_out.values()}) + ["ce-face-up-on-field"]
        reasons = "; ".join(text for _, text in kept_out.values())
        return Verdict("no", "other", rules,
                       f"It targets {needed} {wanted} as it is activated, and none it could target may be: {reasons}.")
    have = "none" if known == 0 else f"only {known}"
    if clause.summoned_as is not None:      # "Target Synchro Summoned monster"
        summon = clause.summoned_as.split("_")[0].capitalize()
        return Verdict("no", "other", TARGET_RULES + [SUMMON_KIND_RULE, SUMMONED_TARGET_RULE],
                       f"It targets {needed} {wanted} that came to the field by a {summon} Summon, and there is {have} "
                       f"on the field to target (a monster Flip Summoned, or Special Summoned by an effect, was not "
                       f"{summon} Summoned): it cannot be activated.")
    # "equip that target to this card": its own card is no target (cardtext/targets.py)
    itself = clause.subject == "other-than-self" and any(c.action == "equip" and c.subject in ("target", "it")
                                                          for c in effect.clauses)
    zone = [ZONE_NAMED_RULE] if clause.from_zone == "spell_trap_zone" else []
    besides = _event_monster(state, ref, clause, effect)
    if besides is not None:
        wanted += f" besides {state.infos[besides].name}, the monster of its event"
    attacker = _the_attacker(state, clause)
    if attacker is not None:
        wanted += f" besides {state.infos[attacker].name}, the attacking monster"
    if clause.holds_counters is not None:
        wanted += f" that can hold {clause.holds_counters.title()} Counters"
    # "you can equip this card to 1 face-up monster your opponent controls": the monster it is equipped to is its target
    equips_itself = [EQUIP_ITSELF_RULE] if any(c.action == "equip" and c.subject == "self" for c in effect.clauses) else []
    tributes = [COST_TRIBUTE_RULE] if tribute_cost_clauses(effect) else []
    if tributes:
        wanted += " besides the monsters its cost Tributes"
    sent = [COST_SENT_RULE] if field_send_cost_clauses(effect) else []
    if sent:
        wanted += " besides the card its cost sends from the field"
    hidden = _face_down_of_the_name(state, ref, clause)
    if hidden:      # 'Select 1 "Cloudian" monster you control': a Set one shows no name (Rain Storm's rulings)
        wanted += f" (face-up: a face-down monster shows no name, so {' or '.join(hidden)} is not one)"
    return Verdict("no", "other", TARGET_RULES + ([EQUIPPED_TO_ITSELF_RULE] if itself else []) + zone
                   + ([ANOTHER_RULE] if besides is not None else []) + ([EXCEPT_ATTACKER_RULE] if attacker else []) + tributes + sent
                   + ([HOLDER_RULE] if clause.holds_counters else []) + equips_itself
                   + ([FACE_DOWN_NAME_RULE] if hidden else []),
                   f"It targets {needed} {wanted}{' other than itself (a card is never equipped to itself)' if itself else ''} "
                   f"as it is activated, and there is {have} {'in that Spell & Trap Zone' if zone else 'on the field'} "
                   f"to target: it cannot be activated.")


@only_for(lambda effect: effect.targets_event_card and started_by_event(effect))
def event_card_protected(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """"Target the attacking monster": the card of its event is the only card it may target, so
    when its player's effects cannot target that card ("Your opponent cannot target face-up ... monsters with Spells,
    Traps, or card effects") it cannot be activated at all (rules ce-cannot-be-targeted, state-target-must-exist)."""
    if effect is None or not effect.targets_event_card or not started_by_event(effect):
        return None
    matches = condition_met(state, ref, effect)[0]
    target = matches[-1].event.card if matches else None
    if target is None or target not in state.cards:
        return None
    why = _protected(state, ref, target)
    if why is None:
        return None
    return Verdict("no", "other", TARGET_RULES + [why[0], "ce-face-up-on-field"],
                   f"It must target {state.infos[target].name}, the card of its event, and {why[1]}: it cannot be "
                   f"activated.")


BATTLED_RULE = "state-target-the-battled-monster"


@only_for(lambda effect: effect.targets_the_battled_monster and started_by_event(effect))
def battled_monster_gone(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """"When a monster you control is destroyed by battle with an opponent's attacking monster: Target the opponent's
    monster": it must target the monster its own monster battled, so with that monster gone from the field
    it has no target and cannot be activated (rules state-target-the-battled-monster, state-target-must-exist)."""
    if effect is None or not effect.targets_the_battled_monster or not started_by_event(effect):
        return None
    matches = condition_met(state, ref, effect)[0]
    battled = matches[-1].event.by if matches else None
    if battled is None or battled not in state.cards or state.cards[battled].on_field is not False:
        return None
    return Verdict("no", "other", TARGET_RULES + [BATTLED_RULE],
                   f"It must target {state.infos[battled].name}, the opponent's monster of that battle, and it is no "
                   f"longer on the field: it cannot be activated.")


def _candidates(state, ref: str, clause: Clause, effect: AnalyzedEffect, skip=None) -> tuple[int, dict, list] | None:
    """How many cards on the field it could legally target, why each card there of the kind
    it names is not a legal choice, and which legal ones its effects do not affect (None: the scenario leaves it open). ``skip(card)``: True for a
    card that is no choice for another reason, None when the scenario leaves that open."""
    controller = state.controller(ref)
    # "another monster"; a card being activated, or gone for the cost, is no target of its own
    itself = clause.subject == "other-than-self" or effect.kind == "card-activation" or _pays_with_itself(effect)
    besides = _event_monster(state, ref, clause, effect) or _the_attacker(state, clause)
    named = [other for other, info in state.infos.items() if _of_classes(state, other, EVERY_CLASSES[clause.every])
             and (clause.whose is None or (state.controller(other) == controller) == (clause.whose == "you"))
             and not (itself and other == ref) and other != besides]
    if not named and not is_closed(state, "field"):
        return None                   # a question told in words: the cards it does not name could be there
    # "equip that target to this card", of an opponent's monster: it becomes its player's Equip Card, a change of control
    # (round 183: Relinquished and Thousand-Eyes Restrict cannot target Blindly Loyal Goblin)
    takes_control = any(c.action == "take_control" or c.action == "equip" and c.subject == "target"
                        and clause.whose == "opponent" for c in effect.clauses)
    count, kept_out, unaffected, legal = 0, {}, [], []
    for other in named:
        card = state.cards[other]
        if card.on_field is None:
            return None
        if not card.on_field or clause.from_zone not in (None, "field", card.zone):
            continue              # "in your Spell & Trap Zone": a card on the field elsewhere is none
        # a Set Spell/Trap Card of any kind, where the effect says what it does to a Set target (rule
        # state-set-card-targeted-whatever-it-is)
        set_any = clause.set_of_any_kind and card.face_up is not True and card.zone == "spell_trap_zone"   # (185) or unsaid
        if not clause.cards.empty and not set_any and not state.kind_of(other, clause.cards):
            continue
        if set_any and not clause.cards.empty and card.face_up is None:
            state.cite("state-set-card-targeted-whatever-it-is")    # (185) a card in its zone, its face unsaid
        if clause.holds_counters is not None and not holds_counters(state, other, clause.holds_counters):
            continue              # "that you can place a Spell Counter on"
        if clause.summoned_as is not None:      # "Target Synchro Summoned monster"
            arrived = arrived_by(state, other, clause.summoned_as)
            if arrived is None:
                return None
            if not arrived:
                continue
        fits = _attacking(state, other) if clause.position == "attacking" else _in_position(card, clause.position)
        if fits is None:
            return None               # its position or face is left open: it could be one
        if not fits:
            continue
        if skip is not None:      # e.g. a value the effect sets that it already has
            skipped = skip(other)
            if skipped is None:
                return None
            if skipped:
                continue
        why = _protected(state, ref, other) or (control_locked(state, other) if takes_control else None) \
            or _a_token_named_from_the_deck(state, other, effect) \
            or (_not_attackable(state, other) if effect.picks_the_attack_target else None) \
            or _chained_card_returned(state, other, effect)
        if why is not None:
            kept_out[other] = why
        else:
            count += 1
            legal.append(other)
            if unaffected_by(state, ref, other) is not None:
                unaffected.append(other)
    return count - _tributed_for_the_cost(state, ref, effect, legal) - sent_for_the_cost(state, ref, effect, legal), \
        kept_out, unaffected


FACE_DOWN_NAME_RULE = "state-face-down-shows-nothing"


def _face_down_of_the_name(state, ref: str, clause: Clause) -> list[str]:
    """The face-down monsters on the side a target by name or archetype names: none of them shows that name."""
    if not clause.cards.names:
        return []
    controller = state.controller(ref)
    return sorted(state.infos[other].name for other, card in state.cards.items()
                  if other != ref and card.zone == "monster_zone" and card.face_up is False
                  and (clause.whose is None or (state.controller(other) == controller) == (clause.whose == "you")))


def _tributed_for_the_cost(state, ref: str, effect: AnalyzedEffect, legal: list[str]) -> int:
    """How many of the cards it could target its cost must Tribute: those it cannot take from other monsters."""
    taken = 0
    for clause in tribute_cost_clauses(effect):
        if not is_closed(state, "field"):
            return 0
        payers = tribute_payers(state, ref, clause, tributes_itself(effect))
        taken += max(0, min(clause.count - sum(1 for other in payers if other not in legal), len(legal) - taken))
    return taken


def _event_monster(state, ref: str, clause: Clause, effect: AnalyzedEffect) -> str | None:
    """Rule state-another-than-the-event-monster: "Activate only when an opponent's monster declares an attack.
    ... select another face-up monster your opponent controls": a Spell or Trap Card is no monster on the field, so
    its "another monster" is one besides the monster of the event it answers."""
    if clause.subject != "other-than-self" or state.infos[ref].card_type == "monster" \
            or effect.kind != "card-activation" or not started_by_event(effect):
        return None
    matches = condition_met(state, ref, effect)[0]
    card = matches[-1].event.card if matches else None
    if card is None or card not in state.infos or state.infos[card].card_type != "monster":
        return None
    return card


def _the_attacker(state, clause: Clause) -> str | None:
    """Rule state-target-except-the-attacker: "target 1 monster your opponent controls, except the attacking monster"
    picks one besides the monster attacking as it is activated."""
    if clause.subject != "other-than-attacking" or state.phase not in _BATTLE_PHASES or state.battle is None:
        return None
    attacker = state.battle.attacker
    return attacker if attacker in state.infos else None


def _a_token_named_from_the_deck(state, other: str, effect: AnalyzedEffect):
    """A Token, when all the effect does is take from the Deck cards matched with its target ("with the same name as
    the selected card"): no card of a Token's name is ever in a Deck. An effect that does more to the target ("destroy
    that target, then add 1 card with the same name ...") may still target it."""
    info = state.infos.get(other)
    if info is None or "Token" not in info.subtypes:
        return None
    doing = [c for c in effect.clauses if c.event is not None]
    if not doing or not all(c.matches_the_card_before and c.from_zone == "deck" for c in doing):
        return None
    return TOKEN_NAME_RULE, f"{info.name} is a Token, and no card of a Token's name is ever in a Deck"


def _unaffected_targets(state, ref: str, unaffected: list[str]) -> Verdict | None:
    """Every card it could target is unaffected by its effects: they are still legal targets (Horus the
    Black Flame Dragon LV6's ruling), so this does not stop the activation; the answer says why."""
    if not unaffected:
        return None
    names = " and ".join(sorted({state.infos[other].name for other in unaffected}))
    return Verdict("yes", "not-a-trigger", [UNAFFECTED_RULE],
                   f"{names} can still be its target: a card unaffected by an effect may be targeted by it, and the "
                   f"effect then does not apply to that card.")


FACE_UP_ONLY_RULE = "ce-face-up-cards-only"

def _protected(state, ref: str, other: str):
    """The restriction that keeps the effects of card ``ref`` (of its controller) from targeting card ``other``."""
    player = state.controller(ref)
    for holder, restriction in state.restrictions():
        if restriction.kind != "cannot-be-targeted":
            continue
        if restriction.players != "both" and (player == state.controller(holder)) != (restriction.players == "you"):
            continue
        if not _reaches(state, holder, restriction, ref, other):
            continue
        if (other == holder) if restriction.cards.empty else state.kind_of(other, restriction.cards):
            rule = PROTECTED_RULE if restriction.by_kind.empty and restriction.cards_of is None else BY_A_KIND_RULE
            if restriction.granted_to == "effect-summoned":
                rule = SUMMONED_LOCK_RULE      # left by the effect that Summoned it, this turn
            return rule, (f"{state.infos[holder].name} applies \"{restriction.text.rstrip('.')}\" to "
                                    f"{state.infos[other].name}")
        if restriction.cards.position == "face-up" and state.cards[other].face_up is False:
            state.cite(FACE_UP_ONLY_RULE)      # (184) the lock names face-up cards: a Set one is outside it
    return None


def _reaches(state, holder: str, restriction, ref: str, other: str) -> bool:
    """A protection from some kinds of effect only ("with Spell/Trap effects"), of the
    cards its holder's controller controls ("any face-up monster you control"), sparing the cards it names
    ("except ...") does not keep out the effects of other kinds of card, nor reach the cards it spares or
    the other player's (rule ce-cannot-be-targeted-by-a-kind)."""
    if not restriction.by_kind.empty and not state.kind_of(ref, restriction.by_kind):
        return False
    if restriction.cards_of == "you" and state.controller(other) != state.controller(holder):
        return False
    return restriction.except_kind.empty or not state.kind_of(other, restriction.except_kind)


def _chained_card_returned(state, other: str, effect: AnalyzedEffect):
    """A Spell or Trap Card whose own activation is on the chain and that leaves the field once it
    resolves (neither Continuous, Equip nor Field) is already on its way to the Graveyard: an effect
    that returns its target to the hand or Deck cannot target it."""
    if not any(c.action in ("return_to_hand", "return_to_deck") and c.subject != "self"
               and c.from_zone in (None, "field", "spell_trap_zone") for c in effect.clauses):
        return None               # a card returned from the hand ("Return 1 ... from your hand to the Deck") is no target
    info = state.infos[other]
    if info.card_type not in ("spell", "trap") or any(word in s for s in info.subtypes for word in STAYING):
        return None
    if not any(link.card == other and (link.effect is None or link.effect.kind == "card-activation")
               for link in state.chain):
        return None
    return CHAINED_CARD_RULE, f"{info.name} was activated and is on the chain, and leaves the field as it resolves"


def _not_attackable(state, other: str):
    """The card's own protection from attacks ("cannot be targeted for attacks"), while it applies: it is
    no choice for an effect that selects the monster to be attacked (Staunch Defender's Edison rulings)."""
    for holder, restriction in state.restrictions():
        if restriction.kind == "cannot-be-attacked" and holder == other:
            return ATTACKABLE_RULE, (f"{state.infos[other].name} applies \"{restriction.text.rstrip('.')}\": it "
                                     f"cannot be chosen as an attack target")
    return None


def control_locked(state, other: str):
    """The card's own lock that keeps its control from switching (while it holds: "● WATER: Control of
    this card cannot switch" only while a WATER monster is on the field)."""
    for holder, restriction in state.restrictions():
        if restriction.kind == "control-locked" and holder == other:
            return LOCKED_RULE, f"control of {state.infos[other].name} cannot switch"
    return None


def _pays_with_itself(effect: AnalyzedEffect) -> bool:
    """"Tribute this card to ...", "send this card to the GY; ...": the card leaves the field as
    the cost is paid, before targets are chosen."""
    return any(c.subject == "self" and c.event in LEAVING for c in effect.cost_clauses)


# "Target 1 attacking monster": the monster whose attack is going on; outside the Battle Phase no
# monster is attacking, and in it a scenario that declares no attack leaves open whether one is
_BATTLE_PHASES = ("battle", "damage_step")


def _attacking(state, other: str) -> bool | None:
    battle = state.battle
    if state.phase not in _BATTLE_PHASES:
        return False
    if battle is None or battle.attacker is None:
        return None
    return other == battle.attacker


def _in_position(card, position: str | None) -> bool | None:
    """Is the card in the position the target needs (None: the scenario does not say)?"""
    if position is None:
        return True
    if position == "face-down":
        return None if card.face_up is None else card.face_up is False
    if position == "face-up":
        return card.face_up is not False
    if card.position is None:
        return None
    wanted = "defense" if position == "face-up-defense" else position
    face_up_needed = position != "defense"
    return card.position == wanted and (not face_up_needed or card.face_up is not False)


def _an_option_without_targets(effect: AnalyzedEffect) -> bool:
    """"Activate 1 of these effects: ● This card can attack again ... ● Target 1 Set card ...": an
    option that targets nothing can always be chosen (field)."""
    return effect.has_option_without_targets     # cardtext/sentence_parts.py
