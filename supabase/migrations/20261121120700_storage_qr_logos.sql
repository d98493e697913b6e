-- Bucket for QR code logos: public read, 2 MB, PNG/JPEG/SVG (size and MIME limits are enforced
-- by the storage server from this row). Users write only under their own folder {userId}/...

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('qr_logos', 'qr_logos', true, 2097152, array['image/png', 'image/jpeg', 'image/svg+xml'])
on conflict (id) do nothing;

create policy "QR logos are publicly readable" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'qr_logos');

create policy "Users upload QR logos to their own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'qr_logos' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Users replace QR logos in their own folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'qr_logos' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'qr_logos' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Users delete QR logos in their own folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'qr_logos' and (storage.foldername(name))[1] = (select auth.uid())::text);
