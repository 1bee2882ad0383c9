// One copy module per screen family (issue 29 item 4): each family's screens read every German
// text from its module in web/copy (auth and account from web/copy/auth.ts …). This test reads their source and fails on a JSX text or a
// string literal that looks like a text for people (letters and a space, or a capitalised
// word) outside the copy module; class names, imports, console output and the few strings
// listed below (not shown to people) are skipped.
/* eslint-disable no-restricted-imports -- a Node test that reads the app's source files */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB = path.join(import.meta.dirname, '..');
/** The folders whose screens keep their texts in a copy module, one per line. */
const FAMILY_DIRS = [
  'features/auth', // web/copy/auth.ts
  'features/account', // web/copy/auth.ts
  'features/syncStatus', // web/copy/syncStatus.ts
  'features/consent', // web/copy/consent.ts
  'ui', // web/copy/ui.ts
  'ui/dialog', // web/copy/ui.ts
  'ui/toast', // web/copy/ui.ts
  'ui/tooltip', // web/copy/ui.ts
  'features/home', // web/copy/home.ts
  'shell', // web/copy/shell.ts
  'features/marketing', // web/copy/marketing.ts
  'features/collections', // web/copy/collections.ts
  'features/photo', // web/copy/photo.ts
  'features/search', // web/copy/search.ts
  'features/chosenList', // web/copy/chosenList.ts, chosenListShell.ts, chosenListToasts.ts
  'features/analysis', // web/copy/analysis.ts, shopLinks.ts
  'features/legal', // web/copy/legal.ts, agb.ts, datenschutz.ts, impressum.ts, help.ts
  'features/profile', // web/copy/profile.ts, profileSettings.ts
  'features/offlineCatalog', // web/copy/offlineCatalog.ts
  'features/perfume', // web/copy/perfume.ts, perfumePage.ts
];

/** Literals that are not shown to people, each with the reason. */
const NOT_COPY: ReadonlyMap<string, string> = new Map([
  ['Escape', 'a key name'],
  ['SearchError', 'an error class name'],
  ['sponsored noopener', 'a link rel value'],
  ['Date/Dinner', "the spec's occasion keyword, a key matched to its icon"],
  ['Club/Party', "the spec's occasion keyword, a key matched to its icon"],
  ['AbortError', "a DOMException's name (the share sheet closed)"],
  ['Unknown', 'the spec\'s stored family of a custom perfume, shown as "Unbekannt"'],
  ['User already registered', "GoTrue's message, matched, not shown"],
  ['useAuth must be used within an AuthProvider', 'a programming error'],
  ['Files', 'a drag-and-drop data type'],
  ['Idempotency-Key', 'an HTTP header name'],
  ['PhotoAnalysisError', 'an error class name'],
  ['PhotoFileError', 'an error class name'],
  ['HeicConversionError', 'an error class name'],
  [
    'the converter could not read the photo',
    'an internal error, shown as photoCopy.file.heicFailed',
  ],
  ['the converter did not answer in time', 'an internal error, shown as photoCopy.file.heicFailed'],
]);

/** Files in a family folder whose literals are code, not texts, each with the reason. */
const NOT_COPY_FILES: ReadonlyMap<string, string> = new Map([
  ['shell/staticShell.tsx', "index.html's inline script, written as strings of JavaScript"],
  ['features/offlineCatalog/testCatalogIndex.ts', "the unit tests' catalog data, never shown"],
]);

function literalsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxAttribute(node) && node.name.getText() === 'className') return;
    if (ts.isCallExpression(node) && /^console\./.test(node.expression.getText())) return;
    let value: string | null = null;
    /** A piece of a template literal, joined to a value: `${name} entfernen`. */
    let joined = false;
    if (ts.isJsxText(node)) value = node.text.replace(/\s+/g, ' ').trim();
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      value = node.text;
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      value = node.text;
      joined = true;
    }
    const looksLikeCopy =
      value !== null &&
      /[A-Za-zÄÖÜäöüß]{2}/.test(value) &&
      (/[A-Za-zÄÖÜäöüß] [A-Za-zÄÖÜäöüß]/.test(value) ||
        /^[A-ZÄÖÜ][a-zäöüß]+/.test(value.trim()) ||
        // A hyphenated word with a capital ("E-Mail", "Eau-de-Parfum").
        /^[A-ZÄÖÜ][A-Za-zÄÖÜäöüß]*-[A-Za-zÄÖÜäöüß]+/.test(value.trim()) ||
        // A lower-case word of three letters or more set apart from the value by a space.
        (joined && /(^ [a-zäöüß]{3,})|([a-zäöüß]{3,} $)/.test(value)));
    if (looksLikeCopy && !NOT_COPY.has(value!.trim())) found.push(value!.trim());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function familyFiles(): string[] {
  return FAMILY_DIRS.flatMap((dir) =>
    readdirSync(path.join(WEB, dir))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .filter((name) => !NOT_COPY_FILES.has(`${dir}/${name}`))
      .map((name) => path.join(WEB, dir, name)),
  );
}

describe('copy modules', () => {
  it('the screens of every family hold no German text outside their copy module', () => {
    const strays = familyFiles().flatMap((file) =>
      literalsOf(file).map((text) => `${path.relative(WEB, file)}: ${text}`),
    );
    expect(strays).toEqual([]);
  });

  it('finds texts where there are some (the copy module itself)', () => {
    const probe = path.join(WEB, 'copy', 'auth.ts');
    expect(literalsOf(probe).length).toBeGreaterThan(50);
  });
});
