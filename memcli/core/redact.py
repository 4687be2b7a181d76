"""Keep secrets out of anything we print, log or store.

Two kinds of secret, two jobs:

* **mem's own keys.** The configured API key (from the environment
  variable named by ``llm.api_key_env``, or the config file) is replaced
  wherever it appears (:func:`redact`), and so is anything shaped like a
  bearer token. Surrounding whitespace is not part of a key (``$(cat key)``
  of a CRLF file ends in ``\\r``), and the obvious transforms of a key are
  masked too: an endpoint that echoes it may well send it base64- or
  URL-encoded, or reversed.
* **The user's secrets in what they wrote** (:func:`find_secrets`,
  :func:`mask_secrets`): a password or PIN right after 密码/口令/password/PIN,
  a card number (a known card prefix, 13–19 digits, passing the Luhn check,
  not labelled as an order, tracking or ID number), and API key or token
  shapes. The raw record keeps them as written; everything derived from it
  (gists, memories, people facts, what a pack shows) gets
  :data:`SECRET_MASK` in their place. Phone numbers, dates, prices, years and order numbers are
  not secrets (tests/test_secret_shapes.py holds both kinds, in both languages).
"""

from __future__ import annotations

import base64
import os
import re
import sys
from functools import lru_cache
from urllib.parse import quote, quote_plus

MASK = "********"
_BEARER = re.compile(r"(?i)(bearer\s+)[A-Za-z0-9._\-~+/=]{8,}")
_SK = re.compile(r"\bsk-[A-Za-z0-9_\-]{8,}")
_MIN_LEN = 4
_extra_secrets: set[str] = set()


def register_secret(value: str) -> None:
    """Remember a secret value so that :func:`redact` masks it (and its transforms)."""
    value = (value or "").strip()
    if len(value) >= _MIN_LEN:
        _extra_secrets.add(value)


@lru_cache(maxsize=64)
def _forms(secret: str) -> tuple[str, ...]:
    """The secret and the encodings an echoing server is likely to use, longest first."""
    raw = secret.encode("utf-8")
    forms = {secret, secret[::-1], quote(secret, safe=""), quote_plus(secret, safe=""), raw.hex()}
    for b64 in (base64.b64encode(raw).decode("ascii"), base64.urlsafe_b64encode(raw).decode("ascii")):
        forms.add(b64)
        forms.add(b64.rstrip("="))  # unpadded, as JWT-style encoders write it
    return tuple(sorted((f for f in forms if len(f) >= _MIN_LEN), key=len, reverse=True))


def _secrets() -> set[str]:
    out = set(_extra_secrets)
    env_name = os.environ.get("MEM_LLM_API_KEY_ENV_NAME", "MEM_LLM_API_KEY")
    for name in {env_name, "MEM_LLM_API_KEY"}:
        val = (os.environ.get(name) or "").strip()
        if len(val) >= _MIN_LEN:
            out.add(val)
    return out


def redact(text: str) -> str:
    out = text
    for secret in _secrets():
        for form in _forms(secret):
            if form in out:
                out = out.replace(form, MASK)
            elif form.lower() != form and form.lower() in out.lower():  # hex or %-escapes in another case
                out = re.sub(re.escape(form), MASK, out, flags=re.IGNORECASE)
    out = _BEARER.sub(r"\1" + MASK, out)
    return _SK.sub("sk-" + MASK, out)


def print_traceback() -> None:
    """The current exception's traceback on stderr (``MEM_DEBUG=1``), secrets masked.

    A traceback quotes exception messages and source lines, and an HTTP
    client's message may hold the request's headers.
    """
    import traceback

    from memcli.core.termsafe import safe_text

    sys.stderr.write(safe_text(redact(traceback.format_exc())))
    sys.stderr.flush()


# --- the user's secrets in what they wrote ---------------------------------------------------------

SECRET_MASK = "•••"
"""What derived text shows where the user wrote a secret (not ``*``: Markdown-aware gists would eat it)."""
_VALUE_CHARS = r"[A-Za-z0-9!@#$%^&*_+\-=~.?/|]"
_KEYWORD_ZH = r"(?:支付密码|登录密码|密碼|密码|口令)"
_KEYWORD_EN = r"(?<![A-Za-z])(?:(?i:password|passcode|passphrase|passwd|pass\s?word|pwd|pin\s?code|pin\s?number)|PIN(?:码|碼)?|pin(?:码|碼))"
# between the keyword and the value: a few words of the same clause (是, 我设成了, is now, : …), never a clause break
_JOIN_ZH = r"[^A-Za-z0-9\s，。,.;；！!？?、\n:：=＝\"“”'‘’（）()]{0,8}?\s*[:：=＝]?\s*"
_JOIN_EN = r"\s*(?:(?i:is|was|is now|will be|set to|changed to|=|:|：)\s*)?"

_TRIGGER_WORDS = ("密码", "密碼", "口令", "pass", "pwd", "pin", "key", "token", "secret", "bearer", "sk-", "ghp_",
                  "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "xox", "akia", "aiza", "eyj", "private")
"""One of these (in lower case) or a run of eight digits is in every text a shape matches: most texts cost one
scan of their lower-cased form (~2 µs for a chat turn)."""


class _Shapes:
    """The compiled patterns, built on first use: most commands never look for a secret (~3 ms to compile)."""

    def __init__(self) -> None:
        self.keyword = re.compile(
            rf"(?:{_KEYWORD_ZH}{_JOIN_ZH}|{_KEYWORD_EN}(?:{_JOIN_EN}|{_JOIN_ZH}))(?P<v>{_VALUE_CHARS}{{4,64}})")
        self.tokens = re.compile(
            r"\b(?:sk-(?:proj-|ant-)?[A-Za-z0-9_\-]{16,}"
            r"|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,}"
            r"|xox[abprs]-[A-Za-z0-9\-]{10,}"
            r"|AKIA[0-9A-Z]{16}"
            r"|AIza[0-9A-Za-z_\-]{35}"
            r"|eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,})"
            r"|-----BEGIN [A-Z ]*PRIVATE KEY-----")
        self.labelled_key = re.compile(
            r"(?i:\b(?:api[_\- ]?key|access[_\- ]?token|auth[_\- ]?token|secret[_\- ]?key|client[_\- ]?secret|token"
            r"|secret)\s*(?:is\s*|[:=：]\s*)[\"']?)(?P<v>[A-Za-z0-9._\-~+/=]{16,})")
        self.bearer = re.compile(r"(?i:bearer\s+)(?P<v>[A-Za-z0-9._\-~+/=]{16,})")
        self.card = re.compile(r"(?<![\d.,])(?:\d[ \-]?){12,18}\d(?![\d.,]\d)")
        self.not_a_card = re.compile(
            r"(?i:订单|单号|运单|快递|物流|发票|流水|编号|工号|学号|身份证|护照|电话|手机|order|tracking|invoice|"
            r"ref(?:erence)?|receipt|ticket|serial|phone|tel|isbn|no\.|#)[^\d\n]{0,12}$")
        self.digits = re.compile(r"\d{4}[ \-]?\d{4}")
        self.words = re.compile("|".join(re.escape(w) for w in _TRIGGER_WORDS))


@lru_cache(maxsize=1)
def _shapes() -> _Shapes:
    return _Shapes()


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def _card_prefix(digits: str) -> bool:
    """A length and leading digits that a payment card network issues (Visa, Mastercard, Amex, UnionPay, JCB,
    Discover, Diners): 13–19 random digits pass Luhn one time in ten, a card prefix cuts that further."""
    n = len(digits)
    if digits[0] == "4":
        return n in (13, 16, 19)
    if digits[:2] in ("34", "37"):
        return n == 15
    if "51" <= digits[:2] <= "55" or "2221" <= digits[:4] <= "2720":
        return n == 16
    if digits[:2] in ("62", "65", "35") or digits[:4] == "6011" or digits[:2] in ("30", "36", "38"):
        return 14 <= n <= 19
    return False


def _plausible_value(value: str, zh: bool) -> bool:
    """Whether the word after a password keyword is a password rather than more prose.

    After a Chinese keyword any ASCII word of four or more is (密码是guest); after an English one
    it needs a digit or symbol, or twelve letters (``password is strong`` is prose,
    ``password is hunter2`` is not)."""
    if zh:
        return True
    if any(ch.isdigit() for ch in value) or any(not ch.isalnum() for ch in value):
        return True
    return len(value) >= 12


def find_secrets(text: str) -> list[tuple[int, int, str]]:
    """Where *text* holds a likely secret: ``(start, end, kind)`` spans of the secret itself, in order.

    *kind* is ``password``, ``card`` or ``token``. Only the value is spanned
    (``密码我设成了`` stays, ``483920`` is the secret).
    """
    if not text:
        return []
    shapes = _shapes()
    if shapes.words.search(text.lower()) is None and shapes.digits.search(text) is None:
        return []
    spans: list[tuple[int, int, str]] = []
    for m in shapes.keyword.finditer(text):
        value = m.group("v").rstrip(".?!|/")
        zh = not m.group(0)[:1].isascii()
        if len(value) >= 4 and _plausible_value(value, zh):
            spans.append((m.start("v"), m.start("v") + len(value), "password"))
    for pattern in (shapes.labelled_key, shapes.bearer):
        for m in pattern.finditer(text):
            value = m.group("v")
            if any(ch.isdigit() for ch in value) and any(ch.isalpha() for ch in value):
                spans.append((m.start("v"), m.end("v"), "token"))
    for m in shapes.tokens.finditer(text):
        spans.append((m.start(), m.end(), "token"))
    for m in shapes.card.finditer(text):
        digits = re.sub(r"[ \-]", "", m.group(0))
        if 13 <= len(digits) <= 19 and _card_prefix(digits) and _luhn(digits) \
                and not shapes.not_a_card.search(text[max(0, m.start() - 24):m.start()]):
            spans.append((m.start(), m.end(), "card"))
    spans.sort()
    merged: list[tuple[int, int, str]] = []
    for start, end, kind in spans:
        if merged and start < merged[-1][1]:
            prev = merged[-1]
            merged[-1] = (prev[0], max(prev[1], end), prev[2])
        else:
            merged.append((start, end, kind))
    return merged


def has_secret(text: str) -> bool:
    """Whether *text* holds something shaped like a password, PIN, card number or key (:func:`find_secrets`)."""
    return bool(find_secrets(text))


def mask_secrets(text: str) -> str:
    """*text* with every likely secret (:func:`find_secrets`) replaced by :data:`SECRET_MASK`; the rest as written."""
    spans = find_secrets(text)
    if not spans:
        return text
    out: list[str] = []
    at = 0
    for start, end, _kind in spans:
        out.append(text[at:start])
        out.append(SECRET_MASK)
        at = end
    out.append(text[at:])
    return "".join(out)
