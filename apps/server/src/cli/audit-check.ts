// `npm run audit:check`: recomputes the audit chain and says whether any row was altered.
// Exit code 0 when intact, 1 when broken, so a cron job or a monitor can alert on it.
import { loadConfig } from "../config.ts";
import { secureDataDirForCommand } from "../data-dir-modes.ts";
import { checkAuditChain } from "../modules/audit/audit.service.ts";
import { openDatabase } from "../open-database.ts";

async function run() {
  const config = loadConfig();
  secureDataDirForCommand(config.DATA_DIR);
  const db = await openDatabase(config);
  try {
    const result = await checkAuditChain(db);
    (result.intact ? console.log : console.error)(result.message);
    return result.intact ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

run().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
