"""Scoring: verdicts -> metrics and scorecards (scorecard), descriptions files in and scorecards out (batch), the worker engines (engine)."""
