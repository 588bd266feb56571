"""``kg stats``: counts per class and the top organizations and authors."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from ..stats import class_counts, top_authors, top_organizations
from ..store import triple_count
from ..text import counted
from . import app
from .common import in_range, open_graph, print_table


@app.command()
def stats(
    sources: Annotated[Optional[list[Path]], typer.Argument(help="RDF files or listings (default: exports/graph.ttl).", show_default=False)] = None,
    top: Annotated[int, typer.Option(metavar="N", callback=in_range(1), help="How many organizations and authors to list.")] = 10,
    store: Annotated[Optional[Path], typer.Option(metavar="DIR", help="Read the graph from this Oxigraph store folder.")] = None,
) -> None:
    """Print counts per class and the top organizations and authors.

    Institutions are counted with their units' papers; authors by papers, then co-authors.

    Example:

        kg stats exports/graph.ttl --top 5
    """
    graph = open_graph(sources or [], store)
    print_table(["class", "count"], [[name, str(count)] for name, count in class_counts(graph)], title=counted(triple_count(graph), 'triple'))
    organizations = [[row.label, str(row.papers)] for row in top_organizations(graph, top)]
    print_table(["institution", "papers"], organizations, title=f"Top {top} institutions")
    authors = [[row.label, str(row.papers), str(row.extra)] for row in top_authors(graph, top)]
    print_table(["author", "papers", "co-authors"], authors, title=f"Top {top} authors")
