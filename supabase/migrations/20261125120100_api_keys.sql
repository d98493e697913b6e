-- API keys for the REST API at /api/v1
-- (docs/product/sharing-api-lgpd.md, "Sharing, the API and LGPD"). A key is 'qrl_' and 32 random
-- URL-safe characters, shown once by create_api_key; the database keeps only its SHA-256 (a key has
-- 192 random bits: a fast hash is enough, and it lets every request be checked in one indexed
-- lookup). The server finds the owner by that hash (api_key_owner, service role only) and runs the
-- request as the owner, so RLS decides what a key reaches.

create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null constraint api_keys_name_length check (char_length(name) between 1 and 100),
  -- The key's first characters ('qrl_' + 8), so the owner can tell keys apart.
  prefix text not null constraint api_keys_prefix_format check (prefix ~ '^qrl_[A-Za-z0-9_-]{8}$'),
  key_hash text not null constraint api_keys_key_hash_unique unique
    constraint api_keys_key_hash_format check (key_hash ~ '^[0-9a-f]{64}$'),
  rate_limit_per_minute integer not null default 60
    constraint api_keys_rate_limit_range check (rate_limit_per_minute between 1 and 10000),
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
comment on table public.api_keys is 'API keys of the REST API (/api/v1): name, prefix, SHA-256 of the key (never the key), per-key rate limit, last use, revocation. Owners read the metadata of their own (never key_hash); created and revoked through functions.';
comment on column public.api_keys.key_hash is 'SHA-256 (hex) of the key; no API role may read it.';

alter table public.api_keys enable row level security;
revoke all on table public.api_keys from anon, authenticated;
grant select (id, user_id, name, prefix, rate_limit_per_minute, created_at, last_used_at, revoked_at)
  on table public.api_keys to authenticated;

create policy "Users read their own API keys" on public.api_keys
  for select to authenticated using (user_id = (select auth.uid()));

create index api_keys_user_id_idx on public.api_keys (user_id, created_at desc);

-- The key once, with its metadata: {id, name, prefix, key, rate_limit_per_minute, created_at}.
create or replace function public.create_api_key(p_name text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_name text := btrim(coalesce(p_name, ''));
  v_key text := 'qrl_' || public.random_token(24);
  v_row public.api_keys;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if char_length(v_name) not between 1 and 100 then
    raise exception using errcode = '22023', message = 'Dê um nome de 1 a 100 caracteres à chave.';
  end if;
  perform pg_advisory_xact_lock(hashtext('qrlink.api_keys:' || v_uid::text));
  if (select count(*) from public.api_keys k where k.user_id = v_uid and k.revoked_at is null) >= 10 then
    raise exception using errcode = '22023',
      message = 'Limite de 10 chaves ativas atingido. Revogue alguma antes de criar outra.';
  end if;
  insert into public.api_keys (user_id, name, prefix, key_hash)
  values (v_uid, v_name, left(v_key, 12), encode(extensions.digest(v_key, 'sha256'), 'hex'))
  returning * into v_row;
  return jsonb_build_object('id', v_row.id, 'name', v_row.name, 'prefix', v_row.prefix,
    'key', v_key, 'rate_limit_per_minute', v_row.rate_limit_per_minute,
    'created_at', v_row.created_at);
end;
$$;
comment on function public.create_api_key(text) is 'Owner: creates an API key named p_name (1-100 characters; at most 10 active keys) and answers it once with its metadata; only its SHA-256 is stored.';
revoke all on function public.create_api_key(text) from public, anon, authenticated, service_role;
grant execute on function public.create_api_key(text) to authenticated;

create or replace function public.revoke_api_key(p_id uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  update public.api_keys k set revoked_at = coalesce(k.revoked_at, now())
  where k.id = p_id and k.user_id = (select auth.uid());
  if not found then
    raise exception using errcode = 'P0002', message = 'Chave não encontrada.';
  end if;
end;
$$;
comment on function public.revoke_api_key(uuid) is 'Owner: revokes one of their API keys for good (the next request with it is refused). P0002 for a key that is not theirs.';
revoke all on function public.revoke_api_key(uuid) from public, anon, authenticated, service_role;
grant execute on function public.revoke_api_key(uuid) to authenticated;

-- The server's lookup: who owns the live key with this hash. Notes the use at most once a minute
-- (a busy key does not write on every request).
create or replace function public.api_key_owner(p_key_hash text)
returns table (key_id uuid, user_id uuid, email text, rate_limit_per_minute integer)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  update public.api_keys k set last_used_at = now()
  where k.key_hash = p_key_hash and k.revoked_at is null
    and (k.last_used_at is null or k.last_used_at < now() - interval '1 minute');
  return query
    select k.id, k.user_id, u.email::text, k.rate_limit_per_minute
    from public.api_keys k join auth.users u on u.id = k.user_id
    where k.key_hash = p_key_hash and k.revoked_at is null;
end;
$$;
comment on function public.api_key_owner(text) is 'Server only (service_role): the key id, owner, owner e-mail and rate limit of the live API key with this SHA-256, nothing for an unknown or revoked one.';
revoke all on function public.api_key_owner(text) from public, anon, authenticated, service_role;
grant execute on function public.api_key_owner(text) to service_role;
