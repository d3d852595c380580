// `npm run demo`: the app on a separate, freshly seeded database (./.demo-data), port 3000.

import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_TIME_ZONE, defaultSettings, mergeSettings, todayInZone } from "@nova/domain";
import { analyzeDatabase } from "../apps/server/src/db/analyze.ts";
import { createDatabase } from "../apps/server/src/db/database.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { ensureAdminUser } from "../apps/server/src/modules/auth/bootstrap-admin.ts";
import { saveSettings } from "../apps/server/src/records/settings.ts";
import { DEMO_TEACHER_LOGIN, seedAttendance } from "./demo-attendance.ts";
import { DEMO_SIZE, seedStudio } from "./demo-data.ts";

const DEMO_ADMIN = { username: "admin", password: "demo1234" };
const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.join(root, ".demo-data");
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const db = createDatabase({ sqliteFile: path.join(dataDir, "nova.sqlite") });
await migrateToLatest(db);
const today = todayInZone(new Date(), DEFAULT_TIME_ZONE);
await seedStudio(db, { size: DEMO_SIZE, seed: 2026, today });
// The studio's receipts header and the account families transfer to (issue 36): without them
// the portal could only say 'Pide los datos de transferencia al estudio'.
await saveSettings(
  db,
  mergeSettings(defaultSettings, {
    studio: {
      name: "NOVA Estudio de Danza",
      rut: "76.543.210-3",
      address: "Av. Italia 1234, Ñuñoa, Santiago",
      phone: "+56 2 2345 6789",
      email: "contacto@nova.cl",
    },
    payments: {
      bank: {
        bank: "BancoEstado",
        accountType: "corriente",
        accountNumber: "29100012345",
        holder: "NOVA Estudio de Danza SpA",
        holderRut: "76.543.210-3",
        email: "pagos@nova.cl",
      },
    },
  }),
);
// The admin first: the server creates one only on a database with no user, and the demo
// teacher's account (seedAttendance) would otherwise be that first user, leaving no admin.
await ensureAdminUser(db, DEMO_ADMIN, new Date());
await seedAttendance(db, { seed: 2026, today });
// Statistics for the planner after the bulk load (PostgreSQL; SQLite plans need none).
await analyzeDatabase(db);
await db.destroy();
console.log(
  `Base de demostración lista: usuario ${DEMO_ADMIN.username} / contraseña ${DEMO_ADMIN.password}`,
);
console.log(
  `Profesora: usuario ${DEMO_TEACHER_LOGIN.username} / contraseña ${DEMO_TEACHER_LOGIN.password} (entra a /asistencia)`,
);

const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
  cwd: root,
  stdio: "inherit",
  // DATABASE_URL cleared: the demo data was just seeded into SQLite, so that is what it serves.
  env: {
    ...process.env,
    DATABASE_URL: "",
    DATA_DIR: dataDir,
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
