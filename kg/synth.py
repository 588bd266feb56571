"""Synthetic bilingual listings, for benchmarks and stress tests.

:func:`generate` streams a listing in exactly the format of
``seeds/icml-2026.txt`` (a venue line, then per paper an English title, a
Chinese title, the authors, an optional ``机构`` line, ``AI总结`` and
``Comments``, every line followed by an empty line). It is deterministic for a
seed: all randomness comes from one ``random.Random(seed)``, and nothing
iterates over a set or depends on string hashing.

What makes it realistic (all word lists are plain files in ``kg/data/synth``):

- authors per paper are heavy-tailed (log-normal, mode 3-6, up to 40), drawn
  Zipf-like from a pool that grows with the corpus, so a few people write
  many papers and most write one;
- each person has a home organization (Zipf over a few hundred real and
  recombined institutions with a unit such as "School of Computer Science");
  a paper's ``机构`` segments are its authors' homes;
- segments carry the seed's mess at realistic rates: no ``机构`` line (13%),
  no Chinese translations, wrong translations, acronyms, postcodes, trailing
  periods, "Corresponding Author", bare units, template placeholders;
- titles and summaries name methods (``SPA-Cache``, ``Hutch++``, ``Lo3``),
  use known ones (基于 / 利用 / 与…相比) and make claims (提升高达37%);
- comments mix acceptance type, page / figure / table counts and URLs.

>>> blocks = list(generate(papers=2, seed=1))
>>> blocks[0]
'ICML\\n\\n'
>>> len(blocks), blocks[1].count("\\n\\n") in (5, 6)
(3, True)
"""

from __future__ import annotations

import bisect
import itertools
import os
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import BinaryIO

from .export import write_output

# Rates of the seed's irregularities (per paper or per segment, as named).
NO_ORG_LINE = 0.13
NO_CHINESE_ORGS = 0.10
WRONG_CHINESE = 0.04
PLACEHOLDER = 0.006
STANDALONE_LAB = 0.04
BARE_UNIT = 0.03
TRAILING_PERIOD = 0.02
CORRESPONDING = 0.01
POSTCODE = 0.05
KNOWN_FROM_CORPUS = 0.2


# --------------------------------------------------------------------------
# Word lists


def _rows(name: str) -> list[list[str]]:
    """Tab-separated rows of ``kg/data/synth/<name>``, skipping ``#`` comments.

    >>> _rows("venues.tsv")[0][:2]
    ['ICML', 'International Conference on Machine Learning']
    """
    text = (resources.files("kg.data") / "synth" / name).read_text(encoding="utf-8")
    return [line.split("\t") for line in text.splitlines() if line and not line.startswith("#")]


def _column(name: str) -> list[str]:
    """First column of a word list."""
    return [row[0] for row in _rows(name)]


def _grouped(name: str) -> dict[str, list[str]]:
    """Names of a ``name<TAB>group`` list, by group.

    >>> "Wang" in _grouped("family_names.tsv")["cn"]
    True
    """
    groups: dict[str, list[str]] = {}
    for value, group in _rows(name):
        groups.setdefault(group, []).append(value)
    return groups


@dataclass(frozen=True)
class Place:
    city: str
    city_zh: str
    region: str
    country: str
    country_zh: str
    postcode: str


@dataclass(frozen=True)
class Institution:
    name: str
    acronym: str
    place: Place
    zh: str
    wrong_zh: str
    kind: str


@dataclass(frozen=True)
class Weighted:
    """Rows of a word list with the weights of one column, for drawing rows.

    >>> Weighted.of([["a", "0"], ["b", "1"]], 1).pick(random.Random(0))
    ['b', '1']
    """

    rows: list[list[str]]
    cum: list[float]

    @classmethod
    def of(cls, rows: list[list[str]], column: int) -> Weighted:
        return cls(rows, list(itertools.accumulate(float(row[column]) for row in rows)))

    @classmethod
    def by_kind(cls, rows: list[list[str]], column: int) -> dict[str, Weighted]:
        """One table per value of the first column."""
        kinds = dict.fromkeys(row[0] for row in rows)
        return {kind: cls.of([row for row in rows if row[0] == kind], column) for kind in kinds}

    def pick(self, rng: random.Random) -> list[str]:
        return self.rows[bisect.bisect(self.cum, rng.random() * self.cum[-1])]


@dataclass(frozen=True)
class Words:
    """Every word list, loaded once."""

    groups: Weighted
    given: dict[str, list[str]]
    family: dict[str, list[str]]
    syllables: list[str]
    places: list[Place]
    institutions: list[Institution]
    patterns: list[list[str]]
    fields: list[list[str]]
    topics: list[list[str]]
    units: Weighted
    standalone: list[list[str]]
    provinces: list[list[str]]
    placeholders: list[list[str]]
    tasks: list[list[str]]
    techniques: list[list[str]]
    verbs: list[list[str]]
    adjectives: list[list[str]]
    issues: list[list[str]]
    metrics: list[str]
    datasets: list[str]
    prefixes: list[str]
    suffixes: list[str]
    method_words: list[str]
    known: list[str]
    titles: Weighted
    summaries: dict[str, Weighted]
    claims: Weighted
    elaborations: Weighted
    venues: dict[str, list[str]]
    acceptance: dict[str, Weighted]
    extras: list[list[str]]


@lru_cache(maxsize=1)
def words() -> Words:
    """Load the word lists under ``kg/data/synth``."""
    places = [Place(*row[:5], row[6]) for row in _rows("places.tsv")]
    by_city = {(p.city, p.country): p for p in places}
    institutions = [
        Institution(name, acronym, by_city[city, country], zh, wrong, kind)
        for name, acronym, city, country, zh, wrong, kind in _rows("institutions.tsv")
    ]
    return Words(
        groups=Weighted.of(_rows("name_groups.tsv"), 1),
        given=_grouped("given_names.tsv"),
        family=_grouped("family_names.tsv"),
        syllables=_column("pinyin_syllables.txt"),
        places=places,
        institutions=institutions,
        patterns=_rows("institution_patterns.tsv"),
        fields=_rows("fields.tsv"),
        topics=_rows("lab_topics.tsv"),
        units=Weighted.of(_rows("units.tsv"), 2),
        standalone=_rows("standalone_units.tsv"),
        provinces=_rows("provinces.tsv"),
        placeholders=_rows("placeholders.tsv"),
        tasks=_rows("tasks.tsv"),
        techniques=_rows("techniques.tsv"),
        verbs=_rows("verbs.tsv"),
        adjectives=_rows("adjectives.tsv"),
        issues=_rows("issues.tsv"),
        metrics=_column("metrics.txt"),
        datasets=_column("datasets.txt"),
        prefixes=_column("method_prefixes.txt"),
        suffixes=_column("method_suffixes.txt"),
        method_words=_column("method_words.txt"),
        known=_column("known_methods.txt"),
        titles=Weighted.of(_rows("titles.tsv"), 3),
        summaries=Weighted.by_kind(_rows("summaries.tsv"), 2),
        claims=Weighted.of(_rows("claims.tsv"), 1),
        elaborations=Weighted.of(_rows("elaborations.tsv"), 1),
        venues={row[0]: row for row in _rows("venues.tsv")},
        acceptance=Weighted.by_kind(_rows("acceptance.tsv"), 2),
        extras=_rows("comment_extras.tsv"),
    )


# --------------------------------------------------------------------------
# Sampling helpers


def zipf_cum(n: int, s: float, shift: float) -> list[float]:
    """Cumulative weights ``1 / (rank + shift) ** s`` for ranks ``0..n-1``.

    >>> [round(w, 3) for w in zipf_cum(3, 1.0, 1.0)]
    [1.0, 1.5, 1.833]
    """
    return list(itertools.accumulate((i + shift) ** -s for i in range(n)))


def pick_rank(rng: random.Random, cum: Sequence[float]) -> int:
    """A rank drawn with the cumulative weights ``cum``.

    >>> pick_rank(random.Random(0), [1.0, 1.0, 2.0])
    2
    """
    return bisect.bisect(cum, rng.random() * cum[-1])




def authors_per_paper(rng: random.Random) -> int:
    """Log-normal author count: mode 3-6, median 5, rarely up to 40.

    >>> sorted({authors_per_paper(random.Random(i)) for i in range(50)})[0] >= 1
    True
    """
    return max(1, min(40, round(rng.lognormvariate(1.55, 0.55))))


def fill(template: str, slots: dict[str, str]) -> str:
    """``template`` with its ``{slot}`` names replaced (``str.format``).

    >>> fill("提出{M}方法", {"M": "SPA-Cache"})
    '提出SPA-Cache方法'
    """
    return template.format_map(slots)


# --------------------------------------------------------------------------
# The corpus being generated: people, organizations, methods


@dataclass(frozen=True)
class Home:
    """Where a person works: an institution and maybe a unit of it."""

    institution: Institution | None
    unit: tuple[str, str] | None


@dataclass
class Corpus:
    """State shared across papers: the person pool and the methods proposed so far."""

    rng: random.Random
    words: Words
    institutions: list[Institution]
    institution_cum: list[float]
    field_cum: list[float]
    topic_cum: list[float]
    person_cum: list[float]
    people: dict[int, tuple[str, Home]] = field(default_factory=dict)
    names: dict[str, int] = field(default_factory=dict)
    proposed: list[str] = field(default_factory=list)
    known_cum: list[float] = field(default_factory=list)


def recombined_institutions(rng: random.Random, w: Words, count: int) -> list[Institution]:
    """``count`` made-up institutions from name patterns and places.

    >>> names = [i.name for i in recombined_institutions(random.Random(0), words(), 3)]
    >>> len(names), len(set(names))
    (3, 3)
    """
    real = {i.name for i in w.institutions}
    candidates = [
        Institution(fill(en, {"city": p.city}), "", p, fill(zh, {"city_zh": p.city_zh}), "",
                    "university" if "Univ" in en else "institute")
        for en, zh, where in w.patterns
        for p in w.places
        if where == "*" or (where == "CN" and p.country == "China")
    ]
    fresh = [c for c in candidates if c.name not in real]
    return rng.sample(fresh, count)


def new_corpus(rng: random.Random, papers: int) -> Corpus:
    """Pools sized for ``papers``: people grow with the corpus, institutions don't."""
    w = words()
    real = list(w.institutions)
    rng.shuffle(real)
    institutions = real + recombined_institutions(rng, w, 450)
    return Corpus(
        rng=rng,
        words=w,
        institutions=institutions,
        institution_cum=zipf_cum(len(institutions), 1.05, 4.0),
        field_cum=zipf_cum(len(w.fields), 1.0, 1.0),
        topic_cum=zipf_cum(len(w.topics), 0.8, 2.0),
        person_cum=zipf_cum(papers * 8 + 50, 0.75, 100.0),
        known_cum=zipf_cum(len(w.known), 1.0, 1.5),
    )


def name_in_group(rng: random.Random, w: Words, row: Sequence[str]) -> str:
    """A given and family name of one name group ("Zhiwei Li", "Seokil Ham")."""
    group, _, source, family_group = row
    if source == "pinyin" and rng.random() < 0.5:
        given = (rng.choice(w.syllables) + rng.choice(w.syllables)).capitalize()
    else:
        given = rng.choice(w.given[group])
    return f"{given} {rng.choice(w.family[family_group])}"


def person_name(c: Corpus) -> str:
    """A name not yet used in this corpus; a middle initial ("Christian S. Jensen")
    or, when a small name group runs out, the largest group, keeps names unique."""
    rng, w = c.rng, c.words
    row = w.groups.pick(rng)
    for attempt in itertools.count():
        name = name_in_group(rng, w, row if attempt < 6 else w.groups.rows[0])
        if name in c.names:
            given, family = name.rsplit(" ", 1)
            name = f"{given} {chr(65 + rng.randrange(26))}. {family}"
        if name not in c.names:
            return name


def unit_of(c: Corpus) -> tuple[str, str]:
    """A unit (English, Chinese): "School of Computer Science" / "计算机科学学院"."""
    w = c.words
    en, zh, _ = w.units.pick(c.rng)
    fld = w.fields[pick_rank(c.rng, c.field_cum)]
    topic = w.topics[pick_rank(c.rng, c.topic_cum)]
    slots = {"field": fld[0], "field_zh": fld[1], "topic": topic[0], "topic_zh": topic[1]}
    return fill(en, slots), fill(zh, slots)


def home_of(c: Corpus) -> Home:
    """A new person's home: Zipf over institutions, a unit for most academics."""
    institution = c.institutions[pick_rank(c.rng, c.institution_cum)]
    roll = c.rng.random()
    if institution.kind == "company":
        return Home(institution, None)
    if roll < BARE_UNIT:
        return Home(None, unit_of(c))
    return Home(institution, unit_of(c) if roll < 0.65 else None)


def person(c: Corpus, rank: int) -> tuple[str, Home]:
    """Person ``rank`` of the pool, made on first use."""
    found = c.people.get(rank)
    if found is None:
        name = person_name(c)
        found = c.people[rank] = (name, home_of(c))
        c.names[name] = rank
    return found


def paper_people(c: Corpus) -> list[tuple[str, Home]]:
    """The distinct authors of one paper, in order."""
    count = authors_per_paper(c.rng)
    ranks: dict[int, None] = {}
    while len(ranks) < count:
        ranks[pick_rank(c.rng, c.person_cum)] = None
    return [person(c, rank) for rank in ranks]


# --------------------------------------------------------------------------
# Organization segments


def place_text(rng: random.Random, p: Place) -> tuple[list[str], list[str]]:
    """English and Chinese place parts: [], [country], [city, country], with region / postcode."""
    roll = rng.random()
    if roll < 0.4:
        return [], []
    if roll < 0.6:
        return [p.country], [p.country_zh]
    city = p.city
    if p.postcode and rng.random() < POSTCODE:
        city = f"{city} {p.postcode}"
    parts = [city, p.region, p.country] if p.region and rng.random() < 0.4 else [city, p.country]
    return parts, [p.city_zh, p.country_zh]


def institution_text(rng: random.Random, i: Institution) -> str:
    """The institution as written: full name, "Name (ACR)" or the bare acronym."""
    roll = rng.random()
    if i.acronym and roll < 0.12:
        return f"{i.name} ({i.acronym})"
    if i.acronym and roll < 0.2 and len(i.acronym) > 3:
        return i.acronym
    return i.name


def chinese_name(c: Corpus, i: Institution) -> str:
    """The institution's Chinese name, now and then a wrong one."""
    if c.rng.random() < WRONG_CHINESE:
        return i.wrong_zh or c.rng.choice(c.institutions).zh
    return i.zh


def segment(c: Corpus, home: Home) -> tuple[str, str]:
    """One 机构 segment (English, Chinese) for a home."""
    rng = c.rng
    en, zh = [], []
    if home.unit:
        en.append(home.unit[0])
    if home.institution:
        en.append(institution_text(rng, home.institution))
        place_en, place_zh = place_text(rng, home.institution.place)
        en += place_en
        inst_zh = chinese_name(c, home.institution)
        unit_zh = home.unit[1] if home.unit else ""
        zh.append(inst_zh + unit_zh if rng.random() < 0.6 else "，".join(filter(None, [unit_zh, inst_zh])))
        zh += place_zh
    else:
        zh.append(home.unit[1])
    text = ", ".join(en)
    roll = rng.random()
    if roll < TRAILING_PERIOD:
        text += "."
    elif roll < TRAILING_PERIOD + CORRESPONDING:
        text += ". Corresponding Author"
    return text, "，".join(zh)


def standalone_lab(c: Corpus) -> tuple[str, str]:
    """A laboratory named on its own: "Sichuan Province Key Laboratory of …"."""
    rng, w = c.rng, c.words
    en, zh = rng.choice(w.standalone)
    province, topic = rng.choice(w.provinces), rng.choice(w.topics)
    slots = {"province": province[0], "province_zh": province[1], "topic": topic[0], "topic_zh": topic[1]}
    return fill(en, slots), fill(zh, slots)


def org_line(c: Corpus, people: list[tuple[str, Home]]) -> str | None:
    """The ``机构 * … 纠错`` line from the authors' homes, or None (13% of papers)."""
    rng = c.rng
    if rng.random() < NO_ORG_LINE:
        return None
    homes = list(dict.fromkeys(home for _, home in people))
    cap = rng.choice((1, 1, 2, 2, 2, 3, 3, 4, 5, 6))
    segments = [segment(c, home) for home in homes[:cap]]
    if rng.random() < STANDALONE_LAB:
        segments.append(standalone_lab(c))
    if rng.random() < PLACEHOLDER:
        segments[:0] = [tuple(row) for row in rng.sample(c.words.placeholders, rng.choice((1, 2)))]
    if rng.random() < NO_CHINESE_ORGS:
        texts = [en for en, _ in segments]
    else:
        texts = [f"{en}（{zh}）" for en, zh in segments]
    return "机构 * " + " ； ".join(texts) + " 纠错"


# --------------------------------------------------------------------------
# Titles, summaries, comments


def method_name(rng: random.Random, w: Words) -> str:
    """A new method name: MVR-cache, HoloFair, Hutch++, SD3.5-Lumen, V2A, Cornstarch.

    >>> method_name(random.Random(3), words())
    'MegaPFN'
    """
    a, b = rng.choice(w.prefixes), rng.choice(w.suffixes)
    roll = rng.random()
    if roll < 0.35:
        return f"{a}-{b}"
    if roll < 0.6:
        return a + b
    if roll < 0.68:
        return f"{a}{rng.randint(2, 9)}{b[0].upper()}"
    if roll < 0.74:
        return f"{a}++"
    if roll < 0.8:
        return f"{a}-{b}{rng.randint(1, 4)}.{rng.randint(0, 9)}"
    if roll < 0.86:
        return f"{a}-{b}-{rng.choice(w.suffixes).upper()}"
    if roll < 0.93:
        return rng.choice(w.method_words)
    return "".join(rng.choice(w.prefixes)[0] for _ in range(rng.randint(3, 5))).upper()


def known_method(c: Corpus) -> str:
    """A method a paper uses or compares with: a well-known one or an earlier paper's."""
    if c.proposed and c.rng.random() < KNOWN_FROM_CORPUS:
        return c.proposed[c.rng.randrange(len(c.proposed))]
    return c.words.known[pick_rank(c.rng, c.known_cum)]


def claim(rng: random.Random, w: Words) -> str:
    """A result claim: 将缓存命中率提升高达37%, 实现2-4倍加速, 平均吞吐量提升2.26倍."""
    template = w.claims.pick(rng)[0]
    a = rng.randint(1, 5)
    metric, metric2 = rng.sample(w.metrics, 2)
    return fill(template, {
        "pct": str(rng.randint(3, 80)), "a": str(a), "b": str(a + rng.randint(1, 8)),
        "f2": f"{rng.uniform(1.05, 4.99):.2f}", "n": str(rng.randint(2, 30)),
        "metric": metric, "metric2": metric2, "D": rng.choice(w.datasets),
    })


def topic_slots(c: Corpus, kind: str) -> dict[str, str]:
    """The slots shared by a paper's titles and summary."""
    rng, w = c.rng, c.words
    slots = {}
    for key, table in (("T", w.tasks), ("X", w.techniques), ("V", w.verbs), ("A", w.adjectives), ("I", w.issues)):
        en, zh = rng.choice(table)
        slots[key], slots[key + "_zh"] = en, zh
    slots["M"] = method_name(rng, w) if kind in ("method", "benchmark") else ""
    slots["K"] = rng.choice(("基准", "框架")) if kind == "benchmark" else rng.choice(("方法", "方法", "框架", "算法"))
    slots["B"] = known_method(c)
    slots["C"] = claim(rng, w)
    slots["X2_zh"] = rng.choice(w.techniques)[1]
    slots["metric"], slots["metric2"] = rng.sample(w.metrics, 2)
    slots["n"] = str(rng.randint(3, 12))
    slots["E"] = fill(w.elaborations.pick(rng)[0], slots)
    return slots


def titles_and_summary(c: Corpus) -> tuple[str, str, str, str]:
    """English title, Chinese title, summary and kind of one paper."""
    rng, w = c.rng, c.words
    kind, en, zh, _ = w.titles.pick(rng)
    slots = topic_slots(c, kind)
    summary = w.summaries[kind].pick(rng)[1]
    if slots["M"]:
        c.proposed.append(slots["M"])
    return fill(en, slots), fill(zh, slots), fill(summary, slots), kind


def venue_slots(venue: str, year: int) -> dict[str, str]:
    """Slots for acceptance phrases: ``{V}``, ``{Y}``, ``{nth}``, ``{full}``, …

    >>> venue_slots("ICML", 2026)["nth"]
    '43rd'
    """
    row = words().venues.get(venue, [venue, venue, str(year), "example.org"])
    n = year - int(row[2]) + 1
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return {
        "V": venue, "Y": str(year), "yy": f"{year % 100:02d}", "vl": venue.lower(),
        "nth": f"{n}{suffix}", "full": row[1], "host": row[3], "city": "Seoul", "country": "South Korea",
    }


def url_user(rng: random.Random, name: str) -> str:
    """A GitHub user for an author: "Jian-Lang", "wenhao728"."""
    given, family = name.split(" ")[0], name.split(" ")[-1]
    return rng.choice((f"{given}-{family}", f"{given.lower()}{rng.randint(1, 9999)}", f"{family.lower()}lab"))


def comments(c: Corpus, kind: str, method: str, author: str, vslots: dict[str, str]) -> str:
    """The Comments text: acceptance plus, now and then, pages, code and project URLs."""
    rng, w = c.rng, c.words
    accept_kind = "position" if kind == "position" else "any"
    accepted = fill(w.acceptance[accept_kind].pick(rng)[1], vslots)
    user = url_user(rng, author)
    repo = (method or rng.choice(w.tasks)[0].split()[0]).replace("+", "p")
    p = rng.randint(8, 70)
    slots = {
        "p": str(p), "p2": str(p + rng.randint(10, 40)), "f": str(rng.randint(1, 65)),
        "f2": str(rng.randint(1, 20)), "t": str(rng.randint(2, 18)),
        "code": f"https://github.com/{user}/{repo if rng.random() < 0.5 else repo.lower()}",
        "page": f"https://{user.lower()}.github.io/{repo.lower()}/",
        "official": f"https://{vslots['host']}/virtual/{vslots['Y']}/poster/{rng.randint(10000, 99999)}",
    }
    taken: set[str] = set()
    extras = []
    for what, template, probability in w.extras:
        if what not in taken and rng.random() < float(probability):
            taken.add(what)
            extras.append(fill(template, slots))
    parts = [accepted] + extras
    if extras and rng.random() < 0.4:
        parts.insert(0, parts.pop(1))
    separator = rng.choice((". ", ". ", ", ", "; ", "."))
    return separator.join(parts)


def paper_block(c: Corpus, vslots: dict[str, str]) -> str:
    """One paper's block, every line followed by an empty line."""
    title, title_zh, summary, kind = titles_and_summary(c)
    people = paper_people(c)
    method = c.proposed[-1] if kind in ("method", "benchmark") else ""
    lines = [title, title_zh, ", ".join(name for name, _ in people)]
    orgs = org_line(c, people)
    if orgs:
        lines.append(orgs)
    lines.append("AI总结 " + summary)
    lines.append("Comments " + comments(c, kind, method, people[0][0], vslots))
    return "".join(line + "\n\n" for line in lines)


# --------------------------------------------------------------------------
# Public API


def generate(papers: int, seed: int, venue: str = "ICML", year: int = 2026) -> Iterator[str]:
    """Stream a synthetic listing: the venue line, then one block per paper.

    >>> text = "".join(generate(papers=3, seed=42))
    >>> text.startswith("ICML\\n\\n"), text.count("\\nComments ")
    (True, 3)
    """
    rng = random.Random(seed)
    corpus = new_corpus(rng, papers)
    vslots = venue_slots(venue, year)
    yield venue + "\n\n"
    for _ in range(papers):
        yield paper_block(corpus, vslots)


def write_listing(
    path: str | os.PathLike[str],
    papers: int,
    seed: int,
    venue: str = "ICML",
    year: int = 2026,
    on_paper: Callable[[], None] | None = None,
) -> Path:
    """Write a synthetic listing to ``path`` as :func:`kg.export.write_output`
    does (atomically; ``-`` is standard output).

    ``on_paper`` is called after each paper (for a progress bar).

    >>> import tempfile, pathlib
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "l.txt"
    >>> write_listing(out, papers=2, seed=0).read_text(encoding="utf-8").count("AI总结")
    2
    """

    def write(out: BinaryIO) -> None:
        for i, block in enumerate(generate(papers, seed, venue, year)):
            out.write(block.encode("utf-8"))
            if on_paper and i:
                on_paper()

    write_output(path, write)
    return Path(path)
