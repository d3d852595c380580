import { currentMonthInZone, DEFAULT_TIME_ZONE, todayInZone } from "@nova/domain";
import { useSettings } from "./settings";

/**
 * Today and this month in the studio's calendar (its time-zone setting; the default zone
 * until the settings have loaded), the way the server counts "late" and "this month".
 */
export function useStudioToday(): { today: string; month: string; timeZone: string } {
  const settings = useSettings();
  const timeZone = settings.data?.system.timeZone ?? DEFAULT_TIME_ZONE;
  const now = new Date();
  return { today: todayInZone(now, timeZone), month: currentMonthInZone(now, timeZone), timeZone };
}
