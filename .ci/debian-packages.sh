#!/usr/bin/env bash
# The Debian packages the tests need on a fresh Debian machine (.ci/run runs this beside
# `npm ci`: nothing installed here is needed by the install). Each is skipped when present.
set -uo pipefail

apt_install() {
  echo "installing Debian packages: $*"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  { [ -n "${APT_UPDATED:-}" ] || $sudo apt-get update -qq; } &&
    APT_UPDATED=1 &&
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# The newest PostgreSQL server installed (the integration tests use it), e.g. 15.
postgres_version() {
  ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sed -E 's|.*/postgresql/([0-9]+)/.*|\1|' | sort -n | tail -1
}

install_debian_packages() {
  local need_apt=()
  [ -n "$(postgres_version)" ] || need_apt+=(postgresql)
  # The browser of the end-to-end suite and the benchmarks (tests/e2e/support/chromium.ts).
  [ -x /usr/lib/chromium/chromium-headless-shell ] || need_apt+=(chromium-headless-shell)
  # The load balancer in front of three instances (tests/support/nginx.ts, bench:cluster).
  [ -x /usr/sbin/nginx ] || need_apt+=(nginx)
  if [ ${#need_apt[@]} -gt 0 ]; then apt_install "${need_apt[@]}" || return 1; fi
  # pg_cron, hosted Supabase's scheduler: the schedules migration is tested with it.
  local version
  version=$(postgres_version)
  [ -e "/usr/lib/postgresql/$version/lib/pg_cron.so" ] || apt_install "postgresql-$version-cron"
}

install_debian_packages
