-- Bulk creation (docs/product/organising.md, "Organising"): up to 1,000 QR codes or short links
-- from the rows of a spreadsheet, all or nothing. Each row is written exactly as the forms write
-- one item (the same triggers check destinations, aliases and folders), its folder found or created
-- by name, its tags set by name. Any refused row stops everything, naming its line; the caller's
-- RLS applies throughout (SECURITY INVOKER).

create or replace function public.bulk_create_items(p_kind text, p_rows jsonb) returns jsonb
language plpgsql volatile
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_row jsonb;
  v_line integer := 0;
  v_folder_name text;
  v_folder_id uuid;
  v_id uuid;
  v_created jsonb := '[]'::jsonb;
  v_item jsonb;
  v_ids uuid[] := '{}';
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Você precisa estar logado.';
  end if;
  if p_kind not in ('qr', 'short_link') then
    raise exception using errcode = '22023', message = 'Tipo inválido.';
  end if;
  if jsonb_typeof(p_rows) is distinct from 'array' or jsonb_array_length(p_rows) = 0 then
    raise exception using errcode = '22023', message = 'Envie ao menos uma linha.';
  end if;
  if jsonb_array_length(p_rows) > 1000 then
    raise exception using errcode = '22023', message = 'Envie no máximo 1.000 linhas por vez.';
  end if;

  begin
    for v_row in select value from jsonb_array_elements(p_rows) loop
      v_line := coalesce((v_row ->> 'line')::integer, v_line + 1);
      v_folder_id := null;
      v_folder_name := nullif(btrim(coalesce(v_row ->> 'folder', '')), '');
      if v_folder_name is not null then
        select f.id into v_folder_id from public.folders f
        where f.user_id = v_uid and lower(f.name) = lower(v_folder_name);
        if v_folder_id is null then
          insert into public.folders (user_id, name) values (v_uid, v_folder_name)
          returning id into v_folder_id;
        end if;
      end if;

      if p_kind = 'qr' then
        insert into public.qr_codes (user_id, target_url, folder_id)
        values (v_uid, v_row ->> 'destination', v_folder_id)
        returning id, jsonb_build_object('line', v_line, 'id', id) into v_id, v_item;
      else
        insert into public.short_links (user_id, original_url, custom_alias, description, short_code, folder_id)
        values (v_uid, v_row ->> 'destination', nullif(btrim(coalesce(v_row ->> 'alias', '')), ''),
                nullif(btrim(coalesce(v_row ->> 'description', '')), ''), null, v_folder_id)
        returning id, jsonb_build_object('line', v_line, 'id', id, 'short_code', short_code,
          'custom_alias', custom_alias) into v_id, v_item;
      end if;
      if jsonb_typeof(v_row -> 'tags') = 'array' and jsonb_array_length(v_row -> 'tags') > 0 then
        perform public.set_item_tags(p_kind, v_id,
          array(select jsonb_array_elements_text(v_row -> 'tags')));
      end if;
      v_ids := v_ids || v_id;
      v_created := v_created || v_item;
    end loop;
  exception when others then
    -- Nothing of the batch stays: the whole function is one statement of one transaction.
    raise exception using errcode = sqlstate, message = format('Linha %s: %s', v_line, sqlerrm);
  end;

  -- One notice for the batch instead of one per code.
  if p_kind = 'qr' then
    delete from public.notifications n
    where n.user_id = v_uid and n.type = 'qr_created' and n.related_qr_code_id = any(v_ids);
  end if;
  insert into public.notifications (user_id, type, message)
  values (v_uid, 'info', format('Criação em massa: %s %s criados.', cardinality(v_ids),
    case p_kind when 'qr' then 'QR Codes' else 'links curtos' end));
  return v_created;
end;
$$;
comment on function public.bulk_create_items(text, jsonb) is 'Caller: creates up to 1,000 of their QR codes (p_kind qr) or short links (short_link) from rows [{line, destination, alias?, description?, folder?, tags?}] in one transaction, all or nothing (a refusal names its line), folders found or created by name, tags set by name; one notification for the batch. Answers [{line, id, short_code?, custom_alias?}].';
revoke all on function public.bulk_create_items(text, jsonb) from public, anon, authenticated;
grant execute on function public.bulk_create_items(text, jsonb) to authenticated;
