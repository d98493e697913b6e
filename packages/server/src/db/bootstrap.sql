-- What hosted Supabase already provides before our migrations run, with Supabase's names and
-- shapes, so supabase/migrations run unchanged here and on a Supabase project.
-- Idempotent: runs on every start (PGlite = PostgreSQL 18, Debian PostgreSQL 15).
-- Nothing in supabase/migrations may create these objects.

-- Extensions live in schema "extensions", as on Supabase (functions are called
-- extensions.gen_random_bytes(...) from code with an empty search_path).
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists citext with schema extensions;

-- API roles. Roles are cluster-wide: several databases (parallel test files) may race here.
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_catalog.pg_roles where rolname = r) then
      begin
        execute format('create role %I nologin noinherit', r);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
  -- service_role is Supabase's trusted backend role: it ignores RLS.
  if not (select rolbypassrls from pg_catalog.pg_roles where rolname = 'service_role') then
    begin
      alter role service_role bypassrls;
    exception when insufficient_privilege then
      raise warning 'cannot give service_role BYPASSRLS (connect as a superuser)';
    end;
  end if;
  -- The connecting user must be a member to SET LOCAL ROLE per request.
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not pg_catalog.pg_has_role(current_user, r, 'member') then
      begin
        execute format('grant %I to %I', r, current_user);
      exception when others then
        null; -- concurrent grant by a parallel bootstrap
      end;
    end if;
  end loop;
end
$$;

-- Bookkeeping of the migrator (ours, not Supabase's).
create schema if not exists qrlink_meta;
create table if not exists qrlink_meta.schema_migrations (
  version text primary key,
  applied_at timestamptz not null default now()
);
comment on table qrlink_meta.schema_migrations is 'QR Link migrator: one row per supabase/migrations file applied (version = file name without .sql).';

-- Like Supabase: every role may use public, and new objects in public are granted to the API
-- roles (RLS and explicit revokes in the migrations decide the rest).
grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

------------------------------------------------------------------------------------------
-- auth: the GoTrue tables an auth server needs (Supabase's column names and types).
------------------------------------------------------------------------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
comment on table auth.users is 'Auth: stores user login data within a secure schema.';
-- Supabase keeps emails lowercased and unique among non-SSO users.
create unique index if not exists users_email_partial_key
  on auth.users (lower(email)) where (is_sso_user = false);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet
);
comment on table auth.sessions is 'Auth: stores session data associated to a user.';
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
comment on table auth.refresh_tokens is 'Auth: store of tokens used to refresh JWT tokens once they expire.';
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

-- Two-factor sign-in (TOTP), GoTrue's MFA tables: a factor per authenticator app, a challenge
-- per code asked, and the session's assurance level (aal2 once a code was verified).
do $$
begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null;
end
$$;
do $$
begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null;
end
$$;
do $$
begin
  create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
exception when duplicate_object then null;
end
$$;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique
);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text
);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

alter table auth.sessions add column if not exists factor_id uuid;
alter table auth.sessions add column if not exists aal auth.aal_level;

-- The claim readers, exactly as Supabase defines them (legacy request.jwt.claim.* first).
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
comment on function auth.uid() is 'Deprecated. Use auth.jwt() -> ''sub'' instead.';

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
comment on function auth.role() is 'Deprecated. Use auth.jwt() -> ''role'' instead.';

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
comment on function auth.email() is 'Deprecated. Use auth.jwt() -> ''email'' instead.';

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
comment on function auth.jwt() is 'The claims of the request''s JWT.';

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;

------------------------------------------------------------------------------------------
-- storage: buckets and objects metadata (Supabase's shapes) + our own byte store.
------------------------------------------------------------------------------------------
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index if not exists bname on storage.buckets (name);
comment on table storage.buckets is 'Storage: buckets with their public flag and upload limits (enforced by the storage server).';

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
comment on table storage.objects is 'Storage: object metadata; access decided by RLS policies as on Supabase.';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to service_role;
-- Row-level statements only: TRUNCATE ignores RLS, so API roles never get it.
grant select, insert, update, delete on storage.buckets, storage.objects to anon, authenticated;
revoke truncate, references, trigger on storage.buckets, storage.objects from anon, authenticated;

-- OUR OWN: the bytes of each object (hosted Supabase keeps them in S3). Written by the
-- storage server in the same transaction as the storage.objects row.
create table if not exists storage.object_data (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  data bytea not null
);
comment on table storage.object_data is 'QR Link self-hosted: object bytes. Readable when the object row is visible; written only by the object''s owner (or service_role).';
alter table storage.object_data enable row level security;
grant select, insert, update, delete on storage.object_data to anon, authenticated, service_role;

drop policy if exists object_data_select on storage.object_data;
create policy object_data_select on storage.object_data for select to anon, authenticated
  using (exists (select 1 from storage.objects o where o.id = object_id));
drop policy if exists object_data_insert on storage.object_data;
create policy object_data_insert on storage.object_data for insert to authenticated
  with check (exists (
    select 1 from storage.objects o where o.id = object_id and o.owner_id = (select auth.uid())::text
  ));
drop policy if exists object_data_update on storage.object_data;
create policy object_data_update on storage.object_data for update to authenticated
  using (exists (
    select 1 from storage.objects o where o.id = object_id and o.owner_id = (select auth.uid())::text
  ));
drop policy if exists object_data_delete on storage.object_data;
create policy object_data_delete on storage.object_data for delete to authenticated
  using (exists (
    select 1 from storage.objects o where o.id = object_id and o.owner_id = (select auth.uid())::text
  ));

-- Path helpers, same results as Supabase's.
create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;
comment on function storage.foldername(text) is 'Folders of an object path: foldername(''a/b/c.png'') = {a,b}.';

create or replace function storage.filename(name text) returns text
language sql immutable
as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;
comment on function storage.filename(text) is 'Last path segment of an object name.';

create or replace function storage.extension(name text) returns text
language sql immutable
as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;
comment on function storage.extension(text) is 'Extension of an object name (text after the last dot).';

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
