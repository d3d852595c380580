// `npm run bench`: measures the product, not a cache (docs/product/quality.md#api, issue 14). For each engine
// (SQLite; PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server) and each
// studio size (BENCH_SIZES, default 2000,20000 students) it seeds a fresh database, starts the
// real server in a child process and runs the scenarios of scripts/bench/scenarios.ts; then a
// bare Fastify server for the ceiling, the 20k/2k ratios and a summary with each goal of issue 37
// on each engine (CUMPLE / NO CUMPLE) and the other goals. It reports,
// it does not gate: missed goals exit 0; a broken bench (server down, errors) exits 1.
// Knobs: BENCH_SECONDS (10), BENCH_ENGINES (sqlite,postgres), BENCH_SIZES, BENCH_COLD_RUNS (30),
// BENCH_PORT (3299; the bare server takes the next), WEB_CONCURRENCY (passed to the server),
// BENCH_SCENARIOS (all by default; e.g. "mixed,cold" while working on them; "costs" counts the
// queries of a payment and of the dashboard, "nostats" measures PostgreSQL loaded without
// ANALYZE, both issue 37), BENCH_CPU_PROFILE
// (a folder for the server processes' CPU profiles), BENCH_LIGHTHOUSE_RUNS (3 per form factor),
// BENCH_CHROME (/usr/bin/chromium: the machine's own browser for Lighthouse).
import { bareScenario } from "./bench/bare.ts";
import {
  COLD_RUNS,
  ENGINES,
  type Engine,
  POSTGRES_URL,
  runs,
  SECONDS,
  SIZES,
  WORKERS,
} from "./bench/config.ts";
import { costsScenario } from "./bench/costs.ts";
import { PaymentFeed } from "./bench/endpoints.ts";
import { familiesScenario } from "./bench/families.ts";
import { printSummary } from "./bench/goals.ts";
import { lighthouseScenario } from "./bench/lighthouse.ts";
import type { Figures } from "./bench/load.ts";
import { noStatsScenario } from "./bench/nostats.ts";
import { type SizeFigures, scaleScenario } from "./bench/scale.ts";
import {
  type ColdFigures,
  cachedScenario,
  coldScenario,
  errorsSeen,
  type MixedFigures,
  mixedScenario,
  type Run,
  variedScenario,
  visitorsScenario,
  warmUp,
  writesScenario,
} from "./bench/scenarios.ts";
import { startServer } from "./bench/server.ts";
import { createBenchStudio } from "./bench/studio.ts";

const ENGINE_NAMES: Record<Engine, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

async function benchSize(
  engine: Engine,
  students: number,
  reference: boolean,
): Promise<SizeFigures> {
  const engineName = ENGINE_NAMES[engine];
  console.log(`\n==== ${engineName} · ${students} estudiantes ====`);
  const studio = await createBenchStudio(engine, students);
  const { counts } = studio.sample;
  console.log(
    `Sembrado en ${studio.seedSeconds.toFixed(1)} s: ${counts.students} estudiantes, ${counts.teachers} profesoras, ${counts.classes} clases, ${counts.payments} pagos; ${studio.sample.paymentBodies.length} pagos aún posibles para las escrituras`,
  );
  try {
    const server = await startServer(studio);
    let run: Run;
    let cold: ColdFigures = new Map();
    let mixed: MixedFigures | undefined;
    let varied: Figures | undefined;
    try {
      run = {
        engine,
        label: `${engineName} ${students}`,
        server,
        sample: studio.sample,
        feed: new PaymentFeed(studio.sample.paymentBodies),
        reference,
      };
      await warmUp(run);
      if (reference && runs("cached")) await cachedScenario(run);
      if (reference && runs("varied")) varied = await variedScenario(run);
      if (runs("mixed")) mixed = await mixedScenario(run);
      if (reference && runs("writes")) await writesScenario(run);
      if (reference && runs("visitors")) await visitorsScenario(run);
      if (reference && runs("families")) await familiesScenario(run);
      if (reference && runs("lighthouse")) await lighthouseScenario(run);
      if (runs("cold")) cold = await coldScenario(run, COLD_RUNS);
      if (run.feed.exhausted) {
        throw new Error(
          "se acabaron los pagos posibles (cada mes impago se paga una vez): baja BENCH_SECONDS",
        );
      }
      if (!server.alive()) throw new Error("el servidor terminó durante la carga");
    } finally {
      await server.stop();
    }
    // The statements of a payment and of the dashboard, counted by a server started for it:
    // counting per request costs a little on every query, so never while measuring time.
    if (reference && runs("costs")) {
      const counting = await startServer(studio, { countQueries: true });
      try {
        await costsScenario({ ...run, server: counting });
      } finally {
        await counting.stop();
      }
    }
    return { students, cold, mixed, varied };
  } finally {
    await studio.remove();
  }
}

const started = performance.now();
let broken = false;
try {
  console.log(
    `Nova bench: ${SECONDS} s por escenario de carga, ${COLD_RUNS} mediciones en frío por endpoint, estudios de ${SIZES.join(" y ")} estudiantes, WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? `(sin definir: el servidor elige; Fastify pelado con ${WORKERS})`}`,
  );
  const mixedReads: { label: string; rps: number }[] = [];
  const measured: Engine[] = [];
  for (const engine of ENGINES) {
    if (engine === "postgres" && !POSTGRES_URL) {
      console.log(
        "\nPostgreSQL omitido: define BENCH_DATABASE_URL (o TEST_DATABASE_URL) para medirlo.",
      );
      continue;
    }
    const bySize: SizeFigures[] = [];
    for (const [i, students] of SIZES.entries()) {
      bySize.push(await benchSize(engine, students, i === 0));
    }
    const [reference, ...others] = bySize;
    if (!reference) continue;
    if (reference.mixed) {
      mixedReads.push({
        label: `${ENGINE_NAMES[engine]} ${reference.students}`,
        rps: reference.mixed.reads.rps,
      });
    }
    for (const other of others) scaleScenario(engine, ENGINE_NAMES[engine], reference, other);
    if (engine === "postgres" && runs("nostats")) {
      await noStatsScenario(engine, ENGINE_NAMES[engine], reference.students, reference.varied);
    }
    measured.push(engine);
  }
  if (runs("bare")) await bareScenario(mixedReads);
  printSummary(measured);
  if (errorsSeen.length > 0) {
    broken = true;
    console.error(
      `\nEl bench tuvo errores (respuestas no 2xx, timeouts o conexiones caídas):\n  ${errorsSeen.join("\n  ")}`,
    );
  }
} catch (error) {
  broken = true;
  console.error("\nEl bench se interrumpió:", error);
}
console.log(`\nDuración total: ${((performance.now() - started) / 60000).toFixed(1)} min`);
process.exit(broken ? 1 : 0);
