"""The SPARQL-compiled shapes give the same verdicts as pyshacl."""

from __future__ import annotations

import pytest
from rdflib import OWL, RDF, RDFS, XSD, Literal, URIRef

from kg.export import serialize
from kg.store import new_graph
from kg.validate import validate
from kg.vocab import KG


def verdicts(graph, engine):
    report = validate(graph, engine=engine)
    return report.conforms, set(report.violations)


@pytest.fixture()
def broken(seed_graph):
    """A copy of the seed with one breakage for every kind of constraint the shapes use."""
    graph = new_graph()
    graph.parse(data=serialize(seed_graph, "nt"), format="nt")
    papers = sorted(graph.subjects(RDF.type, KG.Paper))
    slots = sorted(graph.objects(papers[0], KG.authorship))
    org = sorted(graph.subjects(RDF.type, KG.Organization))[0]
    claim = sorted(graph.subjects(RDF.type, KG.Claim))[0]
    evidence = sorted(graph.subjects(RDF.type, KG.LabelEvidence))[0]
    venue = next(graph.subjects(RDF.type, KG.Venue))
    graph.remove((papers[1], RDFS.label, None))                                    # min counts
    graph.add((papers[2], RDFS.label, Literal("第二个标题", lang="zh")))               # qualified max, unique lang
    graph.set((slots[0], KG.position, Literal(0)))                                  # min inclusive
    graph.set((slots[1], KG.position, Literal(1)))                                  # duplicate position (SPARQL)
    graph.add((papers[3], KG.pageCount, Literal("many")))                           # datatype
    graph.add((papers[3], KG.codeRepository, Literal("ftp://x.org/a", datatype=XSD.anyURI)))  # pattern
    graph.add((papers[4], KG.presentationType, Literal("keynote")))                 # in
    graph.add((papers[4], KG.author, papers[5]))                                    # class
    graph.add((org, KG.countryCode, Literal("usa")))                                # pattern, max count
    graph.add((org, OWL.sameAs, Literal("ror")))                                    # node kind
    graph.add((URIRef("https://w3id.org/paper-kg/id/method/x"), RDF.type, KG.Framework))  # has value, min count
    graph.set((claim, KG.valueMin, Literal("1000", datatype=XSD.decimal)))          # less than or equals
    graph.set((evidence, KG.labelText, Literal("Label", lang="en")))                # language in
    graph.add((venue, RDFS.label, Literal("Another name")))                         # max count
    graph.add((papers[5], KG.award, Literal("")))                                   # min length
    return graph


def test_every_shipped_shape_compiles_to_sparql():
    """An uncompiled constraint would hand every build's check to pyshacl: at
    10k papers minutes instead of seconds (sh:minLength once did)."""
    from kg.shacl import compile_shapes
    from kg.validate import shapes

    assert len(compile_shapes(shapes())) > 50


def test_both_engines_accept_the_seed(seed_graph):
    assert verdicts(seed_graph, "sparql") == verdicts(seed_graph, "pyshacl") == (True, set())


def test_both_engines_find_the_same_violations(broken):
    fast, reference = verdicts(broken, "sparql"), verdicts(broken, "pyshacl")
    assert fast[0] is False and reference[0] is False
    assert len(reference[1]) >= 14
    assert fast[1] == reference[1]
