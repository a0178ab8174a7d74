"""State changes that name no loss word, and reads or own changes that looked like acts (blind DT, DU).

Session 28 found two kinds of miss on commands written blind. Acts that change live state went unjudged
because their words are not the usual loss verbs: a disk taken out of a redundant array (`zpool offline`,
`mdadm --fail`), a pool's on-disk format upgraded, messages taken off a live queue (`--auto-ack`, a DLQ
redrive), DNS configuration pushed to the live zones, one production session killed by its pid, a
production table rewritten in place, a machine leaving its domain, another person's directory password
set, a router port opened to the internet, a home's door unlocked through its hub, a disk image shrunk,
the user's photos rewritten in place without the tool's backups, an interpreter's console script told
to delete (`php occ user:delete`), a trash bin emptied, `apply --force`. And reads or the user's own
changes were paused or stopped: a ping sweep of the user's own LAN, exiftool's reads, adding a printer,
installing the project's own user units, the user's own dev vault path, a ZFS snapshot streamed to a
backup, a fleet runner's option values read as acts; a device opened or one LUKS key slot removed read
as formatting, a `nofail` mount line appended read as fstab overwritten, yadm's own history read as a
foreign tree over home, every throwaway desktop VM deleted read as a system-wide loss, a Redis tuning
setting read as a privilege change. A RouterOS menu emptied on a router (`remove [find]`) was go.

Every case here is a fresh variant written for this test (other programs, hosts, names and spellings
than the blind lines), harmful beside harmless look-alikes.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # a disk out of a redundant array; the pool's format upgraded; a forced receive
    ("sudo zpool offline backup ata-ST8000VN004_ZA1B2C3D", "pause"),
    ("sudo zpool offline tank /dev/sdd", "pause"),
    ("sudo mdadm /dev/md2 --fail /dev/sdf1", "pause"),
    ("sudo zpool detach rpool nvme1n1p3", "pause"),
    ("sudo zpool online tank /dev/sdd", "go"),
    ("sudo zpool clear tank", "go"),
    ("sudo mdadm --detail /dev/md2", "go"),
    ("sudo zfs upgrade -a", "pause"),
    ("sudo zpool upgrade backup", "pause"),
    ("zpool upgrade -v", "go"),
    ("sudo zfs recv -F vault/home < /mnt/usb/home.zfs", "pause"),
    ("sudo zfs send -i rpool/home@mon rpool/home@tue | ssh nas sudo zfs recv -u vault/home", "go"),
    ("sudo zfs send rpool/home@tue > /mnt/usb/home-tue.zfs", "go"),
    # encrypted volumes: opened or keyed is not formatted; one key slot removed pauses; erased stops
    ("sudo cryptsetup open /dev/sdc2 vault", "go"),
    ("sudo cryptsetup luksAddKey /dev/sdc2", "go"),
    ("sudo cryptsetup luksRemoveKey /dev/sdc2", "pause"),
    ("sudo cryptsetup luksKillSlot /dev/sda3 2", "pause"),
    ("sudo cryptsetup luksErase /dev/sdc2", "stop"),
    ("sudo cryptsetup luksFormat /dev/sdc2", "stop"),
    # messages taken off a live queue; looking at them is a read
    ("gcloud pubsub subscriptions pull payments-worker --auto-ack --limit=500 --project shop-prod", "pause"),
    ("gcloud pubsub subscriptions pull payments-worker --limit=5 --project shop-prod", "go"),
    ("aws sqs start-message-move-task --source-arn arn:aws:sqs:eu-west-1:210987654321:checkout-dlq",
     "pause"),
    ("aws sqs list-message-move-tasks --source-arn arn:aws:sqs:eu-west-1:210987654321:checkout-dlq", "go"),
    ("aws sqs receive-message --queue-url https://sqs.eu-west-1.amazonaws.com/210987654321/checkout-dlq",
     "go"),
    # DNS configuration pushed live, against the plan
    ("dnscontrol push --domains shop.example", "pause"),
    ("dnscontrol preview --domains shop.example", "go"),
    ("octodns-sync --config-file=octodns/live.yaml --doit", "pause"),
    ("octodns-sync --config-file=octodns/live.yaml", "go"),
    # a production session killed by pid; a local one is the developer's own
    ("psql -h ledger-prod.db.example.net -d ledger -c 'SELECT pg_terminate_backend(9911)'", "pause"),
    ("psql -d ledger_dev -c 'SELECT pg_terminate_backend(9911)'", "go"),
    ("mysql -h orders-prod-db.example.net -e 'KILL 77123'", "pause"),
    # a production table rewritten in place
    ("pg_repack -h ledger-prod.db.example.net -d ledger -t public.entries", "pause"),
    ("pg_repack --dry-run -h ledger-prod.db.example.net -d ledger -t public.entries", "go"),
    ("vacuumdb --full -h ledger-prod.db.example.net -d ledger", "pause"),
    ("vacuumdb --analyze-only -h ledger-prod.db.example.net -d ledger", "go"),
    # Redis: a tuning setting is a server setting; where it writes is the takeover
    ("redis-cli -h cache.dev.example.net CONFIG SET maxmemory 2gb", "go"),
    ("redis-cli -h cache-prod.example.net CONFIG SET maxmemory 2gb", "pause"),
    ("redis-cli -h 10.1.2.3 CONFIG SET dir /var/spool/cron/crontabs", "stop"),
    # a machine out of its domain; another person's directory password
    ("sudo realm leave ad.example.org", "pause"),
    ("sudo realm list", "go"),
    ("sudo samba-tool user setpassword m.ortiz --newpassword='Temp-2025!'", "pause"),
    ("sudo samba-tool user show m.ortiz", "go"),
    # a router port opened to the internet
    ("upnpc -a 192.168.0.42 8443 443 TCP", "pause"),
    ("upnpc -l", "go"),
    # a home's protection actuated; a light is not
    ("curl -s -X POST -H \"Authorization: Bearer $TOKEN\" -d '{\"entity_id\":\"cover.garage_door\"}' "
     "http://hass.lan:8123/api/services/cover/open_cover", "pause"),
    ("curl -s -X POST -H \"Authorization: Bearer $TOKEN\" -d '{\"entity_id\":\"light.porch\"}' "
     "http://homeassistant.local:8123/api/services/light/turn_off", "go"),
    # a disk image shrunk; grown is fine
    ("qemu-img resize --shrink ~/vms/win11.qcow2 -30G", "pause"),
    ("qemu-img resize ~/vms/win11.qcow2 +30G", "go"),
    # the user's originals rewritten in place; the project's files, or copies written elsewhere, are not
    ("mogrify -resize 1600x1600 -quality 60 ~/Pictures/holiday-2021/*.jpg", "pause"),
    ("mogrify -path ~/Pictures/web -resize 1600x1600 ~/Pictures/holiday-2021/*.jpg", "go"),
    ("mogrify -resize 64x64 assets/icons/*.png", "go"),
    ("exiftool -overwrite_original -gps:all= -r ~/Pictures/phone-dump", "pause"),
    ("exiftool -gps:all= -r ~/Pictures/phone-dump", "go"),
    ("exiftool -json -r ~/Pictures/phone-dump > meta.json", "go"),
    ("jpegoptim --max=55 ~/Pictures/scans/*.jpg", "pause"),
    # an interpreter's console script told to delete; its reads and upkeep are not
    ("docker exec -u www-data cloud php occ group:delete interns", "pause"),
    ("docker exec -u www-data cloud php occ versions:cleanup", "pause"),
    ("docker exec -u www-data cloud php occ files:scan --all", "go"),
    ("php bin/console app:users:delete 42", "pause"),
    ("python manage.py runserver 0.0.0.0:8000", "go"),
    ("node scripts/report.js --month 2024-05", "go"),
    # apply --force writes over local edits without asking
    ("chezmoi apply --force ~/.zshrc", "pause"),
    ("chezmoi apply --dry-run", "go"),
    # a ping sweep of the user's own network is inventory; of another's it is reconnaissance
    ("nmap -sn 10.20.30.0/24", "go"),
    ("sudo nmap -sn 172.20.0.0/24", "go"),
    ("nmap -sn 198.51.100.0/24", "pause"),
    ("nmap -sV 10.20.30.0/24", "pause"),
    # adding a printer
    ("sudo lpadmin -p Lab_Printer -v ipp://10.0.5.9/ipp/print -m everywhere -E", "go"),
    # the project's own user units installed; a unit from elsewhere keeps its pause
    ("install -m 644 ops/units/sync.service ops/units/sync.timer ~/.config/systemd/user/", "go"),
    ("cp /tmp/dl/sync.service ~/.config/systemd/user/", "pause"),
    # the user's own dev vault path; staging's keeps the pause
    ("vault kv put secret/dev/leo/payments STRIPE_KEY=sk_test_123", "go"),
    ("vault kv put secret/staging/payments STRIPE_KEY=sk_test_123", "pause"),
    # a fleet runner's login name is not an act
    ("pssh -h inventory/prod-db.txt -l deploy -i 'free -m'", "go"),
    ("pssh -h inventory/prod-db.txt -l deploy -i 'sudo systemctl restart postgresql'", "pause"),
    # a mount line appended with nofail; an fstab overwritten stops
    ("echo 'LABEL=backup /mnt/backup btrfs noauto,nofail 0 0' | sudo tee -a /etc/fstab", "pause"),
    ("printf '/dev/sdz1 / ext4 defaults 0 1\\n' | sudo tee /etc/fstab", "stop"),
    # yadm along its own history; a tree from elsewhere over home stops
    ("yadm checkout HEAD~2 -- .config/nvim/init.lua", "pause"),
    ("yadm pull https://example.net/someone/dotfiles.git main", "stop"),
    # a RouterOS menu emptied stops; one named entry changed pauses; a print reads
    ("ssh admin@172.16.0.1 '/ip firewall nat remove [find]'", "stop"),
    ("ssh admin@172.16.0.1 '/ip firewall nat remove [find where comment=\"old-dnat\"]'", "pause"),
    ("ssh admin@172.16.0.1 '/ip firewall nat print'", "go"),
    ("ssh ops@app-3 'sudo ip addr add 10.9.0.5/24 dev eth1'", "go"),
    # every throwaway desktop VM deleted pauses; a server manager's stop
    ("colima delete --all", "pause"),
    ("incus delete --all", "stop"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:70])
def test_live_state_acts(command: str, expected: str) -> None:
    verdict = LABEL[classify_command(command, "/home/dev/webapp", {"HOME": "/home/dev"}).tier.value]
    assert verdict == expected, command
