-- A blocked account's access token is refused everywhere at once (docs/product/trust-and-safety.md,
-- "Reports and moderation"). Blocking ends the account's sessions and the auth server refuses its
-- tokens, but an access token already handed out is a signed JWT that stays valid until it
-- expires (up to an hour): PostgREST and Storage would have honoured it until then. The request
-- check every REST and RPC call runs (PostgREST's pre-request on hosted Supabase, runAs on our
-- stack) now refuses it first, and Storage's rows get the same rule as a restrictive policy.

create or replace function public.session_account_blocked(p_claims jsonb) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(p_claims ->> 'role', '') = 'authenticated'
     and exists (
       select 1 from auth.users u
        where u.id = (p_claims ->> 'sub')::uuid and u.banned_until > now()
     )
$$;
comment on function public.session_account_blocked(jsonb) is
  'True when the claims are a user session of an account blocked now (auth.users.banned_until in the future): its access token is refused before it expires.';
revoke all on function public.session_account_blocked(jsonb) from public, anon;
grant execute on function public.session_account_blocked(jsonb) to authenticated, service_role;

create or replace function public.require_usable_session(p_claims jsonb) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if public.session_account_blocked(p_claims) then
    raise exception using errcode = '42501',
      message = 'Esta conta foi bloqueada por violar os Termos de Uso. Se acha que é um engano, fale com o suporte.',
      hint = 'user_banned';
  end if;
  perform public.require_second_factor(p_claims);
end
$$;
comment on function public.require_usable_session(jsonb) is
  'The check of every API request: raises 42501 (hint user_banned) for a session of a blocked account, then (hint mfa_required) for one that still owes its two-factor code.';
revoke all on function public.require_usable_session(jsonb) from public, anon;
grant execute on function public.require_usable_session(jsonb) to authenticated, service_role;

create or replace function public.check_request()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_usable_session(auth.jwt());
end
$$;
comment on function public.check_request() is
  'PostgREST pre-request (hosted Supabase): refuses a session of a blocked account, and one that must still verify its two-factor code.';

-- Storage is not behind PostgREST on hosted Supabase: its rows get the same rule.
create policy "Sessions of blocked accounts reach nothing" on storage.objects
  as restrictive for all to authenticated
  using (not (select public.session_account_blocked(auth.jwt())))
  with check (not (select public.session_account_blocked(auth.jwt())));
