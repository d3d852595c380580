// 9. PostgreSQL right after a load, before any statistics (issue 37): as after a restore, a
// `copy-to-postgres` into a server whose autovacuum has not run yet, or a large import. The
// bench studio is seeded again without VACUUM ANALYZE, the planner's column statistics are
// removed (whatever the seed or migrations gathered), and the varied reads are measured at once,
// with no warm-up: no error of any kind, and within 3× of the analysed figures.
import { CONNECTIONS, type Engine, SECONDS } from "./config.ts";
import { variedUrl } from "./endpoints.ts";
import { check, targetsFor } from "./goals.ts";
import { type Figures, load } from "./load.ts";
import { startServer } from "./server.ts";
import { createBenchStudio } from "./studio.ts";
import { ms, perSecond, printTable, times } from "./table.ts";

export async function noStatsScenario(
  engine: Engine,
  engineName: string,
  students: number,
  analysed: Figures | undefined,
) {
  const limit = targetsFor(engine).noStatsTimes;
  console.log(
    `\n-- 9. sin estadísticas (${engineName} ${students}): estudio recién cargado sin ANALYZE, lecturas variadas enseguida, ${CONNECTIONS} conexiones, ${SECONDS} s; sin errores y ≤ ${limit}× peor que con estadísticas --`,
  );
  const studio = await createBenchStudio(engine, students, { analyze: false });
  try {
    console.log(`Sembrado en ${studio.seedSeconds.toFixed(1)} s; ${studio.statsNote}`);
    const server = await startServer(studio);
    try {
      const f = await load({
        ...server,
        connections: CONNECTIONS,
        seconds: SECONDS,
        nextPath: () => variedUrl(studio.sample),
      });
      const rpsTimes = analysed ? analysed.rps / f.rps : Number.NaN;
      const p99Times = analysed ? f.p99 / analysed.p99 : Number.NaN;
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
      printTable(
        ["cifra", "con estadísticas", "sin estadísticas", "veces peor", "errores", "veredicto"],
        [
          [
            "lecturas/s",
            analysed ? perSecond(analysed.rps) : "—",
            perSecond(f.rps),
            times(rpsTimes),
            f.errors === 0 ? "0" : `${f.errors} (${f.errorKinds})`,
            verdict,
          ],
          [
            "p99 ms",
            analysed ? ms(analysed.p99) : "—",
            ms(f.p99),
            times(p99Times),
            "",
            analysed ? "" : "(sin cifra con estadísticas: corre también `varied`)",
          ],
        ],
      );
      if (!server.alive()) throw new Error("el servidor terminó durante la carga sin estadísticas");
    } finally {
      await server.stop();
    }
  } finally {
    await studio.remove();
  }
}
