"""Structured effects as Python objects, shared by the card reader, the RDF layer and the
timing engine. Field values are the notations of the concepts in ontology/concepts.ttl
(``"trigger-like"``, ``"when"``, ``"sent_to_gy"``, ``"then"``, ...).

The card reader (edison_kg.cardtext) fills every field from the card's text once; the RDF
layer (edison_kg.rdf) writes them as triples and reads them back; the timing engine reads
them and never the text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# the concept schemes' notations (ontology/, generated into schemes.py): the effect kinds, the
# timing words, the conjunctions and what each requires ("next sentence" is no word of the text:
# a part written as a sentence of its own, docs/data-model.md), the provenances
from edison_kg.vocab.schemes import (CONJUNCTION_SEMANTICS, CONJUNCTIONS, EFFECT_KINDS,  # noqa: F401
                                     PROVENANCES, TIMING_WORDS)
from edison_kg.vocab.card_kind import CardKind  # noqa: F401  (a part of the effects, offered here with them)

# which text of a card was read (see edison_kg.cardtext.texts)
TEXT_VERSIONS = ("psct", "historical", "pre-errata", "printed", "current", "custom")
# how often a limited effect may be used: this copy this turn, every copy of the name this
# turn, once per Duel, once while the card stays face-up
USAGE_SCOPES = ("turn", "name", "duel", "face-up", "chain", "battle")
# the phases a condition names (a scenario's main1/main2 are "main")
PHASES = ("draw", "standby", "main", "battle", "damage_step", "end")
# when a restriction applies: during the Battle Phase; while its card attacks (attack declaration to the end of the
# Damage Step); in answer to its card's Summon; from its effect's resolution to the End Phase; outside the Draw Phases
RESTRICTION_WINDOWS = ("battle-phase", "while-attacking", "summon-response", "until-end-phase", "outside-draw-phase")
RESTRICTION_WINDOWS += ("respective-turns",)    # each player during their own turn
# a state a restriction needs: its controller's hand is empty; only its controller controls a
# card of the kind; its controller controls none
RESTRICTION_STATES = ("hand-empty", "only-you-control", "you-control-none")
# how long a restriction an activated effect leaves lasts: the rest of the turn it resolved ("during
# the Battle Phase of this turn"), or the whole turn its card was activated in, from that activation
# on ("You cannot Summon other monsters the turn you activate this card": set up by the activation
# itself, so only a negated activation undoes it)
RESTRICTION_DURATIONS = ("turn", "activation-turn")
# what an activation needs on the field: a card of the kind its controller controls, one its opponent controls,
# one on the field (either side), or none its controller controls; its one and only monster; "another"
# of the kind, not this card; "This card must be the only Zombie monster on the field": none but this card
NEEDS_ON_FIELD = ("you-control", "opponent-controls", "on-the-field", "you-control-none", "you-control-only-one",
                  "you-control-only", "you-control-only-face-up", "you-control-another", "you-control-no-other",
                  "none-other-on-the-field")


@dataclass
class EventPattern:
    """What starts a trigger(-like) effect (or what a quick effect or card answers)."""

    types: list[str]                   # contract event TYPEs; any of them matches
    self_card: bool = False            # the event happens to this card
    card: str | None = None            # the wording of which card ("a monster you control")
    player: str | None = None          # "you" | "opponent" | "either" (whose card/action)
    from_zone: str | None = None       # contract ZONE
    to_zone: str | None = None
    cause: str | None = None           # contract CAUSE ("battle", "effect", ...)
    # facts the rules check, read from the same wording
    kind: CardKind = field(default_factory=CardKind)             # the kind of card the event is about
    activation_kind: CardKind = field(default_factory=CardKind)  # for activations: which ones count
    actor_self: bool = False           # "if this card destroys / attacks / inflicts": this card acts
    # attack declarations and battle conditions ("if this card battled"): "attacker" (this card
    # attacks), "target" (it is attacked) or "either" (it attacked or was attacked)
    attack_role: str | None = None
    battled_kind: CardKind = field(default_factory=CardKind)   # "battled a Warrior-Type monster": the other monster
    phases: tuple[str, ...] = ()       # phases the condition names (PHASES)
    end_of_damage_step: bool = False   # met at the end of the Damage Step
    would_do: tuple[str, ...] = ()     # "activates a card that could make them discard": actions
    summon_methods: tuple[str, ...] = ()  # a Summon attempted, or the attacker's Summon: only these (empty: any)
    # this card must have been face-up (True: "this face-up card", "if this card leaves the
    # field") or face-down (False: "this face-down card", "this Set card") when the event happened
    self_face_up: bool | None = None
    self_equipped: bool = False        # "this Equip Card", "while equipped": it was equipped then
    equipped_role: str | None = None   # "the equipped monster destroys" (actor) / "... is destroyed" (subject)
    target_self: bool = False          # "equipped to this card" / "that targets this card": its target is this card
    # "when a card is activated that targets a DARK monster": it must target (a card of that kind)
    activation_targets: bool = False
    cards_or_monster_effects: bool = False  # "a Spell/Trap Card, or monster effect": no Spell/Trap effect
    target_kind: CardKind = field(default_factory=CardKind)
    cause_player: str | None = None    # "destroyed by an opponent's card effect": whose card did it
    # conditions on a chain or a battle, read from the same wording (rules chain-after-chain-trigger,
    # neg-summon-trigger-matches-the-summon, neg-attack-is-not-a-completed-attack)
    chain_links_min: int | None = None  # "After a Chain with 3 or more Links resolves": the links it needs; of a card activated ("are Chained"): its Chain Link, 2 or higher
    chain_names_unique: bool = False   # "... if multiple cards/effects with the same name were activated in that Chain"
    # "an effect that activates when a monster is Normal Summoned": the activation answered must be
    # of a trigger effect set off by one of these events (an Ignition Effect never is)
    set_off_by: tuple[str, ...] = ()
    direct_attack: bool = False        # "declares a direct attack": an attack with no attack target
    attack_number: int | None = None   # "a second direct attack during the same Battle Phase": 2
    # how and where: "the ATK of a monster that attacks this card is lower than its DEF"
    # (attacker-atk-below-def, compared at damage calculation); "and was face-up at attack declaration"
    compares: str | None = None
    face_up_at_attack: bool = False
    exactly_one: bool = False          # "When exactly 1 Synchro Monster is ...": no second one with it
    self_controlled: bool = False      # "this card you control", "in your possession": whose it was then
    # a phase effect that looks back ("during your next Standby Phase after this card was destroyed
    # by a card effect"): the earlier event this card must have met, and whether "this turn"
    earlier: "EventPattern | None" = None
    within_turn: bool = False
    about_to: bool = False             # "when you are about to take battle damage": met at damage calculation
    amount_min: int | None = None      # "2000 or more damage": the least amount
    at_once_min: int | None = None     # "When 2 or more monsters are Special Summoned at the same time": cards in one moment
    # "If this card battles, after damage calculation": met right after damage calculation, and worded "if" in every
    # text of the card (Substep 5, not 6); "if this card attacked a face-down monster": read at the Damage Step's start
    after_damage_calculation: bool = False
    worded_if_after_damage_calculation: bool = False
    battled_face_down: bool = False
    # "when a face-up "Fortune Lady" monster you control destroys ...": the kind of card that acts
    actor_kind: CardKind = field(default_factory=CardKind)
    # "and was face-up (face-down) at the start of the Damage Step": this card's face then (None: the condition says nothing of it)
    self_face_up_at_damage_step: bool | None = None
    # what the activation answered must be sure to do beyond `would_do` (the would-do family):
    # to whose cards or to whom ("a Trap Card(s) you control", "damage to you"), to what kind of card,
    # to how many ("2 or more"; "the effect of destroying 1 Spell or Trap Card": exactly 1), and
    # whether it must be settled ("that would ...") or only possible ("that could ...")
    would_whose: str | None = None
    would_kind: CardKind = field(default_factory=CardKind)
    would_count_min: int | None = None
    would_count_max: int | None = None
    would_certain: bool = False
    # "an effect of drawing card(s)": the activation answered must do that deed
    # and no hand exchange beside it (no discard, no cards returned to the Deck)
    would_only: bool = False
    # "activated that targets a monster on the field" / "... a card in the Graveyard": where the
    # activation's target must be (Zones: field, graveyard); None: anywhere
    target_zone: str | None = None
    # how many monsters the Summon Tributed ("by Tributing 3 monsters"; "Summoned this way" for a
    # procedure "with 1 Tribute"): monsters counted, not what each is worth
    tributes: int | None = None
    # "a monster is sent to your Graveyard": the player named is whose Graveyard the card goes to,
    # its owner, whoever controlled it
    player_by_zone: bool = False
    # "a Defense Position monster your opponent controlled": its battle position then
    position: str | None = None
    # qualifiers of the Summon the event is: "by Tributing a Dragon-Type monster" (the kind a Tribute must be; `tributes_all_of_kind`:
    # "by Tributing only WIND monsters", every Tribute), and "Special Summoned by the effect of a Zombie-Type monster" (the kind of card whose effect Summoned it)
    tributed_kind: CardKind = field(default_factory=CardKind)
    tributes_all_of_kind: bool = False
    summoner_kind: CardKind = field(default_factory=CardKind)
    caused_by_kind: CardKind = field(default_factory=CardKind)   # any other event: 'sent to the Graveyard by the effect of a "Blaze Accelerator" card'
    # "sent to the Graveyard for the Synchro Summon of a LIGHT Synchro Monster", "tribute this
    # card for the Tribute Summon of a DARK monster": the kind of monster Summoned with this card as its material
    material_for_kind: CardKind = field(default_factory=CardKind)
    # "When an "Elemental HERO Clayman" you control is targeted for an attack (even if it is
    # face-down ...)": the card the condition names counts as that card while Set, as its text allows
    named_even_face_down: bool = False
    # what the condition excludes. `excluded_cause`: the cause the event must NOT have
    # ("(except if destroyed by battle)", ", except by battle"); `excluded_if_attacked_face_down`: that exclusion
    # only when the card was face-down when it was attacked ("unless it was attacked while face-down and destroyed
    # by battle"); `own_effect`: True "destroyed by its own effect" (the event's card did it to itself), False
    # "except by its own effect"
    excluded_cause: str | None = None
    excluded_if_attacked_face_down: bool = False
    own_effect: bool | None = None
    # "when you take Battle Damage from a battle involving a Reptile-Type monster": the kind is that of a monster of
    # the battle (the attacker or the attack target), not of a card the damage event names
    kind_in_the_battle: bool = False
    # '(except by "Black Garden")': the event is not met when the card of that name did it
    excluded_by_name: str | None = None
    # "Before damage calculation, if this card attacks a Defense Position monster": set off by
    # the attack declaration, activated only in the Damage Step before damage calculation (rule bt-damage-step-substeps)
    before_damage_calculation: bool = False
    another_card: bool = False            # "When another face-up ... monster": not this card's own event
    summoned_name_needed: bool = False    # "with the same name as that monster": not Summoned face-down
    battle_damage_taken: bool = False     # "destroyed by a battle in which you took damage": that battle dealt it
    # "During your Draw Phase, if you draw ...", "activated during your opponent's Main Phase": the phase the event
    # must happen in (PHASES), and whose turn it must be ("you" | "opponent"; None: either)
    during_phases: tuple[str, ...] = ()
    during_turn: str | None = None


@dataclass
class Clause:
    """One action of a cost or a resolution."""
    index: int                         # 1-based
    action: str                        # notation of an ek:Actions concept
    text: str
    conjunction: str | None = None     # joins this clause to the previous one
    up_to: bool = False
    alternative: bool = False          # one of bulleted options to choose from (no conjunction)
    # what doing it makes happen, read from the same wording
    event: str | None = None           # the contract event it causes ("destroyed"), None: none
    subject: str | None = None         # which card: "self" | "target" | "second-target" | "previous" | "compared-with-this" | "instead-of-this"
    every: str | None = None           # "all monsters ...": "monster" | "spell-trap" | "card"
    whose: str | None = None           # for `every`: "you" | "opponent" (whose cards); None: both
    position: str | None = None        # for `every`: "attack" | "defense" | "face-up" | "face-down" ("all Attack Position monsters")
    player: str | None = None          # who draws/gains/takes damage: "opponent" | "they"; None: controller
    to_zone: str | None = None         # where it sends the card, as the text names it ("to the GY")
    from_zone: str | None = None       # where the cards it acts on are, as the text names it ("from your GY")
    # what it acts on and when (the restrictions family): the kind of cards its words name
    # ("1 DARK monster", a Token's "(Beast/EARTH/Lv1/ATK 0/DEF 0)"); whether its words give the
    # monster it Summons whole (a Token, a card Summoned "as a Normal Monster (ATK 0/DEF 0)": it has no
    # Type or Attribute but those named); how many cards it brings ("Special Summon 4"); and whether it
    # is a part applied after the card resolved (a lingering effect it sets up, not done on resolution);
    # and, for an alternative, whether it is the other branch of an "if" ("Otherwise", "else"): which
    # branch is done depends on how things turn out when it resolves, not on its player's choice
    cards: CardKind = field(default_factory=CardKind)
    stats_given: bool = False
    count: int | None = None
    later: bool = False
    branch: bool = False
    # the monster it Summons arrives face-down ("Special Summon it in face-down Defense Position")
    face_down: bool = False
    # what it does lasts until the End Phase ("take control of it until the End Phase")
    until_end_phase: bool = False
    # whether it is sure to be done once the effect resolves (the would-do family): a coin
    # toss or a die roll decides ("destroy that target unless you roll a 1 or 6"), or something that
    # holds or not then ("if ..."; what follows "if you do" such a clause); and damage it only moves
    # ("your opponent takes the damage instead"): it inflicts none of its own. Its `player` may also be
    # "by-deed": a player named by what they did ("the player who destroyed it"), not its activator
    chance: bool = False
    only_if: bool = False
    moves_damage: bool = False
    acts_on_cards_drawn: bool = False   # "discard the cards drawn by the effect" it answers (cardtext/drawn_cards.py)
    # "destroy that target if it is a Spell": the kind its target must be for the
    # clause to be done, known on activation when the target is face-up
    only_if_kind: CardKind = field(default_factory=CardKind)
    other_cards: bool = False    # "Tribute 1 other WATER monster": the cards it acts on leave out its own card
    # "If this card was activated as Chain Link 2 or 3, ...": the Chain Links its card's activation must be for the clause to be done (None above: no highest), known on activation
    chain_link_from: int | None = None
    chain_link_to: int | None = None
    done_if_none_found: bool = False    # "X, or, if you have none, Y": Y only when X finds no card (cardtext/none_found.py)
    # what a target must be beyond its kind: the Summon it came by ("Target Synchro Summoned monster": "synchro_summon");
    # its stat against the card the cost took ("level-lower", "level-at-most", "atk-at-most", "atk-lower"); whether a
    # Set Spell/Trap Card of any kind may be it ("(If the target is Set, reveal it, ...)")
    summoned_as: str | None = None
    compared_to_cost: str | None = None
    # its stat against another card's, read on activation ("whose Level is less than or equal to the equipped monster's": level-at-most-level-equipped)
    compared_to_card: str | None = None
    set_of_any_kind: bool = False
    holds_counters: str | None = None    # "a card that you can place a Spell Counter on": the counter it can hold ("spell")
    # readings of its words made once by the reader (cardtext/stored.py), never again at answer time. Counters it
    # places on its own card ("place 1 Morph Counter on this card") and on its target, "N KIND" (KIND left out for
    # any counter: "1 morph", "2"); the counter on its own card its deed is done once for each of ("for each Plant
    # Counter on it": "plant"; "any": any counter); how many monsters it Special Summons at once, and whether to the
    # opponent's side; whether it puts counters on the opponent's monsters; the Spell & Trap Zones of its player it
    # fills (equipping or placing cards there) and whether by its own card equipping itself (a Spell/Trap Card already
    # in a zone fills none); the Life Points it pays, inflicts or gains ("pay 1000 Life Points"), or that its player picks
    places_counters: str | None = None
    places_on_target: str | None = None
    removes_counters: str | None = None   # removed as it resolves, "N WHERE KIND" (N or all): "all field spell"
    counts_counters: str | None = None
    summons_at_once: int | None = None
    summons_per_damage: int | None = None   # "1 Token for every 500 points of battle damage you took": 500
    draws_per_counters: str | None = None   # "draw 1 card for every 4 Fog Counters that were on it": "1 4 it fog"
    summons_to_opponent: bool = False
    counters_on_opponents: bool = False
    zones_filled: int | None = None
    equips_itself: bool = False
    needs_all_materials_in_gy: bool = False   # "then, if all the Fusion Materials ... are in your GY" (De-Fusion)
    destroys_to_do: bool = False      # "Destroy 1 face-up monster ... to inflict 1000 damage": the next part needs it
    lp_amount: int | None = None
    lp_amount_of: str | None = None   # "attacker-atk": "by the ATK of 1 attacking monster" (cardtext/life_points.py)
    lp_per_card: int | None = None   # "Inflict 200 damage ... for each Spellcaster monster you control": 200 per card counted
    lp_chosen: bool = False      # ("Pay any number of Life Points in multiples of 500")
    count_of_choice: bool = False   # a cost of "any number of" cards: paid with at least 1 (its count)
    # its words about its piles and targets, each field told in cardtext/pile_readings.py's docstring
    from_several_places: bool = False
    from_opponents_pile: bool = False
    their_option: bool = False
    done_if_cards_in_hand: bool = False
    # "If there are any Field Spell Cards on the field, destroy them": all the cards its own condition names (field_picks.py)
    all_named_by_its_condition: bool = False
    acts_on_the_targets: bool = False
    needs_every_target: bool = False
    disappears_without_every_target: bool = False     # "destroy all three targets": one gone, it disappears (135)
    selects_a_number: bool = False
    takes_from_own_hand: bool = False
    activates_the_turn_it_is_set: bool = False
    # its player may choose not to do it ("then you can destroy ..."): cardtext/at_will.py
    may_skip: bool = False
    # parts of its sentence (cardtext/sentence_parts.py): face-up cards its player controls; another
    # deed after a comma than no battle damage; running on into another sentence; (43) counts the cards destroyed before
    names_face_up_you_control: bool = False
    does_more_after_a_comma: bool = False
    runs_into_another_sentence: bool = False
    counts_cards_destroyed_before: bool = False
    # the count its whole deed scales with ("for each "Hero Kid" in your Graveyard", "equal to the number of ..."): "WHOSE PLACE [other] [face-up]" (cardtext/scaled.py), and the kind counted
    scales_with: str | None = None
    scales_kind: CardKind = field(default_factory=CardKind)
    # the number it sets its chosen monster's ATK/DEF to ("that target's ATK becomes 2000"): "STAT N", STAT atk | def | atk/def;
    # its change to it ("that target gains 500 ATK": "STAT +N" | "STAT -N" | "STAT half"); the Levels it takes from it
    # ("reduce its Level by 3"), below 1 never (cardtext/value_set.py)
    sets_target_stat: str | None = None
    changes_target_stat: str | None = None
    lowers_target_level: int | None = None
    ignores_summoning_conditions: bool = False  # "Special Summon it, ignoring its Summoning conditions"
    # a bulleted option's own activation condition ("● When a Spell Card is activated: ...") and the cost it pays before its
    # semicolon ("● Send 1 ... to the Graveyard; negate ..."), read once by the reader (cardtext/options.py)
    option_condition: "EventPattern | None" = None
    option_cost: list["Clause"] = field(default_factory=list)
    # "Destroy 1 Spell or Trap Card on the field": a non-targeting clause that picks N cards on the field as it resolves
    # (cardtext/field_picks.py): how many, of which kind, on whose side ("you" | "opponent"; None: either), face ("face-up" |
    # "face-down"); for these and `every`, whether "(other than this card)" / "all other" spares its own card
    picks_on_field: int | None = None
    picks_kind: CardKind = field(default_factory=CardKind)
    picks_whose: str | None = None
    picks_face: str | None = None
    spares_own_card: bool = False
    picks_by_stat: str | None = None   # "the 1 monster ... with the highest ATK": "atk highest" | "atk lowest" | "def ..." (+ " tied": all)
    from_two_places: str | None = None     # (cardtext/two_places.py) "hand or graveyard" | "hand and deck" (one of each)
    summons_in_position: str | None = None   # it arrives "in Defense Position": "defense"; None: its player's choice
    takes_cards_you_control: bool = False   # a cost "send 1 other card you control to the GY", face-up or not
    destroyed_by_battle: bool = False       # its Graveyard targets "that was destroyed by battle"
    matches_the_card_before: bool = False   # "with the same Level as that monster" (cardtext/pile_readings.py)
    picks_by_the_card_before: str | None = None     # (78) "same-name" | "written-in-its-text" (cardtext/pile_readings.py)
    all_of_the_name_in: str | None = None   # (135) "WHOSE hand deck": all of the card before's name there (pile_readings.py)
    # (78) what its amount counts among the cards an earlier part acted on: "EVENT [opponent]" (cardtext/sentence_parts.py)
    counts_done_before: str | None = None
    own_stat_per_card: str | None = None    # (113) "this card gains 500 ATK for each card banished this way": "atk +500 [turn]"
    same_type_as_the_event_card: bool = False   # "discard the same type of card (Monster, Spell, or Trap)"
    one_of_each_name: bool = False          # 'target 1 "A", 1 "B", and 1 "C" in your GY': one card of each name
    also_in_graveyard: bool = False         # (cardtext/field_and_graveyard.py) 'all Machines your opponent controls and in their GY'
    with_whole_hand: bool = False           # (84, cardtext/whole_hand_too.py) 'shuffle it and your entire hand into the Deck'
    # (84, cardtext/each_side_picks.py) 'Return 2 ... on your opponent's side ... and 1 ... on your side': "opponent 2, you 1"
    picks_on_each_side: str | None = None
    # "If your Life Points were lower than your opponent's when this card was activated, gain 2000 LP": done only if its
    done_if_life_points_were: str | None = None     # player's LP were "lower" / "higher" then (cardtext/lp_branches.py, 86)
    face_down_or_kind: bool = False         # (84, cardtext/face_down_or_kind.py) 'all face-down and non-WIND monsters': either
    # "negate the Summon/Activation": what it negates ("activation" | "effect") when it answered an activation
    negates_if_not_a_summon: str | None = None
    # (89, cardtext/this_turns_cards.py) "Level 3 or lower monsters are destroyed during the End Phase of the turn that
    # they are Normal Summoned or Flip Summoned": the Summons ("normal_summon flip_summon") looked up as it resolves
    summoned_this_turn: str | None = None
    done_later_when: str | None = None     # (145) "If it is changed to Defense Position this turn": cardtext/later_this_turn.py
    also_acts_on: str | None = None     # (149) "destroy the Equip Spell Card and all ...": "target" | "it" (named_and_all.py)
    direct_attacks: str | None = None   # (183) "made" | "forbidden" direct attacks (cardtext/direct_attacks.py)


@dataclass
class Restriction:
    """A continuous effect that changes what the game allows while it applies: cards that
    cannot be activated, effects that are negated, a card that goes elsewhere instead."""

    kind: str                          # cannot-activate | negate-effects | banish-instead | cannot-banish | ...
    cards: CardKind = field(default_factory=CardKind)   # the cards it applies to
    zone: str | None = None            # where those cards are ("field", "graveyard"); None: anywhere
    players: str = "both"              # whose cards: both | you | opponent
    other_than_self: bool = False      # "all other Trap effects"
    text: str = ""                     # the words it was read from
    # what it forbids, when, and while what holds (the restrictions family)
    action: str | None = None          # the action it forbids (ek:Actions notation: banish, tribute, draw, ...)
    except_kind: CardKind = field(default_factory=CardKind)   # "except WATER monsters": the cards it spares
    # when it applies (RESTRICTION_WINDOWS); None: all the time its card applies it
    window: str | None = None
    holds_while: str | None = None     # a state it needs (RESTRICTION_STATES); None: none
    while_kind: CardKind = field(default_factory=CardKind)    # the kind of card that state names
    limit: int | None = None           # card-limit: the most cards each player may have on the field
    granted_to: str | None = None      # "synchro-monster": it is the Synchro Monster's that used this card as material
    effects_too: bool = False          # cannot-activate: the effects of those cards too, not only the cards
    by_cost: bool = False              # cannot-activate: only activations whose cost does `action`
    # how long it lasts once an activated effect left it (RESTRICTION_DURATIONS); the Summon by which its card gains
    # the effect that states it ("When this card is Tribute Summoned, it gains the following effect": tribute_summon;
    # for a lock in answer to its Summon, "When Normal Summoned, ...", the Summon whose window it closes); cannot-activate:
    # the effects it stops, wherever they are activated, not only on the field ("The effects of Effect Monsters cannot ...")
    lasts: str | None = None
    gained_by: str | None = None
    effects_anywhere: bool = False
    # atk-gain/def-gain/atk-set/def-set, the amount gained
    # (negative: lost) or the value set; whose ATK/DEF it changes ("self": its own card,
    # "equipped": the monster its card is equipped to; None: the cards it names)
    amount: int | None = None
    stat_of: str | None = None
    # a stat change that counts cards ("gains 400 ATK for each "Amazoness" monster you control"):
    # amount is per card counted; per_count "WHOSE PLACE [other] [face-up]" (cardtext/stat_counts.py), or
    # "tributed original-atk" (amount x the Tributes' original ATK); per_kind the kind counted
    per_count: str | None = None
    per_kind: CardKind = field(default_factory=CardKind)
    # holds_while "count-holds", the count it needs: "WHOSE PLACE LOW HIGH" (between LOW and HIGH
    # cards of while_kind, HIGH "any" for no most; cardtext/count_bullets.py)
    while_count: str | None = None
    # negate-destroyed-by-battle, the kind of monster destroyed whose effects it negates
    # ("the effects of Flip monsters destroyed by battle with this card"); empty: any monster
    destroyed_kind: CardKind = field(default_factory=CardKind)
    # "Level 6 or higher Special Summoned monsters ...": the Summon that put the
    # cards it applies to on the field (an ek:EventTypes notation); None: however they got there
    cards_summoned_by: str | None = None
    # pays-counter-costs, the kind of counter removed from this card instead ("spell"; None: any)
    counters_paid_instead: str | None = None
    by_kind: CardKind = field(default_factory=CardKind)   # cannot-be-targeted by effects of these (empty: any)
    cards_of: str | None = None        # "you": only its controller's cards ("any monster you control")


@dataclass
class AnalyzedEffect:
    number: int                        # 1-based, text order (the contract's `effect`)
    text: str
    kind: str                          # one of EFFECT_KINDS
    optional: bool = False
    timing_word: str = "none"
    spell_speed: int | None = None     # the Spell Speed it has on the chain
    once_per_turn: bool = False
    usage_limit: str | None = None     # "activated" | "used"
    usage_scope: str | None = None     # USAGE_SCOPES; None: no usage limit
    condition: EventPattern | None = None
    condition_text: str | None = None
    cost_text: str | None = None
    cost_clauses: list[Clause] = field(default_factory=list)
    targets: bool = False
    damage_step: bool = False          # may be activated in the Damage Step
    excludes_damage_step: bool = False  # "(except during the Damage Step)"
    negates_summon: bool = False
    summons_forbidden: str | None = None   # "You cannot Normal Summon/Set the turn you activate this": normal, special,
    summons_forbidden_level_min: int | None = None   # normal-or-special or all; of monsters of which Levels ("any
    summons_forbidden_level_max: int | None = None   # Level 3 or 4 monsters"; None: any)
    needs_face_up: bool = False        # "this face-up card", "while this card is face-up": only while face-up
    targets_event_card: bool = False   # "Target that attacking monster": it targets the card its event was about
    activates_from: str | None = None  # where the card must be to activate it: hand | graveyard | banished | field
    clauses: list[Clause] = field(default_factory=list)
    restrictions: list[Restriction] = field(default_factory=list)
    # rules the rulings exempt this effect from (an override with its ruling): rule id -> the rule node of the exception
    exemptions: dict = field(default_factory=dict)
    # cards whose doing the rulings say does not start this effect: card name -> the rule node
    # that states the exception (an override with its ruling)
    cause_exceptions: dict = field(default_factory=dict)
    provenance: str = "text-analysis"
    note: str | None = None            # why unanalyzed / why overridden / why no timing word
    text_version: str | None = None    # TEXT_VERSIONS
    # conditions on the chain it is activated in (rules chain-link-number-condition, chain-same-name-limit)
    chain_link_min: int | None = None  # "Activate only as Chain Link 4 or higher"
    unique_names_in_chain: bool = False  # "You cannot activate this card if multiple cards/effects with the same name are in that Chain"
    attacks_forbidden: str | None = None   # "This card cannot attack the turn you activate this effect": whose attacks
    attack_forbidden_after: bool = False   # "If you activate this effect, this card cannot attack during this turn"
    picks_the_attack_target: bool = False  # the monster it selects is to be the only attack target
    responses_barred: str | None = None   # "Neither player can activate Spell/Trap Cards in response to ...": spell-trap|all
    no_flip_effects: bool = False      # "(Flip Effects are not activated)": no Flip Effect of the monsters it flips
    lasts_while_face_up: bool = False   # what it does lasts only while this card stays face-up on the field
    active_this_turn: bool = False      # "This card remains active until the end of the turn": its "When" no condition
    # "You cannot activate this effect the turn this card is Normal Summoned, Special Summoned, or
    # flipped face-up": the events of this card that rule out activating it for the rest of that turn
    not_the_turn_it_was: tuple[str, ...] = ()
    # "you cannot activate any other Spell Cards this turn": "spell" | "trap" | "any"; its own lock
    # "During the turn this card is returned to your hand, you cannot use ... from your hand"
    activations_forbidden: str | None = None
    unusable_the_turn_returned: bool = False
    # what it targets on the field as it is activated ("target 1 face-up monster your opponent controls"): one clause
    # (action "target") per kind of target, with `every` (the class), `whose`, `position`, `cards` and `count`
    target_clauses: list[Clause] = field(default_factory=list)
    # "during your Main Phase 1: You can ...", "can only be activated during the Battle Phase":
    # the phases it may be activated in (contract names: main1, main2, battle) and whose turn ("you" | "opponent"; None: either)
    activation_phases: tuple[str, ...] = ()
    activation_turn: str | None = None
    # "Activate only while "Umi" is on the field",
    # "If you control a face-up "Reptilianne" monster: ...": the state of the field its activation
    # needs (NEEDS_ON_FIELD) and the kind of card that state names
    needs_on_field: str | None = None
    needs_kind: CardKind = field(default_factory=CardKind)
    # an effect its card has only through a continuous effect of its own ("While
    # in Attack Position: ...", "this card gains the following effect: ..."): negate the card's
    # effects on the field and it has no such effect to activate
    granted_by_own_effect: bool = False
    # "if this card was Special Summoned by the effect of "Allure Queen LV5"": the
    # name (or archetype) the card whose effect Special Summoned it carries; the monster must still
    # be face-up on the field since that Summon (rule cond-flipped-face-down-is-set)
    summoned_by: str | None = None
    # "If your opponent controls 2 or more monsters: ...", "Activate only if
    # your opponent has 4 or more cards in their hand": "WHOSE WHERE COMPARISON NUMBER" (whose: you |
    # opponent | both | either; where: field | graveyard | hand | spell_trap_zone | monster_zone; comparison: >= | <= | = and a number,
    # or more-than-other | fewer-than-other); the kind counted is needs_kind
    needs_count: str | None = None
    # "destroy monsters your opponent controls equal to the number of face-up Psychic-Type monsters you
    # control": needs_count "opponent field >= count you field", and this is the kind of the second count
    needs_count_kind: CardKind = field(default_factory=CardKind)
    # (87) "If you control exactly 3 "Blackwing" monsters, you can activate this card from your hand": the count (as
    # needs_count) that lets its Trap Card be activated from the hand, and the kind counted
    from_hand_count: str | None = None
    from_hand_kind: CardKind = field(default_factory=CardKind)
    # "when your opponent's Life Points are 3000 or less", "while your Life Points are lower than your opponent's": "WHOSE
    # COMPARISON NUMBER" (whose: you | opponent | you-opponent | opponent-you (the first's Life Points less the second's) |
    # difference (between both players'); comparison: >= | <= | > | <)
    needs_life_points: str | None = None
    # "If a Level 8 or higher monster was sent from your field to the GY this turn": the event of this turn it needs;
    needs_this_turn: EventPattern | None = None
    deed_looks_back: bool = False   # read from its deed ("monsters destroyed this turn"), not its condition
    # a declared activation's condition typed into no structured need: taken as met and said (never a silent guess)
    condition_unread: bool = False
    # read once (stored.py, ritual_tributes.py): counters its cost or part before "and if you do" removes ("N WHERE KIND":
    # "2 card spell"); Ritual Tributes' Levels (or exactly its Level), one from the GY, or all of them for an Attribute
    cost_removes_counters: str | None = None
    removes_counters_first: str | None = None
    ritual_tribute_levels: int | None = None
    ritual_tribute_from_graveyard: bool = False
    ritual_tributes_exact: bool = False
    ritual_whole_tribute: str | None = None
    combined_atk_exactly: int | None = None     # "Special Summon ... whose combined ATK is exactly 2000" (combined_stats.py)
    loses_own_atk: int | None = None
    loses_own_def: bool = False
    zones_closed: int | None = None
    monster_zones_closed: str | None = None   # "N WHOSE" (field | you | opponent): Monster Zones it makes unusable
    earned_by_wins: int | None = None   # "Two: ...": there once its monster destroyed 2 by battle (earned_effects.py)
    # what its words refer back to (cardtext/activation_refs.py): a monster only its card's activation supplied ("banish
    # the selected monster"); a trigger a resolved Normal Spell/Trap leaves behind, and whether its words say "this turn";
    # the monsters Tributed for its own Tribute Summon
    refers_to_its_activation: bool = False
    left_behind: bool = False
    says_this_turn: bool = False
    for_the_battle_phase: bool = False   # its every deed lets monsters attack this turn
    about_its_tributes: bool = False
    # "During your opponent's Standby Phase: You can pay 500 LP; ...": paid at will while the phase lasts (at_will.py)
    paid_at_will_in_phase: bool = False
    # the names its card is always treated as ("Umi"; "a "Toon" card") (names_carried.py)
    treated_as_names: tuple[str, ...] = ()
    # its condition's words beyond the event (cardtext/condition_words.py): "During damage calculation"; "destroyed by
    # battle with an attacking monster"; "Target the opponent's monster" (the one battled); "that monster"
    condition_at_damage_calculation: bool = False
    condition_by_an_attacker: bool = False
    targets_the_battled_monster: bool = False
    condition_names_its_monster: bool = False
    condition_once_per_turn_in_phase: bool = False   # "Once per turn, during the End Phase" (the limit in the timing words)
    condition_names_the_deck: bool = False   # its condition names the (Extra) Deck
    has_option_without_targets: bool = False   # "Activate 1 of these effects: ● ... ● ...", one targets nothing
    switches_an_equip_card: bool = False   # "Switch 1 Equip Card equipped to a monster to another correct target"
    switches_equip_from: str | None = None   # whose monster it moves it from: "you" | "opponent", + " attack": face-up ATK Position
    switches_equip_to: str | None = None   # and to ("select 1 face-up Attack Position monster your opponent controls. Equip ...")
    names_on_field: tuple[str, ...] = ()   # names its card carries on the field ("... becomes "Cyber Dragon" while on the field")
    names_in_graveyard: tuple[str, ...] = ()   # ... in the Graveyard (cardtext/names_carried.py)
    # the Type / Attribute its continuous effect gives monsters where it names ("declared": the one declared) (cardtext/type_given.py)
    type_given: str | None = None
    attribute_given: str | None = None
    given_where: tuple[str, ...] = ()
    # the window of a battle its condition names (cardtext/battle_windows.py): "damage_step" |
    # "damage_calculation"; whose turn it must be ("you" | "opponent"; None: either); the monster that must be in
    # the battle ("self": this card, "you": a monster its player controls, of battler_kind) and its role ("target")
    battle_window: str | None = None
    battle_window_turn: str | None = None
    battler_whose: str | None = None
    battler_role: str | None = None
    battler_kind: CardKind = field(default_factory=CardKind)
    # battle_window may also be "battle_step" ("During your Battle Step, if this card attacks
    # a Defense Position monster"), battler_role "attacker"; the position the monster it battles must be in
    battle_opponent_position: str | None = None
    # its subject is "this Token" / "these Tokens" (cardtext/token_effects.py): the effect of
    # the Token its card Special Summons, not of its card ("When this Token is destroyed, ...")
    of_its_token: bool = False
    # states of the duel its activation needs that no other field holds (cardtext/held_states.py):
    # "all-face-up field", "only-type you graveyard TYPE", "PLACE WHOSE >= N" / "PLACE WHOSE <= N" (hand | monsters |
    # hand-field | field | graveyard), "face-up-attribute field ATTRIBUTE", "same-name you PLACE N monster|normal", "phase-start PHASE"; each must hold (rule cond-activation-needs-a-held-state)
    needs_held: tuple[str, ...] = ()
    # "... to activate and to resolve this effect", "By Tributing this card while "Neo Space" is on the field": its needs hold as it resolves too
    needs_hold_as_it_resolves: bool = False
    # (97) "If you do not control a face-up "X", this effect is not applied": the state it is applied only in, checked as it resolves
    applied_only_while: str | None = None
    # "The Attribute of this card is also treated as WIND, ... while it is face-up on the field" (cardtext/held_states.py)
    also_attributes: tuple[str, ...] = ()
    # "Twice per turn, you can ...", "Up to twice per turn: ...": how many activations its turn
    # limit allows (cardtext/effect.py; timing/rules/limits.py refuses the next one); None: once
    uses_per_turn: int | None = None
    # what its card's rulings say ("targets" | "does-not-target") and the ruling's address
    ruled_targeting: str | None = None
    ruled_targeting_source: str | None = None

    @property
    def negates_activation(self) -> bool:
        return any(c.action == "negate_activation" for c in self.clauses)

    @property
    def counts_negated(self) -> bool:
        """Does a negated activation use up its usage limit (seed 002: "activate" limits do not)?"""
        return self.usage_limit != "activated"


@dataclass
class CardReading:
    """What the card reader made of one card: the text it read, why that one, and the effects."""

    effects: list[AnalyzedEffect]
    text: str | None = None
    version: str | None = None         # TEXT_VERSIONS
    why: str | None = None             # one sentence: why this text was read
    # "cannot be Normal Summoned", Special Summon limits, the cards whose effects alone place it (summon_condition.py); kinds
    # it may be equipped to, Equip Cards it holds 1 of (equip_kinds.py); archetypes treated as, places it is Normal in
    cannot_be_normal_summoned: bool = False
    special_summon_limits: list[str] = field(default_factory=list)
    special_summon_needs_face_up: list[str] = field(default_factory=list)
    special_summon_only_with: list[str] = field(default_factory=list)
    equip_only_to: list[str] = field(default_factory=list)
    equipped_with_only_one: list[str] = field(default_factory=list)
    placed_only_by: list[str] = field(default_factory=list)
    archetypes_treated_as: list[str] = field(default_factory=list)
    normal_monster_in: list[str] = field(default_factory=list)
    names_written: list[str] = field(default_factory=list)    # the names in quotes its text writes (78)
    fusion_materials: list[str] = field(default_factory=list)    # a Fusion Monster's materials (109)
    remains_on_field: bool = False     # a Normal Spell/Trap that stays on the field after it resolves


@dataclass
class RulingReference:
    """One ruling of a card's rulings page, by address: what it is about, never its prose."""

    iri: str
    card: str                          # the card whose page holds it (IRI)
    position: int                      # 0-based on the page
    era: str                           # notation of ek:Eras
    section: str | None = None
    parent: str | None = None          # the entry it nests under (IRI)
    mentions: list[str] = field(default_factory=list)   # other cards it names (IRIs)
    topics: list[str] = field(default_factory=list)     # notations of ek:RulingTopics
    sources: list[str] = field(default_factory=list)    # the page section that publishes it
    see_also: list[str] = field(default_factory=list)   # the addresses it cites
