"""Organizations: parsed segments of all papers -> one node per institution,
with its units under it.

Identity rules, in order:

1. An institution is known by :func:`~kg.extract.affiliations.org_key` of its
   name (case, accents, punctuation, "The" and legal-form suffixes ignored),
   after the alias file's merges, then the packaged ones of well-known
   institutions (``kg/data/orgs/aliases.yaml``: ``CMU``, ``Georgia Tech``). A
   packaged alias merges no segment of another country than its institution's,
   nor one giving another state than those the list gives it (``USC, Columbia,
   SC``), nor, as an acronym, one of a listing that spells it out for another
   institution (``University of South Carolina (USC)``) unless the state is its
   own. An ambiguous one (``NTU``) merges only a segment of its country or of
   one of its states (``USC, Los Angeles, California``), one of a paper naming the
   institution or the one it belongs to, or one whose other names or Chinese
   label name them (``FAIR`` beside Meta; FAIR alone is not Meta's), or, for one
   of no country, a bare one of a listing naming the institution and spelling
   out no other (``FAIR, Paris`` beside Meta FAIR), where the segment gives no
   other country and names nothing else; one that is no acronym, a name other
   institutions' units share (``Media Lab ； Massachusetts Institute of
   Technology``), by its paper only: never by its state (``Media Lab, Boston,
   MA ； Northeastern University`` stays as written). A packaged
   institution named by no listing as written is shown by its packaged name,
   takes its packaged country (or a company's headquarters) when no segment
   gives one, and is linked to the institution it belongs to (Google Research to
   Google, HKUST (GZ) to HKUST), which the packaged entry makes when no listing
   names it: a node of the kind ``packaged institution``, read from no segment.
2. A bare acronym (``KAIST``) is the institution that spells it out
   (``Korea Advanced Institute of Science and Technology (KAIST)``) when
   exactly one does, and the alias file does not split it, unless the packaged
   list or the segments spelling it out place that one in another country or
   state (``IIT, Genoa`` beside ``Illinois Institute of Technology (IIT)``).
3. A name written only in Chinese is the institution whose translation it is,
   when exactly one institution has that Chinese label.
4. One name is one institution, whatever countries its segments give (offices
   of a company, or a mistyped country), so a file naming it in another
   country never changes its slug. It keeps the most frequent country (ties:
   the first alphabetically), with a warning (W107) where a segment gives
   another; the alias file's ``split-by-country`` makes one per country.
5. A name the listings give more often as an institution of its own than as
   the unit right under an institution, or as a segment's place, or that a
   segment names where the parse could place nothing, is an institution
   wherever it stands: ``Zhejiang University, Alibaba Group`` and
   ``Tsinghua University, ByteDance`` name two institutions side by side,
   which no single segment can tell (``Stanford University, Stanford AI Lab``
   names one). A lab the segment took for the institution because the name
   after it has no institution word goes under that name
   (``State Key Laboratory of ..., TU Wien``).

A school written as one name with the full name of an institution that the
packaged list or some segment names (``Stanford University School of Medicine``,
``Feinberg Medical School of Northwestern University``) is a unit of it, labelled as
written; a school the alias files know as an institution stays one (Harvard
Medical School, under Harvard University). So is a school led by a packaged
institution's acronym (``TUM School of Medicine and Health``) or, for a professional school,
by a packaged university's name before its university word (``Yale School of Management``;
``professional_schools`` in ``keywords.yaml``), and a centre whose
name starts with the first words of an institution its paper names (``Stanford
Center for Artificial Intelligence in Medicine and Imaging`` beside Stanford University).

Units are scoped by their institution (``kaist/school-of-computing``); a bare
unit, named without any institution, by its paper, so it never merges with
another paper's unit. A unit written as a segment of its own right before a
segment naming a university (``School of Computer Science ； Fudan University``),
or last, right after one, is that university's (see :func:`_bare_units_placed`).
A segment's locality is that of its most specific part: a campus unit's city
is not its university's. An institution a segment writes after one of its own
known institutes is no affiliation beside it (``Oxford-Man Institute of Quantitative
Finance, University of Oxford``: the institute, under Oxford), but a company is, beside
its lab (``FAIR, Meta``).

Chinese labels are evidence, with lower trust than the English name:

- One label on several institutions (W104) is kept by the holder it is given
  for in most of its labelled segments and more often than for any other; the
  others have it as doubtful. With no such holder (a tie), it is kept by the
  holder whose name starts all the others' (RIKEN for RIKEN and RIKEN AIP),
  and if there is none either, all of them have it as doubtful.
- Several labels on one institution (W105) are all doubtful, except that a
  label with a country name before another (美国佐治亚理工学院, 佐治亚理工学院)
  is the same name: the shorter is the label, the longer a doubtful (hidden) one.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import chain

from ..entities import Organization, PaperFacts, ParsedSegment, ZhLabel
from ..errors import Codes, Diagnostic, diagnostic, diagnostics_at, in_file_order
from ..extract.affiliations import (
    KnownInstitutions,
    country_code,
    country_in_name,
    company_division_of,
    division_of,
    in_country,
    institute_country,
    institute_of,
    is_acronym,
    is_initialism,
    is_unit_name,
    known_institutions,
    org_key,
    place_in_name,
    rules,
    school_parents,
    split_acronym,
    split_parts,
    town_countries,
    university_led_by,
    with_acronym,
    without_legal_form,
)
from ..text import has_han, most_common
from ..vocab import slugify
from .overrides import Overrides
from .slugs import paper_slug, unique_slug

INSTITUTION, UNIT, BARE_UNIT = "institution", "unit", "bare unit"
#: A name in Latin letters inside a Chinese one (Meta in Meta基础人工智能研究).
_LATIN = re.compile(r"[A-Za-z0-9]++(?: [A-Za-z0-9]++)*+")
#: A known institution that only the packaged list gives, as the one a named one is part of.
PACKAGED = "packaged institution"


@dataclass(frozen=True)
class _Names:
    """What each written name names: the user's alias file first, then the packaged one."""

    merged: dict[str, str]  # user alias key -> key of the user's name
    shown: dict[str, str]  # key of the user's name -> that name, as written
    split: frozenset[str]
    known: KnownInstitutions
    # (name, acronym, country) -> key: a venue names the same few thousand organizations again and again
    _keys: dict[tuple[str, str | None, str | None], str] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, overrides: Overrides) -> _Names:
        rules = overrides.organizations
        merged = {org_key(a): org_key(n) for n, aliases in rules.merges for a in (n, *aliases)}
        shown = {org_key(n): n for n, _ in rules.merges}
        return cls(merged, shown, frozenset(org_key(s) for s in rules.splits), known_institutions())

    def key(self, name: str, acronym: str | None = None, country: str | None = None) -> str:
        """The key of the institution ``name`` (written with ``acronym``) names in a segment of
        ``country``. The name with its acronym is tried first: ``HKUST (GZ)`` is not HKUST."""
        found = self._keys.get((name, acronym, country))
        if found is None:
            found = self._keys[name, acronym, country] = self._key(name, acronym, country)
        return found

    def _key(self, name: str, acronym: str | None, country: str | None) -> str:
        written = org_key(name)
        if written in self.merged or written in self.split:
            return self.merged.get(written, written)
        known = self._known_with_acronym(name, acronym, country) or self.known.key(written, country)
        return self.merged.get(known, known) if known else written

    def _known_with_acronym(self, name: str, acronym: str | None, country: str | None) -> str | None:
        """The key of the known institution that ``name`` and ``acronym`` name as one name
        (``HKUST (GZ)``) in a segment of ``country``, or None."""
        return self.known.key(org_key(with_acronym(name, acronym)), country) if acronym else None

    def campus(self, name: str, town: str | None, country: str | None) -> str | None:
        """The key of the known campus of ``name`` in ``town`` (``CUHK, Shenzhen``: The Chinese
        University of Hong Kong, Shenzhen; ``HKUST, Guangzhou``), or None."""
        return self.known.key(org_key(f"{name} {town}"), country) if town else None

    def spelling(self, name: str, acronym: str | None, country: str | None) -> tuple[str, str | None]:
        """The name and acronym of a mention: the two as one name when the aliases know them so
        (``HKUST (GZ)``: its acronym is no other spelling of it, nor its name HKUST)."""
        if self._known_with_acronym(name, acronym, country):
            return with_acronym(name, acronym), None
        return name, acronym

    def in_context(self, key: str, named: set[str], segment: ParsedSegment) -> str:
        """An ambiguous acronym's institution, when it is the only one of them that ``named``
        (the keys named by the same paper or listing), ``segment`` or its Chinese label has,
        or the institution it belongs to, or whose state ``segment`` gives, and ``segment``
        is in its region: ``NTU`` beside Nanyang Technological University, ``FAIR`` beside
        Meta (``FAIR, Meta, Menlo Park, CA, USA``; ``FAIR, Paris（Meta基础人工智能研究）``),
        ``USC, Los Angeles, California``. A name several institutions' units share (``Media Lab``)
        is the packaged one only by its paper: never by its state (``Media Lab, Boston, MA``)."""
        shared = key in self.known.shared
        ambiguous = self.known.ambiguous.get(key, ())
        if ambiguous:  # rare: the segment's other names are read only for these
            parts = [split_acronym(part) for part in split_parts(segment.raw) if org_key(part) != key]
            parts += [(name, None) for name in _LATIN.findall(segment.institution_zh or "")]
            named = named | {self.key(name, acronym, segment.country) for name, acronym in parts}
            named = named | self._led_by_zh(segment.zh or "", ambiguous)
        candidates = set()
        for _, k in ambiguous:
            in_region = self.known.in_region(k, segment)
            if in_region is True and not shared:
                candidates.add(k)
            elif in_region is not False and (k in named or self.parent(k) in named):
                candidates.add(k)
        return candidates.pop() if len(candidates) == 1 else key

    def _led_by_zh(self, zh: str, ambiguous: tuple[tuple[str, str], ...]) -> set[str]:
        """The keys of those of ``ambiguous`` whose packaged Chinese name leads the segment's
        Chinese text, as a Chinese name leads with its institution (``CAS`` in a segment
        translated 中国科学院香港创新研究院...), unless a longer packaged Chinese name of another
        institution leads it (中国科学院大学 is UCAS, not CAS)."""
        found = set()
        for _, k in ambiguous:
            lead = max((z for z in self.known.zh.get(k, ()) if zh.startswith(z)), key=len, default=None)
            if not lead:
                continue
            longer = any(len(z) > len(lead) and h != k and zh.startswith(z) for z, h in self.known.zh_holders.items())
            if not longer and _zh_unit_after(zh[len(lead):]):
                found.add(k)
        return found

    def may_name(self, key: str, segment: ParsedSegment) -> bool:
        """Whether ``segment`` may name the institution ``key``: the packaged list places it
        in no other country or state (MIT, Pune, India)."""
        in_region = self.known.in_region(key, segment)
        return in_country(self.known.countries.get(key), segment.country) and in_region is not False

    def parent(self, key: str) -> str | None:
        """The key of the institution that the known institution ``key`` belongs to."""
        parent = self.known.parents.get(key)
        return self.key(parent) if parent else None

    def contradicted(self, m: _Mention, spelled_in: dict[tuple[str, str], set[str]]) -> bool:
        """Whether a mention that names a known institution by an alias names another: its
        segment gives a state the institution is not in, or the mention is an acronym that
        its listing spells out for another institution (``University of South Carolina (USC)``)."""
        written = org_key(m.name)
        if m.key == written or written in self.merged or not self.is_known(m.key):  # the user's merges stand
            return False
        in_region = self.known.in_region(m.key, m.segment)
        if in_region is not None:  # the state tells, whatever the listing spells out
            return not in_region
        return bool(not m.acronym and is_acronym(m.name) and spelled_in.get((m.file, written), set()) - {m.key})

    def is_known(self, key: str) -> bool:
        return key in self.known.names

    def packaged(self, m: _Mention) -> str | None:
        """The key of the packaged institution that mention ``m`` names, whatever key the
        user's alias file gives it (a merge under another name, a split by country)."""
        if self.is_known(m.key):  # 北京大学 written alone: Peking University by its Chinese name
            return m.key
        written = self.key(m.name, m.acronym, m.segment.country)
        if written in self.split:
            return None
        return written if self.is_known(written) else self.known.key(written, m.segment.country)

    def home(self, key: str) -> str | None:
        """The packaged country of the known institution ``key``, or its headquarters'."""
        return self.known.countries.get(key) or self.known.headquarters.get(key)


def _zh_unit_after(rest: str) -> bool:
    """Whether ``rest``, the Chinese text after an institution's Chinese name, is nothing or
    a unit of it (物理研究所, 计算机科学系), not more of another institution's name
    (巴尔的摩分校计算机科学系: a campus, another university).

    >>> _zh_unit_after(""), _zh_unit_after("物理研究所"), _zh_unit_after("巴尔的摩分校计算机科学系")
    (True, True, False)
    """
    r = rules()  # a campus (马里兰大学巴尔的摩分校) or a bracketed place (香港科技大学（广州）) is more of a name
    return not rest or (not r.zh_more_name.search(rest) and rest.endswith(r.zh_unit_suffixes))


@dataclass
class OrgResolution:
    """Organizations of a build, which of them each paper names, and what went wrong."""

    organizations: dict[str, Organization] = field(default_factory=dict)
    affiliations: list[list[str]] = field(default_factory=list)  # parallel to the papers
    diagnostics: list[Diagnostic] = field(default_factory=list)
    kinds: dict[str, str] = field(default_factory=dict)  # slug -> institution | unit | bare unit | packaged institution
    segment_count: int = 0  # segments of the 机构 lines read, placeholders included
    #: (slug, label, file, line) of every Chinese label added, so none is added twice.
    zh_seen: set[tuple[str, str, str, int]] = field(default_factory=set, repr=False)

    @property
    def institution_count(self) -> int:
        return sum(kind == INSTITUTION for kind in self.kinds.values())

    @property
    def unit_count(self) -> int:
        return sum(kind in (UNIT, BARE_UNIT) for kind in self.kinds.values())


@dataclass
class _Mention:
    """One institution as named by one segment of one paper."""

    paper: int
    file: str
    segment: ParsedSegment
    scope: str  # the paper's slug
    name: str
    acronym: str | None
    key: str = ""


def resolve_organizations(
    papers: list[PaperFacts], overrides: Overrides | None = None, *, paper_slugs: list[str] | None = None
) -> OrgResolution:
    """Merge the organizations named by all papers (whose slugs the caller may have made).

    >>> from kg.records import OrgSegment, PaperRecord, Span
    >>> from kg.extract.affiliations import parse_segments
    >>> def paper(title, *texts):
    ...     record = PaperRecord(Span("a.txt", 1, 5), "ICML", title)
    ...     return PaperFacts(record, affiliations=[o for t in texts for o in parse_segments(OrgSegment(t, None, 3))])
    >>> r = resolve_organizations([paper("A", "KAIST"), paper("B", "School of Computing, Korea Advanced "
    ...     "Institute of Science and Technology (KAIST), Daejeon, South Korea")])
    >>> r.affiliations
    [['korea-advanced-institute-of-science-and-technology'], \
['korea-advanced-institute-of-science-and-technology/school-of-computing']]
    >>> r.organizations['korea-advanced-institute-of-science-and-technology'].alt_labels
    ['KAIST']
    """
    overrides = overrides or Overrides()
    result = OrgResolution(affiliations=[[] for _ in papers])
    mentions: list[_Mention] = []
    scopes = paper_slugs or [paper_slug(facts.record.title_en) for facts in papers]
    names = _Names.of(overrides)
    segments = _with_peers(papers, names)
    for i, facts in enumerate(papers):
        file = facts.record.source.file
        result.segment_count += len(facts.record.orgs)  # as written: one may name several institutions
        for seg in segments[i]:
            if seg.placeholder:
                result.diagnostics.append(diagnostic(file, seg.line, Codes.W101, text=seg.raw))
            elif not seg.parsed or not (seg.institution or seg.units):
                result.diagnostics.append(diagnostic(file, seg.line, Codes.W102, text=seg.raw))
            elif seg.institution is None:
                result.diagnostics.append(diagnostic(file, seg.line, Codes.W103, text=seg.raw))
            else:
                mentions.append(_Mention(i, file, seg, scopes[i], *_institution_name(seg)))
    _assign_keys(mentions, overrides, names)
    slugs = _institutions(mentions, overrides, names, result)
    together = _units(papers, segments, scopes, mentions, slugs, result)
    _drop_written_parents(together, {slugs[k] for k in slugs if k in names.known.headquarters}, result)
    _flag_conflicts(result)
    for i, facts in enumerate(papers):
        if not result.affiliations[i]:
            source = facts.record.source
            result.diagnostics.append(diagnostic(source.file, source.start, Codes.W106))
    result.organizations = dict(sorted(result.organizations.items()))
    result.diagnostics.sort(key=in_file_order)
    return result


# --- identity ------------------------------------------------------------------


def _with_peers(papers: list[PaperFacts], names: _Names) -> list[list[ParsedSegment]]:
    """Each paper's segments, with the names that are institutions by rule 5 taken
    out of their segment (as its outermost unit or its place) into one of their own,
    and the names no segment could place made institutions where the listings know them.
    A well-known institution (``aliases.yaml``) is one wherever it stands
    (``Brigham and Women's Hospital, Harvard Medical School``; ``FAIR, Meta``)."""
    segments = [_bare_units_placed(segs, names) for segs in _schools_as_units(papers, names)]
    as_institution: Counter[str] = Counter()
    as_unit: Counter[str] = Counter()
    as_place: Counter[str] = Counter()
    for seg in chain.from_iterable(segments):
        if seg.institution:
            as_institution[names.key(seg.institution, seg.acronym, seg.country)] += 1
            if seg.units and not is_unit_name(seg.units[-1]):  # "Institute for Data Science" alone is a bare unit
                as_unit[names.key(*split_acronym(seg.units[-1]), seg.country)] += 1
            as_place.update([names.key(seg.locality, None, seg.country)] if seg.locality else [])
    # a tie makes a unit a peer (its authors also name it alone), but leaves a place a place
    units = {key for key in as_unit if as_institution[key] >= as_unit[key] or names.is_known(key)}
    places = {key for key in as_place if as_institution[key] > as_place[key]}
    return [[part for seg in segs for part in _split_peers(_placed(seg, as_institution, names), units, places, names)] for segs in segments]


def _bare_units_placed(segs: list[ParsedSegment], names: _Names) -> list[ParsedSegment]:
    """A paper's segments, each bare unit (a unit written as a segment of its own, no
    institution) made a unit of the university in the segment after it, or, when it is the
    paper's last, before it. Listings cut one affiliation at its commas with the unit first
    (``School of Computer Science ； Fudan University, Shanghai, China``) or name the
    institution first and its unit right after (``Chongqing University ； School of ...``).

    A wrong parent is worse than none, so the unit stays bare:

    - beside an institution that is no university (:func:`_has_schools`: a lab, a research
      institute, an academy, a company), a segment naming several institutions, another
      bare unit, a placeholder or an unparsed segment;
    - between two universities named alone (``Peking University ； School of Artificial
      Intelligence ； Tsinghua University``: whose?), unless the paper wrote a unit before
      the first (``School of Computing ； NUS ； Department of Statistics ； University of Oxford``);
    - where the two segments give different countries, or the unit's own segment names
      another institution in its Chinese label (``School of Software（清华大学软件学院） ；
      Peking University``) or a place not the university's (``Department of Informatics,
      Munich ； University of Oxford``).

    A school named after a person or a donor (``Kellogg School of Management``) is never
    placed by position: the packaged list knows the well-known ones with their universities."""
    if not any(map(_bare_unit, segs)):  # most papers: nothing to place
        return list(segs)
    written = Counter(seg.raw for seg in segs)
    bare = [_bare_unit(seg) if written[seg.raw] == 1 else None for seg in segs]

    def institution_at(i: int, unit: ParsedSegment) -> ParsedSegment | None:
        if not 0 <= i < len(segs) or bare[i] is not None:
            return None
        seg = segs[i]
        alone = written[seg.raw] == 1 and not seg.placeholder and seg.parsed
        fits = alone and _has_schools(seg, names) and in_country(seg.country, unit.country)
        return seg if fits and _unit_fits(unit, seg, names) else None

    def named_alone(i: int) -> bool:  # a segment naming a university and no unit of it
        if not (0 <= i < len(segs) and bare[i] is None and segs[i].institution and not segs[i].units):
            return False
        return _has_schools(segs[i], names)

    out = []
    took: set[int] = set()  # the segments that took the unit before them: the paper writes units first
    for i, seg in enumerate(segs):
        unit = bare[i]
        if unit and not (named_alone(i - 1) and i - 1 not in took and named_alone(i + 1)):
            home = institution_at(i + 1, unit)
            if home:
                took.add(i + 1)
            elif i + 1 == len(segs):
                home = institution_at(i - 1, unit)
            if home:
                seg = replace(unit, institution=home.institution, acronym=home.acronym, institution_zh=None,
                              locality=unit.locality or home.locality, country=unit.country or home.country)
        out.append(seg)
    return out


def _has_schools(seg: ParsedSegment, names: _Names) -> bool:
    """Whether the segment's institution is a university, one with schools and departments
    that a bare unit may be of: named so (a university, a college, an institute of
    technology or of science and technology: MIT, KAIST, Caltech), in English or by its
    packaged Chinese name (大学, 学院); not a lab, a research institute, an academy or a
    company (Shanghai Artificial Intelligence Laboratory, Mila - Quebec AI Institute,
    Vector Institute, Allen Institute for AI, Institute of Automation, Chinese Academy of
    Sciences). A hospital and a medical school count (Department of Radiology ；
    Massachusetts General Hospital)."""
    if not seg.institution:
        return False
    r = rules()  # the words of a university's name, English and Chinese (keywords.yaml)
    key = names.key(seg.institution, seg.acronym, seg.country)
    if names.is_known(key):
        if names.known.headquarters.get(key):
            return False  # a company
        # its name, not an alias naming its parent (Kempner Institute at Harvard University)
        if r.university_words.search(names.known.names[key]):
            return True
        # by its Chinese name (大学, 学院 but for an academy: 科学院), but for a part of
        # another (高瓴人工智能学院: a school, no university)
        return not names.parent(key) and any(
            z.endswith(r.zh_university_ends) and not z.endswith(r.zh_academy_ends) for z in names.known.zh.get(key, ())
        )
    return bool(r.university_words.search(seg.institution) and r.institution_words.search(seg.institution))


def _unit_fits(unit: ParsedSegment, home: ParsedSegment, names: _Names) -> bool:
    """Whether nothing the bare ``unit``'s own segment says tells it is not of ``home``'s
    institution: its Chinese label names no institution the home is not (``清华大学软件学院``
    beside Peking University; ``斯坦福大学统计系`` beside Harvard), and the place it gives is
    the home's (``Department of Informatics, Munich`` beside Oxford: not)."""
    key = names.key(home.institution, home.acronym, home.country)
    home_zh = {z for z in (*names.known.zh.get(key, ()), home.institution_zh) if z}
    for zh in filter(None, unit.unit_zh):
        named = rules().zh_institution_lead.search(zh)  # 清华大学 in 清华大学软件学院
        if named and named.group(1) != zh and not any(z in zh for z in home_zh):
            return False  # 清华大学软件学院: a unit of Tsinghua, named in its label
        # the cheap test first: few of the hundreds of holders are in the label
        if any(h in zh and h != zh and len(h) > 2 and not any(h in z for z in home_zh) for h in names.known.zh_holders):
            return False
    if unit.locality:
        place = org_key(unit.locality)
        if home.locality and org_key(home.locality) == place or place in org_key(home.institution):
            return True
        country = home.country or names.known.countries.get(key)
        towns = town_countries(unit.locality, 0) or ({c} if (c := country_code(unit.locality)) else set())
        return bool(country) and country in towns and not home.locality
    return True


def _bare_unit(seg: ParsedSegment) -> ParsedSegment | None:
    """``seg`` as a bare unit if it names one: its units and no institution; else None.
    A school named after a person, which the parse reads as an institution, is not: its
    university is known by the packaged list or not at all, never by its neighbour
    (``Kellogg School of Management ； Stanford University``)."""
    if seg.placeholder or not seg.parsed:
        return None
    return seg if seg.units and seg.institution is None else None


def _schools_as_units(papers: list[PaperFacts], names: _Names) -> list[list[ParsedSegment]]:
    """Each paper's segments, with a unit that the packaged list knows as an institution
    together with its institution's name made that institution (see :func:`_known_with_its_unit`),
    and a school written as one name with its institution's
    full name (``Stanford University School of Medicine``, ``Feinberg Medical School
    of Northwestern University``) made a unit of that institution, under its name as written.
    The institution is one the packaged list or some segment names as one; a school
    that is itself a known institution (Harvard Medical School) stays one."""
    segments = [[_known_with_its_unit(seg, names) for seg in facts.affiliations] for facts in papers]
    written = {names.key(seg.institution, seg.acronym, seg.country) for seg in chain.from_iterable(segments) if seg.institution}
    institutions = written | set(names.known.names)
    parents: dict[str, str | None] = {}  # by name: a few thousand institutions named in 200,000 segments
    return [_centres_of_named([_school_as_unit(seg, institutions, names, parents) for seg in segs]) for segs in segments]


def _centres_of_named(segs: list[ParsedSegment]) -> list[ParsedSegment]:
    """A paper's segments, each centre, institute or lab whose name is the first words of a
    university the paper also names (the lead of "<lead> University"), then its own kind and
    connector (``Stanford Center for Artificial Intelligence in Medicine and Imaging (AIMI) ；
    …, Stanford University``), made a unit of that university, under its name as written. Words that name a place lead the
    names of independent centres (``Shanghai Center for Brain Science``: no unit of Shanghai
    University), and a name with an institution word is an institution's own."""
    named = {seg.institution for seg in segs if seg.institution}
    return [_centre_of_named(seg, named) for seg in segs] if len(named) > 1 else segs


def _centre_of_named(seg: ParsedSegment, named: set[str]) -> ParsedSegment:
    """``seg``, its institution made its outermost unit when :func:`_centres_of_named` finds it
    the centre of one of the institutions ``named``."""
    name, acronym = _institution_name(seg)
    r = rules()
    kind = r.unit_phrase.search(name)
    if not kind or r.institution_words.search(name):
        return seg
    lead = name[: kind.start()].strip()
    if not lead or place_in_name(lead):
        return seg
    # the institution's name is the lead and a university word only (Stanford University; not
    # Texas A&M University for a Texas Center, nor the Simons Foundation for a Simons Center),
    # the shortest (Harvard University, not Harvard Medical School)
    parents = [n for n in named if n.startswith(f"{lead} ") and r.university_words.fullmatch(n[len(lead):].strip())]
    parent = min(parents, key=len, default=None)
    return seg if parent is None else _as_unit_of(seg, parent, with_acronym(name, acronym))


def _known_with_its_unit(seg: ParsedSegment, names: _Names) -> ParsedSegment:
    """``seg``, its outermost unit and its institution made one institution when the
    packaged list knows them so, the institution as written or by its packaged name:
    ``Institute of Automation, Chinese Academy of Sciences`` (or ``…, CAS``) is CASIA,
    not a unit of CAS; its Chinese label the two labels in Chinese order."""
    if not (seg.units and seg.institution):
        return seg
    unit, acronym = split_acronym(seg.units[-1])
    institution = names.key(seg.institution, seg.acronym, seg.country)
    # the institution as written, or by its packaged name (Institute of Automation, CAS)
    spellings = [seg.institution, *([names.known.names[institution]] if names.is_known(institution) else [])]
    joined = next((j for j in (f"{unit}, {i}" for i in spellings) if names.is_known(names.key(j, acronym, seg.country))), None)
    if joined is None:
        return seg
    unit_zh, institution_zh = seg.unit_zh[-1] if seg.unit_zh else None, seg.institution_zh
    return replace(seg, units=seg.units[:-1], unit_zh=seg.unit_zh[:-1], institution=joined, acronym=acronym,
                   institution_zh=institution_zh + unit_zh if unit_zh and institution_zh else None)


def _school_as_unit(
    seg: ParsedSegment, institutions: set[str], names: _Names, parents: dict[str, str | None]
) -> ParsedSegment:
    """``seg``, its institution made its outermost unit when that is a school of one of
    ``institutions`` (keys of full names), or another unit "of" a well-known institution
    (``Taobao & Tmall Group of Alibaba``), that the alias files do not know as its own.
    ``parents`` keeps what the name alone tells, by name."""
    name, acronym = _institution_name(seg)
    if name not in parents:
        parents[name] = _parent_in_name(name, institutions, names)
    parent = parents[name] or _known_leading_acronym(seg, name, acronym, names) or _school_of_known(seg, name, names)
    if parent is None or _known_as_itself(seg, name, names):
        return seg
    return _as_unit_of(seg, parent, with_acronym(name, acronym))


def _as_unit_of(seg: ParsedSegment, parent: str, unit: str) -> ParsedSegment:
    """``seg`` with its institution, named ``unit``, made its outermost unit under ``parent``."""
    units, unit_zh = (*seg.units, unit), (*seg.unit_zh, seg.institution_zh)
    return replace(seg, units=units, unit_zh=unit_zh, institution=parent, acronym=None, institution_zh=None)


def _parent_in_name(name: str, institutions: set[str], names: _Names) -> str | None:
    """The institution that a school's or another unit's ``name`` names as its own (see
    :func:`_school_as_unit`), by the name alone."""
    parent = next((p for p in school_parents(name) if org_key(p) in institutions and not is_acronym(p)), None)
    return parent or _known_after_of(name, names) or _known_after_hyphen(name, names)


def _school_of_known(seg: ParsedSegment, name: str, names: _Names) -> str | None:
    """The well-known institution that leads a school's ``name``, where the segment may name
    it: by its acronym (``TUM School of Medicine and Health``: TUM), or by the words of its
    name before a university word, a professional school's name after them (``Yale School of
    Management``, ``Stanford Graduate School of Business``: Yale University, Stanford University;
    not ``Aarhus School of Architecture`` nor ``Northwestern School of Law of Lewis & Clark College``,
    schools of their own). An acronym no package knows names nothing for sure, so
    :func:`_parent_in_name` takes only full names."""
    for parent in school_parents(name):
        if is_acronym(parent):
            known = parent
        else:  # the lead, then the school's own name
            school = name[len(parent) :].strip() if name.startswith(f"{parent} ") else ""
            known = university_led_by(parent) if rules().professional_school.fullmatch(school) else None
        key = names.key(known, None, seg.country) if known else None
        if key and names.is_known(key) and names.may_name(key, seg):
            return known
    return None


def _institution_name(seg: ParsedSegment) -> tuple[str, str | None]:
    """The name and acronym of the segment's institution ("" if none). The name is split
    again: one that resolve made of a place or a parent is as written, its acronym in it,
    and one written with two brackets keeps the first after the parse
    (``University of Texas at Austin (UT Austin) (UTA)``)."""
    name, acronym = split_acronym(seg.institution or "")
    return name, seg.acronym or acronym


#: "of" (or "of the") between a unit's name and its institution's.
_OF = re.compile(r"\s+of\s+(?:the\s+)?")


def _known_after_of(name: str, names: _Names) -> str | None:
    """The well-known institution named after "of" in ``name``, whose words before it
    name a unit (an organization word, no institution word): ``Taobao & Tmall Group of
    Alibaba``: Alibaba; not ``Bank of America``, nor ``University of Tokyo``."""
    r = rules()
    for of in _OF.finditer(name):
        head, tail = name[: of.start()], name[of.end():]
        if r.org_words.search(head) and not r.institution_words.search(head) and names.is_known(names.key(tail)):
            return tail
    return None


def _acronym_pair(text: str, last: bool = False) -> tuple[str, str] | None:
    """The two acronyms that the first hyphen of ``text`` (its last, if ``last``) joins, or None.

    >>> _acronym_pair("TUM-IAS"), _acronym_pair("ISTI-CNR", last=True), _acronym_pair("Inria")
    (('TUM', 'IAS'), ('ISTI', 'CNR'), None)
    """
    head, hyphen, tail = text.rpartition("-") if last else text.partition("-")
    return (head, tail) if hyphen and is_acronym(head) and is_acronym(tail) else None


def _known_after_hyphen(name: str, names: _Names) -> str | None:
    """The well-known institution whose acronym ends ``name`` after a hyphen and a unit's
    acronym (``ISTI-CNR``: CNR); not when the two are institutions (``Inria-CNRS``)."""
    pair = _acronym_pair(name, last=True)
    if pair and not names.is_known(names.key(pair[0])):
        return pair[1] if names.is_known(names.key(pair[1])) else None
    return None


def _known_leading_acronym(seg: ParsedSegment, name: str, acronym: str | None, names: _Names) -> str | None:
    """The well-known institution whose acronym leads the bracketed acronym of a unit's
    ``name`` before a hyphen (``Institute for Advanced Study (TUM-IAS)``: TUM), or the one the
    whole acronym names (``Data Science Thrust (HKUST-GZ)``: the Guangzhou campus, not HKUST);
    not of a name with an institution word, nor when the acronym joins two institutions. In
    another country than the lead's, it is the lead's known campus in the segment's town
    (``Program (NYU-AD), Abu Dhabi``: NYU Abu Dhabi), else none (``Center for Data Science
    (NYU-SH), Shanghai, China``: NYU Shanghai, a campus of its own, is no NYU in China)."""
    pair = _acronym_pair(acronym or "")
    if not pair or rules().institution_words.search(name):
        return None
    head, tail = pair
    if names.is_known(names.key(acronym)):
        return acronym
    lead = names.key(head)
    if names.is_known(names.key(tail)) or not names.is_known(lead):
        return None
    if names.may_name(lead, seg):
        return head
    return f"{head} {seg.locality}" if names.campus(head, seg.locality, seg.country) else None


def _known_as_itself(seg: ParsedSegment, name: str, names: _Names) -> bool:
    """Whether an alias file names the segment's institution ``name`` as it stands: the
    packaged list (Harvard Medical School, under Harvard University) or the user's."""
    written = org_key(name)
    return written in names.merged or written in names.split or names.is_known(names.key(seg.institution, seg.acronym, seg.country))


def _placed(seg: ParsedSegment, institutions: Counter[str], names: _Names) -> ParsedSegment:
    """A name the parse could not place (``Peking University, ByteDance Seed, Beijing``:
    reported as W102) made an institution when the listings name it as one elsewhere."""
    if seg.parsed or not seg.raw:
        return seg
    name, acronym = split_acronym(seg.raw)
    key = names.key(name, acronym, seg.country)
    if not key or key not in institutions:  # ", , ," names nothing
        return seg
    return replace(seg, parsed=True, institution=name, acronym=acronym)


def _split_peers(seg: ParsedSegment, units: set[str], places: set[str], names: _Names) -> list[ParsedSegment]:
    """``seg``, and beside it a segment of its own for its place when ``places`` has its
    key, or when it is a well-known institution also named like a region and the
    segment gives no country (``FAIR, Meta``; not ``Villavicencio, Meta, Colombia``),
    and for its outermost unit (repeatedly) when ``units`` has its key. An
    institution named as a unit (``State Key Laboratory of ..., TU Wien``: no
    institution word, so the parse took the lab) goes under the place instead, and
    so do the units of a segment that named no other institution
    (``Department of Brain and Cognitive Sciences, Mila``)."""
    peers = []
    place_key = names.key(seg.locality, None, seg.country) if seg.locality and (seg.institution or seg.units) else None
    if place_key and (place_key in places or names.is_known(place_key) and not seg.country):
        place = replace(seg, units=(), unit_zh=(), institution=seg.locality, acronym=None, locality=None, institution_zh=None)
        if not seg.institution:
            return [replace(place, units=seg.units, unit_zh=seg.unit_zh)]
        if is_unit_name(seg.institution):
            return [replace(place, units=(*seg.units, seg.institution), unit_zh=(*seg.unit_zh, seg.institution_zh))]
        peers.append(place)
        seg = replace(seg, locality=None)
    while seg.institution and seg.units and names.key(*split_acronym(seg.units[-1]), seg.country) in units:
        depth = len(seg.units) - 1
        name, acronym = split_acronym(seg.units[-1])
        peers.insert(0, replace(seg, units=(), unit_zh=(), institution=name, acronym=acronym, institution_zh=seg.unit_zh[depth]))
        seg = replace(seg, units=seg.units[:-1], unit_zh=seg.unit_zh[:depth])
    return [seg, *peers]


def _assign_keys(mentions: list[_Mention], overrides: Overrides, names: _Names) -> None:
    """Give every mention the key of the institution it names (rules 1-4; and a known one
    written with its words in another order that its packaged Chinese name confirms)."""
    split = names.split
    by_country = {names.merged.get(org_key(s), org_key(s)) for s in overrides.organizations.country_splits}
    kept = set(names.merged.values()) | split  # the user's own names: no acronym rule changes them
    spelled_out: dict[str, set[str]] = defaultdict(set)
    spelled_in: dict[tuple[str, str], set[str]] = defaultdict(set)  # (file, acronym key) -> keys
    spelled_at: dict[str, set[str | None]] = defaultdict(set)  # key -> countries of the segments spelling it out
    named_by: dict[int, set[str]] = defaultdict(set)  # paper -> keys it names
    named_in: dict[str, set[str]] = defaultdict(set)  # file -> keys it names
    named_at: dict[tuple[str, str], set[str | None]] = defaultdict(set)  # (file, key) -> countries its segments give
    for m in mentions:
        m.name, m.acronym = names.spelling(m.name, m.acronym, m.segment.country)
        m.key = names.campus(m.name, m.segment.locality, m.segment.country) or names.key(m.name, m.acronym, m.segment.country)
        if m.acronym and org_key(m.acronym) not in split and not has_han(m.name):
            spelled_out[org_key(m.acronym)].add(m.key)
            spelled_in[m.file, org_key(m.acronym)].add(m.key)
            spelled_at[m.key].add(m.segment.country)
    for m in mentions:
        if names.contradicted(m, spelled_in):
            m.key = org_key(m.name)
        named_by[m.paper].add(m.key)
        named_in[m.file].add(m.key)
        named_at[m.file, m.key].add(m.segment.country)
    for m in mentions:
        # an acronym the alias files do not know here (known ones already have their key):
        # the institution the same paper names, else the one its listing names (FAIR beside
        # Meta FAIR), else the one the listings spell it out for,
        # unless the packaged list or the spelling segments place that one in another country
        # or state (MIT, Pune, India; IIT, Genoa beside Illinois Institute of Technology (IIT));
        # and a name the packaged list gives several institutions' units (Media Lab beside MIT)
        bare = not m.acronym and m.key == org_key(m.name) and m.key not in kept
        bare = bare and (is_acronym(m.name) or m.key in names.known.shared)
        if bare:
            m.key = names.in_context(m.key, named_by[m.paper], m.segment)
        if bare and m.key == org_key(m.name):
            m.key = _in_listing(m, named_in[m.file], spelled_in.get((m.file, m.key), set()), named_at, names)
        if bare and m.key == org_key(m.name) and len(spelled_out.get(m.key, ())) == 1:
            (spelled,) = spelled_out[m.key]
            if names.may_name(spelled, m.segment) and _countries_agree(spelled_at[spelled], m.segment.country):
                m.key = spelled
    for m in mentions:
        # University of Osaka, Osaka, Japan（大阪大学）: a known institution written with its words
        # in another order, which its packaged Chinese name and its country confirm (the words
        # alone do not: University of Washington, Washington University; nor a machine-made
        # Chinese name alone: China University of Science and Technology, Taipei（中国科技大学）)
        # A company's division named by its packaged lab's exact Chinese name is that lab
        # (Baidu Research Institute（百度研究院）: Baidu Research); a university written by its
        # name alone, or an institution by its initials, is it when its exact packaged Chinese
        # name says so (Duke（杜克大学）, ANL（阿贡国家实验室）)
        holder = names.known.zh_holders.get(m.segment.institution_zh or "")
        if not holder or m.key == holder or m.key in kept or names.is_known(m.key):
            continue
        if in_country(names.home(holder), m.segment.country) and (
            (m.segment.country and _same_words(m.name, names.known.all_names(holder)))
            or _division_is_lab(m.name, holder, names.known)
            or _short_name(m.name, names.known.all_names(holder))
            or any(is_initialism(m.name, other) for other in names.known.all_names(holder))
        ):
            m.key = names.merged.get(holder, holder)
    translations: dict[str, set[str]] = defaultdict(set)
    for m in mentions:
        if m.segment.institution_zh and not has_han(m.name):
            translations[m.segment.institution_zh].add(m.key)
    for m in mentions:
        if has_han(m.name):  # the packaged Chinese names first: the listings' are machine-made
            holder = names.known.zh_holders.get(m.name)
            if holder or len(translations.get(m.name, ())) == 1:
                m.key = names.merged.get(holder, holder) if holder else next(iter(translations[m.name]))
    for m in mentions:
        if m.key in split:
            m.key = f"{m.key} {m.scope}"
        elif m.key in by_country and m.segment.country:
            m.key = f"{m.key} {m.segment.country.lower()}"


def _division_is_lab(name: str, lab: str, known: KnownInstitutions) -> bool:
    """Whether ``name``, a company's division by its name (:func:`company_division_of`), is the
    packaged lab ``lab`` (no company itself) whose exact Chinese name its segment gives: the
    lab the name leads with or one of that lab's (Microsoft Research Lab – India（微软印度研究院）)."""
    lead = company_division_of(name)
    return bool(lead) and lab not in known.headquarters and known.institution(org_key(lead)) in known.lineage(lab)


def _short_name(name: str, others: tuple[str, ...]) -> bool:
    """Whether ``name`` is one of ``others`` without its university words (Duke: Duke University).

    >>> _short_name("Duke", ("Duke University",)), _short_name("Duke Energy", ("Duke University",))
    (True, False)
    """
    r = rules()
    if not set(org_key(name).split()) - r.name_links:
        return False  # a name of no words is no short name
    return any(_same_words(name, (r.university_words.sub(" ", other),)) and not _same_words(name, (other,))
               for other in others)


def _same_words(name: str, others: tuple[str, ...]) -> bool:
    """Whether ``name`` has the words of one of ``others``, in any order, less the words
    that link them (``name_links``: of, at).

    >>> _same_words("University of Osaka", ("Osaka University",)), _same_words("University of Seoul", ("Seoul National University",))
    (True, False)
    """
    links = rules().name_links
    words = set(org_key(name).split()) - links
    return any(words == set(org_key(other).split()) - links for other in others)


def _in_listing(
    m: _Mention, named: set[str], spelled: set[str], named_at: dict[tuple[str, str], set[str | None]], names: _Names
) -> str:
    """An ambiguous acronym's institution of no country that its listing names (``FAIR, Paris``
    in a listing naming Meta FAIR), when the listing spells the acronym out for no other one
    (``Fundamental AI Research (FAIR)``, maybe Darmstadt's FAIR), the segment names no other
    institution beside it (``FAIR, GSI Helmholtzzentrum``) and gives no country, or one a
    segment of the listing naming that institution or its parent gives (not ``FAIR, Darmstadt,
    Germany`` beside Meta FAIR in the USA). One of a country is told by its country or paper
    only (``NTU``)."""
    key = names.in_context(m.key, named, m.segment)
    if key == m.key or not spelled <= {key} or names.known.countries.get(key) or _names_another(m.segment, m.key):
        return m.key
    given = set().union(*(named_at.get((m.file, k), set()) for k in (key, names.parent(key))))
    country = m.segment.country
    return key if not country or any(c and in_country(c, country) for c in given) else m.key


def _names_another(segment: ParsedSegment, key: str) -> bool:
    """Whether ``segment`` writes another name right after the one of key ``key`` where
    only its place may stand (``FAIR, GSI Helmholtzzentrum, Darmstadt``)."""
    parts = split_parts(segment.raw)
    written = [org_key(part) for part in parts]
    if key not in written or (at := written.index(key)) + 1 == len(parts):
        return False
    after = parts[at + 1]
    return after != segment.locality and country_code(after) is None


def _countries_agree(theirs: set[str | None], country: str | None) -> bool:
    """Whether a segment of ``country`` may name the institution that segments of the
    countries ``theirs`` spell out (unknown on either side: yes)."""
    given = {c for c in theirs if c}
    return not (country and given) or any(in_country(c, country) for c in given)


def _institutions(mentions: list[_Mention], overrides: Overrides, names: _Names, result: OrgResolution) -> dict[str, str]:
    """Make one Organization per key, linked to the known institution it belongs to; returns key -> slug."""
    groups: dict[str, list[_Mention]] = defaultdict(list)
    for m in mentions:
        groups[m.key].append(m)
    slugs: dict[str, str] = {}
    packaged: dict[str, str] = {}  # key -> the packaged institution it is, under the user's merges and splits
    # the user's split by country gives each country its own node: the segments' country stands
    by_country = {names.merged.get(org_key(s), org_key(s)) for s in overrides.organizations.country_splits}
    as_written: dict[str, str] = {}  # key -> its name as written, legal form and all
    for key, group in sorted(groups.items()):
        spellings = Counter(m.name for m in group)
        written = names.shown.get(key) or _display_name(key, spellings, names.known)
        known = packaged[key] = next(filter(None, map(names.packaged, group)), "")
        # the user's name as given; else without a company's legal form, not part of its name
        name = written if key in names.shown else _without_form(written, names.known.all_names(known))
        as_written[key] = written
        # the packaged name and aliases too, so that a search by any of them finds it
        others = [*spellings, *(m.acronym for m in group if m.acronym), *names.known.all_names(known)]
        org = Organization(
            slug=_new_slug(key, result),
            name=name,
            alt_labels=sorted({n for n in others if n != name and not has_han(n)}),
            known_zh=names.known.zh.get(known, ()),
            # the name as written: Co., Ltd. tells a company named after its province or city
            country=_country(written, group, result, names.home(known),
                             division=not known and _is_division(written),
                             fixed=key.rpartition(" ")[0] not in by_country) or institute_country(name),
            locality=_only(m.segment.locality for m in group if not m.segment.units),
        )
        for m in group:
            for text in _zh_names(m):
                _add_label(result, org, text, m.file, m.segment.line)
        slugs[key] = _add_institution(result, org, INSTITUTION, overrides)
    _link_parents(slugs, packaged, as_written, names, overrides, result)
    return slugs


def _without_form(written: str, packaged: tuple[str, ...]) -> str:
    """``written`` without a company's legal form (Meta Platforms, Inc.: Meta Platforms), unless
    that leaves one word, a common one as often, that is no acronym and none of its ``packaged``
    names (Block, Inc.; X Corp.; Sea Limited).

    >>> _without_form("Meta Platforms, Inc.", ()), _without_form("X Corp.", ()), _without_form("DBOS, Inc.", ())
    ('Meta Platforms', 'X Corp.', 'DBOS')
    >>> _without_form("Nvidia Corporation", ("NVIDIA",)), _without_form("Sea Limited", ("Sea Limited",))
    ('Nvidia', 'Sea Limited')
    """
    name = without_legal_form(written)
    distinct = " " in name or is_acronym(name) or name.casefold() in {n.casefold() for n in packaged}
    return name if distinct else written


def _link_parents(
    slugs: dict[str, str], packaged: dict[str, str], as_written: dict[str, str], names: _Names, overrides: Overrides,
    result: OrgResolution,
) -> None:
    """Put each known institution (``packaged``: key -> its packaged key) under the one it
    belongs to, and a company's division (Tencent PCG) under the company, made from its
    packaged entry when no listing names it (Google for Google Research), and so on up.
    A parent the user's alias file splits or renames away from the packaged list is
    linked only when a listing names it."""
    pending = list(slugs)
    while pending:
        key = pending.pop()
        org = result.organizations[slugs[key]]
        # a packaged one's is only its entry's (Samsung Electronics: the company, no division of the Samsung group)
        company = None if packaged.get(key) else _owner_named(as_written.get(key, org.name), org)
        parent = names.parent(packaged.get(key) or key) or (names.key(company) if company else None)
        if not parent or parent == key or (parent not in slugs and not names.is_known(parent)):
            continue  # a user's merge may make a lab its parent
        if parent not in slugs:
            slugs[parent] = _packaged(parent, names, overrides, result)
            packaged[parent] = parent
            pending.append(parent)
        org.parent = slugs[parent]


def _owner_named(written: str, org: Organization) -> str | None:
    """The company whose division ``org``'s name as ``written`` names (Tencent PCG: Tencent;
    Microsoft Research AI for Science: Microsoft Research), or the society whose institute it
    names (Fraunhofer IIS); read with its legal form, which makes a company of its own of a
    company's one-word name and another word (Siemens Energy AG, Meta Materials Inc.: no divisions)."""
    return division_of(written) or company_division_of(written, org.country, org.locality) or institute_of(written)


def _packaged(key: str, names: _Names, overrides: Overrides, result: OrgResolution) -> str:
    """The slug of a new node of the known institution ``key``, from its packaged entry
    alone: no segment names it, so it has no locality and no Chinese label but its packaged ones."""
    name = names.shown.get(key) or names.known.names[key]
    org = Organization(
        slug=_new_slug(key, result), name=name, alt_labels=sorted(set(names.known.all_names(key)) - {name}),
        known_zh=names.known.zh.get(key, ()), country=names.home(key),
    )
    return _add_institution(result, org, PACKAGED, overrides)


def _new_slug(key: str, result: OrgResolution) -> str:
    """The slug of the institution of key ``key``, apart from those already made."""
    return unique_slug(slugify(key), key, result.organizations)


def _add_institution(result: OrgResolution, org: Organization, kind: str, overrides: Overrides) -> str:
    """Add ``org``, an institution of ``kind``, linked to the user's ROR dump if any; returns its slug."""
    _link_ror(org, overrides)
    result.organizations[org.slug] = org
    result.kinds[org.slug] = kind
    return org.slug


def _display_name(key: str, spellings: Counter[str], known: KnownInstitutions) -> str:
    """The institution's name as written: the best spelling of its key (a full name before an
    acronym, then the most frequent; not an acronym or alias merged into it), else its packaged
    name, else the best spelling of those merged."""
    written = [n for n in spellings if org_key(n) == key] or ([known.names[key]] if key in known.names else spellings)
    return max(written, key=lambda n: (_rank(n), spellings[n], len(n), n))


def _is_division(name: str) -> bool:
    """Whether ``name`` names a division of a packaged company (Tencent PCG, Microsoft Research AI for Science)."""
    return bool(division_of(name) or company_division_of(name))


def _country(
    name: str, group: list[_Mention], result: OrgResolution, known: str | None = None, division: bool = False,
    fixed: bool = True,
) -> str | None:
    """The country most segments give (ties: the first alphabetically, so no file order
    counts); W107 at each segment that gives another.

    The ``known`` (packaged) country wins whatever the segments give (HKUST: HK, in
    segments giving HK and CN; CMU: US, not Qatar; Microsoft Research: never a joint
    centre's France); for a node the user's alias file splits by country (not ``fixed``),
    only when no segment gives a country, or some give it or a country holding it. A
    company's ``division`` tied between countries takes the one its name names, else none
    (:func:`_division_country`).

    With no country from either, the country of the towns its segments give (SK Telecom,
    Seoul), else of the places it is named after (Leipzig University: DE; see
    :func:`country_in_name`)."""
    counts = Counter(m.segment.country for m in group if m.segment.country)
    kept = most_common(m.segment.country for m in group)
    tied = len(counts) > 1 and sorted(counts.values())[-1] == sorted(counts.values())[-2]
    if division and tied and not known:
        kept = _division_country(name, counts)  # None: W107 below says so at every segment giving a country
    if known and (fixed or not counts or any(in_country(known, c) for c in counts)):
        kept = known  # a segment's country never overrides the packaged one (W107 below)
    if len(counts) > 1:
        seen = ", ".join(f"{country} ({counts[country]})" for country in sorted(counts))
        others = ((m.file, m.segment.line) for m in group if m.segment.country not in (None, kept))
        result.diagnostics.extend(diagnostics_at(others, Codes.W107, org=name, countries=seen, kept=kept or "none"))
    if kept is None and counts:
        return None  # a division tied between countries
    # a centre led by a city's name takes its country only where no segment gives a place
    # (Alexandria Center for Life Science, New York: not EG)
    city_led = not any(m.segment.locality for m in group)
    return kept or _towns_country(group) or country_in_name(name, city_led)


def _division_country(name: str, counts: Counter[str]) -> str | None:
    """The country of a company's division whose segments give several countries equally
    often (one lab in Cambridge, UK and in Beijing): the one of them its name names (Google
    Research India: IN), else None, as the company has offices in many and no order of files counts."""
    named = country_in_name(name) or place_in_name(name)
    return named if named in counts else None


def _towns_country(group: list[_Mention]) -> str | None:
    """The country of the towns the segments give, if they all name the same one."""
    found = set().union(*(town_countries(m.segment.locality) for m in group if m.segment.locality))
    return found.pop() if len(found) == 1 else None


def _zh_names(m: _Mention) -> tuple[str, ...]:
    """The Chinese names a mention gives its institution: the translation, and the name if Chinese."""
    zh = m.segment.institution_zh
    if has_han(m.name) and m.name != zh:
        return (zh, m.name) if zh else (m.name,)
    return (zh,) if zh else ()


def _rank(name: str) -> int:
    """Prefer a full English name to an acronym, and an acronym to Chinese."""
    return 0 if has_han(name) else 1 if is_acronym(name) else 2


def _link_ror(org: Organization, overrides: Overrides) -> None:
    if overrides.ror is None:
        return
    names = [org.name, *(n for n in org.alt_labels if not is_acronym(n))]
    record = overrides.ror.match(names, org.country)
    if record:
        org.same_as.append(record.id)
        org.country = org.country or record.country


# --- units ---------------------------------------------------------------------


def _units(
    papers: list[PaperFacts],
    segments: list[list[ParsedSegment]],
    scopes: list[str],
    mentions: list[_Mention],
    slugs: dict[str, str],
    result: OrgResolution,
) -> dict[tuple[int, str], list[str]]:
    """Put each segment's units under its institution; record each paper's affiliations.
    Returns the affiliations of each (paper, segment as written)."""
    institution_of = {id(m.segment): slugs[m.key] for m in mentions}
    parents: dict[str, Counter[str]] = defaultdict(Counter)
    written_together: dict[tuple[int, str], list[str]] = defaultdict(list)  # (paper, segment as written) -> its slugs
    localities: dict[str, set[str | None]] = defaultdict(set)
    for i, facts in enumerate(papers):
        for seg in segments[i]:
            top = institution_of.get(id(seg))
            if top is None and not (seg.units and seg.parsed and not seg.placeholder):
                continue
            scope = top or scopes[i]
            country = result.organizations[top].country if top else seg.country
            parent = top
            for unit, label in reversed(list(zip(seg.units, seg.unit_zh))):  # parallel: the parser pads them
                slug = _unit(result, scope, unit, country, BARE_UNIT if top is None else UNIT)
                if label:
                    _add_label(result, result.organizations[slug], label, facts.record.source.file, seg.line)
                if parent:
                    parents[slug][parent] += 1
                parent = slug
            if seg.units:
                localities[parent].add(seg.locality)  # the place of the most specific unit only
            if parent and parent not in result.affiliations[i]:
                result.affiliations[i].append(parent)
            if parent:
                written_together[i, seg.raw].append(parent)
    for slug, seen in parents.items():
        top = slug.rsplit("/", 1)[0]
        specific = [p for p in seen if p != top] or [top]
        result.organizations[slug].parent = max(specific, key=lambda p: (seen[p], p))
    for slug, seen_at in localities.items():
        result.organizations[slug].locality = _only(seen_at) if None not in seen_at else None
    _break_cycles(result)
    return written_together


def _drop_written_parents(
    written_together: dict[tuple[int, str], list[str]], companies: set[str], result: OrgResolution
) -> None:
    """Take from a paper's affiliations an institution its segment writes after its own part,
    which stands under it (``Oxford-Man Institute of Quantitative Finance, University of
    Oxford``: the institute, under Oxford; not Oxford beside it); but for ``companies``, whose
    labs are institutions beside them (``FAIR, Meta``: both)."""
    for (i, _), together in written_together.items():
        above = {a for slug in together for a in _ancestors(slug, result)} - companies
        written_over_its_part = above & set(together)
        result.affiliations[i] = [slug for slug in result.affiliations[i] if slug not in written_over_its_part]


def _ancestors(slug: str, result: OrgResolution) -> set[str]:
    """The slugs above ``slug``, up its chain of parents."""
    found: set[str] = set()
    parent = result.organizations[slug].parent
    while parent and parent in result.organizations and parent not in found:
        found.add(parent)
        parent = result.organizations[parent].parent
    return found


def _unit(result: OrgResolution, scope: str, written: str, country: str | None, kind: str) -> str:
    """The slug of a unit under ``scope``, made on first sight."""
    name, acronym, tail = _unit_name(written)
    slug = f"{scope}/{tail}"
    org = result.organizations.get(slug)
    if org is None:
        org = result.organizations[slug] = Organization(slug=slug, name=name, country=country)
    result.kinds[slug] = kind
    for label in (name, acronym):
        if label and label != org.name and label not in org.alt_labels:
            org.alt_labels.append(label)
    return slug


@lru_cache(maxsize=1 << 16)  # a venue's few thousand unit names recur in every listing
def _unit_name(written: str) -> tuple[str, str | None, str]:
    """A unit's name, its acronym, and its slug under any scope."""
    name, acronym = split_acronym(written)
    return name, acronym, slugify(org_key(name))


def _break_cycles(result: OrgResolution) -> None:
    """Units named in opposite orders by two papers: attach to the scope instead."""
    for slug, org in result.organizations.items():
        seen = {slug}
        parent = org.parent
        while parent and parent in result.organizations:
            if parent in seen:
                org.parent = slug.rsplit("/", 1)[0] if result.kinds[slug] == UNIT else None
                break
            seen.add(parent)
            parent = result.organizations[parent].parent


# --- Chinese labels ------------------------------------------------------------


def _add_label(result: OrgResolution, org: Organization, text: str, file: str, line: int) -> None:
    key = (org.slug, text, file, line)
    if key not in result.zh_seen:  # a set, not a scan: an institution may be named 10,000 times
        result.zh_seen.add(key)
        org.zh_labels.append(ZhLabel(text, file, line))


def _flag_conflicts(result: OrgResolution) -> None:
    """W108: a label the packaged list says is not the institution's; then, among the
    labels it says nothing of, W104: one label on several institutions; W105: several
    names on one institution."""
    institutions = [o for s, o in result.organizations.items() if result.kinds[s] == INSTITUTION]
    # grouped once: an institution may have thousands of labels in hundreds of texts
    labels = {org.slug: _by_text(org.zh_labels) for org in institutions}
    settled = _flag_known(result, institutions, labels)
    labels = {slug: {t: zs for t, zs in texts.items() if (slug, t) not in settled} for slug, texts in labels.items()}
    lost = _flag_shared(result, institutions, labels)
    for org in institutions:
        _flag_several(result, org, {t: zs for t, zs in labels[org.slug].items() if (org.slug, t) not in lost})


def _flag_known(
    result: OrgResolution, institutions: list[Organization], labels: dict[str, dict[str, list[ZhLabel]]]
) -> set[tuple[str, str]]:
    """W108 at each label that names another country than the institution's
    (韩国… for a university in Japan), or that the packaged list gives as another
    institution's name (奥胡斯大学 for Aalborg University: Aarhus University's), or
    that is none of the institution's own packaged names (马斯克商学院 for MBZUAI).
    One of its names with a country name before it (美国佐治亚理工学院) is that name:
    doubtful only so that the name is displayed. Returns (slug, label) of every label
    settled so, and of those that are the institution's own names."""
    known, settled = known_institutions(), set()
    for org in institutions:
        for text, found in labels[org.slug].items():
            own, why = _packaged_verdict(org, text, known)
            if own:
                _doubt_with_country(found, own)
            elif why:
                _flag(result, found, why, Codes.W108, label=text, org=org.name, why=why)
            elif text not in org.known_zh:
                continue  # the packaged list says nothing of it
            settled.add((org.slug, text))
    return settled


def _packaged_verdict(org: Organization, text: str, known: KnownInstitutions) -> tuple[str | None, str | None]:
    """What the packaged list says of the label ``text`` of ``org``: which of the institution's
    own names it is with a country name before it, or why it is not the institution's
    (None, None: it says nothing of it, or that it is one of its names)."""
    country, names = _country_names(text)
    # the country of a packaged institution is certain; a campus abroad may be named by its home (厦门大学马来西亚分校)
    abroad = country and org.country and not (in_country(country, org.country) or in_country(org.country, country))
    if org.known_zh and abroad:
        return None, f"the name of an institution in {country}, not {org.country}"
    own = next((name for name in names if name in org.known_zh), None)
    if own:
        return own, None
    holder = next(filter(None, map(known.zh_holders.get, (text, *names))), None)
    if holder and known.zh[holder] != org.known_zh:  # another packaged institution's name
        return None, f"the Chinese name of {known.names[holder]}"
    if org.known_zh and text not in org.known_zh:
        return None, f"none of its Chinese names in the packaged list ({', '.join(org.known_zh)})"
    return None, None


def _flag_several(result: OrgResolution, org: Organization, labels: dict[str, list[ZhLabel]]) -> None:
    """W105 at each label of an institution given several names; a name with a country
    name before another is that name, doubtful only so that the shorter is displayed."""
    shorter = _without_country(list(labels))
    for text, name in shorter.items():
        _doubt_with_country(labels[text], name)
    names = [text for text in labels if text not in shorter]
    if len(names) > 1:
        reason = f"one of several Chinese labels of this institution: {', '.join(names)}"
        flagged = [z for zs in labels.values() for z in zs]
        _flag(result, flagged, reason, Codes.W105, org=org.name, labels=", ".join(names))


def _flag_shared(
    result: OrgResolution, institutions: list[Organization], labels: dict[str, dict[str, list[ZhLabel]]]
) -> set[tuple[str, str]]:
    """W104 at each holder of a shared label but the one it names, if any;
    returns (slug, label) of each label lost to the holder it names."""
    holders: dict[str, list[Organization]] = defaultdict(list)
    for org in institutions:
        for text in labels[org.slug]:
            holders[text].append(org)
    lost: set[tuple[str, str]] = set()
    for text, orgs in holders.items():
        if len(orgs) < 2:
            continue
        keeper = _named_by(text, orgs, labels)
        names = "; ".join(sorted(o.name for o in orgs))
        for org in orgs:
            if keeper is None:
                reason = f"also given for: {'; '.join(sorted(o.name for o in orgs if o is not org))}"
            elif org is keeper:
                continue
            else:
                reason = f"the name of {keeper.name}, for which it is given more often"
                lost.add((org.slug, text))
            _flag(result, labels[org.slug][text], reason, Codes.W104, label=text, orgs=names)
    return lost


def _named_by(
    text: str, orgs: list[Organization], labels: dict[str, dict[str, list[ZhLabel]]]
) -> Organization | None:
    """The holder ``text`` is given for on most of the 机构 lines that give it a Chinese
    label, and on more lines than for any other holder. Lines, not segments, on both
    sides: a line may name it twice. Without such a holder, the one whose name starts
    every other holder's name (理化学研究所 for RIKEN and RIKEN AIP: RIKEN's name, given
    to its institute too); else None (a tie is no evidence either way)."""
    counts = sorted(((len({(z.file, z.line) for z in labels[o.slug][text]}), o.slug, o) for o in orgs), reverse=True)
    (most, _, org), (second, _, _) = counts[:2]
    labelled = {(z.file, z.line) for z in org.zh_labels}
    return org if most > second and 2 * most > len(labelled) else _named_first(orgs)


def _named_first(orgs: list[Organization]) -> Organization | None:
    """The organization whose name the names of all the others are, with an acronym
    after it (RIKEN, RIKEN AIP); not a campus's (University of California, Berkeley,
    whose Chinese name 加州大学伯克利分校 is its own)."""
    return next((org for org in orgs if all(o is org or _adds_acronym(org.name, o.name) for o in orgs)), None)


def _adds_acronym(name: str, longer: str) -> bool:
    """Whether ``longer`` is ``name`` and then only acronyms: ``RIKEN AIP``."""
    head, _, rest = longer.partition(" ")
    while rest and org_key(head) != org_key(name):
        word, _, rest = rest.partition(" ")
        head = f"{head} {word}"
    return bool(rest) and org_key(head) == org_key(name) and all(map(is_acronym, rest.split()))


def _country_names(text: str) -> tuple[str | None, list[str]]:
    """The code of the country named at the start of ``text`` (the most specific:
    中国香港 before 中国), and ``text`` less each country name it starts with.

    >>> _country_names("中国香港大学"), _country_names("清华大学")
    (('HK', ['香港大学', '大学']), (None, []))
    """
    zh_countries = rules().zh_countries
    prefixes = sorted((c for c in zh_countries if text.startswith(c) and len(text) > len(c)), key=len)
    return (zh_countries[prefixes[-1]] if prefixes else None), [text.removeprefix(c) for c in prefixes]


def _without_country(texts: list[str]) -> dict[str, str]:
    """Each label that is another of ``texts`` with a country name before it -> that other one."""
    present, shorter = set(texts), {}
    for text in texts:
        rest = min((r for r in _country_names(text)[1] if r in present), key=len, default=None)
        if rest:
            shorter[text] = rest
    return shorter


def _by_text(zh_labels: list[ZhLabel]) -> dict[str, list[ZhLabel]]:
    """Labels by text, texts in first-seen order."""
    grouped: dict[str, list[ZhLabel]] = {}
    for z in zh_labels:
        grouped.setdefault(z.text, []).append(z)
    return grouped


def _flag(result: OrgResolution, flagged: list[ZhLabel], reason: str, code: Codes, **fields: str) -> None:
    """Mark labels doubtful, with a warning at each."""
    for z in flagged:
        _doubt(z, reason)
    result.diagnostics.extend(diagnostics_at(((z.file, z.line) for z in flagged), code, **fields))


def _doubt_with_country(labels: list[ZhLabel], name: str) -> None:
    """Mark doubtful the labels that are the label ``name`` with a country name before it,
    so that ``name`` is displayed (no warning: they name the same institution)."""
    for z in labels:
        _doubt(z, f"the same name as {name} with a country name before it; {name} is the label")


def _doubt(label: ZhLabel, reason: str) -> None:
    label.doubtful = True
    label.reason = f"{label.reason}; {reason}" if label.reason else reason


# --- helpers -------------------------------------------------------------------


def _only(places) -> str | None:
    """The place, if all the known places agree (Montréal and Montreal do: its most
    frequent spelling), else None."""
    known = [place for place in places if place]
    return most_common(known) if len({org_key(place) for place in known}) == 1 else None
