-- Payments confirmed by the payment provider (written by the server's webhook handler as
-- service_role) and update_user_plan, which grants a paid plan only against one of them.

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan_id text not null references public.plans (id) on update restrict on delete restrict,
  cycle text not null default 'monthly' constraint payments_cycle_valid check (cycle in ('monthly', 'yearly')),
  status text not null
    constraint payments_status_valid check (status in ('pending', 'approved', 'authorized', 'in_process', 'rejected', 'cancelled', 'refunded', 'charged_back')),
  provider text not null default 'mercadopago',
  provider_payment_id text not null constraint payments_provider_payment_id_unique unique,
  amount numeric(10, 2) not null constraint payments_amount_non_negative check (amount >= 0),
  created_at timestamptz not null default now(),
  consumed_at timestamptz
);
comment on table public.payments is 'Provider-confirmed payments. Written only by service_role; a user reads their own. An approved, unconsumed payment is what update_user_plan spends to grant a paid plan.';

alter table public.payments enable row level security;
revoke all on table public.payments from anon, authenticated;
grant select on table public.payments to authenticated;

create policy "Users read their own payments" on public.payments
  for select to authenticated using (user_id = (select auth.uid()));

create index payments_user_id_plan_id_idx on public.payments (user_id, plan_id, created_at);

-- Called by the subscription confirmation page. A user changes only their own plan; the free
-- plan is always allowed; a paid plan (price > 0) needs an approved, unconsumed payment of this
-- user for this plan, which is consumed (one payment = one activation).
create or replace function public.update_user_plan(p_user_id uuid, p_plan_id text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_price numeric;
  v_payment uuid;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Usuário não autenticado. Por favor, faça login e tente novamente.';
  end if;
  if p_user_id is distinct from v_uid then
    raise exception using errcode = '42501', message = 'Você só pode alterar o plano da sua própria conta.';
  end if;
  select p.price into v_price from public.plans p where p.id = p_plan_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Plano não encontrado.';
  end if;
  if v_price > 0 then
    select pay.id into v_payment
    from public.payments pay
    where pay.user_id = v_uid and pay.plan_id = p_plan_id
      and pay.status = 'approved' and pay.consumed_at is null
    order by pay.created_at
    limit 1
    for update;
    if v_payment is null then
      raise exception using errcode = '42501',
        message = 'Nenhum pagamento aprovado foi encontrado para este plano.',
        hint = 'payment_required';
    end if;
    update public.payments set consumed_at = now() where id = v_payment;
  end if;
  update public.profiles set plan_id = p_plan_id where id = v_uid;
  return jsonb_build_object('success', true, 'message', 'Plano atualizado com sucesso!', 'plan_id', p_plan_id);
end;
$$;
comment on function public.update_user_plan(uuid, text) is 'Sets the caller''s plan: free always, paid only by consuming an approved payment for that plan (42501 otherwise).';
revoke all on function public.update_user_plan(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.update_user_plan(uuid, text) to authenticated;
