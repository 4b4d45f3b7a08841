"""The card a resolution acts on when the scenario leaves its pick implied: each player's only monster for
"Each player chooses 1 monster they control and switches control of those monsters" (rule
res-each-player-picks-their-only-monster), the one Spirit monster in the opponent's hand after "Look at your
opponent's hand", and "the selected monster" of an old "Select 1 Fiend-Type monster from your Graveyard" (rule
res-selected-card-the-only-one-of-its-kind). Real cards of the pool."""

from __future__ import annotations

from edison_kg import timing


def card(name, controller, zone="monster_zone"):
    return {"name": name, "controller": controller, "zone": zone,
            **({"position": "attack"} if zone == "monster_zone" else {})}


def resolved(spell, cards):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1",
                       "cards": {"spell": card(spell, "A", "hand"), **cards},
                       "steps": [{"activate": "spell"}, {"resolve": 1}], "ask": {"last_thing": True}}).to_dict()


def picked(answer):
    return [(e["event"], e["card"]) for e in answer["last_thing"]]


def cited(answer, rule):
    return any(r.endswith("/" + rule) for r in answer["rules"])


def test_each_players_only_monster_is_the_one_switched():
    # Creature Swap: "Each player chooses 1 monster they control and switches control of those monsters"
    got = resolved("Creature Swap", {"elf": card("Mystical Elf", "A"), "raider": card("Vorse Raider", "B")})
    assert sorted(picked(got)) == [("control_changed", "elf"), ("control_changed", "raider")]
    assert cited(got, "res-each-player-picks-their-only-monster") and got["assumed"]
    # two monsters on one side: that player's pick is not told
    got = resolved("Creature Swap", {"elf": card("Mystical Elf", "A"), "raider": card("Vorse Raider", "B"),
                                     "knight": card("Headless Knight", "B")})
    assert picked(got) == [("control_changed", None)]


def test_the_spirit_monster_discarded_is_in_the_opponents_hand():
    # Fengsheng Mirror: "Look at your opponent's hand. Select and discard 1 Spirit monster ... in his/her hand"
    got = resolved("Fengsheng Mirror", {"susa": card("Susa Soldier", "B", "hand"), "raider": card("Vorse Raider", "B", "hand")})
    assert picked(got) == [("discarded", "susa")]
    assert cited(got, "res-selected-card-the-only-one-of-its-kind")
    # a Spirit monster in its own player's hand is not among those it picks from; two in the opponent's: not told
    got = resolved("Fengsheng Mirror", {"susa": card("Susa Soldier", "A", "hand"), "asura": card("Asura Priest", "B", "hand"),
                                        "susa2": card("Susa Soldier", "B", "hand")})
    assert picked(got) == [("discarded", None)]


def test_the_selected_monster_summoned_is_the_only_one_of_the_kind_selected():
    # The Puppet Magic of Dark Ruler: "Select 1 Fiend-Type monster from your Graveyard. ... Then Special Summon the
    # selected monster from your Graveyard."
    got = resolved("The Puppet Magic of Dark Ruler", {"zure": card("Zure, Knight of Dark World", "A", "graveyard"),
                                                      "raider": card("Vorse Raider", "A", "graveyard"),
                                                      "elf": card("Mystical Elf", "A")})
    assert picked(got) == [("special_summon", "zure")]
    # two Fiends there: which one is not told
    got = resolved("The Puppet Magic of Dark Ruler", {"zure": card("Zure, Knight of Dark World", "A", "graveyard"),
                                                      "knight": card("Headless Knight", "A", "graveyard"),
                                                      "elf": card("Mystical Elf", "A")})
    assert picked(got) == [("special_summon", None)]
