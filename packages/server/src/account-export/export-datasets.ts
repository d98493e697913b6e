// What "Baixar meus dados" exports (docs/product/sharing-api-lgpd.md, "Sharing, the API and LGPD"):
// every row of the account, table by table, read as the user (RLS decides, as for the app) in pages
// of PAGE_SIZE ordered by a key, so no table is ever cut at the API's 1,000 rows and no query grows
// with the account. Secrets stay out: the API keys' hashes and the webhooks' signing secrets are
// not exported.
export type Row = Record<string, unknown>;
/** Runs one read as the user, in its own short transaction. */
export type ReadAsUser = (sql: string, params: unknown[]) => Promise<Row[]>;

export interface Dataset {
  /** File name in the ZIP, without extension. */
  name: string;
  pages(read: ReadAsUser): AsyncIterable<Row[]>;
}

const PAGE_SIZE = 2000;
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

/** Visit counts per code: how each code's visits are best read. */
interface CodeVisits {
  id: string;
  n: number;
}

/**
 * The visits of the user's codes. Reading them code by code costs a query per code (an
 * account of 3,000 codes: 6,000 queries for two formats), so the codes of each page are
 * counted first: codes with few visits are read together, up to PAGE_SIZE rows per query, and
 * only a code with more than a page of its own is paged alone along its (code, time) index.
 */
function visits(name: string, table: string, codeTable: string, codeColumn: string, at: string) {
  const codes = ownRows(`${name}-codes`, codeTable, 't.id, t.created_at');
  const together = (read: ReadAsUser, ids: string[]) =>
    read(
      `select to_jsonb(v) as row from ${table} v
       where v.${codeColumn} = any($1::uuid[]) order by v.${codeColumn}, v.${at}, v.id`,
      [ids],
    );
  async function* alone(read: ReadAsUser, id: string) {
    let cursor: [unknown, unknown] = [EPOCH, 0];
    for (;;) {
      const rows = await read(
        `select to_jsonb(x) as row from (
           select * from ${table} v
           where v.${codeColumn} = $1 and (v.${at}, v.id) > ($2::timestamptz, $3::bigint)
           order by v.${at}, v.id limit $4) x`,
        [id, ...cursor, PAGE_SIZE],
      );
      if (rows.length > 0) yield rows;
      if (rows.length < PAGE_SIZE) return;
      const last = rows[rows.length - 1]!;
      cursor = [last[at], last.id];
    }
  }
  return {
    name,
    async *pages(read: ReadAsUser) {
      for await (const page of codes.pages(read)) {
        const counted = (await read(
          `select jsonb_build_object('id', v.${codeColumn}, 'n', count(*)) as row
           from ${table} v where v.${codeColumn} = any($1::uuid[]) group by v.${codeColumn}`,
          [page.map((code) => code.id)],
        )) as unknown as CodeVisits[];
        let group: string[] = [];
        let groupSize = 0;
        for (const code of counted) {
          if (code.n > PAGE_SIZE) {
            yield* alone(read, code.id);
            continue;
          }
          if (groupSize + code.n > PAGE_SIZE) {
            yield await together(read, group);
            group = [];
            groupSize = 0;
          }
          group.push(code.id);
          groupSize += code.n;
        }
        if (group.length > 0) yield await together(read, group);
      }
    },
  } satisfies Dataset;
}

/**
 * The tags on the user's items: one row per (item, tag), paged by that pair (these link rows
 * have no id or date of their own).
 */
function itemTags(name: string, table: string, itemTable: string, itemColumn: string): Dataset {
  return {
    name,
    async *pages(read) {
      let cursor: [unknown, unknown] = [NO_UUID, NO_UUID];
      for (;;) {
        const rows = await read(
          `select to_jsonb(x) as row from (
             select x.${itemColumn}, x.tag_id, t.name as tag
             from ${table} x join ${itemTable} i on i.id = x.${itemColumn}
             join public.tags t on t.id = x.tag_id
             where i.user_id = auth.uid() and (x.${itemColumn}, x.tag_id) > ($1::uuid, $2::uuid)
             order by x.${itemColumn}, x.tag_id limit $3) x`,
          [...cursor, PAGE_SIZE],
        );
        if (rows.length > 0) yield rows;
        if (rows.length < PAGE_SIZE) return;
        const last = rows[rows.length - 1]!;
        cursor = [last[itemColumn], last.tag_id];
      }
    },
  };
}

/**
 * The workspaces the account belongs to, with its role in each and since when (memberships have
 * no id of their own: paged by (since, workspace)).
 */
const memberships: Dataset = {
  name: 'espacos_de_trabalho',
  async *pages(read) {
    let cursor: [unknown, unknown] = [EPOCH, NO_UUID];
    for (;;) {
      const rows = await read(
        `select to_jsonb(x) as row from (
           select m.workspace_id, w.name, w.personal_of is not null as personal, m.role,
                  m.created_at as member_since
           from public.workspace_members m join public.workspaces w on w.id = m.workspace_id
           where m.user_id = auth.uid()
             and (m.created_at, m.workspace_id) > ($1::timestamptz, $2::uuid)
           order by m.created_at, m.workspace_id limit $3) x`,
        [...cursor, PAGE_SIZE],
      );
      if (rows.length > 0) yield rows;
      if (rows.length < PAGE_SIZE) return;
      const last = rows[rows.length - 1]!;
      cursor = [last.member_since, last.workspace_id];
    }
  },
};

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
           -- Its own folder (before teams) and what it uploaded to its workspaces' folders.
           where o.bucket_id = 'qr_logos'
             and (o.name like auth.uid()::text || '/%' or o.owner_id = auth.uid()::text)
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
  memberships,
  ownRows('pastas', 'public.folders', '*'),
  ownRows('tags', 'public.tags', '*'),
  ownRows('qr_codes', 'public.qr_codes', '*'),
  itemTags('tags_dos_qr_codes', 'public.qr_code_tags', 'public.qr_codes', 'qr_code_id'),
  ownRows('modelos_de_qr', 'public.qr_templates', '*'),
  visits('scans', 'public.qr_code_scans', 'public.qr_codes', 'qr_code_id', 'scanned_at'),
  ownRows('links_encurtados', 'public.short_links', '*'),
  itemTags('tags_dos_links', 'public.short_link_tags', 'public.short_links', 'short_link_id'),
  visits('cliques', 'public.link_clicks', 'public.short_links', 'short_link_id', 'clicked_at'),
  ownRows('notificacoes', 'public.notifications', '*'),
  ownRows('pagamentos', 'public.payments', '*'),
  ownRows('assinaturas', 'public.subscriptions', '*'),
  ownRows(
    'chaves_de_api',
    'public.api_keys',
    't.id, t.workspace_id, t.scope, t.name, t.prefix, t.rate_limit_per_minute, t.created_at, t.last_used_at, t.revoked_at',
  ),
  ownRows('relatorios_compartilhados', 'public.shared_reports', '*'),
  ownRows('paginas', 'public.pages', '*'),
  // The verification token stays out: it proves control of the domain, like a secret.
  ownRows(
    'dominios',
    'public.custom_domains',
    't.id, t.workspace_id, t.hostname, t.verified_at, t.checked_at, t.root_url, t.created_at',
  ),
  ownRows('webhooks', 'public.webhooks', 't.id, t.workspace_id, t.url, t.created_at'),
  ownRows('entregas_de_webhooks', 'public.webhook_deliveries', '*'),
  logoFiles,
];
