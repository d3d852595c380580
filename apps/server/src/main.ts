import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { ensureAdminUser } from "./modules/auth/bootstrap-admin.ts";
import { loadJwtSecret } from "./modules/auth/secret.ts";
import { openDatabase } from "./open-database.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const db = await openDatabase(config);
  const admin = await ensureAdminUser(
    db,
    { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
    new Date(),
  );
  if (admin.created && admin.generatedPassword) {
    // Printed once, on the first start only: it is not stored anywhere in clear text.
    console.log(
      [
        "",
        "================================================================",
        " Primer inicio: se creó el usuario administrador.",
        `   Usuario:    ${admin.username}`,
        `   Contraseña: ${admin.generatedPassword}`,
        " Guárdala ahora; no se volverá a mostrar.",
        " (Para cambiarla: npm run user -- reset-password admin)",
        "================================================================",
        "",
      ].join("\n"),
    );
  }

  const app = await buildApp({
    db,
    jwtSecret: loadJwtSecret(config.DATA_DIR, config.JWT_SECRET),
    webDist: config.WEB_DIST ?? path.resolve(here, "../../web/dist"),
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.PUBLIC_URL,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "cerrando el servidor");
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error al cerrar");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  app.log.info(
    `NOVA listo en http://${shown}:${app.server.address() && typeof app.server.address() === "object" ? (app.server.address() as { port: number }).port : config.PORT}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
