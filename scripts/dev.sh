#!/usr/bin/env bash
# The run command of the README (npm run dev): installs, makes sure PostgreSQL and Redis answer, builds,
# creates and migrates the database, seeds the demo client, then runs the worker and the API.
# Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."

export DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/recruit}
export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
export PORT=${PORT:-3000}

[[ -d node_modules ]] || npm ci --no-audit --no-fund
bash scripts/ensure-services.sh
npm run build --silent

db_name=$(node -e 'console.log(new URL(process.argv[1]).pathname.slice(1))' "$DATABASE_URL")
admin_url=$(node -e 'const u=new URL(process.argv[1]);u.pathname="/postgres";console.log(u.toString())' "$DATABASE_URL")
node -e '
  const { Client } = require("pg");
  const [adminUrl, name] = process.argv.slice(1);
  const c = new Client({ connectionString: adminUrl });
  c.connect()
    .then(() => c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]))
    .then((r) => r.rowCount ? null : c.query(`CREATE DATABASE "${name.replace(/"/g, "")}"`))
    .then(() => c.end())
    .catch((e) => { console.error(`Cannot create database ${name}: ${e.message}`); process.exit(1); });
' "$admin_url" "$db_name"

node dist/database/migrate.js
seed=$(node dist/cli.js demo seed)

node dist/worker.js &
worker=$!
trap 'kill $worker 2>/dev/null; wait $worker 2>/dev/null' EXIT INT TERM

node -e '
  const seed = JSON.parse(process.argv[1]);
  const base = `http://localhost:${process.env.PORT}`;
  const lines = [
    "",
    "Recruitment integration service",
    `  API:      ${base}   (OpenAPI UI: ${base}/docs)`,
    `  Feed:     ${base}/public/feeds/site-web/${seed.client.slug}.xml`,
    `  Demo client "${seed.client.slug}": jobs ${seed.jobs.map((j) => j.jobid).join(", ")}; projects ${seed.projects.map((p) => p.projectId).join(", ")}`,
    "",
    "  Paste into the shell where you run the examples of README.md and docs/ (keys are shown once;",
    "  the next `npm run dev` or `npm run cli -- demo seed` revokes them and prints new ones):",
    "",
    `export BASE_URL=${base}`,
    ...seed.keys.map((k) => `export ${k.variable}=${k.key}   # ${k.label}`),
    "",
    "  Try: curl -H \"X-Service-Public-Key: $PARTNER_KEY\" \"$BASE_URL/v1/partner/projects\"",
    "",
  ];
  console.error(lines.join("\n"));
' "$seed"

node dist/main.js
