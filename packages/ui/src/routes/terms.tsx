import { Text } from '@mantine/core';
import { SupportEmailLink } from '@/features/contact/components/SupportEmailLink';
import { InfoPage, InfoSection } from '@/features/info/components/InfoPage';

export default function TermsPage() {
  return (
    <InfoPage title="Termos de Uso" lead="Última atualização: novembro de 2026.">
      <InfoSection title="1. Aceitação">
        <Text>
          Ao usar o QR Link você concorda com estes termos. Se não concordar, não use a plataforma.
        </Text>
      </InfoSection>
      <InfoSection title="2. O serviço">
        <Text>
          Oferecemos ferramentas gratuitas (gerador de QR Code, encurtador de links, links de
          WhatsApp e vCards) e, para contas registradas, QR Codes dinâmicos, links gerenciados e
          análises. Os planos pagos acrescentam recursos e são cobrados de forma recorrente.
        </Text>
      </InfoSection>
      <InfoSection title="3. Sua conta">
        <Text>
          Você é responsável pelos dados informados no cadastro, pela guarda da sua senha e por tudo
          o que for feito com a sua conta.
        </Text>
      </InfoSection>
      <InfoSection title="4. Uso permitido">
        <Text>
          É proibido usar QR Codes ou links curtos para phishing, malware, spam, conteúdo ilegal ou
          que viole direitos de terceiros. Podemos desativar, sem aviso, qualquer código ou link
          usado dessa forma e encerrar a conta responsável.
        </Text>
      </InfoSection>
      <InfoSection title="5. Planos, pagamentos e cancelamento">
        <Text>
          Os planos pagos são recorrentes (mensais ou anuais) e processados por um provedor de
          pagamentos externo. Você pode cancelar a qualquer momento; o acesso continua até o fim do
          período pago. Não há reembolso de períodos parciais.
        </Text>
      </InfoSection>
      <InfoSection title="6. Alterações destes termos">
        <Text>
          Podemos alterar estes termos. Mudanças relevantes serão comunicadas com pelo menos 30 dias
          de antecedência, por e-mail ou aviso na plataforma, antes de entrarem em vigor.
        </Text>
      </InfoSection>
      <InfoSection title="7. Contato">
        <Text>
          Dúvidas sobre estes termos: escreva para <SupportEmailLink />.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
