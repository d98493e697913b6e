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
