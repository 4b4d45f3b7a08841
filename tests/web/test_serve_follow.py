"""``serve`` follows the store's current version: a keeper edits a card file, another command
(here ``edison-kg stats``, which opens the store) brings the store up to date, and the next
request to the running server answers from the new graph, with no restart. A request reads
one version whole, and a version is removed only when no request reads it any more, even
when the generation it was copied from is gone (a rebuild removes every other one)."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pyoxigraph as ox
import pytest

from edison_kg import paths
from edison_kg.store import open as store_open
from edison_kg.web import Versions

from conftest import free_port, running, subset_data_files

SANGAN = "https://w3id.org/edison-kg/id/card/26202165"
NAME = f"SELECT ?name WHERE {{ <{SANGAN}> <https://w3id.org/edison-kg/ns#name> ?name }}"


def copy_subset(root: Path) -> Path:
    """A data folder of the subset's files of its own, to edit."""
    for path in subset_data_files():
        target = root / "data" / path.relative_to(paths.DATA_DIR)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    return root / "data"


def rename_card(data: Path, old: str, new: str) -> None:
    """The keeper's edit: Sangan's name in its card file, written as an editor saves it (a new
    file renamed over the old one)."""
    path = data / "cards" / "sangan.ttl"
    text = path.read_text(encoding="utf-8")
    assert f'ek:name "{old}"' in text
    tmp = path.with_name(".sangan.ttl.tmp")
    tmp.write_text(text.replace(f'ek:name "{old}"', f'ek:name "{new}"'), encoding="utf-8")
    os.replace(tmp, path)


def get(url: str, accept: str = "application/json") -> tuple[int, bytes]:
    request = urllib.request.Request(url, headers={"Accept": accept})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def sparql_name(base: str) -> str:
    status, body = get(base + "/sparql?" + urllib.parse.urlencode({"query": NAME}),
                       "application/sparql-results+json")
    assert status == 200
    (row,) = json.loads(body)["results"]["bindings"]
    return row["name"]["value"]


def test_an_edit_brought_into_the_store_reaches_the_running_server(tmp_path):
    data = copy_subset(tmp_path)
    env = {k: v for k, v in os.environ.items() if not k.startswith("EDISON_KG_ENDPOINT")}
    env.update(EDISON_KG_DATA=str(data), EDISON_KG_CACHE=str(tmp_path / "cache"), PYTHONUNBUFFERED="1")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with running([sys.executable, "-m", "edison_kg", "serve", "--port", str(port)], port, env=env, timeout=120):
        assert sparql_name(base) == "Sangan"
        assert json.loads(get(base + "/api/card/Sangan")[1])["name"] == "Sangan"

        rename_card(data, "Sangan", "Sangan the Keeper")
        assert sparql_name(base) == "Sangan"   # the store is not up to date yet: the server answers as before
        done = subprocess.run([sys.executable, "-m", "edison_kg", "stats"], env=env, capture_output=True, text=True,
                              timeout=120)
        assert done.returncode == 0, done.stderr

        # the next request answers from the new graph: the endpoint, the API and the pages
        assert sparql_name(base) == "Sangan the Keeper"
        status, body = get(base + "/api/card/" + urllib.parse.quote("Sangan the Keeper"))
        assert status == 200 and json.loads(body)["name"] == "Sangan the Keeper"
        assert get(base + "/api/card/Sangan")[0] == 404
        found = json.loads(get(base + "/api/cards?q=sangan")[1])["cards"]
        assert [card["name"] for card in found] == ["Sangan the Keeper"]
        status, page = get(base + "/card/26202165", "text/html")
        assert status == 200 and b"Sangan the Keeper" in page

        # the server keeps one copy of the store: the one before went once no request read it
        (folder,) = (tmp_path / "cache").glob("serve-*")
        assert len([p for p in folder.iterdir() if p.is_dir()]) == 1


@pytest.fixture()
def data(tmp_path, monkeypatch):
    """A data folder of the subset with a store cache of its own, for this process."""
    monkeypatch.setenv("EDISON_KG_CACHE", str(tmp_path / "cache"))
    store_open._OPEN.clear()
    yield copy_subset(tmp_path)
    store_open._OPEN.clear()


def name_in(version) -> str:
    store = ox.Store.read_only(version.store_dir)
    return next(iter(store.query(NAME)))["name"].value


def test_a_request_reads_its_version_whole_and_it_stays_until_released(data, tmp_path):
    async def requests():
        versions = Versions.following(data)
        try:
            early = await versions.pin()   # a request that began before the edits
            assert name_in(early) == "Sangan"

            rename_card(data, "Sangan", "Sangan the Keeper")
            store_open._OPEN.clear()
            store_open.open_store(data, quiet=True)              # another command updates the store
            later = await versions.pin()
            assert later != early and name_in(later) == "Sangan the Keeper"
            assert versions.current == later

            rename_card(data, "Sangan the Keeper", "Sangan the Second")
            store_open._OPEN.clear()
            store_open.open_store(data, quiet=True, rebuild=True)   # a rebuild: every other generation removed
            assert len(list((tmp_path / "cache").glob("store-*"))) == 1
            last = await versions.pin()
            assert name_in(last) == "Sangan the Second"

            # the early request still reads its own version whole, its generation long gone
            assert name_in(early) == "Sangan"
            versions.release(later)
            assert not Path(later.store_dir).exists()   # no request read it any more
            assert Path(early.store_dir).exists()
            versions.release(early)
            assert not Path(early.store_dir).exists()
            versions.release(last)
            assert Path(last.store_dir).exists()         # the current version stays
            assert await versions.pin() == last          # the pointer did not move: the same version
        finally:
            versions.close()
        assert not Path(versions.folder).exists()

    asyncio.run(requests())
