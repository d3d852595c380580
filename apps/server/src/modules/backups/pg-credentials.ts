/**
 * How pg_dump, pg_restore and psql are told where to connect without putting the password on
 * their command line, where `ps` (and /proc/<pid>/cmdline) shows it to every local user: the
 * URL goes without its password, and the password goes in PGPASSWORD, in the environment of
 * that one child process only (readable by its own user and root, not by others).
 */
export function pgClientConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  // libpq reads a password in the URL's query too (?password=…).
  const inQuery = parsed.searchParams.get("password");
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  else if (inQuery !== null) env.PGPASSWORD = inQuery;
  parsed.password = "";
  parsed.searchParams.delete("password");
  return { dbname: parsed.toString(), env };
}
