import { describe, expect, it } from 'vitest';
import { parseImportLines, perfumesCsv } from './portability';

describe('perfumesCsv and parseImportLines', () => {
  it('reads back what the export writes, quotes and separators included', () => {
    const perfumes = [
      { brand: 'Dior', name: 'Sauvage' },
      { brand: 'Maison "M"', name: 'Jazz Club; Nacht' },
      { brand: '=Formel', name: '-minus' },
    ];
    const csv = perfumesCsv(perfumes);
    expect(csv.split('\r\n')[0]).toBe('Marke;Name');
    expect(csv).toContain(`"'=Formel";"'-minus"`);
    expect(parseImportLines(csv)).toEqual(perfumes);
  });

  it('guards a formula after any separator, for spreadsheets that split on commas (N13)', () => {
    const perfumes = [{ brand: 'Dior', name: "Sauvage,=2+5+cmd|' /C calc'!A0" }];
    const csv = perfumesCsv(perfumes);
    expect(csv.split('\r\n')[1]).toBe(`"Dior";"Sauvage,'=2+5+cmd|' /C calc'!A0"`);
    // Split on commas, no cell starts with a formula character.
    const cells = csv.split('\r\n')[1]!.replaceAll('"', '').split(/[;,]/);
    expect(cells.some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
    expect(parseImportLines(csv)).toEqual(perfumes);
  });

  it('takes pasted lines with semicolon, tab or comma, and names without brand', () => {
    expect(
      parseImportLines('Creed; Aventus\n\nChanel\tBleu de Chanel\nTom Ford, Oud Wood\nSauvage'),
    ).toEqual([
      { brand: 'Creed', name: 'Aventus' },
      { brand: 'Chanel', name: 'Bleu de Chanel' },
      { brand: 'Tom Ford', name: 'Oud Wood' },
      { brand: '', name: 'Sauvage' },
    ]);
  });
});
