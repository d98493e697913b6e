/**
 * Who may call which function: every public function of
 * docs/product/calls-errors-and-constants.md, "Calls" plus the redirect and internal helpers, as
 * anon, a user and an admin (each call rolled back). 'denied' = 42501, either from the missing
 * EXECUTE grant or from the function's own is_admin() check.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { ENGINES, useFreshDatabase } from '../../tests/support/databases';
import { createCast } from '../../tests/support/db-fixtures';
import type { Cast } from '../../tests/support/db-fixtures';
import { probe } from '../../tests/support/db-probe';

type Who = 'anon' | 'user' | 'admin';
type Allowed = 'ok' | 'denied' | `error:${string}`;
interface FunctionCase {
  call: (c: Cast) => [string, unknown[]];
  expect: Record<Who, Allowed>;
}

const EVERYONE: Record<Who, Allowed> = { anon: 'ok', user: 'ok', admin: 'ok' };
const USERS: Record<Who, Allowed> = { anon: 'denied', user: 'ok', admin: 'ok' };
const ADMINS: Record<Who, Allowed> = { anon: 'denied', user: 'denied', admin: 'ok' };
const NOBODY: Record<Who, Allowed> = { anon: 'denied', user: 'denied', admin: 'denied' };
const PLAN_ARGS = "'promo', 'Promo', 'desc', 9.9, null, '[\"a\"]'::jsonb, false, 5, null, null";

// prettier-ignore
const FUNCTIONS: Record<string, FunctionCase> = {
  check_if_email_exists: { call: (c) => ['select public.check_if_email_exists($1)', [c.a.email]], expect: EVERYONE },
  // the cast's only admin is the last admin: self-deletion refused with P0001
  delete_user_data_and_auth: { call: () => ['select public.delete_user_data_and_auth()', []], expect: { ...USERS, admin: 'error:P0001' } },
  get_all_clients: { call: () => ['select * from public.get_all_clients()', []], expect: ADMINS },
  admin_update_client: { call: (c) => ["select public.admin_update_client($1, 'Nome', 'user')", [c.b.id]], expect: ADMINS },
  admin_delete_user_and_data: { call: (c) => ['select public.admin_delete_user_and_data($1)', [c.b.id]], expect: ADMINS },
  admin_list_clients: { call: () => ["select public.admin_list_clients('a', 'email', true, 20, 0)", []], expect: ADMINS },
  admin_get_client: { call: (c) => ['select public.admin_get_client($1)', [c.b.id]], expect: ADMINS },
  admin_list_workspaces: { call: () => ["select public.admin_list_workspaces('a', 25, 0)", []], expect: ADMINS },
  admin_daily_activity: { call: () => ['select * from public.admin_daily_activity(30)', []], expect: ADMINS },
  get_admin_analytics_overview: { call: () => ['select public.get_admin_analytics_overview()', []], expect: ADMINS },
  get_all_app_settings: { call: () => ['select * from public.get_all_app_settings()', []], expect: ADMINS },
  update_app_setting: { call: () => ["select public.update_app_setting('maintenance_mode', '{\"enabled\": true, \"message\": \"x\"}')", []], expect: ADMINS },
  admin_create_plan: { call: () => [`select public.admin_create_plan(${PLAN_ARGS})`, []], expect: ADMINS },
  admin_update_plan: { call: () => [`select public.admin_update_plan(${PLAN_ARGS.replace("'promo'", "'basico'")})`, []], expect: ADMINS },
  admin_delete_plan: { call: () => ["select public.admin_delete_plan('empresarial')", []], expect: ADMINS },
  update_user_plan: { call: () => ["select public.update_user_plan(auth.uid(), 'free_plan')", []], expect: USERS },
  increment_qr_scan_count: { call: (c) => ['select public.increment_qr_scan_count($1)', [c.rows.qrCodeId]], expect: EVERYONE },
  // recording a visit: the server's redirect path only (service_role), never the API roles
  resolve_qr_redirect: { call: (c) => ['select public.resolve_qr_redirect($1)', [c.rows.qrCodeId]], expect: NOBODY },
  resolve_short_link: { call: () => ["select public.resolve_short_link('nothing')", []], expect: NOBODY },
  record_redirect_visits: { call: () => ["select public.record_redirect_visits(gen_random_uuid(), '[]')", []], expect: NOBODY },
  // payments: the server's webhook only (service_role); a user reads their own plan's state
  record_provider_payment: { call: (c) => ["select public.record_provider_payment('mp-1', $1, 'basico', 'monthly', 'approved', 19.9)", [c.b.id]], expect: NOBODY },
  record_provider_subscription: { call: (c) => ["select public.record_provider_subscription('pre-1', $1, 'basico', 'monthly', 'authorized')", [c.b.id]], expect: NOBODY },
  expire_lapsed_plans: { call: () => ['select public.expire_lapsed_plans()', []], expect: NOBODY },
  ensure_visit_partitions: { call: () => ['select public.ensure_visit_partitions()', []], expect: NOBODY },
  apply_visit_retention: { call: () => ['select public.apply_visit_retention()', []], expect: NOBODY },
  plan_renews_automatically: { call: (c) => ["select public.plan_renews_automatically($1, 'basico')", [c.b.id]], expect: NOBODY },
  format_br_date: { call: () => ['select public.format_br_date(now())', []], expect: NOBODY },
  my_plan_status: { call: () => ['select public.my_plan_status()', []], expect: USERS },
  // link rules: only an owner sets a password (someone else's or no code: not found)
  set_redirect_password: { call: () => ["select public.set_redirect_password('qr', gen_random_uuid(), 'abcd')", []], expect: { anon: 'denied', user: 'error:P0002', admin: 'error:P0002' } },
  redirect_journal_checkpoint: { call: () => ['select public.redirect_journal_checkpoint(gen_random_uuid())', []], expect: NOBODY },
  list_qr_scans: { call: () => ['select * from public.list_qr_scans()', []], expect: USERS },
  list_link_clicks: { call: (c) => ['select * from public.list_link_clicks($1)', [c.rows.shortLinkId]], expect: USERS },
  // their helpers: invoker, so RLS limits them to the caller's own rows
  visits_kept_since: { call: () => ['select public.visits_kept_since(gen_random_uuid())', []], expect: USERS },
  // someone else's or no workspace: not found
  // pages: /p/{slug} is answered by the servers (service role); the checks are internal
  published_page: { call: () => ["select public.published_page('nada')", []], expect: NOBODY },
  // a page's analytics: the servers that answer /p/{slug} count; members read their pages'
  record_page_visits: { call: () => ["select public.record_page_visits('[]')", []], expect: NOBODY },
  page_stats: { call: () => ['select public.page_stats(gen_random_uuid())', []], expect: USERS },
  page_stats_for: { call: () => ['select public.page_stats_for(gen_random_uuid())', []], expect: USERS },
  card_content_problem: { call: () => ["select public.card_content_problem('{}')", []], expect: NOBODY },
  menu_content_problem: { call: () => ["select public.menu_content_problem('{}')", []], expect: NOBODY },
  page_content_problem: { call: () => ["select public.page_content_problem('links', '{}')", []], expect: NOBODY },
  // smart routes: checked by check_item_routes; their destinations read by the screening
  routes_problem: { call: () => ["select public.routes_problem('[]')", []], expect: NOBODY },
  route_values_problem: { call: () => ["select public.route_values_problem(null, null, null, null, 'x')", []], expect: NOBODY },
  route_urls: { call: () => ["select public.route_urls('[]')", []], expect: NOBODY },
  split_problem: { call: () => ["select public.split_problem('[]')", []], expect: NOBODY },
  // WhatsApp roulette: checked by check_item_roulette; its chats listed by code_preview
  roulette_problem: { call: () => ["select public.roulette_problem('{}')", []], expect: NOBODY },
  roulette_chats: { call: () => ["select public.roulette_chats('{}')", []], expect: NOBODY },
  // own domains: checked by their triggers; verified by the verify-domain function
  domain_hostname_problem: { call: () => ["select public.domain_hostname_problem('a.b')", []], expect: NOBODY },
  record_domain_check: { call: () => ['select public.record_domain_check(gen_random_uuid(), false, null)', []], expect: NOBODY },
  code_addresses: { call: () => ["select public.code_addresses('https://a.example', null, null, null, null, null)", []], expect: NOBODY },
  workspace_plan: { call: () => ['select public.workspace_plan(gen_random_uuid())', []], expect: { anon: 'denied', user: 'error:P0002', admin: 'error:P0002' } },
  readable_workspaces: { call: () => ['select public.readable_workspaces()', []], expect: USERS },
  shared_report_item_in: { call: () => ['select public.shared_report_item_in(gen_random_uuid(), null, null, false)', []], expect: USERS },
  editable_workspaces: { call: () => ['select public.editable_workspaces()', []], expect: USERS },
  administered_workspaces: { call: () => ['select public.administered_workspaces()', []], expect: USERS },
  owned_workspaces: { call: () => ['select public.owned_workspaces()', []], expect: USERS },
  personal_workspace: { call: () => ['select public.personal_workspace()', []], expect: USERS },
  ensure_personal_workspace: { call: (c) => ['select public.ensure_personal_workspace($1)', [c.a.id]], expect: NOBODY },
  // the caller's own personal workspace, which nobody may hand on, leave or delete; a name that is too long
  create_workspace: { call: () => ["select public.create_workspace(repeat('x', 81))", []], expect: { anon: 'denied', user: 'error:22023', admin: 'error:22023' } },
  set_workspace_member_role: { call: (c) => ["select public.set_workspace_member_role(gen_random_uuid(), $1, 'viewer')", [c.a.id]], expect: { anon: 'denied', user: 'denied', admin: 'denied' } },
  remove_workspace_member: { call: (c) => ['select public.remove_workspace_member(gen_random_uuid(), $1)', [c.a.id]], expect: { anon: 'denied', user: 'denied', admin: 'denied' } },
  leave_workspace: { call: () => ['select public.leave_workspace(gen_random_uuid())', []], expect: { anon: 'denied', user: 'error:P0002', admin: 'error:P0002' } },
  transfer_workspace: { call: (c) => ['select public.transfer_workspace(gen_random_uuid(), $1)', [c.a.id]], expect: { anon: 'denied', user: 'denied', admin: 'denied' } },
  delete_workspace: { call: () => ['select public.delete_workspace(gen_random_uuid())', []], expect: { anon: 'denied', user: 'denied', admin: 'denied' } },
  workspace_refused: { call: () => ['select public.workspace_refused()', []], expect: NOBODY },
  invite_workspace_member: { call: () => ["select public.invite_workspace_member(gen_random_uuid(), 'x@ex.com', 'editor')", []], expect: { anon: 'denied', user: 'denied', admin: 'denied' } },
  accept_workspace_invitation: { call: () => ["select public.accept_workspace_invitation('nenhum')", []], expect: { anon: 'denied', user: 'error:P0002', admin: 'error:P0002' } },
  decline_workspace_invitation: { call: () => ["select public.decline_workspace_invitation('nenhum')", []], expect: { anon: 'denied', user: 'error:P0002', admin: 'error:P0002' } },
  workspace_invitation_details: { call: () => ["select public.workspace_invitation_details('nenhum')", []], expect: { anon: 'denied', user: 'error:P0002', admin: 'error:P0002' } },
  list_workspace_members: { call: () => ['select public.list_workspace_members(gen_random_uuid())', []], expect: { anon: 'denied', user: 'error:P0002', admin: 'error:P0002' } },
  list_workspace_activity: { call: () => ['select public.list_workspace_activity(gen_random_uuid())', []], expect: { anon: 'denied', user: 'error:P0002', admin: 'error:P0002' } },
  revoke_workspace_invitation: { call: () => ['select public.revoke_workspace_invitation(gen_random_uuid())', []], expect: { anon: 'denied', user: 'error:P0002', admin: 'error:P0002' } },
  workspace_seats: { call: () => ['select public.workspace_seats(gen_random_uuid())', []], expect: NOBODY },
  workspace_room: { call: (c) => ['select public.workspace_room($1)', [c.a.id]], expect: NOBODY },
  open_invitation_for_caller: { call: () => ["select public.open_invitation_for_caller('nenhum')", []], expect: NOBODY },
  managed_member_role: { call: (c) => ['select public.managed_member_role(gen_random_uuid(), $1)', [c.a.id]], expect: NOBODY },
  require_owned_team_workspace: { call: () => ["select public.require_owned_team_workspace(gen_random_uuid(), 'x')", []], expect: NOBODY },
  visit_log_days: { call: (c) => ["select public.visit_log_days('qr', array[$1::uuid], null, null)", [c.rows.qrCodeId]], expect: USERS },
  visit_log_page: { call: () => ["select public.visit_log_page('{}', '{}', 0, 50)", []], expect: USERS },
  visit_stats: { call: () => ["select public.visit_stats('qr')", []], expect: USERS },
  referrer_host: { call: () => ["select public.referrer_host('https://a.example/')", []], expect: NOBODY },
  create_short_link: { call: () => ["select * from public.create_short_link('https://example.com')", []], expect: EVERYONE },
  is_admin: { call: () => ['select public.is_admin()', []], expect: EVERYONE },
  registrations_allowed: { call: () => ['select public.registrations_allowed()', []], expect: EVERYONE },
  // organising: an owner's tags, their lists (RLS decides the rows)
  set_item_tags: { call: () => ["select public.set_item_tags('qr', gen_random_uuid(), array['a'])", []], expect: { anon: 'denied', user: 'error:P0002', admin: 'error:P0002' } },
  list_my_items: { call: () => ["select public.list_my_items('qr', 'promo')", []], expect: USERS },
  search_query: { call: () => ["select public.search_query('promo verao')", []], expect: USERS },
  bulk_create_items: { call: () => ["select public.bulk_create_items('qr', '[{\"destination\": \"https://a.example\"}]')", []], expect: USERS },
  // shared reports: owners share their own codes; anyone reads a report by its token
  visit_stats_for: { call: (c) => ["select public.visit_stats_for('qr', array[$1::uuid])", [c.rows.qrCodeId]], expect: USERS },
  create_shared_report: { call: () => ["select public.create_shared_report('qr', gen_random_uuid())", []], expect: { anon: 'denied', user: 'error:P0002', admin: 'error:P0002' } },
  shared_report: { call: () => ["select public.shared_report('x')", []], expect: EVERYONE },
  // API keys: owners create and revoke theirs; only the server looks a key up
  create_api_key: { call: () => ["select public.create_api_key('CI')", []], expect: USERS },
  revoke_api_key: { call: () => ['select public.revoke_api_key(gen_random_uuid())', []], expect: { anon: 'denied', user: 'error:P0002', admin: 'error:P0002' } },
  api_key_owner: { call: () => ["select * from public.api_key_owner('00')", []], expect: NOBODY },
  // the claims of an API key's request (null and true in an app session)
  api_key_workspace: { call: () => ['select public.api_key_workspace()', []], expect: USERS },
  api_key_writes: { call: () => ['select public.api_key_writes()', []], expect: USERS },
  revoke_departed_member_keys: { call: () => ['select public.revoke_departed_member_keys()', []], expect: NOBODY },
  // webhooks: owners register and test theirs; only the server's worker claims and records deliveries
  create_webhook: { call: () => ["select public.create_webhook('https://example.com/hook')", []], expect: USERS },
  ping_webhook: { call: () => ['select public.ping_webhook(gen_random_uuid())', []], expect: { anon: 'denied', user: 'error:P0002', admin: 'error:P0002' } },
  claim_webhook_deliveries: { call: () => ['select * from public.claim_webhook_deliveries(10, 60)', []], expect: NOBODY },
  finish_webhook_delivery: { call: () => ["select public.finish_webhook_delivery(gen_random_uuid(), true, 200, null, null)", []], expect: NOBODY },
  // LGPD: each owner decides whether their visitors' IPs are kept truncated
  set_ip_truncation: { call: () => ['select public.set_ip_truncation(true)', []], expect: USERS },
  truncate_ip: { call: () => ["select public.truncate_ip('200.1.2.3')", []], expect: NOBODY },
  random_token: { call: () => ['select public.random_token(24)', []], expect: NOBODY },
  // moderation: anyone previews and reports a code; admins read, disable, block and audit
  code_preview: { call: (c) => ["select public.code_preview('qr', $1)", [c.rows.qrCodeId]], expect: EVERYONE },
  report_code: { call: (c) => ["select public.report_code('qr', $1, 'spam')", [c.rows.qrCodeId]], expect: EVERYONE },
  admin_list_reports: { call: () => ['select public.admin_list_reports()', []], expect: ADMINS },
  admin_resolve_report: { call: () => ["select public.admin_resolve_report(gen_random_uuid(), 'dismissed')", []], expect: { ...ADMINS, admin: 'error:P0001' } },
  admin_disable_code: { call: (c) => ["select public.admin_disable_code('qr', $1, 'Golpe')", [c.rows.qrCodeId]], expect: ADMINS },
  admin_enable_code: { call: (c) => ["select public.admin_enable_code('qr', $1, 'Engano')", [c.rows.qrCodeId]], expect: { ...ADMINS, admin: 'error:P0001' } },
  admin_block_user: { call: (c) => ["select public.admin_block_user($1, 'Spam')", [c.b.id]], expect: ADMINS },
  admin_unblock_user: { call: (c) => ["select public.admin_unblock_user($1, 'Recurso')", [c.b.id]], expect: ADMINS },
  // the cast's b uses no two-factor method: the admin is told so (P0001)
  admin_remove_two_factor: { call: (c) => ["select public.admin_remove_two_factor($1, 'Perdeu o celular')", [c.b.id]], expect: { ...ADMINS, admin: 'error:P0001' } },
  admin_list_audit: { call: () => ['select public.admin_list_audit()', []], expect: ADMINS },
  audit_admin_action: { call: () => ["select public.audit_admin_action('code_disabled', 'qr', 'x', 'y')", []], expect: NOBODY },
  find_public_code: { call: (c) => ["select * from public.find_public_code('qr', $1)", [c.rows.qrCodeId]], expect: NOBODY },
  code_is_disabled: { call: (c) => ['select public.code_is_disabled($1, null, $2)', [c.rows.qrCodeId, c.a.id]], expect: NOBODY },
  moderation_reason: { call: () => ["select public.moderation_reason('x')", []], expect: NOBODY },
  row_changes: { call: () => ["select public.row_changes('{}', '{}')", []], expect: NOBODY },
  // rechecking codes: the server's jobs and the schedule only (service_role), never the API roles
  recheck_destinations: { call: () => ['select public.recheck_destinations()', []], expect: NOBODY },
  destinations_to_check: { call: () => ['select * from public.destinations_to_check()', []], expect: NOBODY },
  record_safe_browsing_verdicts: { call: () => ["select public.record_safe_browsing_verdicts('[]')", []], expect: NOBODY },
  settle_code_screening: { call: (c) => ["select public.settle_code_screening('qr', $1, '{}', null)", [c.rows.qrCodeId]], expect: NOBODY },
  screened_codes: { call: (c) => ["select * from public.screened_codes('qr', array[$1::uuid])", [c.rows.qrCodeId]], expect: NOBODY },
  blocked_host_reason: { call: () => ["select public.blocked_host_reason('golpe.example')", []], expect: NOBODY },
  code_blocked_address: { call: () => ["select public.code_blocked_address(array['https://a.example/'])", []], expect: NOBODY },
  code_flagged_address: { call: () => ["select public.code_flagged_address(array['https://a.example/'])", []], expect: NOBODY },
  safe_browsing_url: { call: () => ["select public.safe_browsing_url('https://a.example')", []], expect: NOBODY },
  destination_refusal: { call: () => ["select public.destination_refusal('https://a.example/')", []], expect: USERS },
  // internal helpers: never callable through the API
  require_admin: { call: () => ['select public.require_admin()', []], expect: NOBODY },
  save_plan: { call: () => [`select public.save_plan(true, ${PLAN_ARGS}, null, null, null, null, null, null)`, []], expect: NOBODY },
  ensure_visit_partition: { call: () => ["select public.ensure_visit_partition('qr_code_scans', '2001-01-01')", []], expect: NOBODY },
  random_short_code: { call: () => ['select public.random_short_code(7)', []], expect: NOBODY },
  request_client_ip: { call: () => ['select public.request_client_ip()', []], expect: NOBODY },
  // hosted scheduling: pg_cron's calls of the Edge Functions, never an API role's
  request_project_function: { call: () => ["select public.request_project_function('deliver-webhooks')", []], expect: NOBODY },
  request_webhook_delivery: { call: () => ['select public.request_webhook_delivery()', []], expect: NOBODY },
  request_destination_check: { call: () => ['select public.request_destination_check()', []], expect: NOBODY },
  // the check of every API request, for signed-in callers (check_request runs it)
  session_account_blocked: { call: () => ["select public.session_account_blocked('{}')", []], expect: USERS },
  require_usable_session: { call: () => ["select public.require_usable_session('{}')", []], expect: USERS },
  parse_plan_features: { call: () => ["select public.parse_plan_features('[]')", []], expect: NOBODY },
  qr_content_type_label: { call: () => ["select public.qr_content_type_label('pix')", []], expect: NOBODY },
};

describe.each(ENGINES)('function permissions on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
  });

  it('lets exactly the expected callers through', async () => {
    const callers = { anon: cast.callers.anon, user: cast.callers.b, admin: cast.callers.admin };
    const mismatches: string[] = [];
    let checked = 0;
    for (const [name, fn] of Object.entries(FUNCTIONS)) {
      for (const who of Object.keys(callers) as Who[]) {
        const [sql, params] = fn.call(cast);
        const outcome = await probe(db, callers[who], sql, params);
        const actual = typeof outcome === 'number' ? 'ok' : outcome;
        checked += 1;
        if (actual !== fn.expect[who])
          mismatches.push(`${name} as ${who}: expected ${fn.expect[who]}, got ${actual}`);
      }
    }
    console.log(`[${engine}] function permissions: ${checked} cases`);
    expect(mismatches).toEqual([]);
  });

  it('documents every function and pins the search_path of definer functions', async () => {
    const { rows } = await db.query<{ fn: string; documented: boolean; pinned: boolean }>(
      `select p.proname as fn,
              obj_description(p.oid, 'pg_proc') is not null as documented,
              not p.prosecdef or coalesce(array_to_string(p.proconfig, ',') like '%search_path=%', false) as pinned
       from pg_proc p where p.pronamespace = 'public'::regnamespace`,
    );
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.filter((r) => !r.documented || !r.pinned)).toEqual([]);
  });

  it('exposes to anon exactly the intended functions (new ones are exposed by default!)', async () => {
    const { rows } = await db.query<{ fn: string }>(
      `select distinct p.proname as fn from pg_proc p
       where p.pronamespace = 'public'::regnamespace and has_function_privilege('anon', p.oid, 'execute')
       order by 1`,
    );
    expect(rows.map((r) => r.fn)).toEqual(
      [
        // the API surface for visitors
        'check_if_email_exists',
        'code_preview',
        'create_short_link',
        'increment_qr_scan_count',
        'is_admin',
        'registrations_allowed',
        'report_code',
        'shared_report',
        // hosted PostgREST's pre-request runs as the request's role (anonymous visitors too)
        'check_request',
        // pure helpers used in CHECK constraints and messages (must stay executable)
        'clip',
        'is_http_url',
        'is_string_array',
        'short_url_for_message',
      ].sort(),
    );
  });

  it('lets no API role reach a function that records a scan or click or raises a count', async () => {
    // Found in the catalog, not listed by hand: any function whose body writes the visit logs,
    // increments a counter or calls write_visits or roll_up is a recording function, whatever it
    // is called.
    const { rows } = await db.query<{
      fn: string;
      anon: boolean;
      authenticated: boolean;
      server: boolean;
    }>(
      `select p.proname as fn,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              has_function_privilege('service_role', p.oid, 'execute') as server
       from pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and (p.prosrc ~* 'insert\\s+into\\s+public\\.(qr_code_scans|link_clicks)'
              or p.prosrc ~* '(scan_count|click_count)\\s*\\+'
              or p.prosrc ~* 'public\\.write_visits\\s*\\('
              or p.prosrc ~* 'public\\.roll_up\\s*\\(')
       order by 1`,
    );
    expect(rows).toEqual([
      // A page's visits and taps, from the servers that answer /p/{slug}.
      { fn: 'record_page_visits', anon: false, authenticated: false, server: true },
      { fn: 'record_redirect_visits', anon: false, authenticated: false, server: true },
      { fn: 'record_visit_within_limit', anon: false, authenticated: false, server: true },
      { fn: 'resolve_qr_redirect', anon: false, authenticated: false, server: true },
      { fn: 'resolve_short_link', anon: false, authenticated: false, server: true },
      // The triggers that count the visit logs into the rollups.
      { fn: 'roll_up_link_clicks', anon: false, authenticated: false, server: true },
      { fn: 'roll_up_qr_scans', anon: false, authenticated: false, server: true },
      // Internal: reached only through the two server functions above it.
      { fn: 'write_visits', anon: false, authenticated: false, server: false },
    ]);
  });

  it('documents every table', async () => {
    const { rows } = await db.query<{ table: string }>(
      `select c.relname as table from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
         and (obj_description(c.oid, 'pg_class') is null or not c.relrowsecurity)`,
    );
    expect(rows).toEqual([]);
  });
});
