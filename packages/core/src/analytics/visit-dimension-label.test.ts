import { describe, expect, it } from 'vitest';
import { countryName, visitDimensionLabel } from './visit-dimension-label';

describe('visitDimensionLabel', () => {
  it('names devices, countries, direct visits and unknowns in pt-BR', () => {
    expect(visitDimensionLabel('device', 'mobile')).toBe('Celular');
    expect(visitDimensionLabel('device', 'desktop')).toBe('Computador');
    expect(visitDimensionLabel('device', 'toaster')).toBe('Desconhecido');
    expect(visitDimensionLabel('country', 'BR')).toBe('Brasil');
    expect(visitDimensionLabel('country', 'US')).toBe('Estados Unidos');
    expect(visitDimensionLabel('referrer', '')).toBe('Direto');
    expect(visitDimensionLabel('referrer', 'www.instagram.com')).toBe('www.instagram.com');
    expect(visitDimensionLabel('city', '')).toBe('Desconhecido');
    expect(visitDimensionLabel('os', 'iOS')).toBe('iOS');
    expect(countryName('zz9')).toBe('Desconhecido');
  });

  it('names a WhatsApp roulette’s chat by its attendant’s number, other destinations as they are', () => {
    expect(visitDimensionLabel('destination', 'https://wa.me/5511987654321?text=Ol%C3%A1')).toBe(
      'WhatsApp +5511987654321',
    );
    expect(visitDimensionLabel('destination', 'https://wa.me/5521987654321')).toBe(
      'WhatsApp +5521987654321',
    );
    expect(visitDimensionLabel('destination', 'https://exemplo.com.br/a')).toBe(
      'https://exemplo.com.br/a',
    );
    expect(visitDimensionLabel('referrer', 'https://wa.me/5511987654321')).toBe(
      'https://wa.me/5511987654321',
    );
  });
});
