-- Roleta de WhatsApp (docs/product/link-rules-and-utm.md, "Roleta de WhatsApp"): a dynamic QR code
-- or short link may hand the visitors no smart route took to several attendants, each a WhatsApp
-- number (E.164) with its own opening message, by weight or in turn. The redirect sends them to
-- the attendant's wa.me chat and keeps that address on the visit, so the analysis counts visits
-- per attendant ('Destinos'). A code has an A/B test or a roulette, not both. Its destinations
-- are always wa.me chats, so there is nothing of the owner's to screen.
alter table public.qr_codes add column roulette jsonb;
alter table public.short_links add column roulette jsonb;
alter table public.qr_codes add constraint qr_codes_roulette_dynamic
  check (roulette is null or target_url is not null);
comment on column public.qr_codes.roulette is
  'WhatsApp roulette: {mode: weights|turn, attendants: [{name, phone (E.164), message, weight}]} (2 to 10 attendants; checked by roulette_problem; null: none), for visitors no smart route took.';
comment on column public.short_links.roulette is
  'WhatsApp roulette: {mode: weights|turn, attendants: [{name, phone (E.164), message, weight}]} (2 to 10 attendants; checked by roulette_problem; null: none), for visitors no smart route took.';

grant insert (roulette), update (roulette) on public.qr_codes to authenticated;
grant insert (roulette), update (roulette) on public.short_links to authenticated;

-- A code's roulette: null when it is fine, else the pt-BR reason (core's whatsapp-roulette.ts
-- says the same).
create function public.roulette_problem(p_roulette jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_attendant jsonb;
begin
  if p_roulette is null then
    return null;
  end if;
  if jsonb_typeof(p_roulette) <> 'object' or octet_length(p_roulette::text) > 131072
     or exists (select 1 from jsonb_object_keys(p_roulette) k where k not in ('mode', 'attendants'))
     or jsonb_typeof(p_roulette -> 'attendants') is distinct from 'array' then
    return 'Roleta de WhatsApp inválida.';
  end if;
  if (p_roulette ->> 'mode') is null or (p_roulette ->> 'mode') not in ('weights', 'turn') then
    return 'Escolha como a roleta distribui os visitantes: por peso ou em rodízio.';
  end if;
  if jsonb_array_length(p_roulette -> 'attendants') < 2 then
    return 'A roleta precisa de pelo menos 2 atendentes.';
  end if;
  if jsonb_array_length(p_roulette -> 'attendants') > 10 then
    return 'Use no máximo 10 atendentes na roleta.';
  end if;
  for v_attendant in select e from jsonb_array_elements(p_roulette -> 'attendants') e loop
    if jsonb_typeof(v_attendant) <> 'object'
       or exists (select 1 from jsonb_object_keys(v_attendant) k
                   where k not in ('name', 'phone', 'message', 'weight')) then
      return 'Roleta de WhatsApp inválida.';
    end if;
    if jsonb_typeof(v_attendant -> 'name') is distinct from 'string'
       or char_length(btrim(v_attendant ->> 'name')) < 1
       or char_length(v_attendant ->> 'name') > 60 then
      return 'O nome de cada atendente deve ter de 1 a 60 caracteres.';
    end if;
    if jsonb_typeof(v_attendant -> 'phone') is distinct from 'string'
       or (v_attendant ->> 'phone') !~ '^\+[1-9][0-9]{7,14}$' then
      return 'Informe um número de WhatsApp válido para cada atendente.';
    end if;
    if v_attendant ? 'message' and (jsonb_typeof(v_attendant -> 'message') <> 'string'
       or char_length(v_attendant ->> 'message') > 1000) then
      return 'A mensagem de cada atendente pode ter no máximo 1000 caracteres.';
    end if;
    if jsonb_typeof(v_attendant -> 'weight') is distinct from 'number'
       or (v_attendant ->> 'weight') !~ '^[0-9]{1,3}$'
       or (v_attendant ->> 'weight')::integer not between 1 and 100 then
      return 'O peso de cada atendente deve ser um número inteiro de 1 a 100.';
    end if;
  end loop;
  return null;
end
$$;
comment on function public.roulette_problem(jsonb) is
  'Null when a code''s WhatsApp roulette is fine, else the pt-BR reason the editor gives too (weights or turn; 2 to 10 attendants, each a name of 1 to 60 characters, an E.164 number, a message of at most 1000 characters and a whole weight of 1 to 100).';
revoke all on function public.roulette_problem(jsonb) from public, anon, authenticated;

-- Before insert or update of a code's roulette or A/B test: a broken roulette, or one beside an
-- A/B test, is refused (22023, pt-BR).
create function public.check_item_roulette()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_problem text := public.roulette_problem(new.roulette);
begin
  if v_problem is not null then
    raise exception using errcode = '22023', message = v_problem;
  end if;
  if new.roulette is not null and new.split is not null and new.split <> '[]'::jsonb then
    raise exception using errcode = '22023',
      message = 'Use o teste A/B ou a roleta de WhatsApp, não os dois.';
  end if;
  return new;
end
$$;
comment on function public.check_item_roulette() is
  'Trigger before insert or update of roulette or split on qr_codes and short_links: refuses an invalid WhatsApp roulette, or one beside an A/B test (22023, pt-BR).';
revoke all on function public.check_item_roulette() from public, anon, authenticated;

create trigger check_roulette before insert or update of roulette, split on public.qr_codes
  for each row execute function public.check_item_roulette();
create trigger check_roulette before insert or update of roulette, split on public.short_links
  for each row execute function public.check_item_roulette();

-- The redirect servers forget a code whose roulette changed; the activity log records it.
drop trigger notify_redirect_cache_change on public.qr_codes;
create trigger notify_redirect_cache_change
  after insert or delete or update of target_url, expires_at, max_visits, ios_url, android_url,
    desktop_url, password_protected, routes, split, roulette, preview_title, preview_description,
    preview_image_url on public.qr_codes
  for each row execute function public.notify_redirect_cache();
drop trigger notify_redirect_cache_change on public.short_links;
create trigger notify_redirect_cache_change
  after insert or delete or update of original_url, expires_at, max_visits, ios_url, android_url,
    desktop_url, password_protected, routes, split, roulette, preview_title, preview_description,
    preview_image_url on public.short_links
  for each row execute function public.notify_redirect_cache();

drop trigger record_activity_update on public.qr_codes;
create trigger record_activity_update
  after update of target_url, fg_color, bg_color, logo_url, expires_at, max_visits, ios_url,
    android_url, desktop_url, password_protected, folder_id, design, content, payload, routes,
    split, roulette, preview_title, preview_description, preview_image_url
  on public.qr_codes
  for each row execute function public.record_item_activity();
drop trigger record_activity_update on public.short_links;
create trigger record_activity_update
  after update of original_url, custom_alias, description, expires_at, max_visits, ios_url,
    android_url, desktop_url, password_protected, folder_id, routes, split, roulette,
    preview_title, preview_description, preview_image_url on public.short_links
  for each row execute function public.record_item_activity();

-- The chats of a code's roulette, as the preview page lists them: 'https://wa.me/<number>' (the
-- opening message is the attendant's, not an address).
create function public.roulette_chats(p_roulette jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg('https://wa.me/' || ltrim(a ->> 'phone', '+') order by n), '{}')
    from jsonb_array_elements(case when jsonb_typeof(p_roulette -> 'attendants') = 'array'
                                   then p_roulette -> 'attendants' else '[]'::jsonb end)
         with ordinality as e (a, n)
$$;
comment on function public.roulette_chats(jsonb) is
  'Internal: the WhatsApp chats of a code''s roulette (https://wa.me/<number>), in order.';
revoke all on function public.roulette_chats(jsonb) from public, anon, authenticated;

-- The preview page of a code (docs/product/trust-and-safety.md, "Preview and report") lists its
-- roulette's chats among the addresses it may lead to.
create or replace function public.code_preview(p_kind text, p_key text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_code record;
  v_addresses text[];
begin
  select * into v_code from public.find_public_code(p_kind, p_key) limit 1;
  if not found then
    return null;
  end if;
  select coalesce(q.addresses, l.addresses) into v_addresses
    from (select 1) one
    left join lateral (
      select public.code_addresses(q.target_url, q.ios_url, q.android_url, q.desktop_url,
                                   q.routes, q.split) || public.roulette_chats(q.roulette)
               as addresses
        from public.qr_codes q where q.id = v_code.qr_code_id) q on true
    left join lateral (
      select public.code_addresses(l.original_url, l.ios_url, l.android_url, l.desktop_url,
                                   l.routes, l.split) || public.roulette_chats(l.roulette)
               as addresses
        from public.short_links l where l.id = v_code.short_link_id) l on true;
  return jsonb_build_object(
    'kind', p_kind,
    'destination', v_code.destination,
    'also', coalesce((select jsonb_agg(a.address order by a.first)
                        from (select u.address, min(u.n) as first
                                from unnest(v_addresses) with ordinality as u (address, n)
                               where u.address is not null and u.address <> v_code.destination
                               group by u.address) a), '[]'::jsonb),
    'created_at', v_code.created_at,
    'disabled', public.code_is_disabled(v_code.qr_code_id, v_code.short_link_id, v_code.owner_id)
  );
end;
$$;
comment on function public.code_preview(text, text) is
  'Anyone: {kind qr|link, destination, also (every other address it may lead to: per device, smart routes, A/B variants, roulette chats, in order), created_at, disabled} of a dynamic QR code (qr, its id) or short link (link, its code or alias), null when unknown, static or malformed. No owner data, no counts.';
