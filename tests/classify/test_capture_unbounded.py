"""A packet capture written to a file with no limit pauses, even on encrypted ports only.

`sudo tcpdump -i any -w /tmp/capture.pcap port 443` went: encrypted traffic holds no clear text, but a
capture without a count or duration runs until someone stops it and records every connection the
host makes (who talks to whom, server names), growing without limit. A bounded sample of encrypted
ports (`-c 200`, tshark's `-a duration:60`) and a capture printed to the screen stay go.
Look-alikes written here.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("sudo tcpdump -i any -w /tmp/capture.pcap port 443", "pause"),
    ("sudo tcpdump -i eth0 -nnw /tmp/x.pcap port 443", "pause"),
    ("sudo tcpdump -i any -w /tmp/all.pcap", "pause"),
    ("sudo tcpdump -i eth0 -c 200 port 443 -w /tmp/tls.pcap", "go"),
    ("sudo tshark -i eth0 -a duration:60 -w /tmp/t.pcapng -f 'port 443'", "go"),
    ("sudo tcpdump -nn -vv -i eth0 -c 50 'tcp port 443'", "go"),
    ("sudo tcpdump -i lo -w /tmp/lo.pcap port 8080", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_capture_unbounded(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/api", {"HOME": "/home/dev"}).tier.value] == expected
