-- Dynamic QR codes, their scan log and the user notifications they produce.
-- Clients write only the design fields of their own codes; scans and counts are written only
-- by resolve_qr_redirect (SECURITY DEFINER), so nobody can read others' rows or inflate counts.

create table public.qr_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  target_url text not null constraint qr_codes_target_url_http check (public.is_http_url(target_url)),
  fg_color text not null default '#fd1455' constraint qr_codes_fg_color_hex check (fg_color ~ '^#[0-9A-Fa-f]{6}$'),
  bg_color text not null default '#ffffff' constraint qr_codes_bg_color_hex check (bg_color ~ '^#[0-9A-Fa-f]{6}$'),
  logo_url text constraint qr_codes_logo_url_http check (logo_url is null or public.is_http_url(logo_url)),
  scan_count integer not null default 0 constraint qr_codes_scan_count_non_negative check (scan_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.qr_codes is 'Dynamic QR codes: {origin}/qr/{id} redirects to target_url. scan_count counts non-bot scans and is written only by resolve_qr_redirect.';

alter table public.qr_codes enable row level security;
revoke all on table public.qr_codes from anon, authenticated;
grant select, delete on table public.qr_codes to authenticated;
-- scan_count is insertable only because the spec's client sends scan_count: 0; the
-- normalising trigger forces 0 on insert whatever is sent.
grant insert (user_id, target_url, fg_color, bg_color, logo_url, scan_count) on table public.qr_codes to authenticated;
grant update (user_id, target_url, fg_color, bg_color, logo_url, updated_at) on table public.qr_codes to authenticated;

create policy "Users read their own QR codes" on public.qr_codes
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users create their own QR codes" on public.qr_codes
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users update their own QR codes" on public.qr_codes
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Users delete their own QR codes" on public.qr_codes
  for delete to authenticated using (user_id = (select auth.uid()));

create index qr_codes_user_id_created_at_idx on public.qr_codes (user_id, created_at desc);

-- Trim, validate with pt-BR messages (the CHECKs stay as the backstop), and keep scan_count
-- and created_at out of clients' hands.
create or replace function public.normalize_qr_code() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.target_url := btrim(new.target_url);
  new.logo_url := nullif(btrim(new.logo_url), '');
  if new.target_url is null or new.target_url = '' then
    raise exception using errcode = '22023', message = 'URL de destino é obrigatória.';
  end if;
  if not public.is_http_url(new.target_url) then
    raise exception using errcode = '22023',
      message = 'URL de destino inválida: use um endereço http:// ou https:// com até 2048 caracteres.';
  end if;
  if new.logo_url is not null and not public.is_http_url(new.logo_url) then
    raise exception using errcode = '22023', message = 'URL do logo inválida.';
  end if;
  if new.fg_color !~ '^#[0-9A-Fa-f]{6}$' or new.bg_color !~ '^#[0-9A-Fa-f]{6}$' then
    raise exception using errcode = '22023', message = 'Cor inválida: use o formato #rrggbb.';
  end if;
  if tg_op = 'INSERT' then
    new.scan_count := 0;
    new.created_at := now();
    new.updated_at := now();
  else
    new.created_at := old.created_at;
    new.updated_at := now();
  end if;
  return new;
end;
$$;
comment on function public.normalize_qr_code() is 'Trigger on qr_codes insert/edit: trims and validates URLs and colours, forces scan_count 0 on insert, stamps updated_at on edit.';
revoke all on function public.normalize_qr_code() from public, anon, authenticated, service_role;

create trigger normalize_qr_code_insert before insert on public.qr_codes
  for each row execute function public.normalize_qr_code();
-- Fires on edits only (a scan increments scan_count alone and keeps updated_at).
create trigger normalize_qr_code_update
  before update of user_id, target_url, fg_color, bg_color, logo_url, updated_at, created_at on public.qr_codes
  for each row execute function public.normalize_qr_code();

create table public.qr_code_scans (
  id bigint generated always as identity primary key,
  qr_code_id uuid not null references public.qr_codes (id) on delete cascade,
  scanned_at timestamptz not null default now(),
  user_agent text,
  referrer text,
  ip_address text,
  device text,
  browser text,
  os text,
  country text,
  city text,
  is_bot boolean not null default false
);
comment on table public.qr_code_scans is 'One row per QR scan (bots included, flagged is_bot). Written only by resolve_qr_redirect; owners read the scans of their own codes.';

alter table public.qr_code_scans enable row level security;
revoke all on table public.qr_code_scans from anon, authenticated;
grant select on table public.qr_code_scans to authenticated;

create policy "Owners read scans of their QR codes" on public.qr_code_scans
  for select to authenticated
  using (exists (
    select 1 from public.qr_codes q where q.id = qr_code_id and q.user_id = (select auth.uid())
  ));

create index qr_code_scans_qr_code_id_scanned_at_idx on public.qr_code_scans (qr_code_id, scanned_at desc);

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  type text not null default 'info'
    constraint notifications_type_valid check (type in ('qr_created', 'scan_milestone', 'profile_updated', 'other', 'info')),
  message text not null constraint notifications_message_length check (char_length(message) between 1 and 500),
  is_read boolean not null default false,
  related_qr_code_id uuid references public.qr_codes (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.notifications is 'In-app notifications of a user (QR created, scan milestones, ...). Owners read, mark read and delete their own.';

alter table public.notifications enable row level security;
revoke all on table public.notifications from anon, authenticated;
grant select, delete on table public.notifications to authenticated;
grant insert (user_id, type, message, related_qr_code_id) on table public.notifications to authenticated;
grant update (is_read) on table public.notifications to authenticated;

create policy "Users read their own notifications" on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users add notifications for themselves" on public.notifications
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (related_qr_code_id is null or exists (
      select 1 from public.qr_codes q where q.id = related_qr_code_id and q.user_id = (select auth.uid())
    ))
  );
create policy "Users mark their own notifications" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Users delete their own notifications" on public.notifications
  for delete to authenticated using (user_id = (select auth.uid()));

create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc);
create index notifications_related_qr_code_id_idx on public.notifications (related_qr_code_id);

-- The database writes the creation notification itself (trigger below); the spec's client
-- also inserts one right after creating the code. That second one is dropped silently (no
-- error, nothing written) so the user sees exactly one.
create or replace function public.skip_duplicate_creation_notification() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.related_qr_code_id is not null
     and new.type in ('qr_created', 'info')
     and exists (
       select 1 from public.notifications n
       where n.related_qr_code_id = new.related_qr_code_id
         and n.user_id = new.user_id
         and n.type in ('qr_created', 'info')
     ) then
    return null;
  end if;
  return new;
end;
$$;
comment on function public.skip_duplicate_creation_notification() is 'Trigger before notifications insert: drops a second creation notice for the same QR code.';
revoke all on function public.skip_duplicate_creation_notification() from public, anon, authenticated, service_role;

create trigger skip_duplicate_creation_notification before insert on public.notifications
  for each row execute function public.skip_duplicate_creation_notification();

-- Text shared by the trigger and the client: the URL cut to 30 characters.
create or replace function public.short_url_for_message(p_url text) returns text
language sql immutable
set search_path = ''
as $$
  select case when char_length(p_url) > 30 then left(p_url, 30) || '...' else p_url end
$$;
comment on function public.short_url_for_message(text) is 'A URL cut to 30 characters (with ...) for notification texts.';

create or replace function public.notify_qr_created() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, type, message, related_qr_code_id)
  values (
    new.user_id, 'qr_created',
    'Novo QR Code criado para ' || public.short_url_for_message(new.target_url),
    new.id
  );
  return new;
end;
$$;
comment on function public.notify_qr_created() is 'Trigger after qr_codes insert: notifies the owner (URL truncated to 30 characters).';
revoke all on function public.notify_qr_created() from public, anon, authenticated, service_role;

create trigger notify_qr_created after insert on public.qr_codes
  for each row execute function public.notify_qr_created();

-- Text columns from request headers are capped so a scan cannot store megabytes.
create or replace function public.clip(p_text text, p_max integer default 512) returns text
language sql immutable
set search_path = ''
as $$
  select nullif(left(p_text, p_max), '')
$$;
comment on function public.clip(text, integer) is 'Caps a request-derived text (user agent, referrer...) and turns empty into null.';

-- The QR redirect: returns target_url (null when unknown), logs the scan and, for non-bots,
-- increments scan_count and writes the milestone notification (10, 100, 1000, 10000) exactly
-- once, all in the caller's transaction. Exposes nothing but the destination.
create or replace function public.resolve_qr_redirect(
  p_qr_id uuid,
  p_user_agent text default null,
  p_referrer text default null,
  p_ip text default null,
  p_country text default null,
  p_city text default null,
  p_device text default null,
  p_browser text default null,
  p_os text default null,
  p_is_bot boolean default false
) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_target text;
  v_owner uuid;
  v_count integer;
begin
  if coalesce(p_is_bot, false) then
    select q.target_url into v_target from public.qr_codes q where q.id = p_qr_id;
  else
    update public.qr_codes q set scan_count = q.scan_count + 1
    where q.id = p_qr_id
    returning q.target_url, q.user_id, q.scan_count into v_target, v_owner, v_count;
  end if;
  if v_target is null then
    return null;
  end if;

  insert into public.qr_code_scans
    (qr_code_id, user_agent, referrer, ip_address, country, city, device, browser, os, is_bot)
  values (
    p_qr_id, public.clip(p_user_agent), public.clip(p_referrer, 2048), public.clip(p_ip, 64),
    public.clip(p_country, 64), public.clip(p_city, 128), public.clip(p_device, 64),
    public.clip(p_browser, 64), public.clip(p_os, 64), coalesce(p_is_bot, false)
  );

  if v_count in (10, 100, 1000, 10000) then
    insert into public.notifications (user_id, type, message, related_qr_code_id)
    select v_owner, 'scan_milestone',
      format('Seu QR Code atingiu %s scans! (%s)', v_count, public.short_url_for_message(v_target)),
      p_qr_id
    where not exists (
      select 1 from public.notifications n
      where n.related_qr_code_id = p_qr_id and n.type = 'scan_milestone'
        and n.message like format('Seu QR Code atingiu %s scans!%%', v_count)
    );
  end if;
  return v_target;
end;
$$;
comment on function public.resolve_qr_redirect(uuid, text, text, text, text, text, text, text, text, boolean) is 'QR redirect for anyone: destination URL or null; records the scan and counts non-bot scans (with milestone notifications).';
revoke all on function public.resolve_qr_redirect(uuid, text, text, text, text, text, text, text, text, boolean) from public, anon, authenticated, service_role;
grant execute on function public.resolve_qr_redirect(uuid, text, text, text, text, text, text, text, text, boolean) to anon, authenticated, service_role;

-- Kept for the spec's client, which calls it after logging a scan. It cannot inflate anything:
-- it recomputes scan_count from the scan log (non-bot rows), only for the owner (or an admin),
-- and silently does nothing for anyone else, so it is idempotent and leaks nothing.
create or replace function public.increment_qr_scan_count(qr_id_param uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  update public.qr_codes q
  set scan_count = (
    select count(*) from public.qr_code_scans s where s.qr_code_id = q.id and not s.is_bot
  )
  where q.id = qr_id_param
    and (q.user_id = (select auth.uid()) or public.is_admin());
end;
$$;
comment on function public.increment_qr_scan_count(uuid) is 'Reconciles scan_count with the scan log for the owner; a harmless no-op for others (counting happens in resolve_qr_redirect).';
revoke all on function public.increment_qr_scan_count(uuid) from public, anon, authenticated, service_role;
grant execute on function public.increment_qr_scan_count(uuid) to anon, authenticated, service_role;
