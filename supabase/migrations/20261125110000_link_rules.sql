-- Link rules for dynamic QR codes and short links
-- (docs/product/link-rules-and-utm.md, "Link rules and UTM"), enforced by the server's redirect
-- path: an expiry date, a limit of counted scans or clicks, a password, and a different destination
-- per device (iOS, Android, desktop). The owner writes them like the rest of the row; the password
-- only through set_redirect_password, which stores a bcrypt hash no API role reads.

alter table public.qr_codes
  add column expires_at timestamptz,
  add column max_visits integer constraint qr_codes_max_visits_positive check (max_visits is null or max_visits between 1 and 1000000000),
  add column ios_url text constraint qr_codes_ios_url_http check (ios_url is null or public.is_http_url(ios_url)),
  add column android_url text constraint qr_codes_android_url_http check (android_url is null or public.is_http_url(android_url)),
  add column desktop_url text constraint qr_codes_desktop_url_http check (desktop_url is null or public.is_http_url(desktop_url)),
  add column password_protected boolean not null default false;
comment on column public.qr_codes.expires_at is 'After this moment the code answers the expired page instead of redirecting (null: never).';
comment on column public.qr_codes.max_visits is 'Counted scans after which the code answers the limit page (null: no limit).';
comment on column public.qr_codes.ios_url is 'Destination for iPhones and iPads (null: target_url).';
comment on column public.qr_codes.android_url is 'Destination for Android devices (null: target_url).';
comment on column public.qr_codes.desktop_url is 'Destination for computers (null: target_url).';
comment on column public.qr_codes.password_protected is 'Whether a password is asked before redirecting (set by set_redirect_password only).';

alter table public.short_links
  add column expires_at timestamptz,
  add column max_visits integer constraint short_links_max_visits_positive check (max_visits is null or max_visits between 1 and 1000000000),
  add column ios_url text constraint short_links_ios_url_http check (ios_url is null or public.is_http_url(ios_url)),
  add column android_url text constraint short_links_android_url_http check (android_url is null or public.is_http_url(android_url)),
  add column desktop_url text constraint short_links_desktop_url_http check (desktop_url is null or public.is_http_url(desktop_url)),
  add column password_protected boolean not null default false;
comment on column public.short_links.expires_at is 'After this moment the link answers the expired page instead of redirecting (null: never).';
comment on column public.short_links.max_visits is 'Counted clicks after which the link answers the limit page (null: no limit).';
comment on column public.short_links.ios_url is 'Destination for iPhones and iPads (null: original_url).';
comment on column public.short_links.android_url is 'Destination for Android devices (null: original_url).';
comment on column public.short_links.desktop_url is 'Destination for computers (null: original_url).';
comment on column public.short_links.password_protected is 'Whether a password is asked before redirecting (set by set_redirect_password only).';

-- The owner edits the rules with the row (RLS already limits rows to the owner).
grant insert (expires_at, max_visits, ios_url, android_url, desktop_url) on table public.qr_codes to authenticated;
grant update (expires_at, max_visits, ios_url, android_url, desktop_url) on table public.qr_codes to authenticated;
grant insert (expires_at, max_visits, ios_url, android_url, desktop_url) on table public.short_links to authenticated;
grant update (expires_at, max_visits, ios_url, android_url, desktop_url) on table public.short_links to authenticated;

-- Password hashes: read by the redirect server (service role) only.
create table public.redirect_passwords (
  qr_code_id uuid constraint redirect_passwords_qr_code_unique unique references public.qr_codes (id) on delete cascade,
  short_link_id uuid constraint redirect_passwords_short_link_unique unique references public.short_links (id) on delete cascade,
  password_hash text not null,
  created_at timestamptz not null default now(),
  constraint redirect_passwords_one_target check ((qr_code_id is null) <> (short_link_id is null))
);
comment on table public.redirect_passwords is 'Internal: bcrypt hashes of the passwords that protect QR codes and short links. No API role reads them; the redirect server checks them.';
alter table public.redirect_passwords enable row level security;
revoke all on table public.redirect_passwords from anon, authenticated;

create or replace function public.set_redirect_password(p_kind text, p_id uuid, p_password text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_password text := nullif(p_password, '');
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_kind not in ('qr', 'short_link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  if v_password is not null and char_length(v_password) not between 4 and 72 then
    raise exception using errcode = '22023', message = 'A senha deve ter entre 4 e 72 caracteres.';
  end if;
  if p_kind = 'qr' then
    perform 1 from public.qr_codes q where q.id = p_id and q.user_id = v_uid for update;
  else
    perform 1 from public.short_links l where l.id = p_id and l.user_id = v_uid for update;
  end if;
  if not found then
    raise exception using errcode = 'P0002', message = 'Registro não encontrado.';
  end if;

  delete from public.redirect_passwords r
  where (p_kind = 'qr' and r.qr_code_id = p_id) or (p_kind = 'short_link' and r.short_link_id = p_id);
  if v_password is not null then
    insert into public.redirect_passwords (qr_code_id, short_link_id, password_hash)
    values (case when p_kind = 'qr' then p_id end, case when p_kind = 'short_link' then p_id end,
            extensions.crypt(v_password, extensions.gen_salt('bf', 10)));
  end if;
  if p_kind = 'qr' then
    update public.qr_codes set password_protected = v_password is not null where id = p_id;
  else
    update public.short_links set password_protected = v_password is not null where id = p_id;
  end if;
  return jsonb_build_object('password_protected', v_password is not null);
end;
$$;
comment on function public.set_redirect_password(text, uuid, text) is 'Owner: protects one of their QR codes or short links with a password (4 to 72 characters, kept as a bcrypt hash), or removes it (null or empty). Answers {password_protected}.';
revoke all on function public.set_redirect_password(text, uuid, text) from public, anon, authenticated;
grant execute on function public.set_redirect_password(text, uuid, text) to authenticated;

-- The redirect servers cache each code with its rules: a rule change, and for codes with a limit
-- every change of their counter, must drop that cache entry everywhere.
drop trigger notify_redirect_cache_change on public.qr_codes;
create trigger notify_redirect_cache_change
  after insert or delete or update of target_url, expires_at, max_visits, ios_url, android_url,
    desktop_url, password_protected on public.qr_codes
  for each row execute function public.notify_redirect_cache();
drop trigger notify_redirect_cache_change on public.short_links;
create trigger notify_redirect_cache_change
  after insert or delete or update of original_url, expires_at, max_visits, ios_url, android_url,
    desktop_url, password_protected on public.short_links
  for each row execute function public.notify_redirect_cache();
