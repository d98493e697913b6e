// An item's folder and tags in its form (docs/product/organising.md, "Organising"): pick a folder
// (or none) and type tags, existing ones suggested; new tag names are created when the item is
// saved.
import { Group, Select, TagsInput } from '@mantine/core';
import { TAGS_PER_ITEM_MAX } from '@qrlink/core/validation/organise-schema';
import type { ItemOrganisation } from '@qrlink/data/organise/item-organisation';
import { useFolders, useTags } from './use-organisers';

const NONE = '';

export function OrganiseFields({
  value,
  onChange,
}: {
  value: ItemOrganisation;
  onChange: (value: ItemOrganisation) => void;
}) {
  const folders = useFolders();
  const tags = useTags();
  return (
    <Group grow align="flex-start" wrap="wrap" gap="sm">
      <Select
        label="Pasta"
        placeholder={folders.isPending ? 'Carregando...' : 'Nenhuma'}
        data={[
          { value: NONE, label: 'Nenhuma' },
          ...(folders.data ?? []).map((folder) => ({ value: folder.id, label: folder.name })),
        ]}
        value={value.folderId ?? NONE}
        onChange={(folderId) => onChange({ ...value, folderId: folderId || null })}
        allowDeselect={false}
        searchable
        nothingFoundMessage="Nenhuma pasta com este nome"
        style={{ minWidth: 200 }}
      />
      <TagsInput
        label="Tags"
        description="Enter ou vírgula separa as tags."
        placeholder={value.tags.length ? '' : 'ex.: cardápio, verão'}
        data={(tags.data ?? []).map((tag) => tag.name)}
        value={value.tags}
        onChange={(names) => onChange({ ...value, tags: names })}
        maxTags={TAGS_PER_ITEM_MAX}
        splitChars={[',']}
        clearable
        style={{ minWidth: 220 }}
      />
    </Group>
  );
}
