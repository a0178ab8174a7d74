"""Money or crypto assets sent out by a program told to pay, transfer, withdraw or send an amount.

Why: the rubric puts "sending payments outside" at pause, and a payment or an on-chain transfer cannot be
recalled by anyone here. The rule packs know a few payment providers' own commands and SDK calls; a wallet
or chain CLI, a payment provider's other CLIs, an exchange's or a bank's tool said the same act in their
own subcommand words and went go as "a program the dongle does not know" (`bitcoin-cli sendtoaddress
ADDR 0.5`, `solana transfer ADDR 25`, `lncli payinvoice lnbc…`, `spl-token transfer MINT 1000 TO`).

The act is read from the program's first subcommand words (split at `-`, `_` and `:`):
- words that only ever move money (`sendtoaddress`, `payinvoice`, `payout`, `withdraw`, …) say it alone;
- `transfer` and `send` say it only with an amount beside them (an `--amount`/`--value` option, an
  `amount=` field, a figure with or without a unit, `ALL`): `globus transfer A B` copies files and
  `aws transfer list-servers` names a service, `croc send f` sends a file.

On a test network (regtest, a testnet, devnet, a development chain named as anvil's, hardhat's or
ganache's, a sandbox or test key) only worthless test funds move, so the reading stays silent; a node on
this machine alone says nothing (bitcoind, lnd and geth run on the main network by default, and a tunnel
to a live node is local too); one word naming the main network or a live key anywhere keeps it.
A main network or live key named outright asks for out-of-band verification, any other payment for
confirmation.
"""

from __future__ import annotations

from dongle.assessment import Assessment
from dongle.classify.verdict import assess
from dongle.lazy_regex import lazy_compile
from dongle.levels import DangerLevel
from dongle.shell.model import Invocation

# Subcommand words that only ever move money or assets (each read whole or as a part of its word).
_PAYING_WORDS = frozenset({
    "sendtoaddress", "sendmany", "sendfrom", "sendall", "sendrawtransaction", "sendpayment", "payinvoice",
    "sendcoins", "keysend", "pay", "payout", "payouts", "withdraw", "withdrawal", "withdrawals", "disburse",
    "remit", "refund", "refunds"})
# Words beside them that only look (`stripe refunds list`, `bitcoin-cli estimatesmartfee`), and options that
# only sign, simulate or print the transaction without sending it.
_LOOKING = frozenset({"list", "ls", "get", "retrieve", "show", "describe", "status", "history", "info",
                      "view", "search", "quote", "preview", "simulate", "estimate", "help"})
_NOT_SENT = frozenset({"--dry-run", "--dryrun", "-n", "--simulate", "--sign-only", "--estimate", "--help",
                       "-h", "--dump-transaction-message", "--preview"})
# Words that move money only when an amount is given beside them.
_AMOUNT_WORDS = frozenset({"transfer", "transfers", "send"})
_WORD_PARTS = lazy_compile(r"[-_:]+")
_MAY_PAY = lazy_compile(r"send|pay|transfer|withdraw|disburse|remit|refund")
# An amount given: an option or field naming it, or a figure (with a unit or not), or "ALL" of a balance.
_AMOUNT_OPTIONS = frozenset({"--amount", "--amt", "--value", "--sats", "--satoshis", "--lamports",
                             "--quantity", "--qty", "--wei", "--ether"})
_AMOUNT_FIELD = lazy_compile(r"(?i)^(?:--)?(?:amount|amt|value|quantity)=\S")
_FIGURE = lazy_compile(r"(?i)^(?:\d+(?:\.\d+)?|\.\d+)(?:eth|ether|gwei|wei|sol|btc|sats?|usdc?|usdt|eur|gbp"
                       r"|near|apt|sui)?$|^all$")
# A test network, a local node, a sandbox, a test key or a test object's id (`sk_test_…`, `ch_test_…`): what
# moves there is worth nothing.
_TEST_NETWORK = lazy_compile(
    r"(?i)(?:^|[^a-z])(?:testnet\d*|regtest|signet|devnet|localnet|sepolia|goerli|holesky|hoodi|amoy|mumbai"
    r"|fuji|anvil|hardhat|ganache|sandbox|[a-z]{2,4}_test_\w*|test-?mode)(?:$|[^a-z])")
# solana's one-letter cluster monikers (`-ud`, `--url t`): devnet, testnet
_SOLANA_TEST_MONIKERS = frozenset({"-ud", "-ut", "d", "t"})
# The main network or a live key named anywhere keeps the payment real whatever else is said.
_MAIN_NETWORK = lazy_compile(r"(?i)mainnet|sk_live|rk_live|(?:^|[^a-z])(?:live|prod|production)(?:$|[^a-z])")


# Interpreters and shells: the words after them name a script or a module, not an act (`python -m pay`).
_RUNNERS = frozenset({"python", "python3", "node", "ruby", "perl", "php", "bash", "sh", "zsh", "deno", "bun",
                      "npx", "npm", "yarn", "pnpm", "make", "just", "go", "cargo"})


def _words(inv: Invocation) -> list[str]:
    """The program's first subcommand words (options left out), lower-cased; none for a runner."""
    if inv.name in _RUNNERS:
        return []
    return [a.lower() for a in inv.args if not a.startswith("-")][:2]


def _has_amount(args: tuple[str, ...] | list[str]) -> bool:
    for i, arg in enumerate(args):
        lowered = arg.lower()
        if lowered.split("=", 1)[0] in _AMOUNT_OPTIONS or _AMOUNT_FIELD.match(lowered):
            return True
        if i and _FIGURE.match(lowered) and not args[i - 1].startswith("-"):
            return True  # a figure given as an operand, not as an option's value (`--limit 10`)
    return False


def on_test_network(args: tuple[str, ...] | list[str]) -> bool:
    joined = " ".join(args)
    if _MAIN_NETWORK.search(joined):
        return False
    if _TEST_NETWORK.search(joined):
        return True
    return any(a in _SOLANA_TEST_MONIKERS and (a.startswith("-u") or (i and args[i - 1] in ("-u", "--url")))
               for i, a in enumerate(args))


def may_pay(arguments: str) -> bool:
    """Whether some paying or amount word can be among these lower-cased arguments (joined by any
    separator): `paying_act`'s own first test, asked once of a whole line's arguments, so a line none of
    whose parts' words hold the letters (most) asks no part. It reads the same pattern, so a word added
    to the readings widens it."""
    return _MAY_PAY.search(arguments) is not None


def paying_act(inv: Invocation) -> str:
    """The subcommand word that sends money or assets (`sendtoaddress`, `transfer` with an amount), or ""."""
    words = _words(inv)
    if not any(_MAY_PAY.search(w) for w in words):
        return ""  # the cheap gate: most programs' first words hold none of these letters
    parts = [set(_WORD_PARTS.split(w)) | {w} for w in words]
    if any(p & _LOOKING for p in parts) or not _NOT_SENT.isdisjoint(inv.args):
        return ""
    for word, word_parts in zip(words, parts, strict=True):
        if word_parts & _PAYING_WORDS:
            return word
        if word_parts & _AMOUNT_WORDS and _has_amount(inv.args):
            return word
    return ""


def money_moved(inv: Invocation, subject: str) -> Assessment | None:
    """A program told to send money or assets out: a pause (verified when the main network or a live key
    is named), silent on a test network. Cheap gate: one of its first two words is a paying word."""
    word = paying_act(inv)
    if not word or on_test_network(inv.args):
        return None
    main = bool(_MAIN_NETWORK.search(" ".join(inv.args)))
    return assess(
        DangerLevel.DANGEROUS if main else DangerLevel.DESTRUCTIVE, kind="command", subject=subject,
        irreversible=True,
        factors=(f"tells `{inv.name}` to {word}: money or assets sent out, which nobody here can recall"
                 + (" (on the main network or a live account)" if main else "") + " [pay.money-moved]",),
        rules=("pay.money-moved",),
        safer_alternative="Run it on a test network or with a test key first; let a human send real funds, "
        "with the amount and the recipient checked.",
        recovery="A sent payment or an on-chain transfer cannot be reversed from here: ask the recipient or "
        "the provider to return it.")
