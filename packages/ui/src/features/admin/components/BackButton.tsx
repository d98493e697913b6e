import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** 'Voltar' to the section's list. */
export function BackButton({ to }: { to: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      leftSection={<IconArrowLeft size={18} />}
      style={{ alignSelf: 'flex-start' }}
    >
      Voltar
    </Button>
  );
}
