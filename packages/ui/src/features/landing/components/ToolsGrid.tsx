import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAddressBook, IconBrandWhatsapp, IconLink, IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';

const tools = [
  {
    title: 'Gerador de QR Code',
    text: 'Personalize cores e logo e baixe em PNG.',
    to: href('toolQrCode'),
    icon: IconQrcode,
  },
  {
    title: 'Encurtador de Links',
    text: 'Links curtos com alias personalizado.',
    to: href('toolShortLink'),
    icon: IconLink,
  },
  {
    title: 'Links de WhatsApp',
    text: 'Link direto para conversa com mensagem pronta.',
    to: href('toolWhatsApp'),
    icon: IconBrandWhatsapp,
  },
  {
    title: 'Gerador de vCard',
    text: 'Cartão de visita digital no formato vCard 4.0.',
    to: href('toolVCard'),
    icon: IconAddressBook,
  },
];

export function ToolsGrid() {
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="tools-title">
      <Title order={2} ta="center" id="tools-title" mb="lg">
        Ferramentas gratuitas
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {tools.map(({ title, text, to, icon: Icon }) => (
          <Card key={to} component={Link} to={to} withBorder padding="lg" radius="lg">
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <Title order={3} fz="md" mt="sm">
              {title}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
