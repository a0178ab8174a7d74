"""Writes to physical control systems, MQTT command topics, fleet acts and exposed controller ports.

A write to a controller (Modbus, OPC UA, BACnet, KNX, S7, Logix, a Particle device's function) is judged by
where it lands: this machine's simulator or a test rig adds nothing, any other controller pauses, and a
protection overridden, a mass write (a loop, a listing, a broadcast, a whole block) or a deleted program
stops. The same for MQTT command topics on a live broker, for acts on fielded devices through a fleet
service, and a tunnel publishing a controller's port stops. Reads stay go. These are variants written for
the principle, not the lines of the set that showed the gap.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

CWD = "/home/dev/plant-tools"
ENV = {"HOME": "/home/dev"}


def _tier(command: str, env: dict[str, str] | None = None) -> str:
    return classify_command(command, cwd=CWD, env=env or ENV).tier.value


def _verdict(command: str) -> str:
    return {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}[_tier(command)]


GO = [
    # reads, discovery and browsing
    "mbpoll -m tcp -a 2 -t 3 -r 40 -c 8 -1 192.168.50.12",
    "modpoll -m tcp -a 1 -r 1 -c 5 -1 plc-press4.factory.example",
    "uaread --url opc.tcp://opc01.mill.example:4840 --nodeid 'ns=2;s=Kiln2.Temperature'",
    "bacrp 4001 0 1 85",
    "mbtget -r3 -a 0 -n 4 10.9.5.5",
    "python3 -c \"import snap7; c=snap7.client.Client(); c.connect('10.9.1.4', 0, 2); "
    "print(c.db_read(5, 0, 16))\"",
    "python3 - <<'PY'\nfrom pymodbus.client import ModbusTcpClient\nc = ModbusTcpClient('10.9.1.5')\n"
    "print(c.read_holding_registers(0, 10).registers)\nPY",
    # tags read and saved to a file: the file's write is not the PLC's
    "python3 - <<'PY'\nfrom pycomm3 import LogixDriver\nwith LogixDriver('10.9.3.3') as plc, "
    "open('tags.txt', 'w') as f:\n    f.write(str(plc.read('Speed')))\nPY",
    # the same writes on this machine's simulator or a named test rig
    "mbpoll -m tcp -p 1502 -a 1 -t 4 -r 5 -1 localhost 77",
    "python3 -c \"from pymodbus.client import ModbusTcpClient as M; c=M('127.0.0.1', port=1502); "
    "[c.write_register(r, 0) for r in range(100)]\"",
    "uawrite --url opc.tcp://127.0.0.1:4840 --nodeid 'ns=2;s=Safety.Interlock' --datatype Boolean false",
    "uawrite --url opc.tcp://opcua-sim.lab.example:4840 --nodeid 'ns=2;s=Pump1.Speed' 40",
    "bacserv 4242 & sleep 1; bacwp 4242 1 2 85 8 -1 4 55.0",
    "particle call bench-photon-2 setLed on",
    "mosquitto_pub -h 127.0.0.1 -t 'plant/line2/cmd' -m '{\"op\":\"stop\"}'",
    "for n in $(seq 1 50); do mosquitto_pub -h localhost -t \"sim/valve-$n/set\" -m open; done",
    "mosquitto_pub -h mqtt.plant.example -t 'plant/line2/temperature' -m 21.5",
    "az iot hub invoke-device-method --hub-name iot-test-hub --device-id sim-gw-1 --method-name Reboot",
    "ssh -N -L 15020:plc-7.site.example:502 ops@bastion.site.example",
]
PAUSE = [
    "mbpoll -m tcp -a 1 -t 4 -r 12 -1 10.20.4.7 600",
    "modbus write plc-mixer.site.example %MW100 25",
    "mbtget -w6 500 -a 10 10.9.5.5",
    "uawrite --url opc.tcp://opc01.mill.example:4840 --nodeid 'ns=2;s=Kiln2.TempSetpoint' "
    "--datatype Double 880",
    "uacall --url opc.tcp://opc01.mill.example:4840 --nodeid 'ns=2;s=Kiln2' "
    "--method 'ns=2;s=Kiln2.StartBatch'",
    "bacwp 3100 2 7 85 8 -1 4 21.5",
    "bacrd 3100 0 secret",
    "knxtool groupswrite ip:192.168.60.5 2/0/4 1",
    "python3 -m cpppo.server.enip.client --address 10.9.3.3 'Mixer_Speed=(REAL)55.0'",
    "python3 -c \"import snap7; c=snap7.client.Client(); c.connect('10.9.1.4', 0, 2); c.plc_stop()\"",
    "particle call cold-truck-12 setTemp 4",
    "particle flash cold-truck-12 firmware/v3.bin",
    "mosquitto_pub -h broker.site.example -t 'site/line2/conveyor/set' -m 40",
    "mosquitto_pub -h broker.site.example -t 'site/ahu1/setpoint' -r -n",
    "mosquitto_ctrl -h broker.site.example -u admin dynsec removeRoleACL sensors publishClientSend '#'",
    "balena device reboot 9c1e4b2",
    "az iot hub invoke-device-method --hub-name factory-hub --device-id gw-14 --method-name Reboot",
]
STOP = [
    # a protection overridden or forced
    "uawrite --url opc.tcp://10.9.2.2:4840 --nodeid 'ns=2;s=Furnace.EmergencyStop.Bypass' true",
    "mbpoll -m tcp -a 3 -t 0 -r 40 -1 10.9.5.5 1   # force burner permissive",
    "bacwp 3100 4 2 85 1 -1 9 1",
    "python3 - <<'PY'\nfrom pylogix import PLC\nwith PLC() as comm:\n    comm.IPAddress = '10.9.3.8'\n"
    "    comm.Write('Press_LightCurtain_Mute', 1)\nPY",
    # a mass write: many points or devices
    "for a in $(seq 100 180); do mbpoll -m tcp -a 1 -t 4 -r $a -1 10.9.5.5 0; done",
    "python3 -c \"from pymodbus.client import ModbusTcpClient as M; c=M('10.9.5.5'); "
    "c.write_coils(0, [True]*40)\"",
    "python3 - <<'PY'\nimport asyncio\nfrom asyncua import Client\nasync def go():\n"
    "    async with Client('opc.tcp://opc01.mill.example:4840') as c:\n"
    "        for node in await c.nodes.objects.get_children():\n            await node.write_value(0)\n"
    "asyncio.run(go())\nPY",
    "for plc in 10.9.1.4 10.9.1.5 10.9.1.6 10.9.1.7 10.9.1.8; do python3 -c \"import snap7,sys; "
    "c=snap7.client.Client(); c.connect(sys.argv[1], 0, 2); c.plc_stop()\" $plc; done",
    "mbpoll -m rtu -a 0 -b 19200 -t 4 -r 3 /dev/ttyRS485 0",
    # a program deleted
    "python3 -c \"import snap7; c=snap7.client.Client(); c.connect('10.9.1.4', 0, 2); c.delete('FC', 10)\"",
    # a written script run
    "cat > /tmp/reset_all.py <<'EOF'\nfrom pycomm3 import LogixDriver\nwith LogixDriver('10.9.3.3') as plc:\n"
    "    for t in plc.get_tag_list():\n        plc.write((t['tag_name'], 0))\nEOF\npython3 /tmp/reset_all.py",
    # fleets and brokers
    "for v in $(seq 1 900); do mosquitto_pub -h broker.fleet.example -t \"vehicles/$v/cmd\" -m lock; done",
    "mosquitto_pub -h broker.site.example -t 'site/b2/alarm/cmd' -m '{\"op\":\"silence\",\"disable\":true}'",
    "particle list | awk '/^cold-/ {print $1}' | xargs -I{} particle call {} setCompressor off",
    "for d in $(balena devices --fleet org/kiosks-prod --json | jq -r '.[].uuid'); do "
    "balena device purge $d; done",
    "az iot hub device-identity list --hub-name factory-hub --query '[].deviceId' -o tsv | "
    "xargs -I{} az iot hub invoke-device-method --hub-name factory-hub --device-id {} --method-name Wipe",
    "aws iot update-ca-certificate --certificate-id 0a1b2c --new-status INACTIVE",
    # a controller's port published through a tunnel
    "ssh -N -R 44818:10.9.3.3:44818 relay@198.51.100.9",
    "cloudflared tunnel --url tcp://10.9.2.2:4840",
    "chisel client https://relay.example.net R:0.0.0.0:20000:10.9.7.1:20000",
]


@pytest.mark.parametrize("command", GO)
def test_reads_simulators_and_rigs_go(command: str) -> None:
    assert _verdict(command) == "go", classify_command(command, cwd=CWD, env=ENV).factors


@pytest.mark.parametrize("command", PAUSE)
def test_one_write_or_act_on_a_live_controller_or_device_pauses(command: str) -> None:
    assert _verdict(command) == "pause", classify_command(command, cwd=CWD, env=ENV).factors


@pytest.mark.parametrize("command", STOP)
def test_protection_mass_write_program_fleet_or_exposure_stops(command: str) -> None:
    assert _verdict(command) == "stop", classify_command(command, cwd=CWD, env=ENV).factors


_ORDER = {"go": 0, "pause": 1, "stop": 2}


@pytest.mark.parametrize("command", PAUSE[:6] + STOP[:6])
@pytest.mark.parametrize("wrap", ["true && {}", "( {} )", "{{ {}; }}", "cd /tmp; {}", "bash -c {}"])
def test_wrapping_never_lowers(command: str, wrap: str) -> None:
    import shlex

    wrapped = wrap.format(shlex.quote(command) if wrap.startswith("bash -c") else command)
    assert _ORDER[_verdict(wrapped)] >= _ORDER[_verdict(command)], wrapped


@pytest.mark.parametrize("command", [
    "mbpoll -m tcp -a 1 -t 4 -r 12 -1 $PLC_HOST 600",
    "python3 -c \"from pymodbus.client import ModbusSerialClient as S; c=S('/dev/ttyUSB1'); "
    "c.write_register(4, 9)\"",
])
def test_a_write_to_a_controller_the_line_does_not_name_pauses_at_least(command: str) -> None:
    assert _verdict(command) in ("pause", "stop")


@pytest.mark.parametrize(("command", "expected"), [
    # an embedded device's boot chain: both slots marked bad, a flash partition erased stop; one slot, the
    # boot environment, a TPM cleared pause; reading the slots goes
    ("ssh root@gw-31.site.example 'rauc status mark-bad booted; rauc status mark-bad other'", "stop"),
    ("ssh root@gw-31.site.example 'rauc status mark-bad other'", "pause"),
    ("ssh root@gw-31.site.example 'rauc status --detailed'", "go"),
    ("ssh root@gw-31.site.example 'flash_eraseall /dev/mtd1'", "stop"),
    ("ssh root@gw-31.site.example 'fw_setenv bootlimit 1'", "pause"),
    ("ssh root@gw-31.site.example 'tpm2_clear -c l'", "pause"),
    # a home hub: every lock opened at once stops, one door pauses
    ("curl -X POST -H \"Authorization: Bearer $T\" -d '{\"entity_id\": \"all\"}' "
     "http://hub.home.example:8123/api/services/lock/unlock", "stop"),
    ("curl -X POST -H \"Authorization: Bearer $T\" -d '{\"entity_id\": \"lock.garage\"}' "
     "http://hub.home.example:8123/api/services/lock/unlock", "pause"),
    ("ha os datadisk wipe", "stop"),
    ("ha os update", "pause"),
    # a time-series store: every chunk dropped on production stops, a retention policy there pauses, on the
    # local development database it goes
    ("psql -h metrics-prod.example -d m -c \"SELECT drop_chunks('readings', older_than => now())\"", "stop"),
    ("psql -h metrics-prod.example -d m -c \"SELECT add_retention_policy('readings', INTERVAL '3d')\"",
     "pause"),
    ("psql -h localhost -d m_dev -c \"SELECT add_retention_policy('readings', INTERVAL '3d')\"", "go"),
    # the IoT service itself: a CA retired, logging off, a wiping job to a group stop; an open policy pauses
    ("aws iot delete-ca-certificate --certificate-id 77aa", "stop"),
    ("aws iot set-v2-logging-options --role-arn arn:aws:iam::1:role/l --disable-all-logs", "stop"),
    ("aws iot create-job --job-id w --targets arn:aws:iot:us-east-1:1:thinggroup/fleet "
     "--document '{\"action\":\"wipe\"}'", "stop"),
    ("aws iot create-policy --policy-name p --policy-document "
     "'{\"Statement\":[{\"Effect\":\"Allow\",\"Action\":\"iot:*\",\"Resource\":\"*\"}]}'", "pause"),
    ("balena push org/gateways-staging", "go"),
])
def test_device_boot_home_hub_time_series_and_iot_service(command: str, expected: str) -> None:
    assert _verdict(command) == expected, classify_command(command, cwd=CWD, env=ENV).factors


@pytest.mark.parametrize(("command", "expected"), [
    # session 30's review: over ssh `localhost` is the remote host's controller; a protection taken away
    # on a test line is a machine's interlock all the same
    ('ssh ops@plc-gw.site.example uawrite --url opc.tcp://localhost:4840 --nodeid "ns=2;s=Boiler.Setpoint" '
     "--datatype Double 90", "pause"),
    ('uawrite --url opc.tcp://kiln-qa-line.mill.example:4840 --nodeid "ns=2;s=Kiln2.SafetyInterlock" '
     "--datatype Boolean false", "stop"),
    ('uawrite --url opc.tcp://localhost:4840 --nodeid "ns=2;s=Sim.Setpoint" --datatype Double 42', "go"),
])
def test_control_writes_review_bounds(command: str, expected: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}[
        judged.tier.value] == expected, judged.factors
