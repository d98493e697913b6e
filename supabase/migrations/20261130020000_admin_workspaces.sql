-- Teams (docs/product/teams.md, "What an admin sees"): Admin > Espaços de trabalho lists every
-- workspace of the platform a page at a time, team workspaces first: its owner and the owner's
-- plan (a team works under its owner's plan), how many members and items it has, and who the
-- members are, with their roles. Searched by the workspace's name or any member's e-mail.

create or replace function public.admin_list_workspaces(
  p_search text default null,
  p_limit integer default 25,
  p_offset integer default 0
) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_total bigint;
  v_rows jsonb;
begin
  perform public.require_admin();
  -- Refused rather than clamped, as admin_list_clients and admin_list_audit do: the screen only
  -- ever asks for a fixed page size, so anything else is a caller's mistake worth seeing.
  if p_limit is null or p_limit not between 1 and 100 or p_offset is null or p_offset < 0 then
    raise exception using errcode = '22023', message = 'Paginação inválida.';
  end if;
  if char_length(v_search) > 200 then
    raise exception using errcode = '22023', message = 'A busca deve ter no máximo 200 caracteres.';
  end if;
  -- The search is a substring: escape LIKE's own wildcards so '%' and '_' match themselves.
  v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  select count(*) into v_total
  from public.workspaces w
  where v_search is null or w.name ilike v_pattern
     or exists (select 1 from public.workspace_members m
                join public.profiles p on p.id = m.user_id
                where m.workspace_id = w.id and p.email ilike v_pattern);

  -- The page is cut first, so the counts and member lists are built for its rows only.
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', w.id, 'name', w.name, 'personal', w.personal_of is not null,
           'owner_id', om.user_id, 'owner_email', o.email, 'owner_name', o.full_name,
           'plan_id', o.plan_id, 'plan_name', pl.name,
           'members', (select count(*) from public.workspace_members c
                       where c.workspace_id = w.id),
           'items', (select count(*) from public.qr_codes q where q.workspace_id = w.id)
                    + (select count(*) from public.short_links l where l.workspace_id = w.id),
           'created_at', w.created_at,
           -- The first 50 (a page of big teams stays small); 'members' says how many in all.
           'member_list', coalesce((
             select jsonb_agg(jsonb_build_object('user_id', f.user_id, 'email', f.email,
                      'full_name', f.full_name, 'role', f.role) order by f.rank)
             from (
               select m.user_id, p.email, p.full_name, m.role,
                      row_number() over (
                        order by case m.role when 'owner' then 0 when 'admin' then 1
                                             when 'editor' then 2 else 3 end,
                                 lower(p.email), m.user_id) as rank
               from public.workspace_members m
               left join public.profiles p on p.id = m.user_id
               where m.workspace_id = w.id
               order by rank
               limit 50) f), '[]'::jsonb))
         order by w.personal_of is not null, lower(w.name), w.id), '[]'::jsonb)
  into v_rows
  from (
    select w.id, w.name, w.personal_of, w.created_at
    from public.workspaces w
    where v_search is null or w.name ilike v_pattern
       or exists (select 1 from public.workspace_members m
                  join public.profiles p on p.id = m.user_id
                  where m.workspace_id = w.id and p.email ilike v_pattern)
    order by w.personal_of is not null, lower(w.name), w.id
    limit p_limit offset p_offset
  ) w
  left join public.workspace_members om on om.workspace_id = w.id and om.role = 'owner'
  left join public.profiles o on o.id = om.user_id
  left join public.plans pl on pl.id = o.plan_id;

  return jsonb_build_object('total', v_total, 'rows', v_rows);
end;
$$;
comment on function public.admin_list_workspaces(text, integer, integer) is 'Admin: one page of every workspace, team workspaces first, then by name, {total, rows: [{id, name, personal, owner_id, owner_email, owner_name, plan_id, plan_name (the owner''s plan), members, items (QR codes and short links), created_at, member_list: [{user_id, email, full_name, role}] (the first 50: owner, admin, editor, viewer, then e-mail)}]}, searched by the workspace''s name or a member''s e-mail.';
revoke all on function public.admin_list_workspaces(text, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_workspaces(text, integer, integer) to authenticated;
