"""Claims in summaries of fields the networking and biology rules were not tuned on: a change
raised to a level (提升X至Y), a level after an 'up to', a setting set to 1/N, a qualifier of
the setting before 可将, a margin a method wins by; a baseline subject with modifiers, bounds and
fractions of quantities, and English baselines compared."""

import pytest

from kg.extract.science import extract_science
from kg.records import PaperRecord, Span


def claim_fields(summary: str, lang: str = "zh"):
    """(metric, value_min, value_max, unit, direction, qualifier, metric_key) of each claim."""
    record = PaperRecord(Span("t.txt", 1, 9), "ICML", "A Title", summary=summary, summary_lang=lang)
    return [(c.metric, c.value_min, c.value_max, c.unit, c.direction, c.qualifier, c.metric_key)
            for c in extract_science([record])[0].claims]


ACC, ERR = ("准确率", "accuracy"), ("错误率", "error rate")

RAISED_TO_A_LEVEL = [
    # after a first value alone, X%至Y% is a change by X to the level Y: the levels are no claims
    ("在两个数据集上，准确率分别提升2.1%和3.4%至78.5%和81.2%。", [
        (ACC[0], 2.1, 2.1, "percent", "improvement", None, ACC[1]),
        (ACC[0], 3.4, 3.4, "percent", "improvement", None, ACC[1])]),
    ("在MMLU和GSM8K上分别提升1.1%和2.5%至70.3%和81.9%。", [
        ("提升", 1.1, 1.1, "percent", "improvement", None, None),
        ("提升", 2.5, 2.5, "percent", "improvement", None, None)]),
    ("模型在ImageNet和COCO上的精度分别提升1.2%、0.8%至85.1%。", [
        ("精度", 1.2, 1.2, "percent", "improvement", None, "accuracy"),
        ("精度", 0.8, 0.8, "percent", "improvement", None, "accuracy")]),
    ("错误率分别降低12%和8%至3.1%。", [
        (ERR[0], 12.0, 12.0, "percent", "reduction", None, ERR[1]),
        (ERR[0], 8.0, 8.0, "percent", "reduction", None, ERR[1])]),
    # a list of ranges, a range with a bare low end and one joined by a dash stay ranges
    ("NetLLM在三个任务上分别比基线提升10.1%至36.6%、14.5%至36.6%和6.8%至41.3%。", [
        ("提升", 10.1, 36.6, "percent", "improvement", None, None),
        ("提升", 14.5, 36.6, "percent", "improvement", None, None),
        ("提升", 6.8, 41.3, "percent", "improvement", None, None)]),
    ("吞吐量分别提升1.2倍、2至3倍和4倍。", [
        ("吞吐量", 1.2, 1.2, "times", "improvement", None, "throughput"),
        ("吞吐量", 2.0, 3.0, "times", "improvement", None, "throughput"),
        ("吞吐量", 4.0, 4.0, "times", "improvement", None, "throughput")]),
    ("推理延迟分别降低5%和20%-30%。", [
        ("推理延迟", 5.0, 5.0, "percent", "reduction", None, "latency"),
        ("推理延迟", 20.0, 30.0, "percent", "reduction", None, "latency")]),
]

A_LEVEL_AFTER_UP_TO = [
    # the level a change reached, many times the change, is no bound of it
    ("在数学推理任务上准确率平均提升5%，最高可达92%。", [(ACC[0], 5.0, 5.0, "percent", "improvement", "average", ACC[1])]),
    ("成功率提升12%，最高达95%。", [("成功率", 12.0, 12.0, "percent", "improvement", None, "success rate")]),
    ("命中率提高8%，最高可达97%。", [("命中率", 8.0, 8.0, "percent", "improvement", None, "hit rate")]),
    ("任务完成率提升20%，可达85%。", [("任务完成率", 20.0, 20.0, "percent", "improvement", None, None)]),  # 可达: reaches
    # a multiple, or a bound of the size of the change, is one more change
    ("推理速度平均提升1.8倍，最高可达4.2倍。", [
        ("推理速度", 1.8, 1.8, "times", "improvement", "average", "inference speed"),
        ("推理速度", 4.2, 4.2, "times", "improvement", "up to", "inference speed")]),
    ("吞吐量平均提升1.6倍，最高达22倍。", [
        ("吞吐量", 1.6, 1.6, "times", "improvement", "average", "throughput"),
        ("吞吐量", 22.0, 22.0, "times", "improvement", "up to", "throughput")]),
    ("显存占用平均减少35%，最多可达60%。", [
        ("显存占用", 35.0, 35.0, "percent", "reduction", "average", "memory"),
        ("显存占用", 60.0, 60.0, "percent", "reduction", "up to", "memory")]),
    ("BLEU提升2.1分，最高达3.5分。", [
        ("BLEU", 2.1, 2.1, "points", "improvement", None, "BLEU"),
        ("BLEU", 3.5, 3.5, "points", "improvement", "up to", "BLEU")]),
]

SETTINGS_SET_TO_A_FRACTION = [
    # a setting is set to an exact fraction: no claim
    ("我们将图像分辨率降至1/4进行训练，仍保持精度。", []),
    ("将学习率降至1/10后继续训练。", []),
    ("将时间步长缩短至1/2以保证数值稳定。", []),
    ("特征图尺寸缩小至1/8后输入解码器。", []),
    ("采样率降至1/2时，模型的准确率仅下降0.3%。", [(ACC[0], 0.3, 0.3, "percent", "reduction", None, ACC[1])]),
    # a result is measured about or bounded
    ("显存占用降至约1/4。", [("显存占用", 4.0, 4.0, "times", "reduction", "about", "memory")]),
    ("通信量降至约1/8，精度几乎无损。", [("通信量", 8.0, 8.0, "times", "reduction", "about", "communication")]),
    ("每个token的计算量降至1/16以下。", [("计算量", 16.0, 16.0, "times", "reduction", "more than", "compute")]),
    ("推理延迟降至原来的1/3。", [("推理延迟", 3.0, 3.0, "times", "reduction", None, "latency")]),  # a baseline named
]

QUALIFIERS_BEFORE_BA = [
    # a bound of more or less before 可将 / 将 closes the setting before it
    ("在32卡以上可将训练吞吐提升40%。", [("训练吞吐", 40.0, 40.0, "percent", "improvement", None, None)]),
    ("在8卡及以上可将训练速度提升1.9倍。", [("训练速度", 1.9, 1.9, "times", "improvement", None, "speed")]),
    ("该调度器在1000节点以上将尾延迟降低45%。", [("尾延迟", 45.0, 45.0, "percent", "reduction", None, "latency")]),
    ("在延迟10ms以内可将吞吐量提升2倍。", [("吞吐量", 2.0, 2.0, "times", "improvement", None, "throughput")]),
    # an adverb before it qualifies the claim
    ("该方法最高可将推理速度提升3.5倍。", [("推理速度", 3.5, 3.5, "times", "improvement", "up to", "inference speed")]),
    ("至少可将训练时间缩短25%。", [("训练时间", 25.0, 25.0, "percent", "reduction", "at least", "training time")]),
    ("约可将延迟降低30%。", [("延迟", 30.0, 30.0, "percent", "reduction", "about", "latency")]),
]

MARGINS_WON_BY = [
    # 以 and a number before a verb of outperforming: the margin it wins by
    ("准确率以2.4%的幅度领先GPT-4o。", [(ACC[0], 2.4, 2.4, "percent", "improvement", None, ACC[1])]),
    ("成功率以8%的差距领先。", [("成功率", 8.0, 8.0, "percent", "improvement", None, "success rate")]),
    ("以5.3个百分点超越此前最优方法。", [("超越", 5.3, 5.3, "points", "improvement", None, None)]),
    ("以12%的优势超过第二名。", [("超过", 12.0, 12.0, "percent", "improvement", None, None)]),
    ("以3.1分的优势领先第二名。", [("领先", 3.1, 3.1, "points", "improvement", None, None)]),
    # a level, or a share of the items that beat something, is none
    ("以65%的胜率超过GPT-4。", []),
    ("在超过90%的任务上优于基线。", []),
    ("超过95%的配体优于参考构象。", []),
    ("在85%的测试样例中胜过人类专家。", []),
]

BASELINE_SUBJECTS_WITH_MODIFIERS = [
    # a modifier (基于…的, a Latin word) between the baseline word and its head: the baseline's figure
    ("之前的SOTA方法提升了2%，而本文方法提升5%。", [("提升", 5.0, 5.0, "percent", "improvement", None, None)]),
    ("已有的基于检索的方法仅提升1.5%，而我们的方法提升4%。", [("提升", 4.0, 4.0, "percent", "improvement", None, None)]),
    ("现有基于扩散的方法推理加速1.2倍，我们的方法加速3.5倍。", [("加速", 3.5, 3.5, "times", "improvement", None, "speedup")]),
    ("先前基于规则的系统召回率提升5%，我们的系统提升21%。", [("系统", 21.0, 21.0, "percent", "improvement", None, None)]),
    ("现有的基于Transformer的方法显存降低20%，而我们的方法降低60%。", [
        ("降低", 60.0, 60.0, "percent", "reduction", None, None)]),
    # a head or a name closing a setting (上): ours, measured there
    ("现有模型上推理加速2倍，我们的方法无需重新训练。", [("推理", 2.0, 2.0, "times", "improvement", None, "speedup")]),
    ("现有GPU集群上训练加速2.1倍，我们的方法无需修改代码。", [("训练", 2.1, 2.1, "times", "improvement", None, "speedup")]),
    # ours after a setting opens its clause: the baseline's clause after it is none
    ("基准数据集上本方法提升3.2%，而已有方法提升1.0%。", [("提升", 3.2, 3.2, "percent", "improvement", None, None)]),
]

BOUNDS_OF_QUANTITIES = [
    # a quantity (throughput, energy) is never a percentage: its bound is one more change
    ("吞吐量平均提升12%，最高达70%。", [
        ("吞吐量", 12.0, 12.0, "percent", "improvement", "average", "throughput"),
        ("吞吐量", 70.0, 70.0, "percent", "improvement", "up to", "throughput")]),
    ("能耗平均降低6%，最多可达40%。", [
        ("能耗", 6.0, 6.0, "percent", "reduction", "average", "energy"),
        ("能耗", 40.0, 40.0, "percent", "reduction", "up to", "energy")]),
    # a speedup given by a copula takes its bound too
    ("加速比平均为1.8倍，最高可达3.2倍。", [
        ("加速比", 1.8, 1.8, "times", "improvement", "average", "speedup"),
        ("加速比", 3.2, 3.2, "times", "improvement", "up to", "speedup")]),
]

FRACTIONS_OF_QUANTITIES = [
    # a quantity cut to 1/N, said exactly: a claim
    ("参数量减少至1/8，精度几乎不变。", [("参数量", 8.0, 8.0, "times", "reduction", None, "parameters")]),
    ("将采样步数减少到1/10。", [("采样步数", 10.0, 10.0, "times", "reduction", None, "steps")]),
    # a setting, however qualified: none
    ("将批大小降至约1/2以适应显存。", []),
    ("将学习率降至约1/10后继续微调。", []),
]

MARGIN_NOUNS = [
    ("在榜单上以0.5%的微弱优势超过GPT-4。", [("超过", 0.5, 0.5, "percent", "improvement", None, None)]),
    ("以4.5%的绝对优势超越第二名。", [("超越", 4.5, 4.5, "percent", "improvement", None, None)]),
    ("以1.8倍的速度优势超过FlashAttention-2。", [("超过", 1.8, 1.8, "times", "improvement", None, None)]),
]

ENGLISH_BASELINES_COMPARED = [
    # a relative clause of what ours is compared to is the baseline's; the bare value ours achieves is ours
    ("Compared with FlashAttention, which achieves a speedup of 2x, FlashFoo achieves 3.5x.", [
        ("speedup", 3.5, 3.5, "times", "improvement", None, "speedup")]),
    ("Compared to vLLM, which achieves a speedup of 1.2x, the upper bound achieves 5x.", []),
    ("Compared to the default scheduler, which achieves a speedup of 1.1x, Kubernetes achieves 1.3x while ours "
     "achieves 2.2x.", [("speedup", 2.2, 2.2, "times", "improvement", None, "speedup")]),
    # the baseline's change said by a verb
    ("Compared to the baseline, which reduces latency by 10%, our method achieves 60%.", [
        ("latency", 60.0, 60.0, "percent", "reduction", None, "latency")]),
    ("Compared to the baseline, which reduces memory by 8%, ours achieves 45%.", [
        ("memory", 45.0, 45.0, "percent", "reduction", None, "memory")]),
    # many times a change of a quantity is a change; of accuracy, the level reached
    ("Compared to the baseline, which yields a throughput improvement of 3%, ours achieves 18%.", [
        ("throughput", 18.0, 18.0, "percent", "improvement", None, "throughput")]),
    ("Compared to the baseline, which achieves an accuracy improvement of 1.5%, ours achieves 92.4%.", []),
    # a list of changes reaching a list of levels
    ("Accuracy improves by 2.1% and 3.4% to 78.5% and 81.2%, respectively.", [
        ("Accuracy", 2.1, 2.1, "percent", "improvement", None, "accuracy"),
        ("Accuracy", 3.4, 3.4, "percent", "improvement", None, "accuracy")]),
]


def cases(table: str, rows: list[tuple]) -> list:
    return [pytest.param(summary, expected, id=f"{table}-{i}") for i, (summary, expected) in enumerate(rows)]


@pytest.mark.parametrize("summary, expected", [
    *cases("raised_to_a_level", RAISED_TO_A_LEVEL),
    *cases("a_level_after_up_to", A_LEVEL_AFTER_UP_TO),
    *cases("settings_set_to_a_fraction", SETTINGS_SET_TO_A_FRACTION),
    *cases("qualifiers_before_ba", QUALIFIERS_BEFORE_BA),
    *cases("margins_won_by", MARGINS_WON_BY),
    *cases("baseline_subjects_with_modifiers", BASELINE_SUBJECTS_WITH_MODIFIERS),
    *cases("bounds_of_quantities", BOUNDS_OF_QUANTITIES),
    *cases("fractions_of_quantities", FRACTIONS_OF_QUANTITIES),
    *cases("margin_nouns", MARGIN_NOUNS),
])
def test_claims_across_fields(summary, expected):
    assert claim_fields(summary) == expected


@pytest.mark.parametrize("summary, expected", cases("english_baselines_compared", ENGLISH_BASELINES_COMPARED))
def test_english_baselines_compared(summary, expected):
    assert claim_fields(summary, "en") == expected


def test_english_list_keeps_a_range_after_a_value():
    """An English list is not read for levels reached: 'to' after a value stays a range."""
    assert claim_fields("The method improves accuracy by 2% and 3% to 5%, respectively.", "en") == [
        ("accuracy", 2.0, 2.0, "percent", "improvement", None, "accuracy"),
        ("accuracy", 3.0, 5.0, "percent", "improvement", None, "accuracy")]
