"""Messages a program's code posts through a chat service's SDK, judged as the same API request.

`new WebClient(token).chat.postMessage({channel: '#general', …})` (Node), `WebClient(token=…)
.chat_postMessage(channel='#general', …)` (Python), `client.chat_postMessage(…)` (Ruby's slack-ruby-client)
all send a message as the workspace's bot, to people: the SDK is another spelling of `curl -X POST
https://slack.com/api/chat.postMessage`, and that request is judged by the network rules (a write to an
outside service pauses). Reading a channel's history or listing channels sends nothing.
"""

from __future__ import annotations

import re

from dongle.shell.interp import Effect

# A chat service's send calls, by their SDK spelling, and the API endpoint each stands for.
_SENDS = (
    (re.compile(r"\bchat(?:\.|_)?(?:postMessage|post_message|postEphemeral|scheduleMessage|meMessage)\s*\("),
     "https://slack.com/api/chat.postMessage"),
    (re.compile(r"\bfiles(?:\.|_)(?:upload|uploadV2|upload_v2)\s*\("), "https://slack.com/api/files.upload"),
)


def message_effects(code: str) -> list[Effect]:
    """Each send call in the code, as the POST to the endpoint it makes."""
    if "chat" not in code and "files" not in code:
        return []
    return [Effect(argv=("curl", "-X", "POST", url)) for pattern, url in _SENDS if pattern.search(code)]
