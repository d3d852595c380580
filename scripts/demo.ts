// `npm run demo`: the app on a separate, freshly seeded database (./.demo-data), port 3000.

import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_TIME_ZONE, defaultSettings, mergeSettings, todayInZone } from "@nova/domain";
import { analyzeDatabase } from "../apps/server/src/db/analyze.ts";
import { createDatabase } from "../apps/server/src/db/database.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { ensureAdminUser } from "../apps/server/src/modules/auth/bootstrap-admin.ts";
import { createOwnerOnlyFiles } from "../apps/server/src/process/data-dir-modes.ts";
import { saveGatewaySecret } from "../apps/server/src/records/system/gateway-secrets.ts";
import { saveSettings } from "../apps/server/src/records/system/settings.ts";
import { FakeOpenFactura } from "../apps/server/test/support/fake-openfactura.ts";
import { DEMO_TEACHER_LOGIN, seedAttendance } from "./demo-attendance.ts";
import { DEMO_SIZE, seedStudio } from "./demo-data.ts";
import { seedDemoSite } from "./demo-site.ts";

const DEMO_ADMIN = { username: "admin", password: "demo1234" };
const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.join(root, ".demo-data");
fs.rmSync(dataDir, { recursive: true, force: true });
// Created as the server creates its own data folder (the owner's only): otherwise the server
// started below would warn about the permissions of the folder made a second earlier.
createOwnerOnlyFiles();
fs.mkdirSync(dataDir, { recursive: true });

const db = createDatabase({ sqliteFile: path.join(dataDir, "nova.sqlite") });
await migrateToLatest(db);
const today = todayInZone(new Date(), DEFAULT_TIME_ZONE);
// Boletas (issue 39): the demo issues them through the fake OpenFactura of the tests, on
// 127.0.0.1 in this process, so a payment shows its folio and stamp without a real account.
const fakeIssuer = await new FakeOpenFactura().start();
await seedStudio(db, { size: DEMO_SIZE, seed: 2026, today });
// The studio as a visitor and a family meet it (issues 36 and 40): its receipts header, the
// account families transfer to, its contact data, address and map, a description, photos, a
// published privacy notice and a few trial requests in the inbox.
const settings = mergeSettings(defaultSettings, {
  studio: {
    name: "NOVA Estudio de Danza",
    rut: "76.543.210-3",
    address: "Av. Italia 1234, Ñuñoa, Santiago",
    phone: "+56 2 2345 6789",
    email: "contacto@nova.cl",
    whatsapp: "+56 9 8765 4321",
    instagram: "@novaestudiodanza",
    mapQuery: "Av. Italia 1234, Ñuñoa, Santiago, Chile",
    description:
      "Estudio de danza en Ñuñoa: ballet, jazz, hip hop, contemporáneo, salsa y bachata para niñas, niños, jóvenes y adultos, en grupos reducidos.",
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
  taxDocuments: {
    rut: "76.543.210-3",
    legalName: "NOVA Estudio de Danza SpA",
    giro: "Academia de danza",
    address: "Av. Italia 1234",
    comuna: "Ñuñoa",
    mode: "issuer",
    issuerUrl: fakeIssuer.url,
    treatments: { classMonth: "exempt", enrollmentFee: "taxed" },
  },
});
// The fake's key is kept apart like a real one; the settings only say that one was saved.
settings.taxDocuments = { ...settings.taxDocuments, issuerApiKeySet: true };
await saveSettings(db, settings);
await saveGatewaySecret(db, "openfactura", fakeIssuer.apiKey);
// The admin first: the server creates one only on a database with no user, and the demo
// teacher's account (seedAttendance) would otherwise be that first user, leaving no admin.
await ensureAdminUser(db, DEMO_ADMIN, new Date());
const admin = await db
  .selectFrom("users")
  .select("id")
  .where("username", "=", DEMO_ADMIN.username)
  .executeTakeFirstOrThrow();
const photos = await seedDemoSite(db, { settings, adminId: admin.id, today });
await saveSettings(db, { ...settings, site: { ...settings.site, ...photos } });
await seedAttendance(db, { seed: 2026, today });
// Statistics for the planner after the bulk load (PostgreSQL; SQLite plans need none).
await analyzeDatabase(db);
await db.destroy();
console.log(
  `Base de demostración lista: usuario ${DEMO_ADMIN.username} / contraseña ${DEMO_ADMIN.password}`,
);
console.log(`Boletas: emisor de prueba (OpenFactura simulado) en ${fakeIssuer.url}`);
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
child.on("exit", (code) => {
  void fakeIssuer.stop();
  process.exit(code ?? 0);
});
