import { useParams } from 'react-router-dom';
import { CodePreviewScreen } from '@/features/redirect/components/CodePreviewScreen';
import { RedirectScreen } from '@/features/redirect/components/RedirectScreen';
import { useDestinationRedirect } from '@/features/redirect/hooks/use-destination-redirect';
import { previewKeyOf } from '@/features/redirect/preview-address';

const texts = {
  pageTitle: 'Link Inválido ou Expirado',
  invalid: 'Código curto inválido.',
  notFound: 'Link não encontrado.',
};

function ShortLinkRedirect({ shortCode }: { shortCode: string | undefined }) {
  const { state, submitPassword } = useDestinationRedirect('short_link', shortCode, texts);
  return <RedirectScreen state={state} onPassword={submitPassword} />;
}

/** `/s/:shortCode` follows the link; `/s/:shortCode+` only shows where it leads. */
export default function ShortLinkRedirectPage() {
  const { shortCode } = useParams();
  const previewKey = previewKeyOf(shortCode);
  return previewKey === null ? (
    <ShortLinkRedirect shortCode={shortCode} />
  ) : (
    <CodePreviewScreen key={previewKey} kind="link" codeKey={previewKey} />
  );
}
