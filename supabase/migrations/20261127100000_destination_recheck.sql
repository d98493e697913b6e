-- Rechecking codes (docs/product/trust-and-safety.md, "Rechecking codes"): a code is screened
-- when its destination is written (20261126130000_destination_screening.sql), but the
-- blocklist changes later and an address can turn bad after it was written. Two checks run as
-- jobs, never on the redirect path, and disable (or enable again) the codes they concern:
--
-- * The blocklist recheck. A change of public.blocked_domains only marks, in the same
--   transaction, that a recheck is due (public.destination_recheck). recheck_destinations()
--   then walks every dynamic QR code and short link in bounded batches: a code with an address
--   (main or per device) now refused as blocked by destination_refusal is disabled (source
--   'blocklist'); a code it disabled itself whose addresses are fine again is enabled.
-- * Google Safe Browsing v4, where the server has a key: destinations_to_check() lists the
--   addresses without a fresh verdict, the server asks Google, and
--   record_safe_browsing_verdicts() keeps the verdicts (public.safe_browsing_verdicts) and
--   disables the codes of flagged addresses (source 'safe_browsing'), enabling them again once
--   their addresses are clean.
--
-- Neither ever touches a code an admin disabled (source 'admin'). Every change goes through
-- public.disabled_codes, whose trigger tells the redirect servers at once (410), and leaves an
-- audit row whose actor is null: the system.
--
-- Who runs them: the self-hosted server every minute (packages/server/src/screening/
-- destination-checks.ts), and on hosted Supabase pg_cron, every minute, for the blocklist
-- recheck (at the end of this file).
--
-- Also here: destination_refusal answers the same, faster (the blocklist is looked up by the
-- host's suffixes through its primary key instead of compared row by row, and the brands in one
-- query), since the recheck asks it for every address; and the screening at write now covers
-- desktop_url, the one per-device address its triggers had left out.

--------------------------------------------------------------------------------------------------
-- Who disabled a code
--------------------------------------------------------------------------------------------------

alter table public.disabled_codes
  add column source text not null default 'admin'
    constraint disabled_codes_source_valid check (source in ('admin', 'blocklist', 'safe_browsing'));
comment on column public.disabled_codes.source is 'Who disabled it: admin (admin_disable_code), blocklist (recheck_destinations: an address is blocked, e.g. its domain is on the blocklist) or safe_browsing (record_safe_browsing_verdicts: Google flagged an address). The checks enable again only the codes they disabled themselves.';
comment on column public.disabled_codes.disabled_by is 'The admin who disabled it (null when a check did: source blocklist or safe_browsing).';
comment on table public.disabled_codes is 'QR codes and short links disabled for breaking the Terms of Use, by an admin or by the destination checks (source): their redirects answer 410 and record nothing. Admins read it; written only by admin_disable_code, admin_enable_code and the checks (owners can neither read nor undo it).';
create index disabled_codes_source_idx on public.disabled_codes (source) where source <> 'admin';

comment on column public.admin_audit_log.actor_id is 'The admin who acted (kept when that account is deleted: no foreign key); null when the system acted (the destination checks).';
comment on function public.audit_admin_action(text, text, text, text, jsonb) is 'Internal: writes one admin_audit_log row for the calling admin, or with a null actor when no one is signed in (the system: schedules, the server''s jobs): action, target kind and id, reason, details.';

-- As in 20261127090000_moderation.sql, but an admin's word replaces a check's: disabling a
-- code a check had disabled makes it the admin's (source 'admin'), which no check undoes.
create or replace function public.admin_disable_code(p_kind text, p_id uuid, p_reason text)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_reason text;
  v_destination text;
  v_resolved integer;
begin
  perform public.require_admin();
  v_reason := public.moderation_reason(p_reason);
  if p_kind = 'qr' then
    select q.target_url into v_destination from public.qr_codes q
     where q.id = p_id and q.target_url is not null for update;
  elsif p_kind = 'link' then
    select l.original_url into v_destination from public.short_links l where l.id = p_id for update;
  end if;
  if v_destination is null then
    raise exception using errcode = 'P0001', hint = 'code_not_found',
      message = 'QR Code ou link não encontrado.';
  end if;
  -- Disabling it again only updates the reason; the trigger notifies the redirect servers.
  if p_kind = 'qr' then
    insert into public.disabled_codes (qr_code_id, reason, disabled_by, source)
    values (p_id, v_reason, (select auth.uid()), 'admin')
    on conflict (qr_code_id) do update
      set reason = excluded.reason, disabled_by = excluded.disabled_by, disabled_at = now(),
          source = 'admin';
  else
    insert into public.disabled_codes (short_link_id, reason, disabled_by, source)
    values (p_id, v_reason, (select auth.uid()), 'admin')
    on conflict (short_link_id) do update
      set reason = excluded.reason, disabled_by = excluded.disabled_by, disabled_at = now(),
          source = 'admin';
  end if;
  -- Its open reports are resolved by it (each audited as report_resolved by the trigger).
  update public.abuse_reports r set status = 'resolved', resolution_note = v_reason
   where r.status = 'open'
     and ((p_kind = 'qr' and r.qr_code_id = p_id) or (p_kind = 'link' and r.short_link_id = p_id));
  get diagnostics v_resolved = row_count;
  perform public.audit_admin_action('code_disabled', p_kind, p_id::text, v_reason,
    jsonb_build_object('destination', v_destination, 'reports_resolved', v_resolved));
end;
$$;
comment on function public.admin_disable_code(text, uuid, text) is 'Admin: disables a dynamic QR code (qr) or short link (link) by its id, with a required reason: its redirects answer 410 at once on every server, its open reports are resolved, and no destination check enables it again (source admin). Audited as code_disabled.';

--------------------------------------------------------------------------------------------------
-- Screening, faster and complete
--------------------------------------------------------------------------------------------------

-- Why a host may not be used by anyone, or null: on the blocklist (or a subdomain of a listed
-- domain), or carrying a protected brand's name without being one of its domains. The rules of
-- 20261126130000_destination_screening.sql, with the blocklist looked up by the host's suffixes
-- (a.b.example: a.b.example, b.example, example) through its primary key.
create or replace function public.blocked_host_reason(p_host text) returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_labels text[];
  v_words text[];
  v_phishing text[];
  v_brand text;
begin
  if p_host is null then
    return null;
  end if;
  v_labels := string_to_array(p_host, '.');
  -- One primary-key lookup per suffix: a plan that never depends on the table's statistics
  -- (PGlite never analyses it).
  for i in 1 .. cardinality(v_labels) loop
    perform 1 from public.blocked_domains b where b.domain = array_to_string(v_labels[i:], '.');
    if found then
      return 'o domínio está bloqueado';
    end if;
  end loop;
  -- Words of the host: its labels, each label's hyphenated parts, each label without hyphens.
  select array_agg(distinct w) into v_words
    from (select unnest(string_to_array(l, '-')) as w from unnest(v_labels) l
          union all select replace(l, '-', '') from unnest(v_labels) l) words;
  v_phishing := public.phishing_words();
  -- A word is a brand's token, or the token glued to a phishing word (before or after it).
  select b.brand into v_brand
    from public.protected_brands() with ordinality as b (brand, tokens, domains, n)
   where not exists (
           select 1 from unnest(b.domains) d where p_host = d or p_host like '%.' || d)
     and (exists (
            select 1 from unnest(v_words) w, unnest(b.tokens) t
             where w = t
                or (left(w, length(t)) = t and substr(w, length(t) + 1) = any (v_phishing))
                or (right(w, length(t)) = t
                    and left(w, length(w) - length(t)) = any (v_phishing)))
          or (b.brand = 'gov.br' and p_host ~ '(^|\.)gov\.br\.'))
   order by b.n
   limit 1;
  if v_brand is not null then
    return format('ele imita um endereço de %s', v_brand);
  end if;
  return null;
end
$$;
comment on function public.blocked_host_reason(text) is 'Internal: why a host is blocked for everyone (the admins'' blocklist, its subdomains, a protected brand''s look-alike), in pt-BR, or null.';
revoke all on function public.blocked_host_reason(text) from public, anon, authenticated, service_role;

/**
 * Why `p_url` may not be used, or null: {verdict: 'blocked' | 'suspicious', reason} with the
 * reason in pt-BR, as it ends the refusal's sentence. Same answers as before, faster.
 */
create or replace function public.destination_refusal(p_url text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_host text := public.destination_host(p_url);
  v_path text := lower(coalesce(substring(p_url from '^[A-Za-z]+://[^/?#]+(/[^?#]*)'), '/'));
  v_blocked text;
begin
  if v_host is null then
    return null;
  end if;
  v_blocked := public.blocked_host_reason(v_host);
  if v_blocked is not null then
    return jsonb_build_object('verdict', 'blocked', 'reason', v_blocked);
  end if;
  if v_host ~ '^[0-9]{1,3}(\.[0-9]{1,3}){3}$' or v_host like '%:%' then
    return jsonb_build_object('verdict', 'suspicious', 'reason', 'ele aponta para um endereço IP');
  end if;
  if v_host ~ '(^|\.)xn--' then
    return jsonb_build_object('verdict', 'suspicious',
      'reason', 'o domínio usa letras de outros alfabetos, que podem imitar outro endereço');
  end if;
  if v_host in ('bit.ly', 'tinyurl.com', 't.co', 'goo.gl', 'is.gd', 'v.gd', 'cutt.ly', 'ow.ly',
                'rebrand.ly', 'shorturl.at', 'tiny.cc', 'rb.gy', 's.id', 'buff.ly', 'bl.ink',
                't.ly', 'encurtador.com.br', 'encurta.net', 'short.io', 'dub.sh', 'kutt.it')
     or v_host like '%.bit.ly' then
    return jsonb_build_object('verdict', 'suspicious', 'reason', 'ele leva a outro encurtador de links');
  end if;
  if v_path ~ '\.(exe|msi|scr|bat|cmd|apk|jar|vbs|ps1|dmg|pkg|appx|msix)$' then
    return jsonb_build_object('verdict', 'suspicious', 'reason', 'ele baixa um programa');
  end if;
  if v_path ~ '(^|/)(login|signin|sign-in|logon|wp-login\.php|verify|verificar|validar|atualizar-?(dados|cadastro)?|recadastr[a-z]*|desbloque[a-z]*)(/|\.|$)' then
    return jsonb_build_object('verdict', 'suspicious', 'reason', 'ele pede login ou dados da conta');
  end if;
  return null;
end
$$;
comment on function public.destination_refusal(text) is 'Destination screening: {verdict blocked|suspicious, reason} for an address our codes may not lead to, null when fine (local rules and the admins'' blocklist).';

-- Every per-device address is screened when written, desktop_url included.
drop trigger qr_codes_screen_destinations on public.qr_codes;
create trigger qr_codes_screen_destinations
  before insert or update of target_url, ios_url, android_url, desktop_url on public.qr_codes
  for each row execute function public.screen_item_destinations('target_url', 'ios_url', 'android_url', 'desktop_url');
drop trigger short_links_screen_destinations on public.short_links;
create trigger short_links_screen_destinations
  before insert or update of original_url, ios_url, android_url, desktop_url on public.short_links
  for each row execute function public.screen_item_destinations('original_url', 'ios_url', 'android_url', 'desktop_url');

--------------------------------------------------------------------------------------------------
-- What a code leads to, and what the checks say of it
--------------------------------------------------------------------------------------------------

-- The dynamic QR codes (p_kind 'qr') or short links ('link') among p_ids, each with its
-- addresses in order: the main destination, then iOS, Android and desktop (nulls kept).
create or replace function public.screened_codes(p_kind text, p_ids uuid[])
returns table (id uuid, urls text[])
language sql stable security definer
set search_path = ''
as $$
  select q.id, array[q.target_url, q.ios_url, q.android_url, q.desktop_url]
    from public.qr_codes q
   where p_kind = 'qr' and q.id = any (p_ids) and q.target_url is not null
  union all
  select l.id, array[l.original_url, l.ios_url, l.android_url, l.desktop_url]
    from public.short_links l
   where p_kind = 'link' and l.id = any (p_ids)
$$;
comment on function public.screened_codes(text, uuid[]) is 'Internal: the dynamic QR codes (qr) or short links (link) with these ids, each with its addresses (main, ios, android, desktop; nulls kept).';
revoke all on function public.screened_codes(text, uuid[]) from public, anon, authenticated, service_role;

-- The first of a code's addresses that is blocked for everyone: {url, reason}, or null.
create or replace function public.code_blocked_address(p_urls text[]) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object('url', u.url, 'reason', r.reason)
    from unnest(p_urls) with ordinality as u (url, n)
    cross join lateral (select public.blocked_host_reason(public.destination_host(u.url)) as reason) r
   where u.url is not null and r.reason is not null
   order by u.n
   limit 1
$$;
comment on function public.code_blocked_address(text[]) is 'Internal: {url, reason} of the first address of a code that is blocked for everyone (destination_refusal''s blocked verdict), or null.';
revoke all on function public.code_blocked_address(text[]) from public, anon, authenticated, service_role;

--------------------------------------------------------------------------------------------------
-- Google Safe Browsing's verdicts
--------------------------------------------------------------------------------------------------

-- The address as Safe Browsing's verdicts are kept and asked for: trimmed, without its
-- fragment, scheme and host in lower case, '/' when it has no path. Google canonicalises the
-- rest itself.
create or replace function public.safe_browsing_url(p_url text) returns text
language sql immutable
set search_path = ''
as $$
  select case
           when m is null then u
           else lower(m[1])
                || case when m[2] = '' or left(m[2], 1) = '?' then '/' else '' end
                || m[2]
         end
    from (select split_part(btrim(p_url), '#', 1) as u) s
    cross join lateral (select regexp_match(s.u, '^([A-Za-z][A-Za-z0-9+.-]*://[^/?#]*)(.*)$') as m) r
$$;
comment on function public.safe_browsing_url(text) is 'Internal: an address as the Safe Browsing cache keeps it (no fragment, lower-case scheme and host, / for an empty path).';
revoke all on function public.safe_browsing_url(text) from public, anon, authenticated, service_role;

create table public.safe_browsing_verdicts (
  url text primary key,
  threat_type text
    constraint safe_browsing_verdicts_threat_type_format check (threat_type ~ '^[A-Z_]{1,64}$'),
  checked_at timestamptz not null default now()
);
comment on table public.safe_browsing_verdicts is 'Google Safe Browsing v4''s last verdict on each destination of a dynamic code (server only: written by record_safe_browsing_verdicts, asked again after 24 hours by destinations_to_check).';
comment on column public.safe_browsing_verdicts.url is 'The destination, as safe_browsing_url() writes it (the text sent to Google).';
comment on column public.safe_browsing_verdicts.threat_type is 'What Google found (MALWARE, SOCIAL_ENGINEERING, UNWANTED_SOFTWARE, POTENTIALLY_HARMFUL_APPLICATION...); null: nothing, the address is clean.';
comment on column public.safe_browsing_verdicts.checked_at is 'When Google was last asked about it.';
create index safe_browsing_verdicts_checked_at_idx on public.safe_browsing_verdicts (checked_at);
alter table public.safe_browsing_verdicts enable row level security;
revoke all on public.safe_browsing_verdicts from anon, authenticated;
grant all on public.safe_browsing_verdicts to service_role;

-- The first of a code's addresses that Safe Browsing flagged: {url, threat_type}, or null.
create or replace function public.code_flagged_address(p_urls text[]) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object('url', u.url, 'threat_type', v.threat_type)
    from unnest(p_urls) with ordinality as u (url, n)
    join public.safe_browsing_verdicts v on v.url = public.safe_browsing_url(u.url)
   where v.threat_type is not null
   order by u.n
   limit 1
$$;
comment on function public.code_flagged_address(text[]) is 'Internal: {url, threat_type} of the first address of a code that Google Safe Browsing flagged (the cached verdict), or null.';
revoke all on function public.code_flagged_address(text[]) from public, anon, authenticated, service_role;

--------------------------------------------------------------------------------------------------
-- Disabling and enabling a code on the checks' word
--------------------------------------------------------------------------------------------------

-- Brings one code in line with what the checks say of its addresses (p_blocked: its
-- code_blocked_address, as the caller found it; the Safe Browsing verdicts are read here):
-- * an admin disabled it: nothing;
-- * disabled by a check whose reason still holds: nothing;
-- * blocked: disabled (source blocklist); else flagged: disabled (source safe_browsing);
-- * neither, and a check had disabled it: enabled.
-- Answers 'disabled', 'enabled' or null (nothing changed). Audited with a null actor.
create or replace function public.settle_code_screening(
  p_kind text,
  p_id uuid,
  p_urls text[],
  p_blocked jsonb
) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_row public.disabled_codes;
  v_flagged jsonb := public.code_flagged_address(p_urls);
  v_source text;
  v_reason text;
  v_address text;
begin
  select d.* into v_row from public.disabled_codes d
   where (p_kind = 'qr' and d.qr_code_id = p_id) or (p_kind = 'link' and d.short_link_id = p_id)
   for update;
  if v_row.id is not null and (v_row.source = 'admin'
      or (v_row.source = 'blocklist' and p_blocked is not null)
      or (v_row.source = 'safe_browsing' and v_flagged is not null)) then
    return null;
  end if;
  if p_blocked is not null then
    v_source := 'blocklist';
    v_reason := 'Destino bloqueado: ' || (p_blocked ->> 'reason');
    v_address := p_blocked ->> 'url';
  elsif v_flagged is not null then
    v_source := 'safe_browsing';
    v_reason := 'Google Safe Browsing: ' || (v_flagged ->> 'threat_type');
    v_address := v_flagged ->> 'url';
  end if;

  if v_source is null then
    if v_row.id is null then
      return null;
    end if;
    delete from public.disabled_codes d where d.id = v_row.id;
    perform public.audit_admin_action('code_enabled', p_kind, p_id::text,
      case v_row.source when 'blocklist' then 'Destino liberado: não está mais bloqueado'
                        else 'Google Safe Browsing: nenhuma ameaça encontrada' end,
      jsonb_build_object('source', v_row.source, 'disabled_reason', v_row.reason,
                         'disabled_at', v_row.disabled_at));
    return 'enabled';
  end if;

  if v_row.id is null then
    if p_kind = 'qr' then
      insert into public.disabled_codes (qr_code_id, reason, disabled_by, source)
      values (p_id, v_reason, null, v_source)
      on conflict (qr_code_id) do nothing;
    else
      insert into public.disabled_codes (short_link_id, reason, disabled_by, source)
      values (p_id, v_reason, null, v_source)
      on conflict (short_link_id) do nothing;
    end if;
    if not found then
      return null; -- an admin disabled it meanwhile
    end if;
  else
    -- Its check no longer holds but the other one does: that one keeps it disabled.
    update public.disabled_codes d
       set source = v_source, reason = v_reason, disabled_by = null, disabled_at = now()
     where d.id = v_row.id;
  end if;
  perform public.audit_admin_action('code_disabled', p_kind, p_id::text, v_reason,
    jsonb_build_object('source', v_source, 'destination', v_address));
  return 'disabled';
end;
$$;
comment on function public.settle_code_screening(text, uuid, text[], jsonb) is 'Internal: disables a code (source blocklist or safe_browsing) whose addresses are blocked or flagged, or enables one a check disabled whose addresses are fine again; never a code an admin disabled. Audited with a null actor. Answers disabled, enabled or null.';
revoke all on function public.settle_code_screening(text, uuid, text[], jsonb) from public, anon, authenticated, service_role;

--------------------------------------------------------------------------------------------------
-- The blocklist recheck
--------------------------------------------------------------------------------------------------

create table public.destination_recheck (
  id boolean primary key default true constraint destination_recheck_one_row check (id),
  version bigint not null default 0,
  changed_at timestamptz,
  checked_version bigint not null default 0,
  checked_at timestamptz,
  pass_version bigint,
  pass_kind text constraint destination_recheck_pass_kind_valid check (pass_kind in ('qr', 'link')),
  pass_after uuid
);
comment on table public.destination_recheck is 'One row: whether the blocklist changed since every code was last rechecked against it (version > checked_version), and where the recheck under way stands. Server only: written by the blocklist''s trigger and recheck_destinations.';
comment on column public.destination_recheck.id is 'Always true: the table has one row.';
comment on column public.destination_recheck.version is 'Raised by every change of the blocklist (and by an owner''s edit of a code the blocklist disabled).';
comment on column public.destination_recheck.changed_at is 'When it was last raised.';
comment on column public.destination_recheck.checked_version is 'The version every code was last rechecked against: a recheck is due while version is higher.';
comment on column public.destination_recheck.checked_at is 'When the last complete recheck ended.';
comment on column public.destination_recheck.pass_version is 'The version the recheck under way started from (null: none under way).';
comment on column public.destination_recheck.pass_kind is 'Where the recheck under way stands: among the QR codes (qr) or the short links (link).';
comment on column public.destination_recheck.pass_after is 'The id of the last code of pass_kind it rechecked (null: none yet).';
alter table public.destination_recheck enable row level security;
revoke all on public.destination_recheck from anon, authenticated;
grant select on public.destination_recheck to service_role;
-- Due at once: codes written before a domain already on the list was added are rechecked too.
insert into public.destination_recheck (version, changed_at) values (1, now());

-- Cheap, in the admin's own transaction: one row updated per statement, whatever it changed.
create or replace function public.mark_destination_recheck() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.destination_recheck set version = version + 1, changed_at = now() where id;
  return null;
end;
$$;
comment on function public.mark_destination_recheck() is 'Trigger on blocked_domains (each statement): marks that every code must be rechecked against the blocklist (recheck_destinations).';
revoke all on function public.mark_destination_recheck() from public, anon, authenticated, service_role;

create trigger blocked_domains_mark_recheck
  after insert or update or delete or truncate on public.blocked_domains
  for each statement execute function public.mark_destination_recheck();

-- An owner who changes an address of a code the blocklist disabled gets it rechecked: it comes
-- back within a minute once none of its addresses is blocked.
create or replace function public.mark_destination_recheck_for_code() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.disabled_codes d
     where d.source = 'blocklist'
       and ((tg_table_name = 'qr_codes' and d.qr_code_id = new.id)
            or (tg_table_name = 'short_links' and d.short_link_id = new.id))
  ) then
    update public.destination_recheck set version = version + 1, changed_at = now() where id;
  end if;
  return null;
end;
$$;
comment on function public.mark_destination_recheck_for_code() is 'Trigger on qr_codes and short_links address changes: marks a recheck due when the code is one the blocklist disabled.';
revoke all on function public.mark_destination_recheck_for_code() from public, anon, authenticated, service_role;

create trigger qr_codes_mark_recheck
  after update of target_url, ios_url, android_url, desktop_url on public.qr_codes
  for each row
  when (old.target_url is distinct from new.target_url or old.ios_url is distinct from new.ios_url
        or old.android_url is distinct from new.android_url
        or old.desktop_url is distinct from new.desktop_url)
  execute function public.mark_destination_recheck_for_code();
create trigger short_links_mark_recheck
  after update of original_url, ios_url, android_url, desktop_url on public.short_links
  for each row
  when (old.original_url is distinct from new.original_url or old.ios_url is distinct from new.ios_url
        or old.android_url is distinct from new.android_url
        or old.desktop_url is distinct from new.desktop_url)
  execute function public.mark_destination_recheck_for_code();

-- One batch of the recheck: at most p_limit codes (QR codes by id, then short links by id)
-- from where the last batch stopped. A change of the list while a recheck is under way is
-- caught by another one after it (the due mark stays until a whole recheck started after the
-- change ends). Several callers at once (servers, the schedule): one works, the others answer
-- nothing to do.
create or replace function public.recheck_destinations(p_limit integer default 5000)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_state public.destination_recheck;
  v_pass bigint;
  v_kind text;
  v_after uuid;
  v_left integer;
  v_ids uuid[];
  v_hosts jsonb;
  v_code record;
  v_blocked jsonb;
  v_outcome text;
  v_disabled integer := 0;
  v_enabled integer := 0;
  v_done boolean := false;
  v_more boolean;
begin
  if p_limit is null or p_limit not between 1 and 100000 then
    raise exception using errcode = '22023', message = 'Limite inválido: de 1 a 100000.';
  end if;
  if not pg_try_advisory_xact_lock(hashtext('qrlink.recheck_destinations')) then
    return jsonb_build_object('disabled', 0, 'enabled', 0, 'more', false);
  end if;
  select * into v_state from public.destination_recheck where id;
  if v_state.pass_version is null then
    if v_state.version <= v_state.checked_version then
      return jsonb_build_object('disabled', 0, 'enabled', 0, 'more', false);
    end if;
    v_pass := v_state.version;
    v_kind := 'qr';
    v_after := null;
  else
    v_pass := v_state.pass_version;
    v_kind := v_state.pass_kind;
    v_after := v_state.pass_after;
  end if;

  v_left := p_limit;
  while v_left > 0 and not v_done loop
    if v_kind = 'qr' then
      select coalesce(array_agg(c.id order by c.id), '{}') into v_ids
        from (select q.id from public.qr_codes q
               where q.target_url is not null and (v_after is null or q.id > v_after)
               order by q.id limit v_left) c;
    else
      select coalesce(array_agg(c.id order by c.id), '{}') into v_ids
        from (select l.id from public.short_links l
               where v_after is null or l.id > v_after
               order by l.id limit v_left) c;
    end if;

    -- Each host of the batch is judged once.
    select coalesce(jsonb_object_agg(h.host, h.reason), '{}') into v_hosts
      from (select hs.host, public.blocked_host_reason(hs.host) as reason
              from (select distinct public.destination_host(u.url) as host
                      from public.screened_codes(v_kind, v_ids) c, unnest(c.urls) as u (url)
                     where u.url is not null) hs
             where hs.host is not null) h
     where h.reason is not null;

    for v_code in
      select c.id, c.urls,
             exists (select 1 from public.disabled_codes d
                      where d.source <> 'admin'
                        and ((v_kind = 'qr' and d.qr_code_id = c.id)
                             or (v_kind = 'link' and d.short_link_id = c.id))) as by_check
        from public.screened_codes(v_kind, v_ids) c
       order by c.id
    loop
      v_blocked := null;
      select jsonb_build_object('url', u.url,
                                'reason', v_hosts ->> public.destination_host(u.url))
        into v_blocked
        from unnest(v_code.urls) with ordinality as u (url, n)
       where u.url is not null and v_hosts ? public.destination_host(u.url)
       order by u.n
       limit 1;
      if v_blocked is not null or v_code.by_check then
        v_outcome := public.settle_code_screening(v_kind, v_code.id, v_code.urls, v_blocked);
        if v_outcome = 'disabled' then
          v_disabled := v_disabled + 1;
        elsif v_outcome = 'enabled' then
          v_enabled := v_enabled + 1;
        end if;
      end if;
    end loop;

    if cardinality(v_ids) > 0 then
      v_after := v_ids[cardinality(v_ids)];
    end if;
    if cardinality(v_ids) < v_left then
      -- This kind is done: on to the short links, or the recheck is complete.
      if v_kind = 'qr' then
        v_kind := 'link';
        v_after := null;
      else
        v_done := true;
      end if;
    end if;
    v_left := v_left - cardinality(v_ids);
  end loop;

  if v_done then
    update public.destination_recheck
       set checked_version = v_pass, checked_at = now(),
           pass_version = null, pass_kind = null, pass_after = null
     where id
    returning version > checked_version into v_more;
  else
    update public.destination_recheck
       set pass_version = v_pass, pass_kind = v_kind, pass_after = v_after
     where id;
    v_more := true;
  end if;
  return jsonb_build_object('disabled', v_disabled, 'enabled', v_enabled, 'more', v_more);
end;
$$;
comment on function public.recheck_destinations(integer) is 'Server and schedule only (service_role): when the blocklist changed, rechecks up to p_limit codes (from where the last call stopped): disables (source blocklist, reason ''Destino bloqueado: ...'') every dynamic QR code and short link with an address now blocked, enables the ones it disabled whose addresses are fine again, never touches one an admin disabled. Answers {disabled, enabled, more}; more: call again.';
revoke all on function public.recheck_destinations(integer) from public, anon, authenticated, service_role;
grant execute on function public.recheck_destinations(integer) to service_role;

--------------------------------------------------------------------------------------------------
-- The Safe Browsing check
--------------------------------------------------------------------------------------------------

create or replace function public.destinations_to_check(p_limit integer default 500)
returns table (url text)
language plpgsql stable security definer
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
comment on function public.destinations_to_check(integer) is 'Server only (service_role): up to p_limit distinct destinations (main and per device, as safe_browsing_url writes them) of dynamic QR codes and short links that Google Safe Browsing has no verdict on, or none younger than 24 hours; newest codes first.';
revoke all on function public.destinations_to_check(integer) from public, anon, authenticated, service_role;
grant execute on function public.destinations_to_check(integer) to service_role;

create or replace function public.record_safe_browsing_verdicts(p_verdicts jsonb) returns jsonb
language plpgsql volatile security definer
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
    -- Codes with an address just flagged...
    select 'qr' as kind, q.id, array[q.target_url, q.ios_url, q.android_url, q.desktop_url] as urls
      from public.qr_codes q
     where cardinality(v_flagged) > 0 and q.target_url is not null
       and (public.safe_browsing_url(q.target_url) = any (v_flagged)
            or public.safe_browsing_url(q.ios_url) = any (v_flagged)
            or public.safe_browsing_url(q.android_url) = any (v_flagged)
            or public.safe_browsing_url(q.desktop_url) = any (v_flagged))
    union
    select 'link', l.id, array[l.original_url, l.ios_url, l.android_url, l.desktop_url]
      from public.short_links l
     where cardinality(v_flagged) > 0
       and (public.safe_browsing_url(l.original_url) = any (v_flagged)
            or public.safe_browsing_url(l.ios_url) = any (v_flagged)
            or public.safe_browsing_url(l.android_url) = any (v_flagged)
            or public.safe_browsing_url(l.desktop_url) = any (v_flagged))
    union
    -- ... and codes this check disabled with an address just asked about again.
    select 'qr', q.id, array[q.target_url, q.ios_url, q.android_url, q.desktop_url]
      from public.disabled_codes d join public.qr_codes q on q.id = d.qr_code_id
     where d.source = 'safe_browsing'
       and exists (select 1 from unnest(array[q.target_url, q.ios_url, q.android_url, q.desktop_url]) u
                    where public.safe_browsing_url(u) = any (v_urls))
    union
    select 'link', l.id, array[l.original_url, l.ios_url, l.android_url, l.desktop_url]
      from public.disabled_codes d join public.short_links l on l.id = d.short_link_id
     where d.source = 'safe_browsing'
       and exists (select 1 from unnest(array[l.original_url, l.ios_url, l.android_url, l.desktop_url]) u
                    where public.safe_browsing_url(u) = any (v_urls))
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
comment on function public.record_safe_browsing_verdicts(jsonb) is 'Server only (service_role): keeps Google Safe Browsing''s verdicts ([{url, threat_type | null}], at most 5000), disables (source safe_browsing, reason ''Google Safe Browsing: {threat_type}'') the codes with a flagged address and enables the ones it disabled whose addresses are clean again; never a code an admin disabled. Answers {disabled, enabled}.';
revoke all on function public.record_safe_browsing_verdicts(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.record_safe_browsing_verdicts(jsonb) to service_role;

--------------------------------------------------------------------------------------------------
-- Hosted Supabase: the database's own clock runs the blocklist recheck
--------------------------------------------------------------------------------------------------
-- As 20261126110000_hosted_schedules.sql: where pg_cron works, every minute, one batch (the
-- Safe Browsing check needs the server's key and an HTTP client: the self-hosted server's job).
-- Elsewhere the self-hosted server's timer runs it and nothing here changes.
do $schedule$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    return;
  end if;
  perform cron.schedule('recheck-destinations', '* * * * *', 'select public.recheck_destinations()');
end
$schedule$;
