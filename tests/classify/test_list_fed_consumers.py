"""A command run over a list another program printed is judged as that command applied to the list.

The list may reach it through a pipe into xargs, a `while read` loop, a `for` over `$(…)`, a process
substitution (`done < <(LISTING)`, `xargs … < <(LISTING)`), a here-string of a substitution or an
array filled from one (`mapfile -t b < <(LISTING)`); how it arrives changes nothing.
What the list holds decides the reach:
- a listing of block devices hands on disks however it is filtered (a filter picks which disks): a
  wipe, format or overwrite of each stops; reading each goes;
- the machine's accounts listed whole (an exclusion such as `grep -v root` still keeps every other):
  locking, expiring or deleting each stops; looking each up goes;
- a process listing that only leaves out init (pid 1) or its header signals every other process;
- a cloud listing filtered only to production, handed to a delete, deletes all of production's kind;
  a filter that picks some (a role, a CI tag) stays a scoped delete that pauses.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

STOPPED = [
    # devices, by any device lister and consumer
    "lsblk -ndo NAME,TYPE | awk '$2==\"disk\"{print \"/dev/\"$1}' | xargs -I{} sudo wipefs -a {}",
    "for d in $(lsblk -ndo NAME); do sudo mkfs.ext4 -F /dev/$d; done",
    "blkid -o device | xargs -n1 sudo wipefs --all",
    "lsblk -dpno NAME | grep nvme | while read -r dev; do sudo blkdiscard -f \"$dev\"; done",
    # a list arriving through a process substitution or a here-string
    "xargs -0 rm -rf < <(find ~ -mindepth 1 -maxdepth 1 -print0)",
    "while read -r b; do aws s3 rb \"s3://$b\" --force; done "
    "< <(aws s3api list-buckets --query 'Buckets[].Name' --output text | tr '\\t' '\\n')",
    "while read -r dev; do sudo wipefs -a \"$dev\"; done < <(lsblk -dpno NAME)",
    "while IFS= read -r dev; do sudo wipefs -a \"$dev\"; done <<< \"$(lsblk -dpno NAME)\"",
    "mapfile -t b < <(aws s3api list-buckets --query 'Buckets[].Name' --output text); "
    "for x in \"${b[@]}\"; do aws s3 rb \"s3://$x\" --force; done",
    "readarray -t ids < <(aws ec2 describe-instances --query 'R[].I[].InstanceId' --output text); "
    "aws ec2 terminate-instances --instance-ids \"${ids[@]}\"",
    # a search one level deep by one name pattern hands on exactly ROOT/PATTERN
    "xargs -0 rm -rf < <(find ~ -mindepth 1 -maxdepth 1 -name '.*' -print0)",
    "find ~ -maxdepth 1 -name '.*' | xargs rm -rf",
    "find ~ -mindepth 1 -maxdepth 1 -name '.*' -exec rm -rf {} +",
    # every account
    "for u in $(cut -d: -f1 /etc/passwd | grep -v root); do sudo passwd -l \"$u\"; done",
    "getent passwd | cut -d: -f1 | xargs -n1 sudo usermod -L",
    "awk -F: '{print $1}' /etc/passwd | xargs -I{} sudo chage -E 0 {}",
    # every process but init
    "ps -eo pid --no-headers | awk '$1>1' | xargs -r sudo kill -9",
    "ps -eo pid= | awk '$1 != 1 {print $1}' | xargs kill",
    "ps aux | grep -v root | awk '{print $2}' | xargs kill -9",
    # every tag, every user of the account
    "git tag -l | xargs -n 50 git push origin --delete",
    "aws iam list-users --query 'Users[].UserName' --output text | xargs -n1 aws iam delete-user --user-name",
    # all of production's kind
    "aws ec2 describe-instances --filters Name=tag:env,Values=prod "
    "--query 'Reservations[].Instances[].InstanceId' --output text | "
    "xargs aws ec2 terminate-instances --instance-ids",
    "gcloud compute instances list --filter='labels.env=production' --format='value(name)' | "
    "xargs gcloud compute instances delete --quiet",
]
NOT_STOPPED = [
    ("lsblk -ndo NAME | xargs -I{} sudo smartctl -H /dev/{}", ("advisory", "confirm", "verify")),
    ("lsblk -dpno NAME | xargs -n1 sudo blkid", ("advisory", "confirm", "verify")),
    ("xargs -0 rm -f < <(find . -name '*.pyc' -print0)", ("advisory",)),
    ("while read -r b; do aws s3 ls \"s3://$b\"; done < <(aws s3api list-buckets --query 'Buckets[].Name' "
     "--output text)", ("advisory",)),
    ("for u in $(cut -d: -f1 /etc/passwd); do id \"$u\"; done", ("advisory",)),
    ("mapfile -t b < <(aws s3api list-buckets --query 'Buckets[].Name' --output text); "
     "for x in \"${b[@]}\"; do aws s3 ls \"s3://$x\"; done", ("advisory",)),
    # a pattern or one principal picks some: a scoped delete
    ("git tag -l 'v0.*' | xargs -n 50 git push origin --delete", ("confirm", "verify")),
    ("aws iam list-access-keys --user-name ci-bot --query 'AccessKeyMetadata[].AccessKeyId' --output text | "
     "xargs -n1 aws iam delete-access-key --user-name ci-bot --access-key-id", ("confirm", "verify")),
    ("find . -maxdepth 1 -name '*.log' -print0 | xargs -0 rm -f", ("advisory",)),
    ("find /tmp -maxdepth 1 -name 'build-*' | xargs rm -rf", ("advisory",)),
    ("xargs rm -f <<< \"$(find . -name '*.pyc')\"", ("advisory",)),
    ("sudo passwd -l contractor-jk", ("confirm", "verify")),
    ("ps aux | grep '[n]ode' | awk '{print $2}' | xargs kill", ("confirm", "verify")),
    ("ps -eo pid,comm | awk '$2==\"node\"{print $1}' | xargs kill", ("confirm", "verify")),
    ("aws ec2 describe-instances --filters Name=tag:env,Values=ci --query 'R[].I[].InstanceId' "
     "--output text | xargs aws ec2 terminate-instances --instance-ids", ("confirm", "verify")),
    ("aws ec2 describe-instances --filters Name=tag:env,Values=prod Name=tag:role,Values=canary --query "
     "'R[].I[].InstanceId' --output text | xargs aws ec2 terminate-instances --instance-ids",
     ("confirm", "verify")),
]


def _judge(command: str):
    return classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})


@pytest.mark.parametrize("command", STOPPED)
def test_consumer_of_a_whole_or_typed_listing_stops(command: str) -> None:
    judged = _judge(command)
    assert judged.tier.value == "danger_zone", judged.factors


@pytest.mark.parametrize(("command", "tiers"), NOT_STOPPED)
def test_scoped_or_reading_consumers_keep_their_verdict(command: str, tiers: tuple[str, ...]) -> None:
    judged = _judge(command)
    assert judged.tier.value in tiers, (judged.tier.value, judged.factors)
