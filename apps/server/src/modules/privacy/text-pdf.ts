// A plain-text PDF, enough for a person to read her own data: A4 pages of Helvetica lines,
// written by hand (PDF 1.4 objects and a cross-reference table) so the export needs no
// dependency. Text is encoded as WinAnsi (Latin-1 covers Spanish); other characters become "?".

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;
const FONT_SIZE = 10;
const LEADING = 14;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING);
const CHARS_PER_LINE = 95;

/** Breaks a line at spaces so it fits the page's width (a long word is cut). */
function wrap(line: string): string[] {
  if (line.length <= CHARS_PER_LINE) return [line];
  const out: string[] = [];
  let rest = line;
  while (rest.length > CHARS_PER_LINE) {
    const cut = rest.lastIndexOf(" ", CHARS_PER_LINE);
    const at = cut > CHARS_PER_LINE / 2 ? cut : CHARS_PER_LINE;
    out.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  out.push(rest);
  return out;
}

function pdfString(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    const latin = code < 256 && code >= 32 ? ch : "?";
    out += latin === "(" || latin === ")" || latin === "\\" ? `\\${latin}` : latin;
  }
  return `(${out})`;
}

/** The PDF bytes of the given lines (a title line first), one A4 page per LINES_PER_PAGE. */
export function textPdf(lines: readonly string[]): Buffer {
  const wrapped = lines.flatMap(wrap);
  const pages: string[][] = [];
  for (let i = 0; i < wrapped.length; i += LINES_PER_PAGE) {
    pages.push(wrapped.slice(i, i + LINES_PER_PAGE));
  }
  if (pages.length === 0) pages.push([]);

  // Objects: 1 catalog, 2 pages, 3 font, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  pages.forEach((pageLines, i) => {
    const pageId = pageIds[i] as number;
    const body = [
      "BT",
      `/F1 ${FONT_SIZE} Tf`,
      `${LEADING} TL`,
      `${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`,
      ...pageLines.map((line) => `${pdfString(line)} '`),
      "ET",
    ].join("\n");
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(body, "latin1")} >>\nstream\n${body}\nendstream`;
  });

  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(pdf, "latin1");
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    pdf += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  }
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
