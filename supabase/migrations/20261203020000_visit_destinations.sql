-- Where each visit went (docs/product/link-rules-and-utm.md, "Rotas inteligentes"): a code whose
-- rules choose its destination (smart routes, destinations per device) records the destination
-- each visit was sent to, and the analytics count visits per destination ('Destinos'), so an
-- owner sees how many took each route. Plain codes record none, and cost nothing more.

alter table public.qr_code_scans add column destination text;
alter table public.link_clicks add column destination text;
comment on column public.qr_code_scans.destination is
  'Where the scan was sent, for codes whose rules choose it (smart routes, per device); null otherwise.';
comment on column public.link_clicks.destination is
  'Where the click was sent, for links whose rules choose it (smart routes, per device); null otherwise.';

alter type public.visit_fact add attribute destination text;

create or replace function public.write_visits(p_visits jsonb, p_after_seq bigint default null,
  out written integer, out last_seq bigint)
returns record
language plpgsql
security definer
set search_path = ''
as $$
begin
  with visits as (
    select v.*
    from jsonb_to_recordset(coalesce(p_visits, '[]'::jsonb)) as v(
      seq bigint, kind text, target uuid, at timestamptz, user_agent text, referrer text, ip text,
      country text, city text, device text, browser text, os text, is_bot boolean, visitor text,
      destination text)
  ),
  scans as (
    insert into public.qr_code_scans
      (qr_code_id, scanned_at, user_agent, referrer, ip_address, country, city, device, browser,
       os, is_bot, visitor_key, destination)
    select v.target, coalesce(v.at, now()), nullif(left(v.user_agent, 512), ''),
      nullif(left(v.referrer, 2048), ''),
      nullif(left(case when p.truncate_ip_addresses then public.truncate_ip(v.ip) else v.ip end, 64), ''),
      nullif(left(v.country, 64), ''),
      nullif(left(v.city, 128), ''), nullif(left(v.device, 64), ''), nullif(left(v.browser, 64), ''),
      nullif(left(v.os, 64), ''), coalesce(v.is_bot, false), nullif(left(v.visitor, 64), ''),
      nullif(left(v.destination, 2048), '')
    from visits v
    join public.qr_codes q on q.id = v.target
    left join public.profiles p on p.id = q.user_id
    where v.kind = 'qr' and (p_after_seq is null or v.seq > p_after_seq)
    returning qr_code_id, is_bot
  ),
  clicks as (
    insert into public.link_clicks
      (short_link_id, clicked_at, user_agent, referrer, ip_address, country, city, device,
       browser, os, is_bot, visitor_key, destination)
    select v.target, coalesce(v.at, now()), nullif(left(v.user_agent, 512), ''),
      nullif(left(v.referrer, 2048), ''),
      nullif(left(case when p.truncate_ip_addresses then public.truncate_ip(v.ip) else v.ip end, 64), ''),
      nullif(left(v.country, 64), ''),
      nullif(left(v.city, 128), ''), nullif(left(v.device, 64), ''), nullif(left(v.browser, 64), ''),
      nullif(left(v.os, 64), ''), coalesce(v.is_bot, false), nullif(left(v.visitor, 64), ''),
      nullif(left(v.destination, 2048), '')
    from visits v
    join public.short_links l on l.id = v.target
    -- Anonymous links (no owner) keep what the deployment keeps.
    left join public.profiles p on p.id = l.user_id
    where v.kind = 'link' and (p_after_seq is null or v.seq > p_after_seq)
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
  select (select count(*) from scans) + (select count(*) from clicks), (select max(seq) from visits)
  into written, last_seq;
end;
$$;

create or replace function public.roll_up(p_kind text, p_rows public.visit_fact[])
returns void
language sql
security definer
set search_path = ''
as $$
  with fresh as (
    select * from unnest(p_rows)
  ),
  -- Visits alike in every dimension, counted once.
  alike as (
    select f.target_id, f.day, f.is_bot, f.device, f.browser, f.os, f.country, f.city,
      f.referrer, f.destination, count(*)::integer as n
    from fresh f
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ),
  counted as (
    insert into public.visit_rollups as r (kind, target_id, day, dimension, value, count)
    select p_kind, a.target_id, a.day, d.dimension, d.value, sum(a.n)::integer
    from alike a
    cross join lateral (
      select 'bots' as dimension, '' as value where a.is_bot
      union all
      select x.dimension, coalesce(x.value, '') from (values
        ('visits', ''), ('device', a.device), ('browser', a.browser), ('os', a.os),
        ('country', a.country), ('city', a.city), ('referrer', public.referrer_host(a.referrer)),
        ('destination', a.destination)
      ) as x(dimension, value)
      -- Only codes whose rules choose a destination record it (the others would add a row a day
      -- saying the same as 'visits').
      where not a.is_bot and (x.dimension <> 'destination' or x.value is not null)
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
comment on function public.roll_up(text, public.visit_fact[]) is
  'Adds a set of visits (target_id, day, is_bot, dimensions, visitor_key, destination) to visit_rollups and visit_day_visitors.';

create or replace function public.roll_up_qr_scans()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.roll_up('qr', (
    select array_agg(row(
      n.qr_code_id, (n.scanned_at at time zone 'America/Sao_Paulo')::date, n.is_bot, n.device,
      n.browser, n.os, n.country, n.city, n.referrer, n.visitor_key, n.destination
    )::public.visit_fact)
    from new_rows n));
  return null;
end;
$$;

create or replace function public.roll_up_link_clicks()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.roll_up('link', (
    select array_agg(row(
      n.short_link_id, (n.clicked_at at time zone 'America/Sao_Paulo')::date, n.is_bot, n.device,
      n.browser, n.os, n.country, n.city, n.referrer, n.visitor_key, n.destination
    )::public.visit_fact)
    from new_rows n));
  return null;
end;
$$;

create or replace function public.visit_stats_for(p_kind text, p_targets uuid[],
  p_from date default null, p_to date default null)
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
  where p_kind in ('qr', 'link')
    and range.last_day >= range.first_day
    and range.last_day - range.first_day <= 366
$$;
comment on function public.visit_stats_for(text, uuid[], date, date) is
  'Analytics of a set of QR codes or short links over a range of Brazilian days (at most 367): totals, unique visitors, per-day series and top-10 breakdowns (destination: where the rules sent them), from the rollups. Invoker: RLS limits a user to their own codes; null for a refused range.';
