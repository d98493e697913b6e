-- Demo/initial data: the pricing table and the two site settings. Idempotent (on conflict do
-- nothing), so it never overwrites what an admin changed. free_plan and the settings also come
-- from the migrations (hosted `supabase db push` does not seed); repeating them here is harmless.
-- Yearly prices = round(monthly x 12 x 0.7, 2): the advertised 30% discount.

insert into public.plans (id, name, description, price, price_yearly, mercadopago_link, mercadopago_link_yearly, features, popular, "order", icon, max_workspaces, max_seats, max_pages, max_domains)
values
  ('free_plan', 'Grátis', 'Para começar a criar QR codes e links curtos.', 0, null, null, null,
   '["QR codes dinâmicos", "Links curtos", "Gerador de vCard e WhatsApp"]', false, 0, null, 1, 1, 1, 0),
  ('basico', 'Básico', 'Para profissionais autônomos que querem acompanhar seus acessos.', 19.90,
   round(19.90 * 12 * 0.7, 2), null, null,
   '["Até 50 QR codes dinâmicos", "Até 200 links curtos", "Relatório de scans e cliques", "Logo personalizado no QR code"]',
   false, 1, 'zap', 1, 1, 3, 1),
  ('profissional', 'Profissional', 'Para pequenas empresas com campanhas em andamento.', 49.90,
   round(49.90 * 12 * 0.7, 2), null, null,
   '["QR codes dinâmicos ilimitados", "Links curtos ilimitados", "Alias personalizados", "Análise por dispositivo, navegador e cidade", "Suporte prioritário por e-mail"]',
   true, 2, 'star', 3, 5, 10, 3),
  ('empresarial', 'Empresarial', 'Para equipes e agências que gerenciam várias marcas.', 99.90,
   round(99.90 * 12 * 0.7, 2), null, null,
   '["Tudo do Profissional", "Vários usuários na mesma conta", "Exportação de relatórios", "Gerente de conta dedicado"]',
   false, 3, 'building', 10, 20, 50, 10)
on conflict (id) do nothing;

insert into public.app_settings (key, value) values
  ('maintenance_mode', '{"enabled": false, "message": "Estamos em manutenção. Voltamos em breve!"}'),
  ('allow_new_registrations', '{"enabled": true}')
on conflict (key) do nothing;
