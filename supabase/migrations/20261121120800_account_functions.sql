-- Account functions used by the registration screen and the account page.

-- The register screen checks the email before signing up (spec). This lets anyone test whether
-- an address has an account (enumeration). Accepted trade-off: sign-up itself reveals the same
-- ("E-mail já cadastrado"); the API's rate limits are the mitigation. Answers only a boolean.
create or replace function public.check_if_email_exists(p_email text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u where lower(u.email) = lower(btrim(p_email))
  )
$$;
comment on function public.check_if_email_exists(text) is 'True when an account uses this email (case-insensitive). Callable by anon for the register screen (enumeration trade-off accepted).';
revoke all on function public.check_if_email_exists(text) from public, anon, authenticated, service_role;
grant execute on function public.check_if_email_exists(text) to anon, authenticated, service_role;

-- Self-service account deletion: removes the caller's auth user; profiles, QR codes, scans,
-- notifications, short links, clicks and payments go with it (on delete cascade). The last
-- admin cannot delete themselves (protect_last_admin raises P0001).
create or replace function public.delete_user_data_and_auth() returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  delete from auth.users u where u.id = v_uid;
end;
$$;
comment on function public.delete_user_data_and_auth() is 'Deletes the caller''s account and all their data (cascade). 42501 when not logged in, P0001 for the last admin.';
revoke all on function public.delete_user_data_and_auth() from public, anon, authenticated, service_role;
grant execute on function public.delete_user_data_and_auth() to authenticated;

-- Every admin function starts with this: non-admins get 42501 with a pt-BR message.
create or replace function public.require_admin() returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501',
      message = 'Acesso negado: apenas administradores podem realizar esta ação.',
      hint = 'admin_required';
  end if;
end;
$$;
comment on function public.require_admin() is 'Raises 42501 unless the caller is an admin.';
revoke all on function public.require_admin() from public, anon, authenticated, service_role;
