from edison_kg.cli import main

raise SystemExit(main())
