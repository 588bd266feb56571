"""The science of each paper: methods it proposes or mentions, topics, claims.

:func:`extract_science` runs the English pipeline over every title and the
Chinese (or English) pipeline over every summary with ``nlp.pipe``, then joins
what the title says with what the summary says:

* a title's ``Name: ...`` is proposed, with the kind the summary gives an
  unnamed proposal (提出一种…算法 makes ``Verified SHAP`` an algorithm);
* a title's final ``with X`` is proposed unless the summary only uses X;
* a title's ``Name: ...`` that spells out a name the summary proposes (``Music
  Understanding LLaMA`` for ``MU-LLaMA``) is that name's long form, not a second name;
* a title's ``Word: ...`` of one plain word (``Revelations``, ``Mission``) is proposed only
  when the summary names it too: a plain word alone is more often a catchword;
* a title's ``Plain Words: ...`` (``Causal Prompting``) is proposed when the summary
  proposes no name but proposes the title's Chinese name with a kind word after it
  (因果提示：… and 提出…因果提示方法);
* a summary's name whose long form is the title, or the title before its colon, is proposed
  (``Many-shot Jailbreaking`` and 多样本越狱（Many-shot Jailbreaking, MSJ）);
* a name proposed anywhere in the paper is not also mentioned by it.

With ``workers > 1`` the records are cut into a few large chunks (four per
worker) that worker processes extract in parallel; a worker is sent only the
titles, summary and summary language of its records (:data:`Texts`), builds
its pipelines once (forked workers inherit them from the parent, which builds
them first), and returns :class:`Science` objects. The result is the same and
in the same order. Within a process, records go through the pipelines in
blocks of :data:`BATCH_SIZE`, so that only one block's docs are alive at a time.

>>> from kg.records import PaperRecord, Span
>>> r = PaperRecord(Span("x", 1, 1), "ICML", "Efficient Distributed MLLM Training with Cornstarch",
...                 summary="提出Cornstarch框架，平均吞吐量提升2.26倍。")
>>> s = extract_science([r])[0]
>>> [(m.name, m.role, m.kind) for m in s.methods], [(c.value_min, c.qualifier) for c in s.claims]
([('Cornstarch', 'proposes', 'framework')], [(2.26, 'average')])
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import multiprocessing
import os
import re
import signal
import sys
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Iterator, Sequence

from ..data import patterns
from ..entities import ClaimFact, MethodMention, TopicMention
from ..records import PaperRecord
from ..entities import name_key
from .methods import cues, merge_mentions, not_hardware, title_methods
from .nlp import DATA_KINDS, english, get, is_generic, looks_like_name, pipeline
from .topics import find_topics

#: Longer texts are cut here (spaCy refuses texts over ``nlp.max_length``).
MAX_CHARS = 100_000
BATCH_SIZE = 256
#: Chunks per worker, so that a slow chunk does not hold the others up.
CHUNKS_PER_WORKER = 4
#: Components whose results ``_paper`` does not read from a title.
TITLE_SKIPS = ("kg_methods", "kg_claims")
PR_SET_PDEATHSIG = 1  # from <linux/prctl.h>
VERSION_TAIL = re.compile(r"\s+[vV]?\d+(?:\.\d+)*$")
#: A title's Chinese name before its colon: Chinese only (因果提示).
CHINESE_NAME = re.compile(r"[\u4e00-\u9fff]{2,}")


@dataclass
class Science:
    """What one paper says about methods, topics and results."""

    methods: list[MethodMention] = field(default_factory=list)
    topics: list[TopicMention] = field(default_factory=list)
    claims: list[ClaimFact] = field(default_factory=list)


def extract_science(records: Sequence[PaperRecord], workers: int = 1) -> list[Science]:
    """The :class:`Science` of every record, in order (parallel to ``records``)."""
    with science_in_workers(records, workers) as science:
        return list(science)


@contextmanager
def science_in_workers(records: Sequence[PaperRecord], workers: int = 1) -> Iterator[Iterator[Science]]:
    """:func:`extract_science`, started in ``workers`` processes on entering
    the block, which gives the results as an iterator: the caller does its
    own share of the work inside the block while the workers run, then reads
    them. Leaving the block by an error cancels the chunks not yet started."""
    texts = [_texts(r) for r in records]
    if workers <= 1 or len(texts) < 2 * BATCH_SIZE:
        yield iter(_extract(texts))
        return
    size = max(BATCH_SIZE, -(-len(texts) // (workers * CHUNKS_PER_WORKER)))
    chunks = [texts[i: i + size] for i in range(0, len(texts), size)]
    if multiprocessing.get_start_method() == "fork":
        _warm_up()  # forked workers inherit the pipelines and jieba's dictionary
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_start_worker)
    futures = []
    try:
        futures += (pool.submit(_extract, chunk) for chunk in chunks)  # the workers start here
        yield (science for future in futures for science in future.result())
    except BaseException:
        for future in futures:  # cancelled here: shutdown(cancel_futures=True) is lost once the pool is dropped
            future.cancel()
        pool.shutdown(wait=False)
        raise
    pool.shutdown()


#: What extraction reads of a record (all a worker process is sent):
#: English title, Chinese title, summary, summary language ("zh" or "en").
Texts = tuple[str, str, str, str]


def _texts(record: PaperRecord) -> Texts:
    return (
        record.title_en or "", record.title_zh or "", record.summary or "",
        "zh" if record.summary_lang == "zh" else "en",
    )


def _start_worker() -> None:
    """A worker: dies with its parent (a killed build leaves no orphans), then warms up."""
    _die_with_parent()
    gc.enable()  # a forked worker inherits the parent's paused collector (kg.runtime); _extract manages it
    _warm_up()


def _die_with_parent() -> None:
    """Ask Linux to kill this process when its parent dies (prctl PR_SET_PDEATHSIG)."""
    if not sys.platform.startswith("linux"):
        return
    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() == 1:  # the parent died before the request was made
        os._exit(1)


def _warm_up() -> None:
    """Build the pipelines (and load jieba's dictionary) once per worker process."""
    pipeline("zh")("预热")
    pipeline("en")("warm up")


def _clip(text: str | None) -> str:
    return (text or "")[:MAX_CHARS]


def _extract(texts: list[Texts]) -> list[Science]:
    """Extract block by block, so that only one block's docs are alive at a time."""
    with _old_objects_frozen() as settle:
        return _extract_blocks(texts, settle)


@contextmanager
def _old_objects_frozen():
    """Keep the cycle collector off what is already there (the caller's records,
    the pipelines, the results of earlier blocks): without this, every full
    collection walks them again, and at scale that is a tenth of the time.
    Yields the function to call after each block; everything is handed back
    to the collector at the end. Does nothing if someone else froze objects."""
    if not gc.isenabled() or gc.get_freeze_count():
        yield lambda: None
        return
    gc.freeze()
    try:
        yield gc.freeze
    finally:
        gc.unfreeze()


def _extract_blocks(texts: list[Texts], settle) -> list[Science]:
    out: list[Science] = []
    for start in range(0, len(texts), BATCH_SIZE):
        block = texts[start: start + BATCH_SIZE]
        # A title's methods are read by title_methods and its claims are not
        # used: only the names and the topics run over titles.
        titles = english().pipe(
            (_clip(t[0]) for t in block), batch_size=BATCH_SIZE, disable=TITLE_SKIPS
        )
        summaries: list = [None] * len(block)
        for lang in ("zh", "en"):
            index = [i for i, t in enumerate(block) if t[2] and t[3] == lang]
            if index:
                docs = pipeline(lang).pipe((_clip(block[i][2]) for i in index), batch_size=BATCH_SIZE)
                for i, doc in zip(index, docs):
                    summaries[i] = doc
        out.extend(_paper(t, title, summary) for t, title, summary in zip(block, titles, summaries))
        settle()
    return out


def _paper(texts: Texts, title, summary) -> Science:
    _, title_zh, summary_text, _ = texts
    said = _titled_proposed(list(get(summary, "methods") or ()) if summary is not None else [], texts[0], summary_text)
    in_title, with_name = title_methods(title)
    in_title = [_with_summary_kind(m, summary) for m in in_title if _title_word_said(m, summary_text)]
    hardware = get(summary, "hardware", frozenset()) if summary is not None else frozenset()
    in_title = not_hardware(in_title, hardware)
    said, in_title = _long_forms_in_title(said, in_title)
    if not any(m.role == "proposes" for m in said + in_title):
        in_title += _title_phrase_proposed(texts[0], title_zh, summary_text)
    # ``with SSD`` when the summary calls SSD a drive: what the work runs on, not its proposal
    if with_name and with_name.casefold() not in hardware and _proposes_with(with_name, said, summary_text):
        in_title.append(MethodMention(name=with_name, role="proposes"))
    methods = _drop_versioned(merge_mentions(said + in_title))
    topics = {t.key: t for t in get(title, "topics") or ()}
    for topic in (get(summary, "topics") or [] if summary is not None else []) + find_topics(_clip(title_zh), "zh"):
        topics.setdefault(topic.key, topic)
    claims = list(get(summary, "claims") or ()) if summary is not None else []
    return Science(methods=methods, topics=list(topics.values()), claims=claims)


def _titled_proposed(said: list[MethodMention], title_en: str, summary_text: str) -> list[MethodMention]:
    """A name whose long form is the title, or the title's part before its colon, is what the
    paper proposes (``Many-shot Jailbreaking`` and 多样本越狱（Many-shot Jailbreaking, MSJ）), unless
    the title is a survey's or a question, the long form a generic term (Federated Learning) or
    the summary defines it as background before saying what the paper does (``title.json``).

    >>> m = MethodMention("MSJ", "mentions", long_form="Many-shot Jailbreaking")
    >>> [_titled_proposed([m], title, "")[0].role for title in ("Many-shot  jailbreaking", "On Jailbreaking: X")]
    ['proposes', 'mentions']
    >>> background = "多样本越狱（MSJ）很常见。本文研究MSJ。"
    >>> _titled_proposed([m], "Many-shot Jailbreaking", background)[0].role
    'mentions'
    >>> _titled_proposed([m], "Many-shot Jailbreaking", "我们分析了多样本越狱（MSJ）的成因。")[0].role
    'mentions'
    """
    spec = patterns("title.json")
    if "?" in title_en or not set(spec["survey_words"]).isdisjoint(re.findall(r"\w+", title_en.casefold())):
        return said
    heads = {_folded(title_en), _folded(title_en.partition(":")[0])}
    return [replace(m, role="proposes") if m.long_form and _folded(m.long_form) in heads
            and not is_generic(m.long_form) and not _background(m.name, summary_text, spec["self_words"])
            and not _studied(m.name, summary_text, spec) else m
            for m in said]


def _sentences(summary_text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[。！？!?])|(?<=\. )", summary_text) if s]


def _background(name: str, summary_text: str, self_words: list[str]) -> bool:
    """The summary defines ``name`` in a sentence before the first that says what the paper
    does (本文, 我们): it is the field the paper works in."""
    sentences = _sentences(summary_text)
    said = next((k for k, s in enumerate(sentences) if name in s), None)
    own = next((k for k, s in enumerate(sentences) if any(w in s for w in self_words)), None)
    return said is not None and own is not None and said < own


def _studied(name: str, summary_text: str, spec: dict) -> bool:
    """Every sentence of the summary naming ``name`` has no propose word and a study word
    before it or a question word right after it (本文分析了…（…, DPO）的训练动态,
    研究了…（…, DPO）是否优于PPO): the paper studies it, it does not propose it
    (not 研究X（PH），并在GPT-4上评估)."""
    said = [s for s in _sentences(summary_text) if name in s]
    return bool(said) and all(not any(w in s for w in _propose_words()) and _governs_study(s, name, spec)
                              for s in said)


@lru_cache(maxsize=1)
def _propose_words() -> frozenset[str]:
    """The propose words of both languages (``triggers.json`` 'propose'), built once."""
    return cues("zh").propose | cues("en").propose


def _governs_study(sentence: str, name: str, spec: dict) -> bool:
    before, _, after = sentence.partition(name)
    return (any(w in before for w in spec["study_words"])
            or after.lstrip("）) ").startswith(tuple(spec["question_words"])))


def _folded(text: str) -> str:
    return " ".join(text.casefold().split())


def _long_forms_in_title(said: list[MethodMention], in_title: list[MethodMention]) -> tuple[list, list]:
    """A title's proposed name that spells out a name the summary proposes (``Music Understanding
    LLaMA``: ``MU-LLaMA``) becomes that name's long form: ``(said, in_title)`` without it."""
    proposed = [m for m in said if m.role == "proposes"]
    if not proposed:
        return said, in_title
    kept = []
    for t in in_title:
        short = next((m for m in proposed if t.role == "proposes" and spells_out(t.name, m.name)), None)
        if short is None:
            kept.append(t)
        elif short.long_form is None:
            said = [replace(m, long_form=t.name) if m is short else m for m in said]
    return said, kept


def spells_out(long: str, short: str) -> bool:
    """``short``, cut at hyphens and spaces, is ``long`` word for word, each part a word of it
    or the initials of a run of its words.

    >>> spells_out("Music Understanding LLaMA", "MU-LLaMA"), spells_out("Music LLaMA", "MU-LLaMA")
    (True, False)
    >>> spells_out("MU-LLaMA", "MU-LLaMA"), spells_out("SAM 2", "SAM 2"), spells_out("Segment Anything", "SA")
    (False, False, False)
    """
    words = long.casefold().split()
    parts = [p for p in re.split(r"[-\s]+", short.casefold()) if p]
    if len(words) <= len(parts) or len(parts) < 2:
        return False  # at least one part stands for two or more words

    def match(p: int, w: int) -> bool:
        if p == len(parts):
            return w == len(words)
        part = parts[p]
        if w < len(words) and words[w] == part and match(p + 1, w + 1):
            return True
        n = len(part)
        return n >= 2 and w + n <= len(words) and "".join(x[0] for x in words[w: w + n]) == part and match(p + 1, w + n)

    return match(0, 0)


def _title_word_said(mention: MethodMention, summary_text: str) -> bool:
    """A title's proposed name of one plain word (``Revelations: …``, ``Mission: …``) stands
    only when the summary names it too (``Amplifier: …`` and ``…模型Amplifier``); a coined
    compound of hyphenated words (``Search-in-the-Chain: …``) is no plain word."""
    name = mention.name
    if mention.role != "proposes" or " " in name or "-" in name.strip("-") or looks_like_name(name):
        return True
    return name.casefold() in summary_text.casefold()


def _title_phrase_proposed(title_en: str, title_zh: str, summary_text: str) -> list[MethodMention]:
    """The title's ``Plain Words: …`` when the summary, proposing no name, proposes the title's
    Chinese name before the colon with a kind word right after it (``Causal Prompting: …``,
    因果提示：…, 提出基于前门调整的因果提示方法), of that kind word's kind.

    >>> [(m.name, m.role, m.kind) for m in _title_phrase_proposed("Causal Prompting: Debiasing X",
    ...     "因果提示：去偏", "本文提出基于前门调整的因果提示方法：把思维链作为中介变量")]
    [('Causal Prompting', 'proposes', 'method')]
    >>> _title_phrase_proposed("Every Bit Helps: X", "每一比特都有用：Y", "本文提出每一比特都有用的方法")
    []
    """
    spec = patterns("title.json")
    english, colon, _ = title_en.partition(":")
    chinese = re.split(r"[:：]", title_zh, maxsplit=1)
    words = english.split()
    if not (colon and len(chinese) == 2 and 2 <= len(words) <= spec["max_words"]):
        return []
    chinese = chinese[0].strip()
    if not CHINESE_NAME.fullmatch(chinese):
        return []
    if any(not w[:1].isupper() or w.casefold() in spec["function_words"] or w.casefold() in spec["genre_words"] for w in words):
        return []
    zh = cues("zh")
    for found in re.finditer(re.escape(chinese), summary_text):
        kind = zh.kind_at(summary_text[found.end():])
        clause = re.split("|".join(map(re.escape, sorted(zh.breaks))), summary_text[: found.start()])[-1]
        if kind and any(word in clause for word in zh.propose):
            return [MethodMention(name=english.strip(), role="proposes", kind=kind, lang="en")]
    return []


def _with_summary_kind(mention: MethodMention, summary) -> MethodMention:
    """A title's proposal takes the kind of the name the summary proposes it by, written as
    the title's shorter (Search-in-the-Chain, 提出框架SearChain), else, as when two mentions
    merge (:func:`merge_mentions`), of the summary's unnamed proposal (提出一种…算法). A data kind
    is taken only from a spelling that writes every part of the title's name again (V-Bench of
    VBench): a paper's system is not the data set it builds, named by a part of its name."""
    if mention.role != "proposes" or mention.kind != "method" or summary is None:
        return mention
    respelled = _respelled_proposal(mention.name, get(summary, "methods") or ())
    taken = respelled and respelled.kind != "method" and (
        respelled.kind not in DATA_KINDS or _respells(respelled.name, mention.name))
    kind = respelled.kind if taken else get(summary, "proposal_kind")
    return replace(mention, kind=kind or "method")


#: How many first letters a title's name and the summary's spelling of it share at least.
RESPELLED_PREFIX = 4
#: The parts of a name: a word with the digits after it, a run of capitals, a number
#: (Search-in-the-Chain: Search, in, the, Chain; LLaVA-Med: L, La, VA, Med).
NAME_PART = re.compile(r"[A-Z]?[a-z]+\d*|[A-Z]+\d*(?![a-z])|\d+")


def _respelled_proposal(name: str, said: Sequence[MethodMention]) -> MethodMention | None:
    """The summary's proposal that spells the title's ``name`` another way, when it is the only
    one that could (:func:`_respells`, with its kind); none when it proposes the name itself,
    whose own mention merges with it.

    >>> M = MethodMention
    >>> _respelled_proposal("Search-in-the-Chain", [M("CoQ", "proposes"), M("SearChain", "proposes")]).name
    'SearChain'
    >>> _respelled_proposal("InstructDiffusion", [M("InstructDiff", "proposes"), M("InstDiffusion", "proposes")])
    """
    proposed = [m for m in said if m.role == "proposes"]
    if any(name_key(m.name) == name_key(name) for m in proposed):
        return None  # the summary proposes the name as the title writes it
    candidates = [m for m in proposed if _respells(name, m.name, m.kind)]
    return candidates[0] if len(candidates) == 1 else None


def _respells(name: str, other: str, kind: str | None = None) -> bool:
    """``other`` writes ``name`` shorter: they share at least :data:`RESPELLED_PREFIX` first
    letters (V-Bench, VBench), and each part of ``other``, two at least when ``name`` has two,
    begins as a part of ``name`` does, in order, the first as the first (FlashDecode++ of
    FlashDecoding++; not a name sharing only a first word, ChemData of ChemLLM, Verilog of
    VeriGen; not a sibling, GSM-NoOp of GSM-Symbolic; not a variant adding a part, AutoDAN-HGA
    of AutoDAN, CodeActInstruct of CodeAct). When ``other`` is of ``kind`` and that is no data
    kind, a part may also be abbreviated (StreamLM of StreamingLLM, InstructP2P of
    InstructPix2Pix: :func:`_abbreviated`) and a suffix naming the kind may end it (``names.json``
    'kind_suffixes': GraphCastNet model of GraphCast; not CodeActAgent of CodeAct); a data set or benchmark must spell the name closely.

    >>> [_respells(n, o) for n, o in [("Search-in-the-Chain", "SearChain"), ("FlashDecoding++", "FlashDecode++"),
    ...  ("ChemLLM", "ChemData"), ("VeriGen", "Verilog"), ("GSM-Symbolic", "GSM-NoOp"), ("AutoDAN", "AutoDAN-HGA")]]
    [True, True, False, False, False, False]
    >>> [_respells(n, o, k) for n, o, k in [("StreamingLLM", "StreamLM", "framework"), ("GraphCast", "GraphCastNet", "model"),
    ...  ("GraphCast", "GraphCastNet", "framework"), ("StreamingLLM", "StreamLM", "dataset")]]
    [True, True, False, False]
    """
    parts = [p.casefold() for p in NAME_PART.findall(name)]
    spelled = [p.casefold() for p in NAME_PART.findall(other)]
    loose = kind is not None and kind not in DATA_KINDS
    if loose and len(spelled) > 1 and patterns("names.json")["kind_suffixes"].get(spelled[-1]) == kind:
        spelled.pop()  # GraphCastNet of GraphCast: the model named with its suffix
    if len(os.path.commonprefix(["".join(parts), "".join(spelled)])) < RESPELLED_PREFIX:
        return False  # the letters, hyphens or not (V-Bench, VBench)
    if len(spelled) < min(2, len(parts)) or not _begin_alike(spelled[0], parts[0]):
        return False
    rest = iter(parts[1:])  # consumed as matched: the parts stay in order
    return all(any(_begin_alike(part, p) or loose and _abbreviated(part, p) for p in rest) for part in spelled[1:])


def _begin_alike(a: str, b: str) -> bool:
    """Two parts of names begin alike: one begins the other, or they share their first
    :data:`RESPELLED_PREFIX` letters (Sear, Search; Decode, Decoding)."""
    return len(os.path.commonprefix([a, b])) >= min(len(a), len(b), RESPELLED_PREFIX)


def _abbreviated(short: str, part: str) -> bool:
    """``short`` abbreviates the name part ``part``: it is shorter and keeps its first letter
    and some of the others, in order (lm of llm, p2 of pix2; not data of llm).

    >>> _abbreviated("lm", "llm"), _abbreviated("p2", "pix2"), _abbreviated("rag", "sage"), _abbreviated("data", "llm")
    (True, True, False, False)
    """
    letters = iter(part[1:])
    return len(short) < len(part) and short[:1] == part[:1] and all(c in letters for c in short[1:])


def _proposes_with(name: str, said: list[MethodMention], summary_text: str) -> bool:
    """``... with X``: X is proposed unless the summary only uses it; a plain
    word (``with Noise``) counts only when the summary names it too."""
    if is_generic(name):
        return False
    roles = {m.role for m in said if name_key(m.name) == name_key(name)}
    if roles == {"mentions"}:
        return False
    return bool(roles) or looks_like_name(name) or name in summary_text


def _drop_versioned(methods: list[MethodMention]) -> list[MethodMention]:
    """``MInference 1.0`` from the title and ``MInference`` proposed in the summary are one;
    a proposed ``SAM 2`` beside a mentioned ``SAM`` (the work it extends) is its own."""
    keys = {name_key(m.name) for m in methods if m.role == "proposes"}
    out = []
    for m in methods:
        base = VERSION_TAIL.sub("", m.name)
        if base != m.name and name_key(base) in keys:
            continue
        out.append(m)
    return out
