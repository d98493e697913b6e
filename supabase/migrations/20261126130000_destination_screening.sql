-- Where our links may lead (docs/product/trust-and-safety.md): every destination a QR code or
-- short link is given, at every door (the app, the public tool, the API, bulk creation, edits,
-- the per-device addresses of link rules), is screened here by local rules before it is
-- written, so no door can skip it and hosted Supabase screens exactly as our server does.
--
-- * Blocked, for everyone, with nothing written: a domain on the admins' blocklist (and its
--   subdomains); a host that uses the name of a big brand, a Brazilian bank or the government
--   without being theirs (itau-seguranca.com, gov.br.consulta.com, caixatem-app.online).
-- * Suspicious: a host that is an IP address, an internationalised (punycode) host, another
--   shortener, an executable download, a sign-in or account-update page. Anonymous visitors of
--   the public tool are asked to sign in ('Entre na sua conta para encurtar este endereço');
--   accounts, which answer for their links, may use them.
-- The redirect path reads nothing of this: a code is screened when written, never when scanned.

create table public.blocked_domains (
  domain text primary key
    constraint blocked_domains_domain_format
    check (domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'
           and length(domain) <= 253),
  reason text constraint blocked_domains_reason_length check (length(reason) <= 200),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.blocked_domains is 'Admin > Segurança: domains no QR code or short link may lead to (their subdomains too).';
comment on column public.blocked_domains.domain is 'Lower-case host name, e.g. golpe.example; blocks it and every subdomain.';
comment on column public.blocked_domains.reason is 'Why it was blocked, for the admins (optional).';
comment on column public.blocked_domains.created_by is 'The admin who added it.';
comment on column public.blocked_domains.created_at is 'When it was added.';
alter table public.blocked_domains enable row level security;
create policy blocked_domains_admin_select on public.blocked_domains
  for select to authenticated using ((select public.is_admin()));
create policy blocked_domains_admin_insert on public.blocked_domains
  for insert to authenticated with check ((select public.is_admin()));
create policy blocked_domains_admin_delete on public.blocked_domains
  for delete to authenticated using ((select public.is_admin()));
revoke all on public.blocked_domains from anon, authenticated;
grant select, insert, delete on public.blocked_domains to authenticated;
grant all on public.blocked_domains to service_role;

-- The host of an http(s) address, lower-case, without port, brackets or a final dot.
create or replace function public.destination_host(p_url text) returns text
language sql immutable
set search_path = ''
as $$
  select rtrim(lower(coalesce(
    substring(p_url from '^[A-Za-z]+://\[([^\]]+)\]'),
    substring(p_url from '^[A-Za-z]+://([^/?#:]+)')
  )), '.')
$$;
comment on function public.destination_host(text) is 'The lower-case host of an http(s) URL (no port, brackets or final dot); null when it has none.';
revoke all on function public.destination_host(text) from public, anon, authenticated;

-- The brands whose names a stranger's host may not use: the name shown, the tokens a host's
-- words are compared with, and the domains that are really theirs (their subdomains too).
create or replace function public.protected_brands()
returns table (brand text, tokens text[], domains text[])
language sql immutable
set search_path = ''
as $$
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
$$;
comment on function public.protected_brands() is 'Brands, banks and government whose names only their own domains may carry in a host (destination screening).';
revoke all on function public.protected_brands() from public, anon, authenticated;

-- Words that phishing hosts glue to a brand's name (itauseguranca, nubankapp).
create or replace function public.phishing_words() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['seguro', 'seguranca', 'login', 'acesso', 'app', 'online', 'cliente', 'clientes',
               'conta', 'atualizacao', 'atualizar', 'premios', 'pontos', 'cartao', 'token',
               'desbloqueio', 'pix', 'suporte', 'sac', 'web', 'net', 'digital', 'oficial', 'br']
$$;
comment on function public.phishing_words() is 'Words glued to a brand name in phishing hosts (destination screening).';
revoke all on function public.phishing_words() from public, anon, authenticated;

/**
 * Why `p_url` may not be used, or null: {verdict: 'blocked' | 'suspicious', reason} with the
 * reason in pt-BR, as it ends the refusal's sentence.
 */
create or replace function public.destination_refusal(p_url text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_host text := public.destination_host(p_url);
  v_path text := lower(coalesce(substring(p_url from '^[A-Za-z]+://[^/?#]+(/[^?#]*)'), '/'));
  v_words text[];
  v_labels text[];
  v_brand record;
begin
  if v_host is null then
    return null;
  end if;
  if exists (
    select 1 from public.blocked_domains b
     where v_host = b.domain or v_host like '%.' || b.domain
  ) then
    return jsonb_build_object('verdict', 'blocked', 'reason', 'o domínio está bloqueado');
  end if;
  -- Words of the host: its labels, each label's hyphenated parts, each label without hyphens.
  v_labels := string_to_array(v_host, '.');
  select array_agg(distinct w) into v_words
    from (select unnest(string_to_array(l, '-')) as w from unnest(v_labels) l
          union all select replace(l, '-', '') from unnest(v_labels) l) words;
  for v_brand in select * from public.protected_brands() loop
    continue when exists (
      select 1 from unnest(v_brand.domains) d where v_host = d or v_host like '%.' || d
    );
    if exists (
      select 1 from unnest(v_words) w, unnest(v_brand.tokens) t
       where w = t
          or exists (select 1 from unnest(public.phishing_words()) p
                      where w = t || p or w = p || t)
    ) or (v_brand.brand = 'gov.br' and v_host ~ '(^|\.)gov\.br\.') then
      return jsonb_build_object('verdict', 'blocked',
        'reason', format('ele imita um endereço de %s', v_brand.brand));
    end if;
  end loop;
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
$$;
comment on function public.destination_refusal(text) is 'Destination screening: {verdict blocked|suspicious, reason} for an address our codes may not lead to, null when fine (local rules and the admins'' blocklist).';
revoke all on function public.destination_refusal(text) from public, anon, authenticated, service_role;
grant execute on function public.destination_refusal(text) to authenticated, service_role;

-- Raises the refusal of `p_url`, if any: blocked for everyone, suspicious for anonymous callers.
create or replace function public.screen_destination(p_url text) returns void
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;
comment on function public.screen_destination(text) is 'Raises P0001 (hint destination_blocked or destination_needs_account) when a destination may not be written by this caller.';
revoke all on function public.screen_destination(text) from public, anon, authenticated, service_role;

create or replace function public.screen_item_destinations() returns trigger
language plpgsql security definer
set search_path = ''
as $$
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
$$;
comment on function public.screen_item_destinations() is 'Trigger on qr_codes and short_links: screens each destination column named in its arguments that is new or changed.';
revoke all on function public.screen_item_destinations() from public, anon, authenticated, service_role;

create trigger qr_codes_screen_destinations
  before insert or update of target_url, ios_url, android_url on public.qr_codes
  for each row execute function public.screen_item_destinations('target_url', 'ios_url', 'android_url');
create trigger short_links_screen_destinations
  before insert or update of original_url, ios_url, android_url on public.short_links
  for each row execute function public.screen_item_destinations('original_url', 'ios_url', 'android_url');

-- Admin > Segurança, 'Importar lista': one domain per line (# starts a comment; an address or
-- a leading "*." or "www." is reduced to its domain). Answers how many were new.
create or replace function public.import_blocked_domains(p_text text, p_reason text default null)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_added integer;
begin
  if not (select public.is_admin()) then
    raise exception using errcode = '42501', message = 'Apenas administradores.';
  end if;
  if length(p_text) > 1000000 then
    raise exception using errcode = '22023', message = 'A lista passa de 1 MB.';
  end if;
  with lines as (
    select lower(btrim(split_part(line, '#', 1))) as line
      from regexp_split_to_table(coalesce(p_text, ''), '\r?\n') as line
  ), domains as (
    select distinct regexp_replace(
             coalesce(public.destination_host(line), line), '^(\*\.|www\.)', '') as domain
      from lines where line <> ''
  )
  insert into public.blocked_domains (domain, reason)
  select domain, nullif(btrim(p_reason), '') from domains
   where domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'
     and length(domain) <= 253
  on conflict (domain) do nothing;
  get diagnostics v_added = row_count;
  return v_added;
end
$$;
comment on function public.import_blocked_domains(text, text) is 'Admin: adds the domains of a text list (one per line, # comments) to the blocklist; answers how many were new.';
revoke all on function public.import_blocked_domains(text, text) from public, anon, authenticated, service_role;
grant execute on function public.import_blocked_domains(text, text) to authenticated;
