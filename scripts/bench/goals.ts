// The goals of issue 37 (which supersede docs/product/quality.md#api's figures), every one checked and
// collected for the final summary: one line per goal with its verdict on each engine.
import type { Engine } from "./config.ts";

export const CUMPLE = "CUMPLE";
export const NO_CUMPLE = "NO CUMPLE";

/** Issue 37's goals on the bench studio (2,000 students), per engine. */
export function targetsFor(engine: Engine) {
  const postgres = engine === "postgres";
  return {
    /** A: varied reads alone. PostgreSQL's has no p99 goal of its own. */
    readRps: postgres ? 2000 : 5000,
    readP99: postgres ? undefined : 25,
    /** B: varied reads on 28 connections while 4 record payments, all accepted. */
    mixedReadRps: postgres ? 1000 : 2000,
    mixedReadP99: postgres ? 75 : 33,
    mixedWritesPerSecond: postgres ? 60 : 150,
    /** C: payments only. */
    writesOnlyPerSecond: postgres ? 400 : 900,
    /** Every endpoint, right after a write: median at most this (ms). */
    coldMs: postgres ? 7 : 5,
    /** How much worse the 20,000-student studio may be than the 2,000-student one. */
    scale: 10,
    paymentQueries: 15,
    dashboardQueries: 13,
    /** The debts report's answer, uncompressed, in bytes (300 KB). */
    debtsReportBytes: 300_000,
    /** Loaded and measured at once without ANALYZE: at most this many times worse. */
    noStatsTimes: 3,
  };
}

/** The goals of issue 37 in the summary's order, each judged on both engines. */
export const ISSUE_GOALS = {
  readRps: "A lecturas variadas/s",
  readP99: "A lecturas variadas p99",
  mixedReadRps: "B lecturas/s con pagos",
  mixedReadP99: "B lecturas p99 con pagos",
  mixedWrites: "B pagos aceptados/s",
  writesOnly: "C solo pagos/s",
  cold: "en frío: mediana de cada endpoint",
  scale: "20.000 estudiantes ≤ 10× peor",
  paymentQueries: "consultas de un pago",
  dashboardQueries: "consultas del dashboard",
  debtsSize: "tamaño del reporte de deudas",
  noStats: "sin estadísticas (sin ANALYZE)",
} as const;
export type IssueGoal = keyof typeof ISSUE_GOALS;

export interface Goal {
  where: string;
  what: string;
  value: string;
  target: string;
  ok: boolean;
  /** Which of issue 37's goals this is, on which engine: it gets its line in the summary. */
  issue?: { goal: IssueGoal; engine: Engine };
}

export const goals: Goal[] = [];

export const verdict = (ok: boolean) => (ok ? CUMPLE : NO_CUMPLE);

/** Records a goal and answers its verdict, for the scenario's own table. */
export function check(goal: Goal): string {
  goals.push(goal);
  return verdict(goal.ok);
}

/** A goal with no figure on an engine (PostgreSQL's A p99; the no-statistics case on SQLite). */
const NOT_A_GOAL: Partial<Record<IssueGoal, Partial<Record<Engine, string>>>> = {
  readP99: { postgres: "sin meta" },
  noStats: { sqlite: "no aplica" },
};

function pad(text: string, width: number) {
  return text.padEnd(width);
}

export function printSummary(engines: readonly Engine[]) {
  console.log(
    "\n== Resumen de metas del issue 37 (estudio de 2.000 estudiantes; las cifras de caché no cuentan) ==\n",
  );
  const rows: string[][] = [];
  let met = 0;
  let missed = 0;
  for (const [key, label] of Object.entries(ISSUE_GOALS) as [IssueGoal, string][]) {
    const row = [label];
    for (const engine of engines) {
      const found = goals.filter((g) => g.issue?.goal === key && g.issue.engine === engine);
      const none = NOT_A_GOAL[key]?.[engine];
      if (none) {
        const shown = found[0] ? `${found[0].value} (${none})` : none;
        row.push(shown, "—");
      } else if (found.length === 0) {
        row.push("no medido", "NO MEDIDO");
      } else {
        // Several checks of one goal (the scale ratios) meet it only together.
        const ok = found.every((g) => g.ok);
        const worst = found.find((g) => !g.ok) ?? (found[0] as Goal);
        row.push(`${worst.value} (meta ${worst.target})`, verdict(ok));
        if (ok) met++;
        else missed++;
      }
    }
    rows.push(row);
  }
  const header = [
    "meta",
    ...engines.flatMap((e) => [e === "sqlite" ? "SQLite" : "PostgreSQL", ""]),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => pad(c, widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    `\n${met} ${CUMPLE}, ${missed} ${NO_CUMPLE} (metas del issue 37; "no medido": escenario omitido)`,
  );

  const others = goals.filter((g) => !g.issue);
  if (others.length > 0) {
    console.log("\n== Otras metas ==\n");
    const whereWidth = Math.max(...others.map((g) => g.where.length), 10);
    const whatWidth = Math.max(...others.map((g) => g.what.length), 10);
    const valueWidth = Math.max(...others.map((g) => g.value.length), 6);
    for (const g of others) {
      console.log(
        `${g.where.padEnd(whereWidth)}  ${g.what.padEnd(whatWidth)}  ${g.value.padStart(valueWidth)}  meta ${g.target.padEnd(14)} ${verdict(g.ok)}`,
      );
    }
    const otherMissed = others.filter((g) => !g.ok).length;
    console.log(`\n${others.length - otherMissed} ${CUMPLE}, ${otherMissed} ${NO_CUMPLE}`);
  }
}
