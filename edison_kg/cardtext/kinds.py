"""An effect's kind, following the Edison rules compendium and the identification rules for
Spell/Trap effects: a timing or event condition followed by a colon starts a trigger(-like)
effect; "Once per turn: You can" and "During your Main Phase: You can" are ignition-like on
Spells and quick-like on Traps; "during either player's turn" and effects that respond to an
activation are quick(-like); "When this card resolves" and "When this card is activated"
belong to the card's own activation. Old wordings without colons ("When ..., you can ...",
"By Tributing ..., ...", "... during each of your Standby Phases") are read by the same rules."""

from __future__ import annotations

import re

from edison_kg.cardtext import scan
from edison_kg.cardtext.applied import applied, standing_rule
from edison_kg.cardtext.clauses import action_of
from edison_kg.cardtext.clean import CardContext
from edison_kg.cardtext.condition import is_event_condition
from edison_kg.cardtext.cost import COST_BY, COST_TO, cost_to_ok
from edison_kg.cardtext.segment import separate_spell_trap_effect
from edison_kg.cardtext.words import CHAINED, EVENT_VERB, EXCEPT_DAMAGE_STEP, PAST_STATE, QUICK_MARK
from edison_kg.vocab.model import EventPattern

_EITHER_TURN = re.compile(r"\bduring either player's turn\b|\bin either player's turn\b|\(including (the|your) opponent's( turn)?\)|"
                          r"\bduring (each|any) player's turn\b|\bduring either player's (main|battle) phase\b|"
                          r"\bduring your or your opponent's turn\b", re.I)
_OPPONENT_TURN = re.compile(r"\b(during|in) your opponent's turn\b|\bduring your opponent's (main|battle) phase\b", re.I)
_DAMAGE_CALC = re.compile(r"\bduring (the )?damage calculation\b|\bduring (your |the |either player's )?battle step\b|"
                          r"\bduring the damage step\b|\bonce per battle phase\b|\bduring (your|the|either player's) battle phase\b",
                          re.I)
# "During damage calculation (only)" as the whole condition of a sentence with no colon (Mirage Knight, Iron Core Armor)
_DAMAGE_CALC_WINDOW = re.compile(r"^during damage calculation(?: only)?$", re.I)
_MAIN_PHASE = re.compile(r"^(once per turn,? )?(during )?(your )?main phase( 1| 2)?$|^once per turn$|^during your main phase( 1| 2)?$|"
                         r"^once per turn,? during your main phase( 1| 2)?$", re.I)
_RESPONDS = ("card_activated", "effect_activated", "summon_attempted", "targeted")
_AFTER_RESOLVING = re.compile(r"\bafter (resolving|it resolves|.{0,60}\b(has|have) resolved)\b|\bafter [^,:]*\bresolves\b", re.I)
EMBEDDED = re.compile(
    r"\b(during (each of )?(your|the|each|your opponent's|each player's|their|his/her|its controller's|every|each of your "
    r"opponent's|each of your and your opponent's)( own| next)? [^,.;:()]*?(standby|end|draw) phases?|"
    r"at the (end|start) of (the )?damage step|after damage calculation|at the end of (the|your|each|your opponent's) "
    r"(battle phase|turn)|each time [^,.;:]+|at the start of (the|your|each|your opponent's) [^,.;]*?phase|"
    r"instead of conducting (your|a|their|his/her) normal draw|in (your|each) (standby|end) phase|at (your|the) (own )?end phase|"
    r"(?<=[a-z] )when (it|this card) is [^,.;:]+|every time [^,.;:]+|"
    r"^(a|any) (non[- ][\w-]+ )?monsters? that (attacks this card|this card destroys|is (normal |flip |special |, |or )*summoned)[^.;:]*?"
    r"(?= (is|are|returns?|cannot)\b)|"
    r"\b(an opponent's|your opponent's) monsters? that (is|are) destroyed [^.;:]*?\bby this card (as a result of|by) battle\b)", re.I)
_MODIFIER = re.compile(
    r"\bpiercing\b|\b(during|for) (that |the |this )?damage (step|calculation) only\b|\bis not destroyed\b|"
    r"\b(cannot|can't|can not) be destroyed\b|\bbattle damage (to|is|becomes|you take)\b|"
    r"\bwould be destroyed\b|\bcannot be targeted\b|\bno battle damage\b|\b(is|are) treated as\b|\bfor damage calculation\b|"
    r"\b(gains?|loses?) \d+ (atk|def)\b[^.]*\bduring the damage step\b|\bthe damage becomes\b|"
    r"\bwithout applying damage calculation\b(?=.*\bbattle\b)|\bdo(es)? not have to\b", re.I)
IMPERATIVE = re.compile(
    r"^(activate|target|select|special summon|pay|discard|send|declare|choose|gain|destroy|add|draw|inflict|banish|remove|"
    r"equip|take control|tribute|reveal|return|look|place|change|negate|shuffle|excavate|toss|roll|both players|each player|"
    r"your opponent (reveals|discards|draws|shuffles|sends)|call)\b", re.I)


# a replacement, applied for as long as the card is, activated by no one ("Banish any monster
# this card destroys by battle, instead of sending it to the GY"); standing rules: applied.py
_STANDING = re.compile(r"\binstead( of [^.;]*)?\.?$", re.I)
# "A monster that this card destroys as a result of battle is removed from play": where the monster
# goes in place of the GY, the same replacement without the word "instead" (rule ce-battle-destroyed-banished-instead)
_BATTLE_BANISHED = re.compile(r"^(an? |any )?monsters? (that )?(this card destroys (by|as a result of) battle|destroyed by "
                              r"battle with this card) (is|are) (banished|removed from play)\b", re.I)
_OTHER_CHOOSER = re.compile(
    r"^(its (owner|controller)|that player|the turn player|they|either player|this card(?= can (?!not\b|'t\b|attack\b|be\b|make\b))|the controller of this "
    r"(equip |continuous spell |continuous trap )?card|the player who [^,]+?|the owner of [^,]+?) can (?!not\b|'t\b)", re.I)


def optional_wording(cond: str | None, body: str) -> bool:
    """Wordings other than a leading "you can" that leave the effect to a player's choice: a
    player who "can" do it, a cost paid "by" doing something, "it can attack again"."""
    if _OTHER_CHOOSER.match(body):
        return True
    if "●" not in body and re.search(r"\bcan (attack (once )?again|make a second attack|attack twice|make a second attack in a row)\b",
                                     body, re.I):
        return True
    if cond and re.search(r"\byou can\b(?! only)", cond, re.I):
        return True
    if cond and cond != "FLIP" and (re.search(r"\bif you pay\b|,\s*by [a-z]+ing\b", cond, re.I)):
        return True
    if re.match(r"^by [a-z]+ing\b", body, re.I) or re.search(r"\bby paying\b", body[:200], re.I):
        return True
    m = COST_TO.match(body)
    if m and cost_to_ok(m.group("cost")) and cond != "FLIP":
        return True                        # "Tribute this card to ...": a cost is paid by choice
    return False


UNMAPPED_EVENT = ("a triggered effect whose event (a battle, a coin toss, a chain resolving, counters, ...) is not in "
                   "the event vocabulary: it has no activation condition pattern")
_RULE_BODY = re.compile(
    r"^(neither|both players can|your opponent (cannot|can't)|you (cannot|can't)|monsters? |all |it is |they are |"
    r"the effects? of|this card (is|gains|loses|cannot|can't|can)\b|its original|any battle damage|the other|you win|"
    r"it's|it gains|its (atk|def))", re.I)


def _looks_like_event(cond: str | None) -> bool:
    """A condition worded like an event ("When the Level of this card increases")."""
    if not cond:
        return False
    low = EXCEPT_DAMAGE_STEP.sub("", cond.lower())
    if PAST_STATE.search(low) or re.match(r"^(when|if) (there (is|are)|you have|using)\b", low):
        return False
    if re.match(r"^(once per (turn|chain), )?(when|each time|every time|after|whenever)\b", low):
        return True
    return bool(re.match(r"^(once per turn, )?if\b", low) and EVENT_VERB.search(low) and
                not re.match(r"^(once per turn, )?if (you|your opponent) (control|have)\b", low))


# "Spirit monsters do not return to the hand during the End Phase": a kind of monster's own return kept from happening,
# applied while its card is face-up, never activated (rule ce-end-phase-return-does-not-happen, round 151)
_NO_RETURN = re.compile(r"\bmonsters (?:remain face-up on the field and )?(?:do not|don't|does not)(?: have to)? return to "
                        r"(?:the|their owners'?|its owner's) hands? during the end phase\b", re.I)
# "Each time this card destroys a monster by battle": a count of what the card itself does in battle
_DESTROYS_BY_BATTLE = re.compile(r"\bthis card destroys\b[^,]*\bby battle\b", re.I)


def decide_kind(cond: str | None, body: str, full: str, event: EventPattern | None, embedded: bool,
                 optional: bool, card: CardContext, first: bool) -> tuple[str, str | None]:
    """The effect kind and, where the kind alone does not tell the whole story, a note why."""
    quick_mark = bool(QUICK_MARK.search(full))
    either_turn = bool(_EITHER_TURN.search(cond or "")) or bool(_EITHER_TURN.search(full[:80])) or \
        bool(re.search(r"\bthis effect can (also )?be activated during either player's turn\b", full, re.I))
    event_based = is_event_condition(cond, event) or (embedded and event is not None)
    responds = bool(event and event_based and any(t in _RESPONDS for t in event.types)
                    and not _AFTER_RESOLVING.search(cond or "") and not CHAINED.search(cond or ""))
    # a wording that only changes how a battle or a rule works ("inflict piercing damage",
    # "gains 500 ATK during the Damage Step only") is continuous, unless a PSCT colon says otherwise
    colon_condition = bool(cond and cond != "FLIP" and scan.find_top(full, ":") > 0)
    modifier = bool(_MODIFIER.search(scan.sentences(body)[0] if body else "")) and not optional and not colon_condition
    # "When Normal Summoned, cards and effects cannot be activated": a prohibition that applies
    # with the event, nothing is activated (unless a PSCT colon makes it an effect that starts a chain)
    modifier = modifier or (not optional and not colon_condition and bool(body)
                            and bool(re.search(r"\b(cannot|can't|can not) (be activated|activate)\b", scan.sentences(body)[0]))
                            and not re.search(r"\bnext turn\b", body, re.I)      # a prohibition kept for later is applied by an effect
                            and action_of(body) == "other")
    # "During damage calculation only, this card gains ATK equal to ...": with no PSCT colon the window only bounds when
    # the change applies (rule kind-damage-calculation-window-applied): continuous, nothing is activated
    modifier = modifier or (not optional and not colon_condition and bool(_DAMAGE_CALC_WINDOW.match(cond or ""))
                            and action_of(body) == "change_stats")
    by_cost = bool(re.match(r"^(by|you can|you may)\b", body, re.I) and COST_BY.search(body[:120])) or \
        bool(re.search(r"\bto (use|activate) this (card's )?effect\b", full, re.I)) or \
        bool(COST_TO.match(body) and cost_to_ok(COST_TO.match(body).group("cost"))) or \
        bool(re.match(r"^by [a-z]+ing\b", full, re.I))
    activated_signal = bool(re.search(r"\bthe turn you activate this effect\b|\bto activate and (to )?resolve this effect\b",
                                      full, re.I)) and not event_based
    if cond and re.search(r"\bwould (be (destroyed|sent|banished|removed|returned)|leave the field)\b", cond, re.I) and not (event and any(
            t in _RESPONDS for t in event.types)) or cond and not colon_condition and \
            re.search(r"\b(if|when) (you|your opponent|a player|it|this card) would\b", cond, re.I) and re.search(r"\binstead\.?$", body, re.I):
        return "continuous", None         # a replacement ("... instead"): applied, never activated
    if card.is_monster and not colon_condition and _BATTLE_BANISHED.search(full) or not optional and _NO_RETURN.search(full):
        return "continuous", None
    is_applied, note = (False, None) if cond == "FLIP" or quick_mark or either_turn or by_cost or activated_signal else \
        applied(cond, body, event if event_based else None, event_based, optional, colon_condition, card.is_monster, card.psct)
    # "Each time ..., place 1 counter on this card" keeps count without starting a chain, except when it counts
    # what this card destroys by battle; so does a PSCT sentence without a colon that places counters on the
    # card of its event ("If a monster(s) is Special Summoned to your opponent's field, place 1 A-Counter on it":
    # rule ce-counter-placed-on-each-summoned-monster)
    counters = bool(cond and (re.match(r"^(each time|every time)\b", cond, re.I) and not _DESTROYS_BY_BATTLE.search(cond)
                              or card.psct and not colon_condition and re.match(r"^(if|when)\b", cond, re.I))
                    and re.match(r"^(place|put|add) \d+ [^.;]*counters? on (this card|it)\b", body, re.I))
    if card.is_monster:
        if cond == "FLIP":
            return "flip", None
        if is_applied:
            return "continuous", note
        if quick_mark or either_turn or responds or (cond is None and re.match(r"^negate the activation\b", body, re.I)):
            return "quick", None
        window = re.search(r"\bonly activate this effect (during|in) [^.]*", full, re.I)
        if optional and (cond and _DAMAGE_CALC.search(EXCEPT_DAMAGE_STEP.sub("", cond)) or
                         window and _DAMAGE_CALC.search("during " + window.group(0).split(" ", 4)[-1])):
            return "quick", None            # ignition effects cannot be used in the Battle Phase
        if event_based:
            if modifier or (counters and not optional) or _running_count(event, body):
                return "continuous", None
            return "trigger", None
        if _looks_like_event(cond) and not modifier and not _RULE_BODY.match(body):
            return "trigger", UNMAPPED_EVENT
        bare = re.sub(r"^once per turn,?\s*", "", body, flags=re.I)
        if cond is None and not optional and _STANDING.search(bare) and scan.find_top(bare, ";") < 0:
            return "continuous", None     # "Negate all Trap effects on the field", "Banish ... instead"
        imperative = bool(IMPERATIVE.match(bare)) and (cond is None or re.match(r"^once per turn$", cond, re.I))
        if optional or by_cost or imperative or activated_signal or (cond and _MAIN_PHASE.match(cond.strip())):
            if cond and _OPPONENT_TURN.search(cond):
                return "quick", None
            return "ignition", None
        return "continuous", None
    # Spells and Traps
    if _is_card_activation(cond, body, full, card, first, event if event_based else None):
        return "card-activation", None
    if is_applied:
        return "continuous", note
    if quick_mark or either_turn or responds:
        return "quick-like", None
    if event_based and counters and not optional:
        return "continuous", None
    if event_based:
        if modifier or _running_count(event, body):
            return "continuous", None
        return "trigger-like", None
    if _looks_like_event(cond) and not modifier and not _RULE_BODY.match(body):
        return "trigger-like", UNMAPPED_EVENT
    if optional or by_cost or activated_signal or (cond and _MAIN_PHASE.match(cond.strip())):
        return ("ignition-like" if card.is_spell else "quick-like"), None
    return "continuous", None


def _running_count(event: EventPattern | None, body: str) -> bool:
    """"After a Chain (of 2 or more Links) resolves, this card gains 500 ATK": a standing rule
    that keeps count after each chain, not an effect activated after it (as it was read before
    the chain's resolution was an event the reader knew)."""
    return event is not None and "chain_resolved" in event.types and bool(_RULE_BODY.match(body))


def _is_card_activation(cond: str | None, body: str, full: str, card: CardContext, first: bool,
                        event: EventPattern | None = None) -> bool:
    low = full.lower()
    if re.match(r"^(when|if) this card (resolves|is activated)\b", low):
        return True
    if re.match(r"^(activate (this card|only)|activate by|you can activate this card|this card can only be activated|"
                r"only activate this card|you can only activate this card)\b(?!'s)", low):
        return True                       # wherever it stands ("Destroy this card ... Activate this card when ...")
    if not first:
        return False
    if card.one_shot:
        return not (cond and re.match(r"^(when|if) this (face-down |set |face-up )?card (is|was) (destroyed|sent|banished|removed)",
                                      cond, re.I)) and not separate_spell_trap_effect(full)
    if card.equip:
        # an Equip Spell is activated by equipping it; its text names an activation only with a cost or target
        return bool(scan.find_top(full, ";") > 0 and re.match(r"^(pay|discard|send|target|banish|tribute)", low)) or \
            bool(re.match(r"^(select|target|send|discard|pay)\b", low) and cond is None)
    bare = body if event is None else ""
    if re.match(r"^negate (all|the effects of all)\b", bare, re.I) or (bare and standing_rule(bare, monster=False)):
        return False                      # "Negate all other Trap Effects", "Both players must ...": the card's continuous effect
    if bare and IMPERATIVE.match(bare) and (cond is None or not re.search(r"\b(you can|you may)\b", body[:40], re.I)):
        m = COST_TO.match(bare)
        if m and not re.match(r"^activate this card", m.group("rest"), re.I) or \
                re.search(r"\bto (use|activate) this (card's )?effect\b", full, re.I):
            return False
        return True
    return False
