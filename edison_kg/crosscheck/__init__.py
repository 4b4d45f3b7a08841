"""Cross-check of the card-text analyzer against an independent source: the effect facts
of a widely used simulator's card scripts (``edison_effects.jsonl``: effect types such as
EFFECT_TYPE_TRIGGER_O, events such as EVENT_SPSUMMON_SUCCESS, EFFECT_FLAG_DELAY).

The mapping from script facts to our vocabulary is data (``resources/script_mapping.json``).
A script often creates several effect objects for one text effect (a Trap Card with one
activation per kind of Summon, clones for Normal and Special Summons), so script effects
are first grouped, then aligned with the analyzed effects of the same card, and the three
facts compared per aligned effect: kind, optional/mandatory and when/if.

Some cards also have a script for their text before an errata (``pre-errata``). Each card is
compared with the script written for the text our reading follows: the pre-errata one when
its text is closer to the text analyzed (an Edison-accurate PSCT is often the old wording),
or when an override names it (``follows_script``: the override reads the 2010 text).

Where the script and our reading differ for a known reason (the scripts implement today's
texts and rulings, the Edison texts are the 2010 ones or the Edison-accurate PSCT, and a
script may model an effect its own way) the difference is listed with its reason in
``resources/script_differences.json``: it still counts as a disagreement in the rates and
the report shows it as explained. Entries marked ``no_fact`` are script facts that say
nothing about the text (an event that only ever happens outside a chain, where the delay
flag makes no difference); they are left out of the rate and listed.

``check_effects()`` reads the compact copies under tests/fixtures by default (built by
``write_fixtures`` from the upstream files), so the check runs without the source files.

The check is three stages, one module each: ``sources`` reads the script rows and the card
texts (and writes the compact fixtures), ``scripts`` groups a card's script objects into
text effects and aligns them with the effects the reader read, ``report`` compares the
aligned facts and counts them.
"""

from edison_kg.crosscheck.report import FACT_LABELS, TARGETS, Disagreement, Report, check_effects
from edison_kg.crosscheck.scripts import ScriptEffect, align, script_effects
from edison_kg.crosscheck.sources import (CARD_FIELDS, EXTRA_CARDS, FIXTURES, ROW_FIELDS, known_differences,
                                          load_sources, rows_followed, script_followed, script_mapping, usable_row,
                                          write_fixtures)

__all__ = ["check_effects", "Report", "Disagreement", "TARGETS", "FACT_LABELS", "ScriptEffect", "script_effects",
           "align", "load_sources", "write_fixtures", "script_followed", "rows_followed", "usable_row",
           "script_mapping", "known_differences", "FIXTURES", "ROW_FIELDS", "CARD_FIELDS", "EXTRA_CARDS"]
