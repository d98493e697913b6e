-- A link page's row of social icons and a digital menu's PDF (docs/product/pages.md, "What a
-- page holds"): content.socials (at most one web address per network) and content.pdfUrl (the
-- menu's PDF, in the page_files bucket), checked and screened as the buttons' addresses are. The
-- bucket: public, PDFs of at most 10 MB, written by the workspace's editors into its folder.

create or replace function public.page_socials_problem(p_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_social jsonb;
begin
  if not (p_content ? 'socials') then
    return null;
  end if;
  if jsonb_typeof(p_content->'socials') is distinct from 'array'
     or jsonb_array_length(p_content->'socials') > 6 then
    return 'As redes sociais da página são inválidas.';
  end if;
  for v_social in select value from jsonb_array_elements(p_content->'socials') loop
    if jsonb_typeof(v_social) is distinct from 'object'
       or coalesce(v_social->>'network', '') not in
          ('instagram', 'facebook', 'tiktok', 'youtube', 'x', 'linkedin')
       or jsonb_typeof(v_social->'target') is distinct from 'string' then
      return 'As redes sociais da página são inválidas.';
    end if;
    if not public.is_http_url(v_social->>'target') then
      return 'URL inválida. Verifique o endereço digitado.';
    end if;
  end loop;
  if (select count(distinct e->>'network') from jsonb_array_elements(p_content->'socials') e)
     < jsonb_array_length(p_content->'socials') then
    return 'Cada rede social pode aparecer uma só vez.';
  end if;
  return null;
end;
$$;
comment on function public.page_socials_problem(p_content jsonb) is
  'Internal: null when a link page''s social icons (content.socials: at most one http(s) address per network) are valid, else the pt-BR reason (the editor''s schema says the same).';
revoke all on function public.page_socials_problem(jsonb) from public, anon, authenticated;
grant execute on function public.page_socials_problem(jsonb) to service_role;

create or replace function public.menu_pdf_problem(p_content jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(jsonb_typeof(p_content->'pdfUrl'), 'null') = 'null' then null
    when jsonb_typeof(p_content->'pdfUrl') <> 'string'
         or not public.is_http_url(p_content->>'pdfUrl')
      then 'URL inválida. Verifique o endereço digitado.'
  end
$$;
comment on function public.menu_pdf_problem(p_content jsonb) is
  'Internal: null when a menu''s PDF (content.pdfUrl) is absent or an http(s) address, else the pt-BR reason (the editor''s schema says the same).';
revoke all on function public.menu_pdf_problem(jsonb) from public, anon, authenticated;
grant execute on function public.menu_pdf_problem(jsonb) to service_role;

-- check_page, as 20261201000000_pages.sql left it, also for the social icons and a menu's PDF.
create or replace function public.check_page()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_problem text := coalesce(public.page_content_problem(new.kind, new.content),
                             case new.kind
                               when 'links' then public.page_socials_problem(new.content)
                               when 'menu' then public.menu_pdf_problem(new.content) end);
  v_button jsonb;
  v_limit integer;
begin
  if v_problem is not null then
    raise exception using errcode = '22023', message = v_problem;
  end if;
  new.slug := lower(new.slug);
  if new.kind = 'card' then
    if new.content->>'website' is not null then
      perform public.screen_destination(new.content->>'website');
    end if;
  else
    for v_button in select value from jsonb_array_elements(new.content->'buttons') loop
      if v_button->>'kind' not in ('email', 'phone', 'whatsapp', 'pix') then
        perform public.screen_destination(v_button->>'target');
      end if;
    end loop;
    for v_button in select value from jsonb_array_elements(coalesce(new.content->'socials', '[]')) loop
      perform public.screen_destination(v_button->>'target');
    end loop;
    if new.content->>'pdfUrl' is not null then
      perform public.screen_destination(new.content->>'pdfUrl');
    end if;
  end if;
  if tg_op = 'INSERT' then
    -- Counted under a lock on the workspace: two pages made at once cannot both take the last.
    perform 1 from public.workspaces w where w.id = new.workspace_id for update;
    select coalesce(pl.max_pages, 1) into v_limit
      from public.workspace_members m
      join public.profiles p on p.id = m.user_id
      left join public.plans pl on pl.id = p.plan_id
     where m.workspace_id = new.workspace_id and m.role = 'owner';
    if (select count(*) from public.pages g where g.workspace_id = new.workspace_id)
       >= coalesce(v_limit, 1) then
      raise exception using errcode = 'P0001', hint = 'page_limit',
        message = format('O plano deste espaço de trabalho permite %s página(s). Exclua uma ou faça upgrade do plano.', coalesce(v_limit, 1));
    end if;
  end if;
  return new;
end;
$$;
comment on function public.check_page() is
  'Trigger before insert or update on pages: refuses invalid content (22023, pt-BR), screens every address a button, a social icon or a menu''s PDF opens, and on insert keeps the workspace within its owner''s plan''s max_pages (P0001 page_limit), counted under a lock on the workspace.';

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('page_files', 'page_files', true, 10485760, array['application/pdf'])
on conflict (id) do nothing;

-- As the logo bucket's workspace folders (20261130040000_logos_in_workspaces.sql).
create policy "Page files are publicly readable" on storage.objects for select to anon, authenticated
  using (bucket_id = 'page_files');
create policy "Editors upload page files to their workspace's folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'page_files' and (storage.foldername(name))[1] in (
    select w::text from public.editable_workspaces() w));
create policy "Editors replace page files in their workspace's folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'page_files' and (storage.foldername(name))[1] in (
    select w::text from public.editable_workspaces() w))
  with check (bucket_id = 'page_files' and (storage.foldername(name))[1] in (
    select w::text from public.editable_workspaces() w));
create policy "Editors delete page files in their workspace's folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'page_files' and (storage.foldername(name))[1] in (
    select w::text from public.editable_workspaces() w));

-- delete_workspace_logo_files, as 20261130040000_logos_in_workspaces.sql left it, also for the
-- workspace's page files.
create or replace function public.delete_workspace_logo_files()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  begin
    delete from storage.objects o
    where o.bucket_id in ('qr_logos', 'page_files') and (storage.foldername(o.name))[1] = old.id::text;
  exception when others then
    raise warning 'logo files of workspace % were not deleted: %', old.id, sqlerrm;
  end;
  return old;
end;
$$;
comment on function public.delete_workspace_logo_files() is
  'Trigger after workspaces delete: removes the workspace''s folders of qr_logos and page_files objects (best effort on hosted Supabase, where SQL deletes of storage.objects are blocked).';
