#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find. Stage 1 (fast): formatting,
# lint, types, unit and contract tests, the production build, the end-to-end tests against that
# build. Stage 2 (thorough): the fuzz, fault and load suites, which take longer and rarely fail
# alone. Each step and stage prints how long it took.
set -euo pipefail
cd "$(dirname "$0")/.."

# Suites of the second stage: fuzzing (fast-check over every input), outages and load.
JEST_THOROUGH='\.fuzz\.test\.ts$|route-outage\.test\.ts$'

started=$SECONDS
stage_started=$SECONDS
step() {
  local name=$1
  shift
  local t=$SECONDS
  echo "::: $name"
  "$@"
  echo "::: $name took $((SECONDS - t)) s"
}
stage_done() {
  echo "=== $1 took $((SECONDS - stage_started)) s (total $((SECONDS - started)) s)"
  stage_started=$SECONDS
}

step "Chromium" bash scripts/ensure-chromium.sh
# A real PostgreSQL server for the store tests (started and given a test database if needed).
TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)"
export TEST_DATABASE_URL

step "prettier" npx prettier --check .
step "eslint" npx eslint .
step "next typegen" npx next typegen
step "tsc" npx tsc --noEmit
step "tsc (service worker)" npx tsc --noEmit -p lib/offline/tsconfig.json
step "jest (unit, contract)" env JEST_STAGE=fast npx jest --ci
# The production build; `npm run build` also draws the app icons first and writes the service
# worker after. The e2e servers run the build as visitors get it (playwright.config.ts).
step "build" npm run build
# A second build with analytics on, beside the first (e2e/analytics.spec.ts): settings that pages
# show are read when the site is built (lib/config/env.ts BUILD_SETTINGS).
step "build (analytics on)" env NEXT_DIST_DIR=.next-analytics ANALYTICS=vercel npx next build
step "e2e" env E2E_STAGE=fast npx playwright test
stage_done "Stage 1 (fast)"

step "jest (fuzz, outages)" npx jest --ci --testPathPatterns "$JEST_THOROUGH"
step "e2e (hostile input, load and faults)" env E2E_STAGE=thorough npx playwright test
stage_done "Stage 2 (thorough)"
