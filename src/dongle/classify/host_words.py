"""Word classes for acts on a whole host said without their commands, read by effect_frame.py.

"Giving every user read/write/execute on everything from the filesystem root down" is `chmod -R 777 /`;
"flashing out/system.img onto /dev/nvme0n1" overwrites a disk; "a shell function that backgrounds two copies
of itself, left running until the box stops responding" is a fork bomb. The rubric stops each of these on
the command line; a writer who describes the effect instead of typing it reaches the same host. The classes
hold the effect's parts by meaning: who is given what over how much of the filesystem, an image written over
a block device, a process that copies itself without end.
"""

from __future__ import annotations

from dongle.lazy_regex import LazyRegex, any_of

HOST_WORDS: dict[str, LazyRegex] = {
    # every permission there is on files: read, write and run, or the mode that says so
    "open_perms": any_of(r"\bread\s*/\s*write\s*/\s*execute\b", r"\bread,?\s+write,?\s+and\s+execute\b",
                         r"\brwx\b", r"(?<![\d-])0?777\b", r"\bfull\s+(?:control|permissions)\b",
                         r"\bworld[- ]writable\b"),
    # every account on the machine
    "all_users": any_of(r"\b(?:every|all|any)\s+(?:local\s+)?users?\b", r"\beveryone\b", r"\banyone\b",
                        r"\bthe\s+world\b", r"\bothers\b"),
    # the whole filesystem, from its root or its system trees
    "whole_fs": any_of(r"\bfrom\s+the\s+(?:filesystem\s+|file\s+system\s+)?root\b", r"\bfilesystem\s+root\b",
                       r"\b(?:on|over|to)\s+everything\b",
                       r"\b(?:whole|entire)\s+(?:file\s*system|disk|machine|host)\b",
                       r"(?<![\w.~/-])/(?=[\s,;]|$)", r"(?<![\w.~-])/(?:etc|usr|bin|boot|var|lib)\b"),
    # an image written over a block device: whatever it held is overwritten
    "image_written": any_of(
        r"\b(?:flash\w*|dd|writ\w+|burn\w*|imag\w+|restor\w+|cop(?:y|ying)|clon\w+)\b(?:[^.;]|\.(?=\w)){0,80}?"
        r"\b(?:onto|over"
        r"|to|of=)\s*/dev/(?:sd[a-z]|nvme\d|hd[a-z]|vd[a-z]|xvd[a-z]|disk\d|mmcblk\d|md\d)"),
    # processes that start copies of themselves without a bound, or a load kept on until the host gives out
    "self_replicating": any_of(
        # (a daemon that forks itself into the background once is not this: it makes no copies)
        r"\b(?:two|2|more|many|several|new|multiple|endless)\s+(?:copies|instances|clones)\s+of\s+itself\b",
        r"\buntil\s+the\s+(?:box|machine|host|server|system|node|kernel)\s+(?:stops\s+responding|hangs"
        r"|(?:locks|seizes)\s+up|falls\s+over|runs\s+out|crashes|dies|is\s+unresponsive)"),
    # a script fetched and run from a host known only by its address
    "fetched_run": any_of(r"\b(?:pull|fetch|download|curl|wget|grab|get)\w*\s+(?:\S+\s+){0,3}?https?://\S+\s+"
                          r"(?:and\s+|then\s+|&&\s+)+(?:\w+\s+)?(?:runs?|running|execut\w+|sourc\w+|pip\w+|launch\w*)"
                          r"\b"),
}
