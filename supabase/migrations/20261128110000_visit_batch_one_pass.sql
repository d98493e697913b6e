-- One pass over a batch of visits (issue 24: redirects under sustained load). record_redirect_visits
-- read each batch three times before: jsonb_array_elements + jsonb_agg to drop the visits at or
-- below its journal's checkpoint (which rebuilt the whole batch as a new jsonb), write_visits'
-- jsonb_to_recordset, and jsonb_array_elements again for the batch's last seq. On PGlite that
-- was a third of a batch's cost (2,000 visits: about 87 us a visit, 58 of them write_visits).
-- write_visits now takes the checkpoint and answers the batch's last seq from its own single
-- parse. What is stored, counted and skipped is unchanged (supabase/tests/redirects.test.ts,
-- visit-stats.test.ts).

-- The return type changes (written and the batch's last seq), so the old function goes first.
-- record_visit_within_limit calls it with one visit and no checkpoint, as before.
drop function public.write_visits(jsonb);

-- p_visits: [{seq, kind: 'qr'|'link', target: uuid, at, user_agent, referrer, ip, country, city,
-- device, browser, os, is_bot, visitor}, ...]; visits with a seq at or below p_after_seq are
-- skipped (none when it is null). last_seq: the highest seq in p_visits, skipped ones included
-- (an entry with only a seq, a visit the server set aside, moves a checkpoint past it).
create function public.write_visits(
  p_visits jsonb, p_after_seq bigint default null, out written integer, out last_seq bigint)
language plpgsql
security definer
set search_path = ''
as $$
begin
  with visits as (
    select v.*
    from jsonb_to_recordset(coalesce(p_visits, '[]'::jsonb)) as v(
      seq bigint, kind text, target uuid, at timestamptz, user_agent text, referrer text, ip text,
      country text, city text, device text, browser text, os text, is_bot boolean, visitor text)
  ),
  scans as (
    insert into public.qr_code_scans
      (qr_code_id, scanned_at, user_agent, referrer, ip_address, country, city, device, browser,
       os, is_bot, visitor_key)
    select v.target, coalesce(v.at, now()), nullif(left(v.user_agent, 512), ''),
      nullif(left(v.referrer, 2048), ''),
      nullif(left(case when p.truncate_ip_addresses then public.truncate_ip(v.ip) else v.ip end, 64), ''),
      nullif(left(v.country, 64), ''),
      nullif(left(v.city, 128), ''), nullif(left(v.device, 64), ''), nullif(left(v.browser, 64), ''),
      nullif(left(v.os, 64), ''), coalesce(v.is_bot, false), nullif(left(v.visitor, 64), '')
    from visits v
    join public.qr_codes q on q.id = v.target
    left join public.profiles p on p.id = q.user_id
    where v.kind = 'qr' and (p_after_seq is null or v.seq > p_after_seq)
    returning qr_code_id, is_bot
  ),
  clicks as (
    insert into public.link_clicks
      (short_link_id, clicked_at, user_agent, referrer, ip_address, country, city, device,
       browser, os, is_bot, visitor_key)
    select v.target, coalesce(v.at, now()), nullif(left(v.user_agent, 512), ''),
      nullif(left(v.referrer, 2048), ''),
      nullif(left(case when p.truncate_ip_addresses then public.truncate_ip(v.ip) else v.ip end, 64), ''),
      nullif(left(v.country, 64), ''),
      nullif(left(v.city, 128), ''), nullif(left(v.device, 64), ''), nullif(left(v.browser, 64), ''),
      nullif(left(v.os, 64), ''), coalesce(v.is_bot, false), nullif(left(v.visitor, 64), '')
    from visits v
    join public.short_links l on l.id = v.target
    -- Anonymous links (no owner) keep what the deployment keeps.
    left join public.profiles p on p.id = l.user_id
    where v.kind = 'link' and (p_after_seq is null or v.seq > p_after_seq)
    returning short_link_id, is_bot
  ),
  qr_counted as (
    update public.qr_codes q set scan_count = q.scan_count + c.n
    from (select qr_code_id, count(*)::integer as n from scans where not is_bot group by 1) c
    where q.id = c.qr_code_id
    returning q.id, q.user_id, q.target_url, q.scan_count, c.n
  ),
  links_counted as (
    update public.short_links l set click_count = l.click_count + c.n
    from (select short_link_id, count(*)::integer as n from clicks where not is_bot group by 1) c
    where l.id = c.short_link_id
    returning l.id
  ),
  milestones as (
    insert into public.notifications (user_id, type, message, related_qr_code_id)
    select b.user_id, 'scan_milestone',
      format('Seu QR Code atingiu %s scans! (%s)', m.t, public.short_url_for_message(b.target_url)),
      b.id
    from qr_counted b
    cross join (values (10), (100), (1000), (10000)) as m(t)
    where m.t > b.scan_count - b.n and m.t <= b.scan_count
      and not exists (
        select 1 from public.notifications n
        where n.related_qr_code_id = b.id and n.type = 'scan_milestone'
          and n.message like format('Seu QR Code atingiu %s scans!%%', m.t)
      )
    returning 1
  )
  -- Every data-modifying CTE above runs to completion whether or not this reads it.
  select (select count(*) from scans) + (select count(*) from clicks), (select max(seq) from visits)
  into written, last_seq;
end;
$$;
comment on function public.write_visits(jsonb, bigint) is
  'Internal: writes redirect visits after a journal checkpoint (scan and click rows, counters, milestone notifications; IPs truncated for owners who asked) and answers how many were written and the batch''s last seq. Called by record_redirect_visits and record_visit_within_limit only.';
revoke all on function public.write_visits(jsonb, bigint) from public, anon, authenticated, service_role;

create or replace function public.record_redirect_visits(p_journal_id uuid, p_visits jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_last bigint;
  v_batch record;
begin
  insert into public.redirect_journal_checkpoints (journal_id, last_seq)
  values (p_journal_id, 0)
  on conflict (journal_id) do nothing;
  select c.last_seq into v_last
  from public.redirect_journal_checkpoints c
  where c.journal_id = p_journal_id
  for update;

  select * into v_batch from public.write_visits(p_visits, v_last);

  update public.redirect_journal_checkpoints c
  set last_seq = greatest(c.last_seq, coalesce(v_batch.last_seq, 0)), updated_at = now()
  where c.journal_id = p_journal_id;
  return v_batch.written;
end;
$$;
