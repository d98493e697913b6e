-- Teams, second slice (docs/product/teams.md, "Managing a workspace"): making a workspace within
-- the plan's number (and the plan's seats, which invitations fill: 20261129190000), and the
-- members' roles, removal, leaving, handing a workspace on and deleting it. Each function checks
-- the caller's role through the helpers of 20261129160000_workspaces.sql and answers in pt-BR;
-- the memberships have no direct grant.

alter table public.plans add column max_workspaces integer not null default 1
  constraint plans_max_workspaces_range check (max_workspaces between 1 and 1000);
comment on column public.plans.max_workspaces is
  'How many workspaces an owner on this plan may own, the personal one included (Grátis: 1).';
-- The seeded team plans (seed.sql says the same for a new install); an admin changes them later.
update public.plans set max_workspaces = 3 where id = 'profissional';
update public.plans set max_workspaces = 10 where id = 'empresarial';

alter table public.plans add column max_seats integer not null default 1
  constraint plans_max_seats_range check (max_seats between 1 and 10000);
comment on column public.plans.max_seats is
  'How many members a workspace owned on this plan may have, the owner included, pending invitations counted (Grátis: 1).';
update public.plans set max_seats = 5 where id = 'profissional';
update public.plans set max_seats = 20 where id = 'empresarial';

create or replace function public.workspace_refused() returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  raise exception using errcode = '42501',
    message = 'Você não tem permissão para isso neste espaço de trabalho.';
end;
$$;
comment on function public.workspace_refused() is 'Internal: raises the pt-BR refusal (42501) of a workspace action the caller''s role does not allow.';
revoke all on function public.workspace_refused() from public, anon, authenticated, service_role;

-- How many workspaces a user's plan lets them own, and how many they own, read under a lock on
-- their profile row: parallel calls for the same user queue there, so the count is never stale.
create or replace function public.workspace_room(p_user uuid, out allowed integer, out owned integer)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  select pl.max_workspaces into allowed
  from public.profiles p join public.plans pl on pl.id = p.plan_id
  where p.id = p_user
  for update of p;
  select count(*)::integer into owned
  from public.workspace_members m where m.user_id = p_user and m.role = 'owner';
end;
$$;
comment on function public.workspace_room(p_user uuid) is 'Internal: {allowed (the plan''s max_workspaces), owned} of a user, read under a lock on their profile (create_workspace, transfer_workspace).';
revoke all on function public.workspace_room(uuid) from public, anon, authenticated, service_role;

create or replace function public.create_workspace(p_name text) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_name text := btrim(coalesce(p_name, ''));
  v_room record;
  v_id uuid;
begin
  if v_uid is null then
    perform public.workspace_refused();
  end if;
  if v_name = '' then
    raise exception using errcode = '22023', message = 'Dê um nome ao espaço de trabalho.';
  end if;
  if char_length(v_name) > 80 then
    raise exception using errcode = '22023',
      message = 'O nome do espaço de trabalho pode ter no máximo 80 caracteres.';
  end if;
  select * into v_room from public.workspace_room(v_uid);
  if v_room.owned >= v_room.allowed then
    raise exception using errcode = '22023', message = format(
      'Seu plano permite %s espaço(s) de trabalho. Faça upgrade para criar mais.', v_room.allowed);
  end if;
  insert into public.workspaces (name, created_by) values (v_name, v_uid) returning id into v_id;
  insert into public.workspace_members (workspace_id, user_id, role) values (v_id, v_uid, 'owner');
  return v_id;
end;
$$;
comment on function public.create_workspace(p_name text) is 'Makes a team workspace owned by the caller, within their plan''s max_workspaces (the personal one counts). 22023 with a pt-BR message for a bad name or the limit.';

-- The member a manager acts on: must exist and must not be the owner.
create or replace function public.managed_member_role(p_workspace uuid, p_user uuid) returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_role text;
begin
  if p_workspace is null or p_workspace not in (select public.administered_workspaces()) then
    perform public.workspace_refused();
  end if;
  select m.role into v_role from public.workspace_members m
  where m.workspace_id = p_workspace and m.user_id = p_user;
  if v_role is null then
    raise exception using errcode = 'P0002', message = 'Membro não encontrado.';
  end if;
  if v_role = 'owner' then
    raise exception using errcode = '22023',
      message = 'O proprietário só muda quando o espaço é transferido.';
  end if;
  return v_role;
end;
$$;
comment on function public.managed_member_role(p_workspace uuid, p_user uuid) is 'Internal: the role of the member an owner or admin changes or removes; refuses other callers (42501), a missing member (P0002) and the owner (22023).';
revoke all on function public.managed_member_role(uuid, uuid) from public, anon, authenticated, service_role;

create or replace function public.set_workspace_member_role(
  p_workspace uuid, p_user uuid, p_role text
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if p_role is null or p_role not in ('admin', 'editor', 'viewer') then
    raise exception using errcode = '22023',
      message = 'Escolha o papel: Administrador, Editor ou Leitor.';
  end if;
  perform public.managed_member_role(p_workspace, p_user);
  update public.workspace_members set role = p_role
  where workspace_id = p_workspace and user_id = p_user;
end;
$$;
comment on function public.set_workspace_member_role(p_workspace uuid, p_user uuid, p_role text) is 'Owner or admin: gives a member (not the owner) the role admin, editor or viewer.';

create or replace function public.remove_workspace_member(p_workspace uuid, p_user uuid)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform public.managed_member_role(p_workspace, p_user);
  delete from public.workspace_members where workspace_id = p_workspace and user_id = p_user;
end;
$$;
comment on function public.remove_workspace_member(p_workspace uuid, p_user uuid) is 'Owner or admin: removes a member (never the owner) from the workspace.';

create or replace function public.leave_workspace(p_workspace uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if p_workspace is null or p_workspace not in (select public.readable_workspaces()) then
    raise exception using errcode = 'P0002', message = 'Espaço de trabalho não encontrado.';
  end if;
  if p_workspace in (select public.owned_workspaces()) then
    raise exception using errcode = '22023', message = case
      when exists (select 1 from public.workspaces w
                   where w.id = p_workspace and w.personal_of is not null)
        then 'O espaço pessoal é seu enquanto a conta existir.'
      else 'Transfira o espaço de trabalho a outro membro antes de sair.' end;
  end if;
  delete from public.workspace_members
  where workspace_id = p_workspace and user_id = (select auth.uid());
end;
$$;
comment on function public.leave_workspace(p_workspace uuid) is 'A member leaves a workspace; its owner must hand it on first (and never leaves a personal one).';

-- What only a team workspace's owner does (hand it on, delete it): refused to anyone else, and
-- for a personal workspace with `p_personal_message`.
create or replace function public.require_owned_team_workspace(
  p_workspace uuid, p_personal_message text
) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if p_workspace is null or p_workspace not in (select public.owned_workspaces()) then
    perform public.workspace_refused();
  end if;
  if exists (select 1 from public.workspaces w
             where w.id = p_workspace and w.personal_of is not null) then
    raise exception using errcode = '22023', message = p_personal_message;
  end if;
end;
$$;
comment on function public.require_owned_team_workspace(p_workspace uuid, p_personal_message text) is 'Internal: refuses (42501) a caller who does not own the workspace, and a personal workspace with the message given (22023).';
revoke all on function public.require_owned_team_workspace(uuid, text) from public, anon, authenticated, service_role;

create or replace function public.transfer_workspace(p_workspace uuid, p_new_owner uuid)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_room record;
begin
  perform public.require_owned_team_workspace(p_workspace,
    'O espaço pessoal não pode ser transferido.');
  if p_new_owner is null or p_new_owner = v_uid or not exists (
       select 1 from public.workspace_members m
       where m.workspace_id = p_workspace and m.user_id = p_new_owner) then
    raise exception using errcode = 'P0002',
      message = 'Escolha outro membro deste espaço de trabalho.';
  end if;
  -- The new owner's plan must have room for one more workspace, as create_workspace asks.
  select * into v_room from public.workspace_room(p_new_owner);
  if v_room.owned >= v_room.allowed then
    raise exception using errcode = '22023',
      message = 'Esta pessoa já tem todos os espaços de trabalho que o plano dela permite.';
  end if;
  -- One owner at a time (workspace_members_one_owner): the old one steps down first.
  update public.workspace_members set role = 'admin'
  where workspace_id = p_workspace and user_id = v_uid;
  update public.workspace_members set role = 'owner'
  where workspace_id = p_workspace and user_id = p_new_owner;
end;
$$;
comment on function public.transfer_workspace(p_workspace uuid, p_new_owner uuid) is 'Owner: hands a team workspace on to another member whose plan has room for one more workspace, staying on as admin. A personal workspace is never handed on.';

create or replace function public.delete_workspace(p_workspace uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform public.require_owned_team_workspace(p_workspace,
    'O espaço pessoal só é excluído com a conta.');
  delete from public.workspaces where id = p_workspace;
end;
$$;
comment on function public.delete_workspace(p_workspace uuid) is 'Owner: deletes a team workspace and its memberships (a personal one goes only with its account).';

do $$
declare
  v_fn text;
begin
  foreach v_fn in array array[
    'create_workspace(text)', 'set_workspace_member_role(uuid, uuid, text)',
    'remove_workspace_member(uuid, uuid)', 'leave_workspace(uuid)',
    'transfer_workspace(uuid, uuid)', 'delete_workspace(uuid)'
  ] loop
    execute format('revoke all on function public.%s from public, anon', v_fn);
    execute format('grant execute on function public.%s to authenticated', v_fn);
  end loop;
end;
$$;
