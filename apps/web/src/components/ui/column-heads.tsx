import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";

/** One column's heading: a label, or a label with its figures set to the right. */
interface ColumnSpec {
  label: ReactNode;
  /** A column of amounts or counts: its heading aligns right, over the figures. */
  numeric?: boolean;
  /** This column's spacing instead of the table's (the last one, often, with no gap after). */
  className?: string;
}
type Column = ReactNode | ColumnSpec;

function isColumnSpec(column: Column): column is ColumnSpec {
  return typeof column === "object" && column !== null && "label" in column;
}

/**
 * The `<th scope="col">` cells of a table's heading row, all with the table's spacing (`cell`).
 * A `false`, `null` or `undefined` entry is a column the table leaves out (`voided && {…}`).
 */
export function ColumnHeads({ cell, columns }: { cell: string; columns: Array<Column | false> }) {
  return (
    <>
      {columns.map((column, index) => {
        if (column === false || column == null) return null;
        const { label, numeric, className } = isColumnSpec(column)
          ? column
          : { label: column, numeric: false, className: undefined };
        return (
          <th
            // Columns are fixed for a table; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns never move
            key={index}
            scope="col"
            className={cx(className ?? cell, numeric && "text-right", "font-medium")}
          >
            {label}
          </th>
        );
      })}
    </>
  );
}
