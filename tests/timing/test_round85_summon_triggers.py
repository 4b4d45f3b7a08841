"""Round 85: triggers and conditions around a Summon, on pool cards, as `edison-kg ask` answers.

- a Summon a Chain Link negated afterwards never happened (neg-summon-answered-never-happened);
- "while your opponent controls a face-up monster" needs a face-up one (cond-activation-needs-a-face-up-card);
- "Activate only as Chain Link N or higher" short of that link: its condition is not met (chain-link-number-condition);
- "make your opponent Tribute 1 monster" takes their only monster (res-tribute-the-only-monster-they-control)."""

from __future__ import annotations

from edison_kg import timing

SET = {"zone": "spell_trap_zone", "face_up": False}
FIELD = {"zone": "monster_zone", "position": "attack"}
RULE = "https://w3id.org/edison-kg/id/rule/"


def ask(cards, steps, question, **scenario):
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": list(steps),
           "ask": question, **scenario}
    return timing.ask(raw)


def c(name, controller, **state):
    return {"name": name, "controller": controller, **state}


def chain_of(answer):
    return [(link["card"], link["effect"]) for link in answer.chain]


def rules_of(answer):
    return [r.rsplit("/", 1)[-1] for r in answer.rules]


# ------------------------------------------------------------------ a Summon negated by the chain that answered it

def horn_negates(card: str, negated: bool = True):
    steps = [{"summon": card, "method": "normal"}]
    if not negated:
        return steps
    return steps + [{"activate": "horn", "cost": [{"event": "tributed", "card": "fodder", "from": "monster_zone",
                                                    "to": "graveyard", "cause": "cost"}]},
                    {"resolve": 1, "events": [{"event": "summon_negated", "card": card},
                                              {"event": "destroyed", "card": card, "to": "graveyard",
                                               "cause": "effect", "by": "horn"}]}]


def test_granadora_negated_by_horn_of_heaven_only_takes_the_damage():
    cards = {"gr": c("Granadora", "A", zone="hand"), "horn": c("Horn of Heaven", "B", **SET),
             "fodder": c("Goblin Attack Force", "B", **FIELD)}
    answer = ask(cards, horn_negates("gr"), {"triggers": True})
    assert chain_of(answer) == [("gr", 2)]
    assert "neg-summon-answered-never-happened" in rules_of(answer)
    summoned = ask(cards, horn_negates("gr", negated=False), {"triggers": True})
    assert chain_of(summoned) == [("gr", 1)]          # its Summon went through: the LP gain
    assert "neg-summon-answered-never-happened" not in rules_of(summoned)


def test_breaker_negated_by_horn_of_heaven_places_no_counter():
    cards = {"breaker": c("Breaker the Magical Warrior", "A", zone="hand"), "horn": c("Horn of Heaven", "B", **SET),
             "fodder": c("Goblin Attack Force", "B", **FIELD)}
    assert chain_of(ask(cards, horn_negates("breaker"), {"triggers": True})) == []
    assert chain_of(ask(cards, horn_negates("breaker", negated=False), {"triggers": True})) == [("breaker", 1)]


# ------------------------------------------------------------------ "while your opponent controls a face-up monster"

def reckless(tomato_face_up: bool):
    tomato = c("Mystic Tomato", "B", **FIELD) if tomato_face_up else c("Mystic Tomato", "B", zone="monster_zone",
                                                                       position="face_down")
    cards = {"coth": c("Call of the Haunted", "A"), "rat": c("Giant Rat", "A"),
             "irs": c("Inferno Reckless Summon", "A", zone="hand"), "tomato": tomato}
    return ask(cards, [{"activate": "coth", "targets": ["rat"]}, {"resolve": 1}], {"can_activate": "irs"})


def test_inferno_reckless_summon_needs_a_face_up_monster_of_the_opponent():
    unmet = reckless(tomato_face_up=False)
    assert (unmet.answer, unmet.reason) == ("no", "condition-not-met")
    assert rules_of(unmet)[:2] == ["cond-activation-needs-field-state", "cond-activation-needs-a-face-up-card"]
    assert "face-up monster" in unmet.explanation
    met = reckless(tomato_face_up=True)
    assert met.answer == "yes"


def test_feather_wind_needs_its_avian_face_up():
    def wind(avian_state):
        cards = {"fw": c("Feather Wind", "A", **SET), "avian": c("Elemental HERO Avian", "A", **avian_state),
                 "jar": c("Jar of Greed", "B", **SET)}
        return ask(cards, [{"activate": "jar"}], {"can_activate": "fw"}, turn_player="B")
    assert wind(FIELD).answer == "yes"
    unmet = wind({"zone": "monster_zone", "position": "face_down"})
    assert (unmet.answer, unmet.reason) == ("no", "condition-not-met")


# ------------------------------------------------------------------ "only as Chain Link 2 or higher"

def test_chain_strike_after_the_chain_resolved_is_condition_not_met():
    cards = {"cs": c("Chain Strike", "A", zone="hand"), "jar": c("Jar of Greed", "A", **SET)}
    after = ask(cards, [{"activate": "jar"}, {"resolve": 1}], {"can_activate": "cs"})
    assert (after.answer, after.reason, rules_of(after)[0]) == ("no", "condition-not-met", "chain-link-number-condition")
    chained = ask(cards, [{"activate": "jar"}], {"can_activate": "cs"})
    assert chained.answer == "yes"


def test_mystical_wind_typhoon_as_chain_link_2_is_condition_not_met():
    cards = {"mwt": c("Mystical Wind Typhoon", "A", zone="hand"), "jar": c("Jar of Greed", "B", **SET)}
    answer = ask(cards, [{"activate": "jar"}], {"can_activate": "mwt"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


# ------------------------------------------------------------------ "make your opponent Tribute 1 monster"

def share_the_pain(theirs: dict):
    cards = {"stp": c("Share the Pain", "A", zone="hand"), "sangan": c("Sangan", "A", **FIELD), **theirs}
    return ask(cards, [{"activate": "stp", "cost": [{"event": "tributed", "card": "sangan", "from": "monster_zone",
                                                     "to": "graveyard", "cause": "cost"}]}, {"resolve": 1}],
               {"triggers": True})


def test_share_the_pain_tributes_the_opponents_only_monster():
    answer = share_the_pain({"frog": c("Dupe Frog", "B", **FIELD)})
    assert chain_of(answer) == [("sangan", 1), ("frog", 3)]
    assert "res-tribute-the-only-monster-they-control" in rules_of(answer)
    assert any("Dupe Frog" in said for said in answer.assumed)
    # another monster of theirs that answers its going: their own Sangan
    theirs = share_the_pain({"their_sangan": c("Sangan", "B", **FIELD)})
    assert chain_of(theirs) == [("sangan", 1), ("their_sangan", 1)]


def test_share_the_pain_with_two_monsters_to_pick_from_names_none():
    answer = share_the_pain({"frog": c("Dupe Frog", "B", **FIELD), "rat": c("Giant Rat", "B", **FIELD)})
    assert chain_of(answer) == [("sangan", 1)]
    assert "res-tribute-the-only-monster-they-control" not in rules_of(answer)
