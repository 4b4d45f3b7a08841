"""One table between the model's fields and the graph's predicates, read by the writer
(``effects``, ``cards``), the reader (``read``) and the card entries' checks
(edison_kg.validation.entries): a field is added here once, and the three agree.

Each ``Field`` says which attribute of the model (edison_kg.vocab.model) it is, its predicate,
the kind of value (text, integer, boolean, a concept of a scheme, or a list of texts or
concepts), when the writer states it, and what the reader gives when the graph holds none.
"""

from __future__ import annotations

from dataclasses import dataclass

from edison_kg.vocab.ns import EK


@dataclass(frozen=True)
class Field:
    attribute: str                 # the model's attribute
    predicate: str
    kind: str                      # text | integer | boolean | concept | texts | concepts
    scheme: str | None = None      # the concept scheme of a concept (or concepts) field
    what: str = ""                 # the concept's name in an error line ("zone")
    written: str = "set"           # always | set (not None, "" or empty) | true (only True) | known (not None)
    default: object = None         # the model's value when the graph holds none (and the writer's for a None)
    container: type = list         # texts and concepts: the model's collection (list, tuple, frozenset)
    key: str | None = None         # a card's field: the key of the record it is written from


def _concept(attribute, predicate, scheme, what, **more) -> Field:
    return Field(attribute, predicate, "concept", scheme, what, **more)


def _flag(attribute, predicate) -> Field:
    """A boolean stated only when true (the reader's False is its absence)."""
    return Field(attribute, predicate, "boolean", written="true", default=False)


EFFECT_FIELDS = (
    Field("number", EK.effectNumber, "integer", written="always"),
    Field("text", EK.effectText, "text", written="always", default=""),
    Field("text_version", EK.textVersion, "text"),
    _concept("kind", EK.effectKind, EK.EffectKinds, "effect kind", written="always"),
    Field("optional", EK.isOptional, "boolean", written="always", default=False),
    _concept("timing_word", EK.timingWord, EK.TimingWords, "timing word", written="always", default="none"),
    Field("spell_speed", EK.spellSpeed, "integer", written="known"),
    Field("once_per_turn", EK.oncePerTurn, "boolean", written="always", default=False),
    Field("usage_limit", EK.usageLimit, "text"),
    Field("usage_scope", EK.usageScope, "text"),
    Field("targets", EK.targets, "boolean", written="always", default=False),
    Field("cost_text", EK.costText, "text"),
    _flag("damage_step", EK.activatableInDamageStep),
    _flag("excludes_damage_step", EK.excludesDamageStep),
    _flag("negates_summon", EK.negatesSummon),
    Field("summons_forbidden", EK.summonsForbiddenThatTurn, "text"),
    Field("summons_forbidden_level_min", EK.summonsForbiddenLevelAtLeast, "integer", written="known"),
    Field("summons_forbidden_level_max", EK.summonsForbiddenLevelAtMost, "integer", written="known"),
    _flag("needs_face_up", EK.needsFaceUp),
    _flag("needs_hold_as_it_resolves", EK.needsHoldAsItResolves),
    Field("applied_only_while", EK.appliedOnlyWhile, "text"),     # (97) cardtext/not_applied.py
    _flag("targets_event_card", EK.targetsEventCard),
    _concept("activates_from", EK.activatesFrom, EK.Zones, "zone"),
    Field("condition_text", EK.conditionText, "text"),
    _concept("provenance", EK.provenance, EK.Provenances, "provenance", written="always", default="text-analysis"),
    Field("note", EK.analysisNote, "text"),
    # conditions on the chain it is activated in, and the attacks its activation forbids
    Field("chain_link_min", EK.chainLinkAtLeast, "integer", written="known"),
    _flag("unique_names_in_chain", EK.uniqueNamesInChain),
    _flag("unusable_the_turn_returned", EK.unusableFromHandTheTurnReturned),
    Field("attacks_forbidden", EK.attacksForbiddenThatTurn, "text"),
    _flag("attack_forbidden_after", EK.attackForbiddenAfterActivation),
    _flag("no_flip_effects", EK.flipsWithoutFlipEffects),
    _flag("lasts_while_face_up", EK.lastsWhileFaceUp),
    _flag("active_this_turn", EK.remainsActiveThisTurn),
    Field("not_the_turn_it_was", EK.notActivatedTheTurnItWas, "concepts", EK.EventTypes, "event type", container=tuple),
    # "you cannot activate any other Spell Cards this turn"
    Field("activations_forbidden", EK.activationsForbiddenThatTurn, "text"),
    # the phase its text limits its activation to (activation conditions read from the state)
    Field("activation_phases", EK.activatedOnlyInPhase, "texts", container=tuple),
    _concept("activation_turn", EK.activatedOnlyInTurnOf, EK.Players, "player"),
    # the state of the field its activation needs
    Field("needs_on_field", EK.activatedOnlyWhile, "text"),
    # an effect its card has only through a continuous effect of its own
    _flag("granted_by_own_effect", EK.grantedByOwnContinuousEffect),
    Field("summoned_by", EK.activatedOnlyIfSummonedBy, "text"),
    # a count of cards its activation needs
    Field("needs_count", EK.activatedOnlyWhileCount, "text"),
    # a count of cards that lets its Trap Card be activated from the hand
    Field("from_hand_count", EK.activatedFromHandWhileCount, "text"),
    # the Life Points its activation needs
    Field("needs_life_points", EK.activatedOnlyWhileLifePoints, "text"),
    # a declared activation's condition the reader could not type
    _flag("condition_unread", EK.conditionNotRead),
    # readings made once by the reader (cardtext/stored.py)
    Field("cost_removes_counters", EK.costRemovesCounters, "text"),
    Field("removes_counters_first", EK.removesCountersFirst, "text"),
    Field("ritual_tribute_levels", EK.ritualTributeLevels, "integer", written="known"),
    _flag("ritual_tribute_from_graveyard", EK.ritualTributeFromGraveyard),
    _flag("ritual_tributes_exact", EK.ritualTributesExact),
    Field("ritual_whole_tribute", EK.ritualWholeTribute, "text"),
    Field("combined_atk_exactly", EK.combinedAtkExactly, "integer", written="known"),
    Field("loses_own_atk", EK.losesOwnAtk, "integer", written="known"),
    _flag("loses_own_def", EK.losesOwnDefToo),
    Field("zones_closed", EK.closesSpellTrapZones, "integer", written="known"),
    Field("earned_by_wins", EK.earnedByDestroyingByBattle, "integer", written="known"),
    Field("monster_zones_closed", EK.closesMonsterZones, "text"),
    # what its words refer back to (cardtext/activation_refs.py)
    _flag("refers_to_its_activation", EK.refersToItsActivation),
    _flag("left_behind", EK.leftBehindByItsActivation),
    _flag("says_this_turn", EK.saysThisTurn),
    _flag("deed_looks_back", EK.deedLooksBackThisTurn),      # cardtext/deed_needs.py
    _flag("for_the_battle_phase", EK.forTheBattlePhase),
    _flag("about_its_tributes", EK.actsOnItsTributes),
    _flag("paid_at_will_in_phase", EK.paidAtWillInPhase),     # cardtext/at_will.py
    Field("treated_as_names", EK.nameAlwaysTreatedAs, "texts", container=tuple),   # names_carried.py
    # its condition's words (cardtext/condition_words.py)
    _flag("condition_at_damage_calculation", EK.conditionAtDamageCalculation),
    _flag("condition_by_an_attacker", EK.conditionByAnAttackingMonster),
    _flag("targets_the_battled_monster", EK.targetsTheBattledMonster),
    _flag("condition_names_its_monster", EK.conditionNamesItsMonster),
    _flag("picks_the_attack_target", EK.picksTheAttackTarget),     # cardtext/chain.py
    Field("responses_barred", EK.barsResponses, "text"),     # cardtext/chain.py
    _flag("condition_once_per_turn_in_phase", EK.conditionOncePerTurnInPhase),
    _flag("condition_names_the_deck", EK.conditionNamesTheDeck),
    _flag("has_option_without_targets", EK.hasOptionWithoutTargets),     # sentence_parts.py
    _flag("switches_an_equip_card", EK.switchesAnEquipCard),     # sentence_parts.py
    Field("switches_equip_from", EK.switchesEquipFrom, "text"),   # sentence_parts.py
    Field("switches_equip_to", EK.switchesEquipTo, "text"),       # sentence_parts.py
    Field("names_on_field", EK.nameOnTheField, "texts", container=tuple),          # names_carried.py
    Field("names_in_graveyard", EK.nameInTheGraveyard, "texts", container=tuple),  # names_carried.py
    # cardtext/type_given.py
    Field("type_given", EK.givesMonsterType, "text"),
    Field("attribute_given", EK.givesAttribute, "text"),
    Field("given_where", EK.givesTypeWhere, "texts", container=tuple),
    # the battle window its condition names (cardtext/battle_windows.py)
    Field("battle_window", EK.activatedOnlyInBattleWindow, "text"),
    _concept("battle_window_turn", EK.battleWindowInTurnOf, EK.Players, "player"),
    Field("battler_whose", EK.battleWindowMonsterOf, "text"),
    Field("battler_role", EK.battleWindowMonsterRole, "text"),
    Field("battle_opponent_position", EK.battleWindowOpponentPosition, "text"),
    _flag("of_its_token", EK.effectOfItsToken),     # cardtext/token_effects.py
    # cardtext/held_states.py
    Field("needs_held", EK.activatedOnlyWhileHeld, "texts", container=tuple),
    Field("also_attributes", EK.attributeAlsoTreatedAs, "texts", container=tuple),
    # "Twice per turn": the activations its turn limit allows (cardtext/effect.py)
    Field("uses_per_turn", EK.activationsPerTurn, "integer", written="known"),
    # what the card's rulings say of its targeting, and where (sources/ruling_targets.py)
    Field("ruled_targeting", EK.ruledTargeting, "text"),
    Field("ruled_targeting_source", EK.ruledTargetingSource, "text"),
)
# the kind of card an effect's activation needs on the field, a card filter node
EFFECT_KINDS = (("needs_kind", EK.activatedOnlyWhileKind, "needs-kind"),
                ("needs_count_kind", EK.activatedOnlyWhileCountKind, "needs-count-kind"),
                ("from_hand_kind", EK.activatedFromHandWhileKind, "from-hand-kind"),
                ("battler_kind", EK.battleWindowMonsterKind, "battler-kind"))

PATTERN_FIELDS = (
    Field("types", EK.eventType, "concepts", EK.EventTypes, "event type"),
    Field("self_card", EK.eventSubjectIsSelf, "boolean", written="always", default=False),
    Field("card", EK.eventCard, "text"),
    _concept("player", EK.eventPlayer, EK.Players, "player"),
    _concept("from_zone", EK.fromZone, EK.Zones, "zone"),
    _concept("to_zone", EK.toZone, EK.Zones, "zone"),
    _concept("cause", EK.eventCause, EK.Causes, "cause"),
    _flag("activation_targets", EK.activationTargets),
    _flag("cards_or_monster_effects", EK.cardsOrMonsterEffects),
    _flag("actor_self", EK.actorIsSelf),
    Field("attack_role", EK.attackRole, "text"),
    Field("phases", EK.eventPhase, "texts", container=tuple),
    _flag("end_of_damage_step", EK.atEndOfDamageStep),
    Field("would_do", EK.wouldDo, "concepts", EK.Actions, "action", container=tuple),
    Field("self_face_up", EK.selfFaceUp, "boolean", written="known"),
    _flag("self_equipped", EK.selfEquipped),
    Field("equipped_role", EK.equippedMonsterRole, "text"),
    _flag("target_self", EK.eventTargetIsSelf),
    Field("summon_methods", EK.summonMethod, "concepts", EK.EventTypes, "event type", container=tuple),
    _concept("cause_player", EK.causedByPlayer, EK.Players, "player"),
    # conditions on a chain that resolved, on what set off an activation, on an attack
    Field("chain_links_min", EK.chainLinksAtLeast, "integer", written="known"),
    _flag("chain_names_unique", EK.chainNamesUnique),
    Field("set_off_by", EK.setOffBy, "concepts", EK.EventTypes, "event type", container=tuple),
    _flag("direct_attack", EK.directAttack),
    Field("attack_number", EK.attackNumber, "integer", written="known"),
    Field("compares", EK.statComparison, "text"),
    _flag("face_up_at_attack", EK.faceUpAtAttackDeclaration),
    _flag("exactly_one", EK.exactlyOneAtOnce),
    _flag("self_controlled", EK.selfControlled),
    _flag("within_turn", EK.earlierThisTurn),
    _flag("about_to", EK.aboutToHappen),
    Field("amount_min", EK.amountAtLeast, "integer", written="known"),
    Field("at_once_min", EK.cardsAtOnceAtLeast, "integer", written="known"),
    _flag("after_damage_calculation", EK.afterDamageCalculation),
    _flag("worded_if_after_damage_calculation", EK.wordedIfAfterDamageCalculation),
    _flag("battled_face_down", EK.battledFaceDown),
    Field("self_face_up_at_damage_step", EK.selfFaceUpAtDamageStepStart, "boolean", written="known"),
    # what an answered activation must be sure to do (the would-do family)
    _concept("would_whose", EK.wouldAffectWhose, EK.Players, "player"),
    Field("would_count_min", EK.wouldAffectAtLeast, "integer", written="known"),
    Field("would_count_max", EK.wouldAffectAtMost, "integer", written="known"),
    _flag("would_certain", EK.wouldBeSettled),
    _flag("would_only", EK.wouldDoOnlyThat),
    # where an answered activation's target must be (activation conditions read from the state)
    _concept("target_zone", EK.targetInZone, EK.Zones, "zone"),
    # how many monsters a Summon Tributed
    Field("tributes", EK.tributeCount, "integer", written="known"),
    _flag("player_by_zone", EK.playerOwnsTheZone),
    # the battle position of the event's card just before it
    Field("position", EK.eventCardPosition, "text"),
    # every Tribute of the Summon must be of its tributed kind ("by Tributing only WIND monsters")
    _flag("tributes_all_of_kind", EK.tributesAllOfKind),
    # set off by the attack declaration, activated before damage calculation
    _flag("before_damage_calculation", EK.beforeDamageCalculation),
    # "another ... monster" is not this card; the Summoned monster's name is needed
    _flag("another_card", EK.eventCardIsAnother),
    _flag("summoned_name_needed", EK.summonedMonsterNameNeeded),
    # the named card counts while face-down ("(even if it is face-down ...)")
    _flag("named_even_face_down", EK.eventCardEvenFaceDown),
    # what the condition excludes, and "by its own effect"
    _concept("excluded_cause", EK.eventCauseExcluded, EK.Causes, "cause"),
    _flag("excluded_if_attacked_face_down", EK.exclusionOnlyIfAttackedFaceDown),
    Field("own_effect", EK.byItsOwnEffect, "boolean", written="known"),
    _flag("kind_in_the_battle", EK.eventKindInTheBattle),
    Field("excluded_by_name", EK.eventNotByCardNamed, "text"),
    # "destroyed by a battle in which you took damage"
    _flag("battle_damage_taken", EK.battleDamageTakenInThatBattle),
    # the phase (and whose turn) the event must happen in (rule cond-event-in-its-named-phase)
    Field("during_phases", EK.eventDuringPhase, "texts", container=tuple),
    _concept("during_turn", EK.eventDuringTurnOf, EK.Players, "player"),
)
# an event pattern's earlier event ("after this card was destroyed"): a pattern node of its own
EARLIER_LINK, EARLIER_SUFFIX = EK.earlierEvent, "earlier"
# the event of this turn a declared activation needs, a pattern node of its own
THIS_TURN_LINK, THIS_TURN_SUFFIX = EK.activatedOnlyIfThisTurn, "this-turn"
# a bulleted option's own condition (a pattern node of its own) and its cost clauses
OPTION_CONDITION_LINK, OPTION_CONDITION_SUFFIX = EK.optionCondition, "option-condition"
OPTION_COST_LINK, OPTION_COST_SUFFIX = EK.optionCostClause, "option-cost"
# the kinds of card an event pattern names, each a card filter node: attribute, link, node suffix
PATTERN_KINDS = (("kind", EK.eventCardKind, "kind"), ("activation_kind", EK.activationKind, "activation-kind"),
                 ("battled_kind", EK.battledCardKind, "battled-kind"), ("target_kind", EK.targetCardKind, "target-kind"),
                 ("actor_kind", EK.actorCardKind, "actor-kind"), ("would_kind", EK.wouldAffectKind, "would-kind"),
                 # the kinds a Summon's Tributes and the card that Summoned must be
                 ("tributed_kind", EK.tributedCardKind, "tributed-kind"),
                 ("summoner_kind", EK.summonedByCardKind, "summoned-by-kind"),
                 # the kind of card whose effect did any other event ("sent to the Graveyard by the effect of a "X" card")
                 ("caused_by_kind", EK.causedByCardKind, "caused-by-kind"),
                 # the kind of monster Summoned with the event's card as material
                 ("material_for_kind", EK.materialForCardKind, "material-for-kind"))

CLAUSE_FIELDS = (
    Field("index", EK.clauseIndex, "integer", written="always"),
    _concept("action", EK.action, EK.Actions, "action", written="always"),
    _concept("conjunction", EK.joinedBy, EK.Conjunctions, "conjunction"),
    _flag("up_to", EK.isUpTo),
    _flag("alternative", EK.isAlternative),
    Field("text", EK.clauseText, "text", written="always", default=""),
    _concept("event", EK.causesEvent, EK.EventTypes, "event type"),
    Field("subject", EK.actsOn, "text"),
    Field("every", EK.actsOnAll, "text"),
    _concept("whose", EK.actsOnWhose, EK.Players, "player"),
    Field("position", EK.actsOnPosition, "text"),
    Field("player", EK.actingPlayer, "text"),
    _concept("to_zone", EK.sendsTo, EK.Zones, "zone"),
    _concept("from_zone", EK.takesFrom, EK.Zones, "zone"),
    # what it acts on and when (the restrictions family)
    _flag("stats_given", EK.statsGiven),
    Field("count", EK.cardCount, "integer", written="known"),
    _flag("later", EK.appliedLater),
    _flag("branch", EK.otherBranch),
    _flag("face_down", EK.summonsFaceDown),
    _flag("until_end_phase", EK.lastsUntilEndPhase),
    # whether it is sure to be done, and damage it only moves (the would-do family)
    _flag("chance", EK.decidedByChance),
    _flag("only_if", EK.doneOnlyIf),
    _flag("moves_damage", EK.movesDamage),
    _flag("acts_on_cards_drawn", EK.actsOnCardsDrawn),
    # the cards it acts on leave out its own card
    _flag("other_cards", EK.actsOnOtherCards),
    # the Chain Links its card's activation must be for it to be done
    Field("chain_link_from", EK.doneAtChainLinkFrom, "integer", written="known"),
    Field("chain_link_to", EK.doneAtChainLinkTo, "integer", written="known"),
    _flag("done_if_none_found", EK.doneIfNoneFound),   # "X, or, if you have none, Y"
    # what a target must be beyond its kind
    Field("summoned_as", EK.targetSummonedBy, "text"),
    Field("compared_to_cost", EK.targetComparedToCost, "text"),
    Field("compared_to_card", EK.pickComparedToCard, "text"),
    _flag("set_of_any_kind", EK.targetsSetCardOfAnyKind),
    Field("holds_counters", EK.targetHoldsCounters, "text"),
    # readings made once by the reader (cardtext/stored.py)
    Field("places_counters", EK.placesCounters, "text"),
    Field("places_on_target", EK.placesCountersOnTarget, "text"),
    Field("removes_counters", EK.removesCountersAsItResolves, "text"),
    Field("counts_counters", EK.doneForEachCounter, "text"),
    Field("summons_at_once", EK.summonsAtOnce, "integer", written="known"),
    Field("summons_per_damage", EK.summonsPerDamage, "integer", written="known"),
    Field("draws_per_counters", EK.drawsPerCounters, "text"),
    _flag("summons_to_opponent", EK.summonsToOpponentSide),
    _flag("counters_on_opponents", EK.placesCountersOnOpponentMonsters),
    Field("zones_filled", EK.fillsSpellTrapZones, "integer", written="known"),
    _flag("equips_itself", EK.equipsItself),
    _flag("needs_all_materials_in_gy", EK.needsAllMaterialsInGraveyard),
    _flag("destroys_to_do", EK.destroysToDoNextPart),
    Field("lp_amount", EK.lifePointsAmount, "integer", written="known"),
    Field("lp_amount_of", EK.lifePointsAmountOf, "text"),
    Field("lp_per_card", EK.lifePointsPerCardCounted, "integer", written="known"),
    _flag("lp_chosen", EK.paysLifePointsOfChoice),
    _flag("count_of_choice", EK.countOfChoice),
    # its words about the piles it takes cards from (cardtext/pile_readings.py)
    _flag("from_several_places", EK.takesFromSeveralPlaces),
    _flag("from_opponents_pile", EK.takesFromOpponentsPile),
    _flag("their_option", EK.leavesAChoice),
    _flag("done_if_cards_in_hand", EK.doneIfCardsInHand),
    _flag("all_named_by_its_condition", EK.actsOnAllItsConditionNames),
    _flag("acts_on_the_targets", EK.actsOnTheTargets),
    _flag("needs_every_target", EK.needsEveryTarget),
    _flag("disappears_without_every_target", EK.disappearsWithoutEveryTarget),
    _flag("selects_a_number", EK.selectsANumber),
    _flag("takes_from_own_hand", EK.takesFromOwnHand),
    _flag("activates_the_turn_it_is_set", EK.activatesTheTurnItIsSet),
    _flag("may_skip", EK.playerMaySkip),     # cardtext/at_will.py
    # parts of its sentence (cardtext/sentence_parts.py)
    _flag("names_face_up_you_control", EK.namesFaceUpCardsYouControl),
    _flag("counts_cards_destroyed_before", EK.countsCardsDestroyedBefore),
    _flag("does_more_after_a_comma", EK.doesMoreAfterAComma),
    _flag("runs_into_another_sentence", EK.runsIntoAnotherSentence),
    # the count its whole deed scales with (cardtext/scaled.py)
    Field("scales_with", EK.scalesWithCount, "text"),
    # the number it sets its chosen monster's ATK/DEF to (cardtext/value_set.py)
    Field("sets_target_stat", EK.setsTargetStatTo, "text"),
    Field("changes_target_stat", EK.changesTargetStatBy, "text"),
    # the Levels it takes from its chosen monster (cardtext/value_set.py)
    Field("lowers_target_level", EK.lowersTargetLevelBy, "integer"),
    _flag("ignores_summoning_conditions", EK.ignoresSummoningConditions),
    # the cards a non-targeting clause picks on the field (cardtext/field_picks.py)
    Field("picks_on_field", EK.picksOnField, "integer", written="known"),
    _concept("picks_whose", EK.picksOnSideOf, EK.Players, "player"),
    Field("picks_face", EK.picksOnFieldFace, "text"),
    _flag("spares_own_card", EK.sparesItsOwnCard),
    Field("picks_by_stat", EK.picksByStat, "text"),
    # the two piles a clause takes its cards from (cardtext/two_places.py)
    Field("from_two_places", EK.takesFromTwoPlaces, "text"),
    # the battle position a Summoned monster arrives in
    Field("summons_in_position", EK.summonsInPosition, "text"),
    _flag("takes_cards_you_control", EK.takesCardsYouControl),     # cardtext/sentence_parts.py
    _flag("destroyed_by_battle", EK.takesCardsDestroyedByBattle),     # cardtext/targets.py
    _flag("matches_the_card_before", EK.matchesTheCardBefore),     # cardtext/pile_readings.py
    Field("picks_by_the_card_before", EK.picksByTheCardBefore, "text"),     # round 78: cardtext/pile_readings.py
    Field("all_of_the_name_in", EK.allOfTheNameIn, "text"),     # round 135: cardtext/pile_readings.py
    Field("done_later_when", EK.doneLaterWhen, "text"),     # round 145: cardtext/later_this_turn.py
    Field("also_acts_on", EK.alsoActsOn, "text"),     # round 149: cardtext/named_and_all.py
    Field("counts_done_before", EK.countsDoneBefore, "text"),     # round 78: cardtext/sentence_parts.py
    Field("own_stat_per_card", EK.changesOwnStatPerCard, "text"),     # round 113: cardtext/cost_counted.py
    _flag("same_type_as_the_event_card", EK.sameTypeAsTheEventCard),     # cardtext/pile_readings.py
    _flag("one_of_each_name", EK.takesOneOfEachName),     # cardtext/targets.py
    _flag("also_in_graveyard", EK.alsoInTheGraveyard),     # cardtext/field_and_graveyard.py
    _flag("face_down_or_kind", EK.faceDownOrOfItsKind),     # round 84: cardtext/face_down_or_kind.py
    _flag("with_whole_hand", EK.withTheWholeHand),     # round 84: cardtext/whole_hand_too.py
    Field("picks_on_each_side", EK.picksOnEachSide, "text"),     # round 84: cardtext/each_side_picks.py
    Field("direct_attacks", EK.directAttacks, "text"),     # round 183: cardtext/direct_attacks.py
    Field("done_if_life_points_were", EK.doneIfLifePointsWere, "text"),     # round 86: cardtext/lp_branches.py
    Field("negates_if_not_a_summon", EK.negatesIfNotASummon, "text"),     # round 67: cardtext/consequences.py
    Field("summoned_this_turn", EK.summonedThisTurn, "text"),     # round 89: cardtext/this_turns_cards.py
)
# the kind of cards a clause acts on, a card filter node: attribute, link, node suffix
CLAUSE_KINDS = (("cards", EK.actsOnCards, "cards"),
                ("only_if_kind", EK.doneOnlyIfTargetIs, "only-if-kind"),
                ("scales_kind", EK.scalesWithKind, "scales-kind"),
                ("picks_kind", EK.picksOnFieldKind, "picks-kind"))

RESTRICTION_FIELDS = (
    Field("kind", EK.restrictionKind, "text", written="always"),
    _concept("zone", EK.restrictionZone, EK.Zones, "zone"),
    _flag("other_than_self", EK.otherThanSelf),
    Field("text", EK.restrictionText, "text", written="always", default=""),
    # what it forbids, when, and while what holds
    _concept("action", EK.forbiddenAction, EK.Actions, "action"),
    Field("window", EK.restrictionWindow, "text"),
    Field("holds_while", EK.restrictionHoldsWhile, "text"),
    Field("limit", EK.cardLimit, "integer", written="known"),
    Field("granted_to", EK.grantedTo, "text"),
    _flag("effects_too", EK.reachesEffects),
    _flag("by_cost", EK.forbidsByCost),
    # how long a restriction left by an activated effect lasts; the Summon that gives the effect
    Field("lasts", EK.restrictionLasts, "text"),
    _concept("gained_by", EK.gainedBySummon, EK.EventTypes, "event type"),
    _flag("effects_anywhere", EK.reachesEffectsAnywhere),
    # fixed ATK/DEF changes of a continuous effect
    Field("amount", EK.statAmount, "integer", written="known"),
    Field("stat_of", EK.statOf, "text"),
    # a stat change that counts cards
    Field("per_count", EK.statPerCount, "text"),
    # the Summon that put the cards it applies to on the field
    _concept("cards_summoned_by", EK.appliesToSummonedBy, EK.EventTypes, "event type"),
    # pays-counter-costs, the kind of counter paid instead (cardtext/stored.py)
    Field("counters_paid_instead", EK.paysWithCountersOf, "text"),
    # the count a restriction holds while
    Field("while_count", EK.whileCount, "text"),
    # whose cards it reaches ("any face-up monster you control")
    Field("cards_of", EK.restrictsCardsOf, "text"),
)
# the kinds of card a restriction names, each a card filter node: attribute, link, node suffix
RESTRICTION_KINDS = (("cards", EK.restrictsCards, "cards"), ("except_kind", EK.sparesCards, "spares"),
                     ("while_kind", EK.whileCardKind, "while-kind"),
                     ("per_kind", EK.statPerKind, "per-kind"),
                     ("destroyed_kind", EK.negatesDestroyedKind, "destroyed-kind"),
                     ("by_kind", EK.keepsOutEffectsOf, "by-kind"))
# "both players" is the Players concept "either"
RESTRICTION_PLAYERS = Field("players", EK.restrictionPlayers, "concept", EK.Players, "player", written="always",
                            default="either")
PLAYERS_NOTATION = {"both": "either"}

KIND_FIELDS = (
    Field("classes", EK.cardClass, "texts", container=frozenset),
    Field("subtypes", EK.filterSubtype, "texts", container=frozenset),
    Field("monster_types", EK.filterMonsterType, "texts", container=frozenset),
    Field("attributes", EK.filterAttribute, "texts", container=frozenset),
    Field("names", EK.filterName, "texts", container=frozenset),
    Field("atk_max", EK.atkAtMost, "integer", written="known"),
    Field("atk_min", EK.atkAtLeast, "integer", written="known"),
    # the Levels a card filter allows (thresholds read from the state)
    Field("level_max", EK.levelAtMost, "integer", written="known"),
    Field("level_min", EK.levelAtLeast, "integer", written="known"),
    # names that name one card exactly (cardtext/cardkind.py)
    Field("card_names", EK.filterCardName, "texts", container=frozenset),
    # the battle position (and face) it must be in
    Field("position", EK.filterPosition, "text"),
    # "a non-Tuner monster": subtypes it must not have
    Field("excluded_subtypes", EK.filterExcludedSubtype, "texts", container=frozenset),
    # 'except "Bee List Soldier"': card names it must not have
    Field("excluded_names", EK.filterExcludedName, "texts", container=frozenset),
    # "that has an effect that negates Trap Cards' effects": the class of cards whose effects it negates
    Field("negates_effects_of", EK.filterNegatesEffectsOf, "text"),
    # "with more than 1000 original ATK": the ATK bounds read the original ATK
    Field("atk_original", EK.atkIsOriginal, "boolean", written="true", default=False),
    # "DARK monsters with 0 DEF", "with 1500 or less DEF": the DEF bounds
    Field("def_max", EK.defAtMost, "integer", written="known"),
    Field("def_min", EK.defAtLeast, "integer", written="known"),
    # "1 monster with ? ATK": its printed ATK (DEF) is "?"
    Field("atk_question", EK.atkIsQuestionMark, "boolean", written="true", default=False),
    Field("def_question", EK.defIsQuestionMark, "boolean", written="true", default=False),
)

# a card as the graph gives it back (edison_kg.rdf.read.GraphCard), each field with the key of
# the record it is written from (a line of edison_cards.jsonl, or a JSON card entry)
CARD_FIELDS = (
    Field("name", EK.name, "text", written="always", default="", key="name"),
    Field("passcode", EK.passcode, "text", key="passcode"),
    Field("subtypes", EK.subtype, "concepts", EK.CardSubtypes, "subtype", container=tuple, key="subtypes"),
    _concept("attribute", EK.attribute, EK.Attributes, "attribute", key="attribute"),
    Field("monster_type", EK.monsterType, "text", key="race"),
    Field("level", EK.level, "integer", written="known", key="level"),
    Field("atk", EK.attackPoints, "integer", written="known", key="atk"),
    Field("defense", EK.defensePoints, "integer", written="known", key="def"),
    _flag("atk_unknown", EK.atkUnknown),       # a printed ATK of "?" (rdf/cards.py writes it)
    _flag("def_unknown", EK.defUnknown),       # a printed DEF of "?"
    Field("text_read", EK.textRead, "text"),
    Field("text_read_reason", EK.textReadReason, "text"),
    _flag("cannot_be_normal_summoned", EK.cannotBeNormalSummoned),     # cardtext/summon_condition.py
    # cardtext/summon_condition.py
    Field("special_summon_limits", EK.specialSummonLimit, "texts", container=tuple, default=()),
    Field("special_summon_needs_face_up", EK.specialSummonNeedsFaceUp, "texts", container=tuple, default=()),
    Field("special_summon_only_with", EK.specialSummonOnlyWith, "texts", container=tuple, default=()),
    # the kinds an Equip Card may be equipped to (cardtext/equip_kinds.py)
    Field("equip_only_to", EK.equipOnlyTo, "texts", container=tuple, default=()),
    # the Equip Cards it may be equipped with only 1 of (cardtext/equip_kinds.py)
    Field("equipped_with_only_one", EK.equippedWithOnlyOne, "texts", container=tuple, default=()),
    # the only cards whose effects may place it on the field (cardtext/summon_condition.py)
    Field("placed_only_by", EK.placedOnFieldOnlyBy, "texts", container=tuple, default=()),
    # the archetypes its text says it is always treated as a card of (cardtext/names_carried.py)
    Field("archetypes_treated_as", EK.alwaysTreatedAsArchetype, "texts", container=tuple, default=()),
    # the places its text says it is a Normal Monster in (cardtext/names_carried.py)
    Field("normal_monster_in", EK.normalMonsterWhileIn, "texts", container=tuple, default=()),
    # the names in quotes its text writes (cardtext/names_carried.py)
    Field("names_written", EK.namesWrittenInText, "texts", container=tuple, default=()),
    # a Fusion Monster's material kinds (cardtext/fusion_materials.py)
    Field("fusion_materials", EK.fusionMaterial, "texts", container=tuple, default=()),
    # a Spell/Trap Card that stays on the field after it resolves (cardtext/summon_condition.py)
    _flag("remains_on_field", EK.remainsOnFieldAfterResolving),
)
# record keys whose values the graph holds without a field of GraphCard
RECORD_ONLY = {"archetypes": EK.archetype, "edison_status": EK.listStatus, "tcg_release": EK.releaseDate,
               "in_edison_pool": EK.inEdisonPool, "provenance": EK.provenance}
# record key -> the card property its value becomes
RECORD_PREDICATES = {**{f.key: f.predicate for f in CARD_FIELDS if f.key}, **RECORD_ONLY}


def write(graph, node: str, item, fields, where: str | None, concept) -> None:
    """State ``item``'s fields about ``node`` in ``graph`` (a TripleSet); ``concept(scheme,
    notation, where, what)`` gives a concept's IRI."""
    for field in fields:
        value = getattr(item, field.attribute)
        if value in (None, "") and field.default is not None:
            value = field.default
        if field.written == "true":
            if not value:
                continue
            value = True
        elif field.written == "known" and value is None \
                or field.written == "set" and value in (None, "", (), [], frozenset()):
            continue
        kind = field.kind
        if kind == "text":
            graph.text(node, field.predicate, value)
        elif kind == "integer":
            graph.integer(node, field.predicate, value)
        elif kind == "boolean":
            graph.boolean(node, field.predicate, value)
        elif kind == "concept":
            graph.iri(node, field.predicate, concept(field.scheme, value, where, field.what))
        elif kind == "texts":
            for each in sorted(value):
                graph.text(node, field.predicate, each)
        else:
            for each in value:
                graph.iri(node, field.predicate, concept(field.scheme, each, where, field.what))


def read(nodes, node: str, fields, notation) -> dict:
    """``node``'s fields as the model's attributes, from ``nodes`` (the triples by subject and
    predicate: ``all(node, predicate)``, ``one(node, predicate)``); ``notation(iri)`` gives a
    concept's notation."""
    out = {}
    for field in fields:
        kind = field.kind
        if kind in ("texts", "concepts"):
            values = nodes.all(node, field.predicate)
            if kind == "concepts":
                values = filter(None, (notation(v) for v in values))
            out[field.attribute] = field.container(sorted(values)) if field.container is not frozenset \
                else frozenset(values)
            continue
        value = nodes.one(node, field.predicate)
        if kind == "concept":
            value = notation(value)
        if value is None:
            value = field.default
        elif kind == "boolean" and field.written != "known":
            value = bool(value)
        out[field.attribute] = value
    return out
