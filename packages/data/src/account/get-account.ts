// What Configurações da Conta shows: the profile, the real plan with its price, how many QR
// codes the user saved (counted by the database) and the payments recorded for them.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export const LOAD_PROFILE_ERROR = {
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
    })
    .nullable(),
});

const paymentSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
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
  plan: { id: string; name: string; price: number } | null;
  qrCodeCount: number;
  payments: Payment[];
}

export async function getAccount(userId: string): Promise<Account> {
  try {
    const supabase = await getSupabase();
    const [profile, codes, payments] = await Promise.all([
      supabase
        .from('profiles')
        .select('full_name, email, created_at, plans(id, name, price, price_yearly)')
        .eq('id', userId)
        .single(),
      supabase.from('qr_codes').select('id', { count: 'exact', head: true }).eq('user_id', userId),
      supabase
        .from('payments')
        .select('id, plan_id, cycle, status, amount, created_at')
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .limit(50),
    ]);
    if (profile.error) throw profile.error;
    if (codes.error) throw codes.error;
    if (payments.error) throw payments.error;
    const row = accountSchema.parse(profile.data);
    return {
      fullName: row.full_name ?? '',
      email: row.email ?? '',
      memberSince: row.created_at,
      plan: row.plans ? { id: row.plans.id, name: row.plans.name, price: row.plans.price } : null,
      qrCodeCount: codes.count ?? 0,
      payments: z.array(paymentSchema).parse(payments.data),
    };
  } catch (error) {
    throw toAppError(error, LOAD_PROFILE_ERROR);
  }
}
