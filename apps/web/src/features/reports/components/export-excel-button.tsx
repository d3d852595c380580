import { FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ListExportAudit } from "@/lib/list-export";
import { notify } from "@/lib/toast";
import { downloadWorkbook, type SheetSpec } from "../lib/xlsx";

export interface ExportExcelButtonProps<T> {
  /** The report on screen; the button waits for it. */
  report: T | undefined;
  /** The downloaded file's name, ending in .xlsx. */
  fileName: (report: T) => string;
  /** The report as workbook sheets. */
  sheets: (report: T) => SheetSpec[];
  /** Which list and filters the export's audit row names. */
  audit: (report: T) => ListExportAudit;
}

/** 'Exportar Excel': downloads the report on screen as a workbook, busy while it is built. */
export function ExportExcelButton<T>({
  report,
  fileName,
  sheets,
  audit,
}: ExportExcelButtonProps<T>) {
  const [exporting, setExporting] = useState(false);

  async function exportXlsx(data: T) {
    setExporting(true);
    try {
      await downloadWorkbook(fileName(data), sheets(data), audit(data));
    } catch {
      notify.error("No se pudo generar el archivo Excel");
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button
      variant="secondary"
      disabled={report === undefined || exporting}
      loading={exporting}
      onClick={() => report !== undefined && void exportXlsx(report)}
    >
      {!exporting && <FileSpreadsheet className="size-4" aria-hidden="true" />}
      Exportar Excel
    </Button>
  );
}
