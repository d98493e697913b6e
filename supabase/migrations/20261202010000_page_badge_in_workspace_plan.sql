-- Pages (docs/product/pages.md, "The page editor"): the editor's preview shows the 'Feito com QR
-- Link' badge exactly when the served page will, so workspace_plan also tells whether the plan
-- the workspace works under is free (`page_badge`: its price is 0 or unknown, published_page's
-- rule).
create or replace function public.workspace_plan(p_workspace uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if p_workspace is null or p_workspace not in (select public.readable_workspaces()) then
    raise exception using errcode = 'P0002', message = 'Espaço de trabalho não encontrado.';
  end if;
  return (
    select jsonb_build_object(
      'plan_name', coalesce(pl.name, 'Grátis'),
      'owner_is_me', m.user_id = (select auth.uid()),
      'owner_name', coalesce(nullif(btrim(p.full_name), ''), p.email),
      'members', (select count(*) from public.workspace_members c where c.workspace_id = p_workspace),
      'max_seats', coalesce(pl.max_seats, 1),
      'page_badge', coalesce(pl.price, 0) = 0)
    from public.workspace_members m
    join public.profiles p on p.id = m.user_id
    left join public.plans pl on pl.id = p.plan_id
    where m.workspace_id = p_workspace and m.role = 'owner'
  );
end;
$$;
comment on function public.workspace_plan(uuid) is
  'Any member: the plan a workspace works under (its owner''s) {plan_name, owner_is_me, owner_name, members, max_seats, page_badge (free plan: its pages show ''Feito com QR Link'')}; P0002 for a workspace the caller does not belong to.';
