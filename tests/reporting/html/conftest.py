"""The report's browser tests: Debian's chromium driven by Playwright (a dev dependency)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
# headless, and nothing that would reach the network: this machine's closed network refuses it at every start
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def browser_page(tmp_path_factory):
    """A factory of new pages in one headless chromium per test module (1400 x 1000); skipped locally without
    chromium, a failure in CI (CI=true), where .ci/run installs it."""
    if not CHROMIUM.exists() or shutil.which(str(CHROMIUM)) is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{CHROMIUM} is missing; CI must install Debian's chromium (apt-get install -y chromium)")
        pytest.skip(f"{CHROMIUM} is not installed (apt-get install -y chromium)")
    from playwright import sync_api  # a dev dependency: its absence is a broken install, not a skip
    with sync_api.sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")), executable_path=str(CHROMIUM), headless=True,
            args=CHROMIUM_ARGS, viewport={"width": 1400, "height": 1000})
        try:
            yield context.new_page
        finally:
            context.close()
