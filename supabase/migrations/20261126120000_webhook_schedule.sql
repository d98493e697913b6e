-- The webhook outbox's sender on hosted Supabase (docs/deploy-supabase.md): no server of ours
-- polls the outbox there, so pg_cron asks the deliver-webhooks Edge Function every minute,
-- through pg_net, to send what is due. The function's address and the service-role key it
-- needs are read from Supabase Vault at each run (secrets 'project_url' and
-- 'service_role_key'), so no secret is written in a migration. Until both are stored, or
-- without pg_net, the job does nothing. Elsewhere (PGlite, a plain PostgreSQL) the self-hosted
-- server's worker sends the outbox and nothing here runs.

create or replace function public.request_webhook_delivery() returns bigint
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_url text;
  v_key text;
  v_request bigint;
begin
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
    using rtrim(v_url, '/') || '/functions/v1/deliver-webhooks',
          '{}'::jsonb,
          jsonb_build_object('content-type', 'application/json',
                             'authorization', 'Bearer ' || v_key),
          30000;
  return v_request;
end
$$;
comment on function public.request_webhook_delivery() is
  'pg_cron, hosted only: asks the deliver-webhooks Edge Function (pg_net) to send the due webhook deliveries, with the address and service-role key stored in Vault; null when it cannot.';
revoke all on function public.request_webhook_delivery() from public, anon, authenticated, service_role;

do $schedule$
begin
  -- 20261126110000_hosted_schedules.sql installed pg_cron wherever it works.
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    return;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      create extension if not exists pg_net;
    exception when others then
      raise notice 'pg_net is not usable here (%): webhooks wait for it', sqlerrm;
    end;
  end if;
  perform cron.schedule('deliver-webhooks', '* * * * *', 'select public.request_webhook_delivery()');
end
$schedule$;
