// The only ways a path reaches main's writers: the system's Save and folder dialogs. The
// renderer suggests a bare file name at most; the folder is always the user's pick.
import { join } from 'node:path';
import type { Dialog, BrowserWindow } from 'electron';
import type { ExistingFilesChoice } from '../files/plan-folder-writes';

export interface Dialogs {
  /** Full path the user chose, or null when the dialog was cancelled. */
  chooseSaveFile(suggestedName: string): Promise<string | null>;
  chooseFolder(): Promise<string | null>;
  askAboutExisting(names: readonly string[], folder: string): Promise<ExistingFilesChoice>;
}

const FILTERS: Record<string, { name: string; extensions: string[] }> = {
  png: { name: 'Imagem PNG', extensions: ['png'] },
  svg: { name: 'Imagem SVG', extensions: ['svg'] },
  vcf: { name: 'Cartão de visita (vCard)', extensions: ['vcf'] },
  csv: { name: 'Planilha CSV', extensions: ['csv'] },
};

const EXISTING_CHOICES: ExistingFilesChoice[] = ['keep-both', 'replace', 'skip', 'cancel'];

export function createElectronDialogs(deps: {
  dialog: Pick<Dialog, 'showSaveDialog' | 'showOpenDialog' | 'showMessageBox'>;
  window: () => BrowserWindow | null;
  /** Where the Save dialog opens (the user's Downloads folder). */
  defaultFolder: () => string;
}): Dialogs {
  const parent = () => deps.window() ?? undefined;
  return {
    async chooseSaveFile(suggestedName) {
      const extension = suggestedName.split('.').pop()?.toLowerCase() ?? '';
      const filter = FILTERS[extension];
      const options = {
        title: 'Salvar arquivo',
        defaultPath: join(deps.defaultFolder(), suggestedName),
        filters: filter ? [filter] : [],
        properties: ['createDirectory', 'showOverwriteConfirmation'] as const,
      };
      const window = parent();
      const result = window
        ? await deps.dialog.showSaveDialog(window, {
            ...options,
            properties: [...options.properties],
          })
        : await deps.dialog.showSaveDialog({ ...options, properties: [...options.properties] });
      return result.canceled || !result.filePath ? null : result.filePath;
    },
    async chooseFolder() {
      const options = {
        title: 'Escolha a pasta de destino',
        buttonLabel: 'Exportar aqui',
        properties: ['openDirectory', 'createDirectory'] as Array<
          'openDirectory' | 'createDirectory'
        >,
      };
      const window = parent();
      const result = window
        ? await deps.dialog.showOpenDialog(window, options)
        : await deps.dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    async askAboutExisting(names, folder) {
      const count = names.length;
      const options = {
        type: 'question' as const,
        title: 'Arquivos já existentes',
        message:
          count === 1
            ? `O arquivo ${names[0]} já existe em ${folder}.`
            : `${count} arquivos com os mesmos nomes já existem em ${folder}.`,
        detail: 'Nenhum arquivo será substituído sem a sua escolha.',
        buttons: ['Manter ambos (renomear)', 'Substituir', 'Pular esses', 'Cancelar'],
        defaultId: 0,
        cancelId: 3,
        noLink: true,
      };
      const window = parent();
      const { response } = window
        ? await deps.dialog.showMessageBox(window, options)
        : await deps.dialog.showMessageBox(options);
      return EXISTING_CHOICES[response] ?? 'cancel';
    },
  };
}
