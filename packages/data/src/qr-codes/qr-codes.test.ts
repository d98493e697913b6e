import { describe, expect, it } from 'vitest';
import { logoPathOf } from './delete-qr-code';
import { likePattern, searchFilter } from './list-qr-codes';

describe('QR code use cases', () => {
  it('searches for what was typed, wildcards included, anywhere in the URL', () => {
    expect(likePattern('cardapio')).toBe('%cardapio%');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('searches destinations and static contents, quoting what PostgREST would parse', () => {
    expect(searchFilter('cardapio')).toBe(
      'target_url.ilike."%cardapio%",payload.ilike."%cardapio%"',
    );
    // A comma, parentheses or a quote stay text inside the quoted value.
    expect(searchFilter('a,b (c) "d"')).toBe(
      'target_url.ilike."%a,b (c) \\"d\\"%",payload.ilike."%a,b (c) \\"d\\"%"',
    );
    expect(searchFilter('50%')).toBe('target_url.ilike."%50\\\\%%",payload.ilike."%50\\\\%%"');
  });

  it("removes only a logo in the owner's own folder of our bucket", () => {
    const user = '11111111-1111-4111-8111-111111111111';
    const ours = `https://qr.example.com/storage/v1/object/public/qr_logos/${user}/1700000000000.png`;
    expect(logoPathOf(ours, user)).toBe(`${user}/1700000000000.png`);
    expect(logoPathOf(ours, '22222222-2222-4222-8222-222222222222')).toBeNull();
    expect(logoPathOf('https://cdn.example.com/logo.png', user)).toBeNull();
    expect(
      logoPathOf(`https://x/storage/v1/object/public/qr_logos/${user}/../other/a.png`, user),
    ).toBeNull();
    expect(logoPathOf(null, user)).toBeNull();
  });
});
