-- Signed Mercado Pago notifications that can never be recorded
-- (docs/product/payments.md, "The payment contract"): a signed reference to an account or plan that
-- no longer exists, the free plan, an amount the payments table refuses, a payment that now names
-- another account, an answer from Mercado Pago's API in a shape we cannot read. Answering 5xx to
-- those made Mercado Pago retry them forever; the server now acknowledges them (200), logs them and
-- keeps them here for the admins, who decide what to do (refund, contact the buyer). Outages of
-- Mercado Pago's API are not problems: they still answer 502, and the retry records the payment.

create table public.payment_notification_problems (
  id uuid primary key default gen_random_uuid(),
  topic text not null
    constraint payment_notification_problems_topic_length check (char_length(topic) between 1 and 100),
  resource_id text not null
    constraint payment_notification_problems_resource_id_length check (char_length(resource_id) between 1 and 200),
  reason text not null
    constraint payment_notification_problems_reason_length check (char_length(reason) between 1 and 500),
  details jsonb not null default '{}'::jsonb,
  occurrences integer not null default 1,
  first_received_at timestamptz not null default now(),
  received_at timestamptz not null default now(),
  -- Mercado Pago notifies one resource several times (created, updated, its retries): one row.
  constraint payment_notification_problems_once unique (topic, resource_id, reason)
);
comment on table public.payment_notification_problems is 'Signed Mercado Pago notifications the server acknowledged without recording anything, because no retry could ever record them: topic, resource id, the reason in pt-BR and what was known (details), how often and when it was last received. Written only by the server (record_payment_notification_problem); admins read them.';
comment on column public.payment_notification_problems.details is 'What the server knew: the purchase its signed reference names, the status and amount Mercado Pago reported, the database''s SQLSTATE or the unreadable answer''s problems.';
comment on column public.payment_notification_problems.received_at is 'When the last notification of this resource with this problem arrived.';

alter table public.payment_notification_problems enable row level security;
revoke all on table public.payment_notification_problems from anon, authenticated, service_role;
grant select on table public.payment_notification_problems to authenticated, service_role;
create policy "Admins read payment notification problems" on public.payment_notification_problems
  for select to authenticated using ((select public.is_admin()));
create index payment_notification_problems_received_at_idx
  on public.payment_notification_problems (received_at desc);

create or replace function public.record_payment_notification_problem(
  p_topic text,
  p_resource_id text,
  p_reason text,
  p_details jsonb default '{}'::jsonb
) returns uuid
language sql volatile security definer
set search_path = ''
as $$
  insert into public.payment_notification_problems as p (topic, resource_id, reason, details)
  values (left(p_topic, 100), left(p_resource_id, 200), left(p_reason, 500),
    coalesce(p_details, '{}'::jsonb))
  on conflict (topic, resource_id, reason) do update
    set details = excluded.details, occurrences = p.occurrences + 1, received_at = now()
  returning p.id
$$;
comment on function public.record_payment_notification_problem(text, text, text, jsonb) is 'Server only (Mercado Pago webhook): keeps a notification that can never be recorded, once per topic, resource and reason (a repeat counts and refreshes it). Answers the row''s id.';
revoke all on function public.record_payment_notification_problem(text, text, text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.record_payment_notification_problem(text, text, text, jsonb) to service_role;
