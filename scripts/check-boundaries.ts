// Import boundaries, checked by `npm run check`: fails when a file imports across a line the
// architecture draws (docs/architecture.md). Each rule is one entry of RULES below; a rule
// states which importing files it watches and, given the file and the repo path its import
// resolves to, why that import is not allowed. Run: npx tsx scripts/check-boundaries.ts
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Where an import leads: a repo path (posix, no extension guessing) or a package name. */
export type Target = { kind: "file"; path: string } | { kind: "package"; name: string };

export interface Rule {
  name: string;
  /** Off until the code obeys it; the comment beside the entry says when it is turned on. */
  enabled: boolean;
  /** The importing files the rule watches (repo paths, posix). */
  appliesTo: RegExp;
  /** Why `from` may not import `to`, or undefined when it may. */
  violation(from: string, to: Target): string | undefined;
  /** Imports the rule must refuse and allow: checked on every run, so a rule cannot rot. */
  examples: { refuses: [string, Target][]; allows: [string, Target][] };
}

const file = (path: string): Target => ({ kind: "file", path });
const pkg = (name: string): Target => ({ kind: "package", name });

/** The name of the folder right under `base` that `path` is in ("" when outside `base`). */
function folderUnder(base: string, path: string): string {
  if (!path.startsWith(`${base}/`)) return "";
  return path.slice(base.length + 1).split("/")[0] ?? "";
}

const WEB_FEATURES = "apps/web/src/features";
const SERVER_MODULES = "apps/server/src/modules";

/** A rule's violation: a file in one folder right under `base` imports a file in another. */
function siblingImport(
  base: string,
  why: (own: string, other: string) => string,
): Rule["violation"] {
  return (from, to) => {
    if (to.kind !== "file") return undefined;
    const own = folderUnder(base, from);
    const other = folderUnder(base, to.path);
    if (other === "" || other === own) return undefined;
    return why(own, other);
  };
}

/** A rule's violation: the import leads to a file under one of the `floorsAbove`. */
function importAbove(floorsAbove: RegExp, why: string): Rule["violation"] {
  return (_from, to) => (to.kind === "file" && floorsAbove.test(to.path) ? why : undefined);
}

export const RULES: Rule[] = [
  {
    name: "web feature → another feature",
    enabled: true,
    // Issue 38: features stand side by side on the shared floors (src/entities, src/components,
    // src/lib) and never import each other, not even through an index.ts; a page that gathers
    // several features is composed above them, in src/app/pages.
    appliesTo: /^apps\/web\/src\/features\//,
    violation: siblingImport(
      WEB_FEATURES,
      (own, other) =>
        `features/${own} imports features/${other}; move what both use down to src/entities, src/components or src/lib, or compose the page that shows both in src/app/pages`,
    ),
    examples: {
      refuses: [
        [
          "apps/web/src/features/students/pages/a.tsx",
          file("apps/web/src/features/attendance/components/student-attendance-card"),
        ],
        ["apps/web/src/features/students/pages/a.tsx", file("apps/web/src/features/privacy")],
        [
          "apps/web/src/features/students/pages/a.tsx",
          file("apps/web/src/features/privacy/index.ts"),
        ],
      ],
      allows: [
        [
          "apps/web/src/features/students/pages/a.tsx",
          file("apps/web/src/features/students/api/x"),
        ],
        ["apps/web/src/features/students/pages/a.tsx", file("apps/web/src/entities/session")],
        ["apps/web/src/features/students/pages/a.tsx", file("apps/web/src/lib/api-client")],
        ["apps/web/src/app/pages/a.tsx", file("apps/web/src/features/students/pages/b")],
      ],
    },
  },
  {
    name: "web entities → features or the app shell",
    enabled: true,
    // src/entities/<thing>: what several features read of one thing (the session, a student, a
    // payment's lines and receipt…). It sits below the features: it may use another entity,
    // src/components and src/lib, never a feature nor the app that composes them.
    appliesTo: /^apps\/web\/src\/entities\//,
    violation: importAbove(
      /^apps\/web\/src\/(features|app)(\/|$)/,
      "src/entities sits below the features and the app shell: it imports neither",
    ),
    examples: {
      refuses: [
        ["apps/web/src/entities/payment/a.ts", file("apps/web/src/features/payments/api/x")],
        ["apps/web/src/entities/session/a.test.tsx", file("apps/web/src/app/layout/x")],
      ],
      allows: [
        ["apps/web/src/entities/payment/a.ts", file("apps/web/src/entities/session")],
        ["apps/web/src/entities/payment/a.ts", file("apps/web/src/components/ui/button")],
      ],
    },
  },
  {
    name: "web shared code → entities, features or the app shell",
    enabled: true,
    appliesTo: /^apps\/web\/src\/(lib|components)\//,
    violation: importAbove(
      /^apps\/web\/src\/(entities|features|app)(\/|$)/,
      "src/lib and src/components sit below the entities, the features and the app shell: they import none of them",
    ),
    examples: {
      refuses: [
        ["apps/web/src/lib/a.ts", file("apps/web/src/features/auth")],
        ["apps/web/src/components/a.tsx", file("apps/web/src/entities/session")],
      ],
      allows: [["apps/web/src/components/a.tsx", file("apps/web/src/lib/class-names")]],
    },
  },
  {
    name: "domain → an app",
    enabled: true,
    appliesTo: /^packages\/domain\//,
    violation(_from, to) {
      if (to.kind === "file" && /^(apps|e2e)\//.test(to.path))
        return "the domain package is pure rules shared by the apps: it imports none of them";
      if (to.kind === "package" && /^@nova\/(server|web|e2e)(\/|$)/.test(to.name))
        return "the domain package is pure rules shared by the apps: it imports none of them";
      return undefined;
    },
    examples: {
      refuses: [
        ["packages/domain/src/a.ts", file("apps/server/src/errors.ts")],
        ["packages/domain/src/a.ts", pkg("@nova/web")],
      ],
      allows: [
        ["packages/domain/src/a.ts", pkg("zod")],
        ["packages/domain/src/a.ts", file("packages/domain/src/money/format")],
      ],
    },
  },
  {
    name: "server module → another module",
    enabled: true,
    appliesTo: /^apps\/server\/src\/modules\//,
    violation: siblingImport(
      SERVER_MODULES,
      (own, other) =>
        `modules/${own} imports modules/${other}; modules import only from the floors below them`,
    ),
    examples: {
      refuses: [
        [
          "apps/server/src/modules/teachers/teachers.service.ts",
          file("apps/server/src/modules/classes/classes.service.ts"),
        ],
      ],
      allows: [
        [
          "apps/server/src/modules/teachers/teachers.service.ts",
          file("apps/server/src/modules/teachers/teachers.repository.ts"),
        ],
        ["apps/server/src/modules/teachers/teachers.service.ts", file("apps/server/src/errors.ts")],
        [
          "apps/server/src/modules/teachers/teachers.service.ts",
          file("apps/server/src/records/classes/classes.ts"),
        ],
      ],
    },
  },
  {
    name: "server floors below the modules → a module",
    enabled: true,
    // records/, lib/, db/, plugins/, routing/ and the context are what modules stand on: they
    // never reach back up into a module (app.ts, main.ts and cli/ compose the modules, above).
    appliesTo: /^apps\/server\/src\/(records|lib|db|plugins|routing)\//,
    violation(from, to) {
      // A test of a lower floor may drive it with a module's rows (idempotency with payments).
      if (from.endsWith(".test.ts")) return undefined;
      if (to.kind !== "file" || !to.path.startsWith(`${SERVER_MODULES}/`)) return undefined;
      return `${from} imports ${to.path}; the floors below the modules never import a module`;
    },
    examples: {
      refuses: [
        [
          "apps/server/src/records/classes/classes.ts",
          file("apps/server/src/modules/classes/classes.service.ts"),
        ],
      ],
      allows: [
        ["apps/server/src/records/classes/classes.ts", file("apps/server/src/lib/db-helpers.ts")],
      ],
    },
  },
];

/**
 * A rule on what a file's code says rather than on what it imports: fails at each line of a
 * watched file where `pattern` matches (comments and the insides of strings are read too, so
 * word a comment so that it does not match).
 */
export interface ContentRule {
  name: string;
  appliesTo: RegExp;
  /** Files the rule watches but lets be, each with why: a list to shrink, never to grow. */
  allowlist: Record<string, string>;
  pattern: RegExp;
  why: string;
  /** Code the rule must refuse and allow at a path: checked on every run. */
  examples: { refuses: [string, string][]; allows: [string, string][] };
}

/** Kysely queries and the `sql` tag: a query builder started, or raw SQL written. */
const SQL_CALL =
  /\bsql\s*(<[^>\n]*>)?\s*`|\bsql\.(raw|ref|table|join|id|lit|val)\(|\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/;

export const CONTENT_RULES: ContentRule[] = [
  {
    name: "SQL outside the data floor",
    // The data floor of the server: records/ and any folder in it (what several modules
    // share), db/ (the database, its migrations and shared SQL fragments) and each module's own
    // *.repository.ts. Services, routes, lib/, plugins/ and process/ call those; they write no
    // SQL. Tests may (fixtures).
    appliesTo:
      /^apps\/server\/src\/(?!records\/|db\/)(?!modules\/[^/]+\/[^/]+\.repository\.ts$).*(?<!\.test)\.ts$/,
    // Empty: every service writes its SQL through its repository. A file listed here (path →
    // why) is let through while a change open on it moves its queries; it says so in the run.
    allowlist: {},
    pattern: SQL_CALL,
    why: "SQL lives in records/, db/ or the module's *.repository.ts: move this query there and call it",
    examples: {
      refuses: [
        ["apps/server/src/modules/a/a.service.ts", 'await trx.selectFrom("students").execute();'],
        ["apps/server/src/lib/a.ts", "await sql`select 1`.execute(db);"],
        ["apps/server/src/modules/a/a.routes.ts", "sql<{ n: number }>`select count(*) as n`"],
      ],
      allows: [
        ["apps/server/src/modules/a/a.repository.ts", 'db.selectFrom("students")'],
        ["apps/server/src/records/people/a.ts", 'db.insertInto("students")'],
        ["apps/server/src/records/a/b/c.ts", "sql`select 1`"],
        ["apps/server/src/db/a.ts", "sql`select 1`"],
        ["apps/server/src/modules/a/a.test.ts", 'db.deleteFrom("students")'],
        ["apps/server/src/modules/a/a.service.ts", "await ctx.db.transaction().execute(work);"],
      ],
    },
  },
];

function contentRuleApplies(rule: ContentRule, path: string): boolean {
  return rule.appliesTo.test(path) && !(path in rule.allowlist);
}

/** The lines (1-based) of `source` where `rule` finds what it refuses. */
function contentViolations(rule: ContentRule, source: string): number[] {
  const lines: number[] = [];
  source.split("\n").forEach((text, index) => {
    if (rule.pattern.test(text)) lines.push(index + 1);
  });
  return lines;
}

// ── The domain's folders, and the server's records, form no circle ───────────────────────────

/**
 * The domain package's folders (billing, ledger, schemas…) stand on each other in floors: an
 * import between two of them runs one way only, so no folder needs a folder that needs it.
 * The server's records/ folders (receipts over ledger over people over audit…) do the same
 * (0084). Found from the imports of the files (tests left out: a test may use another
 * folder's fixtures); a circle is reported with the imports that close it.
 */
const DOMAIN = "packages/domain/src";
const FOLDERED = [
  { base: DOMAIN, name: "domain folders" },
  { base: "apps/server/src/records", name: "records folders" },
];

type FolderEdges = Map<string, Map<string, string[]>>;

export function folderCircles(edges: FolderEdges): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (folder: string) => {
    const at = path.indexOf(folder);
    if (at >= 0) {
      circles.push([...path.slice(at), folder]);
      return;
    }
    if (done.has(folder)) return;
    path.push(folder);
    for (const next of [...(edges.get(folder)?.keys() ?? [])].sort()) visit(next);
    path.pop();
    done.add(folder);
  };
  for (const folder of [...edges.keys()].sort()) visit(folder);
  return circles;
}

function folderEdges(base: string): FolderEdges {
  const edges: FolderEdges = new Map();
  for (const absolute of sourceFiles(join(ROOT, base))) {
    const from = toPosix(relative(ROOT, absolute));
    if (/\.test\.tsx?$/.test(from)) continue;
    const own = folderUnder(base, from);
    for (const { specifier, line } of importsOf(readFileSync(absolute, "utf8"))) {
      const to = withoutExtension(resolveImport(from, specifier));
      if (to.kind !== "file") continue;
      const other = folderUnder(base, to.path);
      if (other === "" || other === own) continue;
      const byTarget = edges.get(own) ?? new Map<string, string[]>();
      byTarget.set(other, [
        ...(byTarget.get(other) ?? []),
        `${from}:${line} imports "${specifier}"`,
      ]);
      edges.set(own, byTarget);
    }
  }
  return edges;
}

function circleViolations(base: string, name: string): string[] {
  const edges = folderEdges(base);
  return folderCircles(edges).map((circle) => {
    const steps = circle.slice(1).map((to, i) => {
      const from = circle[i] ?? "";
      return `    ${from} -> ${to}: ${(edges.get(from)?.get(to) ?? []).join("; ")}`;
    });
    return `${name} in a circle: ${circle.join(" -> ")}\n${steps.join("\n")}\n    move what both use down into a folder below both (or into the one below)`;
  });
}

/** The source trees the rules watch; tests included (they obey the same lines). */
const SOURCE_ROOTS = ["apps/web/src", "apps/server/src", "packages/domain/src"];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "dist") continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE_FILE.test(name) && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

const toPosix = (path: string) => path.split(sep).join("/");

/** Every module specifier of a file, with its line: static, re-export, side-effect and dynamic. */
export function importsOf(source: string): { specifier: string; line: number }[] {
  // Comments out, lengths kept, so that an example in a comment is not an import.
  const code = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, (text) =>
    text.replace(/[^\n]/g, " "),
  );
  const found: { specifier: string; line: number }[] = [];
  const patterns = [
    /\b(?:import|export)\s[^;"'`]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[1];
      if (specifier === undefined) continue;
      const line = code.slice(0, match.index).split("\n").length;
      found.push({ specifier, line });
    }
  }
  return found;
}

/** Where `specifier`, imported by the repo file `from`, leads. */
export function resolveImport(from: string, specifier: string): Target {
  if (specifier.startsWith(".")) {
    return file(toPosix(relative(ROOT, resolve(ROOT, dirname(from), specifier))));
  }
  if (specifier.startsWith("@/") && from.startsWith("apps/web/")) {
    return file(`apps/web/src/${specifier.slice(2)}`);
  }
  if (specifier === "@nova/domain" || specifier.startsWith("@nova/domain/")) {
    return file(`packages/domain/src${specifier.slice("@nova/domain".length)}`);
  }
  return pkg(specifier);
}

/** Strips a resolved path's extension, so `x.ts` and `x` are one file to the rules. */
function withoutExtension(target: Target): Target {
  if (target.kind !== "file") return target;
  return file(target.path.replace(/\.(ts|tsx|mts|mjs|js)$/, ""));
}

function selfCheck(): string[] {
  const failures: string[] = [];
  for (const rule of RULES) {
    for (const [from, to] of rule.examples.refuses) {
      if (!rule.appliesTo.test(from) || rule.violation(from, withoutExtension(to)) === undefined)
        failures.push(`rule "${rule.name}" lets ${from} import ${JSON.stringify(to)}`);
    }
    for (const [from, to] of rule.examples.allows) {
      if (rule.appliesTo.test(from) && rule.violation(from, withoutExtension(to)) !== undefined)
        failures.push(`rule "${rule.name}" refuses ${from} importing ${JSON.stringify(to)}`);
    }
  }
  for (const rule of CONTENT_RULES) {
    for (const [path, code] of rule.examples.refuses) {
      if (!contentRuleApplies(rule, path) || contentViolations(rule, code).length === 0)
        failures.push(`rule "${rule.name}" lets ${path} say ${code}`);
    }
    for (const [path, code] of rule.examples.allows) {
      if (contentRuleApplies(rule, path) && contentViolations(rule, code).length > 0)
        failures.push(`rule "${rule.name}" refuses ${path} saying ${code}`);
    }
  }
  const circle = new Map([
    ["a", new Map([["b", ["a.ts"]]])],
    ["b", new Map([["a", ["b.ts"]]])],
  ]);
  if (folderCircles(circle).length !== 1) failures.push("the circle finder misses a -> b -> a");
  if (folderCircles(new Map([["a", new Map([["b", ["a.ts"]]])]])).length !== 0)
    failures.push("the circle finder finds a circle in a -> b");
  return failures;
}

export function checkBoundaries(rules: readonly Rule[] = RULES): string[] {
  const violations: string[] = [];
  for (const rootDir of SOURCE_ROOTS) {
    for (const absolute of sourceFiles(join(ROOT, rootDir))) {
      const from = toPosix(relative(ROOT, absolute));
      const source = readFileSync(absolute, "utf8");
      for (const rule of CONTENT_RULES) {
        if (!contentRuleApplies(rule, from)) continue;
        for (const line of contentViolations(rule, source))
          violations.push(`${from}:${line}\n    ${rule.name}: ${rule.why}`);
      }
      const active = rules.filter((rule) => rule.enabled && rule.appliesTo.test(from));
      if (active.length === 0) continue;
      for (const { specifier, line } of importsOf(source)) {
        const to = withoutExtension(resolveImport(from, specifier));
        for (const rule of active) {
          const why = rule.violation(from, to);
          if (why)
            violations.push(`${from}:${line}  imports "${specifier}"\n    ${rule.name}: ${why}`);
        }
      }
    }
  }
  for (const { base, name } of FOLDERED) violations.push(...circleViolations(base, name));
  return violations;
}

function main(): void {
  const broken = selfCheck();
  if (broken.length > 0) {
    console.error(
      `check-boundaries: a rule disagrees with its own examples:\n${broken.join("\n")}`,
    );
    process.exit(2);
  }
  const violations = checkBoundaries();
  const enabled = RULES.filter((rule) => rule.enabled).length;
  if (violations.length > 0) {
    console.error(
      `${violations.join("\n")}\n\ncheck-boundaries: ${violations.length} import(s) cross a boundary`,
    );
    process.exit(1);
  }
  console.log(
    `check-boundaries: ${enabled} of ${RULES.length} import rules on, no import crosses them; no SQL off the data floor (${Object.keys(CONTENT_RULES[0]?.allowlist ?? {}).length} file(s) allowed for now); the domain's folders and the records' form no circle`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
