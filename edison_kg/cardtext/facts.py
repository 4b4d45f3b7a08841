"""The last stage: what the timing rules need to know of an effect beyond its kind, read from
the same wording once (after the overrides, so a curated reading gets its facts too): the
kind of card its condition is about, who acts, which phases it names, what an activation it
answers must be able to do, its usage limit, and whether it may be used in the Damage Step."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext.cardkind import CARDS_OR_MONSTER_EFFECTS, activation_kind, card_kind
from edison_kg.cardtext.targets import from_target_zone
from edison_kg.cardtext.ordinal_targets import ordinal_targets      # round 113: "the second target"
from edison_kg.cardtext.bounded_picks import bounded_picks      # round 113: "whose Level is ... the equipped monster's"
from edison_kg.cardtext.at_once_count import cards_at_once_at_least      # round 141: "2 or more ... at the same time"
from edison_kg.cardtext.turn_locks import turn_lock_facts
from edison_kg.cardtext.chain import chain_facts, chained_pattern
from edison_kg.cardtext.consequences import AMOUNT_ACTIONS, clause_consequences, cost_consequences
from edison_kg.cardtext.events import battle_condition, battle_in_the_action, battle_pattern, looks_back_at, without_held_state
from edison_kg.cardtext.continuous import lingering_restrictions, restrictions_of
from edison_kg.cardtext.stored_values import GRANTED_BY_OWN_EFFECT as _GRANTED_BY_OWN_EFFECT     # the engine asks it too
from edison_kg.vocab.schemes import SUMMON_METHODS
from edison_kg.cardtext.stat_changes import lingering_level_changes, stat_changes_of
from edison_kg.cardtext.counters_each_time import counters_each_time_of
from edison_kg.cardtext.life_points_each_time import life_points_each_time_of
from edison_kg.cardtext.would import clause_sureness, would_facts, would_words
from edison_kg.cardtext.options import option_condition_words
from edison_kg.cardtext.summon_qualifiers import material_for_kind, summon_qualifiers, summons_the_one_monster
from edison_kg.cardtext.event_position import event_position, own_stat_comparison
from edison_kg.cardtext.event_phase import during_phase_facts
from edison_kg.cardtext.battled_with import battled_timed_by_its_action, battled_with_kind   # 32
from edison_kg.vocab.model import AnalyzedEffect, EventPattern
from edison_kg.cardtext.words import number_of
from edison_kg.cardtext.damage_timing import led_by_after_damage_calculation

# the words of each phase a condition can name (edison_kg.vocab.model.PHASES)
PHASE_WORDS = {"draw": "draw phase", "standby": "standby phase", "main": "main phase", "battle": "battle phase",
               "damage_step": "damage step", "end": "end phase"}
_NEVER_IN_DAMAGE_STEP = ("ignition", "ignition-like", "continuous", "unanalyzed")
_LAST_WHEN = re.compile(r".*\b(?:when|if)\b", re.I)
_THIS_CARD = re.compile(r"this (?:card|monster)")
_ACTOR = re.compile(r"\bthis (?:card |monster )?(?:destroys|attacks|inflicts|declares an attack)\b"
                    # "If this card was Special Summoned by ..., if it destroys ...": it is this card
                    r"|^if this card was special summoned\b[^:]*?, (?:if|when) it (?:destroys|attacks|inflicts)\b"
                    r"|\bby this (?:card|monster)\b(?!'s)")   # "destroyed ... by this card as a result of battle"
# "When a face-up "Fortune Lady" monster you control destroys ...": another card of a kind acts
_ACTOR_OF_A_KIND = re.compile(r"^(?:when|if|each time) (?:a|an|1) (?P<actor>[^,:]*?\bmonster) you control "
                              r"(?:destroys|inflicts)\b", re.I)
_ATTACKED = re.compile(r"\b(?:is |was |being |when |if )?attacked\b|\battack target\b|\btargeted for an attack\b"
                       r"|\btargets? [^,:;]*? for an attack\b"
                       r"|\bselected as an attack target\b|\bthat attacks this (?:card|monster)\b"
                       r"|\bmonster attacks this card\b"
                       r"|\bdeclares an attack targeting\b"
                       r"|\bdeclares an attack (?:on|against) [^:;.]*\b(?:you control|your opponent controls)\b"
                       # "If your opponent's monster attacks a monster you control"
                       r"|\bmonster attacks (?:a|an|another) [^:;.]*\b(?:you control|your opponent controls)\b")   # the condition names the attack target   # "your opponent's monster attacks this card"
_EXCEPT_DAMAGE_STEP = re.compile(r"except (?:in|during) the damage step")
_DAMAGE_STEP_TIMING = re.compile(r"damage step|damage calculation")
_END_OF_DAMAGE_STEP = re.compile(r"\bend of the damage step\b")
_AFTER_DAMAGE_CALCULATION = re.compile(r"\bafter damage calculation\b")
_FACE_DOWN_MONSTER = re.compile(r"\bface-down\b")
# wordings that change ATK/DEF: such effects may be activated in the Damage Step
# "gain LP equal to that target's ATK" (Draining Shield) gains Life Points, changes no ATK/DEF
_CHANGES_STATS = re.compile(r"\b(?:gains?|loses?|lose|gain)\b(?!\s+(?:\d+\s+|half (?:of )?(?:their |your |its )?)?"
                            r"(?:lp|life points)\b)[^.;:]*?\b(?:atk|def)\b"
                            r"|\b(?:atk|def)\b[^.;:]*?\bbecomes?\b|\b(?:halve|double)s?\b[^.;:]*?\b(?:atk|def)\b")
# a change of stats used in the Damage Step names ATK or DEF (a Level change is not one)
_ATK_OR_DEF = re.compile(r"\b(?:atk|def|attack points|defense points)\b")
_NEEDS_FACE_UP = re.compile(r"\bthis face-up (?:card|monster)\b|\bwhile this card is face-up\b|"
                            r"\bthis card (?:is|remains) face-up\b|\bthis card must be face-up\b")
_SELF_EQUIPPED = re.compile(r"\bthis equip (?:spell )?card\b|\bwhile equipped\b|\bthis equipped card\b")
_EQUIPPED_ACTS = re.compile(r"\bthe equipped monster (?:destroys|attacks|inflicts|declares)\b")
# "the equipped monster is destroyed", "a monster you control that's equipped with this card is destroyed"
_EQUIPPED_IS = re.compile(r"\b(?:the equipped monster(?: (?:you|your opponent) controls?)?|(?:a|the) monster (?:you control )?(?:that's |that is )?equipped with "
                          r"this card) (?:is|was|leaves)\b")
_EQUIPPED_TO_SELF = re.compile(r"\bequipped to this (?:card|monster)\b")
_SENT_WITH_ITS_MONSTER = re.compile(r"\bthe equipped monster is destroyed and this card is sent\b")
# "If this card is destroyed because the equipped monster is destroyed": the text calls the rules' sending
# of this card with its monster its destruction (rule eq-going-because-its-monster-went)
_GOES_BECAUSE_ITS_MONSTER = re.compile(r"\bthis card is (?:destroyed|sent to (?:the|your) graveyard) because the equipped monster\b")
# "Target that attacking monster", "target the Summoned monster": the card the event was about
_TARGETS_EVENT_CARD = re.compile(r"\btarget (?:that|the) (?:attacking|summoned|activated|destroyed)? ?(?:monster|card)\b"
                                 r"(?! (?:you|your opponent) controls?\b| on the field| in )")
# "a card is activated that targets an "Amazoness" monster": what the activation must target
_TARGETING = re.compile(r"\bthat targets? (?:exactly )?(.+?)(?=\s+(?:on the field|in the (?:graveyard|gy)|is activated|"
                        r"\(|and (?:no|destroys))|[,:]|$)", re.I)
_FACE_DOWN = re.compile(r"\bthis (?:1 )?(?:face-down|set)\b")
_PLAIN_CARD = re.compile(r"an?\s+card(?:'s effect)?(?:$|\s+that\s)", re.I)     # "a card('s effect) [that ...]", not "a Spell Card"
_THIS_ATTACKING_CARD = re.compile(r"\bthis attacking (?:card|monster) (?:is|was)\b")
_FACE_UP_SELF = re.compile(r"\bthis face-up (?:card|monster)\b")
_LEAVES = re.compile(r"\bthis (?:card|monster) leaves the field\b")
# (a ban that lasts "until the end of your next turn" is what the card does, not a condition of its activation)
_FORBIDDEN = (("normal", re.compile(r"can(?:not|'t|\u2019t) normal summon(?:/set| or set)?(?:(?!\buntil\b|\bnext turn\b)[^.])*"
                                    r"\bturn\b")),
              ("special", re.compile(r"can(?:not|'t|\u2019t) special summon[^.]*\bthe turn you activate\b")),
              ("all", re.compile(r"can(?:not|'t|\u2019t) summon\b[^.]*\bthe turn you activate\b")),
              # "You cannot Normal or Special Summon any Level 3 or 4 monsters the turn you activate this card": no
              # Flip Summon, no Set (the Level, if it names one: _FORBIDDEN_LEVELS)
              ("normal-or-special", re.compile(r"can(?:not|'t|\u2019t) normal or special summon[^.]*\bthe turn you activate\b")))
_FORBIDDEN_LEVELS = re.compile(r"\bsummon (?:any )?level (?P<low>\d+)(?: or (?P<high>\d+))? monsters\b[^.]*\bthe turn you activate\b")
# "Normal or Special Summoned" names both
_SUMMON_METHODS = (("normal_summon", re.compile(r"\bnormal (?:or (?:flip|special) )?summon")),
                   ("flip_summon", re.compile(r"\bflip (?:or (?:normal|special) )?summon")),
                   ("special_summon", re.compile(r"\bspecial summon")))
# battle and the Damage Step: "when you are about to take battle damage", "2000 or more
# damage"; a Flip Effect whose doing lasts only while its card is face-up ("it cannot attack
# while this card is face-up on the field")
_ABOUT_TO = re.compile(r"\b(?:about to|would) (?:take|receive)\b[^.:;]*\bdamage\b")
_AMOUNT_AT_LEAST = re.compile(r"\b(\d+) or more (?:points of )?(?:battle |effect )?(?:damage|life points|lp)\b")
_LASTS_WHILE_FACE_UP = re.compile(r"(?<!once )\b(?:while|as long as) this (?:card|monster) (?:is|remains) face-up\b")
_ONE_TIME_ONLY = re.compile(r"\bone time only\b|\bonce per duel\b")
_ONCE_PER_CHAIN = re.compile(r"\bonce per (chain|battle)\b(?! phase)")     # (184) "pay 2000 LP once per battle"
_ONCE_WHILE_FACE_UP = re.compile(r"\bonly be (?:used|activated) once (?:while this card is|as long as this card remains) face-up\b")
_ONE_PER_NAME = re.compile(r"\bonly (activate|use) 1 \"[^\"]+\" per turn|\bonly 1 \"[^\"]+\" (?:can be )?(activated) per turn"
                           r"|\bonly (use|activate) this effect of \"[^\"]+\" once per turn")
_BY_OPPONENT = re.compile(r"\bby (?:an|your) opponent's (?:card )?(?:card|effect|card effect|spell|trap|monster)\b|"
                          r"\bby a card effect (?:your opponent controls|of your opponent)\b|"
                          r"\bby the effects? of a card in (?:your|the) opponent's possession\b|"
                          # "by the effect of a Spell or Trap Card controlled by your opponent": whose card it is
                          r"\bby (?:an? |the )?(?:effects? of (?:an? )?)?(?:(?:spell|trap|monster)(?: or trap)? )?"
                          r"cards?(?: effects?)? (?:controlled by your opponent|your opponent controls)\b", re.I)
# "destroyed by (battle with) an opponent's attacking monster": whose monster destroyed it, read
# against this card's player (rule bt-opponents-card)
_BY_OPPONENTS_MONSTER = re.compile(r"\bby (?:battle with )?(?:an|your) opponent's (?:attacking )?monster\b", re.I)
# how and where: the stats of the battle compared ("If the ATK of a monster that attacks this
# monster is lower than the DEF of this card"), a state read when the attack was declared
# "if the DEF of this card is higher than the ATK of the attacking monster": the same comparison said from this card's
# side (equal stats meet neither)
_ATTACKER_BELOW_DEF = re.compile(r"\batk of (?:a|the) (?:monster that attacks this (?:card|monster)|attacking monster)\b"
                                 r"[^,:]*?\bis lower than (?:the def of this (?:card|monster)|this card's def)\b|"
                                 r"\b(?:the def of this (?:card|monster)|this card's def) is higher than the atk of (?:a|the) "
                                 r"(?:monster that attacks this (?:card|monster)|attacking monster)\b")
# "and was face-up at the start of the Damage Step", "and was in face-up Attack Position at the start of the Damage
# Step": this card's face when its battle's Damage Step began
_FACE_AT_DAMAGE_STEP = re.compile(r"\b(?:was|is) (?:in )?(?:(face-up|face-down) )?(?:(attack|defense) position )?at the start "
                                  r"of the damage step\b")
# "when this card attacks a face-down Defense Position monster and destroys it": the attacked
# monster's face is read when the Damage Step starts (rule state-condition-read-at-its-moment)
_ATTACKS_FACE_DOWN = re.compile(r"\bthis card attacks an? face-down\b")
# "When this card attacks a Level 6 or higher Synchro Monster": the kind of the
# attack target, read at attack declaration (a face-down target shows none: rule
# bt-attack-target-kind-read-at-declaration)
_ATTACKS_A_KIND = re.compile(r"\bthis card (?:attacks|declares an attack on) (?:an? |your opponent's |an opponent's )?(?P<other>[^,:;.]+)", re.I)
_INVOLVING_THIS = re.compile(r"\battack is declared involving this (?:card|monster)\b")
# "When this card attacks or is attacked": its own attack declaration as much as the opponent's
_ATTACKS_OR_IS_ATTACKED = re.compile(r"\battacks or is attacked\b")
_DAMAGE_POINT_IN_CONDITION = re.compile(r"\b(?:end of the damage step|after damage calculation)\b")
_FACE_UP_AT_ATTACK = re.compile(r"\bwas face-up (?:at|when) (?:the )?attack(?: declaration| was declared)\b")
# chosen as the target of an attack: the attack declaration itself, when a Set monster shows no effect
_CHOSEN_AS_TARGET = re.compile(r"\b(?:targeted for an attack|(?:selected|chosen) as (?:an|the) attack target)\b")
# whose card it was when it happened: "this card you control", "in your possession", "in your Monster Zone"
_SELF_CONTROLLED = re.compile(r"\bthis (?:face-up )?(?:card|monster) (?:you control|in your possession)\b|"
                              r"\bthis card\b[^,:]*?\b(?:in your monster zone|from your side of the field)\b")
# "No card effects are activated when cards are turned face-up" says it of every
# effect, so of Flip Effects too; "(Flip monsters' effects are not activated at this time)", "(Flip effects aren't activated)" and
# "without activating their Flip Effects" are the same words
_NO_FLIP_EFFECTS = re.compile(r"\bflip (?:monsters?'s? )?effects? (?:are not|is not|aren't|isn't) activated\b"
                              r"|\bwithout activating (?:their|its) (?:flip )?effects?\b"
                              r"|\bno card effects are activated when (?:cards|monsters|they) are turned face-up\b")
# "see the cards drawn by the effect and discard them all": an answer to an
# activation that voids what it draws, as a negation of that effect does (rule damage-step-voids-the-draw)
_VOIDS_WHAT_IT_DRAWS = re.compile(r"\bthe cards? drawn by (?:the|that) effect\b.*\b(?:discard|send)")
WOULD_ACTIONS = (
    (re.compile(r"\bdiscard"), ("discard",)),
    (re.compile(r"\bdestroy"), ("destroy",)),
    (re.compile(r"\bspecial summon"), ("special_summon", "fusion_summon")),
    (re.compile(r"\binflicts? damage|\binflicting damage|\bdamage to\b"), ("inflict_damage",)),
    (re.compile(r"\bdraw"), ("draw",)),
    (re.compile(r"\badd\b"), ("add_to_hand",)),
    (re.compile(r"\bbanish"), ("banish",)),
    # "an effect that would return this card from the field to the hand"
    (re.compile(r"\breturn\b[^.;:]*\bto (?:the|its owner's|your|their) hand\b"), ("return_to_hand",)),
)


def complete(effect: AnalyzedEffect) -> AnalyzedEffect:
    """The effect with every fact the timing rules read (a new object; ``effect`` is kept)."""
    wording = effect.condition_text or ""          # as written: Attributes are read in capitals
    condition_text = wording.lower()
    text = (effect.text or "").lower()
    clause_text = " ".join(c.text for c in effect.clauses).lower()
    excludes = bool(_EXCEPT_DAMAGE_STEP.search(condition_text) or _EXCEPT_DAMAGE_STEP.search(text))
    # a hand-curated override of the effect decides its Damage Step permission by itself; an
    # ignition(-like) effect is never used in the Damage Step
    damage_step = effect.damage_step if effect.provenance == "override" else \
        effect.kind not in _NEVER_IN_DAMAGE_STEP and not excludes and (
        effect.damage_step or effect.negates_activation or bool(_DAMAGE_STEP_TIMING.search(condition_text))
        or any(c.action == "change_stats" and _ATK_OR_DEF.search(c.text.lower()) for c in effect.clauses)
        or bool(_CHANGES_STATS.search(clause_text))
        or (effect.condition is not None and set(effect.condition.types) & {"card_activated", "effect_activated"}
            and bool(_VOIDS_WHAT_IT_DRAWS.search(clause_text))))
    scope, limit = usage(effect, f"{condition_text} {text}")
    condition = effect.condition
    negating = [c for c in effect.clauses if c.action == "negate_summon"]
    if condition is None and effect.kind == "card-activation" and negating:
        # "Negate the Normal Summon or Flip Summon of a monster": the card answers a Summon being
        # attempted, though its text names no condition (it gets no timing word either)
        condition = EventPattern(types=["summon_attempted"])
        wording = negating[0].text
        condition_text = wording.lower()
    answering = effect.clauses[0] if effect.clauses else None
    if condition is not None and not wording and answering is not None \
            and answering.action in ("negate_activation", "negate_effect") \
            and set(condition.types) <= {"card_activated", "effect_activated"}:
        # "Negate the activation of an Effect Monster's effect that ...": the activation it answers is
        # read from that wording (its kind, its target, what set it off)
        wording = answering.text
        condition_text = wording.lower()
    return replace(
        effect,
        condition=chained_pattern(_condition_facts(condition, wording, effect.text), wording, effect.text)
        if condition is not None else None,
        clauses=bounded_picks(_option_facts(ordinal_targets(effect, from_target_zone(effect, clause_sureness(clause_consequences(
            effect.clauses)))), effect.text)),
        target_clauses=bounded_picks(effect.target_clauses, effect.text),
        cost_clauses=clause_sureness(cost_consequences(effect.cost_clauses)),
        damage_step=damage_step,
        excludes_damage_step=excludes,
        usage_scope=scope,
        usage_limit=limit,
        summons_forbidden=_summons_forbidden(text),
        summons_forbidden_level_min=_summons_forbidden_levels(text)[0],
        summons_forbidden_level_max=_summons_forbidden_levels(text)[1],
        needs_face_up=bool(_NEEDS_FACE_UP.search(condition_text)),
        targets_event_card=bool(effect.targets and condition is not None and _TARGETS_EVENT_CARD.search(text)),
        restrictions=restrictions_of(effect) + stat_changes_of(effect) + counters_each_time_of(effect) + life_points_each_time_of(effect)
        if effect.kind == "continuous"
        else lingering_restrictions(effect) + lingering_level_changes(effect),     # round 169: "... until the End Phase"
        lasts_while_face_up=effect.kind not in ("continuous", "unanalyzed")
        and bool(_LASTS_WHILE_FACE_UP.search(clause_text)),
        **chain_facts(effect),
        no_flip_effects=bool(_NO_FLIP_EFFECTS.search(text)),
        granted_by_own_effect=bool(_GRANTED_BY_OWN_EFFECT.search(effect.text or "")),
        **turn_lock_facts(effect),
    )


# "that targets exactly 1 monster (and no other cards) on the field", "that targets a card(s) in the GY"
_TARGET_ZONE = re.compile(r"\bthat targets?\b[^:;]*?\b(on the field|in (?:the|a|either player's) (?:graveyard|gy))\b", re.I)


def _target_zone(wording: str) -> str | None:
    match = _TARGET_ZONE.search(wording)
    return None if match is None else "field" if match.group(1).lower() == "on the field" else "graveyard"


# "declares an attack on a face-up Defense Position monster", "attacks a Defense Position
# monster": the battle position named is the attack target's, not the attacker's (rule state-kind-in-a-battle-position)
_ATTACK_ON_POSITION = re.compile(r"\b(?:declares? an attack on|attacks?) (?P<other>(?:an? |\d+ )?(?:face-(?:up|down) )?"
                                 r"(?:attack|defense) position monster)\b", re.I)


def _attacked_position(pattern: EventPattern, wording: str):
    """The kind of the attack target, when an attack condition names its battle position; else None ("this card
    attacks a face-down Defense Position monster" keeps its own reading, battled_face_down)."""
    if "attack_declared" not in pattern.types or pattern.self_card or not wording:
        return None
    match = _ATTACK_ON_POSITION.search(wording)
    return card_kind(match.group("other")) if match else None


def _attacked_kind(pattern: EventPattern, wording: str):
    """The kind "When this card attacks a <kind>" names of its attack target, where it names what
    a face-down monster does not show (Level, Type, Attribute, ...); else an empty kind."""
    match = _ATTACKS_A_KIND.search(wording) if pattern.types == ["attack_declared"] and pattern.self_card else None
    kind = card_kind(match.group("other")) if match else None
    return kind if kind is not None and kind.names_properties else card_kind(None)


# "When a monster you control is destroyed by a battle in which you took damage": the battle had to deal its player
# battle damage (rule cond-destroyed-by-a-battle-with-damage-taken)
_BATTLE_WITH_DAMAGE_TAKEN = re.compile(r"\bby (?:a|the) battle in which you took (?:battle )?damage\b", re.I)


def _condition_facts(pattern: EventPattern, wording: str, text: str | None = None) -> EventPattern:
    timed = battled_timed_by_its_action(wording, text) if pattern.types in (["phase_entered"], ["other_event"], ["attack_declared"]) else None
    if timed is not None:        # "When this card battles a LIGHT monster, ... after damage calculation"
        wording, pattern = timed, battle_pattern(timed)
    condition_text = wording.lower()
    cause_player = "opponent" if pattern.cause == "effect" and _BY_OPPONENT.search(condition_text) \
        or "destroyed" in pattern.types and _BY_OPPONENTS_MONSTER.search(condition_text) else pattern.cause_player
    battle = battle_condition(wording) if pattern.types == ["phase_entered"] else None
    # "Destroy an opponent's monster that battles this card at the end of the
    # Damage Step": the battle named in the action (rule bt-battled-needs-damage-calculation)
    in_action = battle_in_the_action(text) if battle is None and text and pattern.types == ["phase_entered"] \
        and not pattern.self_card and pattern.card is None and pattern.end_of_damage_step is not None \
        and _DAMAGE_POINT_IN_CONDITION.search(condition_text) else None
    battle = battle or in_action
    target_self = "equipped" in pattern.types and bool(_EQUIPPED_TO_SELF.search(condition_text))
    targeting = _TARGETING.search(wording) if set(pattern.types) & {"card_activated", "effect_activated"} else None
    if targeting and _THIS_CARD.search(re.sub(r"\b(?:1|face-(?:up|down)) ", "", targeting.group(1).lower())):
        target_self = True            # "... is activated that targets this card"
    # "when this card is attacked" / "attacks or is attacked": the attack's target is this card
    attacked_self = "attack_declared" in pattern.types and bool(
        re.match(r"^(?:attacker or )?attack target: (?:this|it)\b", (pattern.card or "").lower()))
    # "If an attack is declared involving this monster": it attacks or is attacked
    involving_self = "attack_declared" in pattern.types and bool(_INVOLVING_THIS.search(condition_text))
    attacked_self = attacked_self or involving_self
    types = list(pattern.types)
    if types == ["card_activated"] and (targeting and _PLAIN_CARD.match((pattern.card or "").strip())
                                        or "card/effect" in (pattern.card or "").lower()):
        # "a card is activated that targets ...": a card's effect activated with a target counts too (Dramatic Rescue
        # answers Man-Eater Bug; rule cond-a-card-that-targets); so does one of "a Card/Effect" (179: My Body as a Shield)
        types.append("effect_activated")
    goes_because = bool(_GOES_BECAUSE_ITS_MONSTER.search(condition_text))
    if goes_because and pattern.self_card and "sent_to_gy" not in types:
        types.append("sent_to_gy")
    kind = card_kind(pattern.card) if pattern.card else (
        card_kind(_LAST_WHEN.sub("", without_held_state(wording), count=1).split(",")[0])
        if not pattern.self_card and wording else card_kind(None))
    attacked_position = _attacked_position(pattern, wording)
    if kind.position is not None:
        # an event's card is judged by the position it had as the event happened (a
        # monster "changed to face-up Defense Position" was in Attack Position), which the state after it does not
        # hold: not read here (and "declares an attack on a ... Position monster" names the attack target's)
        kind = replace(kind, position=None)
    return replace(
        pattern,
        types=types,
        kind=kind,
        activation_kind=activation_kind(condition_text),
        cards_or_monster_effects=bool(CARDS_OR_MONSTER_EFFECTS.search(condition_text)),
        actor_self=not pattern.self_card and (bool(_THIS_CARD.fullmatch((pattern.card or "").strip().lower()))
                                              or bool(_ACTOR.search(condition_text))),
        attack_role=battle[1] if battle else ("either" if (pattern.card or "").startswith("attacker or attack target:")
                                              or involving_self or _ATTACKS_OR_IS_ATTACKED.search(condition_text)
                                              else "target" if _ATTACKED.search(condition_text) else "attacker")
        if "attack_declared" in pattern.types else (
            # "When this attacking card is destroyed by battle": only while it is the attacker of that battle
            "attacker" if pattern.self_card and _THIS_ATTACKING_CARD.search(condition_text) else None),
        battled_kind=card_kind(battle[2]) if battle and battle[2] else (
            attacked_position if attacked_position is not None else
            battled_with_kind(wording, pattern) or _attacked_kind(pattern, wording)),
        # "and was face-up at the start of the Damage Step" is the card's face then, not a phase it is met in
        phases=tuple(sorted(phase for phase, words in PHASE_WORDS.items()
                            if words in _FACE_AT_DAMAGE_STEP.sub("", condition_text))),
        end_of_damage_step=bool(_END_OF_DAMAGE_STEP.search(condition_text)),
        # the phase its event must happen in (rule cond-event-in-its-named-phase); a phase's own start is no such event
        **during_phase_facts(pattern.types, condition_text),
        would_do=would_do(condition_text),
        **would_facts(condition_text),
        summon_methods=summon_methods(condition_text) if "summon_attempted" in pattern.types else (
            ("tribute_summon",) if pattern.types == ["tributed"] and pattern.cause == "summon_material"
            and "tribute summon" in condition_text else _attacker_summoned_as(pattern, condition_text)),
        self_face_up=_self_face(condition_text) if pattern.self_card else (
            True if attacked_self and _CHOSEN_AS_TARGET.search(condition_text) else
            # "a Spell Card that targets this face-down monster": activated while it is Set
            False if target_self and _FACE_DOWN.search(condition_text.lower()) else None),
        self_equipped=bool(_SELF_EQUIPPED.search(condition_text)),
        equipped_role="actor" if _EQUIPPED_ACTS.search(condition_text) else (
            "subject" if _EQUIPPED_IS.search(condition_text) else None),
        target_self=target_self or attacked_self,
        activation_targets=bool(targeting),
        target_kind=card_kind(targeting.group(1)) if targeting and not target_self else card_kind(None),
        target_zone=_target_zone(wording) if targeting and not target_self else None,
        self_card=(pattern.self_card or in_action is not None) and not target_self,   # the Equip Card is the event's card, this card its target
        # "when the equipped monster is destroyed and this card is sent to the GY": sent by the
        # rules because its monster left, not destroyed with it (rule eq-destroyed-together)
        cause="rule" if _SENT_WITH_ITS_MONSTER.search(condition_text) or goes_because else pattern.cause,
        cause_player=cause_player,
        # "destroyed by an opponent's card effect": the opponent is who caused it, not whose card it is
        player=_whose_card(pattern) if cause_player and pattern.player == "opponent" else pattern.player,
        compares="attacker-atk-below-def" if _ATTACKER_BELOW_DEF.search(condition_text) else
        "atk-at-least-battled" if battle and text and _ATK_AT_LEAST_BATTLED.search(text) else own_stat_comparison(condition_text),
        another_card=not pattern.self_card and bool(_ANOTHER.match((pattern.card or "").strip())),
        summoned_name_needed=bool(_SUMMONS & set(pattern.types)) and bool(text and _SAME_NAME_AS_SUMMONED.search(text)),
        battle_damage_taken="destroyed" in pattern.types and bool(_BATTLE_WITH_DAMAGE_TAKEN.search(condition_text)),
        face_up_at_attack=bool(_FACE_UP_AT_ATTACK.search(condition_text)) or _face_up_in_its_battle(pattern),
        exactly_one=bool(_EXACTLY_ONE.match(condition_text)) or summons_the_one_monster(pattern, text),
        self_controlled=bool(_SELF_CONTROLLED.search(condition_text)),
        earlier=_condition_facts(pattern.earlier, looks_back_at(wording) or "") if pattern.earlier else None,
        about_to="damage_inflicted" in pattern.types and bool(_ABOUT_TO.search(condition_text)),
        amount_min=_amount_at_least(condition_text), at_once_min=cards_at_once_at_least(condition_text),
        after_damage_calculation=pattern.after_damage_calculation or bool(battle) and bool(_AFTER_DAMAGE_CALCULATION.search(condition_text))
        or led_by_after_damage_calculation(pattern, condition_text),
        battled_face_down=bool(battle and battle[2] and _FACE_DOWN_MONSTER.search(battle[2].lower()))
        or ("attack_declared" in pattern.types and bool(_ATTACKS_FACE_DOWN.search(condition_text))),
        actor_kind=card_kind(_ACTOR_OF_A_KIND.match(wording).group("actor")) if _ACTOR_OF_A_KIND.match(wording)
        else card_kind(None),
        # "and it was in face-up Attack Position ...": about the event's other card, not this one
        self_face_up_at_damage_step=None if pattern.card and not pattern.self_card and "this card" not in pattern.card
        else _face_at_damage_step(condition_text),
        tributes=tributes_of(condition_text) if {"tribute_summon", "normal_summon"} & set(pattern.types) else None,
        player_by_zone=not pattern.self_card and pattern.player in ("you", "opponent")
        and bool(_TO_WHOSE_GY.search(condition_text)) and not _CONTROL_WORDS.search(condition_text),
        **summon_qualifiers(wording, pattern.types),     # Attributes read in capitals
        **material_for_kind(wording, pattern),            # the kind Summoned with this material
        **event_position(wording, pattern),               # the event card's position before it
    )


# "This card's ATK must be greater than or equal to that monster's ATK to activate": a comparison
# with the monster it battles, made as it is activated (rule bt-atk-compared-to-activate)
_ATK_AT_LEAST_BATTLED = re.compile(r"\bthis card's atk must be (?:greater than or equal to|at least|equal to or greater than) "
                                   r"(?:that monster's atk|the atk of that monster)\b[^.]*\bto activate\b", re.I)
# "another face-up ... monster you control": not this card (rule cond-another-is-not-this-card)
_ANOTHER = re.compile(r"another\b", re.I)
# "... with the same name as that monster": the Summoned monster's name (rule cond-summoned-face-down-shows-no-name)
_SUMMONS = frozenset(f"{method}_summon" for method in SUMMON_METHODS)
_SAME_NAME_AS_SUMMONED = re.compile(r"\bsame name as (?:that|the summoned|the) monster\b", re.I)

# "sent to your Graveyard" names the player by the Graveyard, unless control words name it;
# "a monster you own" names the card's owner outright (rule cond-whose-side-when-it-left)
# "sent to your Graveyard", and "Special Summoned from your Graveyard": whose Graveyard is its owner's, whoever did
# it or controls the card now
_TO_WHOSE_GY = re.compile(r"\b(?:to|from) (?:your|your opponent's|their|the opponent's) (?:graveyard|gy)\b"
                          r"|\b(?:you|your opponent) owns?\b")
_CONTROL_WORDS = re.compile(r"\b(?:you control|you controlled|your opponent controls|(?:your|their|your opponent's) side "
                            r"of the field|(?:to|on) (?:your|their|your opponent's) field|in your possession|on your side|"
                            r"(?:opponent's|your) (?:[\w-]+ ){0,4}monster|"
                            r"(?:you|your opponent) (?:discard|send|tribute|banish)s?)\b")

# how many monsters a Tribute Summon Tributed ("by Tributing 3 monsters", "with 1 Tribute")
_TRIBUTES = re.compile(r"\bby tributing (\d+|one|two|three) monsters?\b|\bwith (\d+|one|two|three) tributes?\b", re.I)


def tributes_of(text: str) -> int | None:
    """How many monsters the Summon Tributed: "by Tributing 3 monsters", "with 1 Tribute"."""
    match = _TRIBUTES.search(text or "")
    if not match:
        return None
    number = (match.group(1) or match.group(2)).lower()
    return number_of(number)


def _face_at_damage_step(condition_text: str) -> bool | None:
    match = _FACE_AT_DAMAGE_STEP.search(condition_text)
    if match is None or not (match.group(1) or match.group(2) == "attack"):
        return None                   # "was in Defense Position": either face
    return match.group(1) != "face-down"     # an Attack Position monster is face-up


def _amount_at_least(condition_text: str) -> int | None:
    match = _AMOUNT_AT_LEAST.search(condition_text)
    return int(match.group(1)) if match else None


def _whose_card(pattern: EventPattern) -> str | None:
    """Whose card the event is about when "your opponent" named who caused it: this card's
    player, or the player its wording names ("1 or more of your Trap Cards")."""
    if pattern.self_card or not pattern.card:
        return None
    words = pattern.card.lower()
    if re.search(r"\b(?:your opponent|opponent's|their)\b", words):
        return "opponent"
    return "you" if re.search(r"\byour?\b|\byou control\b", words) else None


# "When a face-up Insect is destroyed by battle": another card's face, read when it was attacked
# "When exactly 1 Synchro Monster is Special Summoned": one card of the kind at that moment
# "When exactly 1 ... is", "When your opponent targets exactly 1 monster ... (and no other cards)"
_EXACTLY_ONE = re.compile(r"^(?:when|if) (?:(?:your|an|the) opponent targets )?exactly (?:1|one) (?!or\b)", re.I)
_FACE_UP_OTHER = re.compile(r"^(?:a|an|another) face-up\b", re.I)


def _face_up_in_its_battle(pattern: EventPattern) -> bool:
    """Does the condition name another card as face-up when it is destroyed, by battle among its causes? A
    monster attacked while Set was not face-up in that battle (rule state-condition-read-at-its-moment)."""
    return not pattern.self_card and "destroyed" in pattern.types and pattern.cause in (None, "battle") \
        and bool(_FACE_UP_OTHER.match((pattern.card or "").strip()))


def _self_face(condition_text: str) -> bool | None:
    """Face-up or face-down, as the condition needs this card to have been: a monster's "leaves
    the field" effect only starts when it was face-up (rule state-position-when-it-left)."""
    if _FACE_DOWN.search(condition_text):
        return False
    if _FACE_UP_SELF.search(condition_text) or _LEAVES.search(condition_text):
        return True
    return None


def _summons_forbidden(text: str) -> str | None:
    return next((kind for kind, pattern in _FORBIDDEN if pattern.search(text)), None)


def _summons_forbidden_levels(text: str) -> tuple[int | None, int | None]:
    """(lowest, highest): the Levels of the monsters a "Summon any Level 3 or 4 monsters the turn you activate" lock
    names ((None, None): every monster)."""
    match = _FORBIDDEN_LEVELS.search(text)
    if match is None:
        return None, None
    low = int(match.group("low"))
    return low, int(match.group("high") or low)


def summon_methods(words: str) -> tuple[str, ...]:
    """The Summons a "would be Normal/Flip Summoned" wording (or a "negate the Normal Summon
    or Flip Summon" clause) names; empty when it names none, so any Summon."""
    return tuple(method for method, pattern in _SUMMON_METHODS if pattern.search(words))


# "When an opponent's monster that was Tribute Summoned declares an attack": the Summon that put the attacker there
_WAS_SUMMONED = re.compile(r"\bthat was (tribute|special|synchro|fusion|ritual|flip) summoned\b")


def _attacker_summoned_as(pattern, condition_text: str) -> tuple[str, ...]:
    match = _WAS_SUMMONED.search(condition_text) if pattern.types == ["attack_declared"] else None
    return (f"{match.group(1)}_summon",) if match else ()


def would_do(condition_text: str) -> tuple[str, ...]:
    """What an activation must be able to do when it resolves for the condition to be met
    ("a card that could make them discard when it resolves"): actions of ek:Actions."""
    words = would_words(condition_text)
    if words is None:
        return ()
    return tuple(sorted({a for pattern, actions in WOULD_ACTIONS if pattern.search(words) for a in actions}))


def usage(effect: AnalyzedEffect, text: str) -> tuple[str | None, str | None]:
    """(scope, limit): how often the effect may be used, from its flags and its wording.
    "activate" limits are ``activated``, "use" and plain "once per turn" ones ``used``
    (seed 002: only the latter count a negated activation)."""
    if _ONE_TIME_ONLY.search(text):
        return "duel", effect.usage_limit or "used"
    if once := _ONCE_PER_CHAIN.search(text):
        return once.group(1), effect.usage_limit or "used"
    if _ONCE_WHILE_FACE_UP.search(text):
        return "face-up", effect.usage_limit or "used"
    per_name = _ONE_PER_NAME.search(text)
    if per_name:
        verb = next(g for g in per_name.groups() if g)
        return "name", "used" if verb == "use" else "activated"
    if effect.once_per_turn:
        return "turn", effect.usage_limit or "used"
    return effect.usage_scope, effect.usage_limit     # none in the wording: a curated override's, if any


_THAT_MONSTER = re.compile(r"\bthat (?:opponent's )?monster\b", re.I)
# "If this card attacks a face-up Level 3 or lower monster, destroy the monster ...": the monster the condition names
_THE_MONSTER = re.compile(r"^\s*(?:destroy|banish|return) the monster\b", re.I)


def battled_monster_named(effect: AnalyzedEffect) -> list:
    """The clauses, with "that monster" after a condition on the monster this card battles ("At
    the end of the Damage Step, if this card battled a Warrior-Type monster: Destroy that
    monster"), or a clause opening with "destroy the monster" ("If this card attacks a face-up Level 3 or lower
    monster, destroy the monster immediately with this card's effect"), read as acting on that battled monster."""
    condition = effect.condition
    if condition is None or not condition.attack_role or effect.targets:
        return list(effect.clauses)
    return [replace(c, subject="battled") if c.action not in AMOUNT_ACTIONS
            and (c.subject == "it" and _THAT_MONSTER.search(c.text) or c.subject in (None, "it") and _THE_MONSTER.match(c.text))
            else c for c in effect.clauses]


def _option_facts(clauses: list, text: str) -> list:
    """Each option's own condition with the facts its words say (the kind of activation,
    its target), read as an effect's condition is, and its cost clauses with what each makes happen."""
    found = []
    for clause in clauses:
        if clause.option_condition is not None:
            wording = option_condition_words(clause.text) or ""
            clause = replace(clause, option_condition=chained_pattern(
                _condition_facts(clause.option_condition, wording, text), wording, text))
        if clause.option_cost:
            clause = replace(clause, option_cost=clause_sureness(clause_consequences(clause.option_cost)))
        found.append(clause)
    return found


# "It gains 500 ATK. When it destroys a monster ... by battle": on an Equip Card, "it" (or
# "that monster" after "equip this card to a monster") is the monster the card is equipped to
_IT_ACTS = re.compile(r"^(?:during battle, )?(?:when|if|each time) (?:it|that monster|that target) "
                      r"(?:destroys|inflicts|attacks|declares an attack)\b", re.I)


def is_an_equip_card(effects: list[AnalyzedEffect], subtypes: tuple[str, ...]) -> bool:
    """An Equip Spell, a Union, or a card that equips itself to a monster."""
    return any("equip" in s.lower() or "union" in s.lower() for s in subtypes) or any(
        c.action == "equip" and c.subject == "self" for e in effects for c in e.clauses)


# "The equipped monster loses 1800 ATK. When it is destroyed and this card is sent to the
# Graveyard": on an Equip Card, "it" is the monster the card is equipped to (rule eq-it-is-the-equipped-monster)
IT_IS_THE_EQUIPPED_MONSTER = re.compile(r"^(when|if) it (?=is |was )", re.I)


# a Continuous Spell/Trap whose activation picks 1 monster ("Select 1 monster equipped with ...", "Target 1 monster")
_PICKS_ONE_MONSTER = re.compile(r"^(?:select|target) 1 (?:face-up )?monster\b", re.I)


def equipped_monster_acts(effects: list[AnalyzedEffect], subtypes: tuple[str, ...]) -> list[AnalyzedEffect]:
    """The triggers of an Equip Card (an Equip Spell, a Union, a card that equips itself) whose condition says
    "it destroys / inflicts / attacks": what the equipped monster does (rule eq-equipped-monster-acts). On a
    Continuous Spell/Trap whose activation picks 1 monster, "it" is that monster (rule tl-selected-monster-acts):
    role linked-actor, the kind its condition names ("while equipped with a "Bamboo Sword" card") of a card
    equipped to it."""
    linked = not is_an_equip_card(effects, subtypes) and "Continuous" in subtypes and any(
        e.kind == "card-activation" and _PICKS_ONE_MONSTER.match(e.text or "") for e in effects)
    if not linked and not is_an_equip_card(effects, subtypes):
        return effects
    for effect in effects:
        condition = effect.condition
        if effect.kind in ("trigger", "trigger-like") and condition is not None and condition.equipped_role is None \
                and not condition.self_card and not condition.actor_self and _IT_ACTS.search(effect.condition_text or ""):
            effect.condition = replace(condition, equipped_role="linked-actor", self_equipped=False) if linked \
                else replace(condition, equipped_role="actor")
    return effects
