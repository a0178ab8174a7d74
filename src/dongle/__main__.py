import sys

from dongle.cli import main

sys.exit(main())
