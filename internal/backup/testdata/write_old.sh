#!/bin/sh
# write_old.sh writes the backups of internal/backup/testdata with the hoshi of each commit at
# which the format's fields changed: for each, a worktree of that commit in /tmp, the test
# program old_test.go.in (the same tournament for all, its fields cut to what the commit's
# types have) compiled against that commit's internal/backup and run to write the file.
# Run from the repository's root: sh internal/backup/testdata/write_old.sh
set -eu
out=$(pwd)/internal/backup/testdata
gen() { # gen NAME COMMIT FEATURES...
	name=$1 commit=$2
	shift 2
	dir=/tmp/old-$name
	[ -d "$dir" ] || git worktree add --detach "$dir" "$commit" >/dev/null
	python3 "$out/cut.py" "$@" <"$out/old_test.go.in" >"$dir/internal/backup/zz_old_test.go"
	(cd "$dir" && HOSHI_OLD_OUT="$out/$name.json" go test -count=1 -run TestWriteOldBackup ./internal/backup/ >/dev/null)
	rm "$dir/internal/backup/zz_old_test.go"
	git worktree remove --force "$dir"
}
gen v1-bc611a9 bc611a9
gen v1-3777740 3777740 pr unr dup
gen v1-9bd9fed 9bd9fed pr unr reg
gen v2-a89269f a89269f pr unr reg
gen v2-a7f28ff a7f28ff pr unr reg lang
gen v3-84486c4 84486c4 pr unr reg lang cons
gen v3-8fb76b7 8fb76b7 pr unr reg lang teams
gen v3-7e2c8f5 7e2c8f5 pr unr reg lang cons teams dup
gen v4-6177f66 6177f66 pr unr reg lang cons teams dup roles
gen v6-ee86578 ee86578 pr unr reg lang cons teams dup roles
gen v7-257eccc 257eccc pr unr reg lang cons teams dup roles
gen v8-f2f5f14 f2f5f14 pr unr reg lang cons teams dup roles
