"""The app-environment words matched as one pattern say what one `fnmatchcase` per word said."""

from fnmatch import fnmatchcase

import pytest

from dongle.rules.facts import APP_ENV_WORDS, prints_app_environment

_WORDS = ["env", "printenv", "Env", "ENV", "env\n", "envx", "xenv", "env;", "env;ls", "env | grep KEY",
          "env |", "sh -c printenv", "cat /proc/1/environ", "tr '\\0' '\\n' < /proc/1/environ", "cat .env",
          "cat .envrc", "sh -c 'cat /app/.env'", "x\ncat .env", "\nenv | x", "printenv\n", "cat /app/env",
          "", "-C", "console", "web-1", "--", "environment", "PRINTENV"]


@pytest.mark.parametrize("word", _WORDS)
def test_one_pattern_matches_as_each_glob_did(word: str) -> None:
    expected = any(fnmatchcase(word, glob) for glob in APP_ENV_WORDS)
    assert prints_app_environment("ssh", ("web-1", word)) is expected


def test_only_the_hosts_of_applications_are_asked() -> None:
    assert prints_app_environment("kubectl", ("exec", "api-0", "--", "env"))
    assert not prints_app_environment("ls", ("env",))
