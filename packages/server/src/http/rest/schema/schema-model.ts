/** What the REST layer knows of the exposed schema (`public`), read from the catalog. */
export interface ColumnInfo {
  name: string;
  /** format_type() output, e.g. `uuid`, `timestamp with time zone`, `text[]`. */
  type: string;
}

export interface TableInfo {
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export type ReturnKind = 'void' | 'scalar' | 'composite';

export interface FunctionInfo {
  name: string;
  /** Input arguments in declaration order. */
  args: FunctionArg[];
  returnsSet: boolean;
  returnKind: ReturnKind;
  /** Output columns when returnKind is composite. */
  resultColumns: ColumnInfo[];
  volatility: 'i' | 's' | 'v';
}

export interface SchemaModel {
  tables: Map<string, TableInfo>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionInfo[]>;
}
