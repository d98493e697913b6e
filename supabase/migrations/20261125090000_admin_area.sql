-- What the admin screens read beyond the first admin functions: the client table a page at a
-- time (searched and sorted here, so it stays quick with 10,000 clients), one client for the edit
-- form, and the daily activity behind the 'Análise Geral' charts. Each checks require_admin().

-- The client table's orders (created_at has its index already).
create index profiles_full_name_lower_idx on public.profiles (lower(full_name));
create index profiles_email_lower_idx on public.profiles (lower(email));

-- Days as the rollups count them (Brazilian days), admin-wide: one index-only range per kind.
create index visit_rollups_daily_visits_idx on public.visit_rollups (kind, day) include (count)
  where dimension = 'visits';

create or replace function public.admin_list_clients(
  p_search text default null,
  p_sort text default 'created_at',
  p_ascending boolean default false,
  p_limit integer default 20,
  p_offset integer default 0
) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_total bigint;
  v_rows jsonb;
  v_order text;
begin
  perform public.require_admin();
  if p_sort is null or p_sort not in ('full_name', 'email', 'role', 'plan', 'created_at') then
    raise exception using errcode = '22023', message = 'Ordenação inválida.';
  end if;
  if p_limit is null or p_limit not between 1 and 100 or p_offset is null or p_offset < 0 then
    raise exception using errcode = '22023', message = 'Paginação inválida.';
  end if;
  if char_length(v_search) > 200 then
    raise exception using errcode = '22023', message = 'A busca deve ter no máximo 200 caracteres.';
  end if;
  -- The search is a substring: escape LIKE's own wildcards so '%' and '_' match themselves.
  v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  select count(*) into v_total
  from public.profiles p
  where v_search is null or p.full_name ilike v_pattern or p.email ilike v_pattern;

  -- The order is one of the validated expressions above, so the page can come straight from an
  -- index (created_at, lower(full_name), lower(email)) instead of sorting every client.
  v_order := case p_sort
    when 'full_name' then 'lower(p.full_name) %1$s nulls last'
    when 'email' then 'lower(p.email) %1$s nulls last'
    when 'role' then 'p.role %1$s'
    when 'plan' then 'lower(pl.name) %1$s nulls last'
    else 'p.created_at %1$s'
  end;
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(page)), ''[]''::jsonb) from (
       select p.id, p.full_name, p.email, p.role, p.plan_id, pl.name as plan_name, p.created_at
       from public.profiles p
       left join public.plans pl on pl.id = p.plan_id
       where $1::text is null or p.full_name ilike $2 or p.email ilike $2
       order by ' || v_order || ', p.created_at desc, p.id
       limit $3 offset $4
     ) page',
    case when p_ascending then 'asc' else 'desc' end)
  into v_rows
  using v_search, v_pattern, p_limit, p_offset;

  return jsonb_build_object('total', v_total, 'rows', v_rows);
end;
$$;
comment on function public.admin_list_clients(text, text, boolean, integer, integer) is 'Admin: one page of clients {total, rows: [{id, full_name, email, role, plan_id, plan_name, created_at}]}, searched by name or e-mail and sorted by full_name, email, role, plan or created_at.';
revoke all on function public.admin_list_clients(text, text, boolean, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_clients(text, text, boolean, integer, integer) to authenticated;

create or replace function public.admin_get_client(p_client_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  return (
    select jsonb_build_object('id', p.id, 'full_name', p.full_name, 'email', p.email,
      'role', p.role, 'plan_id', p.plan_id, 'plan_name', pl.name, 'created_at', p.created_at)
    from public.profiles p
    left join public.plans pl on pl.id = p.plan_id
    where p.id = p_client_id
  );
end;
$$;
comment on function public.admin_get_client(uuid) is 'Admin: one client {id, full_name, email, role, plan_id, plan_name, created_at}, or null when there is none.';
revoke all on function public.admin_get_client(uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_get_client(uuid) to authenticated;

-- One row per Brazilian day of the last p_days (today included), zeros where nothing happened.
create or replace function public.admin_daily_activity(p_days integer default 30)
returns table (day date, new_users bigint, scans bigint, clicks bigint)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_first date;
begin
  perform public.require_admin();
  if p_days is null or p_days not between 1 and 366 then
    raise exception using errcode = '22023', message = 'O período deve ter entre 1 e 366 dias.';
  end if;
  v_first := v_today - (p_days - 1);
  return query
    select d.day::date,
      coalesce(u.count, 0)::bigint, coalesce(s.count, 0)::bigint, coalesce(c.count, 0)::bigint
    from generate_series(v_first, v_today, interval '1 day') as d(day)
    left join (
      select (p.created_at at time zone 'America/Sao_Paulo')::date as day, count(*) as count
      from public.profiles p
      where p.created_at >= (v_first::timestamp at time zone 'America/Sao_Paulo')
      group by 1
    ) u on u.day = d.day
    left join (
      select r.day, sum(r.count) as count from public.visit_rollups r
      where r.kind = 'qr' and r.dimension = 'visits' and r.day >= v_first
      group by 1
    ) s on s.day = d.day
    left join (
      select r.day, sum(r.count) as count from public.visit_rollups r
      where r.kind = 'link' and r.dimension = 'visits' and r.day >= v_first
      group by 1
    ) c on c.day = d.day
    order by 1;
end;
$$;
comment on function public.admin_daily_activity(integer) is 'Admin: new users, counted scans and counted clicks per Brazilian day over the last p_days (1-366).';
revoke all on function public.admin_daily_activity(integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_daily_activity(integer) to authenticated;

-- The maintenance message is shown to every visitor: the screen caps it at 500 characters, and
-- so does the database.
create or replace function public.update_app_setting(p_key text, p_value jsonb) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  if p_key is null or p_key not in ('maintenance_mode', 'allow_new_registrations') then
    raise exception using errcode = '22023', message = 'Configuração desconhecida.';
  end if;
  if jsonb_typeof(p_value) is distinct from 'object'
     or jsonb_typeof(p_value -> 'enabled') is distinct from 'boolean'
     or (p_value ? 'message' and jsonb_typeof(p_value -> 'message') not in ('string', 'null')) then
    raise exception using errcode = '22023',
      message = 'Valor inválido: envie um objeto com "enabled" verdadeiro ou falso.';
  end if;
  if char_length(p_value ->> 'message') > 500 then
    raise exception using errcode = '22023',
      message = 'A mensagem de manutenção deve ter no máximo 500 caracteres.';
  end if;
  insert into public.app_settings (key, value) values (p_key, p_value)
  on conflict (key) do update set value = excluded.value;
  return jsonb_build_object('success', true, 'message', 'Configuração atualizada com sucesso.');
end;
$$;
