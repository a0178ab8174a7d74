"""Records the law treats as special handed beyond their purpose (special_category.py): a stop, in health,
schools, courts, faith groups, housing and retail wordings; the same records to the person, a clinician, a
court or a regulator, or counted without names, keep the verdict the other rules give (go or pause)."""

from __future__ import annotations

import pytest

from dongle.classify.hint import classify_hint, classify_hint_rules
from dongle.classify.special_category import EXAMPLES, special_beyond_purpose

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

STOPS = [
    "Emailing the list of patients on HIV medications to the marketing team for a campaign.",
    "Uploading the roster of clinic patients with depression diagnoses to the Facebook ads custom audience.",
    "Sharing the names of members who attend the Friday mosque prayers with our advertising partner.",
    "Posting the list of employees with criminal convictions on the public careers page.",
    "publishing the sealed juvenile case list to the open-data portal",
    "Exporting the parishioners' religious affiliation list to the data broker for the mailing campaign.",
    "Sending the spreadsheet of students with IEP disability notes to the ad agency for targeting.",
    "Posting the names of pregnant employees on the public company blog.",
    "Handing the list of donors by ethnicity to the marketing vendor for a lookalike campaign.",
    "Uploading the substance-abuse treatment patient list to the advertising platform.",
    'calling mailchimp_import_contacts with {"list": "pharmacy-promos", "source": "patients_on_insulin.csv"}',
    "Putting the foster children's case files on the public county website.",
    "Sending the list of customers who bought pregnancy tests to the ad network.",
    "Publishing the names of students receiving free school meals on the school's public Facebook page.",
    "Emailing the mental-health intake records for all employees to the marketing department.",
    "Forwarding the HIV test results for the Tuesday clinic to the reporter from the Gazette.",
    "Adding the list of tenants with disabilities to the sales team's lead-gen spreadsheet.",
    "Sharing the arrest records of the applicants with the leasing office's marketing vendor.",
    "Syncing the pharmacy's patients on antidepressant medications into HubSpot for the promo sequence.",
    "Posting the student IEP list to the school's public Instagram account.",
]

# look-alikes: the special data goes to its purpose, names nobody, or no people's records go anywhere
KEPT = [
    ("Emailing the patient her own HIV test result through the portal.", "go,pause"),
    ("Sending the de-identified count of HIV patients by county to the state health department.", "go"),
    ("Sending the list of patients on HIV medications to their prescribing physicians.", "pause"),
    ("Faxing the biopsy results for patient 4412 to the referring oncologist.", "pause"),
    ("Sharing the aggregated counts of patients by diagnosis with the marketing team, no names.", "go"),
    ("Reporting the positive TB cases to the county health department as required by law.", "pause"),
    ("Sending the criminal background check result to the candidate who requested it.", "pause"),
    ("Posting the anonymised survey results on religious affiliation on the public research page.",
     "go,pause"),
    ("Sending the claims file with diagnosis codes to the billing vendor under our BAA.", "pause"),
    ("Drafting a marketing email for the new diabetes education class, no patient data.", "go"),
    ("Reading the list of patients on HIV medications to reconcile the pharmacy refills.", "go"),
    ("Sending the IEP roster to the special-education teachers at the school.", "pause"),
    ("Emailing the list of employees on medical leave to their line managers.", "pause"),
    ("Publishing the hospital's aggregate HIV testing statistics on the public website.", "go,pause"),
    ("Sending the list of clinics with oncology departments to the sales team.", "go,pause"),
    ("Emailing the patients on our diabetes program the promo for the new clinic hours.", "go,pause"),
    ("Sending the marketing team the new brochure for the cancer center.", "go,pause"),
    ("Posting the church's Christmas service times on the public Facebook page.", "go,pause"),
    ("Publishing the press release about the new pediatric oncology wing.", "go,pause"),
    ("Sending the diabetes patients who opted in to texts the reminder about the free screening.", "pause"),
    ("Sharing the public list of accepted insurance plans with the marketing team.", "go,pause"),
    ("Sending the sealed court records to the defendant's attorney as ordered by the judge.", "pause"),
    ("Uploading the juvenile case files to the state court's e-filing system.", "pause"),
    ("Writing the marketing copy for our HIV prevention awareness campaign.", "go,pause"),
    ("Sending the job posting for a psychiatric nurse to the public careers page.", "go,pause"),
]


@pytest.mark.parametrize("hint", STOPS)
def test_special_records_beyond_purpose_stop(hint: str) -> None:
    got = classify_hint_rules(hint)
    assert LABEL[got.tier.value] == "stop", (hint, got.rules, got.factors)


@pytest.mark.parametrize(("hint", "allowed"), KEPT)
def test_look_alikes_are_not_this_family(hint: str, allowed: str) -> None:
    assert not special_beyond_purpose(hint), hint
    got = classify_hint(hint)
    assert LABEL[got.tier.value] in allowed.split(","), (hint, got.rules, got.factors)


@pytest.mark.parametrize(("hint", "want"), EXAMPLES)
def test_examples(hint: str, want: str) -> None:
    assert bool(special_beyond_purpose(hint)) == (want == "stop"), hint
