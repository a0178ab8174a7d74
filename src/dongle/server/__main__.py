"""`python -m dongle.server`: the same as `mcpaql-safety-dongle`."""

import sys

from dongle.server import main

sys.exit(main())
