-- LGPD (docs/product/sharing-api-lgpd.md, "Sharing, the API and LGPD"): each user may ask that the
-- IP addresses of their visitors be kept truncated (/24 for IPv4, /48 for IPv6: a network, not a
-- household), whatever the deployment keeps (IP_ADDRESS_STORAGE). Turning it on also truncates the
-- addresses already stored. Visits are written by record_redirect_visits, which now reads the
-- owner's choice.

alter table public.profiles
  add column truncate_ip_addresses boolean not null default false;
comment on column public.profiles.truncate_ip_addresses is 'LGPD: keep the IP addresses of this user''s visitors truncated (/24, /48). Set by set_ip_truncation.';

-- 200.147.67.89 -> 200.147.67.0; 2804:14c:1a2:3::1 -> 2804:14c:1a2:: (as the server's
-- truncateIp writes them); null for anything that is not an address.
create or replace function public.truncate_ip(p_ip text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  v_ip inet;
begin
  if p_ip ~ '^((25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])$' then
    return host(network(set_masklen(p_ip::inet, 24)));
  end if;
  if p_ip is null or p_ip !~ '^[0-9A-Fa-f:.]{2,45}$' or position(':' in p_ip) = 0 then
    return null;
  end if;
  begin
    v_ip := p_ip::inet;
  exception when others then
    return null;
  end;
  return host(network(set_masklen(v_ip, case when family(v_ip) = 4 then 24 else 48 end)));
end;
$$;
comment on function public.truncate_ip(text) is 'An IP address cut to its /24 (IPv4) or /48 (IPv6) network address; null when the text is not an address.';
revoke all on function public.truncate_ip(text) from public, anon, authenticated, service_role;

-- The owner's switch: on truncates every address already stored for their codes and links.
create or replace function public.set_ip_truncation(p_enabled boolean) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_scans integer := 0;
  v_clicks integer := 0;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_enabled is null then
    raise exception using errcode = '22023', message = 'Escolha ligar ou desligar.';
  end if;
  update public.profiles set truncate_ip_addresses = p_enabled where id = v_uid;
  if p_enabled then
    update public.qr_code_scans s set ip_address = public.truncate_ip(s.ip_address)
    from public.qr_codes q
    where q.user_id = v_uid and s.qr_code_id = q.id and s.ip_address is not null
      and s.ip_address is distinct from public.truncate_ip(s.ip_address);
    get diagnostics v_scans = row_count;
    update public.link_clicks c set ip_address = public.truncate_ip(c.ip_address)
    from public.short_links l
    where l.user_id = v_uid and c.short_link_id = l.id and c.ip_address is not null
      and c.ip_address is distinct from public.truncate_ip(c.ip_address);
    get diagnostics v_clicks = row_count;
  end if;
  return jsonb_build_object('truncate_ip_addresses', p_enabled, 'truncated', v_scans + v_clicks);
end;
$$;
comment on function public.set_ip_truncation(boolean) is 'Owner: turns the truncation of their visitors'' IP addresses on or off; turning it on also truncates the addresses already stored. Answers {truncate_ip_addresses, truncated}.';
revoke all on function public.set_ip_truncation(boolean) from public, anon, authenticated, service_role;
grant execute on function public.set_ip_truncation(boolean) to authenticated;

-- Unchanged but for the stored IP, which follows the owner's choice.
create or replace function public.record_redirect_visits(p_journal_id uuid, p_visits jsonb)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_last bigint;
  v_written integer;
begin
  insert into public.redirect_journal_checkpoints (journal_id, last_seq)
  values (p_journal_id, 0)
  on conflict (journal_id) do nothing;
  select c.last_seq into v_last
  from public.redirect_journal_checkpoints c
  where c.journal_id = p_journal_id
  for update;

  with visits as (
    select v.*
    from jsonb_to_recordset(coalesce(p_visits, '[]'::jsonb)) as v(
      seq bigint, kind text, target uuid, at timestamptz, user_agent text, referrer text,
      ip text, country text, city text, device text, browser text, os text, is_bot boolean,
      visitor text)
    where v.seq > v_last
  ),
  scans as (
    insert into public.qr_code_scans
      (qr_code_id, scanned_at, user_agent, referrer, ip_address, country, city, device, browser,
       os, is_bot, visitor_key)
    select v.target, coalesce(v.at, now()), public.clip(v.user_agent),
      public.clip(v.referrer, 2048),
      public.clip(case when p.truncate_ip_addresses then public.truncate_ip(v.ip) else v.ip end, 64),
      public.clip(v.country, 64),
      public.clip(v.city, 128), public.clip(v.device, 64), public.clip(v.browser, 64),
      public.clip(v.os, 64), coalesce(v.is_bot, false), public.clip(v.visitor, 64)
    from visits v
    join public.qr_codes q on q.id = v.target
    left join public.profiles p on p.id = q.user_id
    where v.kind = 'qr'
    returning qr_code_id, is_bot
  ),
  clicks as (
    insert into public.link_clicks
      (short_link_id, clicked_at, user_agent, referrer, ip_address, country, city, device,
       browser, os, is_bot, visitor_key)
    select v.target, coalesce(v.at, now()), public.clip(v.user_agent),
      public.clip(v.referrer, 2048),
      public.clip(case when p.truncate_ip_addresses then public.truncate_ip(v.ip) else v.ip end, 64),
      public.clip(v.country, 64),
      public.clip(v.city, 128), public.clip(v.device, 64), public.clip(v.browser, 64),
      public.clip(v.os, 64), coalesce(v.is_bot, false), public.clip(v.visitor, 64)
    from visits v
    join public.short_links l on l.id = v.target
    -- Anonymous links (no owner) keep what the deployment keeps.
    left join public.profiles p on p.id = l.user_id
    where v.kind = 'link'
    returning short_link_id, is_bot
  ),
  qr_counted as (
    update public.qr_codes q set scan_count = q.scan_count + c.n
    from (select qr_code_id, count(*)::integer as n from scans where not is_bot group by 1) c
    where q.id = c.qr_code_id
    returning q.id, q.user_id, q.target_url, q.scan_count, c.n
  ),
  links_counted as (
    update public.short_links l set click_count = l.click_count + c.n
    from (select short_link_id, count(*)::integer as n from clicks where not is_bot group by 1) c
    where l.id = c.short_link_id
    returning l.id
  ),
  milestones as (
    insert into public.notifications (user_id, type, message, related_qr_code_id)
    select b.user_id, 'scan_milestone',
      format('Seu QR Code atingiu %s scans! (%s)', m.t, public.short_url_for_message(b.target_url)),
      b.id
    from qr_counted b
    cross join (values (10), (100), (1000), (10000)) as m(t)
    where m.t > b.scan_count - b.n and m.t <= b.scan_count
      and not exists (
        select 1 from public.notifications n
        where n.related_qr_code_id = b.id and n.type = 'scan_milestone'
          and n.message like format('Seu QR Code atingiu %s scans!%%', m.t)
      )
    returning 1
  )
  -- Every data-modifying CTE above runs to completion whether or not this reads it.
  select (select count(*) from scans) + (select count(*) from clicks) into v_written;

  update public.redirect_journal_checkpoints c
  set last_seq = greatest(c.last_seq, coalesce((
        select max((v ->> 'seq')::bigint) from jsonb_array_elements(coalesce(p_visits, '[]'::jsonb)) v
      ), 0)),
      updated_at = now()
  where c.journal_id = p_journal_id;
  return v_written;
end;
$$;
comment on function public.record_redirect_visits(uuid, jsonb) is 'Writes one batch of redirect visits from a server journal (rows, counters, milestone notifications) and advances that journal''s checkpoint, in one transaction; replayed visits are skipped; IPs truncated for owners who asked (truncate_ip_addresses).';
