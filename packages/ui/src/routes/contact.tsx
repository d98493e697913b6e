import { Anchor, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../content/support';
import { ContactForm } from '../features/contact/components/ContactForm';
import { InfoPage } from '../features/info/components/InfoPage';

export default function ContactPage() {
  return (
    <InfoPage
      title="Fale Conosco"
      lead={
        <>
          Dúvidas, sugestões ou problemas? Escreva para{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} underline="always">
            {SUPPORT_EMAIL}
          </Anchor>{' '}
          ou use o formulário.
        </>
      }
    >
      <ContactForm />
      <Text size="sm" c="dimmed">
        Respondemos em até dois dias úteis.
      </Text>
    </InfoPage>
  );
}
