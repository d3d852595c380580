// `npm start`: builds the web app on the first run, then runs the server (which migrates the
// database and serves API + web on one port). Plain JS so it needs nothing compiled to run.
import { execSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const webIndex = join(root, "apps/web/dist/index.html");

if (!existsSync(webIndex) || process.argv.includes("--rebuild")) {
  console.log("Construyendo la aplicación web (solo la primera vez)…");
  execSync("npm run build -w @nova/web", { cwd: root, stdio: "inherit" });
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
