"""The tree-sitter Bash grammar, loaded without the `tree_sitter_bash` package's `__init__`, and the
one parser every reader of shell text shares.

That `__init__` imports `importlib.resources` (and with it pathlib, tempfile, zipfile and more) only
to offer a highlighting query the parser never uses: a quarter of a hook process's start-up. The
compiled grammar is its `_binding` extension module, loaded here straight from the installed
package's directory; if that layout ever changes, the package is imported the ordinary way.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import re
import sys
from typing import Any

_PARSER: Any = None


def bash_language() -> Any:
    """The pointer `tree_sitter.Language` takes for the Bash grammar."""
    loaded = sys.modules.get("tree_sitter_bash")
    if loaded is not None:
        return loaded.language()
    package = importlib.machinery.PathFinder.find_spec("tree_sitter_bash")
    locations = list(package.submodule_search_locations or ()) if package else []
    finder = importlib.machinery.FileFinder(
        locations[0] if locations else "",
        (importlib.machinery.ExtensionFileLoader, importlib.machinery.EXTENSION_SUFFIXES),
    )
    spec = finder.find_spec("tree_sitter_bash._binding") if locations else None
    if spec is None or spec.loader is None:
        import tree_sitter_bash

        return tree_sitter_bash.language()
    binding = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(binding)
    return binding.language()


# tree-sitter-bash (0.23 to 0.25.1 at least) calls C `isdigit` on the character after `{` and its
# digits, and after `{N..` and its digits (the brace-range check in its scanner): `isdigit` indexes a
# 384-entry table, so a code point above 255 there reads outside it. Far enough outside (4-byte
# characters) it is a SIGSEGV, which kills the hook process: a crash an agent's hook runner treats as
# "no verdict", so a fail-open (tree-sitter/tree-sitter-bash#337). 4-byte characters anywhere are
# replaced (that was the first fix, and readers rely on its shape); any other non-ASCII character
# is replaced where the scanner reads it.
_FOUR_BYTE = re.compile(rb"[\xf0-\xf7][\x80-\xbf]{3}|[\xf0-\xff]")
_AFTER_BRACE = re.compile(rb"(?<=\{)([0-9]*(?:\.\.[0-9]*)?)([\xc0-\xef][\x80-\xbf]*|[\x80-\xbf])")
_NON_ASCII = re.compile(rb"[\x80-\xff]")  # compiled once: asked of every line the grammar reads


def crash_safe(data: bytes) -> bytes:
    """The bytes to hand the grammar: characters the scanner cannot read replaced by as many `X`.

    Same length, so a node's offsets still index the original bytes, which callers read words from.
    """
    if not _NON_ASCII.search(data):
        return data
    data = _FOUR_BYTE.sub(lambda m: b"X" * len(m.group(0)), data)
    return _AFTER_BRACE.sub(lambda m: m.group(1) + b"X" * len(m.group(2)), data)


def parse_tree(data: bytes) -> Any:
    """`data` parsed by the shared Bash parser, built on first use (only a line that needs the
    grammar pays for loading it). Parsing holds the GIL, so threads may share it."""
    global _PARSER
    if _PARSER is None:
        from tree_sitter import Language, Parser

        _PARSER = Parser(Language(bash_language()))
    return _PARSER.parse(crash_safe(data))
