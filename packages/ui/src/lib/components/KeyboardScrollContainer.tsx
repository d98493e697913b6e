// A wide table that scrolls sideways on a phone, for tables whose rows hold nothing focusable.
// Without a link or button inside, keyboard users could never reach the scrolling area to
// scroll it (WCAG 2.1.1; axe's scrollable-region-focusable): here the area itself takes focus,
// is named after the table, and the arrow keys scroll it. Tables with actions in their rows
// keep the plain Table.ScrollContainer: tabbing to an action scrolls it into view.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface KeyboardScrollContainerProps {
  /** What screen readers announce when the area takes focus, e.g. 'Tabela de scans'. */
  label: string;
  /** Below this width the table scrolls instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

export function KeyboardScrollContainer({
  label,
  minWidth,
  children,
}: KeyboardScrollContainerProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label },
        // Mantine's own focus ring, drawn inside so the scroll area does not clip it.
        classNames: { viewport: 'mantine-focus-auto' },
        styles: { viewport: { outlineOffset: -2 } },
      }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
