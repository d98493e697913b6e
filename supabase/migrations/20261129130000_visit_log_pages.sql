-- The raw visit logs at ten million scans (npm run bench:analytics): list_qr_scans counted every
-- matching row for its total and sorted them all for a page (11 s a page), and a link's click log
-- (the REST read with count=exact) counted every click. Without a text search both now take the
-- total from the rollups, which count every row of a code per Brazilian day ('visits' plus
-- 'bots', written in the same transaction as the rows): the total is the sum of the days in the
-- range, and a page reads only the raw rows of the days it falls in (found by counting days
-- newest first). The days a range cuts through (a bound inside a day) are counted from the raw
-- rows. Rows older than the caller's plan keeps (visit retention) are never shown, whether or not
-- the upkeep has deleted them yet, so the total and the pages agree. A text search still reads
-- the raw rows of the range.

-- Since when the caller's plan keeps visits (null: all of them).
create function public.visits_kept_since()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now() - make_interval(months => pl.visit_retention_months)
  from public.profiles p
  join public.plans pl on pl.id = p.plan_id
  where p.id = (select auth.uid()) and pl.visit_retention_months is not null
$$;
comment on function public.visits_kept_since() is
  'The oldest visit the caller''s plan keeps (plans.visit_retention_months), or null when it keeps them all.';
revoke all on function public.visits_kept_since() from public, anon;
grant execute on function public.visits_kept_since() to authenticated, service_role;

-- Rows of a log per Brazilian day in [p_from, p_to], newest first: whole days from the rollups,
-- the days the bounds cut through from the rows. RLS applies: the caller's own codes only.
create function public.visit_log_days(
  p_kind text, p_targets uuid[], p_from timestamptz, p_to timestamptz,
  out days date[], out counts bigint[]
)
language plpgsql
stable
set search_path = ''
set jit = off
as $$
declare
  v_first date := (p_from at time zone 'America/Sao_Paulo')::date;
  v_last date := (p_to at time zone 'America/Sao_Paulo')::date;
  v_first_ends timestamptz := (v_first + 1)::timestamp at time zone 'America/Sao_Paulo';
  v_last_starts timestamptz := v_last::timestamp at time zone 'America/Sao_Paulo';
begin
  select coalesce(array_agg(d.day order by d.day desc), '{}'),
         coalesce(array_agg(d.n order by d.day desc), '{}')
  into days, counts
  from (
    select r.day, sum(r.count)::bigint as n
    from public.visit_rollups r
    where r.kind = p_kind and r.target_id = any(p_targets) and r.dimension in ('visits', 'bots')
      and (v_first is null or r.day > v_first)
      and (v_last is null or r.day < v_last)
    group by r.day
    union all
    select (s.scanned_at at time zone 'America/Sao_Paulo')::date, count(*)::bigint
    from public.qr_code_scans s
    where p_kind = 'qr' and s.qr_code_id = any(p_targets)
      and (p_from is null or s.scanned_at >= p_from)
      and (p_to is null or s.scanned_at <= p_to)
      and (s.scanned_at < v_first_ends or s.scanned_at >= v_last_starts)
    group by 1
    union all
    select (c.clicked_at at time zone 'America/Sao_Paulo')::date, count(*)::bigint
    from public.link_clicks c
    where p_kind = 'link' and c.short_link_id = any(p_targets)
      and (p_from is null or c.clicked_at >= p_from)
      and (p_to is null or c.clicked_at <= p_to)
      and (c.clicked_at < v_first_ends or c.clicked_at >= v_last_starts)
    group by 1
  ) d;
end;
$$;
comment on function public.visit_log_days(text, uuid[], timestamptz, timestamptz) is
  'Internal to list_qr_scans and list_link_clicks: the visits of these codes or links (kind qr or link) per Brazilian day in a range, newest first {days, counts}: whole days from the rollups, days the range cuts from the rows. RLS applies (invoker).';
revoke all on function public.visit_log_days(text, uuid[], timestamptz, timestamptz) from public, anon;
grant execute on function public.visit_log_days(text, uuid[], timestamptz, timestamptz)
  to authenticated, service_role;

-- Where a page of p_limit rows after p_offset falls, given the rows per day newest first.
create function public.visit_log_page(
  p_days date[], p_counts bigint[], p_offset bigint, p_limit integer,
  out newest date, out oldest date, out skip bigint, out total bigint
)
language plpgsql
immutable
set search_path = ''
as $$
begin
  total := 0;
  for i in 1 .. coalesce(array_length(p_days, 1), 0) loop
    if newest is null and total + p_counts[i] > p_offset then
      newest := p_days[i];
      skip := p_offset - total;
    end if;
    total := total + p_counts[i];
    if newest is not null and oldest is null and total >= p_offset + p_limit then
      oldest := p_days[i];
    end if;
  end loop;
  if newest is not null and oldest is null then
    oldest := p_days[array_length(p_days, 1)];
  end if;
end;
$$;
comment on function public.visit_log_page(date[], bigint[], bigint, integer) is
  'Internal to list_qr_scans and list_link_clicks: from rows per day (newest first), the newest and oldest day a page after p_offset falls in, how many rows of the newest to skip, and the total.';
revoke all on function public.visit_log_page(date[], bigint[], bigint, integer) from public, anon;
grant execute on function public.visit_log_page(date[], bigint[], bigint, integer)
  to authenticated, service_role;

create or replace function public.list_qr_scans(
  p_qr_code_id uuid default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  id bigint, scanned_at timestamptz, user_agent text, device text, browser text, os text,
  qr_code_id uuid, target_url text, total_count bigint
)
language plpgsql
stable
set search_path = ''
set jit = off
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset bigint := greatest(coalesce(p_offset, 0), 0);
  v_search text := nullif(lower(btrim(p_search)), '');
  v_from timestamptz := greatest(p_from, public.visits_kept_since());
  v_codes uuid[] := array(
    select q.id from public.qr_codes q
    where q.user_id = (select auth.uid()) and (p_qr_code_id is null or q.id = p_qr_code_id));
  v_log record;
  v_page record;
begin
  if v_search is not null then
    return query
      select s.id, s.scanned_at, s.user_agent, s.device, s.browser, s.os, q.id, q.target_url,
             count(*) over () as total_count
      from public.qr_code_scans s
      join public.qr_codes q on q.id = s.qr_code_id
      where s.qr_code_id = any(v_codes)
        and (v_from is null or s.scanned_at >= v_from)
        and (p_to is null or s.scanned_at <= p_to)
        and (strpos(lower(q.target_url), v_search) > 0
             or strpos(lower(coalesce(s.user_agent, '')), v_search) > 0)
      order by s.scanned_at desc, s.id desc
      limit v_limit offset v_offset;
    return;
  end if;
  select * into v_log from public.visit_log_days('qr', v_codes, v_from, p_to);
  select * into v_page from public.visit_log_page(v_log.days, v_log.counts, v_offset, v_limit);
  if v_page.newest is null then
    return;
  end if;
  return query
    select s.id, s.scanned_at, s.user_agent, s.device, s.browser, s.os, q.id, q.target_url,
           v_page.total
    from public.qr_code_scans s
    join public.qr_codes q on q.id = s.qr_code_id
    where s.qr_code_id = any(v_codes)
      and s.scanned_at >= (v_page.oldest::timestamp at time zone 'America/Sao_Paulo')
      and s.scanned_at < ((v_page.newest + 1)::timestamp at time zone 'America/Sao_Paulo')
      and (v_from is null or s.scanned_at >= v_from)
      and (p_to is null or s.scanned_at <= p_to)
    order by s.scanned_at desc, s.id desc
    limit v_limit offset v_page.skip;
end;
$$;
comment on function public.list_qr_scans(uuid, timestamptz, timestamptz, text, integer, integer) is
  'The caller''s QR scans, newest first, filtered by code, date range and text (target URL or user agent, any case), one page at a time, with the total count (from the rollups and the rows of days the range cuts, unless searching); never older than the caller''s plan keeps. RLS applies (invoker).';

-- A link's click log, as list_qr_scans (no filters but the link).
create function public.list_link_clicks(
  p_short_link_id uuid,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  id bigint, clicked_at timestamptz, ip_address text, user_agent text, device text,
  browser text, os text, country text, city text, referrer text, total_count bigint
)
language plpgsql
stable
set search_path = ''
set jit = off
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_from timestamptz := public.visits_kept_since();
  v_links uuid[] := array(
    select l.id from public.short_links l
    where l.id = p_short_link_id and l.user_id = (select auth.uid()));
  v_log record;
  v_page record;
begin
  select * into v_log from public.visit_log_days('link', v_links, v_from, null);
  select * into v_page from public.visit_log_page(v_log.days, v_log.counts,
    greatest(coalesce(p_offset, 0), 0), v_limit);
  if v_page.newest is null then
    return;
  end if;
  return query
    select c.id, c.clicked_at, c.ip_address, c.user_agent, c.device, c.browser, c.os, c.country,
           c.city, c.referrer, v_page.total
    from public.link_clicks c
    where c.short_link_id = any(v_links)
      and c.clicked_at >= (v_page.oldest::timestamp at time zone 'America/Sao_Paulo')
      and c.clicked_at < ((v_page.newest + 1)::timestamp at time zone 'America/Sao_Paulo')
      and (v_from is null or c.clicked_at >= v_from)
    order by c.clicked_at desc, c.id desc
    limit v_limit offset v_page.skip;
end;
$$;
comment on function public.list_link_clicks(uuid, integer, integer) is
  'The click log of one of the caller''s short links, newest first, one page at a time, with the total count (from the rollups); never older than the caller''s plan keeps. RLS applies (invoker).';
revoke all on function public.list_link_clicks(uuid, integer, integer) from public, anon;
grant execute on function public.list_link_clicks(uuid, integer, integer)
  to authenticated, service_role;
