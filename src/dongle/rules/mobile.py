"""Mobile apps: builds sent to the stores.

An agent on a mobile team ships with fastlane: `deliver` uploads a build and its metadata to App Store
Connect (and `--submit_for_review` hands it to Apple's reviewers), `supply` to Google Play (a track
other than internal reaches users), `pilot` to TestFlight testers. Each spends a build number and
reaches people outside the team: a human decides (pause). Downloading metadata, listing builds and
setting up the Fastfile publish nothing.

A device on the bench is wiped through its bootloader (`fastboot -w`, `fastboot erase|format
PARTITION`) or its recovery (`adb shell recovery --wipe_data`): every app's data and the user's files
on it are gone, which for a test phone is a reset and for a personal one a loss (pause). Erasing a
partition no factory image restores (the radio's calibration and IMEI in `modemst`/`fsg`/`efs`, the
`persist` keys, the boot chain's first stages) leaves a device that no flash brings back (stop).
"""

from __future__ import annotations

# fastlane's publishing actions, as a command (`fastlane deliver`) or run by name (`fastlane run supply`)
_STORE_ACTIONS = ("deliver", "supply", "upload_to_app_store", "upload_to_play_store", "appstore",
                  "upload_to_testflight", "pilot upload", "pilot distribute", "testflight")

# Partitions a factory image does not carry: the radio's calibration and identity, the device's keys and
# sensor calibration, the first boot stages. Erased, the phone loses its IMEI or never boots again.
_UNRESTORABLE = ("persist", "persist_*", "modemst1", "modemst2", "fsg", "fsc", "efs", "efs_*", "nvram",
                 "nvdata", "protect1", "protect2", "bootloader", "aboot", "abl", "abl_*", "xbl", "xbl_*",
                 "sbl1", "preloader", "preloader_*", "tz", "tz_*", "rpm", "rpm_*")

RULES = [
    {
        "id": "mobile.device-unrestorable-erase",
        "level": "forbidden",
        "irreversible": True,
        "reason": "erases a device partition no factory image restores (radio calibration and IMEI, the "
        "device's keys, the first boot stages): the device is bricked or loses its identity for good",
        "safer": "Flash the factory image (`fastboot flashall`) instead; never erase persist, modem or "
        "boot-chain partitions.",
        "recovery": "Only the manufacturer's service tools (and a backup of the partition) can restore it.",
        "match": {"cmd": ("fastboot",), "words_any": ("erase", "format", "format:*"),
                  "last_any": _UNRESTORABLE},
        "examples": {"match": ["fastboot erase persist", "fastboot -s R58M12 erase modemst1",
                               "fastboot format:ext4 persist", "fastboot erase xbl_a"],
                     "no_match": ["fastboot erase userdata", "fastboot flash boot boot.img",
                                  "fastboot getvar all"]},
    },
    {
        # the device's own platform and vendor packages (Play Services, the system UI, the vendor's apps)
        # are what every other app and the phone itself rely on: removed or disabled (`--user 0` reaches
        # preinstalled ones), apps stop working and only a factory reset brings some back. The project's
        # own app, installed and uninstalled in the development loop, is not one
        "id": "mobile.system-package-removed",
        "level": "destructive",
        "reason": "uninstalls or disables a system package of the device (Google Play Services, the system "
        "UI, the vendor's apps): the apps and functions that rely on it stop working",
        "safer": "Uninstall only the app under development (`adb uninstall com.acme.app.debug`).",
        "recovery": "`adb shell cmd package install-existing PKG`, else a factory reset.",
        # (`adb` itself stays unknown: what it runs in `adb shell` is judged as the command it is)
        "match": {"cmd": ("pm",), "words_any": ("uninstall", "disable-user", "disable", "hide"),
                  "args_any": ("com.android.*", "com.google.android.*", "android", "com.samsung.*",
                               "com.sec.*",
                               "com.miui.*", "com.huawei.*", "com.qualcomm.*", "com.oneplus.*")},
        "examples": {"match": ["adb shell pm uninstall --user 0 com.google.android.gms",
                               "adb shell pm hide com.android.systemui",
                               "adb shell pm disable-user com.samsung.android.bixby"],
                     "no_match": ["adb uninstall com.acme.app.debug", "adb shell pm clear com.acme.shop",
                                  "adb shell pm list packages com.google"]},
    },
    {
        "id": "mobile.device-wipe",
        "level": "destructive",
        "irreversible": True,
        "reason": "wipes a device's partition through its bootloader or recovery (`fastboot -w`, `fastboot "
        "erase`, `recovery --wipe_data`): every app's data and the user's files on it are gone",
        "safer": "Name the test device (`fastboot -s SERIAL`), back up what it holds (`adb backup`, `adb "
        "pull /sdcard`), or clear one app (`adb shell pm clear PKG`).",
        "recovery": "Restore the device from its backup; what was only on it is lost.",
        # a bootloader unlock (`fastboot flashing unlock`, `oem unlock`) wipes the device as well
        "match": {"cmd": ("fastboot", "recovery"),
                  "words_any": ("erase", "format", "format:*", "-w", "--wipe_data", "--wipe-data",
                                "--wipe_cache", "unlock", "unlock_critical")},
        "examples": {"match": ["fastboot -w", "fastboot erase userdata", "fastboot format:ext4 userdata",
                               "fastboot -w update image-raven.zip", "adb shell recovery --wipe_data",
                               "fastboot -s R58M12 erase userdata", "fastboot flashing unlock"],
                     "no_match": ["fastboot devices", "fastboot flash boot boot.img", "fastboot reboot",
                                  "fastboot getvar all", "adb shell pm clear com.example.app"]},
    },
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
        # a lane is named by its team; one named for shipping (`fastlane ios beta`, `fastlane android
        # deploy`) runs the upload actions above from the Fastfile
        "id": "mobile.store-lane",
        "level": "destructive",
        "reason": "runs a fastlane lane named for shipping (beta, release, deploy …): it uploads a build to "
        "testers or a store, and the build number is spent",
        "safer": "Read the lane in the Fastfile first; run a lane that only builds (`fastlane ios build`).",
        "recovery": "Expire the build in TestFlight or halt the rollout in Play Console.",
        "match": {"cmd": ("fastlane",),
                  "args_any": ("beta", "release", "deploy", "production", "prod", "store", "submit",
                               "publish", "testflight", "appstore", "playstore", "upload", "internal",
                               "alpha", "promote"),
                  # fastlane's own actions (certificates, tests, screenshots) are no lanes
                  "words_none": ("--help", "lanes", "list", "init", "match", "scan", "gym", "snapshot",
                                 "cert", "sigh", "produce", "pem", "frameit", "screengrab", "precheck",
                                 "run")},
        "examples": {"match": ["fastlane ios beta", "fastlane android deploy", "fastlane release"],
                     "no_match": ["fastlane ios build", "fastlane test", "fastlane lanes",
                                  "fastlane android tests"]},
    },
    {
        # a build sent to a group of testers (Firebase App Distribution, App Center): it reaches people
        # outside the team's machines, as a TestFlight upload does
        "id": "mobile.tester-distribution",
        "level": "destructive",
        "reason": "distributes an app build to testers (Firebase App Distribution, App Center): it reaches "
        "their devices with a notification to install it",
        "safer": "Distribute to yourself first (`--testers me@example.com`).",
        "recovery": "Delete the release in the console; testers who installed it keep it.",
        "match": {"cmd": ("firebase", "appcenter"),
                  "sub": ("appdistribution:distribute", "distribute release", "distribute groups publish")},
        "examples": {"match": ["firebase appdistribution:distribute app.apk --app 1:123:android:abc "
                               "--groups testers"],
                     "no_match": ["firebase appdistribution:testers:list", "firebase emulators:start"]},
    },
    {
        # an over-the-air update replaces the JavaScript every installed copy on that branch or channel
        # loads at its next launch: it reaches users without a store review
        "id": "mobile.ota-update",
        "level": "destructive",
        "reason": "publishes an over-the-air update (EAS Update, CodePush): every installed app on that "
        "branch or channel loads it at its next launch",
        "safer": "Publish to a preview branch and test it on a device first.",
        "recovery": "Republish the previous update (`eas update:republish`), or roll back the channel.",
        "match": {"cmd": ("eas", "expo", "appcenter", "code-push"),
                  "sub": ("update", "publish", "codepush release", "codepush release-react", "release",
                          "release-react"),
                  "words_none": ("--help", "--dry-run")},
        "examples": {"match": ["eas update --branch production --message fix",
                               "appcenter codepush release-react -a acme/shop -d Production"],
                     "no_match": ["eas build --platform ios", "eas update:list", "expo start"]},
    },
    {
        # a partition image written through the bootloader: a bad image leaves a phone that does not
        # boot until it is flashed again (a routine step of platform work, which a human confirms)
        "id": "mobile.device-flash",
        "level": "destructive",
        "reason": "writes an image over a partition of a connected device through its bootloader (boot, "
        "system, a whole factory image): a wrong or broken image leaves it unbootable until reflashed",
        "safer": "Boot the image without writing it (`fastboot boot boot.img`) and check the device "
        "(`fastboot getvar product`) first.",
        "recovery": "Flash the device's factory image again.",
        "match": {"cmd": ("fastboot", "heimdall", "odin4"),
                  "args_any": ("flash", "flashall", "update", "flash:raw", "flashing")},
        "examples": {"match": ["fastboot flash boot out/boot.img", "fastboot flashall -w",
                               "heimdall flash --BOOT boot.img"],
                     "no_match": ["fastboot devices", "fastboot boot out/boot.img", "fastboot getvar all"]},
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
        "match": {"cmd": ("fastlane",), "sub": ("match nuke", "run match_nuke"),
                  "words_none": ("development", "type:development")},
        "examples": {"match": ["bundle exec fastlane match nuke distribution",
                               "fastlane match nuke enterprise", "fastlane run match_nuke type:adhoc"],
                     "no_match": ["fastlane match development --readonly", "fastlane match appstore",
                                  "fastlane match nuke development"]},
    },
    {
        # development certificates sign only what developers run on their own devices: builds in
        # users' hands do not depend on them, and `fastlane match development` makes new ones
        "id": "mobile.signing-nuke-development",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "revokes every development certificate and profile on the team's Apple account "
        "(`fastlane match nuke development`): every developer's and CI's debug signing breaks until "
        "new ones are made",
        "safer": "Revoke the one certificate you mean in the developer portal.",
        "recovery": "Run `fastlane match development` to create and share new ones.",
        "match": {"cmd": ("fastlane",), "sub": ("match nuke", "run match_nuke"),
                  "words_any": ("development", "type:development")},
        "examples": {"match": ["fastlane match nuke development", "fastlane run match_nuke type:development"],
                     "no_match": ["fastlane match development --readonly",
                                  "fastlane match nuke distribution"]},
    },
]
