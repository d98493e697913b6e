-- The recovery path of two-factor sign-in (docs/product/trust-and-safety.md, "Two-factor
-- sign-in", "Lost the phone?"): a user who lost their authenticator cannot sign in, and an admin
-- removes it from Admin > Clientes > Editar Cliente, with a reason, audited.
--
-- * admin_get_client also answers two_factor (the client has a verified factor), so the screen
--   knows when to offer the removal.
-- * admin_remove_two_factor deletes the account's factors and their challenges and ends all its
--   sessions (refresh tokens included), as a global sign-out does: the owner then signs in with
--   the password alone and turns the verification on again in Configurações > Segurança.
-- * A session that had signed in with the password but never gave its code (perhaps whoever has
--   the password and not the phone) must not be let through by the removal: its access token
--   stays valid until it expires, and /rest/v1 (hosted PostgREST alike) does not look sessions
--   up. session_meets_mfa therefore lets a session below aal2 of an account whose factors an
--   admin removed through only while that session still exists, that is, when it began after
--   the removal, which ended every older one.

create or replace function public.admin_get_client(p_client_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  return (
    select jsonb_build_object('id', p.id, 'full_name', p.full_name, 'email', p.email,
      'role', p.role, 'plan_id', p.plan_id, 'plan_name', pl.name, 'created_at', p.created_at,
      'two_factor', exists (
        select 1 from auth.mfa_factors f where f.user_id = p.id and f.status = 'verified'))
    from public.profiles p
    left join public.plans pl on pl.id = p.plan_id
    where p.id = p_client_id
  );
end;
$$;
comment on function public.admin_get_client(uuid) is 'Admin: one client {id, full_name, email, role, plan_id, plan_name, created_at, two_factor (a verified two-factor method)}, or null when there is none.';

-- The removals, found by the account's id (session_meets_mfa asks on every request of a session
-- below aal2 of an account without a verified factor).
create index admin_audit_log_two_factor_removed_idx on public.admin_audit_log (target_id)
  where action = 'two_factor_removed';

comment on column public.admin_audit_log.action is 'code_disabled, code_enabled, report_resolved, report_dismissed, report_reopened, user_blocked, user_unblocked, blocklist_added, blocklist_removed, blocklist_imported, setting_updated, client_updated, client_deleted, plan_created, plan_updated, plan_deleted or two_factor_removed.';

create or replace function public.admin_remove_two_factor(p_user uuid, p_reason text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_reason text;
  v_email text;
  v_factors integer;
begin
  perform public.require_admin();
  v_reason := public.moderation_reason(p_reason);
  select u.email::text into v_email from auth.users u where u.id = p_user for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'user_not_found', message = 'Cliente não encontrado.';
  end if;
  if not exists (
    select 1 from auth.mfa_factors f where f.user_id = p_user and f.status = 'verified'
  ) then
    raise exception using errcode = 'P0001', hint = 'two_factor_not_enabled',
      message = 'Este cliente não usa verificação em duas etapas.';
  end if;
  -- An admin's own factor is turned off with a current code, like anyone's.
  if p_user = (select auth.uid()) then
    raise exception using errcode = 'P0001', hint = 'own_two_factor',
      message = 'Para desativar a sua, use Configurações > Segurança.';
  end if;
  delete from auth.mfa_challenges c
   using auth.mfa_factors f
   where c.factor_id = f.id and f.user_id = p_user;
  delete from auth.mfa_factors f where f.user_id = p_user;
  get diagnostics v_factors = row_count;
  -- Signed out everywhere, as a global sign-out does: refresh tokens and sessions go.
  delete from auth.refresh_tokens t where t.user_id = p_user::text;
  delete from auth.sessions s where s.user_id = p_user;
  perform public.audit_admin_action('two_factor_removed', 'user', p_user::text, v_reason,
    jsonb_build_object('email', v_email, 'factors', v_factors));
end;
$$;
comment on function public.admin_remove_two_factor(uuid, text) is 'Admin: removes another account''s two-factor methods (a lost phone) with a required reason: its factors and their challenges are deleted and all its sessions end, so it signs in with the password alone. Audited as two_factor_removed.';
revoke all on function public.admin_remove_two_factor(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_remove_two_factor(uuid, text) to authenticated;

-- As in 20261126140000_two_factor.sql, plus: once an admin removed the account's factors
-- (an audit row two_factor_removed), a session below aal2 passes only while it still exists in
-- auth.sessions (the removal ended every session that began before it).
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
      or (
        not exists (
          select 1 from auth.mfa_factors f
           where f.user_id = (p_claims ->> 'sub')::uuid and f.status = 'verified'
        )
        and (
          not exists (
            select 1 from public.admin_audit_log a
             where a.action = 'two_factor_removed' and a.target_id = p_claims ->> 'sub'
          )
          or exists (
            select 1 from auth.sessions s
             where s.id = (p_claims ->> 'session_id')::uuid
               and s.user_id = (p_claims ->> 'sub')::uuid
          )
        )
      )
$$;
comment on function public.session_meets_mfa(jsonb) is
  'True unless the claims are a user session below aal2 of an account with a verified two-factor method, or a session below aal2 that an admin''s removal of the account''s two-factor methods ended.';
