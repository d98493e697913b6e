import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullPageLoader } from '@/lib/components/FullPageLoader';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { sessionAtom } from '@/lib/session';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { UpdatePasswordForm } from '@/features/auth/components/UpdatePasswordForm';

/**
 * Needs the session started by the recovery link (consumed at start-up) or a signed-in user;
 * otherwise 'Sessão inválida' and back to /forgot-password.
 */
export default function UpdatePasswordPage() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (session.status !== 'anonymous') return;
    notify.error({
      title: 'Sessão inválida',
      message: 'O link de recuperação é inválido ou expirou. Solicite um novo.',
      id: 'invalid-recovery-session',
    });
    navigate(href('forgotPassword'), { replace: true });
  }, [session.status, navigate]);
  if (session.status !== 'authenticated') return <FullPageLoader label="Verificando sessão..." />;
  return (
    <AuthCard title="Redefinir senha" subtitle="Escolha uma nova senha para sua conta.">
      <UpdatePasswordForm />
    </AuthCard>
  );
}
