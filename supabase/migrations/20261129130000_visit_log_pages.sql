-- The raw visit log at ten million scans (npm run bench:analytics): list_qr_scans counted every
-- matching row for its total and sorted them all for a page, seconds per page. Without a text
-- search it now takes both from the rollups, which count every row of a code per Brazilian day
-- ('visits' plus 'bots', written in the same transaction as the rows): the total is the sum of
-- the days in the range, and a page reads only the raw rows of the days it falls in (found by
-- counting days newest first). The days the range cuts through (a bound inside a day) are
-- counted from the raw rows. Rows older than the caller's plan keeps (visit retention) are never
-- shown, whether or not the upkeep has deleted them yet, so the total and the pages agree. A
-- text search still reads the raw rows of the range.
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
  v_uid uuid := (select auth.uid());
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset bigint := greatest(coalesce(p_offset, 0), 0);
  v_search text := nullif(lower(btrim(p_search)), '');
  v_from timestamptz := p_from;
  v_codes uuid[];
  v_first date;
  v_last date;
  v_days date[];
  v_counts bigint[];
  v_total bigint := 0;
  v_seen bigint := 0;
  v_skip bigint;
  v_newest date;
  v_oldest date;
begin
  if v_uid is null then
    return;
  end if;
  -- What the caller's plan keeps (null: everything).
  select greatest(v_from, now() - make_interval(months => pl.visit_retention_months))
  into v_from
  from public.profiles p
  join public.plans pl on pl.id = p.plan_id
  where p.id = v_uid and pl.visit_retention_months is not null;
  if not found then
    v_from := p_from;
  end if;
  v_codes := array(
    select q.id from public.qr_codes q
    where q.user_id = v_uid and (p_qr_code_id is null or q.id = p_qr_code_id));

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

  -- Rows per Brazilian day, newest first: whole days from the rollups, cut days from the rows.
  v_first := (v_from at time zone 'America/Sao_Paulo')::date;
  v_last := (p_to at time zone 'America/Sao_Paulo')::date;
  select coalesce(array_agg(d.day order by d.day desc), '{}'),
         coalesce(array_agg(d.n order by d.day desc), '{}')
  into v_days, v_counts
  from (
    select r.day, sum(r.count)::bigint as n
    from public.visit_rollups r
    where r.kind = 'qr' and r.target_id = any(v_codes) and r.dimension in ('visits', 'bots')
      and (v_first is null or r.day > v_first)
      and (v_last is null or r.day < v_last)
    group by r.day
    union all
    select (s.scanned_at at time zone 'America/Sao_Paulo')::date, count(*)::bigint
    from public.qr_code_scans s
    where s.qr_code_id = any(v_codes)
      and (v_from is null or s.scanned_at >= v_from)
      and (p_to is null or s.scanned_at <= p_to)
      and ((v_first is not null
            and s.scanned_at < ((v_first + 1)::timestamp at time zone 'America/Sao_Paulo'))
           or (v_last is not null
               and s.scanned_at >= (v_last::timestamp at time zone 'America/Sao_Paulo')))
    group by 1
  ) d;

  -- The newest and the oldest day the page falls in.
  for i in 1 .. coalesce(array_length(v_days, 1), 0) loop
    if v_newest is null and v_seen + v_counts[i] > v_offset then
      v_newest := v_days[i];
      v_skip := v_offset - v_seen;
    end if;
    v_seen := v_seen + v_counts[i];
    if v_newest is not null and v_oldest is null and v_seen >= v_offset + v_limit then
      v_oldest := v_days[i];
    end if;
  end loop;
  v_total := v_seen;
  if v_newest is null then
    return;
  end if;
  v_oldest := coalesce(v_oldest, v_days[array_length(v_days, 1)]);

  return query
    select s.id, s.scanned_at, s.user_agent, s.device, s.browser, s.os, q.id, q.target_url,
           v_total
    from public.qr_code_scans s
    join public.qr_codes q on q.id = s.qr_code_id
    where s.qr_code_id = any(v_codes)
      and s.scanned_at >= (v_oldest::timestamp at time zone 'America/Sao_Paulo')
      and s.scanned_at < ((v_newest + 1)::timestamp at time zone 'America/Sao_Paulo')
      and (v_from is null or s.scanned_at >= v_from)
      and (p_to is null or s.scanned_at <= p_to)
    order by s.scanned_at desc, s.id desc
    limit v_limit offset v_skip;
end;
$$;
comment on function public.list_qr_scans(uuid, timestamptz, timestamptz, text, integer, integer) is
  'The caller''s QR scans, newest first, filtered by code, date range and text (target URL or user agent, any case), one page at a time, with the total count (from the rollups, and the rows of days the range cuts, unless searching); never older than the caller''s plan keeps. RLS applies (invoker).';
