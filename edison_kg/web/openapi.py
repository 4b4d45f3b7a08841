"""The OpenAPI 3.1 document of the JSON API (``GET /api/openapi.json``). Written out by hand,
route by route, next to the routes in routes.py (a test checks that every API route is here).

The scenario's schema is the contract's own (edison_kg.timing.contract, the same definition
``POST /api/ask`` checks a scenario with): its definitions become components of their own
(``ScenarioEvent``, ``ScenarioStep``, ...), so every tool resolves its references."""

from __future__ import annotations

import json


def scenario_components() -> dict:
    """The scenario's JSON Schema as OpenAPI components: ``Scenario`` and one component per
    definition, the references rewritten to point at them."""
    from edison_kg.schemas import schema

    text = json.dumps(schema("scenario"))
    defs = json.loads(text)["$defs"]
    for name in defs:
        text = text.replace(f'"#/$defs/{name}"', f'"#/components/schemas/Scenario{name.capitalize()}"')
    document = json.loads(text)
    out = {"Scenario": {k: v for k, v in document.items() if k not in ("$schema", "$id", "$defs")}}
    out.update({f"Scenario{name.capitalize()}": value for name, value in document["$defs"].items()})
    return out


_ERROR = {"description": "the request cannot be answered; `where` is the JSON path (or parameter) at fault",
          "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
_NOT_FOUND = {"description": "no such id or name in the graph; the message names the closest",
              "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
_BUSY = {"description": "the server is busy, or the call ran past the time limit",
         "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}


def _json(ref: str, description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": {"$ref": ref}}}}


def _scenario_body(description: str) -> dict:
    return {"required": True, "description": description,
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Scenario"}}}}


def _path_parameter(name: str, description: str) -> dict:
    return {"name": name, "in": "path", "required": True, "description": description, "schema": {"type": "string"}}


def _obj(properties: dict, required: tuple = ()) -> dict:
    out = {"type": "object", "properties": properties}
    if required:
        out["required"] = list(required)
    return out


_S, _I, _B = {"type": "string"}, {"type": "integer"}, {"type": "boolean"}
_NS = {"type": ["string", "null"]}
_LIST_S = {"type": "array", "items": _S}


def components(scenario_schemas: dict) -> dict:
    event = {"type": "object", "description": "an event as the contract writes it",
             "properties": {"event": _S, "card": _NS, "player": _S, "from": _S, "to": _S, "cause": _S,
                            "amount": {"type": "integer", "description": "LP paid, gained or lost; damage inflicted"}}}
    return {"schemas": {
        **scenario_schemas,
        "Error": _obj({"error": _S, "where": _NS}, ("error", "where")),
        "Answer": _obj({
            "answer": {"type": "string", "enum": ["yes", "no", "ok"]}, "reason": _S, "explanation": _S,
            "last_thing": {"type": "array", "items": event},
            "chain": {"type": "array", "items": _obj({"card": _S, "effect": {"type": ["integer", "null"]},
                                                       "link": _I, "group": _I, "mandatory": _B})},
            "missed": {"type": "array", "items": _obj({"card": _S, "effect": {"type": ["integer", "null"]},
                                                        "reason": _S})},
            "later_chains": {"type": "array", "items": {"type": "array", "items": {"type": "object"}}},
            "order": {"type": "array", "items": _obj({"card": _S, "effect": {"type": ["integer", "null"]}})},
            "rules": _LIST_S, "precedents": _LIST_S,
            "precedent_statements": {"type": "array", "items": _obj({"precedent": _S, "title": _NS, "statement": _NS})},
        }, ("answer", "reason", "explanation", "last_thing", "chain", "missed", "later_chains", "rules",
            "precedents", "precedent_statements")),
        "History": _obj({
            "game": _S, "turn_player": _S, "phase": _S, "cards": {"type": "object"},
            "moments": {"type": "array", "items": _obj({
                "index": _I, "context": _S, "chain": {"type": ["integer", "null"]},
                "link": {"type": ["integer", "null"]}, "sequential": _B, "conjunction": _NS, "phase": _NS,
                "events": {"type": "array", "items": event}})},
            "links": {"type": "array", "items": _obj({
                "chain": _I, "link": _I, "card": _S, "name": _S, "effect": {"type": ["integer", "null"]},
                "effect_kind": _S, "controller": _S, "targets": _LIST_S, "activated_at": _I,
                "resolved_at": {"type": ["integer", "null"]}, "open": _B, "activation_negated": _B,
                "effect_negated": _B, "did": _NS})},
            "open_links": {"type": "array", "items": _I}}),
        "CardMatch": _obj({"name": _S, "iri": _S, "card_type": _S, "passcode": _NS, "in_edison_pool": _B,
                           "list_status": _NS,
                           "match": {"type": "string", "enum": ["exact", "prefix", "words", "initials",
                                                                "contains", "fuzzy"]},
                           "score": {"type": "number"}}),
        "Card": {"type": "object", "description": "a card sheet (edison-kg card NAME --json); each effect "
                                                  "also has `in_words`, its structure in words",
                 "properties": {"iri": _S, "name": _S, "card_type": _S, "passcode": _NS, "subtypes": _LIST_S,
                                "texts": {"type": "object"}, "text_read": _NS, "effects": {"type": "array"},
                                "rulings": {"type": "array"}, "precedents": {"type": "array"}}},
        "Precedent": {"type": "object", "description": "a precedent sheet (edison-kg precedent ID --json), "
                                                       "with `ask_path`, the page that reopens its question",
                      "properties": {"iri": _S, "id": _S, "title": _NS, "statement": _NS, "verdict": _NS,
                                     "reason": _NS, "scenario": {"type": ["object", "null"]},
                                     "rules": _LIST_S, "cards": _LIST_S, "sources": _LIST_S, "ask_path": _NS}},
        "PrecedentSummary": _obj({"iri": _S, "id": _S, "title": _NS, "verdict": _NS, "reason": _NS,
                                  "statement": _NS, "game": _NS}),
        "Rule": {"type": "object", "description": "a rule sheet (edison-kg rule ID --json)",
                 "properties": {"iri": _S, "id": _S, "title": _NS, "statement": _NS, "game": _NS, "passage": _NS,
                                "sources": {"type": "array", "items": _obj({"iri": _S, "title": _NS, "about": _NS,
                                                                            "address": _NS})},
                                "refines": _LIST_S, "refined_by": _LIST_S, "precedents": {"type": "array"}}},
    }}


def openapi_document(server_url: str | None = None) -> dict:
    paths = {
        "/api/ask": {"post": {
            "summary": "Answer a timing question", "operationId": "ask",
            "description": "The scenario in, the answer out: exactly what `edison-kg ask --json` prints.",
            "requestBody": _scenario_body("the timing question"),
            "responses": {"200": _json("#/components/schemas/Answer", "the answer"), "400": _ERROR, "503": _BUSY}}},
        "/api/history": {"post": {
            "summary": "What happened in a scenario", "operationId": "history",
            "description": "The scenario's moments (simultaneous events together) and Chain Links as the "
                           "engine replayed them: what the page's picture of the chain is drawn from.",
            "requestBody": _scenario_body("the timing question"),
            "responses": {"200": _json("#/components/schemas/History", "what happened"), "400": _ERROR,
                          "503": _BUSY}}},
        "/api/link": {"post": {
            "summary": "A link that reopens a question", "operationId": "link",
            "requestBody": _scenario_body("the timing question"),
            "responses": {"200": {"description": "the page address of the question",
                                  "content": {"application/json": {"schema": _obj({"path": _S, "url": _S})}}},
                          "400": _ERROR}}},
        "/api/read": {"post": {
            "summary": "Read a situation told in words", "operationId": "read",
            "description": "A few sentences in the game's words (\"Opp Normal Summons Gemini Elf, I chain "
                           "Bottomless Trap Hole. Can I chain Torrential Tribute?\") read into a scenario, with "
                           "notes on how each part was read and what was taken by default "
                           "(`edison_kg.timing.read_situation`). Nothing readable, a card name that matches "
                           "nothing (the closest names are offered) or no question is 400 with one plain "
                           "message.",
            "requestBody": {"required": True, "description": "the situation",
                            "content": {"application/json": {"schema": _obj({"text": _S}, ("text",))}}},
            "responses": {"200": {"description": "the scenario read, and how it was read",
                                  "content": {"application/json": {"schema": _obj({
                                      "scenario": {"$ref": "#/components/schemas/Scenario"},
                                      "notes": {"type": "array", "items": _obj({"kind": _S, "words": _S,
                                                                                "text": _S})}},
                                      ("scenario", "notes"))}}},
                          "400": _ERROR, "503": _BUSY}}},
        "/api/cards": {"get": {
            "summary": "Search cards by part of a name", "operationId": "searchCards",
            "description": "The start of a name, a few of its words, its initials (BTH) or a misspelling, "
                           "best match first.",
            "parameters": [{"name": "q", "in": "query", "required": True, "schema": _S, "description": "search text"},
                           {"name": "limit", "in": "query", "required": False,
                            "schema": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10}}],
            "responses": {"200": {"description": "the matching cards",
                                  "content": {"application/json": {"schema": _obj({
                                      "query": _S, "cards": {"type": "array",
                                                             "items": {"$ref": "#/components/schemas/CardMatch"}}})}}},
                          "400": _ERROR}}},
        "/api/card/{name}": {"get": {
            "summary": "A card by name or passcode", "operationId": "card",
            "parameters": [_path_parameter("name", "the card's name (case and punctuation ignored), passcode or IRI")],
            "responses": {"200": _json("#/components/schemas/Card", "the card sheet"), "404": _NOT_FOUND}}},
        "/api/precedents": {"get": {
            "summary": "Every stored precedent", "operationId": "precedents",
            "responses": {"200": {"description": "the precedents by id", "content": {"application/json": {
                "schema": {"type": "array", "items": {"$ref": "#/components/schemas/PrecedentSummary"}}}}}}}},
        "/api/precedent/{id}": {"get": {
            "summary": "A precedent by id", "operationId": "precedent",
            "parameters": [_path_parameter("id", "the precedent's id (as an answer lists it) or IRI")],
            "responses": {"200": _json("#/components/schemas/Precedent", "the precedent sheet"), "404": _NOT_FOUND}}},
        "/api/rule/{id}": {"get": {
            "summary": "A rule by id", "operationId": "rule",
            "parameters": [_path_parameter("id", "the rule's id (as an answer lists it), the end of its IRI, or its IRI")],
            "responses": {"200": _json("#/components/schemas/Rule", "the rule sheet"), "404": _NOT_FOUND}}},
        "/api/schema/scenario.json": {"get": {
            "summary": "The scenario's JSON Schema", "operationId": "scenarioSchema",
            "description": "JSON Schema (draft 2020-12) of a timing question: what `POST /api/ask` and "
                           "`edison-kg ask` check a scenario with (`edison-kg schema scenario`).",
            "responses": {"200": {"description": "the schema", "content": {"application/json": {}}}}}},
        "/api/schema/card-entry.json": {"get": {
            "summary": "The card entry's JSON Schema", "operationId": "cardEntrySchema",
            "description": "JSON Schema (draft 2020-12) of a JSON card entry for `edison-kg validate` "
                           "(`edison-kg schema card-entry`).",
            "responses": {"200": {"description": "the schema", "content": {"application/json": {}}}}}},
        "/api/openapi.json": {"get": {
            "summary": "This document", "operationId": "openapi",
            "responses": {"200": {"description": "OpenAPI 3.1", "content": {"application/json": {}}}}}},
    }
    document = {
        "openapi": "3.1.0",
        "info": {"title": "edison-kg: Yu-Gi-Oh! Edison format rulings", "version": "1",
                 "description": "Timing answers with the rules and precedents they rest on, card sheets, "
                                "precedents and rules, as JSON. Errors are {\"error\": message, \"where\": "
                                "JSON path}, with the messages and JSON paths of the edison-kg command."},
        "paths": paths,
        "components": components(scenario_components()),
    }
    if server_url:
        document["servers"] = [{"url": server_url}]
    return document
