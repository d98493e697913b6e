-- Own domains (docs/product/custom-domains.md): a workspace adds 'links.minhaloja.com.br', points
-- it at the app (CNAME or A) and proves it is theirs with a TXT record at
-- _qrlink.<domain> holding 'qrlink-verify=<token>'; the server's `verify-domain` function looks
-- it up and records the answer (record_domain_check). Its dynamic QR codes and short links may
-- then use it: their printed address is https://<domain>/qr/<id> or https://<domain>/<code>, and
-- the redirect path routes by Host (on a domain only its workspace's codes answer; every code
-- always answers on the app's own address). How many domains a workspace may have is its
-- owner's plan's `max_domains`.

alter table public.plans add column max_domains integer not null default 0
  constraint plans_max_domains_range check (max_domains between 0 and 1000);
comment on column public.plans.max_domains is
  'How many own domains a workspace owned on this plan may have (0: none).';
update public.plans set max_domains = case id
  when 'basico' then 1 when 'profissional' then 3 when 'empresarial' then 10 else max_domains end;

create table public.custom_domains (
  id                 uuid primary key default gen_random_uuid(),
  workspace_id       uuid not null references public.workspaces (id) on delete cascade,
  user_id            uuid references auth.users (id) on delete set null,
  hostname           text not null,
  verification_token text not null default replace(gen_random_uuid()::text, '-', ''),
  verified_at        timestamptz,
  checked_at         timestamptz,
  check_problem      text,
  root_url           text,
  created_at         timestamptz not null default now(),
  constraint custom_domains_hostname_unique unique (hostname),
  constraint custom_domains_root_url check (root_url is null or public.is_http_url(root_url))
);
comment on table public.custom_domains is
  'A workspace''s own domains for its printed addresses (Configurações > Domínios). Members read them; owners, admins and editors add, change and remove them. Verified once its TXT record was found; codes use only verified domains.';
comment on column public.custom_domains.hostname is
  'The domain, lowercase, as visitors type it: links.minhaloja.com.br (unique across the product).';
comment on column public.custom_domains.verification_token is
  'What the TXT record at _qrlink.<hostname> must hold, as qrlink-verify=<token>.';
comment on column public.custom_domains.verified_at is
  'When the TXT record was first found (null: pending). A verified domain stays verified: printed codes must keep working.';
comment on column public.custom_domains.checked_at is 'The last lookup of the TXT record.';
comment on column public.custom_domains.check_problem is
  'Why the last lookup did not verify the domain, in pt-BR (null once verified).';
comment on column public.custom_domains.root_url is
  'Where https://<hostname>/ leads (null: 404).';
create index custom_domains_workspace_id_idx on public.custom_domains (workspace_id, created_at);
create index custom_domains_user_id_idx on public.custom_domains (user_id) where user_id is not null;

alter table public.custom_domains enable row level security;
revoke all on public.custom_domains from anon, authenticated;
grant select, delete on public.custom_domains to authenticated;
grant insert (hostname, workspace_id, user_id, root_url), update (root_url)
  on public.custom_domains to authenticated;
grant all on public.custom_domains to service_role;

create policy "Members read their workspaces' domains" on public.custom_domains
  for select to authenticated
  using (workspace_id in (select public.readable_workspaces()));
create policy "Editors add domains to their workspaces" on public.custom_domains
  for insert to authenticated
  with check (user_id = (select auth.uid())
              and workspace_id in (select public.editable_workspaces()));
create policy "Editors change their workspaces' domains" on public.custom_domains
  for update to authenticated
  using (workspace_id in (select public.editable_workspaces()))
  with check (workspace_id in (select public.editable_workspaces()));
create policy "Editors remove their workspaces' domains" on public.custom_domains
  for delete to authenticated
  using (workspace_id in (select public.editable_workspaces()));

-- A domain as it may be added: null when fine, else the pt-BR reason (core's custom-domain.ts
-- says the same).
create function public.domain_hostname_problem(p_hostname text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_hostname is null or char_length(p_hostname) > 253
      or p_hostname !~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$'
      then 'Informe um domínio válido, como links.minhaloja.com.br.'
  end
$$;
comment on function public.domain_hostname_problem(text) is
  'Null when a domain may be added (lowercase letters, digits and hyphens in labels of 1 to 63, a top-level name of letters, at most 253 characters), else the pt-BR reason.';
revoke all on function public.domain_hostname_problem(text) from public, anon, authenticated;

-- Before insert or update: the domain is checked and kept lowercase, the root address must be
-- http(s), and a new domain must fit the workspace's plan (counted under a lock on it).
create function public.check_custom_domain()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
comment on function public.check_custom_domain() is
  'Trigger before insert or update on custom_domains: a valid lowercase domain not added before (23505), never renamed, an http(s) root address (screened), and on insert within the owner''s plan''s max_domains (P0001 domain_limit), counted under a lock on the workspace.';
revoke all on function public.check_custom_domain() from public, anon, authenticated;

create trigger assign_workspace before insert on public.custom_domains
  for each row execute function public.assign_workspace();
create trigger check_custom_domain before insert or update on public.custom_domains
  for each row execute function public.check_custom_domain();

-- Codes on a domain: the printed address uses it. Only verified domains of the code's own
-- workspace; a domain in use cannot be removed (its printed codes would break).
alter table public.qr_codes add column domain_id uuid references public.custom_domains (id);
alter table public.short_links add column domain_id uuid references public.custom_domains (id);
alter table public.qr_codes add constraint qr_codes_domain_dynamic
  check (domain_id is null or target_url is not null);
comment on column public.qr_codes.domain_id is
  'The own domain its printed address uses (https://<domain>/qr/<id>; null: the app''s address).';
comment on column public.short_links.domain_id is
  'The own domain its printed address uses (https://<domain>/<code>; null: the app''s address).';
create index qr_codes_domain_id_idx on public.qr_codes (domain_id) where domain_id is not null;
create index short_links_domain_id_idx on public.short_links (domain_id) where domain_id is not null;
grant insert (domain_id), update (domain_id) on public.qr_codes to authenticated;
grant insert (domain_id), update (domain_id) on public.short_links to authenticated;

create function public.check_item_domain()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
comment on function public.check_item_domain() is
  'Trigger before insert or update of domain_id or workspace_id on qr_codes and short_links: only a verified domain of the code''s own workspace (22023, pt-BR).';
revoke all on function public.check_item_domain() from public, anon, authenticated;
create trigger check_domain before insert or update of domain_id, workspace_id on public.qr_codes
  for each row execute function public.check_item_domain();
create trigger check_domain before insert or update of domain_id, workspace_id
  on public.short_links
  for each row execute function public.check_item_domain();

create function public.refuse_domain_in_use()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
comment on function public.refuse_domain_in_use() is
  'Trigger before delete on custom_domains: refuses removing a domain codes still print (P0001 domain_in_use, pt-BR).';
revoke all on function public.refuse_domain_in_use() from public, anon, authenticated;
create trigger refuse_domain_in_use before delete on public.custom_domains
  for each row execute function public.refuse_domain_in_use();

-- The servers forget a domain when it changes (verified, its root address, removed), and a code
-- when its domain does.
create function public.notify_domain_cache()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('redirect_cache', 'domain:' || coalesce(new.hostname, old.hostname));
  return null;
end;
$$;
comment on function public.notify_domain_cache() is
  'Trigger after a change of custom_domains: tells every redirect server to forget the domain (redirect_cache ''domain:<hostname>'').';
revoke all on function public.notify_domain_cache() from public, anon, authenticated;
create trigger notify_domain_cache after insert or update or delete on public.custom_domains
  for each row execute function public.notify_domain_cache();

drop trigger notify_redirect_cache_change on public.qr_codes;
create trigger notify_redirect_cache_change
  after insert or delete or update of target_url, expires_at, max_visits, ios_url, android_url,
    desktop_url, password_protected, routes, split, roulette, preview_title, preview_description,
    preview_image_url, domain_id on public.qr_codes
  for each row execute function public.notify_redirect_cache();
drop trigger notify_redirect_cache_change on public.short_links;
create trigger notify_redirect_cache_change
  after insert or delete or update of original_url, expires_at, max_visits, ios_url, android_url,
    desktop_url, password_protected, routes, split, roulette, preview_title, preview_description,
    preview_image_url, domain_id on public.short_links
  for each row execute function public.notify_redirect_cache();

-- What the `verify-domain` function found: verified (kept for good) or why not.
create function public.record_domain_check(p_domain uuid, p_verified boolean, p_problem text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.custom_domains
     set checked_at = now(),
         verified_at = case when p_verified then coalesce(verified_at, now()) else verified_at end,
         check_problem = case when p_verified then null else p_problem end
   where id = p_domain
$$;
comment on function public.record_domain_check(uuid, boolean, text) is
  'Service role (the verify-domain function): records a TXT lookup of a domain, verified (kept for good) or the pt-BR reason it was not.';
revoke all on function public.record_domain_check(uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.record_domain_check(uuid, boolean, text) to service_role;
