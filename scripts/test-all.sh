#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find:
# formatting, lint, types, unit tests, production build, end-to-end tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
# A real PostgreSQL server for the store tests (started and given a test database if needed).
TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)"
export TEST_DATABASE_URL
npx prettier --check .
npx eslint .
npx next typegen
npx tsc --noEmit
npx tsc --noEmit -p lib/offline/tsconfig.json
npx jest --ci
# The production build; `npm run build` also draws the app icons first and writes the service
# worker after. Settings are read when a server starts: the e2e servers offer the debug "fill in
# random answers" action (ENABLE_TEST_SKIP, playwright.config.ts) and e2e/analytics.spec.ts starts
# one with analytics on.
npm run build
npx playwright test
