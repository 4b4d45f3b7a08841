"""A later sentence of a resolution that does something is done after the sentence before it
("next sentence", docs/data-model.md); one that only states what the card it acted on is left with
moves nothing on. Real cards and their Edison rulings (https://www.edisonformat.com/rulings)."""

from __future__ import annotations

from edison_kg import timing


def card(name, controller, zone, **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(cards, steps, question, turn_player="A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "main1", "cards": cards,
                       "steps": steps, "ask": question})


def test_a_later_sentence_moves_the_last_thing_on():
    # Summon Cloud: "Special Summon 1 ... "Cloudian" monster ... If you Special Summon a monster from the Graveyard
    # with this effect, destroy this card." The ruling: the destruction is applied after the Special Summon.
    got = ask({"cloud": card("Summon Cloud", "A", "field_zone", face_up=True),
               "sheep": card("Cloudian - Sheep Cloud", "A", "graveyard"),
               "torrential": card("Torrential Tribute", "B", "spell_trap_zone", face_up=False)},
              [{"activate": "cloud"}, {"resolve": 1}], {"can_activate": "torrential"})
    assert (got.answer, got.reason) == ("no", "sequential-conjunction")
    assert got.rules[:2] == ["mtt-then-after-that", "conj-next-sentence"]
    assert "next sentence" in got.explanation
    assert [e["event"] for e in got.to_dict()["last_thing"]] == ["destroyed"]


def test_a_sentence_about_the_summoned_monster_moves_nothing_on():
    # Celestial Transformation: "Special Summon 1 Fairy monster from your hand. That monster's ATK is halved, also
    # it is destroyed during the End Phase." The ruling: Torrential Tribute can be activated after the Summon.
    got = ask({"transformation": card("Celestial Transformation", "A", "hand"),
               "fairy": card("Shining Angel", "A", "hand"),
               "torrential": card("Torrential Tribute", "B", "spell_trap_zone", face_up=False)},
              [{"activate": "transformation"}, {"resolve": 1}], {"can_activate": "torrential"})
    assert (got.answer, got.reason) == ("yes", "last-thing")


def test_a_ruling_of_the_same_moment_overrides_the_order_of_the_sentences():
    # Revival Gift: "... Special Summon it. Its effects are negated. Special Summon 2 "Gift Fiend Tokens" ...";
    # the ruling: the Tuner monster and the Tokens are Special Summoned at the same time.
    got = ask({"gift": card("Revival Gift", "A", "spell_trap_zone", face_up=False),
               "tuner": card("Krebons", "A", "graveyard")},
              [{"activate": "gift", "targets": ["tuner"]}, {"resolve": 1}], {"last_thing": True})
    # the Tuner, and the 2 Tokens written as unnamed cards with their count (state-tokens-summoned-are-on-the-field)
    assert [(e["event"], e.get("count")) for e in got.to_dict()["last_thing"]] == [("special_summon", None),
                                                                                    ("special_summon", 2)]
