-- create_short_link: the public short-link tool (anonymous or signed in), with a per-IP hourly
-- limit. Errors: 22023 bad URL/alias, 23505 alias taken, PT429 too many links from this IP.

create table public.short_link_rate_events (
  id bigint generated always as identity primary key,
  client_key text not null,
  created_at timestamptz not null default now()
);
comment on table public.short_link_rate_events is 'Internal: one row per create_short_link call per client IP, kept one hour, for the hourly limit. Not exposed to the API.';
alter table public.short_link_rate_events enable row level security;
revoke all on table public.short_link_rate_events from anon, authenticated;
create index short_link_rate_events_client_key_created_at_idx
  on public.short_link_rate_events (client_key, created_at);

-- The caller's IP as PostgREST (and our server) pass it: first x-forwarded-for entry. Our
-- server overwrites the header with the socket's address; behind a proxy that only APPENDS to
-- a client-sent header, the first entry is client-controlled and the limit is best-effort.
create or replace function public.request_client_ip() returns text
language sql stable
set search_path = ''
as $$
  select nullif(btrim(split_part(
    (nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for'), ',', 1
  )), '')
$$;
comment on function public.request_client_ip() is 'First address of the request''s x-forwarded-for header, or null.';
revoke all on function public.request_client_ip() from public, anon, authenticated, service_role;

-- 7 characters of [A-Za-z0-9] from gen_random_bytes, rejecting bytes >= 248 (= 4 x 62) so
-- every character is equally likely (no modulo bias).
create or replace function public.random_short_code(p_length integer default 7) returns text
language plpgsql volatile
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  code text := '';
  bytes bytea;
  b integer;
  i integer;
begin
  while char_length(code) < p_length loop
    bytes := extensions.gen_random_bytes(16);
    for i in 0 .. 15 loop
      b := get_byte(bytes, i);
      if b < 248 and char_length(code) < p_length then
        code := code || substr(alphabet, (b % 62) + 1, 1);
      end if;
    end loop;
  end loop;
  return code;
end;
$$;
comment on function public.random_short_code(integer) is 'Uniformly random code of letters and digits (rejection sampling over gen_random_bytes).';
revoke all on function public.random_short_code(integer) from public, anon, authenticated, service_role;

create or replace function public.create_short_link(
  p_original_url text,
  p_custom_alias text default null,
  p_description text default null
) returns public.short_links
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  hourly_limit constant integer := 20;
  v_key text;
  v_alias text := nullif(btrim(p_custom_alias), '');
  v_row public.short_links;
  attempt integer;
begin
  -- Validation first so a bad request does not use up the caller's quota.
  if p_original_url is null or not public.is_http_url(btrim(p_original_url)) then
    raise exception using errcode = '22023',
      message = 'URL inválida: use um endereço http:// ou https:// com até 2048 caracteres.';
  end if;
  if v_alias is not null and v_alias !~ '^[A-Za-z0-9-]{1,50}$' then
    raise exception using errcode = '22023',
      message = 'O alias deve ter de 1 a 50 caracteres: apenas letras, números e hífens.';
  end if;

  -- Without a forwarded IP (direct SQL, tests), signed-in users are limited per account and
  -- anonymous calls share one bucket.
  v_key := coalesce(public.request_client_ip(), 'user:' || (select auth.uid())::text, 'unknown');
  perform pg_advisory_xact_lock(hashtext('qrlink.short_link_rate:' || v_key));
  delete from public.short_link_rate_events e
  where e.client_key = v_key and e.created_at < now() - interval '1 hour';
  if (select count(*) from public.short_link_rate_events e where e.client_key = v_key) >= hourly_limit then
    raise exception using errcode = 'PT429',
      message = 'Limite de links atingido: tente novamente em uma hora.',
      hint = 'rate_limited';
  end if;
  insert into public.short_link_rate_events (client_key) values (v_key);

  for attempt in 1 .. 10 loop
    begin
      insert into public.short_links (user_id, original_url, short_code, custom_alias, description)
      values ((select auth.uid()), p_original_url, public.random_short_code(7), v_alias, p_description)
      returning * into v_row;
      return v_row;
    exception when unique_violation then
      -- A taken alias is final; a random-code collision is retried with a new code.
      if v_alias is not null and exists (
        select 1 from public.short_link_names n where n.name = lower(v_alias)
      ) then
        raise exception using errcode = '23505',
          message = 'Este alias personalizado já está sendo utilizado. Por favor, escolha outro.',
          hint = 'custom_alias_taken';
      end if;
    end;
  end loop;
  raise exception using errcode = '23505',
    message = 'Ocorreu um erro ao gerar o código curto. Tente novamente.',
    hint = 'short_code_taken';
end;
$$;
comment on function public.create_short_link(text, text, text) is 'Public short-link tool: validates and trims, picks an unused random 7-character code, owner = caller (null when anonymous), at most 20 links per client IP per hour.';
revoke all on function public.create_short_link(text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.create_short_link(text, text, text) to anon, authenticated, service_role;
