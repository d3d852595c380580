// The goals of docs/product/quality.md#api, every one checked and collected for the final summary.
import type { Engine } from "./config.ts";

export const CUMPLE = "CUMPLE";
export const NO_CUMPLE = "NO CUMPLE";

/** SQLite's goals; PostgreSQL's are within 2× of them, except cold reads (< 5 ms on both). */
export function targetsFor(engine: Engine) {
  const factor = engine === "postgres" ? 2 : 1;
  return {
    readP99: 25 * factor,
    readRps: 1500 / factor,
    mixedWritesPerSecond: 100 / factor,
    writesOnlyPerSecond: 500 / factor,
    coldMs: 5,
    /** How much worse the 20,000-student studio may be than the 2,000-student one. */
    scale: 10,
  };
}

export interface Goal {
  where: string;
  what: string;
  value: string;
  target: string;
  ok: boolean;
}

export const goals: Goal[] = [];

export const verdict = (ok: boolean) => (ok ? CUMPLE : NO_CUMPLE);

/** Records a goal and answers its verdict, for the scenario's own table. */
export function check(goal: Goal): string {
  goals.push(goal);
  return verdict(goal.ok);
}

export function printSummary() {
  console.log(
    "\n== Resumen de metas (docs/product/quality.md#api; las cifras de caché no cuentan) ==\n",
  );
  const whereWidth = Math.max(...goals.map((g) => g.where.length), 10);
  const whatWidth = Math.max(...goals.map((g) => g.what.length), 10);
  const valueWidth = Math.max(...goals.map((g) => g.value.length), 6);
  for (const g of goals) {
    console.log(
      `${g.where.padEnd(whereWidth)}  ${g.what.padEnd(whatWidth)}  ${g.value.padStart(valueWidth)}  meta ${g.target.padEnd(14)} ${verdict(g.ok)}`,
    );
  }
  const missed = goals.filter((g) => !g.ok).length;
  console.log(`\n${goals.length - missed} ${CUMPLE}, ${missed} ${NO_CUMPLE}`);
}
