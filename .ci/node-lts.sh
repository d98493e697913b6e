#!/usr/bin/env bash
# Runs a command on the active Node LTS (24), taken from the npm registry's `node` package (its
# binary ships inside the package: nothing else is downloaded), installed once into
# .ci/.node-lts. The machine's own Node (20) runs the rest, so CI proves both.
set -euo pipefail
cd "$(dirname "$0")/.."
LTS_MAJOR=24
prefix=.ci/.node-lts
if [ ! -x "$prefix/node_modules/.bin/node" ] ||
  [ "$("$prefix/node_modules/.bin/node" -p 'process.versions.node.split(".")[0]')" != "$LTS_MAJOR" ]; then
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel error "node@$LTS_MAJOR" >/dev/null
fi
# The machine's own Node, for what must run on it under a command run here (the end-to-end
# suite's servers: playwright.config.ts).
QRLINK_MACHINE_NODE=${QRLINK_MACHINE_NODE:-$(command -v node)}
export QRLINK_MACHINE_NODE
export PATH="$PWD/$prefix/node_modules/.bin:$PATH"
echo "node $(node -v)"
"$@"
