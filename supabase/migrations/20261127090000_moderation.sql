-- Moderation (docs/product/trust-and-safety.md, "Reports and moderation" and "Audit log"):
--
-- * Anyone, with or without an account, reports a dynamic QR code or a short link
--   (report_code; code_preview shows what is being reported). At most 5 reports an hour per
--   client; a code already reported by that client and still open answers that report again.
-- * Admins read the reports (admin_list_reports), resolve or dismiss them
--   (admin_resolve_report), disable a code (admin_disable_code / admin_enable_code) and block
--   an account (admin_block_user / admin_unblock_user).
-- * A disabled code, and every code of a blocked account, answers its redirects with 410 and
--   records nothing (packages/server/src/redirects/load-target.ts reads both). Each change
--   sends pg_notify('redirect_cache', 'qr:<id>' | 'link:<id>') like every other destination
--   change, so no server instance keeps redirecting from its memory.
-- * Every admin action leaves one row in admin_audit_log, written by audit_admin_action: the
--   functions below call it, and triggers call it for the admin actions that already existed
--   (see "The admin actions that already existed" at the end).

--------------------------------------------------------------------------------------------------
-- The audit log
--------------------------------------------------------------------------------------------------

create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid,
  actor_email text,
  action text not null
    constraint admin_audit_log_action_format check (action ~ '^[a-z_]{1,64}$'),
  target_kind text,
  target_id text,
  reason text,
  details jsonb,
  created_at timestamptz not null default now()
);
comment on table public.admin_audit_log is 'Admin > Auditoria: one row per admin action (who, what, on what, why, when). Written only by audit_admin_action; admins read it; nobody changes or deletes a row.';
comment on column public.admin_audit_log.id is 'Increasing with time: the newest rows have the highest ids.';
comment on column public.admin_audit_log.actor_id is 'The admin who acted (kept when that account is deleted: no foreign key).';
comment on column public.admin_audit_log.actor_email is 'The admin''s e-mail when they acted.';
comment on column public.admin_audit_log.action is 'code_disabled, code_enabled, report_resolved, report_dismissed, report_reopened, user_blocked, user_unblocked, blocklist_added, blocklist_removed, blocklist_imported, setting_updated, client_updated, client_deleted, plan_created, plan_updated or plan_deleted.';
comment on column public.admin_audit_log.target_kind is 'What was acted on: qr, link, report, user, domain, blocklist, setting or plan.';
comment on column public.admin_audit_log.target_id is 'Its id (a uuid, a domain, a setting key, a plan id), as text.';
comment on column public.admin_audit_log.reason is 'The reason the admin gave, when the action asks for one.';
comment on column public.admin_audit_log.details is 'What changed (before and after, the domains added...), as JSON.';
comment on column public.admin_audit_log.created_at is 'When the action happened.';
create index admin_audit_log_action_idx on public.admin_audit_log (action, id desc);
alter table public.admin_audit_log enable row level security;
create policy admin_audit_log_admin_select on public.admin_audit_log
  for select to authenticated using ((select public.is_admin()));
revoke all on public.admin_audit_log from anon, authenticated;
grant select on public.admin_audit_log to authenticated;
grant select on public.admin_audit_log to service_role;

create or replace function public.audit_admin_action(
  p_action text,
  p_target_kind text,
  p_target_id text,
  p_reason text,
  p_details jsonb default null
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
begin
  insert into public.admin_audit_log (actor_id, actor_email, action, target_kind, target_id, reason, details)
  values (
    v_actor,
    coalesce((select u.email::text from auth.users u where u.id = v_actor), auth.jwt() ->> 'email'),
    p_action, p_target_kind, p_target_id, nullif(btrim(p_reason), ''), p_details
  );
end;
$$;
comment on function public.audit_admin_action(text, text, text, text, jsonb) is 'Internal: writes one admin_audit_log row for the calling admin (action, target kind and id, reason, details).';
revoke all on function public.audit_admin_action(text, text, text, text, jsonb) from public, anon, authenticated, service_role;

create or replace function public.admin_list_audit(
  p_action text default null,
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0
) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_action text := nullif(btrim(coalesce(p_action, '')), '');
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_total bigint;
  v_rows jsonb;
begin
  perform public.require_admin();
  if p_limit is null or p_limit not between 1 and 100 or p_offset is null or p_offset < 0 then
    raise exception using errcode = '22023', message = 'Paginação inválida.';
  end if;
  if char_length(v_search) > 200 then
    raise exception using errcode = '22023', message = 'A busca deve ter no máximo 200 caracteres.';
  end if;
  v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  select count(*) into v_total
  from public.admin_audit_log a
  where (v_action is null or a.action = v_action)
    and (v_search is null or a.actor_email ilike v_pattern or a.target_id ilike v_pattern
         or a.reason ilike v_pattern);

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', a.id, 'actor_id', a.actor_id, 'actor_email', a.actor_email, 'action', a.action,
           'target_kind', a.target_kind, 'target_id', a.target_id, 'reason', a.reason,
           'details', a.details, 'created_at', a.created_at) order by a.id desc), '[]'::jsonb)
  into v_rows
  from (
    select * from public.admin_audit_log a
    where (v_action is null or a.action = v_action)
      and (v_search is null or a.actor_email ilike v_pattern or a.target_id ilike v_pattern
           or a.reason ilike v_pattern)
    order by a.id desc
    limit p_limit offset p_offset
  ) a;

  return jsonb_build_object('total', v_total, 'rows', v_rows);
end;
$$;
comment on function public.admin_list_audit(text, text, integer, integer) is 'Admin: one page of the audit log, newest first, {total, rows: [{id, actor_id, actor_email, action, target_kind, target_id, reason, details, created_at}]}, filtered by action and searched in the admin''s e-mail, the target id and the reason.';
revoke all on function public.admin_list_audit(text, text, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_audit(text, text, integer, integer) to authenticated;

--------------------------------------------------------------------------------------------------
-- Codes a visitor may report: a dynamic QR code by its id, a short link by its code or alias
--------------------------------------------------------------------------------------------------

-- The dynamic QR code (p_kind 'qr', p_key its uuid) or short link (p_kind 'link', p_key a code
-- or alias in any case) that a public address names, as the redirect path finds it; no row for
-- an unknown or static code, another kind or a malformed key.
create or replace function public.find_public_code(p_kind text, p_key text)
returns table (
  qr_code_id uuid, short_link_id uuid, destination text, created_at timestamptz, owner_id uuid
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if p_kind = 'qr' then
    -- Checked before the cast, so a malformed id is "not found" and never an error.
    if p_key is null
       or p_key !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      return;
    end if;
    v_id := p_key::uuid;
    return query
      select q.id, null::uuid, q.target_url, q.created_at, q.user_id
      from public.qr_codes q
      where q.id = v_id and q.target_url is not null;
  elsif p_kind = 'link' then
    if p_key is null or char_length(p_key) > 128 then
      return;
    end if;
    return query
      select null::uuid, l.id, l.original_url, l.created_at, l.user_id
      from public.short_link_names n join public.short_links l on l.id = n.short_link_id
      where n.name = lower(p_key);
  end if;
end;
$$;
comment on function public.find_public_code(text, text) is 'Internal: the dynamic QR code (qr, its id) or short link (link, a code or alias in any case) a public address names; no row when unknown, static or malformed.';
revoke all on function public.find_public_code(text, text) from public, anon, authenticated, service_role;

--------------------------------------------------------------------------------------------------
-- Disabled codes
--------------------------------------------------------------------------------------------------

create table public.disabled_codes (
  id bigint generated always as identity primary key,
  qr_code_id uuid unique references public.qr_codes (id) on delete cascade,
  short_link_id uuid unique references public.short_links (id) on delete cascade,
  reason text not null
    constraint disabled_codes_reason_length check (char_length(reason) between 1 and 500),
  disabled_by uuid references auth.users (id) on delete set null,
  disabled_at timestamptz not null default now(),
  constraint disabled_codes_one_code check (num_nonnulls(qr_code_id, short_link_id) = 1)
);
comment on table public.disabled_codes is 'QR codes and short links an admin disabled for breaking the Terms of Use: their redirects answer 410 and record nothing. Admins read it; written only by admin_disable_code and admin_enable_code (owners can neither read nor undo it).';
comment on column public.disabled_codes.id is 'Row id.';
comment on column public.disabled_codes.qr_code_id is 'The disabled QR code (or null for a short link).';
comment on column public.disabled_codes.short_link_id is 'The disabled short link (or null for a QR code).';
comment on column public.disabled_codes.reason is 'Why it was disabled, for the admins (1 to 500 characters).';
comment on column public.disabled_codes.disabled_by is 'The admin who disabled it.';
comment on column public.disabled_codes.disabled_at is 'When it was disabled.';
alter table public.disabled_codes enable row level security;
create policy disabled_codes_admin_select on public.disabled_codes
  for select to authenticated using ((select public.is_admin()));
revoke all on public.disabled_codes from anon, authenticated;
grant select on public.disabled_codes to authenticated;
grant all on public.disabled_codes to service_role;

-- The redirect servers cache each code: disabling or enabling one drops it everywhere, with the
-- payload notify_redirect_cache sends for a change of that code's destination.
create or replace function public.notify_disabled_code() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_row public.disabled_codes;
begin
  if tg_op = 'DELETE' then
    v_row := old;
  else
    v_row := new;
  end if;
  if v_row.qr_code_id is not null then
    perform pg_notify('redirect_cache', 'qr:' || v_row.qr_code_id);
  else
    perform pg_notify('redirect_cache', 'link:' || v_row.short_link_id);
  end if;
  return null;
end;
$$;
comment on function public.notify_disabled_code() is 'Trigger on disabled_codes: tells the redirect servers (LISTEN redirect_cache) to drop the code that was disabled or enabled.';
revoke all on function public.notify_disabled_code() from public, anon, authenticated, service_role;

create trigger notify_redirect_cache_change
  after insert or update or delete on public.disabled_codes
  for each row execute function public.notify_disabled_code();

-- Blocking an account (banned_until, by admin_block_user or by Supabase Auth's own admin API)
-- stops every code of it: each is dropped from the redirect servers' memory.
create or replace function public.notify_owner_codes() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  for v_id in select q.id from public.qr_codes q where q.user_id = new.id loop
    perform pg_notify('redirect_cache', 'qr:' || v_id);
  end loop;
  for v_id in select l.id from public.short_links l where l.user_id = new.id loop
    perform pg_notify('redirect_cache', 'link:' || v_id);
  end loop;
  return null;
end;
$$;
comment on function public.notify_owner_codes() is 'Trigger on auth.users banned_until changes: tells the redirect servers to drop every code of that account.';
revoke all on function public.notify_owner_codes() from public, anon, authenticated, service_role;

create trigger on_auth_user_banned_changed
  after update of banned_until on auth.users
  for each row when (new.banned_until is distinct from old.banned_until)
  execute function public.notify_owner_codes();

-- True when the code's redirects are refused: disabled by an admin, or its owner blocked.
create or replace function public.code_is_disabled(p_qr_code_id uuid, p_short_link_id uuid, p_owner uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
           select 1 from public.disabled_codes d
            where d.qr_code_id = p_qr_code_id or d.short_link_id = p_short_link_id)
      or exists (
           select 1 from auth.users u where u.id = p_owner and u.banned_until > now())
$$;
comment on function public.code_is_disabled(uuid, uuid, uuid) is 'Internal: true when a code (its QR id or short link id, and its owner) is disabled or its owner is blocked.';
revoke all on function public.code_is_disabled(uuid, uuid, uuid) from public, anon, authenticated, service_role;

-- What a visitor sees before reporting a code: where it leads, when it was made, whether it is
-- disabled. Nothing about its owner, no counts.
create or replace function public.code_preview(p_kind text, p_key text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_code record;
begin
  select * into v_code from public.find_public_code(p_kind, p_key) limit 1;
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'kind', p_kind,
    'destination', v_code.destination,
    'created_at', v_code.created_at,
    'disabled', public.code_is_disabled(v_code.qr_code_id, v_code.short_link_id, v_code.owner_id)
  );
end;
$$;
comment on function public.code_preview(text, text) is 'Anyone: {kind qr|link, destination, created_at, disabled} of a dynamic QR code (qr, its id) or short link (link, its code or alias), null when unknown, static or malformed. No owner data, no counts.';
revoke all on function public.code_preview(text, text) from public, anon, authenticated, service_role;
grant execute on function public.code_preview(text, text) to anon, authenticated;

--------------------------------------------------------------------------------------------------
-- Reports
--------------------------------------------------------------------------------------------------

create table public.abuse_reports (
  id uuid primary key default gen_random_uuid(),
  qr_code_id uuid references public.qr_codes (id) on delete cascade,
  short_link_id uuid references public.short_links (id) on delete cascade,
  reason text not null
    constraint abuse_reports_reason_valid
    check (reason in ('phishing', 'malware', 'spam', 'illegal', 'other')),
  details text constraint abuse_reports_details_length check (char_length(details) <= 1000),
  reporter_email text
    constraint abuse_reports_reporter_email_format
    check (char_length(reporter_email) <= 254
           and reporter_email ~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$'),
  status text not null default 'open'
    constraint abuse_reports_status_valid check (status in ('open', 'resolved', 'dismissed')),
  resolution_note text
    constraint abuse_reports_resolution_note_length check (char_length(resolution_note) <= 500),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid references auth.users (id) on delete set null,
  reporter_key text,
  constraint abuse_reports_one_code check (num_nonnulls(qr_code_id, short_link_id) = 1)
);
comment on table public.abuse_reports is 'Reports of a QR code or short link that breaks the Terms of Use, filed by anyone through report_code. Admins read them and change their status (admin_resolve_report); nobody inserts directly.';
comment on column public.abuse_reports.id is 'Report id (what report_code answers).';
comment on column public.abuse_reports.qr_code_id is 'The reported QR code (or null for a short link).';
comment on column public.abuse_reports.short_link_id is 'The reported short link (or null for a QR code).';
comment on column public.abuse_reports.reason is 'phishing, malware, spam, illegal or other.';
comment on column public.abuse_reports.details is 'What the reporter wrote (at most 1000 characters).';
comment on column public.abuse_reports.reporter_email is 'Where the reporter may be answered (optional).';
comment on column public.abuse_reports.status is 'open, resolved or dismissed.';
comment on column public.abuse_reports.resolution_note is 'The admin''s note on the last status change (at most 500 characters); disabling the code writes its reason here.';
comment on column public.abuse_reports.created_at is 'When it was filed.';
comment on column public.abuse_reports.resolved_at is 'When it was last resolved or dismissed (null while open).';
comment on column public.abuse_reports.resolved_by is 'The admin who resolved or dismissed it.';
comment on column public.abuse_reports.reporter_key is 'The client address, or user:<id> without one: the hourly limit''s key. Never shown, not even to admins.';
create index abuse_reports_status_created_at_idx on public.abuse_reports (status, created_at desc);
create index abuse_reports_qr_code_id_idx on public.abuse_reports (qr_code_id) where qr_code_id is not null;
create index abuse_reports_short_link_id_idx on public.abuse_reports (short_link_id) where short_link_id is not null;
create index abuse_reports_reporter_key_created_at_idx on public.abuse_reports (reporter_key, created_at);
alter table public.abuse_reports enable row level security;
create policy abuse_reports_admin_select on public.abuse_reports
  for select to authenticated using ((select public.is_admin()));
create policy abuse_reports_admin_update on public.abuse_reports
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
revoke all on public.abuse_reports from anon, authenticated;
-- Every column but reporter_key; only the status and its note change.
grant select (id, qr_code_id, short_link_id, reason, details, reporter_email, status,
  resolution_note, created_at, resolved_at, resolved_by) on public.abuse_reports to authenticated;
grant update (status, resolution_note) on public.abuse_reports to authenticated;
grant all on public.abuse_reports to service_role;

-- A status change stamps who and when (null again when reopened), whoever writes it.
create or replace function public.stamp_report_resolution() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if new.status = 'open' then
      new.resolved_at := null;
      new.resolved_by := null;
    else
      new.resolved_at := now();
      new.resolved_by := (select auth.uid());
    end if;
  end if;
  return new;
end;
$$;
comment on function public.stamp_report_resolution() is 'Trigger before a report update: a new status sets resolved_at and resolved_by (cleared when reopened).';
revoke all on function public.stamp_report_resolution() from public, anon, authenticated, service_role;

create trigger abuse_reports_stamp_resolution
  before update of status on public.abuse_reports
  for each row execute function public.stamp_report_resolution();

-- Every status change an admin makes is audited here, once, whichever way it was made
-- (admin_resolve_report, admin_disable_code, or an update of the row through the API).
create or replace function public.audit_report_status() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and public.is_admin() then
    perform public.audit_admin_action(
      case new.status when 'resolved' then 'report_resolved'
                      when 'dismissed' then 'report_dismissed'
                      else 'report_reopened' end,
      'report', new.id::text, new.resolution_note,
      jsonb_build_object(
        'from', old.status,
        'kind', case when new.qr_code_id is not null then 'qr' else 'link' end,
        'code_id', coalesce(new.qr_code_id, new.short_link_id)));
  end if;
  return null;
end;
$$;
comment on function public.audit_report_status() is 'Trigger after a report update: audits an admin''s status change (report_resolved, report_dismissed, report_reopened).';
revoke all on function public.audit_report_status() from public, anon, authenticated, service_role;

create trigger abuse_reports_audit_status
  after update of status on public.abuse_reports
  for each row execute function public.audit_report_status();

create or replace function public.report_code(
  p_kind text,
  p_key text,
  p_reason text,
  p_details text default null,
  p_email text default null
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  hourly_limit constant integer := 5;
  v_code record;
  v_details text := nullif(btrim(p_details), '');
  v_email text := nullif(btrim(p_email), '');
  v_key text;
  v_id uuid;
begin
  select * into v_code from public.find_public_code(p_kind, p_key) limit 1;
  if not found then
    raise exception using errcode = 'P0001', hint = 'code_not_found',
      message = 'QR Code ou link não encontrado.';
  end if;
  if p_reason is null or p_reason not in ('phishing', 'malware', 'spam', 'illegal', 'other') then
    raise exception using errcode = 'P0001', hint = 'report_reason',
      message = 'Escolha o motivo da denúncia.';
  end if;
  if char_length(v_details) > 1000 then
    raise exception using errcode = 'P0001', hint = 'report_details',
      message = 'A descrição pode ter no máximo 1000 caracteres.';
  end if;
  if v_email is not null and (char_length(v_email) > 254
      or v_email !~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$') then
    raise exception using errcode = 'P0001', hint = 'report_email',
      message = 'Informe um e-mail válido.';
  end if;

  -- Keyed like create_short_link's limit: the client address, else the account.
  v_key := coalesce(public.request_client_ip(), 'user:' || (select auth.uid())::text, 'unknown');
  perform pg_advisory_xact_lock(hashtext('qrlink.abuse_report_rate:' || v_key));
  -- The same code reported again by the same client while theirs is open: that report.
  select r.id into v_id
  from public.abuse_reports r
  where r.reporter_key = v_key and r.status = 'open'
    and (r.qr_code_id = v_code.qr_code_id or r.short_link_id = v_code.short_link_id)
  order by r.created_at
  limit 1;
  if found then
    return v_id;
  end if;
  if (select count(*) from public.abuse_reports r
       where r.reporter_key = v_key and r.created_at > now() - interval '1 hour') >= hourly_limit then
    raise exception using errcode = 'PT429', hint = 'rate_limited',
      message = 'Muitas denúncias em pouco tempo. Tente novamente mais tarde.';
  end if;
  insert into public.abuse_reports (qr_code_id, short_link_id, reason, details, reporter_email, reporter_key)
  values (v_code.qr_code_id, v_code.short_link_id, p_reason, v_details, v_email, v_key)
  returning id into v_id;
  return v_id;
end;
$$;
comment on function public.report_code(text, text, text, text, text) is 'Anyone: reports a dynamic QR code (qr, its id) or short link (link, its code or alias) for phishing, malware, spam, illegal or other, with optional details (<= 1000) and e-mail. Answers the report id (an open report of the same client for the same code is answered again). P0001 with pt-BR text for a bad request, PT429 past 5 reports an hour per client.';
revoke all on function public.report_code(text, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.report_code(text, text, text, text, text) to anon, authenticated;

create or replace function public.admin_resolve_report(p_report uuid, p_status text, p_note text default null)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_note text := nullif(btrim(p_note), '');
  v_status text;
begin
  perform public.require_admin();
  if p_status is null or p_status not in ('open', 'resolved', 'dismissed') then
    raise exception using errcode = 'P0001', hint = 'report_status',
      message = 'Situação inválida: use open, resolved ou dismissed.';
  end if;
  if char_length(v_note) > 500 then
    raise exception using errcode = 'P0001', hint = 'report_note',
      message = 'A observação pode ter no máximo 500 caracteres.';
  end if;
  select r.status into v_status from public.abuse_reports r where r.id = p_report for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'report_not_found',
      message = 'Denúncia não encontrada.';
  end if;
  if v_status = p_status then
    return; -- nothing changes, nothing is audited
  end if;
  -- The triggers stamp resolved_at / resolved_by and audit the change with this note.
  update public.abuse_reports set status = p_status, resolution_note = v_note where id = p_report;
end;
$$;
comment on function public.admin_resolve_report(uuid, text, text) is 'Admin: sets a report''s status (resolved, dismissed, or open again) with an optional note (<= 500); audited as report_resolved, report_dismissed or report_reopened.';
revoke all on function public.admin_resolve_report(uuid, text, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_resolve_report(uuid, text, text) to authenticated;

create or replace function public.admin_list_reports(
  p_status text default 'open',
  p_reason text default null,
  p_search text default null,
  p_limit integer default 25,
  p_offset integer default 0
) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_status text := nullif(btrim(coalesce(p_status, '')), '');
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_total bigint;
  v_rows jsonb;
begin
  perform public.require_admin();
  if v_status is not null and v_status not in ('open', 'resolved', 'dismissed') then
    raise exception using errcode = '22023', message = 'Situação inválida.';
  end if;
  if v_reason is not null and v_reason not in ('phishing', 'malware', 'spam', 'illegal', 'other') then
    raise exception using errcode = '22023', message = 'Motivo inválido.';
  end if;
  if p_limit is null or p_limit not between 1 and 100 or p_offset is null or p_offset < 0 then
    raise exception using errcode = '22023', message = 'Paginação inválida.';
  end if;
  if char_length(v_search) > 200 then
    raise exception using errcode = '22023', message = 'A busca deve ter no máximo 200 caracteres.';
  end if;
  -- The search is a substring: escape LIKE's own wildcards so '%' and '_' match themselves.
  v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  with matching as (
    select r.id, r.reason, r.details, r.reporter_email, r.status, r.created_at, r.resolved_at,
           r.qr_code_id, r.short_link_id,
           case when r.qr_code_id is not null then 'qr' else 'link' end as kind,
           coalesce(r.qr_code_id, r.short_link_id) as code_id,
           case when r.qr_code_id is not null then r.qr_code_id::text
                else coalesce(l.custom_alias, l.short_code) end as code_key,
           coalesce(q.target_url, l.original_url) as destination,
           coalesce(q.created_at, l.created_at) as code_created_at,
           coalesce(dq.reason, dl.reason) as disabled_reason,
           (dq.id is not null or dl.id is not null) as disabled,
           u.id as owner_id, u.email::text as owner_email,
           coalesce(u.banned_until > now(), false) as owner_blocked
    from public.abuse_reports r
    left join public.qr_codes q on q.id = r.qr_code_id
    left join public.short_links l on l.id = r.short_link_id
    left join public.disabled_codes dq on dq.qr_code_id = r.qr_code_id
    left join public.disabled_codes dl on dl.short_link_id = r.short_link_id
    left join auth.users u on u.id = coalesce(q.user_id, l.user_id)
    where (v_status is null or r.status = v_status)
      and (v_reason is null or r.reason = v_reason)
      and (v_search is null
           or coalesce(q.target_url, l.original_url) ilike v_pattern
           or r.qr_code_id::text ilike v_pattern
           or l.short_code ilike v_pattern
           or l.custom_alias ilike v_pattern
           or u.email ilike v_pattern)
  ), page as (
    select * from matching m order by m.created_at desc, m.id limit p_limit offset p_offset
  )
  select (select count(*) from matching),
         coalesce((
           select jsonb_agg(jsonb_build_object(
                    'id', p.id, 'reason', p.reason, 'details', p.details,
                    'reporter_email', p.reporter_email, 'status', p.status,
                    'created_at', p.created_at, 'resolved_at', p.resolved_at,
                    'kind', p.kind, 'code_id', p.code_id, 'code_key', p.code_key,
                    'destination', p.destination, 'code_created_at', p.code_created_at,
                    'disabled', p.disabled, 'disabled_reason', p.disabled_reason,
                    'owner_id', p.owner_id, 'owner_email', p.owner_email,
                    'owner_blocked', p.owner_blocked,
                    'reports_for_code', (
                      select count(*) from public.abuse_reports o
                      where o.qr_code_id = p.qr_code_id or o.short_link_id = p.short_link_id))
                  order by p.created_at desc, p.id)
           from page p), '[]'::jsonb)
  into v_total, v_rows;

  return jsonb_build_object('total', v_total, 'rows', v_rows);
end;
$$;
comment on function public.admin_list_reports(text, text, text, integer, integer) is 'Admin: one page of reports, newest first, {total, rows: [{id, reason, details, reporter_email, status, created_at, resolved_at, kind, code_id, code_key, destination, code_created_at, disabled, disabled_reason, owner_id, owner_email, owner_blocked, reports_for_code}]}, by status (null: all) and reason, searched in the destination, the code and the owner''s e-mail.';
revoke all on function public.admin_list_reports(text, text, text, integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_reports(text, text, text, integer, integer) to authenticated;

--------------------------------------------------------------------------------------------------
-- Disabling and enabling codes
--------------------------------------------------------------------------------------------------

-- The reason an admin gives, trimmed; 'Informe o motivo.' when blank.
create or replace function public.moderation_reason(p_reason text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  v_reason text := nullif(btrim(p_reason), '');
begin
  if v_reason is null then
    raise exception using errcode = 'P0001', hint = 'reason_required', message = 'Informe o motivo.';
  end if;
  if char_length(v_reason) > 500 then
    raise exception using errcode = 'P0001', hint = 'reason_too_long',
      message = 'O motivo pode ter no máximo 500 caracteres.';
  end if;
  return v_reason;
end;
$$;
comment on function public.moderation_reason(text) is 'Internal: the trimmed reason of a moderation action; P0001 when blank or over 500 characters.';
revoke all on function public.moderation_reason(text) from public, anon, authenticated, service_role;

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
    insert into public.disabled_codes (qr_code_id, reason, disabled_by)
    values (p_id, v_reason, (select auth.uid()))
    on conflict (qr_code_id) do update
      set reason = excluded.reason, disabled_by = excluded.disabled_by, disabled_at = now();
  else
    insert into public.disabled_codes (short_link_id, reason, disabled_by)
    values (p_id, v_reason, (select auth.uid()))
    on conflict (short_link_id) do update
      set reason = excluded.reason, disabled_by = excluded.disabled_by, disabled_at = now();
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
comment on function public.admin_disable_code(text, uuid, text) is 'Admin: disables a dynamic QR code (qr) or short link (link) by its id, with a required reason: its redirects answer 410 at once on every server, its open reports are resolved. Audited as code_disabled.';
revoke all on function public.admin_disable_code(text, uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_disable_code(text, uuid, text) to authenticated;

create or replace function public.admin_enable_code(p_kind text, p_id uuid, p_reason text)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_reason text;
  v_was jsonb;
begin
  perform public.require_admin();
  v_reason := public.moderation_reason(p_reason);
  if p_kind is null or p_kind not in ('qr', 'link') or not exists (
    select 1 from public.qr_codes q where p_kind = 'qr' and q.id = p_id and q.target_url is not null
    union all
    select 1 from public.short_links l where p_kind = 'link' and l.id = p_id
  ) then
    raise exception using errcode = 'P0001', hint = 'code_not_found',
      message = 'QR Code ou link não encontrado.';
  end if;
  delete from public.disabled_codes d
   where (p_kind = 'qr' and d.qr_code_id = p_id) or (p_kind = 'link' and d.short_link_id = p_id)
  returning jsonb_build_object('disabled_reason', d.reason, 'disabled_at', d.disabled_at) into v_was;
  if v_was is null then
    raise exception using errcode = 'P0001', hint = 'code_not_disabled',
      message = 'Este QR Code ou link não está desativado.';
  end if;
  perform public.audit_admin_action('code_enabled', p_kind, p_id::text, v_reason, v_was);
end;
$$;
comment on function public.admin_enable_code(text, uuid, text) is 'Admin: enables a disabled QR code (qr) or short link (link) again, with a required reason; its redirects work again at once. Audited as code_enabled.';
revoke all on function public.admin_enable_code(text, uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_enable_code(text, uuid, text) to authenticated;

--------------------------------------------------------------------------------------------------
-- Blocking accounts
--------------------------------------------------------------------------------------------------

-- Blocked: banned_until = 'infinity'. The auth server then refuses the account's password,
-- refresh tokens and access tokens (user_banned), as hosted Supabase Auth does for a ban.
create or replace function public.admin_block_user(p_user uuid, p_reason text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_reason text;
  v_email text;
  v_role text;
begin
  perform public.require_admin();
  v_reason := public.moderation_reason(p_reason);
  select u.email::text, p.role into v_email, v_role
  from auth.users u left join public.profiles p on p.id = u.id
  where u.id = p_user
  for update of u;
  if not found then
    raise exception using errcode = 'P0001', hint = 'user_not_found', message = 'Cliente não encontrado.';
  end if;
  if p_user = (select auth.uid()) or v_role = 'admin' then
    raise exception using errcode = 'P0001', hint = 'admin_not_blockable',
      message = 'Não é possível bloquear um administrador.';
  end if;
  update auth.users set banned_until = 'infinity', updated_at = now() where id = p_user;
  -- Signed out everywhere, as a global sign-out does: refresh tokens and sessions go.
  delete from auth.refresh_tokens t where t.user_id = p_user::text;
  delete from auth.sessions s where s.user_id = p_user;
  perform public.audit_admin_action('user_blocked', 'user', p_user::text, v_reason,
    jsonb_build_object('email', v_email));
end;
$$;
comment on function public.admin_block_user(uuid, text) is 'Admin: blocks an account (banned_until infinity) with a required reason, ends all its sessions and stops all its codes; never an admin. Audited as user_blocked.';
revoke all on function public.admin_block_user(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_block_user(uuid, text) to authenticated;

create or replace function public.admin_unblock_user(p_user uuid, p_reason text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_reason text;
  v_email text;
begin
  perform public.require_admin();
  v_reason := public.moderation_reason(p_reason);
  update auth.users u set banned_until = null, updated_at = now()
   where u.id = p_user
  returning u.email::text into v_email;
  if not found then
    raise exception using errcode = 'P0001', hint = 'user_not_found', message = 'Cliente não encontrado.';
  end if;
  perform public.audit_admin_action('user_unblocked', 'user', p_user::text, v_reason,
    jsonb_build_object('email', v_email));
end;
$$;
comment on function public.admin_unblock_user(uuid, text) is 'Admin: unblocks an account (banned_until null) with a required reason; its codes redirect again at once. Audited as user_unblocked.';
revoke all on function public.admin_unblock_user(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_unblock_user(uuid, text) to authenticated;

-- A blocked account's API keys stop working with it.
create or replace function public.api_key_owner(p_key_hash text)
returns table (key_id uuid, user_id uuid, email text, rate_limit_per_minute integer)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  update public.api_keys k set last_used_at = now()
  where k.key_hash = p_key_hash and k.revoked_at is null
    and (k.last_used_at is null or k.last_used_at < now() - interval '1 minute');
  return query
    select k.id, k.user_id, u.email::text, k.rate_limit_per_minute
    from public.api_keys k join auth.users u on u.id = k.user_id
    where k.key_hash = p_key_hash and k.revoked_at is null
      and not coalesce(u.banned_until > now(), false);
end;
$$;
comment on function public.api_key_owner(text) is 'Server only (service_role): the key id, owner, owner e-mail and rate limit of the live API key with this SHA-256, nothing for an unknown or revoked one or a blocked owner.';

--------------------------------------------------------------------------------------------------
-- The admin actions that already existed
--------------------------------------------------------------------------------------------------
-- Audited by AFTER triggers on the tables they write rather than inside each function: the
-- blocklist is written by admins directly through RLS, and settings, plans and clients are
-- written only by admin functions, so a trigger sees every change once, whichever door it came
-- through, and the functions keep their bodies. A trigger audits only when the writer is an
-- admin acting on someone else's row (public.is_admin() and, for profiles, not their own):
-- sign-ups, a user's own edits, payments (service_role), schedules and migrations are not
-- admin actions. Rolled-back refusals (the last admin, a plan in use) leave no row.
-- The blocklist import audits itself once (blocklist_imported) instead of once per domain.

create or replace function public.audit_blocked_domain() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('qrlink.blocklist_import', true), '') = 'on'
     or not public.is_admin() then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform public.audit_admin_action('blocklist_added', 'domain', new.domain, new.reason);
  else
    perform public.audit_admin_action('blocklist_removed', 'domain', old.domain, null,
      jsonb_build_object('reason', old.reason, 'created_at', old.created_at));
  end if;
  return null;
end;
$$;
comment on function public.audit_blocked_domain() is 'Trigger on blocked_domains: audits an admin adding (blocklist_added) or removing (blocklist_removed) a domain, except inside import_blocked_domains.';
revoke all on function public.audit_blocked_domain() from public, anon, authenticated, service_role;

create trigger blocked_domains_audit
  after insert or delete on public.blocked_domains
  for each row execute function public.audit_blocked_domain();

-- As in 20261126130000_destination_screening.sql, plus one audit row for the whole list.
create or replace function public.import_blocked_domains(p_text text, p_reason text default null)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_added integer;
  v_domains jsonb;
begin
  if not (select public.is_admin()) then
    raise exception using errcode = '42501', message = 'Apenas administradores.';
  end if;
  if length(p_text) > 1000000 then
    raise exception using errcode = '22023', message = 'A lista passa de 1 MB.';
  end if;
  perform set_config('qrlink.blocklist_import', 'on', true);
  with lines as (
    select lower(btrim(split_part(line, '#', 1))) as line
      from regexp_split_to_table(coalesce(p_text, ''), '\r?\n') as line
  ), domains as (
    select distinct regexp_replace(
             coalesce(public.destination_host(line), line), '^(\*\.|www\.)', '') as domain
      from lines where line <> ''
  ), added as (
    insert into public.blocked_domains (domain, reason)
    select domain, nullif(btrim(p_reason), '') from domains
     where domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'
       and length(domain) <= 253
    on conflict (domain) do nothing
    returning domain
  )
  select count(*), coalesce(jsonb_agg(domain) filter (where n <= 1000), '[]'::jsonb)
    into v_added, v_domains
    from (select domain, row_number() over (order by domain) as n from added) a;
  perform set_config('qrlink.blocklist_import', '', true);
  perform public.audit_admin_action('blocklist_imported', 'blocklist', null, p_reason,
    jsonb_build_object('added', v_added, 'domains', v_domains));
  return v_added;
end;
$$;
comment on function public.import_blocked_domains(text, text) is 'Admin: adds the domains of a text list (one per line, # comments) to the blocklist; answers how many were new. Audited once as blocklist_imported (the first 1000 new domains listed).';

create or replace function public.audit_app_setting() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if public.is_admin() then
    perform public.audit_admin_action('setting_updated', 'setting', new.key, null,
      jsonb_build_object('from', case when tg_op = 'UPDATE' then old.value end, 'to', new.value));
  end if;
  return null;
end;
$$;
comment on function public.audit_app_setting() is 'Trigger on app_settings: audits an admin''s change of a setting (setting_updated, from and to).';
revoke all on function public.audit_app_setting() from public, anon, authenticated, service_role;

create trigger app_settings_audit
  after insert or update on public.app_settings
  for each row execute function public.audit_app_setting();

-- The fields of a row that differ between two versions of it: {field: {from, to}}.
create or replace function public.row_changes(p_old jsonb, p_new jsonb) returns jsonb
language sql immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(n.key, jsonb_build_object('from', o.value, 'to', n.value)),
                  '{}'::jsonb)
  from jsonb_each(p_new) n
  left join jsonb_each(p_old) o on o.key = n.key
  where n.key not in ('created_at', 'updated_at') and o.value is distinct from n.value
$$;
comment on function public.row_changes(jsonb, jsonb) is 'Internal: the fields (but created_at and updated_at) that differ between two JSON versions of a row, as {field: {from, to}}.';
revoke all on function public.row_changes(jsonb, jsonb) from public, anon, authenticated, service_role;

create or replace function public.audit_plan_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform public.audit_admin_action('plan_created', 'plan', new.id, null,
      to_jsonb(new) - 'created_at' - 'updated_at');
  elsif tg_op = 'UPDATE' then
    perform public.audit_admin_action('plan_updated', 'plan', new.id, null,
      public.row_changes(to_jsonb(old), to_jsonb(new)));
  else
    perform public.audit_admin_action('plan_deleted', 'plan', old.id, null,
      to_jsonb(old) - 'created_at' - 'updated_at');
  end if;
  return null;
end;
$$;
comment on function public.audit_plan_change() is 'Trigger on plans: audits an admin creating, changing (the fields that changed) or deleting a plan.';
revoke all on function public.audit_plan_change() from public, anon, authenticated, service_role;

create trigger plans_audit
  after insert or update or delete on public.plans
  for each row execute function public.audit_plan_change();

create or replace function public.audit_client_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_row public.profiles;
begin
  if tg_op = 'DELETE' then
    v_row := old;
  else
    v_row := new;
  end if;
  -- Cheap first: no caller (schedules, the server) or a user's own row is never audited.
  if v_uid is null or v_uid = v_row.id or not public.is_admin() then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    perform public.audit_admin_action('client_updated', 'user', new.id::text, null,
      public.row_changes(
        jsonb_build_object('full_name', old.full_name, 'role', old.role, 'plan_id', old.plan_id),
        jsonb_build_object('full_name', new.full_name, 'role', new.role, 'plan_id', new.plan_id)));
  else
    perform public.audit_admin_action('client_deleted', 'user', old.id::text, null,
      jsonb_build_object('email', old.email, 'full_name', old.full_name, 'role', old.role,
                         'plan_id', old.plan_id));
  end if;
  return null;
end;
$$;
comment on function public.audit_client_change() is 'Trigger on profiles: audits an admin changing another account''s name, role or plan (client_updated) or deleting it (client_deleted).';
revoke all on function public.audit_client_change() from public, anon, authenticated, service_role;

create trigger profiles_audit_update
  after update of full_name, role, plan_id on public.profiles
  for each row
  when (old.full_name is distinct from new.full_name or old.role is distinct from new.role
        or old.plan_id is distinct from new.plan_id)
  execute function public.audit_client_change();
create trigger profiles_audit_delete
  after delete on public.profiles
  for each row execute function public.audit_client_change();
