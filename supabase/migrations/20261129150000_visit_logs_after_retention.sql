-- The raw visit logs page by the rollups' day counts from the oldest visit the caller's plan
-- keeps (visits_kept_since, 20261129130000). The retention deletes the rows past that and keeps
-- the rollups; so when an owner's plan later keeps more months (the admin raises the plan's
-- months, or the owner moves to a plan that keeps more), the days whose rows are gone came back
-- into the log's count: a total above the rows left, and last pages that came back short.
-- Each profile now keeps the moment before which its visits may already be gone, set when its
-- plan starts keeping more than before; the logs never start earlier.

alter table public.profiles add column visits_deleted_before timestamptz;
comment on column public.profiles.visits_deleted_before is
  'Visits before this moment may have been deleted by an earlier, shorter retention: the visit logs start here at the earliest (visits_kept_since). Set when the user''s plan keeps more months than before (a change of plan, or of the plan''s months); null while nothing was.';

-- A new plan: the old plan's horizon is where the visits may stop.
create or replace function public.mark_visits_kept_on_plan_change() returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;
comment on function public.mark_visits_kept_on_plan_change() is
  'Trigger: on a change of plan, keeps in profiles.visits_deleted_before the horizon of the plan left (its visits older than that may be gone).';
revoke all on function public.mark_visits_kept_on_plan_change() from public, anon, authenticated;

create trigger profiles_mark_visits_kept before update of plan_id on public.profiles
  for each row when (old.plan_id is distinct from new.plan_id)
  execute function public.mark_visits_kept_on_plan_change();

-- A plan that keeps more than before: its users' visits past the old horizon may be gone.
create or replace function public.mark_visits_kept_on_retention_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.profiles
  set visits_deleted_before =
    greatest(visits_deleted_before, now() - make_interval(months => old.visit_retention_months))
  where plan_id = new.id;
  return null;
end;
$$;
comment on function public.mark_visits_kept_on_retention_change() is
  'Trigger: when a plan keeps more months than before (or all), keeps the old horizon in its users'' profiles.visits_deleted_before.';
revoke all on function public.mark_visits_kept_on_retention_change() from public, anon, authenticated;

create trigger plans_mark_visits_kept after update of visit_retention_months on public.plans
  for each row
  when (old.visit_retention_months is not null
        and (new.visit_retention_months is null
             or new.visit_retention_months > old.visit_retention_months))
  execute function public.mark_visits_kept_on_retention_change();

-- The logs' start: the plan's horizon, or the mark above when it is later. greatest() skips a
-- null (a plan that keeps everything, or no mark).
create or replace function public.visits_kept_since() returns timestamptz
language sql
stable
set search_path = ''
as $$
  select greatest(now() - make_interval(months => pl.visit_retention_months),
                  p.visits_deleted_before)
  from public.profiles p
  join public.plans pl on pl.id = p.plan_id
  where p.id = (select auth.uid())
$$;
comment on function public.visits_kept_since() is
  'The oldest visit the caller''s logs show: what their plan keeps (plans.visit_retention_months) or, when later, profiles.visits_deleted_before; null when both keep everything.';
