-- Profiles: one row per auth user, created by a trigger on auth.users. A user reads their own
-- row and changes only full_name (column grants); role and plan_id change only through the
-- admin and plan functions (or the table owner, e.g. the server's first-admin bootstrap).

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text constraint profiles_full_name_length check (char_length(full_name) <= 200),
  email text,
  role text not null default 'user' constraint profiles_role_valid check (role in ('user', 'admin')),
  plan_id text not null default 'free_plan' references public.plans (id) on update restrict on delete restrict,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'Public profile of each auth user: name, email copy, role (user/admin) and current plan.';

alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (full_name, updated_at) on table public.profiles to authenticated;

create policy "Users read their own profile" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "Users update their own profile" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create index profiles_plan_id_idx on public.profiles (plan_id);
create index profiles_admins_idx on public.profiles (id) where role = 'admin';
create index profiles_created_at_idx on public.profiles (created_at desc);

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();

-- Admin check used by every admin function and policy: the caller's own profile role.
create or replace function public.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin'
  )
$$;
comment on function public.is_admin() is 'True when the calling user''s profile has role admin.';
revoke all on function public.is_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- The profile of a new auth user (name from the sign-up metadata, as the spec's sign-up sends).
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name, email)
  values (
    new.id,
    nullif(btrim(left(coalesce(new.raw_user_meta_data ->> 'full_name', ''), 200)), ''),
    new.email
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
comment on function public.handle_new_user() is 'Trigger on auth.users insert: creates the profile (role user, free plan).';
revoke all on function public.handle_new_user() from public, anon, authenticated, service_role;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- Keep the email copy in profiles in step with auth (email change confirmed by the auth server).
create or replace function public.sync_profile_email() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;
comment on function public.sync_profile_email() is 'Trigger on auth.users email update: copies the new email to the profile.';
revoke all on function public.sync_profile_email() from public, anon, authenticated, service_role;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (new.email is distinct from old.email)
  execute function public.sync_profile_email();

-- Registrations closed => no new auth user, whatever inserts it. One bypass: the self-hosted
-- server's first-admin bootstrap sets the transaction-local qrlink.bootstrap_admin = 'on' while
-- connected as the table owner. SECURITY INVOKER on purpose: current_user is then the inserting
-- role, and API requests always run as anon/authenticated/service_role, which can neither set
-- that from a request nor pass the role test.
create or replace function public.enforce_registration_setting() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.registrations_allowed() then
    return new;
  end if;
  if current_setting('qrlink.bootstrap_admin', true) = 'on'
     and current_user not in ('anon', 'authenticated', 'service_role') then
    return new;
  end if;
  raise exception using
    errcode = '42501',
    message = 'Novos cadastros estão temporariamente desativados.',
    hint = 'registrations_disabled';
end;
$$;
comment on function public.enforce_registration_setting() is 'Trigger before insert on auth.users: refuses sign-ups while allow_new_registrations is off (first-admin bootstrap excepted).';
revoke all on function public.enforce_registration_setting() from public, anon, authenticated, service_role;

create trigger enforce_registration_setting before insert on auth.users
  for each row execute function public.enforce_registration_setting();

-- The last admin can be neither demoted nor deleted, by any path (functions, cascades from
-- auth.users, the owner). The advisory lock serialises concurrent demotions so two admins
-- cannot demote each other at the same time.
create or replace function public.protect_last_admin() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role <> 'admin') then
    perform pg_advisory_xact_lock(hashtext('qrlink.profiles.admins'));
    if not exists (select 1 from public.profiles p where p.role = 'admin' and p.id <> old.id) then
      raise exception using
        errcode = 'P0001',
        message = 'Não é possível remover ou rebaixar o último administrador.',
        hint = 'last_admin';
    end if;
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
comment on function public.protect_last_admin() is 'Trigger on profiles: keeps at least one admin once there is one.';
revoke all on function public.protect_last_admin() from public, anon, authenticated, service_role;

create trigger protect_last_admin before update of role or delete on public.profiles
  for each row execute function public.protect_last_admin();
