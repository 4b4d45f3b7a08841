"""Synthetic graphs shaped like the real one, for measuring how cost grows with size.

``python benchmarks/synthetic.py CARDS OUT_DIR`` writes a data/ folder of about CARDS cards:
the real card files (with their effects) and ruling references, copied as many times as
needed with fresh IRIs, passcodes and names, so every copy is a distinct valid card. The
rules and precedents are copied once. The result can be loaded with
``EDISON_KG_DATA=OUT_DIR`` like the real data.
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REAL_DATA = HERE.parent / "data"
CARD_IRI = re.compile(r"(https://w3id\.org/edison-kg/id/card/)(\d{8}|x-[a-z0-9-]+)")
RULING_IRI = re.compile(r"(https://w3id\.org/edison-kg/id/ruling/)([a-z0-9-]+)/")
PASSCODE = re.compile(r'(ek:passcode ")(\d{8})(")')
NAME = re.compile(r'(ek:name ")((?:[^"\\]|\\.)*)(")')


def _copy_text(text: str, copy: int, passcodes: dict[str, str]) -> str:
    """One copy of a card or rulings file: every card IRI, passcode and name made new. A card
    this copy leaves out (the last copy is partial) is still linked to as the original."""
    if copy == 0:
        return text
    text = CARD_IRI.sub(lambda m: m.group(1) + passcodes.get(m.group(2), m.group(2)), text)
    text = RULING_IRI.sub(lambda m: f"{m.group(1)}{m.group(2)}-c{copy}/", text)
    text = PASSCODE.sub(lambda m: m.group(1) + passcodes[m.group(2)] + m.group(3), text)
    return NAME.sub(lambda m: f"{m.group(1)}{m.group(2)} (copy {copy}){m.group(3)}", text)


def generate(cards: int, out: Path, data: Path = REAL_DATA) -> int:
    """Write a synthetic data folder of about ``cards`` cards into ``out``; returns the card count."""
    card_files = sorted((data / "cards").glob("*.ttl"))
    ruling_files = {p.stem: p for p in (data / "rulings").glob("*.ttl")}
    if out.exists():
        shutil.rmtree(out)
    (out / "cards").mkdir(parents=True)
    (out / "rulings").mkdir()
    for folder in ("rules", "precedents"):
        shutil.copytree(data / folder, out / folder)
    shutil.copy(data / "sources.ttl", out / "sources.ttl")
    originals = [(p, p.read_text(encoding="utf-8")) for p in card_files]
    codes = [m.group(2) for _, text in originals for m in [PASSCODE.search(text)] if m]
    written = 0
    copy = 0
    next_code = 0
    used = set(codes)
    while written < cards:
        passcodes: dict[str, str] = {}  # the card ids of this copy: new passcodes, "x-..." ids suffixed
        this_copy = originals[:cards - written]
        if copy:
            for _, text in this_copy:
                code = PASSCODE.search(text)
                if code:
                    while f"{next_code:08d}" in used:
                        next_code += 1
                    passcodes[code.group(2)] = f"{next_code:08d}"
                    used.add(passcodes[code.group(2)])
                else:
                    for iri in CARD_IRI.finditer(text):
                        if iri.group(2).startswith("x-"):
                            passcodes[iri.group(2)] = f"{iri.group(2)}-c{copy}"
                            break
        for path, text in this_copy:
            suffix = f"-c{copy}" if copy else ""
            (out / "cards" / f"{path.stem}{suffix}.ttl").write_text(_copy_text(text, copy, passcodes), encoding="utf-8")
            ruling = ruling_files.get(path.stem)
            if ruling is not None:
                (out / "rulings" / f"{path.stem}{suffix}.ttl").write_text(
                    _copy_text(ruling.read_text(encoding="utf-8"), copy, passcodes), encoding="utf-8")
            written += 1
        copy += 1
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cards", type=int, help="number of cards to write")
    parser.add_argument("out", type=Path, help="output data folder (replaced)")
    args = parser.parse_args(argv)
    count = generate(args.cards, args.out)
    print(f"wrote {count} cards to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
