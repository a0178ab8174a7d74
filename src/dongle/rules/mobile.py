"""Mobile apps: builds sent to the stores.

An agent on a mobile team ships with fastlane: `deliver` uploads a build and its metadata to App Store
Connect (and `--submit_for_review` hands it to Apple's reviewers), `supply` to Google Play (a track
other than internal reaches users), `pilot` to TestFlight testers. Each spends a build number and
reaches people outside the team: a human decides (pause). Downloading metadata, listing builds and
setting up the Fastfile publish nothing.
"""

from __future__ import annotations

# fastlane's publishing actions, as a command (`fastlane deliver`) or run by name (`fastlane run supply`)
_STORE_ACTIONS = ("deliver", "supply", "upload_to_app_store", "upload_to_play_store", "appstore",
                  "upload_to_testflight", "pilot upload", "pilot distribute", "testflight")

RULES = [
    {
        "id": "mobile.store-release",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "uploads an app build or its store listing to the App Store or Google Play (fastlane): it "
        "reaches reviewers, testers or users, and the build number is spent",
        "safer": "Run the lane with `--verify_only` / `validate_only:true`, or upload to the internal track "
        "and let a human promote it.",
        "recovery": "Reject or remove the build in App Store Connect or halt the rollout in Play Console; "
        "users who installed it keep it.",
        "match": {"cmd": ("fastlane",),
                  "sub": (*_STORE_ACTIONS, *(f"run {action}" for action in _STORE_ACTIONS)),
                  "words_none": ("init", "download_metadata", "download_screenshots", "list", "builds",
                                 "--help", "--verify_only", "verify_only:true", "--validate_only",
                                 "validate_only:true")},
        "examples": {
            "match": ["fastlane deliver --submit_for_review --force", "fastlane supply --track production",
                      "fastlane pilot upload --ipa build/App.ipa",
                      "fastlane run upload_to_app_store submit_for_review:true"],
            "no_match": ["fastlane deliver download_metadata", "fastlane deliver init", "fastlane pilot list",
                         "fastlane snapshot", "fastlane supply --track production --validate_only"],
        },
    },
    {
        # `match nuke` revokes on the developer account what every teammate's and CI's builds sign with
        "id": "mobile.signing-nuke",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "revokes every signing certificate and provisioning profile of a type on the team's Apple "
        "account (`fastlane match nuke`): every developer's and CI's signing breaks, and enterprise builds "
        "signed with them stop launching",
        "safer": "Revoke the one certificate you mean in the developer portal; refresh with "
        "`fastlane match TYPE --force`.",
        "recovery": "Create new certificates and profiles (`fastlane match TYPE`), then re-sign and ship "
        "the builds.",
        "match": {"cmd": ("fastlane",), "sub": ("match nuke", "run match_nuke")},
        "examples": {"match": ["bundle exec fastlane match nuke distribution",
                               "fastlane match nuke development"],
                     "no_match": ["fastlane match development --readonly", "fastlane match appstore"]},
    },
]
