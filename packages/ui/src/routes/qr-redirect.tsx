import { useParams } from 'react-router-dom';
import { RedirectScreen } from '@/features/redirect/components/RedirectScreen';
import { useDestinationRedirect } from '@/features/redirect/hooks/use-destination-redirect';

const texts = {
  pageTitle: 'QR Code Inválido',
  invalid: 'ID do QR Code não fornecido.',
  notFound: 'QR Code não encontrado ou inválido.',
};

export default function QrRedirectPage() {
  const { qrId } = useParams();
  const { state, submitPassword } = useDestinationRedirect('qr', qrId, texts);
  return <RedirectScreen state={state} onPassword={submitPassword} />;
}
