-- Visit limits are exact (docs/product/link-rules-and-utm.md, "Link rules and UTM"): the database
-- is the judge.
--
-- Until now each redirect server counted the visits it answered on top of the counter it had
-- read, per cached name: a short link visited by its code and by its alias, an owner's edit
-- (which reloads the counter before the journal's visits reach it), parallel visits, or several
-- servers all let more visits through than the limit. Now a counted visit of a code with a limit
-- is written at once by record_visit_within_limit, which locks the code's row, checks its counter
-- and writes the visit only below the limit, in one transaction, before the redirect answers.
-- Visits of codes without a limit keep going through the servers' journals in batches.
--
-- The rows, counters and milestones of a batch move into write_visits, shared by both paths.

-- p_visits: [{kind: 'qr'|'link', target: uuid, at, user_agent, referrer, ip, country, city,
-- device, browser, os, is_bot, visitor}, ...]. Visits of a code deleted since are dropped with
-- it. Non-bot visits raise scan_count / click_count once per call, and every QR milestone (10,
-- 100, 1000, 10000) crossed writes its notification once. Returns how many visits were written.
create or replace function public.write_visits(p_visits jsonb)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_written integer;
begin
  with visits as (
    select v.*
    from jsonb_to_recordset(coalesce(p_visits, '[]'::jsonb)) as v(
      kind text, target uuid, at timestamptz, user_agent text, referrer text, ip text,
      country text, city text, device text, browser text, os text, is_bot boolean, visitor text)
  ),
  scans as (
    insert into public.qr_code_scans
      (qr_code_id, scanned_at, user_agent, referrer, ip_address, country, city, device, browser,
       os, is_bot, visitor_key)
    select v.target, coalesce(v.at, now()), public.clip(v.user_agent),
      public.clip(v.referrer, 2048),
      public.clip(case when p.truncate_ip_addresses then public.truncate_ip(v.ip) else v.ip end, 64),
      public.clip(v.country, 64),
      public.clip(v.city, 128), public.clip(v.device, 64), public.clip(v.browser, 64),
      public.clip(v.os, 64), coalesce(v.is_bot, false), public.clip(v.visitor, 64)
    from visits v
    join public.qr_codes q on q.id = v.target
    left join public.profiles p on p.id = q.user_id
    where v.kind = 'qr'
    returning qr_code_id, is_bot
  ),
  clicks as (
    insert into public.link_clicks
      (short_link_id, clicked_at, user_agent, referrer, ip_address, country, city, device,
       browser, os, is_bot, visitor_key)
    select v.target, coalesce(v.at, now()), public.clip(v.user_agent),
      public.clip(v.referrer, 2048),
      public.clip(case when p.truncate_ip_addresses then public.truncate_ip(v.ip) else v.ip end, 64),
      public.clip(v.country, 64),
      public.clip(v.city, 128), public.clip(v.device, 64), public.clip(v.browser, 64),
      public.clip(v.os, 64), coalesce(v.is_bot, false), public.clip(v.visitor, 64)
    from visits v
    join public.short_links l on l.id = v.target
    -- Anonymous links (no owner) keep what the deployment keeps.
    left join public.profiles p on p.id = l.user_id
    where v.kind = 'link'
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
  select (select count(*) from scans) + (select count(*) from clicks) into v_written;
  return v_written;
end;
$$;
comment on function public.write_visits(jsonb) is 'Internal: writes redirect visits (scan and click rows, counters, milestone notifications; IPs truncated for owners who asked). Called by record_redirect_visits and record_visit_within_limit only.';
revoke all on function public.write_visits(jsonb) from public, anon, authenticated, service_role;

create or replace function public.record_redirect_visits(p_journal_id uuid, p_visits jsonb)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_last bigint;
  v_written integer;
begin
  insert into public.redirect_journal_checkpoints (journal_id, last_seq)
  values (p_journal_id, 0)
  on conflict (journal_id) do nothing;
  select c.last_seq into v_last
  from public.redirect_journal_checkpoints c
  where c.journal_id = p_journal_id
  for update;

  v_written := public.write_visits((
    select coalesce(jsonb_agg(v), '[]'::jsonb)
    from jsonb_array_elements(coalesce(p_visits, '[]'::jsonb)) v
    where (v ->> 'seq')::bigint > v_last
  ));

  update public.redirect_journal_checkpoints c
  set last_seq = greatest(c.last_seq, coalesce((
        select max((v ->> 'seq')::bigint) from jsonb_array_elements(coalesce(p_visits, '[]'::jsonb)) v
      ), 0)),
      updated_at = now()
  where c.journal_id = p_journal_id;
  return v_written;
end;
$$;
comment on function public.record_redirect_visits(uuid, jsonb) is 'Writes one batch of redirect visits from a server journal (write_visits) and advances that journal''s checkpoint, in one transaction; visits at or below the checkpoint (a replay) are skipped. An entry with only a seq advances the checkpoint past a visit the server set aside.';

-- p_visit: one visit as write_visits takes it. Locks the code's row, so parallel visits and
-- several servers queue here: the visit is written, and true answered, only while the counter
-- is below max_visits (or the code has no limit). False for a reached limit or a deleted code.
create or replace function public.record_visit_within_limit(p_visit jsonb)
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_target uuid := (p_visit ->> 'target')::uuid;
  v_allowed boolean;
begin
  if p_visit ->> 'kind' = 'qr' then
    select q.max_visits is null or q.scan_count < q.max_visits into v_allowed
    from public.qr_codes q where q.id = v_target for update;
  elsif p_visit ->> 'kind' = 'link' then
    select l.max_visits is null or l.click_count < l.max_visits into v_allowed
    from public.short_links l where l.id = v_target for update;
  else
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  if not coalesce(v_allowed, false) then
    return false;
  end if;
  perform public.write_visits(jsonb_build_array(p_visit));
  return true;
end;
$$;
comment on function public.record_visit_within_limit(jsonb) is 'Server only: writes one counted visit of a code with a visit limit if, and only if, its counter is still below the limit (row locked: exact under parallel visits and across servers). Answers whether it was written.';
revoke all on function public.record_visit_within_limit(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.record_visit_within_limit(jsonb) to service_role;
