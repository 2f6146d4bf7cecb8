"""Agreement with human labels (agree) and the corruption check (corrupt)."""
