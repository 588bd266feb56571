"""Parsing organization segments: real shapes from the seed and other venues."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kg.entities import PaperFacts
from kg.extract.affiliations import (
    _JOINED,
    _lab_named_own,
    company_division_of,
    country_code,
    country_in_name,
    known_institutions,
    load_data,
    org_key,
    parse_segments,
    rules,
    town_countries,
)
from kg.records import OrgSegment, PaperRecord, Span
from kg.resolve.organizations import resolve_organizations


def parse(text, zh=None):
    """The one path of a segment that names one organization (no spurious peer beside it)."""
    found = parse_segments(OrgSegment(text, zh, 1))
    assert len(found) == 1, found
    return found[0]


def paths(text, zh=None):
    """(units, institution) of each organization the segment names."""
    return [(p.units, p.institution) for p in parse_segments(OrgSegment(text, zh, 1))]


def test_units_institution_postcode_country():
    p = parse(
        "Division of Mathematical Sciences, School of Physical and Mathematical Sciences, "
        "Nanyang Technological University, Singapore 637371, Singapore"
    )
    assert p.units == ("Division of Mathematical Sciences", "School of Physical and Mathematical Sciences")
    assert p.institution == "Nanyang Technological University"
    assert p.country == "SG" and p.locality is None
    assert "637371" not in repr((p.units, p.institution, p.locality))


def test_role_note_and_trailing_period_stripped():
    p = parse("Institute of Automation, Chinese Academy of Sciences. Corresponding Author")
    assert p.units == ("Institute of Automation",)
    assert p.institution == "Chinese Academy of Sciences"
    p = parse("Center of Statistical Research, School of Statistics and Data Science, "
              "Southwestern University of Finance and Economics, Chengdu, China.")
    assert p.institution == "Southwestern University of Finance and Economics"
    assert (p.locality, p.country) == ("Chengdu", "CN")


def test_an_acronym_that_is_also_a_country_code_names_its_institution():
    assert (parse("ETH").institution, parse("ETH").country) == ("ETH", None)  # not Ethiopia (ETH)
    p = parse("Department of Computer Science, ETH")
    assert (p.units, p.institution, p.country) == (("Department of Computer Science",), "ETH", None)


def test_us_state_code_means_usa():
    p = parse("Georgia Institute of Technology, Atlanta, GA, USA")
    assert (p.institution, p.locality, p.country) == ("Georgia Institute of Technology", "Atlanta", "US")
    assert parse("Stanford University, Stanford, CA 94305").country == "US"


@pytest.mark.parametrize(
    "text, institution, acronym",
    [
        ("Korea Advanced Institute of Science and Technology (KAIST)", "Korea Advanced Institute of Science and Technology", "KAIST"),
        ("KAIST", "KAIST", None),
        ("Tencent", "Tencent", None),
        ("Meta Platforms Inc", "Meta Platforms Inc", None),
        ("Meta Platforms, Inc., Menlo Park, CA, USA", "Meta Platforms, Inc.", None),
        ("Huawei Noah’s Ark Lab, China", "Huawei Noah’s Ark Lab", None),
        ("LG AI Research", "LG AI Research", None),
        ("Shanghai Smart Logic Technology Co. Ltd., Shanghai, China", "Shanghai Smart Logic Technology Co. Ltd.", None),
        # an acronym with capitals outside ASCII is split off like any other
        ("Österreichische Akademie der Wissenschaften (ÖAW), Vienna, Austria", "Österreichische Akademie der Wissenschaften", "ÖAW"),
        ("École de génie logiciel (ÉGL), Québec, Canada", "École de génie logiciel", "ÉGL"),
        # a bracket after a university system's name is its campus, unless it is the system's initials
        ("Indian Institute of Technology (BHU), Varanasi, India", "Indian Institute of Technology (BHU)", None),
        ("Indian Institute of Technology (QRS), India", "Indian Institute of Technology (QRS)", None),
        ("Indian Institute of Technology (IIT), India", "Indian Institute of Technology", "IIT"),
    ],
)
def test_institutions_companies_acronyms(text, institution, acronym):
    p = parse(text)
    assert (p.units, p.institution, p.acronym) == ((), institution, acronym)


def test_acronym_of_a_unit_stays_with_the_unit():
    p = parse("Institute of Artificial Intelligence (TeleAI), China Telecom")
    assert p.units == ("Institute of Artificial Intelligence (TeleAI)",)
    assert p.institution == "China Telecom" and p.acronym is None


def test_bare_unit_has_no_institution():
    p = parse("College of Computing")
    assert p.units == ("College of Computing",) and p.institution is None and p.parsed


def test_acronym_institution_with_place():
    p = parse("Department of AI Computing, KAIST, Daejeon, South Korea")
    assert (p.units, p.institution, p.locality, p.country) == (("Department of AI Computing",), "KAIST", "Daejeon", "KR")


def test_multi_campus_universities_keep_the_campus():
    berkeley = parse("Department of EECS, University of California, Berkeley, CA, USA")
    assert berkeley.institution == "University of California, Berkeley"
    assert berkeley.units == ("Department of EECS",) and berkeley.country == "US"
    ucsd = parse("University of California, San Diego, La Jolla, CA 92093, USA")
    assert (ucsd.institution, ucsd.locality) == ("University of California, San Diego", "La Jolla")
    umbc = parse("University of Maryland, Baltimore County, MD, USA")
    assert umbc.institution == "University of Maryland, Baltimore County"
    assert parse("University of Oslo, Oslo, Norway").institution == "University of Oslo"
    assert parse("Texas A&M University, Corpus Christi, TX, USA").institution == "Texas A&M University, Corpus Christi"


@pytest.mark.parametrize(
    "text, institution, locality",
    [
        ("Texas A&M University, College Station, TX, USA", "Texas A&M University", "College Station"),
        ("Department of CSE, Texas A&M University, College Station, TX 77843, USA",
         "Texas A&M University", "College Station"),
        ("Purdue University, West Lafayette, IN, USA", "Purdue University", "West Lafayette"),
        ("University of Pittsburgh, Pittsburgh, PA, USA", "University of Pittsburgh", "Pittsburgh"),
        ("University of Maryland, College Park, MD 20742, USA", "University of Maryland", "College Park"),
    ],
)
def test_main_campus_named_like_its_system_is_the_system(text, institution, locality):
    p = parse(text)
    assert (p.institution, p.locality, p.country) == (institution, locality, "US")


@pytest.mark.parametrize(
    "text, institution, locality, country",
    [
        ("Indian Institute of Technology, Bombay", "Indian Institute of Technology, Bombay", None, None),
        ("Department of CSE, IIT, Delhi, India", "IIT, Delhi", None, "IN"),
        ("Indian Institute of Technology, Kharagpur, West Bengal, India",
         "Indian Institute of Technology, Kharagpur", "West Bengal", "IN"),
        ("Indian Institute of Technology, India", "Indian Institute of Technology", None, "IN"),  # no campus named
        # the acronym is a system's only in its country: Istituto Italiano di Tecnologia, Illinois Tech
        ("IIT, Genoa, Italy", "IIT", "Genoa", "IT"),
        ("IIT, Chicago, IL, USA", "IIT", "Chicago", "US"),
    ],
)
def test_a_system_written_with_a_comma_keeps_its_campus(text, institution, locality, country):
    p = parse(text)
    assert (p.institution, p.locality, p.country) == (institution, locality, country)


def test_department_after_the_institution():
    p = parse("Tsinghua University, Department of Computer Science, AI Lab, Beijing, China")
    assert p.institution == "Tsinghua University"
    assert p.units == ("AI Lab", "Department of Computer Science")
    assert (p.locality, p.country) == ("Beijing", "CN")
    p = parse("Tsinghua University, Shenzhen International Graduate School, Shenzhen, China")
    assert (p.units, p.institution) == (("Shenzhen International Graduate School",), "Tsinghua University")
    assert (p.locality, p.country) == ("Shenzhen", "CN")
    p = parse("Stanford University, Stanford AI Lab")
    assert (p.units, p.institution) == (("Stanford AI Lab",), "Stanford University")


@pytest.mark.parametrize(
    "text",
    [
        "Department of XXX, University of YYY, Location, Country",
        "School of ZZZ, Institute of WWW, Location, Country",
        "Affiliation, City, Country",
    ],
)
def test_placeholders(text):
    p = parse(text)
    assert p.placeholder and p.institution is None and p.units == ()


@pytest.mark.parametrize(
    "text, code",
    [
        ("Department of Computer Science, The University of Hong Kong, Hong Kong SAR, China", "HK"),
        ("University of Macau, Macau, China", "MO"),
        ("National Taiwan University, Taipei, Taiwan", "TW"),
        ("Seoul National University, Seoul, Republic of Korea", "KR"),
        ("University College London, London, UK", "GB"),
        ("Technical University of Munich, Munich, Germany", "DE"),
        ("Mohamed bin Zayed University of Artificial Intelligence, Abu Dhabi, UAE", "AE"),
    ],
)
def test_countries_as_real_lists_write_them(text, code):
    assert parse(text).country == code


def test_country_code_forms():
    assert [country_code(c) for c in ("U.S.A.", "P.R. China", "Korea", "中国", "新加坡", "Neverland")] == [
        "US", "CN", "KR", "CN", "SG", None,
    ]


def test_accents_are_kept_in_names_but_not_in_identity():
    p = parse("École Polytechnique Fédérale de Lausanne (EPFL), Lausanne, Switzerland")
    assert (p.institution, p.acronym, p.country) == ("École Polytechnique Fédérale de Lausanne", "EPFL", "CH")
    assert org_key("ETH Zürich") == org_key("ETH Zurich")
    assert org_key("University of St.Gallen") == org_key("University of St. Gallen")


@pytest.mark.parametrize("name, key", [
    ("Thales SA", "thales"),
    ("Siemens Energy AG", "siemens energy"),
    # & Co. is part of the name
    ("Goldman Sachs & Co. LLC", "goldman sachs and co"),
    ("Merck & Co., Inc.", "merck and co"),
    ("Procter & Gamble Co.", "procter and gamble"),
    # a form's capitals after an organization word: an academy's or a place's acronym, a lab's own company
    ("Mathematical Institute SAS", "mathematical institute sas"),
    ("Agricultural Research Council SA", "agricultural research council sa"),
    ("IBM Research AG", "ibm research ag"),
    ("Fraunhofer Austria Research GmbH", "fraunhofer austria research"),  # no acronym
    ("Mercedes-Benz Group AG", "mercedes benz group"),  # a company's own name word
])
def test_a_legal_form_leaves_the_key(name, key):
    assert org_key(name) == key


def test_chinese_only_segment():
    p = parse("北京大学计算机学院，北京，中国")
    assert (p.institution, p.units, p.locality, p.country) == ("北京大学", ("计算机学院",), "北京", "CN")
    assert (p.institution_zh, p.unit_zh) == ("北京大学", ("计算机学院",))
    p = parse("计算机科学系，香港大学，香港")
    assert (p.institution, p.units, p.country) == ("香港大学", ("计算机科学系",), "HK")


def test_translation_aligned_part_by_part():
    p = parse(
        "State Key Laboratory of Integrated Services Networks, School of Telecommunications Engineering, "
        "Xidian University, Xi'an, China",
        "信息服务网络国家重点实验室，电信工程学院，西安电子科技大学，西安，中国",
    )
    assert p.unit_zh == ("信息服务网络国家重点实验室", "电信工程学院")
    assert p.institution_zh == "西安电子科技大学"


@pytest.mark.parametrize(
    "text, zh, unit_zh, institution_zh",
    [
        ("School of Computer Science, Peking University, Beijing, China", "北京大学计算机科学学院，北京，中国",
         "计算机科学学院", "北京大学"),
        # a bracket right after the institution's name is its campus, not the unit's
        ("School of Data Science, The Chinese University of Hong Kong, Shenzhen", "香港中文大学（深圳）数据科学学院",
         "数据科学学院", "香港中文大学（深圳）"),
    ],
)
def test_whole_translation_goes_to_the_most_specific_unit(text, zh, unit_zh, institution_zh):
    p = parse(text, zh)
    assert (p.unit_zh, p.institution_zh) == ((unit_zh,), institution_zh)


@pytest.mark.parametrize(
    "text, zh, unit_zh, institution_zh",
    [
        ("CAIR, University of Agder, Norway", "阿格德大学CAIR", None, "阿格德大学"),
        ("CAIR, University of Agder, Norway", "CAIR 阿格德大学", None, "阿格德大学"),
        ("CSAIL, Massachusetts Institute of Technology, Cambridge, MA, USA", "麻省理工学院CSAIL",
         None, "麻省理工学院"),
        ("Centre for AI Research (CAIR), University of Agder", "阿格德大学人工智能研究中心CAIR",
         "人工智能研究中心", "阿格德大学"),
        ("Centre for AI Research (CAIR), University of Agder", "阿格德大学CAIR", None, "阿格德大学"),
        # a translation of the institution alone, even one whose name ends with a unit word
        ("School of Computer Science, Peking University", "北京大学", None, "北京大学"),
        ("WEISS, University College London, London, UK", "伦敦大学学院", None, "伦敦大学学院"),
    ],
)
def test_a_unit_written_in_latin_in_the_translation_leaves_the_institution_its_name(text, zh, unit_zh, institution_zh):
    p = parse(text, zh)
    assert (p.unit_zh, p.institution_zh) == ((unit_zh,), institution_zh)


@pytest.mark.parametrize(
    "text, zh",
    [
        ("AI Lab (CAIR), University of Agder", "人工智能实验室CAIR"),  # the unit's own name and acronym
        ("CAIR, University of Agder", "阿格德大学NORA"),  # Latin text that is not the unit
    ],
)
def test_translation_with_latin_text_that_is_not_only_the_unit_stays_with_the_unit(text, zh):
    p = parse(text, zh)
    assert (p.unit_zh, p.institution_zh) == ((zh,), None)


@settings(max_examples=300, deadline=None)
@given(st.text(), st.one_of(st.none(), st.text()))
def test_never_raises(text, zh):
    found = parse_segments(OrgSegment(text, zh, 1))
    assert found and found[0].raw == text
    assert all(p.country is None or len(p.country) == 2 for p in found)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(
    ["School of X", "University of Y", "Beijing", "China", "(KAIST)", "Inc.", "GA", "12345", "XXX", "",
     "北京大学", "，", "Corresponding Author", "University of California", "Berkeley", ".", "("]
), max_size=8))
def test_never_raises_on_segment_like_text(words):
    assert parse_segments(OrgSegment(", ".join(words), "，".join(words), 1))


# --- footnote marks, towns, institutions side by side (other venues' listings) ---


@pytest.mark.parametrize(
    "text, institution",
    [
        ("1 Princeton University, Princeton, NJ, USA", "Princeton University"),
        ("2 NVIDIA Corporation, Santa Clara, CA, USA", "NVIDIA Corporation"),
        ("¹ University of Illinois Urbana-Champaign, Urbana, IL, USA", "University of Illinois Urbana-Champaign"),
        ("Tsinghua University¹", "Tsinghua University"),
        ("Peking University*†", "Peking University"),
        ("A*STAR, Singapore", "A*STAR"),
    ],
)
def test_index_numbers_and_footnote_marks_are_not_part_of_the_name(text, institution):
    p = parse(text)
    assert (p.units, p.institution) == ((), institution)


def test_a_town_named_like_an_organization_is_the_locality():
    p = parse("Foo University, College Station, TX, USA")
    assert (p.units, p.institution, p.locality, p.country) == ((), "Foo University", "College Station", "US")
    p = parse("² Texas A&M University, College Station, TX, USA")  # a system's main campus (campuses.yaml)
    assert (p.units, p.institution, p.locality) == ((), "Texas A&M University", "College Station")
    assert parse("Boston College, Chestnut Hill, MA, USA").institution == "Boston College"


@pytest.mark.parametrize(
    "text, zh, expected",
    [
        ("New York University & Meta FAIR, New York, NY, USA", None,
         [("New York University", None), ("Meta FAIR", None)]),
        ("Meta FAIR and New York University, New York, USA", "Meta基础人工智能研究院，纽约大学",
         [("Meta FAIR", "Meta基础人工智能研究院"), ("New York University", "纽约大学")]),
        ("Shanghai Jiao Tong University & Alibaba Group, Shanghai, China", "上海交通大学，阿里巴巴集团",
         [("Shanghai Jiao Tong University", "上海交通大学"), ("Alibaba Group", "阿里巴巴集团")]),
        # a translation joined at 和/与 where the English is joined at & / and is cut alike
        ("Tsinghua University & Microsoft Research Asia, Beijing, China", "清华大学和微软亚洲研究院，北京，中国",
         [("Tsinghua University", "清华大学"), ("Microsoft Research Asia", "微软亚洲研究院")]),
        ("Peking University and Google DeepMind, Beijing, China", "北京大学与谷歌DeepMind，北京，中国",
         [("Peking University", "北京大学"), ("Google DeepMind", "谷歌DeepMind")]),
    ],
)
def test_two_institutions_joined_in_one_part_are_two(text, zh, expected):
    found = parse_segments(OrgSegment(text, zh, 7))
    assert [(p.institution, p.institution_zh) for p in found] == expected
    assert {(p.locality, p.country, p.line) for p in found} == {(found[0].locality, found[0].country, 7)}
    assert found[0].country in ("US", "CN") and found[0].locality


@pytest.mark.parametrize(
    "text, zh, expected",
    [
        ("Peking University, ByteDance Seed", "北京大学，字节跳动Seed", ["北京大学", "字节跳动Seed"]),
        ("Peking University, ByteDance Seed, Beijing, China", "北京大学，字节跳动Seed", ["北京大学", "字节跳动Seed"]),
        ("Peking University, ByteDance Seed, Beijing, China", "北京大学，字节跳动Seed，北京，中国", ["北京大学", "字节跳动Seed"]),
        # as many parts as neither: a label may be shifted, so none is given
        ("Peking University, ByteDance Seed, Beijing, China", "北京大学，北京，中国", [None, None]),
        # a part cut at its "and" takes its translation cut alike at 和, else none
        ("Tsinghua University and ByteDance Seed, Beijing", "清华大学和字节跳动Seed，北京", ["清华大学", "字节跳动Seed"]),
        ("Tsinghua University and ByteDance Seed, Beijing", "清华大学字节跳动Seed，北京", [None, None]),
    ],
)
def test_peers_take_a_translation_of_as_many_parts_in_order(text, zh, expected):
    assert [p.institution_zh for p in parse_segments(OrgSegment(text, zh, 1))] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Alibaba Group, Hangzhou, China & Zhejiang University",
         [("Alibaba Group", "Hangzhou", "CN"), ("Zhejiang University", None, None)]),
        ("Google DeepMind, London, UK & University College London",
         [("Google DeepMind", "London", "GB"), ("University College London", None, None)]),
    ],
)
def test_a_segment_joined_to_the_next_after_its_country_is_two(text, expected):
    found = parse_segments(OrgSegment(text, None, 1))
    assert [(p.units, p.institution, p.locality, p.country) for p in found] == [((), *e) for e in expected]


@pytest.mark.parametrize(
    "text",
    [
        "Texas A&M University, College Station, TX, USA",
        "School of Science and Engineering, Tulane University",
        "Department of Electrical and Computer Engineering, Rice University",
        # (the Paul G. Allen School is packaged, part of the University of Washington: two known names)
        "Ada K. Byron School of Computer Science & Engineering, Ruritania University",
        "Korea Advanced Institute of Science and Technology (KAIST)",
        "University of Electronic Science and Technology of China",
        "Robotics and Perception Group, University of Zurich",
        'Federal Research Center "Computer Science and Control" of the Russian Academy of Sciences, Moscow, Russia',
        "Federal Research Center “Computer Science and Control” of RAS, Moscow, Russia",
    ],
)
def test_and_inside_one_name_does_not_split_it(text):
    assert len(parse_segments(OrgSegment(text, None, 1))) == 1


def test_an_and_outside_quotes_still_splits():
    text = 'Federal Research Center "Computer Science and Control" of RAS and Lomonosov Moscow State University, Moscow'
    assert [p.institution for p in parse_segments(OrgSegment(text, None, 1))] == [
        'Federal Research Center "Computer Science and Control" of RAS', "Lomonosov Moscow State University"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("MIT, Harvard University", [((), "MIT"), ((), "Harvard University")]),
        ("Tsinghua University¹, Microsoft Research Asia²", [((), "Tsinghua University"), ((), "Microsoft Research Asia")]),
        ("Tsinghua University, Microsoft Research Asia, Beijing, China",
         [((), "Tsinghua University"), ((), "Microsoft Research Asia")]),
        ("Peking University, Google Research", [((), "Peking University"), ((), "Google Research")]),
        ("Meta AI Research, Tsinghua University", [((), "Meta AI Research"), ((), "Tsinghua University")]),
        ("Department of X, University A, Department of Y, University B",
         [(("Department of X",), "University A"), (("Department of Y",), "University B")]),
        # a hospital and a school named like an institution, one after the other
        ("Brigham and Women's Hospital, Harvard Medical School, Boston, MA, USA",
         [((), "Brigham and Women's Hospital"), ((), "Harvard Medical School")]),
        ("Department of Surgery, Singapore General Hospital, Duke-NUS Medical School, Singapore",
         [(("Department of Surgery",), "Singapore General Hospital"), ((), "Duke-NUS Medical School")]),
    ],
)
def test_institutions_side_by_side_are_peers_not_units(text, expected):
    assert paths(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("CAIR, University of Agder, Norway", [(("CAIR",), "University of Agder")]),
        ("CSAIL, Massachusetts Institute of Technology, Cambridge, MA 02139, USA",
         [(("CSAIL",), "Massachusetts Institute of Technology")]),
        ("Tsinghua University, Institute for AI Industry Research, Beijing, China",
         [(("Institute for AI Industry Research",), "Tsinghua University")]),
        # a school named only by generic words is the school of the institution beside it
        ("Nanjing University, Medical School, Nanjing, China", [(("Medical School",), "Nanjing University")]),
        ("Medical School, Nanjing University", [(("Medical School",), "Nanjing University")]),
        # a directorate general of a central bank or an EU body
        ("Directorate General Research, European Central Bank, Frankfurt am Main, Germany",
         [(("Directorate General Research",), "European Central Bank")]),
    ],
)
def test_units_written_before_or_after_their_institution_stay_units(text, expected):
    assert paths(text) == expected


def test_french_lists_name_every_institution_without_a_chain():
    found = parse_segments(OrgSegment("Univ. Grenoble Alpes, Inria, CNRS, Grenoble INP, LJK, Grenoble, France", None, 3))
    assert [(p.units, p.institution) for p in found] == [
        ((), "Univ. Grenoble Alpes"), ((), "Inria"), ((), "CNRS"), ((), "Grenoble INP"), ((), "LJK"),
    ]
    assert {(p.locality, p.country) for p in found} == {("Grenoble", "FR")}
    found = parse_segments(OrgSegment("Sorbonne Université, CNRS, ISIR, Paris, France", None, 3))
    assert [(p.units, p.institution) for p in found] == [((), "Sorbonne Université"), ((), "CNRS"), ((), "ISIR")]
    assert {(p.locality, p.country) for p in found} == {("Paris", "FR")}


def test_a_part_that_fits_nowhere_is_reported_with_its_line():
    text = "Aix Marseille Univ, CNRS, Centrale Marseille, LIS, Marseille, France"
    found = parse_segments(OrgSegment(text, None, 12))
    assert [p.institution for p in found if p.parsed] == ["Aix Marseille Univ", "CNRS", "LIS"]
    assert [(p.raw, p.line) for p in found if not p.parsed] == [("Centrale Marseille", 12)]
    record = PaperRecord(Span("venue.txt", 10, 14), "ICML", "A paper")
    resolution = resolve_organizations([PaperFacts(record, affiliations=list(found))])
    assert [(d.file, d.line, d.code) for d in resolution.diagnostics] == [("venue.txt", 12, "W102")]
    assert "Centrale Marseille" in resolution.diagnostics[0].message


def test_province_and_state_codes_are_places():
    p = parse("Department of Computer Science, Université de Montréal, Montreal, QC, Canada")
    assert (p.units, p.institution, p.locality, p.country) == (
        ("Department of Computer Science",), "Université de Montréal", "Montreal", "CA",
    )
    assert paths("UNSW, Sydney, NSW, Australia") == [((), "UNSW")]


@pytest.mark.parametrize(
    "name, code",
    [("Deutschland", "DE"), ("Россия", "RU"), ("España", "ES"), ("Schweiz", "CH"), ("Italia", "IT"),
     ("Nederland", "NL"), ("日本", "JP"), ("Österreich", "AT"), ("대한민국", "KR"), ("Brasil", "BR")],
)
def test_countries_in_their_own_language(name, code):
    assert country_code(name) == code


def test_endonym_countries_in_segments():
    p = parse("Universität Hamburg, Hamburg, Deutschland")
    assert (p.institution, p.locality, p.country) == ("Universität Hamburg", "Hamburg", "DE")
    p = parse("Московский государственный университет, Москва, Россия")
    assert (p.institution, p.locality, p.country) == ("Московский государственный университет", "Москва", "RU")


@pytest.mark.parametrize(
    "text, institution, units",
    [
        ("Institute of Science and Technology, Austria", "Institute of Science and Technology Austria", ()),
        ("Department of Physics, Institute of Science and Technology, Austria",
         "Institute of Science and Technology Austria", ("Department of Physics",)),
        ("University of Science and Technology, China", "University of Science and Technology China", ()),
    ],
)
def test_country_after_a_name_of_only_generic_words_is_part_of_the_name(text, institution, units):
    p = parse(text)
    assert (p.units, p.institution, p.country) == (units, institution, country_code(text.split(", ")[-1]))


def test_spellings_with_and_without_the_country_or_main_campus_are_one_organization():
    def resolved(*texts):
        record = PaperRecord(Span("venue.txt", 1, 5), "ICML", "A paper")
        segments = [p for t in texts for p in parse_segments(OrgSegment(t, None, 3))]
        return resolve_organizations([PaperFacts(record, affiliations=segments)]).affiliations[0]

    assert resolved("Institute of Science and Technology, Austria",
                    "Institute of Science and Technology Austria, Klosterneuburg, Austria") == [
        "institute-of-science-and-technology-austria"]
    assert len(resolved("Texas A&M University, College Station, TX, USA", "Texas A&M University")) == 1


@pytest.mark.parametrize(
    "text, units, institution",
    [
        ("Peking University, China", (), "Peking University"),
        ("National Institute of Informatics, Japan", (), "National Institute of Informatics"),
        ("School of Engineering, Japan", ("School of Engineering",), None),  # a bare unit
        ("Peking University, School of Engineering, China", ("School of Engineering",), "Peking University"),
    ],
)
def test_country_after_a_proper_name_or_a_unit_is_only_the_country(text, units, institution):
    p = parse(text)
    assert (p.units, p.institution) == (units, institution) and p.country in ("CN", "JP")


def test_full_width_colon_after_the_marker_is_not_part_of_the_name():
    assert parse("：Peking University", "北京大学").institution == "Peking University"


# --- the audit of other venues' listings: places, names with commas, lab codes ---


def unplaced(text):
    """The raw text of the parts of a segment that fit nowhere (reported as W102)."""
    return [p.raw for p in parse_segments(OrgSegment(text, None, 1)) if not p.parsed]


@pytest.mark.parametrize(
    "text, units, institution, locality, country",
    [
        ("Department of Neurology, Mayo Clinic, Rochester, MN, USA",
         ("Department of Neurology",), "Mayo Clinic", "Rochester", "US"),
        ("Genomic Medicine Institute, Lerner Research Institute, Cleveland Clinic, Cleveland, OH, USA",
         ("Genomic Medicine Institute", "Lerner Research Institute"), "Cleveland Clinic", "Cleveland", "US"),
    ],
)
def test_a_clinic_is_an_institution(text, units, institution, locality, country):
    p = parse(text)
    assert (p.units, p.institution, p.locality, p.country) == (units, institution, locality, country)


@pytest.mark.parametrize(
    "text, locality, country",
    [
        ("Graduate School of Information Science and Technology, The University of Tokyo, "
         "7-3-1 Hongo, Bunkyo-ku, Tokyo 113-8656, Japan", "Tokyo", "JP"),
        ("Haidian District, Tsinghua University, Beijing, China", "Beijing", "CN"),
        ("Tsinghua University, Haidian District, Beijing, China", "Beijing", "CN"),
        ("Google, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA", "Mountain View", "US"),
        ("Southwest Jiaotong University, Chengdu, Sichuan, China", "Chengdu", "CN"),
        ("Southwest Jiaotong University, Chengdu, Sichuan Province, China", "Chengdu", "CN"),
        ("NAVER Cloud, Seongnam-si, Gyeonggi-do, Republic of Korea", "Seongnam-si", "KR"),
        ("University of Southern California, Los Angeles, California, USA", "Los Angeles", "US"),
        ("University of Tsukuba, Tsukuba, Ibaraki, Japan", "Tsukuba", "JP"),
        ("The Hong Kong University of Science and Technology, Clear Water Bay, Kowloon, Hong Kong",
         "Kowloon", "HK"),
        ("Technical University of Munich, Munich, Bavaria, Germany", "Munich", "DE"),
    ],
)
def test_the_locality_is_the_place_nearest_the_country_and_addresses_are_dropped(text, locality, country):
    p = parse(text)
    assert (p.locality, p.country) == (locality, country) and p.institution


@pytest.mark.parametrize(
    "text, institutions, locality, reported",
    [
        ("Peking University, Moonshot Kimi, Beijing, China", ["Peking University"], "Beijing", ["Moonshot Kimi"]),
        # a division of a well-known company is an institution beside the university
        ("Peking University, ByteDance Seed, Beijing, China", ["Peking University", "ByteDance Seed"], "Beijing", []),
        ("JD Intelligent Cities Research, JD Technology, Beijing, China",
         ["JD Intelligent Cities Research"], "Beijing", ["JD Technology"]),
    ],
)
def test_a_name_among_the_places_is_reported_not_made_the_town(text, institutions, locality, reported):
    found = parse_segments(OrgSegment(text, None, 1))
    assert [p.institution for p in found if p.parsed] == institutions
    assert {p.locality for p in found if p.parsed} == {locality}
    assert unplaced(text) == reported


@pytest.mark.parametrize(
    "text, units, institution, locality",
    [
        ("School of Data Science, TU Wien, Vienna, Austria", ("School of Data Science",), "TU Wien", "Vienna"),
        ("School of Computer Science, Georgia Tech, Atlanta, GA, USA",
         ("School of Computer Science",), "Georgia Tech", "Atlanta"),
    ],
)
def test_a_name_between_a_unit_and_its_town_is_the_units_institution(text, units, institution, locality):
    p = parse(text)
    assert (p.units, p.institution, p.locality) == (units, institution, locality)


@pytest.mark.parametrize(
    "text",
    [
        "Tsinghua University, Beijing 100084, P.R.C.",
        "Tsinghua University, Beijing 100084, PRC",
        "Tsinghua University, Beijing, P. R. China",
        "Tsinghua University, Beijing, P.R. China",
        "Tsinghua University, Beijing, P.R.China",
    ],
)
def test_prc_spellings_are_china(text):
    p = parse(text)
    assert (p.institution, p.locality, p.country) == ("Tsinghua University", "Beijing", "CN")


def test_full_width_commas_in_latin_text_separate_parts():
    text = "Peking Union Medical College Hospital, Chinese Academy of Medical Sciences，Beijing，China"
    found = parse_segments(OrgSegment(text, None, 1))
    assert [(p.institution, p.locality, p.country) for p in found] == [
        ("Peking Union Medical College Hospital", "Beijing", "CN"),
        ("Chinese Academy of Medical Sciences", "Beijing", "CN"),
    ]
    assert parse("Peking University；Beijing；China").country == "CN"


@pytest.mark.parametrize(
    "text, units, institution, acronym",
    [
        ("Institute of High Performance Computing, Agency for Science, Technology and Research (A*STAR), "
         "Singapore 138632, Singapore",
         ("Institute of High Performance Computing",), "Agency for Science, Technology and Research", "A*STAR"),
        ("Institute for Infocomm Research, Agency for Science, Technology and Research, Singapore",
         ("Institute for Infocomm Research",), "Agency for Science, Technology and Research", None),
        ("Department of Computer Science, Rutgers, The State University of New Jersey, NJ, USA",
         ("Department of Computer Science",), "Rutgers, The State University of New Jersey", None),
    ],
)
def test_institution_names_with_a_comma_stay_whole(text, units, institution, acronym):
    p = parse(text)
    assert (p.units, p.institution, p.acronym, p.country) == (units, institution, acronym, p.country)
    assert p.country in ("SG", "US")


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Shanghai Clinical Research and Trial Center, Shanghai, China",
         [((), "Shanghai Clinical Research and Trial Center")]),
        ("Institute for Research and Innovation Center, Peking University",
         [(("Institute for Research and Innovation Center",), "Peking University")]),
        ("Peking University and Beijing Academy of Artificial Intelligence, Beijing, China",
         [((), "Peking University"), ((), "Beijing Academy of Artificial Intelligence")]),
        ("New York University & Meta FAIR", [((), "New York University"), ((), "Meta FAIR")]),
    ],
)
def test_a_plain_and_splits_only_between_institutions_named_by_an_institution_word(text, expected):
    assert paths(text) == expected


@pytest.mark.parametrize(
    "text, institutions",
    [
        ("University of Strasbourg, CNRS, INSERM, UMR7357, Strasbourg, France",
         ["University of Strasbourg", "CNRS", "INSERM"]),
        ("LaBRI, Université de Bordeaux, CNRS UMR 5800, Talence, France", ["Université de Bordeaux"]),
        ("CNRS, UMR 7357, Strasbourg, France", ["CNRS"]),
        ("LIRIS UMR 5205, Université de Lyon, Lyon, France", ["Université de Lyon"]),
        ("Sorbonne Université, UPR 3251, EA 4532, UMS 3413, FRE 2001, Paris, France", ["Sorbonne Université"]),
    ],
)
def test_french_lab_codes_are_noise(text, institutions):
    found = parse_segments(OrgSegment(text, None, 1))
    assert [p.institution for p in found if p.parsed] == institutions
    assert not any(c.isdigit() for p in found for c in repr((p.units, p.institution, p.locality, p.raw if not p.parsed else "")))


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Shanghai Jiao Tong University, Shanghai, China, Shanghai Innovation Institute",
         [("Shanghai Jiao Tong University", "Shanghai", "CN"), ("Shanghai Innovation Institute", None, None)]),
        ("Google DeepMind, London, UK, University College London, London, UK",
         [("Google DeepMind", "London", "GB"), ("University College London", "London", "GB")]),
    ],
)
def test_a_segment_running_on_after_its_country_is_two(text, expected):
    found = parse_segments(OrgSegment(text, None, 1))
    assert [(p.institution, p.locality, p.country) for p in found] == expected


@pytest.mark.parametrize(
    "text",
    [
        "University of the West Indies, Trinidad and Tobago",
        "Institute of Science and Technology, Austria",
        "Georgia Institute of Technology, Atlanta, Georgia, USA",  # "Georgia" is a country too
    ],
)
def test_a_country_then_no_institution_does_not_split_the_segment(text):
    assert len(parse_segments(OrgSegment(text, None, 1))) == 1


@pytest.mark.parametrize(
    "text, locality, country",
    [
        ("Imperial College London, London SW7 2AZ, UK", "London", "GB"),
        ("University of Oxford, Oxford OX1 3QD, United Kingdom", "Oxford", "GB"),
        ("City, University of London, London EC1V 0HB, UK", "London", "GB"),  # also a name with a comma
        ("McGill University, Montreal, QC H3A 0G4, Canada", "Montreal", "CA"),
        ("University of Amsterdam, 1098 XH Amsterdam, The Netherlands", "Amsterdam", "NL"),
        ("Stanford University, Stanford, CA 94305-9025, USA", "Stanford", "US"),
        ("Sorbonne Université, 75005 Paris, France", "Paris", "FR"),
        ("Peng Cheng Laboratory, Shenzhen 518055, China", "Shenzhen", "CN"),
        # with its country's letters before it
        ("University of Basel, CH-4002 Basel, Switzerland", "Basel", "CH"),
        ("University of Tübingen, D-72076 Tübingen, Germany", "Tübingen", "DE"),
    ],
)
def test_postcodes_are_not_part_of_the_locality(text, locality, country):
    p = parse(text)
    assert (p.locality, p.country) == (locality, country)


# --- second audit: appositions, conjunctions, generic names, localities ----------


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Mobileye, an Intel Company, Jerusalem, Israel", [((), "Mobileye")]),
        ("Habana Labs, an Intel Company", [((), "Habana Labs")]),
        ("Qualcomm AI Research, an initiative of Qualcomm Technologies, Inc., Amsterdam, Netherlands",
         [((), "Qualcomm AI Research")]),
    ],
)
def test_a_description_after_a_name_is_no_organization(text, expected):
    assert paths(text) == expected


def test_a_name_written_with_a_lower_case_the_is_kept():
    assert paths("Department of Computer Science, the University of Hong Kong, Hong Kong") == [
        (("Department of Computer Science",), "the University of Hong Kong")
    ]


def test_a_leading_and_after_a_country_starts_the_next_segment():
    found = parse_segments(OrgSegment(
        "Chair of Data Science in Earth Observation, Technical University of Munich, Arcisstraße 21, "
        "80333 Munich, Bavaria, Germany, and Munich Center for Machine Learning (MCML), Munich, Germany", None, 1))
    assert [(p.units, p.institution, p.acronym, p.locality) for p in found] == [
        (("Chair of Data Science in Earth Observation",), "Technical University of Munich", None, "Munich"),
        ((), "Munich Center for Machine Learning", "MCML", "Munich"),
    ]
    assert all(p.parsed for p in found)


def test_an_acronym_naming_the_whole_part_keeps_its_and():
    [p] = parse_segments(OrgSegment(
        "MIT Computer Science and Artificial Intelligence Laboratory (CSAIL), Cambridge, MA, USA", None, 1))
    assert p.units == ("MIT Computer Science and Artificial Intelligence Laboratory (CSAIL)",)
    assert (p.institution, p.locality, p.country) == ("MIT", "Cambridge", "US")
    assert paths("MIT Computer Science and Artificial Intelligence Laboratory, Massachusetts Institute of Technology") == [
        (("MIT Computer Science and Artificial Intelligence Laboratory",), "Massachusetts Institute of Technology")
    ]
    assert paths("Meta FAIR and New York University (NYU)") == [((), "Meta FAIR"), ((), "New York University")]


def test_a_unit_after_its_company_is_not_given_the_town_s_translation():
    p = parse("Robert Bosch GmbH, Corporate Research, Renningen, Germany", "罗伯特·博世有限公司企业研究院，伦宁根，德国")
    assert (p.units, p.unit_zh, p.institution_zh) == (("Corporate Research",), ("企业研究院",), "罗伯特·博世有限公司")


@pytest.mark.parametrize("company", ["Robert Bosch GmbH", "Siemens AG"])
def test_a_generic_company_lab_is_a_unit_of_its_company(company):
    assert paths(f"{company}, Corporate Research, Renningen, Germany") == [(("Corporate Research",), company)]
    assert paths("Microsoft Research Asia, Peking University") == [((), "Microsoft Research Asia"), ((), "Peking University")]


@pytest.mark.parametrize(
    "text, institution, locality",
    [
        ("International Institute of Information Technology, Hyderabad, India",
         "International Institute of Information Technology, Hyderabad", "Hyderabad"),
        ("International Institute of Information Technology, Bangalore, India",
         "International Institute of Information Technology, Bangalore", "Bangalore"),
        ("University of Engineering and Technology, Lahore, Pakistan",
         "University of Engineering and Technology, Lahore", "Lahore"),
        ("Institute of Science and Technology, Austria", "Institute of Science and Technology Austria", None),
        ("Peking University, Beijing, China", "Peking University", "Beijing"),
    ],
)
def test_a_generic_name_takes_its_town(text, institution, locality):
    p = parse(text)
    assert (p.institution, p.locality) == (institution, locality)


def test_a_generic_name_before_an_institution_is_its_unit():
    assert paths("University of Engineering and Technology, Vietnam National University, Hanoi, Vietnam") == [
        (("University of Engineering and Technology",), "Vietnam National University")
    ]
    assert paths("VNU University of Engineering and Technology, Vietnam National University, Hanoi, Vietnam") == [
        (("VNU University of Engineering and Technology",), "Vietnam National University")
    ]


def test_the_acronym_after_a_town_belongs_to_the_institution():
    p = parse("Centre for Visual Information Technology (CVIT), International Institute of Information Technology, "
              "Hyderabad (IIIT-H), Telangana 500032, India")
    assert p.units == ("Centre for Visual Information Technology (CVIT)",)
    assert (p.institution, p.acronym) == ("International Institute of Information Technology, Hyderabad", "IIIT-H")
    assert (p.locality, p.country) == ("Hyderabad", "IN")


@pytest.mark.parametrize(
    "text, zh, institution, acronym, institution_zh",
    [
        ("Instituto Nacional de Astrofísica, Óptica y Electrónica (INAOE), Tonantzintla, Puebla, México",
         "国家天体物理、光学与电子研究所，普埃布拉，墨西哥",
         "Instituto Nacional de Astrofísica, Óptica y Electrónica", "INAOE", "国家天体物理、光学与电子研究所"),
        ("Institute for Computer Science, Artificial Intelligence and Technology (INSAIT), Sofia, Bulgaria",
         "计算机科学、人工智能与技术研究所，索非亚，保加利亚",
         "Institute for Computer Science, Artificial Intelligence and Technology", "INSAIT",
         "计算机科学、人工智能与技术研究所"),
    ],
)
def test_a_name_with_commas_and_a_conjunction_is_one_name(text, zh, institution, acronym, institution_zh):
    p = parse(text, zh)
    assert (p.units, p.institution, p.acronym, p.institution_zh) == ((), institution, acronym, institution_zh)
    assert p.country == "MX" or p.locality == "Sofia"


def test_an_enumeration_comma_between_names_still_separates():
    p = parse("School of Computer Science, Peking University, Beijing, China", "计算机科学学院、北京大学，北京，中国")
    assert (p.unit_zh, p.institution_zh) == (("计算机科学学院",), "北京大学")


def test_a_lab_named_after_its_company_is_its_unit():
    p = parse("Fujitsu Research, Fujitsu Limited, Kawasaki, Japan")
    assert (p.units, p.institution, p.locality) == (("Fujitsu Research",), "Fujitsu Limited", "Kawasaki")
    assert paths("NTT Communication Science Laboratories, NTT Corporation, Kyoto, Japan") == [
        (("NTT Communication Science Laboratories",), "NTT Corporation")
    ]
    assert paths("Peking University, Fujitsu Research, Fujitsu Limited") == [
        ((), "Peking University"), (("Fujitsu Research",), "Fujitsu Limited")
    ]


@pytest.mark.parametrize(
    "text, units, institution, locality",
    [
        ("ESAT-PSI, KU Leuven, Leuven, Belgium", ("ESAT-PSI",), "KU Leuven", "Leuven"),
        ("Institute of Computational Biology, Helmholtz Zentrum München, Neuherberg, Germany",
         ("Institute of Computational Biology",), "Helmholtz Zentrum München", "Neuherberg"),
        ("Sheba Medical Center, Tel HaShomer, Ramat Gan, Israel", (), "Sheba Medical Center", "Tel HaShomer"),
    ],
)
def test_a_name_read_as_a_place_after_a_guessed_institution_is_the_institution(text, units, institution, locality):
    p = parse(text)
    assert (p.units, p.institution, p.locality) == (units, institution, locality)


@pytest.mark.parametrize(
    "text, locality",
    [
        ("Max Planck Institute for Informatics, Saarland Informatics Campus, 66123 Saarbrücken, Germany", "Saarbrücken"),
        ("Trinity College Dublin, Dublin 2, Ireland", "Dublin"),
        ("Technical University of Munich, Arcisstraße 21, 80333 Munich, Germany", "Munich"),
    ],
)
def test_campus_and_district_number_are_not_the_town(text, locality):
    assert parse(text).locality == locality


def test_an_institution_named_with_its_acronym_twice_is_not_its_own_unit():
    assert paths("College of Electrical Engineering, ETH Zurich (ETH)") == [(("College of Electrical Engineering",), "ETH Zurich")]
    assert paths("ETH AI Center, ETH Zurich, Zurich, Switzerland") == [(("ETH AI Center",), "ETH Zurich")]


@pytest.mark.parametrize("text, expected", [
    ("Azure AI, Microsoft", [(("Azure AI",), "Microsoft")]),  # a company, not the lab's town
    ("Department of Computer Science, Technion, Israel", [(("Department of Computer Science",), "Technion")]),
    ("School of Linguistics, UT Austin", [(("School of Linguistics",), "UT Austin")]),
    ("ARC Lab, Tencent PCG", [(("ARC Lab",), "Tencent PCG")]),  # a division named by its company
    ("MIT CSAIL", [(("MIT CSAIL",), "MIT")]),
    ("Mila - Quebec AI Institute, Université de Montréal, Montreal, QC, Canada",
     [((), "Mila - Quebec AI Institute"), ((), "Université de Montréal")]),  # two institutions side by side
    # a known lab named after its company is no unit of it (resolve links the two by part_of)
    ("Google Research, Google", [((), "Google Research"), ((), "Google")]),
    ("Microsoft Research Asia, Microsoft, Beijing, China", [((), "Microsoft Research Asia"), ((), "Microsoft")]),
], ids=["company", "technion", "ut-austin", "division", "acronym-led-unit", "mila", "known-lab", "known-lab-place"])
def test_a_well_known_institution_is_one_wherever_it_stands(text, expected):
    assert paths(text) == expected


@pytest.mark.parametrize("text, institution, acronym", [
    ("Indian Institute of Technology Bombay (IIT Bombay), Mumbai, India", "Indian Institute of Technology Bombay", "IIT Bombay"),
    ("The University of Texas at Austin (UT Austin), Austin, TX, USA", "The University of Texas at Austin", "UT Austin"),
    ("University of Massachusetts Amherst (UMass Amherst)", "University of Massachusetts Amherst", "UMass Amherst"),
    # an alias of the same known institution, whose initials are not the name's
    ("The Hong Kong University of Science and Technology (Guangzhou) (HKUST Guangzhou)",
     "The Hong Kong University of Science and Technology (Guangzhou)", "HKUST Guangzhou"),
    # the alias of another institution (a campus), in brackets: the name as written
    ("The Hong Kong University of Science and Technology (HKUST Guangzhou)",
     "The Hong Kong University of Science and Technology (HKUST Guangzhou)", None),
    ("deep learning group (our lab)", "deep learning group (our lab)", None),  # no capitals: no initials
], ids=["iit-bombay", "ut-austin", "umass", "known-alias", "another-institution", "lower-case"])
def test_a_bracketed_short_name_of_several_words_is_the_acronym(text, institution, acronym):
    p = parse(text)
    assert (p.units, p.institution, p.acronym) == ((), institution, acronym)


@pytest.mark.parametrize("text, zh, expected", [
    # a unit in brackets after its institution is its unit, as written before it with a comma
    ("MIT (CSAIL), Cambridge, MA, USA", "麻省理工学院计算机科学与人工智能实验室",
     [(("CSAIL",), ("麻省理工学院计算机科学与人工智能实验室",), "MIT", None, None, "Cambridge")]),
    ("Google (Brain Team), Mountain View, CA, USA", None,
     [(("Brain Team",), (None,), "Google", None, None, "Mountain View")]),
    ("Massachusetts Institute of Technology (MIT CSAIL)", None,
     [(("MIT CSAIL",), (None,), "Massachusetts Institute of Technology", None, None, None)]),
    ("Tsinghua University (Institute for AI Industry Research), Beijing, China", None,
     [(("Institute for AI Industry Research",), (None,), "Tsinghua University", None, None, "Beijing")]),
    # a well-known lab in brackets is that lab, beside the institution it is part of
    ("Tencent (WeChat AI), Beijing, China", None,
     [((), (), "WeChat AI", None, None, "Beijing"), ((), (), "Tencent", None, None, "Beijing")]),
    ("Huawei Technologies (Noah's Ark Lab), Shenzhen, China", None,
     [((), (), "Noah's Ark Lab", None, None, "Shenzhen"), ((), (), "Huawei Technologies", None, None, "Shenzhen")]),
    # the institution's acronym, short name, campus, or a name known with its bracket: one name
    ("Peking University (PKU), Beijing, China", None, [((), (), "Peking University", "PKU", None, "Beijing")]),
    ("Max Planck Institute for Informatics (MPI-INF), Saarbrücken, Germany", None,
     [((), (), "Max Planck Institute for Informatics", "MPI-INF", None, "Saarbrücken")]),
    ("Inria (INRIA), Paris, France", None, [((), (), "Inria", "INRIA", None, "Paris")]),
    ("HKUST (GZ), Guangzhou, China", None, [((), (), "HKUST", "GZ", None, "Guangzhou")]),
    ("Google (DeepMind), London, UK", None, [((), (), "Google", "DeepMind", None, "London")]),
    ("Google (USA), Mountain View", None, [((), (), "Google", "USA", None, "Mountain View")]),  # a place: no unit
    # and the other way round: the institution in brackets after its unit
    ("Key Lab of High Confidence Software Technologies (Peking University), Beijing, China", None,
     [(("Key Lab of High Confidence Software Technologies",), (None,), "Peking University", None, None, "Beijing")]),
    # a unit's own acronym stays its own
    ("Institute of Automation (CASIA), Chinese Academy of Sciences", None,
     [(("Institute of Automation (CASIA)",), (None,), "Chinese Academy of Sciences", None, None, None)]),
    # the institution in brackets and again after it: named once
    ("Key Laboratory of Machine Perception (Peking University), Peking University, Beijing, China", None,
     [(("Key Laboratory of Machine Perception",), (None,), "Peking University", None, None, "Beijing")]),
], ids=["acronym-after-acronym", "team", "led-by-acronym", "institute", "known-lab", "known-lab-of-company",
        "acronym", "acronym-not-initials", "same-name", "known-campus", "known-with-bracket", "place",
        "institution-in-brackets", "unit-acronym", "institution-twice"])
def test_a_unit_in_brackets_after_its_institution_is_its_unit(text, zh, expected):
    found = parse_segments(OrgSegment(text, zh, 1))
    assert [(p.units, p.unit_zh, p.institution, p.acronym, p.institution_zh, p.locality) for p in found] == expected


def _fields(text, zh):
    return [(p.units, p.unit_zh, p.institution, p.acronym, p.institution_zh, p.locality, p.country, p.parsed)
            for p in parse_segments(OrgSegment(text, zh, 1))]


@pytest.mark.parametrize("text, zh, expected", [
    # a unit "at" its institution is its unit, as written before it with a comma
    ("Robotics Institute at Carnegie Mellon University", None,
     [(("Robotics Institute",), (None,), "Carnegie Mellon University", None, None, None, None, True)]),
    ("CSAIL at MIT", None, [(("CSAIL",), (None,), "MIT", None, None, None, None, True)]),
    ("OpenDriveLab at Shanghai AI Lab", "上海人工智能实验室OpenDriveLab",
     [(("OpenDriveLab",), (None,), "Shanghai AI Lab", None, "上海人工智能实验室", None, None, True)]),
    ("Department of Electrical Engineering at Stanford University", None,
     [(("Department of Electrical Engineering",), (None,), "Stanford University", None, None, None, None, True)]),
    ("AI Lab at Tsinghua University, Beijing, China", None,
     [(("AI Lab",), (None,), "Tsinghua University", None, None, "Beijing", "CN", True)]),
    ("AI Lab at Tsinghua University, Beijing, China", "清华大学人工智能实验室，北京，中国",
     [(("AI Lab",), ("人工智能实验室",), "Tsinghua University", None, "清华大学", "Beijing", "CN", True)]),
    ("Robotics Institute at Carnegie Mellon University (CMU), Pittsburgh, PA, USA", None,
     [(("Robotics Institute",), (None,), "Carnegie Mellon University", "CMU", None, "Pittsburgh", "US", True)]),
    ("CSAIL at MIT, Cambridge, MA, USA", "麻省理工学院计算机科学与人工智能实验室",
     [(("CSAIL",), ("麻省理工学院计算机科学与人工智能实验室",), "MIT", None, None, "Cambridge", "US", True)]),
], ids=["robotics-institute", "acronym", "camel-case-lab", "department", "places", "places-translated",
        "institution-acronym", "translated"])
def test_a_unit_at_its_institution_is_its_unit(text, zh, expected):
    assert _fields(text, zh) == expected == _fields(text.replace(" at ", ", ", 1), zh)


@pytest.mark.parametrize("text, expected", [
    # a place or campus after "at" is part of the institution's name
    ("The University of Texas at Austin", [((), "The University of Texas at Austin")]),
    ("University of Illinois at Urbana-Champaign", [((), "University of Illinois at Urbana-Champaign")]),
    ("University of Maryland at College Park", [((), "University of Maryland at College Park")]),
    ("University of North Carolina at Chapel Hill", [((), "University of North Carolina at Chapel Hill")]),
    ("Texas A&M University at Qatar", [((), "Texas A&M University at Qatar")]),
    ("SUNY at Buffalo", [((), "SUNY at Buffalo")]),
    ("Pennsylvania State University at University Park", [((), "Pennsylvania State University at University Park")]),
    ("University of Michigan at Ann Arbor", [((), "University of Michigan at Ann Arbor")]),
    ("Max Planck Institute at Tübingen", [((), "Max Planck Institute at Tübingen")]),
    ("University at Buffalo", [((), "University at Buffalo")]),
    # a name the packaged list holds whole, though an institution follows its "at"
    ("Kempner Institute at Harvard University", [((), "Kempner Institute at Harvard University")]),
    ("FAIR at Meta", [((), "FAIR at Meta")]),
    ("Toyota Technological Institute at Chicago (TTIC)", [((), "Toyota Technological Institute at Chicago")]),
    # what follows "at" names no institution: the name as written
    ("Nilekani Centre at AI4Bharat, IIT Madras", [(("Nilekani Centre at AI4Bharat",), "IIT Madras")]),
    ("Department of Computer Science at School of Informatics, Xiamen University, Xiamen 361005, China",
     [(("Department of Computer Science at School of Informatics",), "Xiamen University")]),
], ids=["ut-austin", "uiuc", "umd", "unc", "tamu-qatar", "suny", "penn-state", "umich", "institute-place", "ub",
        "known-kempner", "known-fair", "known-ttic", "acronym-host", "unit-at-unit"])
def test_a_place_campus_or_packaged_name_after_at_is_not_cut(text, expected):
    assert paths(text) == expected


@pytest.mark.parametrize("text, comma", [
    # a company or company lab "at" its town is written with its town, as with a comma
    ("Meta AI at Menlo Park", "Meta AI, Menlo Park"),
    ("Google Research at Mountain View, CA, USA", "Google Research, Mountain View, CA, USA"),
    ("Microsoft Research at Redmond, WA, USA", "Microsoft Research, Redmond, WA, USA"),
    ("Amazon at Seattle, WA, USA", "Amazon, Seattle, WA, USA"),
], ids=["meta-ai", "google-research", "msr", "amazon"])
def test_a_company_at_its_town_is_in_that_town(text, comma):
    assert _fields(text, None) == _fields(comma, None)
    assert _fields(text, None)[0][2] == comma.split(",")[0] and _fields(text, None)[0][5] == comma.split(", ")[1]


@pytest.mark.parametrize("text, zh, expected", [
    # the author's role before "at" is no name: the organization, as if the role were not written
    ("PhD student at Stanford University", None, [((), (), "Stanford University", None, None, None, None, True)]),
    ("Visiting Researcher at MIT", None, [((), (), "MIT", None, None, None, None, True)]),
    ("Research Intern at Microsoft Research Asia", None,
     [((), (), "Microsoft Research Asia", None, None, None, None, True)]),
    ("Work done while at Google", None, [((), (), "Google", None, None, None, None, True)]),
    ("Work done at Google", None, [((), (), "Google", None, None, None, None, True)]),
    ("Work done during an internship at Microsoft Research, Redmond, WA, USA", None,
     [((), (), "Microsoft Research", None, None, "Redmond", "US", True)]),
    ("Postdoctoral Fellow at ETH Zurich, Zurich, Switzerland", None,
     [((), (), "ETH Zurich", None, None, "Zurich", "CH", True)]),
    ("Member of Technical Staff at OpenAI, San Francisco, CA, USA", None,
     [((), (), "OpenAI", None, None, "San Francisco", "US", True)]),
    ("Student Researcher at Google DeepMind", None, [((), (), "Google DeepMind", None, None, None, None, True)]),
    ("Former Research Intern at Tencent AI Lab, Shenzhen, China", None,
     [((), (), "Tencent AI Lab", None, None, "Shenzhen", "CN", True)]),
    ("PhD Candidate at The University of Texas at Austin, Austin, TX, USA", None,
     [((), (), "The University of Texas at Austin", None, None, "Austin", "US", True)]),
    # a unit "at" its institution after the role is still its unit
    ("Senior Research Scientist at Robotics Institute at Carnegie Mellon University, Pittsburgh, PA, USA", None,
     [(("Robotics Institute",), (None,), "Carnegie Mellon University", None, None, "Pittsburgh", "US", True)]),
    # the translation names the role too (斯坦福大学博士生): no label, as after a company's name
    ("PhD student at Stanford University", "斯坦福大学博士生",
     [((), (), "Stanford University", None, None, None, None, True)]),
], ids=["phd-student", "visiting-researcher", "research-intern", "work-done-while", "work-done", "internship",
        "postdoc-places", "mts", "student-researcher", "former-intern", "campus-after-role", "unit-after-role",
        "translated"])
def test_a_role_before_at_is_not_part_of_a_name(text, zh, expected):
    assert _fields(text, zh) == expected


@pytest.mark.parametrize("text", [
    # a role with no organization after it is no organization
    "PhD student", "Visiting Researcher", "Research Intern at", "Postdoctoral Fellow, Zurich, Switzerland",
])
def test_a_role_alone_is_no_organization(text):
    assert parse(text).placeholder


@pytest.mark.parametrize("text, expected", [
    # a name with a role's words, but no role right before its "at": as before
    ("Student Research Center at Stanford University", [(("Student Research Center",), "Stanford University")]),
    ("Research Institute at Carnegie Mellon University", [(("Research Institute",), "Carnegie Mellon University")]),
    ("Fellows Program at Google", [(("Fellows Program",), "Google")]),
    ("Graduate School at Shenzhen, Tsinghua University", [(("Graduate School at Shenzhen",), "Tsinghua University")]),
    # a note after the author's organization is a note, not another organization
    ("Cohere, Toronto, Canada. Work done while at Naver Labs Europe", [((), "Cohere")]),
], ids=["student-research-center", "research-institute", "fellows-program", "graduate-school", "note-after"])
def test_role_words_in_a_name_or_a_note_are_not_a_role_before_at(text, expected):
    assert paths(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Fundamental AI Research (FAIR), Meta, New York, NY, USA",
     [((), "Fundamental AI Research", "New York"), ((), "Meta", "New York")]),
    ("FAIR, Meta, Menlo Park, CA, USA", [((), "FAIR", "Menlo Park"), ((), "Meta", "Menlo Park")]),
    # a region's name that is no parent of the institution before it stays a place
    ("Universidad de los Llanos, Meta, Colombia", [((), "Universidad de los Llanos", "Meta")]),
])
def test_the_packaged_parent_of_the_institution_before_it_is_no_place(text, expected):
    assert [(p.units, p.institution, p.locality) for p in parse_segments(OrgSegment(text, None, 1))] == expected


def test_the_parser_reads_the_one_index_of_the_packaged_list():
    known = known_institutions()
    names = known.names.keys() | known.aliases.keys()
    assert rules().standalone_institutions <= names | known.ambiguous.keys()
    assert known.companies <= names and all(parents <= names for parents in known.parent_keys.values())
    assert known.institution("cmu") == known.institution("carnegie mellon university") == "carnegie mellon university"


@pytest.mark.parametrize("text, zh", [
    ("FAIR, Meta", "Meta基础人工智能研究院"),
    ("FAIR, Meta, Menlo Park, CA, USA", "Meta基础人工智能研究院，门洛帕克，美国"),
])
def test_one_chinese_name_for_a_known_lab_beside_its_parent_is_the_labs(text, zh):
    found = {p.institution: p.institution_zh for p in parse_segments(OrgSegment(text, zh, 1))}
    assert found == {"FAIR": "Meta基础人工智能研究院", "Meta": None}


def test_one_chinese_name_for_two_unrelated_institutions_labels_neither():
    found = {p.institution: p.institution_zh for p in parse_segments(OrgSegment("Google, Ruritania University", "鲁里塔尼亚大学", 1))}
    assert set(found.values()) == {None}


@pytest.mark.parametrize("text, expected", [
    # "&" between an institution and a unit named as one reads as a comma: the unit is its
    ("Foo University & State Key Laboratory of Widgets, Hefei, China",
     [(("State Key Laboratory of Widgets",), "Foo University")]),
    ("University of Science and Technology of Foo & Key Laboratory of Widgets",
     [(("Key Laboratory of Widgets",), "University of Science and Technology of Foo")]),
    # never at a plain "and", nor inside a unit's name, nor inside an institution's
    ("Foo University and School of Law", [((), "Foo University and School of Law")]),
    ("School of Science & Engineering, Foo University", [(("School of Science & Engineering",), "Foo University")]),
    ("Texas A&M University", [((), "Texas A&M University")]),
])
def test_an_institution_and_a_unit_joined_by_an_ampersand(text, expected):
    assert paths(text) == expected


@pytest.mark.parametrize("text, zh, expected", [
    # a lab named by one word "and" an institution reads as the two with a comma: the lab is its unit
    ("OpenDriveLab and Shanghai AI Lab, Shanghai, China", "上海人工智能实验室，上海，中国",
     [(("OpenDriveLab",), (None,), "Shanghai AI Lab", None, "上海人工智能实验室", "Shanghai", "CN", True)]),
    ("OpenDriveLab and Shanghai AI Lab", None,
     [(("OpenDriveLab",), (None,), "Shanghai AI Lab", None, None, None, None, True)]),
    ("MMLab & Shanghai AI Laboratory", None,
     [(("MMLab",), (None,), "Shanghai AI Laboratory", None, None, None, None, True)]),
], ids=["drive-2024", "bare", "ampersand"])
def test_a_one_word_lab_and_its_institution_read_as_with_a_comma(text, zh, expected):
    assert _fields(text, zh) == expected == _fields(_JOINED.sub(", ", text, count=1), zh)


@pytest.mark.parametrize("text, zh, expected", [
    # a lab named by one word keeps it in Chinese: a translation without it is its institution's
    ("OpenDriveLab, Shanghai AI Lab", "上海人工智能实验室", (("OpenDriveLab",), (None,), "Shanghai AI Lab", "上海人工智能实验室")),
    ("OpenDriveLab, Shanghai AI Laboratory, Shanghai, China", "上海人工智能实验室OpenDriveLab，上海，中国",
     (("OpenDriveLab",), (None,), "Shanghai AI Laboratory", "上海人工智能实验室")),
], ids=["without-the-lab", "with-the-lab"])
def test_the_label_of_a_one_word_lab_and_its_institution(text, zh, expected):
    [p] = parse_segments(OrgSegment(text, zh, 1))
    assert (p.units, p.unit_zh, p.institution, p.institution_zh) == expected


@pytest.mark.parametrize("text, expected", [
    # "and" inside a name, or after a field's acronym: one name, as before
    ("Computer Science and Artificial Intelligence Laboratory, MIT",
     [(("Computer Science and Artificial Intelligence Laboratory",), "MIT")]),
    ("School of Electrical and Computer Engineering, Foo University",
     [(("School of Electrical and Computer Engineering",), "Foo University")]),
    ("AI and Robotics Institute, Foo University", [(("AI and Robotics Institute",), "Foo University")]),
    ("IoT and Smart Systems Lab", [((), "IoT and Smart Systems Lab")]),
    ("Texas A&M University", [((), "Texas A&M University")]),
], ids=["csail", "ece", "field-acronym", "camel-field-acronym", "tamu"])
def test_and_inside_a_name_does_not_cut_off_a_lab(text, expected):
    assert paths(text) == expected


@pytest.mark.parametrize("text, expected", [
    # a spaced dash between two institutions names both
    ("University of Foo – Flanders Make, Belgium", [((), "University of Foo"), ((), "Flanders Make")]),
    ("Foo University — Bar Institute of Technology", [((), "Foo University"), ((), "Bar Institute of Technology")]),
    # but not an institution and its campus, nor one and a unit
    ("University of Wisconsin – Madison, USA", [((), "University of Wisconsin – Madison")]),
    ("Foo University - Department of Widgets", [((), "Foo University - Department of Widgets")]),
    ("Université Paris-Saclay, France", [((), "Université Paris-Saclay")]),
])
def test_a_spaced_dash_between_two_institutions_names_both(text, expected):
    assert paths(text) == expected


@pytest.mark.parametrize("text", ["Acme Bio, PBC, New York, NY, USA", "Acme Bio, Public Benefit Corporation, USA"])
def test_a_public_benefit_corporation_is_a_legal_form(text):
    p = parse(text)
    assert p.institution.startswith("Acme Bio,") and p.units == () and p.country == "US"
    assert org_key(p.institution) == org_key("Acme Bio") or p.institution.endswith("Corporation")
    assert org_key("Acme Bio PBC") == org_key("Acme Bio")
    assert org_key("PBC Widgets") != org_key("Widgets")  # only a suffix


@pytest.mark.parametrize("text", ["Independent", "Independent Researcher", "Unaffiliated"])
def test_an_author_of_no_organization_is_no_organization(text):
    assert parse(text).placeholder


def test_an_independent_body_is_an_organization():
    assert paths("Independent Widget Institute, Foo University") != []
    assert not parse("Independent Widget Institute").placeholder


@pytest.mark.parametrize("text", [
    # a packaged company lab or company on either side, a joint centre, or a team: never split
    "Microsoft Research – Inria Joint Centre, Palaiseau, France",
    "Amazon Web Services – AI Research and Education, Seattle, WA, USA",
    "Allen Institute for AI – Semantic Scholar Research, Seattle, WA, USA",
    "Foo University – Bar Joint Lab of Widgets",
])
def test_a_spaced_dash_beside_a_company_lab_joint_centre_or_team_splits_nothing(text):
    found = paths(text)
    assert len(found) == 1, found
    assert " – " in (found[0][1] or "") or found[0][0]


@pytest.mark.parametrize("text, zh, expected", [
    ("ETH Zurich – Swiss Federal Institute of Technology, Zurich, Switzerland", "苏黎世联邦理工学院",
     {"ETH Zurich": "苏黎世联邦理工学院"}),
    ("Universität Tübingen – Tübingen AI Center, Tübingen, Germany", "图宾根大学图宾根人工智能中心",
     {"Universität Tübingen": "图宾根大学", "Tübingen AI Center": "图宾根人工智能中心"}),
])
def test_labels_of_institutions_split_at_a_dash(text, zh, expected):
    found = {p.institution: p.institution_zh for p in parse_segments(OrgSegment(text, zh, 1))}
    assert {k: found.get(k) for k in expected} == expected


@pytest.mark.parametrize("text, institution", [
    ("Meta Research Scientist, Menlo Park, CA, USA", "Meta"),
    ("Microsoft Research Intern, Redmond, WA, USA", "Microsoft"),
    ("Huawei Research Fellow, Shenzhen, China", "Huawei"),
    ("Google Research Scholar Program, Mountain View, CA, USA", "Google"),
    ("Amazon Research Award Program, Seattle, WA, USA", "Amazon"),
    # not after a name that is no packaged company's
    ("Widgetsoft Research Scientist, USA", "Widgetsoft Research Scientist"),
])
def test_a_job_title_after_a_company_is_not_part_of_its_name(text, institution):
    p = parse(text, "某某研究科学家")
    assert p.institution == institution and p.units == ()
    assert p.institution_zh is None or institution.startswith("Widgetsoft")


@pytest.mark.parametrize("text", ["Independent Researcher, Boston, MA, USA", "Independent Researcher, London, UK"])
def test_an_author_of_no_organization_with_a_place_is_no_organization(text):
    assert parse(text).placeholder


@pytest.mark.parametrize("name, country, company", [
    ("Amazon Basin Research Center", "BR", None),
    ("Samsung Medical Center Research Institute", "KR", None),
    ("Apple Hospitality Research", "US", None),
    ("Huawei Singapore Research Center", "SG", "Huawei"),
    ("Huawei Research Center Munich", "DE", "Huawei"),
    ("Google Research India", "IN", "Google Research"),
])
def test_company_division_of(name, country, company):
    assert company_division_of(name, country) == company


@pytest.mark.parametrize(
    "text, institution, locality, country",
    [
        ("Acme Corp, Toronto, ON", "Acme Corp", "Toronto", "CA"),
        ("Acme Corp, Sydney, NSW", "Acme Corp", "Sydney", "AU"),
        ("Acme Corp, Toronto, Ontario", "Acme Corp", "Toronto", "CA"),
        ("Google, Mountain View, California", "Google", "Mountain View", "US"),
        ("Acme Corp, Austin, Texas 78701", "Acme Corp", "Austin", "US"),
        # a state of several countries, or named like a country: the town tells which
        ("Acme Corp, Perth, WA", "Acme Corp", "Perth", "AU"),
        ("Acme Corp, Seattle, WA", "Acme Corp", "Seattle", "US"),
        ("Acme Corp, Atlanta, Georgia", "Acme Corp", "Atlanta", "US"),
        ("Acme Corp, Tbilisi, Georgia", "Acme Corp", "Tbilisi", "GE"),
        # acronyms of institutions are no states
        ("CMU, Pittsburgh, PA", "CMU", "Pittsburgh", "US"),
        ("MIT, Cambridge, MA, USA", "MIT", "Cambridge", "US"),
        ("KAIST, Daejeon, South Korea", "KAIST", "Daejeon", "KR"),
        ("CAS, Beijing, China", "CAS", "Beijing", "CN"),
    ],
)
def test_a_state_or_province_after_a_town_is_a_place_of_its_country(text, institution, locality, country):
    p = parse(text)
    assert (p.units, p.institution, p.locality, p.country) == ((), institution, locality, country)


def test_an_acronym_after_a_unit_is_no_state():
    p = parse("Institute of Computing Technology, CAS")
    assert (p.units, p.institution, p.country) == (("Institute of Computing Technology",), "CAS", None)
    p = parse("Foo Research Lab, ACT")  # ACT: also the Australian Capital Territory, but after no town
    assert p.institution == "ACT" and p.country is None


@pytest.mark.parametrize(
    "text, expected",
    [
        ("University at Buffalo, State University of New York", [((), "University at Buffalo")]),
        ("Department of CSE, University at Buffalo, State University of New York, Buffalo, NY, USA",
         [(("Department of CSE",), "University at Buffalo")]),
        ("Binghamton University, State University of New York", [((), "Binghamton University")]),
        # the system alone, or after a unit, is the institution
        ("Department of Mathematics, State University of New York",
         [(("Department of Mathematics",), "State University of New York")]),
    ],
)
def test_a_system_written_after_its_campus_is_no_peer(text, expected):
    assert paths(text) == expected


@pytest.mark.parametrize(
    "name, country",
    [
        ("University of Würzburg", "DE"),
        ("Universität Würzburg", "DE"),
        ("University of Göttingen", "DE"),
        ("University of Exeter", "GB"),
        ("Würzburg Research Institute", None),  # a smaller town tells only a university's country
        ("University of Kent", None),  # a county of England, and a town in the USA
        ("University of Westminster", None),
    ],
)
def test_a_university_named_after_a_smaller_town_is_in_its_country(name, country):
    assert country_in_name(name) == country


@pytest.mark.parametrize(
    "text, expected",
    [
        # the ministry that runs a key lab is part of the lab's name, no organization
        ("Key Laboratory of Data Engineering and Knowledge Engineering, MOE",
         [((), "Key Laboratory of Data Engineering and Knowledge Engineering")]),
        ("Engineering Research Center of Knowledge-Driven Human-Machine Intelligence, MOE, China",
         [((), "Engineering Research Center of Knowledge-Driven Human-Machine Intelligence")]),
        ("School of CSE, Key Laboratory of Computer Network and Information Integration, Ministry of Education, "
         "Southeast University, China",
         [(("School of CSE", "Key Laboratory of Computer Network and Information Integration"),
           "Southeast University")]),
        # the ministry itself, or after no lab, stays
        ("Ministry of Education, Beijing, China", [((), "Ministry of Education")]),
        ("Department of Statistics, MOST", [(("Department of Statistics",), "MOST")]),
    ],
)
def test_a_ministry_after_its_key_lab_is_no_organization(text, expected):
    assert paths(text) == expected


@pytest.mark.parametrize("name, country, company", [
    ("Microsoft Gray Systems Lab", "US", "Microsoft"),
    ("Microsoft Gray Systems Lab", None, "Microsoft"),
    ("Apple Blossom Lab", None, None),  # a company named by a common word leads no proper name's lab
    ("Microsoft Lab", None, None),
    ("Microsoft Gray Systems Institute", None, None),
])
def test_a_company_lab_named_by_its_own_proper_name(name, country, company):
    assert company_division_of(name, country) == company


@pytest.mark.parametrize(
    "name, country",
    [
        ("Hangzhou Dianzi University", "CN"),  # a big city first, then a word of its own
        ("Tokyo Denki University", "JP"),
        ("George Mason University", None),  # a person's name, no big city
        ("Paris Lodron University Salzburg", "AT"),  # the place named whole tells first
    ],
)
def test_a_university_led_by_a_big_city_is_in_its_country(name, country):
    assert country_in_name(name) == country


@pytest.mark.parametrize(
    "text, institution, locality, country",
    [
        # a known town decides, also one named by an organization word
        ("University of Maryland, College Park, Maryland", "University of Maryland", "College Park", "US"),
        ("University of Maryland, College Park, Maryland 20742, USA", "University of Maryland", "College Park", "US"),
        ("Texas A&M University, College Station, Texas", "Texas A&M University", "College Station", "US"),
        ("Pennsylvania State University, University Park, Pennsylvania", "Pennsylvania State University",
         "University Park", "US"),
        ("Acme Robotics, College Station, Texas", "Acme Robotics", "College Station", "US"),
        # a code of the town's own country, not of Canada, Australia or the USA
        ("University of Milano-Bicocca, Monza, MB", "University of Milano-Bicocca", "Monza", "IT"),
        ("CICESE, Ensenada, BC", "CICESE", "Ensenada", None),
        ("Universidad Autónoma de Baja California, Tijuana, BC", "Universidad Autónoma de Baja California",
         "Tijuana", None),
        ("Federal University of Technology, Akure, ON", "Federal University of Technology", "Akure", "NG"),
        ("Universidad de los Andes, Bogotá, CO", "Universidad de los Andes", "Bogotá", "CO"),
        ("Fondazione Bruno Kessler, Trento, TN", "Fondazione Bruno Kessler", "Trento", "IT"),
        ("University of Modena and Reggio Emilia, Modena, MO", "University of Modena and Reggio Emilia",
         "Modena", "IT"),
        ("University of Messina, Messina, ME", "University of Messina", "Messina", "IT"),
        ("Universidade Federal de Santa Catarina, Florianópolis, SC", "Universidade Federal de Santa Catarina",
         "Florianópolis", "BR"),
        ("Indian Institute of Technology Madras, Chennai, TN", "Indian Institute of Technology Madras",
         "Chennai", "IN"),
        ("Samsung AI Center, Toronto, CA", "Samsung AI Center", "Toronto", "CA"),
        ("Carnegie Mellon University, Pittsburgh, PA", "Carnegie Mellon University", "Pittsburgh", "US"),
        ("MIT, Cambridge, MA", "MIT", "Cambridge", "US"),
        ("Harvard Medical School, Boston, MA 02115", "Harvard Medical School", "Boston", "US"),
        ("University of Adelaide, Adelaide, SA", "University of Adelaide", "Adelaide", "AU"),  # no S.A.
        # a known town of no country the code names: the code is a subdivision's, no country
        ("Universidad de Granada, Granada, GR", "Universidad de Granada", "Granada", None),  # ES, NI, CO
        ("Tecnológico de Monterrey, Monterrey, NL", "Tecnológico de Monterrey", "Monterrey", None),
        ("Tecnológico de Monterrey, Monterrey, NL, Mexico", "Tecnológico de Monterrey", "Monterrey", "MX"),
        ("Inria, Paris, FR", "Inria", "Paris", "FR"),
        ("Humboldt-Universität zu Berlin, Berlin, DE", "Humboldt-Universität zu Berlin", "Berlin", "DE"),
        # a territory of Canada or Australia: a place, of no country the segment tells
        ("The Chinese University of Hong Kong, Shatin, NT", "The Chinese University of Hong Kong", "Shatin", None),
        ("Aurora College, Yellowknife, NT", "Aurora College", "Yellowknife", None),
        # a town written in its own language is a town of its country: the code after it is its province's
        ("Politecnico di Torino, Torino, TO", "Politecnico di Torino", "Torino", "IT"),  # not Tonga
        ("University of Naples Federico II, Napoli, NA", "University of Naples Federico II", "Napoli", "IT"),
        ("Sapienza University of Rome, Roma, RM", "Sapienza University of Rome", "Roma", "IT"),
        ("Politecnico di Milano, Milano, MI", "Politecnico di Milano", "Milano", "IT"),  # not Michigan
        ("Università di Padova, Padova, PD", "Università di Padova", "Padova", "IT"),
        ("Università Ca' Foscari, Venezia, VE", "Università Ca' Foscari", "Venezia", "IT"),
        ("Technical University of Munich, München, BY", "Technical University of Munich", "München", "DE"),
        ("Politecnico di Torino, Torino, TO, Italy", "Politecnico di Torino", "Torino", "IT"),
        # a real address in Tonga or Namibia stays there
        ("University of the South Pacific, Nukuʻalofa, TO", "University of the South Pacific", "Nukuʻalofa", "TO"),
        ("University of Namibia, Windhoek, NA", "University of Namibia", "Windhoek", "NA"),
    ],
)
def test_the_town_decides_the_state_or_province_after_it(text, institution, locality, country):
    p = parse(text)
    assert (p.units, p.institution, p.locality, p.country) == ((), institution, locality, country)


@pytest.mark.parametrize(
    "name, country",
    [
        ("Università degli Studi di Milano", "IT"),
        ("Politecnico di Torino", "IT"),
        ("Universität Wien", "AT"),
        ("Universidade de Lisboa", "PT"),
        ("Roma", None),  # a town alone names no institution
    ],
)
def test_an_institution_named_after_a_town_in_its_own_language_is_in_its_country(name, country):
    assert country_in_name(name) == country


def test_every_local_town_name_is_a_town_of_its_country():
    for country, names in load_data("places.yaml")["local_town_names"].items():
        for name in names:
            assert country in town_countries(name, 0), name


@pytest.mark.parametrize(
    "text, institution, locality, country",
    [
        # a code of a country and a US state after an unknown town: the institution's country decides
        ("Technical University of Munich, Garching, DE", "Technical University of Munich", "Garching", "DE"),
        ("Universität Stuttgart, Vaihingen, DE", "Universität Stuttgart", "Vaihingen", "DE"),
        ("Max Planck Institute for Informatics, Saarbrücken, DE", "Max Planck Institute for Informatics",
         "Saarbrücken", "DE"),
        # ... and a US one, a ZIP code or a US town keep the state
        ("University of Delaware, Newark, DE", "University of Delaware", "Newark", "US"),
        ("University of Delaware, Newark, DE 19716, USA", "University of Delaware", "Newark", "US"),
        ("Acme Corp, Newark, DE 19716, USA", "Acme Corp", "Newark", "US"),
        ("Technical University of Munich, Smalltown, DE 19716", "Technical University of Munich", "Smalltown", "US"),
        # a society's institute is in the society's country, unless its name names another
        ("Fraunhofer IDMT, Ilmenau, DE", "Fraunhofer IDMT", "Ilmenau", "DE"),
        ("Max-Planck-Institut für Plasmaphysik, Garching, DE", "Max-Planck-Institut für Plasmaphysik", "Garching",
         "DE"),
        ("Max Planck Institute for Intelligent Systems, Tübingen, DE", "Max Planck Institute for Intelligent Systems",
         "Tübingen", "DE"),
        ("Fraunhofer USA, Smalltown, DE", "Fraunhofer USA", "Smalltown", "US"),
        ("Stanford University, Stanford, CA", "Stanford University", "Stanford", "US"),
        ("Acme Corp, Menlo Park, CA", "Acme Corp", "Menlo Park", "US"),
    ],
)
def test_a_code_of_a_country_and_a_state_is_the_country_its_institution_is_in(text, institution, locality, country):
    p = parse(text)
    assert (p.units, p.institution, p.locality, p.country) == ((), institution, locality, country)


@pytest.mark.parametrize(
    "text, expected",
    [
        # a college of the University of London written before it is an institution of its own
        ("Royal Holloway, University of London", [((), "Royal Holloway")]),
        ("Goldsmiths, University of London", [((), "Goldsmiths")]),
        ("Birkbeck, University of London, London, UK", [((), "Birkbeck")]),
        ("Queen Mary, University of London, London, UK", [((), "Queen Mary")]),
        ("Department of Computer Science, Royal Holloway, University of London, Egham, UK",
         [(("Department of Computer Science",), "Royal Holloway")]),
        # the University of London itself, and its own units, stay
        ("University of London", [((), "University of London")]),
        ("School of Advanced Study, University of London", [(("School of Advanced Study",), "University of London")]),
        ("City, University of London", [((), "City, University of London")]),
        # a place or a building before it is no college: the university's, as any unit
        ("Senate House, University of London", [(("Senate House",), "University of London")]),
        ("Bloomsbury, University of London", [(("Bloomsbury",), "University of London")]),
        ("Stony Brook, State University of New York", [(("Stony Brook",), "State University of New York")]),
        ("St George's, University of London, London, UK", [((), "St George's")]),  # a packaged college
    ],
)
def test_a_college_written_before_the_university_of_london_is_the_institution(text, expected):
    assert paths(text) == expected


@pytest.mark.parametrize(
    "text, units, institution, locality, country",
    [
        # the town or area after a system written after its campus is the campus's: no stray name
        ("Royal Holloway, University of London, Egham, Surrey, UK", (), "Royal Holloway", "Egham", "GB"),
        ("Royal Holloway, University of London, Egham, Surrey, TW20 0EX, UK", (), "Royal Holloway", "Egham", "GB"),
        ("Department of Computing, Goldsmiths, University of London, New Cross, London SE14 6NW",
         ("Department of Computing",), "Goldsmiths", "New Cross", None),
        ("University at Buffalo, SUNY, Amherst, Buffalo, NY 14260", (), "University at Buffalo", "Amherst", "US"),
        # an address is no town; and the system's own town is no campus of it
        ("Queen Mary, University of London, Mile End Road, London E1 4NS, UK", (), "Queen Mary", "London", "GB"),
        ("University of London, London, UK", (), "University of London", "London", "GB"),
        ("Hunter College, City University of New York, New York, NY", ("Hunter College",),
         "City University of New York", "New York", "US"),
    ],
)
def test_the_place_after_a_system_written_after_its_campus_is_the_campus_s(text, units, institution, locality, country):
    p = parse(text)
    assert (p.units, p.institution, p.locality, p.country) == (units, institution, locality, country)


@pytest.mark.parametrize(
    "text, locality, country",
    [
        # a town's own-language name is a small US town's too: a US state's code after it is the state
        ("Acme Inc., Roma, TX", "Roma", "US"),
        ("Acme Inc., Roma, TX 78584", "Roma", "US"),
        ("Acme Inc., Praha, TX 78968", "Praha", "US"),
        ("Acme Inc., Wien, WI", "Wien", "US"),
        ("Acme Inc., Napoli, NY", "Napoli", "US"),
        ("Acme Inc., Milano, MI 20133", "Milano", "US"),  # a ZIP code: Michigan, not Milan's province
        # ... but its province's code, or its country's, is its own
        ("Acme Srl, Milano, MI", "Milano", "IT"),
        ("Acme GmbH, München, DE", "München", "DE"),
        ("Acme Srl, Roma, RM", "Roma", "IT"),
        # a town known only abroad keeps its country's state, with a postcode too
        ("Acme Ltd, Chennai, TN 600036", "Chennai", "IN"),
    ],
)
def test_a_us_state_after_a_town_s_own_language_name_is_the_state(text, locality, country):
    p = parse(text)
    assert (p.institution, p.locality, p.country) == (text.partition(",")[0], locality, country)


@pytest.mark.parametrize(
    "name, company",
    [
        ("Microsoft Gray Systems Lab", "Microsoft"),
        ("Baidu Open Lab", None),  # generic words: a program or anyone's lab, no lab of Baidu's own
        ("Baidu Big Data Lab", None),
        ("Baidu Smart Lab", None),
        ("Baidu Future Lab", None),
        ("Baidu New Lab", None),
    ],
)
def test_a_one_word_company_s_lab_needs_a_proper_name(name, company):
    assert company_division_of(name) == company


def test_a_lab_named_own_needs_words():
    assert not _lab_named_own("Baidu", [])


@pytest.mark.parametrize(
    "text, institution",
    [
        ("University at Albany, SUNY", "University at Albany"),
        ("University at Buffalo, SUNY, Buffalo, NY", "University at Buffalo"),
    ],
)
def test_a_system_written_by_its_acronym_after_its_campus_is_no_peer(text, institution):
    assert paths(text) == [((), institution)]



@pytest.mark.parametrize("short,full", [
    ("Stanford Univ.", "Stanford University"), ("Univ. of Tokyo", "University of Tokyo"),
    ("Dept. of Computer Science", "Department of Computer Science"), ("Natl. Inst. of Informatics", "National Institute of Informatics"),
])
def test_shortened_words_name_the_same_organization(short, full):
    assert org_key(short) == org_key(full)


def test_a_short_word_needs_its_full_stop():
    """INST Mohali is an acronym, not Institute Mohali: its key, and so its IRI, stays."""
    assert org_key("INST Mohali") == "inst mohali" and org_key("Stanford Univ") == "stanford univ"


def test_lab_is_a_name_of_its_own():
    """Lab is a name's own word as often as it is short for Laboratory: the keys, and so the
    IRIs, of the many labs named so stay as they were."""
    assert org_key("Huawei Noah's Ark Lab") == "huawei noahs ark lab"


@pytest.mark.parametrize("text, units, institution", [
    # a French university hospital (centre hospitalier universitaire) is an institution; the unit before it is its
    ("Clinique des données, CHU de Nantes, Nantes, France", ("Clinique des données",), "CHU de Nantes"),
    ("Department of Radiology, CHU de Québec, Québec, Canada", ("Department of Radiology",), "CHU de Québec"),
    ("CHU Sainte-Justine, Montreal, Canada", (), "CHU Sainte-Justine"),  # a hyphenated name, no acronym after CHU
])
def test_a_chu_is_an_institution(text, units, institution):
    p = parse(text)
    assert (p.units, p.institution) == (units, institution)


@pytest.mark.parametrize("text, institution, locality", [
    # the Twin Cities campus is the system's main one, in two towns: its town is no campus
    ("Medical School, University of Minnesota, Minneapolis, MN, USA", "University of Minnesota", "Minneapolis"),
    ("University of Minnesota, Saint Paul, MN, USA", "University of Minnesota", "Saint Paul"),
    ("University of Minnesota, Duluth, MN, USA", "University of Minnesota, Duluth", None),
])
def test_a_main_campus_may_be_in_two_towns(text, institution, locality):
    p = parse(text)
    assert (p.institution, p.locality) == (institution, locality)


def test_a_hospital_affiliated_to_a_school_names_both():
    text = ("Department of Endocrinology and Metabolism, Shanghai Sixth People's Hospital Affiliated to "
            "Shanghai Jiao Tong University School of Medicine, Shanghai 200233, China")
    assert paths(text) == [(("Department of Endocrinology and Metabolism",), "Shanghai Sixth People's Hospital"),
                           ((), "Shanghai Jiao Tong University School of Medicine")]
    assert paths("The First Affiliated Hospital of Zhejiang University, Hangzhou, China") == [
        ((), "The First Affiliated Hospital of Zhejiang University")]


def test_a_chinese_segment_led_by_a_known_hospital_s_name_is_that_hospital_s_department():
    p = parse("中山大学肿瘤防治中心病理科")
    assert (p.units, p.institution) == (("病理科",), "中山大学肿瘤防治中心")
    p = parse("中山大学计算机学院")  # a unit of the university, as before
    assert (p.units, p.institution) == (("计算机学院",), "中山大学")


def test_a_university_hospital_s_chinese_label_gives_the_university_no_label():
    """南特大学医院 is the university hospital: 南特大学 (Nantes Université) labels no hospital."""
    p = parse("Clinique des données, CHU de Nantes, Nantes, France", "南特大学医院数据诊所，南特，法国")
    assert p.institution == "CHU de Nantes" and p.institution_zh is None


def test_a_short_acronym_institution_word_matches_in_capitals_only():
    """CHU, a university hospital, is no surname: the Chu Lab is a lab of its university."""
    p = parse("Chu Lab, Department of Physics, Stanford University")
    assert (p.units, p.institution) == (("Chu Lab", "Department of Physics"), "Stanford University")


@pytest.mark.parametrize("text", ["复旦大学附属华山医院神经外科", "北京大学第一医院肾内科"])
def test_a_chinese_hospital_named_after_its_university_is_no_unit_of_it(text):
    assert parse(text).institution != text[:4]


def test_a_slash_joins_two_institutions_only_when_each_side_names_one():
    """A slash also joins a lab's two names: the team is no institution of its own."""
    assert [i for _, i in paths("Google Research/Brain Team")] == ["Google Research/Brain Team"]
    assert [i for _, i in paths("NIST/University of Maryland, College Park, MD, USA")] == ["NIST", "University of Maryland"]
