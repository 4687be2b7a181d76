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
from datetime import date, datetime, timezone, tzinfo

from memcli.core.timeutil import from_ts

DETAIL = "detail"
GIST = "gist"
DISTANT = "distant"
# (timestamp, zone) → "YYYY-MM-DD": a pack dates every line, and a long-lived process sees the same ones again
_FULL_DATES: dict[tuple[float, tzinfo], str] = {}


@dataclass(frozen=True)
class Ageing:
    """The tier boundaries, "today", and the zone in which dates are written.

    Age is counted in whole calendar days in the user's zone: a pack made at
    9:00 and one made at 17:00 on the same day age every event the same way,
    so the stable part of the pack stays byte-identical all day.
    """

    now_ts: float
    gist_after_days: int
    distant_after_days: int
    tz: tzinfo = timezone.utc

    @property
    def today(self) -> date:
        return from_ts(self.now_ts, self.tz).date()

    def local(self, ts: float) -> datetime:
        return from_ts(ts, self.tz)

    def _tier_of(self, day: date) -> str:
        age_days = (self.today - day).days
        if age_days > self.distant_after_days:
            return DISTANT
        if age_days > self.gist_after_days:
            return GIST
        return DETAIL

    def tier(self, occurred_ts: float) -> str:
        """Which presentation tier an item dated *occurred_ts* falls in (future → detail)."""
        return self._tier_of(self.local(occurred_ts).date())

    def full_date(self, ts: float) -> str:
        key = (ts, self.tz)
        text = _FULL_DATES.get(key)
        if text is None:
            dt = self.local(ts)
            text = f"{dt.year:04d}-{dt.month:02d}-{dt.day:02d}"
            if len(_FULL_DATES) >= 100_000:
                _FULL_DATES.clear()
            _FULL_DATES[key] = text
        return text

    def label(self, ts: float, tier: str | None = None) -> str:
        """``2024-05-01`` / ``2024-05`` / ``2024`` for the tier of *ts*."""
        return self.tier_and_label(ts, tier)[1]

    def tier_and_label(self, ts: float, tier: str | None = None) -> tuple[str, str]:
        dt = self.local(ts)
        tier = tier or self._tier_of(dt.date())
        if tier == DISTANT:
            return tier, f"{dt.year:04d}"
        if tier == GIST:
            return tier, f"{dt.year:04d}-{dt.month:02d}"
        return tier, f"{dt.year:04d}-{dt.month:02d}-{dt.day:02d}"


def event_detail(summary: str, gists: list[str]) -> str:
    """Summary followed by the gists it does not already contain (no repetition), one line per speaker."""
    from memcli.core.utterance import split_speaker

    summary = summary.strip()
    extra = [g.strip() for g in gists if g and g.strip() and split_speaker(g.strip())[1] not in summary]
    return "\n".join(_lines(([summary] if summary else []) + extra))


def event_gist(summary: str, gists: list[str], tier: str) -> str:
    """The short form of an event: its gists (first one only when distant), else the summary."""
    clean = [g.strip() for g in gists if g and g.strip()]
    if not clean:
        return summary.strip()
    if tier == DISTANT:
        return clean[0]
    return "\n".join(_lines(clean[:3]))


def _lines(pieces: list[str]) -> list[str]:
    from memcli.core.utterance import speaker_lines

    return speaker_lines(pieces)


def event_text(summary: str, gists: list[str], tier: str) -> str:
    """What a pack shows of an event at *tier*: one line per speaker (``\\n`` between them), one speaker's
    sentences joined as sentences, someone else's words under their name."""
    if tier == DETAIL:
        return event_detail(summary, gists)
    return event_gist(summary, gists, tier)
