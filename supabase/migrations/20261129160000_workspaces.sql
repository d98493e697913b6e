-- Teams, first slice (docs/product/teams.md): workspaces and their members with a role. Every
-- account has a personal workspace where it is the owner (made with the profile; the accounts
-- that exist get theirs here). What a workspace owns (codes, links, folders, keys, the plan)
-- moves into it in a later migration; until then the items keep their user_id.
--
-- RLS asks one helper per question, "which workspaces may the caller read / edit / administer /
-- own?" (readable_workspaces() and its siblings). Each is a set the policies test with
-- `workspace_id in (select ...)`, so it runs once per statement, not once per row.

create table public.workspaces (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint workspaces_name_length check (char_length(btrim(name)) between 1 and 80),
  -- For a personal workspace, its account: made with it, deleted with it (the cascade), never
  -- left or handed on. Null for a team's.
  personal_of uuid unique references auth.users (id) on delete cascade,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.workspaces is 'A team''s space: the codes, links and settings its members share (teams). Every account has one personal workspace.';
comment on column public.workspaces.personal_of is 'For a personal workspace, the account it belongs to (one per account, deleted with it); null for a team''s.';
comment on column public.workspaces.created_by is 'The account that made it.';
create trigger workspaces_set_updated_at before update on public.workspaces
  for each row execute function public.set_updated_at();

create table public.workspace_members (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- Proprietário, Administrador, Editor, Leitor (docs/product/teams.md#roles).
  role text not null
    constraint workspace_members_role_valid check (role in ('owner', 'admin', 'editor', 'viewer')),
  created_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);
comment on table public.workspace_members is 'Who belongs to a workspace, with which role: owner (billing, delete, transfer), admin (members, settings, keys, webhooks), editor (items), viewer (read only).';
create unique index workspace_members_one_owner on public.workspace_members (workspace_id)
  where role = 'owner';
create index workspace_members_user_idx on public.workspace_members (user_id);

-- The helpers. Definer functions: they read the memberships whatever the tables' policies
-- (which call them) would let the caller see.
create or replace function public.readable_workspaces() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.workspace_id from public.workspace_members m where m.user_id = (select auth.uid())
$$;
comment on function public.readable_workspaces() is 'The workspaces the caller may read (any role): the helper RLS asks "may this user read this workspace?".';

create or replace function public.editable_workspaces() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin', 'editor')
$$;
comment on function public.editable_workspaces() is 'The workspaces whose items the caller may create, change and delete (owner, admin, editor).';

create or replace function public.administered_workspaces() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin')
$$;
comment on function public.administered_workspaces() is 'The workspaces whose members, settings, API keys and webhooks the caller may manage (owner, admin).';

create or replace function public.owned_workspaces() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid()) and m.role = 'owner'
$$;
comment on function public.owned_workspaces() is 'The workspaces the caller owns: billing, deleting the workspace, handing it on.';

revoke all on function public.readable_workspaces() from public, anon;
revoke all on function public.editable_workspaces() from public, anon;
revoke all on function public.administered_workspaces() from public, anon;
revoke all on function public.owned_workspaces() from public, anon;
grant execute on function public.readable_workspaces() to authenticated, service_role;
grant execute on function public.editable_workspaces() to authenticated, service_role;
grant execute on function public.administered_workspaces() to authenticated, service_role;
grant execute on function public.owned_workspaces() to authenticated, service_role;

-- Members read their workspaces and each other; the owner and admins rename a workspace.
-- Making, deleting, joining and leaving go through functions (plan limits, invitations), in the
-- next slices: no direct grant.
alter table public.workspaces enable row level security;
revoke all on table public.workspaces from anon, authenticated;
grant select on table public.workspaces to authenticated;
grant update (name, updated_at) on table public.workspaces to authenticated;
create policy "Members read their workspaces" on public.workspaces
  for select to authenticated using (id in (select public.readable_workspaces()));
create policy "Owners and admins rename their workspaces" on public.workspaces
  for update to authenticated
  using (id in (select public.administered_workspaces()))
  with check (id in (select public.administered_workspaces()));

alter table public.workspace_members enable row level security;
revoke all on table public.workspace_members from anon, authenticated;
grant select on table public.workspace_members to authenticated;
create policy "Members see who shares their workspaces" on public.workspace_members
  for select to authenticated using (workspace_id in (select public.readable_workspaces()));

-- Every account's personal workspace, made with its profile.
create or replace function public.ensure_personal_workspace(p_user uuid) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select w.id into v_id from public.workspaces w where w.personal_of = p_user;
  if v_id is null then
    insert into public.workspaces (name, personal_of, created_by)
    values ('Pessoal', p_user, p_user)
    returning id into v_id;
    insert into public.workspace_members (workspace_id, user_id, role)
    values (v_id, p_user, 'owner');
  end if;
  return v_id;
end;
$$;
comment on function public.ensure_personal_workspace(p_user uuid) is 'Internal: the personal workspace of an account (made, with the account as its owner, when it has none). Called by the profile trigger and by this migration for the accounts that exist.';
revoke all on function public.ensure_personal_workspace(uuid) from public, anon, authenticated, service_role;

create or replace function public.make_personal_workspace() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.ensure_personal_workspace(new.id);
  return new;
end;
$$;
comment on function public.make_personal_workspace() is 'Trigger on profiles insert: the new account''s personal workspace.';
revoke all on function public.make_personal_workspace() from public, anon, authenticated, service_role;
create trigger profiles_personal_workspace after insert on public.profiles
  for each row execute function public.make_personal_workspace();

-- The accounts that exist.
select public.ensure_personal_workspace(p.id) from public.profiles p;
