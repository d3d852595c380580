import fs from "node:fs";
import path from "node:path";

// The running server leaves its process id in the data folder, so `npm run restore` can refuse
// to replace the database under it.

function pidFile(dataDir: string) {
  return path.join(dataDir, "server.pid");
}

export function writeServerPidFile(dataDir: string): void {
  fs.writeFileSync(pidFile(dataDir), `${process.pid}\n`);
}

export function removeServerPidFile(dataDir: string): void {
  fs.rmSync(pidFile(dataDir), { force: true });
}

/** The id of a server process still running on this data folder, if any. */
export function runningServerPid(dataDir: string): number | null {
  const text = fs.existsSync(pidFile(dataDir)) ? fs.readFileSync(pidFile(dataDir), "utf8") : "";
  const pid = Number.parseInt(text, 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to another user; still a running server.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
