"""The compiled store: first build, cold start, staleness check and one edited card.

    python benchmarks/bench_store.py [--sizes real,13000,50000] [--repeat 3]

For each size (the real data/, or a synthetic data folder from benchmarks/synthetic.py, both
copied into a temporary folder so nothing of the project's is touched), measured side by
side in one run:
- the first build the way the store was built before (one process: parse, bulk insertions
  of 50,000 quads, the rules as SPARQL UPDATE, optimize) and the way it is built now
  (parser processes feeding N-Triples to loader threads, edison_kg/store/update.py);
- cold start to the first answer: ``edison-kg ask EXAMPLE --json`` in a fresh process, once
  the store's files are old enough for their recorded stats to be trusted, and the first one
  right after the build (which reads every store file back);
- the staleness check: the old one (one stat per source file, hashed) against the flat one
  (the manifest read, the folders stat'ed);
- one card file edited (rewritten by rename), then the next open: the store updated,
  against the full build it replaces (the old way); once renamed (no rule reads a name),
  once with an effect made mandatory (the inference rules run again).
benchmarks/run.py includes these rows in its table.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from run import EXAMPLE, median_time, print_table, run_cli  # noqa: E402

from edison_kg.store.scan import RACY_NS  # noqa: E402


def old_build(folder: Path, files: list[Path]) -> int:
    """The store built as before this module's build: parse in this process, bulk insertions
    of 50,000 quads, each rule run as SPARQL UPDATE, then optimize."""
    import pyoxigraph as ox

    from edison_kg.store import manifest as store_manifest
    from edison_kg.store import parse as store_parse
    from edison_kg.store import scan as store_scan

    store = ox.Store(str(folder / "store"))
    quads = store_parse.parse_files(files)
    while batch := list(itertools.islice(quads, 50_000)):
        store.bulk_extend(batch)
    for rule in store_scan.inference_files():
        store.update(rule.read_text(encoding="utf-8"))
    store.optimize()
    triples = len(store)
    store.flush()
    del store
    store_manifest.store_files(folder / "store")  # the manifest's CRCs, as both builds write them
    return triples


def new_build(folder: Path, data: Path) -> int:
    import pyoxigraph as ox

    from edison_kg.store import update
    from edison_kg.store.scan import full_scan

    update.build_store(folder, full_scan(data))
    return len(ox.Store.read_only(str(folder / "store")))


def old_staleness(data: Path) -> str:
    """The check as it was: every source file stat'ed and hashed (graph.store_key before)."""
    from edison_kg.store import open as store_open
    from edison_kg.store import scan as store_scan

    digest = hashlib.blake2b(digest_size=16)
    for path in store_open._source_names(data) + [str(p) for p in store_scan.inference_files()]:
        stat = os.stat(path)
        digest.update(f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def new_staleness(data: Path) -> bool:
    from edison_kg.store import manifest as store_manifest
    from edison_kg.store import open as store_open

    target = store_open.current_generation(data)
    manifest = store_manifest.Manifest.read(target / "manifest.json")
    return manifest is not None and manifest.fresh()


NAME = re.compile(r'(ek:name ")((?:[^"\\]|\\.)*)(")')


def edit_card(path: Path, suffix: str) -> None:
    """Rename the card (its ek:name), the file rewritten by rename as import-sources writes."""
    text = path.read_text(encoding="utf-8")
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(NAME.sub(lambda m: m.group(1) + m.group(2).split(" [")[0] + suffix + m.group(3), text, count=1),
                   encoding="utf-8")
    os.replace(tmp, path)


def measure(size: str, data: Path, repeat: int = 3) -> list[dict]:
    """The rows of one size (benchmarks/run.py's format), in a temporary copy of ``data``."""
    from edison_kg.store import open as store_open

    rows: list[dict] = []

    def row(measure, ours, unit="s", base=None, base_name="", target=None, better="lower"):
        rows.append({"size": size, "measure": measure, "ours": ours, "unit": unit, "baseline": base,
                     "baseline_name": base_name, "target": target, "better": better})

    saved_cache = os.environ.get("EDISON_KG_CACHE")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        copy = tmp / "data"
        shutil.copytree(data, copy)
        past = time.time() - 60  # dated back: what changed just before a scan is looked at again
        for folder, _, names in os.walk(copy):
            for name in names:
                os.utime(os.path.join(folder, name), (past, past))
            os.utime(folder, (past, past))
        files = store_open.source_files(copy)
        old, new = [], []
        for attempt in range(max(1, repeat)):
            for way, times in (("old", old), ("new", new)):  # alternated: the same load for both
                folder = tmp / f"{way}-{attempt}"
                folder.mkdir()
                start = time.perf_counter()
                triples = old_build(folder, files) if way == "old" else new_build(folder, copy)
                times.append(time.perf_counter() - start)
                shutil.rmtree(folder)
        old_s, new_s = statistics.median(old), statistics.median(new)
        row(f"first build ({len(files):,} files, {triples:,} triples)", new_s, base=old_s,
            base_name="build before", target="≥2×")

        os.environ["EDISON_KG_CACHE"] = str(tmp / "cache")
        try:
            store_open._OPEN.clear()
            store_open.open_store(copy, quiet=True)
            env = dict(os.environ, EDISON_KG_DATA=str(copy), EDISON_KG_CACHE=str(tmp / "cache"))
            env.pop("EDISON_KG_ENDPOINT", None)
            # an installed package starts from its compiled bytecode (pip writes it); the runs
            # before the measured ones write it here, where the shell may have turned that off
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            built = time.time()
            # the first open after a build reads every store file back (written too recently
            # for their stats to be trusted); once they are older than that, one open records
            # their stats and the next ones read none
            first = run_cli(["ask", str(EXAMPLE), "--json"], env)[0]
            time.sleep(max(0.0, RACY_NS / 1e9 - (time.time() - built)) + 0.1)
            run_cli(["ask", str(EXAMPLE), "--json"], env)
            cold = statistics.median(run_cli(["ask", str(EXAMPLE), "--json"], env)[0] for _ in range(repeat))
            row("cold start to first ask answer", cold, target=0.5)
            row("  the first one after a build (every store file read back)", first)
            flat = median_time(lambda: new_staleness(copy), max(repeat, 5))
            full = median_time(lambda: old_staleness(copy), max(repeat, 5))
            row("staleness check (flat: folders)", flat, base=full, base_name="one stat per file")

            cards = sorted((copy / "cards").glob("*.ttl"))
            card = cards[len(cards) // 3]
            updates = []
            for attempt in range(max(1, repeat)):
                edit_card(card, f" [edit {attempt}]")
                store_open._OPEN.clear()
                start = time.perf_counter()
                store = store_open.open_store(copy, quiet=True)
                updates.append(time.perf_counter() - start)
                assert store.query(f'ASK {{ ?c <https://w3id.org/edison-kg/ns#name> ?n '
                                   f'FILTER(STRENDS(?n, " [edit {attempt}]")) }}')
            row("one card renamed -> next open updates the store", statistics.median(updates), base=old_s,
                base_name="full build before")

            # an edit the rules read: an optional effect made mandatory and back (they run again)
            effect = next(p for p in cards[len(cards) // 2:] + cards if "ek:isOptional true" in p.read_text("utf-8"))
            updates = []
            for attempt in range(max(1, repeat)):
                old_word, new_word = ("true", "false") if attempt % 2 == 0 else ("false", "true")
                text = effect.read_text(encoding="utf-8")
                tmp_file = effect.with_name(f".{effect.name}.tmp")
                tmp_file.write_text(text.replace(f"ek:isOptional {old_word}", f"ek:isOptional {new_word}", 1),
                                    encoding="utf-8")
                os.replace(tmp_file, effect)
                store_open._OPEN.clear()
                start = time.perf_counter()
                store_open.open_store(copy, quiet=True)
                updates.append(time.perf_counter() - start)
            row("one card's effect edited (rules run again) -> next open", statistics.median(updates), base=old_s,
                base_name="full build before")
        finally:
            store_open._OPEN.clear()
            if saved_cache is None:
                os.environ.pop("EDISON_KG_CACHE", None)
            else:
                os.environ["EDISON_KG_CACHE"] = saved_cache
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="real,13000,50000", help="comma-separated: real and/or card counts")
    parser.add_argument("--repeat", type=int, default=3, help="runs per measure (median)")
    args = parser.parse_args(argv)
    from synthetic import generate

    from edison_kg import paths

    rows: list[dict] = []
    for size in args.sizes.split(","):
        print(f"measuring size {size} ...", file=sys.stderr)
        if size == "real":
            rows += measure(size, paths.DATA_DIR, args.repeat)
            continue
        with tempfile.TemporaryDirectory() as tmp:
            generate(int(size), Path(tmp) / "data")
            rows += measure(size, Path(tmp) / "data", args.repeat)
    import platform

    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"{platform.system()} {platform.release()}")
    print_table(rows, 0)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
