// /dashboard/generate-qr and /dashboard/generate-qr/:qrId: the QR editor inside the user area;
// with an id, the user's code is loaded first. Someone else's or a missing code: the spec's
// message, then back to the list.
import { Center, Loader } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { EditorsOnly } from '@/lib/components/EditorsOnly';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { savedQrDesign } from '@qrlink/core/qr/saved-qr';
import { userAtom } from '@/lib/session';
import { useQrCode } from '@/features/qr-codes/hooks/use-qr-codes';
import { QrEditor } from '@/features/tools/qr-generator/components/QrEditor';
import { studioPrefillOf } from '@/features/tools/qr-generator/studio/studio-prefill';

export default function DashboardGenerateQrPage() {
  return (
    <EditorsOnly back={{ label: 'Ver os QR Codes', to: href('dashboardMyQrs') }}>
      <GenerateQr />
    </EditorsOnly>
  );
}

function GenerateQr() {
  const { qrId } = useParams();
  const { state } = useLocation();
  const user = useAtomValue(userAtom);
  const query = useQrCode(qrId, user?.id);

  useEffect(() => {
    if (query.isError) notify.failure(query.error);
  }, [query.isError, query.error]);

  // A new code may start from what another screen handed over (a page's address).
  if (!qrId) return <QrEditor prefill={studioPrefillOf(state)} />;
  if (query.isError) return <Navigate to={href('dashboardMyQrs')} replace />;
  if (!query.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando QR Code" />
      </Center>
    );
  }
  const code = query.data;
  return (
    <QrEditor
      key={code.id}
      existingCode={{
        id: code.id,
        contentType: code.content_type,
        targetUrl: code.target_url,
        content: code.content,
        design: savedQrDesign(code),
        logoUrl: code.logo_url,
        rules: code,
      }}
    />
  );
}
