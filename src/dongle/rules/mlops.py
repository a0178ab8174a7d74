"""Machine-learning stores: model registries, experiment trackers and model hubs.

A data team's models live in MLflow's registry, Weights & Biases, the Hugging Face Hub, Comet,
Neptune or ClearML: the trained weights, their versions and the runs that made them, often hours of
GPU time each. Agents reach them through the SDK in a `python -c` line as often as through a CLI.
One model, version or run deleted is a human's call (pause; stop on production's registry); every
one a listing of the registry returns, deleted in a loop, is the registry emptied (stop).
"""

from __future__ import annotations

# The SDKs of the stores, as the code names them.
_ML_SDK = (r"(?=.*\b(?:mlflow|MlflowClient|wandb|huggingface_hub|HfApi|comet_ml|neptune|clearml|"
           r"aiplatform|sagemaker)\b)")
# Their deletes: a registered model, a version, a run, an experiment, a repository or an artifact.
_ML_DELETE = (r"(?:\.|\b)(?:delete_registered_model|delete_model_version|delete_experiment|delete_run|"
              r"delete_runs|delete_repo|delete_model|delete_artifact|delete_dataset|delete_space|"
              r"delete_collection|delete_endpoint|delete_model_package|delete_model_package_group)\s*\("
              r"|\.delete\s*\(")
# A listing of the store that picks nothing: no argument, a scope (a project path, an author or entity),
# or paging; a filter or search string picks some.
_ML_SCOPE_ARG = (r"(?:'[^']*'|\"[^\"]*\"|"
                 r"(?:max_results|limit|per_page|author|entity|project|path|order_by)\s*=\s*[^,()]*)")
_ML_LISTING = (r"\.(?:search_registered_models|search_model_versions|search_runs|search_experiments|"
               r"list_models|list_datasets|list_spaces|list_collections|runs|artifact_versions|projects|"
               r"get_registered_models|list_registered_models)"
               rf"\(\s*(?:{_ML_SCOPE_ARG}\s*,?\s*)*\)")
_INTERPRETERS = ("python", "python3", "ipython", "uv", "poetry", "pipenv")
# A method named for removing a store's unit (a collection, an index, a table, a database), in snake or
# camel case, as every vector and document store's client spells it.
_UNIT_REMOVAL = (r"(?:(?:\b|\.)(?:drop|delete|remove|truncate|purge)_?(?:all_?)?(?:[Cc]ollection|[Ii]ndex|"
                 r"[Ii]ndices|[Tt]able|[Dd]atabase|[Nn]amespace|[Ss]chema|[Cc]lass)\w*"
                 # the unit's namespace object told to delete (`es.indices.delete(index=…)`,
                 # `client.collections.delete(name)`)
                 r"|\.(?:indices|collections|indexes|tables|databases|schema)\.delete)\s*\(")
# A listing of every unit the store holds: nothing in its parentheses picks some.
_EVERY_UNIT = (r"(?:\b|\.)(?:list_?[Cc]ollections|list_collection_names|list_?[Ii]ndexes|list_indices|"
               r"list_tables|list_databases|list_database_names|get_collections|listCollections|"
               r"listIndexes|listDatabases)\(\s*\)")
# A client pointed at a place named for production: a URI, host or endpoint argument whose value names it.
_PRODUCTION_PLACE = (r"(?i:\b(?:uri|url|host|endpoint|address|connection_string|dsn|api_base|server)\s*"
                     r"=\s*['\"][^'\"]*?\b(?:prod|production|prd)\b"
                     # or a URL written out anywhere in the code (`Elasticsearch('https://es-prod…')`)
                     r"|['\"][a-z][\w+.-]*://[^'\"/]*?\b(?:prod|production|prd)\b)")

RULES = [
    {
        # `[utility.drop_collection(c) for c in utility.list_collections()]`, `for i in pc.list_indexes():
        # pc.delete_index(i.name)`: every collection, index or table a store lists, removed one by one, is
        # the store emptied, as `LIST | xargs DELETE` is in the shell, whatever the client
        "id": "sdk.every-unit-removed",
        "level": "forbidden",
        "irreversible": True,
        "reason": "removes, one by one, every collection, index, table or database a store's client lists: "
        "the whole store is emptied",
        "safer": "List first and review; remove the few names you mean.",
        "recovery": "Restore from the store's backups or snapshots; rebuild the indexes from their sources.",
        # (a store on this machine is the developer's own: the unread removal's pause stays)
        "match": {"cmd": _INTERPRETERS,
                  "code": rf"(?s)\A(?=.*\b(?:for|map)\b)(?=.*{_EVERY_UNIT})(?=.*{_UNIT_REMOVAL})",
                  "words_none": ("*localhost*", "*127.0.0.1*", "*connect_to_local*", "*EphemeralClient*",
                                 "*:memory:*", "*PersistentClient*")},
        "examples": {
            "match": ["python -c \"from pymilvus import connections, utility; connections.connect(uri='http://"
                      "milvus:19530'); [utility.drop_collection(c) for c in utility.list_collections()]\"",
                      "python3 -c \"import chromadb; c=chromadb.HttpClient(); "
                      "[c.delete_collection(x.name) for x in c.list_collections()]\"",
                      "python -c \"from pymongo import MongoClient; db=MongoClient()['app']; "
                      "[db.drop_collection(n) for n in db.list_collection_names()]\""],
            "no_match": ["python -c \"from pymilvus import utility; print(utility.list_collections())\"",
                         "python -c \"from pymilvus import utility; utility.drop_collection('tmp_eval')\"",
                         "python -c \"import chromadb; c=chromadb.HttpClient(); [c.delete_collection(x.name) "
                         "for x in c.list_collections(limit=5)]\""],
        },
    },
    {
        # `connections.connect(uri='http://milvus.prod.acme.internal:19530')`, `utility.drop_collection(…)`:
        # a client pointed at production told to drop a whole collection, index or table is production data
        # dropped, as `DROP TABLE` on production is (some rows or one object deleted stay the rules')
        "id": "sdk.removal-on-production",
        "level": "forbidden",
        "irreversible": True,
        "reason": "code whose client is pointed at a place named for production drops or deletes a whole "
        "collection, index, table or database: production data goes",
        "safer": "Run it against staging first; on production, snapshot and have a human run it.",
        "recovery": "Restore from production's backups or snapshots.",
        "match": {"cmd": _INTERPRETERS, "code": rf"(?s)\A(?=.*{_PRODUCTION_PLACE})(?=.*{_UNIT_REMOVAL})"},
        "examples": {
            "match": ["python -c \"import chromadb; c=chromadb.HttpClient(host='chroma.prod.acme.io'); "
                      "c.delete_collection('docs')\"",
                      "python -c \"from qdrant_client import QdrantClient; QdrantClient(url='https://qdrant-prod"
                      ".acme.io').delete_collection('faq')\""],
            "no_match": ["python -c \"import chromadb; c=chromadb.HttpClient(host='chroma.staging.acme.io'); "
                         "c.delete_collection('docs')\"",
                         "python -c \"import chromadb; c=chromadb.HttpClient(host='chroma.prod.acme.io'); "
                         "c.get_collection('docs').delete(ids=['a1'])\"",
                         "python -c \"import chromadb; c=chromadb.HttpClient(host='chroma.prod.acme.io'); "
                         "print(c.list_collections())\""],
        },
    },
    {
        # `HfApi().super_squash_history('acme/embedder-v2')`: every earlier commit of a published repository
        # folded into one, as a force-push of a rewritten history is; the older revisions are gone
        "id": "ml.hub-history-squashed",
        "level": "destructive",
        "irreversible": True,
        "reason": "squashes a hub repository's history into one commit: every earlier revision others may "
        "pin is gone",
        "safer": "Tag the revisions anyone pins first, or leave the history and delete large files instead.",
        "recovery": "None from the hub: squashed revisions are not kept.",
        "match": {"cmd": _INTERPRETERS, "code": r"(?:\b|\.)super_squash_history\s*\("},
        "examples": {"match": ["python -c \"from huggingface_hub import HfApi; "
                               "HfApi().super_squash_history('acme/embedder-v2')\""],
                     "no_match": ["python -c \"from huggingface_hub import HfApi; "
                                  "print(HfApi().list_repo_commits('acme/embedder-v2'))\""]},
    },
    {
        # `HfApi().update_repo_visibility('acme/internal-reranker', private=False)`: the SDK's spelling of
        # `gh repo edit --visibility public` (pkg.private-repo-public): a private repository opened to all
        "id": "ml.hub-repo-made-public",
        "level": "forbidden",
        "irreversible": True,
        "reason": "makes a private hub repository public: its weights, data and files are readable and "
        "copied by anyone from then on",
        "safer": "Publish a reviewed copy to a new public repository; keep the internal one private.",
        "recovery": "Make it private again; what was downloaded meanwhile cannot be taken back.",
        "match": {"cmd": _INTERPRETERS,
                  "code": r"(?:\b|\.)(?:update_repo_visibility|update_repo_settings)\s*\([^)]*"
                          r"\bprivate\s*=\s*False"},
        "examples": {"match": ["python -c \"from huggingface_hub import HfApi; "
                               "HfApi().update_repo_visibility('acme/internal-reranker', private=False)\""],
                     "no_match": ["python -c \"from huggingface_hub import HfApi; "
                                  "HfApi().update_repo_visibility('acme/x', private=True)\""]},
    },
    {
        # `MlflowClient().transition_model_version_stage('fraud', 7, 'Production')`, `set_registered_model_
        # alias('fraud', 'champion', 7)`: which version serving loads changes, as a deploy does
        "id": "ml.model-stage-moved",
        "level": "destructive",
        "reason": "moves a model version to another stage or alias in the registry: what serves that stage "
        "(production, champion) loads it next",
        "safer": "Promote through the team's release process after evaluation; keep the previous version "
        "named so a rollback is one call.",
        "recovery": "Transition the previous version back (or point the alias at it again).",
        "match": {"cmd": _INTERPRETERS,
                  "code": r"(?:\b|\.)(?:transition_model_version_stage|set_registered_model_alias|"
                          r"transitionModelVersionStage|setRegisteredModelAlias)\s*\("},
        "examples": {"match": ["python -c \"import mlflow; mlflow.MlflowClient()."
                               "transition_model_version_stage('fraud-detector', 7, 'Production')\""],
                     "no_match": ["python -c \"import mlflow; print(mlflow.MlflowClient()."
                                  "get_model_version_by_alias('fraud-detector', 'champion'))\""]},
    },
    {
        # `ollama push acme/qwen-sft:7b`, `cog push r8.im/acme/rag`: a model published to a registry others
        # pull from, as `docker push` is (pkg.image-push)
        "id": "ml.model-pushed",
        "level": "destructive",
        "reason": "pushes a model to a registry others pull and run it from (ollama.com, Replicate)",
        "safer": "Push from the release process after review, or to a private namespace.",
        "recovery": "Delete or overwrite the pushed model; copies already pulled stay out.",
        "match": {"cmd": ("ollama", "cog"), "sub": ("push",)},
        "examples": {"match": ["ollama push acme/qwen-sft:7b", "cog push r8.im/acme/rag-reranker"],
                     "no_match": ["ollama pull llama3", "cog predict -i prompt=hi", "ollama list"]},
    },
    {
        "id": "ml.registry-delete",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes a model, model version, run or experiment from an ML registry, tracker or hub: "
        "trained weights and the record of how they were made",
        "safer": "Archive the version instead (transition it to Archived, or tag it), or delete it in the "
        "UI after checking nothing serves it.",
        "recovery": "MLflow keeps deleted runs until `mlflow gc`; registered models, hub repositories and "
        "W&B artifacts are gone unless exported.",
        "match": {"cmd": _INTERPRETERS, "code": rf"(?s)\A{_ML_SDK}(?=.*(?:{_ML_DELETE}))"},
        "examples": {
            "match": ["python -c \"import mlflow; c=mlflow.MlflowClient(); "
                      "c.delete_registered_model('churn')\"",
                      "python -c \"from huggingface_hub import delete_repo; "
                      "delete_repo('acme/churn-model')\"",
                      "python3 -c \"import wandb; wandb.Api().run('acme/churn/abc123').delete()\""],
            "no_match": ["python -c \"import mlflow; "
                         "print(mlflow.MlflowClient().search_registered_models())\"",
                         "python -c \"import os; os.remove('model.pt')\""],
        },
    },
    {
        # `[c.delete_registered_model(m.name) for m in c.search_registered_models()]`: each model the
        # registry lists is deleted, as `LIST | xargs DELETE` is in the shell
        "id": "ml.registry-delete-every",
        "level": "forbidden",
        "irreversible": True,
        "reason": "deletes, one by one, every model, run or repository a listing of an ML registry or hub "
        "returns: the registry is emptied",
        "safer": "List first and review; delete the few names you mean, or archive them.",
        "recovery": "None for registered models and hub repositories; runs only until `mlflow gc`.",
        "match": {"cmd": _INTERPRETERS,
                  "code": rf"(?s)\A{_ML_SDK}(?=.*\b(?:for|map)\b)(?=.*{_ML_LISTING})(?=.*(?:{_ML_DELETE}))"},
        "examples": {
            "match": ["python -c \"import mlflow; c=mlflow.MlflowClient('http://mlflow:5000'); "
                      "[c.delete_registered_model(m.name) for m in c.search_registered_models()]\"",
                      "python -c \"from huggingface_hub import HfApi; api=HfApi(); "
                      "[api.delete_repo(m.id) for m in api.list_models(author='acme')]\"",
                      "python -c \"import wandb; [r.delete() for r in wandb.Api().runs('acme/churn')]\""],
            "no_match": ["python -c \"import mlflow; c=mlflow.MlflowClient(); "
                         "[c.delete_registered_model(m.name) for m in "
                         "c.search_registered_models(filter_string=\\\"name LIKE 'tmp-%'\\\")]\"",
                         "python -c \"import mlflow; c=mlflow.MlflowClient(); "
                         "[print(m.name) for m in c.search_registered_models()]\""],
        },
    },
    {
        # `fuser -k /dev/nvidia*` kills every process holding a GPU open: the whole machine's training and
        # inference runs, a colleague's included (the same as killing what nvidia-smi lists)
        "id": "ml.gpu-users-kill",
        "extends_generic": True,
        "level": "destructive",
        "reason": "kills every process using the GPUs: training and inference runs in flight, whoever "
        "started them",
        "safer": "Kill the one run you mean by its pid, after `nvidia-smi` shows whose it is.",
        "recovery": "Restart the runs from their last checkpoints; work since then is lost.",
        "match": {"cmd": ("fuser",), "flags_any": ("-k",), "args_any": ("/dev/nvidia*",)},
        "examples": {"match": ["sudo fuser -k /dev/nvidia*", "fuser -k -9 /dev/nvidia0"],
                     "no_match": ["fuser -v /dev/nvidia*"]},
    },
    {
        # a bucket prefix of ML artifacts holds trained models and their checkpoints: GPU hours, not a build
        # a pipeline makes again (the `artifact` of a CI bucket is judged as build output by `cloud`)
        "id": "ml.artifacts-delete",
        "level": "destructive",
        "irreversible": True,
        "prod": True,
        "reason": "deletes ML artifacts (models, checkpoints, experiment outputs) from cloud storage: what "
        "training runs produced, not made again without the GPU time",
        "safer": "List the prefix first (`aws s3 ls --recursive`), and move it to a cheaper storage class "
        "or an archive prefix instead of deleting.",
        "recovery": "Restore previous object versions if versioning was on; otherwise retrain.",
        "match": {"cmd": ("aws", "gsutil", "gcloud", "s3cmd"),
                  "sub": ("s3 rm", "rm", "storage rm", "del"),
                  "args_any": tuple(f"{scheme}://*{word}*" for scheme in ("s3", "gs")
                                    for word in ("ml-artifact", "mlflow", "model", "experiment", "checkpoint",
                                                 "training"))},
        "examples": {"match": ["aws s3 rm s3://acme-ml-artifacts/experiments/exp-0412/ --recursive",
                               "gsutil -m rm -r gs://acme-models/churn/v3"],
                     "no_match": ["aws s3 ls s3://acme-ml-artifacts/experiments/",
                                  "aws s3 rm s3://acme-build-artifacts/web/pr-1290/ --recursive"]},
    },
    {
        # a GPU's power, clocks, compute mode, ECC, MIG partitioning or a reset: every job on the card (and
        # on a shared node, every user's) runs slower, fails or is killed until someone sets it back
        "id": "ml.gpu-settings-changed",
        "level": "destructive",
        "reason": "changes a GPU's power limit, clocks, compute mode, ECC, MIG layout or resets it "
        "(`nvidia-smi -pl`, `-lgc`, `-c`, `-e`, `-mig`, `--gpu-reset`): every job sharing the card feels it",
        "safer": "Ask whoever runs the node; cap your own job's use instead (batch size, "
        "CUDA_VISIBLE_DEVICES).",
        "recovery": "Set it back (`nvidia-smi -pl DEFAULT`, `-rgc`, `-c 0`) and restart the jobs that "
        "failed.",
        "match": {"cmd": ("nvidia-smi", "rocm-smi", "amd-smi"),
                  "words_any": ("-pl", "-pl=*", "--power-limit", "--power-limit=*", "-ac", "-ac=*",
                                "--applications-clocks=*", "-lgc", "-lgc=*", "--lock-gpu-clocks=*", "-lmc",
                                "-lmc=*", "-c", "-c=*", "--compute-mode=*", "-e", "-e=*", "--ecc-config=*",
                                "-mig", "-mig=*", "--multi-instance-gpu=*", "-r", "--gpu-reset", "-pm",
                                "-pm=*", "--persistence-mode=*", "--setpoweroverdrive", "--setperflevel",
                                "--setsclk", "--setmclk", "--resetclocks", "--gpureset",
                                "--setpoweroverdrive=*"),
                  # monitors and queries take `-c COUNT` and `-i ID` too
                  "words_none": ("dmon", "pmon", "topo", "-q", "--query", "--query-*", "-L", "--list-gpus")},
        "examples": {"match": ["sudo nvidia-smi -i 0 -pl 200", "sudo nvidia-smi -lgc 1200,1500",
                               "sudo nvidia-smi -c EXCLUSIVE_PROCESS", "sudo nvidia-smi --gpu-reset -i 2",
                               "sudo rocm-smi --setpoweroverdrive 180"],
                     "no_match": ["nvidia-smi --query-gpu=index,name,power.draw --format=csv",
                                  "nvidia-smi -L", "nvidia-smi -q -d POWER", "rocm-smi --showpower",
                                  "nvidia-smi dmon -c 5"]},
    },
]
