-- Admin plan management. The id is chosen at creation (no spaces) and never changes; free_plan
-- and plans with subscribers or payments cannot be deleted.

-- Features arrive as a JSON array, or as the text of one (the admin form's textarea).
create or replace function public.parse_plan_features(p_features jsonb) returns jsonb
language plpgsql immutable
set search_path = ''
as $$
declare
  v_features jsonb := coalesce(p_features, '[]'::jsonb);
begin
  if jsonb_typeof(v_features) = 'string' then
    begin
      v_features := (v_features #>> '{}')::jsonb;
    exception when others then
      v_features := null;
    end;
  end if;
  if v_features is null or not public.is_string_array(v_features) then
    raise exception using errcode = '22023',
      message = 'O campo ''Recursos'' deve ser um JSON array válido.';
  end if;
  return v_features;
end;
$$;
comment on function public.parse_plan_features(jsonb) is 'Validates plan features (a JSON array of strings, or its text); 22023 otherwise.';
revoke all on function public.parse_plan_features(jsonb) from public, anon, authenticated, service_role;

-- Shared body of admin_create_plan and admin_update_plan (one set of rules for both).
create or replace function public.save_plan(
  p_is_new boolean,
  p_id text, p_name text, p_description text, p_price numeric, p_mercadopago_link text,
  p_features jsonb, p_popular boolean, p_order integer, p_price_yearly numeric,
  p_mercadopago_link_yearly text, p_icon text
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

  if p_is_new then
    insert into public.plans (id, name, description, price, price_yearly, mercadopago_link,
      mercadopago_link_yearly, features, popular, "order", icon)
    values (p_id, btrim(p_name), nullif(btrim(p_description), ''), round(p_price, 2),
      nullif(round(p_price_yearly, 2), 0), v_link, v_link_yearly, v_features,
      coalesce(p_popular, false), coalesce(p_order, 99), nullif(btrim(p_icon), ''))
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
    icon = coalesce(nullif(btrim(p_icon), ''), icon)
  where id = p_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Plano não encontrado.';
  end if;
  return jsonb_build_object('success', true, 'message', 'Plano atualizado com sucesso.', 'id', p_id);
end;
$$;
comment on function public.save_plan(boolean, text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text) is 'Internal: validated insert (p_is_new) or update of a plan; admin only.';
revoke all on function public.save_plan(boolean, text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text) from public, anon, authenticated, service_role;

create or replace function public.admin_create_plan(
  p_id text, p_name text, p_description text default null, p_price numeric default null,
  p_mercadopago_link text default null, p_features jsonb default '[]'::jsonb,
  p_popular boolean default false, p_order integer default 99, p_price_yearly numeric default null,
  p_mercadopago_link_yearly text default null, p_icon text default null
) returns jsonb
language sql volatile security definer
set search_path = ''
as $$
  select public.save_plan(true, p_id, p_name, p_description, p_price, p_mercadopago_link,
    p_features, p_popular, p_order, p_price_yearly, p_mercadopago_link_yearly, p_icon)
$$;
comment on function public.admin_create_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text) is 'Admin: creates a plan (id permanent, no spaces; yearly price 0 and empty links saved as null). 23505 when the id exists.';
revoke all on function public.admin_create_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_create_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text) to authenticated;

create or replace function public.admin_update_plan(
  p_id text, p_name text, p_description text default null, p_price numeric default null,
  p_mercadopago_link text default null, p_features jsonb default '[]'::jsonb,
  p_popular boolean default false, p_order integer default 99, p_price_yearly numeric default null,
  p_mercadopago_link_yearly text default null, p_icon text default null
) returns jsonb
language sql volatile security definer
set search_path = ''
as $$
  select public.save_plan(false, p_id, p_name, p_description, p_price, p_mercadopago_link,
    p_features, p_popular, p_order, p_price_yearly, p_mercadopago_link_yearly, p_icon)
$$;
comment on function public.admin_update_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text) is 'Admin: updates every field of a plan except its id. P0002 when the plan does not exist.';
revoke all on function public.admin_update_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_update_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text) to authenticated;

create or replace function public.admin_delete_plan(p_id text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  if p_id = 'free_plan' then
    return jsonb_build_object('success', false, 'message', 'O plano gratuito (free_plan) não pode ser excluído.');
  end if;
  -- Lock the plan so no one subscribes between the check and the delete.
  perform 1 from public.plans p where p.id = p_id for update;
  if not found then
    return jsonb_build_object('success', false, 'message', 'Plano não encontrado.');
  end if;
  if exists (select 1 from public.profiles pr where pr.plan_id = p_id) then
    return jsonb_build_object('success', false,
      'message', 'Não é possível excluir este plano: há usuários inscritos nele.');
  end if;
  if exists (select 1 from public.payments pay where pay.plan_id = p_id) then
    return jsonb_build_object('success', false,
      'message', 'Não é possível excluir este plano: há pagamentos registrados para ele.');
  end if;
  delete from public.plans p where p.id = p_id;
  return jsonb_build_object('success', true, 'message', 'Plano excluído com sucesso.');
end;
$$;
comment on function public.admin_delete_plan(text) is 'Admin: deletes a plan unless it is free_plan or has subscribers or payments. Answers {success, message}.';
revoke all on function public.admin_delete_plan(text) from public, anon, authenticated, service_role;
grant execute on function public.admin_delete_plan(text) to authenticated;
