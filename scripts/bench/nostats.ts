// 9. PostgreSQL right after a load, before any statistics (issue 37): as after a restore, a
// `copy-to-postgres` into a server whose autovacuum has not run yet, or a large import. The
// bench studio is seeded again without VACUUM ANALYZE, the planner's column statistics are
// removed (whatever the seed or migrations gathered), and the varied reads are measured at once,
// with no warm-up: no error of any kind, and within 3× of the analysed figures.
//
// The analysed figures are the same studio's, VACUUM ANALYZE run on it, measured the same way
// a moment later (a fresh server, at once, no warm-up): the one thing that differs is the
// statistics (docs/decisions/0104). The varied scenario's figure, measured minutes earlier on a
// warmed server, is shown beside them.
import { sql } from "kysely";
import { createDatabase } from "../../apps/server/src/db/database.ts";
import { CONNECTIONS, type Engine, SECONDS } from "./config.ts";
import { variedUrl } from "./endpoints.ts";
import { check, targetsFor } from "./goals.ts";
import { type Figures, load } from "./load.ts";
import { startServer } from "./server.ts";
import { type BenchStudio, createBenchStudio } from "./studio.ts";
import { ms, perSecond, printTable, times } from "./table.ts";

/** A fresh server on the studio, its varied reads measured at once (no warm-up). */
async function measureAtOnce(studio: BenchStudio, what: string): Promise<Figures> {
  const server = await startServer(studio);
  try {
    const f = await load({
      ...server,
      connections: CONNECTIONS,
      seconds: SECONDS,
      nextPath: () => variedUrl(studio.sample),
    });
    if (!server.alive()) throw new Error(`el servidor terminó durante la carga ${what}`);
    return f;
  } finally {
    await server.stop();
  }
}

/** VACUUM ANALYZE on the studio's database, as autovacuum leaves it some time after a load. */
async function analyse(studio: BenchStudio) {
  const db = createDatabase({ databaseUrl: studio.databaseUrl });
  try {
    await sql`vacuum analyze`.execute(db);
  } finally {
    await db.destroy();
  }
}

export async function noStatsScenario(
  engine: Engine,
  engineName: string,
  students: number,
  warmed: Figures | undefined,
) {
  const limit = targetsFor(engine).noStatsTimes;
  console.log(
    `\n-- 9. sin estadísticas (${engineName} ${students}): estudio recién cargado sin ANALYZE, lecturas variadas enseguida, ${CONNECTIONS} conexiones, ${SECONDS} s; luego el mismo estudio tras VACUUM ANALYZE, medido igual; sin errores y ≤ ${limit}× peor que con estadísticas --`,
  );
  const studio = await createBenchStudio(engine, students, { analyze: false });
  try {
    console.log(`Sembrado en ${studio.seedSeconds.toFixed(1)} s; ${studio.statsNote}`);
    const f = await measureAtOnce(studio, "sin estadísticas");
    await analyse(studio);
    const analysed = await measureAtOnce(studio, "con estadísticas");
    const rpsTimes = analysed.rps / f.rps;
    const p99Times = f.p99 / analysed.p99;
    const worse = Math.max(rpsTimes, p99Times);
    const ok = f.errors === 0 && Number.isFinite(worse) && worse <= limit;
    const verdict = check({
      where: `${engineName} ${students} sin estadísticas`,
      what: "lecturas variadas",
      value: `${f.errors === 0 ? "sin errores" : `${f.errors} errores (${f.errorKinds})`}, ${times(worse)}`,
      target: `0 errores, ≤ ${limit}×`,
      ok,
      issue: { goal: "noStats", engine },
    });
    const errorsOf = (x: Figures) => (x.errors === 0 ? "0" : `${x.errors} (${x.errorKinds})`);
    printTable(
      [
        "cifra",
        "con estadísticas",
        "sin estadísticas",
        "veces peor",
        "errores",
        "veredicto",
        "lecturas variadas (servidor caliente)",
      ],
      [
        [
          "lecturas/s",
          perSecond(analysed.rps),
          perSecond(f.rps),
          times(rpsTimes),
          errorsOf(f),
          verdict,
          warmed ? `${perSecond(warmed.rps)} (${times(warmed.rps / f.rps)})` : "—",
        ],
        [
          "p99 ms",
          ms(analysed.p99),
          ms(f.p99),
          times(p99Times),
          errorsOf(analysed),
          "",
          warmed ? `${ms(warmed.p99)} (${times(f.p99 / warmed.p99)})` : "—",
        ],
      ],
    );
  } finally {
    await studio.remove();
  }
}
