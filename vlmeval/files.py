"""Writing files so that a crash or a power cut never leaves a recorded result half-written or lost."""

from __future__ import annotations

import os
import secrets
import stat
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


def create_beside(dest: Path | str) -> tuple[int, Path]:
    """A new empty temporary file in ``dest``'s folder, to be written and then renamed over ``dest``: (an open
    file descriptor for writing, its path).

    Unlike ``tempfile.mkstemp`` (mode 0600) it gets the permissions of a normally created file (0666 less the
    umask), or ``dest``'s own mode where ``dest`` already exists, so the rename changes nobody's access."""
    dest = Path(dest)
    try:
        mode = stat.S_IMODE(dest.stat().st_mode)
    except OSError:
        mode = None
    for _ in range(100):
        tmp = dest.with_name(f".{dest.stem}.{secrets.token_hex(4)}.tmp")
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
        except FileExistsError:
            continue
        if mode is not None:
            try:
                os.chmod(tmp, mode)
            except OSError:
                pass  # a file system without Unix modes: its own permissions stay
        return fd, tmp
    raise FileExistsError(f"{dest.parent}: no free temporary file name")
