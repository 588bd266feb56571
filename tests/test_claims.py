"""Claims: numbers with units, ranges and qualifiers kept, direction, metric."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kg.extract.science import extract_science
from kg.records import PaperRecord, Span


def claims(summary: str, lang: str = "zh"):
    record = PaperRecord(Span("t.txt", 1, 9), "ICML", "A Title", summary=summary, summary_lang=lang)
    return [(c.value_min, c.value_max, c.unit, c.direction, c.qualifier, c.metric_key)
            for c in extract_science([record])[0].claims]


def test_up_to_percent_on_a_metric():
    assert claims("在保证正确性的前提下将缓存命中率提升高达37%。") == [
        (37.0, 37.0, "percent", "improvement", "up to", "cache hit rate")]


def test_ranges_are_kept_and_up_to_applies_to_its_number():
    assert claims("实现高达8倍吞吐量提升和2-4倍加速。") == [
        (8.0, 8.0, "times", "improvement", "up to", "throughput"),
        (2.0, 4.0, "times", "improvement", None, "speedup")]


def test_about_and_reduction():
    assert claims("在2D和3D PDE基准上实现高达约20倍误差降低和2-10倍收敛时间减少。") == [
        (20.0, 20.0, "times", "reduction", "up to about", "error"),
        (2.0, 10.0, "times", "reduction", None, "convergence time")]


def test_average_before_the_metric():
    assert claims("解决异构性问题，平均吞吐量提升2.26倍。") == [
        (2.26, 2.26, "times", "improvement", "average", "throughput")]


def test_speedup_alone():
    assert claims("实现高达1.57倍加速且成功率几乎无下降。") == [
        (1.57, 1.57, "times", "improvement", "up to", "speedup")]


@pytest.mark.parametrize("summary", ["在ERA5上相比基线提高21个百分点。", "比基线提高21个百分点。", "与最强基线相比提高21个百分点。"])
def test_the_baseline_compared_with_is_no_metric(summary):
    """相比基线 named the baseline as the claim's metric (基线); it is what the
    change is measured against, so the claim names no metric, as with 比基线."""
    record = PaperRecord(Span("t.txt", 1, 9), "ICML", "A Title", summary=summary, summary_lang="zh")
    [claim] = extract_science([record])[0].claims
    assert (claim.value_min, claim.unit, claim.direction) == (21.0, "points", "improvement")
    assert "基线" not in claim.metric


def test_counts_are_not_claims():
    assert claims("在250多个OpenML数据集上显著提升分类性能，在12个下游任务上取得一致改进。") == []


def test_english_claims():
    assert claims("It achieves up to 6.4x higher throughput and reduces memory by 30%.", "en") == [
        (6.4, 6.4, "times", "improvement", "up to", "throughput"),
        (30.0, 30.0, "percent", "reduction", None, "memory")]


def test_the_sentence_is_kept():
    record = PaperRecord(Span("t.txt", 1, 9), "ICML", "T", summary="提出X方法。平均吞吐量提升2.26倍。")
    (claim,) = extract_science([record])[0].claims
    assert claim.sentence == "平均吞吐量提升2.26倍。"


HOSTILE = st.one_of(
    st.text(),
    st.text(alphabet=st.sampled_from(list("提出方法框架（）()，。-+%倍约高达2.5xX基于Hutch++<>&;😀\u200b\x00 "))),
    st.just(""), st.just("😀" * 50), st.just("<script>alert(1)</script>提出<b>X</b>方法"),
)


@settings(max_examples=60, deadline=None)
@given(title=HOSTILE, summary=HOSTILE, lang=st.sampled_from(["zh", "en"]))
def test_extraction_never_raises_on_hostile_text(title, summary, lang):
    record = PaperRecord(Span("t.txt", 1, 9), None, title, title_zh=summary, summary=summary, summary_lang=lang)
    (science,) = extract_science([record])
    assert isinstance(science.methods, list)


def test_a_one_megabyte_summary():
    big = ("提出MVR-cache方法，吞吐量提升2倍。" * 60_000)[:1_000_000]
    record = PaperRecord(Span("t.txt", 1, 9), None, "T" * 1_000_000, summary=big)
    (science,) = extract_science([record])
    assert science.methods[0].name == "MVR-cache"


def claim_fields(summary: str, lang: str = "zh"):
    """(metric, value_min, value_max, unit, direction, qualifier, metric_key) of each claim."""
    record = PaperRecord(Span("t.txt", 1, 9), "ICML", "A Title", summary=summary, summary_lang=lang)
    return [(c.metric, c.value_min, c.value_max, c.unit, c.direction, c.qualifier, c.metric_key)
            for c in extract_science([record])[0].claims]


CLAIM_FIELDS = [
    # A1: from A to B is one claim, the change of level in points (percent) ...
    ("将MATH准确率从42.3%提升到58.7%。", [("MATH准确率", 16.4, 16.4, "points", "improvement", None, "accuracy")]),
    ("在LiveCodeBench上pass@1从28.1%提升至35.6%，相对提升26.7%。", [
        ("pass@1", 7.5, 7.5, "points", "improvement", None, "pass@1"),
        ("提升", 26.7, 26.7, "percent", "improvement", None, None)]),
    ("将IAM数据集上的字符错误率从8.5%降低到3.2%。",
     [("字符错误率", 5.3, 5.3, "points", "reduction", None, "character error rate")]),
    ("会使大海捞针测试准确率从94%骤降至31%。", [("大海捞针测试准确率", 63.0, 63.0, "points", "reduction", None, "accuracy")]),
    ("长度控制胜率由25.3%提高到31.9%。", [("长度控制胜率", 6.6, 6.6, "points", "improvement", None, "win rate")]),
    # ... or in times (the ratio of the levels) when the levels are factors
    ("推理加速从2倍提升到5倍。", [("推理加速", 2.5, 2.5, "times", "improvement", None, "speedup")]),
    # a level reached is not a change: no claim
    ("在QM9上有效分子比例提升至98.7%，新颖性提高12%。", [("新颖性", 12.0, 12.0, "percent", "improvement", None, None)]),
    ("错误率降至2.1%。", []),
    ("压缩比提升至4倍。", []),
    ("从4k扩展到128k。", []),
    # ... or in score (the difference) when the levels are bare, of a score_metrics score only
    ("MOS从4.1降至3.8，", [("MOS", 0.3, 0.3, "score", "reduction", None, "MOS")]),
    ("AUC从0.91提高到0.95。", []),  # not a score of score_metrics (as NDCG@10, F1 in the golds)
    ("将学习率从0.1降到0.01。", []),
    ("从2020年到2024年，准确率持续提高。", []),
    ("模型从10层增加到20层。", []),
    ("准确率从42.3%提高到58.7。", []),  # a unit on one level only: not two scores
    ("Kendall τ从0.35提升到0.52。", [("Kendall τ", 0.17, 0.17, "score", "improvement", None, "Kendall τ")]),
    ("MOS从3.9提升到了4.2。", [("MOS", 0.3, 0.3, "score", "improvement", None, "MOS")]),
    ("ViSQOL从3.2提升至3.6分。", [("ViSQOL", 0.4, 0.4, "score", "improvement", None, "ViSQOL")]),
    ("MOS从3.9提高到4.2和4.3。", [("MOS", 0.3, 0.3, "score", "improvement", None, "MOS")]),  # no claim of a list's second
    ("得分从10提升至20分。", []),
    ("MOS从3.9分提升到4.2分。", [("MOS", 0.3, 0.3, "score", "improvement", None, "MOS")]),  # 分 after either level
    ("MOS从3.9分提升到4.2。", [("MOS", 0.3, 0.3, "score", "improvement", None, "MOS")]),
    ("主观评分从3.1分提高到了3.7分。", []),  # not a score of score_metrics
    ("得分从10分提升至20分。", []),
    ("MOS从3.9分提升到4.2%。", []),  # 分 on one level, a unit on the other
    # A2: a range with the unit on both ends keeps both ends
    ("通信开销降低了60%-80%。", [("通信开销", 60.0, 80.0, "percent", "reduction", None, "cost")]),
    ("速度提升2倍-5倍。", [("速度", 2.0, 5.0, "times", "improvement", None, "speed")]),
    # A3: in A 比/较 B 高出 N the metric is A, not the baseline B
    ("低资源语言的攻击成功率平均比英语高出2.3倍。", [("攻击成功率", 2.3, 2.3, "times", "improvement", "average", "success rate")]),
    ("平均准确率较基线提升3.1个百分点。", [("平均准确率", 3.1, 3.1, "points", "improvement", None, "accuracy")]),
    ("准确率比基线高出5.2%。", [("准确率", 5.2, 5.2, "percent", "improvement", None, "accuracy")]),
    ("推理速度较SAM-Med3D快4倍。", [("推理速度", 4.0, 4.0, "times", "improvement", None, "inference speed")]),
    # A4: stops cut at word boundaries only, adverbs glued to the metric are not eaten
    ("在分布外数据上性能下降约15%。", [("性能", 15.0, 15.0, "percent", "reduction", "about", "performance")]),
    ("性能能提升12%。", [("性能", 12.0, 12.0, "percent", "improvement", None, "performance")]),
    ("有效分子比例提升12%。", [("有效分子比例", 12.0, 12.0, "percent", "improvement", None, None)]),
    ("而下游任务性能仅下降0.8个百分点。", [("下游任务性能", 0.8, 0.8, "points", "reduction", None, "performance")]),
    ("在12个任务上少样本准确率提升5%。", [("少样本准确率", 5.0, 5.0, "percent", "improvement", None, "accuracy")]),
    # A5: Latin-letter metrics are kept
    ("在TriviaQA上EM分别提升4.5和3.8个百分点。", [
        ("EM", 4.5, 4.5, "points", "improvement", None, "exact match"),
        ("EM", 3.8, 3.8, "points", "improvement", None, "exact match")]),
    ("在长期预测任务上MSE平均降低12.5%。", [("MSE", 12.5, 12.5, "percent", "reduction", "average", "MSE")]),
    ("在HumanEval上将Pass@1提高了8.4%。", [("Pass@1", 8.4, 8.4, "percent", "improvement", None, "pass@1")]),
    # A6: units × and x, directions 上升 and 缩小
    ("并使推理加速3.2×。", [("推理", 3.2, 3.2, "times", "improvement", None, "speedup")]),
    ("推理提速1.5倍。", [("推理", 1.5, 1.5, "times", "improvement", None, "speedup")]),
    # a level as a share of a baseline: 12% of it is an 88% reduction
    ("平均成本仅为多查询提示方法的12%。", [("成本", 88, 88, "percent", "reduction", "average", "cost")]),
    ("吞吐量提升至基线的3倍。", [("吞吐量", 3, 3, "times", "improvement", None, "throughput")]),
    ("准确率为92.3%。", []),
    ("测试集为数据集的20%。", []),  # a share, but of nothing that was improved
    ("采样速度比DDIM快2.1x。", [("采样速度", 2.1, 2.1, "times", "improvement", None, "speed")]),
    ("词错误率仅上升0.6个百分点。", [("词错误率", 0.6, 0.6, "points", "improvement", None, "word error rate")]),
    ("通过4比特量化使模型体积缩小8倍。", [("模型体积", 8.0, 8.0, "times", "reduction", None, "model size")]),
]


def test_a_short_latin_metric_is_a_word_not_a_substring():
    from kg.extract.claims import metric_key

    assert (metric_key("EM"), metric_key("items"), metric_key("system"), metric_key("EM分数")) == (
        "exact match", None, None, "exact match")


@pytest.mark.parametrize("summary", [
    "MAP-Neo 7B在多个基准上超越了LLaMA-2 7B，提升3.1。",  # a model
    "MOS-Net达到4.2，比基线高0.3。",
])
def test_a_metric_word_inside_a_hyphenated_name_names_no_metric(summary):
    assert claim_fields(summary) == []


@pytest.mark.parametrize("summary, metric", [
    ("吞吐量比最强的基线系统高2.4倍。", "吞吐量"),  # C is the baseline: A
    ("其缩放MAE比最好的有监督基线平均降低3.5%。", "缩放MAE"),
    ("评测所需时间比nuPlan的闭环仿真少90%。", "时间"),  # A is a known metric, C none
    ("出价策略比PID控制基线的广告主收益提升约12%。", "广告主收益"),  # C names no baseline
    ("Muon比AdamW的训练步数减少约48%。", "训练步数"),  # C is a known metric
    # jieba keeps 量子比特 whole: 长 is a comparative of its own, not the end of 特长
    ("其逻辑量子比特的寿命比最好的物理量子比特长2.4倍。", "寿命"),
    # 比 glued by jieba to the character before it (数比) compares with the Latin name after it
    ("在UCR上，Timer检测出的异常数比TimesNet多约9%。", "异常数"),
])
def test_in_a_comparison_with_a_baseline_before_de_the_metric_is_a_metric_not_the_baseline(summary, metric):
    assert [c[0] for c in claim_fields(summary)] == [metric]


def test_a_hyphenated_variant_of_a_metric_is_the_metric():
    from kg.extract.claims import metric_key

    variants = ("BLEU-4", "ROUGE-L", "F1-score", "AP-box", "mIoU-ss", "FID-10K", "MAP-Neo", "MOS-Net")
    assert [metric_key(m) for m in variants] == ["BLEU", "ROUGE", "F1", "AP", "mIoU", "FID", None, None]
    assert claim_fields("F1-score达到80.1，比基线高3.2。") == [("F1", 3.2, 3.2, "score", "improvement", None, "F1")]
    assert [c[0] for c in claim_fields("提出Mask2Former++，AP-mask提升1.5，AP-box提升2.0。")] == ["AP-mask", "AP-box"]


METRIC_BOUNDARIES = [
    # a stop glued to the end of a word by jieba (集上) ends the metric too
    ("在OGB基准的5个数据集上平均提升2.1个百分点。", [("提升", 2.1, 2.1, "points", "improvement", "average", None)]),
    ("在BraTS和KiTS数据集上Dice系数平均提高2.7%。", [("Dice系数", 2.7, 2.7, "percent", "improvement", "average", "Dice")]),
    ("实验表明其收敛速度比AdamW快1.5倍。", [("收敛速度", 1.5, 1.5, "times", "improvement", None, "speed")]),
    # a range takes one unit on both ends; from-to needs a verb of change
    ("显存降低30%至2倍。", [("显存", 30.0, 30.0, "percent", "reduction", None, "memory")]),
    ("从A%到B%的噪声下，准确率从10%到20%。", []),
]


def test_english_range_with_the_unit_on_both_ends():
    assert claims("It reduces memory by 20%-30% and runs 2x faster.", "en") == [
        (20.0, 30.0, "percent", "reduction", None, "memory"),
        (2.0, 2.0, "times", "improvement", None, "speed")]


AUDIT2_CLAIMS = [
    # 1. a list of values after 分别, the unit after each value or after the last only
    ("Recall@20分别提升3.1%和4.2%，NDCG@20分别提升2.7%和3.5%。", [
        ("Recall@20", 3.1, 3.1, "percent", "improvement", None, "recall"),
        ("Recall@20", 4.2, 4.2, "percent", "improvement", None, "recall"),
        ("NDCG@20", 2.7, 2.7, "percent", "improvement", None, "NDCG"),
        ("NDCG@20", 3.5, 3.5, "percent", "improvement", None, "NDCG")]),
    ("在SMD、MSL和SMAP上F1分别提升3.4%、5.2%和2.8%。", [
        ("F1", 3.4, 3.4, "percent", "improvement", None, "F1"),
        ("F1", 5.2, 5.2, "percent", "improvement", None, "F1"),
        ("F1", 2.8, 2.8, "percent", "improvement", None, "F1")]),
    ("平均性能分别比全量数据微调高0.7、1.2和2.0个百分点。", [
        ("性能", 0.7, 0.7, "points", "improvement", "average", "performance"),
        ("性能", 1.2, 1.2, "points", "improvement", "average", "performance"),
        ("性能", 2.0, 2.0, "points", "improvement", "average", "performance")]),
    # ... each value maybe with the classifier that starts the unit after the last
    ("代码覆盖率比xfstests和Syzkaller分别高约12个和8个百分点。", [
        ("代码覆盖率", 12.0, 12.0, "points", "improvement", "about", None),
        ("代码覆盖率", 8.0, 8.0, "points", "improvement", "about", None)]),
    # two units are two claims, not a list
    ("内存降低30%和2倍加速。", [
        ("内存", 30.0, 30.0, "percent", "reduction", None, "memory"),
        ("加速", 2.0, 2.0, "times", "improvement", None, "speedup")]),
    # 2. one-character comparatives count after 比 / 较 only
    ("测试准确率达到89.7%，比Co-teaching高3.2%，比DivideMix低0.8%。", [
        ("高", 3.2, 3.2, "percent", "improvement", None, None),
        ("低", 0.8, 0.8, "percent", "reduction", None, None)]),
    ("参数量比CompGCN少40%。", [("参数量", 40.0, 40.0, "percent", "reduction", None, "parameters")]),
    ("接受长度比SpecInfer长35%。", [("接受长度", 35.0, 35.0, "percent", "improvement", None, None)]),
    ("准确率分别比FedAvg高6.3%和4.8%。", [
        ("准确率", 6.3, 6.3, "percent", "improvement", None, "accuracy"),
        ("准确率", 4.8, 4.8, "percent", "improvement", None, "accuracy")]),
    ("训练速度比基线慢2倍。", [("训练速度", 2.0, 2.0, "times", "reduction", None, "speed")]),
    ("温度高5%时，准确率提升2%。", [("准确率", 2.0, 2.0, "percent", "improvement", None, "accuracy")]),
    ("最高3倍。", []),
    # ... or after a comparison earlier in the sentence (与X相比)
    ("与离散分词器相比，吞吐量高4.5~7.7倍。", [("吞吐量", 4.5, 7.7, "times", "improvement", None, "throughput")]),
    ("与Flux-12B相比最高3倍。", []),
    # 3. 损失 is a reduction; 不到 / 小于 / 不超过 after the verb or 幅度 are qualifiers
    ("而说话人相似度仅损失0.3个百分点。", [("说话人相似度", 0.3, 0.3, "points", "reduction", None, None)]),
    ("在短期预测上，SMAPE下降幅度小于1%。", [("SMAPE", 1.0, 1.0, "percent", "reduction", "less than", "SMAPE")]),
    ("索引大小增加不到5%。", [("索引大小", 5.0, 5.0, "percent", "improvement", "less than", None)]),
    ("训练时间增加不超过10%。", [("训练时间", 10.0, 10.0, "percent", "improvement", "at most", "training time")]),
    ("保持基类性能（下降不到0.5个百分点）。", [("下降", 0.5, 0.5, "points", "reduction", "less than", None)]),
    ("误报率低于5%。", []),
    # 4. a qualifier, then a verb, then the number
    ("StreamingLLM最高可实现22.2倍的加速。", [("加速", 22.2, 22.2, "times", "improvement", "up to", "speedup")]),
    # 5. a range written 在A至B之间
    ("MRR@20提升幅度在1.5%至4.0%之间。", [("MRR@20", 1.5, 4.0, "percent", "improvement", None, "MRR")]),
    # 6. a Latin metric right before the verb is the metric, known or not
    ("在UCF-101上FVD降低21%。", [("FVD", 21.0, 21.0, "percent", "reduction", None, "FVD")]),
    ("P@20提升2.1%。", [("P@20", 2.1, 2.1, "percent", "improvement", None, None)]),
    # ... but not a method named before 比, nor a CamelCase name
    ("Flash比FlashAttention-2快2.4倍。", [("快", 2.4, 2.4, "times", "improvement", None, "speed")]),
    ("TestShape提升6%。", [("提升", 6.0, 6.0, "percent", "improvement", None, None)]),
    # 7. a bracketed acronym after the metric
    ("词错误率（WER）降低0.8个百分点。", [("词错误率（WER）", 0.8, 0.8, "points", "reduction", None, "word error rate")]),
    ("结构汉明距离（SHD）比DCDI降低27%。", [("结构汉明距离（SHD）", 27.0, 27.0, "percent", "reduction", None, "SHD")]),
    # 8. in A比B的C the metric is C; 比 glued to the baseline (比纯) is still a comparison
    ("Muon比AdamW的训练步数减少约48%。", [("训练步数", 48.0, 48.0, "percent", "reduction", "about", "training steps")]),
    ("能耗比同等规模的ANN降低约7倍。", [("能耗", 7.0, 7.0, "times", "reduction", "about", "energy")]),
    ("字错误率比纯音频模型降低42%。", [("字错误率", 42.0, 42.0, "percent", "reduction", None, "character error rate")]),
    ("在较小模型上准确率提升3%。", [("准确率", 3.0, 3.0, "percent", "improvement", None, "accuracy")]),
    # 9. the metric written after the number, and a stop that starts a known metric
    ("比GPM节省35%的内存。", [("内存", 35.0, 35.0, "percent", "reduction", None, "memory")]),
    ("模型体积缩小3.9倍。", [("模型体积", 3.9, 3.9, "times", "reduction", None, "model size")]),
]


def test_english_list_with_the_unit_after_each_value():
    assert claims("It improves accuracy by 3.1% and 4.2%.", "en") == [
        (3.1, 3.1, "percent", "improvement", None, "accuracy"),
        (4.2, 4.2, "percent", "improvement", None, "accuracy")]


COMPARATIVES_SETTINGS_NEEDS_AND_OUTPERFORMING = [
    # 1. a comparative before N倍 compares by itself when said of the metric before it,
    # or of a noun after 的 behind a word of means (以 / 用, glued to it by jieba) ...
    ("在视频分割中，SAM 2以少3倍的交互次数取得比以往方法更高的精度。",
     [("交互次数", 3.0, 3.0, "times", "reduction", None, None)]),
    ("交互次数少3倍。", [("交互次数", 3.0, 3.0, "times", "reduction", None, None)]),
    ("用少40%的参数达到了更高的准确率。", [("参数", 40.0, 40.0, "percent", "reduction", None, "parameters")]),
    ("比基线多3倍的数据。", [("数据", 3.0, 3.0, "times", "improvement", None, None)]),
    # ... but not when it only describes that noun
    ("小模型可以胜过大10倍的模型。", []),
    ("在长4倍的序列上仍保持稳定。", []),
    # 2. design constants are no claims: after a verb of use, or qualifying a noun
    ("使用32倍压缩的自编码器减少潜在词元数。", []),
    ("采用16倍压缩的分词器将视频映射为离散词元。", []),
    ("使用4倍压缩的VAE和8倍下采样的编码器构建潜在空间。", []),
    ("在32倍压缩率下重建质量仍优于基线。", []),  # a direction inside a word names a level
    ("在实现3倍加速的同时保持了生成质量。", [("加速", 3.0, 3.0, "times", "improvement", None, "speedup")]),
    # 3. measured units are kept as written
    ("PSNR提升1.2 dB。", [("PSNR", 1.2, 1.2, "dB", "improvement", None, "PSNR")]),
    ("相对于基线，重建PSNR平均提升0.6dB，LPIPS降低12%。", [
        ("重建PSNR", 0.6, 0.6, "dB", "improvement", "average", "PSNR"),
        ("LPIPS", 12.0, 12.0, "percent", "reduction", None, None)]),
    ("延迟降低15ms。", [("延迟", 15.0, 15.0, "ms", "reduction", None, "latency")]),
    ("整体推理延迟减少了120毫秒。", [("整体推理延迟", 120.0, 120.0, "ms", "reduction", None, "latency")]),
    ("首帧延迟缩短约0.5秒。", [("首帧延迟", 0.5, 0.5, "s", "reduction", "about", "latency")]),
    ("在不损失精度的情况下，峰值显存减少2.4GB。", [("峰值显存", 2.4, 2.4, "GB", "reduction", None, "memory")]),
    ("BLEU提高2.3分，COMET提高1.1分。", [
        ("BLEU", 2.3, 2.3, "points", "improvement", None, "BLEU"),
        ("COMET", 1.1, 1.1, "points", "improvement", None, None)]),
    ("带来1.5dB的PSNR提升。", [("PSNR", 1.5, 1.5, "dB", "improvement", None, "PSNR")]),
    # ... but a measured number before a direction, not joined by 的, is a setting
    # (the metric right after the number, a known one: 吞吐量)
    ("在16GB显存上提升了2倍吞吐量。", [("吞吐量", 2.0, 2.0, "times", "improvement", None, "throughput")]),
    ("在10分类任务上准确率提升3%。", [("准确率", 3.0, 3.0, "percent", "improvement", None, "accuracy")]),
    ("延迟从45ms降低到12ms。", []),  # a change of measured levels: its size is not stated
    ("把感受野从16个点扩大到1024个点。", []),  # 个点 counts points here: levels of a count, no score
    # a comparative by a factor that jieba glued to its metric (体积小)
    ("但速度快4.8倍、体积小2.8倍。", [("速度", 4.8, 4.8, "times", "improvement", None, "speed"),
                                  ("体积", 2.8, 2.8, "times", "reduction", None, "size")]),
    # 4. a need as a share, the metric after it: the rest is a reduction
    ("语言建模实验显示其只需约65%的模型规模或训练词元即可达到标准Transformer的效果。",
     [("模型规模", 35.0, 35.0, "percent", "reduction", "about", "model size")]),
    ("仅用10%的标注数据即可达到全监督方法的精度。", [("标注数据", 90.0, 90.0, "percent", "reduction", None, "labeled data")]),
    # 5. outperforming a baseline named between the verb and the number
    ("模型在MMLU上领先基线3.2个百分点。", [("领先", 3.2, 3.2, "points", "improvement", None, None)]),
    ("在五个基准上全面超越现有方法，平均领先2.1个百分点。",
     [("领先", 2.1, 2.1, "points", "improvement", "average", None)]),
    ("平均准确率超过Qwen2.5-72B 2.4%。", [("平均准确率", 2.4, 2.4, "percent", "improvement", None, "accuracy")]),
    ("优于Mixtral-8x7B 3.1个百分点。", [("优于", 3.1, 3.1, "points", "improvement", None, None)]),
    ("大幅领先GPT-4 Omni的57.5%。", []),  # the baseline's own level
    ("超过90%的样本被正确分类。", []),
    ("在超过一半的任务上准确率提升3%。", [("准确率", 3.0, 3.0, "percent", "improvement", None, "accuracy")]),
    # 6. adverbs between the metric and the verb
    ("2D并行为70B模型再加速12.59%。", [("加速", 12.59, 12.59, "percent", "improvement", None, "speedup")]),
    ("准确率还提升了4%。", [("准确率", 4.0, 4.0, "percent", "improvement", None, "accuracy")]),
    # 7. 多 starts words (多模态): no qualifier of its own
    ("多模态理解准确率提升4.1%。", [("多模态理解准确率", 4.1, 4.1, "percent", "improvement", None, "accuracy")]),
]


SPELLED_NUMBERS_AND_FRACTIONS = [
    # 1. spelled numbers before a unit they count; qualifiers after them kept
    ("与DCNv3相比，前向速度快三倍以上。", [("前向速度", 3.0, 3.0, "times", "improvement", "more than", "speed")]),
    ("解码速度提升二十五倍。", [("解码速度", 25.0, 25.0, "times", "improvement", None, "speed")]),
    ("速度提升二至三倍。", [("速度", 2.0, 3.0, "times", "improvement", None, "speed")]),
    ("在ImageNet上准确率提高两个百分点。", [("准确率", 2.0, 2.0, "points", "improvement", None, "accuracy")]),
    ("在两个数据集上分别提升三倍和五倍。", [("提升", 3.0, 3.0, "times", "improvement", None, None),
                                ("提升", 5.0, 5.0, "times", "improvement", None, None)]),
    # ... but not an ordinal, a vague count, a word (十分 is "very") nor a design constant
    ("第一阶段只用了三倍的数据就完成预训练。", []),
    ("在数十倍压缩下仍保持性能。", []),
    ("准确率提升十分有限，但推理速度提升了3倍。", [("推理速度", 3.0, 3.0, "times", "improvement", None, "inference speed")]),
    ("在同一个数量级的参数规模下，性能提升5%。", [("性能", 5.0, 5.0, "percent", "improvement", None, "performance")]),
    # 2. 一倍 is a doubling (as 提升2倍 is stored as 2 times, 提升一倍 is 2 times), 一半 is 50%
    ("推理吞吐量提升一倍。", [("推理吞吐量", 2.0, 2.0, "times", "improvement", None, "throughput")]),
    ("相比基线，推理速度快了近一倍。", [("推理速度", 2.0, 2.0, "times", "improvement", "about", "inference speed")]),
    ("显存占用减少一半。", [("显存占用", 50.0, 50.0, "percent", "reduction", None, "memory")]),
    ("峰值显存降低了一半以上。", [("峰值显存", 50.0, 50.0, "percent", "reduction", "more than", "memory")]),
    # 3. orders of magnitude are powers of ten
    ("推理延迟降低了一个数量级。", [("推理延迟", 10.0, 10.0, "times", "reduction", None, "latency")]),
    ("在相同精度下计算量降低约两个数量级。", [("计算量", 100.0, 100.0, "times", "reduction", "about", "compute")]),
    ("能耗比传统方法低一个数量级。", [("能耗", 10.0, 10.0, "times", "reduction", None, "energy")]),
    # 4. a fraction after a direction is a percentage ...
    ("误差降低了近三分之一。", [("误差", 33.33, 33.33, "percent", "reduction", "about", "error")]),
    ("显存减少1/4。", [("显存", 25.0, 25.0, "percent", "reduction", None, "memory")]),
    # ... and a share of a baseline or a need is stored by its size, whatever its form: a
    # reduction by the rest in percent from 1/10 up, by a factor below; a bound turns around
    ("静态场景所需的存储不到3DGS的1/25，渲染速度也更快。",
     [("存储", 25.0, 25.0, "times", "reduction", "more than", "storage")]),
    ("模型参数量仅为原来的三分之一。", [("参数量", 3.0, 3.0, "times", "reduction", None, "parameters")]),
    ("训练时间缩短至原来的1/5。", [("训练时间", 5.0, 5.0, "times", "reduction", None, "training time")]),
    ("存储开销仅为3DGS的约二十分之一。", [("存储开销", 20.0, 20.0, "times", "reduction", "about", "storage")]),
    ("其能耗不足传统GPU方案的十分之一。", [("能耗", 10.0, 10.0, "times", "reduction", "more than", "energy")]),
    ("训练成本不到基线的10%。", [("训练成本", 90.0, 90.0, "percent", "reduction", "more than", "cost")]),
    ("吞吐量提升至基线的两倍。", [("吞吐量", 2.0, 2.0, "times", "improvement", None, "throughput")]),
    ("仅需三分之一的训练时间即可达到同等精度。", [("训练时间", 3.0, 3.0, "times", "reduction", None, "training time")]),
    # a qualifier inside the share verb, a pronoun baseline without 的, an adverb before the verb
    ("DeepSeekMoE 16B与LLaMA2 7B性能相当，而计算量仅约为后者的40%。",
     [("计算量", 60.0, 60.0, "percent", "reduction", "about", "compute")]),
    ("本文构建了性能达到GPT-4水平、成本却仅为其1/400的小型模型。",
     [("成本", 400.0, 400.0, "times", "reduction", None, "cost")]),
    ("推理成本只约为基线的30%。", [("推理成本", 70.0, 70.0, "percent", "reduction", "about", "cost")]),
    ("显存开销仅占其25%。", []),  # 占 gives a proportion, not a change (训练集仅占其80%)
    ("训练时间也仅为后者的一半。", [("训练时间", 50.0, 50.0, "percent", "reduction", None, "training time")]),
    ("延迟仅约是前者的1/20。", [("延迟", 20.0, 20.0, "times", "reduction", "about", "latency")]),
    ("该模型只用了40%的计算量。", [("计算量", 60.0, 60.0, "percent", "reduction", None, "compute")]),
    ("准确率为其90%。", []),  # a bare copula is no share verb
    # a share verb before 1/N names no baseline: a fraction of one is relative to what it was
    ("推理成本降至约1/50。", [("推理成本", 50.0, 50.0, "times", "reduction", "about", "cost")]),
    ("错误率降至2.1%。", []),  # a percentage after it stays a level reached
    ("错误率降至0.5。", []),
    # 5. a metric starts no new clause: 80%并进一步提高 is no claim on 并进一步
    ("即可使速度最多提升80%并进一步提高性能。", [("速度", 80.0, 80.0, "percent", "improvement", "up to", "speed")]),
]


ENGLISH_FORMS = [
    # 1. measured units, and the metric before a passive verb
    ("It reduces latency by 15 ms.", [("latency", 15.0, 15.0, "ms", "reduction", None, "latency")]),
    ("The method improves PSNR by 1.2 dB over 3DGS.", [("PSNR", 1.2, 1.2, "dB", "improvement", None, "PSNR")]),
    ("It achieves a 1.5 dB PSNR gain.", [("PSNR", 1.5, 1.5, "dB", "improvement", None, "PSNR")]),
    ("GPU memory is further reduced by 2.4 GB.", [("GPU memory", 2.4, 2.4, "GB", "reduction", None, "memory")]),
    ("Throughput increases by 35 FPS.", [("Throughput", 35.0, 35.0, "FPS", "improvement", None, "throughput")]),
    ("It lowers error by 2.1 percentage points.", [("error", 2.1, 2.1, "points", "reduction", None, "error")]),
    ("We train on 8 GB GPUs and reduce cost by 20%.", [("cost", 20.0, 20.0, "percent", "reduction", None, "cost")]),
    ("It improves F1 by 3.4%, 5.2% and 2.8% on SMD, MSL and SMAP, respectively.", [
        ("F1", 3.4, 3.4, "percent", "improvement", None, "F1"), ("F1", 5.2, 5.2, "percent", "improvement", None, "F1"),
        ("F1", 2.8, 2.8, "percent", "improvement", None, "F1")]),
    # 2. a need as a share of what it is measured on; a split of the data is none
    ("It uses 65% of the parameters of LLaMA-7B.", [("parameters", 35.0, 35.0, "percent", "reduction", None, "parameters")]),
    ("It needs less than 1/25 of the storage of 3DGS.", [("storage", 25.0, 25.0, "times", "reduction", "more than", "storage")]),
    ("It requires only 10% of the labeled data.", [("labeled data", 90.0, 90.0, "percent", "reduction", None, "labeled data")]),
    ("We use 90% of the data for training and 10% for testing.", []),
    # 3. outperforming a baseline by an amount, its metric after in
    ("It outperforms GPT-4 by 3.2 points on MMLU.", [("outperforms", 3.2, 3.2, "points", "improvement", None, None)]),
    ("Our model surpasses Qwen2.5-72B by 2.4% on average in accuracy.",
     [("accuracy", 2.4, 2.4, "percent", "improvement", "average", "accuracy")]),
    ("It beats Llama-2 70B by 5.6% while using 10x fewer parameters.", [
        ("beats", 5.6, 5.6, "percent", "improvement", None, None),
        ("parameters", 10.0, 10.0, "times", "reduction", None, "parameters")]),
    # 4. from-to levels, spelled numbers, fractions and orders of magnitude
    ("The success rate rises from 60% to 85%.", [("success rate", 25.0, 25.0, "points", "improvement", None, "success rate")]),
    ("Latency drops from 45 ms to 12 ms.", []),
    ("It is two to three times faster than FlashAttention-2.", [("faster", 2.0, 3.0, "times", "improvement", None, "speed")]),
    ("It achieves a threefold speedup over vLLM.", [("speedup", 3.0, 3.0, "times", "improvement", None, "speedup")]),
    ("It achieves an order of magnitude speedup.", [("speedup", 10.0, 10.0, "times", "improvement", None, "speedup")]),
    ("It boosts throughput by 1.8x and cuts latency by half.", [
        ("throughput", 1.8, 1.8, "times", "improvement", None, "throughput"),
        ("latency", 50.0, 50.0, "percent", "reduction", None, "latency")]),
    ("It requires 3x fewer interactions than SAM.", [("fewer", 3.0, 3.0, "times", "reduction", None, None)]),
]


OUTPERFORMING_NEEDS_A_NAMED_BASELINE = [
    # an outperforming names a baseline: not 了 alone, none at all, nor a level after a copula
    ("准确率超过了90%。", []),
    ("成功率首次超越了80%。", []),
    ("其胜率高于了50%。", []),
    ("超过了90%的样本被正确分类。", []),
    ("在MMLU上超过了70%的准确率。", []),
    ("领先者的准确率为85%。", []),
    ("超越了规模是其5倍的模型。", []),
    ("该方法超过了一半的基线方法。", []),
    ("胜过了基线5%。", [("胜过", 5.0, 5.0, "percent", "improvement", None, None)]),
    # a number after the verb and before 的 counts the baselines it beats
    ("优于了95%的人类选手。", []),
    ("领先了3.2个百分点。", [("领先", 3.2, 3.2, "points", "improvement", None, None)]),
    ("大幅领先同规模模型10个百分点以上。", [("领先", 10.0, 10.0, "points", "improvement", "more than", None)]),
]


A_SETTING_NUMBER_IS_NO_CLAIM = [
    # a number whose metric runs past a word closing a setting (在…上, 当…时) is the setting's;
    # the change after it is still found
    ("在24GB的显卡上推理速度提升3倍。", [("推理速度", 3.0, 3.0, "times", "improvement", None, "inference speed")]),
    ("在1秒的延迟预算下准确率提升5%。", [("准确率", 5.0, 5.0, "percent", "improvement", None, "accuracy")]),
    ("在满分10分的评测中得分提升1.5分。", [("得分", 1.5, 1.5, "points", "improvement", None, None)]),
    ("在32倍下采样下重建质量提升明显。", []),
    ("在10%的噪声比例下准确率提升5%。", [("准确率", 5.0, 5.0, "percent", "improvement", None, "accuracy")]),
    ("在50%掩码率下性能下降仅1%。", [("性能", 1.0, 1.0, "percent", "reduction", None, "performance")]),
    ("当剪枝率为50%时精度下降2%。", [("精度", 2.0, 2.0, "percent", "reduction", None, "accuracy")]),
    ("在4倍压缩下速度提升2倍。", [("速度", 2.0, 2.0, "times", "improvement", None, "speed")]),
    ("在4倍超分任务上提升2%。", [("提升", 2.0, 2.0, "percent", "improvement", None, None)]),
    ("在70%的任务上优于GPT-4。", []),
    # ... but not a word that only starts with one (下游)
    ("带来5%下游任务性能提升。", [("下游任务性能", 5.0, 5.0, "percent", "improvement", None, "performance")]),
    # metrics end at 内, 以来 and 就
    ("在2秒内降低30%的延迟。", [("延迟", 30.0, 30.0, "percent", "reduction", None, "latency")]),
    ("自2020年以来准确率提升20%。", [("准确率", 20.0, 20.0, "percent", "improvement", None, "accuracy")]),
    ("仅用一半的训练数据就达到全监督精度。", [("训练数据", 50.0, 50.0, "percent", "reduction", None, "training data")]),
]


ONE_FACT_ONE_FORM = [
    # one fact, one form: a percentage or a fraction from 1/10 up is a reduction by the rest in percent, a smaller fraction by a factor
    ("显存降至原来的50%。", [("显存", 50.0, 50.0, "percent", "reduction", None, "memory")]),
    ("显存降至原来的一半。", [("显存", 50.0, 50.0, "percent", "reduction", None, "memory")]),
    ("只需一半的参数。", [("参数", 50.0, 50.0, "percent", "reduction", None, "parameters")]),
    ("推理成本不到GPT-4的1%。", [("推理成本", 99.0, 99.0, "percent", "reduction", "more than", "cost")]),  # written in percent: stays in percent
    # two spelled digits in a row are a range; spelled numbers start number-first claims
    ("速度快两三倍。", [("速度", 2.0, 3.0, "times", "improvement", None, "speed")]),
    ("速度快一两个数量级。", [("速度", 10.0, 100.0, "times", "improvement", None, "speed")]),
    ("三倍加速的同时保持精度。", [("加速", 3.0, 3.0, "times", "improvement", None, "speedup")]),
    ("相比基线有三倍加速。", [("加速", 3.0, 3.0, "times", "improvement", None, "speedup")]),
    ("三倍的吞吐量提升。", [("吞吐量", 3.0, 3.0, "times", "improvement", None, "throughput")]),
    # only a spelled 一倍 alone is a doubling: digits, ranges and lists are read as written
    ("速度提升1-2倍。", [("速度", 1.0, 2.0, "times", "improvement", None, "speed")]),
    ("分别提升1倍和2倍。", [("提升", 1.0, 1.0, "times", "improvement", None, None),
                         ("提升", 2.0, 2.0, "times", "improvement", None, None)]),
    # qualifiers after the number; a zero or undefined value is no claim
    ("速度提升一倍多。", [("速度", 2.0, 2.0, "times", "improvement", "more than", "speed")]),
    ("显存减少一半多。", [("显存", 50.0, 50.0, "percent", "reduction", "more than", "memory")]),
    ("准确率提升2-3个百分点左右。", [("准确率", 2.0, 3.0, "points", "improvement", "about", "accuracy")]),
    ("误差降低0/0。", []),
    ("误差降低0%。", []),
]


ENGLISH_NEEDS_LEVELS_AND_BASELINES = [
    # a need is a reduction only when said small or compared to another's
    ("It uses 70% of the GPU memory during training.", []),
    ("Each expert uses 25% of the parameters.", []),
    ("The cache uses 50% of the memory budget.", []),
    ("It uses 65% of LLaMA's parameters.", [("parameters", 35.0, 35.0, "percent", "reduction", None, "parameters")]),
    # counts in points are no levels
    ("It increases the number of keypoints from 100 points to 500 points.", []),
    # exceeding ours or a budget is no claim of the method
    ("The baseline's latency exceeds ours by 20 ms.", []),
    ("Memory usage exceeds the 24 GB budget by 30%.", []),
    ("It exceeds GPT-4 by 3 points.", [("exceeds", 3.0, 3.0, "points", "improvement", None, None)]),
]


def test_adversarial_numbers_finish():
    """A hang guard, not a timing claim: these inputs backtracked for minutes when a
    spelled number's unit was looked for by rescanning (a range separator repeated,
    a long run of number words), a run of digits was read again from each digit, and
    the metric of each of many claims was read back to the start of the text."""
    import subprocess
    import sys
    from pathlib import Path

    script = (
        "from kg.extract.nlp import chinese, english\n"
        "zh, en = chinese(), english()\n"
        "for text in ['提升三' + ' - ' * 20 + 'x', '三' * 1000, '提升' + '三' * 1000 + '倍', '1' * 10000,\n"
        "             '降低三成' * 8000, '降低三倍' * 8000, '提升1' + ',234' * 20000 + '和3倍',\n"
        "             '提升' + '128,' * 20000 + '256和3倍', '提升1' + ',000' * 20000 + ',500和3倍']:\n"
        "    zh(text)\n"
        "en('improves by two' + ' - ' * 20 + 'x'), en('1' * 10000)\n"
    )
    subprocess.run([sys.executable, "-c", script], cwd=Path(__file__).parents[1], check=True, timeout=120)


DOUBLINGS_TENTHS_MULTIPLES_AND_SPELLED_MEASURES = [
    # 1. a digit 1倍 alone after a verb of increase is a doubling, as 一倍 is ...
    ("速度提升1倍。", [("速度", 2.0, 2.0, "times", "improvement", None, "speed")]),
    ("吞吐量提高了1倍。", [("吞吐量", 2.0, 2.0, "times", "improvement", None, "throughput")]),
    ("推理速度比基线快1倍。", [("推理速度", 2.0, 2.0, "times", "improvement", None, "inference speed")]),
    # ... not another factor nor a number-first 1倍
    ("速度提升1.5倍。", [("速度", 1.5, 1.5, "times", "improvement", None, "speed")]),
    ("实现1倍加速。", [("加速", 1.0, 1.0, "times", "improvement", None, "speedup")]),
    # ... while a digit 1倍 alone after a verb of decrease says no change (一倍 alone halves)
    ("显存减少1倍。", []),
    ("训练步数减少1倍。", []),
    ("显存减少一倍。", [("显存", 2.0, 2.0, "times", "reduction", None, "memory")]),
    ("延迟降低1-2倍。", [("延迟", 1.0, 2.0, "times", "reduction", None, "latency")]),
    # a factor before a noun it counts in measures a gap, no change
    ("准确率仅比基线低1倍标准差。", []),
    ("准确率比基线高出2倍标准差。", []),
    # 2. X成 after a verb is X×10 percent, only as a word of its own (not 成 of 成本)
    ("延迟降低三成以上。", [("延迟", 30.0, 30.0, "percent", "reduction", "more than", "latency")]),
    ("速度提升近两成。", [("速度", 20.0, 20.0, "percent", "improvement", "about", "speed")]),
    ("成本降低了3成。", [("成本", 30.0, 30.0, "percent", "reduction", None, "cost")]),
    ("显存仅为原来的三成。", [("显存", 70.0, 70.0, "percent", "reduction", None, "memory")]),
    ("准确率从三成提升到五成。", [("准确率", 20.0, 20.0, "points", "improvement", None, "accuracy")]),
    ("降低一成本地部署的门槛。", []),
    ("七成的样本得到提升。", []),
    # 3. a result metric as a multiple of a baseline or another method is an improvement ...
    ("吞吐量达到基线的两倍。", [("吞吐量", 2.0, 2.0, "times", "improvement", None, "throughput")]),
    ("推理速度为原来的2.5倍。", [("推理速度", 2.5, 2.5, "times", "improvement", None, "inference speed")]),
    ("解码速度是之前方法的两倍以上。", [("解码速度", 2.0, 2.0, "times", "improvement", "more than", "speed")]),
    ("吞吐量是vLLM的3倍。", [("吞吐量", 3.0, 3.0, "times", "improvement", None, "throughput")]),
    # ... but not a design constant, a size, a pronoun's, nor a level describing a noun
    ("隐藏维度为输入的4倍。", []),
    ("参数量是基线的2倍。", []),
    ("推理速度为其2倍。", []),
    ("速度是基线的3倍的模型。", []),
    ("速度为d的4倍。", []),
    # 5. spelled numbers before measured units
    ("延迟降低一百二十毫秒。", [("延迟", 120.0, 120.0, "ms", "reduction", None, "latency")]),
    ("节省三十GB显存。", [("显存", 30.0, 30.0, "GB", "reduction", None, "memory")]),
    ("训练时间减少十分钟。", [("训练时间", 10.0, 10.0, "min", "reduction", None, "training time")]),
]


ENGLISH_AMOUNTS_OF_SCORES_AND_REUSED_VERBS = [
    # the amount before of, the metric after it
    ("It saves 2.4 GB of memory.", [("memory", 2.4, 2.4, "GB", "reduction", None, "memory")]),
    ("It saves 35% of the training cost.", [("training cost", 35.0, 35.0, "percent", "reduction", None, "cost")]),
    # hyphenated points; a score unit names its metric
    ("It yields a 25-point gain.", [("gain", 25.0, 25.0, "points", "improvement", None, None)]),
    ("It achieves a 2.3-point BLEU gain.", [("BLEU", 2.3, 2.3, "points", "improvement", None, "BLEU")]),
    ("It improves segmentation by 2.3 mIoU.", [("mIoU", 2.3, 2.3, "points", "improvement", None, "mIoU")]),
    ("It outperforms Mask R-CNN by 2.3 AP.", [("AP", 2.3, 2.3, "points", "improvement", None, "AP")]),
    ("The 5-point scale better captures preferences.", []),
    ("We use 8 map tiles and higher resolution.", []),
    # a verb reused by the next items, each of a known metric
    ("It reduces latency by 40% and memory by 30%.", [
        ("latency", 40.0, 40.0, "percent", "reduction", None, "latency"),
        ("memory", 30.0, 30.0, "percent", "reduction", None, "memory")]),
    ("It reduces latency by 40%, memory by 30% and energy by 2x.", [
        ("latency", 40.0, 40.0, "percent", "reduction", None, "latency"),
        ("memory", 30.0, 30.0, "percent", "reduction", None, "memory"),
        ("energy", 2.0, 2.0, "times", "reduction", None, "energy")]),
    ("It reduces latency by 40% and speeds up training by 2x.", [
        ("latency", 40.0, 40.0, "percent", "reduction", None, "latency"),
        ("speeds", 2.0, 2.0, "times", "improvement", None, "speed")]),
    ("It reduces the error by 10% and the variance by 5%.", [("error", 10.0, 10.0, "percent", "reduction", None, "error")]),
]


SCORES_BASELINE_LEVELS_AND_NEEDS = [
    # 1. a bare difference on a score on a fixed scale is a gain in unit "score" ...
    ("在仅2步采样时，VoiceFlow的MOS比GradTTS高出约0.9，客观指标MCD也更低。",
     [("MOS", 0.9, 0.9, "score", "improvement", "about", "MOS")]),
    ("增强后语音的PESQ提升0.35以上。", [("PESQ", 0.35, 0.35, "score", "improvement", "more than", "PESQ")]),
    ("与基线相比，UTMOS高0.2。", [("UTMOS", 0.2, 0.2, "score", "improvement", None, "UTMOS")]),
    # ... a score with a unit keeps its unit ...
    ("MOS提高0.5分。", [("MOS", 0.5, 0.5, "points", "improvement", None, "MOS")]),
    # ... while a level reached is none, nor a bare number on another metric, nor before a noun
    ("VoiceFlow的MOS达到4.2。", []),
    ("VoiceFlow的MOS最高4.32。", []),
    ("MOS提高到4.2。", []),
    ("延迟比基线降低0.9，吞吐量提升2倍。", [("吞吐量", 2.0, 2.0, "times", "improvement", None, "throughput")]),
    ("UTMOS比基线高出0.9的同时。", []),
    # 2. the first level of a from-to may be a baseline's, named before 的 ...
    ("在多人说话噪声干扰（0 dB信噪比）下，英语识别的词错误率从仅用音频的Whisper的11.7%降到5.6%。",
     [("词错误率", 6.1, 6.1, "points", "reduction", None, "word error rate")]),
    ("准确率从原来的42.3%提升到58.7%。", [("准确率", 16.4, 16.4, "points", "improvement", None, "accuracy")]),
    # ... the levels' unit still decides (counting units make no claim)
    ("把感受野从原来的16个点扩大到1024个点。", []),
    # 3. a need may name its baseline before the share, without 的: a fraction is a factor ...
    ("且仅需BigVGAN约1/5的训练步数即可达到更优的PESQ。",
     [("训练步数", 5.0, 5.0, "times", "reduction", "about", "training steps")]),
    ("模型只需要其约30%的显存。", [("显存", 70.0, 70.0, "percent", "reduction", "about", "memory")]),
    # ... a share of a baseline after 仅需 as after 只需, its metric after it when none is before ...
    ("而地图存储仅需ConceptFusion的约1/20。", [("地图存储", 20.0, 20.0, "times", "reduction", "about", "storage")]),
    ("仅需其约1/3的参数量。", [("参数量", 3.0, 3.0, "times", "reduction", "about", "parameters")]),
    # ... but a need with no metric after it is none, and a copula's multiple reads no metric after it
    ("仅需BigVGAN约1/5即可收敛。", []),
    ("隐藏维度为输入的4倍的模型。", []),
    # 4. a unit read only after a verb is never read by the number-first form
    ("七成的样本准确率提升。", []),
    ("降低三成的成本。", [("成本", 30.0, 30.0, "percent", "reduction", None, "cost")]),
]


ENGLISH_SCORE_DIFFERENCES = [
    # a bare difference on a score is a gain in unit "score", as in Chinese ...
    ("At two sampling steps, VoiceFlow improves MOS by 0.9 over GradTTS.",
     [("MOS", 0.9, 0.9, "score", "improvement", None, "MOS")]),
    ("The MOS is improved by about 0.3.", [("MOS", 0.3, 0.3, "score", "improvement", "about", "MOS")]),
    ("PESQ increases by 0.2 on average.", [("PESQ", 0.2, 0.2, "score", "improvement", "average", "PESQ")]),
    # ... a unit is kept, while a level, another metric or a counted noun is no bare difference
    ("It improves the MOS by 0.9 points.", [("MOS", 0.9, 0.9, "points", "improvement", None, "MOS")]),
    ("The model reaches a MOS of 4.2.", []),
    ("It reduces latency by 0.9.", []),
    ("It improves MOS by 2 steps.", []),
]


DIGIT_MULTIPLIERS_EFFICIENCY_AND_AVERAGED_NAMES = [
    # 1. digits scaled by a multiplier before a unit (AAAI 2025, ABL-Refl), a range of them too ...
    ("ABL-Refl优于SATNet、RRN和以往的ABL实现，符号数独准确率达到97.4%，所需标注数据仅为原ABL方法的约1/10，推理速度快1万至1.5万倍。", [
        ("标注数据", 10.0, 10.0, "times", "reduction", "about", "labeled data"),
        ("推理速度", 10000.0, 15000.0, "times", "improvement", None, "inference speed")]),
    ("最高可实现1.5万倍的加速。", [("加速", 15000.0, 15000.0, "times", "improvement", "up to", "speedup")]),
    # ... but a count with a multiplier is no claim (MAPF-GPT's data)
    ("用专家求解器LaCAM在1万张迷宫类地图和2500张随机地图上生成包含10亿个观测-动作对的数据集。", []),
    # 2. efficiency is a result metric: a multiple of a baseline with a long Latin name is a change (AAAI 2025, PSE) ...
    ("而在双方都能求解的98%的基准上，PSE的效率是EntropyEstimation的10倍以上。",
     [("效率", 10.0, 10.0, "times", "improvement", "more than", "efficiency")]),
    # ... not a multiple of something that is no baseline
    ("数据效率为训练集规模的2倍。", []),
    # 3. 平均 at the start of a score whose averaged form is its name is part of the metric (CoRL, MICCAI 2024) ...
    ("与VoxPoser相比，自主模式下的平均成功率提升了约27个百分点。",
     [("平均成功率", 27.0, 27.0, "points", "improvement", "about", "success rate")]),
    ("其中nnU-Net ResEnc L在六个数据集上的平均DSC比SwinUNETR高出约3个百分点，且GPU显存需求可控。",
     [("平均DSC", 3.0, 3.0, "points", "improvement", "about", "DSC")]),
    ("与Where2Act、VRB和Robo-ABC等方法相比，RAM在仿真中的平均成功率从38.5%提高到56.8%。",
     [("平均成功率", 18.3, 18.3, "points", "improvement", None, "success rate")]),
    ("在nuScenes上的平均L2误差降低了21%。", [("平均L2误差", 21.0, 21.0, "percent", "reduction", None, "error")]),
    # ... while before another quantity, or after the metric, it is the qualifier "average"
    ("用该方法训练的图像骨干在38个评测基准上的平均吞吐量提升2.26倍。",
     [("吞吐量", 2.26, 2.26, "times", "improvement", "average", "throughput")]),
    ("8500万参数版本在分布外地图上的成功率平均提升15.3个百分点。",
     [("成功率", 15.3, 15.3, "points", "improvement", "average", "success rate")]),
    # 4. a score written as the unit names its metric ...
    ("在主观评测中，合成语音的自然度提升0.9 MOS。", [("MOS", 0.9, 0.9, "score", "improvement", None, "MOS")]),
    # ... a level in it is none
    ("合成语音的自然度达到4.2 MOS。", []),
    # 5. a range of bare score differences keeps both ends ...
    ("与VITS相比，MOS提升0.3至0.5。", [("MOS", 0.3, 0.5, "score", "improvement", None, "MOS")]),
    # ... on a score only
    ("与基线相比，延迟降低0.3至0.5。", []),
    # 6. a bare difference whose clause names no metric takes the score of an earlier clause ...
    ("在仅2步采样时，VoiceFlow的MOS达到4.2，比GradTTS高0.3。", [("MOS", 0.3, 0.3, "score", "improvement", None, "MOS")]),
    # ... not when the metric named last is no score, nor when none is named
    ("VoiceFlow的MOS达到4.2，推理延迟为20ms，比GradTTS低0.3。", []),
    ("VoiceFlow结构更简单，比GradTTS高0.3。", []),
]


ENGLISH_SCORE_UNITS_AND_RANGES = [
    # a score written as the unit names its metric; a range of bare differences keeps both ends ...
    ("At two sampling steps, VoiceFlow improves naturalness by 0.9 MOS over GradTTS.",
     [("MOS", 0.9, 0.9, "score", "improvement", None, "MOS")]),
    ("It achieves a 0.3 PESQ gain.", [("PESQ", 0.3, 0.3, "score", "improvement", None, "PESQ")]),
    ("PESQ improves by 0.3 to 0.5 over the noisy input.", [("PESQ", 0.3, 0.5, "score", "improvement", None, "PESQ")]),
    # ... while a score level naming a noun, another metric or a counted noun is none
    ("The 4.5 MOS system is preferred by listeners.", []),
    ("It reduces latency by 0.3 to 0.5.", []),
    ("It improves MOS by 0.3-0.5 steps.", []),
]


AI_FOR_SOFTWARE_ENGINEERING = [
    # 1. a comparison earlier in the sentence, by 比, also lets a comparative be a direction: in a
    # later clause that goes on with it, or in its own clause past the words a baseline is looked for in ...
    ("评估表明，ChatTester生成的可编译测试比ChatGPT多34.3%，断言正确的测试多18.7%。", [
        ("编译测试", 34.3, 34.3, "percent", "improvement", None, None),
        ("测试", 18.7, 18.7, "percent", "improvement", None, None)]),
    ("GPTDroid的活动覆盖率达到75%，比Monkey、DroidBot、Humanoid等基线中的最优者高出32%，检测到的缺陷多31%且速度更快。", [
        ("最优者", 32.0, 32.0, "percent", "improvement", None, None),
        ("缺陷", 31.0, 31.0, "percent", "improvement", None, "bugs")]),
    # ... never with no comparison, one after it, or one of the sentence before
    ("断言正确的测试多18.7%。", []),
    ("测试多5%，比X更稳定。", []),
    ("X比Y快3倍。Z的测试多5%。", [("快", 3.0, 3.0, "times", "improvement", None, "speed")]),
    # 2. a verb between a comparative of how many and its number, the noun counted after 的 ...
    ("结果表明，最优的微调模型比当前最先进的基于大语言模型的修复方法多修复58%的缺陷。",
     [("缺陷", 58.0, 58.0, "percent", "improvement", None, "bugs")]),
    ("比基线少使用30%的显存。", [("显存", 30.0, 30.0, "percent", "reduction", None, "memory")]),
    # ... not without the noun, nor after another direction
    ("模型比基线多修复58%。", []),
    ("延迟减少修复30%的时间。", []),
    # 3. a bare difference of BLEU (an n-gram overlap score) is a gain in score, as on MOS ...
    ("评审意见生成的BLEU比CodeReviewer高出1.8，代码精化的CodeBLEU提高约3%。", [
        ("BLEU", 1.8, 1.8, "score", "improvement", None, "BLEU"),
        ("CodeBLEU", 3.0, 3.0, "percent", "improvement", "about", "CodeBLEU")]),
    # ... not a level reached, nor a bare difference on another metric
    ("BLEU达到35.2。", []),
    ("困惑度比基线降低1.8。", []),
    # 4. a count of results as a multiple is a change whatever it counts against (a qualifier
    # jieba glued to the metric is kept: 数约) ...
    ("在Defects4J 2.0上，正确修复的缺陷数约为单轮修复的2倍。", [("缺陷数", 2.0, 2.0, "times", "improvement", "about", "bugs")]),
    # ... while another metric needs a baseline
    ("参数量约为单轮修复的2倍。", []),
    ("推理速度为单轮解码的2倍。", []),
    # 5. a number before a verb done (了) is its subject, a share of things, not an amount ...
    ("在Reels和Stories产品上评估时，75%的测试用例构建正确，57%能够可靠通过，25%提高了覆盖率。", []),
    # ... while a number-first change stays one
    ("实现25%的延迟降低。", [("延迟", 25.0, 25.0, "percent", "reduction", None, "latency")]),
]


ENGLISH_BLEU_DIFFERENCES = [
    ("It improves BLEU by 1.8 over CodeReviewer.", [("BLEU", 1.8, 1.8, "score", "improvement", None, "BLEU")]),
    ("It improves AUC by 0.04 over CodeReviewer.", [("AUC", 0.04, 0.04, "score", "improvement", None, "AUC")]),
    ("It improves NDCG by 0.04 over CodeReviewer.", []),
]

DETECTION_SEGMENTATION_AND_GENERATION_SCORES = [
    # the scores en units count in points, written as the unit after a number: points of that score
    # (as 提升3.2 BLEU), its metric when the words before name none
    ("在COCO上提升2.1 mAP。", [("mAP", 2.1, 2.1, "points", "improvement", None, "mAP")]),
    ("提升了2.1 AP。", [("AP", 2.1, 2.1, "points", "improvement", None, "AP")]),
    ("在COCO上比基线高出2.1 AP。", [("AP", 2.1, 2.1, "points", "improvement", None, "AP")]),
    ("以2.1 mAP的优势超过基线。", [("mAP", 2.1, 2.1, "points", "improvement", None, "mAP")]),
    ("在COCO上提升2.1 AP50。", [("AP50", 2.1, 2.1, "points", "improvement", None, "AP")]),
    ("分割性能提升1.5 mIoU。", [("分割性能", 1.5, 1.5, "points", "improvement", None, "performance")]),
    ("提升1.5 mIoU。", [("mIoU", 1.5, 1.5, "points", "improvement", None, "mIoU")]),
    ("提升2.4 CIDEr。", [("CIDEr", 2.4, 2.4, "points", "improvement", None, "CIDEr")]),
    # a bare difference after a direction on one of them is a gain in score, as on BLEU, in the verb's direction
    ("mAP提升2.1。", [("mAP", 2.1, 2.1, "score", "improvement", None, "mAP")]),
    ("F1提升3.2。", [("F1", 3.2, 3.2, "score", "improvement", None, "F1")]),
    ("F1比基线高出1.8。", [("F1", 1.8, 1.8, "score", "improvement", None, "F1")]),
    ("CIDEr提升5.4。", [("CIDEr", 5.4, 5.4, "score", "improvement", None, "CIDEr")]),
    ("在COCO上的AP提升2.1。", [("AP", 2.1, 2.1, "score", "improvement", None, "AP")]),
    ("mIoU提升1.5。", [("mIoU", 1.5, 1.5, "score", "improvement", None, "mIoU")]),
    ("FID降低4.2。", [("FID", 4.2, 4.2, "score", "reduction", None, "FID")]),
    ("FVD降低35.2。", [("FVD", 35.2, 35.2, "score", "reduction", None, "FVD")]),
    ("SSIM提升0.02。", [("SSIM", 0.02, 0.02, "score", "improvement", None, "SSIM")]),
    ("相比基线，AP50提升3.1，AP75提升2.4。", [
        ("AP50", 3.1, 3.1, "score", "improvement", None, "AP"), ("AP75", 2.4, 2.4, "score", "improvement", None, "AP")]),
    ("检测mAP达到52.1，比基线高2.1。", [("mAP", 2.1, 2.1, "score", "improvement", None, "mAP")]),
    # ... the change in points when a unit is written, the claim it was
    ("mAP提升2.1个百分点。", [("mAP", 2.1, 2.1, "points", "improvement", None, "mAP")]),
    # ... never a level reached, a setting naming the score, two bare levels of it (the golds count
    # none: FID从2.11降至0.30), a name holding its letters, NDCG, nor a list of names
    ("AP达到45.2。", []),
    ("在AP50指标上达到62.3。", []),
    ("在AP50指标上表现更好。", []),
    ("提升2.1 AP，达到45.2 AP。", [("AP", 2.1, 2.1, "points", "improvement", None, "AP")]),
    ("FID从2.11降至0.30。", []),
    ("F1从0.39提升到0.48。", []),
    ("APNet提升2.1。", []),
    ("在COCO上，MAPLE提升2.1。", []),
    ("使用2.1 AP的阈值时性能提升。", []),
    ("在部署16个AP时吞吐量提升2倍。", [("吞吐量", 2.0, 2.0, "times", "improvement", None, "throughput")]),
    ("NDCG@10提升0.026。", []),
    ("AUC比基线高出0.02。", [("AUC", 0.02, 0.02, "score", "improvement", None, "AUC")]),  # a score in [0, 1]
    ("mAP和mIoU分别提升2.1和1.5。", []),
    ("降低4.2 FID。", []),  # FID is no unit (en units count none in it)
]

ENGLISH_DETECTION_SEGMENTATION_AND_GENERATION_SCORES = [
    ("It improves F1 by 1.8 over CodeReviewer.", [("F1", 1.8, 1.8, "score", "improvement", None, "F1")]),
    ("It improves mAP by 2.1 on COCO.", [("mAP", 2.1, 2.1, "score", "improvement", None, "mAP")]),
    ("It reduces FID by 4.2.", [("FID", 4.2, 4.2, "score", "reduction", None, "FID")]),
]

NETWORKING_AND_BIOLOGY = [
    # a list of ranges keeps both ends of each
    ("该系统在三类负载上分别比基线提升5.2%至20.4%、8.1%至30.5%和3.3%至12.9%。", [
        ("提升", 5.2, 20.4, "percent", "improvement", None, None), ("提升", 8.1, 30.5, "percent", "improvement", None, None),
        ("提升", 3.3, 12.9, "percent", "improvement", None, None)]),
    ("吞吐量分别提升1.5至2倍和3至4倍。", [
        ("吞吐量", 1.5, 2.0, "times", "improvement", None, "throughput"),
        ("吞吐量", 3.0, 4.0, "times", "improvement", None, "throughput")]),
    # a bound after the claim's clause, its verb left out, is one more claim of that change
    ("训练速度平均加速1.3倍，最高达3.1倍。", [
        ("训练速度", 1.3, 1.3, "times", "improvement", "average", "speed"),
        ("训练速度", 3.1, 3.1, "times", "improvement", "up to", "speed")]),
    ("延迟平均降低12%，最高可达25%。", [
        ("延迟", 12.0, 12.0, "percent", "reduction", "average", "latency"),
        ("延迟", 25.0, 25.0, "percent", "reduction", "up to", "latency")]),
    ("精度提升2%，超过90%。", [("精度", 2.0, 2.0, "percent", "improvement", None, "accuracy")]),  # a level, no bound
    ("训练速度平均加速1.3倍，最高达到90%的准确率。", [  # a level of another metric: none
        ("训练速度", 1.3, 1.3, "times", "improvement", "average", "speed")]),
    # a multiple of a baseline's level said after the level, in the next clause
    ("在严格标准下，该模型的命中率为42%，是基线模型的2.5倍。",
     [("命中率", 2.5, 2.5, "times", "improvement", None, "hit rate")]),
    ("该模型的命中率为42%，而基线模型的2.5倍。", []),  # no copula opens the clause
    ("模型的参数量为7B，是基线模型的2倍。", []),  # a size: no result metric
    # a factor inside what ours beats describes the compared model
    ("本方法超过了规模大20倍以上、经过专门微调的模型。", []),
    ("本方法超过了基线，且参数量少20倍。", [("参数量", 20.0, 20.0, "times", "reduction", None, "parameters")]),
    # a qualifier before 可将 qualifies the change its clause claims
    ("该调度器最多可将显存利用率提高18%。", [("显存利用率", 18.0, 18.0, "percent", "improvement", "up to", "memory")]),
    ("平均能把延迟降低30%。", [("延迟", 30.0, 30.0, "percent", "reduction", "average", "latency")]),
    ("它最多支持8卡，可将延迟降低30%。", [("延迟", 30.0, 30.0, "percent", "reduction", None, "latency")]),
    # a share of the items that beat something counts items, no change
    ("对超过80%的样本能给出优于基线的预测。", []),
    ("对80%的分子生成了优于参考的构象。", []),
]


def test_many_claims_in_one_sentence_finish():
    """A hang guard, not a timing claim: each owning claim (share, from-to) of a sentence was
    checked against all those before it, and each comparative sliced the sentence before it."""
    import subprocess
    import sys
    from pathlib import Path

    script = (
        "from kg.extract.nlp import chinese\n"
        "zh = chinese()\n"
        "zh(('缺陷数约为单轮修复的2倍，' * 20000)[:200_000])\n"
        "zh(('比X高3%，测试多5%，' * 20000)[:200_000])\n"
        "zh('比X' + '多' * 200_000 + '修复5%的缺陷')\n"
    )
    subprocess.run([sys.executable, "-c", script], cwd=Path(__file__).parents[1], check=True, timeout=120)


def test_an_english_subject_is_read_in_linear_time():
    """A hang guard, not a timing claim: the one or two words before an English verb
    were read by splitting one long word at every place, in time quadratic in its length
    (minutes for a 100,000-letter word)."""
    import subprocess
    import sys
    from pathlib import Path

    script = (
        "from kg.extract.claims import rules\n"
        "from kg.extract.nlp import english\n"
        "assert rules('en').subject.search('a' * 100_000) is None\n"
        "english()('a' * 100_000 + ',reduced by 30%.')\n"
        "assert rules('en').subject.search('the peak memory is ').group('metric') == 'peak memory'\n"
    )
    subprocess.run([sys.executable, "-c", script], cwd=Path(__file__).parents[1], check=True, timeout=120)


# --- the tables above, one test for the assertion they share -----------------------------


def cases(table: str, rows: list[tuple], lang: str) -> list:
    """The rows of one table, in ``lang``, as params named after it (``table-N``), so
    that a failure says which table."""
    return [pytest.param(summary, lang, expected, id=f"{table}-{n}") for n, (summary, expected) in enumerate(rows)]


@pytest.mark.parametrize("summary, lang, expected", [
    *cases("claim_fields", CLAIM_FIELDS, "zh"),
    *cases("metric_boundaries", METRIC_BOUNDARIES, "zh"),
    *cases("audit2_claims", AUDIT2_CLAIMS, "zh"),
    *cases("comparatives_settings_needs_and_outperforming", COMPARATIVES_SETTINGS_NEEDS_AND_OUTPERFORMING, "zh"),
    *cases("spelled_numbers_and_fractions", SPELLED_NUMBERS_AND_FRACTIONS, "zh"),
    *cases("english_forms", ENGLISH_FORMS, "en"),
    *cases("outperforming_needs_a_named_baseline", OUTPERFORMING_NEEDS_A_NAMED_BASELINE, "zh"),
    *cases("a_setting_number_is_no_claim", A_SETTING_NUMBER_IS_NO_CLAIM, "zh"),
    *cases("one_fact_one_form", ONE_FACT_ONE_FORM, "zh"),
    *cases("english_needs_levels_and_baselines", ENGLISH_NEEDS_LEVELS_AND_BASELINES, "en"),
    *cases("doublings_tenths_multiples_and_spelled_measures", DOUBLINGS_TENTHS_MULTIPLES_AND_SPELLED_MEASURES, "zh"),
    *cases("english_amounts_of_scores_and_reused_verbs", ENGLISH_AMOUNTS_OF_SCORES_AND_REUSED_VERBS, "en"),
    *cases("scores_baseline_levels_and_needs", SCORES_BASELINE_LEVELS_AND_NEEDS, "zh"),
    *cases("english_score_differences", ENGLISH_SCORE_DIFFERENCES, "en"),
    *cases("digit_multipliers_efficiency_and_averaged_names", DIGIT_MULTIPLIERS_EFFICIENCY_AND_AVERAGED_NAMES, "zh"),
    *cases("english_score_units_and_ranges", ENGLISH_SCORE_UNITS_AND_RANGES, "en"),
    *cases("ai_for_software_engineering", AI_FOR_SOFTWARE_ENGINEERING, "zh"),
    *cases("english_bleu_differences", ENGLISH_BLEU_DIFFERENCES, "en"),
    *cases("networking_and_biology", NETWORKING_AND_BIOLOGY, "zh"),
    *cases("detection_segmentation_and_generation_scores", DETECTION_SEGMENTATION_AND_GENERATION_SCORES, "zh"),
    *cases("english_detection_segmentation_and_generation_scores",
           ENGLISH_DETECTION_SEGMENTATION_AND_GENERATION_SCORES, "en"),
])
def test_claims_in_summaries(summary, lang, expected):
    assert claim_fields(summary, lang) == expected


# --- information retrieval: correlation and agreement coefficients are scores ----------------

@pytest.mark.parametrize("summary, expected", [
    # a bare gain of a correlation coefficient (between -1 and 1) is a claim in unit score,
    # a range of gains keeps both ends ...
    ("实验显示，eRAG与RAG下游性能的相关性明显高于基线评估方法，Kendall's τ提升0.168至0.494。",
     [(0.168, 0.494, "score", "improvement", None, "Kendall τ")]),
    ("LARMOR对检索器的排序与真实排序之间的Kendall τ相关系数比最强的基线方法高出超过0.2。",
     [(0.2, 0.2, "score", "improvement", "more than", "correlation")]),
    # ... a level reached is none, nor a bare change of a score that is no coefficient
    ("最佳提示与TREC官方评估员之间的一致性达到Cohen's κ约0.64。", []),
    ("所选检索器的平均NDCG@10从0.452提升至0.478。", []),
    ("检索器的平均延迟比基线降低0.3。", []),
])
def test_bare_gains_of_correlation_coefficients_are_score_claims(summary, expected):
    assert claims(summary) == expected


def test_a_carried_comparison_enables_only_a_predicative_comparative():
    # predicative, after a comparison earlier in the sentence: claims
    assert [c[:3] for c in claims("ChatTester生成的可编译测试比ChatGPT多34.3%，断言正确的测试多18.7%。")] == [
        (34.3, 34.3, "percent"), (18.7, 18.7, "percent")]
    assert (10.0, 10.0, "percent") in [c[:3] for c in claims("该方法比基线快3倍，且显存占用更少，多了10%的参数。")]
    # within its own clause, as before
    assert claims("准确率比基线高3%。") == [(3.0, 3.0, "percent", "improvement", None, "accuracy")]


def test_a_comparison_is_carried_only_within_its_sentence():
    from kg.extract.claims import ClaimFinder
    from kg.extract.nlp import chinese, tokens

    assert [c[0] for c in claims("X比Y多3%，测试多18.7%。")] == [3.0, 18.7]
    assert [c[0] for c in claims("X比Y多3%。测试多18.7%。")] == [3.0]
    # the sentence's comparison is passed to the checks that need it, not kept on the finder
    finder, text = ClaimFinder("zh"), "X比Y多3%，测试多18.7%"
    state = dict(vars(finder))
    assert [c.value_min for c in finder.find(text, tokens(chinese()(text)), 0)] == [3.0, 18.7]
    assert vars(finder) == state


@pytest.mark.parametrize("summary", [
    "该方法比基线更稳健，在大14倍的模型上同样有效。",
    "该方法的准确率比GPT-4高出2%，在长30%的输入上仍保持稳定。",
    "该方法比基线更准确，高5%的学习率会导致训练发散。",
    "本文方法优于基线，比基线快2倍，在多20%的噪声标签下仍保持鲁棒。",
    "该方法比基线快2倍，在噪声高20%的条件下仍保持鲁棒。",
    "实验表明该方法比基线更稳健，在温度高5%时仍能保持性能。",
    "该方法比基线快2倍，在最多40%的样本上有效。",
])
def test_a_carried_comparison_enables_no_attributive_nor_setting_comparative(summary):
    # only the comparison of the first clause is a claim
    assert all(c[2] != "percent" or c[0] == 2.0 for c in claims(summary))
    assert not [c for c in claims(summary) if c[0] in (14.0, 30.0, 5.0, 20.0, 40.0)]


def test_a_multiple_of_a_count_of_results_needs_a_verb_of_result():
    assert claims("正确修复的缺陷数约为单轮修复的2倍。") == [(2.0, 2.0, "times", "improvement", "about", "bugs")]


@pytest.mark.parametrize("summary", [
    "新基准GitBug包含的真实缺陷数量是Defects4J的3倍。",
    "该数据集收录的漏洞数约为BigVul的2倍。",
    "训练集中的缺陷数为测试集的4倍。",
])
def test_a_multiple_of_a_count_in_a_data_set_is_no_claim(summary):
    assert claims(summary) == []


@pytest.mark.parametrize("summary, lang, value", [
    ("MOS从3.9提升0.3至4.2。", "zh", 0.3),
    ("ROUGE-L提升1.2至45.3。", "zh", 1.2),
    ("相关系数从0.52提升0.09至0.61。", "zh", 0.09),
    ("It raises BLEU by 1.2 to 28.4.", "en", 1.2),
])
def test_a_bare_score_takes_no_level_reached_as_its_upper_end(summary, lang, value):
    assert [(c[0], c[1], c[2]) for c in claims(summary, lang)] == [(value, value, "score")]


def test_a_bare_score_range_of_differences_is_kept():
    assert claims("Kendall's τ提升0.168至0.494。") == [(0.168, 0.494, "score", "improvement", None, "Kendall τ")]


@pytest.mark.parametrize("summary, expected", [
    ("MOS和SMOS分别提升0.3和0.2。", []),  # a list of names: no pairing guessed
    ("UTMOS与DNSMOS分别提高0.2与0.1。", []),
    ("BLEU和ROUGE-L分别提升1.2和0.8。", []),
    ("BLEU分别提升1.8和2.1。", [(1.8, 1.8, "score", "improvement", None, "BLEU"),
                              (2.1, 2.1, "score", "improvement", None, "BLEU")]),
    ("MOS分别比VITS高0.21和0.35。", [(0.21, 0.21, "score", "improvement", None, "MOS"),
                                  (0.35, 0.35, "score", "improvement", None, "MOS")]),
])
def test_a_list_of_bare_scores_is_paired_with_its_one_metric_or_not_at_all(summary, expected):
    assert claims(summary) == expected


def test_an_english_list_of_bare_scores_is_not_paired_with_a_list_of_names():
    assert claims("It improves MOS and SMOS by 0.3 and 0.2.", "en") == []


def test_a_number_of_a_condition_is_no_claim():
    # keeping 2% of the channels suffices: the 2% is the condition, no change
    assert claims("只保留约2%的关键通道即可显著降低重建误差。") == []


@pytest.mark.parametrize("summary, expected", [
    ("该引擎将解码吞吐量提高到3倍。", [(3.0, 3.0, "times", "improvement", None, "throughput")]),
    ("新方法把加速比提升至1.8至2.4倍。", [(1.8, 2.4, "times", "improvement", None, "speedup")]),
    ("在长文本上的端到端加速比为约4.2倍。", [(4.2, 4.2, "times", "improvement", "about", "speedup")]),
    ("该方法可支持最多6倍的上下文长度。", [(6.0, 6.0, "times", "improvement", "up to", None)]),
])
def test_a_multiple_with_no_baseline_is_a_change(summary, expected):
    assert claims(summary) == expected


@pytest.mark.parametrize("summary", [
    "编码器将空间压缩比提高到64倍。",  # a design constant raised, no result
    "准确率提升至91.5%。",  # a level reached in percent stays none
    "该系统支持8倍于原来的节点。",  # no 的 and noun after the multiple
    "模型采用4倍的下采样。",
])
def test_a_multiple_that_is_no_result_is_no_claim(summary):
    assert claims(summary) == []


def test_tighten_is_a_reduction():
    assert claims("尾时延约束可收紧约3倍。") == [(3.0, 3.0, "times", "reduction", "about", "latency")]


def test_a_geometric_mean_is_an_average():
    assert claims("在训练上取得1.6倍的几何平均加速。") == [(1.6, 1.6, "times", "improvement", "average", "speedup")]


def test_a_two_character_qualifier_glued_to_the_metric_by_jieba_is_kept():
    assert [c[4] for c in claims("系统可处理的任务数最多提高5.5倍。")] == ["up to"]


def test_an_item_repeating_the_verb_shares_the_claim():
    assert claims("该编译器在小模型上实现1.9倍、在大模型上实现1.3倍的平均加速。") == [
        (1.9, 1.9, "times", "improvement", "average", "speedup"),
        (1.3, 1.3, "times", "improvement", "average", "speedup")]


def test_an_item_with_another_verb_is_not_shared():
    # 使用 of the first item is no verb of result: the 4倍 is a setting
    assert [c[0] for c in claims("在推理中使用4倍、在训练上实现1.3倍的加速。")] == [1.3]


def test_an_english_up_to_stays_a_claim():
    assert claims("It cuts memory by up to 45%.", "en") == [(45.0, 45.0, "percent", "reduction", "up to", "memory")]


def metric_claims(summary: str, lang: str = "zh"):
    record = PaperRecord(Span("t.txt", 1, 9), "ICML", "A Title", summary=summary, summary_lang=lang)
    return [(c.value_min, c.unit, c.direction, c.qualifier, c.metric) for c in extract_science([record])[0].claims]


@pytest.mark.parametrize("summary", [
    "系统支持8倍的张量并行度。",  # a setting, no capacity gained
    "该框架支持最高16倍的模型并行。",
    "该模型支持4倍的超分辨率放大。",  # a design constant
    "该编解码器支持最多8倍的压缩比。",
    "该方法支持16倍的下采样和8倍的上采样。",
    "该设备支持最高10倍的光学变焦。",
    "现有方法不支持2倍以上的批大小扩展，而本文方法可支持。",  # negated, about the baselines
])
def test_a_supported_multiple_of_no_capacity_is_no_claim(summary):
    assert claims(summary) == []


@pytest.mark.parametrize("summary, expected", [
    ("模型支持最多4倍的批大小。", [(4.0, 4.0, "times", "improvement", "up to", None)]),
    ("该系统可容纳2倍的并发用户数。", [(2.0, 2.0, "times", "improvement", None, None)]),
    ("该方法支持最多4倍的上下文长度扩展。", [(4.0, 4.0, "times", "improvement", "up to", None)]),
])
def test_a_supported_multiple_of_a_capacity_is_a_claim(summary, expected):
    assert claims(summary) == expected


@pytest.mark.parametrize("summary, expected", [
    ("将输入视频帧率提高到2倍后，动作识别准确率提升1.5%。", [(1.5, 1.5, "percent", "improvement", None, "accuracy")]),
    ("当推理速度提高到2倍时，模型的准确率下降不到1%。", [(1.0, 1.0, "percent", "reduction", "less than", "accuracy")]),
    ("将解码速度提高到2倍会使生成质量明显下降，本文方法在保持质量的同时加速1.6倍。",
     [(1.6, 1.6, "times", "improvement", None, "speedup")]),
    # a speedup of a configuration, of a computation described, below 1
    ("在推理中加速比为3倍的配置下，准确率下降1.2%。", [(1.2, 1.2, "percent", "reduction", None, "accuracy")]),
    ("其核心思想是在前向传播中加速比为2倍的稀疏计算。", []),
    ("在小批量场景下加速比为0.9倍，略慢于基线。", []),
])
def test_a_multiple_of_a_setting_or_a_condition_is_no_claim(summary, expected):
    assert claims(summary) == expected


@pytest.mark.parametrize("summary, metric", [
    ("实现3倍的近邻搜索加速。", "近邻搜索"),  # 近 is no word of it: not 'about'
    ("在十亿级数据集上实现5倍的近似最近邻检索加速。", "近似最近邻检索"),
    ("实现1.8倍的近端策略优化训练加速。", "近端策略优化训练"),
    ("实现2.5倍的约束求解加速。", "约束求解"),
    ("实现40%的约束违反率降低。", "约束违反率"),
    ("实现2倍的可达性分析加速。", "可达性分析"),
    ("获得2.1倍的最高频率提升。", "最高频率"),
    ("实现1.7倍的超过阈值检测加速。", "超过阈值检测"),
    ("取得3.2个百分点的平均精度提升。", "平均精度"),  # AP: 平均 is part of the name
    ("带来20%的平均精度提升。", "平均精度"),
    ("在检索任务上实现4.2个点的平均精度均值提升。", "平均精度均值"),
    ("实现3.1个百分点的平均倒数排名提升。", "平均倒数排名"),
    ("实现12%的平均意见得分提升。", "平均意见得分"),
])
def test_a_qualifier_inside_a_metric_name_stays_in_it(summary, metric):
    assert [(c[3], c[4]) for c in metric_claims(summary)] == [(None, metric)]


@pytest.mark.parametrize("summary, expected", [
    ("在干净测试集上达到95.1%、在对抗测试集上达到12.4%的准确率提升。",
     [(12.4, 12.4, "percent", "improvement", None, "accuracy")]),  # 达到95.1%: a level, not shared
    ("在推理上实现高达2.27倍、在训练上实现1.41倍的加速。",
     [(2.27, 2.27, "times", "improvement", "up to", "speedup"), (1.41, 1.41, "times", "improvement", None, "speedup")]),
])
def test_an_item_of_a_list_shares_a_change_only_with_its_own_qualifiers(summary, expected):
    assert claims(summary) == expected


@pytest.mark.parametrize("summary, expected", [
    ("几何平均加速比为2.4倍。", [(2.4, 2.4, "times", "improvement", "average", "speedup")]),
    ("平均加速比为2.3倍。", [(2.3, 2.3, "times", "improvement", "average", "speedup")]),
    ("加速比可达3倍。", [(3.0, 3.0, "times", "improvement", "up to", "speedup")]),
    ("几何平均加速为2.3倍。", [(2.3, 2.3, "times", "improvement", "average", "speedup")]),
])
def test_the_qualifiers_of_a_speedup_copula(summary, expected):
    assert claims(summary) == expected


@pytest.mark.parametrize("summary, expected", [
    ("尾延迟SLO收紧2倍时，系统仍能满足95%的请求。", []),
    ("该方法将约束收紧2倍后仍保持可行性。", []),
    ("该方法在保持精度的同时将误差界收紧约30%。", [(30.0, 30.0, "percent", "reduction", "about", "error")]),
])
def test_a_tightening_in_a_condition_is_no_claim(summary, expected):
    assert claims(summary) == expected


@pytest.mark.parametrize("summary, expected", [
    # a fraction written in digits with 1 on top is said as a factor, a half too
    ("FooNet所需的模拟次数减少为原来的1/2。", [(2.0, 2.0, "times", "reduction", None)]),
    ("FooNet的训练时间降至原来的1/10。", [(10.0, 10.0, "times", "reduction", None)]),
    # the word for half stays a percentage
    ("FooNet所需的模拟次数减少为原来的一半。", [(50.0, 50.0, "percent", "reduction", None)]),
    ("FooNet的训练样本减少约一半。", [(50.0, 50.0, "percent", "reduction", "about")]),
])
def test_a_half_in_digits_is_a_factor_and_the_word_half_a_percentage(summary, expected):
    assert [c[:5] for c in claims(summary)] == expected


@pytest.mark.parametrize("summary, expected", [
    # a pronoun for the named methods compared with earlier in the sentence
    ("与此前的生成模型FooVAE和BarDiff相比，BazGen生成有效结构的比例是其2倍以上。",
     [(2.0, 2.0, "times", "improvement", "more than")]),
    # no comparison with named methods: the pronoun names nothing
    ("BazGen生成有效结构的比例是其2倍以上。", []),
    # a size stays no claim, compared or not
    ("与FooVAE相比，BazGen的参数量是其2倍。", []),
    ("与FooVAE相比，BazGen规模是其5倍的模型表现更好。", []),
])
def test_a_multiple_of_a_pronoun_stands_after_a_comparison_with_named_methods(summary, expected):
    assert [c[:5] for c in claims(summary)] == expected


@pytest.mark.parametrize("summary, expected", [
    # 是其N倍 after a comparison with named methods: only a result metric or a share of results
    ("与Transformer相比，FooNet的吞吐量是其3倍。", [(3.0, 3.0, "times", "improvement", None)]),
    ("与AlphaFold2相比，其速度是其60倍。", [(60.0, 60.0, "times", "improvement", None)]),
    ("与BERT相比，本文模型层数是其2倍。", []),
    ("与BERT相比，模型的隐藏维度是其4倍。", []),
    ("与Llama 2相比，FooLM的上下文长度是其4倍。", []),
    ("与BERT相比，FooLM的词表大小是其2倍。", []),
    ("与ResNet-50相比，FooNet的深度是其3倍。", []),
    ("与MAE相比，本方法的批大小是其8倍。", []),
    ("与ResNet相比，FooNet的FLOPs是其2倍。", []),
    ("与DiffDock相比，本方法的采样步数是其4倍。", []),
])
def test_a_multiple_of_a_pronoun_is_a_claim_only_of_a_result_metric(summary, expected):
    assert [c[:5] for c in claims(summary)] == expected


def test_list_joiners_and_clause_starts_are_data():
    """The joiners of a parallel item (zh) and the English clause starters are claims.json's."""
    from kg.data import patterns
    from kg.extract.claims import rules

    spec = patterns("claims.json")
    assert spec["zh"]["parallel_joiners"] and spec["en"]["clause_starts"]
    assert rules("zh").parallel.search("在推理上实现2.27倍以及在训练上").group("a") == "2.27"
    assert rules("en").direction_first.search("It reduces memory and latency by 30%.") is None


def test_the_word_lists_of_claims_are_data():
    """The joiners of names, the English links, articles, copulas and score ends are claims.json's."""
    import kg.extract.claims as module
    from kg.data import patterns

    spec = patterns("claims.json")
    assert spec["name_joiners"] and spec["zh"]["metric_joiners"] and spec["zh"]["score_ends"]
    assert all(spec["en"][k] for k in ("links", "articles", "pronouns", "copulas", "score_ends"))
    assert not any(hasattr(module, name) for name in ("LIST_JOINER", "LIST_NEXT", "EN_LINKS", "EN_ARTICLE", "EN_SUBJECT"))


@pytest.mark.parametrize("summary, expected", [
    ("It achieves a speedup of 2.7-3.5x over vLLM.", [(2.7, 3.5, "times", "improvement", None, "speedup")]),
    ("It achieves speedups of 2.7x to 3.5x.", [(2.7, 3.5, "times", "improvement", None, "speedup")]),
    ("It achieves a 2.7-3.5x speedup.", [(2.7, 3.5, "times", "improvement", None, "speedup")]),
    ("It gives up to 3.5x speedup.", [(3.5, 3.5, "times", "improvement", "up to", "speedup")]),
    ("It gives a speedup of up to 3.5x.", [(3.5, 3.5, "times", "improvement", "up to", "speedup")]),
    ("It gives an average speedup of 2.1x.", [(2.1, 2.1, "times", "improvement", "average", "speedup")]),
    ("It achieves a throughput improvement of 2x.", [(2.0, 2.0, "times", "improvement", None, "throughput")]),
    ("It gives a speedup of 0.9x on small batches.", []),  # no gain, as 加速比为0.9倍
])
def test_an_english_speedup_of_a_range_is_read_as_the_chinese_copula(summary, expected):
    assert claims(summary, "en") == expected


@pytest.mark.parametrize("summary, lang, expected", [
    ("吞吐量提升2.1倍，平均延迟降低35%。", "zh", [(2.1, None), (35.0, "average")]),
    ("将训练速度提升1.8倍、最高减少40%的显存。", "zh", [(1.8, None), (40.0, "up to")]),
    # the verb said once for a list of number-first items
    ("实现平均2.1倍、最高3.5倍的加速。", "zh", [(2.1, "average"), (3.5, "up to")]),
    ("实现2.1倍和最高3.5倍的加速。", "zh", [(2.1, None), (3.5, "up to")]),
    # a list of values after one verb, the later one qualified alone
    ("延迟平均降低35%、最高52%。", "zh", [(35.0, "average"), (52.0, "up to")]),
    ("吞吐量分别提升2.1倍和最高3.5倍。", "zh", [(2.1, None), (3.5, "up to")]),
    ("It reduces latency by 30% and up to 45%.", "en", [(30.0, None), (45.0, "up to")]),
])
def test_an_item_of_a_list_starting_with_a_qualifier_is_its_own_claim(summary, lang, expected):
    assert [(c[0], c[4]) for c in claims(summary, lang)] == expected


@pytest.mark.parametrize("summary, lang, expected", [
    # a comma before a group of exactly three digits separates thousands, in every form
    ("与专用方法相比，吞吐量提高2至1,000倍。", "zh", [(2.0, 1000.0, "times", "improvement", None, "throughput")]),
    ("吞吐量提高了1,200%。", "zh", [(1200.0, 1200.0, "percent", "improvement", None, "throughput")]),
    ("吞吐量最高提升12,345.6倍。", "zh", [(12345.6, 12345.6, "times", "improvement", "up to", "throughput")]),
    ("It achieves up to 1,000x higher throughput.", "en",
     [(1000.0, 1000.0, "times", "improvement", "up to", "throughput")]),
    ("It improves throughput by 2x to 1,000x over HNSW.", "en",
     [(2.0, 1000.0, "times", "improvement", None, "throughput")]),
    ("It reduces latency by 1,200% and 3.5%.", "en",
     [(1200.0, 1200.0, "percent", "reduction", None, "latency"), (3.5, 3.5, "percent", "reduction", None, "latency")]),
    # any other comma separates the values of a list
    ("吞吐量分别提升1,2,3倍。", "zh", [(v, v, "times", "improvement", None, "throughput") for v in (1.0, 2.0, 3.0)]),
    ("吞吐量分别提升1.2%,3.5%。", "zh", [(v, v, "percent", "improvement", None, "throughput") for v in (1.2, 3.5)]),
])
def test_a_number_with_thousands_separators_is_one_number(summary, lang, expected):
    assert claims(summary, lang) == expected


@pytest.mark.parametrize("summary, expected", [
    ("与人工评估的基线相比，参与者评估的输出数量提高到2倍。", [(2.0, 2.0, "times", "improvement", None, None)]),
    ("相较于现有工具，用户完成的任务数提高到3倍。", [(3.0, 3.0, "times", "improvement", None, None)]),
    ("该工具较基线将标注数量提高到2倍。", [(2.0, 2.0, "times", "improvement", None, None)]),
    # the guards stay: not below 1x, not before a setting word, not in a condition, not a noun's 对比
    ("与基线相比，标注数量提高到0.8倍。", []),
    ("与基线相比，将输出数量提高到2倍后，准确率提升1.5%。", [(1.5, 1.5, "percent", "improvement", None, "accuracy")]),
    ("与基线相比，当输出数量提高到2倍时，准确率不变。", []),
    ("在组内对比研究中，评估的输出数量提高到2倍。", []),
    ("基于对比学习，编码器将空间压缩比提高到64倍。", []),
])
def test_a_multiple_with_no_baseline_after_a_comparison_is_a_change_of_any_metric(summary, expected):
    assert claims(summary) == expected


def test_an_average_error_rate_is_the_metric_not_an_average():
    # 平均错误率 names the metric as 平均成功率 does: only 约 qualifies the claim
    assert claims("LLMR的平均错误率比直接使用GPT-4低约4倍。") == [(4.0, 4.0, "times", "reduction", "about", "error rate")]


@pytest.mark.parametrize("summary, expected", [
    # a noun of change is a claim only of a result said of ours: after a verb of result, in no condition
    ("With an increase of 10% in training data, accuracy improves by 2%.",
     [(2.0, 2.0, "percent", "improvement", None, "accuracy")]),
    ("Under a noise increase of 20%, the model stays robust.", []),
    ("We simulate a bandwidth reduction of 50% to stress the system.", []),
    ("An increase of 5% in the temperature leads to more diverse samples.", []),
    ("A reduction of 10% of the vocabulary is applied during pruning.", []),
    ("This corresponds to an increase of 2x in parameters.", []),
    ("Prior work reports a speedup of 2x, while ours is faster.", []),
    ("The baseline suffers a throughput decrease of 40% under load.", []),
    # no gain at the low end of a range, as 加速比为0.8至1.6倍
    ("It achieves a speedup of 0.8-1.6x depending on batch size.", []),
    # a restatement of the claim before it is that claim
    ("It achieves a 30% reduction, i.e., a reduction of 30% in FLOPs.",
     [(30.0, 30.0, "percent", "reduction", None, None)]),
    ("FlashX delivers a speedup of 1.5x over FlashAttention-2.",
     [(1.5, 1.5, "times", "improvement", None, "speedup")]),
])
def test_a_noun_of_change_is_a_claim_only_of_a_result_of_ours(summary, expected):
    assert claims(summary, "en") == expected


def test_a_speedup_range_from_no_gain_is_no_claim_in_chinese_either():
    assert claims("加速比为0.8至1.6倍。") == []


@pytest.mark.parametrize("summary, expected", [
    # the metric after in / on, as for a number-first claim
    ("It achieves a reduction of 35% in latency compared with vLLM.", (35.0, "latency")),
    ("It achieves a 35% reduction in latency compared with vLLM.", (35.0, "latency")),
    ("We report a boost of 12% in recall.", (12.0, "recall")),
    ("It brings savings of 60% in energy.", (60.0, "energy")),
    ("It shows a gain of 3.1 points in BLEU.", (3.1, "BLEU")),
    ("FlashX delivers a speedup of 1.5x on A100.", (1.5, "speedup")),
])
def test_the_metric_after_in_is_read(summary, expected):
    assert [(c[0], c[5]) for c in claims(summary, "en")] == [expected]


@pytest.mark.parametrize("summary, expected", [
    # a verb of parallel_verbs said once serves the list (取得 too)
    ("取得平均3.2个百分点、最高5.1个百分点的提升。", [(3.2, "average"), (5.1, "up to")]),
    # an item with a scope of its own shares the verb too
    ("实现2倍、在训练上1.3倍的加速。", [(2.0, None), (1.3, None)]),
])
def test_a_verb_said_once_serves_a_list_of_number_first_items(summary, expected):
    assert [(c[0], c[4]) for c in claims(summary)] == expected


@pytest.mark.parametrize("summary, expected", [
    # a noun of change compared to, or in a relative clause of a baseline, is the baseline's (ours after it
    # is ours: see test_a_baselines_figure_said_against_ours_is_not_ours)
    ("Compared to the baseline, which achieves a speedup of 1.5x, ours achieves 3x.", [3.0]),
    ("It achieves a speedup of 2x, compared to a speedup of 1.3x for the baseline.", [2.0]),
    # a cause, and an ablation's result, are none of ours
    ("Our analysis shows that an increase of 20% in noise leads to a drop in accuracy.", []),
    ("Removing the cache shows a reduction of 30% in throughput.", []),
    ("It shows a gain of 3.1 points in BLEU.", [3.1]),
    # a multiple licensed by a comparison is of no setting
    ("与基线相比，采样率提高到2倍，错误率降低15%。", [15.0]),
    ("与基线相比，批大小提高到4倍。", []),
    ("与原方法相比，序列长度提高到8倍，精度仍保持不变。", []),
    # commas of a list of three-digit values are the list's, thousands separators stay
    ("吞吐量在三个数据集上分别提升128,256和512倍。", [128.0, 256.0, 512.0]),
    ("速度提升2至1,000倍。", [2.0]),
    ("It reduces latency by 1,000 and 2,000 ms.", [1000.0, 2000.0]),
    ("It is up to 1,000x faster.", [1000.0]),
])
def test_claims_of_a_second_review(summary, expected):
    lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in summary) else "en"
    assert [c[0] for c in claims(summary, lang)] == expected


def test_a_plural_noun_of_change_names_its_singular():
    record = PaperRecord(Span("t.txt", 1, 9), "ICML", "A Title", summary="It achieves speedups of 2.7x to 3.5x.",
                         summary_lang="en")
    assert [c.metric for c in extract_science([record])[0].claims] == ["speedup"]


@pytest.mark.parametrize("summary, expected", [
    # a scope naming a device with digits shares the change, after 、 or a comma repeating the verb
    ("在A100上实现1.8倍、在H100上实现2.4倍的加速。", [1.8, 2.4]),
    ("在A100上实现1.8倍，在H100上实现2.4倍的加速。", [1.8, 2.4]),
    ("在V100上实现1.8倍、在RTX 4090上实现2.4倍的加速。", [1.8, 2.4]),
    # a bare number in the scope still blocks; a comma does not make the verb said once
    ("实现2倍、在12个任务上实现1.3倍的加速。", [1.3]),
    ("实现1.8倍，最高2.4倍的加速。", [2.4]),
    # a grouped number whose later groups are all 000 is one number, before a list joiner too
    ("吞吐量分别提升1,000和500倍。", [1000.0, 500.0]),
    ("吞吐量分别提升12,000和500倍。", [12000.0, 500.0]),
    ("吞吐量分别提升1,000,000和3倍。", [1000000.0, 3.0]),
    ("吞吐量在三个数据集上分别提升128,256和512倍。", [128.0, 256.0, 512.0]),
])
def test_claims_of_a_third_review(summary, expected):
    assert [c[0] for c in claims(summary)] == expected


@pytest.mark.parametrize("summary, lang, expected", [
    # a qualifier after the first value of a list is its own; a later value keeps its own alone
    ("It reduces latency by 30% on average and up to 45%.", "en", [
        (30.0, 30.0, "percent", "reduction", "average", "latency"),
        (45.0, 45.0, "percent", "reduction", "up to", "latency")]),
    ("It achieves a speedup of 2x on average and up to 3.5x.", "en", [
        (2.0, 2.0, "times", "improvement", "average", "speedup"),
        (3.5, 3.5, "times", "improvement", "up to", "speedup")]),
    ("It reduces latency by 30% on average and 45%.", "en", [
        (30.0, 30.0, "percent", "reduction", "average", "latency"),
        (45.0, 45.0, "percent", "reduction", None, "latency")]),
    ("延迟降低35%左右、最高52%。", "zh", [
        (35.0, 35.0, "percent", "reduction", "about", "latency"),
        (52.0, 52.0, "percent", "reduction", "up to", "latency")]),
    # the readings that stand: a qualifier after the whole list is the list's
    ("It reduces latency by 30% and up to 45%.", "en", [
        (30.0, 30.0, "percent", "reduction", None, "latency"),
        (45.0, 45.0, "percent", "reduction", "up to", "latency")]),
    ("It reduces latency by 30% and 45% on average.", "en", [
        (30.0, 30.0, "percent", "reduction", "average", "latency"),
        (45.0, 45.0, "percent", "reduction", "average", "latency")]),
    ("It reduces latency by 30% on average.", "en", [(30.0, 30.0, "percent", "reduction", "average", "latency")]),
])
def test_a_qualifier_after_the_first_value_of_a_list_is_its_own(summary, lang, expected):
    assert claims(summary, lang) == expected


@pytest.mark.parametrize("summary, expected", [
    # a group of three digits starting with 0 is never a value of its own: the commas are thousands
    ("吞吐量分别提升1,000,500和3倍。", [1000500.0, 3.0]),
    ("吞吐量分别提升1,050和3倍。", [1050.0, 3.0]),
    ("吞吐量分别提升1,500,000和3倍。", [1500000.0, 3.0]),
    ("It reduces latency by 1,000,500 and 3 ms.", [1000500.0, 3.0]),
    # a later value written with a separator says how the first is written
    ("吞吐量分别提升1,500和2,000倍。", [1500.0, 2000.0]),
    # ambiguous runs stay lists, as before
    ("吞吐量分别提升1,500和3倍。", [1.0, 500.0, 3.0]),
    ("吞吐量在三个数据集上分别提升128,256和512倍。", [128.0, 256.0, 512.0]),
    ("吞吐量分别提升1,2,3倍。", [1.0, 2.0, 3.0]),
    # a level reached is still none
    ("吞吐量提升至1,500和3倍。", []),
])
def test_thousands_separators_are_read_where_no_list_can_be(summary, expected):
    lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in summary) else "en"
    assert [c[0] for c in claims(summary, lang)] == expected


def test_a_run_of_groups_inside_a_thousands_number_starts_no_number():
    from kg.extract.claims import rules

    number = rules("zh").number
    assert [m.group() for m in number.finditer("1,000,500,600和3")] == ["1,000,500,600", "3"]
    assert number.match("1,000,500,600和3", 10) is None  # not 600, a group of 1000500600


@pytest.mark.parametrize("summary, lang, expected", [
    # the baseline's figure in one clause and ours in the next: ours only
    ("Compared to the baseline, which achieves a speedup of 1.5x, ours achieves 3x.", "en",
     [(3.0, 3.0, "times", "improvement", None, "speedup")]),
    ("The baseline achieves a speedup of 1.5x, while ours achieves up to 3x.", "en",
     [(3.0, 3.0, "times", "improvement", "up to", "speedup")]),
    ("基线方法加速1.5倍，而我们的方法加速3倍。", "zh", [(3.0, 3.0, "times", "improvement", None, "speedup")]),
    ("现有方法的吞吐量提升1.2倍，而本文方法提升2.5倍。", "zh", [(2.5, 2.5, "times", "improvement", None, None)]),
    # near misses: a baseline's figure alone, ours below no gain, another unit, a condition, a setting
    ("Compared to the baseline, which achieves a speedup of 1.5x.", "en", []),
    ("The baseline achieves a speedup of 1.5x.", "en", []),
    ("Compared to the baseline, which achieves a speedup of 1.5x, ours achieves 0.9x.", "en", []),
    ("Compared to the baseline, which achieves a speedup of 1.5x, ours achieves 95% accuracy.", "en", []),
    ("Prior work reports a speedup of 2x, while ours achieves 3x.", "en",
     [(3.0, 3.0, "times", "improvement", None, "speedup")]),
    ("With an increase of 10% in data, it achieves 2%.", "en", []),
    ("Removing the cache shows a reduction of 30% in throughput, while ours achieves 10%.", "en", []),
    ("It achieves 3x.", "en", []),
    # zh: a baseline's clause keeps its claim unless ours is said against it
    ("基线方法加速1.5倍。", "zh", [(1.5, 1.5, "times", "improvement", None, "speedup")]),
    ("基线方法加速1.5倍，但精度下降2%。", "zh", [
        (1.5, 1.5, "times", "improvement", None, "speedup"), (2.0, 2.0, "percent", "reduction", None, "accuracy")]),
    ("标准差降低30%，而我们的方法更稳定。", "zh", [(30.0, 30.0, "percent", "reduction", None, None)]),
])
def test_a_baselines_figure_said_against_ours_is_not_ours(summary, lang, expected):
    assert claims(summary, lang) == expected


@pytest.mark.parametrize("summary, lang, expected", [
    # a from-to change of a measured level is no claim: the golds hold none (CCE's '从28GB降至1GB'
    # restates its 28 times), only percent, point, factor and listed score levels are changes
    ("延迟从120毫秒降低到80毫秒。", "zh", []),
    ("It reduces latency from 120 ms to 80 ms.", "en", []),
    ("显存占用减少约28倍（从28GB降至1GB）。", "zh", [(28.0, 28.0, "times", "reduction", "about", "memory")]),
    # a measured change by an amount stays a claim
    ("It reduces latency by 15 ms.", "en", [(15.0, 15.0, "ms", "reduction", None, "latency")]),
])
def test_a_from_to_change_of_a_measured_level_is_no_claim(summary, lang, expected):
    assert claims(summary, lang) == expected


@pytest.mark.parametrize("summary, expected", [
    # a clause opening with a baseline as its subject is the baseline's figure, before ours or after it
    ("基线方法加速1.5倍，而我们的方法加速3倍。", [(3.0, 3.0, "times", "improvement", None, "speedup")]),
    ("我们的方法加速3倍，而基线方法仅加速1.5倍。", [(3.0, 3.0, "times", "improvement", None, "speedup")]),
    ("传统方法的准确率提升2%，而本文方法提升8%。", [(8.0, 8.0, "percent", "improvement", None, None)]),
    ("之前的最佳方法提升了4%，本文进一步提升了6%。", [(6.0, 6.0, "percent", "improvement", None, None)]),
    ("标准Transformer推理速度提升1.2倍，我们的方法提升3倍。", [(3.0, 3.0, "times", "improvement", None, None)]),
    # a clause opening with a setting a baseline word names (benchmark tests, existing datasets or
    # GPUs, a standard test set, traditional metrics) is ours
    ("基准测试中吞吐量提升2倍，我们的方法同时将显存降低30%。", [
        (2.0, 2.0, "times", "improvement", None, "throughput"), (30.0, 30.0, "percent", "reduction", None, "memory")]),
    ("现有数据集上准确率提升5%，我们的方法在新数据集上提升8%。", [
        (5.0, 5.0, "percent", "improvement", None, "accuracy"), (8.0, 8.0, "percent", "improvement", None, None)]),
    ("现有GPU上推理加速2倍，我们的方法在新硬件上加速5倍。", [
        (2.0, 2.0, "times", "improvement", None, "speedup"), (5.0, 5.0, "times", "improvement", None, "speedup")]),
    ("标准测试集上准确率提升4%，本文方法在困难测试集上提升9%。", [
        (4.0, 4.0, "percent", "improvement", None, "accuracy"), (9.0, 9.0, "percent", "improvement", None, None)]),
    ("传统指标上提升3%，我们的方法在新指标上提升10%。", [
        (3.0, 3.0, "percent", "improvement", None, None), (10.0, 10.0, "percent", "improvement", None, None)]),
])
def test_only_a_baseline_as_the_subject_makes_a_clause_the_baselines(summary, expected):
    assert claims(summary) == expected


@pytest.mark.parametrize("summary, expected", [
    # a bare value after a verb of result is a change only when ours achieves it, and not a level
    ("Compared to the baseline, which achieves an improvement of 2% in accuracy, ours achieves 91.2%.", []),
    ("Compared to the baseline, which achieves a speedup of 1.5x, an oracle achieves 4x.", []),
    ("Unlike the baseline, which achieves a speedup of 1.5x, a naive implementation achieves 1.1x.", []),
    # ours by a pronoun, a possessive after a clause start, or a method's name; a change near the baseline's
    ("Compared to the baseline, which achieves a speedup of 1.5x, FooNet achieves 3x.",
     [(3.0, 3.0, "times", "improvement", None, "speedup")]),
    ("The baseline achieves a speedup of 1.5x, whereas our method achieves 3x.",
     [(3.0, 3.0, "times", "improvement", None, "speedup")]),
    ("Prior methods achieve an improvement of 2%, and ours achieves 6%.",
     [(6.0, 6.0, "percent", "improvement", None, None)]),
    ("Compared to the baseline, which achieves a reduction of 20% in latency, ours achieves 45%.",
     [(45.0, 45.0, "percent", "reduction", None, "latency")]),
])
def test_a_bare_value_is_a_change_only_when_ours_achieves_it(summary, expected):
    assert claims(summary, "en") == expected


@pytest.mark.parametrize("summary, expected", [
    ("吞吐量从1,000倍提升到12,500倍。", [(12.5, 12.5, "times", "improvement", None, "throughput")]),
    ("吞吐量分别提升1,500和2,000倍。", [
        (1500.0, 1500.0, "times", "improvement", None, "throughput"),
        (2000.0, 2000.0, "times", "improvement", None, "throughput")]),
    # the denominator of a fraction is read as any number is: a thousandth, not 1/1
    ("蒸馏后的模型推理成本降至原来的1/1,000。", [(1000.0, 1000.0, "times", "reduction", None, "cost")]),
    ("参数量仅为基线的1/12,500。", [(12500.0, 12500.0, "times", "reduction", None, "parameters")]),
])
def test_a_thousands_number_is_read_whole_wherever_claims_read_numbers(summary, expected):
    assert claims(summary) == expected


@pytest.mark.parametrize("summary, expected", [
    # a comma before anything but a group of exactly three digits stays a list's
    ("吞吐量提升2,3倍。", [2.0, 3.0]),
    ("吞吐量在A、B上分别提升2.1,3.4倍。", [2.1, 3.4]),
    ("吞吐量分别提升12,50倍。", [12.0, 50.0]),
    # a full-width comma ends a clause: no list, no thousands (GPT-4，100 is two numbers)
    ("吞吐量分别提升2，3倍。", []),
    ("吞吐量在A、B上分别提升2.1，3.4倍。", []),
    ("在GPT-4，100个任务上准确率提升3%。", [3.0]),
])
def test_a_comma_between_separate_numbers_joins_none(summary, expected):
    assert [c[0] for c in claims(summary)] == expected


def test_no_pattern_reads_the_head_of_a_thousands_number():
    import re

    from kg.extract.claims import rules

    r = rules("zh")
    # 12 of 12,500 followed by a comma, a clause's end: never a number of its own
    assert re.match(rf"(?:{r.number.pattern})(?=,)", "12,500 tokens/s") is None
    # a from-to of two measured levels is no claim (see test_a_from_to_change_of_a_measured_level_is_no_claim),
    # and no level 12 reached at the comma of 12,500 either
    assert r.from_to.search("吞吐量从1,000提升到12,500 tokens/s。") is None
    assert claims("吞吐量从1,000提升到12,500 tokens/s。") == []


@pytest.mark.parametrize("summary, expected", [
    # a copula giving a quantity as a fraction of a baseline is a cut, as a share verb's (仅为基线的1/5)
    ("推理成本是基线的1/5。", [(5.0, 5.0, "times", "reduction", None, "cost")]),
    ("推理成本是基线的五分之一。", [(5.0, 5.0, "times", "reduction", None, "cost")]),
    ("显存占用为vLLM的五分之一。", [(5.0, 5.0, "times", "reduction", None, "memory")]),
    ("与FlashAttention相比，显存占用是其1/5。", [(5.0, 5.0, "times", "reduction", None, "memory")]),
    ("训练所需的显存是原来的一半。", [(50.0, 50.0, "percent", "reduction", None, "memory")]),
    # a spelled fraction with one on top names its baseline by itself, as 1/5 does (参数量减少至1/5)
    ("参数量减少至五分之一。", [(5.0, 5.0, "times", "reduction", None, "parameters")]),
    ("蒸馏后显存降至约十分之一。", [(10.0, 10.0, "times", "reduction", "about", "memory")]),
])
def test_a_fraction_of_a_baseline_given_by_a_copula_is_a_cut(summary, expected):
    assert claims(summary) == expected


@pytest.mark.parametrize("summary", [
    # a design constant, a setting, a part of no baseline, a fraction of nothing named: no change
    "隐藏维度为输入的1/4。",
    "批大小为原来的1/2。",
    "测试集为数据集的1/5。",
    "推理成本为1/5。",
    "显存占用是其1/5。",
    "推理成本是基线的1/5的模型被用于对比。",
    "将批大小降至五分之一。",
    "参数量减少至三分之二。",
])
def test_a_fraction_given_by_a_copula_stays_no_claim_where_no_cut_is_said(summary):
    assert claims(summary) == []


@pytest.mark.parametrize("summary, expected", [
    # BLEU written as the unit counts points of BLEU, as English by 3.2 BLEU does (以3.2分的优势: points)
    ("在WMT14英德翻译上以3.2 BLEU的优势超过此前最优方法。", [(3.2, 3.2, "points", "improvement", None, "BLEU")]),
    ("翻译质量提升3.2 BLEU。", [(3.2, 3.2, "points", "improvement", None, "BLEU")]),
    ("比基线高出1.5 BLEU。", [(1.5, 1.5, "points", "improvement", None, "BLEU")]),
])
def test_a_margin_in_bleu_is_points_of_bleu(summary, expected):
    assert claims(summary) == expected


@pytest.mark.parametrize("summary, expected", [
    # areas under a curve and the concordance index are scores in [0, 1]: a bare difference is a claim
    ("在基因突变预测中，AUROC比次优方法提高约0.05。", [(0.05, 0.05, "score", "improvement", "about", "AUROC")]),
    ("PPG基础模型预测健康状况的AUROC平均提高了0.05。", [(0.05, 0.05, "score", "improvement", "average", "AUROC")]),
    ("C-index提升0.03。", [(0.03, 0.03, "score", "improvement", None, "C-index")]),
    # their two bare levels, and a level reached, are none
    ("AUC从0.85提升到0.90。", []),
    ("DeepDR-Transformer检测DR的AUC达到0.94以上。", []),
])
def test_a_bare_difference_of_an_area_under_a_curve_is_a_score_claim(summary, expected):
    assert claims(summary) == expected


@pytest.mark.parametrize("summary, expected", [
    # 平均 leading a score is the score's name, the mean a paper reports (as every gold counts it)
    ("平均准确率比Mistral 7B Instruct提高约3个百分点。", [(3.0, "points", "improvement", "about", "平均准确率")]),
    ("在图文检索任务上的平均召回率提高约17个百分点。", [(17.0, "points", "improvement", "about", "平均召回率")]),
    ("CHIEF在17个队列上的平均C-index比基线提高约9%。", [(9.0, "percent", "improvement", "about", "平均C-index")]),
    ("平均MCC比基线提高约4%。", [(4.0, "percent", "improvement", "about", "平均MCC")]),
    # before a quantity, it is the claim's qualifier
    ("平均吞吐量提升2.26倍。", [(2.26, "times", "improvement", "average", "吞吐量")]),
])
def test_average_leading_a_score_is_part_of_its_name(summary, expected):
    assert metric_claims(summary) == expected


@pytest.mark.parametrize("summary, expected", [
    # a clause saying the change is larger somewhere may come between a change and its bound
    ("top-1准确率平均提高了10.2个百分点，较小的开源模型提升更为明显，最高达24.6个百分点。",
     [(10.2, 10.2, "points", "improvement", "average", "accuracy"), (24.6, 24.6, "points", "improvement", "up to", "accuracy")]),
    ("延迟平均降低12%，在长序列上降低更显著，最多可达25%。",
     [(12.0, 12.0, "percent", "reduction", "average", "latency"), (25.0, 25.0, "percent", "reduction", "up to", "latency")]),
    # the bound of a rate many times its change is still the level reached
    ("准确率平均提升5%，较大的模型提升更为明显，最高可达92%。", [(5.0, 5.0, "percent", "improvement", "average", "accuracy")]),
])
def test_a_bound_after_a_stronger_change_clause_is_a_change(summary, expected):
    assert claims(summary) == expected


def test_a_bound_after_another_metric_changing_more_is_no_bound_of_the_first():
    assert claim_fields("吞吐量提升30%，准确率提升更明显，最高达12%。") == [
        ("吞吐量", 30.0, 30.0, "percent", "improvement", None, "throughput")]


@pytest.mark.parametrize("summary, expected", [
    # a risk-adjusted return is compared by a bare difference, as a score is
    ("模型越复杂，夏普比率越高：与简单线性模型相比，高复杂度策略的夏普比率提高约0.25。",
     [(0.25, 0.25, "score", "improvement", "about", "Sharpe ratio")]),
    # the baseline's Latin name bracketed after its Chinese one stays in the baseline
    ("其股票交易的夏普比率比买入持有（Buy and Hold）策略平均提高0.38。",
     [(0.38, 0.38, "score", "improvement", "average", "Sharpe ratio")]),
    ("MOS比买入持有（Buy and Hold）策略平均提高0.38。", [(0.38, 0.38, "score", "improvement", "average", "MOS")]),
    # another bare number is still no claim
    ("夏普比率达到1.5。", []),
    ("延迟比基线（Baseline）降低0.3。", []),
])
def test_a_sharpe_ratio_difference_is_a_score_claim(summary, expected):
    assert claims(summary) == expected


@pytest.mark.parametrize("summary, expected", [
    # the second item's own ratio is its metric, known or not: the last one named is no metric of it
    ("提出的方法的Sharpe ratio提升0.4，Calmar ratio提升0.2。",
     [(0.4, 0.4, "score", "improvement", None, "Sharpe ratio"), (0.2, 0.2, "score", "improvement", None, "Calmar ratio")]),
    ("提出的方法的Sharpe ratio提升0.4，Omega ratio提升0.2。", [(0.4, 0.4, "score", "improvement", None, "Sharpe ratio")]),
    # a clause that names only the baseline still takes the metric named before it
    ("VoiceFlow的MOS达到4.2，比GradTTS高0.3。", [(0.3, 0.3, "score", "improvement", None, "MOS")]),
])
def test_a_bare_difference_after_its_own_measure_takes_no_earlier_metric(summary, expected):
    assert claims(summary) == expected
