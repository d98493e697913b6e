import { Alert, Anchor, Center, Loader } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';
import { useSiteStatus } from '@/lib/site-status';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { ConfirmationSent } from '@/features/auth/components/ConfirmationSent';
import { RegisterForm } from '@/features/auth/components/RegisterForm';

export default function RegisterPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { status, isLoading } = useSiteStatus();
  if (sentTo) {
    return (
      <AuthCard title="Quase lá!">
        <ConfirmationSent email={sentTo} />
      </AuthCard>
    );
  }
  if (isLoading) {
    return (
      <Center py="xl" role="status" aria-label="Carregando">
        <Loader />
      </Center>
    );
  }
  if (!status.registrationsOpen) {
    return (
      <AuthCard title="Cadastros fechados">
        <Alert
          icon={<IconInfoCircle aria-hidden />}
          color="yellow"
          title="Novos cadastros estão temporariamente desativados"
        >
          No momento não estamos aceitando novas contas. Tente novamente mais tarde. Já tem uma
          conta?{' '}
          <Anchor component={Link} to={href('login')} underline="always">
            Entrar
          </Anchor>
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Criar conta" subtitle="Cadastre-se grátis e salve seus QR Codes dinâmicos.">
      <RegisterForm onRegistered={setSentTo} />
    </AuthCard>
  );
}
