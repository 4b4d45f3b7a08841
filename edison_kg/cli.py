"""The ``edison-kg`` command. Thin: each command parses its arguments, calls one public
function of the package and renders the result. Errors of the package (EdisonError) and
usage errors become one line on stderr (with ``--json``, one JSON object) and the error's
exit code; nothing heavy is imported until a command runs, so ``edison-kg --help`` starts
fast.

Exit codes: 0 an answer (or the graph conforms), 1 violations, 2 bad input (usage, a file,
a scenario, a card name), 3 a remote endpoint failing, 130 interrupted.
"""

from __future__ import annotations

import argparse
import json
import sys

from edison_kg import __version__


def _print_json(data) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2, sort_keys=False)
    sys.stdout.write("\n")


def _print_text(text: str) -> None:
    """A report for people, wrapped to the terminal's width."""
    from edison_kg.terminal import width, wrap

    sys.stdout.write(wrap(text, width()))


def _print_report(report, as_json: bool, **text_options) -> None:
    """A result object: its to_dict() as JSON for scripts, its to_text() for people."""
    if as_json:
        _print_json(report.to_dict())
    else:
        _print_text(report.to_text(**text_options))


def _print_summary(summary: dict, as_json: bool, listed: int = 10) -> None:
    """A command's summary: JSON for scripts, one "key: value" line each for people (a list
    as its length and its first ``listed`` items)."""
    if as_json:
        _print_json(summary)
        return
    lines = []
    for key, value in summary.items():
        if isinstance(value, list):
            more = f", ... ({len(value) - listed:,} more)" if len(value) > listed else ""
            value = f"{len(value):,}" + (": " + ", ".join(map(str, value[:listed])) + more if value else "")
        lines.append(f"{key}: {value}")
    _print_text("\n".join(lines) + "\n")


def _print_error(command: str | None, message: str, where: str | None, exit_code: int, as_json: bool) -> None:
    """One line on stderr: "edison-kg COMMAND: where: message", or with --json one JSON
    object {"error": {...}} (stdout stays for results)."""
    if as_json:
        error = {"command": command, "message": message, "where": where, "exit_code": exit_code}
        print(json.dumps({"error": error}, ensure_ascii=False), file=sys.stderr)
    else:
        prefix = f"edison-kg {command}" if command else "edison-kg"
        print(f"{prefix}: {where + ': ' if where else ''}{message}", file=sys.stderr)


# ---------------------------------------------------------------- commands

def cmd_query(args) -> int:
    from edison_kg.lookup import render, run_query
    from edison_kg.sparql.named import list_queries, parse_params
    from edison_kg.errors import BadInput

    fmt = "json" if args.json else args.format
    if args.list:
        listed = list_queries()
        rows = [{"name": q.name, "title": q.title, "parameters": ", ".join(p.name for p in q.parameters)}
                for q in listed]
        if fmt == "json":
            _print_json(rows)
        else:
            from edison_kg.terminal import table

            sys.stdout.write(table(["name", "title", "parameters"],
                                   [[r["name"], r["title"], r["parameters"]] for r in rows], cell_width=70))
        return 0
    if not args.name:
        raise BadInput("give a query NAME or FILE.rq, or --list to list the named queries")
    params = parse_params(args.param or [])
    answer = run_query(args.name, params, endpoint=args.endpoint, plain=True)
    sys.stdout.write(render(answer, fmt))
    return 0


def cmd_card(args) -> int:
    from edison_kg import lookup

    view = lookup.describe_card(args.name, endpoint=args.endpoint)
    _print_report(view, args.json)
    return 0


def cmd_precedent(args) -> int:
    from edison_kg.lookup.precedents import describe_precedent

    sheet = describe_precedent(args.id, endpoint=args.endpoint)
    _print_report(sheet, args.json)
    return 0


def cmd_rule(args) -> int:
    from edison_kg.lookup.rules import describe_rule

    sheet = describe_rule(args.id, endpoint=args.endpoint)
    _print_report(sheet, args.json)
    return 0


def cmd_validate(args) -> int:
    from edison_kg import validation

    report = validation.validate(args.files or None, endpoint=args.endpoint, full=args.full, replaces=args.replaces)
    _print_report(report, args.json)
    return 0 if report.conforms else 1


def cmd_stats(args) -> int:
    from edison_kg import lookup

    stats = lookup.stats(endpoint=args.endpoint)
    if args.json:
        _print_json(stats)
    else:
        from edison_kg.terminal import table

        sys.stdout.write(table(["what", "count"], [[key, f"{value:,}"] for key, value in stats.items()]))
    return 0


def cmd_import_sources(args) -> int:
    from edison_kg import sources

    summary = sources.import_sources(args.dir, quiet=args.quiet, dry_run=args.dry_run, force=args.force)
    _print_summary(summary, args.json)
    return 0


def cmd_ask(args) -> int:
    from edison_kg import timing
    from edison_kg.errors import BadInput

    if args.words is not None:
        if args.scenario is not None:
            raise BadInput("give a SCENARIO.json or --words TEXT, not both")
        reading = timing.read_situation(args.words, endpoint=args.endpoint)
        if not args.json:
            _print_text(reading.to_text())   # the reading first: a judge checks it before the answer
        answer = timing.ask(reading.scenario, endpoint=args.endpoint)
        if args.json:
            _print_json({**answer.to_dict(), "read": reading.to_dict()})
        else:
            _print_text(answer.to_text())
        return 0
    if args.scenario is None:
        raise BadInput("give a SCENARIO.json (or - for standard input), or --words TEXT")
    scenario = timing.read_scenario(args.scenario)
    answer = timing.ask(scenario, endpoint=args.endpoint)
    _print_report(answer, args.json)
    return 0


def cmd_schema(args) -> int:
    from edison_kg import schemas

    _print_json(schemas.schema(args.name))   # a schema is JSON either way
    return 0


def cmd_analyze(args) -> int:
    from edison_kg import cardtext

    effects = cardtext.analyze(args.text, card_type=args.card_type, subtypes=tuple(args.subtype or ()), psct=args.psct)
    if args.json:
        _print_json([cardtext.effect_to_dict(e) for e in effects])
    else:
        sys.stdout.write(cardtext.render_effects(effects))
    return 0


def cmd_check_effects(args) -> int:
    from edison_kg import crosscheck

    report = crosscheck.check_effects(args.sources)
    _print_report(report, args.json, limit=args.limit)
    return 0


def cmd_publish(args) -> int:
    from edison_kg import exports

    summary = exports.publish(args.endpoint, graph=args.graph, batch_size=args.batch_size,
                              method=args.method, quiet=args.quiet, timeout=args.timeout)
    _print_summary(summary, args.json)
    return 0


def cmd_serve(args) -> int:
    from edison_kg import web

    web.serve(host=args.host, port=args.port, timeout=args.timeout, max_rows=args.max_rows,
              in_memory=args.in_memory, max_memory=args.max_memory)
    return 0


def cmd_export(args) -> int:
    from edison_kg import exports

    summary = exports.export(args.out, formats=args.format or None, slice=args.slice,
                            release_date=args.release_date, force=args.force, quiet=args.quiet)
    _print_summary(summary, args.json)
    return 0


def cmd_diff(args) -> int:
    from edison_kg import exports

    changes = exports.diff(args.old, args.new)
    _print_report(changes, args.json)
    return 0


# ---------------------------------------------------------------- parser

class _Parser(argparse.ArgumentParser):
    """Usage errors as one line (or one JSON object with --json), exit 2, like every other
    bad input; the usage itself is one ``--help`` away."""

    json_errors = False

    def error(self, message: str):
        command = self.prog.split(" ", 1)[1] if " " in self.prog else None
        hint = f" (edison-kg {command + ' ' if command else ''}--help shows the usage)"
        _print_error(command, message + hint, None, 2, self.json_errors)
        raise SystemExit(2)


def json_option(p, what: str = "JSON output") -> None:
    """--json: the result as JSON on stdout, and an error as one JSON object on stderr."""
    p.add_argument("--json", action="store_true", help=f"{what}; an error is then one JSON object on stderr")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="edison-kg",
        description="Knowledge-graph rulings database for the Yu-Gi-Oh! Edison format (TCG, 2010). "
                    "Exit codes: 0 answer or conforms, 1 violations, 2 bad input, 3 endpoint failure.",
    )
    parser.add_argument("--version", action="version", version=f"edison-kg {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    def add(name, func, help_text):
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.set_defaults(func=func)
        return p

    def timeout_option(p, default: str):
        p.add_argument("--timeout", metavar="SECONDS", default=None,
                       help="deadline of each request to the endpoint, retries included "
                            f"(default: $EDISON_KG_ENDPOINT_TIMEOUT, else {default})")

    def endpoint_option(p):
        p.add_argument("--endpoint", metavar="URL", default=None,
                       help="query a remote SPARQL 1.1 endpoint instead of the embedded graph "
                            "(default: $EDISON_KG_ENDPOINT, else the embedded graph)")
        timeout_option(p, "60 s")

    p = add("query", cmd_query, "Run a named SPARQL query (or a .rq file) on the graph.")
    p.add_argument("name", nargs="?", metavar="NAME|FILE.rq", help="a named query (see --list) or a .rq file")
    p.add_argument("--param", "-p", action="append", metavar="K=V", help="bind parameter K to V (repeatable)")
    p.add_argument("--format", "-f", choices=["table", "json", "csv", "tsv"], default="table",
                   help="output format (concepts by their notation, parameters not repeated in every row)")
    p.add_argument("--list", action="store_true", help="list the named queries with their descriptions")
    json_option(p, "the same as --format json")
    endpoint_option(p)

    p = add("card", cmd_card, "Show a card: its data, effects and rulings.")
    p.add_argument("name", help="card name (case and punctuation are ignored)")
    json_option(p)
    endpoint_option(p)

    p = add("precedent", cmd_precedent,
            "Show a ruling precedent: its statement, situation, verdict, rules, cards, sources and scenario.")
    p.add_argument("id", help="the precedent's id (as in an answer's precedents) or IRI")
    json_option(p)
    endpoint_option(p)

    p = add("rule", cmd_rule,
            "Show a rule: its statement, source documents (with their addresses), the rules it refines "
            "and the precedents that follow it.")
    p.add_argument("id", help="the rule's id (as in an answer's rules, e.g. mtt-optional-when) or IRI")
    p.add_argument("--json", action="store_true", help="JSON output")
    endpoint_option(p)

    p = add("validate", cmd_validate,
            "Validate the graph, or new entries (Turtle, or a JSON card object), against the shapes. "
            "Exit 0 conforms, 1 violations, 2 bad input.")
    p.add_argument("files", nargs="*", metavar="FILE", help="new entries to check (.ttl or .json); none: the whole graph")
    json_option(p)
    p.add_argument("--quiet", action="store_true", help="no progress output")
    p.add_argument("--full", action="store_true",
                   help="check the whole graph again, not reusing the kept results of what did not change")
    p.add_argument("--replaces", action="store_true",
                   help="the entries may replace the graph's cards they are about (a JSON entry can also say "
                        "\"replaces\": true; a file of the data folder is the graph's card itself)")
    endpoint_option(p)

    p = add("schema", cmd_schema,
            "Print the JSON Schema of an input: scenario (edison-kg ask) or card-entry (a JSON card for validate).")
    from edison_kg.schemas import NAMES

    p.add_argument("name", choices=NAMES, help="which schema")
    json_option(p, "JSON output (the schema is JSON either way)")

    p = add("stats", cmd_stats, "Count cards, effects, rulings, precedents and rules in the graph.")
    json_option(p)
    endpoint_option(p)

    p = add("import-sources", cmd_import_sources,
            "Rebuild data/ from the upstream source files in DIR (edison_cards.jsonl, edisonrulings_cards.jsonl, "
            "edison_banlist.json, edison_extended_candidates.jsonl; build_meta.json if there). A folder without "
            "them is refused; removing more than a small share of data/ needs --force.")
    p.add_argument("dir", metavar="DIR", help="directory holding the source files")
    p.add_argument("--dry-run", action="store_true",
                   help="write nothing: list the files of data/ the import would add, change and remove")
    p.add_argument("--force", action="store_true",
                   help="remove the files of data/ the sources no longer give, even when they are many; write "
                        "the cards even when the card reader fails on many of them (without their effects)")
    p.add_argument("--quiet", action="store_true", help="no progress output")
    json_option(p, "JSON summary")

    p = add("ask", cmd_ask, "Answer a timing question given as a scenario (the contract: docs/timing-questions.md; "
                            "examples: docs/examples/), or told in words with --words (docs/words.md).")
    p.add_argument("scenario", metavar="SCENARIO.json", nargs="?", default=None,
                   help="scenario file, or - for standard input")
    p.add_argument("--words", metavar="TEXT", default=None,
                   help="the situation told in words instead of a scenario file (\"Opp Normal Summons Exiled Force, "
                        "I activate Trap Hole. Can I chain BTH?\"; the grammar: docs/words.md): prints how it was "
                        "read, then the answer")
    json_option(p, "the contract's JSON output (with --words, the answer gains read: {scenario, notes})")
    endpoint_option(p)

    p = add("analyze", cmd_analyze, "Show the structure the card-text analyzer reads from a card text.")
    p.add_argument("text", help="the card text")
    p.add_argument("--card-type", choices=["monster", "spell", "trap"], default="monster", help="card type (default monster)")
    p.add_argument("--subtype", action="append", help="card subtype, e.g. Continuous, Quick-Play, Flip (repeatable)")
    p.add_argument("--psct", action="store_true",
                   help="read the text as an Edison-accurate PSCT (its grammar gives every activated effect a colon)")
    json_option(p)

    p = add("check-effects", cmd_check_effects,
            "Compare the analyzed effects with the simulator-script facts and report agreement.")
    p.add_argument("--sources", metavar="DIR", default=None,
                   help="directory with edison_effects.jsonl (default: the copy under tests/fixtures)")
    p.add_argument("--limit", type=int, default=50, help="disagreements to list (default 50)")
    json_option(p)

    p = add("publish", cmd_publish,
            "Load the whole dataset into a remote triple store (SPARQL 1.1 Graph Store Protocol or Update), "
            "in batches; publishing twice leaves the same graph. Credentials come from the environment "
            "(EDISON_KG_ENDPOINT_TOKEN, or EDISON_KG_ENDPOINT_USER and EDISON_KG_ENDPOINT_PASSWORD).")
    p.add_argument("--endpoint", metavar="URL", required=True,
                   help="the store's SPARQL endpoint (its Graph Store / Update addresses are found from it)")
    p.add_argument("--graph", metavar="IRI", default=None, help="named graph to replace (default: the default graph)")
    p.add_argument("--batch-size", type=int, default=50000, help="triples per request (default 50000)")
    p.add_argument("--method", choices=["gsp", "update"], default="gsp",
                   help="Graph Store HTTP Protocol (default) or SPARQL Update")
    timeout_option(p, "120 s")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    json_option(p, "JSON summary")

    p = add("serve", cmd_serve,
            "Serve the graph as a read-only SPARQL 1.1 Protocol endpoint (GET and POST; JSON, XML, CSV, TSV).")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=7878, help="port (default 7878)")
    p.add_argument("--timeout", type=float, default=10.0, help="time limit per query in seconds (default 10)")
    p.add_argument("--max-rows", type=int, default=100000, help="result-size limit in rows (default 100000)")
    p.add_argument("--max-memory", type=int, default=2048, metavar="MB",
                   help="memory each worker may use; a query past it fails alone (default 2048, 0: no limit)")
    p.add_argument("--in-memory", action="store_true",
                   help="each worker copies the graph into memory: ~2 s more to start, queries over "
                        "thousands of rows 2-5x faster")
    json_option(p, "errors as JSON (the server's log stays text)")

    p = add("export", cmd_export,
            "Write a release folder: Turtle, N-Triples (gzip), JSON-LD, CSV tables, SQLite, rulings file, "
            "DCAT/VoID description and checksums.")
    p.add_argument("--out", metavar="DIR", default="release", help="output folder (default ./release)")
    p.add_argument("--format", action="append",
                   choices=["turtle", "ntriples", "jsonld", "csv", "sqlite", "rulings"],
                   help="formats to write (repeatable; default all)")
    p.add_argument("--slice", choices=["edison", "all"], default="all",
                   help="edison: only Edison pool cards; all: every card in the graph (default)")
    p.add_argument("--release-date", metavar="YYYY-MM-DD", default=None,
                   help="release date written into the description (default: the dataset version's date)")
    p.add_argument("--force", action="store_true", help="replace a non-empty output folder")
    p.add_argument("--quiet", action="store_true", help="no progress output")
    json_option(p, "JSON summary")

    p = add("diff", cmd_diff, "Changelog between two release folders: cards, effects and rulings added, removed, changed.")
    p.add_argument("old", metavar="OLD", help="the older release folder")
    p.add_argument("new", metavar="NEW", help="the newer release folder")
    json_option(p)
    return parser


def _endpoint_deadline(args) -> None:
    """``--timeout`` of the endpoint commands: checked here, passed on as the environment
    variable every remote request reads (serve's --timeout is its own query time limit)."""
    if args.command == "serve":
        return
    import os

    from edison_kg.sparql.http import TIMEOUT_VARIABLE, endpoint_timeout

    os.environ[TIMEOUT_VARIABLE] = str(endpoint_timeout(args.timeout))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    as_json = "--json" in argv
    _Parser.json_errors = as_json
    # progress (a first store build's too) on standard error, unless --json or --quiet asks for none
    quiet = as_json or "--quiet" in argv
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:   # named by the command they were given to, not by the top-level parser
        sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        sub.choices.get(args.command, parser).error(f"unrecognized arguments: {' '.join(extra)}")
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    from edison_kg import progress
    from edison_kg.errors import EdisonError
    from edison_kg.terminal import TerminalReporter

    try:
        if getattr(args, "timeout", None) is not None:
            _endpoint_deadline(args)
        with progress.reporting(None if quiet else TerminalReporter()):
            return args.func(args)
    except EdisonError as error:
        _print_error(args.command, error.message, error.where, error.exit_code, as_json)
        return error.exit_code
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        _print_error(args.command, "interrupted", None, 130, as_json)
        return 130


REFERENCE_COLUMNS = 80


def reference() -> str:
    """docs/cli.md: the ``--help`` of ``edison-kg`` and of every command, as Markdown. argparse
    wraps help to $COLUMNS, so it is set here for the rendering: the file is the same whatever
    terminal regenerates it (``python docs/cli_reference.py``)."""
    import os

    saved = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = str(REFERENCE_COLUMNS)
    try:
        parser = build_parser()
        sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        helps = [("edison-kg", parser.format_help())]
        helps += [(f"edison-kg {name}", command.format_help()) for name, command in sub.choices.items()]
    finally:
        if saved is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = saved
    lines = [f"Generated from the `--help` of `edison-kg` and of each command at {REFERENCE_COLUMNS} columns "
             "by `python docs/cli_reference.py`; edit the help texts in `edison_kg/cli.py`, not this file "
             "(a test fails when it is stale).", "", "# Command reference", ""]
    lines += [f"- [`{title}`](#{title.replace(' ', '-')})" for title, _ in helps[1:]]
    for title, text in helps:
        lines += ["", f"## {title}", "", "```text", text.rstrip(), "```"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    raise SystemExit(main())
