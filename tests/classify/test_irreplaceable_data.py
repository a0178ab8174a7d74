"""Irreplaceable data deleted whole, and storage arrays read in their own language (blind EB, EF).

Primary records (raw instrument output, archives, acquisitions), the only copy an archive system keeps, and a
shared group store deleted whole stop whatever program deletes them; one named run inside, scratch, work and
processed folders, selections by age inside one group's area, dry runs and reads keep the other rules'
verdict. An array's CLI over ssh is read in its grammar: stores removed stop, one snapshot or a broken mirror
pause, a snapshot made goes. Cluster launchers (srun, mpirun, apptainer exec, a written batch script) run what
they are handed.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.classify.controlled_data_out import EXAMPLES as CONTROLLED_EXAMPLES
from dongle.classify.irreplaceable_data import EXAMPLES, SHARED_DATABASE_EXAMPLES, whole_store
from dongle.classify.storage_language import EXAMPLES as STORAGE_EXAMPLES

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}
CWD = "/home/mchen/rnaseq-pipeline"


def verdict(command: str, cwd: str = CWD) -> str:
    return LABEL[classify_command(command, cwd, {"HOME": "/home/dev"}).tier.value]


@pytest.mark.parametrize("path", EXAMPLES["whole"])
def test_whole_store_examples(path: str) -> None:
    assert whole_store(path)


@pytest.mark.parametrize("path", EXAMPLES["not"])
def test_not_whole_store_examples(path: str) -> None:
    assert not whole_store(path)


PRIMARY_STOPS = [
    "rm -rf /project/smithlab/raw_sequencing",
    "rm -rf /gpfs/projects/qcdlat/gauge_configs",
    "find /project -maxdepth 2 -type d -name 'raw*' -exec rm -rf {} +",
    "shred -u /project/smithlab/raw_sequencing/*/*.fastq.gz",
    "eos rm -r /eos/atlas/atlasgroupdisk/phys-higgs/",
    "irm -rf /labZone/home/smithlab/raw",
    'dsmc delete archive "/project/smithlab/*" -subdir=yes -noprompt',
    'globus delete -r "$ARCHIVE_EP:/archive/smithlab/"',
    "cd /project/smithlab/raw_sequencing/$RUN && rm -rf *",
    "rm -rf /mnt/krios/EPU/*",
    "smbclient //ms-pc01.chem.univ.edu/Data -U labuser -c 'deltree Xcalibur'",
    "lfs find /lustre/project -type f -atime +90 -print0 | xargs -0 -P 16 rm -f",
    "rclone delete ceph:seq-archive --min-age 30d",
    "hsi rm -R /home/mchen/archive",
    "sudo lvremove -f /dev/vg_data/lv_instruments",
    # the same effects, other spellings and tools
    "sudo rm -rf /data/instruments/orbitrap/rawdata",
    "find /gpfs/projects -name 'raw_data' -type d -exec rm -rf {} +",
    "truncate -s 0 /project/cryo/acquisitions/*",
    "gsutil -m rm -r gs://lab-raw-archive",
    "truncate -s 0 /project/smithlab/clinical_wgs/cram/*.cram",
    # through a cluster's launchers
    "apptainer exec --bind /project:/mnt envs/tools.sif rm -rf /mnt/smithlab",
    "srun -p short rm -rf /project/smithlab/raw_sequencing",
    "mpirun -np 4 rm -rf /project/smithlab",
    "cat > cleanup.sbatch <<'EOF'\n#!/bin/bash\n#SBATCH -p short\n"
    "rm -rf /project/smithlab/raw_sequencing\nEOF\nsbatch cleanup.sbatch",
]

KEPT = [
    # one named run or file inside a store, selections inside one group's area: the other rules' pause
    ("cd /project/smithlab/raw_sequencing/240315_run171 && rm -rf *", "pause"),
    ("rm -rf /mnt/novaseq/Runs/2023*", "pause"),
    ("find /mnt/krios/EPU -name '*.tiff' -mtime +7 -delete", "pause"),
    ("hsi rm /home/mchen/archive/run171.tar", "pause"),
    ("find /project/smithlab -type f -atime +180 -delete", "pause"),
    ("rm -rf /project/smithlab/shared/rnaseq_2023/bam", "pause"),
    ("for d in /project/smithlab/raw_sequencing/*/; do rm -rf \"${d}Thumbnail_Images\"; done", "pause"),
    ("rm -rf archive.tar.gz", "pause"),
    # scratch, work folders, reads, copies, dry runs
    ("rm -rf /scratch/$USER/nf-work-rnaseq-2024-03", "pause"),  # (own scratch is not regenerable by place)
    # primary records kept in one's scratch are not made again by a job (blind AH-hpc-10)
    ("rm -rf /scratch/$USER/runs/ensemble_2023*", "pause"),
    ("lfs find /lustre/scratch/$USER/tmp -type f -print0 | xargs -0 rm -f", "go"),
    ("rsync -avn --delete results/ /project/smithlab/shared/rnaseq_2024/", "go"),
    ("rclone check /project/smithlab/raw_sequencing/240315_run171 ceph:seq-archive/240315_run171 --one-way",
     "go"),
    ("iget -rK /labZone/home/smithlab/raw/run171 ./data/", "go"),
    ("htar -cvf archive/run171.tar /project/smithlab/raw_sequencing/240315_run171", "go"),
    ("md5sum -c /project/smithlab/raw_sequencing/240315_run171/md5sums.txt", "go"),
    ("lfs find /lustre/project/qcdlat -type f -atime +90 -size +10G | head -50", "go"),
    ("rm -rf /project/smithlab/raw_sequencing/tmp", "go"),
    # a store tool's name filters select some objects
    ("aws s3 rm s3://smithlab-seq-archive/ --recursive --exclude '*' --include '*.partial'", "pause"),
]


@pytest.mark.parametrize("command", PRIMARY_STOPS, ids=lambda v: v[:60])
def test_irreplaceable_deleted_whole_stops(command: str) -> None:
    assert verdict(command) == "stop"


@pytest.mark.parametrize(("command", "expected"), KEPT, ids=lambda v: str(v)[:60])
def test_look_alikes_keep_their_verdict(command: str, expected: str) -> None:
    assert verdict(command) == expected


def _over_ssh(command: str, host: str = "admin@ontap-c1.corp.lan") -> str:
    return f'ssh {host} "{command}"'


@pytest.mark.parametrize(("label", "command"), [(label, c) for label, cs in STORAGE_EXAMPLES.items()
                                                for c in cs], ids=lambda v: str(v)[:60])
def test_storage_language_examples(label: str, command: str) -> None:
    local = command.startswith("ceph ") or "-" in label
    line = command if local else _over_ssh(command)
    assert verdict(line) == label.split("-")[0]


STORAGE = [
    (_over_ssh("storage aggregate offline -aggregate aggr1_prod; "
               "storage aggregate delete -aggregate aggr1_prod"), "stop"),
    (_over_ssh("purevol destroy vol-ora-prod01 && purevol eradicate vol-ora-prod01", "pureuser@pure-fa1"),
     "stop"),
    (_over_ssh("snapmirror delete -destination-path svm_dr:vol_dr; "
               "volume offline -vserver svm_dr -volume vol_dr; volume delete -vserver svm_dr -volume vol_dr"),
     "stop"),
    (_over_ssh("volume offline -vserver svm_prod -volume vol_oradata"), "pause"),
    (_over_ssh("volume modify -vserver svm_dev -volume vol_build -size +200g"), "go"),
    ("sudo mkfs.lustre --reformat --ost --fsname=scratch --index=12 /dev/mapper/ost12", "stop"),
    # the array's names are only its own over ssh: `snap` on a workstation is snapd
    ("snap list", "go"),
]


@pytest.mark.parametrize(("command", "expected"), STORAGE, ids=lambda v: str(v)[:60])
def test_storage_in_its_own_language(command: str, expected: str) -> None:
    assert verdict(command) == expected


LAUNCHED = [
    ("srun -p gpu -t 08:00:00 --pty socat TCP-LISTEN:5555,reuseaddr,fork EXEC:/bin/bash", "stop"),
    ("srun -p interactive --mem=32G --cpus-per-task=8 --gres=gpu:1 --time=02:00:00 --pty bash -l", "go"),
    ("srun --jobid 48213377 --overlap --pty top", "go"),
    ("apptainer exec --bind /project/smithlab:/data envs/salmon.sif salmon --version", "go"),
    ("printf '#!/bin/bash\\n#SBATCH -p short\\nsrun hostname\\n' > test.sbatch && sbatch test.sbatch", "go"),
]


@pytest.mark.parametrize(("command", "expected"), LAUNCHED, ids=lambda v: str(v)[:60])
def test_cluster_launchers_run_their_command(command: str, expected: str) -> None:
    assert verdict(command) == expected


@pytest.mark.parametrize("wrap", ["true && {}", "{{ {}; }}", "( {} )", "cd /tmp; {}", "bash -c '{}'"])
def test_wrapping_never_lowers(wrap: str) -> None:
    assert verdict(wrap.format("rm -rf /project/smithlab/raw_sequencing")) == "stop"


@pytest.mark.parametrize("command", SHARED_DATABASE_EXAMPLES["shared"], ids=lambda v: v[:60])
def test_shared_database_emptied_stops(command: str) -> None:
    assert verdict(command) == "stop"


@pytest.mark.parametrize("command", SHARED_DATABASE_EXAMPLES["not"], ids=lambda v: v[:60])
def test_own_or_throwaway_database_keeps_its_verdict(command: str) -> None:
    assert verdict(command) != "stop"


@pytest.mark.parametrize("command", CONTROLLED_EXAMPLES["out"], ids=lambda v: v[:60])
def test_controlled_data_copied_out_stops(command: str) -> None:
    assert verdict(command) == "stop"


@pytest.mark.parametrize("command", CONTROLLED_EXAMPLES["kept"], ids=lambda v: v[:60])
def test_controlled_data_to_own_places_keeps_its_verdict(command: str) -> None:
    assert verdict(command) != "stop"


@pytest.mark.parametrize(("command", "expected"), [
    ("samtools reheader header_fixed.sam aligned/S01.sorted.bam > aligned/S01.sorted.bam", "pause"),
    ("frob data.txt > data.txt", "pause"),
    ("frob data.txt > out.txt", "go"),
    ("echo hi > hi", "go"),
], ids=lambda v: str(v)[:60])
def test_unknown_program_reading_its_own_redirect_target(command: str, expected: str) -> None:
    assert verdict(command) == expected


@pytest.mark.parametrize(("command", "expected"), [
    # session 30's review: a production name beside a throwaway word, a selector taking all but one,
    # `-af`, and a production queue purged keep the higher verdict
    ('ssh filer01 "volume delete -vserver svm_prod -volume vol_ci_archive"', "stop"),
    ('ssh filer01 "volume snapshot delete -vserver svm_prod -volume vol_ora -snapshot !pre_patch"', "stop"),
    ("ssh filer01 'snap delete -af vol_data'", "stop"),
    ("rabbitmqctl -p /prod purge_queue payments.outbox", "stop"),
    ("ssh filer01 'volume delete -vserver svm_dev -volume vol_scratch_jenkins'", "pause"),
    ("rabbitmqctl delete_queue -p /staging orders.dead-letter", "pause"),
])
def test_storage_review_bounds(command: str, expected: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}[
        judged.tier.value] == expected, judged.factors
