"""Resolving organizations across papers and files, on the seed and on a
listing of another venue written in the same shape."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rdflib import RDFS, SKOS

from kg.api import build
from kg.cli.report import render_org_report
from kg.entities import PaperFacts
from kg.errors import KGError
from kg.extract.affiliations import known_institutions, load_data, org_key, parse_segments
from kg.query import run_named
from kg.read import read_listing
from kg.resolve.organizations import resolve_organizations
from kg.resolve.overrides import load_overrides
from kg.resolve.report import org_report, summary_line
from kg.validate import validate
from kg.vocab import KG, resource

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "seeds" / "icml-2026.txt"
OTHER = ROOT / "tests" / "data" / "listings" / "neurips-2025-orgs.txt"


def facts(*paths: Path) -> list[PaperFacts]:
    return [
        PaperFacts(record, affiliations=[org for s in record.orgs for org in parse_segments(s)])
        for path in paths
        for record in read_listing(path).papers
    ]


@pytest.fixture(scope="module")
def seed():
    return resolve_organizations(facts(SEED))


@pytest.fixture(scope="module")
def both():
    return resolve_organizations(facts(SEED, OTHER))


def named(resolution, name):
    found = [o for o in resolution.organizations.values() if o.name == name and is_institution(resolution, o)]
    assert len(found) == 1, (name, found)
    return found[0]


def is_institution(resolution, org):
    """Read from a segment as one, or the packaged one a known institution belongs to."""
    return resolution.kinds[org.slug] in ("institution", "packaged institution")


def units_of(resolution, slug):
    return sorted(o.name for o in resolution.organizations.values() if o.parent == slug)


def test_kaist_is_one_node_with_its_acronym(seed):
    kaist = [o for o in seed.organizations.values() if "KAIST" in o.alt_labels or o.name == "KAIST"]
    assert len(kaist) == 1
    assert kaist[0].name == "Korea Advanced Institute of Science and Technology"
    assert kaist[0].country == "KR"
    # "School of Computing ； Department of AI Computing, KAIST": the unit written alone is KAIST's too
    assert units_of(seed, kaist[0].slug) == ["Department of AI Computing", "School of Computing", "School of Electrical Engineering"]


def test_georgia_tech_is_one_node_in_the_us(seed):
    gt = named(seed, "Georgia Institute of Technology")
    assert gt.country == "US"
    papers = [a for a in seed.affiliations if gt.slug in a]
    assert len(papers) == 2


def test_peking_university_one_institution_two_units(seed):
    pku = named(seed, "Peking University")
    assert units_of(seed, pku.slug) == ["School of Computer Science", "School of Electronic and Computer Engineering"]
    assert pku.country == "CN"
    assert {z.text for z in pku.zh_labels} == {"北京大学"}


def test_beihang_three_schools(seed):
    beihang = named(seed, "Beihang University")
    assert len(units_of(seed, beihang.slug)) == 3


def test_ntu_postcode_dropped_two_units_nested(seed):
    ntu = named(seed, "Nanyang Technological University")
    assert ntu.country == "SG"
    division = seed.organizations[f"{ntu.slug}/division-of-mathematical-sciences"]
    assert division.parent == f"{ntu.slug}/school-of-physical-and-mathematical-sciences"
    assert division.country == "SG"
    assert not any("637371" in o.name for o in seed.organizations.values())


def test_placeholders_never_nodes_and_reported(seed):
    assert not any(t in o.name for o in seed.organizations.values() for t in ("XXX", "YYY", "ZZZ", "WWW"))
    placeholders = [d for d in seed.diagnostics if d.code == "W101"]
    assert [(d.file.endswith("icml-2026.txt"), d.line) for d in placeholders] == [(True, 233), (True, 233)]


def test_a_wrong_translation_is_doubtful_with_why(seed):
    smu = named(seed, "Singapore Management University")
    assert zh_labels(seed, "National University of Singapore") == {"新加坡国立大学": False}
    (label,) = smu.zh_labels
    assert (label.text, label.doubtful, label.reason) == ("新加坡国立大学", True, "the Chinese name of National University of Singapore")
    wrong = {(d.line, d.message) for d in seed.diagnostics if d.code == "W108"}
    assert (33, "Chinese label 新加坡国立大学 of Singapore Management University is the Chinese name of National "
                "University of Singapore") in wrong
    # the examples of the design notes: the English name is the identity
    assert zh_labels(seed, "Aalborg University") == {"奥胡斯大学": True}
    assert zh_labels(seed, "University of St.Gallen") == {"斯图加特大学": True}
    assert zh_labels(seed, "Mohamed bin Zayed University of Artificial Intelligence") == {"马斯克商学院": True}
    assert not [d for d in seed.diagnostics if d.code in ("W104", "W105")]


def test_the_packaged_chinese_name_is_the_label(tmp_path):
    path = listing(tmp_path / "a.txt", "MBZUAI, Abu Dhabi, UAE（马斯克商学院）", "Aalborg University, Aalborg, Denmark（奥胡斯大学）",
                   "Carnegie Mellon University, Pittsburgh, PA, USA（卡耐基梅隆大学）")
    graph = build(path)

    def labels(slug, prop):
        return sorted(str(label) for label in graph.objects(resource("org", slug), prop) if label.language == "zh")

    mbzuai = "mohamed-bin-zayed-university-of-artificial-intelligence"
    assert labels(mbzuai, RDFS.label) == ["穆罕默德·本·扎耶德人工智能大学"]
    assert labels(mbzuai, KG.doubtfulLabel) == ["马斯克商学院"]
    assert labels("aalborg-university", RDFS.label) == ["奥尔堡大学"]
    # a listing's spelling that the packaged list knows too is an alternative label
    assert labels("carnegie-mellon-university", RDFS.label) == ["卡内基梅隆大学"]
    assert labels("carnegie-mellon-university", SKOS.altLabel) == ["卡內基美隆大學", "卡耐基梅隆大学"]


def test_georgia_tech_keeps_its_name_without_the_country_prefix(seed):
    gt = named(seed, "Georgia Institute of Technology")
    assert {z.text: z.doubtful for z in gt.zh_labels} == {"佐治亚理工学院": False, "美国佐治亚理工学院": True}
    assert not [d for d in seed.diagnostics if d.code == "W105"]


def test_a_campus_city_stays_on_its_units(seed):
    tsinghua, zju = named(seed, "Tsinghua University"), named(seed, "Zhejiang University")
    assert tsinghua.locality is zju.locality is named(seed, "Peking University").locality is None
    assert seed.organizations[f"{tsinghua.slug}/shenzhen-international-graduate-school"].locality == "Shenzhen"
    assert {o.locality for o in seed.organizations.values() if o.parent == zju.slug} == {"Ningbo"}


def test_school_of_computing_scoped_and_bare_units_local(seed):
    computing = [o for o in seed.organizations.values() if o.name == "School of Computing"]
    assert len(computing) == 2
    # "School of Computing ； Department of AI Computing, KAIST": written alone, next to its institution
    kaist = named(seed, "Korea Advanced Institute of Science and Technology").slug
    assert {o.parent for o in computing} == {named(seed, "Macquarie University").slug, kaist}
    college = [o for o in seed.organizations.values() if o.name == "College of Computing"]
    assert [o.parent for o in college] == [named(seed, "Nanyang Technological University").slug]
    # beside a lab the parse took for an institution, it stays bare, scoped by its paper
    bare = [seed.kinds[o.slug] for o in seed.organizations.values() if o.name == "College of Computer and Information Science"]
    assert bare == ["bare unit"]
    assert sorted(d.line for d in seed.diagnostics if d.code == "W103") == [127]


def test_cas_with_role_note(seed):
    # the institute with its academy's name is the institution the packaged list knows (CASIA)
    cas, casia = named(seed, "Chinese Academy of Sciences"), named(seed, "Institute of Automation, Chinese Academy of Sciences")
    assert casia.parent == cas.slug and seed.kinds[cas.slug] == "packaged institution"
    assert not any(o.name == "Institute of Automation" or "Corresponding" in o.name for o in seed.organizations.values())


def test_a_known_institute_written_with_its_academy_is_one_node(tmp_path):
    path = listing(tmp_path / "a.txt",
                   "Institute of Automation, Chinese Academy of Sciences, Beijing, China（中国科学院自动化研究所）",
                   "MAIS, Institute of Automation, Chinese Academy of Sciences（多模态人工智能系统实验室，自动化研究所，中国科学院）",
                   "CASIA, Beijing, China", "Institute of Automation, CAS, Beijing, China")
    r = resolve_organizations(facts(path))
    casia = named(r, "Institute of Automation, Chinese Academy of Sciences")
    assert sorted(r.organizations) == ["chinese-academy-of-sciences", casia.slug, f"{casia.slug}/mais"]
    assert r.affiliations == [[casia.slug], [f"{casia.slug}/mais"], [casia.slug], [casia.slug]]
    assert zh_labels(r, casia.name) == {"中国科学院自动化研究所": False}  # the two labels, academy first


def test_an_institution_named_after_a_town_takes_its_country(tmp_path):
    path = listing(tmp_path / "a.txt", "Anyang Normal University（安阳师范学院）", "Leipzig University", "Victoria Normal University",
                   "Quillon College of Leipzig, Toronto, Canada", "Nelson Mandela University", "SK Telecom, Seoul",
                   "Sophia University")
    r = resolve_organizations(facts(path))
    countries = {o.name: o.country for o in r.organizations.values()}
    # a Victoria is in Canada, another in Hong Kong, and Victoria is an Australian state;
    # a country a segment gives wins, then the segment's town; people's names are no places
    assert countries == {"Anyang Normal University": "CN", "Leipzig University": "DE", "Victoria Normal University": None,
                         "Quillon College of Leipzig": "CA", "Nelson Mandela University": None, "SK Telecom": "KR",
                         "Sophia University": None}


def test_a_chinese_name_opening_with_guojia_gives_no_country(tmp_path):
    # 国家 ("national") translates foreign bodies as well as Chinese ones: no country from it
    path = listing(tmp_path / "a.txt", "National Aeronautics and Space Administration（国家航空航天局）",
                   "National Science Foundation（国家科学基金会）", "NII（国家信息学研究所）",
                   "National Physical Laboratory（国家物理实验室）", "National Research Council Canada（国家研究委员会）",
                   "National Technology Innovation Center for EDA（国家集成电路设计自动化技术创新中心）")
    r = resolve_organizations(facts(path))
    countries = {o.name: o.country for o in r.organizations.values()}
    assert "CN" not in countries.values(), countries
    assert countries["National Technology Innovation Center for EDA"] is None


def test_hisilicon_is_a_chinese_company_of_its_own(tmp_path):
    path = listing(tmp_path / "a.txt", "HiSilicon（海思半导体）", "Huawei Noah's Ark Lab, Hong Kong",
                   "HiSilicon Technologies Co., Ltd.（海思技术有限公司）", "Huawei HiSilicon（华为海思）",
                   "HiSilicon Semiconductor（海思半导体）")
    r = resolve_organizations(facts(path))
    hisilicon = named(r, "HiSilicon")
    assert (hisilicon.country, hisilicon.parent) == ("CN", None)
    # its other spellings, the packaged Chinese name included, are the company itself, no unit of it
    names = sorted(o.name for o in r.organizations.values())
    assert names == ["HiSilicon", "Huawei Noah's Ark Lab", "Huawei Technologies"]


def test_a_known_institution_written_in_another_word_order_is_it_when_its_chinese_name_says_so(tmp_path):
    path = listing(tmp_path / "a.txt", "University of Osaka, Osaka, Japan（大阪大学）", "Osaka University",
                   "Washington University, St. Louis, MO, USA（华盛顿大学）", "University of Seoul（首尔大学）",
                   "Technion - Israel Institute of Technology (Technion), Haifa, Israel（以色列理工学院）",
                   "China University of Science and Technology, Taipei, Taiwan（中国科技大学）", "Washington University（华盛顿大学）")
    r = resolve_organizations(facts(path))
    osaka = named(r, "Osaka University")
    assert r.affiliations[:2] == [[osaka.slug], [osaka.slug]] and "University of Osaka" in osaka.alt_labels
    # the Chinese name with other words: another institution (University of Seoul is not
    # Seoul National University, nor Washington University the University of Washington)
    assert zh_labels(r, "University of Seoul") == {"首尔大学": True}
    assert r.affiliations[2] == [named(r, "Washington University in St. Louis").slug]
    # nor the Chinese name in another country, or with no country to confirm it
    assert r.affiliations[5] == ["china-university-of-science-and-technology"]
    assert r.affiliations[6] == ["washington-university"]
    # a one-word short name in brackets, a word of the name itself
    technion = named(r, "Technion - Israel Institute of Technology")
    assert "Technion" in technion.alt_labels and zh_labels(r, technion.name) == {"以色列理工学院": False}


def test_a_unit_named_with_its_known_institution_is_its_unit(tmp_path):
    path = listing(tmp_path / "a.txt", "Taobao & Tmall Group of Alibaba, Hangzhou, China（阿里巴巴淘天集团）",
                   "ISTI-CNR, Pisa, Italy", "Bank of America, Charlotte, NC, USA", "Inria-CNRS, Paris, France")
    r = resolve_organizations(facts(path))
    assert r.affiliations == [["alibaba-group/taobao-and-tmall-group-of-alibaba"], ["consiglio-nazionale-delle-ricerche/isti-cnr"],
                              ["bank-of-america"], ["inria-cnrs"]]  # no unit words; two institutions


def test_units_inherit_country_and_every_known_country_is_set(seed):
    for org in seed.organizations.values():
        if org.parent and seed.kinds[org.slug] == "unit":  # a campus or a company's lab has its own
            assert org.country == seed.organizations[org.parent].country


def test_affiliations_most_specific_unit_in_order(seed):
    assert seed.affiliations[0] == ["peking-university/school-of-computer-science", "renmin-university-of-china/school-of-information"]
    assert all(slug in seed.organizations for row in seed.affiliations for slug in row)
    without = [d.line for d in seed.diagnostics if d.code == "W106"]
    assert len(without) == 4


def test_report_counts_and_render(seed):
    report = org_report(seed)
    json.dumps(report)
    assert report["counts"]["segments"] == 63
    assert report["counts"]["institutions"] == seed.institution_count < 63
    assert len(report["placeholders"]) == 2 and len(report["papers_without_orgs"]) == 4
    assert report["conflicts"] == [] and len(report["contradicted_labels"]) == 8
    assert all({"file", "line", "code", "message"} <= set(e) for e in report["contradicted_labels"])
    from rich.console import Console

    console = Console(record=True, width=200)
    console.print(render_org_report(report))
    assert "新加坡国立大学" in console.export_text()
    assert summary_line(report) == (
        "Organizations: 63 raw segments -> 49 institutions and 31 units, plus 3 parents from the packaged list "
        "(Chinese Academy of Sciences, Huawei Technologies, LG); 2 placeholder segments, "
        "1 bare unit, 8 contradicted Chinese labels, 4 papers without organizations (kg report lists them)"
    )


def test_report_tables_wrap_long_words_without_cutting_them(seed):
    """At 80 columns a word too long for the rest of a line was cut with an
    ellipsis (Noah’… Ark Lab): a message loses no character when it wraps."""
    from rich.console import Console

    console = Console(record=True, width=80)
    console.print(render_org_report(org_report(seed)))
    text = console.export_text()
    assert "…" not in text
    assert "Noah’s" in text.replace("\n", "")


def test_report_lists_the_packaged_parents(seed):
    """The nodes no segment made are counted and explained, so the counts add up."""
    report = org_report(seed)
    assert report["packaged"] == [
        {"slug": "chinese-academy-of-sciences", "name": "Chinese Academy of Sciences",
         "parent_of": ["Institute of Automation, Chinese Academy of Sciences"]},
        {"slug": "huawei-technologies", "name": "Huawei Technologies", "parent_of": ["Huawei Noah’s Ark Lab"]},
        {"slug": "lg", "name": "LG", "parent_of": ["LG AI Research"]},
    ]
    counts = report["counts"]
    assert counts["institutions"] + counts["units"] + counts["packaged"] == counts["organizations"]
    from rich.console import Console

    console = Console(record=True, width=200)
    console.print(render_org_report(report))
    shown = console.export_text()
    assert "Parents made from the packaged list: 3" in shown
    assert any(line.split() == ["LG", "│", "LG", "AI", "Research"] for line in shown.splitlines())


def _packaged(*names: str) -> list[dict]:
    return [{"slug": n.lower(), "name": n, "parent_of": [f"{n} Lab"]} for n in names]


@pytest.mark.parametrize(
    ("packaged", "said"),
    [
        ([], "0 institutions and 0 units."),
        (_packaged("LG"), "0 institutions and 0 units, plus 1 parent from the packaged list (LG)."),
        (
            _packaged("A", "B", "C", "D", "E"),
            "0 institutions and 0 units, plus 5 parents from the packaged list (A, B, C and 2 more).",
        ),
    ],
)
def test_summary_line_names_packaged_parents_only_when_some(packaged, said):
    report = org_report(resolve_organizations([]))
    report["packaged"] = packaged
    assert summary_line(report) == f"Organizations: 0 raw segments -> {said}"


# --- another venue, in the same shape --------------------------------------------


def test_uc_campuses_are_different_institutions(both):
    berkeley = named(both, "University of California, Berkeley")
    san_diego = named(both, "University of California, San Diego")
    ucla = named(both, "University of California, Los Angeles")
    assert len({berkeley.slug, san_diego.slug, ucla.slug}) == 3
    assert ucla.alt_labels == ["UC Los Angeles", "UCLA"]  # as written, and the packaged aliases
    assert units_of(both, berkeley.slug) == ["Department of Electrical Engineering and Computer Sciences"]


def test_google_research_and_deepmind_are_different(both):
    assert named(both, "Google Research").slug != named(both, "Google DeepMind").slug
    assert named(both, "Google DeepMind").country == "GB"


def test_company_spellings_merge_across_files(both):
    (meta,) = [o for o in both.organizations.values() if o.name.startswith("Meta Platforms")]
    assert set(meta.alt_labels) | {meta.name} == {"Meta Platforms Inc", "Meta Platforms, Inc.", "Meta Platforms", "Meta", "Facebook"}
    assert meta.country == "US"


def test_department_before_and_after_the_institution(both):
    tsinghua = named(both, "Tsinghua University")
    assert units_of(both, tsinghua.slug) == [
        "Department of Computer Science and Technology",
        "Institute for AI Industry Research",
        "Shenzhen International Graduate School",
    ]


def test_chinese_only_segment_joins_the_institution_it_translates(both):
    pku = named(both, "Peking University")
    assert "计算机学院" in units_of(both, pku.slug)
    assert not any(o.name == "北京大学" for o in both.organizations.values())


def test_chinese_only_segment_alone_is_the_institution_of_that_packaged_name(tmp_path):
    alone = resolve_organizations(facts(OTHER))
    pku = named(alone, "Peking University")
    assert pku.country == "CN" and zh_labels(alone, "Peking University") == {"北京大学": False}
    assert not any(o.name == "北京大学" for o in alone.organizations.values())
    unknown = resolve_organizations(facts(listing(tmp_path / "a.txt", "奎隆大学, 惠州, 中国")))
    assert [o.name for o in unknown.organizations.values()] == ["奎隆大学"]


def test_accents_and_acronyms_merge(both):
    eth = [o for o in both.organizations.values() if o.parent is None and o.name.startswith("ETH")]
    assert len(eth) == 1 and eth[0].country == "CH"
    x = [o for o in both.organizations.values() if o.parent is None and "olytechnique" in o.name]
    assert sorted(o.name for o in x) == ["École Polytechnique", "École Polytechnique Fédérale de Lausanne"]
    epfl = named(both, "École Polytechnique Fédérale de Lausanne")
    assert "EPFL" in epfl.alt_labels


def test_hong_kong_macau_taiwan(both):
    assert named(both, "The University of Hong Kong").country == "HK"
    assert named(both, "University of Macau").country == "MO"
    assert named(both, "National Taiwan University").country == "TW"


def test_ambiguous_acronym_is_not_merged(both):
    assert named(both, "NTU").slug == "ntu"
    assert "NTU" in named(both, "National Taiwan University").alt_labels
    assert "NTU" in named(both, "Nanyang Technological University").alt_labels


def test_same_input_same_slugs(both):
    again = resolve_organizations(facts(SEED, OTHER))
    assert list(again.organizations) == list(both.organizations)
    assert again.affiliations == both.affiliations


# --- one name, one organization, whatever else is built ---------------------------

LONDON = "Google DeepMind, London, UK"
MOUNTAIN_VIEW = "Google DeepMind, Mountain View, CA, USA"
MONTREAL = "Google DeepMind, Montréal, Canada"
SPLIT_BY_COUNTRY = "organizations:\n  - split-by-country: Google DeepMind\n"


def listing(path: Path, *segments: str) -> Path:
    """A listing with one paper per organization segment."""
    blocks = (
        f"{path.stem} paper {i}\n\nAda Lovelace, Alan Turing\n\n机构 * {segment} 纠错\n\nComments NeurIPS 2025 poster"
        for i, segment in enumerate(segments)
    )
    path.write_text("NeurIPS\n\n" + "\n\n".join(blocks) + "\n", encoding="utf-8")
    return path


def line_of(path: Path, text: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line)


def country_warnings(resolution) -> list[tuple[str, int]]:
    return [(Path(d.file).name, d.line) for d in resolution.diagnostics if d.code == "W107"]


@pytest.fixture
def offices(tmp_path):
    """a.txt names Google DeepMind in London; b.txt in Mountain View (twice) and Montréal."""
    a = listing(tmp_path / "a.txt", LONDON, "Peking University, Beijing, China")
    b = listing(tmp_path / "b.txt", MOUNTAIN_VIEW, MONTREAL, MOUNTAIN_VIEW)
    return a, b


def test_an_organization_keeps_its_iri_whatever_else_is_built(offices):
    a, b = offices
    alone, together = resolve_organizations(facts(a)), resolve_organizations(facts(a, b))
    assert alone.affiliations == together.affiliations[:2] == [["google-deepmind"], ["peking-university"]]
    assert set(alone.organizations) <= set(together.organizations)
    assert [o.slug for o in together.organizations.values() if o.name == "Google DeepMind"] == ["google-deepmind"]
    assert together.affiliations[2:] == [["google-deepmind"]] * 3


def test_the_most_frequent_country_is_kept_and_the_others_warned_at_their_lines(offices):
    a, b = offices
    r = resolve_organizations(facts(a, b))
    deepmind = r.organizations["google-deepmind"]
    assert (deepmind.country, deepmind.locality) == ("US", None)
    assert country_warnings(r) == [("a.txt", line_of(a, LONDON)), ("b.txt", line_of(b, MONTREAL))]
    (message,) = {d.message for d in r.diagnostics if d.code == "W107"}
    assert message == (
        "organization Google DeepMind is named in several countries: CA (1), GB (1), US (2); kept US "
        "(an alias file's split-by-country entry makes one organization per country)"
    )
    report = org_report(r)
    assert [(e["line"], e["code"]) for e in report["countries"]] == [(line_of(a, LONDON), "W107"), (line_of(b, MONTREAL), "W107")]
    assert "1 country conflict (2 places)" in summary_line(report)


def test_a_tie_goes_to_the_first_country_alphabetically_in_any_file_order(tmp_path):
    uk, canada = listing(tmp_path / "uk.txt", LONDON), listing(tmp_path / "ca.txt", MONTREAL)
    for paths in ((uk, canada), (canada, uk)):
        r = resolve_organizations(facts(*paths))
        assert r.organizations["google-deepmind"].country == "CA"
        assert country_warnings(r) == [("uk.txt", line_of(uk, LONDON))]


@pytest.mark.parametrize(
    "name, text",
    [("aliases.yaml", SPLIT_BY_COUNTRY), ("aliases.csv", "kind,action,name,alias\norg,split-by-country,Google DeepMind,\n")],
    ids=["yaml", "csv"],
)
def test_alias_file_splits_an_organization_by_country(offices, tmp_path, name, text):
    aliases = tmp_path / name
    aliases.write_text(text)
    no_country = listing(tmp_path / "c.txt", "Google DeepMind")
    r = resolve_organizations(facts(*offices, no_country), load_overrides(aliases, None))
    countries = {o.slug: o.country for o in r.organizations.values() if o.name == "Google DeepMind"}
    assert countries == {"google-deepmind": None, "google-deepmind-ca": "CA", "google-deepmind-gb": "GB", "google-deepmind-us": "US"}
    assert r.affiliations[0] == ["google-deepmind-gb"] and r.affiliations[3] == ["google-deepmind-ca"]
    assert r.affiliations[2] == r.affiliations[4] == ["google-deepmind-us"]
    assert r.affiliations[5] == ["google-deepmind"]
    assert country_warnings(r) == []


def test_graph_has_one_country_code_per_organization_and_conforms(offices, tmp_path):
    aliases = tmp_path / "aliases.yaml"
    aliases.write_text(SPLIT_BY_COUNTRY)
    one, split = build(list(offices)), build(list(offices), aliases=aliases)
    for graph in (one, split):
        report = validate(graph)
        assert report.conforms, "\n".join(map(str, report.violations))
    assert [str(c) for c in one.objects(resource("org", "google-deepmind"), KG.countryCode)] == ["US"]
    for country in ("CA", "GB", "US"):
        org = resource("org", f"google-deepmind-{country.lower()}")
        assert [str(c) for c in split.objects(org, KG.countryCode)] == [country]


# --- localities ---------------------------------------------------------------------


def test_a_locality_belongs_to_the_most_specific_part_of_its_segment(tmp_path):
    path = listing(
        tmp_path / "campus.txt",
        "Shenzhen International Graduate School, Tsinghua University, Shenzhen, China",
        "Tsinghua University, Beijing, China",
        "Tsinghua University, China",
        "Lab of Graphics, School of Software, Zhejiang University, Ningbo, China",
        "Peking University, Beijing, China",
        "Peking University, Shenzhen, China",
        "Mila, Montréal, Canada",
        "Mila, Montréal, Canada",
        "Mila, Montreal, Canada",
    )
    r = resolve_organizations(facts(path))
    localities = {slug: org.locality for slug, org in r.organizations.items()}
    assert localities == {
        "tsinghua-university": "Beijing",
        "tsinghua-university/shenzhen-international-graduate-school": "Shenzhen",
        "zhejiang-university": None,
        "zhejiang-university/school-of-software": None,
        "zhejiang-university/lab-of-graphics": "Ningbo",
        "peking-university": None,
        "mila-quebec-ai-institute": "Montréal",  # two spellings of one town agree; Mila's full name
    }


# --- institutions side by side that one segment cannot tell ---------------------------


def test_a_name_given_alone_at_least_as_often_is_a_peer_not_a_unit(tmp_path):
    path = listing(
        tmp_path / "peers.txt",
        "Zhejiang University, Alibaba Group, Hangzhou, China（浙江大学，阿里巴巴集团，杭州，中国）",
        "Alibaba Group, Hangzhou, China",
        "School of Computer Science, Shanghai Jiao Tong University, Shanghai Qi Zhi Institute, Shanghai, China",
        "Shanghai Qi Zhi Institute, Shanghai, China",
        "Stanford University, Stanford AI Lab",
        "Stanford University, Stanford AI Lab",
        "Stanford AI Lab, Stanford, CA, USA",
    )
    r = resolve_organizations(facts(path))
    assert r.affiliations[:3] == [
        ["zhejiang-university", "alibaba-group"],
        ["alibaba-group"],
        ["shanghai-jiao-tong-university/school-of-computer-science", "shanghai-qi-zhi-institute"],
    ]
    assert r.organizations["shanghai-jiao-tong-university/school-of-computer-science"].parent == "shanghai-jiao-tong-university"
    assert zh_labels(r, "Alibaba Group") == {"阿里巴巴集团": False}
    # named alone less often than under Stanford: a unit of it
    assert r.affiliations[4] == ["stanford-university/stanford-ai-lab"]
    assert r.segment_count == 7  # segments as written, not the institutions they name


def test_a_name_the_parse_could_not_place_is_an_institution_the_listings_know(tmp_path):
    path = listing(
        tmp_path / "strays.txt",
        "Peking University, ByteDance Seed, Beijing, China",
        "ByteDance Seed, Beijing, China",
        "Tsinghua University, Haidian Yard, Beijing, China",
    )
    r = resolve_organizations(facts(path))
    assert r.affiliations[0] == ["peking-university", "bytedance-seed"]
    assert r.organizations["bytedance-seed"].country == "CN"
    assert r.affiliations[2] == ["tsinghua-university"]  # named nowhere else: still reported
    assert warned(r, "W102") == [line_of(path, "Haidian Yard")]


def test_a_company_the_segment_read_as_its_place_is_a_peer_but_a_town_stays_a_place(tmp_path):
    path = listing(
        tmp_path / "places.txt",
        "Tsinghua University, ByteDance",
        "ByteDance, Beijing, China",
        "ByteDance Inc.",
        "Peking University, Shenzhen, China",
        "Shenzhen, China",
        "State Key Laboratory of Robotics, TU Wien, Vienna, Austria（机器人国家重点实验室，维也纳工业大学）",
        "TU Wien, Vienna, Austria",
        "TU Wien",
    )
    r = resolve_organizations(facts(path))
    assert r.affiliations[0] == ["tsinghua-university", "bytedance"]
    # no institution word in "TU Wien": the parse took the lab for the institution and TU Wien for its place
    assert r.affiliations[5] == ["tu-wien/state-key-laboratory-of-robotics"]
    lab = r.organizations["tu-wien/state-key-laboratory-of-robotics"]
    assert lab.parent == "tu-wien"
    assert [(z.text, z.doubtful) for z in lab.zh_labels] == [("机器人国家重点实验室", False)]
    assert r.organizations["tsinghua-university"].locality is None
    assert r.organizations["bytedance"].locality == "Beijing"
    assert r.affiliations[3] == ["peking-university"]  # "Shenzhen" alone once, a place once: a place
    assert r.organizations["peking-university"].locality == "Shenzhen"


# --- Chinese labels --------------------------------------------------------------


def zh_labels(resolution, name) -> dict[str, bool]:
    """Chinese label -> doubtful, of one institution."""
    return {z.text: z.doubtful for z in named(resolution, name).zh_labels}


def warned(resolution, code) -> list[int]:
    return sorted(d.line for d in resolution.diagnostics if d.code == code)


@pytest.mark.parametrize(
    "name, short, prefixed",
    [("Georgia Institute of Technology, Atlanta, GA, USA", "佐治亚理工学院", "美国佐治亚理工学院"),
     ("University of Oxford, Oxford, UK", "牛津大学", "英国牛津大学"),
     ("The University of Hong Kong, Hong Kong", "香港大学", "中国香港大学")],
    ids=["us", "gb", "hk"],
)
def test_a_label_with_a_country_name_before_it_is_the_same_name(tmp_path, name, short, prefixed):
    # the prefixed one is the more frequent, yet the shorter is the displayed label
    path = listing(tmp_path / "a.txt", f"{name}（{prefixed}）", f"{name}（{short}）", f"{name}（{prefixed}）")
    r = resolve_organizations(facts(path))
    org = next(o for o in r.organizations.values() if o.parent is None)
    assert {z.text: z.doubtful for z in org.zh_labels} == {prefixed: True, short: False}
    assert all(short in z.reason for z in org.zh_labels if z.text == prefixed)
    assert warned(r, "W105") == []
    graph, node = build(path), resource("org", org.slug)
    assert [str(label) for label in graph.objects(node, RDFS.label) if label.language == "zh"] == [short]
    assert [str(label) for label in graph.objects(node, KG.doubtfulLabel)] == [prefixed]


def test_two_different_names_are_still_a_conflict(tmp_path):
    # an institution the packaged list does not know: nothing tells which name is right
    path = listing(
        tmp_path / "a.txt",
        "Quillon University, Huizhou, China（奎隆大学）",
        "Quillon University, Huizhou, China（惠州奎隆学院）",
        "Quillon University, Huizhou, China（中国奎隆学院）",
    )
    r = resolve_organizations(facts(path))
    assert zh_labels(r, "Quillon University") == {"奎隆大学": True, "惠州奎隆学院": True, "中国奎隆学院": True}
    assert warned(r, "W105") == [line_of(path, "（奎隆"), line_of(path, "惠州奎隆"), line_of(path, "中国奎隆")]
    assert warned(r, "W108") == []


def test_a_label_naming_another_country_is_doubtful(tmp_path):
    path = listing(
        tmp_path / "a.txt",
        "Stanford University, Stanford, CA, USA（美国斯坦福大学）",
        "Stanford University, Stanford, CA, USA（英国斯坦福大学）",
        "Quillon University, Huizhou, China（中国奎隆大学）",
    )
    r = resolve_organizations(facts(path))
    # its packaged name 斯坦福大学 with the right country before it: hidden, not wrong
    assert zh_labels(r, "Stanford University") == {"美国斯坦福大学": True, "英国斯坦福大学": True}
    assert zh_labels(r, "Quillon University") == {"中国奎隆大学": False}
    assert warned(r, "W108") == [line_of(path, "英国斯坦福")]
    assert warned(r, "W105") == []
    assert {z.text: z.reason for z in named(r, "Stanford University").zh_labels} == {
        "美国斯坦福大学": "the same name as 斯坦福大学 with a country name before it; 斯坦福大学 is the label",
        "英国斯坦福大学": "the name of an institution in GB, not US"}


# institutions the packaged list does not know: only the listing's labels tell
QUILLON = "Quillon University, Huizhou, China（奎隆大学）"
NORMAL_AS_QUILLON = "Quillon Normal University, Huizhou, China（奎隆大学）"
NORMAL = "Quillon Normal University, Huizhou, China（奎隆师范大学）"


def test_a_shared_label_stays_with_the_institution_it_is_mostly_given_for(tmp_path):
    path = listing(tmp_path / "a.txt", QUILLON, NORMAL_AS_QUILLON, QUILLON, NORMAL)
    r = resolve_organizations(facts(path))
    assert zh_labels(r, "Quillon University") == {"奎隆大学": False}
    assert zh_labels(r, "Quillon Normal University") == {"奎隆大学": True, "奎隆师范大学": False}
    (lost,) = [z for z in named(r, "Quillon Normal University").zh_labels if z.doubtful]
    assert lost.reason == "the name of Quillon University, for which it is given more often"
    assert warned(r, "W104") == [line_of(path, NORMAL_AS_QUILLON)]
    assert warned(r, "W105") == []


@pytest.mark.parametrize(
    "segments",
    [(QUILLON, NORMAL_AS_QUILLON),  # a tie: no evidence either way
     (QUILLON, QUILLON, NORMAL_AS_QUILLON, *["Quillon University, Huizhou, China（奎大）"] * 3)],  # not most of its
    ids=["tie", "not-most"],
)
def test_a_shared_label_without_a_clear_holder_is_doubtful_for_all(tmp_path, segments):
    path = listing(tmp_path / "a.txt", *segments)
    r = resolve_organizations(facts(path))
    for name in ("Quillon University", "Quillon Normal University"):
        assert zh_labels(r, name)["奎隆大学"] is True
    shared = [line for line, segment in enumerate(segments) if "（奎隆大学）" in segment]
    assert len(warned(r, "W104")) == len(shared)


def test_a_shared_packaged_name_stays_with_its_institution(tmp_path):
    # a tie in the listing; the packaged names tell (RIKEN's; Berkeley's, not the system's)
    path = listing(tmp_path / "a.txt", "National University of Singapore, Singapore（新加坡国立大学）",
                   "Singapore Management University, Singapore（新加坡国立大学）",
                   "University of California（加州大学伯克利分校）", "University of California, Berkeley（加州大学伯克利分校）")
    r = resolve_organizations(facts(path))
    assert zh_labels(r, "National University of Singapore") == {"新加坡国立大学": False}
    assert zh_labels(r, "Singapore Management University") == {"新加坡国立大学": True}
    assert zh_labels(r, "University of California, Berkeley") == {"加州大学伯克利分校": False}
    assert zh_labels(r, "University of California") == {"加州大学伯克利分校": True}
    assert warned(r, "W104") == []
    assert warned(r, "W108") == [line_of(path, "Singapore Management"), line_of(path, "University of California（")]


def test_a_tied_label_stays_with_the_institution_whose_name_starts_the_others(tmp_path):
    path = listing(tmp_path / "a.txt", "Quillon Institute, Wako, Japan（奎隆研究所）", "Quillon Institute AIP, Tokyo, Japan（奎隆研究所）")
    r = resolve_organizations(facts(path))
    assert zh_labels(r, "Quillon Institute") == {"奎隆研究所": False}
    assert zh_labels(r, "Quillon Institute AIP") == {"奎隆研究所": True}


# --- overrides ---------------------------------------------------------------------


def test_alias_file_merges_and_splits(tmp_path):
    aliases = tmp_path / "aliases.yaml"
    aliases.write_text(
        "organizations:\n"
        "  - name: Mohamed bin Zayed University of Artificial Intelligence\n"
        "    aliases: [MBZUAI]\n"
        "  - split: KAIST\n"
    )
    r = resolve_organizations(facts(SEED), load_overrides(aliases, None))
    mbzuai = named(r, "Mohamed bin Zayed University of Artificial Intelligence")
    assert "MBZUAI" in mbzuai.alt_labels
    assert [o.name for o in r.organizations.values() if o.name == "KAIST"] == ["KAIST"]


def test_a_user_split_of_a_packaged_company_leaves_its_division_alone(tmp_path):
    aliases = tmp_path / "aliases.yaml"
    aliases.write_text("organizations:\n  - split: Huawei\n")
    path = listing(tmp_path / "a.txt", "Huawei Cloud, Hangzhou, China", "Tencent PCG, Shenzhen, China",
                   "Huawei Ascend, Shenzhen, China")
    r = resolve_organizations(facts(path), load_overrides(aliases, None))
    assert named(r, "Tencent PCG").parent == "tencent"
    assert named(r, "Huawei Ascend").parent is None  # the user's Huawei is split: no packaged parent to make
    assert named(r, "Huawei Cloud").parent == "huawei-technologies"  # its packaged parent, not the split name


def test_alias_file_csv(tmp_path):
    aliases = tmp_path / "aliases.csv"
    aliases.write_text("kind,action,name,alias\norg,merge,Georgia Tech,Georgia Institute of Technology\n")
    r = resolve_organizations(facts(SEED), load_overrides(aliases, None))
    gt = named(r, "Georgia Tech")
    assert {"Georgia Institute of Technology", "GaTech"} <= set(gt.alt_labels)  # its packaged names too
    # still the packaged institution under the user's name: its Chinese name is its own
    assert gt.known_zh[0] == "佐治亚理工学院" and zh_labels(r, "Georgia Tech")["佐治亚理工学院"] is False
    assert not [d for d in r.diagnostics if d.code == "W108" and "Georgia" in d.message]


@pytest.mark.parametrize(
    "name, text, where",
    [
        ("a.yaml", "organizations:\n  - name: X\n    alias: [Y]\n", ":2"),
        ("a.yaml", "organizations: [\n", ":2"),
        ("a.yaml", "orgs2:\n  - split: X\n", ":1"),
        ("a.csv", "kind,action,name,alias\norg,merge,X,\n", ":2"),
        ("a.yaml", "people:\n  - name: A\n    aliases: [C]\n  - name: B\n    aliases: [C]\n", ":4"),
        ("a.txt", "", ""),
        ("a.yaml", "people:\n  - split-by-country: Wei Wang\n", ":2"),
        ("a.csv", "kind,action,name,alias\nperson,split-by-country,Wei Wang,\n", ":2"),
        ("a.yaml", "organizations:\n  - split-by-country: X\n    split: X\n", ":2"),
    ],
)
def test_bad_alias_file(tmp_path, name, text, where):
    path = tmp_path / name
    path.write_text(text)
    with pytest.raises(KGError) as error:
        load_overrides(path, None)
    assert error.value.code == "E101"
    assert f"{path}{where}" in str(error.value)


def test_ror_dump_v1_and_v2(tmp_path):
    dump = tmp_path / "ror.json"
    dump.write_text(json.dumps([
        {"id": "https://ror.org/05apxxy63", "name": "Korea Advanced Institute of Science and Technology",
         "aliases": [], "acronyms": ["KAIST"], "country": {"country_code": "KR", "country_name": "South Korea"}},
        {"id": "https://ror.org/024mw5h28", "names": [
            {"value": "University of Chicago", "types": ["ror_display", "label"], "lang": "en"},
            {"value": "UChicago", "types": ["acronym"], "lang": None}],
         "locations": [{"geonames_id": 4887398, "geonames_details": {"country_code": "US", "name": "Chicago"}}]},
        {"id": "https://ror.org/00000000x", "name": "Peking University", "country": {"country_code": "US"}},
    ]))
    r = resolve_organizations(facts(SEED), load_overrides(None, dump))
    assert named(r, "Korea Advanced Institute of Science and Technology").same_as == ["https://ror.org/05apxxy63"]
    chicago = named(r, "University of Chicago")
    assert chicago.same_as == ["https://ror.org/024mw5h28"] and chicago.country == "US"
    assert named(r, "Peking University").same_as == []  # country disagrees


def test_bad_ror_dump(tmp_path):
    dump = tmp_path / "ror.json"
    dump.write_text('[\n{"id": 1}\n')
    with pytest.raises(KGError, match=r"ror.json:3"):
        load_overrides(None, dump)
    dump.write_text('[{"name": "X"}]')
    with pytest.raises(KGError, match="record 1"):
        load_overrides(None, dump)


# --- well-known institutions (kg/data/orgs/aliases.yaml) ---------------------------


@pytest.mark.parametrize(
    "name, spellings",
    [
        ("Georgia Institute of Technology", ["Georgia Tech, Atlanta, GA, USA", "Georgia Institute of Technology"]),
        ("Carnegie Mellon University", ["CMU", "Machine Learning Department, Carnegie Mellon University"]),
        ("Meta FAIR", ["Meta AI", "Meta FAIR", "FAIR, Meta", "Facebook AI Research, Menlo Park, CA, USA"]),
        ("University of California, Berkeley", ["UC Berkeley", "University of California, Berkeley, CA, USA"]),
        ("Massachusetts Institute of Technology", ["MIT", "Massachusetts Institute of Technology, Cambridge, MA"]),
        ("ETH Zurich", ["ETH Zurich", "ETH Zürich, Zürich, Switzerland", "ETH Zurich, Switzerland", "ETH"]),
        ("The Hong Kong University of Science and Technology",
         ["HKUST", "The Hong Kong University of Science and Technology, Hong Kong SAR, China"]),
        ("National University of Singapore", ["NUS", "National University of Singapore, Singapore"]),
        ("University of Science and Technology of China", ["USTC", "University of Science and Technology of China"]),
        ("Shanghai Jiao Tong University", ["SJTU", "Shanghai Jiao Tong University, Shanghai, China"]),
        ("Korea Advanced Institute of Science and Technology",
         ["KAIST, Daejeon, South Korea", "Korea Advanced Institute of Science and Technology"]),
        ("University of Illinois Urbana-Champaign",
         ["UIUC", "University of Illinois at Urbana-Champaign", "University of Illinois Urbana-Champaign"]),
        ("University of California, Los Angeles", ["UCLA", "University of California, Los Angeles, CA, USA"]),
        # named as written, when written in full
        ("University of Texas at Austin", ["UT Austin", "University of Texas at Austin, Austin, TX, USA"]),
        ("Mila - Quebec AI Institute", ["Mila", "Mila - Quebec AI Institute, Montreal, Canada",
                                        "Mila - Québec Artificial Intelligence Institute"]),
        # economists' research networks and banks, written by their acronyms alone
        ("National Bureau of Economic Research", ["NBER", "National Bureau of Economic Research, Cambridge, MA"]),
        ("Centre for Economic Policy Research", ["CEPR（经济政策研究中心）", "Centre for Economic Policy Research"]),
        ("Bank for International Settlements",
         ["BIS", "Monetary and Economic Department, Bank for International Settlements, CH-4002 Basel, Switzerland"]),
        # a bank known as an institution is no place of the department before it
        ("European Central Bank", ["ECB", "Research Department, European Central Bank, Frankfurt am Main, Germany"]),
        ("International Monetary Fund", ["IMF", "Research Department, International Monetary Fund, Washington, DC"]),
    ],
)
def test_well_known_spellings_of_one_institution_are_one_node(tmp_path, name, spellings):
    path = listing(tmp_path / "spellings.txt", *spellings)
    r = resolve_organizations(facts(path))
    (org,) = [o for o in r.organizations.values() if o.name == name]
    assert all(org.slug in a or any(s.startswith(f"{org.slug}/") for s in a) for a in r.affiliations)


def test_an_institution_named_only_by_its_alias_shows_its_name_and_country(tmp_path):
    r = resolve_organizations(facts(listing(tmp_path / "cmu.txt", "CMU", "School of Computer Science, CMU")))
    cmu = named(r, "Carnegie Mellon University")
    assert (cmu.slug, cmu.alt_labels, cmu.country) == ("carnegie-mellon-university", ["CMU"], "US")
    assert r.organizations["carnegie-mellon-university/school-of-computer-science"].country == "US"


def test_an_alias_merges_no_segment_of_another_country(tmp_path):
    r = resolve_organizations(facts(listing(tmp_path / "mit.txt", "MIT, Cambridge, MA, USA", "MIT, Pune, India")))
    assert r.affiliations == [["massachusetts-institute-of-technology"], ["mit"]]


@pytest.mark.parametrize(
    "segments, expected",
    [
        # the country tells an ambiguous acronym
        (["NTU, Singapore", "NTU, Taipei, Taiwan"], [["nanyang-technological-university"], ["national-taiwan-university"]]),
        (["NTU Singapore"], [["nanyang-technological-university"]]),
        # so does the paper's other institution; without either it stays as written
        (["Nanyang Technological University ； NTU", "NTU"], [["nanyang-technological-university"], ["ntu"]]),
        (["University College London, London, UK ； UCL", "UCL, Louvain-la-Neuve, Belgium"],
         [["university-college-london"], ["ucl"]]),
        # acronyms that differ only in case (UvA, UVA) are one ambiguous acronym; a Chinese label tells it too
        (["UVA（弗吉尼亚大学）", "UvA, Amsterdam, The Netherlands", "UVA, Charlottesville, VA, USA"],
         [["university-of-virginia"], ["university-of-amsterdam"], ["university-of-virginia"]]),
    ],
)
def test_an_ambiguous_acronym_is_merged_only_by_its_country_or_its_paper(tmp_path, segments, expected):
    assert resolve_organizations(facts(listing(tmp_path / "ntu.txt", *segments))).affiliations == expected


@pytest.mark.parametrize(
    "segments, expected",
    [
        (["FAIR, GSI Helmholtzzentrum, Darmstadt, Germany", "Fundamental AI Research (FAIR), Meta, New York, NY, USA"],
         [["fair"], ["fundamental-ai-research", "meta-platforms"]]),
        (["IIT, Genoa, Italy", "Illinois Institute of Technology (IIT), Chicago, IL, USA"],
         [["iit"], ["illinois-institute-of-technology"]]),
        # no country on either side: the spelled-out one
        (["IIT", "Illinois Institute of Technology (IIT), Chicago, IL, USA"],
         [["illinois-institute-of-technology"], ["illinois-institute-of-technology"]]),
    ],
)
def test_a_bare_acronym_is_not_the_one_spelled_out_in_another_country(tmp_path, segments, expected):
    assert resolve_organizations(facts(listing(tmp_path / "iit.txt", *segments))).affiliations == expected


SOCAL, CAROLINA = "university-of-southern-california", "university-of-south-carolina"


@pytest.mark.parametrize(
    "segments, expected",
    [
        # a state the packaged institution is not in: the acronym stays as written
        (["USC, Columbia, SC", "USC, Los Angeles, CA, USA", "USC, USA"], [["usc"], [SOCAL], [SOCAL]]),
        (["CMU, Mount Pleasant, MI, USA", "CMU, Pittsburgh, Pennsylvania, USA", "CMU"],
         [["cmu"], ["carnegie-mellon-university"], ["carnegie-mellon-university"]]),
        # spelled out for another institution in the listing: that one, in every paper
        (["University of South Carolina (USC), Columbia, SC", "USC, USA", "USC"], [[CAROLINA], [CAROLINA], [CAROLINA]]),
        (["Central Michigan University (CMU) ； CMU, USA"], [["central-michigan-university"]]),
        # unless the segment's state is the packaged institution's
        (["University of South Carolina (USC)", "USC, Los Angeles, CA, USA"], [[CAROLINA], [SOCAL]]),
        # a state written in full tells the institution where the segment gives no country
        (["USC, Columbia, SC, USA", "USC, Los Angeles, California"], [["usc"], [SOCAL]]),
    ],
)
def test_a_known_acronym_is_not_merged_where_the_segment_or_the_listing_contradicts_it(tmp_path, segments, expected):
    assert resolve_organizations(facts(listing(tmp_path / "usc.txt", *segments))).affiliations == expected


@pytest.mark.parametrize(
    "segments, expected",
    [
        (["FAIR, Darmstadt, Germany"], [["fair"]]),
        (["FAIR ； New York University"], [["fair", "new-york-university"]]),
        (["Facility for Antiprotons and Ion Research (FAIR), Darmstadt, Germany", "FAIR, Darmstadt, Germany"],
         [["facility-for-antiprotons-and-ion-research"], ["facility-for-antiprotons-and-ion-research"]]),
        # Meta's lab where the segment or the paper names Meta
        (["FAIR, Meta"], [["meta-fair", "meta-platforms"]]),
        (["FAIR, Facebook, Menlo Park, CA, USA"], [["meta-fair", "meta-platforms"]]),
        (["FAIR, Meta, Menlo Park, CA, USA"], [["meta-fair", "meta-platforms"]]),  # Meta: FAIR's parent, no place
        (["FAIR ； Meta Platforms, Inc."], [["meta-fair", "meta-platforms"]]),
        # or its Chinese label names Meta, or the listing names Meta FAIR and spells FAIR out for no other
        (["FAIR, Paris, France（Meta基础人工智能研究，巴黎，法国）"], [["meta-fair"]]),
        (["Meta FAIR, Menlo Park, CA, USA", "FAIR, Paris"], [["meta-fair"], ["meta-fair"]]),
        (["Meta FAIR, Menlo Park, CA, USA", "FAIR, Menlo Park, CA, USA"], [["meta-fair"], ["meta-fair"]]),
        (["Meta FAIR, Paris, France", "FAIR, Paris, France"], [["meta-fair"], ["meta-fair"]]),
        # but not where the segment names another institution, or a country no Meta FAIR segment gives
        (["Meta FAIR, Menlo Park, CA, USA", "FAIR, GSI Helmholtzzentrum, Darmstadt, Germany"], [["meta-fair"], ["fair"]]),
        (["Meta FAIR, Menlo Park, CA, USA", "FAIR, Darmstadt, Germany"], [["meta-fair"], ["fair"]]),
        (["Meta FAIR, Menlo Park, CA, USA", "Fundamental AI Research (FAIR), New York, NY, USA", "FAIR, Paris, France"],
         [["meta-fair"], ["fundamental-ai-research"], ["fair"]]),
    ],
)
def test_fair_is_meta_s_lab_only_beside_meta(tmp_path, segments, expected):
    r = resolve_organizations(facts(listing(tmp_path / "fair.txt", *segments)))
    assert [sorted(a) for a in r.affiliations] == expected


def test_campuses_written_with_a_comma_stay_apart(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "iit.txt", "Indian Institute of Technology, Bombay", "IIT, Delhi", "IIT Delhi, New Delhi, India",
        "Department of CSE, Indian Institute of Technology, Kharagpur, India", "Indian Institute of Technology, India",
    )))
    bombay, delhi, kharagpur = (f"indian-institute-of-technology-{campus}" for campus in ("bombay", "delhi", "kharagpur"))
    assert r.affiliations == [[bombay], [delhi], [delhi], [f"{kharagpur}/department-of-cse"], ["indian-institute-of-technology"]]
    spellings = resolve_organizations(facts(listing(
        tmp_path / "bombay.txt", "IIT Bombay", "IIT, Bombay, India", "Indian Institute of Technology Bombay, Mumbai, India",
    )))
    assert spellings.affiliations == [[bombay]] * 3


def test_a_bracketed_campus_of_a_system_is_never_the_bare_system(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "iit.txt", "Indian Institute of Technology (BHU), Varanasi, India", "IIT (BHU), Varanasi, India",
        "Department of CSE, Indian Institute of Technology (QRS), India",
    )))
    bhu = "indian-institute-of-technology-bhu-varanasi"
    assert r.affiliations == [[bhu], [bhu], ["indian-institute-of-technology-qrs/department-of-cse"]]
    assert "indian-institute-of-technology" not in r.organizations


def test_peers_in_one_segment_keep_their_chinese_labels(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "peers.txt", "Peking University, ByteDance Seed（北京大学，字节跳动Seed）", "ByteDance Seed, Beijing, China",
    )))
    assert r.affiliations[0] == ["peking-university", "bytedance-seed"]
    assert zh_labels(r, "Peking University") == {"北京大学": False}
    assert zh_labels(r, "ByteDance Seed") == {"字节跳动Seed": False}


def test_a_campus_written_as_an_acronym_is_not_its_university(tmp_path):
    r = resolve_organizations(facts(listing(tmp_path / "gz.txt", "HKUST(GZ)", "HKUST", "HKUST (Guangzhou), Guangzhou, China")))
    gz = named(r, "The Hong Kong University of Science and Technology (Guangzhou)")
    assert {"HKUST (GZ)", "HKUST (Guangzhou)"} <= set(gz.alt_labels) and gz.country == "CN"
    assert r.affiliations == [[gz.slug], ["hong-kong-university-of-science-and-technology"], [gz.slug]]


def test_a_campus_in_another_city_written_with_a_comma_is_not_its_university(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "sz.txt", "School of Data Science, The Chinese University of Hong Kong, Shenzhen, China",
        "CUHK-Shenzhen", "The Chinese University of Hong Kong (Shenzhen)", "The Chinese University of Hong Kong, Hong Kong",
    )))
    sz = "chinese-university-of-hong-kong-shenzhen"
    assert r.affiliations == [[f"{sz}/school-of-data-science"], [sz], [sz], ["chinese-university-of-hong-kong"]]


def test_a_known_lab_belongs_to_its_company_when_both_are_named(tmp_path):
    both = resolve_organizations(facts(listing(
        tmp_path / "labs.txt", "Google Research, Google", "Google DeepMind, London, UK", "Microsoft Research Asia",
        "Microsoft Research, Redmond, WA, USA",
    )))
    assert sorted(both.affiliations[0]) == ["google", "google-research"]
    assert both.organizations["google-research"].parent == "google"
    assert both.organizations["google-deepmind"].parent == "google"
    assert both.organizations["microsoft-research-asia"].parent == "microsoft-research"
    assert both.organizations["microsoft-research"].parent == "microsoft"  # named by no paper: made, see below


@pytest.mark.parametrize("segment, chain", [
    ("Google Research", ["google-research", "google"]),
    ("Google DeepMind, London, UK", ["google-deepmind", "google"]),
    ("Meta FAIR, Menlo Park, CA, USA", ["meta-fair", "meta-platforms"]),
    ("Microsoft Research Asia, Beijing, China", ["microsoft-research-asia", "microsoft-research", "microsoft"]),
    ("Huawei Noah's Ark Lab, Shenzhen, China", ["huawei-noahs-ark-lab", "huawei-technologies"]),
    ("Tencent AI Lab", ["tencent-ai-lab", "tencent"]),
    ("Salesforce AI Research, Palo Alto, CA, USA", ["salesforce-research", "salesforce"]),
    ("HKUST (GZ), Guangzhou, China", ["hong-kong-university-of-science-and-technology-guangzhou",
                                      "hong-kong-university-of-science-and-technology"]),
    # the company, not the Samsung group of affiliated companies
    ("Samsung AI Center, Cambridge, UK", ["samsung-ai-center", "samsung-research", "samsung-electronics"]),
    ("BIS Innovation Hub", ["bis-innovation-hub", "bank-for-international-settlements"]),
    ("Oxford-Man Institute of Quantitative Finance", ["oxford-man-institute-of-quantitative-finance",
                                                      "university-of-oxford"]),
    # one of RIKEN's centres, which its name names (institutes_named)
    ("RIKEN Center for Advanced Intelligence Project (AIP)", ["riken-center-for-advanced-intelligence-project", "riken"]),
    ("RIKEN AIP, Tokyo, Japan", ["riken-center-for-advanced-intelligence-project", "riken"]),
    ("RIKEN Cluster for Pioneering Research, Wako, Japan", ["riken-cluster-for-pioneering-research", "riken"]),
    # Samsung Electronics' US company, not the Samsung group's
    ("Samsung Semiconductor, Inc., San Jose, CA, USA", ["samsung-semiconductor", "samsung-electronics"]),
])
def test_a_known_lab_belongs_to_its_parent_that_no_listing_names(tmp_path, segment, chain):
    r = resolve_organizations(facts(listing(tmp_path / "alone.txt", segment)))
    assert r.affiliations == [chain[:1]]
    assert [r.organizations[slug].parent for slug in chain] == [*chain[1:], None]
    assert [r.kinds[slug] for slug in chain[1:]] == ["packaged institution"] * (len(chain) - 1)
    assert (r.institution_count, r.unit_count) == (1, 0)  # made from no segment: the report counts what was read


def test_a_packaged_parent_is_its_entry_and_nothing_read(tmp_path):
    r = resolve_organizations(facts(listing(tmp_path / "fair.txt", "Meta FAIR, Menlo Park, CA, USA", "Tencent AI Lab")))
    meta, tencent = r.organizations["meta-platforms"], r.organizations["tencent"]
    assert (meta.name, meta.alt_labels, meta.country) == ("Meta Platforms", ["Facebook", "Meta"], "US")
    assert (tencent.country, tencent.locality, tencent.zh_labels) == ("CN", None, [])  # its headquarters


@pytest.mark.parametrize("segment, unit", [
    ("Yale School of Management, New Haven, CT 06511, USA", "yale-university/yale-school-of-management"),
    ("Stanford Graduate School of Business, Stanford, CA", "stanford-university/stanford-graduate-school-of-business"),
    # a lead naming a place or a region, a school named with its own kind: no school of a university
    ("New York School of Interior Design, New York, NY", "new-york-school-of-interior-design"),
    ("California College of the Arts, San Francisco, CA", "california-college-of-the-arts"),
    ("Peking Union Medical College, Beijing, China", "peking-union-medical-college"),
    # a school of another field, led by a town's or a person's name as often: a school of its own
    ("Aarhus School of Architecture, Aarhus, Denmark", "aarhus-school-of-architecture"),
    ("Leiden School of Art, Leiden, The Netherlands", "leiden-school-of-art"),
    ("Brown School of Social Work, St. Louis, MO, USA", "brown-school-of-social-work"),
    ("Columbia College of Nursing, Glendale, WI, USA", "columbia-college-of-nursing"),
    ("Northwestern College of Chiropractic, Bloomington, MN, USA", "northwestern-college-of-chiropractic"),
    # a professional school of another institution, which its name names after it
    ("Northwestern School of Law of Lewis & Clark College, Portland, OR, USA",
     "northwestern-school-of-law-of-lewis-and-clark-college"),
])
def test_a_school_named_after_a_known_university_is_its_unit(tmp_path, segment, unit):
    r = resolve_organizations(facts(listing(tmp_path / "schools.txt", segment)))
    assert r.affiliations == [[unit]]


def test_a_known_institution_written_before_its_parent_is_one_affiliation(tmp_path):
    segment = "Oxford-Man Institute of Quantitative Finance, University of Oxford, Oxford, UK"
    r = resolve_organizations(facts(listing(tmp_path / "omi.txt", segment)))
    assert r.affiliations == [["oxford-man-institute-of-quantitative-finance"]]
    assert r.organizations["oxford-man-institute-of-quantitative-finance"].parent == "university-of-oxford"


@pytest.mark.parametrize("segments, chains, countries", [
    # SAS: the Slovak Academy of Sciences, no legal form; Oxford's institute stays its unit
    (["Mathematical Institute SAS, Košice, Slovakia", "Mathematical Institute, University of Oxford, Oxford, UK"],
     [[["Mathematical Institute SAS"]], [["Mathematical Institute", "University of Oxford"]]], ["SK", "GB"]),
    (["Institute of Physics SAS, Bratislava, Slovakia", "Institute of Physics, Zagreb, Croatia"],
     [[["Institute of Physics SAS"]], [["Institute of Physics"]]], ["SK", "HR"]),
    # the Zurich lab's company is not IBM Research, whose country it would take
    (["IBM Research, Yorktown Heights, NY, USA", "IBM Research AG, Rüschlikon, Switzerland",
      "IBM Research AG, Zurich, Switzerland"],
     [[["IBM Research", "IBM"]], [["IBM Research AG"]], [["IBM Research AG"]]], ["US", "CH", "CH"]),
])
def test_an_acronym_after_an_institute_is_no_legal_form(tmp_path, segments, chains, countries):
    r = resolve_organizations(facts(listing(tmp_path / "sas.txt", *segments)))
    assert _chains(r) == chains
    assert [r.organizations[slug].country for [slug] in r.affiliations] == countries


@pytest.mark.parametrize("segment, name", [
    ("Goldman Sachs & Co. LLC, New York, USA", "Goldman Sachs & Co."),
    ("Mitsui & Co., Ltd., Tokyo, Japan", "Mitsui & Co."),
    # one common word left without its form: the name as written
    ("Block, Inc., San Francisco, CA, USA", "Block, Inc."),
    ("X Corp., San Francisco, CA, USA", "X Corp."),
    ("Sea Limited, Singapore", "Sea Limited"),
])
def test_a_company_keeps_what_of_its_legal_form_is_its_name(tmp_path, segment, name):
    r = resolve_organizations(facts(listing(tmp_path / "co.txt", segment)))
    [[slug]] = r.affiliations
    assert r.organizations[slug].name == name


def test_a_segment_naming_a_known_institution_before_another_gives_both(tmp_path):
    r = resolve_organizations(facts(listing(tmp_path / "sfi.txt", "Swiss Finance Institute, EPFL, Lausanne, Switzerland")))
    assert r.affiliations == [["swiss-finance-institute", "ecole-polytechnique-federale-de-lausanne"]]
    assert [r.organizations[s].country for s in r.affiliations[0]] == ["CH", "CH"]


@pytest.mark.parametrize("segment, name, country", [
    ("GrabTaxi Holdings Pte. Ltd., Singapore", "GrabTaxi Holdings", "SG"),
    ("Meta Platforms, Inc., Menlo Park, CA, USA", "Meta Platforms", "US"),
    ("Acme Robotics S.A., Madrid, Spain", "Acme Robotics", "ES"),
    ("Acme Robotics K.K., Tokyo, Japan", "Acme Robotics", "JP"),
    ("Acme Robotics GmbH, Munich, Germany", "Acme Robotics", "DE"),
    # its legal form still tells a company named after its province
    ("Jiangsu First-Imaging Medical Equipment Co., Ltd", "Jiangsu First-Imaging Medical Equipment", "CN"),
])
def test_a_company_is_named_without_its_legal_form(tmp_path, segment, name, country):
    r = resolve_organizations(facts(listing(tmp_path / "forms.txt", segment, name)))
    [[slug], [same]] = r.affiliations
    org = r.organizations[slug]
    assert (same, org.name, org.country) == (slug, name, country)
    assert any(label != name and org_key(label) == org_key(name) for label in org.alt_labels)  # as written


def test_a_packaged_parent_finds_its_labs_papers_and_conforms(tmp_path):
    path = listing(tmp_path / "labs.txt", "Google Research, Mountain View, CA, USA（谷歌研究院）", "Google DeepMind, London, UK")
    graph = build(path)
    report = validate(graph)
    assert report.conforms, "\n".join(map(str, report.violations))
    google = resource("org", "google")
    assert not set(graph.objects(google, KG.sourceFile)) and not set(graph.objects(google, KG.labelEvidence))
    answer = run_named(graph, "papers-of-organization", {"org": "Google"})
    assert sorted(str(r["title"]) for r in answer.records()) == ["labs paper 0", "labs paper 1"]


def test_a_campus_keeps_its_country_and_rolls_up_to_its_university(tmp_path):
    path = listing(
        tmp_path / "campus.txt", "HKUST (GZ), Guangzhou, China ； HKUST, Hong Kong", "CUHK-Shenzhen, Shenzhen, China",
        "The Chinese University of Hong Kong, Hong Kong",
    )
    r = resolve_organizations(facts(path))
    gz, sz = "hong-kong-university-of-science-and-technology-guangzhou", "chinese-university-of-hong-kong-shenzhen"
    assert r.organizations[gz].parent == "hong-kong-university-of-science-and-technology"
    assert r.organizations[sz].parent == "chinese-university-of-hong-kong"
    assert [r.organizations[s].country for s in (gz, sz)] == ["CN", "CN"]
    assert r.kinds["chinese-university-of-hong-kong"] == "institution"  # named by a paper: read, not packaged
    graph = build(path)
    answer = run_named(graph, "papers-of-organization", {"org": "The Chinese University of Hong Kong"})
    assert sorted(str(r["title"]) for r in answer.records()) == ["campus paper 1", "campus paper 2"]
    assert run_named(graph, "organization-collaboration", {}).rows == []  # a paper of HKUST and its campus


def test_a_known_institution_written_after_another_is_its_peer(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "hms.txt", "Brigham and Women's Hospital, Harvard Medical School, Boston, MA, USA",
        "Department of Systems Biology, Harvard Medical School", "Harvard University",
        "Stanford University, Stanford AI Lab",
    )))
    assert r.affiliations[0] == ["brigham-and-womens-hospital", "harvard-medical-school"]
    assert r.organizations["harvard-medical-school"].parent == "harvard-university"
    assert r.affiliations[1] == ["harvard-medical-school/department-of-systems-biology"]
    assert r.affiliations[3] == ["stanford-university/stanford-ai-lab"]  # not a known institution: still a unit


def test_the_users_alias_file_wins_over_the_packaged_one(tmp_path):
    aliases = tmp_path / "aliases.yaml"
    aliases.write_text("organizations:\n  - split: CMU\n  - name: GT\n    aliases: [Georgia Tech]\n")
    r = resolve_organizations(facts(listing(
        tmp_path / "user.txt", "CMU", "Carnegie Mellon University", "Georgia Tech", "Georgia Institute of Technology",
    )), load_overrides(aliases, None))
    assert r.affiliations[:2] == [["cmu-user-paper-0"], ["carnegie-mellon-university"]]  # CMU kept apart
    assert r.affiliations[2:] == [["gt"], ["georgia-institute-of-technology"]]  # only what the user merged


def test_the_packaged_aliases_are_consistent():
    known = known_institutions()
    assert all(org_key(parent) in known.names for parent in known.parents.values())
    assert not set(known.aliases) & set(known.names)  # an alias is no institution's own name
    entries = load_data("aliases.yaml")["institutions"]
    aliases = [key for e in entries for key in {org_key(a) for a in e.get("aliases", ())}]
    assert len(aliases) == len(set(aliases))  # no alias names two institutions
    assert not set(aliases) & set(known.ambiguous)  # nor is one's alias another's ambiguous acronym
    # the country decides those, or for an institution of no country (FAIR), the paper only
    assert all(e.get("country") or e.get("part_of") for e in entries if e.get("ambiguous"))
    assert all(e.get("country") for e in entries if e.get("regions"))  # a state is one of its country's


def test_an_acronym_spelled_out_elsewhere_merges_no_segment_of_another_country(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "abroad.txt", "Massachusetts Institute of Technology (MIT), Cambridge, MA, USA", "MIT, Pune, India",
        "University College London (UCL), London, UK", "UCL, Louvain-la-Neuve, Belgium",
    )))
    assert r.affiliations == [["massachusetts-institute-of-technology"], ["mit"], ["university-college-london"], ["ucl"]]
    assert r.organizations["massachusetts-institute-of-technology"].country == "US"


def test_the_paper_tells_an_ambiguous_acronym_before_the_listings_do(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "ntu.txt", "Nottingham Trent University (NTU), Nottingham, UK", "Nanyang Technological University ； NTU",
    )))
    assert r.affiliations[1] == ["nanyang-technological-university"]


def test_a_known_name_that_is_also_a_region_is_a_place_where_the_segment_gives_a_country(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "meta.txt", "Universidad de los Llanos, Villavicencio, Meta, Colombia", "FAIR, Meta",
        "Microsoft Research, 1 Microsoft Way, Redmond, WA 98052, USA",
    )))
    assert r.affiliations[0] == ["universidad-de-los-llanos"]
    assert sorted(r.affiliations[1]) == ["meta-fair", "meta-platforms"]
    assert r.affiliations[2] == ["microsoft-research"]  # an address, not a division of Microsoft


def test_the_packaged_country_wins_where_segments_give_it(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "countries.txt", "HKUST, Hong Kong SAR, China", "HKUST, China", "HKUST, China",
        "Carnegie Mellon University, Doha, Qatar", "Carnegie Mellon University, Pittsburgh, PA, USA",
    )))
    assert named(r, "The Hong Kong University of Science and Technology").country == "HK"
    assert named(r, "Carnegie Mellon University").country == "US"


def test_units_of_a_known_institution_named_like_a_region_go_under_it(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "mila.txt", "Department of Brain and Cognitive Sciences, Mila", "Mila, Montreal, Canada",
    )))
    assert r.affiliations[0] == ["mila-quebec-ai-institute/department-of-brain-and-cognitive-sciences"]


def test_segments_that_name_nothing_make_no_organization(tmp_path):
    r = resolve_organizations(facts(listing(tmp_path / "empty.txt", "()", ", , ,", "Peking University")))
    assert r.affiliations == [[], [], ["peking-university"]]


def test_a_known_university_written_with_its_campus_town_is_that_campus(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "campus.txt", "CUHK, Shenzhen, China", "School of Data Science, CUHK, Shenzhen, Guangdong, China",
        "HKUST, Guangzhou, China", "CUHK, Hong Kong",
    )))
    sz, gz = "chinese-university-of-hong-kong-shenzhen", "hong-kong-university-of-science-and-technology-guangzhou"
    assert r.affiliations == [[sz], [f"{sz}/school-of-data-science"], [gz], ["chinese-university-of-hong-kong"]]


def test_a_bracketed_short_name_of_several_words_merges_its_spellings(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "iit.txt", "Department of CSE, Indian Institute of Technology Bombay (IIT Bombay), Mumbai, India",
        "IIT Bombay", "The University of Texas at Austin (UT Austin)", "UT Austin",
    )))
    iit, austin = "indian-institute-of-technology-bombay", "university-of-texas-at-austin"
    assert r.affiliations == [[f"{iit}/department-of-cse"], [iit], [austin], [austin]]
    assert "IIT Bombay" in r.organizations[iit].alt_labels


@pytest.mark.parametrize("segments, school, parent", [
    # a packaged institution's full name, then a unit phrase
    (["Department of Radiology, Stanford University School of Medicine, Stanford, CA, USA"],
     "Stanford University School of Medicine", "stanford-university"),
    (["Northwestern University Graduate School, Evanston, IL, USA"], "Northwestern University Graduate School",
     "northwestern-university"),
    # the school's name, a connector, then the institution's
    (["Feinberg Medical School of Northwestern University, Chicago, IL, USA"],
     "Feinberg Medical School of Northwestern University", "northwestern-university"),
    # an institution no package knows, written as one elsewhere; a campus school with its town inside
    (["Ruritania State University Riverside Graduate School", "Ruritania State University, Ruritania"],
     "Ruritania State University Riverside Graduate School", "ruritania-state-university"),
])
def test_a_school_written_as_one_name_with_its_institution_is_its_unit(tmp_path, segments, school, parent):
    r = resolve_organizations(facts(listing(tmp_path / "schools.txt", *segments)))
    [slug] = [s for s, o in r.organizations.items() if o.name == school]
    assert r.kinds[slug] == "unit" and slug.startswith(f"{parent}/")  # keeps its own name as written
    assert r.organizations[slug].parent == parent and r.kinds[parent] == "institution"


@pytest.mark.parametrize("segment", [
    "Stanford University Hospital, Stanford, CA, USA",  # a university hospital is an institution of its own
    "Stanford University School of Medicine Affiliated Hospital, Stanford, CA, USA",
    "Ruritania Graduate School, Ruritania",  # no institution before the school's words
    "Harvard Medical School, Boston, MA, USA",  # packaged as one, under Harvard University
])
def test_a_name_with_a_school_word_that_names_no_school_of_an_institution_stays_an_institution(tmp_path, segment):
    r = resolve_organizations(facts(listing(tmp_path / "own.txt", segment)))
    [slug] = r.affiliations[0]
    assert r.kinds[slug] == "institution" and r.organizations[slug].name == segment.split(",")[0]


def test_a_unit_in_brackets_is_a_unit_node_and_leaves_its_institution_its_names(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "brackets.txt", "MIT (CSAIL), Cambridge, MA, USA（麻省理工学院计算机科学与人工智能实验室）",
        "Huawei Technologies (Noah's Ark Lab), Shenzhen, China", "Fundamental AI Research (FAIR), Meta, New York, NY, USA",
    )))
    mit = "massachusetts-institute-of-technology"
    assert r.affiliations[0] == [f"{mit}/csail"]
    assert r.organizations[mit].alt_labels == ["MIT"] and not r.organizations[mit].zh_labels
    assert [z.text for z in r.organizations[f"{mit}/csail"].zh_labels] == ["麻省理工学院计算机科学与人工智能实验室"]
    assert r.organizations[f"{mit}/csail"].parent == mit
    assert r.affiliations[1] == ["huawei-noahs-ark-lab", "huawei-technologies"]
    assert r.organizations["huawei-noahs-ark-lab"].parent == "huawei-technologies"
    assert r.affiliations[2] == ["fundamental-ai-research", "meta-platforms"]
    assert r.organizations["meta-platforms"].locality == "New York"


def tops(resolution, i):
    """The top-of-chain organizations of paper ``i``."""
    found = set()
    for slug in resolution.affiliations[i]:
        while resolution.organizations[slug].parent:
            slug = resolution.organizations[slug].parent
        found.add(slug)
    return found


@pytest.mark.parametrize("segment, unit", [
    # the unit first, its institution in the next segment (a listing that cut one affiliation at its comma)
    ("School of Data Science（数据科学学院） ； Ruritania University, Ruritania, China（鲁里塔尼亚大学）", "School of Data Science"),
    ("Department of Statistics ； Department of Physics, Ruritania University", "Department of Statistics"),
    # the institution first, its unit last
    ("Ruritania University（鲁里塔尼亚大学） ； School of Big Data and Software Engineering（大数据与软件学院）",
     "School of Big Data and Software Engineering"),
])
def test_a_unit_written_alone_goes_under_the_institution_beside_it(tmp_path, segment, unit):
    r = resolve_organizations(facts(listing(tmp_path / "bare.txt", segment)))
    [slug] = [s for s, o in r.organizations.items() if o.name == unit]
    assert slug == f"ruritania-university/{slug.rsplit('/', 1)[1]}" and r.kinds[slug] == "unit"
    assert tops(r, 0) == {"ruritania-university"}
    zh = {z.text for z in r.organizations["ruritania-university"].zh_labels}
    assert zh <= {"鲁里塔尼亚大学"}  # the unit's label stays the unit's


@pytest.mark.parametrize("segment, alone", [
    ("Department of Statistics ； Acme Robotics Lab", "Department of Statistics"),  # a lab or company has no departments
    ("Paris School of Economics ； Ruritania University", "Paris School of Economics"),  # named after a town: its own
    ("London School of Economics ； Ruritania University", "London School of Economics and Political Science"),
    ("School of Computing, Germany ； Ruritania University, Ruritania, China", "School of Computing"),  # two countries
    ("School of Computing ； Ruritania University and Quillon University", "School of Computing"),  # whose?
    ("School of Computing ； Department of AI ； Ruritania University", "School of Computing"),  # another bare unit next
    # a school named by a person is never placed by position: its university is packaged or unknown
    ("Ada K. Byron School of Computer Science & Engineering（拜伦计算机学院） ； Ruritania University, Seattle, WA, USA",
     "Ada K. Byron School of Computer Science & Engineering"),
])
def test_a_unit_written_alone_stays_bare_where_the_segment_beside_it_may_not_hold_it(tmp_path, segment, alone):
    r = resolve_organizations(facts(listing(tmp_path / "alone.txt", segment)))
    assert any(r.organizations[t].name == alone for t in tops(r, 0)), tops(r, 0)


def test_packaged_labs_and_campuses_roll_up_to_their_university(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "known.txt", "Cornell Tech, New York, NY, USA（康奈尔科技校区，纽约，美国）", "Harvard University ； Kempner Institute",
        "Université Paris Cité and Sorbonne Université, CNRS, LPSM, Paris, France", "无问芯穹",
        "University of Göttingen（哥廷根大学）", "Stevens Institute of Technology",
        "Berkeley AI Research (BAIR), University of California, Berkeley", "PAZHOU LAB（琶洲实验室）",
    )))
    assert tops(r, 0) == {"cornell-university"}
    assert tops(r, 1) == {"harvard-university"}
    assert {r.organizations[t].name for t in tops(r, 2)} == {"Université Paris Cité", "Sorbonne Université", "CNRS"}
    [company] = r.affiliations[3]
    assert r.organizations[company].name == "Infinigence AI" and r.organizations[company].country == "CN"
    assert [r.organizations[s].country for s in (*r.affiliations[4], *r.affiliations[5])] == ["DE", "US"]
    assert tops(r, 6) == {"university-of-california-berkeley"}
    [pazhou] = r.affiliations[7]
    assert r.organizations[pazhou].name == "Pazhou Laboratory" and r.organizations[pazhou].country == "CN"


def test_a_centre_named_after_a_big_city_takes_its_country(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "a.txt", "Shanghai Clinical Imaging Research Center", "Cambridge Ruritania Laboratory",
        "Jackson Ruritania Laboratory", "Shanghai Ruritania Holdings",
    )))
    countries = {o.name: o.country for o in r.organizations.values()}
    # a city of several countries, or too small to tell, or a name with no organization word: none
    assert countries == {"Shanghai Clinical Imaging Research Center": "CN", "Cambridge Ruritania Laboratory": None,
                         "Jackson Ruritania Laboratory": None, "Shanghai Ruritania Holdings": None}


def test_a_lab_written_beside_its_company_keeps_the_chinese_name(tmp_path):
    r = resolve_organizations(facts(listing(tmp_path / "a.txt", "FAIR, Meta（Meta基础人工智能研究院）")))
    assert [z.text for z in r.organizations["meta-fair"].zh_labels] == ["Meta基础人工智能研究院"]
    assert not r.organizations["meta-platforms"].zh_labels


def chain_of(resolution, name):
    """The names up the chain of the one organization called ``name``, itself first."""
    [slug] = [s for s, o in resolution.organizations.items() if o.name == name]
    names = []
    while slug:
        names.append(resolution.organizations[slug].name)
        slug = resolution.organizations[slug].parent
    return names


# a reviewer's cases: a wrong parent is much worse than none
@pytest.mark.parametrize("segment, unit", [
    # A. only a university takes a bare unit: not a lab, a research institute, an academy
    ("School of Computer Science（计算机学院） ； Shanghai Artificial Intelligence Laboratory（上海人工智能实验室）", "School of Computer Science"),
    ("Department of Automation（自动化系） ； Peng Cheng Laboratory（鹏城实验室）", "Department of Automation"),
    ("School of Computer Science（计算机学院） ； Pazhou Laboratory（琶洲实验室）", "School of Computer Science"),
    ("College of Engineering（工程学院） ； Zhejiang Lab（之江实验室）", "College of Engineering"),
    ("Department of Computer Science（计算机科学系） ； Mila - Quebec AI Institute（魁北克人工智能研究所）", "Department of Computer Science"),
    ("Vector Institute（向量研究所） ； Department of Computer Science（计算机科学系）", "Department of Computer Science"),
    ("University of Toronto（多伦多大学） ； Vector Institute（向量研究所） ； Department of Statistical Sciences（统计科学系）",
     "Department of Statistical Sciences"),
    ("Allen Institute for AI（艾伦人工智能研究所） ； Department of Statistics（统计系）", "Department of Statistics"),
    ("School of Artificial Intelligence（人工智能学院） ； Institute of Automation, Chinese Academy of Sciences（中国科学院自动化研究所）",
     "School of Artificial Intelligence"),
    ("Department of Computer Science ； Kempner Institute", "Department of Computer Science"),
    # C. the unit's own segment names another institution or another place
    ("School of Software（清华大学软件学院） ； Peking University（北京大学）", "School of Software"),
    ("Department of Statistics（斯坦福大学统计系） ； Harvard University（哈佛大学）", "Department of Statistics"),
    ("Department of Informatics, Munich（计算机系，慕尼黑） ； University of Oxford（牛津大学）", "Department of Informatics"),
    # E. between two universities: whose?
    ("Peking University（北京大学） ； School of Artificial Intelligence（人工智能学院） ； Tsinghua University（清华大学）",
     "School of Artificial Intelligence"),
    ("Fudan University（复旦大学） ； School of Computer Science（计算机学院） ； Shanghai Jiao Tong University（上海交通大学）",
     "School of Computer Science"),
])
def test_a_unit_written_alone_is_placed_only_under_a_university_that_nothing_contradicts(tmp_path, segment, unit):
    r = resolve_organizations(facts(listing(tmp_path / "a.txt", segment)))
    assert chain_of(r, unit) == [unit]
    [slug] = [s for s, o in r.organizations.items() if o.name == unit]
    assert r.kinds[slug] == "bare unit" and r.organizations[slug].country is None


@pytest.mark.parametrize("segment, unit, parents", [
    # what was right stays right: beside a university, a hospital, a medical school
    ("Department of Statistics（统计系） ； Stanford University（斯坦福大学）", "Department of Statistics", ["Stanford University"]),
    ("Stanford University（斯坦福大学） ； Department of Statistics（统计系）", "Department of Statistics", ["Stanford University"]),
    ("School of Computer Science（计算机学院） ； Fudan University, Shanghai, China（复旦大学，上海，中国）", "School of Computer Science",
     ["Fudan University"]),
    ("Department of Mathematics（数学系） ； ETH Zurich（苏黎世联邦理工学院）", "Department of Mathematics", ["ETH Zurich"]),
    ("School of Computing ； Department of AI Computing, KAIST", "School of Computing",
     ["Korea Advanced Institute of Science and Technology"]),
    ("Department of Mechanical Engineering ； Massachusetts Institute of Technology", "Department of Mechanical Engineering",
     ["Massachusetts Institute of Technology"]),
    ("Mila - Quebec AI Institute ； Department of Computer Science ； McGill University", "Department of Computer Science",
     ["McGill University"]),
    ("Department of Radiology（放射科） ； Massachusetts General Hospital（麻省总医院）", "Department of Radiology",
     ["Massachusetts General Hospital"]),
    ("Department of Computer Science ； University of Toronto ； Vector Institute", "Department of Computer Science",
     ["University of Toronto"]),
    ("School of Software（清华大学软件学院） ； Tsinghua University（清华大学）", "School of Software", ["Tsinghua University"]),
    # units written first all through the paper: the one between two universities is the next one's
    ("School of Computing ； National University of Singapore, Singapore ； Department of Statistics ； University of Oxford",
     "Department of Statistics", ["University of Oxford"]),
    ("Department of Informatics, Munich ； Technical University of Munich", "Department of Informatics",
     ["Technical University of Munich"]),
    # B. a school named after a person goes under its university by knowledge, never by position
    ("Kellogg School of Management（凯洛格管理学院） ； Stanford University（斯坦福大学）", "Kellogg School of Management",
     ["Northwestern University"]),
    ("Booth School of Business（布斯商学院） ； Northwestern University（西北大学）", "Booth School of Business", ["University of Chicago"]),
    ("Chicago Booth School of Business（芝加哥大学布斯商学院） ； Stanford University", "Booth School of Business",
     ["University of Chicago"]),
    ("Tandon School of Engineering（坦登工程学院） ； Columbia University（哥伦比亚大学）", "Tandon School of Engineering",
     ["New York University"]),
    ("Gaoling School of AI（高瓴人工智能学院） ； Peking University（北京大学）", "Gaoling School of Artificial Intelligence",
     ["Renmin University of China"]),
    ("Paul G. Allen School of Computer Science & Engineering ； Stanford University",
     "Paul G. Allen School of Computer Science & Engineering", ["University of Washington"]),
    ("Courant Institute ； Princeton University", "Courant Institute of Mathematical Sciences", ["New York University"]),
    ("Sloan School of Management ； Harvard University", "Sloan School of Management", ["Massachusetts Institute of Technology"]),
    ("Jacobs School of Engineering ； Stanford University", "Jacobs School of Engineering", ["University of California, San Diego"]),
    ("Wharton School ； Princeton University", "Wharton School", ["University of Pennsylvania"]),  # as written
    ("Heinz College ； University of Pittsburgh", "Heinz College of Information Systems and Public Policy",
     ["Carnegie Mellon University"]),
    ("Schwarzman College of Computing ； Stanford University", "Schwarzman College of Computing", ["Massachusetts Institute of Technology"]),
    ("Viterbi School of Engineering ； Stanford University", "Viterbi School of Engineering", ["University of Southern California"]),
    ("Samueli School of Engineering ； Stanford University", "Samueli School of Engineering", ["University of California, Los Angeles"]),
    ("Whiting School of Engineering ； Stanford University", "Whiting School of Engineering", ["Johns Hopkins University"]),
    ("Grainger College of Engineering ； Stanford University", "Grainger College of Engineering",
     ["University of Illinois Urbana-Champaign"]),
    ("Max Planck School of Cognition ； Leipzig University", "Max Planck School of Cognition", []),  # unknown: its own
])
def test_a_unit_written_alone_goes_where_it_is_known_to_be(tmp_path, segment, unit, parents):
    r = resolve_organizations(facts(listing(tmp_path / "a.txt", segment)))
    assert chain_of(r, unit) == [unit, *parents]


@pytest.mark.parametrize("segment, name, country", [
    # D. the segment's own places win; a city's name leads a centre only when followed by a word of the field
    ("Alexandria Center for Life Science, New York（亚历山大生命科学中心，纽约）", "Alexandria Center for Life Science", None),
    ("Dublin Research Lab, Ohio（都柏林研究实验室，俄亥俄）", "Dublin Research Lab", None),
    ("Dublin Research Lab, Dublin, OH, USA", "Dublin Research Lab", "US"),
    ("Santiago de Compostela Health Research Institute（圣地亚哥-德孔波斯特拉健康研究所）",
     "Santiago de Compostela Health Research Institute", None),
    ("Sydney Brenner Institute for Molecular Bioscience（悉尼·布伦纳分子生物科学研究所）",
     "Sydney Brenner Institute for Molecular Bioscience", None),
    ("Shanghai Clinical Research and Trial Center（上海临床研究中心）", "Shanghai Clinical Research and Trial Center", "CN"),
    ("Paris Brain Institute", "Paris Brain Institute", "FR"),
    ("Dublin Research Lab", "Dublin Research Lab", "IE"),
    ("Chongqing Key Laboratory of Brain-Inspired Computing", "Chongqing Key Laboratory of Brain-Inspired Computing", "CN"),
])
def test_a_centre_named_after_a_city_takes_its_country_only_when_nothing_else_tells(tmp_path, segment, name, country):
    r = resolve_organizations(facts(listing(tmp_path / "a.txt", segment)))
    [org] = [o for o in r.organizations.values() if o.name == name]
    assert org.country == country


@pytest.mark.parametrize("segment, lab, parent, zh", [
    # F. a Chinese name that is the parent's is not the lab's
    ("FAIR, Meta（Meta公司）", "Meta FAIR", "Meta Platforms", set()),
    ("Tübingen AI Center, University of Tübingen（图宾根大学）", "Tübingen AI Center", "University of Tübingen", set()),
    ("Language Technologies Institute, Carnegie Mellon University（卡内基梅隆大学）", "Language Technologies Institute",
     "Carnegie Mellon University", set()),
    ("Kempner Institute, Harvard University（哈佛大学）", "Kempner Institute for the Study of Natural and Artificial Intelligence",
     "Harvard University", set()),
    ("FAIR, Meta（Meta基础人工智能研究院）", "Meta FAIR", "Meta Platforms", {"Meta基础人工智能研究院"}),
])
def test_a_known_lab_beside_its_parent_takes_no_chinese_name_of_the_parent(tmp_path, segment, lab, parent, zh):
    r = resolve_organizations(facts(listing(tmp_path / "a.txt", segment)))
    assert chain_of(r, lab) == [lab, parent]
    [org] = [o for o in r.organizations.values() if o.name == lab]
    assert {z.text for z in org.zh_labels} == zh


def test_a_division_named_by_a_packaged_lab_and_more_words_is_the_labs(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "div.txt",
        "Microsoft Research Widget Science, Cambridge, UK",
        "Microsoft Research Widget Science, Beijing, China",
        "Google DeepMind Widgets Team, London, UK",
        "Huawei Singapore Research Center, Singapore",
    )))
    widgets = named(r, "Microsoft Research Widget Science")
    assert widgets.parent == "microsoft-research"
    assert r.organizations["microsoft-research"].parent == "microsoft"
    assert widgets.country is None  # one lab in two countries as often: neither is its
    assert r.organizations["microsoft"].country == "US"
    deepmind = named(r, "Google DeepMind Widgets Team")
    assert r.organizations[deepmind.parent].name == "Google DeepMind" and deepmind.country == "GB"
    assert named(r, "Huawei Singapore Research Center").parent == "huawei-technologies"


def test_a_division_keeps_the_country_most_of_its_segments_give(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "div.txt", "Microsoft Research Widget Science, Cambridge, UK",
        "Microsoft Research Widget Science, Cambridge, UK", "Microsoft Research Widget Science, Beijing, China",
    )))
    assert named(r, "Microsoft Research Widget Science").country == "GB"


@pytest.mark.parametrize("segment", [
    "Huawei Widget Medical Center, Shenzhen, China",  # no research centre: not a division by its words
    "Huawei Widget Technologies, Shenzhen, China",  # a company of its own, no research centre
    "Google University of Widgets",  # an institution word after the company's name
    "Widgetsoft Research Lab, USA",  # no packaged company leads it
    # written with a legal form: a company of its own
    "Meta Materials Inc., Halifax, Canada",
    "Cohere Health, Inc., Boston, MA, USA",
    "Tesla Exploration Ltd., Calgary, Canada",
    "Vivo Energy plc, London, UK",
    "Snap Fitness, Inc., Chanhassen, MN, USA",
    "Apple Rubber, Inc., Lancaster, NY, USA",
    "Siemens Energy AG, Munich, Germany",
    # companies named after RIKEN, none of its centres
    "RIKEN Keiki Co., Ltd., Tokyo, Japan",
    "RIKEN Keiki, Tokyo, Japan",
    "Riken Vitamin Co., Ltd., Tokyo, Japan",
    "RIKEN GENESIS Co., Ltd., Tokyo, Japan",
    "Riken Technos Corporation, Tokyo, Japan",
])
def test_a_name_led_by_a_company_is_not_always_its_division(tmp_path, segment):
    r = resolve_organizations(facts(listing(tmp_path / "not.txt", segment)))
    known = known_institutions()
    # the institutions the segment names that the packaged list does not: none under a company
    read = [o for o in r.organizations.values() if r.kinds[o.slug] == "institution" and known.institution(org_key(o.name)) is None]
    assert read and all(o.parent is None for o in read)


def test_a_company_with_a_public_benefit_corporation_suffix_is_the_company(tmp_path):
    r = resolve_organizations(facts(listing(tmp_path / "pbc.txt", "Widget Bio, PBC, New York, NY, USA")))
    assert [(o.name, o.alt_labels) for o in r.organizations.values()] == [("Widget Bio", ["Widget Bio, PBC"])]
    assert not any(o.name == "PBC" for o in r.organizations.values())


def test_an_ambiguous_acronym_is_the_one_whose_chinese_name_leads_the_label(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "cas.txt",
        "Widget Centre, HKWI, CAS（中国科学院香港小部件研究院小部件中心）",
        "Widget Lab, CAS（中国科学院大学小部件实验室）",  # UCAS's Chinese name leads: not CAS's
        "Widget Lab, CAS（小部件实验室）",  # no Chinese name of an institution
    )))
    assert r.affiliations[0][0].startswith("chinese-academy-of-sciences")
    assert r.organizations["chinese-academy-of-sciences"].country == "CN"
    assert not any(s.startswith("chinese-academy-of-sciences") for s in r.affiliations[1] + r.affiliations[2])


def test_a_known_agency_after_its_centre_is_the_institution(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "cma.txt", "National Widget Center, China Meteorological Administration（中国气象局国家小部件中心）",
        "南京信息工程大学", "Widget Center of the Russian Academy of Sciences, Moscow, Russia",
    )))
    cma = named(r, "China Meteorological Administration")
    assert cma.country == "CN" and units_of(r, cma.slug) == ["National Widget Center"]
    assert named(r, "Nanjing University of Information Science and Technology").country == "CN"
    ras = named(r, "Russian Academy of Sciences")
    assert units_of(r, ras.slug) == ["Widget Center of the Russian Academy of Sciences"]


# --- regressions of the company-division, dash and Chinese-prefix rules -------------------


def _resolved(tmp_path, *segments):
    return resolve_organizations(facts(listing(tmp_path / "reg.txt", *segments)))


def _chains(r):
    """Each paper's organizations, as the names up each chain."""
    def chain(slug):
        names = []
        while slug:
            names.append(r.organizations[slug].name)
            slug = r.organizations[slug].parent
        return names
    return [[chain(s) for s in slugs] for slugs in r.affiliations]


@pytest.mark.parametrize("segments", [
    ["Microsoft Research – Inria Joint Centre, Palaiseau, France（微软研究院-Inria联合中心）",
     "Microsoft Research, Redmond, WA, USA（微软研究院）"],
    ["Microsoft Research – Inria Joint Centre, Palaiseau, France（微软研究院-Inria联合中心）",
     "Microsoft Research – Inria Joint Centre, Palaiseau, France（微软研究院-Inria联合中心）",
     "Microsoft Research（微软研究院）"],
])
def test_a_joint_centre_of_a_company_lab_is_not_split_off_it(tmp_path, segments):
    r = _resolved(tmp_path, *segments)
    names = {o.name for o in r.organizations.values()}
    assert "Inria Joint Centre" not in names
    assert r.organizations["microsoft-research"].country != "FR"
    # the joint centre is kept whole, under no company
    [centre] = [o for o in r.organizations.values() if "Joint Centre" in o.name]
    assert centre.parent is None


def test_a_segments_country_never_overrides_a_packaged_one(tmp_path):
    r = _resolved(tmp_path, "Nokia Bell Labs, Murray Hill, NJ, USA ； Nokia, Murray Hill, NJ, USA")
    assert named(r, "Nokia").country == known_institutions().headquarters[org_key("Nokia")]


@pytest.mark.parametrize("segment", [
    "Amazon Basin Research Center, Manaus, Brazil（亚马逊流域研究中心）",
    "Samsung Medical Center Research Institute, Seoul, Korea（三星医疗中心研究所）",
    "Apple Hospitality Research, Richmond, VA, USA（苹果酒店研究）",
    "Amazon Research and Development Center, Berlin, Germany",
    "Tencent Research Institute, Beijing, China",
    "Alibaba – NTU Joint Research Institute, Singapore",
])
def test_a_one_word_company_name_before_other_words_is_no_division(tmp_path, segment):
    r = _resolved(tmp_path, segment)
    [[chain]] = _chains(r)
    assert len(chain) == 1, chain


@pytest.mark.parametrize("segment, company", [
    ("Huawei Singapore Research Center, Singapore", "Huawei Technologies"),
    ("Amazon Research Tübingen, Tübingen, Germany", "Amazon"),
    ("Google Cloud AI Research, Sunnyvale, CA, USA", "Google"),
    ("Apple Machine Learning Research, Cupertino, CA, USA", "Apple"),
])
def test_a_one_word_company_name_and_lab_words_is_a_division(tmp_path, segment, company):
    r = _resolved(tmp_path, segment)
    [[chain]] = _chains(r)
    assert chain[-1] == company


@pytest.mark.parametrize("segments, name, country", [
    (["Google Research India, Bangalore, India（谷歌印度研究院）",
      "Google Research India, Mountain View, CA, USA（谷歌印度研究院）"], "Google Research India", "IN"),
    (["Huawei Research Center Munich, Munich, Germany（华为慕尼黑研究中心）",
      "Huawei Research Center Munich, Shenzhen, China（华为慕尼黑研究中心）"], "Huawei Research Center Munich", "DE"),
    (["Microsoft Research Widget Science, Cambridge, UK",
      "Microsoft Research Widget Science, Beijing, China"], "Microsoft Research Widget Science", None),
])
def test_a_division_tied_between_countries_takes_the_place_its_name_gives(tmp_path, segments, name, country):
    r = _resolved(tmp_path, *segments)
    assert named(r, name).country == country


@pytest.mark.parametrize("segment, wrong", [
    ("Department of Computer Science, UMD（马里兰大学巴尔的摩分校计算机科学系）", "University of Maryland"),
    ("Department of Computer Science, UW（华盛顿大学圣路易斯分校计算机科学系）", "University of Washington"),
])
def test_an_ambiguous_acronym_is_not_a_university_whose_name_leads_another_campus(tmp_path, segment, wrong):
    r = _resolved(tmp_path, segment)
    assert wrong not in {o.name for o in r.organizations.values()}


@pytest.mark.parametrize("segment, right", [
    ("Department of Computer Science, NTU（南洋理工大学计算机科学系）", "Nanyang Technological University"),
    ("Institute of Physics, CAS（中国科学院物理研究所）", "Chinese Academy of Sciences"),
])
def test_an_ambiguous_acronym_is_the_university_whose_name_leads_a_unit(tmp_path, segment, right):
    r = _resolved(tmp_path, segment)
    [[chain]] = _chains(r)
    assert chain[-1] == right


@pytest.mark.parametrize("segment, team", [
    ("Allen Institute for AI – Semantic Scholar Research, Seattle, WA, USA（艾伦人工智能研究所）", "Semantic Scholar Research"),
    ("Amazon Web Services – AI Research and Education, Seattle, WA, USA（亚马逊云科技）", "AI Research and Education"),
])
def test_a_team_after_a_dash_is_no_institution(tmp_path, segment, team):
    r = _resolved(tmp_path, segment)
    assert not any(o.name == team and is_institution(r, o) for o in r.organizations.values())
    assert len(r.affiliations[0]) == 1


@pytest.mark.parametrize("segment, lab", [
    ("Baidu Research Institute, Beijing, China（百度研究院）", "Baidu Research"),
    ("Tencent Youtu Lab Research, Shanghai, China（腾讯优图实验室）", "Tencent Youtu Lab"),
    ("Microsoft Research Lab – India, Bangalore, India（微软印度研究院）", "Microsoft Research India"),
])
def test_a_division_translated_as_a_packaged_lab_is_that_lab(tmp_path, segment, lab):
    r = _resolved(tmp_path, segment)
    [[chain]] = _chains(r)
    assert chain[0] == lab


@pytest.mark.parametrize("segment, company", [
    ("Meta Research Scientist, Menlo Park, CA, USA（Meta研究科学家）", "Meta Platforms"),
    ("Microsoft Research Intern, Redmond, WA, USA（微软研究院实习生）", "Microsoft"),
    ("Huawei Research Fellow, Shenzhen, China（华为研究员）", "Huawei Technologies"),
    ("Apple Research Intern, Cupertino, CA, USA（苹果研究实习生）", "Apple"),
    ("Google Research Scholar Program, Mountain View, CA, USA（谷歌研究学者计划）", "Google"),
    ("Amazon Research Award Program, Seattle, WA, USA（亚马逊研究奖计划）", "Amazon"),
])
def test_a_job_title_or_programme_after_a_company_is_the_company(tmp_path, segment, company):
    r = _resolved(tmp_path, segment)
    assert _chains(r) == [[[company]]]
    org = named(r, company)
    assert not {z.text for z in org.zh_labels} - set(known_institutions().zh.get(org_key(company), ()))


@pytest.mark.parametrize("segment, name, label, not_in_label", [
    ("ETH Zurich – Swiss Federal Institute of Technology, Zurich, Switzerland（苏黎世联邦理工学院）",
     "ETH Zurich", "苏黎世联邦理工学院", None),
    ("Universität Tübingen – Tübingen AI Center, Tübingen, Germany（图宾根大学图宾根人工智能中心）",
     "Tübingen AI Center", None, "图宾根大学"),
])
def test_labels_of_a_segment_split_at_a_dash(tmp_path, segment, name, label, not_in_label):
    r = _resolved(tmp_path, segment)
    labels = {z.text for o in r.organizations.values() if o.name == name for z in o.zh_labels}
    if label:
        assert label in labels
    if not_in_label:
        assert labels and not any(not_in_label in z for z in labels), labels


def test_a_main_campus_written_with_its_town_is_the_university(tmp_path):
    r = _resolved(
        tmp_path,
        "University of Maryland, College Park, MD 20742, USA（马里兰大学帕克分校）",
        "University of Maryland（马里兰大学）",
        "University of Maryland, Baltimore County, Baltimore, MD, USA",
        "University of California, Berkeley, CA, USA",
        "University of California, Los Angeles, CA, USA",
        "University of Illinois Urbana-Champaign, Urbana, IL, USA",
        "University of Illinois Chicago, Chicago, IL, USA",
    )
    chains = _chains(r)
    assert chains[0] == chains[1] == [["University of Maryland"]]
    assert len({chain[0][-1] for chain in chains}) == 6


@pytest.mark.parametrize("segment, name, country", [
    ("University of Würzburg（维尔茨堡大学）", "University of Würzburg", "DE"),
    ("NetApp（网域存储公司）", "NetApp", "US"),
    ("Robust Intelligence（鲁棒智能公司）", "Robust Intelligence", "US"),
    ("Center for AI Safety（人工智能安全中心）", "Center for AI Safety", "US"),
])
def test_the_country_of_an_organization_no_segment_places(tmp_path, segment, name, country):
    assert named(_resolved(tmp_path, segment), name).country == country


@pytest.mark.parametrize("segment, name, country", [
    ("Northwest Normal University（西北师范大学）", "Northwest Normal University", "CN"),
    ("Hangzhou Dianzi University（杭州电子科技大学）", "Hangzhou Dianzi University", "CN"),
    ("Zilliz（Zilliz公司）", "Zilliz", "US"),
    ("DBOS, Inc.（DBOS公司）", "DBOS", "US"),
    ("RelationalAI（RelationalAI公司）", "RelationalAI", "US"),
])
def test_the_country_of_a_university_or_company_of_a_database_venue(tmp_path, segment, name, country):
    assert named(_resolved(tmp_path, segment), name).country == country


@pytest.mark.parametrize("segment, chain", [
    # a well-known unit written alone, its university on the same line
    ("Media Lab（媒体实验室） ； Massachusetts Institute of Technology, Cambridge, MA 02139, USA",
     ["MIT Media Lab", "Massachusetts Institute of Technology"]),
    ("Media Lab ； Massachusetts Institute of Technology", ["MIT Media Lab", "Massachusetts Institute of Technology"]),
    ("Human-Computer Interaction Institute ； Carnegie Mellon University, Pittsburgh, PA, USA ； Apple（苹果）",
     ["CMU Human-Computer Interaction Institute", "Carnegie Mellon University"]),
    ("Center for Information Technology Policy ； Princeton University, Princeton, NJ, USA",
     ["Princeton Center for Information Technology Policy", "Princeton University"]),
    # without its university, a name other units share stays as written; an independent one stays
    ("Media Lab ； Stanford University", ["Media Lab"]),
    ("Robotics Institute, Ann Arbor, MI, USA", ["Robotics Institute"]),
    ("Center for AI Safety ； University of Illinois Urbana-Champaign", ["Center for AI Safety"]),
    # written with its university, it stays that university's unit
    ("Robotics Institute, Carnegie Mellon University, Pittsburgh, PA, USA",
     ["Robotics Institute", "Carnegie Mellon University"]),
])
def test_a_well_known_unit_written_alone_beside_its_university(tmp_path, segment, chain):
    assert _chains(_resolved(tmp_path, segment))[0][0] == chain


@pytest.mark.parametrize("segment, packaged", [
    # a shared unit name is placed by the paper naming its parent, never by the state it gives
    ("Media Lab, Boston, MA ； Northeastern University", "MIT Media Lab"),
    ("Media Lab, Cambridge, MA ； Harvard University", "MIT Media Lab"),
    ("Institute for Human-Centered AI, Los Angeles, CA ； University of Southern California",
     "Stanford Institute for Human-Centered Artificial Intelligence"),
    ("Human-Computer Interaction Institute, Pittsburgh, PA ； University of Pittsburgh",
     "CMU Human-Computer Interaction Institute"),
    ("Robotics Institute, Pittsburgh, PA ； University of Pittsburgh", "CMU Robotics Institute"),
    ("Center for Information Technology Policy, Newark, NJ ； Rutgers University",
     "Princeton Center for Information Technology Policy"),
])
def test_a_shared_unit_name_is_never_placed_by_its_state(tmp_path, segment, packaged):
    assert not any(packaged in chain for chain in _chains(_resolved(tmp_path, segment))[0])


def test_a_company_lab_named_by_its_own_name_is_the_company_s(tmp_path):
    assert _chains(_resolved(tmp_path, "Microsoft Gray Systems Lab（微软灰色系统实验室）"))[0][0] == [
        "Microsoft Gray Systems Lab", "Microsoft"]


def test_a_ministry_after_its_key_lab_is_no_organization_of_the_paper(tmp_path):
    r = _resolved(tmp_path, "School of Information, Renmin University of China, Beijing, China ； "
                            "Key Laboratory of Data Engineering and Knowledge Engineering, MOE")
    assert not any(o.name in ("MOE", "Ministry of Education") for o in r.organizations.values())


@pytest.mark.parametrize("segment, chain, country", [
    ("Royal Holloway, University of London", ["Royal Holloway, University of London"], "GB"),
    ("Department of Computing, Goldsmiths, University of London, London, UK",
     ["Department of Computing", "Goldsmiths, University of London"], "GB"),
    ("Birkbeck, University of London", ["Birkbeck, University of London"], "GB"),
    ("Queen Mary, University of London, London, UK", ["Queen Mary University of London"], "GB"),
    ("SOAS, University of London", ["SOAS University of London"], "GB"),
    # the University of London alone, and its own school, stay it
    ("University of London", ["University of London"], "GB"),
    ("School of Advanced Study, University of London", ["School of Advanced Study", "University of London"], "GB"),
    # a place or a building before it is no college of it
    ("Senate House, University of London", ["Senate House", "University of London"], "GB"),
    ("Bloomsbury, University of London", ["Bloomsbury", "University of London"], "GB"),
    ("Stony Brook, State University of New York", ["Stony Brook", "State University of New York"], "US"),
    ("St George's, University of London, London, UK", ["St George's, University of London"], "GB"),
])
def test_a_college_of_the_university_of_london_is_an_institution_of_its_own(tmp_path, segment, chain, country):
    r = _resolved(tmp_path, segment)
    assert _chains(r)[0][0] == chain
    assert named(r, chain[-1]).country == country


@pytest.mark.parametrize("segment, chain", [
    ("Baidu Big Data Lab", ["Baidu Big Data Lab", "Baidu"]),  # a packaged lab: its words are generic
    ("Baidu Big Data Lab, Beijing, China", ["Baidu Big Data Lab", "Baidu"]),
    # generic words after the company's name name no lab of it; alone they name anyone's
    ("Baidu Open Lab", ["Baidu Open Lab"]),
    ("Big Data Lab", ["Big Data Lab"]),
])
def test_a_packaged_company_lab_named_by_generic_words_is_the_company_s(tmp_path, segment, chain):
    assert _chains(_resolved(tmp_path, segment))[0][0] == chain


@pytest.mark.parametrize("segment, chain, countries", [
    # a company's research arm, as Adobe Research is Adobe's (a lab no segment places has no country of its own)
    ("Style3D Research（凌迪Style3D研究院）", ["Style3D Research", "Style3D"], [None, "CN"]),
    ("Style3D Research, Hangzhou, China", ["Style3D Research", "Style3D"], ["CN", "CN"]),
    ("Adobe Research", ["Adobe Research", "Adobe"], [None, "US"]),
    # any Fraunhofer institute is an institute of the Fraunhofer-Gesellschaft, packaged or not
    ("Fraunhofer IIS（弗劳恩霍夫集成电路研究所）", ["Fraunhofer IIS", "Fraunhofer-Gesellschaft"], ["DE", "DE"]),
    ("Fraunhofer IGD", ["Fraunhofer IGD", "Fraunhofer-Gesellschaft"], ["DE", "DE"]),
    ("Fraunhofer Institute for Computer Graphics Research IGD, Darmstadt, Germany",
     ["Fraunhofer Institute for Computer Graphics Research IGD", "Fraunhofer-Gesellschaft"], ["DE", "DE"]),
    ("Fraunhofer IAIS, Sankt Augustin, Germany",
     ["Fraunhofer Institute for Intelligent Analysis and Information Systems", "Fraunhofer-Gesellschaft"],
     ["DE", "DE"]),
    ("Max Planck Institute for Biological Cybernetics, Tübingen, Germany",
     ["Max Planck Institute for Biological Cybernetics", "Max Planck Society"], ["DE", "DE"]),
    ("Max Planck Institute for Informatics", ["Max Planck Institute for Informatics", "Max Planck Society"],
     ["DE", "DE"]),
    # the society itself; an institute abroad keeps the country its segment gives
    ("Fraunhofer-Gesellschaft", ["Fraunhofer-Gesellschaft"], ["DE"]),
    ("Fraunhofer USA Center for Manufacturing Innovation, Boston, MA, USA",
     ["Fraunhofer USA Center for Manufacturing Innovation", "Fraunhofer-Gesellschaft"], ["US", "DE"]),
])
def test_a_research_arm_or_institute_goes_under_its_company_or_society(tmp_path, segment, chain, countries):
    r = _resolved(tmp_path, segment)
    assert _chains(r)[0][0] == chain
    by_name = {o.name: o.country for o in r.organizations.values()}
    assert [by_name[n] for n in chain] == countries


@pytest.mark.parametrize("segment, chain, countries", [
    # an institute abroad is in the country its name or its segment names, not the society's
    ("Fraunhofer Singapore", ["Fraunhofer Singapore", "Fraunhofer-Gesellschaft"], ["SG", "DE"]),
    ("Fraunhofer USA Center for Manufacturing Innovation",
     ["Fraunhofer USA Center for Manufacturing Innovation", "Fraunhofer-Gesellschaft"], ["US", "DE"]),
    ("Fraunhofer Portugal AICOS", ["Fraunhofer Portugal AICOS", "Fraunhofer-Gesellschaft"], ["PT", "DE"]),
    ("Fraunhofer Italia（弗劳恩霍夫意大利）", ["Fraunhofer Italia", "Fraunhofer-Gesellschaft"], ["IT", "DE"]),
    ("Max Planck Institute for Psycholinguistics, Nijmegen",
     ["Max Planck Institute for Psycholinguistics", "Max Planck Society"], ["NL", "DE"]),
    ("Max Planck Institute for Psycholinguistics",  # packaged: in Nijmegen
     ["Max Planck Institute for Psycholinguistics", "Max Planck Society"], ["NL", "DE"]),
    # ... and one at home, written with DE, is in Germany, not Delaware
    ("Fraunhofer IDMT, Ilmenau, DE", ["Fraunhofer IDMT", "Fraunhofer-Gesellschaft"], ["DE", "DE"]),
    ("Max Planck Institute for Biological Cybernetics, Tübingen, DE",
     ["Max Planck Institute for Biological Cybernetics", "Max Planck Society"], ["DE", "DE"]),
    ("MPI for Biological Cybernetics, Tübingen", ["MPI for Biological Cybernetics", "Max Planck Society"],
     ["DE", "DE"]),
    # the society's name alone with a generic word names no one institute; a street's, none of them
    ("Fraunhofer Institute", ["Fraunhofer-Gesellschaft"], ["DE"]),
    ("Fraunhofer Street Clinic, Berlin", ["Fraunhofer Street Clinic"], ["DE"]),
])
def test_a_society_s_institute_is_in_the_country_its_name_or_segment_names(tmp_path, segment, chain, countries):
    test_a_research_arm_or_institute_goes_under_its_company_or_society(tmp_path, segment, chain, countries)


@pytest.mark.parametrize("segment, name, country", [
    ("Acme Inc., Roma, TX 78584", "Acme Inc.", "US"),  # one word but for its legal form: as written
    ("Acme Inc., Wien, WI", "Acme Inc.", "US"),
    ("Acme Srl, Roma", "Acme Srl", "IT"),
    ("Praha Community Clinic, Praha, TX", "Praha Community Clinic", "US"),
])
def test_a_us_state_after_a_town_s_own_language_name_is_the_state(tmp_path, segment, name, country):
    assert named(_resolved(tmp_path, segment), name).country == country


def test_a_packaged_institution_of_a_town_s_own_language_name_is_in_its_country(tmp_path):
    # Sapienza is packaged in Italy: Roma is Rome, GA no Georgia (no ZIP code says a US state)
    assert named(_resolved(tmp_path, "Sapienza University, Roma, GA"), "Sapienza University of Rome").country == "IT"


@pytest.mark.parametrize("segment, chain, countries", [
    # a packaged company's research arm goes under it, with the company's headquarters
    ("VMware Research, Palo Alto, CA, USA（VMware研究院）", ["VMware Research", "VMware"], ["US", "US"]),
    ("VMware（威睿）", ["VMware"], ["US"]),
    # a well-known unit that names itself "Clinic" is its university's, not a hospital of its own
    ("Jameel Clinic, Massachusetts Institute of Technology, Cambridge, MA",
     ["MIT Jameel Clinic", "Massachusetts Institute of Technology"], ["US", "US"]),
    # a unit whose bracketed acronym leads with its institution's acronym (TUM-IAS) is the institution's
    ("Institute for Advanced Study (TUM-IAS), Munich, Germany",
     ["Institute for Advanced Study", "Technical University of Munich"], ["DE", "DE"]),
    ("Center for Data Science (NYU-CDS)", ["Center for Data Science", "New York University"], ["US", "US"]),
    # ... only in the lead's country: NYU-SH in China is NYU Shanghai, a campus of its own, no NYU of China
    ("Center for Data Science (NYU-SH), Shanghai, China", ["Center for Data Science"], ["CN"]),
    ("Computer Science Program (NYU-AD), Abu Dhabi, UAE",
     ["Computer Science Program", "New York University Abu Dhabi", "New York University"], ["AE", "AE", "US"]),
    # ... unless the whole acronym names a campus of its own, in another country
    ("Data Science and Analytics Thrust (HKUST-GZ)",
     ["Data Science and Analytics Thrust", "The Hong Kong University of Science and Technology (Guangzhou)",
      "The Hong Kong University of Science and Technology"], ["CN", "CN", "HK"]),
    # near misses: an acronym joining two institutions, or led by no known one, names no parent
    ("Institute for Advanced Study, Princeton, NJ, USA", ["Institute for Advanced Study"], ["US"]),
    ("Joint Lab (ABCD-XYZ)", ["Joint Lab"], [None]),
    # the Broad Institute written with its founders in the other order
    ("Cancer Program, Broad Institute of Harvard and MIT",
     ["Cancer Program", "Broad Institute of MIT and Harvard"], ["US", "US"]),
])
def test_a_lab_or_institute_goes_under_the_institution_its_name_or_acronym_gives(tmp_path, segment, chain, countries):
    r = _resolved(tmp_path, segment)
    assert _chains(r)[0][0] == chain
    by_name = {o.name: o.country for o in r.organizations.values()}
    assert [by_name[n] for n in chain] == countries


@pytest.mark.parametrize("segment, name, country", [
    ("Red Hat（红帽公司）", "Red Hat", "US"),
    ("Department of Biology, Emory University（埃默里大学生物系）", "Emory University", "US"),
    # a company's packaged name written run together is that company
    ("TogetherAI（Together人工智能公司）", "Together AI", "US"),
    # a name ending "of" a country is of that country, where no segment places it
    ("RISE Research Institutes of Sweden（瑞典研究院）", "RISE Research Institutes of Sweden", "SE"),
    ("Technical Research Centre of Finland", "Technical Research Centre of Finland", "FI"),
    # near misses: a segment's own country wins; "of" a region or a person names no country
    ("Research Institutes of Sweden, Oslo, Norway", "Research Institutes of Sweden", "NO"),
    ("Research Centre of Georgia", "Research Centre of Georgia", None),
    ("Institute of Jordan Smith", "Institute of Jordan Smith", None),
])
def test_the_country_of_a_company_or_national_institute_no_segment_places(tmp_path, segment, name, country):
    assert named(_resolved(tmp_path, segment), name).country == country


@pytest.mark.parametrize("segment, chain", [
    # a university written by its name alone, its packaged Chinese name confirming it
    ("Duke（杜克大学）", ["Duke University"]),
    ("Emory（埃默里大学）", ["Emory University"]),
    # near misses: the Chinese name of another, another word, or no Chinese name
    ("Duke（杜克能源公司）", ["Duke"]),
    ("Duke Energy（杜克大学）", ["Duke Energy"]),
    ("Duke", ["Duke"]),
])
def test_a_university_written_by_its_name_alone_is_it_when_its_chinese_name_says_so(tmp_path, segment, chain):
    assert _chains(_resolved(tmp_path, segment))[0][0] == chain


def test_packaged_institutions_of_time_series_papers(tmp_path):
    """Institutions a time-series listing named that resolution did not know (ts-2024):
    IRD before its joint lab, Amazon's forecasting division, a Korean university alone."""
    r = resolve_organizations(facts(listing(
        tmp_path / "ts.txt", "IRD, ESPACE-DEV, Montpellier, France",
        "Amazon Supply Chain Optimization Technologies, Seattle, WA, USA", "Chung-Ang University")))
    ird = "french-national-research-institute-for-sustainable-development"
    assert ird in r.affiliations[0] and r.organizations[ird].parent is None
    assert r.organizations["amazon-supply-chain-optimization-technologies"].parent == "amazon"
    assert r.organizations["chung-ang-university"].country == "KR"


@pytest.mark.parametrize("segment, expected", [
    # an acronym the packaged list does not know, but whose Chinese label names the institution it spells
    ("ANU（新南威尔士大学）", ["australian-national-university"]),
    ("XYZ（阿贡国家实验室）", ["xyz"]),  # spells no initials of Argonne National Laboratory
    ("NCAR（美国国家大气研究中心）", ["national-center-for-atmospheric-research"]),
    # two institutions joined by a slash are two, each with the unit before them
    ("Joint Center for Quantum Information and Computer Science, NIST/University of Maryland, College Park, MD 20742, USA",
     ["national-institute-of-standards-and-technology/joint-center-for-quantum-information-and-computer-science",
      "university-of-maryland"]),
    ("Department of CS/AI, Stanford University", ["stanford-university/department-of-cs-ai"]),
    ("Google Quantum AI, Santa Barbara, CA 93111, USA", ["google-quantum-ai"]),
    ("RIKEN Center for Computational Science, Kobe, Hyogo 650-0047, Japan", ["riken-center-for-computational-science"]),
])
def test_segments_of_quantum_and_hpc_papers(tmp_path, segment, expected):
    r = resolve_organizations(facts(listing(tmp_path / "q.txt", segment)))
    assert r.affiliations == [expected]


def test_an_unknown_acronym_is_the_institution_its_chinese_label_names_when_it_spells_its_initials(tmp_path):
    """UCD is no alias (University College Dublin is UCD too): its label tells which."""
    r = resolve_organizations(facts(listing(
        tmp_path / "ucd.txt", "UCD（加州大学戴维斯分校）", "UCDX（加州大学戴维斯分校）", "UCI（加州大学尔湾分校）")))
    assert r.affiliations == [["university-of-california-davis"], ["ucdx"], ["university-of-california-irvine"]]


@pytest.mark.parametrize("segment, expected", [
    # a hospital written with its acronym, or in Chinese only with its department
    ("Rare Disease Center, PUMCH（北京协和医院罕见病中心）", {"peking-union-medical-college-hospital"}),
    ("中山大学肿瘤防治中心病理科", {"sun-yat-sen-university-cancer-center"}),
    # "Affiliated to" names the hospital's school of medicine: two institutions
    ("Department of Endocrinology and Metabolism, Shanghai Sixth People's Hospital Affiliated to Shanghai Jiao Tong "
     "University School of Medicine, Shanghai 200233, China", {"shanghai-sixth-peoples-hospital", "shanghai-jiao-tong-university"}),
    # a known institution's acronym leading a school's name: the school is its
    ("Department of Diagnostic and Interventional Radiology, TUM School of Medicine and Health, Munich, Germany",
     {"technical-university-of-munich"}),
    ("Microsoft Health and Life Sciences, Redmond, WA 98052, USA", {"microsoft"}),  # a division of the company
])
def test_hospitals_and_divisions_of_clinical_papers(tmp_path, segment, expected):
    r = resolve_organizations(facts(listing(tmp_path / "clin.txt", segment)))
    assert tops(r, 0) == expected
    assert all(r.organizations[slug].country for slug in expected)


def test_a_centre_named_after_an_institution_of_its_paper_is_its_unit(tmp_path):
    r = resolve_organizations(facts(listing(
        tmp_path / "centre.txt",
        "Stanford Center for Artificial Intelligence in Medicine and Imaging (AIMI) ； Department of Radiology, Stanford University",
        "Stanford Center for Artificial Intelligence in Medicine and Imaging (AIMI)",  # no Stanford University: stays
        "Shanghai Center for Brain Science and Brain-Inspired Technology ； Shanghai University",  # a city's name: no unit
    )))
    assert tops(r, 0) == {"stanford-university"}
    [centre] = [s for s in r.affiliations[0] if r.organizations[s].name.startswith("Stanford Center")]
    assert r.kinds[centre] == "unit" and r.organizations[centre].parent == "stanford-university"
    assert len(tops(r, 1)) == 1 and tops(r, 1) != {"stanford-university"}
    assert len(tops(r, 2)) == 2


@pytest.mark.parametrize("segments, unit, parent", [
    # a centre led by the name of a university its paper names is its unit, the university's shortest name
    (["Harvard Center for Computation and Society", "Harvard Medical School", "Harvard University"],
     "harvard-university/harvard-center-for-computation-and-society", "harvard-university"),
    # not when the institution's name goes on past the lead (Texas A&M) or names no university (a foundation)
    (["Texas Center for Superconductivity", "Texas A&M University"], "texas-center-for-superconductivity", None),
    (["Simons Center for Geometry and Physics", "Simons Foundation"], "simons-center-for-geometry-and-physics", None),
])
def test_a_centre_is_a_unit_only_of_the_university_its_name_leads_with(tmp_path, segments, unit, parent):
    r = resolve_organizations(facts(listing(tmp_path / "c.txt", " ； ".join(segments))))
    assert r.organizations[unit].parent == parent
