import { describe, expect, it } from 'vitest';
import { existingConflicts, planFolderWrites } from './plan-folder-writes';
import { nameTail, withCounter } from './unique-names';

const png = (s: string) => `qrcode_${s}_1000x1000.png`;
const items = [
  { item: 'a', names: [png('loja'), 'qrcode_loja.svg'] },
  { item: 'b', names: [png('loja'), 'qrcode_loja.svg'] },
  { item: 'c', names: [png('outra'), 'qrcode_outra.svg'] },
];

describe('planning names in a folder', () => {
  it('puts the counter before the size and extension', () => {
    expect(nameTail(png('x'))).toBe('_1000x1000.png');
    expect(withCounter(png('x'), 2)).toBe(png('x_2'));
    expect(withCounter('qrcode_x.svg', 3)).toBe('qrcode_x_3.svg');
    expect(withCounter('ana.vcf', 1)).toBe('ana.vcf');
  });

  it('never lets two items of the batch share a name, and keeps a code files together', () => {
    const plan = planFolderWrites(items, new Set(), 'keep-both');
    expect(plan.groups.map((group) => group.names)).toEqual([
      [png('loja'), 'qrcode_loja.svg'],
      [png('loja_2'), 'qrcode_loja_2.svg'],
      [png('outra'), 'qrcode_outra.svg'],
    ]);
  });

  it('finds the names the folder already has, ignoring case', () => {
    const existing = new Set(
      [png('loja_2'), 'qrcode_outra.svg'].map((n) => n.toUpperCase().toLowerCase()),
    );
    expect(
      existingConflicts(
        items.map((i) => i.names),
        existing,
      ),
    ).toEqual([png('loja_2'), 'qrcode_outra.svg']);
    expect(
      existingConflicts(
        items.map((i) => i.names),
        new Set(['QRCODE_OUTRA.SVG'.toLowerCase()]),
      ),
    ).toHaveLength(1);
  });

  it('keeps both, replaces or skips as the user chose', () => {
    const existing = new Set([png('outra')]);
    const keep = planFolderWrites(items, existing, 'keep-both');
    expect(keep.groups[2]).toEqual({
      item: 'c',
      names: [png('outra_2'), 'qrcode_outra_2.svg'],
      replaces: false,
    });
    const replace = planFolderWrites(items, existing, 'replace');
    expect(replace.groups[2]).toEqual({
      item: 'c',
      names: [png('outra'), 'qrcode_outra.svg'],
      replaces: true,
    });
    expect(replace.groups[0]?.replaces).toBe(false);
    const skip = planFolderWrites(items, existing, 'skip');
    expect(skip.groups.map((g) => g.item)).toEqual(['a', 'b']);
    expect(skip.skipped).toEqual([{ item: 'c', names: [png('outra'), 'qrcode_outra.svg'] }]);
  });

  it('keeps reserved names free', () => {
    const plan = planFolderWrites(
      [{ item: 'x', names: ['qrcodes_indice.csv'] }],
      new Set(),
      'keep-both',
      ['qrcodes_indice.csv'],
    );
    expect(plan.groups[0]?.names).toEqual(['qrcodes_indice_2.csv']);
  });
});
