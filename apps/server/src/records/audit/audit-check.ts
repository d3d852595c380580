import type { AuditCheckResponse } from "@nova/domain";
import { auditHash, GENESIS_HASH } from "../../db/audit-hash.ts";
import type { Database } from "../../db/database.ts";
import { isSealed, type SourcedAnchor } from "./audit-anchor.ts";
import { auditRowsAfter, newestAuditId } from "./audit-chain.ts";
import { readChainHead } from "./audit-log.ts";
import { checkPaymentsAgainstAudit } from "./audit-payments-check.ts";
import { type RedactedRow, rowsListedBy } from "./audit-redaction.ts";

const BATCH = 1_000;
const ALTERED = "El registro de auditoría fue alterado";

export interface AuditCheckOptions {
  /** The audit key (audit-key.ts): without it no anchor's seal can be trusted. */
  key?: Uint8Array | undefined;
  /** Anchors recorded outside the database (audit-anchor.ts externalAnchors). */
  anchors?: readonly SourcedAnchor[];
}

const ALWAYS_LIMITS = [
  "Quien pueda escribir en la base y además leer la clave de auditoría (AUDIT_KEY o DATA_DIR/audit-key) puede rehacer la cadena y sellar anclas nuevas en este servidor; las hojas de cierre impresas y los respaldos con su manifiesto copiados a otra máquina siguen sirviendo para compararla.",
  "De las demás tablas (estudiantes, clases, usuarios, ajustes) solo se prueba su historial en la auditoría, no que la tabla coincida con él; el dinero (pagos) sí se compara fila por fila.",
];

function limitsOf(anchor: SourcedAnchor | null): string[] {
  const tail = anchor
    ? `Las filas escritas después del ancla (${anchor.at}) solo se comparan con la propia base: quien pueda escribir en ella puede borrar o rehacer esas filas sin que se note hasta la próxima ancla (cada minuto en el archivo de anclas, en cada respaldo y en cada cierre de caja).`
    : "No hay ningún ancla fuera de la base (DATA_DIR/audit-anchor.json, manifiesto de respaldo, hoja de cierre impresa): no se puede probar que no se borraron las últimas filas, ni que la cadena no se rehízo entera.";
  return [tail, ...ALWAYS_LIMITS];
}

/**
 * Walks the chain in id order up to its recorded end and recomputes every hash; compares it with
 * the anchors kept outside the database (their seal first: an anchor nobody with the key made
 * proves nothing); then compares every payment with the audit rows that recorded it. Intact only
 * when all three hold. The end is read first: rows written while the check runs lie beyond it.
 * What the result proves and what it cannot is part of the answer (`proves`, `cannotProve`).
 */
export async function checkAuditChain(
  db: Database,
  options: AuditCheckOptions = {},
): Promise<AuditCheckResponse> {
  const anchors = options.anchors ?? [];
  let checked = 0;
  const verdict = (
    message: string,
    extra: Partial<AuditCheckResponse> = {},
  ): AuditCheckResponse => ({
    intact: false,
    checkedRows: checked,
    firstBrokenId: null,
    message: `${ALTERED}: ${message}`,
    anchor: null,
    unmatchedPayments: [],
    proves: [],
    cannotProve: limitsOf(null),
    ...extra,
  });

  const head = await readChainHead(db);
  if (!head) return verdict("falta el dato de dónde termina la cadena");
  for (const anchor of anchors) {
    if (!options.key || !isSealed(options.key, anchor)) {
      return verdict(
        `${anchor.source} no lleva un sello válido: fue cambiado, o la clave de auditoría (AUDIT_KEY o DATA_DIR/audit-key) no es la que lo selló`,
      );
    }
  }
  const newestAnchor = anchors.reduce<SourcedAnchor | null>(
    (best, a) => (!best || a.rowCount > best.rowCount ? a : best),
    null,
  );
  const anchored = new Map<number, SourcedAnchor[]>();
  for (const a of anchors) anchored.set(a.lastId, [...(anchored.get(a.lastId) ?? []), a]);

  const reached = new Set<SourcedAnchor>();
  const redacted: (RedactedRow & { redactedBy: number })[] = [];
  const redactions = new Map<number, Map<number, RedactedRow>>();
  let previous = GENESIS_HASH;
  let afterId = 0;
  for (;;) {
    const rows = await auditRowsAfter(db, afterId, head.lastId, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      // A redacted row keeps its original hash, which its content no longer gives: the
      // redaction row that lists it vouches for what it holds now (audit-redaction.ts).
      const redactedBy = row.redacted_by ?? null;
      if (redactedBy !== null && row.prev_hash === previous && row.hash !== null) {
        redacted.push({
          id: row.id,
          hash: row.hash,
          redactedHash: auditHash(previous, row),
          redactedBy,
        });
      } else if (row.prev_hash !== previous || row.hash !== auditHash(previous, row)) {
        return verdict(`la fila ${row.id} no coincide con la cadena`, { firstBrokenId: row.id });
      }
      const listed = rowsListedBy(row);
      if (listed.length > 0) redactions.set(row.id, new Map(listed.map((r) => [r.id, r])));
      previous = row.hash;
      checked += 1;
      afterId = row.id;
      for (const a of anchored.get(row.id) ?? []) {
        if (a.lastHash !== row.hash || a.rowCount !== checked) {
          return verdict(
            `la fila ${row.id} no es la que anotó ${a.source} (${a.at}): la cadena se rehízo o le faltan filas anteriores`,
            { firstBrokenId: row.id },
          );
        }
        reached.add(a);
      }
    }
  }
  if (previous !== head.lastHash || checked !== head.rowCount) {
    return verdict(
      `la cadena debía terminar en la fila ${head.lastId} con ${head.rowCount} filas y termina en la fila ${afterId} con ${checked}; se borraron sus últimas filas`,
    );
  }
  for (const r of redacted) {
    // A redaction committed after the end was read is checked on the next run.
    if (r.redactedBy > head.lastId) continue;
    const listed = redactions.get(r.redactedBy)?.get(r.id);
    if (!listed || listed.hash !== r.hash || listed.redactedHash !== r.redactedHash) {
      return verdict(
        `la fila ${r.id} dice estar redactada por la fila ${r.redactedBy}, que no la registra así`,
        { firstBrokenId: r.id },
      );
    }
  }
  for (const a of anchors) {
    const genesis = a.lastId === 0 && a.rowCount === 0 && a.lastHash === GENESIS_HASH;
    if (!genesis && !reached.has(a)) {
      return verdict(
        `según ${a.source} (${a.at}) la cadena llegaba a la fila ${a.lastId} con ${a.rowCount} filas, y hoy termina en la fila ${afterId} con ${checked}: se borraron sus últimas filas`,
      );
    }
  }
  // A row beyond the end that a later write did not put there was added by hand. The newest
  // id is read before the end: a write commits its row and the end together.
  const newest = await newestAuditId(db);
  const end = await readChainHead(db);
  if (end && newest > end.lastId) {
    return verdict(
      `hay filas después del final de la cadena (fila ${end.lastId}) que no escribió la aplicación`,
    );
  }
  const money = await checkPaymentsAgainstAudit(db, head.lastId);
  const anchor = newestAnchor;
  if (money.unmatchedCount > 0) {
    return verdict(
      `${money.unmatchedCount} ${money.unmatchedCount === 1 ? "pago no coincide" : "pagos no coinciden"} con la auditoría: ${money.firstProblem}; se cambiaron fuera de la aplicación o se borraron sus filas de auditoría`,
      { anchor, unmatchedPayments: money.unmatched, cannotProve: limitsOf(anchor) },
    );
  }
  const proves = [
    `Cada una de las ${checked} filas enlaza con la anterior y conserva el contenido con que se escribió, y la cadena termina donde la base dice que termina.`,
    `Cada uno de los ${money.checkedPayments} pagos (anulados incluidos) coincide con la fila de auditoría que lo registró y con su anulación.`,
  ];
  if (redacted.length > 0) {
    proves.push(
      `${redacted.length === 1 ? "La fila redactada" : `Las ${redacted.length} filas redactadas`} tras eliminar datos personales conserva${redacted.length === 1 ? "" : "n"} su lugar en la cadena y lo que dice${redacted.length === 1 ? "" : "n"} hoy es lo que registró la redacción.`,
    );
  }
  if (anchor) {
    proves.unshift(
      `Las ${anchor.rowCount} filas hasta la fila ${anchor.lastId} son las mismas que había cuando se tomó el ancla (${anchor.source}, ${anchor.at}): ninguna se cambió, borró ni agregó desde entonces.`,
    );
  }
  return {
    intact: true,
    checkedRows: checked,
    firstBrokenId: null,
    message: anchor
      ? `El registro de auditoría está íntegro (${checked} filas verificadas; coincide con el ancla del ${anchor.at}, ${anchor.rowCount} filas)`
      : `El registro de auditoría está íntegro (${checked} filas verificadas), sin ancla fuera de la base con que compararlo: no se puede probar que no se borraron sus últimas filas`,
    anchor,
    unmatchedPayments: [],
    proves,
    cannotProve: limitsOf(anchor),
  };
}
