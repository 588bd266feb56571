"""The graph page in a real browser: Debian's chromium, driven by playwright.

The page is opened from file:// with every other request aborted. Skipped
(with the reason) only when /usr/bin/chromium is not installed.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest

from kg import viz

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]

if not CHROMIUM.exists():
    pytest.skip("Debian's chromium is not installed (/usr/bin/chromium)", allow_module_level=True)

sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield browser
        browser.close()


class Opened:
    """A page opened from file:// with the network blocked, and what it did."""

    def __init__(self, browser, path: Path, bypass_csp: bool = False) -> None:
        self.context = browser.new_context(viewport={"width": 1400, "height": 860}, bypass_csp=bypass_csp)
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.requests: list[str] = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.route("**/*", lambda route: route.continue_() if route.request.url.startswith("file://") else route.abort())
        self.page.goto(path.resolve().as_uri())
        self.page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=60_000)

    def eval(self, script: str):
        return self.page.evaluate(script)

    def close(self) -> None:
        self.context.close()


def open_page(browser, path: Path, **kw) -> Opened:
    return Opened(browser, path, **kw)


def not_blank_png(path: Path) -> bool:
    """Whether a PNG has real content: many distinct byte values once inflated."""
    raw = path.read_bytes()
    assert raw[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat = 8, b""
    while pos < len(raw):
        length, kind = struct.unpack(">I4s", raw[pos:pos + 8])
        if kind == b"IDAT":
            idat += raw[pos + 8:pos + 8 + length]
        pos += 12 + length
    pixels = zlib.decompress(idat)
    return len(set(pixels)) > 40 and len(raw) > 20_000


def test_page_offline_counts_search_and_screenshot(browser, tmp_path):
    graph = viz.synthetic_graph(150, seed=11)
    out = tmp_path / "graph.html"
    page = viz.write_page(graph, out)
    opened = open_page(browser, out)
    try:
        assert opened.eval("[kgNodes.length, kgEdges.length]") == [page.nodes, page.edges]
        assert opened.eval("Object.keys(kgNetwork.getPositions()).length") == page.nodes
        # search a Chinese label: the node is selected and its details shown
        cat = viz.read_catalogue(graph)
        zh = sorted(e.zh for e in cat.entities.values() if e.kind == "paper" and e.zh)[0]
        target = next(e.iri for e in cat.entities.values() if e.zh == zh)
        opened.page.fill("#search", zh[:6])
        opened.page.wait_for_selector("#results li")
        # Chinese from the middle of a label finds it too (it has no word starts to match)
        opened.page.fill("#search", zh[2:6])
        opened.page.wait_for_selector("#results li")
        assert zh in opened.page.inner_text("#results")
        opened.page.fill("#search", zh)
        opened.page.keyboard.press("Enter")
        assert opened.eval("kgNetwork.getSelectedNodes()") == [target]
        assert zh in opened.page.inner_text("#panel")
        # class filter hides a kind; physics toggle; fit
        opened.page.click('#legend input[data-kind="person"]')
        assert opened.eval("kgNodes.get({filter: n => n.kind === 'person' && !n.hidden}).length") == 0
        opened.page.click('#legend input[data-kind="person"]')
        opened.page.click("#physics")
        assert opened.page.inner_text("#physics") == "Physics: on"
        opened.page.click("#physics")
        opened.page.click("#fit")
        # hovering a node shows a tooltip built as text
        pos = opened.eval(f"kgNetwork.canvasToDOM(kgNetwork.getPositions([{target!r}])[{target!r}])")
        box = opened.page.locator("#network").bounding_box()
        opened.page.mouse.move(box["x"] + pos["x"], box["y"] + pos["y"])
        opened.page.wait_for_timeout(400)
        shot = tmp_path / "graph.png"
        opened.page.screenshot(path=str(shot))
        assert not_blank_png(shot)
        painted = opened.eval(
            "(() => { const c = document.querySelector('#network canvas'); const d = c.getContext('2d')"
            ".getImageData(0, 0, c.width, c.height).data; let n = 0;"
            " for (let i = 0; i < d.length; i += 4) if (d[i+3] && (d[i] < 200 || d[i+1] < 200)) n++; return n; })()")
        assert painted > 2000
        assert opened.errors == []
        assert all(url.startswith("file://") for url in opened.requests), opened.requests
    finally:
        opened.close()


@pytest.mark.parametrize("bypass_csp", [False, True], ids=["with-csp", "without-csp"])
def test_hostile_titles_stay_text(browser, tmp_path, bypass_csp):
    """XSS payloads as titles, names and links: shown as text, never run.

    Also with the page's Content-Security-Policy switched off, so that the
    escaping and the textContent-only page script are tested on their own.
    """
    graph = viz.synthetic_graph(60, seed=3, hostile=True)
    out = tmp_path / "hostile.html"
    page = viz.write_page(graph, out)
    opened = open_page(browser, out, bypass_csp=bypass_csp)
    try:
        assert opened.eval("[kgNodes.length, kgEdges.length]") == [page.nodes, page.edges]
        papers = opened.eval("kgNodes.get({filter: n => n.kind === 'paper'}).map(n => n.id)")
        for node in papers[:8]:  # show each in the side panel, and hover it
            opened.eval(f"kgChoose({node!r})")
            pos = opened.eval(f"kgNetwork.canvasToDOM(kgNetwork.getPositions([{node!r}])[{node!r}])")
            box = opened.page.locator("#network").bounding_box()
            opened.page.mouse.move(box["x"] + pos["x"], box["y"] + pos["y"])
            opened.page.wait_for_timeout(150)
        opened.page.fill("#search", "<img")
        opened.page.wait_for_timeout(200)
        assert "window.__pwned=1" in opened.page.inner_text("#panel")
        assert "<img src=x" in opened.page.inner_text("#results")
        assert opened.eval("typeof window.__pwned") == "undefined"
        assert opened.eval("document.querySelectorAll('img, svg:not(#legend svg), iframe, a[href^=\"javascript\"]').length") == 0
        assert opened.eval("document.querySelectorAll('script').length") == 3
        assert all(url.startswith("file://") for url in opened.requests), opened.requests
        opened.page.screenshot(path=str(tmp_path / "hostile.png"))
        assert not_blank_png(tmp_path / "hostile.png")
        assert opened.errors == []
    finally:
        opened.close()


def test_seed_page_holds_every_entity(browser, tmp_path, seed_graph):
    """The seed's page holds one node per drawable entity, counted here with SPARQL."""
    from kg.store import oxigraph
    from kg.vocab import KG, METHOD_CLASSES

    classes = " ".join(f"<{c}>" for c in [KG.Paper, KG.Person, KG.Organization, KG.Topic, KG.Venue, *METHOD_CLASSES.values()])
    query = f"SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{ VALUES ?c {{ {classes} }} ?s a ?c FILTER(isIRI(?s)) }}"
    expected = int(next(iter(oxigraph(seed_graph).query(query)))["n"].value)
    out = tmp_path / "seed.html"
    page = viz.write_page(seed_graph, out)
    assert page.nodes == expected
    opened = open_page(browser, out)
    try:
        assert opened.eval("kgNodes.length") == expected
        assert opened.eval("kgEdges.length") == page.edges > 0
        opened.page.screenshot(path=str(tmp_path / "seed.png"))
        assert not_blank_png(tmp_path / "seed.png")
        assert opened.errors == []
        assert all(url.startswith("file://") for url in opened.requests)
    finally:
        opened.close()


def test_a_fitted_page_keeps_back_from_the_edges(browser, tmp_path):
    """A small page opened with a node's label cut at the window's edge and a
    node under the legend (a fresh-user review): vis fits the nodes' centres to
    the window, so the page's fit, on opening and on the Fit button, steps back
    from that (its scale a fixed share of vis's own); a large page, whose fitted
    view draws few labels, is fitted as vis fits it."""
    out = tmp_path / "small.html"
    viz.write_page(viz.synthetic_graph(3, seed=5), out)
    opened = open_page(browser, out)
    try:
        opened_at = opened.eval("kgNetwork.getScale()")
        vis_fit = opened.eval("(kgNetwork.fit({animation: false}), kgNetwork.getScale())")
        opened.page.click("#fit")
        assert opened.eval("kgNetwork.getScale()") == pytest.approx(0.8 * vis_fit)
        assert opened_at == pytest.approx(0.8 * vis_fit)
        points = opened.eval("Object.values(kgNetwork.getPositions()).map(p => kgNetwork.canvasToDOM(p))")
        box = opened.page.locator("#network").bounding_box()
        assert all(0 < p["x"] < box["width"] and 0 < p["y"] < box["height"] for p in points)
        assert opened.errors == []
    finally:
        opened.close()
    viz.write_page(viz.synthetic_graph(150, seed=5), out)
    opened = open_page(browser, out)
    try:
        opened_at = opened.eval("kgNetwork.getScale()")
        assert opened_at == pytest.approx(opened.eval("(kgNetwork.fit({animation: false}), kgNetwork.getScale())"))
    finally:
        opened.close()


def test_large_page_is_usable(browser, tmp_path):
    graph = viz.synthetic_graph(1500, seed=4)
    out = tmp_path / "large.html"
    page = viz.write_page(graph, out)
    assert not page.physics
    opened = open_page(browser, out)
    try:
        assert opened.eval("kgNodes.length") == page.nodes
        assert opened.eval("kgNetwork.physics.options.enabled") is False
        assert opened.errors == []
    finally:
        opened.close()
