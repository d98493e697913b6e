-- Teams, webhooks (docs/product/teams.md, "Webhooks"): a webhook belongs to a workspace, whose
-- owners and admins add, test and delete it and read its deliveries; a code of the workspace
-- that reaches a scan milestone notifies every webhook of that workspace, whoever made the code.
-- A webhook stays with its workspace when whoever added it leaves or deletes their account.

alter table public.webhooks
  add column workspace_id uuid references public.workspaces (id) on delete cascade;
-- Today's webhooks go to their owner's personal workspace, where their codes went.
update public.webhooks h set workspace_id = w.id
from public.workspaces w where w.personal_of = h.user_id;
alter table public.webhooks alter column workspace_id set not null;

-- Who added it, kept while their account lives.
alter table public.webhooks alter column user_id drop not null;
alter table public.webhooks drop constraint webhooks_user_id_fkey;
alter table public.webhooks add constraint webhooks_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete set null;
alter table public.webhook_deliveries alter column user_id drop not null;
alter table public.webhook_deliveries drop constraint webhook_deliveries_user_id_fkey;
alter table public.webhook_deliveries add constraint webhook_deliveries_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete set null;

comment on column public.webhooks.user_id is 'Who added the webhook (null once their account is deleted; the webhook stays with its workspace).';
comment on column public.webhooks.workspace_id is 'The workspace whose codes'' scan milestones the webhook is told of.';
comment on table public.webhooks is 'Webhook endpoints of a workspace (https only), notified of its codes'' scan milestones. Its owners and admins read (never the secret) and delete them; created by create_webhook, which shows the secret once.';
comment on column public.webhook_deliveries.user_id is 'Who added the webhook when the delivery was queued (null once their account is deleted).';
comment on table public.webhook_deliveries is 'Outbox and log of webhook deliveries: queued with the event, claimed and recorded by the server''s worker (service role). The owners and admins of the webhook''s workspace read them.';

create index webhooks_workspace_idx on public.webhooks (workspace_id);
grant select (workspace_id) on public.webhooks to authenticated;

drop policy "Users read their own webhooks" on public.webhooks;
drop policy "Users delete their own webhooks" on public.webhooks;
create policy "Workspace admins read its webhooks" on public.webhooks for select to authenticated
  using (workspace_id in (select public.administered_workspaces()));
create policy "Workspace admins delete its webhooks" on public.webhooks for delete to authenticated
  using (workspace_id in (select public.administered_workspaces()));

drop policy "Users read their own webhook deliveries" on public.webhook_deliveries;
create policy "Workspace admins read its webhook deliveries" on public.webhook_deliveries
  for select to authenticated
  using (webhook_id in (
    select h.id from public.webhooks h
    where h.workspace_id in (select public.administered_workspaces())));

drop function public.create_webhook(text);
create function public.create_webhook(p_url text, p_workspace uuid default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_url text := btrim(coalesce(p_url, ''));
  v_workspace uuid := coalesce(p_workspace, public.personal_workspace());
  v_row public.webhooks;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if v_url !~* '^https://' or not public.is_http_url(v_url) then
    raise exception using errcode = '22023',
      message = 'Use um endereço https:// válido, com até 2048 caracteres.';
  end if;
  if v_workspace is null or v_workspace not in (select public.administered_workspaces()) then
    raise exception using errcode = '42501',
      message = 'Só o proprietário e os administradores do espaço de trabalho gerenciam os webhooks.';
  end if;
  perform pg_advisory_xact_lock(hashtext('qrlink.webhooks:' || v_workspace::text));
  if (select count(*) from public.webhooks w where w.workspace_id = v_workspace) >= 5 then
    raise exception using errcode = '22023',
      message = 'Limite de 5 webhooks atingido. Exclua algum antes de criar outro.';
  end if;
  insert into public.webhooks (user_id, workspace_id, url, secret)
  values (v_uid, v_workspace, v_url, 'whsec_' || public.random_token(24))
  returning * into v_row;
  return jsonb_build_object('id', v_row.id, 'url', v_row.url, 'created_at', v_row.created_at,
    'secret', v_row.secret);
end;
$$;
comment on function public.create_webhook(text, uuid) is 'Owner or admin of p_workspace (default: the caller''s personal one): registers an https webhook there (at most 5 per workspace) and answers it with its signing secret, shown this once.';
revoke all on function public.create_webhook(text, uuid) from public, anon;
grant execute on function public.create_webhook(text, uuid) to authenticated;

create or replace function public.ping_webhook(p_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if not exists (select 1 from public.webhooks w
                 where w.id = p_id and w.workspace_id in (select public.administered_workspaces())) then
    raise exception using errcode = 'P0002', message = 'Webhook não encontrado.';
  end if;
  if exists (select 1 from public.webhook_deliveries d
             where d.webhook_id = p_id and d.event = 'ping' and d.status = 'pending') then
    raise exception using errcode = '22023',
      message = 'Já há um teste esperando para ser enviado a este webhook.';
  end if;
  insert into public.webhook_deliveries (webhook_id, user_id, event, dedupe_key, payload)
  select p_id, w.user_id, 'ping', 'ping:' || gen_random_uuid(), '{}'::jsonb
  from public.webhooks w where w.id = p_id;
end;
$$;
comment on function public.ping_webhook(uuid) is 'Owner or admin of the webhook''s workspace: queues a test delivery (event ping) to it; one waiting at a time.';

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
  from public.qr_codes q
  join public.webhooks w on w.workspace_id = q.workspace_id
  where q.id = new.related_qr_code_id
  on conflict (webhook_id, dedupe_key) do nothing;
  return null;
end;
$$;
comment on function public.queue_milestone_webhooks() is 'Trigger after a scan_milestone notification is written by the database: queues one delivery per webhook of the code''s workspace (once per code and milestone).';
