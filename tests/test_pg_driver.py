"""Importing the PostgreSQL driver without Python's ``ssl`` module (memcli.store.postgres.connection._driver).

A one-shot command skips psycopg2's import of ``ssl`` (~9 ms of its CPU);
what must hold: the skip leaves ``ssl`` importable afterwards, is not taken
where another thread could meet the missing module or ``ssl`` is loaded
anyway, and a TLS connection through libpq still works after it (a real TLS
handshake, through a proxy that terminates TLS in front of the test server:
pgserver's PostgreSQL is built without TLS).
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import ssl
import struct
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from pg_fixture import PgServer

AFTER_IMPORT = """
import json, sys
{before}
from memcli.store.postgres.connection import _driver
driver = _driver()
state = {{"ssl_loaded": sys.modules.get("ssl") is not None, "ssl_entry": "ssl" in sys.modules}}
import ssl
state["context"] = type(ssl.create_default_context()).__name__
state["driver"] = driver.__name__
print(json.dumps(state))
"""


def child(before: str = "") -> dict[str, object]:
    out = subprocess.run([sys.executable, "-c", AFTER_IMPORT.format(before=before)], capture_output=True, text=True,
                         check=True, cwd="/").stdout
    return json.loads(out)  # type: ignore[no-any-return]


def test_the_driver_imports_without_ssl_and_ssl_imports_after() -> None:
    state = child()
    assert state == {"ssl_loaded": False, "ssl_entry": False, "context": "SSLContext", "driver": "psycopg2"}


def test_with_ssl_loaded_already_nothing_is_skipped() -> None:
    state = child("import ssl")
    assert state["ssl_loaded"] is True and state["driver"] == "psycopg2"


def test_with_another_thread_running_the_driver_imports_ssl_as_usual() -> None:
    # another thread could import ssl in the moment it is hidden: then nothing is hidden
    state = child("import threading\nstop = threading.Event()\nthreading.Thread(target=stop.wait, daemon=True).start()")
    assert state["ssl_loaded"] is True and state["driver"] == "psycopg2"


# -- a TLS connection after the skip ---------------------------------------------------------------------------------
SSL_REQUEST = struct.pack("!ii", 8, 80877103)


class TlsProxy:
    """Listens on 127.0.0.1, answers libpq's SSLRequest with 'S', completes the TLS handshake with a self-signed
    certificate and relays the decrypted protocol to the server's Unix socket."""

    def __init__(self, cert: Path, key: Path, unix_socket: str) -> None:
        self.context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self.context.load_cert_chain(cert, key)
        self.unix_socket = unix_socket
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.handshakes: list[str] = []
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._one, args=(client,), daemon=True).start()

    def _one(self, client: socket.socket) -> None:
        with client:
            if client.recv(8) != SSL_REQUEST:
                return
            client.sendall(b"S")
            tls = self.context.wrap_socket(client, server_side=True)
            self.handshakes.append(str(tls.version()))
            upstream = socket.socket(socket.AF_UNIX)
            upstream.connect(self.unix_socket)
            threading.Thread(target=self._pump, args=(upstream, tls), daemon=True).start()
            self._pump(tls, upstream)

    @staticmethod
    def _pump(src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def close(self) -> None:
        self.listener.close()


@pytest.fixture
def tls_proxy(pg_server: PgServer, tmp_path: Path) -> Iterator[TlsProxy]:
    if shutil.which("openssl") is None:
        pytest.skip("the TLS test makes its certificate with the openssl command")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-days", "1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    proxy = TlsProxy(cert, key, os.path.join(pg_server.socket_dir, ".s.PGSQL.5432"))
    try:
        yield proxy
    finally:
        proxy.close()


CONNECT_OVER_TLS = """
import json, sys
from memcli.store.postgres.connection import open_connection
conn = open_connection(sys.argv[1])
cur = conn.cursor()
cur.execute("SELECT current_user, 40 + 2")
print(json.dumps({"row": list(cur.fetchone()), "ssl_loaded": sys.modules.get("ssl") is not None}))
conn.close()
"""


@pytest.mark.pg
def test_a_tls_connection_works_after_the_driver_skipped_ssl(tls_proxy: TlsProxy, pg_store_url: str) -> None:
    database = pg_store_url.split("@/", 1)[1].split("?", 1)[0]
    url = f"postgresql://mem_app@127.0.0.1:{tls_proxy.port}/{database}?sslmode=require&gssencmode=disable"
    out = subprocess.run([sys.executable, "-c", CONNECT_OVER_TLS, url], capture_output=True, text=True, cwd="/",
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {"row": ["mem_app", 42], "ssl_loaded": False}
    assert tls_proxy.handshakes and tls_proxy.handshakes[0].startswith("TLS")
