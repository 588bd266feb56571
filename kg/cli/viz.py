"""``kg viz``: write the interactive graph page (one offline HTML file)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Optional

import typer

from ..api import PAGE as BUILD_PAGE, PAGE_MAX_NODES
from ..errors import Codes, KGError
from ..export import to_stdout
from ..text import counted
from ..vocab import local_name
from . import app
from .common import EXPORTS, in_range, open_graph, output_file, query_errors_shown, read_query_file, say

PAGE = EXPORTS / BUILD_PAGE


def parse_types(types: Optional[str]) -> list[str] | None:
    """``"paper, organization"`` -> ``["paper", "organization"]`` (None when not given)."""
    if not types:
        return None
    return [t.strip() for t in types.split(",") if t.strip()]


def page_for(
    *, view: str | None, focus: str | None, depth: int, types: str | None, query: Path | None, max_nodes: int | None
) -> Path:
    """Where a page is written without --output: the build's page for the
    whole graph, a file of its own for a part of it (``graph-coauthors.html``,
    ``graph-around-peking-university.html``), so kg viz never replaces the
    build's page with another view."""
    parts = [
        view,
        focus and "around-" + local_name(focus) + (f"-depth-{depth}" if depth != 1 else ""),
        types,
        query and query.stem,
        max_nodes and f"top-{max_nodes}",
    ]
    name = "-".join(re.sub(r"\W+", "-", part.casefold()).strip("-") for part in parts if part)
    return EXPORTS / f"graph-{name}.html" if name else PAGE


@app.command()
def viz(
    sources: Annotated[Optional[list[Path]], typer.Argument(help="RDF files or listings (default: exports/graph.ttl).", show_default=False)] = None,
    output: Annotated[
        Optional[Path],
        typer.Option(
            "--output", "-o", metavar="FILE", show_default=False, callback=output_file,
            help="HTML file to write (-: standard output). Default: exports/graph.html for the whole graph; for a part of it, a file "
            "named after the options, e.g. exports/graph-coauthors.html.",
        ),
    ] = None,
    store: Annotated[Optional[Path], typer.Option(metavar="DIR", help="Read the graph from this Oxigraph store folder.")] = None,
    focus: Annotated[Optional[str], typer.Option(metavar="NODE", help="Draw around this node: an IRI, or an English or Chinese label (or its start).")] = None,
    depth: Annotated[Optional[int], typer.Option(metavar="N", callback=in_range(0), show_default=False, help="Hops around --focus (default 1).")] = None,
    types: Annotated[Optional[str], typer.Option(metavar="KINDS", help="Kinds to draw, comma separated: paper, person, organization, method, topic, venue.")] = None,
    query: Annotated[Optional[Path], typer.Option(metavar="FILE", help="SPARQL file: a CONSTRUCT, or a SELECT of ?s ?p ?o; draws its result. Prefixes as in kg query.")] = None,
    view: Annotated[Optional[str], typer.Option(metavar="VIEW", help="Projection: coauthors, organizations or methods.")] = None,
    max_nodes: Annotated[
        Optional[int],
        typer.Option(
            metavar="N", callback=in_range(0), show_default=False,
            help=f"Keep only this many nodes, highest degree first (default {PAGE_MAX_NODES}, as the build's page: a browser "
            "stays responsive; 0: all of them).",
        ),
    ] = None,
    title: Annotated[str, typer.Option(metavar="TEXT", help="Page title.")] = "paper-kg",
) -> None:
    """Write the interactive graph page: one self-contained HTML file.

    The page works offline (no CDN, no request at all), escapes every label,
    and precomputes positions for large graphs. Search English or Chinese
    labels, filter by class, click a node for its details.

    Examples:

        kg viz

        kg viz --view coauthors --max-nodes 500 -o coauthors.html

        kg viz --focus "Peking University" --depth 2 --types paper,organization
    """
    from .. import viz as viz_module  # imported here: keeps `kg --help` fast

    if depth is not None and focus is None:
        raise KGError(Codes.E011, name="--depth", target="a page without --focus", hint="it counts the hops around the --focus node")
    depth = 1 if depth is None else depth
    output = output or page_for(view=view, focus=focus, depth=depth, types=types, query=query, max_nodes=max_nodes)
    query_text = None if query is None else read_query_file(query)
    graph = open_graph(sources or [], store)
    kept = PAGE_MAX_NODES if max_nodes is None else max_nodes or None  # 0: no limit
    with query_errors_shown():
        page = viz_module.write_page(
            graph, output, focus=focus, depth=depth, types=parse_types(types), query=query_text,
            view=view, max_nodes=kept, title=title,
        )
    notes = to_stdout(output)  # on stderr when the page is on stdout
    say(f"Wrote {counted(page.nodes, 'node')} and {counted(page.edges, 'edge')} to {output}", style="green", err=notes)
    if not page.nodes:
        say("warning: nothing to draw: no node is left with these options (--view draws people, organizations or "
            "methods only; --types keeps the kinds named)", err=True)
    if page.other_matches:
        sample = "; ".join(page.other_matches[:5])
        say(f"--focus {focus!r} matched {len(page.other_matches) + 1} nodes; drew the most connected "
            f"(others: {sample}); give a longer label or an IRI to choose", err=True)
    if page.omitted:
        sample = "; ".join(page.omitted_labels[:5])
        say(f"--max-nodes {kept}: left out {len(page.omitted)} of {page.total} nodes (lowest degree), e.g. {sample}; "
            "--max-nodes 0 draws them all", err=notes)
