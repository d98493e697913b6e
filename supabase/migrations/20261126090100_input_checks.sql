-- Checks the database owes the forms and the API (issue: defects found by trying the product).
--
-- * Destinations with credentials (https://user:pw@host/) are refused, as the forms refuse them.
-- * Expiry moments must be finite: '-infinity' read as "never expires", 'infinity' as never.
-- * Link passwords: at most 72 UTF-8 bytes (bcrypt reads no more), not 72 characters.
-- * bulk_create_items, create_shared_report and set_redirect_password refuse a null kind
--   (`null not in (...)` is null, which let it through as a short link).
-- * create_shared_report: dynamic QR codes only, and the limit of 100 holds under parallel calls.
-- * check_item_folder: another user's folder and a made-up one get the same answer.

create or replace function public.is_http_url(p_url text) returns boolean
language sql immutable
set search_path = ''
as $$
  select p_url is not null
    and length(p_url) <= 2048
    and p_url ~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$'
    and p_url !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]'
    -- user:password@ before the host (the authority is everything up to the first / ? or #).
    and p_url !~* '^https?://[^/?#]*@'
$$;
comment on function public.is_http_url(text) is 'True for an absolute http(s) URL with a host, no credentials, no whitespace, no control, bidi or zero-width characters, at most 2048 characters.';

-- Rows written before: '-infinity' was meant as already expired, 'infinity' as never.
update public.qr_codes set expires_at = case when expires_at < now() then now() end
where not isfinite(expires_at);
update public.short_links set expires_at = case when expires_at < now() then now() end
where not isfinite(expires_at);
alter table public.qr_codes add constraint qr_codes_expires_at_finite
  check (expires_at is null or isfinite(expires_at));
alter table public.short_links add constraint short_links_expires_at_finite
  check (expires_at is null or isfinite(expires_at));

create or replace function public.set_redirect_password(p_kind text, p_id uuid, p_password text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
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
    perform 1 from public.qr_codes q where q.id = p_id and q.user_id = v_uid for update;
  else
    perform 1 from public.short_links l where l.id = p_id and l.user_id = v_uid for update;
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
$$;
comment on function public.set_redirect_password(text, uuid, text) is 'Owner: protects one of their QR codes or short links with a password (4 characters to 72 UTF-8 bytes, kept as a bcrypt hash), or removes it (null or empty). Answers {password_protected}.';
revoke all on function public.set_redirect_password(text, uuid, text) from public, anon, authenticated;
grant execute on function public.set_redirect_password(text, uuid, text) to authenticated;

create or replace function public.bulk_create_items(p_kind text, p_rows jsonb) returns jsonb
language plpgsql volatile
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
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

  begin
    for v_row in select value from jsonb_array_elements(p_rows) loop
      v_line := coalesce((v_row ->> 'line')::integer, v_line + 1);
      v_folder_id := null;
      v_folder_name := nullif(btrim(coalesce(v_row ->> 'folder', '')), '');
      if v_folder_name is not null then
        select f.id into v_folder_id from public.folders f
        where f.user_id = v_uid and lower(f.name) = lower(v_folder_name);
        if v_folder_id is null then
          insert into public.folders (user_id, name) values (v_uid, v_folder_name)
          returning id into v_folder_id;
        end if;
      end if;

      if p_kind = 'qr' then
        insert into public.qr_codes (user_id, target_url, folder_id)
        values (v_uid, v_row ->> 'destination', v_folder_id)
        returning id, jsonb_build_object('line', v_line, 'id', id) into v_id, v_item;
      else
        insert into public.short_links (user_id, original_url, custom_alias, description, short_code, folder_id)
        values (v_uid, v_row ->> 'destination', nullif(btrim(coalesce(v_row ->> 'alias', '')), ''),
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
$$;
comment on function public.bulk_create_items(text, jsonb) is 'Caller: creates up to 1,000 of their QR codes (p_kind qr) or short links (short_link; any other kind, null included, is refused) from rows [{line, destination, alias?, description?, folder?, tags?}] in one transaction, all or nothing (a refusal names its line), folders found or created by name, tags set by name; one notification for the batch. Answers [{line, id, short_code?, custom_alias?}].';
revoke all on function public.bulk_create_items(text, jsonb) from public, anon, authenticated;
grant execute on function public.bulk_create_items(text, jsonb) to authenticated;

create or replace function public.create_shared_report(p_kind text, p_target uuid)
returns public.shared_reports
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_row public.shared_reports;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_kind is null or p_kind not in ('qr', 'link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  if not public.owns_visit_target(p_kind, p_target) then
    raise exception using errcode = 'P0002', message = 'Registro não encontrado.';
  end if;
  -- Static codes (Pix, Wi-Fi, vCard...) are never redirected, so they have no visits to show.
  if p_kind = 'qr' and exists (
       select 1 from public.qr_codes q where q.id = p_target and q.target_url is null) then
    raise exception using errcode = '22023',
      message = 'Só QR Codes dinâmicos têm relatório de acessos para compartilhar.';
  end if;
  -- Parallel calls queue on the owner's profile row, so the count below is never stale.
  perform 1 from public.profiles p where p.id = v_uid for update;
  if (select count(*) from public.shared_reports s where s.user_id = v_uid) >= 100 then
    raise exception using errcode = '22023',
      message = 'Limite de 100 relatórios compartilhados atingido. Revogue algum antes de criar outro.';
  end if;
  insert into public.shared_reports (user_id, token, qr_code_id, short_link_id)
  values (v_uid, public.random_token(24),
          case when p_kind = 'qr' then p_target end, case when p_kind = 'link' then p_target end)
  returning * into v_row;
  return v_row;
end;
$$;
comment on function public.create_shared_report(text, uuid) is 'Owner: shares the analytics of one of their QR codes (qr) or short links (link) behind a new random token; at most 100 shares per user, counted under a lock on the owner''s profile; dynamic QR codes only. P0002 for a code that is not theirs.';
revoke all on function public.create_shared_report(text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.create_shared_report(text, uuid) to authenticated;

create or replace function public.check_item_folder() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- The folder must be the caller's own too (when a user calls): otherwise naming another user
  -- as the row's owner would pass this check for their folder and fail on RLS afterwards,
  -- telling whose the folder is.
  if new.folder_id is not null and not exists (
       select 1 from public.folders f
       where f.id = new.folder_id and f.user_id = new.user_id
         and f.user_id = coalesce((select auth.uid()), f.user_id)) then
    raise exception using errcode = '42501', message = 'Pasta não encontrada.';
  end if;
  return new;
end;
$$;
comment on function public.check_item_folder() is 'Trigger: a QR code or short link may only be filed in a folder of its own owner, who must be the caller; the same answer for a folder that does not exist and one that is someone else''s.';
revoke all on function public.check_item_folder() from public, anon, authenticated;
