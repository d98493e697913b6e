-- The cost of writing visits (issue 24: redirects under sustained load). Every scan is written
-- once, in batches; under load the database's share of the CPU is what the redirects lose.
-- Two per-row costs go:
--   * write_visits capped each text through public.clip(), nine calls per visit: a function with
--     its own search_path is never inlined, so each was a full SQL-function call. The same caps
--     are now written inline (nullif(left(...), '')).
--   * roll_up expanded every visit into seven dimension rows and read each referrer's host
--     (another function call) before grouping. Visits alike in every dimension are now counted
--     first (a batch from one printed menu is mostly the same phone, browser and city), then
--     expanded.
-- What is stored, counted and rolled up is unchanged (supabase/tests/visit-stats.test.ts).

create or replace function public.write_visits(p_visits jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_written integer;
begin
  with visits as (
    select v.*
    from jsonb_to_recordset(coalesce(p_visits, '[]'::jsonb)) as v(
      kind text, target uuid, at timestamptz, user_agent text, referrer text, ip text,
      country text, city text, device text, browser text, os text, is_bot boolean, visitor text)
  ),
  scans as (
    insert into public.qr_code_scans
      (qr_code_id, scanned_at, user_agent, referrer, ip_address, country, city, device, browser,
       os, is_bot, visitor_key)
    select v.target, coalesce(v.at, now()), nullif(left(v.user_agent, 512), ''),
      nullif(left(v.referrer, 2048), ''),
      nullif(left(case when p.truncate_ip_addresses then public.truncate_ip(v.ip) else v.ip end, 64), ''),
      nullif(left(v.country, 64), ''),
      nullif(left(v.city, 128), ''), nullif(left(v.device, 64), ''), nullif(left(v.browser, 64), ''),
      nullif(left(v.os, 64), ''), coalesce(v.is_bot, false), nullif(left(v.visitor, 64), '')
    from visits v
    join public.qr_codes q on q.id = v.target
    left join public.profiles p on p.id = q.user_id
    where v.kind = 'qr'
    returning qr_code_id, is_bot
  ),
  clicks as (
    insert into public.link_clicks
      (short_link_id, clicked_at, user_agent, referrer, ip_address, country, city, device,
       browser, os, is_bot, visitor_key)
    select v.target, coalesce(v.at, now()), nullif(left(v.user_agent, 512), ''),
      nullif(left(v.referrer, 2048), ''),
      nullif(left(case when p.truncate_ip_addresses then public.truncate_ip(v.ip) else v.ip end, 64), ''),
      nullif(left(v.country, 64), ''),
      nullif(left(v.city, 128), ''), nullif(left(v.device, 64), ''), nullif(left(v.browser, 64), ''),
      nullif(left(v.os, 64), ''), coalesce(v.is_bot, false), nullif(left(v.visitor, 64), '')
    from visits v
    join public.short_links l on l.id = v.target
    -- Anonymous links (no owner) keep what the deployment keeps.
    left join public.profiles p on p.id = l.user_id
    where v.kind = 'link'
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
  return v_written;
end;
$$;
comment on function public.write_visits(jsonb) is
  'Internal: writes redirect visits (scan and click rows, counters, milestone notifications; IPs truncated for owners who asked). Called by record_redirect_visits and record_visit_within_limit only.';

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
      f.referrer, count(*)::integer as n
    from fresh f
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9
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
        ('country', a.country), ('city', a.city), ('referrer', public.referrer_host(a.referrer))
      ) as x(dimension, value)
      where not a.is_bot
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
  'Adds a set of visits (target_id, day, is_bot, dimensions, visitor_key) to visit_rollups and visit_day_visitors.';
