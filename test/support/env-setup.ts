// Each e2e file runs against the per-run database made by global-setup (inherited through process.env).
process.env.LOG_LEVEL = 'silent';
