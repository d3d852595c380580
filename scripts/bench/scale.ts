// 7. How much worse each figure gets on a larger studio than on the reference one.
import type { Engine } from "./config.ts";
import { check, targetsFor, verdict } from "./goals.ts";
import type { ColdFigures, MixedFigures } from "./scenarios.ts";
import { ms, perSecond, printTable, times } from "./table.ts";

export interface SizeFigures {
  students: number;
  cold: ColdFigures;
  mixed: MixedFigures;
}

/**
 * Prints, per figure, reference and larger value and how many times worse the larger is
 * (latency: larger / reference; throughput: reference / larger), against the scale goal.
 */
export function scaleScenario(
  engine: Engine,
  engineName: string,
  reference: SizeFigures,
  other: SizeFigures,
) {
  const limit = targetsFor(engine).scale;
  const where = `${engineName} ${other.students}/${reference.students}`;
  console.log(
    `\n-- 7. escala (${engineName}): ${other.students} frente a ${reference.students} estudiantes; "veces peor" ≤ ${limit}× --`,
  );
  const rows: string[][] = [];
  const row = (what: string, ref: string, big: string, worse: number) =>
    rows.push([what, ref, big, times(worse), verdict(worse <= limit)]);
  const add = (what: string, ref: string, big: string, worse: number) => {
    check({ where, what, value: times(worse), target: `≤ ${limit}×`, ok: worse <= limit });
    row(what, ref, big, worse);
  };
  // Cold endpoints: one row each here, one goal (the worst of them) in the summary.
  let worst: { name: string; worse: number } | undefined;
  for (const [name, ref] of reference.cold) {
    const big = other.cold.get(name);
    if (!big) continue;
    const worse = big.p50 / ref.p50;
    row(`en frío p50 ${name}`, ms(ref.p50), ms(big.p50), worse);
    if (!worst || worse > worst.worse) worst = { name, worse };
  }
  if (worst) {
    check({
      where,
      what: `en frío p50 (peor: ${worst.name})`,
      value: times(worst.worse),
      target: `≤ ${limit}×`,
      ok: worst.worse <= limit,
    });
  }
  add(
    "mixto lecturas p99",
    ms(reference.mixed.reads.p99),
    ms(other.mixed.reads.p99),
    other.mixed.reads.p99 / reference.mixed.reads.p99,
  );
  add(
    "mixto lecturas/s",
    perSecond(reference.mixed.reads.rps),
    perSecond(other.mixed.reads.rps),
    reference.mixed.reads.rps / other.mixed.reads.rps,
  );
  add(
    "mixto pagos/s",
    perSecond(reference.mixed.writes.rps),
    perSecond(other.mixed.writes.rps),
    reference.mixed.writes.rps / other.mixed.writes.rps,
  );
  printTable(
    ["cifra", String(reference.students), String(other.students), "veces peor", "veredicto"],
    rows,
  );
}
