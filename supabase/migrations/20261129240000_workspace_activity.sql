-- Teams, 'Atividade' (docs/product/teams.md, "Atividade"): who made, changed, moved or deleted
-- which code or link of a workspace, and when. Written by triggers on the items themselves, so
-- every path (the app, the API, bulk creation) is recorded the same way; the redirect path's
-- counters are not watched (their triggers fire only on the columns people change). Read by the
-- workspace's members through list_workspace_activity, which names the people (profiles are
-- private otherwise); nobody writes it directly.

create table public.workspace_activity (
  id bigint generated always as identity primary key,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- Who did it: null for the server's own work (the demo seed) or an account deleted since.
  actor_id uuid references auth.users (id) on delete set null,
  action text not null
    constraint workspace_activity_action_valid check (action in ('created', 'edited', 'moved', 'deleted')),
  item_kind text not null
    constraint workspace_activity_item_kind_valid check (item_kind in ('qr', 'short_link')),
  item_id uuid not null,
  -- What the item was at that moment (its destination or content, a link's address), so a
  -- deleted item stays readable in the log.
  item_label text not null,
  at timestamptz not null default now()
);
comment on table public.workspace_activity is 'Who created, edited, moved (to a folder) or deleted which QR code or short link of a workspace, and when (''Atividade''). Written by triggers on the items; read by members through list_workspace_activity.';
create index workspace_activity_workspace_at_idx on public.workspace_activity (workspace_id, at desc, id desc);

alter table public.workspace_activity enable row level security;
revoke all on table public.workspace_activity from anon, authenticated;
-- Through list_workspace_activity only (it names the actors); no policy, so no direct read.

create or replace function public.record_item_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_row record;
  v_kind text := case tg_table_name when 'qr_codes' then 'qr' else 'short_link' end;
  v_label text;
  v_action text;
begin
  if tg_op = 'DELETE' then
    v_row := old;
  else
    v_row := new;
  end if;
  if v_row.workspace_id is null then
    return null; -- an anonymous short link of the public tool
  end if;
  -- Items going with their workspace (deleted, or its account's): the log goes too.
  if tg_op = 'DELETE' and not exists (
       select 1 from public.workspaces w where w.id = v_row.workspace_id) then
    return null;
  end if;
  if tg_op = 'INSERT' then
    v_action := 'created';
  elsif tg_op = 'DELETE' then
    v_action := 'deleted';
  elsif new.folder_id is distinct from old.folder_id then
    v_action := 'moved';
  else
    v_action := 'edited';
  end if;
  -- Each table's own columns, read only in its branch.
  if tg_table_name = 'qr_codes' then
    v_label := coalesce(v_row.target_url, v_row.payload, '');
  else
    v_label := coalesce(v_row.custom_alias, v_row.short_code) || ' → ' || v_row.original_url;
  end if;
  v_label := left(v_label, 300);
  insert into public.workspace_activity (workspace_id, actor_id, action, item_kind, item_id, item_label)
  values (v_row.workspace_id, (select auth.uid()), v_action, v_kind, v_row.id, v_label);
  return null;
end;
$$;
comment on function public.record_item_activity() is 'Trigger after a QR code or short link is made, changed (by a person: the columns of the forms), moved to a folder or deleted: one line of its workspace''s ''Atividade''.';
revoke all on function public.record_item_activity() from public, anon, authenticated, service_role;

create trigger record_activity after insert or delete on public.qr_codes
  for each row execute function public.record_item_activity();
create trigger record_activity_update after update of target_url, fg_color, bg_color, logo_url,
  expires_at, max_visits, ios_url, android_url, desktop_url, password_protected, folder_id,
  design, content, payload on public.qr_codes
  for each row execute function public.record_item_activity();
create trigger record_activity after insert or delete on public.short_links
  for each row execute function public.record_item_activity();
create trigger record_activity_update after update of original_url, custom_alias, description,
  expires_at, max_visits, ios_url, android_url, desktop_url, password_protected, folder_id
  on public.short_links
  for each row execute function public.record_item_activity();

create or replace function public.list_workspace_activity(
  p_workspace uuid,
  p_action text default null,
  p_actor uuid default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_limit integer default 50,
  p_offset integer default 0
) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
begin
  if p_workspace is null or p_workspace not in (select public.readable_workspaces()) then
    raise exception using errcode = 'P0002', message = 'Espaço de trabalho não encontrado.';
  end if;
  if p_action is not null and p_action not in ('created', 'edited', 'moved', 'deleted') then
    raise exception using errcode = '22023', message = 'Ação inválida.';
  end if;
  return (
    with matching as (
      select a.* from public.workspace_activity a
      where a.workspace_id = p_workspace
        and (p_action is null or a.action = p_action)
        and (p_actor is null or a.actor_id = p_actor)
        and (p_from is null or a.at >= p_from)
        and (p_to is null or a.at <= p_to)
    )
    select jsonb_build_object(
      'total', (select count(*) from matching),
      'rows', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', page.id, 'at', page.at, 'action', page.action, 'item_kind', page.item_kind,
                 'item_id', page.item_id, 'item_label', page.item_label, 'actor_id', page.actor_id,
                 'actor', coalesce(nullif(btrim(p.full_name), ''), p.email))
               order by page.at desc, page.id desc)
        from (select * from matching order by at desc, id desc limit v_limit offset v_offset) page
        left join public.profiles p on p.id = page.actor_id
      ), '[]'::jsonb))
  );
end;
$$;
comment on function public.list_workspace_activity(p_workspace uuid, p_action text, p_actor uuid, p_from timestamp with time zone, p_to timestamp with time zone, p_limit integer, p_offset integer) is 'Any member: one page {total, rows: [{id, at, action, item_kind, item_id, item_label, actor_id, actor (name or e-mail)}]} of a workspace''s ''Atividade'', newest first, filtered by action, person and period; P0002 for a workspace the caller is not in.';
revoke all on function public.list_workspace_activity(uuid, text, uuid, timestamptz, timestamptz, integer, integer) from public, anon;
grant execute on function public.list_workspace_activity(uuid, text, uuid, timestamptz, timestamptz, integer, integer) to authenticated, service_role;
