#!/usr/bin/env bash
# A local PostgreSQL for the server tests (and the load test): Debian's `postgresql` package, its `main`
# cluster started, a login role `hos` (password `hos`, CREATEDB: the tests create and drop one database
# per test server) on 127.0.0.1:5432. Idempotent; run as root on Debian 12 (CI's .ci/run calls it).
# Prints the URL to export:  export HOS_TEST_DATABASE_URL=$(scripts/pg-local.sh)
set -euo pipefail

if ! command -v pg_lsclusters >/dev/null 2>&1; then
  echo "installing: postgresql" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >/dev/null
fi

if [ -z "$(pg_lsclusters --no-header)" ]; then
  # installed without its default cluster: create one for the newest installed server
  pg_createcluster "$(ls /usr/lib/postgresql | sort -V | tail -n 1)" main >&2
fi
read -r ver cluster port status _ < <(pg_lsclusters --no-header | head -n 1)
if [ "$status" != "online" ]; then
  pg_ctlcluster "$ver" "$cluster" start >&2
fi

psql_su() { (cd /tmp && runuser -u postgres -- psql -p "$port" -v ON_ERROR_STOP=1 -qAt "$@"); }
if [ "$(psql_su -c "SELECT 1 FROM pg_roles WHERE rolname = 'hos'")" != "1" ]; then
  psql_su -c "CREATE ROLE hos LOGIN CREATEDB PASSWORD 'hos'" >&2
fi
if [ "$(psql_su -c "SELECT 1 FROM pg_database WHERE datname = 'hos'")" != "1" ]; then
  psql_su -c "CREATE DATABASE hos OWNER hos" >&2
fi
echo "postgres://hos:hos@127.0.0.1:${port}/hos"
