"""People: normalized names, one person per name across files, no over-merging."""

from __future__ import annotations

from pathlib import Path

from kg.entities import PaperFacts
from kg.read import read_listing
from kg.resolve.overrides import load_overrides
from kg.resolve.people import normalize_name, resolve_people

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "seeds" / "icml-2026.txt"
OTHER = ROOT / "tests" / "data" / "listings" / "neurips-2025-orgs.txt"


def facts(*paths):
    return [PaperFacts(record) for path in paths for record in read_listing(path).papers]


def test_same_name_in_two_files_is_one_person():
    papers = facts(SEED, OTHER)
    r = resolve_people(papers)
    wu = [i for i, authors in enumerate(r.authors) if "yinjun-wu" in authors]
    files = {papers[i].record.source.file for i in wu}
    assert len(wu) == 3 and len(files) == 2
    assert r.people["yinjun-wu"].name == "Yinjun Wu"


def test_authors_in_order_and_parallel_to_papers():
    papers = facts(SEED)
    r = resolve_people(papers)
    assert len(r.authors) == len(papers)
    assert r.authors[0] == ["ali-noshad", "zishan-zheng", "yinjun-wu"]
    assert all(len(a) == len(p.record.authors) for a, p in zip(r.authors, papers))


def test_different_spellings_kept_apart_with_distinct_slugs():
    r = resolve_people(facts(OTHER))
    lecun = [p for p in r.people.values() if p.name.lower() == "yann lecun"]
    assert sorted(p.name for p in lecun) == ["Yann LeCun", "Yann Lecun"]
    assert len({p.slug for p in lecun}) == 2


def test_names_normalized_case_and_particles_kept():
    r = resolve_people(facts(OTHER))
    names = {p.name for p in r.people.values()}
    assert {"Maria van der Berg", "Ana María Pérez", "José García"} <= names
    assert normalize_name("A\u0301na  Pe\u0301rez*") == "Ána Pérez"
    assert normalize_name("Wei Zhang†1") == "Wei Zhang"


def test_alias_file_merges_and_splits_people(tmp_path):
    aliases = tmp_path / "aliases.yaml"
    aliases.write_text("people:\n  - name: Yann LeCun\n    aliases: [Yann Lecun]\n  - split: Yinjun Wu\n")
    r = resolve_people(facts(SEED, OTHER), load_overrides(aliases, None))
    lecun = [p for p in r.people.values() if p.name == "Yann LeCun"]
    assert len(lecun) == 1 and lecun[0].alt_labels == ["Yann Lecun"]
    wu = [p for p in r.people.values() if p.name == "Yinjun Wu"]
    assert len(wu) == 2


def test_people_carry_no_affiliation():
    r = resolve_people(facts(SEED))
    assert all(set(vars(p)) == {"slug", "name", "alt_labels"} for p in r.people.values())


def test_merged_spellings_are_alt_labels_once_each_in_first_seen_order(tmp_path):
    from kg.records import PaperRecord, Span

    def paper(title, *names):
        return PaperFacts(PaperRecord(Span("a.txt", 1, 5), "ICML", title, authors=names))

    aliases = tmp_path / "aliases.yaml"
    aliases.write_text("people:\n  - name: Yann LeCun\n    aliases: [Yann Lecun, Y. LeCun]\n")
    papers = [paper("A", "Y. LeCun*", "Ann Lee"), paper("B", "Yann  Lecun", "Y. LeCun"), paper("C", "Yann LeCun")]
    r = resolve_people(papers, load_overrides(aliases, None))
    assert r.authors == [["yann-lecun", "ann-lee"], ["yann-lecun", "yann-lecun"], ["yann-lecun"]]
    assert r.people["yann-lecun"].alt_labels == ["Y. LeCun", "Yann Lecun"]
    assert list(r.people) == ["ann-lee", "yann-lecun"] and r.people["ann-lee"].alt_labels == []


def test_a_chinese_form_in_brackets_is_a_label_of_the_same_person():
    from kg.records import PaperRecord, Span

    def paper(file, *names):
        return PaperFacts(PaperRecord(Span(file, 1, 5), "ICML", "T", authors=names))

    r = resolve_people([paper("a.txt", "ZHANG Wei (张伟)", "Liu Yang（刘洋）"), paper("b.txt", "ZHANG Wei")])
    assert r.authors == [["zhang-wei", "liu-yang"], ["zhang-wei"]]
    assert r.people["zhang-wei"].alt_labels == ["张伟"]
    assert r.people["liu-yang"].name == "Liu Yang"
