// Brazilian reais, as Intl formats them for pt-BR: 'R$ 1.234,56'.
//
// Decision: the space after 'R$' stays the NO-BREAK SPACE (U+00A0) Intl emits, so a narrow
// pricing card never wraps the symbol away from the amount. Tests that compare text should use
// BRL_SPACE or normalise whitespace (testing-library's default matcher already does: JS `\s`
// matches U+00A0).
//
// Written out instead of Intl.NumberFormat: a page's first Intl object loads the locale's data,
// 13-23 ms on a computer here and four times that on a phone, while the landing and the plans
// hydrate; no other Intl call runs there. format-brl.test.ts compares it with Intl on thousands
// of amounts.
export const BRL_SPACE = '\u00a0';

/** Groups of three digits, with dots: '1234567' -> '1.234.567'. */
function withThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/**
 * The amount in whole cents, rounded as Intl rounds: on its shortest decimal form, half away
 * from zero (1.005 -> 101, where toFixed's exact binary value gives 100).
 */
function cents(amount: number): bigint {
  const shortest = String(amount);
  // Below 1e-6 the shortest form is exponential; such amounts round to zero cents either way.
  if (shortest.includes('e')) return BigInt(Math.round(amount * 100));
  const [whole = '0', fraction = ''] = shortest.split('.');
  const padded = fraction.padEnd(3, '0');
  const rounded = BigInt(whole + padded.slice(0, 2));
  return padded[2]! >= '5' ? rounded + 1n : rounded;
}

/** 1234.56 -> 'R$ 1.234,56' (with a no-break space), for finite amounts under 1e21. */
export function formatBRL(amount: number): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const digits = cents(Math.abs(amount)).toString().padStart(3, '0');
  return `${sign}R$${BRL_SPACE}${withThousands(digits.slice(0, -2))},${digits.slice(-2)}`;
}
