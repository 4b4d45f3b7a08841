"""Round 117, on real cards of the pool, met and unmet: Trojan Blast after a monster is taken from its controller's
side (Brain Control, Snatch Steal), Boar Soldier's and Nuvia the Wicked's ATK while the opponent controls a monster,
and the parts Chain Detonation and Chain Healing do by the Chain Link they were activated as."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze
from scenario_cards import ask, card
from tests.cardtext.pool import card as pool_card

SHIFTED = "cond-control-shifted-from-your-side"
WHILE_OPPONENT = "ce-stat-change-while-opponent-controls"
BY_LINK = "res-branch-by-chain-link"


def _rule_ids(got) -> list:
    return [r.rsplit("/", 1)[-1] for r in got.to_dict()["rules"]]


def _events(got) -> list:
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


# ---------------------------------------------------------------- Trojan Blast: the side the monster left

def _trojan(taker: str, taken: str, by: str = "Brain Control"):
    cards = {"bc": card(by, taker, "hand"), "cd": card("Cyber Dragon", "B" if taker == "A" else "A"),
             "tb": card("Trojan Blast", taken, "spell_trap_zone", face_up=False)}
    cost = [{"event": "lp_paid", "player": taker, "amount": 800, "cause": "cost"}] if by == "Brain Control" else []
    step = {"activate": "bc", "targets": ["cd"], **({"cost": cost} if cost else {})}
    return ask(cards, {"can_activate": "tb"}, [step, {"resolve": 1}], turn_player=taker)


def test_trojan_blast_answers_the_opponent_taking_its_controllers_monster():
    for by in ("Brain Control", "Snatch Steal"):
        got = _trojan("B", "A", by)
        assert got.answer == "yes", by
        assert SHIFTED in _rule_ids(got)


def test_trojan_blast_does_not_answer_its_controller_taking_the_opponents_monster():
    got = _trojan("B", "B")
    assert got.answer == "no"


# ---------------------------------------------------------------- Boar Soldier: its ATK while the opponent controls one

def _boar(opponent_has_monster: bool):
    cards = {"boar": card("Boar Soldier", "A", "hand"),
             "bth": card("Bottomless Trap Hole", "B", "spell_trap_zone", face_up=False)}
    if opponent_has_monster:
        cards["ef"] = card("Exiled Force", "B", position="attack")
    return ask(cards, {"can_activate": "bth"}, [{"summon": "boar", "method": "normal"}])


def test_boar_soldier_summoned_while_the_opponent_controls_a_monster_has_1000_atk():
    got = _boar(True)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert WHILE_OPPONENT in _rule_ids(got)


def test_boar_soldier_summoned_with_the_opponents_field_empty_keeps_2000_atk():
    got = _boar(False)
    assert got.answer == "yes"
    assert WHILE_OPPONENT not in _rule_ids(got)


def test_the_reader_reads_the_opponents_count_on_boar_soldier_and_nuvia():
    for text, amount in (("If your opponent controls 1 or more monsters, decrease the ATK of this card by 1000 "
                          "points.", -1000),
                         ("If your opponent controls any monster, decrease the ATK of this card by 200 points for "
                          "each monster on your opponent's side of the field.", -200)):
        restriction, = analyze(text, card_type="monster", subtypes=("Effect",))[0].restrictions
        assert (restriction.kind, restriction.amount, restriction.holds_while, restriction.while_count) == \
            ("atk-gain", amount, "count-holds", "opponent field 1 any")


def test_a_lead_on_the_opponents_monsters_with_another_state_stays_unread():
    effect = analyze("If your opponent controls a monster and you control no monsters, this card gains 500 ATK.",
                     card_type="monster", subtypes=("Effect",))[0]
    assert not effect.restrictions


# ---------------------------------------------------------------- Chain Detonation / Chain Healing: by its Chain Link

def _chain(name: str, links: int):
    cards = {"coth": card("Call of the Haunted", "B", "spell_trap_zone", face_up=False),
             "cd": card("Cyber Dragon", "B", "graveyard"),
             "det": card(name, "A", "spell_trap_zone", face_up=False)}
    steps = [{"activate": "coth", "targets": ["cd"]}]
    for i in range(links - 2):
        cards[f"x{i}"] = card("Chain Healing", "B" if i % 2 == 0 else "A", "spell_trap_zone", face_up=False)
        steps.append({"activate": f"x{i}"})
    steps += [{"activate": "det"}, {"resolve": links}]
    return ask(cards, {"last_thing": True}, steps, turn_player="B")


def test_chain_detonation_at_chain_link_2_is_shuffled_into_the_deck():
    for name in ("Chain Detonation", "Chain Healing"):
        got = _chain(name, 2)
        assert _events(got) == [("returned_to_deck", "det")], name
        assert BY_LINK in _rule_ids(got)


def test_chain_detonation_at_chain_link_4_returns_to_the_hand():
    got = _chain("Chain Detonation", 4)
    assert _events(got) == [("returned_to_hand", "det")]


def test_after_chain_detonation_at_chain_link_2_the_summon_of_chain_link_1_is_last():
    cards = {"coth": card("Call of the Haunted", "B", "spell_trap_zone", face_up=False),
             "cd": card("Cyber Dragon", "B", "graveyard"),
             "det": card("Chain Detonation", "A", "spell_trap_zone", face_up=False)}
    got = ask(cards, {"last_thing": True}, [{"activate": "coth", "targets": ["cd"]}, {"activate": "det"},
                                            {"resolve": 2}, {"resolve": 1}], turn_player="B")
    assert _events(got) == [("special_summon", "cd")]


# ---------------------------------------------------------------- round 121: whose card effect shifted it

def _swapped(activator: str):
    """Creature Swap activated by ``activator``: A's Cyber Dragon goes to B, B's Exiled Force to A; A has Trojan Blast."""
    cards = {"cs": card("Creature Swap", activator, "hand"), "cd": card("Cyber Dragon", "A"),
             "ef": card("Exiled Force", "B"), "tb": card("Trojan Blast", "A", "spell_trap_zone", face_up=False)}
    return ask(cards, {"can_activate": "tb"}, [{"activate": "cs"}, {"resolve": 1}], turn_player=activator)


def test_trojan_blast_answers_the_opponents_creature_swap():
    got = _swapped("B")
    assert got.answer == "yes"
    assert SHIFTED in _rule_ids(got)


def test_trojan_blast_does_not_answer_its_controllers_own_creature_swap():
    # "an opponent's card effect shifts control": its own Creature Swap gave the monster away
    got = _swapped("A")
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert SHIFTED in _rule_ids(got)


def test_the_reader_names_whose_effect_shifts_control():
    condition = pool_card("Trojan Blast")[0].condition
    assert (condition.cause, condition.cause_player, condition.player) == ("effect", "opponent", "you")
