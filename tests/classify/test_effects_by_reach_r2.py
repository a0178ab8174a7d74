"""Effects read from what a command reaches, with harmful variants in other programs and harmless twins.

Each group is one principle, not one line: who the act reaches (a shared server, a production resource,
every installer of a package, other machines on the network), whether it can be undone, and what only
reads or stays on this machine. Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # a count-bounded sample of named ports, written to scratch and printed nowhere
    ("tcpdump -i any -w /tmp/cap.pcap port 8080 -c 200", "go"),
    ("sudo tshark -i eth0 -c 100 -w /tmp/x.pcapng port 80", "go"),
    ("sudo tcpdump -i any -nnA port 8080 -c 200", "pause"),
    ("sudo tcpdump -i any -w /tmp/cap.pcap port 8080", "pause"),
    ("sudo tcpdump -i any -c 200 -w ./cap.pcap port 8080", "pause"),
    ("sudo tcpdump -i any -c 200 -w /tmp/all.pcap", "pause"),
    # LVM listings read; a volume named for the data it keeps is that data
    ("sudo lvs", "go"),
    ("sudo vgdisplay -v vg0", "go"),
    ("sudo pvs -o +pv_used", "go"),
    ("sudo lvremove -f /dev/vg0/data", "stop"),
    ("lvremove -y vg1/app_data", "stop"),
    ("sudo lvremove -f vg0/home", "stop"),
    ("sudo lvremove -y /dev/vg_data/lv_scratch", "pause"),
    ("sudo lvremove -y vg0/data_snap_test", "pause"),
    ("sudo zfs destroy tank/data", "stop"),
    ("sudo zfs destroy tank/home@autosnap_2024-05-01_00:00:00_daily", "pause"),
    ("sudo zfs destroy tank/scratch", "pause"),
    # publishing rights handed to another account
    ("npm owner add random-helper-99 @acme/sdk", "stop"),
    ("cargo owner --add bob acme-codec", "stop"),
    ("gem owner acme-gem -a someone@example.com", "stop"),
    ("cargo owner --remove alice acme-codec", "pause"),
    ("npm owner rm old-dev @acme/sdk", "pause"),
    ("npm owner ls @acme/sdk", "go"),
    ("cargo owner --list acme-codec", "go"),
    # a new lasting credential minted
    ("npm token create", "pause"),
    ("heroku authorizations:create", "pause"),
    ("glab token create ci --scope api", "pause"),
    ("npm token list", "go"),
    ("npm token revoke 3f2a", "go"),
    # a credential store asked for the account's name only
    ("op item get 'Staging DB' --fields username", "go"),
    ("op item get 'Staging DB' --fields username,password", "pause"),
    ("op item get 'Staging DB' --fields password", "pause"),
    # the project's secrets decrypted into its own .env, printed nowhere
    ("age -d -i key secrets.env.age > .env", "go"),
    ("gpg -d secrets.env.gpg > .env.local", "go"),
    ("age -d -i key secrets.env.age", "pause"),
    ("age -d -i key secrets.env.age | tee .env", "pause"),
    ("age -d -i key secrets.env.age > /tmp/.env", "pause"),
    ("sops -d secrets/prod.enc.yaml > .env", "pause"),
    ("sops -d secrets.enc.yaml > .env.production", "pause"),
    # keytool works on the keystore it is given
    ("keytool -delete -alias upload -keystore app/release.keystore", "pause"),
    ("keytool -list -v -keystore truststore.jks", "go"),
    # other registries' publishing
    ("pod trunk push Acme.podspec", "pause"),
    ("conan upload acme/1.0 -r conancenter", "pause"),
    ("pod install", "go"),
    ("pod lib lint", "go"),
    ("mix release", "go"),
    # a raw API DELETE of a production resource
    ("gh api -X DELETE repos/acme/api/environments/production", "stop"),
    ("glab api -X DELETE projects/12/environments/prod", "stop"),
    ("curl -X DELETE https://api.acme.io/v1/environments/production", "stop"),
    ("gh api -X DELETE repos/acme/webshop/environments/staging", "pause"),
    ("gh api repos/acme/api/environments/production", "go"),
    # a hosted site switched off, an app stopped
    ("npx firebase hosting:disable --project shop-prod --force", "stop"),
    ("firebase hosting:disable --project shop-dev", "pause"),
    ("heroku ps:scale web=0 -a shop-prod", "pause"),
    ("fly scale count 0 -a shop-api", "pause"),
    ("az webapp stop --name shop -g rg", "pause"),
    ("heroku ps:scale web=2 -a shop", "go"),
    ("fly scale count 3 -a shop-api", "go"),
    # a local copy is not the hosted database its name mirrors
    ("npx wrangler d1 execute shop-prod --local --command 'DROP TABLE orders'", "pause"),
    ("npx wrangler d1 execute shop-prod --remote --command 'DROP TABLE orders'", "stop"),
    ("npx wrangler d1 execute shop-prod --local --command 'SELECT 1'", "go"),
    # a device's own platform packages
    ("adb shell pm uninstall --user 0 com.google.android.gms", "pause"),
    ("adb shell pm hide com.android.systemui", "pause"),
    ("adb shell su -c 'dd if=/dev/zero of=/dev/block/by-name/userdata'", "stop"),
    ("adb shell pm disable-user com.samsung.android.bixby", "pause"),
    ("adb uninstall com.acme.app.debug", "go"),
    ("adb shell pm clear com.acme.shop", "go"),
    # traffic not addressed to us
    ("mitmdump -s capture.py --mode transparent", "pause"),
    ("mitmweb --mode wireguard", "pause"),
    ("ettercap -T -M arp /10.0.0.1// /10.0.0.2//", "pause"),
    ("arpspoof -i eth0 -t 10.0.0.5 10.0.0.1", "pause"),
    ("mitmproxy", "go"),
    ("mitmdump --mode reverse:http://localhost:3000 -p 8081", "go"),
    # another machine's Docker engine
    ("docker compose -H ssh://deploy@staging.acme.io up -d --force-recreate", "pause"),
    ("docker -H tcp://build.acme.io:2376 compose up -d", "pause"),
    ("docker compose up -d", "go"),
    ("docker -H ssh://ci@build-07.acme.internal compose ps", "go"),
    # a grep for the prefix every listed ref carries picks every ref
    ("git push origin --delete $(git branch -r | grep origin/ | sed 's#origin/##')", "stop"),
    ("git branch -r | grep '^ *origin/' | sed 's#origin/##' | xargs git push origin --delete", "stop"),
    ("git push origin --delete $(git branch -r | grep origin/feature- | sed 's#origin/##')", "pause"),
    ("git branch -r | grep origin/ | sed 's#origin/##'", "go"),
    # CI runners
    ("gitlab-runner unregister --all-runners", "pause"),
    ("sudo gitlab-runner uninstall", "pause"),
    ("gitlab-runner list", "go"),
    ("sudo gitlab-runner restart", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_effects_by_reach(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
