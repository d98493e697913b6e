-- Teams, what the 'Equipe' screen and the invitation page read (docs/product/teams.md, "The
-- 'Equipe' screen"): a workspace's members with their names and e-mails (profiles are private,
-- so members see each other's only through this), and what an invitation offers, shown to its
-- invitee before they accept.

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
