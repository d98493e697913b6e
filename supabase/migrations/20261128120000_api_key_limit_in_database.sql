-- API keys' requests per minute are counted by the database (issue 24: past one machine). Each
-- server instance counted a key's requests in its own memory, so N instances behind a balancer
-- let N times a key's limit through, and the hosted API's Edge Function instances, which come
-- and go between requests, hardly limited at all. api_key_owner, which every API request calls
-- once to find who a key belongs to, now also counts the request in the key's current minute
-- (one row per key, locked for the increment), and answers the count and when the minute ends:
-- the server refuses past the key's limit, the same on every instance. A key's minute starts at
-- its first request, as the per-instance counter's did, so a burst is never split in two by the
-- clock.

create table public.api_key_request_windows (
  key_id uuid primary key references public.api_keys (id) on delete cascade,
  window_start timestamptz not null,
  requests integer not null
);
comment on table public.api_key_request_windows is
  'Server only: requests of each API key in its current minute (from window_start, its first request), counted by api_key_owner for the per-key rate limit on every server instance alike.';
alter table public.api_key_request_windows enable row level security;
revoke all on table public.api_key_request_windows from anon, authenticated;

-- The result gains two columns, so the old function goes first.
drop function public.api_key_owner(text);

create function public.api_key_owner(p_key_hash text)
returns table (
  key_id uuid, user_id uuid, email text, rate_limit_per_minute integer,
  requests_this_minute integer, minute_ends_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key record;
  v_requests integer;
  v_ends_at timestamptz;
begin
  select k.id, k.user_id, u.email::text as email, k.rate_limit_per_minute, k.last_used_at
  into v_key
  from public.api_keys k join auth.users u on u.id = k.user_id
  where k.key_hash = p_key_hash and k.revoked_at is null
    and not coalesce(u.banned_until > now(), false);
  if not found then
    return;
  end if;
  if v_key.last_used_at is null or v_key.last_used_at < now() - interval '1 minute' then
    update public.api_keys k set last_used_at = now() where k.id = v_key.id;
  end if;
  insert into public.api_key_request_windows as w (key_id, window_start, requests)
  values (v_key.id, now(), 1)
  -- By the constraint's name: key_id is also this function's result column.
  on conflict on constraint api_key_request_windows_pkey do update
  set requests = case when w.window_start > now() - interval '1 minute' then w.requests + 1 else 1 end,
      window_start = case when w.window_start > now() - interval '1 minute' then w.window_start else now() end
  returning w.requests, w.window_start + interval '1 minute' into v_requests, v_ends_at;
  return query select v_key.id, v_key.user_id, v_key.email, v_key.rate_limit_per_minute,
    v_requests, v_ends_at;
end;
$$;
comment on function public.api_key_owner(text) is
  'Server only (service_role): the key id, owner, owner e-mail and rate limit of the live API key with this SHA-256, nothing for an unknown or revoked one or a blocked owner; counts this request in the key''s current minute and answers that count and when the minute ends.';
revoke all on function public.api_key_owner(text) from public, anon, authenticated;
grant execute on function public.api_key_owner(text) to service_role;
