"""Secrets that leave with what is published: baked into a pushed image, or sent in clear to a bare host.

Two acts whose effect is a credential handed to others, whatever the tool:

- A secret given to an image build as a build argument (`docker build --build-arg OPENAI_API_KEY=$KEY`)
  is recorded in the image: its history and its metadata keep the value, and every layer a `RUN` made
  with it may too. Pushing that image to a registry (`docker push`, `--push`) hands the secret to
  everyone who can pull it: exfiltration of a credential, a stop. Build secrets meant for this
  (`--secret id=…`) are not kept in the image and are not read here; a build kept on this machine or a
  push to a registry on this machine (`localhost:5000`) leaves the rules' verdict.
- A credential given on the command line to an upload whose address is plain `http://` to another
  host, or a bare IP address (`twine upload --repository-url http://198.51.100.14:8080/ -p "$TOKEN"`):
  the token travels readable to a host no name vouches for. A stop, as sending the credential file
  there would be. An address in the private ranges (`10.0.3.7`) is the company's own network: left
  to the publishing rules. The same upload over https to a named index is the publishing rules' pause.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.rules.facts import Facts, is_local_host, url_host

IMAGE_BUILDERS = frozenset({"docker", "podman", "buildah", "nerdctl", "finch"})
# Publishing clients that take a credential on their command line.
CREDENTIAL_UPLOADERS = frozenset({"twine", "poetry", "uv", "npm", "pnpm", "yarn", "gem", "helm", "flit",
                                  "hatch", "cargo", "curl", "wget"})
# A build argument's name that says it holds a credential.
_SECRET_NAME = lazy_compile(r"(?i)(?:^|_)(?:api_?key|key|token|secret|password|passwd|pwd|credentials?|"
                            r"private_?key|access_?key|auth)(?:$|_)")
# Options whose value is a credential.
_CREDENTIAL_OPTIONS = frozenset({"-p", "--password", "--token", "-P", "--auth-token", "--api-token",
                                 "--otp-token", "--pass", "--http-password"})
_CREDENTIAL_PREFIXES = ("--password=", "--token=", "--auth-token=", "--api-token=", "-u=", "--user=")


def _secret_build_args(args: Sequence[str]) -> list[str]:
    """Names of build arguments that carry a credential (`--build-arg NAME=VALUE`, `--build-arg NAME`
    taken from the environment)."""
    found = []
    for i, arg in enumerate(args):
        value = None
        if arg == "--build-arg" and i + 1 < len(args):
            value = args[i + 1]
        elif arg.startswith("--build-arg="):
            value = arg.partition("=")[2]
        if value is None:
            continue
        name, eq, given = value.partition("=")
        if _SECRET_NAME.search(name) and (not eq or given.strip("'\"")):
            found.append(name)
    return found


def _pushes(facts: Facts) -> str | None:
    """The image reference this part pushes to a registry elsewhere, or None."""
    args = facts.inv.args
    positionals = facts.parsed.positionals
    if positionals[:1] in (("push",), ("image",)) and "push" in positionals[:2]:
        ref = positionals[-1] if len(positionals) > 1 else ""
    elif "--push" in args or any(a.startswith("--output=type=registry") for a in args):
        tags = [args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-t", "--tag")]
        ref = tags[0] if tags else "the tagged image"
    else:
        return None
    host = ref.split("/", 1)[0] if "/" in ref else ""
    if host and ("." in host or ":" in host) and is_local_host(host.split(":", 1)[0].lower()):
        return None  # a registry on this machine
    return ref or "an image"


def secret_image_pushed(facts: Facts, earlier: Sequence[Facts], subject: str) -> Assessment | None:
    """Stop for an image pushed to a registry when its build, in this line, was given a credential as a
    build argument."""
    if facts.name not in IMAGE_BUILDERS:
        return None
    ref = _pushes(facts)
    if ref is None:
        return None
    names = _secret_build_args(facts.inv.args)
    for other in earlier:
        if other.name in IMAGE_BUILDERS:
            names.extend(_secret_build_args(other.inv.args))
    if not names:
        return None
    return assess(
        DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
        factors=(f"pushes {ref} whose build was given {names[0]} as a build argument: the value is kept "
                 "in the image's history and layers, so everyone who can pull it has the credential "
                 "[cred.secret-in-pushed-image]",),
        rules=("cred.secret-in-pushed-image",),
        safer_alternative="Pass it as a build secret (`--secret id=key,env=NAME`, `RUN --mount=type=secret`) "
        "or at run time, never as a build argument; rebuild before pushing.",
        recovery="Rotate the credential now, delete the pushed tags, and check the registry's pull logs.")


# The private ranges a company's own network uses: an index there over http is the rules' to judge.
_INTERNAL = tuple(ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",
                                                     "100.64.0.0/10", "fc00::/7", "fe80::/10"))


def _outside_address(host: str) -> bool | None:
    """True for a bare IP address outside the private ranges, False for one inside, None for a name."""
    try:
        address = ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return None
    return not any(address in net for net in _INTERNAL if net.version == address.version)


def credential_sent_in_clear(facts: Facts, subject: str) -> Assessment | None:
    """Stop for a credential given on the command line of an upload to a plain-http address on another
    host or a bare IP address."""
    if facts.name not in CREDENTIAL_UPLOADERS:
        return None
    args = facts.inv.args
    credential = any(a in _CREDENTIAL_OPTIONS for a in args[:-1]) or any(
        a.startswith(_CREDENTIAL_PREFIXES) for a in args) or (
        facts.name in ("curl", "wget") and ("-u" in args[:-1] or "--user" in args[:-1]))
    if not credential:
        return None
    if facts.name in ("curl", "wget") and not any(a in ("-T", "--upload-file", "-F", "--form", "-d",
                                                        "--data", "--data-binary") for a in args):
        return None  # a download with a login is the network rules' to judge
    for word in args:
        value = word.partition("=")[2] if word.startswith("-") and "=" in word else word
        if "://" not in value:
            continue
        host = (url_host(value) or "").split(":", 1)[0]
        if not host or is_local_host(host):
            continue
        clear = value.lower().startswith("http://")
        outside = _outside_address(host)
        if outside is False:
            continue  # an address of the company's own network: the publishing rules' pause
        if clear or outside:
            how = "in clear over plain http" if clear else "to a bare IP address no name vouches for"
            return assess(
                DangerLevel.FORBIDDEN, kind="command", subject=subject, irreversible=True,
                factors=(f"sends a credential given on its command line {how} ({host}): whoever runs or "
                         "watches that host has it [cred.credential-to-bare-host]",),
                rules=("cred.credential-to-bare-host",),
                safer_alternative="Publish to the index's https address by name, with a token scoped to "
                "that project.",
                recovery="Rotate the token now and check the index's audit log.")
    return None
