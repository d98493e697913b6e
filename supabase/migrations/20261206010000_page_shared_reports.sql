-- A page's analysis shared as a public report (docs/product/pages.md, "Analytics"), as a code's
-- is (docs/product/sharing-api-lgpd.md): /r/{token} shows its visits and the taps on its buttons
-- to anyone with the link, read only through shared_report.

alter table public.shared_reports
  add column page_id uuid references public.pages (id) on delete cascade;
comment on column public.shared_reports.page_id is 'The page shared (kind page), or null.';
create index shared_reports_page_id_idx on public.shared_reports (page_id) where page_id is not null;
alter table public.shared_reports drop constraint shared_reports_one_target;
alter table public.shared_reports add constraint shared_reports_one_target
  check (num_nonnulls(qr_code_id, short_link_id, page_id) = 1);
comment on table public.shared_reports is
  'Public read-only analytics pages (/r/{token}) of one QR code, short link or page. The members of the item''s workspace list them, its owners, admins and editors revoke (delete) them; created by create_shared_report; read by anyone only through shared_report(token).';

create or replace function public.shared_report_item_in(p_qr uuid, p_link uuid, p_page uuid, p_edit boolean)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select q.workspace_id from public.qr_codes q where q.id = p_qr),
    (select l.workspace_id from public.short_links l where l.id = p_link),
    (select g.workspace_id from public.pages g where g.id = p_page)
  ) in (
    select w from public.readable_workspaces() w
    where not p_edit or w in (select public.editable_workspaces()))
$$;
comment on function public.shared_report_item_in(uuid, uuid, uuid, boolean) is
  'RLS helper of shared_reports: whether the caller may read (p_edit false: any member) or change (true: owner, admin, editor) the code, link or page a share points at.';
revoke all on function public.shared_report_item_in(uuid, uuid, uuid, boolean) from public, anon;
grant execute on function public.shared_report_item_in(uuid, uuid, uuid, boolean) to authenticated, service_role;

drop policy "Members read their items' shared reports" on public.shared_reports;
create policy "Members read their items' shared reports" on public.shared_reports
  for select to authenticated
  using ((select public.shared_report_item_in(qr_code_id, short_link_id, page_id, false)));
drop policy "Editors revoke their items' shared reports" on public.shared_reports;
create policy "Editors revoke their items' shared reports" on public.shared_reports
  for delete to authenticated
  using ((select public.shared_report_item_in(qr_code_id, short_link_id, page_id, true)));
drop function public.shared_report_item_in(uuid, uuid, boolean);

-- create_shared_report, as 20261130030000_shared_reports_in_workspaces.sql left it, also for pages.
create or replace function public.create_shared_report(p_kind text, p_target uuid)
returns public.shared_reports
language plpgsql
security definer
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
  if p_kind is null or p_kind not in ('qr', 'link', 'page') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  if p_kind = 'qr' then
    select q.workspace_id into v_workspace from public.qr_codes q
    where q.id = p_target and q.workspace_id in (select public.editable_workspaces());
  elsif p_kind = 'link' then
    select l.workspace_id into v_workspace from public.short_links l
    where l.id = p_target and l.workspace_id in (select public.editable_workspaces());
  else
    select g.workspace_id into v_workspace from public.pages g
    where g.id = p_target and g.workspace_id in (select public.editable_workspaces());
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
      left join public.pages g on g.id = s.page_id
      where coalesce(q.workspace_id, l.workspace_id, g.workspace_id) = v_workspace) >= 100 then
    raise exception using errcode = '22023',
      message = 'Limite de 100 relatórios compartilhados atingido. Revogue algum antes de criar outro.';
  end if;
  insert into public.shared_reports (user_id, token, qr_code_id, short_link_id, page_id)
  values (v_uid, public.random_token(24),
          case when p_kind = 'qr' then p_target end, case when p_kind = 'link' then p_target end,
          case when p_kind = 'page' then p_target end)
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.create_shared_report(p_kind text, p_target uuid) is
  'Owner, admin, editor: shares the analytics of a QR code (qr), short link (link) or page (page) of their workspace behind a new random token; at most 100 shares per workspace, counted under a lock on the workspace; dynamic QR codes only. P0002 for an item they may not change.';

-- shared_report, as 20261125120000_shared_reports.sql left it, also for pages: a page's report
-- names the page (its title, address and buttons, so the taps can be labelled) and adds the
-- taps to its figures, as page_stats does.
create or replace function public.shared_report(p_token text, p_from date default null, p_to date default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'kind', case when s.qr_code_id is not null then 'qr'
                 when s.short_link_id is not null then 'link' else 'page' end,
    'destination', coalesce(q.target_url, l.original_url),
    'short_path', case when l.id is not null then '/s/' || coalesce(l.custom_alias, l.short_code) end,
    'page', case when g.id is not null then jsonb_build_object(
      'kind', g.kind, 'slug', g.slug, 'title', g.title, 'content', g.content) end,
    'created_at', coalesce(q.created_at, l.created_at, g.created_at),
    'from', coalesce(p_from, (now() at time zone 'America/Sao_Paulo')::date - 29),
    'to', coalesce(p_to, (now() at time zone 'America/Sao_Paulo')::date),
    'stats', case when g.id is null then public.visit_stats_for(
      case when s.qr_code_id is not null then 'qr' else 'link' end,
      array[coalesce(s.qr_code_id, s.short_link_id)], p_from, p_to)
      else public.page_stats_for(g.id, p_from, p_to) end
  )
  from public.shared_reports s
  left join public.qr_codes q on q.id = s.qr_code_id
  left join public.short_links l on l.id = s.short_link_id
  left join public.pages g on g.id = s.page_id
  where s.token = p_token and p_token ~ '^[A-Za-z0-9_-]{32}$'
$$;
comment on function public.shared_report(p_token text, p_from date, p_to date) is
  'Anyone: the read-only report behind a shared-report token (the code''s destination, or the page''s title, address and buttons, and the aggregated analytics over a range of at most 367 Brazilian days), or null when the token is unknown or revoked.';
