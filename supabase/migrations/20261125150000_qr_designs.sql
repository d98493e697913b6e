-- The QR studio (docs/product/qr-studio.md, "The QR studio"): each QR code keeps its design
-- (shapes, colours, gradient, logo settings, frame) and what it encodes; users keep named design
-- templates.
--
-- What a saved code encodes depends on its content type:
-- - 'url' (every code saved before this migration): dynamic. The code encodes
--   {origin}/qr/{id}, which redirects to target_url; design and rules as before.
-- - any other type (whatsapp, vcard, wifi, email, sms, phone, text, pix): static. The code
--   encodes `payload` itself (a wa.me link, a vCard, a Wi-Fi network, a Pix BR Code...), so it
--   works without our server and is never redirected: target_url is null and /qr/{id} answers
--   404. `content` keeps the form as the user filled it, for editing.
-- A code's type is chosen when it is created and never changes: a printed dynamic code must not
-- turn into a static one (its /qr/{id} would stop working), nor the other way round.

alter table public.qr_codes
  add column design jsonb
    constraint qr_codes_design_object check (design is null or (jsonb_typeof(design) = 'object' and octet_length(design::text) <= 8192)),
  add column content_type text not null default 'url'
    constraint qr_codes_content_type_valid check (content_type in ('url', 'whatsapp', 'vcard', 'wifi', 'email', 'sms', 'phone', 'text', 'pix')),
  add column content jsonb
    constraint qr_codes_content_object check (content is null or (jsonb_typeof(content) = 'object' and octet_length(content::text) <= 16384)),
  add column payload text
    constraint qr_codes_payload_length check (payload is null or char_length(payload) between 1 and 4296);
comment on column public.qr_codes.design is 'The studio design (JSON of core''s qrDesignSchema); null for codes saved before designs, drawn from fg_color and bg_color as before.';
comment on column public.qr_codes.content_type is 'What the code encodes: url (dynamic, {origin}/qr/{id} redirects to target_url) or a static type whose payload is encoded directly. Fixed at creation.';
comment on column public.qr_codes.content is 'The content form as the user filled it (static types only), for editing.';
comment on column public.qr_codes.payload is 'The text a static code encodes (a BR Code, a vCard, WIFI:...); null for url codes.';

-- Static codes have no destination.
alter table public.qr_codes alter column target_url drop not null;
alter table public.qr_codes drop constraint qr_codes_target_url_http;
alter table public.qr_codes add constraint qr_codes_target_url_http
  check (target_url is null or public.is_http_url(target_url));
alter table public.qr_codes add constraint qr_codes_content_matches_type check (
  case when content_type = 'url' then target_url is not null and payload is null and content is null
       else target_url is null and payload is not null and content is not null end
);
comment on table public.qr_codes is 'QR codes. url codes are dynamic: {origin}/qr/{id} redirects to target_url. Other content types are static: the code encodes payload, and /qr/{id} does not redirect. scan_count counts non-bot scans of dynamic codes and is written only by the server''s redirect path.';

-- The owner writes the new columns with the rest of the row; the type only when creating.
grant insert (design, content_type, content, payload) on table public.qr_codes to authenticated;
grant update (design, content, payload) on table public.qr_codes to authenticated;

create or replace function public.normalize_qr_code() returns trigger
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
comment on function public.normalize_qr_code() is 'Trigger on qr_codes insert/edit: trims and validates URLs, colours and the content of its type (fixed at creation), forces scan_count 0 on insert, stamps updated_at on edit.';
revoke all on function public.normalize_qr_code() from public, anon, authenticated, service_role;

drop trigger normalize_qr_code_update on public.qr_codes;
create trigger normalize_qr_code_update
  before update of user_id, target_url, fg_color, bg_color, logo_url, updated_at, created_at,
    design, content_type, content, payload on public.qr_codes
  for each row execute function public.normalize_qr_code();

-- The pt-BR name of a content type, for notifications.
create or replace function public.qr_content_type_label(p_type text) returns text
language sql immutable
set search_path = ''
as $$
  select case p_type
    when 'whatsapp' then 'WhatsApp' when 'vcard' then 'vCard' when 'wifi' then 'Wi-Fi'
    when 'email' then 'E-mail' when 'sms' then 'SMS' when 'phone' then 'Telefone'
    when 'text' then 'Texto' when 'pix' then 'Pix' else 'Link'
  end
$$;
comment on function public.qr_content_type_label(text) is 'pt-BR name of a QR content type (Pix, Wi-Fi, vCard...) for notification texts.';
revoke all on function public.qr_content_type_label(text) from public, anon, authenticated, service_role;

create or replace function public.notify_qr_created() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, type, message, related_qr_code_id)
  values (
    new.user_id, 'qr_created',
    case when new.target_url is not null
      then 'Novo QR Code criado para ' || public.short_url_for_message(new.target_url)
      else 'Novo QR Code criado: ' || public.qr_content_type_label(new.content_type)
    end,
    new.id
  );
  return new;
end;
$$;
comment on function public.notify_qr_created() is 'Trigger after qr_codes insert: notifies the owner (the URL truncated to 30 characters, or the content type of a static code).';
revoke all on function public.notify_qr_created() from public, anon, authenticated, service_role;

-- The hosted redirect: a static code has no destination, so it is not found and counts nothing.
create or replace function public.resolve_qr_redirect(
  p_qr_id uuid,
  p_user_agent text default null,
  p_referrer text default null,
  p_ip text default null,
  p_country text default null,
  p_city text default null,
  p_device text default null,
  p_browser text default null,
  p_os text default null,
  p_is_bot boolean default false
) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_target text;
  v_owner uuid;
  v_count integer;
begin
  if coalesce(p_is_bot, false) then
    select q.target_url into v_target from public.qr_codes q
    where q.id = p_qr_id and q.target_url is not null;
  else
    update public.qr_codes q set scan_count = q.scan_count + 1
    where q.id = p_qr_id and q.target_url is not null
    returning q.target_url, q.user_id, q.scan_count into v_target, v_owner, v_count;
  end if;
  if v_target is null then
    return null;
  end if;

  insert into public.qr_code_scans
    (qr_code_id, user_agent, referrer, ip_address, country, city, device, browser, os, is_bot)
  values (
    p_qr_id, public.clip(p_user_agent), public.clip(p_referrer, 2048), public.clip(p_ip, 64),
    public.clip(p_country, 64), public.clip(p_city, 128), public.clip(p_device, 64),
    public.clip(p_browser, 64), public.clip(p_os, 64), coalesce(p_is_bot, false)
  );

  if v_count in (10, 100, 1000, 10000) then
    insert into public.notifications (user_id, type, message, related_qr_code_id)
    select v_owner, 'scan_milestone',
      format('Seu QR Code atingiu %s scans! (%s)', v_count, public.short_url_for_message(v_target)),
      p_qr_id
    where not exists (
      select 1 from public.notifications n
      where n.related_qr_code_id = p_qr_id and n.type = 'scan_milestone'
        and n.message like format('Seu QR Code atingiu %s scans!%%', v_count)
    );
  end if;
  return v_target;
end;
$$;
comment on function public.resolve_qr_redirect(uuid, text, text, text, text, text, text, text, text, boolean) is 'QR redirect, for the server (service_role) only: destination URL or null (unknown or static codes); records the scan and counts non-bot scans (with milestone notifications).';

-- Named designs a user reuses across codes (the design only: the logo file stays with each code).
create table public.qr_templates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null constraint qr_templates_name_length check (char_length(name) between 1 and 60),
  design jsonb not null
    constraint qr_templates_design_object check (jsonb_typeof(design) = 'object' and octet_length(design::text) <= 8192),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.qr_templates is 'A user''s named QR design templates (the studio''s design JSON, no logo file). Owner-only; names unique per user, case-insensitively; at most 100 per user.';

create unique index qr_templates_user_name_key on public.qr_templates (user_id, lower(name));

alter table public.qr_templates enable row level security;
revoke all on table public.qr_templates from anon, authenticated;
grant select, delete on table public.qr_templates to authenticated;
grant insert (user_id, name, design) on table public.qr_templates to authenticated;
grant update (name, design, updated_at) on table public.qr_templates to authenticated;

create policy "Users read their own QR templates" on public.qr_templates
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create their own QR templates" on public.qr_templates
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users update their own QR templates" on public.qr_templates
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Users delete their own QR templates" on public.qr_templates
  for delete to authenticated using (user_id = (select auth.uid()));

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
  if exists (
    select 1 from public.qr_templates t
    where t.user_id = new.user_id and lower(t.name) = lower(new.name) and t.id <> new.id
  ) then
    raise exception using errcode = '23505', hint = 'template_name_taken',
      message = 'Já existe um modelo com este nome. Escolha outro nome.';
  end if;
  if tg_op = 'INSERT' then
    -- Serialise one user's inserts so two at once cannot both pass the limit.
    perform pg_advisory_xact_lock(hashtextextended('qr_templates:' || new.user_id::text, 0));
    if (select count(*) from public.qr_templates t where t.user_id = new.user_id) >= 100 then
      raise exception using errcode = 'P0001', hint = 'template_limit',
        message = 'Você atingiu o limite de 100 modelos. Exclua um modelo para salvar outro.';
    end if;
    new.created_at := now();
  else
    new.user_id := old.user_id;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.normalize_qr_template() is 'Trigger on qr_templates insert/edit: trims the name, refuses empty, long or duplicate names (23505) and a 101st template (P0001), keeps owner and dates.';
revoke all on function public.normalize_qr_template() from public, anon, authenticated, service_role;

create trigger normalize_qr_template before insert or update on public.qr_templates
  for each row execute function public.normalize_qr_template();

-- Search finds a static code by what it encodes, as it finds a dynamic one by its destination:
-- the full-text words and the substring match of list_my_items (20261125140000_folders_tags)
-- read the payload when there is no target_url.
alter table public.qr_codes drop column search_vector;
alter table public.qr_codes add column search_vector tsvector
  generated always as (to_tsvector('simple',
    regexp_replace(coalesce(target_url, payload, ''), '[[:punct:]]+', ' ', 'g'))) stored;
create index qr_codes_search_idx on public.qr_codes using gin (search_vector);

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
    case p_kind when 'qr' then 'coalesce(i.target_url, i.payload)'
      else $e$(i.original_url || ' ' || i.short_code || ' ' || coalesce(i.custom_alias, '') || ' ' || coalesce(i.description, ''))$e$ end,
    case p_sort when 'visits' then 'visits' else 'created_at' end,
    case when p_ascending then 'asc' else 'desc' end);
  execute v_sql into v_result
  using p_folder_id, p_tag_id, v_search, v_query, v_pattern, p_limit, p_offset;
  return v_result;
end;
$$;
comment on function public.list_my_items(text, text, uuid, uuid, text, boolean, integer, integer) is 'One page {total, rows: [item columns + tags [{id, name}]]} of the caller''s QR codes (p_kind qr) or short links (short_link), filtered by folder (the zero uuid: no folder) and tag, searched by full-text words or substring (address or static content, texts, tag names), sorted by created_at or visits. RLS decides what is seen.';
revoke all on function public.list_my_items(text, text, uuid, uuid, text, boolean, integer, integer) from public, anon, authenticated;
grant execute on function public.list_my_items(text, text, uuid, uuid, text, boolean, integer, integer) to authenticated;
