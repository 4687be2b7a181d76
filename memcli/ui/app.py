"""The web app of ``mem ui``: routes, the one store thread, and rendering (Starlette and Jinja2).

Every page runs :mod:`memcli.ui.pages` on one worker thread that owns the
server's :class:`memcli.api.session.State` (a SQLite connection belongs to
the thread that opened it; requests take turns, as a single owner's browser
makes them). Templates are rendered with autoescaping on for every file, so
whatever an import brought in — HTML in a message, a ``javascript:`` link,
an SVG — is shown as text. The security checks run before any of this, in
:mod:`memcli.ui.gate`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from jinja2 import ChainableUndefined, Environment, PackageLoader
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, Response
from starlette.routing import Route

from memcli import __version__
from memcli.api.session import State
from memcli.core.errors import MemError, UsageError
from memcli.core.errors import error_line as _error_line
import memcli.ui.pages as pages
from memcli.ui.chart import activity_svg
from memcli.ui.gate import CSRF_FIELD, FormTokens

log = logging.getLogger(__name__.rpartition(".")[0])  # the package's logger


def error_line(message: str) -> str:
    """A failure's message as one printable line, without the terminal's ``mem: error:`` prefix."""
    return _error_line(message).removeprefix("mem: error: ")
STATIC = Path(__file__).with_name("static")


def environment() -> Environment:
    """Jinja2 with autoescaping for every template (not only ``.html``: nothing here is ever raw)."""
    env = Environment(loader=PackageLoader(__name__.rpartition(".")[0], "templates"), autoescape=True, undefined=ChainableUndefined,
                      trim_blocks=True, lstrip_blocks=True)
    env.globals["version"] = __version__
    env.filters["activity_svg"] = activity_svg
    return env


class StoreThread:
    """One thread that owns the server's State; :meth:`run` hands it a page function and awaits the result."""

    def __init__(self, home: Path, store_url: str | None, user: str | None) -> None:
        self.home = home
        self.store_url = store_url
        self.opts = pages.Options(user=user)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mem-ui-store")
        self._state: State | None = None

    def _call(self, fn: Callable[..., Any], *args: Any) -> Any:
        if self._state is None:
            self._state = State(home=self.home, store_url=self.store_url, pooled=True)
            if self.opts.user is not None:
                self._state.select_user(self.opts.user)
        return fn(self._state, self.opts, *args)

    async def run(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self._pool, self._call, fn, *args)

    def close(self) -> None:
        def shut() -> None:
            if self._state is not None:
                self._state.close()
                self._state = None
        self._pool.submit(shut).result()
        self._pool.shutdown(wait=True)


def build_app(home: Path, *, store_url: str | None, user: str | None, forms: FormTokens) -> tuple[Starlette, StoreThread,
                                                                                                    Callable[..., bytes]]:
    """The Starlette app, its store thread, and the error renderer the gate uses."""
    env = environment()
    store = StoreThread(home, store_url, user)

    def render(template: str, values: dict[str, Any], status: int = 200) -> HTMLResponse:
        body = env.get_template(template).render(csrf=forms.issue, **values)
        return HTMLResponse(body, status_code=status)

    def render_error(status: int, title: str, detail: str) -> bytes:
        return env.get_template("error.html").render(status=status, title=title, detail=detail,
                                                     csrf=forms.issue).encode("utf-8")

    async def show(fn: Callable[..., Any], *args: Any) -> Response:
        try:
            page: pages.Page = await store.run(fn, *args)
        except pages.NotFound as exc:
            return render("error.html", {"status": 404, "title": "Not found", "detail": error_line(str(exc))}, 404)
        except UsageError as exc:
            return render("error.html", {"status": 400, "title": "Not a request this page takes",
                                         "detail": error_line(str(exc))}, 400)
        except MemError as exc:
            return render("error.html", {"status": 409, "title": "Nothing was changed",
                                         "detail": error_line(str(exc))}, 409)
        return render(page.template, page.values, page.status)

    def form(request: Request) -> dict[str, str]:
        return dict(request.scope.get("mem.form") or {})

    async def timeline(request: Request) -> Response:
        return await show(pages.timeline, request.query_params.get("before", ""))

    async def profile(request: Request) -> Response:
        return await show(pages.profile)

    async def people(request: Request) -> Response:
        return await show(pages.people)

    async def search(request: Request) -> Response:
        return await show(pages.search, request.query_params.get("q", ""), request.query_params.get("mode", ""))

    async def item(request: Request) -> Response:
        return await show(pages.item, request.path_params["item_id"])

    async def photo(request: Request) -> Response:
        try:
            data, media = await store.run(pages.photo, request.path_params["record_id"],
                                          request.query_params.get("key", ""))
        except MemError as exc:
            return render("error.html", {"status": 404, "title": "No such photo", "detail": error_line(str(exc))}, 404)
        return Response(data, media_type=media, headers={"content-disposition": "inline"})

    def change(preview: Callable[..., Any], act: Callable[..., Any], *fields: str) -> Callable[[Request], Any]:
        """A change made by a form: its *preview* page first, *act* once the form says ``confirm=yes``;
        the page functions take the form's *fields*, in order."""
        async def handler(request: Request) -> Response:
            data = form(request)
            return await show(act if data.get("confirm") == "yes" else preview, *(data.get(f, "") for f in fields))
        return handler

    async def style(request: Request) -> Response:
        return FileResponse(STATIC / "ui.css", media_type="text/css")

    async def favicon(request: Request) -> Response:
        return Response(b"", status_code=204)

    async def not_found(request: Request, exc: Exception) -> Response:
        return render("error.html", {"status": 404, "title": "Not found",
                                     "detail": "There is no such page here."}, 404)

    async def wrong_method(request: Request, exc: Exception) -> Response:
        response = render("error.html", {"status": 405, "title": "Not a method this page takes",
                                         "detail": "Pages are read with GET; changes are made with the forms on "
                                                   "the pages."}, 405)
        response.headers["allow"] = "POST" if request.url.path in changes else "GET, HEAD"
        return response

    async def failed(request: Request, exc: Exception) -> Response:
        log.error("mem ui: %s on %s", type(exc).__name__, request.url.path, exc_info=exc)
        return render("error.html", {"status": 500, "title": "Something went wrong",
                                     "detail": "The page failed; nothing was changed. The server's terminal says "
                                               "more."}, 500)

    routes = [
        Route("/", timeline, methods=["GET"]),
        Route("/profile", profile, methods=["GET"]),
        Route("/people", people, methods=["GET"]),
        Route("/search", search, methods=["GET"]),
        Route("/item/{item_id}", item, methods=["GET"]),
        Route("/photo/{record_id}", photo, methods=["GET"]),
        Route("/forget", change(pages.forget_preview, pages.forget, "id"), methods=["POST"]),
        Route("/profile/reject", change(pages.reject_preview, pages.reject, "slot", "value"), methods=["POST"]),
        Route("/me", change(pages.me_preview, pages.me, "id"), methods=["POST"]),
        Route("/static/ui.css", style, methods=["GET"]),
        Route("/favicon.ico", favicon, methods=["GET"]),
    ]
    changes = {route.path for route in routes if route.methods == {"POST"}}  # what wrong_method says takes POST
    app = Starlette(routes=routes, exception_handlers={404: not_found, 405: wrong_method, 500: failed,
                                                       Exception: failed})
    return app, store, render_error


__all__ = ["CSRF_FIELD", "StoreThread", "build_app", "environment"]
