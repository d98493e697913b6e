-- The database's own clock on hosted Supabase (docs/product/payments.md, "The payment
-- contract"): no server of ours runs there, so where pg_cron can be installed (every Supabase
-- project; a PostgreSQL that preloads it) expire_lapsed_plans() runs every minute, as the
-- self-hosted server's timer runs it (packages/server/src/payments/plan-expiry.ts). Elsewhere
-- (PGlite, a plain PostgreSQL) this changes nothing and that timer does the work. Running it
-- again keeps one job: pg_cron replaces a job of the same name.
do $schedules$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  begin
    create extension if not exists pg_cron;
  exception when others then
    -- Installed but not preloaded, or preloaded for another database: not this one's clock.
    raise notice 'pg_cron is not usable here (%): the self-hosted server expires plans', sqlerrm;
    return;
  end;
  perform cron.schedule('expire-lapsed-plans', '* * * * *', 'select public.expire_lapsed_plans()');
end
$schedules$;
