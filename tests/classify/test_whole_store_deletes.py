"""What one command deletes whole (blind AA, session 13): look-alikes written here, other tools and
other surface forms than the misses, each with a harmless twin.

- Every object of a store named for data nothing makes again (backups, archives, customer data, the
  raw zone or the lake and warehouse built on it) is a stop, through any storage tool; a prefix inside
  it, a pattern picking some, or a store named for scratch or caches stays a pause.
- Every volume claim of a namespace takes each volume's data with it: a stop, unless the namespace is
  named for development, tests or previews; so does every volume of a volume group (`lvremove VG`) and
  every object of a storage pool.
- Shredding a whole folder of the home directory destroys the person's own files beyond recovery, as
  `rm -rf` of it would (a stop); one named file stays a pause, a scratch key file a go.
- An HTTP DELETE's path names what goes: a DNS zone, an account, a project is everything in it (stop);
  one record below it is a pause.
- A packet capture that prints headers only, bounded by a count, records no payload (go); printing or
  saving the payloads pauses.
Labels: go, pause, stop.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

COMMANDS = [
    # every object of a primary-data store
    ("aws s3 rm s3://shop-events-raw --recursive --quiet", "stop"),
    ("gcloud storage rm --recursive gs://acme-lakehouse/**", "stop"),
    ("gsutil -m rm -r 'gs://acme-archive-2019/*'", "stop"),
    ("bash -c 'aws s3 rm s3://acme-warehouse-exports/ --recursive'", "stop"),
    ("az storage blob delete-batch -s nightly-backups --account-name stshopprod", "stop"),
    ("rclone purge b2:acme-db-backups", "stop"),
    ("mc rm -r --force local/datalake", "stop"),
    ("gcloud storage rm gs://acme-raw-clickstream/**", "stop"),
    ("s3cmd del --recursive --force s3://shop-db-backups/", "stop"),
    ("aws s3 rb s3://acme-lakehouse-bronze --force", "stop"),
    ("kubectl delete pvc --namespace data --all=true", "stop"),
    ("s3cmd del s3://shop-db-backups/2019/orders.sql.gz", "pause"),
    ("aws s3 rm s3://shop-events-raw/2021/ --recursive", "pause"),
    ("gsutil -m rm -r gs://acme-ml-scratch/**", "pause"),
    ("az storage blob delete-batch -s nightly-backups --account-name stshopprod --pattern 'daily/2021-*'",
     "pause"),
    ("az storage blob delete-batch -s tmp --account-name stcitemp --pattern '*'", "pause"),
    ("rclone purge b2:acme-db-backups/2019", "pause"),
    ("aws s3 ls s3://shop-events-raw --recursive", "go"),
    # every volume of a group, every object of a storage pool
    ("sudo lvremove --yes vg_media", "stop"),
    ("sudo lvremove --yes vg_media/scratch_old", "pause"),
    ("sudo ceph osd pool rm images images --yes-i-really-really-mean-it", "stop"),
    ("ceph osd pool ls detail", "go"),
    # every volume claim of a namespace
    ("kubectl delete persistentvolumeclaim --all --namespace analytics", "stop"),
    ("ssh ops@bastion 'kubectl -n payments delete pvc --all'", "stop"),
    ("kubectl delete pvc --all --namespace preview-pr-881", "pause"),
    ("kubectl delete pvc redis-data-0 --namespace analytics", "pause"),
    ("kubectl get pvc --all-namespaces", "go"),
    # shredding a whole folder of the home directory
    ("shred -zu -n 5 ~/Pictures/*", "stop"),
    ("for f in ~/Desktop/*; do shred -u \"$f\"; done", "stop"),
    ("shred -u ~/Downloads/invoice-2023.pdf", "pause"),
    ("shred -u /tmp/build-signing.key", "go"),
    # an HTTP DELETE of an account-level object
    ("curl -s -X DELETE -H \"Authorization: Bearer $DO_TOKEN\" "
     "https://api.digitalocean.com/v2/domains/shop.io", "stop"),
    ("curl --request DELETE \"https://gitlab.acme.io/api/v4/projects/42\" --header \"PRIVATE-TOKEN: $T\"",
     "stop"),
    ("xh DELETE https://api.vercel.com/v9/projects/storefront \"Authorization:Bearer $VT\"", "stop"),
    ("curl -X DELETE https://api.digitalocean.com/v2/domains/shop.io/records/3352896 "
     "-H \"Authorization: Bearer $DO_TOKEN\"", "pause"),
    ("curl -s https://api.cloudflare.com/client/v4/zones -H \"Authorization: Bearer $CF\"", "go"),
    # packet captures
    ("sudo tcpdump -i wlan0 -nn -c 100 'tcp port 3000'", "go"),
    ("sudo tcpdump -i any -nnA -c 100 'tcp port 3000'", "pause"),
    ("sudo tshark -i any -c 50 -x -f 'port 80'", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), COMMANDS, ids=[c[0][:60] for c in COMMANDS])
def test_whole_store_deletes(command: str, expected: str) -> None:
    judged = classify_command(command, "/home/dev/project", {"HOME": "/home/dev"})
    assert LABEL[judged.tier.value] == expected, judged.factors
