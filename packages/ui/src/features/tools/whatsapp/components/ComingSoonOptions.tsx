// Custom slug and emoji are announced but not available yet
// (docs/product/screens-and-routes.md, "Screens and routes").
import { Badge, Button, Group, TextInput } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';

export function ComingSoonOptions() {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={
          <Group gap={6} component="span">
            Link personalizado
            <Badge size="xs" variant="light" color="gray">
              em breve
            </Badge>
          </Group>
        }
        placeholder="minha-loja"
        disabled
        style={{ flex: 1, minWidth: 200 }}
      />
      <Button variant="default" leftSection={<IconMoodSmile size={18} />} disabled>
        Emoji (em breve)
      </Button>
    </Group>
  );
}
