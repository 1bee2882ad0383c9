// How a signed-in user is shown in the header: name, e-mail, initials and picture. The user
// metadata is free-form JSON from the auth server, so it is parsed, not trusted.
import { z } from 'zod';
import { lazySchema } from '../../../api/contract/lazySchema';
import { authShellCopy } from '../../copy/authShell';

const userMetadataSchema = lazySchema(() =>
  z.object({
    display_name: z.string().trim().optional().catch(undefined),
    full_name: z.string().trim().optional().catch(undefined),
    first_name: z.string().trim().optional().catch(undefined),
    last_name: z.string().trim().optional().catch(undefined),
    avatar_url: z.url().optional().catch(undefined),
  }),
);

export type UserDisplay = {
  name: string;
  email: string;
  initials: string;
  avatarUrl: string | null;
};

export function userDisplay(user: { email?: string; user_metadata?: unknown }): UserDisplay {
  const parsed = userMetadataSchema.safeParse(user.user_metadata ?? {});
  const meta = parsed.success ? parsed.data : {};
  const email = user.email ?? '';
  const joined = `${meta.first_name ?? ''} ${meta.last_name ?? ''}`.trim();
  const name =
    meta.display_name ||
    meta.full_name ||
    joined ||
    email.split('@')[0] ||
    authShellCopy.accountFallbackName;
  const words = name.split(/\s+/).filter(Boolean);
  const initials = (
    words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : name.slice(0, 2)
  ).toLocaleUpperCase('de-DE');
  return { name, email, initials, avatarUrl: meta.avatar_url ?? null };
}

/** display_name as the spec defines it: first and last name joined and trimmed. */
export function displayNameOf(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}
