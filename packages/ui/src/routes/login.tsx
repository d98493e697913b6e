import { AuthCard } from '@/features/auth/components/AuthCard';
import { LoginForm } from '@/features/auth/components/LoginForm';

export default function LoginPage() {
  return (
    <AuthCard title="Entrar" subtitle="Acesse sua conta para gerenciar seus QR Codes e links.">
      <LoginForm />
    </AuthCard>
  );
}
