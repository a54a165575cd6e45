#!/bin/sh
# The production build, in one place: the Dockerfile runs it, and tests/release/production-folder.test.ts runs it
# in a clean copy of the repository, so the container and the test cannot drift apart.
#   scripts/production-install.sh <runtime folder>
# 1. installs every dependency and builds dist/ (client and compiled server);
# 2. fills <runtime folder> with only dist/ and package*.json, and installs production dependencies there.
# `npm ci` first; where a registry mirror lacks other platforms' optional binaries, npm ci refuses the lock file
# as "missing from lock file" and `npm install` (same versions, from package-lock.json) is used instead, as .ci/run does.
set -eu
runtime="${1:?usage: scripts/production-install.sh <runtime folder>}"

install() {
  npm ci --no-audit --no-fund "$@" || npm install --no-audit --no-fund "$@"
}

install
npm run build

rm -rf "$runtime"
mkdir -p "$runtime"
cp -R dist package.json package-lock.json "$runtime/"
cd "$runtime"
install --omit=dev
