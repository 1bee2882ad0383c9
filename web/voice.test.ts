// One voice: every string the web app can show is read from the source (string literals,
// template parts and JSX text) and any "Sie", "Ihr…", "Account", "Login" or "Home" in it fails
// the test unless it is listed below with its reason; so do an ASCII " - " used as a dash, an
// ASCII "..." for an ellipsis and "Parfum" for "Parfüm" (the concentration "Parfum" aside). The server's messages that the app shows
// as they are (api/contract/errors.ts) are read too. The admin dashboard keeps the spec's
// English texts (spec 001, admin), so it is not read.
/* eslint-disable no-restricted-imports -- a Node test that reads the app's source files */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname);
const REPO = path.join(ROOT, '..');
const SERVER_MESSAGES = path.join(REPO, 'api', 'contract', 'errors.ts');
const SKIPPED_DIRS = new Set(['admin', 'testing']);
const FORBIDDEN = /\b(Sie|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihnen|Account|Accounts|Login|Home)\b/;

/** "file: text" pairs that match but are allowed, each with the reason. */
const EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  [
    'web/pwa/InstallHint.tsx: Duftkompass installieren: Tippe auf Teilen und dann auf „Zum Home-Bildschirm“.',
    'the name of the iOS share-sheet item, as the German iOS shows it',
  ],
]);

/** A hyphen between spaces (a dash: "–"), three dots (an ellipsis: "…"), "Parfum" alone. */
const TYPOGRAPHY = /(^|\s)-\s|\s-($|\s)|\.\.\.|\bParfums?\b(?!-)/;

/**
 * "file: text" pairs that match TYPOGRAPHY but are right, each with the reason. "Parfum" as
 * a concentration (Eau de Parfum, Parfum, Extrait de Parfum) is the perfume trade's word.
 */
const TYPOGRAPHY_EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  [
    'web/copy/help.ts: Probiere Marke und Name einzeln oder ohne Zusätze wie „Eau de Parfum“ – Tippfehler, Akzente und Apostrophe verzeiht die Suche. Beim Foto-Upload kannst du einen nicht erkannten Duft als eigenen Eintrag übernehmen.',
    'the concentration "Eau de Parfum"',
  ],
  ['web/copy/perfume.ts: Parfum', 'the concentration "Parfum" (Extrait)'],
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return SKIPPED_DIRS.has(entry) ? [] : sourceFiles(full);
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry)) return [];
    return [full];
  });
}

/** The texts of one file that a person could read: literals and JSX text, not comments. */
function textsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    // Module paths are not texts.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      texts.push(node.text);
    } else if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      // `{brand} - {name}`: a dash between two expressions is text of its own.
      if (text === '-' && /^\s+-\s+$/.test(node.text)) texts.push(' - ');
      else if (text) texts.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe('one voice', () => {
  it('no user-visible string says Sie, Ihr, Account, Login or Home unless listed', () => {
    const hits = [...sourceFiles(ROOT), SERVER_MESSAGES].flatMap((file) =>
      textsOf(file)
        .map((text) => `${path.relative(REPO, file)}: ${text}`)
        .filter((line) => FORBIDDEN.test(line.slice(line.indexOf(': ') + 2)))
        .filter((line) => !EXCEPTIONS.has(line)),
    );
    expect(hits).toEqual([]);
  });

  it('no user-visible string uses " - " as a dash, "..." or "Parfum" for "Parfüm" unless listed', () => {
    const hits = [...sourceFiles(ROOT), SERVER_MESSAGES].flatMap((file) =>
      textsOf(file)
        .map((text) => `${path.relative(REPO, file)}: ${text}`)
        .filter((line) => TYPOGRAPHY.test(line.slice(line.indexOf(': ') + 2)))
        .filter((line) => !TYPOGRAPHY_EXCEPTIONS.has(line)),
    );
    expect(hits).toEqual([]);
  });

  it('tells a dash, an ellipsis and "Parfum" from a hyphen, "…" and "Parfüm"', () => {
    expect(TYPOGRAPHY.test('Bestätigen Sie Ihre E-Mail - Sie können')).toBe(true);
    expect(TYPOGRAPHY.test('Wird gespeichert...')).toBe(true);
    expect(TYPOGRAPHY.test(' - ')).toBe(true);
    expect(TYPOGRAPHY.test('-')).toBe(false);
    expect(TYPOGRAPHY.test('Persönliche Parfum-Empfehlungen')).toBe(false);
    expect(TYPOGRAPHY.test('Drei Parfums im Test')).toBe(true);
    expect(TYPOGRAPHY.test('Bestätige deine E-Mail – du kannst schon loslegen.')).toBe(false);
    expect(TYPOGRAPHY.test('Wird gespeichert …')).toBe(false);
    expect(TYPOGRAPHY.test('Partner-Parfümsammlung, Drei Parfüms')).toBe(false);
  });

  it('finds a formal or English word when one is there', () => {
    // The scanner itself must see literals, template parts and JSX text.
    const probe = path.join(ROOT, 'voice.test.ts');
    expect(textsOf(probe)).toContain(
      'the name of the iOS share-sheet item, as the German iOS shows it',
    );
    expect(FORBIDDEN.test('Bitte melden Sie sich an')).toBe(true);
    expect(FORBIDDEN.test('Bitte melde dich an, um dein Profil zu sehen.')).toBe(false);
  });
});
