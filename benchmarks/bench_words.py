"""What reading a situation told in words costs (edison_kg.timing.read_situation, the front of
`edison-kg ask --words`): the cold first read in a fresh process (the card-name index and the
grammar's words loaded on first use), then a few hundred varied sentences in a warm process,
each read once as it is first met and once more, with p50/p99/max per sentence.

The sentences: judges' sentences made from templates (Summons, responses, battle, costs,
triggers, nicknames, misspellings, players named four ways) and the situations of the stored
ruling precedents (data/precedents), each with a question. A sentence the reader refuses
(one line of bad input) counts as read: refusing is reading too.

    python benchmarks/bench_words.py [--repeat 2]
"""

from __future__ import annotations

import argparse
import itertools
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGET_P99_MS = 50.0
PLAYERS = [("I", "opp", "my", "opp's"), ("Opp", "I", "opp's", "my"), ("Player A", "player B", "player A's", "player B's"),
           ("The turn player", "the non-turn player", "the turn player's", "the non-turn player's")]
MONSTERS = ["Vorse Raider", "Gemini Elf", "Cyber Dragon", "Exiled Force", "Breaker the Magical Warrior", "Jinzo",
            "Marauding Captain", "Witch of the Black Forest", "Mystic Tomato", "Sangan", "Goyo Guardian", "Gorz"]
RESPONSES = ["Bottomless Trap Hole", "BTH", "Torrential", "TT", "Trap Hole", "Solemn", "bottomles trap hole",
             "Torrental Tribute"]
SPELLS = ["Dark Hole", "Monster Reborn", "Pot of Greed", "Heavy Storm", "RotA", "Lightning Vortex", "MST", "Raigeki"]
QUICK = ["Mystical Space Typhoon", "Dust Tornado", "Solemn Judgment", "Magic Jammer", "Torrential Tribute"]
TEMPLATES = [
    "{a} Normal Summons {m}. Can {b} activate {r}?",
    "{a} NS {m}, {b} activates {r}. Can {a2} chain Mystical Space Typhoon?",
    "{A} {m} attacks directly. Can {b} activate Mirror Force?",
    "{A} {m} destroys {B} Sangan by battle. Does Sangan's effect activate?",
    "{a} activates {s}. Can {b} chain {q}?",
    "Dark Hole destroys {A} {m} and {B} Sangan. Chain order?",
    "{a} tributes {m} for Cannon Soldier's effect. Does {m}'s effect activate?",
    "{a} Tribute Summons Summoned Skull by tributing {m}. What goes on the chain?",
    "{a} activates {s}, {b} chains {q}, the chain resolves. What is the last thing to happen?",
    "{B} {m} attacks {A} face-down Sangan and destroys it. Does Sangan activate?",
]


def judges_sentences() -> list[str]:
    """Thirty sentences of each template, each a different mix of players and cards."""
    out = []
    for template in TEMPLATES:
        made: list[str] = []
        for (a, b, A, B), m, r, s, q in itertools.product(PLAYERS, MONSTERS, RESPONSES, SPELLS, QUICK):
            text = template.format(a=a, b=b, A=A, B=B, a2=a.lower() if a == "I" else a, m=m, r=r, s=s, q=q)
            if text not in made:
                made.append(text)
        out += made[:: max(1, len(made) // 30)][:30]
    return out


def precedent_sentences() -> list[str]:
    out = []
    for path in sorted((ROOT / "data" / "precedents").glob("*.ttl")):
        text = path.read_text(encoding="utf-8")
        situation = re.search(r'ek:situation "(.*?)" ;', text, re.S)
        if situation is None or "onepiece" in path.name:
            continue
        out.append(situation.group(1).replace('\\"', '"') + " What is the chain order?")
    return out


def read(text: str) -> float:
    from edison_kg.errors import BadInput
    from edison_kg.timing import read_situation

    start = time.perf_counter()
    try:
        read_situation(text)
    except BadInput:
        pass
    return time.perf_counter() - start


COLD = ("import time, sys; sys.path.insert(0, %r)\n"
        "from edison_kg.timing import read_situation\n"
        "from edison_kg.sparql import get_backend\n"
        "get_backend()\n"
        "start = time.perf_counter()\n"
        "read_situation('Opp Normal Summons Exiled Force, I activate Trap Hole. Can I chain BTH?')\n"
        "print(time.perf_counter() - start)\n")


def cold_first_read() -> float:
    run = subprocess.run([sys.executable, "-c", COLD % str(ROOT)], capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        raise SystemExit(run.stderr)
    return float(run.stdout.strip().splitlines()[-1])


def percentile(times: list[float], share: float) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def row(label: str, times: list[float], target: str = "", met: str = "") -> str:
    ms = [t * 1000 for t in times]
    return (f"{label:<44} {len(ms):>5} {statistics.median(ms):>8.2f} {percentile(ms, 0.99):>8.2f} "
            f"{max(ms):>8.2f}  {target:<14} {met}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2, help="warm passes over the sentences (default 2)")
    args = parser.parse_args()

    cold = cold_first_read()
    judges, precedents = judges_sentences(), precedent_sentences()
    sentences = judges + precedents
    read(sentences[0])                                    # the process is warm: index and words loaded
    first = [read(text) for text in sentences]            # each sentence (and its cards) met for the first time
    warm = []
    for _ in range(max(1, args.repeat)):
        warm += [read(text) for text in sentences]
    warm_judges = warm[: len(judges)]
    p99 = percentile(warm, 0.99) * 1000

    print(f"{'measure (ms per sentence)':<44} {'n':>5} {'p50':>8} {'p99':>8} {'max':>8}  {'target':<14} met")
    print(f"{'cold first read (fresh process, index built)':<44} {1:>5} {cold * 1000:>8.1f} {'':>8} {'':>8}")
    print(row("first reading of each sentence", first))
    print(row("  judges' sentences, warm", warm_judges))
    print(row("warm reading, all sentences", warm, "p99 < 50 ms", "yes" if p99 < TARGET_P99_MS else "no"))
    print(f"({len(judges)} judges' sentences from templates, {len(precedents)} precedent situations; "
          f"{args.repeat} warm pass(es))")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
