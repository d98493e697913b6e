-- Pages (docs/product/pages.md): hosted pages at {origin}/p/{slug}, made in the dashboard's
-- 'Páginas' and served by our server (or the `page` function on a hosted deployment) as plain
-- HTML. This migration holds two kinds: the 'Página de links' (kind 'links': a photo, a name, a
-- short text and buttons) and the 'Cartão de visita digital' (kind 'card': a person's name,
-- role and company and the ways to reach them). A page belongs to a workspace as the other items do: members
-- read it, owners, admins and editors make, change, publish and delete it. The database checks
-- every field the editor checks (page_content_problem) and screens every address a button
-- opens, so a page written straight through the REST API is held to the same rules. How many
-- pages a workspace may have is its owner's plan's `max_pages`.

alter table public.plans add column max_pages integer not null default 1
  constraint plans_max_pages_range check (max_pages between 0 and 10000);
comment on column public.plans.max_pages is
  'How many pages (/p/{slug}) a workspace owned on this plan may have (Grátis: 1).';
update public.plans set max_pages = case id
  when 'basico' then 3 when 'profissional' then 10 when 'empresarial' then 50 else max_pages end;

-- What a business card adds to a page's content (name, photo and theme are checked by
-- page_content_problem); null when it is fine, else the pt-BR reason.
create function public.card_content_problem(p_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_field text;
begin
  foreach v_field in array array['role', 'company'] loop
    if jsonb_typeof(p_content->v_field) is distinct from 'string'
       or char_length(p_content->>v_field) > 80 then
      return 'O cargo e a empresa podem ter no máximo 80 caracteres.';
    end if;
  end loop;
  foreach v_field in array array['phone', 'whatsapp', 'email', 'website', 'address', 'pixKey'] loop
    if jsonb_typeof(p_content->v_field) not in ('null', 'string') then
      return 'O cartão de visita é inválido.';
    end if;
  end loop;
  if coalesce(p_content->>'phone', '+10000000') !~ '^\+[1-9][0-9]{7,14}$'
     or coalesce(p_content->>'whatsapp', '+10000000') !~ '^\+[1-9][0-9]{7,14}$' then
    return 'Informe um telefone válido.';
  end if;
  if p_content->>'email' !~ '^[^@\s<>"]{1,64}@[^@\s<>"]+\.[^@\s<>"]+$'
     or char_length(p_content->>'email') > 254 then
    return 'Informe um e-mail válido.';
  end if;
  if p_content->>'website' is not null and not public.is_http_url(p_content->>'website') then
    return 'O site precisa ser um endereço http(s).';
  end if;
  if char_length(p_content->>'address') > 200 then
    return 'O endereço pode ter no máximo 200 caracteres.';
  end if;
  if char_length(p_content->>'pixKey') > 77 or p_content->>'pixKey' ~ '[[:cntrl:]]' then
    return 'A chave Pix pode ter no máximo 77 caracteres.';
  end if;
  return null;
end;
$$;
comment on function public.card_content_problem(jsonb) is
  'Internal: null when a business card''s own fields are valid, else the pt-BR reason (core''s card schema says the same).';
revoke all on function public.card_content_problem(jsonb) from public, anon, authenticated;

-- What a page's content must be; null when it is fine, else the pt-BR reason. The editor's
-- schema (packages/core/src/pages/link-page-schema.ts) says the same in zod.
create function public.page_content_problem(p_kind text, p_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_theme jsonb := p_content->'theme';
  v_button jsonb;
  v_kind text;
  v_target text;
  v_label text;
begin
  if p_kind is null or p_kind not in ('links', 'card') then
    return 'Tipo de página inválido.';
  end if;
  if jsonb_typeof(p_content) is distinct from 'object' then
    return 'O conteúdo da página é inválido.';
  end if;
  if length(p_content::text) > 65536 then
    return 'A página é grande demais.';
  end if;
  if jsonb_typeof(p_content->'name') is distinct from 'string'
     or btrim(p_content->>'name') = '' then
    return 'Informe o nome exibido na página.';
  end if;
  if char_length(p_content->>'name') > 80 then
    return 'O nome pode ter no máximo 80 caracteres.';
  end if;
  if p_content ? 'photoUrl' and jsonb_typeof(p_content->'photoUrl') <> 'null'
     and (jsonb_typeof(p_content->'photoUrl') <> 'string'
          or not public.is_http_url(p_content->>'photoUrl')) then
    return 'A foto precisa ser um endereço http(s).';
  end if;
  if jsonb_typeof(v_theme) is distinct from 'object'
     or coalesce(v_theme->>'background', '') !~ '^#[0-9a-f]{6}$'
     or coalesce(v_theme->>'text', '') !~ '^#[0-9a-f]{6}$'
     or coalesce(v_theme->>'button', '') !~ '^#[0-9a-f]{6}$'
     or coalesce(v_theme->>'buttonText', '') !~ '^#[0-9a-f]{6}$'
     or coalesce(v_theme->>'shape', '') not in ('rounded', 'pill', 'square')
     or coalesce(v_theme->>'font', '') not in ('sans', 'serif', 'rounded', 'mono') then
    return 'O tema da página é inválido.';
  end if;
  if p_kind = 'card' then
    return public.card_content_problem(p_content);
  end if;
  if jsonb_typeof(p_content->'bio') is distinct from 'string'
     or char_length(p_content->>'bio') > 300 then
    return 'O texto pode ter no máximo 300 caracteres.';
  end if;
  if jsonb_typeof(p_content->'buttons') is distinct from 'array' then
    return 'Os botões da página são inválidos.';
  end if;
  if jsonb_array_length(p_content->'buttons') > 30 then
    return 'Use no máximo 30 botões.';
  end if;
  for v_button in select value from jsonb_array_elements(p_content->'buttons') loop
    v_kind := v_button->>'kind';
    v_target := v_button->>'target';
    v_label := v_button->>'label';
    if jsonb_typeof(v_button) is distinct from 'object'
       or coalesce(v_button->>'id', '') !~ '^[A-Za-z0-9_-]{1,40}$'
       or jsonb_typeof(v_button->'label') is distinct from 'string'
       or jsonb_typeof(v_button->'target') is distinct from 'string' then
      return 'Os botões da página são inválidos.';
    end if;
    if btrim(v_label) = '' then
      return 'Dê um texto a cada botão.';
    end if;
    if char_length(v_label) > 60 then
      return 'O texto de cada botão pode ter no máximo 60 caracteres.';
    end if;
    if v_kind in ('link', 'instagram', 'tiktok', 'youtube', 'facebook', 'map') then
      if not public.is_http_url(v_target) then
        return format('O botão "%s" precisa de um endereço http(s) válido.', v_label);
      end if;
    elsif v_kind = 'email' then
      if v_target !~ '^[^@\s<>"]{1,64}@[^@\s<>"]+\.[^@\s<>"]+$' or char_length(v_target) > 254 then
        return format('O botão "%s" precisa de um e-mail válido.', v_label);
      end if;
    elsif v_kind in ('phone', 'whatsapp') then
      if v_target !~ '^\+[1-9][0-9]{7,14}$' then
        return format('O botão "%s" precisa de um telefone válido.', v_label);
      end if;
      if v_button ? 'message' and (jsonb_typeof(v_button->'message') <> 'string'
                                   or char_length(v_button->>'message') > 500) then
        return format('A mensagem do botão "%s" pode ter no máximo 500 caracteres.', v_label);
      end if;
    elsif v_kind = 'pix' then
      if v_target !~ '^000201' or char_length(v_target) > 512 or v_target ~ '[^\x20-\x7e]' then
        return format('O botão "%s" precisa de um código Pix Copia e Cola válido.', v_label);
      end if;
    else
      return 'Tipo de botão inválido.';
    end if;
  end loop;
  return null;
end;
$$;
comment on function public.page_content_problem(text, jsonb) is
  'Internal: null when a page''s content is valid for its kind, else the pt-BR reason (the editor''s zod schema says the same).';
revoke all on function public.page_content_problem(text, jsonb) from public, anon, authenticated;

create table public.pages (
  id           uuid primary key default gen_random_uuid(),
  workspace_id uuid default public.personal_workspace()
               references public.workspaces (id) on delete cascade,
  user_id      uuid references auth.users (id) on delete set null,
  kind         text not null default 'links'
               constraint pages_kind_known check (kind in ('links', 'card')),
  slug         text not null constraint pages_slug_format
               check (slug ~ '^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$' and slug !~ '--'),
  title        text not null constraint pages_title_length
               check (btrim(title) <> '' and char_length(title) <= 80),
  content      jsonb not null,
  published    boolean not null default false,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now(),
  constraint pages_slug_unique unique (slug)
);
comment on table public.pages is
  'Hosted pages at {origin}/p/{slug} (kind links: the Página de links; card: the Cartão de visita digital). Members of the workspace read them; owners, admins and editors write them. Only published pages are served.';
comment on column public.pages.user_id is 'Who made the page (null once their account is deleted: the page stays with the workspace).';
comment on column public.pages.slug is 'The page''s address, {origin}/p/{slug}: 3-50 lowercase letters, digits and single hyphens, unique across the product.';
comment on column public.pages.title is 'The page''s name in the dashboard and the browser''s tab.';
comment on column public.pages.content is 'What the page shows, by kind (checked by page_content_problem).';
comment on column public.pages.published is 'Served at /p/{slug} only while true.';
create index pages_workspace_id_created_at_idx on public.pages (workspace_id, created_at desc);
create index pages_user_id_idx on public.pages (user_id) where user_id is not null;

alter table public.pages enable row level security;
revoke all on public.pages from anon;
revoke all on public.pages from authenticated;
grant select, insert, delete on public.pages to authenticated;
grant update (slug, title, content, published) on public.pages to authenticated;
grant all on public.pages to service_role;

create policy "Members read their workspaces' pages" on public.pages for select to authenticated
  using (workspace_id in (select public.readable_workspaces()));
create policy "Editors make pages in their workspaces" on public.pages for insert to authenticated
  with check (user_id = (select auth.uid())
              and workspace_id in (select public.editable_workspaces()));
create policy "Editors change their workspaces' pages" on public.pages for update to authenticated
  using (workspace_id in (select public.editable_workspaces()))
  with check (workspace_id in (select public.editable_workspaces()));
create policy "Editors delete their workspaces' pages" on public.pages for delete to authenticated
  using (workspace_id in (select public.editable_workspaces()));

-- Before insert or update: the content is checked, every address a button opens is screened
-- (blocked domains, as every destination), and a new page must fit its workspace's plan.
create function public.check_page()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_problem text := public.page_content_problem(new.kind, new.content);
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
  'Trigger before insert or update on pages: refuses invalid content (22023, pt-BR), screens every address a button opens, and on insert keeps the workspace within its owner''s plan''s max_pages (P0001 page_limit), counted under a lock on the workspace.';
revoke all on function public.check_page() from public, anon, authenticated;

create trigger assign_workspace before insert on public.pages
  for each row execute function public.assign_workspace();
create trigger check_page before insert or update of slug, content on public.pages
  for each row execute function public.check_page();
create trigger set_updated_at before update on public.pages
  for each row execute function public.set_updated_at();

-- Every change of a page tells the servers to forget what they hold of it (both slugs when
-- the address changes), as redirect_cache does for the codes.
create function public.notify_page_cache()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform pg_notify('page_cache', old.slug);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.slug <> old.slug) then
    perform pg_notify('page_cache', new.slug);
  end if;
  return null;
end;
$$;
comment on function public.notify_page_cache() is
  'Trigger after a page changes: pg_notify(''page_cache'', slug) for its old and new address, so every server drops its copy.';
revoke all on function public.notify_page_cache() from public, anon, authenticated;
create trigger notify_page_cache after insert or update or delete on public.pages
  for each row execute function public.notify_page_cache();

-- What /p/{slug} shows: a published page with its kind and content, and whether it carries the
-- 'Feito com QR Link' badge (a workspace whose owner's plan is free). Null for an unknown or
-- unpublished page, or one whose owner is blocked.
create function public.published_page(p_slug text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', g.id, 'slug', g.slug, 'kind', g.kind, 'title', g.title, 'content', g.content,
    'badge', coalesce(pl.price, 0) = 0)
  from public.pages g
  join public.workspace_members m on m.workspace_id = g.workspace_id and m.role = 'owner'
  join public.profiles p on p.id = m.user_id
  join auth.users u on u.id = m.user_id
  left join public.plans pl on pl.id = p.plan_id
  where g.slug = lower(p_slug) and g.published
    and (u.banned_until is null or u.banned_until < now())
$$;
comment on function public.published_page(text) is
  'Service role (the servers that answer /p/{slug}): a published page {id, slug, kind, title, content, badge}, or null.';
revoke all on function public.published_page(text) from public, anon, authenticated;
grant execute on function public.published_page(text) to service_role;

-- What a served page shows also depends on its workspace's owner: blocked, the page goes dark;
-- the owner's plan decides the badge. When those change, the servers forget the pages
-- concerned, as they forget a blocked owner's codes; a change of a plan's price forgets every
-- page ('*').
create function public.notify_workspace_pages(p_workspace uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_slug text;
begin
  for v_slug in select g.slug from public.pages g where g.workspace_id = p_workspace loop
    perform pg_notify('page_cache', v_slug);
  end loop;
end;
$$;
comment on function public.notify_workspace_pages(uuid) is
  'Internal: pg_notify(''page_cache'', slug) for every page of a workspace.';
revoke all on function public.notify_workspace_pages(uuid) from public, anon, authenticated;

create function public.notify_owner_pages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_workspace uuid;
begin
  if tg_table_name = 'plans' then
    perform pg_notify('page_cache', '*');
    return null;
  end if;
  if tg_table_name = 'workspace_members' then
    perform public.notify_workspace_pages(coalesce(new.workspace_id, old.workspace_id));
    return null;
  end if;
  for v_workspace in
    select m.workspace_id from public.workspace_members m
    where m.user_id = new.id and m.role = 'owner'
  loop
    perform public.notify_workspace_pages(v_workspace);
  end loop;
  return null;
end;
$$;
comment on function public.notify_owner_pages() is
  'Trigger when what a served page depends on changes (its owner blocked or on another plan, the workspace handed on, a plan''s price): the servers forget the pages concerned.';
revoke all on function public.notify_owner_pages() from public, anon, authenticated;

create trigger notify_owner_pages after update of banned_until on auth.users
  for each row when (new.banned_until is distinct from old.banned_until)
  execute function public.notify_owner_pages();
create trigger notify_owner_pages after update of plan_id on public.profiles
  for each row when (new.plan_id is distinct from old.plan_id)
  execute function public.notify_owner_pages();
create trigger notify_owner_pages_insert after insert on public.workspace_members
  for each row when (new.role = 'owner') execute function public.notify_owner_pages();
create trigger notify_owner_pages_delete after delete on public.workspace_members
  for each row when (old.role = 'owner') execute function public.notify_owner_pages();
create trigger notify_owner_pages_update after update of role on public.workspace_members
  for each row when (old.role = 'owner' or new.role = 'owner')
  execute function public.notify_owner_pages();
create trigger notify_owner_pages after update of price on public.plans
  for each row when (new.price is distinct from old.price)
  execute function public.notify_owner_pages();
