"""The SPARQL-compiled shapes give the same verdicts as pyshacl."""

from __future__ import annotations

import pytest
from pyshacl import validate as shacl_validate
from rdflib import OWL, RDF, RDFS, XSD, Graph, Literal, URIRef

from kg.export import serialize
from kg.shacl import compile_shapes, run_checks
from kg.store import new_graph, oxigraph
from kg.validate import validate
from kg.vocab import KG, SH


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
    from kg.validate import shapes

    assert len(compile_shapes(shapes())) > 50


def test_both_engines_accept_the_seed(seed_graph):
    assert verdicts(seed_graph, "sparql") == verdicts(seed_graph, "pyshacl") == (True, set())


def test_both_engines_find_the_same_violations(broken):
    fast, reference = verdicts(broken, "sparql"), verdicts(broken, "pyshacl")
    assert fast[0] is False and reference[0] is False
    assert len(reference[1]) >= 14
    assert fast[1] == reference[1]


@pytest.fixture()
def many_broken(seed_graph):
    """Several violations per focus node and several focus nodes for every query
    form: counts (none, too many; on paths one node shape constrains and paths
    several do), value tests failing two tests at once, uniqueLang, qualified
    counts, sh:class, lessThanOrEquals, and a node of two target classes."""
    graph = new_graph()
    graph.parse(data=serialize(seed_graph, "nt"), format="nt")
    papers = sorted(graph.subjects(RDF.type, KG.Paper))
    slots = sorted(graph.subjects(RDF.type, KG.Authorship))
    people = sorted(graph.subjects(RDF.type, KG.Person))
    orgs = sorted(graph.subjects(RDF.type, KG.Organization))
    claims = sorted(graph.subjects(RDF.type, KG.Claim))
    evidence = sorted(graph.subjects(RDF.type, KG.LabelEvidence))
    for slot in slots[:3]:                                                          # person: none, two, not a Person
        graph.remove((slot, KG.person, None))
    for slot in slots[3:5]:
        graph.add((slot, KG.person, people[0]))
        graph.add((slot, KG.person, papers[0]))
        graph.add((slot, KG.position, Literal("x")))                               # datatype and minInclusive, too many
        graph.add((slot, KG.position, Literal(-2)))
    for paper in papers[:3]:
        graph.add((paper, RDFS.label, Literal("Second", lang="en")))               # qualified max, unique lang (shared path)
        graph.add((paper, RDFS.label, Literal("plain")))                           # datatype (shared path)
        graph.add((paper, KG.summary, Literal("a", lang="de")))                    # unique lang
        graph.add((paper, KG.summary, Literal("b", lang="de")))
        graph.add((paper, KG.summary, Literal("c")))
        graph.add((paper, KG.venue, paper))                                        # max count, class
        graph.add((paper, KG.pageCount, Literal("-1", datatype=XSD.integer)))
        graph.add((paper, KG.pageCount, Literal("x", datatype=XSD.integer)))       # ill-typed
        graph.set((paper, KG.sourceLineEnd, Literal(0)))                           # lessThanOrEquals, minInclusive
        graph.remove((paper, KG.sourceFile, None))                                 # min count
    for paper in papers[3:5]:
        graph.remove((paper, RDFS.label, None))                                    # qualified min, min count
        graph.add((paper, RDFS.label, Literal("zh 1", lang="zh")))
        graph.add((paper, RDFS.label, Literal("zh 2", lang="zh-CN")))              # qualified max zh
    for person in people[:3]:
        graph.add((person, RDFS.label, Literal("Other", lang="en")))               # max count, datatype (shared)
    for org in orgs[:2]:
        graph.remove((org, RDFS.label, None))
        graph.add((org, KG.countryCode, Literal("usa")))                           # pattern, max count
        graph.add((org, KG.countryCode, Literal("U1", datatype=XSD.token)))
    for claim in claims[:2]:
        graph.set((claim, KG.valueMin, Literal("5", datatype=XSD.decimal)))
        graph.set((claim, KG.valueMax, Literal("1", datatype=XSD.decimal)))
        graph.add((claim, KG.valueMax, Literal("2.5", datatype=XSD.double)))
        graph.set((claim, KG.direction, Literal("up")))
        graph.remove((claim, KG.unit, None))
    for item in evidence[:2]:
        graph.add((item, KG.labelText, Literal("en", lang="en")))
        graph.set((item, KG.doubtful, Literal("maybe", datatype=XSD.boolean)))
    for index in range(2):
        method = URIRef(f"https://w3id.org/paper-kg/id/method/both-{index}")      # two target classes, no label
        graph.add((method, RDF.type, KG.Method))
        graph.add((method, RDF.type, KG.Framework))
    graph.add((URIRef("https://w3id.org/paper-kg/id/method/kind-only"), RDF.type, KG.Model))
    return graph


def test_both_engines_agree_on_many_violations(many_broken):
    fast, reference = verdicts(many_broken, "sparql"), verdicts(many_broken, "pyshacl")
    assert len(reference[1]) >= 80
    assert fast[1] == reference[1]


CUSTOM = """
@prefix sh: <http://www.w3.org/ns/shacl#> . @prefix ex: <http://example.org/> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
ex:A a sh:NodeShape ; sh:targetClass ex:A , ex:B ;
  sh:property [ sh:path ex:p ; sh:minCount 2 ; sh:maxCount 3 ; sh:datatype xsd:integer ; sh:message "p" ] ,
              [ sh:path ex:q ; sh:maxCount 2 ; sh:uniqueLang true ; sh:message "q" ] ,
              [ sh:path ex:name ; sh:minCount 1 ; sh:maxCount 1 ; sh:message "name of A" ] ,
              [ sh:path ex:name ; sh:qualifiedValueShape [ sh:languageIn ( "en" ) ] ;
                sh:qualifiedMinCount 2 ; sh:qualifiedMaxCount 2 ; sh:message "en names" ] .
ex:C a sh:NodeShape ; sh:targetClass ex:C ;
  sh:property [ sh:path ex:name ; sh:maxCount 2 ; sh:nodeKind sh:Literal ; sh:message "name of C" ] .
"""
CUSTOM_DATA = """
@prefix ex: <http://example.org/> .
ex:a1 a ex:A , ex:B ; ex:p 1 , 2 ; ex:q "x"@en , "y"@fr ; ex:name "n"@en , "m"@en .
ex:a2 a ex:A , ex:B ; ex:p 1 ; ex:q "x"@en , "y"@en , "z" ; ex:name "n"@en .
ex:a3 a ex:B ; ex:p 1 , 2 , 3 , "4" ; ex:name "n"@de , "m"@en , "o"@en , "p"@en .
ex:c1 a ex:C ; ex:name "a" , "b" , ex:c2 .
ex:c2 a ex:C ; ex:name "a" , "b" .
"""


def test_counts_above_one_and_two_target_classes_match_pyshacl():
    """Bounds other than one, a node of both target classes (each value counted
    once), and a path constrained on two node shapes, on shapes of their own."""
    shapes, data = Graph().parse(data=CUSTOM, format="turtle"), Graph().parse(data=CUSTOM_DATA, format="turtle")
    _, report, _ = shacl_validate(data, shacl_graph=shapes, advanced=True)
    reference = {
        tuple(str(report.value(result, key) or "") for key in (SH.focusNode, SH.resultPath, SH.resultMessage, SH.value))
        for result in report.subjects(SH.resultSeverity, None)
    }
    store = new_graph()
    store.parse(data=CUSTOM_DATA, format="turtle")
    fast = {(focus, str(check.path), check.message, value or "")
            for check, focus, value in run_checks(oxigraph(store), compile_shapes(shapes), workers=2)}
    assert len(reference) >= 8
    assert fast == reference
