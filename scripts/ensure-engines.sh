#!/usr/bin/env bash
# Makes sure the real engines the tests run against are installed: nginx, Chromium and Java (for
# the Nu HTML checker, vnu.jar from the vnu-jar package) from Debian's packages (wrangler and
# Netlify's matcher come with `npm ci`). Installs what is missing
# when it can (root + apt-get). On a developer machine without them the tests that need them skip
# with a message; with CI=true a missing engine fails the run.
set -euo pipefail

missing=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
# Java 11+ runs vnu.jar; Debian's default JRE (17 on bookworm) without the desktop parts.
java -version >/dev/null 2>&1 || missing+=(default-jre-headless)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-engines: installing ${missing[*]} from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

if [ "${CI:-}" = "true" ]; then
  echo "ensure-engines: ${missing[*]} missing and cannot be installed here (need root and apt-get)" >&2
  exit 1
fi
echo "ensure-engines: ${missing[*]} not installed; tests that need them will be skipped (install with: sudo apt-get install -y ${missing[*]})"
