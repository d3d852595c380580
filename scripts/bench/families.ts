// 6. Families: the studio sends the month's WhatsApp with the portal links and the parents open
// them at once, each on her own phone (her own session cookie), while the desk keeps working.
import { CONNECTIONS, SECONDS } from "./config.ts";
import { load } from "./load.ts";
import { FIGURE_HEADER, figureRow, type Run, variedReads } from "./scenarios.ts";
import { printTable } from "./table.ts";

/** Families with a session: enough that few requests in a row share one. */
const FAMILIES = 100;
/** What the portal's first screen asks, and 'Asistencia' and the transfer notices beside it. */
const PORTAL_PATHS = [
  "/api/portal/family",
  "/api/portal/statement",
  "/api/portal/attendance",
  "/api/portal/transfer-notices",
];

/** Opens a portal session for each of the first families, as their phones would. */
async function familySessions(run: Run): Promise<string[]> {
  const { base, token } = run.server;
  const staff = { authorization: `Bearer ${token}` };
  const guardians = (await (
    await fetch(`${base}/api/guardians?page=1&size=${FAMILIES}`, { headers: staff })
  ).json()) as { id: number }[];
  if (!Array.isArray(guardians)) throw new Error(`familias: ${JSON.stringify(guardians)}`);
  const cookies: string[] = [];
  for (const [i, g] of guardians.entries()) {
    const link = (await (
      await fetch(`${base}/api/guardians/${g.id}/portal-link`, { method: "POST", headers: staff })
    ).json()) as { url: string };
    const opened = await fetch(`${base}/api/portal/session`, {
      method: "POST",
      // Each phone has its own address: the link opening is limited per address.
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `10.9.${i >> 8}.${i & 255}`,
      },
      body: JSON.stringify({ token: link.url.split("/portal/acceso/")[1] }),
    });
    const cookie = opened.headers.get("set-cookie")?.split(";")[0];
    if (!opened.ok || !cookie) throw new Error(`portal: la sesión no abrió (${opened.status})`);
    cookies.push(cookie);
  }
  if (cookies.length === 0) throw new Error("el estudio del bench no tiene familias");
  return cookies;
}

export async function familiesScenario(run: Run) {
  const cookies = await familySessions(run);
  const familyConnections = CONNECTIONS / 2;
  const consoleConnections = CONNECTIONS - familyConnections;
  let n = 0;
  // The cookie and path of the request being built; nextPath runs before nextHeaders.
  let cookie = "";
  const families = () =>
    load({
      ...run.server,
      anonymous: true,
      connections: familyConnections,
      seconds: SECONDS,
      nextPath: () => {
        const i = n++;
        cookie = cookies[Math.floor(i / PORTAL_PATHS.length) % cookies.length] ?? "";
        return PORTAL_PATHS[i % PORTAL_PATHS.length] ?? "/api/portal/family";
      },
      nextHeaders: () => ({ cookie }),
    });
  console.log(
    `\n-- 6a. familias en el portal (${run.label}): ${cookies.length} familias con sesión, ${familyConnections} conexiones a ${PORTAL_PATHS.join(", ")}, ${SECONDS} s --`,
  );
  const alone = await families();
  printTable(FIGURE_HEADER, [
    figureRow(run, "familias", "lecturas del portal", alone, "(informativo)", "—"),
  ]);
  console.log(
    `\n-- 6b. familias con la consola (${run.label}): lo mismo, más ${consoleConnections} conexiones de lecturas variadas de la consola, ${SECONDS} s --`,
  );
  const [portal, reads] = await Promise.all([families(), variedReads(run, consoleConnections)]);
  printTable(FIGURE_HEADER, [
    figureRow(run, "familias+consola", "lecturas del portal", portal, "(informativo)", "—"),
    figureRow(run, "familias+consola", "lecturas de la consola", reads, "(informativo)", "—"),
  ]);
}
