-- Teams, API keys (docs/product/teams.md, "API keys"): a key belongs to one workspace and acts
-- for it with the role of whoever created it, capped by its scope (read only, or read and
-- write). The owners and admins of a workspace create and revoke its keys.
--
-- The cap is the database's, not the API's: the API runs each request as the key's creator
-- with two more claims, `api_workspace` and `api_scope` (the server signs them; no session of
-- the app carries them), and the helpers every policy and item function asks
-- (readable_workspaces, editable_workspaces, administered_workspaces) narrow to that workspace,
-- and give nothing to write with under a read-only key. A creator who leaves or is removed takes
-- their keys of that workspace with them (revoked), and a key whose creator is no longer a
-- member opens nothing.

alter table public.api_keys
  add column workspace_id uuid references public.workspaces (id) on delete cascade,
  add column scope text not null default 'read_write'
    constraint api_keys_scope_valid check (scope in ('read_only', 'read_write'));

-- Today's keys reach what their owner reads and writes: they go to the owner's personal
-- workspace, read and write, as the codes they made went there.
update public.api_keys k set workspace_id = w.id
from public.workspaces w where w.personal_of = k.user_id;
alter table public.api_keys alter column workspace_id set not null;

comment on column public.api_keys.user_id is 'Who created the key: the key acts with their role in its workspace.';
comment on column public.api_keys.workspace_id is 'The workspace the key acts for: it reads and writes there only.';
comment on column public.api_keys.scope is 'read_only (the key only reads) or read_write (as far as its creator''s role goes).';
comment on table public.api_keys is 'API keys of the REST API (/api/v1), each acting for one workspace with its creator''s role capped by its scope: name, prefix, SHA-256 of the key (never the key), per-key rate limit, last use, revocation. The workspace''s owners and admins read the metadata (never key_hash); created and revoked through functions.';

drop index if exists public.api_keys_user_id_idx;
create index api_keys_workspace_idx on public.api_keys (workspace_id, created_at desc);
create index api_keys_user_idx on public.api_keys (user_id);

-- The metadata columns the app lists (never key_hash), now with where and how a key acts.
grant select (workspace_id, scope) on public.api_keys to authenticated;

drop policy "Users read their own API keys" on public.api_keys;
create policy "Workspace admins read its API keys" on public.api_keys for select to authenticated
  using (workspace_id in (select public.administered_workspaces()));

-- The claims an API request adds to its creator's (null in every app session).
create or replace function public.api_key_workspace() returns uuid
language sql stable
set search_path = ''
as $$
  select ((select auth.jwt()) ->> 'api_workspace')::uuid
$$;
comment on function public.api_key_workspace() is 'The workspace of the API key this request runs under (its api_workspace claim, set by the API server), null for the app''s sessions.';
revoke all on function public.api_key_workspace() from public, anon;
grant execute on function public.api_key_workspace() to authenticated, service_role;

create or replace function public.api_key_writes() returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'api_scope', 'read_write') = 'read_write'
$$;
comment on function public.api_key_writes() is 'False under a read-only API key (its api_scope claim), true otherwise.';
revoke all on function public.api_key_writes() from public, anon;
grant execute on function public.api_key_writes() to authenticated, service_role;

create or replace function public.readable_workspaces() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid())
    and m.workspace_id = coalesce((select public.api_key_workspace()), m.workspace_id)
$$;
comment on function public.readable_workspaces() is 'The workspaces the caller may read (any role; under an API key, its workspace only): the helper RLS asks "may this user read this workspace?".';

create or replace function public.editable_workspaces() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin', 'editor')
    and m.workspace_id = coalesce((select public.api_key_workspace()), m.workspace_id)
    and (select public.api_key_writes())
$$;
comment on function public.editable_workspaces() is 'The workspaces whose items the caller may create, change and delete (owner, admin, editor; under an API key, its workspace only, and none if the key is read-only).';

create or replace function public.administered_workspaces() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin')
    and m.workspace_id = coalesce((select public.api_key_workspace()), m.workspace_id)
    and (select public.api_key_writes())
$$;
comment on function public.administered_workspaces() is 'The workspaces whose members, settings, API keys and webhooks the caller may manage (owner, admin; under an API key, its workspace only, and none if the key is read-only).';

drop function public.create_api_key(text);
create function public.create_api_key(
  p_name text,
  p_workspace uuid default null,
  p_scope text default 'read_write'
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_name text := btrim(coalesce(p_name, ''));
  v_workspace uuid := coalesce(p_workspace, public.personal_workspace());
  v_key text := 'qrl_' || public.random_token(24);
  v_row public.api_keys;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if char_length(v_name) not between 1 and 100 then
    raise exception using errcode = '22023', message = 'Dê um nome de 1 a 100 caracteres à chave.';
  end if;
  if p_scope is null or p_scope not in ('read_only', 'read_write') then
    raise exception using errcode = '22023', message = 'Escolha a permissão da chave: somente leitura, ou leitura e escrita.';
  end if;
  if v_workspace is null or v_workspace not in (select public.administered_workspaces()) then
    raise exception using errcode = '42501',
      message = 'Só o proprietário e os administradores do espaço de trabalho criam chaves de API.';
  end if;
  perform pg_advisory_xact_lock(hashtext('qrlink.api_keys:' || v_workspace::text));
  if (select count(*) from public.api_keys k
      where k.workspace_id = v_workspace and k.revoked_at is null) >= 10 then
    raise exception using errcode = '22023',
      message = 'Limite de 10 chaves ativas atingido. Revogue alguma antes de criar outra.';
  end if;
  insert into public.api_keys (user_id, workspace_id, scope, name, prefix, key_hash)
  values (v_uid, v_workspace, p_scope, v_name, left(v_key, 12),
    encode(extensions.digest(v_key, 'sha256'), 'hex'))
  returning * into v_row;
  return jsonb_build_object('id', v_row.id, 'name', v_row.name, 'prefix', v_row.prefix,
    'key', v_key, 'scope', v_row.scope, 'workspace_id', v_row.workspace_id,
    'rate_limit_per_minute', v_row.rate_limit_per_minute, 'created_at', v_row.created_at);
end;
$$;
comment on function public.create_api_key(text, uuid, text) is 'Owner or admin of p_workspace (default: the caller''s personal one): creates an API key named p_name (1-100 characters; at most 10 active keys per workspace) acting there with the caller''s role, capped by p_scope (read_only, read_write), and answers it once with its metadata; only its SHA-256 is stored.';
revoke all on function public.create_api_key(text, uuid, text) from public, anon;
grant execute on function public.create_api_key(text, uuid, text) to authenticated;

create or replace function public.revoke_api_key(p_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  update public.api_keys k set revoked_at = coalesce(k.revoked_at, now())
  where k.id = p_id
    and (k.user_id = (select auth.uid()) or k.workspace_id in (select public.administered_workspaces()));
  if not found then
    raise exception using errcode = 'P0002', message = 'Chave não encontrada.';
  end if;
end;
$$;
comment on function public.revoke_api_key(uuid) is 'The key''s creator, or an owner or admin of its workspace: revokes it for good (the next request with it is refused). P0002 for a key the caller cannot revoke.';

-- A member who leaves or is removed takes their keys of that workspace with them.
create or replace function public.revoke_departed_member_keys() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.api_keys k set revoked_at = now()
  where k.workspace_id = old.workspace_id and k.user_id = old.user_id and k.revoked_at is null;
  return null;
end;
$$;
comment on function public.revoke_departed_member_keys() is 'Trigger: revokes the API keys a member made in a workspace when they leave it or are removed.';
revoke all on function public.revoke_departed_member_keys() from public, anon, authenticated, service_role;

create trigger revoke_departed_member_keys
after delete on public.workspace_members
for each row execute function public.revoke_departed_member_keys();

-- The key's workspace, scope and its creator's role there come with its owner; a key whose
-- creator is no longer a member (or is blocked) opens nothing.
drop function public.api_key_owner(text);
create function public.api_key_owner(p_key_hash text)
returns table (key_id uuid, user_id uuid, email text, workspace_id uuid, scope text, role text,
  rate_limit_per_minute integer, requests_this_minute integer, minute_ends_at timestamptz)
language plpgsql security definer
set search_path = ''
as $$
declare
  v_key record;
  v_requests integer;
  v_ends_at timestamptz;
begin
  select k.id, k.user_id, u.email::text as email, k.workspace_id, k.scope, m.role,
         k.rate_limit_per_minute, k.last_used_at
  into v_key
  from public.api_keys k
  join auth.users u on u.id = k.user_id
  join public.workspace_members m on m.workspace_id = k.workspace_id and m.user_id = k.user_id
  where k.key_hash = p_key_hash and k.revoked_at is null
    and not coalesce(u.banned_until > now(), false);
  if not found then
    return;
  end if;
  if v_key.last_used_at is null or v_key.last_used_at < now() - interval '1 minute' then
    update public.api_keys k set last_used_at = now() where k.id = v_key.id;
  end if;
  insert into public.api_key_request_windows as w (key_id, window_start, requests)
  values (v_key.id, now(), 1)
  -- By the constraint's name: key_id is also this function's result column.
  on conflict on constraint api_key_request_windows_pkey do update
  set requests = case when w.window_start > now() - interval '1 minute' then w.requests + 1 else 1 end,
      window_start = case when w.window_start > now() - interval '1 minute' then w.window_start else now() end
  returning w.requests, w.window_start + interval '1 minute' into v_requests, v_ends_at;
  return query select v_key.id, v_key.user_id, v_key.email, v_key.workspace_id, v_key.scope,
    v_key.role, v_key.rate_limit_per_minute, v_requests, v_ends_at;
end;
$$;
comment on function public.api_key_owner(text) is 'Server only (service_role): the key id, creator, creator e-mail, workspace, scope, the creator''s role there and rate limit of the live API key with this SHA-256; nothing for an unknown or revoked one, a blocked creator or one no longer a member of its workspace. Counts this request in the key''s current minute and answers that count and when the minute ends.';
revoke all on function public.api_key_owner(text) from public, anon, authenticated;
grant execute on function public.api_key_owner(text) to service_role;
