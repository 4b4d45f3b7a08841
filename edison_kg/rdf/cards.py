"""A card as triples: its data, its texts, which text the card reader read and why, and its
effects (edison_kg.rdf.effects). The record is a line of edison_cards.jsonl with the texts of
its rulings page merged in (``psct_text``, ``historical_text``), or a JSON card entry."""

from __future__ import annotations

import re

from edison_kg.cardtext import card_record
from edison_kg.errors import BadInput, EdisonError
from edison_kg.vocab.model import CardReading
from edison_kg.vocab.ns import EK
from edison_kg.rdf.archetypes import ARCHETYPE_SOURCE as _ARCHETYPE_SOURCE
from edison_kg.rdf.archetypes import Archetype, archetype_name, card_archetypes
from edison_kg.rdf.concepts import concept
from edison_kg.rdf.effects import add_effect
from edison_kg.rdf.iris import (KONAMI_DB_PAGE, YGOJSON_RECORD, card_iri, passcode_text, rulings_page_url, safe_iri,
                                source_iri, yugipedia_url)
from edison_kg.rdf.mapping import RECORD_PREDICATES as PREDICATE
from edison_kg.rdf.triples import RDF_TYPE, TripleSet

CARD_CLASSES = {"monster": EK.MonsterCard, "spell": EK.SpellCard, "trap": EK.TrapCard}

# The jsonl `subtypes` (cdb type bits) -> notation of an ek:CardSubtypes concept, per card type.
SUBTYPE_NOTATIONS = {
    "monster": {name: name for name in (
        "Effect", "Normal", "Fusion", "Synchro", "Ritual", "Tuner", "Flip", "Union",
        "Gemini", "Spirit", "Toon", "Token", "Special Summon", "Xyz")},
    "spell": {"Normal": "Normal Spell", "Continuous": "Continuous Spell", "Quick-Play": "Quick-Play",
              "Equip": "Equip", "Field": "Field", "Ritual": "Ritual Spell"},
    "trap": {"Normal": "Normal Trap", "Continuous": "Continuous Trap", "Counter": "Counter"},
}
# record key -> text property of the card
TEXT_PROPERTIES = (("text", EK.printedText), ("text_ygojson_en", EK.currentText), ("psct_text", EK.psctText),
                   ("historical_text", EK.historicalText))


def _text(record: dict, key: str) -> str | None:
    value = record.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"{key} must be text")
    return value if value.strip() else None


def _integer(record: dict, key: str) -> int | None:
    value = record.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{key} must be a whole number, not {value!r}")
    return value


def subtype_notations(card_type: str, subtypes) -> list[str]:
    """Map the jsonl subtypes ("Continuous", "Quick-Play", ...) to ek:CardSubtypes notations."""
    table = SUBTYPE_NOTATIONS[card_type]
    known = set(table.values())
    out = []
    for value in subtypes or ():
        if value in table:
            out.append(table[value])
        elif value in known:  # already a notation ("Continuous Trap")
            out.append(value)
        else:
            raise ValueError(f"unknown {card_type} subtype {value!r}")
    return out


def card_triples(record: dict, *, page: dict | None = None, list_status: str | None = None,
                 reading: CardReading | None = None, where: str | None = None) -> TripleSet:
    """The triples of one card; ``page`` is its edisonrul.ing record (page addresses),
    ``reading`` what the card reader made of it (its effects and which text it read)."""
    where = where or str(record.get("name") or "card")
    try:
        return _card_triples(record, page or {}, list_status, reading, where)
    except EdisonError:
        raise
    except (ValueError, TypeError, KeyError) as error:
        raise BadInput(str(error.args[0]) if error.args else type(error).__name__, where=where) from None


def _card_triples(record: dict, page: dict, list_status, reading, where) -> TripleSet:
    graph = TripleSet()
    name = _text(record, "name")
    if not name:
        raise ValueError("a card needs a name")
    card_type = record.get("card_type")
    if card_type not in CARD_CLASSES:
        raise ValueError(f"card_type must be monster, spell or trap, not {card_type!r}")
    card = card_iri(record)
    graph.iri(card, RDF_TYPE, EK.Card)
    graph.iri(card, RDF_TYPE, CARD_CLASSES[card_type])
    graph.text(card, PREDICATE["name"], name)
    passcode = passcode_text(record.get("passcode"))
    if passcode:
        graph.text(card, PREDICATE["passcode"], passcode)
    for notation in subtype_notations(card_type, record.get("subtypes")):
        graph.iri(card, PREDICATE["subtypes"], concept(EK.CardSubtypes, notation, where, "subtype"))
    if card_type == "monster":
        _monster(graph, card, record, where)
    for archetype in card_archetypes(record):
        graph.text(card, PREDICATE["archetypes"], archetype_name(archetype))
    for key, prop in TEXT_PROPERTIES:
        value = _text(record, key)
        if value:
            graph.text(card, prop, value)
    pre_errata = card_record(record).pre_errata
    if pre_errata:
        graph.text(card, EK.preErrataText, pre_errata[0][1])
    if reading is not None and reading.version:
        graph.text(card, EK.textRead, reading.version)
        graph.text(card, EK.textReadReason, reading.why)
    if reading is not None and reading.cannot_be_normal_summoned:
        graph.boolean(card, EK.cannotBeNormalSummoned, True)
    for limit in (reading.special_summon_limits if reading is not None else ()):
        graph.text(card, EK.specialSummonLimit, limit)
    for name in (reading.special_summon_needs_face_up if reading is not None else ()):
        graph.text(card, EK.specialSummonNeedsFaceUp, name)
    for name in (reading.special_summon_only_with if reading is not None else ()):
        graph.text(card, EK.specialSummonOnlyWith, name)
    for kind in (reading.equip_only_to if reading is not None else ()):
        graph.text(card, EK.equipOnlyTo, kind)
    for name in (reading.placed_only_by if reading is not None else ()):
        graph.text(card, EK.placedOnFieldOnlyBy, name)
    for name in (reading.equipped_with_only_one if reading is not None else ()):
        graph.text(card, EK.equippedWithOnlyOne, name)
    for archetype in (reading.archetypes_treated_as if reading is not None else ()):
        graph.text(card, EK.alwaysTreatedAsArchetype, archetype)
    for place in (reading.normal_monster_in if reading is not None else ()):
        graph.text(card, EK.normalMonsterWhileIn, place)
    for kind in (reading.fusion_materials if reading is not None else ()):
        graph.text(card, EK.fusionMaterial, kind)
    for name in (reading.names_written if reading is not None else ()):
        graph.text(card, EK.namesWrittenInText, name)
    if reading is not None and reading.remains_on_field:
        graph.boolean(card, EK.remainsOnFieldAfterResolving, True)

    in_pool = record.get("in_edison_pool")
    status = list_status or (record.get("edison_status") if in_pool else None)
    if status:
        graph.iri(card, PREDICATE["edison_status"], concept(EK.ListStatuses, status, where, "list status"))
    release = _text(record, "tcg_release")
    if release:
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", release):
            raise ValueError(f"tcg_release must be a date YYYY-MM-DD, not {release!r}")
        graph.date(card, PREDICATE["tcg_release"], release)
    if "tcg_release_after_cutoff" in record:
        graph.boolean(card, EK.releasedAfterCutoff, bool(record["tcg_release_after_cutoff"]))
    # a card entry that does not say (a user's own card) is not in the Edison pool
    graph.boolean(card, PREDICATE["in_edison_pool"], bool(in_pool))
    _addresses(graph, card, record, page)
    for key in card_source_keys(record, page):
        graph.iri(card, EK.cardSource, source_iri(key))
    if record.get("provenance"):
        graph.iri(card, PREDICATE["provenance"], concept(EK.Provenances, record["provenance"], where, "provenance"))
    for effect in reading.effects if reading is not None else ():
        add_effect(graph, card, effect, where=where)
    return graph


def _monster(graph: TripleSet, card: str, record: dict, where: str) -> None:
    attribute = _text(record, "attribute")
    if attribute:
        graph.iri(card, PREDICATE["attribute"], concept(EK.Attributes, attribute.upper(), where, "attribute"))
    race = _text(record, "race")
    if race:
        graph.text(card, PREDICATE["race"], race)
    level = _integer(record, "level")
    if level is not None:
        graph.integer(card, PREDICATE["level"], level)
    for stat, unknown in (("atk", EK.atkUnknown), ("def", EK.defUnknown)):
        if record.get(f"{stat}_unknown"):
            graph.boolean(card, unknown, True)
        else:
            value = _integer(record, stat)
            if value is not None:
                graph.integer(card, PREDICATE[stat], value)


def _addresses(graph: TripleSet, card: str, record: dict, page: dict) -> None:
    konami = _integer(record, "konami_db_id")
    if konami is not None:
        graph.integer(card, EK.konamiDatabaseId, konami)
        graph.iri(card, EK.konamiDatabasePage, KONAMI_DB_PAGE.format(konami))
    yugipedia = _text(record, "yugipedia_page")
    if yugipedia:
        graph.iri(card, EK.yugipediaPage, yugipedia_url(yugipedia))
    ygojson = _text(record, "ygojson_id")
    if ygojson:
        if not re.fullmatch(r"[0-9a-fA-F-]+", ygojson):
            raise ValueError(f"ygojson_id must be a UUID, not {ygojson!r}")
        graph.text(card, EK.ygojsonId, ygojson)
        graph.iri(card, EK.ygojsonRecord, YGOJSON_RECORD.format(ygojson))
    rulings_page = rulings_page_url(page.get("page_path"))
    if rulings_page:
        graph.iri(card, EK.rulingsPage, rulings_page)
    edisonformat = safe_iri(page.get("edisonformat_source"))
    if edisonformat:
        graph.iri(card, EK.edisonformatPage, edisonformat)


def card_source_keys(record: dict, page: dict | None) -> list[str]:
    """The datasets a card's triples come from."""
    if record.get("sources") is not None:  # hand-made entries name theirs
        keys = list(record["sources"])
    else:
        keys = ["babelcdb"]
        if record.get("ygojson_id") or record.get("text_ygojson_en"):
            keys.append("ygojson")
        if record.get("in_whitelists") or record.get("edison_status"):
            keys.append("lflists")
        named = [a for a in card_archetypes(record) if isinstance(a, Archetype)]
        if any(a.constant for a in named):
            keys.append("cardscripts")   # the set-code constants
        if named:
            keys.append(_ARCHETYPE_SOURCE)   # the archetype names
        if record.get("pre_errata_scripts"):
            keys.append("cardscripts")
    if record.get("psct_text") or record.get("historical_text") or (page or {}).get("page_path"):
        keys.append("edisonrulings")
    return sorted(set(keys))
