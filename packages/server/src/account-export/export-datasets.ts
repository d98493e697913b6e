// What "Baixar meus dados" exports (docs/product.md §13): every row of the account, table by
// table, read as the user (RLS decides, as for the app) in pages of PAGE_SIZE ordered by a key,
// so no table is ever cut at the API's 1,000 rows and no query grows with the account. Secrets
// stay out: the API keys' hashes and the webhooks' signing secrets are not exported.
export type Row = Record<string, unknown>;
/** Runs one read as the user, in its own short transaction. */
export type ReadAsUser = (sql: string, params: unknown[]) => Promise<Row[]>;

export interface Dataset {
  /** File name in the ZIP, without extension. */
  name: string;
  pages(read: ReadAsUser): AsyncIterable<Row[]>;
}

export const PAGE_SIZE = 2000;
const EPOCH = '-infinity';
const NO_UUID = '00000000-0000-0000-0000-000000000000';

/** A table of the user's rows, paged by (created_at, id). */
function ownRows(name: string, table: string, columns: string, owner = 'user_id'): Dataset {
  return {
    name,
    async *pages(read) {
      let cursor: [unknown, unknown] = [EPOCH, NO_UUID];
      for (;;) {
        const rows = await read(
          `select to_jsonb(x) as row from (
             select ${columns} from ${table} t
             where t.${owner} = auth.uid() and (t.created_at, t.id) > ($1::timestamptz, $2::uuid)
             order by t.created_at, t.id limit $3) x`,
          [...cursor, PAGE_SIZE],
        );
        if (rows.length > 0) yield rows;
        if (rows.length < PAGE_SIZE) return;
        const last = rows[rows.length - 1]!;
        cursor = [last.created_at, last.id];
      }
    },
  };
}

/** The visits of each of the user's codes, paged per code along its (code, time) index. */
function visits(name: string, table: string, codeTable: string, codeColumn: string, at: string) {
  const codes = ownRows(`${name}-codes`, codeTable, 't.id, t.created_at');
  return {
    name,
    async *pages(read: ReadAsUser) {
      for await (const page of codes.pages(read)) {
        for (const code of page) {
          let cursor: [unknown, unknown] = [EPOCH, 0];
          for (;;) {
            const rows = await read(
              `select to_jsonb(x) as row from (
                 select * from ${table} v
                 where v.${codeColumn} = $1 and (v.${at}, v.id) > ($2::timestamptz, $3::bigint)
                 order by v.${at}, v.id limit $4) x`,
              [code.id, ...cursor, PAGE_SIZE],
            );
            if (rows.length > 0) yield rows;
            if (rows.length < PAGE_SIZE) break;
            const last = rows[rows.length - 1]!;
            cursor = [last[at], last.id];
          }
        }
      }
    },
  } satisfies Dataset;
}

/** The account's logo files (their metadata: the files themselves are public URLs). */
const logoFiles: Dataset = {
  name: 'logos',
  async *pages(read) {
    let cursor: [unknown, unknown] = [EPOCH, NO_UUID];
    for (;;) {
      const rows = await read(
        `select to_jsonb(x) as row from (
           select o.id, o.bucket_id, o.name, o.created_at, o.updated_at, o.metadata
           from storage.objects o
           where o.bucket_id = 'qr_logos' and o.name like auth.uid()::text || '/%'
             and (o.created_at, o.id) > ($1::timestamptz, $2::uuid)
           order by o.created_at, o.id limit $3) x`,
        [...cursor, PAGE_SIZE],
      );
      if (rows.length > 0) yield rows;
      if (rows.length < PAGE_SIZE) return;
      const last = rows[rows.length - 1]!;
      cursor = [last.created_at, last.id];
    }
  },
};

export const EXPORT_DATASETS: readonly Dataset[] = [
  ownRows('perfil', 'public.profiles', '*', 'id'),
  ownRows('qr_codes', 'public.qr_codes', '*'),
  visits('scans', 'public.qr_code_scans', 'public.qr_codes', 'qr_code_id', 'scanned_at'),
  ownRows('links_encurtados', 'public.short_links', '*'),
  visits('cliques', 'public.link_clicks', 'public.short_links', 'short_link_id', 'clicked_at'),
  ownRows('notificacoes', 'public.notifications', '*'),
  ownRows('pagamentos', 'public.payments', '*'),
  ownRows('assinaturas', 'public.subscriptions', '*'),
  ownRows(
    'chaves_de_api',
    'public.api_keys',
    't.id, t.name, t.prefix, t.rate_limit_per_minute, t.created_at, t.last_used_at, t.revoked_at',
  ),
  ownRows('relatorios_compartilhados', 'public.shared_reports', '*'),
  ownRows('webhooks', 'public.webhooks', 't.id, t.url, t.created_at'),
  ownRows('entregas_de_webhooks', 'public.webhook_deliveries', '*'),
  logoFiles,
];
