-- The QR click-analysis table, filtered and paged in the database: a user with 100,000 scans
-- gets one page of them, not all of them (and the API answers at most 1,000 rows anyway).
-- SECURITY INVOKER: qr_code_scans' and qr_codes' RLS still decide which rows exist for the
-- caller; the function only filters, orders and counts them.
create or replace function public.list_qr_scans(
  p_qr_code_id uuid default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0
) returns table (
  id bigint,
  scanned_at timestamptz,
  user_agent text,
  device text,
  browser text,
  os text,
  qr_code_id uuid,
  target_url text,
  total_count bigint
)
language sql stable
set search_path = ''
as $$
  select s.id, s.scanned_at, s.user_agent, s.device, s.browser, s.os, q.id, q.target_url,
         count(*) over () as total_count
  from public.qr_code_scans s
  join public.qr_codes q on q.id = s.qr_code_id
  where q.user_id = (select auth.uid())
    and (p_qr_code_id is null or s.qr_code_id = p_qr_code_id)
    and (p_from is null or s.scanned_at >= p_from)
    and (p_to is null or s.scanned_at <= p_to)
    and (
      coalesce(btrim(p_search), '') = ''
      or strpos(lower(q.target_url), lower(btrim(p_search))) > 0
      or strpos(lower(coalesce(s.user_agent, '')), lower(btrim(p_search))) > 0
    )
  order by s.scanned_at desc, s.id desc
  limit least(greatest(coalesce(p_limit, 50), 1), 1000)
  offset greatest(coalesce(p_offset, 0), 0)
$$;
comment on function public.list_qr_scans(uuid, timestamptz, timestamptz, text, integer, integer) is 'The caller''s QR scans, newest first, filtered by code, date range and text (target URL or user agent, any case), one page at a time, with the total count. RLS applies (invoker).';
revoke all on function public.list_qr_scans(uuid, timestamptz, timestamptz, text, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.list_qr_scans(uuid, timestamptz, timestamptz, text, integer, integer) to authenticated;
