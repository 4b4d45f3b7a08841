-- The tables of an edison-kg release (edison-kg.sqlite, and csv/<table>.csv with the same
-- columns in the same order). Ids come from the graph's IRIs: card_id is the passcode
-- (x-<slug> for a card without one), effect_id is "<card_id>/effect/<n>", clause_id
-- "<effect_id>/clause/<n>" (or /cost/<n>), ruling_id "<page>/<position>"; the iri column
-- gives the full IRI. Concepts (attribute, effect kind, topic, ...) are given by their
-- notation, the strings of the timing contract and of every other output (EARTH, trigger,
-- activation, edison-community). A card's name is card_name in every table and view.
-- BOOLEAN columns hold 1 or 0. cards_fts is a full-text index (SQLite FTS5) of card names
-- and texts.
--
-- Release dates: cards.release_date is the card's first dated TCG print (YYYY-MM-DD; undated
-- prints, promos and prize cards mostly, are not counted). The Edison cutoff is 2010-04-25
-- (SJC Edison; release_info.edison_cutoff). released_after_cutoff = 1 marks a first dated
-- TCG print after the cutoff: such a card in the pool is there because the Edison-era card
-- lists include it, its earlier prints carrying no date.

CREATE TABLE release_info (
    key   TEXT PRIMARY KEY,   -- title, version, release_date, slice, triples, edison_cutoff, ...
    value TEXT
);

CREATE TABLE sources (        -- documents and datasets the facts come from
    source_id TEXT PRIMARY KEY,
    label     TEXT,
    address   TEXT,           -- web address of the document or repository
    see_also  TEXT,
    git_commit TEXT,          -- the version (git commit) used
    date      TEXT,           -- YYYY-MM-DD
    rights    TEXT,           -- licence notes
    comment   TEXT,
    iri       TEXT NOT NULL
);

CREATE TABLE cards (
    card_id               TEXT PRIMARY KEY,
    passcode              TEXT,
    card_name             TEXT NOT NULL,
    card_type             TEXT,      -- monster, spell, trap
    attribute             TEXT,
    monster_type          TEXT,
    level                 INTEGER,
    atk                   INTEGER,
    def                   INTEGER,
    atk_unknown           BOOLEAN,   -- printed ATK is "?"
    def_unknown           BOOLEAN,
    list_status           TEXT,      -- on the 2010-03-01 TCG list: forbidden, limited, semi-limited, unlimited
    in_edison_pool        BOOLEAN,
    release_date          TEXT,      -- first dated TCG print, YYYY-MM-DD
    released_after_cutoff BOOLEAN,   -- first dated TCG print after the Edison cutoff (2010-04-25)
    printed_text          TEXT,
    psct_text             TEXT,      -- Edison-accurate Problem-Solving Card Text
    historical_text       TEXT,      -- the 2010 text quoted by the historical rulings site
    current_text          TEXT,
    konami_database_id    INTEGER,
    konami_database_page  TEXT,
    yugipedia_page        TEXT,
    ygojson_id            TEXT,
    ygojson_record        TEXT,
    rulings_page          TEXT,
    edisonformat_page     TEXT,
    iri                   TEXT NOT NULL
);

CREATE TABLE card_subtypes (
    card_id TEXT NOT NULL REFERENCES cards (card_id),
    subtype TEXT NOT NULL,   -- Effect, Synchro, Tuner, Quick-Play, Counter, ...
    PRIMARY KEY (card_id, subtype)
);

CREATE TABLE card_archetypes (
    card_id      TEXT NOT NULL REFERENCES cards (card_id),
    archetype    TEXT NOT NULL,   -- its name: Lightsworn, Trap Hole, Elemental HERO, ...
    set_code     TEXT,            -- the simulators' set code: 0x38
    set_constant TEXT,            -- the simulator scripts' constant: SET_LIGHTSWORN
    PRIMARY KEY (card_id, archetype)
);

CREATE TABLE card_sources (
    card_id   TEXT NOT NULL REFERENCES cards (card_id),
    source_id TEXT NOT NULL REFERENCES sources (source_id),
    PRIMARY KEY (card_id, source_id)
);

CREATE TABLE effects (
    effect_id                        TEXT PRIMARY KEY,
    card_id                          TEXT NOT NULL REFERENCES cards (card_id),
    effect_number                    INTEGER,   -- 1-based position in the card text
    effect_kind                      TEXT,      -- trigger, quick, ignition, continuous, trigger-like, ...
    is_optional                      BOOLEAN,
    timing_word                      TEXT,      -- when, if, during, none
    spell_speed                      INTEGER,
    once_per_turn                    BOOLEAN,
    usage_limit                      TEXT,
    targets                          BOOLEAN,
    has_cost                         BOOLEAN,
    activatable_in_damage_step       BOOLEAN,
    negates_summon                   BOOLEAN,
    can_miss_timing                  BOOLEAN,   -- inferred: optional "when" trigger(-like) effects
    starts_chain_at_next_opportunity BOOLEAN,
    follows_summon_in_sequence       BOOLEAN,
    text_version                     TEXT,      -- the text the effect was read from: psct, printed, current
    effect_text                      TEXT,
    condition_text                   TEXT,
    cost_text                        TEXT,
    event_card                       TEXT,      -- the activation condition: which card ...
    event_subject_is_self            BOOLEAN,
    event_player                     TEXT,
    from_zone                        TEXT,
    to_zone                          TEXT,
    event_cause                      TEXT,
    provenance                       TEXT,
    analysis_note                    TEXT,
    iri                              TEXT NOT NULL
);

CREATE TABLE effect_event_types (   -- any one of these events starts the effect
    effect_id  TEXT NOT NULL REFERENCES effects (effect_id),
    event_type TEXT NOT NULL,
    PRIMARY KEY (effect_id, event_type)
);

CREATE TABLE clauses (
    clause_id    TEXT PRIMARY KEY,
    effect_id    TEXT NOT NULL REFERENCES effects (effect_id),
    part         TEXT NOT NULL,   -- resolution, cost or target
    clause_index INTEGER,
    action       TEXT,
    joined_by    TEXT,            -- the conjunction joining it to the clause before
    is_up_to     BOOLEAN,
    clause_text  TEXT,
    iri          TEXT NOT NULL
);

CREATE TABLE rules (
    rule_id        TEXT PRIMARY KEY,
    code           TEXT,   -- the rule's short id (for One Piece, its number in the rules)
    label          TEXT,
    game           TEXT,
    statement      TEXT,   -- the principle in our words
    source_id      TEXT REFERENCES sources (source_id),
    source_passage TEXT,
    iri            TEXT NOT NULL
);

CREATE TABLE rule_refines (
    rule_id         TEXT NOT NULL REFERENCES rules (rule_id),
    refined_rule_id TEXT NOT NULL REFERENCES rules (rule_id),
    PRIMARY KEY (rule_id, refined_rule_id)
);

CREATE TABLE rule_concepts (
    rule_id TEXT NOT NULL REFERENCES rules (rule_id),
    concept TEXT NOT NULL,
    PRIMARY KEY (rule_id, concept)
);

CREATE TABLE rulings (   -- ruling references: the prose stays at the address
    ruling_id        TEXT PRIMARY KEY,
    card_id          TEXT NOT NULL REFERENCES cards (card_id),
    position         INTEGER,   -- 0-based position on the card's page
    section          TEXT,
    era              TEXT,      -- konami, original-publisher, edison-community
    source_id        TEXT REFERENCES sources (source_id),
    address          TEXT,
    parent_ruling_id TEXT REFERENCES rulings (ruling_id),
    iri              TEXT NOT NULL
);

CREATE TABLE ruling_topics (
    ruling_id TEXT NOT NULL REFERENCES rulings (ruling_id),
    topic     TEXT NOT NULL,
    PRIMARY KEY (ruling_id, topic)
);

CREATE TABLE ruling_mentions (
    ruling_id TEXT NOT NULL REFERENCES rulings (ruling_id),
    card_id   TEXT NOT NULL REFERENCES cards (card_id),
    PRIMARY KEY (ruling_id, card_id)
);

CREATE TABLE ruling_links (
    ruling_id TEXT NOT NULL REFERENCES rulings (ruling_id),
    relation  TEXT NOT NULL,   -- source or see_also
    url       TEXT NOT NULL,
    PRIMARY KEY (ruling_id, relation, url)
);

CREATE TABLE precedents (   -- decided cases, in our words
    precedent_id   TEXT PRIMARY KEY,
    label          TEXT,
    verdict        TEXT,
    verdict_reason TEXT,
    game           TEXT,
    era            TEXT,
    provenance     TEXT,
    situation      TEXT,
    statement      TEXT,
    comment        TEXT,
    scenario       TEXT,   -- JSON: the situation in the timing contract's form
    expectation    TEXT,   -- JSON: the answer the verdict fixes
    iri            TEXT NOT NULL
);

CREATE TABLE precedent_cards (
    precedent_id TEXT NOT NULL REFERENCES precedents (precedent_id),
    card_id      TEXT NOT NULL REFERENCES cards (card_id),
    PRIMARY KEY (precedent_id, card_id)
);

CREATE TABLE precedent_rules (   -- the principle: rules the ruling follows
    precedent_id TEXT NOT NULL REFERENCES precedents (precedent_id),
    rule_id      TEXT NOT NULL REFERENCES rules (rule_id),
    PRIMARY KEY (precedent_id, rule_id)
);

CREATE TABLE precedent_concepts (
    precedent_id TEXT NOT NULL REFERENCES precedents (precedent_id),
    concept      TEXT NOT NULL,
    PRIMARY KEY (precedent_id, concept)
);

CREATE TABLE precedent_links (
    precedent_id TEXT NOT NULL REFERENCES precedents (precedent_id),
    relation     TEXT NOT NULL,   -- source or see_also
    url          TEXT NOT NULL,
    PRIMARY KEY (precedent_id, relation, url)
);

CREATE INDEX cards_name ON cards (card_name);
CREATE INDEX card_subtypes_subtype ON card_subtypes (subtype);
CREATE INDEX card_archetypes_archetype ON card_archetypes (archetype);
CREATE INDEX effects_card ON effects (card_id);
CREATE INDEX effects_kind ON effects (effect_kind);
CREATE INDEX effect_event_types_event ON effect_event_types (event_type);
CREATE INDEX clauses_effect ON clauses (effect_id);
CREATE INDEX clauses_action ON clauses (action);
CREATE INDEX rulings_card ON rulings (card_id);
CREATE INDEX rulings_parent ON rulings (parent_ruling_id);
CREATE INDEX ruling_topics_topic ON ruling_topics (topic);
CREATE INDEX ruling_mentions_card ON ruling_mentions (card_id);
CREATE INDEX precedent_cards_card ON precedent_cards (card_id);
CREATE INDEX precedent_rules_rule ON precedent_rules (rule_id);

-- Every effect with the name and passcode of its card.
CREATE VIEW effects_with_card AS
SELECT c.card_name, c.passcode, e.*
FROM effects e JOIN cards c ON c.card_id = e.card_id;

-- Optional "when" trigger(-like) effects: the ones that can miss the timing.
CREATE VIEW can_miss_timing AS
SELECT c.card_name, e.card_id, e.effect_id, e.effect_number, e.effect_kind,
       e.timing_word, e.condition_text, e.effect_text
FROM effects e JOIN cards c ON c.card_id = e.card_id
WHERE e.can_miss_timing = 1;

-- One row per ruling reference and topic, with the card whose page holds it.
CREATE VIEW rulings_by_topic AS
SELECT t.topic, r.ruling_id, r.card_id, c.card_name, r.era, r.section, r.address
FROM ruling_topics t
JOIN rulings r ON r.ruling_id = t.ruling_id
JOIN cards c ON c.card_id = r.card_id;

-- One row per precedent and rule it follows, with the rule's statement.
CREATE VIEW precedents_with_rules AS
SELECT p.precedent_id, p.label, p.verdict, p.verdict_reason, u.rule_id, u.label AS rule_label,
       u.statement AS rule_statement
FROM precedents p
JOIN precedent_rules pr ON pr.precedent_id = p.precedent_id
JOIN rules u ON u.rule_id = pr.rule_id;

-- How many ruling references and precedents each card has.
CREATE VIEW card_ruling_counts AS
SELECT c.card_id, c.card_name,
       (SELECT COUNT(*) FROM rulings r WHERE r.card_id = c.card_id) AS rulings,
       (SELECT COUNT(*) FROM precedent_cards p WHERE p.card_id = c.card_id) AS precedents
FROM cards c;

-- Full-text search over card names and texts (FTS5; the rows are those of cards):
--   SELECT card_name FROM cards_fts WHERE cards_fts MATCH 'banish AND graveyard' ORDER BY rank;
CREATE VIRTUAL TABLE cards_fts USING fts5(
    card_name, printed_text, psct_text, historical_text, current_text,
    content = 'cards', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2'
);
