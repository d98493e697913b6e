-- Plans (pricing table) and the small helpers every later migration uses.
--
-- Error codes raised by the functions of this app (SQLSTATE -> meaning; messages are pt-BR and
-- safe to show; the data layer maps them by code):
--   42501 insufficient_privilege  not logged in, not the owner, not an admin, registrations
--                                 closed, paid plan without an approved payment
--   22023 invalid_parameter_value bad URL / alias / colour / plan field / setting value
--   23505 unique_violation        alias or code taken, plan id taken
--   P0002 no_data_found           plan not found
--   P0001 raise_exception         business rule (e.g. removing the last admin)
--   PT429 (PostgREST: HTTP 429)   too many short links from one IP in an hour
-- Admin functions RAISE 42501 for non-admins (never {success:false}); functions answering
-- {success, message} use success=false only for business-rule refusals (last admin, plan in use).

-- updated_at maintenance shared by every table that has the column.
create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is 'Trigger: stamps updated_at with the transaction time on every update.';
revoke all on function public.set_updated_at() from public, anon, authenticated;

-- Destination URLs: http(s) only (no javascript:, data:, file:), a host, no whitespace, <= 2048.
create or replace function public.is_http_url(p_url text) returns boolean
language sql immutable
set search_path = ''
as $$
  select p_url is not null
    and length(p_url) <= 2048
    and p_url ~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$'
$$;
comment on function public.is_http_url(text) is 'True for an absolute http(s) URL with a host, no whitespace, at most 2048 characters.';

-- A JSON array whose elements are all strings (plan features).
create or replace function public.is_string_array(p_value jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select jsonb_typeof(p_value) = 'array'
    and not exists (
      select 1 from jsonb_array_elements(p_value) as e(item) where jsonb_typeof(e.item) <> 'string'
    )
$$;
comment on function public.is_string_array(jsonb) is 'True when the value is a JSON array of strings.';

create table public.plans (
  id text primary key
    constraint plans_id_format check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  name text not null constraint plans_name_not_blank check (btrim(name) <> ''),
  description text,
  price numeric(10, 2) not null default 0 constraint plans_price_non_negative check (price >= 0),
  price_yearly numeric(10, 2) constraint plans_price_yearly_positive check (price_yearly > 0),
  mercadopago_link text constraint plans_mercadopago_link_url check (mercadopago_link is null or public.is_http_url(mercadopago_link)),
  mercadopago_link_yearly text constraint plans_mercadopago_link_yearly_url check (mercadopago_link_yearly is null or public.is_http_url(mercadopago_link_yearly)),
  features jsonb not null default '[]'::jsonb constraint plans_features_string_array check (public.is_string_array(features)),
  popular boolean not null default false,
  "order" integer not null default 99,
  icon text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.plans is 'Subscription plans shown on the pricing page. Readable by everyone; written only through the admin_*_plan functions. The id is permanent.';

alter table public.plans enable row level security;
revoke all on table public.plans from anon, authenticated;
grant select on table public.plans to anon, authenticated;

create policy "Plans are readable by everyone" on public.plans
  for select to anon, authenticated using (true);

create index plans_order_idx on public.plans ("order", id);

create trigger plans_set_updated_at before update on public.plans
  for each row execute function public.set_updated_at();

-- A plan id is referenced by checkout links and subscribers: it never changes.
create or replace function public.prevent_plan_id_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.id is distinct from old.id then
    raise exception using errcode = '22023', message = 'O ID do plano não pode ser alterado após a criação.';
  end if;
  return new;
end;
$$;
comment on function public.prevent_plan_id_change() is 'Trigger: refuses any change of plans.id.';
revoke all on function public.prevent_plan_id_change() from public, anon, authenticated;

create trigger plans_id_immutable before update of id on public.plans
  for each row execute function public.prevent_plan_id_change();

-- The free plan is structural (every new profile points at it), so it is created here and
-- not only in seed.sql: `supabase db push` does not seed.
insert into public.plans (id, name, description, price, features, popular, "order")
values (
  'free_plan', 'Grátis', 'Para começar a criar QR codes e links curtos.', 0,
  '["QR codes dinâmicos", "Links curtos", "Gerador de vCard e WhatsApp"]'::jsonb, false, 0
)
on conflict (id) do nothing;
