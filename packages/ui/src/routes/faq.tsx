import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { href } from '@/lib/routes';
import { fullFaq } from '@/content/faq';
import { SupportEmailLink } from '@/features/contact/components/SupportEmailLink';
import { FaqList } from '@/features/info/components/FaqList';
import { InfoPage } from '@/features/info/components/InfoPage';

export default function FaqPage() {
  return (
    <InfoPage title="Perguntas Frequentes" lead="Tudo o que você precisa saber sobre o QR Link.">
      <FaqList items={fullFaq} headingOrder={2} />
      <Text>
        Não encontrou sua resposta? Escreva para <SupportEmailLink /> ou use a{' '}
        <Anchor component={Link} to={href('contact')} underline="always">
          página de contato
        </Anchor>
        .
      </Text>
    </InfoPage>
  );
}
