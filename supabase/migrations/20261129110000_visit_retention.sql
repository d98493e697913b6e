-- Visit retention per plan (docs/architecture.md, "Years of scans"): in Admin > Gerenciar Planos
-- an admin sets how many months of visits a plan keeps (empty, the default: all of them). The
-- upkeep (apply_visit_retention, after ensure_visit_partitions) deletes the scans and clicks of
-- each owner that are older than their plan keeps; a whole month's partition older than every
-- plan keeps is dropped at once. The totals stay: the counters and visit_rollups (the charts)
-- are never touched, only the raw visit log and what it shows (the last scans, the CSV).
-- Links made anonymously follow the free plan.

alter table public.plans add column visit_retention_months integer
  constraint plans_visit_retention_months_range check (visit_retention_months between 1 and 1200);
comment on column public.plans.visit_retention_months is
  'Months of raw visits (scans and clicks) kept for the owners on this plan; null keeps them all. Counters and rollups stay.';

drop function public.admin_create_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text);
drop function public.admin_update_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text);
drop function public.save_plan(boolean, text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text);

-- Shared body of admin_create_plan and admin_update_plan (one set of rules for both).
create function public.save_plan(
  p_is_new boolean,
  p_id text, p_name text, p_description text, p_price numeric, p_mercadopago_link text,
  p_features jsonb, p_popular boolean, p_order integer, p_price_yearly numeric,
  p_mercadopago_link_yearly text, p_icon text, p_visit_retention_months integer
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

  if p_is_new then
    insert into public.plans (id, name, description, price, price_yearly, mercadopago_link,
      mercadopago_link_yearly, features, popular, "order", icon, visit_retention_months)
    values (p_id, btrim(p_name), nullif(btrim(p_description), ''), round(p_price, 2),
      nullif(round(p_price_yearly, 2), 0), v_link, v_link_yearly, v_features,
      coalesce(p_popular, false), coalesce(p_order, 99), nullif(btrim(p_icon), ''),
      p_visit_retention_months)
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
    visit_retention_months = p_visit_retention_months
  where id = p_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Plano não encontrado.';
  end if;
  return jsonb_build_object('success', true, 'message', 'Plano atualizado com sucesso.', 'id', p_id);
end;
$$;
comment on function public.save_plan(boolean, text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer) is 'Internal: validated insert (p_is_new) or update of a plan; admin only.';
revoke all on function public.save_plan(boolean, text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer) from public, anon, authenticated, service_role;

create function public.admin_create_plan(
  p_id text, p_name text, p_description text default null, p_price numeric default null,
  p_mercadopago_link text default null, p_features jsonb default '[]'::jsonb,
  p_popular boolean default false, p_order integer default 99, p_price_yearly numeric default null,
  p_mercadopago_link_yearly text default null, p_icon text default null,
  p_visit_retention_months integer default null
) returns jsonb
language sql volatile security definer
set search_path = ''
as $$
  select public.save_plan(true, p_id, p_name, p_description, p_price, p_mercadopago_link,
    p_features, p_popular, p_order, p_price_yearly, p_mercadopago_link_yearly, p_icon,
    p_visit_retention_months)
$$;
comment on function public.admin_create_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer) is 'Admin: creates a plan (id permanent, no spaces; yearly price 0 and empty links saved as null; p_visit_retention_months null keeps every visit). 23505 when the id exists.';
revoke all on function public.admin_create_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_create_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer) to authenticated;

create function public.admin_update_plan(
  p_id text, p_name text, p_description text default null, p_price numeric default null,
  p_mercadopago_link text default null, p_features jsonb default '[]'::jsonb,
  p_popular boolean default false, p_order integer default 99, p_price_yearly numeric default null,
  p_mercadopago_link_yearly text default null, p_icon text default null,
  p_visit_retention_months integer default null
) returns jsonb
language sql volatile security definer
set search_path = ''
as $$
  select public.save_plan(false, p_id, p_name, p_description, p_price, p_mercadopago_link,
    p_features, p_popular, p_order, p_price_yearly, p_mercadopago_link_yearly, p_icon,
    p_visit_retention_months)
$$;
comment on function public.admin_update_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer) is 'Admin: updates every field of a plan except its id (p_visit_retention_months null: keep every visit). P0002 when the plan does not exist.';
revoke all on function public.admin_update_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_update_plan(text, text, text, numeric, text, jsonb, boolean, integer, numeric, text, text, integer) to authenticated;


-- One round of retention: whole months first (older than every plan keeps, when none keeps
-- everything), then at most p_limit rows per log of owners whose plan keeps fewer months than
-- their age. The upkeep calls it again while a round deletes its whole limit.
create function public.apply_visit_retention(p_limit integer default 20000)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_keeps_all boolean;
  v_longest integer;
  v_partition record;
  v_dropped integer := 0;
  v_scans integer := 0;
  v_clicks integer := 0;
  v_plan record;
  v_n integer;
begin
  if p_limit is null or p_limit < 1 then
    raise exception using errcode = '22023', message = 'O limite deve ser um número positivo.';
  end if;
  -- Several instances may call it at once: one at a time.
  perform pg_advisory_xact_lock(hashtext('public.apply_visit_retention'));

  select bool_or(visit_retention_months is null), max(visit_retention_months)
  into v_keeps_all, v_longest
  from public.plans;
  if not v_keeps_all then
    for v_partition in
      select c.relname
      from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      where i.inhparent in ('public.qr_code_scans'::regclass, 'public.link_clicks'::regclass)
        and c.relname ~ '_[0-9]{4}_[0-9]{2}$'
        and (to_date(right(c.relname, 7), 'YYYY_MM') + interval '1 month')::timestamp
            at time zone 'UTC' <= now() - make_interval(months => v_longest)
    loop
      execute format('drop table public.%I', v_partition.relname);
      v_dropped := v_dropped + 1;
    end loop;
  end if;

  for v_plan in
    select id, visit_retention_months as months from public.plans
    where visit_retention_months is not null
    order by visit_retention_months, id
  loop
    -- A constant cut-off per plan: the months past it are the only partitions read.
    delete from public.qr_code_scans s
    where (s.id, s.scanned_at) in (
      select s2.id, s2.scanned_at
      from public.qr_code_scans s2
      join public.qr_codes q on q.id = s2.qr_code_id
      join public.profiles p on p.id = q.user_id
      where p.plan_id = v_plan.id
        and s2.scanned_at < now() - make_interval(months => v_plan.months)
      limit p_limit - v_scans);
    get diagnostics v_n = row_count;
    v_scans := v_scans + v_n;
    delete from public.link_clicks c
    where (c.id, c.clicked_at) in (
      select c2.id, c2.clicked_at
      from public.link_clicks c2
      join public.short_links l on l.id = c2.short_link_id
      left join public.profiles p on p.id = l.user_id
      where coalesce(p.plan_id, 'free_plan') = v_plan.id
        and c2.clicked_at < now() - make_interval(months => v_plan.months)
      limit p_limit - v_clicks);
    get diagnostics v_n = row_count;
    v_clicks := v_clicks + v_n;
    exit when v_scans >= p_limit or v_clicks >= p_limit;
  end loop;
  return jsonb_build_object('partitions_dropped', v_dropped, 'scans_deleted', v_scans,
    'clicks_deleted', v_clicks, 'more', v_scans >= p_limit or v_clicks >= p_limit);
end;
$$;
comment on function public.apply_visit_retention(integer) is
  'Server: deletes the visits older than their owner''s plan keeps (plans.visit_retention_months), at most p_limit per log, dropping whole month partitions older than every plan keeps. Answers {partitions_dropped, scans_deleted, clicks_deleted, more}.';
revoke all on function public.apply_visit_retention(integer) from public, anon, authenticated;
grant execute on function public.apply_visit_retention(integer) to service_role;

-- Hosted Supabase: pg_cron applies it every hour (the self-hosted server's upkeep every six).
do $schedules$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    return;
  end if;
  perform cron.schedule('visit-retention', '41 * * * *', 'select public.apply_visit_retention()');
end
$schedules$;
