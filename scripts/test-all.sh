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
# The build under test offers the debug "fill in random answers" action (a build-time setting), so
# tests that are not about answering can finish a test quickly; such results are marked invalid.
# `npm run build` also draws the app icons first and writes the service worker after.
ENABLE_TEST_SKIP=1 npm run build
# A second build with analytics turned on, beside the first, for e2e/analytics.spec.ts.
ANALYTICS=vercel ENABLE_TEST_SKIP=1 NEXT_DIST_DIR=.next-analytics npx next build
npx playwright test
