"""The study screens: a writer's export, joining a study and its instructions; a coordinator's
study file and Study window (imported bundles, the report's tables and plots)."""
