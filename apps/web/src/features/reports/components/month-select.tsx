import { formatMonthEs, lastNMonths } from "@nova/domain";
import { SelectField } from "@/components/ui/input";

/** A select of the `count` months up to `current`, newest first. */
export function MonthSelect({
  current,
  count,
  value,
  onChange,
}: {
  current: string;
  count: number;
  value: string;
  onChange: (month: string) => void;
}) {
  const months = lastNMonths(current, count).reverse();
  return (
    <SelectField
      label="Mes"
      hideLabel
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fieldClassName="w-48"
    >
      {months.map((month) => (
        <option key={month} value={month}>
          {formatMonthEs(month)}
        </option>
      ))}
    </SelectField>
  );
}
