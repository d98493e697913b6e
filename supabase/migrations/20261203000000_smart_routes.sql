-- Smart routes (docs/product/link-rules-and-utm.md, "Rotas inteligentes"): a dynamic QR code or
-- short link may carry up to 10 routes, each a destination and conditions on the visitor
-- (country, Brazilian state, city, weekdays and hours in São Paulo time, language, device),
-- checked in order by the redirect path; the first that holds wins, else the code leads where it
-- always did. An A/B test (`split`, "Teste A/B") sends the visitors no route took to up to 4
-- more destinations by weight. The database checks both with the editor's rules and words
-- (routes_problem, split_problem), and their destinations are screened, rechecked and sent to
-- Safe Browsing like every other.

alter table public.qr_codes add column routes jsonb, add column split jsonb;
alter table public.short_links add column routes jsonb, add column split jsonb;
alter table public.qr_codes add constraint qr_codes_routes_dynamic
  check ((routes is null and split is null) or target_url is not null);
comment on column public.qr_codes.routes is
  'Smart routes: [{url, countries?, states?, cities?, hours?: {days, from, to}, languages?, devices?}], checked in order before the destination per device (checked by routes_problem; null: none).';
comment on column public.short_links.routes is
  'Smart routes: [{url, countries?, states?, cities?, hours?: {days, from, to}, languages?, devices?}], checked in order before the destination per device (checked by routes_problem; null: none).';
comment on column public.qr_codes.split is
  'A/B test: [{url, weight}] (1 to 4 variants, whole percent, at most 99 together; the main destination keeps the rest), for visitors no route took (checked by split_problem; null: none).';
comment on column public.short_links.split is
  'A/B test: [{url, weight}] (1 to 4 variants, whole percent, at most 99 together; the main destination keeps the rest), for visitors no route took (checked by split_problem; null: none).';

grant insert (routes, split), update (routes, split) on public.qr_codes to authenticated;
grant insert (routes, split), update (routes, split) on public.short_links to authenticated;

-- Every destination of a code's routes or A/B variants (none for null or anything not a list).
create function public.route_urls(p_routes jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(r ->> 'url'), '{}')
    from jsonb_array_elements(case when jsonb_typeof(p_routes) = 'array' then p_routes
                                   else '[]'::jsonb end) r
   where jsonb_typeof(r -> 'url') = 'string'
$$;
comment on function public.route_urls(jsonb) is
  'Internal: the destinations of a code''s smart routes (or A/B variants), in order.';
revoke all on function public.route_urls(jsonb) from public, anon, authenticated;

-- Every address a code leads to: main, per device (nulls kept, as the screening reads them by
-- position), then its routes'.
create function public.code_addresses(
  p_main text, p_ios text, p_android text, p_desktop text, p_routes jsonb, p_split jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[p_main, p_ios, p_android, p_desktop] || public.route_urls(p_routes)
         || public.route_urls(p_split)
$$;
comment on function public.code_addresses(text, text, text, text, jsonb, jsonb) is
  'Internal: every address of a dynamic QR code or short link (main, iOS, Android, desktop, nulls kept; then its smart routes'' and A/B variants'' destinations).';
revoke all on function public.code_addresses(text, text, text, text, jsonb, jsonb)
  from public, anon, authenticated;

-- A list condition of a route: null when it is fine, else the pt-BR reason. p_valid says which
-- values are allowed (null: any text of 1 to p_max_length characters).
create function public.route_values_problem(
  p_values jsonb, p_valid text[], p_pattern text, p_max_length integer, p_invalid text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_value jsonb;
begin
  if p_values is null then
    return null;
  end if;
  if jsonb_typeof(p_values) <> 'array' then
    return p_invalid;
  end if;
  if jsonb_array_length(p_values) = 0 then
    return 'Escolha pelo menos um valor em cada condição da rota.';
  end if;
  if jsonb_array_length(p_values) > 30 then
    return 'Cada condição pode ter no máximo 30 valores.';
  end if;
  for v_value in select e from jsonb_array_elements(p_values) e loop
    if jsonb_typeof(v_value) <> 'string'
       or (p_valid is not null and not (v_value #>> '{}' = any (p_valid)))
       or (p_pattern is not null and v_value #>> '{}' !~ p_pattern)
       or (p_max_length is not null
           and char_length(btrim(v_value #>> '{}')) not between 1 and p_max_length) then
      return p_invalid;
    end if;
  end loop;
  return null;
end
$$;
comment on function public.route_values_problem(jsonb, text[], text, integer, text) is
  'Internal: null when a smart route''s list condition is fine, else the pt-BR reason (routes_problem).';
revoke all on function public.route_values_problem(jsonb, text[], text, integer, text)
  from public, anon, authenticated;

-- A code's smart routes: null when they are fine, else the pt-BR reason (core's smart-routes.ts
-- says the same).
create function public.routes_problem(p_routes jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_route jsonb;
  v_hours jsonb;
  v_day jsonb;
  v_problem text;
  v_countries constant text[] := array[
    'AD','AE','AF','AG','AI','AL','AM','AO','AQ','AR','AS','AT','AU','AW','AX','AZ','BA','BB',
    'BD','BE','BF','BG','BH','BI','BJ','BL','BM','BN','BO','BQ','BR','BS','BT','BV','BW','BY',
    'BZ','CA','CC','CD','CF','CG','CH','CI','CK','CL','CM','CN','CO','CR','CU','CV','CW','CX',
    'CY','CZ','DE','DJ','DK','DM','DO','DZ','EC','EE','EG','EH','ER','ES','ET','FI','FJ','FK',
    'FM','FO','FR','GA','GB','GD','GE','GF','GG','GH','GI','GL','GM','GN','GP','GQ','GR','GS',
    'GT','GU','GW','GY','HK','HM','HN','HR','HT','HU','ID','IE','IL','IM','IN','IO','IQ','IR',
    'IS','IT','JE','JM','JO','JP','KE','KG','KH','KI','KM','KN','KP','KR','KW','KY','KZ','LA',
    'LB','LC','LI','LK','LR','LS','LT','LU','LV','LY','MA','MC','MD','ME','MF','MG','MH','MK',
    'ML','MM','MN','MO','MP','MQ','MR','MS','MT','MU','MV','MW','MX','MY','MZ','NA','NC','NE',
    'NF','NG','NI','NL','NO','NP','NR','NU','NZ','OM','PA','PE','PF','PG','PH','PK','PL','PM',
    'PN','PR','PS','PT','PW','PY','QA','RE','RO','RS','RU','RW','SA','SB','SC','SD','SE','SG',
    'SH','SI','SJ','SK','SL','SM','SN','SO','SR','SS','ST','SV','SX','SY','SZ','TC','TD','TF',
    'TG','TH','TJ','TK','TL','TM','TN','TO','TR','TT','TV','TW','TZ','UA','UG','UM','US','UY',
    'UZ','VA','VC','VE','VG','VI','VN','VU','WF','WS','XK','YE','YT','ZA','ZM','ZW'];
  v_states constant text[] := array[
    'AC','AL','AP','AM','BA','CE','DF','ES','GO','MA','MT','MS','MG','PA','PB','PR','PE','PI',
    'RJ','RN','RS','RO','RR','SC','SP','SE','TO'];
begin
  if p_routes is null then
    return null;
  end if;
  if jsonb_typeof(p_routes) <> 'array' or octet_length(p_routes::text) > 32768 then
    return 'Rotas inválidas.';
  end if;
  if jsonb_array_length(p_routes) > 10 then
    return 'Use no máximo 10 rotas.';
  end if;
  for v_route in select e from jsonb_array_elements(p_routes) e loop
    if jsonb_typeof(v_route) <> 'object'
       or exists (select 1 from jsonb_object_keys(v_route) k
                   where k not in ('url', 'countries', 'states', 'cities', 'hours', 'languages',
                                   'devices')) then
      return 'Rotas inválidas.';
    end if;
    if jsonb_typeof(v_route -> 'url') is distinct from 'string'
       or not public.is_http_url(v_route ->> 'url') then
      return 'O destino de cada rota deve ser um endereço http:// ou https:// válido.';
    end if;
    if not (v_route ?| array['countries', 'states', 'cities', 'hours', 'languages', 'devices'])
    then
      return 'Cada rota precisa de pelo menos uma condição.';
    end if;
    v_problem := coalesce(
      public.route_values_problem(v_route -> 'countries', v_countries, null, null,
        'Escolha países válidos para a rota.'),
      public.route_values_problem(v_route -> 'states', v_states, null, null,
        'Escolha estados brasileiros válidos para a rota.'),
      public.route_values_problem(v_route -> 'cities', null, null, 80,
        'Cada cidade da rota deve ter de 1 a 80 caracteres.'),
      public.route_values_problem(v_route -> 'languages', null, '^[a-z]{2,3}$', null,
        'Escolha idiomas válidos para a rota.'),
      public.route_values_problem(v_route -> 'devices', array['ios', 'android', 'desktop'],
        null, null, 'Escolha dispositivos válidos para a rota.'));
    if v_problem is not null then
      return v_problem;
    end if;
    v_hours := v_route -> 'hours';
    if v_hours is not null then
      if jsonb_typeof(v_hours) <> 'object'
         or jsonb_typeof(v_hours -> 'days') is distinct from 'array'
         or jsonb_array_length(v_hours -> 'days') not between 1 and 7
         or jsonb_typeof(v_hours -> 'from') is distinct from 'string'
         or jsonb_typeof(v_hours -> 'to') is distinct from 'string'
         or v_hours ->> 'from' !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
         or v_hours ->> 'to' !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
         or v_hours ->> 'from' = v_hours ->> 'to' then
        return 'Escolha os dias e um horário de início e de fim diferentes.';
      end if;
      for v_day in select e from jsonb_array_elements(v_hours -> 'days') e loop
        if jsonb_typeof(v_day) <> 'number' or v_day::text !~ '^[0-6]$' then
          return 'Escolha os dias e um horário de início e de fim diferentes.';
        end if;
      end loop;
    end if;
  end loop;
  return null;
end
$$;
comment on function public.routes_problem(jsonb) is
  'Null when a code''s smart routes are fine, else the pt-BR reason the editor gives too (at most 10 routes; each an http(s) destination and at least one condition: countries, states, cities, hours, languages, devices).';
revoke all on function public.routes_problem(jsonb) from public, anon, authenticated;

-- A code's A/B test: null when it is fine, else the pt-BR reason (core's split-test.ts says the
-- same).
create function public.split_problem(p_split jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_variant jsonb;
  v_total integer := 0;
begin
  if p_split is null then
    return null;
  end if;
  if jsonb_typeof(p_split) <> 'array' or octet_length(p_split::text) > 16384 then
    return 'Teste A/B inválido.';
  end if;
  if jsonb_array_length(p_split) > 4 then
    return 'Use no máximo 4 variantes no teste A/B.';
  end if;
  for v_variant in select e from jsonb_array_elements(p_split) e loop
    if jsonb_typeof(v_variant) <> 'object'
       or exists (select 1 from jsonb_object_keys(v_variant) k where k not in ('url', 'weight'))
    then
      return 'Teste A/B inválido.';
    end if;
    if jsonb_typeof(v_variant -> 'url') is distinct from 'string'
       or not public.is_http_url(v_variant ->> 'url') then
      return 'O destino de cada variante deve ser um endereço http:// ou https:// válido.';
    end if;
    if jsonb_typeof(v_variant -> 'weight') is distinct from 'number'
       or (v_variant ->> 'weight') !~ '^[0-9]{1,2}$'
       or (v_variant ->> 'weight')::integer not between 1 and 99 then
      return 'A parte de cada variante deve ser um número inteiro de 1 a 99 (%).';
    end if;
    v_total := v_total + (v_variant ->> 'weight')::integer;
  end loop;
  if v_total > 99 then
    return 'As variantes somam mais de 99%: deixe pelo menos 1% para o destino principal.';
  end if;
  return null;
end
$$;
comment on function public.split_problem(jsonb) is
  'Null when a code''s A/B test is fine, else the pt-BR reason the editor gives too (at most 4 variants, each an http(s) destination and a whole percent of 1 to 99, at most 99 together).';
revoke all on function public.split_problem(jsonb) from public, anon, authenticated;

-- Before insert or update of a code's routes or A/B test: checked (22023, pt-BR), an empty list
-- stored as none, and each destination that is new screened like the code's other addresses.
create function public.check_item_routes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_problem text := coalesce(public.routes_problem(new.routes), public.split_problem(new.split));
  v_old text[] := case when tg_op = 'UPDATE'
                       then public.route_urls(old.routes) || public.route_urls(old.split)
                       else '{}' end;
  v_url text;
begin
  if v_problem is not null then
    raise exception using errcode = '22023', message = v_problem;
  end if;
  if new.routes = '[]'::jsonb then
    new.routes := null;
  end if;
  if new.split = '[]'::jsonb then
    new.split := null;
  end if;
  foreach v_url in array public.route_urls(new.routes) || public.route_urls(new.split) loop
    if not (v_url = any (v_old)) then
      perform public.screen_destination(v_url);
    end if;
  end loop;
  return new;
end
$$;
comment on function public.check_item_routes() is
  'Trigger before insert or update of routes or split on qr_codes and short_links: refuses invalid smart routes or A/B tests (22023, pt-BR), stores an empty list as null, and screens each new destination.';
revoke all on function public.check_item_routes() from public, anon, authenticated;

create trigger check_routes before insert or update of routes, split on public.qr_codes
  for each row execute function public.check_item_routes();
create trigger check_routes before insert or update of routes, split on public.short_links
  for each row execute function public.check_item_routes();

-- The redirect servers forget a code whose routes changed; the activity log, the blocklist's
-- recheck and Safe Browsing see a route's destination like the others.
drop trigger notify_redirect_cache_change on public.qr_codes;
create trigger notify_redirect_cache_change
  after insert or delete or update of target_url, expires_at, max_visits, ios_url, android_url,
    desktop_url, password_protected, routes, split on public.qr_codes
  for each row execute function public.notify_redirect_cache();
drop trigger notify_redirect_cache_change on public.short_links;
create trigger notify_redirect_cache_change
  after insert or delete or update of original_url, expires_at, max_visits, ios_url, android_url,
    desktop_url, password_protected, routes, split on public.short_links
  for each row execute function public.notify_redirect_cache();

drop trigger record_activity_update on public.qr_codes;
create trigger record_activity_update
  after update of target_url, fg_color, bg_color, logo_url, expires_at, max_visits, ios_url,
    android_url, desktop_url, password_protected, folder_id, design, content, payload, routes,
    split on public.qr_codes
  for each row execute function public.record_item_activity();
drop trigger record_activity_update on public.short_links;
create trigger record_activity_update
  after update of original_url, custom_alias, description, expires_at, max_visits, ios_url,
    android_url, desktop_url, password_protected, folder_id, routes, split
  on public.short_links
  for each row execute function public.record_item_activity();

drop trigger qr_codes_mark_recheck on public.qr_codes;
create trigger qr_codes_mark_recheck
  after update of target_url, ios_url, android_url, desktop_url, routes, split on public.qr_codes
  for each row
  when (old.target_url is distinct from new.target_url or old.ios_url is distinct from new.ios_url
        or old.android_url is distinct from new.android_url
        or old.desktop_url is distinct from new.desktop_url or old.routes is distinct from new.routes
        or old.split is distinct from new.split)
  execute function public.mark_destination_recheck_for_code();
drop trigger short_links_mark_recheck on public.short_links;
create trigger short_links_mark_recheck
  after update of original_url, ios_url, android_url, desktop_url, routes, split
  on public.short_links
  for each row
  when (old.original_url is distinct from new.original_url
        or old.ios_url is distinct from new.ios_url
        or old.android_url is distinct from new.android_url
        or old.desktop_url is distinct from new.desktop_url or old.routes is distinct from new.routes
        or old.split is distinct from new.split)
  execute function public.mark_destination_recheck_for_code();

create or replace function public.screened_codes(p_kind text, p_ids uuid[])
returns table (id uuid, urls text[])
language sql
stable
security definer
set search_path = ''
as $$
  select q.id,
         public.code_addresses(q.target_url, q.ios_url, q.android_url, q.desktop_url, q.routes,
                               q.split)
    from public.qr_codes q
   where p_kind = 'qr' and q.id = any (p_ids) and q.target_url is not null
  union all
  select l.id,
         public.code_addresses(l.original_url, l.ios_url, l.android_url, l.desktop_url, l.routes,
                               l.split)
    from public.short_links l
   where p_kind = 'link' and l.id = any (p_ids)
$$;
comment on function public.screened_codes(text, uuid[]) is
  'Internal: the dynamic QR codes (qr) or short links (link) with these ids, each with its addresses (main, ios, android, desktop, nulls kept; then its smart routes'' destinations).';

create or replace function public.destinations_to_check(p_limit integer default 500)
returns table (url text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_limit is null or p_limit not between 1 and 5000 then
    raise exception using errcode = '22023', message = 'Limite inválido: de 1 a 5000.';
  end if;
  return query
    with addresses as (
      select a.address, q.created_at
        from public.qr_codes q
        cross join lateral (values (q.target_url), (q.ios_url), (q.android_url), (q.desktop_url))
          as a (address)
       where q.target_url is not null and a.address is not null
      union all
      select a.address, l.created_at
        from public.short_links l
        cross join lateral (values (l.original_url), (l.ios_url), (l.android_url), (l.desktop_url))
          as a (address)
       where a.address is not null
      union all
      -- A smart route's or an A/B variant's destination is an address the code leads to.
      select r.address, q.created_at
        from public.qr_codes q
        cross join lateral unnest(public.route_urls(q.routes) || public.route_urls(q.split))
          as r (address)
       where q.routes is not null or q.split is not null
      union all
      select r.address, l.created_at
        from public.short_links l
        cross join lateral unnest(public.route_urls(l.routes) || public.route_urls(l.split))
          as r (address)
       where l.routes is not null or l.split is not null
    ), written as (
      select a.address, max(a.created_at) as newest from addresses a group by a.address
    ), keyed as (
      -- An address that is a verdict's key is already written as the cache keeps it: only the
      -- others are rewritten (which costs, on PGlite in the server's thread, every minute).
      select coalesce(v.url, public.safe_browsing_url(w.address)) as address, w.newest
        from written w
        left join public.safe_browsing_verdicts v on v.url = w.address
    ), destinations as (
      select k.address, max(k.newest) as newest from keyed k group by k.address
    )
    select d.address
      from destinations d
      left join public.safe_browsing_verdicts v on v.url = d.address
     where v.url is null or v.checked_at < now() - interval '24 hours'
     order by d.newest desc, d.address
     limit p_limit;
end;
$$;
comment on function public.destinations_to_check(integer) is
  'Server only (service_role): up to p_limit distinct destinations (main, per device and of smart routes, as safe_browsing_url writes them) of dynamic QR codes and short links that Google Safe Browsing has no verdict on, or none younger than 24 hours; newest codes first.';

create or replace function public.record_safe_browsing_verdicts(p_verdicts jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_urls text[];
  v_flagged text[];
  v_code record;
  v_outcome text;
  v_disabled integer := 0;
  v_enabled integer := 0;
begin
  if p_verdicts is null or jsonb_typeof(p_verdicts) <> 'array'
     or jsonb_array_length(p_verdicts) > 5000
     or exists (
       select 1 from jsonb_array_elements(p_verdicts) e
        where jsonb_typeof(e) <> 'object'
           or jsonb_typeof(e -> 'url') is distinct from 'string'
           or char_length(e ->> 'url') not between 1 and 8192
           or not (coalesce(jsonb_typeof(e -> 'threat_type'), 'null') = 'null'
                   or (jsonb_typeof(e -> 'threat_type') = 'string'
                       and e ->> 'threat_type' ~ '^[A-Z_]{1,64}$'))) then
    raise exception using errcode = '22023',
      message = 'Vereditos inválidos: uma lista de até 5000 {url, threat_type}.';
  end if;

  -- One verdict per address (a threat wins over clean), kept with the time it was asked.
  with given as (
    select distinct on (n.url) n.url, n.threat_type
      from (select public.safe_browsing_url(e ->> 'url') as url, e ->> 'threat_type' as threat_type
              from jsonb_array_elements(p_verdicts) e) n
     order by n.url, n.threat_type is null, n.threat_type
  ), saved as (
    insert into public.safe_browsing_verdicts as v (url, threat_type, checked_at)
    select g.url, g.threat_type, now() from given g
    on conflict (url) do update set threat_type = excluded.threat_type, checked_at = excluded.checked_at
    returning v.url, v.threat_type
  )
  select coalesce(array_agg(s.url), '{}'),
         coalesce(array_agg(s.url) filter (where s.threat_type is not null), '{}')
    into v_urls, v_flagged
    from saved s;

  for v_code in
    -- Codes with an address just flagged (a smart route's too)...
    select 'qr' as kind, q.id, a.urls
      from public.qr_codes q
      cross join lateral (select public.code_addresses(q.target_url, q.ios_url, q.android_url,
                                                       q.desktop_url, q.routes, q.split) as urls) a
     where cardinality(v_flagged) > 0 and q.target_url is not null
       and exists (select 1 from unnest(a.urls) u where public.safe_browsing_url(u) = any (v_flagged))
    union
    select 'link', l.id, a.urls
      from public.short_links l
      cross join lateral (select public.code_addresses(l.original_url, l.ios_url, l.android_url,
                                                       l.desktop_url, l.routes, l.split) as urls) a
     where cardinality(v_flagged) > 0
       and exists (select 1 from unnest(a.urls) u where public.safe_browsing_url(u) = any (v_flagged))
    union
    -- ... and codes this check disabled with an address just asked about again.
    select 'qr', q.id, a.urls
      from public.disabled_codes d join public.qr_codes q on q.id = d.qr_code_id
      cross join lateral (select public.code_addresses(q.target_url, q.ios_url, q.android_url,
                                                       q.desktop_url, q.routes, q.split) as urls) a
     where d.source = 'safe_browsing'
       and exists (select 1 from unnest(a.urls) u where public.safe_browsing_url(u) = any (v_urls))
    union
    select 'link', l.id, a.urls
      from public.disabled_codes d join public.short_links l on l.id = d.short_link_id
      cross join lateral (select public.code_addresses(l.original_url, l.ios_url, l.android_url,
                                                       l.desktop_url, l.routes, l.split) as urls) a
     where d.source = 'safe_browsing'
       and exists (select 1 from unnest(a.urls) u where public.safe_browsing_url(u) = any (v_urls))
  loop
    v_outcome := public.settle_code_screening(v_code.kind, v_code.id, v_code.urls,
      public.code_blocked_address(v_code.urls));
    if v_outcome = 'disabled' then
      v_disabled := v_disabled + 1;
    elsif v_outcome = 'enabled' then
      v_enabled := v_enabled + 1;
    end if;
  end loop;

  -- Clean verdicts not asked again for a week belong to addresses no code uses any more.
  delete from public.safe_browsing_verdicts v
   where v.threat_type is null and v.checked_at < now() - interval '7 days';

  return jsonb_build_object('disabled', v_disabled, 'enabled', v_enabled);
end;
$$;
