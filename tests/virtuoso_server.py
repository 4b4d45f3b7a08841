"""A real Virtuoso server for the tests: ``virtuoso-t`` (Debian package virtuoso-opensource)
started on 127.0.0.1 in the foreground with its own database folder and virtuoso.ini
(free ports for the SQL and HTTP listeners, small buffers), ready once its SPARQL endpoint
answers, stopped by its process id.

A fresh Virtuoso lets the anonymous SPARQL user read only; ``open_for_updates`` grants it
SPARQL Update and the Graph Store protocol (through ``isql``, as the dba), so that the
unauthenticated ``/sparql`` and ``/sparql-graph-crud`` endpoints take a publish. The
authenticated ones (``/sparql-auth``, ``/sparql-graph-crud-auth``) ask for HTTP digest
credentials, dba:dba on a fresh database.
"""

from __future__ import annotations

import shutil
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

from conftest import free_port, stop

# Small: the whole graph is ~400,000 triples (~60 MB in Virtuoso); 8 KB per buffer.
_INI = """\
[Database]
DatabaseFile = {folder}/virtuoso.db
ErrorLogFile = {folder}/virtuoso.log
LockFile = {folder}/virtuoso.lck
TransactionFile = {folder}/virtuoso.trx
xa_persistent_file = {folder}/virtuoso.pxa
ErrorLogLevel = 7
FileExtend = 200
Striping = 0
TempStorage = TempDatabase

[TempDatabase]
DatabaseFile = {folder}/virtuoso-temp.db
TransactionFile = {folder}/virtuoso-temp.trx
Striping = 0

[Parameters]
ServerPort = 127.0.0.1:{sql_port}
DisableUnixSocket = 1
CheckpointInterval = 0
NumberOfBuffers = 20000
MaxDirtyBuffers = 15000
MaxQueryMem = 200M
ThreadsPerQuery = 2
DirsAllowed = {folder}

[HTTPServer]
ServerPort = 127.0.0.1:{http_port}
ServerRoot = {folder}
ServerThreads = 4
MaxClientConnections = 4

[SPARQL]
ResultSetMaxRows = 1000000
MaxQueryExecutionTime = 0
MaxQueryCostEstimationTime = 0
"""

# The anonymous SPARQL user may update, and write any graph (the Graph Store protocol).
_OPEN = """\
GRANT SPARQL_UPDATE TO "SPARQL";
DB.DBA.RDF_DEFAULT_USER_PERMS_SET ('nobody', 7);
"""


def virtuoso_binary() -> str | None:
    return shutil.which("virtuoso-t")


def isql_binary() -> str | None:
    return shutil.which("isql-vt") or shutil.which("isql")  # Debian names it isql-vt


def need_virtuoso() -> str:
    binary = virtuoso_binary()
    if binary is None:
        pytest.skip("the Virtuoso server (virtuoso-t, Debian package virtuoso-opensource) is not installed")
    return binary


class Virtuoso:
    def __init__(self, folder: Path, http_port: int, sql_port: int):
        self.folder, self.http_port, self.sql_port = folder, http_port, sql_port
        self.base = f"http://127.0.0.1:{http_port}"
        self.sparql = self.base + "/sparql"

    def log_tail(self, lines: int = 5) -> str:
        log = self.folder / "virtuoso.log"
        return " | ".join(log.read_text(errors="replace").splitlines()[-lines:]) if log.exists() else ""

    def sql(self, script: str) -> None:
        """Run SQL statements as the dba through isql."""
        isql = isql_binary()
        if isql is None:
            pytest.skip("Virtuoso's isql (isql-vt) is not installed")
        path = self.folder / "script.sql"
        path.write_text(script)
        done = subprocess.run([isql, f"127.0.0.1:{self.sql_port}", "dba", "dba", str(path)],
                              capture_output=True, text=True, timeout=60)
        if done.returncode != 0 or "*** Error" in done.stdout + done.stderr:
            raise RuntimeError(f"isql failed: {(done.stdout + done.stderr).strip()[-300:]}")

    def open_for_updates(self) -> None:
        self.sql(_OPEN)


def _wait_ready(server: Virtuoso, proc, timeout: float) -> None:
    """Until the SPARQL endpoint answers an ASK (the SQL listener is up before it)."""
    deadline = time.monotonic() + timeout
    ask = server.sparql + "?" + urllib.parse.urlencode({"query": "ASK {}"})
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"virtuoso-t stopped (exit {proc.returncode}): {server.log_tail()}")
        try:
            with urllib.request.urlopen(ask, timeout=2) as reply:
                if reply.status == 200:
                    return
        except (OSError, urllib.error.URLError):
            pass
        time.sleep(0.2)
    raise RuntimeError(f"virtuoso-t did not answer within {timeout:g} s: {server.log_tail()}")


@contextmanager
def running_virtuoso(folder: Path, *, timeout: float = 90.0):
    """A Virtuoso server with its database in ``folder`` (created), stopped when the block ends."""
    binary = need_virtuoso()
    folder.mkdir(parents=True, exist_ok=True)
    server = Virtuoso(folder, free_port(), free_port())
    ini = folder / "virtuoso.ini"
    ini.write_text(_INI.format(folder=folder, sql_port=server.sql_port, http_port=server.http_port))
    with open(folder / "console.txt", "wb") as console:
        proc = subprocess.Popen([binary, "+foreground", "+configfile", str(ini)], cwd=folder,
                                stdout=console, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        try:
            _wait_ready(server, proc, timeout)
            yield server
        finally:
            stop(proc, timeout=30)
