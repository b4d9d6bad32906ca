#!/bin/sh
# Temporal's own databases in PostgreSQL, as Temporal documents it: temporal-sql-tool from the
# admin-tools image creates `temporal` and `temporal_visibility` and brings both schemas to this
# server version. Run once before the server starts; safe to run again (an upgrade of the
# server image runs it to apply the new schema versions).
set -eu
: "${POSTGRES_SEEDS:?POSTGRES_SEEDS is required}"
: "${POSTGRES_USER:?POSTGRES_USER is required}"
export SQL_PASSWORD="${POSTGRES_PWD:?POSTGRES_PWD is required}"
PORT="${DB_PORT:-5432}"
SCHEMA=/etc/temporal/schema/postgresql/v12

until nc -z -w 5 "$POSTGRES_SEEDS" "$PORT"; do echo "waiting for PostgreSQL"; sleep 2; done

sql() { db="$1"; shift; temporal-sql-tool --plugin postgres12 --ep "$POSTGRES_SEEDS" -u "$POSTGRES_USER" -p "$PORT" --db "$db" "$@"; }

for db in temporal temporal_visibility; do
  dir="$SCHEMA/temporal/versioned"
  [ "$db" = temporal_visibility ] && dir="$SCHEMA/visibility/versioned"
  # An existing database only needs the newer versions; a new one is created and versioned first.
  if ! sql "$db" update-schema -d "$dir" 2>/dev/null; then
    sql "$db" create || true
    sql "$db" setup-schema -v 0.0
    sql "$db" update-schema -d "$dir"
  fi
  echo "$db schema is current"
done
