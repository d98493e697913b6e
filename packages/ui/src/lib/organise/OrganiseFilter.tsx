// A list's folder and tag filters, and the way to manage folders and tags.
import { Button, Group, Select } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { useState } from 'react';
import { NO_FOLDER } from '@qrlink/data/organise/item-organisation';
import { OrganiserManager } from './OrganiserManager';
import { useFolders, useTags } from './use-organisers';

export interface OrganiseFilterValue {
  /** A folder id, NO_FOLDER, or undefined for every folder. */
  folderId?: string;
  tagId?: string;
}

const ALL = '';

export function OrganiseFilter({
  value,
  onChange,
}: {
  value: OrganiseFilterValue;
  onChange: (value: OrganiseFilterValue) => void;
}) {
  const folders = useFolders();
  const tags = useTags();
  const [managing, setManaging] = useState(false);
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Select
        label="Pasta"
        data={[
          { value: ALL, label: 'Todas as pastas' },
          { value: NO_FOLDER, label: 'Sem pasta' },
          ...(folders.data ?? []).map((folder) => ({ value: folder.id, label: folder.name })),
        ]}
        value={value.folderId ?? ALL}
        onChange={(folderId) => onChange({ ...value, folderId: folderId || undefined })}
        allowDeselect={false}
        w={200}
      />
      <Select
        label="Tag"
        data={[
          { value: ALL, label: 'Todas as tags' },
          ...(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name })),
        ]}
        value={value.tagId ?? ALL}
        onChange={(tagId) => onChange({ ...value, tagId: tagId || undefined })}
        allowDeselect={false}
        searchable
        w={200}
      />
      <Button
        variant="default"
        leftSection={<IconFolders size={18} />}
        onClick={() => setManaging(true)}
      >
        Pastas e tags
      </Button>
      <OrganiserManager opened={managing} onClose={() => setManaging(false)} />
    </Group>
  );
}
