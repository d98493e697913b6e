import { describe, expect, it } from 'vitest';
import { CONTACTS_CSV_NO_NAMES, parseContactsCsv } from './contacts-csv';

describe('parseContactsCsv', () => {
  it('reads Excel pt-BR (BOM, ";", accents in headers) into the form data', () => {
    const csv =
      '\ufeffNome;Sobrenome;E-mail;Telefone;Empresa;Cargo;Aniversário;Cidade;UF;CEP;Observações\r\n' +
      'Ana;Souza;ana@exemplo.com.br;(11) 98765-4321;QR Link;Gerente;17/05/1990;São Paulo;SP;01001-000;"linha 1; ainda"\r\n';
    const { contacts, problems } = parseContactsCsv(csv);
    expect(problems).toEqual([]);
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      firstName: 'Ana',
      lastName: 'Souza',
      organization: 'QR Link',
      title: 'Gerente',
      birthday: '1990-05-17',
      note: 'linha 1; ainda',
      phones: [{ number: '(11) 98765-4321', type: 'CELL', isPreferred: true }],
      emails: [{ address: 'ana@exemplo.com.br', type: 'WORK', isPreferred: true }],
      addresses: [{ city: 'São Paulo', state: 'SP', zip: '01001-000', type: 'WORK' }],
    });
  });

  it('reads English headers and commas, and reports invalid rows by line', () => {
    const csv = [
      'first_name,last_name,email,website,country',
      'John,Smith,john@example.com,https://example.com,USA',
      ',Sem Nome,,,',
      'Bia,Lima,nao-e-email,,',
      '',
    ].join('\n');
    const { contacts, problems } = parseContactsCsv(csv);
    expect(contacts.map((c) => c.firstName)).toEqual(['John']);
    expect(contacts[0]).toMatchObject({ website: 'https://example.com', birthday: '' });
    expect(problems.map((p) => p.line)).toEqual([3, 4]);
    expect(problems[0]?.message).toBe('Nome e Sobrenome são necessários para gerar o vCard.');
    expect(problems[1]?.message).toMatch(/e-mail/i);
  });

  it('needs the name columns', () => {
    expect(parseContactsCsv('email;telefone\r\na@b.com;1\r\n')).toEqual({
      contacts: [],
      problems: [{ line: 1, message: CONTACTS_CSV_NO_NAMES }],
    });
    expect(parseContactsCsv('')).toEqual({
      contacts: [],
      problems: [{ line: 1, message: CONTACTS_CSV_NO_NAMES }],
    });
  });
});
