// /tools/short-link-generator: the public short-link tool
// (docs/product/screens-and-routes.md, "Screens and routes", "Free tools").
import {} from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { shortLinkUrl } from '@qrlink/core/links/public-urls';
import { userAtom } from '@/lib/session';
import { ToolPage } from '../shared/components/ToolPage';
import { ToolPanel } from '../shared/components/ToolPanel';
import { ShortLinkAccountHint } from './components/ShortLinkAccountHint';
import { ShortLinkForm } from './components/ShortLinkForm';
import { ShortLinkResult } from './components/ShortLinkResult';
import { usePublicOrigin } from '@/lib/use-public-origin';

export default function ShortLinkToolPage() {
  const user = useAtomValue(userAtom);
  const [shortUrl, setShortUrl] = useState<string | null>(null);
  const origin = usePublicOrigin();

  return (
    <ToolPage
      title="Encurtador de Links Poderoso"
      intro="Transforme links longos em endereços curtos, fáceis de compartilhar."
      size="sm"
    >
      <ToolPanel>
        <ShortLinkForm
          origin={origin}
          onCreated={(link) =>
            setShortUrl(
              shortLinkUrl(origin, { custom_alias: link.customAlias, short_code: link.shortCode }),
            )
          }
        />
      </ToolPanel>
      <div aria-live="polite">{shortUrl && <ShortLinkResult url={shortUrl} />}</div>
      <ShortLinkAccountHint signedIn={user !== null} />
    </ToolPage>
  );
}
