#!/usr/bin/env bash
# Finds Debian's Chromium and PostgreSQL, installing them with apt-get when missing
# (fresh machines and CI have neither). Prints nothing when both are present.
set -euo pipefail

need=()
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium_path" ] || need+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)

if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null; then
    echo "Fehlt: ${need[*]}. Bitte mit apt-get installieren (root nötig)." >&2
    exit 1
  fi
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  echo "[setup] Installiere ${need[*]} mit apt-get …"
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${need[@]}" >/dev/null
fi
