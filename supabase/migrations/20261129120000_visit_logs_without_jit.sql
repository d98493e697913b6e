-- JIT compilation and the month partitions of the visit logs: PostgreSQL's JIT (on by default
-- from PostgreSQL 11) compiles each partition's part of a plan separately, about 20 ms each here.
-- With 25 months of 500,000 scans, the raw visit log's first page (list_qr_scans, which also
-- counts every matching row) took 2.5 s with JIT and 0.8 s without; our queries are short
-- interactive ones that JIT never pays back. Off for the database where this role may set it (a
-- self-hosted PostgreSQL, hosted Supabase's postgres role), for the sessions opened after this
-- migration; and off on the functions that read the raw logs, wherever they run.
do $jit$
begin
  execute format('alter database %I set jit = off', current_database());
exception when insufficient_privilege then
  raise notice 'jit stays as configured for this database: %', sqlerrm;
end
$jit$;

alter function public.list_qr_scans(uuid, timestamptz, timestamptz, text, integer, integer)
  set jit = off;
