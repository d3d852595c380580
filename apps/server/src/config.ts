import path from "node:path";
import { z } from "zod";
import { sqliteFileOf } from "./db/open-database.ts";
import { OperatorError, type StartupFacts } from "./process/startup-errors.ts";

/**
 * A whole number read from the environment, from `min` to `max`: `errors` say what the value
 * must be (a number, a whole one) in the operator's words; out of range says the range.
 */
function wholeNumber(min: number, max: number, errors: { number: string; int: string }) {
  const range = { error: `debe estar entre ${min} y ${max}` };
  return z.coerce
    .number({ error: errors.number })
    .int({ error: errors.int })
    .min(min, range)
    .max(max, range);
}

const envSchema = z.object({
  PORT: wholeNumber(0, 65535, {
    number: "debe ser un número de puerto",
    int: "debe ser un número de puerto entero",
  }).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "debe empezar con postgres:// (o no definirse para usar SQLite)")
    .optional(),
  JWT_SECRET: z.string().min(32, "debe tener al menos 32 caracteres").optional(),
  // Seals the audit chain's anchors; unset: DATA_DIR/audit-key. Several instances on one
  // PostgreSQL must share it (records/audit/audit-key.ts).
  AUDIT_KEY: z.string().min(32, "debe tener al menos 32 caracteres").optional(),
  ADMIN_USERNAME: z.string().min(3, "debe tener al menos 3 caracteres").optional(),
  ADMIN_PASSWORD: z.string().min(8, "debe tener al menos 8 caracteres").optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "debe ser fatal, error, warn, info, debug, trace o silent",
    })
    .default("info"),
  // Unset: readable lines when stdout is a terminal, JSON lines otherwise (logger.ts).
  LOG_FORMAT: z
    .enum(["pretty", "json"], { error: "debe ser pretty o json (o no definirse)" })
    .optional(),
  WEB_DIST: z.string().optional(),
  // Server processes sharing the port (see cluster.ts); unset: one per core.
  WEB_CONCURRENCY: wholeNumber(1, 64, {
    number: "debe ser un número de procesos",
    int: "debe ser un número entero de procesos",
  }).optional(),
  // PostgreSQL connections per server process. Measured with the bench on 2 cores, two
  // processes and PostgreSQL on the same machine: 2 or 4 each beat 10 each (payments alone
  // 473/402/295 per second; during the mixed load 72/56/19), since more connections than cores
  // only make PostgreSQL's backends compete. 4 leaves the primary room for a backup's lock.
  DATABASE_POOL_SIZE: wholeNumber(2, 100, {
    number: "debe ser un número de conexiones",
    int: "debe ser un número entero de conexiones",
  }).default(4),
  // Off unless the operator says the app sits behind a proxy: otherwise any client could
  // choose its own address with X-Forwarded-For and escape the login throttle.
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value, ctx): TrustProxy => {
      if (/^(false|off|no|0)$/i.test(value)) return false;
      if (/^\d+$/.test(value)) return Number(value);
      const addresses = value
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean);
      if (addresses.length > 0 && addresses.every((a) => /^[0-9a-f.:/]+$/i.test(a))) {
        return addresses;
      }
      ctx.addIssue({
        code: "custom",
        message:
          "TRUST_PROXY debe ser un número de saltos (1) o una lista de direcciones (10.0.0.1,10.0.0.0/8)",
      });
      return z.NEVER;
    })
    .default(false),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\//, "PUBLIC_URL debe empezar con http:// o https://")
    .optional(),
  // `npm run bench` only (issue 37): each API answer says in X-Nova-Queries how many SQL
  // statements it ran. Off in production: counting costs and the header tells too much.
  BENCH_QUERY_COUNT: z
    .enum(["0", "1"], { error: "debe ser 1 (o no definirse)" })
    .optional()
    .transform((v) => v === "1"),
});

/** How many proxy hops, or which proxy addresses, may set X-Forwarded-For; false: none. */
export type TrustProxy = false | number | string[];

export type Config = z.infer<typeof envSchema>;

// Values never repeated in a message: they hold passwords.
const SECRET_KEYS = new Set(["DATABASE_URL", "JWT_SECRET", "AUDIT_KEY", "ADMIN_PASSWORD"]);

/** Reads and validates the environment; throws one line naming each value at fault otherwise. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = issue.path.join(".");
      const shown = SECRET_KEYS.has(key) ? key : `${key}=${JSON.stringify(cleaned[key])}`;
      return `${shown}: ${issue.message}`;
    });
    throw new OperatorError(`Configuración inválida: ${problems.join("; ")}.`);
  }
  return parsed.data;
}

/** What a start-up or an operator command reports a failure against. */
export function factsOf(config: Config): StartupFacts & { dataDir: string } {
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    port: config.PORT,
    host: config.HOST,
    dataDir,
    databaseUrl: config.DATABASE_URL,
    sqliteFile: config.DATABASE_URL ? undefined : sqliteFileOf(dataDir),
  };
}
