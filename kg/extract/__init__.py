"""extract: records -> facts (comments, affiliations, methods, topics, claims).

Each part is its own module; this one runs them over all records, using
every core the process may use when the input is large.
"""

from __future__ import annotations

from typing import Sequence

from ..entities import PaperFacts
from ..runtime import available_cores
from ..records import PaperRecord
from .affiliations import parse_segments
from .comments import comment_facts

#: Below this many records, worker processes cost more than they save.
PARALLEL_THRESHOLD = 2000


def extract(records: Sequence[PaperRecord], workers: int | None = None) -> list[PaperFacts]:
    """Extract the facts of every record, in order.

    ``workers`` defaults to all available cores for large inputs and 1 below
    :data:`PARALLEL_THRESHOLD` records.
    """
    from .science import science_in_workers  # spaCy loads here, not when the CLI starts

    if workers is None:
        workers = available_cores() if len(records) >= PARALLEL_THRESHOLD else 1
    with science_in_workers(records, workers=workers) as science:
        # this process's share, while the workers run spaCy
        local = [
            (comment_facts(r.comments, r.title_en, r.venue_name or ""), [org for s in r.orgs for org in parse_segments(s)])
            for r in records
        ]
        return [
            PaperFacts(
                record=record,
                comments=comments,
                affiliations=affiliations,
                methods=list(found.methods),
                topics=list(found.topics),
                claims=list(found.claims),
            )
            for record, (comments, affiliations), found in zip(records, local, science, strict=True)
        ]
