-- A link page's row of social icons (docs/product/pages.md, "What a page holds"): content.socials,
-- at most one web address per network, checked and screened as the buttons' addresses are.

create or replace function public.page_socials_problem(p_content jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_social jsonb;
begin
  if not (p_content ? 'socials') then
    return null;
  end if;
  if jsonb_typeof(p_content->'socials') is distinct from 'array'
     or jsonb_array_length(p_content->'socials') > 6 then
    return 'As redes sociais da página são inválidas.';
  end if;
  for v_social in select value from jsonb_array_elements(p_content->'socials') loop
    if jsonb_typeof(v_social) is distinct from 'object'
       or coalesce(v_social->>'network', '') not in
          ('instagram', 'facebook', 'tiktok', 'youtube', 'x', 'linkedin')
       or jsonb_typeof(v_social->'target') is distinct from 'string' then
      return 'As redes sociais da página são inválidas.';
    end if;
    if not public.is_http_url(v_social->>'target') then
      return 'URL inválida. Verifique o endereço digitado.';
    end if;
  end loop;
  if (select count(distinct e->>'network') from jsonb_array_elements(p_content->'socials') e)
     < jsonb_array_length(p_content->'socials') then
    return 'Cada rede social pode aparecer uma só vez.';
  end if;
  return null;
end;
$$;
comment on function public.page_socials_problem(p_content jsonb) is
  'Internal: null when a link page''s social icons (content.socials: at most one http(s) address per network) are valid, else the pt-BR reason (the editor''s schema says the same).';
revoke all on function public.page_socials_problem(jsonb) from public, anon, authenticated;
grant execute on function public.page_socials_problem(jsonb) to service_role;

-- check_page, as 20261201000000_pages.sql left it, also for the social icons.
create or replace function public.check_page()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_problem text := coalesce(public.page_content_problem(new.kind, new.content),
                             case when new.kind = 'links'
                                  then public.page_socials_problem(new.content) end);
  v_button jsonb;
  v_limit integer;
begin
  if v_problem is not null then
    raise exception using errcode = '22023', message = v_problem;
  end if;
  new.slug := lower(new.slug);
  if new.kind = 'card' then
    if new.content->>'website' is not null then
      perform public.screen_destination(new.content->>'website');
    end if;
  else
    for v_button in select value from jsonb_array_elements(new.content->'buttons') loop
      if v_button->>'kind' not in ('email', 'phone', 'whatsapp', 'pix') then
        perform public.screen_destination(v_button->>'target');
      end if;
    end loop;
    for v_button in select value from jsonb_array_elements(coalesce(new.content->'socials', '[]')) loop
      perform public.screen_destination(v_button->>'target');
    end loop;
  end if;
  if tg_op = 'INSERT' then
    -- Counted under a lock on the workspace: two pages made at once cannot both take the last.
    perform 1 from public.workspaces w where w.id = new.workspace_id for update;
    select coalesce(pl.max_pages, 1) into v_limit
      from public.workspace_members m
      join public.profiles p on p.id = m.user_id
      left join public.plans pl on pl.id = p.plan_id
     where m.workspace_id = new.workspace_id and m.role = 'owner';
    if (select count(*) from public.pages g where g.workspace_id = new.workspace_id)
       >= coalesce(v_limit, 1) then
      raise exception using errcode = 'P0001', hint = 'page_limit',
        message = format('O plano deste espaço de trabalho permite %s página(s). Exclua uma ou faça upgrade do plano.', coalesce(v_limit, 1));
    end if;
  end if;
  return new;
end;
$$;
comment on function public.check_page() is
  'Trigger before insert or update on pages: refuses invalid content (22023, pt-BR), screens every address a button or a social icon opens, and on insert keeps the workspace within its owner''s plan''s max_pages (P0001 page_limit), counted under a lock on the workspace.';
