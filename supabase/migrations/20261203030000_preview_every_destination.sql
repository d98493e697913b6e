-- The preview page of a code (`/s/{code}+`, `/qr/{id}+`; docs/product/trust-and-safety.md,
-- "Preview and report") shows every address the code may lead to, not only the main one: a
-- destination per device, a smart route's or an A/B variant's is where some visitors go, and a
-- visitor checking a link before following it must see them too ('also').

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
                                   q.routes, q.split) as addresses
        from public.qr_codes q where q.id = v_code.qr_code_id) q on true
    left join lateral (
      select public.code_addresses(l.original_url, l.ios_url, l.android_url, l.desktop_url,
                                   l.routes, l.split) as addresses
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
  'Anyone: {kind qr|link, destination, also (every other address it may lead to: per device, smart routes, A/B variants, in order), created_at, disabled} of a dynamic QR code (qr, its id) or short link (link, its code or alias), null when unknown, static or malformed. No owner data, no counts.';
