#!/usr/bin/env bash
# The README's test command (npm test): every check the project has, in order of speed.
# Installs Debian's Chromium and PostgreSQL when missing, starts a throwaway PostgreSQL,
# and cleans up after itself.
set -euo pipefail
cd "$(dirname "$0")/../.."

step() { printf '\n== %s ==\n' "$1"; }

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci"
  npm ci --no-audit --no-fund
fi

step "Systempakete (Chromium, PostgreSQL)"
bash tests/support/ensure-system-deps.sh

step "Lint"
npm run lint

step "Typecheck"
npm run typecheck

step "Unit-Tests"
npx vitest run --project unit

step "API-Tests auf PGlite"
npx vitest run --project api

step "API-Tests auf PostgreSQL"
bash tests/support/with-postgres.sh npx vitest run --project api

step "Build"
npx vite build

step "Angriffe aus Issue 28 gegen den echten Server (npm start)"
npm run smoke:attacks

step "Ende-zu-Ende-Tests in Chromium"
npx playwright test

printf '\nAlle Tests bestanden.\n'
