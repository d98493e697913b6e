/**
 * A code protected with a password, for the tests of the redirect path: set as its owner sets it
 * (`set_redirect_password`), then its hash rewritten at bcrypt's least cost (4).
 *
 * A redirect checks a password at the cost its stored hash names. The function stores cost 10
 * (set_redirect_password's test in redirect-rules.test.ts checks that), and each check at 10
 * took the server's bcryptjs about 70 ms of CPU: the tests that send dozens of passwords, in
 * parallel and on both engines, spent most of their time there. They prove who gets through,
 * which the cost does not change.
 */
import type { Db } from '@qrlink/server/db/database';
import { asRole, userCaller, type NewUser } from './databases';

export async function protectWithPassword(
  db: Db,
  owner: NewUser,
  kind: 'qr' | 'short_link',
  id: string,
  password: string,
): Promise<void> {
  await asRole(db, userCaller(owner), (tx) =>
    tx.query('select public.set_redirect_password($1, $2, $3)', [kind, id, password]),
  );
  await db.query(
    `update public.redirect_passwords
        set password_hash = extensions.crypt($1, extensions.gen_salt('bf', 4))
      where qr_code_id = $2 or short_link_id = $2`,
    [password, id],
  );
}
