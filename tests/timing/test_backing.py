"""The precedents that back an answer (edison_kg/timing/backing.py)."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.answer import Answer
from edison_kg.timing.backing import StoredPrecedent, backing_precedents, kind_of
from edison_kg.timing.cards import CardInfo

RULE = "https://w3id.org/edison-kg/id/rule/"


def info(iri, card_type="trap", subtypes=("Normal Trap",)):
    return CardInfo(iri=iri, name=iri, card_type=card_type, subtypes=subtypes)


def stored(iri, rules, cards=(), kinds=(), verdict="yes", reason="last-thing"):
    return StoredPrecedent(iri, verdict, reason, rules={RULE + r for r in rules}, cards=set(cards), kinds=set(kinds))


def test_only_precedents_of_the_deciding_rule_and_a_shared_card_or_kind():
    # the verdict rests on its first rule; the second is one the history used on the way
    answer = Answer("yes", "last-thing", rules=["window-any-chain-link", "mtt-last-thing-definition"], deciding=1)
    infos = {"tt": info("card:tt"), "vorse": info("card:vorse", "monster", ("Normal",))}
    candidates = [
        stored("other-rule", ["mtt-last-thing-definition"], cards=["card:tt"]),
        stored("kind-only", ["window-any-chain-link"], kinds=[kind_of("trap", ("Normal Trap",))]),
        stored("asked-card", ["window-any-chain-link"], cards=["card:tt"]),
        stored("other-card", ["window-any-chain-link"], cards=["card:vorse"]),
        stored("counter-trap", ["window-any-chain-link"], cards=["card:x"], kinds=[kind_of("trap", ("Counter",))]),
        stored("other-verdict", ["window-any-chain-link"], cards=["card:tt"], verdict="no", reason="other"),
    ]
    got = [p.iri for p in backing_precedents(candidates, answer, infos, "tt")]
    assert got == ["asked-card", "other-card", "kind-only"]


def test_an_answer_lists_the_judge_program_precedent_with_its_statement():
    answer = timing.ask({
        "game": "yugioh-edison", "turn_player": "A",
        "cards": {"vorse": {"name": "Vorse Raider", "controller": "A", "zone": "hand"},
                  "bth": {"name": "Bottomless Trap Hole", "controller": "B", "zone": "spell_trap_zone"},
                  "tt": {"name": "Torrential Tribute", "controller": "B", "zone": "spell_trap_zone"}},
        "steps": [{"summon": "vorse", "method": "normal"}, {"activate": "bth"}],
        "ask": {"can_activate": "tt"}}).to_dict()
    assert (answer["answer"], answer["reason"]) == ("yes", "last-thing")
    ids = [iri.rsplit("/", 1)[-1] for iri in answer["precedents"]]
    assert ids[0] == "r-bottomless-trap-hole-then-torrential-tribute-of-the-summoner"
    assert [p["precedent"] for p in answer["precedent_statements"]] == answer["precedents"]
    assert all(p["statement"] and p["title"] for p in answer["precedent_statements"])
