// 'Login Necessário' with its 'Fazer Login' action (docs/product/overview.md, "Roles"). The shared
// notify helpers take plain text, so this one toast with a button is built here.
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

const TOAST_ID = 'qr-login-required';

export function notifyLoginRequired(goToLogin: () => void) {
  notifications.hide(TOAST_ID);
  notifications.show({
    id: TOAST_ID,
    color: 'yellow',
    title: 'Login Necessário',
    withBorder: true,
    autoClose: 8000,
    message: (
      <Stack gap={6} align="flex-start">
        <Text size="sm">Você precisa fazer login para salvar QR Codes.</Text>
        <Button
          size="xs"
          onClick={() => {
            notifications.hide(TOAST_ID);
            goToLogin();
          }}
        >
          Fazer Login
        </Button>
      </Stack>
    ),
  });
}
