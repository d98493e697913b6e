// The studio opens on a placeholder site (content-inputs.ts). Its code's matrix is written here
// ahead, so that opening the page does not encode it: choosing the best of eight masks in code
// the browser has not compiled yet was a long task on a phone (docs/architecture.md, "The first
// pages a phone opens"). starting-matrix.test.ts checks it is what encoding gives.
import { rememberPackedQrMatrix } from '@qrlink/core/qr/create-qr-matrix';

/** What the placeholder site encodes, at the level the default design draws it. */
export const STARTING_PAYLOAD = 'https://www.exemplo.com.br/';
export const STARTING_MATRIX =
  '3M:/lH7/BKAUG6uprt1weXbrveuwXflB/qqr+AYpgC+a0PhZI38SuYYAODVcqKrjQZuK4lEuV+9niKnskuzcWXIT/1lyBBJeCUTKjQL+4BDtH/4/2uQXK8RutMPvdStCy6mif0ECTav7YseAA==';

let remembered = false;

/** Hand the written matrix to the matrices' cache, once, before the studio first needs it. */
export function rememberStartingMatrix(): void {
  if (remembered) return;
  remembered = true;
  rememberPackedQrMatrix(STARTING_PAYLOAD, STARTING_MATRIX);
}
