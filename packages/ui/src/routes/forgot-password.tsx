import { AuthCard } from '@/features/auth/components/AuthCard';
import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Esqueceu sua senha?">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
