#!/usr/bin/env bash
# The test command of the README: installs if needed, makes sure PostgreSQL and Redis answer,
# builds, type-checks (tests included), checks the import rules (npm run deps:check) and copied code
# (npm run cpd), runs every jest suite (unit + e2e) in a database and Redis prefix of its own,
# and ends with a line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

[[ -d node_modules ]] || npm ci --no-audit --no-fund
bash scripts/ensure-services.sh || exit 1

results=$(mktemp /tmp/recruit-jest-XXXXXX.json)
npm run build --silent || { echo "0 passed, 1 failed"; exit 1; }
# Type-check the tests too (jest's SWC transform strips types without checking them).
npm run typecheck --silent || { echo "0 passed, 1 failed"; exit 1; }
# Imports point down and modules meet through their public files (.dependency-cruiser.cjs);
# no copied block in src/ beyond constructor and entity boilerplate (.jscpd.json).
npm run deps:check --silent || { echo "0 passed, 1 failed"; exit 1; }
npm run cpd --silent || { echo "0 passed, 1 failed"; exit 1; }
NODE_OPTIONS=--experimental-vm-modules npx jest --runInBand --json --outputFile="$results" "$@"
status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const failedSuites = r.numFailedTestSuites - r.testResults.filter((s) => s.assertionResults.some((a) => a.status === "failed")).length;
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests + Math.max(0, failedSuites)} failed`);
' "$results" || echo "0 passed, 1 failed"
rm -f "$results"
exit $status
