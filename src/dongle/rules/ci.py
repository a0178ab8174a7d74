"""CI and code-hosting servers: code run with the server's rights, and whole-server wipes.

A CI server's script console (Jenkins' `groovy`/`groovysh` through jenkins-cli, or a POST to its
`/script` or `/scriptText` endpoint) runs whatever code it is sent inside the server, with the server's
full rights: every job, credential and agent is within reach, and nothing reviews the code. Any such
call pauses; code that walks every job or item and deletes each one stops, as `kubectl delete ns --all`
does. A server's own wipe command (`gitlab-ctl cleanse`) and a signing store's nuke (`fastlane match
nuke`) remove everything the server or the team holds at once.
"""

from __future__ import annotations

# Groovy walking a whole collection of the server (every item, job, node or build) and deleting each;
# a `findAll`/`grep`/`filter` step picks some, which is a scoped delete (a pause)
_EVERY_ITEM = r"(?:\.items\b|\.getItems\s*\(\s*\)|getAllItems\s*\([^)]*\)|\.allItems\b|\.jobs\b|\.nodes\b)"
_EACH_DELETE = r"(?:\.each\s*\{[^}]*\.(?:do)?delete\s*\(\s*\)|\*\.(?:do)?delete\s*\(\s*\)" \
    r"|\.each\s*\(\s*\{[^}]*\.(?:do)?delete\s*\(\s*\)|\.forEach\s*\{[^}]*\.(?:do)?delete\s*\(\s*\))"
_CONSOLE_CALLERS = ("java", "jenkins-cli", "jenkins", "curl", "wget", "http", "https", "xh")

RULES = [
    {
        "id": "ci.script-console",
        "extends_generic": True,
        "level": "destructive",
        "reason": "sends code to a CI server's script console (Jenkins `groovy`, `/scriptText`): it runs "
        "inside the server with its full rights, over every job, credential and agent",
        "safer": "Make the change through job configuration or configuration-as-code, reviewed; read state "
        "through the REST API.",
        "recovery": "Restore the server's home directory (`$JENKINS_HOME`) from its backup.",
        # jenkins-cli's console subcommands, or a request to the console's endpoints
        "match": {"cmd": _CONSOLE_CALLERS,
                  "words_any": ("groovy", "groovysh", "http*://*/script", "http*://*/script/",
                                "http*://*/scripttext", "http*://*/scripttext/", "http*://*/scripttext?*"),
                  "words_also": ("*jenkins*", "http*://*/script*")},
        "examples": {
            "match": ["java -jar jenkins-cli.jar -s http://jenkins.lan:8080/ groovy = <<< "
                      "'println Jenkins.instance.items'",
                      "curl -u a:t --data-urlencode 'script=println(1)' http://jenkins.lan:8080/scriptText",
                      "java -jar jenkins-cli.jar -s http://jenkins.lan:8080/ groovysh"],
            "no_match": ["java -jar jenkins-cli.jar -s http://jenkins.lan:8080/ list-jobs",
                         "curl -s http://jenkins.lan:8080/api/json", "java -jar app.jar groovy"],
        },
    },
    {
        "id": "ci.script-console-delete-every-item",
        "level": "forbidden",
        "irreversible": True,
        "reason": "sends a CI server's script console code that deletes every job or item it holds: the "
        "whole server's pipelines, history and artifacts at once",
        "safer": "Delete the few jobs you mean by name (`jenkins-cli delete-job NAME`) after listing them.",
        "recovery": "Only from a backup of `$JENKINS_HOME`: the jobs and their build history are gone.",
        "match": {"cmd": _CONSOLE_CALLERS,
                  "code": rf"(?s){_EVERY_ITEM}\s*{_EACH_DELETE}"},
        "examples": {
            "match": ["java -jar jenkins-cli.jar -s http://jenkins.lan:8080/ groovy = <<< "
                      "'Jenkins.instance.items.each { it.delete() }'",
                      "curl -u a:t --data-urlencode 'script=Jenkins.get().getAllItems(Job.class)*.delete()' "
                      "https://ci.example.com/scriptText"],
            "no_match": ["java -jar jenkins-cli.jar -s http://jenkins.lan:8080/ groovy = <<< "
                         "'Jenkins.instance.items.each { println it.name }'",
                         "java -jar jenkins-cli.jar -s http://jenkins.lan:8080/ groovy = <<< "
                         "'Jenkins.instance.items.findAll { it.name.startsWith(\"tmp-\") }"
                         ".each { it.delete() }'"],
        },
    },
    {
        "id": "ci.server-wipe",
        "extends_generic": True,
        "level": "forbidden",
        "irreversible": True,
        "reason": "wipes a self-hosted GitLab's data (`gitlab-ctl cleanse`, `gitlab-rake gitlab:setup`): "
        "every repository, issue, user and CI record the server holds",
        "safer": "Back up first (`gitlab-backup create`); to fix a broken install, `gitlab-ctl reconfigure`.",
        "recovery": "Only from a `gitlab-backup` archive and the saved `/etc/gitlab` secrets.",
        "match": {"cmd": ("gitlab-ctl", "gitlab-rake"), "sub": ("cleanse", "gitlab:setup")},
        "examples": {"match": ["sudo gitlab-ctl cleanse", "gitlab-ctl cleanse --yes",
                               "sudo gitlab-rake gitlab:setup"],
                     "no_match": ["sudo gitlab-ctl reconfigure", "gitlab-ctl status",
                                  "sudo gitlab-rake gitlab:check"]},
    },
    {
        # Concourse's `fly -t TARGET destroy-pipeline|destroy-team`: the pipeline's build history and
        # resource versions go with it (`-n` there answers the prompt, it previews nothing)
        "id": "ci.pipeline-destroyed",
        "level": "destructive",
        "irreversible": True,
        "reason": "destroys a CI pipeline or a whole team on the shared CI server: its configuration, "
        "build history and resource versions are deleted for everyone",
        "safer": "Pause or archive the pipeline (`fly pause-pipeline`, `archive-pipeline`) and keep its YAML "
        "(`fly get-pipeline`).",
        "recovery": "Set the pipeline again from its saved YAML (`fly set-pipeline`); its history is gone.",
        "match": {"cmd": ("fly",), "args_any": ("destroy-pipeline", "destroy-team")},
        "examples": {"match": ["fly -t main destroy-pipeline -p nightly -n",
                               "fly -t main destroy-team -n data"],
                     "no_match": ["fly -t main pipelines", "fly -t main pause-pipeline -p nightly",
                                  "fly -t main get-pipeline -p nightly"]},
    },
    {
        # a runner unregistered is gone from the CI server: the jobs that need it (its tags, its project)
        # wait unpicked for everyone until someone registers one again with a new token
        "id": "ci.runner-unregister",
        "level": "destructive",
        "reason": "unregisters CI runners from the CI server (or removes the runner service): the pipelines "
        "that run on them stop being picked up, for everyone",
        "safer": "Pause the runner in the CI server's settings, or stop it (`gitlab-runner stop`) to resume "
        "later.",
        "recovery": "Register a runner again (`gitlab-runner register`) with a new token and the same tags.",
        "match": {"cmd": ("gitlab-runner",), "sub": ("unregister", "uninstall")},
        "examples": {"match": ["gitlab-runner unregister --all-runners",
                               "sudo gitlab-runner unregister --name docker-runner-2",
                               "sudo gitlab-runner uninstall"],
                     "no_match": ["gitlab-runner list", "sudo gitlab-runner verify", "gitlab-runner status"]},
    },
    {
        # the CI agent acting on the build it runs in: steps added to this build, files kept with it,
        # notes on its page; nothing leaves the CI system or reaches anyone else's build
        "id": "ci.agent-own-build",
        "level": "safe",
        "reason": "adds steps, artifacts, metadata or an annotation to the CI build this agent is running",
        "safer": "Nothing to add: the build's own page shows what was uploaded.",
        "recovery": "Cancel the build or delete the artifact from its page.",
        "match": {"cmd": ("buildkite-agent",),
                  "sub": ("pipeline upload", "artifact upload", "artifact download", "meta-data set",
                          "meta-data get", "annotate", "annotation")},
        "examples": {"match": ["buildkite-agent pipeline upload .buildkite/deploy.yml",
                               "buildkite-agent artifact upload 'dist/*.whl'"],
                     "no_match": ["buildkite-agent start --token x"]},
    },
]

