-- Google Safe Browsing on hosted Supabase (docs/product/trust-and-safety.md, "Rechecking codes";
-- docs/deploy-supabase.md): no server of ours looks the destinations up there, so pg_cron asks
-- the check-destinations Edge Function every minute, through pg_net, as it asks deliver-webhooks
-- (20261126120000_webhook_schedule.sql). Both calls are now one helper,
-- request_project_function(name): the project's address and service-role key read from Vault
-- at each run, null until both are stored or without pg_net. Elsewhere (PGlite, a plain
-- PostgreSQL) the self-hosted server's own job looks the destinations up and nothing here runs.

create or replace function public.request_project_function(p_name text) returns bigint
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_url text;
  v_key text;
  v_request bigint;
begin
  if p_name is null or p_name !~ '^[a-z][a-z0-9-]{0,62}$' then
    raise exception 'invalid function name' using errcode = '22023';
  end if;
  if to_regnamespace('net') is null or to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;
  -- Dynamic SQL: the function is created (and runs, doing nothing) where neither exists.
  execute $sql$
    select max(decrypted_secret) filter (where name = 'project_url'),
           max(decrypted_secret) filter (where name = 'service_role_key')
      from vault.decrypted_secrets
  $sql$ into v_url, v_key;
  if v_url is null or v_key is null then
    return null;
  end if;
  -- pg_net sends it after this transaction commits; the function may take its time.
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := $4)'
    into v_request
    using rtrim(v_url, '/') || '/functions/v1/' || p_name,
          '{}'::jsonb,
          jsonb_build_object('content-type', 'application/json',
                             'authorization', 'Bearer ' || v_key),
          30000;
  return v_request;
end
$$;
comment on function public.request_project_function(text) is
  'pg_cron, hosted only: asks the project''s Edge Function p_name (pg_net, POST with an empty JSON body) with the address and service-role key stored in Vault; null when it cannot.';
revoke all on function public.request_project_function(text) from public, anon, authenticated, service_role;

create or replace function public.request_webhook_delivery() returns bigint
language sql volatile security definer
set search_path = ''
as $$ select public.request_project_function('deliver-webhooks') $$;
comment on function public.request_webhook_delivery() is
  'pg_cron, hosted only: asks the deliver-webhooks Edge Function (pg_net) to send the due webhook deliveries, with the address and service-role key stored in Vault; null when it cannot.';

create or replace function public.request_destination_check() returns bigint
language sql volatile security definer
set search_path = ''
as $$ select public.request_project_function('check-destinations') $$;
comment on function public.request_destination_check() is
  'pg_cron, hosted only: asks the check-destinations Edge Function (pg_net) to look the codes'' destinations up in Google Safe Browsing, with the address and service-role key stored in Vault; null when it cannot.';
revoke all on function public.request_destination_check() from public, anon, authenticated, service_role;

do $schedule$
begin
  -- 20261126110000_hosted_schedules.sql installed pg_cron wherever it works; pg_net came with
  -- 20261126120000_webhook_schedule.sql.
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    return;
  end if;
  perform cron.schedule('check-destinations', '* * * * *', 'select public.request_destination_check()');
end
$schedule$;
