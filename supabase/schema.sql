-- supabase/schema.sql: the current database schema in one file. GENERATED: never edit it.
-- Change the schema with a new migration (supabase/migrations/), then run `npm run db:schema`
-- (scripts/generate-db-schema.ts) and commit the result; supabase/tests/database-schema.test.ts
-- fails while this file differs from what the migrations build.
--
-- Read from the catalogs of a freshly migrated PGlite with an empty search_path (every name is
-- schema-qualified; definitions are PostgreSQL's own rendering, not the migrations' text).
-- Holds the public schema whole (types, tables with columns, defaults, constraints, comments
-- and indexes, row level security and every policy, functions with their comments and who may
-- execute them, triggers, grants on tables and columns) and what the migrations add to
-- Supabase's own auth and storage schemas (policies, triggers). Those schemas themselves, the
-- roles and the extensions are Supabase's (packages/server/src/db/bootstrap.sql when
-- self-hosted); seed data (supabase/seed.sql, the qr_logos bucket row) is not schema.
-- Grants are the whole state: a role not named (PUBLIC included) holds no privilege there.
-- For reading, not for running: objects are grouped by kind, not in dependency order.

--------------------------------------------------------------------------------------------------
-- Extensions (Supabase provides them: bootstrap.sql when self-hosted)
--------------------------------------------------------------------------------------------------

CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA extensions;
CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA extensions;

--------------------------------------------------------------------------------------------------
-- Types
--------------------------------------------------------------------------------------------------

CREATE TYPE public.visit_fact AS (
  target_id   uuid,
  day         date,
  is_bot      boolean,
  device      text,
  browser     text,
  os          text,
  country     text,
  city        text,
  referrer    text,
  visitor_key text,
  destination text
);
COMMENT ON TYPE public.visit_fact IS 'One visit (scan or click) as roll_up reads it.';

--------------------------------------------------------------------------------------------------
-- Tables: columns, constraints, comments, indexes, row level security and policies
--------------------------------------------------------------------------------------------------

-- public.abuse_reports
CREATE TABLE public.abuse_reports (
  id              uuid DEFAULT gen_random_uuid() NOT NULL,
  qr_code_id      uuid,
  short_link_id   uuid,
  reason          text NOT NULL,
  details         text,
  reporter_email  text,
  status          text DEFAULT 'open'::text NOT NULL,
  resolution_note text,
  created_at      timestamp with time zone DEFAULT now() NOT NULL,
  resolved_at     timestamp with time zone,
  resolved_by     uuid,
  reporter_key    text,
  CONSTRAINT abuse_reports_pkey PRIMARY KEY (id),
  CONSTRAINT abuse_reports_qr_code_id_fkey FOREIGN KEY (qr_code_id) REFERENCES public.qr_codes(id) ON DELETE CASCADE,
  CONSTRAINT abuse_reports_resolved_by_fkey FOREIGN KEY (resolved_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  CONSTRAINT abuse_reports_short_link_id_fkey FOREIGN KEY (short_link_id) REFERENCES public.short_links(id) ON DELETE CASCADE,
  CONSTRAINT abuse_reports_details_length CHECK (char_length(details) <= 1000),
  CONSTRAINT abuse_reports_one_code CHECK (num_nonnulls(qr_code_id, short_link_id) = 1),
  CONSTRAINT abuse_reports_reason_valid CHECK (reason = ANY (ARRAY['phishing'::text, 'malware'::text, 'spam'::text, 'illegal'::text, 'other'::text])),
  CONSTRAINT abuse_reports_reporter_email_format CHECK (char_length(reporter_email) <= 254 AND reporter_email ~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$'::text),
  CONSTRAINT abuse_reports_resolution_note_length CHECK (char_length(resolution_note) <= 500),
  CONSTRAINT abuse_reports_status_valid CHECK (status = ANY (ARRAY['open'::text, 'resolved'::text, 'dismissed'::text]))
);
COMMENT ON TABLE public.abuse_reports IS 'Reports of a QR code or short link that breaks the Terms of Use, filed by anyone through report_code. Admins read them and change their status (admin_resolve_report); nobody inserts directly.';
COMMENT ON COLUMN public.abuse_reports.id IS 'Report id (what report_code answers).';
COMMENT ON COLUMN public.abuse_reports.qr_code_id IS 'The reported QR code (or null for a short link).';
COMMENT ON COLUMN public.abuse_reports.short_link_id IS 'The reported short link (or null for a QR code).';
COMMENT ON COLUMN public.abuse_reports.reason IS 'phishing, malware, spam, illegal or other.';
COMMENT ON COLUMN public.abuse_reports.details IS 'What the reporter wrote (at most 1000 characters).';
COMMENT ON COLUMN public.abuse_reports.reporter_email IS 'Where the reporter may be answered (optional).';
COMMENT ON COLUMN public.abuse_reports.status IS 'open, resolved or dismissed.';
COMMENT ON COLUMN public.abuse_reports.resolution_note IS 'The admin''s note on the last status change (at most 500 characters); disabling the code writes its reason here.';
COMMENT ON COLUMN public.abuse_reports.created_at IS 'When it was filed.';
COMMENT ON COLUMN public.abuse_reports.resolved_at IS 'When it was last resolved or dismissed (null while open).';
COMMENT ON COLUMN public.abuse_reports.resolved_by IS 'The admin who resolved or dismissed it.';
COMMENT ON COLUMN public.abuse_reports.reporter_key IS 'The client address, or user:<id> without one: the hourly limit''s key. Never shown, not even to admins.';
CREATE INDEX abuse_reports_qr_code_id_idx ON public.abuse_reports USING btree (qr_code_id) WHERE qr_code_id IS NOT NULL;
CREATE INDEX abuse_reports_reporter_key_created_at_idx ON public.abuse_reports USING btree (reporter_key, created_at);
CREATE INDEX abuse_reports_short_link_id_idx ON public.abuse_reports USING btree (short_link_id) WHERE short_link_id IS NOT NULL;
CREATE INDEX abuse_reports_status_created_at_idx ON public.abuse_reports USING btree (status, created_at DESC);
ALTER TABLE public.abuse_reports ENABLE ROW LEVEL SECURITY;
CREATE POLICY abuse_reports_admin_select ON public.abuse_reports FOR SELECT TO authenticated
  USING (( SELECT public.is_admin() AS is_admin));
CREATE POLICY abuse_reports_admin_update ON public.abuse_reports FOR UPDATE TO authenticated
  USING (( SELECT public.is_admin() AS is_admin))
  WITH CHECK (( SELECT public.is_admin() AS is_admin));

-- public.admin_audit_log
CREATE TABLE public.admin_audit_log (
  id          bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  actor_id    uuid,
  actor_email text,
  action      text NOT NULL,
  target_kind text,
  target_id   text,
  reason      text,
  details     jsonb,
  created_at  timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT admin_audit_log_pkey PRIMARY KEY (id),
  CONSTRAINT admin_audit_log_action_format CHECK (action ~ '^[a-z_]{1,64}$'::text)
);
COMMENT ON TABLE public.admin_audit_log IS 'Admin > Auditoria: one row per admin action (who, what, on what, why, when). Written only by audit_admin_action; admins read it; nobody changes or deletes a row.';
COMMENT ON COLUMN public.admin_audit_log.id IS 'Increasing with time: the newest rows have the highest ids.';
COMMENT ON COLUMN public.admin_audit_log.actor_id IS 'The admin who acted (kept when that account is deleted: no foreign key); null when the system acted (the destination checks).';
COMMENT ON COLUMN public.admin_audit_log.actor_email IS 'The admin''s e-mail when they acted.';
COMMENT ON COLUMN public.admin_audit_log.action IS 'code_disabled, code_enabled, report_resolved, report_dismissed, report_reopened, user_blocked, user_unblocked, blocklist_added, blocklist_removed, blocklist_imported, setting_updated, client_updated, client_deleted, plan_created, plan_updated, plan_deleted or two_factor_removed.';
COMMENT ON COLUMN public.admin_audit_log.target_kind IS 'What was acted on: qr, link, report, user, domain, blocklist, setting or plan.';
COMMENT ON COLUMN public.admin_audit_log.target_id IS 'Its id (a uuid, a domain, a setting key, a plan id), as text.';
COMMENT ON COLUMN public.admin_audit_log.reason IS 'The reason the admin gave, when the action asks for one.';
COMMENT ON COLUMN public.admin_audit_log.details IS 'What changed (before and after, the domains added...), as JSON.';
COMMENT ON COLUMN public.admin_audit_log.created_at IS 'When the action happened.';
CREATE INDEX admin_audit_log_action_idx ON public.admin_audit_log USING btree (action, id DESC);
CREATE INDEX admin_audit_log_two_factor_removed_idx ON public.admin_audit_log USING btree (target_id) WHERE action = 'two_factor_removed'::text;
ALTER TABLE public.admin_audit_log ENABLE ROW LEVEL SECURITY;
CREATE POLICY admin_audit_log_admin_select ON public.admin_audit_log FOR SELECT TO authenticated
  USING (( SELECT public.is_admin() AS is_admin));

-- public.api_key_request_windows
CREATE TABLE public.api_key_request_windows (
  key_id       uuid NOT NULL,
  window_start timestamp with time zone NOT NULL,
  requests     integer NOT NULL,
  CONSTRAINT api_key_request_windows_pkey PRIMARY KEY (key_id),
  CONSTRAINT api_key_request_windows_key_id_fkey FOREIGN KEY (key_id) REFERENCES public.api_keys(id) ON DELETE CASCADE
);
COMMENT ON TABLE public.api_key_request_windows IS 'Server only: requests of each API key in its current minute (from window_start, its first request), counted by api_key_owner for the per-key rate limit on every server instance alike.';
ALTER TABLE public.api_key_request_windows ENABLE ROW LEVEL SECURITY;

-- public.api_keys
CREATE TABLE public.api_keys (
  id                    uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id               uuid NOT NULL,
  name                  text NOT NULL,
  prefix                text NOT NULL,
  key_hash              text NOT NULL,
  rate_limit_per_minute integer DEFAULT 60 NOT NULL,
  created_at            timestamp with time zone DEFAULT now() NOT NULL,
  last_used_at          timestamp with time zone,
  revoked_at            timestamp with time zone,
  workspace_id          uuid NOT NULL,
  scope                 text DEFAULT 'read_write'::text NOT NULL,
  CONSTRAINT api_keys_pkey PRIMARY KEY (id),
  CONSTRAINT api_keys_key_hash_unique UNIQUE (key_hash),
  CONSTRAINT api_keys_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  CONSTRAINT api_keys_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE,
  CONSTRAINT api_keys_key_hash_format CHECK (key_hash ~ '^[0-9a-f]{64}$'::text),
  CONSTRAINT api_keys_name_length CHECK (char_length(name) >= 1 AND char_length(name) <= 100),
  CONSTRAINT api_keys_prefix_format CHECK (prefix ~ '^qrl_[A-Za-z0-9_-]{8}$'::text),
  CONSTRAINT api_keys_rate_limit_range CHECK (rate_limit_per_minute >= 1 AND rate_limit_per_minute <= 10000),
  CONSTRAINT api_keys_scope_valid CHECK (scope = ANY (ARRAY['read_only'::text, 'read_write'::text]))
);
COMMENT ON TABLE public.api_keys IS 'API keys of the REST API (/api/v1), each acting for one workspace with its creator''s role capped by its scope: name, prefix, SHA-256 of the key (never the key), per-key rate limit, last use, revocation. The workspace''s owners and admins read the metadata (never key_hash); created and revoked through functions.';
COMMENT ON COLUMN public.api_keys.user_id IS 'Who created the key: the key acts with their role in its workspace.';
COMMENT ON COLUMN public.api_keys.key_hash IS 'SHA-256 (hex) of the key; no API role may read it.';
COMMENT ON COLUMN public.api_keys.workspace_id IS 'The workspace the key acts for: it reads and writes there only.';
COMMENT ON COLUMN public.api_keys.scope IS 'read_only (the key only reads) or read_write (as far as its creator''s role goes).';
CREATE INDEX api_keys_user_idx ON public.api_keys USING btree (user_id);
CREATE INDEX api_keys_workspace_idx ON public.api_keys USING btree (workspace_id, created_at DESC);
ALTER TABLE public.api_keys ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Workspace admins read its API keys" ON public.api_keys FOR SELECT TO authenticated
  USING ((workspace_id IN ( SELECT public.administered_workspaces() AS administered_workspaces)));

-- public.app_settings
CREATE TABLE public.app_settings (
  key        text NOT NULL,
  value      jsonb NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT app_settings_pkey PRIMARY KEY (key),
  CONSTRAINT app_settings_key_format CHECK (key ~ '^[a-z_]{1,64}$'::text),
  CONSTRAINT app_settings_value_object CHECK (jsonb_typeof(value) = 'object'::text)
);
COMMENT ON TABLE public.app_settings IS 'Site settings as key -> JSON object (maintenance_mode {enabled, message}, allow_new_registrations {enabled}, admin_mfa_required {enabled}). Written only through update_app_setting.';
ALTER TABLE public.app_settings ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Public settings are readable by everyone" ON public.app_settings FOR SELECT TO anon, authenticated
  USING (key = ANY (ARRAY['maintenance_mode'::text, 'allow_new_registrations'::text]));

-- public.blocked_domains
CREATE TABLE public.blocked_domains (
  domain     text NOT NULL,
  reason     text,
  created_by uuid DEFAULT auth.uid(),
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT blocked_domains_pkey PRIMARY KEY (domain),
  CONSTRAINT blocked_domains_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  CONSTRAINT blocked_domains_domain_format CHECK (domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'::text AND length(domain) <= 253),
  CONSTRAINT blocked_domains_reason_length CHECK (length(reason) <= 200)
);
COMMENT ON TABLE public.blocked_domains IS 'Admin > Segurança: domains no QR code or short link may lead to (their subdomains too).';
COMMENT ON COLUMN public.blocked_domains.domain IS 'Lower-case host name, e.g. golpe.example; blocks it and every subdomain.';
COMMENT ON COLUMN public.blocked_domains.reason IS 'Why it was blocked, for the admins (optional).';
COMMENT ON COLUMN public.blocked_domains.created_by IS 'The admin who added it.';
COMMENT ON COLUMN public.blocked_domains.created_at IS 'When it was added.';
ALTER TABLE public.blocked_domains ENABLE ROW LEVEL SECURITY;
CREATE POLICY blocked_domains_admin_select ON public.blocked_domains FOR SELECT TO authenticated
  USING (( SELECT public.is_admin() AS is_admin));
CREATE POLICY blocked_domains_admin_insert ON public.blocked_domains FOR INSERT TO authenticated
  WITH CHECK (( SELECT public.is_admin() AS is_admin));
CREATE POLICY blocked_domains_admin_delete ON public.blocked_domains FOR DELETE TO authenticated
  USING (( SELECT public.is_admin() AS is_admin));

-- public.custom_domains
CREATE TABLE public.custom_domains (
  id                 uuid DEFAULT gen_random_uuid() NOT NULL,
  workspace_id       uuid NOT NULL,
  user_id            uuid,
  hostname           text NOT NULL,
  verification_token text DEFAULT replace(gen_random_uuid()::text, '-'::text, ''::text) NOT NULL,
  verified_at        timestamp with time zone,
  checked_at         timestamp with time zone,
  check_problem      text,
  root_url           text,
  created_at         timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT custom_domains_pkey PRIMARY KEY (id),
  CONSTRAINT custom_domains_hostname_unique UNIQUE (hostname),
  CONSTRAINT custom_domains_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  CONSTRAINT custom_domains_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE,
  CONSTRAINT custom_domains_root_url CHECK (root_url IS NULL OR public.is_http_url(root_url))
);
COMMENT ON TABLE public.custom_domains IS 'A workspace''s own domains for its printed addresses (Configurações > Domínios). Members read them; owners, admins and editors add, change and remove them. Verified once its TXT record was found; codes use only verified domains.';
COMMENT ON COLUMN public.custom_domains.hostname IS 'The domain, lowercase, as visitors type it: links.minhaloja.com.br (unique across the product).';
COMMENT ON COLUMN public.custom_domains.verification_token IS 'What the TXT record at _qrlink.<hostname> must hold, as qrlink-verify=<token>.';
COMMENT ON COLUMN public.custom_domains.verified_at IS 'When the TXT record was first found (null: pending). A verified domain stays verified: printed codes must keep working.';
COMMENT ON COLUMN public.custom_domains.checked_at IS 'The last lookup of the TXT record.';
COMMENT ON COLUMN public.custom_domains.check_problem IS 'Why the last lookup did not verify the domain, in pt-BR (null once verified).';
COMMENT ON COLUMN public.custom_domains.root_url IS 'Where https://<hostname>/ leads (null: 404).';
CREATE INDEX custom_domains_user_id_idx ON public.custom_domains USING btree (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX custom_domains_workspace_id_idx ON public.custom_domains USING btree (workspace_id, created_at);
ALTER TABLE public.custom_domains ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read their workspaces' domains" ON public.custom_domains FOR SELECT TO authenticated
  USING ((workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)));
CREATE POLICY "Editors add domains to their workspaces" ON public.custom_domains FOR INSERT TO authenticated
  WITH CHECK (user_id = (( SELECT auth.uid() AS uid)) AND (workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors change their workspaces' domains" ON public.custom_domains FOR UPDATE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)))
  WITH CHECK ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors remove their workspaces' domains" ON public.custom_domains FOR DELETE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));

-- public.destination_recheck
CREATE TABLE public.destination_recheck (
  id              boolean DEFAULT true NOT NULL,
  version         bigint DEFAULT 0 NOT NULL,
  changed_at      timestamp with time zone,
  checked_version bigint DEFAULT 0 NOT NULL,
  checked_at      timestamp with time zone,
  pass_version    bigint,
  pass_kind       text,
  pass_after      uuid,
  CONSTRAINT destination_recheck_pkey PRIMARY KEY (id),
  CONSTRAINT destination_recheck_one_row CHECK (id),
  CONSTRAINT destination_recheck_pass_kind_valid CHECK (pass_kind = ANY (ARRAY['qr'::text, 'link'::text]))
);
COMMENT ON TABLE public.destination_recheck IS 'One row: whether the blocklist changed since every code was last rechecked against it (version > checked_version), and where the recheck under way stands. Server only: written by the blocklist''s trigger and recheck_destinations.';
COMMENT ON COLUMN public.destination_recheck.id IS 'Always true: the table has one row.';
COMMENT ON COLUMN public.destination_recheck.version IS 'Raised by every change of the blocklist (and by an owner''s edit of a code the blocklist disabled).';
COMMENT ON COLUMN public.destination_recheck.changed_at IS 'When it was last raised.';
COMMENT ON COLUMN public.destination_recheck.checked_version IS 'The version every code was last rechecked against: a recheck is due while version is higher.';
COMMENT ON COLUMN public.destination_recheck.checked_at IS 'When the last complete recheck ended.';
COMMENT ON COLUMN public.destination_recheck.pass_version IS 'The version the recheck under way started from (null: none under way).';
COMMENT ON COLUMN public.destination_recheck.pass_kind IS 'Where the recheck under way stands: among the QR codes (qr) or the short links (link).';
COMMENT ON COLUMN public.destination_recheck.pass_after IS 'The id of the last code of pass_kind it rechecked (null: none yet).';
ALTER TABLE public.destination_recheck ENABLE ROW LEVEL SECURITY;

-- public.disabled_codes
CREATE TABLE public.disabled_codes (
  id            bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  qr_code_id    uuid,
  short_link_id uuid,
  reason        text NOT NULL,
  disabled_by   uuid,
  disabled_at   timestamp with time zone DEFAULT now() NOT NULL,
  source        text DEFAULT 'admin'::text NOT NULL,
  CONSTRAINT disabled_codes_pkey PRIMARY KEY (id),
  CONSTRAINT disabled_codes_qr_code_id_key UNIQUE (qr_code_id),
  CONSTRAINT disabled_codes_short_link_id_key UNIQUE (short_link_id),
  CONSTRAINT disabled_codes_disabled_by_fkey FOREIGN KEY (disabled_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  CONSTRAINT disabled_codes_qr_code_id_fkey FOREIGN KEY (qr_code_id) REFERENCES public.qr_codes(id) ON DELETE CASCADE,
  CONSTRAINT disabled_codes_short_link_id_fkey FOREIGN KEY (short_link_id) REFERENCES public.short_links(id) ON DELETE CASCADE,
  CONSTRAINT disabled_codes_one_code CHECK (num_nonnulls(qr_code_id, short_link_id) = 1),
  CONSTRAINT disabled_codes_reason_length CHECK (char_length(reason) >= 1 AND char_length(reason) <= 500),
  CONSTRAINT disabled_codes_source_valid CHECK (source = ANY (ARRAY['admin'::text, 'blocklist'::text, 'safe_browsing'::text]))
);
COMMENT ON TABLE public.disabled_codes IS 'QR codes and short links disabled for breaking the Terms of Use, by an admin or by the destination checks (source): their redirects answer 410 and record nothing. Admins read it; written only by admin_disable_code, admin_enable_code and the checks (owners can neither read nor undo it).';
COMMENT ON COLUMN public.disabled_codes.id IS 'Row id.';
COMMENT ON COLUMN public.disabled_codes.qr_code_id IS 'The disabled QR code (or null for a short link).';
COMMENT ON COLUMN public.disabled_codes.short_link_id IS 'The disabled short link (or null for a QR code).';
COMMENT ON COLUMN public.disabled_codes.reason IS 'Why it was disabled, for the admins (1 to 500 characters).';
COMMENT ON COLUMN public.disabled_codes.disabled_by IS 'The admin who disabled it (null when a check did: source blocklist or safe_browsing).';
COMMENT ON COLUMN public.disabled_codes.disabled_at IS 'When it was disabled.';
COMMENT ON COLUMN public.disabled_codes.source IS 'Who disabled it: admin (admin_disable_code), blocklist (recheck_destinations: an address is blocked, e.g. its domain is on the blocklist) or safe_browsing (record_safe_browsing_verdicts: Google flagged an address). The checks enable again only the codes they disabled themselves.';
CREATE INDEX disabled_codes_source_idx ON public.disabled_codes USING btree (source) WHERE source <> 'admin'::text;
ALTER TABLE public.disabled_codes ENABLE ROW LEVEL SECURITY;
CREATE POLICY disabled_codes_admin_select ON public.disabled_codes FOR SELECT TO authenticated
  USING (( SELECT public.is_admin() AS is_admin));

-- public.folders
CREATE TABLE public.folders (
  id           uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id      uuid DEFAULT auth.uid() NOT NULL,
  name         text NOT NULL,
  created_at   timestamp with time zone DEFAULT now() NOT NULL,
  workspace_id uuid DEFAULT public.personal_workspace() NOT NULL,
  CONSTRAINT folders_pkey PRIMARY KEY (id),
  CONSTRAINT folders_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  CONSTRAINT folders_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE,
  CONSTRAINT folders_name_length CHECK (char_length(btrim(name)) >= 1 AND char_length(btrim(name)) <= 60)
);
COMMENT ON TABLE public.folders IS 'A workspace''s folders for its QR codes and short links (names unique in any case within the workspace).';
COMMENT ON COLUMN public.folders.user_id IS 'Who made the folder.';
COMMENT ON COLUMN public.folders.workspace_id IS 'The workspace this folder belongs to (names unique within it).';
CREATE UNIQUE INDEX folders_workspace_name_unique ON public.folders USING btree (workspace_id, lower(btrim(name)));
ALTER TABLE public.folders ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read their workspaces' folders" ON public.folders FOR SELECT TO authenticated
  USING ((workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)));
CREATE POLICY "Editors make folders in their workspaces" ON public.folders FOR INSERT TO authenticated
  WITH CHECK (user_id = (( SELECT auth.uid() AS uid)) AND (workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors change their workspaces' folders" ON public.folders FOR UPDATE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)))
  WITH CHECK ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors delete their workspaces' folders" ON public.folders FOR DELETE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));

-- public.link_clicks
CREATE TABLE public.link_clicks (
  id            bigint DEFAULT nextval('public.link_clicks_id_seq'::regclass) NOT NULL,
  short_link_id uuid NOT NULL,
  clicked_at    timestamp with time zone DEFAULT now() NOT NULL,
  ip_address    text,
  user_agent    text,
  country       text,
  city          text,
  referrer      text,
  device        text,
  browser       text,
  os            text,
  is_bot        boolean DEFAULT false NOT NULL,
  visitor_key   text,
  destination   text,
  CONSTRAINT link_clicks_pkey PRIMARY KEY (id, clicked_at),
  CONSTRAINT link_clicks_short_link_id_fkey FOREIGN KEY (short_link_id) REFERENCES public.short_links(id) ON DELETE CASCADE
) PARTITION BY RANGE (clicked_at);
COMMENT ON TABLE public.link_clicks IS 'One row per short-link click (bots flagged), partitioned by month of clicked_at (ensure_visit_partitions). Written only by resolve_short_link; owners read clicks of their own links.';
COMMENT ON COLUMN public.link_clicks.visitor_key IS 'Same for one visitor (IP + user agent) on one Brazilian day, different on the next; reveals neither.';
COMMENT ON COLUMN public.link_clicks.destination IS 'Where the click was sent, for links whose rules choose it (smart routes, per device); null otherwise.';
CREATE INDEX link_clicks_short_link_id_clicked_at_idx ON ONLY public.link_clicks USING btree (short_link_id, clicked_at DESC);
ALTER TABLE public.link_clicks ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read clicks of their workspaces' short links" ON public.link_clicks FOR SELECT TO authenticated
  USING ((EXISTS ( SELECT 1
   FROM public.short_links l
  WHERE l.id = link_clicks.short_link_id AND (l.workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)))));

-- public.notifications
CREATE TABLE public.notifications (
  id                 uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id            uuid NOT NULL,
  type               text DEFAULT 'info'::text NOT NULL,
  message            text NOT NULL,
  is_read            boolean DEFAULT false NOT NULL,
  related_qr_code_id uuid,
  created_at         timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT notifications_pkey PRIMARY KEY (id),
  CONSTRAINT notifications_related_qr_code_id_fkey FOREIGN KEY (related_qr_code_id) REFERENCES public.qr_codes(id) ON DELETE SET NULL,
  CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  CONSTRAINT notifications_message_length CHECK (char_length(message) >= 1 AND char_length(message) <= 500),
  CONSTRAINT notifications_type_valid CHECK (type = ANY (ARRAY['qr_created'::text, 'scan_milestone'::text, 'profile_updated'::text, 'other'::text, 'info'::text]))
);
COMMENT ON TABLE public.notifications IS 'In-app notifications of a user (QR created, scan milestones, ...). Owners read, mark read and delete their own.';
CREATE INDEX notifications_related_qr_code_id_idx ON public.notifications USING btree (related_qr_code_id);
CREATE INDEX notifications_user_id_created_at_idx ON public.notifications USING btree (user_id, created_at DESC);
ALTER TABLE public.notifications ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Users read their own notifications" ON public.notifications FOR SELECT TO authenticated
  USING (user_id = (( SELECT auth.uid() AS uid)));
CREATE POLICY "Users add notifications for themselves" ON public.notifications FOR INSERT TO authenticated
  WITH CHECK (user_id = (( SELECT auth.uid() AS uid)) AND (related_qr_code_id IS NULL OR (EXISTS ( SELECT 1
   FROM public.qr_codes q
  WHERE q.id = notifications.related_qr_code_id AND q.user_id = (( SELECT auth.uid() AS uid))))));
CREATE POLICY "Users mark their own notifications" ON public.notifications FOR UPDATE TO authenticated
  USING (user_id = (( SELECT auth.uid() AS uid)))
  WITH CHECK (user_id = (( SELECT auth.uid() AS uid)));
CREATE POLICY "Users delete their own notifications" ON public.notifications FOR DELETE TO authenticated
  USING (user_id = (( SELECT auth.uid() AS uid)));

-- public.pages
CREATE TABLE public.pages (
  id           uuid DEFAULT gen_random_uuid() NOT NULL,
  workspace_id uuid DEFAULT public.personal_workspace(),
  user_id      uuid,
  kind         text DEFAULT 'links'::text NOT NULL,
  slug         text NOT NULL,
  title        text NOT NULL,
  content      jsonb NOT NULL,
  published    boolean DEFAULT false NOT NULL,
  created_at   timestamp with time zone DEFAULT now() NOT NULL,
  updated_at   timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT pages_pkey PRIMARY KEY (id),
  CONSTRAINT pages_slug_unique UNIQUE (slug),
  CONSTRAINT pages_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  CONSTRAINT pages_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE,
  CONSTRAINT pages_kind_known CHECK (kind = ANY (ARRAY['links'::text, 'menu'::text, 'card'::text])),
  CONSTRAINT pages_slug_format CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$'::text AND slug !~ '--'::text),
  CONSTRAINT pages_title_length CHECK (btrim(title) <> ''::text AND char_length(title) <= 80)
);
COMMENT ON TABLE public.pages IS 'Hosted pages at {origin}/p/{slug} (kind links: the Página de links; menu: the Cardápio digital; card: the Cartão de visita digital). Members of the workspace read them; owners, admins and editors write them. Only published pages are served.';
COMMENT ON COLUMN public.pages.user_id IS 'Who made the page (null once their account is deleted: the page stays with the workspace).';
COMMENT ON COLUMN public.pages.slug IS 'The page''s address, {origin}/p/{slug}: 3-50 lowercase letters, digits and single hyphens, unique across the product.';
COMMENT ON COLUMN public.pages.title IS 'The page''s name in the dashboard and the browser''s tab.';
COMMENT ON COLUMN public.pages.content IS 'What the page shows, by kind (checked by page_content_problem).';
COMMENT ON COLUMN public.pages.published IS 'Served at /p/{slug} only while true.';
CREATE INDEX pages_user_id_idx ON public.pages USING btree (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX pages_workspace_id_created_at_idx ON public.pages USING btree (workspace_id, created_at DESC);
ALTER TABLE public.pages ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read their workspaces' pages" ON public.pages FOR SELECT TO authenticated
  USING ((workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)));
CREATE POLICY "Editors make pages in their workspaces" ON public.pages FOR INSERT TO authenticated
  WITH CHECK (user_id = (( SELECT auth.uid() AS uid)) AND (workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors change their workspaces' pages" ON public.pages FOR UPDATE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)))
  WITH CHECK ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors delete their workspaces' pages" ON public.pages FOR DELETE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));

-- public.payment_notification_problems
CREATE TABLE public.payment_notification_problems (
  id                uuid DEFAULT gen_random_uuid() NOT NULL,
  topic             text NOT NULL,
  resource_id       text NOT NULL,
  reason            text NOT NULL,
  details           jsonb DEFAULT '{}'::jsonb NOT NULL,
  occurrences       integer DEFAULT 1 NOT NULL,
  first_received_at timestamp with time zone DEFAULT now() NOT NULL,
  received_at       timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT payment_notification_problems_pkey PRIMARY KEY (id),
  CONSTRAINT payment_notification_problems_once UNIQUE (topic, resource_id, reason),
  CONSTRAINT payment_notification_problems_reason_length CHECK (char_length(reason) >= 1 AND char_length(reason) <= 500),
  CONSTRAINT payment_notification_problems_resource_id_length CHECK (char_length(resource_id) >= 1 AND char_length(resource_id) <= 200),
  CONSTRAINT payment_notification_problems_topic_length CHECK (char_length(topic) >= 1 AND char_length(topic) <= 100)
);
COMMENT ON TABLE public.payment_notification_problems IS 'Signed Mercado Pago notifications the server acknowledged without recording anything, because no retry could ever record them: topic, resource id, the reason in pt-BR and what was known (details), how often and when it was last received. Written only by the server (record_payment_notification_problem); admins read them.';
COMMENT ON COLUMN public.payment_notification_problems.details IS 'What the server knew: the purchase its signed reference names, the status and amount Mercado Pago reported, the database''s SQLSTATE or the unreadable answer''s problems.';
COMMENT ON COLUMN public.payment_notification_problems.received_at IS 'When the last notification of this resource with this problem arrived.';
CREATE INDEX payment_notification_problems_received_at_idx ON public.payment_notification_problems USING btree (received_at DESC);
ALTER TABLE public.payment_notification_problems ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Admins read payment notification problems" ON public.payment_notification_problems FOR SELECT TO authenticated
  USING (( SELECT public.is_admin() AS is_admin));

-- public.payments
CREATE TABLE public.payments (
  id                       uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id                  uuid NOT NULL,
  plan_id                  text NOT NULL,
  cycle                    text DEFAULT 'monthly'::text NOT NULL,
  status                   text NOT NULL,
  provider                 text DEFAULT 'mercadopago'::text NOT NULL,
  provider_payment_id      text NOT NULL,
  amount                   numeric(10,2) NOT NULL,
  created_at               timestamp with time zone DEFAULT now() NOT NULL,
  consumed_at              timestamp with time zone,
  provider_subscription_id text,
  CONSTRAINT payments_pkey PRIMARY KEY (id),
  CONSTRAINT payments_provider_payment_id_unique UNIQUE (provider_payment_id),
  CONSTRAINT payments_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.plans(id) ON UPDATE RESTRICT ON DELETE RESTRICT,
  CONSTRAINT payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  CONSTRAINT payments_amount_non_negative CHECK (amount >= 0::numeric),
  CONSTRAINT payments_cycle_valid CHECK (cycle = ANY (ARRAY['monthly'::text, 'yearly'::text])),
  CONSTRAINT payments_provider_valid CHECK (provider = 'mercadopago'::text),
  CONSTRAINT payments_status_valid CHECK (status = ANY (ARRAY['pending'::text, 'approved'::text, 'authorized'::text, 'in_process'::text, 'rejected'::text, 'cancelled'::text, 'refunded'::text, 'charged_back'::text]))
);
COMMENT ON TABLE public.payments IS 'Provider-confirmed payments. Written only by service_role; a user reads their own. An approved, unconsumed payment is what update_user_plan spends to grant a paid plan.';
COMMENT ON COLUMN public.payments.provider_subscription_id IS 'The Mercado Pago subscription (preapproval) this payment renews, when it came from one.';
CREATE INDEX payments_user_id_plan_id_idx ON public.payments USING btree (user_id, plan_id, created_at);
ALTER TABLE public.payments ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Users read their own payments" ON public.payments FOR SELECT TO authenticated
  USING (user_id = (( SELECT auth.uid() AS uid)));

-- public.plans
CREATE TABLE public.plans (
  id                      text NOT NULL,
  name                    text NOT NULL,
  description             text,
  price                   numeric(10,2) DEFAULT 0 NOT NULL,
  price_yearly            numeric(10,2),
  mercadopago_link        text,
  mercadopago_link_yearly text,
  features                jsonb DEFAULT '[]'::jsonb NOT NULL,
  popular                 boolean DEFAULT false NOT NULL,
  "order"                 integer DEFAULT 99 NOT NULL,
  icon                    text,
  created_at              timestamp with time zone DEFAULT now() NOT NULL,
  updated_at              timestamp with time zone DEFAULT now() NOT NULL,
  visit_retention_months  integer,
  max_workspaces          integer DEFAULT 1 NOT NULL,
  max_seats               integer DEFAULT 1 NOT NULL,
  max_pages               integer DEFAULT 1 NOT NULL,
  max_domains             integer DEFAULT 0 NOT NULL,
  CONSTRAINT plans_pkey PRIMARY KEY (id),
  CONSTRAINT plans_features_string_array CHECK (public.is_string_array(features)),
  CONSTRAINT plans_id_format CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'::text),
  CONSTRAINT plans_max_domains_range CHECK (max_domains >= 0 AND max_domains <= 1000),
  CONSTRAINT plans_max_pages_range CHECK (max_pages >= 0 AND max_pages <= 10000),
  CONSTRAINT plans_max_seats_range CHECK (max_seats >= 1 AND max_seats <= 10000),
  CONSTRAINT plans_max_workspaces_range CHECK (max_workspaces >= 1 AND max_workspaces <= 1000),
  CONSTRAINT plans_mercadopago_link_url CHECK (mercadopago_link IS NULL OR public.is_http_url(mercadopago_link)),
  CONSTRAINT plans_mercadopago_link_yearly_url CHECK (mercadopago_link_yearly IS NULL OR public.is_http_url(mercadopago_link_yearly)),
  CONSTRAINT plans_name_not_blank CHECK (btrim(name) <> ''::text),
  CONSTRAINT plans_price_non_negative CHECK (price >= 0::numeric),
  CONSTRAINT plans_price_yearly_positive CHECK (price_yearly > 0::numeric),
  CONSTRAINT plans_visit_retention_months_range CHECK (visit_retention_months >= 1 AND visit_retention_months <= 1200)
);
COMMENT ON TABLE public.plans IS 'Subscription plans shown on the pricing page. Readable by everyone; written only through the admin_*_plan functions. The id is permanent.';
COMMENT ON COLUMN public.plans.visit_retention_months IS 'Months of raw visits (scans and clicks) kept for the owners on this plan; null keeps them all. Counters and rollups stay.';
COMMENT ON COLUMN public.plans.max_workspaces IS 'How many workspaces an owner on this plan may own, the personal one included (Grátis: 1).';
COMMENT ON COLUMN public.plans.max_seats IS 'How many members a workspace owned on this plan may have, the owner included, pending invitations counted (Grátis: 1).';
COMMENT ON COLUMN public.plans.max_pages IS 'How many pages (/p/{slug}) a workspace owned on this plan may have (Grátis: 1).';
COMMENT ON COLUMN public.plans.max_domains IS 'How many own domains a workspace owned on this plan may have (0: none).';
CREATE INDEX plans_order_idx ON public.plans USING btree ("order", id);
ALTER TABLE public.plans ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Plans are readable by everyone" ON public.plans FOR SELECT TO anon, authenticated
  USING (true);

-- public.profiles
CREATE TABLE public.profiles (
  id                    uuid NOT NULL,
  full_name             text,
  email                 text,
  role                  text DEFAULT 'user'::text NOT NULL,
  plan_id               text DEFAULT 'free_plan'::text NOT NULL,
  created_at            timestamp with time zone DEFAULT now() NOT NULL,
  updated_at            timestamp with time zone DEFAULT now() NOT NULL,
  plan_cycle            text,
  plan_renews_at        timestamp with time zone,
  truncate_ip_addresses boolean DEFAULT false NOT NULL,
  visits_deleted_before timestamp with time zone,
  CONSTRAINT profiles_pkey PRIMARY KEY (id),
  CONSTRAINT profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE,
  CONSTRAINT profiles_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.plans(id) ON UPDATE RESTRICT ON DELETE RESTRICT,
  CONSTRAINT profiles_full_name_length CHECK (char_length(full_name) <= 200),
  CONSTRAINT profiles_plan_cycle_valid CHECK (plan_cycle = ANY (ARRAY['monthly'::text, 'yearly'::text])),
  CONSTRAINT profiles_role_valid CHECK (role = ANY (ARRAY['user'::text, 'admin'::text]))
);
COMMENT ON TABLE public.profiles IS 'Public profile of each auth user: name, email copy, role (user/admin) and current plan.';
COMMENT ON COLUMN public.profiles.plan_cycle IS 'Billing cycle of the current paid plan (null on the free plan).';
COMMENT ON COLUMN public.profiles.plan_renews_at IS 'End of the period the approved payments paid for (null on the free plan).';
COMMENT ON COLUMN public.profiles.truncate_ip_addresses IS 'LGPD: keep the IP addresses of this user''s visitors truncated (/24, /48). Set by set_ip_truncation.';
COMMENT ON COLUMN public.profiles.visits_deleted_before IS 'Visits before this moment may have been deleted by an earlier, shorter retention: the visit logs start here at the earliest (visits_kept_since). Set when the user''s plan keeps more months than before (a change of plan, or of the plan''s months); null while nothing was.';
CREATE INDEX profiles_admins_idx ON public.profiles USING btree (id) WHERE role = 'admin'::text;
CREATE INDEX profiles_created_at_idx ON public.profiles USING btree (created_at DESC);
CREATE INDEX profiles_email_lower_idx ON public.profiles USING btree (lower(email));
CREATE INDEX profiles_full_name_lower_idx ON public.profiles USING btree (lower(full_name));
CREATE INDEX profiles_plan_id_idx ON public.profiles USING btree (plan_id);
CREATE INDEX profiles_plan_renews_at_idx ON public.profiles USING btree (plan_renews_at) WHERE plan_renews_at IS NOT NULL;
ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Users read their own profile" ON public.profiles FOR SELECT TO authenticated
  USING (id = (( SELECT auth.uid() AS uid)));
CREATE POLICY "Users update their own profile" ON public.profiles FOR UPDATE TO authenticated
  USING (id = (( SELECT auth.uid() AS uid)))
  WITH CHECK (id = (( SELECT auth.uid() AS uid)));

-- public.qr_code_scans
CREATE TABLE public.qr_code_scans (
  id          bigint DEFAULT nextval('public.qr_code_scans_id_seq'::regclass) NOT NULL,
  qr_code_id  uuid NOT NULL,
  scanned_at  timestamp with time zone DEFAULT now() NOT NULL,
  user_agent  text,
  referrer    text,
  ip_address  text,
  device      text,
  browser     text,
  os          text,
  country     text,
  city        text,
  is_bot      boolean DEFAULT false NOT NULL,
  visitor_key text,
  destination text,
  CONSTRAINT qr_code_scans_pkey PRIMARY KEY (id, scanned_at),
  CONSTRAINT qr_code_scans_qr_code_id_fkey FOREIGN KEY (qr_code_id) REFERENCES public.qr_codes(id) ON DELETE CASCADE
) PARTITION BY RANGE (scanned_at);
COMMENT ON TABLE public.qr_code_scans IS 'One row per QR scan (bots included, flagged is_bot), partitioned by month of scanned_at (ensure_visit_partitions). Written only by resolve_qr_redirect; owners read the scans of their own codes.';
COMMENT ON COLUMN public.qr_code_scans.visitor_key IS 'Same for one visitor (IP + user agent) on one Brazilian day, different on the next; reveals neither.';
COMMENT ON COLUMN public.qr_code_scans.destination IS 'Where the scan was sent, for codes whose rules choose it (smart routes, per device); null otherwise.';
CREATE INDEX qr_code_scans_qr_code_id_scanned_at_idx ON ONLY public.qr_code_scans USING btree (qr_code_id, scanned_at DESC);
ALTER TABLE public.qr_code_scans ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read scans of their workspaces' QR codes" ON public.qr_code_scans FOR SELECT TO authenticated
  USING ((EXISTS ( SELECT 1
   FROM public.qr_codes q
  WHERE q.id = qr_code_scans.qr_code_id AND (q.workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)))));

-- public.qr_code_tags
CREATE TABLE public.qr_code_tags (
  qr_code_id uuid NOT NULL,
  tag_id     uuid NOT NULL,
  CONSTRAINT qr_code_tags_pkey PRIMARY KEY (qr_code_id, tag_id),
  CONSTRAINT qr_code_tags_qr_code_id_fkey FOREIGN KEY (qr_code_id) REFERENCES public.qr_codes(id) ON DELETE CASCADE,
  CONSTRAINT qr_code_tags_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES public.tags(id) ON DELETE CASCADE
);
COMMENT ON TABLE public.qr_code_tags IS 'Which of the owner''s tags each QR code carries (written by set_item_tags).';
CREATE INDEX qr_code_tags_tag_id_idx ON public.qr_code_tags USING btree (tag_id);
ALTER TABLE public.qr_code_tags ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read the tags of their workspaces' QR codes" ON public.qr_code_tags FOR SELECT TO authenticated
  USING ((EXISTS ( SELECT 1
   FROM public.qr_codes q
  WHERE q.id = qr_code_tags.qr_code_id AND (q.workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)))));

-- public.qr_codes
CREATE TABLE public.qr_codes (
  id                  uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id             uuid NOT NULL,
  target_url          text,
  fg_color            text DEFAULT '#fd1455'::text NOT NULL,
  bg_color            text DEFAULT '#ffffff'::text NOT NULL,
  logo_url            text,
  scan_count          integer DEFAULT 0 NOT NULL,
  created_at          timestamp with time zone DEFAULT now() NOT NULL,
  updated_at          timestamp with time zone DEFAULT now() NOT NULL,
  expires_at          timestamp with time zone,
  max_visits          integer,
  ios_url             text,
  android_url         text,
  desktop_url         text,
  password_protected  boolean DEFAULT false NOT NULL,
  folder_id           uuid,
  design              jsonb,
  content_type        text DEFAULT 'url'::text NOT NULL,
  content             jsonb,
  payload             text,
  search_vector       tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(COALESCE(target_url, payload, ''::text), '[[:punct:]]+'::text, ' '::text, 'g'::text))) STORED,
  workspace_id        uuid DEFAULT public.personal_workspace() NOT NULL,
  routes              jsonb,
  split               jsonb,
  preview_title       text,
  preview_description text,
  preview_image_url   text,
  roulette            jsonb,
  domain_id           uuid,
  CONSTRAINT qr_codes_pkey PRIMARY KEY (id),
  CONSTRAINT qr_codes_domain_id_fkey FOREIGN KEY (domain_id) REFERENCES public.custom_domains(id),
  CONSTRAINT qr_codes_folder_id_fkey FOREIGN KEY (folder_id) REFERENCES public.folders(id) ON DELETE SET NULL,
  CONSTRAINT qr_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  CONSTRAINT qr_codes_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE,
  CONSTRAINT qr_codes_android_url_http CHECK (android_url IS NULL OR public.is_http_url(android_url)),
  CONSTRAINT qr_codes_bg_color_hex CHECK (bg_color ~ '^#[0-9A-Fa-f]{6}$'::text),
  CONSTRAINT qr_codes_content_matches_type CHECK (
CASE
    WHEN content_type = 'url'::text THEN target_url IS NOT NULL AND payload IS NULL AND content IS NULL
    ELSE target_url IS NULL AND payload IS NOT NULL AND content IS NOT NULL
END),
  CONSTRAINT qr_codes_content_object CHECK (content IS NULL OR jsonb_typeof(content) = 'object'::text AND octet_length(content::text) <= 16384),
  CONSTRAINT qr_codes_content_type_valid CHECK (content_type = ANY (ARRAY['url'::text, 'whatsapp'::text, 'vcard'::text, 'wifi'::text, 'email'::text, 'sms'::text, 'phone'::text, 'text'::text, 'pix'::text])),
  CONSTRAINT qr_codes_design_object CHECK (design IS NULL OR jsonb_typeof(design) = 'object'::text AND octet_length(design::text) <= 8192),
  CONSTRAINT qr_codes_desktop_url_http CHECK (desktop_url IS NULL OR public.is_http_url(desktop_url)),
  CONSTRAINT qr_codes_domain_dynamic CHECK (domain_id IS NULL OR target_url IS NOT NULL),
  CONSTRAINT qr_codes_expires_at_finite CHECK (expires_at IS NULL OR isfinite(expires_at)),
  CONSTRAINT qr_codes_fg_color_hex CHECK (fg_color ~ '^#[0-9A-Fa-f]{6}$'::text),
  CONSTRAINT qr_codes_ios_url_http CHECK (ios_url IS NULL OR public.is_http_url(ios_url)),
  CONSTRAINT qr_codes_logo_url_http CHECK (logo_url IS NULL OR public.is_http_url(logo_url)),
  CONSTRAINT qr_codes_max_visits_positive CHECK (max_visits IS NULL OR max_visits >= 1 AND max_visits <= 1000000000),
  CONSTRAINT qr_codes_payload_length CHECK (payload IS NULL OR char_length(payload) >= 1 AND char_length(payload) <= 4296),
  CONSTRAINT qr_codes_preview_dynamic CHECK (target_url IS NOT NULL OR preview_title IS NULL AND preview_description IS NULL AND preview_image_url IS NULL),
  CONSTRAINT qr_codes_roulette_dynamic CHECK (roulette IS NULL OR target_url IS NOT NULL),
  CONSTRAINT qr_codes_routes_dynamic CHECK (routes IS NULL AND split IS NULL OR target_url IS NOT NULL),
  CONSTRAINT qr_codes_scan_count_non_negative CHECK (scan_count >= 0),
  CONSTRAINT qr_codes_target_url_http CHECK (target_url IS NULL OR public.is_http_url(target_url))
);
COMMENT ON TABLE public.qr_codes IS 'QR codes. url codes are dynamic: {origin}/qr/{id} redirects to target_url. Other content types are static: the code encodes payload, and /qr/{id} does not redirect. scan_count counts non-bot scans of dynamic codes and is written only by the server''s redirect path.';
COMMENT ON COLUMN public.qr_codes.user_id IS 'Who made the code (their notifications; passed to the workspace''s owner when that account is deleted).';
COMMENT ON COLUMN public.qr_codes.expires_at IS 'After this moment the code answers the expired page instead of redirecting (null: never).';
COMMENT ON COLUMN public.qr_codes.max_visits IS 'Counted scans after which the code answers the limit page (null: no limit).';
COMMENT ON COLUMN public.qr_codes.ios_url IS 'Destination for iPhones and iPads (null: target_url).';
COMMENT ON COLUMN public.qr_codes.android_url IS 'Destination for Android devices (null: target_url).';
COMMENT ON COLUMN public.qr_codes.desktop_url IS 'Destination for computers (null: target_url).';
COMMENT ON COLUMN public.qr_codes.password_protected IS 'Whether a password is asked before redirecting (set by set_redirect_password only).';
COMMENT ON COLUMN public.qr_codes.folder_id IS 'The owner''s folder this code is in (null: none).';
COMMENT ON COLUMN public.qr_codes.design IS 'The studio design (JSON of core''s qrDesignSchema); null for codes saved before designs, drawn from fg_color and bg_color as before.';
COMMENT ON COLUMN public.qr_codes.content_type IS 'What the code encodes: url (dynamic, {origin}/qr/{id} redirects to target_url) or a static type whose payload is encoded directly. Fixed at creation.';
COMMENT ON COLUMN public.qr_codes.content IS 'The content form as the user filled it (static types only), for editing.';
COMMENT ON COLUMN public.qr_codes.payload IS 'The text a static code encodes (a BR Code, a vCard, WIFI:...); null for url codes.';
COMMENT ON COLUMN public.qr_codes.workspace_id IS 'The workspace this code belongs to: its members see it, its owners, admins and editors change it.';
COMMENT ON COLUMN public.qr_codes.routes IS 'Smart routes: [{url, countries?, states?, cities?, hours?: {days, from, to}, languages?, devices?}], checked in order before the destination per device (checked by routes_problem; null: none).';
COMMENT ON COLUMN public.qr_codes.split IS 'A/B test: [{url, weight}] (1 to 4 variants, whole percent, at most 99 together; the main destination keeps the rest), for visitors no route took (checked by split_problem; null: none).';
COMMENT ON COLUMN public.qr_codes.preview_title IS 'The title of the code''s link preview (og:title, at most 100 characters; null: none).';
COMMENT ON COLUMN public.qr_codes.preview_description IS 'The description of the code''s link preview (og:description, at most 200 characters; null: none).';
COMMENT ON COLUMN public.qr_codes.preview_image_url IS 'The image of the code''s link preview (og:image, an http(s) address; null: none).';
COMMENT ON COLUMN public.qr_codes.roulette IS 'WhatsApp roulette: {mode: weights|turn, attendants: [{name, phone (E.164), message, weight}]} (2 to 10 attendants; checked by roulette_problem; null: none), for visitors no smart route took.';
COMMENT ON COLUMN public.qr_codes.domain_id IS 'The own domain its printed address uses (https://<domain>/qr/<id>; null: the app''s address).';
CREATE INDEX qr_codes_domain_id_idx ON public.qr_codes USING btree (domain_id) WHERE domain_id IS NOT NULL;
CREATE INDEX qr_codes_folder_id_idx ON public.qr_codes USING btree (folder_id) WHERE folder_id IS NOT NULL;
CREATE INDEX qr_codes_search_idx ON public.qr_codes USING gin (search_vector);
CREATE INDEX qr_codes_user_id_created_at_idx ON public.qr_codes USING btree (user_id, created_at DESC);
CREATE INDEX qr_codes_workspace_id_created_at_idx ON public.qr_codes USING btree (workspace_id, created_at DESC);
ALTER TABLE public.qr_codes ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read their workspaces' QR codes" ON public.qr_codes FOR SELECT TO authenticated
  USING ((workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)));
CREATE POLICY "Editors make QR codes in their workspaces" ON public.qr_codes FOR INSERT TO authenticated
  WITH CHECK (user_id = (( SELECT auth.uid() AS uid)) AND (workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors change their workspaces' QR codes" ON public.qr_codes FOR UPDATE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)))
  WITH CHECK ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors delete their workspaces' QR codes" ON public.qr_codes FOR DELETE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));

-- public.qr_templates
CREATE TABLE public.qr_templates (
  id           uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id      uuid NOT NULL,
  name         text NOT NULL,
  design       jsonb NOT NULL,
  created_at   timestamp with time zone DEFAULT now() NOT NULL,
  updated_at   timestamp with time zone DEFAULT now() NOT NULL,
  workspace_id uuid DEFAULT public.personal_workspace() NOT NULL,
  CONSTRAINT qr_templates_pkey PRIMARY KEY (id),
  CONSTRAINT qr_templates_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  CONSTRAINT qr_templates_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE,
  CONSTRAINT qr_templates_design_object CHECK (jsonb_typeof(design) = 'object'::text AND octet_length(design::text) <= 8192),
  CONSTRAINT qr_templates_name_length CHECK (char_length(name) >= 1 AND char_length(name) <= 60)
);
COMMENT ON TABLE public.qr_templates IS 'A workspace''s named QR design templates (the studio''s design JSON, no logo file). Names unique per workspace, case-insensitively; at most 100 per workspace.';
COMMENT ON COLUMN public.qr_templates.user_id IS 'Who made the template.';
COMMENT ON COLUMN public.qr_templates.workspace_id IS 'The workspace this template belongs to (names unique within it, at most 100).';
CREATE UNIQUE INDEX qr_templates_workspace_name_key ON public.qr_templates USING btree (workspace_id, lower(name));
ALTER TABLE public.qr_templates ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read their workspaces' QR templates" ON public.qr_templates FOR SELECT TO authenticated
  USING ((workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)));
CREATE POLICY "Editors make QR templates in their workspaces" ON public.qr_templates FOR INSERT TO authenticated
  WITH CHECK (user_id = (( SELECT auth.uid() AS uid)) AND (workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors change their workspaces' QR templates" ON public.qr_templates FOR UPDATE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)))
  WITH CHECK ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors delete their workspaces' QR templates" ON public.qr_templates FOR DELETE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));

-- public.redirect_journal_checkpoints
CREATE TABLE public.redirect_journal_checkpoints (
  journal_id uuid NOT NULL,
  last_seq   bigint NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT redirect_journal_checkpoints_pkey PRIMARY KEY (journal_id),
  CONSTRAINT redirect_journal_checkpoints_seq_non_negative CHECK (last_seq >= 0)
);
COMMENT ON TABLE public.redirect_journal_checkpoints IS 'Internal: the last journal sequence number each redirect server has written to the database (exactly-once replay after a crash).';
ALTER TABLE public.redirect_journal_checkpoints ENABLE ROW LEVEL SECURITY;

-- public.redirect_passwords
CREATE TABLE public.redirect_passwords (
  qr_code_id    uuid,
  short_link_id uuid,
  password_hash text NOT NULL,
  created_at    timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT redirect_passwords_qr_code_unique UNIQUE (qr_code_id),
  CONSTRAINT redirect_passwords_short_link_unique UNIQUE (short_link_id),
  CONSTRAINT redirect_passwords_qr_code_id_fkey FOREIGN KEY (qr_code_id) REFERENCES public.qr_codes(id) ON DELETE CASCADE,
  CONSTRAINT redirect_passwords_short_link_id_fkey FOREIGN KEY (short_link_id) REFERENCES public.short_links(id) ON DELETE CASCADE,
  CONSTRAINT redirect_passwords_one_target CHECK ((qr_code_id IS NULL) <> (short_link_id IS NULL))
);
COMMENT ON TABLE public.redirect_passwords IS 'Internal: bcrypt hashes of the passwords that protect QR codes and short links. No API role reads them; the redirect server checks them.';
ALTER TABLE public.redirect_passwords ENABLE ROW LEVEL SECURITY;

-- public.safe_browsing_verdicts
CREATE TABLE public.safe_browsing_verdicts (
  url         text NOT NULL,
  threat_type text,
  checked_at  timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT safe_browsing_verdicts_pkey PRIMARY KEY (url),
  CONSTRAINT safe_browsing_verdicts_threat_type_format CHECK (threat_type ~ '^[A-Z_]{1,64}$'::text)
);
COMMENT ON TABLE public.safe_browsing_verdicts IS 'Google Safe Browsing v4''s last verdict on each destination of a dynamic code (server only: written by record_safe_browsing_verdicts, asked again after 24 hours by destinations_to_check).';
COMMENT ON COLUMN public.safe_browsing_verdicts.url IS 'The destination, as safe_browsing_url() writes it (the text sent to Google).';
COMMENT ON COLUMN public.safe_browsing_verdicts.threat_type IS 'What Google found (MALWARE, SOCIAL_ENGINEERING, UNWANTED_SOFTWARE, POTENTIALLY_HARMFUL_APPLICATION...); null: nothing, the address is clean.';
COMMENT ON COLUMN public.safe_browsing_verdicts.checked_at IS 'When Google was last asked about it.';
CREATE INDEX safe_browsing_verdicts_checked_at_idx ON public.safe_browsing_verdicts USING btree (checked_at);
ALTER TABLE public.safe_browsing_verdicts ENABLE ROW LEVEL SECURITY;

-- public.shared_reports
CREATE TABLE public.shared_reports (
  id            uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id       uuid,
  token         text NOT NULL,
  qr_code_id    uuid,
  short_link_id uuid,
  created_at    timestamp with time zone DEFAULT now() NOT NULL,
  page_id       uuid,
  CONSTRAINT shared_reports_pkey PRIMARY KEY (id),
  CONSTRAINT shared_reports_token_unique UNIQUE (token),
  CONSTRAINT shared_reports_page_id_fkey FOREIGN KEY (page_id) REFERENCES public.pages(id) ON DELETE CASCADE,
  CONSTRAINT shared_reports_qr_code_id_fkey FOREIGN KEY (qr_code_id) REFERENCES public.qr_codes(id) ON DELETE CASCADE,
  CONSTRAINT shared_reports_short_link_id_fkey FOREIGN KEY (short_link_id) REFERENCES public.short_links(id) ON DELETE CASCADE,
  CONSTRAINT shared_reports_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  CONSTRAINT shared_reports_one_target CHECK (num_nonnulls(qr_code_id, short_link_id, page_id) = 1),
  CONSTRAINT shared_reports_token_format CHECK (token ~ '^[A-Za-z0-9_-]{32}$'::text)
);
COMMENT ON TABLE public.shared_reports IS 'Public read-only analytics pages (/r/{token}) of one QR code, short link or page. The members of the item''s workspace list them, its owners, admins and editors revoke (delete) them; created by create_shared_report; read by anyone only through shared_report(token).';
COMMENT ON COLUMN public.shared_reports.user_id IS 'Who made the link (null once their account is deleted; the link stays with its item).';
COMMENT ON COLUMN public.shared_reports.page_id IS 'The page shared (kind page), or null.';
CREATE INDEX shared_reports_page_id_idx ON public.shared_reports USING btree (page_id) WHERE page_id IS NOT NULL;
CREATE INDEX shared_reports_qr_code_id_idx ON public.shared_reports USING btree (qr_code_id) WHERE qr_code_id IS NOT NULL;
CREATE INDEX shared_reports_short_link_id_idx ON public.shared_reports USING btree (short_link_id) WHERE short_link_id IS NOT NULL;
CREATE INDEX shared_reports_user_id_idx ON public.shared_reports USING btree (user_id, created_at DESC);
ALTER TABLE public.shared_reports ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read their items' shared reports" ON public.shared_reports FOR SELECT TO authenticated
  USING (( SELECT public.shared_report_item_in(shared_reports.qr_code_id, shared_reports.short_link_id, shared_reports.page_id, false) AS shared_report_item_in));
CREATE POLICY "Editors revoke their items' shared reports" ON public.shared_reports FOR DELETE TO authenticated
  USING (( SELECT public.shared_report_item_in(shared_reports.qr_code_id, shared_reports.short_link_id, shared_reports.page_id, true) AS shared_report_item_in));

-- public.short_link_names
CREATE TABLE public.short_link_names (
  name          text NOT NULL,
  short_link_id uuid NOT NULL,
  CONSTRAINT short_link_names_pkey PRIMARY KEY (name),
  CONSTRAINT short_link_names_short_link_id_fkey FOREIGN KEY (short_link_id) REFERENCES public.short_links(id) ON DELETE CASCADE,
  CONSTRAINT short_link_names_lowercase CHECK (name = lower(name))
);
COMMENT ON TABLE public.short_link_names IS 'Internal: every short code and custom alias in use, lowercased, unique across both kinds. Maintained by trigger; not exposed to the API.';
CREATE INDEX short_link_names_short_link_id_idx ON public.short_link_names USING btree (short_link_id);
ALTER TABLE public.short_link_names ENABLE ROW LEVEL SECURITY;

-- public.short_link_rate_events
CREATE TABLE public.short_link_rate_events (
  id         bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  client_key text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT short_link_rate_events_pkey PRIMARY KEY (id)
);
COMMENT ON TABLE public.short_link_rate_events IS 'Internal: one row per create_short_link call per client IP, kept one hour, for the hourly limit. Not exposed to the API.';
CREATE INDEX short_link_rate_events_client_key_created_at_idx ON public.short_link_rate_events USING btree (client_key, created_at);
ALTER TABLE public.short_link_rate_events ENABLE ROW LEVEL SECURITY;

-- public.short_link_tags
CREATE TABLE public.short_link_tags (
  short_link_id uuid NOT NULL,
  tag_id        uuid NOT NULL,
  CONSTRAINT short_link_tags_pkey PRIMARY KEY (short_link_id, tag_id),
  CONSTRAINT short_link_tags_short_link_id_fkey FOREIGN KEY (short_link_id) REFERENCES public.short_links(id) ON DELETE CASCADE,
  CONSTRAINT short_link_tags_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES public.tags(id) ON DELETE CASCADE
);
COMMENT ON TABLE public.short_link_tags IS 'Which of the owner''s tags each short link carries (written by set_item_tags).';
CREATE INDEX short_link_tags_tag_id_idx ON public.short_link_tags USING btree (tag_id);
ALTER TABLE public.short_link_tags ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read the tags of their workspaces' short links" ON public.short_link_tags FOR SELECT TO authenticated
  USING ((EXISTS ( SELECT 1
   FROM public.short_links l
  WHERE l.id = short_link_tags.short_link_id AND (l.workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)))));

-- public.short_links
CREATE TABLE public.short_links (
  id                  uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id             uuid,
  original_url        text NOT NULL,
  short_code          text NOT NULL,
  custom_alias        text,
  description         text,
  click_count         integer DEFAULT 0 NOT NULL,
  created_at          timestamp with time zone DEFAULT now() NOT NULL,
  updated_at          timestamp with time zone DEFAULT now() NOT NULL,
  expires_at          timestamp with time zone,
  max_visits          integer,
  ios_url             text,
  android_url         text,
  desktop_url         text,
  password_protected  boolean DEFAULT false NOT NULL,
  folder_id           uuid,
  search_vector       tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace((((((COALESCE(original_url, ''::text) || ' '::text) || COALESCE(short_code, ''::text)) || ' '::text) || COALESCE(custom_alias, ''::text)) || ' '::text) || COALESCE(description, ''::text), '[[:punct:]]+'::text, ' '::text, 'g'::text))) STORED,
  workspace_id        uuid DEFAULT public.personal_workspace(),
  routes              jsonb,
  split               jsonb,
  preview_title       text,
  preview_description text,
  preview_image_url   text,
  roulette            jsonb,
  domain_id           uuid,
  CONSTRAINT short_links_pkey PRIMARY KEY (id),
  CONSTRAINT short_links_domain_id_fkey FOREIGN KEY (domain_id) REFERENCES public.custom_domains(id),
  CONSTRAINT short_links_folder_id_fkey FOREIGN KEY (folder_id) REFERENCES public.folders(id) ON DELETE SET NULL,
  CONSTRAINT short_links_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  CONSTRAINT short_links_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE,
  CONSTRAINT short_links_android_url_http CHECK (android_url IS NULL OR public.is_http_url(android_url)),
  CONSTRAINT short_links_click_count_non_negative CHECK (click_count >= 0),
  CONSTRAINT short_links_custom_alias_format CHECK (custom_alias ~ '^[A-Za-z0-9-]{1,50}$'::text),
  CONSTRAINT short_links_description_length CHECK (char_length(description) <= 500),
  CONSTRAINT short_links_desktop_url_http CHECK (desktop_url IS NULL OR public.is_http_url(desktop_url)),
  CONSTRAINT short_links_expires_at_finite CHECK (expires_at IS NULL OR isfinite(expires_at)),
  CONSTRAINT short_links_ios_url_http CHECK (ios_url IS NULL OR public.is_http_url(ios_url)),
  CONSTRAINT short_links_max_visits_positive CHECK (max_visits IS NULL OR max_visits >= 1 AND max_visits <= 1000000000),
  CONSTRAINT short_links_original_url_http CHECK (public.is_http_url(original_url)),
  CONSTRAINT short_links_short_code_format CHECK (short_code ~ '^[A-Za-z0-9]{4,32}$'::text),
  CONSTRAINT short_links_workspace_with_maker CHECK ((user_id IS NULL) = (workspace_id IS NULL))
);
COMMENT ON TABLE public.short_links IS 'Short links: {origin}/s/{custom_alias or short_code} redirects to original_url. user_id null = made anonymously in the public tool.';
COMMENT ON COLUMN public.short_links.user_id IS 'Who made the link (null: made anonymously in the public tool).';
COMMENT ON COLUMN public.short_links.expires_at IS 'After this moment the link answers the expired page instead of redirecting (null: never).';
COMMENT ON COLUMN public.short_links.max_visits IS 'Counted clicks after which the link answers the limit page (null: no limit).';
COMMENT ON COLUMN public.short_links.ios_url IS 'Destination for iPhones and iPads (null: original_url).';
COMMENT ON COLUMN public.short_links.android_url IS 'Destination for Android devices (null: original_url).';
COMMENT ON COLUMN public.short_links.desktop_url IS 'Destination for computers (null: original_url).';
COMMENT ON COLUMN public.short_links.password_protected IS 'Whether a password is asked before redirecting (set by set_redirect_password only).';
COMMENT ON COLUMN public.short_links.folder_id IS 'The owner''s folder this link is in (null: none).';
COMMENT ON COLUMN public.short_links.workspace_id IS 'The workspace this link belongs to; null only for a link made anonymously in the public tool.';
COMMENT ON COLUMN public.short_links.routes IS 'Smart routes: [{url, countries?, states?, cities?, hours?: {days, from, to}, languages?, devices?}], checked in order before the destination per device (checked by routes_problem; null: none).';
COMMENT ON COLUMN public.short_links.split IS 'A/B test: [{url, weight}] (1 to 4 variants, whole percent, at most 99 together; the main destination keeps the rest), for visitors no route took (checked by split_problem; null: none).';
COMMENT ON COLUMN public.short_links.preview_title IS 'The title of the link''s preview (og:title, at most 100 characters; null: none).';
COMMENT ON COLUMN public.short_links.preview_description IS 'The description of the link''s preview (og:description, at most 200 characters; null: none).';
COMMENT ON COLUMN public.short_links.preview_image_url IS 'The image of the link''s preview (og:image, an http(s) address; null: none).';
COMMENT ON COLUMN public.short_links.roulette IS 'WhatsApp roulette: {mode: weights|turn, attendants: [{name, phone (E.164), message, weight}]} (2 to 10 attendants; checked by roulette_problem; null: none), for visitors no smart route took.';
COMMENT ON COLUMN public.short_links.domain_id IS 'The own domain its printed address uses (https://<domain>/<code>; null: the app''s address).';
CREATE INDEX short_links_custom_alias_idx ON public.short_links USING btree (custom_alias) WHERE custom_alias IS NOT NULL;
CREATE INDEX short_links_domain_id_idx ON public.short_links USING btree (domain_id) WHERE domain_id IS NOT NULL;
CREATE INDEX short_links_folder_id_idx ON public.short_links USING btree (folder_id) WHERE folder_id IS NOT NULL;
CREATE INDEX short_links_search_idx ON public.short_links USING gin (search_vector);
CREATE INDEX short_links_short_code_idx ON public.short_links USING btree (short_code);
CREATE INDEX short_links_user_id_created_at_idx ON public.short_links USING btree (user_id, created_at DESC);
CREATE INDEX short_links_workspace_id_created_at_idx ON public.short_links USING btree (workspace_id, created_at DESC) WHERE workspace_id IS NOT NULL;
ALTER TABLE public.short_links ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read their workspaces' short links" ON public.short_links FOR SELECT TO authenticated
  USING ((workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)));
CREATE POLICY "Editors make short links in their workspaces" ON public.short_links FOR INSERT TO authenticated
  WITH CHECK (user_id = (( SELECT auth.uid() AS uid)) AND (workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors change their workspaces' short links" ON public.short_links FOR UPDATE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)))
  WITH CHECK ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors delete their workspaces' short links" ON public.short_links FOR DELETE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));

-- public.subscriptions
CREATE TABLE public.subscriptions (
  id                       uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id                  uuid NOT NULL,
  plan_id                  text NOT NULL,
  cycle                    text NOT NULL,
  provider                 text DEFAULT 'mercadopago'::text NOT NULL,
  provider_subscription_id text NOT NULL,
  status                   text NOT NULL,
  created_at               timestamp with time zone DEFAULT now() NOT NULL,
  updated_at               timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT subscriptions_pkey PRIMARY KEY (id),
  CONSTRAINT subscriptions_provider_subscription_id_unique UNIQUE (provider_subscription_id),
  CONSTRAINT subscriptions_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.plans(id) ON UPDATE RESTRICT ON DELETE CASCADE,
  CONSTRAINT subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  CONSTRAINT subscriptions_cycle_valid CHECK (cycle = ANY (ARRAY['monthly'::text, 'yearly'::text])),
  CONSTRAINT subscriptions_provider_valid CHECK (provider = 'mercadopago'::text),
  CONSTRAINT subscriptions_status_valid CHECK (status = ANY (ARRAY['pending'::text, 'authorized'::text, 'paused'::text, 'cancelled'::text]))
);
COMMENT ON TABLE public.subscriptions IS 'Mercado Pago subscriptions (preapprovals) as the provider last reported them. Written only by service_role; a user reads their own.';
CREATE INDEX subscriptions_user_id_plan_id_idx ON public.subscriptions USING btree (user_id, plan_id, updated_at);
ALTER TABLE public.subscriptions ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Users read their own subscriptions" ON public.subscriptions FOR SELECT TO authenticated
  USING (user_id = (( SELECT auth.uid() AS uid)));

-- public.tags
CREATE TABLE public.tags (
  id           uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id      uuid DEFAULT auth.uid() NOT NULL,
  name         text NOT NULL,
  created_at   timestamp with time zone DEFAULT now() NOT NULL,
  workspace_id uuid DEFAULT public.personal_workspace() NOT NULL,
  CONSTRAINT tags_pkey PRIMARY KEY (id),
  CONSTRAINT tags_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  CONSTRAINT tags_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE,
  CONSTRAINT tags_name_length CHECK (char_length(btrim(name)) >= 1 AND char_length(btrim(name)) <= 40)
);
COMMENT ON TABLE public.tags IS 'A workspace''s tags for its QR codes and short links (names unique in any case within the workspace).';
COMMENT ON COLUMN public.tags.user_id IS 'Who made the tag.';
COMMENT ON COLUMN public.tags.workspace_id IS 'The workspace this tag belongs to (names unique within it).';
CREATE UNIQUE INDEX tags_workspace_name_unique ON public.tags USING btree (workspace_id, lower(btrim(name)));
ALTER TABLE public.tags ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read their workspaces' tags" ON public.tags FOR SELECT TO authenticated
  USING ((workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)));
CREATE POLICY "Editors make tags in their workspaces" ON public.tags FOR INSERT TO authenticated
  WITH CHECK (user_id = (( SELECT auth.uid() AS uid)) AND (workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors change their workspaces' tags" ON public.tags FOR UPDATE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)))
  WITH CHECK ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));
CREATE POLICY "Editors delete their workspaces' tags" ON public.tags FOR DELETE TO authenticated
  USING ((workspace_id IN ( SELECT public.editable_workspaces() AS editable_workspaces)));

-- public.visit_day_visitors
CREATE TABLE public.visit_day_visitors (
  kind        text NOT NULL,
  target_id   uuid NOT NULL,
  day         date NOT NULL,
  visitor_key text NOT NULL,
  CONSTRAINT visit_day_visitors_pkey PRIMARY KEY (kind, target_id, day, visitor_key),
  CONSTRAINT visit_day_visitors_kind_valid CHECK (kind = ANY (ARRAY['qr'::text, 'link'::text, 'page'::text]))
);
COMMENT ON TABLE public.visit_day_visitors IS 'Internal: the distinct daily visitor keys of each code, so that each is counted once into visit_rollups (dimension visitors); no API role reads it.';
ALTER TABLE public.visit_day_visitors ENABLE ROW LEVEL SECURITY;

-- public.visit_rollups
CREATE TABLE public.visit_rollups (
  kind      text NOT NULL,
  target_id uuid NOT NULL,
  day       date NOT NULL,
  dimension text NOT NULL,
  value     text NOT NULL,
  count     integer NOT NULL,
  CONSTRAINT visit_rollups_pkey PRIMARY KEY (kind, target_id, day, dimension, value),
  CONSTRAINT visit_rollups_count_positive CHECK (count > 0),
  CONSTRAINT visit_rollups_kind_valid CHECK (kind = ANY (ARRAY['qr'::text, 'link'::text, 'page'::text]))
);
COMMENT ON TABLE public.visit_rollups IS 'Per-day visit counters of each QR code (kind qr), short link (kind link) and page (kind page) by dimension; maintained by triggers on the visit logs (codes) and record_page_visits (pages), read by visit_stats and page_stats.';
CREATE INDEX visit_rollups_daily_visits_idx ON public.visit_rollups USING btree (kind, day) INCLUDE (count) WHERE dimension = 'visits'::text;
ALTER TABLE public.visit_rollups ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read the rollups of their workspaces' codes and pages" ON public.visit_rollups FOR SELECT TO authenticated
  USING (kind = 'qr'::text AND (target_id IN ( SELECT q.id
   FROM public.qr_codes q
  WHERE (q.workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)))) OR kind = 'link'::text AND (target_id IN ( SELECT l.id
   FROM public.short_links l
  WHERE (l.workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)))) OR kind = 'page'::text AND (target_id IN ( SELECT g.id
   FROM public.pages g
  WHERE (g.workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)))));

-- public.webhook_deliveries
CREATE TABLE public.webhook_deliveries (
  id              uuid DEFAULT gen_random_uuid() NOT NULL,
  webhook_id      uuid NOT NULL,
  user_id         uuid,
  event           text NOT NULL,
  dedupe_key      text NOT NULL,
  payload         jsonb NOT NULL,
  status          text DEFAULT 'pending'::text NOT NULL,
  attempts        integer DEFAULT 0 NOT NULL,
  next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
  locked_until    timestamp with time zone,
  last_status     integer,
  last_error      text,
  delivered_at    timestamp with time zone,
  created_at      timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (id),
  CONSTRAINT webhook_deliveries_dedupe UNIQUE (webhook_id, dedupe_key),
  CONSTRAINT webhook_deliveries_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  CONSTRAINT webhook_deliveries_webhook_id_fkey FOREIGN KEY (webhook_id) REFERENCES public.webhooks(id) ON DELETE CASCADE,
  CONSTRAINT webhook_deliveries_event_valid CHECK (event = ANY (ARRAY['scan.milestone'::text, 'ping'::text])),
  CONSTRAINT webhook_deliveries_last_error_length CHECK (char_length(last_error) <= 300),
  CONSTRAINT webhook_deliveries_status_valid CHECK (status = ANY (ARRAY['pending'::text, 'delivered'::text, 'failed'::text]))
);
COMMENT ON TABLE public.webhook_deliveries IS 'Outbox and log of webhook deliveries: queued with the event, claimed and recorded by the server''s worker (service role). The owners and admins of the webhook''s workspace read them.';
COMMENT ON COLUMN public.webhook_deliveries.user_id IS 'Who added the webhook when the delivery was queued (null once their account is deleted).';
CREATE INDEX webhook_deliveries_due_idx ON public.webhook_deliveries USING btree (next_attempt_at) WHERE status = 'pending'::text;
CREATE INDEX webhook_deliveries_user_id_idx ON public.webhook_deliveries USING btree (user_id, created_at DESC);
CREATE INDEX webhook_deliveries_webhook_id_idx ON public.webhook_deliveries USING btree (webhook_id, created_at DESC);
ALTER TABLE public.webhook_deliveries ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Workspace admins read its webhook deliveries" ON public.webhook_deliveries FOR SELECT TO authenticated
  USING ((webhook_id IN ( SELECT h.id
   FROM public.webhooks h
  WHERE (h.workspace_id IN ( SELECT public.administered_workspaces() AS administered_workspaces)))));

-- public.webhooks
CREATE TABLE public.webhooks (
  id           uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id      uuid,
  url          text NOT NULL,
  secret       text NOT NULL,
  created_at   timestamp with time zone DEFAULT now() NOT NULL,
  workspace_id uuid NOT NULL,
  CONSTRAINT webhooks_pkey PRIMARY KEY (id),
  CONSTRAINT webhooks_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  CONSTRAINT webhooks_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE,
  CONSTRAINT webhooks_secret_format CHECK (secret ~ '^whsec_[A-Za-z0-9_-]{32}$'::text),
  CONSTRAINT webhooks_url_http CHECK (public.is_http_url(url))
);
COMMENT ON TABLE public.webhooks IS 'Webhook endpoints of a workspace (https only), notified of its codes'' scan milestones. Its owners and admins read (never the secret) and delete them; created by create_webhook, which shows the secret once.';
COMMENT ON COLUMN public.webhooks.user_id IS 'Who added the webhook (null once their account is deleted; the webhook stays with its workspace).';
COMMENT ON COLUMN public.webhooks.secret IS 'HMAC-SHA256 key of the deliveries; read by the server only.';
COMMENT ON COLUMN public.webhooks.workspace_id IS 'The workspace whose codes'' scan milestones the webhook is told of.';
CREATE INDEX webhooks_user_id_idx ON public.webhooks USING btree (user_id);
CREATE INDEX webhooks_workspace_idx ON public.webhooks USING btree (workspace_id);
ALTER TABLE public.webhooks ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Workspace admins read its webhooks" ON public.webhooks FOR SELECT TO authenticated
  USING ((workspace_id IN ( SELECT public.administered_workspaces() AS administered_workspaces)));
CREATE POLICY "Workspace admins delete its webhooks" ON public.webhooks FOR DELETE TO authenticated
  USING ((workspace_id IN ( SELECT public.administered_workspaces() AS administered_workspaces)));

-- public.workspace_activity
CREATE TABLE public.workspace_activity (
  id           bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  workspace_id uuid NOT NULL,
  actor_id     uuid,
  action       text NOT NULL,
  item_kind    text NOT NULL,
  item_id      uuid NOT NULL,
  item_label   text NOT NULL,
  at           timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT workspace_activity_pkey PRIMARY KEY (id),
  CONSTRAINT workspace_activity_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  CONSTRAINT workspace_activity_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE,
  CONSTRAINT workspace_activity_action_valid CHECK (action = ANY (ARRAY['created'::text, 'edited'::text, 'moved'::text, 'deleted'::text])),
  CONSTRAINT workspace_activity_item_kind_valid CHECK (item_kind = ANY (ARRAY['qr'::text, 'short_link'::text]))
);
COMMENT ON TABLE public.workspace_activity IS 'Who created, edited, moved (to a folder) or deleted which QR code or short link of a workspace, and when (''Atividade''). Written by triggers on the items; read by members through list_workspace_activity.';
CREATE INDEX workspace_activity_workspace_at_idx ON public.workspace_activity USING btree (workspace_id, at DESC, id DESC);
ALTER TABLE public.workspace_activity ENABLE ROW LEVEL SECURITY;

-- public.workspace_invitations
CREATE TABLE public.workspace_invitations (
  id           uuid DEFAULT gen_random_uuid() NOT NULL,
  workspace_id uuid NOT NULL,
  email        text NOT NULL,
  role         text NOT NULL,
  token_hash   text NOT NULL,
  invited_by   uuid,
  created_at   timestamp with time zone DEFAULT now() NOT NULL,
  expires_at   timestamp with time zone DEFAULT now() + '7 days'::interval NOT NULL,
  answered_at  timestamp with time zone,
  accepted     boolean,
  CONSTRAINT workspace_invitations_pkey PRIMARY KEY (id),
  CONSTRAINT workspace_invitations_token_hash_key UNIQUE (token_hash),
  CONSTRAINT workspace_invitations_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  CONSTRAINT workspace_invitations_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE,
  CONSTRAINT workspace_invitations_answer CHECK ((answered_at IS NULL) = (accepted IS NULL)),
  CONSTRAINT workspace_invitations_email_format CHECK (char_length(email) <= 254 AND email ~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$'::text),
  CONSTRAINT workspace_invitations_role_valid CHECK (role = ANY (ARRAY['admin'::text, 'editor'::text, 'viewer'::text]))
);
COMMENT ON TABLE public.workspace_invitations IS 'Invitations to a workspace by e-mail, with the role offered: valid 7 days, one use (accepted or declined by the account with that e-mail). Only the token''s SHA-256 is kept.';
COMMENT ON COLUMN public.workspace_invitations.token_hash IS 'SHA-256 (hex) of the token mailed to the invitee; never readable through the API.';
CREATE INDEX workspace_invitations_email_idx ON public.workspace_invitations USING btree (lower(email)) WHERE answered_at IS NULL;
CREATE UNIQUE INDEX workspace_invitations_one_open ON public.workspace_invitations USING btree (workspace_id, lower(email)) WHERE answered_at IS NULL;
ALTER TABLE public.workspace_invitations ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Invitees see the open invitations to their e-mail" ON public.workspace_invitations FOR SELECT TO authenticated
  USING (answered_at IS NULL AND lower(email) = (( SELECT lower(p.email) AS lower
   FROM public.profiles p
  WHERE p.id = (( SELECT auth.uid() AS uid)))));
CREATE POLICY "Owners and admins see their workspaces' invitations" ON public.workspace_invitations FOR SELECT TO authenticated
  USING ((workspace_id IN ( SELECT public.administered_workspaces() AS administered_workspaces)));

-- public.workspace_members
CREATE TABLE public.workspace_members (
  workspace_id uuid NOT NULL,
  user_id      uuid NOT NULL,
  role         text NOT NULL,
  created_at   timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT workspace_members_pkey PRIMARY KEY (workspace_id, user_id),
  CONSTRAINT workspace_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  CONSTRAINT workspace_members_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE,
  CONSTRAINT workspace_members_role_valid CHECK (role = ANY (ARRAY['owner'::text, 'admin'::text, 'editor'::text, 'viewer'::text]))
);
COMMENT ON TABLE public.workspace_members IS 'Who belongs to a workspace, with which role: owner (billing, delete, transfer), admin (members, settings, keys, webhooks), editor (items), viewer (read only).';
CREATE UNIQUE INDEX workspace_members_one_owner ON public.workspace_members USING btree (workspace_id) WHERE role = 'owner'::text;
CREATE INDEX workspace_members_user_idx ON public.workspace_members USING btree (user_id);
ALTER TABLE public.workspace_members ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members see who shares their workspaces" ON public.workspace_members FOR SELECT TO authenticated
  USING ((workspace_id IN ( SELECT public.readable_workspaces() AS readable_workspaces)));

-- public.workspaces
CREATE TABLE public.workspaces (
  id          uuid DEFAULT gen_random_uuid() NOT NULL,
  name        text NOT NULL,
  personal_of uuid,
  created_by  uuid,
  created_at  timestamp with time zone DEFAULT now() NOT NULL,
  updated_at  timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT workspaces_pkey PRIMARY KEY (id),
  CONSTRAINT workspaces_personal_of_key UNIQUE (personal_of),
  CONSTRAINT workspaces_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  CONSTRAINT workspaces_personal_of_fkey FOREIGN KEY (personal_of) REFERENCES auth.users(id) ON DELETE CASCADE,
  CONSTRAINT workspaces_name_length CHECK (char_length(btrim(name)) >= 1 AND char_length(btrim(name)) <= 80)
);
COMMENT ON TABLE public.workspaces IS 'A team''s space: the codes, links and settings its members share (teams). Every account has one personal workspace.';
COMMENT ON COLUMN public.workspaces.personal_of IS 'For a personal workspace, the account it belongs to (one per account, deleted with it); null for a team''s.';
COMMENT ON COLUMN public.workspaces.created_by IS 'The account that made it.';
ALTER TABLE public.workspaces ENABLE ROW LEVEL SECURITY;
CREATE POLICY "Members read their workspaces" ON public.workspaces FOR SELECT TO authenticated
  USING ((id IN ( SELECT public.readable_workspaces() AS readable_workspaces)));
CREATE POLICY "Owners and admins rename their workspaces" ON public.workspaces FOR UPDATE TO authenticated
  USING ((id IN ( SELECT public.administered_workspaces() AS administered_workspaces)))
  WITH CHECK ((id IN ( SELECT public.administered_workspaces() AS administered_workspaces)));

--------------------------------------------------------------------------------------------------
-- Policies the migrations add to Supabase's tables
--------------------------------------------------------------------------------------------------

CREATE POLICY "Page files are publicly readable" ON storage.objects FOR SELECT TO anon, authenticated
  USING (bucket_id = 'page_files'::text);

CREATE POLICY "QR logos are publicly readable" ON storage.objects FOR SELECT TO anon, authenticated
  USING (bucket_id = 'qr_logos'::text);

CREATE POLICY "Editors upload QR logos to their workspace's folder" ON storage.objects FOR INSERT TO authenticated
  WITH CHECK (bucket_id = 'qr_logos'::text AND ((storage.foldername(name))[1] IN ( SELECT w.w::text AS w
   FROM public.editable_workspaces() w(w))));

CREATE POLICY "Editors upload page files to their workspace's folder" ON storage.objects FOR INSERT TO authenticated
  WITH CHECK (bucket_id = 'page_files'::text AND ((storage.foldername(name))[1] IN ( SELECT w.w::text AS w
   FROM public.editable_workspaces() w(w))));

CREATE POLICY "Users upload QR logos to their own folder" ON storage.objects FOR INSERT TO authenticated
  WITH CHECK (bucket_id = 'qr_logos'::text AND (storage.foldername(name))[1] = ((( SELECT auth.uid() AS uid))::text));

CREATE POLICY "Editors replace QR logos in their workspace's folder" ON storage.objects FOR UPDATE TO authenticated
  USING (bucket_id = 'qr_logos'::text AND ((storage.foldername(name))[1] IN ( SELECT w.w::text AS w
   FROM public.editable_workspaces() w(w))))
  WITH CHECK (bucket_id = 'qr_logos'::text AND ((storage.foldername(name))[1] IN ( SELECT w.w::text AS w
   FROM public.editable_workspaces() w(w))));

CREATE POLICY "Editors replace page files in their workspace's folder" ON storage.objects FOR UPDATE TO authenticated
  USING (bucket_id = 'page_files'::text AND ((storage.foldername(name))[1] IN ( SELECT w.w::text AS w
   FROM public.editable_workspaces() w(w))))
  WITH CHECK (bucket_id = 'page_files'::text AND ((storage.foldername(name))[1] IN ( SELECT w.w::text AS w
   FROM public.editable_workspaces() w(w))));

CREATE POLICY "Users replace QR logos in their own folder" ON storage.objects FOR UPDATE TO authenticated
  USING (bucket_id = 'qr_logos'::text AND (storage.foldername(name))[1] = ((( SELECT auth.uid() AS uid))::text))
  WITH CHECK (bucket_id = 'qr_logos'::text AND (storage.foldername(name))[1] = ((( SELECT auth.uid() AS uid))::text));

CREATE POLICY "Editors delete QR logos in their workspace's folder" ON storage.objects FOR DELETE TO authenticated
  USING (bucket_id = 'qr_logos'::text AND ((storage.foldername(name))[1] IN ( SELECT w.w::text AS w
   FROM public.editable_workspaces() w(w))));

CREATE POLICY "Editors delete page files in their workspace's folder" ON storage.objects FOR DELETE TO authenticated
  USING (bucket_id = 'page_files'::text AND ((storage.foldername(name))[1] IN ( SELECT w.w::text AS w
   FROM public.editable_workspaces() w(w))));

CREATE POLICY "Users delete QR logos in their own folder" ON storage.objects FOR DELETE TO authenticated
  USING (bucket_id = 'qr_logos'::text AND (storage.foldername(name))[1] = ((( SELECT auth.uid() AS uid))::text));

CREATE POLICY "Sessions meet the account's two-factor rule" ON storage.objects AS RESTRICTIVE FOR ALL TO authenticated
  USING (( SELECT public.session_meets_mfa(auth.jwt()) AS session_meets_mfa))
  WITH CHECK (( SELECT public.session_meets_mfa(auth.jwt()) AS session_meets_mfa));

CREATE POLICY "Sessions of blocked accounts reach nothing" ON storage.objects AS RESTRICTIVE FOR ALL TO authenticated
  USING (NOT ( SELECT public.session_account_blocked(auth.jwt()) AS session_account_blocked))
  WITH CHECK (NOT ( SELECT public.session_account_blocked(auth.jwt()) AS session_account_blocked));

--------------------------------------------------------------------------------------------------
-- Functions, with who may execute them
--------------------------------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION public.accept_workspace_invitation(p_token text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_invitation public.workspace_invitations := public.open_invitation_for_caller(p_token);
  v_seats record;
begin
  -- The invitation holds its seat; the owner's plan may have shrunk since.
  select * into v_seats from public.workspace_seats(v_invitation.workspace_id);
  if v_seats.taken > v_seats.allowed then
    raise exception using errcode = '22023', message =
      'O espaço de trabalho não tem mais lugares. Peça ao proprietário para fazer upgrade.';
  end if;
  insert into public.workspace_members (workspace_id, user_id, role)
  values (v_invitation.workspace_id, (select auth.uid()), v_invitation.role)
  on conflict (workspace_id, user_id) do nothing;
  update public.workspace_invitations set answered_at = now(), accepted = true
  where id = v_invitation.id;
  return v_invitation.workspace_id;
end;
$function$;
COMMENT ON FUNCTION public.accept_workspace_invitation(p_token text) IS 'The invitee (the account with the invitation''s e-mail) joins the workspace with the role offered; one use. Answers the workspace id.';
GRANT EXECUTE ON FUNCTION public.accept_workspace_invitation(p_token text) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.admin_block_user(p_user uuid, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_reason text;
  v_email text;
  v_role text;
begin
  perform public.require_admin();
  v_reason := public.moderation_reason(p_reason);
  select u.email::text, p.role into v_email, v_role
  from auth.users u left join public.profiles p on p.id = u.id
  where u.id = p_user
  for update of u;
  if not found then
    raise exception using errcode = 'P0001', hint = 'user_not_found', message = 'Cliente não encontrado.';
  end if;
  if p_user = (select auth.uid()) or v_role = 'admin' then
    raise exception using errcode = 'P0001', hint = 'admin_not_blockable',
      message = 'Não é possível bloquear um administrador.';
  end if;
  update auth.users set banned_until = 'infinity', updated_at = now() where id = p_user;
  -- Signed out everywhere, as a global sign-out does: refresh tokens and sessions go.
  delete from auth.refresh_tokens t where t.user_id = p_user::text;
  delete from auth.sessions s where s.user_id = p_user;
  perform public.audit_admin_action('user_blocked', 'user', p_user::text, v_reason,
    jsonb_build_object('email', v_email));
end;
$function$;
COMMENT ON FUNCTION public.admin_block_user(p_user uuid, p_reason text) IS 'Admin: blocks an account (banned_until infinity) with a required reason, ends all its sessions and stops all its codes; never an admin. Audited as user_blocked.';
GRANT EXECUTE ON FUNCTION public.admin_block_user(p_user uuid, p_reason text) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_create_plan(p_id text, p_name text, p_description text DEFAULT NULL::text, p_price numeric DEFAULT NULL::numeric, p_mercadopago_link text DEFAULT NULL::text, p_features jsonb DEFAULT '[]'::jsonb, p_popular boolean DEFAULT false, p_order integer DEFAULT 99, p_price_yearly numeric DEFAULT NULL::numeric, p_mercadopago_link_yearly text DEFAULT NULL::text, p_icon text DEFAULT NULL::text, p_visit_retention_months integer DEFAULT NULL::integer, p_max_workspaces integer DEFAULT NULL::integer, p_max_seats integer DEFAULT NULL::integer, p_max_pages integer DEFAULT NULL::integer, p_max_domains integer DEFAULT NULL::integer)
 RETURNS jsonb
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select public.save_plan(true, p_id, p_name, p_description, p_price, p_mercadopago_link,
    p_features, p_popular, p_order, p_price_yearly, p_mercadopago_link_yearly, p_icon,
    p_visit_retention_months, p_max_workspaces, p_max_seats, p_max_pages, p_max_domains)
$function$;
COMMENT ON FUNCTION public.admin_create_plan(p_id text, p_name text, p_description text, p_price numeric, p_mercadopago_link text, p_features jsonb, p_popular boolean, p_order integer, p_price_yearly numeric, p_mercadopago_link_yearly text, p_icon text, p_visit_retention_months integer, p_max_workspaces integer, p_max_seats integer, p_max_pages integer, p_max_domains integer) IS 'Admin: creates a plan (id permanent, no spaces; yearly price 0 and empty links saved as null; p_visit_retention_months null keeps every visit; p_max_workspaces, p_max_seats and p_max_pages null: 1; p_max_domains null: 0). 23505 when the id exists.';
GRANT EXECUTE ON FUNCTION public.admin_create_plan(p_id text, p_name text, p_description text, p_price numeric, p_mercadopago_link text, p_features jsonb, p_popular boolean, p_order integer, p_price_yearly numeric, p_mercadopago_link_yearly text, p_icon text, p_visit_retention_months integer, p_max_workspaces integer, p_max_seats integer, p_max_pages integer, p_max_domains integer) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_daily_activity(p_days integer DEFAULT 30)
 RETURNS TABLE(day date, new_users bigint, scans bigint, clicks bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_first date;
begin
  perform public.require_admin();
  if p_days is null or p_days not between 1 and 366 then
    raise exception using errcode = '22023', message = 'O período deve ter entre 1 e 366 dias.';
  end if;
  v_first := v_today - (p_days - 1);
  return query
    select d.day::date,
      coalesce(u.count, 0)::bigint, coalesce(s.count, 0)::bigint, coalesce(c.count, 0)::bigint
    from generate_series(v_first, v_today, interval '1 day') as d(day)
    left join (
      select (p.created_at at time zone 'America/Sao_Paulo')::date as day, count(*) as count
      from public.profiles p
      where p.created_at >= (v_first::timestamp at time zone 'America/Sao_Paulo')
      group by 1
    ) u on u.day = d.day
    left join (
      select r.day, sum(r.count) as count from public.visit_rollups r
      where r.kind = 'qr' and r.dimension = 'visits' and r.day >= v_first
      group by 1
    ) s on s.day = d.day
    left join (
      select r.day, sum(r.count) as count from public.visit_rollups r
      where r.kind = 'link' and r.dimension = 'visits' and r.day >= v_first
      group by 1
    ) c on c.day = d.day
    order by 1;
end;
$function$;
COMMENT ON FUNCTION public.admin_daily_activity(p_days integer) IS 'Admin: new users, counted scans and counted clicks per Brazilian day over the last p_days (1-366).';
GRANT EXECUTE ON FUNCTION public.admin_daily_activity(p_days integer) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_delete_plan(p_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.require_admin();
  if p_id = 'free_plan' then
    return jsonb_build_object('success', false, 'message', 'O plano gratuito (free_plan) não pode ser excluído.');
  end if;
  -- Lock the plan so no one subscribes between the check and the delete.
  perform 1 from public.plans p where p.id = p_id for update;
  if not found then
    return jsonb_build_object('success', false, 'message', 'Plano não encontrado.');
  end if;
  if exists (select 1 from public.profiles pr where pr.plan_id = p_id) then
    return jsonb_build_object('success', false,
      'message', 'Não é possível excluir este plano: há usuários inscritos nele.');
  end if;
  if exists (select 1 from public.payments pay where pay.plan_id = p_id) then
    return jsonb_build_object('success', false,
      'message', 'Não é possível excluir este plano: há pagamentos registrados para ele.');
  end if;
  delete from public.plans p where p.id = p_id;
  return jsonb_build_object('success', true, 'message', 'Plano excluído com sucesso.');
end;
$function$;
COMMENT ON FUNCTION public.admin_delete_plan(p_id text) IS 'Admin: deletes a plan unless it is free_plan or has subscribers or payments. Answers {success, message}.';
GRANT EXECUTE ON FUNCTION public.admin_delete_plan(p_id text) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_delete_user_and_data(user_id_to_delete uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.require_admin();
  if not exists (select 1 from auth.users u where u.id = user_id_to_delete) then
    return jsonb_build_object('success', false, 'message', 'Cliente não encontrado.');
  end if;
  begin
    delete from auth.users u where u.id = user_id_to_delete;
  exception when raise_exception then
    return jsonb_build_object('success', false, 'message', 'Não é possível excluir o último administrador.');
  end;
  return jsonb_build_object('success', true, 'message', 'Cliente e todos os seus dados foram excluídos.');
end;
$function$;
COMMENT ON FUNCTION public.admin_delete_user_and_data(user_id_to_delete uuid) IS 'Admin: deletes a user and all their data (never the last admin). Answers {success, message}.';
GRANT EXECUTE ON FUNCTION public.admin_delete_user_and_data(user_id_to_delete uuid) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_disable_code(p_kind text, p_id uuid, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_reason text;
  v_destination text;
  v_resolved integer;
begin
  perform public.require_admin();
  v_reason := public.moderation_reason(p_reason);
  if p_kind = 'qr' then
    select q.target_url into v_destination from public.qr_codes q
     where q.id = p_id and q.target_url is not null for update;
  elsif p_kind = 'link' then
    select l.original_url into v_destination from public.short_links l where l.id = p_id for update;
  end if;
  if v_destination is null then
    raise exception using errcode = 'P0001', hint = 'code_not_found',
      message = 'QR Code ou link não encontrado.';
  end if;
  -- Disabling it again only updates the reason; the trigger notifies the redirect servers.
  if p_kind = 'qr' then
    insert into public.disabled_codes (qr_code_id, reason, disabled_by, source)
    values (p_id, v_reason, (select auth.uid()), 'admin')
    on conflict (qr_code_id) do update
      set reason = excluded.reason, disabled_by = excluded.disabled_by, disabled_at = now(),
          source = 'admin';
  else
    insert into public.disabled_codes (short_link_id, reason, disabled_by, source)
    values (p_id, v_reason, (select auth.uid()), 'admin')
    on conflict (short_link_id) do update
      set reason = excluded.reason, disabled_by = excluded.disabled_by, disabled_at = now(),
          source = 'admin';
  end if;
  -- Its open reports are resolved by it (each audited as report_resolved by the trigger).
  update public.abuse_reports r set status = 'resolved', resolution_note = v_reason
   where r.status = 'open'
     and ((p_kind = 'qr' and r.qr_code_id = p_id) or (p_kind = 'link' and r.short_link_id = p_id));
  get diagnostics v_resolved = row_count;
  perform public.audit_admin_action('code_disabled', p_kind, p_id::text, v_reason,
    jsonb_build_object('destination', v_destination, 'reports_resolved', v_resolved));
end;
$function$;
COMMENT ON FUNCTION public.admin_disable_code(p_kind text, p_id uuid, p_reason text) IS 'Admin: disables a dynamic QR code (qr) or short link (link) by its id, with a required reason: its redirects answer 410 at once on every server, its open reports are resolved, and no destination check enables it again (source admin). Audited as code_disabled.';
GRANT EXECUTE ON FUNCTION public.admin_disable_code(p_kind text, p_id uuid, p_reason text) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_enable_code(p_kind text, p_id uuid, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_reason text;
  v_was jsonb;
begin
  perform public.require_admin();
  v_reason := public.moderation_reason(p_reason);
  if p_kind is null or p_kind not in ('qr', 'link') or not exists (
    select 1 from public.qr_codes q where p_kind = 'qr' and q.id = p_id and q.target_url is not null
    union all
    select 1 from public.short_links l where p_kind = 'link' and l.id = p_id
  ) then
    raise exception using errcode = 'P0001', hint = 'code_not_found',
      message = 'QR Code ou link não encontrado.';
  end if;
  delete from public.disabled_codes d
   where (p_kind = 'qr' and d.qr_code_id = p_id) or (p_kind = 'link' and d.short_link_id = p_id)
  returning jsonb_build_object('disabled_reason', d.reason, 'disabled_at', d.disabled_at) into v_was;
  if v_was is null then
    raise exception using errcode = 'P0001', hint = 'code_not_disabled',
      message = 'Este QR Code ou link não está desativado.';
  end if;
  perform public.audit_admin_action('code_enabled', p_kind, p_id::text, v_reason, v_was);
end;
$function$;
COMMENT ON FUNCTION public.admin_enable_code(p_kind text, p_id uuid, p_reason text) IS 'Admin: enables a disabled QR code (qr) or short link (link) again, with a required reason; its redirects work again at once. Audited as code_enabled.';
GRANT EXECUTE ON FUNCTION public.admin_enable_code(p_kind text, p_id uuid, p_reason text) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_get_client(p_client_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.require_admin();
  return (
    select jsonb_build_object('id', p.id, 'full_name', p.full_name, 'email', p.email,
      'role', p.role, 'plan_id', p.plan_id, 'plan_name', pl.name, 'created_at', p.created_at,
      'two_factor', exists (
        select 1 from auth.mfa_factors f where f.user_id = p.id and f.status = 'verified'),
      'workspaces', coalesce((
        select jsonb_agg(jsonb_build_object('id', w.id, 'name', w.name,
                 'personal', w.personal_of is not null, 'role', m.role,
                 'members', (select count(*) from public.workspace_members o
                             where o.workspace_id = w.id))
               order by w.personal_of is null, lower(w.name), w.id)
        from public.workspace_members m
        join public.workspaces w on w.id = m.workspace_id
        where m.user_id = p.id), '[]'::jsonb))
    from public.profiles p
    left join public.plans pl on pl.id = p.plan_id
    where p.id = p_client_id
  );
end;
$function$;
COMMENT ON FUNCTION public.admin_get_client(p_client_id uuid) IS 'Admin: one client {id, full_name, email, role, plan_id, plan_name, created_at, two_factor (a verified two-factor method), workspaces: [{id, name, personal, role, members}] (the personal one first)}, or null when there is none.';
GRANT EXECUTE ON FUNCTION public.admin_get_client(p_client_id uuid) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_list_audit(p_action text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_action text := nullif(btrim(coalesce(p_action, '')), '');
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_total bigint;
  v_rows jsonb;
begin
  perform public.require_admin();
  if p_limit is null or p_limit not between 1 and 100 or p_offset is null or p_offset < 0 then
    raise exception using errcode = '22023', message = 'Paginação inválida.';
  end if;
  if char_length(v_search) > 200 then
    raise exception using errcode = '22023', message = 'A busca deve ter no máximo 200 caracteres.';
  end if;
  v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  select count(*) into v_total
  from public.admin_audit_log a
  where (v_action is null or a.action = v_action)
    and (v_search is null or a.actor_email ilike v_pattern or a.target_id ilike v_pattern
         or a.reason ilike v_pattern);

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', a.id, 'actor_id', a.actor_id, 'actor_email', a.actor_email, 'action', a.action,
           'target_kind', a.target_kind, 'target_id', a.target_id, 'reason', a.reason,
           'details', a.details, 'created_at', a.created_at) order by a.id desc), '[]'::jsonb)
  into v_rows
  from (
    select * from public.admin_audit_log a
    where (v_action is null or a.action = v_action)
      and (v_search is null or a.actor_email ilike v_pattern or a.target_id ilike v_pattern
           or a.reason ilike v_pattern)
    order by a.id desc
    limit p_limit offset p_offset
  ) a;

  return jsonb_build_object('total', v_total, 'rows', v_rows);
end;
$function$;
COMMENT ON FUNCTION public.admin_list_audit(p_action text, p_search text, p_limit integer, p_offset integer) IS 'Admin: one page of the audit log, newest first, {total, rows: [{id, actor_id, actor_email, action, target_kind, target_id, reason, details, created_at}]}, filtered by action and searched in the admin''s e-mail, the target id and the reason.';
GRANT EXECUTE ON FUNCTION public.admin_list_audit(p_action text, p_search text, p_limit integer, p_offset integer) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_list_clients(p_search text DEFAULT NULL::text, p_sort text DEFAULT 'created_at'::text, p_ascending boolean DEFAULT false, p_limit integer DEFAULT 20, p_offset integer DEFAULT 0)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_total bigint;
  v_rows jsonb;
  v_order text;
begin
  perform public.require_admin();
  if p_sort is null or p_sort not in ('full_name', 'email', 'role', 'plan', 'created_at') then
    raise exception using errcode = '22023', message = 'Ordenação inválida.';
  end if;
  if p_limit is null or p_limit not between 1 and 100 or p_offset is null or p_offset < 0 then
    raise exception using errcode = '22023', message = 'Paginação inválida.';
  end if;
  if char_length(v_search) > 200 then
    raise exception using errcode = '22023', message = 'A busca deve ter no máximo 200 caracteres.';
  end if;
  -- The search is a substring: escape LIKE's own wildcards so '%' and '_' match themselves.
  v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  select count(*) into v_total
  from public.profiles p
  where v_search is null or p.full_name ilike v_pattern or p.email ilike v_pattern;

  -- The order is one of the validated expressions above, so the page can come straight from an
  -- index (created_at, lower(full_name), lower(email)) instead of sorting every client.
  v_order := case p_sort
    when 'full_name' then 'lower(p.full_name) %1$s nulls last'
    when 'email' then 'lower(p.email) %1$s nulls last'
    when 'role' then 'p.role %1$s'
    when 'plan' then 'lower(pl.name) %1$s nulls last'
    else 'p.created_at %1$s'
  end;
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(page)), ''[]''::jsonb) from (
       select p.id, p.full_name, p.email, p.role, p.plan_id, pl.name as plan_name, p.created_at
       from public.profiles p
       left join public.plans pl on pl.id = p.plan_id
       where $1::text is null or p.full_name ilike $2 or p.email ilike $2
       order by ' || v_order || ', p.created_at desc, p.id
       limit $3 offset $4
     ) page',
    case when p_ascending then 'asc' else 'desc' end)
  into v_rows
  using v_search, v_pattern, p_limit, p_offset;

  return jsonb_build_object('total', v_total, 'rows', v_rows);
end;
$function$;
COMMENT ON FUNCTION public.admin_list_clients(p_search text, p_sort text, p_ascending boolean, p_limit integer, p_offset integer) IS 'Admin: one page of clients {total, rows: [{id, full_name, email, role, plan_id, plan_name, created_at}]}, searched by name or e-mail and sorted by full_name, email, role, plan or created_at.';
GRANT EXECUTE ON FUNCTION public.admin_list_clients(p_search text, p_sort text, p_ascending boolean, p_limit integer, p_offset integer) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_list_reports(p_status text DEFAULT 'open'::text, p_reason text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_status text := nullif(btrim(coalesce(p_status, '')), '');
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_total bigint;
  v_rows jsonb;
begin
  perform public.require_admin();
  if v_status is not null and v_status not in ('open', 'resolved', 'dismissed') then
    raise exception using errcode = '22023', message = 'Situação inválida.';
  end if;
  if v_reason is not null and v_reason not in ('phishing', 'malware', 'spam', 'illegal', 'other') then
    raise exception using errcode = '22023', message = 'Motivo inválido.';
  end if;
  if p_limit is null or p_limit not between 1 and 100 or p_offset is null or p_offset < 0 then
    raise exception using errcode = '22023', message = 'Paginação inválida.';
  end if;
  if char_length(v_search) > 200 then
    raise exception using errcode = '22023', message = 'A busca deve ter no máximo 200 caracteres.';
  end if;
  -- The search is a substring: escape LIKE's own wildcards so '%' and '_' match themselves.
  v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  with matching as (
    select r.id, r.reason, r.details, r.reporter_email, r.status, r.created_at, r.resolved_at,
           r.qr_code_id, r.short_link_id,
           case when r.qr_code_id is not null then 'qr' else 'link' end as kind,
           coalesce(r.qr_code_id, r.short_link_id) as code_id,
           case when r.qr_code_id is not null then r.qr_code_id::text
                else coalesce(l.custom_alias, l.short_code) end as code_key,
           coalesce(q.target_url, l.original_url) as destination,
           coalesce(q.created_at, l.created_at) as code_created_at,
           coalesce(dq.reason, dl.reason) as disabled_reason,
           (dq.id is not null or dl.id is not null) as disabled,
           u.id as owner_id, u.email::text as owner_email,
           coalesce(u.banned_until > now(), false) as owner_blocked
    from public.abuse_reports r
    left join public.qr_codes q on q.id = r.qr_code_id
    left join public.short_links l on l.id = r.short_link_id
    left join public.disabled_codes dq on dq.qr_code_id = r.qr_code_id
    left join public.disabled_codes dl on dl.short_link_id = r.short_link_id
    left join auth.users u on u.id = coalesce(q.user_id, l.user_id)
    where (v_status is null or r.status = v_status)
      and (v_reason is null or r.reason = v_reason)
      and (v_search is null
           or coalesce(q.target_url, l.original_url) ilike v_pattern
           or r.qr_code_id::text ilike v_pattern
           or l.short_code ilike v_pattern
           or l.custom_alias ilike v_pattern
           or u.email ilike v_pattern)
  ), page as (
    select * from matching m order by m.created_at desc, m.id limit p_limit offset p_offset
  )
  select (select count(*) from matching),
         coalesce((
           select jsonb_agg(jsonb_build_object(
                    'id', p.id, 'reason', p.reason, 'details', p.details,
                    'reporter_email', p.reporter_email, 'status', p.status,
                    'created_at', p.created_at, 'resolved_at', p.resolved_at,
                    'kind', p.kind, 'code_id', p.code_id, 'code_key', p.code_key,
                    'destination', p.destination, 'code_created_at', p.code_created_at,
                    'disabled', p.disabled, 'disabled_reason', p.disabled_reason,
                    'owner_id', p.owner_id, 'owner_email', p.owner_email,
                    'owner_blocked', p.owner_blocked,
                    'reports_for_code', (
                      select count(*) from public.abuse_reports o
                      where o.qr_code_id = p.qr_code_id or o.short_link_id = p.short_link_id))
                  order by p.created_at desc, p.id)
           from page p), '[]'::jsonb)
  into v_total, v_rows;

  return jsonb_build_object('total', v_total, 'rows', v_rows);
end;
$function$;
COMMENT ON FUNCTION public.admin_list_reports(p_status text, p_reason text, p_search text, p_limit integer, p_offset integer) IS 'Admin: one page of reports, newest first, {total, rows: [{id, reason, details, reporter_email, status, created_at, resolved_at, kind, code_id, code_key, destination, code_created_at, disabled, disabled_reason, owner_id, owner_email, owner_blocked, reports_for_code}]}, by status (null: all) and reason, searched in the destination, the code and the owner''s e-mail.';
GRANT EXECUTE ON FUNCTION public.admin_list_reports(p_status text, p_reason text, p_search text, p_limit integer, p_offset integer) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_list_workspaces(p_search text DEFAULT NULL::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_total bigint;
  v_rows jsonb;
begin
  perform public.require_admin();
  -- Refused rather than clamped, as admin_list_clients and admin_list_audit do: the screen only
  -- ever asks for a fixed page size, so anything else is a caller's mistake worth seeing.
  if p_limit is null or p_limit not between 1 and 100 or p_offset is null or p_offset < 0 then
    raise exception using errcode = '22023', message = 'Paginação inválida.';
  end if;
  if char_length(v_search) > 200 then
    raise exception using errcode = '22023', message = 'A busca deve ter no máximo 200 caracteres.';
  end if;
  -- The search is a substring: escape LIKE's own wildcards so '%' and '_' match themselves.
  v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  select count(*) into v_total
  from public.workspaces w
  where v_search is null or w.name ilike v_pattern
     or exists (select 1 from public.workspace_members m
                join public.profiles p on p.id = m.user_id
                where m.workspace_id = w.id and p.email ilike v_pattern);

  -- The page is cut first, so the counts and member lists are built for its rows only.
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', w.id, 'name', w.name, 'personal', w.personal_of is not null,
           'owner_id', om.user_id, 'owner_email', o.email, 'owner_name', o.full_name,
           'plan_id', o.plan_id, 'plan_name', pl.name,
           'members', (select count(*) from public.workspace_members c
                       where c.workspace_id = w.id),
           'items', (select count(*) from public.qr_codes q where q.workspace_id = w.id)
                    + (select count(*) from public.short_links l where l.workspace_id = w.id),
           'created_at', w.created_at,
           -- The first 50 (a page of big teams stays small); 'members' says how many in all.
           'member_list', coalesce((
             select jsonb_agg(jsonb_build_object('user_id', f.user_id, 'email', f.email,
                      'full_name', f.full_name, 'role', f.role) order by f.rank)
             from (
               select m.user_id, p.email, p.full_name, m.role,
                      row_number() over (
                        order by case m.role when 'owner' then 0 when 'admin' then 1
                                             when 'editor' then 2 else 3 end,
                                 lower(p.email), m.user_id) as rank
               from public.workspace_members m
               left join public.profiles p on p.id = m.user_id
               where m.workspace_id = w.id
               order by rank
               limit 50) f), '[]'::jsonb))
         order by w.personal_of is not null, lower(w.name), w.id), '[]'::jsonb)
  into v_rows
  from (
    select w.id, w.name, w.personal_of, w.created_at
    from public.workspaces w
    where v_search is null or w.name ilike v_pattern
       or exists (select 1 from public.workspace_members m
                  join public.profiles p on p.id = m.user_id
                  where m.workspace_id = w.id and p.email ilike v_pattern)
    order by w.personal_of is not null, lower(w.name), w.id
    limit p_limit offset p_offset
  ) w
  left join public.workspace_members om on om.workspace_id = w.id and om.role = 'owner'
  left join public.profiles o on o.id = om.user_id
  left join public.plans pl on pl.id = o.plan_id;

  return jsonb_build_object('total', v_total, 'rows', v_rows);
end;
$function$;
COMMENT ON FUNCTION public.admin_list_workspaces(p_search text, p_limit integer, p_offset integer) IS 'Admin: one page of every workspace, team workspaces first, then by name, {total, rows: [{id, name, personal, owner_id, owner_email, owner_name, plan_id, plan_name (the owner''s plan), members, items (QR codes and short links), created_at, member_list: [{user_id, email, full_name, role}] (the first 50: owner, admin, editor, viewer, then e-mail)}]}, searched by the workspace''s name or a member''s e-mail.';
GRANT EXECUTE ON FUNCTION public.admin_list_workspaces(p_search text, p_limit integer, p_offset integer) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_remove_two_factor(p_user uuid, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_reason text;
  v_email text;
  v_factors integer;
begin
  perform public.require_admin();
  v_reason := public.moderation_reason(p_reason);
  select u.email::text into v_email from auth.users u where u.id = p_user for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'user_not_found', message = 'Cliente não encontrado.';
  end if;
  if not exists (
    select 1 from auth.mfa_factors f where f.user_id = p_user and f.status = 'verified'
  ) then
    raise exception using errcode = 'P0001', hint = 'two_factor_not_enabled',
      message = 'Este cliente não usa verificação em duas etapas.';
  end if;
  -- An admin's own factor is turned off with a current code, like anyone's.
  if p_user = (select auth.uid()) then
    raise exception using errcode = 'P0001', hint = 'own_two_factor',
      message = 'Para desativar a sua, use Configurações > Segurança.';
  end if;
  delete from auth.mfa_challenges c
   using auth.mfa_factors f
   where c.factor_id = f.id and f.user_id = p_user;
  delete from auth.mfa_factors f where f.user_id = p_user;
  get diagnostics v_factors = row_count;
  -- Signed out everywhere, as a global sign-out does: refresh tokens and sessions go.
  delete from auth.refresh_tokens t where t.user_id = p_user::text;
  delete from auth.sessions s where s.user_id = p_user;
  perform public.audit_admin_action('two_factor_removed', 'user', p_user::text, v_reason,
    jsonb_build_object('email', v_email, 'factors', v_factors));
end;
$function$;
COMMENT ON FUNCTION public.admin_remove_two_factor(p_user uuid, p_reason text) IS 'Admin: removes another account''s two-factor methods (a lost phone) with a required reason: its factors and their challenges are deleted and all its sessions end, so it signs in with the password alone. Audited as two_factor_removed.';
GRANT EXECUTE ON FUNCTION public.admin_remove_two_factor(p_user uuid, p_reason text) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_resolve_report(p_report uuid, p_status text, p_note text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_note text := nullif(btrim(p_note), '');
  v_status text;
begin
  perform public.require_admin();
  if p_status is null or p_status not in ('open', 'resolved', 'dismissed') then
    raise exception using errcode = 'P0001', hint = 'report_status',
      message = 'Situação inválida: use open, resolved ou dismissed.';
  end if;
  if char_length(v_note) > 500 then
    raise exception using errcode = 'P0001', hint = 'report_note',
      message = 'A observação pode ter no máximo 500 caracteres.';
  end if;
  select r.status into v_status from public.abuse_reports r where r.id = p_report for update;
  if not found then
    raise exception using errcode = 'P0001', hint = 'report_not_found',
      message = 'Denúncia não encontrada.';
  end if;
  if v_status = p_status then
    return; -- nothing changes, nothing is audited
  end if;
  -- The triggers stamp resolved_at / resolved_by and audit the change with this note.
  update public.abuse_reports set status = p_status, resolution_note = v_note where id = p_report;
end;
$function$;
COMMENT ON FUNCTION public.admin_resolve_report(p_report uuid, p_status text, p_note text) IS 'Admin: sets a report''s status (resolved, dismissed, or open again) with an optional note (<= 500); audited as report_resolved, report_dismissed or report_reopened.';
GRANT EXECUTE ON FUNCTION public.admin_resolve_report(p_report uuid, p_status text, p_note text) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_unblock_user(p_user uuid, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_reason text;
  v_email text;
begin
  perform public.require_admin();
  v_reason := public.moderation_reason(p_reason);
  update auth.users u set banned_until = null, updated_at = now()
   where u.id = p_user
  returning u.email::text into v_email;
  if not found then
    raise exception using errcode = 'P0001', hint = 'user_not_found', message = 'Cliente não encontrado.';
  end if;
  perform public.audit_admin_action('user_unblocked', 'user', p_user::text, v_reason,
    jsonb_build_object('email', v_email));
end;
$function$;
COMMENT ON FUNCTION public.admin_unblock_user(p_user uuid, p_reason text) IS 'Admin: unblocks an account (banned_until null) with a required reason; its codes redirect again at once. Audited as user_unblocked.';
GRANT EXECUTE ON FUNCTION public.admin_unblock_user(p_user uuid, p_reason text) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_update_client(p_client_id uuid, p_full_name text, p_role text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_current_role text;
begin
  perform public.require_admin();
  if nullif(btrim(p_full_name), '') is null then
    raise exception using errcode = '22023', message = 'O nome completo é obrigatório.';
  end if;
  if p_role is null or p_role not in ('user', 'admin') then
    raise exception using errcode = '22023', message = 'Papel inválido: use user ou admin.';
  end if;
  select p.role into v_current_role from public.profiles p where p.id = p_client_id for update;
  if not found then
    return jsonb_build_object('success', false, 'message', 'Cliente não encontrado.');
  end if;
  begin
    update public.profiles
    set full_name = left(btrim(p_full_name), 200), role = p_role
    where id = p_client_id;
  exception when raise_exception then
    return jsonb_build_object('success', false, 'message', 'Não é possível rebaixar o último administrador.');
  end;
  return jsonb_build_object('success', true, 'message', 'Cliente atualizado com sucesso.');
end;
$function$;
COMMENT ON FUNCTION public.admin_update_client(p_client_id uuid, p_full_name text, p_role text) IS 'Admin: sets a client''s full name and role (never demotes the last admin). Answers {success, message}.';
GRANT EXECUTE ON FUNCTION public.admin_update_client(p_client_id uuid, p_full_name text, p_role text) TO authenticated;

CREATE OR REPLACE FUNCTION public.admin_update_plan(p_id text, p_name text, p_description text DEFAULT NULL::text, p_price numeric DEFAULT NULL::numeric, p_mercadopago_link text DEFAULT NULL::text, p_features jsonb DEFAULT '[]'::jsonb, p_popular boolean DEFAULT false, p_order integer DEFAULT 99, p_price_yearly numeric DEFAULT NULL::numeric, p_mercadopago_link_yearly text DEFAULT NULL::text, p_icon text DEFAULT NULL::text, p_visit_retention_months integer DEFAULT NULL::integer, p_max_workspaces integer DEFAULT NULL::integer, p_max_seats integer DEFAULT NULL::integer, p_max_pages integer DEFAULT NULL::integer, p_max_domains integer DEFAULT NULL::integer)
 RETURNS jsonb
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select public.save_plan(false, p_id, p_name, p_description, p_price, p_mercadopago_link,
    p_features, p_popular, p_order, p_price_yearly, p_mercadopago_link_yearly, p_icon,
    p_visit_retention_months, p_max_workspaces, p_max_seats, p_max_pages, p_max_domains)
$function$;
COMMENT ON FUNCTION public.admin_update_plan(p_id text, p_name text, p_description text, p_price numeric, p_mercadopago_link text, p_features jsonb, p_popular boolean, p_order integer, p_price_yearly numeric, p_mercadopago_link_yearly text, p_icon text, p_visit_retention_months integer, p_max_workspaces integer, p_max_seats integer, p_max_pages integer, p_max_domains integer) IS 'Admin: updates every field of a plan except its id (p_visit_retention_months null: keep every visit; p_max_workspaces, p_max_seats, p_max_pages and p_max_domains null: unchanged). P0002 when the plan does not exist.';
GRANT EXECUTE ON FUNCTION public.admin_update_plan(p_id text, p_name text, p_description text, p_price numeric, p_mercadopago_link text, p_features jsonb, p_popular boolean, p_order integer, p_price_yearly numeric, p_mercadopago_link_yearly text, p_icon text, p_visit_retention_months integer, p_max_workspaces integer, p_max_seats integer, p_max_pages integer, p_max_domains integer) TO authenticated;

CREATE OR REPLACE FUNCTION public.administered_workspaces()
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin')
    and m.workspace_id = coalesce((select public.api_key_workspace()), m.workspace_id)
    and (select public.api_key_writes())
$function$;
COMMENT ON FUNCTION public.administered_workspaces() IS 'The workspaces whose members, settings, API keys and webhooks the caller may manage (owner, admin; under an API key, its workspace only, and none if the key is read-only).';
GRANT EXECUTE ON FUNCTION public.administered_workspaces() TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.api_key_owner(p_key_hash text)
 RETURNS TABLE(key_id uuid, user_id uuid, email text, workspace_id uuid, scope text, role text, rate_limit_per_minute integer, requests_this_minute integer, minute_ends_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_key record;
  v_requests integer;
  v_ends_at timestamptz;
begin
  select k.id, k.user_id, u.email::text as email, k.workspace_id, k.scope, m.role,
         k.rate_limit_per_minute, k.last_used_at
  into v_key
  from public.api_keys k
  join auth.users u on u.id = k.user_id
  join public.workspace_members m on m.workspace_id = k.workspace_id and m.user_id = k.user_id
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
  return query select v_key.id, v_key.user_id, v_key.email, v_key.workspace_id, v_key.scope,
    v_key.role, v_key.rate_limit_per_minute, v_requests, v_ends_at;
end;
$function$;
COMMENT ON FUNCTION public.api_key_owner(p_key_hash text) IS 'Server only (service_role): the key id, creator, creator e-mail, workspace, scope, the creator''s role there and rate limit of the live API key with this SHA-256; nothing for an unknown or revoked one, a blocked creator or one no longer a member of its workspace. Counts this request in the key''s current minute and answers that count and when the minute ends.';
GRANT EXECUTE ON FUNCTION public.api_key_owner(p_key_hash text) TO service_role;

CREATE OR REPLACE FUNCTION public.api_key_workspace()
 RETURNS uuid
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select ((select auth.jwt()) ->> 'api_workspace')::uuid
$function$;
COMMENT ON FUNCTION public.api_key_workspace() IS 'The workspace of the API key this request runs under (its api_workspace claim, set by the API server), null for the app''s sessions.';
GRANT EXECUTE ON FUNCTION public.api_key_workspace() TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.api_key_writes()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce((select auth.jwt()) ->> 'api_scope', 'read_write') = 'read_write'
$function$;
COMMENT ON FUNCTION public.api_key_writes() IS 'False under a read-only API key (its api_scope claim), true otherwise.';
GRANT EXECUTE ON FUNCTION public.api_key_writes() TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.apply_visit_retention(p_limit integer DEFAULT 20000)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_keeps_all boolean;
  v_longest integer;
  v_partition record;
  v_dropped integer := 0;
  v_scans integer := 0;
  v_clicks integer := 0;
  v_activity integer := 0;
  v_plan record;
  v_n integer;
begin
  if p_limit is null or p_limit < 1 then
    raise exception using errcode = '22023', message = 'O limite deve ser um número positivo.';
  end if;
  -- Several instances may call it at once: one at a time.
  perform pg_advisory_xact_lock(hashtext('public.apply_visit_retention'));

  select bool_or(visit_retention_months is null), max(visit_retention_months)
  into v_keeps_all, v_longest
  from public.plans;
  if not v_keeps_all then
    for v_partition in
      select c.relname
      from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      where i.inhparent in ('public.qr_code_scans'::regclass, 'public.link_clicks'::regclass)
        and c.relname ~ '_[0-9]{4}_[0-9]{2}$'
        and (to_date(right(c.relname, 7), 'YYYY_MM') + interval '1 month')::timestamp
            at time zone 'UTC' <= now() - make_interval(months => v_longest)
    loop
      execute format('drop table public.%I', v_partition.relname);
      v_dropped := v_dropped + 1;
    end loop;
  end if;

  for v_plan in
    select id, visit_retention_months as months from public.plans
    where visit_retention_months is not null
    order by visit_retention_months, id
  loop
    -- A constant cut-off per plan: the months past it are the only partitions read.
    delete from public.qr_code_scans s
    where (s.id, s.scanned_at) in (
      select s2.id, s2.scanned_at
      from public.qr_code_scans s2
      join public.qr_codes q on q.id = s2.qr_code_id
      join public.workspace_members m on m.workspace_id = q.workspace_id and m.role = 'owner'
      join public.profiles p on p.id = m.user_id
      where p.plan_id = v_plan.id
        and s2.scanned_at < now() - make_interval(months => v_plan.months)
      limit p_limit - v_scans);
    get diagnostics v_n = row_count;
    v_scans := v_scans + v_n;
    delete from public.link_clicks c
    where (c.id, c.clicked_at) in (
      select c2.id, c2.clicked_at
      from public.link_clicks c2
      join public.short_links l on l.id = c2.short_link_id
      left join public.workspace_members m on m.workspace_id = l.workspace_id and m.role = 'owner'
      left join public.profiles p on p.id = m.user_id
      where coalesce(p.plan_id, 'free_plan') = v_plan.id
        and c2.clicked_at < now() - make_interval(months => v_plan.months)
      limit p_limit - v_clicks);
    get diagnostics v_n = row_count;
    v_clicks := v_clicks + v_n;
    -- A workspace's 'Atividade' is kept as long as its visits.
    delete from public.workspace_activity a
    where a.id in (
      select a2.id
      from public.workspace_activity a2
      join public.workspace_members m on m.workspace_id = a2.workspace_id and m.role = 'owner'
      join public.profiles p on p.id = m.user_id
      where p.plan_id = v_plan.id
        and a2.at < now() - make_interval(months => v_plan.months)
      limit p_limit - v_activity);
    get diagnostics v_n = row_count;
    v_activity := v_activity + v_n;
    exit when v_scans >= p_limit or v_clicks >= p_limit or v_activity >= p_limit;
  end loop;
  return jsonb_build_object('partitions_dropped', v_dropped, 'scans_deleted', v_scans,
    'clicks_deleted', v_clicks, 'activity_deleted', v_activity,
    'more', v_scans >= p_limit or v_clicks >= p_limit or v_activity >= p_limit);
end;
$function$;
COMMENT ON FUNCTION public.apply_visit_retention(p_limit integer) IS 'Server: deletes the visits and the ''Atividade'' entries older than the plan of their workspace keeps (its owner''s plans.visit_retention_months; anonymous links: Grátis), at most p_limit per log, dropping whole month partitions older than every plan keeps. Answers {partitions_dropped, scans_deleted, clicks_deleted, activity_deleted, more}.';
GRANT EXECUTE ON FUNCTION public.apply_visit_retention(p_limit integer) TO service_role;

CREATE OR REPLACE FUNCTION public.assign_workspace()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.workspace_id is null and new.user_id is not null then
    new.workspace_id := public.ensure_personal_workspace(new.user_id);
  end if;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.assign_workspace() IS 'Trigger on items insert: a row made without a workspace goes to the personal workspace of its maker (user_id).';
-- public.assign_workspace(): executable by its owner only

CREATE OR REPLACE FUNCTION public.audit_admin_action(p_action text, p_target_kind text, p_target_id text, p_reason text, p_details jsonb DEFAULT NULL::jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_actor uuid := (select auth.uid());
begin
  insert into public.admin_audit_log (actor_id, actor_email, action, target_kind, target_id, reason, details)
  values (
    v_actor,
    coalesce((select u.email::text from auth.users u where u.id = v_actor), auth.jwt() ->> 'email'),
    p_action, p_target_kind, p_target_id, nullif(btrim(p_reason), ''), p_details
  );
end;
$function$;
COMMENT ON FUNCTION public.audit_admin_action(p_action text, p_target_kind text, p_target_id text, p_reason text, p_details jsonb) IS 'Internal: writes one admin_audit_log row for the calling admin, or with a null actor when no one is signed in (the system: schedules, the server''s jobs): action, target kind and id, reason, details.';
-- public.audit_admin_action(p_action text, p_target_kind text, p_target_id text, p_reason text, p_details jsonb): executable by its owner only

CREATE OR REPLACE FUNCTION public.audit_app_setting()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if public.is_admin() then
    perform public.audit_admin_action('setting_updated', 'setting', new.key, null,
      jsonb_build_object('from', case when tg_op = 'UPDATE' then old.value end, 'to', new.value));
  end if;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.audit_app_setting() IS 'Trigger on app_settings: audits an admin''s change of a setting (setting_updated, from and to).';
-- public.audit_app_setting(): executable by its owner only

CREATE OR REPLACE FUNCTION public.audit_blocked_domain()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if coalesce(current_setting('qrlink.blocklist_import', true), '') = 'on'
     or not public.is_admin() then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform public.audit_admin_action('blocklist_added', 'domain', new.domain, new.reason);
  else
    perform public.audit_admin_action('blocklist_removed', 'domain', old.domain, null,
      jsonb_build_object('reason', old.reason, 'created_at', old.created_at));
  end if;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.audit_blocked_domain() IS 'Trigger on blocked_domains: audits an admin adding (blocklist_added) or removing (blocklist_removed) a domain, except inside import_blocked_domains.';
-- public.audit_blocked_domain(): executable by its owner only

CREATE OR REPLACE FUNCTION public.audit_client_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_row public.profiles;
begin
  if tg_op = 'DELETE' then
    v_row := old;
  else
    v_row := new;
  end if;
  -- Cheap first: no caller (schedules, the server) or a user's own row is never audited.
  if v_uid is null or v_uid = v_row.id or not public.is_admin() then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    perform public.audit_admin_action('client_updated', 'user', new.id::text, null,
      public.row_changes(
        jsonb_build_object('full_name', old.full_name, 'role', old.role, 'plan_id', old.plan_id),
        jsonb_build_object('full_name', new.full_name, 'role', new.role, 'plan_id', new.plan_id)));
  else
    perform public.audit_admin_action('client_deleted', 'user', old.id::text, null,
      jsonb_build_object('email', old.email, 'full_name', old.full_name, 'role', old.role,
                         'plan_id', old.plan_id));
  end if;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.audit_client_change() IS 'Trigger on profiles: audits an admin changing another account''s name, role or plan (client_updated) or deleting it (client_deleted).';
-- public.audit_client_change(): executable by its owner only

CREATE OR REPLACE FUNCTION public.audit_plan_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not public.is_admin() then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform public.audit_admin_action('plan_created', 'plan', new.id, null,
      to_jsonb(new) - 'created_at' - 'updated_at');
  elsif tg_op = 'UPDATE' then
    perform public.audit_admin_action('plan_updated', 'plan', new.id, null,
      public.row_changes(to_jsonb(old), to_jsonb(new)));
  else
    perform public.audit_admin_action('plan_deleted', 'plan', old.id, null,
      to_jsonb(old) - 'created_at' - 'updated_at');
  end if;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.audit_plan_change() IS 'Trigger on plans: audits an admin creating, changing (the fields that changed) or deleting a plan.';
-- public.audit_plan_change(): executable by its owner only

CREATE OR REPLACE FUNCTION public.audit_report_status()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.status is distinct from old.status and public.is_admin() then
    perform public.audit_admin_action(
      case new.status when 'resolved' then 'report_resolved'
                      when 'dismissed' then 'report_dismissed'
                      else 'report_reopened' end,
      'report', new.id::text, new.resolution_note,
      jsonb_build_object(
        'from', old.status,
        'kind', case when new.qr_code_id is not null then 'qr' else 'link' end,
        'code_id', coalesce(new.qr_code_id, new.short_link_id)));
  end if;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.audit_report_status() IS 'Trigger after a report update: audits an admin''s status change (report_resolved, report_dismissed, report_reopened).';
-- public.audit_report_status(): executable by its owner only

CREATE OR REPLACE FUNCTION public.blocked_host_reason(p_host text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_labels text[];
  v_words text[];
  v_phishing text[];
  v_brand text;
begin
  if p_host is null then
    return null;
  end if;
  v_labels := string_to_array(p_host, '.');
  -- One primary-key lookup per suffix: a plan that never depends on the table's statistics
  -- (PGlite never analyses it).
  for i in 1 .. cardinality(v_labels) loop
    perform 1 from public.blocked_domains b where b.domain = array_to_string(v_labels[i:], '.');
    if found then
      return 'o domínio está bloqueado';
    end if;
  end loop;
  -- Words of the host: its labels, each label's hyphenated parts, each label without hyphens.
  select array_agg(distinct w) into v_words
    from (select unnest(string_to_array(l, '-')) as w from unnest(v_labels) l
          union all select replace(l, '-', '') from unnest(v_labels) l) words;
  v_phishing := public.phishing_words();
  -- A word is a brand's token, or the token glued to a phishing word (before or after it).
  select b.brand into v_brand
    from public.protected_brands() with ordinality as b (brand, tokens, domains, n)
   where not exists (
           select 1 from unnest(b.domains) d where p_host = d or p_host like '%.' || d)
     and (exists (
            select 1 from unnest(v_words) w, unnest(b.tokens) t
             where w = t
                or (left(w, length(t)) = t and substr(w, length(t) + 1) = any (v_phishing))
                or (right(w, length(t)) = t
                    and left(w, length(w) - length(t)) = any (v_phishing)))
          or (b.brand = 'gov.br' and p_host ~ '(^|\.)gov\.br\.'))
   order by b.n
   limit 1;
  if v_brand is not null then
    return format('ele imita um endereço de %s', v_brand);
  end if;
  return null;
end
$function$;
COMMENT ON FUNCTION public.blocked_host_reason(p_host text) IS 'Internal: why a host is blocked for everyone (the admins'' blocklist, its subdomains, a protected brand''s look-alike), in pt-BR, or null.';
-- public.blocked_host_reason(p_host text): executable by its owner only

CREATE OR REPLACE FUNCTION public.bulk_create_items(p_kind text, p_rows jsonb, p_workspace uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_workspace uuid := coalesce(p_workspace, public.personal_workspace());
  v_row jsonb;
  v_line integer := 0;
  v_folder_name text;
  v_folder_id uuid;
  v_id uuid;
  v_created jsonb := '[]'::jsonb;
  v_item jsonb;
  v_ids uuid[] := '{}';
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_kind is null or p_kind not in ('qr', 'short_link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  if jsonb_typeof(p_rows) is distinct from 'array' or jsonb_array_length(p_rows) = 0 then
    raise exception using errcode = '22023', message = 'Envie ao menos uma linha.';
  end if;
  if jsonb_array_length(p_rows) > 1000 then
    raise exception using errcode = '22023', message = 'Envie no máximo 1.000 linhas por vez.';
  end if;
  if v_workspace is null or v_workspace not in (select public.editable_workspaces()) then
    raise exception using errcode = '42501',
      message = 'Você não tem permissão para isso neste espaço de trabalho.';
  end if;

  begin
    for v_row in select value from jsonb_array_elements(p_rows) loop
      v_line := coalesce((v_row ->> 'line')::integer, v_line + 1);
      v_folder_id := null;
      v_folder_name := nullif(btrim(coalesce(v_row ->> 'folder', '')), '');
      if v_folder_name is not null then
        select f.id into v_folder_id from public.folders f
        where f.workspace_id = v_workspace and lower(f.name) = lower(v_folder_name);
        if v_folder_id is null then
          insert into public.folders (user_id, workspace_id, name) values (v_uid, v_workspace, v_folder_name)
          returning id into v_folder_id;
        end if;
      end if;

      if p_kind = 'qr' then
        insert into public.qr_codes (user_id, workspace_id, target_url, folder_id)
        values (v_uid, v_workspace, v_row ->> 'destination', v_folder_id)
        returning id, jsonb_build_object('line', v_line, 'id', id) into v_id, v_item;
      else
        insert into public.short_links (user_id, workspace_id, original_url, custom_alias, description, short_code, folder_id)
        values (v_uid, v_workspace, v_row ->> 'destination', nullif(btrim(coalesce(v_row ->> 'alias', '')), ''),
                nullif(btrim(coalesce(v_row ->> 'description', '')), ''), null, v_folder_id)
        returning id, jsonb_build_object('line', v_line, 'id', id, 'short_code', short_code,
          'custom_alias', custom_alias) into v_id, v_item;
      end if;
      if jsonb_typeof(v_row -> 'tags') = 'array' and jsonb_array_length(v_row -> 'tags') > 0 then
        perform public.set_item_tags(p_kind, v_id,
          array(select jsonb_array_elements_text(v_row -> 'tags')));
      end if;
      v_ids := v_ids || v_id;
      v_created := v_created || v_item;
    end loop;
  exception when others then
    -- Nothing of the batch stays: the whole function is one statement of one transaction.
    raise exception using errcode = sqlstate, message = format('Linha %s: %s', v_line, sqlerrm);
  end;

  -- One notice for the batch instead of one per code.
  if p_kind = 'qr' then
    delete from public.notifications n
    where n.user_id = v_uid and n.type = 'qr_created' and n.related_qr_code_id = any(v_ids);
  end if;
  insert into public.notifications (user_id, type, message)
  values (v_uid, 'info', format('Criação em massa: %s %s criados.', cardinality(v_ids),
    case p_kind when 'qr' then 'QR Codes' else 'links curtos' end));
  return v_created;
end;
$function$;
COMMENT ON FUNCTION public.bulk_create_items(p_kind text, p_rows jsonb, p_workspace uuid) IS 'Owner, admin, editor of the workspace (null: the caller''s personal one): creates up to 1,000 QR codes (p_kind qr) or short links (short_link; any other kind, null included, is refused) in it from rows [{line, destination, alias?, description?, folder?, tags?}] in one transaction, all or nothing (a refusal names its line), folders found or created by name in that workspace, tags set by name; one notification for the batch. Answers [{line, id, short_code?, custom_alias?}].';
GRANT EXECUTE ON FUNCTION public.bulk_create_items(p_kind text, p_rows jsonb, p_workspace uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.card_content_problem(p_content jsonb)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_field text;
begin
  foreach v_field in array array['role', 'company'] loop
    if jsonb_typeof(p_content->v_field) is distinct from 'string'
       or char_length(p_content->>v_field) > 80 then
      return 'O cargo e a empresa podem ter no máximo 80 caracteres.';
    end if;
  end loop;
  foreach v_field in array array['phone', 'whatsapp', 'email', 'website', 'address', 'pixKey'] loop
    if jsonb_typeof(p_content->v_field) not in ('null', 'string') then
      return 'O cartão de visita é inválido.';
    end if;
  end loop;
  if coalesce(p_content->>'phone', '+10000000') !~ '^\+[1-9][0-9]{7,14}$'
     or coalesce(p_content->>'whatsapp', '+10000000') !~ '^\+[1-9][0-9]{7,14}$' then
    return 'Informe um telefone válido.';
  end if;
  if p_content->>'email' !~ '^[^@\s<>"]{1,64}@[^@\s<>"]+\.[^@\s<>"]+$'
     or char_length(p_content->>'email') > 254 then
    return 'Informe um e-mail válido.';
  end if;
  if p_content->>'website' is not null and not public.is_http_url(p_content->>'website') then
    return 'O site precisa ser um endereço http(s).';
  end if;
  if char_length(p_content->>'address') > 200 then
    return 'O endereço pode ter no máximo 200 caracteres.';
  end if;
  if char_length(p_content->>'pixKey') > 77 or p_content->>'pixKey' ~ '[[:cntrl:]]' then
    return 'A chave Pix pode ter no máximo 77 caracteres.';
  end if;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.card_content_problem(p_content jsonb) IS 'Internal: null when a business card''s own fields are valid, else the pt-BR reason (core''s card schema says the same).';
GRANT EXECUTE ON FUNCTION public.card_content_problem(p_content jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.check_custom_domain()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_problem text;
  v_limit integer;
begin
  new.hostname := lower(btrim(coalesce(new.hostname, '')));
  new.root_url := nullif(btrim(new.root_url), '');
  if tg_op = 'UPDATE' and new.hostname <> old.hostname then
    raise exception using errcode = '22023',
      message = 'O domínio não pode ser trocado: remova-o e adicione o novo.';
  end if;
  v_problem := public.domain_hostname_problem(new.hostname);
  if v_problem is not null then
    raise exception using errcode = '22023', message = v_problem;
  end if;
  if new.root_url is not null and not public.is_http_url(new.root_url) then
    raise exception using errcode = '22023',
      message = 'O endereço da raiz do domínio deve ser um endereço http:// ou https:// válido.';
  end if;
  if new.root_url is not null then
    perform public.screen_destination(new.root_url);
  end if;
  if tg_op = 'INSERT' then
    if exists (select 1 from public.custom_domains d where d.hostname = new.hostname) then
      raise exception using errcode = '23505', message = 'Este domínio já foi adicionado.';
    end if;
    perform 1 from public.workspaces w where w.id = new.workspace_id for update;
    select coalesce(pl.max_domains, 0) into v_limit
      from public.workspace_members m
      join public.profiles p on p.id = m.user_id
      left join public.plans pl on pl.id = p.plan_id
     where m.workspace_id = new.workspace_id and m.role = 'owner';
    if (select count(*) from public.custom_domains d where d.workspace_id = new.workspace_id)
       >= coalesce(v_limit, 0) then
      raise exception using errcode = 'P0001', hint = 'domain_limit',
        message = case when coalesce(v_limit, 0) = 0
          then 'O plano deste espaço de trabalho não inclui domínios próprios. Faça upgrade do plano.'
          else format('O plano deste espaço de trabalho permite %s domínio(s). Remova um ou faça upgrade do plano.', v_limit)
        end;
    end if;
  end if;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.check_custom_domain() IS 'Trigger before insert or update on custom_domains: a valid lowercase domain not added before (23505), never renamed, an http(s) root address (screened), and on insert within the owner''s plan''s max_domains (P0001 domain_limit), counted under a lock on the workspace.';
GRANT EXECUTE ON FUNCTION public.check_custom_domain() TO service_role;

CREATE OR REPLACE FUNCTION public.check_if_email_exists(p_email text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from auth.users u where lower(u.email) = lower(btrim(p_email))
  )
$function$;
COMMENT ON FUNCTION public.check_if_email_exists(p_email text) IS 'True when an account uses this email (case-insensitive). Callable by anon for the register screen (enumeration trade-off accepted).';
GRANT EXECUTE ON FUNCTION public.check_if_email_exists(p_email text) TO anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.check_item_domain()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.domain_id is not null and not exists (
    select 1 from public.custom_domains d
     where d.id = new.domain_id and d.workspace_id = new.workspace_id
       and d.verified_at is not null) then
    raise exception using errcode = '22023',
      message = 'Escolha um domínio verificado deste espaço de trabalho.';
  end if;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.check_item_domain() IS 'Trigger before insert or update of domain_id or workspace_id on qr_codes and short_links: only a verified domain of the code''s own workspace (22023, pt-BR).';
GRANT EXECUTE ON FUNCTION public.check_item_domain() TO service_role;

CREATE OR REPLACE FUNCTION public.check_item_folder()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- The same answer for a folder that does not exist and one of a workspace the caller is not
  -- in, so the check tells nothing about other workspaces.
  if new.folder_id is not null and not exists (
       select 1 from public.folders f
       where f.id = new.folder_id and f.workspace_id = new.workspace_id
         and ((select auth.uid()) is null
              or f.workspace_id in (select public.readable_workspaces()))) then
    raise exception using errcode = '42501', message = 'Pasta não encontrada.';
  end if;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.check_item_folder() IS 'Trigger: a QR code or short link may only be filed in a folder of its own workspace, one the caller belongs to; the same answer for a folder that does not exist and one of another workspace.';
GRANT EXECUTE ON FUNCTION public.check_item_folder() TO service_role;

CREATE OR REPLACE FUNCTION public.check_item_preview()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  new.preview_title := nullif(btrim(new.preview_title), '');
  new.preview_description := nullif(btrim(new.preview_description), '');
  new.preview_image_url := nullif(btrim(new.preview_image_url), '');
  if char_length(new.preview_title) > 100 then
    raise exception using errcode = '22023',
      message = 'O título da prévia pode ter no máximo 100 caracteres.';
  end if;
  if char_length(new.preview_description) > 200 then
    raise exception using errcode = '22023',
      message = 'A descrição da prévia pode ter no máximo 200 caracteres.';
  end if;
  if new.preview_image_url is not null then
    if not public.is_http_url(new.preview_image_url) then
      raise exception using errcode = '22023',
        message = 'A imagem da prévia deve ser um endereço http:// ou https:// válido.';
    end if;
    if tg_op = 'INSERT' or new.preview_image_url is distinct from old.preview_image_url then
      perform public.screen_destination(new.preview_image_url);
    end if;
  end if;
  return new;
end
$function$;
COMMENT ON FUNCTION public.check_item_preview() IS 'Trigger before insert or update of a preview on qr_codes and short_links: blanks become null, refuses a title over 100 or a description over 200 characters and an image that is not an http(s) address (22023, pt-BR), and screens a new image address.';
GRANT EXECUTE ON FUNCTION public.check_item_preview() TO service_role;

CREATE OR REPLACE FUNCTION public.check_item_roulette()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_problem text := public.roulette_problem(new.roulette);
begin
  if v_problem is not null then
    raise exception using errcode = '22023', message = v_problem;
  end if;
  if new.roulette is not null and new.split is not null and new.split <> '[]'::jsonb then
    raise exception using errcode = '22023',
      message = 'Use o teste A/B ou a roleta de WhatsApp, não os dois.';
  end if;
  return new;
end
$function$;
COMMENT ON FUNCTION public.check_item_roulette() IS 'Trigger before insert or update of roulette or split on qr_codes and short_links: refuses an invalid WhatsApp roulette, or one beside an A/B test (22023, pt-BR).';
GRANT EXECUTE ON FUNCTION public.check_item_roulette() TO service_role;

CREATE OR REPLACE FUNCTION public.check_item_routes()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_problem text := coalesce(public.routes_problem(new.routes), public.split_problem(new.split));
  v_old text[] := case when tg_op = 'UPDATE'
                       then public.route_urls(old.routes) || public.route_urls(old.split)
                       else '{}' end;
  v_url text;
begin
  if v_problem is not null then
    raise exception using errcode = '22023', message = v_problem;
  end if;
  if new.routes = '[]'::jsonb then
    new.routes := null;
  end if;
  if new.split = '[]'::jsonb then
    new.split := null;
  end if;
  foreach v_url in array public.route_urls(new.routes) || public.route_urls(new.split) loop
    if not (v_url = any (v_old)) then
      perform public.screen_destination(v_url);
    end if;
  end loop;
  return new;
end
$function$;
COMMENT ON FUNCTION public.check_item_routes() IS 'Trigger before insert or update of routes or split on qr_codes and short_links: refuses invalid smart routes or A/B tests (22023, pt-BR), stores an empty list as null, and screens each new destination.';
GRANT EXECUTE ON FUNCTION public.check_item_routes() TO service_role;

CREATE OR REPLACE FUNCTION public.check_page()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_problem text := coalesce(public.page_content_problem(new.kind, new.content),
                             case new.kind
                               when 'links' then public.page_socials_problem(new.content)
                               when 'menu' then public.menu_pdf_problem(new.content) end);
  v_button jsonb;
  v_limit integer;
begin
  if v_problem is not null then
    raise exception using errcode = '22023', message = v_problem;
  end if;
  new.slug := lower(new.slug);
  if new.kind = 'card' then
    if new.content->>'website' is not null then
      perform public.screen_destination(new.content->>'website');
    end if;
  else
    for v_button in select value from jsonb_array_elements(new.content->'buttons') loop
      if v_button->>'kind' not in ('email', 'phone', 'whatsapp', 'pix') then
        perform public.screen_destination(v_button->>'target');
      end if;
    end loop;
    for v_button in select value from jsonb_array_elements(coalesce(new.content->'socials', '[]')) loop
      perform public.screen_destination(v_button->>'target');
    end loop;
    if new.content->>'pdfUrl' is not null then
      perform public.screen_destination(new.content->>'pdfUrl');
    end if;
  end if;
  if tg_op = 'INSERT' then
    -- Counted under a lock on the workspace: two pages made at once cannot both take the last.
    perform 1 from public.workspaces w where w.id = new.workspace_id for update;
    select coalesce(pl.max_pages, 1) into v_limit
      from public.workspace_members m
      join public.profiles p on p.id = m.user_id
      left join public.plans pl on pl.id = p.plan_id
     where m.workspace_id = new.workspace_id and m.role = 'owner';
    if (select count(*) from public.pages g where g.workspace_id = new.workspace_id)
       >= coalesce(v_limit, 1) then
      raise exception using errcode = 'P0001', hint = 'page_limit',
        message = format('O plano deste espaço de trabalho permite %s página(s). Exclua uma ou faça upgrade do plano.', coalesce(v_limit, 1));
    end if;
  end if;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.check_page() IS 'Trigger before insert or update on pages: refuses invalid content (22023, pt-BR), screens every address a button, a social icon or a menu''s PDF opens, and on insert keeps the workspace within its owner''s plan''s max_pages (P0001 page_limit), counted under a lock on the workspace.';
GRANT EXECUTE ON FUNCTION public.check_page() TO service_role;

CREATE OR REPLACE FUNCTION public.check_request()
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.require_usable_session(auth.jwt());
end
$function$;
COMMENT ON FUNCTION public.check_request() IS 'PostgREST pre-request (hosted Supabase): refuses a session of a blocked account, and one that must still verify its two-factor code.';
GRANT EXECUTE ON FUNCTION public.check_request() TO anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.claim_short_link_names()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' then
    delete from public.short_link_names n where n.short_link_id = new.id;
  end if;
  begin
    insert into public.short_link_names (name, short_link_id) values (lower(new.short_code), new.id);
  exception when unique_violation then
    raise exception using errcode = '23505',
      message = 'Ocorreu um erro ao gerar o código curto. Tente novamente.',
      hint = 'short_code_taken';
  end;
  if new.custom_alias is not null and lower(new.custom_alias) <> lower(new.short_code) then
    begin
      insert into public.short_link_names (name, short_link_id) values (lower(new.custom_alias), new.id);
    exception when unique_violation then
      raise exception using errcode = '23505',
        message = 'Este alias personalizado já está sendo utilizado. Por favor, escolha outro.',
        hint = 'custom_alias_taken';
    end;
  end if;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.claim_short_link_names() IS 'Trigger after short_links insert/edit: reserves code and alias in the one case-insensitive namespace (23505 when taken).';
-- public.claim_short_link_names(): executable by its owner only

CREATE OR REPLACE FUNCTION public.claim_webhook_deliveries(p_limit integer, p_lock_seconds integer)
 RETURNS TABLE(id uuid, url text, secret text, event text, payload jsonb, attempts integer, created_at timestamp with time zone)
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with due as (
    select d.id from public.webhook_deliveries d
    where d.status = 'pending' and d.next_attempt_at <= now()
      and (d.locked_until is null or d.locked_until < now())
    order by d.next_attempt_at
    limit greatest(p_limit, 0)
    for update skip locked
  ),
  claimed as (
    update public.webhook_deliveries d
    set attempts = d.attempts + 1, locked_until = now() + make_interval(secs => p_lock_seconds)
    from due where d.id = due.id
    returning d.id, d.webhook_id, d.event, d.payload, d.attempts, d.created_at
  )
  select c.id, w.url, w.secret, c.event, c.payload, c.attempts, c.created_at
  from claimed c join public.webhooks w on w.id = c.webhook_id
$function$;
COMMENT ON FUNCTION public.claim_webhook_deliveries(p_limit integer, p_lock_seconds integer) IS 'Server only: claims up to p_limit due webhook deliveries (with their URL and secret) for p_lock_seconds and counts the attempt.';
GRANT EXECUTE ON FUNCTION public.claim_webhook_deliveries(p_limit integer, p_lock_seconds integer) TO service_role;

CREATE OR REPLACE FUNCTION public.clip(p_text text, p_max integer DEFAULT 512)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select nullif(left(p_text, p_max), '')
$function$;
COMMENT ON FUNCTION public.clip(p_text text, p_max integer) IS 'Caps a request-derived text (user agent, referrer...) and turns empty into null.';
GRANT EXECUTE ON FUNCTION public.clip(p_text text, p_max integer) TO PUBLIC, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.code_addresses(p_main text, p_ios text, p_android text, p_desktop text, p_routes jsonb, p_split jsonb)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select array[p_main, p_ios, p_android, p_desktop] || public.route_urls(p_routes)
         || public.route_urls(p_split)
$function$;
COMMENT ON FUNCTION public.code_addresses(p_main text, p_ios text, p_android text, p_desktop text, p_routes jsonb, p_split jsonb) IS 'Internal: every address of a dynamic QR code or short link (main, iOS, Android, desktop, nulls kept; then its smart routes'' and A/B variants'' destinations).';
GRANT EXECUTE ON FUNCTION public.code_addresses(p_main text, p_ios text, p_android text, p_desktop text, p_routes jsonb, p_split jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.code_blocked_address(p_urls text[])
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object('url', u.url, 'reason', r.reason)
    from unnest(p_urls) with ordinality as u (url, n)
    cross join lateral (select public.blocked_host_reason(public.destination_host(u.url)) as reason) r
   where u.url is not null and r.reason is not null
   order by u.n
   limit 1
$function$;
COMMENT ON FUNCTION public.code_blocked_address(p_urls text[]) IS 'Internal: {url, reason} of the first address of a code that is blocked for everyone (destination_refusal''s blocked verdict), or null.';
-- public.code_blocked_address(p_urls text[]): executable by its owner only

CREATE OR REPLACE FUNCTION public.code_flagged_address(p_urls text[])
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object('url', u.url, 'threat_type', v.threat_type)
    from unnest(p_urls) with ordinality as u (url, n)
    join public.safe_browsing_verdicts v on v.url = public.safe_browsing_url(u.url)
   where v.threat_type is not null
   order by u.n
   limit 1
$function$;
COMMENT ON FUNCTION public.code_flagged_address(p_urls text[]) IS 'Internal: {url, threat_type} of the first address of a code that Google Safe Browsing flagged (the cached verdict), or null.';
-- public.code_flagged_address(p_urls text[]): executable by its owner only

CREATE OR REPLACE FUNCTION public.code_is_disabled(p_qr_code_id uuid, p_short_link_id uuid, p_owner uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
           select 1 from public.disabled_codes d
            where d.qr_code_id = p_qr_code_id or d.short_link_id = p_short_link_id)
      or exists (
           select 1 from auth.users u where u.id = p_owner and u.banned_until > now())
$function$;
COMMENT ON FUNCTION public.code_is_disabled(p_qr_code_id uuid, p_short_link_id uuid, p_owner uuid) IS 'Internal: true when a code (its QR id or short link id, and its owner) is disabled or its owner is blocked.';
-- public.code_is_disabled(p_qr_code_id uuid, p_short_link_id uuid, p_owner uuid): executable by its owner only

CREATE OR REPLACE FUNCTION public.code_preview(p_kind text, p_key text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_code record;
  v_addresses text[];
begin
  select * into v_code from public.find_public_code(p_kind, p_key) limit 1;
  if not found then
    return null;
  end if;
  select coalesce(q.addresses, l.addresses) into v_addresses
    from (select 1) one
    left join lateral (
      select public.code_addresses(q.target_url, q.ios_url, q.android_url, q.desktop_url,
                                   q.routes, q.split) || public.roulette_chats(q.roulette)
               as addresses
        from public.qr_codes q where q.id = v_code.qr_code_id) q on true
    left join lateral (
      select public.code_addresses(l.original_url, l.ios_url, l.android_url, l.desktop_url,
                                   l.routes, l.split) || public.roulette_chats(l.roulette)
               as addresses
        from public.short_links l where l.id = v_code.short_link_id) l on true;
  return jsonb_build_object(
    'kind', p_kind,
    'destination', v_code.destination,
    'also', coalesce((select jsonb_agg(a.address order by a.first)
                        from (select u.address, min(u.n) as first
                                from unnest(v_addresses) with ordinality as u (address, n)
                               where u.address is not null and u.address <> v_code.destination
                               group by u.address) a), '[]'::jsonb),
    'created_at', v_code.created_at,
    'disabled', public.code_is_disabled(v_code.qr_code_id, v_code.short_link_id, v_code.owner_id)
  );
end;
$function$;
COMMENT ON FUNCTION public.code_preview(p_kind text, p_key text) IS 'Anyone: {kind qr|link, destination, also (every other address it may lead to: per device, smart routes, A/B variants, roulette chats, in order), created_at, disabled} of a dynamic QR code (qr, its id) or short link (link, its code or alias), null when unknown, static or malformed. No owner data, no counts.';
GRANT EXECUTE ON FUNCTION public.code_preview(p_kind text, p_key text) TO anon, authenticated;

CREATE OR REPLACE FUNCTION public.create_api_key(p_name text, p_workspace uuid DEFAULT NULL::uuid, p_scope text DEFAULT 'read_write'::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_name text := btrim(coalesce(p_name, ''));
  v_workspace uuid := coalesce(p_workspace, public.personal_workspace());
  v_key text := 'qrl_' || public.random_token(24);
  v_row public.api_keys;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if char_length(v_name) not between 1 and 100 then
    raise exception using errcode = '22023', message = 'Dê um nome de 1 a 100 caracteres à chave.';
  end if;
  if p_scope is null or p_scope not in ('read_only', 'read_write') then
    raise exception using errcode = '22023', message = 'Escolha a permissão da chave: somente leitura, ou leitura e escrita.';
  end if;
  if v_workspace is null or v_workspace not in (select public.administered_workspaces()) then
    raise exception using errcode = '42501',
      message = 'Só o proprietário e os administradores do espaço de trabalho criam chaves de API.';
  end if;
  perform pg_advisory_xact_lock(hashtext('qrlink.api_keys:' || v_workspace::text));
  if (select count(*) from public.api_keys k
      where k.workspace_id = v_workspace and k.revoked_at is null) >= 10 then
    raise exception using errcode = '22023',
      message = 'Limite de 10 chaves ativas atingido. Revogue alguma antes de criar outra.';
  end if;
  insert into public.api_keys (user_id, workspace_id, scope, name, prefix, key_hash)
  values (v_uid, v_workspace, p_scope, v_name, left(v_key, 12),
    encode(extensions.digest(v_key, 'sha256'), 'hex'))
  returning * into v_row;
  return jsonb_build_object('id', v_row.id, 'name', v_row.name, 'prefix', v_row.prefix,
    'key', v_key, 'scope', v_row.scope, 'workspace_id', v_row.workspace_id,
    'rate_limit_per_minute', v_row.rate_limit_per_minute, 'created_at', v_row.created_at);
end;
$function$;
COMMENT ON FUNCTION public.create_api_key(p_name text, p_workspace uuid, p_scope text) IS 'Owner or admin of p_workspace (default: the caller''s personal one): creates an API key named p_name (1-100 characters; at most 10 active keys per workspace) acting there with the caller''s role, capped by p_scope (read_only, read_write), and answers it once with its metadata; only its SHA-256 is stored.';
GRANT EXECUTE ON FUNCTION public.create_api_key(p_name text, p_workspace uuid, p_scope text) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.create_shared_report(p_kind text, p_target uuid)
 RETURNS public.shared_reports
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_workspace uuid;
  v_row public.shared_reports;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_kind is null or p_kind not in ('qr', 'link', 'page') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  if p_kind = 'qr' then
    select q.workspace_id into v_workspace from public.qr_codes q
    where q.id = p_target and q.workspace_id in (select public.editable_workspaces());
  elsif p_kind = 'link' then
    select l.workspace_id into v_workspace from public.short_links l
    where l.id = p_target and l.workspace_id in (select public.editable_workspaces());
  else
    select g.workspace_id into v_workspace from public.pages g
    where g.id = p_target and g.workspace_id in (select public.editable_workspaces());
  end if;
  if v_workspace is null then
    raise exception using errcode = 'P0002', message = 'Registro não encontrado.';
  end if;
  -- Static codes (Pix, Wi-Fi, vCard...) are never redirected, so they have no visits to show.
  if p_kind = 'qr' and exists (
       select 1 from public.qr_codes q where q.id = p_target and q.target_url is null) then
    raise exception using errcode = '22023',
      message = 'Só QR Codes dinâmicos têm relatório de acessos para compartilhar.';
  end if;
  -- Parallel calls queue on the workspace's row, so the count below is never stale.
  perform 1 from public.workspaces w where w.id = v_workspace for update;
  if (select count(*) from public.shared_reports s
      left join public.qr_codes q on q.id = s.qr_code_id
      left join public.short_links l on l.id = s.short_link_id
      left join public.pages g on g.id = s.page_id
      where coalesce(q.workspace_id, l.workspace_id, g.workspace_id) = v_workspace) >= 100 then
    raise exception using errcode = '22023',
      message = 'Limite de 100 relatórios compartilhados atingido. Revogue algum antes de criar outro.';
  end if;
  insert into public.shared_reports (user_id, token, qr_code_id, short_link_id, page_id)
  values (v_uid, public.random_token(24),
          case when p_kind = 'qr' then p_target end, case when p_kind = 'link' then p_target end,
          case when p_kind = 'page' then p_target end)
  returning * into v_row;
  return v_row;
end;
$function$;
COMMENT ON FUNCTION public.create_shared_report(p_kind text, p_target uuid) IS 'Owner, admin, editor: shares the analytics of a QR code (qr), short link (link) or page (page) of their workspace behind a new random token; at most 100 shares per workspace, counted under a lock on the workspace; dynamic QR codes only. P0002 for an item they may not change.';
GRANT EXECUTE ON FUNCTION public.create_shared_report(p_kind text, p_target uuid) TO authenticated;

CREATE OR REPLACE FUNCTION public.create_short_link(p_original_url text, p_custom_alias text DEFAULT NULL::text, p_description text DEFAULT NULL::text)
 RETURNS public.short_links
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  hourly_limit constant integer := 20;
  v_key text;
  v_alias text := nullif(btrim(p_custom_alias), '');
  v_row public.short_links;
  attempt integer;
begin
  -- Validation first so a bad request does not use up the caller's quota.
  if p_original_url is null or not public.is_http_url(btrim(p_original_url)) then
    raise exception using errcode = '22023',
      message = 'URL inválida: use um endereço http:// ou https:// com até 2048 caracteres.';
  end if;
  if v_alias is not null and v_alias !~ '^[A-Za-z0-9-]{1,50}$' then
    raise exception using errcode = '22023',
      message = 'O alias deve ter de 1 a 50 caracteres: apenas letras, números e hífens.';
  end if;

  -- Without a forwarded IP (direct SQL, tests), signed-in users are limited per account and
  -- anonymous calls share one bucket.
  v_key := coalesce(public.request_client_ip(), 'user:' || (select auth.uid())::text, 'unknown');
  perform pg_advisory_xact_lock(hashtext('qrlink.short_link_rate:' || v_key));
  delete from public.short_link_rate_events e
  where e.client_key = v_key and e.created_at < now() - interval '1 hour';
  if (select count(*) from public.short_link_rate_events e where e.client_key = v_key) >= hourly_limit then
    raise exception using errcode = 'PT429',
      message = 'Limite de links atingido: tente novamente em uma hora.',
      hint = 'rate_limited';
  end if;
  insert into public.short_link_rate_events (client_key) values (v_key);

  for attempt in 1 .. 10 loop
    begin
      insert into public.short_links (user_id, original_url, short_code, custom_alias, description)
      values ((select auth.uid()), p_original_url, public.random_short_code(7), v_alias, p_description)
      returning * into v_row;
      return v_row;
    exception when unique_violation then
      -- A taken alias is final; a random-code collision is retried with a new code.
      if v_alias is not null and exists (
        select 1 from public.short_link_names n where n.name = lower(v_alias)
      ) then
        raise exception using errcode = '23505',
          message = 'Este alias personalizado já está sendo utilizado. Por favor, escolha outro.',
          hint = 'custom_alias_taken';
      end if;
    end;
  end loop;
  raise exception using errcode = '23505',
    message = 'Ocorreu um erro ao gerar o código curto. Tente novamente.',
    hint = 'short_code_taken';
end;
$function$;
COMMENT ON FUNCTION public.create_short_link(p_original_url text, p_custom_alias text, p_description text) IS 'Public short-link tool: validates and trims, picks an unused random 7-character code, owner = caller (null when anonymous), at most 20 links per client IP per hour.';
GRANT EXECUTE ON FUNCTION public.create_short_link(p_original_url text, p_custom_alias text, p_description text) TO anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.create_webhook(p_url text, p_workspace uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_url text := btrim(coalesce(p_url, ''));
  v_workspace uuid := coalesce(p_workspace, public.personal_workspace());
  v_row public.webhooks;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if v_url !~* '^https://' or not public.is_http_url(v_url) then
    raise exception using errcode = '22023',
      message = 'Use um endereço https:// válido, com até 2048 caracteres.';
  end if;
  if v_workspace is null or v_workspace not in (select public.administered_workspaces()) then
    raise exception using errcode = '42501',
      message = 'Só o proprietário e os administradores do espaço de trabalho gerenciam os webhooks.';
  end if;
  perform pg_advisory_xact_lock(hashtext('qrlink.webhooks:' || v_workspace::text));
  if (select count(*) from public.webhooks w where w.workspace_id = v_workspace) >= 5 then
    raise exception using errcode = '22023',
      message = 'Limite de 5 webhooks atingido. Exclua algum antes de criar outro.';
  end if;
  insert into public.webhooks (user_id, workspace_id, url, secret)
  values (v_uid, v_workspace, v_url, 'whsec_' || public.random_token(24))
  returning * into v_row;
  return jsonb_build_object('id', v_row.id, 'url', v_row.url, 'created_at', v_row.created_at,
    'secret', v_row.secret);
end;
$function$;
COMMENT ON FUNCTION public.create_webhook(p_url text, p_workspace uuid) IS 'Owner or admin of p_workspace (default: the caller''s personal one): registers an https webhook there (at most 5 per workspace) and answers it with its signing secret, shown this once.';
GRANT EXECUTE ON FUNCTION public.create_webhook(p_url text, p_workspace uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.create_workspace(p_name text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_name text := btrim(coalesce(p_name, ''));
  v_room record;
  v_id uuid;
begin
  if v_uid is null then
    perform public.workspace_refused();
  end if;
  if v_name = '' then
    raise exception using errcode = '22023', message = 'Dê um nome ao espaço de trabalho.';
  end if;
  if char_length(v_name) > 80 then
    raise exception using errcode = '22023',
      message = 'O nome do espaço de trabalho pode ter no máximo 80 caracteres.';
  end if;
  select * into v_room from public.workspace_room(v_uid);
  if v_room.owned >= v_room.allowed then
    raise exception using errcode = '22023', message = format(
      'Seu plano permite %s espaço(s) de trabalho. Faça upgrade para criar mais.', v_room.allowed);
  end if;
  insert into public.workspaces (name, created_by) values (v_name, v_uid) returning id into v_id;
  insert into public.workspace_members (workspace_id, user_id, role) values (v_id, v_uid, 'owner');
  return v_id;
end;
$function$;
COMMENT ON FUNCTION public.create_workspace(p_name text) IS 'Makes a team workspace owned by the caller, within their plan''s max_workspaces (the personal one counts). 22023 with a pt-BR message for a bad name or the limit.';
GRANT EXECUTE ON FUNCTION public.create_workspace(p_name text) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.decline_workspace_invitation(p_token text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_invitation public.workspace_invitations := public.open_invitation_for_caller(p_token);
begin
  update public.workspace_invitations set answered_at = now(), accepted = false
  where id = v_invitation.id;
end;
$function$;
COMMENT ON FUNCTION public.decline_workspace_invitation(p_token text) IS 'The invitee declines an invitation; it cannot be used afterwards.';
GRANT EXECUTE ON FUNCTION public.decline_workspace_invitation(p_token text) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.delete_user_data_and_auth()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  delete from auth.users u where u.id = v_uid;
end;
$function$;
COMMENT ON FUNCTION public.delete_user_data_and_auth() IS 'Deletes the caller''s account and all their data (cascade). 42501 when not logged in, P0001 for the last admin.';
GRANT EXECUTE ON FUNCTION public.delete_user_data_and_auth() TO authenticated;

CREATE OR REPLACE FUNCTION public.delete_user_logo_files()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  begin
    delete from storage.objects o
    where o.bucket_id = 'qr_logos' and (storage.foldername(o.name))[1] = old.id::text;
  exception when others then
    raise warning 'logo files of user % were not deleted: %', old.id, sqlerrm;
  end;
  return old;
end;
$function$;
COMMENT ON FUNCTION public.delete_user_logo_files() IS 'Trigger after profiles delete: removes the user''s qr_logos objects (best effort on hosted Supabase, where SQL deletes of storage.objects are blocked).';
-- public.delete_user_logo_files(): executable by its owner only

CREATE OR REPLACE FUNCTION public.delete_workspace(p_workspace uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.require_owned_team_workspace(p_workspace,
    'O espaço pessoal só é excluído com a conta.');
  delete from public.workspaces where id = p_workspace;
end;
$function$;
COMMENT ON FUNCTION public.delete_workspace(p_workspace uuid) IS 'Owner: deletes a team workspace and its memberships (a personal one goes only with its account).';
GRANT EXECUTE ON FUNCTION public.delete_workspace(p_workspace uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.delete_workspace_logo_files()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  begin
    delete from storage.objects o
    where o.bucket_id in ('qr_logos', 'page_files') and (storage.foldername(o.name))[1] = old.id::text;
  exception when others then
    raise warning 'logo files of workspace % were not deleted: %', old.id, sqlerrm;
  end;
  return old;
end;
$function$;
COMMENT ON FUNCTION public.delete_workspace_logo_files() IS 'Trigger after workspaces delete: removes the workspace''s folders of qr_logos and page_files objects (best effort on hosted Supabase, where SQL deletes of storage.objects are blocked).';
-- public.delete_workspace_logo_files(): executable by its owner only

CREATE OR REPLACE FUNCTION public.destination_host(p_url text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select rtrim(lower(coalesce(
    substring(p_url from '^[A-Za-z]+://\[([^\]]+)\]'),
    substring(p_url from '^[A-Za-z]+://([^/?#:]+)')
  )), '.')
$function$;
COMMENT ON FUNCTION public.destination_host(p_url text) IS 'The lower-case host of an http(s) URL (no port, brackets or final dot); null when it has none.';
GRANT EXECUTE ON FUNCTION public.destination_host(p_url text) TO service_role;

CREATE OR REPLACE FUNCTION public.destination_refusal(p_url text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_host text := public.destination_host(p_url);
  v_path text := lower(coalesce(substring(p_url from '^[A-Za-z]+://[^/?#]+(/[^?#]*)'), '/'));
  v_blocked text;
begin
  if v_host is null then
    return null;
  end if;
  v_blocked := public.blocked_host_reason(v_host);
  if v_blocked is not null then
    return jsonb_build_object('verdict', 'blocked', 'reason', v_blocked);
  end if;
  if v_host ~ '^[0-9]{1,3}(\.[0-9]{1,3}){3}$' or v_host like '%:%' then
    return jsonb_build_object('verdict', 'suspicious', 'reason', 'ele aponta para um endereço IP');
  end if;
  if v_host ~ '(^|\.)xn--' then
    return jsonb_build_object('verdict', 'suspicious',
      'reason', 'o domínio usa letras de outros alfabetos, que podem imitar outro endereço');
  end if;
  if v_host in ('bit.ly', 'tinyurl.com', 't.co', 'goo.gl', 'is.gd', 'v.gd', 'cutt.ly', 'ow.ly',
                'rebrand.ly', 'shorturl.at', 'tiny.cc', 'rb.gy', 's.id', 'buff.ly', 'bl.ink',
                't.ly', 'encurtador.com.br', 'encurta.net', 'short.io', 'dub.sh', 'kutt.it')
     or v_host like '%.bit.ly' then
    return jsonb_build_object('verdict', 'suspicious', 'reason', 'ele leva a outro encurtador de links');
  end if;
  if v_path ~ '\.(exe|msi|scr|bat|cmd|apk|jar|vbs|ps1|dmg|pkg|appx|msix)$' then
    return jsonb_build_object('verdict', 'suspicious', 'reason', 'ele baixa um programa');
  end if;
  if v_path ~ '(^|/)(login|signin|sign-in|logon|wp-login\.php|verify|verificar|validar|atualizar-?(dados|cadastro)?|recadastr[a-z]*|desbloque[a-z]*)(/|\.|$)' then
    return jsonb_build_object('verdict', 'suspicious', 'reason', 'ele pede login ou dados da conta');
  end if;
  return null;
end
$function$;
COMMENT ON FUNCTION public.destination_refusal(p_url text) IS 'Destination screening: {verdict blocked|suspicious, reason} for an address our codes may not lead to, null when fine (local rules and the admins'' blocklist).';
GRANT EXECUTE ON FUNCTION public.destination_refusal(p_url text) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.destinations_to_check(p_limit integer DEFAULT 500)
 RETURNS TABLE(url text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_limit is null or p_limit not between 1 and 5000 then
    raise exception using errcode = '22023', message = 'Limite inválido: de 1 a 5000.';
  end if;
  return query
    with addresses as (
      select a.address, q.created_at
        from public.qr_codes q
        cross join lateral (values (q.target_url), (q.ios_url), (q.android_url), (q.desktop_url))
          as a (address)
       where q.target_url is not null and a.address is not null
      union all
      select a.address, l.created_at
        from public.short_links l
        cross join lateral (values (l.original_url), (l.ios_url), (l.android_url), (l.desktop_url))
          as a (address)
       where a.address is not null
      union all
      -- A smart route's or an A/B variant's destination is an address the code leads to.
      select r.address, q.created_at
        from public.qr_codes q
        cross join lateral unnest(public.route_urls(q.routes) || public.route_urls(q.split))
          as r (address)
       where q.routes is not null or q.split is not null
      union all
      select r.address, l.created_at
        from public.short_links l
        cross join lateral unnest(public.route_urls(l.routes) || public.route_urls(l.split))
          as r (address)
       where l.routes is not null or l.split is not null
    ), written as (
      select a.address, max(a.created_at) as newest from addresses a group by a.address
    ), keyed as (
      -- An address that is a verdict's key is already written as the cache keeps it: only the
      -- others are rewritten (which costs, on PGlite in the server's thread, every minute).
      select coalesce(v.url, public.safe_browsing_url(w.address)) as address, w.newest
        from written w
        left join public.safe_browsing_verdicts v on v.url = w.address
    ), destinations as (
      select k.address, max(k.newest) as newest from keyed k group by k.address
    )
    select d.address
      from destinations d
      left join public.safe_browsing_verdicts v on v.url = d.address
     where v.url is null or v.checked_at < now() - interval '24 hours'
     order by d.newest desc, d.address
     limit p_limit;
end;
$function$;
COMMENT ON FUNCTION public.destinations_to_check(p_limit integer) IS 'Server only (service_role): up to p_limit distinct destinations (main, per device and of smart routes, as safe_browsing_url writes them) of dynamic QR codes and short links that Google Safe Browsing has no verdict on, or none younger than 24 hours; newest codes first.';
GRANT EXECUTE ON FUNCTION public.destinations_to_check(p_limit integer) TO service_role;

CREATE OR REPLACE FUNCTION public.domain_hostname_problem(p_hostname text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when p_hostname is null or char_length(p_hostname) > 253
      or p_hostname !~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$'
      then 'Informe um domínio válido, como links.minhaloja.com.br.'
  end
$function$;
COMMENT ON FUNCTION public.domain_hostname_problem(p_hostname text) IS 'Null when a domain may be added (lowercase letters, digits and hyphens in labels of 1 to 63, a top-level name of letters, at most 253 characters), else the pt-BR reason.';
GRANT EXECUTE ON FUNCTION public.domain_hostname_problem(p_hostname text) TO service_role;

CREATE OR REPLACE FUNCTION public.drop_visit_rollups()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_kind text := case tg_table_name when 'qr_codes' then 'qr' when 'pages' then 'page' else 'link' end;
begin
  delete from public.visit_rollups r using old_rows o where r.kind = v_kind and r.target_id = o.id;
  delete from public.visit_day_visitors r using old_rows o where r.kind = v_kind and r.target_id = o.id;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.drop_visit_rollups() IS 'Trigger (per statement) on qr_codes, short_links and pages: deletes the rollups of deleted codes and pages.';
GRANT EXECUTE ON FUNCTION public.drop_visit_rollups() TO service_role;

CREATE OR REPLACE FUNCTION public.editable_workspaces()
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid()) and m.role in ('owner', 'admin', 'editor')
    and m.workspace_id = coalesce((select public.api_key_workspace()), m.workspace_id)
    and (select public.api_key_writes())
$function$;
COMMENT ON FUNCTION public.editable_workspaces() IS 'The workspaces whose items the caller may create, change and delete (owner, admin, editor; under an API key, its workspace only, and none if the key is read-only).';
GRANT EXECUTE ON FUNCTION public.editable_workspaces() TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.enforce_registration_setting()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if public.registrations_allowed() then
    return new;
  end if;
  if current_setting('qrlink.bootstrap_admin', true) = 'on'
     and current_user not in ('anon', 'authenticated', 'service_role') then
    return new;
  end if;
  raise exception using
    errcode = '42501',
    message = 'Novos cadastros estão temporariamente desativados.',
    hint = 'registrations_disabled';
end;
$function$;
COMMENT ON FUNCTION public.enforce_registration_setting() IS 'Trigger before insert on auth.users: refuses sign-ups while allow_new_registrations is off (first-admin bootstrap excepted).';
-- public.enforce_registration_setting(): executable by its owner only

CREATE OR REPLACE FUNCTION public.ensure_personal_workspace(p_user uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_id uuid;
begin
  select w.id into v_id from public.workspaces w where w.personal_of = p_user;
  if v_id is null then
    insert into public.workspaces (name, personal_of, created_by)
    values ('Pessoal', p_user, p_user)
    returning id into v_id;
    insert into public.workspace_members (workspace_id, user_id, role)
    values (v_id, p_user, 'owner');
  end if;
  return v_id;
end;
$function$;
COMMENT ON FUNCTION public.ensure_personal_workspace(p_user uuid) IS 'Internal: the personal workspace of an account (made, with the account as its owner, when it has none). Called by the profile trigger and by this migration for the accounts that exist.';
-- public.ensure_personal_workspace(p_user uuid): executable by its owner only

CREATE OR REPLACE FUNCTION public.ensure_visit_partition(p_table text, p_month date)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
COMMENT ON FUNCTION public.ensure_visit_partition(p_table text, p_month date) IS 'Internal: makes the month partition of qr_code_scans or link_clicks (moving that month''s rows out of the default partition); true when it made one.';
-- public.ensure_visit_partition(p_table text, p_month date): executable by its owner only

CREATE OR REPLACE FUNCTION public.ensure_visit_partitions(p_months_ahead integer DEFAULT 2)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
COMMENT ON FUNCTION public.ensure_visit_partitions(p_months_ahead integer) IS 'Server: makes the month partitions of the visit logs from this month to p_months_ahead ahead, and for every month found in their default partitions (moving those rows). Answers how many it made.';
GRANT EXECUTE ON FUNCTION public.ensure_visit_partitions(p_months_ahead integer) TO service_role;

CREATE OR REPLACE FUNCTION public.expire_lapsed_plans(p_renewal_grace interval DEFAULT '3 days'::interval)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_expired integer;
begin
  with lapsed as (
    select pr.id, pr.plan_id, pr.plan_renews_at
    from public.profiles pr
    where pr.plan_id <> 'free_plan' and pr.plan_renews_at is not null
      and pr.plan_renews_at <= now()
      and (pr.plan_renews_at <= now() - p_renewal_grace
           or not public.plan_renews_automatically(pr.id, pr.plan_id))
    for update of pr skip locked
  ), moved as (
    update public.profiles pr
    set plan_id = 'free_plan', plan_cycle = null, plan_renews_at = null
    from lapsed
    where pr.id = lapsed.id
    returning lapsed.id, lapsed.plan_id, lapsed.plan_renews_at
  )
  insert into public.notifications (user_id, type, message)
  select moved.id, 'other', format('Seu plano %s terminou em %s e sua conta voltou ao plano Grátis.',
    p.name, public.format_br_date(moved.plan_renews_at))
  from moved join public.plans p on p.id = moved.plan_id;
  get diagnostics v_expired = row_count;
  return v_expired;
end;
$function$;
COMMENT ON FUNCTION public.expire_lapsed_plans(p_renewal_grace interval) IS 'Server only (every minute; pg_cron on hosted Supabase): moves accounts whose paid period ended (plus a grace while the plan renews by itself) back to the free plan, telling each user. Answers how many moved.';
GRANT EXECUTE ON FUNCTION public.expire_lapsed_plans(p_renewal_grace interval) TO service_role;

CREATE OR REPLACE FUNCTION public.find_public_code(p_kind text, p_key text)
 RETURNS TABLE(qr_code_id uuid, short_link_id uuid, destination text, created_at timestamp with time zone, owner_id uuid)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_id uuid;
begin
  if p_kind = 'qr' then
    -- Checked before the cast, so a malformed id is "not found" and never an error.
    if p_key is null
       or p_key !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      return;
    end if;
    v_id := p_key::uuid;
    return query
      select q.id, null::uuid, q.target_url, q.created_at, q.user_id
      from public.qr_codes q
      where q.id = v_id and q.target_url is not null;
  elsif p_kind = 'link' then
    if p_key is null or char_length(p_key) > 128 then
      return;
    end if;
    return query
      select null::uuid, l.id, l.original_url, l.created_at, l.user_id
      from public.short_link_names n join public.short_links l on l.id = n.short_link_id
      where n.name = lower(p_key);
  end if;
end;
$function$;
COMMENT ON FUNCTION public.find_public_code(p_kind text, p_key text) IS 'Internal: the dynamic QR code (qr, its id) or short link (link, a code or alias in any case) a public address names; no row when unknown, static or malformed.';
-- public.find_public_code(p_kind text, p_key text): executable by its owner only

CREATE OR REPLACE FUNCTION public.finish_webhook_delivery(p_id uuid, p_delivered boolean, p_status integer, p_error text, p_retry_at timestamp with time zone)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update public.webhook_deliveries d
  set status = case when p_delivered then 'delivered' when p_retry_at is null then 'failed' else 'pending' end,
      last_status = p_status,
      last_error = case when p_delivered then null else left(p_error, 300) end,
      delivered_at = case when p_delivered then now() end,
      next_attempt_at = coalesce(p_retry_at, d.next_attempt_at),
      locked_until = null
  where d.id = p_id
$function$;
COMMENT ON FUNCTION public.finish_webhook_delivery(p_id uuid, p_delivered boolean, p_status integer, p_error text, p_retry_at timestamp with time zone) IS 'Server only: records one delivery attempt (HTTP status or error) and whether and when to retry.';
GRANT EXECUTE ON FUNCTION public.finish_webhook_delivery(p_id uuid, p_delivered boolean, p_status integer, p_error text, p_retry_at timestamp with time zone) TO service_role;

CREATE OR REPLACE FUNCTION public.format_br_date(p_at timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$ select to_char(p_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') $function$;
COMMENT ON FUNCTION public.format_br_date(p_at timestamp with time zone) IS 'A date as Brazilians write it, in São Paulo time (notification texts).';
GRANT EXECUTE ON FUNCTION public.format_br_date(p_at timestamp with time zone) TO service_role;

CREATE OR REPLACE FUNCTION public.get_admin_analytics_overview()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.require_admin();
  return jsonb_build_object(
    'total_users', (select count(*) from public.profiles),
    'new_users_last_30_days', (select count(*) from public.profiles p where p.created_at >= now() - interval '30 days'),
    'total_qr_codes', (select count(*) from public.qr_codes),
    'total_short_links', (select count(*) from public.short_links),
    'total_scans', (select coalesce(sum(q.scan_count), 0) from public.qr_codes q),
    'total_clicks', (select coalesce(sum(l.click_count), 0) from public.short_links l)
  );
end;
$function$;
COMMENT ON FUNCTION public.get_admin_analytics_overview() IS 'Admin: {total_users, new_users_last_30_days, total_qr_codes, total_short_links, total_scans, total_clicks} (scans/clicks = counted, non-bot).';
GRANT EXECUTE ON FUNCTION public.get_admin_analytics_overview() TO authenticated;

CREATE OR REPLACE FUNCTION public.get_all_app_settings()
 RETURNS TABLE(key text, value jsonb)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.require_admin();
  return query select s.key, s.value from public.app_settings s order by s.key;
end;
$function$;
COMMENT ON FUNCTION public.get_all_app_settings() IS 'Admin: every setting as rows of (key, value).';
GRANT EXECUTE ON FUNCTION public.get_all_app_settings() TO authenticated;

CREATE OR REPLACE FUNCTION public.get_all_clients()
 RETURNS TABLE(id uuid, full_name text, email text, role text, plan_id text, created_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.require_admin();
  return query
    select p.id, p.full_name, p.email, p.role, p.plan_id, p.created_at
    from public.profiles p
    order by p.created_at desc, p.id;
end;
$function$;
COMMENT ON FUNCTION public.get_all_clients() IS 'Admin: every profile (id, full_name, email, role, plan_id, created_at), newest first.';
GRANT EXECUTE ON FUNCTION public.get_all_clients() TO authenticated;

CREATE OR REPLACE FUNCTION public.hand_on_workspaces_of_deleted_account()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_workspace uuid;
  v_heir uuid;
begin
  for v_workspace in
    select m.workspace_id from public.workspace_members m
    join public.workspaces w on w.id = m.workspace_id
    where m.user_id = old.id and m.role = 'owner' and w.personal_of is null
  loop
    select m.user_id into v_heir from public.workspace_members m
    where m.workspace_id = v_workspace and m.user_id <> old.id
      -- not an account deleted earlier by the same statement (its cascades run at its end)
      and exists (select 1 from auth.users u where u.id = m.user_id)
    order by case m.role when 'admin' then 1 when 'editor' then 2 else 3 end, m.created_at, m.user_id
    limit 1;
    if v_heir is null then
      delete from public.workspaces w where w.id = v_workspace;
    else
      delete from public.workspace_members m where m.workspace_id = v_workspace and m.user_id = old.id;
      update public.workspace_members m set role = 'owner'
      where m.workspace_id = v_workspace and m.user_id = v_heir;
    end if;
  end loop;

  -- What it made elsewhere passes to the owners (a workspace it owned has one again by now).
  update public.qr_codes i set user_id = m.user_id from public.workspace_members m
  where i.user_id = old.id and m.workspace_id = i.workspace_id and m.role = 'owner' and m.user_id <> old.id;
  update public.short_links i set user_id = m.user_id from public.workspace_members m
  where i.user_id = old.id and m.workspace_id = i.workspace_id and m.role = 'owner' and m.user_id <> old.id;
  update public.folders i set user_id = m.user_id from public.workspace_members m
  where i.user_id = old.id and m.workspace_id = i.workspace_id and m.role = 'owner' and m.user_id <> old.id;
  update public.tags i set user_id = m.user_id from public.workspace_members m
  where i.user_id = old.id and m.workspace_id = i.workspace_id and m.role = 'owner' and m.user_id <> old.id;
  update public.qr_templates i set user_id = m.user_id from public.workspace_members m
  where i.user_id = old.id and m.workspace_id = i.workspace_id and m.role = 'owner' and m.user_id <> old.id;
  return old;
end;
$function$;
COMMENT ON FUNCTION public.hand_on_workspaces_of_deleted_account() IS 'Trigger before an account is deleted: its team workspaces go to their most senior remaining member (or are deleted when empty), and what it made in others'' workspaces passes to their owners, so a team loses nothing when a member leaves for good.';
-- public.hand_on_workspaces_of_deleted_account(): executable by its owner only

CREATE OR REPLACE FUNCTION public.handle_new_user()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.profiles (id, full_name, email)
  values (
    new.id,
    nullif(btrim(left(coalesce(new.raw_user_meta_data ->> 'full_name', ''), 200)), ''),
    new.email
  )
  on conflict (id) do nothing;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.handle_new_user() IS 'Trigger on auth.users insert: creates the profile (role user, free plan).';
-- public.handle_new_user(): executable by its owner only

CREATE OR REPLACE FUNCTION public.import_blocked_domains(p_text text, p_reason text DEFAULT NULL::text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_added integer;
  v_domains jsonb;
begin
  if not (select public.is_admin()) then
    raise exception using errcode = '42501', message = 'Apenas administradores.';
  end if;
  if length(p_text) > 1000000 then
    raise exception using errcode = '22023', message = 'A lista passa de 1 MB.';
  end if;
  perform set_config('qrlink.blocklist_import', 'on', true);
  with lines as (
    select lower(btrim(split_part(line, '#', 1))) as line
      from regexp_split_to_table(coalesce(p_text, ''), '\r?\n') as line
  ), domains as (
    select distinct regexp_replace(
             coalesce(public.destination_host(line), line), '^(\*\.|www\.)', '') as domain
      from lines where line <> ''
  ), added as (
    insert into public.blocked_domains (domain, reason)
    select domain, nullif(btrim(p_reason), '') from domains
     where domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'
       and length(domain) <= 253
    on conflict (domain) do nothing
    returning domain
  )
  select count(*), coalesce(jsonb_agg(domain) filter (where n <= 1000), '[]'::jsonb)
    into v_added, v_domains
    from (select domain, row_number() over (order by domain) as n from added) a;
  perform set_config('qrlink.blocklist_import', '', true);
  perform public.audit_admin_action('blocklist_imported', 'blocklist', null, p_reason,
    jsonb_build_object('added', v_added, 'domains', v_domains));
  return v_added;
end;
$function$;
COMMENT ON FUNCTION public.import_blocked_domains(p_text text, p_reason text) IS 'Admin: adds the domains of a text list (one per line, # comments) to the blocklist; answers how many were new. Audited once as blocklist_imported (the first 1000 new domains listed).';
GRANT EXECUTE ON FUNCTION public.import_blocked_domains(p_text text, p_reason text) TO authenticated;

CREATE OR REPLACE FUNCTION public.increment_qr_scan_count(qr_id_param uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.qr_codes q
  set scan_count = (
    select count(*) from public.qr_code_scans s where s.qr_code_id = q.id and not s.is_bot
  )
  where q.id = qr_id_param
    and (q.workspace_id in (select public.readable_workspaces()) or public.is_admin());
end;
$function$;
COMMENT ON FUNCTION public.increment_qr_scan_count(qr_id_param uuid) IS 'Reconciles scan_count with the scan log for a member of the code''s workspace; a harmless no-op for others (counting happens in resolve_qr_redirect).';
GRANT EXECUTE ON FUNCTION public.increment_qr_scan_count(qr_id_param uuid) TO anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.invite_workspace_member(p_workspace uuid, p_email text, p_role text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_token text := public.random_token(24);
  v_seats record;
  v_id uuid;
begin
  if p_workspace is null or p_workspace not in (select public.administered_workspaces()) then
    perform public.workspace_refused();
  end if;
  if exists (select 1 from public.workspaces w where w.id = p_workspace and w.personal_of is not null) then
    raise exception using errcode = '22023', message =
      'O espaço pessoal é só seu. Crie um espaço de trabalho de equipe para convidar pessoas.';
  end if;
  if char_length(v_email) > 254
     or v_email !~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$' then
    raise exception using errcode = '22023', message = 'Informe um e-mail válido.';
  end if;
  if p_role is null or p_role not in ('admin', 'editor', 'viewer') then
    raise exception using errcode = '22023',
      message = 'Escolha o papel: Administrador, Editor ou Leitor.';
  end if;
  if exists (
       select 1 from public.workspace_members m join public.profiles p on p.id = m.user_id
       where m.workspace_id = p_workspace and lower(p.email) = v_email) then
    raise exception using errcode = '23505',
      message = 'Esta pessoa já faz parte do espaço de trabalho.';
  end if;
  -- Parallel invitations queue on the workspace row, so the seats below are never stale.
  perform 1 from public.workspaces w where w.id = p_workspace for update;
  -- Inviting the same address again renews its open invitation: a new token, 7 more days.
  delete from public.workspace_invitations i
  where i.workspace_id = p_workspace and lower(i.email) = v_email and i.answered_at is null;
  select * into v_seats from public.workspace_seats(p_workspace);
  if v_seats.taken >= v_seats.allowed then
    raise exception using errcode = '22023', message = format(
      'O plano do proprietário permite %s membro(s) por espaço de trabalho. Faça upgrade para convidar mais.',
      v_seats.allowed);
  end if;
  insert into public.workspace_invitations (workspace_id, email, role, token_hash, invited_by)
  values (p_workspace, v_email, p_role, encode(extensions.digest(v_token, 'sha256'), 'hex'),
    (select auth.uid()))
  returning id into v_id;
  return jsonb_build_object('id', v_id, 'token', v_token);
end;
$function$;
COMMENT ON FUNCTION public.invite_workspace_member(p_workspace uuid, p_email text, p_role text) IS 'Owner or admin of a team workspace (a personal one takes no members): invites an e-mail address with a role (admin, editor, viewer), within the seats of the owner''s plan; renews an open invitation to the same address. Answers {id, token}: the token is shown once, to be mailed.';
GRANT EXECUTE ON FUNCTION public.invite_workspace_member(p_workspace uuid, p_email text, p_role text) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.is_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin'
  ) and (
    coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
    or not coalesce(
      (select (s.value ->> 'enabled')::boolean from public.app_settings s
        where s.key = 'admin_mfa_required'),
      false)
  )
$function$;
COMMENT ON FUNCTION public.is_admin() IS 'True when the calling user''s profile has role admin and, while admin_mfa_required is on, the session is at aal2.';
GRANT EXECUTE ON FUNCTION public.is_admin() TO anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.is_http_url(p_url text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select p_url is not null
    and length(p_url) <= 2048
    and p_url ~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$'
    and p_url !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]'
    -- user:password@ before the host (the authority is everything up to the first / ? or #).
    and p_url !~* '^https?://[^/?#]*@'
$function$;
COMMENT ON FUNCTION public.is_http_url(p_url text) IS 'True for an absolute http(s) URL with a host, no credentials, no whitespace, no control, bidi or zero-width characters, at most 2048 characters.';
GRANT EXECUTE ON FUNCTION public.is_http_url(p_url text) TO PUBLIC, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.is_string_array(p_value jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_typeof(p_value) = 'array'
    and not exists (
      select 1 from jsonb_array_elements(p_value) as e(item) where jsonb_typeof(e.item) <> 'string'
    )
$function$;
COMMENT ON FUNCTION public.is_string_array(p_value jsonb) IS 'True when the value is a JSON array of strings.';
GRANT EXECUTE ON FUNCTION public.is_string_array(p_value jsonb) TO PUBLIC, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.leave_workspace(p_workspace uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_workspace is null or p_workspace not in (select public.readable_workspaces()) then
    raise exception using errcode = 'P0002', message = 'Espaço de trabalho não encontrado.';
  end if;
  if p_workspace in (select public.owned_workspaces()) then
    raise exception using errcode = '22023', message = case
      when exists (select 1 from public.workspaces w
                   where w.id = p_workspace and w.personal_of is not null)
        then 'O espaço pessoal é seu enquanto a conta existir.'
      else 'Transfira o espaço de trabalho a outro membro antes de sair.' end;
  end if;
  delete from public.workspace_members
  where workspace_id = p_workspace and user_id = (select auth.uid());
end;
$function$;
COMMENT ON FUNCTION public.leave_workspace(p_workspace uuid) IS 'A member leaves a workspace; its owner must hand it on first (and never leaves a personal one).';
GRANT EXECUTE ON FUNCTION public.leave_workspace(p_workspace uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.list_link_clicks(p_short_link_id uuid, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0)
 RETURNS TABLE(id bigint, clicked_at timestamp with time zone, ip_address text, user_agent text, device text, browser text, os text, country text, city text, referrer text, total_count bigint)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET jit TO 'off'
AS $function$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  -- What the plan of the link's workspace keeps (its owner's plan), not the reader's.
  v_from timestamptz := public.visits_kept_since(
    (select l.workspace_id from public.short_links l where l.id = p_short_link_id));
  v_links uuid[] := array(
    select l.id from public.short_links l
    where l.id = p_short_link_id and l.workspace_id in (select public.readable_workspaces()));
  v_log record;
  v_page record;
begin
  select * into v_log from public.visit_log_days('link', v_links, v_from, null);
  select * into v_page from public.visit_log_page(v_log.days, v_log.counts,
    greatest(coalesce(p_offset, 0), 0), v_limit);
  if v_page.newest is null then
    return;
  end if;
  return query
    select c.id, c.clicked_at, c.ip_address, c.user_agent, c.device, c.browser, c.os, c.country,
           c.city, c.referrer, v_page.total
    from public.link_clicks c
    where c.short_link_id = any(v_links)
      and c.clicked_at >= (v_page.oldest::timestamp at time zone 'America/Sao_Paulo')
      and c.clicked_at < ((v_page.newest + 1)::timestamp at time zone 'America/Sao_Paulo')
      and (v_from is null or c.clicked_at >= v_from)
    order by c.clicked_at desc, c.id desc
    limit v_limit offset v_page.skip;
end;
$function$;
COMMENT ON FUNCTION public.list_link_clicks(p_short_link_id uuid, p_limit integer, p_offset integer) IS 'The click log of a short link of the caller''s workspaces, newest first, one page at a time, with the total count (from the rollups); never older than the plan of the link''s workspace (its owner''s) keeps. RLS applies (invoker).';
GRANT EXECUTE ON FUNCTION public.list_link_clicks(p_short_link_id uuid, p_limit integer, p_offset integer) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.list_my_items(p_kind text, p_search text DEFAULT NULL::text, p_folder_id uuid DEFAULT NULL::uuid, p_tag_id uuid DEFAULT NULL::uuid, p_sort text DEFAULT 'created_at'::text, p_ascending boolean DEFAULT false, p_limit integer DEFAULT 20, p_offset integer DEFAULT 0, p_workspace uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
  v_pattern text;
  v_query tsquery;
  v_no_folder constant uuid := '00000000-0000-0000-0000-000000000000';
  v_sql text;
  v_result jsonb;
begin
  if p_kind not in ('qr', 'short_link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  if p_sort is null or p_sort not in ('created_at', 'visits') then
    raise exception using errcode = '22023', message = 'Ordenação inválida.';
  end if;
  if p_limit is null or p_limit not between 1 and 1000 or p_offset is null or p_offset < 0 then
    raise exception using errcode = '22023', message = 'Paginação inválida.';
  end if;
  if char_length(v_search) > 200 then
    raise exception using errcode = '22023', message = 'A busca deve ter no máximo 200 caracteres.';
  end if;
  v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  v_query := public.search_query(v_search);

  v_sql := format($q$
    with matching as (
      select i.*, i.%2$I as visits
      from public.%1$I i
      where i.workspace_id in (select public.readable_workspaces())
        and i.workspace_id = coalesce($8, public.personal_workspace())
        and ($1::uuid is null or ($1 = %5$L and i.folder_id is null) or i.folder_id = $1)
        and ($2::uuid is null or exists (select 1 from public.%3$I x where x.%4$I = i.id and x.tag_id = $2))
        and ($3::text is null
             or ($4::tsquery is not null and i.search_vector @@ $4)
             or %6$s ilike $5
             or exists (select 1 from public.%3$I x join public.tags t on t.id = x.tag_id
                        where x.%4$I = i.id and t.name ilike $5))
    )
    select jsonb_build_object(
      'total', (select count(*) from matching),
      'rows', coalesce((
        select jsonb_agg(to_jsonb(page) - 'search_vector' - 'visits' || jsonb_build_object('tags', (
                 select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name)
                                           order by lower(t.name)), '[]')
                 from public.%3$I x join public.tags t on t.id = x.tag_id
                 where x.%4$I = page.id)))
        from (select * from matching order by %7$s %8$s, created_at desc, id limit $6 offset $7) page
      ), '[]'::jsonb))$q$,
    case p_kind when 'qr' then 'qr_codes' else 'short_links' end,
    case p_kind when 'qr' then 'scan_count' else 'click_count' end,
    case p_kind when 'qr' then 'qr_code_tags' else 'short_link_tags' end,
    case p_kind when 'qr' then 'qr_code_id' else 'short_link_id' end,
    v_no_folder,
    case p_kind when 'qr' then 'coalesce(i.target_url, i.payload)'
      else $e$(i.original_url || ' ' || i.short_code || ' ' || coalesce(i.custom_alias, '') || ' ' || coalesce(i.description, ''))$e$ end,
    case p_sort when 'visits' then 'visits' else 'created_at' end,
    case when p_ascending then 'asc' else 'desc' end);
  execute v_sql into v_result
  using p_folder_id, p_tag_id, v_search, v_query, v_pattern, p_limit, p_offset, p_workspace;
  return v_result;
end;
$function$;
COMMENT ON FUNCTION public.list_my_items(p_kind text, p_search text, p_folder_id uuid, p_tag_id uuid, p_sort text, p_ascending boolean, p_limit integer, p_offset integer, p_workspace uuid) IS 'One page {total, rows: [item columns + tags [{id, name}]]} of the QR codes (p_kind qr) or short links (short_link) of a workspace the caller belongs to (null: their personal one), filtered by folder (the zero uuid: no folder) and tag, searched by full-text words or substring (address or static content, texts, tag names), sorted by created_at or visits. RLS decides what is seen.';
GRANT EXECUTE ON FUNCTION public.list_my_items(p_kind text, p_search text, p_folder_id uuid, p_tag_id uuid, p_sort text, p_ascending boolean, p_limit integer, p_offset integer, p_workspace uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.list_qr_scans(p_qr_code_id uuid DEFAULT NULL::uuid, p_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_to timestamp with time zone DEFAULT NULL::timestamp with time zone, p_search text DEFAULT NULL::text, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0, p_workspace uuid DEFAULT NULL::uuid)
 RETURNS TABLE(id bigint, scanned_at timestamp with time zone, user_agent text, device text, browser text, os text, qr_code_id uuid, target_url text, total_count bigint)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET jit TO 'off'
AS $function$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset bigint := greatest(coalesce(p_offset, 0), 0);
  v_search text := nullif(lower(btrim(p_search)), '');
  -- What the plan of the workspace read keeps (its owner's plan), not the reader's.
  v_from timestamptz := greatest(p_from, public.visits_kept_since(
    case when p_qr_code_id is not null
         then (select q.workspace_id from public.qr_codes q where q.id = p_qr_code_id)
         else coalesce(p_workspace, public.personal_workspace()) end));
  v_codes uuid[] := array(
    select q.id from public.qr_codes q
    where q.workspace_id in (select public.readable_workspaces())
      and (q.id = p_qr_code_id
           or (p_qr_code_id is null and q.workspace_id = coalesce(p_workspace, public.personal_workspace()))));
  v_log record;
  v_page record;
begin
  if v_search is not null then
    return query
      select s.id, s.scanned_at, s.user_agent, s.device, s.browser, s.os, q.id, q.target_url,
             count(*) over () as total_count
      from public.qr_code_scans s
      join public.qr_codes q on q.id = s.qr_code_id
      where s.qr_code_id = any(v_codes)
        and (v_from is null or s.scanned_at >= v_from)
        and (p_to is null or s.scanned_at <= p_to)
        and (strpos(lower(q.target_url), v_search) > 0
             or strpos(lower(coalesce(s.user_agent, '')), v_search) > 0)
      order by s.scanned_at desc, s.id desc
      limit v_limit offset v_offset;
    return;
  end if;
  select * into v_log from public.visit_log_days('qr', v_codes, v_from, p_to);
  select * into v_page from public.visit_log_page(v_log.days, v_log.counts, v_offset, v_limit);
  if v_page.newest is null then
    return;
  end if;
  return query
    select s.id, s.scanned_at, s.user_agent, s.device, s.browser, s.os, q.id, q.target_url,
           v_page.total
    from public.qr_code_scans s
    join public.qr_codes q on q.id = s.qr_code_id
    where s.qr_code_id = any(v_codes)
      and s.scanned_at >= (v_page.oldest::timestamp at time zone 'America/Sao_Paulo')
      and s.scanned_at < ((v_page.newest + 1)::timestamp at time zone 'America/Sao_Paulo')
      and (v_from is null or s.scanned_at >= v_from)
      and (p_to is null or s.scanned_at <= p_to)
    order by s.scanned_at desc, s.id desc
    limit v_limit offset v_page.skip;
end;
$function$;
COMMENT ON FUNCTION public.list_qr_scans(p_qr_code_id uuid, p_from timestamp with time zone, p_to timestamp with time zone, p_search text, p_limit integer, p_offset integer, p_workspace uuid) IS 'The scans of one QR code of the caller''s workspaces (or of all in p_workspace, null: their personal one), newest first, filtered by date range and text (target URL or user agent, any case), one page at a time, with the total count (from the rollups and the rows of days the range cuts, unless searching); never older than the plan of the workspace (its owner''s) keeps. RLS applies (invoker).';
GRANT EXECUTE ON FUNCTION public.list_qr_scans(p_qr_code_id uuid, p_from timestamp with time zone, p_to timestamp with time zone, p_search text, p_limit integer, p_offset integer, p_workspace uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.list_workspace_activity(p_workspace uuid, p_action text DEFAULT NULL::text, p_actor uuid DEFAULT NULL::uuid, p_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_to timestamp with time zone DEFAULT NULL::timestamp with time zone, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
begin
  if p_workspace is null or p_workspace not in (select public.readable_workspaces()) then
    raise exception using errcode = 'P0002', message = 'Espaço de trabalho não encontrado.';
  end if;
  if p_action is not null and p_action not in ('created', 'edited', 'moved', 'deleted') then
    raise exception using errcode = '22023', message = 'Ação inválida.';
  end if;
  return (
    with matching as (
      select a.* from public.workspace_activity a
      where a.workspace_id = p_workspace
        and (p_action is null or a.action = p_action)
        and (p_actor is null or a.actor_id = p_actor)
        and (p_from is null or a.at >= p_from)
        and (p_to is null or a.at <= p_to)
    )
    select jsonb_build_object(
      'total', (select count(*) from matching),
      'rows', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', page.id, 'at', page.at, 'action', page.action, 'item_kind', page.item_kind,
                 'item_id', page.item_id, 'item_label', page.item_label, 'actor_id', page.actor_id,
                 'actor', coalesce(nullif(btrim(p.full_name), ''), p.email))
               order by page.at desc, page.id desc)
        from (select * from matching order by at desc, id desc limit v_limit offset v_offset) page
        left join public.profiles p on p.id = page.actor_id
      ), '[]'::jsonb))
  );
end;
$function$;
COMMENT ON FUNCTION public.list_workspace_activity(p_workspace uuid, p_action text, p_actor uuid, p_from timestamp with time zone, p_to timestamp with time zone, p_limit integer, p_offset integer) IS 'Any member: one page {total, rows: [{id, at, action, item_kind, item_id, item_label, actor_id, actor (name or e-mail)}]} of a workspace''s ''Atividade'', newest first, filtered by action, person and period; P0002 for a workspace the caller is not in.';
GRANT EXECUTE ON FUNCTION public.list_workspace_activity(p_workspace uuid, p_action text, p_actor uuid, p_from timestamp with time zone, p_to timestamp with time zone, p_limit integer, p_offset integer) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.list_workspace_members(p_workspace uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_workspace is null or p_workspace not in (select public.readable_workspaces()) then
    raise exception using errcode = 'P0002', message = 'Espaço de trabalho não encontrado.';
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
             'user_id', m.user_id, 'full_name', p.full_name, 'email', p.email, 'role', m.role,
             'joined_at', m.created_at)
           order by case m.role when 'owner' then 0 when 'admin' then 1 when 'editor' then 2 else 3 end,
                    lower(coalesce(p.full_name, p.email)), m.user_id), '[]'::jsonb)
    from public.workspace_members m
    join public.profiles p on p.id = m.user_id
    where m.workspace_id = p_workspace);
end;
$function$;
COMMENT ON FUNCTION public.list_workspace_members(p_workspace uuid) IS 'Any member: the members of a workspace [{user_id, full_name, email, role, joined_at}], the owner first, then by role and name; P0002 for a workspace the caller is not in.';
GRANT EXECUTE ON FUNCTION public.list_workspace_members(p_workspace uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.make_personal_workspace()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.ensure_personal_workspace(new.id);
  return new;
end;
$function$;
COMMENT ON FUNCTION public.make_personal_workspace() IS 'Trigger on profiles insert: the new account''s personal workspace.';
-- public.make_personal_workspace(): executable by its owner only

CREATE OR REPLACE FUNCTION public.managed_member_role(p_workspace uuid, p_user uuid)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_role text;
begin
  if p_workspace is null or p_workspace not in (select public.administered_workspaces()) then
    perform public.workspace_refused();
  end if;
  select m.role into v_role from public.workspace_members m
  where m.workspace_id = p_workspace and m.user_id = p_user;
  if v_role is null then
    raise exception using errcode = 'P0002', message = 'Membro não encontrado.';
  end if;
  if v_role = 'owner' then
    raise exception using errcode = '22023',
      message = 'O proprietário só muda quando o espaço é transferido.';
  end if;
  return v_role;
end;
$function$;
COMMENT ON FUNCTION public.managed_member_role(p_workspace uuid, p_user uuid) IS 'Internal: the role of the member an owner or admin changes or removes; refuses other callers (42501), a missing member (P0002) and the owner (22023).';
-- public.managed_member_role(p_workspace uuid, p_user uuid): executable by its owner only

CREATE OR REPLACE FUNCTION public.mark_destination_recheck()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.destination_recheck set version = version + 1, changed_at = now() where id;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.mark_destination_recheck() IS 'Trigger on blocked_domains (each statement): marks that every code must be rechecked against the blocklist (recheck_destinations).';
-- public.mark_destination_recheck(): executable by its owner only

CREATE OR REPLACE FUNCTION public.mark_destination_recheck_for_code()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (
    select 1 from public.disabled_codes d
     where d.source = 'blocklist'
       and ((tg_table_name = 'qr_codes' and d.qr_code_id = new.id)
            or (tg_table_name = 'short_links' and d.short_link_id = new.id))
  ) then
    update public.destination_recheck set version = version + 1, changed_at = now() where id;
  end if;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.mark_destination_recheck_for_code() IS 'Trigger on qr_codes and short_links address changes: marks a recheck due when the code is one the blocklist disabled.';
-- public.mark_destination_recheck_for_code(): executable by its owner only

CREATE OR REPLACE FUNCTION public.mark_visits_kept_on_plan_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_months integer;
begin
  select visit_retention_months into v_months from public.plans where id = old.plan_id;
  if v_months is not null then
    new.visits_deleted_before :=
      greatest(old.visits_deleted_before, now() - make_interval(months => v_months));
  end if;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.mark_visits_kept_on_plan_change() IS 'Trigger: on a change of plan, keeps in profiles.visits_deleted_before the horizon of the plan left (its visits older than that may be gone).';
GRANT EXECUTE ON FUNCTION public.mark_visits_kept_on_plan_change() TO service_role;

CREATE OR REPLACE FUNCTION public.mark_visits_kept_on_retention_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  update public.profiles
  set visits_deleted_before =
    greatest(visits_deleted_before, now() - make_interval(months => old.visit_retention_months))
  where plan_id = new.id;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.mark_visits_kept_on_retention_change() IS 'Trigger: when a plan keeps more months than before (or all), keeps the old horizon in its users'' profiles.visits_deleted_before.';
GRANT EXECUTE ON FUNCTION public.mark_visits_kept_on_retention_change() TO service_role;

CREATE OR REPLACE FUNCTION public.menu_content_problem(p_content jsonb)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_line jsonb;
  v_section jsonb;
  v_item jsonb;
  v_ids text[] := array[]::text[];
  v_tag jsonb;
  v_price numeric;
begin
  if jsonb_typeof(p_content->'bio') is distinct from 'string'
     or char_length(p_content->>'bio') > 300 then
    return 'O texto pode ter no máximo 300 caracteres.';
  end if;
  if jsonb_typeof(p_content->'whatsapp') not in ('null', 'string')
     or coalesce(p_content->>'whatsapp', '+10000000') !~ '^\+[1-9][0-9]{7,14}$' then
    return 'Informe um WhatsApp válido para os pedidos.';
  end if;
  if jsonb_typeof(p_content->'hours') is distinct from 'array'
     or jsonb_typeof(p_content->'sections') is distinct from 'array' then
    return 'O cardápio é inválido.';
  end if;
  if jsonb_array_length(p_content->'hours') > 7 then
    return 'Use no máximo 7 linhas de horário.';
  end if;
  for v_line in select value from jsonb_array_elements(p_content->'hours') loop
    if jsonb_typeof(v_line->'days') is distinct from 'string'
       or jsonb_typeof(v_line->'time') is distinct from 'string'
       or btrim(v_line->>'days') = '' or btrim(v_line->>'time') = ''
       or char_length(v_line->>'days') > 40 or char_length(v_line->>'time') > 40 then
      return 'Cada horário precisa de dias e horas, com até 40 caracteres cada.';
    end if;
  end loop;
  if jsonb_array_length(p_content->'sections') > 20 then
    return 'Use no máximo 20 seções no cardápio.';
  end if;
  for v_section in select value from jsonb_array_elements(p_content->'sections') loop
    if jsonb_typeof(v_section) is distinct from 'object'
       or coalesce(v_section->>'id', '') !~ '^[A-Za-z0-9_-]{1,40}$'
       or jsonb_typeof(v_section->'title') is distinct from 'string'
       or jsonb_typeof(v_section->'items') is distinct from 'array' then
      return 'O cardápio é inválido.';
    end if;
    if btrim(v_section->>'title') = '' then
      return 'Dê um título a cada seção.';
    end if;
    if char_length(v_section->>'title') > 60 then
      return 'O título de cada seção pode ter no máximo 60 caracteres.';
    end if;
    if jsonb_array_length(v_section->'items') > 50 then
      return 'Use no máximo 50 itens em cada seção.';
    end if;
    v_ids := v_ids || (v_section->>'id');
    for v_item in select value from jsonb_array_elements(v_section->'items') loop
      if jsonb_typeof(v_item) is distinct from 'object'
         or coalesce(v_item->>'id', '') !~ '^[A-Za-z0-9_-]{1,40}$'
         or jsonb_typeof(v_item->'name') is distinct from 'string'
         or jsonb_typeof(v_item->'description') is distinct from 'string'
         or jsonb_typeof(v_item->'tags') is distinct from 'array' then
        return 'O cardápio é inválido.';
      end if;
      if btrim(v_item->>'name') = '' then
        return 'Dê um nome a cada item.';
      end if;
      if char_length(v_item->>'name') > 80 then
        return 'O nome de cada item pode ter no máximo 80 caracteres.';
      end if;
      if char_length(v_item->>'description') > 300 then
        return 'A descrição de cada item pode ter no máximo 300 caracteres.';
      end if;
      v_price := case when jsonb_typeof(v_item->'priceCents') = 'number'
                      then (v_item->>'priceCents')::numeric end;
      if v_price is null or v_price <> trunc(v_price) or v_price < 0 or v_price > 10000000 then
        return 'Informe o preço em reais, de R$ 0,00 a R$ 100.000,00 (ex.: 24,90).';
      end if;
      if v_item ? 'photoUrl' and jsonb_typeof(v_item->'photoUrl') <> 'null'
         and (jsonb_typeof(v_item->'photoUrl') <> 'string'
              or not public.is_http_url(v_item->>'photoUrl')) then
        return 'A foto precisa ser um endereço http(s).';
      end if;
      for v_tag in select value from jsonb_array_elements(v_item->'tags') loop
        if jsonb_typeof(v_tag) is distinct from 'string' or v_tag #>> '{}' not in
           ('vegano', 'vegetariano', 'sem-gluten', 'sem-lactose', 'picante', 'esgotado') then
          return 'Etiqueta de item inválida.';
        end if;
      end loop;
      if jsonb_array_length(v_item->'tags') > 6 then
        return 'Etiqueta de item inválida.';
      end if;
      v_ids := v_ids || (v_item->>'id');
    end loop;
  end loop;
  -- An order names items by id: each id belongs to one section or item only.
  if cardinality(v_ids) <> (select count(distinct id) from unnest(v_ids) as id) then
    return 'O cardápio é inválido.';
  end if;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.menu_content_problem(p_content jsonb) IS 'Internal: null when a digital menu''s own fields are valid, else the pt-BR reason (core''s menu schema says the same).';
GRANT EXECUTE ON FUNCTION public.menu_content_problem(p_content jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.menu_pdf_problem(p_content jsonb)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when coalesce(jsonb_typeof(p_content->'pdfUrl'), 'null') = 'null' then null
    when jsonb_typeof(p_content->'pdfUrl') <> 'string'
         or not public.is_http_url(p_content->>'pdfUrl')
      then 'URL inválida. Verifique o endereço digitado.'
  end
$function$;
COMMENT ON FUNCTION public.menu_pdf_problem(p_content jsonb) IS 'Internal: null when a menu''s PDF (content.pdfUrl) is absent or an http(s) address, else the pt-BR reason (the editor''s schema says the same).';
GRANT EXECUTE ON FUNCTION public.menu_pdf_problem(p_content jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.moderation_reason(p_reason text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_reason text := nullif(btrim(p_reason), '');
begin
  if v_reason is null then
    raise exception using errcode = 'P0001', hint = 'reason_required', message = 'Informe o motivo.';
  end if;
  if char_length(v_reason) > 500 then
    raise exception using errcode = 'P0001', hint = 'reason_too_long',
      message = 'O motivo pode ter no máximo 500 caracteres.';
  end if;
  return v_reason;
end;
$function$;
COMMENT ON FUNCTION public.moderation_reason(p_reason text) IS 'Internal: the trimmed reason of a moderation action; P0001 when blank or over 500 characters.';
-- public.moderation_reason(p_reason text): executable by its owner only

CREATE OR REPLACE FUNCTION public.my_plan_status()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'plan_id', pr.plan_id,
    'cycle', pr.plan_cycle,
    'renews_at', pr.plan_renews_at,
    'renews_automatically', pr.plan_renews_at is not null
      and public.plan_renews_automatically(pr.id, pr.plan_id),
    'subscription_status', (
      select s.status from public.subscriptions s
      where s.user_id = pr.id and s.plan_id = pr.plan_id
      order by s.updated_at desc limit 1))
  from public.profiles pr
  where pr.id = (select auth.uid())
$function$;
COMMENT ON FUNCTION public.my_plan_status() IS 'The caller''s plan, cycle, end of the paid period, whether it renews by itself and its subscription''s status (null when signed out).';
GRANT EXECUTE ON FUNCTION public.my_plan_status() TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.normalise_organiser_name()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.name := btrim(new.name);
  if tg_table_name = 'folders' and exists (
       select 1 from public.folders f
       where f.workspace_id = new.workspace_id and lower(f.name) = lower(new.name) and f.id <> new.id) then
    raise exception using errcode = '23505', message = 'Já existe uma pasta com este nome.';
  end if;
  if tg_table_name = 'tags' and exists (
       select 1 from public.tags t
       where t.workspace_id = new.workspace_id and lower(t.name) = lower(new.name) and t.id <> new.id) then
    raise exception using errcode = '23505', message = 'Já existe uma tag com este nome.';
  end if;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.normalise_organiser_name() IS 'Trigger: trims folder and tag names and refuses a name the workspace already has (any case) with a pt-BR message.';
GRANT EXECUTE ON FUNCTION public.normalise_organiser_name() TO service_role;

CREATE OR REPLACE FUNCTION public.normalize_qr_code()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.target_url := btrim(new.target_url);
  new.logo_url := nullif(btrim(new.logo_url), '');
  if tg_op = 'UPDATE' and new.content_type is distinct from old.content_type then
    raise exception using errcode = '22023',
      message = 'O tipo de conteúdo de um QR Code salvo não pode ser alterado. Crie um novo QR Code.';
  end if;
  -- Editors change each other's codes now, so the policies no longer pin user_id to the caller:
  -- an API caller cannot make a saved code someone else's (the app sends the same maker back).
  if tg_op = 'UPDATE' and new.user_id is distinct from old.user_id and current_user = 'authenticated' then
    raise exception using errcode = '42501', message = 'Quem criou um QR Code salvo não muda.';
  end if;
  if new.content_type = 'url' then
    if new.target_url is null or new.target_url = '' then
      raise exception using errcode = '22023', message = 'URL de destino é obrigatória.';
    end if;
    if not public.is_http_url(new.target_url) then
      raise exception using errcode = '22023',
        message = 'URL de destino inválida: use um endereço http:// ou https:// com até 2048 caracteres.';
    end if;
  else
    if nullif(new.target_url, '') is not null then
      raise exception using errcode = '22023',
        message = 'Um QR Code de conteúdo fixo não tem URL de destino.';
    end if;
    new.target_url := null;
    if new.payload is null or btrim(new.payload) = '' or new.content is null then
      raise exception using errcode = '22023', message = 'O conteúdo do QR Code é obrigatório.';
    end if;
    if char_length(new.payload) > 4296 then
      raise exception using errcode = '22023', message = 'O conteúdo é grande demais para um QR Code.';
    end if;
  end if;
  if new.design is not null and jsonb_typeof(new.design) <> 'object' then
    raise exception using errcode = '22023', message = 'Design do QR Code inválido.';
  end if;
  if new.logo_url is not null and not public.is_http_url(new.logo_url) then
    raise exception using errcode = '22023', message = 'URL do logo inválida.';
  end if;
  if new.fg_color !~ '^#[0-9A-Fa-f]{6}$' or new.bg_color !~ '^#[0-9A-Fa-f]{6}$' then
    raise exception using errcode = '22023', message = 'Cor inválida: use o formato #rrggbb.';
  end if;
  if tg_op = 'INSERT' then
    new.scan_count := 0;
    new.created_at := now();
    new.updated_at := now();
  else
    new.created_at := old.created_at;
    new.updated_at := now();
  end if;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.normalize_qr_code() IS 'Trigger on qr_codes insert/edit: trims and validates URLs, colours and the content of its type (fixed at creation), refuses an API caller''s change of maker, forces scan_count 0 on insert, stamps updated_at on edit.';
-- public.normalize_qr_code(): executable by its owner only

CREATE OR REPLACE FUNCTION public.normalize_qr_template()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.name := btrim(regexp_replace(coalesce(new.name, ''), '\s+', ' ', 'g'));
  if new.name = '' then
    raise exception using errcode = '22023', message = 'Dê um nome ao modelo.';
  end if;
  if char_length(new.name) > 60 then
    raise exception using errcode = '22023', message = 'O nome do modelo pode ter no máximo 60 caracteres.';
  end if;
  if new.design is null or jsonb_typeof(new.design) <> 'object' then
    raise exception using errcode = '22023', message = 'Design do modelo inválido.';
  end if;
  if tg_op = 'UPDATE' then
    new.workspace_id := old.workspace_id;
    new.created_at := old.created_at;
  end if;
  if exists (
    select 1 from public.qr_templates t
    where t.workspace_id = new.workspace_id and lower(t.name) = lower(new.name) and t.id <> new.id
  ) then
    raise exception using errcode = '23505', hint = 'template_name_taken',
      message = 'Já existe um modelo com este nome. Escolha outro nome.';
  end if;
  if tg_op = 'INSERT' then
    -- Serialise one workspace's inserts so two at once cannot both pass the limit.
    perform pg_advisory_xact_lock(hashtextextended('qr_templates:' || new.workspace_id::text, 0));
    if (select count(*) from public.qr_templates t where t.workspace_id = new.workspace_id) >= 100 then
      raise exception using errcode = 'P0001', hint = 'template_limit',
        message = 'Você atingiu o limite de 100 modelos. Exclua um modelo para salvar outro.';
    end if;
    new.created_at := now();
  end if;
  new.updated_at := now();
  return new;
end;
$function$;
COMMENT ON FUNCTION public.normalize_qr_template() IS 'Trigger on qr_templates insert/edit: trims the name, refuses empty, long or duplicate names in the workspace (23505) and a 101st template (P0001), keeps the workspace and creation date.';
-- public.normalize_qr_template(): executable by its owner only

CREATE OR REPLACE FUNCTION public.normalize_short_link()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_attempt integer := 0;
begin
  new.original_url := btrim(new.original_url);
  new.custom_alias := nullif(btrim(new.custom_alias), '');
  new.description := nullif(btrim(new.description), '');
  if new.original_url is null or new.original_url = '' then
    raise exception using errcode = '22023', message = 'Por favor, insira a URL que deseja encurtar.';
  end if;
  if not public.is_http_url(new.original_url) then
    raise exception using errcode = '22023',
      message = 'URL inválida: use um endereço http:// ou https:// com até 2048 caracteres.';
  end if;
  if new.custom_alias is not null and new.custom_alias !~ '^[A-Za-z0-9-]{1,50}$' then
    raise exception using errcode = '22023',
      message = 'O alias deve ter de 1 a 50 caracteres: apenas letras, números e hífens.';
  end if;
  if tg_op = 'INSERT' and new.short_code is null then
    loop
      v_attempt := v_attempt + 1;
      new.short_code := public.random_short_code(6);
      exit when not exists (
        select 1 from public.short_link_names n where n.name = lower(new.short_code)
      ) and lower(new.short_code) is distinct from lower(new.custom_alias);
      if v_attempt >= 20 then
        raise exception using errcode = '23505',
          message = 'Ocorreu um erro ao gerar o código curto. Tente novamente.',
          hint = 'short_code_taken';
      end if;
    end loop;
  end if;
  if new.short_code is null or new.short_code !~ '^[A-Za-z0-9]{4,32}$' then
    raise exception using errcode = '22023',
      message = 'O código curto deve ter de 4 a 32 letras ou números.';
  end if;
  if tg_op = 'INSERT' then
    new.click_count := 0;
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$function$;
COMMENT ON FUNCTION public.normalize_short_link() IS 'Trigger on short_links insert/edit: trims, validates URL, alias and code, draws a free 6-character code when none is given, zeroes click_count on insert.';
-- public.normalize_short_link(): executable by its owner only

CREATE OR REPLACE FUNCTION public.notify_disabled_code()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row public.disabled_codes;
begin
  if tg_op = 'DELETE' then
    v_row := old;
  else
    v_row := new;
  end if;
  if v_row.qr_code_id is not null then
    perform pg_notify('redirect_cache', 'qr:' || v_row.qr_code_id);
  else
    perform pg_notify('redirect_cache', 'link:' || v_row.short_link_id);
  end if;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.notify_disabled_code() IS 'Trigger on disabled_codes: tells the redirect servers (LISTEN redirect_cache) to drop the code that was disabled or enabled.';
-- public.notify_disabled_code(): executable by its owner only

CREATE OR REPLACE FUNCTION public.notify_domain_cache()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform pg_notify('redirect_cache', 'domain:' || coalesce(new.hostname, old.hostname));
  return null;
end;
$function$;
COMMENT ON FUNCTION public.notify_domain_cache() IS 'Trigger after a change of custom_domains: tells every redirect server to forget the domain (redirect_cache ''domain:<hostname>'').';
GRANT EXECUTE ON FUNCTION public.notify_domain_cache() TO service_role;

CREATE OR REPLACE FUNCTION public.notify_owner_codes()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_id uuid;
begin
  for v_id in select q.id from public.qr_codes q where q.user_id = new.id loop
    perform pg_notify('redirect_cache', 'qr:' || v_id);
  end loop;
  for v_id in select l.id from public.short_links l where l.user_id = new.id loop
    perform pg_notify('redirect_cache', 'link:' || v_id);
  end loop;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.notify_owner_codes() IS 'Trigger on auth.users banned_until changes: tells the redirect servers to drop every code of that account.';
-- public.notify_owner_codes(): executable by its owner only

CREATE OR REPLACE FUNCTION public.notify_owner_pages()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_workspace uuid;
begin
  if tg_table_name = 'plans' then
    perform pg_notify('page_cache', '*');
    return null;
  end if;
  if tg_table_name = 'workspace_members' then
    perform public.notify_workspace_pages(coalesce(new.workspace_id, old.workspace_id));
    return null;
  end if;
  for v_workspace in
    select m.workspace_id from public.workspace_members m
    where m.user_id = new.id and m.role = 'owner'
  loop
    perform public.notify_workspace_pages(v_workspace);
  end loop;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.notify_owner_pages() IS 'Trigger when what a served page depends on changes (its owner blocked or on another plan, the workspace handed on, a plan''s price): the servers forget the pages concerned.';
GRANT EXECUTE ON FUNCTION public.notify_owner_pages() TO service_role;

CREATE OR REPLACE FUNCTION public.notify_page_cache()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform pg_notify('page_cache', old.slug);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.slug <> old.slug) then
    perform pg_notify('page_cache', new.slug);
  end if;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.notify_page_cache() IS 'Trigger after a page changes: pg_notify(''page_cache'', slug) for its old and new address, so every server drops its copy.';
GRANT EXECUTE ON FUNCTION public.notify_page_cache() TO service_role;

CREATE OR REPLACE FUNCTION public.notify_qr_created()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.notifications (user_id, type, message, related_qr_code_id)
  values (
    new.user_id, 'qr_created',
    case when new.target_url is not null
      then 'Novo QR Code criado para ' || public.short_url_for_message(new.target_url)
      else 'Novo QR Code criado: ' || public.qr_content_type_label(new.content_type)
    end,
    new.id
  );
  return new;
end;
$function$;
COMMENT ON FUNCTION public.notify_qr_created() IS 'Trigger after qr_codes insert: notifies the owner (the URL truncated to 30 characters, or the content type of a static code).';
-- public.notify_qr_created(): executable by its owner only

CREATE OR REPLACE FUNCTION public.notify_redirect_cache()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_table_name = 'qr_codes' then
    perform pg_notify('redirect_cache', 'qr:' || coalesce(new.id, old.id));
  elsif tg_table_name = 'short_links' then
    perform pg_notify('redirect_cache', 'link:' || coalesce(new.id, old.id));
  else
    if tg_op in ('UPDATE', 'DELETE') then
      perform pg_notify('redirect_cache', 'name:' || old.name);
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      perform pg_notify('redirect_cache', 'name:' || new.name);
    end if;
  end if;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.notify_redirect_cache() IS 'Trigger: tells the redirect servers (LISTEN redirect_cache) which cached destination to drop.';
GRANT EXECUTE ON FUNCTION public.notify_redirect_cache() TO service_role;

CREATE OR REPLACE FUNCTION public.notify_workspace_pages(p_workspace uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_slug text;
begin
  for v_slug in select g.slug from public.pages g where g.workspace_id = p_workspace loop
    perform pg_notify('page_cache', v_slug);
  end loop;
end;
$function$;
COMMENT ON FUNCTION public.notify_workspace_pages(p_workspace uuid) IS 'Internal: pg_notify(''page_cache'', slug) for every page of a workspace.';
GRANT EXECUTE ON FUNCTION public.notify_workspace_pages(p_workspace uuid) TO service_role;

CREATE OR REPLACE FUNCTION public.open_invitation_for_caller(p_token text)
 RETURNS public.workspace_invitations
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_invitation public.workspace_invitations;
begin
  select * into v_invitation from public.workspace_invitations i
  where i.token_hash = encode(extensions.digest(coalesce(p_token, ''), 'sha256'), 'hex')
  for update;
  if v_invitation.id is null or v_invitation.answered_at is not null then
    raise exception using errcode = 'P0002', message = 'Convite não encontrado ou já usado.';
  end if;
  if v_invitation.expires_at <= now() then
    raise exception using errcode = '22023', message = 'O convite expirou. Peça um novo.';
  end if;
  if not exists (
       select 1 from public.profiles p
       where p.id = (select auth.uid()) and lower(p.email) = lower(v_invitation.email)) then
    raise exception using errcode = '42501', message = 'Este convite é para outro e-mail.';
  end if;
  return v_invitation;
end;
$function$;
COMMENT ON FUNCTION public.open_invitation_for_caller(p_token text) IS 'Internal: the open, unexpired invitation of a token, locked, when it is for the caller''s e-mail (P0002, 22023, 42501 in pt-BR otherwise).';
-- public.open_invitation_for_caller(p_token text): executable by its owner only

CREATE OR REPLACE FUNCTION public.owned_workspaces()
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid()) and m.role = 'owner'
$function$;
COMMENT ON FUNCTION public.owned_workspaces() IS 'The workspaces the caller owns: billing, deleting the workspace, handing it on.';
GRANT EXECUTE ON FUNCTION public.owned_workspaces() TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.page_content_problem(p_kind text, p_content jsonb)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_theme jsonb := p_content->'theme';
  v_button jsonb;
  v_kind text;
  v_target text;
  v_label text;
begin
  if p_kind is null or p_kind not in ('links', 'menu', 'card') then
    return 'Tipo de página inválido.';
  end if;
  if jsonb_typeof(p_content) is distinct from 'object' then
    return 'O conteúdo da página é inválido.';
  end if;
  if length(p_content::text) > 65536 then
    return 'A página é grande demais.';
  end if;
  if jsonb_typeof(p_content->'name') is distinct from 'string'
     or btrim(p_content->>'name') = '' then
    return 'Informe o nome exibido na página.';
  end if;
  if char_length(p_content->>'name') > 80 then
    return 'O nome pode ter no máximo 80 caracteres.';
  end if;
  if p_content ? 'photoUrl' and jsonb_typeof(p_content->'photoUrl') <> 'null'
     and (jsonb_typeof(p_content->'photoUrl') <> 'string'
          or not public.is_http_url(p_content->>'photoUrl')) then
    return 'A foto precisa ser um endereço http(s).';
  end if;
  if jsonb_typeof(v_theme) is distinct from 'object'
     or coalesce(v_theme->>'background', '') !~ '^#[0-9a-f]{6}$'
     or coalesce(v_theme->>'text', '') !~ '^#[0-9a-f]{6}$'
     or coalesce(v_theme->>'button', '') !~ '^#[0-9a-f]{6}$'
     or coalesce(v_theme->>'buttonText', '') !~ '^#[0-9a-f]{6}$'
     or coalesce(v_theme->>'shape', '') not in ('rounded', 'pill', 'square')
     or coalesce(v_theme->>'font', '') not in ('sans', 'serif', 'rounded', 'mono') then
    return 'O tema da página é inválido.';
  end if;
  if p_kind = 'card' then
    return public.card_content_problem(p_content);
  end if;
  if p_kind = 'menu' then
    return public.menu_content_problem(p_content);
  end if;
  if jsonb_typeof(p_content->'bio') is distinct from 'string'
     or char_length(p_content->>'bio') > 300 then
    return 'O texto pode ter no máximo 300 caracteres.';
  end if;
  if jsonb_typeof(p_content->'buttons') is distinct from 'array' then
    return 'Os botões da página são inválidos.';
  end if;
  if jsonb_array_length(p_content->'buttons') > 30 then
    return 'Use no máximo 30 botões.';
  end if;
  for v_button in select value from jsonb_array_elements(p_content->'buttons') loop
    v_kind := v_button->>'kind';
    v_target := v_button->>'target';
    v_label := v_button->>'label';
    if jsonb_typeof(v_button) is distinct from 'object'
       or coalesce(v_button->>'id', '') !~ '^[A-Za-z0-9_-]{1,40}$'
       or jsonb_typeof(v_button->'label') is distinct from 'string'
       or jsonb_typeof(v_button->'target') is distinct from 'string' then
      return 'Os botões da página são inválidos.';
    end if;
    if btrim(v_label) = '' then
      return 'Dê um texto a cada botão.';
    end if;
    if char_length(v_label) > 60 then
      return 'O texto de cada botão pode ter no máximo 60 caracteres.';
    end if;
    if v_kind in ('link', 'instagram', 'tiktok', 'youtube', 'facebook', 'map') then
      if not public.is_http_url(v_target) then
        return format('O botão "%s" precisa de um endereço http(s) válido.', v_label);
      end if;
    elsif v_kind = 'email' then
      if v_target !~ '^[^@\s<>"]{1,64}@[^@\s<>"]+\.[^@\s<>"]+$' or char_length(v_target) > 254 then
        return format('O botão "%s" precisa de um e-mail válido.', v_label);
      end if;
    elsif v_kind in ('phone', 'whatsapp') then
      if v_target !~ '^\+[1-9][0-9]{7,14}$' then
        return format('O botão "%s" precisa de um telefone válido.', v_label);
      end if;
      if v_button ? 'message' and (jsonb_typeof(v_button->'message') <> 'string'
                                   or char_length(v_button->>'message') > 500) then
        return format('A mensagem do botão "%s" pode ter no máximo 500 caracteres.', v_label);
      end if;
    elsif v_kind = 'pix' then
      if v_target !~ '^000201' or char_length(v_target) > 512 or v_target ~ '[^\x20-\x7e]' then
        return format('O botão "%s" precisa de um código Pix Copia e Cola válido.', v_label);
      end if;
    else
      return 'Tipo de botão inválido.';
    end if;
  end loop;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.page_content_problem(p_kind text, p_content jsonb) IS 'Internal: null when a page''s content is valid for its kind (links, menu, card), else the pt-BR reason (the editor''s zod schemas say the same).';
GRANT EXECUTE ON FUNCTION public.page_content_problem(p_kind text, p_content jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.page_socials_problem(p_content jsonb)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_social jsonb;
begin
  if not (p_content ? 'socials') then
    return null;
  end if;
  if jsonb_typeof(p_content->'socials') is distinct from 'array'
     or jsonb_array_length(p_content->'socials') > 6 then
    return 'As redes sociais da página são inválidas.';
  end if;
  for v_social in select value from jsonb_array_elements(p_content->'socials') loop
    if jsonb_typeof(v_social) is distinct from 'object'
       or coalesce(v_social->>'network', '') not in
          ('instagram', 'facebook', 'tiktok', 'youtube', 'x', 'linkedin')
       or jsonb_typeof(v_social->'target') is distinct from 'string' then
      return 'As redes sociais da página são inválidas.';
    end if;
    if not public.is_http_url(v_social->>'target') then
      return 'URL inválida. Verifique o endereço digitado.';
    end if;
  end loop;
  if (select count(distinct e->>'network') from jsonb_array_elements(p_content->'socials') e)
     < jsonb_array_length(p_content->'socials') then
    return 'Cada rede social pode aparecer uma só vez.';
  end if;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.page_socials_problem(p_content jsonb) IS 'Internal: null when a link page''s social icons (content.socials: at most one http(s) address per network) are valid, else the pt-BR reason (the editor''s schema says the same).';
GRANT EXECUTE ON FUNCTION public.page_socials_problem(p_content jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.page_stats(p_page uuid, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select public.page_stats_for(
    (select g.id from public.pages g
      where g.id = p_page and g.workspace_id in (select public.readable_workspaces())),
    p_from, p_to)
$function$;
COMMENT ON FUNCTION public.page_stats(p_page uuid, p_from date, p_to date) IS 'Analytics of one page of the caller''s workspaces over a range of Brazilian days (at most 367): visit_stats_for''s figures of its visits, plus its buttons'' taps (clicks, and buttons: every button tapped, by id, most first). Zeros for a page the caller does not read; null for a refused range. RLS applies (invoker).';
GRANT EXECUTE ON FUNCTION public.page_stats(p_page uuid, p_from date, p_to date) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.page_stats_for(p_page uuid, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with range as (
    select coalesce(p_from, (now() at time zone 'America/Sao_Paulo')::date - 29) as first_day,
           coalesce(p_to, (now() at time zone 'America/Sao_Paulo')::date) as last_day
  ),
  taps as (
    select r.value, sum(r.count)::integer as clicks
    from public.visit_rollups r, range
    where r.kind = 'page' and r.target_id = p_page and r.dimension = 'button'
      and r.day between range.first_day and range.last_day
    group by r.value
  )
  select s || jsonb_build_object(
    'clicks', (select coalesce(sum(t.clicks), 0) from taps t),
    'buttons', coalesce((select jsonb_agg(jsonb_build_object('value', t.value, 'clicks', t.clicks)
                                          order by t.clicks desc, t.value) from taps t), '[]'))
  from public.visit_stats_for('page', array[p_page], p_from, p_to) s
  where s is not null
$function$;
COMMENT ON FUNCTION public.page_stats_for(p_page uuid, p_from date, p_to date) IS 'The analytics of one page over a range of Brazilian days (at most 367): visit_stats_for''s figures plus its buttons'' taps (clicks, and buttons by id, most first); null for a refused range. Invoker: RLS limits a user to their workspaces'' pages (zeros otherwise).';
GRANT EXECUTE ON FUNCTION public.page_stats_for(p_page uuid, p_from date, p_to date) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.parse_plan_features(p_features jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_features jsonb := coalesce(p_features, '[]'::jsonb);
begin
  if jsonb_typeof(v_features) = 'string' then
    begin
      v_features := (v_features #>> '{}')::jsonb;
    exception when others then
      v_features := null;
    end;
  end if;
  if v_features is null or not public.is_string_array(v_features) then
    raise exception using errcode = '22023',
      message = 'O campo ''Recursos'' deve ser um JSON array válido.';
  end if;
  return v_features;
end;
$function$;
COMMENT ON FUNCTION public.parse_plan_features(p_features jsonb) IS 'Validates plan features (a JSON array of strings, or its text); 22023 otherwise.';
-- public.parse_plan_features(p_features jsonb): executable by its owner only

CREATE OR REPLACE FUNCTION public.personal_workspace()
 RETURNS uuid
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select w.id from public.workspaces w where w.personal_of = (select auth.uid())
$function$;
COMMENT ON FUNCTION public.personal_workspace() IS 'The caller''s personal workspace (null for anon): what the lists and totals of "my" codes and links read when no workspace is named.';
GRANT EXECUTE ON FUNCTION public.personal_workspace() TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.phishing_words()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select array['seguro', 'seguranca', 'login', 'acesso', 'app', 'online', 'cliente', 'clientes',
               'conta', 'atualizacao', 'atualizar', 'premios', 'pontos', 'cartao', 'token',
               'desbloqueio', 'pix', 'suporte', 'sac', 'web', 'net', 'digital', 'oficial', 'br']
$function$;
COMMENT ON FUNCTION public.phishing_words() IS 'Words glued to a brand name in phishing hosts (destination screening).';
GRANT EXECUTE ON FUNCTION public.phishing_words() TO service_role;

CREATE OR REPLACE FUNCTION public.ping_webhook(p_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if not exists (select 1 from public.webhooks w
                 where w.id = p_id and w.workspace_id in (select public.administered_workspaces())) then
    raise exception using errcode = 'P0002', message = 'Webhook não encontrado.';
  end if;
  if exists (select 1 from public.webhook_deliveries d
             where d.webhook_id = p_id and d.event = 'ping' and d.status = 'pending') then
    raise exception using errcode = '22023',
      message = 'Já há um teste esperando para ser enviado a este webhook.';
  end if;
  insert into public.webhook_deliveries (webhook_id, user_id, event, dedupe_key, payload)
  select p_id, w.user_id, 'ping', 'ping:' || gen_random_uuid(), '{}'::jsonb
  from public.webhooks w where w.id = p_id;
end;
$function$;
COMMENT ON FUNCTION public.ping_webhook(p_id uuid) IS 'Owner or admin of the webhook''s workspace: queues a test delivery (event ping) to it; one waiting at a time.';
GRANT EXECUTE ON FUNCTION public.ping_webhook(p_id uuid) TO authenticated;

CREATE OR REPLACE FUNCTION public.plan_renews_automatically(p_user_id uuid, p_plan_id text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
      select 1 from public.subscriptions s
      where s.user_id = p_user_id and s.plan_id = p_plan_id and s.status = 'authorized')
    and coalesce((
      select pay.status <> 'rejected' from public.payments pay
      where pay.user_id = p_user_id and pay.plan_id = p_plan_id
      order by pay.created_at desc limit 1), true)
$function$;
COMMENT ON FUNCTION public.plan_renews_automatically(p_user_id uuid, p_plan_id text) IS 'Whether a paid plan will renew by itself (authorized subscription, last charge not rejected).';
GRANT EXECUTE ON FUNCTION public.plan_renews_automatically(p_user_id uuid, p_plan_id text) TO service_role;

CREATE OR REPLACE FUNCTION public.prevent_plan_id_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.id is distinct from old.id then
    raise exception using errcode = '22023', message = 'O ID do plano não pode ser alterado após a criação.';
  end if;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.prevent_plan_id_change() IS 'Trigger: refuses any change of plans.id.';
GRANT EXECUTE ON FUNCTION public.prevent_plan_id_change() TO service_role;

CREATE OR REPLACE FUNCTION public.protect_last_admin()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role <> 'admin') then
    perform pg_advisory_xact_lock(hashtext('qrlink.profiles.admins'));
    if not exists (select 1 from public.profiles p where p.role = 'admin' and p.id <> old.id) then
      raise exception using
        errcode = 'P0001',
        message = 'Não é possível remover ou rebaixar o último administrador.',
        hint = 'last_admin';
    end if;
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.protect_last_admin() IS 'Trigger on profiles: keeps at least one admin once there is one.';
-- public.protect_last_admin(): executable by its owner only

CREATE OR REPLACE FUNCTION public.protected_brands()
 RETURNS TABLE(brand text, tokens text[], domains text[])
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  values
    ('Itaú', array['itau', 'itaucard', 'itauunibanco'], array['itau.com.br', 'itau.com', 'itau-unibanco.com.br']),
    ('Bradesco', array['bradesco', 'bradescard'], array['bradesco.com.br', 'bradesco', 'bradescard.com.br']),
    ('Nubank', array['nubank'], array['nubank.com.br', 'nu.com.br', 'nubank.com']),
    ('Banco do Brasil', array['bancodobrasil'], array['bb.com.br', 'bancodobrasil.com.br']),
    ('Caixa', array['caixatem', 'caixaeconomica', 'caixagov', 'fgtscaixa'], array['caixa.gov.br', 'caixa.com.br']),
    ('Santander', array['santander'], array['santander.com.br', 'santander.com']),
    ('Mercado Livre', array['mercadolivre', 'mercadolibre'], array['mercadolivre.com.br', 'mercadolivre.com', 'mercadolibre.com']),
    ('Mercado Pago', array['mercadopago'], array['mercadopago.com.br', 'mercadopago.com']),
    ('PicPay', array['picpay'], array['picpay.com']),
    ('Correios', array['correios'], array['correios.com.br']),
    ('Receita Federal', array['receitafederal'], array['gov.br']),
    ('gov.br', array['govbr'], array['gov.br']),
    ('PayPal', array['paypal'], array['paypal.com', 'paypal.com.br', 'paypal.me']),
    ('Apple', array['icloud', 'appleid'], array['apple.com', 'icloud.com']),
    ('Microsoft', array['microsoft', 'office365', 'outlook'], array['microsoft.com', 'office.com', 'live.com', 'outlook.com']),
    ('WhatsApp', array['whatsapp'], array['whatsapp.com', 'whatsapp.net', 'wa.me']),
    ('Instagram', array['instagram'], array['instagram.com']),
    ('Facebook', array['facebook'], array['facebook.com', 'fb.com', 'fb.me']),
    ('Netflix', array['netflix'], array['netflix.com'])
$function$;
COMMENT ON FUNCTION public.protected_brands() IS 'Brands, banks and government whose names only their own domains may carry in a host (destination screening).';
GRANT EXECUTE ON FUNCTION public.protected_brands() TO service_role;

CREATE OR REPLACE FUNCTION public.published_page(p_slug text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', g.id, 'slug', g.slug, 'kind', g.kind, 'title', g.title, 'content', g.content,
    'badge', coalesce(pl.price, 0) = 0)
  from public.pages g
  join public.workspace_members m on m.workspace_id = g.workspace_id and m.role = 'owner'
  join public.profiles p on p.id = m.user_id
  join auth.users u on u.id = m.user_id
  left join public.plans pl on pl.id = p.plan_id
  where g.slug = lower(p_slug) and g.published
    and (u.banned_until is null or u.banned_until < now())
$function$;
COMMENT ON FUNCTION public.published_page(p_slug text) IS 'Service role (the servers that answer /p/{slug}): a published page {id, slug, kind, title, content, badge}, or null.';
GRANT EXECUTE ON FUNCTION public.published_page(p_slug text) TO service_role;

CREATE OR REPLACE FUNCTION public.qr_content_type_label(p_type text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case p_type
    when 'whatsapp' then 'WhatsApp' when 'vcard' then 'vCard' when 'wifi' then 'Wi-Fi'
    when 'email' then 'E-mail' when 'sms' then 'SMS' when 'phone' then 'Telefone'
    when 'text' then 'Texto' when 'pix' then 'Pix' else 'Link'
  end
$function$;
COMMENT ON FUNCTION public.qr_content_type_label(p_type text) IS 'pt-BR name of a QR content type (Pix, Wi-Fi, vCard...) for notification texts.';
-- public.qr_content_type_label(p_type text): executable by its owner only

CREATE OR REPLACE FUNCTION public.queue_milestone_webhooks()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_milestone integer := substring(new.message from 'atingiu ([0-9]+) scans')::integer;
begin
  if current_user in ('anon', 'authenticated') or v_milestone is null
     or new.related_qr_code_id is null then
    return null;
  end if;
  insert into public.webhook_deliveries (webhook_id, user_id, event, dedupe_key, payload)
  select w.id, w.user_id, 'scan.milestone',
         format('scan.milestone:%s:%s', q.id, v_milestone),
         jsonb_build_object('qr_code_id', q.id, 'target_url', q.target_url,
                            'milestone', v_milestone, 'reached_at', new.created_at)
  from public.qr_codes q
  join public.webhooks w on w.workspace_id = q.workspace_id
  where q.id = new.related_qr_code_id
  on conflict (webhook_id, dedupe_key) do nothing;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.queue_milestone_webhooks() IS 'Trigger after a scan_milestone notification is written by the database: queues one delivery per webhook of the code''s workspace (once per code and milestone).';
-- public.queue_milestone_webhooks(): executable by its owner only

CREATE OR REPLACE FUNCTION public.random_short_code(p_length integer DEFAULT 7)
 RETURNS text
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  alphabet constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  code text := '';
  bytes bytea;
  b integer;
  i integer;
begin
  while char_length(code) < p_length loop
    bytes := extensions.gen_random_bytes(16);
    for i in 0 .. 15 loop
      b := get_byte(bytes, i);
      if b < 248 and char_length(code) < p_length then
        code := code || substr(alphabet, (b % 62) + 1, 1);
      end if;
    end loop;
  end loop;
  return code;
end;
$function$;
COMMENT ON FUNCTION public.random_short_code(p_length integer) IS 'Uniformly random code of letters and digits (rejection sampling over gen_random_bytes).';
-- public.random_short_code(p_length integer): executable by its owner only

CREATE OR REPLACE FUNCTION public.random_token(p_bytes integer DEFAULT 24)
 RETURNS text
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select translate(encode(extensions.gen_random_bytes(p_bytes), 'base64'), E'+/=\n', '-_')
$function$;
COMMENT ON FUNCTION public.random_token(p_bytes integer) IS 'Unguessable URL-safe token of p_bytes random bytes (base64url, no padding).';
-- public.random_token(p_bytes integer): executable by its owner only

CREATE OR REPLACE FUNCTION public.readable_workspaces()
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.workspace_id from public.workspace_members m
  where m.user_id = (select auth.uid())
    and m.workspace_id = coalesce((select public.api_key_workspace()), m.workspace_id)
$function$;
COMMENT ON FUNCTION public.readable_workspaces() IS 'The workspaces the caller may read (any role; under an API key, its workspace only): the helper RLS asks "may this user read this workspace?".';
GRANT EXECUTE ON FUNCTION public.readable_workspaces() TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.recheck_destinations(p_limit integer DEFAULT 5000)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_state public.destination_recheck;
  v_pass bigint;
  v_kind text;
  v_after uuid;
  v_left integer;
  v_ids uuid[];
  v_hosts jsonb;
  v_code record;
  v_blocked jsonb;
  v_outcome text;
  v_disabled integer := 0;
  v_enabled integer := 0;
  v_done boolean := false;
  v_more boolean;
begin
  if p_limit is null or p_limit not between 1 and 100000 then
    raise exception using errcode = '22023', message = 'Limite inválido: de 1 a 100000.';
  end if;
  if not pg_try_advisory_xact_lock(hashtext('qrlink.recheck_destinations')) then
    return jsonb_build_object('disabled', 0, 'enabled', 0, 'more', false);
  end if;
  select * into v_state from public.destination_recheck where id;
  if v_state.pass_version is null then
    if v_state.version <= v_state.checked_version then
      return jsonb_build_object('disabled', 0, 'enabled', 0, 'more', false);
    end if;
    v_pass := v_state.version;
    v_kind := 'qr';
    v_after := null;
  else
    v_pass := v_state.pass_version;
    v_kind := v_state.pass_kind;
    v_after := v_state.pass_after;
  end if;

  v_left := p_limit;
  while v_left > 0 and not v_done loop
    if v_kind = 'qr' then
      select coalesce(array_agg(c.id order by c.id), '{}') into v_ids
        from (select q.id from public.qr_codes q
               where q.target_url is not null and (v_after is null or q.id > v_after)
               order by q.id limit v_left) c;
    else
      select coalesce(array_agg(c.id order by c.id), '{}') into v_ids
        from (select l.id from public.short_links l
               where v_after is null or l.id > v_after
               order by l.id limit v_left) c;
    end if;

    -- Each host of the batch is judged once.
    select coalesce(jsonb_object_agg(h.host, h.reason), '{}') into v_hosts
      from (select hs.host, public.blocked_host_reason(hs.host) as reason
              from (select distinct public.destination_host(u.url) as host
                      from public.screened_codes(v_kind, v_ids) c, unnest(c.urls) as u (url)
                     where u.url is not null) hs
             where hs.host is not null) h
     where h.reason is not null;

    for v_code in
      select c.id, c.urls,
             exists (select 1 from public.disabled_codes d
                      where d.source <> 'admin'
                        and ((v_kind = 'qr' and d.qr_code_id = c.id)
                             or (v_kind = 'link' and d.short_link_id = c.id))) as by_check
        from public.screened_codes(v_kind, v_ids) c
       order by c.id
    loop
      v_blocked := null;
      select jsonb_build_object('url', u.url,
                                'reason', v_hosts ->> public.destination_host(u.url))
        into v_blocked
        from unnest(v_code.urls) with ordinality as u (url, n)
       where u.url is not null and v_hosts ? public.destination_host(u.url)
       order by u.n
       limit 1;
      if v_blocked is not null or v_code.by_check then
        v_outcome := public.settle_code_screening(v_kind, v_code.id, v_code.urls, v_blocked);
        if v_outcome = 'disabled' then
          v_disabled := v_disabled + 1;
        elsif v_outcome = 'enabled' then
          v_enabled := v_enabled + 1;
        end if;
      end if;
    end loop;

    if cardinality(v_ids) > 0 then
      v_after := v_ids[cardinality(v_ids)];
    end if;
    if cardinality(v_ids) < v_left then
      -- This kind is done: on to the short links, or the recheck is complete.
      if v_kind = 'qr' then
        v_kind := 'link';
        v_after := null;
      else
        v_done := true;
      end if;
    end if;
    v_left := v_left - cardinality(v_ids);
  end loop;

  if v_done then
    update public.destination_recheck
       set checked_version = v_pass, checked_at = now(),
           pass_version = null, pass_kind = null, pass_after = null
     where id
    returning version > checked_version into v_more;
  else
    update public.destination_recheck
       set pass_version = v_pass, pass_kind = v_kind, pass_after = v_after
     where id;
    v_more := true;
  end if;
  return jsonb_build_object('disabled', v_disabled, 'enabled', v_enabled, 'more', v_more);
end;
$function$;
COMMENT ON FUNCTION public.recheck_destinations(p_limit integer) IS 'Server and schedule only (service_role): when the blocklist changed, rechecks up to p_limit codes (from where the last call stopped): disables (source blocklist, reason ''Destino bloqueado: ...'') every dynamic QR code and short link with an address now blocked, enables the ones it disabled whose addresses are fine again, never touches one an admin disabled. Answers {disabled, enabled, more}; more: call again.';
GRANT EXECUTE ON FUNCTION public.recheck_destinations(p_limit integer) TO service_role;

CREATE OR REPLACE FUNCTION public.record_domain_check(p_domain uuid, p_verified boolean, p_problem text)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update public.custom_domains
     set checked_at = now(),
         verified_at = case when p_verified then coalesce(verified_at, now()) else verified_at end,
         check_problem = case when p_verified then null else p_problem end
   where id = p_domain
$function$;
COMMENT ON FUNCTION public.record_domain_check(p_domain uuid, p_verified boolean, p_problem text) IS 'Service role (the verify-domain function): records a TXT lookup of a domain, verified (kept for good) or the pt-BR reason it was not.';
GRANT EXECUTE ON FUNCTION public.record_domain_check(p_domain uuid, p_verified boolean, p_problem text) TO service_role;

CREATE OR REPLACE FUNCTION public.record_item_activity()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row record;
  v_kind text := case tg_table_name when 'qr_codes' then 'qr' else 'short_link' end;
  v_label text;
  v_action text;
begin
  if tg_op = 'DELETE' then
    v_row := old;
  else
    v_row := new;
  end if;
  if v_row.workspace_id is null then
    return null; -- an anonymous short link of the public tool
  end if;
  -- Items going with their workspace (deleted, or its account's): the log goes too.
  if tg_op = 'DELETE' and not exists (
       select 1 from public.workspaces w where w.id = v_row.workspace_id) then
    return null;
  end if;
  if tg_op = 'INSERT' then
    v_action := 'created';
  elsif tg_op = 'DELETE' then
    v_action := 'deleted';
  elsif new.folder_id is distinct from old.folder_id then
    v_action := 'moved';
  else
    v_action := 'edited';
  end if;
  -- Each table's own columns, read only in its branch.
  if tg_table_name = 'qr_codes' then
    v_label := coalesce(v_row.target_url, v_row.payload, '');
  else
    v_label := coalesce(v_row.custom_alias, v_row.short_code) || ' → ' || v_row.original_url;
  end if;
  v_label := left(v_label, 300);
  insert into public.workspace_activity (workspace_id, actor_id, action, item_kind, item_id, item_label)
  values (v_row.workspace_id, (select auth.uid()), v_action, v_kind, v_row.id, v_label);
  return null;
end;
$function$;
COMMENT ON FUNCTION public.record_item_activity() IS 'Trigger after a QR code or short link is made, changed (by a person: the columns of the forms), moved to a folder or deleted: one line of its workspace''s ''Atividade''.';
-- public.record_item_activity(): executable by its owner only

CREATE OR REPLACE FUNCTION public.record_page_visits(p_visits jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_written integer;
  v_views public.visit_fact[];
begin
  if p_visits is null or jsonb_typeof(p_visits) <> 'array'
     or jsonb_array_length(p_visits) > 5000
     or exists (
       select 1 from jsonb_array_elements(p_visits) e
        where jsonb_typeof(e) <> 'object'
           or coalesce(e ->> 'page', '') !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
           or coalesce(e ->> 'at', '') !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$'
           or not (coalesce(jsonb_typeof(e -> 'button'), 'null') = 'null'
                   or coalesce(e ->> 'button', '') ~ '^[A-Za-z0-9_-]{1,40}$')
           or coalesce(jsonb_typeof(e -> 'is_bot'), 'boolean') <> 'boolean') then
    raise exception using errcode = '22023',
      message = 'Visitas de páginas inválidas: uma lista de até 5000 {page, at, button, ...}.';
  end if;

  -- Visits of pages deleted since are dropped; every text is bounded as the visit logs bound it.
  with batch as (
    select g.id as page_id,
           ((e ->> 'at')::timestamptz at time zone 'America/Sao_Paulo')::date as day,
           coalesce((e ->> 'is_bot')::boolean, false) as is_bot,
           left(e ->> 'device', 40) as device, left(e ->> 'browser', 100) as browser,
           left(e ->> 'os', 100) as os, left(e ->> 'country', 2) as country,
           left(e ->> 'city', 100) as city, left(e ->> 'referrer', 2048) as referrer,
           left(e ->> 'visitor', 64) as visitor_key, e ->> 'button' as button
      from jsonb_array_elements(p_visits) e
      join public.pages g on g.id = (e ->> 'page')::uuid
  ),
  -- Taps on a button (not a robot's): one counter a day per button.
  taps as (
    insert into public.visit_rollups as r (kind, target_id, day, dimension, value, count)
    select 'page', b.page_id, b.day, 'button', b.button, count(*)::integer
      from batch b
     where b.button is not null and not b.is_bot
     group by b.page_id, b.day, b.button
    on conflict (kind, target_id, day, dimension, value)
    do update set count = r.count + excluded.count
  )
  select count(*)::integer,
         coalesce(array_agg(row(b.page_id, b.day, b.is_bot, b.device, b.browser, b.os, b.country,
                                b.city, b.referrer, b.visitor_key, null)::public.visit_fact)
                    filter (where b.button is null), '{}')
    into v_written, v_views
    from batch b;
  -- Visits of the page itself: the rollups of every visit (totals, visitors, devices...).
  perform public.roll_up('page', v_views);
  return v_written;
end;
$function$;
COMMENT ON FUNCTION public.record_page_visits(p_visits jsonb) IS 'Service role (the servers that answer /p/{slug}): adds a batch of page visits {page, at, button (null: the page itself), is_bot, device, browser, os, country, city, referrer, visitor} to visit_rollups (kind page); visits of pages that no longer exist are skipped. Returns how many were counted.';
GRANT EXECUTE ON FUNCTION public.record_page_visits(p_visits jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.record_payment_notification_problem(p_topic text, p_resource_id text, p_reason text, p_details jsonb DEFAULT '{}'::jsonb)
 RETURNS uuid
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.payment_notification_problems as p (topic, resource_id, reason, details)
  values (left(p_topic, 100), left(p_resource_id, 200), left(p_reason, 500),
    coalesce(p_details, '{}'::jsonb))
  on conflict (topic, resource_id, reason) do update
    set details = excluded.details, occurrences = p.occurrences + 1, received_at = now()
  returning p.id
$function$;
COMMENT ON FUNCTION public.record_payment_notification_problem(p_topic text, p_resource_id text, p_reason text, p_details jsonb) IS 'Server only (Mercado Pago webhook): keeps a notification that can never be recorded, once per topic, resource and reason (a repeat counts and refreshes it). Answers the row''s id.';
GRANT EXECUTE ON FUNCTION public.record_payment_notification_problem(p_topic text, p_resource_id text, p_reason text, p_details jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.record_provider_payment(p_provider_payment_id text, p_user_id uuid, p_plan_id text, p_cycle text, p_status text, p_amount numeric, p_subscription_id text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_plan public.plans%rowtype;
  v_expected numeric;
  v_previous text;
  v_payment public.payments%rowtype;
  v_profile public.profiles%rowtype;
  v_renews_at timestamptz;
begin
  if nullif(btrim(p_provider_payment_id), '') is null or p_cycle not in ('monthly', 'yearly')
     or p_amount is null or p_amount < 0 then
    raise exception using errcode = '22023', message = 'Pagamento inválido.';
  end if;
  select * into v_plan from public.plans p where p.id = p_plan_id;
  if not found or v_plan.price <= 0 then
    raise exception using errcode = '22023', message = 'Plano pago não encontrado.';
  end if;
  -- The buyer's row is locked for the whole decision: two notifications of one account never
  -- extend the same period twice.
  select * into v_profile from public.profiles pr where pr.id = p_user_id for update;
  if not found then
    raise exception using errcode = '22023', message = 'Usuário não encontrado.';
  end if;
  v_expected := case p_cycle when 'yearly' then v_plan.price_yearly else v_plan.price end;
  if v_expected is null then
    raise exception using errcode = '22023', message = 'O plano não tem este ciclo de cobrança.';
  end if;

  select pay.status into v_previous from public.payments pay
  where pay.provider_payment_id = p_provider_payment_id;
  -- One row per provider payment: a repeated notification updates its status, never its owner.
  insert into public.payments as pay
    (user_id, plan_id, cycle, status, provider_payment_id, amount, provider_subscription_id)
  values (p_user_id, p_plan_id, p_cycle, p_status, p_provider_payment_id, round(p_amount, 2),
    nullif(btrim(p_subscription_id), ''))
  on conflict (provider_payment_id) do update set status = excluded.status
    where pay.user_id = excluded.user_id and pay.plan_id = excluded.plan_id
  returning * into v_payment;
  if not found then
    raise exception using errcode = '22023', message = 'Este pagamento pertence a outra conta ou plano.';
  end if;

  -- A renewal that failed while the plan is still paid for: say until when it lasts.
  if v_payment.status = 'rejected' and v_previous is distinct from 'rejected'
     and v_profile.plan_id = p_plan_id and v_profile.plan_renews_at > now() then
    insert into public.notifications (user_id, type, message)
    values (p_user_id, 'other', format(
      'Não conseguimos cobrar a renovação do plano %s. Ele continua ativo até %s; depois, sua conta volta ao plano Grátis.',
      v_plan.name, public.format_br_date(v_profile.plan_renews_at)));
  end if;

  if v_payment.status <> 'approved' or v_payment.consumed_at is not null then
    return jsonb_build_object('payment_id', v_payment.id, 'status', v_payment.status, 'activated', false);
  end if;
  if v_payment.amount < v_expected then
    return jsonb_build_object('payment_id', v_payment.id, 'status', v_payment.status,
      'activated', false, 'reason', 'amount_below_price');
  end if;

  -- One cycle from now, or from the end of the period already paid for this plan (a renewal).
  v_renews_at := case when v_profile.plan_id = p_plan_id and v_profile.plan_renews_at > now()
                   then v_profile.plan_renews_at else now() end
                 + case p_cycle when 'yearly' then interval '1 year' else interval '1 month' end;

  update public.payments set consumed_at = now() where id = v_payment.id;
  update public.profiles
  set plan_id = p_plan_id, plan_cycle = p_cycle, plan_renews_at = v_renews_at
  where id = p_user_id;
  insert into public.notifications (user_id, type, message)
  values (p_user_id, 'other', format('Pagamento confirmado: seu plano %s está ativo até %s.',
    v_plan.name, public.format_br_date(v_renews_at)));
  return jsonb_build_object('payment_id', v_payment.id, 'status', v_payment.status,
    'activated', true, 'renews_at', v_renews_at);
end;
$function$;
COMMENT ON FUNCTION public.record_provider_payment(p_provider_payment_id text, p_user_id uuid, p_plan_id text, p_cycle text, p_status text, p_amount numeric, p_subscription_id text) IS 'Server only (webhook): records a provider-confirmed payment once per provider id; an approved one of at least the plan''s price activates the plan for one cycle (a renewal extends the paid period); a failed renewal is announced to the user. Answers {payment_id, status, activated, renews_at?, reason?}.';
GRANT EXECUTE ON FUNCTION public.record_provider_payment(p_provider_payment_id text, p_user_id uuid, p_plan_id text, p_cycle text, p_status text, p_amount numeric, p_subscription_id text) TO service_role;

CREATE OR REPLACE FUNCTION public.record_provider_subscription(p_provider_subscription_id text, p_user_id uuid, p_plan_id text, p_cycle text, p_status text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_previous text;
  v_subscription public.subscriptions%rowtype;
  v_profile public.profiles%rowtype;
  v_plan_name text;
begin
  if nullif(btrim(p_provider_subscription_id), '') is null or p_cycle not in ('monthly', 'yearly')
     or p_status not in ('pending', 'authorized', 'paused', 'cancelled') then
    raise exception using errcode = '22023', message = 'Assinatura inválida.';
  end if;
  select p.name into v_plan_name from public.plans p where p.id = p_plan_id and p.price > 0;
  if not found then
    raise exception using errcode = '22023', message = 'Plano pago não encontrado.';
  end if;
  select * into v_profile from public.profiles pr where pr.id = p_user_id for update;
  if not found then
    raise exception using errcode = '22023', message = 'Usuário não encontrado.';
  end if;

  select s.status into v_previous from public.subscriptions s
  where s.provider_subscription_id = p_provider_subscription_id;
  insert into public.subscriptions as s (user_id, plan_id, cycle, provider_subscription_id, status)
  values (p_user_id, p_plan_id, p_cycle, p_provider_subscription_id, p_status)
  on conflict (provider_subscription_id) do update set status = excluded.status, updated_at = now()
    where s.user_id = excluded.user_id and s.plan_id = excluded.plan_id
  returning * into v_subscription;
  if not found then
    raise exception using errcode = '22023', message = 'Esta assinatura pertence a outra conta ou plano.';
  end if;

  -- Stopped while the plan is paid for: it lasts to the end of the period, and the user is told.
  if p_status in ('cancelled', 'paused') and v_previous is distinct from p_status
     and v_profile.plan_id = p_plan_id and v_profile.plan_renews_at > now() then
    insert into public.notifications (user_id, type, message)
    values (p_user_id, 'other', format(
      'Assinatura %s: seu plano %s continua ativo até %s; depois, sua conta volta ao plano Grátis.',
      case p_status when 'paused' then 'pausada' else 'cancelada' end,
      v_plan_name, public.format_br_date(v_profile.plan_renews_at)));
  end if;
  return jsonb_build_object('subscription_id', v_subscription.id, 'status', v_subscription.status,
    'changed', v_previous is distinct from p_status);
end;
$function$;
COMMENT ON FUNCTION public.record_provider_subscription(p_provider_subscription_id text, p_user_id uuid, p_plan_id text, p_cycle text, p_status text) IS 'Server only (webhook, checkout): records a Mercado Pago subscription''s status once per provider id, its owner and plan never changing; a cancellation or pause of the current paid plan is announced with the date it ends. Answers {subscription_id, status, changed}.';
GRANT EXECUTE ON FUNCTION public.record_provider_subscription(p_provider_subscription_id text, p_user_id uuid, p_plan_id text, p_cycle text, p_status text) TO service_role;

CREATE OR REPLACE FUNCTION public.record_redirect_visits(p_journal_id uuid, p_visits jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
COMMENT ON FUNCTION public.record_redirect_visits(p_journal_id uuid, p_visits jsonb) IS 'Writes one batch of redirect visits from a server journal (write_visits) and advances that journal''s checkpoint, in one transaction; visits at or below the checkpoint (a replay) are skipped. An entry with only a seq advances the checkpoint past a visit the server set aside.';
GRANT EXECUTE ON FUNCTION public.record_redirect_visits(p_journal_id uuid, p_visits jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.record_safe_browsing_verdicts(p_verdicts jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_urls text[];
  v_flagged text[];
  v_code record;
  v_outcome text;
  v_disabled integer := 0;
  v_enabled integer := 0;
begin
  if p_verdicts is null or jsonb_typeof(p_verdicts) <> 'array'
     or jsonb_array_length(p_verdicts) > 5000
     or exists (
       select 1 from jsonb_array_elements(p_verdicts) e
        where jsonb_typeof(e) <> 'object'
           or jsonb_typeof(e -> 'url') is distinct from 'string'
           or char_length(e ->> 'url') not between 1 and 8192
           or not (coalesce(jsonb_typeof(e -> 'threat_type'), 'null') = 'null'
                   or (jsonb_typeof(e -> 'threat_type') = 'string'
                       and e ->> 'threat_type' ~ '^[A-Z_]{1,64}$'))) then
    raise exception using errcode = '22023',
      message = 'Vereditos inválidos: uma lista de até 5000 {url, threat_type}.';
  end if;

  -- One verdict per address (a threat wins over clean), kept with the time it was asked.
  with given as (
    select distinct on (n.url) n.url, n.threat_type
      from (select public.safe_browsing_url(e ->> 'url') as url, e ->> 'threat_type' as threat_type
              from jsonb_array_elements(p_verdicts) e) n
     order by n.url, n.threat_type is null, n.threat_type
  ), saved as (
    insert into public.safe_browsing_verdicts as v (url, threat_type, checked_at)
    select g.url, g.threat_type, now() from given g
    on conflict (url) do update set threat_type = excluded.threat_type, checked_at = excluded.checked_at
    returning v.url, v.threat_type
  )
  select coalesce(array_agg(s.url), '{}'),
         coalesce(array_agg(s.url) filter (where s.threat_type is not null), '{}')
    into v_urls, v_flagged
    from saved s;

  for v_code in
    -- Codes with an address just flagged (a smart route's too)...
    select 'qr' as kind, q.id, a.urls
      from public.qr_codes q
      cross join lateral (select public.code_addresses(q.target_url, q.ios_url, q.android_url,
                                                       q.desktop_url, q.routes, q.split) as urls) a
     where cardinality(v_flagged) > 0 and q.target_url is not null
       and exists (select 1 from unnest(a.urls) u where public.safe_browsing_url(u) = any (v_flagged))
    union
    select 'link', l.id, a.urls
      from public.short_links l
      cross join lateral (select public.code_addresses(l.original_url, l.ios_url, l.android_url,
                                                       l.desktop_url, l.routes, l.split) as urls) a
     where cardinality(v_flagged) > 0
       and exists (select 1 from unnest(a.urls) u where public.safe_browsing_url(u) = any (v_flagged))
    union
    -- ... and codes this check disabled with an address just asked about again.
    select 'qr', q.id, a.urls
      from public.disabled_codes d join public.qr_codes q on q.id = d.qr_code_id
      cross join lateral (select public.code_addresses(q.target_url, q.ios_url, q.android_url,
                                                       q.desktop_url, q.routes, q.split) as urls) a
     where d.source = 'safe_browsing'
       and exists (select 1 from unnest(a.urls) u where public.safe_browsing_url(u) = any (v_urls))
    union
    select 'link', l.id, a.urls
      from public.disabled_codes d join public.short_links l on l.id = d.short_link_id
      cross join lateral (select public.code_addresses(l.original_url, l.ios_url, l.android_url,
                                                       l.desktop_url, l.routes, l.split) as urls) a
     where d.source = 'safe_browsing'
       and exists (select 1 from unnest(a.urls) u where public.safe_browsing_url(u) = any (v_urls))
  loop
    v_outcome := public.settle_code_screening(v_code.kind, v_code.id, v_code.urls,
      public.code_blocked_address(v_code.urls));
    if v_outcome = 'disabled' then
      v_disabled := v_disabled + 1;
    elsif v_outcome = 'enabled' then
      v_enabled := v_enabled + 1;
    end if;
  end loop;

  -- Clean verdicts not asked again for a week belong to addresses no code uses any more.
  delete from public.safe_browsing_verdicts v
   where v.threat_type is null and v.checked_at < now() - interval '7 days';

  return jsonb_build_object('disabled', v_disabled, 'enabled', v_enabled);
end;
$function$;
COMMENT ON FUNCTION public.record_safe_browsing_verdicts(p_verdicts jsonb) IS 'Server only (service_role): keeps Google Safe Browsing''s verdicts ([{url, threat_type | null}], at most 5000), disables (source safe_browsing, reason ''Google Safe Browsing: {threat_type}'') the codes with a flagged address and enables the ones it disabled whose addresses are clean again; never a code an admin disabled. Answers {disabled, enabled}.';
GRANT EXECUTE ON FUNCTION public.record_safe_browsing_verdicts(p_verdicts jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.record_visit_within_limit(p_visit jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
COMMENT ON FUNCTION public.record_visit_within_limit(p_visit jsonb) IS 'Server only: writes one counted visit of a code with a visit limit if, and only if, its counter is still below the limit (row locked: exact under parallel visits and across servers). Answers whether it was written.';
GRANT EXECUTE ON FUNCTION public.record_visit_within_limit(p_visit jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.redirect_journal_checkpoint(p_journal_id uuid)
 RETURNS bigint
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select c.last_seq from public.redirect_journal_checkpoints c
                   where c.journal_id = p_journal_id), 0)
$function$;
COMMENT ON FUNCTION public.redirect_journal_checkpoint(p_journal_id uuid) IS 'The last journal sequence number written for this journal (0 when none).';
GRANT EXECUTE ON FUNCTION public.redirect_journal_checkpoint(p_journal_id uuid) TO service_role;

CREATE OR REPLACE FUNCTION public.referrer_host(p_referrer text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(lower(substring(p_referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/?#:@]+)')), '')
$function$;
COMMENT ON FUNCTION public.referrer_host(p_referrer text) IS 'The host of a referrer URL, lowercased; empty for none (a direct visit).';
GRANT EXECUTE ON FUNCTION public.referrer_host(p_referrer text) TO service_role;

CREATE OR REPLACE FUNCTION public.refuse_domain_in_use()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_codes integer := (select count(*) from public.qr_codes q where q.domain_id = old.id)
                   + (select count(*) from public.short_links l where l.domain_id = old.id);
begin
  -- A workspace deleted takes its codes with it: nothing printed is left to protect.
  if v_codes > 0 and exists (select 1 from public.workspaces w where w.id = old.workspace_id) then
    raise exception using errcode = 'P0001', hint = 'domain_in_use',
      message = format('Este domínio ainda é usado por %s código(s). Troque o domínio deles antes de removê-lo.', v_codes);
  end if;
  return old;
end;
$function$;
COMMENT ON FUNCTION public.refuse_domain_in_use() IS 'Trigger before delete on custom_domains: refuses removing a domain codes still print (P0001 domain_in_use, pt-BR).';
GRANT EXECUTE ON FUNCTION public.refuse_domain_in_use() TO service_role;

CREATE OR REPLACE FUNCTION public.registrations_allowed()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(
    (select (s.value ->> 'enabled')::boolean from public.app_settings s where s.key = 'allow_new_registrations'),
    true
  )
$function$;
COMMENT ON FUNCTION public.registrations_allowed() IS 'Whether allow_new_registrations is on (true when the setting is missing).';
GRANT EXECUTE ON FUNCTION public.registrations_allowed() TO PUBLIC;

CREATE OR REPLACE FUNCTION public.remove_workspace_member(p_workspace uuid, p_user uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.managed_member_role(p_workspace, p_user);
  delete from public.workspace_members where workspace_id = p_workspace and user_id = p_user;
end;
$function$;
COMMENT ON FUNCTION public.remove_workspace_member(p_workspace uuid, p_user uuid) IS 'Owner or admin: removes a member (never the owner) from the workspace.';
GRANT EXECUTE ON FUNCTION public.remove_workspace_member(p_workspace uuid, p_user uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.report_code(p_kind text, p_key text, p_reason text, p_details text DEFAULT NULL::text, p_email text DEFAULT NULL::text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  hourly_limit constant integer := 5;
  v_code record;
  v_details text := nullif(btrim(p_details), '');
  v_email text := nullif(btrim(p_email), '');
  v_key text;
  v_id uuid;
begin
  select * into v_code from public.find_public_code(p_kind, p_key) limit 1;
  if not found then
    raise exception using errcode = 'P0001', hint = 'code_not_found',
      message = 'QR Code ou link não encontrado.';
  end if;
  if p_reason is null or p_reason not in ('phishing', 'malware', 'spam', 'illegal', 'other') then
    raise exception using errcode = 'P0001', hint = 'report_reason',
      message = 'Escolha o motivo da denúncia.';
  end if;
  if char_length(v_details) > 1000 then
    raise exception using errcode = 'P0001', hint = 'report_details',
      message = 'A descrição pode ter no máximo 1000 caracteres.';
  end if;
  if v_email is not null and (char_length(v_email) > 254
      or v_email !~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$') then
    raise exception using errcode = 'P0001', hint = 'report_email',
      message = 'Informe um e-mail válido.';
  end if;

  -- Keyed like create_short_link's limit: the client address, else the account.
  v_key := coalesce(public.request_client_ip(), 'user:' || (select auth.uid())::text, 'unknown');
  perform pg_advisory_xact_lock(hashtext('qrlink.abuse_report_rate:' || v_key));
  -- The same code reported again by the same client while theirs is open: that report.
  select r.id into v_id
  from public.abuse_reports r
  where r.reporter_key = v_key and r.status = 'open'
    and (r.qr_code_id = v_code.qr_code_id or r.short_link_id = v_code.short_link_id)
  order by r.created_at
  limit 1;
  if found then
    return v_id;
  end if;
  if (select count(*) from public.abuse_reports r
       where r.reporter_key = v_key and r.created_at > now() - interval '1 hour') >= hourly_limit then
    raise exception using errcode = 'PT429', hint = 'rate_limited',
      message = 'Muitas denúncias em pouco tempo. Tente novamente mais tarde.';
  end if;
  insert into public.abuse_reports (qr_code_id, short_link_id, reason, details, reporter_email, reporter_key)
  values (v_code.qr_code_id, v_code.short_link_id, p_reason, v_details, v_email, v_key)
  returning id into v_id;
  return v_id;
end;
$function$;
COMMENT ON FUNCTION public.report_code(p_kind text, p_key text, p_reason text, p_details text, p_email text) IS 'Anyone: reports a dynamic QR code (qr, its id) or short link (link, its code or alias) for phishing, malware, spam, illegal or other, with optional details (<= 1000) and e-mail. Answers the report id (an open report of the same client for the same code is answered again). P0001 with pt-BR text for a bad request, PT429 past 5 reports an hour per client.';
GRANT EXECUTE ON FUNCTION public.report_code(p_kind text, p_key text, p_reason text, p_details text, p_email text) TO anon, authenticated;

CREATE OR REPLACE FUNCTION public.request_client_ip()
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select nullif(btrim(split_part(
    (nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for'), ',', 1
  )), '')
$function$;
COMMENT ON FUNCTION public.request_client_ip() IS 'First address of the request''s x-forwarded-for header, or null.';
-- public.request_client_ip(): executable by its owner only

CREATE OR REPLACE FUNCTION public.request_destination_check()
 RETURNS bigint
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ select public.request_project_function('check-destinations') $function$;
COMMENT ON FUNCTION public.request_destination_check() IS 'pg_cron, hosted only: asks the check-destinations Edge Function (pg_net) to look the codes'' destinations up in Google Safe Browsing, with the address and service-role key stored in Vault; null when it cannot.';
-- public.request_destination_check(): executable by its owner only

CREATE OR REPLACE FUNCTION public.request_project_function(p_name text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
COMMENT ON FUNCTION public.request_project_function(p_name text) IS 'pg_cron, hosted only: asks the project''s Edge Function p_name (pg_net, POST with an empty JSON body) with the address and service-role key stored in Vault; null when it cannot.';
-- public.request_project_function(p_name text): executable by its owner only

CREATE OR REPLACE FUNCTION public.request_webhook_delivery()
 RETURNS bigint
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ select public.request_project_function('deliver-webhooks') $function$;
COMMENT ON FUNCTION public.request_webhook_delivery() IS 'pg_cron, hosted only: asks the deliver-webhooks Edge Function (pg_net) to send the due webhook deliveries, with the address and service-role key stored in Vault; null when it cannot.';
-- public.request_webhook_delivery(): executable by its owner only

CREATE OR REPLACE FUNCTION public.require_admin()
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if public.is_admin() then
    return;
  end if;
  if exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin'
  ) then
    raise exception using errcode = '42501',
      message = 'A área administrativa exige a verificação em duas etapas: ative-a em Configurações > Segurança e entre com o código.',
      hint = 'admin_mfa_required';
  end if;
  raise exception using errcode = '42501',
    message = 'Acesso negado: apenas administradores podem realizar esta ação.',
    hint = 'admin_required';
end;
$function$;
COMMENT ON FUNCTION public.require_admin() IS 'Raises 42501 unless the caller is an admin (hint admin_mfa_required when only the aal2 session is missing).';
-- public.require_admin(): executable by its owner only

CREATE OR REPLACE FUNCTION public.require_owned_team_workspace(p_workspace uuid, p_personal_message text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_workspace is null or p_workspace not in (select public.owned_workspaces()) then
    perform public.workspace_refused();
  end if;
  if exists (select 1 from public.workspaces w
             where w.id = p_workspace and w.personal_of is not null) then
    raise exception using errcode = '22023', message = p_personal_message;
  end if;
end;
$function$;
COMMENT ON FUNCTION public.require_owned_team_workspace(p_workspace uuid, p_personal_message text) IS 'Internal: refuses (42501) a caller who does not own the workspace, and a personal workspace with the message given (22023).';
-- public.require_owned_team_workspace(p_workspace uuid, p_personal_message text): executable by its owner only

CREATE OR REPLACE FUNCTION public.require_second_factor(p_claims jsonb)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not public.session_meets_mfa(p_claims) then
    raise exception using errcode = '42501',
      message = 'Confirme o código de verificação em duas etapas para continuar.',
      hint = 'mfa_required';
  end if;
end
$function$;
COMMENT ON FUNCTION public.require_second_factor(p_claims jsonb) IS 'Raises 42501 (hint mfa_required) for a user session below aal2 of an account with a verified two-factor method.';
GRANT EXECUTE ON FUNCTION public.require_second_factor(p_claims jsonb) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.require_usable_session(p_claims jsonb)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if public.session_account_blocked(p_claims) then
    raise exception using errcode = '42501',
      message = 'Esta conta foi bloqueada por violar os Termos de Uso. Se acha que é um engano, fale com o suporte.',
      hint = 'user_banned';
  end if;
  perform public.require_second_factor(p_claims);
end
$function$;
COMMENT ON FUNCTION public.require_usable_session(p_claims jsonb) IS 'The check of every API request: raises 42501 (hint user_banned) for a session of a blocked account, then (hint mfa_required) for one that still owes its two-factor code.';
GRANT EXECUTE ON FUNCTION public.require_usable_session(p_claims jsonb) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.resolve_qr_redirect(p_qr_id uuid, p_user_agent text DEFAULT NULL::text, p_referrer text DEFAULT NULL::text, p_ip text DEFAULT NULL::text, p_country text DEFAULT NULL::text, p_city text DEFAULT NULL::text, p_device text DEFAULT NULL::text, p_browser text DEFAULT NULL::text, p_os text DEFAULT NULL::text, p_is_bot boolean DEFAULT false)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_target text;
  v_owner uuid;
  v_count integer;
begin
  if coalesce(p_is_bot, false) then
    select q.target_url into v_target from public.qr_codes q
    where q.id = p_qr_id and q.target_url is not null;
  else
    update public.qr_codes q set scan_count = q.scan_count + 1
    where q.id = p_qr_id and q.target_url is not null
    returning q.target_url, q.user_id, q.scan_count into v_target, v_owner, v_count;
  end if;
  if v_target is null then
    return null;
  end if;

  insert into public.qr_code_scans
    (qr_code_id, user_agent, referrer, ip_address, country, city, device, browser, os, is_bot)
  values (
    p_qr_id, public.clip(p_user_agent), public.clip(p_referrer, 2048), public.clip(p_ip, 64),
    public.clip(p_country, 64), public.clip(p_city, 128), public.clip(p_device, 64),
    public.clip(p_browser, 64), public.clip(p_os, 64), coalesce(p_is_bot, false)
  );

  if v_count in (10, 100, 1000, 10000) then
    insert into public.notifications (user_id, type, message, related_qr_code_id)
    select v_owner, 'scan_milestone',
      format('Seu QR Code atingiu %s scans! (%s)', v_count, public.short_url_for_message(v_target)),
      p_qr_id
    where not exists (
      select 1 from public.notifications n
      where n.related_qr_code_id = p_qr_id and n.type = 'scan_milestone'
        and n.message like format('Seu QR Code atingiu %s scans!%%', v_count)
    );
  end if;
  return v_target;
end;
$function$;
COMMENT ON FUNCTION public.resolve_qr_redirect(p_qr_id uuid, p_user_agent text, p_referrer text, p_ip text, p_country text, p_city text, p_device text, p_browser text, p_os text, p_is_bot boolean) IS 'QR redirect, for the server (service_role) only: destination URL or null (unknown or static codes); records the scan and counts non-bot scans (with milestone notifications).';
GRANT EXECUTE ON FUNCTION public.resolve_qr_redirect(p_qr_id uuid, p_user_agent text, p_referrer text, p_ip text, p_country text, p_city text, p_device text, p_browser text, p_os text, p_is_bot boolean) TO service_role;

CREATE OR REPLACE FUNCTION public.resolve_short_link(p_code text, p_user_agent text DEFAULT NULL::text, p_referrer text DEFAULT NULL::text, p_ip text DEFAULT NULL::text, p_country text DEFAULT NULL::text, p_city text DEFAULT NULL::text, p_device text DEFAULT NULL::text, p_browser text DEFAULT NULL::text, p_os text DEFAULT NULL::text, p_is_bot boolean DEFAULT false)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_link_id uuid;
  v_url text;
begin
  select n.short_link_id into v_link_id
  from public.short_link_names n where n.name = lower(btrim(coalesce(p_code, '')));
  if v_link_id is null then
    return null;
  end if;
  if coalesce(p_is_bot, false) then
    select l.original_url into v_url from public.short_links l where l.id = v_link_id;
  else
    update public.short_links l set click_count = l.click_count + 1
    where l.id = v_link_id returning l.original_url into v_url;
  end if;
  if v_url is null then
    return null;
  end if;
  insert into public.link_clicks
    (short_link_id, user_agent, referrer, ip_address, country, city, device, browser, os, is_bot)
  values (
    v_link_id, public.clip(p_user_agent), public.clip(p_referrer, 2048), public.clip(p_ip, 64),
    public.clip(p_country, 64), public.clip(p_city, 128), public.clip(p_device, 64),
    public.clip(p_browser, 64), public.clip(p_os, 64), coalesce(p_is_bot, false)
  );
  return v_url;
end;
$function$;
COMMENT ON FUNCTION public.resolve_short_link(p_code text, p_user_agent text, p_referrer text, p_ip text, p_country text, p_city text, p_device text, p_browser text, p_os text, p_is_bot boolean) IS 'Short-link redirect, for the server (service_role) only: destination or null; records the click and counts non-bot clicks.';
GRANT EXECUTE ON FUNCTION public.resolve_short_link(p_code text, p_user_agent text, p_referrer text, p_ip text, p_country text, p_city text, p_device text, p_browser text, p_os text, p_is_bot boolean) TO service_role;

CREATE OR REPLACE FUNCTION public.revoke_api_key(p_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if (select auth.uid()) is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  update public.api_keys k set revoked_at = coalesce(k.revoked_at, now())
  where k.id = p_id
    and (k.user_id = (select auth.uid()) or k.workspace_id in (select public.administered_workspaces()));
  if not found then
    raise exception using errcode = 'P0002', message = 'Chave não encontrada.';
  end if;
end;
$function$;
COMMENT ON FUNCTION public.revoke_api_key(p_id uuid) IS 'The key''s creator, or an owner or admin of its workspace: revokes it for good (the next request with it is refused). P0002 for a key the caller cannot revoke.';
GRANT EXECUTE ON FUNCTION public.revoke_api_key(p_id uuid) TO authenticated;

CREATE OR REPLACE FUNCTION public.revoke_departed_member_keys()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.api_keys k set revoked_at = now()
  where k.workspace_id = old.workspace_id and k.user_id = old.user_id and k.revoked_at is null;
  return null;
end;
$function$;
COMMENT ON FUNCTION public.revoke_departed_member_keys() IS 'Trigger: revokes the API keys a member made in a workspace when they leave it or are removed.';
-- public.revoke_departed_member_keys(): executable by its owner only

CREATE OR REPLACE FUNCTION public.revoke_workspace_invitation(p_invitation uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from public.workspace_invitations i
  where i.id = p_invitation and i.answered_at is null
    and i.workspace_id in (select public.administered_workspaces());
  if not found then
    raise exception using errcode = 'P0002', message = 'Convite não encontrado ou já usado.';
  end if;
end;
$function$;
COMMENT ON FUNCTION public.revoke_workspace_invitation(p_invitation uuid) IS 'Owner or admin: withdraws an open invitation of their workspace (P0002 otherwise).';
GRANT EXECUTE ON FUNCTION public.revoke_workspace_invitation(p_invitation uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.roll_up(p_kind text, p_rows public.visit_fact[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with fresh as (
    select * from unnest(p_rows)
  ),
  -- Visits alike in every dimension, counted once.
  alike as (
    select f.target_id, f.day, f.is_bot, f.device, f.browser, f.os, f.country, f.city,
      f.referrer, f.destination, count(*)::integer as n
    from fresh f
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ),
  counted as (
    insert into public.visit_rollups as r (kind, target_id, day, dimension, value, count)
    select p_kind, a.target_id, a.day, d.dimension, d.value, sum(a.n)::integer
    from alike a
    cross join lateral (
      select 'bots' as dimension, '' as value where a.is_bot
      union all
      select x.dimension, coalesce(x.value, '') from (values
        ('visits', ''), ('device', a.device), ('browser', a.browser), ('os', a.os),
        ('country', a.country), ('city', a.city), ('referrer', public.referrer_host(a.referrer)),
        ('destination', a.destination)
      ) as x(dimension, value)
      -- Only codes whose rules choose a destination record it (the others would add a row a day
      -- saying the same as 'visits').
      where not a.is_bot and (x.dimension <> 'destination' or x.value is not null)
    ) d
    group by 2, 3, 4, 5
    on conflict (kind, target_id, day, dimension, value)
    do update set count = r.count + excluded.count
    returning 1
  ),
  -- Keys not seen before on that day are new unique visitors: counted into the rollups too, so
  -- reading them never means counting that table.
  keyed as (
    insert into public.visit_day_visitors (kind, target_id, day, visitor_key)
    select distinct p_kind, f.target_id, f.day, f.visitor_key
    from fresh f where not f.is_bot and f.visitor_key is not null
    on conflict do nothing
    returning target_id, day
  )
  insert into public.visit_rollups as r (kind, target_id, day, dimension, value, count)
  select p_kind, k.target_id, k.day, 'visitors', '', count(*)::integer from keyed k group by 2, 3
  on conflict (kind, target_id, day, dimension, value)
  do update set count = r.count + excluded.count
$function$;
COMMENT ON FUNCTION public.roll_up(p_kind text, p_rows public.visit_fact[]) IS 'Adds a set of visits (target_id, day, is_bot, dimensions, visitor_key, destination) to visit_rollups and visit_day_visitors.';
GRANT EXECUTE ON FUNCTION public.roll_up(p_kind text, p_rows public.visit_fact[]) TO service_role;

CREATE OR REPLACE FUNCTION public.roll_up_link_clicks()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.roll_up('link', (
    select array_agg(row(
      n.short_link_id, (n.clicked_at at time zone 'America/Sao_Paulo')::date, n.is_bot, n.device,
      n.browser, n.os, n.country, n.city, n.referrer, n.visitor_key, n.destination
    )::public.visit_fact)
    from new_rows n));
  return null;
end;
$function$;
COMMENT ON FUNCTION public.roll_up_link_clicks() IS 'Trigger (per statement) on link_clicks: rolls the new clicks up (roll_up).';
GRANT EXECUTE ON FUNCTION public.roll_up_link_clicks() TO service_role;

CREATE OR REPLACE FUNCTION public.roll_up_qr_scans()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.roll_up('qr', (
    select array_agg(row(
      n.qr_code_id, (n.scanned_at at time zone 'America/Sao_Paulo')::date, n.is_bot, n.device,
      n.browser, n.os, n.country, n.city, n.referrer, n.visitor_key, n.destination
    )::public.visit_fact)
    from new_rows n));
  return null;
end;
$function$;
COMMENT ON FUNCTION public.roll_up_qr_scans() IS 'Trigger (per statement) on qr_code_scans: rolls the new scans up (roll_up).';
GRANT EXECUTE ON FUNCTION public.roll_up_qr_scans() TO service_role;

CREATE OR REPLACE FUNCTION public.roulette_chats(p_roulette jsonb)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(array_agg('https://wa.me/' || ltrim(a ->> 'phone', '+') order by n), '{}')
    from jsonb_array_elements(case when jsonb_typeof(p_roulette -> 'attendants') = 'array'
                                   then p_roulette -> 'attendants' else '[]'::jsonb end)
         with ordinality as e (a, n)
$function$;
COMMENT ON FUNCTION public.roulette_chats(p_roulette jsonb) IS 'Internal: the WhatsApp chats of a code''s roulette (https://wa.me/<number>), in order.';
GRANT EXECUTE ON FUNCTION public.roulette_chats(p_roulette jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.roulette_problem(p_roulette jsonb)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_attendant jsonb;
begin
  if p_roulette is null then
    return null;
  end if;
  if jsonb_typeof(p_roulette) <> 'object' or octet_length(p_roulette::text) > 131072
     or exists (select 1 from jsonb_object_keys(p_roulette) k where k not in ('mode', 'attendants'))
     or jsonb_typeof(p_roulette -> 'attendants') is distinct from 'array' then
    return 'Roleta de WhatsApp inválida.';
  end if;
  if (p_roulette ->> 'mode') is null or (p_roulette ->> 'mode') not in ('weights', 'turn') then
    return 'Escolha como a roleta distribui os visitantes: por peso ou em rodízio.';
  end if;
  if jsonb_array_length(p_roulette -> 'attendants') < 2 then
    return 'A roleta precisa de pelo menos 2 atendentes.';
  end if;
  if jsonb_array_length(p_roulette -> 'attendants') > 10 then
    return 'Use no máximo 10 atendentes na roleta.';
  end if;
  for v_attendant in select e from jsonb_array_elements(p_roulette -> 'attendants') e loop
    if jsonb_typeof(v_attendant) <> 'object'
       or exists (select 1 from jsonb_object_keys(v_attendant) k
                   where k not in ('name', 'phone', 'message', 'weight')) then
      return 'Roleta de WhatsApp inválida.';
    end if;
    if jsonb_typeof(v_attendant -> 'name') is distinct from 'string'
       or char_length(btrim(v_attendant ->> 'name')) < 1
       or char_length(v_attendant ->> 'name') > 60 then
      return 'O nome de cada atendente deve ter de 1 a 60 caracteres.';
    end if;
    if jsonb_typeof(v_attendant -> 'phone') is distinct from 'string'
       or (v_attendant ->> 'phone') !~ '^\+[1-9][0-9]{7,14}$' then
      return 'Informe um número de WhatsApp válido para cada atendente.';
    end if;
    if v_attendant ? 'message' and (jsonb_typeof(v_attendant -> 'message') <> 'string'
       or char_length(v_attendant ->> 'message') > 1000) then
      return 'A mensagem de cada atendente pode ter no máximo 1000 caracteres.';
    end if;
    if jsonb_typeof(v_attendant -> 'weight') is distinct from 'number'
       or (v_attendant ->> 'weight') !~ '^[0-9]{1,3}$'
       or (v_attendant ->> 'weight')::integer not between 1 and 100 then
      return 'O peso de cada atendente deve ser um número inteiro de 1 a 100.';
    end if;
  end loop;
  return null;
end
$function$;
COMMENT ON FUNCTION public.roulette_problem(p_roulette jsonb) IS 'Null when a code''s WhatsApp roulette is fine, else the pt-BR reason the editor gives too (weights or turn; 2 to 10 attendants, each a name of 1 to 60 characters, an E.164 number, a message of at most 1000 characters and a whole weight of 1 to 100).';
GRANT EXECUTE ON FUNCTION public.roulette_problem(p_roulette jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.route_urls(p_routes jsonb)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(r ->> 'url'), '{}')
    from jsonb_array_elements(case when jsonb_typeof(p_routes) = 'array' then p_routes
                                   else '[]'::jsonb end) r
   where jsonb_typeof(r -> 'url') = 'string'
$function$;
COMMENT ON FUNCTION public.route_urls(p_routes jsonb) IS 'Internal: the destinations of a code''s smart routes (or A/B variants), in order.';
GRANT EXECUTE ON FUNCTION public.route_urls(p_routes jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.route_values_problem(p_values jsonb, p_valid text[], p_pattern text, p_max_length integer, p_invalid text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_value jsonb;
begin
  if p_values is null then
    return null;
  end if;
  if jsonb_typeof(p_values) <> 'array' then
    return p_invalid;
  end if;
  if jsonb_array_length(p_values) = 0 then
    return 'Escolha pelo menos um valor em cada condição da rota.';
  end if;
  if jsonb_array_length(p_values) > 30 then
    return 'Cada condição pode ter no máximo 30 valores.';
  end if;
  for v_value in select e from jsonb_array_elements(p_values) e loop
    if jsonb_typeof(v_value) <> 'string'
       or (p_valid is not null and not (v_value #>> '{}' = any (p_valid)))
       or (p_pattern is not null and v_value #>> '{}' !~ p_pattern)
       or (p_max_length is not null
           and char_length(btrim(v_value #>> '{}')) not between 1 and p_max_length) then
      return p_invalid;
    end if;
  end loop;
  return null;
end
$function$;
COMMENT ON FUNCTION public.route_values_problem(p_values jsonb, p_valid text[], p_pattern text, p_max_length integer, p_invalid text) IS 'Internal: null when a smart route''s list condition is fine, else the pt-BR reason (routes_problem).';
GRANT EXECUTE ON FUNCTION public.route_values_problem(p_values jsonb, p_valid text[], p_pattern text, p_max_length integer, p_invalid text) TO service_role;

CREATE OR REPLACE FUNCTION public.routes_problem(p_routes jsonb)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_route jsonb;
  v_hours jsonb;
  v_day jsonb;
  v_problem text;
  v_countries constant text[] := array[
    'AD','AE','AF','AG','AI','AL','AM','AO','AQ','AR','AS','AT','AU','AW','AX','AZ','BA','BB',
    'BD','BE','BF','BG','BH','BI','BJ','BL','BM','BN','BO','BQ','BR','BS','BT','BV','BW','BY',
    'BZ','CA','CC','CD','CF','CG','CH','CI','CK','CL','CM','CN','CO','CR','CU','CV','CW','CX',
    'CY','CZ','DE','DJ','DK','DM','DO','DZ','EC','EE','EG','EH','ER','ES','ET','FI','FJ','FK',
    'FM','FO','FR','GA','GB','GD','GE','GF','GG','GH','GI','GL','GM','GN','GP','GQ','GR','GS',
    'GT','GU','GW','GY','HK','HM','HN','HR','HT','HU','ID','IE','IL','IM','IN','IO','IQ','IR',
    'IS','IT','JE','JM','JO','JP','KE','KG','KH','KI','KM','KN','KP','KR','KW','KY','KZ','LA',
    'LB','LC','LI','LK','LR','LS','LT','LU','LV','LY','MA','MC','MD','ME','MF','MG','MH','MK',
    'ML','MM','MN','MO','MP','MQ','MR','MS','MT','MU','MV','MW','MX','MY','MZ','NA','NC','NE',
    'NF','NG','NI','NL','NO','NP','NR','NU','NZ','OM','PA','PE','PF','PG','PH','PK','PL','PM',
    'PN','PR','PS','PT','PW','PY','QA','RE','RO','RS','RU','RW','SA','SB','SC','SD','SE','SG',
    'SH','SI','SJ','SK','SL','SM','SN','SO','SR','SS','ST','SV','SX','SY','SZ','TC','TD','TF',
    'TG','TH','TJ','TK','TL','TM','TN','TO','TR','TT','TV','TW','TZ','UA','UG','UM','US','UY',
    'UZ','VA','VC','VE','VG','VI','VN','VU','WF','WS','XK','YE','YT','ZA','ZM','ZW'];
  v_states constant text[] := array[
    'AC','AL','AP','AM','BA','CE','DF','ES','GO','MA','MT','MS','MG','PA','PB','PR','PE','PI',
    'RJ','RN','RS','RO','RR','SC','SP','SE','TO'];
begin
  if p_routes is null then
    return null;
  end if;
  if jsonb_typeof(p_routes) <> 'array' or octet_length(p_routes::text) > 32768 then
    return 'Rotas inválidas.';
  end if;
  if jsonb_array_length(p_routes) > 10 then
    return 'Use no máximo 10 rotas.';
  end if;
  for v_route in select e from jsonb_array_elements(p_routes) e loop
    if jsonb_typeof(v_route) <> 'object'
       or exists (select 1 from jsonb_object_keys(v_route) k
                   where k not in ('url', 'countries', 'states', 'cities', 'hours', 'languages',
                                   'devices')) then
      return 'Rotas inválidas.';
    end if;
    if jsonb_typeof(v_route -> 'url') is distinct from 'string'
       or not public.is_http_url(v_route ->> 'url') then
      return 'O destino de cada rota deve ser um endereço http:// ou https:// válido.';
    end if;
    if not (v_route ?| array['countries', 'states', 'cities', 'hours', 'languages', 'devices'])
    then
      return 'Cada rota precisa de pelo menos uma condição.';
    end if;
    v_problem := coalesce(
      public.route_values_problem(v_route -> 'countries', v_countries, null, null,
        'Escolha países válidos para a rota.'),
      public.route_values_problem(v_route -> 'states', v_states, null, null,
        'Escolha estados brasileiros válidos para a rota.'),
      public.route_values_problem(v_route -> 'cities', null, null, 80,
        'Cada cidade da rota deve ter de 1 a 80 caracteres.'),
      public.route_values_problem(v_route -> 'languages', null, '^[a-z]{2,3}$', null,
        'Escolha idiomas válidos para a rota.'),
      public.route_values_problem(v_route -> 'devices', array['ios', 'android', 'desktop'],
        null, null, 'Escolha dispositivos válidos para a rota.'));
    if v_problem is not null then
      return v_problem;
    end if;
    v_hours := v_route -> 'hours';
    if v_hours is not null then
      if jsonb_typeof(v_hours) <> 'object'
         or jsonb_typeof(v_hours -> 'days') is distinct from 'array'
         or jsonb_array_length(v_hours -> 'days') not between 1 and 7
         or jsonb_typeof(v_hours -> 'from') is distinct from 'string'
         or jsonb_typeof(v_hours -> 'to') is distinct from 'string'
         or v_hours ->> 'from' !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
         or v_hours ->> 'to' !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
         or v_hours ->> 'from' = v_hours ->> 'to' then
        return 'Escolha os dias e um horário de início e de fim diferentes.';
      end if;
      for v_day in select e from jsonb_array_elements(v_hours -> 'days') e loop
        if jsonb_typeof(v_day) <> 'number' or v_day::text !~ '^[0-6]$' then
          return 'Escolha os dias e um horário de início e de fim diferentes.';
        end if;
      end loop;
    end if;
  end loop;
  return null;
end
$function$;
COMMENT ON FUNCTION public.routes_problem(p_routes jsonb) IS 'Null when a code''s smart routes are fine, else the pt-BR reason the editor gives too (at most 10 routes; each an http(s) destination and at least one condition: countries, states, cities, hours, languages, devices).';
GRANT EXECUTE ON FUNCTION public.routes_problem(p_routes jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.row_changes(p_old jsonb, p_new jsonb)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_object_agg(n.key, jsonb_build_object('from', o.value, 'to', n.value)),
                  '{}'::jsonb)
  from jsonb_each(p_new) n
  left join jsonb_each(p_old) o on o.key = n.key
  where n.key not in ('created_at', 'updated_at') and o.value is distinct from n.value
$function$;
COMMENT ON FUNCTION public.row_changes(p_old jsonb, p_new jsonb) IS 'Internal: the fields (but created_at and updated_at) that differ between two JSON versions of a row, as {field: {from, to}}.';
-- public.row_changes(p_old jsonb, p_new jsonb): executable by its owner only

CREATE OR REPLACE FUNCTION public.safe_browsing_url(p_url text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
           when m is null then u
           else lower(m[1])
                || case when m[2] = '' or left(m[2], 1) = '?' then '/' else '' end
                || m[2]
         end
    from (select split_part(btrim(p_url), '#', 1) as u) s
    cross join lateral (select regexp_match(s.u, '^([A-Za-z][A-Za-z0-9+.-]*://[^/?#]*)(.*)$') as m) r
$function$;
COMMENT ON FUNCTION public.safe_browsing_url(p_url text) IS 'Internal: an address as the Safe Browsing cache keeps it (no fragment, lower-case scheme and host, / for an empty path).';
-- public.safe_browsing_url(p_url text): executable by its owner only

CREATE OR REPLACE FUNCTION public.save_plan(p_is_new boolean, p_id text, p_name text, p_description text, p_price numeric, p_mercadopago_link text, p_features jsonb, p_popular boolean, p_order integer, p_price_yearly numeric, p_mercadopago_link_yearly text, p_icon text, p_visit_retention_months integer, p_max_workspaces integer, p_max_seats integer, p_max_pages integer, p_max_domains integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_features jsonb;
  v_link text := nullif(btrim(p_mercadopago_link), '');
  v_link_yearly text := nullif(btrim(p_mercadopago_link_yearly), '');
begin
  perform public.require_admin();
  v_features := public.parse_plan_features(p_features);
  if p_id is null or p_id !~ '^[A-Za-z0-9_-]{1,64}$' then
    raise exception using errcode = '22023',
      message = 'O ID do plano deve ter até 64 letras, números, _ ou -, sem espaços.';
  end if;
  if nullif(btrim(p_name), '') is null then
    raise exception using errcode = '22023', message = 'O nome do plano é obrigatório.';
  end if;
  if p_price is null or p_price < 0 then
    raise exception using errcode = '22023', message = 'O preço deve ser um número maior ou igual a zero.';
  end if;
  if p_price_yearly < 0 then
    raise exception using errcode = '22023', message = 'O preço anual deve ser maior ou igual a zero.';
  end if;
  if (v_link is not null and not public.is_http_url(v_link))
     or (v_link_yearly is not null and not public.is_http_url(v_link_yearly)) then
    raise exception using errcode = '22023', message = 'Os links de pagamento devem ser URLs http:// ou https://.';
  end if;
  if p_visit_retention_months not between 1 and 1200 then
    raise exception using errcode = '22023',
      message = 'Guarde as visitas de 1 a 1200 meses, ou deixe em branco para guardar todas.';
  end if;
  if p_max_workspaces not between 1 and 1000 then
    raise exception using errcode = '22023',
      message = 'Permita de 1 a 1000 espaços de trabalho por conta.';
  end if;
  if p_max_seats not between 1 and 10000 then
    raise exception using errcode = '22023',
      message = 'Permita de 1 a 10000 membros por espaço de trabalho.';
  end if;
  if p_max_pages not between 0 and 10000 then
    raise exception using errcode = '22023',
      message = 'Permita de 0 a 10000 páginas por espaço de trabalho.';
  end if;
  if p_max_domains not between 0 and 1000 then
    raise exception using errcode = '22023',
      message = 'Permita de 0 a 1000 domínios próprios por espaço de trabalho.';
  end if;

  if p_is_new then
    insert into public.plans (id, name, description, price, price_yearly, mercadopago_link,
      mercadopago_link_yearly, features, popular, "order", icon, visit_retention_months,
      max_workspaces, max_seats, max_pages, max_domains)
    values (p_id, btrim(p_name), nullif(btrim(p_description), ''), round(p_price, 2),
      nullif(round(p_price_yearly, 2), 0), v_link, v_link_yearly, v_features,
      coalesce(p_popular, false), coalesce(p_order, 99), nullif(btrim(p_icon), ''),
      p_visit_retention_months, coalesce(p_max_workspaces, 1), coalesce(p_max_seats, 1),
      coalesce(p_max_pages, 1), coalesce(p_max_domains, 0))
    on conflict (id) do nothing;
    if not found then
      raise exception using errcode = '23505', message = 'Já existe um plano com este ID.';
    end if;
    return jsonb_build_object('success', true, 'message', 'Plano criado com sucesso.', 'id', p_id);
  end if;

  update public.plans set
    name = btrim(p_name), description = nullif(btrim(p_description), ''), price = round(p_price, 2),
    price_yearly = nullif(round(p_price_yearly, 2), 0), mercadopago_link = v_link,
    mercadopago_link_yearly = v_link_yearly, features = v_features,
    popular = coalesce(p_popular, false), "order" = coalesce(p_order, 99),
    icon = coalesce(nullif(btrim(p_icon), ''), icon),
    visit_retention_months = p_visit_retention_months,
    max_workspaces = coalesce(p_max_workspaces, max_workspaces),
    max_seats = coalesce(p_max_seats, max_seats),
    max_pages = coalesce(p_max_pages, max_pages),
    max_domains = coalesce(p_max_domains, max_domains)
  where id = p_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Plano não encontrado.';
  end if;
  return jsonb_build_object('success', true, 'message', 'Plano atualizado com sucesso.', 'id', p_id);
end;
$function$;
COMMENT ON FUNCTION public.save_plan(p_is_new boolean, p_id text, p_name text, p_description text, p_price numeric, p_mercadopago_link text, p_features jsonb, p_popular boolean, p_order integer, p_price_yearly numeric, p_mercadopago_link_yearly text, p_icon text, p_visit_retention_months integer, p_max_workspaces integer, p_max_seats integer, p_max_pages integer, p_max_domains integer) IS 'Internal: validated insert (p_is_new) or update of a plan; admin only.';
-- public.save_plan(p_is_new boolean, p_id text, p_name text, p_description text, p_price numeric, p_mercadopago_link text, p_features jsonb, p_popular boolean, p_order integer, p_price_yearly numeric, p_mercadopago_link_yearly text, p_icon text, p_visit_retention_months integer, p_max_workspaces integer, p_max_seats integer, p_max_pages integer, p_max_domains integer): executable by its owner only

CREATE OR REPLACE FUNCTION public.screen_destination(p_url text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_refusal jsonb := public.destination_refusal(p_url);
begin
  if v_refusal is null then
    return;
  end if;
  if v_refusal->>'verdict' = 'blocked' then
    raise exception using errcode = 'P0001', hint = 'destination_blocked',
      message = format('Este endereço não pode ser usado: %s.', v_refusal->>'reason');
  end if;
  if (select auth.role()) = 'anon' then
    raise exception using errcode = 'P0001', hint = 'destination_needs_account',
      message = 'Entre na sua conta para encurtar este endereço';
  end if;
end
$function$;
COMMENT ON FUNCTION public.screen_destination(p_url text) IS 'Raises P0001 (hint destination_blocked or destination_needs_account) when a destination may not be written by this caller.';
-- public.screen_destination(p_url text): executable by its owner only

CREATE OR REPLACE FUNCTION public.screen_item_destinations()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_new jsonb := to_jsonb(new);
  v_old jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) else '{}'::jsonb end;
  v_column text;
begin
  foreach v_column in array tg_argv loop
    -- Only what changes is screened: an edit of a description never trips over a list entry
    -- added after the code was made (those are rechecked apart).
    if v_new->>v_column is not null and v_new->>v_column is distinct from v_old->>v_column then
      perform public.screen_destination(v_new->>v_column);
    end if;
  end loop;
  return new;
end
$function$;
COMMENT ON FUNCTION public.screen_item_destinations() IS 'Trigger on qr_codes and short_links: screens each destination column named in its arguments that is new or changed.';
-- public.screen_item_destinations(): executable by its owner only

CREATE OR REPLACE FUNCTION public.screened_codes(p_kind text, p_ids uuid[])
 RETURNS TABLE(id uuid, urls text[])
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select q.id,
         public.code_addresses(q.target_url, q.ios_url, q.android_url, q.desktop_url, q.routes,
                               q.split)
    from public.qr_codes q
   where p_kind = 'qr' and q.id = any (p_ids) and q.target_url is not null
  union all
  select l.id,
         public.code_addresses(l.original_url, l.ios_url, l.android_url, l.desktop_url, l.routes,
                               l.split)
    from public.short_links l
   where p_kind = 'link' and l.id = any (p_ids)
$function$;
COMMENT ON FUNCTION public.screened_codes(p_kind text, p_ids uuid[]) IS 'Internal: the dynamic QR codes (qr) or short links (link) with these ids, each with its addresses (main, ios, android, desktop, nulls kept; then its smart routes'' destinations).';
-- public.screened_codes(p_kind text, p_ids uuid[]): executable by its owner only

CREATE OR REPLACE FUNCTION public.search_query(p_text text)
 RETURNS tsquery
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when count(*) = 0 then null
         else to_tsquery('simple', string_agg(quote_literal(w) || ':*', ' & ')) end
  from regexp_split_to_table(lower(coalesce(p_text, '')), '[[:space:][:punct:]]+') as w
  where w <> ''
$function$;
COMMENT ON FUNCTION public.search_query(p_text text) IS 'The words of a search box as a prefix tsquery (null for none).';
GRANT EXECUTE ON FUNCTION public.search_query(p_text text) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.session_account_blocked(p_claims jsonb)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(p_claims ->> 'role', '') = 'authenticated'
     and exists (
       select 1 from auth.users u
        where u.id = (p_claims ->> 'sub')::uuid and u.banned_until > now()
     )
$function$;
COMMENT ON FUNCTION public.session_account_blocked(p_claims jsonb) IS 'True when the claims are a user session of an account blocked now (auth.users.banned_until in the future): its access token is refused before it expires.';
GRANT EXECUTE ON FUNCTION public.session_account_blocked(p_claims jsonb) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.session_meets_mfa(p_claims jsonb)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(p_claims ->> 'role', '') <> 'authenticated'
      or not (p_claims ? 'session_id')
      or coalesce(p_claims ->> 'aal', 'aal1') = 'aal2'
      or (
        not exists (
          select 1 from auth.mfa_factors f
           where f.user_id = (p_claims ->> 'sub')::uuid and f.status = 'verified'
        )
        and (
          not exists (
            select 1 from public.admin_audit_log a
             where a.action = 'two_factor_removed' and a.target_id = p_claims ->> 'sub'
          )
          or exists (
            select 1 from auth.sessions s
             where s.id = (p_claims ->> 'session_id')::uuid
               and s.user_id = (p_claims ->> 'sub')::uuid
          )
        )
      )
$function$;
COMMENT ON FUNCTION public.session_meets_mfa(p_claims jsonb) IS 'True unless the claims are a user session below aal2 of an account with a verified two-factor method, or a session below aal2 that an admin''s removal of the account''s two-factor methods ended.';
GRANT EXECUTE ON FUNCTION public.session_meets_mfa(p_claims jsonb) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.set_ip_truncation(p_enabled boolean)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_scans integer := 0;
  v_clicks integer := 0;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_enabled is null then
    raise exception using errcode = '22023', message = 'Escolha ligar ou desligar.';
  end if;
  update public.profiles set truncate_ip_addresses = p_enabled where id = v_uid;
  if p_enabled then
    update public.qr_code_scans s set ip_address = public.truncate_ip(s.ip_address)
    from public.qr_codes q
    where q.user_id = v_uid and s.qr_code_id = q.id and s.ip_address is not null
      and s.ip_address is distinct from public.truncate_ip(s.ip_address);
    get diagnostics v_scans = row_count;
    update public.link_clicks c set ip_address = public.truncate_ip(c.ip_address)
    from public.short_links l
    where l.user_id = v_uid and c.short_link_id = l.id and c.ip_address is not null
      and c.ip_address is distinct from public.truncate_ip(c.ip_address);
    get diagnostics v_clicks = row_count;
  end if;
  return jsonb_build_object('truncate_ip_addresses', p_enabled, 'truncated', v_scans + v_clicks);
end;
$function$;
COMMENT ON FUNCTION public.set_ip_truncation(p_enabled boolean) IS 'Owner: turns the truncation of their visitors'' IP addresses on or off; turning it on also truncates the addresses already stored. Answers {truncate_ip_addresses, truncated}.';
GRANT EXECUTE ON FUNCTION public.set_ip_truncation(p_enabled boolean) TO authenticated;

CREATE OR REPLACE FUNCTION public.set_item_tags(p_kind text, p_id uuid, p_names text[])
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_workspace uuid;
  v_names text[];
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_kind not in ('qr', 'short_link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  -- One of each name in any case (the first spelling given wins).
  select coalesce(array_agg(name), '{}') into v_names
  from (select distinct on (lower(btrim(n))) btrim(n) as name
        from unnest(coalesce(p_names, '{}')) with ordinality as given(n, at)
        where btrim(n) <> ''
        order by lower(btrim(n)), at) names;
  if cardinality(v_names) > 20 then
    raise exception using errcode = '22023', message = 'Use no máximo 20 tags por item.';
  end if;
  if exists (select 1 from unnest(v_names) n where char_length(n) > 40) then
    raise exception using errcode = '22023', message = 'Cada tag pode ter no máximo 40 caracteres.';
  end if;
  if p_kind = 'qr' then
    select q.workspace_id into v_workspace from public.qr_codes q
    where q.id = p_id and q.workspace_id in (select public.editable_workspaces());
  else
    select l.workspace_id into v_workspace from public.short_links l
    where l.id = p_id and l.workspace_id in (select public.editable_workspaces());
  end if;
  if v_workspace is null then
    raise exception using errcode = 'P0002', message = 'Registro não encontrado.';
  end if;

  insert into public.tags (user_id, workspace_id, name)
  select v_uid, v_workspace, n from unnest(v_names) n
  where not exists (select 1 from public.tags t
                    where t.workspace_id = v_workspace and lower(t.name) = lower(n));

  if p_kind = 'qr' then
    delete from public.qr_code_tags x where x.qr_code_id = p_id;
    insert into public.qr_code_tags (qr_code_id, tag_id)
    select p_id, t.id from public.tags t
    where t.workspace_id = v_workspace and lower(t.name) in (select lower(n) from unnest(v_names) n);
  else
    delete from public.short_link_tags x where x.short_link_id = p_id;
    insert into public.short_link_tags (short_link_id, tag_id)
    select p_id, t.id from public.tags t
    where t.workspace_id = v_workspace and lower(t.name) in (select lower(n) from unnest(v_names) n);
  end if;
  return (select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name) order by lower(t.name)), '[]')
          from public.tags t
          where t.workspace_id = v_workspace and lower(t.name) in (select lower(n) from unnest(v_names) n));
end;
$function$;
COMMENT ON FUNCTION public.set_item_tags(p_kind text, p_id uuid, p_names text[]) IS 'Owner, admin, editor: the tags of a QR code or short link of their workspace become exactly these names (at most 20, 40 characters each), creating the missing tags in that workspace. Answers [{id, name}].';
GRANT EXECUTE ON FUNCTION public.set_item_tags(p_kind text, p_id uuid, p_names text[]) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.set_redirect_password(p_kind text, p_id uuid, p_password text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_password text := nullif(p_password, '');
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_kind is null or p_kind not in ('qr', 'short_link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  -- bcrypt reads 72 bytes: a longer password would open with anything sharing its first 72.
  if v_password is not null
     and (char_length(v_password) < 4 or octet_length(convert_to(v_password, 'UTF8')) > 72) then
    raise exception using errcode = '22023',
      message = 'A senha do link deve ter entre 4 e 72 caracteres; letras acentuadas contam como 2 e emojis como 4.';
  end if;
  if p_kind = 'qr' then
    perform 1 from public.qr_codes q
    where q.id = p_id and q.workspace_id in (select public.editable_workspaces()) for update;
  else
    perform 1 from public.short_links l
    where l.id = p_id and l.workspace_id in (select public.editable_workspaces()) for update;
  end if;
  if not found then
    raise exception using errcode = 'P0002', message = 'Registro não encontrado.';
  end if;

  delete from public.redirect_passwords r
  where (p_kind = 'qr' and r.qr_code_id = p_id) or (p_kind = 'short_link' and r.short_link_id = p_id);
  if v_password is not null then
    insert into public.redirect_passwords (qr_code_id, short_link_id, password_hash)
    values (case when p_kind = 'qr' then p_id end, case when p_kind = 'short_link' then p_id end,
            extensions.crypt(v_password, extensions.gen_salt('bf', 10)));
  end if;
  if p_kind = 'qr' then
    update public.qr_codes set password_protected = v_password is not null where id = p_id;
  else
    update public.short_links set password_protected = v_password is not null where id = p_id;
  end if;
  return jsonb_build_object('password_protected', v_password is not null);
end;
$function$;
COMMENT ON FUNCTION public.set_redirect_password(p_kind text, p_id uuid, p_password text) IS 'Owner, admin, editor: protects a QR code or short link of their workspace with a password (4 characters to 72 UTF-8 bytes, kept as a bcrypt hash), or removes it (null or empty). Answers {password_protected}.';
GRANT EXECUTE ON FUNCTION public.set_redirect_password(p_kind text, p_id uuid, p_password text) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.set_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := now();
  return new;
end;
$function$;
COMMENT ON FUNCTION public.set_updated_at() IS 'Trigger: stamps updated_at with the transaction time on every update.';
GRANT EXECUTE ON FUNCTION public.set_updated_at() TO service_role;

CREATE OR REPLACE FUNCTION public.set_workspace_member_role(p_workspace uuid, p_user uuid, p_role text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_role is null or p_role not in ('admin', 'editor', 'viewer') then
    raise exception using errcode = '22023',
      message = 'Escolha o papel: Administrador, Editor ou Leitor.';
  end if;
  perform public.managed_member_role(p_workspace, p_user);
  update public.workspace_members set role = p_role
  where workspace_id = p_workspace and user_id = p_user;
end;
$function$;
COMMENT ON FUNCTION public.set_workspace_member_role(p_workspace uuid, p_user uuid, p_role text) IS 'Owner or admin: gives a member (not the owner) the role admin, editor or viewer.';
GRANT EXECUTE ON FUNCTION public.set_workspace_member_role(p_workspace uuid, p_user uuid, p_role text) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.settle_code_screening(p_kind text, p_id uuid, p_urls text[], p_blocked jsonb)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row public.disabled_codes;
  v_flagged jsonb := public.code_flagged_address(p_urls);
  v_source text;
  v_reason text;
  v_address text;
begin
  select d.* into v_row from public.disabled_codes d
   where (p_kind = 'qr' and d.qr_code_id = p_id) or (p_kind = 'link' and d.short_link_id = p_id)
   for update;
  if v_row.id is not null and (v_row.source = 'admin'
      or (v_row.source = 'blocklist' and p_blocked is not null)
      or (v_row.source = 'safe_browsing' and v_flagged is not null)) then
    return null;
  end if;
  if p_blocked is not null then
    v_source := 'blocklist';
    v_reason := 'Destino bloqueado: ' || (p_blocked ->> 'reason');
    v_address := p_blocked ->> 'url';
  elsif v_flagged is not null then
    v_source := 'safe_browsing';
    v_reason := 'Google Safe Browsing: ' || (v_flagged ->> 'threat_type');
    v_address := v_flagged ->> 'url';
  end if;

  if v_source is null then
    if v_row.id is null then
      return null;
    end if;
    delete from public.disabled_codes d where d.id = v_row.id;
    perform public.audit_admin_action('code_enabled', p_kind, p_id::text,
      case v_row.source when 'blocklist' then 'Destino liberado: não está mais bloqueado'
                        else 'Google Safe Browsing: nenhuma ameaça encontrada' end,
      jsonb_build_object('source', v_row.source, 'disabled_reason', v_row.reason,
                         'disabled_at', v_row.disabled_at));
    return 'enabled';
  end if;

  if v_row.id is null then
    if p_kind = 'qr' then
      insert into public.disabled_codes (qr_code_id, reason, disabled_by, source)
      values (p_id, v_reason, null, v_source)
      on conflict (qr_code_id) do nothing;
    else
      insert into public.disabled_codes (short_link_id, reason, disabled_by, source)
      values (p_id, v_reason, null, v_source)
      on conflict (short_link_id) do nothing;
    end if;
    if not found then
      return null; -- an admin disabled it meanwhile
    end if;
  else
    -- Its check no longer holds but the other one does: that one keeps it disabled.
    update public.disabled_codes d
       set source = v_source, reason = v_reason, disabled_by = null, disabled_at = now()
     where d.id = v_row.id;
  end if;
  perform public.audit_admin_action('code_disabled', p_kind, p_id::text, v_reason,
    jsonb_build_object('source', v_source, 'destination', v_address));
  return 'disabled';
end;
$function$;
COMMENT ON FUNCTION public.settle_code_screening(p_kind text, p_id uuid, p_urls text[], p_blocked jsonb) IS 'Internal: disables a code (source blocklist or safe_browsing) whose addresses are blocked or flagged, or enables one a check disabled whose addresses are fine again; never a code an admin disabled. Audited with a null actor. Answers disabled, enabled or null.';
-- public.settle_code_screening(p_kind text, p_id uuid, p_urls text[], p_blocked jsonb): executable by its owner only

CREATE OR REPLACE FUNCTION public.shared_report(p_token text, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'kind', case when s.qr_code_id is not null then 'qr'
                 when s.short_link_id is not null then 'link' else 'page' end,
    'destination', coalesce(q.target_url, l.original_url),
    'short_path', case when l.id is not null then '/s/' || coalesce(l.custom_alias, l.short_code) end,
    'page', case when g.id is not null then jsonb_build_object(
      'kind', g.kind, 'slug', g.slug, 'title', g.title, 'content', g.content) end,
    'created_at', coalesce(q.created_at, l.created_at, g.created_at),
    'from', coalesce(p_from, (now() at time zone 'America/Sao_Paulo')::date - 29),
    'to', coalesce(p_to, (now() at time zone 'America/Sao_Paulo')::date),
    'stats', case when g.id is null then public.visit_stats_for(
      case when s.qr_code_id is not null then 'qr' else 'link' end,
      array[coalesce(s.qr_code_id, s.short_link_id)], p_from, p_to)
      else public.page_stats_for(g.id, p_from, p_to) end
  )
  from public.shared_reports s
  left join public.qr_codes q on q.id = s.qr_code_id
  left join public.short_links l on l.id = s.short_link_id
  left join public.pages g on g.id = s.page_id
  where s.token = p_token and p_token ~ '^[A-Za-z0-9_-]{32}$'
$function$;
COMMENT ON FUNCTION public.shared_report(p_token text, p_from date, p_to date) IS 'Anyone: the read-only report behind a shared-report token (the code''s destination, or the page''s title, address and buttons, and the aggregated analytics over a range of at most 367 Brazilian days), or null when the token is unknown or revoked.';
GRANT EXECUTE ON FUNCTION public.shared_report(p_token text, p_from date, p_to date) TO anon, authenticated;

CREATE OR REPLACE FUNCTION public.shared_report_item_in(p_qr uuid, p_link uuid, p_page uuid, p_edit boolean)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(
    (select q.workspace_id from public.qr_codes q where q.id = p_qr),
    (select l.workspace_id from public.short_links l where l.id = p_link),
    (select g.workspace_id from public.pages g where g.id = p_page)
  ) in (
    select w from public.readable_workspaces() w
    where not p_edit or w in (select public.editable_workspaces()))
$function$;
COMMENT ON FUNCTION public.shared_report_item_in(p_qr uuid, p_link uuid, p_page uuid, p_edit boolean) IS 'RLS helper of shared_reports: whether the caller may read (p_edit false: any member) or change (true: owner, admin, editor) the code, link or page a share points at.';
GRANT EXECUTE ON FUNCTION public.shared_report_item_in(p_qr uuid, p_link uuid, p_page uuid, p_edit boolean) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.short_url_for_message(p_url text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when char_length(p_url) > 30 then left(p_url, 30) || '...' else p_url end
$function$;
COMMENT ON FUNCTION public.short_url_for_message(p_url text) IS 'A URL cut to 30 characters (with ...) for notification texts.';
GRANT EXECUTE ON FUNCTION public.short_url_for_message(p_url text) TO PUBLIC, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.skip_duplicate_creation_notification()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.related_qr_code_id is not null
     and new.type in ('qr_created', 'info')
     and exists (
       select 1 from public.notifications n
       where n.related_qr_code_id = new.related_qr_code_id
         and n.user_id = new.user_id
         and n.type in ('qr_created', 'info')
     ) then
    return null;
  end if;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.skip_duplicate_creation_notification() IS 'Trigger before notifications insert: drops a second creation notice for the same QR code.';
-- public.skip_duplicate_creation_notification(): executable by its owner only

CREATE OR REPLACE FUNCTION public.split_problem(p_split jsonb)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_variant jsonb;
  v_total integer := 0;
begin
  if p_split is null then
    return null;
  end if;
  if jsonb_typeof(p_split) <> 'array' or octet_length(p_split::text) > 16384 then
    return 'Teste A/B inválido.';
  end if;
  if jsonb_array_length(p_split) > 4 then
    return 'Use no máximo 4 variantes no teste A/B.';
  end if;
  for v_variant in select e from jsonb_array_elements(p_split) e loop
    if jsonb_typeof(v_variant) <> 'object'
       or exists (select 1 from jsonb_object_keys(v_variant) k where k not in ('url', 'weight'))
    then
      return 'Teste A/B inválido.';
    end if;
    if jsonb_typeof(v_variant -> 'url') is distinct from 'string'
       or not public.is_http_url(v_variant ->> 'url') then
      return 'O destino de cada variante deve ser um endereço http:// ou https:// válido.';
    end if;
    if jsonb_typeof(v_variant -> 'weight') is distinct from 'number'
       or (v_variant ->> 'weight') !~ '^[0-9]{1,2}$'
       or (v_variant ->> 'weight')::integer not between 1 and 99 then
      return 'A parte de cada variante deve ser um número inteiro de 1 a 99 (%).';
    end if;
    v_total := v_total + (v_variant ->> 'weight')::integer;
  end loop;
  if v_total > 99 then
    return 'As variantes somam mais de 99%: deixe pelo menos 1% para o destino principal.';
  end if;
  return null;
end
$function$;
COMMENT ON FUNCTION public.split_problem(p_split jsonb) IS 'Null when a code''s A/B test is fine, else the pt-BR reason the editor gives too (at most 4 variants, each an http(s) destination and a whole percent of 1 to 99, at most 99 together).';
GRANT EXECUTE ON FUNCTION public.split_problem(p_split jsonb) TO service_role;

CREATE OR REPLACE FUNCTION public.stamp_report_resolution()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.status is distinct from old.status then
    if new.status = 'open' then
      new.resolved_at := null;
      new.resolved_by := null;
    else
      new.resolved_at := now();
      new.resolved_by := (select auth.uid());
    end if;
  end if;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.stamp_report_resolution() IS 'Trigger before a report update: a new status sets resolved_at and resolved_by (cleared when reopened).';
-- public.stamp_report_resolution(): executable by its owner only

CREATE OR REPLACE FUNCTION public.sync_profile_email()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$function$;
COMMENT ON FUNCTION public.sync_profile_email() IS 'Trigger on auth.users email update: copies the new email to the profile.';
-- public.sync_profile_email(): executable by its owner only

CREATE OR REPLACE FUNCTION public.transfer_workspace(p_workspace uuid, p_new_owner uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_room record;
begin
  perform public.require_owned_team_workspace(p_workspace,
    'O espaço pessoal não pode ser transferido.');
  if p_new_owner is null or p_new_owner = v_uid or not exists (
       select 1 from public.workspace_members m
       where m.workspace_id = p_workspace and m.user_id = p_new_owner) then
    raise exception using errcode = 'P0002',
      message = 'Escolha outro membro deste espaço de trabalho.';
  end if;
  -- The new owner's plan must have room for one more workspace, as create_workspace asks.
  select * into v_room from public.workspace_room(p_new_owner);
  if v_room.owned >= v_room.allowed then
    raise exception using errcode = '22023',
      message = 'Esta pessoa já tem todos os espaços de trabalho que o plano dela permite.';
  end if;
  -- One owner at a time (workspace_members_one_owner): the old one steps down first.
  update public.workspace_members set role = 'admin'
  where workspace_id = p_workspace and user_id = v_uid;
  update public.workspace_members set role = 'owner'
  where workspace_id = p_workspace and user_id = p_new_owner;
end;
$function$;
COMMENT ON FUNCTION public.transfer_workspace(p_workspace uuid, p_new_owner uuid) IS 'Owner: hands a team workspace on to another member whose plan has room for one more workspace, staying on as admin. A personal workspace is never handed on.';
GRANT EXECUTE ON FUNCTION public.transfer_workspace(p_workspace uuid, p_new_owner uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.truncate_ip(p_ip text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_ip inet;
begin
  if p_ip ~ '^((25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])$' then
    return host(network(set_masklen(p_ip::inet, 24)));
  end if;
  if p_ip is null or p_ip !~ '^[0-9A-Fa-f:.]{2,45}$' or position(':' in p_ip) = 0 then
    return null;
  end if;
  begin
    v_ip := p_ip::inet;
  exception when others then
    return null;
  end;
  return host(network(set_masklen(v_ip, case when family(v_ip) = 4 then 24 else 48 end)));
end;
$function$;
COMMENT ON FUNCTION public.truncate_ip(p_ip text) IS 'An IP address cut to its /24 (IPv4) or /48 (IPv6) network address; null when the text is not an address.';
-- public.truncate_ip(p_ip text): executable by its owner only

CREATE OR REPLACE FUNCTION public.update_app_setting(p_key text, p_value jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform public.require_admin();
  if p_key is null
     or p_key not in ('maintenance_mode', 'allow_new_registrations', 'admin_mfa_required') then
    raise exception using errcode = '22023', message = 'Configuração desconhecida.';
  end if;
  if jsonb_typeof(p_value) is distinct from 'object'
     or jsonb_typeof(p_value -> 'enabled') is distinct from 'boolean'
     or (p_value ? 'message' and jsonb_typeof(p_value -> 'message') not in ('string', 'null')) then
    raise exception using errcode = '22023',
      message = 'Valor inválido: envie um objeto com "enabled" verdadeiro ou falso.';
  end if;
  if p_key = 'admin_mfa_required' and (p_value ->> 'enabled')::boolean
     and coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception using errcode = '22023',
      message = 'Ative a verificação em duas etapas na sua conta e entre com o código antes de exigi-la dos administradores.';
  end if;
  if char_length(p_value ->> 'message') > 500 then
    raise exception using errcode = '22023',
      message = 'A mensagem de manutenção deve ter no máximo 500 caracteres.';
  end if;
  insert into public.app_settings (key, value) values (p_key, p_value)
  on conflict (key) do update set value = excluded.value;
  return jsonb_build_object('success', true, 'message', 'Configuração atualizada com sucesso.');
end;
$function$;
COMMENT ON FUNCTION public.update_app_setting(p_key text, p_value jsonb) IS 'Admin: saves maintenance_mode, allow_new_registrations or admin_mfa_required (validated shape). Answers {success, message}.';
GRANT EXECUTE ON FUNCTION public.update_app_setting(p_key text, p_value jsonb) TO authenticated;

CREATE OR REPLACE FUNCTION public.update_user_plan(p_user_id uuid, p_plan_id text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_price numeric;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Usuário não autenticado. Por favor, faça login e tente novamente.';
  end if;
  if p_user_id is distinct from v_uid then
    raise exception using errcode = '42501', message = 'Você só pode alterar o plano da sua própria conta.';
  end if;
  select p.price into v_price from public.plans p where p.id = p_plan_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Plano não encontrado.';
  end if;
  if v_price > 0 then
    if not exists (select 1 from public.profiles pr
                   where pr.id = v_uid and pr.plan_id = p_plan_id and pr.plan_renews_at > now()) then
      raise exception using errcode = '42501',
        message = 'Nenhum pagamento aprovado foi encontrado para este plano.',
        hint = 'payment_required';
    end if;
  else
    update public.profiles set plan_id = p_plan_id, plan_cycle = null, plan_renews_at = null
    where id = v_uid;
  end if;
  return jsonb_build_object('success', true, 'message', 'Plano atualizado com sucesso!', 'plan_id', p_plan_id);
end;
$function$;
COMMENT ON FUNCTION public.update_user_plan(p_user_id uuid, p_plan_id text) IS 'Sets the caller''s plan: free always, paid only by consuming an approved payment for that plan (42501 otherwise).';
GRANT EXECUTE ON FUNCTION public.update_user_plan(p_user_id uuid, p_plan_id text) TO authenticated;

CREATE OR REPLACE FUNCTION public.visit_log_days(p_kind text, p_targets uuid[], p_from timestamp with time zone, p_to timestamp with time zone, OUT days date[], OUT counts bigint[])
 RETURNS record
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET jit TO 'off'
AS $function$
declare
  v_first date := (p_from at time zone 'America/Sao_Paulo')::date;
  v_last date := (p_to at time zone 'America/Sao_Paulo')::date;
  v_first_ends timestamptz := (v_first + 1)::timestamp at time zone 'America/Sao_Paulo';
  v_last_starts timestamptz := v_last::timestamp at time zone 'America/Sao_Paulo';
begin
  select coalesce(array_agg(d.day order by d.day desc), '{}'),
         coalesce(array_agg(d.n order by d.day desc), '{}')
  into days, counts
  from (
    select r.day, sum(r.count)::bigint as n
    from public.visit_rollups r
    where r.kind = p_kind and r.target_id = any(p_targets) and r.dimension in ('visits', 'bots')
      and (v_first is null or r.day > v_first)
      and (v_last is null or r.day < v_last)
    group by r.day
    union all
    select (s.scanned_at at time zone 'America/Sao_Paulo')::date, count(*)::bigint
    from public.qr_code_scans s
    where p_kind = 'qr' and s.qr_code_id = any(p_targets)
      and (p_from is null or s.scanned_at >= p_from)
      and (p_to is null or s.scanned_at <= p_to)
      and (s.scanned_at < v_first_ends or s.scanned_at >= v_last_starts)
    group by 1
    union all
    select (c.clicked_at at time zone 'America/Sao_Paulo')::date, count(*)::bigint
    from public.link_clicks c
    where p_kind = 'link' and c.short_link_id = any(p_targets)
      and (p_from is null or c.clicked_at >= p_from)
      and (p_to is null or c.clicked_at <= p_to)
      and (c.clicked_at < v_first_ends or c.clicked_at >= v_last_starts)
    group by 1
  ) d;
end;
$function$;
COMMENT ON FUNCTION public.visit_log_days(p_kind text, p_targets uuid[], p_from timestamp with time zone, p_to timestamp with time zone, OUT days date[], OUT counts bigint[]) IS 'Internal to list_qr_scans and list_link_clicks: the visits of these codes or links (kind qr or link) per Brazilian day in a range, newest first {days, counts}: whole days from the rollups, days the range cuts from the rows. RLS applies (invoker).';
GRANT EXECUTE ON FUNCTION public.visit_log_days(p_kind text, p_targets uuid[], p_from timestamp with time zone, p_to timestamp with time zone, OUT days date[], OUT counts bigint[]) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.visit_log_page(p_days date[], p_counts bigint[], p_offset bigint, p_limit integer, OUT newest date, OUT oldest date, OUT skip bigint, OUT total bigint)
 RETURNS record
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  total := 0;
  for i in 1 .. coalesce(array_length(p_days, 1), 0) loop
    if newest is null and total + p_counts[i] > p_offset then
      newest := p_days[i];
      skip := p_offset - total;
    end if;
    total := total + p_counts[i];
    if newest is not null and oldest is null and total >= p_offset + p_limit then
      oldest := p_days[i];
    end if;
  end loop;
  if newest is not null and oldest is null then
    oldest := p_days[array_length(p_days, 1)];
  end if;
end;
$function$;
COMMENT ON FUNCTION public.visit_log_page(p_days date[], p_counts bigint[], p_offset bigint, p_limit integer, OUT newest date, OUT oldest date, OUT skip bigint, OUT total bigint) IS 'Internal to list_qr_scans and list_link_clicks: from rows per day (newest first), the newest and oldest day a page after p_offset falls in, how many rows of the newest to skip, and the total.';
GRANT EXECUTE ON FUNCTION public.visit_log_page(p_days date[], p_counts bigint[], p_offset bigint, p_limit integer, OUT newest date, OUT oldest date, OUT skip bigint, OUT total bigint) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.visit_stats(p_kind text, p_target uuid DEFAULT NULL::uuid, p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date, p_workspace uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select public.visit_stats_for(p_kind, array(
    select q.id from public.qr_codes q
    where p_kind = 'qr' and q.workspace_id in (select public.readable_workspaces())
      and (q.id = p_target or (p_target is null and q.workspace_id = coalesce(p_workspace, public.personal_workspace())))
    union all
    select l.id from public.short_links l
    where p_kind = 'link' and l.workspace_id in (select public.readable_workspaces())
      and (l.id = p_target or (p_target is null and l.workspace_id = coalesce(p_workspace, public.personal_workspace())))
  ), p_from, p_to)
$function$;
COMMENT ON FUNCTION public.visit_stats(p_kind text, p_target uuid, p_from date, p_to date, p_workspace uuid) IS 'Analytics of one QR code or short link of the caller''s workspaces (or all of a kind in p_workspace, null: their personal one) over a range of Brazilian days (at most 367): totals, unique visitors, per-day series and top-10 breakdowns, from the rollups. RLS applies (invoker).';
GRANT EXECUTE ON FUNCTION public.visit_stats(p_kind text, p_target uuid, p_from date, p_to date, p_workspace uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.visit_stats_for(p_kind text, p_targets uuid[], p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with range as (
    select coalesce(p_from, (now() at time zone 'America/Sao_Paulo')::date - 29) as first_day,
           coalesce(p_to, (now() at time zone 'America/Sao_Paulo')::date) as last_day
  ),
  rows as (
    select r.day, r.dimension, r.value, r.count
    from public.visit_rollups r, range
    where r.kind = p_kind and r.target_id = any (p_targets)
      and r.day between range.first_day and range.last_day
  ),
  daily as (
    select r.day,
           (sum(r.count) filter (where r.dimension = 'visits'))::integer as visits,
           (sum(r.count) filter (where r.dimension = 'visitors'))::integer as visitors
    from rows r where r.dimension in ('visits', 'visitors') group by r.day
  ),
  days as (
    select d::date as day, coalesce(daily.visits, 0) as visits, coalesce(daily.visitors, 0) as visitors
    from range
    cross join generate_series(range.first_day, range.last_day, interval '1 day') d
    left join daily on daily.day = d::date
  ),
  breakdown as (
    select dimension, value, sum(count)::integer as visits,
           row_number() over (partition by dimension order by sum(count) desc, value) as rank
    from rows where dimension not in ('visits', 'visitors', 'bots')
    group by dimension, value
  )
  select jsonb_build_object(
    'visits', (select coalesce(sum(visits), 0) from days),
    'visitors', (select coalesce(sum(visitors), 0) from days),
    'bots', (select coalesce(sum(count), 0) from rows where dimension = 'bots'),
    'days', (select jsonb_agg(jsonb_build_object('day', day, 'visits', visits, 'visitors', visitors) order by day) from days),
    'device', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'device' and rank <= 10), '[]'),
    'browser', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'browser' and rank <= 10), '[]'),
    'os', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'os' and rank <= 10), '[]'),
    'country', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'country' and rank <= 10), '[]'),
    'city', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'city' and rank <= 10), '[]'),
    'referrer', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'referrer' and rank <= 10), '[]'),
    'destination', coalesce((select jsonb_agg(jsonb_build_object('value', value, 'visits', visits) order by rank) from breakdown where dimension = 'destination' and rank <= 10), '[]')
  )
  from range
  where p_kind in ('qr', 'link', 'page')
    and range.last_day >= range.first_day
    and range.last_day - range.first_day <= 366
$function$;
COMMENT ON FUNCTION public.visit_stats_for(p_kind text, p_targets uuid[], p_from date, p_to date) IS 'Analytics of a set of QR codes, short links or pages over a range of Brazilian days (at most 367): totals, unique visitors, per-day series and top-10 breakdowns (destination: where the rules sent them), from the rollups. Invoker: RLS limits a user to their own; null for a refused range.';
GRANT EXECUTE ON FUNCTION public.visit_stats_for(p_kind text, p_targets uuid[], p_from date, p_to date) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.visits_kept_since(p_workspace uuid)
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select greatest(now() - make_interval(months => pl.visit_retention_months),
                  p.visits_deleted_before)
  from public.workspace_members m
  join public.profiles p on p.id = m.user_id
  join public.plans pl on pl.id = p.plan_id
  where m.workspace_id = p_workspace and m.role = 'owner'
    and p_workspace in (select public.readable_workspaces())
$function$;
COMMENT ON FUNCTION public.visits_kept_since(p_workspace uuid) IS 'The oldest visit the logs of a workspace the caller reads show: what its owner''s plan keeps (plans.visit_retention_months) or, when later, the owner''s profiles.visits_deleted_before; null when both keep everything (or for a workspace the caller does not read).';
GRANT EXECUTE ON FUNCTION public.visits_kept_since(p_workspace uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.workspace_invitation_details(p_token text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_invitation public.workspace_invitations := public.open_invitation_for_caller(p_token);
begin
  return (
    select jsonb_build_object(
      'workspace_name', w.name, 'role', v_invitation.role, 'email', v_invitation.email,
      'invited_by', coalesce(nullif(btrim(p.full_name), ''), p.email),
      'expires_at', v_invitation.expires_at)
    from public.workspaces w
    left join public.profiles p on p.id = v_invitation.invited_by
    where w.id = v_invitation.workspace_id);
end;
$function$;
COMMENT ON FUNCTION public.workspace_invitation_details(p_token text) IS 'The invitee: what an open invitation offers {workspace_name, role, email, invited_by (name or e-mail), expires_at}, with the same pt-BR refusals as accepting (not found or used, expired, another e-mail).';
GRANT EXECUTE ON FUNCTION public.workspace_invitation_details(p_token text) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.workspace_plan(p_workspace uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_workspace is null or p_workspace not in (select public.readable_workspaces()) then
    raise exception using errcode = 'P0002', message = 'Espaço de trabalho não encontrado.';
  end if;
  return (
    select jsonb_build_object(
      'plan_name', coalesce(pl.name, 'Grátis'),
      'owner_is_me', m.user_id = (select auth.uid()),
      'owner_name', coalesce(nullif(btrim(p.full_name), ''), p.email),
      'members', (select count(*) from public.workspace_members c where c.workspace_id = p_workspace),
      'max_seats', coalesce(pl.max_seats, 1),
      'page_badge', coalesce(pl.price, 0) = 0)
    from public.workspace_members m
    join public.profiles p on p.id = m.user_id
    left join public.plans pl on pl.id = p.plan_id
    where m.workspace_id = p_workspace and m.role = 'owner'
  );
end;
$function$;
COMMENT ON FUNCTION public.workspace_plan(p_workspace uuid) IS 'Any member: the plan a workspace works under (its owner''s) {plan_name, owner_is_me, owner_name, members, max_seats, page_badge (free plan: its pages show ''Feito com QR Link'')}; P0002 for a workspace the caller does not belong to.';
GRANT EXECUTE ON FUNCTION public.workspace_plan(p_workspace uuid) TO authenticated, service_role;

CREATE OR REPLACE FUNCTION public.workspace_refused()
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise exception using errcode = '42501',
    message = 'Você não tem permissão para isso neste espaço de trabalho.';
end;
$function$;
COMMENT ON FUNCTION public.workspace_refused() IS 'Internal: raises the pt-BR refusal (42501) of a workspace action the caller''s role does not allow.';
-- public.workspace_refused(): executable by its owner only

CREATE OR REPLACE FUNCTION public.workspace_room(p_user uuid, OUT allowed integer, OUT owned integer)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  select pl.max_workspaces into allowed
  from public.profiles p join public.plans pl on pl.id = p.plan_id
  where p.id = p_user
  for update of p;
  select count(*)::integer into owned
  from public.workspace_members m where m.user_id = p_user and m.role = 'owner';
end;
$function$;
COMMENT ON FUNCTION public.workspace_room(p_user uuid, OUT allowed integer, OUT owned integer) IS 'Internal: {allowed (the plan''s max_workspaces), owned} of a user, read under a lock on their profile (create_workspace, transfer_workspace).';
-- public.workspace_room(p_user uuid, OUT allowed integer, OUT owned integer): executable by its owner only

CREATE OR REPLACE FUNCTION public.workspace_seats(p_workspace uuid, OUT allowed integer, OUT taken integer)
 RETURNS record
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select pl.max_seats,
    (select count(*)::integer from public.workspace_members m where m.workspace_id = p_workspace)
    + (select count(*)::integer from public.workspace_invitations i
       where i.workspace_id = p_workspace and i.answered_at is null and i.expires_at > now())
  from public.workspace_members o
  join public.profiles p on p.id = o.user_id
  join public.plans pl on pl.id = p.plan_id
  where o.workspace_id = p_workspace and o.role = 'owner'
$function$;
COMMENT ON FUNCTION public.workspace_seats(p_workspace uuid, OUT allowed integer, OUT taken integer) IS 'Internal: {allowed (the owner''s plan''s max_seats), taken (members plus open, unexpired invitations)} of a workspace.';
-- public.workspace_seats(p_workspace uuid, OUT allowed integer, OUT taken integer): executable by its owner only

CREATE OR REPLACE FUNCTION public.write_visits(p_visits jsonb, p_after_seq bigint DEFAULT NULL::bigint, OUT written integer, OUT last_seq bigint)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  with visits as (
    select v.*
    from jsonb_to_recordset(coalesce(p_visits, '[]'::jsonb)) as v(
      seq bigint, kind text, target uuid, at timestamptz, user_agent text, referrer text, ip text,
      country text, city text, device text, browser text, os text, is_bot boolean, visitor text,
      destination text)
  ),
  scans as (
    insert into public.qr_code_scans
      (qr_code_id, scanned_at, user_agent, referrer, ip_address, country, city, device, browser,
       os, is_bot, visitor_key, destination)
    select v.target, coalesce(v.at, now()), nullif(left(v.user_agent, 512), ''),
      nullif(left(v.referrer, 2048), ''),
      nullif(left(case when p.truncate_ip_addresses then public.truncate_ip(v.ip) else v.ip end, 64), ''),
      nullif(left(v.country, 64), ''),
      nullif(left(v.city, 128), ''), nullif(left(v.device, 64), ''), nullif(left(v.browser, 64), ''),
      nullif(left(v.os, 64), ''), coalesce(v.is_bot, false), nullif(left(v.visitor, 64), ''),
      nullif(left(v.destination, 2048), '')
    from visits v
    join public.qr_codes q on q.id = v.target
    left join public.profiles p on p.id = q.user_id
    where v.kind = 'qr' and (p_after_seq is null or v.seq > p_after_seq)
    returning qr_code_id, is_bot
  ),
  clicks as (
    insert into public.link_clicks
      (short_link_id, clicked_at, user_agent, referrer, ip_address, country, city, device,
       browser, os, is_bot, visitor_key, destination)
    select v.target, coalesce(v.at, now()), nullif(left(v.user_agent, 512), ''),
      nullif(left(v.referrer, 2048), ''),
      nullif(left(case when p.truncate_ip_addresses then public.truncate_ip(v.ip) else v.ip end, 64), ''),
      nullif(left(v.country, 64), ''),
      nullif(left(v.city, 128), ''), nullif(left(v.device, 64), ''), nullif(left(v.browser, 64), ''),
      nullif(left(v.os, 64), ''), coalesce(v.is_bot, false), nullif(left(v.visitor, 64), ''),
      nullif(left(v.destination, 2048), '')
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
$function$;
COMMENT ON FUNCTION public.write_visits(p_visits jsonb, p_after_seq bigint, OUT written integer, OUT last_seq bigint) IS 'Internal: writes redirect visits after a journal checkpoint (scan and click rows, counters, milestone notifications; IPs truncated for owners who asked) and answers how many were written and the batch''s last seq. Called by record_redirect_visits and record_visit_within_limit only.';
-- public.write_visits(p_visits jsonb, p_after_seq bigint, OUT written integer, OUT last_seq bigint): executable by its owner only

--------------------------------------------------------------------------------------------------
-- Triggers (also those the migrations put on Supabase's tables)
--------------------------------------------------------------------------------------------------

CREATE TRIGGER enforce_registration_setting BEFORE INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.enforce_registration_setting();

CREATE TRIGGER hand_on_workspaces BEFORE DELETE ON auth.users FOR EACH ROW EXECUTE FUNCTION public.hand_on_workspaces_of_deleted_account();

CREATE TRIGGER notify_owner_pages AFTER UPDATE OF banned_until ON auth.users FOR EACH ROW WHEN (new.banned_until IS DISTINCT FROM old.banned_until) EXECUTE FUNCTION public.notify_owner_pages();

CREATE TRIGGER on_auth_user_banned_changed AFTER UPDATE OF banned_until ON auth.users FOR EACH ROW WHEN (new.banned_until IS DISTINCT FROM old.banned_until) EXECUTE FUNCTION public.notify_owner_codes();

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.handle_new_user();

CREATE TRIGGER on_auth_user_email_changed AFTER UPDATE OF email ON auth.users FOR EACH ROW WHEN (new.email::text IS DISTINCT FROM old.email::text) EXECUTE FUNCTION public.sync_profile_email();

CREATE TRIGGER abuse_reports_audit_status AFTER UPDATE OF status ON public.abuse_reports FOR EACH ROW EXECUTE FUNCTION public.audit_report_status();

CREATE TRIGGER abuse_reports_stamp_resolution BEFORE UPDATE OF status ON public.abuse_reports FOR EACH ROW EXECUTE FUNCTION public.stamp_report_resolution();

CREATE TRIGGER app_settings_audit AFTER INSERT OR UPDATE ON public.app_settings FOR EACH ROW EXECUTE FUNCTION public.audit_app_setting();

CREATE TRIGGER app_settings_set_updated_at BEFORE UPDATE ON public.app_settings FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE TRIGGER blocked_domains_audit AFTER INSERT OR DELETE ON public.blocked_domains FOR EACH ROW EXECUTE FUNCTION public.audit_blocked_domain();

CREATE TRIGGER blocked_domains_mark_recheck AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.blocked_domains FOR EACH STATEMENT EXECUTE FUNCTION public.mark_destination_recheck();

CREATE TRIGGER assign_workspace BEFORE INSERT ON public.custom_domains FOR EACH ROW EXECUTE FUNCTION public.assign_workspace();

CREATE TRIGGER check_custom_domain BEFORE INSERT OR UPDATE ON public.custom_domains FOR EACH ROW EXECUTE FUNCTION public.check_custom_domain();

CREATE TRIGGER notify_domain_cache AFTER INSERT OR DELETE OR UPDATE ON public.custom_domains FOR EACH ROW EXECUTE FUNCTION public.notify_domain_cache();

CREATE TRIGGER refuse_domain_in_use BEFORE DELETE ON public.custom_domains FOR EACH ROW EXECUTE FUNCTION public.refuse_domain_in_use();

CREATE TRIGGER notify_redirect_cache_change AFTER INSERT OR DELETE OR UPDATE ON public.disabled_codes FOR EACH ROW EXECUTE FUNCTION public.notify_disabled_code();

CREATE TRIGGER assign_workspace BEFORE INSERT ON public.folders FOR EACH ROW EXECUTE FUNCTION public.assign_workspace();

CREATE TRIGGER normalise_name BEFORE INSERT OR UPDATE OF name ON public.folders FOR EACH ROW EXECUTE FUNCTION public.normalise_organiser_name();

CREATE TRIGGER roll_up_visits AFTER INSERT ON public.link_clicks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roll_up_link_clicks();

CREATE TRIGGER queue_milestone_webhooks AFTER INSERT ON public.notifications FOR EACH ROW WHEN (new.type = 'scan_milestone'::text) EXECUTE FUNCTION public.queue_milestone_webhooks();

CREATE TRIGGER skip_duplicate_creation_notification BEFORE INSERT ON public.notifications FOR EACH ROW EXECUTE FUNCTION public.skip_duplicate_creation_notification();

CREATE TRIGGER assign_workspace BEFORE INSERT ON public.pages FOR EACH ROW EXECUTE FUNCTION public.assign_workspace();

CREATE TRIGGER check_page BEFORE INSERT OR UPDATE OF slug, content ON public.pages FOR EACH ROW EXECUTE FUNCTION public.check_page();

CREATE TRIGGER drop_visit_rollups AFTER DELETE ON public.pages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.drop_visit_rollups();

CREATE TRIGGER notify_page_cache AFTER INSERT OR DELETE OR UPDATE ON public.pages FOR EACH ROW EXECUTE FUNCTION public.notify_page_cache();

CREATE TRIGGER set_updated_at BEFORE UPDATE ON public.pages FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE TRIGGER notify_owner_pages AFTER UPDATE OF price ON public.plans FOR EACH ROW WHEN (new.price IS DISTINCT FROM old.price) EXECUTE FUNCTION public.notify_owner_pages();

CREATE TRIGGER plans_audit AFTER INSERT OR DELETE OR UPDATE ON public.plans FOR EACH ROW EXECUTE FUNCTION public.audit_plan_change();

CREATE TRIGGER plans_id_immutable BEFORE UPDATE OF id ON public.plans FOR EACH ROW EXECUTE FUNCTION public.prevent_plan_id_change();

CREATE TRIGGER plans_mark_visits_kept AFTER UPDATE OF visit_retention_months ON public.plans FOR EACH ROW WHEN (old.visit_retention_months IS NOT NULL AND (new.visit_retention_months IS NULL OR new.visit_retention_months > old.visit_retention_months)) EXECUTE FUNCTION public.mark_visits_kept_on_retention_change();

CREATE TRIGGER plans_set_updated_at BEFORE UPDATE ON public.plans FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE TRIGGER delete_user_logo_files AFTER DELETE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.delete_user_logo_files();

CREATE TRIGGER notify_owner_pages AFTER UPDATE OF plan_id ON public.profiles FOR EACH ROW WHEN (new.plan_id IS DISTINCT FROM old.plan_id) EXECUTE FUNCTION public.notify_owner_pages();

CREATE TRIGGER profiles_audit_delete AFTER DELETE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.audit_client_change();

CREATE TRIGGER profiles_audit_update AFTER UPDATE OF full_name, role, plan_id ON public.profiles FOR EACH ROW WHEN (old.full_name IS DISTINCT FROM new.full_name OR old.role IS DISTINCT FROM new.role OR old.plan_id IS DISTINCT FROM new.plan_id) EXECUTE FUNCTION public.audit_client_change();

CREATE TRIGGER profiles_mark_visits_kept BEFORE UPDATE OF plan_id ON public.profiles FOR EACH ROW WHEN (old.plan_id IS DISTINCT FROM new.plan_id) EXECUTE FUNCTION public.mark_visits_kept_on_plan_change();

CREATE TRIGGER profiles_personal_workspace AFTER INSERT ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.make_personal_workspace();

CREATE TRIGGER profiles_set_updated_at BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE TRIGGER protect_last_admin BEFORE DELETE OR UPDATE OF role ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.protect_last_admin();

CREATE TRIGGER roll_up_visits AFTER INSERT ON public.qr_code_scans REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.roll_up_qr_scans();

CREATE TRIGGER assign_workspace BEFORE INSERT ON public.qr_codes FOR EACH ROW EXECUTE FUNCTION public.assign_workspace();

CREATE TRIGGER check_domain BEFORE INSERT OR UPDATE OF domain_id, workspace_id ON public.qr_codes FOR EACH ROW EXECUTE FUNCTION public.check_item_domain();

CREATE TRIGGER check_item_folder BEFORE INSERT OR UPDATE OF folder_id, workspace_id ON public.qr_codes FOR EACH ROW EXECUTE FUNCTION public.check_item_folder();

CREATE TRIGGER check_preview BEFORE INSERT OR UPDATE OF preview_title, preview_description, preview_image_url ON public.qr_codes FOR EACH ROW EXECUTE FUNCTION public.check_item_preview();

CREATE TRIGGER check_roulette BEFORE INSERT OR UPDATE OF roulette, split ON public.qr_codes FOR EACH ROW EXECUTE FUNCTION public.check_item_roulette();

CREATE TRIGGER check_routes BEFORE INSERT OR UPDATE OF routes, split ON public.qr_codes FOR EACH ROW EXECUTE FUNCTION public.check_item_routes();

CREATE TRIGGER drop_visit_rollups AFTER DELETE ON public.qr_codes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.drop_visit_rollups();

CREATE TRIGGER normalize_qr_code_insert BEFORE INSERT ON public.qr_codes FOR EACH ROW EXECUTE FUNCTION public.normalize_qr_code();

CREATE TRIGGER normalize_qr_code_update BEFORE UPDATE OF user_id, target_url, fg_color, bg_color, logo_url, updated_at, created_at, design, content_type, content, payload ON public.qr_codes FOR EACH ROW EXECUTE FUNCTION public.normalize_qr_code();

CREATE TRIGGER notify_qr_created AFTER INSERT ON public.qr_codes FOR EACH ROW EXECUTE FUNCTION public.notify_qr_created();

CREATE TRIGGER notify_redirect_cache_change AFTER INSERT OR DELETE OR UPDATE OF target_url, expires_at, max_visits, ios_url, android_url, desktop_url, password_protected, routes, split, roulette, preview_title, preview_description, preview_image_url, domain_id ON public.qr_codes FOR EACH ROW EXECUTE FUNCTION public.notify_redirect_cache();

CREATE TRIGGER qr_codes_mark_recheck AFTER UPDATE OF target_url, ios_url, android_url, desktop_url, routes, split ON public.qr_codes FOR EACH ROW WHEN (old.target_url IS DISTINCT FROM new.target_url OR old.ios_url IS DISTINCT FROM new.ios_url OR old.android_url IS DISTINCT FROM new.android_url OR old.desktop_url IS DISTINCT FROM new.desktop_url OR old.routes IS DISTINCT FROM new.routes OR old.split IS DISTINCT FROM new.split) EXECUTE FUNCTION public.mark_destination_recheck_for_code();

CREATE TRIGGER qr_codes_screen_destinations BEFORE INSERT OR UPDATE OF target_url, ios_url, android_url, desktop_url ON public.qr_codes FOR EACH ROW EXECUTE FUNCTION public.screen_item_destinations('target_url', 'ios_url', 'android_url', 'desktop_url');

CREATE TRIGGER record_activity AFTER INSERT OR DELETE ON public.qr_codes FOR EACH ROW EXECUTE FUNCTION public.record_item_activity();

CREATE TRIGGER record_activity_update AFTER UPDATE OF target_url, fg_color, bg_color, logo_url, expires_at, max_visits, ios_url, android_url, desktop_url, password_protected, folder_id, design, content, payload, routes, split, roulette, preview_title, preview_description, preview_image_url ON public.qr_codes FOR EACH ROW EXECUTE FUNCTION public.record_item_activity();

CREATE TRIGGER assign_workspace BEFORE INSERT ON public.qr_templates FOR EACH ROW EXECUTE FUNCTION public.assign_workspace();

CREATE TRIGGER normalize_qr_template BEFORE INSERT OR UPDATE ON public.qr_templates FOR EACH ROW EXECUTE FUNCTION public.normalize_qr_template();

CREATE TRIGGER notify_redirect_cache_change AFTER INSERT OR DELETE OR UPDATE ON public.short_link_names FOR EACH ROW EXECUTE FUNCTION public.notify_redirect_cache();

CREATE TRIGGER assign_workspace BEFORE INSERT ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.assign_workspace();

CREATE TRIGGER check_domain BEFORE INSERT OR UPDATE OF domain_id, workspace_id ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.check_item_domain();

CREATE TRIGGER check_item_folder BEFORE INSERT OR UPDATE OF folder_id, workspace_id ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.check_item_folder();

CREATE TRIGGER check_preview BEFORE INSERT OR UPDATE OF preview_title, preview_description, preview_image_url ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.check_item_preview();

CREATE TRIGGER check_roulette BEFORE INSERT OR UPDATE OF roulette, split ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.check_item_roulette();

CREATE TRIGGER check_routes BEFORE INSERT OR UPDATE OF routes, split ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.check_item_routes();

CREATE TRIGGER claim_short_link_names_insert AFTER INSERT ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.claim_short_link_names();

CREATE TRIGGER claim_short_link_names_update AFTER UPDATE OF short_code, custom_alias ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.claim_short_link_names();

CREATE TRIGGER drop_visit_rollups AFTER DELETE ON public.short_links REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.drop_visit_rollups();

CREATE TRIGGER normalize_short_link_insert BEFORE INSERT ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.normalize_short_link();

CREATE TRIGGER normalize_short_link_update BEFORE UPDATE OF original_url, short_code, custom_alias, description, updated_at, created_at, user_id ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.normalize_short_link();

CREATE TRIGGER notify_redirect_cache_change AFTER INSERT OR DELETE OR UPDATE OF original_url, expires_at, max_visits, ios_url, android_url, desktop_url, password_protected, routes, split, roulette, preview_title, preview_description, preview_image_url, domain_id ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.notify_redirect_cache();

CREATE TRIGGER record_activity AFTER INSERT OR DELETE ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.record_item_activity();

CREATE TRIGGER record_activity_update AFTER UPDATE OF original_url, custom_alias, description, expires_at, max_visits, ios_url, android_url, desktop_url, password_protected, folder_id, routes, split, roulette, preview_title, preview_description, preview_image_url ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.record_item_activity();

CREATE TRIGGER short_links_mark_recheck AFTER UPDATE OF original_url, ios_url, android_url, desktop_url, routes, split ON public.short_links FOR EACH ROW WHEN (old.original_url IS DISTINCT FROM new.original_url OR old.ios_url IS DISTINCT FROM new.ios_url OR old.android_url IS DISTINCT FROM new.android_url OR old.desktop_url IS DISTINCT FROM new.desktop_url OR old.routes IS DISTINCT FROM new.routes OR old.split IS DISTINCT FROM new.split) EXECUTE FUNCTION public.mark_destination_recheck_for_code();

CREATE TRIGGER short_links_screen_destinations BEFORE INSERT OR UPDATE OF original_url, ios_url, android_url, desktop_url ON public.short_links FOR EACH ROW EXECUTE FUNCTION public.screen_item_destinations('original_url', 'ios_url', 'android_url', 'desktop_url');

CREATE TRIGGER assign_workspace BEFORE INSERT ON public.tags FOR EACH ROW EXECUTE FUNCTION public.assign_workspace();

CREATE TRIGGER normalise_name BEFORE INSERT OR UPDATE OF name ON public.tags FOR EACH ROW EXECUTE FUNCTION public.normalise_organiser_name();

CREATE TRIGGER notify_owner_pages_delete AFTER DELETE ON public.workspace_members FOR EACH ROW WHEN (old.role = 'owner'::text) EXECUTE FUNCTION public.notify_owner_pages();

CREATE TRIGGER notify_owner_pages_insert AFTER INSERT ON public.workspace_members FOR EACH ROW WHEN (new.role = 'owner'::text) EXECUTE FUNCTION public.notify_owner_pages();

CREATE TRIGGER notify_owner_pages_update AFTER UPDATE OF role ON public.workspace_members FOR EACH ROW WHEN (old.role = 'owner'::text OR new.role = 'owner'::text) EXECUTE FUNCTION public.notify_owner_pages();

CREATE TRIGGER revoke_departed_member_keys AFTER DELETE ON public.workspace_members FOR EACH ROW EXECUTE FUNCTION public.revoke_departed_member_keys();

CREATE TRIGGER delete_workspace_logo_files AFTER DELETE ON public.workspaces FOR EACH ROW EXECUTE FUNCTION public.delete_workspace_logo_files();

CREATE TRIGGER workspaces_set_updated_at BEFORE UPDATE ON public.workspaces FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

--------------------------------------------------------------------------------------------------
-- Grants on tables and columns
--------------------------------------------------------------------------------------------------

GRANT ALL ON TABLE public.abuse_reports TO service_role;
GRANT SELECT (id, qr_code_id, short_link_id, reason, details, reporter_email, status, resolution_note, created_at, resolved_at, resolved_by) ON TABLE public.abuse_reports TO authenticated;
GRANT UPDATE (status, resolution_note) ON TABLE public.abuse_reports TO authenticated;

GRANT SELECT ON TABLE public.admin_audit_log TO authenticated;
GRANT ALL ON TABLE public.admin_audit_log TO service_role;

GRANT ALL ON TABLE public.api_key_request_windows TO service_role;

GRANT ALL ON TABLE public.api_keys TO service_role;
GRANT SELECT (id, user_id, name, prefix, rate_limit_per_minute, created_at, last_used_at, revoked_at, workspace_id, scope) ON TABLE public.api_keys TO authenticated;

GRANT SELECT ON TABLE public.app_settings TO anon, authenticated;
GRANT ALL ON TABLE public.app_settings TO service_role;

GRANT SELECT, INSERT, DELETE ON TABLE public.blocked_domains TO authenticated;
GRANT ALL ON TABLE public.blocked_domains TO service_role;

GRANT SELECT, DELETE ON TABLE public.custom_domains TO authenticated;
GRANT ALL ON TABLE public.custom_domains TO service_role;
GRANT INSERT (workspace_id, user_id, hostname, root_url) ON TABLE public.custom_domains TO authenticated;
GRANT UPDATE (root_url) ON TABLE public.custom_domains TO authenticated;

GRANT ALL ON TABLE public.destination_recheck TO service_role;

GRANT SELECT ON TABLE public.disabled_codes TO authenticated;
GRANT ALL ON TABLE public.disabled_codes TO service_role;

GRANT SELECT, DELETE ON TABLE public.folders TO authenticated;
GRANT ALL ON TABLE public.folders TO service_role;
GRANT INSERT (user_id, name, workspace_id) ON TABLE public.folders TO authenticated;
GRANT UPDATE (name) ON TABLE public.folders TO authenticated;

GRANT SELECT ON TABLE public.link_clicks TO authenticated;
GRANT ALL ON TABLE public.link_clicks TO service_role;

GRANT SELECT, DELETE ON TABLE public.notifications TO authenticated;
GRANT ALL ON TABLE public.notifications TO service_role;
GRANT INSERT (user_id, type, message, related_qr_code_id) ON TABLE public.notifications TO authenticated;
GRANT UPDATE (is_read) ON TABLE public.notifications TO authenticated;

GRANT SELECT, INSERT, DELETE ON TABLE public.pages TO authenticated;
GRANT ALL ON TABLE public.pages TO service_role;
GRANT UPDATE (slug, title, content, published) ON TABLE public.pages TO authenticated;

GRANT SELECT ON TABLE public.payment_notification_problems TO authenticated, service_role;

GRANT SELECT ON TABLE public.payments TO authenticated;
GRANT ALL ON TABLE public.payments TO service_role;

GRANT SELECT ON TABLE public.plans TO anon, authenticated;
GRANT ALL ON TABLE public.plans TO service_role;

GRANT SELECT ON TABLE public.profiles TO authenticated;
GRANT ALL ON TABLE public.profiles TO service_role;
GRANT UPDATE (full_name, updated_at) ON TABLE public.profiles TO authenticated;

GRANT SELECT ON TABLE public.qr_code_scans TO authenticated;
GRANT ALL ON TABLE public.qr_code_scans TO service_role;

GRANT SELECT ON TABLE public.qr_code_tags TO authenticated;
GRANT ALL ON TABLE public.qr_code_tags TO service_role;

GRANT SELECT, DELETE ON TABLE public.qr_codes TO authenticated;
GRANT ALL ON TABLE public.qr_codes TO service_role;
GRANT INSERT (user_id, target_url, fg_color, bg_color, logo_url, scan_count, expires_at, max_visits, ios_url, android_url, desktop_url, folder_id, design, content_type, content, payload, workspace_id, routes, split, preview_title, preview_description, preview_image_url, roulette, domain_id) ON TABLE public.qr_codes TO authenticated;
GRANT UPDATE (user_id, target_url, fg_color, bg_color, logo_url, updated_at, expires_at, max_visits, ios_url, android_url, desktop_url, folder_id, design, content, payload, routes, split, preview_title, preview_description, preview_image_url, roulette, domain_id) ON TABLE public.qr_codes TO authenticated;

GRANT SELECT, DELETE ON TABLE public.qr_templates TO authenticated;
GRANT ALL ON TABLE public.qr_templates TO service_role;
GRANT INSERT (user_id, name, design, workspace_id) ON TABLE public.qr_templates TO authenticated;
GRANT UPDATE (name, design, updated_at) ON TABLE public.qr_templates TO authenticated;

GRANT ALL ON TABLE public.redirect_journal_checkpoints TO service_role;

GRANT ALL ON TABLE public.redirect_passwords TO service_role;

GRANT ALL ON TABLE public.safe_browsing_verdicts TO service_role;

GRANT SELECT, DELETE ON TABLE public.shared_reports TO authenticated;
GRANT ALL ON TABLE public.shared_reports TO service_role;

GRANT ALL ON TABLE public.short_link_names TO service_role;

GRANT ALL ON TABLE public.short_link_rate_events TO service_role;

GRANT SELECT ON TABLE public.short_link_tags TO authenticated;
GRANT ALL ON TABLE public.short_link_tags TO service_role;

GRANT SELECT, DELETE ON TABLE public.short_links TO authenticated;
GRANT ALL ON TABLE public.short_links TO service_role;
GRANT INSERT (user_id, original_url, short_code, custom_alias, description, expires_at, max_visits, ios_url, android_url, desktop_url, folder_id, workspace_id, routes, split, preview_title, preview_description, preview_image_url, roulette, domain_id) ON TABLE public.short_links TO authenticated;
GRANT UPDATE (original_url, custom_alias, description, updated_at, expires_at, max_visits, ios_url, android_url, desktop_url, folder_id, routes, split, preview_title, preview_description, preview_image_url, roulette, domain_id) ON TABLE public.short_links TO authenticated;

GRANT SELECT ON TABLE public.subscriptions TO authenticated;
GRANT ALL ON TABLE public.subscriptions TO service_role;

GRANT SELECT, DELETE ON TABLE public.tags TO authenticated;
GRANT ALL ON TABLE public.tags TO service_role;
GRANT INSERT (user_id, name, workspace_id) ON TABLE public.tags TO authenticated;
GRANT UPDATE (name) ON TABLE public.tags TO authenticated;

GRANT ALL ON TABLE public.visit_day_visitors TO service_role;

GRANT SELECT ON TABLE public.visit_rollups TO authenticated;
GRANT ALL ON TABLE public.visit_rollups TO service_role;

GRANT SELECT ON TABLE public.webhook_deliveries TO authenticated;
GRANT ALL ON TABLE public.webhook_deliveries TO service_role;

GRANT DELETE ON TABLE public.webhooks TO authenticated;
GRANT ALL ON TABLE public.webhooks TO service_role;
GRANT SELECT (id, user_id, url, created_at, workspace_id) ON TABLE public.webhooks TO authenticated;

GRANT ALL ON TABLE public.workspace_activity TO service_role;

GRANT ALL ON TABLE public.workspace_invitations TO service_role;
GRANT SELECT (id, workspace_id, email, role, invited_by, created_at, expires_at, answered_at, accepted) ON TABLE public.workspace_invitations TO authenticated;

GRANT SELECT ON TABLE public.workspace_members TO authenticated;
GRANT ALL ON TABLE public.workspace_members TO service_role;

GRANT SELECT ON TABLE public.workspaces TO authenticated;
GRANT ALL ON TABLE public.workspaces TO service_role;
GRANT UPDATE (name, updated_at) ON TABLE public.workspaces TO authenticated;
