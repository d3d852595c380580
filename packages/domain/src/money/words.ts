const UNITS = [
  "",
  "uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
  "once",
  "doce",
  "trece",
  "catorce",
  "quince",
  "dieciséis",
  "diecisiete",
  "dieciocho",
  "diecinueve",
  "veinte",
  "veintiuno",
  "veintidós",
  "veintitrés",
  "veinticuatro",
  "veinticinco",
  "veintiséis",
  "veintisiete",
  "veintiocho",
  "veintinueve",
];
const TENS = [
  "",
  "",
  "",
  "treinta",
  "cuarenta",
  "cincuenta",
  "sesenta",
  "setenta",
  "ochenta",
  "noventa",
];
const HUNDREDS = [
  "",
  "ciento",
  "doscientos",
  "trescientos",
  "cuatrocientos",
  "quinientos",
  "seiscientos",
  "setecientos",
  "ochocientos",
  "novecientos",
];

/** 1..999 in words, masculine ("uno", "veintiuno", "ciento uno"). */
function belowThousand(n: number): string {
  if (n === 100) return "cien";
  const hundreds = HUNDREDS[Math.floor(n / 100)] ?? "";
  const rest = n % 100;
  let tail = "";
  if (rest < 30) tail = UNITS[rest] ?? "";
  else {
    const unit = rest % 10;
    tail = `${TENS[Math.floor(rest / 10)]}${unit ? ` y ${UNITS[unit]}` : ""}`;
  }
  return [hundreds, tail].filter(Boolean).join(" ");
}

// Before a noun ("mil", "millones", "pesos") "uno" loses its last letter: "veintiún mil",
// "treinta y un pesos", "un millón".
const apocopate = (words: string) => words.replace(/uno$/, "un").replace(/veintiun$/, "veintiún");

/** 1..999.999 in words, ending in "un" rather than "uno" when a noun follows. */
function belowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head =
    thousands === 0 ? "" : thousands === 1 ? "mil" : `${apocopate(belowThousand(thousands))} mil`;
  return [head, rest ? apocopate(belowThousand(rest)) : ""].filter(Boolean).join(" ");
}

/**
 * An amount of pesos in Spanish words, as a receipt writes it: "cuarenta y cinco mil pesos",
 * "un peso", "veintiún mil pesos", "un millón de pesos", "dos millones quinientos mil pesos".
 * Whole pesos from 0 to 999.999.999.999 (CLP has no cents); anything else is a RangeError.
 */
export function amountInWords(pesos: number): string {
  if (!Number.isSafeInteger(pesos) || pesos < 0 || pesos >= 1e12) {
    throw new RangeError(`No se puede escribir en palabras el monto ${pesos}`);
  }
  if (pesos === 0) return "cero pesos";
  if (pesos === 1) return "un peso";
  const millions = Math.floor(pesos / 1e6);
  const rest = pesos % 1e6;
  const head =
    millions === 0 ? "" : millions === 1 ? "un millón" : `${belowMillion(millions)} millones`;
  // "un millón de pesos" but "un millón cien mil pesos": "de" joins only a bare million.
  if (rest === 0) return `${head} de pesos`;
  return `${[head, belowMillion(rest)].filter(Boolean).join(" ")} pesos`;
}
