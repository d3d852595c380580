import { formatRetentionRate, retentionRateOfYear } from "@nova/domain";
import { Checkbox } from "./settings-checkbox";
import type { SettingsFields } from "./settings-fields";

/**
 * The 'Honorarios' tab (issue 39.7): whether the studio withholds the retention of the
 * teachers' boletas de honorarios. Only a legal entity (or a person with full accounts) must;
 * the accountant says which the studio is.
 */
export function HonorariosSettings({
  control,
  year,
}: Pick<SettingsFields, "control"> & {
  /** The studio's current year, for the rate shown. */
  year: number;
}) {
  const rate = retentionRateOfYear(year);
  const rateText = rate.kind === "unknown" ? null : formatRetentionRate(rate.basisPoints);
  return (
    <div className="grid gap-4">
      <Checkbox
        label="El estudio es persona jurídica y retiene el impuesto de las boletas de honorarios"
        {...control("honorarios.withholdsRetention")}
      />
      <div className="space-y-2 text-sm text-ink-muted">
        <p>
          Con esta opción, a cada profesora se le paga el líquido: el bruto de su boleta menos la
          retención{rateText ? ` (${rateText} en ${year})` : ""}, que el estudio declara y paga al
          SII cada mes en el F29 y declara al año en la DJ 1879. Los montos se ven en Reportes →
          Compensación de profesoras.
        </p>
        <p>
          Sin ella, el estudio paga el bruto completo y cada profesora paga su propio impuesto en su
          declaración anual.
        </p>
        <p>
          Confirme con su contador(a) si el estudio debe retener. Un cambio no modifica los meses ya
          pagados: lo pagado queda como se registró.
        </p>
      </div>
    </div>
  );
}
