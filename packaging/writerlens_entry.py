"""Entry point of the frozen app: the same `writerlens` command, GUI when given no verb."""

import multiprocessing

from writerlens.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    raise SystemExit(main())
