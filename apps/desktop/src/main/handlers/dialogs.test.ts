import { describe, expect, it, vi } from 'vitest';
import { createElectronDialogs } from './dialogs';

function fakeDialog(answers: { save?: unknown; open?: unknown; box?: number } = {}) {
  return {
    showSaveDialog: vi.fn(async (..._args: unknown[]) => answers.save ?? { canceled: true }),
    showOpenDialog: vi.fn(
      async (..._args: unknown[]) => answers.open ?? { canceled: true, filePaths: [] },
    ),
    showMessageBox: vi.fn(async (..._args: unknown[]) => ({
      response: answers.box ?? 3,
      checkboxChecked: false,
    })),
  };
}

const dialogsWith = (dialog: ReturnType<typeof fakeDialog>) =>
  createElectronDialogs({
    dialog: dialog as never,
    window: () => null,
    defaultFolder: () => '/home/ana/Downloads',
  });

describe('the system dialogs', () => {
  it('opens Save in Downloads with the suggested name and its type, asking before overwriting', async () => {
    const dialog = fakeDialog({ save: { canceled: false, filePath: '/home/ana/x.png' } });
    expect(await dialogsWith(dialog).chooseSaveFile('qrcode_a_1000x1000.png')).toBe(
      '/home/ana/x.png',
    );
    const options = dialog.showSaveDialog.mock.calls[0]?.[0] as never as {
      defaultPath: string;
      filters: { extensions: string[] }[];
      properties: string[];
    };
    expect(options.defaultPath).toBe('/home/ana/Downloads/qrcode_a_1000x1000.png');
    expect(options.filters).toEqual([{ name: 'Imagem PNG', extensions: ['png'] }]);
    expect(options.properties).toContain('showOverwriteConfirmation');
  });

  it('reports cancelled dialogs as null', async () => {
    const dialogs = dialogsWith(fakeDialog());
    expect(await dialogs.chooseSaveFile('a.csv')).toBeNull();
    expect(await dialogs.chooseFolder()).toBeNull();
  });

  it('picks a folder (creating one is allowed)', async () => {
    const dialog = fakeDialog({ open: { canceled: false, filePaths: ['/home/ana/QR'] } });
    expect(await dialogsWith(dialog).chooseFolder()).toBe('/home/ana/QR');
    expect(dialog.showOpenDialog.mock.calls[0]?.[0]).toMatchObject({
      properties: ['openDirectory', 'createDirectory'],
    });
  });

  it('asks in pt-BR what to do with existing files, Cancel when closed', async () => {
    const choices = [];
    for (const box of [0, 1, 2, 3]) {
      choices.push(
        await dialogsWith(fakeDialog({ box })).askAboutExisting(['a.png', 'b.png'], '/QR'),
      );
    }
    expect(choices).toEqual(['keep-both', 'replace', 'skip', 'cancel']);
    const dialog = fakeDialog({ box: 0 });
    await dialogsWith(dialog).askAboutExisting(['a.png'], '/QR');
    expect(dialog.showMessageBox.mock.calls[0]?.[0]).toMatchObject({
      message: 'O arquivo a.png já existe em /QR.',
      buttons: ['Manter ambos (renomear)', 'Substituir', 'Pular esses', 'Cancelar'],
      cancelId: 3,
    });
  });
});
