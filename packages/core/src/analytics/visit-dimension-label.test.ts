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
});
