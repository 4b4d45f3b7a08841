"""edison_kg/vocab/ns.py is generated from the vocabulary: it must be current, and every term the
code names must be a term of the vocabulary."""

import re
from pathlib import Path

from edison_kg.vocab.ns import EK
from edison_kg.vocab.generate import render, render_properties
from edison_kg.paths import PACKAGE_DIR

TESTS_DIR = Path(__file__).resolve().parents[1]


def test_ns_module_is_current():
    assert (PACKAGE_DIR / "vocab" / "ns.py").read_text(encoding="utf-8") == render(), \
        "ns.py is stale: run python -m edison_kg.vocab.generate"
    assert (PACKAGE_DIR / "vocab" / "ns_properties.py").read_text(encoding="utf-8") == render_properties(), \
        "ns_properties.py is stale: run python -m edison_kg.vocab.generate"


def test_every_term_the_code_names_is_in_the_vocabulary():
    """A term named in a branch no test runs would only fail in a user's hands: read them all."""
    terms = {name for name in dir(EK) if not name.startswith("_")}   # EK's own terms and its properties
    assert {"Then", "TriggerEffect", "Card"} <= terms
    sources = sorted(PACKAGE_DIR.rglob("*.py")) + sorted(TESTS_DIR.rglob("*.py"))
    unknown = sorted({f"{path.name}: EK.{name}"
                      for path in sources if path.name not in ("ns.py", "ns_properties.py")
                      for name in re.findall(r"\bEK\.([A-Za-z_]\w*)", path.read_text(encoding="utf-8"))
                      if name not in terms})
    assert unknown == [], "terms missing from ontology/*.ttl (or misspelt)"
