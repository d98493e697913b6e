import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';
import { Brand } from './Navbar';

const quickLinks = [
  { label: 'Funcionalidades', to: href('features') },
  { label: 'Preços', to: href('pricing') },
  { label: 'FAQ', to: href('faq') },
  { label: 'Blog', to: href('blog') },
];

const legalLinks = [
  { label: 'Suporte', to: href('contact') },
  { label: 'Termos de Uso', to: href('terms') },
  { label: 'Política de Privacidade', to: href('privacy') },
];

// The social profiles do not exist yet: buttons that say so, not links to nowhere.
const socials = [
  { label: 'Facebook', Icon: IconBrandFacebook },
  { label: 'Instagram', Icon: IconBrandInstagram },
  { label: 'X (Twitter)', Icon: IconBrandX },
  { label: 'LinkedIn', Icon: IconBrandLinkedin },
];

function LinkList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Stack gap={6} component="nav" aria-label={title}>
      <Title order={2} fz="sm" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} c="inherit" fz="sm">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function Footer() {
  return (
    <Box
      component="footer"
      py="xl"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <Brand />
            <Text c="dimmed" fz="sm">
              QR Codes dinâmicos, links curtos, links de WhatsApp e vCards, com análises em tempo
              real.
            </Text>
            <Group gap="xs" aria-label="Redes sociais" role="group">
              {socials.map(({ label, Icon }) => (
                <span key={label}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={`${label} (em breve)`}
                    aria-disabled
                  >
                    <Icon size={18} aria-hidden />
                  </ActionIcon>
                </span>
              ))}
            </Group>
          </Stack>
          <LinkList title="Links rápidos" links={quickLinks} />
          <LinkList title="Legal e contato" links={legalLinks} />
        </SimpleGrid>
        <Text c="dimmed" fz="xs" mt="xl" ta="center">
          © {new Date().getFullYear()} QR Link. Todos os direitos reservados.
        </Text>
      </Container>
    </Box>
  );
}
