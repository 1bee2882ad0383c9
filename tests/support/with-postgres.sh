#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: initdb in a temporary directory,
# start it on a free local port, export TEST_DATABASE_URL, run the command, then stop
# the server and delete the directory whatever happened.
#   bash tests/support/with-postgres.sh npx vitest run --project api
set -euo pipefail

bindir=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
workdir=$(mktemp -d -t duftkompass-pg-XXXXXX)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

# PostgreSQL refuses to run as root: use the postgres system user when we are root.
run_pg=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$workdir"
  run_pg=(runuser -u postgres --)
fi

cleanup() {
  "${run_pg[@]}" "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

"${run_pg[@]}" "$bindir/initdb" -D "$workdir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${run_pg[@]}" "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w \
  -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "[postgres] $("$bindir/postgres" --version) läuft auf Port $port"
"$@"
