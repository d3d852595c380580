// 6. The product's mixed-load reads against the ceiling of its own stack on this machine.
import { CONNECTIONS, SECONDS, WORKERS } from "./config.ts";
import { load } from "./load.ts";
import { startBareServer } from "./server.ts";
import { ms, perSecond, printTable } from "./table.ts";

/** Loads the bare Fastify server and prints each engine's mixed reads/s as a share of it. */
export async function bareScenario(mixedReads: { label: string; rps: number }[]) {
  console.log(
    `\n-- 6. Fastify pelado: JSON fijo de ~1,5 KB, ${WORKERS} proceso(s), ${CONNECTIONS} conexiones, ${SECONDS} s --`,
  );
  const bare = await startBareServer();
  try {
    const f = await load({
      base: bare.base,
      token: "",
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    if (f.errors > 0) throw new Error(`el servidor pelado respondió ${f.errors} errores`);
    printTable(
      ["servidor", "p50 ms", "p99 ms", "req/s"],
      [["Fastify pelado", ms(f.p50), ms(f.p99), perSecond(f.rps)]],
    );
    console.log("");
    printTable(
      ["lecturas del mixto", "req/s", "% del pelado"],
      mixedReads.map((m) => [m.label, perSecond(m.rps), `${((100 * m.rps) / f.rps).toFixed(1)} %`]),
    );
  } finally {
    await bare.stop();
  }
}
