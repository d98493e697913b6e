/**
 * Resolve `parent -> embed` through foreign keys between exposed tables, as PostgREST does:
 * a key on the parent pointing at the embedded table is many-to-one (an object), a key on the
 * embedded table pointing at the parent is one-to-many (an array). A hint (`rel!fk_name` or
 * `rel!column`) picks among several; ambiguity and absence are errors, never a guess.
 */
import { postgrestError } from '../../shared/http-error';
import type { ForeignKey, SchemaModel, TableInfo } from '../schema/schema-model';

export interface Relationship {
  target: TableInfo;
  many: boolean;
  /** [parent column, target column] pairs joined with "=". */
  pairs: Array<[string, string]>;
}

function matchesHint(fk: ForeignKey, hint: string | undefined): boolean {
  if (hint === undefined) return true;
  return fk.name === hint || (fk.columns.length === 1 && fk.columns[0] === hint);
}

export function resolveRelationship(
  schema: SchemaModel,
  parent: TableInfo,
  relation: string,
  hint: string | undefined,
): Relationship {
  const target = schema.tables.get(relation);
  const candidates: Relationship[] = [];
  if (target) {
    for (const fk of schema.foreignKeys) {
      if (!matchesHint(fk, hint)) continue;
      if (fk.table === parent.name && fk.refTable === relation) {
        candidates.push({
          target,
          many: false,
          pairs: fk.columns.map((c, i) => [c, fk.refColumns[i] as string]),
        });
      }
      if (fk.table === relation && fk.refTable === parent.name) {
        candidates.push({
          target,
          many: true,
          pairs: fk.refColumns.map((c, i) => [c, fk.columns[i] as string]),
        });
      }
    }
  }
  const only = candidates[0];
  if (candidates.length === 1 && only) return only;
  if (candidates.length === 0) {
    throw postgrestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${relation}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
    );
  }
  throw postgrestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${relation}'`,
    null,
    `Try changing '${relation}' to '${relation}!<foreign key name>'`,
  );
}
