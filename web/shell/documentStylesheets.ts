// The app's first render waits for the stylesheets the document requested (index.html's script,
// staticShell.tsx documentScript). They load without holding back the first paint, and on a
// loaded machine or connection the scripts, requested later, can still arrive first: the first
// commit then put the header's actions and search field, the footer and a page's own parts on
// screen unstyled, and everything moved when the stylesheet came. The page a dynamic import
// brings does not wait either: the bundler's loader skips a stylesheet the document already
// linked, loaded or not.

/** Set by the document's script on each link it added once that link has loaded or failed. */
export const SETTLED_ATTRIBUTE = 'data-settled';

/** Resolves once every stylesheet link in the document has loaded or failed. */
export function documentStylesheetsSettled(doc: Document = document): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.sheet === null && !link.hasAttribute(SETTLED_ATTRIBUTE),
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
