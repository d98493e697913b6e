import { describe, expect, it } from 'vitest';
import { brazilianState, visitorLanguage } from './route-places';
import {
  routeDestination,
  saoPauloClock,
  withinHours,
  type RouteVisitor,
} from './smart-route-match';
import { describeRoute } from './smart-route-sentence';
import { smartRoutesSchema, type SmartRoute } from './smart-routes';

const problems = (routes: unknown) => {
  const result = smartRoutesSchema.safeParse(routes);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const VISITOR: RouteVisitor = {
  country: 'BR',
  region: 'Sao Paulo',
  city: 'Sao Paulo',
  language: 'pt',
  platform: 'android',
};
// A Wednesday, 12:30 in São Paulo (UTC-3).
const LUNCH = new Date('2026-11-25T15:30:00Z');

describe('smart routes', () => {
  it('stores what the form sends, canonical and parsing to itself', () => {
    const routes = smartRoutesSchema.parse([
      {
        url: 'exemplo.com.br/almoco',
        countries: ['BR', 'BR', 'PT'],
        hours: { days: [5, 1, 3], from: '11:00', to: '15:00' },
      },
      { url: 'https://exemplo.com.br/en', languages: ['en'], devices: ['ios'] },
    ]);
    expect(routes[0]).toEqual({
      url: 'https://exemplo.com.br/almoco',
      countries: ['BR', 'PT'],
      hours: { days: [1, 3, 5], from: '11:00', to: '15:00' },
    });
    expect(smartRoutesSchema.parse(routes)).toEqual(routes);
  });

  it('refuses each broken route with its pt-BR reason', () => {
    const url = 'https://exemplo.com.br';
    expect(problems(Array.from({ length: 11 }, () => ({ url, devices: ['ios'] })))).toEqual([
      'routesTooMany',
    ]);
    expect(problems([{ url: 'javascript:alert(1)', devices: ['ios'] }])).toEqual([
      'routeUrlInvalid',
    ]);
    expect(problems([{ url }])).toEqual(['routeConditionRequired']);
    expect(problems([{ url, countries: [] }])).toEqual(['routeValuesRequired']);
    expect(problems([{ url, countries: ['XX'] }])).toEqual(['routeCountryInvalid']);
    expect(problems([{ url, states: ['ZZ'] }])).toEqual(['routeStateInvalid']);
    expect(problems([{ url, cities: ['  '] }])).toEqual(['routeCityInvalid']);
    expect(problems([{ url, cities: Array.from({ length: 31 }, (_, i) => `C${i}`) }])).toEqual([
      'routeTooManyValues',
    ]);
    expect(problems([{ url, languages: ['Português'] }])).toEqual(['routeLanguageInvalid']);
    expect(problems([{ url, devices: ['tv'] }])).toEqual(['routeDeviceInvalid']);
    expect(problems([{ url, hours: { days: [1], from: '11:00', to: '11:00' } }])).toEqual([
      'routeHoursInvalid',
    ]);
    expect(problems([{ url, hours: { days: [], from: '11:00', to: '12:00' } }])).toEqual([
      'routeHoursInvalid',
    ]);
    expect(problems([{ url, hours: { days: [7], from: '24:00', to: '12:00' } }])).toContain(
      'routeHoursInvalid',
    );
  });

  it('takes the first route whose every condition holds, and none when none does', () => {
    const routes: SmartRoute[] = [
      { url: 'https://a.example/pt', countries: ['PT'] },
      {
        url: 'https://a.example/sp-lunch',
        states: ['SP'],
        hours: { days: [3], from: '11:00', to: '15:00' },
      },
      { url: 'https://a.example/brasil', countries: ['BR'] },
    ];
    expect(routeDestination(routes, VISITOR, LUNCH)).toBe('https://a.example/sp-lunch');
    expect(routeDestination(routes, VISITOR, new Date('2026-11-25T20:00:00Z'))).toBe(
      'https://a.example/brasil',
    );
    expect(
      routeDestination(routes, { ...VISITOR, country: 'US', region: 'California' }, LUNCH),
    ).toBeNull();
    // Unknown places (no geo-IP) never match a place condition.
    expect(
      routeDestination(routes, { ...VISITOR, country: null, region: null, city: null }, LUNCH),
    ).toBeNull();
  });

  it('matches cities without accents or case, states only in Brazil, languages and devices', () => {
    const at = (route: Omit<SmartRoute, 'url'>, visitor: Partial<RouteVisitor>) =>
      routeDestination(
        [{ url: 'https://x.example/', ...route }],
        { ...VISITOR, ...visitor },
        LUNCH,
      );
    expect(at({ cities: ['São  Paulo'] }, {})).toBe('https://x.example/');
    expect(at({ cities: ['Campinas'] }, {})).toBeNull();
    expect(at({ states: ['DF'] }, { region: 'Federal District', city: 'Brasilia' })).toBe(
      'https://x.example/',
    );
    expect(at({ states: ['AM'] }, { country: 'VE', region: 'Amazonas' })).toBeNull();
    expect(at({ languages: ['en'] }, { language: visitorLanguage('en-US,pt-BR;q=0.5') })).toBe(
      'https://x.example/',
    );
    expect(at({ languages: ['en'] }, { language: null })).toBeNull();
    expect(at({ devices: ['ios', 'desktop'] }, { platform: 'android' })).toBeNull();
    expect(at({ devices: ['android'] }, {})).toBe('https://x.example/');
  });

  it('reads the clock in São Paulo and lets a window cross midnight', () => {
    expect(saoPauloClock(LUNCH)).toEqual({ day: 3, minutes: 12 * 60 + 30 });
    // 01:10 on Thursday in São Paulo is still Wednesday's night.
    expect(saoPauloClock(new Date('2026-11-26T04:10:00Z'))).toEqual({ day: 4, minutes: 70 });
    const night = { days: [3], from: '22:00', to: '02:00' };
    expect(withinHours(night, { day: 3, minutes: 23 * 60 })).toBe(true);
    expect(withinHours(night, { day: 4, minutes: 70 })).toBe(true);
    expect(withinHours(night, { day: 4, minutes: 23 * 60 })).toBe(false);
    expect(withinHours(night, { day: 3, minutes: 70 })).toBe(false);
    expect(
      withinHours({ days: [1], from: '11:00', to: '15:00' }, { day: 1, minutes: 15 * 60 }),
    ).toBe(false);
  });

  it('reads the first language a visitor prefers', () => {
    expect(visitorLanguage('pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('pt');
    expect(visitorLanguage('en;q=0.4, es-419')).toBe('es');
    expect(visitorLanguage('*')).toBeNull();
    expect(visitorLanguage(undefined)).toBeNull();
    expect(brazilianState('BR', 'Sao Paulo')).toBe('SP');
  });

  it('reads a route as a pt-BR sentence', () => {
    expect(
      describeRoute({
        url: 'https://exemplo.com.br/almoco',
        countries: ['BR'],
        hours: { days: [0, 1, 2, 3, 4, 5, 6], from: '11:00', to: '15:00' },
      }),
    ).toBe('Se o visitante estiver no Brasil e for de 11h a 15h: https://exemplo.com.br/almoco');
    expect(
      describeRoute({
        url: 'https://x.example/',
        countries: ['PT', 'US'],
        hours: { days: [1, 2, 3, 4, 5], from: '18:30', to: '23:00' },
        languages: ['en', 'es'],
      }),
    ).toBe(
      'Se o visitante estiver em Portugal ou nos Estados Unidos, for de segunda a sexta, de 18h30 a 23h e falar inglês ou espanhol: https://x.example/',
    );
    expect(
      describeRoute({
        url: 'https://x.example/',
        states: ['SP', 'RJ'],
        hours: { days: [6, 0], from: '22:00', to: '02:00' },
        devices: ['ios', 'android'],
      }),
    ).toBe(
      'Se o visitante estiver em SP ou RJ, for sábado ou domingo, de 22h a 2h e usar iPhone ou iPad ou Android: https://x.example/',
    );
    expect(describeRoute({ url: '' })).toBe('Sem condições: (destino em branco)');
  });
});
