import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ERROR_MESSAGES, ERROR_STATUS } from "@nova/domain";
import { describe, expect, it } from "vitest";
import { AppError, failure } from "./errors.ts";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("the error catalogue", () => {
  it("holds every error type the server's code can send", () => {
    const sent = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const text = fs.readFileSync(file, "utf8");
      for (const m of text.matchAll(/errorType: "([A-Z_]+)"/g)) sent.add(m[1] as string);
      for (const m of text.matchAll(/failure\(\s*"([A-Z_]+)"/g)) sent.add(m[1] as string);
      for (const m of text.matchAll(/: "([A-Z_]{4,})",?\s*$/gm)) {
        // Maps from a framework's codes to the catalogue (FRAMEWORK_ERRORS).
        if (file.endsWith("error-handler.ts")) sent.add(m[1] as string);
      }
    }
    expect(sent.size).toBeGreaterThan(20);
    const missing = [...sent].filter((type) => !(type in ERROR_STATUS));
    expect(missing).toEqual([]);
  });

  it("has one Spanish text per error type, in the console's register (usted)", () => {
    for (const message of Object.values(ERROR_MESSAGES)) {
      expect(message).not.toMatch(/\b(Intenta|intenta|Inicia sesión|envía|Espera|genera)\b/);
    }
  });

  it("builds an error from a catalogued type or a domain check's failure", () => {
    const plain = failure("CLASS_FULL");
    expect(plain).toBeInstanceOf(AppError);
    expect(plain.statusCode).toBe(409);
    expect(plain.message).toBe(ERROR_MESSAGES.CLASS_FULL);
    const fromCheck = failure(
      { errorType: "DUPLICATE_PAYMENT", message: "Ya pagado", status: 409, details: { id: 7 } },
      { field: "paymentMonth" },
    );
    expect(fromCheck).toMatchObject({
      statusCode: 409,
      errorType: "DUPLICATE_PAYMENT",
      message: "Ya pagado",
      extra: { id: 7, field: "paymentMonth" },
    });
  });
});
