-- Short links, their click log, and the single namespace of codes and aliases.
--
-- Case rule: the namespace is CASE-INSENSITIVE. A random code or custom alias is unique by
-- lower(name) across BOTH short_code and custom_alias (short_link_names enforces it with a
-- unique primary key, so it is race-safe), and resolve_short_link matches case-insensitively:
-- /s/MeuLink and /s/meulink reach the same link, and two links can never differ only by case.
--
-- Anonymous links (user_id null, made by create_short_link) are visible to nobody through the
-- API; owners see and change only their own rows; clicks and click_count are written only by
-- resolve_short_link (SECURITY DEFINER).

create table public.short_links (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  original_url text not null constraint short_links_original_url_http check (public.is_http_url(original_url)),
  short_code text not null constraint short_links_short_code_format check (short_code ~ '^[A-Za-z0-9]{4,32}$'),
  custom_alias text constraint short_links_custom_alias_format check (custom_alias ~ '^[A-Za-z0-9-]{1,50}$'),
  description text constraint short_links_description_length check (char_length(description) <= 500),
  click_count integer not null default 0 constraint short_links_click_count_non_negative check (click_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.short_links is 'Short links: {origin}/s/{custom_alias or short_code} redirects to original_url. user_id null = made anonymously in the public tool.';

alter table public.short_links enable row level security;
revoke all on table public.short_links from anon, authenticated;
grant select, delete on table public.short_links to authenticated;
grant insert (user_id, original_url, short_code, custom_alias, description) on table public.short_links to authenticated;
grant update (original_url, custom_alias, description, updated_at) on table public.short_links to authenticated;

create policy "Users read their own short links" on public.short_links
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create their own short links" on public.short_links
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users update their own short links" on public.short_links
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Users delete their own short links" on public.short_links
  for delete to authenticated using (user_id = (select auth.uid()));

create index short_links_user_id_created_at_idx on public.short_links (user_id, created_at desc);
create index short_links_short_code_idx on public.short_links (short_code);
create index short_links_custom_alias_idx on public.short_links (custom_alias) where custom_alias is not null;

-- Every taken name, lowercased: the one namespace. Internal (no API access at all).
create table public.short_link_names (
  name text primary key constraint short_link_names_lowercase check (name = lower(name)),
  short_link_id uuid not null references public.short_links (id) on delete cascade
);
comment on table public.short_link_names is 'Internal: every short code and custom alias in use, lowercased, unique across both kinds. Maintained by trigger; not exposed to the API.';
alter table public.short_link_names enable row level security;
revoke all on table public.short_link_names from anon, authenticated;
create index short_link_names_short_link_id_idx on public.short_link_names (short_link_id);

-- Trim and validate with pt-BR messages (CHECKs are the backstop); count and dates are ours.
create or replace function public.normalize_short_link() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.original_url := btrim(new.original_url);
  new.custom_alias := nullif(btrim(new.custom_alias), '');
  new.description := nullif(btrim(new.description), '');
  if new.original_url is null or new.original_url = '' then
    raise exception using errcode = '22023', message = 'Por favor, insira a URL que deseja encurtar.';
  end if;
  if not public.is_http_url(new.original_url) then
    raise exception using errcode = '22023',
      message = 'URL inválida: use um endereço http:// ou https:// com até 2048 caracteres.';
  end if;
  if new.custom_alias is not null and new.custom_alias !~ '^[A-Za-z0-9-]{1,50}$' then
    raise exception using errcode = '22023',
      message = 'O alias deve ter de 1 a 50 caracteres: apenas letras, números e hífens.';
  end if;
  if new.short_code is null or new.short_code !~ '^[A-Za-z0-9]{4,32}$' then
    raise exception using errcode = '22023',
      message = 'O código curto deve ter de 4 a 32 letras ou números.';
  end if;
  if tg_op = 'INSERT' then
    new.click_count := 0;
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.normalize_short_link() is 'Trigger on short_links insert/edit: trims, validates URL, alias and code, zeroes click_count on insert.';
revoke all on function public.normalize_short_link() from public, anon, authenticated, service_role;

create trigger normalize_short_link_insert before insert on public.short_links
  for each row execute function public.normalize_short_link();
create trigger normalize_short_link_update
  before update of original_url, short_code, custom_alias, description, updated_at, created_at, user_id on public.short_links
  for each row execute function public.normalize_short_link();

-- Claims the link's code and alias in short_link_names; a taken name raises 23505 with the
-- spec's message, and the whole insert/update rolls back.
create or replace function public.claim_short_link_names() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    delete from public.short_link_names n where n.short_link_id = new.id;
  end if;
  begin
    insert into public.short_link_names (name, short_link_id) values (lower(new.short_code), new.id);
  exception when unique_violation then
    raise exception using errcode = '23505',
      message = 'Ocorreu um erro ao gerar o código curto. Tente novamente.',
      hint = 'short_code_taken';
  end;
  if new.custom_alias is not null and lower(new.custom_alias) <> lower(new.short_code) then
    begin
      insert into public.short_link_names (name, short_link_id) values (lower(new.custom_alias), new.id);
    exception when unique_violation then
      raise exception using errcode = '23505',
        message = 'Este alias personalizado já está sendo utilizado. Por favor, escolha outro.',
        hint = 'custom_alias_taken';
    end;
  end if;
  return new;
end;
$$;
comment on function public.claim_short_link_names() is 'Trigger after short_links insert/edit: reserves code and alias in the one case-insensitive namespace (23505 when taken).';
revoke all on function public.claim_short_link_names() from public, anon, authenticated, service_role;

create trigger claim_short_link_names_insert after insert on public.short_links
  for each row execute function public.claim_short_link_names();
create trigger claim_short_link_names_update after update of short_code, custom_alias on public.short_links
  for each row execute function public.claim_short_link_names();

create table public.link_clicks (
  id bigint generated always as identity primary key,
  short_link_id uuid not null references public.short_links (id) on delete cascade,
  clicked_at timestamptz not null default now(),
  ip_address text,
  user_agent text,
  country text,
  city text,
  referrer text,
  device text,
  browser text,
  os text,
  is_bot boolean not null default false
);
comment on table public.link_clicks is 'One row per short-link click (bots flagged). Written only by resolve_short_link; owners read clicks of their own links.';

alter table public.link_clicks enable row level security;
revoke all on table public.link_clicks from anon, authenticated;
grant select on table public.link_clicks to authenticated;

create policy "Owners read clicks of their short links" on public.link_clicks
  for select to authenticated
  using (exists (
    select 1 from public.short_links l where l.id = short_link_id and l.user_id = (select auth.uid())
  ));

create index link_clicks_short_link_id_clicked_at_idx on public.link_clicks (short_link_id, clicked_at desc);

-- The short-link redirect: original_url for a code or alias (case-insensitive), null when
-- unknown; records the click, and counts it unless it is a bot.
create or replace function public.resolve_short_link(
  p_code text,
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
  v_link_id uuid;
  v_url text;
begin
  select n.short_link_id into v_link_id
  from public.short_link_names n where n.name = lower(btrim(coalesce(p_code, '')));
  if v_link_id is null then
    return null;
  end if;
  if coalesce(p_is_bot, false) then
    select l.original_url into v_url from public.short_links l where l.id = v_link_id;
  else
    update public.short_links l set click_count = l.click_count + 1
    where l.id = v_link_id returning l.original_url into v_url;
  end if;
  if v_url is null then
    return null;
  end if;
  insert into public.link_clicks
    (short_link_id, user_agent, referrer, ip_address, country, city, device, browser, os, is_bot)
  values (
    v_link_id, public.clip(p_user_agent), public.clip(p_referrer, 2048), public.clip(p_ip, 64),
    public.clip(p_country, 64), public.clip(p_city, 128), public.clip(p_device, 64),
    public.clip(p_browser, 64), public.clip(p_os, 64), coalesce(p_is_bot, false)
  );
  return v_url;
end;
$$;
comment on function public.resolve_short_link(text, text, text, text, text, text, text, text, text, boolean) is 'Short-link redirect for anyone: destination or null; records the click and counts non-bot clicks.';
revoke all on function public.resolve_short_link(text, text, text, text, text, text, text, text, text, boolean) from public, anon, authenticated, service_role;
grant execute on function public.resolve_short_link(text, text, text, text, text, text, text, text, text, boolean) to anon, authenticated, service_role;
