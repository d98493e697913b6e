-- Teams, shared reports (docs/product/teams.md, "Shared reports"): a public report link belongs
-- to its code or link, and so to that item's workspace. Every member sees the links of an item
-- ('Compartilhar relatório'), its owners, admins and editors make and revoke them, at most 100
-- per workspace; a link outlives whoever made it (it stays until revoked or its item is
-- deleted).

alter table public.shared_reports alter column user_id drop not null;
alter table public.shared_reports drop constraint shared_reports_user_id_fkey;
alter table public.shared_reports add constraint shared_reports_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete set null;
comment on column public.shared_reports.user_id is 'Who made the link (null once their account is deleted; the link stays with its item).';
comment on table public.shared_reports is 'Public read-only analytics pages (/r/{token}) of one QR code or short link. The members of the item''s workspace list them, its owners, admins and editors revoke (delete) them; created by create_shared_report; read by anyone only through shared_report(token).';

-- Whether the caller may read (p_edit false) or change (true) the item a share points at.
create or replace function public.shared_report_item_in(p_qr uuid, p_link uuid, p_edit boolean)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select case
    when p_qr is not null then exists (
      select 1 from public.qr_codes q
      where q.id = p_qr and q.workspace_id in (
        select w from public.readable_workspaces() w
        where not p_edit or w in (select public.editable_workspaces())))
    else exists (
      select 1 from public.short_links l
      where l.id = p_link and l.workspace_id in (
        select w from public.readable_workspaces() w
        where not p_edit or w in (select public.editable_workspaces())))
  end
$$;
comment on function public.shared_report_item_in(uuid, uuid, boolean) is 'RLS helper of shared_reports: whether the caller may read (p_edit false: any member) or change (true: owner, admin, editor) the code or link a share points at.';
revoke all on function public.shared_report_item_in(uuid, uuid, boolean) from public, anon;
grant execute on function public.shared_report_item_in(uuid, uuid, boolean) to authenticated, service_role;

drop policy "Users read their own shared reports" on public.shared_reports;
drop policy "Users revoke their own shared reports" on public.shared_reports;
create policy "Members read their items' shared reports" on public.shared_reports
  for select to authenticated
  using ((select public.shared_report_item_in(qr_code_id, short_link_id, false)));
create policy "Editors revoke their items' shared reports" on public.shared_reports
  for delete to authenticated
  using ((select public.shared_report_item_in(qr_code_id, short_link_id, true)));

create or replace function public.create_shared_report(p_kind text, p_target uuid)
returns public.shared_reports
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_workspace uuid;
  v_row public.shared_reports;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_kind is null or p_kind not in ('qr', 'link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  if p_kind = 'qr' then
    select q.workspace_id into v_workspace from public.qr_codes q
    where q.id = p_target and q.workspace_id in (select public.editable_workspaces());
  else
    select l.workspace_id into v_workspace from public.short_links l
    where l.id = p_target and l.workspace_id in (select public.editable_workspaces());
  end if;
  if v_workspace is null then
    raise exception using errcode = 'P0002', message = 'Registro não encontrado.';
  end if;
  -- Static codes (Pix, Wi-Fi, vCard...) are never redirected, so they have no visits to show.
  if p_kind = 'qr' and exists (
       select 1 from public.qr_codes q where q.id = p_target and q.target_url is null) then
    raise exception using errcode = '22023',
      message = 'Só QR Codes dinâmicos têm relatório de acessos para compartilhar.';
  end if;
  -- Parallel calls queue on the workspace's row, so the count below is never stale.
  perform 1 from public.workspaces w where w.id = v_workspace for update;
  if (select count(*) from public.shared_reports s
      left join public.qr_codes q on q.id = s.qr_code_id
      left join public.short_links l on l.id = s.short_link_id
      where coalesce(q.workspace_id, l.workspace_id) = v_workspace) >= 100 then
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
comment on function public.create_shared_report(text, uuid) is 'Owner, admin, editor: shares the analytics of a QR code (qr) or short link (link) of their workspace behind a new random token; at most 100 shares per workspace, counted under a lock on the workspace; dynamic QR codes only. P0002 for a code they may not change.';
