"""The Hugging Face Hub distributes models and datasets as PyPI distributes packages: pushing to it
publishes (pause, as for Docker Hub); pulling from it is a download. Paraphrase of hints-blind-T HT-ml-4.
"""

from __future__ import annotations

import pytest
from test_hint_principles import _check

CASES = [
    ("pushing the LoRA adapter to the public Hugging Face repo acme/support-bot", "pause"),
    ("uploading the eval set to huggingface.co/datasets/acme/evals", "pause"),
    ("downloading the base model weights from Hugging Face into models/", "go"),
]


@pytest.mark.parametrize(("hint", "want"), CASES, ids=[h[:60] for h, _ in CASES])
def test_model_registry(hint, want):
    _check(hint, want)
