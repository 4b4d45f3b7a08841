"""Effects whose card's rulings say they target while the old text has no "target" word
(sources/ruling_targets.py reads the rulings, cardtext/targets.py apply_ruled_targeting takes the target from the
effect's own object words), on real cards: the target must exist (rule state-target-must-exist) and a Graveyard
target is negated by Necrovalley (rule ce-graveyard-target-negated)."""

from __future__ import annotations

import pyoxigraph
from scenario_cards import ask, card

from edison_kg import paths


def test_book_of_taiyou_needs_a_face_down_monster_to_target():
    # "This effect targets 1 face-down monster on the field."
    book = card("Book of Taiyou", "A", "hand")
    none = ask({"book": book, "vorse": card("Vorse Raider", "B", position="attack")}, {"can_activate": "book"})
    assert (none.answer, none.reason) == ("no", "other")
    assert "state-target-must-exist" in none.rules
    set_one = ask({"book": book, "sangan": card("Sangan", "B", position="defense", face_up=False)}, {"can_activate": "book"})
    assert set_one.answer == "yes"


def test_informer_spider_stores_its_target_and_the_rulings_address():
    # the generated card data carries the ruling's statement and address, and the target read from "take control of
    # 1 Defense Position monster your opponent controls"
    store = pyoxigraph.Store()
    store.load(path=str(paths.DATA_DIR / "cards" / "informer-spider.ttl"), format=pyoxigraph.RdfFormat.TURTLE)
    rows = list(store.query(
        "PREFIX ek: <https://w3id.org/edison-kg/ns#> SELECT ?source ?position ?whose WHERE { ?e ek:ruledTargeting "
        '"targets" ; ek:ruledTargetingSource ?source ; ek:targets true ; ek:targetClause ?c . '
        "?c ek:actsOnPosition ?position ; ek:actsOnWhose ?whose }"))
    assert [(r["source"].value, r["position"].value, r["whose"].value.rsplit("#")[-1]) for r in rows] == [
        ("https://edisonformat.net/card?name=Informer%20Spider", "defense", "Opponent")]


def test_soul_reversal_targets_in_the_graveyard_under_necrovalley():
    # "Return 1 Flip Effect Monster from your Graveyard to the top of your Deck": its rulings say it targets
    reversal = card("Soul Reversal", "A", "hand")
    flip = card("Man-Eater Bug", "A", "graveyard")
    free = ask({"rev": reversal, "bug": flip}, {"can_activate": "rev"})
    assert free.answer == "yes"
    valley = card("Necrovalley", "B", "field_zone")
    negated = ask({"rev": reversal, "bug": flip, "valley": valley}, {"can_activate": "rev"})
    assert negated.answer == "no"
    assert "ce-graveyard-target-negated" in negated.rules
