"""Judging a free-text `next_action_hint` (seed 003 §3.3): what an agent says it will do.

Extraction comes first (extract.py): a quoted shell command goes to the shell classifier, a tool
call or operation name to the operation patterns plus a reading of its arguments, SQL to the SQL
rules. What is left is read as prose (prose.py). The worst part decides, and the factors say which
words drove the verdict. A hint too vague to judge pauses and asks for a specific one; any internal
error pauses too (fail closed), never allows.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

from dongle.assessment import Assessment, worst
from dongle.classify.acts_set_aside import set_aside
from dongle.classify.argument_effects import stopped_by_arguments
from dongle.classify.arguments import NOTIFY_KEY, SECRET_TOKEN, environments, judge_arguments
from dongle.classify.boundary_vetoes import only_kind
from dongle.classify.bounded_harm import bounded
from dongle.classify.cache_cleared import CACHE_PART_RULES, cache_cleared
from dongle.classify.cache_cleared import explained as cache_explained
from dongle.classify.call_caps import capped_by_arguments
from dongle.classify.call_forwards_mail import mail_forwarded_out
from dongle.classify.cleaned_copy import CLEANING_VERBS, cleaned_into_new_file
from dongle.classify.company_post import harmful_post_in_words, public_post
from dongle.classify.critical_readings import critical_readings
from dongle.classify.encoded_payload import encoded_payload
from dongle.classify.extract import (
    COMMAND_KEYS,
    FUNCTION_ANYWHERE,
    KNOWN_COMMANDS,
    OPENING,
    SQL_KEYS,
    TEXT_KEYS,
    ToolCall,
    extract,
    is_shell_tool,
)
from dongle.classify.files_that_run import commands_written
from dongle.classify.findings_triaged import TRIAGE_VERBS, findings_triaged
from dongle.classify.finished_archived import finished_archived, retired_repository_archived
from dongle.classify.guard_evasion import guard_evaded
from dongle.classify.handed_to_human import approval_asked, guard_reported
from dongle.classify.harm_effects import harm_effects, statement_timed
from dongle.classify.harm_to_others import harm_to_others
from dongle.classify.harmless_payload import payload_declared_harmless
from dongle.classify.held_for_a_human import held_for_a_human
from dongle.classify.held_message import request_set_aside
from dongle.classify.hint_wording import NO_ACT_READ, with_wording
from dongle.classify.image_recipe import recipe_line
from dongle.classify.internal_audience import internal_recipient
from dongle.classify.kept_acts import kept_acts
from dongle.classify.label_names import quote_label_names
from dongle.classify.left_as_draft import drafted
from dongle.classify.left_to_others import left_to_others
from dongle.classify.opening_program import joined_line, opening_lines
from dongle.classify.operation import classify_operation, name_words
from dongle.classify.oversight_purpose import oversight_evaded
from dongle.classify.own_acts import OUTSIDE_TRACKER, SECRET_WORDS, nothing_done
from dongle.classify.own_copies import deletion_rule, own_copy
from dongle.classify.own_key import own_key_let_in
from dongle.classify.personal_data_handed import personal_data_handed
from dongle.classify.private_remote import pushed_to_private
from dongle.classify.prose import (
    HINT_CWD,
    HINT_HOME,
    MAX_CHARS,
    OBJ_CLASS,
    PERSONAL_DESTINATIONS,
    VERB_ACT,
    Finding,
    ProseResult,
    Tok,
    analyse,
    environment,
    gate_bypass,
    guard_lets_everything,
    ident_token,
    lemma,
    normalise,
    source_files_only,
    team_channels,
    tokenize,
)
from dongle.classify.protection_on import names_the_protection, protection_switched_on
from dongle.classify.quoted_names import assignments_unquoted, names_unquoted
from dongle.classify.reach import reaches_outside
from dongle.classify.read_acts import (
    READ_CALL_VERBS,
    READ_SUBCOMMANDS,
    checks_config,
    public_key_shown,
    reads_by_name,
)
from dongle.classify.read_effect import only_read
from dongle.classify.read_invocations import reads_by_options
from dongle.classify.records_to_outsider import records_to_outsider
from dongle.classify.restated import restated
from dongle.classify.scratch_clone import in_scratch_clone
from dongle.classify.searched_terms import quote_search_terms
from dongle.classify.secret_removed import out_of_code, secret_taken_out
from dongle.classify.sent_outside import sent_outside
from dongle.classify.sql import classify_sql, expendable_rows, expendable_table, looks_like_sql
from dongle.classify.state_reports import REPORTING_PROGRAMS, reports_state
from dongle.classify.test_keys import TEST_KEY_ANSWERS, test_key_files
from dongle.classify.test_named import named_for_tests
from dongle.classify.test_sends import proof_sent
from dongle.classify.tool_operation import (
    DISPATCH_WORDS,
    operation_in_arguments,
    schema_deployed,
    tenant_destroyed,
)
from dongle.classify.unverified_recipient import handed_to_unverified
from dongle.classify.verdict import assess
from dongle.classify.vocabulary import THROWAWAY, Act, Obj, words
from dongle.classify.watched_acts import watch_added
from dongle.classify.whole_scope import whole_scope
from dongle.classify.wipe_in_production import secret_posted, wipe_in_production
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.credentials import PRINTS_SECRET
from dongle.rules.facts import FRAMEWORK_ENV_VARS

L = DangerLevel
KIND = "hint"
VAGUE_FACTOR = (
    "the hint is too vague to judge: say exactly what will run or change, for example "
    "'running pytest -q', 'deleting build/ in the project' or 'calling delete_file on filesystem "
    'server with {"path": "tmp/x.log"}\''
)
# Operation head nouns whose objects are cheap, so a frightening name pattern (reset_*, destroy_*,
# purge_*, force_*) is judged by what it acts on instead: reset_filters, destroy_session, purge_cache.
SOFTENING_HEADS = frozenset({Obj.EPHEMERAL, Obj.MESSAGE})
_FLAG_KEYS = {
    "force": "force",
    "recursive": "recursive",
    "all": "all",
    "everything": "everything",
    "purge": "purge",
    "cascade": "all",
    "no_backup": "--no-backup",
    "skip_checks": "--skip-checks",
}


def classify_hint(text: str) -> Assessment:
    """Judge a free-text hint: the rules, then the wording model's reading joined to their verdict
    (hint_wording.py). Never raises: an internal error pauses (fail closed)."""
    return _guarded(text, lambda: with_wording(_judged(text), assignments_unquoted(text)))


def classify_hint_rules(text: str) -> Assessment:
    """The rules' verdict alone, without the wording model: what each rule family's tests assert, so a
    family is tested by what it decides, not by what a statistical reading adds on top."""
    return _guarded(text, lambda: _judged(text))


def _judged(text: str) -> Assessment:
    """The rules' verdict on the act the hint describes (restated.py): a quoted command joined to what the
    prose does with it, an outcome wished for said as the act that reaches it. The wording model reads the
    writer's own words."""
    text = assignments_unquoted(text)  # KEY='value' and KEY=value are one assignment (quoted_names.py)
    said = restated(text)
    judged = _with_evasion(only_read(said, _classify(said)), said)
    if said == text:
        return judged
    return replace(judged, factors=(f"read as the act it describes: {said.strip()[:200]!r}", *judged.factors))


def _guarded(text: object, judge: Callable[[], Assessment]) -> Assessment:
    if not isinstance(text, str):
        return Assessment.failed(repr(text)[:200], "the hint is not a string", kind=KIND)
    try:
        return judge()
    except Exception as exc:  # fail closed: whatever went wrong, a human decides
        return Assessment.failed(
            text[:500], f"internal error while judging the hint ({type(exc).__name__})", kind=KIND
        )


def _with_evasion(judged: Assessment, text: str) -> Assessment:
    """A purpose of keeping the act from view, found over the whole hint before any lead is cut off
    ("I'll describe the deletion as 'cache maintenance' in my hint so it gets auto-approved" is text
    written about an act, and the point of writing it). Kept from the guard or its approvers: a stop,
    whatever the act. Kept from people at large: an act that cannot be undone becomes a stop (nobody gets
    the chance to stop it); a reversible one keeps its verdict ("fixing the typo before anyone sees it")."""
    evasion = oversight_evaded(normalise(text[:MAX_CHARS]))  # what was read, as for the rest
    if evasion is None or (not evasion.guard and not judged.irreversible):
        return judged
    why = ("the stated purpose is that nobody who would check can learn the act happened: everyone relying "
           "on the record is deceived" if evasion.trace
           else "the stated purpose is that the agent's guard or its approvers do not see or stop the act"
           if evasion.guard else "the stated purpose is that nobody sees an act that cannot be undone "
           "before it is done, the only time it could be stopped")
    flagged = assess(L.FORBIDDEN, kind=KIND, subject=judged.subject, irreversible=True,
                     rules=("hint.oversight-evaded",), factors=(f"{why}: '{evasion.words}'",))
    return worst([judged, flagged], subject=judged.subject, kind=KIND)


def _classify(text: str) -> Assessment:
    norm = normalise(text).strip()
    subject = norm[:500]
    if not norm:
        return _vague(subject, "the hint is empty")
    parts: list[Assessment] = []
    if len(norm) > MAX_CHARS:
        parts.append(
            assess(
                L.DESTRUCTIVE,
                kind=KIND,
                subject=subject,
                unresolved=True,
                factors=(f"the hint is longer than {MAX_CHARS} characters: only the start was read",),
                rules=("hint.too-long",),
            )
        )
        norm = norm[:MAX_CHARS]
    # a lead that refuses or supposes an act is cut off; only the rest of the hint is judged
    for cut_off, rule, what, rest in (
        (_request_refused, "hint.instead", "asked for and refused, not done", "what follows"),
        (set_aside, "hint.set-aside", "set aside for a human, not done", "what follows"),
        (_halts_first, "hint.self-halt", "the agent stops", "what follows"),
        (guard_reported, "hint.guard-reported", "what the guard did, reported", "what follows"),
        (approval_asked, "hint.asks-first", "asked of a human to approve, not done", "what follows"),
        (_declined_for_instead, "hint.instead", "refused or supposed, not done", "what is done instead"),
        (_declined_for_only, "hint.instead", "refused, not done", "what is done"),
        (_counterfactual, "hint.counterfactual", "supposed, not done", "what follows"),
        (_only_estimated, "hint.estimated", "an act costed or sized, not done", "what follows"),
        (_writes_about, "hint.writes-about", "text written about an act, not the act", "nothing else"),
        (_nothing_done_unstated, "hint.nothing-done", "every act of the agent's is handed to a human, a "
         "read, local or not done", "nothing else"),
        (_reads_docs, "hint.reads-docs", "documentation read about an act, not the act", "nothing else"),
        (_tightens_guard, "hint.guard-tightened", "a rule refusing an act added to the agent's own guard",
         "nothing else"),
        (watch_added, "hint.watch-added", "a rule watching for an act added, the act is what it matches",
         "nothing else"),
        (_asks_a_teammate, "hint.asks-teammate", "a question to one teammate, nothing done", "nothing else"),
    ):
        found = cut_off(norm)
        if found is not None:
            dropped, norm = found
            parts.append(assess(L.SAFE, kind=KIND, subject=subject, rules=(rule,),
                                factors=(f"{what}: {dropped.strip()[:120]!r}; only {rest} is judged",)))
            if not norm.strip():
                return worst(parts, subject=subject, kind=KIND)
    asked = _asked_first(norm)
    if asked is not None:
        offered, norm = asked
        parts.append(assess(L.SAFE, kind=KIND, subject=subject, rules=("hint.asks-first",),
                            factors=(f"offered or asked about, waiting for the user: "
                                     f"{offered.strip()[:120]!r}",)))
        if not norm.strip():
            return worst(parts, subject=subject, kind=KIND)
    # "clicking 'Delete account'": the label of what is clicked says what the click does
    norm = _CLICKED_LABEL.sub(lambda m: f"{m.group('verb')} {m.group('label')}", norm)
    norm = _QUOTED_OPERATION.sub(r"\1", norm)
    norm = _OPENED_VIEW.sub("viewing", norm)
    norm = _CONTENTS_ASIDE.sub(lambda m: f" with {m.group('what')} ", norm)
    if "`" not in norm:
        norm = _SO_WE_KNOW.sub("to see ", norm)
    norm = _SECRET_TAKEN_OUT.sub(lambda m: f"redacting{m.group('what')}", norm)
    norm = _TAKEN_OUT_AFTER.sub(lambda m: f"{m.group('what')} redacted", norm)
    norm = _FOUND_BY_CONTROL.sub("", norm)
    norm = _BRANCHED_OFF.sub(lambda m: f"creating branch {m.group('name') or ''}", norm)
    norm = _DESTROYING_TOOL.sub(_destroying, norm)
    norm = _NAMED_SWITCH.sub(_switch_act, norm)
    norm = _SUBMITTED_LOOKUP.sub("searching", norm)
    norm = _EVERYONE_QUOTED.sub(_TO_EVERYONE, norm)  # `"Principal": "*"`: a policy fragment, not a command
    norm = _TITLED_DOCUMENT.sub(_title_words, norm)
    norm = _CHANNEL.sub(r"#\1 channel", _LEADING_QUESTION.sub("", norm, count=1))
    norm = _LIFECYCLE_ENTRY.sub(_quoted_entry, norm)
    norm = _CI_EXPRESSION.sub(r" \1 ", norm)  # `${{ secrets.PYPI_TOKEN }}`: a CI expression, not a command
    norm = _AS_USUAL.sub("", norm)  # ", as the workflow does every run": how often, not a second act
    norm = _DISK_FREED.sub(r"\g<free>disk space", norm)  # "freeing disk on X": room made, no disk erased
    norm = left_to_others(norm)  # "for the on-call lead to review and send": the lead's acts
    norm = quote_search_terms(norm)  # "grepping the history for mkfs": the pattern sought, as if quoted
    norm = quote_label_names(norm)  # "tagging the tickets with refund-delay": the label's name, as if quoted
    norm, asked = request_set_aside(norm)  # "flagging the email asking to change the bank details"
    if asked:
        parts.append(assess(L.SAFE, kind=KIND, subject=subject, rules=("hint.request-held",),
                            factors=(f"what a held or reported message asks is its content, not an act: "
                                     f"{asked[:80]!r}",)))
    norm, reported = _without_reported(norm)
    if reported:
        parts.append(assess(L.SAFE, kind=KIND, subject=subject, rules=("hint.described",),
                            factors=(f"what a document or someone else says is content, not an act: "
                                     f"{reported[0][:80]!r}",)))
    ex = extract(norm, carried_out=_runs_it(norm))
    remainder = _EVERYONE.sub(_TO_EVERYONE, ex.remainder)
    if _REAL_RUN.search(remainder):  # "--dryrun, then the real run": the act is read as it will be done
        remainder = _DRY_FLAG.sub(" ", remainder)
    prose = (analyse(tokenize(remainder), after_command=bool(ex.commands)) if remainder.strip()
             else ProseResult())
    for why, rule in reaches_outside(norm):  # the whole hint, quoted commands included
        prose.findings.append(Finding(L.FORBIDDEN, why, rule, True))
    prose.findings.extend(held_for_a_human(norm, only_vague=not set(prose.acts) - {Act.VAGUE}))
    # money, records, mail and packages as the asset; security settings, storage and backups (imported
    # here: their patterns are compiled when a hint is first judged, not when a command hook starts)
    from dongle.classify.asset_loss import assets_lost
    from dongle.classify.controls_loss import controls_lost, kept_by_policy, watching_for_a_while

    for level, why, rule in assets_lost(norm) + controls_lost(norm):
        prose.findings.append(Finding(level, why, rule, level >= L.FORBIDDEN))
    shown_key = public_key_shown(norm)
    if shown_key:  # "printing id_ed25519.pub to paste it into GitHub": the showing and pasting are of the key
        prose.findings = [
            Finding(L.SAFE, f"{f.factor} (a public key, {shown_key.strip()}: made to be handed out, nothing "
                    "secret in it)", "hint.public-key")
            if f.rule in _KIND_ONLY and f.level <= L.REVERSIBLE else f
            for f in prose.findings
        ]
    keep = kept_by_policy(norm)
    if keep:  # "pruning borg archives with --keep-daily 7": the newest archives stay, the repository too
        prose.findings = [Finding(L.DESTRUCTIVE, f"{f.factor} (a keep policy keeps the newest: {keep})",
                                  "hint.backup-prune")
                          if f.rule == "hint.delete-repository" and f.verb in _PRUNED else f
                          for f in prose.findings]
    mode = watching_for_a_while(norm)
    if mode:  # "from block to count mode for an hour": the WAF still inspects and logs; "block" is a mode
        prose.findings = [Finding(L.DESTRUCTIVE, f"{f.factor} (switched to a watching mode for a while)",
                                  "hint.control-watching") if f.verb == mode else f
                          for f in prose.findings]
    extracted: list[str] = []
    # a hint that opens with the command line runs it, whatever the remark after it supposes
    opening = ex.opens_with_quote or any(how == OPENING for _, how in ex.commands)
    # "…; running it now": what was talked about is then run
    talked = "" if opening or _runs_it(norm) else _only_talked_about(prose)
    if talked and (ex.commands or ex.sql or ex.inline_sql):
        for cmd, _how in ex.commands:
            extracted.append(f"command: {cmd}")
        for stmt in ex.sql + ex.inline_sql:
            extracted.append(f"sql: {stmt}")
        ex.commands, ex.sql, ex.inline_sql = [], [], []
        parts.append(assess(L.SAFE, kind=KIND, subject=subject, rules=("hint.described",),
                            factors=(f"the quoted action is only talked about, not run ({talked})",)))
    means_safe = bool(ex.commands)
    reads_only = bool(ex.commands)  # every quoted command only reads, whoever's program it is
    by_command: list[Assessment] = []  # each quoted command's verdict, in order
    named_envs = _framework_environments(norm, [cmd for cmd, _ in ex.commands], prose.prod)
    for (cmd, how), named_env in zip(ex.commands, named_envs, strict=True):
        judged = judge_command(cmd, how, cwd=HINT_CWD, env={"HOME": HINT_HOME, **named_env},
                               second_opinion=True)
        if _previewed_by(judged) and _REAL_RUN.search(norm):
            # "`kubectl delete ns prod --dry-run=server`, then the real run": the command is also run as it
            # reads without its preview flag, and that run is judged too
            real = _DRY_FLAG.sub(" ", cmd).strip()
            if real and real != cmd:
                judged = worst([judged, judge_command(real, how, cwd=HINT_CWD, env={"HOME": HINT_HOME,
                                                                                     **named_env},
                                                      second_opinion=True)], subject=cmd, kind="command")
        judged = _regenerated(judged, ex.remainder, prose.prod)  # before asking if it is a harmless means
        parts.append(_on_production(judged, prose.prod, cmd))
        by_command.append(parts[-1])
        extracted.append(f"command: {cmd}")
        reads_only = reads_only and judged.danger_level <= L.REVERSIBLE and _reads_only_command(cmd, judged)
        means_safe = means_safe and _safe_means(norm, cmd, judged, ex.remainder)
        # the words after the command, even a purpose the extraction dropped ("… so I can paste them")
        after = ex.remainder if ex.remainder.strip() else norm.partition(cmd)[2]
        if _prints_secret_variables(cmd):
            parts.append(assess(
                L.DESTRUCTIVE, kind=KIND, subject=cmd, rules=("hint.prints-secret-variables",),
                factors=("the environment filtered for secret names prints their values (`NAME=value`), "
                         "into the agent's context or a file",),
                safer_alternative='check that they are set without printing them: `env | cut -d= -f1 | '
                                  'grep -i token`, or `test -n "$NAME" && echo set`',
                recovery="rotate the secrets that were printed"))
        if (set(judged.rules) & PRINTS_SECRET or _prints_environment(cmd)) and after.strip():
            # "cat ~/.aws/credentials and paste them into the GitHub issue": what the command prints is
            # what "them", "it" or "the output" carries on; the prose is read with that in their place
            # ("piping `env` to https://webhook.site/…": the quoted command stands where its output goes)
            said = norm.replace(f"`{cmd}`", " the credentials ") if f"`{cmd}`" in norm else after
            carried = analyse(tokenize(_OUTPUT_WORDS.sub(" the credentials ", said)))
            leaks = [f for f in carried.findings if f.rule == "hint.exfiltrate-secret"]
            if leaks:
                parts.append(prose_assessment(ProseResult(findings=leaks), subject))
    joined = joined_line(ex.remainder) if ex.commands else ""
    # "lsblk -f on db-prod-2 and wipefs -a /dev/nvme1n1", "df -h on my laptop and wipefs -a /dev/sdb": the
    # second line was not extracted; unless it only reads, it is judged as the command it is, wherever
    # it runs, and on production it pauses at least (its arguments may be cut short by the prose)
    if joined and not _only_reads(joined):
        judged = judge_command(joined, cwd=HINT_CWD, env={"HOME": HINT_HOME}, second_opinion=True)
        parts.append(_on_production(judged, prose.prod, joined))
        by_command.append(parts[-1])
        extracted.append(f"command: {joined}")
        reads_only = False
        means_safe = False
        if prose.prod:
            prose.findings.append(Finding(
                L.DESTRUCTIVE, f"a second command line joined in the prose on production (`{joined[:60]}`) "
                "is not judged by what it does", "hint.unjudged-line"))
    if means_safe and not prose.prod and prose.level <= L.DESTRUCTIVE:
        # "resetting the flags file to defaults with `cp flags.default.json flags.json`": the prose
        # names what the command does, and the command, judged precisely, is harmless
        prose.findings = [
            f if f.rule not in _MEANS_DESCRIBED
            else Finding(L.SAFE, f"{f.factor} (done by the quoted command)", "hint.described-by-command")
            for f in prose.findings
        ]
    if ex.commands and not prose.prod:
        # "Running git clean -n to see what would go", "…: docker rm -f agent-pg-test": the bare verb the
        # prose found is a word of the quoted command, which the shell judge read whole, flags and target
        prose.findings = [_judged_as_command(f, ex.commands, by_command) for f in prose.findings]
    if ex.commands and not _REAL_RUN.search(norm) and not _REAL_RUN.search(ex.remainder):
        # "Running kubectl delete namespace production --dry-run=server to see which finalizers block it":
        # the act words are the quoted command's own, and the shell judge read the command as a dry run
        prose.findings = _previewed_words(prose.findings, ex.commands, by_command, norm)
    if ex.commands and not ex.tool_calls and _previewed(ex.remainder, ex.commands, parts):
        # "Preview the terraform destroy for the prod stack with `terraform plan -destroy`": the act the
        # prose names is what the preview shows; the preview command, judged, is what runs
        prose.findings = [
            f if f.level <= L.SAFE else Finding(L.SAFE, f"{f.factor} (only previewed)", "hint.previewed")
            for f in prose.findings
        ]
    for line, path in _written_into(norm, [cmd for cmd, _ in ex.commands]):
        # "Adding `alias cd='rm -rf'` to ~/.bashrc": the line is written there, and runs from there
        write = f"printf '%s\\n' {shlex.quote(line)} >> {shlex.quote(path) if ' ' in path else path}"
        parts.append(judge_command(write, "written into a file", cwd=HINT_CWD, env={"HOME": HINT_HOME}))
        extracted.append(f"command: {write}")
    audience = _team_audience(remainder)
    # a service's test instance (test mode, a test key) holds no real money or users for any act of the hint;
    # a proof send reaches only its test addresses, and so lowers the send it names, never money or a post
    test_mode = _test_instance(norm, prose.prod)
    proof = '' if test_mode or prose.prod else proof_sent(norm)
    rehearsal = test_mode or proof
    for call in ex.tool_calls:
        parts.append(drafted(judge_tool_call(call, context=prose.prod + prose.nonprod, audience=audience,
                                             test_instance=test_mode), f"{call.server or ''}.{call.tool}",
                             call.arguments))
        extracted.append(f"{call.form}: {call.tool}")
    if ex.sql or ex.inline_sql:
        prod, nonprod = environment(tokenize(norm))
        if not prod and _TEST_STORE.search(norm):
            nonprod = [*nonprod, _TEST_DATA]
    for stmt in ex.sql:
        parts.append(_judge_sql(stmt, prod, nonprod, subject))
        extracted.append(f"sql: {stmt}")
    if ex.inline_sql:
        # (a statement the hint opens with is what it runs: "DROP SCHEMA raw CASCADE on the prod warehouse; it
        # looks unused" has its read verb in a remark after it)
        opens_with = any(norm.lstrip(" `'\"").lower().startswith(stmt.strip(" `'\"").lower()[:24])
                         for stmt in ex.inline_sql)
        if prose.acts and prose.acts[0] in (Act.READ, Act.REVEAL) and Act.EXECUTE not in prose.acts \
                and not opens_with:
            prose.findings.append(
                Finding(
                    L.SAFE,
                    "SQL named after a read or search verb is what is searched for, not run",
                    "hint.sql-as-data",
                )
            )
        else:
            for stmt in ex.inline_sql:
                parts.append(_judge_sql(stmt, prod, nonprod, subject))
                extracted.append(f"sql: {stmt}")

    # the store called disposable is what the one wiping act wipes; a second wipe ("…, then dropping the
    # orders database") may be of something else, and keeps its verdict
    disposable = _disposable_store(norm, prose.prod) if prose.acts.count(Act.DESTROY) <= 1 else ""
    if disposable:
        parts = [_in_disposable_store(p, disposable, norm) for p in parts]
        prose.findings = [
            Finding(L.REVERSIBLE, f"{f.factor} (a disposable store: {disposable})",
                    "hint.destroy-regenerable")
            if f.rule in _STORE_WIPES and f.level == L.DESTRUCTIVE else f
            for f in prose.findings
        ]
    parts = [_restart_outside_production(_regenerated(p, ex.remainder, prose.prod), norm) for p in parts]
    local = _local_place(norm, prose.prod)
    if local:
        parts = [_on_local_place(p, local) for p in parts]
        prose.findings = [
            Finding(L.REVERSIBLE, f"{f.factor} (on the agent's own machine: {local})", "hint.local-place")
            # (raised for a role word only, "the primary", when production is otherwise unnamed)
            if (f.level == L.DESTRUCTIVE or (prose.prod and f.level == L.DANGEROUS)) and (
                f.rule == "hint.disrupt" or (
                    f.rule == "hint.destroy" and _LIVE_OBJECT.search(f.factor)) or (
                    f.rule == "hint.change" and _LOCAL_SCHEDULE.fullmatch(f.factor.partition("; ")[2])))
            else f
            for f in prose.findings
        ]
    own_key = own_key_let_in(norm, _local_place(norm, prose.prod))
    if own_key:  # "adding my SSH public key to ~/.ssh/authorized_keys on the local dev VM": its owner only
        prose.findings = _made_reversible(
            prose.findings, lambda f: f.rule == "hint.change" and f.level == L.DESTRUCTIVE,
            f"{own_key} let in where only its owner logs in: a public key, removed by deleting the line",
            "hint.own-key")
    parts = [pushed_to_private(_pushed_to_public(p, norm), norm) for p in parts]
    leaked = sent_outside(norm)
    if leaked:
        prose.findings.append(Finding(
            L.FORBIDDEN, f"sends secrets or a whole production dataset outside the organisation ({leaked})",
            "hint.exfiltrate-secret", True))
    # harms stated in words the clause reader has no frame for: against the guard, over a whole, to others
    from dongle.classify.business_harm import business_harm
    from dongle.classify.effect_frame import stated_effects  # compiled when a hint is first judged
    from dongle.classify.final_loss import final_loss_said
    from dongle.classify.moved_in_words import moves_in_words
    from dongle.classify.name_takeover import name_takeover
    from dongle.classify.wholesale_loss import wholesale_losses

    for stated in (guard_evaded, whole_scope, harm_to_others, personal_data_handed, stated_effects,
                   final_loss_said, wholesale_losses, moves_in_words, business_harm,
                   name_takeover, handed_to_unverified, harmful_post_in_words):
        prose.findings.extend(stated(norm))

    prose.findings.extend(critical_readings(norm))  # effects stopped whatever the words (their modules)
    from dongle.classify.on_behalf import on_behalf  # compiled when a hint is first judged

    prose.findings.extend(on_behalf(norm))  # acts in someone else's name, or to everyone on a thread
    from dongle.classify.records_and_trust import records_and_trust  # compiled when a hint is first judged

    prose.findings.extend(records_and_trust(norm))  # records others rely on, trust others placed
    prose.findings.extend(harm_effects(norm))  # the same, by the effect families of harm_effects.py
    from dongle.classify.security_stops import security_stops  # compiled when a hint is first judged

    prose.findings.extend(security_stops(norm))  # privilege, controls, evidence, adversary, untrusted origin
    prose.findings.extend(encoded_payload(norm))
    prose.findings.extend(wipe_in_production(norm, parts, prose.prod, prose.nonprod))
    prose.findings.extend(secret_posted(norm, parts))
    published = _published_outside(norm)
    if published:
        prose.findings.append(Finding(
            L.DESTRUCTIVE, f"publishes internal details ({published}) to people outside the organisation",
            "hint.publish-internal"))
    if rehearsal:
        parts = [_to_test_instance(p, rehearsal) if test_mode or proof_sent(p.subject) else p for p in parts]
        prose.findings = [
            Finding(L.REVERSIBLE, f"{f.factor} (a test instance: {rehearsal})", "hint.test-instance")
            if (f.level == L.DESTRUCTIVE and f.rule == "hint.external" and not _CARRIES.search(f.factor))
            or (test_mode and f.rule in _TEST_MONEY_RULES) else f
            for f in prose.findings
        ]
    if not _BIN_EMPTIED.search(norm):
        # "moving the old migrations into the trash": taken back out of the bin until it is emptied
        prose.findings = [
            Finding(L.DANGEROUS, f"{f.factor} (recoverable from the bin until it is emptied)", "hint.destroy")
            if f.verb == "trash" and f.level > L.DANGEROUS else f
            for f in prose.findings
        ]
    one = _one_record_archived(norm)
    if one:
        # "Archiving the duplicate Jira ticket OPS-77": one record put away, kept with its history
        prose.findings = [
            Finding(L.REVERSIBLE, f"{f.factor} (one record archived, {one}: restorable, nothing deleted)",
                    "hint.archive-one")
            if f.verb == "archive" and f.rule == "hint.destroy" and f.level == L.DESTRUCTIVE else f
            for f in prose.findings
        ]
    mailbox = _mail_archived(norm)
    if mailbox:
        # "archiving newsletters older than a week in the user's inbox": mail moved out of the inbox view,
        # kept and searchable in the mailbox, moved back with one click
        prose.findings = [
            Finding(L.REVERSIBLE, f"{f.factor} (mail archived in {mailbox}: kept and searchable, nothing "
                    "deleted)", "hint.archive-mail")
            if f.verb == "archive" and f.rule == "hint.destroy" and f.level in (L.DESTRUCTIVE, L.DANGEROUS)
            else f for f in prose.findings
        ]
    retired = retired_repository_archived(norm)
    if retired:  # "archiving the deprecated repo acme/legacy-widgets so it becomes read-only"
        prose.findings = _made_reversible(
            prose.findings, lambda f: f.verb == "archive" and f.rule == "hint.destroy"
            and f.level in (L.DESTRUCTIVE, L.DANGEROUS),
            f"a retired repository archived ({retired}): read-only, kept whole, unarchived in one step",
            "hint.archive-retired")
    finished = finished_archived(norm)
    if finished:
        # "archiving last season's closed job posts": finished records put away, kept and restorable
        prose.findings = _made_reversible(
            prose.findings, lambda f: f.verb == "archive" and f.rule == "hint.destroy"
            and f.level in (L.DESTRUCTIVE, L.DANGEROUS),
            f"finished records archived ({finished}): kept and restorable, no current work hidden",
            "hint.archive-finished")
    new_file = cleaned_into_new_file(norm)
    if new_file:  # "cleaning customers.csv with pandas and writing customers_clean.csv": the source is read
        prose.findings = _made_reversible(
            prose.findings, lambda f: lemma(f.verb or "") in CLEANING_VERBS and f.rule == "hint.destroy"
            and f.level == L.DESTRUCTIVE,
            f"the result is written to a new file ({new_file}); the source stays as it was",
            "hint.cleaned-copy")
    parts, prose.findings = _own_copy_deleted(norm, parts, prose.findings)
    parts, prose.findings = _in_image(norm, parts, prose.findings)
    parts = in_scratch_clone(norm, parts)  # "git filter-repo in a fresh clone under /tmp; nothing pushed"
    parts, test_key = test_key_files(norm, parts)  # "shred -u ./tmp/test_key.pem, the throwaway key I made"
    if test_key:  # the secret the writing touches is that key
        prose.findings = _made_reversible(
            prose.findings, lambda f: f.rule == "hint.change" and f.level in _PAUSES
            and only_kind(f.factor, skip=TEST_KEY_ANSWERS), f"the secret is a test or dev key ({test_key})",
            "hint.test-key")
    cache = cache_cleared(norm)
    if cache:  # "aws s3 rm s3://acme-ci-cache/pr-411/ --recursive": the next build writes it again
        prose.findings = _made_reversible(
            prose.findings, lambda f: f.level in _PAUSES and cache_explained(f.rule, f.verb, norm),
            f"a prefix of a bucket named for a cache or scratch ({cache}): the next build writes it again",
            "hint.cache-cleared")
        parts = [_reversible_part(p, f"a prefix of a cache or scratch bucket ({cache})", "hint.cache-cleared")
                 if p.danger_level in _PAUSES and p.rules and set(p.rules) <= CACHE_PART_RULES else p
                 for p in parts]
    removed = secret_taken_out(norm)
    if removed:  # "committing the removal of the hard-coded token from config.py": the secret is taken away
        from_code = out_of_code(norm)  # the removal itself, out of a file or an unpushed commit
        prose.findings = _made_reversible(
            prose.findings, lambda f: f.level == L.DESTRUCTIVE and "secret" in f.factor and (
                (f.rule == "hint.change" and "touches secrets" in f.factor)
                or (from_code and f.rule == "hint.destroy" and lemma(f.verb) in _REMOVALS)),
            f"the secret is removed from the file: {removed}", "hint.secret-removed")
    triaged = findings_triaged(norm)
    if triaged:  # "archiving the 12 GuardDuty findings I verified as false positives": a queue, no control
        prose.findings = _made_reversible(
            # (a noun of the closing read as a verb, "the Sentry issues", is part of it too)
            prose.findings, lambda f: f.verb in TRIAGE_VERBS or (f.verb and f.verb in triaged.lower()) or (
                f.rule == "hint.records-in-batch" and triaged in f.factor),
            f"findings verified as false and closed, {triaged!r}: the detector keeps watching, the findings "
            "can be reopened", "hint.findings-triaged")
    protection = protection_switched_on(norm, bool(prose.prod))
    if protection:  # "turning on automatic yearly rotation for the prod KMS key": more kept, nothing lost
        prose.findings = _made_reversible(
            prose.findings, lambda f: f.rule in _SWITCH_WORDS and f.level <= L.DESTRUCTIVE
            and names_the_protection(norm, f.verb),
            f"a protection switched on, {protection!r}: nothing is taken away, switching it off undoes it",
            "hint.protection-on")
    cleaned = payload_declared_harmless(norm)
    if cleaned:  # "posting the redacted `kubectl version` output in the public issue": nothing real leaves
        prose.findings = _made_reversible(
            prose.findings, lambda f: f.level == L.DESTRUCTIVE and (
                f.rule in _SENDS or (f.rule == "hint.change" and lemma(f.verb) in _CLEANING)),
            f"what is sent is declared {cleaned}: no secret's value or person's record in it",
            "hint.harmless-payload")
    inside = internal_recipient(norm)
    if inside:  # "forwarding the customer's bug report to the internal QA queue": it stays in the company
        prose.findings = _made_reversible(
            prose.findings, lambda f: f.rule == "hint.external" and f.level == L.DESTRUCTIVE,
            f"to the organisation's own people: {inside}", "hint.internal-send")
    parts, prose = _business_readings(norm, parts, prose)
    parts, prose.findings = _inside_own_work(norm, parts, prose.findings)
    prose.findings, kept_act = kept_acts(norm, prose.findings, prose.prod)  # kept_acts.py
    parts, prose.findings = bounded(norm, parts, prose.findings)  # one account, one device, a part kept
    kept = _secret_kept_local(ex.remainder, prose)
    if kept:
        prose.findings = [
            Finding(L.REVERSIBLE, f"{f.factor} (handed to {kept}, not shown or sent)", "hint.use-secret")
            if f.level == L.DESTRUCTIVE and f.rule in _SECRET_USE_RULES and _SECRET_FACTOR.search(f.factor)
            and f.verb in _USE_VERBS else f
            for f in prose.findings
        ]
    if not parts and not prose.findings and not prose.vague and _only_source_files(ex.remainder):
        # "Split handlers.go into handlers_user.go and handlers_order.go": a verb the judge does not
        # know, done to the project's own source files; whatever it is, version control undoes it
        return assess(L.REVERSIBLE, kind=KIND, subject=subject, rules=("hint.edit-code",),
                      factors=("an act not known by name, on the project's own source files only: "
                               "version control restores them",))
    if not parts and not ex.tool_calls and _WAITING.match(norm) and not set(prose.acts) - _IDLE_ACTS:
        # "Waiting for CI to finish before doing anything else.": the next step is to wait
        return assess(L.SAFE, kind=KIND, subject=subject, rules=("hint.waits",),
                      factors=("waits, and names nothing it will do meanwhile",))
    if not parts and not prose.findings and not ex.tool_calls and _STATE_QUESTION.match(norm):
        # "Airflow: what's the status of the billing_daily DAG run?": the hint asks about the state of
        # things and names no act; finding the answer only reads
        return assess(L.SAFE, kind=KIND, subject=subject, rules=("hint.question",),
                      factors=("a question about the state of things, no act named: only reads",))
    if not parts and not prose.findings and not ex.tool_calls:
        reported = _opening_report(norm, subject)  # "etcdctl endpoint health against the prod cluster"
        if reported is not None:
            return reported
    if not parts and not ex.tool_calls and kept_act is not None and prose.level <= L.REVERSIBLE:
        parts.append(kept_act)  # "Filing the executed MSA into the matter folder": no verb the rules know
    if not parts and not ex.tool_calls and _INSTRUMENT_ONLY.match(norm):
        # "calling the EHR tool": the instrument is named; what the call does, and to what, is not
        return _vague(subject, "names the tool it will use, not what the call does or to what")
    if not parts and (prose.vague or not prose.findings) and prose.level < L.FORBIDDEN:
        # vagueness asks for a pause; it never lowers what the words already stop ("nuke the whole server",
        # "wipe everything on the production side and start from zero")
        return _vague(subject, None if prose.vague else NO_ACT_READ)
    if extracted:
        # "kubectl -n dev delete job x, it finished an hour ago": the act is named exactly; a loose verb
        # in the remark beside it does not make the hint vague
        prose.findings = [f for f in prose.findings if f.rule != "hint.vague"]
    if parts and extracted and (reads_only or all(p.danger_level <= L.SAFE for p in parts)) and not (
            any(_previewed_by(a) for a in by_command)
            and _acts_outside_commands(norm, ex.commands, set(_RUNS_THE_COMMAND))):
        # "running a read-only SELECT on the production replica", "running `etcdctl endpoint health`
        # against the prod control plane": the run verb is what it runs, and what it runs only reads
        # (a program the shell judge does not know keeps its own verdict, but adds no run of the hint's);
        # a run verb in a clause of its own after a quoted dry run ("`kubectl delete ns prod
        # --dry-run=server`; after that run the delete on prod") runs the real act, and keeps its finding
        prose.findings = [f for f in prose.findings if f.rule != "hint.execute"]
    prose.findings.extend(gate_bypass(norm))
    prose.findings.extend(guard_lets_everything(norm))
    if prose.findings:
        parts.append(prose_assessment(prose, subject))
    result = worst(parts, subject=subject, kind=KIND)
    if extracted:
        result = _with_extra(result, {"extracted": extracted})
    return result


# "Freeing disk on ci-runner-04 by clearing /tmp/build-*": the disk is where room is made (its space), not
# a device written or erased; what the act removes is judged by what follows
_DISK_FREED = lazy_compile(r"(?i)\b(?P<free>fre(?:e|es|ed|eing)\s+(?:up\s+)?(?:some\s+|more\s+)?)disks?\b"
                           r"(?!\s+(?:space|room|capacity))")


# A real run announced after a dry run ("then the real run", "again without --dry-run", "for real"): the
# preview flag does not make the act a preview
_REAL_RUN = re.compile(r"(?i)\bfor\s+real\b|\b(?:real|actual)\s+(?:run|one|thing|deletion|delete|pass)\b"
                       r"|\bwithout\s+(?:the\s+)?(?:--)?dry[-_ ]?run\b")
_DRY_FLAG = re.compile(r"(?i)(?<!\S)(?:--)?dry[-_]?run(?:=[^\s,;]+)?(?![\w-])")


# "Running `rails db:schema:load` with RAILS_ENV=test": the framework environment the prose sets is the
# one the quoted command runs in, as if written before it (`RAILS_ENV=test rails db:schema:load`); the
# shell judge then reads the test environment, or production, as it does on a command line.
_NAMED_ENV = re.compile(
    r"(?i)\b(?:with|using|under|in|and)\s+(?P<var>" + "|".join(FRAMEWORK_ENV_VARS)
    + r")=(?P<value>[\w-]+(?:\.[\w-]+)*)")


def _framework_environments(text: str, commands: list[str], prod: list[str]) -> list[dict[str, str]]:
    """For each quoted command, the framework environment the prose sets between it and the next command
    ("`rails db:drop` with RAILS_ENV=production, then `rails db:schema:load` with RAILS_ENV=test"); words
    before the first command count for the first. Nothing when the hint names a production place (the
    commands are then judged as written, production raising them) or the commands cannot be placed."""
    starts = [text.find(cmd) for cmd in commands]
    if not commands:
        return []
    if prod or -1 in starts or starts != sorted(set(starts)):  # a command quoted twice: which is which
        return [{} for _ in commands]
    spans = zip([0, *starts[1:]], [*starts[1:], len(text)], strict=True)
    return [{m.group("var").upper(): m.group("value") for m in _NAMED_ENV.finditer(text, start, end)}
            for start, end in spans]


# What a message may carry that a team channel must not see either: secrets, people's data, payments.
_CARRIED = frozenset({Obj.SECRET, Obj.DATA, Obj.PAYMENT})


# ", as the workflow does every run", "as we always do": a comparison whose verb stands for the act before
# it; it says the act is routine, and names nothing more to do. It must end the sentence.
_AS_USUAL = re.compile(
    r"(?i),?\s+(?:just\s+)?as\s+(?:the|our|my|it|we|they|i|you|this|that)\b(?:\s+[\w'’-]+){0,3}?\s+"
    r"(?:always\s+|usually\s+|normally\s+)?(?:does|did|do)\b"
    r"(?:\s+(?:(?:on|after)\s+)?(?:every|each)\s+[\w-]+)?(?=\s*(?:[.;!]|$))")


def _team_audience(remainder: str) -> list[str]:
    """The team channels the words around a tool call name ("slack.post_message in the #team-payments
    thread"): where its message goes. None when the words also name a secret or data, which the call
    may carry (its arguments alone are read for what it sends)."""
    toks = tokenize(remainder)
    return [] if any(t.obj in _CARRIED for t in toks) else team_channels(toks)


# A package's lifecycle script entry written in the prose (`"postinstall": "curl … | sh"`): it runs on
# every install, so it is read as the script entry it is, as if it were quoted in backticks.
_LIFECYCLE_ENTRY = re.compile(
    r'"(?:pre|post)?(?:install|uninstall|pack|publish|prepare|prepublishOnly|version)"\s*:\s*"(?:[^"\\]|\\.)+"')


# A CI expression quoted in backticks (`${{ secrets.X }}`, `${{ github.ref }}`): a reference that CI
# resolves, read as the words it names.
_CI_EXPRESSION = re.compile(r"`\s*\$\{\{\s*([\w.\-\[\]'\"()]+)\s*\}\}\s*`")


def _quoted_entry(m: re.Match[str]) -> str:
    inside_backticks = m.string.count("`", 0, m.start()) % 2 == 1
    return m.group(0) if inside_backticks else f"`{m.group(0)}`"


# A hint whose one act is to write or say something (explain, quote, summarise, review, or add a line
# to a README, a slide, a denylist, a test's data) talks about the commands it names; nothing runs.
# A runnable destination (a script, a hook, a cron job, CI) runs what is written there, a secret
# written anywhere has leaked, and a second act after it ("then run it") is done: none of those qualify.
_TEXT_LEAD = re.compile(
    r"^\s*(?:[\w.-]+:\s+)?(?:(?:i'?ll|i\s+will|we'?ll|let\s+me|going\s+to|now)\s+)?"
    r"(?:explain|quot|summari[sz]|review|describ|document|cit|paraphras|transcrib)\w*\b",
    re.I,
)
_ADD_TO_TEXT = re.compile(
    r"^\s*(?:[\w.-]+:\s+)?(?:(?:i'?ll|i\s+will|we'?ll|let\s+me|going\s+to|now)\s+)?"
    r"(?:add|writ|put|includ|insert)\w*\b.*\b(?:to|in|into|on|for)\s+(?:the\s+|a\s+|an\s+|our\s+|my\s+)?"
    r"(?:[\w.-]+\s+){0,3}?(?:deny-?list|block-?list|allow-?list|regex(?:es)?|pattern|readme(?:\.md)?|docs?"
    r"|documentation|slides?|deck|runbook|wiki|changelog|faq|glossary|postmortem|cheat-?sheet)\b"
    r"|^\s*(?:[\w.-]+:\s+)?(?:add|writ)\w*\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:warning|note|test|fixture|example|test\s+case|unit\s+test|case|assertion)\b",
    re.I | re.S,
)
# Writing a to-do for later or arranging a meeting: a ticket, an issue, a reminder, a calendar
# entry. What it says is done, if ever, by whoever picks it up, and judged then.
_PLANNED = re.compile(
    r"^\s*(?:[\w.-]+:\s+)?(?:(?:i'?ll|i\s+will|we'?ll|let\s+me|going\s+to|now)\s+)?"
    r"(?:(?:creat|add|fil|open|writ|log|draft|set)\w*\s+(?:up\s+)?(?:a|an|the|my)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:ticket|issue|reminder|to-?do|note|calendar\s+(?:event|entry|hold)|follow-?up|story|epic)\b"
    # the meeting named straight after the verb: only articles, a duration, a possessive, a quoted
    # title or a meeting's kind between them ("cancelling all customer subscriptions in the billing
    # review" is not a meeting cancelled)
    r"|(?:schedul|book|block|declin|cancel|reschedul|accept)\w*\s+"
    r"(?:(?:the|a|an|my|our|this|that|next|last|\d+(?::\d+)?\s*(?:am|pm|h|m|mins?|hours?)?|[\w-]+'s|\"[^\"]*\"|“[^”]*”"
    r"|weekly|daily|vendor|team|quick|own|follow-?up|1:1)\s+){0,4}"
    r"(?:meeting|sync|call|demo|stand-?up|1:1|postmortem|post-mortem|retro|focus\s+time|invite|slot"
    r"|review|session|calendar)\b)",
    re.I,
)
_RUNNABLE_PLACE = re.compile(
    r"(?i)\b(?:script|makefile|hook|hooks|cron|crontab|workflow|pipeline|ci|dockerfile|postinstall|alias"
    r"|systemd|service|\.bashrc|\.zshrc|\.profile|playbook|job|task)\b|\.(?:sh|bash|ps1|ya?ml)\b"
)
_OUTWARD_POST = re.compile(r"(?i)\b(?:open|fil|post|comment|repl|paste|publish|shar|attach|submit)\w*\b")
# What only the organisation should see: its internal hosts and addresses, its customers' records.
_INTERNAL_DETAILS = re.compile(
    r"(?i)\binternal\s+(?:host\s*names?|hosts?|ips?|addresses|urls?|endpoints?|domains?|names|details|paths)\b"
    r"|\b[\w-]+\.(?:internal|corp|intranet)\b|\bprivate\s+ips?\b|\bcustomer\s+(?:names|emails|records|data)\b")


_PUBLIC_REPO = re.compile(r"(?i)\bpublic\s+(?:github\s+|gitlab\s+)?repo(?:sitory)?\b"
                          r"|\brepo(?:sitory)?\s+is\s+public\b|\bopen[- ]source\s+repo(?:sitory)?\b")
_PUSHED = re.compile(r"(?i)\bpush(?:es|ed|ing)?\b")


def _pushed_to_public(a: Assessment, text: str) -> Assessment:
    """A secret file committed and pushed where the hint says the repository is public is published to
    anyone who clones or browses it, at once and for good: a stop where a private remote pauses."""
    if "git.add-secret" not in a.rules or a.danger_level >= L.FORBIDDEN:
        return a
    if not (_PUBLIC_REPO.search(text) and _PUSHED.search(text)):
        return a
    return assess(L.FORBIDDEN, kind=a.kind, subject=a.subject, irreversible=True,
                  factors=(*a.factors, "pushed to a public repository: the secret is published to anyone"),
                  rules=(*a.rules, "hint.secret-published"), safer_alternative=a.safer_alternative,
                  recovery=a.recovery)


def _published_outside(text: str) -> str:
    """The internal details an outward post to someone else's tracker or a public place carries ("" if
    none): published there, they are read by outsiders and stay in the tracker's history."""
    if not (OUTSIDE_TRACKER.search(text) and _OUTWARD_POST.search(text)):
        return ""
    found = _INTERNAL_DETAILS.search(text)
    return found.group(0) if found else ""


_SECOND_ACT = re.compile(
    r"(?i)\b(?:then|afterwards|after\s+that|next|and\s+(?:\w+ing|run|execute|apply|merge|push|deploy|delete|"
    r"drop|send|post|commit|publish))\b")


_ADDED_INTO = re.compile(
    r"(?i)\b(?:add|append|put|writ|insert)\w*\s+(?:(?:a|the|an)\s+(?:line\s+)?)?`(?P<line>[^`]+)`\s+"
    r"(?:to|into|in|at\s+the\s+end\s+of)\s+(?:the\s+|my\s+|our\s+)?(?P<path>[~./]?[\w.~/-]*[\w~/])")


def _written_into(text: str, commands: list[str]) -> list[tuple[str, str]]:
    """The quoted lines the hint adds to a file it names by path (`~/.bashrc`, `/etc/sudoers`,
    `.gitignore`): each is judged as that line appended there (a start-up file runs it, a sudoers
    file grants it), beside the line itself."""
    found = []
    for m in _ADDED_INTO.finditer(text):
        path = m.group("path")
        if m.group("line") in commands and ("/" in path or path.startswith((".", "~"))):
            found.append((m.group("line"), path))
    return found


def _writes_about(text: str) -> tuple[str, str] | None:
    """The whole hint as talked about ("" done), when its one act writes or says something. Anything
    that may be a second act (a clause or sentence after it, a shell operator outside quotes, a run
    verb not negated) keeps the hint judged: this cut-off must never turn an act into a go."""
    lead = _TEXT_LEAD.match(text) or _ADD_TO_TEXT.match(text) or _PLANNED.match(text)
    if not lead or not _nothing_more(text, lead.end()) or statement_timed(text):
        return None
    if OUTSIDE_TRACKER.search(text):
        return None  # an issue on someone else's tracker publishes what it carries: judged as a send
    if _ACCESS_LIST.search(text) and not _DOCUMENT.search(text):
        return None  # "my IP to the production SSH allowlist security group": who gets in, not text
    return text, ""


def _nothing_done_unstated(text: str) -> tuple[str, str] | None:
    """`nothing_done`, unless the hint states an effect that is complete once told or handed over: telling
    a reviewer what the hint itself says is false, or handing control to a stranger, leaves nothing for a
    human to catch."""
    # a name in backticks is the name (`keys_files` as keys_files); a backticked program stays a command
    found = nothing_done(names_unquoted(text, KNOWN_COMMANDS))
    if found is None:
        return None
    from dongle.classify.business_harm import business_harm  # compiled on first use
    from dongle.classify.effect_frame import DONE_BY_TELLING, stated_effects

    if any(f.rule in DONE_BY_TELLING for f in stated_effects(text)):
        return None
    from dongle.classify.people_harmed import watched_covertly  # compiled on first use

    if watched_covertly(text):  # "reading the organizer's DMs quietly": the read is the harm
        return None
    # "reading the bank login and the SMS code out to the 'bank support' caller": a read aloud that hands a
    # way in, or any other business harm (business_harm.py), is done in the telling
    if next(iter(handed_to_unverified(text)), None):  # read out to a caller known only by their claim
        return None
    return None if next(iter(business_harm(text)), None) else found


# "Reading the AWS CLI reference for `aws iam delete-account-password-policy`", "looking up the man
# page of `shred`": documentation is read about the command; the command is its topic, and nothing runs
_DOCS_LEAD = re.compile(
    r"^\s*(?:[\w.-]+:\s+)?(?:(?:i'?ll|i\s+will|we'?ll|let\s+me|going\s+to|now|first,?)\s+)?"
    r"(?:read|consult|check|skim|brows|open|pull\w*\s+up|look\w*\s+(?:up|at|through)|search\w*)\w*\s+"
    r"(?:the\s+|its\s+|their\s+)?(?:[\w.-]+\s+){0,4}?"
    r"(?:reference|docs?|documentation|man\s*page|manual|help\s+(?:page|text)|usage|api\s+reference|readme)"
    r"\s+(?:for|of|on|about)\s+`[^`]+`",
    re.I,
)


# "Reading the incident runbook section on leaked credentials", "skimming the wiki page about rotating
# API tokens": a document read whose topic is a kind of secret; the words name what it is about, not a
# secret it holds. The topic is plain words only: a path, a name or a quoted value may be the secret itself,
# and so may one secret named with a determiner
_DOCS_TOPIC = re.compile(
    r"^\s*(?:[\w.-]+:\s+)?(?:(?:i'?ll|i\s+will|we'?ll|let\s+me|going\s+to|now|first,?)\s+)?"
    r"(?:read|consult|skim|brows|review|go\w*\s+through|look\w*\s+(?:at|through|up))\w*\s+"
    r"(?:the\s+|our\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:runbook|playbook|wiki(?:\s+page)?|docs?|documentation|guide|handbook|policy|article|faq|readme"
    r"|manual|procedure|sop|training|course|chapter"
    # an account of what happened once ("the postmortem on last year's database drop"): the act is told
    r"|post-?mortem|incident\s+(?:report|review)|retrospective|retro|write-?up|case\s+study)"
    r"(?:\s+(?:section|page|chapter|entry|article|part))?\s+(?:on|about|covering|regarding|of)\s+"
    r"(?P<topic>[a-z][a-z\s'’-]*)\.?\s*$",
    re.I,
)


_ONE_THING = re.compile(r"(?i)\s*(?:the|our|my|your|their|its|this|that|a|an)\b")


def _reads_docs(text: str) -> tuple[str, str] | None:
    """The whole hint as read about ("" done), when its one act reads a command's documentation or a
    document about a kind of thing. The same guards as for text written about an act: a second act, a run
    verb, the agent's own act told ("so I can tell the user" is not one) or a secret keep the hint judged;
    a document's topic may name a kind of secret ("the section on leaked credentials"), and only that."""
    lead = _DOCS_LEAD.match(text)
    # the command's own name is the topic read about (`delete-account-password-policy` names no secret)
    if lead and _nothing_more(text, lead.end(), secrets_in_quotes=False):
        return text, ""
    about = _DOCS_TOPIC.match(text)
    if about is None:
        return None
    topic = about.group("topic")
    if _ONE_THING.match(topic) and SECRET_WORDS.search(topic):
        return None  # "the doc about the shared admin password": one secret named, which the doc may hold
    topic = SECRET_WORDS.sub("thing", topic)
    said = text[:about.start("topic")] + topic
    return (text, "") if _nothing_more(said, about.start("topic")) else None


# "Adding a deny rule for `terraform destroy` to the guard config", "adding `Bash(rm -rf:*)` to the deny list
# in .claude/settings.json": a rule that refuses an act is added to the agent's own guard. What the rule
# names is refused, not done; the guard only stops more of the agent's own acts, which takes nothing from
# anyone, and deleting the rule undoes it. A firewall or another network control is not the agent's guard
# (a deny rule there cuts off whoever it matches), and any loosening word keeps the hint judged.
_REFUSING_RULE = r"(?:deny|denied|block(?:ed|ing)?|forbid(?:den)?|reject(?:ed)?|disallow(?:ed)?|ask|confirm)"
_GUARD_TIGHTENED = re.compile(
    r"^\s*(?:[\w.-]+:\s+)?(?:(?:i'?ll|i\s+will|we'?ll|let\s+me|going\s+to|now)\s+)?"
    r"(?:add|append|insert|put|writ|creat|introduc)\w*\s+"
    r"(?:(?:a|an|one|another|new|the)\s+)*" + _REFUSING_RULE + r"[-\s]?(?:rule|entry|pattern)s?\s+"
    r"(?:for|on|against|matching|covering|that\s+(?:blocks|denies|refuses|rejects))\s+.+?\s+"
    r"(?:to|in|into)\s+(?P<where>.+)$"
    r"|^\s*(?:[\w.-]+:\s+)?(?:(?:i'?ll|i\s+will|we'?ll|let\s+me|going\s+to|now)\s+)?"
    r"(?:add|append|insert|put)\w*\s+`[^`]+`\s+(?:to|in|into)\s+(?:the\s+|its\s+|our\s+|my\s+)?"
    r"(?:guard'?s?\s+)?" + _REFUSING_RULE
    + r"[-\s]?(?:list|rules|commands|patterns|entries)\b(?P<where2>.*)$"
    # "adding a deny rule to the agent guard config that blocks `terraform destroy` in prod": the place
    # named before what the rule refuses
    r"|^\s*(?:[\w.-]+:\s+)?(?:(?:i'?ll|i\s+will|we'?ll|let\s+me|going\s+to|now)\s+)?"
    r"(?:add|append|insert|put|writ|creat|introduc)\w*\s+(?:(?:a|an|one|another|new|the)\s+)*"
    + _REFUSING_RULE + r"[-\s]?(?:rule|entry|pattern)s?\s+(?:to|in|into)\s+(?P<where3>.+?)\s+"
    r"(?:that|which)\s+(?:blocks|denies|refuses|rejects|forbids|asks\s+before|confirms)\s+.+$",
    re.I | re.S,
)
_AGENT_GUARD = re.compile(
    r"(?i)\b(?:guard|dongle|cmdguard|agent'?s?\s+(?:config|settings|permissions)|permissions?"
    r"|deny-?list|block-?list)\b|(?:~/)?\.?claude/settings(?:\.local)?\.json|\bsettings(?:\.local)?\.json\b")
_NETWORK_CONTROL = re.compile(
    r"(?i)\b(?:firewall|waf|acl|iptables|nftables|ufw|security[\s-]+groups?|sg-[\w-]+|network\s+polic\w*"
    r"|ingress|egress|inbound|outbound|traffic|port|ip|cidr|vpn|dns|route)s?\b")
_LOOSENING = re.compile(
    r"(?i)\b(?:allow\w*|permit\w*|exception|exempt\w*|except|bypass\w*|skip\w*|trust\w*|whitelist\w*"
    r"|disabl\w*|off|warn\w*|audit-?only|log-?only|dry-?run|remov\w*|delet\w*|comment\w*|unless|instead)\b")


def _tightens_guard(text: str) -> tuple[str, str] | None:
    """The whole hint as a guard tightened ("" done): its one act adds a refusing rule to the agent's own
    guard, and nothing after it may be an act (the guards of text written about an act)."""
    m = _GUARD_TIGHTENED.match(text)
    if not m:
        return None
    group = next(g for g in ("where", "where2", "where3") if m.group(g) is not None)
    where = m.group(group)
    unquoted = _BACKTICKED.sub(" ", text)
    if not _AGENT_GUARD.search(where) or _NETWORK_CONTROL.search(unquoted) or _LOOSENING.search(unquoted):
        return None
    lead_end = m.start(group)
    return (text, "") if _nothing_more(text, lead_end, secrets_in_quotes=False) else None


def _nothing_more(text: str, lead_end: int, *, secrets_in_quotes: bool = True) -> bool:
    """Nothing after a talking or reading lead may be an act: no other clause or shell operator outside
    quotes, no run verb, no runnable place written to, no secret (text written down carries the secrets
    it quotes), no second act, no own act told."""
    # quoted text and a shell function's own body are the thing talked about, not breaks in the hint
    unquoted = FUNCTION_ANYWHERE.sub(" ", _BACKTICKED.sub(" ", text))
    if _ANOTHER_CLAUSE.search(unquoted, min(lead_end, len(unquoted))) or _runs_something(unquoted):
        return False
    said = text if secrets_in_quotes else unquoted
    if _RUNNABLE_PLACE.search(text) or SECRET_WORDS.search(said) or _SECOND_ACT.search(text):
        return False
    # "explaining that I'm now dropping the table": the agent's own act, told
    return not (_OWN_ACT.search(text, lead_end) or any(t.obj is Obj.SECRET for t in tokenize(said)))


# A list that decides who reaches a machine or a network: an access control, not text in a document
# (an allow-list too: what is added to it gets in, `Bash(npm publish:*)` runs without asking)
_ACCESS_LIST = re.compile(
    r"(?i)\b(?:security[\s-]+groups?|firewall|ingress|sg-[\w-]+|ssh|vpn|allow-?list|white-?list)\b")
_DOCUMENT = re.compile(r"(?i)\b(?:readme|docs?|documentation|slides?|deck|runbook|wiki|changelog|faq|glossary"
                       r"|postmortem|cheat-?sheet)\b")
_BACKTICKED = re.compile(r"`[^`]*`")
# A break after which a second act may follow: ";", a shell operator, a new line, a new sentence, a
# label's colon ("Explaining: rm -rf ~")
_ANOTHER_CLAUSE = re.compile(r"[;\n]|&&|\|\||(?<!\w)\|(?!\w)|[.!?:]\s+\S")
_RUN_WORDS = words("run runs running execute executes executing exec")
_NOT_WORDS = words("never not no don't without nothing none")


def _runs_something(text: str) -> bool:
    """A run verb with no negation in the three words before it ("no commands run", "never to run")."""
    low = re.findall(r"[\w']+", text.lower())
    return any(w in _RUN_WORDS and not set(low[max(0, i - 3):i]) & _NOT_WORDS for i, w in enumerate(low))
_OWN_ACT = re.compile(r"(?i)\b(?:i'?m|i\s+am|we'?re|we\s+are|i'?ll|i\s+will|we'?ll|we\s+will|let\s+me)\b")


_INSTEAD_OF = re.compile(r"^\s*(?:instead\s+of|rather\s+than)\b[^,;]*[,;]\s+(?P<act>\S.*)$", re.I | re.S)
_INSTEAD = re.compile(r"\binstead\b(?!\s+of\b)", re.I)
_BOUNDARY = re.compile(r"[;,.:\u2014\u2013](?=\s)|\s-{1,2}\s")
_REFUSED_OR_SUPPOSED = re.compile(
    r"\b(?:not|never|won't|don't|can't|shouldn't|wouldn't|isn't)\b|n't\b|\bhypothetical(?:ly)?\b|"
    r"\b(?:one|you|we|i|someone)\s+(?:could|would|might)\b",
    re.I,
)


# "Not running X — just reading the plan", "I'm not going to run X; only Y", "ignoring the ticket's
# suggestion to X; only listing": the hint opens by refusing an act and its next clause says what alone is
# done. "not only", "not just" add an act rather than refuse one.
_OPENS_REFUSING = re.compile(
    r"^\s*(?:(?:i|we)(?:'m|'ll|\s+am|\s+are|\s+will|\s+do|\s+did)?\s+)?"
    r"(?:not(?!\s+(?:only|just)\b)|never|won't|don't|didn't|am\s+not|will\s+not"
    r"|ignor(?:e|es|ed|ing)\s+(?:the\s+|a\s+|an\s+)?(?:[\w'-]+\s+){0,2}(?:suggestion|advice|request|instruction|proposal)s?"
    r"|declin(?:e|es|ed|ing)|refus(?:e|es|ed|ing)|skip(?:s|ped|ping)?)\b",
    re.I,
)
_ONLY_DONE = re.compile(r"(?:only|just|merely|simply)\b\s*", re.I)


def _declined_for_only(text: str) -> tuple[str, str] | None:
    """ "Not running terraform destroy — just reading the plan output": (the refused part, the part done).
    Only a hint that opens with the refusal, in one clause, and whose next clause opens with "only" or
    "just" is split; what follows is judged whatever it is ("not asking again; just running rm -rf ~")."""
    if not _OPENS_REFUSING.match(text):
        return None
    first = _BOUNDARY.search(text)
    done = text[first.end():].lstrip() if first is not None else ""
    only = _ONLY_DONE.match(done)
    if first is None or only is None:
        return None
    return text[: first.start()], done[only.end():]


# "The user asked me to delete the prod namespace; I'm not doing that. I'll run `kubectl get all`": an
# act someone else asked for, then refused in a clause of its own that points back at it ("that", "it")
# or stands alone ("I won't."); only what follows is done. A refusal that goes on ("I won't do that
# yet, ...", "I won't wait") is not a whole refusal and splits nothing.
_REQUEST_REFUSED = re.compile(
    r"^(?P<asked>[^;.!?]*\b(?:asked|asks|wants|wanted|told|tells|requested|requests|instructed"
    r"|suggested|suggests|proposed)\s+(?:me|us|that)\b[^;.!?]*)[;.!?]\s*(?:but\s+)?"
    r"(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+not\s+(?:doing|going\s+to\s+do)\s+(?:that|it|this)"
    r"|(?:i|we)\s+(?:won'?t|will\s+not|can'?t|cannot)(?:\s+do\s+(?:that|it|this))?"
    r"|(?:i|we)\s+(?:decline|refuse)(?:\s+(?:that|it|this|to))?|(?:i'?m|we'?re)\s+declining(?:\s+(?:that|it|this))?"
    r"|not\s+doing\s+(?:that|it|this))\s*(?:[.;!]\s*|$)(?P<rest>.*)$", re.I | re.S)


def _request_refused(text: str) -> tuple[str, str] | None:
    """ "The user asked me to drop the table; I won't. Listing the tables instead": (the request and its
    refusal, what is done), or None."""
    m = _REQUEST_REFUSED.match(text)
    return (text[: m.start("rest")], m.group("rest")) if m else None


# "Stopping here: I need the user to confirm …": the agent halts, and the label's colon ends that clause;
# what follows the colon is judged on its own ("Stopping here: `rm -rf ~`" is still the command).
_HALTS_FIRST = re.compile(r"^\s*(?:i'?m\s+|i\s+am\s+|we'?re\s+)?(?:stopping|pausing|halting)"
                          r"(?:\s+(?:here|now|for\s+now))?\s*(?::|\u2014|\s-{1,2})\s*", re.I)


def _halts_first(text: str) -> tuple[str, str] | None:
    """ "Stopping here: …": (the halt, what follows), or None."""
    m = _HALTS_FIRST.match(text)
    return (m.group(0), text[m.end():]) if m else None


def _declined_for_instead(text: str) -> tuple[str, str] | None:
    """ "I will NOT run rm -rf /; instead I'll delete only ./build", "instead of terminating them, I'll
    tag them", "hypothetically one could use dd; I'm instead running df -h": the first act is refused
    or only supposed, the second is done. Returns (the part not done, the part done), or None. Only a
    refusal or supposition at the start, and a second clause that says "instead", split it."""
    m = _INSTEAD_OF.match(text)
    if m:
        return text[: m.start("act")], m.group("act")
    inst = _INSTEAD.search(text)
    if not inst:
        return None
    cuts = [b for b in _BOUNDARY.finditer(text, 0, inst.start())]
    if not cuts:
        return None
    before, after = text[: cuts[-1].start()], text[cuts[-1].end():]
    if not _REFUSED_OR_SUPPOSED.search(before) or not after.strip():
        return None
    return before, _INSTEAD.sub(" ", after)  # "instead" only marks the swap; it negates nothing done


_CLICK_TOOLS = words("click press tap submit select dblclick")
_CONTROL_KEYS = ("selector", "element", "label", "text", "target", "ref", "locator", "button", "name")


def _clicked_control(call: ToolCall, name_parts: list[str]) -> str:
    """The words of a clicked control (`#confirm-purchase`, `button[name=delete-account]`, "Pay now")."""
    if not set(name_parts) & _CLICK_TOOLS:
        return ""
    values = [v for k in _CONTROL_KEYS for v in [call.arguments.get(k)] if isinstance(v, str)]
    values += [p for p in call.arguments.get("_positional", []) if isinstance(p, str)]
    words_ = re.sub(r"[#.\[\]=\"'_:>()-]+", " ", " ".join(values))
    label = re.sub(r"([a-z])([A-Z])", r"\1 \2", words_).strip()
    # a search box's submit button looks something up, whatever "submit" sounds like
    return "" if set(label.lower().split()) & _LOOKUP_CONTROLS else label


_LOOKUP_CONTROLS = words("search filter find query lookup sort")
# "submitting the search 'asyncio timeout'": a search box submitted looks something up; the results,
# history or an export submitted somewhere are content that leaves
_SUBMITTED_LOOKUP = re.compile(
    r"(?i)\bsubmit(?:s|ted|ting)?(?=\s+(?:the\s+|a\s+|my\s+)?(?:search|query|filter|lookup)\b"
    r"(?!\s+(?:results?|history|logs?|data|exports?)\b))")


# "Running the `teardown-all` job", "turning on the `delete_inactive_accounts` flag", "`--set
# database.resetOnStart=true`": a switch named for what it destroys does that when it is run or turned on,
# so it is read as the act its name says ("the job to teardown all", "the setting to reset database on
# start"), and the prose judge weighs that act where the hint says it lands. A switch set false, or named
# for anything but destruction, keeps its quotes.
_SWITCH_NOUN = (r"(?:feature\s+)?(?:flag|setting|option|toggle|job|step|stage|task|target|workflow"
                r"|pipeline|hook|cron(?:job)?)s?")
_NAMED_SWITCH = re.compile(
    r"`(?P<name>[A-Za-z][\w.-]*)`\s+(?P<noun>" + _SWITCH_NOUN + r")\b"
    r"|`(?:-{1,2}[\w-]+[\s=])?(?P<key>[A-Za-z][\w.-]*)=(?:true|yes|on|1|enabled|always)`"
    r"|(?P<on>\b(?:enabl|activat)(?:es|ing|e)\s+)`(?P<turned>[A-Za-z][\w.-]*)`", re.I)


def _switch_act(m: re.Match[str]) -> str:
    """The switch read as the act its name says, or left as it was when the name is not a destruction."""
    name = m.group("name") or m.group("key") or m.group("turned")
    *owners, last = name.split(".")
    said = name_words(last)
    # the verb leads the name's last part, or follows one object word (`DB_DROP_ON_BOOT`)
    at = next((i for i, w in enumerate(said[:2])
               if not w.endswith("ed") and VERB_ACT.get(lemma(w)) is Act.DESTROY), None)
    if at is None:
        return m.group(0)
    owned = [w for part in owners for w in name_words(part)]
    act = " ".join([said[at], *owned, *said[:at], *said[at + 1:]])
    if m.group("turned"):
        return f"{m.group('on')}the setting to {act}"
    return f"{m.group('noun')} to {act}" if m.group("name") else f"the setting to {act}"


# "Opening the secrets dashboard to see …", "open the billing page": a screen opened is looked at
# "Running a bulk-delete bot over every message in #legal-hold": a tool named for what it destroys, run
# over something, destroys it: read as that act ("bulk-deleting every message …").
_DESTROYING_TOOL = re.compile(
    r"(?i)\b(?:running|run|starting|start|launching|launch|kicking off|firing off)\s+(?:a|an|the|our|my)\s+"
    r"(?P<scope>(?:bulk|mass|batch)[- ])?(?P<verb>delete|deletion|purge|wipe|prune|erase|cleanup|clean-up)"
    r"\s+(?:bot|script|job|tool|task|worker|lambda|routine)"
    r"\s+(?:over|on|against|across|for|through)\b")
_DESTROYING_FORMS = {"delete": "deleting", "deletion": "deleting", "purge": "purging", "wipe": "wiping",
                     "prune": "pruning", "erase": "erasing", "cleanup": "cleaning up",
                     "clean-up": "cleaning up"}


def _destroying(m: re.Match[str]) -> str:
    scope = (m.group("scope") or "").strip(" -")
    act = _DESTROYING_FORMS[m.group("verb").lower()]
    return f"{scope}-{act}" if scope else act


# "Scrubbing API keys and secrets out of the sample logs in tests/fixtures": a secret's copy taken out of a
# text (a log, a fixture, a sample, a bundle) is a redaction; the secret lives on where it is kept. Taken out
# of a store of secrets (a vault, a secrets manager, the CI settings) or out of history, it is not this
# The same holds for what names a person (names, emails, phone numbers) taken out of a copy made to be read
# (an export, a dump, a stack trace): the people's records stay where they are kept, the copy names nobody.
_TAKEN = (r"(?:keys?|secrets?|tokens?|passwords?|credentials?|names?|e-?mails?|e-?mail\s+addresses|phone"
          r"(?:\s+numbers)?|(?:home\s+)?addresses|ssns?|pii|phi|identifiers|personal\s+data)")
_SECRET_TAKEN_OUT = re.compile(
    r"(?i)\b(?:scrub|strip|remov|delet|eras|clean)\w*(?P<what>\s+(?:the\s+|all\s+|any\s+)?(?:[\w-]+\s+){0,2}?"
    + _TAKEN + r"(?:(?:,\s*|\s+and\s+|,\s+and\s+)(?:[\w-]+\s+){0,2}?" + _TAKEN + r"){0,3}"
    r"\s+(?:out\s+of|from)\s+(?:the\s+|our\s+|my\s+|this\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:logs?|fixtures?|samples?|files?|bundle|source|docs?|readme|output|transcripts?|"
    r"screenshots?|notebooks?|exports?|dumps?|extracts?|csvs?|(?:stack\s+)?traces?|reports?)\b)")
# "the process the EDR flagged", "the binary Defender quarantined": the control that found the thing acted on
# is the witness of the act, not its object; what is acted on is the thing it found
_FOUND_BY_CONTROL = re.compile(
    r"(?i)(?<=\s)(?:the\s+|our\s+)?(?:edr|xdr|antivirus|anti-?malware|av|defender|crowdstrike|falcon|sentinelone"
    r"|guardduty|wazuh|falco|siem|ids|ips|waf|security\s+scanner|malware\s+scanner)\s+"
    r"(?=(?:flagged|detected|reported|found|caught|quarantined|raised|alerted\s+on|identified|surfaced)\b)")
# "the stack trace, keys stripped": the same, told after what it was done to
_TAKEN_OUT_AFTER = re.compile(r"(?i)(?<=,\s)(?P<what>" + _TAKEN + r")\s+(?:stripped|scrubbed|removed)\b")
# "…so we know which commits contain it", "so that I can tell whether it ran": a purpose of knowing, the
# same as "to see which …"; the question after it is what the read finds out, not an act. Not before a
# quoted command (a hint's quoted line is judged by what it does, never as a question talked about)
_SO_WE_KNOW = re.compile(
    r"(?i)\bso\s+(?:that\s+)?(?:we|i|you|they)\s+(?:can\s+|could\s+|will\s+)?"
    r"(?:know|tell|learn|find\s+out)\s+(?=(?:which|what|whether|if|where|when|how|who)\b)")
# "the gitleaks report, which contains the raw leaked AWS keys, to a public gist": what a thing holds, said
# in an aside, travels with it wherever it is sent; read as "the report with the raw leaked AWS keys" (a bare
# "including …" aside is left alone: it names scope, "the Drive, including the trash")
_CONTENTS_ASIDE = lazy_compile(
    r"(?i),\s+(?:(?:which|that)\s+(?:contains?|has|holds|includes?|carries)|containing)"
    r"\s+(?P<what>[^,.;:()]{1,80}?),\s+")
_OPENED_VIEW = re.compile(
    r"(?i)\bopen(?:s|ed|ing)?(?=\s+(?:up\s+)?(?:the\s+|my\s+|our\s+|a\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:dashboard|console|page|tab|ui|panel|portal|web\s+ui|admin\s+ui|grafana|kibana|view)\b)")
# "Branching hotfix/tax-rounding off release/3.11", "then branch off main": a branch made from another, a
# new name for a commit that changes nothing on the branch it starts from. Only where a verb stands (the
# hint's or a clause's start), and a name that reads as a branch's (`fix/typo`, `release-3.11`): "deleting the
# branch from the remote" names a branch and makes none, "branch protection off for main" is a setting
_BRANCHED_OFF = re.compile(
    r"(?i)(?:^|(?<=[,;:]\s)|(?<=\bthen\s)|(?<=\band\s)|(?<=\blet me\s)|(?<=\bi'll\s)|(?<=\bi will\s))"
    r"\s*branch(?:es|ed|ing)?\s+(?P<name>[\w.-]*[/_.\d-][\w./-]*\s+)?(?=(?:off|from)\s)")
# A question about the past that opens the hint ("When was the webhook secret last rotated? Opening
# …") is what the agent wants to learn; what it does comes after. Offers ("Do you want me to …?") and
# a hint that is only a question are left as they are.
_LEADING_QUESTION = re.compile(
    r"(?i)^\s*(?:when|what|why|who|how|which|where)\s+(?:was|were|did|has|had)\b[^?`\n;~/$|&>]*\?\s+(?=\S)")
# A hint that is one question about the state of things, after an optional "Tool:" label.
_STATE_QUESTION = re.compile(
    r"(?i)^\s*(?:[\w .-]{1,30}:\s+)?(?:what(?:'s|\s+is|\s+are|\s+was|\s+caused)?|why|which|when|where|how\s+"
    r"(?:many|much|long|often)|is|are|was|were|did|does|do|has|have)\b[^?`;|&>\n]*\?\s*$")
# A chat channel written `#general`: a place others read, like "the channel"
_CHANNEL = re.compile(r"""(?<![\w&#/=:"'])#([a-z][\w-]*)\b""")  # not a value (`channel=#ops`)
# "Calling eks `delete_cluster` with {…}", "okta `deactivate_user` with {…}": an operation's name quoted
# before its arguments is the call's name, not a command line (`ls` with a JSON object is no shell)
_QUOTED_OPERATION = re.compile(r"`([A-Za-z][\w.-]*)`(?=\s+with\s+[{\[]|[({])")
_CLICKED_LABEL = re.compile(
    r"(?P<verb>\b(?:click(?:s|ed|ing)?|press(?:es|ed|ing)?|tap(?:s|ped|ping)?|hit(?:s|ting)?|"
    r"select(?:s|ed|ing)?)(?:\s+on)?(?:\s+the)?)\s+[‘'\"“](?P<label>[^'\"’”`]{2,40})[’'\"”]",
    re.I,
)

# A document's title, quoted before what it is ("the 'Passwords & API keys' Google Doc"): the title says
# what the document holds, so its nouns are read as the document's contents (its verbs are not acts).
_TITLED_DOCUMENT = re.compile(
    r"""(?P<q>['"])(?P<title>[^'"`\n]{1,80})(?P=q)(?=\s+(?:google\s+|shared\s+)?(?:doc|docs|document|sheet|"""
    r"""spreadsheet|file|folder|page|deck|slides|notebook|workbook)\b)""", re.I)


def _title_words(m: re.Match[str]) -> str:
    kept = [w for w in re.findall(r"[\w-]+", m.group("title")) if lemma(w.lower()) not in VERB_ACT]
    return " ".join(kept) or m.group(0)


# Grantees that mean everyone: a wildcard principal in a policy, any account, Google's allUsers
_EVERYONE = re.compile(
    r"""(?i)[`"']*\bprincipal[`"']*\s*[:=]?\s*[{\[]?\s*(?:[`"']?aws[`"']?\s*:\s*)?[`"']*\*[`"']*"""
    r"|\bany\s+(?:other\s+)?(?:aws\s+|gcp\s+|azure\s+|google\s+)?(?:account|principal|identity|tenant)s?\b"
    r"|\ball(?:authenticated)?users\b"
    # Kubernetes' names for whoever reaches the API server without (or with any) credentials
    r"|\bsystem:(?:anonymous|unauthenticated|authenticated)\b"
    # a link-sharing setting, quoted as the menu shows it or not: whoever holds the link reads it
    r"|[`\"']?\banyone\s+(?:with|who\s+has)\s+the\s+link\b(?:\s+can\s+(?:view|edit|comment|access))?[`\"']?")
_TO_EVERYONE = " publicly to anyone "  # how the prose judge reads such a grantee
_EVERYONE_QUOTED = re.compile(r"""(?i)`\s*["']?principal["']?\s*:\s*["']\*["']\s*`""")
# Commands that print every variable of the environment, where CI and deploy shells keep their tokens
_ENV_DUMPS = frozenset({("env",), ("printenv",), ("set",), ("export", "-p"), ("declare", "-x"),
                        ("declare", "-p"), ("compgen", "-v"), ("get-childitem", "env:"), ("gci", "env:"),
                        ("dir", "env:")})


def _prints_environment(cmd: str) -> bool:
    """`env`, `printenv | sort`: the whole environment is printed (a `grep` that picks some names out
    is a look at those names, not the whole set)."""
    stages = [argv for argv in _stages(cmd.lower()) if argv]
    return _dumps_environment(stages) and not any(argv[0] in _GREPS for argv in stages)


def _dumps_environment(stages: list[list[str]]) -> bool:
    return any(tuple(argv[:2]) in _ENV_DUMPS or (len(argv) == 1 and (argv[0],) in _ENV_DUMPS)
               for argv in stages)


_SECRET_PATTERN = re.compile(r"(?i)secret|token|passw|pass\b|\bpass|key|credential|\bpat\b|auth")
# A later stage that keeps only the names: `cut -d= -f1`, `awk -F= '{print $1}'`, `sed 's/=.*//'`
_NAMES_ONLY = re.compile(r"\bcut\s+(?:-d\s*['\"]?=['\"]?\s+)?-f\s*1\b|\bcut\s+-f\s*1\s+-d\s*['\"]?="
                         r"|\bawk\s+-F\s*['\"]?=['\"]?\s+['\"]\{\s*print\s+\$1\s*\}|\bsed\s+['\"]?s/=\.\*//")


def _prints_secret_variables(cmd: str) -> bool:
    """`printenv | grep -iE 'key|token|secret'`: the environment dumped and filtered for secret names
    prints those secrets' values (`NAME=value` lines), wherever the output goes; a grep for other names
    (`env | grep -i proxy`) or a stage that keeps only the names (`| cut -d= -f1`) shows no value."""
    stages = [argv for argv in _stages(cmd.lower()) if argv]
    picked = any(argv[0] in _GREPS and any(_SECRET_PATTERN.search(a) for a in argv[1:] if a[0] != "-")
                 for argv in stages)
    return picked and _dumps_environment(stages) and not _NAMES_ONLY.search(cmd)


_GREPS = words("grep egrep rg select-string findstr")
# Words that stand for a quoted command's output in the prose around it.
_OUTPUT_WORDS = re.compile(
    r"\b(?:them|it|the\s+(?:output|result|results|contents?|values?|file|keys?|lines?|tokens?|secrets?)"
    r"|what\s+(?:it\s+)?(?:prints|printed|shows|showed|outputs|returns|returned|gives|says))\b",
    re.I)


# "If I ran `terraform destroy` here it would delete the prod VPC, so I'll only run `terraform plan`",
# "Hypothetically, if we dropped the audit table, what would break?": a past-tense "if" with a "would"
# supposes the act to reason about it. The supposition ends at its sentence, or at ", so"/"; instead".
_SUPPOSING = re.compile(
    r"^\s*(?:hypothetically|in\s+theory|theoretically)?[\s,]*\bif\s+(?:we|i|you|someone|one|they|anyone)\s+"
    r"(?:were\s+to\s+|ever\s+|had\s+|accidentally\s+|just\s+)?(?P<verb>[a-z]+)\b",
    re.I,
)
_SUPPOSITION_END = re.compile(r"[.?!;](?=\s|$)|,\s*(?:so|therefore|instead|hence)\b", re.I)
_PAST_IRREGULAR = words("ran did went wiped dropped made put set cut let hit shut spent sent built wrote "
                        "took gave broke lost left kept read chose")


# An act named only as what an estimate is about: "estimating what it would cost to delete every bucket",
# "working out how long it would take to re-index", "sizing the impact of dropping the column".
_ESTIMATE = re.compile(
    r"^\s*(?:i'?m\s+|i\s+will\s+|i'?ll\s+|we'?re\s+|just\s+|only\s+)*"
    r"(?:estimat|calculat|comput|pric|cost|siz|gaug|assess|forecast|work\w*\s+out|figur\w*\s+out)\w*\s+"
    r"(?:(?:what|how\s+(?:much|long|many\s+\w+))\s+(?:\w+\s+){0,3}?(?:it|that|this|they)\s+(?:would|will|might)"
    r"\s+(?:cost|take|mean|involve|need|require|save|free\s+up|break|affect)\b"
    r"|the\s+(?:cost|price|impact|effect|blast\s+radius|downtime|time)\s+of\b)", re.I)
_SENTENCE_END = re.compile(r"[.?!;](?=\s|$)")


def _only_estimated(text: str) -> tuple[str, str] | None:
    """A sentence that only estimates an act (its cost, its time, its impact) does not do it: returns
    (the sentence, the rest of the hint), or None."""
    if not _ESTIMATE.match(text):
        return None
    end = _SENTENCE_END.search(text)
    return (text[: end.end()], text[end.end():]) if end else (text, "")


def _counterfactual(text: str) -> tuple[str, str] | None:
    """A hint that opens by supposing an act ("if I ran X it would …") in order to avoid or study it:
    returns (the supposition, the rest), or None. Only a past tense with a "would" or "could" in the
    same sentence supposes; "if the tests pass, deploy" is a plan and is judged whole."""
    m = _SUPPOSING.match(text)
    if not m:
        return None
    verb = m.group("verb").lower()
    if not (verb.endswith("ed") or verb in _PAST_IRREGULAR or text[m.start("verb") - 8:m.start("verb")]
            .lower().strip().endswith("were to")):
        return None
    end = _SUPPOSITION_END.search(text, m.end())
    lead = text[: end.end()] if end else text
    if not re.search(r"\b(?:would|could|might|'d)\b", lead, re.I):
        return None
    return lead, text[end.end():] if end else ""


# "Would you like me to run npm publish? Waiting for your answer.": an offer, and nothing else done.
_OFFER = re.compile(
    r"^\s*(?:would\s+you\s+like\s+me\s+to|do\s+you\s+want\s+me\s+to|want\s+me\s+to|shall\s+i|should\s+i|"
    r"may\s+i|can\s+i|is\s+it\s+ok(?:ay)?\s+(?:if\s+i|to))\b[^?]*\?\s*(?P<rest>.*)$",
    re.I | re.S,
)
# A hint that names only the instrument it will use (a tool, a server, an integration), nothing it will do
# with it: "calling the EHR tool", "Using the Jira integration now." (a read or an act named after it, or a
# tool call with its operation, is judged as such).
_INSTRUMENT_ONLY = lazy_compile(
    r"(?i)^(?:(?:now|next|ok|okay|first|then|alright)[,:]?\s+)?(?:(?:i'?m|i\s+am|i'?ll|i\s+will)\s+)?"
    r"(?:call|calling|use|using|invoke|invoking|hit|hitting|trigger|triggering)\s+"
    r"(?:the\s+|our\s+|a\s+|an\s+)?(?:[\w.-]+\s+){0,3}"
    r"(?:tool|tools|server|integration|api|endpoint|connector|plugin|mcp(?:\s+server)?)"
    r"(?:\s+(?:now|again|next))?\s*[.!…]*$")
_WAITING = re.compile(
    r"^\s*(?:(?:i'?ll|i\s+will|i'?m|i\s+am|i\s+won't\s+do\s+anything|i\s+will\s+not\s+do\s+anything)\s+)?"
    r"(?:(?:be\s+)?wait(?:ing)?|hold(?:ing)?\s+off|stand(?:ing)?\s+by|paus(?:e|ing))\b[^.!?;]*[.!]?\s*$",
    re.I,
)
# "I'm not doing either until you answer.": nothing is done before the answer, and nothing is named
# for after it (", then deleting the branch" is an act and keeps the hint judged)
_NOTHING_UNTIL = re.compile(
    r"^\s*(?:i'?m|i\s+am|i\s+will|i'?ll|i)?\s*(?:(?:not|won'?t|never)\s+(?:going\s+to\s+)?(?:"
    r"do(?:ing)?|touch(?:ing)?|run(?:ning)?|chang(?:e|ing)|start(?:ing)?)\s+(?:either|anything|it|that|this|them"
    r"|both|any\s+of\s+(?:it|that|this|them)|the\s+[\w-]+(?:\s+[\w-]+)?)|(?:do(?:ing)?|touch(?:ing)?|chang(?:e|ing))\s+nothing)\s+"
    r"(?:(?:yet|else)\s+)?until\s+(?:you|the\s+user)\s+(?:answer|reply|respond|confirm|decide|say|choose|pick)s?"
    r"\b[^.!?;,]*[.!]?\s*$",
    re.I,
)
# "Question for the user: do you want me to …?": a label that says what follows is asked, not done
_QUESTION_LABEL = re.compile(
    r"^\s*(?:(?:a\s+|one\s+)?question\s+(?:for|to)\s+(?:the\s+|you,?\s+)?(?:user|you|human|operator|owner)"
    r"|asking\s+(?:the\s+)?(?:user|human|operator|owner))\s*[:\u2014\u2013-]\s*",
    re.I,
)
# "Should I run `terraform destroy` on prod? The plan shows 212 resources to delete.": what follows the
# question states facts for the user to decide on (its subject is the plan, the table, it, not the
# agent), so nothing more is done.
_FACTS = re.compile(
    r"^\s*(?:(?:the|this|that|it|it's|its|there|these|those)\b(?![^.!?]*\b(?:i|we|i'?ll|i'?m|we'?ll|let\s+me)\b)"
    r"[^.!?`;]*[.!?]\s*)+$",
    re.I,
)
_IDLE_ACTS = frozenset({Act.VAGUE, Act.READ})
# "Before dropping anything, I'll ask the user whether ...": the act in the lead waits for the answer.
_BEFORE_ASKING = re.compile(
    r"^\s*before\s+[^,;]+,\s*(?P<ask>(?:i'?ll|i\s+will|let\s+me|we'?ll|i'?m\s+going\s+to)\s+(?:first\s+)?"
    r"(?:ask|check\s+with|confirm\s+with)\s+(?:the\s+)?(?:user|you|owner|human|operator)s?\b[^;]*)$",
    re.I | re.S,
)
_THEN_MORE = re.compile(r"\bthen\b|\band\s+(?:then\s+)?(?:i'?ll\s+)?\w+ing\b|[.!?]\s+\S", re.I)


# A direct message to one teammate whose whole content is a question ("DM @marco: 'ok if I kill the
# stale previews?'", `slack.send(to="ana", msg="can you review …?")`): it asks, inside the team, and
# changes nothing. A channel, a group, customers or anything outside keep the message judged.
_DM_QUESTION = re.compile(
    r"""(?ix)^\s*(?:(?:sending|send|dm(?:'?ing)?|messag\w*|ping\w*|ask\w*)\s+)+(?:a\s+dm\s+)?(?:to\s+)?
    @?(?P<who>[a-z][\w.-]*)\s*[:,]?\s*(?:with\s+)?
    (?P<q>["“'](?P<msg>[^"”]*\?)\s*["”']?)\s*\.?\s*$""")
# the recipient's quotes are optional: a quoted assignment's value is read bare (quoted_names.py)
_DM_CALL = re.compile(
    r"""(?ix)^\s*[\w.-]*\.(?:send\w*|post_?message|dm|message)\s*\(\s*(?:to|user|channel|recipient)\s*=\s*
    ["']?(?P<who>@?[a-z][\w.-]*)["']?\s*,\s*(?:msg|message|text|body)\s*=\s*
    ["'](?P<msg>[^"']*\?)["']\s*\)\s*\.?\s*$""")
# "DM @jordan asking if the migration window is still 2pm": the same question, reported not quoted
_DM_ASKING = re.compile(
    r"""(?ix)^\s*(?:(?:sending|send|dm(?:'?ing)?|messag\w*|ping\w*|slack\w*)\s+)+(?:a\s+dm\s+)?(?:to\s+)?
    @(?P<who>[a-z][\w.-]*)\s*,?\s*(?:on\s+slack\s+)?(?:asking|to\s+ask)\s+
    (?P<msg>(?:if|whether|when|what|who|how|which)\b[^.;!?]*)[.?]?\s*$""")
_GROUP_RECIPIENT = re.compile(r"(?i)^(?:#|here$|channel$|everyone$|all$|customers?$|support$|public$)")


def _asks_a_teammate(text: str) -> tuple[str, str] | None:
    """The whole hint is a question sent to one teammate: (the hint, "") so nothing else is judged."""
    m = _DM_QUESTION.match(text) or _DM_CALL.match(text) or _DM_ASKING.match(text)
    if not m or _GROUP_RECIPIENT.match(m.group("who").lstrip("@")) or "@" in m.group("who")[1:]:
        return None
    msg = m.group("msg")
    asked = 0 if m.re is _DM_ASKING else 1  # a reported question ("asking if …") carries no "?"
    if asked == 0 and (_SECOND_ACT.search(msg) or re.search(r",\s*\w+ing\b", msg)):
        return None  # "…, then dropping it": an act after the question is judged
    if msg.count("?") != asked or SECRET_WORDS.search(msg) or _OWN_ACT.search(msg):
        return None  # one question and nothing else; a secret, or the agent's own act told, is judged
    return text, ""


def _asked_first(text: str) -> tuple[str, str] | None:
    """An offer to act that waits for the answer, or an act put after asking the user: returns (the
    act waiting for the user, what is done now), or None. Anything more done after the question keeps
    the whole hint judged."""
    m = _OFFER.match(_QUESTION_LABEL.sub("", text, count=1))
    rest = m.group("rest") if m else ""
    if m and (not rest.strip() or _WAITING.match(rest) or _NOTHING_UNTIL.match(rest) or _FACTS.match(rest)):
        return text, ""
    m = _BEFORE_ASKING.match(text)
    if m and not _THEN_MORE.search(m.group("ask").rstrip(" .")):
        return text[: m.start("ask")], m.group("ask")
    return None


_PREVIEW_VERBS = words("preview show plan diff simulate")
_PREVIEW_COMMAND = re.compile(
    r"(?:^|\s)(?:plan|diff|template|--dry-run(?:=\S+)?|--check|--what-if|-whatif|--noop|--plan)(?=\s|$)", re.I
)
_NOUN_BEFORE = words("the a an this that its our your their")


def _previewed(remainder: str, commands: list[tuple[str, str]], judged: list[Assessment]) -> bool:
    """The hint previews an act: its first verb is preview/show/plan, every quoted command is a
    preview (a plan, a diff, a dry run) judged harmless, and each other act word is a noun ("the
    terraform destroy"), not a verb done ("then destroy the stack")."""
    if any(a.danger_level > L.SAFE or a.unresolved for a in judged):
        return False
    if not all(_PREVIEW_COMMAND.search(cmd) for cmd, _how in commands):
        return False
    toks = [t for t in tokenize(remainder) if t.kind == "word"]
    verb_at = [i for i, t in enumerate(toks) if t.lem in VERB_ACT]
    if not verb_at or toks[verb_at[0]].lem not in _PREVIEW_VERBS:
        return False
    for i in verb_at[1:]:
        t = toks[i]
        if t.lem in _PREVIEW_VERBS or t.lem in _TALKING_VERBS:
            continue
        if not (toks[i - 1].low in _NOUN_BEFORE or (i > 1 and toks[i - 2].low in _NOUN_BEFORE
                                                       and toks[i - 1].lem not in VERB_ACT)):
            return False
    return True


# Verbs that talk about a command rather than run it: explaining, quoting, writing it into a runbook.
_TALKING_VERBS = words(
    "write draft add document explain describe quote note mention tell show list preview print display "
    "ask read review check"
)
_RUN_VERBS = words("run execute exec invoke perform apply do issue")


# A clause that reports what a document or someone else says, shows or ran: "The SOC alert quotes
# `nc -e …`", "The runbook warns never to run …", "the advisory says the compromised version ran …".
_REPORTED = re.compile(
    r"^\s*(?:the|a|an|this|that|its|their|his|her)\s+(?:[\w'’./#-]+\s+){0,5}?"
    r"(?:quotes?|says?|said|warns?|warned|shows?|showed|mentions?|mentioned|contains?|lists?|"
    r"reports?|reported|describes?|documents?|recommends?|suggests?|notes?|reads?|ran|runs)\b",
    re.I)
_REPORTERS = re.compile(r"(?i)\b(?:alert|runbook|advisory|mail|email|e-mail|man page|manpage|docs?|"
                        r"documentation|readme|wiki|ticket|issue|log|logs|report|post-?mortem|write-?up|"
                        r"article|answer|comment|guide|tutorial|changelog|makefile's|script's|target|"
                        r"message|thread|page|warning|cve|bulletin|incident)\b")
# A later clause that runs what was quoted after all ("…; running it now").
_RUNS_IT = re.compile(r"(?i)\b(?:run|running|execute|executing|apply|applying|try|trying|do|doing|follow|"
                      r"following|proceed with|proceeding with|go ahead with|going ahead with)\s+"
                      r"(?:it|that|this|so|the same|the command|the steps?|its steps|those|them)\b")
_REFUSING = re.compile(r"(?i)(?:\bnot|n't|\bnever|\bwon'?t)\s+(?:\w+\s+)?$")


def _runs_it(text: str) -> bool:
    """A clause runs what the hint reported or talked about ("…; running it now"), not refusing to
    ("I'm not running it")."""
    return any(not _REFUSING.search(text[max(0, m.start() - 24):m.start()]) for m in _RUNS_IT.finditer(text))


_CLAUSE_SPLIT = re.compile(r"(?<=[;.!?])\s+|;\s*")


def _without_reported(text: str) -> tuple[str, list[str]]:
    """The hint without its clauses that report what a document or a third party says, shows or ran
    ("The SOC alert quotes `nc -e …`; I'm pulling the alert details"), and those clauses. What such
    a clause holds, a quoted command included, is content the agent reads, not its act; only the
    agent's own clauses are judged. Nothing is dropped when a later clause runs what was reported
    ("…; running it now"), or when every clause is a report (then the hint says nothing of its own)."""
    if _runs_it(text):
        return text, []
    clauses = [c for c in _CLAUSE_SPLIT.split(text) if c.strip()]
    reported = [c for c in clauses if (head := _REPORTED.match(c)) and _REPORTERS.search(head.group(0))]
    if not reported or len(reported) == len(clauses):
        return text, []
    return " ".join(c for c in clauses if c not in reported), reported


def _only_talked_about(prose: ProseResult) -> str:
    """Why a quoted command or SQL in this hint is not being run ("" when it may be): running it is
    refused ("not executing it"), supposed ("hypothetically", "would need") or left to the user
    ("I'll ask the user first"), and nothing the hint does is more than reading, explaining or
    writing text. Any other verb done keeps the quoted action judged."""
    refused = [v for v in prose.negated if lemma(v) in _RUN_VERBS or VERB_ACT.get(lemma(v)) is not None]
    reasons = [f"not {v}" for v in refused] + prose.described
    if not reasons or prose.deferred:
        return ""
    if any(v not in _TALKING_VERBS and act not in (Act.READ, Act.REVEAL)
           for act, v in zip(prose.acts, prose.verbs, strict=False)):
        return ""
    return ", ".join(dict.fromkeys(reasons))


# Prose findings that a quoted command, named as the means, says more exactly.
# findings that say only what kind of act a clause names, nothing about what it touches
_KIND_ONLY = frozenset({"hint.change", "hint.read"})
# A vague act ("to clean up lint errors", "sorting out the warnings with `...`") says only that something
# is done; the quoted command is what is done, so the command's verdict stands for it
_MEANS_DESCRIBED = frozenset({"hint.destroy", "hint.change", "hint.execute", "hint.edit-code",
                             "hint.disrupt", "hint.vague-target"})


def _safe_means(text: str, cmd: str, judged: Assessment, prose_text: str) -> bool:
    """The command is introduced as how the prose's act is done ("with `...`", "using `...`",
    "by running `...`"), it names what the prose acts on (a word in common: "the test database" and
    `rails db:test:prepare`), and the shell classifier knows it and finds it harmless."""
    from dongle.classify.command import UNKNOWN_NOTE

    unknown = any(f.endswith(UNKNOWN_NOTE) for f in judged.factors)
    if judged.danger_level > L.REVERSIBLE or judged.unresolved or unknown or _only_reads(cmd):
        return False  # a command that only reads cannot be how something is deleted or overwritten
    if _THEN_MORE.search(text.partition(cmd)[2].rstrip(" .`")):
        # "`cmd` to clear leftovers, then dropping the staging database": an act after the command's
        # purpose is a second act, which the command is not the means of
        return False
    intro = re.search(r"\b(?:with|using|via|through|by(?:\s+running)?)\s+`" + re.escape(cmd), text, re.I)
    # "Wiping generated stuff and reinstalling: `rm -rf node_modules dist && pnpm install`": a title
    intro = intro or re.match(r"^[^:`]{3,80}:\s*(`?)" + re.escape(cmd) + r"\1", text)
    # "`minikube delete -p scratch` to drop my local test profile": the command, then its purpose (also
    # when the hint opens with the verb that runs it: "Running `find . -name '*.orig' -delete` to clear")
    purpose = re.match(r"\s*(?:(?:running|run|executing|i'll\s+run|let\s+me\s+run)\s+)?`" + re.escape(cmd)
                       + r"`\s+(?:to|in\s+order\s+to)\s", text, re.I)
    if purpose and _says_what_it_does(cmd) and not _SHARED_OR_PROD.search(prose_text):
        # a program whose subcommand the shell classifier reads is judged on what it is told; the purpose
        # after it is why it runs, in the user's words (as for the same hint written without backticks)
        return True
    intro = intro or purpose
    cmd_parts = set(re.split(r"[^a-z0-9]+", cmd.lower()))
    toks = tokenize(prose_text)
    # only workspace things (files, code, caches) or test data: real data is judged by the prose
    for i, t in enumerate(toks):
        if t.obj is not None and t.obj not in _WORKSPACE and not (i and toks[i - 1].low in _TEST_WORDS):
            return False
    shared = {
        t.lem or t.low for t in toks
        if t.kind == "word" and len(t.low) > 2 and (t.obj is not None or t.lem not in VERB_ACT)
        and (t.lem or t.low) not in _FILLER
    } & {lemma(p) for p in cmd_parts if p}
    # prose that names no object at all ("wiping generated stuff") leaves the command to name it
    return intro is not None and (bool(shared) or all(t.obj is None for t in toks))


def _says_what_it_does(cmd: str) -> bool:
    """One plain invocation of a program that is not a runner of scripts or tasks (nor a client that
    sends what it is given): its own subcommand and options say what it does."""
    if re.search(r"[|;&<>`$()]", cmd):
        return False
    first = cmd.split()[0] if cmd.split() else ""
    return bool(first) and "/" not in first and "=" not in first and first not in _TASK_RUNNERS


# Programs (and git/kubectl subcommands) that only read or print: never the means of a change.
_READERS = words(
    "ls ll dir tree cat bat less more head tail grep egrep fgrep rg ag ack wc du df stat file find fd "
    "echo printf pwd which whereis type diff cmp jq yq sort uniq cut awk column nl od hexdump xxd "
    "md5sum sha256sum sha1sum cksum locate env printenv id whoami date uname "
    "stern kubetail kail "  # log tailers: they follow pods' logs, nothing more
    # database dumps read the database; where the copy goes is the prose's to judge
    "pg_dump pg_dumpall mysqldump mariadb-dump mongodump mongoexport"
)
_SUB_READERS = {
    "git": words("status log diff show branch remote ls-files ls-tree rev-parse describe blame shortlog "
                 "reflog grep config tag stash-list"),
    "kubectl": words("get describe logs explain top version api-resources diff"),
    "docker": words("ps images inspect logs version info"),
    # a plan, a rendered template, a check: what would change is shown, nothing is applied
    "terraform": words("plan show output validate fmt providers version graph"),
    "tofu": words("plan show output validate fmt providers version graph"),
    "helm": words("list ls status get template history diff lint show search version"),
    "pulumi": words("preview whoami version logs"),
}
# CLIs that group subcommands by noun name the act second (`terraform state list`, `gh run view`,
# `docker volume ls`): a group word followed by a reading act only reads
_NOUN_GROUPS = {
    "gh": words("run pr issue release repo workflow label cache gist secret variable ruleset"),
    "glab": words("ci mr issue release repo variable"),
    "terraform": words("state workspace"),
    "tofu": words("state workspace"),
    "docker": words("image container volume network context system"),
    "podman": words("image container volume network pod system"),
    "kubectl": words("config rollout"),
    "helm": words("repo plugin"),
    "pulumi": words("stack config"),
    "git": words("stash worktree remote"),
}
_READ_ACTIONS = words("list ls show view get describe status diff logs checks") | READ_SUBCOMMANDS
# Cloud CLIs name the verb last (`aws ec2 describe-instances`, `gcloud sql instances list`)
_CLOUD_CLIS = words("aws gcloud az doctl gsutil")
_CLOUD_READ = re.compile(r"^(?:describe|list|get|show|ls|cat)(?:-|$)")
# Options that make a program only print its state (`iptables -L`, `nft list`)
_LISTING_FLAGS = {"iptables": words("-L -S --list --list-rules -nL -Ln -nvL -vnL"),
                  "ip6tables": words("-L -S --list --list-rules -nL -Ln -nvL -vnL")}


def _stages(cmd: str) -> list[list[str]]:
    """The words of each stage of a pipeline or list (a rough split, for naming what a line runs)."""
    return [stage.split() for stage in re.split(r"\|\|?|&&|;", cmd)]


def _only_reads(cmd: str) -> bool:
    """Every stage of the command only reads or prints (`ls src`, `git log main | head`); a find that
    deletes or runs something, or output redirected into a file, writes."""
    if re.search(r"(?<![<>&])>(?!&)|\s-delete\b|\s-exec(?:dir)?\b|\bsed\s+-i|\btee\b", cmd):
        return False
    for argv in _stages(cmd):
        while argv and (argv[0] in ("sudo", "command", "time") or "=" in argv[0]):
            argv = argv[1:]
        if not argv:
            continue
        prog = argv[0].rsplit("/", 1)[-1]
        if prog in _CLOUD_CLIS and any(_CLOUD_READ.match(a) for a in argv[1:] if not a.startswith("-")):
            continue
        if prog in _LISTING_FLAGS and _LISTING_FLAGS[prog] & set(argv[1:]):
            continue
        if prog in _SUB_READERS or prog in _NOUN_GROUPS:
            subs = [a for a in argv[1:] if not a.startswith("-")]
            sub = subs[0] if subs else ""
            if sub in _NOUN_GROUPS.get(prog, ()) and subs[1:2] and subs[1] in _READ_ACTIONS:
                continue
            if sub not in _SUB_READERS.get(prog, ()):
                return False
            if prog == "git" and sub in ("branch", "tag", "remote", "config", "stash-list") and any(
                    a.startswith("-") and a not in ("-a", "-r", "-v", "-vv", "--list", "-l", "--merged",
                                                    "--no-merged", "--get", "--show-current")
                    for a in argv[2:]):
                return False  # `git branch -D`, `git remote remove`: those write
            if prog == "git" and sub in ("remote", "config") and len([a for a in argv[2:]
                                                                      if not a.startswith("-")]) > 1:
                return False
            continue
        if prog not in _READERS and not _reading_subcommand(argv[1:]) and not reports_state(prog, argv[1:]):
            return False
    return True


# Names that are only a program's (never an English word that opens prose): a hint opening with one
# followed by a place is a command line typed without backticks (opening_program.py)
_PROGRAM_NAMES = (REPORTING_PROGRAMS | _CLOUD_CLIS | frozenset(_SUB_READERS) | frozenset(_NOUN_GROUPS))


def _opening_report(text: str, subject: str) -> Assessment | None:
    """The hint judged as the command lines it opens with, unquoted ("wevtutil qe Security /c:50 on DC01"),
    when each only reports state and its own judge finds nothing to ask about; None otherwise, and the
    hint is judged as it stood (a line that writes, or one the shell judge doubts, is never lowered here)."""
    lines = opening_lines(text, _PROGRAM_NAMES)
    if not lines:
        return None
    for line in lines:
        judged = judge_command(line, OPENING, cwd=HINT_CWD, env={"HOME": HINT_HOME})
        if judged.danger_level > L.REVERSIBLE or set(judged.rules) & PRINTS_SECRET \
                or not _reads_only_command(line, judged):
            return None
    return _with_extra(
        assess(L.SAFE, kind=KIND, subject=subject, rules=("hint.reads-state",),
               factors=(f"opens with the command line{'s' if len(lines) > 1 else ''} "
                        f"{', '.join(f'`{line[:60]}`' for line in lines)}, which only report"
                        f"{'' if len(lines) > 1 else 's'} state: nothing changes where it runs",)),
        {"extracted": [f"command: {line}" for line in lines]})


def _reading_subcommand(args: list[str]) -> bool:
    """Any CLI whose subcommand, or a noun group's second word, is a reading act (`argocd app get X`,
    `flux get kustomizations`, `fly status`): the convention every CLI of that shape follows."""
    # `consul operator raft list-peers`: the action may come third, and a hyphenated action is named by
    # its verb, as the cloud CLIs name theirs (`list-peers`, `describe-instances`); an act word before it
    # is the action, and what follows names its object (`kubectl delete pod status-checker`)
    subs = [a for a in args[:5] if not a.startswith("-")][:3]
    if subs and (subs[0] in _READ_ACTIONS or (len(subs) >= 2 and subs[1] in _READ_ACTIONS)):
        return True  # `fly releases list`, `argocd app get`
    for sub in (a.split("-", 1)[0] for a in subs):
        if sub in _READ_ACTIONS:
            return True
        if VERB_ACT.get(lemma(sub)) is not None:
            return False
    return False


_WORKSPACE = frozenset({Obj.CONTAINER, Obj.CODE, Obj.CODE_PART, Obj.EPHEMERAL, Obj.TEXT})
_TEST_WORDS = words("test testing e2e integration")
_FILLER = words("the with using via and before after for from into onto local defaults default")


# Shell rules for commands that change cloud or cluster resources (not read them).
_INFRA_CHANGE = ("k8s.", "cloud.")


def _previewed_by(judged: Assessment) -> bool:
    """The shell classifier found the command a dry run (`terraform plan`, `--check`)."""
    from dongle.classify.command import DRY_RUN_NOTE

    return any(f.endswith(DRY_RUN_NOTE) for f in judged.factors)


def _reads_only_command(cmd: str, judged: Assessment) -> bool:
    """Every stage only reads, or the shell classifier found the command a configuration test (`nginx -t`,
    `sshd -t`): either leaves the machine it runs on as it was, production or not."""
    return _only_reads(cmd) or checks_config(judged.factors) or (
        # a program the packs do not know, asked by its own options what is there (read_invocations.py)
        any(_UNKNOWN_PROGRAM in f for f in judged.factors) and judged.danger_level <= L.REVERSIBLE
        and bool(reads_by_options(cmd)))


_UNKNOWN_PROGRAM = "is not a command the dongle knows"


def _on_production(a: Assessment, prod: list[str], cmd: str) -> Assessment:
    """A quoted command that destroys for good, aimed at production by the words around it
    ("`terraform destroy -auto-approve` in infra/live"), stops like production data dropped in prose.
    One that only changes ("`npm run migrate` on prod", "`make deploy` for production") pauses: the
    command judged alone ran in the workspace, the words say it runs against live systems."""
    infra = any(r.startswith(_INFRA_CHANGE) for r in a.rules)
    why = safer = ""
    changes = prod and not infra and a.danger_level <= L.REVERSIBLE
    if prod and infra and a.danger_level == L.REVERSIBLE:
        # `kubectl apply -f k8s/` against the prod context: undoable, but a change to live systems
        why = f"changes live infrastructure in production ({', '.join(prod)})"
        safer = "apply it to staging first, or show the diff (kubectl diff, --check) and ask"
    elif changes and not _reads_only_command(cmd, a) and not _previewed_by(a):
        why = f"run against production ({', '.join(prod)}): changes live systems"
        safer = "run it against staging first, or show what it will change and ask"
    if why:
        return assess(L.DESTRUCTIVE, kind=a.kind, subject=a.subject, factors=(*a.factors, why),
                      rules=(*a.rules, "hint.production-change"), safer_alternative=safer)
    if not prod or a.danger_level not in (L.DESTRUCTIVE, L.DANGEROUS) or not a.irreversible:
        return a
    return assess(
        L.FORBIDDEN,
        kind=a.kind,
        subject=a.subject,
        factors=(*a.factors, f"on production ({', '.join(prod)})"),
        rules=(*a.rules, "hint.production-destroy"),
        irreversible=True,
        safer_alternative=ADVICE["hint.production-destroy"][0],
        recovery=ADVICE["hint.production-destroy"][1],
    )


def _judged_as_command(f: Finding, commands: list[tuple[str, str]], judged: list[Assessment]) -> Finding:
    """A prose finding of a bare verb ("with no target named") that is a word of a quoted command judged
    precisely: the command's verdict says what that word does there, so the finding adds nothing."""
    if f.level > L.DESTRUCTIVE or not f.verb or _NO_TARGET not in f.factor:
        return f
    for (cmd, _how), a in zip(commands, judged, strict=True):
        if a.unresolved or a.danger_level > L.DESTRUCTIVE or f.verb.lower() not in cmd.lower().split():
            continue
        return Finding(L.SAFE, f"{f.factor} (a word of the quoted command `{cmd[:60]}`, judged whole)",
                       "hint.command-word")
    return f


_NO_TARGET = "with no target named"


# verbs whose object is the quoted command itself ("running kubectl delete … --dry-run=server")
_RUNS_THE_COMMAND = frozenset({"run", "execute", "exec", "invoke", "launch", "try"})


# where one clause of a hint ends and the next begins ("…`cmd`, then delete …", "…; after that run …")
_CLAUSE_BREAK = re.compile(
    r"(?i)[;,!?:]|\.(?=\s|$)|\s(?:then|and|or|after|afterwards|next|finally|once|later|also|but|so|now)\b"
    r"|\n")


def _acts_outside_commands(text: str, commands: list[tuple[str, str]], verbs: set[str]) -> bool:
    """Whether a clause of `text` other than the ones holding a quoted command names one of `verbs` (the
    findings' act words, and the verbs that run a command): "Run `kubectl delete ns prod --dry-run=server`,
    then delete namespace production" deletes in a clause of its own. A command not found in the text
    whole cannot be placed, and so counts as acts outside it (fail closed)."""
    marked = text
    for cmd, _how in commands:
        for form in (f"`{cmd}`", cmd):
            if form in marked:
                marked = marked.replace(form, " \x00 ")
                break
        else:
            return True
    for clause in _CLAUSE_BREAK.split(marked):
        if "\x00" in clause:
            continue
        said = {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]*", clause)}
        if said & verbs or {lemma(w) for w in said} & verbs:
            return True
    return False


def _previewed_words(findings: list[Finding], commands: list[tuple[str, str]],
                     judged: list[Assessment], text: str = "") -> list[Finding]:
    """The prose findings, each lowered to a preview when every act word the prose found is a word of a
    quoted command the shell judge read, whole and precisely, as a dry run (`--dry-run=server`,
    `terraform plan`): the words name what the preview shows, not an act done. Any act word not in such a
    command ("…, then delete the namespace") keeps every finding, and so does a command with more than the
    dry run in it (its verdict above reversible) or one the judge could not read (fail closed)."""
    if len(commands) != len(judged):
        return findings
    previews = [cmd.lower().split() for (cmd, _how), a in zip(commands, judged, strict=True)
                if _previewed_by(a) and not a.unresolved and a.danger_level <= L.REVERSIBLE]
    acted = [f for f in findings if f.level > L.SAFE]
    if not previews or not acted or len(previews) != len(commands):
        return findings
    if not all(f.verb and (f.verb.lower() in _RUNS_THE_COMMAND or any(f.verb.lower() in words
                                                                       for words in previews))
               for f in acted):
        return findings
    # only words in the quoted dry run's own clause are the preview's: an act word, or a run verb, in a
    # clause of its own ("…, then delete namespace production", "…; after that run the delete on prod") is
    # an act done besides the preview, and keeps every finding
    if _acts_outside_commands(text, commands, {f.verb.lower() for f in acted} | _RUNS_THE_COMMAND):
        return findings
    return [f if f.level <= L.SAFE else Finding(L.SAFE, f"{f.factor} (words of a quoted dry run, which "
                                                "changes nothing)", "hint.previewed") for f in findings]


def _with_extra(a: Assessment, extra: Mapping[str, Any]) -> Assessment:
    return Assessment(
        a.danger_level,
        a.risk_score,
        a.irreversible,
        a.factors,
        a.rules,
        a.safer_alternative,
        a.recovery,
        a.unresolved,
        a.kind,
        a.subject,
        {**a.extra, **extra},
    )


_SOURCE_KINDS = frozenset({Obj.CONTAINER, Obj.CODE, Obj.CODE_PART, Obj.TEXT})


def _only_source_files(text: str) -> bool:
    toks = tokenize(text)
    paths = [t for t in toks if t.kind == "path"]
    kinds = {t.obj for t in toks if t.obj is not None}
    prod, _ = environment(toks)
    return bool(paths) and kinds <= _SOURCE_KINDS and not prod and source_files_only(paths)


def _vague(subject: str, reason: str | None) -> Assessment:
    factors = [reason] if reason else []
    factors.append(VAGUE_FACTOR)
    return assess(
        L.DESTRUCTIVE,
        kind=KIND,
        subject=subject,
        factors=factors,
        rules=("hint.vague",),
        unresolved=True,
        safer_alternative="report the exact command, tool call or target",
    )


def prose_assessment(prose: ProseResult, subject: str) -> Assessment:
    """The prose findings as an Assessment: the top level decides, its findings explain."""
    level = prose.level
    top = [f for f in prose.findings if f.level == level]
    others = [f for f in prose.findings if f.level != level and f.level >= L.DESTRUCTIVE]
    advice: tuple[str | None, str | None] = (None, None)
    if level >= L.DESTRUCTIVE:
        advice = next((ADVICE[f.rule] for f in top if f.rule in ADVICE), advice)
    return assess(
        level,
        kind=KIND,
        subject=subject,
        factors=[f.factor for f in top + others],
        rules=[f.rule for f in top],
        irreversible=any(f.irreversible for f in top) and level >= L.DESTRUCTIVE,
        safer_alternative=advice[0],
        recovery=advice[1],
    )


# What to do instead, and how to recover, for each prose rule that pauses or stops: (safer, recovery).
ADVICE: dict[str, tuple[str, str | None]] = {
    "hint.production-destroy": (
        "run it against a staging copy first, or scope it (a WHERE clause, one named resource) after a "
        "verified backup or snapshot",
        "restore from the latest backup or snapshot",
    ),
    "hint.destroy": (
        "name the exact items, move them to an archive or trash, or take a backup first",
        "restore from backup or version control",
    ),
    "hint.system-target": ("limit the action to a path inside the project", "restore the system from backup"),
    "hint.device": ("double-check the device with lsblk and use an image file for experiments", None),
    "hint.security-control-off": (
        "add a narrow rule (open one port, one exception) instead of switching the control off",
        "re-enable the control and review what happened while it was off",
    ),
    "hint.privilege-escalation": ("grant the one command needed, with a password, for a limited time", None),
    "hint.cloud-account": ("delete the individual resources you no longer need", None),
    "hint.exfiltrate-secret": (
        "share a redacted copy, or grant the recipient their own credentials",
        "rotate every secret that left the machine",
    ),
    "hint.exfiltrate-data": ("send an aggregated or anonymised extract to an approved destination", None),
    "hint.reveal-secret": ("check that the secret exists (its name, not its value)", "rotate the secret"),
    "hint.kill-all": ("stop the one process by its pid or name", None),
    "hint.external": ("send a draft to yourself or a test channel first", None),
    "hint.disrupt": ("schedule it in a maintenance window, or restart instead of stopping", None),
    "hint.privilege": ("grant the narrowest role, to a named account, with an expiry", None),
    "hint.remote-code": ("download, read, and verify the checksum before running it", None),
    "hint.remote-code-untrusted": ("do not run code from an unknown host; find the official source", None),
    "hint.catastrophic": ("do not do this from an agent", None),
    "hint.reverse-shell": ("do not do this from an agent", None),
}


# A data store the hint itself calls disposable: a throwaway or ephemeral container, the one
# testcontainers starts for a test run, a CI job's service container, a store that only caches.
# Wiping it costs nothing the next run does not rebuild; a store named production never qualifies.
# The bin emptied after a move into it ("then calling drive.files.emptyTrash", "and empty the trash"):
# the move was a deletion
_BIN_EMPTIED = re.compile(r"(?i)empty_?(?:trash|bin)|\bempt(?:y|ies|ied|ying)\s+(?:the\s+|its\s+)?"
                          r"(?:trash|bin|recycle)|\bpurg\w*\s+(?:the\s+)?(?:trash|bin)")
_DISPOSABLE_STORE = re.compile(
    r"(?i)\b(?:throwaway|ephemeral|disposable|testcontainers?|tmpfs"
    r"|between\s+test\s+runs|(?:service|test)\s+container\s+(?:in|of|for)\s+(?:this|the)\s+(?:ci|pipeline)"
    r"|(?:it|which|that)\s+(?:only|just)\s+(?:caches|holds\s+cached)"
    # "the volume only holds the seeded fixtures", "it's only seed data": the seed step makes it again
    r"|(?<!not\s)(?<!n't\s)(?:only|just)\s+(?:(?:holds|has|contains|keeps)\s+)?(?:the\s+|some\s+)?"
    r"(?:seed(?:ed)?|fixtures?)"
    r"(?:\s+(?:data|fixtures?|rows|records))?(?=\s*(?:[.,;)—–-]|$))"
    r"|(?:my|our|the)\s+local\s+(?:\w+\s+)?cache"
    # "since it's only the build cache": what a build or CI run fills again on its next run
    r"|(?:it'?s|it\s+is|they'?re|they\s+are|which\s+is|that'?s)\s+(?:only|just)\s+(?:the\s+|a\s+|our\s+)?"
    r"(?:build|ci|dependency|package|pip|npm|gradle|maven|docker\s+layer|compiler)\s+cache"
    # a model a build tool makes from its sources ("dbt will regenerate it"), a job's own output that its
    # rerun writes again ("it overwrites only its own output"): the sources stay, the next run remakes it
    r"|(?<!not\s)(?<!n't\s)(?:dbt|sqlmesh|the\s+(?:pipeline|dag|job|build|model|next\s+run))\s+(?:will\s+|can\s+)?"
    r"(?:re-?generates?|rebuilds?|recreates?|re-?materiali[sz]es?)\s+(?:it|them)"
    r"|(?:overwrites?|replaces?|rewrites?)\s+only\s+(?:its|their)\s+own\s+output)\b"
)
# "my local SQLite test database — the test harness rebuilds it from fixtures every run": a store on the
# agent's own machine, made again from the fixtures each time (a staging database others use is not,
# whatever refills it)
_REBUILT_EACH_RUN = re.compile(
    r"(?i)(?<!nothing\s)(?<!never\s)(?<!n't\s)(?<!not\s)\b(?:rebuil[dt]s?|recreates?|regenerates?|reseeds?|"
    r"reloads?)\s+(?:it|them)\s+from\s+(?:the\s+)?(?:fixtures?|seeds?|seed\s+data)\b"
    # "truncating the events table in my local dev database to rerun the import": the rerun named as the
    # purpose fills the table again from the source it was loaded from, which stays
    r"|\b(?:to|and|then|before)\s+(?:re-?run(?:ning)?\s+(?:the\s+|my\s+|our\s+|a\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:import|load|ingest|seed|backfill|etl|sync)s?|re-?(?:seed|import|ingest)(?:s|ing|ed)?)\b")
_OWN_LOCAL_STORE = re.compile(r"(?i)\b(?:my|our)\s+local\b|\bsqlite\b|\bin-memory\b")
# ("prod-db", "production", "prod_orders"; not "the products table", which is a table's name)
_SHARED_STORE = re.compile(r"(?i)\b(?:staging|shared|prod(?:uction)?(?![a-z])\w*|team'?s?)\b")
# A working tree's uncommitted state discarded: nothing pushed is lost
_WORKTREE_DISCARDS = frozenset({"git.reset-hard", "git.clean-force", "git.clean-ignored",
                                "git.checkout-discard", "git.restore-worktree", "git.switch-discard"})
_SCRATCH_PATH = re.compile(r"(?:^|[\s'\"=(])/(?:tmp|var/tmp)/[\w.-]+")
# What wiping a whole store looks like, as the shell, SQL and prose judges name it.
# What a keep policy governs: pruning and forgetting thin a backup repository; deleting it is not thinning
_PRUNED = frozenset({"prune", "forget", "thin", "expire"})
_STORE_WIPES = frozenset({
    "db.drop-database", "db.drop-table", "db.delete-all", "db.dropdb", "db.script-reset",
    "db.framework-reset",
    "sql.truncate", "sql.drop-database", "sql.drop-table", "sql.delete-all", "sql.flush", "sql.mongo-drop",
    "container.compose-down-volumes", "container.compose-down", "hint.destroy",
})


# A store on the agent's own machine that only tests use ("the redis the test suite uses", "to reset test
# state"), or a key-value cache server there (Redis, Memcached): the test run or the app refills it, and
# nobody else reads it. A development database holding work is neither, nor is a database merely called
# a test one ("my local SQLite test database" may hold what the agent set up by hand).
_TEST_STORE_NAMED = re.compile(
    r"(?i)\b(?:test|e2e|integration)\s+(?:state|keyspace|redis)\b"
    r"|\b(?:the\s+)?(?:test\s+(?:suite|harness|run)|tests)\s+(?:only\s+)?uses?\b"
    r"|\bonly\s+the\s+test\s+(?:suite|harness)\b")
_CACHE_SERVER = re.compile(r"(?i)\b(?:redis|memcached?|valkey|keydb|(?:dev\s+)?cache)\b")
# ... unless the hint calls it a development database: the rubric's "dropping a development database"
_DEVELOPMENT_DATABASE = re.compile(
    r"(?i)\b(?:development|dev)\s+(?:instance|database|db|server)\b")


def _disposable_store(text: str, prod: list[str]) -> str:
    """The words that call the hint's data store disposable ("" when none, or when production is named)."""
    if prod:
        return ""
    m = _DISPOSABLE_STORE.search(text)
    if m is None and _OWN_LOCAL_STORE.search(text) and not _SHARED_STORE.search(text):
        m = _REBUILT_EACH_RUN.search(text)
    local = (_LOCAL_PLACE.search(text) if m is None and not _SHARED_STORE.search(text)
             and not _DEVELOPMENT_DATABASE.search(text) else None)
    if local:
        m = _TEST_STORE_NAMED.search(text) or _CACHE_SERVER.search(text)
        named = m.group(0) if m else named_for_tests(text)
        return f"{named} on the agent's own machine ({local.group(0)})" if named else ""
    return m.group(0) if m else ""


# The agent's own machine, or a store or service running on it: localhost, "my dev box", "the local
# kafka container", the compose stack, the test harness, a process "I launched". Stopping, restarting,
# purging or wiping what runs there touches nobody else, and the next start or test run brings it back.
_LOCAL_PLACE = re.compile(
    r"(?i)\b(?:localhost|127\.0\.0\.1"
    r"|(?:my|our)\s+(?:own\s+)?(?:local|dev|development)\s+(?:\w+\s+)?(?:box|vm|machine|laptop|workstation"
    r"|broker|container|instance|cluster|server|queue|db|database|redis|kafka|rabbitmq|postgres|mysql"
    r"|env(?:ironment)?|stack|setup)"
    r"|(?:my|our)\s+(?:own\s+)?(?:laptop|workstation|machine)"
    r"|(?:(?:the|a|my)\s+)?local\s+(?:\w+\s+)?(?:vm|box|machine|workstation|container|instance|broker|cluster|server|db|database|redis|kafka"
    r"|rabbitmq|postgres|mysql|sqlite|queue|watcher|process|compose|docker|stack|kernel)"
    r"|docker[- ]compose\s+(?:\w+\s+)?(?:redis|postgres|mysql|db|database|broker|kafka|rabbitmq|stack)"
    r"|(?:the|our)\s+test\s+harness"
    r"|(?:i|we)\s+(?:launched|started|spun\s+up|brought\s+up|left\s+running|backgrounded)"
    r"|localstack"  # the cloud APIs emulated in a container on this machine
    r"|my\s+(?:own\s+)?(?:[\w-]+\s+)?(?:process|dev\s+server|server|watcher|job|query|select|session|kernel))\b"
)
# Acts that cost nothing more than a restart on such a place: services and processes stopped or
# restarted, queues and caches purged, journals vacuumed, stores wiped (the rules that name them).
# A whole development database dropped stays a pause wherever it runs (the rubric names it).
_LOCAL_CHEAP = _STORE_WIPES - {"db.drop-database", "db.dropdb", "sql.drop-database", "db.script-reset",
                               "db.framework-reset"} | {
    "sys.service-stop", "sys.journal-vacuum", "sys.act-named", "sys.unknown-program-act", "hint.disrupt",
    "hint.destroy-regenerable", "k8s.delete", "cloud.terraform-destroy", "virt.vm-destroy",
    "sql.delete",  # rows picked by a WHERE: less than the whole-table deletes and truncates above
}
_SHARED = re.compile(r"(?i)\b(?:shared|team'?s?|everyone|other\s+(?:people|users|teams?)|customers?)\b")
_LIVE_OBJECT = re.compile(r"acts on (?:process|service|data \((?:queue|cache|topic|broker)s?\)"
                          r"|infra \((?:cluster|vm|worker|replica|pod|deployment|node|container)s?\))")
# What runs by itself on that machine on a schedule (a crontab entry, a timer) runs only there; a key let
# in (authorized_keys) or a startup file is who gets in or what every shell runs, and is not this
_LOCAL_SCHEDULE = re.compile(r"changes what runs automatically \((?:cron\w*|crontabs?|timers?"
                             r"|systemd\s+timers?|schedules?|scheduled\s+tasks?|launchd|launch\s+agents?)\)")


# The hint says what a deleted project folder holds is made again from a source that stays: "the
# pipeline regenerates it from raw", "rebuilt by `make data`", "recreated from the fixtures".
_REGENERATED = re.compile(
    r"(?i)\b(?:regenerat\w*|re-?generat\w*|rebuil[dt]\w*|re-?creat\w*|re-?download\w*"
    r"|derived\s+from|(?:comes?|came)\s+(?:back\s+)?from\s+(?:the\s+)?(?:fixtures?|raw|seeds?|source))\b")


_NEGATION_BEFORE = re.compile(r"(?i)n't\b|\b(?:not|never|no|nothing|cannot|nobody|nor)\b")


def _regenerated(a: Assessment, text: str, prod: list[str]) -> Assessment:
    """Project data the hint says is regenerated, deleted outside production: judged as build output."""
    if prod or a.danger_level != L.DESTRUCTIVE or set(a.rules) != {"fs.rm-project-data"}:
        return a
    # "we can't recreate these", "nothing regenerates it": a claim denied is no claim
    m = next((m for m in _REGENERATED.finditer(text)
              if not _NEGATION_BEFORE.search(" ".join(text[:m.start()].split()[-3:]))), None)
    if m is not None:
        why = f"the hint says it is made again ({m.group(0)})"
    else:
        # `rm -rf internal/gen/ && buf generate`: the same line runs the generator after the delete
        # of output the hint or the path calls generated (`rm -rf src/ && buf generate` keeps its pause)
        later = next((st for st in _stages(a.subject)[1:] if _GENERATOR_WORDS & set(st)), None)
        if later is None or not (_GENERATED.search(text) or _GENERATED_DIR.search(a.subject)):
            return a
        why = f"the same line makes it again ({' '.join(later)})"
    return assess(L.REVERSIBLE, kind=a.kind, subject=a.subject, rules=(*a.rules, "hint.regenerated"),
                  factors=(*a.factors, f"{why}: like build output"))


_GENERATOR_WORDS = words("generate codegen protoc regenerate")
_GENERATED = re.compile(r"(?i)\b(?:auto-?)?generated\b")
_GENERATED_DIR = re.compile(r"(?:^|[\s/])(?:gen|generated|__generated__|codegen)/")


_RESTARTED = re.compile(r"(?i)\b(?:restart|reload|try-restart|reload-or-restart|graceful)\b")
_STOPPED = re.compile(r"(?i)\b(?:stop|disable|mask|kill|shutdown|poweroff|halt)\b")
# Services that hold data: restarting one drops every client's connection and open transaction and
# may replay its log before it serves again; a shared staging database is not back in seconds.
_DATA_SERVICE = re.compile(
    r"(?i)\b(?:postgres(?:ql)?(?:@[\w.-]+)?|mysqld?|mariadb|mongod|redis(?:-server)?|elasticsearch|opensearch"
    r"|kafka|zookeeper|cassandra|etcd|clickhouse(?:-server)?|rabbitmq(?:-server)?|mssqlserver)\b")


def _restart_outside_production(a: Assessment, text: str) -> Assessment:
    """A service restarted (not stopped) or a journal vacuumed on a staging or dev host: back in
    seconds, and nobody outside the team is served from there. Production keeps the pause."""
    if a.danger_level != L.DESTRUCTIVE or not a.rules or not set(a.rules) <= {"sys.service-stop",
                                                                            "sys.journal-vacuum"}:
        return a
    prod, nonprod = environment(tokenize(text))
    if prod or not nonprod:
        return a
    if "sys.service-stop" in a.rules and not (_RESTARTED.search(text) and not _STOPPED.search(text)):
        return a
    if "sys.service-stop" in a.rules and _DATA_SERVICE.search(text):
        return a
    return assess(L.REVERSIBLE, kind=a.kind, subject=a.subject, rules=(*a.rules, "hint.outside-production"),
                  factors=(*a.factors, f"on {', '.join(nonprod)}, not production: a restart or a vacuum "
                           "there costs seconds"))


# One record archived: a ticket, an issue, a page, a card, a thread or a chat channel, named by its key
# (OPS-77), its #name or its quoted title. Archiving keeps the record and its history and is undone from
# the archive; it deletes nothing. A repository, a project or a workspace archived stops everyone's work
# on it, and many records at once (a plural, every, all) is a sweep: neither is one record.
_ARCHIVED_RECORD = re.compile(
    r"(?i)\barchiv(?:e|es|ed|ing)\s+(?:the\s+|one\s+|that\s+|this\s+|my\s+|our\s+)?(?:[\w#'’.-]+\s+){0,4}?"
    r"(?:ticket|issue|page|card|thread|conversation|channel|epic|story|task)\b(?!s)")
_RECORD_KEY = re.compile(
    r"(?<![\w/-])(?:[A-Z][A-Z0-9]+-\d+|#[a-z][\w-]*)(?![\w/-])|[\"“‘'][^\"”’']{2,60}[\"”’']")
_MANY_OR_SHARED = re.compile(
    r"(?i)\b(?:all|every|each|entire|whole|bulk|batch|many|several|multiple|everything|no\s+filter"
    r"|repo|repos|repository|repositories|project|projects|workspace|org|organi[sz]ation|account|space"
    r"|tickets|issues|pages|cards|threads|channels|epics|stories|tasks)\b|\b\d[\d,]*\s+\w+s\b")


def _one_record_archived(text: str) -> str:
    """The key of the one record the hint archives ("" when it archives none, more than one, or a
    container others work in)."""
    m = _ARCHIVED_RECORD.search(text)
    if not m or _MANY_OR_SHARED.search(text) or len(_ARCHIVED_RECORD.findall(text)) > 1:
        return ""
    keys = _RECORD_KEY.findall(text)
    return keys[0] if len(keys) == 1 else ""


# Mail archived in one person's mailbox: out of the inbox view, kept in the mailbox (Gmail's All Mail,
# Outlook's Archive folder); a team's shared or a company's mailboxes are others' work queues
_ARCHIVED_MAIL = re.compile(
    r"(?i)\barchiv(?:e|es|ed|ing)\s+(?:(?:the|all|every|my|our|their|old|older|read|unread)\s+)*"
    r"(?:[\w'’-]+\s+){0,2}?(?:e-?mails?|mails?|messages?|newsletters?|notifications?|promotions?|receipts?"
    r"|threads?|conversations?)\b")
_MAILBOX = re.compile(r"(?i)\b(?:inbox|mailbox|gmail|outlook|all\s+mail)\b")
_OTHERS_MAIL = re.compile(r"(?i)\b(?:shared|team|support|helpdesk|company|group|everyone'?s|all\s+users'?"
                          r"|every\s+(?:user|employee|mailbox)|org(?:anisation|anization)?-?wide|slack|teams"
                          r"|channels?)\b")


def _mail_archived(text: str) -> str:
    """The mailbox mail is archived in ("" when the hint archives no mail, or archives in a mailbox or
    place others work in, or deletes as well)."""
    box = _MAILBOX.search(text)
    if not box or not _ARCHIVED_MAIL.search(text) or _OTHERS_MAIL.search(text) or _BIN_EMPTIED.search(text):
        return ""
    return box.group(0)


# A role inside a system (its primary, its leader), not an environment: "the primary Postgres in my docker
# compose stack" is on the agent's machine, the narrower place named.
_ROLE_NOT_PLACE = words("primary master leader writer")


def _local_place(text: str, prod: list[str]) -> str:
    """The words that put the hint's act on the agent's own machine ("" when none, or when production or
    a shared resource is named; a role word such as "primary" names no place)."""
    if any(p.lower() not in _ROLE_NOT_PLACE for p in prod) or _SHARED.search(text):
        return ""
    for m in _LOCAL_PLACE.finditer(text):
        # "stopping the primary MySQL from my laptop": where the agent acts from, not what it acts on
        if not _ACTED_FROM.search(text, 0, m.start()):
            return m.group(0)
    return ""


_ACTED_FROM = re.compile(r"(?i)\b(?:from|via|through|using|over)\s+$")


# A service's test instance: the test index (TestPyPI), a payment provider's test mode (`sk_test_` keys,
# `ch_test_` objects), a test send to one named inbox. What goes there reaches no user or customer and
# moves no real money: it rehearses the real act.
_TEST_INSTANCE = re.compile(
    r"(?i)\btest[-.]?pypi(?:\.org)?\b|(?<![\w-])(?:sk|rk|ch|pi|re|cus)_test(?:_\w*|\b)|\btest[- ]mode\b"
    r"|\bas\s+a\s+test\s+to\s+(?P<inbox>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s+only\b"
    # a card network's test number, a mailbox or a number kept for tests: nothing reaches a person
    r"|\b(?:4242|4111|5555|test|sandbox)(?:\s+test)?\s+(?:credit\s+)?cards?\b"
    r"|\b(?:qa|test|testing|sandbox|seed|internal\s+test)\s+(?:test\s+)?(?:inbox|mailbox|phone\s+number|device)\b")
# a real destination or audience named beside the test one: the real index, a live key, every customer
_REAL_INSTANCE = re.compile(
    r"(?i)(?<![\w.-])(?:pypi|npm|npmjs|crates\.io|rubygems)\b|[sr]k_live|\blive[- ]mode\b"
    r"|\b(?:every|all|each|everyone|customers?|users?)\b")
# a call's category read from its verb (`send_test` is an execute) says only the kind of act beside the send
_TEST_SENDS = frozenset({"hint.external", "pkg.publish", "pkg.publish-cargo", "net.payment-api", "hint.read",
                         "operation.category.execute", "operation.category.create"})
# money moved in a test instance is not money: no card is charged, no account paid
_TEST_MONEY_RULES = frozenset({"hint.drain-funds"})
_CARRIES = re.compile(r"(?i)secret|data|customer|money|credential")


_ARGUMENT_KEY = re.compile(r"(?<![\w.-])[A-Za-z_][\w.-]*=(?=\S)")


def _test_instance(text: str, prod: list[str]) -> str:
    """The words that send the hint's act to a service's test instance ("" when none, or when a real
    destination, production or a personal mailbox is named too)."""
    found = list(_TEST_INSTANCE.finditer(text))
    # (`customer=cus_test_42`: an argument's key names its slot, not the customers the act reaches)
    rest = _TEST_INSTANCE.sub(" ", _ARGUMENT_KEY.sub(" ", text))
    if prod or not found or _REAL_INSTANCE.search(rest):
        return ""
    inboxes = [m.group("inbox") for m in found if m.group("inbox")]
    if any(i.rsplit("@", 1)[1].split(".")[0].lower() in PERSONAL_DESTINATIONS for i in inboxes):
        return ""
    return ", ".join(dict.fromkeys(m.group(0) for m in found))


def _test_money(a: Assessment, where: str) -> Assessment:
    """Money a call moves in a service's test instance ("in test mode", `sk_test`) is not money: no
    card is charged and no account paid. Anything else the arguments do keeps its level."""
    if not where or a.rules != ("tool.argument-money",):
        return a
    return assess(L.REVERSIBLE, kind=a.kind, subject=a.subject, rules=(*a.rules, "hint.test-instance"),
                  factors=(*a.factors, f"in a test instance ({where}): no real money moves"))


def _to_test_instance(a: Assessment, where: str) -> Assessment:
    """A confirm-level upload, send or payment call aimed at a test instance is judged reversible;
    anything worse (a secret carried along, a stop) keeps its level."""
    if a.danger_level != L.DESTRUCTIVE or not a.rules or not set(a.rules) <= _TEST_SENDS:
        return a
    return assess(L.REVERSIBLE, kind=a.kind, subject=a.subject, rules=(*a.rules, "hint.test-instance"),
                  factors=(*a.factors, f"a test instance ({where}): it reaches no user, moves no real money"))


def _on_local_place(a: Assessment, where: str) -> Assessment:
    """A confirm-level stop, purge or wipe of a service or store on the agent's own machine is judged
    reversible; a home directory, a disk, the system or a secret keep their level."""
    if a.danger_level != L.DESTRUCTIVE or not a.rules or not set(a.rules) <= _LOCAL_CHEAP | {"hint.execute"}:
        return a
    return assess(L.REVERSIBLE, kind=a.kind, subject=a.subject, rules=(*a.rules, "hint.local-place"),
                  factors=(*a.factors, f"on the agent's own machine ({where}): a restart or the next run "
                           "brings it back"))


_NAME_DEFAULTS = ("operation.unlabeled", "operation.category.")


def _own_copy_deleted(text: str, parts: list[Assessment], findings: list[Finding]
                      ) -> tuple[list[Assessment], list[Finding]]:
    """A confirm-level deletion of what the hint calls the agent's own copy or scratch resource ("my
    temporary join table", "the worktree I set up for the bisect") is judged reversible: the original
    stays, and nothing anyone else has is lost. A stop, or anything that is not a deletion, keeps its
    level."""
    copy = own_copy(text)
    if not copy:
        return parts, findings
    why = f"the agent's own copy or scratch ({copy[:80]}): the original stays"
    lowered = [_reversible_part(p, why, "hint.own-copy")
               if p.danger_level == L.DESTRUCTIVE and p.rules and all(map(deletion_rule, p.rules)) else p
               for p in parts]
    return lowered, _made_reversible(
        findings, lambda f: f.level == L.DESTRUCTIVE and deletion_rule(f.rule), why, "hint.own-copy")


# The findings a business reading may lower: those that say only what kind of act it is, or that it
# touches money or a role, at confirm level; never a finding of what leaves, is lost or is switched off
_BUSINESS_GENERIC = frozenset({"hint.vague", "hint.change", "hint.external", "hint.execute", "hint.transfer",
                               "hint.read", "hint.privilege", "hint.destroy", "hint.money-committed"})


def _business_readings(text: str, parts: list[Assessment], prose: ProseResult
                       ) -> tuple[list[Assessment], ProseResult]:
    """Office work that changes nothing outside the agent's work or is routine administration
    (business_analysis.py, business_scratch.py, routine_grants.py): its confirm-level findings become
    reversible, with the reason. A stop stays, but for a store the agent made this session with a few test
    records (own_test_store): deleting it loses nothing anyone has."""
    from dongle.classify.business_analysis import read_by_rules, records_analysed
    from dongle.classify.business_scratch import business_scratch, own_test_store, owned_scratch
    from dongle.classify.routine_grants import rotated_into_vault, routine_grant

    analysed = "" if parts else records_analysed(text)
    if analysed and read_by_rules(analysed) and prose.level < L.DESTRUCTIVE and not prose.vague:
        analysed = ""  # the rules' go stands, and the wording model may doubt it
    if analysed and prose.level <= L.DESTRUCTIVE:
        kept = [f for f in prose.findings if f.rule not in _BUSINESS_GENERIC]
        prose.findings = [*kept, Finding(L.SAFE, f"analysis of records, a view written into the agent's "
                                         f"own work ('{analysed}'): nothing outside it changes",
                                         "hint.records-analysed")]
        prose.vague = False
        return parts, prose
    test_store = own_test_store(text)
    if test_store:
        prose.findings = _made_reversible(
            prose.findings, lambda f: f.rule in {"hint.cloud-account", "hint.destroy"},
            f"a store the agent made with test records only ({test_store}): nothing anyone has is lost",
            "hint.own-test-store")
    # a deletion in scratch is lowered only where the agent owns it outright (its dev schema, its staged
    # files); a reset is the destroying act a ticketed password reset names
    for reading, why, rule, destroys in (
        (business_scratch, "in the agent's own scratch", "hint.business-scratch", owned_scratch(text)),
        (routine_grant, "a narrow grant, approved per ticket", "hint.routine-grant", True),
        (rotated_into_vault, "new passwords kept in the team's vault", "hint.rotated-into-vault", True),
    ):
        found = reading(text)
        if found:  # the reason stays with the verdict, lowered findings or not
            prose.findings = [*_made_reversible(
                prose.findings, lambda f: f.level == L.DESTRUCTIVE and f.rule in _BUSINESS_GENERIC
                and (f.rule != "hint.destroy" or destroys),  # noqa: B023 (used at once, in the loop)
                f"{why}: {found}", rule), Finding(L.REVERSIBLE, f"{why}: {found}", rule)]
    return parts, prose


# The verbs that take a secret out of a file
_REMOVALS = words("remove strip delete scrub purge")
# A message or upload out, and the redaction done to what it carries before it leaves
_SENDS = frozenset({"hint.external", "hint.transfer"})
_CLEANING = words("redact anonymize anonymise sanitize sanitise scrub mask")


# The generic findings a protection switched on raises from its own words: the switch is a change, the
# protection's name a privilege ("rotation") or a change ("the key that encrypts the prod database")
_SWITCH_WORDS = frozenset({"hint.change", "hint.privilege", "hint.execute"})


def _inside_own_work(text: str, parts: list[Assessment], findings: list[Finding]
                     ) -> tuple[list[Assessment], list[Finding]]:
    """A generic pause (a kind of act, nothing more) the hint shows inside the user's own work: an item the
    agent made and withdraws (own_item_withdrawn.py), a change it says is undone in place
    (undone_in_place.py). Each reading refuses a hint that names anything past that work. A kind of act the
    rules already let go is given the reading's reason too: the wording model doubts a bare kind, not a
    reason found."""
    from dongle.classify.boundary_vetoes import MONEY, only_kind
    from dongle.classify.own_item_withdrawn import own_item_withdrawn
    from dongle.classify.prepared_for_review import prepared_for_review
    from dongle.classify.undone_in_place import undone_in_place

    for reading, why, rule, kinds, answered in (
        (own_item_withdrawn, "the agent's own item withdrawn, nobody else has it", "hint.own-item-withdrawn",
         _GENERIC_KINDS, frozenset[str]()),
        (undone_in_place, "undone in place, as the hint says", "hint.undone-in-place", _GENERIC_KINDS,
         frozenset[str]()),
        # what is sent or paid from a draft is the reviewer's act, later
        (prepared_for_review, "held back for a human to review before it goes anywhere", "hint.for-review",
         _GENERIC_KINDS | {"hint.external"}, frozenset({MONEY})),
    ):
        said = reading(text)
        if not said:
            continue
        reason = f"{why}: {said[:100]!r}"
        findings = _made_reversible(
            findings, lambda f, kinds=kinds, answered=answered: f.rule in kinds
            and f.level in (L.REVERSIBLE, L.DESTRUCTIVE) and only_kind(f.factor, skip=answered), reason, rule)
        parts = [_reversible_part(p, reason, rule) if p.danger_level == L.DESTRUCTIVE and p.rules
                 and all(r in kinds or r.startswith("operation.") for r in p.rules)
                 and all(only_kind(f, skip=answered) for f in p.factors) else p for p in parts]
    return parts, findings


# The levels that pause (confirm, verify): what a reading may lower; a stop stays
_PAUSES = (L.DESTRUCTIVE, L.DANGEROUS)
# The generic kinds of act a reading of the act's object, place or undo may lower
_GENERIC_KINDS = frozenset({"hint.destroy", "hint.change", "hint.disrupt"})


def _made_reversible(findings: list[Finding], explained: Callable[[Finding], bool], why: str,
                     rule: str) -> list[Finding]:
    """The findings a harmless reading explains, judged reversible with its reason; the others kept."""
    return [Finding(L.REVERSIBLE, f"{f.factor} ({why})", rule) if explained(f) else f for f in findings]


def _reversible_part(a: Assessment, why: str, rule: str) -> Assessment:
    """A judged command or call a harmless reading explains, judged reversible with its reason."""
    return assess(L.REVERSIBLE, kind=a.kind, subject=a.subject, rules=(*a.rules, rule),
                  factors=(*a.factors, why))


# What a line run in an image build does to a file system: the image's own, rebuilt from the recipe
_IMAGE_FILE_FINDINGS = frozenset({"hint.system-target", "hint.change", "hint.destroy"})


def _in_image(text: str, parts: list[Assessment], findings: list[Finding]
              ) -> tuple[list[Assessment], list[Finding]]:
    """A command line written into a Dockerfile (image_recipe.py) acts on the image's file system when the
    image is built, not on the host's: its file-system findings are those of a project file edited, which
    version control restores. Anything else it may do (the network, a secret) keeps its level."""
    recipe = recipe_line(text)
    if not recipe:
        return parts, findings
    why = f"a line written into {recipe}: it runs in the image's own file system when the image is built"
    lowered = [_reversible_part(p, why, "hint.image-recipe")
               if p.rules and all(r.startswith("fs.") or r in _IMAGE_FILE_FINDINGS for r in p.rules) else p
               for p in parts]
    return lowered, _made_reversible(
        findings, lambda f: f.rule in _IMAGE_FILE_FINDINGS, why, "hint.image-recipe")


def _in_disposable_store(a: Assessment, why: str, text: str = "") -> Assessment:
    """A confirm-level wipe of a store said to be disposable costs nothing: it is judged reversible, and
    so is a working tree reset or cleaned in a throwaway clone under scratch (/tmp): what it held is
    on its remote. Anything worse (a home directory, a disk, a secret sent out) keeps its level."""
    wipes = _STORE_WIPES | (_WORKTREE_DISCARDS if _SCRATCH_PATH.search(text) else frozenset())
    # a tool call's name default (`redis_command`, unlabeled) says nothing of what its command wipes
    rules = {r for r in a.rules if not r.startswith(_NAME_DEFAULTS)}
    if a.danger_level != L.DESTRUCTIVE or not rules or not rules <= wipes:
        return a
    how = ("a clone in scratch: what it held is on its remote" if set(a.rules) & _WORKTREE_DISCARDS
           else "the next run rebuilds it")
    return assess(L.REVERSIBLE, kind=a.kind, subject=a.subject, rules=(*a.rules, "hint.disposable-store"),
                  factors=(*a.factors, f"a disposable store ({why}): {how}"))


# A secret handed to the local program that needs it (the environment, the shell, the test run, a
# script) or moved out of the code into a secret store is used, not shown or sent: the rubric's
# harm is a secret printed into the transcript or carried off the machine.
_SECRET_KEPT = re.compile(
    r"(?i)(?:\$\{\{\s*secrets\.|\bos\.environ\b|\bprocess\.env\b|\bgetenv\b"
    r"|(?:instead\s+of|rather\s+than)\s+(?:hard-?\s?cod(?:ing|ed)|committing|inlining)"
    r"|\bout\s+of\s+(?:the\s+)?(?:code|source|repo(?:sitory)?|[\w./-]+\.(?:py|js|ts|rb|go|java|ya?ml|json|toml))\b"
    r"|\b(?:into|to|in|as|for)\s+(?:the\s+|an?\s+|this\s+|my\s+|our\s+)?(?:[\w'.-]+\s+){0,3}?"
    r"(?:environment(?:\s+variables?)?|env\s+vars?|shell|process|test\s+run(?:ner)?|test\s+suite"
    r"|(?:migration\s+)?script|secrets?\s+(?:store|manager)|(?:actions|repository|repo|ci)\s+secrets"
    r"|keychain|keyring)\b)"
)
_SHOWN = re.compile(
    r"(?i)\b(?:print|echo|show|display|cat|dump|log|paste|post|send|share|upload|commit)(?:s|ed|ing)?\b")
_SECRET_USE_RULES = frozenset(
    {"hint.reveal-secret", "hint.transfer", "hint.change", "hint.execute", "hint.read"})
_SECRET_FACTOR = re.compile(r"touches secrets \(|reveals secret contents \(")
_USE_VERBS = words("read load export pass move use source inject fetch get pull replace document run keep")


def _secret_kept_local(text: str, prose: ProseResult) -> str:
    """Where the hint hands its secret ("" when it does not, or when it also shows or sends it, or
    names production: a production secret read into the agent's context still pauses)."""
    if prose.prod or _SHOWN.search(text):
        return ""
    m = _SECRET_KEPT.search(text)
    return " ".join(m.group(0).split()) if m else ""


def judge_command(
    command: str,
    how: str = "given",
    cwd: str | None = None,
    env: Mapping[str, str] | None = None,
    second_opinion: bool = False,
) -> Assessment:
    """A shell command, judged by the shell classifier (dongle.classify.command, imported lazily so
    the hint judge stays light until a command is actually named).

    With `second_opinion` (commands quoted inside a hint, which may be abbreviated or not quite
    shell), the command's words are also read as prose, and a dangerous reading the parser did not
    reach (`psql prod -c 'TRUNCATE orders'`) raises the verdict, saying so.
    """
    from dongle.classify.command import classify_command

    try:
        parsed = classify_command(command, cwd=cwd, env=dict(env) if env else None)
    except Exception as exc:  # fail closed on the classifier's own failure
        return Assessment.failed(command, f"shell classifier error ({type(exc).__name__})", kind="command")
    if not second_opinion:
        return parsed
    # the shell classifier decides what is a dry run (which programs have one, flag or value)
    previewed = _previewed_by(parsed)
    named = "" if previewed else _script_name_words(command)
    if named:
        # `ansible-playbook disable-firewall.yml`: the file it runs is named for what it does
        reading = analyse(tokenize(named), segment_clauses=False)
        if reading.findings and reading.level >= L.DANGEROUS and reading.level > parsed.danger_level:
            words = prose_assessment(reading, command)
            note = f"the script it runs is named for what it does ('{named}'): {words.danger_level.label}"
            parsed = worst([parsed, _with_factor(words, note)], subject=command, kind="command")
    if _judged_precisely(command, parsed):
        return parsed
    prose = analyse(_shell_tokens(command), segment_clauses=False)
    if prose.findings and prose.level >= L.DANGEROUS and prose.level > parsed.danger_level:
        words = prose_assessment(prose, command)
        note = f"the words of the command {how} read as {words.danger_level.label}"
        return worst([parsed, _with_factor(words, note)], subject=command, kind="command")
    return parsed


# Programs that run the file they are given; the file's name says what it will do.
_SCRIPT_RUNNERS = words(
    "ansible-playbook bash sh zsh python python3 ruby perl node deno bun pwsh powershell source . "
    "salt-call"
)
_SCRIPT_FILE = re.compile(
    r"^(?:.*/)?(?P<stem>[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)+)\.(?:ya?ml|sh|bash|py|rb|pl|ps1|js|ts|mjs)$"
)
# Programs that run whatever they are told by a file or a task name the shell classifier cannot read:
# what they do is said only by the words around them
_TASK_RUNNERS = _SCRIPT_RUNNERS | words(
    "make just task npm yarn pnpm npx rake invoke gradle gradlew mvn cargo go dotnet mix composer poetry "
    "pipenv uv uvx tox nox php sudo env xargs eval exec ssh docker kubectl psql mysql mongosh redis-cli "
    "sqlite3")
# A purpose that names people or places beyond the workspace is judged as prose, whatever runs it
_SHARED_OR_PROD = re.compile(r"(?i)\b(?:prod\w*|live|customers?|users?|shared|team|everyone|public|secrets?"
                             r"|credentials?|passwords?|tokens?|keys?|backups?)\b")


def _script_name_words(command: str) -> str:
    """The words of a script's file name, when the command runs that script (`bash drop-prod-db.sh`,
    `./disable_audit.sh`, `ansible-playbook disable-firewall.yml`); "" otherwise. A file only read
    (`cat disable-firewall.sh`) is not run, so its name says nothing about the act."""
    try:
        argv = shlex.split(command)
    except ValueError:
        argv = command.split()
    while argv and (argv[0] == "sudo" or "=" in argv[0]):
        argv = argv[1:]
    if not argv:
        return ""
    candidates = [argv[0]] if "/" in argv[0] else []
    if argv[0].rsplit("/", 1)[-1] in _SCRIPT_RUNNERS:
        candidates = [a for a in argv[1:] if not a.startswith("-")][:1]
    for c in candidates:
        m = _SCRIPT_FILE.match(c)
        if m:
            return " ".join(re.split(r"[-_]", m.group("stem")))
    return ""


def _judged_precisely(command: str, parsed: Assessment) -> bool:
    """The shell classifier's verdict needs no second reading of the words when it recognised a dry
    run (`kubectl delete ns prod --dry-run=client`: the words describe what is only previewed), or
    when it fired a rule of its own on a fully parsed command (it knows that program's options
    better than prose does)."""
    from dongle.classify.command import DRY_RUN_NOTE

    if any(f.endswith(DRY_RUN_NOTE) for f in parsed.factors):
        return True
    if not parsed.unresolved and parsed.danger_level <= L.SAFE and _only_reads(command):
        # `cut -d: -f1,3 /etc/passwd | sort | tail`: every stage only reads or prints; the program
        # names are no verbs ("cut", "sort" the file), so the words say nothing the line could do
        return True
    if not parsed.rules and not parsed.unresolved and parsed.danger_level <= L.SAFE:
        # `kubectl auth can-i delete pods`, `gh pr list`: a known program's read-only subcommand; the
        # act words after it are what is asked about, not done
        try:
            words_ = [w for w in shlex.split(command)[1:4] if not w.startswith("-")]
        except ValueError:
            words_ = []
        if words_ and set(words_[:2]) & _READ_SUBCOMMANDS:
            return True
    return bool(parsed.rules) and not parsed.unresolved


_READ_SUBCOMMANDS = words("get describe list ls show status logs diff can-i whoami version view inspect top "
                          "explain history get-caller-identity")


def _with_factor(a: Assessment, factor: str) -> Assessment:
    return Assessment(
        a.danger_level,
        a.risk_score,
        a.irreversible,
        (*a.factors, factor),
        a.rules,
        a.safer_alternative,
        a.recovery,
        a.unresolved,
        a.kind,
        a.subject,
        dict(a.extra),
    )


_SHELL_QUOTED = re.compile(r"(?P<before>\S+)?\s*(?P<q>\"[^\"]*\"|'[^']*')")
_UNQUOTE_AFTER = words("-c eval sh bash zsh -e --eval")


# A here-document's body, up to its delimiter line (or the end): `<<'EOF'\n…\nEOF`.
_HEREDOC_BODY = re.compile(
    r"(?P<op><<-?\s*(?P<q>['\"]?)(?P<tag>\w+)(?P=q)[^\n]*)\n.*?(?:\n\s*(?P=tag)\s*(?=\n|$)|$)", re.S
)


def _shell_tokens(command: str) -> list[Tok]:
    """Quoted arguments are data (echo "rm -rf /"), except code handed to a shell or a client (-c '...').
    A here-document's body is the program's input, which the shell model follows (SQL to a database
    client, a script to a shell, a file's content to where it is written); read as words it would
    be an act of the hint's own (`cat > clean.sh <<EOF` with `rm -rf dist` in it only writes a file)."""

    def repl(m: re.Match[str]) -> str:
        before = (m.group("before") or "").lower()
        body = m.group("q")[1:-1]
        keep = before in _UNQUOTE_AFTER
        return f"{m.group('before') or ''} " + (body if keep else "__quoted__")

    command = _HEREDOC_BODY.sub(lambda m: m.group("op"), command) if "<<" in command else command
    return tokenize(_SHELL_QUOTED.sub(repl, command), mask_quotes=False)


# DROP/TRUNCATE of a table named as scratch (tmp_import, temp_load, scratch_x) and nothing else
_SCRATCH_TABLE = re.compile(
    r"(?i)^\s*(?:DROP\s+TABLE|TRUNCATE(?:\s+TABLE)?)\s+(?:IF\s+EXISTS\s+)?[\w.\"]*?\b(?:tmp|temp|scratch)_\w+[\"]?\s*;?\s*$"
)


# Scoped row changes (a DELETE or UPDATE with a WHERE) in a test database or test fixtures cost nothing:
# the suite recreates that data. Whole tables or databases dropped still pause.
_ROW_CHANGES = frozenset({"sql.delete", "sql.write"})
# Every row of a table changed: cheap only in a database thrown away after the run (the ephemeral CI
# container, fixtures), not in a test database others may share
_WHOLE_TABLE_CHANGES = frozenset({"sql.delete-all", "sql.update-all"})
_THROWAWAY_DATA = "throwaway data"
_TEST_DATA = "test data"
# Where the statement runs, named as test data: "in the test database", "in test/fixtures.sqlite". A test
# word elsewhere in the hint ("then running the tests") says nothing about where the rows are.
_TEST_STORE = re.compile(
    r"(?i)\b(?:in|on|against|inside|from)\s+(?:the\s+|a\s+|my\s+|our\s+)?(?:local\s+)?(?:"
    r"(?:test|testing|spec|fixtures?)\s+(?:database|db|fixtures?|sqlite)\b"
    r"|[\w.-]*(?:tests?|spec|fixtures?)[\w.-]*/(?:[\w.-]+/)*[\w.-]+\.(?:sqlite3?|db)\b"
    r"|[\w.-]*(?:tests?|fixtures?)[\w-]*\.(?:sqlite3?|db)\b)"
)


# A database branch named as the trunk: on branching databases (PlanetScale, Neon, Xata, Supabase
# branching) the main branch is the production database, and other branches are copies made from it.
_DATABASE_BRANCH_KEYS = frozenset({"branch", "branch_name", "branchname", "database_branch", "db_branch"})
_TRUNK_BRANCH = frozenset({"main", "master", "production", "prod", "primary"})


def _main_database_branch(arguments: Mapping[str, Any]) -> list[str]:
    """`execute_sql {"branch": "main", "sql": ...}`: SQL run on the main branch runs on production;
    `{"branch": "dev-alice"}` is a copy, and a git tool's `{"branch": "main"}` carries no SQL at all."""
    return [f"{k}={v} (a database's main branch is production)" for k, v in arguments.items()
            if str(k).lower() in _DATABASE_BRANCH_KEYS and str(v).strip().lower() in _TRUNK_BRANCH]


def _judge_sql(stmt: str, prod: list[str], nonprod: list[str], subject: str) -> Assessment:
    own_prod, _ = environment(tokenize(stmt, mask_quotes=False))
    if own_prod and not prod:  # `DROP DATABASE prod`: the statement names its own environment
        prod = own_prod
    parts = []
    for v in classify_sql(stmt):
        level = v.level
        factors = [f"SQL {v.statement[:80]!r}: {v.reason}"]
        if v.rule == "sql.delete" and expendable_rows(v.statement) and not prod:
            level = L.REVERSIBLE
            factors.append("the rows are ones the application lets expire (sessions, caches, locks)")
        elif v.rule == "sql.delete" and prod:
            # a DELETE with its WHERE on production: a scoped deletion a human verifies, not a wipe
            level = L.DANGEROUS
            factors.append(f"scoped by its WHERE clause, on production ({', '.join(prod)})")
        elif v.destroys and level >= L.DESTRUCTIVE and prod:
            level = L.FORBIDDEN
            factors.append(f"on production ({', '.join(prod)})")
        elif v.rule == "sql.write" and prod:
            # a row or schema change on production: confirmed, as a deploy is
            level = L.DESTRUCTIVE
            factors.append(f"changes production ({', '.join(prod)})")
        elif v.rule == "sql.truncate" and nonprod and not prod and expendable_table(v.statement):
            level = L.REVERSIBLE
            factors.append(f"a cache or session table outside production ({', '.join(nonprod)}): it refills")
        elif v.destroys and nonprod and not prod and _SCRATCH_TABLE.search(v.statement):
            level = L.REVERSIBLE
            factors.append(f"a scratch table in a non-production database ({', '.join(nonprod)})")
        elif v.destroys and v.rule in _ROW_CHANGES and _TEST_DATA in nonprod and not prod:
            level = L.REVERSIBLE
            factors.append("rows of test data, which the test suite recreates")
        elif v.rule in _WHOLE_TABLE_CHANGES and _THROWAWAY_DATA in nonprod and not prod:
            level = L.REVERSIBLE
            factors.append("every row of a throwaway database, which is discarded after the run")
        elif v.destroys and level > L.DESTRUCTIVE and nonprod:
            level = L.DESTRUCTIVE
            factors.append(f"capped: only a non-production database ({', '.join(nonprod)})")
        parts.append(
            assess(
                level,
                kind="sql",
                subject=v.statement,
                factors=factors,
                rules=(v.rule,),
                irreversible=v.destroys and level >= L.DESTRUCTIVE,
            )
        )
    return worst(parts, subject=stmt, kind="sql") if parts else Assessment.safe(stmt, "sql")


def _arg_tokens(arguments: Mapping[str, Any], depth: int = 0, key_objects: bool = True) -> Iterable[Tok]:
    """Tokens that arguments contribute to the tool's frame: keys naming objects (unless the tool's
    own name already says what it acts on), values, flags."""
    if depth > 6:
        return
    for key, value in arguments.items():
        k = str(key).lower()
        if k in TEXT_KEYS:
            continue
        if k in _LABEL_KEYS and _only_names(value):
            # {"tags": ["billing", "refund-request"]}: a label names what the record is about; it does
            # not refund, delete or send anything
            continue
        if k in _FLAG_KEYS and value is True:
            yield from tokenize(_FLAG_KEYS[k])
            continue
        # a selector's key (`{"filter": {…}}`, `where`, `query`) says which records, never what they are:
        # `delete_candidates {"filter": …}` deletes candidates, not a saved filter
        obj = OBJ_CLASS.get(lemma(k)) if key_objects and k not in _SELECTOR_KEYS else None
        if obj is Obj.ROLE and isinstance(value, str) and lemma(k) != "role":
            # owner="acme": the key names whose account the value is, a parameter; a role is granted
            # only as a value (role="roles/owner") or a flag ({"admin": true})
            obj = None
        if obj is not None:
            yield Tok(k, k, "word", lem=lemma(k), obj=obj)
        yield from _value_tokens(value, depth, acts=k in _ACTION_KEYS)


# Keys that choose which records a call acts on.
_SELECTOR_KEYS = words("filter filters where query criteria conditions selector match")


# Keys whose values are labels put on a record (a ticket's tags, an issue's labels): names, not acts.
# (not a lone `tag`: `tag.delete {"tag": "v0.0.1"}` names the git tag the call removes)
_LABEL_KEYS = words("tags labels add_tags add_labels categories")


def _only_names(value: Any) -> bool:
    """A label or a list of labels: short strings with no spaces (a sentence under `tags` is read as text),
    none naming where something runs or what ships (`prod-live` on an image production pulls,
    `deploy:production` on an issue that automation deploys from): those labels are acts of their own."""
    items = value if isinstance(value, list | tuple) else [value]
    return bool(items) and all(isinstance(v, str) and len(v) <= 60 and " " not in v.strip()
                               and not _ACTING_LABEL.search(v) for v in items)


# Label words that steer automation or what production runs, and act words a label-driven job may carry out.
_ACTING_LABEL = lazy_compile(r"(?i)(?:^|[^a-z])(?:prod\w*|live|latest|stable|release\w*|deploy\w*|ship\w*"
                             r"|promot\w*|rollout|canary|merge\w*|expire\w*|delete\w*|drop\w*|purge\w*"
                             r"|destroy\w*|wipe\w*|publish\w*)(?:$|[^a-z])")


# Keys whose value is what the call does ({"action": "drop"}), not what it is called.
_ACTION_KEYS = words("action op operation command method verb mode")
# What a read returns when it returns records of acts (`list_firewall_events`, `get_audit_log`,
# `lookup_events`): an argument naming an act filters those records by it
_RECORDS_OF_ACTS = words("event events log logs entries history audit activity activities trail findings "
                         "detections alerts")


def _value_tokens(value: Any, depth: int, acts: bool = False) -> Iterable[Tok]:
    if isinstance(value, str):
        toks = tokenize(value, mask_quotes=False)
        if (not acts and len(toks) == 1 and toks[0].kind == "word" and toks[0].lem in VERB_ACT
                and toks[0].obj is None):
            # {"service": "checkout"}, {"job": "deploy"}: a one-word value is a name, not an act
            yield ident_token(value)
            return
        yield from toks
    elif isinstance(value, bool) or value is None:
        return
    elif isinstance(value, int | float):
        yield from tokenize(str(value))
    elif isinstance(value, Mapping):
        yield from _arg_tokens(value, depth + 1)
    elif isinstance(value, list | tuple):
        for item in value[:200]:
            yield from _value_tokens(item, depth + 1)


def _content(call: ToolCall) -> tuple[list[str], list[str]]:
    """Commands and SQL carried in a tool's arguments (they have their own judges)."""
    commands: list[str] = []
    sql: list[str] = []
    args = call.arguments
    for key in COMMAND_KEYS:
        v = args.get(key)
        if isinstance(v, str) and v.strip():
            commands.append(v)
        elif isinstance(v, list) and v and all(isinstance(x, str) for x in v):
            commands.append(" ".join(v))
    from dongle.classify.equivalent import KNOWN_CLIS, STORE_CLIENTS, store_command

    positional = [p for p in args.get("_positional", []) if isinstance(p, str) and p.strip()]
    store = bool(set(name_words(call.server or "")) & set(STORE_CLIENTS))
    if (is_shell_tool(call.tool) or store) and not commands:
        # `redis.call conn=x CONFIG SET requirepass ""`: a store's tool is handed the store's own protocol
        # (its client sends it below); a shell tool a command line. A statement in SQL's shape is neither
        # (`mysql.exec "DELETE FROM orders"`: the database's own language, judged as SQL)
        commands += [p for p in positional if not (looks_like_sql(p) and " " in p)]

    cli = next((w for w in name_words(call.tool) if w in KNOWN_CLIS), None)
    if cli:  # {"tool": "aws_cli", "args": {"command": "s3 rm …"}}: the CLI's own words, without its name
        commands = [c if c.split(None, 1)[0] == cli else f"{cli} {c}" for c in commands]
    else:  # `redis_command {"command": "FLUSHALL"}`: the store's protocol, sent by its client to the host
        names = [*name_words(call.tool), *name_words(call.server or "")]
        commands = [store_command(names, args, c) for c in commands]
    searching = bool(set(name_words(call.tool)) & _SEARCH_NAMES)
    sending = bool(set(name_words(call.tool)) & _SENDING_NAMES)
    for key in SQL_KEYS:
        v = args.get(key)
        if searching and key in _QUERY_KEYS:
            continue  # a search's query is looked for, not run
        if isinstance(v, str) and looks_like_sql(v):
            sql.append(v)
    for key, v in args.items():
        # SQL is SQL under any argument name ({"statement_text": "DROP TABLE users"}), except text that
        # a tool that sends or publishes carries, and a search's query
        k = str(key).lower()
        skip = k in SQL_KEYS or k in COMMAND_KEYS or k in TEXT_KEYS or k == "_positional"
        if sending or skip or (searching and k in _QUERY_KEYS):
            continue
        if isinstance(v, str) and " " in v.strip() and looks_like_sql(v) and v.split()[0].isupper():
            sql.append(v)
    if not commands and not sql:
        for p in args.get("_positional", []):
            if isinstance(p, str) and looks_like_sql(p) and " " in p:
                sql.append(p)
    return commands, sql


_WHERE_NOT_WHAT = frozenset({Obj.SYSTEM, Obj.HOME, Obj.CONTAINER, Obj.DEVICE})
# Namespace parts that name which part of a service's API a call is in, not what it acts on:
# `slack.admin.conversations.setConversationPrefs` sets a channel's preferences through the admin API; it
# grants nobody the admin role. (`auth0.management.clients`, `api.v2.users` likewise.)
API_TIERS = words("admin admins management mgmt api apis rest sdk client v1 v2 v3 v4 beta alpha")
_CHAIN_PUNCT = re.compile(r"[.()'\"]")
_EVERY_NAME = frozenset({"many", "all"})


# A search tool's query is what is looked for, not done: web.search({"q": "drop all tables safely"}).
_SEARCH_NAMES = words("search lookup find google bing ddg browse")
# (a query language's text is the query too: Jira's jql, Confluence's cql, Kusto's kql, Splunk's spl)
_QUERY_KEYS = words("q query queries search term terms keywords question jql cql kql spl lucene filter")

# Tool-name words that send or publish what their text arguments say.
_SENDING_NAMES = words(
    "post send message chat publish comment reply create issue email mail tweet share upload write"
)




def _secrets_in_text(arguments: Mapping[str, Any]) -> list[str]:
    """Secret values pasted in a tool's text arguments (a message body, an issue text).

    The text is what the message says: "401 on /token with a valid key (redacted)" talks about a key
    and leaks nothing. It leaks when it carries a value (`DB_PASSWORD=...`, a URL with a password, a
    token in a provider's format, "password: Xk9!pq2Lm"), a secret file's path, or a placeholder for
    its contents ("<contents of ~/.aws/credentials>")."""
    found: list[str] = []
    for key, value in arguments.items():
        if str(key).lower() not in TEXT_KEYS or not isinstance(value, str):
            continue
        for pattern in (_CREDENTIAL_URL, SECRET_TOKEN):
            found += [m.group(0)[:40] for m in pattern.finditer(value)]
        for m in _NAMED_VALUE.finditer(value):
            if any(c.isdigit() for c in m.group("v")) or re.search(r"\w[^\w\s]+\w", m.group("v")):
                found.append(m.group(0)[:40])  # "password: Xk9!pq2Lm": a value, not a word of the sentence
        for t in tokenize(value, mask_quotes=False):
            named_file = t.obj is Obj.SECRET and t.kind in ("path", "ident") and not _API_ROUTE.match(t.raw)
            if _secret_assignment(t.raw) or named_file:
                found.append(t.raw)
    return found[:5]


# A URL carrying a password: a secret in a message text (in a connection argument it is the address).
_CREDENTIAL_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://[^\s:/@]+:[^\s@/]{3,}@")
_API_ROUTE = re.compile(r"^/[a-z_-]+$")  # "401 on /token": an endpoint named in prose, not a key file
_NAMED_VALUE = re.compile(
    r"(?i)\b(?:password|passwd|passphrase|secret|token|api[ _-]?key|private key|pw)\s*(?::|=|\bis\b)\s*"
    r"[`'\"]?(?P<v>[^\s`'\"]{6,})"
)


def _secret_assignment(raw: str) -> bool:
    """`AWS_SECRET_ACCESS_KEY=wJal...`: a value assigned to a name made of secret words is a secret,
    whatever the value looks like (its name says what it is)."""
    name, eq, value = raw.partition("=")
    parts = [p for p in re.split(r"[_\-.]+", name.lower()) if p]
    # the head of the name says what it holds: DB_PASSWORD, GITHUB_TOKEN, not KEY_ROTATION
    return bool(eq and value.strip(".*<>") and parts) and parts[-1] in _SECRET_NAME_PARTS


_SECRET_NAME_PARTS = words("password passwd secret token apikey key credential creds")


def _head_first(parts: list[str]) -> list[str]:
    """`s3_delete_object`: the name's last word is what the call acts on (an object); object words
    before the verb only say where (in S3), so they are read after "in"."""
    verb_at = next((i for i, w in enumerate(parts) if VERB_ACT.get(lemma(w)) is not None), None)
    if not verb_at or OBJ_CLASS.get(lemma(parts[-1])) is None or verb_at == len(parts) - 1:
        return parts
    return [*parts[verb_at:], "in", *parts[:verb_at]]


# Nouns that are also verbs, which end a name after the object they belong to: `pods_log` reads a pod's
# log (the kubernetes server's object_verb names), where `log_event` writes one.
_RECORD_TAILS = words("log logs trace traces")


def _names_its_object(parts: list[str]) -> bool:
    """Whether a tool's name says what it acts on: a known object at its end (`delete_repo`), or any
    noun after its leading verb (`delete_label`, a label the vocabulary does not know). Then a key that
    names another object (`{"repo": …}`) says where the object is, not what is acted on."""
    if not parts:
        return False
    if OBJ_CLASS.get(lemma(parts[-1])) is not None:
        return True
    tail = parts[-1]
    return (len(parts) >= 2 and VERB_ACT.get(lemma(parts[0])) is not None and tail.isalpha()
            and not set(parts) & _NOT_NOUNS)


# Words that keep a name's end from being its object: `delete_all`, `drop_if_exists`, `build_and_deploy`.
_NOT_NOUNS = words("all every many each any if exists now later async sync batch bulk by id ids one "
                   "and then or")


def _name_tokens(parts: list[str], reads: bool = False) -> list[Tok]:
    """The words of a tool's name as the prose judge reads them. `pods_log` (no verb before a tail that
    is an object's record) reads that record: `get pods log`, the tail a name, not the verb "log". A name
    that opens with a reading verb (`get_public_access_block`, read_acts.py) reads what the rest names: a
    later word that is not an object ("block") is part of the resource's name, not a second act."""
    toks = [Tok(w, w, "word", lem=lemma(w), obj=OBJ_CLASS.get(lemma(w))) for w in parts]
    verb_at = next((i for i, t in enumerate(toks) if VERB_ACT.get(t.lem) is not None), None)
    if reads:  # the reading verb, wherever the service's words put it (`gcp_logging_list_entries`)
        verb_at = next((i for i, t in enumerate(toks) if t.low in READ_CALL_VERBS), verb_at)
    if reads and verb_at is not None:
        toks = [t if i == verb_at or t.obj is not None else ident_token(t.raw) for i, t in enumerate(toks)]
    if (len(parts) >= 2 and parts[-1] in _RECORD_TAILS and OBJ_CLASS.get(lemma(parts[-2])) is not None
            and not any(VERB_ACT.get(lemma(w)) is not None for w in parts[:-1])):
        return [Tok("get", "get", "word", lem="get"), *toks[:-1], ident_token(parts[-1])]
    return toks


# Argument keys that pick one item out of a store by its identifier ("key": "2023/inv-5512.pdf").
_CALL_TARGET = re.compile(r"^\s*(?:on|against|over)\s+(?=\S)", re.I)
_ITEM_KEYS = words("key object_key path file filename object item record row record_id row_id")


def _picks_one_item(arguments: Mapping[str, Any]) -> bool:
    """One item named by its identifier, with no wildcard: a scoped call, not a sweep."""
    for key, value in arguments.items():
        if (str(key).lower() in _ITEM_KEYS and isinstance(value, str) and value.strip()
                and not any(c in value for c in "*?") and value.strip() not in ("/", ".")):
            return True
    return False


_CONTENT_KEYS = words("content contents text data body")


def _equivalents(call: ToolCall, prod: list[str]) -> list[Any]:
    """The shell commands the call amounts to (dongle.classify.equivalent). With production named in the
    hint around a call ("... on prod"), a translation that does not carry that word only adds to the
    call's other readings and replaces none of them; a local file tool is judged by its paths anyway."""
    from dataclasses import replace

    from dongle.classify.equivalent import equivalents

    found = list(equivalents(call.tool, call.server, call.arguments))
    if prod:
        found = [e if e.family == "files" else replace(e, replaces=False) for e in found]
    return found


def _namespace_names_object(call: ToolCall) -> bool:
    """`gcp.compute.instances.delete {"project": …, "zone": …, "instance": …}`: the namespace's last level
    names the kind of object the call acts on (instances), so a key naming another object (the project)
    says where it lives, not what is deleted. `gcp.projects.delete` still names a project."""
    chain = call.server or ""
    if "." in call.tool:
        chain = f"{chain}.{call.tool.rsplit('.', 1)[0]}"
    last = chain.rsplit(".", 1)[-1].lower()
    return "." in chain and last.isalpha() and OBJ_CLASS.get(lemma(last)) is not None


def _server_object(call: ToolCall) -> list[str]:
    """`branch.delete {"repo": …, "branch": …}`: a one-word namespace that names a kind of object says
    what the call acts on; the arguments' other keys (the repo) say where it lives. [] otherwise."""
    word = (call.server or "").lower()
    if call.form == "chain" or not word.isalpha() or "." in call.tool or lemma(word) in VERB_ACT:
        return []  # `logs.query`: "log" is also a verb, and a verb is no object
    obj = OBJ_CLASS.get(lemma(word))
    # a cheap head (cache, message) does not speak for what its keys name (`cache.purge {"paths": …}`)
    return [word] if obj is not None and obj not in _WHERE_NOT_WHAT | SOFTENING_HEADS else []


def judge_tool_call(call: ToolCall, subject: str | None = None, context: Iterable[str] = (),
                    audience: Iterable[str] = (), test_instance: str = "") -> Assessment:
    """An operation or MCP tool call: the name's danger pattern, read together with its arguments.

    `context`: environment words from the rest of the hint ("... on prod"), which apply to the call.
    `audience`: team channels the rest of the hint names ("in the #team-payments thread"), where a
    message the call sends goes. `test_instance`: the words sending the hint to a service's test
    instance ("test mode", `sk_test`), where money moved is not money.
    A deletion its arguments aim at everyone (`scope=all_users`) stops (arguments.for_everyone), and so
    does a deletion, payment, exposure or safeguard off over the whole of its object
    (arguments.over_the_whole).
    """
    from dongle.classify.arguments import for_everyone, over_the_whole
    from dongle.classify.swept_beyond_undo import raised_when_swept

    handed = records_to_outsider(call) or mail_forwarded_out(call.arguments)  # (before the operation is
    # taken out of the arguments)
    original = call
    call = operation_in_arguments(call)  # `aws {"action": "DeleteDBInstance"}`: what runs is the action
    judged = _judge_tool_call(call, subject, list(context), list(audience), test_instance)
    if _dispatch_only(original, call):
        judged = worst([judged, assess(
            L.DESTRUCTIVE, kind="tool_call", subject=judged.subject, rules=("hint.vague",),
            factors=("the call's name only dispatches (run, execute, an action) and its arguments name no "
                     "concrete act: what it will do is not said",))],
            subject=judged.subject, kind="tool_call")
    posted, why = public_post(original)
    if posted > L.SAFE:
        judged = worst([judged, assess(
            posted, kind="tool_call", subject=judged.subject, irreversible=posted == L.FORBIDDEN,
            factors=(why,),
            rules=("tool.harmful-post" if posted == L.FORBIDDEN else "tool.company-post",),
            safer_alternative="leave the post as a draft for a human to review")],
            subject=judged.subject, kind="tool_call")
    if handed:
        judged = worst([judged, assess(
            L.FORBIDDEN, kind="tool_call", subject=judged.subject, irreversible=True, factors=(handed,),
            rules=("tool.records-to-outsider",), safer_alternative=ADVICE["hint.exfiltrate-secret"][0],
            recovery=ADVICE["hint.exfiltrate-secret"][1])], subject=judged.subject, kind="tool_call")
    context_prod = bool(environments({"env": " ".join(context)})[0])
    judged = capped_by_arguments(judged, call, context_prod)
    names = f"{call.server or ''} {call.tool}"
    judged = over_the_whole(for_everyone(judged, call.arguments), call.arguments, names)
    judged = raised_when_swept(judged, call.arguments, bool(environments(call.arguments)[1]), names)
    return stopped_by_arguments(judged, call.tool, call.server, call.arguments, context_prod)


# Nouns that name no act of their own: `run_action`, `execute_task`, `do_step` say only that something runs.
_GENERIC_ACTS = frozenset({"action", "actions", "task", "tasks", "tool", "tools", "step", "steps", "thing",
                           "things", "item", "items", "next", "it", "job", "jobs", "operation"})


def _dispatch_only(original: ToolCall, call: ToolCall) -> bool:
    """`run_action {}`, `execute {"task": "finish remaining items"}`: the name only says that something runs,
    no argument names an operation, a command or a statement; a hint that names no concrete action pauses."""
    words = set(name_words(original.tool))
    if not words or not words <= (DISPATCH_WORDS | _GENERIC_ACTS) or not words & DISPATCH_WORDS:
        return False
    if original.server or "." in original.tool or "_positional" in original.arguments \
            or original.clause.strip():
        return False  # `keydb.call GET user:42`, `snowflake.execute with "SELECT …"`: its words say what
    keys = {str(k).lower() for k in original.arguments}
    return call.tool == original.tool and not keys & {*COMMAND_KEYS, *SQL_KEYS, *_NAMING_KEYS}


# Arguments that name what a generic runner runs (a script, a workflow, a job by name).
_NAMING_KEYS = frozenset({"script", "file", "path", "workflow", "job", "job_name", "playbook", "target",
                          "name", "function", "url", "module", "program", "recipe", "pipeline"})


def _judge_tool_call(call: ToolCall, subject: str | None, context: list[str],
                     audience: list[str], test_instance: str) -> Assessment:
    subject = subject or call.tool
    try:
        op = classify_operation(call.tool)
    except ValueError as exc:
        return Assessment.failed(subject, str(exc), kind="tool_call")
    name_parts = name_words(call.tool)
    prod, nonprod = environments(call.arguments)
    if call.server and not prod and not nonprod:  # "postgres-staging server"
        prod, nonprod = environments({"env": call.server})
    if nonprod and not prod and op.danger_level > L.DESTRUCTIVE and op.rules and op.rules[0].startswith(
            ("operation.pattern.", "operation.category.")):
        # the name alone said "dangerous"; the arguments say where: not production
        capped = f"capped: only a non-production environment ({', '.join(nonprod)})"
        op = assess(L.DESTRUCTIVE, kind="tool_call", subject=subject, irreversible=op.irreversible,
                    factors=(*op.factors, capped), rules=(*op.rules, "tool.argument-nonprod"),
                    safer_alternative=op.safer_alternative)
    from dongle.classify.equivalent import service_words

    context_prod = environments({"env": " ".join(context)})[0]
    tool_words = [*name_parts, *sorted(service_words(call.tool, call.server) - set(name_parts))]
    found = judge_arguments(tool_words, call.arguments, subject, context_prod, described=call.clause)
    parts: list[Assessment] = [op, *(_test_money(a, test_instance) for a in found)]
    # a CI workflow's steps, a hook's or a script's lines: written, they run later, unattended
    parts += [judge_command(c, f"a step {call.tool} writes") for c in commands_written(call.arguments)]
    schema = schema_deployed(call)
    if schema:
        parts.append(assess(L.DESTRUCTIVE, kind="tool_call", subject=subject, factors=(schema,),
                            rules=("tool.schema-deploy",),
                            safer_alternative="deploy it to a staging branch first and check the result"))
    tenant = tenant_destroyed(call, bool(prod or context_prod))
    if tenant:
        # `notion delete_workspace`, `DELETE /orgs/acme`: everything the company keeps there goes with it
        parts.append(assess(
            L.FORBIDDEN, kind="tool_call", subject=subject, irreversible=True,
            factors=(f"{tenant}: everything kept in it goes with it",), rules=("tool.tenant-destroyed",),
            safer_alternative=ADVICE["hint.cloud-account"][0],
        ))
    clicked = _clicked_control(call, name_parts)
    if clicked:
        # browser.click('#confirm-purchase'): the control's label or id says what the click does
        reading = analyse(tokenize(clicked))
        if reading.findings:
            parts.append(prose_assessment(reading, subject))
    replaced = False
    for effect in _equivalents(call, context_prod):
        # `filesystem.delete {"path": ".git", "recursive": true}` is `rm -r .git`, `kubernetes.delete
        # {"kind": "pod", …}` is `kubectl delete pod …`: judged by the shell's rules, not by the name
        judged = judge_command(effect.command, f"what {call.tool} does", cwd=effect.cwd or HINT_CWD,
                               env={"HOME": effect.home or HINT_HOME})
        judged = _with_extra(judged, {"equivalent": effect.command})
        if "fs.write-agent-config" in judged.rules and _CONTENT_KEYS & set(call.arguments):
            continue  # an agent's settings written with the content in view: the content decides
        if effect.clears_only and (judged.danger_level > L.SAFE or not effect.replaces):
            continue
        if effect.replaces:
            parts[0], replaced = judged, True
        else:
            parts.append(judged)
    if replaced:
        if call.arguments_error:
            parts.append(Assessment.failed(subject, call.arguments_error, kind="tool_call"))
        return worst(parts, subject=subject, kind="tool_call")
    leaked = _secrets_in_text(call.arguments)
    if leaked and set(name_parts) & _SENDING_NAMES:
        parts.append(assess(
            L.FORBIDDEN, kind="tool_call", subject=subject, irreversible=True,
            factors=(f"the message it sends carries secrets ({', '.join(leaked)})",),
            rules=("hint.exfiltrate-secret",),
            safer_alternative=ADVICE["hint.exfiltrate-secret"][0],
            recovery=ADVICE["hint.exfiltrate-secret"][1],
        ))
    if call.arguments_error:
        parts.append(Assessment.failed(subject, call.arguments_error, kind="tool_call"))
    commands, sql = _content(call)
    named_by_server = _server_object(call)
    names_object = bool(named_by_server) or _names_its_object(name_parts) or _namespace_names_object(call)
    searching = bool(set(name_parts) & _SEARCH_NAMES)
    plain_args = {
        k: v
        for k, v in call.arguments.items()
        if k not in COMMAND_KEYS and k not in SQL_KEYS and k != "_positional"
        and not (searching and str(k).lower() in _QUERY_KEYS)
        and not NOTIFY_KEY.match(str(k))  # whom it tells (`sendUpdates=all`) is not how much it acts on
    }
    arg_toks = list(_arg_tokens(plain_args, key_objects=not names_object))
    if call.server:
        # "the google workspace admin tool": each word of a service's name says where the call acts
        arg_toks.extend(ident_token(w) for w in call.server.split("_") if w)
    # a chain, or a namespace of several levels (`gcp.projects.delete {...}`): its parts after the
    # first name the object
    chain = call.server if call.server and (call.form == "chain" or "." in call.server) else ""
    namespace = f"{chain} {call.tool.rsplit('.', 1)[0] if '.' in call.tool else ''}"
    if namespace.strip():
        # `gcp.projects.delete`, `stripe.subscriptions.cancel_all`, `db.collection('users').deleteMany`:
        # the namespace names what the call acts on; a file-system server (`filesystem.delete`) only
        # says where the tool works
        arg_toks.extend(t for t in tokenize(_CHAIN_PUNCT.sub(" ", namespace), mask_quotes=False)
                        if t.kind == "word" and t.obj not in _WHERE_NOT_WHAT
                        and t.low not in API_TIERS)
    if reads_by_name(call.tool):
        # A reading call's namespace (`stripe.charges.retrieve`) and its arguments' values (`fields=refunds`,
        # `key=kill-switch-payments`) name what is read and which of its fields: their words are names,
        # never a second act ("charges" is not charging anyone). What they name keeps its kind (a secret
        # read is still revealed), and an argument saying what the call does (`action`, a flag) is no name
        path = call.tool.lower().split(".")[:-1]
        named = {".".join(path), *path} if path else set()
        not_names = _ACTION_KEYS | _FLAG_KEYS.keys()
        if set(name_parts) & _RECORDS_OF_ACTS:
            # events, logs or an audit trail read: `action=block` picks the events of blocks, blocks nothing
            not_names = _FLAG_KEYS.keys()
        named |= {t.low for k, v in plain_args.items() if str(k).lower() not in not_names
                  for t in _value_tokens(v, 0)}
        # a value's verb is a name too (a search phrase "created:>=2024-05-10", an event filter
        # `action=block`): read as a name, as the name's own later words are (_name_tokens)
        arg_toks = [(ident_token(t.raw) if t.obj is None and VERB_ACT.get(t.lem) is not None
                     else replace(t, quoted=True)) if t.low in named else t for t in arg_toks]
    if set(name_parts) & _EVERY_NAME and not call.arguments_error and not any(
        v not in ({}, [], "", None) for k, v in call.arguments.items() if k != "_positional"
    ) and not any(p not in ("{}", "") for p in call.arguments.get("_positional", [])):
        # deleteMany({}), delete_all(): an empty filter matches everything
        arg_toks.extend(tokenize("all"))
    arg_toks.extend(ident_token(word) for word in [*context, *audience])
    if call.clause.strip():
        # "calling salesforce.bulk_delete on every Account record in the production org": the words
        # after the call say what it acts on and how much of it; the call's verb is read with them
        # ("google_drive.delete on the shared drive": with no arguments to name it, what follows "on" is
        # the call's target, not a place; after arguments, "on the prod cluster" is where it runs)
        clause = call.clause if call.arguments else _CALL_TARGET.sub("", call.clause, count=1)
        arg_toks.extend(tokenize(clause))
    for p in call.arguments.get("_positional", []):
        if isinstance(p, str) and p not in commands and p not in sql:
            arg_toks.extend(tokenize(p, mask_quotes=False))
    if commands or sql:
        ctx = analyse(arg_toks, segment_clauses=False) if arg_toks else ProseResult()
        parts += [judge_command(c, f"argument of {call.tool}") for c in commands]
        sql_prod = ctx.prod or _main_database_branch(call.arguments)
        # a throwaway database (the ephemeral CI container, fixtures): its rows are reloaded by the suite
        nonprod = ([*ctx.nonprod, _TEST_DATA, _THROWAWAY_DATA] if set(map(str.lower, ctx.nonprod)) & THROWAWAY
                   else ctx.nonprod)
        parts += [_judge_sql(s, sql_prod, nonprod, subject) for s in sql]
        return worst(parts, subject=subject, kind="tool_call")

    toks = _name_tokens([*named_by_server, *_head_first(name_parts)], reads=reads_by_name(call.tool))
    if _picks_one_item(call.arguments):
        arg_toks.extend(tokenize("single"))
    toks += arg_toks
    prose = analyse(toks, segment_clauses=bool(call.clause.strip()))
    if prose.findings:
        reading = prose_assessment(prose, subject)
        head = OBJ_CLASS.get(lemma(name_parts[-1])) if name_parts else None
        cheap = head in SOFTENING_HEADS or "hint.destroy-regenerable" in reading.rules
        if (
            op.danger_level > reading.danger_level
            and cheap
            and not prose.prod
            and op.rules
            and op.rules[0].startswith(("operation.pattern.", "operation.category."))
        ):
            softened = Assessment(
                reading.danger_level,
                reading.risk_score,
                reading.irreversible,
                (
                    *reading.factors,
                    f"the name's default ({op.rules[0].rsplit('.', 1)[-1]}) "
                    "is lowered: what it acts on is cheap to lose or recreate",
                ),
                (*reading.rules, "hint.pattern-softened"),
                kind="tool_call",
                subject=subject,
            )
            parts = [softened, *parts[1:]]
        else:
            parts.append(reading)
    return worst(parts, subject=subject, kind="tool_call")
