import { describe, expect, it } from 'vitest';
import { activityActor, activityToCsv } from './workspace-activity';

describe('workspace activity', () => {
  it('writes the pt-BR CSV of the screen, a deleted account named as such', () => {
    const csv = activityToCsv(
      [
        {
          at: '2026-11-27T15:04:00Z',
          action: 'moved',
          item_kind: 'short_link',
          item_label: 'promo → https://ex.com/a',
          actor: 'Ana',
        },
        {
          at: '2026-11-27T15:00:00Z',
          action: 'created',
          item_kind: 'qr',
          item_label: '=HYPERLINK("x")',
          actor: null,
        },
      ],
      { timeZone: 'America/Sao_Paulo' },
    );
    const lines = csv
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Quando";"Quem";"Ação";"Tipo";"Item"');
    expect(lines[1]).toBe(
      '"27/11/2026 12:04";"Ana";"Moveu para pasta";"Link";"promo → https://ex.com/a"',
    );
    // A label a spreadsheet would run is defused.
    expect(lines[2]).toBe(
      '"27/11/2026 12:00";"Conta removida";"Criou";"QR Code";"\'=HYPERLINK(""x"")"',
    );
    expect(activityActor({ actor: 'Bia' })).toBe('Bia');
  });
});
