"""What the timing engine knows of a card: its type and its structured effects, as the graph
holds them (edison_kg.rdf.read), never its text.

Cards named in a scenario come from the graph (queries/internal/card-graph.rq); cards that
bring their own ``text`` are read by the card reader, exactly as the graph's cards were, and
checked against the shapes before use.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field, replace
from functools import lru_cache

from edison_kg.errors import BadScenario
from edison_kg.vocab.model import AnalyzedEffect, CardKind
from edison_kg.rdf.read import GraphCard, card_from_triples, plain_triples



@dataclass
class CardInfo(GraphCard):
    """A card of a scenario: the graph's card, or one read from its own text."""

    # the other text versions, read once per card (effect_text matching)
    _versions: dict = field(default_factory=dict, repr=False, compare=False)
    _names: tuple | None = field(default=None, repr=False, compare=False)
    # the Field Spell Cards the field is treated as by its effects ("the field is treated as
    # "Necrovalley""), by name, read from the graph with it: their continuous effects apply on its behalf
    treated_field: dict = field(default_factory=dict, repr=False, compare=False)
    # the graph's cards its effects Special Summon by name ('Special Summon 1 "Red-Eyes B. Dragon"'), by the name
    # written: what a lock on an Attribute or an ATK does to such an effect is read on them (rule ce-named-summon-reached)
    named_summons: dict = field(default_factory=dict, repr=False, compare=False)
    # what depends on its effects alone, worked out once per card rather than at every point of every duel
    _restricts: bool | None = field(default=None, repr=False, compare=False)
    _watching: tuple | None = field(default=None, repr=False, compare=False)

    @property
    def restricts(self) -> bool:
        """Does one of its effects hold a restriction (most cards' hold none)?"""
        if self._restricts is None:
            self._restricts = any(effect.restrictions for effect in self.effects)
        return self._restricts

    def watching(self, kinds) -> tuple:
        """The restrictions of its continuous effects of ``kinds`` (one caller, one set of kinds: kept)."""
        if self._watching is None or self._watching[0] is not kinds:
            self._watching = (kinds, tuple(r for e in self.effects if e.kind == "continuous"
                                           for r in e.restrictions if r.kind in kinds))
        return self._watching[1]

    def effect(self, number: int) -> AnalyzedEffect | None:
        for effect in self.effects:
            if effect.number == number:
                return effect
        return None

    @property
    def is_counter_trap(self) -> bool:
        return self.card_type == "trap" and ("Counter" in self.subtypes or "Counter Trap" in self.subtypes)

    @property
    def is_continuous_trap(self) -> bool:
        return self.card_type == "trap" and any("Continuous" in s for s in self.subtypes)

    # "(This card's name is always treated as "Umi".)": the names it carries
    @property
    def names(self) -> tuple[str, ...]:
        if self._names is None:
            self._names = (self.name,) + tuple(name for e in self.effects for name in e.treated_as_names) \
                + self.archetypes_treated_as
        return self._names

    # "This card's name becomes "Umi" while on the field": the names it carries in a place
    def names_where(self, on_field: bool, in_graveyard: bool) -> tuple[str, ...]:
        extra = tuple(name for e in self.effects
                      for name in (e.names_on_field if on_field else ()) + (e.names_in_graveyard if in_graveyard else ()))
        return self.names + extra if extra else self.names


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """Fold case, quotes, dashes and white space (the contract's effect_text matching)."""
    text = unicodedata.normalize("NFKC", text).lower()
    return " ".join(text.translate(_FOLDED).split())


# quotes dropped, dashes made one (a table, not a pattern: timing/ reads no card text with patterns)
_FOLDED = str.maketrans({**dict.fromkeys("\u2018\u2019\u201c\u201d\"'`"),
                         **dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212-", "-")})


@lru_cache(maxsize=None)
def query_text(name: str) -> str:
    """The text of an internal query (queries/internal/NAME.rq), read once."""
    from edison_kg.sparql.named import load_internal

    return load_internal(name).text


def select(backend, name: str, **bindings) -> list[dict]:
    """Rows of an internal query as plain Python values (unbound columns are None)."""
    from edison_kg.sparql import Term

    terms = {key: Term.iri(value) for key, value in bindings.items()}
    return backend.select(query_text(name), terms).to_python()


def load_card(backend, iri: str, with_named: bool = True) -> CardInfo:
    """Read one card and its effects from the graph (``with_named``: and the cards it Special Summons by name)."""
    from edison_kg.sparql import Term

    triples = plain_triples(backend.construct(query_text("card-graph"), {"card": Term.iri(iri)}))
    try:
        card = card_from_triples(triples, iri)
    except LookupError:
        raise BadScenario(f"no card with IRI {iri} in the graph") from None
    info = CardInfo(**vars(card))
    for name in {n for e in info.effects for r in e.restrictions if r.kind == "field-treated-as" for n in r.cards.names}:
        info.treated_field[name] = _field_spell(backend, name)
    if with_named:
        for name in {n for e in info.effects for c in e.clauses if c.action == "special_summon" for n in c.cards.names}:
            info.named_summons[name] = _named_card(backend, name)
    return info


def _named_card(backend, name: str) -> CardInfo | None:
    """The graph's card an effect Summons by name, read without the cards it names in turn; an old text's plural
    ('any number of "Hyenas"') names the card of the singular name. None when the graph has no such card."""
    return _card_by_name(backend, (name, name[:-1]) if name.endswith("s") else (name,), with_named=False)


def _field_spell(backend, name: str) -> CardInfo | None:
    """The graph's card a "the field is treated as" effect names (None when the graph has none by that name)."""
    return _card_by_name(backend, (name,))


def _card_by_name(backend, written: tuple[str, ...], with_named: bool = True) -> CardInfo | None:
    """The graph's card of the first of these names it knows (None when it knows none)."""
    from edison_kg.errors import UnknownCard
    from edison_kg.lookup.cards import find_card

    for name in written:
        try:
            return load_card(backend, find_card(name, backend), with_named=with_named)
        except (UnknownCard, BadScenario):
            continue
    return None


def card_from_text(ref: str, text: str, card_type: str | None, subtypes: tuple[str, ...], name: str | None,
                   psct: bool = False) -> CardInfo:
    """A card that brings its own text, read by the card reader as the graph's cards were
    (``psct``: the text is an Edison-accurate PSCT, read with its grammar)."""
    card_type = card_type or _guess_card_type(subtypes)
    texts = {"psct" if psct else "custom": text}
    from edison_kg import cardtext  # the card reader: only for a card that brings its own text

    reading = cardtext.read_card({"name": name or ref, "card_type": card_type, "subtypes": list(subtypes),
                                  "texts": texts})
    return CardInfo(iri=None, name=name or ref, card_type=card_type, subtypes=tuple(subtypes), effects=reading.effects,
                    texts=texts, in_pool=False, text_read=reading.version, text_read_reason=reading.why,
                    cannot_be_normal_summoned=reading.cannot_be_normal_summoned,
                    special_summon_limits=tuple(reading.special_summon_limits),
                    special_summon_needs_face_up=tuple(reading.special_summon_needs_face_up),
                    special_summon_only_with=tuple(reading.special_summon_only_with),
                    equip_only_to=tuple(reading.equip_only_to),
                    equipped_with_only_one=tuple(reading.equipped_with_only_one),
                    placed_only_by=tuple(reading.placed_only_by),
                    archetypes_treated_as=tuple(reading.archetypes_treated_as),
                    normal_monster_in=tuple(reading.normal_monster_in), names_written=tuple(reading.names_written),
                    fusion_materials=tuple(reading.fusion_materials),
                    remains_on_field=reading.remains_on_field)


def _guess_card_type(subtypes: tuple[str, ...]) -> str:
    lowered = " ".join(subtypes).lower()
    if "trap" in lowered or "counter" in lowered:
        return "trap"
    if "spell" in lowered or "quick-play" in lowered or "equip" in lowered or "field" in lowered:
        return "spell"
    return "monster"


def effects_of_version(info: CardInfo, version: str) -> list[AnalyzedEffect]:
    """The card's effects as the card reader reads one of its other text versions (for
    effect_text matching)."""
    if version == "custom" or all(e.text_version == version for e in info.effects):
        return info.effects
    effects = info._versions.get(version)
    if effects is None:  # read once per card and version, not once per question
        from edison_kg import cardtext  # the card reader: only for another text version

        effects = info._versions[version] = cardtext.analyze(info.texts[version], card_type=info.card_type,
                                                             subtypes=info.subtypes, name=info.name,
                                                             psct=version == "psct", texts=list(info.texts.values()))
    return effects


def stored_effect_number(info: CardInfo, other: AnalyzedEffect) -> int | None:
    """The number of the stored effect that an effect of another text version is: the one in the same place,
    unless that one is of another kind and the card has exactly one stored effect of this kind. The versions may
    order a card's effects differently (the Edison-accurate PSCT puts a trigger before a maintenance cost the
    printed text gives first); an old wording read as another kind keeps its place."""
    same_place = info.effect(other.number)
    if same_place is not None and same_place.kind == other.kind:
        return other.number
    same_kind = [e.number for e in info.effects if e.kind == other.kind]
    return same_kind[0] if len(same_kind) == 1 else other.number


def select_effect(info: CardInfo, number: int | None, effect_text: str | None, where: str,
                  set_or_in_hand: bool = False, face_up: bool = False) -> AnalyzedEffect | None:
    """Pick the effect a step or question means; None means the Spell/Trap card's activation.
    ``set_or_in_hand``: the card is not face-up on the field, so with no effect named a
    Spell/Trap Card is activated as a card (its continuous effects have no activation of their own)."""
    if number is not None:
        effect = info.effect(number)
        if effect is None and len(info.effects) == 1 and number <= sum(
                c.alternative and not c.branch and not c.chance for c in info.effects[0].clauses):
            effect = info.effects[0]     # (109) its Nth option, numbered as its rulings do (rules/option_named.py)
        if effect is None:
            raise BadScenario(f"{info.name} has {len(info.effects)} effect(s); there is no effect {number}. "
                              + _list_effects(info), where=f"{where}.effect")
        return effect
    if effect_text is not None:
        wanted = fold(effect_text)
        # the effects as stored first; the other text versions are read only when that is not enough
        found = {e.number for e in info.effects if wanted in fold(e.text)}
        if len(found) != 1:
            for version in info.texts:
                found.update(stored_effect_number(info, e) for e in effects_of_version(info, version)
                             if wanted in fold(e.text))
            found = {n for n in found if n is not None and info.effect(n) is not None}
        if len(found) != 1:
            problem = "matches no effect" if not found else f"matches effects {sorted(found)}"
            raise BadScenario(f"effect_text {effect_text!r} {problem} of {info.name}. " + _list_effects(info),
                              where=f"{where}.effect_text")
        return info.effect(found.pop())
    activations = [e for e in info.effects if e.kind == "card-activation"]
    if info.card_type in ("spell", "trap") and activations and not (face_up and _after_activation(info)):
        return activations[0]
    if info.card_type in ("spell", "trap") and set_or_in_hand:
        return None
    activatable = _after_activation(info) if activations else _activatable(info)
    if len(activatable) == 1:
        return activatable[0]
    if info.card_type in ("spell", "trap") and not activatable:
        return None          # every effect is continuous: the card's own activation, left implicit
    raise several_effects(info, activatable, where)


def option_chosen(effect: AnalyzedEffect | None, effect_text: str | None) -> AnalyzedEffect | None:
    """An effect of bulleted options activated with the words of one of them: the restrictions it
    leaves are those of that option alone (rule ce-lingering-option-chosen); a restriction stated
    outside the bullets stays."""
    if effect is None or effect_text is None or len(effect.restrictions) < 2:
        return effect
    wanted = fold(effect_text)
    chosen = [r for r in effect.restrictions if wanted in fold(r.text)]
    if not chosen or len(chosen) == len(effect.restrictions):
        return effect
    return replace(effect, restrictions=[r for r in effect.restrictions if r in chosen or "\u25cf" not in r.text])


def several_effects(info: CardInfo, activatable: list, where: str, why: str = "") -> BadScenario:
    """The refusal of a step or question that names no effect of a card with several."""
    return BadScenario(f"{info.name} has {len(activatable)} effects that can be activated; say which with "
                       f"`effect` or `effect_text`{why}. " + _list_effects(info), where=where)


def _activatable(info: CardInfo) -> list[AnalyzedEffect]:
    return [e for e in info.effects if e.kind not in ("continuous", "unanalyzed")]


def _after_activation(info: CardInfo) -> list[AnalyzedEffect]:
    """A Spell/Trap Card stated face-up on the field (``face_up``) is not activated again: "You can
    send this card to the GY; ..." is an effect of the card already activated (rule card-vs-effect-activation)."""
    return [e for e in _activatable(info) if e.kind != "card-activation"]


def effects_to_choose_from(info: CardInfo, number: int | None, effect_text: str | None,
                           set_or_in_hand: bool = False, face_up: bool = False) -> list[AnalyzedEffect]:
    """The effects a step or question that names none could mean, when ``select_effect`` cannot
    pick one alone (2+ activatable effects and no card activation); else an empty list."""
    activation = any(e.kind == "card-activation" for e in info.effects)
    if number is not None or effect_text is not None or (info.card_type in ("spell", "trap") and (
            set_or_in_hand or (activation and not (face_up and _after_activation(info))))):
        return []
    activatable = _after_activation(info) if info.card_type in ("spell", "trap") and activation else _activatable(info)
    return activatable if len(activatable) > 1 else []


def _list_effects(info: CardInfo) -> str:
    parts = [f"{e.number}: {e.kind}: {e.text[:70]}" for e in info.effects]
    return "Its effects: " + " | ".join(parts) if parts else "It has no structured effects."


def kind_matches(kind: CardKind, info: CardInfo, atk: int | None) -> bool:
    """Is the card ``info`` (with current ATK ``atk``) of the kind a condition names?"""
    if kind.classes and info.card_type not in kind.classes:
        return False
    if kind.subtypes and not any(s in info.subtypes or f"{s} Trap" in info.subtypes or f"{s} Spell" in info.subtypes
                                 for s in kind.subtypes):     # "Continuous Spell" in the graph is "Continuous"
        return False
    if kind.monster_types and info.monster_type is not None and info.monster_type not in kind.monster_types:
        return False
    if kind.excluded_subtypes and any(s in info.subtypes or f"{s} Trap" in info.subtypes or f"{s} Spell" in info.subtypes
                                      for s in kind.excluded_subtypes):
        return False                  # "a non-Tuner monster"; no "Continuous" Spell or Trap Card
    if info.name in kind.excluded_names:
        return False                  # 'except "Bee List Soldier"'
    if kind.negates_effects_of and not any(r.kind == "negate-effects" and kind.negates_effects_of in r.cards.classes
                                           for e in getattr(info, "effects", ()) for r in e.restrictions):
        return False                  # "that has an effect that negates Trap Cards' effects" (rule kind-negates-effects-of)
    if kind.attributes and info.attribute is not None and info.attribute not in kind.attributes:
        return False
    if atk is None and getattr(info, "atk_unknown", False) and (kind.atk_max is not None or kind.atk_min is not None):
        return False                  # a "?" ATK is no number (rule kind-question-mark-atk)
    if (kind.atk_question and not getattr(info, "atk_unknown", False)) or (
            kind.def_question and not getattr(info, "def_unknown", False)):
        return False                  # "with ? ATK": a printed number is no "?" (rule kind-printed-question-mark)
    if atk is not None and kind.atk_max is not None and atk > kind.atk_max:
        return False
    if atk is not None and kind.atk_min is not None and atk < kind.atk_min:
        return False
    if (kind.def_max is not None or kind.def_min is not None) and not _def_within(kind, info):
        return False                  # "with 0 DEF" (rule kind-def-bounds)
    if kind.names and not any(_carries(name, own, name in kind.card_names) for name in kind.names
                              for own in getattr(info, "names", (info.name,))):
        return False                  # '"Amazoness" monster': a card whose name carries it
    level = getattr(info, "level", None)
    if level is not None and kind.level_max is not None and level > kind.level_max:
        return False
    if level is not None and kind.level_min is not None and level < kind.level_min:
        return False
    return True


def _def_within(kind: CardKind, info) -> bool:
    """Is the card's printed DEF within the kind's DEF bounds? A "?" DEF is no number, not 0, so it is
    within none (rule kind-def-bounds: the rulings of Recurring Nightmare)."""
    defense = getattr(info, "defense", None)
    if defense is None:
        return not getattr(info, "def_unknown", False)
    return (kind.def_max is None or defense <= kind.def_max) and (kind.def_min is None or defense >= kind.def_min)


def _carries(name: str, own: str, one_card: bool) -> bool:
    """Does a card's name ``own`` answer a kind's ``name``: the same name for a name of one card
    ('1 "Cyber Dragon"' is no Proto-Cyber Dragon), containing it for an archetype ('"Amazoness" monster')
    (rule kind-named-card-or-archetype)."""
    if one_card:       # the plural of a name of one card ("2 "Cyber Dragons"", "Lamb Tokens") is that card
        return name.casefold() in (own.casefold(), own.casefold() + "s")
    return name.casefold() in own.casefold()
