// `npm run user -- add <username> [--name "…"] [--email …] [--role admin|staff]`
// `npm run user -- reset-password <username>`
// The password is read from NOVA_PASSWORD when set, otherwise a strong one is generated and
// printed once. Resetting a password also closes every open session of that user.
import { parseArgs } from "node:util";
import { generatePassword, hashPassword } from "../lib/passwords.ts";
import {
  findUserByUsername,
  insertUser,
  revokeUserSessions,
  updateUserPassword,
} from "../records/accounts/users.ts";
import { exitWith, withCommandDatabase } from "./command-database.ts";

const USAGE = `Uso:
  npm run user -- add <usuario> [--name "Nombre"] [--email correo] [--role admin|staff]
  npm run user -- reset-password <usuario>
La contraseña se toma de NOVA_PASSWORD o se genera y se muestra una vez.`;

async function run() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: "string" },
      email: { type: "string" },
      role: { type: "string", default: "staff" },
    },
  });
  const [command, username] = positionals;
  if (!command || !username || !["add", "reset-password"].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const role = values.role === "admin" ? "admin" : "staff";
  const supplied = process.env.NOVA_PASSWORD;
  if (supplied !== undefined && supplied.length < 8) {
    console.error("La contraseña debe tener al menos 8 caracteres.");
    return 2;
  }
  const password = supplied ?? generatePassword();
  return withCommandDatabase(async (db) => {
    const existing = await findUserByUsername(db, username);
    const now = new Date().toISOString();
    if (command === "add") {
      if (existing) {
        console.error(`El usuario "${username}" ya existe.`);
        return 1;
      }
      await insertUser(
        db,
        {
          username,
          passwordHash: await hashPassword(password),
          name: values.name ?? null,
          email: values.email ?? null,
          role,
        },
        now,
      );
      console.log(`Usuario "${username}" creado (${role}).`);
    } else {
      if (!existing) {
        console.error(`No existe el usuario "${username}".`);
        return 1;
      }
      await updateUserPassword(db, existing.id, await hashPassword(password));
      await revokeUserSessions(db, existing.id, now);
      console.log(`Contraseña de "${username}" restablecida; sus sesiones abiertas se cerraron.`);
    }
    if (supplied === undefined)
      console.log(`Contraseña: ${password}  (guárdala ahora; no se volverá a mostrar)`);
    return 0;
  });
}

exitWith(run(), 1);
