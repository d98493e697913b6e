-- Paid plans confirmed by Mercado Pago (docs/product/payments.md, "The payment contract"). The
-- server's webhook reads every notified payment and subscription back from Mercado Pago's API and
-- records it here as the service role; nothing a browser sends can grant a plan. An approved
-- payment of the plan's price activates the plan for one cycle at once, so the buyer has it even if
-- they never come back to /subscription/success; that page only confirms what the server holds. A
-- cancelled subscription or a failed renewal keeps the plan until the end of the paid period;
-- expire_lapsed_plans() then moves the account back to the free plan.

alter table public.profiles
  add column plan_cycle text constraint profiles_plan_cycle_valid check (plan_cycle in ('monthly', 'yearly')),
  add column plan_renews_at timestamptz;
comment on column public.profiles.plan_cycle is 'Billing cycle of the current paid plan (null on the free plan).';
comment on column public.profiles.plan_renews_at is 'End of the period the approved payments paid for (null on the free plan).';
create index profiles_plan_renews_at_idx on public.profiles (plan_renews_at) where plan_renews_at is not null;

alter table public.payments
  add constraint payments_provider_valid check (provider in ('mercadopago')),
  add column provider_subscription_id text;
comment on column public.payments.provider_subscription_id is 'The Mercado Pago subscription (preapproval) this payment renews, when it came from one.';

-- A recurring subscription (Mercado Pago preapproval) as the provider last reported it.
create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan_id text not null references public.plans (id) on update restrict on delete cascade,
  cycle text not null constraint subscriptions_cycle_valid check (cycle in ('monthly', 'yearly')),
  provider text not null default 'mercadopago' constraint subscriptions_provider_valid check (provider in ('mercadopago')),
  provider_subscription_id text not null constraint subscriptions_provider_subscription_id_unique unique,
  status text not null
    constraint subscriptions_status_valid check (status in ('pending', 'authorized', 'paused', 'cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.subscriptions is 'Mercado Pago subscriptions (preapprovals) as the provider last reported them. Written only by service_role; a user reads their own.';

alter table public.subscriptions enable row level security;
revoke all on table public.subscriptions from anon, authenticated;
grant select on table public.subscriptions to authenticated;
create policy "Users read their own subscriptions" on public.subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create index subscriptions_user_id_plan_id_idx on public.subscriptions (user_id, plan_id, updated_at);

/** 'DD/MM/YYYY' in Brazil's time, for the notification texts. */
create or replace function public.format_br_date(p_at timestamptz) returns text
language sql stable
set search_path = ''
as $$ select to_char(p_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') $$;
comment on function public.format_br_date(timestamptz) is 'A date as Brazilians write it, in São Paulo time (notification texts).';
revoke all on function public.format_br_date(timestamptz) from public, anon, authenticated;
grant execute on function public.format_br_date(timestamptz) to service_role;

create or replace function public.record_provider_payment(
  p_provider_payment_id text,
  p_user_id uuid,
  p_plan_id text,
  p_cycle text,
  p_status text,
  p_amount numeric,
  p_subscription_id text default null
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_plan public.plans%rowtype;
  v_expected numeric;
  v_previous text;
  v_payment public.payments%rowtype;
  v_profile public.profiles%rowtype;
  v_renews_at timestamptz;
begin
  if nullif(btrim(p_provider_payment_id), '') is null or p_cycle not in ('monthly', 'yearly')
     or p_amount is null or p_amount < 0 then
    raise exception using errcode = '22023', message = 'Pagamento inválido.';
  end if;
  select * into v_plan from public.plans p where p.id = p_plan_id;
  if not found or v_plan.price <= 0 then
    raise exception using errcode = '22023', message = 'Plano pago não encontrado.';
  end if;
  -- The buyer's row is locked for the whole decision: two notifications of one account never
  -- extend the same period twice.
  select * into v_profile from public.profiles pr where pr.id = p_user_id for update;
  if not found then
    raise exception using errcode = '22023', message = 'Usuário não encontrado.';
  end if;
  v_expected := case p_cycle when 'yearly' then v_plan.price_yearly else v_plan.price end;
  if v_expected is null then
    raise exception using errcode = '22023', message = 'O plano não tem este ciclo de cobrança.';
  end if;

  select pay.status into v_previous from public.payments pay
  where pay.provider_payment_id = p_provider_payment_id;
  -- One row per provider payment: a repeated notification updates its status, never its owner.
  insert into public.payments as pay
    (user_id, plan_id, cycle, status, provider_payment_id, amount, provider_subscription_id)
  values (p_user_id, p_plan_id, p_cycle, p_status, p_provider_payment_id, round(p_amount, 2),
    nullif(btrim(p_subscription_id), ''))
  on conflict (provider_payment_id) do update set status = excluded.status
    where pay.user_id = excluded.user_id and pay.plan_id = excluded.plan_id
  returning * into v_payment;
  if not found then
    raise exception using errcode = '22023', message = 'Este pagamento pertence a outra conta ou plano.';
  end if;

  -- A renewal that failed while the plan is still paid for: say until when it lasts.
  if v_payment.status = 'rejected' and v_previous is distinct from 'rejected'
     and v_profile.plan_id = p_plan_id and v_profile.plan_renews_at > now() then
    insert into public.notifications (user_id, type, message)
    values (p_user_id, 'other', format(
      'Não conseguimos cobrar a renovação do plano %s. Ele continua ativo até %s; depois, sua conta volta ao plano Grátis.',
      v_plan.name, public.format_br_date(v_profile.plan_renews_at)));
  end if;

  if v_payment.status <> 'approved' or v_payment.consumed_at is not null then
    return jsonb_build_object('payment_id', v_payment.id, 'status', v_payment.status, 'activated', false);
  end if;
  if v_payment.amount < v_expected then
    return jsonb_build_object('payment_id', v_payment.id, 'status', v_payment.status,
      'activated', false, 'reason', 'amount_below_price');
  end if;

  -- One cycle from now, or from the end of the period already paid for this plan (a renewal).
  v_renews_at := case when v_profile.plan_id = p_plan_id and v_profile.plan_renews_at > now()
                   then v_profile.plan_renews_at else now() end
                 + case p_cycle when 'yearly' then interval '1 year' else interval '1 month' end;

  update public.payments set consumed_at = now() where id = v_payment.id;
  update public.profiles
  set plan_id = p_plan_id, plan_cycle = p_cycle, plan_renews_at = v_renews_at
  where id = p_user_id;
  insert into public.notifications (user_id, type, message)
  values (p_user_id, 'other', format('Pagamento confirmado: seu plano %s está ativo até %s.',
    v_plan.name, public.format_br_date(v_renews_at)));
  return jsonb_build_object('payment_id', v_payment.id, 'status', v_payment.status,
    'activated', true, 'renews_at', v_renews_at);
end;
$$;
comment on function public.record_provider_payment(text, uuid, text, text, text, numeric, text) is 'Server only (webhook): records a provider-confirmed payment once per provider id; an approved one of at least the plan''s price activates the plan for one cycle (a renewal extends the paid period); a failed renewal is announced to the user. Answers {payment_id, status, activated, renews_at?, reason?}.';
revoke all on function public.record_provider_payment(text, uuid, text, text, text, numeric, text) from public, anon, authenticated, service_role;
grant execute on function public.record_provider_payment(text, uuid, text, text, text, numeric, text) to service_role;

create or replace function public.record_provider_subscription(
  p_provider_subscription_id text,
  p_user_id uuid,
  p_plan_id text,
  p_cycle text,
  p_status text
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_previous text;
  v_subscription public.subscriptions%rowtype;
  v_profile public.profiles%rowtype;
  v_plan_name text;
begin
  if nullif(btrim(p_provider_subscription_id), '') is null or p_cycle not in ('monthly', 'yearly')
     or p_status not in ('pending', 'authorized', 'paused', 'cancelled') then
    raise exception using errcode = '22023', message = 'Assinatura inválida.';
  end if;
  select p.name into v_plan_name from public.plans p where p.id = p_plan_id and p.price > 0;
  if not found then
    raise exception using errcode = '22023', message = 'Plano pago não encontrado.';
  end if;
  select * into v_profile from public.profiles pr where pr.id = p_user_id for update;
  if not found then
    raise exception using errcode = '22023', message = 'Usuário não encontrado.';
  end if;

  select s.status into v_previous from public.subscriptions s
  where s.provider_subscription_id = p_provider_subscription_id;
  insert into public.subscriptions as s (user_id, plan_id, cycle, provider_subscription_id, status)
  values (p_user_id, p_plan_id, p_cycle, p_provider_subscription_id, p_status)
  on conflict (provider_subscription_id) do update set status = excluded.status, updated_at = now()
    where s.user_id = excluded.user_id and s.plan_id = excluded.plan_id
  returning * into v_subscription;
  if not found then
    raise exception using errcode = '22023', message = 'Esta assinatura pertence a outra conta ou plano.';
  end if;

  -- Stopped while the plan is paid for: it lasts to the end of the period, and the user is told.
  if p_status in ('cancelled', 'paused') and v_previous is distinct from p_status
     and v_profile.plan_id = p_plan_id and v_profile.plan_renews_at > now() then
    insert into public.notifications (user_id, type, message)
    values (p_user_id, 'other', format(
      'Assinatura %s: seu plano %s continua ativo até %s; depois, sua conta volta ao plano Grátis.',
      case p_status when 'paused' then 'pausada' else 'cancelada' end,
      v_plan_name, public.format_br_date(v_profile.plan_renews_at)));
  end if;
  return jsonb_build_object('subscription_id', v_subscription.id, 'status', v_subscription.status,
    'changed', v_previous is distinct from p_status);
end;
$$;
comment on function public.record_provider_subscription(text, uuid, text, text, text) is 'Server only (webhook, checkout): records a Mercado Pago subscription''s status once per provider id, its owner and plan never changing; a cancellation or pause of the current paid plan is announced with the date it ends. Answers {subscription_id, status, changed}.';
revoke all on function public.record_provider_subscription(text, uuid, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.record_provider_subscription(text, uuid, text, text, text) to service_role;

/** True while the plan should renew by itself: its subscription is authorized and its last charge did not fail. */
create or replace function public.plan_renews_automatically(p_user_id uuid, p_plan_id text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
      select 1 from public.subscriptions s
      where s.user_id = p_user_id and s.plan_id = p_plan_id and s.status = 'authorized')
    and coalesce((
      select pay.status <> 'rejected' from public.payments pay
      where pay.user_id = p_user_id and pay.plan_id = p_plan_id
      order by pay.created_at desc limit 1), true)
$$;
comment on function public.plan_renews_automatically(uuid, text) is 'Whether a paid plan will renew by itself (authorized subscription, last charge not rejected).';
revoke all on function public.plan_renews_automatically(uuid, text) from public, anon, authenticated;
grant execute on function public.plan_renews_automatically(uuid, text) to service_role;

-- What the Assinatura tab shows about the caller's own plan.
create or replace function public.my_plan_status() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'plan_id', pr.plan_id,
    'cycle', pr.plan_cycle,
    'renews_at', pr.plan_renews_at,
    'renews_automatically', pr.plan_renews_at is not null
      and public.plan_renews_automatically(pr.id, pr.plan_id),
    'subscription_status', (
      select s.status from public.subscriptions s
      where s.user_id = pr.id and s.plan_id = pr.plan_id
      order by s.updated_at desc limit 1))
  from public.profiles pr
  where pr.id = (select auth.uid())
$$;
comment on function public.my_plan_status() is 'The caller''s plan, cycle, end of the paid period, whether it renews by itself and its subscription''s status (null when signed out).';
revoke all on function public.my_plan_status() from public, anon, authenticated;
grant execute on function public.my_plan_status() to authenticated;

-- Mercado Pago charges a renewal on its due date and its webhook may come hours later: a plan
-- that renews by itself gets this much time before it lapses.
create or replace function public.expire_lapsed_plans(p_renewal_grace interval default interval '3 days')
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_expired integer;
begin
  with lapsed as (
    select pr.id, pr.plan_id, pr.plan_renews_at
    from public.profiles pr
    where pr.plan_id <> 'free_plan' and pr.plan_renews_at is not null
      and pr.plan_renews_at <= now()
      and (pr.plan_renews_at <= now() - p_renewal_grace
           or not public.plan_renews_automatically(pr.id, pr.plan_id))
    for update of pr skip locked
  ), moved as (
    update public.profiles pr
    set plan_id = 'free_plan', plan_cycle = null, plan_renews_at = null
    from lapsed
    where pr.id = lapsed.id
    returning lapsed.id, lapsed.plan_id, lapsed.plan_renews_at
  )
  insert into public.notifications (user_id, type, message)
  select moved.id, 'other', format('Seu plano %s terminou em %s e sua conta voltou ao plano Grátis.',
    p.name, public.format_br_date(moved.plan_renews_at))
  from moved join public.plans p on p.id = moved.plan_id;
  get diagnostics v_expired = row_count;
  return v_expired;
end;
$$;
comment on function public.expire_lapsed_plans(interval) is 'Server only (every minute; pg_cron on hosted Supabase): moves accounts whose paid period ended (plus a grace while the plan renews by itself) back to the free plan, telling each user. Answers how many moved.';
revoke all on function public.expire_lapsed_plans(interval) from public, anon, authenticated, service_role;
grant execute on function public.expire_lapsed_plans(interval) to service_role;

-- The confirmation page: a paid plan is confirmed only when the webhook already activated it
-- (this function never grants one); the free plan is always allowed.
create or replace function public.update_user_plan(p_user_id uuid, p_plan_id text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_price numeric;
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
    if not exists (select 1 from public.profiles pr
                   where pr.id = v_uid and pr.plan_id = p_plan_id and pr.plan_renews_at > now()) then
      raise exception using errcode = '42501',
        message = 'Nenhum pagamento aprovado foi encontrado para este plano.',
        hint = 'payment_required';
    end if;
  else
    update public.profiles set plan_id = p_plan_id, plan_cycle = null, plan_renews_at = null
    where id = v_uid;
  end if;
  return jsonb_build_object('success', true, 'message', 'Plano atualizado com sucesso!', 'plan_id', p_plan_id);
end;
$$;
