"""The Comments line of listings from several venues: links by role,
presentation and track marks, awards, and how they reach the graph."""

from __future__ import annotations

from importlib.resources import files

import pytest
from rdflib import RDF, XSD, Graph, Literal, URIRef

from kg.extract.comments import FORMATS, TRACKS, comment_facts
from kg.validate import validate
from kg.vocab import KG, PRESENTATION_TYPES

# --- links ----------------------------------------------------------------------


@pytest.mark.parametrize("comment", [
    "ACL 2026 Findings. Dataset: https://huggingface.co/datasets/allenai/persona-drift",
    "35 pages. Data: https://huggingface.co/datasets/benchpress/benchpress",
    "Code: https://huggingface.co/datasets/org/name",  # the address itself says dataset
    "See https://www.kaggle.com/datasets/org/name",
])
def test_dataset_pages_are_dataset_links_not_code(comment):
    facts = comment_facts(comment)
    assert len(facts.dataset_urls) == 1 and facts.dataset_urls[0].startswith("https://")
    assert facts.code_urls == ()


def test_a_link_labelled_data_is_a_dataset_wherever_it_is_hosted():
    facts = comment_facts("Data: https://github.com/org/corpus-release")
    assert facts.dataset_urls == ("https://github.com/org/corpus-release",) and facts.code_urls == ()


@pytest.mark.parametrize("comment", [
    "Code and dataset are available at https://github.com/org/repo",
    "Code: https://github.com/org/repo",
    "Resources: https://github.com/org/repo",
])
def test_code_stays_code(comment):
    facts = comment_facts(comment)
    assert facts.code_urls == ("https://github.com/org/repo",) and facts.dataset_urls == ()


def test_model_pages_on_hugging_face_stay_code():
    facts = comment_facts("Weights: https://huggingface.co/org/model-7b")
    assert facts.code_urls == ("https://huggingface.co/org/model-7b",)


def test_each_link_takes_the_cue_nearest_to_it():
    facts = comment_facts("Project page: https://a.github.io ; Code: https://gitlab.com/a/b ; "
                          "Dataset: https://zenodo.org/records/1")
    assert facts.project_urls == ("https://a.github.io",)
    assert facts.code_urls == ("https://gitlab.com/a/b",)
    assert facts.dataset_urls == ("https://zenodo.org/records/1",)


def test_a_list_of_links_shares_its_cue():
    facts = comment_facts("Data: https://zenodo.org/records/1 and https://example.org/more.")
    assert facts.dataset_urls == ("https://zenodo.org/records/1", "https://example.org/more")


# --- presentation and track -----------------------------------------------------


MARKED = [
    ("ICML 2026 Spotlight", ("spotlight",)),
    ("Accepted as a poster at ICML 2026", ("poster",)),
    ("CVPR 2026 Highlight", ("highlight",)),
    ("CVPR 2026 (Highlight). 12 pages", ("highlight",)),
    ("Accepted to CVPR 2026 as an oral presentation", ("oral",)),
    ("ACL 2026 Findings", ("findings",)),
    ("ACL 2026 (Findings)", ("findings",)),
    ("Findings of ACL 2026", ("findings",)),
    ("Findings of the Association for Computational Linguistics: EMNLP 2025", ("findings",)),
    ("ACL 2026 Main; Resources: https://github.com/a/b", ("main",)),
    ("EMNLP 2025 main", ("main",)),
    ("Accepted to ACL 2026 Main Conference", ("main",)),
    ("Accepted to NeurIPS 2025 Datasets and Benchmarks Track", ("datasets-and-benchmarks",)),
    ("NeurIPS 2025 D&B", ("datasets-and-benchmarks",)),
    ("NeurIPS 2025 Position Paper Track", ("position",)),
    ("NeurIPS 2025 Workshop on Time Series in the Age of Large Models", ("workshop",)),
    ("ICLR 2026 Workshop on Foundation Models in the Wild. 12 pages", ("workshop",)),
    ("ACL 2026 Findings (Oral)", ("oral", "findings")),
    ("Spotlight poster, NeurIPS 2025 Datasets & Benchmarks", ("spotlight", "datasets-and-benchmarks")),
    ("NeurIPS 2025 Track on Datasets and Benchmarks", ("datasets-and-benchmarks",)),
    ("neurips 2025 datasets and benchmarks track", ("datasets-and-benchmarks",)),
    # "appeared" and "conference version" alone describe this paper, not another version
    ("Appeared at NeurIPS 2025 as a Spotlight", ("spotlight",)),
    ("This paper appeared in ICML 2026 (Oral)", ("oral",)),
    ("Appeared in Findings of ACL 2025", ("findings",)),
]


@pytest.mark.parametrize("comment, kinds", MARKED)
def test_presentation_and_track_marks(comment, kinds):
    assert comment_facts(comment).presentation == kinds


@pytest.mark.parametrize("comment", [
    "Main text and appendix of work accepted in ICML 2026",
    "NeurIPS 2025; camera-ready; 10 pages main text",
    "ACL 2026; our findings hold across languages",
    "Accepted at ICML 2026; Official link: https://icml.cc/virtual/2026/poster/67097",
    "Extended version of our AAAI 2024 oral paper",
    "Workshop version appeared at ICML 2023 workshop",
    "A version of this work appeared at ICML 2024 as an oral",
    "This paper extends our ICLR 2024 spotlight paper",
    "Extension of our CVPR 2025 highlight paper",
    "A preliminary version was presented as a poster at ICLR 2025",
    "We release a dataset and benchmark suite",
    "We introduce the MMLU dataset and benchmark",
    "under review",
])
def test_no_mark_where_none_is_given_for_this_paper(comment):
    assert comment_facts(comment).presentation == ()


def test_a_mark_for_this_paper_survives_a_clause_about_an_earlier_version():
    facts = comment_facts("Extended version of our ICML 2025 workshop paper, accepted at NeurIPS 2025 as a spotlight")
    assert facts.presentation == ("spotlight",)


def test_a_position_title_is_a_position_paper():
    assert comment_facts("ICML 2026 Oral", title="Position: Benchmarks Are Not Enough").presentation == \
        ("oral", "position")
    assert comment_facts(None, title="Position: X").presentation == ("position",)


def test_the_kinds_searched_for_are_exactly_the_allowed_values():
    assert {kind for kind, _ in FORMATS + TRACKS} == set(PRESENTATION_TYPES)


def test_every_allowed_value_is_found_in_some_comment():
    # a kind with a pattern but no word in MARK_WORD would never be found
    assert {kind for _, kinds in MARKED for kind in kinds} == set(PRESENTATION_TYPES)


# --- awards -----------------------------------------------------------------------


@pytest.mark.parametrize("comment, awards", [
    ("ICLR 2026 Outstanding Paper Award", ("outstanding paper",)),
    ("CVPR 2026 Best Paper", ("best paper",)),
    ("Best Student Paper Award, ACL 2026", ("best student paper",)),
    ("Best Paper Honorable Mention at CVPR 2026", ("best paper honorable mention",)),
    ("Conference version: Best Paper Award at CVPR 2026", ("best paper",)),
    ("An earlier conference version won the Best Paper Award at CVPR 2025", ()),
    ("ICML 2026 Oral. 20 pages", ()),
])
def test_awards(comment, awards):
    assert comment_facts(comment).awards == awards


# --- in the graph ---------------------------------------------------------------

LISTING = """ACL

Persona Drift in Long Dialogues

长对话中的人设漂移

Ada Lovelace, Alan Turing

AI总结 研究长对话中的人设漂移。

Comments ACL 2026 Findings (Oral). Dataset: https://huggingface.co/datasets/allenai/persona-drift

A Better Parser

更好的解析器

Grace Hopper

AI总结 提出BP方法。

Comments ACL 2026 Outstanding Paper Award. Code: https://github.com/org/bp
"""


@pytest.fixture(scope="module")
def graph(tmp_path_factory):
    from kg.api import run

    path = tmp_path_factory.mktemp("comments") / "acl.txt"
    path.write_text(LISTING, encoding="utf-8")
    return run([path]).graph


def _paper(graph, title: str) -> URIRef:
    return next(p for p in graph.subjects(RDF.type, KG.Paper) if (p, None, Literal(title, lang="en")) in graph)


def test_the_graph_keeps_dataset_links_marks_and_awards(graph):
    drift, parser = _paper(graph, "Persona Drift in Long Dialogues"), _paper(graph, "A Better Parser")
    dataset = Literal("https://huggingface.co/datasets/allenai/persona-drift", datatype=XSD.anyURI)
    assert list(graph.objects(drift, KG.datasetLink)) == [dataset]
    assert list(graph.objects(drift, KG.codeRepository)) == []
    assert _strings(graph, drift, KG.presentationType) == {"oral", "findings"}
    assert _strings(graph, parser, KG.award) == {"outstanding paper"}
    assert _strings(graph, parser, KG.codeRepository) == {"https://github.com/org/bp"}


def _strings(graph, subject, predicate) -> set[str]:
    return {str(o) for o in graph.objects(subject, predicate)}


def test_the_graph_conforms_and_uses_declared_terms(graph):
    report = validate(graph)
    assert report.conforms, "\n".join(map(str, report.violations))
    ontology = Graph().parse(data=files("kg.ontology").joinpath("kg.ttl").read_bytes(), format="turtle")
    declared = {s for s in ontology.subjects() if isinstance(s, URIRef)}
    used = {p for p in graph.predicates() if str(p).startswith(str(KG))}
    assert {KG.datasetLink, KG.award, KG.presentationType} <= used <= declared


def test_a_track_on_the_venue_line_marks_every_paper(tmp_path):
    from kg.extract import extract
    from kg.read import read_text

    block = "A Study of Things\n\n事物研究\n\nAda Lovelace, Alan Turing\n\nComments {}\n\n"
    listing = read_text("ACL 2026 Findings\n\n" + block.format("Oral") + block.format("9 pages").replace("A Study", "B Study"), "t.txt")
    facts = extract(listing.papers, workers=1)
    assert [f.comments.presentation for f in facts] == [("oral", "findings"), ("findings",)]


@pytest.mark.parametrize("comment,role,url", [
    ("ICML 2026 Spotlight; code: github.com/foo/bar", "code_urls", "https://github.com/foo/bar"),
    ("Project page: www.example.org/proj.", "project_urls", "https://www.example.org/proj"),
    ("Data: huggingface.co/datasets/a/b", "dataset_urls", "https://huggingface.co/datasets/a/b"),
])
def test_links_written_without_their_scheme(comment, role, url):
    """github.com/a/b and www.… are links too (https); they were dropped."""
    assert getattr(comment_facts(comment), role) == (url,)


def test_a_markdown_link_is_one_link():
    assert comment_facts("Code: [github.com/a/b](https://github.com/a/b)").code_urls == ("https://github.com/a/b",)
    assert comment_facts("Code [github.com/a/b]").code_urls == ("https://github.com/a/b",)
    assert comment_facts("“github.com/a/b”").code_urls == ("https://github.com/a/b",)


@pytest.mark.parametrize("comment", ["mail me@github.com/x", "see docs.github.com/x", "an example.org site", "Accepted at WWW.2025"])
def test_no_link_is_made_of_what_is_not_one(comment):
    facts = comment_facts(comment)
    assert facts.code_urls == facts.project_urls == facts.dataset_urls == facts.other_urls == ()
