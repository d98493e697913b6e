-- Site-wide switches (maintenance mode, new registrations). Public keys are readable by
-- everyone (the SPA decides what to show); only admins write, through update_app_setting.

create table public.app_settings (
  key text primary key constraint app_settings_key_format check (key ~ '^[a-z_]{1,64}$'),
  value jsonb not null constraint app_settings_value_object check (jsonb_typeof(value) = 'object'),
  updated_at timestamptz not null default now()
);
comment on table public.app_settings is 'Site settings as key -> JSON object (maintenance_mode {enabled, message}, allow_new_registrations {enabled}). Written only through update_app_setting.';

alter table public.app_settings enable row level security;
revoke all on table public.app_settings from anon, authenticated;
grant select on table public.app_settings to anon, authenticated;

create policy "Public settings are readable by everyone" on public.app_settings
  for select to anon, authenticated
  using (key in ('maintenance_mode', 'allow_new_registrations'));

create trigger app_settings_set_updated_at before update on public.app_settings
  for each row execute function public.set_updated_at();

-- Both keys exist from the start, so the toggles always have a row to update.
insert into public.app_settings (key, value) values
  ('maintenance_mode', '{"enabled": false, "message": "Estamos em manutenção. Voltamos em breve!"}'::jsonb),
  ('allow_new_registrations', '{"enabled": true}'::jsonb)
on conflict (key) do nothing;

-- Read by the registration gate on auth.users, which runs as whichever role inserts users
-- (our auth server, or supabase_auth_admin on hosted Supabase): hence definer + public execute.
-- It reveals nothing the public settings row does not already show.
create or replace function public.registrations_allowed() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select (s.value ->> 'enabled')::boolean from public.app_settings s where s.key = 'allow_new_registrations'),
    true
  )
$$;
comment on function public.registrations_allowed() is 'Whether allow_new_registrations is on (true when the setting is missing).';
revoke all on function public.registrations_allowed() from public, anon, authenticated, service_role;
grant execute on function public.registrations_allowed() to public;
