"""History rewritten or a working tree discarded in a clone under scratch: the clone is a copy.

"Running git filter-repo on a fresh clone in /tmp to test how big the repo would be; nothing gets
pushed", "git reset --hard HEAD~3 in my scratch clone at /tmp/bisect-work", "Run git filter-repo in my
throwaway clone at /tmp/history-probe to measure the size". A clone made under /tmp holds nothing its
remote does not: rewriting its history or resetting its tree loses no commit anyone has, and deleting the
clone undoes it all. The rubric pauses a history rewrite or a hard reset because it loses work in the
repository people use; here that repository is untouched.

It stops being a copy, and keeps its pause, when:
- the result leaves the clone: a push, a force-push, a mirror, a publish, named anywhere in the hint
  (unless said not to happen: "nothing gets pushed");
- the command names a path outside scratch (`git -C ~/src/app reset --hard`), or the clone is only where
  something was copied *to* ("after copying it to /tmp"): the act may then run on the real checkout;
- production, a secret's value or anyone outside is named (boundary_vetoes.py): those are not answered
  by the act happening in a copy.
Only the git findings listed below are lowered, and only from pause: a stop stays.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.boundary_vetoes import outside_boundary
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel

# The act happens in a clone, checkout, worktree or copy that the hint places under /tmp or /var/tmp
_CLONE_IN_SCRATCH = lazy_compile(
    r"(?i)\b(?:clone|checkout|worktree|copy|working\s+copy)\b[^.;]{0,40}?\b(?:in|at|under|inside)\s+"
    r"(?:`)?/(?:var/)?tmp(?:/[\w.-]+)*/?")
# The result leaves the clone
_LEAVES = lazy_compile(r"(?i)\b(?:push\w*|force-push\w*|mirror\w*|publish\w*|upload\w*|send\w*|sync\w*)\b")
_NOT_LEAVING = lazy_compile(
    r"(?i)\b(?:nothing|never|not|no(?:thing)?\s+(?:is|gets|will\s+be))\s+(?:gets\s+|is\s+|be\s+)?"
    r"(?:push\w*|force-push\w*|publish\w*|mirror\w*)\b|\bwithout\s+pushing\b|\bno\s+push\b")
# A path the command names outside scratch: a home, an absolute path, a -C elsewhere
_OTHER_PATH = lazy_compile(r"(?:^|\s)(?:-C\s+)?(?:~|/(?!(?:var/)?tmp\b))[\w.~/-]*")
# What a rewrite or a discard in a copy loses nothing of
CLONE_LOCAL_RULES = frozenset({
    "git.history-rewrite", "git.reset-hard", "git.clean-force", "git.clean-ignored", "git.checkout-discard",
    "git.restore-worktree", "git.switch-discard", "git.reflog-expire",
})
# Findings a part may carry beside those, saying only how it was read
_ALSO = frozenset({"hint.execute"})
# The boundary classes the scratch clone answers itself: the repository it rewrites is the copy
_ANSWERED = frozenset({"a whole store others work in", "a loss with no copy"})


def scratch_clone(text: str) -> str:
    """The words that put the hint's git act in a clone under scratch, or "" (see the module)."""
    m = _CLONE_IN_SCRATCH.search(text)
    if m is None or outside_boundary(text, skip=_ANSWERED):
        return ""
    leaves = _LEAVES.search(_NOT_LEAVING.sub(" ", text))
    return "" if leaves else " ".join(m.group(0).split())


def in_scratch_clone(text: str, parts: list[Assessment]) -> list[Assessment]:
    """The judged commands a rewrite or discard in a scratch clone explains, judged reversible with the
    reason; the others, and every command that names a path outside scratch, as they were."""
    where = scratch_clone(text)
    if not where:
        return parts
    return [_lowered(p, where) if _explained(p) else p for p in parts]


def _explained(a: Assessment) -> bool:
    rules = set(a.rules)
    return (a.danger_level == DangerLevel.DESTRUCTIVE and bool(rules & CLONE_LOCAL_RULES)
            and rules <= CLONE_LOCAL_RULES | _ALSO and not _OTHER_PATH.search(a.subject))


def _lowered(a: Assessment, where: str) -> Assessment:
    why = f"in a clone under scratch ({where}): a copy, its remote keeps every commit and nothing is pushed"
    return assess(DangerLevel.REVERSIBLE, kind=a.kind, subject=a.subject,
                  rules=(*a.rules, "hint.scratch-clone"), factors=(*a.factors, why))
