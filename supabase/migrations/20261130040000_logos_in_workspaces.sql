-- Teams, logos (docs/product/teams.md, "Logos"): a code's logo file lives in its workspace's
-- folder of the qr_logos bucket ({workspace id}/{file}), where the workspace's owners, admins
-- and editors upload, replace and delete; so whoever edits or deletes a team's code manages its
-- logo, whoever uploaded it. Files uploaded before stay in their uploader's folder
-- ({user id}/{file}), which its owner keeps managing as before (those policies stay). A
-- workspace deleted takes its folder with it.

create policy "Editors upload QR logos to their workspace's folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'qr_logos' and (storage.foldername(name))[1] in (
    select w::text from public.editable_workspaces() w));
create policy "Editors replace QR logos in their workspace's folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'qr_logos' and (storage.foldername(name))[1] in (
    select w::text from public.editable_workspaces() w))
  with check (bucket_id = 'qr_logos' and (storage.foldername(name))[1] in (
    select w::text from public.editable_workspaces() w));
create policy "Editors delete QR logos in their workspace's folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'qr_logos' and (storage.foldername(name))[1] in (
    select w::text from public.editable_workspaces() w));

create or replace function public.delete_workspace_logo_files() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  begin
    delete from storage.objects o
    where o.bucket_id = 'qr_logos' and (storage.foldername(o.name))[1] = old.id::text;
  exception when others then
    raise warning 'logo files of workspace % were not deleted: %', old.id, sqlerrm;
  end;
  return old;
end;
$$;
comment on function public.delete_workspace_logo_files() is 'Trigger after workspaces delete: removes the workspace''s folder of qr_logos objects (best effort on hosted Supabase, where SQL deletes of storage.objects are blocked).';
revoke all on function public.delete_workspace_logo_files() from public, anon, authenticated, service_role;

create trigger delete_workspace_logo_files
after delete on public.workspaces
for each row execute function public.delete_workspace_logo_files();
