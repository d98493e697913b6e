-- Teams, what the 'Equipe' screen and the invitation page read (docs/product/teams.md, "The
-- 'Equipe' screen"): a workspace's members with their names and e-mails (profiles are private,
-- so members see each other's only through this), and what an invitation offers, shown to its
-- invitee before they accept. And a personal workspace takes no members: what is in it stays
-- its account's alone, as the screen says.

create or replace function public.list_workspace_members(p_workspace uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if p_workspace is null or p_workspace not in (select public.readable_workspaces()) then
    raise exception using errcode = 'P0002', message = 'Espaço de trabalho não encontrado.';
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
             'user_id', m.user_id, 'full_name', p.full_name, 'email', p.email, 'role', m.role,
             'joined_at', m.created_at)
           order by case m.role when 'owner' then 0 when 'admin' then 1 when 'editor' then 2 else 3 end,
                    lower(coalesce(p.full_name, p.email)), m.user_id), '[]'::jsonb)
    from public.workspace_members m
    join public.profiles p on p.id = m.user_id
    where m.workspace_id = p_workspace);
end;
$$;
comment on function public.list_workspace_members(p_workspace uuid) is 'Any member: the members of a workspace [{user_id, full_name, email, role, joined_at}], the owner first, then by role and name; P0002 for a workspace the caller is not in.';
revoke all on function public.list_workspace_members(uuid) from public, anon;
grant execute on function public.list_workspace_members(uuid) to authenticated, service_role;

create or replace function public.workspace_invitation_details(p_token text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_invitation public.workspace_invitations := public.open_invitation_for_caller(p_token);
begin
  return (
    select jsonb_build_object(
      'workspace_name', w.name, 'role', v_invitation.role, 'email', v_invitation.email,
      'invited_by', coalesce(nullif(btrim(p.full_name), ''), p.email),
      'expires_at', v_invitation.expires_at)
    from public.workspaces w
    left join public.profiles p on p.id = v_invitation.invited_by
    where w.id = v_invitation.workspace_id);
end;
$$;
comment on function public.workspace_invitation_details(p_token text) is 'The invitee: what an open invitation offers {workspace_name, role, email, invited_by (name or e-mail), expires_at}, with the same pt-BR refusals as accepting (not found or used, expired, another e-mail).';
revoke all on function public.workspace_invitation_details(text) from public, anon;
grant execute on function public.workspace_invitation_details(text) to authenticated, service_role;

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
  if exists (select 1 from public.workspaces w where w.id = p_workspace and w.personal_of is not null) then
    raise exception using errcode = '22023', message =
      'O espaço pessoal é só seu. Crie um espaço de trabalho de equipe para convidar pessoas.';
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
comment on function public.invite_workspace_member(p_workspace uuid, p_email text, p_role text) is 'Owner or admin of a team workspace (a personal one takes no members): invites an e-mail address with a role (admin, editor, viewer), within the seats of the owner''s plan; renews an open invitation to the same address. Answers {id, token}: the token is shown once, to be mailed.';
