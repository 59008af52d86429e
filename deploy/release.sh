#!/usr/bin/env bash
# Publishes what the marketing team saved: fetches the branch the CMS commits to, builds the new
# commit into a release folder of its own (the build runs the content check first), and only when
# the build passes switches the site to it in one rename and restarts the server. A failing build
# leaves the site on the release it had; the previous release stays on disk to roll back to. When
# the content check refuses files changed since the live release, the rest is published without
# them. Each run writes its state to release-status.json, which the content editor shows.
#
# Layout under RELEASE_ROOT (default /srv/jalsetu):
#   repo/               a clone of the site's repository (fetch only; nobody edits it)
#   releases/<time>-<commit>/   one folder a release, with its own node_modules and build/
#   app -> releases/…   the live release: the service's WorkingDirectory
#   release-status.json the state of the last run (scripts/release-report.ts)
# Run by deploy/jalsetu-release.timer (docs/operations.md, "Publishing saved changes"); as root it
# fetches and builds as RELEASE_USER, never as root.
set -euo pipefail

root="${RELEASE_ROOT:-/srv/jalsetu}"
branch="${RELEASE_BRANCH:-main}"
keep="${RELEASE_KEEP:-3}"
build_command="${RELEASE_BUILD_COMMAND:-npm ci --no-audit --no-fund && npm run build}"
restart_command="${RELEASE_RESTART_COMMAND:-systemctl restart jalsetu}"
site_user="${RELEASE_USER:-}"

as_site_user() {
	if [ -n "$site_user" ] && [ "$(id -un)" != "$site_user" ]; then
		runuser -u "$site_user" -- "$@"
	else
		"$@"
	fi
}
log() { echo "release: $*"; }

# One release at a time: a timer firing during a long build must not start a second one.
exec 9>"$root/release.lock"
flock -n 9 || { log "another release is running"; exit 0; }

as_site_user git -C "$root/repo" fetch --quiet origin "$branch"
commit="$(as_site_user git -C "$root/repo" rev-parse "origin/$branch")"
live="$(cat "$root/app/.release-commit" 2>/dev/null || true)"
if [ "$commit" = "$live" ]; then exit 0; fi
# A commit whose build failed is not tried again every few minutes; the next commit is.
if [ "$commit" = "$(cat "$root/release-failed" 2>/dev/null || true)" ]; then exit 0; fi

# The release's state, for the content editor's page (the server's RELEASE_STATUS_FILE) and, when
# nothing or not everything was published, the editors' e-mail. Written by the live release's copy of
# the report, which has its packages (the first run's clone has none); a report that fails is only
# logged.
report() {
	local script="$root/app/scripts/release-report.ts"
	[ -f "$script" ] || script="$(dirname "$0")/../scripts/release-report.ts"
	as_site_user node "$script" --out "$root/release-status.json" \
		--live "$1" --newest "$commit" --state "$2" "${@:3}" ||
		log "could not write or send the release's state"
}

# Unpacks the commit into a new release folder and builds it there, its output also in "$1.log".
build() {
	as_site_user mkdir -p "$1"
	as_site_user bash -c 'git -C "$1" archive "$2" | tar -x -C "$3"' _ "$root/repo" "$commit" "$1"
	# The files the content check refused are set back to what the site shows: the live release's
	# copy, which for a file held back before is older than the live commit's.
	for file in "${held[@]}"; do
		if [ -f "$root/app/$file" ]; then
			as_site_user cp "$root/app/$file" "$1/$file"
		else
			rm -f "$1/$file"
		fi
	done
	local status=0
	as_site_user bash -c "cd \"\$1\" && $build_command" _ "$1" >"$1.log" 2>&1 || status=$?
	cat "$1.log"
	return "$status"
}

release="$root/releases/$(date -u +%Y%m%dT%H%M%SZ)-${commit:0:12}"
log "building $commit into $release"
held=()
if ! build "$release"; then
	failed_log="$root/release-failed.log"
	mv "$release.log" "$failed_log"
	rm -rf "$release"
	# A save the content check refused need not hold back the saves after it: when every file it
	# names differs from what the site shows, the newest commit is built again with those files as
	# the site shows them, and the refused saves wait until they are mended.
	mapfile -t held < <(sed -nE 's#^[[:space:]]*(content/[^:[:space:]]+\.ya?ml): .*#\1#p' "$failed_log" | sort -u)
	for file in "${held[@]}"; do
		if [ -z "$live" ] || as_site_user git -C "$root/repo" show "$commit:$file" 2>/dev/null |
			cmp -s - "$root/app/$file"; then
			held=()
			break
		fi
	done
	if [ ${#held[@]} -eq 0 ] || ! { log "building $commit without ${held[*]}" && build "$release"; }; then
		rm -rf "$release" "$release.log"
		echo "$commit" >"$root/release-failed"
		log "the build of $commit failed; the site stays on ${live:-its current release}"
		report "$live" failed --log "$failed_log"
		exit 1
	fi
fi
rm -f "$release.log"
echo "$commit" | as_site_user tee "$release/.release-commit" >/dev/null
rm -f "$root/release-failed"

# A symlink renamed over another is replaced in one step: every request sees the old or the new one.
ln -sfn "$release" "$root/app.next"
mv -T "$root/app.next" "$root/app"
log "the site is on $commit${held:+, without ${held[*]}}"
bash -c "$restart_command"
if [ ${#held[@]} -gt 0 ]; then
	report "$commit" held-back --log "$failed_log" "${held[@]/#/--held=}"
else
	report "$commit" published
fi

# Keep the newest releases (the live one among them) and delete the rest.
find "$root/releases" -mindepth 1 -maxdepth 1 -type d | sort -r | tail -n "+$((keep + 1))" |
	while read -r old; do
		[ "$(readlink -f "$root/app")" = "$old" ] || rm -rf "$old"
	done
