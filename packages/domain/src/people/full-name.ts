/**
 * A person's full name (a student, a teacher) as every answer and list shows it: her first
 * name, then her last name. The queries that name her in SQL (fullNameSql) follow it too.
 */
export function fullNameOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}
