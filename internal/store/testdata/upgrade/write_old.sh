#!/bin/sh
# write_old.sh writes the databases of TestUpgradeFromHistory (internal/store/upgrade_test.go)
# with the hoshi of earlier landed commits, built from the repository's history:
#
#   sqlite-55dece1   the oldest landed version (the first whose `hoshi serve` works), SQLite
#   postgres-1d103ed the oldest landed version on PostgreSQL (the merge that brought it)
#   sqlite-6177f66, postgres-6177f66
#                    the version before the migrations 2026112904 and 2026112905
#   sqlite-ee86578, postgres-ee86578
#                    the version before the newest migration (2026112906-self-report), with
#                    the results desk's role and a dispute settled by play ("newest")
#
# For each: a worktree of the commit in /tmp, `go build ./cmd/hoshi`, `hoshi serve` on a fresh
# SQLite file or a fresh PostgreSQL schema, fill.py entering a tournament through the JSON API
# as a director would (and writing NAME.json, what it entered: the test checks the upgraded
# rows against it, never against today's output), then the server stopped and its database
# kept: the SQLite file compacted into NAME.db (VACUUM INTO), the PostgreSQL schema dumped as
# SQL (pg_dump --column-inserts, schema "hoshi_upgrade", which the test renames) into NAME.sql.
# The files are kept in git so that CI, on a clean clone without the old toolchains' modules,
# checks them without building anything; run this again only to add a version.
#
# Run from the repository's root, with PostgreSQL at $HOSHI_TEST_POSTGRES (the tests' URL) and
# python3, curl, sqlite3, psql and pg_dump installed:
#   sh internal/store/testdata/upgrade/write_old.sh                      # all
#   sh internal/store/testdata/upgrade/write_old.sh "sqlite 6177f66 full" # one
set -eu
out=$(pwd)/internal/store/testdata/upgrade
pg=${HOSHI_TEST_POSTGRES:-postgres://postgres@127.0.0.1:5432/test?sslmode=disable}
password="the upgrade tests' director"
schema=hoshi_upgrade
export PGOPTIONS="-c client_min_messages=warning"
port=18931

build() { # build COMMIT: /tmp/hoshi-upgrade-COMMIT/hoshi
	dir=/tmp/hoshi-upgrade-$1
	[ -d "$dir" ] || git worktree add --detach "$dir" "$1" >/dev/null
	[ -x "$dir/hoshi" ] || (cd "$dir" && GOFLAGS=-mod=mod go build -o hoshi ./cmd/hoshi)
}

fill() { # fill COMMIT DSN NAME LEVEL: serve DSN with COMMIT's hoshi and fill it
	HOSHI_ADMIN_PASSWORD="$password" /tmp/hoshi-upgrade-$1/hoshi serve --listen 127.0.0.1:$port --db "$2" \
		>/tmp/hoshi-upgrade-$3.log 2>&1 &
	pid=$!
	i=0
	until curl -sf http://127.0.0.1:$port/api/tournaments >/dev/null; do
		i=$((i + 1))
		[ $i -lt 200 ] || { cat /tmp/hoshi-upgrade-$3.log; kill $pid; exit 1; }
		sleep 0.1
	done
	python3 "$out/fill.py" http://127.0.0.1:$port "$password" "$4" "$out/$3.json"
	kill -TERM $pid
	wait $pid || true
}

sqlite() { # sqlite COMMIT LEVEL
	build "$1"
	db=/tmp/hoshi-upgrade-$1.db
	rm -f "$db" "$db-wal" "$db-shm" "$out/sqlite-$1.db"
	fill "$1" "$db" "sqlite-$1" "$2"
	sqlite3 "$db" "VACUUM INTO '$out/sqlite-$1.db'"
	rm -f "$db" "$db-wal" "$db-shm"
}

postgres() { # postgres COMMIT LEVEL
	build "$1"
	psql -q "$pg" -c "DROP SCHEMA IF EXISTS $schema CASCADE" -c "CREATE SCHEMA $schema"
	fill "$1" "$pg&search_path=$schema" "postgres-$1" "$2"
	# psql's meta-commands (\restrict of newer pg_dump) are no SQL: left out.
	pg_dump --no-owner --no-privileges --column-inserts --schema=$schema "$pg" | grep -v '^\\' >"$out/postgres-$1.sql"
	psql -q "$pg" -c "DROP SCHEMA $schema CASCADE"
}

# Each argument is one database to write ("sqlite 55dece1 base"); none: all of them.
[ $# -gt 0 ] || set -- "sqlite 55dece1 base" "postgres 1d103ed base" "sqlite 6177f66 full" "postgres 6177f66 full" \
	"sqlite ee86578 newest" "postgres ee86578 newest"
for job in "$@"; do
	# shellcheck disable=SC2086 # the job's words are the function and its arguments
	$job
done
[ -n "${HOSHI_UPGRADE_KEEP:-}" ] || for c in 55dece1 1d103ed 6177f66 ee86578; do
	git worktree remove --force /tmp/hoshi-upgrade-$c 2>/dev/null || true
done
