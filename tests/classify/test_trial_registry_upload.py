"""An upload to an index kept for trying releases is not a publication (round AL's FP).

TestPyPI (by its configured name or its URL) exists so a release can be tried before it is
published: nobody installs from it by mistake and nothing there is anyone's dependency. The same
upload to the public index, to a company's index, or with the index named only by an unknown
repository keeps its pause. Tools and spellings are not the round's.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("twine upload --skip-existing --repository testpypi dist/acme_cli-0.4.0*", "go"),
    ("twine upload --repository-url https://test.pypi.org/legacy/ -u __token__ dist/*.whl", "go"),
    ("poetry publish --build -r testpypi", "go"),
    ("twine upload --skip-existing --repository pypi dist/acme_cli-0.4.0*", "pause"),
    ("twine upload --repository-url https://upload.pypi.org/legacy/ dist/*.whl", "pause"),
    ("twine upload --repository-url https://pkgs.corp.example/pypi/ dist/*", "pause"),
    ("poetry publish --build", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:70])
def test_trial_registry_upload(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/app", {"HOME": "/home/dev"}).tier.value] == expected
