"""Physical and fleet effects: what a command reaches is hardware in the world.

A robot's safety control switched off (a parameter set false, the safety node deactivated) stops;
motion commands pause, other topics go. A command to every device of a fleet pauses, a factory
reset or erase to all of them stops, one device's topic does not reach the fleet (on a live broker the
device still acts on it: pause). A rollout to a
fleet (balena, an IoT job or deployment on a group) pauses, one device on the desk or the LAN does
not. Fuse bits pause, flashing the dev board is routine, erasing its whole flash pauses. Several
cluster nodes reset at once stop, one pauses. A delete run by `adb shell` is judged on the device.
Every certificate a listing names revoked stops. A CA certificate handed to a client is public (go).
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    ("ros2 param set /collision_monitor enabled false", "stop"),
    ("rosparam set /ur5/safety/protective_stop_enabled 0", "stop"),
    ("ros2 lifecycle set /emergency_stop_node shutdown", "stop"),
    ("ros2 param set /collision_monitor enabled true", "go"),
    ("ros2 param set /lidar_driver scan_rate 0", "go"),
    ("ros2 topic pub -r 5 /mobile_base/cmd_vel geometry_msgs/msg/Twist '{linear: {x: 0.3}}'", "pause"),
    ("ros2 action send_goal /navigate_to_pose nav2_msgs/action/NavigateToPose '{pose: {}}'", "pause"),
    ("ros2 topic pub --once /status_text std_msgs/msg/String '{data: ready}'", "go"),
    ("mosquitto_pub -h broker.lan -t 'plant/+/command' -m 'restart'", "pause"),
    ("mosquitto_pub -h broker.lan -t 'plant/broadcast/ctl' -m '{\"action\": \"wipe_storage\"}'", "stop"),
    # one device's command topic does not reach the fleet, but the device acts on it: on a broker other than
    # this machine's it is a live pump restarted (pause, classify/control_topics.py); on the local broker, go
    ("mosquitto_pub -h broker.lan -t 'plant/pump-07/command' -m 'restart'", "pause"),
    ("mosquitto_pub -h localhost -t 'plant/pump-07/command' -m 'restart'", "go"),
    ("mosquitto_sub -h broker.lan --cafile pki/root-ca.pem -t 'plant/+/status' -C 5", "go"),
    ("balena deploy acme/kiosk-fleet --build", "pause"),
    ("balena push 10.1.4.22", "go"),
    ("aws greengrassv2 create-deployment --target-arn arn:aws:iot:us-east-1:1:thinggroup/meters"
     " --components file://c.json", "pause"),
    ("aws iot list-certificates --output text --query 'certificates[].certificateId'"
     " | xargs -I% aws iot update-certificate --certificate-id % --new-status REVOKED", "stop"),
    ("avrdude -c stk500v2 -P /dev/ttyACM0 -p m2560 -U efuse:w:0xFD:m", "pause"),
    ("avrdude -c stk500v2 -P /dev/ttyACM0 -p m2560 -U flash:w:fw.hex:i", "go"),
    ("esptool --port /dev/ttyUSB1 erase_flash", "pause"),
    ("esptool --port /dev/ttyUSB1 write_flash 0x1000 build/app.bin", "go"),
    ("talosctl -n 172.20.0.2,172.20.0.3 reset", "stop"),
    ("talosctl -n 172.20.0.2 reset --graceful", "pause"),
    ("adb -s emulator-5554 shell rm -rf /sdcard/DCIM/Camera", "pause"),
    ("adb -s emulator-5554 shell ls /sdcard/DCIM", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:60])
def test_physical_and_fleet_effects(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/robot", {"HOME": "/home/dev"}).tier.value] == expected
