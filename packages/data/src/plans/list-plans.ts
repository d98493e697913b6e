import { z } from 'zod/mini';
import type { Plan } from '@qrlink/core/pricing/plan';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const LIST_PLANS_ERROR = {
  title: 'Erro ao carregar planos',
  message: 'Não foi possível buscar os planos.',
};

// Postgres numeric travels as a JSON number from PostgREST but as a string from node-postgres:
// accept both.
const money = z.coerce.number();

const nullableText = z._default(z.nullable(z.string()), null);

export const planRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: nullableText,
  price: money,
  price_yearly: z._default(z.nullable(money), null),
  mercadopago_link: nullableText,
  mercadopago_link_yearly: nullableText,
  features: z.pipe(
    z.nullable(z.array(z.string())),
    z.transform((list) => list ?? []),
  ),
  popular: z.pipe(
    z.nullish(z.boolean()),
    z.transform((value) => value === true),
  ),
  order: z.coerce.number().check(z.int()),
  icon: z.optional(z.nullable(z.string())),
  visit_retention_months: z._default(z.nullable(z.number().check(z.int())), null),
  max_workspaces: z._default(z.number().check(z.int()), 1),
  max_seats: z._default(z.number().check(z.int()), 1),
  max_pages: z._default(z.number().check(z.int()), 1),
  max_domains: z._default(z.number().check(z.int()), 0),
});

/** Every plan, ordered by `order` ascending (public: anyone may read plans). */
export async function listPlans(): Promise<Plan[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('plans')
      .select('*')
      .order('order', { ascending: true });
    if (error) throw error;
    return z.array(planRowSchema).parse(data);
  } catch (error) {
    throw toAppError(error, LIST_PLANS_ERROR);
  }
}
