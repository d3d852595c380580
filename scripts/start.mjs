// `npm start`: builds the web app and the server when their sources changed since the last
// build (scripts/build.mjs; one line each, the tools' output only on failure), then runs the server in this same process with plain node: it
// migrates the database and serves API + web on one port. One process, started by npm through
// `exec`, so SIGTERM/SIGINT sent to `npm start` reach the server itself.
// Plain JS so it needs nothing compiled to run. `--rebuild` forces both builds.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilt, reportBuildFailure, root, serverTarget, webTarget } from "./build.mjs";

const force = process.argv.includes("--rebuild");
try {
  // One line per build that runs; the build tools' own output only if one fails.
  ensureBuilt(webTarget, { force });
  ensureBuilt(serverTarget, { force });
} catch (error) {
  reportBuildFailure(error);
  process.exit(1);
}
// Should whatever started us die without passing the signal on (a shell killed in between,
// `kill -9` on npm), this process would be re-parented and keep the port: stop cleanly instead.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 1_000).unref();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, "apps/server/dist/main.js")).href);
