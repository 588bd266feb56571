"""Benchmark the build on synthetic listings of several sizes.

For each size: generate a listing (cached), run the build stage by stage in a
fresh subprocess (so that peak RSS is per size), time every stage, and measure
the floor in the same run: jieba segmenting every summary over all cores plus
pyoxigraph bulk-loading the N-Triples of the same graph. Prints tables with
the issue's targets beside the figures and writes everything as JSON.

    python bench/run.py --sizes 1000,10000,100000 --json bench/results.json
    python bench/run.py --smoke                      # 200 papers, for CI

Each size writes its figures to ``<cache>/result-<size>.json`` after every
stage, so a size that hits ``--timeout`` still reports the stages it finished.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.api import STAGES as BUILD_STAGES  # noqa: E402

#: Columns of the stage table: the pipeline's stages, the end of the store's load (from the start of
#: "store"), then export and validate; load, export and validate overlap one another.
STAGES = (*BUILD_STAGES, "load", "export", "validate")
#: Targets of issue 7, checked at the largest size (100k papers).
TARGET_FLOOR_RATIO = 2.0
TARGET_SECONDS = 60.0
TARGET_RSS_MB = 2048.0
TARGET_GROWTH = 11.0

console = Console(highlight=False, width=None if sys.stdout.isatty() else 150)


# --------------------------------------------------------------------------
# One size, in its own process


def peak_rss_mb() -> dict[str, float]:
    """Peak resident memory of this process and of its largest child so far (MB)."""
    kb = 1024.0  # ru_maxrss is in KiB on Linux
    return {
        "self": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / kb, 1),
        "children": round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / kb, 1),
    }


def build_stages(listing: Path, workdir: Path, stages: dict[str, float], save: Callable[[], None]) -> dict:
    """Build one listing as ``kg build`` does (without the page); return what it made.

    Stage times come from the pipeline itself (``kg.api``): the build stages,
    then "export" and "validate", which run side by side, so the build's wall
    time ("total") is less than the sum of its stages.
    """
    from kg.api import make_exports, run
    from kg.export import FileSet
    from kg.store import triple_count

    start = time.perf_counter()
    started: list[tuple[str, float]] = []

    def on_stage(name: str) -> None:  # saves each stage's time as the next one starts
        now = time.perf_counter()
        if started:
            stages[started[-1][0]] = round(now - started[-1][1], 3)
            save()
        started.append((name, now))

    result = run([listing], on_stage=on_stage)
    stages.update({name: round(seconds, 3) for name, seconds in dict(result.timings).items()})  # the load may add to it
    save()
    records = [paper for one in result.listings for paper in one.papers]
    summaries = [r.summary for r in records if r.summary]
    papers, warnings = len(records), sum(len(one.diagnostics) for one in result.listings)
    loading, canonical, timings = result.loading, result.canonical, result.timings
    del result, records  # as kg build does: only the graph is kept for the exports
    with FileSet() as staged:  # written while the store may still be loading, as kg build does
        exports = make_exports(loading, workdir, staged, page=False, timings=timings, canonical=canonical, release_lines=True)
        staged.commit()
    graph = loading.result()
    stages.update({name: round(seconds, 3) for name, seconds in timings.items()})
    wall = round(time.perf_counter() - start, 3)
    report = exports.report
    return {
        "graph": graph,
        "summaries": summaries,
        "figures": {
            "wall_s": wall,
            "papers_read": papers,
            "warnings": warnings,
            "triples": triple_count(graph),
            "conforms": report.conforms,
            "violations": len(report.violations),
            "violation_kinds": Counter(v.message for v in report.violations).most_common(5),
            "export_mb": {path.suffix[1:]: round(path.stat().st_size / 1e6, 2) for path in exports.paths},
        },
    }


def _jieba_worker_init() -> None:
    import logging

    import jieba

    jieba.setLogLevel(logging.WARNING)
    jieba.initialize()


def _segment(texts: list[str]) -> int:
    import jieba

    return sum(len(jieba.lcut(text)) for text in texts)


def floor_jieba(summaries: list[str], cores: int) -> float:
    """Seconds for jieba to segment every summary over ``cores`` processes (pool start included)."""
    chunks = [summaries[i::cores * 4] for i in range(cores * 4)]
    start = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(cores, initializer=_jieba_worker_init) as pool:
        sum(pool.map(_segment, chunks))
    return time.perf_counter() - start


def floor_oxigraph(ntriples: Path) -> float:
    """Seconds for pyoxigraph to bulk-load an N-Triples file into a fresh store."""
    import pyoxigraph as ox

    start = time.perf_counter()
    ox.Store().bulk_load(path=str(ntriples), format=ox.RdfFormat.N_TRIPLES)
    return time.perf_counter() - start


def measure(listing: Path, papers: int, out: Path) -> None:
    """Benchmark one listing; write the figures to ``out`` as they come in."""
    from kg.export import serialize

    result: dict = {"papers": papers, "stages": {}, "cores": os.cpu_count()}

    def save() -> None:
        out.write_text(json.dumps(result, indent=1, ensure_ascii=False), encoding="utf-8")

    with tempfile.TemporaryDirectory(prefix="kg-bench-") as tmp:
        made = build_stages(listing, Path(tmp), result["stages"], save)
        result.update(made["figures"])
        result["peak_rss_mb"] = peak_rss_mb()
        ntriples = Path(tmp) / "graph.nt"
        ntriples.write_bytes(serialize(made["graph"], "nt"))
        result["floor"] = {
            "jieba": round(floor_jieba(made["summaries"], os.cpu_count() or 1), 3),
            "oxigraph_bulk_load": round(floor_oxigraph(ntriples), 3),
        }
    result["done"] = True
    save()


# --------------------------------------------------------------------------
# The driver


def cached_listing(cache: Path, papers: int, seed: int) -> Path:
    """The synthetic listing of ``papers`` papers, generated once per seed."""
    from kg.synth import write_listing

    path = cache / f"synth-{papers}-seed{seed}.txt"
    if not path.exists():
        with console.status(f"generating {papers} papers"):
            write_listing(path, papers, seed)
    return path


def run_size(cache: Path, papers: int, seed: int, timeout: float) -> dict:
    """Benchmark one size in a subprocess; return its figures (partial on timeout or error)."""
    listing = cached_listing(cache, papers, seed)
    out = cache / f"result-{papers}.json"
    out.unlink(missing_ok=True)
    command = [sys.executable, __file__, "--one", str(listing), "--papers", str(papers), "--out", str(out)]
    status = "ok"
    with console.status(f"benchmarking {papers} papers"):
        try:
            done = subprocess.run(command, timeout=timeout, capture_output=True, text=True)
            if done.returncode:
                status = "error: " + (done.stderr.strip().splitlines() or ["exit %d" % done.returncode])[-1]
        except subprocess.TimeoutExpired:
            status = f"timeout after {timeout:.0f} s"
    figures = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {"papers": papers, "stages": {}}
    figures["status"] = status
    return derive(figures)


def derive(figures: dict) -> dict:
    """Add totals, rates and the floor ratio to one size's figures."""
    # the wall time of a finished build; the sum of the stages so far otherwise
    total = figures.get("wall_s") or sum(figures["stages"].values())
    figures["total_s"] = round(total, 3)
    if figures.get("done") and total:
        floor = sum(figures["floor"].values())
        figures["floor_s"] = round(floor, 3)
        figures["floor_ratio"] = round(total / floor, 2)
        figures["papers_per_s"] = round(figures["papers"] / total)
        figures["triples_per_s"] = round(figures["triples"] / total)
    return figures


def growth(results: list[dict]) -> list[dict]:
    """Time ratio between consecutive sizes (papers ratio beside it)."""
    pairs = []
    for small, large in zip(results, results[1:]):
        if small.get("done") and large.get("done"):
            pairs.append({
                "from": small["papers"], "to": large["papers"],
                "size_ratio": round(large["papers"] / small["papers"], 1),
                "time_ratio": round(large["total_s"] / small["total_s"], 2),
            })
    return pairs


def targets(result: dict, pairs: list[dict]) -> dict[str, bool]:
    """The issue's targets, judged on the largest size measured."""
    verdicts = {}
    if result.get("done"):
        verdicts[f"build <= {TARGET_FLOOR_RATIO:g}x floor"] = result["floor_ratio"] <= TARGET_FLOOR_RATIO
        verdicts[f"build < {TARGET_SECONDS:g} s"] = result["total_s"] < TARGET_SECONDS
        rss = max(result["peak_rss_mb"].values())
        verdicts[f"peak RSS < {TARGET_RSS_MB / 1024:g} GB"] = rss < TARGET_RSS_MB
    if pairs and pairs[-1]["size_ratio"] == 10:
        verdicts[f"growth x10 papers <= {TARGET_GROWTH:g}x time"] = pairs[-1]["time_ratio"] <= TARGET_GROWTH
    return verdicts


def _seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def report(results: list[dict], pairs: list[dict], verdicts: dict[str, bool]) -> None:
    """Print the stage, throughput and target tables."""
    stages = Table("papers", *STAGES, "total", "status", title="Build stages (seconds)")
    for r in results:
        stages.add_row(str(r["papers"]), *(_seconds(r["stages"].get(s)) for s in STAGES), _seconds(r["total_s"]), r["status"])
    rates = Table("papers", "triples", "papers/s", "triples/s", "peak RSS MB build/worker",
                  "ttl MB", "jsonld MB", "floor s = jieba + oxigraph", "build/floor", title="Throughput and floor")
    for r in results:
        if not r.get("done"):
            continue
        rates.add_row(
            str(r["papers"]), str(r["triples"]), str(r["papers_per_s"]), str(r["triples_per_s"]),
            f"{r['peak_rss_mb']['self']:.0f} / {r['peak_rss_mb']['children']:.0f}",
            str(r["export_mb"]["ttl"]), str(r["export_mb"]["jsonld"]),
            f"{r['floor_s']:.2f} ({r['floor']['jieba']:.2f} + {r['floor']['oxigraph_bulk_load']:.2f})",
            f"{r['floor_ratio']:.2f}x",
        )
    rates.caption = (f"targets at 100k: build <= {TARGET_FLOOR_RATIO:g}x floor, < {TARGET_SECONDS:g} s, "
                     f"< {TARGET_RSS_MB / 1024:g} GB peak RSS; 10k -> 100k time <= {TARGET_GROWTH:g}x")
    for table in (stages, rates):
        console.print(table)
    for p in pairs:
        console.print(f"growth {p['from']} -> {p['to']} papers (x{p['size_ratio']:g}): time x{p['time_ratio']:.2f}"
                      f" (target <= {TARGET_GROWTH:g}x for 10k -> 100k)")
    for name, ok in verdicts.items():
        console.print(f"[{'green' if ok else 'red'}]{'met' if ok else 'MISSED'}[/]: {name}")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000,100000", help="comma-separated paper counts")
    parser.add_argument("--smoke", action="store_true", help="one tiny size (200 papers), for CI")
    parser.add_argument("--json", type=Path, help="write all figures to this JSON file")
    parser.add_argument("--seed", type=int, default=2026, help="generator seed")
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "paper-kg-bench",
                        help="where generated listings are kept between runs")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds allowed per size")
    parser.add_argument("--one", type=Path, help=argparse.SUPPRESS)  # internal: benchmark one listing
    parser.add_argument("--papers", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.one:
        measure(args.one, args.papers, args.out)
        return 0
    sizes = [200] if args.smoke else [int(s) for s in args.sizes.split(",")]
    args.cache.mkdir(parents=True, exist_ok=True)
    results = [run_size(args.cache, n, args.seed, args.timeout) for n in sizes]
    pairs = growth(results)
    verdicts = targets(results[-1], pairs) if sizes[-1] >= 100_000 else {}
    report(results, pairs, verdicts)
    if args.json:
        document = {"when": time.strftime("%Y-%m-%dT%H:%M:%S"), "seed": args.seed, "cores": os.cpu_count(),
                    "results": results, "growth": pairs, "targets": verdicts}
        args.json.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0 if all(r.get("done") for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
