/**
 * Rounds an amount to the given number of decimals, half away from zero, without binary floating-point noise
 * (`0.1 + 0.2` becomes `0.3`, `1.005` rounds to `1.01`). A non-finite amount gives 0; -0 gives 0.
 * @example roundMoney(0.1 + 0.2, 2) // 0.3
 * @example roundMoney(1234.5, 0) // 1235
 */
export function roundMoney(amount: number, decimals: number): number {
  if (!Number.isFinite(amount)) return 0;
  const factor = 10 ** Math.max(0, Math.trunc(decimals));
  // toPrecision(15) drops the noise of the multiplication (1.005 * 100 = 100.49999999999999) before rounding.
  const scaled = Number((Math.abs(amount) * factor).toPrecision(15));
  const rounded = (Math.sign(amount) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}
