"""The ontology contract: kg.ttl, shapes.ttl and context.jsonld agree with each
other, with kg.vocab, and with the data conventions the mapping code follows."""

from __future__ import annotations

import importlib.util
import json
from functools import cache
from pathlib import Path

import pyoxigraph
import pytest
from pyshacl import validate
from rdflib import OWL, RDF, RDFS, XSD, BNode, Graph, Literal, Namespace, URIRef
from rdflib.collection import Collection
from rdflib.compare import graph_diff, isomorphic, to_isomorphic

KG = Namespace("https://w3id.org/paper-kg/ontology#")
SH = Namespace("http://www.w3.org/ns/shacl#")
ONTOLOGY_IRI = URIRef("https://w3id.org/paper-kg/ontology")
REPO = Path(__file__).resolve().parents[1]


# ---------------------------------------------------------------- loading


@cache
def _ontology_dir():
    """The shipped package data (kg.ontology); the repo's ontology/ folder
    only while the kg package itself cannot be imported yet."""
    try:
        from importlib.resources import files

        return files("kg.ontology")
    except ImportError:
        return REPO / "ontology"


def _text(name: str) -> str:
    return (_ontology_dir() / name).read_text(encoding="utf-8")


@cache
def _vocab():
    try:
        from kg import vocab

        return vocab
    except ImportError:  # kg/__init__ not importable yet: load the module alone
        spec = importlib.util.spec_from_file_location("_kg_vocab", REPO / "kg" / "vocab.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module


@cache
def ontology() -> Graph:
    return Graph().parse(data=_text("kg.ttl"), format="turtle")


@cache
def shapes() -> Graph:
    return Graph().parse(data=_text("shapes.ttl"), format="turtle")


@cache
def context() -> dict:
    return json.loads(_text("context.jsonld"))["@context"]


def kg_terms(graph: Graph) -> set[URIRef]:
    return {
        t
        for triple in graph
        for t in triple
        if isinstance(t, URIRef) and t.startswith(str(KG)) and t != URIRef(str(KG))
    }


def declared(kind) -> set[URIRef]:
    return {s for s in ontology().subjects(RDF.type, kind) if isinstance(s, URIRef) and s in KG}


CLASSES = sorted(declared(OWL.Class))
OBJECT_PROPERTIES = sorted(declared(OWL.ObjectProperty))
DATATYPE_PROPERTIES = sorted(declared(OWL.DatatypeProperty))


def _local(term: URIRef) -> str:
    return term[len(str(KG)):]


# ---------------------------------------------------------------- parsing


@pytest.mark.parametrize("name", ["kg.ttl", "shapes.ttl"])
def test_turtle_parses_with_rdflib_and_pyoxigraph(name):
    graph = Graph().parse(data=_text(name), format="turtle")
    quads = list(pyoxigraph.parse(_text(name), format=pyoxigraph.RdfFormat.TURTLE))
    assert len(graph) > 50
    assert len(quads) == len(graph)


def test_context_parses_as_json_ld_1_1():
    doc = _text("context.jsonld")
    assert json.loads(doc)["@context"]["@version"] == 1.1
    # a bare context is a valid (empty) JSON-LD document for both parsers
    assert len(Graph().parse(data=doc, format="json-ld")) == 0
    assert list(pyoxigraph.parse(doc, format=pyoxigraph.RdfFormat.JSON_LD)) == []


def test_nothing_is_fetched():
    assert not list(ontology().objects(None, OWL.imports))
    assert not list(shapes().objects(None, OWL.imports))
    ctx = context()
    assert "@import" not in ctx
    assert all(not isinstance(v, str) or not v.startswith("http") or k in _prefixes()
               for k, v in ctx.items())


# ---------------------------------------------------------------- ontology


def test_ontology_header():
    g = ontology()
    assert (ONTOLOGY_IRI, RDF.type, OWL.Ontology) in g
    for prop in (OWL.versionInfo, OWL.versionIRI, RDFS.label, RDFS.comment,
                 URIRef("http://purl.org/dc/terms/license")):
        assert g.value(ONTOLOGY_IRI, prop) is not None, prop


def test_every_kg_term_is_declared_and_documented():
    g = ontology()
    kinds = {OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty}
    for term in kg_terms(g):
        assert kinds & set(g.objects(term, RDF.type)), f"{term} has no OWL type"
        for prop in (RDFS.label, RDFS.comment):
            values = [v for v in g.objects(term, prop) if isinstance(v, Literal)]
            assert any(v.language == "en" for v in values), f"{term} lacks {prop} @en"
        assert g.value(term, RDFS.isDefinedBy) == ONTOLOGY_IRI, term


def test_object_and_datatype_properties_have_domain_and_range():
    g = ontology()
    for prop in OBJECT_PROPERTIES:
        assert g.value(prop, RDFS.domain) is not None, prop
        assert g.value(prop, RDFS.range) in CLASSES, prop
    for prop in DATATYPE_PROPERTIES:
        assert g.value(prop, RDFS.domain) is not None, prop
        rng = g.value(prop, RDFS.range)
        assert rng.startswith(str(XSD)) or rng == RDF.langString, prop
    assert not set(OBJECT_PROPERTIES) & set(DATATYPE_PROPERTIES)


def test_every_class_is_aligned_or_specialises_a_kg_class():
    g = ontology()
    for cls in CLASSES:
        assert list(g.objects(cls, RDFS.subClassOf)), f"{cls} has no superclass"


@pytest.mark.parametrize(
    "sub, sup",
    [
        ("kg:Paper", "https://schema.org/ScholarlyArticle"),
        ("kg:Paper", "http://purl.org/spar/fabio/Expression"),
        ("kg:Person", "http://xmlns.com/foaf/0.1/Person"),
        ("kg:Organization", "https://schema.org/Organization"),
        ("kg:Topic", "http://www.w3.org/2004/02/skos/core#Concept"),
        ("kg:author", "http://purl.org/dc/terms/creator"),
        ("kg:author", "https://schema.org/author"),
        ("kg:summary", "http://purl.org/dc/terms/abstract"),
        ("kg:codeRepository", "https://schema.org/codeRepository"),
        ("kg:countryCode", "https://schema.org/addressCountry"),
        ("kg:subOrganizationOf", "https://schema.org/parentOrganization"),
    ],
)
def test_key_alignments(sub, sup):
    g = ontology()
    term = KG[sub.removeprefix("kg:")]
    assert URIRef(sup) in set(g.objects(term, RDFS.subClassOf)) | set(g.objects(term, RDFS.subPropertyOf))


def test_vocab_module_agrees_with_ontology():
    vocab = _vocab()
    assert str(vocab.KG) == str(KG)
    for cls in vocab.METHOD_CLASSES.values():
        assert cls in CLASSES
        assert cls == KG.Method or (cls, RDFS.subClassOf, KG.Method) in ontology()
    # every subclass of kg:Method in the ontology is reachable from the extractor
    subclasses = set(ontology().subjects(RDFS.subClassOf, KG.Method))
    assert subclasses <= set(vocab.METHOD_CLASSES.values())


# ---------------------------------------------------------------- shapes


def test_every_kg_term_in_shapes_is_declared():
    assert kg_terms(shapes()) <= set(CLASSES) | set(OBJECT_PROPERTIES) | set(DATATYPE_PROPERTIES)


def test_every_class_has_a_shape():
    targets = set(shapes().objects(None, SH.targetClass))
    assert set(CLASSES) <= targets, set(CLASSES) - targets


def test_every_property_shape_has_name_and_message():
    g = shapes()
    for ps in g.subjects(SH.path, None):
        if (None, SH.qualifiedValueShape, ps) in g:
            continue
        assert g.value(ps, SH.name) is not None, g.value(ps, SH.path)
        assert g.value(ps, SH.message) is not None, g.value(ps, SH.path)
    for ns in g.subjects(RDF.type, SH.NodeShape):
        assert g.value(ns, SH.name) is not None, ns


def _sh_in(path: URIRef) -> list:
    g = shapes()
    for ps in g.subjects(SH.path, path):
        head = g.value(ps, SH["in"])
        if head is not None:
            return [str(v) for v in Collection(g, head)]
    raise AssertionError(f"no sh:in for {path}")


def test_enumerations_match_vocab():
    assert tuple(_sh_in(KG.presentationType)) == tuple(_vocab().PRESENTATION_TYPES)
    assert _sh_in(KG.direction) == ["improvement", "reduction"]


# ---------------------------------------------------------------- context


def _prefixes() -> set[str]:
    return {k for k, v in context().items() if isinstance(v, str) and v.endswith(("#", "/"))}


def _expand(value: str) -> str:
    prefix, _, local = value.partition(":")
    target = context().get(prefix)
    return target + local if isinstance(target, str) and not local.startswith("//") else value


def _term_iri(definition) -> str:
    return _expand(definition if isinstance(definition, str) else definition["@id"])


def test_context_prefixes_match_vocab():
    ctx = context()
    vocab_prefixes = _vocab().PREFIXES
    for name in ("kg", "schema", "rdfs", "skos", "owl", "xsd", "dcterms", "foaf", "prov", "fabio",
                 "paper", "org", "method", "topic"):
        assert ctx[name] == vocab_prefixes[name], name
    # "person" and "venue" are kg property terms in JSON-LD, so they cannot also be
    # resource prefixes there; those IRIs are written in full.
    assert ctx["person"]["@id"] == "kg:person" and ctx["venue"]["@id"] == "kg:venue"


def test_every_kg_term_in_context_is_declared():
    declared_terms = set(CLASSES) | set(OBJECT_PROPERTIES) | set(DATATYPE_PROPERTIES)
    for key, definition in context().items():
        if key.startswith("@") or key in _prefixes():
            continue
        iri = URIRef(_term_iri(definition))
        if iri in KG:
            assert iri in declared_terms, key
            assert _local(iri) == key, f"term {key!r} should be named {_local(iri)!r}"


# datatypes whose literals carry an explicit @type in the context
_COERCED = {XSD.integer, XSD.anyURI, XSD.decimal, XSD.boolean}


def test_context_has_every_kg_term_with_the_right_coercion():
    ctx = context()
    g = ontology()
    for cls in CLASSES:
        assert _term_iri(ctx[_local(cls)]) == str(cls)
    for prop in OBJECT_PROPERTIES:
        definition = ctx[_local(prop)]
        assert _term_iri(definition) == str(prop)
        assert definition.get("@type") == "@id", prop
    for prop in DATATYPE_PROPERTIES:
        definition = ctx[_local(prop)]
        assert _term_iri(definition) == str(prop)
        rng = g.value(prop, RDFS.range)
        if rng in _COERCED:
            assert _expand(definition.get("@type", "")) == str(rng), prop
        else:  # plain strings and language-tagged strings stay untyped
            assert "@type" not in definition and "@language" not in definition, prop
    assert _term_iri(ctx["label"]) == str(RDFS.label)
    assert _term_iri(ctx["altLabel"]) == "http://www.w3.org/2004/02/skos/core#altLabel"
    assert ctx["sameAs"] == {"@id": "owl:sameAs", "@type": "@id"}


# ---------------------------------------------------------------- data

DATA = """
@prefix kg: <https://w3id.org/paper-kg/ontology#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix paper: <https://w3id.org/paper-kg/id/paper/> .
@prefix person: <https://w3id.org/paper-kg/id/person/> .
@prefix org: <https://w3id.org/paper-kg/id/org/> .
@prefix method: <https://w3id.org/paper-kg/id/method/> .
@prefix topic: <https://w3id.org/paper-kg/id/topic/> .
@prefix venue: <https://w3id.org/paper-kg/id/venue/> .

paper:mvr-cache a kg:Paper ;
    rdfs:label "MVR-cache: fast caching"@en , "MVR-cache：快速缓存"@zh ;
    kg:summary "本文提出MVR-cache框架，吞吐量最高提升2-4倍。"@zh ;
    kg:authorship <https://w3id.org/paper-kg/id/paper/mvr-cache/authorship/1> ,
                  <https://w3id.org/paper-kg/id/paper/mvr-cache/authorship/2> ;
    kg:author person:jane-doe , person:li-wei ;
    kg:affiliation org:school-of-cs-pku ;
    kg:venue venue:icml-2026 ;
    kg:proposes method:mvr-cache ;
    kg:mentions method:tabpfn ;
    kg:about topic:kv-cache ;
    kg:claim <https://w3id.org/paper-kg/id/paper/mvr-cache/claim/1> ;
    kg:codeRepository "https://github.com/example/mvr-cache"^^xsd:anyURI ;
    kg:projectPage "https://example.org/mvr"^^xsd:anyURI ;
    kg:datasetLink "https://huggingface.co/datasets/example/mvr"^^xsd:anyURI ;
    kg:relatedLink "https://icml.cc/virtual/2026/poster/1"^^xsd:anyURI ;
    kg:pageCount 12 ; kg:figureCount 5 ; kg:tableCount 0 ;
    kg:presentationType "spotlight" , "workshop" ;
    kg:award "best paper" ;
    kg:rawComment "Spotlight at ICML 2026. 12 pages, 5 figures. Code: https://github.com/example/mvr-cache" ;
    kg:sourceFile "seeds/icml-2026.txt" ;
    kg:sourceLineStart 3 ; kg:sourceLineEnd 13 .

<https://w3id.org/paper-kg/id/paper/mvr-cache/authorship/1> a kg:Authorship ;
    kg:person person:jane-doe ; kg:position 1 .
<https://w3id.org/paper-kg/id/paper/mvr-cache/authorship/2> a kg:Authorship ;
    kg:person person:li-wei ; kg:position 2 .

person:jane-doe a kg:Person ; rdfs:label "Jane Doe" .
person:li-wei a kg:Person ; rdfs:label "Li Wei" ; skos:altLabel "Wei Li" .

org:school-of-cs-pku a kg:Organization ;
    rdfs:label "School of Computer Science, Peking University"@en ;
    kg:subOrganizationOf org:peking-university ;
    kg:countryCode "CN" ; kg:locality "Beijing" .
org:peking-university a kg:Organization ;
    rdfs:label "Peking University"@en , "北京大学"@zh ;
    skos:altLabel "PKU" ;
    kg:countryCode "CN" ;
    kg:doubtfulLabel "清华大学"@zh ;
    kg:labelEvidence <https://w3id.org/paper-kg/id/org/peking-university/zh-label/1> ;
    owl:sameAs <https://ror.org/02v51f717> .
<https://w3id.org/paper-kg/id/org/peking-university/zh-label/1> a kg:LabelEvidence ;
    kg:labelText "清华大学"@zh ; kg:doubtful true ;
    kg:doubtReason "translation names a different institution" ;
    kg:sourceFile "seeds/icml-2026.txt" ; kg:sourceLine 7 .

venue:icml-2026 a kg:Venue ; rdfs:label "ICML 2026" ; kg:series "ICML" ; kg:year 2026 .

method:mvr-cache a kg:Method , kg:Framework ; rdfs:label "MVR-cache" .
method:tabpfn a kg:Method , kg:Model ; rdfs:label "TabPFN" .
topic:kv-cache a kg:Topic ; rdfs:label "KV cache"@en .

<https://w3id.org/paper-kg/id/paper/mvr-cache/claim/1> a kg:Claim ;
    kg:metric "吞吐量"@zh ; kg:valueMin 2.0 ; kg:valueMax 4.0 ;
    kg:unit "times" ; kg:direction "improvement" ; kg:qualifier "up to" ;
    kg:sentence "吞吐量最高提升2-4倍。"@zh ;
    kg:sourceFile "seeds/icml-2026.txt" ; kg:sourceLine 11 .
"""

ID = Namespace("https://w3id.org/paper-kg/id/")
PAPER = ID["paper/mvr-cache"]
AUTH1 = URIRef(PAPER + "/authorship/1")
AUTH2 = URIRef(PAPER + "/authorship/2")
CLAIM = URIRef(PAPER + "/claim/1")
PKU = ID["org/peking-university"]
EVIDENCE = URIRef(PKU + "/zh-label/1")


def data() -> Graph:
    return Graph().parse(data=DATA, format="turtle")


def violations(graph: Graph) -> set[tuple]:
    conforms, report, _ = validate(graph, shacl_graph=shapes(), allow_warnings=False)
    found = {
        (report.value(r, SH.focusNode), report.value(r, SH.resultPath))
        for r in report.subjects(RDF.type, SH.ValidationResult)
    }
    assert conforms == (not found)
    return found


def test_data_uses_only_declared_terms():
    declared_terms = set(CLASSES) | set(OBJECT_PROPERTIES) | set(DATATYPE_PROPERTIES)
    assert kg_terms(data()) <= declared_terms


def test_conforming_graph_passes():
    assert violations(data()) == set()


def test_broken_graph_fails_at_the_expected_nodes():
    g = data()
    g.remove((PAPER, RDFS.label, None))
    g.set((AUTH1, KG.position, Literal(0)))
    g.set((PAPER, KG.codeRepository, Literal("ftp://x", datatype=XSD.anyURI)))
    found = violations(g)
    assert {focus for focus, _ in found} == {PAPER, AUTH1}
    assert {(PAPER, RDFS.label), (AUTH1, KG.position), (PAPER, KG.codeRepository)} <= found


def _set(s, p, o):
    def mutate(g: Graph):
        g.set((s, p, o))
    return mutate


def _add(s, p, o):
    def mutate(g: Graph):
        g.add((s, p, o))
    return mutate


def _remove(s, p):
    def mutate(g: Graph):
        g.remove((s, p, None))
    return mutate


M = ID["method/mvr-cache"]
MUTATIONS = {
    "second English title": (_add(PAPER, RDFS.label, Literal("Other", lang="en")), PAPER, RDFS.label),
    "untagged title": (_add(PAPER, RDFS.label, Literal("Plain")), PAPER, RDFS.label),
    "only a Chinese title": (_remove(PAPER, RDFS.label), PAPER, RDFS.label),
    "untagged summary": (_set(PAPER, KG.summary, Literal("plain")), PAPER, KG.summary),
    "two venues": (_add(PAPER, KG.venue, ID["venue/other"]), PAPER, KG.venue),
    "no authorship": (_remove(PAPER, KG.authorship), PAPER, KG.authorship),
    "author not a person": (_add(PAPER, KG.author, PKU), PAPER, KG.author),
    "url as string": (_set(PAPER, KG.projectPage, Literal("https://x.org")), PAPER, KG.projectPage),
    "dataset link not http": (_set(PAPER, KG.datasetLink, Literal("ftp://x.org", datatype=XSD.anyURI)),
                              PAPER, KG.datasetLink),
    "empty award": (_set(PAPER, KG.award, Literal("")), PAPER, KG.award),
    "negative count": (_set(PAPER, KG.pageCount, Literal(-1)), PAPER, KG.pageCount),
    "xsd:int count": (_set(PAPER, KG.tableCount, Literal("3", datatype=XSD.int)), PAPER, KG.tableCount),
    "unknown presentation": (_set(PAPER, KG.presentationType, Literal("keynote")), PAPER, KG.presentationType),
    "tagged presentation": (_set(PAPER, KG.presentationType, Literal("oral", lang="en")), PAPER, KG.presentationType),
    "no source file": (_remove(PAPER, KG.sourceFile), PAPER, KG.sourceFile),
    "end before start": (_set(PAPER, KG.sourceLineEnd, Literal(2)), PAPER, KG.sourceLineStart),
    "proposes a topic": (_add(PAPER, KG.proposes, ID["topic/kv-cache"]), PAPER, KG.proposes),
    "duplicate position": (_set(AUTH2, KG.position, Literal(1)), PAPER, None),
    "authorship without person": (_remove(AUTH1, KG.person), AUTH1, KG.person),
    "tagged person name": (_set(ID["person/jane-doe"], RDFS.label, Literal("Jane", lang="en")),
                           ID["person/jane-doe"], RDFS.label),
    "lower-case country": (_set(PKU, KG.countryCode, Literal("cn")), PKU, KG.countryCode),
    "two parents": (_add(ID["org/school-of-cs-pku"], KG.subOrganizationOf, ID["org/other"]),
                    ID["org/school-of-cs-pku"], KG.subOrganizationOf),
    "sameAs literal": (_add(PKU, OWL.sameAs, Literal("https://ror.org/x")), PKU, OWL.sameAs),
    "unnamed method": (_remove(M, RDFS.label), M, RDFS.label),
    "venue year as string": (_set(ID["venue/icml-2026"], KG.year, Literal("2026")), ID["venue/icml-2026"], KG.year),
    "claim min above max": (_set(CLAIM, KG.valueMin, Literal("5", datatype=XSD.decimal)), CLAIM, KG.valueMin),
    "claim double value": (_set(CLAIM, KG.valueMax, Literal(4.0)), CLAIM, KG.valueMax),
    "claim bad direction": (_set(CLAIM, KG.direction, Literal("better")), CLAIM, KG.direction),
    "claim without sentence": (_remove(CLAIM, KG.sentence), CLAIM, KG.sentence),
    "English label evidence": (_set(EVIDENCE, KG.labelText, Literal("Tsinghua", lang="en")), EVIDENCE, KG.labelText),
    "evidence without trust": (_remove(EVIDENCE, KG.doubtful), EVIDENCE, KG.doubtful),
}


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_each_broken_rule_is_reported(name):
    mutate, focus, path = MUTATIONS[name]
    g = data()
    mutate(g)
    found = violations(g)
    assert (focus, path) in found, found


def test_method_subclasses_are_validated_without_the_ontology():
    g = data()
    g.remove((M, RDF.type, KG.Method))  # typed kg:Framework only
    g.remove((M, RDFS.label, None))
    found = violations(g)
    assert {(M, RDF.type), (M, RDFS.label), (PAPER, KG.proposes)} <= found


# ---------------------------------------------------------------- JSON-LD


def _from_oxigraph(document: str) -> Graph:
    quads = pyoxigraph.parse(document, format=pyoxigraph.RdfFormat.JSON_LD)
    return Graph().parse(data="\n".join(f"{q.subject} {q.predicate} {q.object} ." for q in quads),
                         format="nt")


def _assert_isomorphic(expected: Graph, actual: Graph):
    if not isomorphic(expected, actual):
        _, missing, extra = graph_diff(to_isomorphic(expected), to_isomorphic(actual))
        pytest.fail(f"missing {sorted(missing)[:5]}, extra {sorted(extra)[:5]}")


def test_json_ld_round_trip_with_context():
    g = data()
    document = g.serialize(format="json-ld", context=context(), auto_compact=True)
    _assert_isomorphic(g, Graph().parse(data=document, format="json-ld"))
    _assert_isomorphic(g, _from_oxigraph(document))


def test_json_ld_compaction_uses_the_terms():
    """Every kg: value in conforming data matches its term's coercion, so no
    property falls back to a kg:-prefixed key with an expanded value."""
    document = json.loads(data().serialize(format="json-ld", context=context(), auto_compact=True))
    keys = {key for node in document["@graph"] for key in node}
    assert not {k for k in keys if ":" in k}, keys
    venue = next(n for n in document["@graph"] if n["@id"].endswith("venue/icml-2026"))
    assert venue["@type"] == "Venue" and venue["year"] in ("2026", 2026)


@pytest.mark.parametrize(
    "literal",
    [
        Literal("1", datatype=XSD.int),           # wrong integer type: falls back, still round-trips
        Literal("2.5", datatype=XSD.double),
        Literal("text", lang="en"),
        Literal("plain"),
    ],
)
def test_json_ld_round_trip_of_off_contract_literals(literal):
    g = Graph()
    for prop in (KG.position, KG.valueMin, KG.doubtful, KG.unit, KG.summary):
        g.add((PAPER, prop, literal))
    g.add((PAPER, KG.about, BNode()))
    document = g.serialize(format="json-ld", context=context(), auto_compact=True)
    _assert_isomorphic(g, Graph().parse(data=document, format="json-ld"))
    _assert_isomorphic(g, _from_oxigraph(document))
