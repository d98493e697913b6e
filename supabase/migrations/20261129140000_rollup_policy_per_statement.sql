-- Who reads which rollups, checked once per statement instead of once per row. The policy called
-- owns_visit_target(kind, target_id) for every rollup row read; a SQL function with its own
-- search_path is never inlined, so each call ran its own lookup (about 25 us here), and a year of
-- rollups for 20 codes is tens of thousands of rows (visit_stats over 365 days, the raw visit
-- log's day counts). The same rule as two IN lists of the caller's own codes and links, which
-- PostgreSQL evaluates once and hashes.
drop policy "Owners read the rollups of their codes" on public.visit_rollups;
create policy "Owners read the rollups of their codes" on public.visit_rollups
  for select to authenticated
  using (
    (kind = 'qr' and target_id in (
      select q.id from public.qr_codes q where q.user_id = (select auth.uid())))
    or (kind = 'link' and target_id in (
      select l.id from public.short_links l where l.user_id = (select auth.uid())))
  );
