-- Redirects answer from the server's memory and record visits afterwards, in batches
-- (docs/architecture.md, "The redirect path"). Two pieces live in the database:
--
-- 1. Cache invalidation: every change that can alter where a code or name leads sends
--    pg_notify('redirect_cache', ...) after commit, so every server instance listening on this
--    database drops that entry at once: 'qr:<id>', 'link:<id>' (a short link's destination)
--    and 'name:<code or alias>' (a name claimed or released).
-- 2. record_redirect_visits: one batch of visits from one server's journal, written in one
--    transaction (scan/click rows, counters, milestone notifications) together with that
--    journal's checkpoint, so that replaying a journal after a crash never counts twice.

create or replace function public.notify_redirect_cache() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'qr_codes' then
    perform pg_notify('redirect_cache', 'qr:' || coalesce(new.id, old.id));
  elsif tg_table_name = 'short_links' then
    perform pg_notify('redirect_cache', 'link:' || coalesce(new.id, old.id));
  else
    if tg_op in ('UPDATE', 'DELETE') then
      perform pg_notify('redirect_cache', 'name:' || old.name);
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      perform pg_notify('redirect_cache', 'name:' || new.name);
    end if;
  end if;
  return null;
end;
$$;
comment on function public.notify_redirect_cache() is 'Trigger: tells the redirect servers (LISTEN redirect_cache) which cached destination to drop.';
revoke all on function public.notify_redirect_cache() from public, anon, authenticated;

create trigger notify_redirect_cache_change
  after insert or delete or update of target_url on public.qr_codes
  for each row execute function public.notify_redirect_cache();
create trigger notify_redirect_cache_change
  after insert or delete or update of original_url on public.short_links
  for each row execute function public.notify_redirect_cache();
create trigger notify_redirect_cache_change
  after insert or delete or update on public.short_link_names
  for each row execute function public.notify_redirect_cache();

-- Unique visitors: a key per visitor and Brazilian day (an HMAC of IP and user agent under a
-- server secret, computed by the server), so visitors can be counted per day, never identified.
alter table public.qr_code_scans add column visitor_key text;
alter table public.link_clicks add column visitor_key text;
comment on column public.qr_code_scans.visitor_key is 'Same for one visitor (IP + user agent) on one Brazilian day, different on the next; reveals neither.';
comment on column public.link_clicks.visitor_key is 'Same for one visitor (IP + user agent) on one Brazilian day, different on the next; reveals neither.';

-- Where each server's journal has been written up to. Internal: no API role reads it.
create table public.redirect_journal_checkpoints (
  journal_id uuid primary key,
  last_seq bigint not null constraint redirect_journal_checkpoints_seq_non_negative check (last_seq >= 0),
  updated_at timestamptz not null default now()
);
comment on table public.redirect_journal_checkpoints is 'Internal: the last journal sequence number each redirect server has written to the database (exactly-once replay after a crash).';
alter table public.redirect_journal_checkpoints enable row level security;
revoke all on table public.redirect_journal_checkpoints from anon, authenticated;

-- p_visits: [{seq, kind: 'qr'|'link', target: uuid, at, user_agent, referrer, ip, country, city,
-- device, browser, os, is_bot, visitor}, ...]. Visits at or below the journal's checkpoint were written
-- before (a replay) and are skipped; visits of a code deleted since are dropped with it.
-- Non-bot visits raise scan_count / click_count once per batch, and every QR milestone
-- (10, 100, 1000, 10000) crossed by the batch writes its notification once. Returns how many
-- visits were written.
create or replace function public.record_redirect_visits(p_journal_id uuid, p_visits jsonb)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_last bigint;
  v_written integer;
begin
  insert into public.redirect_journal_checkpoints (journal_id, last_seq)
  values (p_journal_id, 0)
  on conflict (journal_id) do nothing;
  select c.last_seq into v_last
  from public.redirect_journal_checkpoints c
  where c.journal_id = p_journal_id
  for update;

  with visits as (
    select v.*
    from jsonb_to_recordset(coalesce(p_visits, '[]'::jsonb)) as v(
      seq bigint, kind text, target uuid, at timestamptz, user_agent text, referrer text,
      ip text, country text, city text, device text, browser text, os text, is_bot boolean,
      visitor text)
    where v.seq > v_last
  ),
  scans as (
    insert into public.qr_code_scans
      (qr_code_id, scanned_at, user_agent, referrer, ip_address, country, city, device, browser,
       os, is_bot, visitor_key)
    select v.target, coalesce(v.at, now()), public.clip(v.user_agent),
      public.clip(v.referrer, 2048), public.clip(v.ip, 64), public.clip(v.country, 64),
      public.clip(v.city, 128), public.clip(v.device, 64), public.clip(v.browser, 64),
      public.clip(v.os, 64), coalesce(v.is_bot, false), public.clip(v.visitor, 64)
    from visits v
    where v.kind = 'qr' and exists (select 1 from public.qr_codes q where q.id = v.target)
    returning qr_code_id, is_bot
  ),
  clicks as (
    insert into public.link_clicks
      (short_link_id, clicked_at, user_agent, referrer, ip_address, country, city, device,
       browser, os, is_bot, visitor_key)
    select v.target, coalesce(v.at, now()), public.clip(v.user_agent),
      public.clip(v.referrer, 2048), public.clip(v.ip, 64), public.clip(v.country, 64),
      public.clip(v.city, 128), public.clip(v.device, 64), public.clip(v.browser, 64),
      public.clip(v.os, 64), coalesce(v.is_bot, false), public.clip(v.visitor, 64)
    from visits v
    where v.kind = 'link' and exists (select 1 from public.short_links l where l.id = v.target)
    returning short_link_id, is_bot
  ),
  qr_counted as (
    update public.qr_codes q set scan_count = q.scan_count + c.n
    from (select qr_code_id, count(*)::integer as n from scans where not is_bot group by 1) c
    where q.id = c.qr_code_id
    returning q.id, q.user_id, q.target_url, q.scan_count, c.n
  ),
  links_counted as (
    update public.short_links l set click_count = l.click_count + c.n
    from (select short_link_id, count(*)::integer as n from clicks where not is_bot group by 1) c
    where l.id = c.short_link_id
    returning l.id
  ),
  milestones as (
    insert into public.notifications (user_id, type, message, related_qr_code_id)
    select b.user_id, 'scan_milestone',
      format('Seu QR Code atingiu %s scans! (%s)', m.t, public.short_url_for_message(b.target_url)),
      b.id
    from qr_counted b
    cross join (values (10), (100), (1000), (10000)) as m(t)
    where m.t > b.scan_count - b.n and m.t <= b.scan_count
      and not exists (
        select 1 from public.notifications n
        where n.related_qr_code_id = b.id and n.type = 'scan_milestone'
          and n.message like format('Seu QR Code atingiu %s scans!%%', m.t)
      )
    returning 1
  )
  -- Every data-modifying CTE above runs to completion whether or not this reads it.
  select (select count(*) from scans) + (select count(*) from clicks) into v_written;

  update public.redirect_journal_checkpoints c
  set last_seq = greatest(c.last_seq, coalesce((
        select max((v ->> 'seq')::bigint) from jsonb_array_elements(coalesce(p_visits, '[]'::jsonb)) v
      ), 0)),
      updated_at = now()
  where c.journal_id = p_journal_id;
  return v_written;
end;
$$;
comment on function public.record_redirect_visits(uuid, jsonb) is 'Writes one batch of redirect visits from a server journal (rows, counters, milestone notifications) and advances that journal''s checkpoint, in one transaction; replayed visits are skipped.';
revoke all on function public.record_redirect_visits(uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.record_redirect_visits(uuid, jsonb) to service_role;

-- Where each journal stands, read by the server before replaying it on start.
create or replace function public.redirect_journal_checkpoint(p_journal_id uuid) returns bigint
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select c.last_seq from public.redirect_journal_checkpoints c
                   where c.journal_id = p_journal_id), 0)
$$;
comment on function public.redirect_journal_checkpoint(uuid) is 'The last journal sequence number written for this journal (0 when none).';
revoke all on function public.redirect_journal_checkpoint(uuid) from public, anon, authenticated, service_role;
grant execute on function public.redirect_journal_checkpoint(uuid) to service_role;
