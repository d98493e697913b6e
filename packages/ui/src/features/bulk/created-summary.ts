// What a bulk creation made, in pt-BR with singular and plural: '1 QR Code criado.',
// '3 QR Codes dinâmicos criados.', '1 link curto criado.'.
import type { BulkKind } from '@qrlink/core/bulk/bulk-rows';

export function createdSummary(count: number, kind: BulkKind, { dynamic = false } = {}): string {
  const one = count === 1;
  const noun =
    kind === 'qr'
      ? `${one ? 'QR Code' : 'QR Codes'}${dynamic ? (one ? ' dinâmico' : ' dinâmicos') : ''}`
      : one
        ? 'link curto'
        : 'links curtos';
  return `${count.toLocaleString('pt-BR')} ${noun} ${one ? 'criado' : 'criados'}.`;
}
