// The logo being edited. A newly chosen file is previewed through an object URL, released
// when it is replaced, removed or the editor closes.
import { useCallback, useEffect, useState } from 'react';
import { initialLogo, type ExistingQrCode, type LogoState } from '../studio/studio-state';

export function useLogoState(existing?: ExistingQrCode) {
  const [logo, setLogo] = useState<LogoState>(() => initialLogo(existing));

  useEffect(() => {
    if (logo.kind !== 'new') return;
    const { previewUrl } = logo;
    return () => URL.revokeObjectURL(previewUrl);
  }, [logo]);

  // Stable, as the studio's memoised controls take them as props.
  const selectLogo = useCallback(
    (file: File) => setLogo({ kind: 'new', file, previewUrl: URL.createObjectURL(file) }),
    [],
  );
  const removeLogo = useCallback(() => setLogo({ kind: 'none' }), []);
  return { logo, selectLogo, removeLogo };
}
