// The scenarios run against one server on one studio. Each prints its figures and verdicts and
// answers the figures the scale comparison needs.
import { CACHED_SECONDS, CONNECTIONS, type Engine, SECONDS, WRITE_CONNECTIONS } from "./config.ts";
import { ENDPOINTS, type PaymentFeed, variedUrl } from "./endpoints.ts";
import { check, goals, type IssueGoal, targetsFor, verdict } from "./goals.ts";
import { type Figures, load, percentile } from "./load.ts";
import type { RunningServer } from "./server.ts";
import type { StudioSample } from "./studio.ts";
import { ms, perSecond, printTable } from "./table.ts";

export interface Run {
  engine: Engine;
  /** "SQLite 2000" and the like: where a figure was measured. */
  label: string;
  server: RunningServer;
  sample: StudioSample;
  feed: PaymentFeed;
  /** Absolute goals apply to the reference studio; the others are held to the scale ratio. */
  reference: boolean;
}

export interface MixedFigures {
  reads: Figures;
  writes: Figures;
}

/** Errors anywhere mean the bench broke: where they happened, for the closing message. */
export const errorsSeen: string[] = [];

export const FIGURE_HEADER = [
  "escenario",
  "p50 ms",
  "p99 ms",
  "req/s",
  "errores",
  "meta",
  "veredicto",
];

export function figureRow(
  run: Run,
  scenario: string,
  name: string,
  f: Figures,
  target: string,
  verdict: string,
) {
  if (f.errors > 0) {
    errorsSeen.push(`${run.label} ${scenario}, ${name}: ${f.errors} (${f.errorKinds})`);
  }
  return [
    name,
    ms(f.p50),
    ms(f.p99),
    perSecond(f.rps),
    f.errors === 0 ? "0" : `${f.errors} (${f.errorKinds})`,
    target,
    verdict,
  ];
}

const varied = (run: Run) => () => variedUrl(run.sample);

/** `connections` clients reading the console's varied URLs for a scenario's SECONDS. */
export const variedReads = (run: Run, connections: number) =>
  load({ ...run.server, connections, seconds: SECONDS, nextPath: varied(run) });

/** A short run of varied reads so the first figure measured does not pay for the JIT alone. */
export async function warmUp(run: Run) {
  await load({ ...run.server, connections: CONNECTIONS, seconds: 2, nextPath: varied(run) });
}

/** 1. One fixed URL per endpoint: after the first request every answer is a read-cache hit. */
export async function cachedScenario(run: Run) {
  console.log(
    `\n-- 1. caché (${run.label}): una URL fija por endpoint, ${CACHED_SECONDS} s cada una, ${CONNECTIONS} conexiones; aciertos de caché, informativo --`,
  );
  const rows: string[][] = [];
  for (const endpoint of ENDPOINTS) {
    const f = await load({
      ...run.server,
      connections: CONNECTIONS,
      seconds: CACHED_SECONDS,
      path: endpoint.url(run.sample, () => 0),
    });
    rows.push(figureRow(run, "caché", endpoint.name, f, "(caché)", "—"));
  }
  printTable(FIGURE_HEADER, rows);
}

/** The read goals of scenario A (varied reads alone) or B (the same under payments). */
function readGoals(run: Run, scenario: string, reads: Figures, kind: "A" | "B") {
  const t = targetsFor(run.engine);
  const [targetRps, targetP99] =
    kind === "A" ? [t.readRps, t.readP99] : [t.mixedReadRps, t.mixedReadP99];
  const issue = (goal: IssueGoal) => ({ goal, engine: run.engine });
  const p99 =
    targetP99 === undefined
      ? "—"
      : check({
          where: `${run.label} ${scenario}`,
          what: "lecturas p99",
          value: `${ms(reads.p99)} ms`,
          target: `≤ ${targetP99} ms`,
          ok: reads.p99 <= targetP99 && reads.errors === 0,
          issue: issue(kind === "A" ? "readP99" : "mixedReadP99"),
        });
  if (targetP99 === undefined && kind === "A") {
    // PostgreSQL's A has no p99 goal: its figure still shows in the summary.
    goals.push({
      where: `${run.label} ${scenario}`,
      what: "lecturas p99",
      value: `${ms(reads.p99)} ms`,
      target: "—",
      ok: true,
      issue: issue("readP99"),
    });
  }
  const rps = check({
    where: `${run.label} ${scenario}`,
    what: "lecturas/s",
    value: perSecond(reads.rps),
    target: `≥ ${targetRps}`,
    ok: reads.rps >= targetRps && reads.errors === 0,
    issue: issue(kind === "A" ? "readRps" : "mixedReadRps"),
  });
  return {
    p99,
    rps,
    target:
      targetP99 === undefined ? `≥ ${targetRps}/s` : `p99 ≤ ${targetP99} ms, ≥ ${targetRps}/s`,
  };
}

/** 2. Every request a URL drawn at random over the studio, as staff vary them. */
export async function variedScenario(run: Run): Promise<Figures> {
  console.log(
    `\n-- 2. lecturas variadas (${run.label}): ${CONNECTIONS} conexiones, ${SECONDS} s, URL al azar en cada petición --`,
  );
  const f = await variedReads(run, CONNECTIONS);
  const verdict = readGoals(run, "variadas", f, "A");
  printTable(FIGURE_HEADER, [
    figureRow(
      run,
      "variadas",
      "lecturas variadas",
      f,
      verdict.target,
      `${verdict.p99} / ${verdict.rps}`,
    ),
  ]);
  return f;
}

/**
 * 3. Varied reads while payments are recorded on a few connections, asked at half again the
 * goal's rate ("reads … while payments are recorded at ≥ 100/s"; autocannon hands out a budget
 * per second, so a busy second falls short of it and the measured rate is what the goal checks).
 * As fast as answered, the writers took whatever the reads left (from 130 to 420/s from one run
 * to the next on the same code), so the read figures measured the writers' luck as much as the
 * reads.
 */
export async function mixedScenario(run: Run): Promise<MixedFigures> {
  const t = targetsFor(run.engine);
  const readConnections = CONNECTIONS - WRITE_CONNECTIONS;
  const writeRate = Math.round(t.mixedWritesPerSecond * 1.5);
  console.log(
    `\n-- 3. mixto (${run.label}): ${readConnections} conexiones de lecturas variadas y ${WRITE_CONNECTIONS} que piden ${writeRate} pagos/s, ${SECONDS} s --`,
  );
  const [reads, writes] = await Promise.all([
    variedReads(run, readConnections),
    load({
      ...run.server,
      path: "/api/payments",
      connections: WRITE_CONNECTIONS,
      seconds: SECONDS,
      rate: writeRate,
      nextBody: () => run.feed.body(),
    }),
  ]);
  let readVerdict = "ver escala";
  let writeVerdict = "ver escala";
  let readTarget = "≤ 10× el de referencia";
  let writeTarget = readTarget;
  if (run.reference) {
    const verdict = readGoals(run, "mixto", reads, "B");
    readVerdict = `${verdict.p99} / ${verdict.rps}`;
    readTarget = verdict.target;
    writeTarget = `≥ ${t.mixedWritesPerSecond}/s`;
    writeVerdict = check({
      where: `${run.label} mixto`,
      what: "pagos/s",
      value: perSecond(writes.rps),
      target: writeTarget,
      ok: writes.rps >= t.mixedWritesPerSecond && writes.errors === 0,
      issue: { goal: "mixedWrites", engine: run.engine },
    });
  }
  printTable(FIGURE_HEADER, [
    figureRow(run, "mixto", "lecturas", reads, readTarget, readVerdict),
    figureRow(run, "mixto", "pagos", writes, writeTarget, writeVerdict),
  ]);
  return { reads, writes };
}

/**
 * 5. Visitors (issue 28): a burst of people opening the public page, as after an Instagram
 * post: 16 anonymous connections load `/` (its HTML with the server-written head) and
 * GET /api/public/site, two send trial requests at 20/s, each from its own address (the form's
 * hourly limit is per address). First alone (what the public page holds), then beside 14
 * connections of the console's varied reads (what each side keeps while the other works).
 */
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br" };

export async function visitorsScenario(run: Run) {
  const visitorConnections = CONNECTIONS / 2;
  const trialConnections = 2;
  const consoleConnections = CONNECTIONS - visitorConnections - trialConnections;
  const trialRate = 20;
  const site = (await (await fetch(`${run.server.base}/api/public/site`)).json()) as {
    classes: { id: number; nextSessions: string[]; minAge: number | null; maxAge: number | null }[];
  };
  const bookable = site.classes.filter((c) => c.nextSessions.length > 0);
  if (bookable.length === 0) throw new Error("ninguna clase publicada con sesiones próximas");
  let visitor = 0;
  let sent = 0;
  const visitors = () =>
    load({
      ...run.server,
      anonymous: true,
      connections: visitorConnections,
      seconds: SECONDS,
      nextPath: () => (visitor++ % 2 === 0 ? "/" : "/api/public/site"),
      // As a browser asks: the page written by the server is sent compressed (decision 0064).
      nextHeaders: () => BROWSER_ENCODINGS,
    });
  const trials = () =>
    load({
      ...run.server,
      anonymous: true,
      path: "/api/public/trial-requests",
      connections: trialConnections,
      seconds: SECONDS,
      rate: trialRate,
      nextBody: () => {
        const n = sent++;
        const klass = bookable[n % bookable.length] as (typeof bookable)[number];
        // An age the class takes (a children's class refuses an adult): a parent asks for her
        // child where the class is for minors, as the public form lets her.
        const age = Math.min(Math.max(30, klass.minAge ?? 2), klass.maxAge ?? 99);
        return JSON.stringify({
          forWhom: age < 18 ? "child" : "self",
          classId: klass.id,
          sessionDate: klass.nextSessions[0],
          name: `Visita Bench ${n}`,
          phone: "+56 9 7000 0000",
          age,
          ...(age < 18 ? { guardianName: `Apoderada Bench ${n}` } : {}),
          consent: true,
          fillMs: 9_000,
        });
      },
      // The address of the request just built (nextBody runs first).
      nextHeaders: () => ({
        "x-forwarded-for": `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      }),
    });
  console.log(
    `\n-- 5a. visitantes solos (${run.label}): ${visitorConnections} conexiones anónimas a / y /api/public/site, ${trialConnections} que piden ${trialRate} solicitudes de prueba/s, ${SECONDS} s --`,
  );
  const [alonePages, aloneTrials] = await Promise.all([visitors(), trials()]);
  printTable(FIGURE_HEADER, [
    figureRow(run, "visitantes", "página y /api/public/site", alonePages, "(informativo)", "—"),
    figureRow(
      run,
      "visitantes",
      "solicitudes de prueba",
      aloneTrials,
      `${trialRate}/s pedidas`,
      "—",
    ),
  ]);
  console.log(
    `\n-- 5b. visitantes con la consola (${run.label}): lo mismo, más ${consoleConnections} conexiones de lecturas variadas de la consola, ${SECONDS} s --`,
  );
  const [pages, trialFigures, reads] = await Promise.all([
    visitors(),
    trials(),
    variedReads(run, consoleConnections),
  ]);
  printTable(FIGURE_HEADER, [
    figureRow(run, "visitantes+consola", "página y /api/public/site", pages, "(informativo)", "—"),
    figureRow(
      run,
      "visitantes+consola",
      "solicitudes de prueba",
      trialFigures,
      `${trialRate}/s pedidas`,
      "—",
    ),
    figureRow(run, "visitantes+consola", "lecturas de la consola", reads, "(informativo)", "—"),
  ]);
}

/** 4. Payments recorded on every connection. */
export async function writesScenario(run: Run) {
  console.log(`\n-- 4. solo pagos (${run.label}): ${CONNECTIONS} conexiones, ${SECONDS} s --`);
  const f = await load({
    ...run.server,
    path: "/api/payments",
    connections: CONNECTIONS,
    seconds: SECONDS,
    nextBody: () => run.feed.body(),
  });
  const t = targetsFor(run.engine);
  const verdict = check({
    where: `${run.label} solo pagos`,
    what: "pagos/s",
    value: perSecond(f.rps),
    target: `≥ ${t.writesOnlyPerSecond}/s`,
    ok: f.rps >= t.writesOnlyPerSecond && f.errors === 0,
    issue: { goal: "writesOnly", engine: run.engine },
  });
  printTable(FIGURE_HEADER, [
    figureRow(run, "solo pagos", "registrar pago", f, `≥ ${t.writesOnlyPerSecond}/s`, verdict),
  ]);
}

/** Per endpoint: the p50 and p99 of one request right after a write, in ms. */
export type ColdFigures = Map<string, { p50: number; p99: number }>;

/** 5. Each endpoint, one request at a time, right after writes that leave nothing cached. */
export async function coldScenario(run: Run, runs: number): Promise<ColdFigures> {
  const t = targetsFor(run.engine);
  console.log(
    `\n-- 5. en frío (${run.label}): por endpoint, ${runs} veces un pago y una estudiante nueva, y enseguida UNA petición con URL variada; meta sobre p50 --`,
  );
  const headers = {
    authorization: `Bearer ${run.server.token}`,
    "content-type": "application/json",
  };
  const figures: ColdFigures = new Map();
  const rows: string[][] = [];
  let met = 0;
  let worst: { name: string; p50: number } | undefined;
  for (const endpoint of ENDPOINTS) {
    const durations: number[] = [];
    let errors = 0;
    for (let i = 0; i < runs; i++) {
      // A payment moves the money version, a new student the records one: together they leave
      // nothing cached for the request that follows, neither answers nor records-only parts.
      const writes = [
        ["/api/payments", run.feed.body()],
        [
          "/api/students",
          JSON.stringify({ firstName: "Frío", lastName: `Prueba ${i}`, birthDate: "1992-03-04" }),
        ],
      ];
      for (const [path, body] of writes) {
        const write = await fetch(`${run.server.base}${path}`, { method: "POST", headers, body });
        await write.arrayBuffer();
        if (write.status !== 201) errors++;
      }
      const url = `${run.server.base}${endpoint.url(run.sample, Math.random)}`;
      const start = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      durations.push(performance.now() - start);
      if (res.status !== 200) errors++;
    }
    if (errors > 0) errorsSeen.push(`${run.label} en frío, ${endpoint.name}: ${errors} no 2xx`);
    const p50 = percentile(durations, 0.5);
    const p99 = percentile(durations, 0.99);
    figures.set(endpoint.name, { p50, p99 });
    const ok = p50 <= t.coldMs && errors === 0;
    if (endpoint.oldClients) {
      rows.push([endpoint.name, ms(p50), ms(p99), String(errors), "(informativo)"]);
      continue;
    }
    if (ok) met++;
    if (!worst || p50 > worst.p50) worst = { name: endpoint.name, p50 };
    rows.push([
      endpoint.name,
      ms(p50),
      ms(p99),
      String(errors),
      run.reference ? verdict(ok) : "ver escala",
    ]);
  }
  const goals = ENDPOINTS.filter((e) => !e.oldClients).length;
  printTable(
    [
      "endpoint",
      "p50 ms",
      "p99 ms",
      "errores",
      run.reference ? `p50 ≤ ${t.coldMs} ms` : "veredicto",
    ],
    rows,
  );
  if (run.reference && worst) {
    check({
      where: `${run.label} en frío`,
      what: `endpoints con p50 ≤ ${t.coldMs} ms`,
      value: `${met}/${goals} (peor: ${worst.name} ${ms(worst.p50)} ms)`,
      target: `todos ≤ ${t.coldMs} ms`,
      ok: met === goals,
      issue: { goal: "cold", engine: run.engine },
    });
  }
  return figures;
}
