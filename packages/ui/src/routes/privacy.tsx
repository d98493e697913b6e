import { List, Text } from '@mantine/core';
import { SupportEmailLink } from '@/features/contact/components/SupportEmailLink';
import { InfoPage, InfoSection } from '@/features/info/components/InfoPage';

export default function PrivacyPage() {
  return (
    <InfoPage
      title="Política de Privacidade"
      lead="Como tratamos seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018)."
    >
      <InfoSection title="1. Dados da sua conta">
        <Text>
          Guardamos seu nome completo, e-mail, senha (apenas em forma criptografada, nunca em
          texto), papel na plataforma e datas de criação e atualização da conta.
        </Text>
      </InfoSection>
      <InfoSection title="2. Dados de scans e cliques">
        <Text>
          Quando alguém escaneia um QR Code dinâmico ou abre um link curto, registramos para o dono
          do código:
        </Text>
        <List>
          <List.Item>data e horário do acesso;</List.Item>
          <List.Item>o navegador e o dispositivo informados (user agent);</List.Item>
          <List.Item>
            nos links curtos, o endereço IP, o país e a cidade aproximados e a página de origem
            (referrer), quando existirem.
          </List.Item>
        </List>
        <Text>
          Esses registros servem às estatísticas do dono do código e à prevenção de abuso. Não
          identificamos pessoalmente quem escaneia e não vendemos esses dados.
        </Text>
      </InfoSection>
      <InfoSection title="3. Bases legais e finalidade">
        <Text>
          Tratamos dados para executar o contrato (prestar o serviço), cumprir obrigações legais e
          por legítimo interesse (segurança e estatísticas agregadas).
        </Text>
      </InfoSection>
      <InfoSection title="4. Pagamentos">
        <Text>
          Os pagamentos são feitos no provedor de pagamentos; não recebemos nem guardamos os dados
          do seu cartão.
        </Text>
      </InfoSection>
      <InfoSection title="5. Idade mínima">
        <Text>A plataforma não se destina a menores de 13 anos.</Text>
      </InfoSection>
      <InfoSection title="6. Seus direitos (LGPD)">
        <Text>
          Você pode pedir acesso, correção, portabilidade ou exclusão dos seus dados, e pode excluir
          sua conta a qualquer momento nas configurações do painel. Para exercer seus direitos,
          escreva para <SupportEmailLink />.
        </Text>
      </InfoSection>
      <InfoSection title="7. Cookies e armazenamento local">
        <Text>
          Usamos o armazenamento local do navegador apenas para manter sua sessão e sua preferência
          de tema. O vídeo de apresentação é carregado em modo de privacidade aprimorada e só depois
          que a página termina de carregar.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
