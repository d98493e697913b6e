import { Anchor } from '@mantine/core';
import { useSupportEmail } from '../use-support-email';

/**
 * The support address as a mail link, inside a sentence ("Escreva para …"). Until the address
 * is known the sentence reads "o suporte" rather than showing a wrong address.
 */
export function SupportEmailLink() {
  const email = useSupportEmail();
  if (!email) return <>o suporte</>;
  return (
    <Anchor href={`mailto:${email}`} underline="always">
      {email}
    </Anchor>
  );
}
