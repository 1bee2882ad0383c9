// What the legal pages need from GET /api/config: the operator for the Impressum and the
// privacy statement, and whether an external AI provider is configured. Until the answer is
// there, nothing is claimed; without a configured operator the pages show marked example data.
import type { LegalInfo } from '../../../api/contract/runtimeConfig';
import { legalCopy } from '../../copy/legal';
import { useRuntimeConfigStore } from '../../session/runtimeConfig';

export type Operator = NonNullable<LegalInfo['operator']>;

export const EXAMPLE_OPERATOR: Operator = { ...legalCopy.exampleOperator, vatId: null };

export type LegalInfoState =
  | { status: 'loading' }
  | {
      status: 'known';
      operator: Operator;
      isExample: boolean;
      aiProvider: LegalInfo['aiProvider'];
      /** Sign-in runs on hosted Supabase instead of this server. */
      hostedAuth: boolean;
    };

export function useLegalInfo(): LegalInfoState {
  const status = useRuntimeConfigStore((state) => state.status);
  const legal = useRuntimeConfigStore((state) => state.config?.legal ?? null);
  const authMode = useRuntimeConfigStore((state) => state.config?.auth.mode ?? 'embedded');
  if (status === 'loading') return { status: 'loading' };
  return {
    status: 'known',
    operator: legal?.operator ?? EXAMPLE_OPERATOR,
    isExample: !legal?.operator,
    aiProvider: legal?.aiProvider ?? 'none',
    hostedAuth: authMode === 'hosted',
  };
}
