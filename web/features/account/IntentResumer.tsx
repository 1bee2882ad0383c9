import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../ui/toast/toastStore';
import { useAuthDialog } from '../auth/authDialogStore';
import { useAuth } from '../auth/useAuth';
import { useChosenList } from '../chosenList/useChosenList';
import { arriveAfterSignIn, MOVED_TEXT } from './intentArrival';
import { currentIntent, forgetIntent, nextIntentStep, usePendingIntent } from './pendingIntent';
import { authCopy } from '../../copy/auth';

const CollectionSelector = lazy(() =>
  import('../collections/CollectionSelector').then((m) => ({ default: m.CollectionSelector })),
);

/** The e-mail link's landing page settles the intent itself (AuthCallbackPage). */
const CALLBACK_PATH = '/auth/callback';

/**
 * Keeps the promise of "Speichern & analysieren" (pendingIntent.ts): once an account or
 * temporary mode exists, the collection selector opens again with the chosen list; after a
 * sign-in that moved a temporary save into the account, the Duft-DNA of the saved list.
 */
export function IntentResumer() {
  const intent = usePendingIntent();
  const { user, loading, tempUserEmail } = useAuth();
  const { isOpen: dialogOpen } = useAuthDialog();
  const { pathname } = useLocation();
  const onCallback = pathname === CALLBACK_PATH;
  const signedInEmail = user?.email_confirmed_at ? (user.email ?? null) : null;
  const step =
    loading || onCallback
      ? 'wait'
      : nextIntentStep(intent, { signedInEmail, tempEmail: tempUserEmail, dialogOpen });

  useEffect(() => {
    if (step === 'forget') forgetIntent();
  }, [step]);

  if (step === 'chooseCollection') return <ResumedSelector />;
  if (step === 'showSavedDna' && user) return <SavedDnaArrival user={user} />;
  return null;
}

/** The selector over whatever page the person is on, with the list they wanted to save. */
function ResumedSelector() {
  const { items, isLoading } = useChosenList();
  const perfumes = useMemo(() => items.map((item) => item.perfume), [items]);

  // Nothing left to save (the list was emptied meanwhile): the promise lapses.
  useEffect(() => {
    if (!isLoading && perfumes.length === 0) forgetIntent();
  }, [isLoading, perfumes.length]);

  const close = useCallback(() => {
    // Cancelled: forgotten. Saved: the selector has already recorded what comes next.
    if (currentIntent()?.stage === 'needsAccount') forgetIntent();
  }, []);

  if (isLoading || perfumes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CollectionSelector open perfumes={perfumes} onClose={close} />
    </Suspense>
  );
}

/** A password sign-in after a temporary save: what moved, then the Duft-DNA. */
function SavedDnaArrival({ user }: { user: NonNullable<ReturnType<typeof useAuth>['user']> }) {
  const navigate = useNavigate();
  const { show } = useToast();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void arriveAfterSignIn(user).then(({ movedItems, destination }) => {
      if (movedItems > 0) show({ title: authCopy.intent.savedTitle, description: MOVED_TEXT });
      navigate(destination.to, { state: destination.state });
    });
  }, [navigate, show, user]);

  return null;
}
