-- Analytics from daily rollups, never from raw rows in the browser (the API answers at most
-- 1,000 rows): every insert into qr_code_scans / link_clicks, whoever makes it (the server's
-- batches, the hosted redirect function, the demo seed), adds to per-day counters by dimension,
-- and visit_stats reads those. Days are Brazilian days (America/Sao_Paulo), as the app shows them.

create table public.visit_rollups (
  kind text not null constraint visit_rollups_kind_valid check (kind in ('qr', 'link')),
  target_id uuid not null,
  day date not null,
  -- 'visits', 'visitors' (new unique visitors of the day), 'bots' (value ''), and by value:
  -- 'device', 'browser', 'os', 'country', 'city', 'referrer' (the referring host; '' = direct).
  dimension text not null,
  value text not null,
  count integer not null constraint visit_rollups_count_positive check (count > 0),
  primary key (kind, target_id, day, dimension, value)
);
comment on table public.visit_rollups is 'Per-day visit counters of each QR code (kind qr) and short link (kind link) by dimension; maintained by triggers on the visit logs, read by visit_stats.';

-- Unique visitors: one row per visitor key, code and day.
create table public.visit_day_visitors (
  kind text not null constraint visit_day_visitors_kind_valid check (kind in ('qr', 'link')),
  target_id uuid not null,
  day date not null,
  visitor_key text not null,
  primary key (kind, target_id, day, visitor_key)
);
comment on table public.visit_day_visitors is 'Internal: the distinct daily visitor keys of each code, so that each is counted once into visit_rollups (dimension visitors); no API role reads it.';

alter table public.visit_rollups enable row level security;
alter table public.visit_day_visitors enable row level security;
revoke all on table public.visit_rollups from anon, authenticated;
revoke all on table public.visit_day_visitors from anon, authenticated;
grant select on table public.visit_rollups to authenticated;

create or replace function public.owns_visit_target(p_kind text, p_target uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select case p_kind
    when 'qr' then exists (
      select 1 from public.qr_codes q where q.id = p_target and q.user_id = (select auth.uid()))
    else exists (
      select 1 from public.short_links l where l.id = p_target and l.user_id = (select auth.uid()))
  end
$$;
comment on function public.owns_visit_target(text, uuid) is 'RLS helper: the caller owns this QR code (qr) or short link (link).';
revoke all on function public.owns_visit_target(text, uuid) from public, anon;
grant execute on function public.owns_visit_target(text, uuid) to authenticated;

create policy "Owners read the rollups of their codes" on public.visit_rollups
  for select to authenticated using (public.owns_visit_target(kind, target_id));

-- The referring host of a Referer header: 'https://www.instagram.com/x' -> 'www.instagram.com'.
create or replace function public.referrer_host(p_referrer text) returns text
language sql immutable
set search_path = ''
as $$
  select coalesce(lower(substring(p_referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/?#:@]+)')), '')
$$;
comment on function public.referrer_host(text) is 'The host of a referrer URL, lowercased; empty for none (a direct visit).';
revoke all on function public.referrer_host(text) from public, anon, authenticated;

-- A visit as the rollups see it, one shape for both logs.
create type public.visit_fact as (
  target_id uuid, day date, is_bot boolean, device text, browser text, os text,
  country text, city text, referrer text, visitor_key text
);
comment on type public.visit_fact is 'One visit (scan or click) as roll_up reads it.';

-- One statement's new rows (any number) into the rollups: a batch of 2,000 visits is a handful
-- of upserts, not 2,000.
create or replace function public.roll_up(p_kind text, p_rows public.visit_fact[]) returns void
language sql volatile security definer
set search_path = ''
as $$
  with fresh as (
    select * from unnest(p_rows)
  ),
  counted as (
    insert into public.visit_rollups as r (kind, target_id, day, dimension, value, count)
    select p_kind, f.target_id, f.day, d.dimension, d.value, count(*)::integer
    from fresh f
    cross join lateral (
      select 'bots' as dimension, '' as value where f.is_bot
      union all
      select x.dimension, coalesce(x.value, '') from (values
        ('visits', ''), ('device', f.device), ('browser', f.browser), ('os', f.os),
        ('country', f.country), ('city', f.city), ('referrer', public.referrer_host(f.referrer))
      ) as x(dimension, value)
      where not f.is_bot
    ) d
    group by 2, 3, 4, 5
    on conflict (kind, target_id, day, dimension, value)
    do update set count = r.count + excluded.count
    returning 1
  ),
  -- Keys not seen before on that day are new unique visitors: counted into the rollups too, so
  -- reading them never means counting that table.
  keyed as (
    insert into public.visit_day_visitors (kind, target_id, day, visitor_key)
    select distinct p_kind, f.target_id, f.day, f.visitor_key
    from fresh f where not f.is_bot and f.visitor_key is not null
    on conflict do nothing
    returning target_id, day
  )
  insert into public.visit_rollups as r (kind, target_id, day, dimension, value, count)
  select p_kind, k.target_id, k.day, 'visitors', '', count(*)::integer from keyed k group by 2, 3
  on conflict (kind, target_id, day, dimension, value)
  do update set count = r.count + excluded.count
$$;
comment on function public.roll_up(text, public.visit_fact[]) is 'Adds a set of visits (target_id, day, is_bot, dimensions, visitor_key) to visit_rollups and visit_day_visitors.';
revoke all on function public.roll_up(text, public.visit_fact[]) from public, anon, authenticated;

create or replace function public.roll_up_qr_scans() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.roll_up('qr', (
    select array_agg(row(
      n.qr_code_id, (n.scanned_at at time zone 'America/Sao_Paulo')::date, n.is_bot, n.device,
      n.browser, n.os, n.country, n.city, n.referrer, n.visitor_key)::public.visit_fact)
    from new_rows n));
  return null;
end;
$$;
comment on function public.roll_up_qr_scans() is 'Trigger (per statement) on qr_code_scans: rolls the new scans up (roll_up).';
revoke all on function public.roll_up_qr_scans() from public, anon, authenticated;

create or replace function public.roll_up_link_clicks() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.roll_up('link', (
    select array_agg(row(
      n.short_link_id, (n.clicked_at at time zone 'America/Sao_Paulo')::date, n.is_bot, n.device,
      n.browser, n.os, n.country, n.city, n.referrer, n.visitor_key)::public.visit_fact)
    from new_rows n));
  return null;
end;
$$;
comment on function public.roll_up_link_clicks() is 'Trigger (per statement) on link_clicks: rolls the new clicks up (roll_up).';
revoke all on function public.roll_up_link_clicks() from public, anon, authenticated;

create trigger roll_up_visits after insert on public.qr_code_scans
  referencing new table as new_rows
  for each statement execute function public.roll_up_qr_scans();
create trigger roll_up_visits after insert on public.link_clicks
  referencing new table as new_rows
  for each statement execute function public.roll_up_link_clicks();

-- A deleted code takes its rollups with it (no foreign key: one table serves both kinds).
create or replace function public.drop_visit_rollups() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_kind text := case tg_table_name when 'qr_codes' then 'qr' else 'link' end;
begin
  delete from public.visit_rollups r using old_rows o where r.kind = v_kind and r.target_id = o.id;
  delete from public.visit_day_visitors r using old_rows o where r.kind = v_kind and r.target_id = o.id;
  return null;
end;
$$;
comment on function public.drop_visit_rollups() is 'Trigger (per statement) on qr_codes and short_links: deletes the rollups of deleted codes.';
revoke all on function public.drop_visit_rollups() from public, anon, authenticated;

create trigger drop_visit_rollups after delete on public.qr_codes
  referencing old table as old_rows
  for each statement execute function public.drop_visit_rollups();
create trigger drop_visit_rollups after delete on public.short_links
  referencing old table as old_rows
  for each statement execute function public.drop_visit_rollups();

-- Visits recorded before this migration.
insert into public.visit_rollups (kind, target_id, day, dimension, value, count)
select kind, target_id, day, dimension, value, count(*)::integer
from (
  select 'qr' as kind, s.qr_code_id as target_id,
         (s.scanned_at at time zone 'America/Sao_Paulo')::date as day, s.is_bot,
         s.device, s.browser, s.os, s.country, s.city, s.referrer
  from public.qr_code_scans s
  union all
  select 'link', c.short_link_id, (c.clicked_at at time zone 'America/Sao_Paulo')::date, c.is_bot,
         c.device, c.browser, c.os, c.country, c.city, c.referrer
  from public.link_clicks c
) v
cross join lateral (
  select 'bots' as dimension, '' as value where v.is_bot
  union all
  select x.dimension, coalesce(x.value, '') from (values
    ('visits', ''), ('device', v.device), ('browser', v.browser), ('os', v.os),
    ('country', v.country), ('city', v.city), ('referrer', public.referrer_host(v.referrer))
  ) as x(dimension, value)
  where not v.is_bot
) d
group by 1, 2, 3, 4, 5;

insert into public.visit_day_visitors (kind, target_id, day, visitor_key)
select distinct 'qr', s.qr_code_id, (s.scanned_at at time zone 'America/Sao_Paulo')::date, s.visitor_key
from public.qr_code_scans s where not s.is_bot and s.visitor_key is not null
union
select distinct 'link', c.short_link_id, (c.clicked_at at time zone 'America/Sao_Paulo')::date, c.visitor_key
from public.link_clicks c where not c.is_bot and c.visitor_key is not null;
insert into public.visit_rollups (kind, target_id, day, dimension, value, count)
select kind, target_id, day, 'visitors', '', count(*)::integer
from public.visit_day_visitors group by 1, 2, 3;

-- The analytics of one code (p_target) or of all the caller's codes of a kind (p_target null),
-- from p_from to p_to (Brazilian days, inclusive). RLS decides what exists (invoker).
-- {visits, bots, visitors, days: [{day, visits, visitors}], device|browser|os|country|city|
--  referrer: [{value, visits}] (top 10, most first)}
create or replace function public.visit_stats(
  p_kind text,
  p_target uuid default null,
  p_from date default null,
  p_to date default null
) returns jsonb
language sql stable
set search_path = ''
as $$
  with range as (
    select coalesce(p_from, (now() at time zone 'America/Sao_Paulo')::date - 29) as first_day,
           coalesce(p_to, (now() at time zone 'America/Sao_Paulo')::date) as last_day
  ),
  targets as (
    select q.id from public.qr_codes q
    where p_kind = 'qr' and q.user_id = (select auth.uid()) and (p_target is null or q.id = p_target)
    union all
    select l.id from public.short_links l
    where p_kind = 'link' and l.user_id = (select auth.uid()) and (p_target is null or l.id = p_target)
  ),
  rows as (
    select r.day, r.dimension, r.value, r.count
    from public.visit_rollups r, range
    where r.kind = p_kind and r.target_id in (select id from targets)
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
    'referrer', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'referrer' and rank <= 10), '[]')
  )
  from range
  where p_kind in ('qr', 'link')
    and range.last_day >= range.first_day
    and range.last_day - range.first_day <= 366
$$;
comment on function public.visit_stats(text, uuid, date, date) is 'Analytics of one QR code or short link (or all the caller''s of a kind) over a range of Brazilian days (at most 367): totals, unique visitors, per-day series and top-10 breakdowns, from the rollups. RLS applies (invoker).';
revoke all on function public.visit_stats(text, uuid, date, date) from public, anon;
grant execute on function public.visit_stats(text, uuid, date, date) to authenticated;
