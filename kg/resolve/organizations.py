"""Organizations: parsed segments of all papers -> one node per institution,
with its units under it.

Identity rules, in order:

1. An institution is known by :func:`~kg.extract.affiliations.org_key` of its
   name (case, accents, punctuation, "The" and legal-form suffixes ignored),
   after the alias file's merges.
2. A bare acronym (``KAIST``) is the institution that spells it out
   (``Korea Advanced Institute of Science and Technology (KAIST)``) when
   exactly one does, and the alias file does not split it.
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

Units are scoped by their institution (``kaist/school-of-computing``); a bare
unit, named without any institution, by its paper, so it never merges with
another paper's unit. A segment's locality is that of its most specific part: a
campus unit's city is not its university's.

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

from collections import Counter, defaultdict
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import chain

from ..entities import Organization, PaperFacts, ParsedSegment, ZhLabel
from ..errors import Codes, Diagnostic, diagnostic, diagnostics_at, in_file_order
from ..extract.affiliations import is_acronym, is_unit_name, org_key, rules, split_acronym
from ..text import has_han, most_common
from ..vocab import short_hash, slugify
from .overrides import Overrides

INSTITUTION, UNIT, BARE_UNIT = "institution", "unit", "bare unit"


@dataclass
class OrgResolution:
    """Organizations of a build, which of them each paper names, and what went wrong."""

    organizations: dict[str, Organization] = field(default_factory=dict)
    affiliations: list[list[str]] = field(default_factory=list)  # parallel to the papers
    diagnostics: list[Diagnostic] = field(default_factory=list)
    kinds: dict[str, str] = field(default_factory=dict)  # slug -> institution | unit | bare unit
    segment_count: int = 0  # segments of the 机构 lines read, placeholders included
    #: (slug, label, file, line) of every Chinese label added, so none is added twice.
    zh_seen: set[tuple[str, str, str, int]] = field(default_factory=set, repr=False)

    @property
    def institution_count(self) -> int:
        return sum(kind == INSTITUTION for kind in self.kinds.values())

    @property
    def unit_count(self) -> int:
        return sum(kind != INSTITUTION for kind in self.kinds.values())


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
    scopes = paper_slugs or [slugify(facts.record.title_en) for facts in papers]
    segments = _with_peers(papers)
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
                name, acronym = split_acronym(seg.institution)
                mentions.append(_Mention(i, file, seg, scopes[i], name, seg.acronym or acronym))
    _assign_keys(mentions, overrides)
    slugs = _institutions(mentions, overrides, result)
    _units(papers, segments, scopes, mentions, slugs, result)
    _flag_conflicts(result)
    for i, facts in enumerate(papers):
        if not result.affiliations[i]:
            source = facts.record.source
            result.diagnostics.append(diagnostic(source.file, source.start, Codes.W106))
    result.organizations = dict(sorted(result.organizations.items()))
    result.diagnostics.sort(key=in_file_order)
    return result


# --- identity ------------------------------------------------------------------


def _with_peers(papers: list[PaperFacts]) -> list[list[ParsedSegment]]:
    """Each paper's segments, with the names that are institutions by rule 5 taken
    out of their segment (as its outermost unit or its place) into one of their own,
    and the names no segment could place made institutions where the listings know them."""
    as_institution: Counter[str] = Counter()
    as_unit: Counter[str] = Counter()
    as_place: Counter[str] = Counter()
    for seg in chain.from_iterable(facts.affiliations for facts in papers):
        if seg.institution:
            as_institution[org_key(split_acronym(seg.institution)[0])] += 1
            if seg.units and not is_unit_name(seg.units[-1]):  # "Institute for Data Science" alone is a bare unit
                as_unit[org_key(split_acronym(seg.units[-1])[0])] += 1
            as_place.update([org_key(seg.locality)] if seg.locality else [])
    # a tie makes a unit a peer (its authors also name it alone), but leaves a place a place
    units = {key for key in as_unit if as_institution[key] >= as_unit[key]}
    places = {key for key in as_place if as_institution[key] > as_place[key]}
    return [
        [part for seg in facts.affiliations for part in _split_peers(_placed(seg, as_institution), units, places)]
        for facts in papers
    ]


def _placed(seg: ParsedSegment, institutions: Counter[str]) -> ParsedSegment:
    """A name the parse could not place (``Peking University, ByteDance Seed, Beijing``:
    reported as W102) made an institution when the listings name it as one elsewhere."""
    if seg.parsed or not seg.raw or org_key(split_acronym(seg.raw)[0]) not in institutions:
        return seg
    name, acronym = split_acronym(seg.raw)
    return replace(seg, parsed=True, institution=name, acronym=acronym)


def _split_peers(seg: ParsedSegment, units: set[str], places: set[str]) -> list[ParsedSegment]:
    """``seg``, and beside it a segment of its own for its place when ``places`` has its
    key, and for its outermost unit (repeatedly) when ``units`` has its key. An
    institution named as a unit (``State Key Laboratory of ..., TU Wien``: no
    institution word, so the parse took the lab) goes under the place instead."""
    peers = []
    if seg.institution and seg.locality and org_key(seg.locality) in places:
        place = replace(seg, units=(), unit_zh=(), institution=seg.locality, acronym=None, locality=None, institution_zh=None)
        if is_unit_name(seg.institution):
            return [replace(place, units=(*seg.units, seg.institution), unit_zh=(*seg.unit_zh, seg.institution_zh))]
        peers.append(place)
        seg = replace(seg, locality=None)
    while seg.institution and seg.units and org_key(split_acronym(seg.units[-1])[0]) in units:
        depth = len(seg.units) - 1
        name, acronym = split_acronym(seg.units[-1])
        peers.insert(0, replace(seg, units=(), unit_zh=(), institution=name, acronym=acronym, institution_zh=seg.unit_zh[depth]))
        seg = replace(seg, units=seg.units[:-1], unit_zh=seg.unit_zh[:depth])
    return [seg, *peers]


def _assign_keys(mentions: list[_Mention], overrides: Overrides) -> None:
    """Give every mention the key of the institution it names (rules 1-4)."""
    canonical = {org_key(a): org_key(n) for n, aliases in overrides.organizations.merges for a in (n, *aliases)}
    split = {org_key(s) for s in overrides.organizations.splits}
    by_country = {canonical.get(org_key(s), org_key(s)) for s in overrides.organizations.country_splits}
    merged = set(canonical.values())
    spelled_out: dict[str, set[str]] = defaultdict(set)
    for m in mentions:
        key = org_key(m.name)
        m.key = canonical.get(key, key)
        if m.acronym and org_key(m.acronym) not in split and not has_han(m.name):
            spelled_out[org_key(m.acronym)].add(m.key)
    for m in mentions:
        bare = not m.acronym and m.key not in merged and is_acronym(m.name)
        if bare and m.key not in split and len(spelled_out.get(m.key, ())) == 1:
            m.key = next(iter(spelled_out[m.key]))
    translations: dict[str, set[str]] = defaultdict(set)
    for m in mentions:
        if m.segment.institution_zh and not has_han(m.name):
            translations[m.segment.institution_zh].add(m.key)
    for m in mentions:
        if has_han(m.name) and len(translations.get(m.name, ())) == 1:
            m.key = next(iter(translations[m.name]))
    for m in mentions:
        if m.key in split:
            m.key = f"{m.key} {m.scope}"
        elif m.key in by_country and m.segment.country:
            m.key = f"{m.key} {m.segment.country.lower()}"


def _institutions(mentions: list[_Mention], overrides: Overrides, result: OrgResolution) -> dict[str, str]:
    """Make one Organization per key; returns key -> slug."""
    display = {org_key(n): n for n, _ in overrides.organizations.merges}
    groups: dict[str, list[_Mention]] = defaultdict(list)
    for m in mentions:
        groups[m.key].append(m)
    slugs: dict[str, str] = {}
    for key, group in sorted(groups.items()):
        slug = _unique(slugify(key), key, result.organizations)
        spellings = Counter(m.name for m in group)
        name = display.get(key) or max(spellings, key=lambda n: (_rank(n), spellings[n], len(n), n))
        others = [*spellings, *(m.acronym for m in group if m.acronym)]
        org = Organization(
            slug=slug,
            name=name,
            alt_labels=sorted({n for n in others if n != name and not has_han(n)}),
            country=_country(name, group, result),
            locality=_only(m.segment.locality for m in group if not m.segment.units),
        )
        for m in group:
            for text in _zh_names(m):
                _add_label(result, org, text, m.file, m.segment.line)
        _link_ror(org, overrides)
        result.organizations[slug] = org
        result.kinds[slug] = INSTITUTION
        slugs[key] = slug
    return slugs


def _country(name: str, group: list[_Mention], result: OrgResolution) -> str | None:
    """The country most segments give (ties: the first alphabetically, so no file order counts);
    W107 at each segment that gives another."""
    kept = most_common(m.segment.country for m in group)
    counts = Counter(m.segment.country for m in group if m.segment.country)
    if len(counts) > 1:
        seen = ", ".join(f"{country} ({counts[country]})" for country in sorted(counts))
        others = ((m.file, m.segment.line) for m in group if m.segment.country not in (None, kept))
        result.diagnostics.extend(diagnostics_at(others, Codes.W107, org=name, countries=seen, kept=kept))
    return kept


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
) -> None:
    """Put each segment's units under its institution; record each paper's affiliations."""
    institution_of = {id(m.segment): slugs[m.key] for m in mentions}
    parents: dict[str, Counter[str]] = defaultdict(Counter)
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
    for slug, seen in parents.items():
        top = slug.rsplit("/", 1)[0]
        specific = [p for p in seen if p != top] or [top]
        result.organizations[slug].parent = max(specific, key=lambda p: (seen[p], p))
    for slug, seen_at in localities.items():
        result.organizations[slug].locality = _only(seen_at) if None not in seen_at else None
    _break_cycles(result)


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
    """W104: one label on several institutions; W105: several names on one institution."""
    institutions = [o for s, o in result.organizations.items() if result.kinds[s] == INSTITUTION]
    # grouped once: an institution may have thousands of labels in hundreds of texts
    labels = {org.slug: _by_text(org.zh_labels) for org in institutions}
    lost = _flag_shared(result, institutions, labels)
    for org in institutions:
        _flag_several(result, org, {t: zs for t, zs in labels[org.slug].items() if (org.slug, t) not in lost})


def _flag_several(result: OrgResolution, org: Organization, labels: dict[str, list[ZhLabel]]) -> None:
    """W105 at each label of an institution given several names; a name with a country
    name before another is that name, doubtful only so that the shorter is displayed."""
    shorter = _without_country(list(labels))
    for text, name in shorter.items():
        for z in labels[text]:
            _doubt(z, f"the same name as {name} with a country name before it; {name} is the label")
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


def _without_country(texts: list[str]) -> dict[str, str]:
    """Each label that is another of ``texts`` with a country name before it -> that other one."""
    present, countries = set(texts), rules().zh_countries
    shorter: dict[str, str] = {}
    for text in texts:
        rests = (text.removeprefix(country) for country in countries if text.startswith(country))
        rest = min((r for r in rests if r in present), key=len, default=None)
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


def _doubt(label: ZhLabel, reason: str) -> None:
    label.doubtful = True
    label.reason = f"{label.reason}; {reason}" if label.reason else reason


# --- helpers -------------------------------------------------------------------


def _only(places) -> str | None:
    """The place, if all the known places agree (Montréal and Montreal do: its most
    frequent spelling), else None."""
    known = [place for place in places if place]
    return most_common(known) if len({org_key(place) for place in known}) == 1 else None


def _unique(slug: str, key: str, taken: dict[str, object]) -> str:
    """``slug``, or ``slug`` plus a short hash of ``key`` if another key has it."""
    if slug not in taken:
        return slug
    return f"{slug}-{short_hash(key)}"
