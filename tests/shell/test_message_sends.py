"""A chat SDK's send call in inline code is the API request it makes: a post to people pauses.

Node, Python and Ruby spell Slack's `chat.postMessage` alike; each is judged as `curl -X POST
https://slack.com/api/chat.postMessage`. Reading history or listing channels sends nothing and goes.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command
from dongle.shell.message_sends import message_effects

SENDS = [
    "node -e \"const {WebClient}=require('@slack/web-api');new WebClient(process.env.SLACK_BOT_TOKEN)"
    ".chat.postMessage({channel:'#general',text:'Maintenance tonight'})\"",
    "python3 -c \"from slack_sdk import WebClient; WebClient(token='x').chat_postMessage(channel='#eng', "
    "text='hi')\"",
    "ruby -e 'require \"slack-ruby-client\"; Slack::Web::Client.new.chat_postMessage(channel: \"#ops\", "
    "text: \"deploying\")'",
]
READS = [
    "python3 -c \"from slack_sdk import WebClient; print(WebClient(token='x').conversations_history("
    "channel='C123'))\"",
    "node -e \"console.log('chat ready')\"",
]


@pytest.mark.parametrize("command", SENDS)
def test_sdk_message_sends_pause(command: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert judged.tier.value in ("confirm", "verify"), judged.factors


@pytest.mark.parametrize("command", READS)
def test_reads_go(command: str) -> None:
    judged = classify_command(command, cwd="/home/dev/project", env={"HOME": "/home/dev"})
    assert judged.tier.value == "advisory", judged.factors


def test_no_send_no_effect() -> None:
    assert message_effects("client.chat.history()") == []
