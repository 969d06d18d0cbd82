#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find:
# formatting, lint, types, unit tests, production build, end-to-end tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
npx prettier --check .
npx eslint .
npx next typegen
npx tsc --noEmit
npx jest --ci
npx next build
npx playwright test
