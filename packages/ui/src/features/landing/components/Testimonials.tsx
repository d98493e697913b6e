import { Card, Container, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { testimonials } from '@/content/testimonials';

export function Testimonials() {
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="testimonials-title">
      <Title order={2} ta="center" id="testimonials-title" mb="lg">
        O que nossos clientes dizem
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {testimonials.map((item) => (
          <Card key={item.name} withBorder padding="lg" radius="lg" component="figure" m={0}>
            <Stack gap="sm">
              <div role="img" aria-label={`Avaliação: ${item.rating} de 5 estrelas`}>
                <Rating value={item.rating} readOnly aria-hidden />
              </div>
              <Text component="blockquote" m={0} fs="italic">
                “{item.quote}”
              </Text>
              <Text component="figcaption" size="sm">
                <Text span fw={700}>
                  {item.name}
                </Text>{' '}
                <Text span c="dimmed">
                  · {item.role}
                </Text>
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
