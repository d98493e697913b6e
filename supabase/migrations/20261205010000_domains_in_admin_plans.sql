-- Own domains (docs/product/custom-domains.md, "Adding and verifying a domain"): Admin >
-- Gerenciar Planos sets how many own domains a workspace owned on each plan may have
-- (plans.max_domains, from 20261205000000). The admin plan functions take it last; left out
-- (null) it is 0 for a new plan and unchanged for an existing one. The signatures change, so the
-- functions are dropped and made again.

drop function public.admin_create_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer, integer, integer, integer);
drop function public.admin_update_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer, integer, integer, integer);
drop function public.save_plan(boolean, text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer, integer, integer, integer);

-- Shared body of admin_create_plan and admin_update_plan (one set of rules for both).
create function public.save_plan(
  p_is_new boolean,
  p_id text, p_name text, p_description text, p_price numeric, p_mercadopago_link text,
  p_features jsonb, p_popular boolean, p_order integer, p_price_yearly numeric,
  p_mercadopago_link_yearly text, p_icon text, p_visit_retention_months integer,
  p_max_workspaces integer, p_max_seats integer, p_max_pages integer, p_max_domains integer
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_features jsonb;
  v_link text := nullif(btrim(p_mercadopago_link), '');
  v_link_yearly text := nullif(btrim(p_mercadopago_link_yearly), '');
begin
  perform public.require_admin();
  v_features := public.parse_plan_features(p_features);
  if p_id is null or p_id !~ '^[A-Za-z0-9_-]{1,64}$' then
    raise exception using errcode = '22023',
      message = 'O ID do plano deve ter até 64 letras, números, _ ou -, sem espaços.';
  end if;
  if nullif(btrim(p_name), '') is null then
    raise exception using errcode = '22023', message = 'O nome do plano é obrigatório.';
  end if;
  if p_price is null or p_price < 0 then
    raise exception using errcode = '22023', message = 'O preço deve ser um número maior ou igual a zero.';
  end if;
  if p_price_yearly < 0 then
    raise exception using errcode = '22023', message = 'O preço anual deve ser maior ou igual a zero.';
  end if;
  if (v_link is not null and not public.is_http_url(v_link))
     or (v_link_yearly is not null and not public.is_http_url(v_link_yearly)) then
    raise exception using errcode = '22023', message = 'Os links de pagamento devem ser URLs http:// ou https://.';
  end if;
  if p_visit_retention_months not between 1 and 1200 then
    raise exception using errcode = '22023',
      message = 'Guarde as visitas de 1 a 1200 meses, ou deixe em branco para guardar todas.';
  end if;
  if p_max_workspaces not between 1 and 1000 then
    raise exception using errcode = '22023',
      message = 'Permita de 1 a 1000 espaços de trabalho por conta.';
  end if;
  if p_max_seats not between 1 and 10000 then
    raise exception using errcode = '22023',
      message = 'Permita de 1 a 10000 membros por espaço de trabalho.';
  end if;
  if p_max_pages not between 0 and 10000 then
    raise exception using errcode = '22023',
      message = 'Permita de 0 a 10000 páginas por espaço de trabalho.';
  end if;
  if p_max_domains not between 0 and 1000 then
    raise exception using errcode = '22023',
      message = 'Permita de 0 a 1000 domínios próprios por espaço de trabalho.';
  end if;

  if p_is_new then
    insert into public.plans (id, name, description, price, price_yearly, mercadopago_link,
      mercadopago_link_yearly, features, popular, "order", icon, visit_retention_months,
      max_workspaces, max_seats, max_pages, max_domains)
    values (p_id, btrim(p_name), nullif(btrim(p_description), ''), round(p_price, 2),
      nullif(round(p_price_yearly, 2), 0), v_link, v_link_yearly, v_features,
      coalesce(p_popular, false), coalesce(p_order, 99), nullif(btrim(p_icon), ''),
      p_visit_retention_months, coalesce(p_max_workspaces, 1), coalesce(p_max_seats, 1),
      coalesce(p_max_pages, 1), coalesce(p_max_domains, 0))
    on conflict (id) do nothing;
    if not found then
      raise exception using errcode = '23505', message = 'Já existe um plano com este ID.';
    end if;
    return jsonb_build_object('success', true, 'message', 'Plano criado com sucesso.', 'id', p_id);
  end if;

  update public.plans set
    name = btrim(p_name), description = nullif(btrim(p_description), ''), price = round(p_price, 2),
    price_yearly = nullif(round(p_price_yearly, 2), 0), mercadopago_link = v_link,
    mercadopago_link_yearly = v_link_yearly, features = v_features,
    popular = coalesce(p_popular, false), "order" = coalesce(p_order, 99),
    icon = coalesce(nullif(btrim(p_icon), ''), icon),
    visit_retention_months = p_visit_retention_months,
    max_workspaces = coalesce(p_max_workspaces, max_workspaces),
    max_seats = coalesce(p_max_seats, max_seats),
    max_pages = coalesce(p_max_pages, max_pages),
    max_domains = coalesce(p_max_domains, max_domains)
  where id = p_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Plano não encontrado.';
  end if;
  return jsonb_build_object('success', true, 'message', 'Plano atualizado com sucesso.', 'id', p_id);
end;
$$;
comment on function public.save_plan(boolean, text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer, integer, integer, integer, integer) is 'Internal: validated insert (p_is_new) or update of a plan; admin only.';
revoke all on function public.save_plan(boolean, text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer, integer, integer, integer, integer) from public, anon, authenticated, service_role;

create function public.admin_create_plan(
  p_id text, p_name text, p_description text default null, p_price numeric default null,
  p_mercadopago_link text default null, p_features jsonb default '[]'::jsonb,
  p_popular boolean default false, p_order integer default 99, p_price_yearly numeric default null,
  p_mercadopago_link_yearly text default null, p_icon text default null,
  p_visit_retention_months integer default null, p_max_workspaces integer default null,
  p_max_seats integer default null, p_max_pages integer default null,
  p_max_domains integer default null
) returns jsonb
language sql volatile security definer
set search_path = ''
as $$
  select public.save_plan(true, p_id, p_name, p_description, p_price, p_mercadopago_link,
    p_features, p_popular, p_order, p_price_yearly, p_mercadopago_link_yearly, p_icon,
    p_visit_retention_months, p_max_workspaces, p_max_seats, p_max_pages, p_max_domains)
$$;
comment on function public.admin_create_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer, integer, integer, integer, integer) is 'Admin: creates a plan (id permanent, no spaces; yearly price 0 and empty links saved as null; p_visit_retention_months null keeps every visit; p_max_workspaces, p_max_seats and p_max_pages null: 1; p_max_domains null: 0). 23505 when the id exists.';
revoke all on function public.admin_create_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer, integer, integer, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_create_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer, integer, integer, integer, integer) to authenticated;

create function public.admin_update_plan(
  p_id text, p_name text, p_description text default null, p_price numeric default null,
  p_mercadopago_link text default null, p_features jsonb default '[]'::jsonb,
  p_popular boolean default false, p_order integer default 99, p_price_yearly numeric default null,
  p_mercadopago_link_yearly text default null, p_icon text default null,
  p_visit_retention_months integer default null, p_max_workspaces integer default null,
  p_max_seats integer default null, p_max_pages integer default null,
  p_max_domains integer default null
) returns jsonb
language sql volatile security definer
set search_path = ''
as $$
  select public.save_plan(false, p_id, p_name, p_description, p_price, p_mercadopago_link,
    p_features, p_popular, p_order, p_price_yearly, p_mercadopago_link_yearly, p_icon,
    p_visit_retention_months, p_max_workspaces, p_max_seats, p_max_pages, p_max_domains)
$$;
comment on function public.admin_update_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer, integer, integer, integer, integer) is 'Admin: updates every field of a plan except its id (p_visit_retention_months null: keep every visit; p_max_workspaces, p_max_seats, p_max_pages and p_max_domains null: unchanged). P0002 when the plan does not exist.';
revoke all on function public.admin_update_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer, integer, integer, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_update_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer, integer, integer, integer, integer) to authenticated;
