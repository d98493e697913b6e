-- Teams, the workspace switcher (docs/product/teams.md, "The workspace switcher"): the calls
-- that read or make "all my" codes and links take the workspace the user is working in
-- (p_workspace; null: their personal one, as before). Bulk creation finds and makes its folders
-- in that workspace, not among every folder the user made anywhere.


drop function public.bulk_create_items(text, jsonb);

create or replace function public.bulk_create_items(p_kind text, p_rows jsonb, p_workspace uuid DEFAULT NULL::uuid)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_workspace uuid := coalesce(p_workspace, public.personal_workspace());
  v_row jsonb;
  v_line integer := 0;
  v_folder_name text;
  v_folder_id uuid;
  v_id uuid;
  v_created jsonb := '[]'::jsonb;
  v_item jsonb;
  v_ids uuid[] := '{}';
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_kind is null or p_kind not in ('qr', 'short_link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  if jsonb_typeof(p_rows) is distinct from 'array' or jsonb_array_length(p_rows) = 0 then
    raise exception using errcode = '22023', message = 'Envie ao menos uma linha.';
  end if;
  if jsonb_array_length(p_rows) > 1000 then
    raise exception using errcode = '22023', message = 'Envie no máximo 1.000 linhas por vez.';
  end if;
  if v_workspace is null or v_workspace not in (select public.editable_workspaces()) then
    raise exception using errcode = '42501',
      message = 'Você não tem permissão para isso neste espaço de trabalho.';
  end if;

  begin
    for v_row in select value from jsonb_array_elements(p_rows) loop
      v_line := coalesce((v_row ->> 'line')::integer, v_line + 1);
      v_folder_id := null;
      v_folder_name := nullif(btrim(coalesce(v_row ->> 'folder', '')), '');
      if v_folder_name is not null then
        select f.id into v_folder_id from public.folders f
        where f.workspace_id = v_workspace and lower(f.name) = lower(v_folder_name);
        if v_folder_id is null then
          insert into public.folders (user_id, workspace_id, name) values (v_uid, v_workspace, v_folder_name)
          returning id into v_folder_id;
        end if;
      end if;

      if p_kind = 'qr' then
        insert into public.qr_codes (user_id, workspace_id, target_url, folder_id)
        values (v_uid, v_workspace, v_row ->> 'destination', v_folder_id)
        returning id, jsonb_build_object('line', v_line, 'id', id) into v_id, v_item;
      else
        insert into public.short_links (user_id, workspace_id, original_url, custom_alias, description, short_code, folder_id)
        values (v_uid, v_workspace, v_row ->> 'destination', nullif(btrim(coalesce(v_row ->> 'alias', '')), ''),
                nullif(btrim(coalesce(v_row ->> 'description', '')), ''), null, v_folder_id)
        returning id, jsonb_build_object('line', v_line, 'id', id, 'short_code', short_code,
          'custom_alias', custom_alias) into v_id, v_item;
      end if;
      if jsonb_typeof(v_row -> 'tags') = 'array' and jsonb_array_length(v_row -> 'tags') > 0 then
        perform public.set_item_tags(p_kind, v_id,
          array(select jsonb_array_elements_text(v_row -> 'tags')));
      end if;
      v_ids := v_ids || v_id;
      v_created := v_created || v_item;
    end loop;
  exception when others then
    -- Nothing of the batch stays: the whole function is one statement of one transaction.
    raise exception using errcode = sqlstate, message = format('Linha %s: %s', v_line, sqlerrm);
  end;

  -- One notice for the batch instead of one per code.
  if p_kind = 'qr' then
    delete from public.notifications n
    where n.user_id = v_uid and n.type = 'qr_created' and n.related_qr_code_id = any(v_ids);
  end if;
  insert into public.notifications (user_id, type, message)
  values (v_uid, 'info', format('Criação em massa: %s %s criados.', cardinality(v_ids),
    case p_kind when 'qr' then 'QR Codes' else 'links curtos' end));
  return v_created;
end;
$$;

comment on function public.bulk_create_items(p_kind text, p_rows jsonb, p_workspace uuid) is 'Owner, admin, editor of the workspace (null: the caller''s personal one): creates up to 1,000 QR codes (p_kind qr) or short links (short_link; any other kind, null included, is refused) in it from rows [{line, destination, alias?, description?, folder?, tags?}] in one transaction, all or nothing (a refusal names its line), folders found or created by name in that workspace, tags set by name; one notification for the batch. Answers [{line, id, short_code?, custom_alias?}].';

revoke all on function public.bulk_create_items(text, jsonb, uuid) from public, anon;

grant execute on function public.bulk_create_items(text, jsonb, uuid) to authenticated, service_role;

drop function public.list_qr_scans(uuid, timestamptz, timestamptz, text, integer, integer);

create or replace function public.list_qr_scans(p_qr_code_id uuid DEFAULT NULL::uuid, p_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_to timestamp with time zone DEFAULT NULL::timestamp with time zone, p_search text DEFAULT NULL::text, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0, p_workspace uuid DEFAULT NULL::uuid)
returns TABLE(id bigint, scanned_at timestamp with time zone, user_agent text, device text, browser text, os text, qr_code_id uuid, target_url text, total_count bigint)
language plpgsql
stable
set search_path = ''
set jit = 'off'
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset bigint := greatest(coalesce(p_offset, 0), 0);
  v_search text := nullif(lower(btrim(p_search)), '');
  v_from timestamptz := greatest(p_from, public.visits_kept_since());
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

comment on function public.list_qr_scans(p_qr_code_id uuid, p_from timestamp with time zone, p_to timestamp with time zone, p_search text, p_limit integer, p_offset integer, p_workspace uuid) is 'The scans of one QR code of the caller''s workspaces (or of all in p_workspace, null: their personal one), newest first, filtered by date range and text (target URL or user agent, any case), one page at a time, with the total count (from the rollups and the rows of days the range cuts, unless searching); never older than the caller''s plan keeps. RLS applies (invoker).';

revoke all on function public.list_qr_scans(uuid, timestamptz, timestamptz, text, integer, integer, uuid) from public, anon;

grant execute on function public.list_qr_scans(uuid, timestamptz, timestamptz, text, integer, integer, uuid) to authenticated;

drop function public.visit_stats(text, uuid, date, date);

create or replace function public.visit_stats(p_kind text, p_target uuid DEFAULT NULL::uuid, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date, p_workspace uuid DEFAULT NULL::uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select public.visit_stats_for(p_kind, array(
    select q.id from public.qr_codes q
    where p_kind = 'qr' and q.workspace_id in (select public.readable_workspaces())
      and (q.id = p_target or (p_target is null and q.workspace_id = coalesce(p_workspace, public.personal_workspace())))
    union all
    select l.id from public.short_links l
    where p_kind = 'link' and l.workspace_id in (select public.readable_workspaces())
      and (l.id = p_target or (p_target is null and l.workspace_id = coalesce(p_workspace, public.personal_workspace())))
  ), p_from, p_to)
$$;

comment on function public.visit_stats(p_kind text, p_target uuid, p_from date, p_to date, p_workspace uuid) is 'Analytics of one QR code or short link of the caller''s workspaces (or all of a kind in p_workspace, null: their personal one) over a range of Brazilian days (at most 367): totals, unique visitors, per-day series and top-10 breakdowns, from the rollups. RLS applies (invoker).';

revoke all on function public.visit_stats(text, uuid, date, date, uuid) from public, anon;

grant execute on function public.visit_stats(text, uuid, date, date, uuid) to authenticated, service_role;
