"""The README's `vlmeval gt validate` example says what the command prints on the bundled ground truth (it said
82 figures where it printed 245)."""

from __future__ import annotations

import re

from run_helpers import PROJECT, cli


def test_the_readme_count_is_what_gt_validate_prints():
    readme = (PROJECT / "README.md").read_text(encoding="utf-8")
    block = readme[readme.index("$ vlmeval gt validate\n"):]
    promised = int(re.search(r"✓ (\d+) figure\(s\) valid under", block)[1])
    result = cli("gt", "validate", str(PROJECT / "ground_truth"), timeout=240)
    assert result.returncode == 0, result.stderr
    assert int(re.search(r"✓ (\d+) figure\(s\) valid under", result.stdout)[1]) == promised
