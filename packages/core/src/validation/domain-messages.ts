// Messages of own domains (docs/product/custom-domains.md), merged into MESSAGES. The database
// refuses the same with the same words (domain_hostname_problem, check_custom_domain,
// check_item_domain).
const TITLE = 'Erro de Validação';

export const DOMAIN_MESSAGES = {
  domainInvalid: {
    title: 'Domínio Inválido',
    message: 'Informe um domínio válido, como links.minhaloja.com.br.',
  },
  domainTaken: { title: 'Domínio em Uso', message: 'Este domínio já foi adicionado.' },
  domainRootUrlInvalid: {
    title: 'URL Inválida',
    message: 'O endereço da raiz do domínio deve ser um endereço http:// ou https:// válido.',
  },
  domainNotVerified: {
    title: TITLE,
    message: 'Escolha um domínio verificado deste espaço de trabalho.',
  },
} as const;
