// How each redirect outcome is said: the page status of GET /qr and /s (the SPA then shows the
// screen, asking the `redirect` function why) and the function's JSON refusal, in pt-BR.
import type { RedirectOutcome } from '../../redirects/redirect-service';

type Refusal = Exclude<RedirectOutcome['status'], 'redirect' | 'preview'>;

export const REFUSALS: Record<Refusal, { status: number; message: string }> = {
  not_found: { status: 404, message: 'QR Code ou link não encontrado.' },
  expired: { status: 410, message: 'Este link expirou e não está mais disponível.' },
  limit_reached: { status: 410, message: 'Este link atingiu o limite de acessos.' },
  password_required: { status: 401, message: 'Este link é protegido por senha.' },
  wrong_password: { status: 401, message: 'Senha incorreta.' },
  too_many_attempts: {
    status: 429,
    message: 'Muitas tentativas com senha errada. Tente novamente em alguns minutos.',
  },
  visitors_only: {
    status: 403,
    message: 'Este link só abre para quem o visita no navegador; robôs e prévias não o seguem.',
  },
  unavailable: {
    status: 503,
    message: 'Não foi possível abrir este link agora. Tente novamente em instantes.',
  },
  disabled: { status: 410, message: 'Este link foi desativado por violar os Termos de Uso.' },
};
