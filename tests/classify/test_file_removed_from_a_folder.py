"""A file removed from a project folder is an edit of the checkout: the folder after "from" or "in" is
where the file is, not a thing removed, and version control brings the file back. The folder itself
removed, data or exports removed, or a whole sweep keeps its pause. Wordings are our own."""

from __future__ import annotations

import pytest
from hint_twins import assert_kept, assert_rules_go

from dongle.classify.prose import _where_it_is, tokenize

EDITS = [
    "Removing the stray .gitkeep from assets/icons now that the folder has real files",
    "Deleting the unused .eslintrc.old in packages/web",
    "Removing the leftover .keep file from static/fonts",
    "Deleting the obsolete Makefile.bak from tools/release",
]
KEPT = [
    ("Removing assets/icons", "pause"),
    ("Removing the customers.csv from data/exports", "pause"),
    ("Deleting every file in uploads/avatars", "pause"),
    ("Removing the .gitkeep from static/fonts and then running rm -rf static", "pause"),
    ("Removing the prod .env from deploy/secrets", "pause"),
]


@pytest.mark.parametrize("hint", EDITS)
def test_a_file_taken_out_of_a_project_folder_is_an_edit(hint: str) -> None:
    assert_rules_go(hint)


@pytest.mark.parametrize(("hint", "want"), KEPT)
def test_the_folder_itself_or_data_keeps_its_verdict(hint: str, want: str) -> None:
    assert_kept(hint, want)


def test_a_folder_after_from_is_where_the_file_is() -> None:
    file, folder = tokenize("removing .gitkeep from assets/icons")[1], tokenize("assets/icons")[0]
    assert _where_it_is(["removing", ".gitkeep", "from", "assets/icons"], "assets/icons", [file, folder])
    assert not _where_it_is(["removing", "assets/icons"], "assets/icons", [folder])
    assert not _where_it_is(["deleting", "the", "paths", "in", "src/"], "src/", tokenize("src/"))
