import { z } from "zod";

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "PORT debe ser un número de puerto" })
    .int()
    .min(0)
    .max(65535)
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      "DATABASE_URL debe empezar con postgres:// (o no definirse para SQLite)",
    )
    .optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET debe tener al menos 32 caracteres").optional(),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD debe tener al menos 8 caracteres").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
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
});

/** How many proxy hops, or which proxy addresses, may set X-Forwarded-For; false: none. */
export type TrustProxy = false | number | string[];

export type Config = z.infer<typeof envSchema>;

/** Reads and validates the environment; exits with a readable list of problems otherwise. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
