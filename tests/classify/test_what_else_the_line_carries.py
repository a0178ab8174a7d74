"""What a command carries besides the part a reading looked at (found in review of session 25's change).

- curl's verbose flag inside a cluster (`-sv`) or `--libcurl FILE` prints or writes the request, the
  `Authorization` header with the token in it: the token is not only sent to its own service;
- `cat FILE -` writes FILE's text as well as its stdin: what lands in the policy is not the literal text
  piped in, so it is no proof that the policy was only tightened;
- fd's `--base-directory DIR` searches DIR: its deletions are judged there, as `fd . DIR` is.
"""

from __future__ import annotations

import pytest
from command_labels import command_label

CWD, ENV = "/home/dev/project", {"HOME": "/home/dev", "USER": "dev"}
TOKEN = 'curl {} -H "Authorization: Bearer $(gh auth token)" https://api.github.com/user'


def _verdict(command: str) -> str:
    return command_label(command, CWD, ENV)


@pytest.mark.parametrize("flags", ["-sv", "-vs", "-v", "--verbose", "--libcurl /tmp/req.c",
                                   "--trace-ascii -"])
def test_a_request_that_shows_its_headers_shows_the_token(flags: str) -> None:
    assert _verdict(TOKEN.format(flags)) != "go"


@pytest.mark.parametrize("flags", ["-s", "-fsSL", "-sS --fail", "-s -o/dev/null"])
def test_a_quiet_request_to_the_tokens_own_service_goes(flags: str) -> None:
    assert _verdict(TOKEN.format(flags)) == "go"


def test_cat_of_a_file_into_the_policy_is_not_literal_text() -> None:
    assert _verdict("echo 'maxAutonomousSteps = 5' | cat loose.toml - >> .dongle/policy.toml") == "stop"


def test_fd_from_a_base_directory_deletes_there() -> None:
    assert _verdict("fd --base-directory /home/dev -t d -x rm -rf") == "stop"
    assert _verdict("fd --base-directory src -e pyc -x rm") == "go"
