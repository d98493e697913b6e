import { useAtomValue } from 'jotai';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { SignInCodeForm } from '@/features/auth/components/SignInCodeForm';
import { sessionAtom } from '@/lib/session';

export default function LoginPage() {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'second_factor') {
    return (
      <AuthCard title="Verificação em duas etapas" subtitle="Falta só o código do seu celular.">
        <SignInCodeForm email={session.user.email} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Entrar" subtitle="Acesse sua conta para gerenciar seus QR Codes e links.">
      <LoginForm />
    </AuthCard>
  );
}
