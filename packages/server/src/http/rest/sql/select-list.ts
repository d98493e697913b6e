/**
 * The select list of one relation, embedded resources included, as SQL expressions. An
 * embedded resource is a correlated subquery that builds its JSON in Postgres (row_to_json
 * for many-to-one, json_agg for one-to-many), so nested rows serialise exactly as PostgREST's.
 * `!inner` embeds also yield an EXISTS condition for the parent's WHERE.
 */
import type { SelectItem } from '../parse/ast';
import type { SchemaModel, TableInfo } from '../schema/schema-model';
import { resolveRelationship } from './relationship';
import { ident, qualified } from './quote';
import type { SqlParams } from './quote';
import { columnRef } from './where';

export interface BuildContext {
  schema: SchemaModel;
  params: SqlParams;
  aliasCount: number;
}

export interface SelectList {
  expressions: string[];
  /** Conditions the parent row must meet (from `!inner` embeds). */
  conditions: string[];
}

function nextAlias(ctx: BuildContext): string {
  ctx.aliasCount += 1;
  return `pgrst_${ctx.aliasCount}`;
}

function embedSql(
  item: Extract<SelectItem, { kind: 'embed' }>,
  parent: TableInfo,
  alias: string,
  ctx: BuildContext,
): { expression: string; condition?: string } {
  const rel = resolveRelationship(ctx.schema, parent, item.relation, item.hint);
  const sub = nextAlias(ctx);
  const row = nextAlias(ctx);
  const inner = selectListSql(item.items, rel.target, sub, ctx);
  const join = rel.pairs.map(([p, t]) => `${sub}.${ident(t)} = ${alias}.${ident(p)}`);
  const where = [...join, ...inner.conditions].join(' and ');
  const from = `from ${qualified(rel.target.name)} as ${sub} where ${where}`;
  const rows = `(select ${inner.expressions.join(', ')} ${from}) as ${row}`;
  const name = ident(item.alias ?? item.relation);
  const expression = rel.many
    ? `coalesce((select json_agg(${row}) from ${rows}), '[]'::json) as ${name}`
    : `(select row_to_json(${row}) from ${rows}) as ${name}`;
  return item.inner ? { expression, condition: `exists (select 1 ${from})` } : { expression };
}

export function selectListSql(
  items: SelectItem[],
  table: TableInfo,
  alias: string,
  ctx: BuildContext,
): SelectList {
  const out: SelectList = { expressions: [], conditions: [] };
  for (const item of items) {
    if (item.kind === 'star') {
      for (const col of table.columns.keys()) out.expressions.push(`${alias}.${ident(col)}`);
    } else if (item.kind === 'column') {
      out.expressions.push(
        `${columnRef(table, alias, item.name)} as ${ident(item.alias ?? item.name)}`,
      );
    } else {
      const embed = embedSql(item, table, alias, ctx);
      out.expressions.push(embed.expression);
      if (embed.condition) out.conditions.push(embed.condition);
    }
  }
  return out;
}
