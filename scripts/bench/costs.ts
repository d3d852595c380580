// What a request costs, besides time (issue 37): the SQL statements of a payment and of the
// dashboard, counted by the server itself (BENCH_QUERY_COUNT=1: its answers carry
// X-Nova-Queries), and the size of the debts report's answer.
import { PERIODS } from "@nova/domain";
import { check, type IssueGoal, targetsFor } from "./goals.ts";
import type { Run } from "./scenarios.ts";
import { printTable } from "./table.ts";

const QUERY_HEADER = "x-nova-queries";
/** Payments recorded to count their queries (each a new student, class and month). */
const PAYMENTS = 10;

function queriesOf(res: Response): number {
  const header = res.headers.get(QUERY_HEADER);
  if (header === null) {
    throw new Error(`el servidor no envió ${QUERY_HEADER}: ¿corre sin BENCH_QUERY_COUNT=1?`);
  }
  return Number(header);
}

export async function costsScenario(run: Run) {
  console.log(
    `\n-- 8. costo por petición (${run.label}): consultas SQL de un pago (${PAYMENTS}) y del dashboard (cada período), tamaño del reporte de deudas --`,
  );
  const t = targetsFor(run.engine);
  const headers = {
    authorization: `Bearer ${run.server.token}`,
    "content-type": "application/json",
  };
  const payment: number[] = [];
  for (let i = 0; i < PAYMENTS; i++) {
    const res = await fetch(`${run.server.base}/api/payments`, {
      method: "POST",
      headers,
      body: run.feed.body(),
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`un pago respondió ${res.status}`);
    payment.push(queriesOf(res));
  }
  const dashboard: number[] = [];
  for (const period of PERIODS) {
    // After a payment, so the dashboard is computed, not taken from the read cache.
    const pay = await fetch(`${run.server.base}/api/payments`, {
      method: "POST",
      headers,
      body: run.feed.body(),
    });
    await pay.arrayBuffer();
    const res = await fetch(`${run.server.base}/api/dashboard?period=${period}`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`el dashboard respondió ${res.status}`);
    dashboard.push(queriesOf(res));
  }
  // As the screen asks (its first page of 100), minus compression: the bytes the server builds
  // and the browser parses; and whole, as an old client asks (told, not a goal).
  const debtsSize = async (query: string) => {
    const res = await fetch(`${run.server.base}/api/reports/debts${query}`, {
      headers: { ...headers, "accept-encoding": "identity" },
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`el reporte de deudas respondió ${res.status}`);
    return bytes;
  };
  const debtsBytes = await debtsSize("?page=1&size=100");
  const debtsAllBytes = await debtsSize("");

  const worstPayment = Math.max(...payment);
  const worstDashboard = Math.max(...dashboard);
  const kb = (n: number) => `${(n / 1000).toFixed(0)} KB`;
  // Each row of the table is also a goal of the summary, with the same figure and target.
  const row = (
    label: string,
    what: string,
    value: string,
    target: string,
    ok: boolean,
    goal: IssueGoal,
  ) => [
    label,
    value,
    target,
    check({
      where: `${run.label} costo`,
      what,
      value,
      target,
      ok,
      issue: { goal, engine: run.engine },
    }),
  ];
  const rows = [
    row(
      "consultas de un pago (la mayor)",
      "consultas de un pago",
      String(worstPayment),
      `≤ ${t.paymentQueries}`,
      worstPayment <= t.paymentQueries,
      "paymentQueries",
    ),
    row(
      "consultas del dashboard (el período mayor)",
      "consultas del dashboard",
      String(worstDashboard),
      `≤ ${t.dashboardQueries}`,
      worstDashboard <= t.dashboardQueries,
      "dashboardQueries",
    ),
    [
      "reporte de deudas entero, sin página (clientes antiguos)",
      kb(debtsAllBytes),
      "(informativo)",
      "",
    ],
    row(
      "reporte de deudas como lo pide la consola (página de 100, sin comprimir)",
      "tamaño del reporte de deudas",
      kb(debtsBytes),
      `≤ ${kb(t.debtsReportBytes)}`,
      debtsBytes <= t.debtsReportBytes,
      "debtsSize",
    ),
  ];
  printTable(["cifra", "valor", "meta", "veredicto"], rows);
}
