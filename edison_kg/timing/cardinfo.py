"""What the timing engine knows of a card: its type and its structured effects.

Cards named in a scenario come from the graph (queries/internal/timing-*.rq); cards that
bring their own ``text`` are read by the card-text analyzer, exactly as the graph's cards
were, and checked against the shapes before use.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from edison_kg.errors import BadScenario
from edison_kg.model import AnalyzedEffect, Clause, EventPattern

CARD_CLASSES = {"MonsterCard": "monster", "SpellCard": "spell", "TrapCard": "trap"}


@dataclass
class CardInfo:
    name: str
    card_type: str                     # monster | spell | trap
    subtypes: tuple[str, ...] = ()
    effects: list[AnalyzedEffect] = field(default_factory=list)
    texts: dict[str, str] = field(default_factory=dict)   # version -> text
    iri: str | None = None
    in_pool: bool = True
    atk: int | None = None             # printed stats (a scenario may give current ones)
    defense: int | None = None
    level: int | None = None
    attribute: str | None = None       # "DARK", ...
    monster_type: str | None = None    # "Beast", ...
    # derived once per card and reused by every question (see effect_facts)
    _facts: dict = field(default_factory=dict, repr=False, compare=False)
    _versions: dict = field(default_factory=dict, repr=False, compare=False)

    def effect(self, number: int) -> AnalyzedEffect | None:
        for effect in self.effects:
            if effect.number == number:
                return effect
        return None

    def facts(self, effect: AnalyzedEffect) -> "EffectFacts":
        """What the timing rules need to know of one of this card's effects, read once."""
        facts = self._facts.get(id(effect))
        if facts is None:
            facts = self._facts[id(effect)] = effect_facts(self, effect)
        return facts

    @property
    def is_counter_trap(self) -> bool:
        return self.card_type == "trap" and ("Counter" in self.subtypes or "Counter Trap" in self.subtypes)

    @property
    def is_continuous_trap(self) -> bool:
        return self.card_type == "trap" and "Continuous Trap" in self.subtypes or (
            self.card_type == "trap" and "Continuous" in self.subtypes)


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """Fold case, quotes, dashes and white space (the contract's effect_text matching)."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = re.sub(r"[\u2018\u2019\u201c\u201d\"'`]", "", text)
    text = re.sub(r"[\u2010-\u2015\u2212-]", "-", text)
    return re.sub(r"\s+", " ", text).strip()


@lru_cache(maxsize=None)
def query_text(name: str) -> str:
    """The text of an internal query (queries/internal/NAME.rq), read once."""
    from edison_kg.queries import load_internal

    return load_internal(name).text


def select(backend, name: str, **bindings) -> list[dict]:
    """Rows of an internal query as plain Python values (unbound columns are None)."""
    from edison_kg.backends import Term

    terms = {key: Term.iri(value) for key, value in bindings.items()}
    return backend.select(query_text(name), terms).to_python()


def load_card(backend, iri: str) -> CardInfo:
    """Read one card and its effects from the graph."""
    rows = select(backend, "timing-card", card=iri)
    if not rows:
        raise BadScenario(f"no card with IRI {iri} in the graph")
    first = rows[0]
    card_class = first["class"].rsplit("#", 1)[-1]
    subtypes = tuple(sorted({r["subtype"] for r in rows if r["subtype"] is not None}))
    texts = {version: first[version] for version in ("psct", "printed", "current", "historical")
             if first[version] is not None}
    info = CardInfo(name=first["name"], card_type=CARD_CLASSES[card_class], subtypes=subtypes,
                    texts=texts, iri=iri, in_pool=first["inPool"] is not False,
                    atk=_int_or_none(first.get("atk")), defense=_int_or_none(first.get("def")),
                    level=_int_or_none(first.get("level")), attribute=first.get("attribute"),
                    monster_type=first.get("monsterType"))
    info.effects = _effects(select(backend, "timing-effects", card=iri), select(backend, "timing-conditions", card=iri),
                            select(backend, "timing-clauses", card=iri))
    return info


def _int_or_none(value) -> int | None:
    try:
        return None if value is None else int(value)
    except (TypeError, ValueError):
        return None


def _effects(effect_rows: list[dict], condition_rows: list[dict], clause_rows: list[dict]) -> list[AnalyzedEffect]:
    effects: dict[int, AnalyzedEffect] = {}
    for row in effect_rows:
        effect = effects[int(row["number"])] = AnalyzedEffect(
            number=int(row["number"]), text=row["text"] or "", kind=row["kind"], optional=bool(row["optional"]),
            timing_word=row["word"] or "none", spell_speed=row["speed"], once_per_turn=bool(row["once"]),
            usage_limit=row["limit"], condition_text=row["conditionText"], cost_text=row["costText"],
            targets=bool(row["targets"]), damage_step=bool(row["damageStep"]),
            negates_summon=bool(row["negatesSummon"]), provenance=row["provenance"] or "text-analysis",
            note=row["note"], text_version=row["version"])
        if row["hasCost"] and not effect.cost_text:
            effect.cost_text = ""
    for row in condition_rows:
        effect = effects[int(row["number"])]
        if effect.condition is None:
            effect.condition = EventPattern(types=[], self_card=bool(row["self"]), card=row["eventCard"],
                                            player=row["player"], from_zone=row["from"], to_zone=row["to"],
                                            cause=row["cause"])
        effect.condition.types.append(row["eventType"])
    for row in clause_rows:
        effect = effects[int(row["number"])]
        clause = Clause(index=int(row["clauseIndex"]), action=row["action"], text=row["clauseText"] or "",
                        conjunction=row["conjunction"], up_to=bool(row["upTo"]),
                        alternative=bool(row["alternative"]))
        (effect.cost_clauses if row["part"] == "cost" else effect.clauses).append(clause)
    return [effects[n] for n in sorted(effects)]


def card_from_text(ref: str, text: str, card_type: str | None, subtypes: tuple[str, ...], name: str | None) -> CardInfo:
    """A card that brings its own text: analyze it as the graph's cards were analyzed."""
    from edison_kg import cardtext

    card_type = card_type or _guess_card_type(text, subtypes)
    effects = cardtext.analyze(text, card_type=card_type, subtypes=subtypes, name=name)
    for effect in effects:
        effect.text_version = "custom"
    return CardInfo(name=name or ref, card_type=card_type, subtypes=subtypes, effects=effects,
                    texts={"custom": text}, in_pool=False)


def _guess_card_type(text: str, subtypes: tuple[str, ...]) -> str:
    lowered = " ".join(subtypes).lower()
    if "trap" in lowered or "counter" in lowered:
        return "trap"
    if "spell" in lowered or "quick-play" in lowered or "equip" in lowered or "field" in lowered:
        return "spell"
    return "monster"


def effects_of_version(info: CardInfo, version: str) -> list[AnalyzedEffect]:
    """The card's effects as read from one of its text versions (for effect_text matching)."""
    from edison_kg import cardtext

    if version == "custom" or all(e.text_version == version for e in info.effects):
        return info.effects
    effects = info._versions.get(version)
    if effects is None:  # analyzed once per card and version, not once per question
        effects = info._versions[version] = cardtext.analyze(info.texts[version], card_type=info.card_type,
                                                             subtypes=info.subtypes, name=info.name)
    return effects


def select_effect(info: CardInfo, number: int | None, effect_text: str | None, where: str) -> AnalyzedEffect | None:
    """Pick the effect a step or question means; None means the Spell/Trap card's activation."""
    if number is not None:
        effect = info.effect(number)
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
                found.update(e.number for e in effects_of_version(info, version) if wanted in fold(e.text))
            found = {n for n in found if info.effect(n) is not None}
        if len(found) != 1:
            problem = "matches no effect" if not found else f"matches effects {sorted(found)}"
            raise BadScenario(f"effect_text {effect_text!r} {problem} of {info.name}. " + _list_effects(info),
                              where=f"{where}.effect_text")
        return info.effect(found.pop())
    activations = [e for e in info.effects if e.kind == "card-activation"]
    if info.card_type in ("spell", "trap") and activations:
        return activations[0]
    activatable = [e for e in info.effects if e.kind not in ("continuous", "unanalyzed")]
    if len(activatable) == 1:
        return activatable[0]
    raise BadScenario(f"{info.name} has {len(activatable)} effects that can be activated; say which with "
                      f"`effect` or `effect_text`. " + _list_effects(info), where=where)


def _list_effects(info: CardInfo) -> str:
    parts = [f"{e.number}: {e.kind}: {e.text[:70]}" for e in info.effects]
    return "Its effects: " + " | ".join(parts) if parts else "It has no structured effects."


# ====================================================================== effect facts
# What the rules need from an effect's wording beyond the analyzer's fields: read once per
# effect (CardInfo.facts) with compiled patterns, never once per question.

PHASE_WORDS = {"draw": "draw phase", "standby": "standby phase", "main1": "main phase", "battle": "battle phase",
               "damage_step": "damage step", "main2": "main phase", "end": "end phase"}
MONSTER_TYPES = ("Beast-Warrior", "Winged Beast", "Sea Serpent", "Divine-Beast", "Aqua", "Beast", "Dinosaur",
                 "Dragon", "Fairy", "Fiend", "Fish", "Insect", "Machine", "Plant", "Psychic", "Pyro", "Reptile",
                 "Rock", "Spellcaster", "Thunder", "Warrior", "Zombie")
ATTRIBUTES = ("DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND", "DIVINE")
# wording -> (card class, subtype)...; longest first so "Normal Monster" wins over "monster"
KIND_WORDS = {
    "normal monster": (("monster", "Normal"),), "effect monster": (("monster", "Effect"),),
    "synchro monster": (("monster", "Synchro"),), "fusion monster": (("monster", "Fusion"),),
    "ritual monster": (("monster", "Ritual"),), "flip monster": (("monster", "Flip"),),
    "tuner monster": (("monster", "Tuner"),), "gemini monster": (("monster", "Gemini"),),
    "union monster": (("monster", "Union"),), "counter trap": (("trap", "Counter"),),
    "spell/trap": (("spell", None), ("trap", None)), "spells/traps": (("spell", None), ("trap", None)),
    "spell and trap": (("spell", None), ("trap", None)), "spell or trap": (("spell", None), ("trap", None)),
    "spell card": (("spell", None),), "trap card": (("trap", None),), "monster effect": (("monster", None),),
    "monster": (("monster", None),),
}
_KIND_RE = re.compile(r"\b(" + "|".join(re.escape(w) for w in KIND_WORDS) + r")(?:s|\(s\))?\b")
_TYPE_RE = re.compile(r"\b(" + "|".join(re.escape(t.lower()) for t in MONSTER_TYPES) + r")(?:s|-type)?\b")
_TYPE_NAMES = {t.lower(): t for t in MONSTER_TYPES}
_ATTRIBUTE_RE = re.compile(r"\b(" + "|".join(ATTRIBUTES) + r")\b")
_ATK_MAX = re.compile(r"(\d+) or (?:less|lower) atk")
_ATK_MIN = re.compile(r"(\d+) or (?:more|higher) atk|(\d+)\+ atk")
_LAST_WHEN = re.compile(r".*\b(?:when|if)\b")
ACTIVATION_EVENTS = frozenset({"card_activated", "effect_activated"})

_THIS_CARD = re.compile(r"this (?:card|monster)")
_ACTOR = re.compile(r"\bthis (?:card|monster) (?:destroys|attacks|inflicts|declares an attack)\b")
_ATTACKED = re.compile(r"\b(?:is |was |being |when |if )?attacked\b|\battack target\b|\btargeted for an attack\b"
                       r"|\bselected as an attack target\b")
_EXCEPT_DAMAGE_STEP = re.compile(r"except (?:in|during) the damage step")
_DAMAGE_STEP_TIMING = re.compile(r"damage step|damage calculation")
_END_OF_DAMAGE_STEP = re.compile(r"\bend of the damage step\b")
# wordings that change ATK/DEF: such cards may be activated in the Damage Step
_CHANGES_STATS = re.compile(r"\b(?:gains?|loses?|lose|gain)\b[^.;:]*?\b(?:atk|def)\b"
                            r"|\b(?:atk|def)\b[^.;:]*?\bbecomes?\b|\b(?:halve|double)s?\b[^.;:]*?\b(?:atk|def)\b")
_NO_NORMAL_SUMMON = re.compile(r"can(?:not|'t|\u2019t) normal summon(?:/set| or set)?[^.]*\bturn\b")
_ONE_TIME_ONLY = re.compile(r"\bone time only\b|\bonce per duel\b")
_ONCE_WHILE_FACE_UP = re.compile(r"\bonly be (?:used|activated) once while this card is face-up\b")
_ONE_PER_NAME = re.compile(r"\bonly (activate|use) 1 \"[^\"]+\" per turn|\bonly 1 \"[^\"]+\" (?:can be )?(activated) per turn"
                           r"|\bonly (use|activate) this effect of \"[^\"]+\" once per turn")


@dataclass(frozen=True)
class CardKind:
    """What kind of card an event must be about ("a Normal Monster", "a Spell Card",
    "a monster with 1000 or less ATK"). Each non-empty part must hold; inside a part any
    value will do. Nothing known means nothing to check."""

    classes: frozenset = frozenset()
    subtypes: frozenset = frozenset()
    monster_types: frozenset = frozenset()
    attributes: frozenset = frozenset()
    atk_max: int | None = None
    atk_min: int | None = None

    @property
    def empty(self) -> bool:
        return not (self.classes or self.subtypes or self.monster_types or self.attributes
                    or self.atk_max is not None or self.atk_min is not None)

    def matches(self, info: CardInfo, atk: int | None) -> bool:
        if self.classes and info.card_type not in self.classes:
            return False
        if self.subtypes and not any(s in info.subtypes or f"{s} Trap" in info.subtypes for s in self.subtypes):
            return False
        if self.monster_types and info.monster_type is not None and info.monster_type not in self.monster_types:
            return False
        if self.attributes and info.attribute is not None and info.attribute not in self.attributes:
            return False
        if atk is not None and self.atk_max is not None and atk > self.atk_max:
            return False
        if atk is not None and self.atk_min is not None and atk < self.atk_min:
            return False
        return True


def card_kind(wording: str | None) -> CardKind:
    """The kind of card a condition's wording names (see CardKind)."""
    if not wording:
        return CardKind()
    text = wording.lower()
    classes, subtypes = set(), set()
    for word in _KIND_RE.findall(text):
        for card_class, subtype in KIND_WORDS[word]:
            classes.add(card_class)
            if subtype:
                subtypes.add(subtype)
    if classes == {"spell", "trap", "monster"} or "card/effect" in text:
        classes = set()
    monster_types = {_TYPE_NAMES[t] for t in _TYPE_RE.findall(text)}
    attributes = set(_ATTRIBUTE_RE.findall(wording))
    if (monster_types or attributes) and not classes:
        classes.add("monster")
    high = _ATK_MAX.search(text)
    low = _ATK_MIN.search(text)
    return CardKind(frozenset(classes), frozenset(subtypes), frozenset(monster_types), frozenset(attributes),
                    int(high.group(1)) if high else None,
                    int(low.group(1) or low.group(2)) if low else None)


def activation_kind(condition_text: str | None) -> CardKind:
    """Which activations an "activates a Spell Card" / "a monster effect is activated"
    condition answers: Spell, Trap, or monster effects, as the wording says."""
    text = (condition_text or "").lower()
    classes = set()
    if re.search(r"\bspells?\b|spell/trap|spells/traps", text):
        classes.add("spell")
    if re.search(r"\btraps?\b|spell/trap|spells/traps", text):
        classes.add("trap")
    if re.search(r"\bmonster(?:'s)? effects?\b|\bmonster effect", text):
        classes.add("monster")
    subtypes = {"Counter"} if "counter trap" in text else set()
    if "card/effect" in text or (not classes and not subtypes):
        return CardKind()
    return CardKind(frozenset(classes), frozenset(subtypes))


@dataclass(frozen=True)
class UsageLimit:
    scope: str                 # turn (this copy) | name (every copy, per turn) | duel | face-up
    counts_negated: bool       # negated activations use it up ("used", "once per turn") or not ("activate")


@dataclass(frozen=True)
class EffectFacts:
    types: frozenset = frozenset()          # condition event types
    phase_words: tuple = ()                  # phases the condition names ("standby phase")
    kind: CardKind = CardKind()              # the kind of card the condition's events are about
    activation_kind: CardKind = CardKind()   # for activation events: which activations count
    except_damage_step: bool = False         # "(except during the Damage Step)"
    damage_step_ok: bool = False             # allowed in the Damage Step whatever the event
    end_of_damage_step: bool = False         # met at the end of the Damage Step
    negates_activation: bool = False
    actor_self: bool = False                 # "if this card destroys / attacks / inflicts": this card acts
    attack_role: str = "attacker"            # for attack declarations: this card attacks, or is attacked
    would_do: frozenset = frozenset()        # "activates a card that could make them discard when it resolves"
    limit: UsageLimit | None = None
    no_normal_summon_turn: bool = False      # "You can't Normal Summon/Set the turn you activate this"
    speed: int = 1                           # Spell Speed on the chain (see chain_speed)


def effect_facts(info: CardInfo, effect: AnalyzedEffect) -> EffectFacts:
    condition = effect.condition
    condition_text = (effect.condition_text or "").lower()
    text = (effect.text or "").lower()
    clause_text = " ".join(c.text for c in effect.clauses).lower()
    kind = CardKind()
    if condition is not None:
        if condition.card:
            kind = card_kind(condition.card)
        elif not condition.self_card and effect.condition_text:
            # no wording of the card recorded: read the part after the last "when"/"if"
            tail = _LAST_WHEN.sub("", condition_text, count=1).split(",")[0]
            kind = card_kind(tail)
    negates_activation = any(c.action == "negate_activation" for c in effect.clauses)
    except_ds = bool(_EXCEPT_DAMAGE_STEP.search(condition_text) or _EXCEPT_DAMAGE_STEP.search(text))
    # a hand-curated override of the effect decides its Damage Step permission by itself
    damage_step_ok = effect.damage_step if effect.provenance == "override" else not except_ds and (
        effect.damage_step or info.is_counter_trap or negates_activation
        or bool(_DAMAGE_STEP_TIMING.search(condition_text))
        or any(c.action == "change_stats" for c in effect.clauses) or bool(_CHANGES_STATS.search(clause_text)))
    return EffectFacts(
        types=frozenset(condition.types) if condition is not None else frozenset(),
        phase_words=tuple(w for w in dict.fromkeys(PHASE_WORDS.values()) if w in condition_text),
        kind=kind,
        activation_kind=activation_kind(effect.condition_text),
        except_damage_step=except_ds,
        damage_step_ok=damage_step_ok,
        end_of_damage_step=bool(_END_OF_DAMAGE_STEP.search(condition_text)),
        negates_activation=negates_activation,
        actor_self=condition is not None and not condition.self_card and (
            bool(_THIS_CARD.fullmatch((condition.card or "").strip().lower())) or bool(_ACTOR.search(condition_text))),
        attack_role="target" if _ATTACKED.search(condition_text) else "attacker",
        would_do=would_do(condition_text),
        limit=usage_limit(effect),
        no_normal_summon_turn=bool(_NO_NORMAL_SUMMON.search(text)),
        speed=chain_speed(info, effect),
    )


_WOULD = re.compile(r"\bthat (?:could|would)\b(.*?)(?:\bwhen it resolves\b|$)")
WOULD_ACTIONS = (
    (re.compile(r"\bdiscard"), ("discard",)),
    (re.compile(r"\bdestroy"), ("destroy",)),
    (re.compile(r"\bspecial summon"), ("special_summon", "fusion_summon", "synchro_summon", "ritual_summon")),
    (re.compile(r"\binflict damage|\bdamage to\b"), ("inflict_damage",)),
    (re.compile(r"\bdraw"), ("draw",)),
    (re.compile(r"\badd\b"), ("add_to_hand",)),
    (re.compile(r"\bbanish"), ("banish",)),
)


def would_do(condition_text: str) -> frozenset:
    """What an activation must be able to do when it resolves for the condition to be met
    ("a card that could make them discard when it resolves"): actions of ek:Actions."""
    match = _WOULD.search(condition_text)
    if not match:
        return frozenset()
    return frozenset(a for pattern, actions in WOULD_ACTIONS if pattern.search(match.group(1)) for a in actions)


def usage_limit(effect: AnalyzedEffect) -> UsageLimit | None:
    """How often the effect may be used, read from its flags and its wording (seed 002:
    "activate" limits ignore negated activations, "use" and "once per turn" ones do not)."""
    text = " ".join(filter(None, (effect.condition_text, effect.text))).lower()
    if _ONE_TIME_ONLY.search(text):
        return UsageLimit("duel", True)
    if _ONCE_WHILE_FACE_UP.search(text):
        return UsageLimit("face-up", True)
    per_name = _ONE_PER_NAME.search(text)
    if per_name:
        verb = next(g for g in per_name.groups() if g)
        return UsageLimit("name", verb == "use")
    if effect.once_per_turn:
        return UsageLimit("turn", effect.usage_limit != "activated")
    return None


def chain_speed(info: CardInfo, effect: AnalyzedEffect | None) -> int:
    """The Spell Speed a card or effect has on the chain. Under the rulings of the Edison era
    every Trap Card effect, including those activated in the Graveyard (Statue of the Wicked,
    Dark Coffin), has Spell Speed 2, and a Counter Trap's 3 (edisonformat.net, Ojamagic)."""
    if info.card_type == "trap":
        return 3 if info.is_counter_trap else max(2, (effect.spell_speed or 2) if effect is not None else 2)
    if effect is not None and effect.spell_speed:
        return effect.spell_speed
    if info.card_type == "spell":
        return 2 if "Quick-Play" in info.subtypes else 1
    return 2 if effect is not None and effect.kind == "quick" else 1
