import { useParams } from 'react-router-dom';
import { CodePreviewScreen } from '@/features/redirect/components/CodePreviewScreen';
import { RedirectScreen } from '@/features/redirect/components/RedirectScreen';
import { useDestinationRedirect } from '@/features/redirect/hooks/use-destination-redirect';
import { previewKeyOf } from '@/features/redirect/preview-address';

const texts = {
  pageTitle: 'QR Code Inválido',
  invalid: 'ID do QR Code não fornecido.',
  notFound: 'QR Code não encontrado ou inválido.',
};

function QrRedirect({ qrId }: { qrId: string | undefined }) {
  const { state, submitPassword } = useDestinationRedirect('qr', qrId, texts);
  return <RedirectScreen state={state} onPassword={submitPassword} />;
}

/** `/qr/:qrId` follows the code; `/qr/:qrId+` only shows where it leads. */
export default function QrRedirectPage() {
  const { qrId } = useParams();
  const previewKey = previewKeyOf(qrId);
  return previewKey === null ? (
    <QrRedirect qrId={qrId} />
  ) : (
    <CodePreviewScreen key={previewKey} kind="qr" codeKey={previewKey} />
  );
}
