#!/usr/bin/env bash
# The PostgreSQL store is tested against a real server. Prints the connection URL of a test
# database on stdout. Uses TEST_DATABASE_URL when it is set; otherwise, in a root shell with apt,
# installs Debian's postgresql, starts its cluster and creates a role and database for the tests.
set -euo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "$TEST_DATABASE_URL"
  exit 0
fi
url="postgres://bigfive:bigfive@127.0.0.1:5432/bigfive_test"
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "The PostgreSQL tests need a server: set TEST_DATABASE_URL to an empty database you own" >&2
  echo "(e.g. $url), or run the tests as root on Debian/Ubuntu to have it installed." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! command -v pg_lsclusters >/dev/null 2>&1; then
  echo "Installing PostgreSQL from apt for the store tests..." >&2
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >/dev/null
fi
read -r version cluster status < <(pg_lsclusters --no-header | awk 'NR==1 {print $1, $2, $4}')
if [ "$status" != "online" ]; then
  pg_ctlcluster "$version" "$cluster" start >&2
fi
as_postgres() { su postgres -c "$1" >/dev/null; }
if ! su postgres -c "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname = 'bigfive'\"" | grep -q 1; then
  as_postgres "psql -c \"CREATE ROLE bigfive LOGIN PASSWORD 'bigfive'\""
fi
if ! su postgres -c "psql -tAc \"SELECT 1 FROM pg_database WHERE datname = 'bigfive_test'\"" | grep -q 1; then
  as_postgres "psql -c \"CREATE DATABASE bigfive_test OWNER bigfive\""
fi
echo "$url"
