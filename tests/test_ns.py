"""edison_kg/ns.py is generated from the vocabulary: it must be current."""

from edison_kg import ns_gen
from edison_kg.paths import PACKAGE_DIR


def test_ns_module_is_current():
    assert (PACKAGE_DIR / "ns.py").read_text(encoding="utf-8") == ns_gen.render(), \
        "ns.py is stale: run python -m edison_kg.ns_gen"


def test_namespace_is_closed():
    from edison_kg.ns import EK

    assert EK.Then.endswith("#Then")
    try:
        EK.NoSuchTerm
    except AttributeError:
        return
    raise AssertionError("an unknown term must raise AttributeError")
