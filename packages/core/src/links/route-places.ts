// The places and languages a smart route can name (docs/product/link-rules-and-utm.md, "Rotas
// inteligentes"): countries by ISO 3166-1 alpha-2 code, Brazil's 27 states by their UF, and a
// visitor's language by its primary subtag. Names come from the runtime's Intl data in pt-BR
// (countries by the analytics' countryName), so no list of names is kept here.

/** ISO 3166-1 alpha-2, plus XK (Kosovo), which the geo-IP database uses. */
export const COUNTRY_CODES =
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI
BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE
DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS
GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW
KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW
MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO
RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM
TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW`.split(/\s+/);

/** Brazil's states by UF, as people write them. */
export const BRAZIL_STATES: Record<string, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

/** The languages the editor offers (any primary subtag of two or three letters is valid). */
export const ROUTE_LANGUAGES = ['pt', 'en', 'es', 'fr', 'it', 'de', 'ja', 'zh', 'ko'] as const;

/** 'São  Paulo ' and 'sao paulo' are the same place: no accents, case or extra spaces. */
export function placeKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const STATE_BY_NAME = new Map<string, string>(
  Object.entries(BRAZIL_STATES).map(([uf, name]) => [placeKey(name), uf]),
);
// The geo-IP database names the Distrito Federal in English.
STATE_BY_NAME.set('federal district', 'DF');

/** The UF of a Brazilian visitor's region as the geo-IP database names it, or null. */
export function brazilianState(country: string | null, region: string | null): string | null {
  if (country !== 'BR' || !region) return null;
  return STATE_BY_NAME.get(placeKey(region)) ?? null;
}

let languageNames: Intl.DisplayNames | undefined;

/** 'português' for 'pt'. */
export function languageName(code: string): string {
  languageNames ??= new Intl.DisplayNames('pt-BR', { type: 'language' });
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The primary language of a visitor's first choice in Accept-Language ('pt' for
 * 'pt-BR,pt;q=0.9,en;q=0.8'), or null when the header names none.
 */
export function visitorLanguage(acceptLanguage: string | null | undefined): string | null {
  if (!acceptLanguage) return null;
  let best: string | null = null;
  let bestWeight = 0;
  for (const part of acceptLanguage.split(',', 20)) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const primary = /^([a-z]{2,3})(-|$)/i.exec(tag.trim())?.[1];
    if (!primary) continue;
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (weight > bestWeight) {
      best = primary.toLowerCase();
      bestWeight = weight;
    }
  }
  return best;
}
