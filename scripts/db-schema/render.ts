/**
 * Renders the catalog facts of introspect.ts as supabase/schema.sql: one SQL document, grouped
 * by kind (extensions, types, tables, functions, triggers, grants), every list in a stable order.
 */
import type {
  ExtensionInfo,
  FunctionInfo,
  Grant,
  PolicyInfo,
  SequenceInfo,
  TableInfo,
  TriggerInfo,
  TypeInfo,
} from './introspect';

export interface SchemaFacts {
  extensions: ExtensionInfo[];
  types: TypeInfo[];
  tables: TableInfo[];
  sequences: SequenceInfo[];
  /** public's and those the migrations add to Supabase's tables */
  policies: PolicyInfo[];
  functions: FunctionInfo[];
  triggers: TriggerInfo[];
  /** every privilege an object kind has ('r' table, 's' sequence, 'f' function): what ALL means */
  allPrivileges: Record<string, string[]>;
}

const HEADER = `-- supabase/schema.sql: the current database schema in one file. GENERATED: never edit it.
-- Change the schema with a new migration (supabase/migrations/), then run \`npm run db:schema\`
-- (scripts/generate-db-schema.ts) and commit the result; supabase/tests/database-schema.test.ts
-- fails while this file differs from what the migrations build.
--
-- Read from the catalogs of a freshly migrated PGlite with an empty search_path (every name is
-- schema-qualified; definitions are PostgreSQL's own rendering, not the migrations' text).
-- Holds the public schema whole (types, tables with columns, defaults, constraints, comments
-- and indexes, row level security and every policy, functions with their comments and who may
-- execute them, triggers, grants on tables and columns) and what the migrations add to
-- Supabase's own auth and storage schemas (policies, triggers). Those schemas themselves, the
-- roles and the extensions are Supabase's (packages/server/src/db/bootstrap.sql when
-- self-hosted); seed data (supabase/seed.sql, the qr_logos bucket row) is not schema.
-- Grants are the whole state: a role not named (PUBLIC included) holds no privilege there.
-- For reading, not for running: objects are grouped by kind, not in dependency order.
`;

const RULE = '-'.repeat(98);

function section(title: string): string {
  return `${RULE}\n-- ${title}\n${RULE}\n`;
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function commentOn(what: string, comment: string | null): string[] {
  return comment === null ? [] : [`COMMENT ON ${what} IS ${quoteLiteral(comment)};`];
}

const PRIVILEGE_ORDER = [
  'select',
  'insert',
  'update',
  'delete',
  'truncate',
  'references',
  'trigger',
  'maintain',
  'usage',
  'execute',
];

function byPrivilegeOrder(a: string, b: string): number {
  return PRIVILEGE_ORDER.indexOf(a) - PRIVILEGE_ORDER.indexOf(b) || a.localeCompare(b);
}

const byGrantee = (a: string, b: string) =>
  a === b ? 0 : a === 'public' ? -1 : b === 'public' ? 1 : a < b ? -1 : 1;

const roleList = (roles: string[]) =>
  [...roles]
    .sort(byGrantee)
    .map((r) => (r === 'public' ? 'PUBLIC' : r))
    .join(', ');

/**
 * GRANT statements for one object, grantees holding the same privileges in one statement:
 * `GRANT SELECT, DELETE ON TABLE public.x TO anon, authenticated;`.
 */
function grantStatements(on: string, grants: Grant[], all: string[] | undefined): string[] {
  const held = new Map<string, Grant[]>();
  for (const grant of grants) held.set(grant.grantee, [...(held.get(grant.grantee) ?? []), grant]);
  const groups = new Map<string, string[]>();
  for (const [grantee, list] of held) {
    for (const grantable of [false, true]) {
      const privileges = list
        .filter((g) => g.grantable === grantable)
        .map((g) => g.privilege)
        .sort(byPrivilegeOrder);
      if (privileges.length === 0) continue;
      const isAll = all !== undefined && all.length > 1 && all.every((p) => privileges.includes(p));
      const what = isAll ? 'ALL' : privileges.map((p) => p.toUpperCase()).join(', ');
      const key = `${what} ON ${on} TO \u0000${grantable ? ' WITH GRANT OPTION' : ''}`;
      groups.set(key, [...(groups.get(key) ?? []), grantee]);
    }
  }
  return [...groups]
    .map(([key, grantees]) => ({ key, grantees: grantees.sort(byGrantee) }))
    .sort((a, b) => byGrantee(a.grantees[0]!, b.grantees[0]!) || (a.key < b.key ? -1 : 1))
    .map(({ key, grantees }) => `GRANT ${key.replace('\u0000', roleList(grantees))};`);
}

/** Column grants: `GRANT UPDATE (a, b) ON TABLE public.x TO authenticated;`. */
function columnGrantStatements(table: TableInfo): string[] {
  const columnsOf = new Map<string, string[]>(); // privilege|grantable|grantee -> columns
  for (const column of table.columns) {
    for (const grant of column.grants) {
      const key = `${grant.privilege}|${grant.grantable}|${grant.grantee}`;
      columnsOf.set(key, [...(columnsOf.get(key) ?? []), column.name]);
    }
  }
  const grantees = new Map<string, string[]>(); // privilege|grantable|columns -> grantees
  for (const [key, columns] of columnsOf) {
    const [privilege, grantable, grantee] = key.split('|') as [string, string, string];
    const group = `${privilege}|${grantable}|${columns.join(', ')}`;
    grantees.set(group, [...(grantees.get(group) ?? []), grantee]);
  }
  return [...grantees]
    .map(([group, roles]) => {
      const [privilege, grantable, columns] = group.split('|') as [string, string, string];
      return { privilege, grantable, columns, roles: roles.sort(byGrantee) };
    })
    .sort(
      (a, b) =>
        byPrivilegeOrder(a.privilege, b.privilege) ||
        byGrantee(a.roles[0]!, b.roles[0]!) ||
        (a.columns < b.columns ? -1 : a.columns > b.columns ? 1 : 0),
    )
    .map(
      ({ privilege, grantable, columns, roles }) =>
        `GRANT ${privilege.toUpperCase()} (${columns}) ON TABLE ${table.name} TO ${roleList(roles)}` +
        `${grantable === 'true' ? ' WITH GRANT OPTION' : ''};`,
    );
}

function renderType(type: TypeInfo): string[] {
  const lines: string[] = [];
  if (type.kind === 'e') {
    lines.push(
      `CREATE TYPE ${type.name} AS ENUM (\n${type.labels.map((l) => `  ${quoteLiteral(l)}`).join(',\n')}\n);`,
    );
  } else if (type.kind === 'd') {
    const parts = [`CREATE DOMAIN ${type.name} AS ${type.baseType}`];
    if (type.defaultValue !== null) parts.push(`DEFAULT ${type.defaultValue}`);
    if (type.notNull) parts.push('NOT NULL');
    parts.push(...type.checks);
    lines.push(`${parts.join('\n  ')};`);
  } else {
    const width = Math.max(...type.attributes.map((a) => a.name.length));
    const attributes = type.attributes.map((a) => `  ${a.name.padEnd(width)} ${a.type}`);
    lines.push(`CREATE TYPE ${type.name} AS (\n${attributes.join(',\n')}\n);`);
  }
  lines.push(...commentOn(`TYPE ${type.name}`, type.comment));
  for (const attribute of type.attributes) {
    lines.push(...commentOn(`COLUMN ${type.name}.${attribute.name}`, attribute.comment));
  }
  return lines;
}

function columnLine(column: TableInfo['columns'][number], width: number): string {
  const parts = [`${column.name.padEnd(width)} ${column.type}`];
  if (column.collation !== null) parts.push(`COLLATE ${column.collation}`);
  if (column.identity === 'a') parts.push('GENERATED ALWAYS AS IDENTITY');
  else if (column.identity === 'd') parts.push('GENERATED BY DEFAULT AS IDENTITY');
  else if (column.generated === 's')
    parts.push(`GENERATED ALWAYS AS (${column.expression}) STORED`);
  else if (column.generated === 'v')
    parts.push(`GENERATED ALWAYS AS (${column.expression}) VIRTUAL`);
  else if (column.expression !== null) parts.push(`DEFAULT ${column.expression}`);
  if (column.notNull) parts.push('NOT NULL');
  return `  ${parts.join(' ')}`;
}

function renderPolicy(policy: PolicyInfo): string[] {
  const head = [`CREATE POLICY ${policy.quotedName} ON ${policy.table}`];
  if (!policy.permissive) head.push('AS RESTRICTIVE');
  head.push(`FOR ${policy.command.toUpperCase()}`, `TO ${roleList(policy.roles)}`);
  const lines = [head.join(' ')];
  if (policy.using !== null) lines.push(`  USING (${policy.using})`);
  if (policy.withCheck !== null) lines.push(`  WITH CHECK (${policy.withCheck})`);
  return [
    `${lines.join('\n')};`,
    ...commentOn(`POLICY ${policy.quotedName} ON ${policy.table}`, policy.comment),
  ];
}

function renderTable(table: TableInfo, policies: PolicyInfo[]): string[] {
  const lines: string[] = [`-- ${table.name}`];
  if (table.kind === 'v' || table.kind === 'm') {
    const kind = table.kind === 'm' ? 'MATERIALIZED VIEW' : 'VIEW';
    lines.push(`CREATE ${kind} ${table.name} AS\n${table.viewDefinition?.trimEnd()}`);
    lines[lines.length - 1] = `${lines[lines.length - 1]!.replace(/;$/, '')};`;
    lines.push(...commentOn(`${kind} ${table.name}`, table.comment));
  } else {
    const width = Math.max(...table.columns.map((c) => c.name.length));
    const body = [
      ...table.columns.map((c) => columnLine(c, width)),
      ...table.constraints.map((c) => `  CONSTRAINT ${c.name} ${c.definition}`),
    ];
    const partitioned = table.partitionKey ? ` PARTITION BY ${table.partitionKey}` : '';
    lines.push(`CREATE TABLE ${table.name} (\n${body.join(',\n')}\n)${partitioned};`);
    lines.push(...commentOn(`TABLE ${table.name}`, table.comment));
  }
  for (const column of table.columns) {
    lines.push(...commentOn(`COLUMN ${table.name}.${column.name}`, column.comment));
  }
  for (const constraint of table.constraints) {
    lines.push(...commentOn(`CONSTRAINT ${constraint.name} ON ${table.name}`, constraint.comment));
  }
  for (const index of table.indexes) {
    lines.push(`${index.definition};`);
    const schema = table.name.slice(0, table.name.indexOf('.'));
    lines.push(...commentOn(`INDEX ${schema}.${index.name}`, index.comment));
  }
  if (table.rowSecurity) lines.push(`ALTER TABLE ${table.name} ENABLE ROW LEVEL SECURITY;`);
  if (table.forceRowSecurity) lines.push(`ALTER TABLE ${table.name} FORCE ROW LEVEL SECURITY;`);
  for (const policy of policies) lines.push(...renderPolicy(policy));
  return lines;
}

function renderFunction(fn: FunctionInfo, all: Record<string, string[]>): string[] {
  const what = fn.kind === 'p' ? 'PROCEDURE' : 'FUNCTION';
  const grants = grantStatements(`${what} ${fn.signature}`, fn.grants, all.f);
  return [
    `${fn.definition.trimEnd()};`,
    ...commentOn(`${what} ${fn.signature}`, fn.comment),
    ...(grants.length > 0 ? grants : [`-- ${fn.signature}: executable by its owner only`]),
  ];
}

function renderTrigger(trigger: TriggerInfo): string[] {
  return [
    `${trigger.definition};`,
    ...commentOn(`TRIGGER ${trigger.quotedName} ON ${trigger.table}`, trigger.comment),
  ];
}

function tableGrants(table: TableInfo, all: Record<string, string[]>): string[] {
  const grants = [
    ...grantStatements(`TABLE ${table.name}`, table.grants, all.r),
    ...columnGrantStatements(table),
  ];
  return grants.length > 0 ? grants : [`-- ${table.name}: no role but its owner`];
}

/** Blocks separated by one blank line. */
const blocks = (items: string[][]) =>
  items
    .filter((b) => b.length > 0)
    .map((b) => b.join('\n'))
    .join('\n\n');

export function renderSchema(facts: SchemaFacts): string {
  const tableNames = new Set(facts.tables.map((t) => t.name));
  const policiesOf = (table: string) => facts.policies.filter((p) => p.table === table);
  const otherPolicies = facts.policies.filter((p) => !tableNames.has(p.table));
  const parts = [
    HEADER,
    section('Extensions (Supabase provides them: bootstrap.sql when self-hosted)'),
    facts.extensions
      .map((e) => `CREATE EXTENSION IF NOT EXISTS ${e.name} WITH SCHEMA ${e.schema};`)
      .join('\n'),
    section('Types'),
    blocks(facts.types.map(renderType)),
    section('Tables: columns, constraints, comments, indexes, row level security and policies'),
    blocks(facts.tables.map((t) => renderTable(t, policiesOf(t.name)))),
  ];
  if (facts.sequences.length > 0) {
    parts.push(
      section('Sequences'),
      blocks(
        facts.sequences.map((s) => [
          s.definition,
          ...commentOn(`SEQUENCE ${s.name}`, s.comment),
          ...grantStatements(`SEQUENCE ${s.name}`, s.grants, facts.allPrivileges.s),
        ]),
      ),
    );
  }
  parts.push(
    section("Policies the migrations add to Supabase's tables"),
    blocks(otherPolicies.map(renderPolicy)),
    section('Functions, with who may execute them'),
    blocks(facts.functions.map((f) => renderFunction(f, facts.allPrivileges))),
    section("Triggers (also those the migrations put on Supabase's tables)"),
    blocks(facts.triggers.map(renderTrigger)),
    section('Grants on tables and columns'),
    blocks(facts.tables.map((t) => tableGrants(t, facts.allPrivileges))),
  );
  return `${parts
    .filter((p) => p.length > 0)
    .map((p) => p.trimEnd())
    .join('\n\n')}\n`;
}
