#!/usr/bin/env bash
# Installs what Courtside needs on a fresh machine: OS packages (Debian/Ubuntu, when root or sudo
# is available), pnpm (the version pinned in package.json), and the workspace's dependencies.
# Usage: bash scripts/setup.sh [--frozen]
set -euo pipefail
cd "$(dirname "$0")/.."

frozen=""
[ "${1:-}" = "--frozen" ] && frozen="--frozen-lockfile"

apt_packages=(chromium fonts-nanum libusb-1.0-0 udev build-essential python3 libcairo2-dev libpango1.0-dev libjpeg-dev libgif-dev librsvg2-dev postgresql nginx)
if command -v apt-get >/dev/null 2>&1; then
  missing=()
  for p in "${apt_packages[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo_cmd="sudo"
    if [ "$(id -u)" -eq 0 ] || [ -n "$sudo_cmd" ]; then
      echo "[setup] apt-get install ${missing[*]}"
      $sudo_cmd apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
    else
      echo "[setup] 다음 OS 패키지를 설치해 주세요 (install these OS packages): ${missing[*]}" >&2
    fi
  fi
else
  echo "[setup] Not Debian: install Chromium (or let Playwright use its own), a Korean font, libusb and the node-canvas build libraries yourself." >&2
fi

# node-gyp cannot download Node headers on offline machines; use the system's when present.
if [ -d /usr/include/node ]; then export npm_config_nodedir=/usr; fi

want_pnpm=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$want_pnpm" ]; then
  echo "[setup] npm install -g pnpm@$want_pnpm"
  npm install -g "pnpm@$want_pnpm" >/dev/null
fi

export NEXT_TELEMETRY_DISABLED=1
# The terminal's electron devDependency must never try to download its binary here.
export ELECTRON_SKIP_BINARY_DOWNLOAD=1
pnpm install $frozen
