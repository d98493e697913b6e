import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FOLDER } from '@qrlink/data/organise/item-organisation';
import { renderWithProviders } from '../../../tests/render';
import { OrganiseFields } from './OrganiseFields';
import { OrganiseFilter, type OrganiseFilterValue } from './OrganiseFilter';

vi.mock('@qrlink/data/organise/list-folders', () => ({ listFolders: vi.fn() }));
vi.mock('@qrlink/data/organise/create-folder', () => ({ createFolder: vi.fn() }));
vi.mock('@qrlink/data/organise/rename-folder', () => ({ renameFolder: vi.fn() }));
vi.mock('@qrlink/data/organise/delete-folder', () => ({ deleteFolder: vi.fn() }));
vi.mock('@qrlink/data/organise/list-tags', () => ({ listTags: vi.fn() }));
vi.mock('@qrlink/data/organise/rename-tag', () => ({ renameTag: vi.fn() }));
vi.mock('@qrlink/data/organise/delete-tag', () => ({ deleteTag: vi.fn() }));
const folders = {
  ...(await import('@qrlink/data/organise/list-folders')),
  ...(await import('@qrlink/data/organise/create-folder')),
  ...(await import('@qrlink/data/organise/rename-folder')),
  ...(await import('@qrlink/data/organise/delete-folder')),
};
const tags = await import('@qrlink/data/organise/list-tags');

describe('folders and tags', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(folders.listFolders).mockResolvedValue([{ id: 'f1', name: 'Cardápios' }]);
    vi.mocked(tags.listTags).mockResolvedValue([{ id: 't1', name: 'Verão' }]);
  });

  it('filters a list by folder, by no folder and by tag', async () => {
    const changes: OrganiseFilterValue[] = [];
    const { user } = renderWithProviders(
      <OrganiseFilter value={{}} onChange={(value) => changes.push(value)} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Pasta' }));
    await user.click(await screen.findByRole('option', { name: 'Cardápios', hidden: true }));
    await user.click(screen.getByRole('combobox', { name: 'Pasta' }));
    await user.click(await screen.findByRole('option', { name: 'Sem pasta', hidden: true }));
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    await user.click(await screen.findByRole('option', { name: 'Verão', hidden: true }));
    expect(changes).toEqual([{ folderId: 'f1' }, { folderId: NO_FOLDER }, { tagId: 't1' }]);
  });

  it('creates, renames and deletes (after confirming) folders in the manager', async () => {
    vi.mocked(folders.createFolder).mockResolvedValue({ id: 'f2', name: 'Eventos' });
    vi.mocked(folders.renameFolder).mockResolvedValue();
    vi.mocked(folders.deleteFolder).mockResolvedValue();
    const { user } = renderWithProviders(<OrganiseFilter value={{}} onChange={() => {}} />);
    await waitFor(() => expect(document.querySelector('.mantine-Modal-root')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Pastas e tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pastas e tags' });
    await user.type(within(dialog).getByLabelText('Nova pasta'), 'Eventos');
    await user.click(within(dialog).getByRole('button', { name: 'Criar pasta' }));
    await waitFor(() => expect(folders.createFolder).toHaveBeenCalledWith('Eventos', undefined));

    await user.click(within(dialog).getByRole('button', { name: 'Renomear pasta Cardápios' }));
    const input = within(dialog).getByLabelText('Novo nome da pasta Cardápios');
    await user.clear(input);
    await user.type(input, 'Menus{Enter}');
    await waitFor(() => expect(folders.renameFolder).toHaveBeenCalledWith('f1', 'Menus'));

    await user.click(within(dialog).getByRole('button', { name: 'Excluir pasta Cardápios' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir a pasta "Cardápios"?' });
    expect(confirm).toHaveTextContent('não são excluídos: ficam sem pasta');
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(folders.deleteFolder).toHaveBeenCalledWith('f1'));
  });

  it('picks an item’s folder and types its tags, suggesting the existing ones', async () => {
    const values: unknown[] = [];
    const { user } = renderWithProviders(
      <OrganiseFields
        value={{ folderId: null, tags: ['Verão'] }}
        onChange={(value) => values.push(value)}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Pasta' }));
    await user.click(await screen.findByRole('option', { name: 'Cardápios', hidden: true }));
    const tagInput = screen.getAllByLabelText('Tags').find((el) => el.tagName === 'INPUT')!;
    await user.type(tagInput, 'mesa,');
    expect(values).toEqual([
      { folderId: 'f1', tags: ['Verão'] },
      { folderId: null, tags: ['Verão', 'mesa'] },
    ]);
  });
});
