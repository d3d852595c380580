import { inflateSync } from "node:zlib";

// The text of a PDF that Chromium printed, without a PDF library (none is installed here and
// Debian's poppler may be absent): Chromium writes each font's glyph ids as hex strings and a
// ToUnicode map per font, so decoding the shown strings through their font's map gives the
// text. Enough for the tests' "does the printed receipt say …"; not a general PDF reader.

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj([\s\S]*?)endobj/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const body = match[2] ?? "";
    const start = body.indexOf("stream");
    if (start === -1) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, start);
    let dataStart = start + "stream".length;
    if (body[dataStart] === "\r") dataStart++;
    if (body[dataStart] === "\n") dataStart++;
    const dataEnd = body.lastIndexOf("endstream");
    const raw = Buffer.from(body.slice(dataStart, dataEnd), "latin1");
    let stream: Buffer = raw;
    if (dict.includes("/FlateDecode")) {
      try {
        stream = inflateSync(raw);
      } catch {
        stream = raw;
      }
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

/** Glyph code (hex) → text, from a ToUnicode CMap's bfchar and bfrange sections. */
function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const unicode = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (section[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set((pair[1] ?? "").toLowerCase(), unicode(pair[2] ?? ""));
    }
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = section[1] ?? "";
    for (const range of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const [from, to, target] = [range[1] ?? "", range[2] ?? "", range[3] ?? ""];
      const width = from.length;
      const first = Number.parseInt(target, 16);
      for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++) {
        const hex = code.toString(16).padStart(width, "0");
        map.set(hex, String.fromCodePoint(first + code - Number.parseInt(from, 16)));
      }
    }
  }
  return map;
}

/** The PDF's text, one line per text-positioning operator, in content order. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const objects = readObjects(pdf);
  // Font resource names (/F4) → their ToUnicode maps.
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const block of dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const ref of (block[1] ?? "").matchAll(/\/(\S+?)\s+(\d+) 0 R/g)) {
        const font = objects.get(Number(ref[2]));
        const toUnicode = font?.dict.match(/\/ToUnicode (\d+) 0 R/);
        const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream;
        if (cmap) fonts.set(ref[1] ?? "", parseCMap(cmap.toString("latin1")));
      }
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    const content = stream?.toString("latin1") ?? "";
    if (!/\bT[jJ]\b/.test(content)) continue;
    let map = new Map<string, string>();
    let line = "";
    const ops = /\/(\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>|\b(Td|TD|Tm|T\*|ET)\b/g;
    for (let op = ops.exec(content); op; op = ops.exec(content)) {
      if (op[1] !== undefined) map = fonts.get(op[1]) ?? new Map();
      else if (op[2] !== undefined) {
        const width = [...map.keys()][0]?.length ?? 4;
        for (const code of op[2].toLowerCase().match(new RegExp(`.{${width}}`, "g")) ?? []) {
          line += map.get(code) ?? "";
        }
      } else if (line) {
        lines.push(line);
        line = "";
      }
    }
    if (line) lines.push(line);
  }
  return lines.join("\n");
}
