/** Length a password must reach when the studio asks for strong passwords. */
export const STRONG_PASSWORD_MIN_LENGTH = 10;
/** Length every password must reach, strong-password setting or not. */
export const PASSWORD_MIN_LENGTH = 8;

// The passwords people pick first (international lists plus the Spanish and Chilean favourites).
// Compared without case, spaces or a trailing run of digits and symbols, so "Contraseña2026!"
// counts as "contraseña": attackers try those variants first too.
const COMMON_PASSWORDS = new Set([
  "password",
  "passw0rd",
  "qwerty",
  "qwertyuiop",
  "asdfghjkl",
  "abc",
  "abcd",
  "abcdef",
  "iloveyou",
  "admin",
  "administrador",
  "administrator",
  "welcome",
  "letmein",
  "monkey",
  "dragon",
  "football",
  "futbol",
  "contraseña",
  "contrasena",
  "clave",
  "secreto",
  "teamo",
  "tequiero",
  "chile",
  "colocolo",
  "santiago",
  "bienvenido",
  "bienvenida",
  "hola",
  "holamundo",
  "usuario",
  "nova",
  "novastudio",
  "estudio",
  "danza",
  "baile",
  "ballet",
  "recepcion",
]);

/** The password reduced to the word people build it on: lower case, no spaces, no trailing digits/symbols. */
function stem(password: string): string {
  return password
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/[^\p{L}]+$/u, "");
}

/**
 * Why a new password is not acceptable, in Spanish, or null when it is. With the studio's
 * strong-password setting on it must have at least 10 characters and not be a common password
 * (or one with digits appended); otherwise at least 8 characters.
 */
export function passwordProblem(password: string, options: { strong: boolean }): string | null {
  const min = options.strong ? STRONG_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH;
  if (password.length < min) return `La contraseña debe tener al menos ${min} caracteres`;
  if (options.strong) {
    const base = stem(password);
    if (base.length === 0 || COMMON_PASSWORDS.has(base) || /^(.)\1*$/u.test(password)) {
      return "La contraseña es demasiado común; elige otra menos predecible";
    }
  }
  return null;
}
