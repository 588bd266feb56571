"""The synthetic listing generator: deterministic, readable, heavy-tailed."""

from __future__ import annotations

import statistics
from collections import Counter

import pytest

from kg.read import read_listing
from kg.synth import generate, write_listing

PAPERS = 1500


@pytest.fixture(scope="module")
def listing_path(tmp_path_factory):
    return write_listing(tmp_path_factory.mktemp("synth") / "icml.txt", papers=PAPERS, seed=11)


@pytest.fixture(scope="module")
def listing(listing_path):
    return read_listing(listing_path)


def test_same_seed_gives_same_bytes(tmp_path):
    first = write_listing(tmp_path / "a.txt", papers=300, seed=5).read_bytes()
    second = write_listing(tmp_path / "b.txt", papers=300, seed=5).read_bytes()
    assert first == second
    assert first == "".join(generate(300, 5)).encode("utf-8")


def test_different_seed_gives_different_listing():
    assert "".join(generate(50, 1)) != "".join(generate(50, 2))


def test_format_matches_the_seed():
    text = "".join(generate(200, 3, venue="NeurIPS", year=2025))
    lines = text.split("\n")
    assert lines[0] == "NeurIPS"
    assert all(line == "" for line in lines[1::2]), "every line is followed by an empty line"
    fields = [line for line in lines if line]
    assert sum(line.startswith("AI总结 ") for line in fields) == 200
    assert sum(line.startswith("Comments ") for line in fields) == 200
    orgs = [line for line in fields if line.startswith("机构 * ")]
    assert all(line.endswith(" 纠错") for line in orgs)
    assert 0.75 < len(orgs) / 200 < 0.97, "about 13% of papers have no 机构 line"
    assert "NeurIPS 2025" in text


def test_reader_reads_every_paper_without_warnings(listing):
    assert len(listing.papers) == PAPERS
    assert listing.diagnostics == []
    assert all(paper.title_zh and paper.summary and paper.comments for paper in listing.papers)
    assert {paper.year for paper in listing.papers} >= {2026}


def test_authors_per_paper_are_heavy_tailed(listing):
    counts = [len(paper.authors) for paper in listing.papers]
    assert 3 <= statistics.median(counts) <= 6
    assert max(counts) >= 3 * statistics.median(counts)
    assert min(counts) == 1


def test_some_authors_write_many_papers(listing):
    per_author = Counter(name for paper in listing.papers for name in paper.authors)
    papers_each = sorted(per_author.values(), reverse=True)
    assert papers_each[0] >= 8
    assert sum(1 for n in papers_each if n == 1) / len(papers_each) > 0.5, "most people write one paper"


def test_institutions_are_shared_and_messy(listing):
    segments = [seg.text for paper in listing.papers for seg in paper.orgs]
    per_segment = Counter(segments)
    assert per_segment.most_common(1)[0][1] >= 20
    text = "\n".join(segments)
    assert "Corresponding Author" in text or any(s.endswith(".") for s in segments)
    assert any(seg.zh is None for paper in listing.papers for seg in paper.orgs)


def test_summaries_name_methods_and_claims(listing):
    summaries = "\n".join(paper.summary for paper in listing.papers)
    assert "提出" in summaries and "基于" in summaries
    assert any(marker in summaries for marker in ("倍加速", "提升高达"))
    assert any("++" in paper.summary or "-" in paper.summary for paper in listing.papers)
