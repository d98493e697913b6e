// Smart routes of a dynamic QR code or short link (docs/product/link-rules-and-utm.md, "Rotas
// inteligentes"): up to 10 routes, checked in order on every visit; the first whose conditions
// all hold sends the visitor to its destination, and when none does the code leads where it
// always did (its destination per device, else the main one). Within a condition any value
// holds ('Brasil ou Portugal'). One schema for the form's input and for what the `routes`
// column stores (its output parses to itself); the database's routes_problem says the same.
import { z } from 'zod';
import { KEYS } from '../validation/messages';
import { urlFieldWithOneMessage } from '../validation/url';
import { COUNTRY_CODES, BRAZIL_STATES } from './route-places';

export const MAX_ROUTES = 10;
/** The most values one condition may list (countries, cities...). */
export const MAX_ROUTE_VALUES = 30;
export const MAX_ROUTE_CITY_LENGTH = 80;
export const ROUTE_DEVICES = ['ios', 'android', 'desktop'] as const;
export type RouteDevice = (typeof ROUTE_DEVICES)[number];

/** The conditions a route may carry, in the order the editor and the sentence show them. */
export const ROUTE_CONDITIONS = [
  'countries',
  'states',
  'cities',
  'hours',
  'languages',
  'devices',
] as const;
export type RouteCondition = (typeof ROUTE_CONDITIONS)[number];

const COUNTRIES = new Set(COUNTRY_CODES);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A list of values of one kind: at least one, at most MAX_ROUTE_VALUES, no repeats kept. */
function valueList<T extends z.ZodType<string>>(value: T) {
  return z
    .array(value)
    .min(1, KEYS.routeValuesRequired)
    .max(MAX_ROUTE_VALUES, KEYS.routeTooManyValues)
    .transform((values) => [...new Set(values)])
    .optional();
}

// The schemas below are built when first used (z.lazy), not when the module loads: building
// zod schemas is work, and this module loads with every screen that edits or saves a code (the
// QR generator's first load among them), most of which never check a route.

/** Weekdays (0 Sunday ... 6 Saturday) and a time window in São Paulo time. */
export const routeHoursSchema = z.lazy(() =>
  z
    .object({
      days: z
        .array(z.number().int().min(0).max(6), { error: KEYS.routeHoursInvalid })
        .min(1, KEYS.routeHoursInvalid)
        .max(7, KEYS.routeHoursInvalid)
        .transform((days) => [...new Set(days)].sort()),
      /** 'HH:MM'; a window whose end is before its start crosses midnight. */
      from: z.string({ error: KEYS.routeHoursInvalid }).regex(TIME, KEYS.routeHoursInvalid),
      to: z.string({ error: KEYS.routeHoursInvalid }).regex(TIME, KEYS.routeHoursInvalid),
    })
    .refine((hours) => hours.from !== hours.to, { message: KEYS.routeHoursInvalid, path: ['to'] }),
);
export type RouteHours = z.output<typeof routeHoursSchema>;

export const smartRouteSchema = z.lazy(() =>
  z
    .object({
      url: urlFieldWithOneMessage(KEYS.routeUrlInvalid),
      countries: valueList(
        z.string().refine((code) => COUNTRIES.has(code), KEYS.routeCountryInvalid),
      ),
      states: valueList(z.string().refine((uf) => uf in BRAZIL_STATES, KEYS.routeStateInvalid)),
      cities: valueList(
        z
          .string({ error: KEYS.routeCityInvalid })
          .trim()
          .min(1, KEYS.routeCityInvalid)
          .max(MAX_ROUTE_CITY_LENGTH, KEYS.routeCityInvalid),
      ),
      hours: routeHoursSchema.optional(),
      languages: valueList(z.string().regex(/^[a-z]{2,3}$/, KEYS.routeLanguageInvalid)),
      devices: valueList(z.enum(ROUTE_DEVICES, { error: KEYS.routeDeviceInvalid })),
    })
    .refine((route) => ROUTE_CONDITIONS.some((condition) => route[condition] !== undefined), {
      message: KEYS.routeConditionRequired,
      // `when`: a broken destination must not hide a route that has no condition either.
      when: () => true,
    }),
);
export type SmartRoute = z.output<typeof smartRouteSchema>;
/** A route as the editor holds it while it is typed; `key` names it for React and is dropped. */
export type SmartRouteDraft = z.input<typeof smartRouteSchema> & { key?: string };

export const smartRoutesSchema = z.lazy(() =>
  z.array(smartRouteSchema).max(MAX_ROUTES, KEYS.routesTooMany),
);
