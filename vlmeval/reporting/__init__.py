"""Reports made from scorecards: leaderboard, compare, the HTML report (html). The top-level reports/ folder is the committed results, not this package."""
