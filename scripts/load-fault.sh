#!/usr/bin/env bash
# The load and fault tests (e2e/load-fault.spec.ts) in their long form: 50 concurrent clients
# saving for 30 s against SQLite, the same with kill -9 of the server halfway through, and against a
# PostgreSQL server of their own that is stopped and started during the load. `npm test` runs the
# same tests for 6 s each. Everything runs on this machine (loopback only).
#
#   bash scripts/load-fault.sh                 # 30 s, 50 clients
#   LOAD_SECONDS=120 LOAD_CLIENTS=200 bash scripts/load-fault.sh
#
# Needs the production build (`npm run build`; made here when missing), and for the PostgreSQL test
# Debian's postgresql package (initdb and pg_ctl under /usr/lib/postgresql/N/bin, or PG_BIN) or, as
# a fallback that only simulates the outage, TEST_DATABASE_URL. NEXT_DIST_DIR serves a build from
# another folder than .next. Throughput and latency are printed as "[load]" lines.
set -euo pipefail
cd "$(dirname "$0")/.."

export LOAD_SECONDS="${LOAD_SECONDS:-30}"
export LOAD_CLIENTS="${LOAD_CLIENTS:-50}"
if [ ! -f "${NEXT_DIST_DIR:-.next}/BUILD_ID" ]; then
  echo "No production build yet: running npm run build first" >&2
  npm run build
fi
exec npx playwright test e2e/load-fault.spec.ts --project=desktop --workers=1 "$@"
