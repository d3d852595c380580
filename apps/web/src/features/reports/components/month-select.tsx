import { formatMonthEs, lastNMonths } from "@nova/domain";
import { OptionSelect, optionsOf } from "@/components/ui/option-select";

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
    <OptionSelect
      label="Mes"
      hideLabel
      value={value}
      onValueChange={onChange}
      fieldClassName="w-48"
      options={optionsOf(months, formatMonthEs)}
    />
  );
}
