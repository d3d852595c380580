import { isValidDate } from "@nova/domain";
import { useSearchParams } from "react-router";
import { DateField } from "@/components/ui/date-field";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { usePermissions } from "@/entities/session";
import { useSettings } from "@/lib/settings";
import { useStudioToday } from "@/lib/studio-today";
import { useCashDay } from "../api/get-cash-day";
import { closedAtLabel } from "../close-time";
import { CashCloseSheet } from "../components/cash-close-sheet";
import { CloseDayForm, ClosedDayPanel } from "../components/close-day-panel";
import { NotClosablePanel } from "../components/not-closable-panel";
import { PastCloses } from "../components/past-closes";

/**
 * 'Cierre de caja': a day's float, payments and voids by method, the cash counted and the difference, closed by
 * reception and reopened only by the owner; its sheet prints; past closes below. The day is in
 * the address (`?date=`), today in the studio's calendar by default.
 */
export function CashClosePage() {
  const { today, timeZone } = useStudioToday();
  const { admin } = usePermissions();
  const settings = useSettings();
  const [params, setParams] = useSearchParams();
  const requested = params.get("date");
  const date = requested && isValidDate(requested) ? requested : today;
  const day = useCashDay(date);
  const close = day.data?.close;
  const closedAt = close ? closedAtLabel(close.closedAt, timeZone) : null;
  // Staff close today; an admin also a past day left open; nobody a day still to come.
  const notClosable = date > today ? "future" : date < today && !admin ? "past" : null;

  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title="Cierre de caja"
        description="El fondo de caja, los pagos y anulaciones del día por medio de pago, el efectivo contado y la diferencia."
      />
      <div className="mb-5 max-w-xs print:hidden">
        <DateField
          label="Día"
          name="date"
          value={date}
          max={today}
          onChange={(e) => {
            const next = e.target.value;
            if (isValidDate(next)) setParams(next === today ? {} : { date: next });
          }}
        />
      </div>
      <QueryState
        query={day}
        loadingLabel="Cargando la caja del día"
        errorTitle="Error al cargar la caja del día"
      >
        {(data) => (
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <CashCloseSheet
                day={data}
                studioName={settings.data?.studio.name ?? "NOVA"}
                closedAt={closedAt}
              />
            </div>
            <div className="lg:col-span-2 print:hidden">
              {data.close ? (
                <ClosedDayPanel day={data} canReopen={admin} />
              ) : notClosable ? (
                <NotClosablePanel reason={notClosable} />
              ) : (
                <CloseDayForm key={data.date} day={data} />
              )}
            </div>
          </div>
        )}
      </QueryState>
      <div className="mt-5 print:hidden">
        <PastCloses selected={date} />
      </div>
    </section>
  );
}
