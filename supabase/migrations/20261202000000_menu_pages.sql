-- The 'Cardápio digital' (docs/product/pages.md): a third kind of page, 'menu'. A restaurant's
-- name, photo and text, its opening hours, sections of items (name, description, price in
-- centavos, photo, tags such as 'vegano' or 'esgotado') and, optionally, the WhatsApp that takes
-- its orders (the page's 'Pedir pelo WhatsApp'). The database checks it with the editor's rules
-- and words (menu_content_problem, called by page_content_problem). Nothing on a menu is an
-- address a visitor is sent to but its WhatsApp, so check_page has nothing more to screen (its
-- loop over a page's buttons finds none on a menu).

alter table public.pages drop constraint pages_kind_known;
alter table public.pages add constraint pages_kind_known check (kind in ('links', 'menu', 'card'));
comment on table public.pages is
  'Hosted pages at {origin}/p/{slug} (kind links: the Página de links; menu: the Cardápio digital; card: the Cartão de visita digital). Members of the workspace read them; owners, admins and editors write them. Only published pages are served.';

-- A menu's own fields (name, photo and theme are checked by page_content_problem); null when it
-- is fine, else the pt-BR reason (core's menu-page-schema.ts says the same).
create function public.menu_content_problem(p_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_line jsonb;
  v_section jsonb;
  v_item jsonb;
  v_ids text[] := array[]::text[];
  v_tag jsonb;
  v_price numeric;
begin
  if jsonb_typeof(p_content->'bio') is distinct from 'string'
     or char_length(p_content->>'bio') > 300 then
    return 'O texto pode ter no máximo 300 caracteres.';
  end if;
  if jsonb_typeof(p_content->'whatsapp') not in ('null', 'string')
     or coalesce(p_content->>'whatsapp', '+10000000') !~ '^\+[1-9][0-9]{7,14}$' then
    return 'Informe um WhatsApp válido para os pedidos.';
  end if;
  if jsonb_typeof(p_content->'hours') is distinct from 'array'
     or jsonb_typeof(p_content->'sections') is distinct from 'array' then
    return 'O cardápio é inválido.';
  end if;
  if jsonb_array_length(p_content->'hours') > 7 then
    return 'Use no máximo 7 linhas de horário.';
  end if;
  for v_line in select value from jsonb_array_elements(p_content->'hours') loop
    if jsonb_typeof(v_line->'days') is distinct from 'string'
       or jsonb_typeof(v_line->'time') is distinct from 'string'
       or btrim(v_line->>'days') = '' or btrim(v_line->>'time') = ''
       or char_length(v_line->>'days') > 40 or char_length(v_line->>'time') > 40 then
      return 'Cada horário precisa de dias e horas, com até 40 caracteres cada.';
    end if;
  end loop;
  if jsonb_array_length(p_content->'sections') > 20 then
    return 'Use no máximo 20 seções no cardápio.';
  end if;
  for v_section in select value from jsonb_array_elements(p_content->'sections') loop
    if jsonb_typeof(v_section) is distinct from 'object'
       or coalesce(v_section->>'id', '') !~ '^[A-Za-z0-9_-]{1,40}$'
       or jsonb_typeof(v_section->'title') is distinct from 'string'
       or jsonb_typeof(v_section->'items') is distinct from 'array' then
      return 'O cardápio é inválido.';
    end if;
    if btrim(v_section->>'title') = '' then
      return 'Dê um título a cada seção.';
    end if;
    if char_length(v_section->>'title') > 60 then
      return 'O título de cada seção pode ter no máximo 60 caracteres.';
    end if;
    if jsonb_array_length(v_section->'items') > 50 then
      return 'Use no máximo 50 itens em cada seção.';
    end if;
    v_ids := v_ids || (v_section->>'id');
    for v_item in select value from jsonb_array_elements(v_section->'items') loop
      if jsonb_typeof(v_item) is distinct from 'object'
         or coalesce(v_item->>'id', '') !~ '^[A-Za-z0-9_-]{1,40}$'
         or jsonb_typeof(v_item->'name') is distinct from 'string'
         or jsonb_typeof(v_item->'description') is distinct from 'string'
         or jsonb_typeof(v_item->'tags') is distinct from 'array' then
        return 'O cardápio é inválido.';
      end if;
      if btrim(v_item->>'name') = '' then
        return 'Dê um nome a cada item.';
      end if;
      if char_length(v_item->>'name') > 80 then
        return 'O nome de cada item pode ter no máximo 80 caracteres.';
      end if;
      if char_length(v_item->>'description') > 300 then
        return 'A descrição de cada item pode ter no máximo 300 caracteres.';
      end if;
      v_price := case when jsonb_typeof(v_item->'priceCents') = 'number'
                      then (v_item->>'priceCents')::numeric end;
      if v_price is null or v_price <> trunc(v_price) or v_price < 0 or v_price > 10000000 then
        return 'Informe o preço em reais, de R$ 0,00 a R$ 100.000,00 (ex.: 24,90).';
      end if;
      if v_item ? 'photoUrl' and jsonb_typeof(v_item->'photoUrl') <> 'null'
         and (jsonb_typeof(v_item->'photoUrl') <> 'string'
              or not public.is_http_url(v_item->>'photoUrl')) then
        return 'A foto precisa ser um endereço http(s).';
      end if;
      for v_tag in select value from jsonb_array_elements(v_item->'tags') loop
        if jsonb_typeof(v_tag) is distinct from 'string' or v_tag #>> '{}' not in
           ('vegano', 'vegetariano', 'sem-gluten', 'sem-lactose', 'picante', 'esgotado') then
          return 'Etiqueta de item inválida.';
        end if;
      end loop;
      if jsonb_array_length(v_item->'tags') > 6 then
        return 'Etiqueta de item inválida.';
      end if;
      v_ids := v_ids || (v_item->>'id');
    end loop;
  end loop;
  -- An order names items by id: each id belongs to one section or item only.
  if cardinality(v_ids) <> (select count(distinct id) from unnest(v_ids) as id) then
    return 'O cardápio é inválido.';
  end if;
  return null;
end;
$$;
comment on function public.menu_content_problem(jsonb) is
  'Internal: null when a digital menu''s own fields are valid, else the pt-BR reason (core''s menu schema says the same).';
revoke all on function public.menu_content_problem(jsonb) from public, anon, authenticated;

-- What a page's content must be (now with the menu); null when it is fine, else the pt-BR
-- reason. The editor's schemas (packages/core/src/pages/) say the same in zod.
create or replace function public.page_content_problem(p_kind text, p_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_theme jsonb := p_content->'theme';
  v_button jsonb;
  v_kind text;
  v_target text;
  v_label text;
begin
  if p_kind is null or p_kind not in ('links', 'menu', 'card') then
    return 'Tipo de página inválido.';
  end if;
  if jsonb_typeof(p_content) is distinct from 'object' then
    return 'O conteúdo da página é inválido.';
  end if;
  if length(p_content::text) > 65536 then
    return 'A página é grande demais.';
  end if;
  if jsonb_typeof(p_content->'name') is distinct from 'string'
     or btrim(p_content->>'name') = '' then
    return 'Informe o nome exibido na página.';
  end if;
  if char_length(p_content->>'name') > 80 then
    return 'O nome pode ter no máximo 80 caracteres.';
  end if;
  if p_content ? 'photoUrl' and jsonb_typeof(p_content->'photoUrl') <> 'null'
     and (jsonb_typeof(p_content->'photoUrl') <> 'string'
          or not public.is_http_url(p_content->>'photoUrl')) then
    return 'A foto precisa ser um endereço http(s).';
  end if;
  if jsonb_typeof(v_theme) is distinct from 'object'
     or coalesce(v_theme->>'background', '') !~ '^#[0-9a-f]{6}$'
     or coalesce(v_theme->>'text', '') !~ '^#[0-9a-f]{6}$'
     or coalesce(v_theme->>'button', '') !~ '^#[0-9a-f]{6}$'
     or coalesce(v_theme->>'buttonText', '') !~ '^#[0-9a-f]{6}$'
     or coalesce(v_theme->>'shape', '') not in ('rounded', 'pill', 'square')
     or coalesce(v_theme->>'font', '') not in ('sans', 'serif', 'rounded', 'mono') then
    return 'O tema da página é inválido.';
  end if;
  if p_kind = 'card' then
    return public.card_content_problem(p_content);
  end if;
  if p_kind = 'menu' then
    return public.menu_content_problem(p_content);
  end if;
  if jsonb_typeof(p_content->'bio') is distinct from 'string'
     or char_length(p_content->>'bio') > 300 then
    return 'O texto pode ter no máximo 300 caracteres.';
  end if;
  if jsonb_typeof(p_content->'buttons') is distinct from 'array' then
    return 'Os botões da página são inválidos.';
  end if;
  if jsonb_array_length(p_content->'buttons') > 30 then
    return 'Use no máximo 30 botões.';
  end if;
  for v_button in select value from jsonb_array_elements(p_content->'buttons') loop
    v_kind := v_button->>'kind';
    v_target := v_button->>'target';
    v_label := v_button->>'label';
    if jsonb_typeof(v_button) is distinct from 'object'
       or coalesce(v_button->>'id', '') !~ '^[A-Za-z0-9_-]{1,40}$'
       or jsonb_typeof(v_button->'label') is distinct from 'string'
       or jsonb_typeof(v_button->'target') is distinct from 'string' then
      return 'Os botões da página são inválidos.';
    end if;
    if btrim(v_label) = '' then
      return 'Dê um texto a cada botão.';
    end if;
    if char_length(v_label) > 60 then
      return 'O texto de cada botão pode ter no máximo 60 caracteres.';
    end if;
    if v_kind in ('link', 'instagram', 'tiktok', 'youtube', 'facebook', 'map') then
      if not public.is_http_url(v_target) then
        return format('O botão "%s" precisa de um endereço http(s) válido.', v_label);
      end if;
    elsif v_kind = 'email' then
      if v_target !~ '^[^@\s<>"]{1,64}@[^@\s<>"]+\.[^@\s<>"]+$' or char_length(v_target) > 254 then
        return format('O botão "%s" precisa de um e-mail válido.', v_label);
      end if;
    elsif v_kind in ('phone', 'whatsapp') then
      if v_target !~ '^\+[1-9][0-9]{7,14}$' then
        return format('O botão "%s" precisa de um telefone válido.', v_label);
      end if;
      if v_button ? 'message' and (jsonb_typeof(v_button->'message') <> 'string'
                                   or char_length(v_button->>'message') > 500) then
        return format('A mensagem do botão "%s" pode ter no máximo 500 caracteres.', v_label);
      end if;
    elsif v_kind = 'pix' then
      if v_target !~ '^000201' or char_length(v_target) > 512 or v_target ~ '[^\x20-\x7e]' then
        return format('O botão "%s" precisa de um código Pix Copia e Cola válido.', v_label);
      end if;
    else
      return 'Tipo de botão inválido.';
    end if;
  end loop;
  return null;
end;
$$;
comment on function public.page_content_problem(text, jsonb) is
  'Internal: null when a page''s content is valid for its kind (links, menu, card), else the pt-BR reason (the editor''s zod schemas say the same).';
revoke all on function public.page_content_problem(text, jsonb) from public, anon, authenticated;
