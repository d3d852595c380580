/** An amount as the console writes it, for matching the screen: 92000 → "$92.000". */
export const clp = (amount: number) => `$${amount.toLocaleString("de-DE")}`;
