"""Quantitative claims in a summary: 高达8倍吞吐量提升, up to 37% higher hit rate.

The ``kg_claims`` component sets ``doc._.claims`` to :class:`ClaimFact` records.
A claim is a number or a range with a unit (倍 / % / 个百分点, x / %, or a measured
unit kept as written: dB, ms, s, GB) next to a direction word (提升 / 降低, faster /
reduction), in one of these forms:

* number first: ``[qualifier] 2-4 倍 [metric] 加速`` — ``约20倍误差降低``;
* direction first: ``[metric] [qualifier] 提升 [qualifier] 2.26 倍`` — ``平均吞吐量提升2.26倍``;
* from-to (Chinese): ``[metric] 从 A% 提升到 B%`` — one claim, the change of level, stored
  as the change the claim fields can hold: B−A in points for percent levels, B/A in
  times for factor levels, the direction being the sign (see ``level_change``).
  A level reached alone (``提升至98.7%``) is no change, so no claim. The first level may be a
  baseline's, named before 的 (``词错误率从仅用音频的Whisper的11.7%降到5.6%``: 6.1 points);
* share: ``成本仅为基线的12%`` or ``只需约65%的模型规模`` — the rest (88%, 35%) is a reduction;
  a qualifier may split the verb (``仅约为后者的40%``), a pronoun name the baseline without 的 (``仅为其1/400``),
  a need name it before its share (``仅需BigVGAN约1/5的训练步数``: about 5 times);
  one fact is stored one way whatever its form (``share_rule``): a percentage, or a half,
  is a reduction by the rest in percent (``降至原来的一半`` as ``降至原来的50%``: 50%), a
  smaller fraction one by a factor, as it is said (``仅为原来的三分之一`` 3 times, ``减少为原来的1/2``: a half
  written in digits with 1 on top, 2 times, ``存储不到3DGS的1/25``: more than 25 times, a bound
  turned around with the share); an English need only when said small or compared
  (``uses only 10% of``, ``uses 65% of the parameters of LLaMA``); a result metric given by a
  copula as a multiple of a baseline or another method is an improvement by it (``速度是基线的3倍``,
  ``吞吐量达到vLLM的两倍``), not a design constant or a size (``隐藏维度为输入的4倍``, ``参数量是基线的2倍``),
  and a quantity given by one as a fraction of it a cut, as by a share verb (``推理成本是基线的1/5``: 5
  times, not ``隐藏维度为输入的1/4``); a fraction with one on top alone is of what was before
  (``参数量减少至1/8``, ``显存降至五分之一``: 8 and 5 times), of a quantity only;
* bare score difference: ``MOS比GradTTS高出约0.9`` — a number with no unit after a direction
  is a gain in unit ``score`` only on a score on a fixed scale (``score_metrics``: MOS, PESQ; and
  ``difference_scores``: ``mAP提升2.1``, ``FID降低4.2`` a reduction, whose two bare levels make no claim);
  a level reached (``MOS达到4.2``, ``AP达到45.2``) or a bare number on any other metric (``延迟降低0.9``) is none;
  a range of them keeps both ends (``MOS提升0.3至0.5``), the score may be written as the unit
  (``提升0.9 MOS``, ``by 0.9 MOS``; ``提升2.1 mAP``, ``by 2.3 mIoU``: points), and a clause naming
  no metric takes the one an earlier clause of its sentence named last (``MOS达到4.2，比GradTTS高0.3``: 0.3 on MOS);
* outperform: ``领先基线3.2个百分点``, ``超过GPT-4 5.6%`` — a named baseline between verb and
  number (not ``超过了90%``, not a level after a copula: ``领先者的准确率为85%``, not ours or
  a budget: ``exceeds the 24 GB budget by``); a margin after 以 before the verb too
  (``以3.2 BLEU的优势超过基线``: BLEU as the unit counts points of BLEU, as ``by 3.2 BLEU``).

A multiple said with no baseline is a change by it: raised to it (``吞吐量提高到2倍``, a result
metric only, not ``压缩比提高到128倍``), a speedup given by a copula (``加速比为2.7至3.5倍``), or a
capacity supported (``支持最多4倍的批大小``, only of a capacity noun and not negated: not
``支持8倍的张量并行度``); never above no gain (``加速比为0.9倍``) nor in a setting or a condition
(``提高到2倍后``, ``当…提高到2倍时``, ``加速比为3倍的配置下``). An item of a list that repeats a verb of
change of a number-first claim shares it with its own qualifiers (``在推理上实现2倍、在训练上实现1.4倍
的几何平均加速``: two claims; not ``达到95.1%、``, a level). A change closed by 时 or 后 is a
condition's (``尾延迟SLO收紧2倍时``).
A number of a condition is no claim (``仅保护约1%的权重即可降低误差``).
A number-first phrase that describes a component or a setting is no claim: ``使用32倍压缩的
自编码器`` (a design constant), ``在16GB显存上提升…`` (a measured unit not joined by 的),
``在10%的噪声比例下准确率提升5%`` (its metric runs past a word closing a setting: 下).

In ``A 比 B 高出 N`` the metric is A (B, the baseline, has no field of its own), in
``A 比 B 的 C 减少 N`` it is C; one-character comparatives (高, 少, 长) are directions only
after such a baseline or a comparison earlier in the sentence (与X相比), or before a
factor said of the metric (``交互次数少3倍``, ``以少3倍的交互次数``, not ``大14倍的模型``).
The metric may carry a bracketed acronym (``词错误率（WER）``), be a Latin token right
before the verb (``NDCG@20``), or follow the number (``节省35%的内存``).
Numbers may be spelled before a unit they count (``快三倍以上``, ``two to three times``; two
digits in a row are a range: ``快两三倍`` is 2-3 times), digits may carry a multiplier there
(``快1万至1.5万倍`` is 10,000-15,000 times), digits may group thousands with an ASCII comma
(``1,000倍``, ``1/1,000``; ``提升2,3倍`` is a list, ``GPT-4，100`` two numbers); an order of magnitude is 10 times
(``降低两个数量级`` is 100), a 成 after a verb 10% (``降低三成`` is 30%); a 一倍 alone is a doubling (``提升一倍`` is 2 times, as
``提升2倍`` is), so is a 1倍 in digits right after a verb of increase (``提升1倍``, ``快了1倍``);
any other 1倍, a range or a list is read as written (``1倍加速``, ``提升1-2倍``). A
fraction after a direction is a percentage (``减少一半`` 50%, ``降低三分之一`` 33.33%).
A zero or undefined value (``降低0/0``) is no claim.
English has the same forms: ``reduces latency by 15 ms``, ``latency is reduced by``,
``uses 65% of the parameters``, ``outperforms GPT-4 by 3.2 points``, ``from 60% to 85%``,
and ``saves 2.4 GB of memory``, ``a 25-point gain``, ``by 2.3 mIoU`` (a score unit names its
metric), ``a speedup of 2.7-3.5x`` (a noun of change, its amount after of, as ``加速比为``); a verb
reused by the next items gives one claim each (``reduces latency by 40% and memory by 30%``).
A noun of change with its amount after of (``amount_of``) is a claim only after a verb of result
in its sentence (``result_verbs``: ``It achieves a speedup of 2x``, not ``We simulate a bandwidth
reduction of 50%``), whose clause names no baseline (``Prior work reports``) nor is a relative
clause of one (``the baseline, which achieves``), not after a phrase naming what ours is compared
to (``compared to a speedup of 1.3x``: ``against``), in no condition (``With an increase of 10%``),
before no cause word (``leads to``: ``causes``) and not said by a removal (``Removing the cache
shows``: ``ablations``); a plural noun names its singular as the metric (``speedups of``). A bare
value after a verb of result said by ours (``own_subjects``: not ``an oracle achieves 4x``) is the
change of such a noun said before it of a baseline (``Compared to the baseline, which achieves a
speedup of 1.5x, ours achieves 3x``: 3x, ``result_value``; or a change by a verb: ``which reduces latency
by 10%, ours achieves 60%``), the baseline's own change none, unless, a percentage, it is many times that
change of a metric that is no quantity: a level reached (``ours achieves 91.2%`` after an accuracy gain;
not after a throughput gain, ``quantity_metrics``); as a Chinese clause opening with a baseline as its
subject is none when another one opens with ours (``基线方法加速1.5倍，而我们的方法加速3倍``: 3x;
``已有的基于检索的方法仅提升1.5%``; ``ours``; not a setting: ``基准测试中吞吐量提升2倍``, ``现有模型上`` stand). A from-to change of a measured level (``从120毫秒降低到80毫秒``) is none.
A later value of a list keeps its own qualifier alone (``降低35%、最高52%``, ``by 30% and up to 45%``), as
the first does one written after it (``by 30% on average and up to 45%``, ``降低35%左右、最高52%``),
and a verb said once serves a list of number-first items (``实现平均2.1倍、最高3.5倍的加速``).
Ranges keep both ends (``60%-80%``, ``在1.5%至4.0%之间`` too), each value of a list is a claim
(``分别提升3.1%和4.2%``), and qualifiers (高达 → "up to", 约 → "about", 平均 → "average",
超过 / 以上 / 一倍多 → "more than", 不到 → "less than", 左右 → "about") are kept, never rounded away;
平均 at the start of a score whose averaged form is its name stays in the metric (``平均成功率``,
``平均DSC``: ``averaged_names``), while before another quantity it is "average" (``平均吞吐量``).
Every word list is in ``kg/data/patterns/claims.json``.

>>> from kg.extract.nlp import chinese
>>> [(c.metric, c.value_min, c.value_max, c.unit, c.direction, c.qualifier)
...  for c in chinese()("实现高达8倍吞吐量提升和2-4倍加速。")._.claims]
[('吞吐量', 8.0, 8.0, 'times', 'improvement', 'up to'), ('加速', 2.0, 4.0, 'times', 'improvement', None)]
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import chain
from typing import Iterable, Iterator, NamedTuple

from spacy.language import Language
from spacy.tokens import Doc

from ..entities import ClaimFact
from ..data import patterns
from ..text import alternation, has_han
from .nlp import Tokens, looks_like_name, put, tokens

Doc.set_extension("claims", default=None, force=True)

#: A token that can be part of a metric phrase: a Chinese word or a Latin one (``top-1``).
METRIC_WORD = re.compile(r"^[\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z0-9@.+-]*$")
#: A piece jieba cut off a Latin metric (``pass`` ``@`` ``1``): kept when glued to its left.
LATIN_PIECE = re.compile(r"^[@\d.]+$")
#: A Latin token shaped like a metric (``MRR``, ``Recall@20``, ``HD95``), not like a
#: CamelCase method name (``FlashAttention-2``, ``LoRA``): a lower-case letter before a capital.
LATIN_METRIC = re.compile(r"^(?![A-Za-z]*[a-z][A-Z])[A-Za-z][A-Za-z0-9]*(?:[@-][A-Za-z0-9]+)*$")
#: A Latin name of a method (vLLM, FlashAttention-2, 3DGS, GPT-4o): not one letter (d).
LATIN_NAME = re.compile(r"(?=[\w.+-]*[A-Za-z][\w.+-]*[A-Za-z])[A-Za-z0-9][\w.+-]*+", re.ASCII)
#: How many words after 比 / 较 can name the baseline (比此前最优方法高出).
BASELINE_WORDS = 8
#: How many words a metric read next to its number spans at most (平均内存占用): the
#: readers stop there, so each claim reads a bounded span (linear in the text).
METRIC_WORDS = 5
#: How far back a bare score difference whose clause names no metric looks for the one an
#: earlier clause named (MOS达到4.2，比GradTTS高0.3): a bounded span, so each claim reads linear text.
EARLIER_METRIC_CHARS = 50
#: How long a setting before ours at the start of a clause may be (基准数据集上本方法).
SETTING_CHARS = 12
#: Marks that end a clause (or a sentence: a baseline of the sentence before is none of this one).
CLAUSE_MARK = re.compile(r"[，,：:（）()。！？；;!?]")
SENTENCE_END = {"zh": re.compile(r"(?<=[。！？!?；;])"), "en": re.compile(r"(?<=[.!?;])\s+(?=[A-Z])")}
#: A claim with the start of its number in the sentence (claims are kept one per number).
Claim = tuple[int, ClaimFact]
#: The forms of a claim (the pattern fields of :class:`ClaimRules`), in the order they are
#: read: a form of ``OWNING`` is read first and owns its span (its numbers are no claims
#: of their own); a bare score difference (``score``) is read last, on numbers no other form took.
FORMS = ("from_to", "share", "need", "multiple", "number_first", "direction_first", "outperform", "amount_of",
         "result_value", "score")
OWNING = frozenset({"from_to", "share", "need"})
#: A word of an English metric (F1, Recall@20).
EN_WORD = r"[A-Za-z][A-Za-z0-9@-]*"


def _heads(words, others) -> str:
    """An alternation of ``words`` where a word does not match as the start of one of
    ``others`` (高 of the qualifier 高达 is no comparative).

    >>> _heads(["高", "少"], ["高达", "约"])
    '高(?!达)|少'
    """
    def head(word: str) -> str:
        tails = [o[len(word):] for o in others if o.startswith(word) and o != word]
        return re.escape(word) + (f"(?!{alternation(tails)})" if tails else "")

    return "|".join(head(w) for w in sorted(words, key=len, reverse=True))


def _starts(*word_lists, digits: bool = False) -> str:
    """A lookahead on the first characters of the words (and on any digit when ``digits``,
    as ``\\d`` of a number reads one): put before a pattern that must start with one of
    them, it changes no match but lets the engine skip at once the places where none can start."""
    chars = "".join(sorted({re.escape(w[0]) for words in word_lists for w in words if w}))
    return "(?=[" + (r"\d" if digits else "") + chars + "])"


@dataclass(frozen=True)
class ClaimRules:
    """The compiled claim patterns of one language."""

    lang: str
    number_first: re.Pattern[str]
    direction_first: re.Pattern[str]
    units: dict[str, str]
    qualifiers: dict[str, str]
    directions: dict[str, str]  # with the comparatives
    metric_stops: tuple[str, ...]
    number: re.Pattern[str]
    range_gap: re.Pattern[str]  # what joins the two ends of a range in a list (%至, -)
    hint: re.Pattern[str]  # where a number may be: the sentences worth reading
    numeral: re.Pattern[str]  # one word of a spelled number (三, 十, three)
    from_to: re.Pattern[str] | None = None
    share: re.Pattern[str] | None = None
    need: re.Pattern[str] | None = None
    outperform: re.Pattern[str] | None = None
    again: re.Pattern[str] | None = None  # an item that reuses the verb before it (and memory by 30%)
    amount_of: re.Pattern[str] | None = None  # a change named by a noun, its amount after of (a speedup of 2.7-3.5x)
    result_value: re.Pattern[str] | None = None  # a bare value after a verb of result (ours achieves 3x)
    ours_opening: re.Pattern[str] | None = None  # a clause opening with ours (而我们的方法): a baseline's is none
    baseline_subject: re.Pattern[str] | None = None  # a clause opening with a baseline as its subject (现有方法)
    own_subject: re.Pattern[str] | None = None  # a subject naming ours (ours, our method, it)
    score: re.Pattern[str] | None = None  # a bare difference after a direction (MOS比GradTTS高出约0.9)
    score_metrics: frozenset[str] = frozenset()  # metric keys a bare difference or two bare levels may be a claim on
    difference_scores: frozenset[str] = frozenset()  # metric keys a bare difference only may be a claim on (mAP提升2.1)
    score_unit: str = "score"
    comparison: frozenset[str] = frozenset()
    glued_comparison: frozenset[str] = frozenset()
    comparatives: frozenset[str] = frozenset()
    outperform_verbs: frozenset[str] = frozenset()
    compared_phrases: tuple[str, ...] = ()
    comparison_words_after: frozenset[str] = frozenset()  # after a compared phrase of its own (相比于)
    adverbs: frozenset[str] = frozenset()
    means: tuple[str, ...] = ()
    setting_units: frozenset[str] = frozenset()
    setting_closers: frozenset[str] = frozenset()
    setting_openers: frozenset[str] = frozenset()  # words that open a setting (在, 当)
    superlatives: tuple[str, ...] = ()  # 最 of 最多: no comparative after it
    design_verbs: tuple[str, ...] = ()
    result_nouns: tuple[str, ...] = ()
    level_change: dict = field(default_factory=dict)
    bare_level_change: dict | None = None  # of two levels with no unit: scores (MOS从3.9提升到4.2)
    min_percent_share: float = 0.0
    digits: dict = field(default_factory=dict)
    multipliers: dict = field(default_factory=dict)
    multiplier_chars: str = ""  # the multipliers as one string, to strip off digits (1.5万)
    powers: dict = field(default_factory=dict)  # unit word -> base: 两个数量级 is 10**2 times
    scales: dict = field(default_factory=dict)  # unit word -> scale: 三成 is 3 * 10 percent
    verb_units: frozenset[str] = frozenset()  # units read only after a direction (三成)
    baseline_words: tuple[str, ...] = ()
    baseline_names: frozenset[str] = frozenset()  # a baseline's own name, never a metric (基线)
    counting_units: frozenset[str] = frozenset()
    metric_units: frozenset[str] = frozenset()  # units that name their metric (by 2.3 mIoU, by 0.9 MOS)
    multiple_metrics: frozenset[str] = frozenset()
    multiple_shares: tuple[str, ...] = ()
    fraction_words: dict = field(default_factory=dict)
    fraction_mark: str = ""
    bound_inverse: dict = field(default_factory=dict)
    trailing_qualifiers: dict = field(default_factory=dict)
    doubling_verbs: frozenset[str] = frozenset()
    measured_nouns: tuple[str, ...] = ()  # nouns a factor counts in (低2倍标准差): no claim
    averaged_names: dict = field(default_factory=dict)  # qualifier -> metric keys it is part of the name of (平均成功率)
    counted_comparatives: frozenset[str] = frozenset()  # comparatives a verb may follow (多修复58%的缺陷)
    count_metrics: frozenset[str] = frozenset()  # counts of results: a multiple of one is a change (缺陷数约为单轮修复的2倍)
    from_level: re.Pattern[str] | None = None  # 从3.9 of 从3.9提升0.3至4.2: a starting level
    # a bare score range's upper end, or a bound after a change (最高可达92%), above this times it is a level
    score_range_ratio: float = float("inf")
    quantity_metrics: frozenset[str] = frozenset()  # costs and speeds, never a percentage (throughput, memory)
    count_verbs: tuple[str, ...] = ()  # verbs of result a count of results is said with (修复的缺陷数)
    parallel: re.Pattern[str] | None = None  # an item before a number-first claim, its verb repeated (实现2倍、在训练上实现)
    multiple: re.Pattern[str] | None = None  # a multiple with no baseline (提高到2倍, 加速比为3倍, 支持4倍的批大小)
    condition_links: tuple[str, ...] = ()  # words closing a condition (…即可降低): no metric runs past one
    capacity_nouns: tuple[str, ...] = ()  # capacities a supported multiple is a gain of (支持4倍的批大小)
    negated: re.Pattern[str] | None = None  # a negation ending the text before a capacity (不支持2倍以上的批大小)
    multiple_settings: tuple[str, ...] = ()  # words after a multiple that make it a setting (提高到2倍后)
    condition_openers: tuple[str, ...] = ()  # words opening a condition (当…提高到2倍时)
    metric_qualifiers: tuple[str, ...] = ()  # qualifiers read off the start of a number-first metric (几何平均)
    averaged_words: tuple[str, ...] = ()  # metric names starting with a qualifier (平均精度)
    condition_closers: frozenset[str] = frozenset()  # words after a change that make it a condition (收紧2倍时)
    name_joiner: re.Pattern[str] | None = None  # joins a list of names before a list of values (MOS和SMOS分别提升)
    list_next: re.Pattern[str] | None = None  # a further value after a bare score: a list (0.3和0.2)
    level_clause: re.Pattern[str] | None = None  # a level given by a copula, ending its clause (成功率为33%，)
    ba_lead: re.Pattern[str] | None = None  # a qualifier before 可将 and the metric after it (最多可将GPU利用率)
    outperformed: re.Pattern[str] | None = None  # a verb of outperforming and a noun, what it compares with (超过了参数量)
    subject: re.Pattern[str] | None = None  # the metric before an English verb (latency is reduced by)
    result_verb: re.Pattern[str] | None = None  # a verb of a result claimed (achieves a speedup of 2x)
    restated: re.Pattern[str] | None = None  # the end of a text restating the claim before (…, i.e., )
    metric_link: re.Pattern[str] | None = None  # the metric after a claim naming none (a gain of 3 points in BLEU)
    against: re.Pattern[str] | None = None  # a phrase naming what ours is compared to (compared to a speedup of 1.3x)
    cause: re.Pattern[str] | None = None  # a word after a noun of change making it a cause (an increase … leads to)
    ablations: frozenset[str] = frozenset()  # gerunds of a subject taking a part away (Removing the cache shows)
    relatives: frozenset[str] = frozenset()  # words opening a relative clause (the baseline, which achieves)
    singular: dict[str, str] = field(default_factory=dict)  # a plural noun of change -> the metric it names (speedups)
    setting_nouns: tuple[str, ...] = ()  # settings a multiple licensed by a comparison is not said of (批大小)
    # item ends that need the verb repeated (实现1.8倍，在H100上实现)
    parallel_commas: frozenset[str] = frozenset()
    margin_markers: tuple[str, ...] = ()  # words of means before the margin a verb of outperforming wins by (以)
    margin_nouns: tuple[str, ...] = ()  # nouns of that margin (以12%的优势超过)


class _Pieces(NamedTuple):
    """The regex pieces both languages build their patterns from (named groups ``a``,
    ``b``, ``ua``, ``unit``, ``rest``, ``q3``, ``each``, ``frac``, ``dir``)."""

    num: str  # one number: 2.26, 三
    frac: str  # a fraction: 1/25, 三分之一, 一半
    units: str  # an alternation of the unit words
    rng: str  # a number or a range: 2-4, 60%-80%
    unit: str  # the unit after a number or range
    values: str  # a range, or a list of values, with its unit: 3.1%和4.2%
    qual: str  # an alternation of the qualifiers
    trail: str  # a qualifier after the number: 以上, 左右, 多
    direction: str  # a direction word
    levels: str  # the unit words of levels whose change is a claim (%, 倍; not 个点, points)
    sep: str  # between the ends of a range
    lst: str = ""  # between the values of a list (3.1%和4.2%)
    bound: str = ""  # a bound in the next clause (，最高达2.2倍; see _next_bound)


class _LangPatterns(NamedTuple):
    """The compiled patterns and metric stops of one language (the :class:`ClaimRules`
    fields that are built, not read from the word lists)."""

    number_first: re.Pattern[str]
    direction_first: re.Pattern[str]
    from_to: re.Pattern[str] | None
    share: re.Pattern[str] | None
    need: re.Pattern[str] | None
    outperform: re.Pattern[str] | None
    metric_stops: tuple[str, ...]
    again: re.Pattern[str] | None = None
    score: re.Pattern[str] | None = None
    multiple: re.Pattern[str] | None = None
    parallel: re.Pattern[str] | None = None
    subject: re.Pattern[str] | None = None
    amount_of: re.Pattern[str] | None = None
    result_value: re.Pattern[str] | None = None
    result_verb: re.Pattern[str] | None = None
    restated: re.Pattern[str] | None = None
    metric_link: re.Pattern[str] | None = None
    against: re.Pattern[str] | None = None
    cause: re.Pattern[str] | None = None


@lru_cache(maxsize=None)
def rules(lang: str) -> ClaimRules:
    """Compile the claim patterns of ``lang`` from ``claims.json``: Chinese for ``zh``,
    English for any other language.

    >>> rules("zh").from_to is not None, rules("fr").lang, rules("en").share
    (True, 'en', None)
    """
    spec = patterns("claims.json")
    lang = "zh" if lang == "zh" else "en"
    words = spec[lang]
    pieces = _pieces(spec, words)
    built = _zh_patterns(words, pieces) if lang == "zh" else _en_patterns(words, pieces)
    numerals = words["numerals"]
    joiner = _whole_words(spec["name_joiners"])  # one list for both languages, as the sentences mix them
    return ClaimRules(
        lang=lang,
        **built._asdict(),
        units={**words["units"], **{w.casefold(): u for w, u in words["units"].items()}},
        qualifiers=words["qualifiers"],
        directions={**words["directions"], **words.get("comparatives", {}), **words.get("outperform", {})},
        comparison=frozenset(words.get("comparison", ())),
        glued_comparison=frozenset(words.get("glued_comparison", ())),
        comparatives=frozenset(words.get("comparatives", ())),
        outperform_verbs=frozenset(words.get("outperform", ())),
        compared_phrases=tuple(words.get("compared_phrases", ())),
        comparison_words_after=frozenset(words.get("comparison_words_after", ())),
        adverbs=frozenset(words.get("adverbs", ())),
        means=tuple(words.get("means", ())),
        setting_units=_setting_units(spec, words) if lang == "zh" else frozenset(),  # 的 joins a zh setting to its metric
        setting_closers=frozenset(words.get("setting_closers", ())),
        setting_openers=frozenset(words.get("setting_openers", ())),
        superlatives=tuple(words.get("superlatives", ())),
        design_verbs=tuple(words.get("design_verbs", ())),
        result_nouns=tuple(words.get("result_nouns", ())),
        level_change=spec["level_change"],
        bare_level_change=spec["bare_level_change"],
        min_percent_share=spec["share_rule"]["min_percent_share"],
        number=re.compile(pieces.num, re.IGNORECASE),
        range_gap=re.compile(rf"(?:\s*(?:{pieces.units}))?{pieces.sep}", re.IGNORECASE),
        hint=re.compile(f"{_starts(*numerals.values(), words['fraction_words'], digits=True)}(?:{pieces.num}|{pieces.frac})",
                        re.IGNORECASE),
        numeral=re.compile(alternation([*numerals["digits"], *numerals["multipliers"]]), re.IGNORECASE),
        digits=numerals["digits"],
        multipliers=numerals["multipliers"],
        multiplier_chars="".join(numerals["multipliers"]),
        powers=words["powers"],
        scales=words.get("scales", {}),
        verb_units=frozenset(words.get("verb_units", ())),
        counting_units=frozenset(w.casefold() for w in words.get("counting_units", ())),
        metric_units=frozenset(w.casefold() for w, u in words["units"].items()
                               if u in ("points", spec["score_unit"]) and metric_key(w)),
        baseline_words=tuple(words.get("baseline_words", ())),
        baseline_names=frozenset(words.get("baseline_names", ())),
        multiple_metrics=frozenset(spec["multiple_metrics"]),
        multiple_shares=tuple(spec["multiple_shares"]),
        fraction_words=words["fraction_words"],
        fraction_mark=words.get("fraction_mark", ""),
        bound_inverse=spec["bound_inverse"],
        trailing_qualifiers=words.get("trailing_qualifiers", {}),
        doubling_verbs=frozenset(words.get("doubling_verbs", ())),
        measured_nouns=tuple(words.get("measured_nouns", ())),
        averaged_names={w: frozenset(keys) for w, keys in words.get("averaged_names", {}).items()},
        counted_comparatives=frozenset(words.get("counted_comparatives", ())),
        count_metrics=frozenset(spec.get("count_metrics", ())),
        count_verbs=tuple(words.get("count_verbs", ())),
        score_metrics=frozenset(spec["score_metrics"]),
        difference_scores=frozenset(spec["score_metrics"]) | frozenset(spec.get("difference_scores", ())),
        score_unit=spec["score_unit"],
        from_level=re.compile(rf"(?:{alternation(words['from'])})\s*\d") if words.get("from") else None,
        score_range_ratio=float(spec.get("score_range_ratio", float("inf"))),
        quantity_metrics=frozenset(spec["quantity_metrics"]),
        condition_links=tuple(words.get("condition_links", ())),
        capacity_nouns=tuple(words.get("capacity_nouns", ())),
        negated=re.compile(rf"(?:{alternation(words.get('negations', ()))})[可能]?$"),
        multiple_settings=tuple(words.get("multiple_settings", ())),
        condition_openers=tuple(words.get("condition_openers", ())),
        metric_qualifiers=tuple(sorted(words.get("metric_qualifiers", ()), key=len, reverse=True)),
        averaged_words=tuple(words.get("averaged_words", ())),
        condition_closers=frozenset(words.get("condition_closers", ())),
        name_joiner=re.compile(joiner),
        list_next=re.compile(rf"\s*(?:{joiner})\s*\d"),
        level_clause=_level_clause(words, pieces),
        ba_lead=_ba_lead(words),
        outperformed=re.compile(rf"(?:{alternation(words['outperform'])})了?[\u4e00-\u9fff]{{1,8}}\Z")
        if lang == "zh" else None,
        ablations=frozenset(words.get("ablations", ())),
        relatives=frozenset(words.get("relatives", ())),
        singular=words.get("singular", {}),
        setting_nouns=tuple(words.get("setting_nouns", ())),
        parallel_commas=frozenset(words.get("parallel_commas", ())),
        margin_markers=tuple(words.get("margin_markers", ())),
        margin_nouns=tuple(words.get("margin_nouns", ())),
        ours_opening=_ours_opening(words),
        baseline_subject=_baseline_subject(words),
        own_subject=_own_subject(words),
    )


def _contrast_lead(words: dict) -> str:
    """The pattern of what may open a clause before its subject: spaces and a word of contrast or not (而)."""
    return rf"\s*(?:{alternation(words.get('contrasts', ()))})?"


def _setting_closer(words: dict) -> str:
    """An alternation of the words closing a setting (上, 中), not as the start of a direction (上升)."""
    return _heads(words["setting_places"], words["directions"])


def _ours_opening(words: dict) -> re.Pattern[str] | None:
    """The opening of a clause that names ours, a word of contrast or a setting before it or not
    (而我们的方法, 基准数据集上本方法), matched at the start of each clause of a sentence with a
    baseline's figure (see :meth:`ClaimFinder._baseline_clauses`).

    >>> opening = _ours_opening(patterns("claims.json")["zh"])
    >>> opening.match("而我们的方法加速3倍").group(), opening.match("基准数据集上本方法提升3.2%").group()
    ('而我们', '基准数据集上本方法')
    """
    if not words.get("ours"):
        return None
    setting = rf"[^\d，。；,;：:]{{1,{SETTING_CHARS}}}?(?:{_setting_closer(words)})"
    return re.compile(rf"{_contrast_lead(words)}\s*(?:{setting})?(?:{alternation(words['ours'])})")


def _baseline_subject(words: dict) -> re.Pattern[str] | None:
    """A baseline as the subject a clause opens with, a word of contrast before it or not: a word
    of ``baseline_words`` heading one of the ``baseline_subjects``, maybe past 的 and modifiers
    (之前的最佳方法, 已有的基于检索的方法, 之前的SOTA方法: see :func:`_baseline_modifiers`), or a Latin
    name (标准Transformer), or 基线 alone; not a setting, the head or name closing one (基准测试中,
    现有数据集上, 现有模型上, 现有GPU集群上).

    >>> subject = _baseline_subject(patterns("claims.json")["zh"])
    >>> [bool(subject.match(s)) for s in ("现有方法将延迟降低20%", "之前的最佳方法提升了4%", "基线在ImageNet上提升2%",
    ...  "而基线方法仅加速1.5倍", "标准Transformer推理速度提升1.2倍", "基准测试中吞吐量提升2倍", "现有GPU上推理加速2倍",
    ...  "标准差降低30%", "现有的基于Transformer的方法显存降低20%", "现有模型上推理加速2倍", "现有GPU集群上训练加速2.1倍")]
    [True, True, True, True, True, False, False, False, True, False, False]
    """
    if not words.get("baseline_subjects"):
        return None
    base, heads = alternation(words["baseline_words"]), alternation(words["baseline_subjects"])
    # a setting closer, not the start of a direction (现有模型上, not 现有方法下降)
    setting = _setting_closer(words)
    return re.compile(rf"{_contrast_lead(words)}"
                      rf"(?:(?=(?:{base}))(?:(?:{base})的?{_baseline_modifiers(words)})?(?:{heads})(?!{setting})"
                      rf"|(?:{base})\s*[A-Za-z][A-Za-z0-9.+-]*+(?![\u4e00-\u9fff]{{0,4}}?(?:{setting})))")


def _baseline_modifiers(words: dict) -> str:
    """The modifiers between a baseline word and the head noun of a baseline subject, each
    bounded and holding no number: a phrase opened by a word of ``modifier_openers`` up to its
    的 (基于检索的, 基于Transformer的, 基于GPT-4的), a Latin word (SOTA), a few Chinese characters (最佳).

    >>> re.fullmatch(_baseline_modifiers(patterns("claims.json")["zh"]), "基于Transformer的SOTA最佳") is not None
    True
    """
    phrase = rf"(?:{alternation(words['modifier_openers'])})(?:[^\d，。；,;：:（）()]|(?<=[A-Za-z-])\d){{1,16}}?的"
    return rf"(?:{phrase})?(?:[A-Za-z][A-Za-z0-9.+-]*+\s*)?[\u4e00-\u9fff]{{0,4}}?"


def _own_subject(words: dict) -> re.Pattern[str] | None:
    """The start of an English subject, past the last word that starts a clause (and, whereas,
    while: Kubernetes achieves 1.3x while ours achieves): a word naming ours (``own_subjects``),
    else its first word (group ``first``), ours when it is a method's name (see
    :meth:`ClaimFinder._by_ours`)."""
    if not words.get("own_subjects"):
        return None
    starts, own = _whole_words(words["clause_starts"]), _whole_words(words["own_subjects"])
    return re.compile(rf"(?:.*(?:{starts})\s+)?\s*(?:(?:{own})|(?P<first>\S+))", re.IGNORECASE)


def _whole_words(words: Iterable[str]) -> str:
    """An alternation of ``words``, a Latin word only as a whole word (and, not of band).

    >>> _whole_words(["和", "and", "以及"])
    '\\\\band\\\\b|以及|和'
    """
    return "|".join(rf"\b{re.escape(w)}\b" if w.isascii() and w.isalpha() else re.escape(w)
                    for w in sorted(words, key=len, reverse=True))


def _setting_units(spec: dict, words: dict) -> frozenset[str]:
    """The unit words of a measured quantity or score, units of no level change or counting
    ones: a number with one before a direction is mostly a setting (在16GB显存上提升…,
    在10分类任务上提升…), a claim only when 的 joins it to the metric (带来1.2dB的PSNR提升).

    >>> sorted(_setting_units(patterns("claims.json"), {"units": {"dB": "dB", "倍": "times"}, "counting_units": ["分"]}))
    ['dB', '分']
    """
    measured = (w for w, unit in words["units"].items() if unit not in spec["level_change"])
    return frozenset((*measured, *words.get("counting_units", ())))


def _not_after(words: Iterable[str]) -> str:
    """Lookbehinds that fail right after any of ``words``."""
    return "".join(f"(?<!{re.escape(w)})" for w in words)


def _number_pattern(spec: dict, words: dict) -> str:
    """One number: Arabic digits, or a number spelled in words (三, 二十五, 两三, three) right
    before a unit it may count (三倍, 两个数量级, three times; a range between: 二至三倍),
    not after a word that makes it no quantity (第一, 数十倍).

    >>> spec = patterns("claims.json")
    >>> [m.group() for m in re.finditer(_number_pattern(spec, spec["zh"]), "快三倍，提升二十五个百分点，第一倍，统一，3.5倍，两三倍")]
    ['三', '二十五', '3.5', '两三']
    """
    after = _not_after(words["numeral_not_after"])
    spelled = _spelled(words)
    # digits scaled by a multiplier after them (1.5万倍), read only before a unit as a spelled number is
    scaled = rf"{spec['number']}(?:{alternation(words['digit_multipliers'])})" if words.get("digit_multipliers") else None
    ends = f"{spelled}|{scaled}" if scaled else spelled
    # the unit right after the number or after a range's end, looked for once (no backtracking)
    unit = rf"(?=(?>{spec['range_sep']}(?:{ends}))?\s*+(?:{alternation(words['numeral_units'])})(?![A-Za-z]))"
    return rf"(?:{f'{scaled}{unit}|' if scaled else ''}{spec['number']}|{after}{spelled}{unit})"


def _spelled(words: dict) -> str:
    """A number spelled in words, read whole and once: possessive and never from the middle
    of a run of number words, so that a long run costs linear time, not a rescan at each word."""
    numerals = [*words["numerals"]["digits"], *words["numerals"]["multipliers"]]
    inside = "".join(re.escape(w) for w in numerals if len(w) == 1)
    return rf"(?<![A-Za-z\d{inside}])(?:{alternation(numerals)})++"


def _fraction_pattern(spec: dict, words: dict) -> str:
    """A fraction: M/N, N分之M (the mark of ``fraction_mark``, denominator first) or a word (一半, half);
    N in digits is read as any number is (1/1,000 is a thousandth, not 1/1).

    >>> spec = patterns("claims.json")
    >>> [m.group() for m in re.finditer(_fraction_pattern(spec, spec["zh"]), "不到1/25，三分之一，减少一半，降至1/1,000")]
    ['1/25', '三分之一', '一半', '1/1,000']
    """
    spelled = _spelled(words)
    mark = words.get("fraction_mark")
    digits = rf"\d++/(?:{spec['number']})"
    forms = [digits, *([f"{spelled}{re.escape(mark)}{spelled}"] if mark else []), alternation(words["fraction_words"])]
    return rf"(?<![A-Za-z\d./])(?:{'|'.join(forms)})(?![A-Za-z\d/])"


def _unit_fraction(words: dict) -> str:
    """A fraction with one on top, in digits or spelled (1/8, 五分之一; not 三分之二, 五分之一百): the
    fractions a share may give alone, of what was before (参数量减少至1/8, 显存降至五分之一).

    >>> unit = re.compile(_unit_fraction(patterns("claims.json")["zh"]))
    >>> [bool(unit.match(s)) for s in ("1/8", "五分之一", "十分之一", "三分之二", "五分之一百")]
    [True, True, True, False, False]
    """
    numerals = words["numerals"]
    ones = alternation(w for w, value in numerals["digits"].items() if value == 1)
    after = alternation([*numerals["digits"], *numerals["multipliers"]])
    return rf"1/\d|{_spelled(words)}{re.escape(words['fraction_mark'])}(?:{ones})(?!{after})"


def _pieces(spec: dict, words: dict) -> _Pieces:
    """The shared regex pieces, from the number syntax of ``spec`` and the word lists
    ``words`` of one language.

    >>> spec = patterns("claims.json")
    >>> p = _pieces(spec, spec["en"])
    >>> re.fullmatch(p.values, "3.1% and 4.2%").group("a", "unit", "each")
    ('3.1', '%', ' and 4.2%')
    """
    num, sep = _number_pattern(spec, words), spec["range_sep"]
    frac = _fraction_pattern(spec, words)
    qual = alternation(words["qualifiers"])
    units = alternation(words["units"])
    rng, unit = _range_and_unit(num, sep, units)
    # a list of values, the unit after the last (3.8和4.5个百分点) or after each (3.1%和4.2%,
    # the same unit: 30%和2倍 is two claims of their own), each with its own qualifiers (35%、最高52%)
    lst = spec["list_sep"]
    # a list's values may each take the classifier that starts the unit after the last (12个和8个百分点)
    classifier = rf"(?:{alternation(words['list_classifiers'])})?" if words.get("list_classifiers") else ""
    trail = _trailing(words.get("trailing_qualifiers", {}))
    # or a fraction, a percentage after a direction (减少一半, by half); a qualifier after the first
    # value (group q3) is its own when a list follows (by 30% on average and up to 45%)
    # an item may be a range, its unit on both ends or the last (、14.5%至36.6%, 和3至4倍); after a
    # first value alone, a unit before 至 closes a change, the level it reached after (分别提升2.1%和
    # 3.4%至78.5%和81.2%: by 3.4% to 78.5%): the ranges of a list are written alike
    to = words.get("to")
    reached = rf"(?(b)|(?!\s*(?:{alternation(to)})))" if to else ""
    each = rf"(?P<each>(?:{lst}(?:(?:{qual})\s*)*{num}(?:(?:\s*(?P=unit){reached})?{sep}{num})?\s*(?P=unit)(?![A-Za-z]))*)"
    bound = _next_bound(words, num)
    values = rf"(?:(?P<frac>{frac})|{rng}(?P<rest>(?:{classifier}{lst}{num})*)\s*{unit}(?:(?P<q3>\s*(?:{trail}))(?={lst}))?{each}{bound})"
    return _Pieces(
        num=num, frac=frac, units=units, rng=rng, unit=unit, values=values, lst=lst,
        qual=qual, trail=trail,
        direction=rf"(?P<dir>{alternation(words['directions'])})",
        levels=_unit_words(words, spec["level_change"]),
        sep=sep,
        bound=bound,
    )


def _next_bound(words: dict, num: str) -> str:
    """A bound alone in the clause after a change, its verb left out (平均加速1.6倍，最高达2.2倍),
    opened by a word of ``bound_openers`` (group ``bound``; whether it is a change or the level
    reached is checked by :meth:`ClaimFinder._bounds_change`); "" for a language with none. A
    clause with no number saying the change is larger somewhere may come between the two
    (``stronger_change``: 较小的模型提升更为明显，最高达24.6个百分点)."""
    if not words.get("bound_openers"):
        return ""
    up_to = alternation([w for w, q in words["qualifiers"].items() if q == "up to"])
    stronger = rf"(?:，(?P<stronger>[^，。；;\d]*?)(?:{alternation(words['directions'])})(?:{alternation(words['stronger_change'])}))?"
    return (rf"(?P<bound>{stronger}，\s*(?=(?:{alternation(words['bound_openers'])}))(?:{up_to})+\s*{num}\s*(?P=unit)"
            rf"(?![A-Za-z])(?=\s*(?:[，。；;！？]|$)))?")


def _range_and_unit(num: str, sep: str, units: str) -> tuple[str, str]:
    """A number or a range (groups ``a``, ``ua``, ``b``), and the unit after it (``unit``),
    the unit words an alternation ``units``."""
    # a range may write the unit on both ends (60%-80%): then the same unit twice
    rng = rf"(?P<a>{num})(?:(?:\s*(?P<ua>{units}))?{sep}(?P<b>{num}))?"
    unit = rf"(?P<unit>(?(ua)(?P=ua)|(?:{units})))(?![A-Za-z])"  # 2x, not 2xlarge
    return rng, unit


def _trailing(words) -> str:
    """An alternation of the qualifiers written after a number, a one-character one only
    before no Chinese word (一倍多，, not 多 of 3倍多模态).

    >>> re.findall(_trailing(["以上", "多"]), "3倍多模态，一倍多，5%以上")
    ['多', '以上']
    """
    return "|".join(re.escape(w) + (r"(?![\u4e00-\u9fff])" if len(w) == 1 else "")
                    for w in sorted(words, key=len, reverse=True)) or "(?!)"


def _zh_patterns(words: dict, p: _Pieces) -> _LangPatterns:
    """The Chinese patterns: number first (高达8倍吞吐量提升), direction first
    (平均吞吐量提升2.26倍, 比基线高3%), from-to (从42.3%提升到58.7%) and share
    (成本仅为基线的12%), built from the Chinese word lists ``words``.

    >>> spec = patterns("claims.json")
    >>> zh = _zh_patterns(spec["zh"], _pieces(spec, spec["zh"]))
    >>> zh.from_to.search("准确率从42.3%提升到58.7%").group("a", "dir", "b", "unit")
    ('42.3', '提升', '58.7', '%')
    >>> zh.share.search("成本仅为基线的12%").group("dir", "base", "a")
    ('仅为', '基线', '12')
    """
    num, frac, units, rng, unit, values, qual, trail, _, levels, sep, lst, _ = p
    adv = alternation(words["adverbs"])
    # a metric starts no new clause: not 80%并进一步提高 (并 joins the next verb)
    joiners = "".join(map(re.escape, words["metric_joiners"]))
    metric = rf"(?P<metric>(?![{joiners}])[\u4e00-\u9fffA-Za-z][^\d，。；、,;（）(){joiners}]{{0,7}}?)?"
    to = alternation(words["to"])
    # 8%提升至…: the verb takes a level, so the number before it is no change; 25%提高了覆盖率:
    # a verb done (了) has the number for its subject, a share of things that did it, no amount;
    # 最高可实现22.2倍的加速: a verb may come between the qualifier and the number;
    # no unit read only after a verb (七成的样本: a share, see verb_units); a verb of outperforming
    # after the margin it wins by (以12%的优势超过, checked by _margin_marker)
    first_rng, first_unit = _range_and_unit(
        num, sep, alternation(w for w in words["units"] if w not in words.get("verb_units", ())))
    number_first = (
        rf"{_starts(words['qualifiers'], words['qualifier_verbs'], '0123456789', *words['numerals'].values())}"
        rf"(?P<q1>(?:{qual})*)(?P<verb>{alternation(words['qualifier_verbs'])})?\s*{first_rng}\s*{first_unit}"
        rf"(?P<q2>{trail})?的?{metric}(?P<dir>{alternation([*words['directions'], *words['outperform']])})"
        rf"(?!了|{to})"
    )
    # 比X高3%: the comparatives are directions here, kept only after a comparison (_compared)
    comparatives = _heads(words["comparatives"], [*words["qualifiers"], *words["adverbs"]])
    after = alternation(words["after_direction"])
    # the start of a direction-first or bare score match: qualifiers, the direction or comparative, 出 of 高出
    direction_start = (
        rf"{_starts(words['qualifiers'], words['adverbs'], words['directions'], words['comparatives'])}"
        rf"(?P<q0>(?:{qual}|{adv})*)(?P<dir>{alternation(words['directions'])}|{comparatives})(?:{after})*"
    )
    # 比X多修复58%的缺陷: a verb of one or two characters after a comparative of how many (checked
    # by _stands), no qualifier nor adverb, the noun counted after 的 (not 多出5%)
    counted = "".join(sorted({re.escape(w[-1]) for w in words.get("counted_comparatives", ())}))
    counted_verb = (rf"(?P<cverb>(?<=[{counted}])(?:(?!{qual}|{adv}|{after})[\u4e00-\u9fff]){{1,2}})?"
                    if counted else "")
    direction_first = (
        rf"{direction_start}{counted_verb}(?P<q1>(?:{qual}|{adv})*)\s*{values}(?P<q2>{trail}|之间)?"
        rf"{'(?(cverb)(?=的))' if counted else ''}"
    )
    # MOS比GradTTS高出约0.9, MOS提升0.3至0.5: a bare difference or a range of them, no unit (a claim
    # only on a score, see _claims), ending at a clause's end or a trailing qualifier (not 0.9的, 2个)
    clause_end = rf"$|[，。；、,;：:）)！？!?]|[{''.join(map(re.escape, words['score_ends']))}]"
    marks = rf"(?:\s*(?:{alternation(words['score_level_marks'])}))"
    score = (
        rf"{direction_start}(?P<q1>(?:{qual}|{adv})*)\s*(?<![A-Za-z\d.@-])(?P<a>{num})(?:{sep}(?P<b>{num}))?"
        rf"(?P<rest>(?:(?:{lst}|\s*与\s*){num}(?![\d.]))*)(?P<q2>{trail})?(?=\s|{clause_end})"
    )
    # 成本仅为基线的12%, 吞吐量提升至基线的3倍, 存储不到3DGS的1/25: a level as a share of a
    # baseline named before 的, the baseline's digits only those of its name (3DGS, Qwen2.5)
    # a Latin word counts as one piece, read whole (PSE的效率是EntropyEstimation的10倍以上)
    named_digits = r"(?<=[A-Za-z-])[\d.]+|\d+(?=[A-Za-z])"
    latin = r"[A-Za-z][A-Za-z.+-]*+"
    base = rf"(?P<base>(?:{latin}|[\u4e00-\u9fff]|{named_digits})(?:{latin}|[^\dA-Za-z，。；,;]|{named_digits}){{0,15}}?)"
    verb = alternation([*words["directions"], *words["level_verbs"]])
    # 从仅用音频的Whisper的11.7%降到5.6%: the first level may be a baseline's, named before 的
    from_to = (
        rf"(?:{alternation(words['from'])})\s*(?:{base}的)?\s*(?P<a>{num})\s*(?:(?P<ua>{levels})|(?P<ma>{marks}))?"
        rf"\s*(?P<q0>(?:{adv})*)(?P<dir>{verb})了?(?:{to})了?\s*(?P<q1>(?:{qual})*)\s*(?P<b>{num})"
        # MOS从3.9提升到4.2, ViSQOL从3.2提升至3.6分, MOS从3.9分提升到4.2: bare levels, scores (a
        # score's 分 after either), end at a clause's end (not 从10层增加到20层, 到2024年)
        rf"(?:(?(ma)(?!))\s*(?P<unit>{levels})(?![A-Za-z])(?P<q2>{trail})?"
        rf"|(?(ua)(?!)|{marks}?(?=\s*(?:{clause_end}))))"
    )
    # 成本却仅为其1/400: adverbs before the verb (the metric ends before them), a qualifier
    # inside it (仅约为), a pronoun for the baseline with or without 的 (其1/400); 速度是基线的3倍:
    # a copula of a level (checked by _multiple_stands), not the end of a share verb (仅为)
    not_share = _not_after(words["share_adverbs"])
    share = (
        rf"{_starts(words['adverbs'], words['share_verbs'], words['share_bounds'], words['share_adverbs'], words['level_copulas'])}"
        rf"(?:{adv})*(?P<dir>{alternation(words['share_verbs'])}|(?P<q0>{alternation(words['share_bounds'])})"
        rf"|(?:{alternation(words['share_adverbs'])})(?P<qv>(?:{qual})+)(?:{alternation(words['share_copulas'])})"
        rf"|{not_share}(?P<level>{alternation(words['level_copulas'])}))"
        # a fraction 1/N or N分之一 names its baseline by itself (参数量减少至1/8, 计算成本降至约1/70,
        # 显存降至五分之一: of what it was; group alone), a claim only of a quantity, not of a setting
        # (将图像分辨率降至1/4: _of_a_quantity)
        rf"(?:{base}的|(?:{alternation(words['share_pronouns'])})的?"
        rf"|(?P<alone>(?=(?:{qual})*\s*(?:{_unit_fraction(words)}))))"
        rf"\s*(?P<q1>(?:{qual})*)\s*(?:(?P<frac>{frac})|(?P<a>{num})\s*(?P<unit>{units})(?![A-Za-z]))(?P<q2>{trail})?"
    )
    # 只需约65%的模型规模, 仅需1/10的训练时间, 只用了40%的计算量: a need as a share, its metric after 的 (read by _metric_after);
    # 仅需BigVGAN约1/5的训练步数: a baseline, without 的, may come first (a Latin name, a pronoun, a baseline word)
    percent = _unit_words(words, ["percent"])
    need_base = alternation([*words["share_pronouns"], *words["baseline_words"]])
    need = (
        rf"(?P<dir>{alternation(words['need_verbs'])})了?\s*"
        rf"(?:(?P<base>[A-Za-z][A-Za-z\d.+-]*+|{need_base})(?![A-Za-z\d]))?\s*(?P<q1>(?:{qual})*)\s*"
        rf"(?:(?P<frac>{frac})|(?P<a>{num})\s*(?P<unit>{percent}))(?=的)"
    )
    # 领先基线3.2个百分点, 超过GPT-4 5.6%: a named baseline (超过了90% names none), which
    # holds no direction (胜过大14倍的模型), no copula (领先者的准确率为85%) and no quantity,
    # and ends at a word's end (not inside Mixtral-8x7B), not at 的 (领先GPT-4的57.5%: its level)
    no_dir = _not_baseline(alternation([*words["directions"], *words["comparatives"], *words["not_baseline"]]), p)
    outperform = (
        rf"{_starts(words['qualifiers'], words['adverbs'], words['outperform'])}"
        rf"(?P<q0>(?:{qual}|{adv})*)(?P<dir>{alternation(words['outperform'])})了?+"
        rf"(?P<base>{no_dir}[\u4e00-\u9fffA-Za-z](?:{no_dir}[^，。；、,;：:（）()]){{0,15}}?)(?<!的)\s*"
        rf"(?P<q1>(?:{qual}|{adv})*)\s*(?<![A-Za-z0-9.@-]){values}(?P<q2>{trail})?"
    )
    return _LangPatterns(
        number_first=re.compile(number_first),
        direction_first=re.compile(direction_first),
        from_to=re.compile(from_to),
        share=re.compile(share),
        need=re.compile(need),
        outperform=re.compile(outperform),
        metric_stops=(*words["metric_stops"], *words["means"]),
        score=re.compile(score),
        multiple=re.compile(_multiple_pattern(words, p)),
        parallel=re.compile(_parallel_pattern(words, p)),
    )


def _ba_lead(words: dict) -> re.Pattern[str] | None:
    """A qualifier, a modal and 将 before a claim's metric (最多可将GPU利用率), read up to the claim;
    only a qualifier that may be an adverb (``ba_qualifier_kinds``: not 以上 of 在32卡以上可将)."""
    if not words.get("ba_markers"):
        return None
    modals, ba = alternation(words["modal_verbs"]), alternation(words["ba_markers"])
    adverbs = alternation(w for w, kind in words["qualifiers"].items() if kind in words["ba_qualifier_kinds"])
    return re.compile(rf"(?P<q>{adverbs})\s*(?:{modals})?(?:{ba})(?P<rest>[^，。；,;]{{1,16}})\Z")


def _level_clause(words: dict, p: _Pieces) -> re.Pattern[str] | None:
    """The end of a clause that gives a metric's level by a copula (成功率为33%，), the
    metric of a multiple of a baseline that opens the next (是DiffDock的1.7倍)."""
    if not words.get("level_copulas"):
        return None
    return re.compile(rf"(?:{alternation(words['level_copulas'])})\s*{p.num}\s*(?:{p.units})\s*[，,]\s*\Z")


#: How far before a claim a qualifier before 可将 may be, its metric between (最多可将GPU利用率).
BA_LEAD_CHARS = 24

#: How far before a comparative a verb of outperforming may be, its metric between (超过了参数量).
OUTPERFORMED_CHARS = 12
#: The rest of a clause up to the 的 before the noun it qualifies (以上、不具备双向性的).
QUALIFIED_NOUN = re.compile(r"[^，。；,;的]*的")

#: How far before a multiple of a baseline the level of its clause before may start (为33.5%，).
LEVEL_CLAUSE_CHARS = 24

#: How far before a number-first claim an item of its list that repeats its verb may start.
PARALLEL_CHARS = 40


def _parallel_pattern(words: dict, p: _Pieces) -> str:
    """An item of a list that ends right before a number-first claim, with the claim's verb
    of result and its own setting (在推理上实现2.27倍、在训练上实现1.41倍的加速: 2.27 is one
    more claim of that speedup), or with the verb the list shares, the claim's item starting with
    a qualifier (实现平均2.1倍、最高3.5倍的加速); searched up to the claim's start (``$``), the item's verb
    and unit checked to be the claim's (see :meth:`ClaimFinder._parallel`).

    >>> spec = patterns("claims.json")
    >>> item = re.compile(_parallel_pattern(spec["zh"], _pieces(spec, spec["zh"])))
    >>> item.search("在推理上实现2.27倍、在训练上").group("verb", "a")
    ('实现', '2.27')
    """
    # a digit of a Latin name is part of the item's scope (在H100上, 在RTX 4090上), a bare number never is
    name_digit = r"(?<=[A-Za-z])\d|(?<=[A-Za-z] )\d|(?<=\d)\d"
    return (
        rf"(?P<verb>{alternation(words['parallel_verbs'])})\s*(?P<q1>(?:{p.qual})*){p.rng}\s*{p.unit}"
        rf"(?P<q2>{p.trail})?"
        rf"(?P<joiner>{alternation(words['parallel_joiners'])})(?:[^，。；,;：:\d]|{name_digit}){{0,12}}$"
    )


def _multiple_pattern(words: dict, p: _Pieces) -> str:
    """A multiple said with no baseline (see :meth:`ClaimFinder._multiple_result`): a verb of
    increase and 到 (吞吐量提高到2倍), a speedup word (group ``speedup``, which jieba may cut
    before 比: 加速比提高到3倍) and such a verb or a copula (加速比为2.7至3.5倍), or a verb of
    capacity (支持最多4倍的批大小, group ``cap``, only before 的); in times only, a bound in the next
    clause one more claim (加速比平均为1.8倍，最高可达3.2倍).

    >>> spec = patterns("claims.json")
    >>> m = re.compile(_multiple_pattern(spec["zh"], _pieces(spec, spec["zh"]))).search("加速比提高到2.3至3.6倍")
    >>> m.group("dir", "a", "b", "unit")
    ('提高', '2.3', '3.6', '倍')
    """
    increase = [w for w, d in words["directions"].items() if d == "improvement"]
    times = alternation(w for w, u in words["units"].items() if u == "times" and w not in words["powers"])
    qual, adv = p.qual, alternation(words["adverbs"])
    speedup, copulas = alternation(words["speedup_words"]), alternation(words["speedup_copulas"])
    return (
        rf"{_starts(words['qualifiers'], words['speedup_words'], words['adverbs'], increase, words['capacity_verbs'])}"
        rf"(?:(?P<qs>(?:{qual})*)(?P<speedup>{speedup}))?(?P<q0>(?:{qual}|{adv})*)"
        rf"(?:(?!(?:{speedup})(?:{copulas}))(?P<dir>{alternation(increase)})了?(?:{alternation(words['to'])})"
        rf"|(?(speedup)(?P<cop>{copulas})|(?P<cap>{alternation(words['capacity_verbs'])})了?))"
        rf"\s*(?P<q1>(?:{qual})*)\s*{p.rng}\s*(?P<unit>{times})(?![A-Za-z])(?P<q2>{p.trail})?(?(cap)(?=的)){p.bound}"
    )


def _not_baseline(never: str, p: _Pieces) -> str:
    """A lookahead for each character of a baseline: no word of ``never`` starts there, nor a
    number with its unit (a budget or a level: exceeds the 24 GB budget; not 8x of Mixtral-8x7B)."""
    return rf"(?!{never}|(?<![A-Za-z\d.-]){p.num}\s*(?:{p.units})(?![A-Za-z\d]))"


def _no_clause_start(words: Iterable[str], clause_starts: Iterable[str]) -> str:
    """A lookahead that fails where one of ``words`` or a word starting another clause
    (``clause_starts``: and, while, than, which) starts: an English metric runs up to none of them."""
    return rf"(?!(?:{alternation([*words, *clause_starts])})\b)"


def _unit_words(words: dict, units) -> str:
    """An alternation of the unit words of a language that stand for one of ``units``,
    but those that may also count things (16个点, 10分, 100 points)."""
    counting = set(words.get("counting_units", ()))
    return alternation(w for w, unit in words["units"].items() if unit in units and w not in counting)


def _en_patterns(words: dict, p: _Pieces) -> _LangPatterns:
    """The English patterns, case-insensitive: number first (up to 6.4x higher
    throughput), direction first (reduces memory by 30%, latency is reduced by 15 ms),
    and without "by" (saves 2.4 GB of memory), the next items reusing its verb (``again``:
    ... and memory by 30%), from-to (improves accuracy from 42.3% to 58.7%), need (uses 65% of the parameters)
    and outperform (outperforms GPT-4 by 3.2 points); no share and no metric stops (an
    English metric is read from the match itself, or from the words before it).

    >>> spec = patterns("claims.json")
    >>> en = _en_patterns(spec["en"], _pieces(spec, spec["en"]))
    >>> en.direction_first.search("It reduces memory by 30%.").group("dir", "metric", "a")
    ('reduces', 'memory ', '30')
    >>> en.need.search("It uses only 65% of the parameters of LLaMA.").group("a", "metric")
    ('65', 'parameters')
    """
    links = rf"(?:{alternation(words['links'])})\b"  # words that start another phrase after a metric
    article = rf"(?:(?:{alternation(words['articles'])})\s+)?"  # reduces the memory by
    metric = rf"(?P<metric>(?:(?!{links}){EN_WORD}\s+){{0,2}}?)"  # not 8 GB GPUs and reduce ...
    words_after = rf"{EN_WORD}(?:\s+(?!{links}){EN_WORD})?"  # one or two words of a metric
    qual = rf"(?P<q1>(?:(?:{p.qual}|{alternation(words['adverbs'])})\s+)*)"
    on_average = r"(?P<q2>\s+on\s+average)?"
    # the metric between a verb and its by / from: up to five words of one clause (the
    # number of steps, not throughput and reduces memory)
    no_clause_start = _no_clause_start(words["directions"], words["clause_starts"])
    subject = rf"{article}(?P<metric>(?:{no_clause_start}{EN_WORD}\s+){{0,5}}?)"
    # up to two words after the direction may name the metric (2x faster training), but
    # not a word that starts another phrase (2x faster than ..., 30% lower while ...)
    number_first = (
        rf"{_starts(words['qualifiers'], *words['numerals'].values(), digits=True)}"
        rf"\b(?P<q1>(?:(?:{p.qual})\s+)*){p.rng}\s*{p.unit}(?P<q2>)\s+{metric}{p.direction}\b"
        rf"(?P<after>(?:\s+(?!{links})[A-Za-z-]+){{0,2}})"
    )
    # reduces memory by 30%, or with no by the metric after of: saves 2.4 GB of memory
    direction_first = (
        rf"{_starts(words['directions'])}\b{p.direction}\s+(?:{subject}by\s+)?"
        rf"{qual}{p.values}{on_average}(?(metric)|\s+of\s+{article}(?P<after>{words_after}))"
    )
    # the next item of a direction-first claim, its verb reused: ... by 40% and memory by 30%
    not_verb = _no_clause_start([*words["directions"], *words["outperform"]], words["clause_starts"])
    again = (
        rf"\s*(?:,\s*(?:and\s+)?|and\s+){article}(?P<metric>(?:{not_verb}{EN_WORD}\s+){{1,3}}?)"
        rf"by\s+{qual}{p.values}{on_average}"
    )
    from_to = (
        rf"{_starts(words['directions'], words['level_verbs'])}"
        rf"\b(?P<dir>{alternation([*words['directions'], *words['level_verbs']])})\s+{subject}"
        rf"from\s+(?P<a>{p.num})\s*(?P<ua>{p.levels})?\s+to\s+(?P<q1>(?:(?:{p.qual})\s+)*)(?P<b>{p.num})\s*(?P<unit>{p.levels})(?![A-Za-z])"
    )
    percent = _unit_words(words, ["percent"])
    # compared when the metric is another's: of LLaMA's parameters, of the parameters of LLaMA
    need = (
        rf"{_starts(words['need_verbs'])}\b(?P<dir>{alternation(words['need_verbs'])})\s+{qual}(?:(?P<frac>{p.frac})|(?P<a>{p.num})\s*(?P<unit>{percent}))"
        rf"\s+of\s+{article}(?P<owner>{EN_WORD}['’]s\s+)?(?P<metric>{words_after})(?P<than>\s+(?:of|than)\b)?"
    )
    # the baseline holds no direction (outperforms X and reduces memory by 30% is no
    # outperforming by 30%), is not ours (exceeds ours) and no quantity (the 24 GB budget)
    no_dir = _not_baseline(rf"\b(?:{alternation([*words['directions'], *words['not_baseline']])})\b", p)
    outperform = (
        rf"{_starts(words['outperform'])}\b(?P<dir>{alternation(words['outperform'])})\s+(?P<base>(?:{no_dir}[^,;:()]){{1,60}}?)\s+by\s+{qual}{p.values}"
        rf"{on_average}(?:\s+in\s+(?P<metric>{words_after}))?"
    )
    # improves MOS by 0.9, MOS is improved by 0.9, by 0.3 to 0.5: a bare difference or a range of
    # them (a claim only on a score), the number ending its phrase (not by 0.9 points, by 2 steps)
    score = (
        rf"{_starts(words['directions'])}\b{p.direction}\s+{subject}by\s+{qual}"
        rf"(?<![\w.-])(?P<a>{p.num})(?:{p.sep}(?P<b>{p.num}))?(?![\w%/-]|\.\d|\s*(?:{p.units})(?![A-Za-z])){on_average}"
        rf"(?=\s*(?:$|[,;:)]|\.(?!\d)|(?:{alternation(words['score_ends'])})\b))"
    )
    # a speedup of 2.7-3.5x, an average speedup of up to 3.5x, a throughput improvement of 2x (as 加速比为):
    # the metric one word before the noun, kept when it names one (not an article: see _common_fields)
    amount_of = (
        rf"\b(?P<q0>(?:(?:{p.qual})\s+)*)(?P<metric>(?!{links}){EN_WORD}\s+)?"
        rf"(?P<dir>{alternation(words['noun_directions'])})\s+of\s+{qual}{p.values}{on_average}"
    )
    # ours achieves 3x: a value right after a verb of result, ending its phrase, the change of a
    # noun said earlier of a baseline (see ClaimFinder._baseline_noun)
    result_value = (
        rf"{_starts(words['result_verbs'])}\b(?P<verb>{alternation(words['result_verbs'])})\s+"
        rf"{qual}{p.values}{on_average}"
        rf"(?=\s*(?:$|[,;:)]|\.(?!\d)|{links}))"
    )
    # the one or two words before a verb, past a copula: the metric of latency is reduced by; each
    # word read whole (possessive): a word split in two would only retry the same span, in time
    # quadratic in the word's length
    copulas = alternation(words["copulas"])
    not_metric = alternation([*words["articles"], *words["pronouns"], *words["copulas"]])
    metric_subject = (
        rf"(?<![A-Za-z0-9@-])(?P<metric>(?:(?!(?:{not_metric})\b)(?>{EN_WORD})\s*){{1,2}}?)\s+"
        rf"(?:(?:{copulas})\s+(?:[A-Za-z]+\s+)?)?$"
    )
    return _LangPatterns(
        number_first=re.compile(number_first, re.IGNORECASE),
        direction_first=re.compile(direction_first, re.IGNORECASE),
        from_to=re.compile(from_to, re.IGNORECASE),
        share=None,
        need=re.compile(need, re.IGNORECASE),
        outperform=re.compile(outperform, re.IGNORECASE),
        metric_stops=(),
        again=re.compile(again, re.IGNORECASE),
        score=re.compile(score, re.IGNORECASE),
        subject=re.compile(metric_subject, re.IGNORECASE),
        amount_of=re.compile(amount_of, re.IGNORECASE),
        result_value=re.compile(result_value, re.IGNORECASE),
        result_verb=re.compile(rf"\b(?:{alternation(words['result_verbs'])})\b", re.IGNORECASE),
        restated=re.compile(rf"(?:{alternation(words['restatements'])})\s*,?\s*$", re.IGNORECASE),
        metric_link=re.compile(rf"\s+(?:{alternation(words['metric_links'])})\s+{article}(?P<metric>{words_after})",
                               re.IGNORECASE),
        against=re.compile(rf"\b(?:{alternation(words['against'])})(?!\w)", re.IGNORECASE),
        cause=re.compile(rf"[^,;:]*?\b(?:{alternation(words['causes'])})\b", re.IGNORECASE),
    )


@lru_cache(maxsize=1 << 14)
def metric_key(metric: str) -> str | None:
    """The normalized English metric named in ``metric`` (longest known word in it).

    A Latin word counts only as a whole word (a plural ``s`` allowed): short
    acronyms such as ``em`` would otherwise be found inside ``items``.

    >>> metric_key("缓存命中率"), metric_key("higher throughput"), metric_key("模态")
    ('cache hit rate', 'throughput', None)
    >>> metric_key("EM"), metric_key("Pass@1"), metric_key("items"), metric_key("lower costs")
    ('exact match', 'pass@1', None, 'cost')
    """
    text = metric.casefold()
    return next((key for word, key, whole in _metric_words() if (whole.search(metric) if whole else word in text)), None)


@lru_cache(maxsize=None)
def _metric_words() -> list[tuple[str, str, re.Pattern[str] | None]]:
    """(word, key, whole-word pattern for a Latin word, matched ignoring case) of every
    metric word, longest first.

    A Latin word joined by a hyphen to a capitalized word is part of a name (MAP-Neo,
    MOS-Net), while a variant (BLEU-4, ROUGE-L, F1-score, AP-box, FID-10K) is the metric.
    """
    table = patterns("claims.json")["metrics"]
    words = sorted((w for w in table if not w.startswith("_")), key=len, reverse=True)
    in_a_name = r"(?-i:-[A-Z][a-z])"
    return [
        (w, table[w], re.compile(rf"(?<![a-z]){re.escape(w)}(?:e?s)?(?![a-z]|{in_a_name})", re.IGNORECASE)
         if w.isascii() else None)
        for w in words
    ]


def _last_metric(text: str) -> str:
    """The known metric word named last in ``text`` (the longest of those ending there), as
    written: the metric of a bare score difference whose own clause names none is the one an
    earlier clause of its sentence spoke of (MOS达到4.2，比GradTTS高0.3: MOS); a claim only
    when that is a score (not 延迟为20ms，比基线低0.3).

    >>> _last_metric("VoiceFlow的MOS达到4.2，"), _last_metric("MOS达到4.2，延迟为20ms，"), _last_metric("提出新方法，")
    ('MOS', '延迟', '')
    """
    folded = text.casefold()
    best, best_end = "", -1
    for word, _, whole in _metric_words():  # longest first: a longer word ending at the same place wins
        found = [h.span() for h in whole.finditer(text)] if whole else (
            [(i, i + len(word))] if (i := folded.rfind(word)) >= 0 else [])
        if found and found[-1][1] > best_end:
            best, best_end = text[found[-1][0]: found[-1][1]], found[-1][1]
    return best


@lru_cache(maxsize=None)
def _measure_ends() -> tuple[str, ...]:
    """The words that end a measure's name, of either language (``kinds.json`` 'measures': 率,
    误差, ' ratio', ' rate'), casefolded."""
    measures = patterns("kinds.json")["measures"]
    return tuple(word.casefold() for lang in ("zh", "en") for word in measures[lang])


def _names_measure(text: str) -> bool:
    """Whether ``text`` ends in the name of a measure, known or not: what a change right after
    it is said of.

    >>> _names_measure("Omega ratio"), _names_measure("比GradTTS"), _names_measure("")
    (True, False, False)
    """
    return text.rstrip().casefold().endswith(_measure_ends())


def _named(metric: str) -> bool:
    """Whether ``metric`` names a metric for sure: Chinese words or a known Latin one
    (``MRR``, while ``Muon`` may be a method).

    >>> _named("训练步数"), _named("MRR@20"), _named("Muon"), _named("")
    (True, True, False, False)
    """
    return bool(has_han(metric) or metric and metric_key(metric))


def _begins_metric(stop: str, metric: str) -> bool:
    """Whether ``stop`` before ``metric`` begins a known Chinese metric word: then it is
    part of the metric (模型体积), though 模型 ends other metrics (模型准确率).

    >>> _begins_metric("模型", "体积"), _begins_metric("模型", "准确率")
    (True, False)
    """
    return any((stop + metric).startswith(w) for w in _metric_words_from(stop))


@lru_cache(maxsize=None)
def _metric_words_from(stop: str) -> tuple[str, ...]:
    """The Chinese metric words longer than ``stop`` that start with it (模型体积 for 模型)."""
    return tuple(w for w, _, whole in _metric_words() if whole is None and len(w) > len(stop) and w.startswith(stop))


@lru_cache(maxsize=1 << 14)
def _in_dictionary(word: str) -> bool:
    """Whether ``word`` is in jieba's dictionary: 下游 and 比例 are, while a token
    jieba made up from unknown text by gluing a stop to a word (上少 of 任务上少样本) is not.

    >>> _in_dictionary("下游"), _in_dictionary("上少")
    (True, False)
    """
    import jieba

    jieba.dt.check_initialized()
    return jieba.dt.FREQ.get(word, 0) > 0


@lru_cache(maxsize=1 << 12)
def _word_bounds(text: str) -> frozenset[int]:
    """The offsets in ``text`` at which jieba's words of it end (and 0).

    >>> sorted(_word_bounds("近邻搜索"))
    [0, 2, 4]
    """
    import jieba

    ends, at = {0}, 0
    for word in jieba.cut(text):
        at += len(word)
        ends.add(at)
    return frozenset(ends)


def _has_word(text: str, word: str) -> bool:
    """Whether jieba cuts ``word`` out of ``text`` as a word of its own.

    >>> _has_word("当推理速度提高", "当"), _has_word("当前方法", "当")
    (True, False)
    """
    bounds = _word_bounds(text)
    return any(i in bounds and i + len(word) in bounds for i in range(len(text)) if text.startswith(word, i))


def _clause_before(text: str, end: int) -> str:
    """The clause of ``text`` that runs up to character ``end``: what follows the last
    clause mark before it.

    >>> _clause_before("MOS达到4.2，比GradTTS高0.3", 18)
    '比GradTTS高'
    """
    return CLAUSE_MARK.split(text[:end])[-1]


def _word_start_from(view: Tokens, pos: int, limit: int) -> int:
    """The first token start at or after character ``pos`` of the doc, at most ``limit``.

    >>> from kg.extract.nlp import chinese
    >>> _word_start_from(tokens(chinese()("性能能提升")), 1, 4)
    2
    """
    k = bisect_left(view.starts, pos)
    return min(view.starts[k], limit) if k < len(view.starts) else limit


def _word_starts_at(view: Tokens, pos: int) -> bool:
    """Whether a token of the doc starts at character ``pos``.

    >>> from kg.extract.nlp import chinese
    >>> view = tokens(chinese()("压缩率下"))
    >>> _word_starts_at(view, 3), _word_starts_at(view, 2)
    (True, False)
    """
    k = bisect_left(view.starts, pos)
    return k < len(view.starts) and view.starts[k] == pos


def _ends_word(view: Tokens, pos: int) -> bool:
    """Whether a word of the doc ends at character ``pos``: a token starts there, or a
    space or the text's end.

    >>> from kg.extract.nlp import chinese
    >>> view = tokens(chinese()("降低一成本"))
    >>> _ends_word(view, 2), _ends_word(view, 4), _ends_word(view, 5)
    (True, False, True)
    """
    return _word_starts_at(view, pos) or not view.text[pos: pos + 1].strip()


def _ends_a_noun(view: Tokens, pos: int) -> bool:
    """Whether character ``pos`` follows two or more Chinese characters of its own token,
    a noun jieba glued to the word at ``pos`` (体积 of 体积小; not 最 of 最高).

    >>> from kg.extract.nlp import chinese
    >>> view = tokens(chinese()("模型体积小2.8倍"))
    >>> _ends_a_noun(view, 4), _ends_a_noun(view, 2)
    (True, False)
    """
    k = bisect_left(view.starts, pos + 1) - 1
    return k >= 0 and pos - view.starts[k] >= 2 and has_han(view.words[k][: pos - view.starts[k]])


def _glued_to_latin(view: Tokens, k: int) -> bool:
    """Whether token ``k`` follows a Latin letter or ``@`` with no space (``@``, ``1`` of pass@1)."""
    if k == 0 or view.starts[k - 1] + len(view.words[k - 1]) != view.starts[k]:
        return False
    last = view.words[k - 1][-1]
    return last == "@" or last.isascii() and last.isalpha()


#: A fraction written in digits with 1 on top (1/2, 1/25): a share said as a factor.
UNIT_FRACTION = re.compile(r"1\s*/\s*(?:[1-9]\d+|[2-9])")


def _share_change(share: float, unit: str, min_percent: float) -> tuple[float, str, str] | None:
    """(size, unit, direction) of a level given as a share of its baseline (see
    ``share_rule``): a percentage, or a fraction of at least ``min_percent``, is a
    reduction by the rest in percent (12% or 0.5 of it: 88%, 50%; 4%: 96%), a smaller
    fraction one by a factor (1/3 of it: 3 times), more than all an improvement
    (3 times it); None for a share that is no change.

    >>> _share_change(12.0, "percent", 0.5), _share_change(0.5, "times", 0.5), _share_change(3.0, "times", 0.5)
    ((88.0, 'percent', 'reduction'), (50.0, 'percent', 'reduction'), (3.0, 'times', 'improvement'))
    >>> _share_change(1 / 3, "times", 0.5), _share_change(4.0, "percent", 0.5), _share_change(100.0, "percent", 0.5)
    ((3.0, 'times', 'reduction'), (96.0, 'percent', 'reduction'), None)
    >>> _share_change(0.5, "times", 0.0)  # 1/2 in digits, min_percent 0: said as a factor
    (2.0, 'times', 'reduction')
    """
    part = share / 100 if unit == "percent" else share
    if part > 1:
        return round(part, 2), "times", "improvement"
    if 0 < part < 1 and (unit == "percent" or min_percent and part >= min_percent):
        return round(100 - 100 * part, 2), "percent", "reduction"
    if 0 < part < 1 and (not min_percent or part < min_percent):
        return round(1 / part, 2), "times", "reduction"
    return None


def _value_start(m: re.Match[str]) -> int:
    """Where the value of match ``m`` starts: its number or its fraction."""
    return m.start("frac") if m.groupdict().get("frac") else m.start("a")


def _inside(spans: list[tuple[int, int]], pos: int) -> bool:
    """Whether ``pos`` is inside one of ``spans`` (disjoint, sorted), found by bisection.

    >>> _inside([(0, 5), (9, 12)], 10), _inside([(0, 5), (9, 12)], 6)
    (True, False)
    """
    k = bisect_right(spans, (pos, float("inf"))) - 1
    return k >= 0 and pos < spans[k][1]


def _decimals(number: str) -> int:
    """Digits after the point: ``_decimals("42.35")`` is 2."""
    return len(number.partition(".")[2])


@Language.factory("kg_claims", default_config={})
def make_claim_finder(nlp: Language, name: str) -> "ClaimFinder":
    """Factory for :class:`ClaimFinder`, with the rules of the pipeline's language."""
    return ClaimFinder(nlp.lang)


class ClaimFinder:
    """Set ``doc._.claims`` to the claims stated in the text, sentence by sentence."""

    def __init__(self, lang: str) -> None:
        self.rules = rules(lang)
        self._single_stops = frozenset(w for w in self.rules.metric_stops if len(w) == 1)
        qualifiers = {**self.rules.qualifiers, **self.rules.trailing_qualifiers}
        self._qualifier_table = {w.casefold(): value for w, value in qualifiers.items()}  # found in any case
        self._qualifier_words = re.compile(alternation(qualifiers), re.IGNORECASE if self.rules.lang == "en" else 0)
        #: (form, pattern) in reading order, and the form of each pattern: the one dispatch table,
        #: keyed by the pattern's text (a compiled pattern hashes all its code on every lookup)
        self._patterns = tuple((form, p) for form in FORMS if (p := getattr(self.rules, form)) is not None)
        self._forms = {p.pattern: form for form, p in self._patterns}

    def _form(self, m: re.Match[str]) -> str | None:
        """The form of match ``m`` (see ``FORMS``); None for an item reusing a verb (``again``)."""
        return self._forms.get(m.re.pattern)

    def __call__(self, doc: Doc) -> Doc:
        view = tokens(doc)
        claims: list[ClaimFact] = []
        if self.rules.hint.search(view.text):  # no number, no claim
            offset = 0
            for sentence in SENTENCE_END[self.rules.lang].split(view.text):
                if self.rules.hint.search(sentence):
                    lead = len(sentence) - len(sentence.lstrip())
                    claims.extend(self.find(sentence.strip(), view, offset + lead))
                offset += len(sentence)
        put(doc, "claims", claims)
        return doc

    def find(self, sentence: str, view: Tokens, offset: int) -> list[ClaimFact]:
        """The claims of one sentence (at ``offset`` in the doc), in text order, one per number.
        A from-to, share or need claim is read first and owns its span: its numbers are no
        claims of their own."""
        found: dict[int, ClaimFact] = {}
        # the spans owned, disjoint and sorted: an overlap is looked up by bisection, so that
        # many owning claims in one sentence cost linear time, not a scan of all before each
        taken_starts: list[int] = []
        taken_ends: list[int] = []
        compared_from = self._comparison_end(sentence, view, offset)
        baselines = self._baseline_clauses(sentence, view, offset)
        for form, pattern in self._patterns:
            for match in pattern.finditer(sentence):
                last = bisect_left(taken_starts, match.end()) - 1  # the last span starting before its end
                if last >= 0 and taken_ends[last] > match.start():
                    continue
                if _inside(baselines, match.start()):
                    continue  # 基线方法加速1.5倍，而我们的…: the baseline's
                if not self._stands(match, sentence, view, offset, compared_from):
                    continue
                before = self._before(match, view, offset)  # the metric, read once
                if form == "share" and match.group("level") and not self._level_stands(match, sentence, before[0]):
                    continue  # 速度是基线的3倍, 成本是基线的1/5; not 参数量是基线的2倍, 隐藏维度为输入的1/4
                if form == "share" and match.group("alone") is not None and not self._of_a_quantity(before[0]):
                    continue  # 参数量减少至1/8, not 将批大小降至约1/2 (a setting)
                if (form == "multiple" and match.group("dir")
                        and metric_key(before[0]) not in self.rules.multiple_metrics
                        and (before[0].endswith(self.rules.setting_nouns)
                             or not self._names_comparison(view, offset, offset + match.start()))):
                    # 吞吐量提高到2倍, not 压缩比提高到128倍 (a design constant) unless compared before
                    continue
                for claim_start, claim in self._claims(match, sentence, before):
                    found.setdefault(claim_start, claim)
                if form in OWNING:
                    at = bisect_left(taken_starts, match.start())
                    taken_starts.insert(at, match.start())
                    taken_ends.insert(at, match.end())
        return [found[k] for k in sorted(found)]

    def _comparison_end(self, sentence: str, view: Tokens, offset: int) -> float:
        """Where, in the doc, the first comparison of the sentence at ``offset`` ends: a phrase
        of ``compared_phrases`` (与X相比) or a baseline 比 / 较 (see :meth:`_comparison_at`); a
        comparative after it may be a direction (see :meth:`_compared`). Read once per
        sentence, in time linear in it, and passed on; infinity when the sentence compares nothing.

        >>> from kg.extract.nlp import chinese
        >>> finder, s = ClaimFinder("zh"), "X比Y多3%，Z多5%"
        >>> finder._comparison_end(s, tokens(chinese()(s)), 0), finder._comparison_end("Z多5%", tokens(chinese()("Z多5%")), 0)
        (2, inf)
        """
        r = self.rules
        ends = [offset + i + len(w) for w in r.compared_phrases if (i := sentence.find(w)) >= 0]
        if any(c in sentence for c in r.comparison | r.glued_comparison):
            k, stop = bisect_left(view.starts, offset), offset + len(sentence)
            while k < len(view.starts) and view.starts[k] < stop:
                if (at := self._comparison_at(view, k)) is not None:
                    ends.append(at + 1)
                    break
                k += 1
        return min(ends, default=float("inf"))

    def _names_comparison(self, view: Tokens, start: int, end: int) -> bool:
        """Whether the doc between characters ``start`` and ``end`` names a comparison: a
        baseline 比 / 较 (see :meth:`_comparison_at`) or a phrase of ``compared_phrases`` as a word
        of its own before a word of ``comparison_words_after`` or a clause mark (与X相比，,
        相较于X), not a part of a noun (对比研究, 对比学习).

        >>> from kg.extract.nlp import chinese
        >>> finder = ClaimFinder("zh")
        >>> [finder._names_comparison(tokens(chinese()(s)), 0, len(s)) for s in (
        ...  "与基线相比，", "相较于基线", "比基线", "在组内对比研究中", "基于对比学习")]
        [True, True, True, False, False]
        """
        r = self.rules
        k = bisect_left(view.starts, start)
        while k < len(view.starts) and view.starts[k] < end:
            after = view.words[k + 1] if k + 1 < len(view.words) else ""
            if view.words[k] in r.compared_phrases and (after in r.comparison_words_after or CLAUSE_MARK.match(after)):
                return True
            if self._comparison_at(view, k) is not None:
                return True
            k += 1
        return False

    def _stands(self, m: re.Match[str], sentence: str, view: Tokens, offset: int, compared_from: float) -> bool:
        """Whether match ``m`` claims a change: a direction-first one when its direction is
        (see :meth:`_compared`; ``compared_from`` is where the sentence's first comparison
        ends, see :meth:`_comparison_end`), an English need when it says only or a bound (uses only 10%
        of the data) or compares (uses 65% of the parameters of LLaMA), a number-first one
        when its direction ends a word (not 压缩 of 32倍压缩率下, a level), it describes
        nothing (see :meth:`_describes`), its number is no setting's (see :meth:`_in_setting`)
        and, in English, it counts no noun (see :meth:`_counts_a_noun`: a 5-point scale), a
        bare difference (``score``) as a direction-first one; any other always (a share given
        by a copula stands also on the metric read for it: see :meth:`_multiple_stands`, and a
        bare difference is a claim only on a score: see :meth:`_claims`). A unit read only
        after a verb (三成) ends a word (not 成 of 一成本;
        the number-first form reads none); a factor is no change when a noun it counts in
        follows (低2倍标准差)."""
        r = self.rules
        form = self._form(m)
        unit = m.groupdict().get("unit")
        if unit in r.verb_units and not _ends_word(view, offset + m.end("unit")):
            return False
        if unit and self._unit(unit) == "times" and sentence.startswith(r.measured_nouns, m.end("unit")):
            return False
        if m.groupdict().get("cverb") and not self._counted_verb(m, view, offset):
            return False
        if form == "direction_first" and self._closes_condition(view, offset + m.end()):
            return False  # 尾延迟SLO收紧2倍时, 将约束收紧2倍后: a condition, no result
        if form in ("direction_first", "score"):
            if r.lang == "en" and self._of_a_baseline(sentence, m.start()):
                return False  # Compared to the baseline, which reduces latency by 10%: the baseline's
            return self._compared(m, sentence, view, offset, compared_from)
        if form == "need" and r.lang == "en":  # not a share of its own: uses 70% of the GPU memory
            return self._says_small(m.group("q1")) or bool(m.group("owner") or m.group("than"))
        if form == "multiple":
            return self._multiple_result(m, sentence)
        if form == "amount_of":  # a speedup of 0.8-1.6x is no gain, as 加速比为0.8至1.6倍 is none
            return self._a_gain(m) and self._claimed(m, sentence)
        if form == "result_value":
            return self._a_gain(m) and self._baseline_noun(m, sentence) is not None
        if form == "number_first":
            # 超过95%的配体优于参考: a verb of outperforming after a share counts items beating
            # something, unless the number is the margin it wins by (以3.1分的优势领先: no noun counted)
            margin = bool(self._margin_marker(m, sentence))
            return (_ends_word(view, offset + m.end("dir")) and not self._describes(m, sentence)
                    and (margin or m.group("dir") not in r.outperform_verbs)
                    and not any(w in (m.group("metric") or "") for w in r.condition_links)
                    and not self._in_setting(m, view, offset) and (margin or not self._counts_a_noun(m)))
        return True

    def _margin_marker(self, m: re.Match[str], sentence: str) -> str:
        """The word of ``margin_markers`` right before number-first match ``m`` whose number,
        alone or joined to a noun ending with one of ``margin_nouns``, is the margin its verb wins by
        (以5.3个百分点超越, 以12%的优势超过, 以4.5%的绝对优势超越; not 以65%的胜率超过, a level); "" if none.

        >>> finder = ClaimFinder("zh")
        >>> [finder._margin_marker(finder.rules.number_first.search(s), s)
        ...  for s in ("以12%的优势超过第二名", "以65%的胜率超过", "超过95%的配体优于")]
        ['以', '', '']
        """
        r = self.rules
        metric = m.group("metric") or ""
        if metric and not metric.endswith(r.margin_nouns):  # 以0.5%的微弱优势, 以1.8倍的速度优势
            return ""
        return next((w for w in r.margin_markers if sentence.endswith(w, 0, m.start())), "")

    def _baseline_clauses(self, sentence: str, view: Tokens, offset: int) -> list[tuple[int, int]]:
        """The (start, end) of each Chinese clause of the sentence at ``offset`` that gives a baseline's
        figure against ours: it opens with a baseline as its subject (see :func:`_baseline_subject`:
        not 基准测试中, a setting) and another clause of the sentence opens with ours (see
        :func:`_ours_opening`: 基线方法加速1.5倍，而我们的方法加速3倍; 我们的方法加速3倍，而基线方法
        仅加速1.5倍). Read once per sentence, in time linear in it.

        >>> from kg.extract.nlp import chinese
        >>> finder = ClaimFinder("zh")
        >>> [finder._baseline_clauses(s, tokens(chinese()(s)), 0) for s in (
        ...  "基线方法加速1.5倍，而我们的方法加速3倍", "基线方法加速1.5倍，但精度下降2%", "标准差降低30%，而我们的方法更稳定",
        ...  "基准测试中吞吐量提升2倍，我们的方法同时将显存降低30%", "我们的方法加速3倍，而基线方法仅加速1.5倍")]
        [[(0, 11)], [], [], [], [(10, 22)]]
        """
        r = self.rules
        if not r.ours_opening or not any(w in sentence for w in r.baseline_words):
            return []
        starts = [0, *(m.end() for m in CLAUSE_MARK.finditer(sentence))]
        clauses = list(zip(starts, [*starts[1:], len(sentence)]))
        if not any(r.ours_opening.match(sentence, start) for start, _ in clauses):
            return []
        return [(start, end) for start, end in clauses
                if r.baseline_subject.match(sentence, start) and _word_starts_at(view, offset + start)]

    def _a_gain(self, m: re.Match[str]) -> bool:
        """Whether the value of English match ``m`` is a change: a factor above 1 at its low end
        (a speedup of 0.8-1.6x is none, as 加速比为0.8至1.6倍), any other amount."""
        return self._unit(m.group("unit") or "%") != "times" or self._amount(m)[0] > 1

    def _claimed(self, m: re.Match[str], sentence: str) -> bool:
        """Whether English noun-of-change match ``m`` is a result the paper claims, as a zh
        change is one in no setting nor condition: after a verb of result in its sentence
        (``result_verbs``: It achieves a speedup of 2x; not We simulate a bandwidth reduction of
        50%), before no cause word (``causes``: not An increase of 5% in ... leads to), whose
        subject is no removal (``ablations``: not Removing the cache shows ...), whose clause and
        object name no baseline (``baseline_words``: not Prior work reports a speedup of 2x; a
        relative clause, ``relatives``, with the clause it qualifies: not the baseline, which
        achieves ...), past no phrase naming what ours is compared to (``against``: not compared
        to a speedup of 1.3x), in a clause opened by no condition (``condition_openers``: not
        Under a noise increase of 20%), and no restatement of the claim before it (a 30%
        reduction, i.e., a reduction of 30%: one claim).

        >>> finder = ClaimFinder("en")
        >>> [finder._claimed(finder.rules.amount_of.search(s), s) for s in (
        ...  "It achieves a speedup of 2x.", "We simulate a bandwidth reduction of 50%.",
        ...  "Prior work reports a speedup of 2x.", "With an increase of 10% in data, it yields more.")]
        [True, False, False, False]
        """
        r = self.rules
        if r.restated.search(sentence[: m.start()]) or self._in_condition(sentence, m.start()):
            return False
        verb = self._result_verb(sentence, m.start("dir"))
        if not verb or r.cause.match(sentence, m.end()):  # an increase of 20% in noise leads to: a cause
            return False
        if r.against.search(sentence, verb.end(), m.start("dir")):  # ours achieves 2x, compared to a speedup of
            return False
        return self._said_of_ours(sentence, verb.span(), m.start("dir"))

    def _in_condition(self, sentence: str, pos: int) -> bool:
        """Whether the English clause running up to ``pos`` is opened by a word of ``condition_openers``."""
        opener = _clause_before(sentence, pos).split()[:1]
        return bool(opener) and opener[0].casefold() in self.rules.condition_openers

    def _result_verb(self, sentence: str, end: int) -> re.Match[str] | None:
        """The verb of result nearest before ``end``: its subject and object say whose result it is."""
        verbs = list(self.rules.result_verb.finditer(sentence, 0, end))
        return verbs[-1] if verbs else None

    def _said_of_ours(self, sentence: str, verb: tuple[int, int], end: int) -> bool:
        """Whether the result of the verb at span ``verb``, its object running to ``end``, is ours:
        its subject is no removal (``ablations``: Removing the cache shows) and it names no baseline."""
        first = _clause_before(sentence, verb[0]).split()[:1]
        if first and first[0].casefold() in self.rules.ablations:  # Removing the cache shows: an ablation's
            return False
        return not self._names_baseline(sentence, verb, end)

    def _names_baseline(self, sentence: str, verb: tuple[int, int], end: int) -> bool:
        """Whether the subject of the verb at span ``verb`` or its object, running to ``end``, names a
        baseline (``baseline_words``), or the verb is said in a relative clause of one (see
        :meth:`_of_a_baseline`: the baseline, which achieves)."""
        start, verb_end = verb
        said = _clause_before(sentence, start) + sentence[verb_end: end]
        return self._of_a_baseline(sentence, start) or self._has_baseline_word(said)

    def _has_baseline_word(self, text: str) -> bool:
        """Whether English ``text`` holds a word of ``baseline_words`` (prior, existing, baseline)."""
        return any(w.casefold() in self.rules.baseline_words for w in re.findall(EN_WORD, text))

    def _of_a_baseline(self, sentence: str, pos: int) -> bool:
        """Whether the English clause running up to ``pos`` is a relative clause (``relatives``) of a
        baseline: the clause it qualifies names one (the baseline, which achieves) or what ours is
        compared to (``against``: Compared with FlashAttention, which achieves a speedup of 2x).

        >>> finder = ClaimFinder("en")
        >>> [finder._of_a_baseline(s, s.index(" reduces")) for s in ("Compared to the baseline, which reduces",
        ...  "Compared with FlashAttention, which reduces", "We propose FooNet, which reduces", "It reduces")]
        [True, True, False, False]
        """
        clause = _clause_before(sentence, pos)
        first = clause.split()[:1]
        if not first or first[0].casefold() not in self.rules.relatives:
            return False
        qualified = _clause_before(sentence, pos - len(clause) - 1)
        return bool(self.rules.against.match(qualified.lstrip())) or self._has_baseline_word(qualified)

    def _baseline_noun(self, m: re.Match[str], sentence: str) -> re.Match[str] | None:
        """The change that a bare value after a verb of result (``result_value`` match ``m``: ours
        achieves 3x) is the amount of: the last noun of change or direction-first change before it
        in its sentence, in the same unit, said of a baseline (Compared to the baseline, which
        achieves a speedup of 1.5x; which reduces latency by 10%), ``m`` said of ours in no condition
        and no level reached (see :meth:`_reaches_level`); None when there is none (It achieves 3x;
        With an increase of 10% in data, it achieves 2%; Removing the cache shows a reduction of 30%, ...).

        >>> finder = ClaimFinder("en")
        >>> s = "Compared to the baseline, which achieves a speedup of 1.5x, ours achieves 3x."
        >>> finder._baseline_noun(finder.rules.result_value.search(s, 40), s).group("dir")
        'speedup'
        """
        r = self.rules
        changes = [*r.amount_of.finditer(sentence, 0, m.start()), *r.direction_first.finditer(sentence, 0, m.start())]
        if (not changes or self._in_condition(sentence, m.start()) or not self._by_ours(sentence, m.start("verb"))
                or not self._said_of_ours(sentence, m.span("verb"), _value_start(m))):
            return None
        noun = max(changes, key=lambda change: change.start())
        verb = self._result_verb(sentence, noun.start("dir"))  # none in Prior work reports a speedup: its clause says
        said = verb.span() if verb else (noun.start(), noun.start())
        unit = self._unit(m.group("unit") or "%")
        if unit != self._unit(noun.group("unit") or "%") or not self._names_baseline(sentence, said, noun.start("dir")):
            return None
        metric = self._common_fields(noun, sentence, None)["metric_key"]
        if unit != "times" and self._reaches_level(self._amount(m)[0], self._amount(noun)[1], metric):
            return None  # an accuracy improvement of 1.5%, and ours achieves 92.4%: a level reached
        return noun

    def _reaches_level(self, value: float, change: float, metric_key_: str | None) -> bool:
        """Whether a percentage ``value`` said after a ``change`` in percent of the metric keyed
        ``metric_key_``, in the same breath (a bound in the next clause, a bare value ours
        achieves), is the level the change reached, no change of its own: it is many times the
        change (``score_range_ratio``: 准确率平均提升5%，最高可达92%) and the metric is no quantity
        (``quantity_metrics``: 吞吐量平均提升12%，最高达70% and a throughput improvement of 3%, ours
        achieves 18% are changes, as a throughput, an energy is never a percentage).

        >>> finder = ClaimFinder("zh")
        >>> finder._reaches_level(92, 5, "accuracy"), finder._reaches_level(70, 12, "throughput"), finder._reaches_level(9, 5, None)
        (True, False, False)
        """
        return value > self.rules.score_range_ratio * change and metric_key_ not in self.rules.quantity_metrics

    def _by_ours(self, sentence: str, verb_start: int) -> bool:
        """Whether the subject of the verb at ``verb_start`` names ours (``own_subjects``: ours,
        our method, it) or is a method's name (FooNet), not another's (an oracle, a naive
        implementation).

        >>> finder = ClaimFinder("en")
        >>> [finder._by_ours(s, s.index(" achieves")) for s in ("x, ours achieves 3x", "x, whereas our method achieves 3x",
        ...  "x, FooNet achieves 3x", "x, an oracle achieves 4x", "x, a naive implementation achieves 1.1x")]
        [True, True, True, False, False]
        """
        subject = self.rules.own_subject.match(_clause_before(sentence, verb_start))
        return subject is not None and (not subject.group("first") or looks_like_name(subject.group("first")))

    def _closes_condition(self, view: Tokens, pos: int) -> bool:
        """Whether the word at character ``pos`` of the doc closes a condition or a time
        before it (``condition_closers``: 时, 后 as words of their own, not 时延 nor 后续).

        >>> from kg.extract.nlp import chinese
        >>> finder = ClaimFinder("zh")
        >>> [finder._closes_condition(tokens(chinese()(s)), 4) for s in ("收紧2倍时，", "降低2倍时延")]
        [True, False]
        """
        k = bisect_left(view.starts, pos)
        return k < len(view.words) and view.starts[k] == pos and view.words[k] in self.rules.condition_closers

    def _multiple_result(self, m: re.Match[str], sentence: str) -> bool:
        """Whether multiple match ``m`` (a multiple with no baseline) is a result: above 1 at
        its low end (加速比为0.9倍, 加速比为0.8至1.6倍 are no gain), neither a setting nor a
        condition (a word of ``multiple_settings`` after it: 提高到2倍后, 加速比为3倍的配置下,
        提高到2倍会使; or a word of ``condition_openers`` earlier in its clause:
        当推理速度提高到2倍时), and, for a capacity, one of
        ``capacity_nouns`` after its 的 and no negation before its verb (不支持2倍以上的批大小).

        >>> finder = ClaimFinder("zh")
        >>> [finder._multiple_result(finder.rules.multiple.search(s), s) for s in (
        ...  "吞吐量提高到2倍", "帧率提高到2倍后", "加速比为0.9倍", "支持4倍的批大小", "支持8倍的张量并行度", "不支持2倍的批大小")]
        [True, False, False, True, False, False]
        """
        r = self.rules
        low, _, _ = self._amount(m)
        if low <= 1:  # 加速比为0.8至1.6倍: no gain at the low end
            return False
        if m.group("cap"):
            return (sentence.startswith(r.capacity_nouns, m.end() + 1)
                    and not r.negated.search(sentence[: m.start("cap")]))
        if sentence.startswith(r.multiple_settings, m.end()):
            return False
        clause = _clause_before(sentence, m.start())  # 当 as a word: not of 当前, 相当
        return not any(w in clause and _has_word(clause, w) for w in r.condition_openers)

    def _counted_verb(self, m: re.Match[str], view: Tokens, offset: int) -> bool:
        """Whether the verb between the comparative and the number of direction-first match
        ``m`` stands: after a comparative of how many (``counted_comparatives``: 多修复58%的缺陷,
        not 减少修复…), a word of its own (the noun it counts after 的 is checked by the pattern).

        >>> from kg.extract.nlp import chinese
        >>> finder = ClaimFinder("zh")
        >>> [finder._counted_verb(finder.rules.direction_first.search(s), tokens(chinese()(s)), 0)
        ...  for s in ("比X多修复58%的缺陷", "减少修复30%的时间")]
        [True, False]
        """
        return (m.group("dir") in self.rules.counted_comparatives
                and _word_starts_at(view, offset + m.start("cverb")) and _ends_word(view, offset + m.end("cverb")))

    def _level_metric(self, view: Tokens, offset: int, sentence: str, start: int) -> str:
        """The metric whose level the clause before ``start`` gives by a copula (成功率为33%，),
        for a multiple of a baseline opening the next clause; "" if it gives none."""
        window = max(0, start - LEVEL_CLAUSE_CHARS)
        level = self.rules.level_clause.search(sentence, window, start) if self.rules.level_clause else None
        return self._metric_before(view, offset + level.start(), baseline=False)[0] if level else ""

    def _of_a_quantity(self, metric: str) -> bool:
        """Whether ``metric`` names a quantity (``quantity_metrics``: 参数量, 采样步数, 显存占用), not a
        setting (``setting_nouns``: 时间步长, a time step, not a time; 批大小 names none)."""
        return metric_key(metric) in self.rules.quantity_metrics and not metric.endswith(self.rules.setting_nouns)

    def _level_stands(self, m: re.Match[str], sentence: str, metric: str) -> bool:
        """Whether a level given by a copula as a share of a baseline is a change: a fraction
        by :meth:`_fraction_stands`, any other value by :meth:`_multiple_stands`."""
        if m.group("frac"):
            return self._fraction_stands(m, sentence, metric)
        return self._multiple_stands(m, sentence, metric)

    def _fraction_stands(self, m: re.Match[str], sentence: str, metric: str) -> bool:
        """Whether a level given by a copula as a fraction of a baseline is a cut, stored as the
        share verbs' one is (推理成本是基线的1/5, 显存为原来的五分之一: 5 times less, as 仅为基线的1/5):
        of a quantity (see :meth:`_of_a_quantity`; not 隐藏维度为输入的1/4, 批大小为原来的1/2, a design
        constant or a setting), of a baseline (see :meth:`_is_baseline`: not 测试集为数据集的1/5), or of
        a pronoun for named methods compared with before it, describing no noun after it; never of
        none named (成本为1/5: of what?).

        >>> finder = ClaimFinder("zh")
        >>> [finder._fraction_stands(finder.rules.share.search(s), s, metric) for s, metric in (
        ...  ("推理成本是基线的1/5", "推理成本"), ("隐藏维度为输入的1/4", "隐藏维度"), ("批大小为原来的1/2", "批大小"),
        ...  ("显存占用为vLLM的五分之一", "显存占用"), ("测试集为数据集的1/5", "测试集"), ("成本为1/5", "成本"))]
        [True, False, False, True, False, False]
        """
        if m.group("alone") is not None or sentence.startswith("的", m.end()) or not self._of_a_quantity(metric):
            return False
        base = m.group("base")
        return self._is_baseline(base) if base else self._compared_with_names(sentence[: m.start()])

    def _is_baseline(self, base: str) -> bool:
        """Whether ``base``, what a share names before its 的, is a baseline: a word of
        ``baseline_words`` in it (基线, 原来) or a Latin name (vLLM: another method), not another
        noun (输入, 数据集)."""
        return any(w in base for w in self.rules.baseline_words) or bool(LATIN_NAME.fullmatch(base))

    def _multiple_stands(self, m: re.Match[str], sentence: str, metric: str) -> bool:
        """Whether a level given by a copula as a multiple of a baseline is a change
        (速度是基线的3倍, 吞吐量达到FlashAttention的两倍): a factor, of a baseline (a word of
        ``baseline_words`` in it, or a Latin name: another method), said of a result metric
        (``multiple_metrics``: ``metric`` is the one read before the match), describing no
        noun after it. A design constant or a size is none (隐藏维度为输入的4倍, 参数量是基线的2倍,
        规模是其5倍的模型).

        A pronoun (其) stands for a baseline only when the sentence compared with named
        methods before it (与CDVAE和DiffCSP相比，…的比例是其2倍以上).

        >>> finder = ClaimFinder("zh")
        >>> [finder._multiple_stands(finder.rules.share.search(s), s, metric) for s, metric in (
        ...  ("速度是基线的3倍", "速度"), ("隐藏维度为输入的4倍", "隐藏维度"), ("参数量是基线的2倍", "参数量"), ("速度为vLLM的2倍", "速度"))]
        [True, False, False, True]
        >>> [finder._multiple_stands(finder.rules.share.search(s), s, metric) for s, metric in (
        ...  ("与FooNet相比，X生成有效结构的比例是其2倍", "生成有效结构的比例"), ("X生成有效结构的比例是其2倍", "生成有效结构的比例"),
        ...  ("与FooNet相比，X的参数量是其2倍", "参数量"))]
        [True, False, False]
        >>> [finder._multiple_stands(finder.rules.share.search(s), s, metric) for s, metric in (
        ...  ("与BERT相比，模型层数是其2倍", "模型层数"), ("与ResNet相比，FooNet的FLOPs是其2倍", "FLOPs"),
        ...  ("与Transformer相比，FooNet的吞吐量是其3倍", "吞吐量"))]
        [False, False, True]
        """
        r = self.rules
        base = m.group("base")
        if m.group("frac") or self._unit(m.group("unit")) != "times" or sentence.startswith("的", m.end()):
            return False
        key = metric_key(metric)
        if not base:
            # 与CDVAE和DiffCSP相比，…的比例是其2倍以上: a pronoun for named methods compared
            # with earlier in the sentence, on a result metric (multiple_metrics) or a share of
            # results (multiple_shares), never a size, a setting or a cost (层数, 上下文长度, FLOPs)
            result = key in r.multiple_metrics or (key is None and metric.strip().lower().endswith(r.multiple_shares))
            return result and self._compared_with_names(sentence[: m.start()])
        if key in r.count_metrics:  # a count of results (正确修复的缺陷数约为单轮修复的2倍): against another's
            # only a count of what was fixed or found, a verb of result in its clause
            # (not 包含的真实缺陷数量是Defects4J的3倍: a size of a data set)
            clause = _clause_before(sentence, m.start())
            return any(v in clause for v in r.count_verbs)
        return self._is_baseline(base) and key in r.multiple_metrics

    def _compared_with_names(self, before: str) -> bool:
        """``before`` (a sentence up to a match) compares with a named method (``compared_phrases``
        after a Latin name in the same clause: 与CDVAE和DiffCSP相比)."""
        for phrase in self.rules.compared_phrases:
            at = before.rfind(phrase)
            if at > 0:
                clause = re.split(r"[，。；,;]", before[:at])[-1]
                if any(LATIN_NAME.fullmatch(w) for w in re.findall(r"[A-Za-z0-9][\w.+-]*", clause, re.ASCII)):
                    return True
        return False

    def _counts_a_noun(self, m: re.Match[str]) -> bool:
        """Whether English number-first match ``m`` has a unit that may count things or
        name a score (points, -point, mAP) before words that name no metric: it counts those
        (a 5-point scale better captures ...), while a 25-point gain or a 2.3-point BLEU gain is a claim.

        >>> finder = ClaimFinder("en")
        >>> [finder._counts_a_noun(finder.rules.number_first.search(s))
        ...  for s in ("a 5-point scale better", "a 25-point gain", "a 2.3-point BLEU gain")]
        [True, False, False]
        """
        r = self.rules
        unit = m.group("unit").casefold()
        metric = (m.group("metric") or "").strip()
        return (unit in r.counting_units or unit in r.metric_units) and bool(metric) and not metric_key(metric)

    def _in_setting(self, m: re.Match[str], view: Tokens, offset: int) -> bool:
        """Whether the number of number-first match ``m`` is a setting's: a word closing a
        setting (上 of 在…上, 时 of 当…时) comes between its unit and its direction, as a
        word or glued by jieba to the word before (率下 of 掩码率下), not inside a word (下游).

        >>> from kg.extract.nlp import chinese
        >>> finder = ClaimFinder("zh")
        >>> [finder._in_setting(finder.rules.number_first.search(s), tokens(chinese()(s)), 0)
        ...  for s in ("在24GB的显卡上推理速度提升", "在50%掩码率下性能下降", "带来5%下游任务性能提升")]
        [True, True, False]
        """
        k = bisect_left(view.starts, offset + m.end("unit"))
        while k < len(view.words) and view.starts[k] < offset + m.start("dir"):
            word = view.words[k]
            if self._closes_setting(word):
                return True
            k += 1
        return False

    def _closes_setting(self, word: str) -> bool:
        """Whether token ``word`` closes a setting: it ends in a closer (上, 时), alone or
        glued by jieba to the word before (率下), not inside a dictionary word (下游).

        >>> finder = ClaimFinder("zh")
        >>> [finder._closes_setting(w) for w in ("上", "率下", "下游")]
        [True, True, False]
        """
        return word[-1] in self.rules.setting_closers and (len(word) == 1 or not _in_dictionary(word))

    def _says_small(self, words: str) -> bool:
        """Whether ``words`` before a share say it is small: an adverb (only) or an upper bound (less than).

        >>> finder = ClaimFinder("en")
        >>> finder._says_small("only "), finder._says_small("less than "), finder._says_small("about ")
        (True, True, False)
        """
        bounds = self._qualifier([words]) or ""
        return any(w in self.rules.adverbs for w in words.casefold().split()) or "less than" in bounds or "at most" in bounds

    def _describes(self, m: re.Match[str], sentence: str) -> bool:
        """Whether number-first match ``m`` describes a component or a setting instead of
        claiming a result: a design constant after a verb of use (使用32倍压缩) or before
        the noun it qualifies (32倍压缩的自编码器, not 3倍加速的同时), or a measured
        quantity not joined to its metric by 的 (16GB显存上提升; joined by 的, a setting is
        found by :meth:`_in_setting`). Never after a verb of result (实现32倍压缩的…).

        >>> finder = ClaimFinder("zh")
        >>> [finder._describes(finder.rules.number_first.search(s), s)
        ...  for s in ("采用32倍压缩的自编码器", "在8倍加速的同时", "实现8倍加速的方法", "在16GB显存上提升")]
        [True, False, False, True]
        """
        r = self.rules
        if m.groupdict().get("verb"):
            return False
        joined = sentence.startswith("的", max(m.end("unit"), m.end("q2")))  # 1.2dB的PSNR提升
        if m.group("unit") in r.setting_units and not joined:
            return True
        attributive = sentence.startswith("的", m.end()) and not sentence.startswith(r.result_nouns, m.end() + 1)
        return attributive or sentence[: m.start()].endswith(r.design_verbs)

    def _compared(self, m: re.Match[str], sentence: str, view: Tokens, offset: int, compared_from: float) -> bool:
        """Whether a direction-first match may stand: a comparative (高, 少) after a word of
        means when it qualifies a noun (以少3倍的交互次数); else only as a word of its own
        (not 高 of 最高) after a baseline of its clause (比X高3%), a comparison earlier in
        the sentence (与X相比，吞吐量高4.5倍; 比ChatGPT多34.3%，断言正确的测试多18.7%: the
        first comparison ends at ``compared_from``, at or before it, see :meth:`_comparison_end`),
        or said of a metric by a factor (交互次数少3倍), not in 温度高5%时 nor 大14倍的模型; a verb of
        outperforming not before 的 (优于95%的人类选手 counts the baselines); any other direction always."""
        r = self.rules
        if m.group("dir") in r.outperform_verbs:
            return not sentence.startswith("的", m.end())
        if m.group("dir") not in r.comparatives:
            return True
        if self._qualifies_the_outperformed(m, sentence):
            return False
        attributive = sentence.startswith("的", m.end())
        if attributive and sentence.endswith(r.means, 0, m.start("dir")):  # jieba glues the two (以少)
            return True
        verb = offset + m.start("dir")
        unit = m.groupdict().get("unit")  # none for a bare difference (score), never by a factor
        by_factor = not attributive and not m.groupdict().get("frac") and unit is not None and self._unit(unit) == "times"
        if by_factor and _ends_a_noun(view, verb):  # jieba glues the metric to it: 体积小2.8倍
            return True
        if not _word_starts_at(view, verb):
            return False
        if by_factor:  # 交互次数少3倍
            return True
        if self._baseline_start(view, verb)[0] != verb:
            return True
        return compared_from <= verb and self._carried(m, sentence, view, verb)

    def _qualifies_the_outperformed(self, m: re.Match[str], sentence: str) -> bool:
        """Whether the comparative of match ``m`` is said of what a verb of outperforming right
        before its metric compares with, a noun after 的 in its clause (超过了参数量大10倍以上、
        不具备双向性的模型: the compared models' size), not ours (超过了基线，参数量少10倍)."""
        verb = m.start("dir")
        before = self.rules.outperformed and self.rules.outperformed.search(
            sentence, max(0, verb - OUTPERFORMED_CHARS), verb)
        return bool(before) and bool(QUALIFIED_NOUN.match(sentence, m.end(), m.end() + OUTPERFORMED_CHARS * 4))

    def _carried(self, m: re.Match[str], sentence: str, view: Tokens, verb: int) -> bool:
        """Whether the comparative of direction-first match ``m`` (at ``verb`` in the doc),
        with no baseline of its own clause, may take a comparison from earlier in the
        sentence: only a predicative one (断言正确的测试多18.7%; 多了10%的参数, a word such
        as 了 between it and its number), not one qualifying the noun after 的 (在大14倍的
        模型上, 高5%的学习率), not one inside a setting its clause opened and did not close
        (在温度高5%时, 在噪声高20%的条件下: see ``setting_openers``), nor the 多 of 最多.

        >>> from kg.extract.nlp import chinese
        >>> finder = ClaimFinder("zh")
        >>> def carried(s):
        ...     m = finder.rules.direction_first.search(s, s.index("，"))
        ...     return finder._carried(m, s, tokens(chinese()(s)), m.start("dir"))
        >>> [carried(s) for s in ("X比Y多3%，测试多18.7%", "X比Y快3倍，模型多了10%的参数", "X比Y快3倍，在大14倍的模型上",
        ...  "X比Y好，在温度高5%时", "X比Y快2倍，在最多40%的样本上")]
        [True, True, False, False, False]
        """
        r = self.rules
        bare = not sentence[m.end("dir"): m.start("q1")]  # nothing between it and its number (多了)
        if bare and sentence.startswith("的", m.end()):
            return False
        if view.text.endswith(r.superlatives, 0, verb):
            return False
        # a setting opened in its clause before it and not closed (在温度高5%时)
        k = bisect_left(view.starts, verb) - 1
        while k >= 0 and not CLAUSE_MARK.search(view.words[k]):
            word = view.words[k]
            if word in r.setting_openers:
                return False
            if self._closes_setting(word):
                break  # 在WMT14上…: closed before it
            k -= 1
        return True

    def _before(self, m: re.Match[str], view: Tokens, offset: int) -> tuple[str, str] | None:
        """The metric read from the words before a Chinese direction-first, outperform,
        bare score, from-to or share match, or else after its number (节省35%的内存, a share
        not given by a copula: 仅需其约1/3的参数量; always for a need: 只需65%的模型规模), and
        the qualifier text that goes with it (None for the other matches)."""
        form = self._form(m)
        if self.rules.lang != "zh":
            return None
        if form == "number_first":  # a margin's metric is before its word of means (准确率以2.4%的幅度领先)
            marker = self._margin_marker(m, m.string)
            return self._metric_before(view, offset + m.start() - len(marker), baseline=False) if marker else None
        if form == "need" or form == "multiple" and m.group("cap"):  # 只需65%的模型规模, 支持4倍的批大小
            return self._metric_after(view, offset + m.end()), ""
        if form == "multiple" and m.group("speedup"):  # 延迟加速比为2.7至3.5倍: the speedup is the metric
            # the qualifiers around the speedup word and its copula (几何平均加速比为, 加速比可达)
            return m.group("speedup"), (m.group("qs") or "") + (m.group("q0") or "") + (m.group("cop") or "")
        if form in ("from_to", "share"):
            metric, lead = self._metric_before(view, offset + m.start(), baseline=False)
            if not metric and form == "share" and not m.group("level"):  # 仅需其约1/3的参数量
                metric = self._metric_after(view, offset + m.end())
            elif not metric and form == "share":  # 成功率为33%，是DiffDock的1.7倍
                metric = self._level_metric(view, offset, m.string, m.start())
            return metric, lead + (m.group("q0") or "") + (m.groupdict().get("qv") or "")
        # the adverbs matched before the verb may end a word (能 of 性能能提升):
        # the metric runs to the first word boundary among them
        verb = offset + m.start("dir")
        end = _word_start_from(view, offset + m.start(), verb)
        metric, lead = self._metric_before(view, end)
        metric = metric or self._metric_after(view, offset + m.end())
        if not metric and form == "score" and not _names_measure(_clause_before(m.string, m.start())):
            # MOS达到4.2，比GradTTS高0.3 (not …，Omega ratio提升0.2: a measure of its own)
            metric = _last_metric(view.text[max(offset, offset + m.start() - EARLIER_METRIC_CHARS): offset + m.start()])
        return metric, self._qualifier_before_ba(m.string, m.start(), metric) + lead + view.text[end:verb]

    def _qualifier_before_ba(self, sentence: str, end: int, metric: str) -> str:
        """The qualifier before 可将 whose clause's metric ends at ``end`` (最多可将GPU利用率提高), or ""."""
        lead = metric and self.rules.ba_lead and self.rules.ba_lead.search(sentence, max(0, end - BA_LEAD_CHARS), end)
        return lead.group("q") if lead and lead.group("rest").endswith(metric) else ""

    def _claims(self, m: re.Match[str], sentence: str, before: tuple[str, str] | None) -> Iterable[Claim]:
        """(start of its number, claim) of each claim of match ``m``: at most one for a
        share or from-to match, one per value for the others, none for a bare difference
        on a metric that is no score (``score_metrics``, ``difference_scores``: MOS比GradTTS高出约0.9,
        mAP提升2.1, not 延迟降低0.9), none for two bare levels of a score of ``difference_scores``
        only (FID从2.11降至0.30). ``before`` is what :meth:`_before` read for it.

        >>> finder = ClaimFinder("zh")
        >>> m = finder.rules.direction_first.search("平均吞吐量提升2.26倍")
        >>> [(start, c.metric, c.value_min, c.qualifier) for start, c in finder._claims(m, "", ("吞吐量", "平均"))]
        [(7, '吞吐量', 2.26, 'average')]
        """
        form = self._form(m)
        if form in ("share", "need"):
            share, _, unit = self._amount(m, as_factor=True)
            # a fraction written in digits with 1 on top is said as a factor, a half too (减少为原来的1/2: 2 times)
            floor = 0.0 if UNIT_FRACTION.fullmatch(m.groupdict().get("frac") or "") else self.rules.min_percent_share
            change = _share_change(share, unit, floor)
            # less than 1/25 of the storage is a reduction by more than 25 times
            bound_turns = change is not None and change[2] == "reduction"
            return self._change_claim(m, change, self._common_fields(m, sentence, before, bound_turns))
        if form == "result_value":  # ours achieves 3x: the change its noun named, with its own qualifiers
            noun = self._baseline_noun(m, sentence)
            own = self._qualifier([m.group("q1") or "", m.group("q2") or ""])
            fields = {**self._common_fields(noun, sentence, None), "qualifier": own}
            return self._value_claims(m, fields, noun.group("dir"))
        common = self._common_fields(m, sentence, before)
        r = self.rules
        if form == "score" and common["metric_key"] not in r.difference_scores:
            return []
        listed = m.groupdict().get("rest") or r.list_next.match(sentence, m.end())
        if form == "score" and listed and r.name_joiner.search(_clause_before(sentence, m.start())):
            return []  # MOS和SMOS分别提升0.3和0.2: no pairing of a list of scores with a list of names
        if form == "from_to":
            if not m.group("unit") and common["metric_key"] not in r.score_metrics:
                return []  # bare levels: scores as for a bare difference (not NDCG@10从0.452提升至0.478, 学习率)
            unit = m.group("unit") and self._unit(m.group("unit"))
            return self._change_claim(m, self._level_change(m, unit), common)
        if form == "number_first" and r.parallel:
            return chain(self._parallel(m, sentence, common), self._value_claims(m, common))
        if form == "direction_first" and r.again:
            return chain(self._value_claims(m, common), self._repeated(m, sentence))
        return self._value_claims(m, common)

    def _parallel(self, m: re.Match[str], sentence: str, common: dict) -> Iterator[Claim]:
        """The claim of an item of a list right before number-first match ``m`` that
        repeats its verb of result in the same unit, with a setting of its own, or that says
        the verb for both, ``m`` with no verb right after it (实现平均2.1倍、最高3.5倍的加速; see
        :func:`_parallel_pattern`): the same change and metric, with the item's own qualifiers.

        >>> finder = ClaimFinder("zh")
        >>> s = "在推理上实现2.27倍、在训练上实现1.41倍的几何平均加速"
        >>> [(c.value_min, c.direction) for _, c in finder._parallel(
        ...  finder.rules.number_first.search(s), s, dict(metric="", qualifier=None, sentence=""))]
        [(2.27, 'improvement')]
        """
        item = self.rules.parallel.search(sentence, max(0, m.start() - PARALLEL_CHARS), m.start())
        if not item or self._unit(item.group("unit")) != self._unit(m.group("unit")):
            return  # 达到95.1%、…: a level (no verb of parallel_verbs), no change shared
        # a verb of its own after the item, or a comma ending the item: the two verbs must be one
        # (带来2倍、在训练上实现1.3倍: none shared); 实现2倍、在训练上1.3倍 shares 实现, not after a comma
        must_repeat = m.group("verb") or item.group("joiner") in self.rules.parallel_commas
        if must_repeat and item.group("verb") != m.group("verb"):
            return
        low, high, unit = self._amount(item)
        direction = self.rules.directions[m.group("dir")]
        # the item's own qualifiers (实现高达2.27倍、), and those read off the shared metric (几何平均)
        _, shared = self._unqualified((m.group("metric") or "").strip(), "")
        qualifier = self._qualifier([item.group("q1") or "", item.group("q2") or "", shared])
        yield item.start("a"), ClaimFact(value_min=low, value_max=high, unit=unit, direction=direction,
                                         **{**common, "qualifier": qualifier})

    def _repeated(self, m: re.Match[str], sentence: str) -> Iterator[Claim]:
        """The claims of the items after English direction-first match ``m`` that reuse its
        verb (reduces latency by 40% and memory by 30%), each of a known metric (not
        ``and speeds up training by 2x``: a verb of its own).

        >>> finder = ClaimFinder("en")
        >>> s = "It reduces latency by 40%, memory by 30% and energy by 2x."
        >>> [(c.metric, c.value_min, c.unit, c.direction) for _, c in finder._repeated(finder.rules.direction_first.search(s), s)]
        [('memory', 30.0, 'percent', 'reduction'), ('energy', 2.0, 'times', 'reduction')]
        """
        verb, pos = m.group("dir"), m.end()
        while (item := self.rules.again.match(sentence, pos)) and metric_key(item.group("metric")):
            yield from self._value_claims(item, self._common_fields(item, sentence, None, verb=verb), verb)
            pos = item.end()

    def _common_fields(self, m: re.Match[str], sentence: str, before: tuple[str, str] | None,
                       bound_turns: bool = False, verb: str | None = None) -> dict:
        """The :class:`ClaimFact` fields all claims of match ``m`` share: the metric and
        qualifiers (those of ``before`` when the tokens were read, else the match's own
        metric if it names one, else in English the words before it, latency of
        ``latency is reduced by``, else the direction word: 2-4倍加速 is a claim on 加速),
        the sentence, the language and the metric key; a unit that names a metric (by
        2.3 mIoU) is the metric when the words name none. ``bound_turns``: the claim is
        the rest of a share, so its bounds are turned around (less than -> more than).
        ``verb``: the direction word when ``m`` reuses another's (see :meth:`_repeated`)."""
        groups = m.groupdict()
        qualifiers = [groups.get("q0") or "", groups.get("q1") or "", groups.get("q2") or ""]
        metric = (groups.get("metric") or groups.get("after") or "").strip()
        if before is not None:  # read from the tokens, already checked
            metric, qualifiers[0] = before
        elif not metric and self.rules.lang == "en":
            subject = self.rules.subject.search(sentence, 0, m.start())
            metric = subject.group("metric") if subject else ""
        if before is None and self.rules.lang == "zh":  # 2倍几何平均加速: a qualifier read into the metric
            metric, qualifiers[1] = self._unqualified(metric, qualifiers[1])
        if before is None and not _named(metric):
            metric = ""
        link = self.rules.metric_link and not metric_key(metric) and self.rules.metric_link.match(sentence, m.end())
        if link and metric_key(link.group("metric")):  # a reduction of 35% in latency, a 35% reduction in latency
            metric = link.group("metric")
        unit = groups.get("unit") or ""
        if unit.casefold() in self.rules.metric_units and not metric_key(metric):
            metric = unit
        direction_word = verb or m.group("dir") or m.groupdict().get("speedup") or ""
        metric = metric or self.rules.singular.get(direction_word.casefold(), direction_word)  # speedups: a speedup
        return dict(
            metric=metric, qualifier=self._qualifier(qualifiers, bound_turns), sentence=sentence, lang=self.rules.lang,
            metric_key=metric_key(metric) or metric_key(direction_word),
        )

    @staticmethod
    def _change_claim(m: re.Match[str], change: tuple[float, str, str] | None, common: dict) -> list[Claim]:
        """The one claim of a share or from-to match: the ``change`` (size, unit,
        direction) that :func:`_share_change` or :meth:`_level_change` found; none
        for a match that makes no change.

        >>> finder, blank = ClaimFinder("zh"), dict(metric="", qualifier=None, sentence="")
        >>> m = finder.rules.from_to.search("从42.3%提升到58.7%")
        >>> [(start, c.value_min, c.unit, c.direction)
        ...  for start, c in finder._change_claim(m, finder._level_change(m, "percent"), blank)]
        [(1, 16.4, 'points', 'improvement')]
        """
        if not change:
            return []
        size, unit, direction = change
        return [(_value_start(m), ClaimFact(value_min=size, value_max=size, unit=unit, direction=direction, **common))]

    def _value_claims(self, m: re.Match[str], common: dict, verb: str | None = None) -> Iterator[Claim]:
        """The claims of a number-first, direction-first or outperform match, all in its
        direction: one for its number, range (a range keeps both ends, low first) or
        fraction, then one for each further value of a list (分别提升3.1%和4.2%).
        A spelled 一倍 alone is a doubling (提升一倍) or a halving (减少一倍): read
        literally it would be no change, so it is stored as 2 times, as 提升2倍 is; so is a
        digit 1倍 after a verb of increase (提升1倍, see :meth:`_doubles`), while after a
        verb of decrease it says nothing (降低1倍: no claim); a range or a list is read as
        written (提升1-2倍). A zero or undefined value (降低0/0) is no claim.
        ``verb``: the direction word when ``m`` reuses another's (see :meth:`_repeated`).

        >>> finder, blank = ClaimFinder("zh"), dict(metric="", qualifier=None, sentence="")
        >>> m = finder.rules.direction_first.search("分别提升3.1%和4.2%")
        >>> [(start, c.value_min, c.direction) for start, c in finder._value_claims(m, blank)]
        [(4, 3.1, 'improvement'), (9, 4.2, 'improvement')]
        >>> [(c.value_min, c.unit) for _, c in finder._value_claims(finder.rules.direction_first.search("提升一倍"), blank)]
        [(2.0, 'times')]
        """
        r = self.rules
        direction_word = verb or m.group("dir")
        if direction_word is None:  # a multiple with no verb (加速比为3倍, 支持4倍的): a gain by it
            direction = "improvement"
        else:
            direction = r.directions[direction_word.casefold() if r.lang == "en" else direction_word]
        low, high, unit = self._amount(m)
        if high <= 0:
            return
        if unit == "times" and low == high == 1 and self._alone(m):
            if self._doubles(m):
                low = high = 2.0
            elif direction == "reduction" and self._form(m) == "direction_first":  # 降低1倍: a factor 1 changes nothing
                return
        yield _value_start(m), ClaimFact(value_min=low, value_max=high, unit=unit, direction=direction,
                                         **self._first_value_fields(m, common))
        for start, low, high, own in self._more_values(m, common.get("metric_key")):  # its own qualifier alone (、最高52%)
            yield start, ClaimFact(value_min=low, value_max=high, unit=unit, direction=direction,
                                   **({**common, "qualifier": own} if own else common))

    def _first_value_fields(self, m: re.Match[str], common: dict) -> dict:
        """``common`` with the qualifier written after the first value of a list (group ``q3``)
        added: it is that value's alone (by 30% on average and up to 45%: 45% is no average).

        >>> finder = ClaimFinder("en")
        >>> m = finder.rules.direction_first.search("reduces latency by 30% on average and 45%")
        >>> finder._first_value_fields(m, dict(qualifier="up to"))
        {'qualifier': 'up to average'}
        """
        own = self._qualifier([m.groupdict().get("q3") or ""])
        shared = common["qualifier"]
        if not own or own in (shared or ""):  # no qualifier value is part of another
            return common
        return {**common, "qualifier": f"{shared} {own}" if shared else own}

    @staticmethod
    def _alone(m: re.Match[str]) -> bool:
        """Whether match ``m`` has one value alone: no fraction, range, list nor bound after it."""
        groups = m.groupdict()
        return not any(groups.get(name) for name in ("frac", "b", "rest", "each", "bound"))

    def _doubles(self, m: re.Match[str]) -> bool:
        """Whether the factor 1 of match ``m``, a value alone, says a doubling: spelled
        (提升一倍, 减少一倍) or a digit 1 right after a verb of increase (提升1倍, 快了1倍:
        as said in Chinese, not "1 time")."""
        number = m.group("a")
        if not number[0].isdigit():
            return True
        return number == "1" and self._form(m) == "direction_first" and m.group("dir") in self.rules.doubling_verbs

    def _more_values(self, m: re.Match[str], metric: str | None = None):
        """(start, low, high, qualifier) of the values or ranges after the first of a list
        (分别提升3.1%和4.2%, 提升1%至2%、3%至4%), the qualifier written before a value with its
        unit (降低35%、最高52%) or None; ``metric`` is the key of the metric of ``m``, whose
        bound in the next clause may be a level reached (see :meth:`_bounds_change`).

        >>> finder = ClaimFinder("zh")
        >>> list(finder._more_values(finder.rules.direction_first.search("分别提升3.4%、5.2%和最高2.8%")))
        [(9, 5.2, 5.2, None), (16, 2.8, 2.8, 'up to')]
        >>> list(finder._more_values(finder.rules.direction_first.search("分别提升1%至2%、3%至4%")))
        [(10, 3.0, 4.0, None)]
        >>> [list(finder._more_values(finder.rules.direction_first.search(s)))
        ...  for s in ("降低12%，最高达25%", "提升5%，最高达92%")]
        [[(9, 25.0, 25.0, 'up to')], []]
        >>> en = ClaimFinder("en")
        >>> list(en._more_values(en.rules.direction_first.search("improves by 2.1% and 3.4% to 78.5% and 81.2%")))
        [(21, 3.4, 3.4, None)]
        """
        unit = m.groupdict().get("unit")  # none for a bare score (BLEU分别提升1.8和2.1)
        scaled = (lambda value: value) if unit is None else (lambda value: self._scaled(value, unit))
        for name in ("rest", "each", "bound"):
            for start, low, high, own in self._listed(m.groupdict().get(name) or "", name != "rest"):
                if name == "bound" and not self._bounds_change(m, scaled(high), metric):
                    continue
                reached = name == "each" and self._reaches_level_listed(m, low, high, metric)
                yield m.start(name) + start, scaled(low), scaled(low if reached else high), own
                if reached:
                    return  # the levels reached follow it

    def _reaches_level_listed(self, m: re.Match[str], low: float, high: float, metric: str | None) -> bool:
        """Whether an item of the list of match ``m``, a percent range from ``low`` to ``high``
        after a first value alone, is a change by ``low`` reaching the level ``high`` (by 2.1% and
        3.4% to 78.5% and 81.2%: see :meth:`_reaches_level`), not a range (by 2% and 3% to 5%);
        Chinese reads a unit before 至 there so (see :func:`_pieces`)."""
        return (not m.groupdict().get("b") and self._unit(m.group("unit") or "") == "percent"
                and self._reaches_level(high, low, metric))

    def _bounds_change(self, m: re.Match[str], bound: float, metric: str | None) -> bool:
        """Whether ``bound``, the value of the bound in the clause after match ``m`` (group
        ``bound``) on the metric keyed ``metric``, is one more change (平均降低12%，最高可达25%), not
        the level the change reached (准确率平均提升5%，最高可达92%; see :meth:`_reaches_level`): a
        multiple always is. A clause between them naming a metric that changes more
        (吞吐量提升30%，准确率提升更明显，最高达12%) makes the bound that metric's, no bound here."""
        if metric_key(m.group("stronger") or ""):
            return False
        _, high, unit = self._amount(m)
        return unit == "times" or not self._reaches_level(bound, high, metric)

    def _listed(self, text: str, own_qualifiers: bool):
        """(start, low, high, qualifier) of each value or range of the items of a list's ``text``;
        a qualifier only when ``own_qualifiers`` (items written with their unit)."""
        numbers, after, i = list(self.rules.number.finditer(text)), 0, 0
        while i < len(numbers):
            first = last = numbers[i]
            if i + 1 < len(numbers) and self.rules.range_gap.fullmatch(text, first.end(), numbers[i + 1].start()):
                i += 1
                last = numbers[i]
            own = self._qualifier([text[after: first.start()]]) if own_qualifiers else None
            yield first.start(), self._number(first.group()), self._number(last.group()), own
            after, i = last.end(), i + 1

    def _amount(self, m: re.Match[str], as_factor: bool = False) -> tuple[float, float, str]:
        """(low, high, unit) of the value of match ``m``: its number or range in its
        unit, or its fraction as a percentage (减少一半 is 50%) or, ``as_factor`` (a share
        of a baseline), as a factor (仅为原来的三分之一 is 1/3 times).

        >>> finder = ClaimFinder("zh")
        >>> finder._amount(finder.rules.direction_first.search("降低了三分之一"))
        (33.33, 33.33, 'percent')
        >>> finder._amount(finder.rules.direction_first.search("降低两个数量级"))
        (100.0, 100.0, 'times')
        >>> finder._amount(finder.rules.direction_first.search("快一两个数量级"))
        (10.0, 100.0, 'times')
        """
        if m.groupdict().get("frac"):
            share = self._fraction(m.group("frac"))
            return (share, share, "times") if as_factor else (round(100 * share, 2), round(100 * share, 2), "percent")
        low, high = self._ends(m.group("a"))
        if m.groupdict().get("b"):
            high = self._ends(m.group("b"))[1]
        unit = m.groupdict().get("unit")
        if unit is None:  # a bare difference on a score (MOS比GradTTS高出约0.9, MOS提升0.3至0.5)
            if m.groupdict().get("b") and self._level_end(m, low, high):
                low, high = self._ends(m.group("a"))
            return min(low, high), max(low, high), self.rules.score_unit
        low, high = self._scaled(low, unit), self._scaled(high, unit)
        return min(low, high), max(low, high), self._unit(unit)

    def _level_end(self, m: re.Match[str], low: float, high: float) -> bool:
        """Whether the upper end ``high`` of the bare score range of match ``m`` is the
        level reached, not the other end of a range of differences (提升0.3至4.2, raises
        BLEU by 1.2 to 28.4: by 0.3, to 4.2): the clause gives the level it started from
        (从3.9提升0.3至4.2), or it is more than ``score_range_ratio`` times the lower end
        (the differences of one score across settings span less; a level reached is many
        times a change of it: ROUGE-L提升1.2至45.3, while Kendall's τ提升0.168至0.494 is a range).

        >>> finder = ClaimFinder("zh")
        >>> [finder._amount(finder.rules.score.search(s))[:2] for s in (
        ...  "MOS从3.9提升0.3至4.2。", "ROUGE-L提升1.2至45.3。", "Kendall's τ提升0.168至0.494。")]
        [(0.3, 0.3), (1.2, 1.2), (0.168, 0.494)]
        """
        r = self.rules
        clause = _clause_before(m.string, m.start())
        if r.from_level is not None and r.from_level.search(clause):
            return True
        return low > 0 and high > r.score_range_ratio * low

    def _ends(self, number: str) -> tuple[float, float]:
        """The low and high ends of ``number``: two spelled digits in a row are a range
        (两三 is 2 to 3, 一两 1 to 2), any other number is both ends.

        >>> finder = ClaimFinder("zh")
        >>> finder._ends("两三"), finder._ends("二十"), finder._ends("2.5")
        ((2.0, 3.0), (20.0, 20.0), (2.5, 2.5))
        """
        words = [] if number[0].isdigit() else self.rules.numeral.findall(number)
        if len(words) == 2 and all(w.casefold() in self.rules.digits for w in words):
            return self._number(words[0]), self._number(words[1])
        return self._number(number), self._number(number)

    def _scaled(self, value: float, unit: str) -> float:
        """``value`` in ``unit``: a unit of powers counts powers of its base
        (两个数量级 is 100 times, an order of magnitude 10), a scaled unit counts
        multiples of its scale (三成 is 30%).

        >>> finder = ClaimFinder("zh")
        >>> finder._scaled(2, "个数量级"), finder._scaled(3, "成"), finder._scaled(3, "%")
        (100.0, 30.0, 3)
        """
        base = self.rules.powers.get(unit.casefold())
        if base:
            return float(base ** value)
        scale = self.rules.scales.get(unit.casefold())
        return float(value * scale) if scale else value

    def _number(self, text: str) -> float:
        """The value of a number, in digits or spelled: each digit word is multiplied by
        the multiplier after it (二十五 is 25, 一百二十 120), a multiplier of 10,000 or more
        scales all before it (两万 is 20,000).

        >>> finder = ClaimFinder("zh")
        >>> [finder._number(t) for t in (
        ...  "2.5", "三", "十五", "二十五", "一百二十", "两万", "百", "1.5万", "12,345.6")]
        [2.5, 3.0, 15.0, 25.0, 120.0, 20000.0, 100.0, 15000.0, 12345.6]
        """
        r = self.rules
        if text[0].isdigit():
            digits = text.rstrip(r.multiplier_chars)  # 1.5万: digits scaled by a multiplier
            return float(digits.replace(",", "")) * r.multipliers.get(text[len(digits):], 1)  # 1,000: thousands
        total = section = digit = 0
        for word in r.numeral.findall(text):
            word = word.casefold()
            if word in r.digits:
                digit = r.digits[word]
                continue
            scale = r.multipliers[word]
            if scale >= 10_000:
                total, section = total + ((section + digit) or 1) * scale, 0
            else:
                section += (digit or 1) * scale
            digit = 0
        return float(total + section + digit)

    def _fraction(self, text: str) -> float:
        """The value of a fraction: 一半 is 0.5, 1/25 0.04, 三分之一 1/3 (0 for a zero denominator)."""
        r = self.rules
        if text.casefold() in r.fraction_words:
            return r.fraction_words[text.casefold()]
        if r.fraction_mark and r.fraction_mark in text:
            whole, part = text.split(r.fraction_mark)
        else:
            part, whole = text.split("/")
        denominator = self._number(whole)
        return self._number(part) / denominator if denominator else 0.0

    def _unit(self, text: str) -> str:
        return self.rules.units.get(text.casefold(), "times")  # the units hold casefolded keys too

    def _level_change(self, m: re.Match[str], unit: str | None) -> tuple[float, str, str] | None:
        """(size, unit, direction) of the change from level A to level B of a from-to
        match, by the ``level_change`` rule of the levels' unit: the difference of two
        percentages in points, the ratio of two factors in times; of two bare levels
        (``unit`` None), scores, by ``bare_level_change``. None for equal levels
        or a unit without a rule (a claim stores a change, the ontology has no level).

        >>> finder = ClaimFinder("zh")
        >>> finder._level_change(finder.rules.from_to.search("从8.5%降低到3.2%"), "percent")
        (5.3, 'points', 'reduction')
        >>> finder._level_change(finder.rules.from_to.search("从2倍提升到5倍"), "times")
        (2.5, 'times', 'improvement')
        >>> finder._level_change(finder.rules.from_to.search("MOS从3.9提升到4.2"), None)
        (0.3, 'score', 'improvement')
        """
        rule = self.rules.level_change.get(unit) if unit else self.rules.bare_level_change
        a, b = (self._scaled(self._number(m.group(end)), m.group("unit") or "") for end in "ab")
        if rule is None or a == b or (rule["by"] == "ratio" and min(a, b) <= 0):
            return None
        if rule["by"] == "ratio":
            size = round(max(a, b) / min(a, b), 2)
        else:  # rounded as written: 58.7 - 42.3 is 16.4, not 16.400000000000006
            size = round(abs(b - a), max(_decimals(m.group("a")), _decimals(m.group("b"))))
        return size, rule["unit"], "improvement" if b > a else "reduction"

    def _metric_before(self, view: Tokens, pos: int, baseline: bool = True) -> tuple[str, str]:
        """The metric phrase that ends just before character ``pos`` of the doc
        (back to a stop word, past a baseline ``比 B``), and the qualifiers at its ends:
        ``平均吞吐量提升2.26倍`` -> ``("吞吐量", "平均")``,
        ``攻击成功率平均比英语高出`` -> ``("攻击成功率", "平均")``. In ``A 比 B 的 C`` the
        metric is C when C is a known metric (训练步数), else A when A is one (评测所需时间比nuPlan的闭环仿真少),
        else C when it names no baseline (比PID控制基线的广告主收益提升; not 比最好的基线高), else A. A Latin token not known as a
        metric (``NDCG@20``) is one only right before the verb: before 比 it is mostly a
        method (``Flash比FlashAttention-2快``). "" when no metric is found. A from-to
        claim (``baseline=False``) compares two levels, not a baseline: 加速比从 reads 加速比."""
        start, owned = self._baseline_start(view, pos) if baseline else (pos, False)
        if start == pos:
            metric, qualifiers = self._read_back(view, pos)
            named = (_named(metric) or LATIN_METRIC.match(metric)) and metric not in self.rules.baseline_names
            return (metric if named else ""), qualifiers  # not 基线 of 相比基线提高: what is compared with
        owned_metric = self._read_back(view, pos) if owned else ("", "")
        if metric_key(owned_metric[0]):
            return owned_metric  # A is read only when C is no known metric
        owner, owner_qualifiers = self._read_back(view, start)
        if owned and not metric_key(owner) and _named(owned_metric[0]) and not self._is_baseline(owned_metric[0]):
            return owned_metric
        return (owner if _named(owner) else ""), owner_qualifiers

    def _read_back(self, view: Tokens, end: int) -> tuple[str, str]:
        """The metric words that end at character ``end``, read backwards to a stop, and
        the qualifiers at their ends. A bracketed acronym right before ``end`` is read
        past (词错误率（WER）), a stop that starts a known metric is kept (模型体积);
        at most ``METRIC_WORDS`` words are read."""
        r = self.rules
        words: list[str] = []
        k = bisect_left(view.starts, end) - 1  # the last token before end
        opening = self._acronym_start(view, k)
        if opening is not None:
            words.append(view.text[view.starts[opening]: end])
            k = opening - 1
        first = max(k - METRIC_WORDS, -1)
        glued = ""
        while k > first:
            text = view.words[k][: max(0, end - view.starts[k])]
            if not words and len(text) > 1 and not _in_dictionary(text):
                if text[-1] in r.adverbs:
                    text = text[:-1]  # 度仅 (相似度仅损失): an adverb glued to the metric's end
                else:  # 数约 (缺陷数约为): a qualifier glued to it, kept as one
                    glued = self._glued_qualifier(text, 1)
                    text = text[: len(text) - len(glued)]
            elif not words and len(text) > 2:  # 数最多 (请求数最多提高), a word of jieba's: a qualifier of two or more
                glued = self._glued_qualifier(text, 2)
                text = text[: len(text) - len(glued)]
            word, more = self._metric_part(view, k, text)
            if not words and not METRIC_WORD.match(text) and metric_key(text):
                word = text  # a known metric jieba keeps whole, a space or Greek letter in it (Kendall τ从)
            if not word and words and _begins_metric(view.words[k], "".join(reversed(words))):
                word = view.words[k]
            if word:
                words.append(word)
            if not more:
                break
            k -= 1
        words.reverse()
        lead = trail = ""
        while words and words[0] in r.qualifiers and not self._names_metric(words):
            lead += words.pop(0)
        while words and (words[-1] in r.qualifiers or words[-1] in r.adverbs):
            trail = words.pop() + trail
        return "".join(words), lead + trail + glued

    def _glued_qualifier(self, text: str, shortest: int) -> str:
        """The qualifier of ``shortest`` characters or more that ends ``text`` after
        something else (约 of 数约), or ``""``."""
        return next((q for q in self.rules.qualifiers if shortest <= len(q) < len(text) and text.endswith(q)), "")

    def _unqualified(self, metric: str, qualifier: str) -> tuple[str, str]:
        """``metric`` read by a pattern without the qualifiers at its ends, which go to
        ``qualifier`` (几何平均 of 2倍几何平均加速), but a qualifier that is part of its name (平均成功率).

        >>> ClaimFinder("zh")._unqualified("几何平均", ""), ClaimFinder("zh")._unqualified("平均成功率", "")
        (('', '几何平均'), ('平均成功率', ''))
        """
        r = self.rules
        if not metric or metric.startswith(r.averaged_words):  # 平均精度, 平均倒数排名: a name
            return metric, qualifier
        bounds = _word_bounds(metric)  # only whole words: not 近 of 近邻搜索, 约 of 约束求解
        trail = next((q for q in r.qualifiers
                      if q != metric and metric.endswith(q) and len(metric) - len(q) in bounds), "")
        lead = next((q for q in r.metric_qualifiers if metric.startswith(q) and len(q) in bounds), "")
        if lead and not self._names_metric([lead, metric[len(lead):]]):
            metric, qualifier = metric[len(lead):], qualifier + lead
        if trail and trail != metric:
            metric, qualifier = metric[: len(metric) - len(trail)], qualifier + trail
        return metric, qualifier

    def _names_metric(self, words: list[str]) -> bool:
        """Whether the qualifier ``words[0]`` is part of the name of the metric after it
        (``averaged_names``): 平均 before a score whose averaged form is its usual name
        (平均成功率, 平均DSC, 平均L2误差), not before another quantity (平均吞吐量: an average).

        >>> finder = ClaimFinder("zh")
        >>> finder._names_metric(["平均", "成功率"]), finder._names_metric(["平均", "吞吐量"]), finder._names_metric(["约", "成功率"])
        (True, False, False)
        """
        averaged = tuple(w for w in self.rules.averaged_words if w.startswith(words[0]))
        if words[0] and "".join(words).startswith(averaged):
            return True  # 平均精度, 平均倒数排名
        keys = self.rules.averaged_names.get(words[0])
        return bool(keys) and metric_key("".join(words[1:])) in keys

    @staticmethod
    def _acronym_start(view: Tokens, k: int) -> int | None:
        """The index of the opening bracket when tokens up to ``k`` are a bracketed Latin
        acronym (``（`` ``WER`` ``）``), else None."""
        if k < 2 or view.words[k] not in ("）", ")"):
            return None
        for i in range(k - 1, max(k - 5, -1), -1):
            if view.words[i] in ("（", "("):
                return i if i < k - 1 else None
            if not view.words[i].isascii():
                return None
        return None

    def _metric_after(self, view: Tokens, pos: int) -> str:
        """The metric written after a claim's number, from character ``pos``: the metric
        words after a 的 (``节省35%的内存`` -> 内存), a stop first only when it begins a
        known metric (``65%的模型规模`` -> 模型规模), or right after the number when they
        name a known metric (``提升了2倍吞吐量``), "" when there is none."""
        k = bisect_left(view.starts, pos)
        if k >= len(view.words) or view.starts[k] != pos:
            return ""
        joined = view.words[k] == "的"
        words: list[str] = []
        end = min(k + METRIC_WORDS, len(view.words))
        for j in range(k + 1 if joined else k, end):
            word = view.words[j]
            if word in self.rules.metric_stops or word in self.rules.comparison:
                if words or j + 1 == end or not _begins_metric(word, view.words[j + 1]):
                    break
            if not (METRIC_WORD.match(word) or LATIN_PIECE.match(word) and _glued_to_latin(view, j)):
                break
            words.append(word)
        metric = "".join(words)
        return metric if (_named(metric) if joined else metric_key(metric)) else ""

    def _metric_part(self, view: Tokens, k: int, text: str) -> tuple[str, bool]:
        """What token ``k`` (its ``text`` up to the metric's end) gives a metric read
        backwards, and whether to read on. A stop gives nothing. A one-character stop
        that jieba glued to a neighbour ends the metric after it: 上少 (任务上少样本,
        no dictionary word) gives 少, 上将 (two stops) and 集上 (数据集上) nothing,
        while 下游 and 比例 are words. ``@`` and ``1`` glued to a Latin word (``pass@1``) are read on."""
        r = self.rules
        if text in r.metric_stops or text in r.comparison:
            return "", False
        if METRIC_WORD.match(text):
            if len(text) > 1 and text[-1] in self._single_stops and not _in_dictionary(text):
                return "", False  # 集上 (数据集上): the metric starts after it
            if len(text) > 1 and text[0] in self._single_stops and (
                text[1:] in r.metric_stops or not _in_dictionary(text)
            ):
                return ("" if text[1:] in r.metric_stops else text[1:]), False
            return text, True
        if LATIN_PIECE.match(text) and _glued_to_latin(view, k):
            return text, True
        return "", False

    def _baseline_start(self, view: Tokens, pos: int) -> tuple[int, bool]:
        """The start of ``比`` / ``较`` when a few words of the same clause before ``pos``
        name a baseline (``准确率比基线高出``, past a bracketed Latin name in it: ``夏普比率比买入持有（Buy
        and Hold）策略高``; the metric ends before 比), else ``pos``;
        and whether a 的 comes between (``A比B的C``: C may be the metric)."""
        k = bisect_left(view.starts, pos)
        owned = False
        if k and CLAUSE_MARK.search(view.words[k - 1]):  # the clause starts at pos (，高5%的学习率)
            return pos, False
        j, first = k - 2, max(k - 2 - BASELINE_WORDS, -1)  # 比 right before pos is a word (加速比)
        while j > first:
            if (at := self._comparison_at(view, j)) is not None:
                return at, owned
            opening = self._acronym_start(view, j)
            if opening is not None:
                j = opening - 1  # 比买入持有（Buy and Hold）策略: the baseline's name in Latin, bracketed
                continue
            if CLAUSE_MARK.search(view.words[j]):
                break
            owned = owned or view.words[j] == "的"
            j -= 1
        return pos, False

    def _comparison_at(self, view: Tokens, j: int) -> int | None:
        """Where in the doc the 比 / 较 that starts a baseline in token ``j`` is, or None: the
        token itself before a baseline (not 较 of 较小模型, before a comparative), 比 glued to
        the baseline (比纯 of 比纯音频模型), or glued to the word before it when a Latin name
        follows (数比 of 异常数比TimesNet多9%, 下比 of 在FP16下比FlashAttention-2).

        >>> from kg.extract.nlp import chinese
        >>> finder, view = ClaimFinder("zh"), tokens(chinese()("异常数比TimesNet多9%"))
        >>> view.words[1], finder._comparison_at(view, 1)
        ('数比', 3)
        """
        r = self.rules
        word = view.words[j]
        after = view.words[j + 1] if j + 1 < len(view.words) else ""
        if word in r.comparison:
            return view.starts[j] if after not in r.directions else None
        if len(word) < 2 or _in_dictionary(word):
            return None
        if word[0] in r.glued_comparison:
            return view.starts[j]
        if len(word) == 2 and word[1] in r.glued_comparison and LATIN_NAME.match(after):
            return view.starts[j] + 1
        return None

    def _qualifier(self, parts: list[str], bound_turns: bool = False) -> str | None:
        """The qualifiers written in ``parts``, each once, bounds turned around when
        ``bound_turns`` (less than 1/25 of it is a reduction by more than 25 times)."""
        table = self._qualifier_table
        seen: list[str] = []
        for part in parts:
            for word in self._qualifier_words.findall(part):
                value = table.get(word.casefold())
                if value and bound_turns:
                    value = self.rules.bound_inverse.get(value, value)
                if value and value not in seen:
                    seen.append(value)
        return " ".join(seen) or None
