"""Readings of the parts of a clause's or an effect's sentences, made ONCE by the card reader and
stored as fields (cardtext/stored.py), so that the timing rules read fields and never the stored text:

- clause `names_face_up_you_control`: its words name face-up cards its player controls, not face-down ones nor
  "this card" ("send 1 face-up Dragon-Type monster you control to the GY") (timing/rules/field_costs.py);
- clause `takes_cards_you_control`: it takes a count of cards its player controls, either face ("send 1 other
  card you control to the GY") (timing/rules/field_costs.py);
- clause `does_more_after_a_comma`: a part after a comma does another deed than making battle damage 0 ("you take
  no battle damage from that battle, your opponent gains LP equal to ...") (timing/rules/damage_amounts.py);
- clause `runs_into_another_sentence`: it runs on into another sentence ("... . Until the end of ...")
  (timing/rules/possible.py); a last sentence that only limits the turn it is activated does not count;
- clause `counts_cards_destroyed_before`: its amount is counted from the cards the part before destroyed
  ("Increase your Life Points by the number of tokens destroyed x 800 points") (timing/rules/possible.py);
- clause `counts_done_before` (round 78): what its amount counts among the cards an earlier part of the same effect
  acted on, "EVENT [opponent]" ("Increase your Life Points by the number of tokens destroyed x 800 points": "destroyed";
  "for each card sent to the opponent's GY by this effect": "sent_to_gy opponent"), kept only when an earlier part of
  the effect does that deed as it resolves (timing/life_points.py);
- effect `has_option_without_targets`: "Activate 1 of these effects: ● ... ● ...", one option of which targets
  nothing, and no card is picked before the options ("Select 1 "Cloudian" monster you control. ...: ● ...")
  (timing/rules/targets.py);
- effect `switches_an_equip_card`: "Switch 1 Equip Card equipped to a monster to another correct target", and also
  "Select 1 Equip Card equipped to a face-up Attack Position monster you control, and select 1 face-up Attack Position
  monster your opponent controls. Equip that monster with the selected Equip Card" (round 167), whose monsters are
  read as `switches_equip_from` and `switches_equip_to`: "WHOSE" or "WHOSE attack" (a face-up Attack Position one),
  WHOSE "you" or "opponent" (timing/rules/switched_equips.py)."""

from __future__ import annotations

import re

from edison_kg.cardtext.clauses import action_of


_SWITCHES_AN_EQUIP = re.compile(r"\bswitch \d+ equip cards? equipped to an? monsters? to another correct target")
# "Select 1 Equip Card equipped to a face-up Attack Position monster you control, and select 1 face-up Attack Position
# monster your opponent controls. Equip that monster with the selected Equip Card" (round 167)
_MONSTER_OF = r"(?:face-up )?(?P<{0}pos>attack position )?monster (?P<{0}whose>you|your opponent) controls?"
_MOVES_AN_EQUIP = re.compile(r"\bselect \d+ equip cards? equipped to an? " + _MONSTER_OF.format("from")
                             + r", and select \d+ " + _MONSTER_OF.format("to")
                             + r"\. equip that monster with the selected equip card")
_PICKED_BEFORE_OPTIONS = re.compile(r"\b(?:target|select) \d+\b")
_FROM_YOUR_FIELD = ("send_to_gy", "return_to_hand", "return_to_deck", "banish")
# "Send any number of other Spell/Trap Cards you control to the Graveyard" (Emergency Provisions): a count of the
# player's choice, paid with at least 1 (rule cost-any-number-needs-one, round 135)
_COUNTED_YOU_CONTROL = re.compile(r"^(?:send|return|shuffle|banish|remove from play|remove)\w* (?:\d+|an?|one|two|three|any number of) "
                                  r"(?:other )?(?:(?!\b(?:from|for each|to the)\b)[^.,;:])*?\b(?:you control|(?:on|from) your side of the field)\b")

# an amount counted from the cards the part before destroyed ("by the number of tokens destroyed
# x 800", "for each monster destroyed by this effect", "for each card destroyed"); a count of cards destroyed at
# another time ("destroyed this turn", "destroyed by battle") is not one
_COUNTS_DESTROYED = re.compile(r"\b(?:for each|(?:by|equal to) the (?:total )?number of)(?: of the)? (?:destroyed "
                               r"(?:cards?|monsters?|tokens?)|(?:cards?|monsters?|tokens?|spell/trap cards?) destroyed)"
                               r"(?! this turn| by battle| as a result)\b")

# the same counts by the deed done to them, of any earlier part: "for each monster destroyed", "for each card you sent
# to the Graveyard by this effect", "for each card sent to the opponent's GY by this effect", "the number of destroyed
# cards x 500"; not a count of cards sent another time ("this turn") or for its cost ("banished to activate this card")
_COUNTS_DONE = re.compile(r"\b(?:for each|(?:by|equal to) the (?:total )?number of)(?: of the)? (?:(?P<before>destroyed|"
                          r"banished|discarded) (?:cards?|monsters?|tokens?)|(?:cards?|monsters?|tokens?|spell/trap cards?|"
                          r"spell or trap cards?) (?:you )?(?P<after>destroyed|sent|banished|removed from play|discarded)"
                          r"(?: to (?:the |your )?(?P<whose>opponent's )?(?:gy|graveyard))?)"
                          r"(?= by this (?:card's )?effect| this way|\s*x\s*\d|\s*$|\s*[,.;])")
_DONE_EVENTS = {"destroyed": "destroyed", "sent": "sent_to_gy", "banished": "banished", "removed from play": "banished",
                "discarded": "discarded"}


# "draw cards equal to the number of cards you shuffled from your hand into the Deck by this effect": the cards an
# earlier part shuffled from that hand (cardtext/whole_hand_too.py)
_COUNTS_SHUFFLED_FROM_HAND = re.compile(r"\bequal to the number of cards you shuffled from your hand into the deck\b")


def _counted_done(lower: str) -> str | None:
    if _COUNTS_SHUFFLED_FROM_HAND.search(lower):
        return "returned_to_deck hand"
    found = _COUNTS_DONE.search(lower)
    if found is None:
        return None
    event = _DONE_EVENTS[found.group("before") or found.group("after")]
    return f"{event} opponent" if found.group("whose") else event


# a sentence that only limits the turn its card or effect is activated ("This card cannot attack
# the turn you activate this effect") binds the activation itself, not what resolving it does
_ACTIVATION_TURN_LIMIT = re.compile(r"\.\s*\(?[^.()]*\bthe turn you activate this (?:card|effect)\b[^.()]*\)?\.?\)?\s*$", re.I)


def store_clause_parts(clause) -> None:
    text = clause.text
    lower = text.lower()
    # a Tribute takes only monsters its player controls, said or not ("Tribute 1 face-up FIRE monster"),
    # and so does a cost that takes them "on your side of the field"
    clause.names_face_up_you_control = "face-up" in lower and "face-down" not in lower and "this card" not in lower \
        and ("you control" in lower or (clause.action in ("tribute", "send_to_gy") and not re.search(r"\bthis\b", lower)
                                        and re.match(r"(?:tribut|send)\w* [^.]*?\bface-up\b", lower)
                                        and (clause.action == "tribute" or "on your side of the field" in lower)))
    # "send 1 other card you control to the GY", "return 1 other monster you control to the hand":
    # a count of cards its player controls, either face (a face-up or face-down one is told by the field above; two
    # kinds joined by "and" are left to the kinds' own readings)
    clause.takes_cards_you_control = clause.action in _FROM_YOUR_FIELD and not re.search(r"\b(face-up|face-down|this|and)\b", lower) \
        and bool(_COUNTED_YOU_CONTROL.match(lower))
    clause.does_more_after_a_comma = any(action_of(piece) not in ("other", "no_battle_damage")
                                         for piece in text.split(",")[1:])
    clause.runs_into_another_sentence = ". " in _ACTIVATION_TURN_LIMIT.sub("", text)
    clause.counts_cards_destroyed_before = clause.action != "destroy" and bool(_COUNTS_DESTROYED.search(lower))
    clause.counts_done_before = _counted_done(lower) if clause.event in ("lp_gained", "damage_inflicted", "drawn") \
        else None


def store_effect_parts(effect) -> None:
    for index, clause in enumerate(effect.clauses):      # a count of what no earlier part does (a cost's cards): not one
        counted = (clause.counts_done_before or "").split(" ")[0]
        if counted and not any(other.event == counted for other in effect.clauses[:index]):
            clause.counts_done_before = None
    text = effect.text or ""
    # "Select 1 "Cloudian" monster you control. ... apply the appropriate effect: ● ...": the card picked before the
    # options is picked whichever option applies (Rain Storm's rulings: it targets the selected monster)
    head = text.split("●")[0].lower()
    effect.has_option_without_targets = "●" in text and not _PICKED_BEFORE_OPTIONS.search(head) \
        and any("target" not in option.lower() for option in text.split("●")[1:])
    effect.switches_an_equip_card = bool(_SWITCHES_AN_EQUIP.search(text.lower()))
    moved = _MOVES_AN_EQUIP.search(text.lower())
    if moved:
        effect.switches_an_equip_card = True
        effect.switches_equip_from, effect.switches_equip_to = (
            ("you" if moved.group(f"{end}whose") == "you" else "opponent") + (" attack" if moved.group(f"{end}pos") else "")
            for end in ("from", "to"))
