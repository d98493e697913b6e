// Every operation of /api/v1, in the order the OpenAPI document lists them.
import type { ApiOperation } from './api-operation';
import { qrCodeOperations } from './qr-code-operations';
import { shortLinkOperations } from './short-link-operations';

export const API_OPERATIONS: readonly ApiOperation[] = [
  ...qrCodeOperations,
  ...shortLinkOperations,
];
