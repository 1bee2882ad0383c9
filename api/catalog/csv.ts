// A small RFC 4180 CSV reader for shop product feeds: quoted fields, doubled quotes,
// line breaks inside quotes, and comma or semicolon as separator (German exports
// often use semicolons), detected from the header line.

export function parseCsv(text: string): string[][] {
  const content = text.replace(/^\uFEFF/, '');
  const headerEnd = content.search(/\r?\n/);
  const header = headerEnd === -1 ? content : content.slice(0, headerEnd);
  const separator =
    (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < content.length; i++) {
    const char = content[i]!;
    if (quoted) {
      if (char === '"' && content[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && content[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error('CSV: ein Anführungszeichen wurde nicht geschlossen.');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}
