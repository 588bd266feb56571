"""Named methods, models, benchmarks... in a text: proposed or only mentioned.

The ``kg_methods`` component reads a summary clause by clause (the text
between breaks like ``，`` or ``.``). A clause with a *propose* word
(提出, 引入, 称为, *introduce* ...) proposes the names after that word that
stand as a whole artifact: followed by a kind word (``MVR-cache方法``), a
break or an acronym bracket, or preceded by a kind word or the trigger
(``框架SURGE``, ``提出Hermite-NGP，``); what the authors assemble is proposed too
(``本文整理了…集合Time Series Pile``). A *use* word (基于, 利用, 与…相比,
*based on* ...) opens a scope, closed by ``的`` or the clause end, whose names
are only used. An acronym defined (``模态上下文提示（MCPs）``) after the trigger,
or in the clause right after a proposal, is part of what is proposed, and so is a
name described there by a kind word or a size (``核心是预训练方法SAMI``,
``80亿参数的QLLaMA``) in a clause that compares nothing and casts nothing in a
role (``教师模型Yi-34B``); such a description passes the proposal on only to a
clause that goes on with it (``并以…``). A proposal of something new with no name
(``提出一套分类体系``) is followed the same way, and a name after a kind word said to
be new (``统一为新基准X``) is proposed. A *derive* word (得到) proposes what the
paper's changes give (``接入B得到的C``), never a score, a metric term or
another's trained model (``用DPO训练得到的Zephyr-7B``). A
surname-like word before a Chinese head noun is one name with it (``Hermite插值``
is "Hermite interpolation"). A name right after a naming word (``名为X的压缩方法``)
is proposed, and names coordinated with a proposed one (``X和Y两种方法``) too;
a list shares its kind word, past a count (``Cora、Citeseer和PubMed数据集``,
``A、B和C五个基准数据集``). An English long
form bracketed after a name (``RPO（Robust Preference Optimization）``) is its
long form, and a widely known name (``known_kinds.tsv``: LoRA, GPT-4o, MMLU) is
never proposed by defining it or by a kind word after it (``一种新的RAG框架``)
and keeps its kind before any noun (``DPO验证器``);
a Latin word inside a Chinese long form is part of it (``Kolmogorov-Arnold网络
（KAN）``). Names heading the list after a proposal that ends in a
colon are proposed (``提出两种方法：A和B``) unless known or followed by a component
noun (``包括CLIP编码器``), and so are the items of a counted list (``提出两种方法：A…；B…``; split by commas when
each opens with a name: ``两种检测流程：A…，B…``),
the parts a proposal names as its own whatever their job (``其中Planner模块负责…``), and
the sizes, versions and tagged variants of a proposed name (``Sana-0.6B``, ``MiniCheck-FT5``).
A bare size listed after a sized name is of its family (``Llama 2 7B和13B``, ``Qwen2.5-7B/14B``). A kind the text does not state comes from the
name's context (a known name listed with it, ``在X上训练``, a kind word after an 'as' word:
``以EER和minDCF为指标``, data said to come from it: ``数据来自SLURP``, the name a derive word
turns into it: ``应用于BigVGAN得到BigVSAN``) or shape: a known last word or compound part
(``Linear DiT``, ``MobileSAM``, ``Whisper-Flamingo``) or an English kind word heading it
(``Open ASR Leaderboard``, ``SpeechTokenDistance``) before the context, a size
(``Foo-7B``, ``WebVid-10M``) or a suffix (``MLE-bench``, ``Grad-TTS``, ``Conformer``) after it;
names in a bracket of examples take the kind word before it (``偏好数据（如Pick-a-Pic）``),
and a version of a name the text types takes its kind (``OWSM v3``). A propose word that
tells another's earlier work (``此前…中提出的SAN``) proposes nothing, and a name it takes as the base of
the proposal (``提出PPO算法的一种改进``) or counted as what the paper is tested on
(``以及两个基准XSum``) is mentioned; codes in a range
(``B0至B6``) and n-best ranks (``1-best``) are no names; known names joined by a slash are
each a name (``WER/CER``). Vocabulary
tokens (``<SEG>``) are no names. Every other name is mentioned. The cue words, kind
words, head nouns and name shapes are data: ``kg/data/patterns/{triggers,kinds,
names,title}.json`` and ``head_nouns.tsv``.

>>> from kg.extract.nlp import chinese
>>> doc = chinese()("提出DP-SGD-RC算法，利用随机迹估计（Hutchinson和Hutch++）降低内存开销。")
>>> [(m.name, m.role, m.kind) for m in doc._.methods]
[('DP-SGD-RC', 'proposes', 'algorithm'), ('Hutchinson', 'mentions', 'method'), ('Hutch++', 'mentions', 'method')]

Titles have rules of their own (:func:`title_methods`): the name before the
colon (``MVR-cache: ...``) and a final ``with X`` (``... with Cornstarch``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from typing import TypeVar

from spacy.language import Language
from spacy.tokens import Doc

from ..entities import MethodMention, name_key
from ..data import patterns
from ..text import alternation
from .nlp import (
    DATA_KINDS, MAX_NAME_CHARS, Tokens, _name_regex, dropped_device_end, is_bare_size, is_formula, is_generic, is_maker_or_device,
    is_organization, known_names, looks_like_name, name_pattern, put, tokens,
)

T = TypeVar("T")

Doc.set_extension("methods", default=None, force=True)
Doc.set_extension("proposal_kind", default=None, force=True)
Doc.set_extension("hardware", default=frozenset(), force=True)

OPEN = ("（", "(")
CLOSE = ("）", ")")
#: Quotation marks, opening -> closing: a quoted name stands apart (提出「AdamClip」变体).
QUOTES = {"“": "”", "「": "」", "《": "》", "『": "』", '"': '"'}
#: Longest Chinese name taken from quotes (提出“自适应语义分块”策略); longer is a phrase.
MAX_QUOTED = 12
CJK = re.compile(r"^[\u4e00-\u9fff]+$")
PLAIN_WORDS = re.compile(r"(?:[1-4][dD] )?[a-z]+(?: [a-z]+)*(?: [\d.]+)?")  # batch size 1024, 3D point cloud
_SPACES = re.compile(r"\s*+")
#: Characters that end the gap allowed between a name and its kind word (X优化方法).
GAP_STOPS = set("的和与及或在上中对为将把被从等、，。；：（）() ")
#: Longest gap after a proposed name: 提出ProtFlow蛋白质生成模型, SPIN自博弈微调方法
#: (a known name only modifies what follows it: 提出Transformer蛋白质生成模型).
MAX_GAP = 6
#: A colon, Chinese or English, before a clause.
COLONS = (":", "：")
#: The propose word of a clause that a break before it announces (提出两种方法：A和B; an item break)
ANNOUNCING_BREAK = -1
#: What ends a description of data between a name and a data kind word: the gap's stops but 对,
#: which opens words there (SODA对话数据集, 对抗样本数据集).
DESCRIPTION_STOPS = frozenset(GAP_STOPS - {"对"})
#: Longest gap after a mentioned name (用GPT-4生成合成指令数据: GPT-4 is no dataset).
MENTION_GAP = 4
#: Longest gap after a list's 等, whose words describe what the list names (Yahoo、IOPS和NAB等时间序列
#: 异常检测数据集), and after a term that the text may call data (SODA对话数据集).
LIST_GAP = 8
#: Words read back from an agent word for the model driving it (由大语言模型驱动的宏观经济模拟智能体:
#: 由, 大语言模型, 驱动, 的, 宏观经济, 模拟).
DRIVEN_AGENT_WORDS = 8
#: Longest gap between a target word and a kind word it modifies (受体端方法: a recipient's method;
#: 股票预测大模型, 加密货币价格预测模型: what the model is for, the stock no head of the phrase).
TARGET_GAP = 4
#: An item of a list's tail: a Chinese word of up to six characters, maybe with its acronym bracketed
#: (、多层感知机（MLP）和LSTM等模型), or a Latin name (、微博和Facebook等平台).
LIST_ITEM = r"(?:[\u4e00-\u9fff]{1,6}?(?:（[A-Za-z][\w.+-]*）)?|[A-Za-z][\w.+-]*(?: [A-Z][\w.+-]*)*)"
#: Known kinds whose variants are names of their own, not sizes or versions (Adam-mini, LoRA-FA).
FAMILY_VARIANTS_OWN_NAMES = frozenset({"method", "algorithm"})
#: A hyphen and one tag after a proposed name: the paper's own variant (MiniCheck-FT5).
OWN_VARIANT_TAG = re.compile(r"-[A-Za-z0-9.]+")
#: A capitalized word after a proposed name that names one of its parts (CAST Mark, CAST Stack).
OWN_PART_TAG = re.compile(r" [A-Z][a-z]+")
#: A size opening a bracket, before a size word (（7.7亿参数, (7B parameters): a number and a unit.
SIZE_IN_BRACKET = re.compile(r"\s*+\d++(?:\.\d++)?+\s*+(?:亿|万|千万|百万|[BMK]\b)?+\s*+")
#: A bracket right after a name, which spells it out or gives its English: （Many Outcome …）.
BRACKET_AFTER = re.compile(r"\s*+[（(][^（()）]*+[）)]")
#: Kinds of what a paper reaches or evaluates on, never what a derive word makes (得到35.4 AP).
RESULT_KINDS = frozenset({"metric", "dataset", "benchmark"})
#: A short Chinese modifier ending in 的 before a kind word (作为连续的评价指标).
AS_MODIFIER = re.compile(r"[\u4e00-\u9fff]{1,4}的")
#: One or two short modifiers ending in 的 after the 等 that ends a list, before the noun that
#: says what the names listed are (等基于DAG的协议, 等传统的基于视图的协议); no particle or break inside.
LIST_MODIFIER = re.compile(r"(?:[^%s]{1,6}的){1,2}" % re.escape("".join(sorted(GAP_STOPS))))
#: A short noun phrase and a list mark after it: the list goes on past the phrase (机制和…, 机制、…).
LIST_GOES_ON = re.compile(r"[\u4e00-\u9fff]{1,8}?[和、及与或]")


@dataclass(frozen=True)
class Cues:
    """The cue words of one language, from ``triggers.json`` and ``kinds.json``."""

    item_breaks: frozenset[str]
    propose: frozenset[str]
    propose_done: frozenset[str]
    done_marks: frozenset[str]
    negations: frozenset[str]
    naming: frozenset[str]
    derive: frozenset[str]
    self: frozenset[str]
    object_markers: frozenset[str]
    et_al: tuple[str, ...]
    et_cetera: tuple[str, ...]
    commas: frozenset[str]
    coordinators: frozenset[str]
    use: frozenset[str]
    apart: frozenset[str]
    partners: frozenset[str]
    evaluate: frozenset[str]
    partner_ends: tuple[str, ...]
    compare: frozenset[str]
    sizes: frozenset[str]
    examples: frozenset[str]
    scope_end: frozenset[str]
    skip: frozenset[str]
    breaks: frozenset[str]
    sentence_ends: frozenset[str]
    long_form_stops: frozenset[str]
    verbs_after: frozenset[str]
    announce: frozenset[str]
    roles: frozenset[str]
    baselines: frozenset[str]
    continuations: frozenset[str]
    trained: frozenset[str]
    indefinite: frozenset[str]
    new: frozenset[str]
    list_count: re.Pattern[str]
    list_tail: re.Pattern[str]
    trained_on: re.Pattern[str]
    appositive: re.Pattern[str]
    kinds: dict[str, str]
    count_values: dict[str, int]
    measures: tuple[str, ...]
    model_agents: tuple[str, ...]
    components: tuple[str, ...]
    hardware_words: tuple[str, ...]
    substance_words: tuple[str, ...]
    target_words: tuple[str, ...]
    studies: tuple[str, ...]
    determiners: frozenset[str]
    own_makers: tuple[str, ...]
    others_makers: re.Pattern[str]
    curate: tuple[str, ...]
    substance_not_after: tuple[str, ...]
    hardware_phrase: re.Pattern[str]
    software_words: tuple[str, ...]
    coordinator: re.Pattern[str]
    error_words: tuple[str, ...]
    divergence_words: tuple[str, ...]
    divergence_names: frozenset[str]
    list_marks: tuple[str, ...]
    metric_words: tuple[str, ...]
    owners: tuple[str, ...]
    parts: tuple[str, ...]
    past: tuple[str, ...]
    as_openers: frozenset[str]
    as_words: tuple[str, ...]
    sources: tuple[str, ...]
    data_words: tuple[str, ...]
    range_words: frozenset[str]
    gap_verbs: re.Pattern[str]
    acts: re.Pattern[str]
    base_of: re.Pattern[str]
    tests: frozenset[str]
    carry_stops: frozenset[str]
    noun_modifiers: frozenset[str]
    platforms: tuple[str, ...]
    implementations: tuple[str, ...]
    library_makers: frozenset[str]
    storage: dict[str, tuple[str, ...]]
    thread_units: dict[str, tuple[str, ...]]
    model_verbs: tuple[str, ...]
    lang: str

    def past_et_cetera(self, text: str) -> str:
        """``text`` past the 'et_cetera' word it starts with, if any (等多种模型: 多种模型).

        >>> cues("zh").past_et_cetera("等多种模型"), cues("zh").past_et_cetera("模型"), cues("en").past_et_cetera("等")
        ('多种模型', '模型', '等')
        """
        return text[len(next((word for word in self.et_cetera if text.startswith(word)), "")):]

    def list_end(self, text: str) -> int:
        """How many characters of ``text``, right after a list, are its 'et_cetera' word and its
        count (等四台超级计算机: 等四台), which the noun after them follows; 0 when none.

        >>> cues("zh").list_end("等四台超级计算机"), cues("zh").list_end("两种方法"), cues("zh").list_end("模型")
        (3, 2, 0)
        """
        rest = self.past_et_cetera(text)
        count = self.list_count.match(rest)
        return len(text) - len(rest) + (count.end() if count else 0)

    def kind_word_at(self, text: str) -> str | None:
        """The longest kind word that ``text`` starts with (a whole word in English)."""
        kinds = self.kinds
        for n in self._lengths:
            if n <= len(text) and text[:n] in kinds and (self.lang == "zh" or _word_end(text, n)):
                return text[:n]
        return None

    def kind_at(self, text: str) -> str | None:
        """The kind named by the longest kind word that ``text`` starts with."""
        word = self.kind_word_at(text)
        return None if word is None else self.kinds[word]

    def kind_ending(self, text: str) -> str | None:
        """The kind named by the longest kind word that ``text`` ends with (a long form)."""
        kinds = self.kinds
        for n in self._lengths:
            if n <= len(text) and text[-n:] in kinds:
                return kinds[text[-n:]]
        return None

    @cached_property
    def _lengths(self) -> list[int]:
        """The lengths of the kind words, longest first (a dict lookup per length
        finds the longest kind word at either end of a text)."""
        return sorted({len(word) for word in self.kinds if word}, reverse=True)

    @cached_property
    def used_data_words(self) -> frozenset[str]:
        """Words that say data are used, not proposed: evaluated on, trained on, drawn from or scored by."""
        return self.evaluate.union(self.trained, self.sources, self.metric_words)

    @cached_property
    def set_against_words(self) -> frozenset[str]:
        """Words that name work set against the proposal: baselines and existing work."""
        return self.baselines.union(existing())


def _word_end(text: str, i: int) -> bool:
    return i == len(text) or not text[i].isalnum()


@lru_cache(maxsize=None)
def cues(lang: str) -> Cues:
    """The cues for ``lang`` (``"zh"`` or ``"en"``)."""
    lang = "zh" if lang == "zh" else "en"
    spec = patterns("triggers.json")[lang]
    return Cues(
        **{key: frozenset(spec[key]) for key in (
            "item_breaks", "propose", "propose_done", "done_marks", "negations", "naming", "derive", "self", "object_markers", "coordinators", "use", "apart", "compare", "sizes", "examples",
            "scope_end", "skip", "breaks", "sentence_ends", "long_form_stops", "verbs_after", "announce", "roles", "baselines", "continuations", "trained",
            "indefinite", "new", "commas")},
        partners=frozenset(spec["partners"]),
        evaluate=frozenset(spec["evaluate"]),
        partner_ends=tuple(spec["partner_ends"]),
        et_al=tuple(spec["et_al"]),
        et_cetera=tuple(sorted(spec["et_cetera"], key=len, reverse=True)),
        list_count=re.compile(spec["list_count"]),
        list_tail=_list_tail(spec),
        trained_on=re.compile(spec["trained_on"]),
        appositive=_appositive(spec),
        kinds=patterns("kinds.json")[lang],
        count_values=spec["count_values"],
        measures=tuple(patterns("kinds.json")["measures"][lang]),
        model_agents=tuple(patterns("kinds.json")["model_agents"][lang]),
        components=tuple(spec["components"]),
        hardware_words=tuple(spec["hardware_words"]),
        substance_words=tuple(spec["substance_words"]),
        target_words=tuple(word.lower() for word in spec["target_words"]),  # matched in lower case (ETF)
        studies=tuple(spec["studies"]),
        determiners=frozenset(spec.get("determiners", ())),
        own_makers=tuple(spec.get("own_makers", ())),
        others_makers=_others_makers(spec),
        curate=tuple(spec.get("curate", ())),
        substance_not_after=tuple(spec.get("substance_not_after", ())),
        hardware_phrase=_hardware_phrase(spec, lang),
        software_words=tuple(spec["software_words"]),
        coordinator=_coordinator(spec, lang),
        error_words=tuple(spec["error_words"]),
        divergence_words=tuple(spec["divergence_words"]),
        divergence_names=frozenset(spec["divergence_names"]),
        list_marks=tuple(spec["list_marks"]),
        metric_words=tuple(spec["metric_words"]),
        owners=tuple(spec["owners"]),
        parts=tuple(spec["parts"]),
        past=tuple(spec["past"]),
        as_openers=frozenset(spec["as_openers"]),
        as_words=tuple(sorted(spec["as_words"], key=len, reverse=True)),
        sources=tuple(spec["sources"]),
        data_words=tuple(spec["data_words"]),
        range_words=frozenset(spec["range_words"]),
        gap_verbs=_gap_verbs(spec),
        acts=re.compile(spec["acts"]),
        base_of=re.compile(spec["base_of"]),
        tests=frozenset(spec["tests"]),
        carry_stops=frozenset(spec["carry_stops"]),
        noun_modifiers=frozenset(spec["noun_modifiers"]),
        platforms=tuple(spec["platforms"]),
        implementations=tuple(spec["implementations"]),
        library_makers=frozenset(spec["library_makers"]),
        storage={key: tuple(words) for key, words in spec["storage"].items()},
        thread_units={key: tuple(words) for key, words in spec["thread_units"].items()},
        model_verbs=tuple(spec["model_verbs"]),
        lang=lang,
    )


def _list_tail(spec: dict) -> re.Pattern[str]:
    """The rest of a list past its last name and a count (、网站和开源数据集等四个平台): items
    (:data:`LIST_ITEM`), each after a 'coordinators' word and ended by the next or an
    'et_cetera' word, then that word and a 'list_count' count."""
    joiners, etc = alternation(spec["coordinators"]), alternation(spec["et_cetera"])
    count = spec["list_count"].removeprefix("^")
    return re.compile(rf"(?:(?:{joiners}){LIST_ITEM}(?=(?:{joiners}|{etc})))*(?:{etc})?(?:{count})?")


def _gap_verbs(spec: dict) -> re.Pattern[str]:
    """A verb (``triggers.json`` 'gap_verbs') that ends the gap allowed between a name and
    a kind word (整流流匹配（rectified flow matching）引入声学模型: no model)."""
    words = spec["gap_verbs"]
    return re.compile(alternation(words) if words else "(?!)")


def _others_makers(spec: dict) -> re.Pattern[str]:
    """Another paper's authors ending a text (``triggers.json`` 'other_makers': 原作者, 各自),
    maybe before the authors' own words (其作者自行: 'own_makers' of that other paper)."""
    others, own = spec.get("other_makers"), spec.get("own_makers", ())
    return re.compile(rf"(?:{alternation(others)})(?:{alternation(own)})*$" if others else "(?!)")


def _hardware_phrase(spec: dict, lang: str) -> re.Pattern[str]:
    """A hardware word, or a robot part after a robot word (the robot arm; not the GPT-4 arm)."""
    end = r"\b" if lang == "en" else ""
    robot = rf"(?:{alternation(spec['robot_words'])})\s++(?:{alternation(spec['robot_parts'])}){end}|" if spec["robot_words"] else ""
    return re.compile(rf"{robot}(?:{alternation(spec['hardware_words'])}){end}")


def _coordinator(spec: dict, lang: str) -> re.Pattern[str]:
    """A coordinator, as a whole word in English."""
    end = r"\b" if lang == "en" else ""
    return re.compile(rf"{end}(?:{alternation(spec['coordinators'])}){end}")


def _appositive(spec: dict) -> re.Pattern[str]:
    """A clause right after a name that describes it as one new thing (PRISM，一种…分割模型;
    after a colon too, FooSys：一个…推理框架): an indefinite word, then the words up to the
    next break (group 1)."""
    indefinite = alternation(spec["indefinite"])
    marks, breaks = (re.escape("".join(spec[key])) for key in ("commas", "breaks"))
    return re.compile(rf"\s*+[{marks}{re.escape(''.join(COLONS))}]\s*+(?:{indefinite})([^{breaks}]*+)")


@lru_cache(maxsize=None)
def _proposal_cues(key: str) -> tuple[str, ...]:
    """The words under ``key`` of ``kinds.json`` 'stated_kinds', as listed."""
    return tuple(patterns("kinds.json")["stated_kinds"][key])


@lru_cache(maxsize=None)
def stated_kinds() -> tuple[str, ...]:
    """The Chinese kind words that, right after a name, beat its packaged kind
    (``kinds.json`` 'stated_kinds'), longest first."""
    return tuple(sorted(_proposal_cues("zh"), key=len, reverse=True))


@lru_cache(maxsize=None)
def own_after() -> frozenset[str]:
    """The propose words after which a known name with a kind word is the paper's own
    (``kinds.json`` 'stated_kinds' 'own_after': 提出CARD模型)."""
    return frozenset(_proposal_cues("own_after"))


@lru_cache(maxsize=None)
def introduce() -> frozenset[str]:
    """Propose words that only introduce when another propose word follows in the sentence (介绍)."""
    return frozenset(_proposal_cues("introduce"))


def redone() -> tuple[str, ...]:
    """Words that, right before a 'propose_done' word, make it a redoing (重新实现了, 复现实现了)."""
    return _proposal_cues("redone")


def existing() -> tuple[str, ...]:
    """Words that, between a propose word and a name, make the name existing work (介绍现有的X)."""
    return _proposal_cues("existing")


def roles() -> tuple[str, ...]:
    """Kind words that only name a role a known model family plays (数学助手Qwen-Math-Plus)."""
    return _proposal_cues("roles")


@lru_cache(maxsize=1 << 16)
def _generic_name(word: str) -> bool:
    """A generic-looking word that a kind word after it or a propose word before it may make a
    name (:meth:`MethodFinder._made_artifact`): a hyphenated word whose letter parts are all
    generic terms but that is not listed whole (RAG-Token, APR-Agent; not Non-IID, 2D-3D),
    or one of ``kinds.json`` 'stated_kinds' 'generic_names' (Swift, NP)."""
    if not 2 <= len(word) <= MAX_NAME_CHARS or not _name_regex("zh").fullmatch(word) or not is_generic(word):
        return False
    key = word.casefold()
    if key in generic_names():
        return True
    if is_maker_or_device(word) or key in patterns("generic_terms.txt") or " " in word:
        return False
    parts = [p for p in re.split(r"[-/]+", key) if p]
    return len(parts) >= 2 and all(p.isalpha() and len(p) >= 2 for p in parts)


@lru_cache(maxsize=None)
def generic_names() -> frozenset[str]:
    """Generic terms that also name one artifact when the text makes them one (使用SWIFT框架)."""
    return frozenset(w.casefold() for w in _proposal_cues("generic_names"))


@lru_cache(maxsize=1 << 16)
def known_kind(name: str) -> str | None:
    """The kind of a widely known metric, dataset, model... (``FID``, ``ImageNet``,
    ``LoRA``), if listed; a listed family of models, datasets or benchmarks covers
    its sizes and versions, while a method's or algorithm's variant is a name of
    its own (Adam-mini is not Adam).

    >>> known_kind("FID"), known_kind("Qwen2.5-7B"), known_kind("GPT-4o-mini"), known_kind("CLIP-Adapter")
    ('metric', 'model', 'model', None)
    >>> known_kind("Adam-mini"), known_kind("CLIP Score"), known_kind("pass@1")
    (None, 'metric', 'metric')
    """
    if len(name) > MAX_NAME_CHARS:
        return None
    kind = listed_kind(name)
    if kind:
        return kind
    if name_pattern("cutoff").search(name):
        return "metric"  # Recall@10, pass@1: a score at a rank or over k tries
    key = name.casefold()
    kind = next((kind for base, kind in _listed_prefixes(key, known_names().kinds)
                 if kind and kind not in FAMILY_VARIANTS_OWN_NAMES and is_variant(key, base)), None)
    # a split named after a model is a test set made for it (TransCoder-test)
    return "dataset" if kind == "model" and SPLIT_END.search(key) else kind


@lru_cache(maxsize=None)
def _language_models() -> frozenset[str]:
    """The known language model families, lower-cased (``kinds.json`` 'model_agents')."""
    return frozenset(name.casefold() for name in patterns("kinds.json")["model_agents"]["language_models"])


@lru_cache(maxsize=None)
def _driven_agent() -> re.Pattern[str]:
    """A language model, by a word or a name, a driving word, a few Chinese words and an agent
    word ending a text (``kinds.json`` 'model_agents': 大语言模型驱动的宏观经济模拟智能体, gpt-4赋能的智能体).

    >>> [bool(_driven_agent().search(t)) for t in ("由大语言模型驱动的宏观经济模拟智能体", "大模型驱动的图像生成模型")]
    [True, False]
    """
    spec = patterns("kinds.json")["model_agents"]
    return re.compile(
        rf"(?:(?P<words>{alternation(spec['model_words'])})|(?P<name>[a-z][\w.-]*))(?:{alternation(spec['driven'])})"
        rf"[\u4e00-\u9fff]{{0,12}}(?:{alternation(spec['agent_words'])})$", re.IGNORECASE)


def is_language_model(name: str) -> bool:
    """``name`` is a known language model family or one of its sizes and versions.

    >>> [is_language_model(n) for n in ("GPT-4o", "Llama-3-70B", "CLIP", "Transformer")]
    [True, True, False, False]
    """
    key, families = name.casefold(), _language_models()
    return key in families or any(is_variant(key, base) for base in families if key.startswith(base))


def listed_kind(name: str) -> str | None:
    """The kind of ``name`` itself in ``known_kinds.tsv`` (BM25), not of the family it
    is a variant of (WebArena-Pro is a benchmark of its own, built on WebArena).

    >>> listed_kind("BM25"), listed_kind("CLIP Score"), listed_kind("WebArena-Pro")
    ('method', 'metric', None)
    >>> listed_kind("FiD"), listed_kind("FID")
    ('model', 'metric')
    """
    known, key = known_names(), name.casefold()
    # last, the name without its spaces: CLIP Score is CLIPScore
    return known.exact.get(name) or known.kinds.get(key) or known.kinds.get(key.replace(" ", ""))


#: A dataset split ending a name (TransCoder-test, LibriSpeech test-clean).
SPLIT_END = re.compile(r"[-\s_.](?:train|val|dev|test)(?:[-\s_.]\w+)?$")
#: The last Latin word of a name or long form, after a space or Chinese (Linear DiT, 差分Transformer).
HEAD_WORD = re.compile(r"(?<=[\s\u4e00-\u9fff])[A-Za-z][^\s\u4e00-\u9fff]*$")
#: Where a part of a compound name starts: a capital after a hyphen or a lower-case letter (RepViT-SAM).
COMPOUND_START = re.compile(r"(?<=[-a-z])[A-Z]")
#: A version number ending a name (FlashAttention2, FlashAttention-3, SAM 2).
VERSION_END = re.compile(r"[-\s.]?[vV]?\d+(?:\.\d+)*$")


@lru_cache(maxsize=1 << 16)
def shape_kind(name: str) -> str | None:
    """The kind that a name's shape gives when no text or table does: a size in
    billions makes a model (``names.json`` 'model_sizes'), a count in thousands or
    millions a dataset ('data_sizes'), a version is of the known name before
    it (FlashAttention2), a known name as the last word is the head (``Linear DiT``
    is a DiT), and so is a known model ending a compound (``MobileSAM``) and a kind
    suffix (``names.json`` 'kind_suffixes').

    >>> shape_kind("Sana-0.6B"), shape_kind("Cayley SGD"), shape_kind("差分Transformer"), shape_kind("MT-Bench")
    ('model', 'algorithm', 'model', 'benchmark')
    >>> shape_kind("FlashAttention2"), shape_kind("MLE-bench"), shape_kind("UViT-H")
    ('method', 'benchmark', 'model')
    >>> shape_kind("FooHQ-30K"), shape_kind("WebVid-10M"), shape_kind("Agent S"), shape_kind("GQA"), shape_kind("Bench")
    ('dataset', 'dataset', None, None, None)
    >>> shape_kind("FooNet-33M"), shape_kind("MobileSAM-10M"), shape_kind("MovieLens-1M")
    ('model', 'model', 'dataset')
    >>> shape_kind("Point Transformer V3"), shape_kind("InstructBLIP"), shape_kind("RepViT-SAM"), shape_kind("AdamClip")
    ('model', 'model', 'model', None)
    >>> shape_kind("STN"), shape_kind("YOLO-World"), shape_kind("Adam-Mini"), shape_kind("DQN"), shape_kind("Mamba-Bench-PO")
    ('model', 'model', None, 'algorithm', None)
    >>> shape_kind("RFdiffusion All-Atom"), shape_kind("GraphCast Operational"), shape_kind("GraphCast Benchmark")
    ('model', 'model', 'benchmark')
    >>> guessed_kind("ESM Atlas"), guessed_kind("AlphaFold DB"), guessed_kind("AlphaFold-Database")
    ('dataset', 'dataset', 'dataset')
    """
    if len(name) > MAX_NAME_CHARS:
        return None
    return known_part_kind(name) or head_word_kind(name) or guessed_kind(name)


@lru_cache(maxsize=1 << 16)
def known_part_kind(name: str) -> str | None:
    """The kind of the known name that a name is a version of (FlashAttention2), that
    heads it as its last word (Linear DiT) or that ends it as a compound (MobileSAM); a
    known metric after a hyphen is that score over what the first part extracts or
    embeds (RadGraph-F1: F1 over RadGraph's entities), a metric.

    >>> known_part_kind("RadGraph-F1"), known_part_kind("MS-SSIM"), known_part_kind("RepViT-SAM")
    ('metric', 'metric', 'model')
    """
    if listed_kind(name.rpartition("-")[2]) == "metric":
        return "metric"
    base = VERSION_END.sub("", name)
    head = HEAD_WORD.search(base)
    for part in (base, head.group() if head else ""):
        kind = known_kind(part) if part else None
        if kind:
            return kind
    return _compound_kind(base)


#: An English long form opening a bracket, then a comma before an acronym: （Chamfer Distance, CD）.
BRACKET_LONG_FORM = re.compile(r"[（(]\s*+([A-Za-z][A-Za-z0-9 -]*[A-Za-z0-9])\s*+[,，]\s*+$")
#: A comma, an acronym and the bracket's close after a long form.
BRACKET_ACRONYM = re.compile(r"\s*+[,，]\s*+([A-Za-z][A-Za-z0-9-]*)\s*+[）)]")
#: One capital letter after a hyphen ending a name: a variant's tag (StyleGAN-V, MoStGAN-V).
LETTER_TAIL = re.compile(r"(?<=[A-Za-z]{3})-[A-Z]$")
#: The last capitalized part of a CamelCase word (SpeechTokenDistance, FActScore, BERTScore).
CAMEL_TAIL = re.compile(r"(?<=[A-Za-z])[A-Z][a-z]+$")


@lru_cache(maxsize=1 << 16)
def head_word_kind(name: str) -> str | None:
    """The kind of an English kind word (``kinds.json``) heading a name: its last word
    (Open ASR Leaderboard, Aya Dataset) or the last capitalized part of one word
    (SpeechTokenDistance, FActScore).

    >>> head_word_kind("Open ASR Leaderboard"), head_word_kind("Aya Collection"), head_word_kind("FActScore")
    ('benchmark', 'dataset', 'metric')
    >>> head_word_kind("SpeechTokenDistance"), head_word_kind("Score"), head_word_kind("Depth Anything V2")
    ('metric', None, None)
    """
    words = name.split()
    if len(words) >= 2:
        last = words[-1]
    else:
        tail = CAMEL_TAIL.search(name)
        last = tail.group() if tail else ""
    return cues("en").kinds.get(last.casefold()) if last else None


@lru_cache(maxsize=1 << 16)
def guessed_kind(name: str) -> str | None:
    """The kind that a size (Sana-0.6B, WebVid-10M, but FooNet-33M: parameters of a model)
    or a kind suffix (MLE-bench) suggests."""
    spec = patterns("names.json")
    if re.search(spec["model_sizes"], name):
        return "model"
    count = re.search(spec["data_sizes"], name)
    if count:
        # a model family's name before the count makes it the parameters (FooNet-33M)
        return "model" if shape_kind(name[: count.start()].rstrip("-_ ")) == "model" else "dataset"
    name = LETTER_TAIL.sub("", name)  # StyleGAN-V is a GAN
    for suffix, kind in spec["kind_suffixes"].items():
        n = len(suffix)
        if len(name) > n + 1 and name[-n:].casefold() == suffix and (name[-n - 1] in "- " or name[-n].isupper()):
            return kind
    for ending, kind in spec["word_endings"].items():  # Conformer, E-Branchformer (not SE(3)-Transformer)
        n = len(ending)
        if len(name) > n + 1 and name[-n:] == ending and name[-n - 1].isalpha() and "(" not in name:
            return kind
    if name_pattern("network_acronym").fullmatch(name):
        return "model"  # RRN, STN, PINN: a network
    for sep in ("-", " "):
        family, _, rest = name.partition(sep)
        if not (rest[:1].isupper() and known_kind(family) == "model"):
            continue
        parts = [part.casefold() for part in re.split(r"[-\s]", rest)]
        if parts[-1] in spec["database_words"]:
            return "dataset"  # ESM Atlas, AlphaFold DB: what a model predicted, stored
        if not any(part in spec["kind_suffixes"] or part in cues("en").kinds for part in parts):
            return "model"  # YOLO-World, LLaMA-Adapter, RFdiffusion All-Atom: of a known family (not LLaVA-Bench-COCO)
    return None


def _compound_kind(name: str) -> str | None:
    """The known kind of the part that ends a compound name, after a hyphen or a
    lower-case letter (MobileSAM, RepViT-SAM, CLIP-ViT-L-336px): a part with two
    capitals like a coined name (not AdamClip, whose Clip is no CLIP, nor
    SE(3)-Transformer), or a whole word after a hyphen and a word (Whisper-Flamingo), that is no method or algorithm, whose variants are methods
    of their own (Fair-GRPO)."""
    for start in COMPOUND_START.finditer(name, max(0, len(name) - MAX_NAME_CHARS)):
        part = name[start.start():]
        # after a hyphen the part is a whole word (Whisper-Flamingo); glued, it needs two capitals
        whole = name[start.start() - 1] == "-" and name[start.start() - 2].isalpha() and len(part) >= 4
        if part.isupper() and listed_kind(part) and part.casefold() not in known_names().capitals:
            continue  # HEx-PHI: an acronym in capitals, not the model Phi
        kind = known_kind(part) if whole or sum(ch.isupper() for ch in part) >= 2 else None
        if kind and kind not in FAMILY_VARIANTS_OWN_NAMES:
            return kind
    return None


def _builds_on_known(name: str) -> bool:
    """``name`` is known or ends in a known name after a hyphen or a space, whatever its
    kind (Grounding-DINO): more likely another's work than the paper's when only a kind
    word describes it (核心是检测器Grounding-DINO; not InternViT-6B, whose 6B is a size).

    >>> _builds_on_known("Grounding-DINO"), _builds_on_known("GroundX"), _builds_on_known("InternViT-6B")
    (True, False, False)
    """
    return known_kind(name) is not None or any(known_kind(name[sep.end():]) for sep in re.finditer(r"[-\s]", name))


def is_variant(name: str, base: str) -> bool:
    """``name`` is a size or version of ``base`` (``names.json`` 'model_tails').

    >>> is_variant("Sana-0.6B", "Sana"), is_variant("OLMoE-1B-7B-Instruct", "OLMoE"), is_variant("SANA-X", "SANA")
    (True, True, False)
    """
    key, base = name.casefold(), base.casefold()
    tail = name_pattern("model_tails")
    return len(key) > len(base) and key.startswith(base) and tail.fullmatch(key, len(base)) is not None


def _listed_prefixes(name: str, entries: dict[str, T], longest_first: bool = False) -> Iterator[tuple[str, T]]:
    """The prefixes of ``name`` shorter than it, lower-cased, that ``entries`` (keyed by
    lower-cased names) lists, with their entries, shortest first or longest first: the
    bases that a size, version or variant may be of (Sana of Sana-0.6B).

    >>> list(_listed_prefixes("Sana-0.6B", {"sana": "model", "s": "x", "sana-0.6b": "y"}))
    [('s', 'x'), ('sana', 'model')]
    """
    cuts = range(len(name) - 1, 0, -1) if longest_first else range(1, len(name))
    for cut in cuts:
        prefix = name[:cut].casefold()
        if prefix in entries:
            yield prefix, entries[prefix]


@lru_cache(maxsize=None)
def _metric_cues(lang: str) -> tuple[str, ...]:
    """Words that make a name with a metric reading a metric when they follow it:
    the change words of claims (``claims.json`` 'directions') and error words
    (``triggers.json`` 'error_words')."""
    spec = patterns("claims.json")[lang]
    return (*spec["directions"], *spec["level_verbs"], *cues(lang).error_words)


def reads_as_metric(name: str, rest: str, lang: str, before: str = "") -> bool:
    """A name with two readings (``MAE``: masked autoencoder, mean absolute error)
    is the metric when a change or an error word follows it, or a change by a
    number a few Chinese words later (MAE平均降低15%, MAE较最优基线降低了11.2%) or
    after a baseline in its clause (缩放MAE比最好的有监督基线平均降低3.5%), or when the
    Chinese text ``before`` it ends in a change by a number and 的 (降低了0.3的MAE).

    >>> reads_as_metric("MAE", "降低18%", "zh"), reads_as_metric("MAE", "、BEiT", "zh")
    (True, False)
    >>> reads_as_metric("MAE", "最多可降低约20%", "zh"), reads_as_metric("MAE", "预训练显著提升了性能", "zh")
    (True, False)
    >>> reads_as_metric("MAE", "", "zh", "降低了0.3的"), reads_as_metric("MAE", "", "zh", "使用了3个的")
    (True, False)
    >>> reads_as_metric("MAE", "", "zh", "取得最佳平均"), reads_as_metric("MAE", "", "en", "the average ")
    (True, True)
    """
    if name.casefold() not in known_names().metric_too:
        return False
    if lang == "zh" and _changed_by_number_of().search(before) or _score_word_before(before, lang):
        return True
    rest = rest.lstrip()
    for adverb in patterns("claims.json")["zh"]["adverbs"] if lang == "zh" else ():
        rest = rest.removeprefix(adverb)  # MAE分别降低…
    return rest.lower().startswith(_metric_cues(lang)) or (
        lang == "zh" and (_change_by_number().match(rest) or _change_against_baseline().match(rest)) is not None)


def _score_word_before(before: str, lang: str) -> bool:
    """The text ``before`` a name ends in a word that only a score takes (最佳平均, the
    average: ``triggers.json`` 'metric_before')."""
    words = _metric_before(lang)
    if lang == "zh":
        return before.endswith(words)
    last = before.rstrip().rpartition(" ")[2].lower()
    return before[-1:].isspace() and last in words


@lru_cache(maxsize=None)
def _metric_before(lang: str) -> tuple[str, ...]:
    """The words of ``triggers.json`` 'metric_before' for ``lang``."""
    return tuple(patterns("triggers.json")[lang]["metric_before"])


#: Most Chinese characters between a metric and its change by a number (MAE较最优基线降低了11.2%).
METRIC_GAP = 6


def _change_word() -> str:
    """A Chinese metric cue (a change word, or an error word: 误差, 距离), then at most
    three ``triggers.json`` 'number_fillers' before its number (降低了, 降低约, 降至), as a regex."""
    fillers = alternation(patterns("triggers.json")["zh"]["number_fillers"])
    return rf"(?:{alternation(list(_metric_cues('zh')))})(?:{fillers}){{0,3}}"


@lru_cache(maxsize=None)
def _change_by_number() -> re.Pattern[str]:
    """A few Chinese words, then a change word and a number (平均降低15%); the
    words stop at a particle or a break (MAE的...: another noun's change)."""
    stops = re.escape("".join(sorted(GAP_STOPS)))
    return re.compile(rf"(?:(?![{stops}])[\u4e00-\u9fff]){{1,{METRIC_GAP}}}?{_change_word()}\d")


#: Most characters between 比 / 较 and the change after its baseline (比最好的有监督基线平均降低3.5%).
BASELINE_GAP = 20


@lru_cache(maxsize=None)
def _change_against_baseline() -> re.Pattern[str]:
    """A comparison word (``claims.json`` 'comparison': 比, 较), a baseline within the clause,
    then a change word and a number (比最好的基线平均降低3.5%)."""
    comparison = "".join(patterns("claims.json")["zh"]["comparison"])
    return re.compile(rf"[{comparison}][^，。；,;：:]{{1,{BASELINE_GAP}}}?{_change_word()}\d")


@lru_cache(maxsize=None)
def _changed_by_number_of() -> re.Pattern[str]:
    """A change word, a number and 的 ending the text before a name (降低了0.3的MAE, 提升2.1%的F1)."""
    return re.compile(rf"{_change_word()}\d++(?:\.\d++)?+(?:%|个百分点)?的$")


@lru_cache(maxsize=None)
def head_nouns() -> dict[str, tuple[str, str, bool]]:
    """Chinese head noun -> (English head noun, kind, may be a verb), from
    ``head_nouns.tsv``; the English is ``-`` for objects that are not methods
    (Jensen不等式)."""
    return {zh: (en, kind, pos == "verb") for zh, en, kind, pos, *_ in patterns("head_nouns.tsv")}


@lru_cache(maxsize=None)
def any_shape_heads() -> frozenset[str]:
    """The head nouns marked 'any' in ``head_nouns.tsv``: objects that follow names of
    any shape (VC维, E8格), where the other heads follow only eponyms."""
    return frozenset(row[0] for row in patterns("head_nouns.tsv") if row[4:] == ["any"])


def strip_suffix(name: str) -> tuple[str, bool]:
    """``JEPA-Guided`` -> ``("JEPA", True)``: a name made an adjective (or a
    possessive: ``LoRA's``) is the name, used. A number after a known metric is
    its value, not a version (``FID 2.8``).

    >>> strip_suffix("LoRA-based"), strip_suffix("MVR-cache"), strip_suffix("LoRA's")
    (('LoRA', True), ('MVR-cache', False), ('LoRA', True))
    >>> strip_suffix("Schedule-Free"), strip_suffix("FID 2.8"), strip_suffix("MInference 1.0")
    (('Schedule-Free', False), ('FID', False), ('MInference 1.0', False))
    """
    if name.endswith(("'s", "\u2019s")):
        return name[:-2], True
    base, _, value = name.rpartition(" ")
    if value[:1].isdigit() and known_kind(base) == "metric":
        return base, False
    head, _, tail = name.rpartition("-")
    if head and tail.casefold() in patterns("names.json")["suffixes"] and looks_like_name(head):
        return head, True
    return name, False


# --- the component -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Clause:
    """One clause as :class:`MethodFinder` reads it: parallel lists over its
    words (spaces left out), and where it stands in the summary."""

    view: Tokens  # the whole summary: its text and the offsets of its words
    indices: list[int]  # the token index in ``view`` of each word
    text: list[str]  # the words
    low: list[str]  # the words as cue words are matched (lower case in English)
    flags: list[bool]  # whether each word is a name
    trigger_at: int | None  # where the propose word is, if there is one
    follows_proposal: bool  # the clause right after one that proposes something
    announced: bool  # the propose word is a colon or an announce word (提出两种方法：A和B)
    owned: bool  # the clause names parts of the proposal (其中A模块负责…: :meth:`MethodFinder._own_part`)
    list_last: list[int]  # for each name, the last name coordinated after it, one coordinator at a time (X和Y)
    list_first: list[int]  # for each name, the first name listed before it, past commas too (A, B, and C)
    memo: dict = field(default_factory=dict)  # what is worked out once per list of names
    hardware: set[str] = field(default_factory=set)  # the names a hardware word next to them made hardware so far

    def after_trigger(self, i: int) -> bool:
        """Word ``i`` comes after the propose word."""
        return self.trigger_at is not None and i > self.trigger_at

    def trigger_in(self, words: frozenset[str]) -> bool:
        """The propose word is one of ``words`` (a colon before the clause is none)."""
        return self.trigger_at is not None and self.trigger_at >= 0 and self.low[self.trigger_at] in words

    def end_of(self, i: int) -> int:
        """The offset in the summary's text right after word ``i``."""
        g = self.indices[i]
        return self.view.starts[g] + len(self.view.words[g])

    def name_end(self, i: int) -> int:
        """Where the text after name ``i`` goes on: :meth:`end_of`, past a device word dropped
        from the name's end (FooLib 2.0 GPU框架, FlexGen GPU，一种…系统: the kind word after it)."""
        return dropped_device_end(self.view.words[self.indices[i]], self.view.text, self.end_of(i))

    def after(self, i: int, size: int) -> str:
        """The ``size`` characters of the summary's text right after word ``i`` (past a dropped
        device word: :meth:`name_end`)."""
        end = self.name_end(i)
        return self.view.text[end: end + size]

    def past_bracket(self, i: int, size: int) -> str:
        """:meth:`after` word ``i``, spaces left out, past the closing bracket when word ``i`` is bracketed."""
        rest = self.after(i, size).lstrip()
        return rest[1:].lstrip() if _bracketed(self.text, i) else rest

    def before(self, i: int, size: int) -> str:
        """The ``size`` characters of the summary's text right before word ``i``."""
        start = self.view.starts[self.indices[i]]
        return self.view.text[max(0, start - size): start]


@dataclass(slots=True)
class _Passed:
    """What the clauses read so far pass on to the next one."""

    proposing: bool = False  # the clause just read proposes something
    described: bool = False  # ... only by describing a name (:meth:`MethodFinder._described`)
    parts_go_on: bool = False  # ... the parts of a proposal, which the next clause may go on listing
    count: int = 0  # ... how many things, when it counts them (提出两种方法)
    items_left: int = 0  # how many of them the items of the list after its colon have still to name (：A…；B…)
    uncounted: bool = False  # the list after the colon counts none: it goes on while each item names a described part
    hardware: set[str] = field(default_factory=set)  # the names called hardware (Clause.hardware), casefolded


@Language.factory("kg_methods", default_config={})
def make_method_finder(nlp: Language, name: str) -> "MethodFinder":
    """Factory for :class:`MethodFinder`, with the cues of the pipeline's language."""
    return MethodFinder(nlp.lang)


#: Half of a Chinese dash (——), a break before an appositive: 提出三项改进——A、B和C.
DASH = "\u2014"
#: A mark ending a clause or a sentence, Chinese or English.
CLAUSE_MARK = re.compile(r"[，。；;,.!?！？]")
#: The digits after a comma that groups thousands (2,000).
THREE_DIGITS = re.compile(r"\d{3}")


class MethodFinder:
    """Set ``doc._.methods`` (one :class:`MethodMention` per distinct name) and
    ``doc._.proposal_kind`` (the kind of an unnamed proposal: 提出一种…算法).

    It reads the :class:`~kg.extract.nlp.Tokens` view (plain lists of words and
    offsets) rather than spaCy tokens, and only looks into a clause that holds
    a name or a propose word (nothing else can come out of one).
    """

    def __init__(self, lang: str) -> None:
        self.lang = "zh" if lang == "zh" else "en"
        self.cues = cues(self.lang)
        self._not_after = self.cues.skip | {"这一", "这种"}
        #: the words :meth:`_proposes` can accept: a clause's other words skip the call
        self._triggers = self.cues.propose | self.cues.propose_done | frozenset(self.cues.curate)

    def __call__(self, doc: Doc) -> Doc:
        view = tokens(doc)
        if self.lang == "zh":
            view = self._with_generic_names(view)
        found: list[MethodMention] = []
        proposal_kind = None
        keys = view.words if self.lang == "zh" else [w.lower() for w in view.words]
        passed, describing = _Passed(), False
        if view.names or not self.cues.propose.isdisjoint(keys):
            for indices, opens_sentence in self._clauses(view.words):
                named = any(m.role == "proposes" for m in found)
                # a colon after a named proposal opens its description, to the sentence's end, also
                # past clauses with no name: a kind word there names a part (提出DreamMat：…环境光照…),
                # no unnamed proposal
                describing = not opens_sentence and (describing or named and _after_colon(view.words, indices[0]))
                clause = self._next_clause(view, keys, indices, opens_sentence, passed)
                if clause is None:
                    continue
                mentions, kind, set_apart = self._read_clause(clause)
                found.extend(_own_parts(mentions, found, set_apart) if describing else mentions)
                proposal_kind = proposal_kind or (None if describing else kind)
                self._pass_on(clause, mentions, kind, passed)
        put(doc, "proposal_kind", proposal_kind)
        hardware = passed.hardware - self._drives_typed_as_models(found)
        put(doc, "methods", merge_mentions(not_hardware(found, hardware)))
        put(doc, "hardware", frozenset(hardware))
        return doc

    def _drives_typed_as_models(self, found: list[MethodMention]) -> set[str]:
        """The drives' names (``triggers.json`` 'storage': SSD) that a mention found types as a
        model (与SSD和YOLOv3等单阶段检测器相比: the SSD detector): the summary names both, so
        only the mentions in a storage context are the drive's (…并将特征缓存写入SSD)."""
        return {m.name.casefold() for m in found if m.kind == "model" and m.name.casefold() in self.cues.storage["names"]}

    def _with_generic_names(self, view: Tokens) -> Tokens:
        """``view`` with the generic-looking words that may name an artifact here flagged as
        names too (:meth:`_made_artifact` decides): a hyphenated word of generic parts that is
        not listed whole (RAG-Token, APR-Agent), or a word of ``kinds.json`` 'stated_kinds'
        'generic_names' (Swift, NP), right before a kind word, maybe after 等 or its bracket (多尺度
        自注意力（MSA）模块), or a list mark (NP、ANP; FAD、IS和KL等指标), or an acronym alone in
        a bracket, which may define it (提出锚定偏好优化（APO）); so is any generic acronym bracketed
        right after a measure (信息比率（IR）: :meth:`_measure_acronym`)."""
        extra = []
        for g, word in enumerate(view.words):
            if g in view.names or not (_generic_name(word) or self._measure_acronym(view, g)):
                continue
            rest = view.text[view.starts[g] + len(word): view.starts[g] + len(word) + 8].lstrip()
            if (self.cues.kind_at(self.cues.past_et_cetera(rest).removeprefix(CLOSE[0])) or rest[:1] in self.cues.list_marks
                    or word.casefold() in generic_names() and self._data_kind_after(view.text[view.starts[g] + len(word):][:24])
                    or word.isupper() and rest.startswith(CLOSE) and g > 0 and view.words[g - 1] in OPEN):
                extra.append(g)
        return view._replace(names=view.names | frozenset(extra)) if extra else view

    def _measure_acronym(self, view: Tokens, g: int) -> bool:
        """Word ``g`` is a generic term in capitals, no unit or maker, bracketed right after a
        Chinese word ending in a measure (``kinds.json`` 'measures'): it abbreviates that measure
        (信息比率（IR）, 投资回报率（ROI）), not the field or the region it names elsewhere; not
        formats listed as a precision's values (混合精度（FP64/FP32/FP16）)."""
        word = view.words[g]
        return (self.lang == "zh" and word.isalpha() and word.isupper() and 2 <= g < len(view.words) - 1
                and view.words[g - 1] in OPEN and view.words[g + 1] in CLOSE
                and view.words[g - 2].endswith(self.cues.measures)
                and is_generic(word) and not is_maker_or_device(word))

    def _next_clause(self, view: Tokens, keys: list[str], indices: list[int], opens_sentence: bool,
                     passed: _Passed) -> Clause | None:
        """The :class:`Clause` of the tokens ``indices``, as the clauses before it leave it
        (``passed``); None when nothing can come out of it."""
        words = view.words
        # Only the clause right after a proposal says how it works (通过…);
        # later ones drift to what it uses or is applied to.
        # A description passes the proposal on only to a clause that goes on
        # with it (…60亿参数的FooViT-6B，并以80亿参数的QFoo作为中间件).
        proposing = passed.proposing or passed.described and keys[indices[0]] in self.cues.continuations
        item = passed.items_left > 0 and (
            opens_sentence and words[indices[0] - 1] in self.cues.item_breaks
            and (not passed.uncounted or self._opens_with_described_name(view, keys, indices))
            or self._comma_item(view, indices, passed))
        if opens_sentence and not item:
            passed.items_left, passed.uncounted = 0, False
        follows_proposal = proposing and not opens_sentence or item
        # 其中A模块负责…，B模块负责…: the parts of the proposal, listed on to the sentence end
        owned = not opens_sentence and (
            passed.parts_go_on or follows_proposal and keys[indices[0]].startswith(self.cues.owners))
        trigger_at = next((i for i, g in enumerate(indices) if keys[g] in self._triggers
                           and self._proposes(keys, indices, i) and not self._others_proposal(keys, indices, i)), None)
        announced = trigger_at is None and follows_proposal
        if announced:
            trigger_at = ANNOUNCING_BREAK if item else self._announced(words, keys, indices)
            if trigger_at == ANNOUNCING_BREAK and not item:
                passed.items_left = passed.count  # a colon opens the list of what was counted
                passed.uncounted = not passed.count  # ：应用级控制器A…；服务级控制器B…: of what it names
        if announced and words[indices[0] - 1] == DASH and view.names.isdisjoint(indices):
            return None  # 一种新的训练方法——多模态强化训练：…: a Chinese name after a dash, the proposal goes on
        passed.count = self._count(keys, indices[trigger_at + 1:]) if trigger_at is not None else 0
        if trigger_at is None and view.names.isdisjoint(indices):
            # 提出A，以及一种…方法：… lists one more thing proposed, or more, counted (以及两种检测流程：…)
            passed.proposing = follows_proposal and keys[indices[0]] in self.cues.coordinators
            passed.count = self._count(keys, indices) if passed.proposing else 0
            passed.parts_go_on = False
            return None
        return self._clause(view, keys, indices, trigger_at, follows_proposal,
                            announced and trigger_at is not None, owned, passed.hardware)

    def _comma_item(self, view: Tokens, indices: list[int], passed: _Passed) -> bool:
        """The clause opens with a name right after a comma while a counted list after a colon has
        items left (两种检测流程：PROMPTER直接提示…，DETECTOR则利用…): the list's next item, the
        items split by commas, not semicolons; a list that counts nothing goes on only past a
        semicolon (:meth:`_opens_with_described_name`)."""
        first = indices[0]
        return not passed.uncounted and first in view.names and view.words[first - 1] in self.cues.commas

    def _opens_with_described_name(self, view: Tokens, keys: list[str], indices: list[int]) -> bool:
        """The clause opens with a name that a Chinese description ending in a kind word comes
        right before (服务级控制器Captain…) and neither compares it nor names a baseline or existing
        work: an item of a list that counts nothing goes on only so (not FooB用于生成, a bare name,
        nor 对比系统Lean-Copilot-Z, 基线模型ColBERT-Z, 现有框架AutoGen-Z: work the list is set against),
        nor data that the proposal is trained or evaluated on (评测基准MME-Z用于评估, 训练数据集X来自…)."""
        c = self.cues
        first = next((n for n, g in enumerate(indices) if g in view.names), 0)
        described = "".join(keys[g] for g in indices[:first])
        kind = c.kind_ending(described) if CJK.match(described) else None
        low = [keys[g] for g in indices]
        used_data = kind in DATA_KINDS and self._says(low, c.used_data_words)
        return (kind is not None and not used_data
                and c.compare.isdisjoint(low) and not self._says(low, c.set_against_words))

    def _proposes(self, keys: list[str], indices: list[int], i: int) -> bool:
        """Word ``i`` of a clause is a propose word, or a 'propose_done' word with a 'done_marks'
        word right after it (实现了…工具PSE, 实现为…模型DiffBid; not the noun 实现 of
        其AdamW实现赢得了), or a 'curate' word the authors do (:meth:`_curated_by_self`), and no
        negation stands right before it (无需收集…数据集或微调模型 proposes nothing)."""
        c, word = self.cues, keys[indices[i]]
        if i > 0 and keys[indices[i - 1]] in c.negations:
            return False
        if word in c.propose_done and i > 0 and keys[indices[i - 1]].endswith(redone()):
            return False  # 重新实现了Ring Attention, 复现实现了: another's work built again
        if word in introduce() and self._proposes_later(keys, indices[i]):
            return False  # 第二节介绍DeepONet…，第三节提出FooONet: 介绍 tells what is there
        return word in c.propose or self._curated_by_self(keys, indices, i) or (
            word in c.propose_done and i + 1 < len(indices) and keys[indices[i + 1]] in c.done_marks)

    def _curated_by_self(self, keys: list[str], indices: list[int], i: int) -> bool:
        """Word ``i`` is a 'curate' verb right after a 'self' word and right before 了 (本文整理了…
        集合Time Series Pile, 作者标注了…): what the authors assemble is their own, as what they
        build is; a relative clause (作者整理的PDB测试集) is :meth:`_newly_made`'s to read."""
        return (keys[indices[i]] in self.cues.curate and 0 < i < len(indices) - 1
                and keys[indices[i - 1]] in self.cues.self and keys[indices[i + 1]] == "了")

    def _proposes_later(self, keys: list[str], g: int) -> bool:
        """Another propose word (not an 'introduce' one) follows word ``g`` in its sentence."""
        c = self.cues
        for word in keys[g + 1:]:
            if word in c.sentence_ends:
                return False
            if word in c.propose and word not in introduce():
                return True
        return False

    def _others_proposal(self, keys: list[str], indices: list[int], i: int) -> bool:
        """The propose word ``i`` of a clause tells another's earlier work: another paper's
        authors right before it (原作者提出的LGD, 各自提出的GraphCL) or a 'past' word before
        it (此前在图像生成中提出的SAN; previously proposed), not the paper's own (本文提出的)."""
        c = self.cues
        if c.others_makers.search("".join(keys[g] for g in indices[:i])):
            return True
        if i > 0 and keys[indices[i - 1]] in c.self:
            return False
        if self.lang == "en":
            return i > 0 and keys[indices[i - 1]] in c.past
        if i + 1 >= len(indices) or keys[indices[i + 1]] != "的":
            return False  # only a relative clause (…提出的X) tells what was proposed before
        before = "".join(keys[g] for g in indices[:i])
        return any(word in before for word in c.past)

    def _pass_on(self, clause: Clause, mentions: list[MethodMention], kind: str | None, passed: _Passed) -> None:
        """Leave in ``passed`` what ``clause``, which gave ``mentions``, passes on to the next one."""
        proposed = sum(m.role == "proposes" for m in mentions)
        has_trigger = clause.trigger_at is not None
        # 提出一套分类体系: something new with no name or kind word is proposed too; after a colon
        # (提出框架X：以…为种子，用策略Y挑选种子) the sentence goes on describing the proposal
        passed.proposing = has_trigger and (
            kind is not None or proposed > 0 or self._indefinite(clause) or self._colon_carries(clause, mentions)
            or clause.announced and clause.trigger_at == len(clause.low) - 1)  # 包含：A…；B…: the list after the colon
        passed.described = not has_trigger and proposed > 0
        passed.parts_go_on = clause.owned and proposed > 0
        passed.items_left = 1 if passed.uncounted and proposed else max(0, passed.items_left - proposed)

    def _colon_carries(self, clause: Clause, mentions: list[MethodMention]) -> bool:
        """``clause`` opens after a colon that announces the proposal and neither uses something
        ('carry_stops': 其规划器基于GPT-4) nor names a known thing: what follows still describes it."""
        return (clause.trigger_at == ANNOUNCING_BREAK and self.cues.carry_stops.isdisjoint(clause.low)
                and all(known_kind(m.name) is None for m in mentions))

    def _indefinite(self, clause: Clause) -> bool:
        """The propose word takes something new that has no name (提出一套说服分类体系), or
        counts what it takes (提出三项架构改进——A、B和C: the list after it is announced),
        not a derive word (得到一个上界)."""
        at, c = clause.trigger_at, self.cues
        if at < 0 or at + 1 >= len(clause.low):
            return False
        taken = clause.low[at + 1]
        return (taken in c.indefinite or c.list_count.match(taken) is not None) and not clause.trigger_in(c.derive)

    def _announced(self, words: list[str], keys: list[str], indices: list[int]) -> int | None:
        """Where the clause after a proposal announces what it proposes: before its
        first word after a colon (提出两种方法：A和B), at its first word if that
        announces (提出多个模块，包括A和B); the names after it are proposed."""
        if words[indices[0] - 1] in self.cues.announce:
            return ANNOUNCING_BREAK
        return 0 if keys[indices[0]] in self.cues.announce else None

    def _count(self, keys: list[str], indices: list[int]) -> int:
        """How many things the words count (两种方法: 2; 多种: any number), 0 when they count none."""
        word = next((keys[g] for g in indices if self.cues.list_count.match(keys[g])), None)
        return 0 if word is None else self.cues.count_values.get(word[0], len(keys))

    def _clauses(self, words: list[str]) -> list[tuple[list[int], bool]]:
        """The token indices of each clause (text between breaks), spaces left out,
        and whether the clause opens a sentence."""
        breaks, ends = self.cues.breaks, self.cues.sentence_ends
        clauses, current, opens = [], [], True
        depth = 0  # a comma inside brackets breaks no clause: （read-depth-aware, RDA）
        for i, word in enumerate(words):
            if word in ends:
                depth = 0
            elif word in OPEN:
                depth += 1
            elif word in CLOSE and depth:
                depth -= 1
            if word in breaks and not (depth and word in self.cues.commas) and not _thousands_comma(words, i):
                if current:
                    clauses.append((current, opens))
                    current, opens = [], False
                opens = opens or word in ends
            elif not word.isspace():
                current.append(i)
        if current:
            clauses.append((current, opens))
        return clauses

    def _clause(self, view: Tokens, keys: list[str], indices: list[int], trigger_at: int | None,
                follows_proposal: bool, announced: bool, owned: bool, hardware: set[str]) -> Clause:
        """The :class:`Clause` of the tokens ``indices`` (``keys``: the words as cue words are matched;
        ``hardware``: the names called hardware so far, which the clause adds to)."""
        names = view.names
        text = [view.words[g] for g in indices]
        low = text if self.lang == "zh" else [keys[g] for g in indices]
        flags = [g in names for g in indices]
        coordinators = self.cues.coordinators
        self._name_bare_sizes(view, indices, text, low, flags)
        return Clause(view, indices, text, low, flags, trigger_at, follows_proposal, announced, owned,
                      _list_lasts(low, flags, coordinators), _list_firsts(low, flags, coordinators | {","}),
                      hardware=hardware)

    def _name_bare_sizes(self, view: Tokens, indices: list[int], text: list[str], low: list[str],
                         flags: list[bool]) -> None:
        """Make a bare size listed after a sized name a name of that family, in place:
        ``Llama 2 7B和13B``, ``Llama 2 7B/13B`` name Llama 2 13B (not 13B步, a count)."""
        separators = self.cues.coordinators | {"/"}
        for i in range(2, len(text)):
            if flags[i] or not flags[i - 2] or low[i - 1] not in separators:
                continue
            family = _size_family(text[i - 2])
            start = view.starts[indices[i]]
            if family and is_bare_size(view.text, start, start + len(text[i])):
                text[i] = family + text[i]
                if low is not text:
                    low[i] = text[i].lower()
                flags[i] = True

    def _read_clause(self, clause: Clause) -> tuple[list[MethodMention], str | None, frozenset[str]]:
        """The names in ``clause``, the kind of what it proposes when that has no name
        (提出一种…算法), and the names it sets apart from the proposal (:meth:`_own_parts`)."""
        c = self.cues
        low, flags, trigger_at = clause.low, clause.flags, clause.trigger_at
        in_scope = False  # inside the scope of a use word: its names are only used
        evaluated = False  # the scope is a verb of evaluation's (评测, evaluate)
        apart = False  # the scope is of what the proposal runs on or is set against (在…上, 超过, 与…相比)
        out, set_apart = [], set()
        for i, word in enumerate(low):
            if evaluated and word in c.coordinators and i + 1 < len(low) and flags[i + 1]:
                pass  # evaluating A and B: the scope goes on past 'and'
            elif i == trigger_at or word in c.scope_end:
                in_scope = evaluated = apart = False  # 基于Llama构建智能体MedAgent: what is built is not used
            elif (word in c.use and not self._proposes_as(clause, i) and not self._counted_use_noun(clause, i)
                  and not self._heads_version(clause, i) or word in c.partners and self._partner_frame(low, i)):
                in_scope, apart = True, word in c.apart
            elif word in c.evaluate and self._evaluates(clause, i):  # the cheap test first: most words are none
                in_scope = evaluated = True
            if word in QUOTES and clause.after_trigger(i) and not in_scope:
                out.extend(self._quoted_name(clause.text, i, trigger_at))
            if flags[i]:
                closes_frame = self._closes_partner_frame(clause, i)
                mentions = self._mention_at(clause, i, in_scope or closes_frame)
                if in_scope and apart or closes_frame:
                    set_apart.update(m.name for m in mentions)
                out.extend(mentions)
        kind = None
        if trigger_at is not None and not any(m.role == "proposes" for m in out):
            kind = self._last_kind(low[trigger_at + 1:])
        return out, kind, frozenset(set_apart)

    def _evaluates(self, clause: Clause, i: int) -> bool:
        """Word ``i`` is a verb of evaluation or comparison (``triggers.json`` 'evaluate': 评测,
        比较, evaluated) after a name the propose word took, right before a name (maybe after
        了): the names it takes are evaluated, used, brackets or not (提出FooBench（覆盖数学、代码，
        评测了GPT-4和Claude 3）); not 提出并评测了FooNet (no name before it), nor 评测基准X."""
        low, flags, at = clause.low, clause.flags, clause.trigger_at
        if low[i] not in self.cues.evaluate or at is None or at < 0 or i <= at or not any(flags[at + 1:i]):
            return False
        j = i + 1 + (i + 1 < len(low) and low[i + 1] == "了")
        return j < len(low) and flags[j]

    def _proposes_as(self, clause: Clause, i: int) -> bool:
        """Use word ``i`` is an 'as' opener right after the propose word, and an 'as' word
        follows (提出以对比对数似然（contrastive log-likelihood）作为评价指标): the paper
        proposes what it casts in that role, so no use scope opens (a known name stays
        unproposed: see :meth:`_proposed`)."""
        low = clause.low
        return (i > 0 and clause.trigger_at == i - 1 and low[i] in self.cues.as_openers
                and any(w in self.cues.as_words for w in low[i + 2:]))

    def _closes_partner_frame(self, clause: Clause, i: int) -> bool:
        """Name ``i`` ends a partner frame whose end word comes right after it, a partner word
        before it in the clause (将DFM与基于流匹配的结构生成模型FrameFlow结合): combined with
        or compared with, used, though a 的 inside the frame ended the scope."""
        low, c = clause.low, self.cues
        start = clause.trigger_at + 1 if clause.trigger_at is not None else 0
        return i + 1 < len(low) and low[i + 1] in c.partner_ends and any(w in c.partners for w in low[start:i])

    def _partner_frame(self, low: list[str], i: int) -> bool:
        """Partner word ``i`` (与) opens a frame that a later word of the clause closes
        (与堆排序（heap sort）等排序算法相结合, 与FooNet相比): its names are combined
        or compared with, used, not proposed; the frame ends at a scope end (的)."""
        rest = []
        for word in low[i + 1:]:
            if word in self.cues.scope_end:
                break
            rest.append(word)
        return any(end in "".join(rest) for end in self.cues.partner_ends)

    def _mention_at(self, clause: Clause, i: int, in_scope: bool) -> list[MethodMention]:
        """What name ``i`` of ``clause`` stands for: nothing (a long form, people
        cited, a generic or plain word), an established method named after
        someone (Hermite插值), or a name, proposed or mentioned."""
        text = clause.text
        if (self._is_long_form(clause, i) or _is_expansion(text, clause.flags, i) or self._cited(text, i)
                or _special_token(text, i) or self._size_range(clause, i)):
            return []
        name, adjective = strip_suffix(text[i])
        name = self._with_family(clause, i, name)
        organization = is_organization(name)
        if (is_generic(name) and not organization and not self._made_artifact(clause, i, name)
                or _plain_words(name) and not self._names_software(clause, i)):
            return []  # but 自引导（autoguidance）gives the English of a term, escnn库 a library
        if self._bare_norm(clause, i, name):
            return []  # L1回归损失: a loss's norm
        if is_formula(name, 2) and self._next_to_substance_word(clause, i):
            return []  # 二维材料MoS2, HfO2材料: a formula of two elements named as a material
        if self._divergence_only(clause, i, name):
            return []  # KL散度作为正则项: a quantity of maths, not the metric
        long_form = self._long_form(clause, i)
        proposed = not adjective and (
            not in_scope and self._proposed(clause, i, name, long_form) or self._newly_made(clause, i, name))
        if organization and not proposed and self._implemented_in(clause, i):
            return [MethodMention(name=name, role="mentions", kind="framework", long_form=None, lang=self.lang)]
        if organization and clause.after(i, 2).lstrip().startswith(("的", "'s", "’s")):
            return []  # Meta的工具TestGen-LLM: the maker of what follows, proposed or not
        if self._after_substance_word(clause, i, name):
            return []  # 绿色荧光蛋白esmGFP, 新材料TaCr2O6: what is made or studied, no method
        if not proposed and not known_kind(name) and self._aimed_at(clause, i):
            return []  # 针对PD-L1和TrkA等靶点: the proteins a design aims at, no method
        if not proposed and long_form and long_form.endswith(self.cues.studies):
            return []  # 实用性随机临床试验（ARISE）: a trial run or an exam sat, no method
        if not proposed and self._in_storage(clause, i, name):
            clause.hardware.add(name.casefold())  # a drive wherever the summary names it again
            return []  # 存放于SSD: a drive, not the SSD detector
        if not proposed and self._thread_unit(clause, i, name):
            return []  # 单CTA和多CTA: the GPU's thread blocks, not a CTA module
        on_platform = self._on_platform(clause, i) and known_kind(name) not in ("framework", "benchmark")  # 在CARLA平台上: a simulator
        if not proposed and not organization and self._next_to_hardware_word(clause, i, name):
            clause.hardware.add(name.casefold())  # dropped wherever the summary names it again
            return []  # Unitree H1人形机器人: a robot; 超级计算机Frontier: a machine
        if organization and not proposed and self._named_as_data(clause, i):
            organization = False  # 在YelpChi、Amazon和T-Social四个数据集上: the maker's data, a dataset
        if (organization or on_platform) and not proposed:
            return []  # Apple提出… names a maker, 提出Apple框架 a framework
        if on_platform and clause.before(self._listed(clause, i)[0], 4).rstrip().endswith(self.cues.sources):
            return []  # 收集了来自Twitter等平台的帖子: where the data come from, not what is made
        head = self._head_noun(text, i, name)
        # X算法 after 提出 is the paper's own X, typed by its kind word.
        if head and not (proposed and self.cues.kind_at(head)):
            return _compound(name, head)
        role = "proposes" if proposed else "mentions"
        first, *others = size_variants(name)
        mention = MethodMention(
            name=first, role=role, kind=self._kind(clause, i, first, proposed), long_form=long_form, lang=self.lang,
        )
        return [mention, *(replace(mention, name=other, long_form=None) for other in others)]

    def _made_artifact(self, clause: Clause, i: int, name: str) -> bool:
        """Generic-looking name ``i`` (a generic term, or a hyphenated name of generic parts)
        is made an artifact by the text, in Chinese: a 'stated_kinds' word right after it
        (使用SWIFT框架, RAG-Token模型), a kind word right after it when it comes right after
        the propose word (提出APR-Agent智能体) or right after the bracket that defines it, an
        acronym, after a long form (多尺度自注意力（MSA）模块; not 多序列比对（MSA）, the alignment,
        but 信息比率（IR）, whose long form ends in a measure, kinds.json 'measures': a metric;
        nor 无配体（apo）结构, the English of a term) or with that long form right after the propose
        word (提出锚定偏好优化（APO）: a name defined as proposed), a stated kind word after a list it heads with
        two or more other names or such words (与NP、ANP和ConvCNP等模型相比, 在AIDS、LINUX和IMDB数据集上),
        or 等 and a kind word after a list
        of it and other names (与APO和OPRO等提示优化方法相比). Hardware and makers stay no artifact."""
        if self.lang != "zh" or is_maker_or_device(name):
            return False
        rest = clause.after(i, 8).lstrip()
        if rest.startswith(stated_kinds()) and self._stated_word(rest):
            return True
        long_form = rest.startswith(CLOSE) and name.isupper() and self._long_form(clause, i)
        if long_form and (self.cues.kind_at(rest[1:].lstrip()) or self._opens_proposal(clause, i, long_form)
                          or long_form.endswith(self.cues.measures)):
            return True  # 信息比率（IR）, 投资回报率（ROI）: a measure's acronym, not the field or the region
        at = clause.trigger_at
        if at is not None and at >= 0 and i > at:
            k = i - 1
            while k > at and clause.text[k] in self.cues.skip:
                k -= 1
            if k == at and self._kind_after(rest, 0):
                return True
        members = self._listed(clause, i)
        others = [j for j in members if j != i and not is_generic(clause.text[j])]
        rest = clause.after(members[-1], 16).lstrip()
        past = self.cues.past_et_cetera(rest)
        if others and past != rest and self._kind_after(past):
            return True  # 与APO和OPRO等提示优化方法: one of the methods named with it
        # the others may be such words too (在AIDS、LINUX和IMDB数据集上: three datasets)
        named = [j for j in members if j != i and (j in others or _generic_name(clause.text[j]))]
        if len(named) >= 2 and past.startswith(stated_kinds()) and self._stated_word(past):
            return True
        return self._called_data(clause, i, name) is not None

    def _called_data(self, clause: Clause, i: int, name: str) -> str | None:
        """The data kind that the text calls ``kinds.json`` 'generic_names' word ``i`` (``name``),
        if it does (:meth:`_data_kind_after` the list it ends: 在SODA对话数据集上)."""
        if name.casefold() not in generic_names():
            return None
        return self._data_kind_after(clause.past_bracket(clause.list_last[i], 24))

    def _data_kind_after(self, rest: str) -> str | None:
        """The kind of the 'stated_kinds' data word (数据集, 基准) that follows a name or its list
        (``rest``, the text after it), past 等 and a count and a few Chinese words that describe
        the data (SODA对话数据集, ETH和UCY行人轨迹数据集, Yahoo、IOPS和NAB等时间序列异常检测数据集):
        the text calls the names data; not data of a subject (HIV临床试验数据)."""
        rest = rest.lstrip()
        rest = rest[self.cues.list_end(rest):]
        words = (self.cues.kind_word_at(rest[gap:]) for gap in _gaps(rest, LIST_GAP, DESCRIPTION_STOPS))
        kinds = (self.cues.kinds[word] for word in words if word in stated_kinds())
        return next((kind for kind in kinds if kind in DATA_KINDS), None)

    def _named_as_data(self, clause: Clause, i: int) -> bool:
        """A data kind word (数据集, 基准) right after name ``i`` or after the list it is in, with
        at least one other name (在YelpChi、Amazon和T-Social四个数据集上): an organization so
        listed names its data (Amazon's reviews), a dataset, not the maker; not when the data word
        only begins a longer noun (在Google和Alibaba数据中心的真实负载上: data centres)."""
        kind = self._kind_right_after(clause, i, False) or self._list_kind(clause, i)
        return kind in DATA_KINDS and len(self._listed(clause, i)) > 1 and not self._kind_word_begins_noun(clause, i)

    def _kind_word_begins_noun(self, clause: Clause, i: int) -> bool:
        """The first word after the list that name ``i`` is in (past 等 and a count) that starts
        with a kind word is a longer noun, which the kind word only begins (数据中心, 数据流), not
        the kind word itself, maybe with a place after it (数据上; jieba: 数据/集上)."""
        view = clause.view
        g = bisect_left(view.starts, clause.end_of(clause.list_last[i]))
        for word in view.words[g: g + 4]:
            head = self.cues.kind_word_at(word)
            if head:
                return len(word) > len(head) and word[len(head):] not in GAP_STOPS
        return False

    def _opens_proposal(self, clause: Clause, i: int, long_form: str) -> bool:
        """The ``long_form`` of bracketed name ``i`` comes right after the propose word
        (提出锚定偏好优化（APO）): the paper defines the name it proposes."""
        at = clause.trigger_at
        return at is not None and at >= 0 and "".join(clause.text[at + 1: i - 1]) == long_form

    def _stated_word(self, rest: str) -> bool:
        """The longest kind word ``rest`` starts with is a 'stated_kinds' word or starts with
        one of the same kind (基准数据集), not a longer word of its own (模型家族 stays)."""
        word = next(w for w in stated_kinds() if rest.startswith(w))
        longest = self.cues.kind_word_at(rest) or word
        return self.cues.kinds.get(longest) == self.cues.kinds.get(word)

    def _on_platform(self, clause: Clause, i: int) -> bool:
        """A platform word follows name ``i`` or the list it ends, past 等 and a short Chinese
        gap (在iNaturalist等平台上, Kaggle竞赛平台, the Kaggle platform): the name is a website
        or service, not an artifact (``triggers.json`` 'platforms')."""
        c = self.cues
        rest = clause.past_bracket(clause.list_last[i], 24)
        if c.lang == "en":
            return self._first_word_in(rest.lower(), c.platforms)
        rest = rest[c.list_tail.match(rest).end():]
        return any(rest.startswith(c.platforms, gap) for gap in _gaps(rest, MENTION_GAP))

    def _in_storage(self, clause: Clause, i: int, name: str) -> bool:
        """Name ``i`` is a drive's (``triggers.json`` 'storage': SSD) in a storage context:
        a storage word right before it (存放于SSD, 从SSD加载) or right after it (SSD存储), or
        a word of storage near it in its phrase (主机内存与SSD)."""
        storage = self.cues.storage
        if name.casefold() not in storage["names"]:
            return False
        before, after = clause.before(i, 12).rstrip().lower(), clause.after(i, 12).lstrip().lower()
        near = CLAUSE_MARK.split(before)[-1][-8:]
        listed = CLAUSE_MARK.split(after)[0][:8]
        if listed.startswith(storage["joiners"]):
            near += " " + listed  # SSD和CPU内存; not SSD的显存占用, the detector's memory
        if any(word in near for word in storage["near"]):
            return True  # 本地存储（主机内存与SSD）
        if self.lang == "zh":
            return before.endswith(storage["before"]) or after.startswith(storage["after"])
        return (any(re.search(rf"(?:^|\W){re.escape(w)}$", before) for w in storage["before"])
                or self._first_word_in(after, storage["after"]))

    def _thread_unit(self, clause: Clause, i: int, name: str) -> bool:
        """Name ``i`` is a GPU's unit of threads (``triggers.json`` 'thread_units': CTA) after
        a word that counts it (单CTA和多CTA, per CTA)."""
        units = self.cues.thread_units
        return name.casefold() in units["names"] and clause.before(i, 9).lower().endswith(units["before"])

    def _implemented_in(self, clause: Clause, i: int) -> bool:
        """An implementation word follows maker ``i``, right after it or after 的 (or 's)
        and a short gap (Huggingface的FP16实现, 基于HuggingFace实现): the name is the maker's
        software library, what the implementation is written in, not the maker. Only a
        maker whose library bears its name (``triggers.json`` 'library_makers': Hugging
        Face), and never when another name stands in the gap (NVIDIA的cuBLAS实现); Meta的实现
        and DeepMind实现的AlphaFold2 name organisations."""
        if clause.text[i].casefold() not in self.cues.library_makers:
            return False
        rest = clause.after(i, 16).lstrip()
        words = self.cues.implementations
        if self._first_word_in(rest.lower(), words):
            return True
        owned = re.match(rf"(?:的|['’]s\s)([^，。；：、,;:]{{0,{MAX_GAP}}}?)(?:{alternation(words)})", rest.lower())
        # the gap names nothing: FP16, a device (is_generic), not cuBLAS
        return owned is not None and all(is_generic(word) for word in name_pattern("word").findall(owned.group(1)))

    def _size_range(self, clause: Clause, i: int) -> bool:
        """Name ``i`` is an end of a range of sizes or variants: two codes of one letter and a
        number with a range word between them (B0至B6系列模型), not two names."""
        text, low, flags = clause.text, clause.low, clause.flags
        code = name_pattern("range_code")
        if not code.fullmatch(text[i]):
            return False
        for other, between in ((i + 2, i + 1), (i - 2, i - 1)):
            if (0 <= other < len(text) and flags[other] and low[between] in self.cues.range_words
                    and code.fullmatch(text[other]) and text[other][0] == text[i][0]):
                return True
        return False

    def _names_software(self, clause: Clause, i: int) -> bool:
        """Plain lower-case name ``i`` is a term's English (自引导（autoguidance）), software
        that a software word right after it names (escnn库; diffusion框架 names an idea), or a
        name that a Chinese kind word right before it describes (多目标指标icat)."""
        return (
            self._translates(clause, i) or self._first_word_in(clause.after(i, 8).lstrip().lower(), self.cues.software_words)
            or self.lang == "zh" and self._kind_word_before(clause, i) is not None
        )

    def _first_word_in(self, text: str, words: tuple[str, ...]) -> bool:
        """``text`` starts with one of ``words`` (a whole word in English)."""
        if self.lang == "en":
            word = re.match(r"[a-z]+", text)
            return bool(word and word.group() in words)
        return text.startswith(words)

    def _bare_norm(self, clause: Clause, i: int, name: str) -> bool:
        """Name ``i`` is a norm (L1, L2) not followed by an error word: no artifact."""
        return name_pattern("norm").fullmatch(name) is not None and not (
            clause.after(i, 16).lstrip().lower().startswith(self.cues.error_words))

    def _divergence_only(self, clause: Clause, i: int, name: str) -> bool:
        """Name ``i`` is KL before a divergence word (KL散度, KL divergence) in a clause with no
        metric word (指标, 评价, metric): the divergence of maths (KL散度作为正则项); a metric
        otherwise (以KL散度作为评价指标, 在FAD和KL上均优于AudioLDM, FAD, KL and IS metrics)."""
        c = self.cues
        if name.casefold() not in c.divergence_names \
                or not clause.after(i, 12).lstrip().lower().startswith(c.divergence_words):
            return False
        text = " ".join(clause.low)
        return not any(word in text for word in c.metric_words)

    def _next_to_substance_word(self, clause: Clause, i: int) -> bool:
        """A substance word (材料, 晶体, material) right before or right after name ``i``."""
        c = self.cues
        if self._substance_word_before(clause.low, i) is not None:
            return True
        after = clause.after(i, 8).lstrip().lower()
        if c.lang == "en":
            return (re.match(r"[a-z]+", after) or [""])[0] in c.substance_words
        return after.startswith(c.substance_words)

    def _substance_word_before(self, low: list[str], i: int) -> int | None:
        """Where a substance word right before word ``i`` starts: in one token, or in
        Chinese in one or two (药物/分子)."""
        starts = (i - 1,) if self.lang == "en" else (i - 1, i - 2)
        return next((k for k in starts if k >= 0 and "".join(low[k:i]) in self.cues.substance_words), None)

    def _after_substance_word(self, clause: Clause, i: int, name: str) -> bool:
        """A substance word (``triggers.json`` 'substance_words': 蛋白, 材料, protein) right
        before name ``i``, as a whole word (not 阅读材料, 教学材料: 'substance_not_after'): the
        name is a protein's or a molecule's, when it has a substance's shape, a lower-case
        first letter (绿色荧光蛋白esmGFP, mCherry). A name with a method's shape (a capital
        first: ABodyBuilder2, CLEAN, ChemBERTa, MatBench, RACE; also 新材料FooMat, kept as a
        name when in doubt), a known one or one a kind word follows (蛋白质数据集PDBBind) stays."""
        low = clause.low
        if i == 0 or not name[:1].islower() or known_kind(name) or guessed_kind(name) \
                or self._kind_after(clause.after(i, 16).lstrip(), 0):
            return False
        k = self._substance_word_before(low, i)
        return k is not None and not (k > 0 and low[k - 1] in self.cues.substance_not_after)

    def _aimed_at(self, clause: Clause, i: int) -> bool:
        """A target word (``triggers.json`` 'target_words': 靶点, 受体, targets) heads the phrase
        after name ``i`` or the list it ends, past 等 and a count: genes or proteins aimed at, or
        stocks and coins traded (在TSLA、AAPL等8只股票上), no methods; not when it modifies a kind
        word, maybe past a few words of what that is for (在DUD-E等靶点基准上, 以HuBERT-X等受体模型,
        FedKD等受体端方法, FinGPT等股票预测大模型, FinRL等股票交易框架, TransLOB等加密货币价格预测模型:
        benchmarks, models and frameworks),
        and in English only in a noun phrase that a
        determiner opens (the EGFR and HER2 targets; not MEMIT targets thousands of edits, a verb,
        nor attacks on YOLOv5 and DETR-R50 targets), and not after a list that names a model, known
        or by its shape (the YOLOv8 and RT-DETR targets, the ViT-B/16 and Swin-T targets: models
        attacked; a Chinese target word is no model's, 在AAPL、AMZN等股票上: AMZN is no network).
        The list goes on past Latin words that are no names (HER2): gene symbols often look like none."""
        first = clause.list_first[i]
        if self.lang == "en" and (first == 0 or clause.low[first - 1] not in self.cues.determiners):
            return False
        if self.lang == "en" and any(shape_kind(clause.text[j]) == "model" for j in self._listed(clause, i)):
            return False  # the YOLOv8 and RT-DETR targets: models attacked (靶点, 股票 are no models' words)
        text, joiners = clause.text, self.cues.coordinators | set(self.cues.list_marks)
        j = clause.list_last[i]
        while j + 2 < len(text) and clause.low[j + 1] in joiners and not CJK.match(text[j + 2]):
            j += 2
        rest = clause.past_bracket(j, 16).lstrip()
        rest = rest[self.cues.list_end(rest):].lstrip().lower()
        target = next((w for w in self.cues.target_words if self._first_word_in(rest, (w,))), None)
        return target is not None and not self._kind_after(rest[len(target):].lstrip(), TARGET_GAP)

    def _next_to_hardware_word(self, clause: Clause, i: int, name: str) -> bool:
        """A hardware word heading the phrase right after name ``i`` (Unitree H1人形机器人,
        the Franka robot arm) or right before it (灵巧手LEAP Hand): the name is a robot,
        hand or sensor's, unless it is known (the GPT-4 arm) or a kind word says what it
        is (无人机VisDrone数据集)."""
        c, view = self.cues, clause.view
        start = _SPACES.match(view.text, clause.end_of(i)).end()
        if _bracketed(clause.text, i):
            start = _SPACES.match(view.text, start + 1).end()
        start = self._past_list_count(clause, i) or start
        rest = view.text[start: start + 16].lower()
        if known_kind(name) or self._kind_after(rest, 0):
            return False
        phrase = c.hardware_phrase.match(rest)
        if phrase:
            return self._heads_phrase(view, start + phrase.end())
        if c.lang == "en":
            return i > 0 and clause.low[i - 1] in c.hardware_words
        return clause.before(i, 8).rstrip().endswith(c.hardware_words)

    def _past_list_count(self, clause: Clause, i: int) -> int | None:
        """Where the text goes on past 等 and the count right after the list that name ``i`` is in
        (Frontier、Alps、Leonardo和Summit四台超级计算机, Frontier和Alps等超级计算机: the noun after
        them names each of them), or None when neither follows the list."""
        text = clause.view.text
        start = _SPACES.match(text, clause.end_of(clause.list_last[i])).end()
        return start + skip if (skip := self.cues.list_end(text[start: start + 12])) else None

    def _heads_phrase(self, view: Tokens, end: int) -> bool:
        """The hardware word ending at offset ``end`` heads its phrase: no other noun
        follows it (VisDrone无人机航拍数据集, nuScenes相机输入, the Foo drone dataset).
        In Chinese a noun is a word of two or more characters that is no coordinator
        (人形机器人上 and 机械臂和 head theirs)."""
        if self.lang == "en":
            return self._kind_after(view.text[end: end + 16].lstrip(), 0) is None
        g = bisect_left(view.starts, end)
        if g == len(view.words):
            return True
        if view.text[end: view.starts[g]].strip():
            return False  # the word it is in goes on: a longer noun
        word = view.words[g]
        return len(word) == 1 or not CJK.match(word) or word in self.cues.coordinators

    def _with_family(self, clause: Clause, i: int, name: str) -> str:
        """A name after a bare version, listed after a name shaped family + version,
        is of that family: ``Gemini 1.0 Pro和1.5 Flash`` names Gemini 1.5 Flash."""
        text = clause.text
        if i < 3 or clause.low[i - 2] not in self.cues.coordinators or not clause.flags[i - 3]:
            return name
        version = name_pattern("version")
        family, _, rest = text[i - 3].partition(" ")
        if version.fullmatch(text[i - 1]) and version.fullmatch(rest.split(" ")[0]):
            return f"{family} {text[i - 1]} {name}"
        return name

    def _proposed(self, clause: Clause, i: int, name: str, long_form: str | None) -> bool:
        """Name ``i`` (outside a use scope) is proposed: it stands as a whole artifact
        after the propose word (unless it is a score reached: 得到35.4 AP), or it is
        defined by a long form after the propose word or in the clause right after a
        proposal, or described there by a kind word or a size (:meth:`_described`)."""
        after_trigger = clause.after_trigger(i)
        if after_trigger and self._existing_before(clause, i):
            return False  # 介绍现有的Medusa方法: another's, described
        if after_trigger and self._base_of_proposal(clause, i):
            return False  # 提出PPO算法的一种改进: PPO is what is improved
        if not after_trigger and self._counted_tests_before(clause, i):
            # ，以及两个基准XSum: what it is tested on (not 构建了基准A以及两个数据集B和C)
            return False
        if long_form and self._measure_defined(clause, i, long_form):
            return False  # 提出的因子模型信息比率（IR）提高0.12: what is measured, spelled out for the reader
        defined_in_proposal = long_form is not None and (
            after_trigger or clause.follows_proposal and not self._long_form_of_name_before(clause, i, long_form))
        stands = after_trigger and (
            self._announced_part(clause, i, name) if clause.announced else self._anchored(clause, i))
        return (
            (stands and not self._derived_result(clause, i, name))
            or (defined_in_proposal and known_kind(name) is None)  # not FID, ImageNet, LoRA
            or (clause.follows_proposal and not _builds_on_known(name) and self._described(clause, i))
            or (known_kind(name) is None and self._new_kind_before(clause, i))
            or (known_kind(name) is None and self._own_part(clause, i))
        )

    def _measure_defined(self, clause: Clause, i: int, long_form: str) -> bool:
        """The ``long_form`` of bracketed name ``i`` ends in a measure (``kinds.json`` 'measures':
        信息比率（IR）, 推理延迟（IL）, 最大回撤（MaxDD）): the name abbreviates what is measured, a
        metric defined for the reader, not proposed; unless the propose word or a metric kind word
        stands right before the long form (提出加权排序误差（WRE）, 提出新指标加权排序误差（WRE）)."""
        if not long_form.endswith(self.cues.measures) or self._opens_proposal(clause, i, long_form):
            return False
        before = clause.before(i, len(long_form) + 2 + MAX_GAP).rstrip().rstrip("".join(OPEN)).rstrip()
        lead = before.removesuffix(long_form).rstrip()
        return self.cues.kind_ending(lead) != "metric"

    def _long_form_of_name_before(self, clause: Clause, i: int, long_form: str) -> bool:
        """The long form of name ``i`` follows the name before it, maybe with its kind word, and 的
        (借鉴SPIN模型检查器的群验证（swarm verification）思想): that name's idea or part, not the proposal's."""
        j = next((j for j in range(i - 2, -1, -1) if clause.flags[j]), None)
        if j is None:
            return False
        between, of, rest = clause.after(j, 32).partition("的")
        return bool(of) and rest.startswith(long_form) and (not between or self.cues.kind_word_at(between) == between)

    def _base_of_proposal(self, clause: Clause, i: int) -> bool:
        """Name ``i``, maybe with its kind word, is followed by what makes it the base of the
        proposal (``triggers.json`` 'base_of': 提出PPO算法的一种改进, PPO的变体)."""
        rest = clause.past_bracket(i, 16)
        rest = rest[len(self.cues.kind_word_at(rest) or ""):]
        return self.cues.base_of.match(rest) is not None

    def _heads_version(self, clause: Clause, i: int) -> bool:
        """Use word ``i`` (扩展, 改进) begins, after 的, a 'base_of' noun of a version
        (LoRA的扩展版本LoRA+): the name after it is the version, not used."""
        start = clause.before(i, 3)
        start = start[start.rfind("的"):] if "的" in start else ""
        return bool(start) and self.cues.base_of.match(start + clause.text[i] + clause.after(i, 4)) is not None

    def _counted_tests_before(self, clause: Clause, i: int) -> bool:
        """Name ``i``, or the list it is in, comes right after a count of 'tests' (两个基准, 三个数据集)
        that a use word or a coordinator opens (在两个基准XSum和CNN/DM上, 以及两个基准XSum): what the
        paper is tested on; not after a propose word (构建两个基准X和Y) or a new word (两个新基准X)."""
        low, c = clause.low, self.cues
        end = self._listed(clause, i)[0]
        for start in (end - 1, end - 2):  # jieba may cut the noun (基准/数据集)
            if start >= 2 and "".join(low[start:end]) in c.tests and c.list_count.match(low[start - 1]):
                return low[start - 2] in c.use or low[start - 2] in c.coordinators
        return False

    def _existing_before(self, clause: Clause, i: int) -> bool:
        """An 'existing' word (``kinds.json`` 'stated_kinds' 'existing': 现有, 已有) stands between
        the propose word and name ``i``: the name is of work that exists already."""
        between = "".join(clause.low[clause.trigger_at + 1: i])
        return any(word in between for word in existing())

    def _own_part(self, clause: Clause, i: int) -> bool:
        """Name ``i`` is named as a part of the proposal, by a part word right after or
        before it (其中Planner模块负责规划, 其中规划模块Planner), in a clause that names
        the proposal's parts: what role words say of it (负责, 用于) is its job, unless
        the clause compares it (与BarNet模块相比) or names a baseline (BM25模块作为基线)."""
        low = clause.low
        if not clause.owned or not self.cues.compare.isdisjoint(low) or self._says(low, self.cues.baselines):
            return False
        after = clause.after(i, 8).lstrip().lower()
        return after.startswith(self.cues.parts) or i > 0 and low[i - 1].endswith(self.cues.parts)

    def _kind_word_before(self, clause: Clause, i: int) -> int | None:
        """Where the kind word right before name ``i`` starts (基准X; jieba: 数据/集X), if there is one."""
        for start in (i - 1, i - 2):
            if start >= 0 and not any(clause.flags[start:i]) and self.cues.kind_at("".join(clause.low[start:i])):
                return start
        return None

    def _newly_made(self, clause: Clause, i: int, name: str) -> bool:
        """Name ``i`` comes right after a new making (在已有的A数据集和新构建的B数据集上) or one
        by the authors (作者整理的X数据集, 自建的…测试集MDT, 作者实现的参考文件系统RefFS: 'own_makers'
        and 'curate' or 'propose_done' verbs),
        maybe past a description ending in a kind word: the paper's own, also inside a use
        scope; not a known name (作者整理的PDB测试集 is drawn from PDB), nor one another paper's
        authors made (与Octo及其作者自行采集的BridgeData-V3相比: 'other_makers'), nor one the
        description casts as a baseline (与作者实现的基线方法GCN-Opt相比: compared with)."""
        c = self.cues
        if c.lang != "zh" or known_kind(name) is not None:
            return False
        head, of, described = clause.before(i, 16).rstrip().rpartition("的")
        if not of or described and not (CJK.match(described) and c.kind_ending(described)):
            return False
        if self._cast_as_baseline(described):
            return False  # 我们实现的基线系统MiniRaft, 作者实现的对比方法X: what the proposal is set against
        makers = (*c.new, *c.own_makers)
        return any(head.endswith(verb) and (before := head[: -len(verb)]).endswith(makers)
                   and not c.others_makers.search(before) for verb in (*c.propose, *c.propose_done, *c.curate))


    def _cast_as_baseline(self, described: str) -> bool:
        """Words that describe a name as a baseline (基线, 对照, 对比): the compare words of two
        characters or more only, since 比 and 较 stand inside other words (比例, 较大)."""
        c = self.cues
        return any(word in described for word in c.baselines) or any(len(w) > 1 and w in described for w in c.compare)
    def _new_kind_before(self, clause: Clause, i: int) -> bool:
        """Name ``i`` follows a kind word said to be new (统一为新基准X, 新构建的…数据集X):
        the paper's own artifact."""
        start = self._kind_word_before(clause, i)
        return start is not None and start > 0 and clause.low[start - 1] in self.cues.new

    def _announced_part(self, clause: Clause, i: int, name: str) -> bool:
        """Name ``i`` is one of the parts an announcement lists (提出两种方法：A和B;
        提出多个模块，包括A和B): a name of the paper's own, not a known one
        (包括CLIP编码器和SAM解码器), heading the list right after the announcement,
        not a component it is built from (由FooEnc编码器组成)."""
        rest = clause.after(i, 8).lstrip()
        k = i - 2 if _bracketed(clause.text, i) or _quoted(clause.text, i) else i - 1
        return (
            known_kind(name) is None and not rest.lower().startswith(self.cues.components)
            and self._anchored_before(clause, self._past_description(clause, k))
        )

    def _past_description(self, clause: Clause, k: int) -> int:
        """Where the announcement is, when the words from it to word ``k`` only describe
        the name after them, in Chinese words ending in 的 (：合作式的Cooperate); ``k`` otherwise."""
        low = clause.low
        if k <= clause.trigger_at or low[k] != "的":
            return k
        j = k - 1
        while j > clause.trigger_at and CJK.match(low[j]) and low[j] not in self.cues.use:
            j -= 1
        return j if j == clause.trigger_at else k

    def _derived_result(self, clause: Clause, i: int, name: str) -> bool:
        """What a derive word gives is no artifact of the paper's when it is a known
        metric, dataset or benchmark (得到35.4 AP), a score (得到minADE 0.65), a metric
        term (得到Wasserstein距离的上界), another's model trained (:meth:`_describes_trained`),
        or anything in a comparison (与经过SFT得到的Alpaca-7B相比)."""
        if not clause.trigger_in(self.cues.derive):
            return False
        return (
            known_kind(name) in RESULT_KINDS or clause.after(i, 2).strip()[:1].isdigit()
            or self._kind_right_after(clause, i, True) == "metric"
            or not self.cues.compare.isdisjoint(clause.low)
            or self._describes_trained(clause)
        )

    def _describes_trained(self, clause: Clause) -> bool:
        """The derive word ends a relative clause after a 'trained' word: 用DPO训练得到的
        Zephyr-7B describes another's model, 经过两阶段训练得到最终模型X names the paper's."""
        at = clause.trigger_at
        return (at + 1 < len(clause.low) and clause.low[at + 1] == "的"
                and not self.cues.trained.isdisjoint(clause.low[:at]))

    def _described(self, clause: Clause, i: int) -> bool:
        """Name ``i`` comes right after a kind word (预训练方法SAMI) or a size (80亿参数的QLLaMA)
        that describes it, in a clause that compares nothing (与基线模型FooNet相比) and
        gives nothing a role (教师模型Yi-34B, 采用…作为, 优化器Sophia用于预训练)."""
        low = clause.low
        kinded = self._kind_ending_before(clause, i) is not None
        # the roles of triggers.json cast what the clause names as a teacher, a baseline, a tool used
        return (kinded or self._sized(clause, i)) and self.cues.compare.isdisjoint(low) and not self._says(low, self.cues.roles)

    def _says(self, low: list[str], cue_words: frozenset[str]) -> bool:
        """The clause's words ``low`` hold one of ``cue_words``: as a word in English,
        anywhere in the text in Chinese (jieba may cut a cue word or join it to another)."""
        if self.lang == "en":
            return not cue_words.isdisjoint(low)
        text = "".join(low)
        return any(word in text for word in cue_words)

    def _sized(self, clause: Clause, i: int) -> bool:
        """Name ``i`` comes right after its size in parameters (60亿参数的InternViT-6B)."""
        return i >= 2 and clause.low[i - 1] == "的" and clause.low[i - 2] in self.cues.sizes

    def _sized_after(self, clause: Clause, i: int) -> bool:
        """A bracket right after name ``i`` opens with its size in parameters (MiniCheck-FT5
        （7.7亿参数，基于Flan-T5）, Foo (7B parameters)): what has parameters is a model."""
        rest = clause.after(i, 24).lstrip()
        if not rest.startswith(OPEN):
            return False
        size = SIZE_IN_BRACKET.match(rest, 1)
        return size is not None and rest[size.end():].lstrip().lower().startswith(tuple(self.cues.sizes))

    def _quoted_name(self, text: list[str], q: int, trigger_at: int) -> list[MethodMention]:
        """The Chinese name quoted from word ``q`` on, when the quotes follow the
        propose word and a kind word follows them (提出“自适应语义分块”策略), or
        they follow a naming word (名为《谱锚点编码》的位置编码方案). Other quoted
        phrases are only words (“黑箱”问题).

        >>> finder = MethodFinder("zh")
        >>> finder._quoted_name(["提出", "“", "自", "适应", "语义", "分块", "”", "策略"], 1, 0)
        [MethodMention(name='自适应语义分块', role='proposes', kind='method', long_form=None, lang='zh')]
        >>> finder._quoted_name(["提出", "“", "双塔", "”", "问题"], 1, 0), finder._quoted_name(["提出", "“", "可", "解释", "”", "的", "方法"], 1, 0)
        ([], [])
        >>> finder._quoted_name(["引入", "“", "揭示", "”", "机制"], 1, 0)
        []
        """
        close = QUOTES[text[q]]
        end = next((e for e in range(q + 1, min(len(text), q + MAX_QUOTED + 2)) if text[e] == close), None)
        name = "".join(text[q + 1: end]) if end else ""
        if not 2 <= len(name) <= MAX_QUOTED or not CJK.match(name):
            return []  # a Latin name inside quotes is a name token of its own
        if end - q < 3:
            return []  # one word in quotes is a word used in a sense of its own (引入“揭示”机制), not a coinage
        k = q - 1
        while k > trigger_at and text[k] in self.cues.skip:
            k -= 1  # 提出了一种“…”方法
        named = text[k] in self.cues.naming
        if not (named or k == trigger_at):
            return []
        rest = "".join(text[end + 1: end + 6])
        # 名为《X》的位置编码方案 names X; 提出“可解释”的方法 only describes the method.
        kind = self._kind_after(rest.removeprefix("的") if named else rest)
        if kind is None and not named:
            return []
        return [MethodMention(name=name, role="proposes", kind=kind or "method", lang=self.lang)]

    def _head_noun(self, text: list[str], i: int, name: str) -> str | None:
        """The longest head noun made of the words right after name ``i`` (Hermite插值),
        unless the name is a known one (Qwen采样 samples with Qwen) or the object of a
        preposition before a head that is a verb here (从Gaussian采样: from a Gaussian)."""
        if self.lang != "zh" or known_kind(name):
            return None
        table = head_nouns()
        if not name_pattern("eponym").fullmatch(name):  # an acronym only before an 'any' object
            table = {zh: table[zh] for zh in any_shape_heads()}
        joined, head, end = "", None, i + 1
        for k, word in enumerate(text[i + 1: i + 4], start=i + 2):
            joined += word
            if joined in table:
                head, end = joined, k
        if head and table[head][2] and i > 0 and text[i - 1] in self.cues.object_markers:
            return None
        if head and table[head][0] == "-" and self.cues.kind_word_at("".join(text[end: end + 3])):
            return None  # Glow流模型, Dinic流算法: a model or algorithm named after its object
        return head

    # A proposed name stands as a whole artifact: X方法, X， , （X）, 框架X, 提出X,
    # 名为X…, 本文提出的X; or it is coordinated with one (X和Y两种方法).
    def _anchored(self, clause: Clause, i: int) -> bool:
        """Name ``i``, after the propose word, stands as a whole artifact: the
        rules of both languages first, then those of the summary's language."""
        c = self.cues
        text = clause.text
        j, k = i + 1, i - 1  # the words right after and right before the name
        quoted = _quoted(text, i)
        if quoted or _bracketed(text, i):
            j, k = i + 2, i - 2
        if self._named(clause, k):
            return True
        if _bracketed(text, i) and known_kind(text[i]):
            return False  # 词混淆网络（WCN）: a known name defined is not the paper's
        after = text[j] if j < len(text) else None
        if after is None or after in self._not_after:
            return True
        if after in OPEN:  # X（…）is defined here; a known name defined is not the paper's
            return known_kind(text[i]) is None and self._defines(clause, j)
        if clause.low[j] in c.coordinators and j + 1 < len(text) and clause.flags[j + 1]:
            return self._anchored_list(clause, clause.list_last[j + 1])  # X和Y两种方法: as the last name
        if after == "的" and j + 1 < len(text) and c.kind_at(text[j + 1]):
            return True
        if self.lang == "zh":
            return self._anchored_zh(clause, i, j, k, quoted)
        return self._anchored_en(clause, i, j, k)

    def _anchored_list(self, clause: Clause, last: int) -> bool:
        """:meth:`_anchored` for the last name of a list, worked out once for the list."""
        key = ("anchored", last)
        if key not in clause.memo:
            clause.memo[key] = self._anchored(clause, last)
        return clause.memo[key]

    def _defines(self, clause: Clause, j: int) -> bool:
        """The bracket opened at word ``j`` holds a name or a term that defines the
        name before it, not a remark (Shampoo（使用1/2次幂时）): only names and
        Chinese words, no use word unless a noun phrase heads it (RLCF（基于对比反馈的
        强化学习）: a use word, then 的 and the Chinese noun the bracket ends with)."""
        used = False
        for k in range(j + 1, len(clause.text)):
            if clause.text[k] in CLOSE:
                return not used or clause.low[k - 2] == "的" or clause.low[k - 3] == "的" and CJK.match(clause.text[k - 2])
            if not (clause.flags[k] or CJK.match(clause.text[k])):
                return False
            used = used or clause.low[k] in self.cues.use
        return False

    def _anchored_zh(self, clause: Clause, i: int, j: int, k: int, quoted: bool) -> bool:
        """The Chinese rules for name ``i``, word ``j`` right after it and word ``k``
        right before it: a kind word after it, within a short gap unless the name
        is a known one (:data:`MAX_GAP`), else a verb saying what it does, else a
        noun after it makes it a modifier, else the word before it decides."""
        text = clause.text
        known = known_kind(text[i])
        if clause.low[j] in self.cues.coordinators and not known:
            return True  # 提出FooNet及其两个变体…: the name stands whole before what is added
        if self._modifies_next_name(clause, j):
            return False  # 提出3D Gaussian编辑方法GaussEdit: the kind word is GaussEdit's
        if self._kind_after("".join(text[j: j + 5]), 0 if known else MAX_GAP):
            # 提出一种新的BM25框架 builds on BM25, it names none; 提出CARD模型 names the paper's own
            return listed_kind(text[i]) is None or self._own_known(clause, i, k)
        if text[j] in self.cues.verbs_after and not known:
            return True  # 提出Flow-DPM-Solver减少采样步数
        if self.cues.list_count.match(text[j]) and i >= 2 and clause.low[i - 1] in self.cues.coordinators:
            return True  # 提出A、B、C三个变体: the names counted stand whole
        if CJK.match(text[j]) and not quoted:
            # 构建LoRA子空间: the name modifies a noun, unless its kind word stands
            # before it, after the propose word (提出扩散模型GeoDiff-PC用于点云补全).
            kind = self._kind_ending_before(clause, k + 1, width=2, floor=clause.trigger_at + 1)
            return k > clause.trigger_at and kind is not None and not known
        return self._anchored_before(clause, k)

    def _own_known(self, clause: Clause, i: int, k: int) -> bool:
        """Known name ``i`` (word ``k`` right before it) comes right after an 'own_after'
        propose word of ``kinds.json`` 'stated_kinds' (提出, 提出了) and a kind word right after
        it: the paper names its own artifact so (提出CARD模型, 提出FLARE方法); not past a use
        word or anything else (提出使用LoRA方法, 提出一种新的BM25框架)."""
        if k >= 0 and clause.low[k] == "了":
            k -= 1
        at = clause.trigger_at
        return (k == at and at >= 0 and clause.low[at] in own_after()
                and self._kind_after(clause.after(i, 8).lstrip(), 0) is not None)

    def _kind_ending_before(self, clause: Clause, end: int, width: int = 3, floor: int = 0) -> str | None:
        """The kind named by a kind word ending right before word ``end``, in the
        ``width`` words before it but none before word ``floor``. The words are
        joined because jieba may split a kind word (数据/集), and two words more are read for
        a longer one that it splits past the window (大/语言/模型/智能/体, not 一个/模型/智能体)."""
        kind = self.cues.kind_ending("".join(clause.low[max(floor, end - width): end]))
        return kind and self.cues.kind_ending("".join(clause.low[max(floor, end - width - 2): end]))

    def _modifies_next_name(self, clause: Clause, j: int) -> bool:
        """The Chinese words from ``j`` on end in a kind word that a name follows
        (…编辑方法GaussEdit): the name before them only describes that one."""
        text, n, c = clause.text, j, self.cues
        while n < len(text) and n - j < MAX_GAP and CJK.match(text[n]):
            word = clause.low[n]
            if word in c.use and word not in c.noun_modifiers or word in c.coordinators or word in c.continuations:
                # 提出FooSum方法并在两个基准XSum上: the phrase ends (not 编码器改进模块X)
                return False
            n += 1
        return n > j and n < len(text) and clause.flags[n] and self.cues.kind_ending("".join(text[j:n])) is not None

    def _anchored_en(self, clause: Clause, i: int, j: int, k: int) -> bool:
        """The English rules for name ``i`` with word ``j`` right after it and word ``k``
        right before it: a kind word after it unless the name is a known one (a RAG
        framework), else the word before it decides (without skipping words when a
        function word follows the name)."""
        low = clause.low
        if self.cues.kind_at(low[j]):
            return listed_kind(clause.text[i]) is None
        if low[j] in {"that", "which", "to", "for", "with", "as", "in", "on", "and"}:
            k = self._before_list(clause, k)  # propose A and B for X
            return k >= 0 and self._before_ok(clause, k)
        return self._anchored_before(clause, k)

    def _anchored_before(self, clause: Clause, k: int) -> bool:
        """The word before a name, from ``k`` back past the names listed before it
        (提出A、B和C; propose A, B, and C) and past skip words (提出了一种X), lets it
        stand as a whole (:meth:`_before_ok`)."""
        k = self._before_list(clause, k)
        while k > clause.trigger_at and clause.text[k] in self.cues.skip:
            k -= 1
        return k == clause.trigger_at or k >= 0 and self._before_ok(clause, k)

    def _before_list(self, clause: Clause, k: int) -> int:
        """Where the word before the list that the name after word ``k`` ends is
        (``k`` itself when no name is listed before it)."""
        low = clause.low
        j = k
        while j > 0 and (low[j] in self.cues.coordinators or low[j] == ","):
            j -= 1  # ", and"
        return clause.list_first[j] - 1 if j < k and clause.flags[j] else k

    def _cited(self, text: list[str], i: int) -> bool:
        """Name ``i`` is people cited by name, not a method: Smith等人提出的, Vaswani等提出, Ho et al.
        The merger drops most such names before (:func:`kg.extract.nlp.cited_people`, names.json
        'cited_people'); this catches what that leaves: 等提出, and a known name so cited."""
        after = ("" if self.lang == "zh" else " ").join(text[i + 1: i + 3])  # 等 人, or "et" "al"
        return any(marker in text[i] for marker in self.cues.et_al) or after.startswith(self.cues.et_al)

    def _named(self, clause: Clause, k: int) -> bool:
        """Word ``k`` (before a name) names it (名为X), or is the 的 of 本文提出的X or of
        a derive word (接入B得到的C)."""
        c = self.cues
        low, trigger_at = clause.low, clause.trigger_at
        if k >= 0 and low[k] in c.naming:
            return True
        return (
            k == trigger_at + 1 and low[k] == "的"
            and (trigger_at > 0 and low[trigger_at - 1] in c.self or clause.trigger_in(c.derive))
        )

    def _before_ok(self, clause: Clause, k: int) -> bool:
        """Word ``k`` before a name lets it stand as a whole: it is this clause's
        propose word, it ends in a kind word (框架SURGE), or it proposes too."""
        word = clause.low[k]
        if word == "," and k - 1 > clause.trigger_at:  # introduce two benchmarks, A and B: in apposition to the kind word
            return self.cues.kind_ending(clause.low[k - 1]) is not None
        return (k == clause.trigger_at or self.cues.kind_ending(word) is not None or word in self.cues.propose
                or self._counted_noun(clause, k))

    def _counted_noun(self, clause: Clause, k: int) -> bool:
        """Word ``k`` is a Chinese noun that a count right before it counts (提出两个扩展X和Y,
        two extensions): the names after it are the things counted, whole, though the noun
        is no kind word."""
        low = clause.low
        return (self.lang == "zh" and k > clause.trigger_at + 1 and len(low[k]) > 1 and CJK.match(low[k]) is not None
                and self._counted_use_noun(clause, k))

    def _counted_use_noun(self, clause: Clause, k: int) -> bool:
        """Word ``k`` follows a count and is a noun counted, not a verb (两个扩展TorchDynamo和
        TorchInductor: two extensions), unless the name after it is followed by 的: then
        it is the verb of a relative clause on what is counted (两种基于Transformer的架构,
        两个改进DPO的目标函数, 三种利用GPT-4的数据合成策略), and the name stays another's."""
        if k <= 0 or self.cues.list_count.match(clause.low[k - 1]) is None:
            return False
        name = next((j for j in range(k + 1, len(clause.low)) if clause.flags[j]), None)
        return name is None or not clause.after(name, 2).lstrip().startswith("的")

    # Kind: a known name's own (DPO验证器 is a verifier trained by DPO), else the word after
    # the name (X基准, X优化方法), else the head of a clause describing it (提出PRISM，一种…模型),
    # else the noun before a bracket of examples (数据（如X）), else a size before it
    # (80亿参数的X), else the word before it (框架SURGE, 数据集X), else the end of its long
    # form (全谱图神经网络, 差分Transformer, （Chamfer Distance, CD）), else the kind word after
    # a list it ends (Cora、Citeseer和PubMed数据集), or after an 'as' word (以X为声码器), or
    # the kind of the name a derive word turns into it (应用于BigVGAN得到BigVSAN); a mentioned
    # network-shaped name that 方法 covers is a model (SegResNet等方法); else a known part or
    # an English kind word heading it (Open ASR Leaderboard), else the known kind of a name it
    # is listed with (DiT和SiT), else what is trained on (在X上训练) or what data come from
    # (数据来自X), else what a size or a suffix suggests (Sana-0.6B,
    # WebVid-10M, MLE-bench), else, for a mentioned name, the shape two or more names listed
    # with it share.
    def _kind(self, clause: Clause, i: int, name: str, proposed: bool) -> str:
        c = self.cues
        known = self._known_here(clause, i, name)
        if known:
            return self._stated_kind(clause, i, known, proposed) or known  # 在BEAR基准上: the text's kind wins
        called = self._called_data(clause, i, name)
        if called:
            return called  # 在SODA对话数据集上: the dialogue data, not the symposium
        bracketed = _bracketed(clause.text, i)
        kind = self._kind_right_after(clause, i, proposed) or self._appositive_kind(clause, i) or self._example_kind(clause, i)
        if kind is None and (self._sized(clause, i) or self._sized_after(clause, i)):
            kind = "model"  # 80亿参数的QLLaMA, 系统MiniCheck-FT5（7.7亿参数，…）
        if kind is None and i > 0:
            before = i - 1 if bracketed else i
            kind = self._kind_ending_before(clause, before)
            # list_first, not _listed: a list set apart by commas too (models FooNet, BarNet and BazNet)
            if kind is None and not bracketed and clause.list_first[i] < i:
                before = clause.list_first[i]  # 智能体FinGPT和FinMem: the kind word before the list types each
                kind = self._kind_ending_before(clause, before)
            if kind == "model" and self._agent_on_language_model(clause, before):
                kind = "framework"  # 基于GPT-4的智能体CodeAgent
            if bracketed and kind is None:
                long_form = self._long_form(clause, i) or ""
                kind = (c.kind_ending(long_form) or self._kind_before_name_long_form(clause, i)
                        or shape_kind(long_form) or self._version_of_known_before(clause, i)
                        or ("metric" if long_form.endswith(c.measures) else None))  # 成功率（SR）
        if kind is None:
            spelled = self._comma_long_form(clause, i)  # （Chamfer Distance, CD）: a distance
            kind = (self._new_kind_before_comma_long_form(clause, i) or shape_kind(spelled)) if spelled else None
        kind = kind or self._list_kind(clause, i) or self._as_kind(clause, i) or self._derived_kind(clause, i, proposed)
        if kind == "framework" and _of_model_family(name) \
                and self._role_word_next_to(clause, i, clause.past_bracket(i, 8)):
            kind = "model"  # 视觉助手LLaVA-Med: a listed model family in the role of an assistant
        if kind and not proposed and self._bare_baseline_after(clause, i):
            kind = self._listed_with_known(clause, i) or kind  # Monkey、DroidBot、Humanoid等基线: tools
        if kind == "method" and not proposed and (shape_kind(name) == "model" or self._among_models(clause, i)) \
                and not (self._part_word_after(clause, i) and not _bracketed(clause.text, i)):
            kind = "model"  # 优于SegResNet、UX-Net等方法: 方法 covers the networks compared too (not Pairformer模块, a part)
        kind = (
            kind or known_part_kind(name) or head_word_kind(name) or self._listed_with_known(clause, i)
            or self._trained_on(clause, i) or self._from_source(clause, i) or guessed_kind(name) or self._estimates(clause, i)
            or (None if proposed else self._shape_of_others(clause, i)) or "method"
        )
        return "method" if kind == "metric" and self._implemented_base(clause, i) else kind

    def _implemented_base(self, clause: Clause, i: int) -> bool:
        """Name ``i`` is the base of a proposal that implements it (提出FooIndex的GPU实现): a
        method, whatever its shape says (Index); a metric is computed, not implemented."""
        return clause.after_trigger(i) and self._base_of_proposal(clause, i) \
            and any(word in clause.after(i, 12) for word in self.cues.implementations)

    def _kind_before_name_long_form(self, clause: Clause, i: int) -> str | None:
        """The kind word right before the name that bracketed acronym ``i`` abbreviates
        (新数据集OpenWebMath（OWM）): it types the acronym as it types the name."""
        return self._kind_ending_before(clause, i - 2) if i >= 2 and clause.flags[i - 2] else None

    def _agent_on_language_model(self, clause: Clause, end: int) -> bool:
        """The words right before word ``end`` join the name of a known language model to an
        agent word (``kinds.json`` 'model_agents': 基于GPT-4的智能体; not 基于CLIP的智能体), or
        end in an agent that a language model drives (由大语言模型驱动的宏观经济模拟智能体)."""
        for j in range(end - 1, max(-1, end - 5), -1):
            if clause.flags[j]:
                if is_language_model(clause.text[j]) and "".join(clause.low[j + 1:end]) in self.cues.model_agents:
                    return True
                break
        driven = self.lang == "zh" and _driven_agent().search("".join(clause.low[max(0, end - DRIVEN_AGENT_WORDS): end]))
        return bool(driven) and (driven.group("words") is not None or is_language_model(driven.group("name")))

    def _version_of_known_before(self, clause: Clause, i: int) -> str | None:
        """The kind of the known name right before the bracket of name ``i`` when ``i`` is
        that name's initials and a version (Stable Diffusion（SD1.5））: one version of it,
        a name of its own."""
        if i < 2 or not clause.flags[i - 2] or not VERSION_END.search(clause.text[i]):
            return None
        known, initials = known_kind(clause.text[i - 2]), VERSION_END.sub("", clause.text[i])
        return known if known and initials and _initials_match(clause.text[i - 2], initials) else None

    def _new_kind_before_comma_long_form(self, clause: Clause, i: int) -> str | None:
        """The kind word said new right before the Chinese long form whose bracket acronym ``i``
        closes after a comma (新基准电路问答（Circuit Question Answering, CQA））: it types the acronym."""
        before = clause.before(i, 64)
        head = before[: BRACKET_LONG_FORM.search(before).start()].rstrip()
        for new in self.cues.new:
            at = head.rfind(new, max(0, len(head) - 16))
            word = self.cues.kind_word_at(head[at + len(new):]) if at >= 0 else None
            long_form = head[at + len(new) + len(word):] if word else ""
            if len(long_form) >= 2 and CJK.match(long_form):
                return self.cues.kinds[word]
        return None

    def _part_word_after(self, clause: Clause, i: int) -> bool:
        """A 'parts' word (模块, 组件, module) right after name ``i``: the name is a part of a
        network, a method, even when shaped like a network (Pairformer模块; not an acronym
        bracketed after its long form, 空间变换网络（STN）模块, which that long form types)."""
        return self._first_word_in(clause.past_bracket(i, 8).lower(), self.cues.parts)

    def _stated_kind(self, clause: Clause, i: int, known: str, proposed: bool) -> str | None:
        """The kind that one of the 'stated_kinds' words of ``kinds.json`` (框架, 基准, 数据集,
        模型) right after known name ``i`` gives it, past its closing bracket, in Chinese: the
        text says what this mention is, whatever the name's packaged kind (在BEAR基准上评测, 在CARD
        数据集上训练). Not after a list (A、B等数据集), nor a longer kind word that starts with
        one (模型家族 is kept as a kind word of its own). A known method's or algorithm's model or
        framework is one built with it (加入标签先验的CTC模型: CTC stays a method). A proposed
        known name takes any kind word right after or right before it (提出FLARE方法, 提出CARD智能体).
        A bracket right after the name that names what it is drawn from is passed (在MedQA（USMLE）
        数据集上: the questions of that exam)."""
        if self.lang != "zh":
            return None
        rest = clause.past_bracket(i, 32)
        spelled = BRACKET_AFTER.match(rest)
        rest = (rest[spelled.end():].lstrip() if spelled else rest)[:8]
        if proposed:  # a kind word right before it too: 学习型索引LITS is no LiTS dataset
            if known == "model" and self._role_word_next_to(clause, i, rest):
                return None  # 数学助手Qwen-Math-Plus: a model in the role of an assistant
            return self._kind_after(rest, 0) or (self._kind_ending_before(clause, i) if i > 0 else None)
        word = next((w for w in stated_kinds() if rest.startswith(w)), None)
        if word is None or self.cues.kinds.get(word) is None:
            return None
        longest = self.cues.kind_word_at(rest) or word
        kind = self.cues.kinds[longest] if longest.startswith(word) else None
        if known in FAMILY_VARIANTS_OWN_NAMES and kind in ("model", "framework"):
            return None
        if kind == "algorithm" and known not in ("metric", "method"):
            return None  # Transformer算法, GPT-2算法: a model called an algorithm loosely (EM算法 is one)
        return kind

    def _role_word_next_to(self, clause: Clause, i: int, rest: str) -> bool:
        """A 'roles' kind word (助手) right after name ``i`` or right before it."""
        before = "".join(clause.low[max(0, i - 2): i])
        return rest.startswith(roles()) or before.endswith(roles())

    def _bare_baseline_after(self, clause: Clause, i: int) -> bool:
        """A bare baseline word (基线, baselines; not 基线模型, which states a kind) follows name
        ``i`` or the list it ends, past 等: it says the names' role, not their kind, so a known
        name listed with them tells it better."""
        rest = clause.after(clause.list_last[i], 12).lstrip()
        if self.lang == "zh":
            rest = self.cues.past_et_cetera(rest)
            words = [w for w in self.cues.baselines if rest.startswith(w)]
            longest = self.cues.kind_word_at(rest)  # a longer kind word states a kind (基线模型)
            return bool(words) and (longest is None or len(longest) <= min(map(len, words)))
        return self._first_word_in(rest.lower(), tuple(self.cues.baselines))

    def _estimates(self, clause: Clause, i: int) -> str | None:
        """A model for name ``i`` when a perception or estimation verb follows it right away
        (借助WHAM估计人体姿态, HaMeR估计手部姿态: ``triggers.json`` 'model_verbs')."""
        return "model" if self._first_word_in(clause.after(i, 4).lstrip().lower(), self.cues.model_verbs) else None

    def _translates(self, clause: Clause, i: int) -> bool:
        """Name ``i`` gives the English of the Chinese term before it in a bracket:
        alone in it (自引导（autoguidance）) or after the term and a comma, closing
        it (（如加权共形预测，weighted conformal prediction））."""
        if _bracketed(clause.text, i):
            return True
        words, g = clause.view.words, clause.indices[i]
        return (
            i + 1 < len(clause.text) and clause.text[i + 1] in CLOSE
            and g >= 2 and words[g - 1] in self.cues.commas and CJK.match(words[g - 2]) is not None
        )

    def _trained_on(self, clause: Clause, i: int) -> str | None:
        """A dataset for name ``i`` when a model is trained on it, alone or with the
        rest of its list (在UltraFeedback上训练, 在A和B上训练), or bracketed after its
        long form (在FaceForensics++（FF++）上训练)."""
        if _of_model_family(clause.text[i]):
            return None  # 在Zephyr 7B上训练: a known family's model is what is trained
        members = self._listed(clause, i)
        first, last = members[0], members[-1]
        if first == last and first >= 2 and _bracketed(clause.text, first) and clause.flags[first - 2]:
            first -= 2
        after = clause.past_bracket(last, 8) if first > 0 and clause.low[first - 1] == "在" else ""
        return "dataset" if self.cues.trained_on.match(after) else None

    def _from_source(self, clause: Clause, i: int) -> str | None:
        """A dataset for name ``i`` when data are said to come from it, alone or with the
        rest of its list (训练数据来自Audiostock, 数据分别来自Spoken SQuAD和SLURP)."""
        c = self.cues
        if not c.sources:
            return None
        before = clause.before(self._listed(clause, i)[0], 12).rstrip()
        for adverb in ("分别", "均", "都", "主要"):
            before = before.removesuffix(adverb)  # 数据分别来自
        source = next((word for word in c.sources if before.endswith(word)), None)
        if source is None or not any(word in before[: -len(source)] for word in c.data_words):
            return None
        return "dataset"

    def _as_kind(self, clause: Clause, i: int) -> str | None:
        """The kind word after an 'as' word after name ``i`` or the list it ends, in a clause
        that an 'as_openers' word opens before it (以Whisper为语音编码器、Vicuna为LLM;
        以EER和minDCF为指标; 将X作为基线)."""
        c = self.cues
        if not c.as_words:
            return None
        if _of_model_family(clause.text[i]):
            return None  # 在Zephyr 7B上训练: a known family's model is what is trained
        members = self._listed(clause, i)
        first, last = members[0], members[-1]
        if c.as_openers.isdisjoint(clause.low[:first]):
            return None
        rest = clause.past_bracket(last, 16)
        word = next((w for w in c.as_words if rest.startswith(w)), None)
        if word is None:
            return None
        rest = rest[len(word):]
        modifier = AS_MODIFIER.match(rest)  # 作为连续的评价指标: past a short modifier
        return self._kind_after(rest, MENTION_GAP) or modifier and self._kind_after(rest[modifier.end():], MENTION_GAP)

    def _derived_kind(self, clause: Clause, i: int, proposed: bool) -> str | None:
        """What a derive word gives right after a name is of that name's kind (将其应用于BigVGAN
        得到BigVSAN: a vocoder like BigVGAN)."""
        at = clause.trigger_at
        if not proposed or not clause.trigger_in(self.cues.derive) or at < 1 or not clause.flags[at - 1] or i <= at:
            return None
        source = clause.text[at - 1]
        return known_kind(source) or shape_kind(source)

    def _appositive_kind(self, clause: Clause, i: int) -> str | None:
        """The kind word heading the clause right after name ``i`` that describes it as
        one thing (提出PRISM，一种…交互式分割模型), maybe past the bracket that spells the
        name out (提出MOTOR（Many Outcome …），一个…基础模型): past the last 的, the first of
        the kind words coordinated (一个…数据集及其基线模型 is a dataset)."""
        text, end = clause.view.text, clause.name_end(i)
        spelled = BRACKET_AFTER.match(text, end)
        described = self.cues.appositive.match(text, spelled.end() if spelled else end)
        if not described:
            return None
        head = described.group(1).rpartition("的")[2]
        kinds = (self.cues.kind_ending(part.strip()) for part in self.cues.coordinator.split(head))
        return next((kind for kind in kinds if kind), None)

    def _example_kind(self, clause: Clause, i: int) -> str | None:
        """The kind word before a bracket of examples that name ``i`` is in (偏好数据（如A、B）)."""
        low = clause.low
        j = self._listed(clause, i)[0] - 1  # back past the names listed before it
        if j < 1 or low[j] not in self.cues.examples or clause.text[j - 1] not in OPEN:
            return None
        return self._kind_ending_before(clause, j - 1)

    def _known_here(self, clause: Clause, i: int, name: str) -> str | None:
        """The known kind of name ``i``, its metric reading when the text says so (MAE降低18%)."""
        if reads_as_metric(name, clause.after(i, 16), self.lang, clause.before(i, 16)):
            return "metric"
        return known_kind(name)

    def _listed_with_known(self, clause: Clause, i: int) -> str | None:
        """The known kind of the first known name coordinated with name ``i`` (MT-Bench和FLASK), but
        no model for a name shaped as data (AdvBench和Starling: a benchmark and a model)."""
        key = ("known", clause.list_last[i])
        if key not in clause.memo:
            # 与Tambur、WebRTC默认的恢复机制…: a name heading a phrase of its own says nothing of the others
            kinds = (known_kind(clause.text[j]) for j in self._listed(clause, i)
                     if j == i or not _modifies_phrase(clause.after(j, 20).lstrip()))
            clause.memo[key] = [kind for kind in kinds if kind]
        kind = next(iter(clause.memo[key]), None)
        return None if kind == "model" and guessed_kind(clause.text[i]) in DATA_KINDS else kind

    def _among_models(self, clause: Clause, i: int) -> bool:
        """Two or more other names coordinated with name ``i`` are models by name or shape, and
        none is of another kind (与Zero123、SyncDreamer和Wonder3D等方法相比; R2Gen、CMN、
        METransformer、DCL和KiUT等方法): the list is of models, whatever 方法 says."""
        others = list(self._listed_shapes(clause, i))
        others.remove(shape_kind(clause.text[i]))
        kinds = [kind for kind in others if kind]
        return len(kinds) >= 2 and set(kinds) == {"model"}

    def _shape_of_others(self, clause: Clause, i: int) -> str | None:
        """The kind that the shape of every other name coordinated with name ``i`` gives,
        when there are two or more (ChatGPT、InstructGPT和PerplexityAI; not InternLM2-7B和FooMix:
        one name says nothing of another), or one of a data kind in a list the work is run on
        (在AdvBench和HEx-PHI上) when name ``i`` is unknown and has no shape of its own."""
        name = clause.text[i]
        others = Counter(self._listed_shapes(clause, i)) - Counter([shape_kind(name)])
        kinds = list(others)
        if len(kinds) != 1:
            return None
        if others[kinds[0]] >= 2:
            return kinds[0]
        members = self._listed(clause, i)
        run_on = members[0] > 0 and clause.low[members[0] - 1] == "在" and clause.after(members[-1], 1) == "上"
        alone = known_kind(name) is None and shape_kind(name) is None
        return kinds[0] if run_on and alone and kinds[0] in DATA_KINDS else None

    def _listed_shapes(self, clause: Clause, i: int) -> list[str | None]:
        """The :func:`shape_kind` of each name coordinated with name ``i`` (``i`` too), in
        order, kept for the clause (read by :meth:`_among_models` and :meth:`_shape_of_others`)."""
        key = ("shapes", clause.list_last[i])
        if key not in clause.memo:
            clause.memo[key] = [shape_kind(clause.text[j]) for j in self._listed(clause, i)]
        return clause.memo[key]

    def _kind_right_after(self, clause: Clause, i: int, proposed: bool) -> str | None:
        """The kind word in the text right after name ``i`` (past its closing
        bracket), allowing a longer gap for a proposed name."""
        rest = clause.past_bracket(i, 16)
        if proposed and rest.startswith("的"):
            rest = rest[1:]
        past = self.cues.past_et_cetera(rest)  # A等多种模型 lists too
        et_cetera, rest = past != rest, past
        ends_list = bool(et_cetera) or i >= 2 and clause.low[i - 1] in self.cues.coordinators and clause.flags[i - 2]
        count = self.cues.list_count.match(rest)
        if count and not ends_list:
            return None  # 相比Shampoo两项指标: the count is of something else
        if count:
            rest = rest[count.end():]  # A、B等多种序列推荐模型: the count is no gap
        # A known name takes only a kind word right after it (用GPT-4生成数据: no dataset),
        # unless 等 ends a list with it (A、LongBench和BBH等域内外数据集).
        gap = LIST_GAP if et_cetera else 0 if known_kind(clause.text[i]) else MAX_GAP if proposed else MENTION_GAP
        kind = self._kind_after(rest, gap)
        described = kind is None and et_cetera and LIST_MODIFIER.match(rest)
        return self._described_list_kind(rest[described.end():]) if described else kind

    def _described_list_kind(self, noun: str) -> str | None:
        """The kind word that the noun after a list's 等 and a modifier starts with (A和B等基于DAG
        的协议), unless the noun is a baseline word, which names the role the names play, not
        what they are (DeepFL等基于深度学习的基线: a method)."""
        return None if noun.startswith(tuple(self.cues.baselines)) else self._kind_after(noun, 0)

    def _list_kind(self, clause: Clause, i: int) -> str | None:
        """The kind word after the last of the names coordinated with name ``i``, or after the
        Chinese items that go on the list past it to 等 (HAR、XGBoost、多层感知机（MLP）和LSTM等模型:
        HAR is one of the models)."""
        last = clause.list_last[i]
        kind = self._kind_right_after(clause, last, False) if last != i else None
        if kind is not None:
            return kind
        rest = clause.past_bracket(last, 32)
        tail = self.cues.list_tail.match(rest).group()
        if tail.startswith(tuple(self.cues.coordinators)) and any(word in tail for word in self.cues.et_cetera):
            return self._kind_after(rest[len(tail):].lstrip(), 0)
        return None

    def _listed(self, clause: Clause, i: int) -> list[int]:
        """The names coordinated with name ``i``, one coordinator at a time (A、B和C), in order."""
        key = ("listed", clause.list_last[i])
        if key not in clause.memo:
            j, low, flags = clause.list_last[i], clause.low, clause.flags
            members = [j]
            while j >= 2 and low[j - 1] in self.cues.coordinators and flags[j - 2]:
                j -= 2
                members.append(j)
            clause.memo[key] = members[::-1]
        return clause.memo[key]

    def _kind_after(self, rest: str, max_gap: int = MAX_GAP) -> str | None:
        if self.lang == "en":
            word = re.match(r"[A-Za-z-]+", rest)
            return self.cues.kinds.get(word.group().lower()) if word else None
        if max_gap:
            verb = self.cues.gap_verbs.search(rest, 0, max_gap + 2)
            if verb:
                max_gap = min(max_gap, verb.start())  # 引入声学模型: a verb ends the gap
            if self.cues.acts.match(rest):
                max_gap = 0  # Compete用其他模型…: the name does something to a model
        for gap in _gaps(rest, max_gap):
            if gap and self.cues.list_count.match(rest[gap:]):
                return None  # FMM集成多个预测器: a kind word counted is another noun's
            kind = self.cues.kind_at(rest[gap:])
            if kind:
                return kind
        return None

    def _last_kind(self, words: list[str]) -> str | None:
        for word in reversed(words):
            kind = self.cues.kind_ending(word)
            if kind:
                return kind
        return None

    # Acronym definitions: 模态上下文提示（MCPs）, Knowledge Objects (KOs), and the
    # other way round: RPO（Robust Preference Optimization）.
    def _long_form(self, clause: Clause, i: int) -> str | None:
        text, flags = clause.text, clause.flags
        if i + 3 < len(text) and _is_expansion(text, flags, i + 2):
            return text[i + 2]
        spelled = self._comma_long_form(clause, i)
        if spelled:
            return spelled
        if not _bracketed(text, i):
            return None
        if i >= 2 and flags[i - 2] and _initials_match(text[i - 2], text[i]):
            return text[i - 2]
        if self.lang == "zh":
            return self._chinese_long_form(clause, i)
        return _english_long_form(text[: i - 1], text[i])

    def _chinese_long_form(self, clause: Clause, i: int) -> str | None:
        """The Chinese words (and the names and generic words among them: 差分Transformer
        （DIFF Transformer）, Kolmogorov-Arnold网络（KAN）, 3D平滑滤波器) right before the
        bracket of name ``i``, back to a stop word."""
        text, flags = clause.text, clause.flags
        start = i - 1
        while start > 0 and (CJK.match(text[start - 1]) or flags[start - 1] or is_generic(text[start - 1])) \
                and text[start - 1] not in self.cues.long_form_stops:
            start -= 1
        words = text[start: i - 1]
        long_form = "".join(words)
        return long_form if len(long_form) >= 2 and any(CJK.match(w) for w in words) else None

    def _is_long_form(self, clause: Clause, i: int) -> bool:
        """A name that is the long form of the acronym bracketed right after it, or after
        it and a comma in one bracket (（Chamfer Distance, CD）), or part of its Chinese
        long form (:meth:`_in_chinese_long_form`)."""
        text = clause.text
        return (
            i + 3 < len(text) and text[i + 1] in OPEN and text[i + 3] in CLOSE
            and clause.flags[i + 2] and _initials_match(text[i], text[i + 2])
        ) or self._spells_out_after_comma(clause, i) or self._in_chinese_long_form(clause, i)

    def _comma_long_form(self, clause: Clause, i: int) -> str | None:
        """The long form that opens the bracket name ``i`` closes, before a comma:
        倒角距离（Chamfer Distance, CD） (a comma breaks clauses: read in the text)."""
        if not clause.after(i, 2).lstrip().startswith(CLOSE):
            return None
        spelled = BRACKET_LONG_FORM.search(clause.before(i, 48))
        return spelled.group(1) if spelled and _abbreviates(spelled.group(1), clause.text[i]) else None

    def _spells_out_after_comma(self, clause: Clause, i: int) -> bool:
        """Name ``i`` opens a bracket and spells out the acronym after a comma that closes it."""
        if not clause.before(i, 2).rstrip().endswith(OPEN):
            return False
        acronym = BRACKET_ACRONYM.match(clause.after(i, 24))
        return acronym is not None and _abbreviates(clause.text[i], acronym.group(1))

    def _in_chinese_long_form(self, clause: Clause, i: int) -> bool:
        """Name ``i`` is a word of the Chinese long form of the name bracketed after
        it: its first, when that name starts with its initials (Kolmogorov-Arnold网络
        （KAN）) or with it (2D Mip滤波器（2D Mip filter））, or its last, when that name
        ends with them (视觉Transformer（ViT）, 差分Transformer（DIFF Transformer））, unless the
        bracket spells out that name itself (基础模型LMM（Large Market Model））."""
        if self.lang != "zh":
            return False
        text, stops = clause.text, self.cues.long_form_stops
        j = i + 1
        while j < len(text) and CJK.match(text[j]) and text[j] not in stops:
            j += 1
        if not (j + 1 < len(text) and clause.flags[j + 1] and _bracketed(text, j + 1)):
            return False
        acronym, initials = text[j + 1].casefold(), _initials(re.split(r"[\s-]+", text[i]))
        if j > i + 1 and acronym.startswith(text[i].casefold() + " "):
            return True
        if not initials:
            return False
        if j > i + 1:
            return acronym.startswith(initials) or self._mid_long_form(clause, i, acronym, initials)
        ends = acronym.endswith(initials) or acronym.endswith((" " + text[i].casefold(), "-" + text[i].casefold()))
        return (i > 0 and CJK.match(text[i - 1]) is not None and text[i - 1] not in stops and ends
                and not _spells_out(text[j + 1], text[i]))  # 基础模型LMM（Large Market Model）: its own long form

    def _mid_long_form(self, clause: Clause, i: int, acronym: str, initials: str) -> bool:
        """Name ``i`` sits inside a Chinese long form, Chinese on both sides, and its
        initials are inside the acronym after its first letter (未调整Langevin算法（ULA）):
        the acronym names the whole, the name is only a word of it. Only a person's name
        (a surname or plain word, not a known name): a known one keeps its own mention
        (掩码BERT预训练（MBP）, 增强型Adam优化器（EAdam）, 分层Mamba模型（HMM）)."""
        before = clause.text[i - 1] if i > 0 else ""
        name = clause.text[i]
        if known_kind(name) or is_organization(name) or not name_pattern("eponym").fullmatch(name):
            return False
        return (CJK.match(before) is not None and before not in self.cues.long_form_stops
                and initials in acronym[1:])


def not_hardware(mentions: list[MethodMention], hardware: set[str] | frozenset[str]) -> list[MethodMention]:
    """``mentions`` without the names that the summary calls hardware somewhere (用Sycamore处理器
    完成采样…Sycamore线路: the processor named before it was called so; the title's JUPITER of
    …超级计算机JUPITER…), unless proposed."""
    return [m for m in mentions if m.role == "proposes" or m.name.casefold() not in hardware]


def _modifies_phrase(rest: str) -> bool:
    """The text after a name makes it the modifier of a phrase of its own, one item of a list
    that goes on after it (WebRTC默认的恢复机制和传统编解码器; not DCG和nDCG@10与朴素的训练相比,
    whose 与 opens another phrase, nor Isaac Gym和MuJoCo构建的环境, a phrase of the whole list).

    >>> _modifies_phrase("默认的恢复机制和传统编解码器"), _modifies_phrase("与朴素的点击训练")
    (True, False)
    >>> _modifies_phrase("构建的仿真环境中")
    False
    """
    modifier = AS_MODIFIER.match(rest)
    return (modifier is not None and GAP_STOPS.isdisjoint(modifier.group()[:-1])
            and LIST_GOES_ON.match(rest, modifier.end()) is not None)


def _gaps(rest: str, max_gap: int, stops: frozenset[str] | set[str] = GAP_STOPS) -> Iterator[int]:
    """The gaps from 0 to ``max_gap`` characters at the start of ``rest`` that a word
    after a name may follow: Chinese characters, up to a particle or a break (X优化方法),
    or up to one of ``stops``.

    >>> list(_gaps("优化方法", 6)), list(_gaps("的方法", 6)), list(_gaps("对话数据集", 6, DESCRIPTION_STOPS))
    ([0, 1, 2, 3, 4], [0], [0, 1, 2, 3, 4, 5])
    """
    for gap in range(max_gap + 1):
        if gap and (gap > len(rest) or rest[gap - 1] in stops or not CJK.match(rest[gap - 1])):
            return
        yield gap


def _after_colon(words: list[str], first: int) -> bool:
    """The clause opening at word ``first`` follows a colon (spaces left out)."""
    before = first - 1
    while before >= 0 and words[before].isspace():
        before -= 1
    return before >= 0 and words[before] in COLONS


def _thousands_comma(words: list[str], i: int) -> bool:
    """Word ``i`` is a comma grouping the digits of a number (约2,000条): no clause break.

    >>> _thousands_comma(["约", "2", ",", "000", "条"], 2), _thousands_comma(["2", ",", "3"], 1)
    (True, False)
    """
    return (words[i] == "," and 0 < i < len(words) - 1 and words[i - 1][-1:].isdigit()
            and THREE_DIGITS.fullmatch(words[i + 1]) is not None)


def _list_lasts(low: list[str], flags: list[bool], coordinators: frozenset[str]) -> list[int]:
    """For each word, the last of the names joined after it one coordinator at a
    time (X和Y两种方法); the word itself when no such name follows.

    >>> _list_lasts(["A", "和", "B", "方法"], [True, False, True, False], frozenset({"和"}))
    [2, 1, 2, 3]

    English names bracketed after their Chinese terms are listed too (堆排序（heap sort）和
    冒泡排序（bubble sort）等排序算法):

    >>> _list_lasts(["（", "a b", "）", "和", "冒泡", "（", "c d", "）"], [False, True] + [False] * 4 + [True, False], frozenset({"和"}))[1]
    6
    """
    lasts = list(range(len(low)))
    for i in range(len(low) - 3, -1, -1):
        if flags[i] and low[i + 1] in coordinators and flags[i + 2]:
            lasts[i] = lasts[i + 2]
        elif (flags[i] and i + 5 < len(low) and i > 0 and low[i - 1] in OPEN and low[i + 1] in CLOSE
              and low[i + 2] in coordinators and CJK.match(low[i + 3]) and low[i + 4] in OPEN and flags[i + 5]):
            lasts[i] = lasts[i + 5]
    return lasts


def _list_firsts(low: list[str], flags: list[bool], separators: frozenset[str]) -> list[int]:
    """For each word, the first of the names listed before it past runs of
    separators (A, B, and C); the word itself when no such name precedes.

    >>> _list_firsts(["A", ",", "B", ",", "and", "C"], [True, False, True, False, False, True], frozenset({",", "and"}))
    [0, 1, 0, 3, 4, 0]
    """
    firsts = list(range(len(low)))
    for i in range(len(low)):
        j = i - 1
        while j > 0 and low[j] in separators:
            j -= 1
        if flags[i] and j < i - 1 and flags[j]:
            firsts[i] = firsts[j]
    return firsts


def _size_family(name: str) -> str | None:
    """What comes before the size that ends ``name`` (``Llama 2 `` of ``Llama 2 7B``), if one does."""
    size = name_pattern("family_size").search(name)
    return name[: size.start()] if size and size.start() else None


def size_variants(name: str) -> list[str]:
    """The names that sizes joined by slashes stand for (``Qwen2.5-7B/14B``: Qwen2.5-7B and
    Qwen2.5-14B), or known names joined so (``WER/CER``); the name alone otherwise
    (``ViT-B/16``: 16 is a patch size).

    >>> size_variants("Qwen2.5-7B/14B/72B"), size_variants("ViT-B/16"), size_variants("WER/CER")
    (['Qwen2.5-7B', 'Qwen2.5-14B', 'Qwen2.5-72B'], ['ViT-B/16'], ['WER', 'CER'])
    """
    first, *sizes = name.split("/")
    if sizes and all(listed_kind(part) for part in (first, *sizes)):
        return [first, *sizes]  # WER/CER: known names listed with slashes
    family = _size_family(first) if sizes else None
    if family is None or not all(map(is_bare_size, sizes)):
        return [name]
    return [first, *(family + s for s in sizes)]


def _plain_words(name: str) -> bool:
    """English words in lower case inside Chinese text (D4RL的locomotion任务, grokking现象)
    are words, not names, unless widely known (mixup) or bracketed after the term
    they translate; a digit or a hyphen makes a coinage (wav2vec, k-means), a number
    after them a setting (batch size 1024).

    >>> _plain_words("locomotion"), _plain_words("latent consistency model"), _plain_words("wav2vec"), _plain_words("k-means")
    (True, True, False, False)
    >>> _plain_words("batch size 1024"), _plain_words("wav2vec 2.0"), _plain_words("3D point cloud")
    (True, False, True)
    """
    return PLAIN_WORDS.fullmatch(name) is not None and known_kind(name) is None


def _compound(name: str, head: str) -> list[MethodMention]:
    """``Hermite`` + ``插值``: the established method "Hermite interpolation", its
    Chinese spelling as the long form; nothing for an object that is no method."""
    english, kind, _ = head_nouns()[head]
    if english == "-":
        return []
    return [MethodMention(name=f"{name} {english}", role="mentions", kind=kind,
                          long_form=name + head, lang="zh")]


def _special_token(text: list[str], i: int) -> bool:
    """Word ``i`` is a token of a vocabulary, not an artifact: ``<SEG>``, ``[CLS]``."""
    return 0 < i < len(text) - 1 and (text[i - 1], text[i + 1]) in (("<", ">"), ("[", "]"))


def _bracketed(text: list[str], i: int) -> bool:
    return 0 < i < len(text) - 1 and text[i - 1] in OPEN and text[i + 1] in CLOSE


def _quoted(text: list[str], i: int) -> bool:
    """Word ``i`` stands alone between quotation marks: ``「AdamClip」``.

    >>> _quoted(["提出", "「", "AdamClip", "」"], 2), _quoted(["“", "X", "」"], 1)
    (True, False)
    """
    return 0 < i < len(text) - 1 and QUOTES.get(text[i - 1]) == text[i + 1]


def _is_expansion(text: list[str], flags: list[bool], i: int) -> bool:
    """Name ``i`` is the bracketed long form of the name right before it:
    ``RPO（Robust Preference Optimization）``, ``X-Former（Cross-Modal Transformer）``.

    >>> _is_expansion(["RPO", "（", "Robust Preference Optimization", "）"], [True, False, True, False], 2)
    True
    """
    return i >= 2 and flags[i - 2] and _bracketed(text, i) and _spells_out(text[i], text[i - 2])


def _spells_out(phrase: str, name: str) -> bool:
    """Several capitalized words (``Multi-Scale RAG``) or words whose initials are
    the name's letters (``Knowledge objects``): a long form, not a name of its own.

    >>> _spells_out("Multi-Scale RAG", "MS-RAG"), _spells_out("Knowledge objects", "KOs")
    (True, True)
    >>> _spells_out("ResNet-50", "R50"), _spells_out("Hu et al", "LoRA"), _spells_out("DIFF Transformer", "Transformer")
    (False, False, False)
    """
    words = phrase.split()
    if name in words:  # DIFF Transformer names a kind of Transformer
        return False
    return len(words) >= 2 and all(w[:1].isupper() for w in words) or _initials_match(phrase, name)


def _initials(words: list[str]) -> str:
    return "".join(w[0] for w in words if w and w[0].isalpha()).casefold()


def _initials_match(long_form: str, acronym: str) -> bool:
    """``Knowledge Objects`` / ``KOs``: the capitals of the acronym are the initials.

    >>> _initials_match("Knowledge Objects", "KOs"), _initials_match("Buffer of Thoughts", "BoT")
    (True, True)
    >>> _initials_match("Multilingual LibriSpeech", "MLS"), _initials_match("Chain-of-Verification", "CoVe")
    (True, True)
    >>> _initials_match("Q-Former", "segment-level Q-Former"), _initials_match("Qwen", "GPT-4")
    (False, False)
    >>> _initials_match("HuggingFace Text Generation Inference", "TGI")
    True
    """
    maker, _, rest = long_form.partition(" ")
    if rest and is_organization(maker) and _initials_match(rest, acronym):
        return True  # the maker's name heads the long form, not the acronym
    letters = re.sub(r"s$", "", acronym).casefold()
    words = re.split(r"[\s-]+", long_form)
    # a hyphenated compound may give one letter only: Enhanced Stress-testing (ES)
    if letters in {_initials(words), _initials([w for w in words if not w.islower()]), _initials(long_form.split())}:
        return True
    if len(words) < 2:
        return known_kind(long_form) is None and _camel_capitals(long_form, acronym)  # not ImageNet (IN)
    if _capitals_by_word(words, acronym):
        return True
    # the capitals of two or more words: Multilingual LibriSpeech (MLS)
    if len(letters) >= 2 and "".join(ch for ch in long_form if ch.isupper()).casefold() == letters:
        return True
    # an acronym of mixed case whose capitals are the capitalized words' initials: CoVe, Chain-of-Verification
    capitals = "".join(ch for ch in acronym if ch.isupper())
    return (len(capitals) >= 2 and not acronym.isupper() and " " not in acronym and len(acronym) < len(long_form)
            and capitals.casefold() == _initials([w for w in words if w[:1].isupper()]))


def _abbreviates(long_form: str, acronym: str) -> bool:
    """In one bracket with its long form (（structure-aware vocabulary, SA）), the acronym is its
    initials, or those of all its words but the head noun, which the paper leaves out (SA
    vocabulary): the bracket pairs them, so the shorter reading is safe here.

    >>> _abbreviates("structure-aware vocabulary", "SA"), _abbreviates("Chamfer Distance", "CD")
    (True, True)
    >>> _abbreviates("Chamfer Distance", "C"), _abbreviates("graph neural network", "GN")
    (False, True)
    """
    words = re.split(r"[\s-]+", long_form)
    return _initials_match(long_form, acronym) or (
        len(words) >= 3 and acronym.casefold() == _initials(words[:-1]).casefold())


def _camel_capitals(word: str, acronym: str) -> bool:
    """The acronym is the two or more capitals of one word, and the symbols it ends with.

    >>> _camel_capitals("FaceForensics++", "FF++"), _camel_capitals("FaceForensics", "FF++")
    (True, False)
    >>> _camel_capitals("Adam", "A")
    False
    """
    tail = re.search(r"[^A-Za-z0-9]*$", word).group()
    capitals = "".join(ch for ch in word if ch.isupper())
    return len(capitals) >= 2 and acronym == capitals + tail


def _capitals_by_word(words: list[str], acronym: str) -> bool:
    """The acronym takes, word by word, the first word whole or capitals of each capitalized
    word starting with its initial: RoseTTAFold All-Atom (RFAA), RFdiffusion All-Atom
    (RFdiffusionAA); not a word left out (Foo Bar Baz, FB).

    >>> _capitals_by_word(["RoseTTAFold", "All", "Atom"], "RFAA")
    True
    >>> _capitals_by_word(["RFdiffusion", "All", "Atom"], "RFdiffusionAA")
    True
    >>> _capitals_by_word(["Foo", "Bar", "Baz"], "FB"), _capitals_by_word(["RoseTTAFold", "All", "Atom"], "RTAA")
    (False, True)
    """
    if len(acronym) < 3 or not all(w[:1].isupper() for w in words):
        return False
    first, rest = words[0], words[1:]
    if acronym.startswith(first) and acronym[len(first):] == "".join(w[0] for w in rest):
        return True  # RFdiffusion All-Atom (RFdiffusionAA)
    if not acronym.isupper():
        return False

    def takes(k: int, at: int) -> bool:
        if k == len(words):
            return at == len(acronym)
        capitals = [ch for ch in words[k] if ch.isupper()]
        if at >= len(acronym) or acronym[at] != capitals[0]:
            return False
        # the word's initial, then any of its later capitals in order
        j, at = 1, at + 1
        if takes(k + 1, at):
            return True
        while at < len(acronym) and j < len(capitals):
            if capitals[j] == acronym[at]:
                at += 1
                if takes(k + 1, at):
                    return True
            j += 1
        return False

    return takes(0, 0)


def _english_long_form(words: list[str], acronym: str) -> str | None:
    for n in range(1, min(len(words), 8) + 1):
        candidate = " ".join(words[-n:])
        if _initials_match(candidate, acronym):
            return candidate
    return None


# --- merging and titles ------------------------------------------------------------------


def _variants_proposed(mentions: list[MethodMention]) -> list[MethodMention]:
    """A size, version or variant of a name the paper proposes is the paper's too, and
    of its kind when the text gives none (本文提出Sana … Sana-0.6B与Flux-12B相比: Sana-0.6B
    is proposed, Flux-12B is not; MiniCheck: … MiniCheck-FT5)."""
    proposed = {m.name.casefold(): m for m in reversed(mentions) if m.role == "proposes"}
    out = []
    for m in mentions:
        base = next((p for _, p in _listed_prefixes(m.name, proposed) if _own_variant(m.name, p.name)), None)
        if base is not None:
            m = replace(m, role="proposes", kind=base.kind if m.kind == "method" else m.kind)
        out.append(m)
    return out


def _own_parts(mentions: list[MethodMention], found: list[MethodMention], set_apart: frozenset[str]) -> list[MethodMention]:
    """``mentions``, read in the description after a proposal's colon, with those that name a part
    of a proposal in ``found`` proposed, of the kind the text gives (…由三个模块组成：CAST Mark…，
    CAST Stack…); a same-named work elsewhere is another's (本文提出Chameleon模型。与Chameleon
    Swap等同名攻击方法无关), and so is one ``set_apart`` from it, run on or compared with
    (：它在Phoenix Bench上超过了Phoenix Legacy)."""
    proposed = {m.name.casefold(): m for m in found if m.role == "proposes"}
    return [replace(m, role="proposes") if m.name not in set_apart and _part_of_proposed(m.name, proposed) else m
            for m in mentions]


def _part_of_proposed(name: str, proposed: dict[str, MethodMention]) -> bool:
    """``name`` is a proposed name and a capitalized word that is no kind word: a part of it
    (CAST Mark, CAST Stack; not Aya Dataset, Aya Collection: data of the family, released apart).

    >>> own = {"cast": MethodMention("CAST", "proposes")}
    >>> _part_of_proposed("CAST Mark", own), _part_of_proposed("CAST Dataset", own), _part_of_proposed("CASTLE", own)
    (True, False, False)
    """
    tags = (OWN_PART_TAG.fullmatch(name, len(p.name)) for _, p in _listed_prefixes(name, proposed))
    tag = next(filter(None, tags), None)
    return tag is not None and tag.group().strip().lower() not in cues("en").kinds


def _own_variant(name: str, base: str) -> bool:
    """``name`` is a size or version of the proposed ``base`` or a variant tagged after a
    hyphen (MiniCheck-FT5, MiniCheck-RBTA): a paper names its own variants so.

    >>> _own_variant("MiniCheck-FT5", "MiniCheck"), _own_variant("MiniCheck-FT5-Large", "MiniCheck")
    (True, False)
    """
    return is_variant(name, base) or OWN_VARIANT_TAG.fullmatch(name, len(base)) is not None


def merge_mentions(mentions: list[MethodMention]) -> list[MethodMention]:
    """One mention per name of a paper: proposing beats mentioning, a stated kind beats
    the default, the first long form is kept, and the variants of what the paper
    proposes are proposed (:func:`_variants_proposed`). Order of first appearance.
    (An acronym's plural is merged with the acronym by resolution: TTMs are TTM.)

    >>> a = MethodMention("X", "mentions"); b = MethodMention("x", "proposes", "model")
    >>> merge_mentions([a, b])
    [MethodMention(name='X', role='proposes', kind='model', long_form=None, lang='en')]
    """
    merged: dict[str, MethodMention] = {}
    for m in _spelled_with_maker(mentions):
        key = name_key(m.name)
        old = merged.get(key)
        if old is None:
            merged[key] = m
            continue
        merged[key] = replace(
            old,
            role="proposes" if "proposes" in (old.role, m.role) else "mentions",
            kind=old.kind if old.kind != "method" else m.kind,
            long_form=old.long_form or m.long_form,
        )
    return [_split_typed(m) for m in _variants_typed(_variants_proposed(list(merged.values())))]


def _spelled_with_maker(mentions: list[MethodMention]) -> list[MethodMention]:
    """``mentions`` without a proposed name that is also proposed with a company's name before it,
    as the text spells it (the title's THOR beside the summary's AI2 THOR, the title's DETR beside
    本文提出Meta DETR, where Meta is meta-learning); a mention of it stays (基于DETR的).

    >>> [m.name for m in _spelled_with_maker([MethodMention("AI2 THOR", "proposes"), MethodMention("THOR", "proposes")])]
    ['AI2 THOR']
    """
    whole = [m.name.split() for m in mentions if m.role == "proposes"]
    bare = {name_key(" ".join(words[1:])) for words in whole if _maker_before_name(words)}
    return [m for m in mentions if not (m.role == "proposes" and name_key(m.name) in bare)]


def _variants_typed(mentions: list[MethodMention]) -> list[MethodMention]:
    """A size or version of a name the same text types (OWSM v3 beside the model OWSM), or a
    tagged variant of its dataset or benchmark (Spider-DK beside Spider), is of that kind when
    it has none of its own."""
    if len(mentions) < 2 or all(m.kind != "method" for m in mentions):
        return mentions
    typed = {m.name.casefold(): m.kind for m in mentions if m.kind != "method"}
    out = []
    for m in mentions:
        if m.kind == "method":
            key = m.name.casefold()
            bases = _listed_prefixes(key, typed, longest_first=True)
            kind = next((kind for base, kind in bases
                         if is_variant(key, base) or m.role == "mentions" and _tagged_result(key, base, kind)), None)
            if kind:
                m = replace(m, kind=kind)
        out.append(m)
    return out


def _split_typed(m: MethodMention) -> MethodMention:
    """A mentioned capitalised split of a benchmark its shape shows is that benchmark (VerilogEval-Human,
    MLE-bench-Lite), as :func:`_tagged_result` reads a tag; the paper's own (提出VerilogEval-Pipeline) is not.

    >>> [_split_typed(MethodMention(n, r)).kind for n, r in
    ...  [("VerilogEval-Human", "mentions"), ("VerilogEval-Pipeline", "proposes"), ("RTL-Timer", "mentions")]]
    ['benchmark', 'method', 'method']
    """
    family, _, split = m.name.rpartition("-")
    if m.role != "mentions" or m.kind != "method" or not (split.istitle() and split.isalpha()):
        return m
    if _kind_tag(split.casefold()) or guessed_kind(family) != "benchmark":
        return m
    return replace(m, kind="benchmark")


def _of_model_family(name: str) -> bool:
    """The first word of ``name`` is a known model's (Zephyr 7B, Llama-3): a model, whatever is said of it."""
    return known_kind(re.split(r"[-\s]", name)[0]) == "model"


def _tagged_result(name: str, base: str, kind: str) -> bool:
    """``name`` is a dataset or benchmark tagged after a hyphen (Spider-DK, Spider-Syn beside
    the benchmark Spider): a variant of data keeps its base's kind (a method's does not), unless
    the tag is a kind word or suffix of its own (Spider-Agent, Foo-Net: what runs on the data)."""
    tag = OWN_VARIANT_TAG.fullmatch(name, len(base))
    return kind in RESULT_KINDS and tag is not None and not _kind_tag(tag.group()[1:])


def _kind_tag(tag: str) -> bool:
    """A lower-cased tag is an English kind word or a kind suffix (agent, model, net, former)."""
    return tag in cues("en").kinds or tag in patterns("names.json")["kind_suffixes"]


def title_methods(doc: Doc) -> tuple[list[MethodMention], str | None]:
    """What an English title names: ``(mentions, with_candidate)``.

    The text before the first colon is proposed when it is a name; other
    name-shaped words are mentioned; a final ``with X`` is returned apart,
    for the caller to check against the summary.

    >>> from kg.extract.nlp import english
    >>> title_methods(english()("Efficient Distributed MLLM Training with Cornstarch"))
    ([], 'Cornstarch')
    >>> [(m.name, m.role) for m in title_methods(english()("MVR-cache: Optimizing Semantic Caching"))[0]]
    [('MVR-cache', 'proposes')]
    >>> [(m.name, m.role) for m in title_methods(english()("Fast Folding with FooFold 3"))[0]]
    [('FooFold 3', 'mentions')]
    """
    spec = patterns("title.json")
    view = tokens(doc)
    index = [i for i, w in enumerate(view.words) if not w.isspace()]
    words = [view.words[i] for i in index]
    lower = [w.lower() for w in words]
    colon = next((i for i, w in enumerate(words) if w in COLONS), None)
    out: list[MethodMention] = []
    if colon:
        maker = _maker_before_name(words[:colon])
        prefix = words[maker:colon]
        first, last = index[maker], index[colon - 1]
        name = view.text[view.starts[first]: view.starts[last] + len(view.words[last])]
        if _title_prefix_is_name(prefix, spec) or _one_compound(name, prefix, spec):
            out.append(MethodMention(name=name, role="proposes", kind=_title_kind(lower, colon)))
    skip = set(range(colon)) if out else set()
    own = out[0].name if out else ""
    version = name_pattern("version")
    for i, word in enumerate(words):
        if i in skip or index[i] not in view.names:
            continue
        name, adjective = strip_suffix(word)
        if own and _modifies_own_name(name, adjective or i > 0 and _hyphen_adjective(words[i - 1]), own):
            continue
        # with AlphaFold 3: a version number after a name is part of it, as in Chinese text
        if i + 1 < len(words) and version.fullmatch(words[i + 1]) and name == word \
                and view.text[view.starts[index[i]] + len(word): view.starts[index[i + 1]]] == " ":
            name = f"{name} {words[i + 1]}"
            skip.add(i + 1)
        if not is_generic(name):
            out.append(MethodMention(name=name, role="mentions", kind=_title_kind(lower, i + 1, name)))
    with_candidate = None
    if len(words) >= 3 and lower[-3] in spec["with_markers"] and version.fullmatch(words[-1]) \
            and index[-1] - 1 in view.names:
        words = [*words[:-2], f"{words[-2]} {words[-1]}"]  # with AlphaFold 3
        lower = [w.lower() for w in words]
    if len(words) >= 2 and lower[-2] in spec["with_markers"]:
        last = words[-1]
        if last[:1].isupper() and not is_generic(last) and last.lower() not in spec["function_words"]:
            with_candidate = last
    return merge_mentions(out), with_candidate


def _hyphen_adjective(word: str) -> bool:
    """``word`` is an adjective made with a hyphen and a ``names.json`` 'suffixes' word (Table-tuned)."""
    head, _, tail = word.rpartition("-")
    return bool(head) and tail.casefold() in patterns("names.json")["suffixes"]


def _modifies_own_name(name: str, modified: bool, proposed: str) -> bool:
    """A title's word made an adjective or taking one (GPT-Guided, Table-tuned GPT) that is part
    of the name the title proposes (GPTuner, Table-GPT) tells what that name is built on, no name.

    >>> _modifies_own_name("GPT", True, "Table-GPT"), _modifies_own_name("GPT", False, "Table-GPT")
    (True, False)
    """
    key = name.casefold()
    return modified and key in proposed.casefold() and key != proposed.casefold()


def _one_compound(name: str, texts: list[str], spec: dict) -> bool:
    """The title's prefix is one hyphenated word, function words and all
    (Search-in-the-Chain: a name, like MVR-cache; not Position: or Towards-X).

    >>> _one_compound("Search-in-the-Chain", ["Search", "-", "in", "-", "the", "-", "Chain"], patterns("title.json"))
    True
    >>> _one_compound("Search in the Chain", ["Search", "in", "the", "Chain"], patterns("title.json"))
    False
    """
    return (len(texts) > 1 and texts[0].casefold() not in spec["genre_words"]
            and bool(re.fullmatch(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+", name)))


def _maker_before_name(prefix: list[str]) -> int:
    """1 when a title's prefix is a company and a name (Alibaba HPN: the name is HPN, the company
    builds it), else 0; a company and a plain word stay whole (Apple Intelligence). The summary
    may still spell the company as part of the name (:func:`_spelled_with_maker`: AI2 THOR).

    >>> _maker_before_name(["Alibaba", "HPN"]), _maker_before_name(["Apple", "Intelligence"]), _maker_before_name(["HPN"])
    (1, 0, 0)
    """
    return int(len(prefix) > 1 and is_organization(prefix[0]) and all(map(looks_like_name, prefix[1:])))


def _title_prefix_is_name(texts: list[str], spec: dict) -> bool:
    if not texts or texts[0].casefold() in spec["genre_words"]:
        return False
    if len(texts) == 1:
        return len(texts[0]) >= 2 and any(ch.isalpha() for ch in texts[0])
    return (
        len(texts) <= spec["max_words"]
        and not any(w.casefold() in spec["function_words"] for w in texts)
        and any(looks_like_name(w) for w in texts)
    )


def _title_kind(lower: list[str], after: int, name: str = "") -> str:
    """The kind word after a title's name, else the name's known kind (``DP-SGD``)."""
    kind = cues("en").kinds.get(lower[after]) if after < len(lower) else None
    return kind or known_kind(name) or shape_kind(name) or "method"
