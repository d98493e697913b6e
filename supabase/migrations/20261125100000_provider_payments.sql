-- Payments confirmed by Mercado Pago, recorded by the server's webhook (service_role only) after
-- it read the payment back from Mercado Pago's API. An approved payment of the right amount
-- activates its plan for one cycle at once, so the buyer has the plan even if they never come
-- back to /subscription/success; that page then only confirms what the server holds.

alter table public.profiles
  add column plan_cycle text constraint profiles_plan_cycle_valid check (plan_cycle in ('monthly', 'yearly')),
  add column plan_renews_at timestamptz;
comment on column public.profiles.plan_cycle is 'Billing cycle of the current paid plan (null on the free plan).';
comment on column public.profiles.plan_renews_at is 'End of the period the last approved payment paid for (null on the free plan).';

alter table public.payments
  add constraint payments_provider_valid check (provider in ('mercadopago'));

create or replace function public.record_provider_payment(
  p_provider_payment_id text,
  p_user_id uuid,
  p_plan_id text,
  p_cycle text,
  p_status text,
  p_amount numeric
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_plan public.plans%rowtype;
  v_expected numeric;
  v_payment public.payments%rowtype;
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
  if not exists (select 1 from public.profiles pr where pr.id = p_user_id) then
    raise exception using errcode = '22023', message = 'Usuário não encontrado.';
  end if;
  v_expected := case p_cycle when 'yearly' then v_plan.price_yearly else v_plan.price end;
  if v_expected is null then
    raise exception using errcode = '22023', message = 'O plano não tem este ciclo de cobrança.';
  end if;

  -- One row per provider payment: a repeated notification updates its status, never its owner.
  insert into public.payments as pay (user_id, plan_id, cycle, status, provider_payment_id, amount)
  values (p_user_id, p_plan_id, p_cycle, p_status, p_provider_payment_id, round(p_amount, 2))
  on conflict (provider_payment_id) do update set status = excluded.status
    where pay.user_id = excluded.user_id and pay.plan_id = excluded.plan_id
  returning * into v_payment;
  if not found then
    raise exception using errcode = '22023', message = 'Este pagamento pertence a outra conta ou plano.';
  end if;

  if v_payment.status <> 'approved' or v_payment.consumed_at is not null then
    return jsonb_build_object('payment_id', v_payment.id, 'status', v_payment.status, 'activated', false);
  end if;
  if v_payment.amount < v_expected then
    return jsonb_build_object('payment_id', v_payment.id, 'status', v_payment.status,
      'activated', false, 'reason', 'amount_below_price');
  end if;

  -- One cycle from now, or from the end of the period already paid for this plan (a renewal).
  select case when pr.plan_id = p_plan_id and pr.plan_renews_at > now()
           then pr.plan_renews_at else now() end
  into v_renews_at
  from public.profiles pr where pr.id = p_user_id for update;
  v_renews_at := v_renews_at + case p_cycle when 'yearly' then interval '1 year' else interval '1 month' end;

  update public.payments set consumed_at = now() where id = v_payment.id;
  update public.profiles
  set plan_id = p_plan_id, plan_cycle = p_cycle, plan_renews_at = v_renews_at
  where id = p_user_id;
  insert into public.notifications (user_id, type, message)
  values (p_user_id, 'other', format('Pagamento confirmado: seu plano %s está ativo até %s.',
    v_plan.name, to_char(v_renews_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY')));
  return jsonb_build_object('payment_id', v_payment.id, 'status', v_payment.status,
    'activated', true, 'renews_at', v_renews_at);
end;
$$;
comment on function public.record_provider_payment(text, uuid, text, text, text, numeric) is 'Server only (webhook): records a provider-confirmed payment once per provider id; an approved one of at least the plan''s price activates the plan for one cycle. Answers {payment_id, status, activated, renews_at?}.';
revoke all on function public.record_provider_payment(text, uuid, text, text, text, numeric) from public, anon, authenticated, service_role;
grant execute on function public.record_provider_payment(text, uuid, text, text, text, numeric) to service_role;

-- The confirmation page: a paid plan the webhook already activated is confirmed without
-- spending another payment; otherwise an approved, unconsumed payment is still required.
create or replace function public.update_user_plan(p_user_id uuid, p_plan_id text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_price numeric;
  v_payment public.payments%rowtype;
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
    if exists (select 1 from public.profiles pr
               where pr.id = v_uid and pr.plan_id = p_plan_id and pr.plan_renews_at > now()) then
      return jsonb_build_object('success', true, 'message', 'Plano atualizado com sucesso!', 'plan_id', p_plan_id);
    end if;
    select * into v_payment
    from public.payments pay
    where pay.user_id = v_uid and pay.plan_id = p_plan_id
      and pay.status = 'approved' and pay.consumed_at is null
    order by pay.created_at
    limit 1
    for update;
    if not found then
      raise exception using errcode = '42501',
        message = 'Nenhum pagamento aprovado foi encontrado para este plano.',
        hint = 'payment_required';
    end if;
    update public.payments set consumed_at = now() where id = v_payment.id;
    update public.profiles
    set plan_id = p_plan_id, plan_cycle = v_payment.cycle,
        plan_renews_at = now() + case v_payment.cycle when 'yearly' then interval '1 year' else interval '1 month' end
    where id = v_uid;
  else
    update public.profiles set plan_id = p_plan_id, plan_cycle = null, plan_renews_at = null
    where id = v_uid;
  end if;
  return jsonb_build_object('success', true, 'message', 'Plano atualizado com sucesso!', 'plan_id', p_plan_id);
end;
$$;
