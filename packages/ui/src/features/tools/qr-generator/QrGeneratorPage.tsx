// /tools/qr-code-generator: the public QR editor (no existing code).
import { QrEditor } from './components/QrEditor';

export default function QrGeneratorPage() {
  return <QrEditor />;
}
