"""The tree-sitter Bash grammar, loaded without the `tree_sitter_bash` package's `__init__`.

That `__init__` imports `importlib.resources` (and with it pathlib, tempfile, zipfile and more) only
to offer a highlighting query the parser never uses: a quarter of a hook process's start-up. The
compiled grammar is its `_binding` extension module, loaded here straight from the installed
package's directory; if that layout ever changes, the package is imported the ordinary way.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
from typing import Any


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
