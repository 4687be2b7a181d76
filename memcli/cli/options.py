"""The everyday commands' options, defined once: Typer builds its commands from this table, the light
parser (:mod:`memcli.cli.fastpath`) reads it.

Why a table and not Typer functions: the commands a prompt pipeline waits
for (``recall``, ``context``…) and the small reads would otherwise spend most
of their process importing Typer and pydantic (docs/benchmarks.md), so they
are parsed without them; and for the two parsers to accept the same options,
both have to read one definition that imports neither. :func:`memcli.cli.params.typer_command`
turns an entry into a Typer command (a callback whose signature declares
these parameters with these help texts); :func:`memcli.cli.fastpath.parse`
takes the same entry's plain command lines and declines the rest, which then
reach Typer. Each command's body (``runner``, a ``module:function`` name,
imported only when it runs) takes the parameters by name, whichever parser
read them. Every other command is an ordinary Typer function in its module.

Light on purpose: plain classes (:mod:`dataclasses` imports :mod:`inspect`,
which the fast path does not otherwise load), nothing of Typer or pydantic.
"""

from __future__ import annotations

from typing import Any

from memcli.api import MODES, UNITS  # every runner imports memcli.api anyway

# what a parameter takes; each maps to one annotation and one Typer parameter (memcli.cli.params.typer_command)
FLAG = "flag"  # --json: True when given
TEXT = "text"  # --since DATE: a string
INT = "int"  # -n N: an integer, with an optional lower bound (``min``)
CHOICE = "choice"  # --mode fast|semantic|deep: one of ``choices`` (memcli.cli.params.choice)
TEXTS = "texts"  # --prefer-topics A (repeatable): a list of strings
PATH = "path"  # --html FILE: Typer's own path coercion decides, so the light parser hands such a line to Typer
ARGUMENT = "argument"  # ID: one positional argument (required unless it has a default)
ARGUMENTS = "arguments"  # QUERY...: any number of positional words
REQUIRED = ...  # the default of an argument that must be given



class Param:
    """One parameter: its name in the command body, its option names (none for an argument), what it takes."""

    __slots__ = ("name", "decls", "kind", "default", "help", "choices", "min", "metavar", "show_default")

    def __init__(self, name: str, *decls: str, kind: str = TEXT, default: Any = None, help: str,
                 choices: tuple[str, ...] = (), min: int | None = None, metavar: str | None = None,
                 show_default: bool = True) -> None:
        self.name, self.decls, self.kind, self.default, self.help = name, decls, kind, default, help
        self.choices, self.min, self.metavar, self.show_default = choices, min, metavar, show_default

    @property
    def is_argument(self) -> bool:
        return self.kind in (ARGUMENT, ARGUMENTS)

    @property
    def required(self) -> bool:
        return self.default is REQUIRED


class Command:
    """One command: its words (``config show``), its help (the first sentence is its line in ``mem --help``),
    its body and its parameters."""

    __slots__ = ("name", "help", "runner", "params")

    def __init__(self, name: str, runner: str, help: str, *params: Param) -> None:
        self.name, self.runner, self.help, self.params = name, runner, help, params


def _json(help: str = "Print JSON.") -> Param:
    return Param("json_", "--json", kind=FLAG, default=False, help=help)


def _user(help: str = "Whose memory: a user id of the store (default: config user.id).") -> Param:
    return Param("user", "--user", help=help)


ROOT = (  # the options before the command (``mem --home DIR recall …``); --version and --help are Typer's
    Param("home", "--home", metavar="DIR", show_default=False,
          help="Store directory (default: $MEM_HOME, else $XDG_DATA_HOME/mem, else ~/.local/share/mem)."),
    Param("store", "--store", metavar="URL", show_default=False,
          help="Another store: postgresql://USER@HOST/DB (default: $MEM_STORE, else config store.url, "
          "else the SQLite file in the store directory)."),
)

_RECALL = "memcli.cli.recall_core"
_VIEWS = "memcli.cli.views_run"
_STORE = "memcli.cli.store_run"

COMMANDS: dict[str, Command] = {c.name: c for c in (
    Command(
        "recall", f"{_RECALL}:recall_command",
        "Search everything in the store: records, memories and events, best first.",
        Param("query", kind=ARGUMENTS, metavar="QUERY",
              help="What to look for (words are joined; `-` reads stdin). Plain text, never query syntax."),
        Param("cue", "--cue", help="Records linked to this cue key (e.g. photo:sha256:…; a unique prefix is enough)."),
        Param("mode", "--mode", kind=CHOICE, choices=MODES,
              help="fast (full-text), semantic or deep (default: config recall.mode)."),
        Param("limit", "-n", "--limit", kind=INT, default=10, min=1, help="How many results."),
        Param("since", "--since", help="Only items on or after this date/time."),
        Param("until", "--until", help="Only items on or before this date (whole day)."),
        Param("now_", "--now",
              help="Take this date as today: semantic/deep recall weigh recency from it (reproducible)."),
        _user(),
        _json(),
    ),
    Command(
        "read", f"{_RECALL}:read_command",
        "Show one item in full, with its sources.",
        Param("item_id", kind=ARGUMENT, default=REQUIRED, metavar="ID",
              help="An id from recall/timeline/profile: r17, m3, e5."),
        _user(),
        _json(),
    ),
    Command(
        "cues", f"{_RECALL}:cues_command",
        "List registered cues (photo hashes and other keys) with how many records link to each.",
        Param("kind", "--kind", help="Only cues of this kind, e.g. photo."),
        _json(),
    ),
    Command(
        "context", "memcli.cli.context_run:context_command",
        """Print a budgeted context pack: persona, profile, agreements, timeline, relevant memories, recent records.

        The pack never exceeds --budget, and the same store and arguments give
        byte-identical output: pipe it into any LLM tool.
        """,
        Param("budget", "--budget", "-b", kind=INT, min=0, help="Most the printed pack may cost (default: context.budget)."),
        Param("unit", "--unit", kind=CHOICE, choices=UNITS,
              help="tokens (cl100k_base) or bytes (UTF-8); default: context.unit."),
        Param("query", "--query", "-q", help="What the next prompt is about; '-' reads it from stdin."),
        Param("chats", "--chats",
              help="An OpenAI-style message list (JSON file, '-' = stdin); its last messages are the query."),
        Param("mode", "--mode", kind=CHOICE, choices=MODES,
              help="Recall for the query section: fast, semantic or deep (default: context.mode, semantic)."),
        Param("now_", "--now", help="Take this date as today (ages the timeline reproducibly)."),
        Param("prefer_topics", "--prefer-topics", kind=TEXTS,
              help="Profile topics to show (and keep) first; comma-separated or repeated."),
        Param("only_topics", "--only-topics", kind=TEXTS, help="Show only these profile topics; comma-separated or repeated."),
        _user(),
        _json("Print sections, items, sources, used and the text as JSON."),
    ),
    Command(
        "stats", f"{_STORE}:stats_command",
        "Counts, sizes, pending buffer, last flush, LLM usage.",
        _user("Only this user (default: every user in the store)."),
        _json(),
    ),
    Command(
        "config show", f"{_STORE}:config_show_command",
        "Print every setting with its current value.",
        _json(),
    ),
    Command(
        "doctor", f"{_STORE}:doctor_command",
        "Check integrity and consistency. Exit 0 when everything is fine, 1 when problems remain.",
        Param("fix", "--fix", kind=FLAG, default=False,
              help="Repair what can be rebuilt (indexes, buffer states, dangling sources)."),
        _user("Only this user (default: every user in the store)."),
        _json(),
    ),
    Command(
        "profile", f"{_VIEWS}:profile_command",
        "The user profile: topic::sub_topic: content.",
        Param("topic", "--topic", "-t", help="Only this topic."),
        Param("history", "--history", kind=FLAG, default=False, help="Include superseded values (with validity)."),
        _user(),
        _json(),
    ),
    Command(
        "timeline", f"{_VIEWS}:timeline_command",
        "The event timeline, oldest to newest.",
        Param("since", "--since", help="From this date/time (YYYY-MM-DD or ISO)."),
        Param("until", "--until", help="Up to this date/time (a bare date covers the day)."),
        Param("on", "--on", help="Only this day (YYYY-MM-DD)."),
        Param("last", "-n", "--last", kind=INT, min=1, help="Only the newest N events."),
        Param("chart", "--chart", kind=FLAG, default=False, help="Print a chart of events per month or year."),
        Param("by", "--by", kind=CHOICE, default="month", choices=("month", "year"), help="Chart buckets."),
        Param("html", "--html", kind=PATH, help="Write the timeline as a standalone HTML page."),
        Param("title", "--title", default="mem timeline", help="Title of the --html page."),
        _user(),
        _json(),
    ),
    Command(
        "people", f"{_VIEWS}:people_command",
        "The people the user talks about: relation, name and what is known of them, with sources.",
        Param("who", kind=ARGUMENT, show_default=False,
              help="A name or relation (上司, 表弟, boss, brother) to show."),
        _user(),
        Param("history", "--history", kind=FLAG, default=False, help="Also list older values that were replaced."),
        _json(),
    ),
)}
