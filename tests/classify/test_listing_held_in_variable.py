"""A listing kept in a variable and handed to a delete deletes every entry, as the listing piped does.

`aws ec2 describe-instances … | xargs aws ec2 terminate-instances` and `for i in $(…); do terminate`
already stop: fed an unfiltered listing of what the account holds, the delete takes every one.
`ids=$(aws ec2 describe-instances …); aws ec2 terminate-instances --instance-ids $ids` (inside a
loop over every region too) and `for v in $vols` over such a variable are the same act. A filtered
listing, printing the variable, and a listing of one (`git branch --show-current`) are not.
Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

_IDS = "--query 'Reservations[].Instances[].InstanceId' --output text"
CASES = [
    (f"for r in $(aws ec2 describe-regions --query 'Regions[].RegionName' --output text); do "
     f"ids=$(aws ec2 describe-instances --region $r {_IDS}); [ -n \"$ids\" ] && "
     "aws ec2 terminate-instances --region $r --instance-ids $ids; done", "stop"),
    (f"ids=\"$(aws ec2 describe-instances {_IDS})\"; "
     "aws ec2 terminate-instances --instance-ids $ids", "stop"),
    ("vols=$(aws ec2 describe-volumes --query 'Volumes[].VolumeId' --output text); "
     "for v in $vols; do aws ec2 delete-volume --volume-id $v; done", "stop"),
    (f"ids=$(aws ec2 describe-instances --filters Name=tag:env,Values=preview {_IDS}); "
     "aws ec2 terminate-instances --instance-ids $ids", "pause"),
    (f"ids=$(aws ec2 describe-instances {_IDS}); echo $ids", "go"),
    ("b=$(git branch --show-current); git push origin --delete $b", "pause"),
    ("git push origin --delete $(git branch --show-current)", "pause"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_listing_held_in_variable(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
