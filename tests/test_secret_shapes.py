"""Which words in what people write count as a secret (memcli.core.redact.find_secrets), in both languages.

Derived text (gists, memories, people facts, packs) leaves these out; the raw record keeps them. A false
positive costs a word of a memory, a false negative leaks a PIN into every prompt: both kinds are listed.
"""

from __future__ import annotations

import pytest

from memcli.core.redact import SECRET_MASK, find_secrets, has_secret, mask_secrets

SECRETS = [
    # (text, the secret in it)
    ("今天去银行办了新卡，新卡的密码我设成了483920，别告诉别人。", "483920"),
    ("家里wifi密码是tulip-7731-kiwi，我妈总是记不住。", "tulip-7731-kiwi"),
    ("支付密码：880123", "880123"),
    ("口令是 open-sesame-42", "open-sesame-42"),
    ("WiFi密码是guest", "guest"),
    ("银行卡PIN码是 0517", "0517"),
    ("my password is hunter2.", "hunter2"),
    ("My Password: Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("the password is correcthorsebatterystaple", "correcthorsebatterystaple"),
    ("The PIN is 0921.", "0921"),
    ("pin code 7788 for the garage", "7788"),
    ("card 4111 1111 1111 1111 expires 03/27", "4111 1111 1111 1111"),
    ("我的卡号是4539 5787 6362 1486", "4539 5787 6362 1486"),
    ("Amex 378282246310005", "378282246310005"),
    ("用这个 key: sk-proj-abcdEFGH1234ijklMNOP5678", "sk-proj-abcdEFGH1234ijklMNOP5678"),
    ("api_key=9f8e7d6c5b4a39281706f5e4d3c2b1a0", "9f8e7d6c5b4a39281706f5e4d3c2b1a0"),
    ("aws AKIAIOSFODNN7EXAMPLE in the script", "AKIAIOSFODNN7EXAMPLE"),
    ("token ghp_abcdefghijklmnopqrstuvwxyz0123456789", "ghp_abcdefghijklmnopqrstuvwxyz0123456789"),
    ("Authorization: Bearer abc123def456ghi789jkl", "abc123def456ghi789jkl"),
]

NOT_SECRETS = [
    "我的手机号是13812345678，有事打给我。",
    "call me at +1 (555) 123-4567 or +86 138 1234 5678",
    "订单号 4539578763621486，明天到货。",
    "order number 4539578763621486 shipped",
    "tracking 1Z999AA10123456784",
    "身份证号 110101199003078888",
    "价格是￥1299.00，比去年便宜。",
    "It cost $4,299.99 in 2023.",
    "I was born on April 12, 1995 in Hangzhou.",
    "我1995年4月12日出生在杭州，2017年毕业。",
    "会议在2024-03-01 14:30，地点是302室。",
    "密码学很有意思，下学期选了这门课。",
    "我忘了密码，只好去银行重置。",
    "PIN码忘了，明天再去银行。",
    "I forgot my password again.",
    "the password is strong enough",
    "Spin the wheel; the keys are on the table.",
    "ISBN 978-7-111-54742-6",
    "timestamp 1709294400000",
    "",
]


@pytest.mark.parametrize(("text", "secret"), SECRETS, ids=[t[:24] for t, _ in SECRETS])
def test_secret_is_found_and_masked(text: str, secret: str) -> None:
    assert has_secret(text)
    spans = find_secrets(text)
    assert any(text[a:b] == secret for a, b, _kind in spans), spans
    masked = mask_secrets(text)
    assert secret not in masked and SECRET_MASK in masked
    # the words around the secret stay as written
    assert masked.replace(SECRET_MASK, secret) == text


@pytest.mark.parametrize("text", NOT_SECRETS, ids=[t[:24] or "empty" for t in NOT_SECRETS])
def test_ordinary_numbers_and_words_are_not_secrets(text: str) -> None:
    assert find_secrets(text) == []
    assert mask_secrets(text) == text


def test_kinds_name_what_was_found() -> None:
    kinds = [k for _a, _b, k in find_secrets("密码是abc12345, card 4111111111111111, sk-abcdefghijklmnop1234")]
    assert kinds == ["password", "card", "token"]
