"""Named queries on our store (Oxigraph) vs rdflib's Memory store, on synthetic graphs.

    python bench/query_bench.py                         # 10k (both stores) and 100k (ours)
    python bench/query_bench.py --sizes 2000 --rdflib-max 2000 --rdflib-timeout 60

For each size: a synthetic listing from ``kg.synth`` (seed 2026), built with
the real pipeline once and cached as N-Triples under ``--cache``; then every
named query in ontology/queries, with its default parameters, timed on

- ours: the graph's Oxigraph store through ``kg.query.execute`` (what ``kg
  query --named`` runs), best of ``--repeat``, with the query's default row
  limit (``# limit: N`` in its header; co-author pairs and organization
  collaboration declare 1000): the rows up to the limit are read into Python;
- rdflib: the same query text and bindings (``initBindings``) on an rdflib
  Memory graph, the same number of rows read, once, in a forked child that is
  stopped after ``--rdflib-timeout`` seconds (then the ratio is a lower bound, ">").
  rdflib joins ``initBindings`` to the answer of the query body, as a VALUES
  clause (RDFLib/rdflib#294), so a parameter used inside a subquery is unbound
  there: where rdflib's rows differ from ours, the line says so.

A limit does not make the evaluation cheaper: both engines count and sort the
whole answer before the first row (ORDER BY). For the queries with a default
limit, ``all rows s`` is ours reading the whole answer (``limit=0``), once, and
``rows`` says ``read/total``.

Prints rows, both times and the ratio per query; at sizes above
``--rdflib-max`` only ours, checked against the 1 s target (on the default
limit; ``all rows s`` is checked too). No asserts: this prints figures.
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing as mp
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pyoxigraph as ox  # noqa: E402

from kg.query import bindings_for, execute, execute_rdflib, named_queries, split_limit  # noqa: E402


def cached_graph(cache: Path, papers: int, seed: int) -> Path:
    """The N-Triples of the synthetic graph of ``papers`` papers (built once)."""
    nt = cache / f"query-graph-{papers}-seed{seed}.nt"
    if nt.exists():
        return nt
    from kg.api import run
    from kg.export import write_export
    from kg.store import triple_count
    from kg.synth import write_listing

    listing = cache / f"synth-{papers}-seed{seed}.txt"  # shared with bench/run.py
    if not listing.exists():
        print(f"  generating {papers} papers -> {listing}", flush=True)
        write_listing(listing, papers, seed)
    print(f"  building {listing.name} ...", flush=True)
    started = time.perf_counter()
    result = run([listing])
    write_export(result.graph, nt, "nt")
    print(f"  built {triple_count(result.graph)} triples in {time.perf_counter() - started:.1f} s", flush=True)
    return nt


def ours(store: ox.Store, text: str, bindings, repeat: int, limit: int | None) -> tuple[float, int]:
    best, rows = float("inf"), 0
    for _ in range(repeat):
        result = execute(store, text, bindings, limit=limit)
        best = min(best, result.seconds)
        rows = len(result)
    return best, rows


_MEMORY = None  # the rdflib graph, inherited by forked children


def _rdflib_child(text, bindings, limit, pipe) -> None:
    started = time.perf_counter()
    rows = sum(1 for _ in itertools.islice(execute_rdflib(_MEMORY, text, bindings), limit))
    pipe.send((time.perf_counter() - started, rows))


def rdflib_time(text: str, bindings, timeout: float, limit: int | None = None) -> tuple[float | None, int | None]:
    """(seconds, rows), or (None, None) when it ran past ``timeout``; the first ``limit`` rows read."""
    context = mp.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_rdflib_child, args=(text, bindings, limit, send))
    child.start()
    if receive.poll(timeout):
        seconds, rows = receive.recv()
        child.join()
        return seconds, rows
    child.kill()
    child.join()
    return None, None


def bench_size(nt: Path, papers: int, args) -> list[dict]:
    global _MEMORY
    store = ox.Store()
    with open(nt, "rb") as data:
        store.bulk_load(data, format=ox.RdfFormat.N_TRIPLES)
    triples = len(store)
    compare = papers <= args.rdflib_max
    if compare:
        from rdflib import Graph

        started = time.perf_counter()
        _MEMORY = Graph()  # the Memory store
        _MEMORY.parse(nt, format="nt")
        print(f"  rdflib Memory graph loaded in {time.perf_counter() - started:.1f} s", flush=True)
    print(f"\n{papers} papers, {triples} triples" + ("" if compare else " (ours only)"))
    header = (
        f"{'query':28} {'rows':>15} {'ours s':>9} {'all rows s':>11} "
        + (f"{'rdflib s':>10} {'ratio':>9}" if compare else f"{'< 1 s':>6}")
    )
    print(header)
    print("-" * len(header))
    figures = []
    for name, query in sorted(named_queries().items()):
        if args.only and name not in args.only:
            continue
        bindings = bindings_for(query)
        _, limit = split_limit(query)
        seconds, rows = ours(store, query.text, bindings, args.repeat, limit)
        entry = {"papers": papers, "query": name, "rows": rows, "limit": limit, "ours": seconds}
        shown, full = str(rows), ""
        if limit is not None:
            every = execute(store, query.text, bindings)
            entry["all_rows"], entry["all_seconds"] = len(every), every.seconds
            shown, full = f"{rows}/{len(every)}", f"{every.seconds:.3f}"
            del every
        line = f"{name:28} {shown:>15} {seconds:>9.4f} {full:>11} "
        if compare:
            theirs, their_rows = rdflib_time(query.text, bindings, args.rdflib_timeout, limit)
            if theirs is None:
                entry["rdflib"] = f">{args.rdflib_timeout}"
                line += f"{'>' + format(args.rdflib_timeout, 'g'):>10} {'>' + format(args.rdflib_timeout / seconds, '.0f') + 'x':>9}"
            else:
                entry["rdflib"] = theirs
                flag = "" if their_rows == rows else f"  (rdflib rows: {their_rows})"
                line += f"{theirs:>10.3f} {theirs / seconds:>8.0f}x{flag}"
        else:
            line += f"{'yes' if seconds < 1 else 'NO':>6}"
            if limit is not None:
                line += f"  (all rows: {'yes' if entry['all_seconds'] < 1 else 'NO'})"
        print(line, flush=True)
        figures.append(entry)
    if compare:
        _MEMORY = None
    slowest = sorted(figures, key=lambda f: f["ours"], reverse=True)[:3]
    print("slowest on ours: " + ", ".join(f"{f['query']} {f['ours']:.3f} s" for f in slowest))
    if any(f.get("limit") for f in figures):
        print("rows read/total: a default row limit (# limit: N); ORDER BY still sorts the whole answer first")
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10000,100000", help="papers per synthetic graph, comma separated")
    parser.add_argument("--rdflib-max", type=int, default=10000, help="compare with rdflib up to this size")
    parser.add_argument("--rdflib-timeout", type=float, default=300.0, help="seconds per query on rdflib")
    parser.add_argument("--repeat", type=int, default=3, help="runs per query on ours (best is kept)")
    parser.add_argument("--only", type=lambda text: set(text.split(",")), default=None, help="named queries to run (comma separated)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "paper-kg-bench")
    args = parser.parse_args(argv)
    args.cache.mkdir(parents=True, exist_ok=True)
    print(f"query benchmark: {os.cpu_count()} cores, python {sys.version.split()[0]}, pyoxigraph {ox.__version__}")
    for papers in (int(s) for s in args.sizes.split(",") if s.strip()):
        print(f"\n== {papers} papers", flush=True)
        bench_size(cached_graph(args.cache, papers, args.seed), papers, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
