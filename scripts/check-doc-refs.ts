// Documents a reader can open, checked by `npm run check`: fails when a file of the repository
// cites a specification that is not in it (the product's rules live in docs/product/, issue 38),
// or cites a page of docs/ (`docs/….md#anchor`) that does not exist or lacks that anchor.
// Run: npx tsx scripts/check-doc-refs.ts
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SELF = "scripts/check-doc-refs.ts";

// Written in pieces so this file does not cite them itself.
const OUTSIDE = ["SPEC", "DESIGN"].flatMap((name) => [`${name}.md`, `${name} §`]);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|md|json|sh|css|html|yml|yaml)$|(^|\/)run$/;
const DOC_REF = /(?<![\w/.-])(docs\/[\w./-]+?\.md)(?:#([\w-]+))?/g;

/** The anchors of a markdown page: explicit `<a id>`s and its headings' slugs. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, id] of markdown.matchAll(/<a id="([\w-]+)"><\/a>/g)) anchors.add(id as string);
  for (const [, title] of markdown.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = (title as string)
      .toLowerCase()
      .replace(/[^\p{L}\p{N} -]/gu, "")
      .replace(/ /g, "-");
    anchors.add(slug);
  }
  return anchors;
}

const pages = new Map<string, Set<string> | null>();
function anchorsOfPage(page: string): Set<string> | null {
  if (!pages.has(page)) {
    const file = join(ROOT, page);
    pages.set(page, existsSync(file) ? anchorsOf(readFileSync(file, "utf8")) : null);
  }
  return pages.get(page) ?? null;
}

/** What is wrong with the references in `text`, one line each. */
export function problemsIn(text: string, anchorsFor = anchorsOfPage): string[] {
  const problems: string[] = [];
  text.split("\n").forEach((line, index) => {
    for (const cited of OUTSIDE) {
      if (line.includes(cited))
        problems.push(
          `${index + 1}: cites "${cited}", which is not in the repository: point to docs/product/ instead`,
        );
    }
    for (const [, page, anchor] of line.matchAll(DOC_REF)) {
      const anchors = anchorsFor(page as string);
      if (anchors === null) problems.push(`${index + 1}: ${page} does not exist`);
      else if (anchor && !anchors.has(anchor))
        problems.push(`${index + 1}: ${page} has no anchor #${anchor}`);
    }
  });
  return problems;
}

// Examples checked on every run, so the check cannot rot into passing everything.
const EXAMPLES: [string, number][] = [
  [`// the checks of ${OUTSIDE[0]} §4`, 1],
  [`/** ${OUTSIDE[2]} §7 */`, 1],
  ["// docs/product/money.md#no-such-anchor", 1],
  ["// docs/product/money.md#ledger and docs/product/screens.md", 0],
  ["the SPEC's DELETE without a body", 0],
];
for (const [text, expected] of EXAMPLES) {
  const found = problemsIn(text).length;
  if (found !== expected) {
    console.error(
      `check-doc-refs: example ${JSON.stringify(text)} gave ${found} problems, not ${expected}`,
    );
    process.exit(2);
  }
}

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && file !== SELF && TEXT_FILE.test(file) && existsSync(join(ROOT, file)))
  .filter((file) => !file.endsWith("package-lock.json"));

let failures = 0;
for (const file of files) {
  for (const problem of problemsIn(readFileSync(join(ROOT, file), "utf8"))) {
    console.error(`${file}:${problem}`);
    failures++;
  }
}
// Decisions keep one format (docs/decisions/README.md): "# NNNN. Title", then Context, Decision
// and Consequences as the only second-level sections, in that order, and a row in the index.
const DECISIONS = "docs/decisions";
const index = readFileSync(join(ROOT, DECISIONS, "README.md"), "utf8");
for (const file of files.filter((f) => /^docs\/decisions\/\d{4}-.*\.md$/.test(f))) {
  const name = file.slice(DECISIONS.length + 1);
  const number = name.slice(0, 4);
  const text = readFileSync(join(ROOT, file), "utf8");
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  const problems = [
    text.startsWith(`# ${number}. `) ? "" : `its title does not start with "# ${number}. "`,
    sections.join("|") === "Context|Decision|Consequences"
      ? ""
      : `its sections are ${sections.join(", ") || "none"}, not Context, Decision, Consequences`,
    index.includes(`](${name})`) ? "" : "it has no row in docs/decisions/README.md",
  ].filter(Boolean);
  for (const problem of problems) {
    console.error(`${file}: ${problem}`);
    failures++;
  }
}
if (failures > 0) {
  console.error(
    `\n${failures} problem(s): a reference a reader of the repository cannot follow, or a decision out of format.`,
  );
  process.exit(1);
}
console.log(`check-doc-refs: ${files.length} files, every cited document is in docs/.`);
