/** A QR code that cannot be drawn; the message is pt-BR, shown under 'Erro de Renderização'. */
export class QrRenderError extends Error {
  readonly title = 'Erro de Renderização';

  constructor(message: string) {
    super(message);
    this.name = 'QrRenderError';
  }
}
