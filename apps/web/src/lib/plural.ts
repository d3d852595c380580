/** A count with its noun in Spanish agreement: "1 presente", "3 presentes", "0 presentes". */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
