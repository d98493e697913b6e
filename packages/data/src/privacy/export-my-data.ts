// 'Baixar meus dados': the server streams every row of the account as a ZIP of JSON and CSV
// (POST /functions/v1/export-my-data); this answers it as one Blob for the Platform to save.
import { invokeFunction } from '../invoke-function';

const EXPORT_MY_DATA_ERROR = {
  title: 'Erro ao baixar dados',
  message: 'Não foi possível preparar seus dados agora. Tente novamente.',
};

export async function exportMyData(): Promise<Blob> {
  const data = await invokeFunction<unknown>('export-my-data', {}, EXPORT_MY_DATA_ERROR, {
    showMessageOf: [401, 429],
  });
  if (!(data instanceof Blob)) throw new Error('export-my-data did not answer a file');
  return new Blob([data], { type: 'application/zip' });
}

/** 'meus-dados-qrlink-2026-05-01.zip' (the day in Brazil). */
export function exportFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return `meus-dados-qrlink-${day}.zip`;
}
