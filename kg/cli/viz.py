"""``kg viz``: write the interactive graph page (one offline HTML file)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from . import app
from .common import EXPORTS, console, err_console, open_graph


def parse_types(types: Optional[str]) -> list[str] | None:
    """``"paper, organization"`` -> ``["paper", "organization"]`` (None when not given)."""
    if not types:
        return None
    return [t.strip() for t in types.split(",") if t.strip()]


@app.command()
def viz(
    sources: Annotated[Optional[list[Path]], typer.Argument(help="RDF files or listings (default: exports/graph.ttl).", show_default=False)] = None,
    output: Annotated[Path, typer.Option("--output", "-o", help="HTML file to write.")] = EXPORTS / "graph.html",
    store: Annotated[Optional[Path], typer.Option(help="Read the graph from this Oxigraph store folder.")] = None,
    focus: Annotated[Optional[str], typer.Option(help="Draw around this node: an IRI, or an English or Chinese label (or its start).")] = None,
    depth: Annotated[int, typer.Option(min=0, help="Hops around --focus.")] = 1,
    types: Annotated[Optional[str], typer.Option(help="Kinds to draw, comma separated: paper, person, organization, method, topic, venue.")] = None,
    query: Annotated[Optional[Path], typer.Option(help="SPARQL file: a CONSTRUCT, or a SELECT of ?s ?p ?o; draws its result.")] = None,
    view: Annotated[Optional[str], typer.Option(help="Projection: coauthors, organizations or methods.")] = None,
    max_nodes: Annotated[Optional[int], typer.Option(min=1, help="Keep only this many nodes, highest degree first.")] = None,
    title: Annotated[str, typer.Option(help="Page title.")] = "paper-kg",
) -> None:
    """Write the interactive graph page: one self-contained HTML file.

    The page works offline (no CDN, no request at all), escapes every label,
    and precomputes positions for large graphs. Search English or Chinese
    labels, filter by class, click a node for its details.

    Examples:

        kg viz -o exports/graph.html

        kg viz --view coauthors --max-nodes 500

        kg viz --focus "Peking University" --depth 2 --types paper,organization
    """
    from .. import viz as viz_module  # imported here: keeps `kg --help` fast

    query_text = None
    if query is not None:
        try:
            query_text = query.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise typer.BadParameter(f"{query}: {getattr(exc, 'strerror', None) or exc}", param_hint="--query") from None
    graph = open_graph(sources or [], store)
    try:
        page = viz_module.write_page(
            graph, output, focus=focus, depth=depth, types=parse_types(types), query=query_text,
            view=view, max_nodes=max_nodes, title=title,
        )
    except ValueError as exc:
        err_console.print(f"error: {exc}", markup=False)
        raise typer.Exit(1) from None
    console.print(f"Wrote {page.nodes} nodes and {page.edges} edges to {output}", style="green", markup=False)
    if page.omitted:
        sample = "; ".join(page.omitted_labels[:5])
        console.print(
            f"--max-nodes {max_nodes}: left out {len(page.omitted)} of {page.total} nodes (lowest degree), e.g. {sample}",
            markup=False,
        )
