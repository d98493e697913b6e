// What every content form receives, and the binding of a text field to it: the value, its
// pt-BR error once the field was left (or a save or download was tried), and the change.
import type { ChangeEvent } from 'react';

export interface ContentFieldsProps<T> {
  value: T;
  onChange: (patch: Partial<T>) => void;
  /** Errors to show now, by field name. */
  errors: Record<string, string>;
  /** The field was left: its error may show from now on. */
  onBlur: (field: string) => void;
}

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export function bindText<T>(props: ContentFieldsProps<T>, name: TextKeys<T>) {
  return {
    value: props.value[name] as string,
    error: props.errors[name],
    onBlur: () => props.onBlur(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange({ [name]: event.currentTarget.value } as Partial<T>),
  };
}
