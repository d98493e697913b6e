import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullPageLoader } from '../app/guards/FullPageLoader';
import { notify } from '../app/notify';
import { href } from '../app/routes';
import { sessionAtom } from '../app/session';
import { AuthCard } from '../features/auth/components/AuthCard';
import { UpdatePasswordForm } from '../features/auth/components/UpdatePasswordForm';

/**
 * Needs the session started by the recovery link (consumed at start-up) or a signed-in user;
 * otherwise 'Sessão inválida' and back to /forgot-password.
 */
export default function UpdatePasswordPage() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (session.status !== 'anonymous') return;
    notify.error(
      'Sessão inválida',
      'O link de recuperação é inválido ou expirou. Solicite um novo.',
      {
        id: 'invalid-recovery-session',
      },
    );
    navigate(href('forgotPassword'), { replace: true });
  }, [session.status, navigate]);
  if (session.status !== 'authenticated') return <FullPageLoader label="Verificando sessão..." />;
  return (
    <AuthCard title="Redefinir senha" subtitle="Escolha uma nova senha para sua conta.">
      <UpdatePasswordForm />
    </AuthCard>
  );
}
