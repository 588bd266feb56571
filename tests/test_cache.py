"""The extraction cache (kg.cache): a listing read and extracted once is taken
from it after, the build unchanged; anything else about it is a miss."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import kg.api
import kg.cache
from kg.api import run
from kg.cache import ExtractionCache, code_fingerprint
from kg.cli import main
from kg.read import listing_file, read_listing
from kg.records import ListingFile

ROOT = Path(__file__).resolve().parents[1]
SEED = ROOT / "seeds" / "icml-2026.txt"
KDD = ROOT / "eval" / "listings" / "kdd-2024.txt"
KDD_PAPERS = len(read_listing(KDD).papers)


@pytest.fixture
def extracted(monkeypatch) -> list[int]:
    """How many records each extraction of the test is given."""
    counts: list[int] = []
    real = kg.api.extract

    def counting(records, **options):
        counts.append(len(records))
        return real(records, **options)

    monkeypatch.setattr(kg.api, "extract", counting)
    return counts


def test_a_listing_built_again_is_taken_from_the_cache_and_builds_the_same(tmp_path, extracted, monkeypatch):
    cache = ExtractionCache(tmp_path)
    first = run([SEED, KDD], cache=cache, load=False)
    assert extracted == [sum(len(listing.papers) for listing in first.listings)]
    extracted.clear()
    monkeypatch.setattr(kg.api, "read_bytes", lambda *_: pytest.fail("read again"))
    again = run([SEED, KDD], cache=cache, load=False)
    assert extracted == []  # nothing read, nothing extracted
    assert again.canonical == first.canonical
    assert again.diagnostics == first.diagnostics and again.diagnostics  # the reader's warnings too


def test_only_the_listing_the_cache_lacks_is_extracted(tmp_path, extracted):
    cache = ExtractionCache(tmp_path)
    run([SEED], cache=cache, load=False)
    extracted.clear()
    both = run([SEED, KDD], cache=cache, load=False)
    assert extracted == [KDD_PAPERS]
    assert both.canonical == run([SEED, KDD], load=False).canonical


def test_another_content_or_another_name_is_a_miss(tmp_path):
    cache = ExtractionCache(tmp_path)
    file = listing_file(SEED)
    cache.put(file, "listing", ["facts"])
    assert cache.get(file) == ("listing", ["facts"])
    assert cache.get(ListingFile(file.path, file.data + b"\n")) is None
    assert cache.get(ListingFile("elsewhere/icml-2026.txt", file.data)) is None


def test_a_damaged_entry_is_a_miss_and_is_removed(tmp_path):
    cache = ExtractionCache(tmp_path)
    file = listing_file(SEED)
    cache.put(file, "listing", ["facts"])
    [entry] = cache.folder.glob("*" + kg.cache.ENTRY_SUFFIX)
    entry.write_bytes(entry.read_bytes()[:20])  # cut short, as by a full disk
    assert cache.get(file) is None
    assert not entry.exists()


def test_entries_of_other_code_go_once_unused_for_a_week(tmp_path):
    other = tmp_path / "listings-0123456789abcdef"
    other.mkdir()
    unused, recent = other / ("a" + kg.cache.ENTRY_SUFFIX), other / ("b" + kg.cache.ENTRY_SUFFIX)
    unused.write_bytes(b"old")
    recent.write_bytes(b"new")
    os.utime(unused, (0, 0))
    cache = ExtractionCache(tmp_path)
    cache.put(listing_file(SEED), "listing", [])
    cache.tidy()
    assert not unused.exists() and recent.exists()  # another version in use keeps its entries
    recent.unlink()
    cache.tidy()
    assert [p.name for p in tmp_path.iterdir()] == [f"listings-{code_fingerprint()}"]  # its empty folder goes too


def test_tidying_touches_nothing_the_cache_did_not_write(tmp_path):
    """KG_CACHE_DIR may name a folder of other files (~/.cache): they stay, however old."""
    others = [tmp_path / "thesis.tex", tmp_path / "notes" / "draft.part", tmp_path / "0123456789abcdef" / "x.pickle.z",
              tmp_path / f"listings-{code_fingerprint()}" / "readme.txt"]
    for path in others:
        path.parent.mkdir(exist_ok=True)
        path.write_text("not the cache's")
        os.utime(path, (0, 0))
    (tmp_path / "empty").mkdir()
    cache = ExtractionCache(tmp_path, max_bytes=1)
    cache.put(listing_file(SEED), "listing", [])
    cache.tidy()
    assert all(path.exists() for path in others) and (tmp_path / "empty").is_dir()


def test_a_cache_folder_others_may_write_is_not_used(tmp_path):
    folder = tmp_path / f"listings-{code_fingerprint()}"
    folder.mkdir()
    folder.chmod(0o777)
    cache = ExtractionCache(tmp_path)
    file = listing_file(SEED)
    cache.put(file, "listing", [])
    assert not list(folder.iterdir()) and cache.get(file) is None
    folder.chmod(0o700)
    cache = ExtractionCache(tmp_path)
    cache.put(file, "listing", [])
    assert cache.get(file) == ("listing", [])


def test_no_home_folder_means_no_cache_not_a_failed_build(monkeypatch):
    for name in ("KG_CACHE_DIR", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: (_ for _ in ()).throw(RuntimeError("no home"))))
    cache = ExtractionCache()
    assert cache.folder is None
    assert run([SEED], cache=cache, load=False).canonical == run([SEED], load=False).canonical


def test_a_killed_writer_s_temporary_file_goes_after_an_hour(tmp_path):
    cache = ExtractionCache(tmp_path)
    cache.put(listing_file(SEED), "listing", [])
    fresh, stale = cache.folder / ("x" + kg.cache.PART_SUFFIX), cache.folder / ("y" + kg.cache.PART_SUFFIX)
    fresh.write_bytes(b"being written")
    stale.write_bytes(b"left by a killed build")
    os.utime(stale, (0, 0))
    cache.tidy()
    assert fresh.exists() and not stale.exists()


@pytest.fixture(scope="module")
def cache_seen_by_a_module_fixture() -> str | None:
    return os.environ.get("KG_CACHE_DIR")


def test_fixtures_of_wider_scope_build_in_a_cache_of_the_session_not_the_user_s(cache_seen_by_a_module_fixture):
    assert cache_seen_by_a_module_fixture is not None
    assert not Path(cache_seen_by_a_module_fixture).is_relative_to(Path.home() / ".cache")


def test_the_code_fingerprint_follows_the_package_files(tmp_path, monkeypatch):
    package = tmp_path / "kg"
    package.mkdir()
    (package / "cache.py").write_text("x = 1\n")
    monkeypatch.setattr(kg.cache, "__file__", str(package / "cache.py"))
    code_fingerprint.cache_clear()
    try:
        before = code_fingerprint()
        (package / "patterns.json").write_text("{}")
        code_fingerprint.cache_clear()
        assert code_fingerprint() != before
    finally:
        code_fingerprint.cache_clear()


def test_the_least_recently_used_entries_go_beyond_the_size_limit(tmp_path):
    first, second, third = (ListingFile(f"{n}.txt", b"same size") for n in range(3))
    cache = ExtractionCache(tmp_path)
    cache.put(first, "listing", ["facts"])
    cache.max_bytes = 2 * cache._entry(first).stat().st_size  # room for two entries
    cache.put(second, "listing", ["facts"])
    os.utime(cache._entry(first), (1000, 1000))
    os.utime(cache._entry(second), (2000, 2000))
    assert cache.get(first)  # used: now the most recent of the two
    cache.put(third, "listing", ["facts"])
    cache.tidy()
    assert [cache._entry(f).exists() for f in (first, second, third)] == [True, False, True]


def test_an_entry_larger_than_the_limit_is_still_kept(tmp_path):
    cache = ExtractionCache(tmp_path, max_bytes=1)
    file = ListingFile("big.txt", b"x")
    cache.put(file, "listing", ["facts"] * 1000)
    cache.tidy()
    assert cache.get(file) == ("listing", ["facts"] * 1000)


def test_an_unwritable_cache_does_not_stop_the_build(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would be")
    result = run([SEED], cache=ExtractionCache(blocker), load=False)
    assert result.canonical == run([SEED], load=False).canonical


def test_kg_load_extracts_only_the_new_listing(tmp_path, extracted, capsys):
    store = tmp_path / "store"
    assert main(["load", str(SEED), "--store", str(store)]) == 0
    extracted.clear()
    assert main(["load", str(KDD), "--store", str(store)]) == 0
    assert extracted == [KDD_PAPERS]
    assert main(["load", str(KDD), "--store", str(tmp_path / "fresh"), "--no-cache"]) == 0
    assert extracted[-1] == KDD_PAPERS


def test_kg_build_no_cache_writes_no_entry(tmp_path):
    assert main(["build", str(SEED), "--out", str(tmp_path / "out"), "--no-cache"]) == 0
    assert not list(Path(os.environ["KG_CACHE_DIR"]).rglob("*" + kg.cache.ENTRY_SUFFIX))
    assert main(["build", str(SEED), "--out", str(tmp_path / "out")]) == 0
    assert list(Path(os.environ["KG_CACHE_DIR"]).rglob("*" + kg.cache.ENTRY_SUFFIX))
