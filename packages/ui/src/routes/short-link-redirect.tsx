import { useParams } from 'react-router-dom';
import { RedirectScreen } from '@/features/redirect/components/RedirectScreen';
import { useDestinationRedirect } from '@/features/redirect/hooks/use-destination-redirect';

const texts = {
  pageTitle: 'Link Inválido ou Expirado',
  invalid: 'Código curto inválido.',
  notFound: 'Link não encontrado.',
};

export default function ShortLinkRedirectPage() {
  const { shortCode } = useParams();
  const { state, submitPassword } = useDestinationRedirect('short_link', shortCode, texts);
  return <RedirectScreen state={state} onPassword={submitPassword} />;
}
