"""``kg stats``: counts per class and the top organizations and authors."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.table import Table

from ..stats import class_counts, top_authors, top_organizations
from ..store import triple_count
from . import app
from .common import console, open_graph


@app.command()
def stats(
    sources: Annotated[Optional[list[Path]], typer.Argument(help="RDF files or listings (default: exports/graph.ttl).", show_default=False)] = None,
    top: Annotated[int, typer.Option(help="How many organizations and authors to list.")] = 10,
    store: Annotated[Optional[Path], typer.Option(help="Read the graph from this Oxigraph store folder.")] = None,
) -> None:
    """Print counts per class and the top organizations and authors.

    Example:

        kg stats exports/graph.ttl --top 5
    """
    graph = open_graph(sources or [], store)
    classes = Table("class", "count", title=f"{triple_count(graph)} triples")
    for name, count in class_counts(graph):
        classes.add_row(name, str(count))
    orgs = Table("institution", "papers", title=f"Top {top} institutions")
    for row in top_organizations(graph, top):
        orgs.add_row(row.label, str(row.papers))
    authors = Table("author", "papers", "co-authors", title=f"Top {top} authors")
    for row in top_authors(graph, top):
        authors.add_row(row.label, str(row.papers), str(row.extra))
    for table in (classes, orgs, authors):
        console.print(table)
