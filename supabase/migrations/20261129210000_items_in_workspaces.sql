-- Teams, the items move in (docs/product/teams.md, "What a workspace owns"): QR codes, short
-- links, folders, tags and design templates belong to a workspace. Every row goes to the
-- personal workspace of the account that made it, so nothing moves or changes for the user;
-- user_id stays as who made the row (notifications, the export of one's own data). Shared
-- reports, logos, API keys, webhooks and the plan follow in a later migration.
--
-- RLS asks the workspace helpers of 20261129160000_workspaces.sql: any member reads, owners,
-- admins and editors write (Leitor reads only). A new row without a workspace goes to its
-- maker's personal one, so every client that does not know about workspaces yet keeps working.

alter table public.folders add column workspace_id uuid references public.workspaces (id) on delete cascade;
alter table public.tags add column workspace_id uuid references public.workspaces (id) on delete cascade;
alter table public.qr_templates add column workspace_id uuid references public.workspaces (id) on delete cascade;
alter table public.qr_codes add column workspace_id uuid references public.workspaces (id) on delete cascade;
alter table public.short_links add column workspace_id uuid references public.workspaces (id) on delete cascade;

comment on column public.folders.workspace_id is 'The workspace this folder belongs to (names unique within it).';
comment on column public.tags.workspace_id is 'The workspace this tag belongs to (names unique within it).';
comment on column public.qr_templates.workspace_id is 'The workspace this template belongs to (names unique within it, at most 100).';
comment on column public.qr_codes.workspace_id is 'The workspace this code belongs to: its members see it, its owners, admins and editors change it.';
comment on column public.short_links.workspace_id is 'The workspace this link belongs to; null only for a link made anonymously in the public tool.';
comment on column public.folders.user_id is 'Who made the folder.';
comment on column public.tags.user_id is 'Who made the tag.';
comment on column public.qr_templates.user_id is 'Who made the template.';
comment on column public.qr_codes.user_id is 'Who made the code (their notifications; passed to the workspace''s owner when that account is deleted).';
comment on column public.short_links.user_id is 'Who made the link (null: made anonymously in the public tool).';

-- Every account that made something has a personal workspace (every profile got one); this
-- also covers an account without a profile.
select public.ensure_personal_workspace(u.user_id)
from (select user_id from public.folders union select user_id from public.tags
      union select user_id from public.qr_templates union select user_id from public.qr_codes
      union select user_id from public.short_links where user_id is not null) u;

-- The rows go in as they are: the tables' own triggers (normalising, updated_at, the redirect
-- cache) have nothing to do with a new column, and must not touch what the user sees.
alter table public.folders disable trigger user;
alter table public.tags disable trigger user;
alter table public.qr_templates disable trigger user;
alter table public.qr_codes disable trigger user;
alter table public.short_links disable trigger user;
update public.folders t set workspace_id = w.id from public.workspaces w where w.personal_of = t.user_id;
update public.tags t set workspace_id = w.id from public.workspaces w where w.personal_of = t.user_id;
update public.qr_templates t set workspace_id = w.id from public.workspaces w where w.personal_of = t.user_id;
update public.qr_codes t set workspace_id = w.id from public.workspaces w where w.personal_of = t.user_id;
update public.short_links t set workspace_id = w.id from public.workspaces w where w.personal_of = t.user_id;
alter table public.folders enable trigger user;
alter table public.tags enable trigger user;
alter table public.qr_templates enable trigger user;
alter table public.qr_codes enable trigger user;
alter table public.short_links enable trigger user;

alter table public.folders alter column workspace_id set not null;
alter table public.tags alter column workspace_id set not null;
alter table public.qr_templates alter column workspace_id set not null;
alter table public.qr_codes alter column workspace_id set not null;
alter table public.short_links add constraint short_links_workspace_with_maker
  check ((user_id is null) = (workspace_id is null));

-- The caller's personal workspace: what "all my codes" means until the switcher names another.
create or replace function public.personal_workspace() returns uuid
language sql stable
set search_path = ''
as $$
  select w.id from public.workspaces w where w.personal_of = (select auth.uid())
$$;
comment on function public.personal_workspace() is 'The caller''s personal workspace (null for anon): what the lists and totals of "my" codes and links read when no workspace is named.';
revoke all on function public.personal_workspace() from public, anon;
grant execute on function public.personal_workspace() to authenticated, service_role;

alter table public.folders alter column workspace_id set default public.personal_workspace();
alter table public.tags alter column workspace_id set default public.personal_workspace();
alter table public.qr_templates alter column workspace_id set default public.personal_workspace();
alter table public.qr_codes alter column workspace_id set default public.personal_workspace();
alter table public.short_links alter column workspace_id set default public.personal_workspace();

-- Names are unique within a workspace now (every workspace so far is one account's, so no
-- existing pair of names collides).
drop index public.folders_user_name_unique;
drop index public.tags_user_name_unique;
drop index public.qr_templates_user_name_key;
create unique index folders_workspace_name_unique on public.folders (workspace_id, lower(btrim(name)));
create unique index tags_workspace_name_unique on public.tags (workspace_id, lower(btrim(name)));
create unique index qr_templates_workspace_name_key on public.qr_templates (workspace_id, lower(name));
create index qr_codes_workspace_id_created_at_idx on public.qr_codes (workspace_id, created_at desc);
create index short_links_workspace_id_created_at_idx on public.short_links (workspace_id, created_at desc)
  where workspace_id is not null;
comment on table public.folders is 'A workspace''s folders for its QR codes and short links (names unique in any case within the workspace).';
comment on table public.tags is 'A workspace''s tags for its QR codes and short links (names unique in any case within the workspace).';
comment on table public.qr_templates is 'A workspace''s named QR design templates (the studio''s design JSON, no logo file). Names unique per workspace, case-insensitively; at most 100 per workspace.';

-- A row made without naming a workspace goes to its maker's personal one: the column's default
-- for a signed-in caller, this trigger for the server's own inserts (no session: the demo seed,
-- the service role). Named to fire before the tables' other BEFORE INSERT triggers (PostgreSQL
-- fires them by name), which read it.
create or replace function public.assign_workspace() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.workspace_id is null and new.user_id is not null then
    new.workspace_id := public.ensure_personal_workspace(new.user_id);
  end if;
  return new;
end;
$$;
comment on function public.assign_workspace() is 'Trigger on items insert: a row made without a workspace goes to the personal workspace of its maker (user_id).';
revoke all on function public.assign_workspace() from public, anon, authenticated, service_role;
create trigger assign_workspace before insert on public.folders
  for each row execute function public.assign_workspace();
create trigger assign_workspace before insert on public.tags
  for each row execute function public.assign_workspace();
create trigger assign_workspace before insert on public.qr_templates
  for each row execute function public.assign_workspace();
create trigger assign_workspace before insert on public.qr_codes
  for each row execute function public.assign_workspace();
create trigger assign_workspace before insert on public.short_links
  for each row execute function public.assign_workspace();

-- Who may make a row in a workspace: the maker is the caller (the policies), and workspace_id
-- may be named (the switcher will).
grant insert (workspace_id) on table public.folders to authenticated;
grant insert (workspace_id) on table public.tags to authenticated;
grant insert (workspace_id) on table public.qr_templates to authenticated;
grant insert (workspace_id) on table public.qr_codes to authenticated;
grant insert (workspace_id) on table public.short_links to authenticated;

-- The policies: one helper per question (docs/product/teams.md, "How the database decides").
drop policy "Users read their own folders" on public.folders;
drop policy "Users create their own folders" on public.folders;
drop policy "Users rename their own folders" on public.folders;
drop policy "Users delete their own folders" on public.folders;
create policy "Members read their workspaces' folders" on public.folders
  for select to authenticated using (workspace_id in (select public.readable_workspaces()));
create policy "Editors make folders in their workspaces" on public.folders
  for insert to authenticated
  with check (user_id = (select auth.uid()) and workspace_id in (select public.editable_workspaces()));
create policy "Editors change their workspaces' folders" on public.folders
  for update to authenticated
  using (workspace_id in (select public.editable_workspaces()))
  with check (workspace_id in (select public.editable_workspaces()));
create policy "Editors delete their workspaces' folders" on public.folders
  for delete to authenticated using (workspace_id in (select public.editable_workspaces()));
drop policy "Users read their own tags" on public.tags;
drop policy "Users create their own tags" on public.tags;
drop policy "Users rename their own tags" on public.tags;
drop policy "Users delete their own tags" on public.tags;
create policy "Members read their workspaces' tags" on public.tags
  for select to authenticated using (workspace_id in (select public.readable_workspaces()));
create policy "Editors make tags in their workspaces" on public.tags
  for insert to authenticated
  with check (user_id = (select auth.uid()) and workspace_id in (select public.editable_workspaces()));
create policy "Editors change their workspaces' tags" on public.tags
  for update to authenticated
  using (workspace_id in (select public.editable_workspaces()))
  with check (workspace_id in (select public.editable_workspaces()));
create policy "Editors delete their workspaces' tags" on public.tags
  for delete to authenticated using (workspace_id in (select public.editable_workspaces()));
drop policy "Users read their own QR templates" on public.qr_templates;
drop policy "Users create their own QR templates" on public.qr_templates;
drop policy "Users update their own QR templates" on public.qr_templates;
drop policy "Users delete their own QR templates" on public.qr_templates;
create policy "Members read their workspaces' QR templates" on public.qr_templates
  for select to authenticated using (workspace_id in (select public.readable_workspaces()));
create policy "Editors make QR templates in their workspaces" on public.qr_templates
  for insert to authenticated
  with check (user_id = (select auth.uid()) and workspace_id in (select public.editable_workspaces()));
create policy "Editors change their workspaces' QR templates" on public.qr_templates
  for update to authenticated
  using (workspace_id in (select public.editable_workspaces()))
  with check (workspace_id in (select public.editable_workspaces()));
create policy "Editors delete their workspaces' QR templates" on public.qr_templates
  for delete to authenticated using (workspace_id in (select public.editable_workspaces()));
drop policy "Users read their own QR codes" on public.qr_codes;
drop policy "Users create their own QR codes" on public.qr_codes;
drop policy "Users update their own QR codes" on public.qr_codes;
drop policy "Users delete their own QR codes" on public.qr_codes;
create policy "Members read their workspaces' QR codes" on public.qr_codes
  for select to authenticated using (workspace_id in (select public.readable_workspaces()));
create policy "Editors make QR codes in their workspaces" on public.qr_codes
  for insert to authenticated
  with check (user_id = (select auth.uid()) and workspace_id in (select public.editable_workspaces()));
create policy "Editors change their workspaces' QR codes" on public.qr_codes
  for update to authenticated
  using (workspace_id in (select public.editable_workspaces()))
  with check (workspace_id in (select public.editable_workspaces()));
create policy "Editors delete their workspaces' QR codes" on public.qr_codes
  for delete to authenticated using (workspace_id in (select public.editable_workspaces()));
drop policy "Users read their own short links" on public.short_links;
drop policy "Users create their own short links" on public.short_links;
drop policy "Users update their own short links" on public.short_links;
drop policy "Users delete their own short links" on public.short_links;
create policy "Members read their workspaces' short links" on public.short_links
  for select to authenticated using (workspace_id in (select public.readable_workspaces()));
create policy "Editors make short links in their workspaces" on public.short_links
  for insert to authenticated
  with check (user_id = (select auth.uid()) and workspace_id in (select public.editable_workspaces()));
create policy "Editors change their workspaces' short links" on public.short_links
  for update to authenticated
  using (workspace_id in (select public.editable_workspaces()))
  with check (workspace_id in (select public.editable_workspaces()));
create policy "Editors delete their workspaces' short links" on public.short_links
  for delete to authenticated using (workspace_id in (select public.editable_workspaces()));

-- What hangs off an item is read by whoever may read the item.
drop policy "Owners read scans of their QR codes" on public.qr_code_scans;
create policy "Members read scans of their workspaces' QR codes" on public.qr_code_scans
  for select to authenticated using (exists (
    select 1 from public.qr_codes q
    where q.id = qr_code_scans.qr_code_id and q.workspace_id in (select public.readable_workspaces())));
drop policy "Owners read clicks of their short links" on public.link_clicks;
create policy "Members read clicks of their workspaces' short links" on public.link_clicks
  for select to authenticated using (exists (
    select 1 from public.short_links l
    where l.id = link_clicks.short_link_id and l.workspace_id in (select public.readable_workspaces())));
drop policy "Users read the tags of their QR codes" on public.qr_code_tags;
create policy "Members read the tags of their workspaces' QR codes" on public.qr_code_tags
  for select to authenticated using (exists (
    select 1 from public.qr_codes q
    where q.id = qr_code_tags.qr_code_id and q.workspace_id in (select public.readable_workspaces())));
drop policy "Users read the tags of their short links" on public.short_link_tags;
create policy "Members read the tags of their workspaces' short links" on public.short_link_tags
  for select to authenticated using (exists (
    select 1 from public.short_links l
    where l.id = short_link_tags.short_link_id and l.workspace_id in (select public.readable_workspaces())));
-- The sets of readable ids, once per statement (20261129140000_rollup_policy_per_statement.sql).
drop policy "Owners read the rollups of their codes" on public.visit_rollups;
create policy "Members read the rollups of their workspaces' codes" on public.visit_rollups
  for select to authenticated using (
    (kind = 'qr' and target_id in (
      select q.id from public.qr_codes q where q.workspace_id in (select public.readable_workspaces())))
    or (kind = 'link' and target_id in (
      select l.id from public.short_links l where l.workspace_id in (select public.readable_workspaces()))));

-- A saved code's maker stays who made it.
create or replace function public.normalize_qr_code()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.target_url := btrim(new.target_url);
  new.logo_url := nullif(btrim(new.logo_url), '');
  if tg_op = 'UPDATE' and new.content_type is distinct from old.content_type then
    raise exception using errcode = '22023',
      message = 'O tipo de conteúdo de um QR Code salvo não pode ser alterado. Crie um novo QR Code.';
  end if;
  -- Editors change each other's codes now, so the policies no longer pin user_id to the caller:
  -- an API caller cannot make a saved code someone else's (the app sends the same maker back).
  if tg_op = 'UPDATE' and new.user_id is distinct from old.user_id and current_user = 'authenticated' then
    raise exception using errcode = '42501', message = 'Quem criou um QR Code salvo não muda.';
  end if;
  if new.content_type = 'url' then
    if new.target_url is null or new.target_url = '' then
      raise exception using errcode = '22023', message = 'URL de destino é obrigatória.';
    end if;
    if not public.is_http_url(new.target_url) then
      raise exception using errcode = '22023',
        message = 'URL de destino inválida: use um endereço http:// ou https:// com até 2048 caracteres.';
    end if;
  else
    if nullif(new.target_url, '') is not null then
      raise exception using errcode = '22023',
        message = 'Um QR Code de conteúdo fixo não tem URL de destino.';
    end if;
    new.target_url := null;
    if new.payload is null or btrim(new.payload) = '' or new.content is null then
      raise exception using errcode = '22023', message = 'O conteúdo do QR Code é obrigatório.';
    end if;
    if char_length(new.payload) > 4296 then
      raise exception using errcode = '22023', message = 'O conteúdo é grande demais para um QR Code.';
    end if;
  end if;
  if new.design is not null and jsonb_typeof(new.design) <> 'object' then
    raise exception using errcode = '22023', message = 'Design do QR Code inválido.';
  end if;
  if new.logo_url is not null and not public.is_http_url(new.logo_url) then
    raise exception using errcode = '22023', message = 'URL do logo inválida.';
  end if;
  if new.fg_color !~ '^#[0-9A-Fa-f]{6}$' or new.bg_color !~ '^#[0-9A-Fa-f]{6}$' then
    raise exception using errcode = '22023', message = 'Cor inválida: use o formato #rrggbb.';
  end if;
  if tg_op = 'INSERT' then
    new.scan_count := 0;
    new.created_at := now();
    new.updated_at := now();
  else
    new.created_at := old.created_at;
    new.updated_at := now();
  end if;
  return new;
end;
$$;
comment on function public.normalize_qr_code() is 'Trigger on qr_codes insert/edit: trims and validates URLs, colours and the content of its type (fixed at creation), refuses an API caller''s change of maker, forces scan_count 0 on insert, stamps updated_at on edit.';

-- A folder and its items are in the same workspace, one the caller reads.
create or replace function public.check_item_folder() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- The same answer for a folder that does not exist and one of a workspace the caller is not
  -- in, so the check tells nothing about other workspaces.
  if new.folder_id is not null and not exists (
       select 1 from public.folders f
       where f.id = new.folder_id and f.workspace_id = new.workspace_id
         and ((select auth.uid()) is null
              or f.workspace_id in (select public.readable_workspaces()))) then
    raise exception using errcode = '42501', message = 'Pasta não encontrada.';
  end if;
  return new;
end;
$$;
comment on function public.check_item_folder() is 'Trigger: a QR code or short link may only be filed in a folder of its own workspace, one the caller belongs to; the same answer for a folder that does not exist and one of another workspace.';
drop trigger check_item_folder on public.qr_codes;
drop trigger check_item_folder on public.short_links;
create trigger check_item_folder before insert or update of folder_id, workspace_id on public.qr_codes
  for each row execute function public.check_item_folder();
create trigger check_item_folder before insert or update of folder_id, workspace_id on public.short_links
  for each row execute function public.check_item_folder();

create or replace function public.normalise_organiser_name() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := btrim(new.name);
  if tg_table_name = 'folders' and exists (
       select 1 from public.folders f
       where f.workspace_id = new.workspace_id and lower(f.name) = lower(new.name) and f.id <> new.id) then
    raise exception using errcode = '23505', message = 'Já existe uma pasta com este nome.';
  end if;
  if tg_table_name = 'tags' and exists (
       select 1 from public.tags t
       where t.workspace_id = new.workspace_id and lower(t.name) = lower(new.name) and t.id <> new.id) then
    raise exception using errcode = '23505', message = 'Já existe uma tag com este nome.';
  end if;
  return new;
end;
$$;
comment on function public.normalise_organiser_name() is 'Trigger: trims folder and tag names and refuses a name the workspace already has (any case) with a pt-BR message.';

create or replace function public.normalize_qr_template() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := btrim(regexp_replace(coalesce(new.name, ''), '\s+', ' ', 'g'));
  if new.name = '' then
    raise exception using errcode = '22023', message = 'Dê um nome ao modelo.';
  end if;
  if char_length(new.name) > 60 then
    raise exception using errcode = '22023', message = 'O nome do modelo pode ter no máximo 60 caracteres.';
  end if;
  if new.design is null or jsonb_typeof(new.design) <> 'object' then
    raise exception using errcode = '22023', message = 'Design do modelo inválido.';
  end if;
  if tg_op = 'UPDATE' then
    new.workspace_id := old.workspace_id;
    new.created_at := old.created_at;
  end if;
  if exists (
    select 1 from public.qr_templates t
    where t.workspace_id = new.workspace_id and lower(t.name) = lower(new.name) and t.id <> new.id
  ) then
    raise exception using errcode = '23505', hint = 'template_name_taken',
      message = 'Já existe um modelo com este nome. Escolha outro nome.';
  end if;
  if tg_op = 'INSERT' then
    -- Serialise one workspace's inserts so two at once cannot both pass the limit.
    perform pg_advisory_xact_lock(hashtextextended('qr_templates:' || new.workspace_id::text, 0));
    if (select count(*) from public.qr_templates t where t.workspace_id = new.workspace_id) >= 100 then
      raise exception using errcode = 'P0001', hint = 'template_limit',
        message = 'Você atingiu o limite de 100 modelos. Exclua um modelo para salvar outro.';
    end if;
    new.created_at := now();
  end if;
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.normalize_qr_template() is 'Trigger on qr_templates insert/edit: trims the name, refuses empty, long or duplicate names in the workspace (23505) and a 101st template (P0001), keeps the workspace and creation date.';

-- The item functions ask the same question as the policies.
drop function public.owns_visit_target(text, uuid);

create or replace function public.set_item_tags(p_kind text, p_id uuid, p_names text[]) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_workspace uuid;
  v_names text[];
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_kind not in ('qr', 'short_link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  -- One of each name in any case (the first spelling given wins).
  select coalesce(array_agg(name), '{}') into v_names
  from (select distinct on (lower(btrim(n))) btrim(n) as name
        from unnest(coalesce(p_names, '{}')) with ordinality as given(n, at)
        where btrim(n) <> ''
        order by lower(btrim(n)), at) names;
  if cardinality(v_names) > 20 then
    raise exception using errcode = '22023', message = 'Use no máximo 20 tags por item.';
  end if;
  if exists (select 1 from unnest(v_names) n where char_length(n) > 40) then
    raise exception using errcode = '22023', message = 'Cada tag pode ter no máximo 40 caracteres.';
  end if;
  if p_kind = 'qr' then
    select q.workspace_id into v_workspace from public.qr_codes q
    where q.id = p_id and q.workspace_id in (select public.editable_workspaces());
  else
    select l.workspace_id into v_workspace from public.short_links l
    where l.id = p_id and l.workspace_id in (select public.editable_workspaces());
  end if;
  if v_workspace is null then
    raise exception using errcode = 'P0002', message = 'Registro não encontrado.';
  end if;

  insert into public.tags (user_id, workspace_id, name)
  select v_uid, v_workspace, n from unnest(v_names) n
  where not exists (select 1 from public.tags t
                    where t.workspace_id = v_workspace and lower(t.name) = lower(n));

  if p_kind = 'qr' then
    delete from public.qr_code_tags x where x.qr_code_id = p_id;
    insert into public.qr_code_tags (qr_code_id, tag_id)
    select p_id, t.id from public.tags t
    where t.workspace_id = v_workspace and lower(t.name) in (select lower(n) from unnest(v_names) n);
  else
    delete from public.short_link_tags x where x.short_link_id = p_id;
    insert into public.short_link_tags (short_link_id, tag_id)
    select p_id, t.id from public.tags t
    where t.workspace_id = v_workspace and lower(t.name) in (select lower(n) from unnest(v_names) n);
  end if;
  return (select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name) order by lower(t.name)), '[]')
          from public.tags t
          where t.workspace_id = v_workspace and lower(t.name) in (select lower(n) from unnest(v_names) n));
end;
$$;
comment on function public.set_item_tags(p_kind text, p_id uuid, p_names text[]) is 'Owner, admin, editor: the tags of a QR code or short link of their workspace become exactly these names (at most 20, 40 characters each), creating the missing tags in that workspace. Answers [{id, name}].';

create or replace function public.set_redirect_password(p_kind text, p_id uuid, p_password text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_password text := nullif(p_password, '');
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_kind is null or p_kind not in ('qr', 'short_link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  -- bcrypt reads 72 bytes: a longer password would open with anything sharing its first 72.
  if v_password is not null
     and (char_length(v_password) < 4 or octet_length(convert_to(v_password, 'UTF8')) > 72) then
    raise exception using errcode = '22023',
      message = 'A senha do link deve ter entre 4 e 72 caracteres; letras acentuadas contam como 2 e emojis como 4.';
  end if;
  if p_kind = 'qr' then
    perform 1 from public.qr_codes q
    where q.id = p_id and q.workspace_id in (select public.editable_workspaces()) for update;
  else
    perform 1 from public.short_links l
    where l.id = p_id and l.workspace_id in (select public.editable_workspaces()) for update;
  end if;
  if not found then
    raise exception using errcode = 'P0002', message = 'Registro não encontrado.';
  end if;

  delete from public.redirect_passwords r
  where (p_kind = 'qr' and r.qr_code_id = p_id) or (p_kind = 'short_link' and r.short_link_id = p_id);
  if v_password is not null then
    insert into public.redirect_passwords (qr_code_id, short_link_id, password_hash)
    values (case when p_kind = 'qr' then p_id end, case when p_kind = 'short_link' then p_id end,
            extensions.crypt(v_password, extensions.gen_salt('bf', 10)));
  end if;
  if p_kind = 'qr' then
    update public.qr_codes set password_protected = v_password is not null where id = p_id;
  else
    update public.short_links set password_protected = v_password is not null where id = p_id;
  end if;
  return jsonb_build_object('password_protected', v_password is not null);
end;
$$;

comment on function public.set_redirect_password(p_kind text, p_id uuid, p_password text) is 'Owner, admin, editor: protects a QR code or short link of their workspace with a password (4 characters to 72 UTF-8 bytes, kept as a bcrypt hash), or removes it (null or empty). Answers {password_protected}.';

create or replace function public.create_shared_report(p_kind text, p_target uuid)
returns public.shared_reports
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_row public.shared_reports;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_kind is null or p_kind not in ('qr', 'link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  if not (case p_kind
            when 'qr' then exists (
              select 1 from public.qr_codes q
              where q.id = p_target and q.workspace_id in (select public.editable_workspaces()))
            else exists (
              select 1 from public.short_links l
              where l.id = p_target and l.workspace_id in (select public.editable_workspaces()))
          end) then
    raise exception using errcode = 'P0002', message = 'Registro não encontrado.';
  end if;
  -- Static codes (Pix, Wi-Fi, vCard...) are never redirected, so they have no visits to show.
  if p_kind = 'qr' and exists (
       select 1 from public.qr_codes q where q.id = p_target and q.target_url is null) then
    raise exception using errcode = '22023',
      message = 'Só QR Codes dinâmicos têm relatório de acessos para compartilhar.';
  end if;
  -- Parallel calls queue on the owner's profile row, so the count below is never stale.
  perform 1 from public.profiles p where p.id = v_uid for update;
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

comment on function public.create_shared_report(p_kind text, p_target uuid) is 'Owner, admin, editor: shares the analytics of a QR code (qr) or short link (link) of their workspace behind a new random token; at most 100 shares per user, counted under a lock on the caller''s profile; dynamic QR codes only. P0002 for a code they may not change.';

create or replace function public.visit_stats(p_kind text, p_target uuid DEFAULT NULL::uuid, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select public.visit_stats_for(p_kind, array(
    select q.id from public.qr_codes q
    where p_kind = 'qr' and q.workspace_id in (select public.readable_workspaces())
      and (q.id = p_target or (p_target is null and q.workspace_id = public.personal_workspace()))
    union all
    select l.id from public.short_links l
    where p_kind = 'link' and l.workspace_id in (select public.readable_workspaces())
      and (l.id = p_target or (p_target is null and l.workspace_id = public.personal_workspace()))
  ), p_from, p_to)
$$;

comment on function public.visit_stats(p_kind text, p_target uuid, p_from date, p_to date) is 'Analytics of one QR code or short link of the caller''s workspaces (or all of a kind in their personal workspace) over a range of Brazilian days (at most 367): totals, unique visitors, per-day series and top-10 breakdowns, from the rollups. RLS applies (invoker).';

create or replace function public.list_qr_scans(p_qr_code_id uuid DEFAULT NULL::uuid, p_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_to timestamp with time zone DEFAULT NULL::timestamp with time zone, p_search text DEFAULT NULL::text, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0)
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
           or (p_qr_code_id is null and q.workspace_id = public.personal_workspace())));
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

comment on function public.list_qr_scans(p_qr_code_id uuid, p_from timestamp with time zone, p_to timestamp with time zone, p_search text, p_limit integer, p_offset integer) is 'The scans of one QR code of the caller''s workspaces (or of all in their personal workspace), newest first, filtered by date range and text (target URL or user agent, any case), one page at a time, with the total count (from the rollups and the rows of days the range cuts, unless searching); never older than the caller''s plan keeps. RLS applies (invoker).';

create or replace function public.list_link_clicks(p_short_link_id uuid, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0)
returns TABLE(id bigint, clicked_at timestamp with time zone, ip_address text, user_agent text, device text, browser text, os text, country text, city text, referrer text, total_count bigint)
language plpgsql
stable
set search_path = ''
set jit = 'off'
as $$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_from timestamptz := public.visits_kept_since();
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

comment on function public.list_link_clicks(p_short_link_id uuid, p_limit integer, p_offset integer) is 'The click log of a short link of the caller''s workspaces, newest first, one page at a time, with the total count (from the rollups); never older than the caller''s plan keeps. RLS applies (invoker).';

create or replace function public.increment_qr_scan_count(qr_id_param uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.qr_codes q
  set scan_count = (
    select count(*) from public.qr_code_scans s where s.qr_code_id = q.id and not s.is_bot
  )
  where q.id = qr_id_param
    and (q.workspace_id in (select public.readable_workspaces()) or public.is_admin());
end;
$$;

comment on function public.increment_qr_scan_count(qr_id_param uuid) is 'Reconciles scan_count with the scan log for a member of the code''s workspace; a harmless no-op for others (counting happens in resolve_qr_redirect).';

drop function public.list_my_items(text, text, uuid, uuid, text, boolean, integer, integer);

create or replace function public.list_my_items(p_kind text, p_search text DEFAULT NULL::text, p_folder_id uuid DEFAULT NULL::uuid, p_tag_id uuid DEFAULT NULL::uuid, p_sort text DEFAULT 'created_at'::text, p_ascending boolean DEFAULT false, p_limit integer DEFAULT 20, p_offset integer DEFAULT 0, p_workspace uuid DEFAULT NULL::uuid)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_query tsquery;
  v_no_folder constant uuid := '00000000-0000-0000-0000-000000000000';
  v_sql text;
  v_result jsonb;
begin
  if p_kind not in ('qr', 'short_link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  if p_sort is null or p_sort not in ('created_at', 'visits') then
    raise exception using errcode = '22023', message = 'Ordenação inválida.';
  end if;
  if p_limit is null or p_limit not between 1 and 1000 or p_offset is null or p_offset < 0 then
    raise exception using errcode = '22023', message = 'Paginação inválida.';
  end if;
  if char_length(v_search) > 200 then
    raise exception using errcode = '22023', message = 'A busca deve ter no máximo 200 caracteres.';
  end if;
  v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  v_query := public.search_query(v_search);

  v_sql := format($q$
    with matching as (
      select i.*, i.%2$I as visits
      from public.%1$I i
      where i.workspace_id in (select public.readable_workspaces())
        and i.workspace_id = coalesce($8, public.personal_workspace())
        and ($1::uuid is null or ($1 = %5$L and i.folder_id is null) or i.folder_id = $1)
        and ($2::uuid is null or exists (select 1 from public.%3$I x where x.%4$I = i.id and x.tag_id = $2))
        and ($3::text is null
             or ($4::tsquery is not null and i.search_vector @@ $4)
             or %6$s ilike $5
             or exists (select 1 from public.%3$I x join public.tags t on t.id = x.tag_id
                        where x.%4$I = i.id and t.name ilike $5))
    )
    select jsonb_build_object(
      'total', (select count(*) from matching),
      'rows', coalesce((
        select jsonb_agg(to_jsonb(page) - 'search_vector' - 'visits' || jsonb_build_object('tags', (
                 select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name)
                                           order by lower(t.name)), '[]')
                 from public.%3$I x join public.tags t on t.id = x.tag_id
                 where x.%4$I = page.id)))
        from (select * from matching order by %7$s %8$s, created_at desc, id limit $6 offset $7) page
      ), '[]'::jsonb))$q$,
    case p_kind when 'qr' then 'qr_codes' else 'short_links' end,
    case p_kind when 'qr' then 'scan_count' else 'click_count' end,
    case p_kind when 'qr' then 'qr_code_tags' else 'short_link_tags' end,
    case p_kind when 'qr' then 'qr_code_id' else 'short_link_id' end,
    v_no_folder,
    case p_kind when 'qr' then 'coalesce(i.target_url, i.payload)'
      else $e$(i.original_url || ' ' || i.short_code || ' ' || coalesce(i.custom_alias, '') || ' ' || coalesce(i.description, ''))$e$ end,
    case p_sort when 'visits' then 'visits' else 'created_at' end,
    case when p_ascending then 'asc' else 'desc' end);
  execute v_sql into v_result
  using p_folder_id, p_tag_id, v_search, v_query, v_pattern, p_limit, p_offset, p_workspace;
  return v_result;
end;
$$;

comment on function public.list_my_items(p_kind text, p_search text, p_folder_id uuid, p_tag_id uuid, p_sort text, p_ascending boolean, p_limit integer, p_offset integer, p_workspace uuid) is 'One page {total, rows: [item columns + tags [{id, name}]]} of the QR codes (p_kind qr) or short links (short_link) of a workspace the caller belongs to (null: their personal one), filtered by folder (the zero uuid: no folder) and tag, searched by full-text words or substring (address or static content, texts, tag names), sorted by created_at or visits. RLS decides what is seen.';

revoke all on function public.list_my_items(text, text, uuid, uuid, text, boolean, integer, integer, uuid) from public, anon;

grant execute on function public.list_my_items(text, text, uuid, uuid, text, boolean, integer, integer, uuid) to authenticated, service_role;

-- An account leaves its teams' work behind: what it made in a workspace someone else owns stays
-- there, made by that workspace's owner from now on; a team workspace it owned goes to its most
-- senior remaining member (administrators first, then editors, then readers, the longest-standing
-- first), or is deleted with the account when nobody else is in it. Its personal workspace goes
-- with it (workspaces.personal_of cascades).
create or replace function public.hand_on_workspaces_of_deleted_account() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_workspace uuid;
  v_heir uuid;
begin
  for v_workspace in
    select m.workspace_id from public.workspace_members m
    join public.workspaces w on w.id = m.workspace_id
    where m.user_id = old.id and m.role = 'owner' and w.personal_of is null
  loop
    select m.user_id into v_heir from public.workspace_members m
    where m.workspace_id = v_workspace and m.user_id <> old.id
      -- not an account deleted earlier by the same statement (its cascades run at its end)
      and exists (select 1 from auth.users u where u.id = m.user_id)
    order by case m.role when 'admin' then 1 when 'editor' then 2 else 3 end, m.created_at, m.user_id
    limit 1;
    if v_heir is null then
      delete from public.workspaces w where w.id = v_workspace;
    else
      delete from public.workspace_members m where m.workspace_id = v_workspace and m.user_id = old.id;
      update public.workspace_members m set role = 'owner'
      where m.workspace_id = v_workspace and m.user_id = v_heir;
    end if;
  end loop;

  -- What it made elsewhere passes to the owners (a workspace it owned has one again by now).
  update public.qr_codes i set user_id = m.user_id from public.workspace_members m
  where i.user_id = old.id and m.workspace_id = i.workspace_id and m.role = 'owner' and m.user_id <> old.id;
  update public.short_links i set user_id = m.user_id from public.workspace_members m
  where i.user_id = old.id and m.workspace_id = i.workspace_id and m.role = 'owner' and m.user_id <> old.id;
  update public.folders i set user_id = m.user_id from public.workspace_members m
  where i.user_id = old.id and m.workspace_id = i.workspace_id and m.role = 'owner' and m.user_id <> old.id;
  update public.tags i set user_id = m.user_id from public.workspace_members m
  where i.user_id = old.id and m.workspace_id = i.workspace_id and m.role = 'owner' and m.user_id <> old.id;
  update public.qr_templates i set user_id = m.user_id from public.workspace_members m
  where i.user_id = old.id and m.workspace_id = i.workspace_id and m.role = 'owner' and m.user_id <> old.id;
  return old;
end;
$$;
comment on function public.hand_on_workspaces_of_deleted_account() is 'Trigger before an account is deleted: its team workspaces go to their most senior remaining member (or are deleted when empty), and what it made in others'' workspaces passes to their owners, so a team loses nothing when a member leaves for good.';
revoke all on function public.hand_on_workspaces_of_deleted_account() from public, anon, authenticated, service_role;
create trigger hand_on_workspaces before delete on auth.users
  for each row execute function public.hand_on_workspaces_of_deleted_account();
