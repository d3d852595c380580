// 7. How much worse each figure gets on a larger studio than on the reference one.
import type { Engine } from "./config.ts";
import { ENDPOINTS } from "./endpoints.ts";
import { check, targetsFor, verdict } from "./goals.ts";
import type { Figures } from "./load.ts";
import type { ColdFigures, MixedFigures } from "./scenarios.ts";
import { ms, perSecond, printTable, times } from "./table.ts";

export interface SizeFigures {
  students: number;
  cold: ColdFigures;
  /** Absent when BENCH_SCENARIOS leaves the mixed scenario out. */
  mixed: MixedFigures | undefined;
  /** The varied reads of the reference studio (the no-statistics scenario compares with it). */
  varied?: Figures | undefined;
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
    check({
      where,
      what,
      value: times(worse),
      target: `≤ ${limit}×`,
      ok: worse <= limit,
      issue: { goal: "scale", engine },
    });
    row(what, ref, big, worse);
  };
  // Cold endpoints: one row each here, one goal (the worst of them) in the summary.
  let worst: { name: string; worse: number } | undefined;
  const oldClients = new Set(ENDPOINTS.filter((e) => e.oldClients).map((e) => e.name));
  for (const [name, ref] of reference.cold) {
    const big = other.cold.get(name);
    if (!big) continue;
    const worse = big.p50 / ref.p50;
    if (oldClients.has(name)) {
      rows.push([`en frío p50 ${name}`, ms(ref.p50), ms(big.p50), times(worse), "(informativo)"]);
      continue;
    }
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
      issue: { goal: "scale", engine },
    });
  }
  const [refMixed, bigMixed] = [reference.mixed, other.mixed];
  if (refMixed && bigMixed) addMixed(add, refMixed, bigMixed);
  printTable(
    ["cifra", String(reference.students), String(other.students), "veces peor", "veredicto"],
    rows,
  );
}

function addMixed(
  add: (what: string, ref: string, big: string, worse: number) => void,
  reference: MixedFigures,
  other: MixedFigures,
) {
  add(
    "mixto lecturas p99",
    ms(reference.reads.p99),
    ms(other.reads.p99),
    other.reads.p99 / reference.reads.p99,
  );
  add(
    "mixto lecturas/s",
    perSecond(reference.reads.rps),
    perSecond(other.reads.rps),
    reference.reads.rps / other.reads.rps,
  );
  add(
    "mixto pagos/s",
    perSecond(reference.writes.rps),
    perSecond(other.writes.rps),
    reference.writes.rps / other.writes.rps,
  );
}
