/**
 * 'Convidar' on both runtimes of the `invite-member` function (the self-hosted server's route,
 * the Edge Function under Deno on PostgreSQL): the invitation is made as the caller, its link
 * mailed to the invitee (read back from the outbox) opens the invitation with the token, and the
 * database's refusals come back in pt-BR with no mail sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@qrlink/server/mail/outbox';
import { asRole, createAuthUser, userCaller, type NewUser } from '../support/databases';
import type { TestServer } from './auth-test-server';
import { FUNCTION_TARGETS, startFunctions, type FunctionsUnderTest } from './function-targets';

describe.each(FUNCTION_TARGETS)('POST /functions/v1/invite-member (%s)', (target) => {
  let functions: FunctionsUnderTest;
  let server: TestServer;
  let owner: NewUser;
  let viewer: NewUser;
  let team: string;

  beforeAll(async () => {
    functions = await startFunctions(target);
    ({ server } = functions);
    owner = await createAuthUser(server.db, { fullName: 'Dona <Loja>' });
    viewer = await createAuthUser(server.db);
    await server.db.query("update public.profiles set plan_id = 'profissional' where id = $1", [
      owner.id,
    ]);
    team = await asRole(server.db, userCaller(owner), async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        "select public.create_workspace('Agência & Cia') as id",
      );
      return rows[0]!.id;
    });
    await server.db.query(
      "insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'viewer')",
      [team, viewer.id],
    );
  });
  afterAll(async () => {
    await functions?.stop();
  });

  const invite = async (as: NewUser, body: unknown) => {
    const response = await fetch(`${functions.functionsUrl}/invite-member`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await server.tokenFor(as)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const mailsTo = async (email: string) =>
    (await readOutbox(server.dataDir)).filter((mail) => mail.to === email);

  it('makes the invitation and mails its link to the invitee', async () => {
    const guest = await createAuthUser(server.db);
    const answer = await invite(owner, {
      workspaceId: team,
      email: ` ${guest.email.toUpperCase()} `,
      role: 'editor',
    });
    expect(answer).toEqual({ status: 200, body: { id: expect.any(String) } });
    expect(JSON.stringify(answer.body)).not.toMatch(/token/);

    const mails = await mailsTo(guest.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Convite para Agência & Cia no QR Link');
    expect(mail!.text).toContain(
      'Dona <Loja> convidou você para o espaço de trabalho "Agência & Cia" no QR Link, como Editor.',
    );
    expect(mail!.html).toContain('Dona &lt;Loja&gt;');
    const link = new URL(mail!.link);
    expect(link.origin + link.pathname.replace(/[^/]+$/, '')).toBe(
      `${server.config.publicUrl}/dashboard/invitations/`,
    );
    // The link's token is the invitation's: the invitee accepts with it.
    const token = link.pathname.split('/').at(-1)!;
    const joined = await asRole(server.db, userCaller(guest), async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'select public.accept_workspace_invitation($1) as id',
        [token],
      );
      return rows[0]!.id;
    });
    expect(joined).toBe(team);
  });

  it.each([
    [
      'a Leitor',
      () => viewer,
      'editor',
      403,
      'Você não tem permissão para isso neste espaço de trabalho.',
    ],
    [
      'a role that cannot be offered',
      () => owner,
      'owner',
      400,
      'Informe o espaço de trabalho, um e-mail válido e o papel.',
    ],
  ])('refuses %s in pt-BR and mails nothing', async (_case, who, role, status, message) => {
    const email = `ninguem-${status}@ex.com`;
    expect(await invite(who(), { workspaceId: team, email, role })).toEqual({
      status,
      body: { code: expect.any(String), message },
    });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('refuses an address the database finds invalid, and a member who is already in', async () => {
    expect(await invite(owner, { workspaceId: team, email: 'sem-arroba', role: 'viewer' })).toEqual(
      { status: 400, body: { code: 'validation_failed', message: 'Informe um e-mail válido.' } },
    );
    expect(await invite(owner, { workspaceId: team, email: viewer.email, role: 'viewer' })).toEqual(
      {
        status: 409,
        body: {
          code: 'already_member',
          message: 'Esta pessoa já faz parte do espaço de trabalho.',
        },
      },
    );
  });

  it('answers 401 without a signed-in caller', async () => {
    const response = await fetch(`${functions.functionsUrl}/invite-member`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${server.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ workspaceId: team, email: 'x@ex.com', role: 'viewer' }),
    });
    expect(response.status).toBe(401);
  });
});
