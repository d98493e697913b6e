export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The five questions of the landing page (docs/product/overview.md, "What the product is"), in the
 * spec's order.
 */
export const landingFaq: FaqItem[] = [
  {
    question: 'O que é um QR Code dinâmico?',
    answer:
      'É um QR Code que aponta para um endereço curto nosso, e não direto para o destino. Assim você pode mudar a URL de destino quando quiser, mesmo depois de imprimir, e ainda acompanhar quantas vezes ele foi escaneado.',
  },
  {
    question: 'Posso personalizar a aparência do meu QR Code?',
    answer:
      'Sim. Escolha a cor do código e a cor de fundo, adicione o logo da sua marca (PNG, JPG ou SVG de até 2MB) e ajuste o tamanho antes de baixar em PNG.',
  },
  {
    question: 'Como funciona o rastreamento de scans?',
    answer:
      'Cada leitura de um QR Code dinâmico passa pelo nosso servidor antes de seguir para o destino. Registramos a data, o horário e o dispositivo, e você acompanha tudo no painel.',
  },
  {
    question: 'O gerador de links do WhatsApp é gratuito?',
    answer:
      'Sim, é totalmente gratuito e não exige cadastro. Informe o número, escreva a mensagem e copie o link pronto para compartilhar.',
  },
  {
    question: 'Preciso me cadastrar para usar?',
    answer:
      'Não para as ferramentas gratuitas: gerador de WhatsApp, encurtador, vCard e personalização de QR Codes com download em PNG. Para salvar QR Codes dinâmicos, ver estatísticas e gerenciar seus links, crie uma conta grátis.',
  },
];

/** The /faq page: the landing questions plus plans, billing and support. */
export const fullFaq: FaqItem[] = [
  ...landingFaq,
  {
    question: 'Posso cancelar minha assinatura a qualquer momento?',
    answer:
      'Sim. Todos os planos pagos são recorrentes e você pode cancelar quando quiser; o plano continua ativo até o fim do período já pago.',
  },
  {
    question: 'Existe reembolso de períodos parciais?',
    answer:
      'Não fazemos reembolso de períodos parciais. Ao cancelar, você mantém o acesso até o fim do ciclo (mensal ou anual) já pago.',
  },
  {
    question: 'Quanto economizo no plano anual?',
    answer: 'O plano anual custa até 30% menos do que doze mensalidades do mesmo plano.',
  },
  {
    question: 'Os meus QR Codes param de funcionar se eu mudar de plano?',
    answer:
      'Não. O endereço dinâmico de cada QR Code continua o mesmo; você só ganha ou perde recursos do painel.',
  },
  {
    question: 'Como falo com o suporte?',
    // The address itself is shown right below the list (it comes from the server's config).
    answer:
      'Use a página de contato ou escreva para o e-mail de suporte indicado abaixo. Respondemos em até dois dias úteis.',
  },
];
