-- Shared reports (docs/product/sharing-api-lgpd.md, "Sharing, the API and LGPD"): a public,
-- read-only analytics page of one QR code or short link at /r/{token}. The token is 32 random
-- URL-safe characters (192 bits) drawn by the database; the owner lists, creates and revokes
-- (deletes) their shares. Visitors read the report only through shared_report(token), which answers
-- the same aggregation as visit_stats (rollups, never raw rows) and nothing else of the owner.

-- The aggregation of visit_stats over a given set of codes, shared by the owner's screens
-- (visit_stats) and the public page (shared_report). Invoker: run by a user it reads only the
-- rollups RLS lets them read (their own codes), so passing someone else's id yields zeros.
create or replace function public.visit_stats_for(
  p_kind text,
  p_targets uuid[],
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
    'referrer', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'referrer' and rank <= 10), '[]')
  )
  from range
  where p_kind in ('qr', 'link')
    and range.last_day >= range.first_day
    and range.last_day - range.first_day <= 366
$$;
comment on function public.visit_stats_for(text, uuid[], date, date) is 'Analytics of a set of QR codes or short links over a range of Brazilian days (at most 367): totals, unique visitors, per-day series and top-10 breakdowns, from the rollups. Invoker: RLS limits a user to their own codes; null for a refused range.';
revoke all on function public.visit_stats_for(text, uuid[], date, date) from public, anon, authenticated;
grant execute on function public.visit_stats_for(text, uuid[], date, date) to authenticated;

-- visit_stats keeps its signature and answers; the codes it reads are the caller's.
create or replace function public.visit_stats(
  p_kind text,
  p_target uuid default null,
  p_from date default null,
  p_to date default null
) returns jsonb
language sql stable
set search_path = ''
as $$
  select public.visit_stats_for(p_kind, array(
    select q.id from public.qr_codes q
    where p_kind = 'qr' and q.user_id = (select auth.uid()) and (p_target is null or q.id = p_target)
    union all
    select l.id from public.short_links l
    where p_kind = 'link' and l.user_id = (select auth.uid()) and (p_target is null or l.id = p_target)
  ), p_from, p_to)
$$;

create table public.shared_reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token text not null constraint shared_reports_token_unique unique
    constraint shared_reports_token_format check (token ~ '^[A-Za-z0-9_-]{32}$'),
  qr_code_id uuid references public.qr_codes (id) on delete cascade,
  short_link_id uuid references public.short_links (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint shared_reports_one_target check ((qr_code_id is null) <> (short_link_id is null))
);
comment on table public.shared_reports is 'Public read-only analytics pages (/r/{token}) of one QR code or short link. Owners list and revoke (delete) their own; created by create_shared_report; read by anyone only through shared_report(token).';

alter table public.shared_reports enable row level security;
revoke all on table public.shared_reports from anon, authenticated;
grant select, delete on table public.shared_reports to authenticated;

create policy "Users read their own shared reports" on public.shared_reports
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users revoke their own shared reports" on public.shared_reports
  for delete to authenticated using (user_id = (select auth.uid()));

create index shared_reports_user_id_idx on public.shared_reports (user_id, created_at desc);
create index shared_reports_qr_code_id_idx on public.shared_reports (qr_code_id) where qr_code_id is not null;
create index shared_reports_short_link_id_idx on public.shared_reports (short_link_id) where short_link_id is not null;

-- n random bytes as URL-safe base64 without padding (24 bytes: 32 characters).
create or replace function public.random_token(p_bytes integer default 24) returns text
language sql volatile
set search_path = ''
as $$
  select translate(encode(extensions.gen_random_bytes(p_bytes), 'base64'), E'+/=\n', '-_')
$$;
comment on function public.random_token(integer) is 'Unguessable URL-safe token of p_bytes random bytes (base64url, no padding).';
revoke all on function public.random_token(integer) from public, anon, authenticated, service_role;

create or replace function public.create_shared_report(p_kind text, p_target uuid)
returns public.shared_reports
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_row public.shared_reports;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_kind not in ('qr', 'link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  if not public.owns_visit_target(p_kind, p_target) then
    raise exception using errcode = 'P0002', message = 'Registro não encontrado.';
  end if;
  if (select count(*) from public.shared_reports s where s.user_id = v_uid) >= 100 then
    raise exception using errcode = '22023',
      message = 'Limite de 100 relatórios compartilhados atingido. Revogue algum antes de criar outro.';
  end if;
  insert into public.shared_reports (user_id, token, qr_code_id, short_link_id)
  values (v_uid, public.random_token(24),
          case when p_kind = 'qr' then p_target end, case when p_kind = 'link' then p_target end)
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.create_shared_report(text, uuid) is 'Owner: shares the analytics of one of their QR codes (qr) or short links (link) behind a new random token; at most 100 shares per user. P0002 for a code that is not theirs.';
revoke all on function public.create_shared_report(text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.create_shared_report(text, uuid) to authenticated;

-- The public page's one call: {kind, destination, short_path, created_at, from, to, stats} for a
-- live token, null for an unknown or revoked one. stats is null for a refused range.
create or replace function public.shared_report(
  p_token text,
  p_from date default null,
  p_to date default null
) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'kind', case when s.qr_code_id is not null then 'qr' else 'link' end,
    'destination', coalesce(q.target_url, l.original_url),
    'short_path', case when l.id is not null then '/s/' || coalesce(l.custom_alias, l.short_code) end,
    'created_at', coalesce(q.created_at, l.created_at),
    'from', coalesce(p_from, (now() at time zone 'America/Sao_Paulo')::date - 29),
    'to', coalesce(p_to, (now() at time zone 'America/Sao_Paulo')::date),
    'stats', public.visit_stats_for(
      case when s.qr_code_id is not null then 'qr' else 'link' end,
      array[coalesce(s.qr_code_id, s.short_link_id)], p_from, p_to)
  )
  from public.shared_reports s
  left join public.qr_codes q on q.id = s.qr_code_id
  left join public.short_links l on l.id = s.short_link_id
  where s.token = p_token and p_token ~ '^[A-Za-z0-9_-]{32}$'
$$;
comment on function public.shared_report(text, date, date) is 'Anyone: the read-only report behind a shared-report token (the code''s destination and its aggregated analytics over a range of at most 367 Brazilian days), or null when the token is unknown or revoked.';
revoke all on function public.shared_report(text, date, date) from public, anon, authenticated, service_role;
grant execute on function public.shared_report(text, date, date) to anon, authenticated;
