// A smart route read aloud in pt-BR (docs/product/link-rules-and-utm.md, "Rotas inteligentes"),
// as the editor previews it: 'Se o visitante estiver no Brasil e for de 11h a 15h:
// https://exemplo.com.br/almoco'.
import { countryName } from '../analytics/visit-dimension-label';
import { languageName } from './route-places';
import type { RouteDevice, RouteHours, SmartRoute } from './smart-routes';

/** Countries whose name takes an article ('no Brasil'); any other reads 'em {nome}'. */
const COUNTRY_PREPOSITION: Record<string, 'no' | 'na' | 'nos' | 'nas'> = {
  BR: 'no',
  CA: 'no',
  CL: 'no',
  EC: 'no',
  JP: 'no',
  MX: 'no',
  PE: 'no',
  PY: 'no',
  UY: 'no',
  GB: 'no',
  LB: 'no',
  MA: 'no',
  VN: 'no',
  CN: 'na',
  AR: 'na',
  BO: 'na',
  CO: 'na',
  VE: 'na',
  ES: 'na',
  FR: 'na',
  IT: 'na',
  DE: 'na',
  IN: 'na',
  RU: 'na',
  CH: 'na',
  BE: 'na',
  AU: 'na',
  IE: 'na',
  ZA: 'na',
  SE: 'na',
  NO: 'na',
  AT: 'na',
  GR: 'na',
  PL: 'na',
  KR: 'na',
  FI: 'na',
  NZ: 'na',
  US: 'nos',
  AE: 'nos',
  NL: 'nos',
  PH: 'nas',
  BS: 'nas',
};

const DAY_NAMES = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];
/** The week as people in Brazil read it: Monday first. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

export const DEVICE_NAMES: Record<RouteDevice, string> = {
  ios: 'iPhone ou iPad',
  android: 'Android',
  desktop: 'computador',
};

/** 'a', 'a ou b', 'a, b ou c'. */
export function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}`;
}

/** 'a', 'a e b', 'a, b e c'. */
function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

function inCountry(code: string): string {
  return `${COUNTRY_PREPOSITION[code] ?? 'em'} ${countryName(code)}`;
}

/** '11h', '11h30'. */
export function clockTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}h${minutes === '00' ? '' : minutes}`;
}

/** 'de segunda a sexta', 'sábado ou domingo'; '' for every day. */
function daysPhrase(days: readonly number[]): string {
  const ordered = WEEK_ORDER.filter((day) => days.includes(day));
  if (ordered.length === 7) return '';
  const start = WEEK_ORDER.indexOf(ordered[0]!);
  const consecutive = ordered.every((day, i) => WEEK_ORDER[start + i] === day);
  if (consecutive && ordered.length >= 3) {
    return `de ${DAY_NAMES[ordered[0]!]} a ${DAY_NAMES[ordered.at(-1)!]}`;
  }
  return joinOr(ordered.map((day) => DAY_NAMES[day]!));
}

export function hoursPhrase(hours: RouteHours): string {
  const days = daysPhrase(hours.days);
  const times = `de ${clockTime(hours.from)} a ${clockTime(hours.to)}`;
  return days ? `${days}, ${times}` : times;
}

/** Each condition of a route as a clause, in the editor's order. */
export function routeClauses(route: Partial<SmartRoute>): string[] {
  const clauses: string[] = [];
  if (route.countries?.length) clauses.push(`estiver ${joinOr(route.countries.map(inCountry))}`);
  if (route.states?.length) clauses.push(`estiver em ${joinOr(route.states)}`);
  if (route.cities?.length) clauses.push(`estiver em ${joinOr(route.cities)}`);
  if (route.hours?.days.length) clauses.push(`for ${hoursPhrase(route.hours)}`);
  if (route.languages?.length) {
    clauses.push(`falar ${joinOr(route.languages.map(languageName))}`);
  }
  if (route.devices?.length) {
    clauses.push(`usar ${joinOr(route.devices.map((device) => DEVICE_NAMES[device]))}`);
  }
  return clauses;
}

/** The whole route as a sentence; a route without conditions reads as what it lacks. */
export function describeRoute(route: Partial<SmartRoute>): string {
  const clauses = routeClauses(route);
  const url = route.url?.trim() || '(destino em branco)';
  if (clauses.length === 0) return `Sem condições: ${url}`;
  return `Se o visitante ${joinAnd(clauses)}: ${url}`;
}
