"""The reader on the seed and on hostile input."""

from __future__ import annotations

import pytest

from kg.errors import KGError
from kg.read import read_listing, read_text

BLOCK = """{title}

{zh}

Ada Lovelace, Alan Turing

机构 * University of Cambridge, Cambridge, UK（剑桥大学） ； Department of Computing, Imperial College London（帝国理工学院计算系） 纠错

AI总结 提出X方法。

Comments Accepted at ICML 2026. 9 pages
"""


def listing(*blocks: str, header: str = "ICML") -> str:
    return header + "\n\n" + "\n".join(blocks)


def block(title: str = "A Study of Things", zh: str = "事物研究") -> str:
    return BLOCK.format(title=title, zh=zh)


def test_seed_has_every_paper_field_and_ordered_authors(seed_path):
    papers = read_listing(seed_path).papers
    assert len(papers) == 30
    assert sum(len(p.authors) for p in papers) == 136
    assert all(p.title_zh and p.summary and p.comments for p in papers)
    assert sum(1 for p in papers if not p.orgs) == 4
    first = papers[0]
    assert first.authors == ("Ali Noshad", "Zishan Zheng", "Yinjun Wu")
    assert first.venue_name == "ICML 2026"
    assert first.source.file.endswith("seeds/icml-2026.txt")
    assert (first.source.start, first.source.end) == (3, 13)
    assert first.orgs[0].text == "School of Computer Science, Peking University, Beijing, China"
    assert first.orgs[0].zh == "北京大学计算机科学学院，北京，中国"
    assert first.orgs[0].line == 9


def test_seed_reads_without_warnings(seed_path):
    assert read_listing(seed_path).diagnostics == []


def test_acronym_parentheses_stay_in_the_english_segment(seed_path):
    kaist = [s for p in read_listing(seed_path).papers for s in p.orgs if "(KAIST)" in s.text]
    assert kaist[0].text == "School of Electrical Engineering, Korea Advanced Institute of Science and Technology (KAIST)"
    assert kaist[0].zh == "韩国科学技术院电子工程学院"


@pytest.mark.parametrize("separator", ["\n", "\n\n", "\n\n\n\n"])
def test_blank_lines_carry_no_meaning(separator):
    text = listing(block("First Paper"), block("Second Paper")).replace("\n\n", "\n")
    text = text.replace("\n", separator)
    papers = read_text(text, "t.txt").papers
    assert [p.title_en for p in papers] == ["First Paper", "Second Paper"]
    assert all(len(p.orgs) == 2 and p.summary for p in papers)


def test_crlf_bom_and_half_width_separators(tmp_path):
    text = listing(block()).replace("（", "(").replace("）", ")").replace("；", ";")
    path = tmp_path / "l.txt"
    path.write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode())
    paper = read_listing(path).papers[0]
    assert [o.zh for o in paper.orgs] == ["剑桥大学", "帝国理工学院计算系"]
    assert paper.orgs[1].text == "Department of Computing, Imperial College London"
    assert paper.venue_name == "ICML 2026"


def test_missing_optional_fields_are_tolerated():
    no_orgs = block("No Orgs").replace(block().splitlines()[6], "")
    no_zh = block("No Chinese Title").replace("事物研究\n", "")
    no_comments = block("No Comments").replace("Comments Accepted at ICML 2026. 9 pages\n", "")
    papers = read_text(listing(no_comments, no_orgs, no_zh, block("Last")), "t.txt").papers
    assert [p.title_en for p in papers] == ["No Comments", "No Orgs", "No Chinese Title", "Last"]
    assert papers[0].comments is None and papers[0].year == 2026  # the listing's year
    assert papers[1].orgs == () and papers[2].title_zh is None


def test_english_summary_is_kept_with_its_language():
    text = listing(block().replace("AI总结 提出X方法。", "AI总结 We propose X, a method."))
    paper = read_text(text, "t.txt").papers[0]
    assert (paper.summary, paper.summary_lang) == ("We propose X, a method.", "en")


def test_unreadable_blocks_are_reported_and_the_rest_is_built():
    no_authors = "Lonely Title\n\n孤独的标题\n\nAI总结 摘要。\n\nComments ICML 2026\n"
    title_only = "Just A Title With Nothing Else\n"
    text = listing(block("Good One"), no_authors, title_only, block("Good Two"))
    result = read_text(text, "t.txt")
    assert [p.title_en for p in result.papers] == ["Good One", "Good Two"]
    messages = [str(d) for d in result.diagnostics]
    assert len(messages) == 2
    assert messages[0].startswith("t.txt:15: warning: block has no author line")
    assert messages[1].startswith("t.txt:23: warning: title with no other fields")


def test_a_block_whose_english_title_is_missing_is_reported_so():
    # its Chinese title first, then its authors: not "no author line"
    no_title = "只有中文标题\n\nAda Lovelace, Grace Hopper\n\nAI总结 摘要。\n\nComments ICML 2026\n"
    result = read_text(listing(block("Good One"), no_title), "t.txt")
    assert [p.title_en for p in result.papers] == ["Good One"]
    assert [(d.code, d.line) for d in result.diagnostics] == [("W005", 15)]


def test_truncated_file_is_reported(tmp_path):
    path = tmp_path / "cut.txt"
    text = listing(block("Whole"), block("Cut Short"))
    path.write_text(text[: text.index("AI总结", text.index("Cut Short"))].rstrip("\n") + "\n\n机构 * Univ", encoding="utf-8")
    result = read_listing(path)
    assert [p.title_en for p in result.papers] == ["Whole", "Cut Short"]
    assert any("truncated" in str(d) for d in result.diagnostics)


def test_not_utf8_is_one_clear_error(tmp_path):
    path = tmp_path / "latin1.txt"
    path.write_bytes(listing(block("Caf\u00e9")).encode("latin-1", errors="replace").replace(b"Caf?", b"Caf\xe9"))
    with pytest.raises(KGError) as error:
        read_listing(path)
    assert str(error.value).startswith(f"{path.as_posix()}:3: error: not UTF-8 text")


def test_binary_garbage_is_one_clear_error(tmp_path):
    path = tmp_path / "garbage.txt"
    path.write_bytes(bytes(range(256)) * 4)
    with pytest.raises(KGError, match="not UTF-8"):
        read_listing(path)


def test_a_ten_megabyte_line_is_read():
    huge = "Long " * 2_000_000
    papers = read_text(listing(block("Normal"), block(huge.strip())), "t.txt").papers
    assert len(papers) == 2 and len(papers[1].title_en) > 9_000_000


def test_special_characters_in_titles_are_kept_verbatim():
    title = 'Attacks <script>alert(1)</script> with """quotes""" \\ and > signs'
    assert read_text(listing(block(title)), "t.txt").papers[0].title_en == title


def test_directory_and_missing_file_errors(tmp_path):
    with pytest.raises(KGError, match="no such file"):
        read_listing(tmp_path / "missing.txt")
    with pytest.raises(KGError, match="directory"):
        read_listing(tmp_path)


def test_control_characters_are_dropped_and_lone_carriage_returns_break_lines():
    text = listing(block("A\u200b Study\x0b of\x1cThings")).replace("Ada Lovelace", "Ada\ufeff  Lovelace")
    paper = read_text(text.replace("\n", "\r"), "t.txt").papers[0]
    assert paper.title_en == "A Study ofThings"  # \x1c is dropped, not read as a space
    assert paper.authors == ("Ada Lovelace", "Alan Turing")
    assert paper.source.start == 3


def test_each_paper_keeps_its_own_year_and_others_get_the_listings():
    papers = read_text(listing(
        block("Old").replace("ICML 2026", "ICML'25"),
        block("Plain").replace("Accepted at ICML 2026. ", ""),
        block("New"),
        block("Newer"),
    ), "t.txt").papers
    assert [p.year for p in papers] == [2025, 2026, 2026, 2026]
    assert papers[1].venue_name == "ICML 2026"


# --- other venues' listings ---------------------------------------------------------


@pytest.mark.parametrize("header, series, year, track, name", [
    ("NeurIPS 2025", "NeurIPS", 2025, None, "NeurIPS 2025"),
    ("CVPR2026", "CVPR", 2026, None, "CVPR 2026"),
    ("AAAI-26", "AAAI", 2026, None, "AAAI 2026"),
    ("Interspeech 2026", "Interspeech", 2026, None, "Interspeech 2026"),
    ("ACL 2026 Findings", "ACL", 2026, "Findings", "ACL 2026 Findings"),
    ("NeurIPS 2025 Datasets and Benchmarks Track", "NeurIPS", 2025, "Datasets and Benchmarks Track",
     "NeurIPS 2025 Datasets and Benchmarks Track"),
])
def test_venue_line_gives_series_year_and_track_once(header, series, year, track, name):
    # the comments name another year: the venue line's edition wins for every paper
    text = listing(block().replace("ICML 2026", f"{series} 2019"), header=header)
    parsed = read_text(text, "t.txt")
    assert (parsed.venue, parsed.year, parsed.track) == (series, year, track)
    assert [p.venue_name for p in parsed.papers] == [name]
    assert not [d for d in parsed.diagnostics if d.code in ("W002", "W007")]


def test_a_title_is_not_taken_for_a_venue_line():
    # one word and no year; a line with a track followed by a Chinese title: titles both
    for title in ("Interspeech", "BERT 2020 Revisited Again"):
        parsed = read_text(block(title), "t.txt")
        assert parsed.venue is None and parsed.diagnostics[0].code == "W007"
        assert [p.title_en for p in parsed.papers] == [title]


@pytest.mark.parametrize("title", ["Verified SHAP", "Mamba MoE", "DP-SGD Revisited"])
def test_a_first_title_of_capitals_with_no_year_is_not_taken_for_a_venue_line(title):
    # its Chinese title follows it: the listing has no venue line, and loses no paper to one
    parsed = read_text(block(title), "t.txt")
    assert parsed.venue is None and parsed.diagnostics[0].code == "W007"
    assert [p.title_en for p in parsed.papers] == [title]


def test_a_lone_line_of_words_cut_short_is_a_title_reported_not_a_venue():
    # found by the long fuzz run: a file of one title, cut mid-line, was read as a venue and said nothing
    parsed = read_text("Verified SH", "t.txt", complete=False)
    assert parsed.venue is None and {d.code for d in parsed.diagnostics} >= {"W002", "W003"}
    assert read_text("ICML\n", "t.txt").venue == "ICML"  # one acronym alone is still a venue line


def test_one_word_alone_before_a_title_is_the_venue_line():
    # "Interspeech" with no year, the first paper's title and Chinese title after it
    parsed = read_text(listing(block(), header="Interspeech"), "t.txt")
    assert (parsed.venue, len(parsed.papers)) == ("Interspeech", 1)
    assert not [d for d in parsed.diagnostics if d.code in ("W002", "W007")]


def test_years_in_comments_that_do_not_name_the_venue_are_not_the_edition():
    papers = read_text(listing(
        block("One").replace("Accepted at ICML 2026. ", "Extended version of our AAAI 2024 paper. "),
        block("Two").replace("Accepted at ICML 2026. ", "Data collected 2019-2023. "),
        block("Three"),
    ), "t.txt").papers
    assert [p.year for p in papers] == [2026, 2026, 2026]


def test_the_edition_comes_from_any_year_when_no_comment_names_the_venue():
    text = listing(block().replace("Accepted at ICML 2026", "PMLR 306, 2026"))
    assert read_text(text, "t.txt").papers[0].year == 2026


@pytest.mark.parametrize("authors", [
    "Or Litany, Bo An, Minh N. Do",
    "Kyoung-Woon On, Eun-Sol Kim",
    "Thanh Nguyen, Quang To, Van-Dinh Do",
    "张伟, 李娜, 王芳",
    "张 伟, 李 娜, 欧阳 娜娜",
    "刘洋, 陈晓明, Jie Tang*",
    "Yuxin Wang, 王宇轩, Xiaojun Chang",
    "Ricardo de la Torre y Fernández, Ada Lovelace",
])
def test_author_lines_with_short_or_chinese_names_are_read(authors):
    for with_zh in (True, False):
        text = block().replace("Ada Lovelace, Alan Turing", authors)
        if not with_zh:
            text = text.replace("事物研究\n\n", "")
        parsed = read_text(listing(text, block("Next Paper")), "t.txt")
        assert [p.title_en for p in parsed.papers] == ["A Study of Things", "Next Paper"]
        assert parsed.papers[0].authors == tuple(a.strip() for a in authors.split(","))
        assert parsed.diagnostics == []


@pytest.mark.parametrize("zh", ["王者 · 荣耀", "李白 · 杜甫"])
def test_a_chinese_title_of_words_that_read_as_names_before_latin_authors_is_the_title(zh):
    """A block has one author line: with the authors in Latin after it, a Chinese line of
    name-like words set apart by dots is the title (names set apart by commas are authors)."""
    parsed = read_text(listing(block("Honor of Kings Arena", zh), block("Next Paper")), "t.txt")
    assert [(p.title_zh, p.authors) for p in parsed.papers] == [
        (zh, ("Ada Lovelace", "Alan Turing")), ("事物研究", ("Ada Lovelace", "Alan Turing"))]
    assert parsed.diagnostics == []


def test_emails_et_al_and_name_suffixes_are_not_authors():
    text = block().replace("Ada Lovelace, Alan Turing",
                           "Yifei Wang (yifeiwang@mit.edu), John Smith, Jr., Stefanie Jegelka <stefje@mit.edu>, et al.")
    assert read_text(listing(text), "t.txt").papers[0].authors == ("Yifei Wang", "John Smith Jr.", "Stefanie Jegelka")


def test_every_comments_line_of_a_block_is_kept():
    text = block().replace("Comments Accepted at ICML 2026. 9 pages",
                           "Comments ICML 2026 Oral\n\nComments 28 pages, 15 figures\n\nComments Code: https://github.com/a/b")
    parsed = read_text(listing(text, block("Next Paper")), "t.txt")
    assert [p.title_en for p in parsed.papers] == ["A Study of Things", "Next Paper"]
    assert parsed.papers[0].comments == "ICML 2026 Oral; 28 pages, 15 figures; Code: https://github.com/a/b"
    assert parsed.diagnostics == []


def test_a_title_that_starts_with_comments_is_a_title():
    parsed = read_text(listing(block(), block("Comments on Scaling Law Estimates")), "t.txt")
    assert [p.title_en for p in parsed.papers] == ["A Study of Things", "Comments on Scaling Law Estimates"]


def test_a_comments_line_before_a_title_that_reads_like_names_stays_comments():
    parsed = read_text(listing(block().replace("Accepted at ICML 2026. 9 pages", "COLT 2026 Best Paper"),
                               block("Mirror Descent, Bregman Divergences, Exponential Families")), "t.txt")
    assert [(p.title_en, p.comments) for p in parsed.papers] == [
        ("A Study of Things", "COLT 2026 Best Paper"),
        ("Mirror Descent, Bregman Divergences, Exponential Families", "Accepted at ICML 2026. 9 pages"),
    ]


@pytest.mark.parametrize("authors, expected", [
    ("ZHANG Wei (张伟), LI Na (李娜), WANG Liwei (王立威)", ("ZHANG Wei (张伟)", "LI Na (李娜)", "WANG Liwei (王立威)")),
    ("Liu Yang（刘洋）", ("Liu Yang（刘洋）",)),
    ("Alexandre d'Aspremont, Laurent El Ghaoui, Omar al-Hashimi", ("Alexandre d'Aspremont", "Laurent El Ghaoui", "Omar al-Hashimi")),
    ("Michael Jordan (迈克尔·乔丹), Li Na (李娜)", ("Michael Jordan (迈克尔·乔丹)", "Li Na (李娜)")),
], ids=["chinese-in-brackets", "one-name-full-width", "elided-particles", "transliteration-in-brackets"])
@pytest.mark.parametrize("zh", ["事物研究", None], ids=["zh-title", "no-zh-title"])
def test_author_lines_with_chinese_forms_and_particles_are_read(authors, expected, zh):
    text = block().replace("Ada Lovelace, Alan Turing", authors)
    if zh is None:
        text = text.replace("事物研究\n\n", "")
    parsed = read_text(listing(text, block("Next Paper")), "t.txt")
    assert [(p.title_en, p.authors) for p in parsed.papers][0] == ("A Study of Things", expected)
    assert len(parsed.papers) == 2 and parsed.diagnostics == []


def test_a_chinese_title_that_is_mostly_latin_is_still_the_chinese_title():
    text = block("KAN: Kolmogorov-Arnold Networks", "KAN：Kolmogorov-Arnold网络")
    parsed = read_text(listing(text, block("Next Paper")), "t.txt")
    assert [(p.title_en, p.title_zh) for p in parsed.papers][0] == ("KAN: Kolmogorov-Arnold Networks", "KAN：Kolmogorov-Arnold网络")
    assert len(parsed.papers) == 2 and parsed.diagnostics == []


def test_a_line_between_a_title_and_the_fields_is_the_author_line():
    text = block().replace("事物研究\n\n", "").replace("Ada Lovelace, Alan Turing", "Mohammad Amin Abdul Rahman Siddiqui")
    parsed = read_text(listing(text), "t.txt")
    assert [(p.title_en, p.authors) for p in parsed.papers] == [("A Study of Things", ("Mohammad Amin Abdul Rahman Siddiqui",))]


def test_emails_in_the_organization_and_author_lines_name_nobody():
    text = block().replace(block().splitlines()[6], "机构 * Kim Jaechul Graduate School of AI, KAIST, Seoul, South Korea "
                           "({hwchung,minjoon}@kaist.ac.kr) ； Seoul National University, Seoul, Korea; {a,b}@snu.ac.kr 纠错")
    text = text.replace("Ada Lovelace, Alan Turing", "Ada Lovelace {ada,alan}@cam.ac.uk, Alan Turing")
    [paper] = read_text(listing(text), "t.txt").papers
    assert [o.text for o in paper.orgs] == [
        "Kim Jaechul Graduate School of AI, KAIST, Seoul, South Korea", "Seoul National University, Seoul, Korea"]
    assert paper.authors == ("Ada Lovelace", "Alan Turing")


def test_organization_translations_however_written():
    line = ("机构 * Zhejiang University, Alibaba Group（浙江大学；阿里巴巴集团） ； Google DeepMind（Google DeepMind） ； "
            "KAIST Graduate School of AI, Korea Advanced Institute of Science and Technology（KAIST）（韩国科学技术院） ； "
            "Tsinghua University（清华大学）, Beijing, China（中国） 纠错")
    text = block().replace(block().splitlines()[6], line)
    orgs = read_text(listing(text), "t.txt").papers[0].orgs
    assert [(o.text, o.zh) for o in orgs] == [
        ("Zhejiang University, Alibaba Group", "浙江大学；阿里巴巴集团"),
        ("Google DeepMind", None),
        ("KAIST Graduate School of AI, Korea Advanced Institute of Science and Technology（KAIST）", "韩国科学技术院"),
        ("Tsinghua University, Beijing, China", "清华大学，中国"),
    ]


def test_nested_and_reversed_translations_and_a_colon_after_the_org_marker():
    line = "机构：HKUST (Guangzhou), Guangzhou, China（香港科技大学（广州）） ； 清华大学（Tsinghua University） 纠错"
    text = block().replace(block().splitlines()[6], line)
    orgs = read_text(listing(text), "t.txt").papers[0].orgs
    assert [(o.text, o.zh) for o in orgs] == [
        ("HKUST (Guangzhou), Guangzhou, China", "香港科技大学（广州）"),
        ("Tsinghua University", "清华大学"),
    ]


def test_folders_are_read_with_their_subfolders_and_each_file_once(tmp_path):
    from kg.read import listing_files

    (tmp_path / "2025").mkdir()
    for path in (tmp_path / "a.txt", tmp_path / "2025" / "b.txt"):
        path.write_text(listing(block()), encoding="utf-8")
    found = listing_files([tmp_path, tmp_path / "a.txt", tmp_path / "2025" / ".." / "a.txt"])
    assert [p.relative_to(tmp_path).as_posix() for p in found] == ["2025/b.txt", "a.txt"]


@pytest.mark.parametrize("zh", ["大模型，小数据", "检索、推理、生成", "深度学习，强化学习", "高效推理，安全对齐"])
def test_a_short_chinese_title_with_separators_is_a_title(zh):
    paper = read_text(listing(block(zh=zh)), "t.txt").papers[0]
    assert (paper.title_zh, paper.authors) == (zh, ("Ada Lovelace", "Alan Turing"))


def test_one_author_in_chinese_script_without_a_chinese_title():
    text = block().replace("事物研究\n\n", "").replace("Ada Lovelace, Alan Turing", "张伟")
    parsed = read_text(listing(text), "t.txt")
    assert [(p.title_zh, p.authors) for p in parsed.papers] == [(None, ("张伟",))]
    assert parsed.diagnostics == []


@pytest.mark.parametrize("header, track", [("ACL 2026 Findings", "Findings"), ("ICLR 2026 (Oral)", "(Oral)")])
def test_a_venue_line_before_a_title_that_reads_like_names(header, track):
    parsed = read_text(listing(block("Deep Learning, Revisited"), header=header), "t.txt")
    assert (parsed.track, [p.title_en for p in parsed.papers]) == (track, ["Deep Learning, Revisited"])


def test_two_digit_years_of_the_last_century():
    from kg.read import venue_header

    assert venue_header("ICML'99") == ("ICML", 1999, None) and venue_header("AAAI-26") == ("AAAI", 2026, None)


# --- listings copied by hand from other sites ----------------------------------------


def test_utf16_files_are_read(tmp_path):
    text = listing(block("First"), block("Second"))
    for encoding in ("utf-16", "utf-16-le", "utf-16-be"):  # with a byte order mark, and without
        path = tmp_path / f"{encoding}.txt"
        path.write_bytes(text.replace("\n", "\r\n").encode(encoding))
        result = read_listing(path)
        assert [p.title_en for p in result.papers] == ["First", "Second"], encoding
        assert result.diagnostics == []


@pytest.mark.parametrize("org, summary, comments", [
    ("机构：", "AI总结：", "Comments："),
    ("机构:", "AI总结:", "Comments:"),
    ("机构\u3000*", "AI总结\u3000", "Comments\u00a0"),
    ("机构 *", "AI 总结", "Comments"),
    ("机构 ＊", "AI 总结 :", "COMMENTS :"),
], ids=["full-width-colons", "colons", "odd-spaces", "spaced-marker", "spaced-colons"])
def test_field_markers_however_spaced_and_punctuated(org, summary, comments):
    text = block().replace("机构 *", org).replace("AI总结 ", summary + " ").replace("Comments ", comments + " ")
    parsed = read_text(listing(text, block("Next Paper")), "t.txt")
    paper = parsed.papers[0]
    assert (paper.summary, paper.comments) == ("提出X方法。", "Accepted at ICML 2026. 9 pages")
    assert paper.orgs[0].text == "University of Cambridge, Cambridge, UK"
    assert len(parsed.papers) == 2 and parsed.diagnostics == []


def test_field_labels_on_a_line_of_their_own():
    text = block().replace("机构 * ", "机构\n\n").replace("AI总结 ", "AI总结\n\n").replace("Comments ", "Comments:\n\n")
    parsed = read_text(listing(text, block("Next Paper")), "t.txt")
    paper = parsed.papers[0]
    assert (paper.summary, paper.comments, len(paper.orgs)) == ("提出X方法。", "Accepted at ICML 2026. 9 pages", 2)
    assert paper.orgs[1].line == 11 and (paper.source.start, paper.source.end) == (3, 19)
    assert [p.title_en for p in parsed.papers] == ["A Study of Things", "Next Paper"] and parsed.diagnostics == []


def test_an_empty_comments_label_does_not_swallow_the_next_title():
    text = block().replace("Comments Accepted at ICML 2026. 9 pages", "Comments")
    parsed = read_text(listing(text, block("Next Paper").replace("事物研究\n\n", "")), "t.txt")
    assert [(p.title_en, p.comments) for p in parsed.papers] == [
        ("A Study of Things", None), ("Next Paper", "Accepted at ICML 2026. 9 pages")]


@pytest.mark.parametrize("orgs", [
    "机构 * University of Cambridge（剑桥大学） ； Imperial College London（帝国理工学院）\n\n纠错",
    "机构 * University of Cambridge（剑桥大学） ；\n\nImperial College London（帝国理工学院） 纠错",
    "机构 * University of Cambridge（剑桥大学） ； Imperial College London（帝国理工学院）",
], ids=["link-on-its-own-line", "wrapped", "no-link"])
def test_organization_line_with_its_link_anywhere_or_none(orgs):
    text = block().replace(block().splitlines()[6], orgs)
    parsed = read_text(listing(text, block("Next Paper")), "t.txt")
    paper = parsed.papers[0]
    assert [(o.text, o.zh) for o in paper.orgs] == [
        ("University of Cambridge", "剑桥大学"), ("Imperial College London", "帝国理工学院")]
    assert (paper.summary, paper.comments) == ("提出X方法。", "Accepted at ICML 2026. 9 pages")
    assert [p.title_en for p in parsed.papers] == ["A Study of Things", "Next Paper"] and parsed.diagnostics == []


@pytest.mark.parametrize("zh_next", [True, False], ids=["next-has-zh-title", "next-has-none"])
def test_a_summary_of_several_paragraphs_is_one_summary(zh_next):
    text = block().replace("AI总结 提出X方法。", "AI总结 提出X方法。\n\n实验表明：该方法有效。\n\n第三段，结论。")
    following = block("Next Paper") if zh_next else block("Next Paper").replace("事物研究\n\n", "")
    parsed = read_text(listing(text, following), "t.txt")
    assert [(p.title_en, p.summary, p.comments) for p in parsed.papers][0] == (
        "A Study of Things", "提出X方法。\n实验表明：该方法有效。\n第三段，结论。", "Accepted at ICML 2026. 9 pages")
    assert len(parsed.papers) == 2 and parsed.diagnostics == []


def test_an_english_summary_of_two_paragraphs_is_one_summary():
    text = block().replace("AI总结 提出X方法。", "AI总结 We propose X.\n\nIt works well.")
    parsed = read_text(listing(text, block("Next Paper")), "t.txt")
    assert parsed.papers[0].summary == "We propose X.\nIt works well."
    assert len(parsed.papers) == 2 and parsed.diagnostics == []


@pytest.mark.parametrize("comments, expected", [
    ("Accepted at ICML 2026. 9 pages,\n\n5 figures", "Accepted at ICML 2026. 9 pages, 5 figures"),
    ("Accepted at ICML 2026.\n\ncode at https://github.com/a/b", "Accepted at ICML 2026. code at https://github.com/a/b"),
    ("Accepted at ICML 2026. Code:\n\nhttps://github.com/a/b", "Accepted at ICML 2026. Code: https://github.com/a/b"),
    ("Accepted at ICML 2026.\n\n12 pages, 4 tables", "Accepted at ICML 2026. 12 pages, 4 tables"),
], ids=["after-a-comma", "lower-case", "url-after-colon", "digits"])
@pytest.mark.parametrize("zh_next", [True, False], ids=["next-has-zh-title", "next-has-none"])
def test_a_comments_line_wrapped_over_two_lines(comments, expected, zh_next):
    text = block().replace("Accepted at ICML 2026. 9 pages", comments)
    following = block("Next Paper") if zh_next else block("Next Paper").replace("事物研究\n\n", "")
    parsed = read_text(listing(text, following), "t.txt")
    assert [(p.title_en, p.comments) for p in parsed.papers] == [
        ("A Study of Things", expected), ("Next Paper", "Accepted at ICML 2026. 9 pages")]
    assert parsed.diagnostics == []


def test_a_title_starting_with_a_digit_after_comments_is_a_title():
    one_author = block("3D Gaussian Splatting in the Wild").replace("事物研究\n\n", "").replace(", Alan Turing", "")
    parsed = read_text(listing(block(), one_author), "t.txt")
    assert [(p.title_en, p.authors) for p in parsed.papers] == [
        ("A Study of Things", ("Ada Lovelace", "Alan Turing")), ("3D Gaussian Splatting in the Wild", ("Ada Lovelace",))]


@pytest.mark.parametrize("title", [
    "3D Gaussian Splatting for Things", '"Why Should I Trust You?" Explaining Things', "“Quoted” Title", "2 + 2 = 5",
])
def test_titles_starting_with_digits_or_quotes(title):
    parsed = read_text(listing(block(), block(title), block("Last")), "t.txt")
    assert [p.title_en for p in parsed.papers] == ["A Study of Things", title, "Last"] and parsed.diagnostics == []


@pytest.mark.parametrize("copy", ["Mamba", "MAMBA "], ids=["same", "other-case"])
def test_a_chinese_title_left_in_english_is_no_chinese_title(copy):
    parsed = read_text(listing(block("Mamba", copy), block("Next Paper", "Next Paper")), "t.txt")
    assert [(p.title_en, p.title_zh, p.authors, p.source.end) for p in parsed.papers] == [
        ("Mamba", None, ("Ada Lovelace", "Alan Turing"), 13), ("Next Paper", None, ("Ada Lovelace", "Alan Turing"), 25)]
    assert parsed.diagnostics == []


@pytest.mark.parametrize("first, second", [
    ("A Study of Things That Go On", "and On for a Long Time"),
    ("Scaling Laws for", "Neural Language Models"),
    ("Attention Beyond Tokens:", "A Study of Things"),
])
@pytest.mark.parametrize("zh", [True, False], ids=["zh-title", "no-zh-title"])
def test_an_english_title_split_over_two_lines(first, second, zh):
    text = block(f"{first}\n\n{second}")
    if not zh:
        text = text.replace("事物研究\n\n", "")
    parsed = read_text(listing(block("First Paper"), text), "t.txt")
    assert [(p.title_en, p.authors) for p in parsed.papers][1] == (f"{first} {second}", ("Ada Lovelace", "Alan Turing"))
    assert len(parsed.papers) == 2 and parsed.diagnostics == []


def test_a_title_alone_before_the_next_paper_is_still_reported():
    parsed = read_text(listing(block("First Paper"), "An Orphaned Title\n", block("Next Paper")), "t.txt")
    assert [p.title_en for p in parsed.papers] == ["First Paper", "Next Paper"]
    assert [(d.line, d.code) for d in parsed.diagnostics] == [(15, "W002")]


@pytest.mark.parametrize("authors, expected", [
    ("Ada Lovelace, Alan Turing & Grace Hopper", ("Ada Lovelace", "Alan Turing", "Grace Hopper")),
    ("Ada Lovelace, Alan Turing, & Grace Hopper", ("Ada Lovelace", "Alan Turing", "Grace Hopper")),
    ("Ada Lovelace & Alan Turing", ("Ada Lovelace", "Alan Turing")),
    ("Ada Lovelace，Alan Turing、Grace Hopper", ("Ada Lovelace", "Alan Turing", "Grace Hopper")),
    ("Ada Lovelace1, Alan Turing2,3, Grace Hopper1,*", ("Ada Lovelace1", "Alan Turing2", "Grace Hopper1")),
    ("Ada Lovelace¹, Alan Turing²³, Grace Hopper¹*†", ("Ada Lovelace¹", "Alan Turing²³", "Grace Hopper¹*†")),
], ids=["ampersand", "comma-ampersand", "two-ampersand", "chinese-commas", "digit-marks", "superscript-marks"])
@pytest.mark.parametrize("zh", [True, False], ids=["zh-title", "no-zh-title"])
def test_author_lines_with_ampersands_and_affiliation_marks(authors, expected, zh):
    # marks stay on the names as written (resolve removes them); a mark alone names nobody
    text = block().replace("Ada Lovelace, Alan Turing", authors)
    if not zh:
        text = text.replace("事物研究\n\n", "")
    parsed = read_text(listing(text, block("Next Paper")), "t.txt")
    assert [p.authors for p in parsed.papers][0] == expected
    assert len(parsed.papers) == 2 and parsed.diagnostics == []


@pytest.mark.parametrize("authors", ["Ada Lovelace (艾达), Alan Turing (图灵)", "Ada Lovelace（艾达·洛夫莱斯）, Alan Turing（图灵）"])
def test_names_with_a_chinese_rendering_in_brackets_without_a_chinese_title(authors):
    text = block().replace("事物研究\n\n", "").replace("Ada Lovelace, Alan Turing", authors)
    parsed = read_text(listing(text, block("Next Paper")), "t.txt")
    assert [(p.title_en, p.title_zh, p.authors) for p in parsed.papers][0] == (
        "A Study of Things", None, tuple(authors.split(", ")))
    assert len(parsed.papers) == 2 and parsed.diagnostics == []


def test_a_second_venue_line_starts_a_new_venue():
    text = listing(block("First Paper"), "NeurIPS 2025\n\n" + block("Second Paper").replace("ICML 2026", "NeurIPS 2025"),
                   "ICML\n\n" + block("Third Paper"))
    parsed = read_text(text, "t.txt")
    assert [(p.title_en, p.venue_name) for p in parsed.papers] == [
        ("First Paper", "ICML 2026"), ("Second Paper", "NeurIPS 2025"), ("Third Paper", "ICML 2026")]
    assert parsed.venue == "ICML" and parsed.diagnostics == []


def test_a_venue_line_with_a_track_between_blocks_starts_a_new_venue():
    # a line with a track is a venue line where a title stands only when not followed as a title is
    for second, venue in (("ACL 2026 Findings\n\n" + block("Second Paper"), "ACL 2026 Findings"),
                          (block("BERT 2020 Revisited Again"), "ICML 2026")):
        parsed = read_text(listing(block("First Paper"), second), "t.txt")
        assert [p.venue_name for p in parsed.papers] == ["ICML 2026", venue] and parsed.diagnostics == []


@pytest.mark.parametrize("title", ["LLaMA", "BERT"])
def test_a_short_capitalised_title_after_a_paper_is_not_a_venue_line(title):
    for text in (block(title, "羊驼"), block(title).replace("事物研究\n\n", "").replace(", Alan Turing", "")):
        parsed = read_text(listing(block("First Paper"), text), "t.txt")
        assert [p.title_en for p in parsed.papers] == ["First Paper", title]
        assert [p.venue_name for p in parsed.papers] == ["ICML 2026"] * 2


def test_tabs_and_trailing_whitespace_everywhere():
    text = listing(block("First Paper"), block("Second Paper"))
    messy = "\n".join(f"\t{line} \t " for line in text.replace(", ", ",\t").split("\n"))
    parsed = read_text(messy, "t.txt")
    clean = read_text(text, "t.txt")
    assert parsed.papers == clean.papers and parsed.diagnostics == []


@pytest.mark.parametrize("junk", ["ICML and", "ICML and\n\nand and"], ids=["garbled-venue-line", "and-a-junk-line"])
def test_no_title_line_is_joined_to_a_garbled_venue_line(junk):
    parsed = read_text(junk + "\n\n" + block(), "t.txt")
    assert [(p.title_en, p.source.start) for p in parsed.papers] == [("A Study of Things", 3 + junk.count("\n"))]
    assert parsed.diagnostics[0].code == "W007"


def test_a_duplicate_summary_is_left_out_with_its_paragraphs():
    text = block().replace("AI总结 提出X方法。", "AI总结 提出X方法。\n\nAI总结 另一个摘要。\n\n第二段。")
    parsed = read_text(listing(text, block("Next Paper")), "t.txt")
    assert [(p.summary, p.comments) for p in parsed.papers][0] == ("提出X方法。", "Accepted at ICML 2026. 9 pages")
    assert [(d.line, d.code) for d in parsed.diagnostics] == [(13, "W006")]


def test_a_question_title_after_a_block_without_comments_is_a_title():
    no_comments = block().replace("Comments Accepted at ICML 2026. 9 pages\n", "")
    for following in (block("Do We Need Attention?"), block("Do We Need Attention?").replace("事物研究\n\n", "")):
        parsed = read_text(listing(no_comments, following), "t.txt")
        assert [(p.title_en, p.summary) for p in parsed.papers] == [
            ("A Study of Things", "提出X方法。"), ("Do We Need Attention?", "提出X方法。")]


@pytest.mark.parametrize("after,note", [
    ("Ada Lovelace, Alan Turing", "Oral presentation"),
    ("Ada Lovelace, Alan Turing", "口头报告"),
    ("纠错", "Spotlight"),
    ("AI总结 提出X方法。", "Poster session 3"),
    ("事物研究", "Spotlight"),
    ("事物研究", "Equal contribution"),
    ("事物研究", "•"),
    ("事物研究", "~"),
    ("事物研究", "纠错"),
])
def test_a_stray_note_inside_a_block_is_reported_and_the_paper_keeps_its_fields(after, note):
    """A line that is no field, between a paper's fields, is left out with W004
    at its line; before, it was taken for the next paper's title, and this
    paper lost the fields after it. Between the titles and the authors, a note
    was taken for the author line (Spotlight as the one author), or the paper
    was lost (•, 纠错), and the real author line was the W004."""
    first, second = block("First Paper"), block("Second Paper")
    noted = "\n".join(line + (f"\n\n{note}" if line.endswith(after) else "") for line in first.split("\n"))
    result = read_text(listing(noted, second), "t.txt")
    papers = result.papers
    assert [p.title_en for p in papers] == ["First Paper", "Second Paper"]
    assert all(p.authors == ("Ada Lovelace", "Alan Turing") and len(p.orgs) == 2 and p.summary == "提出X方法。" for p in papers)
    assert papers[0].comments == papers[1].comments == "Accepted at ICML 2026. 9 pages"
    line = listing(noted, second).split("\n").index(note) + 1
    assert [(d.code, d.line, d.message) for d in result.diagnostics] == [("W004", line, f"line not recognised as any field: {note}")]


@pytest.mark.parametrize("before_authors,authors,notes", [
    ("Spotlight\n", "Mausam", ["Spotlight"]),  # a one-word name: the note is known, the name is not
    ("Spotlight\n\nEqual contribution\n", "Ada Lovelace, Alan Turing", ["Spotlight", "Equal contribution"]),
    ("https://github.com/a/b\n", "Ada Lovelace, Alan Turing", ["https://github.com/a/b"]),
])
def test_known_notes_before_the_authors_are_notes(before_authors, authors, notes):
    """A known note before a one-word author took the author's place (Spotlight
    as the author, Mausam the W004), and two notes made a second paper titled
    Equal contribution that took this one's fields (a review of the rule)."""
    text = block("First Paper").replace("Ada Lovelace, Alan Turing", before_authors + "\n" + authors)
    result = read_text(listing(text, block("Second Paper")), "t.txt")
    assert [(p.title_en, ", ".join(p.authors), len(p.orgs)) for p in result.papers] == [
        ("First Paper", authors, 2), ("Second Paper", "Ada Lovelace, Alan Turing", 2)]
    assert [d.message.split(": ", 1)[1] for d in result.diagnostics if d.code == "W004"] == notes


def test_a_lone_report_link_is_no_chinese_title():
    text = block("First Paper").replace("事物研究\n", "纠错\n")
    [paper] = read_text(listing(text), "t.txt").papers
    assert (paper.title_zh, paper.authors) == (None, ("Ada Lovelace", "Alan Turing"))


def test_the_next_papers_title_before_its_authors_is_no_note():
    """A paper with no author line, then a paper with no Chinese title: the
    second title is that paper's, not a note before the first paper's authors
    (which would give the second paper's authors and fields to the first)."""
    first = "First Paper on Graphs\n\n图上的注意力\n"
    second = block("Second Paper on Policies").replace("事物研究\n\n", "")
    result = read_text(listing(first, second), "t.txt")
    assert [(p.title_en, p.title_zh, len(p.authors)) for p in result.papers] == [("Second Paper on Policies", None, 2)]
    assert [d.code for d in result.diagnostics] == ["W001"]


def test_the_next_papers_title_is_no_stray_note():
    """A paper with no 机构 and no Comments, then a paper with no Chinese title or
    authors: the second title reads as a title, so the second paper's 机构 and
    Comments do not move to the first (the second is skipped, as it has no authors)."""
    first = block("First Paper").replace(block().split("\n")[6] + "\n", "").replace("Comments Accepted at ICML 2026. 9 pages\n", "")
    second = "Second Paper on Things\n\n机构 * MIT 纠错\n\nAI总结 二。\n\nComments ICML 2026\n"
    result = read_text(listing(first, second), "t.txt")
    [paper] = result.papers
    assert (paper.title_en, paper.orgs, paper.comments) == ("First Paper", (), None)
    assert [d.code for d in result.diagnostics if d.code != "W008"] == ["W001"]  # W008: no Comments, no year


def test_a_paper_without_comments_is_still_followed_by_the_next_paper():
    """The next paper's title after a block with no Comments line is a title, not a stray
    note: its Chinese title follows it, not a field of the open block."""
    no_comments = block("First Paper").replace("Comments Accepted at ICML 2026. 9 pages\n", "")
    papers = read_text(listing(no_comments, block("Second Paper")), "t.txt").papers
    assert [(p.title_en, p.comments) for p in papers] == [("First Paper", None), ("Second Paper", "Accepted at ICML 2026. 9 pages")]


def test_a_chinese_note_between_papers_is_reported_and_the_next_paper_kept():
    """A 纠错 left alone after a Comments line, before the next paper, is no
    Chinese title (an English title and its Chinese one follow it): it was
    taken for one, and the next paper was split into two skipped blocks."""
    text = listing(block("First Paper"), "纠错\n", block("Second Paper"))
    result = read_text(text, "t.txt")
    assert [(p.title_en, p.title_zh, len(p.orgs)) for p in result.papers] == [("First Paper", "事物研究", 2), ("Second Paper", "事物研究", 2)]
    line = text.split("\n").index("纠错") + 1
    assert [(d.code, d.line) for d in result.diagnostics] == [("W004", line)]


@pytest.mark.parametrize("zh", ["机构投资者行为的图建模", "摘要生成的图方法", "总结：先总结后验证", "摘要：重新审视生成式摘要"])
def test_a_chinese_title_beginning_with_a_field_word_is_a_title(zh):
    """机构 labels the organizations line only before a separator: a title about
    institutional investors (机构投资者…) was read as one, and its paper lost."""
    result = read_text(listing(block("First Paper", zh), block("Second Paper")), "t.txt")
    assert [(p.title_en, p.title_zh, len(p.orgs), p.summary) for p in result.papers] == [
        ("First Paper", zh, 2, "提出X方法。"), ("Second Paper", "事物研究", 2, "提出X方法。")]
    assert result.diagnostics == []


@pytest.mark.parametrize("label", ["机构MIT；CMU", "机构：MIT；CMU", "机构 MIT；CMU"])
def test_an_organizations_line_however_its_label_is_spaced(label):
    """机构 before the organizations' Latin text labels the line, as before a separator."""
    text = listing(block().replace(block().split("\n")[6], label))
    assert [s.text for s in read_text(text, "t.txt").papers[0].orgs] == ["MIT", "CMU"]


def test_a_summary_paragraph_beginning_with_a_label_word_stays_in_the_summary():
    """总结：… and 摘要：… paragraphs of a structured AI summary are its paragraphs, not new fields."""
    text = listing(block().replace("AI总结 提出X方法。", "AI总结 背景：现有方法不足。\n\n方法：提出X。\n\n总结：X更好。"))
    result = read_text(text, "t.txt")
    assert result.papers[0].summary == "背景：现有方法不足。\n方法：提出X。\n总结：X更好。" and result.diagnostics == []


@pytest.mark.parametrize("number", ["1. ", "12) ", "[3] ", "7、"])
def test_a_list_number_before_the_titles_is_left_out(number):
    """A listing copied from a numbered list: the number is no part of either title."""
    text = listing(number + block("First Paper", number + "事物研究"), block("2.5D Vision for 3D Things"))
    papers = read_text(text, "t.txt").papers
    assert [(p.title_en, p.title_zh) for p in papers] == [("First Paper", "事物研究"), ("2.5D Vision for 3D Things", "事物研究")]


@pytest.mark.parametrize("english,chinese", [
    ("1) Learning to Rank, 2) Learning to Search: Two Lessons", "1) 学习排序，2) 学习搜索：两点经验"),
    ("[1] Forward and [2] Backward", "[1] 前向与 [2] 反向"),
])
def test_a_title_numbering_its_own_parts_keeps_its_first_number(english, chinese):
    """The next number in the same style later in the title: the first is the title's, no list's."""
    papers = read_text(listing(block("1. Lifting 2.5D Images", "1. 提升2.5D图像"), block(english, chinese)), "t.txt").papers
    assert [(p.title_en, p.title_zh) for p in papers] == [("Lifting 2.5D Images", "提升2.5D图像"), (english, chinese)]


@pytest.mark.parametrize("number,title", [("1) ", "Breaking the O(n^2) Barrier of Attention"),
                                          ("1. ", "From Stage 1 to Stage 2. Curriculum")])
def test_a_list_number_is_left_out_when_a_later_number_opens_no_part(number, title):
    papers = read_text(listing(block(number + title, number + "事物研究")), "t.txt").papers
    assert (papers[0].title_en, papers[0].title_zh) == (title, "事物研究")


@pytest.mark.parametrize("line,names", [
    ("Chloe Cox (equal contribution), Carmen Gómez (Corresponding author)", ("Chloe Cox", "Carmen Gómez")),
    ("Ann Lee (Google), Bob Ray [2] and Carl Diaz（MIT）", ("Ann Lee", "Bob Ray", "Carl Diaz")),
    ("Yun (Eric) Liang, Yingyan (Celine) Lin", ("Yun Eric Liang", "Yingyan Celine Lin")),
    ("ZHANG Wei (张伟), LI Na (李娜)", ("ZHANG Wei (张伟)", "LI Na (李娜)")),
    ("Chloe Cox · Carmen Gómez · Ann Lee", ("Chloe Cox", "Carmen Gómez", "Ann Lee")),
    ("Chloe Cox | Carmen Gómez", ("Chloe Cox", "Carmen Gómez")),
    ("迈克尔·乔丹, 张伟", ("迈克尔·乔丹", "张伟")),
    ("Cox, Chloe; van der Berg, Jan A.; Gómez, Carmen", ("Chloe Cox", "Jan A. van der Berg", "Carmen Gómez")),
    ("Smith, John and Doe, Jane", ("John Smith", "Jane Doe")),
    ("Chloe Cox, Carmen Gómez; Ann Lee, Bob Ray", ("Chloe Cox", "Carmen Gómez", "Ann Lee", "Bob Ray")),
    ("Martin Luther King (Jr.), Ann Lee", ("Martin Luther King Jr.", "Ann Lee")),
])
def test_author_lines_as_other_sites_write_them(line, names):
    """Notes in brackets after a name are no part of it, a bracketed name inside one is
    the name it goes by, spaced dots and bars separate names, and names written family
    name first are turned around; each author line is a paper's authors, in order."""
    paper = read_text(listing(block().replace("Ada Lovelace, Alan Turing", line)), "t.txt").papers[0]
    assert paper.authors == names


@pytest.mark.parametrize("segment", ["Institute for Infocomm Research (I²R), A*STAR, Singapore", "M²Lab, Tsinghua University"])
def test_a_superscript_inside_a_name_is_the_names(segment):
    paper = read_text(listing(block().replace(block().split("\n")[6], "机构 * " + segment)), "t.txt").papers[0]
    assert [s.text for s in paper.orgs] == [segment]


def test_affiliations_numbered_in_superscript_are_separate_segments():
    """¹Peking University ²MIT: with no separator, the numbers are where one
    affiliation ends; they were one organization, "Peking University MIT"."""
    text = "机构 * ¹Peking University, Beijing, China ²Massachusetts Institute of Technology（麻省理工学院）"
    paper = read_text(listing(block().replace(block().split("\n")[6], text)), "t.txt").papers[0]
    assert [(s.text, s.zh) for s in paper.orgs] == [
        ("¹Peking University, Beijing, China", None), ("Massachusetts Institute of Technology", "麻省理工学院")]


@pytest.mark.parametrize("header,venue", [
    ("NeurIPS 2025 Accepted Papers", "NeurIPS 2025"), ("# ICML 2026", "ICML 2026"), ("## ICML 2026 Oral Papers", "ICML 2026 Oral"),
    ("Proceedings of the ICML 2026", "ICML 2026"), ("第43届国际机器学习大会 ICML 2026", "ICML 2026"), ("ACL 2026 Findings", "ACL 2026 Findings"),
    ("ICML 2026 Position Paper Track", "ICML 2026 Position Paper Track"), ("ICLR 2026 Conference Paper List", "ICLR 2026 Conference"),
])
def test_venue_lines_as_copied_from_elsewhere(header, venue):
    """A Markdown heading, "Proceedings of", the venue's Chinese name before it, and words
    about the list (Accepted Papers) are no part of the venue: such a line was a title
    with no other fields (W002), and the venue unknown."""
    result = read_text(listing(block(), header=header), "t.txt")
    assert [p.venue_name for p in result.papers] == [venue] and result.diagnostics == []


@pytest.mark.parametrize("header", [
    "Proceedings of the International Conference on Machine Learning", "Proceedings of Machine Learning Research",
    "Proceedings of the ACM Web Conference 2025", "# Accepted Papers", "## Papers", "### Oral Presentations",
])
def test_a_heading_that_names_no_venue_is_reported_not_made_a_venue(header):
    """Stripped of "# " or "Proceedings of", a line is a venue only as an acronym with its year."""
    result = read_text(listing(block(), header=header), "t.txt")
    assert [p.venue_name for p in result.papers] == [None] and "W007" in [d.code for d in result.diagnostics]


def test_a_garbled_chinese_first_line_is_no_part_of_the_paper_after_it():
    """A first line that is no venue and mostly Han (㐀ICML), before a block with no
    Chinese title and no authors: the block is reported where its title is (W001),
    not at the garbled line taken for its Chinese title (W005 at line 1)."""
    text = "㐀ICML\n\nMVR-cache: Optimizing Semantic Caching\n\n机构 * MIT\n\nAI总结 提出X。\n\nComments ICML 2026\n"
    result = read_text(text, "t.txt")
    assert result.papers == [] and [(d.code, d.line) for d in result.diagnostics] == [("W007", 1), ("W004", 1), ("W001", 3)]
