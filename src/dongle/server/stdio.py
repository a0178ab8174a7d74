"""Serving over stdio (`dongle.stdio_wire`), with undecodable input bytes made visible to the
envelope validator.

The SDK decodes stdin with `errors="replace"`, which would turn invalid UTF-8 into U+FFFD and let
it pass as ordinary text. MCP-AQL wants such input rejected with `VALIDATION_INVALID_ENCODING`
(core §4.7.1), so this reader maps every undecodable byte to the noncharacter U+FDD0 (reserved by
Unicode for exactly this kind of internal use), which the envelope refuses wherever it appears.
"""

from __future__ import annotations

import codecs

from dongle.server.app import DongleApp
from dongle.server.envelope import NONCHARACTER_MARK
from dongle.stdio_wire import stdio_streams

_HANDLER = "dongle-mark-invalid"


def _mark(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeDecodeError):
        raise error
    return NONCHARACTER_MARK * (error.end - error.start), error.end


codecs.register_error(_HANDLER, _mark)


async def serve_stdio(app: DongleApp) -> None:
    mark = "\\u" + format(ord(NONCHARACTER_MARK), "04x")  # a lone-surrogate escape reads as invalid too
    async with stdio_streams(errors=_HANDLER, surrogate_mark=mark) as (read_stream, write_stream):
        await app.server.run(read_stream, write_stream, app.server.create_initialization_options())
