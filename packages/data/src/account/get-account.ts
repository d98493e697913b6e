// What Configurações da Conta shows: the profile, the real plan with its price, cycle and renewal
// (my_plan_status), how many QR codes the user saved (counted by the database) and the payments
// recorded for them.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

const LOAD_PROFILE_ERROR = {
  title: 'Erro ao carregar perfil',
  message: 'Não foi possível carregar seu perfil.',
};

const accountSchema = z.object({
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
  plans: z
    .object({
      id: z.string(),
      name: z.string(),
      price: z.coerce.number(),
      price_yearly: z.coerce.number().nullable(),
      max_workspaces: z.coerce.number(),
      max_seats: z.coerce.number(),
    })
    .nullable(),
});

const planStatusSchema = z.object({
  cycle: z.enum(['monthly', 'yearly']).nullable(),
  renews_at: z.string().nullable(),
  renews_automatically: z.boolean(),
  subscription_status: z.string().nullable(),
});

const paymentSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  plans: z.object({ name: z.string() }).nullable(),
  cycle: z.string(),
  status: z.string(),
  amount: z.coerce.number(),
  created_at: z.string(),
});

export type Payment = z.infer<typeof paymentSchema>;

export interface Account {
  fullName: string;
  email: string;
  memberSince: string;
  plan: { id: string; name: string; price: number; priceYearly: number | null } | null;
  /** Billing cycle of a paid plan, null on the free plan. */
  cycle: 'monthly' | 'yearly' | null;
  /** End of the period already paid for (renewal date), null on the free plan. */
  renewsAt: string | null;
  /** True while Mercado Pago will charge the next period by itself. */
  renewsAutomatically: boolean;
  /** The plan's subscription as Mercado Pago last reported it (pending, authorized, ...). */
  subscriptionStatus: string | null;
  qrCodeCount: number;
  /** Teams: the workspaces the user owns (the personal one included) and what the plan allows. */
  workspaces: { owned: number; allowed: number; seatsPerWorkspace: number };
  payments: Payment[];
}

export async function getAccount(userId: string): Promise<Account> {
  try {
    const supabase = await getSupabase();
    const [profile, codes, owned, payments, status] = await Promise.all([
      supabase
        .from('profiles')
        .select(
          'full_name, email, created_at, plans(id, name, price, price_yearly, max_workspaces, max_seats)',
        )
        .eq('id', userId)
        .single(),
      supabase.from('qr_codes').select('id', { count: 'exact', head: true }).eq('user_id', userId),
      supabase
        .from('workspace_members')
        .select('workspace_id', { count: 'exact', head: true })
        .eq('user_id', userId)
        .eq('role', 'owner'),
      supabase
        .from('payments')
        .select('id, plan_id, plans(name), cycle, status, amount, created_at')
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .limit(50),
      supabase.rpc('my_plan_status'),
    ]);
    if (profile.error) throw profile.error;
    if (codes.error) throw codes.error;
    if (owned.error) throw owned.error;
    if (payments.error) throw payments.error;
    if (status.error) throw status.error;
    const row = accountSchema.parse(profile.data);
    const plan = planStatusSchema.parse(status.data);
    return {
      fullName: row.full_name ?? '',
      email: row.email ?? '',
      memberSince: row.created_at,
      plan: row.plans
        ? {
            id: row.plans.id,
            name: row.plans.name,
            price: row.plans.price,
            priceYearly: row.plans.price_yearly,
          }
        : null,
      cycle: plan.cycle,
      renewsAt: plan.renews_at,
      renewsAutomatically: plan.renews_automatically,
      subscriptionStatus: plan.subscription_status,
      qrCodeCount: codes.count ?? 0,
      workspaces: {
        owned: owned.count ?? 0,
        allowed: row.plans?.max_workspaces ?? 1,
        seatsPerWorkspace: row.plans?.max_seats ?? 1,
      },
      payments: z.array(paymentSchema).parse(payments.data),
    };
  } catch (error) {
    throw toAppError(error, LOAD_PROFILE_ERROR);
  }
}
