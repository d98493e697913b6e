-- Two-factor sign-in (docs/product/trust-and-safety.md, "Two-factor sign-in"). The auth server
-- (ours or hosted GoTrue) puts the session's assurance level in the JWT: aal1 after a password,
-- aal2 once an authenticator code was verified. The database decides what that level allows:
--   * a session of an account with a verified factor does nothing below aal2 (a stolen password
--     alone reads and changes nothing), checked before every request;
--   * with 'Exigir 2FA para administradores' on (the default of new installs), admin functions
--     and admin-only rows refuse a session below aal2.

-- True when the claims' session may act: not a user session, a session at aal2, or an account
-- without a verified factor. API keys act without a session (their claims carry no session_id):
-- a key is a credential of its own, created from a session that passed this check.
create or replace function public.session_meets_mfa(p_claims jsonb)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p_claims ->> 'role', '') <> 'authenticated'
      or not (p_claims ? 'session_id')
      or coalesce(p_claims ->> 'aal', 'aal1') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors f
         where f.user_id = (p_claims ->> 'sub')::uuid and f.status = 'verified'
      )
$$;
comment on function public.session_meets_mfa(jsonb) is
  'True unless the claims are a user session below aal2 of an account with a verified two-factor method.';
revoke all on function public.session_meets_mfa(jsonb) from public, anon;
grant execute on function public.session_meets_mfa(jsonb) to authenticated, service_role;

-- Raises for a session that must first verify its code. Called before every request: by our
-- server as it opens the request's transaction (runAs), by hosted PostgREST as its pre-request.
create or replace function public.require_second_factor(p_claims jsonb)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.session_meets_mfa(p_claims) then
    raise exception using errcode = '42501',
      message = 'Confirme o código de verificação em duas etapas para continuar.',
      hint = 'mfa_required';
  end if;
end
$$;
comment on function public.require_second_factor(jsonb) is
  'Raises 42501 (hint mfa_required) for a user session below aal2 of an account with a verified two-factor method.';
revoke all on function public.require_second_factor(jsonb) from public, anon;
grant execute on function public.require_second_factor(jsonb) to authenticated, service_role;

-- PostgREST's pre-request hook (hosted Supabase): the same check for every REST and RPC call.
create or replace function public.check_request()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_second_factor(auth.jwt());
end
$$;
comment on function public.check_request() is
  'PostgREST pre-request (hosted Supabase): refuses a session that must still verify its two-factor code.';
-- PostgREST calls it as the request's role, anonymous visitors included (it lets them through).
revoke all on function public.check_request() from public;
grant execute on function public.check_request() to anon, authenticated, service_role;

-- Hosted Supabase: PostgREST connects as "authenticator"; our own stack has no such role and
-- runs the check in runAs instead.
do $$
begin
  if exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticator') then
    begin
      alter role authenticator set pgrst.db_pre_request = 'public.check_request';
      notify pgrst, 'reload config';
    exception when insufficient_privilege then
      raise warning 'cannot set PostgREST''s pre-request: run "alter role authenticator set pgrst.db_pre_request = ''public.check_request''" as an owner';
    end;
  end if;
end
$$;

-- Storage is not behind PostgREST on hosted Supabase: its rows get the same rule.
create policy "Sessions meet the account's two-factor rule" on storage.objects
  as restrictive for all to authenticated
  using ((select public.session_meets_mfa(auth.jwt())))
  with check ((select public.session_meets_mfa(auth.jwt())));

-- 'Exigir 2FA para administradores': on for a new install (no account yet when this runs), off
-- for an existing one, whose admins turn it on in Admin > Configurações once they enrolled.
insert into public.app_settings (key, value)
select 'admin_mfa_required', jsonb_build_object('enabled', not exists (select 1 from public.profiles))
on conflict (key) do nothing;

comment on table public.app_settings is
  'Site settings as key -> JSON object (maintenance_mode {enabled, message}, allow_new_registrations {enabled}, admin_mfa_required {enabled}). Written only through update_app_setting.';

-- An admin acts as one only at aal2 while the setting is on: every admin function, admin-only
-- row and "or an admin" rule reads this.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin'
  ) and (
    coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
    or not coalesce(
      (select (s.value ->> 'enabled')::boolean from public.app_settings s
        where s.key = 'admin_mfa_required'),
      false)
  )
$$;
comment on function public.is_admin() is
  'True when the calling user''s profile has role admin and, while admin_mfa_required is on, the session is at aal2.';

-- An admin below aal2 is told what to do instead of "only admins".
create or replace function public.require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if public.is_admin() then
    return;
  end if;
  if exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin'
  ) then
    raise exception using errcode = '42501',
      message = 'A área administrativa exige a verificação em duas etapas: ative-a em Configurações > Segurança e entre com o código.',
      hint = 'admin_mfa_required';
  end if;
  raise exception using errcode = '42501',
    message = 'Acesso negado: apenas administradores podem realizar esta ação.',
    hint = 'admin_required';
end;
$$;
comment on function public.require_admin() is
  'Raises 42501 unless the caller is an admin (hint admin_mfa_required when only the aal2 session is missing).';
revoke all on function public.require_admin() from public, anon, authenticated;

create or replace function public.update_app_setting(p_key text, p_value jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  if p_key is null
     or p_key not in ('maintenance_mode', 'allow_new_registrations', 'admin_mfa_required') then
    raise exception using errcode = '22023', message = 'Configuração desconhecida.';
  end if;
  if jsonb_typeof(p_value) is distinct from 'object'
     or jsonb_typeof(p_value -> 'enabled') is distinct from 'boolean'
     or (p_value ? 'message' and jsonb_typeof(p_value -> 'message') not in ('string', 'null')) then
    raise exception using errcode = '22023',
      message = 'Valor inválido: envie um objeto com "enabled" verdadeiro ou falso.';
  end if;
  if p_key = 'admin_mfa_required' and (p_value ->> 'enabled')::boolean
     and coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception using errcode = '22023',
      message = 'Ative a verificação em duas etapas na sua conta e entre com o código antes de exigi-la dos administradores.';
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
comment on function public.update_app_setting(text, jsonb) is
  'Admin: saves maintenance_mode, allow_new_registrations or admin_mfa_required (validated shape). Answers {success, message}.';
