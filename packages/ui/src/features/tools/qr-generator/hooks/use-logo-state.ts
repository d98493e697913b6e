// The logo being edited. A newly chosen file is previewed through an object URL, released
// when it is replaced, removed or the editor closes.
import { useEffect, useState } from 'react';
import { initialLogo, type ExistingQrCode, type LogoState } from '../studio/studio-state';

export function useLogoState(existing?: ExistingQrCode) {
  const [logo, setLogo] = useState<LogoState>(() => initialLogo(existing));

  useEffect(() => {
    if (logo.kind !== 'new') return;
    const { previewUrl } = logo;
    return () => URL.revokeObjectURL(previewUrl);
  }, [logo]);

  return {
    logo,
    selectLogo: (file: File) =>
      setLogo({ kind: 'new', file, previewUrl: URL.createObjectURL(file) }),
    removeLogo: () => setLogo({ kind: 'none' }),
  };
}
