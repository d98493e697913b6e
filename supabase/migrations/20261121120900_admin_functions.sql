-- Admin panel functions: clients, analytics, settings. Each one checks public.is_admin()
-- itself (42501 for anyone else); business refusals answer {success: false, message}.

create or replace function public.get_all_clients()
returns table (id uuid, full_name text, email text, role text, plan_id text, created_at timestamptz)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  return query
    select p.id, p.full_name, p.email, p.role, p.plan_id, p.created_at
    from public.profiles p
    order by p.created_at desc, p.id;
end;
$$;
comment on function public.get_all_clients() is 'Admin: every profile (id, full_name, email, role, plan_id, created_at), newest first.';
revoke all on function public.get_all_clients() from public, anon, authenticated, service_role;
grant execute on function public.get_all_clients() to authenticated;

create or replace function public.admin_update_client(p_client_id uuid, p_full_name text, p_role text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
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
$$;
comment on function public.admin_update_client(uuid, text, text) is 'Admin: sets a client''s full name and role (never demotes the last admin). Answers {success, message}.';
revoke all on function public.admin_update_client(uuid, text, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_update_client(uuid, text, text) to authenticated;

create or replace function public.admin_delete_user_and_data(user_id_to_delete uuid) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
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
$$;
comment on function public.admin_delete_user_and_data(uuid) is 'Admin: deletes a user and all their data (never the last admin). Answers {success, message}.';
revoke all on function public.admin_delete_user_and_data(uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_delete_user_and_data(uuid) to authenticated;

create or replace function public.get_admin_analytics_overview() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;
comment on function public.get_admin_analytics_overview() is 'Admin: {total_users, new_users_last_30_days, total_qr_codes, total_short_links, total_scans, total_clicks} (scans/clicks = counted, non-bot).';
revoke all on function public.get_admin_analytics_overview() from public, anon, authenticated, service_role;
grant execute on function public.get_admin_analytics_overview() to authenticated;

create or replace function public.get_all_app_settings() returns table (key text, value jsonb)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  return query select s.key, s.value from public.app_settings s order by s.key;
end;
$$;
comment on function public.get_all_app_settings() is 'Admin: every setting as rows of (key, value).';
revoke all on function public.get_all_app_settings() from public, anon, authenticated, service_role;
grant execute on function public.get_all_app_settings() to authenticated;

-- Known keys only, each with its shape: {enabled: boolean} (+ message text for maintenance).
create or replace function public.update_app_setting(p_key text, p_value jsonb) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform public.require_admin();
  if p_key is null or p_key not in ('maintenance_mode', 'allow_new_registrations') then
    raise exception using errcode = '22023', message = 'Configuração desconhecida.';
  end if;
  if jsonb_typeof(p_value) is distinct from 'object'
     or jsonb_typeof(p_value -> 'enabled') is distinct from 'boolean'
     or (p_value ? 'message' and jsonb_typeof(p_value -> 'message') not in ('string', 'null')) then
    raise exception using errcode = '22023',
      message = 'Valor inválido: envie um objeto com "enabled" verdadeiro ou falso.';
  end if;
  insert into public.app_settings (key, value) values (p_key, p_value)
  on conflict (key) do update set value = excluded.value;
  return jsonb_build_object('success', true, 'message', 'Configuração atualizada com sucesso.');
end;
$$;
comment on function public.update_app_setting(text, jsonb) is 'Admin: saves maintenance_mode or allow_new_registrations (validated shape). Answers {success, message}.';
revoke all on function public.update_app_setting(text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.update_app_setting(text, jsonb) to authenticated;
