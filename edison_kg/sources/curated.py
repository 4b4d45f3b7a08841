"""The importer's curated data (resources/sources.json): the upstream datasets and their facts,
the seed cards taken from the extended candidates, hand-made entries for cards no source file
holds (name, type and properties only, each with its basis; no card text), and the names the
ruling scan leaves alone."""

from __future__ import annotations

import json

from edison_kg.paths import PACKAGE_DIR

CURATED_FILE = PACKAGE_DIR / "resources" / "sources.json"
_DATA = json.loads(CURATED_FILE.read_text(encoding="utf-8"))

SOURCE_DOCUMENTS: tuple[dict, ...] = tuple(_DATA["source_documents"])
SEED_CARDS_FROM_EXTENDED: tuple[str, ...] = tuple(_DATA["seed_cards_from_extended"])
HAND_MADE_CARDS: tuple[dict, ...] = tuple(_DATA["hand_made_cards"])
# Card names not looked for without quotes: words that ruling prose uses in other senses
# ("Contact Fusion"); their quoted form is still matched.
UNQUOTED_NAME_STOPLIST = frozenset(_DATA["unquoted_name_stoplist"])
# Longer names that contain a card's name but are not that card (cards outside the graph,
# game terms); the unquoted scan matches them first and records nothing. The extended
# candidates' names are added to these at import time.
BLOCKING_PHRASES: tuple[str, ...] = tuple(_DATA["blocking_phrases"])
