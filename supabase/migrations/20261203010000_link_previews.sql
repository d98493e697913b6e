-- Link previews (docs/product/link-rules-and-utm.md, "Prévia do link"): a dynamic QR code or
-- short link may carry its own title, description and image for the preview that WhatsApp,
-- Facebook, Telegram, X, LinkedIn and other crawlers draw of it. Those bots get a small page
-- with the Open Graph tags instead of the 302; people still get the 302. Checked here with the
-- editor's words (check_item_preview); the image's address is screened like a destination.

alter table public.qr_codes
  add column preview_title text,
  add column preview_description text,
  add column preview_image_url text,
  add constraint qr_codes_preview_dynamic check (
    target_url is not null
    or (preview_title is null and preview_description is null and preview_image_url is null));
alter table public.short_links
  add column preview_title text,
  add column preview_description text,
  add column preview_image_url text;
comment on column public.qr_codes.preview_title is
  'The title of the code''s link preview (og:title, at most 100 characters; null: none).';
comment on column public.qr_codes.preview_description is
  'The description of the code''s link preview (og:description, at most 200 characters; null: none).';
comment on column public.qr_codes.preview_image_url is
  'The image of the code''s link preview (og:image, an http(s) address; null: none).';
comment on column public.short_links.preview_title is
  'The title of the link''s preview (og:title, at most 100 characters; null: none).';
comment on column public.short_links.preview_description is
  'The description of the link''s preview (og:description, at most 200 characters; null: none).';
comment on column public.short_links.preview_image_url is
  'The image of the link''s preview (og:image, an http(s) address; null: none).';

grant insert (preview_title, preview_description, preview_image_url),
  update (preview_title, preview_description, preview_image_url) on public.qr_codes to authenticated;
grant insert (preview_title, preview_description, preview_image_url),
  update (preview_title, preview_description, preview_image_url) on public.short_links
  to authenticated;

-- Before insert or update of a preview: blanks stored as none, lengths and the image's address
-- checked (22023, pt-BR, as core's link-rules-schema.ts says), the image's host screened.
create function public.check_item_preview()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.preview_title := nullif(btrim(new.preview_title), '');
  new.preview_description := nullif(btrim(new.preview_description), '');
  new.preview_image_url := nullif(btrim(new.preview_image_url), '');
  if char_length(new.preview_title) > 100 then
    raise exception using errcode = '22023',
      message = 'O título da prévia pode ter no máximo 100 caracteres.';
  end if;
  if char_length(new.preview_description) > 200 then
    raise exception using errcode = '22023',
      message = 'A descrição da prévia pode ter no máximo 200 caracteres.';
  end if;
  if new.preview_image_url is not null then
    if not public.is_http_url(new.preview_image_url) then
      raise exception using errcode = '22023',
        message = 'A imagem da prévia deve ser um endereço http:// ou https:// válido.';
    end if;
    if tg_op = 'INSERT' or new.preview_image_url is distinct from old.preview_image_url then
      perform public.screen_destination(new.preview_image_url);
    end if;
  end if;
  return new;
end
$$;
comment on function public.check_item_preview() is
  'Trigger before insert or update of a preview on qr_codes and short_links: blanks become null, refuses a title over 100 or a description over 200 characters and an image that is not an http(s) address (22023, pt-BR), and screens a new image address.';
revoke all on function public.check_item_preview() from public, anon, authenticated;

create trigger check_preview
  before insert or update of preview_title, preview_description, preview_image_url
  on public.qr_codes
  for each row execute function public.check_item_preview();
create trigger check_preview
  before insert or update of preview_title, preview_description, preview_image_url
  on public.short_links
  for each row execute function public.check_item_preview();

-- The redirect servers forget a code whose preview changed; the activity log shows the edit.
drop trigger notify_redirect_cache_change on public.qr_codes;
create trigger notify_redirect_cache_change
  after insert or delete or update of target_url, expires_at, max_visits, ios_url, android_url,
    desktop_url, password_protected, routes, split, preview_title, preview_description,
    preview_image_url on public.qr_codes
  for each row execute function public.notify_redirect_cache();
drop trigger notify_redirect_cache_change on public.short_links;
create trigger notify_redirect_cache_change
  after insert or delete or update of original_url, expires_at, max_visits, ios_url, android_url,
    desktop_url, password_protected, routes, split, preview_title, preview_description,
    preview_image_url on public.short_links
  for each row execute function public.notify_redirect_cache();

drop trigger record_activity_update on public.qr_codes;
create trigger record_activity_update
  after update of target_url, fg_color, bg_color, logo_url, expires_at, max_visits, ios_url,
    android_url, desktop_url, password_protected, folder_id, design, content, payload, routes,
    split, preview_title, preview_description, preview_image_url
  on public.qr_codes
  for each row execute function public.record_item_activity();
drop trigger record_activity_update on public.short_links;
create trigger record_activity_update
  after update of original_url, custom_alias, description, expires_at, max_visits, ios_url,
    android_url, desktop_url, password_protected, folder_id, routes, split, preview_title,
    preview_description, preview_image_url on public.short_links
  for each row execute function public.record_item_activity();
