-- When an account goes (self-deletion, admin deletion, or any delete of auth.users), its logo
-- files go too: every qr_logos object under the user's folder {userId}/.
-- Hosted Supabase forbids deleting storage.objects rows with SQL (the files live in S3 and must
-- be removed through the Storage API): there the delete is skipped and the account deletion
-- still succeeds; the self-hosted server keeps bytes in storage.object_data, which cascades.

create or replace function public.delete_user_logo_files() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  begin
    delete from storage.objects o
    where o.bucket_id = 'qr_logos' and (storage.foldername(o.name))[1] = old.id::text;
  exception when others then
    raise warning 'logo files of user % were not deleted: %', old.id, sqlerrm;
  end;
  return old;
end;
$$;
comment on function public.delete_user_logo_files() is 'Trigger after profiles delete: removes the user''s qr_logos objects (best effort on hosted Supabase, where SQL deletes of storage.objects are blocked).';
revoke all on function public.delete_user_logo_files() from public, anon, authenticated, service_role;

create trigger delete_user_logo_files after delete on public.profiles
  for each row execute function public.delete_user_logo_files();
