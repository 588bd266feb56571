"""Crash safety, for real: a build SIGKILLed at any point leaves the previous
exports and the store usable and unchanged (or, once it got that far, wholly
replaced by the new build), and leaves no file that could pass for an export.

Each case copies a previous good build (exports and an on-disk store of the
seed), starts ``kg build`` of a larger listing in a subprocess over it, waits
for a phase (the subprocess prints a marker as each stage starts; the export
phase is seen by its temporary files appearing), SIGKILLs it, and compares.
A ``kg load`` into a store, killed while it resolves the listings again or
writes the store, is tested the same way.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib import Graph

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "seeds" / "icml-2026.txt"
PAPERS = 1200
EXPORTS = ("graph.ttl", "graph.jsonld", "graph.html")

# Runs `kg` and prints a marker line, flushed, as each phase starts.
SCRIPT = r"""
import sys
import kg.api as api
import kg.cli.build as build
import kg.cli.common as common
import kg.export as export

def mark(name):
    sys.stdout.write(name + "\n")  # one write: markers from two threads never run together
    sys.stdout.flush()

def traced(name, function):
    def wrapper(*args, **kwargs):
        mark(name)
        return function(*args, **kwargs)
    return wrapper

run = common.run
def run_marked(*args, on_stage=None, **kwargs):
    def stage(name):
        mark("stage " + name)
        if on_stage:
            on_stage(name)
    return run(*args, on_stage=stage, **kwargs)

common.run = run_marked
api.validate = traced("validate", api.validate)  # runs beside the export serializers
build.persist = traced("persist", build.persist)
export.FileSet.write = traced("write", export.FileSet.write)
export.FileSet.commit = traced("commit", export.FileSet.commit)  # the exports' renames
import kg.cli.load as load
load._resolve = traced("load resolve", load._resolve)
load._write = traced("load update", load._write)  # the one transaction that writes the store
from kg.cli import main
code = main(sys.argv[1:])
mark("exit %d" % code)
sys.exit(code)
"""


def kg_process(*args: str | Path) -> subprocess.Popen:
    # stderr (a warning per line) goes to a file: a full pipe would stall the build
    log = tempfile.TemporaryFile("w+")
    process = subprocess.Popen(
        [sys.executable, "-c", SCRIPT, *map(str, args)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=log, text=True,
        start_new_session=True,  # its own process group: its workers can be found and reaped
    )
    process.log = log
    return process


def stderr_of(process: subprocess.Popen) -> str:
    process.log.seek(0)
    return process.log.read()[-3000:]


def kg_run(*args: str | Path) -> dict[str, float]:
    """Run ``kg`` to its end; the seconds from its start to each marker's first print."""
    process = kg_process(*args)
    started, markers = time.monotonic(), {}
    for line in process.stdout:
        markers.setdefault(line.strip(), time.monotonic() - started)
    process.wait(timeout=600)
    assert process.returncode == 0, stderr_of(process)
    process.stdout.close()
    process.log.close()
    return markers


def span(markers: dict[str, float], start: str, end: str) -> float:
    """Seconds from marker ``start`` to marker ``end``: kills are timed as
    fractions of a phase, so a faster machine still kills within it."""
    return markers[end] - markers[start]


def big_listing(path: Path, papers: int) -> Path:
    """The seed's blocks repeated, each with its own title, ``papers`` of them."""
    lines = [line for line in SEED.read_text(encoding="utf-8").splitlines() if line.strip()]
    venue, blocks, block = lines[0], [], []
    for line in lines[1:]:
        block.append(line)
        if line.startswith("Comments"):
            blocks.append(block)
            block = []
    out = [venue]
    for i in range(papers):
        first, *rest = blocks[i % len(blocks)]
        out += [f"{first} (part {i})", *rest]
    path.write_text("\n\n".join(out) + "\n", encoding="utf-8")
    return path


def store_digest(folder: Path) -> tuple[int, str]:
    """How many quads the store folder holds and a digest of them (opened as users do)."""
    from kg.store import new_graph, oxigraph

    graph = new_graph(folder)
    try:
        data = oxigraph(graph).dump(format=ox.RdfFormat.N_QUADS) or b""
        lines = sorted(data.splitlines())
        return len(lines), hashlib.sha256(b"\n".join(lines)).hexdigest()
    finally:  # release the store's lock for the next process
        graph.close()
        del graph
        gc.collect()


def loaded_digest(folder: Path) -> tuple[int, str]:
    """:func:`store_digest` of what ``kg load`` keeps, but for the load times the ledger records."""
    from kg.store import new_graph, oxigraph

    graph = new_graph(folder)
    try:
        data = oxigraph(graph).dump(format=ox.RdfFormat.N_QUADS) or b""
        lines = sorted(line for line in data.splitlines() if b"generatedAtTime" not in line)
        return len(lines), hashlib.sha256(b"\n".join(lines)).hexdigest()
    finally:
        graph.close()
        del graph
        gc.collect()


def exports_of(out: Path) -> dict[str, bytes]:
    return {name: (out / name).read_bytes() for name in EXPORTS if (out / name).exists()}


class Build:
    """An out folder and a store folder, and what they held."""

    def __init__(self, root: Path) -> None:
        self.root, self.out, self.store = root, root / "out", root / "store"

    def copy(self, root: Path) -> "Build":
        shutil.copytree(self.root, root)
        return Build(root)

    def snapshot(self) -> tuple[dict[str, bytes], tuple[int, str]]:
        return exports_of(self.out), store_digest(self.store)


@pytest.fixture(scope="module")
def builds(tmp_path_factory):
    """The previous good build (the seed), the big listing, and its uninterrupted build."""
    root = tmp_path_factory.mktemp("crash")
    old = Build(root / "old")
    kg_run("build", SEED, "--out", old.out, "--store", old.store)
    listing = big_listing(root / "big.txt", PAPERS)
    new = old.copy(root / "new")
    markers = kg_run("build", listing, "--out", new.out, "--store", new.store, "--workers", "2")
    assert "exit 0" in markers, markers
    return {
        "root": root, "listing": listing, "old": old, "old_state": old.snapshot(),
        "new_state": new.snapshot(), "persisting": span(markers, "persist", "commit"),
    }


def read_until(process: subprocess.Popen, marker: str) -> None:
    for line in process.stdout:
        if line.strip() == marker:
            return
    raise AssertionError(f"the build ended before {marker!r}: {stderr_of(process)}")


def wait_for_temporaries(process: subprocess.Popen, out: Path, count: int, timeout: float = 300) -> list[Path]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = [p for p in out.glob(".graph.*.tmp") if p.stat().st_size > 0] if out.exists() else []
        if len(found) >= count:
            return found
        assert process.poll() is None, f"the build ended before writing {count} temporary file(s)"
        time.sleep(0.001)
    raise AssertionError("no temporary export file appeared")


def kill(process: subprocess.Popen, grace: float = 0.0) -> bool:
    """SIGKILL the build, then its worker processes; True if any worker outlived
    the build by ``grace`` seconds. The markers it printed but that were not
    read yet are left in ``process.unread``."""
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=60)
    deadline = time.monotonic() + grace
    while True:
        try:
            os.killpg(process.pid, 0)  # the group is the build and its workers
        except ProcessLookupError:
            outlived = False
            break
        if time.monotonic() >= deadline:
            outlived = True
            break
        time.sleep(0.1)
    if outlived:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)  # processes this test started
    process.unread = process.stdout.read().split()  # no writer is left: this reaches the end
    process.stdout.close()
    process.log.close()
    return outlived


def assert_old_or_new(build: Build, builds: dict, *, exports_may_be_new: bool, store_may_be_new: bool) -> None:
    """The exports and the store are each either exactly as before or exactly the new build's."""
    old_exports, old_store = builds["old_state"]
    new_exports, new_store = builds["new_state"]
    exports = exports_of(build.out)
    allowed = [old_exports] + ([new_exports] if exports_may_be_new else [])
    assert exports in allowed, f"exports changed: {[n for n in EXPORTS if exports.get(n) != old_exports.get(n)]} differ from the old build"
    visible = sorted(p.name for p in build.out.iterdir() if not p.name.startswith("."))
    assert visible == sorted(EXPORTS), f"a file that could pass for an export: {visible}"
    leftovers = [p.name for p in build.out.iterdir() if p.name.startswith(".")]
    assert all(name.startswith(".graph.") and name.endswith(".tmp") for name in leftovers), leftovers
    ttl = exports["graph.ttl"]
    triples = len(list(ox.parse(ttl, format=ox.RdfFormat.TURTLE)))
    assert len(list(ox.parse(exports["graph.jsonld"], format=ox.RdfFormat.JSON_LD))) == triples
    if exports == old_exports:  # small: check it with rdflib too
        assert len(Graph().parse(data=ttl, format="turtle")) == triples
    store = store_digest(build.store)
    allowed_stores = [old_store] + ([new_store] if store_may_be_new else [])
    assert store in allowed_stores, f"the store holds {store[0]} quads: neither the old {old_store[0]} nor the new {new_store[0]}"


def test_new_build_replaces_old_one(builds):
    """The reference: an uninterrupted build changes both exports and store."""
    old_exports, old_store = builds["old_state"]
    new_exports, new_store = builds["new_state"]
    assert all(old_exports[n] != new_exports[n] for n in EXPORTS)
    assert new_store[0] > old_store[0]


@pytest.mark.parametrize("phase,delay", [("stage extract", 1.0), ("stage resolve", 0.2), ("validate", 0.3)])
def test_killed_before_writing_changes_nothing(builds, tmp_path, phase, delay):
    build = builds["old"].copy(tmp_path / "case")
    process = kg_process("build", builds["listing"], "--out", build.out, "--store", build.store, "--workers", "2")
    read_until(process, phase)
    time.sleep(delay)
    assert process.poll() is None, "the build finished before it could be killed"
    kill(process)
    assert_old_or_new(build, builds, exports_may_be_new=False, store_may_be_new=False)


def test_killed_build_leaves_no_worker_processes(builds, tmp_path):
    build = builds["old"].copy(tmp_path / "case")
    process = kg_process("build", builds["listing"], "--out", build.out, "--workers", "2", "--no-validate")
    read_until(process, "stage extract")
    time.sleep(1.5)
    assert not kill(process, grace=5.0), "worker processes outlived the killed build by 5 s"


@pytest.mark.parametrize("fraction", [0.0, 0.5])
def test_killed_while_writing_the_store(builds, tmp_path, fraction):
    """The store is written before the exports are renamed in: new exports
    only once that began, and then beside the new store."""
    build = builds["old"].copy(tmp_path / "case")
    process = kg_process("build", builds["listing"], "--out", build.out, "--store", build.store)
    read_until(process, "persist")
    time.sleep(fraction * builds["persisting"])
    kill(process)
    renaming = "commit" in process.unread  # this run may be faster than the timed one
    assert_old_or_new(build, builds, exports_may_be_new=renaming, store_may_be_new=True)
    if exports_of(build.out) != builds["old_state"][0]:
        assert store_digest(build.store) == builds["new_state"][1], "new exports beside the old store"


@pytest.mark.parametrize("temporaries", [1, 3])
def test_killed_while_writing_the_exports(builds, tmp_path, temporaries):
    build = builds["old"].copy(tmp_path / "case")
    process = kg_process("build", builds["listing"], "--out", build.out, "--store", build.store)
    read_until(process, "write")
    wait_for_temporaries(process, build.out, temporaries)
    kill(process)
    assert_old_or_new(build, builds, exports_may_be_new=True, store_may_be_new=True)
    assert list(build.out.glob(".graph.*.tmp")), "the kill came too late to test anything"


def test_stale_temporaries_are_removed_by_the_next_build(builds, tmp_path):
    build = builds["old"].copy(tmp_path / "case")
    process = kg_process("build", builds["listing"], "--out", build.out)
    read_until(process, "write")
    wait_for_temporaries(process, build.out, 2)
    kill(process)
    stale = list(build.out.glob(".graph.*.tmp"))
    assert stale
    hour_ago = time.time() - 3600
    for path in stale:
        os.utime(path, (hour_ago, hour_ago))
    fresh = build.out / ".graph.ttl.concurrent.tmp"  # another writer's, still being written
    fresh.write_bytes(b"@prefix")
    kg_run("build", SEED, "--out", build.out, "--no-validate")
    assert not any(p.exists() for p in stale)
    assert fresh.exists()
    assert exports_of(build.out) == builds["old_state"][0]


@pytest.fixture(scope="module")
def loads(builds, tmp_path_factory):
    """A store ``kg load`` made of the seed, and what it holds once the big listing is loaded too."""
    root = tmp_path_factory.mktemp("crash-load")
    kg_run("load", SEED, "--store", root / "old")
    shutil.copytree(root / "old", root / "new")
    adding = kg_run("load", builds["listing"], "--store", root / "new")
    first = kg_run("load", builds["listing"], "--store", root / "first")
    return {"root": root, "old": loaded_digest(root / "old"), "new": loaded_digest(root / "new"),
            "first": loaded_digest(root / "first"),
            "spans": {  # seconds each phase took, uninterrupted
                "first": span(first, "load update", "exit 0"),
                "load resolve": span(adding, "load resolve", "load update"),
                "load update": span(adding, "load update", "exit 0"),
            }}


@pytest.mark.parametrize("fraction", [0.0, 0.2, 0.5])
def test_killed_while_making_a_store_by_its_first_load(builds, loads, tmp_path, fraction):
    """The first load into a folder SIGKILLed while it writes leaves an empty
    store or the whole load, and the same load run again gives the whole load."""
    store = tmp_path / "store"
    process = kg_process("load", builds["listing"], "--store", store)
    read_until(process, "load update")
    time.sleep(fraction * loads["spans"]["first"])
    assert process.poll() is None, "the load finished before it could be killed"
    kill(process)
    assert loaded_digest(store) in ((0, hashlib.sha256(b"").hexdigest()), loads["first"])
    kg_run("load", builds["listing"], "--store", store)
    assert loaded_digest(store) == loads["first"]


@pytest.mark.parametrize("marker,fraction", [("load resolve", 0.5), ("load update", 0.0), ("load update", 0.2), ("load update", 0.5)])
def test_killed_while_loading_into_a_store(builds, loads, tmp_path, marker, fraction):
    """``kg load`` SIGKILLed while it resolves the listings again or while it
    writes the store leaves the store as it was or wholly loaded, and the
    same load run again then gives the uninterrupted load's store."""
    assert loads["new"][0] > loads["old"][0]
    store = tmp_path / "store"
    shutil.copytree(loads["root"] / "old", store)
    process = kg_process("load", builds["listing"], "--store", store)
    read_until(process, marker)
    time.sleep(fraction * loads["spans"][marker])
    assert process.poll() is None, "the load finished before it could be killed"
    kill(process)
    assert loaded_digest(store) in (loads["old"], loads["new"])
    kg_run("load", builds["listing"], "--store", store)
    assert loaded_digest(store) == loads["new"]
