// The knobs of `npm run bench`, read once from the environment.
import os from "node:os";

export type Engine = "sqlite" | "postgres";

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Connections of every load scenario (docs/product/quality.md#api measures at 32). */
export const CONNECTIONS = 32;
/** Of the 32 connections of the mixed scenario, how many record payments. */
export const WRITE_CONNECTIONS = 4;
/** Seconds of the varied, mixed, writes-only and bare scenarios. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds per endpoint of the cached scenario: cache hits settle fast. */
export const CACHED_SECONDS = 2;
/** Writes followed by one timed request, per endpoint, in the cold scenario. */
export const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 30);
/** The server's port; the bare Fastify server takes the next one. */
export const PORT = Number(process.env.BENCH_PORT ?? 3299);
/** The server starts this many worker processes (its own default: one per core). */
export const WORKERS = Number(process.env.WEB_CONCURRENCY) || os.availableParallelism();

/** The PostgreSQL server to bench on (a database of its own is created there and dropped). */
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

const engines = list(process.env.BENCH_ENGINES);
/** The engines asked for: SQLite always by default, PostgreSQL when a server is given. */
export const ENGINES: Engine[] = (engines.length > 0 ? engines : ["sqlite", "postgres"]).map(
  (e) => {
    if (e !== "sqlite" && e !== "postgres") {
      throw new Error(`BENCH_ENGINES: motor desconocido "${e}" (sqlite o postgres)`);
    }
    return e;
  },
);

/** Studio sizes in students; the first is the reference of the 20k/2k ratios. */
export const SIZES: number[] = (() => {
  const sizes = list(process.env.BENCH_SIZES).map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 100)) {
    throw new Error("BENCH_SIZES: cantidades de estudiantes enteras (≥ 100) separadas por coma");
  }
  return sizes.length > 0 ? sizes : [2000, 20_000];
})();

const SCENARIO_NAMES = [
  "cached",
  "varied",
  "mixed",
  "writes",
  "visitors",
  "families",
  "lighthouse",
  "cold",
  "costs",
  "nostats",
  "bare",
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];
const scenarios = list(process.env.BENCH_SCENARIOS);
for (const name of scenarios) {
  if (!(SCENARIO_NAMES as readonly string[]).includes(name)) {
    throw new Error(
      `BENCH_SCENARIOS: escenario desconocido "${name}" (${SCENARIO_NAMES.join(", ")})`,
    );
  }
}
/** Whether a scenario runs: all of them unless BENCH_SCENARIOS names some (to work on one). */
export const runs = (name: ScenarioName) => scenarios.length === 0 || scenarios.includes(name);
