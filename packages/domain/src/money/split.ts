/**
 * Splits a whole-peso total over weights so that the parts sum exactly to the total and
 * each part is within one peso of its exact share (largest-remainder method).
 * Every part first gets the floor of its exact share; the pesos left over go one each to
 * the parts with the largest fractional remainders, earlier parts first on ties, so the
 * result is deterministic. When every weight is 0 the total is split evenly.
 * A negative total is split as its absolute value and negated.
 */
export function splitProportional(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError("El total debe ser un entero de pesos");
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) {
    throw new RangeError("Los pesos deben ser números no negativos");
  }
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError("No hay partes entre las que repartir el total");
    return [];
  }
  if (total < 0) return splitProportional(-total, weights).map((part) => (part === 0 ? 0 : -part));
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  const effective = weightSum === 0 ? weights.map(() => 1) : weights;
  const sum = weightSum === 0 ? weights.length : weightSum;
  const integral = effective.every(Number.isInteger) && Number.isSafeInteger(total * sum);

  const parts: number[] = [];
  const remainders: number[] = [];
  for (const weight of effective) {
    // With integer weights the remainder numerator is exact, so ties are real ties.
    const numerator = total * weight;
    const part = Math.floor(numerator / sum);
    parts.push(part);
    remainders.push(integral ? numerator - part * sum : numerator / sum - part);
  }
  let left = total - parts.reduce((acc, p) => acc + p, 0);
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * Splits a whole-peso total into `count` equal parts, the remainder going to the first part
 * (teacher compensation gives the leftover pesos of a shared class to the teacher with the
 * lowest id). 0 parts gives an empty list.
 */
export function splitEvenlyFirstTakesRemainder(total: number, count: number): number[] {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError("El total debe ser un entero de pesos no negativo");
  }
  if (!Number.isInteger(count) || count < 0) throw new RangeError("Cantidad de partes inválida");
  if (count === 0) return [];
  const base = Math.floor(total / count);
  const parts: number[] = new Array(count).fill(base);
  parts[0] = base + (total - base * count);
  return parts;
}
