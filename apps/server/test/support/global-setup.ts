import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuilt, serverTarget } from "../../../../scripts/build.mjs";

/**
 * Says plainly, once per run, whether the PostgreSQL half of the integration suite runs, and
 * builds the server bundle that the process tests start (once, before any test file runs).
 * Every temporary file of the run (databases, backups, the processes' data directories) goes
 * under one directory of its own, removed at the end: the workers and the servers they start
 * inherit TMPDIR, so no test has to clean up after itself for the machine to stay clean.
 */
export default function setup() {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-tests-"));
  process.env.TMPDIR = runDir;
  ensureBuilt(serverTarget);
  if (process.env.TEST_DATABASE_URL) {
    console.log(
      "\n[server tests] PostgreSQL: ON (TEST_DATABASE_URL set) — every suite runs on SQLite and PostgreSQL.\n",
    );
  } else {
    console.log(
      "\n[server tests] PostgreSQL: SKIPPED — TEST_DATABASE_URL is not set; suites run on SQLite only.\n" +
        "               Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to run them.\n",
    );
  }
  return () => fs.rmSync(runDir, { recursive: true, force: true });
}
