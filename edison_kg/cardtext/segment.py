"""The second stage: a card text cut into its effects, in text order, each with the PSCT
marker it came with. Summoning conditions and procedures, material lines and rule reminders
are not effects; a sentence that continues the effect before it (a "then" part, a restriction,
a delayed action, a reference to "it") stays with that effect."""

from __future__ import annotations

import re

from edison_kg.cardtext import scan
from edison_kg.cardtext.activation_lead import deed_of_its_condition
from edison_kg.cardtext.clean import CIRCLED, MARKERS, CardContext, clean, flat
from edison_kg.cardtext.words import EVENT_VERB

_MATERIAL_LINE = re.compile(
    r"^(\"[^\"]+\"|\d+\s+(or more\s+)?[\w\- ]*?(tuner|monster|non-tuner)s?[\w\- \"]*?)"
    r"(\s*\+\s*.+)$", re.I)


def _is_material_line(line: str) -> bool:
    line = line.strip().rstrip(".")
    if "+" not in line or ":" in line or ";" in line:
        return False
    if re.search(r"\b(you|your|this card|gains?|destroy|special summon this)\b", line, re.I) and \
            not re.search(r"\bnon-tuner|tuner\b|\bmonsters?\b\s*$", line, re.I):
        return False
    return bool(_MATERIAL_LINE.match(line) or re.match(r"^[\w\"].*\+.*$", line)) and len(line) < 220


def _without_material_lines(lines: list[str], first_only: bool = False) -> list[str]:
    """The lines after the material lines at the start; a material line that ends in "+" goes on
    in the next line ('"Plaguespreader Zombie" +' / '1 or more non-Tuner Zombies')."""
    while lines and _is_material_line(lines[0]):
        ends_open = lines[0].rstrip().endswith("+")
        lines = lines[2:] if ends_open and len(lines) > 1 else lines[1:]
        if first_only:
            break
    return lines


def _split_markers(text: str) -> list[tuple[str | None, str]]:
    """Split on ①②/lettered markers that start a line or follow the end of a sentence."""
    parts: list[tuple[str | None, str]] = []
    start, marker = 0, None
    for i, ch in enumerate(text):
        if ch not in MARKERS:
            continue
        before = text[:i].rstrip(" \t")
        if before and not before.endswith("\n") and before[-1] not in ".!)\"':":
            continue
        if text[start:i].strip() or marker is not None:
            parts.append((marker, text[start:i].strip()))
        marker, start = ch, i + 1
    tail = text[start:].strip()
    if tail or marker is not None:
        parts.append((marker, tail))
    return parts


_NOT_AN_EFFECT = [re.compile(p, re.I) for p in (
    r"^(this card |this monster )?(cannot|can't|can not|must( first)?|can only) be (normal |special |tribute |synchro |fusion |ritual |flip )?(summoned|set)\b",
    r"^(this card |this monster )?(cannot|can't|can not) be (normal )?summoned(/| or )set\b",
    r"^(this card |this monster )?(cannot|can't|can not) be special summoned\b",
    r"^(this card )?must (first )?be (special |synchro |fusion |ritual )?summoned",
    r"^this (card|monster) can(not)? only be (special |ritual |fusion |synchro )?summoned",
    r"^this card can only be special summoned",
    r"^(this card |this monster )?can(not|'t)? (only )?be (ritual|fusion|synchro) summoned",
    r"^(this card|it) cannot be special summoned except",
    r"^(this card |this monster )?(is|was) (always )?treated as (a|an) normal monster while",
    r"^while this card is (face-up on the field|a normal monster on the field), you can normal summon it",
    r"^you must also (offer|tribute)",
    r"^(this card )?can only be placed on the field by\b",      # cardtext/summon_condition.py reads it
    r"^a fusion summon of this card can only",
    r"^(this card )?can(not|'t) be used as (a )?(fusion|synchro) material",
    r"^equip only to\b",
    r"^you can only equip this card to\b",
    r"^you can only control (1|one)\b",
    r"^(1|a|one) monster can only be equipped with",
    r"^this card can only be equipped with (1|one) ",     # cardtext/equip_kinds.py reads it
    r"^a monster can never be equipped with",
    r"^\(?this card is (always )?treated as (a |an )?\"",
    r"^\(this card('s name)? is always treated",
    r"^\(this card is not treated as",
    r"^(if fusion summoning this card|for a synchro summon, you can substitute)",
    r"^you can (special summon|normal summon|tribute summon) (this card|it) (\(from your hand\)|without tributing|by tributing|in face-up attack position by)",
    r"^you can ritual summon this card",
    # (127) "You can Tribute 3 monsters to Tribute Summon (but not Set) this card": a Summon procedure
    r"^you can tribute (\d+|one|two|three) monsters? to (normal |tribute )?summon( \(but not set\))? this (card|monster)\b",
    r"^you can (normal summon|normal set|tribute summon)( or set| /set|/set)? this card (without|with|by|in)",
    # (137) "You can Tribute Summon this card face-up by Tributing 1 Dinosaur-Type monster", "... this
    # monster by Tributing 1 'Koa'ki Meiru' monster", "If you have ..., you can Tribute Summon this card
    # by Tributing 1 DARK monster": a Summon procedure with fewer Tributes, no effect
    r"^((if|while) [^.;]*?, )?you can (normal |tribute )?summon this (card|monster)( face-up| in (face-up )?"
    r"(attack|defense) position)? by tributing\b",
    r"^(if|while) [^.]*?, you can normal summon (this card|it)",
    r"^you can special summon this card \(from your (hand|graveyard|gy)\)",
    r"^this card can (only )?be special summoned (from|by|while|if)",
    r"^(this card )?can be special summoned (from|by)",
    r"^you can special summon this card by\b",
    r"^you can normal summon this card\b",
    r"^you can special summon this card from your hand by\b",
    r"^this card (can|cannot) be normal summoned",
    r"^if this card is summoned, it can only be",
    r"^this monster can only be ritual summoned",
    r"^(if|when) this card is used (as|for) (a )?synchro material( monster)?, (all )?(the )?other (synchro )?materials?( monsters?)? must be\b",
)]


_PROCEDURE = re.compile(r"^(if|while|when) ([^.]*?), you can (special summon|normal summon)( or set|/set)? (this card|it)\b(?![^.]*;)",
                        re.I)


def is_summoning_rule(sentence: str) -> bool:
    """A Summoning condition or procedure, or a rule reminder: not an effect."""
    s = sentence.strip().lstrip("(").strip()
    if any(p.search(s) for p in _NOT_AN_EFFECT):
        return True
    m = _PROCEDURE.match(s)
    if m:
        # "If you control no monsters, you can Special Summon this card (from your hand)" is a
        # procedure; "When you Normal Summon an 'Alien' monster, you can Special Summon this
        # card from your hand" is a trigger effect
        return "(from your" in s.lower() or not EVENT_VERB.search(m.group(2))
    return False


# "This damage begins at 200 and is doubled ...": the amount of the effect before it, no effect of its own
_CONTINUES = re.compile(
    r"^(then|also|after that|at that time|and|or|but|otherwise|if you do|if you don't|if you do not|if not|"
    r"if it is|if it's|if they are|if they're|if that|if the result|if heads|if tails|if you call|"
    r"if your call|if both|if the selected|if the revealed|if the drawn|if the excavated|if it was|"
    r"if so|if you guess|if you are|if either|if neither|if the (card|monster)s? (is|are|was)|when you do this|if you cannot|if you can't|if you activate this effect|"
    r"if (all|both|any|\d+|one|two|three|the) [^,.]{0,20}results?|"
    r"it |its |it's |they |their |them |that |those |these |he |she |this damage |"
    r"the (target|targets|targeted|selected|chosen|special summoned|summoned|removed|banished|"
    r"returned|added|revealed|excavated|drawn|discarded|declared|destroyed|tokens?|sent) |"
    r"any (monster|card)s? (special summoned|summoned|added|returned|banished|equipped) by this|"
    r"●|\(|\[)", re.I)
# a delayed action on what the effect acted on ("Destroy it during the End Phase"): the
# referent is the verb's object, not a word further on ("Banish any monster this card
# destroys by battle, instead of sending it to the GY" is an effect of its own)
_DELAYED = re.compile(
    r"^(destroy|return|banish|remove|send|shuffle)\s+(all\s+)?(it|them|that (monster|card|target)s?|those "
    r"(monsters|cards)|the (selected|special summoned|summoned|targeted) (monster|card)s?)\b", re.I)
_RESTRICTION = re.compile(
    r"(the turn (you|this card is|it is) (activate|summon)|during the turn (you|this card) (activate|use)|"
    r"you can only (use|activate) (this|that|the|each|1|one|\"|[a-z]+ of)|this effect can only be (used|activated)|"
    r"^this card (cannot|can't|must be face-up)[^.]*(to activate|the turn you activate)|"
    r"can only be (used|activated) once|(must be|must remain) face-up on the field to (activate|resolve)|"
    r"to activate and to resolve this effect|to activate and resolve this effect|"
    r"you cannot (conduct|activate|summon|special summon|normal summon|declare)[^.]*the turn you activate)", re.I)
_OWN_START = re.compile(
    r"^(when|if|during|at the|once per|each time|while|as long as|you can|flip|this card|all |your opponent|"
    r"neither|both|monsters?|any |equipped|the equipped|a monster|face-up|[a-z\"]+ monsters)\b", re.I)


# "If "Pandemonium" is not on your side of the field, this effect is not applied.": a condition on applying the effect
# before it (cardtext/not_applied.py), not an effect of its own
_NOT_APPLIED_UNLESS = re.compile(r"^if [^.]*\bis not on (?:your side of )?the field, this effect is not applied\.?$", re.I)


def _continues_previous(sentence: str, card: CardContext, one_shot: bool) -> bool:
    """Does this sentence belong to the effect before it (a "then" part, a restriction, a
    delayed action, a reference to "it" or "this effect")?"""
    s = sentence.strip()
    if one_shot and LEFT_BEHIND.match(s):
        return False                     # a trigger the resolved card leaves behind: an effect of its own
    if _NOT_APPLIED_UNLESS.match(s):
        return True                      # (97) the state the effect before it is applied only in, checked as it resolves
    if _CONTINUES.match(s) and not re.match(r"^(if|once|when|during)\b[^:]*:", s, re.I):
        if re.match(r"^(it|its|they|their|that|those|these)\b", s, re.I) and ":" in s.split(".")[0]:
            return False
        return True
    if _DELAYED.match(s) and not re.match(r"^(when|if|during|once)\b", s, re.I):
        return True
    if _RESTRICTION.search(s) and not re.match(r"^(when|if|during|once per turn[,:])", s, re.I):
        return True
    if re.search(r"\bthis effect\b", s, re.I) and not _OWN_START.match(s) and ":" not in s:
        return True
    if re.match(r"^you can (only )?use this effect (only )?once per turn\.?$", s, re.I):
        return True                      # a usage limit of the effect before it, nothing of its own
    if re.search(r"\bthat (attribute|type|card name|name)\b|\bthe declared\b|^(the|your|their) deck is (then )?shuffled|"
                 r"\b(equal to|according to) the (roll|result)\b|^\w+ the rest\b", s, re.I) \
            and not re.match(r"^(when|if|during|once)\b", s, re.I):
        return True
    # "... the selected monster": what the selection is for, unless a Continuous Spell/Trap states a rule of
    # its own about it ("Your opponent also pays the same Life Points that you pay for the selected monster")
    if re.search(r"^[a-z ]+ the (selected|targeted) (\"[^\"]+\" )?(monster|card)s?\b", s, re.I) and not re.match(r"^(when|if|during|once)\b", s, re.I) \
            and not (card.continuous and re.match(r"^(your opponent|the controller|each player|both players)\b", s, re.I)):
        return True
    if re.search(r"\bthe (selected|targeted) (monster|card)s?\b", s, re.I) and ":" not in s and \
            re.search(r"\binstead\.?$", s, re.I):
        return True                      # "If ... is on the field, you can add the selected card ... instead."
    if re.match(r"^if\b[^.:]*\b(with|by) this effect\b[^:]*$", s, re.I):
        return True                      # "If you Special Summon a monster ... with this effect, destroy this card."
    if one_shot and not separate_spell_trap_effect(s):
        return True
    return False


# the old wording "... select 1 of your removed from play Psychic-Type monsters. Add it to your hand.": a sentence
# that ends in a selection from a pile and the next that does something to "it"/"them" are one effect (the selection
# is its target; a selection on the field keeps its own reading)
_ENDS_IN_A_SELECTION = re.compile(r"\bselect (?:up to )?(?:\d+|one|an?) [^.;:]*\b(?:removed from play|banished|graveyard|gy)\b[^.;:]*\.?$", re.I)
_ON_IT = re.compile(r"^(?!(?:if|when|while|as|during|once|each|unless)\b)\w+ (?:it|them)\b", re.I)


def _acts_on_the_selection(before: str, sentence: str) -> bool:
    return bool(_ENDS_IN_A_SELECTION.search(before.strip()) and _ON_IT.match(sentence.strip()))


def separate_spell_trap_effect(sentence: str) -> bool:
    """On a Normal/Quick-Play/Ritual Spell or Normal/Counter Trap: does this sentence start
    an effect of its own (one from the Graveyard, or one when the Set card is destroyed)?"""
    s = sentence.lower()
    return bool(re.search(
        r"(this card|this set card|this face-down card) (is |was )?(in|from) (your|the) (graveyard|gy)\b|"
        r"(this card|this set card|this face-down card) (is|was) (sent to the (graveyard|gy)|destroyed|banished|removed from play)|"
        r"^you can (banish|remove) this card (in|from) your (graveyard|gy)|(banish|remove from play|remove) this card from (your|the) (graveyard|gy)|"
        r"^(during|once per turn)[^.]*this card is in your (graveyard|gy)", s)) and \
        not re.search(r"\bactivate this card\b", s)


# a trigger the resolved card leaves behind ("Each time a monster ... by this effect is destroyed,
# draw 1 card", "When the selected monster inflicts Battle Damage ... this turn, ..."): an effect
# of its own, which exists once the card's activation has applied (rule tl-left-behind-by-a-resolved-card)
LEFT_BEHIND = re.compile(r"^(?:each time|when)\b[^.:]*\b(?:the selected monster|by this effect|this turn)\b", re.I)


_EQUIPS_ITSELF = re.compile(r"\bequip this card to (?:that|the|a|an|1)\b", re.I)

_SEPARATE_BULLETS = re.compile(
    r"(gains?|gets?|has|have) (the following|these|this|effects?)|effects? based on|you must have this many|"
    r"activate (and resolve )?these effects|to activate these effects|with the following effects?|"
    r"(following|these) effects? (while|based|depending|according)|by the number of|with this effect", re.I)


def bullets_are_options(head: str) -> bool:
    """Do the bulleted lines after ``head`` offer options of one effect (rather than list
    effects of their own)?"""
    if _SEPARATE_BULLETS.search(head):
        return False
    return bool(re.search(r"(1|one|either|following|these|of the following) (of the following |of these )?"
                          r"(effects?|options?)|apply (1|one|the proper|the appropriate)|based on|"
                          r"choose (1|one)|select (1|one)|[:;]\s*$|\beither\b|activate 1 of|effects?:|"
                          r"toss (a|\d) coins?|roll (a|\d) (six-sided )?dice?|call it|based on (the|its) (result|type)",
                          head, re.I))


def _bullet_intro(sentence: str) -> bool:
    """A sentence that only introduces effects listed as bullets ("This card gains these effects")."""
    colon = scan.find_top(sentence, ":")
    return bool(_SEPARATE_BULLETS.search(sentence)) and not _action_hint(sentence) and \
        (colon < 0 or colon >= len(sentence.rstrip()) - 1)


def _action_hint(sentence: str) -> bool:
    return bool(re.search(r"\b(destroy|special summon|draw|inflict|add|banish|negate)\b", sentence, re.I))


def split_effects(text: str, card: CardContext) -> list[tuple[str, str | None]]:
    """The effect texts of a card text, in order, with the PSCT marker each came with."""
    text = clean(text)
    if not text:
        return []
    # a PSCT whose lines are all conditions (©, Ⓒ, Ⓢ) has no numbered effect, but it is still
    # PSCT structure: its condition lines are no effects
    has_markers = any(ch in MARKERS for ch in text)
    if has_markers:
        return _split_psct(text, card)
    return _split_printed(text, card)


_DESTROYED_INSTEAD = re.compile(r"\bIf the equipped monster would be destroyed(?: by battle)?, "
                                r"(?:this card is destroyed|destroy this card) instead\.", re.I)


def _split_psct(text: str, card: CardContext) -> list[tuple[str, str | None]]:
    effects: list[tuple[str, str | None]] = []
    for marker, chunk in _split_markers(text):
        lines = _without_material_lines([ln for ln in chunk.split("\n") if ln.strip()])
        body = flat(" ".join(lines))
        if not body:
            continue
        if marker is None:
            # unmarked text in a PSCT: a material line or a note; read it as printed text
            effects.extend((t, None) for t, _ in _split_printed(body, card))
            continue
        if marker in "Ⓢ©ⒸⓊ" and not re.match(r"^activate (this card )?by\b", body, re.I):
            # a condition; "© Activate this card by paying ..." is the activation. The Union rule line's
            # replacement ("If the equipped monster would be destroyed, this card is destroyed instead") applies
            # as a continuous effect of the card
            effects.extend((m.group(0), marker) for m in _DESTROYED_INSTEAD.finditer(body))
            continue
        if marker in CIRCLED and is_summoning_rule(body):
            continue
        effects.append((body, marker))
    return effects


# a sentence that is only a cost ("Discard 1 card."), paid for the sentence after it; never a
# replacement ("... instead of sending it to the GY") or what happens to an opponent's card
BARE_COST = re.compile(r"^(?![^.]*\b(opponent|instead|by battle)\b)(discard|tribute|pay|offer) [^.;:]*\.$|"
                        r"^(?![^.]*\b(opponent|instead|by battle)\b)(send|remove|banish) [^.;:]*\b(to the (graveyard|gy)|from play)\.$",
                        re.I)
AFTER_PROCEDURE = "after-procedure"     # marks "When you do: ..." right after a Special Summon procedure
ACTIVATED_BULLET = "●"                  # marks a bullet after "... to activate these effects"


# the Union Monsters' rule reminder at the end of a printed text: its replacement is an effect of its own
_UNION_REMINDER = re.compile(r"\s*\(A monster can only be equipped with (?:1|one) Union Monster at a time\.\s*"
                             r"(?P<instead>If the equipped monster would be destroyed(?: by battle)?, "
                             r"(?:this card is destroyed|destroy this card) instead\.)\)", re.I)


def _split_printed(text: str, card: CardContext) -> list[tuple[str, str | None]]:
    text = _UNION_REMINDER.sub(lambda m: "\n" + m.group("instead"), text)
    lines = _without_material_lines([ln for ln in text.split("\n") if ln.strip()], first_only=True)
    sentences: list[tuple[str, bool]] = []      # (sentence, came from a bullet of its own)
    for line in lines:
        for sentence in scan.sentences(line):
            if sentence.startswith("●") and sentences and not sentences[-1][1] and bullets_are_options(sentences[-1][0]):
                sentences[-1] = (sentences[-1][0] + " " + sentence, sentences[-1][1])
            elif sentence.startswith("●"):
                sentences.append((sentence.lstrip("● ").strip(), True))
            else:
                sentences.append((sentence, False))
    effects: list[str] = []
    markers: list[str | None] = []
    activated_bullets = False
    after_procedure = False
    pending: str | None = None
    for k, (sentence, bullet) in enumerate(sentences):
        if not sentence:
            continue
        if is_summoning_rule(sentence):
            after_procedure = bool(re.search(r"\bspecial summon (this card|it)\b", sentence, re.I))
            continue
        if after_procedure and re.match(r"^(when|if) you do\b", sentence, re.I):
            effects.append(sentence)
            markers.append(AFTER_PROCEDURE)
            after_procedure = False
            continue
        after_procedure = False
        if pending:
            sentence, pending = pending + " " + sentence, None
        elif re.match(r"^you can only (activate|use) this (card's )?effect (only )?(during|when|if|while|in)\b", sentence, re.I) \
                and k + 1 < len(sentences) and not sentences[k + 1][1]:
            pending = sentence            # a restriction written before the effect it restricts
            continue
        next_is_bullet = k + 1 < len(sentences) and sentences[k + 1][1]
        if next_is_bullet and _bullet_intro(sentence):
            # "This card gains these effects:" introduces; it is not an effect. After "You can
            # remove counters ... to activate these effects", each bullet is an activated effect
            activated_bullets = bool(re.search(r"\bto activate (these|the following) effects?\b|\byou can\b", sentence, re.I))
            continue
        if bullet and activated_bullets:
            effects.append(sentence)
            markers.append(ACTIVATED_BULLET)
            continue
        if not bullet:
            activated_bullets = False
        # a Normal Trap that equips itself stays on the field as an Equip Card: what its later
        # sentences say happens while equipped are effects of that card, not of its activation
        # (rule eq-equip-trap-effects-its-own)
        one_shot = card.one_shot and not (effects and _EQUIPS_ITSELF.search(" ".join(effects)))
        if effects and not bullet and (_continues_previous(sentence, card, one_shot) or
                                       BARE_COST.match(scan.sentences(effects[-1])[-1]) or
                                       _acts_on_the_selection(scan.sentences(effects[-1])[-1], sentence) or
                                       deed_of_its_condition(effects[-1], sentence, card)):
            effects[-1] += " " + sentence
        elif effects and bullet and card.one_shot:
            effects[-1] += " ● " + sentence
        else:
            effects.append(sentence)
            markers.append(None)
    if pending:
        effects.append(pending)
        markers.append(None)
    return list(zip(effects, markers))
