"""The benchmark harness at its smoke size: every stage measured, the floor
beside it, the synthetic build valid and complete (times are not asserted)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_smoke_benchmark_measures_every_stage(tmp_path):
    out = tmp_path / "bench.json"
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "run.py"), "--smoke", "--json", str(out), "--cache", str(tmp_path / "cache")],
        capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(out.read_text())["results"][0]
    assert result["status"] == "ok"
    assert set(result["stages"]) == {"read", "extract", "resolve", "store", "load", "export", "validate"}
    assert result["total_s"] == result["wall_s"] > 0  # the build's wall time: export and validate overlap
    assert result["papers_read"] == result["papers"] == 200
    assert result["warnings"] == 0 and result["conforms"] is True
    assert result["triples"] > 200 * 20
    assert result["floor"]["jieba"] > 0 and result["floor"]["oxigraph_bulk_load"] > 0
    assert result["floor_ratio"] > 0 and result["peak_rss_mb"]["self"] > 0
