-- Webhooks on scan milestones (docs/product/sharing-api-lgpd.md, "Sharing, the API and LGPD"). An
-- owner registers an https address and gets a signing secret once; each scan milestone (10, 100,
-- 1,000, 10,000) of their QR codes queues one delivery per webhook in the same transaction that
-- writes the milestone's notification (an outbox: nothing is lost when the server stops). The
-- server's worker claims due deliveries, POSTs them signed with HMAC-SHA256 and records each
-- answer, retrying with backoff; the owner sees the log.

create table public.webhooks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- https only: create_webhook refuses anything else and the worker will not send elsewhere.
  url text not null constraint webhooks_url_http check (public.is_http_url(url)),
  secret text not null constraint webhooks_secret_format check (secret ~ '^whsec_[A-Za-z0-9_-]{32}$'),
  created_at timestamptz not null default now()
);
comment on table public.webhooks is 'Webhook endpoints of a user (https only), notified of scan milestones. Owners read (never the secret) and delete their own; created by create_webhook, which shows the secret once.';
comment on column public.webhooks.secret is 'HMAC-SHA256 key of the deliveries; read by the server only.';

alter table public.webhooks enable row level security;
revoke all on table public.webhooks from anon, authenticated;
grant select (id, user_id, url, created_at) on table public.webhooks to authenticated;
grant delete on table public.webhooks to authenticated;

create policy "Users read their own webhooks" on public.webhooks
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users delete their own webhooks" on public.webhooks
  for delete to authenticated using (user_id = (select auth.uid()));

create index webhooks_user_id_idx on public.webhooks (user_id);

create table public.webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  webhook_id uuid not null references public.webhooks (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  event text not null constraint webhook_deliveries_event_valid check (event in ('scan.milestone', 'ping')),
  -- One delivery per webhook and event occurrence (a milestone is reached once).
  dedupe_key text not null,
  payload jsonb not null,
  status text not null default 'pending'
    constraint webhook_deliveries_status_valid check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_status integer,
  last_error text constraint webhook_deliveries_last_error_length check (char_length(last_error) <= 300),
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  constraint webhook_deliveries_dedupe unique (webhook_id, dedupe_key)
);
comment on table public.webhook_deliveries is 'Outbox and log of webhook deliveries: queued with the event, claimed and recorded by the server''s worker (service role). Owners read their own.';

alter table public.webhook_deliveries enable row level security;
revoke all on table public.webhook_deliveries from anon, authenticated;
grant select on table public.webhook_deliveries to authenticated;

create policy "Users read their own webhook deliveries" on public.webhook_deliveries
  for select to authenticated using (user_id = (select auth.uid()));

create index webhook_deliveries_due_idx on public.webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_webhook_id_idx on public.webhook_deliveries (webhook_id, created_at desc);
create index webhook_deliveries_user_id_idx on public.webhook_deliveries (user_id, created_at desc);

-- {id, url, created_at, secret}: the secret is never shown again.
create or replace function public.create_webhook(p_url text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_url text := btrim(coalesce(p_url, ''));
  v_row public.webhooks;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if v_url !~* '^https://' or not public.is_http_url(v_url) then
    raise exception using errcode = '22023',
      message = 'Use um endereço https:// válido, com até 2048 caracteres.';
  end if;
  perform pg_advisory_xact_lock(hashtext('qrlink.webhooks:' || v_uid::text));
  if (select count(*) from public.webhooks w where w.user_id = v_uid) >= 5 then
    raise exception using errcode = '22023',
      message = 'Limite de 5 webhooks atingido. Exclua algum antes de criar outro.';
  end if;
  insert into public.webhooks (user_id, url, secret)
  values (v_uid, v_url, 'whsec_' || public.random_token(24))
  returning * into v_row;
  return jsonb_build_object('id', v_row.id, 'url', v_row.url, 'created_at', v_row.created_at,
    'secret', v_row.secret);
end;
$$;
comment on function public.create_webhook(text) is 'Owner: registers an https webhook (at most 5) and answers it with its signing secret, shown this once.';
revoke all on function public.create_webhook(text) from public, anon, authenticated, service_role;
grant execute on function public.create_webhook(text) to authenticated;

-- A test event, so the owner can check their endpoint: at most one waiting per webhook.
create or replace function public.ping_webhook(p_id uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if not exists (select 1 from public.webhooks w where w.id = p_id and w.user_id = v_uid) then
    raise exception using errcode = 'P0002', message = 'Webhook não encontrado.';
  end if;
  if exists (select 1 from public.webhook_deliveries d
             where d.webhook_id = p_id and d.event = 'ping' and d.status = 'pending') then
    raise exception using errcode = '22023',
      message = 'Já há um teste esperando para ser enviado a este webhook.';
  end if;
  insert into public.webhook_deliveries (webhook_id, user_id, event, dedupe_key, payload)
  values (p_id, v_uid, 'ping', 'ping:' || gen_random_uuid(), '{}'::jsonb);
end;
$$;
comment on function public.ping_webhook(uuid) is 'Owner: queues a test delivery (event ping) to one of their webhooks; one waiting at a time.';
revoke all on function public.ping_webhook(uuid) from public, anon, authenticated, service_role;
grant execute on function public.ping_webhook(uuid) to authenticated;

-- Scan milestones are written by the database itself (record_redirect_visits and
-- resolve_qr_redirect, running as their owner). A notification a user inserts about
-- themselves (the API allows it) is not a milestone and notifies no webhook.
create or replace function public.queue_milestone_webhooks() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_milestone integer := substring(new.message from 'atingiu ([0-9]+) scans')::integer;
begin
  if current_user in ('anon', 'authenticated') or v_milestone is null
     or new.related_qr_code_id is null then
    return null;
  end if;
  insert into public.webhook_deliveries (webhook_id, user_id, event, dedupe_key, payload)
  select w.id, w.user_id, 'scan.milestone',
         format('scan.milestone:%s:%s', q.id, v_milestone),
         jsonb_build_object('qr_code_id', q.id, 'target_url', q.target_url,
                            'milestone', v_milestone, 'reached_at', new.created_at)
  from public.webhooks w
  join public.qr_codes q on q.id = new.related_qr_code_id and q.user_id = w.user_id
  where w.user_id = new.user_id
  on conflict (webhook_id, dedupe_key) do nothing;
  return null;
end;
$$;
comment on function public.queue_milestone_webhooks() is 'Trigger after a scan_milestone notification is written by the database: queues one delivery per webhook of the owner (once per code and milestone).';
revoke all on function public.queue_milestone_webhooks() from public, anon, authenticated, service_role;

create trigger queue_milestone_webhooks after insert on public.notifications
  for each row when (new.type = 'scan_milestone')
  execute function public.queue_milestone_webhooks();

-- The worker's claim: up to p_limit due deliveries, locked for p_lock_seconds so another
-- instance leaves them alone, each attempt counted.
create or replace function public.claim_webhook_deliveries(p_limit integer, p_lock_seconds integer)
returns table (id uuid, url text, secret text, event text, payload jsonb, attempts integer,
               created_at timestamptz)
language sql volatile security definer
set search_path = ''
as $$
  with due as (
    select d.id from public.webhook_deliveries d
    where d.status = 'pending' and d.next_attempt_at <= now()
      and (d.locked_until is null or d.locked_until < now())
    order by d.next_attempt_at
    limit greatest(p_limit, 0)
    for update skip locked
  ),
  claimed as (
    update public.webhook_deliveries d
    set attempts = d.attempts + 1, locked_until = now() + make_interval(secs => p_lock_seconds)
    from due where d.id = due.id
    returning d.id, d.webhook_id, d.event, d.payload, d.attempts, d.created_at
  )
  select c.id, w.url, w.secret, c.event, c.payload, c.attempts, c.created_at
  from claimed c join public.webhooks w on w.id = c.webhook_id
$$;
comment on function public.claim_webhook_deliveries(integer, integer) is 'Server only: claims up to p_limit due webhook deliveries (with their URL and secret) for p_lock_seconds and counts the attempt.';
revoke all on function public.claim_webhook_deliveries(integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.claim_webhook_deliveries(integer, integer) to service_role;

-- The outcome of one attempt: delivered, or failed for now (p_retry_at: when to try again) or for
-- good (p_retry_at null).
create or replace function public.finish_webhook_delivery(
  p_id uuid,
  p_delivered boolean,
  p_status integer,
  p_error text,
  p_retry_at timestamptz
) returns void
language sql volatile security definer
set search_path = ''
as $$
  update public.webhook_deliveries d
  set status = case when p_delivered then 'delivered' when p_retry_at is null then 'failed' else 'pending' end,
      last_status = p_status,
      last_error = case when p_delivered then null else left(p_error, 300) end,
      delivered_at = case when p_delivered then now() end,
      next_attempt_at = coalesce(p_retry_at, d.next_attempt_at),
      locked_until = null
  where d.id = p_id
$$;
comment on function public.finish_webhook_delivery(uuid, boolean, integer, text, timestamptz) is 'Server only: records one delivery attempt (HTTP status or error) and whether and when to retry.';
revoke all on function public.finish_webhook_delivery(uuid, boolean, integer, text, timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.finish_webhook_delivery(uuid, boolean, integer, text, timestamptz) to service_role;
