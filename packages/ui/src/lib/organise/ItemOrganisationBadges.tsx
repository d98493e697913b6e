// Under an item's address in a list: its folder and its tags.
import { Badge, Group } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import type { Tag } from '@qrlink/data/organise/item-organisation';
import { useFolders } from './use-organisers';

export function ItemOrganisationBadges({
  folderId,
  tags,
}: {
  folderId: string | null;
  tags: Tag[];
}) {
  const folders = useFolders();
  const folder = folderId ? folders.data?.find((candidate) => candidate.id === folderId) : null;
  if (!folder && tags.length === 0) return null;
  return (
    <Group gap={4} mt={4} wrap="wrap">
      {folder && (
        <Badge variant="light" color="gray" leftSection={<IconFolder size={12} />} tt="none">
          {folder.name}
        </Badge>
      )}
      {tags.map((tag) => (
        <Badge key={tag.id} variant="outline" tt="none">
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}
