"""Round 127: "If this card Summoned this way is destroyed by battle" (Zoma the Spirit) is met by its
destruction, not by its own Summon (rule cond-summoned-this-way-names-the-card); "You can Tribute 3
monsters to Tribute Summon (but not Set) this card" (Gilford the Lightning, Beast King Barbaros) is a
Summon procedure, not an effect that is activated (rule summon-procedure-is-no-activated-effect).
Real pool cards on the whole graph."""

from __future__ import annotations

from edison_kg import timing
from tests.cardtext.pool import card as read


def ask(cards, steps, question, **extra):
    extra = {"turn_player": "A", **extra}
    return timing.ask({"game": "yugioh-edison", "cards": cards, "steps": steps, "ask": question, **extra}).to_dict()


def monster(name, controller="A", zone="monster_zone", **more):
    return {"name": name, "controller": controller, "zone": zone, **more}


# ------------------------------------------------------------------ the reading

def test_zoma_s_condition_is_its_destruction_by_battle_not_a_summon():
    condition = next(e.condition for e in read("Zoma the Spirit") if e.condition is not None)
    assert (condition.types, condition.self_card, condition.cause) == (["destroyed"], True, "battle")


def test_if_this_card_was_summoned_this_way_keeps_looking_back_at_the_summon():
    # Mist Archfiend: "during the End Phase, if this card was Summoned this way" is no "is" qualifier
    condition = next(e.condition for e in read("Mist Archfiend") if e.condition is not None)
    assert condition.types == ["phase_entered"] and condition.earlier is not None


def test_tribute_n_monsters_to_tribute_summon_is_no_effect():
    for name, rest in (("Gilford the Lightning", "Destroy all monsters"), ("Beast King Barbaros", "Destroy all cards")):
        effects = [e for e in read(name) if e.kind != "continuous"]
        assert not any(e.text.startswith("You can Tribute 3 monsters") for e in read(name)), name
        trigger = next(e for e in effects if rest in e.text)
        assert (trigger.number, trigger.condition.types, trigger.condition.tributes) == (1, ["tribute_summon"], 3)


# ------------------------------------------------------------------ the engine

def _zoma_summoned(*more_steps, question=None):
    cards = {"tower": monster("Soul-Absorbing Bone Tower", position="attack"),
             "zoma": {"name": "Zoma the Spirit", "controller": "B"},
             "ox": monster("Battle Ox", position="attack")}
    steps = [{"activate": "zoma"},
             {"resolve": 1, "events": [{"event": "special_summon", "card": "zoma", "to": "monster_zone",
                                        "position": "defense"}]}, *more_steps]
    return ask(cards, steps, question or {"triggers": True})


def test_zoma_s_own_special_summon_does_not_set_off_its_battle_effect():
    got = _zoma_summoned()
    assert [(link["card"], link["link"]) for link in got["chain"]] == [("tower", 1)]


def test_zoma_destroyed_by_battle_activates_its_effect():
    got = _zoma_summoned({"activate": "tower"}, {"resolve": 1}, {"phase": "battle"},
                         {"events": [{"event": "attack_declared", "card": "ox", "target": "zoma"}]},
                         {"phase": "damage_step"},
                         {"events": [{"event": "destroyed", "card": "zoma", "from": "monster_zone",
                                      "to": "graveyard", "cause": "battle", "by": "ox"}]})
    assert "zoma" in [link["card"] for link in got["chain"]]


def _gilford(name, tributes):
    fodder = ["Dark Blade", "Gemini Elf", "Vorse Raider"][:tributes]
    cards = {"it": monster(name, zone="hand"),
             **{f"t{i}": monster(n, position="attack") for i, n in enumerate(fodder)},
             "marsh": monster("Marshmallon", "B", position="attack"), "rat": monster("Giant Rat", "B", position="attack")}
    steps = [{"summon": "it", "method": "tribute", "materials": [f"t{i}" for i in range(tributes)]}]
    return cards, steps


def test_gilford_tribute_summoned_by_3_activates_its_trigger_and_destroys_both():
    cards, steps = _gilford("Gilford the Lightning", 3)
    got = ask(cards, steps + [{"activate": "it"}, {"resolve": 1}], {"last_thing": True}, phase="main1")
    assert [(e["event"], e["card"]) for e in got["last_thing"]] == [("destroyed", "marsh"), ("destroyed", "rat")]


def test_beast_king_barbaros_tribute_summoned_by_2_cannot_activate_anything():
    cards, steps = _gilford("Beast King Barbaros", 2)
    got = ask(cards, steps, {"can_activate": "it"}, phase="main1")
    assert got["answer"] == "no"


def test_beast_king_barbaros_tribute_summoned_by_3_activates_its_trigger():
    cards, steps = _gilford("Beast King Barbaros", 3)
    got = ask(cards, steps, {"can_activate": "it"}, phase="main1")
    assert got["answer"] == "yes"
