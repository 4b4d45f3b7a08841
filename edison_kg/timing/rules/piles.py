"""A cost or an effect that takes cards of a kind from its player's hand, Graveyard or Deck needs
them there (rule state-cards-taken-from-a-pile, under state-card-must-be-in-place and
activation-needs-a-possible-effect): "Discard 1 Fiend-Type monster; ..." cannot be paid with no
Fiend in the hand, "banish all "Iron Chain" monsters from your GY, and if you do, ..." does
nothing with none there.

A cost that cannot be paid rules the activation out. An effect rules it out only when every part
of it that stands on its own (not joined to the part before by "then" or "and if you do") takes
such cards and none can be there: one part it could do is enough.

As elsewhere (rules/possible.py), the scenario's cards are the duel as far as it is told: a pile
of which the scenario names no card of that player (the activated card aside) is not known, and a
card whose zone it leaves open could be there, so only what is known rules an activation out."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.vocab.model import AnalyzedEffect, Clause
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.rules.costs import EXCEPT_A_NAMED_CARD, chosen_count, joined_cost_rule
from edison_kg.cardtext.stored_values import places_of     # the stored two piles
from edison_kg.cardtext.stored_values import COST_PARTS_RULE, read_as_parts
from edison_kg.timing.rules.possible import POSSIBLE, needs_the_part_before
from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.rules.equip_kinds import EQUIP_OWN_SUMMON_RULE, equips_only_its_summon, may_equip_to
from edison_kg.timing.rules.revival import zone_of       # negated Summons
from edison_kg.timing.rules.deck_copies import every_copy_elsewhere, say_none_left
from edison_kg.vocab.schemes import FIELD_ZONES

PILE_RULES = ["state-cards-taken-from-a-pile", "state-card-must-be-in-place"]
PILE_WORDS = {"hand": "hand", "graveyard": "Graveyard", "deck": "Deck", "banished": "banished cards",
              "spell_trap_zone": "Spell & Trap Zones"}
# rule state-cards-taken-from-spell-trap-zones: "Special Summon as many "Crystal Beast" Monster Cards as possible from
# your Spell & Trap Zones" needs one there, as a deed on a pile does; those zones are known with their side of the field
ZONES_RULE = "state-cards-taken-from-spell-trap-zones"
# the clause's player takes the cards from their own pile unless its words name the opponent's
# "target 2 Fiend-Type monsters in your Graveyard; Special Summon those targets": the clause acts on them
# (its words about piles are read once by the reader, cardtext/pile_readings.py, and stored as clause fields)
# targets among the banished cards too ("Target 2 of your banished cards"); for
# triggers as for other activations (state-unnamed-cards-absent: the stored precedents name the cards they target)
_TARGET_PILES = ("graveyard", "banished")
# a discard the opponent must make from their own hand (rule state-opponent-discard-needs-a-card),
# not one they may choose to make; and a part done only "if they have any other cards in their hand"
OPPONENT_DISCARD_RULE = "state-opponent-discard-needs-a-card"
# a Ritual Spell Card's Ritual Monster comes from its player's hand
RITUAL_RULE = "deed-ritual-monster-from-hand"
TURN_PLAYERS_PILE_RULE = "state-turn-players-pile"     # "the turn player can ... from their hand": their pile
# "equip 1 Equip Spell Card in your Graveyard to this card": only one whose text lets it equip this card counts
EQUIPPED_TO_IT_RULE = "eq-taken-equip-must-fit-this-card"
NOT_GIVEN_BY_ITS_COST = "state-target-not-given-by-its-cost"
TAKEN_FROM_THEIR_HAND_RULE = "state-taken-from-their-hand-needs-a-card"


def pile_cards_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None:
        return None
    for clause in effect.cost_clauses:
        short = shortfall(state, ref, clause, cost=True)
        if short is not None and short[1] + 1 >= short[0] and discards_itself(state, ref, effect, clause):
            continue
        if short is not None:
            found = _chained_cost_cited(effect, _verdict(state, ref, clause, short, cost=True))
            if read_as_parts(effect, clause):       # '"A", "B" and "C"', "1 DARK monster and 1 WIND monster" (89)
                found.rules = [*found.rules, COST_PARTS_RULE]
            elif clause.conjunction == "and" and any(c.subject == "self" for c in effect.cost_clauses):
                found.rules = [*found.rules, THIS_CARD_AND_ANOTHER_RULE]     # "send this card and 1 other Fairy ..."
            elif clause.conjunction == "and" and pile_of(clause) == "hand":   # "... you control and 2 cards from your hand"
                found.rules = [*found.rules, joined_cost_rule(effect, clause)]
            return found
    if effect.targets:
        found = _gy_target_verdict(state, ref, effect)
        if found is not None:
            return found
    # "destroy that target, then discard 1 card": not activated without the cards to discard (its other parts aside)
    found = _discard_verdict(state, ref, effect) or _each_own_verdict(state, ref, effect) \
        or _both_hands_verdict(state, ref, effect) or _nothing_to_look_at(state, ref, effect)
    if found is not None or effect.targets:
        return found
    # as for "all ..." effects (rules/possible.py), only an effect its player may choose not to activate
    # is ruled out by what it would do: a mandatory one activates and does what it can
    if not (effect.optional or effect.kind == "card-activation"):
        return None
    found = _matched_part_verdict(state, ref, effect)
    if found is not None:
        return found
    standing = [c for c in effect.clauses if not needs_the_part_before(c) and c.event is not None]
    if not standing:
        return None
    shorts = [shortfall(state, ref, clause) for clause in standing]
    if all(short is not None for short in shorts):
        return _verdict(state, ref, standing[0], shorts[0], cost=False)
    # "Return 1 "Gladiator Beast" card from your hand to the Deck, and negate the activation ...": a deed on cards of
    # its player's own hand is done with the part it is joined to by "and" or neither is (rule conj-and-needs-every-part)
    own_hand = [short if short is not None and clause.takes_from_own_hand and pile_of(clause) == "hand" else None
                for clause, short in zip(standing, shorts)]
    if all(short is None for short in own_hand) or _fills_the_hand(effect):
        return None       # "Draw 2 cards from your Deck and discard 1 card from your hand": the draw fills it first
    return short_in_every_group(state, ref, standing, own_hand, effect.clauses)


# rule cost-paid-as-it-is-chained: "Discard 1 card and chain this card to a Trap Card you activated": the card is
# activated only as a Chain Link to that activation, and its cost (the discard alone, as the reader stores it) is paid
# then, like any other cost
CHAINED_COST_RULE = "cost-paid-as-it-is-chained"
THIS_CARD_AND_ANOTHER_RULE = "cost-this-card-and-another-sent"   # (119) the card itself and another of a kind


def _chained_cost_cited(effect: AnalyzedEffect, found: Verdict) -> Verdict:
    """The cost verdict, citing rule cost-paid-as-it-is-chained for a card whose condition is another card's activation."""
    if effect.condition is not None and "card_activated" in effect.condition.types and CHAINED_COST_RULE not in found.rules:
        found.rules = [*found.rules, CHAINED_COST_RULE]
    return found


# rule state-matched-part-needs-its-cards: "send 1 "Morphtronic" monster from your hand to the Graveyard and add 1
# other "Morphtronic" monster with the same Level as that monster from your Graveyard to your hand": the card the part
# before acts on picks this part's card, so the two are one deed, done together ("and", "and if you do"), and the effect
# needs this part's cards in its pile as much as the other's (Morphtronic Remoten's Edison rulings)
MATCHED_PART_RULE = "state-matched-part-needs-its-cards"
_DONE_TOGETHER = ("and", "and if you do")


def _matched_part_verdict(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    for before, clause in zip(effect.clauses, effect.clauses[1:]):
        if not clause.matches_the_card_before or clause.conjunction not in _DONE_TOGETHER or clause.event is None:
            continue
        if before.to_zone == clause.from_zone and not clause.other_cards:
            continue     # the card the part before puts there may be the one ("Beast Soul Swap": the monster returned)
        # "that monster" names the card it is matched with, not a card it acts on
        short = shortfall(state, ref, replace(clause, subject=None))
        if short is not None:
            found = _verdict(state, ref, clause, short, cost=False)
            found.rules = found.rules[:2] + [MATCHED_PART_RULE] + found.rules[2:]
            return found
    return None


def opponent_discard_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """Rule state-opponent-discard-needs-a-card: an activation whose every part standing on its
    own has the opponent discard from their hand ("Your opponent discards 1 random card") does nothing, and cannot
    be activated, with no card in that hand. Asked after the activation's timing (rules/activation.py), which
    answers first when it rules the activation out too."""
    if effect is None or not (effect.optional or effect.kind == "card-activation") or effect.targets:
        return None
    standing = [c for c in effect.clauses if not needs_the_part_before(c) and c.event is not None]
    if not any(c.player == "opponent" and c.action == "discard" for c in standing):
        return None
    shorts = [shortfall(state, ref, _if_cards_there(clause), theirs=True) for clause in standing]
    return short_in_every_group(state, ref, standing, shorts)


def short_in_every_group(state, ref: str, standing: list[Clause], shorts: list,
                          clauses: list[Clause] | None = None) -> Verdict | None:
    """Parts joined by "and" are done together or not at all (rule conj-and-needs-every-part): a group does
    nothing when one of its parts is short ("and if they have any other cards ..." is no such part). With the
    effect's ``clauses``, a part joins only the part right before it."""
    if not standing:
        return None
    place = [next(i for i, c in enumerate(clauses) if c is clause) for clause in standing] if clauses else None
    groups: list[list[int]] = []
    for i, clause in enumerate(standing):
        next_to = place is None or (i > 0 and place[i] == place[i - 1] + 1)
        if groups and clause.conjunction == "and" and not clause.only_if and next_to:
            groups[-1].append(i)
        else:
            groups.append([i])
    if any(all(shorts[i] is None for i in group) for group in groups):
        return None
    short = next(i for i in groups[0] if shorts[i] is not None)
    verdict = _verdict(state, ref, standing[short], shorts[short], cost=False)
    joined = len(groups[0]) > 1
    return replace(verdict, rules=[*verdict.rules, "conj-and-needs-every-part"]) if joined else verdict


def _if_cards_there(clause: Clause) -> Clause:
    """"..., and if they have any other cards in their hand, discard 1 more card": a part done
    only if cards are in the pile it takes from needs them there as much as a part done without condition."""
    return replace(clause, only_if=False) if clause.only_if and clause.done_if_cards_in_hand else clause


def pile_of(clause: Clause) -> str | None:
    """The hand, GY or Deck the clause takes its cards from (a discard: the hand)."""
    if clause.action == "discard":
        return "hand"
    if clause.action == "tribute":
        return None                   # Tributes are taken from the field (rules/costs.py)
    return clause.from_zone if clause.from_zone in PILE_WORDS else None


def _place(pile: str | None) -> str | None:
    """The place the scenario closes that holds the pile: the Spell & Trap Zones are on their side of the field."""
    return "field" if pile == "spell_trap_zone" else pile


def shortfall(state, ref: str, clause: Clause, target: bool = False, cost: bool = False,
               theirs: bool = False) -> tuple[int, int, str] | None:
    """(needed, known, player) when the clause needs more cards of its kind in its pile than the
    scenario has there; None when it has enough, or could have."""
    pile = pile_of(clause)
    if clause.from_two_places and clause.action not in ("discard", "tribute"):
        return _two_places_shortfall(state, ref, clause, cost)
    # "equip 1 Equip Spell Card in your Graveyard to this card": the card taken is the Equip Spell, not this card
    equips_it = clause.action == "equip" and clause.subject == "self"
    if pile is None or (clause.subject is not None and not target and not equips_it) or clause.alternative or clause.only_if \
            or clause.chance or clause.later or clause.player not in (None, "controller", "opponent", "turn"):
        return None
    if clause.from_several_places:
        return None                   # "from their hand, Deck, or Graveyard", "from your hand or your side of the field"
    player = state.controller(ref)
    if target and clause.whose == "opponent" and not clause.selects_a_number:
        player = state.opponent(player)   # "target 1 card in your opponent's GY"
    elif clause.from_opponents_pile:
        player = state.opponent(player)   # "discard 1 random card from your opponent's hand"
    elif clause.every and clause.whose == "opponent":
        player = state.opponent(player)   # "your opponent shuffles their entire hand into the Deck"
    elif theirs and clause.player == "opponent" and clause.action == "discard" and not clause.their_option:
        player = state.opponent(player)   # "your opponent discards 1 random card": from their own hand
    elif clause.player == "turn":
        player = state.turn_player        # "the turn player can Special Summon 1 ... from their hand"
    elif clause.player == "opponent":
        return None                       # "your opponent discards 1 card", "your opponent can ...": their choice   # "discard 1 random card from your opponent's hand"
    if any(other != ref for other in could_be_in(state, player, _place(pile))):
        return None                   # a card whose zone is left open could be in that pile
    if is_closed(state, _place(pile)):
        # the card activated is not its own cost nor its target; "all Dragon-Type monsters from your
        # Graveyard" takes the monster whose effect it is too, when it is there
        itself = clause.every is not None and not cost and not target
        # a card activated in the Graveyard it pays from ("If this card destroys a monster by
        # battle: You can banish 1 DARK monster from your Graveyard", activated once it was sent there) may pay with
        # itself, unless its text says "other"
        itself = itself or (cost and pile == "graveyard" and state.cards[ref].zone == pile and not clause.other_cards)
        # a card in the Graveyard it targets in may be its own target ("Colossal Fighter": "You can
        # target 1 Warrior in either GY"), unless its text excepts it ("except "Lord Poison"", "(except this card)")
        itself = itself or (target and pile == "graveyard" and state.cards[ref].zone == pile and not clause.other_cards)
        there = [other for other in cards_in(state, player, _place(pile)) if (itself or other != ref)
                 and state.cards[other].zone == pile]      # of the field, the Spell & Trap Zones only
        if target and pile == "graveyard":      # a monster whose Summon was negated went there
            there += [other for other, card in state.cards.items() if other not in there and other != ref
                      and (card.owner or card.controller) == player and card.zone != pile and zone_of(state, other) == pile]
    elif pile == "spell_trap_zone":
        return None                   # the field is left open
    else:
        there = _told_deck(state, ref, player, pile)
        if there is None and pile == "deck" and every_copy_elsewhere(state, player, clause):
            there = []
        elif there is None:
            return None
    # "Special Summon up to 4 "Ojama" monsters from your hand" needs one of them there
    needed = 1 if clause.every or clause.up_to else (clause.count or 1)
    if clause.one_of_each_name:         # "1 "A", 1 "B", and 1 "C"": a card of each name
        found = len(clause.cards.card_names & {state.infos[other].name for other in there})
        return None if found >= needed else (needed, found, player)
    found = sum(1 for other in there if (clause.cards.empty or state.kind_of(other, clause.cards))
                and not (clause.action == "equip" and equips_only_its_summon(state.infos.get(other)))
                and not (equips_it and not may_equip_to(state, other, ref))
                and not (clause.destroyed_by_battle and left_the_field_otherwise(state, other)))
    if found and len(clause.cards.names) > 1:     # (165) '1 "Neos", "Neo Space", or "HERO" monster': any of them
        state.cite("kind-several-quoted-names-of-one-kind")
    return None if found >= needed else (needed, found, player)


def left_the_field_otherwise(state, ref: str) -> bool:
    """Rule state-target-destroyed-by-battle: the card's last departure from the field the scenario
    shows was not a destruction by battle (a card it shows none for may have gone there by battle)."""
    for moment in reversed(state.moments):
        for event in moment.events:
            if event.card == ref and event.from_zone in FIELD_ZONES:
                return not (event.event == "destroyed" and event.cause == "battle")
    return False


def _two_places_shortfall(state, ref: str, clause: Clause, cost: bool) -> tuple | None:
    """"from your hand or Graveyard" needs its cards in the two piles together, and only
    where both are known (the Deck is open); "1 from your hand and 1 from your Deck" needs one in each, the known
    one ruling it out. (needed, found, player, the piles it lacks them in) or None."""
    places, each = places_of(clause.from_two_places)
    if each and clause.up_to:
        # "Special Summon up to 1 "Ancient Gear Golem" from your hand and 1 from your Deck": "up to"
        # leaves the first pile's card out if there is none; the second is needed
        places = places[1:]
    needed = 1 if each else (1 if clause.every or clause.up_to else (clause.count or 1))
    shorts = {place: _monster_zone_shortfall(state, ref, clause, needed) if place == "field" else
              shortfall(state, ref, replace(clause, from_zone=place, from_two_places=None, from_several_places=False,
                                             count=needed), cost=cost) for place in places}
    if each:
        return next(((*short, [place]) for place, short in shorts.items() if short is not None), None)
    if any(short is None for short in shorts.values()):
        return None                   # enough in one of them, or one of them is not known
    found = sum(short[1] for short in shorts.values())
    player = next(iter(shorts.values()))[2]
    return None if found >= needed else (needed, found, player, places)


# rule cost-monsters-on-the-field-are-in-monster-zones: "1 Beast-Type monster from your hand or your side of the field"
# is a monster in a Monster Zone; a monster card placed in the Spell & Trap Zone as a Spell Card is not one there
MONSTER_ZONES_RULE = "cost-monsters-on-the-field-are-in-monster-zones"


def _monster_zone_shortfall(state, ref: str, clause: Clause, needed: int) -> tuple | None:
    player = state.controller(ref)
    if not is_closed(state, "field") or any(other != ref for other in could_be_in(state, player, "field")):
        return None
    found = sum(1 for other in cards_in(state, player, "field") if other != ref and state.cards[other].zone == "monster_zone"
                and (clause.cards.empty or state.kind_of(other, clause.cards)))
    return None if found >= needed else (needed, found, player)


def _told_deck(state, ref: str, player: str, pile: str) -> list[str] | None:
    """The cards in an open pile (the Deck) when the scenario tells it: a card it put there and still
    there (once a card it told of left, the rest is not known); None when it tells nothing of it."""
    there, told, left = [], False, False
    for other, card in state.cards.items():
        if other == ref or (card.owner or card.controller) != player:
            continue                  # the card activated is not its own cost nor what it takes
        if card.zone == pile:
            there.append(other)
        told = told or (state.scenario.cards[other].zone == pile and card.zone == pile)
        left = left or (state.scenario.cards[other].zone == pile and card.zone != pile)
    return there if told and not left else None


def pile_target_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """A trigger that targets cards in a Graveyard or among the banished cards is
    not activated without them there, as any other activation (rule trig-no-possible-target-not-activated)."""
    return _gy_target_verdict(state, ref, effect) if effect is not None and effect.targets else None


# whose pile a target is taken from ("in your GY", "in your opponent's GY"); 
# "in either player's GY", "in any GY": the two Graveyards together
_GY_OWNERS = ("you", "opponent", "either")


def _target_shortfall(state, ref: str, clause: Clause) -> tuple[int, int, str] | None:
    """The shortfall of a pile target; for "either player's GY" the cards of both Graveyards count together, and a
    Graveyard the scenario leaves open (or that has enough on its own) rules nothing out."""
    if clause.whose != "either":
        return shortfall(state, ref, clause, target=True)
    needed = clause.count or 1
    shorts = [shortfall(state, ref, replace(clause, whose=whose), target=True) for whose in ("you", "opponent")]
    if any(short is None for short in shorts):
        return None
    found = sum(short[1] for short in shorts)
    return None if found >= needed else (needed, found, "either")


def _gy_target_verdict(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """"Target 1 Level 7 or higher monster in your GY; add that target to your hand": the target
    must be in its player's GY as the effect is activated (rule state-target-must-exist); a card
    sent there for its cost comes too late."""
    for clause in effect.clauses:
        selects = clause.selects_a_number     # "select 2 cards from your opponent's Graveyard, add them ..."
        if (selects or (clause.subject in ("target", "it") or clause.acts_on_the_targets) and clause.whose in _GY_OWNERS) \
                and clause.from_zone in _TARGET_PILES and clause.count is not None:
            short = _target_shortfall(state, ref, clause)
            if short is None:
                return None
            needed, found, player = short
            for each in ((state.controller(ref), state.opponent(state.controller(ref))) if player == "either" else (player,)):
                say_named_are_all(state, each, clause.from_zone, apart_from=ref)
            have = "none" if found == 0 else f"only {found}"
            place = "Graveyard" if clause.from_zone == "graveyard" else "banished cards"
            own_summons = [EQUIP_OWN_SUMMON_RULE] if clause.action == "equip" and player != "either" and any(
                equips_only_its_summon(state.infos.get(other)) for other in cards_in(state, player, clause.from_zone)) else []
            whose = "its player's" if player == state.controller(ref) else "either player's" if player == "either" \
                else f"Player {player}'s"
            either = ["state-target-in-either-graveyard"] if player == "either" else []
            # "send 1 monster from your hand to the GY, then target 1 ... in any GY": what its cost sends comes too late
            either += [NOT_GIVEN_BY_ITS_COST] if clause.from_zone == "graveyard" and any(
                cost.to_zone == "graveyard" or cost.action in ("discard", "tribute") for cost in effect.cost_clauses) else []
            either += ["state-target-destroyed-by-battle"] if clause.destroyed_by_battle else []
            # "Select 1 Spell Card from your opponent's Graveyard. You can use it as your hand": a deed with no game event
            either += ["state-selected-pile-card-must-exist"] if clause.event is None else []
            return Verdict("no", "other", POSSIBLE + ["state-target-must-exist"] + PILE_RULES + either + own_summons
                           + _stat_rules(clause),
                           f"It targets {needed} card(s) among {whose} {place} as it is activated "
                           f"(\"{clause.text.strip()}\"), and there is {have} of the kind it names there"
                           f"{' that went there destroyed by battle' if clause.destroyed_by_battle else ''}: it "
                           f"cannot be activated.")
    return None


DEF_BOUNDS_RULE = "kind-def-bounds"
QUESTION_MARK_RULE = "kind-printed-question-mark"     # "1 monster with ? ATK": a printed "?" only

# the events by which an earlier part of the effect fills its player's hand ("Draw 2 cards, then discard 1 card")
_FILLS_THE_HAND = ("drawn", "added_to_hand", "returned_to_hand")


def _nothing_to_look_at(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """"Declare 1 card name. Look at your opponent's hand, and if they have the declared card ...": an effect
    whose only part sure to be done looks at the opponent's hand does nothing with no card there. So does a mandatory
    one ("During your Standby Phase, select 1 random card from your opponent's hand"): with nothing to do at all, it is
    not activated (rule state-random-pick-needs-a-card)."""
    looks = [c for c in effect.clauses if c.action == "look" and c.from_zone == "hand" and c.whose == "opponent"]
    # "look at your opponent's hand, then add 1 monster from their hand to your hand": a part that takes from the hand
    # it looked at does nothing more with no card there (Amazoness Chain Master's Edison rulings)
    sure = [c for c in effect.clauses if c.event is not None and not (c.only_if or c.branch or c.alternative or c.chance)
            and not (looks and c.from_zone == "hand" and c.from_opponents_pile)]
    # "Both players reveal their hands and add 1 card from each other's hand": what follows is done with those cards
    each = next((c for c in effect.clauses if c.action == "look" and c.from_zone == "hand" and c.whose == "each"), None)
    if each is not None:
        return _each_hand_verdict(state, ref, each)
    # (179) "Reveal 1 ... from your hand, then banish ...": a part done after the reveal needs it shown first
    if any(not needs_the_part_before(c) for c in sure):
        return None
    # "Select 1 monster in your hand and show it to your opponent, then roll a die": the rest is
    # done to the card it shows, so it needs one of that kind in its player's own hand
    shown = [c for c in effect.clauses if c.action == "look" and c.from_zone == "hand" and c.whose is None
             and not c.cards.empty and c.conjunction is None]
    short = shortfall(state, ref, shown[0]) if shown and not looks else None
    if short is not None:
        return _verdict(state, ref, shown[0], short, cost=False)
    if not looks:
        return None
    opponent = state.opponent(state.controller(ref))
    if not is_closed(state, "hand") or cards_in(state, opponent, "hand") or could_be_in(state, opponent, "hand"):
        return None
    say_named_are_all(state, opponent, "hand")
    mandatory = [] if effect.optional or effect.kind == "card-activation" else ["state-random-pick-needs-a-card"]
    mandatory += [TAKEN_FROM_THEIR_HAND_RULE] if any(c.from_zone == "hand" and c.from_opponents_pile and c not in looks
                                                     for c in effect.clauses) else []
    return Verdict("no", "other", mandatory + ["state-effect-discard-needs-a-card"] + PILE_RULES + POSSIBLE,
                   f"Its effect must \"{looks[0].text.strip()}\", and the opponent has no card in hand: the rest "
                   f"of it depends on what is there, so it would do nothing and cannot be activated.")


EACH_HAND_RULE = "state-each-player-reveals-needs-a-card-in-each-hand"


def _each_hand_verdict(state, ref: str, clause: Clause) -> Verdict | None:
    """"Each player reveals 1 card from their hand": each hand needs a card besides the one activated (rule
    state-each-player-reveals-needs-a-card-in-each-hand)."""
    if not is_closed(state, "hand"):
        return None
    for player in (state.controller(ref), state.opponent(state.controller(ref))):
        if any(other != ref for other in cards_in(state, player, "hand") + could_be_in(state, player, "hand")):
            continue
        say_named_are_all(state, player, "hand")
        return Verdict("no", "other", [EACH_HAND_RULE] + PILE_RULES + POSSIBLE,
                       f"Its effect must \"{clause.text.strip()}\", and player {player} has no other card in hand: "
                       f"the card activated does not count, so it cannot be activated.")
    return None


ANY_HAND_RULE = "state-both-players-discard-needs-a-card-in-any-hand"


def _both_hands_verdict(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """"Both players discard as many cards as possible from their hands": done by whoever has cards, so its only deed
    needs a card in either hand besides the one activated (rule state-both-players-discard-needs-a-card-in-any-hand)."""
    if not (effect.optional or effect.kind == "card-activation"):
        return None
    standing = [c for c in effect.clauses if not needs_the_part_before(c) and c.event is not None]
    # from the hands themselves: not "discard them all" said of the cards a draw would add (Muko)
    if len(standing) != 1 or standing[0].action != "discard" or standing[0].player != "both" \
            or standing[0].count is not None or standing[0].from_zone != "hand" or not is_closed(state, "hand"):
        return None
    players = (state.controller(ref), state.opponent(state.controller(ref)))
    if any(other != ref for player in players for other in cards_in(state, player, "hand") + could_be_in(state, player, "hand")):
        return None
    for player in players:
        say_named_are_all(state, player, "hand")
    return Verdict("no", "other", [ANY_HAND_RULE] + PILE_RULES + POSSIBLE,
                   f"Its effect must \"{standing[0].text.strip()}\", and neither player has a card in hand besides "
                   f"the card activated: it would do nothing, so it cannot be activated.")


def _each_own_verdict(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """"Both players select up to 2 of their monsters that are removed from play", "Both players send monsters they
    control to the Graveyard": each player needs a monster of their own there, face-up on the field (rule
    state-each-player-reveals-needs-a-card-in-each-hand); "Each player targets 1 monster in their own GY": one in each
    Graveyard."""
    clause = next((c for c in effect.clauses if c.whose == "each" and c.from_zone in ("banished", "monster_zone")
                   or _each_targets(c)), None)
    if clause is None:
        return None
    place = "field" if clause.from_zone == "monster_zone" else clause.from_zone
    if not is_closed(state, place):
        return None
    for player in (state.controller(ref), state.opponent(state.controller(ref))):
        if could_be_in(state, player, place) or any(
                other != ref and state.cards[other].zone == clause.from_zone and state.infos[other].card_type == "monster"
                and state.cards[other].face_up is not False for other in cards_in(state, player, place)):
            continue
        say_named_are_all(state, player, place)
        where = {"banished": "removed from play", "graveyard": "in their Graveyard"}.get(clause.from_zone,
                                                                                     "face-up on the field")
        return Verdict("no", "other", [EACH_HAND_RULE] + ([EACH_TARGETS_RULE] if _each_targets(clause) else [])
                       + PILE_RULES + POSSIBLE,
                       f"Its effect must \"{clause.text.strip()}\", each player with monsters of their own, and player "
                       f"{player} has no monster {where}: it cannot be activated.")
    return None


# rule state-each-player-targets-needs-a-target-each: "Each player targets 1 monster in their own GY; each player
# Special Summons the target": each player's target must be there (The Shallow Grave's Edison rulings)
EACH_TARGETS_RULE = "state-each-player-targets-needs-a-target-each"


@only_for(lambda effect: effect.cost_clauses)
def discarded_itself_spared(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The exception that let the activation through when the card itself pays its discard cost (rule
    cost-discard-itself-then-from-the-gy)."""
    for clause in effect.cost_clauses if effect is not None else ():
        short = shortfall(state, ref, clause, cost=True)
        if short is not None and discards_itself(state, ref, effect, clause):
            return Verdict("yes", "not-a-trigger", [DISCARDS_ITSELF_RULE],
                           "It may discard itself for its cost: its effect still acts on it in the Graveyard.")
    return None


DISCARDS_ITSELF_RULE = "cost-discard-itself-then-from-the-gy"


def discards_itself(state, ref: str, effect: AnalyzedEffect, clause: Clause) -> bool:
    """Rule cost-discard-itself-then-from-the-gy: may the card, activated in the hand, be discarded for its own
    cost ("discard 1 card"), its effect still doing to it from the GY what it does ("Special Summon this card
    from your hand or Graveyard")?"""
    own = [c for c in effect.clauses if c.subject == "self"]
    return clause.action == "discard" and pile_of(clause) == "hand" and state.cards[ref].zone == "hand" \
        and not clause.other_cards and (clause.cards.empty or state.kind_of(ref, clause.cards)) and bool(own) \
        and all(c.from_zone == "graveyard" or "graveyard" in (c.from_two_places or "") for c in own)


def _each_targets(clause: Clause) -> bool:
    return clause.player == "both" and clause.subject == "target" and clause.from_zone in ("graveyard", "banished")


def _fills_the_hand(effect: AnalyzedEffect) -> bool:
    """A part of it puts cards in its own player's hand ("Draw 2 cards")."""
    return any(c.event in _FILLS_THE_HAND and c.player in (None, "controller") for c in effect.clauses)


def _discard_verdict(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """Rule state-effect-discard-needs-a-card: an effect its player may choose not to activate that discards cards from
    its player's own hand (after "then" too) needs them there as it is activated, unless a part before it fills it."""
    if not (effect.optional or effect.kind == "card-activation"):
        return None
    for clause in effect.clauses:
        if clause.event in _FILLS_THE_HAND and clause.player in (None, "controller"):
            return None
        # a number of cards from its player's own hand, discarded or banished, in any branch but one a coin or a
        # die decides ("otherwise you discard 1 random card", "If they do not have the declared card in their hand,
        # remove 1 random card in your hand from play"): not "Discard your entire hand" (nothing to discard is no
        # shortfall), not "Discard 1 random card from their hand"
        each = clause.player == "both" and clause.action in ("discard", "send_to_gy")   # (185) "Each player sends 2 ..."
        if clause.action not in ("discard", "banish", "return_to_deck", "send_to_gy") or pile_of(clause) != "hand" \
                or clause.subject is not None or clause.count is None or clause.chance or clause.up_to \
                or not (each or clause.takes_from_own_hand and clause.player in (None, "controller")
                        and clause.action != "send_to_gy"):
            continue
        own = {"player": None, "from_several_places": False} if each else {}       # its own player's part of it
        short = shortfall(state, ref, replace(clause, only_if=False, alternative=False, branch=False, **own))
        if short is not None:
            needed, found, player = short
            say_named_are_all(state, player, "hand", apart_from=ref)
            have = "none" if found == 0 else f"only {found}"
            # "Return 1 "/Assault Mode" monster from your hand to the Deck": a card given back from the hand as well
            back = ["state-return-from-hand-needs-a-card"] if clause.action == "return_to_deck" else []
            return Verdict("no", "other", ["state-effect-discard-needs-a-card"] + back + PILE_RULES + POSSIBLE,
                           f"Its effect must \"{clause.text.strip()}\" from its player's hand, and there is {have} "
                           f"of those cards there (needed: {needed}): a card whose effect may discard or banish cards "
                           f"from its player's hand cannot be activated without them.")
    return None


def _stat_rules(clause: Clause) -> list[str]:
    """"2 DARK monsters with 0 DEF": a kind named by its DEF rests on what a DEF is ("?" is none); 'except "Lord
    Poison"' on the rule that the name leaves the kind."""
    return ([DEF_BOUNDS_RULE] if clause.cards.def_max is not None or clause.cards.def_min is not None else []) \
        + ([EXCEPT_A_NAMED_CARD] if clause.cards.excluded_names else []) \
        + ([QUESTION_MARK_RULE] if clause.cards.atk_question or clause.cards.def_question else [])


def _verdict(state, ref: str, clause: Clause, short: tuple, cost: bool) -> Verdict:
    needed, found, player = short[:3]
    places = short[3] if len(short) > 3 else [pile_of(clause)]       # two piles
    for place in places:
        if place == "deck" and every_copy_elsewhere(state, player, clause):
            say_none_left(state, player, clause)
            continue
        say_named_are_all(state, player, _place(place), apart_from=ref)
    pile = " or ".join(PILE_WORDS.get(place, "Monster Zones") for place in places)    # "field": its Monster Zones
    have = "none" if found == 0 else f"only {found}"
    what = f'"{clause.text.strip()}"'
    whose = "its player's" if player == state.controller(ref) else f"Player {player}'s"   # the opponent's pile by name
    zones = [ZONES_RULE] if pile_of(clause) == "spell_trap_zone" else []
    field = [MONSTER_ZONES_RULE, "cost-cards-you-control"] if "field" in places else []
    if cost:
        return Verdict("no", "other", PILE_RULES + field + ["mtt-cost"] + zones + _stat_rules(clause) + chosen_count(clause),
                       f"Its cost must {what}, and there is {have} of those cards in {whose} {pile}: "
                       f"it cannot be paid, so it cannot be activated.")
    theirs = [OPPONENT_DISCARD_RULE] if clause.player == "opponent" else []
    theirs += [RITUAL_RULE] if clause.event == "ritual_summon" else []
    theirs += [TURN_PLAYERS_PILE_RULE] if clause.player == "turn" else []
    theirs += [EQUIPPED_TO_IT_RULE] if clause.action == "equip" and clause.subject == "self" else []
    return Verdict("no", "other", PILE_RULES + theirs + zones + POSSIBLE + _stat_rules(clause),
                   f"It must {what}, and there is {have} of those cards in {whose} {pile} "
                   f"(needed: {needed}): it would do nothing, so it cannot be activated.")
