-- Years of scans (docs/architecture.md, "Years of scans"): the two visit logs, qr_code_scans and
-- link_clicks, are partitioned by the month of the visit (UTC months, PostgreSQL's own range
-- partitioning, on PGlite too). A month's partition is made ahead of time by
-- ensure_visit_partitions() (the self-hosted server's timer, pg_cron on hosted Supabase); a
-- visit whose month has none yet (a journal replayed after months, a clock far off) lands in the
-- default partition, and the next call moves it into its month. Old months can then leave whole
-- (visit retention, the next migration) and the indexes a new visit touches stay the size of one
-- month.
--
-- The rows keep their ids; the primary key becomes (id, visit time), as a partitioned table's
-- must include its partition key, and the ids come from a sequence of the table's own (an
-- identity column on a partitioned table needs PostgreSQL 17). Policies, grants, the roll-up
-- trigger, the index and the comments are as before.

-- One month of one visit log: made empty beside the table, filled with that month's rows from
-- the default partition (if any), then attached. True when it made the partition.
create function public.ensure_visit_partition(p_table text, p_month date)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_column text := case p_table
    when 'qr_code_scans' then 'scanned_at'
    when 'link_clicks' then 'clicked_at'
  end;
  v_from timestamptz := date_trunc('month', p_month::timestamp) at time zone 'UTC';
  v_to timestamptz := (date_trunc('month', p_month::timestamp) + interval '1 month') at time zone 'UTC';
  v_name text := format('%s_%s', p_table, to_char(p_month, 'YYYY_MM'));
begin
  if v_column is null then
    raise exception using errcode = '22023', message = format('Não há registro de visitas %s.', p_table);
  end if;
  if to_regclass(format('public.%I', v_name)) is not null then
    return false;
  end if;
  execute format('create table public.%I (like public.%I including defaults)', v_name, p_table);
  -- Straight into the new table, not through the parent: the visits were rolled up when first
  -- written.
  execute format(
    'with moved as (delete from public.%I where %I >= $1 and %I < $2 returning *)
     insert into public.%I select * from moved',
    p_table || '_default', v_column, v_column, v_name)
  using v_from, v_to;
  execute format('alter table public.%I attach partition public.%I for values from (%L) to (%L)',
    p_table, v_name, v_from, v_to);
  -- Read only through the parent, whose policies apply; nobody reads a partition directly.
  execute format('alter table public.%I enable row level security', v_name);
  execute format('revoke all on public.%I from anon, authenticated', v_name);
  execute format('comment on table public.%I is %L', v_name,
    format('The visits of %s (UTC) in %s: a partition, read through the parent table.',
      to_char(p_month, 'YYYY-MM'), p_table));
  return true;
end;
$$;
comment on function public.ensure_visit_partition(text, date) is
  'Internal: makes the month partition of qr_code_scans or link_clicks (moving that month''s rows out of the default partition); true when it made one.';
revoke all on function public.ensure_visit_partition(text, date)
  from public, anon, authenticated, service_role;

-- Every month from this one to p_months_ahead ahead, and every month the default partitions hold.
create function public.ensure_visit_partitions(p_months_ahead integer default 2)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_made integer := 0;
  v_table text;
  v_column text;
  v_stray date[];
  v_month date;
begin
  -- Several instances may call it at once: one at a time makes the partitions.
  perform pg_advisory_xact_lock(hashtext('public.ensure_visit_partitions'));
  foreach v_table in array array['qr_code_scans', 'link_clicks'] loop
    v_column := case v_table when 'qr_code_scans' then 'scanned_at' else 'clicked_at' end;
    execute format(
      'select coalesce(array_agg(distinct date_trunc(''month'', %I at time zone ''UTC'')::date), ''{}'')
       from public.%I', v_column, v_table || '_default')
    into v_stray;
    for v_month in
      select m::date from generate_series(
        date_trunc('month', now() at time zone 'UTC'),
        date_trunc('month', now() at time zone 'UTC') + make_interval(months => greatest(p_months_ahead, 0)),
        interval '1 month') as m
      union
      select unnest(v_stray)
      order by 1
    loop
      if public.ensure_visit_partition(v_table, v_month) then
        v_made := v_made + 1;
      end if;
    end loop;
  end loop;
  return v_made;
end;
$$;
comment on function public.ensure_visit_partitions(integer) is
  'Server: makes the month partitions of the visit logs from this month to p_months_ahead ahead, and for every month found in their default partitions (moving those rows). Answers how many it made.';
revoke all on function public.ensure_visit_partitions(integer) from public, anon, authenticated;
grant execute on function public.ensure_visit_partitions(integer) to service_role;

-- The two logs, rebuilt partitioned with their rows.
alter table public.qr_code_scans rename to qr_code_scans_unpartitioned;
alter index public.qr_code_scans_pkey rename to qr_code_scans_unpartitioned_pkey;
alter index public.qr_code_scans_qr_code_id_scanned_at_idx rename to qr_code_scans_unpartitioned_idx;
alter table public.link_clicks rename to link_clicks_unpartitioned;
alter index public.link_clicks_pkey rename to link_clicks_unpartitioned_pkey;
alter index public.link_clicks_short_link_id_clicked_at_idx rename to link_clicks_unpartitioned_idx;

create table public.qr_code_scans (
  id          bigint not null,
  qr_code_id  uuid not null
    constraint qr_code_scans_qr_code_id_fkey references public.qr_codes(id) on delete cascade,
  scanned_at  timestamptz not null default now(),
  user_agent  text,
  referrer    text,
  ip_address  text,
  device      text,
  browser     text,
  os          text,
  country     text,
  city        text,
  is_bot      boolean not null default false,
  visitor_key text,
  constraint qr_code_scans_pkey primary key (id, scanned_at)
) partition by range (scanned_at);
create table public.qr_code_scans_default partition of public.qr_code_scans default;

create table public.link_clicks (
  id            bigint not null,
  short_link_id uuid not null
    constraint link_clicks_short_link_id_fkey references public.short_links(id) on delete cascade,
  clicked_at    timestamptz not null default now(),
  ip_address    text,
  user_agent    text,
  country       text,
  city          text,
  referrer      text,
  device        text,
  browser       text,
  os            text,
  is_bot        boolean not null default false,
  visitor_key   text,
  constraint link_clicks_pkey primary key (id, clicked_at)
) partition by range (clicked_at);
create table public.link_clicks_default partition of public.link_clicks default;

-- A partition for every month that has visits, then the rows (no roll-up trigger yet: they were
-- rolled up when first written).
select public.ensure_visit_partition('qr_code_scans', m)
from (select distinct date_trunc('month', scanned_at at time zone 'UTC')::date as m
      from public.qr_code_scans_unpartitioned) months;
select public.ensure_visit_partition('link_clicks', m)
from (select distinct date_trunc('month', clicked_at at time zone 'UTC')::date as m
      from public.link_clicks_unpartitioned) months;
insert into public.qr_code_scans
  (id, qr_code_id, scanned_at, user_agent, referrer, ip_address, device, browser, os, country,
   city, is_bot, visitor_key)
select id, qr_code_id, scanned_at, user_agent, referrer, ip_address, device, browser, os, country,
  city, is_bot, visitor_key
from public.qr_code_scans_unpartitioned;
insert into public.link_clicks
  (id, short_link_id, clicked_at, ip_address, user_agent, country, city, referrer, device,
   browser, os, is_bot, visitor_key)
select id, short_link_id, clicked_at, ip_address, user_agent, country, city, referrer, device,
  browser, os, is_bot, visitor_key
from public.link_clicks_unpartitioned;

drop table public.qr_code_scans_unpartitioned;
drop table public.link_clicks_unpartitioned;

-- Ids go on from the largest one (the old identity sequences left with their tables).
create sequence public.qr_code_scans_id_seq as bigint owned by public.qr_code_scans.id;
select setval('public.qr_code_scans_id_seq', coalesce(max(id), 0) + 1, false)
from public.qr_code_scans;
alter table public.qr_code_scans alter column id set default nextval('public.qr_code_scans_id_seq');
create sequence public.link_clicks_id_seq as bigint owned by public.link_clicks.id;
select setval('public.link_clicks_id_seq', coalesce(max(id), 0) + 1, false)
from public.link_clicks;
alter table public.link_clicks alter column id set default nextval('public.link_clicks_id_seq');
revoke all on sequence public.qr_code_scans_id_seq, public.link_clicks_id_seq from anon, authenticated;
grant usage, select on sequence public.qr_code_scans_id_seq, public.link_clicks_id_seq to service_role;

-- The months ahead.
select public.ensure_visit_partitions();

create index qr_code_scans_qr_code_id_scanned_at_idx
  on public.qr_code_scans (qr_code_id, scanned_at desc);
create index link_clicks_short_link_id_clicked_at_idx
  on public.link_clicks (short_link_id, clicked_at desc);

create trigger roll_up_visits after insert on public.qr_code_scans
  referencing new table as new_rows
  for each statement execute function public.roll_up_qr_scans();
create trigger roll_up_visits after insert on public.link_clicks
  referencing new table as new_rows
  for each statement execute function public.roll_up_link_clicks();

alter table public.qr_code_scans enable row level security;
create policy "Owners read scans of their QR codes" on public.qr_code_scans
  for select to authenticated
  using (exists (select 1 from public.qr_codes q
                 where q.id = qr_code_scans.qr_code_id and q.user_id = (select auth.uid())));
alter table public.link_clicks enable row level security;
create policy "Owners read clicks of their short links" on public.link_clicks
  for select to authenticated
  using (exists (select 1 from public.short_links l
                 where l.id = link_clicks.short_link_id and l.user_id = (select auth.uid())));
alter table public.qr_code_scans_default enable row level security;
alter table public.link_clicks_default enable row level security;

revoke all on public.qr_code_scans, public.link_clicks, public.qr_code_scans_default,
  public.link_clicks_default from anon, authenticated;
grant select on public.qr_code_scans, public.link_clicks to authenticated;
grant all on public.qr_code_scans, public.link_clicks to service_role;

comment on table public.qr_code_scans is
  'One row per QR scan (bots included, flagged is_bot), partitioned by month of scanned_at (ensure_visit_partitions). Written only by resolve_qr_redirect; owners read the scans of their own codes.';
comment on column public.qr_code_scans.visitor_key is
  'Same for one visitor (IP + user agent) on one Brazilian day, different on the next; reveals neither.';
comment on table public.qr_code_scans_default is
  'Scans of a month that has no partition yet; ensure_visit_partitions moves them into their month.';
comment on table public.link_clicks is
  'One row per short-link click (bots flagged), partitioned by month of clicked_at (ensure_visit_partitions). Written only by resolve_short_link; owners read clicks of their own links.';
comment on column public.link_clicks.visitor_key is
  'Same for one visitor (IP + user agent) on one Brazilian day, different on the next; reveals neither.';
comment on table public.link_clicks_default is
  'Clicks of a month that has no partition yet; ensure_visit_partitions moves them into their month.';

-- Hosted Supabase: pg_cron makes next months' partitions every day (as the self-hosted
-- server's timer does, packages/server/src/redirects/visit-partitions.ts).
do $schedules$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    return;
  end if;
  perform cron.schedule('visit-partitions', '17 3 * * *', 'select public.ensure_visit_partitions()');
end
$schedules$;
