// Copy button that turns into a check mark while the copy feedback lasts. The polite live
// region tells screen-reader users what the icon change shows.
import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useCopyFeedback, type CopyMessages } from './use-copy-feedback';

type CopyIconButtonProps = {
  text: string | null | undefined;
  label: string;
  messages: CopyMessages;
};

export function CopyIconButton({ text, label, messages }: CopyIconButtonProps) {
  const { copied, copy } = useCopyFeedback(messages);
  return (
    <>
      <Tooltip label={copied ? 'Copiado!' : label} withArrow>
        <ActionIcon
          variant="light"
          color={copied ? 'teal' : 'gray'}
          size="lg"
          aria-label={copied ? 'Copiado!' : label}
          onClick={() => void copy(text)}
        >
          {copied ? <IconCheck size={18} data-testid="copy-done" /> : <IconCopy size={18} />}
        </ActionIcon>
      </Tooltip>
      <VisuallyHidden aria-live="polite">{copied ? messages.success.title : ''}</VisuallyHidden>
    </>
  );
}
