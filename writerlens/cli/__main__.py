from writerlens.cli import main

raise SystemExit(main())
