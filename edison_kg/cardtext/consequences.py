"""What doing each clause makes happen, read from its wording: the contract event it causes
("destroy" -> destroyed, "Fusion Summon" -> fusion_summon), which card it acts on (this card,
a target, "it": the card an earlier clause acted on, "all monsters your opponent controls")
and who draws, gains or takes damage. The timing engine replays these; it never reads the
clause text itself."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext import scan
from edison_kg.cardtext.cardkind import card_kind, excepted_names, left_out_after
from edison_kg.cardtext.compared_to_this import replaces_this_card, without_comparison_to_this, without_replaced_this
from edison_kg.cardtext.board import DRAW_COUNTED_WORDS
from edison_kg.cardtext.each_side_picks import each_own
from edison_kg.cardtext.field_picks import field_picks, one_of_them
from edison_kg.cardtext.scaled import without_count
from edison_kg.cardtext.clause_players import SUMMONS, THEIR_OPPONENT, clause_player, player_named
from edison_kg.cardtext.still_there import still_where_found     # (97) "them" still where found
from edison_kg.vocab.model import Clause

# what a clause's action does, as a contract event
ACTION_EVENTS = {
    "special_summon": "special_summon", "normal_summon": "normal_summon", "destroy": "destroyed",
    "banish": "banished", "send_to_gy": "sent_to_gy", "add_to_hand": "added_to_hand",
    "discard": "discarded", "draw": "drawn", "gain_lp": "lp_gained", "inflict_damage": "damage_inflicted",
    "pay_lp": "lp_paid", "negate_activation": "activation_negated", "negate_effect": "effect_negated",
    "negate_summon": "summon_negated", "negate_attack": "attack_negated", "return_to_hand": "returned_to_hand",
    "return_to_deck": "returned_to_deck", "set": "set", "change_position": "position_changed",
    "equip": "equipped", "take_control": "control_changed", "tribute": "tributed",
    "fusion_summon": "fusion_summon", "synchro_summon": "synchro_summon", "ritual_summon": "ritual_summon",
    "tribute_summon": "tribute_summon", "flip_summon": "flip_summon",
    # the new attack target is targeted for an attack (rule bt-new-attack-target-is-targeted)
    "change_attack_target": "targeted",
}
# events whose player is the one who draws, gains, takes damage or discards
PLAYER_EVENTS = ("lp_gained", "damage_inflicted", "drawn", "discarded", "added_to_hand")

_FLIPS_FACE_UP = re.compile(r"\b(?:flip|change)s?\b[^.;]*?\bface-down\b[^.;]*?\b(?:into|to) face-up\b")
# "change it to face-down Defense Position": the card is turned face-down (it is Set)
_TURNS_FACE_DOWN = re.compile(r"\b(?:into|to|in) face-down\b|\breturn it face-down\b")
# "take control of it until the End Phase": what it does ends with the End Phase
_UNTIL_END_PHASE = re.compile(r"\buntil the end phase\b")
# "Special Summon it in face-down Defense Position": the monster arrives face-down
_FACE_DOWN_ARRIVAL = re.compile(r"\bin face-down (?:defen[cs]e )?position\b")
# "Special Summon it in (face-up) Defense Position" / "in face-up Attack Position": the
# battle position it arrives in; "in Attack or Defense Position", "in face-up Attack Position or face-down Defense
# Position" leave the choice to its player
_POSITION_ARRIVAL = re.compile(r"\bin (?:face-up )?(attack|defen[cs]e) position\b(?! or\b)")
_POSITION_CHOICE = re.compile(r"\b(?:attack|defen[cs]e) position or\b|\bin (?:face-up |face-down )?(?:attack|defen[cs]e) or\b")
_SUMMON_METHOD = re.compile(r"\b(fusion|synchro|ritual) summon")
# "negate the Summon/Activation", "negate that Summon/effect": an effect that answers a Summon or an
# activation negates what it answered (rule neg-summon-or-activation-what-it-answered)
_OR_NEGATES = re.compile(r"\bsummon\s*(?:/\s*|,? or (?:the |its |that )?)(activation|effect)\b")
# "all Machines your opponent controls": a Type's plural names monsters of that Type (round 83)
_TYPE_PLURALS = r"machines|zombies|dragons|fairies|fiends|insects|plants|pyros|reptiles|rocks|spellcasters|thunders" \
    r"|warriors|beast-warriors|winged beasts|beasts|dinosaurs|aquas|sea serpents|psychics"
# "Both players discard any monsters in their hands": every one of that kind there, as "all" (not "any number of")
_ALL = re.compile(r"\b(?:all|(?<=discard )any(?! number)|(?<=discards )any(?! number))\b(.*?)\b(monsters?|spells?/traps?|spell and trap cards?|spell/trap cards?|spell cards?"
                  r"|trap cards?|spells|traps|cards?|tokens|" + _TYPE_PLURALS + r")\b")     # "all Tokens" are monsters
_POSITIONS = (("attack", re.compile(r"\battack position\b")), ("defense", re.compile(r"\bdefen[cs]e position\b")),
              ("face-up", re.compile(r"\bface-up\b")), ("face-down", re.compile(r"\bface-down\b|\bset\b")))
_THEIR = re.compile(r"\ball (?:of )?their\b")   # "all of their monsters": the player the card answers
# "discard as many cards as possible from their hands", "send your entire hand to the GY": every card of a hand
# (rule res-whole-hand-each-card)
_WHOLE_HAND = re.compile(r"\b(?:discards?|sends?|shuffles?)\s+(?:as many cards as possible from (?P<many>your|their|his|her)"
                         r" hands?|(?P<entire>your|their|his|her) (?:entire )?hands?)\b")
_THEIR_SUBJECT = re.compile(r"\b(?:your opponent|they)\b")
_TO_ZONE = re.compile(r"\bto (?:the|your|their|its owner's|the owner's|your opponent's) (gy|graveyard|hand|deck)\b")
_ZONES = {"gy": "graveyard", "graveyard": "graveyard", "hand": "hand", "deck": "deck"}
# a clause that opens with its verb and "this ... card" acts on its own card, whatever words name its face or position
_VERB_THIS = re.compile(r"^\s*(?:you can )?(?:tribute|send|banish|remove|discard|return|change|flip|shuffle) this "
                        r"(?:(?:face-up|face-down|attack|defen[cs]e|position|set) ){1,3}(?:card|monster)\b")
_SELF = re.compile(r"\bthis (?:banished |face-up |face-down |set )?(?:card|monster)\b")
_NEXT_SENTENCE = re.compile(r"\.\s+")
# "take control of that target while this card is face-up on the field": this card is named only for how long it lasts
_WHILE_THIS = re.compile(r",?\s*\b(?:while|as long as|for as long as|until) this (?:face-up )?(?:card|monster)\b[^,]*")
# "destroy the monster immediately with this card's effect": this card is named only for what does the deed
_WITH_ITS_OWN_EFFECT = re.compile(r"\s*\b(?:with|by) this card's effect\b")
_RITUAL_SPELL = re.compile(r"^\s*this card (?:can be |is )used to ritual summon\b")
_TARGET_WORDS = re.compile(r"\b(?:first target|that target|the target|targeted)\b")
# "Tribute that Normal Monster", "destroy that Trap Card", "take control of that Fusion Monster", "Destroy that 1
# monster": the card named before,
# named again by its kind as what the clause's verb acts on
_THAT_KIND = re.compile(r"^(?:you can )?(?:destroy|tribute|banish|return|send|special summon|take control of) that "
                        r"(?:(?:[a-z-]+|1) ){1,2}?(?:monster|card)s?\b")
_IT = re.compile(r"\b(?:it|that (?:face-up |face-down |set )?(?:monster|card))\b|"
                 # "negate the activation, and if you do, destroy the monster that activated that effect": its card
                 r"\bthe (?:monster|card) that activated (?:that|the) effect\b|"
                 # "destroy those monsters": the cards of its event, what the clause acts on
                 r"(?:(?<=\b[Dd]estroy )|(?<=\b[Bb]anish )|(?<=\b[Rr]eturn )|(?<=\bcontrol of ))those (?:monsters|cards)\b|"
                 # "They must discard 1 of those cards": one of the cards its event was about
                 r"(?<=\b[Dd]iscard 1 of )those cards\b")
# the monster this card (or the equipped monster) battled: "the monster this card
# attacked", "an opponent's monster that battles the equipped monster"
# actions that only read a card's ATK or DEF as an amount ("equal to that monster's ATK")
AMOUNT_ACTIONS = ("inflict_damage", "gain_lp")
_BATTLED = re.compile(r"\bthe monster (?:it|this card|the equipped monster) (?:battled|attacked)\b|"
                      r"\bmonsters? that (?:battles|battled) (?:with )?(?:this card|the equipped monster)\b|"
                      # "Destroy the monster that destroyed this card": its card was destroyed by battle, so the
                      # monster that destroyed it is the one it battled (rule res-destroyer-is-the-battled-monster)
                      r"\bthe (?:face-up )?monster (?:on the field )?that destroyed (?:it|this card)\b")


_NOTE = re.compile(r"\([^()]*\)")     # a parenthetical note: a rule of the card, not what the clause does
_FROM = re.compile(r"\b(?:from|in) (?:the |your |their |its owner's |your opponent's |their opponent's |either |each player's |"
                   r"both players' |his |her |his/her )?(field|gy|graveyard|hand|main deck|deck|extra deck|fusion deck|"
                   r"spell & trap card zone|spell & trap zone|spell/trap card zone|spell/trap zone)s?\b"
                   r"(?:\(s\))?(?P<more>(?:/| or | and/or | and )(?:\w+ )?(?:field|gy|graveyard|hand|deck))?")
_FROM_ZONES = {"gy": "graveyard", "graveyard": "graveyard", "hand": "hand", "deck": "deck", "main deck": "deck",
               "extra deck": "extra_deck", "fusion deck": "extra_deck", "field": "field",
               # the Spell & Trap Zone, where every card is a Spell or Trap Card
               "spell & trap card zone": "spell_trap_zone", "spell & trap zone": "spell_trap_zone",
               "spell/trap card zone": "spell_trap_zone", "spell/trap zone": "spell_trap_zone"}
# cards taken from among the banished cards, named by what they are rather than by
# where ("1 of your banished monsters", "as many of their removed from play monsters as possible")
_OF_BANISHED = re.compile(r"(?<!for each )\bof (?:your|their|his/her) (?:banished|removed from play) (?:monsters?|cards?)\b", re.I)
# a clause that starts with its verb does what the subject of the clause before it does
# ("They shuffle their hand into the Deck, then draw 2 cards")
_SUBJECT_FIRST = re.compile(r"^\s*(?:they|your opponent|each player|both players)\b")


def clause_consequences(clauses: list[Clause]) -> list[Clause]:
    """The clauses with what each makes happen (new objects)."""
    found = [each_own(consequence(clause)) for clause in clauses]
    for i in range(1, len(found)):
        before, clause = clauses[i - 1].text.lower(), found[i]
        if clause.event is not None and clause.from_zone is None and (_CHOSEN_BEFORE.search(clause.text.lower())
                                                                      or still_where_found(found[i - 1], clause.text.lower())):
            found[i] = clause = replace(clause, from_zone=_source(_NOTE.sub("", before)))
        if clause.event in PLAYER_EVENTS and clause.player is None and _SUBJECT_FIRST.match(before) \
                and not _VERB_FIRST_SUBJECT.match(clause.text.lower()):
            found[i] = replace(clause, player=player_named(before))
        if found[i - 1].player == "turn" and clause.player == "opponent" and THEIR_OPPONENT.search(clause.text.lower()):
            found[i] = replace(found[i], player="turn-opponent")   # "The turn player must ..., inflict damage to their opponent"
    return found




# the cards an earlier clause chose ("Both players select 1 monster from their opponent's GY. Banish the
# selected cards"): they are where that clause took them from
_CHOSEN_BEFORE = re.compile(r"\b(?:the selected|the chosen|those) (?:cards?|monsters?)\b")
_VERB_FIRST_SUBJECT = re.compile(r"^\s*(?:you|your|they|their|each|both|its|the|that|this)\b")


# cards named by what happened to them, which puts them in one place: "1 Spell Card sent to your
# Graveyard by your opponent's card effect during this turn" is in the Graveyard (Fairy Guardian's rulings: it targets
# it); "Select 1 removed from play monster", "1 of your opponent's monsters that is removed from play" are among the
# banished cards. Not "1 of your monsters destroyed as a result of battle during this turn": the rulings of that
# family (Lady Panther, Crimson Sentry, The Forgiving Maiden) let it be activated before the monster is destroyed,
# as Last Will, so it takes nothing that must already be there.
_IN_GY_BY_HISTORY = re.compile(r"\b(?:\d+|an?) [^,;]*?\b(?:monsters?|cards?) sent to your graveyard by your opponent's "
                               r"card effects? during this turn\b", re.I)
_NAMED_BANISHED = re.compile(r"\b(?:\d+|an?) removed from play (?:monsters?|cards?)\b|"
                             r"\b(?:\d+|an?) of (?:your |your opponent's )?monsters? that (?:is|are) removed from play\b", re.I)


# "Send the top 3 cards of your Deck to the GY", "Banish the top card of your opponent's Deck",
# "Send 1 card from the top of your Deck to the Graveyard": the cards sent or banished are taken from that Deck
# ("their Deck" is left unread: whose Deck it is depends on the subject of the sentence)
_TOP_OF_DECK = re.compile(r"\btop (?:\d+ )?cards? (?:of|from) (?:your|your opponent's) deck\b|"
                          r"\bcards? from the top of (?:your|your opponent's) deck\b", re.I)
_FROM_THE_TOP = ("send_to_gy", "banish")
# "you draw 2 cards", "draw 1 card": how many cards the draw brings, a fact of its own (its event carries the count:
# rule res-draw-carries-its-count); "draw 1 card for each ..." and "draw until ..." give no fixed number
_DRAWS = re.compile(r"\bdraws? (\d+|an?|one|two|three|four|five) cards?\b(?! for (?:each|every)\b)", re.I)
_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _source(text: str) -> str | None:
    """Where the cards the clause acts on are, when it names one place ("from your GY")."""
    match = _FROM.search(text)
    if not match and _OF_BANISHED.search(text):
        return "banished"     # "Special Summon as many of your banished monsters as possible"
    if not match and _NAMED_BANISHED.search(text):
        return "banished"
    if _IN_GY_BY_HISTORY.search(text):
        return "graveyard"    # "to your Graveyard" names where it went, and so where it is
    if not match or match.group("more"):
        return None
    return _FROM_ZONES[match.group(1)]


def consequence(clause: Clause) -> Clause:
    event = ACTION_EVENTS.get(clause.action)
    if clause.action == "activate_card":
        # "activate Trap Card(s) from your hand": the kind of card its player activates
        return replace(clause, event=None, subject=None, every=None, whose=None, position=None, player=None,
                       to_zone=None, from_zone=None, cards=card_kind(clause.text))
    revealed = _REVEALED_FROM_HAND.match(_NOTE.sub("", clause.text))
    if clause.action == "look" and revealed:
        # "Reveal 1 "Iron Core of Koa'ki Meiru" in your hand", "showing your opponent 1 "Venom"
        # monster in your hand": the cards of a kind it shows are in its player's hand
        count = revealed.group("count").lower()
        return replace(clause, event=None, subject=None, every=None, whose=None, position=None, player=None,
                       to_zone=None, from_zone="hand", cards=card_kind(_SPELL_OR_TRAP.sub(r"\1 Card\2", revealed.group("what"))),
                       count=int(count) if count.isdigit() else 1, other_cards=False)
    if _RANDOM_FROM_YOUR_HAND.match(clause.text):
        # "Your opponent chooses 1 random card in your hand and calls ...": 1 card of its player's own hand, picked by
        # the opponent at random, which the rest of the effect is done with (round 79)
        return replace(clause, event=None, subject=None, every=None, whose="you", position=None, player=None,
                       to_zone=None, from_zone="hand", count=1, cards=card_kind(None), other_cards=False)
    if clause.action == "look" and _EACH_REVEALS.match(clause.text):
        # "Each player reveals 1 card from their hand": a card of each player's own hand
        return replace(clause, event=None, subject=None, every=None, whose="each", position=None, player=None,
                       to_zone=None, from_zone="hand", count=1)
    if clause.action == "look" and _OPPONENTS_HAND.search(clause.text):
        # "Look at your opponent's hand": what it acts on is the opponent's hand
        return replace(clause, event=None, subject=None, every=None, whose="opponent", position=None, player=None,
                       to_zone=None, from_zone="hand")
    if event is None:
        # "Increase the DEF of 1 face-up monster on the field by 500 points": no event, one card picked
        return replace(clause, **{"event": None, "subject": None, "every": None, "whose": _protected_side(clause),
                                  "position": None,
                                  "player": None, "to_zone": None, "from_zone": None,
                                  **field_picks(clause.action, clause.text, None)})
    text = _NOTE.sub("", clause.text.lower())
    if event == "position_changed" and _FLIPS_FACE_UP.search(text):
        event = "flipped_face_up"            # "Flip 1 face-down monster into face-up Attack Position"
    elif event == "position_changed" and _TURNS_FACE_DOWN.search(text):
        event = "flipped_face_down"          # "change this card to face-down Defense Position"
    if event == "special_summon":
        method = _SUMMON_METHOD.search(text)
        if method:
            event = f"{method.group(1)}_summon"   # "Fusion Summon 1 ...": a Special Summon of that kind
    every, whose, position = _every(text)
    cards, stats_given, count = _acted_on(clause)
    if every and cards.empty:
        # "all face-up WATER monsters": the kind of all of them (Attributes are read in capitals)
        words = re.search(_ALL.pattern, clause.text, re.I)
        cards = card_kind(words.group(0)) if words else cards
    if every and (words := re.search(_ALL.pattern, clause.text, re.I)):     # ', except "X"' after where they go
        cards = left_out_after(cards, clause.text[words.end():].split(";")[0])
    read = replace(clause, event=event, subject=None if every else _subject(text, clause.action), every=every, whose=whose,
                   position=position, face_down=event in SUMMONS and bool(_FACE_DOWN_ARRIVAL.search(text)),
                   summons_in_position=_arrival_position(text) if event in SUMMONS else None,
                   until_end_phase=event == "control_changed" and bool(_UNTIL_END_PHASE.search(clause.text.lower())),
                   player=clause_player(text, event, PLAYER_EVENTS, _source(text)), to_zone=_destination(text, event),
                   from_zone=_source(text) or ("hand" if _WHOLE_HAND.search(text) else None) or ("deck" if clause.action in _FROM_THE_TOP and _TOP_OF_DECK.search(text)
                                               else None), cards=cards, stats_given=stats_given, count=count,
                   other_cards=(count is not None or bool(_ANY_NUMBER_OF_OTHER.search(clause.text)))
                   and bool(_OTHER.search(clause.text)))
    if clause.action == "draw" and read.count is None and (draws := _DRAWS.search(text)):
        number = draws.group(1).lower()
        read = replace(read, count=int(number) if number.isdigit() else _NUMBER_WORDS[number])
    if every and _ALL_OTHER.search(clause.text):
        read = replace(read, spares_own_card=True)      # "destroy all other cards on the field": not its own card
    if clause.action == "negate_summon" and (negates := _OR_NEGATES.search(text)):
        read = replace(read, negates_if_not_a_summon=negates.group(1))
    if event == "control_changed":
        read = replace(read, **_control_passed(text))
    if event == "ritual_summon" and _RITUAL_SPELL.match(text):
        # "This card is used to Ritual Summon "Relinquished"", "can be used to Ritual Summon any
        # DARK Ritual Monster": this card is what is used; the Ritual Monster comes from its player's hand (rule
        # deed-ritual-monster-from-hand)
        return replace(read, subject=None, from_zone="hand", count=1, whose="you")
    # the cards a non-targeting clause picks on the field, or all of "as many ... as possible"
    return replace(read, **field_picks(clause.action, clause.text, every)) if read.subject is None else read


# "give control of the second target to your opponent": the opponent gains it; "switch control of it with this
# card", "switch control of both those targets": two cards, each to the other player at once (rule
# state-control-given-or-switched). Not "Control of this card cannot switch", a rule of the card.
_GIVEN = re.compile(r"\bgives? control of\b[^;.]*?\bto (?:your|their) opponent\b")
_SWITCHED = re.compile(r"\bswitch(?:es)? control of\b|\beach player gives their opponent control of\b")


def _control_passed(text: str) -> dict:
    if _SWITCHED.search(text):
        return {"player": "both", "count": 2}
    return {"player": "opponent"} if _GIVEN.search(text) else {}


def _arrival_position(text: str) -> str | None:
    """The face-up battle position a Summoned monster arrives in, when its words name one and only one."""
    match = _POSITION_ARRIVAL.search(text)
    if match is None or _POSITION_CHOICE.search(text):
        return None
    return "attack" if match.group(1) == "attack" else "defense"


# the actions whose cards the restrictions on Summons, Sets and the cards on the field look at
_BRINGS_OR_SETS = ("special_summon", "fusion_summon", "normal_summon", "set", "change_position", "take_control")
# the actions that take their cards from the hand, the GY or the Deck ("discard 1 Fiend-Type
# monster", "banish 2 LIGHT monsters from your GY", "send 1 "Gladiator Beast" card from your Deck"):
# the kind of card they need there (rule state-card-must-be-in-place)
_TAKES_FROM_A_PILE = ("discard", "banish", "send_to_gy", "add_to_hand", "return_to_deck", "return_to_hand")
_PILES = ("hand", "graveyard", "deck")
# the PSCT's bare "1 Spell" / "1 Trap" a cost reveals is a Spell / Trap Card
_SPELL_OR_TRAP = re.compile(r"\b(Spell|Trap)(s?)\b(?!\s+Cards?\b)")
# the same words outside a quoted name ('"Spell Power Grasp"' names a card)
_BARE_SPELL_OR_TRAP = re.compile(r'"[^"]*"|\b(Spell|Trap)(s?)\b(?!\s+Cards?\b)')
_UP_TO = re.compile(r"up to\s+", re.I)
_COUNTED = re.compile(r"(?:up to )?(?:\d+|an?|one|two|three|all|as many)\b", re.I)
# the verb of each action, to find the words naming what the clause acts on right after it
_ACTION_VERB = {
    "special_summon": r"special summon|fusion summon|synchro summon|ritual summon", "fusion_summon": r"fusion summon",
    "normal_summon": r"normal summon", "destroy": r"destroy", "banish": r"banish|remove", "send_to_gy": r"send",
    "add_to_hand": r"add", "discard": r"discard", "return_to_hand": r"return", "return_to_deck": r"return|shuffle|add",
    "set": r"set", "change_position": r"change|flip|return", "equip": r"equip", "take_control": r"take control of|gain control of|give control of",
    "tribute": r"tribute",
}
# the cards of a kind a cost shows from its player's hand
# "Select 1 monster in your hand and show it to your opponent" shows one the same way
_REVEALED_FROM_HAND = re.compile(r"^\s*(?:reveal|revealing|show|showing|select)\s+(?:your opponent\s+)?(?P<count>\d+|an?|one)\s+"
                                 r"(?P<what>[^,;.]+?)\s+(?:in|from) your hand\b", re.I)
_EXCEPT_TOKENS = re.compile(r",? except Tokens\b", re.I)
# "Tribute 1 other WATER monster": the cards it acts on leave out its own card
_OTHER = re.compile(r"\b(?:\d+|an?|one|two|three|any number of)\s+other\b|\(except this card\)|"
                    r"\bother (?:\d+|an?|one|two|three)\b", re.I)
# "Send any number of other Spell/Trap Cards you control to the Graveyard" (Emergency Provisions):
# no count, but still not its own card
_ANY_NUMBER_OF_OTHER = re.compile(r"\bany number of other\b", re.I)
# "send 1 other card you control to the GY" (Volcanic Queen, Elemental HERO Tempest), "return 1
# other monster you control to the hand" (Mist Valley Shaman): a count of cards taken from its player's field
_FROM_YOUR_FIELD = ("send_to_gy", "return_to_hand", "return_to_deck", "banish")
# "on your side of the field" is the older wording of "you control" (Tri-Blaze Accelerator, Gift of the Martyr)
_COUNTED_YOU_CONTROL = re.compile(r"^(?:\d+|an?|one|two|three) (?:(?!\b(?:from|for each|to the)\b)[^,;.])*?"
                                  r"\b(?:you control|(?:on|from) your side of the field)\b", re.I)
# "tribute other 1 face-up ... monster" (Gravekeeper's Descendant): the count after "other"
_OTHER_FIRST = re.compile(r"^other (\d+|an?|one|two|three)\b", re.I)
# "face-up Attack Position Level 2 or lower monster" (A Major Upset): the position said before the
# Level words, put where the kind reader looks for it
_POSITION_BEFORE_LEVEL = re.compile(r"\b((?:attack|defense) position) (level \d+ or (?:lower|higher|more|less)) ", re.I)
# what a Tribute cost names ends where it says where they are or what it does next;
# "face-up" is part of its kind here ("Tribute 1 other face-up WATER monster")
# "Tribute 1 DARK monster with 1000 or less ATK": an ATK threshold is part of the kind, other "with" words end it
_TRIBUTED_END = re.compile(r"\s+(?:from|in|to|on|and|you control|with(?! \d+ or (?:less|more|lower|higher) atk\b)|whose|that|"
                           r"which|except)\b|[,;.]", re.I)
# "Your opponent chooses 1 random card in your hand", "Your opponent chooses and reveals 1 random card from your hand"
_RANDOM_FROM_YOUR_HAND = re.compile(r"^\s*your opponent (?:chooses|selects|picks)(?: and reveals)? (?:1|one|a) random card "
                                    r"(?:from|in) your hand\b", re.I)
# "Look at your opponent's hand"; "select 1 random card from your opponent's hand": a card picked there at random
# "Both players reveal their hands" (Exchange): each player shows their whole hand, a card of each hand
_EACH_REVEALS = re.compile(r"^\s*(?:each|both) players? (?:(?:reveals?|selects?|shows?) (?:1|one|a) cards? "
                           r"(?:from|in) (?:their|his/her|his|its) (?:own )?hand\b|reveals? (?:their|his/her) hands?\b)", re.I)
_OPPONENTS_HAND = re.compile(r"\bat your opponent's hand\b|\b(?:random(?:ly (?:select|choose)s?)?|(?:select|choose)s? and see) "
                             r"(?:\d+ )?cards? (?:from|in) your opponent's hand\b", re.I)
# "select 2 cards from ...": the cards are named by "select", before the verb
_SELECTS_FIRST = re.compile(r"^\s*select\s+(?=(?:up to )?\d(?:(?!\band\b|\bcontrols?\b)[^,;.])*?\sfrom\s)", re.I)
# "Select 1 removed from play monster", "select 1 of your opponent's monsters that is removed from
# play": the banished cards it selects, named before where they are
_SELECTS_BANISHED = re.compile(r"^\s*select\s+(?=\d+\s+(?:removed from play\b|of (?:your |your opponent's )?monsters? "
                               r"that (?:is|are) removed from play\b))", re.I)
# where the words naming what it acts on end: where it takes them from, puts them, or how
# "1 Zombie with 1200 or less DEF", "2 FIRE monsters with 200 DEF": a stat bound is part of the kind
_OBJECT_END = re.compile(r"\s+(?:from|in|into|to|on|onto|with(?! (?:\d+ (?:or (?:less|more|lower|higher) )?|\? ?)(?:ATK|DEF|atk|def)\b)|whose|that|which|ignoring|face-up|face-down|until)\b|"
                         r"(?!,\s(?:(?:[A-Z][\w-]*\s?){1,2},?\s)?or\s[A-Z])(?!,\s(?:or\s)?[\"\u201c])(?:[,;.]\s|[,;])|\.$")
# (a comma inside a list of Types, "1 Beast, Beast-Warrior, or Winged Beast-Type monster", or of quoted names,
# '1 "Neos", "Neo Space", "Neo-Spacian", or "HERO" monster', does not end them)
# its words give the monster it Summons whole: "as a Normal Monster (...)", a Token with its stats
# (its stats in parentheses: "Special Summon them as Normal Monsters (ATK 0/DEF 0)"; "treated as an Effect
# Monster" alone keeps the card's own Attribute and Type)
_STATS_GIVEN = re.compile(r"\btokens?\"?\s*\(|\([^()]*\batk\s*[\d?]+\s*/\s*def\b", re.I)


def _with_gerund(verb: str) -> str:
    """The verb's words and their gerunds, as a cost's "by sending 2 cards", "by Tributing 1 ..." says them."""
    words = verb.split("|")
    return "|".join(words + [(w[:-1] if w.endswith("e") else w) + "ing" for w in words if " " not in w])


_DESTINATION_FIRST = re.compile(r"^to (?:the|your) (?:graveyard|gy)\s+(?=\d)", re.I)


_EACH_PLAYER_DOES = re.compile(r"\s*(?:each|both) players?\s+\w+s\b", re.I)


def _acted_on(clause: Clause) -> tuple:
    """What the clause's words say it acts on, right after its verb ("Special Summon 4 "Sheep Token"
    (Beast/EARTH/Lv1/ATK 0/DEF 0)", "Special Summon them as Normal Monsters (ATK 0/DEF 0)"): the kind
    of cards, whether they give the Summoned monster whole, and how many."""
    face_up_yours = _face_up_you_control(clause)
    if face_up_yours is not None:
        return face_up_yours
    source = _source(_NOTE.sub("", clause.text.lower()))
    from_pile = clause.action in _TAKES_FROM_A_PILE and (clause.action == "discard" or source in _PILES)
    # "equip as many Equip Spell Cards from your Graveyard as possible", "equip 1 appropriate Equip
    # Spell Card from your Graveyard": the cards it equips are taken from that pile
    from_pile = from_pile or (clause.action == "equip" and source in _PILES)
    banished = clause.action in _TAKES_FROM_A_PILE and source == "banished" and _SELECTS_BANISHED.match(clause.text)
    from_pile = from_pile or bool(banished)
    tributes = clause.action == "tribute"      # "Tribute 1 Plant-Type monster"
    from_field = clause.action in _FROM_YOUR_FIELD and source is None
    verb = _ACTION_VERB.get(clause.action) if clause.action in _BRINGS_OR_SETS or from_pile or tributes or from_field \
        else None
    match = re.search(rf"\b(?:{_with_gerund(verb)})\b(?!ed\b|s\b)\s*", clause.text, re.I) if verb else None
    if match is None and verb and _EACH_PLAYER_DOES.match(clause.text):
        # (185) "Each player sends 2 cards from their hand to the GY": the verb agrees with "each player"
        match = re.search(rf"\b(?:{verb})s\b\s*", clause.text, re.I)
    if match is not None and from_field and not (from_pile or clause.action in _BRINGS_OR_SETS) and \
            not _COUNTED_YOU_CONTROL.match(clause.text[match.end():]):
        return card_kind(None), False, None
    if verb and from_pile:
        # the old wording names the cards as it selects them before its verb ("select 2
        # cards from your opponent's Graveyard, add them to ...", "Select 1 monster from your opponent's
        # Graveyard, and Special Summon it"): what it acts on is what it selects
        match = banished or _SELECTS_FIRST.match(clause.text) or match
    if match is None:
        return card_kind(None), False, None
    # the old wording names where the cards go before them ("send to the Graveyard 1 Beast-Type monster from ...")
    rest = _DESTINATION_FIRST.sub("", clause.text[match.end():], count=1)
    rest = _OTHER_FIRST.sub(lambda m: f"{m.group(1)} other", rest)     # the same length: "other 1" -> "1 other"
    rest = _POSITION_BEFORE_LEVEL.sub(lambda m: f"{m.group(2)} {m.group(1)} ", rest)
    nest = scan.nesting(rest)
    # the "to" of "up to 4 "Ojama" monsters" does not end the words naming them
    lead = _UP_TO.match(rest)
    start = lead.end() if lead else 0
    end = next((m.start() for m in (_TRIBUTED_END if tributes else _OBJECT_END).finditer(rest, start) if not nest[m.start()]),
               len(rest))
    what = rest[:end]
    left_out = excepted_names(rest[end:].split(";")[0])   # ', except "Bee List Soldier"' after the words cut above
    left_out = left_out or (_EXCEPT_TOKENS.match(rest[end:]) or [""])[0]     # "Tribute 1 monster, except Tokens"
    if tributes and not re.match(r"(?:\d+|an?|one|two|three)\b", what, re.I):
        return card_kind(None), False, None   # "Tribute this card", "Tribute monsters whose total Levels ..."
    if from_pile and clause.action not in _BRINGS_OR_SETS and not _COUNTED.match(what):
        return card_kind(None), False, None   # "discard the same type of card": told by another card
    count = None if lead else re.match(r"(?:up to )?(\d+)\b", what, re.I)     # "up to N": how many is its player's
    # "Special Summon 2 Spells from your Deck as Normal Monsters (ATK 0/DEF 0)": after where it takes them
    # from, in the same sentence
    sentence = rest[:next((i for i, ch in enumerate(rest) if ch == "." and not nest[i]), len(rest))]
    # "discard 1 Spell", "add 1 Spell/Trap from your GY", "Send 2 Spells": the newer word for a Spell / Trap Card taken from a pile
    # (rule state-cards-taken-from-a-pile)
    what = _BARE_SPELL_OR_TRAP.sub(lambda m: f"{m.group(1)} Card{m.group(2)}" if m.group(1) else m.group(0), what) if from_pile \
        else what
    what = f"{what}, {left_out}" if left_out else what
    return (card_kind(what), clause.action in ("special_summon", "fusion_summon") and bool(_STATS_GIVEN.search(sentence)),
            int(count.group(1)) if count and int(count.group(1)) > 0 else None)


# "send 1 other face-up FIRE monster you control to the Graveyard", "banish 1 face-up
# Synchro Monster you control": the face-up cards of a kind it takes from its player's field
# (rule state-face-down-shows-nothing: a Set card is none of them)
# ("send 1 face-up "Blaze Accelerator" on your side of the field to the Graveyard": the older wording, round 83)
_FACE_UP_YOU_CONTROL = re.compile(r"^(?P<count>\d+) (?:other )?face-up (?P<what>(?:(?!\bface-down\b)[^,;.])+?) "
                                  r"(?:you control|on your side of the field)\b", re.I)


def _face_up_you_control(clause: Clause) -> tuple | None:
    if clause.action not in _TAKES_FROM_A_PILE:
        return None
    verb = re.search(rf"\b(?:{_with_gerund(_ACTION_VERB[clause.action])})\b(?!ed\b|s\b)\s*", clause.text, re.I)
    match = _FACE_UP_YOU_CONTROL.match(clause.text[verb.end():]) if verb else None
    if match is None:
        return None
    kind = card_kind(match.group("what"))
    return kind, False, int(match.group("count")) if int(match.group("count")) > 0 else None


def _destination(text: str, event: str) -> str | None:
    """Where the clause says the card goes ("discard this card to the GY", "banish it")."""
    if event == "banished":
        return "banished"
    match = _TO_ZONE.search(text)
    return _ZONES[match.group(1)] if match else None


def _protected_side(clause: Clause) -> str | None:
    """"monsters you control cannot be destroyed by this battle": whose monsters it keeps from being
    destroyed (rule bt-no-destruction-to-prevent); None: any monster of the battle."""
    if clause.action != "not_destroyed_by_this_battle":
        return None
    text = clause.text.lower()
    return "opponent" if "your opponent controls" in text or "opponent's" in text else "you" if "you control" in text else None


def cost_consequences(clauses: list[Clause]) -> list[Clause]:
    """A cost's clauses: a whole hand sent as a cost ("Send your entire hand to the Graveyard to ...") is not read as
    each card of it, since what the card needs in the hand is its own activation condition ("while you have 2 or
    more cards in your hand"), judged first."""
    # "Tribute any number of monsters, except Tokens", "Banish any number of Dinosaur-Type monsters from your Graveyard":
    # a cost of any number of cards is paid with at least 1, so it is read as 1 of that kind (rule
    # cost-any-number-needs-one, round 79); the clause keeps its own words
    read = clause_consequences([replace(c, text=_ANY_NUMBER.sub(r"\g<1>1", c.text)) for c in clauses])
    read = [replace(r, text=c.text, count_of_choice=True) if r.text != c.text else r for r, c in zip(read, clauses)]
    return [replace(c, every=None, whose=None, from_zone=None) if _WHOLE_HAND.search(_NOTE.sub("", c.text.lower()))
            else c for c in read]


_ANY_NUMBER = re.compile(r"^((?:you can )?(?:tribute|send|banish|discard|remove|reveal) )any number of\b", re.I)


# "Special Summon as many of your banished monsters as possible", 'Special Summon as many "Mokey Mokey" as possible
# from your Graveyard', "Special Summon as many FIREs as possible with 200 DEF from your GY": every monster of
# that pile of its kind that it can (rule res-as-many-as-possible-each-card); "with different names", "up to" not so
_AS_MANY_FROM_A_PILE = re.compile(r"\bas many (?:of (?P<whose>your|their) (?:banished|removed from play) monsters"
                                  r"|(?:copies of )?\"[^\"]+\"(?: monsters)?|(?:[\w-]+ )*[\w-]+s(?= as possible(?: with \d+ "
                                  r"(?:atk|def))? from your (?:gy|graveyard)\b)) as possible(?: with \d+ (?:atk|def))?"
                                  r"(?P<from> from your (?:gy|graveyard))?(?![^.]*\b(?:different names|up to)\b)")
# "all other cards on the field", "all cards on the field except this card": the effect's own card is not among them
# (rule res-all-cards-includes-its-own)
_ALL_OTHER = re.compile(r"\ball other\b|\bexcept (?:for )?this card\b|\bother than this card\b", re.I)


def _every(text: str) -> tuple[str | None, str | None, str | None]:
    """"all Attack Position monsters your opponent controls": which cards, whose, and in
    which position."""
    many = _AS_MANY_FROM_A_PILE.search(text)
    if many and (many.group("whose") or many.group("from")) and "summon" in text[:many.start()]:
        return "monster", None if many.group("whose") == "their" else "you", None
    whole = _WHOLE_HAND.search(text)
    if whole:
        owner = whole.group("many") or whole.group("entire")
        return "card", "you" if owner == "your" else \
            "opponent" if _THEIR_SUBJECT.search(text[:whole.start()]) else None, None
    match = _ALL.search(text)
    if not match:
        return None, None, None
    what = match.group(2)
    every = "monster" if "monster" in what or "token" in what or re.fullmatch(_TYPE_PLURALS, what) else "spell-trap" if ("spell" in what or "trap" in what) else "card"
    position = next((p for p, words in _POSITIONS if words.search(match.group(1))), None)
    if "your opponent controls" in text or "opponent's" in text or _THEIR.search(match.group(0)):
        return every, "opponent", position
    if "you control" in text or "on your side of the field" in text:     # (78) "all Spell and Trap Cards on your side of
        return every, "you", position                                    # the field": its player's own, as "you control"
    return every, None, position


# "equip that Dragon monster to this card": the monster it targeted, named again by its Type
_EQUIPS_TO_THIS_CARD = re.compile(r"\bequip (that target|those targets|the target|it|them|that (?:[a-z-]+ )?monster)"
                                  r" to this (?:card|monster)\b", re.I)


# the player who discards picks from their own hand (not "Select 1 card from their hand", which picks from the other's)
_PICKED_FROM_HAND = re.compile(r"\b(your opponent|they|each player) (then )?selects? (\d+|one|two) cards? (from|in) "
                               r"(his/her|their|your) hand and (then )?discards? (it|them|that card)\b", re.I)


def _subject(text: str, action: str | None = None) -> str | None:
    """Which card the clause acts on, when the text says so (an amount of damage or LP only reads
    the battled monster's ATK: it does not act on it)."""
    if action == "draw":      # "draw 1 card for every 4 Fog Counters that were on it": the card counted is not drawn
        text = DRAW_COUNTED_WORDS.sub("", text)
    if action not in AMOUNT_ACTIONS and _BATTLED.search(text):
        return "battled"
    equipped = _EQUIPS_TO_THIS_CARD.search(text) if action == "equip" else None
    if equipped:
        # "equip that target to this card": the card equipped is the target, not this card
        return "it" if equipped.group(1).lower() in ("it", "them") else "target"
    if _VERB_THIS.match(text):
        return "self"        # "Tribute this face-up Defense Position card": its own card, named with its position
    # a clause that runs into more sentences ("Special Summon that target. ... If a monster
    # Special Summoned by this effect leaves the field, destroy this card") acts on what its first sentence names
    text = _WITH_ITS_OWN_EFFECT.sub("", _NEXT_SENTENCE.split(text, 1)[0])
    if replaces_this_card(text) and not _SELF.search(without_replaced_this(text)):
        return "instead-of-this"     # "attack with it instead of this monster": the card it picks, not this one (151)
    if _SELF.search(text):
        # "Special Summon that target, but banish it when this card leaves the field": this
        # card is named only by the rider after ", but" (what happens later) or "while this card" (how long it lasts);
        # the clause acts on the target
        rider_free = _WHILE_THIS.sub("", text.split(", but ", 1)[0])
        head = without_comparison_to_this(rider_free)
        if _SELF.search(head):
            return "self"
        if head != rider_free:
            return "compared-with-this"     # "whose DEF is ... less than this card's ATK": the monster it picks (97)
        text = head
    if re.search(r"\b(?:(?:second|additional) target|other (?:selected|targeted) (?:monster|card))\b", text):
        return "second-target"     # "return the additional target (if any) to the hand", "destroy the other selected"
    if _PICKED_FROM_HAND.search(text) or one_of_them(text):
        # "selects 1 card from his/her hand and discards it", "if your opponent controls any monsters with ATK ...
        # that target's ATK, destroy 1 of them": the card it picks as it resolves
        return None
    if _IT.search(text):
        return "it"          # a target, else the card an earlier clause acted on
    if _TARGET_WORDS.search(text):
        return "target"
    return "it" if _THAT_KIND.match(text) else None
