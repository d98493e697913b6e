-- Seed data (plans, app settings): filled in with the migrations.
select 1;
