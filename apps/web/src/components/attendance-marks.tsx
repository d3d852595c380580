import { ATTENDANCE_STATUS_LABELS, type AttendanceStatus, formatDateEs } from "@nova/domain";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatPercent, plural } from "@/lib/format";

const TONE: Record<AttendanceStatus, BadgeTone> = {
  PRESENT: "success",
  ABSENT: "danger",
  LATE: "warning",
  EXCUSED: "info",
};

/** An attendance rate (0..1) as a whole percentage; a dash when nothing counts yet. */
export const attendancePercent = (rate: number | null) =>
  rate === null ? "—" : formatPercent(Math.round(rate * 100));

/**
 * One class's marks as dated badges ("03-11 Presente"), coloured by status. The student page
 * and the family portal show the same marks the same way.
 */
export function AttendanceMarkList({
  marks,
}: {
  marks: readonly { date: string; startTime: string; status: AttendanceStatus }[];
}) {
  return (
    <ul className="mt-1.5 flex flex-wrap gap-1.5">
      {marks.map((m) => (
        <li key={`${m.date}-${m.startTime}`}>
          <Badge tone={TONE[m.status]}>
            {formatDateEs(m.date).slice(0, 5)} {ATTENDANCE_STATUS_LABELS[m.status]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

const COUNT_WORDS: Record<AttendanceStatus, [string, string]> = {
  PRESENT: ["presente", "presentes"],
  LATE: ["atrasada", "atrasadas"],
  EXCUSED: ["justificada", "justificadas"],
  ABSENT: ["ausencia", "ausencias"],
};

/** "22 presentes · 1 atrasada · 1 justificada": how many marks of each status, none omitted. */
export function attendanceCounts(marks: readonly { status: AttendanceStatus }[]): string {
  const counts = new Map<AttendanceStatus, number>();
  for (const m of marks) counts.set(m.status, (counts.get(m.status) ?? 0) + 1);
  return (Object.keys(COUNT_WORDS) as AttendanceStatus[])
    .filter((status) => counts.has(status))
    .map((status) => {
      const [one, many] = COUNT_WORDS[status];
      return plural(counts.get(status) ?? 0, one, many);
    })
    .join(" · ");
}
