#!/usr/bin/env bash
# Starts the app fresh (empty data folder, first admin, health, a login, a clean stop) on the
# machine's Node and on each LTS in NOVA_NODE_VERSIONS (default: 22 24), so a Node release that
# breaks the first start fails CI (decision 0081). Each other Node comes from the registry's
# `node` package into a cache folder; better-sqlite3, the one native module, is compiled once per
# Node ABI against that Node's headers and kept in the cache. The app runs from a copy of the
# repository whose node_modules links to this one's, except better-sqlite3 (its own binary).
# Cost once cached: one start per Node (about 15-20 s each). Uncached: the compile (~2.5 min,
# both Nodes in parallel). Usage: scripts/ci/node-matrix.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
cache="${NOVA_CI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/nova-ci}"
versions="${NOVA_NODE_VERSIONS:-22 24}"
mkdir -p "$cache"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sqlite_version=$(node -p 'require("./node_modules/better-sqlite3/package.json").version')
gyp=$(dirname "$(command -v npm)")/../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js
[ -f "$gyp" ] || gyp=$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js

# Node $1 from the registry into the cache (once); prints the folder holding bin/ and include/.
node_home() {
  local home="$cache/node-$1"
  if ! ls "$home"/node_modules/node/node_modules/node-*/bin/node >/dev/null 2>&1; then
    npm install --prefix "$home" --no-audit --no-fund --loglevel=error "node@$1" >/dev/null
  fi
  dirname "$(dirname "$(ls "$home"/node_modules/node/node_modules/node-*/bin/node | head -1)")"
}

# better-sqlite3 compiled for the Node in folder $1 (once per ABI); prints the binary's path.
sqlite_binding() {
  local home=$1 abi binary
  abi=$("$home/bin/node" -p process.versions.modules)
  binary="$cache/better-sqlite3-$sqlite_version-abi$abi.node"
  if [ ! -f "$binary" ]; then
    local build="$work/build-$abi"
    mkdir -p "$build"
    cp -r node_modules/better-sqlite3/. "$build/"
    rm -rf "$build/build"
    (cd "$build" && PATH="$home/bin:$PATH" npm_config_nodedir="$home" \
      "$home/bin/node" "$gyp" rebuild --release >"$build.log" 2>&1) ||
      { cat "$build.log" >&2; return 1; }
    cp "$build/build/Release/better_sqlite3.node" "$binary.partial"
    mv "$binary.partial" "$binary"
  fi
  echo "$binary"
}

# A copy of the repository (built outputs included) for the Node in $1.
app_copy() {
  local binary=$2 tree="$work/app-$3"
  mkdir -p "$tree/node_modules"
  tar -C "$repo" --exclude=node_modules --exclude=./.git --exclude=./data --exclude=./.demo-data \
    --exclude=./e2e/test-results --exclude=./e2e/playwright-report -cf - . |
    tar -C "$tree" -xf -
  for entry in "$repo"/node_modules/* "$repo"/node_modules/.bin; do
    [ "$(basename "$entry")" = better-sqlite3 ] || ln -s "$entry" "$tree/node_modules/"
  done
  for dir in apps/web apps/server packages/domain e2e; do
    [ -d "$repo/$dir/node_modules" ] && ln -s "$repo/$dir/node_modules" "$tree/$dir/node_modules"
  done
  local sqlite="$tree/node_modules/better-sqlite3"
  mkdir -p "$sqlite/build/Release"
  cp -r "$repo/node_modules/better-sqlite3/package.json" "$repo/node_modules/better-sqlite3/lib" "$sqlite/"
  cp "$binary" "$sqlite/build/Release/better_sqlite3.node"
  echo "$tree"
}

start=$(date +%s)
# Built once here (nothing to do after `npm test`), so the copies below never build.
node scripts/build.mjs
node scripts/ci/fresh-start.mjs "$repo"
# Both Nodes fetched and compiled side by side (one core each), then started one at a time.
pids=()
for v in $versions; do
  (home=$(node_home "$v") && sqlite_binding "$home" >"$work/binding-$v") &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done
for v in $versions; do
  home=$(node_home "$v")
  binding=$(cat "$work/binding-$v")
  tree=$(app_copy "$home" "$binding" "$v")
  "$home/bin/node" scripts/ci/fresh-start.mjs "$tree"
done
echo "[ci] fresh start on node $(node --version | tr -d v) and $versions: $(($(date +%s) - start)) s"
