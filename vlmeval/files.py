"""Writing files so that a crash or a power cut never leaves a recorded result half-written or lost."""

from __future__ import annotations

import os
from pathlib import Path


def replace_durably(tmp: Path | str, dest: Path | str) -> None:
    """Rename the finished file ``tmp`` over ``dest``: its bytes are on disk first, and the rename after.

    Without the first fsync a power cut soon after the rename can leave ``dest`` empty on some file systems;
    without the second the rename itself may be lost."""
    with open(tmp, "rb+") as f:
        os.fsync(f.fileno())
    os.replace(tmp, dest)
    sync_directory(Path(dest).parent)


def sync_directory(directory: Path) -> None:
    """Make a rename or a new file in ``directory`` durable (a no-op where directories cannot be opened)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems do not fsync directories; the data itself is already synced
    finally:
        os.close(fd)
