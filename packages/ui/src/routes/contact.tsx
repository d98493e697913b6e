import { Text } from '@mantine/core';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { SupportEmailLink } from '@/features/contact/components/SupportEmailLink';
import { InfoPage } from '@/features/info/components/InfoPage';

export default function ContactPage() {
  return (
    <InfoPage
      title="Fale Conosco"
      lead={
        <>
          Dúvidas, sugestões ou problemas? Escreva para <SupportEmailLink /> ou use o formulário.
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
