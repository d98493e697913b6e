// /tools/qr-code-generator: the QR studio for a new code. Another screen may hand it content to
// start from (router state, checked here: it is input like any other).
import { useLocation } from 'react-router-dom';
import { QrEditor } from './components/QrEditor';
import { studioPrefillOf } from './studio/studio-prefill';

export default function QrGeneratorPage() {
  const { state } = useLocation();
  return <QrEditor prefill={studioPrefillOf(state)} />;
}
