"""Whether a deletion is of rows or columns in the agent's working copy of data, not in a store.

"Dropping the 'region' column from the pandas dataframe before plotting", "deleting rows with a null
label from the training frame", "removing the test accounts from my local scratch copy of leads.csv": what
loses rows is a frame in the agent's own process or a local scratch file of its own; the store the data came
from keeps every row, and reading it again restores the copy. The rules read the verb ("drop", "delete") as
a destroy act on data.

Not a working copy when the hint writes it back over a store or names one as what is changed: a database,
table or warehouse, a bucket or lake, production, a shared place, or an overwrite or upload of the result
("… and writing it back with if_exists='replace'"): those keep their verdict.
"""

from __future__ import annotations

from dongle.lazy_regex import lazy_compile

# The verbs that take rows or columns out, as the clause reader's lemmas (its findings carry that verb)
DROP_VERBS = frozenset({"drop", "delete", "remove", "truncate", "filter", "clear", "strip", "exclude"})

# The working copy: an in-memory frame, or a local scratch or cleaned copy of a data file. Examples:
#   "from the pandas dataframe", "from the training frame", "in the notebook", "my local pipeline_scratch.csv"
_COPY = lazy_compile(
    r"(?i)\b(?:data\s?frames?|df|(?:pandas|polars|spark|training|test|in-memory|working)\s+frames?)\b"
    r"(?!\s*(?:\.to_|to_sql|write))"
    r"|\bin\s+(?:the|my)\s+(?:jupyter\s+)?notebook\b"
    r"|\bmy\s+(?:own\s+)?(?:local\s+)?(?:scratch\s+)?[\w-]+\.(?:csv|tsv|parquet|xlsx|json|jsonl)\b"
    r"|\b[\w-]*(?:scratch|cleaned|_clean|sample|copy)[\w-]*\.(?:csv|tsv|parquet|xlsx|json|jsonl)\b")
# A store named as what is changed, or the result written over one
_STORE = lazy_compile(
    r"(?i)\b(?:database|db|tables?|warehouse|schema|bucket|lake|lakehouse|s3|gs|gcs|blob|prod|production"
    r"|live|shared|drive|sharepoint|upload\w*|overwrit\w*|write\s+(?:it\s+)?back|writing\s+(?:it\s+)?back"
    r"|to_sql|if_exists|replace|in\s+place|source|raw|push\w*|publish\w*|sync\w*)\b|://")


def working_copy(text: str) -> str:
    """The words naming the agent's working copy the hint's deletion is made in ("" when it names none, or
    names a store as what changes, see the module docstring)."""
    m = _COPY.search(text)
    if m is None or _STORE.search(text):
        return ""
    return m.group(0).strip()
