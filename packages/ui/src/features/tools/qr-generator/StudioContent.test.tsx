// The studio's 'Conteúdo' section: every content type's form with its pt-BR validation, the
// 'Pix Copia e Cola' text, static codes saved with their content, and content handed over by
// the WhatsApp and vCard tools.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QR_DESIGN } from '@qrlink/core/qr/design/qr-design';
import { parsePixPayload } from '@qrlink/core/qr-content/pix/pix-payload';
import { createQrCode } from '@qrlink/data/qr-codes/create-qr-code';
import { renderWithProviders } from '../../../../tests/render';
import {
  cleanNotifications,
  mockCanvas,
  sessionStore,
  TEST_USER,
} from '../shared/testing/test-helpers';
import QrGeneratorPage from './QrGeneratorPage';
import { chooseOption, fieldInput } from './testing/studio-test-helpers';

vi.mock('@qrlink/data/qr-codes/create-qr-code', () => ({ createQrCode: vi.fn() }));
const create = vi.mocked(createQrCode);

function renderStudio(routeState?: unknown) {
  return renderWithProviders(<QrGeneratorPage />, {
    route: '/tools/qr-code-generator',
    store: sessionStore(true),
    ...(routeState === undefined ? {} : { routeState }),
  });
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

interface InvalidCase {
  name: string;
  contentType: string;
  fill?: () => void;
  field: RegExp;
  message: string;
}

const INVALID: InvalidCase[] = [
  {
    name: 'WhatsApp without a phone',
    contentType: 'WhatsApp',
    field: /Número de telefone/,
    message: 'Por favor, insira um número de telefone.',
  },
  {
    name: 'WhatsApp with a number that does not exist',
    contentType: 'WhatsApp',
    fill: () => type(/Número de telefone/, '123'),
    field: /Número de telefone/,
    message: 'Este número não existe no país selecionado. Confira o DDD e os dígitos.',
  },
  {
    name: 'vCard without names',
    contentType: 'Cartão de visita (vCard)',
    field: /^Nome\s*\*?$/,
    message: 'Nome e Sobrenome são necessários para gerar o vCard.',
  },
  {
    name: 'Wi-Fi without a network name',
    contentType: 'Wi-Fi',
    field: /Nome da rede/,
    message: 'Informe o nome da rede Wi-Fi.',
  },
  {
    name: 'Wi-Fi WPA with a short password',
    contentType: 'Wi-Fi',
    fill: () => {
      type(/Nome da rede/, 'Loja Centro');
      type(/Senha da rede/, '1234');
    },
    field: /Senha da rede/,
    message: 'A senha WPA deve ter de 8 a 63 caracteres (ou 64 dígitos hexadecimais).',
  },
  {
    name: 'e-mail without a recipient',
    contentType: 'E-mail',
    field: /E-mail do destinatário/,
    message: 'Informe o e-mail do destinatário.',
  },
  {
    name: 'e-mail with a bad address',
    contentType: 'E-mail',
    fill: () => type(/E-mail do destinatário/, 'contato-em-exemplo'),
    field: /E-mail do destinatário/,
    message: 'Informe um e-mail válido.',
  },
  {
    name: 'SMS without a phone',
    contentType: 'SMS',
    field: /Número de telefone/,
    message: 'Informe o número de telefone.',
  },
  {
    name: 'phone that is not a number',
    contentType: 'Telefone',
    fill: () => type(/Número de telefone/, '12'),
    field: /Número de telefone/,
    message: 'Telefone inválido: use DDD e número, ex.: (11) 98765-4321, ou +código do país.',
  },
  {
    name: 'empty text',
    contentType: 'Texto',
    field: /^Texto/,
    message: 'Escreva o texto do QR Code.',
  },
  {
    name: 'Pix with a wrong CPF',
    contentType: 'Pix',
    fill: () => {
      type(/Chave Pix/, '111.111.111-12');
      type(/Nome de quem recebe/, 'Loja');
      type(/Cidade de quem recebe/, 'Recife');
    },
    field: /Chave Pix/,
    message: 'CPF inválido: confira os 11 dígitos.',
  },
  {
    name: 'Pix without the receiver',
    contentType: 'Pix',
    fill: () => type(/Chave Pix/, '123.456.789-09'),
    field: /Nome de quem recebe/,
    message: 'Informe o nome de quem recebe o Pix.',
  },
  {
    name: 'Pix with a bad amount',
    contentType: 'Pix',
    fill: () => {
      type(/Chave Pix/, '123.456.789-09');
      type(/Nome de quem recebe/, 'Loja');
      type(/Cidade de quem recebe/, 'Recife');
      type(/Valor/, '10,5,0');
    },
    field: /Valor/,
    message: 'Valor inválido: use um número maior que zero com até 2 casas decimais (ex.: 10,50).',
  },
];

async function pickType(user: UserEvent, label: string) {
  await chooseOption(user, 'Tipo de conteúdo', label);
}

describe('QR studio content', { timeout: 30_000 }, () => {
  beforeEach(() => {
    mockCanvas();
    create.mockReset();
    create.mockResolvedValue({ id: 'novo' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    cleanNotifications();
  });

  it.each(INVALID)('refuses $name with its pt-BR message', async (testCase) => {
    const { user } = renderStudio();
    await pickType(user, testCase.contentType);
    testCase.fill?.();
    // Nothing is encoded while the form is incomplete.
    expect(screen.queryByTestId('qr-canvas')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar QR Code' }));
    const field = fieldInput(testCase.field);
    // The field says what is wrong (screen readers hear it), and the toast says it too.
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(testCase.message));
    // The toast's host loads with the first toast (AppProviders): the first test waits for it.
    await waitFor(() => expect(screen.getAllByText(testCase.message)).toHaveLength(2));
    expect(create).not.toHaveBeenCalled();
  });

  it('shows a field error once the field is left, not while first typing', async () => {
    const { user } = renderStudio();
    await pickType(user, 'E-mail');
    const to = screen.getByLabelText(/E-mail do destinatário/);
    fireEvent.change(to, { target: { value: 'ana@' } });
    expect(to).not.toHaveAttribute('aria-invalid');
    fireEvent.blur(to);
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    fireEvent.change(to, { target: { value: 'ana@loja.com.br' } });
    expect(screen.queryByText('Informe um e-mail válido.')).not.toBeInTheDocument();
  });

  it("shows Pix's BR Code as 'Pix Copia e Cola' beside the code", async () => {
    const { user } = renderStudio();
    await pickType(user, 'Pix');
    expect(screen.getByText(/QR Code estático/)).toBeInTheDocument();
    await chooseOption(user, 'Tipo de chave', 'E-mail');
    type(/Chave Pix/, 'Caixa@Padaria.com.br');
    type(/Nome de quem recebe/, 'Padaria São João');
    type(/Cidade de quem recebe/, 'Belo Horizonte');
    type(/Valor/, '12,90');
    type(/Identificador/, 'PEDIDO42');
    const copyPaste = await screen.findByRole('textbox', { name: 'Pix Copia e Cola' });
    const parsed = parsePixPayload((copyPaste as HTMLTextAreaElement).value);
    expect(parsed).toEqual({
      ok: true,
      pix: expect.objectContaining({
        key: 'caixa@padaria.com.br',
        name: 'PADARIA SAO JOAO',
        city: 'BELO HORIZONTE',
        amount: '12.90',
        txid: 'PEDIDO42',
      }),
    });
    expect(screen.getByRole('img', { name: 'QR Code: Pix: Padaria São João' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar código Pix' })).toBeInTheDocument();
  });

  it('saves a static code with its content and no redirect rules', async () => {
    const { user } = renderStudio();
    await pickType(user, 'Wi-Fi');
    type(/Nome da rede/, 'Loja Centro');
    type(/Senha da rede/, 'senha-forte');
    await user.click(screen.getByLabelText(/Rede oculta/));
    // Rules and UTM belong to dynamic codes (redirects) only.
    expect(screen.queryByRole('button', { name: 'Regras do QR Code dinâmico' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Parâmetros UTM' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar QR Code' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith({
      userId: TEST_USER.id,
      content: {
        type: 'wifi',
        data: { ssid: 'Loja Centro', security: 'WPA', password: 'senha-forte', hidden: true },
      },
      design: DEFAULT_QR_DESIGN,
      logoFile: null,
      organisation: { folderId: null, tags: [] },
    });
  });

  it('keeps what was typed in each type when switching back and forth', async () => {
    const { user } = renderStudio();
    await pickType(user, 'Texto');
    type(/^Texto/, 'Bem-vindo à loja');
    await pickType(user, 'Telefone');
    await pickType(user, 'Texto');
    expect(screen.getByLabelText(/^Texto/)).toHaveValue('Bem-vindo à loja');
    expect(
      screen.getByRole('img', { name: 'QR Code: Texto: Bem-vindo à loja' }),
    ).toBeInTheDocument();
  });

  it('opens a WhatsApp link handed over by the WhatsApp tool', () => {
    renderStudio({
      qrContent: {
        type: 'whatsapp',
        data: { countryCode: '+55', phone: '(11) 98765-4321', message: 'Olá!' },
      },
    });
    expect(fieldInput('Tipo de conteúdo')).toHaveDisplayValue('WhatsApp');
    expect(screen.getByLabelText(/Número de telefone/)).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText(/Mensagem/)).toHaveValue('Olá!');
    expect(
      screen.getByRole('img', { name: 'QR Code: WhatsApp: +55 (11) 98765-4321' }),
    ).toBeInTheDocument();
  });

  it('opens a contact card handed over by the vCard tool, version included', () => {
    renderStudio({
      qrContent: {
        type: 'vcard',
        version: '3.0',
        data: { firstName: 'Ana', lastName: 'Souza', organization: 'Padaria', phones: [] },
      },
    });
    expect(fieldInput('Tipo de conteúdo')).toHaveDisplayValue('Cartão de visita (vCard)');
    expect(screen.getByLabelText(/^Sobrenome/)).toHaveValue('Souza');
    expect(screen.getByLabelText('Empresa')).toHaveValue('Padaria');
    expect(screen.getByRole('radio', { name: 'vCard 3.0' })).toBeChecked();
    expect(
      screen.getByRole('img', { name: 'QR Code: Cartão de visita (vCard): Ana Souza' }),
    ).toBeInTheDocument();
  });

  it("starts from the destination a page's 'Criar QR Code' hands over", () => {
    renderStudio({ qrContent: { type: 'url', url: 'http://localhost/p/cafe-da-praca' } });
    expect(fieldInput('Tipo de conteúdo')).toHaveDisplayValue('Link (URL)');
    expect(screen.getByLabelText(/URL de destino/)).toHaveValue('http://localhost/p/cafe-da-praca');
  });

  it('ignores router state that is not content it knows', () => {
    renderStudio({ qrContent: { type: 'pix', data: 'qualquer coisa' } });
    expect(fieldInput('Tipo de conteúdo')).toHaveDisplayValue('Link (URL)');
  });
});
