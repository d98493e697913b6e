-- Analytics of pages (docs/product/pages.md, "Analytics"): each visit of a published page and
-- each tap on one of its buttons, counted per Brazilian day into the same rollups as scans and
-- clicks (kind 'page'; a button's taps as dimension 'button', valued by the button's id). Pages
-- keep no visit log: the servers that answer /p/{slug} hand their visits to
-- record_page_visits, and page_stats reads them back as visit_stats does for a code.

alter table public.visit_rollups drop constraint visit_rollups_kind_valid;
alter table public.visit_rollups add constraint visit_rollups_kind_valid
  check (kind in ('qr', 'link', 'page'));
comment on table public.visit_rollups is
  'Per-day visit counters of each QR code (kind qr), short link (kind link) and page (kind page) by dimension; maintained by triggers on the visit logs (codes) and record_page_visits (pages), read by visit_stats and page_stats.';
alter table public.visit_day_visitors drop constraint visit_day_visitors_kind_valid;
alter table public.visit_day_visitors add constraint visit_day_visitors_kind_valid
  check (kind in ('qr', 'link', 'page'));

drop policy "Members read the rollups of their workspaces' codes" on public.visit_rollups;
create policy "Members read the rollups of their workspaces' codes and pages" on public.visit_rollups
  for select to authenticated using (
    (kind = 'qr' and target_id in (
      select q.id from public.qr_codes q where q.workspace_id in (select public.readable_workspaces())))
    or (kind = 'link' and target_id in (
      select l.id from public.short_links l where l.workspace_id in (select public.readable_workspaces())))
    or (kind = 'page' and target_id in (
      select g.id from public.pages g where g.workspace_id in (select public.readable_workspaces()))));

-- A deleted page takes its counters with it, as a deleted code does.
create or replace function public.drop_visit_rollups()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text := case tg_table_name when 'qr_codes' then 'qr' when 'pages' then 'page' else 'link' end;
begin
  delete from public.visit_rollups r using old_rows o where r.kind = v_kind and r.target_id = o.id;
  delete from public.visit_day_visitors r using old_rows o where r.kind = v_kind and r.target_id = o.id;
  return null;
end;
$$;
comment on function public.drop_visit_rollups() is
  'Trigger (per statement) on qr_codes, short_links and pages: deletes the rollups of deleted codes and pages.';
create trigger drop_visit_rollups after delete on public.pages
  referencing old table as old_rows for each statement execute function public.drop_visit_rollups();

create or replace function public.record_page_visits(p_visits jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_written integer;
  v_views public.visit_fact[];
begin
  if p_visits is null or jsonb_typeof(p_visits) <> 'array'
     or jsonb_array_length(p_visits) > 5000
     or exists (
       select 1 from jsonb_array_elements(p_visits) e
        where jsonb_typeof(e) <> 'object'
           or coalesce(e ->> 'page', '') !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
           or coalesce(e ->> 'at', '') !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$'
           or not (coalesce(jsonb_typeof(e -> 'button'), 'null') = 'null'
                   or coalesce(e ->> 'button', '') ~ '^[A-Za-z0-9_-]{1,40}$')
           or coalesce(jsonb_typeof(e -> 'is_bot'), 'boolean') <> 'boolean') then
    raise exception using errcode = '22023',
      message = 'Visitas de páginas inválidas: uma lista de até 5000 {page, at, button, ...}.';
  end if;

  -- Visits of pages deleted since are dropped; every text is bounded as the visit logs bound it.
  with batch as (
    select g.id as page_id,
           ((e ->> 'at')::timestamptz at time zone 'America/Sao_Paulo')::date as day,
           coalesce((e ->> 'is_bot')::boolean, false) as is_bot,
           left(e ->> 'device', 40) as device, left(e ->> 'browser', 100) as browser,
           left(e ->> 'os', 100) as os, left(e ->> 'country', 2) as country,
           left(e ->> 'city', 100) as city, left(e ->> 'referrer', 2048) as referrer,
           left(e ->> 'visitor', 64) as visitor_key, e ->> 'button' as button
      from jsonb_array_elements(p_visits) e
      join public.pages g on g.id = (e ->> 'page')::uuid
  ),
  -- Taps on a button (not a robot's): one counter a day per button.
  taps as (
    insert into public.visit_rollups as r (kind, target_id, day, dimension, value, count)
    select 'page', b.page_id, b.day, 'button', b.button, count(*)::integer
      from batch b
     where b.button is not null and not b.is_bot
     group by b.page_id, b.day, b.button
    on conflict (kind, target_id, day, dimension, value)
    do update set count = r.count + excluded.count
  )
  select count(*)::integer,
         coalesce(array_agg(row(b.page_id, b.day, b.is_bot, b.device, b.browser, b.os, b.country,
                                b.city, b.referrer, b.visitor_key, null)::public.visit_fact)
                    filter (where b.button is null), '{}')
    into v_written, v_views
    from batch b;
  -- Visits of the page itself: the rollups of every visit (totals, visitors, devices...).
  perform public.roll_up('page', v_views);
  return v_written;
end;
$$;
comment on function public.record_page_visits(p_visits jsonb) is
  'Service role (the servers that answer /p/{slug}): adds a batch of page visits {page, at, button (null: the page itself), is_bot, device, browser, os, country, city, referrer, visitor} to visit_rollups (kind page); visits of pages that no longer exist are skipped. Returns how many were counted.';
revoke all on function public.record_page_visits(jsonb) from public, anon, authenticated;
grant execute on function public.record_page_visits(jsonb) to service_role;

-- visit_stats_for, as 20261203020000_visit_destinations.sql left it, also for pages.
create or replace function public.visit_stats_for(p_kind text, p_targets uuid[], p_from date default null, p_to date default null)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with range as (
    select coalesce(p_from, (now() at time zone 'America/Sao_Paulo')::date - 29) as first_day,
           coalesce(p_to, (now() at time zone 'America/Sao_Paulo')::date) as last_day
  ),
  rows as (
    select r.day, r.dimension, r.value, r.count
    from public.visit_rollups r, range
    where r.kind = p_kind and r.target_id = any (p_targets)
      and r.day between range.first_day and range.last_day
  ),
  daily as (
    select r.day,
           (sum(r.count) filter (where r.dimension = 'visits'))::integer as visits,
           (sum(r.count) filter (where r.dimension = 'visitors'))::integer as visitors
    from rows r where r.dimension in ('visits', 'visitors') group by r.day
  ),
  days as (
    select d::date as day, coalesce(daily.visits, 0) as visits, coalesce(daily.visitors, 0) as visitors
    from range
    cross join generate_series(range.first_day, range.last_day, interval '1 day') d
    left join daily on daily.day = d::date
  ),
  breakdown as (
    select dimension, value, sum(count)::integer as visits,
           row_number() over (partition by dimension order by sum(count) desc, value) as rank
    from rows where dimension not in ('visits', 'visitors', 'bots')
    group by dimension, value
  )
  select jsonb_build_object(
    'visits', (select coalesce(sum(visits), 0) from days),
    'visitors', (select coalesce(sum(visitors), 0) from days),
    'bots', (select coalesce(sum(count), 0) from rows where dimension = 'bots'),
    'days', (select jsonb_agg(jsonb_build_object('day', day, 'visits', visits, 'visitors', visitors) order by day) from days),
    'device', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'device' and rank <= 10), '[]'),
    'browser', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'browser' and rank <= 10), '[]'),
    'os', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'os' and rank <= 10), '[]'),
    'country', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'country' and rank <= 10), '[]'),
    'city', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'city' and rank <= 10), '[]'),
    'referrer', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'referrer' and rank <= 10), '[]'),
    'destination', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'destination' and rank <= 10), '[]')
  )
  from range
  where p_kind in ('qr', 'link', 'page')
    and range.last_day >= range.first_day
    and range.last_day - range.first_day <= 366
$$;
comment on function public.visit_stats_for(p_kind text, p_targets uuid[], p_from date, p_to date) is
  'Analytics of a set of QR codes, short links or pages over a range of Brazilian days (at most 367): totals, unique visitors, per-day series and top-10 breakdowns (destination: where the rules sent them), from the rollups. Invoker: RLS limits a user to their own; null for a refused range.';

-- A page's figures whoever asks: page_stats's, which first checks that the caller reads the
-- page, and a shared report's (20261206010000_page_shared_reports.sql).
create or replace function public.page_stats_for(p_page uuid, p_from date default null, p_to date default null)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with range as (
    select coalesce(p_from, (now() at time zone 'America/Sao_Paulo')::date - 29) as first_day,
           coalesce(p_to, (now() at time zone 'America/Sao_Paulo')::date) as last_day
  ),
  taps as (
    select r.value, sum(r.count)::integer as clicks
    from public.visit_rollups r, range
    where r.kind = 'page' and r.target_id = p_page and r.dimension = 'button'
      and r.day between range.first_day and range.last_day
    group by r.value
  )
  select s || jsonb_build_object(
    'clicks', (select coalesce(sum(t.clicks), 0) from taps t),
    'buttons', coalesce((select jsonb_agg(jsonb_build_object('value', t.value, 'clicks', t.clicks)
                                          order by t.clicks desc, t.value) from taps t), '[]'))
  from public.visit_stats_for('page', array[p_page], p_from, p_to) s
  where s is not null
$$;
comment on function public.page_stats_for(p_page uuid, p_from date, p_to date) is
  'The analytics of one page over a range of Brazilian days (at most 367): visit_stats_for''s figures plus its buttons'' taps (clicks, and buttons by id, most first); null for a refused range. Invoker: RLS limits a user to their workspaces'' pages (zeros otherwise).';
revoke all on function public.page_stats_for(uuid, date, date) from public, anon;
grant execute on function public.page_stats_for(uuid, date, date) to authenticated, service_role;

create or replace function public.page_stats(p_page uuid, p_from date default null, p_to date default null)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select public.page_stats_for(
    (select g.id from public.pages g
      where g.id = p_page and g.workspace_id in (select public.readable_workspaces())),
    p_from, p_to)
$$;
comment on function public.page_stats(p_page uuid, p_from date, p_to date) is
  'Analytics of one page of the caller''s workspaces over a range of Brazilian days (at most 367): visit_stats_for''s figures of its visits, plus its buttons'' taps (clicks, and buttons: every button tapped, by id, most first). Zeros for a page the caller does not read; null for a refused range. RLS applies (invoker).';
revoke all on function public.page_stats(uuid, date, date) from public, anon;
grant execute on function public.page_stats(uuid, date, date) to authenticated, service_role;
