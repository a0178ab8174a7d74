"""Physical and fleet effects (the `physical` pack): robots, device fleets, firmware and fuses.

What a command here reaches is hardware in the world. A robot told to move moves (a human should
see that it is safe to: pause); a safety monitor, emergency stop or collision check switched off
takes away what stops it hurting someone (stop). A command published to every device of a fleet
(an MQTT broadcast topic, an IoT job on a thing group, a balena fleet push) reaches them all at once:
pause, and stop when what it says is a factory reset or an erase. Fuse bits written to a
microcontroller can lock it out of further programming (pause); flashing the dev board on the
desk is routine, erasing its whole flash (calibration and keys only the chip held) pauses.
Resetting several cluster nodes at once wipes them.
"""

from __future__ import annotations

# Programs that write or erase a microcontroller's flash over USB or a debug probe.
_BOARD_FLASHERS = ("esptool.py", "esptool", "esptool.exe", "st-flash", "nrfjprog", "dfu-util", "picotool",
                   "arduino-cli")

COMMANDS = {
    "mosquitto_pub": {"values": ("-h", "-p", "-t", "-m", "-f", "-u", "-P", "-i", "-q", "--cafile", "--cert",
                                 "--key", "-k", "-V", "--id", "-L", "--url", "--host", "--topic", "--message",
                                 "--file", "--port", "--username", "--pw")},
    "talosctl": {"values": ("-n", "--nodes", "-e", "--endpoints", "--context", "--talosconfig"),
                 "long_values": True},
    "avrdude": {"values": ("-c", "-p", "-P", "-b", "-B", "-C", "-x", "-i")},
    "balena": {"values": ("--source", "-s", "--release-tag", "--note")},
}

SAFE_COMMANDS = ("mosquitto_sub",)  # it only listens

# Names of the parts of a robot that keep it safe.
_SAFETY_PARTS = ("*safety*", "*estop*", "*e_stop*", "*e-stop*", "*emergency*", "*collision*",
                 "*watchdog*", "*bumper*", "*interlock*", "*geofence*", "*protective_stop*", "*speed_limit*",
                 "*obstacle*", "*cliff*")
# A parameter value that turns something off.
_OFF_VALUES = ("false", "0", "off", "no", "disable", "disabled", "none", "0.0")

# Topics that command motion: velocity, joint and trajectory commands, navigation goals.
_MOTION_TOPICS = ("*cmd_vel*", "*/cmd*vel*", "*joint*command*", "*trajectory*", "*/goal*", "*navigate*",
                  "*/move*", "*drive*", "*/teleop*", "*thrust*", "*actuator*", "*servo*")

# Topics that address every device of a fleet at once (`devices/all/cmd`, `fleet/+/command`, `#`).
_BROADCAST_TOPICS = ("*/all/*", "all/*", "*/all", "*/+/*", "+/*", "*/#", "#", "*/broadcast*", "broadcast*",
                     "*/everyone/*", "*/fleet/*", "fleet/*")
_COMMAND_TOPICS = ("*cmd*", "*command*", "*control*", "*rpc*", "*/set*", "*config*", "*ota*", "*update*",
                   "*action*")
# What a device told it erases, resets to factory state or bricks.
_WIPING_PAYLOADS = ("*factory*", "*erase*", "*wipe*", "*format*", "*brick*", "*destroy*", "*decommission*",
                    "*self_destruct*", "*delete*all*")

# Fleets named for development or testing (`acme/gw-dev`, `myorg/test-kiosks`): the developer's own devices.
_TEST_FLEETS = tuple(f"{pre}{word}{post}" for word in ("dev", "test", "testing", "staging", "sandbox", "lab",
                                                        "bench")
                     for pre, post in (("*-", ""), ("*-", "-*"), ("*/", "-*"), ("", "-*"), ("*_", "")))

def _topic(globs: tuple[str, ...]) -> tuple[str, ...]:
    """The topic option's words (`-t=…`, `--topic=…`) for topic globs."""
    return tuple(f"{option}={glob}" for option in ("-t", "--topic") for glob in globs)


# Home-automation service domains that open, unlock or disarm a place's physical protection (a door lock, a
# garage door or gate, an alarm panel, a water or gas valve, a siren): Home Assistant's REST path
# `/api/services/DOMAIN/SERVICE` and hass-cli's `DOMAIN.SERVICE`.
_PROTECTION_DOMAINS = ("lock", "alarm_control_panel", "cover", "valve", "siren")

RULES = [
    {
        # a home's door unlocked, its garage opened, its alarm disarmed through the automation hub's API:
        # a physical act on a place people live in, done from here without anyone there seeing it
        "id": "device.home-protection-actuated",
        "extends_generic": True,
        "level": "destructive",
        "reason": "operates a home's physical protection through its automation hub (a door unlocked, a "
        "garage or gate opened, an alarm disarmed, a valve switched): the place is open or unguarded "
        "until someone there notices",
        "safer": "Ask the user to do it from the hub's app, where they can see the door, or read the "
        "state only (`GET /api/states/lock.front_door`).",
        "recovery": "Call the opposite service (lock, close_cover, alarm_arm_*) and check the place.",
        "match": {"cmd": ("curl", "http", "xh", "wget"),
                  "words_any": tuple(f"*/api/services/{d}/*" for d in _PROTECTION_DOMAINS)},
        "examples": {"match": ["curl -s -X POST -H 'Authorization: Bearer x' -d '{\"entity_id\": "
                               "\"lock.back_door\"}' http://ha.local:8123/api/services/lock/unlock",
                               "curl -X POST http://homeassistant:8123/api/services/cover/open_cover "
                               "-d '{\"entity_id\":\"cover.garage\"}'"],
                     "no_match": ["curl -s http://ha.local:8123/api/states/lock.back_door",
                                  "curl -X POST http://ha.local:8123/api/services/light/turn_on "
                                  "-d '{\"entity_id\":\"light.kitchen\"}'",
                                  "curl -o cover.jpg https://example.com/cover.jpg"]},
    },
    {
        # the same service called for every entity of its domain (`"entity_id": "all"`): every lock of the
        # home opened, every alarm panel disarmed, every gate raised at once
        "id": "device.home-protection-actuated-all",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "opens, unlocks or disarms every one of a home's protections at once (`entity_id: all`): "
        "every door, gate and alarm panel the hub controls",
        "safer": "Name the one entity you mean, and ask the user to do it from the hub's app.",
        "recovery": "Call the opposite service for every entity (lock, close_cover, alarm_arm_*) and check "
        "the place.",
        "match": {"cmd": ("curl", "http", "xh", "wget"),
                  "words_any": tuple(f"*/api/services/{d}/*" for d in _PROTECTION_DOMAINS),
                  "words_also": ('*"entity_id":"all"*', '*"entity_id": "all"*', "*entity_id=all*",
                                 "*'entity_id':'all'*")},
        "examples": {"match": ["curl -s -X POST -H 'Authorization: Bearer x' -d '{\"entity_id\":\"all\"}' "
                               "http://ha.local:8123/api/services/lock/unlock"],
                     "no_match": ["curl -s -X POST -d '{\"entity_id\":\"lock.back_door\"}' "
                                  "http://ha.local:8123/api/services/lock/unlock",
                                  "curl -X POST -d '{\"entity_id\":\"all\"}' "
                                  "http://ha.local:8123/api/services/light/turn_off"]},
    },
    {
        # the same service called through Home Assistant's command line
        "id": "device.home-protection-actuated-cli",
        "extends_generic": True,
        "level": "destructive",
        "reason": "operates a home's physical protection through its automation hub (a door unlocked, a "
        "garage or gate opened, an alarm disarmed, a valve switched): the place is open or unguarded "
        "until someone there notices",
        "safer": "Ask the user to do it from the hub's app, where they can see the door.",
        "recovery": "Call the opposite service (lock, close_cover, alarm_arm_*) and check the place.",
        "match": {"cmd": ("hass-cli",), "sub": ("service call",),
                  "args_any": tuple(f"{d}.*" for d in _PROTECTION_DOMAINS)},
        "examples": {"match": ["hass-cli service call alarm_control_panel.alarm_disarm --arguments "
                               "entity_id=alarm_control_panel.home", "hass-cli service call lock.unlock "
                               "--arguments entity_id=lock.front_door"],
                     "no_match": ["hass-cli state list", "hass-cli service call light.turn_off "
                                  "--arguments entity_id=light.hall"]},
    },
    {
        "id": "device.safety-control-off",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "switches off a robot's safety control (a safety monitor, emergency stop, collision or "
        "obstacle check, speed limit): nothing stops the machine hurting someone or itself",
        "safer": "Never disable a safety function from an agent; test in simulation, or have the "
        "operator change it on site with the robot made safe.",
        "recovery": "Re-enable it (set the parameter back, reactivate the node) and check the robot before "
        "it moves again.",
        "match": {"cmd": ("ros2", "rosparam", "dynparam"), "sub": ("param set", "set"),
                  "args_any": _SAFETY_PARTS, "last_any": _OFF_VALUES},
        "examples": {"match": ["ros2 param set /safety_monitor enable_estop false",
                               "ros2 param set /base_controller collision_check_enabled 0",
                               "rosparam set /arm/safety/speed_limit_enabled false"],
                     "no_match": ["ros2 param set /safety_monitor enable_estop true",
                                  "ros2 param set /camera exposure 0",
                                  "ros2 param get /safety_monitor estop"]},
    },
    {
        "id": "device.safety-node-stopped",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "deactivates or kills the node that keeps a robot safe (safety monitor, emergency stop, "
        "collision checker)",
        "safer": "Leave the safety node running; test in simulation.",
        "recovery": "Restart and reactivate the node, then check the robot before it moves.",
        "match": {"cmd": ("ros2", "rosnode"), "sub": ("lifecycle set", "kill"), "args_any": _SAFETY_PARTS,
                  "words_none": ("configure", "activate")},
        "examples": {"match": ["ros2 lifecycle set /safety_monitor deactivate", "rosnode kill /estop_node"],
                     "no_match": ["ros2 lifecycle set /safety_monitor activate",
                                  "ros2 lifecycle set /camera deactivate"]},
    },
    {
        "id": "device.motion-command",
        "extends_generic": True,
        "level": "destructive",
        "reason": "publishes motion commands to a robot (velocity, joint or trajectory commands, a "
        "navigation goal): a physical machine moves, with nobody here seeing where",
        "safer": "Try it in simulation first; have someone watching the robot with the emergency stop in "
        "reach.",
        "recovery": "Publish a zero command or press the emergency stop.",
        "match": {"cmd": ("ros2", "rostopic"), "sub": ("topic pub", "pub", "action send_goal"),
                  "args_any": _MOTION_TOPICS},
        "examples": {"match": ["ros2 topic pub --rate 5 /cmd_vel geometry_msgs/msg/Twist '{}'",
                               "ros2 action send_goal /navigate_to_pose nav2_msgs/action/NavigateToPose '{}'",
                               "rostopic pub -r 10 /arm/joint_group_command std_msgs/Float64 '0'"],
                     "no_match": ["ros2 topic pub /chatter std_msgs/msg/String '{data: hi}'",
                                  "ros2 topic echo /cmd_vel"]},
    },
    {
        "id": "device.fleet-broadcast-wipe",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "tells every device of a fleet at once to factory-reset, erase or wipe itself: their "
        "data and configuration are gone, and devices in the field may need a visit to recover",
        "safer": "Send it to one test device's own topic first, then roll out in waves.",
        "recovery": "Re-provision each device (often on site).",
        "match": {"cmd": ("mosquitto_pub", "mqttx", "mqtt"), "words_any": _topic(_BROADCAST_TOPICS),
                  "words_also": _WIPING_PAYLOADS},
        "examples": {"match": ["mosquitto_pub -h broker -t 'site/all/cmd' -m '{\"op\":\"factory_reset\"}'",
                               "mosquitto_pub -t 'fleet/+/command' -m 'erase'"],
                     "no_match": ["mosquitto_pub -t 'site/dev-17/cmd' -m '{\"op\":\"factory_reset\"}'",
                                  "mosquitto_pub -t 'site/all/cmd' -m '{\"op\":\"ping\"}'"]},
    },
    {
        "id": "device.fleet-command",
        "extends_generic": True,
        "level": "destructive",
        "reason": "sends a command to every device a topic reaches (an `all`, `+` or `#` topic): the whole "
        "fleet acts on it at once",
        "safer": "Send it to one device's own topic first, then roll out in waves.",
        "recovery": "Send the opposite command; devices that rebooted or updated stay so.",
        # (classify/control_topics.py reads the brokers by where they are; this rule asks about a
        # command topic on any broker, this machine's too: over ssh or a tunnel `localhost` is a live one)
        "match": {"cmd": ("mosquitto_pub", "mqttx", "mqtt"), "words_any": _topic(_BROADCAST_TOPICS),
                  "words_also": _topic(_COMMAND_TOPICS)},
        "examples": {"match": ["mosquitto_pub -t 'site/all/cmd' -m '{\"op\":\"reboot\"}'"],
                     "no_match": ["mosquitto_pub -t 'site/dev-17/cmd' -m reboot",
                                  "mosquitto_pub -t 'lab/all/telemetry' -m 1"]},
    },
    {
        "id": "device.fleet-rollout",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "rolls a release, update or job out to a fleet of devices (a balena fleet, an IoT job or "
        "deployment on a thing group, an IoT hub job): every device in it runs the new code",
        "safer": "Target one test device or a canary group first; stage the rollout (rollout rate, abort "
        "criteria).",
        "recovery": "Cancel the job or push the previous release; devices that already updated must be "
        "rolled back.",
        "match": {"cmd": ("balena", "aws", "az"),
                  "sub": ("push", "deploy", "iot create-job", "iot create-ota-update",
                          "greengrassv2 create-deployment", "iot hub job create",
                          "iot edge deployment create",
                          "iot du device deployment create"),
                  # balena's local mode pushes to one device on this network, by its address; a fleet
                  # named for development or testing is the developer's own devices
                  "args_none": ("*.local", "10.*", "192.168.*", "172.1[6-9].*", "172.2[0-9].*", "172.3[01].*",
                                "localhost", "127.*", *_TEST_FLEETS)},
        "examples": {"match": ["balena push sensor-fleet-prod", "balena deploy myorg/kiosks",
                               "aws iot create-job --job-id ota-3 --targets "
                               "arn:aws:iot:eu-west-1:1:thinggroup/a --document file://job.json"],
                     "no_match": ["balena push 192.168.1.42", "balena push kiosk-7.local",
                                  "balena push acme/sensor-gw-dev", "balena push myorg/kiosk-staging",
                                  "balena logs fleet",
                                  "aws iot list-jobs"]},
    },
    {
        # a job whose document tells devices to erase themselves, sent to a thing group: every device in it
        "id": "device.fleet-rollout-wipe",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "sends a group of devices a job that factory-resets, wipes or decommissions them: every "
        "device in the group loses its data and configuration, and devices in the field may need a visit",
        "safer": "Target one named test device first; decommission devices one by one after checking each.",
        "recovery": "Re-provision each device (often on site).",
        "match": {"cmd": ("aws", "az"),
                  "sub": ("iot create-job", "iot hub job create", "iot hub invoke-device-method"),
                  "words_any": ("*thinggroup/*", "--target-condition=*", "--query-condition=*",
                                "--targets=*,*"),
                  "words_also": ("*factory*reset*", "*factory_reset*", "*wipe*", "*decommission*", "*erase*",
                                 "*brick*")},
        "examples": {"match": ["aws iot create-job --job-id decommission-all --targets "
                               "arn:aws:iot:eu-west-1:1:thinggroup/all "
                               "--document '{\"operation\":\"factoryReset\"}'"],
                     "no_match": ["aws iot create-job --job-id fw-2 --targets "
                                  "arn:aws:iot:eu-west-1:1:thinggroup/canary --document file://jobs/fw-2.json",
                                  "aws iot create-job --job-id wipe-1 --targets "
                                  "arn:aws:iot:eu-west-1:1:thing/bench-03 --document file://wipe.json"]},
    },
    {
        # a certificate authority's own status: every device certificate it signed is refused with it
        "id": "device.ca-certificate-off",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "deactivates, revokes or deletes the certificate authority devices authenticate with: "
        "every device whose certificate it signed stops connecting, the whole fleet at once",
        "safer": "Rotate to a new CA first (register it, re-issue device certificates), then retire the old "
        "one after checking no device still uses it.",
        "recovery": "Reactivate the CA if it was only deactivated; a deleted CA must be registered again and "
        "devices re-provisioned.",
        "match": {"cmd": ("aws",), "sub": ("iot update-ca-certificate", "iot delete-ca-certificate"),
                  "words_none": ("--new-status=active",)},
        "examples": {"match": ["aws iot update-ca-certificate --certificate-id abc --new-status INACTIVE",
                               "aws iot delete-ca-certificate --certificate-id abc"],
                     "no_match": ["aws iot update-ca-certificate --certificate-id abc --new-status ACTIVE",
                                  "aws iot describe-ca-certificate --certificate-id abc"]},
    },
    {
        # the IoT service's own logs switched off: what devices and operators do leaves no trace
        "id": "device.fleet-logging-off",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "switches off the IoT service's logging for the account: connections, rejected messages "
        "and every device's activity from now on leave no trace",
        "safer": "Lower the log level for one noisy target instead (`set-v2-logging-level` on a thing "
        "group), and keep the default at ERROR or above.",
        "recovery": "Set the logging options back (`--default-log-level ERROR`); what happened meanwhile is "
        "not recorded.",
        "match": {"cmd": ("aws",), "sub": ("iot set-v2-logging-options", "iot set-logging-options"),
                  "words_any": ("--disable-all-logs", "--default-log-level=disabled", "*loglevel=disabled*",
                                "*\"loglevel\"*disabled*")},
        "examples": {"match": ["aws iot set-v2-logging-options --role-arn arn:aws:iam::1:role/L "
                               "--default-log-level DISABLED --disable-all-logs"],
                     "no_match": ["aws iot set-v2-logging-options --role-arn arn:aws:iam::1:role/L "
                                  "--default-log-level ERROR"]},
    },
    {
        # a device policy that allows every IoT action on every resource: any one device compromised
        # can publish to, subscribe to and update every other device's topics and shadows
        "id": "device.policy-allows-everything",
        "extends_generic": True,
        "level": "destructive",
        "reason": "creates a device policy that allows every IoT action on every resource: any device that "
        "holds it can command, read and update every other device",
        "safer": "Scope the policy to the device's own topics and shadow "
        "(`${iot:Connection.Thing.ThingName}`).",
        "recovery": "Detach the policy from its targets and delete it; rotate the certificates it was "
        "attached to if any device may have been compromised.",
        "match": {"cmd": ("aws",), "sub": ("iot create-policy", "iot create-policy-version"),
                  "words_any": ('*"iot:[*]"*', '*"action":"[*]"*', '*"action": "[*]"*',
                                '*"action":[[]"iot:[*]"]*'),
                  "words_also": ('*"resource":"[*]"*', '*"resource": "[*]"*', '*"resource":[[]"[*]"]*')},
        "examples": {"match": ["aws iot create-policy --policy-name open-all --policy-document "
                               "'{\"Statement\":[{\"Effect\":\"Allow\",\"Action\":\"iot:*\",\"Resource\":\"*\"}]}'"],
                     "no_match": ["aws iot create-policy --policy-name gw --policy-document "
                                  "'{\"Statement\":[{\"Effect\":\"Allow\",\"Action\":\"iot:Publish\","
                                  "\"Resource\":\"arn:aws:iot:eu-west-1:1:topic/gw/*\"}]}'"]},
    },
    {
        # an IoT hub's or a device's connection string carries its shared access key: the hub owner's
        # commands every device, a device's impersonates it (rules/credentials.py PRINTS_SECRET: piped
        # out, it is a secret sent)
        "id": "device.hub-key-printed",
        "extends_generic": True,
        "level": "destructive",
        "reason": "prints an IoT hub's or a device's connection string, shared access key included: whoever "
        "holds the hub's can command and reconfigure every device, a device's can impersonate it",
        "safer": "Let the tool use the connection itself (`az iot hub monitor-events`), or read the key into "
        "a secret store without printing it.",
        "recovery": "Regenerate the key (`az iot hub policy renew-key`, `device-identity renew-key`) and "
        "update what used it.",
        "match": {"cmd": ("az",), "sub": ("iot hub connection-string show", "iot hub show-connection-string",
                                          "iot hub device-identity connection-string show",
                                          "iot hub device-identity show-connection-string",
                                          "iot hub module-identity connection-string show",
                                          "iot hub policy show", "iot hub policy list",
                                          "iot dps connection-string show")},
        "examples": {"match": ["az iot hub connection-string show -n hub1 --policy-name iothubowner",
                               "az iot hub device-identity connection-string show -n hub1 -d gw-2"],
                     "no_match": ["az iot hub device-identity list -n hub1", "az iot hub show -n hub1"]},
    },
    {
        "id": "device.certificate-revoked",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "revokes or deactivates a device's certificate: the device can no longer connect, and "
        "in the field it needs re-provisioning",
        "safer": "Deactivate one certificate you identified, and keep its replacement ready.",
        "recovery": "A revoked certificate cannot be reactivated: issue a new one and provision it.",
        "match": {"cmd": ("aws",), "sub": ("iot update-certificate", "iot update-ca-certificate",
                                           "iot delete-certificate"),
                  "words_any": ("--new-status=revoked", "--new-status=inactive", "--force-delete",
                                "delete-certificate")},
        "examples": {"match": ["aws iot update-certificate --certificate-id abc --new-status REVOKED"],
                     "no_match": ["aws iot update-certificate --certificate-id abc --new-status ACTIVE",
                                  "aws iot describe-certificate --certificate-id abc"]},
    },
    {
        "id": "device.fuse-write",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "writes a microcontroller's fuse or lock bits: a wrong clock source, a disabled reset "
        "or debug pin, or a lock bit can leave the chip unprogrammable",
        "safer": "Read the fuses first (`-U lfuse:r:-:h`) and check the values in a fuse calculator.",
        "recovery": "A high-voltage programmer may restore the fuses; a locked or misclocked part may need "
        "replacing.",
        "match": {"cmd": ("avrdude",), "words_any": ("*fuse*:w:*", "lock:w:*", "*fuse[0-9]:w:*")},
        "examples": {"match": ["avrdude -c usbasp -p m328p -U lfuse:w:0xE2:m",
                               "avrdude -c avrisp2 -p t85 -U lock:w:0x3C:m"],
                     "no_match": ["avrdude -c usbasp -p m328p -U flash:w:build/app.hex:i",
                                  "avrdude -c usbasp -p m328p -U lfuse:r:-:h"]},
    },
    {
        # the dev board on the desk: flashing it is how one programs it
        "id": "device.dev-board-flash",
        "level": "safe",
        "reason": "writes firmware to the flash of a development board attached to this machine",
        "safer": "Read the chip back (`esptool.py read_flash`) first if its contents matter.",
        "recovery": "Flash the firmware again.",
        "match": {"cmd": _BOARD_FLASHERS,
                  "args_any": ("write_flash", "write-flash", "write", "load", "upload")},
        "examples": {"match": ["esptool.py --chip esp32 -p /dev/ttyUSB0 write_flash 0x0 build/fw.bin",
                               "arduino-cli upload -p /dev/ttyUSB1 --fqbn esp32:esp32:esp32 blink/"],
                     "no_match": ["esptool.py chip_id", "arduino-cli board list"]},
    },
    {
        # erasing is not how one programs a board (a write replaces the firmware it needs): it also wipes
        # what only the chip holds (calibration, provisioning keys, stored settings), which no build makes
        # again, on whatever device is attached
        "id": "device.board-flash-erased",
        "level": "destructive",
        "irreversible": True,
        "reason": "erases a microcontroller's flash: with the firmware go the calibration, provisioning keys "
        "and settings only the chip held",
        "safer": "Read the chip back first (`esptool.py read_flash 0 ALL backup.bin`), or write the firmware "
        "without a full erase.",
        "recovery": "Write the saved image back; without one, re-provision and re-calibrate the device.",
        "match": {"cmd": _BOARD_FLASHERS,
                  "words_any": ("erase_flash", "erase-flash", "erase_region", "erase-region", "erase",
                               "--eraseall", "--erase-all", "--chiperase")},
        "examples": {"match": ["esptool.py --chip esp32 -p /dev/ttyUSB0 erase_flash", "st-flash erase",
                               "nrfjprog --eraseall -f NRF52",
                               "esptool.py write_flash --erase-all 0x0 fw.bin"],
                     "no_match": ["esptool.py chip_id", "esptool.py read_flash 0 ALL backup.bin"]},
    },
    {
        # a raw flash partition erased (a bootloader, a kernel, a root file system on MTD): as formatting a
        # disk, and on a device in the field nothing is left that boots to repair it from
        "id": "device.flash-partition-erased",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "erases a raw flash partition (MTD): the bootloader, kernel or file system on it is gone, "
        "and a device that no longer boots needs a visit and a serial or JTAG recovery",
        "safer": "Read the partition back first (`nanddump`, `dd if=/dev/mtdN`), and update through the "
        "device's own updater (RAUC, SWUpdate, Mender), which keeps a fallback slot.",
        "recovery": "Write the saved image back over a serial console or JTAG, on site.",
        "match": {"cmd": ("flash_erase", "flash_eraseall", "mtd", "mtd_debug"),
                  "words_any": ("/dev/mtd*", "erase", "mtd*"), "words_none": ("info", "read", "--help")},
        "examples": {"match": ["flash_erase /dev/mtd2 0 0", "mtd erase firmware", "flash_eraseall /dev/mtd4"],
                     "no_match": ["mtd_debug info /dev/mtd0", "mtd_debug read /dev/mtd0 0 4096 boot.bin"]},
    },
    {
        # one slot marked bad, the boot environment changed: what the device boots next is changed
        "id": "device.boot-config-changed",
        "extends_generic": True,
        "level": "destructive",
        "reason": "changes what an embedded device boots (its bootloader environment or an A/B slot's "
        "state): a wrong value leaves it unbootable at the next restart",
        "safer": "Print the environment first (`fw_printenv`), keep it, and try the change on a bench "
        "device.",
        "recovery": "Set the variables back (`fw_setenv` with the saved values) before rebooting; after a "
        "failed boot, recover over a serial console.",
        "match": {"cmd": ("fw_setenv",), "min_args": 1, "words_none": ("--help", "-h")},
        "examples": {"match": ["fw_setenv bootdelay 0", "fw_setenv bootcmd 'run mmcboot'"],
                     "no_match": ["fw_setenv --help"]},
    },
    {
        # (both slots marked bad in one line: classify/boot_slots.py)
        "id": "device.boot-slot-marked",
        "extends_generic": True,
        "level": "destructive",
        "reason": "changes which A/B slot an embedded device boots (`rauc status mark-bad`, `mark-active`): "
        "if the slot left is not good, it does not come back up at the next restart",
        "safer": "Check `rauc status --detailed` shows a good slot to boot before marking one.",
        "recovery": "Mark the slot good again before any reboot (`rauc status mark-good`).",
        "match": {"cmd": ("rauc",), "sub": ("status mark-bad", "status mark-active", "status mark-good")},
        "examples": {"match": ["rauc status mark-bad other", "rauc status mark-active other"],
                     "no_match": ["rauc status --detailed", "rauc info bundle.raucb"]},
    },
    {
        # a TPM cleared: every key it held (the device's identity, sealed disk keys) is destroyed
        "id": "device.tpm-cleared",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "clears a TPM: every key it held (the device's identity, attestation keys, sealed disk "
        "encryption keys) is destroyed, and the device must be re-provisioned",
        "safer": "Confirm the device is being decommissioned or re-provisioned, and that no disk is sealed "
        "to the TPM.",
        "recovery": "Re-provision the device's identity; data sealed to the TPM is lost.",
        "match": {"cmd": ("tpm2_clear", "tpm_clear", "tpm2"), "words_any": ("*",),
                  "words_none": ("getcap", "pcrread", "--help")},
        "examples": {"match": ["tpm2_clear -c p", "tpm2 clear -c p"],
                     "no_match": ["tpm2 getcap properties-fixed"]},
    },
    {
        # Home Assistant's own CLI: its data disk wiped is every automation, history and backup on it
        "id": "device.home-hub-wiped",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "wipes the home automation hub's data disk: its configuration, history, devices and "
        "local backups are gone",
        "safer": "Make a full backup and copy it off the hub first (`ha backups new`, then download it).",
        "recovery": "Restore a backup kept elsewhere; without one, set the home up again.",
        "match": {"cmd": ("ha",), "sub": ("os datadisk wipe", "host datadisk wipe", "os wipe")},
        "examples": {"match": ["ha os datadisk wipe"], "no_match": ["ha os info", "ha backups new"]},
    },
    {
        # the hub's software updated or an add-on removed: the home's devices depend on it
        "id": "device.home-hub-changed",
        "extends_generic": True,
        "level": "destructive",
        "reason": "updates the home automation hub's software or removes an add-on: the devices and "
        "automations of a lived-in home depend on it, and a failed update or a missing add-on (a broker, "
        "a Zigbee bridge) stops them",
        "safer": "Take a backup first (`ha backups new`) and read the release notes; do it when someone is "
        "home.",
        "recovery": "Restore the backup (`ha backups restore`) or install the previous version.",
        "match": {"cmd": ("ha",), "sub": ("core update", "os update", "supervisor update", "addons uninstall",
                                          "addons remove", "apps uninstall", "core rebuild")},
        "examples": {"match": ["ha core update --version 2024.6.1", "ha addons uninstall core_zigbee2mqtt"],
                     "no_match": ["ha core check", "ha addons info core_mosquitto"]},
    },
    {
        "id": "device.cluster-nodes-reset",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "resets several cluster nodes at once (`talosctl reset` on a list of nodes): each is wiped "
        "back to maintenance mode, together enough to lose the cluster's quorum and its data",
        "safer": "Reset one node at a time, after draining it and checking etcd membership.",
        "recovery": "Re-apply the machine configs and restore etcd from a snapshot.",
        "match": {"cmd": ("talosctl",), "sub": ("reset",), "words_any": ("-n=*,*", "--nodes=*,*")},
        "examples": {"match": ["talosctl --nodes 10.0.0.1,10.0.0.2 reset --graceful=false"],
                     "no_match": ["talosctl --nodes 10.0.0.1 reset",
                                  "talosctl --nodes 10.0.0.1,10.0.0.2 health"]},
    },
    {
        "id": "device.cluster-node-reset",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "resets a cluster node (`talosctl reset`): its disks are wiped back to maintenance mode",
        "safer": "Drain it first and check etcd membership; use --graceful.",
        "recovery": "Re-apply the machine config; its local data is gone.",
        "match": {"cmd": ("talosctl",), "sub": ("reset",)},
        "examples": {"match": ["talosctl --nodes 10.0.0.1 reset"],
                     "no_match": ["talosctl --nodes 10.0.0.1 health"]},
    },
]
