"""SQLite persistence: the one library file, its schema and migrations, rows in and out."""
