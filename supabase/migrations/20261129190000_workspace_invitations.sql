-- Teams, third slice (docs/product/teams.md, "Invitations"): an owner or administrator invites
-- someone by e-mail with a role; the invitation is good for 7 days and one use, and is accepted
-- or declined by the account with that e-mail. A workspace holds as many members as its
-- owner's plan has seats (plans.max_seats, 20261129170000: the owner included, open invitations
-- counted).
-- The token is returned once, to be mailed (the 'Equipe' screen's slice); only its SHA-256 is
-- kept, as for API keys.

create table public.workspace_invitations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  email text not null constraint workspace_invitations_email_format check (
    char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$'),
  role text not null
    constraint workspace_invitations_role_valid check (role in ('admin', 'editor', 'viewer')),
  token_hash text not null unique,
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  answered_at timestamptz,
  accepted boolean,
  constraint workspace_invitations_answer check ((answered_at is null) = (accepted is null))
);
comment on table public.workspace_invitations is 'Invitations to a workspace by e-mail, with the role offered: valid 7 days, one use (accepted or declined by the account with that e-mail). Only the token''s SHA-256 is kept.';
comment on column public.workspace_invitations.token_hash is 'SHA-256 (hex) of the token mailed to the invitee; never readable through the API.';
-- One open invitation per address and workspace: inviting again renews it.
create unique index workspace_invitations_one_open
  on public.workspace_invitations (workspace_id, lower(email)) where answered_at is null;
create index workspace_invitations_email_idx on public.workspace_invitations (lower(email))
  where answered_at is null;

alter table public.workspace_invitations enable row level security;
revoke all on table public.workspace_invitations from anon, authenticated;
grant select (id, workspace_id, email, role, invited_by, created_at, expires_at, answered_at,
  accepted) on table public.workspace_invitations to authenticated;
create policy "Owners and admins see their workspaces' invitations" on public.workspace_invitations
  for select to authenticated using (workspace_id in (select public.administered_workspaces()));
create policy "Invitees see the open invitations to their e-mail" on public.workspace_invitations
  for select to authenticated using (
    answered_at is null and lower(email) = (
      select lower(p.email) from public.profiles p where p.id = (select auth.uid())));

-- A workspace's seats: what its owner's plan allows (max_seats), and how many the members and
-- the open, unexpired invitations take.
create or replace function public.workspace_seats(
  p_workspace uuid, out allowed integer, out taken integer
)
language sql stable security definer
set search_path = ''
as $$
  select pl.max_seats,
    (select count(*)::integer from public.workspace_members m where m.workspace_id = p_workspace)
    + (select count(*)::integer from public.workspace_invitations i
       where i.workspace_id = p_workspace and i.answered_at is null and i.expires_at > now())
  from public.workspace_members o
  join public.profiles p on p.id = o.user_id
  join public.plans pl on pl.id = p.plan_id
  where o.workspace_id = p_workspace and o.role = 'owner'
$$;
comment on function public.workspace_seats(p_workspace uuid) is 'Internal: {allowed (the owner''s plan''s max_seats), taken (members plus open, unexpired invitations)} of a workspace.';
revoke all on function public.workspace_seats(uuid) from public, anon, authenticated, service_role;

create or replace function public.invite_workspace_member(
  p_workspace uuid, p_email text, p_role text
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_token text := public.random_token(24);
  v_seats record;
  v_id uuid;
begin
  if p_workspace is null or p_workspace not in (select public.administered_workspaces()) then
    perform public.workspace_refused();
  end if;
  if char_length(v_email) > 254
     or v_email !~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$' then
    raise exception using errcode = '22023', message = 'Informe um e-mail válido.';
  end if;
  if p_role is null or p_role not in ('admin', 'editor', 'viewer') then
    raise exception using errcode = '22023',
      message = 'Escolha o papel: Administrador, Editor ou Leitor.';
  end if;
  if exists (
       select 1 from public.workspace_members m join public.profiles p on p.id = m.user_id
       where m.workspace_id = p_workspace and lower(p.email) = v_email) then
    raise exception using errcode = '23505',
      message = 'Esta pessoa já faz parte do espaço de trabalho.';
  end if;
  -- Parallel invitations queue on the workspace row, so the seats below are never stale.
  perform 1 from public.workspaces w where w.id = p_workspace for update;
  -- Inviting the same address again renews its open invitation: a new token, 7 more days.
  delete from public.workspace_invitations i
  where i.workspace_id = p_workspace and lower(i.email) = v_email and i.answered_at is null;
  select * into v_seats from public.workspace_seats(p_workspace);
  if v_seats.taken >= v_seats.allowed then
    raise exception using errcode = '22023', message = format(
      'O plano do proprietário permite %s membro(s) por espaço de trabalho. Faça upgrade para convidar mais.',
      v_seats.allowed);
  end if;
  insert into public.workspace_invitations (workspace_id, email, role, token_hash, invited_by)
  values (p_workspace, v_email, p_role, encode(extensions.digest(v_token, 'sha256'), 'hex'),
    (select auth.uid()))
  returning id into v_id;
  return jsonb_build_object('id', v_id, 'token', v_token);
end;
$$;
comment on function public.invite_workspace_member(p_workspace uuid, p_email text, p_role text) is 'Owner or admin: invites an e-mail address with a role (admin, editor, viewer), within the seats of the owner''s plan; renews an open invitation to the same address. Answers {id, token}: the token is shown once, to be mailed.';

-- The open invitation of a token, for the caller's e-mail.
create or replace function public.open_invitation_for_caller(p_token text)
returns public.workspace_invitations
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_invitation public.workspace_invitations;
begin
  select * into v_invitation from public.workspace_invitations i
  where i.token_hash = encode(extensions.digest(coalesce(p_token, ''), 'sha256'), 'hex')
  for update;
  if v_invitation.id is null or v_invitation.answered_at is not null then
    raise exception using errcode = 'P0002', message = 'Convite não encontrado ou já usado.';
  end if;
  if v_invitation.expires_at <= now() then
    raise exception using errcode = '22023', message = 'O convite expirou. Peça um novo.';
  end if;
  if not exists (
       select 1 from public.profiles p
       where p.id = (select auth.uid()) and lower(p.email) = lower(v_invitation.email)) then
    raise exception using errcode = '42501', message = 'Este convite é para outro e-mail.';
  end if;
  return v_invitation;
end;
$$;
comment on function public.open_invitation_for_caller(p_token text) is 'Internal: the open, unexpired invitation of a token, locked, when it is for the caller''s e-mail (P0002, 22023, 42501 in pt-BR otherwise).';
revoke all on function public.open_invitation_for_caller(text) from public, anon, authenticated, service_role;

create or replace function public.accept_workspace_invitation(p_token text) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_invitation public.workspace_invitations := public.open_invitation_for_caller(p_token);
  v_seats record;
begin
  -- The invitation holds its seat; the owner's plan may have shrunk since.
  select * into v_seats from public.workspace_seats(v_invitation.workspace_id);
  if v_seats.taken > v_seats.allowed then
    raise exception using errcode = '22023', message =
      'O espaço de trabalho não tem mais lugares. Peça ao proprietário para fazer upgrade.';
  end if;
  insert into public.workspace_members (workspace_id, user_id, role)
  values (v_invitation.workspace_id, (select auth.uid()), v_invitation.role)
  on conflict (workspace_id, user_id) do nothing;
  update public.workspace_invitations set answered_at = now(), accepted = true
  where id = v_invitation.id;
  return v_invitation.workspace_id;
end;
$$;
comment on function public.accept_workspace_invitation(p_token text) is 'The invitee (the account with the invitation''s e-mail) joins the workspace with the role offered; one use. Answers the workspace id.';

create or replace function public.decline_workspace_invitation(p_token text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_invitation public.workspace_invitations := public.open_invitation_for_caller(p_token);
begin
  update public.workspace_invitations set answered_at = now(), accepted = false
  where id = v_invitation.id;
end;
$$;
comment on function public.decline_workspace_invitation(p_token text) is 'The invitee declines an invitation; it cannot be used afterwards.';

create or replace function public.revoke_workspace_invitation(p_invitation uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  delete from public.workspace_invitations i
  where i.id = p_invitation and i.answered_at is null
    and i.workspace_id in (select public.administered_workspaces());
  if not found then
    raise exception using errcode = 'P0002', message = 'Convite não encontrado ou já usado.';
  end if;
end;
$$;
comment on function public.revoke_workspace_invitation(p_invitation uuid) is 'Owner or admin: withdraws an open invitation of their workspace (P0002 otherwise).';

do $$
declare
  v_fn text;
begin
  foreach v_fn in array array[
    'invite_workspace_member(uuid, text, text)', 'accept_workspace_invitation(text)',
    'decline_workspace_invitation(text)', 'revoke_workspace_invitation(uuid)'
  ] loop
    execute format('revoke all on function public.%s from public, anon', v_fn);
    execute format('grant execute on function public.%s to authenticated', v_fn);
  end loop;
end;
$$;
