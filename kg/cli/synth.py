"""``kg synth``: write a synthetic listing for benchmarks and stress tests."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ..export import to_stdout
from ..synth import write_listing
from . import app
from .common import in_range, output_file, progress, say


@app.command()
def synth(
    output: Annotated[Path, typer.Option("--output", "-o", metavar="FILE", callback=output_file, help="Listing file to write (atomically; -: standard output).")],
    papers: Annotated[int, typer.Option("--papers", "-n", metavar="N", callback=in_range(1), help="How many papers.")] = 1000,
    seed: Annotated[int, typer.Option("--seed", "-s", metavar="N", help="Random seed: the same seed gives the same bytes.")] = 0,
    venue: Annotated[str, typer.Option(metavar="VENUE", help="Venue line and acceptance phrases (ICML, NeurIPS, ICLR, CVPR, ACL).")] = "ICML",
    year: Annotated[int, typer.Option(metavar="YEAR", help="Conference year named in the comments.")] = 2026,
) -> None:
    """Write a synthetic bilingual listing in the seed's format.

    Authors, institutions and methods are shared across papers with heavy-tailed
    frequencies, and organization lines carry the seed's irregularities.

    Example:

        kg synth --papers 10000 --seed 7 -o /tmp/icml-10k.txt
    """
    with progress() as bar:
        task = bar.add_task("generating", total=papers)
        write_listing(output, papers, seed, venue, year, on_paper=lambda: bar.advance(task))
    size = f" ({output.stat().st_size / 1e6:.1f} MB)" if output.is_file() else ""
    say(f"wrote {papers} papers to {output}{size}", err=to_stdout(output))  # stderr when the listing is on stdout
