"""Name finding: what joins a technical name whole (a middle dot, a glued percent sign), and
what the words right around a name say of its kind and role (助手, 智能体, a long form; not 我们的)."""

import pytest

from kg.entities import MethodMention
from kg.extract.science import extract_science
from kg.records import PaperRecord, Span


def science(summary: str, title: str = "A Study of Generative Models"):
    record = PaperRecord(Span("t.txt", 1, 9), "ICML", title, summary=summary, summary_lang="zh")
    return extract_science([record])[0]


def methods(summary: str) -> dict[str, MethodMention]:
    return {m.name: m for m in science(summary).methods}


def test_a_middle_dot_between_letters_joins_a_name():
    found = methods("SneakyPrompt绕过了DALL·E 2的安全过滤器，并在DiffusionDB和DALL·E 3生成的图像上评估。")
    # DALL-E is a known model (known_kinds.tsv): its dotted spelling is the same name
    assert found["DALL·E 2"].kind == "model" and found["DALL·E 3"].kind == "model"
    assert not {"DALL", "E 2", "E2", "E 3", "E3"} & found.keys()


def test_other_middle_dots_join_a_name_too():
    found = methods("比较DALL・E 3和DALL‧E生成的图像。")
    assert found["DALL・E 3"].kind == "model" and found["DALL‧E"].kind == "model"


def test_every_middle_dot_reads_as_the_same_name():
    assert methods("我们复现了DALL・E的离散VAE。")["DALL・E"].kind == "model"


@pytest.mark.parametrize("summary, product", [
    ("我们提出分子力场模型ForceNet，预测的扭矩误差低于0.1 N·m，能量误差低于1 kcal·mol。", "N·m"),
    ("我们提出分子力场模型ForceNet，预测的扭矩误差低于0.1 N·m，能量误差低于1 kcal·mol。", "kcal·mol"),
    ("在电导率为5 S·m的材料上，本文提出的预测模型CondNet误差最低。", "S·m"),
    ("注意力分数由Q·K计算，本文提出稀疏注意力SparseQK将复杂度降至线性。", "Q·K"),
])
def test_a_middle_dot_in_a_unit_or_a_product_of_symbols_joins_no_name(summary, product):
    assert not any(product in name for name in methods(summary))


@pytest.mark.parametrize("summary, listed", [
    ("本文比较了GPT·BERT·FooLM三类预训练范式在低资源翻译上的表现。", {"GPT", "BERT", "FooLM"}),
    ("实验覆盖Llama 2·Mistral·FooChat三种开源模型。", {"Llama 2", "Mistral", "FooChat"}),
])
def test_a_middle_dot_between_names_one_of_them_known_separates_them(summary, listed):
    found = methods(summary)
    assert listed <= found.keys() and not any("·" in name for name in found)


def test_a_transliterated_person_name_is_no_method():
    found = methods("约翰·史密斯和玛丽·居里提出了FooNet模型。")
    assert found.keys() == {"FooNet"}


def test_a_middle_dot_between_known_names_separates_them():
    found = methods("与GPT·BERT·RoBERTa等模型相比。")
    assert {"GPT", "BERT", "RoBERTa"} <= found.keys() and not any("·" in name for name in found)


def test_a_percent_sign_inside_a_name_belongs_to_it():
    summary = ("提出检测方法Min-K% Prob，计算概率最低的k%词元的平均对数似然。"
               "Min-K% Prob的AUC比此前最好的方法提高7.4%。")
    paper = science(summary)
    found = {m.name: m for m in paper.methods}
    assert found["Min-K% Prob"].role == "proposes"
    assert "Prob" not in found and "Min-K" not in found
    assert [(c.metric, c.value_min, c.unit) for c in paper.claims] == [("AUC", 7.4, "percent")]


def test_a_percent_sign_before_a_plus_belongs_to_the_name():
    assert "Min-K%++" in methods("Min-K%++在WikiMIA上优于Min-K% Prob。")


def test_a_percentage_after_a_name_is_no_part_of_it():
    paper = science("FooNet在ImageNet上的Top-1准确率提升了15%，GPT-4 20% Acc更高。")
    assert not any("%" in m.name for m in paper.methods)
    assert any(c.value_min == 15 and c.unit == "percent" for c in paper.claims)


@pytest.mark.parametrize("summary", [
    "本文提出令牌剪枝方法TopPrune，只保留注意力分数最高的Top-k% Tokens，FLOPs降低40%。",
    "本文提出数据筛选方法FooSelect，保留损失最高的Top-K% Samples。",
])
def test_a_percent_sign_before_a_plain_word_is_no_part_of_a_name(summary):
    assert not any("%" in name for name in methods(summary))


@pytest.mark.parametrize(("summary", "name", "role", "kind"), [
    # a role word (助手) does not outweigh a known model family
    ("本文提出数学助手Qwen-Math-Plus", "Qwen-Math-Plus", "proposes", "model"),
    # a trained agent is a model; an agent on a language model a system
    ("我们训练了一个模型智能体VeriAgent，通过强化学习优化策略。", "VeriAgent", "mentions", "model"),
    ("本文提出基于大语言模型智能体VeriAgent的验证框架。", "VeriAgent", "mentions", "framework"),
    ("本文提出基于大语言模型的智能体CodeWeaver", "CodeWeaver", "proposes", "framework"),
    # a kind word said new before a comma long form types its acronym
    ("本文提出新基准电路问答（Circuit Question Answering, CQA）", "CQA", "proposes", "benchmark"),
    ("本文提出新数据集开放电路网表（Open Circuit Netlist, OCN）", "OCN", "proposes", "dataset"),
    ("本文提出新指标时序违例率（Timing Violation Rate, TVR）", "TVR", "proposes", "metric"),
])
def test_kind_words_before_a_name_type_it(summary, name, role, kind):
    found = methods(summary)[name]
    assert (found.role, found.kind) == (role, kind)


def test_gemm_is_an_operation_not_a_name():
    found = methods("本文提出的GEMM内核FooGEMM比cuBLAS快1.5倍。")
    assert "GEMM" not in found and "FooGEMM" in found


def test_an_implemented_index_is_a_method():
    index = methods("本文提出FooIndex的GPU实现")["FooIndex"]
    assert (index.role, index.kind) == ("mentions", "method")


@pytest.mark.parametrize(("summary", "name"), [
    # 我们的/本文的 before a kind word says what the paper uses, often another's tool: no proposal
    ("本文的基准测试SPEC CPU2017用于评估处理器性能。", "SPEC CPU2017"),
    ("我们的求解器Gurobi用于求解整数规划。", "Gurobi"),
    ("我们的编码器CLIP ViT-L/14被冻结。", "CLIP ViT-L/14"),
])
def test_our_kind_word_before_a_name_proposes_nothing(summary, name):
    assert methods(summary)[name].role == "mentions"


@pytest.mark.parametrize(("summary", "name", "kind"), [
    # a device word after a software version is no part of its name (NVIDIA V100S GPU is hardware)
    ("我们使用PyTorch 2.1 GPU版本训练模型。", "PyTorch 2.1", "framework"),
    ("在TensorRT 8.6 GPU推理中", "TensorRT 8.6", "framework"),
    # a role word (助手) next to a mentioned listed model family leaves it a model
    ("医疗助手Med-PaLM 2在MedQA上取得了86.5%的准确率。", "Med-PaLM 2", "model"),
    ("本文评测了视觉助手LLaVA-Med。", "LLaVA-Med", "model"),
])
def test_a_name_keeps_its_kind_past_device_and_role_words(summary, name, kind):
    found = methods(summary)
    assert (found[name].role, found[name].kind) == ("mentions", kind)
    assert not any(n.endswith(" GPU") for n in found)


@pytest.mark.parametrize(("summary", "name", "role", "kind"), [
    # a kind word after a device word dropped from a name's end still types the name
    ("我们使用FooLib 2.0 GPU框架训练模型。", "FooLib 2.0", "mentions", "framework"),
    ("我们提出BarSys GPU框架，用于稀疏训练。", "BarSys", "proposes", "framework"),
    # ... and so does an apposition after it (，一种…系统)
    ("我们提出FlexGen GPU，一种卸载推理系统。", "FlexGen", "proposes", "framework"),
    ("我们使用Triton 2.1 GPU编译器。", "Triton 2.1", "mentions", "framework"),
])
def test_a_kind_word_after_a_dropped_device_word_types_the_name(summary, name, role, kind):
    found = methods(summary)
    assert (found[name].role, found[name].kind) == (role, kind)
    assert not any(n.endswith(" GPU") for n in found)
