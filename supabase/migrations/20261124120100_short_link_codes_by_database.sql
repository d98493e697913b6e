-- The dashboard's short-link form leaves the code to the database: a link inserted without a
-- short_code gets 6 random letters and digits
-- (docs/product/calls-errors-and-constants.md, "Constants"), drawn again until no code or alias
-- uses them (the one case-insensitive namespace of short_link_names). Clients never generate codes,
-- so none can pick a taken or a predictable one.
--
-- SECURITY DEFINER: the trigger reads short_link_names and calls random_short_code, neither of
-- which the API roles may touch. It changes nothing but the new row.
create or replace function public.normalize_short_link() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_attempt integer := 0;
begin
  new.original_url := btrim(new.original_url);
  new.custom_alias := nullif(btrim(new.custom_alias), '');
  new.description := nullif(btrim(new.description), '');
  if new.original_url is null or new.original_url = '' then
    raise exception using errcode = '22023', message = 'Por favor, insira a URL que deseja encurtar.';
  end if;
  if not public.is_http_url(new.original_url) then
    raise exception using errcode = '22023',
      message = 'URL inválida: use um endereço http:// ou https:// com até 2048 caracteres.';
  end if;
  if new.custom_alias is not null and new.custom_alias !~ '^[A-Za-z0-9-]{1,50}$' then
    raise exception using errcode = '22023',
      message = 'O alias deve ter de 1 a 50 caracteres: apenas letras, números e hífens.';
  end if;
  if tg_op = 'INSERT' and new.short_code is null then
    loop
      v_attempt := v_attempt + 1;
      new.short_code := public.random_short_code(6);
      exit when not exists (
        select 1 from public.short_link_names n where n.name = lower(new.short_code)
      ) and lower(new.short_code) is distinct from lower(new.custom_alias);
      if v_attempt >= 20 then
        raise exception using errcode = '23505',
          message = 'Ocorreu um erro ao gerar o código curto. Tente novamente.',
          hint = 'short_code_taken';
      end if;
    end loop;
  end if;
  if new.short_code is null or new.short_code !~ '^[A-Za-z0-9]{4,32}$' then
    raise exception using errcode = '22023',
      message = 'O código curto deve ter de 4 a 32 letras ou números.';
  end if;
  if tg_op = 'INSERT' then
    new.click_count := 0;
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.normalize_short_link() is 'Trigger on short_links insert/edit: trims, validates URL, alias and code, draws a free 6-character code when none is given, zeroes click_count on insert.';
revoke all on function public.normalize_short_link() from public, anon, authenticated, service_role;
