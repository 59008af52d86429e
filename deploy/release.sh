#!/usr/bin/env bash
# Publishes what the marketing team saved: fetches the branch the CMS commits to, builds the new
# commit into a release folder of its own (the build runs the content check first), and only when
# the build passes switches the site to it in one rename and restarts the server. A failing build
# leaves the site on the release it had; the previous release stays on disk to roll back to.
#
# Layout under RELEASE_ROOT (default /srv/jalsetu):
#   repo/               a clone of the site's repository (fetch only; nobody edits it)
#   releases/<time>-<commit>/   one folder a release, with its own node_modules and build/
#   app -> releases/…   the live release: the service's WorkingDirectory
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

release="$root/releases/$(date -u +%Y%m%dT%H%M%SZ)-${commit:0:12}"
log "building $commit into $release"
as_site_user mkdir -p "$release"
as_site_user bash -c 'git -C "$1" archive "$2" | tar -x -C "$3"' _ "$root/repo" "$commit" "$release"
if ! as_site_user bash -c "cd \"\$1\" && $build_command" _ "$release"; then
	echo "$commit" >"$root/release-failed"
	log "the build of $commit failed; the site stays on ${live:-its current release}"
	rm -rf "$release"
	exit 1
fi
echo "$commit" | as_site_user tee "$release/.release-commit" >/dev/null
rm -f "$root/release-failed"

# A symlink renamed over another is replaced in one step: every request sees the old or the new one.
ln -sfn "$release" "$root/app.next"
mv -T "$root/app.next" "$root/app"
log "the site is on $commit"
bash -c "$restart_command"

# Keep the newest releases (the live one among them) and delete the rest.
find "$root/releases" -mindepth 1 -maxdepth 1 -type d | sort -r | tail -n "+$((keep + 1))" |
	while read -r old; do
		[ "$(readlink -f "$root/app")" = "$old" ] || rm -rf "$old"
	done
