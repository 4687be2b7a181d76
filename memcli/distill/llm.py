"""Optional LLM distillation: exactly three chat-completion calls per batch.

1. **memo** — summarise the batch into a structured memo (facts, agreements,
   feelings, what happened), citing record numbers;
2. **profile** — extract facts and merge them into the current profile as
   UPDATE / APPEND / ABORT actions, plus governed memories; and, in parallel,
3. **events** — summarise, gist and tag each episode.

Any OpenAI-compatible endpoint works (``POST {base_url}/chat/completions``),
spoken with httpx2 (async, under an anyio deadline). Replies must be JSON and
are validated with pydantic. Each request has a **total** deadline
(``llm.timeout_seconds``: connecting, sending, the headers and the whole body
together, not per socket read — an endpoint trickling its answer a byte at a
time is cut off at the deadline) and is retried with exponential backoff; the
whole flush has one more (``llm.flush_deadline_seconds``, see
:meth:`LLMClient.out_of_time`). When a call still fails the caller falls back
to the offline extractor for that batch.

Why httpx2 and anyio rather than the standard library: ``urllib``'s timeout
bounds each socket operation, so a server sending one byte before every
timeout holds the call (and the flush lock) for ever, and a blocked read
cannot be interrupted through any public API. Cancelling the request under
:func:`anyio.fail_after` closes its connection at the deadline, whatever phase
it is in. Every attempt is recorded (stage, model,
tokens, latency, ok, error) for ``mem stats``. The API key is read from the
environment variable named by ``llm.api_key_env`` (surrounding whitespace
stripped), registered with :mod:`memcli.core.redact`, and scrubbed from every
error text we keep or print and from every string of every reply before it
is parsed (an endpoint may quote the key back). Redirects are never
followed: the request carries the key, and a redirect may point at another
host, port or scheme; the call fails (and the batch falls back offline)
with an error naming only where the redirect pointed. Errors quote the
standard phrase of an HTTP status, never the server's reason phrase.

Prompts keep the user's language: a Chinese batch is told to answer in
Chinese, an English one in English.
"""

from __future__ import annotations

import json
import re
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any, Literal, TypeVar
from urllib.parse import urljoin, urlsplit

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from memcli.config.schema import Config
from memcli.distill.types import BatchOutput, Candidate, EventDraft, Rec
from memcli.core.redact import redact, register_secret

T = TypeVar("T", bound=BaseModel)
MAX_RECORD_CHARS = 2000
BACKOFF_SECONDS = 0.5
MAX_REPLY_BYTES = 32 << 20  # a chat-completions reply is kilobytes; an endless body is cut here


class LLMError(Exception):
    """A stage failed after its retries; the message is already redacted."""


class LLMOutOfTime(LLMError):
    """The flush's LLM deadline (``llm.flush_deadline_seconds``) has passed: no more calls in this flush."""


class _HTTPStatus(Exception):
    """The endpoint answered with an error status (the standard phrase is quoted, never the server's own)."""

    def __init__(self, code: int, location: str = "") -> None:
        super().__init__(code)
        self.code = code
        self.location = location  # of a redirect: named in the error (its origin only), never followed


class _ReplyTooLarge(Exception):
    pass


# --- reply schemas -------------------------------------------------------------------


class _Lenient(BaseModel):
    model_config = ConfigDict(extra="ignore")


class MemoItem(_Lenient):
    text: str
    records: list[int] = Field(default_factory=list)


class Memo(_Lenient):
    summary: str
    facts: list[MemoItem] = Field(default_factory=list)
    agreements: list[MemoItem] = Field(default_factory=list)
    emotions: list[MemoItem] = Field(default_factory=list)
    events: list[MemoItem] = Field(default_factory=list)


class ProfileAction(_Lenient):
    action: Literal["UPDATE", "APPEND", "ABORT"]
    topic: str
    sub_topic: str
    content: str = ""
    records: list[int] = Field(default_factory=list)

    @field_validator("action", mode="before")
    @classmethod
    def _upper(cls, v: Any) -> Any:
        return v.strip().upper() if isinstance(v, str) else v


class GovernedOut(_Lenient):
    type: Literal["fact", "knowledge", "agreement", "emotion", "identity", "relationship", "event"]
    owner: Literal["user", "character", "both"] = "user"
    content: str
    importance: int = Field(50, ge=1, le=100)
    records: list[int] = Field(default_factory=list)


class ProfileReply(_Lenient):
    actions: list[ProfileAction] = Field(default_factory=list)
    memories: list[GovernedOut] = Field(default_factory=list)


class EventOut(_Lenient):
    episode: int
    summary: str
    gists: list[str] = Field(default_factory=list)
    tags: list[str] = Field(default_factory=list)
    importance: int = Field(50, ge=1, le=100)


class EventsReply(_Lenient):
    events: list[EventOut]


# --- transport -----------------------------------------------------------------------


async def _exchange(url: str, data: bytes, headers: dict[str, str], seconds: float) -> bytes:
    """POST *data* and return the reply's body, all within *seconds* (else :class:`TimeoutError`).

    Redirects are never followed (httpx2's default; stated here because it matters): the request carries the
    key, and a redirect may point at another host, port or scheme. A 3xx or an error status raises
    :class:`_HTTPStatus` (a redirect with its ``Location``, for the message).
    """
    import anyio
    import httpx2

    with anyio.fail_after(seconds):
        # timeout=None: the per-operation timeouts give way to the one deadline above
        async with httpx2.AsyncClient(timeout=None, follow_redirects=False) as client:
            async with client.stream("POST", url, content=data, headers=headers) as resp:
                if resp.status_code >= 300:
                    raise _HTTPStatus(resp.status_code, resp.headers.get("location", ""))
                chunks: list[bytes] = []
                size = 0
                async for chunk in resp.aiter_bytes():  # decoded: the cap holds for a compressed body too
                    size += len(chunk)
                    if size > MAX_REPLY_BYTES:
                        raise _ReplyTooLarge()
                    chunks.append(chunk)
                return b"".join(chunks)


def _origin(url: str) -> str:
    """``scheme://host:port`` of *url* (no path or query: those may carry anything)."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return "an unreadable address"
    if not parts.scheme or not parts.hostname:
        return "an address without a host"
    return f"{parts.scheme}://{parts.hostname}" + (f":{port}" if port else "")


def _status(code: int) -> str:
    try:
        return f"HTTP {code} {HTTPStatus(code).phrase}"
    except ValueError:
        return f"HTTP {code}"


def _scrub(value: Any) -> Any:
    """Every string in a decoded reply with secrets masked (keys and values alike)."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, list):
        return [_scrub(v) for v in value]
    if isinstance(value, dict):
        return {(redact(k) if isinstance(k, str) else k): _scrub(v) for k, v in value.items()}
    return value


@dataclass
class CallRecord:
    stage: str
    model: str
    prompt_tokens: int
    completion_tokens: int
    latency_ms: float
    ok: bool
    error: str | None = None


@dataclass
class LLMClient:
    """A minimal chat-completions client with deadlines, retries and call records.

    *timeout* is the total deadline of one request; *budget* (seconds from the client's creation, None: none)
    the total of every call, retry and backoff pause together — one flush makes one client.
    """

    base_url: str
    model: str
    api_key: str = ""
    timeout: float = 60.0
    max_retries: int = 2
    budget: float | None = None
    max_tokens: int = 0  # 0: the request carries no max_tokens
    calls: list[CallRecord] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.api_key = (self.api_key or "").strip()  # `$(cat key)` of a CRLF file: the CR is not the key's
        register_secret(self.api_key)
        self._ends = None if self.budget is None else time.monotonic() + self.budget

    @classmethod
    def from_config(cls, cfg: Config) -> LLMClient:
        key = cfg.llm_api_key()
        register_secret(key)
        return cls(cfg.llm.base_url.rstrip("/"), cfg.llm.model, key, cfg.llm.timeout_seconds, cfg.llm.max_retries,
                   cfg.llm.flush_deadline_seconds, cfg.llm.max_tokens)

    def out_of_time(self) -> bool:
        """Whether the flush's LLM deadline has passed (then no call is made any more)."""
        return self._ends is not None and time.monotonic() >= self._ends

    def _seconds_for_attempt(self) -> float:
        """This request's deadline: *timeout*, or less when the flush's deadline comes first."""
        if self._ends is None:
            return self.timeout
        return min(self.timeout, self._ends - time.monotonic())

    def _post(self, payload: dict[str, Any], seconds: float) -> dict[str, Any]:
        url = self.base_url + "/chat/completions"
        if not re.match(r"(?i)^https?://", url):
            raise LLMError(f"llm.base_url must start with http:// or https:// (got {redact(self.base_url)!r})")
        data = json.dumps(payload, ensure_ascii=False).encode("utf-8")
        headers = {"Content-Type": "application/json", "Accept": "application/json", "User-Agent": "mem/0.1"}
        if self.api_key:
            if not all("\x21" <= ch <= "\x7e" for ch in self.api_key):
                raise LLMError("the API key holds a space, a control character or a non-ASCII character, which an "
                               "HTTP header cannot carry; check the file or variable it comes from")
            headers["Authorization"] = f"Bearer {self.api_key}"
        import anyio

        try:
            body = anyio.run(_exchange, url, data, headers, seconds)
        except _HTTPStatus as exc:
            if 300 <= exc.code < 400:
                location = exc.location
                where = _origin(urljoin(url, location)) if location else "no address"
                if where == _origin(url):
                    where += " (the same origin)"
                raise LLMError(
                    f"the endpoint answered {_status(exc.code)}, redirecting to {where}; mem does not follow "
                    "redirects for LLM calls, so the API key is only ever sent to llm.base_url; "
                    "set llm.base_url to the final address"
                ) from None
            raise
        return _scrub(json.loads(body.decode("utf-8")))  # type: ignore[no-any-return]

    def call(self, stage: str, system: str, user: str, schema: type[T]) -> T:
        """One stage: request, parse, validate; retry with backoff; raise LLMError at the end."""
        payload: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            "temperature": 0,
            "response_format": {"type": "json_object"},
        }
        if self.max_tokens:
            payload["max_tokens"] = self.max_tokens
        import httpx2

        last = "no attempt"
        for attempt in range(self.max_retries + 1):
            if attempt:
                pause = min(BACKOFF_SECONDS * (2 ** (attempt - 1)), 8.0)
                if self._ends is not None:
                    pause = min(pause, max(0.0, self._ends - time.monotonic()))
                time.sleep(pause)
            seconds = self._seconds_for_attempt()
            if seconds <= 0:
                raise LLMOutOfTime(redact(f"{stage} call not made: the flush's LLM deadline "
                                          f"(llm.flush_deadline_seconds = {self.budget:g}s) has passed; {last}"))
            t0 = time.perf_counter()
            usage: dict[str, Any] = {}
            cut = False
            try:
                reply = self._post(payload, seconds)
                usage = reply.get("usage") or {}
                cut = reply["choices"][0].get("finish_reason") == "length"
                content = reply["choices"][0]["message"]["content"]
                parsed = schema.model_validate(_scrub(_json_from(content)))
            except _HTTPStatus as exc:
                last = _status(exc.code)  # not the reason phrase: the server's words may carry anything
            except TimeoutError:
                by_deadline = seconds < self.timeout
                last = (f"timed out after {seconds:.3g}s, when the flush's LLM deadline "
                        f"(llm.flush_deadline_seconds = {self.budget:g}s) ran out" if by_deadline else
                        f"timed out: no complete answer within {self.timeout:g}s (llm.timeout_seconds, "
                        "the whole request)")
            except httpx2.TransportError as exc:
                last = f"cannot reach the endpoint ({type(exc).__name__}: {redact(str(exc))[:200]})"
            except _ReplyTooLarge:
                last = f"the reply is larger than {MAX_REPLY_BYTES >> 20} MiB"
            except (json.JSONDecodeError, KeyError, IndexError, TypeError, UnicodeDecodeError, AttributeError) as exc:
                last = (f"the reply was cut off at its token limit before its JSON ended (finish_reason length; "
                        f"llm.max_tokens is {self.max_tokens or 'not set'})" if cut
                        else f"not a chat-completions JSON reply ({type(exc).__name__})")
            except ValidationError as exc:
                first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "invalid"}
                last = f"reply does not match the {stage} schema ({'.'.join(str(p) for p in first['loc'])}: {first['msg']})"
            except LLMError as exc:
                last = str(exc)
                self._record(stage, t0, usage, False, last)
                break
            except Exception as exc:  # noqa: BLE001 - any failure of one call means: fall back offline
                last = f"the request failed ({type(exc).__name__}: {redact(str(exc))[:200]})"
            else:
                self._record(stage, t0, usage, True, None)
                return parsed
            self._record(stage, t0, usage, False, last)
        raise LLMError(redact(f"{stage} call failed: {last}"))

    def _record(self, stage: str, t0: float, usage: dict[str, Any], ok: bool, error: str | None) -> None:
        def _int(v: Any) -> int:
            try:
                return int(v)
            except (TypeError, ValueError):
                return 0

        self.calls.append(
            CallRecord(
                stage=stage,
                model=self.model,
                prompt_tokens=_int(usage.get("prompt_tokens")),
                completion_tokens=_int(usage.get("completion_tokens")),
                latency_ms=round((time.perf_counter() - t0) * 1000.0, 1),
                ok=ok,
                error=redact(error) if error else None,
            )
        )


def _json_from(content: Any) -> Any:
    """The JSON object in a reply (tolerates ```json fences and prose around it)."""
    if isinstance(content, (dict, list)):
        return content
    if not isinstance(content, str):
        raise TypeError("content is not text")
    text = content.strip()
    fence = re.search(r"```(?:json)?\s*(.*?)```", text, re.S)
    if fence:
        text = fence.group(1).strip()
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        start, end = text.find("{"), text.rfind("}")
        if start >= 0 and end > start:
            return json.loads(text[start : end + 1])
        raise


# --- prompts -------------------------------------------------------------------------


def batch_language(recs: list[Rec]) -> str:
    text = "".join(r.text for r in recs if r.own == "user") or "".join(r.text for r in recs)
    cjk = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")
    latin = sum(1 for ch in text if ch.isascii() and ch.isalpha())
    return "zh" if cjk * 2 >= latin and cjk > 0 else "en"


def _lang_rule(lang: str) -> str:
    if lang == "zh":
        return "所有内容字段必须用中文书写，保持用户的原话风格，不要翻译成英文。(Write every content string in Chinese.)"
    return "Write every content string in English, the language the user writes in."


def _who(r: Rec) -> str:
    """How a record's speaker is shown to the model: whose words they are, with the name kept."""
    own = r.own
    if own == "user":
        return f"user ({r.speaker})" if r.speaker and r.speaker.casefold() != r.user_id.casefold() else "user"
    if own == "character":
        return f"character ({r.speaker or r.character or r.role})" if (r.speaker or r.character) else r.role
    return f"{r.speaker or 'someone'} (another person, not the user)"


def _listing(recs: list[Rec]) -> str:
    lines = []
    for i, r in enumerate(recs):
        text = r.text if len(r.text) <= MAX_RECORD_CHARS else r.text[:MAX_RECORD_CHARS] + "…"
        lines.append(f"[{i}] {r.occurred_at} {_who(r)}: {text}")
    return "\n".join(lines)


def who_is_who(cfg: Config, recs: list[Rec]) -> str:
    """The prompt line that says who the user is (ownership rules shared with the offline extractor)."""
    names = [n for n in [cfg.user.name, *cfg.user.names] if n.strip()]
    names += sorted({r.speaker for r in recs if r.own == "user" and r.speaker and r.speaker not in names and r.speaker != r.user_id})
    others = sorted({r.speaker for r in recs if r.own == "person" and r.speaker})
    line = "Who is who: records marked \"user\" are the user's own words"
    if names:
        line += f" (the user is called {', '.join(names)})"
    line += ". Only they may become facts about the user."
    if others:
        line += (f" {', '.join(others)} are other people in the chat: what they say about themselves is about them, "
                 "never about the user; do not put it in the user's profile.")
    line += " The character's/assistant's lines are never facts about the user."
    return line


def _catalogue(cfg: Config) -> str:
    """Allowed topics with their usual sub-topics (shared with the offline extractor) and custom ones."""
    from memcli.distill.profile import KNOWN_SUB_TOPICS, topic_order

    lines = []
    for topic in topic_order(cfg):
        known = ", ".join(KNOWN_SUB_TOPICS.get(topic, ()))
        subs = cfg.profile.custom.get(topic, {})
        extra = "; ".join(f"{s}: {d}" for s, d in subs.items())
        line = f"- {topic}"
        if known:
            line += f" (sub-topics such as: {known})"
        if extra:
            line += f" (custom sub-topics: {extra})"
        lines.append(line)
    return "\n".join(lines)


MEMO_SYSTEM = """Task: memo. You distill a batch of chat messages and diary entries into a structured memo about the USER.
Only what the user says about themself counts as a fact about the user; the assistant's words are context, never facts about the user.
Resolve relative dates (yesterday, last Friday, 上周, 去年夏天) against each record's timestamp and write the date in parentheses.
Reply with one JSON object: {"summary": str, "facts": [{"text": str, "records": [int]}], "agreements": [...], "emotions": [...], "events": [...]}.
"records" lists the [n] numbers the item comes from."""

PROFILE_SYSTEM = """Task: profile. Merge the memo's facts into the user's profile.
Profile slots are topic::sub_topic: content. Allowed topics:
{catalogue}
For each fact choose one action: UPDATE (replace the slot's content with the merged new content), APPEND (add to the slot), ABORT (nothing new).
Also list governed memories that are not profile slots: agreements/promises (type agreement, owner both/user/character), feelings (type emotion), facts, knowledge, the character's identity (owner character), and the user–character relationship.
Reply with one JSON object: {{"actions": [{{"action": "UPDATE|APPEND|ABORT", "topic": str, "sub_topic": str, "content": str, "records": [int]}}], "memories": [{{"type": str, "owner": "user|character|both", "content": str, "importance": 1-100, "records": [int]}}]}}."""

EVENTS_SYSTEM = """Task: events. For each numbered episode write a short summary, up to five one-line gists (resolve relative dates against the episode's time and write the date in parentheses), up to six short tags, and an importance from 1 to 100.
Reply with one JSON object: {"events": [{"episode": int, "summary": str, "gists": [str], "tags": [str], "importance": int}]}."""


def _rec_ids(indices: list[int], recs: list[Rec]) -> list[int]:
    out = [recs[i].id for i in indices if isinstance(i, int) and 0 <= i < len(recs)]
    if out:
        return sorted(set(out))
    users = [r.id for r in recs if r.own == "user"]
    return users or [r.id for r in recs]


def _users_words(indices: list[int], recs: list[Rec]) -> bool:
    """May a reply item count as the user's? It must cite one of the user's own records (ownership rules apply
    to replies too). An item citing no record may come from anyone's line, so it counts only in a batch that
    holds nothing but the user's own words (a diary): the schema leaves the numbers optional, and an uncited
    "works at HSBC" from a group chat, or the assistant's "my favourite food is sushi", is not the user's."""
    cited = [recs[i] for i in indices if isinstance(i, int) and 0 <= i < len(recs)]
    if cited:
        return any(r.own == "user" for r in cited)
    return bool(recs) and all(r.own == "user" for r in recs)


def _when(rec_ids: list[int], recs: list[Rec]) -> tuple[float, str]:
    by_id = {r.id: r for r in recs}
    latest = max((by_id[i] for i in rec_ids if i in by_id), key=lambda r: r.occurred_ts, default=recs[-1])
    return latest.occurred_ts, latest.occurred_at


def _norm_key(text: str) -> str:
    return re.sub(r"[^\w]+", "_", text.strip().lower()).strip("_")


def distill_with_llm(
    client: LLMClient,
    episodes: list[list[Rec]],
    cfg: Config,
    profile_lines: list[str],
) -> BatchOutput:
    """The three-call pipeline for one batch; raises LLMError on any failed stage."""
    from memcli.distill.events import draft_event
    from memcli.distill.gist_text import clean_line, has_content
    from memcli.distill.profile import topic_order
    from memcli.distill.relative_dates import annotate

    recs = [r for ep in episodes for r in ep]
    lang = batch_language(recs)
    rule = _lang_rule(lang) + "\n" + who_is_who(cfg, recs)
    listing = _listing(recs)
    memo = client.call("memo", MEMO_SYSTEM + "\n" + rule, f"Records:\n{listing}", Memo)
    memo_json = memo.model_dump_json()
    current = "\n".join(profile_lines) or "(empty)"
    ep_lines = []
    offset = 0
    for n, ep in enumerate(episodes):
        ep_lines.append(f"Episode {n} ({ep[0].occurred_at} – {ep[-1].occurred_at}): records [{offset}]–[{offset + len(ep) - 1}]")
        offset += len(ep)
    profile_user = f"Current profile:\n{current}\n\nMemo:\n{memo_json}\n\nRecords:\n{listing}"
    events_user = "Episodes:\n" + "\n".join(ep_lines) + f"\n\nMemo:\n{memo_json}\n\nRecords:\n{listing}"
    with ThreadPoolExecutor(max_workers=2) as pool:
        f_profile = pool.submit(
            client.call, "profile", PROFILE_SYSTEM.format(catalogue=_catalogue(cfg)) + "\n" + rule, profile_user, ProfileReply
        )
        f_events = pool.submit(client.call, "events", EVENTS_SYSTEM + "\n" + rule, events_user, EventsReply)
        profile = f_profile.result()
        events = f_events.result()

    out = BatchOutput(used_llm=True)
    allowed = set(topic_order(cfg))
    for act in profile.actions:
        if act.action == "ABORT" or not act.content.strip():
            continue
        topic, sub = _norm_key(act.topic), _norm_key(act.sub_topic)
        if topic not in allowed or not sub:
            continue
        if not _users_words(act.records, recs):
            continue  # a fact drawn from someone else's words (or from nobody's in particular) is not the user's
        rids = _rec_ids(act.records, recs)
        ts, at = _when(rids, recs)
        out.candidates.append(
            Candidate("profile", act.content.strip(), rids, ts, at, topic, sub,
                      op="update" if act.action == "UPDATE" else "append", importance=60, lang=lang)
        )
    for mem in profile.memories:
        if mem.type == "event" or not mem.content.strip():
            continue
        if mem.owner in ("user", "both") and not _users_words(mem.records, recs):
            continue
        rids = _rec_ids(mem.records, recs)
        ts, at = _when(rids, recs)
        out.candidates.append(
            Candidate(mem.type, mem.content.strip(), rids, ts, at, owner=mem.owner, importance=mem.importance,
                      lang=lang, vector_key=mem.content.strip())
        )
    by_episode = {e.episode: e for e in events.events}
    for n, ep in enumerate(episodes):
        got = by_episode.get(n)
        if got is None or not got.summary.strip():
            draft = draft_event(ep)  # the model skipped it: offline draft keeps nothing lost
            if draft is not None:
                out.events.append(draft)
            continue
        if not any(has_content(r.text) for r in ep):
            continue  # greetings, emoji and placeholders only: no event, whatever the model wrote
        anchor = ep[0].when
        gists = [annotate(clean_line(g), anchor) for g in got.gists if clean_line(g)][:5]
        out.events.append(
            EventDraft(
                user_id=ep[0].user_id, character=ep[0].character, session=ep[0].session,
                occurred_at=ep[0].occurred_at, occurred_ts=ep[0].occurred_ts, end_ts=ep[-1].occurred_ts,
                summary=annotate(got.summary.strip(), anchor), gists=gists or [got.summary.strip()],
                tags=[t.strip() for t in got.tags if t.strip()][:6], importance=got.importance,
                record_ids=[r.id for r in ep],
            )
        )
    return out
