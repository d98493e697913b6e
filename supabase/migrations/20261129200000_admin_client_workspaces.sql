-- Teams (docs/product/teams.md, "What an admin sees"): Admin > Clientes > Editar Cliente lists
-- the client's workspaces, with the client's role in each and how many members each has.
-- admin_get_client answers them beside what it answered before.

create or replace function public.admin_get_client(p_client_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  return (
    select jsonb_build_object('id', p.id, 'full_name', p.full_name, 'email', p.email,
      'role', p.role, 'plan_id', p.plan_id, 'plan_name', pl.name, 'created_at', p.created_at,
      'two_factor', exists (
        select 1 from auth.mfa_factors f where f.user_id = p.id and f.status = 'verified'),
      'workspaces', coalesce((
        select jsonb_agg(jsonb_build_object('id', w.id, 'name', w.name,
                 'personal', w.personal_of is not null, 'role', m.role,
                 'members', (select count(*) from public.workspace_members o
                             where o.workspace_id = w.id))
               order by w.personal_of is null, lower(w.name), w.id)
        from public.workspace_members m
        join public.workspaces w on w.id = m.workspace_id
        where m.user_id = p.id), '[]'::jsonb))
    from public.profiles p
    left join public.plans pl on pl.id = p.plan_id
    where p.id = p_client_id
  );
end;
$$;
comment on function public.admin_get_client(p_client_id uuid) is 'Admin: one client {id, full_name, email, role, plan_id, plan_name, created_at, two_factor (a verified two-factor method), workspaces: [{id, name, personal, role, members}] (the personal one first)}, or null when there is none.';
