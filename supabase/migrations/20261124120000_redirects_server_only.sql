-- Only the server's redirect path records a visit.
--
-- resolve_qr_redirect and resolve_short_link take the visitor's IP, country, city, referrer and
-- user agent as arguments. Callable by anon through /rest/v1/rpc, they let anyone write scan and
-- click rows of their choosing and raise any code's count. They are now executable by
-- service_role alone: the self-hosted server calls them for GET /qr/:id and GET /s/:code (and
-- for the `redirect` function that hosted builds use), filling the arguments from the request.

revoke execute on function public.resolve_qr_redirect(uuid, text, text, text, text, text, text, text, text, boolean) from anon, authenticated;
revoke execute on function public.resolve_short_link(text, text, text, text, text, text, text, text, text, boolean) from anon, authenticated;

comment on function public.resolve_qr_redirect(uuid, text, text, text, text, text, text, text, text, boolean) is 'QR redirect, for the server (service_role) only: destination URL or null; records the scan and counts non-bot scans (with milestone notifications).';
comment on function public.resolve_short_link(text, text, text, text, text, text, text, text, text, boolean) is 'Short-link redirect, for the server (service_role) only: destination or null; records the click and counts non-bot clicks.';

-- Destinations go into a Location header: control characters (C0, DEL, C1) cannot travel in
-- one, and bidi overrides or zero-width characters make a link read differently from where it
-- goes. Refuse them all here, as core's validation does (the app also sends URLs already
-- normalised by WHATWG URL: punycode host, percent-encoded path).
create or replace function public.is_http_url(p_url text) returns boolean
language sql immutable
set search_path = ''
as $$
  select p_url is not null
    and length(p_url) <= 2048
    and p_url ~* '^https?://[^[:space:]/?#]+([/?#][^[:space:]]*)?$'
    and p_url !~ '[\u0001-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]'
$$;
comment on function public.is_http_url(text) is 'True for an absolute http(s) URL with a host, no whitespace, no control, bidi or zero-width characters, at most 2048 characters.';
