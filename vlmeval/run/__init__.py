"""Running models: adapters and the request cache (models), the runner, serve, evaluation files and run folders."""
