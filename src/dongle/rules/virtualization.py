"""Virtual machines and system containers: whole machines deleted with their disks.

Self-hosted infrastructure runs on hypervisors (Proxmox's `qm` and `pct`, libvirt's `virsh`,
VirtualBox, Parallels, VMware) and on developer machines' VM managers (Vagrant, Multipass, LXD/Incus,
Lima, Colima, UTM, Tart). Destroying one VM by its id deletes its disks: a whole machine, which a
human decides on (pause). Every VM the host lists, fed to the same tool's delete, is judged by the
line-level listing check (stop); powering a VM off or listing them loses nothing.
"""

from __future__ import annotations

# How the hypervisors' clients spell their options, so the word after a connection option is not read as
# the subcommand (`virsh -c qemu+ssh://root@kvm-prod-01/system undefine pg-primary`): libvirt's connection
# URI, and govc's single-dash long options (`govc snapshot.revert -vm sql-prod-01 NAME`).
COMMANDS = {
    ("virsh",): {"values": ("-c", "--connect", "-l", "--log", "-k", "--keepalive-interval", "-K",
                            "--keepalive-count", "-d", "--debug", "-e", "--escape")},
    ("govc",): {"single_dash": True, "values": (
        "-vm", "-ds", "-host", "-dc", "-u", "-k", "-pool", "-folder", "-net", "-type", "-name", "-timeout",
        "-cluster", "-datastore", "-disk", "-m", "-c", "-json", "-dump", "-xml", "-on", "-g", "-a", "-l",
        "-id", "-password", "-description", "-role", "-principal", "-permission", "-snapshot", "-ovf",
        "-options", "-iso", "-vnc", "-spec", "-template")},
}

# Options that only show what would happen, or ask for help.
_PREVIEW = ("--help", "-h", "--dry-run", "-n")

RULES = [
    {
        "id": "virt.vm-destroy",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "destroys a virtual machine or system container with its disks: the whole machine, "
        "everything stored in it",
        "safer": "Stop it first (`qm stop ID`, `virsh shutdown VM`) and take a backup (`vzdump ID`, "
        "`virsh dumpxml` plus the disk) before destroying it by its id.",
        "recovery": "Restore the machine from its last backup (`qmrestore`, `pct restore`, a snapshot of "
        "the storage); without one it is gone.",
        "match": {"cmd": ("qm", "pct", "vagrant", "multipass", "lxc", "incus", "prlctl", "vmrun", "utmctl",
                          "tart", "limactl", "colima", "orb", "docker-machine", "vboxmanage"),
                  "sub": ("destroy", "delete", "purge", "rm", "remove", "deletevm", "unregistervm"),
                  "words_none": _PREVIEW},
        "examples": {
            "match": ["qm destroy 101 --purge", "pct destroy 200", "vagrant destroy -f",
                      "multipass delete dev --purge", "lxc delete web --force",
                      "VBoxManage unregistervm devbox --delete", "limactl delete default"],
            "no_match": ["qm list", "qm status 101", "pct list", "vagrant status", "multipass list",
                         "virsh list --all", "VBoxManage list vms", "qm stop 101", "vagrant destroy --help"],
        },
    },
    {
        # Hyper-V's `Remove-VM` (the PowerShell spelling), Proxmox's `pvesm free` of a VM's disk volume
        "id": "virt.hyperv-remove",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "removes a Hyper-V virtual machine or frees a VM's disk volume: the machine, or what it "
        "stored, is gone",
        "safer": "Export the VM first (`Export-VM -Name VM -Path D:/backup`), or back the volume up with "
        "`vzdump`, then remove it by name.",
        "recovery": "Import the export (`Import-VM`) or restore the backup; without one it is gone.",
        "match": {"cmd": ("remove-vm", "remove-vmharddiskdrive", "remove-vmsnapshot", "pvesm"),
                  "words_none": ("-whatif", "list", "status", "scan", "--help")},
        "examples": {"match": ["Remove-VM -Name web01 -Force", "pvesm free local-lvm:vm-101-disk-0"],
                     "no_match": ["Remove-VM -Name web01 -WhatIf", "pvesm status", "pvesm list local-lvm"]},
    },
    {
        # libvirt's `destroy` is a forced power-off (judged as any act); `undefine` with its storage, and the
        # volume and pool deletes, remove the disks themselves
        "id": "virt.libvirt-storage-delete",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes a libvirt machine's disks or a storage volume or pool: what the machines stored",
        "safer": "Undefine the machine without its storage, and delete volumes by name after `virsh "
        "vol-list POOL`.",
        "recovery": "Restore the disks from a backup of the storage pool; without one they are gone.",
        "match": {"cmd": ("virsh",),
                  "sub": ("undefine", "vol-delete", "vol-wipe", "pool-delete"),
                  "words_none": _PREVIEW},
        "examples": {"match": ["virsh undefine web01 --remove-all-storage", "virsh vol-delete web01.qcow2 "
                               "--pool default", "virsh pool-delete images"],
                     "no_match": ["virsh list --all", "virsh vol-list default", "virsh destroy web01"]},
    },
    {
        # a disk image made smaller: whatever the guest's file systems kept past the new end is cut off,
        # and a file system that still spans it no longer mounts (qemu-img asks for --shrink for this)
        "id": "virt.disk-image-shrunk",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "shrinks a virtual machine's disk image: data past the new size is cut off, and a file "
        "system not shrunk first inside the guest is corrupted",
        "safer": "Shrink the file system and partition inside the guest first, and copy the image "
        "(`cp --reflink=auto`) before resizing it.",
        "recovery": "Restore the image from the copy or a snapshot; the cut-off blocks are gone.",
        "match": {"cmd": ("qemu-img",), "sub": ("resize",), "words_any": ("--shrink", "-[0-9]*")},
        "examples": {"match": ["qemu-img resize --shrink /var/lib/libvirt/images/db.qcow2 -10G",
                               "qemu-img resize --shrink vm.raw 20G"],
                     "no_match": ["qemu-img resize /var/lib/libvirt/images/db.qcow2 +10G",
                                  "qemu-img info vm.qcow2"]},
    },
    {
        # `limactl delete --all`, `lxc delete --all`: every VM the manager holds
        "id": "virt.vm-destroy-all",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "destroys every virtual machine the manager holds, with their disks",
        "safer": "Destroy the machines you mean by name, after listing them.",
        "recovery": "Restore each machine from its backup; without one they are gone.",
        "match": {"cmd": ("lxc", "incus", "prlctl"),
                  "sub": ("delete", "rm", "remove", "destroy"), "words_any": ("--all", "-a"),
                  "words_none": ("--dry-run", "--help")},
        "examples": {"match": ["lxc delete --all", "prlctl delete --all"],
                     "no_match": ["lxc delete web01", "lxc list --all"]},
    },
    {
        # the desktop launchers of throwaway Linux instances on the user's own machine (Multipass, Lima,
        # Colima, OrbStack), made to be launched and discarded as minikube's clusters are: every instance
        # deleted (Multipass's purged too, with no `multipass recover`) loses what their disks held, the
        # user's work there among it, and nothing beyond this machine (a pause, not a system-wide stop)
        "id": "virt.local-instances-deleted",
        "extends_generic": True,
        "level": "destructive",
        "irreversible": True,
        "reason": "deletes every local VM the launcher holds (purged: no recover), with whatever their "
        "disks held",
        "safer": "Delete the instances you mean by name, after `multipass list` / `limactl list`; copy out "
        "what their disks hold first.",
        "recovery": "None for purged instances: launch them again and restore their data from a copy.",
        "match": {"cmd": ("multipass", "limactl", "colima", "orb"),
                  "sub": ("delete", "rm", "remove", "destroy"), "words_any": ("--all", "-a"),
                  "words_none": ("--dry-run", "--help")},
        "examples": {"match": ["limactl delete --all", "multipass delete --all --purge",
                               "multipass delete -p --all"],
                     "no_match": ["limactl delete default", "limactl list --all", "multipass list"]},
    },
]
