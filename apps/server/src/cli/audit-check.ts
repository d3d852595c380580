// `npm run audit:check`: recomputes the audit chain, compares it with the anchors kept outside
// the database (DATA_DIR/audit-anchor.json, the newest backup manifest) and every payment with
// its audit rows, and says what that proves and what it cannot. Exit code 0 when intact, 1
// when not, so a cron job or a monitor can alert on it. When intact, the anchor file moves to
// the chain's end.
import { advanceAnchorFile, externalAnchors } from "../records/audit/audit-anchor.ts";
import { checkAuditChain } from "../records/audit/audit-check.ts";
import { loadAuditKey } from "../records/audit/audit-key.ts";
import { exitWith, withCommandDatabase } from "./command-database.ts";

exitWith(
  withCommandDatabase(async (db, dataDir, config) => {
    const key = loadAuditKey(dataDir, config.AUDIT_KEY);
    const result = await checkAuditChain(db, { key, anchors: externalAnchors(dataDir) });
    const print = result.intact ? console.log : console.error;
    print(result.message);
    const unmatched = result.unmatchedPayments ?? [];
    if (unmatched.length > 0) print(`Pagos que no coinciden: ${unmatched.join(", ")}`);
    for (const line of result.proves ?? []) print(`  Prueba: ${line}`);
    for (const line of result.cannotProve ?? []) print(`  No prueba: ${line}`);
    if (result.intact) await advanceAnchorFile(db, dataDir, key, new Date());
    return result.intact ? 0 : 1;
  }),
  2,
);
