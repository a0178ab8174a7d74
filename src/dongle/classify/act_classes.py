"""Verbs the base lexicon (vocabulary.VERBS) lacks, sorted into the class of act they name.

Why: a hint that names an act and its object is not vague, whatever verb it uses. Writers the rules
never saw say "rescheduling the follow-up", "tidying the wording of the ad", "voiding the draft invoice",
"lodging the claim with the insurer"; a verb the reader does not know left such a hint "naming no
action" (a pause asking for words it already has), or let a vague word elsewhere in it ("before it goes
for approval") stand for its act. Each class here maps its verbs to the Act whose rules judge them, so a
harmless class (editing, analysing, organising, scheduling) on a named object reads as that act, and an
outward or destructive class (notifying, paying, filing with an outside body, voiding, unpublishing) is
read as the send or the loss it is and meets every rule those acts meet (production, people's data,
money, an outside audience). Nothing here makes a vague hint specific: the object still has to be named.

Words that are mostly nouns ("file", "record", "page", "note", "model") are left out, or listed by their
gerund only ("modelling", "flagging"): read as verbs they would turn objects into acts. The -ed form of a
verb added here is not read as an act (prose.lemma): "left unscheduled", "the flagged invoices",
"stays unpublished" tell a state, and a past act is no next step. Every class carries examples
(tests/classify/test_hint_vocabulary.py runs them), harmful variants beside harmless look-alikes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dongle.classify.act_position import Word
from dongle.classify.vocabulary import DETERMINERS, Act, VerbClass, words

# Of the editing verbs, those that put a text into a place (quoting a passage in a ticket, citing it in a
# bulletin): what is put there is read by whoever reads the place, as with pasting or posting it.
PLACING_ACTS = words("quote cite transcribe")
# Of the editing verbs, those that protect a value: a hashed password is no longer the password.
PROTECTING_ACTS = words("hash")

ACT_CLASSES: tuple[VerbClass, ...] = (
    # Analysing: an answer worked out from what is read (a forecast, an estimate, a comparison).
    VerbClass(
        Act.READ,
        # (of "model", only its gerund: the noun is an object far more often, "retraining the model")
        words("forecast estimate assess evaluate cross-check spot-check sanity-check eyeball "
              "cross-reference modelling modeling"),
        (
            ("Forecasting Q3 cash from the AR aging report in my notebook", "go"),
            ("Cross-checking the payroll register against the timesheets export", "go"),
            ("Modelling what a 40% discount on the Globex renewal does to ARR", "go"),
            ("Estimating the churn impact of the price change from the billing export, then emailing "
             "the whole customer list about it", "pause"),
        ),
    ),
    # Editing and authoring text or records in place: undone by editing back; what is edited (production,
    # a secret, money) raises it as it raises any change.
    VerbClass(
        Act.CHANGE,
        words("tidy correct polish tweak adjust clarify shorten lengthen reorder restructure rearrange "
              "normalize normalise standardize standardise paraphrase transcribe outline cite quote "
              "hash consolidate"),
        (
            ("Tidying the wording of the senior accountant job ad before it goes for approval.", "go"),
            ("Correcting the misspelled name on donor #10442 per the donor's phone call.", "go"),
            ("Quoting the public NVD text for the CVE in our internal ticket", "go"),
            ("Hashing the fixture passwords in tests/fixtures/users.json with bcrypt", "go"),
            ("Correcting the bank account number on the vendor record to the one in the email we got "
             "today", "pause"),
            ("Tweaking the max_connections setting on the production primary", "pause"),
            ("Quoting the customer's full card number in the public GitHub issue", "stop"),
        ),
    ),
    # Organising and scheduling: items flagged, isolated, moved between slots, kept where they were.
    # (of "flag", only its gerund: "the feature flags", "a flag we removed" are the noun)
    VerbClass(
        Act.CHANGE,
        words("flagging quarantine shelve bookmark reschedule rebook postpone shrink downsize "
              "upsize"),
        (
            ("Flagging INV-3381 as a possible duplicate of INV-3302 in the AP review sheet.", "go"),
            ("Quarantining invoice_8812.xlsm, which the sandbox flagged as a macro dropper", "go"),
            ("Rescheduling Mr. Okafor's follow-up from Tuesday to Thursday at his request.", "go"),
            ("Shrinking the staging ASG to 1 instance for the weekend", "go"),
            ("Shrinking the production web ASG to 2 instances during peak traffic", "pause"),
            ("Postponing my 1:1 with Dana to Friday in my calendar", "go"),
            ("Resetting the local feature flags file to defaults with `cp flags.default.json flags.json`.",
             "go"),
        ),
    ),
    # Ended, voided or taken down: what was there is gone or no longer in force. (Of the words that are
    # nouns as often, "scrap", "junk", only the gerund. "Recreate" is left out: a loss of what was there
    # in "recreating the dev database from scratch", a controller's routine in "the deployment recreates
    # it"; the rules that know drop-and-rebuild read it.)
    VerbClass(
        Act.DESTROY,
        words("void cull scrapping ditch junking sunset unpublish unlist delist unenroll deregister "
              "unregister rescind"),
        (
            ("Voiding posted invoice INV-2231 from March in QuickBooks", "pause"),
            ("Voiding every posted invoice from March in QuickBooks", "stop"),
            ("Scrapping the local build cache in .cache/ before rebuilding", "go"),
            ("Unpublishing the company's only production website", "pause"),
            ("`git clean -n` first to see what untracked junk would go", "go"),
        ),
    ),
    # Outward: people reached, money paid, papers lodged with an outside body.
    VerbClass(
        Act.EXTERNAL,
        words("nudge remind remit disburse reimburse lodge e-file efile distribute circulate fax courier"),
        (
            ("Reminding the customer by email that their invoice is overdue", "pause"),
            ("Remitting the $48,000 payment to the new vendor bank account", "pause"),
            ("Circulating the unredacted salary spreadsheet to the whole company", "stop"),
            ("Lodging the notice to quit for Unit 4B with the county court", "pause"),
        ),
    ),
)

# Every verb this module adds (none is in the base lexicon): their -ed forms are not reduced to them.
ADDED_VERBS: frozenset[str] = frozenset(w for vc in ACT_CLASSES for w in vc.words)

# Nouns of action the base NOMINALS lack, read as the verb they come from: "an analysis of last week's churn",
# "the correction of the donor's name", "the cancellation of the prod database".
MORE_NOMINALS: dict[str, str] = {
    "analysis": "analyse",
    "correction": "correct",
    "cancellation": "cancel",
    "reorganisation": "reorganise",
    "reorganization": "reorganize",
}
NOMINAL_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("An analysis of last week's churn by plan from the billing export", "go"),
    ("A quick review of the Terraform plan for the staging stack", "go"),
    ("The cancellation of the production database subscription", "pause"),
    ("A full wipe of the production customers database", "stop"),
)



_HEAD_REACH = 3  # a noun phrase's opening words before its head ("a quick first review of")


def act_noun_head(tokens: Sequence[Word], i: int, verb_act: Mapping[str, Act], verbs_before: bool) -> bool:
    """A verb word that heads the clause's opening noun phrase and takes its object with "of" ("a quick
    review of the plan", "the wipe of the prod database"): the hint names that act and its object, as the
    nouns of NOMINALS do ("the deletion of"). Only before any verb of the clause and after determiners or
    modifiers alone; elsewhere the same word is a thing ("the list of files I'll delete")."""
    t = tokens[i]
    if verbs_before or t.kind != "word" or (t.lem or t.low) not in verb_act or i > _HEAD_REACH:
        return False
    if i + 1 >= len(tokens) or tokens[i + 1].low != "of":
        return False
    return all(u.kind == "word" and (u.low in DETERMINERS or (u.lem or u.low) not in verb_act)
               for u in tokens[:i])
