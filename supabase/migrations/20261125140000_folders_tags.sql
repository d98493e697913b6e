-- Organising (docs/product/organising.md, "Organising"): folders and tags for QR codes and short
-- links, each user's own, and one listing per kind that filters by folder and tag and searches in
-- the database (full-text words, else a substring), so the lists stay quick with thousands of
-- items. Deleting a folder or a tag keeps the items: they lose the folder or the tag.

create table public.folders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null constraint folders_name_length check (char_length(btrim(name)) between 1 and 60),
  created_at timestamptz not null default now()
);
comment on table public.folders is 'A user''s folders for their QR codes and short links (one namespace per user, names unique in any case).';
create unique index folders_user_name_unique on public.folders (user_id, lower(btrim(name)));
alter table public.folders enable row level security;
revoke all on table public.folders from anon, authenticated;
grant select, delete on table public.folders to authenticated;
grant insert (user_id, name) on table public.folders to authenticated;
grant update (name) on table public.folders to authenticated;
create policy "Users read their own folders" on public.folders
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create their own folders" on public.folders
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users rename their own folders" on public.folders
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users delete their own folders" on public.folders
  for delete to authenticated using (user_id = (select auth.uid()));

create table public.tags (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null constraint tags_name_length check (char_length(btrim(name)) between 1 and 40),
  created_at timestamptz not null default now()
);
comment on table public.tags is 'A user''s tags for their QR codes and short links (names unique per user in any case).';
create unique index tags_user_name_unique on public.tags (user_id, lower(btrim(name)));
alter table public.tags enable row level security;
revoke all on table public.tags from anon, authenticated;
grant select, delete on table public.tags to authenticated;
grant insert (user_id, name) on table public.tags to authenticated;
grant update (name) on table public.tags to authenticated;
create policy "Users read their own tags" on public.tags
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create their own tags" on public.tags
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users rename their own tags" on public.tags
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users delete their own tags" on public.tags
  for delete to authenticated using (user_id = (select auth.uid()));

-- Names arrive trimmed, and a taken name says so in pt-BR (the unique index is the backstop).
create or replace function public.normalise_organiser_name() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := btrim(new.name);
  if tg_table_name = 'folders' and exists (
       select 1 from public.folders f
       where f.user_id = new.user_id and lower(f.name) = lower(new.name) and f.id <> new.id) then
    raise exception using errcode = '23505', message = 'Já existe uma pasta com este nome.';
  end if;
  if tg_table_name = 'tags' and exists (
       select 1 from public.tags t
       where t.user_id = new.user_id and lower(t.name) = lower(new.name) and t.id <> new.id) then
    raise exception using errcode = '23505', message = 'Já existe uma tag com este nome.';
  end if;
  return new;
end;
$$;
comment on function public.normalise_organiser_name() is 'Trigger: trims folder and tag names and refuses a name the user already has (any case) with a pt-BR message.';
revoke all on function public.normalise_organiser_name() from public, anon, authenticated;
create trigger normalise_name before insert or update of name on public.folders
  for each row execute function public.normalise_organiser_name();
create trigger normalise_name before insert or update of name on public.tags
  for each row execute function public.normalise_organiser_name();

alter table public.qr_codes add column folder_id uuid references public.folders (id) on delete set null;
alter table public.short_links add column folder_id uuid references public.folders (id) on delete set null;
comment on column public.qr_codes.folder_id is 'The owner''s folder this code is in (null: none).';
comment on column public.short_links.folder_id is 'The owner''s folder this link is in (null: none).';
grant insert (folder_id), update (folder_id) on table public.qr_codes to authenticated;
grant insert (folder_id), update (folder_id) on table public.short_links to authenticated;
create index qr_codes_folder_id_idx on public.qr_codes (folder_id) where folder_id is not null;
create index short_links_folder_id_idx on public.short_links (folder_id) where folder_id is not null;

-- An item can only be filed in a folder of its own owner.
create or replace function public.check_item_folder() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.folder_id is not null and not exists (
       select 1 from public.folders f where f.id = new.folder_id and f.user_id = new.user_id) then
    raise exception using errcode = '42501', message = 'Pasta não encontrada.';
  end if;
  return new;
end;
$$;
comment on function public.check_item_folder() is 'Trigger: a QR code or short link may only be filed in a folder of its own owner.';
revoke all on function public.check_item_folder() from public, anon, authenticated;
create trigger check_item_folder before insert or update of folder_id, user_id on public.qr_codes
  for each row execute function public.check_item_folder();
create trigger check_item_folder before insert or update of folder_id, user_id on public.short_links
  for each row execute function public.check_item_folder();

create table public.qr_code_tags (
  qr_code_id uuid not null references public.qr_codes (id) on delete cascade,
  tag_id uuid not null references public.tags (id) on delete cascade,
  primary key (qr_code_id, tag_id)
);
comment on table public.qr_code_tags is 'Which of the owner''s tags each QR code carries (written by set_item_tags).';
create index qr_code_tags_tag_id_idx on public.qr_code_tags (tag_id);
create table public.short_link_tags (
  short_link_id uuid not null references public.short_links (id) on delete cascade,
  tag_id uuid not null references public.tags (id) on delete cascade,
  primary key (short_link_id, tag_id)
);
comment on table public.short_link_tags is 'Which of the owner''s tags each short link carries (written by set_item_tags).';
create index short_link_tags_tag_id_idx on public.short_link_tags (tag_id);
alter table public.qr_code_tags enable row level security;
alter table public.short_link_tags enable row level security;
revoke all on table public.qr_code_tags, public.short_link_tags from anon, authenticated;
grant select on table public.qr_code_tags, public.short_link_tags to authenticated;
create policy "Users read the tags of their QR codes" on public.qr_code_tags
  for select to authenticated using (exists (
    select 1 from public.qr_codes q where q.id = qr_code_id and q.user_id = (select auth.uid())));
create policy "Users read the tags of their short links" on public.short_link_tags
  for select to authenticated using (exists (
    select 1 from public.short_links l where l.id = short_link_id and l.user_id = (select auth.uid())));

-- Replaces an item's tags by these names, creating the ones the user does not have yet.
create or replace function public.set_item_tags(p_kind text, p_id uuid, p_names text[])
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
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
    perform 1 from public.qr_codes q where q.id = p_id and q.user_id = v_uid;
  else
    perform 1 from public.short_links l where l.id = p_id and l.user_id = v_uid;
  end if;
  if not found then
    raise exception using errcode = 'P0002', message = 'Registro não encontrado.';
  end if;

  insert into public.tags (user_id, name)
  select v_uid, n from unnest(v_names) n
  where not exists (select 1 from public.tags t where t.user_id = v_uid and lower(t.name) = lower(n));

  if p_kind = 'qr' then
    delete from public.qr_code_tags x where x.qr_code_id = p_id;
    insert into public.qr_code_tags (qr_code_id, tag_id)
    select p_id, t.id from public.tags t
    where t.user_id = v_uid and lower(t.name) in (select lower(n) from unnest(v_names) n);
  else
    delete from public.short_link_tags x where x.short_link_id = p_id;
    insert into public.short_link_tags (short_link_id, tag_id)
    select p_id, t.id from public.tags t
    where t.user_id = v_uid and lower(t.name) in (select lower(n) from unnest(v_names) n);
  end if;
  return (select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name) order by lower(t.name)), '[]')
          from public.tags t
          where t.user_id = v_uid and lower(t.name) in (select lower(n) from unnest(v_names) n));
end;
$$;
comment on function public.set_item_tags(text, uuid, text[]) is 'Owner: the tags of one of their QR codes or short links become exactly these names (at most 20, 40 characters each), creating the missing tags. Answers [{id, name}].';
revoke all on function public.set_item_tags(text, uuid, text[]) from public, anon, authenticated;
grant execute on function public.set_item_tags(text, uuid, text[]) to authenticated;

-- Full-text search: the words of each item's addresses and texts ('simple': no stemming), with
-- punctuation turned into spaces first so that 'promocao-de-verao.example/cupom' is four words,
-- not one host name.
alter table public.qr_codes add column search_vector tsvector
  generated always as (to_tsvector('simple',
    regexp_replace(coalesce(target_url, ''), '[[:punct:]]+', ' ', 'g'))) stored;
alter table public.short_links add column search_vector tsvector
  generated always as (to_tsvector('simple', regexp_replace(
    coalesce(original_url, '') || ' ' || coalesce(short_code, '') || ' ' ||
    coalesce(custom_alias, '') || ' ' || coalesce(description, ''), '[[:punct:]]+', ' ', 'g'))) stored;
create index qr_codes_search_idx on public.qr_codes using gin (search_vector);
create index short_links_search_idx on public.short_links using gin (search_vector);

/** Words typed in a search box as a prefix tsquery ('promo ver' -> 'promo:* & ver:*'), or null. */
create or replace function public.search_query(p_text text) returns tsquery
language sql immutable
set search_path = ''
as $$
  select case when count(*) = 0 then null
         else to_tsquery('simple', string_agg(quote_literal(w) || ':*', ' & ')) end
  from regexp_split_to_table(lower(coalesce(p_text, '')), '[[:space:][:punct:]]+') as w
  where w <> ''
$$;
comment on function public.search_query(text) is 'The words of a search box as a prefix tsquery (null for none).';
revoke all on function public.search_query(text) from public, anon, authenticated;
grant execute on function public.search_query(text) to authenticated;

-- One page of the caller's QR codes or short links: searched (its words in the full-text
-- index, or the text anywhere in the address, description or a tag name), in a folder (or in
-- none: p_folder_id = '00000000-0000-0000-0000-000000000000'), with a tag, sorted. RLS applies.
create or replace function public.list_my_items(
  p_kind text,
  p_search text default null,
  p_folder_id uuid default null,
  p_tag_id uuid default null,
  p_sort text default 'created_at',
  p_ascending boolean default false,
  p_limit integer default 20,
  p_offset integer default 0
) returns jsonb
language plpgsql stable
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
      where i.user_id = (select auth.uid())
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
    case p_kind when 'qr' then 'i.target_url'
      else $e$(i.original_url || ' ' || i.short_code || ' ' || coalesce(i.custom_alias, '') || ' ' || coalesce(i.description, ''))$e$ end,
    case p_sort when 'visits' then 'visits' else 'created_at' end,
    case when p_ascending then 'asc' else 'desc' end);
  execute v_sql into v_result
  using p_folder_id, p_tag_id, v_search, v_query, v_pattern, p_limit, p_offset;
  return v_result;
end;
$$;
comment on function public.list_my_items(text, text, uuid, uuid, text, boolean, integer, integer) is 'One page {total, rows: [item columns + tags [{id, name}]]} of the caller''s QR codes (p_kind qr) or short links (short_link), filtered by folder (the zero uuid: no folder) and tag, searched by full-text words or substring (address, texts, tag names), sorted by created_at or visits. RLS decides what is seen.';
revoke all on function public.list_my_items(text, text, uuid, uuid, text, boolean, integer, integer) from public, anon, authenticated;
grant execute on function public.list_my_items(text, text, uuid, uuid, text, boolean, integer, integer) to authenticated;
