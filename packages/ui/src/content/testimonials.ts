export interface Testimonial {
  name: string;
  role: string;
  quote: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
}

/** Three sample testimonials for the landing page. */
export const testimonials: Testimonial[] = [
  {
    name: 'Mariana Souza',
    role: 'Dona de cafeteria, Belo Horizonte',
    quote:
      'Troquei o cardápio sem reimprimir nenhuma mesa: só mudei o destino do QR Code. E ainda vejo quantas pessoas escanearam por dia.',
    rating: 5,
  },
  {
    name: 'Rafael Lima',
    role: 'Analista de marketing, São Paulo',
    quote:
      'Os links curtos com estatísticas facilitaram muito os relatórios das campanhas. O painel é simples e direto.',
    rating: 5,
  },
  {
    name: 'Ana Paula Ferreira',
    role: 'Corretora de imóveis, Curitiba',
    quote:
      'Uso o link de WhatsApp e o vCard nas placas e nos cartões. Gostaria de mais modelos de design, mas atende muito bem.',
    rating: 4,
  },
];
