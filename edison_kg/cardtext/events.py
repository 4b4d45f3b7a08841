"""The event a condition names, as an EventPattern of the contract's event vocabulary.

An activation condition is read from its event part only: what it excludes ("(except when
destroyed by battle)"), the card's own activation wording ("You can only activate this card
when"), where this card must be ("if this card is in your GY") and a player's state ("while
you control ...") are requirements, not the event's card, cause or player. A phase is no
card's event; damage belongs to the player who takes it; an attack declaration is this
card's when it attacks (``self_card``), and when this card is attacked the pattern's
``card`` reads "attack target: <wording>". The phrase -> event table is data
(tables/events.toml, an example per row).
"""

from __future__ import annotations

import re

from edison_kg.cardtext.clean import CardContext
from edison_kg.cardtext.event_phase import without_event_phase
from edison_kg.cardtext.look_backs import THIS_CARD_DESTROYED, looks_back_at
from edison_kg.cardtext.tables import event_rules
from edison_kg.cardtext.this_way_qualifier import without_this_way_qualifier
from edison_kg.cardtext.words import EVENT_VERB, EXCEPT_DAMAGE_STEP, LOOK_BACK, PAST_STATE
from edison_kg.vocab.model import EventPattern

# ---------------------------------------------------------------------- events

_SUMMON_KINDS = {
    "normal": ["normal_summon"], "tribute": ["tribute_summon"], "flip": ["flip_summon"],
    "special": ["special_summon"], "synchro": ["synchro_summon"], "fusion": ["fusion_summon"],
    "ritual": ["ritual_summon"],
}
_PHASE = re.compile(
    r"^(once per turn, )?(during|at the (start|end|beginning) of|at the end of|in) (each|your|the|either player's|"
    r"your opponent's|the next|your next|each of your|each of your opponent's|every|each player's|the [\w ]+ of)"
    r"[^,:]*?(\b(standby|end|draw) phase|\bdamage step|(start|end|beginning) of the battle phase)", re.I)
_PHASE_ANY = re.compile(r"\b(standby|end|draw) phase\b|\bdamage step\b|\bdamage calculation\b|"
                        r"\b(start|end|beginning) of (the|your|your opponent's) battle phase\b", re.I)


# old wording: "successfully attacks directly" is inflicting battle damage by a direct attack, not the
# attack's declaration (rule bt-successful-direct-attack-is-battle-damage)
SUCCESSFUL_DIRECT_ATTACK = re.compile(r"\bsuccessfully attacks? (?:your opponent(?:'s life points)? )?directly\b", re.I)

_CONTROLS_THIS = re.compile(r"\b(?:if|while|as long as) you control this (?:(?:face-up|face-down|attack position|defense position) )*"
                            r"(?:card|monster)\b")

def _summon_types(cond: str) -> list[str]:
    """Event types for the Summons a condition names."""
    low = cond.lower()
    found: list[str] = []
    for m in re.finditer(r"((?:(?:normal|tribute|flip|special|synchro|fusion|ritual)(?:\s*(?:/|or|,|and)\s*)?)+)?"
                         r"\s*summon(?:ed|s|ing)?\b", low):
        words = re.findall(r"normal|tribute|flip|special|synchro|fusion|ritual", m.group(1) or "")
        if "would" in low[max(0, m.start() - 12):m.start()]:
            continue
        if re.search(r"\b(that|which) (was|were|has been|have been)\s*$", low[:m.start()]):
            continue                       # "a monster that was Tribute Summoned": what the card is, not the event
        if not words:
            if re.search(r"\b(this card|it) (is|was) (normal |special )?summoned (successfully )?this turn|"
                         r"the turn (this card|it) (is|was) summoned|summoned this turn", low):
                continue
            words = ["normal", "flip", "special"]
        for w in words:
            for t in _SUMMON_KINDS[w]:
                if t not in found:
                    found.append(t)
    return found


# "(except when destroyed by battle)", "unless it was attacked ...", ", except by its own effect": what
# the event excludes, never what it is
_EXCLUSION = re.compile(r"\s*\((?:except|unless|excluding|other than)\b[^()]*(?:\([^()]*\)[^()]*)*\)|"
                        r",?\s+(?:except|unless|excluding)\b[^,:()]*", re.I)
# "You can only activate this card when ...": the card's activation, not part of the event
_ACTIVATE_PREFIX = re.compile(r"^(?:(?:you can only |you can |only )?activate (?:this card )?(?:only )?|"
                              r"this card can only be activated (?:only )?)(?=(?:when|if|during|while)\b)", re.I)
# "a monster that is destroyed and sent to the Graveyard by this card as a result of battle":
# another card undergoes the event, this card does it
_DONE_BY_THIS_CARD = re.compile(r"\bby this (?:card|monster)\b(?!'s)", re.I)
# "if this card was Tribute Summoned, when it is sent ...": a past state before the event
PAST_SELF = re.compile(r"^(?:if|while) this card was [^,:]*?,\s*(?=(?:when|if|each time)\b)", re.I)
# where this card must be for the effect ("if this card is in your GY", "while this monster is on the
# field"): a requirement of the effect, not the card the event happens to
_SELF_PLACE = re.compile(
    r"(?:^|,?\s+)(?:while|if|when|as long as|and)\s+this\s+(?:face-up\s+|face-down\s+|set\s+)?(?:card|monster)\s+is\s+"
    r"(?:in|on|face-up|face-down|still)\b[^,:]*?(?=,|$|\s+(?:when|if)\b)", re.I)
# "while you control a 'Gladiator Beast' monster": a state of a player, not who acts in the event
_PLAYER_STATE = re.compile(
    r"(?:^|,?\s+)(?:while|if|and|as long as)\s+(?:you|your opponent)\s+(?:control|controls|don't control|do not control|"
    r"have|has|don't have|do not have)\b[^,:]*?(?=,|$|\s+(?:when|if)\b)", re.I)
# "When your opponent declares an attack while the only monsters you control are Machine-Type "roid" monster(s)": a
# state the field must be in (cardtext/field_needs.py), not the kind of the attacker
_ONLY_THESE_STATE = re.compile(r",?\s+while\s+the only monsters you control are\b[^,:]*", re.I)
# "When your opponent declares an attack while you control an "Amazoness" monster": the kind is the
# held state's (activatedOnlyWhileKind), not the event's card
_WHILE_CONTROL = re.compile(r",?\s+while\s+(?:you|your opponent|they)\s+(?:control|controls)\b[^,:]*", re.I)
# "a card that would inflict damage to you": what the card does, not whose card it is
_RELATIVE = re.compile(r"\b(?:that|which)\s+(?:would|could|can|will|targets?|inflicts?|destroys?|includes?|negates?)\b[^,:]*",
                       re.I)


def without_exclusions(cond: str) -> str:
    return _EXCLUSION.sub("", EXCEPT_DAMAGE_STEP.sub("", cond)).strip(" ,")


# ", and this card's ① was activated this turn": a need of its own earlier activation (cardtext/this_turn.py), not the
# card the event is about (round 183: Summon Reactor・SK)
_OWN_EFFECT_THIS_TURN = re.compile(r",?\s*and this card's (?:[①-⑩]|effect|first effect) (?:was|has been) activated this turn$",
                                   re.I)


def _event_text(cond: str) -> tuple[str, str]:
    """(the event part of a condition, what it excludes): the exclusions, the card's activation
    wording, a past state of this card and where this card must be are taken out."""
    cond = _OWN_EFFECT_THIS_TURN.sub("", EXCEPT_DAMAGE_STEP.sub("", cond))
    excluded = " ".join(m.group(0) for m in _EXCLUSION.finditer(cond)).lower()
    text = _EXCLUSION.sub("", cond).strip(" ,")
    text = _ACTIVATE_PREFIX.sub("", text)
    text = as_a_response(text)
    text = without_this_way_qualifier(PAST_SELF.sub("", text))     # (127) "this card Summoned this way is"
    kept = strip_where(_SELF_PLACE, without_only_these(text))
    return (kept or text), excluded


# an activation allowed only as a response ("You can only activate this card in
# response to the activation of an effect that would return this card ...", "can only be activated in
# response to a Spell Card's activation"): the activation it answers is its event, read like "When ...
# is activated that ..." (rule cond-activation-only-in-response)
_IN_RESPONSE = re.compile(r"^(?:(?:you can only |only )?activate (?:this card )?(?:only )?|"
                          r"(?:this card )?can only be activated (?:only )?)in response to (?:the activation of (?P<what>[^,:;]+?)"
                          r"(?P<rel>\s+(?:that|which)\b[^:;]*)?|(?P<whose>[^,:;]+?)'s? activation(?P<rel2>\s+(?:that|which)\b[^:;]*)?)$",
                          re.I)


def as_a_response(text: str) -> str:
    """'in response to the activation of X that ...' as 'When X is activated that ...'."""
    m = _IN_RESPONSE.match(text)
    if not m:
        return text
    what = m.group("what") or m.group("whose")
    return f"When {what} is activated{m.group('rel') or m.group('rel2') or ''}"


def without_only_these(text: str) -> str:
    """The condition without "while the only monsters you control are ...", a state and not the event's card."""
    return _ONLY_THESE_STATE.sub("", text)


def without_held_state(text: str) -> str:
    """The condition without the state that must hold as its event happens ("while you control ...")."""
    return _WHILE_CONTROL.sub("", without_only_these(text))


def strip_where(pattern: re.Pattern, text: str) -> str:
    """``text`` without the requirement clauses ``pattern`` finds (unless one holds an event)."""
    def drop(m: re.Match) -> str:
        inner = re.sub(r"^.*?\bis\s+", "", m.group(0), count=1)
        return m.group(0) if EVENT_VERB.search(inner) else ""
    return pattern.sub(drop, text).strip(" ,")


_DAMAGED = (
    ("you", re.compile(r"\b(?:you|your life points)\s+(?:take|takes|took|receive|receives|received|would take)\b|"
                       r"\bdamage (?:to|inflicted to|is inflicted to) (?:you\b|your life points)", re.I)),
    ("opponent", re.compile(r"\b(?:your opponent|the opponent|your opponent's life points|their life points)\s+"
                            r"(?:takes?|took|receives?|received)\b|\bdamage (?:to|inflicted to) (?:your|the|their) opponent\b|"
                            r"\bdamage to your opponent's life points\b", re.I)),
    ("either", re.compile(r"\b(?:a|either|any|each) player (?:takes?|receives?)\b|\bdamage to a player\b", re.I)),
)


def phase_player(low: str) -> str | None:
    """Whose phase a phase condition names ("your Standby Phase", "each player's End Phase")."""
    m = re.search(r"(?:during|at the (?:start|end|beginning) of|in|once per)\s+([^,:]*?)\b(?:standby|end|draw|battle|main)\s+phase",
                  low)
    if not m:
        return None
    words = m.group(1)
    if re.search(r"\btheir\b", words) and re.search(r"\b(?:either|each|any|a) player\b", low[:m.start(1)]):
        return "either"     # "If either player has no cards in their hand at the start of their Draw Phase"
    if re.search(r"\b(opponent's|their)\b", words):
        return "opponent"
    if re.search(r"\b(either player's|each player's|every player's)\b", words):
        return "either"
    if re.search(r"\byour\b", words):
        return "you"
    return None


ATTACKED = re.compile(r"\b(this (?:[\w-]+ )*?(?:card|monster)|it) (?:is|was|is being|was being|gets) attacked\b|"
                       r"\b(?:a|the) monster (?:[^,:]*? )?that attacks (this (?:[\w-]+ )*?(?:card|monster))\b|"
                       r"^(?:when|if) (attacked)\b|\b(this (?:[\w-]+ )*?card) is (?:targeted|selected) for an attack\b|"
                       r"\b(this (?:[\w-]+ )*?card) is (?:selected|chosen) as (?:an|the) attack target\b", re.I)
# "<attacker> declares an attack targeting <target>": the event read from its target's side
# "declares an attack on / against a monster you control" names the target the same way, when
# it says whose the target is
# "If your opponent's monster attacks a monster you control" names the attack target as
# "declares an attack on a monster you control" does: met at the attack declaration
ATTACK_TARGETING = re.compile(r"\b(?:when|if) (?P<attacker>[^,:]+?) (?:declares an attack (?:targeting |"
                              r"(?:on|against) (?=[^:;.]*\b(?:you control|your opponent controls)\b))|"
                              r"attacks (?=(?:a|an|another) [^:;.]*\b(?:you control|your opponent controls)\b))"
                              r"(?P<target>[^:;.]+)$", re.I)
ATTACKS = re.compile(r"\bthis (?:[\w-]+ )*?(?:card|monster) (?:attacks|declares an attack|is attacking)\b|"
                      r"\bthis (?:[\w-]+ )*?(?:card|monster) attacked(?! by)\b", re.I)


# "At the end of the Damage Step, if this card battled a Warrior-Type monster", "If this card
# attacks, at the end of the Damage Step", "At the end of the Battle Phase, if this battled",
# "If this card battles an opponent's monster, after damage calculation":
# the point of the turn is the event; what battled what is a condition the duel's battles must meet
_DAMAGE_STEP_POINT = re.compile(r"\b(?:start|beginning|end) of the damage step\b|\bend of the battle phase\b|"
                                r"\bafter damage calculation\b", re.I)
_BATTLE = re.compile(
    r"\b(?:if|when) (?P<subject>this(?: (?:face-up |face-down |attack position |defense position )*(?:card|monster))?|"
    r"the equipped monster|(?:a|an) (?:[\w/\"-]+ )*?monster(?: you control| your opponent controls)?) "
    r"(?P<verb>attacked or was attacked|attacks or is attacked|attacked or is attacked|battled|battles|"
    r"is attacked|was attacked|attacked|attacks)(?: with| by)?"
    r"(?: (?P<other>(?:a|an|your opponent's|an opponent's|1)\b[^,:]*?monsters?))?(?=[,:]|$| and\b)", re.I)
BATTLE_ROLES = {"attacked": "attacker", "attacks": "attacker", "is attacked": "target", "was attacked": "target"}


def battle_condition(cond: str) -> tuple[str, str, str | None] | None:
    """(the battling monster's wording, its role: attacker | target | either, the wording of
    the monster it battles) for a condition met at a point of the Damage Step or at the end of
    the Battle Phase; else None."""
    if not _DAMAGE_STEP_POINT.search(cond):
        return None
    m = _BATTLE.search(cond)
    if m is None:
        return None
    return m.group("subject"), BATTLE_ROLES.get(m.group("verb").lower(), "either"), m.group("other")


def battle_pattern(cond: str) -> EventPattern | None:
    """The event of a condition met at a point of the Damage Step or at the end of the Battle Phase by a
    battle (its monster's role and the other monster are read into the pattern by cardtext/facts.py); else None."""
    battle = battle_condition(cond)
    if battle is None:
        return None
    subject = battle[0].lower()
    mine = subject.startswith("this")
    return EventPattern(types=["phase_entered"], self_card=mine,
                        card=None if mine or subject == "the equipped monster" else battle[0],
                        # an attacker's controller is the turn player: whose phase it is
                        player=event_player(subject, ["phase_entered"]) if not mine and battle[1] == "attacker"
                        else None)


# "Destroy an opponent's monster that battles this card at the end of the
# Damage Step": the battle is named inside the action, not in an "if" condition; this card is the
# battling monster, in either role
_BATTLES_THIS_CARD = re.compile(r"\b(?P<other>(?:(?:a|an|any|the|an opponent's|your opponent's) )?(?:[\w/\"-]+ )*?monsters?) "
                                r"that (?:battles|battled)(?: with)? this card\b", re.I)


def battle_in_the_action(text: str) -> tuple[str, str, str | None] | None:
    """(this card, either, the wording of the other monster) for an effect timed at a point of the
    Damage Step whose action names "a monster that battles this card"; else None."""
    if not _DAMAGE_STEP_POINT.search(text):
        return None
    m = _BATTLES_THIS_CARD.search(text)
    return None if m is None else ("this card", "either", m.group("other"))


# the card effect that does the event named as its subject, not after "by": "when an opponent's card effect shifts control"
_OPPONENTS_EFFECT_DOES = re.compile(r"\b(?:an|your) opponent's (?:card )?effect (?:shifts|switches|takes|changes)\b", re.I)


_TRIBUTE_FOR_SUMMON = re.compile(r"\bby tributing this (?:face-up )?(?:card|monster)\b|"
                                r"\btribute this (?:face-up )?(?:card|monster) for (?:the|a) tribute summon\b|"
                                # "because it was tributed to Tribute Summon a "HERO" monster" (a phase look-back)
                                r"\bthis (?:face-up )?(?:card|monster) (?:is|was) tributed (?:to|for) (?:the |a )?"
                                r"tribute summon\b", re.I)


_BEFORE_DAMAGE_CALCULATION = re.compile(r"\bbefore damage calculation\b", re.I)


def event_pattern(cond: str, card: CardContext) -> EventPattern | None:
    if cond == "FLIP":
        return EventPattern(types=["flipped_face_up"], self_card=True)
    said = cond
    cond, excluded = _event_text(cond)
    low = cond.lower()
    battle = battle_pattern(cond)
    if battle is not None:
        return battle
    if re.search(r"\bsummoned (?:in )?this way\b", low) and _PHASE_ANY.search(low):
        # "If Summoned this way, during the End Phase": a phase effect; the Summon it looks back at
        # is the card's own procedure (cardtext/procedure.py)
        return EventPattern(types=["phase_entered"], player=phase_player(low))
    if re.match(r"^(when|if) (summoned this way|special summoned this way|this card is special summoned (in )?this way)\b", low):
        return EventPattern(types=["special_summon"], self_card=True)
    if _TRIBUTE_FOR_SUMMON.search(low):
        # "Tribute this card for the Tribute Summon of ...", "a monster is Tribute Summoned by
        # Tributing this card": this card is the Tribute; the Summon it is for is a requirement
        return EventPattern(types=["tributed"], self_card=True, cause="summon_material",
                            player=event_player(low, ["tributed"]))
    if re.search(r"instead of conducting (your|a|their|his/her) normal draw", low):
        return EventPattern(types=["phase_entered"], player=phase_player(low) or "you")
    types: list[str] = []
    window = _PHASE.match(cond) or re.match(r"^(once per turn, )?(during|at the (start|end|beginning) of) ", low) and _PHASE_ANY.search(low) \
        or re.match(r"^once per (end|standby|draw) phase\b", low)
    if window:
        tail = re.search(r",\s*((when|if|each time)\b.*)$", cond, re.I)
        if tail and EVENT_VERB.search(tail.group(1)) \
                and not PAST_STATE.search(tail.group(1)) and not LOOK_BACK.search(tail.group(1)):
            inner = event_pattern(tail.group(1), card)
            if inner is not None and inner.types != ["phase_entered"]:
                return inner
    if window:
        # a phase is no card's event: "if this card is in your GY" is a requirement of the effect;
        # what it looks back at ("after this card was destroyed by a card effect") is a condition
        # met earlier by this card
        looked_back = looks_back_at(cond)
        earlier = event_pattern(looked_back, card) if looked_back else None
        if earlier is not None and THIS_CARD_DESTROYED.search(cond):
            earlier.actor_self = True      # this card's own deed ("this card destroyed ... by battle")
        its_monster = bool(looked_back) and looked_back.lower().startswith("if the equipped monster")
        if earlier is not None and (not (earlier.self_card or earlier.actor_self or its_monster)
                                    or earlier.types == ["phase_entered"]):
            earlier = None
        return EventPattern(types=["phase_entered"], player=phase_player(low), earlier=earlier,
                            within_turn=earlier is not None and bool(re.search(r"\bthis turn\b", looked_back, re.I)))
    body = re.sub(r"\((quick effect|quick|except during the damage step)\)", "", low)
    summons = [] if re.search(r"would be (?:(?:normal|flip|special) (?:or (?:normal|flip|special) )?)?summoned", body) else _summon_types(body)
    for pattern, ts in event_rules():
        if pattern.search(body):
            for t in ts:
                if t not in types:
                    types.append(t)
    types = summons + [t for t in types if t not in summons]
    if "chain_link_resolved" in types:
        types = ["chain_link_resolved"]     # "activated, immediately after it resolves": the resolution is the event
    elif any(t in ("card_activated", "effect_activated") for t in types):
        # "a card is activated that targets and destroys ...": the activation is the event
        types = [t for t in types if t in ("card_activated", "effect_activated", "summon_attempted")]
    if "targeted" in types and "destroyed" in types and re.search(r"\btargeted by\b.*\bthat (would )?destroys?\b", body):
        types.remove("destroyed")           # "targeted by ... effect that destroys 1 monster": what it would do
    if re.search(r"\b(and|or) (during|at the start of|at the end of) (each of )?(your|each|the)\b[^,:]*?\b(standby|end|draw) phases?\b", body):
        types.append("phase_entered")
    if "leaves the field" in body or "leave the field" in body or re.search(r"removed from (your side of |the )?(the )?field", body):
        # "... and is still in your possession": not shuffled into the Deck, where it is in no one's (round 145)
        gone = "returned_to_deck" if "still in your possession" in body else None
        types += [t for t in ("destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck")
                  if t not in types and t != gone]
    if re.search(r"\bincluding (drawing|draws?)\b", body) and "drawn" not in types:
        types.append("drawn")              # "adds a card(s) from their Deck to their hand, including drawing"
    if "special summon" in excluded and "special_summon" in types and len(types) > 1:
        types.remove("special_summon")     # "summoned (excluding Special Summon)"
    # "attacks" also matches the battle words of a Summon or destruction condition
    if "attack_declared" in types and re.search(r"\b(by battle|destroys? [^,:]*by battle)\b", body) and \
            not re.search(r"declares? an attack|\battacks\b(?! position)", body.replace("by battle", "")):
        types.remove("attack_declared")
    if "destroyed" in types and "sent_to_gy" in types and re.search(r"\bdestroyed\b[^,:]*?\band (is |are )?sent to\b", body):
        types.remove("sent_to_gy")     # "destroyed and sent to the GY": one event, the destruction, ending in the GY
    if "tributed" in types and ("tribute summon" in body or "tributing" in body) and "is tributed" not in body:
        types.remove("tributed")
    if "attack_negated" in types and "attack_declared" in types and not re.search(r"declares? an attack|\battacks\b", body):
        types.remove("attack_declared")
    if "targeted" in types and "activated" in body:
        types.remove("targeted")
    if "damage_inflicted" in types and ("attack" in body and "damage" not in body) and not SUCCESSFUL_DIRECT_ATTACK.search(body):
        types.remove("damage_inflicted")
    if not types and _PHASE_ANY.search(low) and re.search(r"\b(during|at the (start|end|beginning) of|after|before) ", low):
        return EventPattern(types=["phase_entered"], player=phase_player(low))
    if not types:
        return None
    pattern = EventPattern(types=types)
    # "Before damage calculation, if this card attacks ...": the attack declaration sets it off,
    # the Damage Step (before damage calculation) is where it is activated ("(except during the Damage Step)" is no such
    # word, so the condition's phases cannot say it)
    pattern.before_damage_calculation = "attack_declared" in types and bool(_BEFORE_DAMAGE_CALCULATION.search(body))
    # "if you control this face-up Defense Position monster when ...": a state of this card, not its event
    low_event = _CONTROLS_THIS.sub("", low)
    pattern.self_card = bool(re.search(
        r"\b(this ((face-up |face-down |set |attack position |defense position |attacking )*)(card|monster)|this card in|"
        r"this card's)\b(?! (destroys|inflicts|attacks|declares|battles|is attacked by)\b)", low_event)) or \
        bool(re.match(r"^(?:(?:once per turn, )?(?:if|when|each time)) (?:(?:normal|tribute|flip|special|synchro|fusion|ritual)"
                      r"(?:\s*(?:/|or|,|and)\s*|\s+))*(?:summoned|sent|destroyed|banished|flipped|discarded|tributed|added|"
                      r"returned|removed|targeted)\b", low)) or \
        bool(re.match(r"^(?:if|when|each time) (?:it|this) (?:is|was|gets)\b", low))
    if re.search(r"this card (destroys|inflicts|attacks|declares|battles)", low) and \
            not re.search(r"this card (is|was) ", low):
        pattern.self_card = False
    if _DONE_BY_THIS_CARD.search(low) and not re.match(r"^(?:(?:once per turn, )?(?:if|when|each time) )?(?:this card|it)\b", low):
        pattern.self_card = False          # "an opponent's monster that is destroyed ... by this card": it acts
    if re.search(r"\bthis card successfully attacks\b", low) and SUCCESSFUL_DIRECT_ATTACK.search(low):
        pattern.self_card = False          # this card inflicts the damage: it is the actor, not the event's card
    if pattern.self_card and set(types) <= {"card_activated", "effect_activated"} and \
            re.search(r"\b(?:that|which) (?:would|could)\b[^:;]*\bthis card\b", low) and \
            not re.search(r"\bthis card(?:'s)? (?:effect )?is activated\b", low):
        # "the activation of an effect that would return this card ...": the activation is another
        # card's; this card is what it would act on (rule cond-activation-only-in-response)
        pattern.self_card = False
    attacked = ATTACKED.search(cond) if "attack_declared" in types else None
    if "attack_declared" in types:
        attacks = ATTACKS.search(cond)
        if attacked:
            # the event's card is the attacker; this card is what it attacks
            pattern.self_card = False
        elif attacks:
            pattern.self_card = True
    pattern.player = event_player(without_event_phase(low), types)   # whose phase is not whose event
    m = re.search(r"\bfrom (?:the |your |their )?(?:hand|field|deck|graveyard|gy) or (?:the |your |their )?(?:hand|field|deck|graveyard|gy)\b",
                  low)
    if not m:                              # "from the hand or field": either zone, so no one zone is named
        m = re.search(r"\bfrom (the field|your hand|the hand|their hand|(?:your|the|their) main deck|"
                      r"your deck|the deck|their deck|your (graveyard|gy)|"
                      r"the (graveyard|gy)|their (graveyard|gy)|your extra deck|your side of the field|(a|the) monster (card )?zone|"
                      r"your monster zone|your spell & trap (card )?zone)", low)
        if m:
            pattern.from_zone = zone_of(m.group(1))
    # a drawn card always goes to the hand; "this card that was added to the Deck" says where it was
    m = None if types == ["drawn"] else re.search(r"\bto (the|your|its owner's|their|his|her|your opponent's) (graveyard|gy|hand|deck|extra deck)\b", low)
    if m:
        pattern.to_zone = zone_of(m.group(2))
    elif _SUMMONED_TO_A_SIDE.search(low):
        pattern.to_zone = "field"      # the side it goes to is the one named (rule cond-summoned-to-the-side-it-goes-to)
    elif "banished" in types or "removed from play" in low:
        if types[:1] == ["banished"]:
            pattern.to_zone = "banished"
    # "by battle or effect" (PSCT) says either cause as "by battle or card effect" does
    if re.search(r"\bby battle or (by )?(a |an )?(card |monster |spell |trap )?effects?\b|"
                 r"\bby (a |an )?(card )?effects? or (by )?battle\b", low):
        pattern.cause = None
    elif re.search(r"\b(by|as a result of|in) battle\b|\bbattle damage\b|\bdestroys? [^,:]*by battle\b", low) \
            or SUCCESSFUL_DIRECT_ATTACK.search(low):
        pattern.cause = "battle"
    elif re.search(r"\bby (a|an|your|your opponent's|an opponent's|the|its|their)? ?(card |spell |trap |monster )?effects?\b|"
                   r"\bby (a |the )?(spell|trap|monster|card)('s)? effect|\bby the effect of\b|\beffect damage\b|"
                   r"\bfrom (the|an?) (card )?effects? of\b|\bfrom (a|an|the) (card|spell|trap|monster)('s)? effect\b", low):
        pattern.cause = "effect"
    elif re.search(r"\bas (a |an )?(synchro|fusion|ritual)? ?materials?\b|\bfor (a|the) (synchro|fusion|ritual|tribute) summon\b|"
                   r"\bused as material\b", low):
        pattern.cause = "summon_material"
    elif re.search(r"\bas a cost\b|\bto pay (a|the|its) cost\b", low):
        pattern.cause = "cost"
    if _OPPONENTS_EFFECT_DOES.search(low):     # "an opponent's card effect shifts control ...": whose effect did it
        pattern.cause, pattern.cause_player = "effect", "opponent"      # (round 121, rule cond-control-shifted-from-your-side)
    if pattern.cause is None and types == ["destroyed"] and re.search(r"\bbattle\b", excluded):
        pattern.cause = "effect"           # "destroyed, except by battle": a monster is destroyed by battle or by an effect
    _read_exclusions(pattern, low, excluded)
    by_name = _EXCEPT_BY_NAME.search(said)
    if by_name:
        pattern.excluded_by_name = by_name.group(1)   # '(except by "Black Garden")': that card's doing is no event
    if pattern.cause is None and types == ["destroyed"] and _MONSTER_DESTROYS.search(low):
        pattern.cause = "battle"           # "when this card destroys a monster": a monster's own deed is its battle
    card_words = event_subject(cond)
    targeting = ATTACK_TARGETING.search(cond) if "attack_declared" in types else None
    if targeting:
        # "When an opponent's monster declares an attack targeting a face-up ... monster you
        # control": the condition names the attack target (its kind and side); the attacker of a monster you control
        # is your opponent's, and "a monster" targeted by your opponent's monster is yours
        target = targeting.group("target").strip(" ,")
        pattern.self_card = False
        pattern.card = target
        pattern.player = "opponent" if re.search(r"\byour opponent controls\b|\bcontrolled by your opponent\b", target, re.I) \
            else "you" if re.search(r"\byou control\b", target, re.I) or re.match(r"(?:an|your) opponent's\b",
                                                                               targeting.group("attacker"), re.I) \
            else None
        return pattern
    if attacked:
        both = bool(re.search(r"\battacks or is attacked\b|\battacked or was attacked\b", low))
        pattern.card = ("attacker or attack target: " if both else "attack target: ") + \
            next((g for g in attacked.groups() if g and g.lower() not in ("it", "attacked")), "this card")
    elif card_words and not pattern.self_card:
        pattern.card = "this card" if SUCCESSFUL_DIRECT_ATTACK.search(low) and card_words.lower().startswith("this card") \
            else card_words
    return pattern


# "by its own effect" said of the event's card ("a "Cloudian" monster ... is destroyed by its own
# effect"; "except by its own effect"): that card did it to itself
_OWN_EFFECT = re.compile(r"\bby (?:its|their) own (?:card )?effects?\b", re.I)
_EXCEPT_BY_NAME = re.compile(r"\(except by \"([^\"]+)\"\)", re.I)
_ATTACKED_FACE_DOWN = re.compile(r"\battacked while (?:it was )?face-down\b", re.I)


def _read_exclusions(pattern: EventPattern, low: str, excluded: str) -> None:
    """What the condition excludes, as fields the condition matcher checks (rule cond-event-exclusion): the cause
    the event must not have ("(except if destroyed by battle)", "except by being destroyed by battle", "(unless it
    was attacked while face-down and destroyed by battle)": then only when it was face-down when attacked), and
    "by its own effect" (True: it must be; False: "except by its own effect"). A destruction "except by battle" is
    already read as by a card effect (its only other cause)."""
    if _OWN_EFFECT.search(low):
        pattern.own_effect = True
        pattern.cause = pattern.cause or "effect"
    elif _OWN_EFFECT.search(excluded):
        pattern.own_effect = False
    if re.search(r"\bbattle\b", excluded) and not re.search(r"\bbattle damage\b", excluded) \
            and pattern.cause is None:
        pattern.excluded_cause = "battle"
        pattern.excluded_if_attacked_face_down = bool(_ATTACKED_FACE_DOWN.search(excluded))
    if "damage_inflicted" in pattern.types and re.search(r"\bfrom (?:a|the) battle involving (?:a|an)\b", low):
        pattern.kind_in_the_battle = True     # the kind is a battling monster's


def event_player(low: str, types: list[str]) -> str | None:
    """Whose the event is: the damaged player for damage, the phase's player for a phase,
    otherwise whose card or action it is."""
    if "damage_inflicted" in types:
        for player, pattern in _DAMAGED:
            if pattern.search(low):
                return player
    destroys = DESTROYS.search(low) if "destroyed" in types else None
    if destroys:
        # "a monster you control destroys an opponent's monster by battle": the destroyed card's player
        words = destroys.group(1)
        if re.search(r"\b(opponent's|your opponent controls|their)\b", words):
            return "opponent"
        return "you" if re.search(r"\b(you control|your)\b", words) else None
    text = _RELATIVE.sub("", strip_where(_PLAYER_STATE, low))
    if re.search(r"\byou or your opponent\b|\byour opponent or you\b", text):
        return "either"
    if re.search(r"\b(your opponent|opponent's|their)\b", text) and not re.search(r"\b(you control|your (monster|card|hand|deck|graveyard|gy|side|field))\b", text):
        return "opponent"
    if re.search(r"\beither player\b|\bany player\b|\ba player\b", text):
        return "either"
    if re.search(r"\b(you control|your|you)\b", text):
        return "you"
    return None


# "a monster is Special Summoned to your opponent's side of the field", "... from the Graveyard to your field"
_SUMMONED_TO_A_SIDE = re.compile(r"\bsummoned (?:from [^,:]+? )?to (?:your|your opponent's) (?:side of the )?field\b")


def zone_of(word: str) -> str:
    word = word.lower()
    if "field" in word:
        return "field"
    if "hand" in word:
        return "hand"
    if "extra deck" in word:
        return "extra_deck"
    if "deck" in word:
        return "deck"
    if "graveyard" in word or "gy" in word:
        return "graveyard"
    if "monster" in word:
        return "monster_zone"
    if "spell" in word:
        return "spell_trap_zone"
    return "field"


_BY_PLAYER = re.compile(
    r"\b(?:you|your opponent|opponent|a player|either player|each player|they|the other player)\s+"
    r"(?:would\s+|successfully\s+)?(?:(?:normal|special|flip|tribute|ritual|synchro|fusion)(?:\s*(?:/|or|and|,)\s*|\s+))*"
    r"(?:summons?|sets?|activates?|discards?|draws?|adds?)\s+(\"[^\"]+\"|(?:a|an|1|exactly 1|\d+|up to \d+)\b.+)$", re.I)
# an old wording for a battle with no "by battle" said (rule bt-monster-destroys-means-by-battle)
_MONSTER_DESTROYS = re.compile(r"\b(?:this card|the equipped monster) destroys (?:a|an|1|1 of your opponent's|"
                               r"your opponent's|an opponent's) (?:[\w-]+ )?monsters?\b")
DESTROYS = re.compile(r"\bdestroys\s+((?:a|an|1|\d+|your|that|the)\b.+?)(?=\s+(?:by battle|as a result of battle|and sends?)\b|,|$)"
                       r"(?=.*\bbattle\b)", re.I)


def event_subject(cond: str) -> str | None:
    """The wording of which card the event happens to ("a monster(s) with 1500 or more ATK")."""
    low = cond
    acted = _BY_PLAYER.search(low) or DESTROYS.search(low)
    if acted:
        # "When you draw a Monster Card during your Draw Phase": the Monster Card
        words = re.split(r",\s*(?=(?:when|if|you|during|while|including|except|unless|then|and (?:if|is|are|was))\b)|"
                         r"\s+(?:during|while|by battle|by a card effect|as a result of|and sends?|and (?:is|are) sent)\b",
                         acted.group(1), flags=re.I)[0].strip(" ,")
        if words and len(words) < 120:
            return words                    # "When your opponent Summons a monster(s) with ...": the monster
    m = re.search(r"\b(?:when|if|each time|after|once per turn, when|once per turn, if)\s+(.+?)\s+(?<!that )(?<!which )"
                  r"(?:is|are|was|were|would be|declares?|attacks|destroys|inflicts|activates|summons|"
                  r"special summons|normal summons|flip summons|battles|leaves|gains|draws|takes|has been|have been)\b", low, re.I)
    if m:
        words = m.group(1).strip()
        if len(words) < 120 and not re.match(r"^(you|it|this effect|your opponent|a player|either player|each player|"
                                             r"you or your opponent)$",
                                             words, re.I):
            return words
    return None
