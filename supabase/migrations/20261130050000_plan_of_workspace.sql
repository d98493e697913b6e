-- Teams, the plan of a workspace (docs/product/teams.md, "The plan of a workspace"): a team
-- workspace works under its owner's plan. Its visits are kept as long as the owner's plan keeps
-- them, whoever made the code (the retention used to follow the maker's plan, so a code an
-- editor on Grátis made in a paying owner's workspace lost its scans early), and its visit logs
-- show what that plan keeps, whoever reads them (they used to follow the reader's plan). Its
-- 'Atividade' is kept as long as its visits.

create or replace function public.visits_kept_since(p_workspace uuid) returns timestamptz
language sql stable security definer
set search_path = ''
as $$
  select greatest(now() - make_interval(months => pl.visit_retention_months),
                  p.visits_deleted_before)
  from public.workspace_members m
  join public.profiles p on p.id = m.user_id
  join public.plans pl on pl.id = p.plan_id
  where m.workspace_id = p_workspace and m.role = 'owner'
    and p_workspace in (select public.readable_workspaces())
$$;
comment on function public.visits_kept_since(uuid) is 'The oldest visit the logs of a workspace the caller reads show: what its owner''s plan keeps (plans.visit_retention_months) or, when later, the owner''s profiles.visits_deleted_before; null when both keep everything (or for a workspace the caller does not read).';
revoke all on function public.visits_kept_since(uuid) from public, anon;
grant execute on function public.visits_kept_since(uuid) to authenticated, service_role;

create or replace function public.list_link_clicks(p_short_link_id uuid, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0)
 RETURNS TABLE(id bigint, clicked_at timestamp with time zone, ip_address text, user_agent text, device text, browser text, os text, country text, city text, referrer text, total_count bigint)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET jit TO 'off'
AS $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  -- What the plan of the link's workspace keeps (its owner's plan), not the reader's.
  v_from timestamptz := public.visits_kept_since(
    (select l.workspace_id from public.short_links l where l.id = p_short_link_id));
  v_links uuid[] := array(
    select l.id from public.short_links l
    where l.id = p_short_link_id and l.workspace_id in (select public.readable_workspaces()));
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

create or replace function public.list_qr_scans(p_qr_code_id uuid DEFAULT NULL::uuid, p_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_to timestamp with time zone DEFAULT NULL::timestamp with time zone, p_search text DEFAULT NULL::text, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0, p_workspace uuid DEFAULT NULL::uuid)
 RETURNS TABLE(id bigint, scanned_at timestamp with time zone, user_agent text, device text, browser text, os text, qr_code_id uuid, target_url text, total_count bigint)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET jit TO 'off'
AS $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset bigint := greatest(coalesce(p_offset, 0), 0);
  v_search text := nullif(lower(btrim(p_search)), '');
  -- What the plan of the workspace read keeps (its owner's plan), not the reader's.
  v_from timestamptz := greatest(p_from, public.visits_kept_since(
    case when p_qr_code_id is not null
         then (select q.workspace_id from public.qr_codes q where q.id = p_qr_code_id)
         else coalesce(p_workspace, public.personal_workspace()) end));
  v_codes uuid[] := array(
    select q.id from public.qr_codes q
    where q.workspace_id in (select public.readable_workspaces())
      and (q.id = p_qr_code_id
           or (p_qr_code_id is null and q.workspace_id = coalesce(p_workspace, public.personal_workspace()))));
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

create or replace function public.apply_visit_retention(p_limit integer DEFAULT 20000)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $$
declare
  v_keeps_all boolean;
  v_longest integer;
  v_partition record;
  v_dropped integer := 0;
  v_scans integer := 0;
  v_clicks integer := 0;
  v_activity integer := 0;
  v_plan record;
  v_n integer;
begin
  if p_limit is null or p_limit < 1 then
    raise exception using errcode = '22023', message = 'O limite deve ser um número positivo.';
  end if;
  -- Several instances may call it at once: one at a time.
  perform pg_advisory_xact_lock(hashtext('public.apply_visit_retention'));

  select bool_or(visit_retention_months is null), max(visit_retention_months)
  into v_keeps_all, v_longest
  from public.plans;
  if not v_keeps_all then
    for v_partition in
      select c.relname
      from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      where i.inhparent in ('public.qr_code_scans'::regclass, 'public.link_clicks'::regclass)
        and c.relname ~ '_[0-9]{4}_[0-9]{2}$'
        and (to_date(right(c.relname, 7), 'YYYY_MM') + interval '1 month')::timestamp
            at time zone 'UTC' <= now() - make_interval(months => v_longest)
    loop
      execute format('drop table public.%I', v_partition.relname);
      v_dropped := v_dropped + 1;
    end loop;
  end if;

  for v_plan in
    select id, visit_retention_months as months from public.plans
    where visit_retention_months is not null
    order by visit_retention_months, id
  loop
    -- A constant cut-off per plan: the months past it are the only partitions read.
    delete from public.qr_code_scans s
    where (s.id, s.scanned_at) in (
      select s2.id, s2.scanned_at
      from public.qr_code_scans s2
      join public.qr_codes q on q.id = s2.qr_code_id
      join public.workspace_members m on m.workspace_id = q.workspace_id and m.role = 'owner'
      join public.profiles p on p.id = m.user_id
      where p.plan_id = v_plan.id
        and s2.scanned_at < now() - make_interval(months => v_plan.months)
      limit p_limit - v_scans);
    get diagnostics v_n = row_count;
    v_scans := v_scans + v_n;
    delete from public.link_clicks c
    where (c.id, c.clicked_at) in (
      select c2.id, c2.clicked_at
      from public.link_clicks c2
      join public.short_links l on l.id = c2.short_link_id
      left join public.workspace_members m on m.workspace_id = l.workspace_id and m.role = 'owner'
      left join public.profiles p on p.id = m.user_id
      where coalesce(p.plan_id, 'free_plan') = v_plan.id
        and c2.clicked_at < now() - make_interval(months => v_plan.months)
      limit p_limit - v_clicks);
    get diagnostics v_n = row_count;
    v_clicks := v_clicks + v_n;
    -- A workspace's 'Atividade' is kept as long as its visits.
    delete from public.workspace_activity a
    where a.id in (
      select a2.id
      from public.workspace_activity a2
      join public.workspace_members m on m.workspace_id = a2.workspace_id and m.role = 'owner'
      join public.profiles p on p.id = m.user_id
      where p.plan_id = v_plan.id
        and a2.at < now() - make_interval(months => v_plan.months)
      limit p_limit - v_activity);
    get diagnostics v_n = row_count;
    v_activity := v_activity + v_n;
    exit when v_scans >= p_limit or v_clicks >= p_limit or v_activity >= p_limit;
  end loop;
  return jsonb_build_object('partitions_dropped', v_dropped, 'scans_deleted', v_scans,
    'clicks_deleted', v_clicks, 'activity_deleted', v_activity,
    'more', v_scans >= p_limit or v_clicks >= p_limit or v_activity >= p_limit);
end;
$$;
comment on function public.list_link_clicks(uuid, integer, integer) is 'The click log of a short link of the caller''s workspaces, newest first, one page at a time, with the total count (from the rollups); never older than the plan of the link''s workspace (its owner''s) keeps. RLS applies (invoker).';
comment on function public.list_qr_scans(uuid, timestamptz, timestamptz, text, integer, integer, uuid) is 'The scans of one QR code of the caller''s workspaces (or of all in p_workspace, null: their personal one), newest first, filtered by date range and text (target URL or user agent, any case), one page at a time, with the total count (from the rollups and the rows of days the range cuts, unless searching); never older than the plan of the workspace (its owner''s) keeps. RLS applies (invoker).';
comment on function public.apply_visit_retention(integer) is 'Server: deletes the visits and the ''Atividade'' entries older than the plan of their workspace keeps (its owner''s plans.visit_retention_months; anonymous links: Grátis), at most p_limit per log, dropping whole month partitions older than every plan keeps. Answers {partitions_dropped, scans_deleted, clicks_deleted, activity_deleted, more}.';

-- The logs above no longer ask for the caller's own horizon.
drop function public.visits_kept_since();

-- What Configurações > Assinatura says of the workspace being worked in.
create function public.workspace_plan(p_workspace uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if p_workspace is null or p_workspace not in (select public.readable_workspaces()) then
    raise exception using errcode = 'P0002', message = 'Espaço de trabalho não encontrado.';
  end if;
  return (
    select jsonb_build_object(
      'plan_name', coalesce(pl.name, 'Grátis'),
      'owner_is_me', m.user_id = (select auth.uid()),
      'owner_name', coalesce(nullif(btrim(p.full_name), ''), p.email),
      'members', (select count(*) from public.workspace_members c where c.workspace_id = p_workspace),
      'max_seats', coalesce(pl.max_seats, 1))
    from public.workspace_members m
    join public.profiles p on p.id = m.user_id
    left join public.plans pl on pl.id = p.plan_id
    where m.workspace_id = p_workspace and m.role = 'owner'
  );
end;
$$;
comment on function public.workspace_plan(uuid) is 'Any member: the plan a workspace works under (its owner''s) {plan_name, owner_is_me, owner_name, members, max_seats}; P0002 for a workspace the caller does not belong to.';
revoke all on function public.workspace_plan(uuid) from public, anon;
grant execute on function public.workspace_plan(uuid) to authenticated;
