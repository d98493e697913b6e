// A row's icon action: the tooltip and the accessible name are the same words. As a link (an
// in-app route, or an address opened in a new tab) or as a button.
import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type RowActionProps = { label: string; icon: ReactNode; color?: string } & (
  | { to: string; state?: unknown }
  | { externalHref: string }
  | { onClick: () => void; loading?: boolean }
);

export function RowAction(props: RowActionProps) {
  const { label, icon, color } = props;
  const common = { variant: 'subtle', color, 'aria-label': label } as const;
  return (
    <Tooltip label={label}>
      {'to' in props ? (
        <ActionIcon component={Link} to={props.to} state={props.state} {...common}>
          {icon}
        </ActionIcon>
      ) : 'externalHref' in props ? (
        <ActionIcon
          component="a"
          href={props.externalHref}
          target="_blank"
          rel="noopener noreferrer"
          {...common}
        >
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={props.onClick} loading={props.loading} {...common}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
