"""Name finding: what joins a technical name whole (a middle dot, a glued percent sign)."""

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
    assert {"DALL・E 3", "DALL‧E"} <= methods("比较DALL・E 3和DALL‧E生成的图像。").keys()


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
