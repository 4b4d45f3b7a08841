"""An activated effect's cost and whether it targets: the part before the PSCT semicolon, or
the old "Tribute 1 monster to ..." and "by paying ..." wordings."""

from __future__ import annotations

import re

from edison_kg.cardtext import scan
from edison_kg.cardtext.clauses import action_of
from edison_kg.cardtext.segment import BARE_COST
from edison_kg.vocab.model import Clause

# ---------------------------------------------------------------------- cost and targets

COST_TO = re.compile(
    r"^(?:you can |you may )?(?P<cost>(tribute|discard|send|remove|banish|pay|return|shuffle|offer|reveal|detach|"
    r"sacrifice|remove from play)\b(?:[^.;]|\.(?= \d))+?)\s+(?:in order )?to\s+(?P<rest>(special summon|destroy|draw|inflict|add|negate|return|"
    r"banish|remove|change|take|gain|increase|decrease|look|select|target|equip|have|make|place|send|discard|shuffle|"
    r"set|activate|search|reveal|flip|switch|end|skip|halve|double|apply|toss|roll|declare|normal summon|let|prevent|"
    r"make|give|move|attach|treat|reduce|allow)\b.*)$", re.I)    # "... to allow the equipped monster to"
COST_BY = re.compile(
    r"\bby (?P<cost>(paying|sending|discarding|tributing|banishing|removing|returning|shuffling|revealing|offering|"
    r"sacrificing|destroying|showing)\b[^,;.]*)", re.I)


# the old wording of a target: "Select 1 face-up monster you control", "select and destroy 2 face-up
# monsters" (rulings: "this effect targets"); a player who selects on resolution ("Each player selects
# 1 monster they control") or a card chosen from the Deck or hand is no target
SELECT_TARGET = re.compile(
    r"(?<!each player )(?<!players )(?<!player can )(?<!opponent )(?<!they )\bselects? (and (?!activate\b)\w+( \w+)? )?(up to )?(\d+|one|two|a|an|another)\b"
    r"(?! of (the following|these)\b)(?:(?!\band\b)[^.;]){0,90}?"
    r"\b(on the field|(in|from) (your|a|either player's|your opponent's|their|the) (graveyard|gy)|face-up|you control|"
    r"your opponent controls|on (your|your opponent's|either player's) side of the field|removed from play|banished)", re.I)
# "Send 1 "Blackwing" monster from your hand to the Graveyard and select 1 Normal Trap Card ...": a cost, then a target
_COST_AND_SELECT = re.compile(r"^(?P<cost>(discard|send|tribute|pay|remove|banish|offer) [^.;:]*?) and (?P<select>select [^.;:]*)\.$",
                              re.I)


# "Negate the activation of a Spell Card that targets this 1 face-down monster", "change the
# target to this card": words about another card's target, not a target of this effect's own
_ANOTHERS_TARGET = re.compile(r"\b(?:that|which) targets?\b|\bchange the target\b|\bchoose the target of the attack\b", re.I)


def targets_of(text: str) -> bool:
    """Does the text name a target ("target", or the old "select ... on the field")?"""
    own = _ANOTHERS_TARGET.sub("", text)
    return bool(re.search(r"\btarget(s|ed)?\b", own, re.I)) and not re.search(
        r"\b(attack target|is targeted|targeted (by|for)|targets this card|targeting this card)\b", text, re.I) or \
        bool(SELECT_TARGET.search(text))


def activation_parts(body: str) -> tuple[str | None, str]:
    """(activation part before the semicolon, resolution)."""
    semi = scan.find_top(body, ";")
    bullet = body.find("●")
    if semi > 0 and not 0 <= bullet < semi:      # a semicolon inside a bulleted option is the option's
        return body[:semi].strip(), body[semi + 1:].strip()
    return None, body


# the old wordings of a Spell/Trap Card's cost as a sentence of its own before the resolution, where the
# Edison rulings (https://www.edisonformat.com/rulings) agree: "Reveal 1 "Iron Core of Koa'ki Meiru" in your
# hand." (Iron Core Luster, Reckoned Power, Wolf in Sheep's Clothing), "Remove from play 1 "Assault Mode
# Activate" from your Graveyard." (Assault Revival; "Remove from play all ..." is not one, Factory of 100
# Machines), "Remove 10 Spell Counters on your side of the field." (Mega Ton Magical Cannon), "Select 1 monster
# on your side of the field and send it to the Graveyard." (Altar for Tribute, Wonder Clover). "Return 1 ...
# to the Deck." tells no cost from a first action: the rulings call it a cost on Assault Teleport and not on
# Morphtronic Accelerator.
ACTIVATION_COST = re.compile(
    r"^(reveal|show) (\d+|a|an|one) [^.;:]*\bin your hand\.$|"
    r"^(remove from play|banish) (\d+|a|an|one) [^.;:]*\b(from your (graveyard|gy|hand)|you control)\.$|"
    r"^remove \d+ [^.;:]*\bcounters? (on|from) your side of the field\.$|"
    r"^select [^.;:]*? and (send|tribute|discard) (it|them|\d+|a|an|one)\b[^.;:]*\bto the (graveyard|gy)\.$", re.I)
# a sentence before the cost that only says when the card can be activated
_REQUIREMENT = re.compile(r"^(activate only|only activate|you can only activate|this card can only be activated)\b", re.I)


def cost_from(activation: str | None, body: str, card_activation: bool = False) -> tuple[str | None, list[Clause], bool, str]:
    """(cost text, cost clauses, targets, resolution) of an activated effect. ``activation``
    is the part before the semicolon (PSCT); without one, the old "Tribute 1 monster to ..."
    and "by paying ..." wordings mark the cost, and for the activation of a Spell or Trap Card
    (``card_activation``) the sentences of ACTIVATION_COST."""
    if activation is not None:
        # the sentence before the semicolon; an earlier one is a rule of its own ("After this card's activation, it
        # remains on the field, but destroy it during ... . Tribute 1 Dinosaur-Type monster to activate this card; ...")
        # a sentence ended before a removed "(Quick Effect):" mark ("... the turn it is Special
        # Summoned. : You can send ...", Rainbow Dragon) ends there
        activation = re.sub(r"\.\s*:\s+", ". ", activation.strip())
        act = scan.sentences(activation)[-1] if activation else ""
        act = re.sub(r"^(you can|you may)\s+", "", act, flags=re.I)
        act = re.sub(r"\s+to activate this (card|effect)$", "", act, flags=re.I)
        targets = bool(re.search(r"\btarget", act, re.I)) or bool(SELECT_TARGET.search(act))
        # "Activate this card (from your hand) by Tributing ...", "Activate by banishing ...": the cost
        act = re.sub(r"^activate( (this card|this effect|only))?\s*(\([^)]*\)\s*)?(?=by\b|while\b)|"
                     r"^activate (this card|this effect|only)\s*", "", act, flags=re.I)
        act = re.sub(r"^(by|while)\s+", "", act, flags=re.I)
        # "send 1 other card you control to the Graveyard to target 1 monster you control" (Elemental
        # HERO Tempest): the cost, then the target it is paid for
        parts = re.split(r",?\s*(?:then|and|also|to)\s+(?=target|select)", act, flags=re.I)
        costs = [p.strip(" ,") for p in parts if p.strip(" ,") and not re.match(r"^(target|targeting|select)", p.strip(), re.I)
                 and action_of(gerund(p)) != "other"]
        parts = [(part, joined) for c in costs for part, joined in _with_this_card_apart(c)]
        clauses = [Clause(index=i + 1, action=action_of(gerund(c)), text=c, conjunction=joined)
                   for i, (c, joined) in enumerate(parts)]
        return (", ".join(costs) or None), clauses, targets, body
    cost_text, cost_clauses, resolution = None, [], body
    sentences = scan.sentences(body)
    first = 0
    while first < len(sentences) - 1 and _REQUIREMENT.match(sentences[first]):
        first += 1                         # "Activate only as Chain Link 4 or higher. Pay half your Life Points. ..."
    paid_to = COST_TO.match(sentences[first]) if len(sentences) > first + 1 else None
    if paid_to and BARE_COST.match(sentences[first]) and cost_to_ok(paid_to.group("cost")):
        # "Pay 1000 Life Points to Special Summon ...": the payment is the cost, the rest is done
        cost_text = paid_to.group("cost").strip()
        rest = " ".join([*sentences[:first], paid_to.group("rest").strip(), *sentences[first + 1:]])
        return cost_text, [Clause(index=1, action=action_of(cost_text), text=cost_text)], targets_of(rest), rest
    if len(sentences) > first + 1 and BARE_COST.match(sentences[first]):
        cost_text = _cost_before_chaining(sentences[first].rstrip("."))
        cost_clauses = [Clause(index=1, action=action_of(cost_text), text=cost_text)]
        rest = " ".join(sentences[:first] + sentences[first + 1:])
        # the old "Select 1 monster on your side of the field ..." after the cost targets too
        targets = bool(re.search(r"\btarget(s|ed)?\b", _ANOTHERS_TARGET.sub("", rest), re.I)) or bool(SELECT_TARGET.search(rest))
        return cost_text, cost_clauses, targets, rest
    if card_activation and len(sentences) > first + 1 and ACTIVATION_COST.match(sentences[first]):
        cost_text = sentences[first].rstrip(".")
        cost_clauses = [Clause(index=1, action=action_of(cost_text), text=cost_text)]
        return cost_text, cost_clauses, targets_of(body), " ".join(sentences[:first] + sentences[first + 1:])
    paid = _cost_and_select(sentences[0]) if len(sentences) > 1 else None
    if paid:
        cost_text = paid.group("cost")
        return cost_text, [Clause(index=1, action=action_of(cost_text), text=cost_text)], \
            bool(SELECT_TARGET.search(paid.group("select"))), " ".join(sentences[1:])
    # "Select 1 face-up monster you control. ...", "Select 1 Archfiend monster ... to activate this card.":
    # what the effect acts on, chosen when it is activated
    chosen = re.match(r"^(?P<select>select\b[^.;:]*?)(?P<to> to activate this card)?\.$", sentences[0], re.I)
    if chosen and (len(sentences) > 1 or chosen.group("to")) and SELECT_TARGET.search(chosen.group("select")) and \
            action_of(chosen.group("select")) == "other":
        return None, [], True, " ".join(sentences[1:])
    m = COST_TO.match(body)
    if m and cost_to_ok(m.group("cost")):
        cost_text = m.group("cost").strip()
        cost_clauses = [Clause(index=i, action=action_of(part), text=part, conjunction=joined)
                        for i, (part, joined) in enumerate(_with_this_card_apart(cost_text), start=1)]
        resolution = m.group("rest").strip()
    else:
        m = COST_BY.search(body)
        if m and re.search(r"\bfusion summon\b", body[:m.start()], re.I):
            # "Fusion Summon 1 Fusion Monster ..., by banishing the Fusion Materials ...": the materials
            # are part of the Summon, done when it resolves, not a cost, and before the monster is Summoned
            # (when the words of the materials end the sentence)
            done, tail = _materials_to_the_end(m.group("cost").strip(), body[m.end():])
            done, summon = gerund(done), body[:m.start()].rstrip(' ,')
            resolution = f"{done[:1].upper()}{done[1:]}, then {summon}{tail}" if re.match(r"\s*(\.|$)", tail) \
                else f"{summon}. {done[:1].upper()}{done[1:]}{tail}".strip()
            return None, [], targets_of(body), resolution
        if m and not re.search(r"summon (this card|it)\s*$", body[:m.start()], re.I):
            cost_text = m.group("cost").strip()
            cost_clauses = [Clause(index=1, action=action_of(gerund(cost_text)), text=cost_text)]
            resolution = (body[:m.start()] + body[m.end():]).replace(" ,", ",").strip(" ,")
    return cost_text, cost_clauses, targets_of(body), resolution


# "by returning 1 each of "Cyberdark Horn", "Cyberdark Edge" and "Cyberdark Keel" from your hand, GY, and/or anywhere
# on your field, to the Deck, as Fusion Material." (Cyberdark Impact!): the words of the materials run on past their
# commas to "as Fusion Material" closing the sentence, so they end it and are done before the Summon (round 97, rule
# res-fusion-materials-before-the-summon).
_AS_MATERIAL_AT_THE_END = re.compile(r"(?P<rest>[^.;]*?),?\s*as fusion materials?\s*(?P<end>\.|$)", re.I)


def _materials_to_the_end(done: str, tail: str) -> tuple[str, str]:
    """The material words and what follows them in the sentence, the materials taken up to "as Fusion Material"."""
    run_on = _AS_MATERIAL_AT_THE_END.match(tail)
    if run_on is None or re.match(r"\s*(\.|$)", tail):
        return done, tail
    return done + run_on.group("rest"), tail[run_on.start("end"):]


# "You can pay 1000 Life Points and select 1 of your removed from play Psychic-Type monsters." (Genetic Woman,
# Psychic Snail, Gadget Driver): the optional "you can" before a cost and a selection; the rulings call the
# payment a cost (round 95, rule cost-you-can-pay-and-select). A cost paid "to" do something ("discard 1 card to
# look at your opponent's hand and select ...") is the other wording, read by COST_TO.
_YOU_CAN = re.compile(r"^(?:you can|you may)\s+", re.I)


def _cost_and_select(sentence: str) -> re.Match | None:
    bare = _YOU_CAN.sub("", sentence)
    paid = _COST_AND_SELECT.match(bare)
    if paid is not None and bare != sentence and re.search(r"\bto (?!the\b|your\b)", paid.group("cost"), re.I):
        return None
    return paid


# "Discard 1 card and chain this card to a Trap Card you activated" (Trap Reclamation, Spell Reclamation): the
# cost is the discard alone; the words after "and" say when the card is activated (its condition, read apart), and
# "this card" in them is the card chained, not a card the cost takes (rule cost-joined-to-when-it-is-activated)
_AND_CHAIN_THIS_CARD = re.compile(r"\s+and (?:chain|activate) this card\b.*$", re.I)


def _cost_before_chaining(cost: str) -> str:
    return _AND_CHAIN_THIS_CARD.sub("", cost) or cost


# "Tribute this card and 1 face-up Insect monster, except ...", "remove from play this card in your Graveyard,
# along with 1 face-up FIRE monster you control": this card and a card of a kind, each needed; the second is read
# as a cost of its own
_THIS_CARD_AND = re.compile(r"^(?P<verb>tribute|tributing|remove from play|banish) this card(?P<where> in your (?:graveyard|gy))?"
                            r"(?: and|,? along with) (?P<rest>(?:\d+|an?|one|two) .+?),?$", re.I)

# "send this card and 1 other Fairy monster from your hand to the GY" (the Heralds of Light), "send this card and 1
# face-up Spellcaster monster you control to the GY": the other card is sent too and must be there, so it is a part
# of its own (round 119, rule cost-this-card-and-another-sent)
_SEND_THIS_CARD_AND = re.compile(r"^send this card and (?P<rest>(?:\d+|an?|one) .+?) (?P<to>to the (?:graveyard|gy))$", re.I)


# two deeds of the cost joined by "and", each its own clause, so each must be paid: "pay 800 Life Points and Tribute 1
# Psychic-Type monster", "pay 800 LP, then and Tribute 1 Psychic" (round 86: a rule that forbids the second, Mask of
# Restrict, forbids the activation; rule ce-forbidden-action-cost), "Reveal 1 "Iron Core of Koa'ki Meiru" in your hand
# and discard 1 "Koa'ki Meiru" monster", "discard 1 card and pay 1000 LP" (round 181, rule cost-every-deed-joined-by-and:
# Core Compression's rulings call both costs). A second deed on "it" or "them" acts on what the first chose ("Select 1
# monster ... and send it to the Graveyard"): one cost.
_DEED = r"(?:reveal|show|discard|pay|banish|remove|tribute|send|return)\b"
_TWO_DEEDS = re.compile(rf"^(?P<first>{_DEED}.+?),?\s+(?:then\s+)?and\s+(?P<rest>{_DEED}(?!.*\b(?:it|them)\b).+)$", re.I)


def _with_this_card_apart(cost: str) -> list[tuple[str, str | None]]:
    """The cost's parts, each with the word that joins it to the part before."""
    paid = _TWO_DEEDS.match(cost)
    if paid is not None:
        return [(paid.group("first"), None), (paid.group("rest").rstrip(" ,"), "and")]
    sent = _SEND_THIS_CARD_AND.match(cost)
    if sent is not None:
        # both leave the place the other card is taken from ("from your hand"): where the card itself is too
        where = re.search(r" from your (?:hand|graveyard|gy)$", sent.group("rest"), re.I)
        return [(f"send this card{where.group(0) if where else ''} {sent.group('to')}", None),
                (f"send {sent.group('rest')} {sent.group('to')}", "and")]
    both = _THIS_CARD_AND.match(cost)
    if both is None:
        return [(cost, None)]
    return [(f"{both.group('verb')} this card{both.group('where') or ''}", None),
            (f"{both.group('verb')} {both.group('rest')}", "and")]


def cost_to_ok(cost: str) -> bool:
    # "send ... to the Graveyard to draw": the cost must reach a destination when it names one
    low = cost.lower()
    if re.match(r"^(send|return|shuffle)\b", low) and not re.search(r"\bto (the|your|their) (graveyard|gy|hand|deck|extra deck|bottom|top)\b|"
                                                                    r"\binto (the|your) deck\b", low):
        return False
    return True


_GERUNDS = {"paying": "pay", "sending": "send", "discarding": "discard", "tributing": "tribute",
            "banishing": "banish", "removing": "remove", "returning": "return", "shuffling": "shuffle",
            "revealing": "reveal", "offering": "tribute", "sacrificing": "tribute", "destroying": "destroy",
            "detaching": "detach", "showing": "show"}


def gerund(text: str) -> str:
    word, _, rest = text.strip().partition(" ")
    return f"{_GERUNDS.get(word.lower(), word)} {rest}"
