"""Precision and recall of the science extractor against hand-made gold.

For each gold file in ``eval/gold/`` the listing it names is read with
:func:`kg.read.read_listing` and run through :func:`kg.extract.science.extract_science`;
the script prints, per listing:

* ``proposed`` / ``mentioned``: precision and recall of (paper, name) pairs,
  names compared ignoring case and spaces;
* ``kinds``: of the names found in either role that the gold also has, the
  share typed with the gold kind;
* ``claims``: precision and recall of (paper, value_min, value_max, unit,
  direction), then the share of matched claims with the gold qualifier;

and then the time to extract a 10,000-paper listing (the gold listings' records
repeated with perturbed titles and names) on 1 and on 2 worker processes.

Usage: ``python eval/evaluate.py [--no-timing] [--papers N] [--verbose]``
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.extract import extract  # noqa: E402
from kg.extract.science import extract_science  # noqa: E402
from kg.read import read_listing  # noqa: E402
from kg.resolve import resolve  # noqa: E402

GOLD = ROOT / "eval" / "gold"


def key(name: str) -> str:
    return re.sub(r"\s+", "", name).casefold()


def pr(found: set, gold: set) -> tuple[float, float, int, int, int]:
    hits = len(found & gold)
    p = hits / len(found) if found else 1.0
    r = hits / len(gold) if gold else 1.0
    return p, r, hits, len(found), len(gold)


def claim_key(paper: str, c) -> tuple:
    get = c.get if isinstance(c, dict) else lambda k: getattr(c, k)
    return (paper, float(get("value_min")), float(get("value_max")), get("unit"), get("direction"))


#: Legal forms, which name no other institution: "Tencent Inc." is Tencent (as resolution counts them).
LEGAL_FORM = re.compile(r"[\s,]+(?:inc|corp|corporation|co|ltd|limited|llc|gmbh|plc|ag|sa)\b\.?$")


def org_key(name: str) -> str:
    """An organization name compared ignoring case, punctuation, a leading "The" and legal forms.

    >>> org_key("The Tencent Co., Ltd.") == org_key("tencent")
    True
    """
    name = re.sub(r"^the\s+", "", name.casefold())
    while (shorter := LEGAL_FORM.sub("", name)) != name:
        name = shorter
    return re.sub(r"[\W_]+", "", name)


def evaluate_organizations(gold: dict, verbose: bool) -> None:
    corpus = resolve(extract(read_listing(ROOT / gold["listing"]).papers))
    orgs = corpus.organizations
    found = {}  # title -> top-of-chain organizations
    for paper in corpus.papers.values():
        tops = {}
        for slug in paper.affiliations:
            seen = set()
            while orgs[slug].parent and orgs[slug].parent in orgs and slug not in seen:
                seen.add(slug)
                slug = orgs[slug].parent
            tops[slug] = orgs[slug]
        found[paper.record.title_en] = list(tops.values())
    hits = right = n_found = n_gold = countries = 0
    notes = []  # misses, extras and wrong countries, printed under the figures with -v
    for title, g in gold["papers"].items():
        tops = found.get(title, [])
        keys = [{org_key(n) for n in [o.name, *o.alt_labels, *(z.text for z in o.zh_labels)]} for o in tops]
        matched = set()
        for want in g["organizations"]:
            n_gold += 1
            i = next((i for i, k in enumerate(keys) if org_key(want["name"]) in k), None)
            if i is None:
                notes.append(f"     - missed:      ({title[:40]!r}, {want['name']!r})")
                continue
            hits += 1
            matched.add(i)
            countries += tops[i].country == want["country"]
            if tops[i].country != want["country"]:
                notes.append(f"     country {tops[i].name}: {tops[i].country} (gold {want['country']})")
        n_found += len(tops)
        right += len(matched)
        for i, org in enumerate(tops):
            if i not in matched:
                notes.append(f"     + not in gold: ({title[:40]!r}, {org.name!r}, {org.country})")
    print(
        f"  {'orgs':<10} P={right / n_found if n_found else 1:.2f} R={hits / n_gold if n_gold else 1:.2f}"
        f"   ({right} right of {n_found} found, {hits} of {n_gold} in gold found); country {countries}/{hits} of matched"
    )
    if verbose:
        print("\n".join(notes))


def evaluate(gold_path: Path, verbose: bool) -> None:
    gold = json.loads(gold_path.read_text("utf-8"))
    listing = read_listing(ROOT / gold["listing"])
    papers = [p for p in listing.papers if p.title_en in gold["papers"]]
    unread = sorted(set(gold["papers"]) - {p.title_en for p in papers})
    if unread:  # counted as missed below, not as absent from the gold
        print(f"{gold['listing']}: {len(unread)} gold paper(s) not read from the listing: {'; '.join(unread)}")
    science = extract_science(papers)
    found = {"proposed": set(), "mentioned": set(), "claims": set()}
    expected = {"proposed": set(), "mentioned": set(), "claims": set()}
    kinds_ok = kinds_all = 0
    wrong_kinds = []  # printed under the listing's header
    gold_qualifier, found_qualifier = {}, {}
    for t, g in gold["papers"].items():  # every gold paper, read or not: a lost one is missed
        expected["proposed"] |= {(t, key(n)) for n in g["proposed"]}
        expected["mentioned"] |= {(t, key(n)) for n in g["mentioned"]}
        for c in g["claims"]:
            expected["claims"].add(claim_key(t, c))
            gold_qualifier[claim_key(t, c)] = c["qualifier"]
    for paper, s in zip(papers, science):
        t = paper.title_en
        g = gold["papers"][t]
        gold_kinds = {key(n): k for n, k in {**g["mentioned"], **g["proposed"]}.items()}
        for m in s.methods:
            role = "proposed" if m.role == "proposes" else "mentioned"
            found[role].add((t, key(m.name)))
            if key(m.name) in gold_kinds:
                kinds_all += 1
                kinds_ok += gold_kinds[key(m.name)] == m.kind
                if gold_kinds[key(m.name)] != m.kind:
                    wrong_kinds.append(f"   kind {m.name}: {m.kind} (gold {gold_kinds[key(m.name)]})")
        for c in s.claims:
            k = claim_key(t, c)
            found["claims"].add(k)
            found_qualifier.setdefault(k, c.qualifier)  # two claims of one key (2x twice) count once, as in P/R
    print(f"{gold['listing']}  ({len(papers)} papers)")
    for category in ("proposed", "mentioned", "claims"):
        p, r, hits, n_found, n_gold = pr(found[category], expected[category])
        print(f"  {category:<10} P={p:.2f} R={r:.2f}   ({hits} right of {n_found} found, {n_gold} in gold)")
        if verbose:
            for extra in sorted(found[category] - expected[category]):
                print("     + not in gold:", extra)
            for missed in sorted(expected[category] - found[category]):
                print("     - missed:     ", missed)
    print(f"  {'kinds':<10} {kinds_ok}/{kinds_all} = {kinds_ok / max(kinds_all, 1):.2f} of names found that the gold has")
    if verbose and wrong_kinds:
        print(*wrong_kinds, sep="\n")
    matched = found["claims"] & expected["claims"]
    qualifiers_ok = sum(found_qualifier[k] == gold_qualifier[k] for k in matched)
    print(f"  {'qualifiers':<10} {qualifiers_ok}/{len(matched)} of matched claims")
    if all("organizations" in g for g in gold["papers"].values()):
        evaluate_organizations(gold, verbose)


def fake_listing(n: int) -> list:
    """``n`` records: the gold listings' records again and again, each copy with a
    numbered title and its Latin names suffixed, so no two texts are the same."""
    base = []
    for gold_path in sorted(GOLD.glob("*.json")):
        base += read_listing(ROOT / json.loads(gold_path.read_text("utf-8"))["listing"]).papers
    out = []
    for i in range(n):
        r = base[i % len(base)]
        tag = i // len(base)
        summary = re.sub(r"([A-Za-z][A-Za-z0-9+-]*[A-Za-z0-9+])", rf"\g<1>{tag}", r.summary or "")
        out.append(replace(r, title_en=f"{r.title_en} {i}", summary=summary))
    return out


def timing(n: int) -> None:
    records = fake_listing(n)
    for workers in (1, 2):
        start, cpu = time.perf_counter(), time.process_time()
        science = extract_science(records, workers=workers)
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        methods = sum(len(s.methods) for s in science)
        own = f", {cpu:.1f} s CPU" if workers == 1 else ""
        print(f"  {n} papers, workers={workers}: {elapsed:.1f} s wall{own} ({methods} method mentions)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-timing", action="store_true")
    parser.add_argument("--papers", type=int, default=10_000)
    parser.add_argument("--verbose", "-v", action="store_true")
    args = parser.parse_args()
    for gold_path in sorted(GOLD.glob("*.json")):
        evaluate(gold_path, args.verbose)
    if not args.no_timing:
        print("extraction time")
        timing(args.papers)


if __name__ == "__main__":
    main()
