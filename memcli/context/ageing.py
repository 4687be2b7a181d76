"""Ageing in presentation, not in storage.

An event keeps its exact time and full text in the store forever; only the
way a pack *shows* it changes with its age relative to "today":

* newer than ``context.gist_after_days`` → full date and the detail
  (summary plus any gists it does not already contain);
* older → the gist with year and month;
* older than ``context.distant_after_days`` → the gist with the year only.

Profile slots, the persona, agreements and facts never fade. "Today" is a
parameter (``--now``), so packs are reproducible.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone, tzinfo

DETAIL = "detail"
GIST = "gist"
DISTANT = "distant"
DAY = 86400.0


@dataclass(frozen=True)
class Ageing:
    """The tier boundaries and the zone in which dates are written."""

    now_ts: float
    gist_after_days: int
    distant_after_days: int
    tz: tzinfo = timezone.utc

    def tier(self, occurred_ts: float) -> str:
        """Which presentation tier an item dated *occurred_ts* falls in (future → detail)."""
        age_days = (self.now_ts - occurred_ts) / DAY
        if age_days > self.distant_after_days:
            return DISTANT
        if age_days > self.gist_after_days:
            return GIST
        return DETAIL

    def local(self, ts: float) -> datetime:
        return datetime.fromtimestamp(ts, self.tz)

    def full_date(self, ts: float) -> str:
        return self.local(ts).strftime("%Y-%m-%d")

    def label(self, ts: float, tier: str | None = None) -> str:
        """``2024-05-01`` / ``2024-05`` / ``2024`` for the tier of *ts*."""
        tier = tier or self.tier(ts)
        dt = self.local(ts)
        if tier == DISTANT:
            return f"{dt.year:04d}"
        if tier == GIST:
            return f"{dt.year:04d}-{dt.month:02d}"
        return dt.strftime("%Y-%m-%d")


def event_detail(summary: str, gists: list[str]) -> str:
    """Summary followed by the gists it does not already contain (no repetition)."""
    summary = summary.strip()
    extra = [g.strip() for g in gists if g and g.strip() and g.strip() not in summary]
    if not summary:
        return "; ".join(extra)
    if not extra:
        return summary
    return summary + " — " + "; ".join(extra)


def event_gist(summary: str, gists: list[str], tier: str) -> str:
    """The short form of an event: its gists (first one only when distant), else the summary."""
    clean = [g.strip() for g in gists if g and g.strip()]
    if not clean:
        return summary.strip()
    if tier == DISTANT:
        return clean[0]
    return "; ".join(clean[:3])


def event_text(summary: str, gists: list[str], tier: str) -> str:
    if tier == DETAIL:
        return event_detail(summary, gists)
    return event_gist(summary, gists, tier)
