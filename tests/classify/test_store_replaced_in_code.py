"""A data store replaced or removed by interpreter code is judged as the cloud's own delete.

A store opened to be created afresh (`mode='w'`, `mode='overwrite'`, `overwrite=True`, Spark's
`.mode('overwrite')`, `existing_data_behavior='delete_matching'`, a `'w'` mode right after the place)
is emptied first: what was there is lost, as `aws s3 rm URL --recursive` loses it. A file-system
object's `rm(URL, recursive=True)` is the same delete. The cloud rules then decide: a whole bucket or a
production one stops, a prefix pauses. A table written with `if_exists='replace'` is dropped
first. A local place replaced is a write over it. Reads, appends and
create-only modes (`'w-'`) keep their go.
"""

from __future__ import annotations

import pytest

from dongle.classify.command import classify_command

LABEL = {"advisory": "go", "confirm": "pause", "verify": "pause", "danger_zone": "stop"}

CASES = [
    # harmful: what was at the place is removed before anything is written
    ("python3 -c \"import xarray as xr; xr.open_dataset('t2m.nc').to_zarr('gs://ocean-model-prod', "
     "mode='w')\"", "stop"),
    ("python3 -c \"import deltalake, pandas as pd; deltalake.write_deltalake('s3://fin-lake/ledger', "
     "pd.read_csv('l.csv'), mode='overwrite')\"", "pause"),
    ("python3 -c \"import s3fs; s3fs.S3FileSystem().rm('s3://shop-prod-events/2024', recursive=True)\"",
     "stop"),
    ("python3 -c \"import gcsfs; fs = gcsfs.GCSFileSystem(); fs.rm('gs://geo-tiles/z12', recursive=True)\"",
     "pause"),
    ("python3 -c \"df = spark.read.json('s3a://raw/clicks'); df.write.mode('overwrite').parquet("
     "'s3a://clicks-production/curated')\"", "stop"),
    ("Rscript -e \"arrow::write_dataset(tbl, 's3://survey-archive/wave3', existing_data_behavior = "
     "'delete_matching')\"", "pause"),
    ("python3 -c \"import tables; tables.open_file('/srv/telemetry/fleet.h5', 'w')\"", "pause"),
    ("python3 -c \"import netCDF4; netCDF4.Dataset('/var/lib/radar/latest.nc', mode='w')\"", "pause"),
    # a table written with if_exists='replace' is dropped first, on the database the call names
    ("python3 -c \"import pandas as pd; pd.read_json('c.json').to_sql('customers', "
     "'mysql+pymysql://etl@crm-prod.db.internal/crm', if_exists='replace')\"", "stop"),
    ("python3 -c \"import pandas as pd; pd.read_json('c.json').to_sql('customers', "
     "'mysql+pymysql://etl@crm-prod.db.internal/crm', if_exists='append')\"", "go"),
    # harmless twins: read, append, refuse-to-replace, a fresh output in the project
    ("python3 -c \"import xarray as xr; print(xr.open_zarr('gs://ocean-model-prod').sizes)\"", "go"),
    ("python3 -c \"import deltalake, pandas as pd; deltalake.write_deltalake('s3://fin-lake/ledger', "
     "pd.read_csv('l.csv'), mode='append')\"", "go"),
    ("python3 -c \"import s3fs; print(s3fs.S3FileSystem().ls('s3://shop-prod-events/2024'))\"", "go"),
    ("python3 -c \"import tables; tables.open_file('/srv/telemetry/fleet.h5', 'r')\"", "go"),
    ("python3 -c \"import tables; tables.open_file('/srv/telemetry/fleet.h5', 'w-')\"", "go"),
    ("python3 -c \"import xarray as xr; xr.open_dataset('t2m.nc').to_zarr('out/t2m.zarr', mode='w')\"", "go"),
]


@pytest.mark.parametrize(("command", "expected"), CASES, ids=lambda v: str(v)[:70])
def test_store_replaced_in_code(command: str, expected: str) -> None:
    assert LABEL[classify_command(command, "/home/dev/model", {"HOME": "/home/dev"}).tier.value] == expected
