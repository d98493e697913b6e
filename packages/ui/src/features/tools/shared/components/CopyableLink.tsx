// A link a tool produced: its title, the address (opens in a new tab) and a copy button that
// shows a check mark for 2 s and toasts the tool's own copy messages
// (docs/product/calls-errors-and-constants.md, "Error texts").
import { Anchor, Group, Paper, Text, type AnchorProps, type PaperProps } from '@mantine/core';
import type { CopyMessages } from '@/lib/copy/use-copy-feedback';
import { CopyIconButton } from '@/lib/copy/CopyIconButton';

type CopyableLinkProps = {
  title: string;
  url: string;
  copyLabel: string;
  copyMessages: CopyMessages;
  testId: string;
  /** The panel's look (padding, width, background) where a tool differs from the default. */
  paperProps?: PaperProps;
  /** The link text's emphasis (size, weight). */
  anchorProps?: AnchorProps;
};

export function CopyableLink(props: CopyableLinkProps) {
  const { url } = props;
  return (
    <Paper withBorder p="md" radius="md" {...props.paperProps}>
      <Text size="sm" fw={600} mb={4}>
        {props.title}
      </Text>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Anchor
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          style={{ wordBreak: 'break-all' }}
          data-testid={props.testId}
          {...props.anchorProps}
        >
          {url}
        </Anchor>
        <CopyIconButton text={url} label={props.copyLabel} messages={props.copyMessages} />
      </Group>
    </Paper>
  );
}
