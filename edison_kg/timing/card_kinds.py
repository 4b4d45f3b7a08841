"""Is a scenario card, as the duel's state leaves it, of the kind a condition, a restriction or a
target names (moved out of timing/state.py, unchanged)? What a card shows and is
depends on where it is: a Set card shows no name, Type, Attribute or ATK; a Gemini monster in the
Graveyard is a Normal Monster; a monster equipped as an Equip Card is an Equip Spell Card; a Level
and an ATK the scenario states (or its current ATK) stand for the printed ones."""

from __future__ import annotations

from edison_kg.timing.negated_effects import effects_negated
from dataclasses import replace

from edison_kg.timing.cards import kind_matches
from edison_kg.timing.stats import current_stat      # current ATK/DEF
from edison_kg.timing.levels import current_level     # current Level
from edison_kg.timing.gemini_summons import NOT_GEMINI_SUMMONED, gemini_summoned
from edison_kg.vocab.model import CardKind

ANY_MONSTER = CardKind(classes=frozenset({"monster"}))     # any Monster Card, of whatever Type or frame


def kind_of(state, ref: str, kind, even_face_down: bool = False, left_with: tuple | None = None) -> bool:
    """Is the scenario card ``ref`` of the kind a condition names? (``even_face_down``: the condition's text lets a
    Set card count as the card it names, rule cond-named-card-even-face-down; ``left_with``: the (ATK, DEF) it had
    when it left the field, timing/stats_when_left.py)"""
    info = state.infos.get(ref)
    if info is None:
        return True
    card = state.cards[ref]
    if card.on_field and card.face_up is False and kind.names_properties and not even_face_down:
        return False              # a Set card shows no name, Type, Attribute or ATK (rule state-face-down-shows-nothing)
    if kind.position == "face-up":
        if card.on_field and card.face_up is False:
            return False          # "a face-up monster": a Set one is not (rule cond-activation-needs-a-face-up-card)
    elif kind.position is not None and card.on_field and not in_position(card, kind.position):
        return False              # rule state-kind-in-a-battle-position
    if kind.names and hasattr(info, "names_where"):
        # a name its card carries only while on the field or in the Graveyard
        # (rule state-name-carried-in-a-place)
        # (a Gemini's name on the field is one of the effects it gains only when Summoned again: counted once it was
        # Gemini Summoned, round 185: Elemental HERO Neos Alius is "Elemental HERO Neos" for Neos Force)
        on_field = card.on_field and ("Gemini" not in info.subtypes or bool(gemini_summoned(state, ref))) \
            and not _effects_negated(state, ref, info)
        names = info.names_where(on_field, card.zone == "graveyard")
        if names != info.names:
            info = replace(info, _names=names)
            if on_field and "Gemini" in info.subtypes:
                state.cite("gemini-effects-after-gemini-summon")    # (185) the name is one of its Gemini effects
    if info.card_type == "monster" and "Gemini" in info.subtypes and (
            card.zone == "graveyard" or (kind.subtypes and _gemini_as_normal_on_field(state, ref, info))):
        # a Gemini monster in the Graveyard is a Normal Monster, not an Effect Monster
        # (rule gemini-effects-after-gemini-summon); face-up on the field too, until Gemini Summoned
        info = replace(info, subtypes=tuple(s for s in info.subtypes if s != "Effect") + ("Normal",))
    if info.card_type == "monster" and card.zone in getattr(info, "normal_monster_in", ()):
        # "This card is treated as a Normal Monster while in your hand": a Normal Monster there, not an Effect Monster
        # (rule kind-treated-as-normal-monster-in-a-place)
        info = replace(info, subtypes=tuple(s for s in info.subtypes if s != "Effect") + ("Normal",))
    if equipped_as_a_spell(state, ref):
        # a monster equipped as an Equip Card is an Equip Spell Card (rule state-union-equipped-is-an-equip-spell)
        return kind_matches(kind, replace(info, card_type="spell", subtypes=("Equip",)), None)
    if info.card_type == "trap" and card.zone == "monster_zone" and kind.classes and "trap" not in kind.classes:
        # a Trap Monster is a monster while in a Monster Zone, and still a Trap Card: what names
        # monsters reaches it as an Effect Monster (rule state-trap-monster-in-a-monster-zone)
        info = replace(info, card_type="monster", subtypes=tuple(info.subtypes) + ("Effect",))
    printed = info
    if info.card_type == "monster" and (kind.monster_types or kind.attributes):
        info = _given_type(state, card, info)     # rule state-type-given-where-it-applies
    stated = state.scenario.cards[ref].stats.get("level") if card.on_field else None   # a Level
    if stated is not None and (kind.level_max is not None or kind.level_min is not None):  # stated on the field
        info = replace(info, level=stated)
    elif info.card_type == "monster" and (kind.level_max is not None or kind.level_min is not None):
        info = replace(info, level=current_level(state, ref, info.level))   # rule ce-level-change-applies
    if kind.atk_original:                         # "with more than 1000 original ATK"
        atk = info.atk
    elif left_with is not None:                   # as it was when it left the field
        atk = left_with[0]
        info = replace(info, defense=left_with[1])
    elif kind.atk_max is not None or kind.atk_min is not None:
        atk = current_stat(state, ref, "atk")
    else:
        atk = state.scenario.cards[ref].stats.get("atk", info.atk)
    if (kind.def_max is not None or kind.def_min is not None) and card.on_field:
        info = replace(info, defense=current_stat(state, ref, "def"))   # its DEF where it is now
    matches = kind_matches(kind, info, atk)
    if not matches and kind.attributes and card.on_field and card.face_up is not False and info.card_type == "monster":
        matches = _also_of_attribute(state, ref, info, kind, atk)
    if info is not printed and matches != kind_matches(kind, replace(info, monster_type=printed.monster_type,
                                                                       attribute=printed.attribute), atk):
        _say_given(state, ref, info)
    return matches


def in_position(card, position: str) -> bool:
    """Is the card, where the duel leaves it, in the battle position (and face) a kind names
    ("Attack Position monsters", "face-down Defense Position monsters")? Only a monster in a Monster Zone has a
    battle position; a face-down monster is in Defense Position (rule state-kind-in-a-battle-position). A position or
    face the scenario leaves open is not held against it. (A card that has left the field is judged by the position
    it had when its event happened: the event's own rule, timing/rules/this_turn.py.)"""
    if position == "set":             # "Set Spell and Trap Cards": face-down on the field, whatever the zone
        return card.on_field is not False and card.face_up is not True
    if card.zone != "monster_zone":
        return False
    held = "defense" if card.face_up is False else card.position
    if position == "attack":
        return held in ("attack", None) and card.face_up is not False
    if held not in ("defense", None):
        return False
    if position == "face-up defense":
        return card.face_up is not False
    if position == "face-down defense":
        return card.face_up is not True
    return True


def _say_given(state, ref: str, info) -> None:
    """The Type/Attribute a continuous effect gave decided whether the card is of the kind: say so."""
    state.cite("state-type-given-where-it-applies")
    where = "on the field" if state.cards[ref].on_field else "in the Graveyard"
    state.assume(f"{info.name} is a {info.attribute + ' ' if info.attribute else ''}{info.monster_type} monster "
                 f"{where}: a face-up card's continuous effect makes every monster there one")


def _given_type(state, card, info):
    """A face-up card's continuous effect that makes all monsters in a place of one Type or
    Attribute ("All monsters on the field and in the GYs become Zombies.") makes the monster one while it is in that
    place and the effect applies (rule state-type-given-where-it-applies). A Type or Attribute declared as its card
    was activated is one the scenario cannot say: not applied."""
    place = "field" if card.on_field else card.zone
    for monster_type, attribute in _types_given(state).get(place, ()):
        info = replace(info, monster_type=monster_type or info.monster_type, attribute=attribute or info.attribute)
    return info


def _types_given(state) -> dict:
    """{place: [(Type, Attribute) given there]} by the face-up cards on the field (cached per state)."""
    key = ("types-given",)
    found = state.memo.get(key)
    if found is None:
        found = state.memo[key] = {}
        for ref, card in state.cards.items():
            info = state.infos.get(ref)
            if info is None or not card.on_field or card.face_up is False:
                continue
            for effect in info.effects:
                given = (None if effect.type_given == "declared" else effect.type_given,
                         None if effect.attribute_given == "declared" else effect.attribute_given)
                if given != (None, None):
                    for place in effect.given_where:
                        found.setdefault(place, []).append(given)
    return found


def _effects_negated(state, ref: str, info) -> bool:
    """Are the effects of the monster ``ref`` negated on the field (Skill Drain), so that it does not carry the name
    its effect gives it there (rule state-name-carried-in-a-place)?"""
    if info.card_type != "monster" or not any(e.names_on_field for e in info.effects):
        return False
    return _negated_on_field(state, ref)


def _negated_on_field(state, ref: str) -> bool:
    """Are the monster's effects negated on the field now (asked once at a time: the restrictions in play may ask
    for kinds of cards in turn)?"""
    busy = ("names-negated-busy", ref)
    if state.memo.get(busy):
        return False              # asked again while the restrictions in play are being worked out
    state.memo[busy] = True
    try:
        return effects_negated(state, ref)
    finally:
        state.memo.pop(busy, None)


def classes_of(state, ref: str) -> tuple[str, ...]:
    """The card classes the card ``ref`` is of where it is now. A Trap Monster (a Trap Card in a
    Monster Zone) is a monster and still a Trap Card: what names monsters and what names Trap Cards both reach it
    (rule state-trap-monster-in-a-monster-zone)."""
    card_type = state.infos[ref].card_type
    if card_type == "trap" and state.cards[ref].zone == "monster_zone":
        return ("monster", "trap")
    if equipped_as_a_spell(state, ref):
        return ("spell",)
    return (card_type,)


def of_classes(state, ref: str, classes) -> bool:
    """Is the card ``ref`` of one of ``classes`` where it is now? A Monster Card on the field as an Equip Card is a
    Spell Card there, not a monster: what targets, picks or counts Spell/Trap Cards reaches it, and what does so
    with monsters does not; where that decides it, the answer cites the rule (rule
    state-monster-equipped-as-an-equip-spell)."""
    found = not set(classes_of(state, ref)).isdisjoint(classes)
    if ("monster" in classes) != ("spell" in classes) and equipped_as_a_spell(state, ref):
        state.cite("state-monster-equipped-as-an-equip-spell")
    return found


def equipped_as_a_spell(state, ref: str) -> bool:
    """Is the Monster Card ``ref`` in a Spell & Trap Zone equipped to a monster: a Union monster equipped by its own
    effect, a monster equipped "as an Equip Spell Card", or one a monster's effect equipped to that monster ("equip
    that target to this card")? It is an Equip Spell Card while it stays there (rules
    state-union-equipped-is-an-equip-spell, state-monster-equipped-as-an-equip-spell)."""
    card = state.cards[ref]
    return state.infos[ref].card_type == "monster" and bool(card.equipped_to) and card.zone == "spell_trap_zone"


def _also_of_attribute(state, ref: str, info, kind, atk) -> bool:
    """A face-up monster whose own text says its Attribute is also treated as others while it is
    face-up on the field ("also treated as WIND, WATER, FIRE, and EARTH") is of each of them there, while its effects
    apply (rule state-attribute-also-treated-as)."""
    extra = [attribute for effect in info.effects for attribute in effect.also_attributes]
    if not extra or _effects_negated(state, ref, info):
        return False
    if any(kind_matches(kind, replace(info, attribute=attribute), atk) for attribute in extra):
        state.cite("state-attribute-also-treated-as")
        return True
    return False


def _gemini_as_normal_on_field(state, ref: str, info) -> bool:
    """A Gemini face-up on the field is a Normal Monster until it is Gemini Summoned; one there from the
    scenario's start is taken as not Gemini Summoned, and the answer says so (rule gemini-effects-after-gemini-summon)."""
    if not state.face_up_on_field(ref):
        return False
    if _negated_on_field(state, ref):
        # (185) the treatment as a Normal Monster is its own effect: negated (Skill Drain), it is an Effect Monster with
        # no effects (rule gemini-negated-is-an-effect-monster)
        state.cite("gemini-negated-is-an-effect-monster")
        return False
    status = gemini_summoned(state, ref)
    if status is None:
        state.assume(NOT_GEMINI_SUMMONED.format(name=info.name))
    return not status
