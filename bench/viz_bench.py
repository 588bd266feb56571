"""Benchmark of the graph page: file size, time to render in Python, and time
until the network is stabilized and drawn in headless Chromium.

Printed, not asserted (issue 6 target: 5,000 nodes usable within 10 s).

    python bench/viz_bench.py                 # seed (built from seeds/) + 1,000 + 5,000
    python bench/viz_bench.py --sizes 1000 --seed-ttl exports/graph.ttl

Needs Debian's chromium at /usr/bin/chromium and the playwright package.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg import viz  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]


def seed_graph(ttl: Path | None):
    from kg.store import load_rdf, new_graph

    if ttl is not None:
        graph = new_graph()
        load_rdf(graph, ttl)
        return graph
    from kg.api import run

    return run([ROOT / "seeds" / "icml-2026.txt"]).graph


def time_in_browser(browser, path: Path) -> tuple[float, int, int]:
    """Seconds from navigation until the page says it is stabilized and drawn."""
    context = browser.new_context(viewport={"width": 1400, "height": 860})
    page = context.new_page()
    page.route("**/*", lambda r: r.continue_() if r.request.url.startswith("file://") else r.abort())
    start = time.perf_counter()
    page.goto(path.resolve().as_uri())
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)
    elapsed = time.perf_counter() - start
    counts = page.evaluate("[kgNodes.length, kgEdges.length]")
    context.close()
    return elapsed, counts[0], counts[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[1000, 5000], help="synthetic graph sizes (nodes)")
    parser.add_argument("--seed-ttl", type=Path, help="Turtle of the seed build (default: build seeds/ now)")
    parser.add_argument("--no-seed", action="store_true", help="skip the seed graph")
    args = parser.parse_args(argv)

    graphs = []
    if not args.no_seed:
        graphs.append(("seed", lambda: seed_graph(args.seed_ttl)))
    for size in args.sizes:
        graphs.append((f"synthetic {size:,}", lambda size=size: viz.synthetic_graph(size, seed=1)))

    from playwright.sync_api import sync_playwright

    print(f"{'graph':<18} {'nodes':>7} {'edges':>7} {'physics':>7} {'size':>9} {'render':>8} {'browser':>8}")
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for name, make in graphs:
            graph = make()
            out = Path(tmp) / "graph.html"
            start = time.perf_counter()
            page = viz.write_page(graph, out)
            render = time.perf_counter() - start
            seconds, nodes, edges = time_in_browser(browser, out)
            assert (nodes, edges) == (page.nodes, page.edges)
            size = out.stat().st_size / 1024
            print(f"{name:<18} {nodes:>7,} {edges:>7,} {'on' if page.physics else 'off':>7} "
                  f"{size:>7,.0f}KiB {render:>7.2f}s {seconds:>7.2f}s", flush=True)
        browser.close()
    print("render = Python (read, select, layout, write); browser = load until stabilized and drawn")
    return 0


if __name__ == "__main__":
    sys.exit(main())
