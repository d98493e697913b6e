// Brazilian reais, as Intl formats them for pt-BR: 'R$ 1.234,56'.
//
// Decision: the space after 'R$' stays the NO-BREAK SPACE (U+00A0) Intl emits, so a narrow
// pricing card never wraps the symbol away from the amount. Tests that compare text should use
// BRL_SPACE or normalise whitespace (testing-library's default matcher already does: JS `\s`
// matches U+00A0).
export const BRL_SPACE = '\u00a0';

const BRL = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234.56 -> 'R$ 1.234,56' (with a no-break space). */
export function formatBRL(amount: number): string {
  return BRL.format(amount);
}
