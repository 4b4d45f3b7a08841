"""What kind of card an event, a restriction or a clause is about (``CardKind``), shared by the card
reader, the RDF layer and the timing engine; ``edison_kg.vocab.model`` offers it with the structured
effects it is a part of."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property


@dataclass(frozen=True)
class CardKind:
    """What kind of card an event or a restriction is about ("a Normal Monster", "a Spell
    Card", "a monster with 1000 or less ATK"). Each non-empty part must hold; inside a part any
    value will do. Nothing known means any card."""

    classes: frozenset = frozenset()          # monster | spell | trap
    subtypes: frozenset = frozenset()         # notations without the class ("Normal", "Counter")
    monster_types: frozenset = frozenset()    # "Dragon", ...
    attributes: frozenset = frozenset()       # "DARK", ...
    atk_max: int | None = None
    atk_min: int | None = None
    names: frozenset = frozenset()            # a name or archetype it must carry ("Amazoness")
    # "a Level 4 or lower monster", "Level 7 or higher", "Level 4": the Levels it may have
    level_max: int | None = None
    level_min: int | None = None
    # the names above that name one card ('1 "Cyber Dragon"'), compared whole; the others are archetypes its cards carry
    card_names: frozenset = frozenset()
    # "Attack Position monsters": the position (and face): attack | defense | face-up defense | face-down defense;
    # face-up: the face alone, in a field state an activation needs ("a face-up monster", rules/field_needs.py)
    # "Set Spell and Trap Cards": set (face-down on the field, in any zone)
    position: str | None = None
    # "a non-Tuner monster", "non-Effect Monsters": subtypes the card must not have
    excluded_subtypes: frozenset = frozenset()
    # "with more than 1000 original ATK": the ATK bounds are of its original ATK, not its current
    atk_original: bool = False
    def_max: int | None = None         # "DARK monsters with 0 DEF", "with 1500 or less DEF"
    def_min: int | None = None
    excluded_names: frozenset = frozenset()   # 'except "Bee List Soldier"': card names it must not have
    negates_effects_of: str | None = None   # "that has an effect that negates Trap Cards' effects": trap | spell | monster
    # "1 monster with ? ATK": its printed ATK (DEF) must be "?" (rule kind-printed-question-mark)
    atk_question: bool = False
    def_question: bool = False

    @cached_property   # read for every event matched against a condition: once per (frozen) kind
    def empty(self) -> bool:
        return not (self.classes or self.names_properties or self.position is not None)

    @cached_property
    def names_properties(self) -> bool:
        """Does it name what a face-down card does not show (name, Attribute, Type, ATK, ...)?"""
        return bool(self.subtypes or self.monster_types or self.attributes or self.names or self.excluded_subtypes
                    or self.excluded_names or self.negates_effects_of or self.atk_max is not None or self.atk_min is not None
                    or self.def_max is not None or self.def_min is not None or self.atk_question or self.def_question
                    or self.level_max is not None or self.level_min is not None)
