// Bulk vCards (desktop app): the contacts of a CSV as one .vcf per contact in a folder the user
// picks, or as one .vcf holding them all (address books import either).
import { buildVCard, type VCardVersion } from '@qrlink/core/vcard/build-vcard';
import type { VCardFormData } from '@qrlink/core/vcard/vcard-form-data';
import { vcardFileName } from '@qrlink/core/vcard/vcard-file-name';
import type { ExportSummary, SaveFileResult } from '@/lib/platform/bridge-contract';
import { getPlatform } from '@/lib/platform/platform';
import { VCARD_MIME_TYPE } from './download-vcard';

const ALL_CONTACTS_FILE_NAME = 'contatos.vcf';

export type BulkMode = 'one-each' | 'single-file';

export async function saveBulkVCards(
  contacts: readonly VCardFormData[],
  mode: BulkMode,
  version: VCardVersion,
): Promise<ExportSummary | SaveFileResult> {
  const platform = getPlatform();
  const cards = contacts.map((contact) => buildVCard(contact, { version }));
  if (mode === 'single-file' || !platform.desktop) {
    const content = new Blob([cards.join('')], { type: VCARD_MIME_TYPE });
    return platform.saveFile({ fileName: ALL_CONTACTS_FILE_NAME, content });
  }
  return platform.desktop.saveFilesToFolder(
    contacts.map((contact, index) => ({
      fileName: vcardFileName(contact),
      content: cards[index] ?? '',
    })),
  );
}
