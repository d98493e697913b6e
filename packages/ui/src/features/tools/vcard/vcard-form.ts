// The vCard form's type, shared by its sections.
import type { UseFormReturnType } from '@mantine/form';
import type { VCardFormData } from '@qrlink/core/vcard/vcard-form-data';

export type VCardForm = UseFormReturnType<VCardFormData>;
