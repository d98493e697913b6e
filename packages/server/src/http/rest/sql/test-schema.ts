/** A small schema model for builder tests: codes (owner_id, reviewer_id -> users), scans -> codes. */
import type { ColumnInfo, FunctionInfo, SchemaModel, TableInfo } from '../schema/schema-model';

function table(name: string, columns: Array<[string, string]>, primaryKey = ['id']): TableInfo {
  return {
    name,
    primaryKey,
    columns: new Map(columns.map(([n, type]): [string, ColumnInfo] => [n, { name: n, type }])),
  };
}

function fn(partial: Partial<FunctionInfo> & Pick<FunctionInfo, 'name'>): FunctionInfo {
  return {
    args: [],
    returnsSet: false,
    returnKind: 'scalar',
    resultColumns: [],
    volatility: 'v',
    ...partial,
  };
}

export function testSchema(): SchemaModel {
  const tables = [
    table('users', [
      ['id', 'uuid'],
      ['email', 'text'],
    ]),
    table('codes', [
      ['id', 'uuid'],
      ['owner_id', 'uuid'],
      ['reviewer_id', 'uuid'],
      ['url', 'text'],
      ['tags', 'text[]'],
      ['created_at', 'timestamp with time zone'],
    ]),
    table('scans', [
      ['id', 'bigint'],
      ['code_id', 'uuid'],
      ['agent', 'text'],
    ]),
    table('weird"name', [
      ['id', 'integer'],
      ['we"ird', 'text'],
    ]),
  ];
  return {
    tables: new Map(tables.map((t) => [t.name, t])),
    foreignKeys: [
      {
        name: 'codes_owner_fk',
        table: 'codes',
        columns: ['owner_id'],
        refTable: 'users',
        refColumns: ['id'],
      },
      {
        name: 'codes_reviewer_fk',
        table: 'codes',
        columns: ['reviewer_id'],
        refTable: 'users',
        refColumns: ['id'],
      },
      {
        name: 'scans_code_fk',
        table: 'scans',
        columns: ['code_id'],
        refTable: 'codes',
        refColumns: ['id'],
      },
    ],
    functions: new Map([
      ['echo', [fn({ name: 'echo', args: [{ name: 'p', type: 'text', hasDefault: false }] })]],
      [
        'pick',
        [
          fn({ name: 'pick', args: [{ name: 'a', type: 'integer', hasDefault: false }] }),
          fn({
            name: 'pick',
            args: [
              { name: 'b', type: 'uuid', hasDefault: false },
              { name: 'c', type: 'jsonb', hasDefault: true },
            ],
          }),
        ],
      ],
      [
        'clash',
        [
          fn({ name: 'clash', args: [{ name: 'a', type: 'text', hasDefault: true }] }),
          fn({ name: 'clash' }),
        ],
      ],
    ]),
  };
}
