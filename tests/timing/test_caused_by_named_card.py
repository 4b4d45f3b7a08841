"""Round 133: an event "by the effect of" a named card (rule cond-event-caused-by-named-card)."""

import json
import subprocess
import sys

from edison_kg.cardtext.caused_by import caused_by_kind


def _ask(scenario, tmp_path):
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario))
    out = subprocess.run([sys.executable, "-m", "edison_kg", "ask", str(path), "--json"], capture_output=True, text=True)
    return json.loads(out.stdout)


def _scattershot(by_name, tmp_path):
    cards = {"scat": {"name": "Volcanic Scattershot", "controller": "A", "zone": "hand"},
             "other": {"name": by_name, "controller": "A", "zone": "spell_trap_zone", "face_up": True}}
    steps = [{"events": [{"event": "sent_to_gy", "card": "scat", "from": "hand", "to": "graveyard", "cause": "effect",
                          "by": "other"}]}]
    return _ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
                 "ask": {"triggers": True}}, tmp_path)


def test_reader_reads_the_named_doer_of_other_events():
    assert caused_by_kind('If this card is sent to the Graveyard by the effect of a "Blaze Accelerator" card',
                          ["sent_to_gy"])["caused_by_kind"].names == frozenset({"Blaze Accelerator"})
    assert "caused_by_kind" in caused_by_kind('a card(s) they control is destroyed and sent to the Graveyard by the '
                                              'effect of a "Cloudian" monster', ["sent_to_gy"])
    # the Summon of this card, not the doer of the battle destruction (Gladiator Beast Samnite)
    assert caused_by_kind('If this card was Special Summoned by the effect of a "Gladiator Beast" monster, when this '
                          'card destroys an opponent\'s monster by battle', ["destroyed"]) == {}


def test_another_cards_effect_does_not_meet_it(tmp_path):
    answer = _scattershot("Smashing Ground", tmp_path)
    assert [(c["card"], c["effect"]) for c in answer["chain"]] == [("scat", 1)]


def test_the_named_cards_effect_meets_it(tmp_path):
    answer = _scattershot("Blaze Accelerator", tmp_path)
    assert ("scat", 2) in [(c["card"], c["effect"]) for c in answer.get("chain", [])], answer.get("explanation")
