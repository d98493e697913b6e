import { describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES,
  abuseReportSchema,
  moderationNoteSchema,
  moderationReasonSchema,
} from './abuse-report';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the report form', () => {
  it('takes a reason, and turns blank details and e-mail into null', () => {
    expect(abuseReportSchema.parse({ reason: 'spam', details: '  ', email: ' ' })).toEqual({
      reason: 'spam',
      details: null,
      email: null,
    });
    expect(
      abuseReportSchema.parse({
        reason: 'phishing',
        details: ' Pede a senha do banco ',
        email: ' ana@exemplo.com.br ',
      }),
    ).toEqual({
      reason: 'phishing',
      details: 'Pede a senha do banco',
      email: 'ana@exemplo.com.br',
    });
  });

  it('says what is wrong, in the words of the database', () => {
    expect(firstMessage(abuseReportSchema.safeParse({ reason: '', details: '', email: '' }))).toBe(
      REPORT_MESSAGES.reason,
    );
    expect(
      firstMessage(
        abuseReportSchema.safeParse({ reason: 'other', details: 'x'.repeat(1001), email: '' }),
      ),
    ).toBe('A descrição pode ter no máximo 1000 caracteres.');
    for (const email of ['ana', 'ana@exemplo', 'ana @exemplo.com', `${'a'.repeat(250)}@x.co`]) {
      expect(
        firstMessage(abuseReportSchema.safeParse({ reason: 'other', details: '', email })),
        email,
      ).toBe('Informe um e-mail válido.');
    }
  });
});

describe('the reasons and notes of the admins', () => {
  it('requires a reason of at most 500 characters', () => {
    expect(moderationReasonSchema.parse('  golpe confirmado ')).toBe('golpe confirmado');
    expect(firstMessage(moderationReasonSchema.safeParse('   '))).toBe('Informe o motivo.');
    expect(firstMessage(moderationReasonSchema.safeParse('x'.repeat(501)))).toBe(
      'O motivo pode ter no máximo 500 caracteres.',
    );
  });

  it('keeps an optional note, blank as null', () => {
    expect(moderationNoteSchema.parse('  ')).toBeNull();
    expect(moderationNoteSchema.parse(' duplicada ')).toBe('duplicada');
    expect(moderationNoteSchema.safeParse('x'.repeat(501)).success).toBe(false);
  });
});
