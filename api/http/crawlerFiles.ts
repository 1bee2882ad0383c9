// robots.txt and sitemap.xml: both must name absolute addresses, which only the server knows
// (PUBLIC_URL), so the server writes them; robots.txt's rules stay in web/public/robots.txt.
import { PUBLIC_PAGE_PATHS } from '../contract/appRoutes';

function origin(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGE_PATHS.map(
    (page) => `  <url><loc>${origin(publicUrl)}${page}</loc></url>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The build's robots.txt with the sitemap's absolute address appended. */
export function robotsTxt(rules: string, publicUrl: string): string {
  return `${rules.trimEnd()}\n\nSitemap: ${origin(publicUrl)}/sitemap.xml\n`;
}
